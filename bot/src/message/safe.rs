//! Making text from people safe to echo: no pings (`@everyone`, `@here`, user, role and channel mentions),
//! no other mention Discord draws (slash commands, emoji, times, server guides), no masked links,
//! spoilers, headings or other Markdown that changes how a message reads, no control characters, no
//! bidirectional controls that would turn the rest of a line around, no unbounded length. Every piece of someone's text the bot writes goes through [`echo`] or
//! [`name`], which both end in [`defuse`].

/// The longest piece of someone's text the bot repeats back.
const ECHO_LIMIT: usize = 60;
/// The longest display name the bot writes.
const NAME_LIMIT: usize = 40;

/// What is written for an empty display name ([`name`]), as stored.
pub const SOMEONE: &str = "someone";

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
        return SOMEONE.into();
    }
    defuse(&shorten(trimmed, NAME_LIMIT))
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
    fn long_text_is_cut() {
        let long = "x".repeat(5000);
        assert_eq!(echo(&long).chars().count(), ECHO_LIMIT);
        assert!(echo(&long).ends_with('…'));
        assert_eq!(name("   "), "someone");
        assert_eq!(name(&"é".repeat(100)).chars().count(), NAME_LIMIT);
    }
}
