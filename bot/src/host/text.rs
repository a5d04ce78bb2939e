//! Making text from people safe to echo: no pings (`@everyone`, `@here`, user, role and channel mentions),
//! no other mention Discord draws (slash commands, emoji, times, server guides), no masked links,
//! spoilers, headings or other Markdown that changes how a message reads, no control characters, no
//! bidirectional controls that would turn the rest of a line around, no unbounded length. Every piece of someone's text the bot writes goes through [`echo`] or
//! [`name`], which both end in [`defuse`]. It also lays out lists and pages of lines.

use crate::host::api::Text;

/// The longest piece of someone's text the bot repeats back.
const ECHO_LIMIT: usize = 60;
/// The longest display name the bot writes.
const NAME_LIMIT: usize = 40;

/// A zero-width space: invisible, but it breaks a mention or a Markdown construct in two.
const BREAK: char = '\u{200B}';

/// Whether `ch` is a bidirectional control: the embeddings, overrides and isolates (U+202A–U+202E,
/// U+2066–U+2069) and the marks (U+200E, U+200F, U+061C), which would reorder what follows them.
pub fn is_bidi_control(ch: char) -> bool {
    matches!(
        ch,
        '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
    )
}

/// Text from a person made harmless: mentions defused (every form Discord draws: `<@…>`, `<#…>`,
/// `</…:…>`, `<:…:…>`, `<a:…>`, `<t:…>`, `<id:…>`), control characters and line breaks turned into
/// spaces, bidirectional controls dropped, code fences broken, and the Markdown that would change how the
/// bot's message reads broken with an invisible space: masked links `[a](b)`, spoilers `||`, doubled
/// emphasis `**`, `__`, `~~`, and a heading, quote or list mark at the start.
pub fn defuse(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut chars = text.chars().peekable();
    if matches!(chars.peek(), Some('#' | '>' | '-' | '*')) {
        out.push(BREAK);
    }
    while let Some(ch) = chars.next() {
        let next = chars.peek().copied();
        match ch {
            // After `@` the break stops `@everyone`, `@here` and `<@id>` from pinging.
            '@' => {
                out.push('@');
                out.push(BREAK);
            }
            // `<#id>`, `<@&id>`, `</command:id>`, `<:emoji:id>`, `<a:emoji:id>`, `<t:…>` and
            // `<id:guide>` are Discord mentions too: no mention starts with anything else.
            '<' if next
                .is_some_and(|next| next.is_ascii_alphanumeric() || "#@:/!&".contains(next)) =>
            {
                out.push('<');
                out.push(BREAK);
            }
            ch if is_bidi_control(ch) => {}
            '`' => out.push('\''),
            ']' if next == Some('(') => {
                out.push(']');
                out.push(BREAK);
            }
            '|' | '*' | '_' | '~' if next == Some(ch) => {
                out.push(ch);
                out.push(BREAK);
            }
            ch if ch.is_control() => out.push(' '),
            ch => out.push(ch),
        }
    }
    out
}

/// A short excerpt of someone's text to quote back in a reply, defused and cut to a sensible length.
pub fn echo(text: &str) -> String {
    defuse(&shorten(text.trim(), ECHO_LIMIT))
}

/// A display name, defused and cut to a sensible length; never empty.
pub fn name(text: &str) -> String {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return super::visibility::SOMEONE.into();
    }
    defuse(&shorten(trimmed, NAME_LIMIT))
}

/// The most characters a message of the bot holds (Discord allows 2000; this leaves room for a heading).
pub const MESSAGE_LIMIT: usize = 1900;
/// The most entries a list message shows.
pub const LIST_LIMIT: usize = 25;

/// A list under a heading, cut to [`LIST_LIMIT`] entries with a note of how many were left out.
pub fn list(heading: Text, lines: &[String]) -> Text {
    let mut text = heading;
    for line in lines.iter().take(LIST_LIMIT) {
        text = text.plain(format!("\n{line}"));
    }
    if lines.len() > LIST_LIMIT {
        text = text.plain("\n").say(
            "list-more",
            vec![("count", (lines.len() - LIST_LIMIT).into())],
        );
    }
    text
}

/// The refusal of page `page` of a list that has `pages`, saying how to see the first: `typed`.
pub fn no_such_page(page: usize, pages: usize, typed: &str) -> Text {
    Text::key_with(
        "no-such-page",
        vec![
            ("page", page.into()),
            ("pages", pages.into()),
            ("typed", typed.into()),
        ],
    )
}

/// ` (page 2 of 3)`, after a list's heading.
pub fn page_of(page: usize, pages: usize) -> Text {
    Text::key_with(
        "page-of",
        vec![("page", page.into()), ("pages", pages.into())],
    )
}

/// One page (from 1) of a long list of texts under a heading, with how many more there are and the
/// command that shows them (`command page N`).
pub fn page(heading: Text, lines: Vec<Text>, page: usize, command: &str) -> Text {
    let total = lines.len();
    let pages = total.div_ceil(PAGE_SIZE).max(1);
    if page > pages {
        return no_such_page(page, pages, command);
    }
    let start = (page - 1) * PAGE_SIZE;
    let mut text = heading;
    if pages > 1 {
        text = text.then(page_of(page, pages));
    }
    for line in lines.into_iter().skip(start).take(PAGE_SIZE) {
        text = text.plain("\n").then(line);
    }
    let after = total.saturating_sub(start + PAGE_SIZE);
    if after > 0 {
        text = text.plain("\n").say(
            "page-more",
            vec![
                ("count", after.into()),
                ("typed", format!("{command} page {}", page + 1).into()),
            ],
        );
    }
    text
}

/// The most entries a page of a list shows.
pub const PAGE_SIZE: usize = 20;

/// A few numbers of a long list for a sentence: `#1, #2, #3 and 2990 more`.
pub fn some_numbers(numbers: &[String]) -> Text {
    const SHOWN: usize = 5;
    if numbers.len() <= SHOWN {
        return Text::from(numbers.join(", "));
    }
    Text::key_with(
        "numbers-more",
        vec![
            ("numbers", numbers[..SHOWN].join(", ").into()),
            ("count", (numbers.len() - SHOWN).into()),
        ],
    )
}

/// A game record short enough for one message: its header lines, a note that earlier moves were left
/// out, and as many of the last moves as fit, starting at a move number.
pub fn fit_record(record: &str, limit: usize) -> Text {
    if record.chars().count() <= limit {
        return Text::from(record);
    }
    let (headers, moves): (Vec<&str>, Vec<&str>) =
        record.lines().partition(|line| line.starts_with('['));
    let header = headers.join("\n");
    let budget = limit.saturating_sub(header.chars().count() + 40);
    let tokens: Vec<&str> = moves
        .iter()
        .flat_map(|line| line.split_whitespace())
        .collect();
    let mut start = tokens.len();
    let mut used = 0;
    while start > 0 && used + tokens[start - 1].chars().count() < budget {
        start -= 1;
        used += tokens[start].chars().count() + 1;
    }
    while start < tokens.len() && !tokens[start].ends_with('.') {
        start += 1;
    }
    Text::from(format!("{header}\n"))
        .say("record-cut", Vec::new())
        .plain(format!("\n… {}", tokens[start..].join(" ")))
}

fn shorten(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        return text.to_owned();
    }
    let mut cut: String = text.chars().take(limit - 1).collect();
    cut.push('…');
    cut
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mass_mentions_are_defused() {
        for text in [
            "@everyone",
            "@here",
            "hi @everyone!",
            "<@123>",
            "<@&456>",
            "<@!7>",
        ] {
            let safe = defuse(text);
            assert!(!safe.contains("@everyone"), "{safe}");
            assert!(!safe.contains("@here"), "{safe}");
            assert!(!safe.contains("<@"), "{safe}");
        }
        assert!(!defuse("<#99>").contains("<#"));
    }

    #[test]
    fn markdown_that_changes_a_message_is_broken() {
        for text in [
            "[click me](https://example.com)",
            "||spoiler||",
            "**bold**",
            "__underline__",
            "~~gone~~",
            "# Heading",
            "> quoted",
            "-# small",
        ] {
            let safe = defuse(text);
            assert_ne!(safe, text, "{text} is unchanged");
            assert_eq!(safe.replace('\u{200B}', ""), text, "only breaks were added");
        }
        assert_eq!(
            defuse("a_b*c"),
            "a_b*c",
            "single marks in names stay as they are"
        );
    }

    #[test]
    fn every_other_mention_form_is_defused() {
        for text in [
            "</ban:1>",
            "</game move:42>",
            "<:smile:7>",
            "<a:dance:7>",
            "<t:1800000000:R>",
            "<id:customize>",
            "<#99>",
        ] {
            let safe = defuse(text);
            assert_eq!(safe.replace('\u{200B}', ""), text, "only a break was added");
            assert!(
                safe.starts_with("<\u{200B}"),
                "{text} is broken after its `<`"
            );
        }
        assert_eq!(
            defuse("1 < 2 <= 3"),
            "1 < 2 <= 3",
            "a `<` that starts no mention stays"
        );
    }

    #[test]
    fn bidirectional_controls_go() {
        let controls = [
            '\u{061C}', '\u{200E}', '\u{200F}', '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}',
            '\u{202E}', '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}',
        ];
        for control in controls {
            assert!(is_bidi_control(control));
            assert_eq!(defuse(&format!("ab{control}cd")), "abcd");
        }
        assert_eq!(
            defuse("عربي и 象"),
            "عربي и 象",
            "right-to-left text itself stays"
        );
    }

    #[test]
    fn control_characters_and_fences_go() {
        assert_eq!(defuse("a\nb\u{7}c```"), "a b c'''");
    }

    #[test]
    fn long_records_keep_their_headers_and_last_moves() {
        let moves: Vec<String> = (1..=400).map(|n| format!("{n}. a1a2 b1b2")).collect();
        let record = format!("[Game \"Jungle\"]\n[Result \"*\"]\n{}", moves.join(" "));
        let fitted = fit_record(&record, 500).to_plain();
        assert!(fitted.chars().count() <= 500, "{}", fitted.len());
        assert!(fitted.starts_with("[Game \"Jungle\"]\n[Result \"*\"]\n"));
        assert!(fitted.ends_with("400. a1a2 b1b2"));
        let first_kept = fitted.split("… ").nth(1).unwrap();
        assert!(first_kept.split_whitespace().next().unwrap().ends_with('.'));
        assert!(fitted.contains("\n(earlier moves left out)\n"), "{fitted}");
        assert_eq!(
            fit_record("[Game \"Jungle\"]\n1. a1a2", 500).to_plain(),
            "[Game \"Jungle\"]\n1. a1a2"
        );
    }

    #[test]
    fn lists_are_cut_with_a_count() {
        let lines: Vec<String> = (0..30).map(|n| n.to_string()).collect();
        let text = list(Text::from("Games:"), &lines).to_plain();
        assert_eq!(text.lines().count(), 1 + LIST_LIMIT + 1);
        assert!(text.ends_with("… and 5 more."));
    }

    #[test]
    fn long_text_is_cut() {
        let long = "x".repeat(5000);
        assert_eq!(echo(&long).chars().count(), ECHO_LIMIT);
        assert!(echo(&long).ends_with('…'));
        assert_eq!(name("   "), "someone");
        assert_eq!(name(&"é".repeat(100)).chars().count(), NAME_LIMIT);
    }
}
