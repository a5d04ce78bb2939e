//! Reading the lines of the local mode: `NAME: TEXT`, `NAME (dm): TEXT`, `#NAME`, blank lines and
//! `//` comments.

/// One line typed in the local mode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// Nothing to do (a blank line or a comment).
    Nothing,
    /// Switch the current channel.
    Switch(String),
    /// A user says something.
    Say {
        /// Who.
        user: String,
        /// Privately to the bot, rather than in the current channel.
        direct: bool,
        /// What.
        text: String,
    },
}

use crate::host::api::Text;

/// Why a line is not understood: one catalogue sentence saying how to write it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct LineError(pub Text);

/// Reads one line.
pub fn parse_line(line: &str) -> Result<Line, LineError> {
    let line = line.trim();
    if line.is_empty() || line.starts_with("//") {
        return Ok(Line::Nothing);
    }
    if let Some(channel) = line.strip_prefix('#') {
        return if is_name(channel) {
            Ok(Line::Switch(channel.to_lowercase()))
        } else {
            Err(LineError(Text::key("local-channel-word")))
        };
    }
    let Some((speaker, text)) = line.split_once(':') else {
        return Err(LineError(Text::key("local-line-how")));
    };
    let speaker = speaker.trim();
    let (user, direct) = match speaker.strip_suffix("(dm)") {
        Some(user) => (user.trim(), true),
        None => (speaker, false),
    };
    if !is_name(user) {
        return Err(LineError(Text::key_with(
            "local-user-word",
            vec![("word", crate::message::safe::echo(user).into())],
        )));
    }
    Ok(Line::Say {
        user: user.to_owned(),
        direct,
        text: text.trim().to_owned(),
    })
}

fn is_name(text: &str) -> bool {
    !text.is_empty()
        && text.chars().count() <= 32
        && text
            .chars()
            .all(|ch| ch.is_alphanumeric() || ch == '-' || ch == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_kind_of_line() {
        assert_eq!(parse_line("  "), Ok(Line::Nothing));
        assert_eq!(parse_line("// a comment"), Ok(Line::Nothing));
        assert_eq!(parse_line("#Game-1"), Ok(Line::Switch("game-1".into())));
        assert_eq!(
            parse_line("alice: m a3a4"),
            Ok(Line::Say {
                user: "alice".into(),
                direct: false,
                text: "m a3a4".into()
            })
        );
        assert_eq!(
            parse_line("Bob (dm): myboard"),
            Ok(Line::Say {
                user: "Bob".into(),
                direct: true,
                text: "myboard".into()
            })
        );
    }

    #[test]
    fn refuses_what_it_cannot_read() {
        assert!(parse_line("hello there").is_err());
        assert!(parse_line("#two words").is_err());
        assert!(parse_line("@everyone: hi").is_err());
        assert!(parse_line(": hi").is_err());
    }
}
