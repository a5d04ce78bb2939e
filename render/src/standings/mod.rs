//! The picture of a tournament's standings: a heading, then one row per player with their rank, name,
//! score, two tie-breaks and marks for their last results, the podium's ranks on gold, silver and
//! bronze medals.
//!
//! Like the analysis chart, every word comes written (in the reader's language) with the table, and the
//! image is composed in a palette made once and written by the renderer's own encoder. Its text is sized
//! for a phone, where Discord shows an image about 330 pixels wide: at that width every letter, digit
//! and mark is at least 8 pixels tall. One image holds at most [`STANDINGS_ROWS`] rows; the caller draws
//! a longer table page by page and says which rows a page holds.

mod describe;
mod layout;
mod marks;

use crate::RenderError;
use crate::canvas::Rgb;
use crate::encode::encode;
use crate::indexed::Indexed;
use crate::palette::Palette;
use crate::sheet::{self, Sheet};
use crate::text;
pub use describe::describe_standings;
use layout::Layout;
use std::sync::OnceLock;

/// The most rows one image holds.
pub const STANDINGS_ROWS: usize = 30;
/// The most results a row marks: its player's latest.
pub const LAST_RESULTS: usize = 5;

/// The image's width in pixels.
const WIDTH: usize = 600;
/// The background, and every other row's.
const GROUND: Rgb = Rgb::hex(0x2B2925);
/// The shade of every second row.
const SHADE: Rgb = Rgb::hex(0x37342E);
/// The text.
const INK: Rgb = Rgb::hex(0xEEEAE2);
/// The headings, the page line and a withdrawn player's row.
const MUTED: Rgb = Rgb::hex(0x9A9388);
/// Digits and signs on a medal or a result's square.
const DARK: Rgb = Rgb::hex(0x1E1C19);

/// How a player's game ended for them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// They won.
    Won,
    /// A draw.
    Drawn,
    /// They lost.
    Lost,
    /// They had no opponent and were given the bye.
    Bye,
    /// They did not play: withdrawn, or absent from the round.
    NotPlayed,
}

/// One of a player's last results as their row marks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResultMark {
    /// How the game ended.
    pub outcome: Outcome,
    /// Whether its points were doubled (an arena's streak).
    pub doubled: bool,
}

/// One player's row, its numbers already written (`3½`, `12.25`).
#[derive(Clone, Debug, PartialEq)]
pub struct StandingsRow {
    /// Their rank (players who tie may share one); ranks 1 to 3 are drawn on medals.
    pub rank: u32,
    /// Their name as they typed it.
    pub name: String,
    /// Their score.
    pub score: String,
    /// The two tie-breaks (Buchholz and Sonneborn–Berger, or an arena's own).
    pub tie_breaks: [String; 2],
    /// Their results, the oldest first; the last [`LAST_RESULTS`] are drawn, the latest last.
    pub last: Vec<ResultMark>,
    /// Whether they have withdrawn: their row is drawn greyed.
    pub withdrawn: bool,
}

/// The columns' headings, in the reader's language.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StandingsHeadings {
    /// Over the ranks.
    pub rank: String,
    /// Over the names.
    pub name: String,
    /// Over the scores.
    pub score: String,
    /// Over the two tie-breaks.
    pub tie_breaks: [String; 2],
    /// Over the last results.
    pub last: String,
}

/// The words the alt text says for each kind of result, and for a withdrawn player, in the reader's
/// language.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OutcomeWords {
    /// A win.
    pub won: String,
    /// A draw.
    pub drawn: String,
    /// A loss.
    pub lost: String,
    /// A bye.
    pub bye: String,
    /// A game not played.
    pub not_played: String,
    /// Written after a result whose points were doubled.
    pub doubled: String,
    /// Written after a withdrawn player's name.
    pub withdrawn: String,
}

/// What the picture shows, its words already written.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StandingsTable {
    /// The heading: the tournament, its game, the round (`Tournament #7 · Jungle · round 3/4`).
    pub title: String,
    /// Which rows of how many this page holds (`1–30 of 84`); empty when it holds them all.
    pub page: String,
    /// The columns' headings.
    pub headings: StandingsHeadings,
    /// The words of the alt text for the results.
    pub outcomes: OutcomeWords,
    /// The rows of this page, in rank order; the first [`STANDINGS_ROWS`] are drawn.
    pub rows: Vec<StandingsRow>,
}

/// The size of a line of text: at phone width, a small letter is 8 pixels tall.
fn text_size() -> f32 {
    (0.047 * WIDTH as f32).round()
}

/// The margin on each side.
fn pad() -> f32 {
    (0.04 * WIDTH as f32).round()
}

/// The picture's palette: its inks over its grounds, its medals and squares with their dark signs.
fn palette() -> &'static Palette {
    static PALETTE: OnceLock<Palette> = OnceLock::new();
    let mut pairs = vec![(GROUND, INK), (SHADE, INK), (GROUND, MUTED), (SHADE, MUTED)];
    pairs.extend(marks::COLOURS.map(|colour| (colour, DARK)));
    pairs.extend(marks::MEDALS.map(|colour| (colour, DARK)));
    pairs.extend(marks::MEDALS.map(|colour| (GROUND, colour)));
    pairs.extend(marks::MEDALS.map(|colour| (SHADE, colour)));
    sheet::palette(&PALETTE, &pairs)
}

/// The standings as a PNG.
pub fn render_standings(table: &StandingsTable) -> Result<Vec<u8>, RenderError> {
    let size = text_size();
    let line = (size * 1.5).round();
    let pad = pad();
    let rows = &table.rows[..table.rows.len().min(STANDINGS_ROWS)];
    let title = text::wrap(
        &text::readable(&table.title),
        size * 1.1,
        WIDTH as f32 - 2.0 * pad,
    );
    let page = text::fit(&text::readable(&table.page), size, WIDTH as f32 - 2.0 * pad);
    let layout = Layout::new(&table.headings, rows, size, (pad, WIDTH as f32 - pad));
    let mut top = pad + line * title.len() as f32;
    if !page.is_empty() {
        top += line;
    }
    let top = top + pad / 2.0;
    let height = (top + line * (rows.len() + 1) as f32 + pad) as usize;
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
    if !page.is_empty() {
        sheet.text(&page, size, (pad, y + size), MUTED);
    }
    layout.headings(&mut sheet, top, line);
    for (index, row) in rows.iter().enumerate() {
        let y = top + line * (index + 1) as f32;
        let ground = if index % 2 == 0 { SHADE } else { GROUND };
        sheet.rect((0, y as usize), (WIDTH, (y + line) as usize), ground);
        layout.row(&mut sheet, row, y, line);
    }
    encode(&sheet.image, palette)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_font_draws_the_chinese_words_of_the_standings() {
        // `fonts/make-subset.sh` cuts the font with the words of its `standings` line.
        let script = include_str!("../../fonts/make-subset.sh");
        let words = script
            .lines()
            .find_map(|line| line.strip_prefix("standings="))
            .expect("the script lists the standings' words");
        for c in words.trim_matches('\'').chars() {
            assert!(crate::font::covers(c), "{c} is not in the font");
        }
    }
}
