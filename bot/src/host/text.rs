//! Making text from people safe to echo: no pings (`@everyone`, `@here`, user, role and channel mentions),
//! no control characters, no unbounded length.

/// The longest piece of someone's text the bot repeats back.
const ECHO_LIMIT: usize = 60;
/// The longest display name the bot writes.
const NAME_LIMIT: usize = 40;

/// Text from a person made harmless: mentions defused, control characters and line breaks turned into
/// spaces, Markdown code fences broken.
pub fn defuse(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(ch) = chars.next() {
        match ch {
            // A zero-width space after `@` stops `@everyone`, `@here` and `<@id>` from pinging.
            '@' => out.push_str("@\u{200B}"),
            // `<#id>` and `<@&id>` are Discord mentions too; a zero-width space after `<` defuses them.
            '<' if matches!(chars.peek(), Some('#' | '@' | ':' | 't')) => out.push_str("<\u{200B}"),
            '`' => out.push('\''),
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
        return "someone".into();
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
