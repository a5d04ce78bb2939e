//! The picture of a game's analysis: the first side's winning chances over the plies, the moves that
//! lost the most marked in their mover's colour, and below it the game's turning points in words.
//!
//! The words come written (in the reader's language) with the chart; the renderer lays them out with its
//! own font and writes the image as a palette PNG with its own encoder. The image is as wide as a board
//! image and its text is sized for a phone, where Discord shows it about 330 pixels wide.
//!
//! It is composed in palette space like a board (rectangles, discs and glyph sprites blitted, the curve
//! stroked), in a palette made once. A chart of 100 plies with three turning points takes 0.88 ms of one
//! core and is 14 KB (`BENCH_CPU_TIME=1 cargo bench -p render --bench render -- "analysis chart"`).

mod plot;

use crate::RenderError;
use crate::canvas::{Rect, Rgb};
use crate::encode::encode;
use crate::indexed::Indexed;
use crate::palette::Palette;
use crate::sheet::{self, Sheet};
use crate::text;
use std::sync::OnceLock;

/// The image's width in pixels.
const WIDTH: usize = 600;
/// The background.
const GROUND: Rgb = Rgb::hex(0x2B2925);
/// The text.
const INK: Rgb = Rgb::hex(0xEEEAE2);
/// Each side's colour: the first side's, then the second's.
const SIDES: [Rgb; 2] = [Rgb::hex(0x4FC3F7), Rgb::hex(0xF28B54)];

/// A move marked on the curve.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartMark {
    /// The point of the curve after the move (the move of turn `i` ends at point `i + 1`).
    pub at: usize,
    /// The mover's side: 0 for the first, 1 for the second.
    pub side: usize,
    /// How bad it was: 1 (an inaccuracy) to 3 (a blunder).
    pub severity: u8,
}

/// A turning point, written under the curve with its number, which also labels its mark.
#[derive(Clone, Debug, PartialEq)]
pub struct TurningPoint {
    /// The point of the curve after the move.
    pub at: usize,
    /// The mover's side: 0 for the first, 1 for the second.
    pub side: usize,
    /// What it says: the move played and the better move.
    pub text: String,
}

/// What the picture shows, its words already written.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Chart {
    /// The heading.
    pub title: String,
    /// The two sides as the legend names them (with their accuracy), the first side first; an empty one
    /// is left out.
    pub sides: [String; 2],
    /// The first side's winning chances, −1 to +1, before each move and at the end.
    pub curve: Vec<f32>,
    /// The moves marked.
    pub marks: Vec<ChartMark>,
    /// The turning points, the biggest first (three at most are drawn).
    pub points: Vec<TurningPoint>,
}

/// The turning points a picture lists at most.
pub const TURNING_POINTS: usize = 3;

/// The size of a line of text.
fn text_size() -> f32 {
    (0.044 * WIDTH as f32).round()
}

/// The margin on each side.
fn pad() -> f32 {
    (0.045 * WIDTH as f32).round()
}

/// The chart's palette: each of its inks over each of its grounds.
fn palette() -> &'static Palette {
    static PALETTE: OnceLock<Palette> = OnceLock::new();
    let inks = [INK, SIDES[0], SIDES[1], GROUND, plot::GRID];
    let pairs: Vec<(Rgb, Rgb)> = plot::grounds(GROUND, SIDES)
        .into_iter()
        .flat_map(|ground| inks.map(|ink| (ground, ink)))
        .collect();
    sheet::palette(&PALETTE, &pairs)
}

/// The chart as a PNG.
pub fn render_chart(chart: &Chart) -> Result<Vec<u8>, RenderError> {
    let size = text_size();
    let line = (size * 1.45).round();
    let pad = pad();
    let inner = WIDTH as f32 - 2.0 * pad;
    let title = text::wrap(&text::readable(&chart.title), size * 1.1, inner);
    let legend: Vec<(usize, String)> = chart
        .sides
        .iter()
        .enumerate()
        .filter(|(_, side)| !side.is_empty())
        .map(|(index, side)| (index, text::fit(&text::readable(side), size, inner - size)))
        .collect();
    let points: Vec<(usize, Vec<String>)> = chart
        .points
        .iter()
        .take(TURNING_POINTS)
        .map(|point| {
            let lines = text::wrap(&text::readable(&point.text), size, inner - 1.6 * size);
            (point.side, lines)
        })
        .collect();
    let plot_top = pad + line * (title.len() + legend.len()) as f32 + pad / 2.0;
    let plot_height = (0.5 * WIDTH as f32).round();
    let below = plot_top + plot_height + pad;
    let rows: usize = points.iter().map(|(_, lines)| lines.len()).sum();
    let height =
        (below + line * rows as f32 + pad / 2.0 * points.len() as f32 + pad / 2.0) as usize;
    let palette = palette();
    let mut sheet = Sheet {
        image: Indexed::filled(WIDTH, height, palette.nearest(GROUND)),
        palette,
    };
    let mut y = pad;
    for text in &title {
        sheet.text(text, size * 1.1, (pad, y + size), INK);
        y += line;
    }
    for (side, text) in &legend {
        sheet.disc(
            (pad + size * 0.4, y + size * 0.6),
            size * 0.35,
            SIDES[*side],
            None,
        );
        sheet.text(text, size, (pad + size, y + size), INK);
        y += line;
    }
    let area = Rect {
        x: pad,
        y: plot_top,
        w: inner,
        h: plot_height,
    };
    plot::draw(&mut sheet, area, chart, size);
    let mut y = below;
    for (number, (side, lines)) in points.iter().enumerate() {
        plot::badge(
            &mut sheet,
            (pad + size * 0.55, y + size * 0.6),
            number + 1,
            *side,
            size,
        );
        for text in lines {
            sheet.text(text, size, (pad + 1.6 * size, y + size), INK);
            y += line;
        }
        y += pad / 2.0;
    }
    encode(&sheet.image, palette)
}

/// The alt text of the chart: its heading, the legend and the turning points, within Discord's limit.
pub fn describe_chart(chart: &Chart) -> String {
    let mut parts = vec![chart.title.clone()];
    parts.extend(chart.sides.iter().cloned());
    parts.extend(
        chart
            .points
            .iter()
            .take(TURNING_POINTS)
            .enumerate()
            .map(|(number, point)| format!("{}. {}", number + 1, point.text)),
    );
    let text = parts.join("\n");
    match text.char_indices().nth(crate::MAX_CHARS - 1) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text,
    }
}
