//! The picture of a game's analysis: the first side's winning chances over the plies, the moves that
//! lost the most marked in their mover's colour, and below it the game's turning points in words.
//!
//! The words come written (in the reader's language) with the chart; the renderer lays them out with its
//! own font and writes the image as a palette PNG with its own encoder. The image is as wide as a board
//! image and its text is sized for a phone, where Discord shows it about 330 pixels wide.

mod plot;

use crate::RenderError;
use crate::canvas::{Canvas, Rgb};
use crate::encode::encode;
use crate::font;
use crate::indexed::Indexed;
use crate::palette::{Histogram, OPAQUE, Palette};
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
    let mut canvas = Canvas::new(WIDTH, height);
    canvas.fill(GROUND, 1.0);
    let mut y = pad;
    for text in &title {
        write(&mut canvas, text, size * 1.1, pad, y + size, INK);
        y += line;
    }
    for (side, text) in &legend {
        canvas.disc(
            pad + size * 0.4,
            y + size * 0.6,
            size * 0.35,
            SIDES[*side],
            1.0,
        );
        write(&mut canvas, text, size, pad + size, y + size, INK);
        y += line;
    }
    let area = crate::canvas::Rect {
        x: pad,
        y: plot_top,
        w: inner,
        h: plot_height,
    };
    plot::draw(&mut canvas, area, chart, size);
    let mut y = below;
    for (number, (side, lines)) in points.iter().enumerate() {
        plot::badge(
            &mut canvas,
            (pad + size * 0.55, y + size * 0.6),
            number + 1,
            *side,
            size,
        );
        for text in lines {
            write(&mut canvas, text, size, pad + 1.6 * size, y + size, INK);
            y += line;
        }
        y += pad / 2.0;
    }
    let palette = palette();
    encode(&indexed(&canvas, palette), palette)
}

/// Draws `text` at `size` with its left end at `x` and its baseline at `baseline`.
fn write(canvas: &mut Canvas, text: &str, size: f32, x: f32, baseline: f32, colour: Rgb) {
    canvas.text(
        &font::layout(text, size),
        x.round(),
        baseline.round(),
        colour,
        1.0,
    );
}

/// The canvas in the chart's palette, each run of one colour looked up once.
fn indexed(canvas: &Canvas, palette: &Palette) -> Indexed {
    let mut last = None;
    let pixels: Vec<u8> = canvas
        .flatten(GROUND)
        .into_iter()
        .map(|colour| match last {
            Some((seen, index)) if seen == colour => index,
            _ => {
                let index = palette.nearest(colour);
                last = Some((colour, index));
                index
            }
        })
        .collect();
    Indexed::new(canvas.width, canvas.height, &pixels)
}

/// The chart's palette, made once: every ink over every ground it is drawn on, at every coverage step.
fn palette() -> &'static Palette {
    static PALETTE: OnceLock<Palette> = OnceLock::new();
    PALETTE.get_or_init(|| {
        let grounds = plot::grounds(GROUND, SIDES);
        let inks = [INK, SIDES[0], SIDES[1], GROUND, plot::GRID];
        let mut key = Vec::new();
        for ground in grounds {
            for ink in inks {
                for level in 0..=OPAQUE {
                    key.push(ground.mix(ink, f32::from(level) / f32::from(OPAQUE)));
                }
            }
        }
        key.truncate(256);
        Palette::build(&key, &Histogram::default())
    })
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
