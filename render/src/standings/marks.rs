//! The marks of a row: the podium's medals, and a small square for each of the last results, its
//! colour and its sign saying how the game ended (the sign alone reads without colour: `1` won, `½`
//! drawn, `0` lost, `+` a bye, `–` not played), framed in white when its points were doubled.

use super::{DARK, INK, Outcome, ResultMark};
use crate::canvas::Rgb;
use crate::sheet::Sheet;
use crate::text;

/// The squares' colours: won, drawn, lost, bye, not played.
pub(super) const COLOURS: [Rgb; 5] = [
    Rgb::hex(0x5DBB63),
    Rgb::hex(0xA8A398),
    Rgb::hex(0xE0645C),
    Rgb::hex(0x64A0E8),
    Rgb::hex(0x6F6A61),
];
/// The medals of ranks 1, 2 and 3: gold, silver, bronze.
pub(super) const MEDALS: [Rgb; 3] = [Rgb::hex(0xE8C04A), Rgb::hex(0xC4C8D0), Rgb::hex(0xCD8A50)];

/// A result's colour and sign.
fn look(outcome: Outcome) -> (Rgb, &'static str) {
    match outcome {
        Outcome::Won => (COLOURS[0], "1"),
        Outcome::Drawn => (COLOURS[1], "½"),
        Outcome::Lost => (COLOURS[2], "0"),
        Outcome::Bye => (COLOURS[3], "+"),
        Outcome::NotPlayed => (COLOURS[4], "–"),
    }
}

/// The side of a result's square.
fn side(size: f32) -> f32 {
    (size * 0.9).round()
}

/// The space between two squares.
fn gap(size: f32) -> f32 {
    (size * 0.16).round()
}

/// The width of `count` squares side by side.
pub(super) fn row_width(count: usize, size: f32) -> f32 {
    count as f32 * (side(size) + gap(size)) - if count > 0 { gap(size) } else { 0.0 }
}

/// The medal of `rank`, if it is on the podium.
pub(super) fn medal(rank: u32) -> Option<Rgb> {
    MEDALS.get((rank as usize).checked_sub(1)?).copied()
}

/// The width of a medal.
pub(super) fn medal_diameter(size: f32) -> f32 {
    (size * 1.25).round()
}

/// A medal of `colour` centred at `centre` with `rank` on it.
pub(super) fn draw_medal(sheet: &mut Sheet, centre: (f32, f32), rank: u32, colour: Rgb, size: f32) {
    let radius = medal_diameter(size) / 2.0;
    sheet.disc(
        centre,
        radius,
        colour,
        Some((rank as usize, size * 0.85, DARK)),
    );
}

/// Draws `results` as squares from `left`, centred on the height `middle`, the latest last.
pub(super) fn draw_row(
    sheet: &mut Sheet,
    results: &[ResultMark],
    (left, middle): (f32, f32),
    size: f32,
) {
    let side = side(size);
    let sign_size = (size * 0.8).round();
    let top = (middle - side / 2.0).round();
    for (index, result) in results.iter().enumerate() {
        let x = (left + index as f32 * (side + gap(size))).round();
        let (colour, sign) = look(result.outcome);
        let (from, to) = (
            (x as usize, top as usize),
            ((x + side) as usize, (top + side) as usize),
        );
        if result.doubled {
            let frame = (side * 0.12).round().max(2.0) as usize;
            sheet.rect(from, to, INK);
            sheet.rect(
                (from.0 + frame, from.1 + frame),
                (to.0 - frame, to.1 - frame),
                colour,
            );
        } else {
            sheet.rect(from, to, colour);
        }
        let sign_x = x + (side - text::width(sign, sign_size)) / 2.0;
        let baseline = middle + sign_size * 0.36;
        sheet.text(sign, sign_size, (sign_x, baseline), DARK);
    }
}
