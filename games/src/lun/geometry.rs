//! The polar board as the renderer draws it (L9), made from the same tables the rules play on:
//! concentric rings and 24 spokes, a dot on every space, spaceless crossings left as plain crossings of a
//! ring and a spoke, the nexus as a distinct disc at the centre. Ring links are arcs round the centre, so
//! a slide round a ring is drawn along its ring; spoke links are straight and run through the spaceless
//! points to the nexus. Each half is tinted for its owner (forward is `in` on the own half), spoke 7 is
//! at the bottom for South and spoke 19 for North. The two halves stand a little apart: the spokes of a
//! half are evenly spaced, and the gap between the halves is twice as wide, so the ring letters stand in
//! it, each in the middle of its ring's stretch across the gap, where no piece can; the spoke numbers
//! stand round the rim, and the nexus carries its name `NX`.

use super::board::{
    Direction, NO_SPACE, NX, RING_LETTERS, RINGS, SPACE_COUNT, SPOKES, STEP, Space, half_of,
    ring_of, space_name, spoke_of,
};
use crate::geometry::{
    Area, Caption, Geometry, Link, LinkStyle, Mark, Path, PointSpec, Rgb, Shape, Terrain, Turn, Xy,
    polar,
};
use crate::jungi::piece::Side;
use std::sync::LazyLock;

/// The board's width and height.
const SIZE: f32 = 900.0;
/// The centre of the rings.
const CENTRE: Xy = (SIZE / 2.0, SIZE / 2.0);
/// The radius of each ring's spaces, `A` to `G`.
const RADIUS: [f32; RINGS as usize] = [54.0, 102.0, 156.0, 210.0, 264.0, 318.0, 372.0];
/// The radius of the nexus's cell.
const NEXUS: f32 = 30.0;
/// The outer edge of the rim's cells.
const RIM_EDGE: f32 = 399.0;
/// The radius at which the spoke numbers stand.
const NUMBERS: f32 = 428.0;
/// The angle between the last spoke of one half and the first of the other, in degrees: room for the
/// ring letters on ring `D`, whose spaces are on every spoke.
const GAP: f32 = 32.0;
/// The angle between neighbouring spokes of a half, in degrees.
const SPOKE_STEP: f32 = (360.0 - 2.0 * GAP) / 22.0;
/// The angular width of a cell on rings `A`, `B`–`C` and `D`–`G`, in degrees.
const SPAN: [f32; RINGS as usize] = [
    60.0,
    2.0 * SPOKE_STEP,
    2.0 * SPOKE_STEP,
    SPOKE_STEP,
    SPOKE_STEP,
    SPOKE_STEP,
    SPOKE_STEP,
];
/// The diameter of a piece: as large as the closest rings (`A` and `B`, 48 apart) allow.
const PIECE: f32 = 46.0;

const SOUTH_HALF: u8 = 0;
const NORTH_HALF: u8 = 1;
const NEXUS_TERRAIN: u8 = 2;

/// The angle of a spoke (0 for spoke 1) on screen for South, in degrees clockwise from straight up:
/// spoke 7 at the bottom and spoke 19 at the top, spokes numbered clockwise, so spoke 1 is near 3
/// o'clock and spoke 13 near 9 o'clock, with the gap between the halves before each.
pub fn spoke_degrees(spoke: u8) -> f32 {
    let middle = if spoke < SPOKES / 2 { 6.0 } else { 18.0 };
    let offset = (f32::from(spoke) - middle) * SPOKE_STEP;
    (if spoke < SPOKES / 2 { 180.0 } else { 0.0 } + offset).rem_euclid(360.0)
}

/// The centre of a space on the drawing.
pub fn centre_of(space: Space) -> Xy {
    match (ring_of(space), spoke_of(space)) {
        (Some(ring), Some(spoke)) => polar(CENTRE, RADIUS[usize::from(ring)], spoke_degrees(spoke)),
        _ => CENTRE,
    }
}

/// The Lún board.
pub fn geometry() -> &'static Geometry {
    static GEOMETRY: LazyLock<Geometry> = LazyLock::new(build);
    &GEOMETRY
}

/// The inner and outer radius of a ring's cells: halfway to the neighbouring rings.
fn band(ring: u8) -> (f32, f32) {
    let r = usize::from(ring);
    let inner = if r == 0 {
        NEXUS
    } else {
        (RADIUS[r - 1] + RADIUS[r]) / 2.0
    };
    let outer = if r + 1 == RINGS as usize {
        RIM_EDGE
    } else {
        (RADIUS[r] + RADIUS[r + 1]) / 2.0
    };
    (inner, outer)
}

/// The angle of the middle of `ring`'s stretch across the gap after spoke `after - 1`: between the
/// last space of spokes `before..after` and the first space of the next half.
fn across_gap(ring: u8, before: u8, after: u8) -> f32 {
    let with_space = |spoke: &u8| super::board::is_space(ring, *spoke);
    let last = (before..after).rev().find(with_space).expect("a space");
    let next = (after % SPOKES..after % SPOKES + SPOKES / 2)
        .find(with_space)
        .expect("a space");
    let (from, to) = (spoke_degrees(last), spoke_degrees(next));
    from + (to - from).rem_euclid(360.0) / 2.0
}

/// The Lún board, described once.
fn build() -> Geometry {
    Geometry {
        name: "lun",
        size: (SIZE, SIZE),
        paper: Rgb(0xEBD9B4),
        terrains: terrains(),
        points: (0..SPACE_COUNT as Space).map(point).collect(),
        link_styles: vec![
            LinkStyle {
                name: "ring",
                colour: Rgb(INK),
                width: 2.0,
                ties: None,
            },
            LinkStyle {
                name: "spoke",
                colour: Rgb(INK),
                width: 2.0,
                ties: None,
            },
        ],
        links: links(),
        areas: vec![Area {
            shape: Shape::Circle {
                centre: CENTRE,
                radius: RIM_EDGE,
            },
            fill: None,
            edge: Some((Rgb(INK), 3.0)),
        }],
        captions: captions(),
        ornaments: Vec::new(),
        piece_size: (PIECE, PIECE),
        turns: vec![Turn::Degrees(0.0), Turn::Degrees(180.0)],
    }
}

/// The grounds: each half's colour with a dot on every space, and the nexus's sign.
fn terrains() -> Vec<Terrain> {
    let fill = |name, colour| Terrain {
        name,
        fill: Some(Rgb(colour)),
        mark: Mark::Circle {
            radius: 4.0,
            fill: Rgb(INK),
            edge: Rgb(INK),
        },
    };
    vec![
        fill("south half", 0xE6CFA0),
        fill("north half", 0xEFE2C4),
        Terrain {
            name: "nexus",
            fill: None,
            mark: Mark::Sign {
                radius: NEXUS - 2.0,
                fill: Rgb(0xC9A86A),
                edge: Rgb(INK),
                text: "NX",
            },
        },
    ]
}

/// One space: a ring space is a sector of its ring in its half's colour, the nexus the circle at the
/// centre.
fn point(space: Space) -> PointSpec {
    match (ring_of(space), spoke_of(space)) {
        (Some(ring), Some(spoke)) => {
            let (inner, outer) = band(ring);
            let middle = spoke_degrees(spoke);
            let half = SPAN[usize::from(ring)] / 2.0;
            let owner = half_of(space).expect("a ring space is in a half");
            PointSpec {
                name: space_name(space),
                at: centre_of(space),
                cell: Shape::Sector {
                    centre: CENTRE,
                    inner,
                    outer,
                    from_degrees: (middle - half).rem_euclid(360.0),
                    to_degrees: (middle + half).rem_euclid(360.0),
                },
                terrain: if owner == Side::South {
                    SOUTH_HALF
                } else {
                    NORTH_HALF
                },
                owner: Some(owner.seat()),
            }
        }
        _ => PointSpec {
            name: space_name(space),
            at: CENTRE,
            cell: Shape::Circle {
                centre: CENTRE,
                radius: NEXUS,
            },
            terrain: NEXUS_TERRAIN,
            owner: None,
        },
    }
}

/// Each orthogonal link once: clockwise round the ring (an arc, style 0) and outward along the spoke
/// (style 1), the inner ring's spokes to the nexus included.
fn links() -> Vec<Link> {
    let mut links = Vec::new();
    for space in 0..NX {
        let round = STEP[Direction::Cw as usize][usize::from(space)];
        links.push(Link {
            a: u16::from(space),
            b: u16::from(round),
            style: 0,
            path: Path::Arc { centre: CENTRE },
        });
        let out = STEP[Direction::Out as usize][usize::from(space)];
        if out != NO_SPACE {
            links.push(Link {
                a: u16::from(space),
                b: u16::from(out),
                style: 1,
                path: Path::Straight,
            });
        }
        if STEP[Direction::In as usize][usize::from(space)] == NX {
            links.push(Link {
                a: u16::from(NX),
                b: u16::from(space),
                style: 1,
                path: Path::Straight,
            });
        }
    }
    links
}

/// The spoke numbers round the rim, then each ring's letter in the two gaps between the halves.
fn captions() -> Vec<Caption> {
    let mut captions: Vec<Caption> = (0..SPOKES)
        .map(|spoke| {
            let at = polar(CENTRE, NUMBERS, spoke_degrees(spoke));
            Caption {
                text: (spoke + 1).to_string(),
                at: (at.0.round(), at.1.round()),
            }
        })
        .collect();
    for ring in 0..RINGS {
        for (before, after) in [(SPOKES / 2, SPOKES), (0, SPOKES / 2)] {
            let at = polar(
                CENTRE,
                RADIUS[usize::from(ring)],
                across_gap(ring, before, after),
            );
            captions.push(Caption {
                text: RING_LETTERS[usize::from(ring)].to_string(),
                at: (at.0.round(), at.1.round()),
            });
        }
    }
    captions
}

/// The colour of the lines and dots.
const INK: u32 = 0x5A4A32;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lun::board::{NEIGHBOURS, NX_NEIGHBOURS, bit};
    use crate::model::Seat;

    #[test]
    fn the_board_is_sound_and_agrees_with_the_rules() {
        let board = geometry();
        board.check().unwrap();
        assert_eq!(board.points.len(), SPACE_COUNT);
        for (index, point) in board.points.iter().enumerate() {
            assert_eq!(point.name, space_name(index as Space));
        }
        let owned = |seat| {
            board
                .points
                .iter()
                .filter(|p| p.owner == Some(seat))
                .count()
        };
        assert_eq!((owned(Seat(0)), owned(Seat(1))), (62, 62));
        assert!(matches!(
            board.points[usize::from(NX)].cell,
            Shape::Circle { .. }
        ));
        // The links are the orthogonal relation of §12.2, each once: 248 = 496 directed links / 2.
        assert_eq!(board.links.len(), 248);
        for link in &board.links {
            let (a, b) = (link.a as Space, link.b as Space);
            let linked = NEIGHBOURS[usize::from(a)] & bit(b) != 0;
            assert!(linked, "{} {}", space_name(a), space_name(b));
            let round = ring_of(a).is_some() && ring_of(a) == ring_of(b);
            assert_eq!(link.path != Path::Straight, round);
        }
        assert_eq!(
            board.links.iter().filter(|l| l.a == u16::from(NX)).count() as u32,
            NX_NEIGHBOURS.count_ones()
        );
    }

    #[test]
    fn spoke_7_is_at_the_bottom_and_spokes_run_clockwise() {
        let board = geometry();
        let at = |name: &str| board.points[usize::from(board.point_named(name).unwrap())].at;
        let (x, y) = at("G7");
        assert!((x - CENTRE.0).abs() < 0.01 && y > CENTRE.1);
        let (x, _) = at("G1");
        assert!(x > CENTRE.0 + 300.0, "spoke 1 at 3 o'clock");
        let (x, _) = at("G13");
        assert!(x < CENTRE.0 - 300.0, "spoke 13 at 9 o'clock");
        let (_, y) = at("G19");
        assert!(y < CENTRE.1 - 300.0);
        assert_eq!(board.turns, [Turn::Degrees(0.0), Turn::Degrees(180.0)]);
    }

    #[test]
    fn a_piece_fits_in_every_cell_and_no_cell_covers_a_spaceless_crossing_centre() {
        let board = geometry();
        for point in &board.points {
            for step in 0..16 {
                let edge = polar(point.at, PIECE / 2.0 - 0.5, step as f32 * 22.5);
                assert!(
                    point.cell.contains(edge),
                    "a piece spills out of {}",
                    point.name
                );
            }
        }
        // Ring A's spaceless points halfway between its spaces lie outside every cell.
        for spoke in [3u8, 9, 15, 21] {
            let crossing = polar(CENTRE, RADIUS[0], spoke_degrees(spoke));
            assert!(board.points.iter().all(|p| !p.cell.contains(crossing)));
        }
        // Every caption is the name of a spoke or a ring.
        assert_eq!(board.captions.len(), 24 + 14);
    }
}
