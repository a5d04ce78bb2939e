//! Lines of text under the board (captions, info lines, panel titles): made readable with the embedded
//! font, and fitted to the image width.
//!
//! The font covers Latin letters, punctuation and the piece labels, not every script a player's name may
//! use. Rather than draw boxes, letters the font lacks are written in a Latin transliteration
//! (`deunicode`: Arabic, Hebrew, Greek, Cyrillic, Hangul, Chinese, mathematical letters), and pictographs
//! (emoji) and characters with no transliteration are left out.
//!
//! A caption or info line too long for the image wraps onto the next lines ([`wrap`]): between its parts
//! (a line is made of parts joined by `·`, `Blue: Ada · Red: Bob`) where it can, else between words, and
//! only a word wider than the image is cut with an ellipsis. A panel title keeps to one line ([`fit`]):
//! its longest parts are shortened with an ellipsis first, so one long name never pushes the rest of the
//! line out of the picture.

use crate::font;

/// The text that ends a part cut short.
pub(crate) const ELLIPSIS: char = '…';
/// What separates the parts of a line.
const SEPARATOR: char = '·';

/// `text` as the embedded font can draw it: invisible characters dropped, letters it lacks transliterated,
/// pictographs and characters with no transliteration dropped.
pub(crate) fn readable(text: &str) -> String {
    readable_with(text, None)
}

/// [`readable`], but each run of pictographs (an emoji and what joins it to the next) is written as
/// `stand_in`, so that a name made of emoji still shows something where they were.
pub(crate) fn readable_with(text: &str, stand_in: Option<char>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut missing = String::new();
    for c in text.chars() {
        if font::is_invisible(c) {
            continue;
        }
        if is_pictograph(c) {
            if let Some(stand_in) = stand_in {
                transliterate_into(&mut missing, &mut out);
                if !out.ends_with(stand_in) {
                    out.push(stand_in);
                }
            }
            continue;
        }
        if font::covers(c) {
            transliterate_into(&mut missing, &mut out);
            out.push(c);
        } else {
            missing.push(c);
        }
    }
    transliterate_into(&mut missing, &mut out);
    out
}

/// Appends the transliteration of `missing` to `out`, kept apart from letters on either side by a
/// space, and empties `missing`.
fn transliterate_into(missing: &mut String, out: &mut String) {
    if missing.is_empty() {
        return;
    }
    let latin = deunicode::deunicode_with_tofu(missing, "");
    let latin = latin
        .chars()
        .filter(|c| c.is_ascii_graphic() || *c == ' ')
        .collect::<String>();
    let latin = latin.trim();
    if !latin.is_empty() {
        if out.chars().last().is_some_and(char::is_alphanumeric) {
            out.push(' ');
        }
        out.push_str(latin);
    }
    missing.clear();
}

/// Pictographs: emoji and other symbols that have no letters to transliterate.
fn is_pictograph(c: char) -> bool {
    matches!(c, '\u{2190}'..='\u{21FF}' if !font::covers(c))
        || matches!(c, '\u{2300}'..='\u{23FF}' | '\u{2600}'..='\u{27BF}' | '\u{2B00}'..='\u{2BFF}' | '\u{1F000}'..='\u{1FAFF}')
}

/// The advance of `c` at `size` pixels as a line is written: whole pixels, so that a word looks the same
/// wherever it starts.
pub(crate) fn advance(c: char, size: f32) -> f32 {
    font::advance(c, size).round()
}

/// The width of `text` at `size` pixels as a line is written: the advances of its characters.
pub(crate) fn width(text: &str, size: f32) -> f32 {
    text.chars().map(|c| advance(c, size)).sum()
}

/// `text` cut to fit `max_width` at `size` pixels: parts separated by `·` are shortened with an
/// ellipsis, the longest first, until the line fits.
pub(crate) fn fit(text: &str, size: f32, max_width: f32) -> String {
    let text = text.trim_end();
    if width(text, size) <= max_width {
        return text.to_owned();
    }
    let parts: Vec<&str> = text.split(SEPARATOR).collect();
    let separators = (parts.len() - 1) as f32 * advance(SEPARATOR, size);
    let widths: Vec<f32> = parts.iter().map(|part| width(part, size)).collect();
    let room = max_width - separators;
    // The largest width every part may keep so that the parts fit: cut only what is wider.
    let fits = |cap: f32| widths.iter().map(|w| w.min(cap)).sum::<f32>() <= room;
    let (mut low, mut high) = (0.0f32, widths.iter().copied().fold(0.0, f32::max));
    for _ in 0..24 {
        let middle = (low + high) / 2.0;
        if fits(middle) {
            low = middle;
        } else {
            high = middle;
        }
    }
    let ellipsis = advance(ELLIPSIS, size);
    if low < 3.0 * ellipsis {
        return cut(text, size, max_width);
    }
    let mut out = String::new();
    for (index, (part, &part_width)) in parts.iter().zip(&widths).enumerate() {
        if index > 0 {
            out.push(SEPARATOR);
        }
        if part_width <= low {
            out.push_str(part);
        } else if part.ends_with(' ') {
            out.push_str(&cut(part.trim_end(), size, low - advance(' ', size)));
            out.push(' ');
        } else {
            out.push_str(&cut(part, size, low));
        }
    }
    out
}

/// `text` broken into lines that each fit `max_width` at `size` pixels: a part (between `·`) that fits a
/// line is kept whole, a longer one is broken between words, and a word wider than a line is cut with an
/// ellipsis. Where a line breaks between parts, the `·` is left out.
pub(crate) fn wrap(text: &str, size: f32, max_width: f32) -> Vec<String> {
    let text = text.trim_end();
    if width(text, size) <= max_width {
        return vec![text.to_owned()];
    }
    // Each piece a line may break before, with what joins it to the piece before it on one line.
    let mut pieces: Vec<(&str, String)> = Vec::new();
    for part in text
        .split(SEPARATOR)
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        let joiner = if pieces.is_empty() { "" } else { " · " };
        if width(part, size) <= max_width {
            pieces.push((joiner, part.to_owned()));
            continue;
        }
        for (index, word) in part.split_whitespace().enumerate() {
            let joiner = if index == 0 { joiner } else { " " };
            pieces.push((joiner, cut(word, size, max_width)));
        }
    }
    let mut lines: Vec<String> = Vec::new();
    for (joiner, piece) in pieces {
        match lines.last_mut() {
            Some(line) if width(&format!("{line}{joiner}{piece}"), size) <= max_width => {
                line.push_str(joiner);
                line.push_str(&piece);
            }
            _ => lines.push(piece),
        }
    }
    lines
}

/// `text` cut at the end, with an ellipsis, to fit `max_width`.
pub(crate) fn cut(text: &str, size: f32, max_width: f32) -> String {
    if width(text, size) <= max_width {
        return text.to_owned();
    }
    let room = max_width - advance(ELLIPSIS, size);
    let mut out = String::new();
    let mut used = 0.0;
    for c in text.chars() {
        let step = advance(c, size);
        if used + step > room {
            break;
        }
        used += step;
        out.push(c);
    }
    let trimmed = out.trim_end().len();
    out.truncate(trimmed);
    out.push(ELLIPSIS);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_the_font_lacks_are_transliterated() {
        assert_eq!(readable("Ada"), "Ada");
        assert_eq!(readable("Zoë Çelik"), "Zoë Çelik", "the font has Latin-1");
        assert_eq!(readable("שלום"), "shlvm");
        assert_eq!(readable("Blue: 𝐀𝐝𝐚"), "Blue: Ada");
        assert_eq!(readable("한국"), "hangug");
        assert_eq!(readable("张伟"), "Zhang Wei");
        assert_eq!(readable("Ελένη"), "Elene");
        assert_eq!(readable("Bobمرحبا"), "Bob mrHb");
    }

    #[test]
    fn pictographs_and_invisible_characters_are_left_out() {
        assert_eq!(readable("🦁 Leo"), " Leo");
        assert_eq!(readable("a\u{200b}b\u{202e}c"), "abc");
        assert_eq!(readable("\u{10FFFF}x"), "x");
    }

    #[test]
    fn a_run_of_pictographs_can_be_written_as_a_stand_in() {
        assert_eq!(readable_with("🦁 Leo", Some('○')), "○ Leo");
        assert_eq!(readable_with("👩‍👩‍👧‍👦", Some('○')), "○");
        assert_eq!(readable_with("a🦁b🐯", Some('○')), "a○b○");
        assert_eq!(readable_with("🦁 Leo", None), readable("🦁 Leo"));
    }

    #[test]
    fn every_character_of_a_readable_line_is_drawn_by_the_font() {
        let odd = "👩‍👩‍👧‍👦 مرحبا · שלום · 𝓑𝓸𝓫 · ㅎㅏㄴ · ﷺ · \u{FFFD}\u{FEFF} · tab\t";
        for c in readable(odd).chars() {
            assert!(font::covers(c), "{c:?} would be a box");
        }
    }

    #[test]
    fn a_long_part_is_cut_and_the_other_parts_stay() {
        let line = format!(
            "Blue: {} · Red: Bob · Blue to move",
            "Bartholomew".repeat(6)
        );
        let fitted = fit(&line, 20.0, 500.0);
        assert!(width(&fitted, 20.0) <= 500.0);
        assert!(fitted.starts_with("Blue: Bartholomew"));
        assert!(fitted.contains('…'));
        assert!(fitted.ends_with(" · Red: Bob · Blue to move"), "{fitted}");
    }

    #[test]
    fn a_long_line_wraps_between_parts_then_words_and_cuts_only_a_word_wider_than_a_line() {
        assert_eq!(wrap("Blue to move", 20.0, 500.0), ["Blue to move"]);
        let players = "alice (South) & bob (North) vs carol (East) & dave (West)";
        let lines = wrap(players, 20.0, 300.0);
        assert!(lines.len() >= 2, "{lines:?}");
        assert_eq!(lines.join(" "), players, "every word is kept, in order");
        let parts = wrap(
            "Spring 春 (1 of 4) · stake ×1 · IA side 15, A side 25",
            20.0,
            260.0,
        );
        assert!(parts.len() >= 2 && !parts.iter().any(|l| l.starts_with('·') || l.ends_with('·')));
        assert!(parts[0].starts_with("Spring") && parts.last().unwrap().ends_with("25"));
        let word = format!("Blue: {} · Red: Bob", "Maximilian".repeat(8));
        let lines = wrap(&word, 20.0, 300.0);
        assert_eq!(lines.first().map(String::as_str), Some("Blue:"));
        assert!(lines[1].ends_with(ELLIPSIS) && lines.last().unwrap() == "Red: Bob");
        for line in &lines {
            assert!(width(line, 20.0) <= 300.0, "{line}");
        }
    }

    #[test]
    fn a_line_that_fits_is_unchanged_and_one_without_parts_is_cut_at_the_end() {
        assert_eq!(fit("Blue to move", 20.0, 500.0), "Blue to move");
        let long = "word ".repeat(60);
        let fitted = fit(&long, 20.0, 300.0);
        assert!(width(&fitted, 20.0) <= 300.0 && fitted.ends_with('…'));
    }
}
