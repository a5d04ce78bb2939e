//! Board geometries: each board is a small description (its size, where its points are, its colours)
//! plus the drawing of its own features. The composer does everything they share.

mod jungle;
mod junqi2;

use crate::LabelStyle;
use crate::canvas::{Canvas, Rect, Rgb};
use games::{Face, Point, Seat};

/// The description of one board kind, in board pixels as seen from the first seat (its side at the bottom).
pub(crate) trait Board: Sync {
    /// Width and height of the playing area, without the frame.
    fn size(&self) -> (usize, usize);
    /// How many points the board has; valid points are `0..points()`.
    fn points(&self) -> usize;
    /// The centre of `point`.
    fn centre(&self, point: Point) -> (f32, f32);
    /// The area that belongs to `point`: what last-move and highlight marks cover. Areas do not overlap.
    fn cell(&self, point: Point) -> Rect;
    /// The file names along the bottom edge, with their x centres.
    fn files(&self) -> Vec<(f32, String)>;
    /// The rank names along the left edge, with their y centres.
    fn ranks(&self) -> Vec<(f32, String)>;
    /// The colours.
    fn theme(&self) -> &Theme;
    /// Draws the playing area (terrain, lines, points) through `projection`.
    fn draw(&self, canvas: &mut Canvas, projection: &Projection);
    /// The size of a piece sprite at full scale.
    fn piece_size(&self) -> (usize, usize);
    /// Draws `face` centred on a transparent canvas of [`Board::piece_size`] times `scale`.
    fn draw_piece(&self, canvas: &mut Canvas, face: &Face, labels: LabelStyle, scale: f32);
    /// Faces that show every colour pieces use, for building the palette.
    fn sample_faces(&self) -> Vec<Face>;
}

/// The colours of a board's images besides its own drawing.
pub(crate) struct Theme {
    /// The frame around the board, the panels and the caption area.
    pub(crate) frame: Rgb,
    /// Coordinates on the frame.
    pub(crate) coordinates: Rgb,
    /// Caption text.
    pub(crate) caption: Rgb,
    /// Panel titles.
    pub(crate) panel_title: Rgb,
    /// The tint laid over the cells of the last move, and its opacity.
    pub(crate) last_move: (Rgb, f32),
    /// The colour of highlight marks, and their opacity.
    pub(crate) highlight: (Rgb, f32),
    /// Colours the palette must hold exactly (flat areas, piece bodies and text).
    pub(crate) key: Vec<Rgb>,
}

impl Theme {
    /// The frame colours every board shares, this board's last-move tint, and the colours the palette must
    /// hold exactly: the board's own, then both sides' piece colours.
    pub(crate) fn new(last_move: (Rgb, f32), board_colours: &[Rgb]) -> Self {
        let sides = [Seat(0), Seat(1)].map(|seat| SideColours::of(seat).all());
        Self {
            frame: Rgb::hex(0x2B2925),
            coordinates: Rgb::hex(0xB9B1A2),
            caption: Rgb::hex(0xEEEAE2),
            panel_title: Rgb::hex(0xB9B1A2),
            last_move,
            highlight: (Rgb::hex(0x1F3A12), 0.38),
            key: board_colours
                .iter()
                .copied()
                .chain(sides.into_iter().flatten())
                .collect(),
        }
    }
}

/// How one side's pieces are coloured, on every board.
pub(crate) struct SideColours {
    /// The body.
    pub(crate) fill: Rgb,
    /// The outline.
    pub(crate) edge: Rgb,
    /// The highlight on the body.
    pub(crate) shine: Rgb,
    /// Labels.
    pub(crate) ink: Rgb,
}

/// The first seat: dark blue with white ink.
const FIRST_SIDE: SideColours = SideColours {
    fill: Rgb::hex(0x2F6BC4),
    edge: Rgb::hex(0x173E7A),
    shine: Rgb::hex(0x6A9BE0),
    ink: Rgb::hex(0xFFFFFF),
};

/// The second seat: light orange with dark ink. Hue and lightness both differ from the first seat's, so
/// the sides stay apart for colour-blind players; each board also gives them different shapes.
const SECOND_SIDE: SideColours = SideColours {
    fill: Rgb::hex(0xF4A24C),
    edge: Rgb::hex(0x99500F),
    shine: Rgb::hex(0xFAC88F),
    ink: Rgb::hex(0x3A1D04),
};

impl SideColours {
    /// The colours of `seat`'s pieces.
    pub(crate) fn of(seat: Seat) -> &'static SideColours {
        if seat == Seat(0) {
            &FIRST_SIDE
        } else {
            &SECOND_SIDE
        }
    }

    fn all(&self) -> [Rgb; 4] {
        [self.fill, self.edge, self.shine, self.ink]
    }
}

/// The board description for `kind`.
pub(crate) fn board(name: &str) -> &'static dyn Board {
    if name == "jungle" {
        &*jungle::JUNGLE
    } else {
        &*junqi2::JUNQI2
    }
}

/// Maps board pixels (first seat's view) to image pixels: shifted by the frame, turned for the second seat.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Projection {
    /// Where the board's top-left corner lies in the image.
    pub(crate) origin: (f32, f32),
    /// The board's size.
    pub(crate) size: (f32, f32),
    /// Whether the board is turned by 180 degrees.
    pub(crate) turned: bool,
}

impl Projection {
    /// The image position of board position `(x, y)`.
    pub(crate) fn point(&self, (x, y): (f32, f32)) -> (f32, f32) {
        let (x, y) = if self.turned {
            (self.size.0 - x, self.size.1 - y)
        } else {
            (x, y)
        };
        (self.origin.0 + x, self.origin.1 + y)
    }

    /// The image rectangle of board rectangle `rect`.
    pub(crate) fn rect(&self, rect: Rect) -> Rect {
        let (x, y) = self.point((rect.x, rect.y));
        let (x2, y2) = self.point((rect.x + rect.w, rect.y + rect.h));
        Rect {
            x: x.min(x2),
            y: y.min(y2),
            w: rect.w,
            h: rect.h,
        }
    }
}
