//! The embedded font: a subset of Noto Sans CJK SC Bold (SIL OFL 1.1) covering printable ASCII, a little
//! punctuation and every piece label of the games (see `fonts/make-subset.sh`).
//!
//! Characters the subset lacks are laid out as a hollow box, so any text can be drawn without panicking.

use ab_glyph::{Font, FontRef, GlyphId, OutlinedGlyph, PxScale, ScaleFont, point};
use std::sync::LazyLock;

static FONT_BYTES: &[u8] = include_bytes!("../fonts/NotoSansCJKsc-Bold-subset.otf");

static FONT: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(FONT_BYTES).expect("the embedded font is a valid OpenType font")
});

/// One laid-out character.
#[derive(Clone, Copy, Debug)]
enum Mark {
    /// A glyph of the font.
    Glyph(GlyphId),
    /// A character the font lacks, drawn as a box.
    Missing,
}

/// A line of text laid out at one size, ready to measure or draw.
pub(crate) struct Run {
    size: f32,
    marks: Vec<(Mark, f32)>,
    /// The advance width of the whole line.
    pub(crate) width: f32,
}

/// Whether the embedded font can draw `c`.
pub(crate) fn covers(c: char) -> bool {
    FONT.glyph_id(c).0 != 0
}

/// Whether `c` draws nothing by design: controls, zero-width and direction marks, joiners, variation
/// selectors, emoji skin-tone modifiers and combining accents. These are skipped rather than boxed.
pub(crate) fn is_invisible(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{0300}'..='\u{036F}' | '\u{200B}'..='\u{200F}' | '\u{2028}'..='\u{202E}' | '\u{2060}'..='\u{2064}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}' | '\u{1F3FB}'..='\u{1F3FF}' | '\u{E0100}'..='\u{E01EF}')
}

/// Lays out `text` at `size` pixels. Invisible characters ([`is_invisible`]) are skipped.
pub(crate) fn layout(text: &str, size: f32) -> Run {
    let font = FONT.as_scaled(PxScale::from(size));
    let mut marks = Vec::new();
    let mut x = 0.0;
    let mut previous: Option<GlyphId> = None;
    for c in text.chars().filter(|&c| !is_invisible(c)) {
        let id = font.glyph_id(c);
        if id.0 == 0 {
            marks.push((Mark::Missing, x));
            x += missing_advance(size);
            previous = None;
        } else {
            if let Some(before) = previous {
                x += font.kern(before, id);
            }
            marks.push((Mark::Glyph(id), x));
            x += font.h_advance(id);
            previous = Some(id);
        }
    }
    Run {
        size,
        marks,
        width: x,
    }
}

/// Advance width of one character, or of the replacement box when the font lacks it.
pub(crate) fn advance(c: char, size: f32) -> f32 {
    let font = FONT.as_scaled(PxScale::from(size));
    let id = font.glyph_id(c);
    if id.0 == 0 {
        missing_advance(size)
    } else {
        font.h_advance(id)
    }
}

fn missing_advance(size: f32) -> f32 {
    size * 0.62
}

impl Run {
    /// The highest and lowest ink of the line relative to the baseline (negative is above), in pixels.
    pub(crate) fn ink_extent(&self) -> (f32, f32) {
        let mut top = f32::MAX;
        let mut bottom = f32::MIN;
        for &(mark, x) in &self.marks {
            let (t, b) = match mark {
                Mark::Glyph(id) => match outline(id, self.size, x, 0.0) {
                    Some(glyph) => (glyph.px_bounds().min.y, glyph.px_bounds().max.y),
                    None => continue,
                },
                Mark::Missing => (-self.size * 0.72, 0.0),
            };
            top = top.min(t);
            bottom = bottom.max(b);
        }
        if top > bottom {
            (0.0, 0.0)
        } else {
            (top, bottom)
        }
    }

    /// Calls `plot(x, y, coverage)` for every pixel the line covers, left end at `x`, baseline at `baseline`.
    pub(crate) fn draw(&self, x: f32, baseline: f32, mut plot: impl FnMut(i32, i32, f32)) {
        for &(mark, offset) in &self.marks {
            match mark {
                Mark::Glyph(id) => {
                    if let Some(glyph) = outline(id, self.size, x + offset, baseline) {
                        let bounds = glyph.px_bounds();
                        glyph.draw(|gx, gy, coverage| {
                            plot(
                                bounds.min.x as i32 + gx as i32,
                                bounds.min.y as i32 + gy as i32,
                                coverage,
                            );
                        });
                    }
                }
                Mark::Missing => draw_box(self.size, x + offset, baseline, &mut plot),
            }
        }
    }
}

fn outline(id: GlyphId, size: f32, x: f32, baseline: f32) -> Option<OutlinedGlyph> {
    FONT.outline_glyph(id.with_scale_and_position(PxScale::from(size), point(x, baseline)))
}

/// The replacement for a missing character: a hollow box the height of a capital letter.
fn draw_box(size: f32, x: f32, baseline: f32, plot: &mut impl FnMut(i32, i32, f32)) {
    let stroke = (size * 0.08).max(1.0).round() as i32;
    let left = (x + size * 0.08).round() as i32;
    let right = (x + size * 0.54).round() as i32;
    let top = (baseline - size * 0.72).round() as i32;
    let bottom = baseline.round() as i32;
    for py in top..bottom {
        for px in left..right {
            let edge = px < left + stroke
                || px >= right - stroke
                || py < top + stroke
                || py >= bottom - stroke;
            if edge {
                plot(px, py, 1.0);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The characters of `lines` that are not ASCII, each with its line.
    fn drawn<'a>(lines: impl Iterator<Item = &'a str>) -> impl Iterator<Item = (char, &'a str)> {
        lines
            .filter(|line| !line.starts_with('#'))
            .flat_map(|line| {
                line.chars()
                    .filter(|c| !c.is_ascii())
                    .map(move |c| (c, line))
            })
    }

    #[test]
    fn the_font_draws_every_character_of_the_chinese_captions() {
        // The host's captions are written from these files of its catalogue (`fonts/make-subset.sh`
        // cuts the font from them).
        for source in [
            include_str!("../../bot/locales/zh/game.ftl"),
            include_str!("../../bot/locales/zh/texts.ftl"),
        ] {
            for (c, line) in drawn(source.lines()) {
                assert!(covers(c), "{c} of {line:?} is not in the font");
            }
        }
    }

    #[test]
    fn the_font_draws_every_character_of_the_chinese_standings_picture() {
        // The words the standings picture draws (its title, page line and headings; the words of
        // results are for its alt text only), as the host writes them in Chinese.
        let drawn_keys = [
            "title",
            "arena-title",
            "page",
            "rank",
            "name",
            "score",
            "buchholz",
            "sonneborn-berger",
            "performance",
            "games",
            "last",
        ];
        let words = |line: &&str| {
            let key = line.split_once(" =").map_or("", |(key, _)| key);
            key.strip_prefix("tournament-picture-")
                .is_some_and(|kind| drawn_keys.contains(&kind))
        };
        let source = include_str!("../../bot/locales/zh/tournament.ftl");
        assert_eq!(source.lines().filter(words).count(), drawn_keys.len());
        for (c, line) in drawn(source.lines().filter(words)) {
            assert!(covers(c), "{c} of {line:?} is not in the font");
        }
    }

    #[test]
    fn the_font_draws_every_character_of_the_chinese_words_of_the_games() {
        // What images show of the games' own words: names of games, seats, boards and pieces, badges,
        // ways of ending and view lines, by the kinds of key `fonts/make-subset.sh` reads from every
        // game's `zh.ftl`.
        let kinds = [
            "game-", "seat-", "board-", "piece-", "name-", "badge-", "end-", "view-",
        ];
        let words = |line: &&str| {
            let key = line.split_once(" =").map_or("", |(key, _)| key);
            kinds.iter().any(|kind| key.starts_with(kind))
        };
        for source in games::texts::files("zh") {
            for (c, line) in drawn(source.lines().filter(words)) {
                assert!(covers(c), "{c} of {line:?} is not in the font");
            }
        }
    }

    #[test]
    fn the_subset_covers_every_label_and_printable_ascii() {
        let labels = "象狮虎豹狼狗猫鼠司令军长师长旅长团长营长连长排长工兵炸弹地雷军旗";
        for c in labels.chars().chain(' '..='~') {
            assert!(covers(c), "the embedded font lacks {c:?}");
        }
    }

    /// Every Chinese label of every game in the catalogue, on the board and in panels, seen over random
    /// stretches of play from every seat: none may draw as a box.
    #[test]
    fn the_subset_covers_the_labels_of_every_game() {
        for kind in games::GameKind::all() {
            let settings = kind.check_options(&[]).expect("the default options");
            let mut game = kind.create(&settings, 3).expect("a new game");
            for ply in 0..120 {
                let seats = game.seating().seats();
                for seat in (0..seats).map(|seat| games::Seat(seat as u8)) {
                    let view = game.view(games::Audience::Seat(seat));
                    let faces = view
                        .pieces
                        .iter()
                        .map(|piece| &piece.face)
                        .chain(view.panels.iter().flat_map(|panel| &panel.pieces));
                    for label in faces.filter_map(|face| face.label.as_ref()) {
                        for c in label.cjk.chars() {
                            assert!(covers(c), "{}: the font lacks {c:?}", kind.id());
                        }
                    }
                }
                let Some(&seat) = game.to_act().first() else {
                    break;
                };
                let actions = game.legal_actions(seat);
                if actions.is_empty() {
                    break;
                }
                let action = &actions[ply * 7 % actions.len()];
                game.play(seat, action).expect("a legal action");
            }
        }
    }

    #[test]
    fn the_subset_covers_accented_latin_names() {
        for c in "ZoëÅsaÇelikØyvindÉloïseNúñezJürgenß".chars() {
            assert!(covers(c), "the embedded font lacks {c:?}");
        }
    }

    #[test]
    fn missing_characters_take_the_width_of_the_replacement_box() {
        assert!(!covers('🦁'));
        assert_eq!(layout("🦁", 20.0).width, missing_advance(20.0));
    }
}
