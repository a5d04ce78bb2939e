//! Pieces, the same way on every board: a body whose colour and shape both come from the piece's
//! [`PieceColour`], a label (or a face-down pattern), and a badge.
//!
//! Colours are chosen to stay apart for colour-blind players: the bodies differ in lightness as well as
//! hue (dark blue, mid red, mid bluish green, light yellow, near-black, light grey, light sky blue, light
//! orange), and each colour has its own outline, so two colours never need to be told apart by hue alone.
//! Partners of a team game get colours of one family (Blue and Sky, Red and Orange: blue against orange
//! is the pair colour-blind players tell apart best), told apart within the team by lightness and
//! outline:
//!
//! | colour | body | a tile |
//! |---|---|---|
//! | Blue | disc | stadium |
//! | Red | octagon | cut corners |
//! | Green | hexagon | pointed ends |
//! | Yellow | square with notched corners | notched corners |
//! | Black | rounded square | rounded corners |
//! | Neutral | square | square corners |
//! | Sky | hexagon pointed up and down | pointed top and bottom |
//! | Orange | shield | pointed bottom |
//!
//! Labels are as big as the piece allows, so that they stay legible on a phone: one big mark (a rank
//! digit, a short name, or the Chinese characters). A round or square piece also shows the English name
//! under the mark when it fits at a readable size; a tile never does. On a small piece the mark takes a
//! larger share of the piece, up to what the body holds, so that its ink is never shorter than the
//! least the image asks for (see [`draw`]).

use crate::canvas::{self, Canvas, Rect, Rgb};
use crate::font;
use crate::{LabelStyle, Words};
use games::{Face, Label, PieceColour};

/// The shades of one piece colour.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Shades {
    /// The body.
    pub(crate) fill: Rgb,
    /// The outline.
    pub(crate) edge: Rgb,
    /// The light line inside the outline, and the face-down pattern.
    pub(crate) shine: Rgb,
    /// Labels.
    pub(crate) ink: Rgb,
}

/// Every piece colour, for building palettes.
pub(crate) const COLOURS: [PieceColour; 8] = [
    PieceColour::Blue,
    PieceColour::Red,
    PieceColour::Green,
    PieceColour::Yellow,
    PieceColour::Black,
    PieceColour::Neutral,
    PieceColour::Sky,
    PieceColour::Orange,
];

/// The shades of `colour`.
pub(crate) fn shades(colour: PieceColour) -> Shades {
    let [fill, edge, shine, ink] = match colour {
        PieceColour::Blue => [0x2C6BC6, 0x163C78, 0x6C9DE2, 0xFFFFFF],
        PieceColour::Red => [0xD23B30, 0x781812, 0xEE8178, 0xFFFFFF],
        PieceColour::Green => [0x1B8F62, 0x0B553A, 0x62C49C, 0xFFFFFF],
        PieceColour::Yellow => [0xF2C83C, 0x94720C, 0xFBE390, 0x3A2D00],
        PieceColour::Black => [0x2E2C2A, 0x0B0A0A, 0x77726C, 0xFFFFFF],
        PieceColour::Neutral => [0xBBB4A8, 0x6C665C, 0xE2DCD1, 0x2B2925],
        PieceColour::Sky => [0x7CC6EE, 0x1F6E99, 0xC2E6F8, 0x0C2B3E],
        PieceColour::Orange => [0xF59A3C, 0x9A4A08, 0xFBC98E, 0x3A1C00],
    }
    .map(Rgb::hex);
    Shades {
        fill,
        edge,
        shine,
        ink,
    }
}

/// The outline of a body.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Outline {
    /// A disc, or a stadium when wide.
    Round,
    /// Corners cut at 45 degrees: an octagon when square.
    Cut,
    /// Pointed left and right ends: a hexagon when square.
    Pointed,
    /// Corners notched by quarter circles.
    Notched,
    /// Rounded corners.
    Rounded,
    /// Square corners.
    Square,
    /// Pointed top and bottom ends: a hexagon standing on a point when square.
    Peaked,
    /// Rounded top corners and a pointed bottom: a shield.
    Shield,
}

/// The outline of a body of `colour`.
pub(crate) fn outline(colour: PieceColour) -> Outline {
    match colour {
        PieceColour::Blue => Outline::Round,
        PieceColour::Red => Outline::Cut,
        PieceColour::Green => Outline::Pointed,
        PieceColour::Yellow => Outline::Notched,
        PieceColour::Black => Outline::Rounded,
        PieceColour::Neutral => Outline::Square,
        PieceColour::Sky => Outline::Peaked,
        PieceColour::Orange => Outline::Shield,
    }
}

/// A body: an outline of half-width `hw` and half-height `hh` centred on `(cx, cy)`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Body {
    pub(crate) outline: Outline,
    pub(crate) cx: f32,
    pub(crate) cy: f32,
    pub(crate) hw: f32,
    pub(crate) hh: f32,
}

impl Body {
    /// The signed distance from `(x, y)` to the body's edge.
    pub(crate) fn distance(&self, x: f32, y: f32) -> f32 {
        let (dx, dy) = (x - self.cx, y - self.cy);
        let (hw, hh) = (self.hw, self.hh);
        let r = hw.min(hh);
        match self.outline {
            Outline::Round => canvas::rounded_box(dx, dy, hw, hh, r),
            Outline::Cut => canvas::chamfered_box(dx, dy, hw, hh, 0.56 * r),
            Outline::Pointed => {
                let (ax, ay) = (dx.abs(), dy.abs());
                let flat = ay - hh;
                // Slanted sides through the middle of each end, leaning like a regular hexagon's.
                let (nx, ny) = (0.866, 0.5);
                let slanted = ax * nx + ay * ny - hw * nx;
                flat.max(slanted)
            }
            Outline::Notched => {
                let square = canvas::rounded_box(dx, dy, hw, hh, 0.0);
                let notch = 0.34 * r;
                let corner = canvas::circle(dx.abs() - hw, dy.abs() - hh, notch);
                square.max(-corner)
            }
            Outline::Rounded => canvas::rounded_box(dx, dy, hw, hh, 0.3 * r),
            Outline::Square => canvas::rounded_box(dx, dy, hw, hh, 0.03 * r),
            Outline::Peaked => {
                let (ax, ay) = (dx.abs(), dy.abs());
                let flat = ax - hw;
                // Slanted sides through the middle of each end, leaning like a regular hexagon's.
                let (nx, ny) = (0.5, 0.866);
                let slanted = ax * nx + ay * ny - hh * ny;
                flat.max(slanted)
            }
            Outline::Shield => {
                let top = canvas::rounded_box(dx, dy, hw, hh, 0.3 * r);
                // The lower corners cut by two sides from 55 % down each side to the middle of the
                // bottom edge.
                let (nx, ny) = (0.45 * hh, hw);
                let length = (nx * nx + ny * ny).sqrt();
                let point = (dx.abs() * nx + (dy - hh) * ny) / length;
                top.max(point)
            }
        }
    }

    /// The body shrunk by `by` on every side.
    pub(crate) fn inset(&self, by: f32) -> Body {
        Body {
            hw: self.hw - by,
            hh: self.hh - by,
            ..*self
        }
    }

    /// The rectangle around the body.
    pub(crate) fn bounds(&self) -> Rect {
        Rect::centred(self.cx, self.cy, self.hw * 2.0, self.hh * 2.0)
    }

    /// Paints the body in `colour`.
    pub(crate) fn paint(&self, canvas: &mut Canvas, colour: Rgb, opacity: f32) {
        canvas.shape(self.bounds(), colour, opacity, |x, y| self.distance(x, y));
    }

    /// Paints the body's outline in `shades`: the edge, a light line inside it, and the fill.
    pub(crate) fn paint_shaded(&self, canvas: &mut Canvas, shades: &Shades, unit: f32) {
        self.paint(canvas, shades.edge, 1.0);
        self.inset(2.6 * unit).paint(canvas, shades.shine, 1.0);
        self.inset(4.0 * unit).paint(canvas, shades.fill, 1.0);
    }
}

/// Where room is made around a piece for its shadow, as a share of its height.
const PAD: f32 = 0.07;

/// The canvas size of a piece of `size` pixels.
pub(crate) fn canvas_size((width, height): (f32, f32)) -> (usize, usize) {
    let pad = (height * PAD).ceil() * 2.0;
    (
        (width + pad).ceil() as usize,
        (height + pad).ceil() as usize,
    )
}

/// How a label is drawn on a piece: in which style, with a pointer turned by how many degrees clockwise
/// from straight up (the way a piece facing its owner faces, as the reader sees it), and how tall its
/// mark's ink must at least be, in pixels. Labels are always upright.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Lettering {
    pub(crate) labels: LabelStyle,
    pub(crate) pointer: Option<f32>,
    pub(crate) least: f32,
}

/// Draws `face` centred on a transparent canvas of [`canvas_size`]`(size)`: the piece of `size` pixels,
/// its label as `lettering` says, its badge in `words`.
pub(crate) fn draw(face: &Face, lettering: Lettering, words: Words, size: (f32, f32)) -> Canvas {
    let (width, height) = canvas_size(size);
    let mut canvas = Canvas::new(width, height);
    let (cx, cy) = (width as f32 / 2.0, height as f32 / 2.0);
    // Line widths are set for a piece 42 pixels high and grow with it, but never below a pixel.
    let unit = (size.1 / 42.0).clamp(0.6, 1.6);
    let body = Body {
        outline: outline(face.colour),
        cx,
        cy: cy - 0.02 * size.1,
        hw: size.0 / 2.0,
        hh: size.1 / 2.0,
    };
    let shadow = Body {
        cy: body.cy + 0.05 * size.1,
        ..body
    };
    shadow.paint(&mut canvas, Rgb(0, 0, 0), 0.28);
    let shades = shades(face.colour);
    body.paint_shaded(&mut canvas, &shades, unit);
    match &face.label {
        Some(label) => draw_label(&mut canvas, label, lettering, &body, shades.ink),
        None => {
            let pattern = body.inset(0.2 * size.1);
            canvas.shape(pattern.bounds(), shades.shine, 0.9, |x, y| {
                pattern.distance(x, y).abs() - 1.1 * unit
            });
        }
    }
    if let Some(degrees) = lettering.pointer {
        pointer(&mut canvas, &body, degrees, shades.ink);
    }
    if let Some(mark) = face.badge {
        badge(&mut canvas, words.badge(mark), &body, unit);
    }
    canvas
}

/// A small triangle just inside the body's edge, pointing out of it `degrees` clockwise from straight
/// up: the way the piece faces.
fn pointer(canvas: &mut Canvas, body: &Body, degrees: f32, ink: Rgb) {
    let (sin, cos) = degrees.to_radians().sin_cos();
    let reach = body.hw.min(body.hh);
    // Points in the piece's own frame (up is negative y), turned about its centre.
    let turn = |(x, y): (f32, f32)| (body.cx + x * cos - y * sin, body.cy + x * sin + y * cos);
    let tip = -0.86 * reach;
    let base = -0.68 * reach;
    let half = 0.22 * reach;
    canvas.polygon(
        &[turn((0.0, tip)), turn((half, base)), turn((-half, base))],
        ink,
        1.0,
    );
}

/// Whether a body of this size is a tile (wider than high) rather than a disc or a square.
fn is_tile(body: &Body) -> bool {
    body.hw > 1.3 * body.hh
}

/// The main text of a label in `style`, and the English name to write under it, if any.
pub(crate) fn label_texts(
    label: &Label,
    style: LabelStyle,
) -> (&'static str, Option<&'static str>) {
    match style {
        LabelStyle::English => (label.short, Some(label.name).filter(|n| !n.is_empty())),
        LabelStyle::Chinese if !label.cjk.is_empty() => (label.cjk, None),
        LabelStyle::Chinese => (label.short, None),
    }
}

/// The smallest size at which a name under the mark is still worth writing.
const MIN_NAME_SIZE: f32 = 12.0;

/// Where a text goes and how big it may be: centred on `(cx, cy)`, at most `width` wide, its ink at
/// most `height` tall.
#[derive(Clone, Copy, Debug)]
struct Room {
    cx: f32,
    cy: f32,
    width: f32,
    height: f32,
}

/// Draws the label of a piece whose body is `body` (centred where the label goes).
fn draw_label(canvas: &mut Canvas, label: &Label, lettering: Lettering, body: &Body, ink: Rgb) {
    let (main, name) = label_texts(label, lettering.labels);
    let (cx, cy) = (body.cx, body.cy);
    let (width, height) = (body.hw * 2.0, body.hh * 2.0);
    let cjk = main.chars().any(|c| c as u32 >= 0x2E80);
    let least = lettering.least;
    // Sizes are chosen for a phone (see the phone-width test): the font's digits are 0.5 of its size
    // tall and its Chinese characters about 0.6.
    if is_tile(body) {
        let size = if cjk { 0.8 * height } else { 0.97 * height };
        let room = Room {
            cx,
            cy,
            width: 0.8 * width,
            height: 0.8 * height,
        };
        legible_text(canvas, main, size, least, room, ink);
        return;
    }
    // A square body holds a wider mark than a round or cut one.
    let square = matches!(
        body.outline,
        Outline::Square | Outline::Rounded | Outline::Notched
    );
    let room = Room {
        cx,
        cy,
        width: if square { 0.84 } else { 0.74 } * width,
        height: 0.62 * height,
    };
    let name_size = (0.18 * height).min(16.0);
    let name = name.filter(|name| {
        name_size >= MIN_NAME_SIZE && font::layout(name, name_size).width <= 0.8 * width
    });
    // A name goes under the mark only on a piece large enough that the mark, made smaller for it,
    // still reads (a digit is the yardstick, so the choice does not depend on the mark).
    let roomy = ink_height("0", 0.58 * height) >= least;
    match name {
        Some(name) if !cjk && roomy => {
            let mark = Room {
                cy: cy - 0.09 * height,
                width: 0.7 * width,
                ..room
            };
            legible_text(canvas, main, 0.58 * height, least, mark, ink);
            fitted_text(
                canvas,
                name,
                name_size,
                0.8 * width,
                cx,
                cy + 0.27 * height,
                ink,
            );
        }
        _ => {
            let size = if cjk { 0.6 * height } else { 0.7 * height };
            legible_text(canvas, main, size, least, room, ink);
        }
    }
}

/// The height of the ink of `text` at `size` pixels.
fn ink_height(text: &str, size: f32) -> f32 {
    let (top, bottom) = font::layout(text, size).ink_extent();
    bottom - top
}

/// Draws `text` at `size` pixels centred in `room`, made smaller if needed to fit its width, then larger
/// if its ink is under `least` pixels tall, as far as the room allows.
fn legible_text(canvas: &mut Canvas, text: &str, size: f32, least: f32, room: Room, ink: Rgb) {
    if text.is_empty() {
        return;
    }
    let run = font::layout(text, size);
    let mut size = if run.width > room.width {
        (size * room.width / run.width).floor()
    } else {
        size
    };
    // Grow a pixel at a time: ink grows with the size in whole rows, not smoothly. The ink's bounds
    // count the rows its edges barely touch, so a pixel and a half more is asked of them.
    let fits = |size: f32| {
        font::layout(text, size).width <= room.width && ink_height(text, size) <= room.height
    };
    while ink_height(text, size) < least + 1.5 && fits(size + 1.0) {
        size += 1.0;
    }
    canvas.text_centred(text, size, room.cx, room.cy, ink);
}

/// Draws `text` centred on `(cx, cy)` at `size` pixels, made smaller if needed to fit `max_width`.
pub(crate) fn fitted_text(
    canvas: &mut Canvas,
    text: &str,
    size: f32,
    max_width: f32,
    cx: f32,
    cy: f32,
    ink: Rgb,
) {
    if text.is_empty() {
        return;
    }
    let width = font::layout(text, size).width;
    let size = if width > max_width {
        (size * max_width / width).floor()
    } else {
        size
    };
    canvas.text_centred(text, size, cx, cy, ink);
}

/// A public mark on a piece: up to two characters in a small disc at the top right corner, a longer text
/// on a ribbon across the bottom of the piece.
fn badge(canvas: &mut Canvas, text: &str, body: &Body, unit: f32) {
    let dark = Rgb::hex(0x1E1E1E);
    let white = Rgb::hex(0xFFFFFF);
    if text.chars().count() <= 2 {
        let radius = 0.2 * body.hh.min(body.hw) * 2.0 * 0.6;
        let (cx, cy) = (
            body.cx + body.hw - radius * 0.9,
            body.cy - body.hh + radius * 0.9,
        );
        canvas.disc(cx, cy, radius + 1.5 * unit, white, 1.0);
        canvas.disc(cx, cy, radius, dark, 1.0);
        fitted_text(canvas, text, radius * 1.3, radius * 1.6, cx, cy, white);
        return;
    }
    let height = 0.3 * body.hh * 2.0;
    let cy = body.cy + body.hh - 0.12 * body.hh * 2.0;
    let size = 0.8 * height;
    let text_width = font::layout(text, size).width.min(0.86 * body.hw * 2.0);
    let ribbon = Rect::centred(body.cx, cy, text_width + height, height);
    canvas.rounded_rect(ribbon.grown(unit), height / 2.0 + unit, white, 1.0);
    canvas.rounded_rect(ribbon, height / 2.0, dark, 1.0);
    fitted_text(canvas, text, size, text_width, body.cx, cy, white);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_colour_has_its_own_outline() {
        let outlines: std::collections::HashSet<_> = COLOURS.iter().map(|&c| outline(c)).collect();
        assert_eq!(outlines.len(), COLOURS.len());
    }

    #[test]
    fn red_looks_red_and_blue_looks_blue() {
        let red = shades(PieceColour::Red).fill;
        assert!(red.0 > 180 && red.1 < 90 && red.2 < 90);
        let blue = shades(PieceColour::Blue).fill;
        assert!(blue.2 > 170 && blue.0 < 80);
    }

    /// Relative luminance (WCAG 2).
    fn luminance(c: Rgb) -> f32 {
        let linear = |v: u8| {
            let v = f32::from(v) / 255.0;
            if v <= 0.04045 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * linear(c.0) + 0.7152 * linear(c.1) + 0.0722 * linear(c.2)
    }

    #[test]
    fn labels_contrast_with_their_bodies() {
        for colour in COLOURS {
            let shades = shades(colour);
            let (a, b) = (luminance(shades.fill), luminance(shades.ink));
            let ratio = (a.max(b) + 0.05) / (a.min(b) + 0.05);
            assert!(ratio >= 3.0, "{colour:?}: contrast {ratio}");
        }
    }

    #[test]
    fn bodies_hold_their_centre_and_not_their_corners() {
        for colour in COLOURS {
            for (hw, hh) in [(30.0, 30.0), (46.0, 21.0)] {
                let body = Body {
                    outline: outline(colour),
                    cx: 0.0,
                    cy: 0.0,
                    hw,
                    hh,
                };
                assert!(body.distance(0.0, 0.0) < -10.0);
                let corner = body.distance(hw - 0.5, hh - 0.5);
                let round = matches!(outline(colour), Outline::Square);
                assert_eq!(corner < 0.0, round, "{colour:?} {hw}x{hh}");
            }
        }
    }
}
