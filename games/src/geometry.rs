//! A board described once: its points (name, place, cell, terrain, owner), its links and their styles, the
//! areas drawn under them, the coordinates on its edges, and how each seat looks at it.
//!
//! Each game builds its board's [`Geometry`] from the same definitions its rules use (the rules' fast
//! tables come from the same source), and the renderer draws any board from its geometry alone. So a
//! board cannot be drawn differently from how it is played.
//!
//! Coordinates are board units in the first seat's view: `x` to the right, `y` down. The renderer scales
//! the board to its image width and turns it for each seat by [`Geometry::turns`].

use crate::model::Seat;

/// A colour as `0xRRGGBB`, for terrain and lines. Piece colours are [`crate::view::PieceColour`]s, whose
/// shades the renderer chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgb(pub u32);

/// A point in board units.
pub type Xy = (f32, f32);

/// A region of the board, in board units.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// An axis-aligned rectangle: top-left corner and size.
    Rect {
        /// The top-left corner.
        at: Xy,
        /// Width and height.
        size: Xy,
    },
    /// A closed polygon.
    Polygon(Vec<Xy>),
    /// An axis-aligned rectangle with rounded corners: a lake, a pool.
    Rounded {
        /// The top-left corner.
        at: Xy,
        /// Width and height.
        size: Xy,
        /// The radius of the corners.
        radius: f32,
    },
    /// A disc.
    Circle {
        /// The centre.
        centre: Xy,
        /// The radius.
        radius: f32,
    },
    /// A piece of a ring between two radii and two angles (degrees, clockwise from straight up, as the
    /// first seat sees it), for polar boards.
    Sector {
        /// The centre of the rings.
        centre: Xy,
        /// The inner radius.
        inner: f32,
        /// The outer radius.
        outer: f32,
        /// Where the sector starts.
        from_degrees: f32,
        /// Where it ends, clockwise from `from_degrees`.
        to_degrees: f32,
    },
}

impl Shape {
    /// A rectangle centred on `centre`.
    pub fn centred_rect(centre: Xy, size: Xy) -> Shape {
        Shape::Rect {
            at: (centre.0 - size.0 / 2.0, centre.1 - size.1 / 2.0),
            size,
        }
    }

    /// The smallest axis-aligned rectangle around the shape: top-left corner and size.
    pub fn bounds(&self) -> (Xy, Xy) {
        match self {
            Shape::Rect { at, size } | Shape::Rounded { at, size, .. } => (*at, *size),
            Shape::Circle { centre, radius } => (
                (centre.0 - radius, centre.1 - radius),
                (2.0 * radius, 2.0 * radius),
            ),
            Shape::Polygon(points) => bounds_of(points.iter().copied()),
            Shape::Sector {
                centre,
                inner,
                outer,
                from_degrees,
                to_degrees,
            } => {
                let steps = 16;
                let corners = (0..=steps).flat_map(|i| {
                    let degrees =
                        from_degrees + (to_degrees - from_degrees) * i as f32 / steps as f32;
                    [
                        polar(*centre, *inner, degrees),
                        polar(*centre, *outer, degrees),
                    ]
                });
                bounds_of(corners)
            }
        }
    }

    /// Whether `(x, y)` lies inside the shape.
    pub fn contains(&self, (x, y): Xy) -> bool {
        match self {
            Shape::Rect { at, size } => {
                x >= at.0 && x < at.0 + size.0 && y >= at.1 && y < at.1 + size.1
            }
            Shape::Rounded { at, size, radius } => {
                let radius = radius.min(size.0 / 2.0).min(size.1 / 2.0).max(0.0);
                let inside = x >= at.0 && x < at.0 + size.0 && y >= at.1 && y < at.1 + size.1;
                let dx = (at.0 + radius - x)
                    .max(x - (at.0 + size.0 - radius))
                    .max(0.0);
                let dy = (at.1 + radius - y)
                    .max(y - (at.1 + size.1 - radius))
                    .max(0.0);
                inside && dx * dx + dy * dy <= radius * radius
            }
            Shape::Circle { centre, radius } => {
                (x - centre.0).powi(2) + (y - centre.1).powi(2) <= radius * radius
            }
            Shape::Polygon(points) => {
                let mut inside = false;
                let mut j = points.len().wrapping_sub(1);
                for (i, &(xi, yi)) in points.iter().enumerate() {
                    let (xj, yj) = points[j];
                    if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi {
                        inside = !inside;
                    }
                    j = i;
                }
                inside
            }
            Shape::Sector {
                centre,
                inner,
                outer,
                from_degrees,
                to_degrees,
            } => {
                let (dx, dy) = (x - centre.0, y - centre.1);
                let radius = (dx * dx + dy * dy).sqrt();
                if radius < *inner || radius >= *outer {
                    return false;
                }
                let degrees = dx.atan2(-dy).to_degrees().rem_euclid(360.0);
                let span = (to_degrees - from_degrees).rem_euclid(360.0);
                (degrees - from_degrees).rem_euclid(360.0) < span
            }
        }
    }
}

/// The point at `radius` from `centre` in the direction `degrees` (clockwise from straight up).
pub fn polar(centre: Xy, radius: f32, degrees: f32) -> Xy {
    let radians = degrees.to_radians();
    (
        centre.0 + radius * radians.sin(),
        centre.1 - radius * radians.cos(),
    )
}

fn bounds_of(points: impl Iterator<Item = Xy>) -> (Xy, Xy) {
    let (mut left, mut top, mut right, mut bottom) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for (x, y) in points {
        left = left.min(x);
        top = top.min(y);
        right = right.max(x);
        bottom = bottom.max(y);
    }
    ((left, top), (right - left, bottom - top))
}

/// How the points of one terrain look. A board lists its terrains; each point names one by index.
#[derive(Clone, Debug, PartialEq)]
pub struct Terrain {
    /// What the terrain is called (`water`, `camp`), for descriptions and tests.
    pub name: &'static str,
    /// The fill of the point's cell, if the cell is painted (grid boards).
    pub fill: Option<Rgb>,
    /// The mark drawn at the point's centre (network boards: posts, camps, headquarters).
    pub mark: Mark,
}

/// A mark drawn at a point's centre, under the piece, or at a place of its own ([`Ornament`]).
///
/// Outlines (`Rect`, `Pill`, `Circle`, `Sign`, `Net`) turn with the board; pictures and texts
/// (`Emblem`'s star, `Waves`, `Mountains`, `Sign`'s text) are always drawn upright.
#[derive(Clone, Debug, PartialEq)]
pub enum Mark {
    /// Nothing.
    None,
    /// A rectangle of this size (board units) with slightly rounded corners, filled and outlined.
    Rect {
        /// Width and height.
        size: Xy,
        /// The fill.
        fill: Rgb,
        /// The outline.
        edge: Rgb,
    },
    /// A rectangle of this size with fully rounded ends and a second outline inside (a headquarters).
    Pill {
        /// Width and height.
        size: Xy,
        /// The fill.
        fill: Rgb,
        /// The outlines.
        edge: Rgb,
    },
    /// A disc of this radius, filled and outlined.
    Circle {
        /// The radius.
        radius: f32,
        /// The fill.
        fill: Rgb,
        /// The outline.
        edge: Rgb,
    },
    /// A square of `ground` with rounded corners, crossed by a net of `ink` (a trap).
    Net {
        /// The side of the square.
        size: f32,
        /// The square's colour.
        ground: Rgb,
        /// The net's colour.
        ink: Rgb,
    },
    /// A square of `ground` with rounded corners holding the emblem of the point's owner: a piece body in
    /// the owner's colour and shape, with a star (a den, a home square). Plain ground if nobody owns it.
    Emblem {
        /// The side of the square.
        size: f32,
        /// The square's colour.
        ground: Rgb,
    },
    /// Two short wave strokes (water).
    Waves {
        /// Their colour.
        ink: Rgb,
    },
    /// Two peaks with snow caps, this wide and high.
    Mountains {
        /// Width and height of the pair.
        size: Xy,
        /// The rock.
        fill: Rgb,
        /// The caps.
        snow: Rgb,
    },
    /// A disc like [`Mark::Circle`] with a short text in its outline's colour, as large as the disc
    /// holds (the nexus of a polar board, named where no coordinate can stand).
    Sign {
        /// The radius.
        radius: f32,
        /// The fill.
        fill: Rgb,
        /// The outline and the text.
        edge: Rgb,
        /// The text.
        text: &'static str,
    },
}

/// A mark at a place of its own rather than at a point (the frontline's mountains), drawn upright over the
/// links.
#[derive(Clone, Debug, PartialEq)]
pub struct Ornament {
    /// Its centre, in board units.
    pub at: Xy,
    /// What is drawn there.
    pub mark: Mark,
}

/// One point of a board.
#[derive(Clone, Debug, PartialEq)]
pub struct PointSpec {
    /// Its name as players write it (`a1`, `c12`).
    pub name: String,
    /// Its centre, where a piece on it is drawn.
    pub at: Xy,
    /// The area that belongs to it: what the last-move tint and highlights cover. Cells do not overlap.
    pub cell: Shape,
    /// Index into [`Geometry::terrains`].
    pub terrain: u8,
    /// The seat whose zone it is in (a trap's or den's owner, a half, an arm), if any.
    pub owner: Option<Seat>,
}

/// How a link between two points is drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct LinkStyle {
    /// What the link is called (`road`, `railroad`), for descriptions and tests.
    pub name: &'static str,
    /// The line's colour.
    pub colour: Rgb,
    /// The line's width in board units.
    pub width: f32,
    /// A railroad's ties, if any: light dashes of this colour along the middle of the line, one every
    /// `spacing` board units.
    pub ties: Option<(Rgb, f32)>,
}

/// The path a link takes between its two points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Path {
    /// A straight line.
    Straight,
    /// An arc around `centre` (a ring of a polar board, a railroad bend between arms), the short way.
    Arc {
        /// The centre of the arc.
        centre: Xy,
    },
}

/// A link between two points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Link {
    /// One end (index into [`Geometry::points`]).
    pub a: u16,
    /// The other end.
    pub b: u16,
    /// Index into [`Geometry::link_styles`].
    pub style: u8,
    /// How it runs.
    pub path: Path,
}

/// An area drawn over the cells' fills and under the links and marks: a lake, the frontline band, a
/// mountain, a river.
#[derive(Clone, Debug, PartialEq)]
pub struct Area {
    /// Its shape.
    pub shape: Shape,
    /// Its fill, if it is filled.
    pub fill: Option<Rgb>,
    /// Its outline, if any: colour and width.
    pub edge: Option<(Rgb, f32)>,
}

/// A text on the board: a coordinate on an edge, a river's name.
#[derive(Clone, Debug, PartialEq)]
pub struct Caption {
    /// The text.
    pub text: String,
    /// Its centre, in board units (it is always drawn upright).
    pub at: Xy,
}

/// The whole description of a board.
#[derive(Clone, Debug, PartialEq)]
pub struct Geometry {
    /// Its name (`jungle`, `junqi2`); unique among boards. Views name their board by it.
    pub name: &'static str,
    /// The size of the board in board units, coordinates included.
    pub size: Xy,
    /// The background colour of the playing area.
    pub paper: Rgb,
    /// The terrains its points use.
    pub terrains: Vec<Terrain>,
    /// The points, in the numbering the game uses for [`crate::view::Point`].
    pub points: Vec<PointSpec>,
    /// The styles its links use.
    pub link_styles: Vec<LinkStyle>,
    /// The links between points.
    pub links: Vec<Link>,
    /// Areas, drawn in order over the cells' fills.
    pub areas: Vec<Area>,
    /// Coordinates and other texts.
    pub captions: Vec<Caption>,
    /// Marks at places of their own, drawn upright over the links.
    pub ornaments: Vec<Ornament>,
    /// The width and height of a piece in board units: a disc or a square piece if they are equal, a
    /// tile if it is wider. Pieces are drawn upright whatever the seat's turn, and fit in every cell.
    pub piece_size: Xy,
    /// How each seat sees the board: clockwise quarter turns for a cross or square board
    /// ([`Turn::Quarters`]), or an angle for a polar one. Seat 0 is usually unturned.
    pub turns: Vec<Turn>,
}

/// How far a seat's view of the board is turned from the first seat's.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Turn {
    /// This many clockwise quarter turns (0–3).
    Quarters(u8),
    /// Any angle, in degrees clockwise, about the board's centre.
    Degrees(f32),
}

impl Turn {
    /// The turn in degrees, clockwise.
    pub fn degrees(self) -> f32 {
        match self {
            Turn::Quarters(quarters) => 90.0 * f32::from(quarters % 4),
            Turn::Degrees(degrees) => degrees,
        }
    }
}

impl Geometry {
    /// The index of the point called `name`, if the board has one.
    pub fn point_named(&self, name: &str) -> Option<u16> {
        self.points
            .iter()
            .position(|point| point.name.eq_ignore_ascii_case(name))
            .and_then(|index| u16::try_from(index).ok())
    }

    /// The index of the terrain called `name`.
    pub fn terrain_named(&self, name: &str) -> Option<u8> {
        self.terrains
            .iter()
            .position(|terrain| terrain.name == name)
            .and_then(|index| u8::try_from(index).ok())
    }

    /// The points of the terrain called `name`, in order.
    pub fn points_of(&self, terrain: &str) -> Vec<u16> {
        let Some(wanted) = self.terrain_named(terrain) else {
            return Vec::new();
        };
        (0..self.points.len() as u16)
            .filter(|&point| self.points[usize::from(point)].terrain == wanted)
            .collect()
    }

    /// The links of the style called `name`.
    pub fn links_named(&self, name: &str) -> impl Iterator<Item = &Link> {
        let style = self.link_styles.iter().position(|style| style.name == name);
        self.links
            .iter()
            .filter(move |link| Some(usize::from(link.style)) == style)
    }

    /// How `seat` sees the board; seats the board does not list see it unturned.
    pub fn turn_of(&self, seat: Seat) -> Turn {
        self.turns
            .get(seat.index())
            .copied()
            .unwrap_or(Turn::Quarters(0))
    }

    /// Checks what every board must satisfy: point cells inside the board and not overlapping at the
    /// points' centres, a piece that fits in every cell's bounds, valid terrain and style indexes, links
    /// between distinct existing points, unique point names. Returns the first problem found.
    pub fn check(&self) -> Result<(), String> {
        let mut names = std::collections::HashSet::new();
        for (index, point) in self.points.iter().enumerate() {
            if !names.insert(point.name.to_ascii_lowercase()) {
                return Err(format!("{}: point name {} twice", self.name, point.name));
            }
            if usize::from(point.terrain) >= self.terrains.len() {
                return Err(format!("{}: {} has no terrain", self.name, point.name));
            }
            if !point.cell.contains(point.at) {
                return Err(format!(
                    "{}: {} lies outside its own cell",
                    self.name, point.name
                ));
            }
            let ((left, top), (width, height)) = point.cell.bounds();
            let inside = left >= -0.5
                && top >= -0.5
                && left + width <= self.size.0 + 0.5
                && top + height <= self.size.1 + 0.5;
            if !inside {
                return Err(format!(
                    "{}: the cell of {} leaves the board",
                    self.name, point.name
                ));
            }
            if self.piece_size.0 > width + 0.5 || self.piece_size.1 > height + 0.5 {
                return Err(format!(
                    "{}: a piece does not fit in the cell of {}",
                    self.name, point.name
                ));
            }
            for (other_index, other) in self.points.iter().enumerate() {
                if other_index != index && other.cell.contains(point.at) {
                    return Err(format!(
                        "{}: the cell of {} covers {}",
                        self.name, other.name, point.name
                    ));
                }
            }
        }
        for link in &self.links {
            let ends_exist =
                usize::from(link.a) < self.points.len() && usize::from(link.b) < self.points.len();
            if !ends_exist || link.a == link.b {
                return Err(format!("{}: a link with bad ends", self.name));
            }
            if usize::from(link.style) >= self.link_styles.len() {
                return Err(format!("{}: a link with no style", self.name));
            }
        }
        Ok(())
    }
}

/// A board drawn as a grid of `files` × `ranks` square cells of `cell` units, with a margin of `margin`
/// units around it for coordinates: the points, numbered `rank * files + file` from the bottom-left in the
/// first seat's view, and coordinate captions (`a`… under the board, `1`… left of it).
///
/// `terrain` and `owner` give each point's terrain index and zone owner from its `(file, rank)`.
pub fn grid_points(
    files: u8,
    ranks: u8,
    cell: f32,
    margin: f32,
    terrain: impl Fn(u8, u8) -> u8,
    owner: impl Fn(u8, u8) -> Option<Seat>,
) -> (Vec<PointSpec>, Vec<Caption>) {
    let mut points = Vec::new();
    for rank in 0..ranks {
        for file in 0..files {
            let left = margin + f32::from(file) * cell;
            let top = margin + f32::from(ranks - 1 - rank) * cell;
            points.push(PointSpec {
                name: format!("{}{}", char::from(b'a' + file), rank + 1),
                at: (left + cell / 2.0, top + cell / 2.0),
                cell: Shape::Rect {
                    at: (left, top),
                    size: (cell, cell),
                },
                terrain: terrain(file, rank),
                owner: owner(file, rank),
            });
        }
    }
    let mut captions = Vec::new();
    for file in 0..files {
        captions.push(Caption {
            text: char::from(b'a' + file).to_string(),
            at: (
                margin + (f32::from(file) + 0.5) * cell,
                margin + f32::from(ranks) * cell + margin / 2.0,
            ),
        });
    }
    for rank in 0..ranks {
        captions.push(Caption {
            text: (rank + 1).to_string(),
            at: (
                margin / 2.0,
                margin + (f32::from(ranks - 1 - rank) + 0.5) * cell,
            ),
        });
    }
    (points, captions)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_contain_their_inside_and_not_their_outside() {
        let rect = Shape::centred_rect((10.0, 10.0), (4.0, 2.0));
        assert!(rect.contains((10.0, 10.0)));
        assert!(!rect.contains((12.5, 10.0)));
        let circle = Shape::Circle {
            centre: (0.0, 0.0),
            radius: 2.0,
        };
        assert!(circle.contains((1.0, 1.0)));
        assert!(!circle.contains((2.0, 2.0)));
        let triangle = Shape::Polygon(vec![(0.0, 0.0), (4.0, 0.0), (0.0, 4.0)]);
        assert!(triangle.contains((1.0, 1.0)));
        assert!(!triangle.contains((3.0, 3.0)));
        let sector = Shape::Sector {
            centre: (0.0, 0.0),
            inner: 1.0,
            outer: 2.0,
            from_degrees: 350.0,
            to_degrees: 10.0,
        };
        assert!(sector.contains((0.0, -1.5)), "straight up is inside");
        assert!(!sector.contains((0.0, 1.5)), "straight down is not");
        assert!(
            !sector.contains((0.0, -0.5)),
            "inside the inner radius is not"
        );
    }

    #[test]
    fn a_sector_is_bounded_by_its_corners_and_arc() {
        let ((left, top), (width, height)) = Shape::Sector {
            centre: (0.0, 0.0),
            inner: 1.0,
            outer: 2.0,
            from_degrees: 0.0,
            to_degrees: 90.0,
        }
        .bounds();
        assert!((left - 0.0).abs() < 1e-4 && (top + 2.0).abs() < 1e-4);
        assert!((width - 2.0).abs() < 1e-4 && (height - 2.0).abs() < 1e-4);
    }

    #[test]
    fn grid_points_number_from_the_bottom_left() {
        let (points, captions) = grid_points(3, 2, 10.0, 5.0, |_, _| 0, |_, _| None);
        assert_eq!(points.len(), 6);
        assert_eq!(points[0].name, "a1");
        assert_eq!(points[0].at, (10.0, 20.0));
        assert_eq!(points[5].name, "c2");
        assert_eq!(points[5].at, (30.0, 10.0));
        assert_eq!(captions.len(), 5);
    }

    #[test]
    fn polar_points_turn_clockwise_from_straight_up() {
        let (x, y) = polar((0.0, 0.0), 1.0, 90.0);
        assert!((x - 1.0).abs() < 1e-6 && y.abs() < 1e-6);
    }
}
