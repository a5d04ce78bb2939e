//! Typed sentences: a stable key of the games' texts ([`crate::texts`]) with named arguments. Every
//! refusal, note, choice and view line of the catalogue's games is one; the key's message in each language
//! writes it, and the names inside it (pieces, seats, games) are arguments of their own, written by their
//! keys too.

use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// A sentence with a stable key and its arguments, written in any language from the games' texts.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Reason {
    /// The key of the sentence's message (`refusal-jungle-water`).
    pub key: Cow<'static, str>,
    /// The named arguments the message puts in.
    pub args: Vec<(Cow<'static, str>, Arg)>,
}

/// One argument of a [`Reason`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Arg {
    /// Text that reads the same in every language: a square, a move, the player's own words. (A seat's
    /// name stored by an older build, as its English, reads back as such text.)
    #[serde(alias = "Seat")]
    Text(String),
    /// A number.
    Number(i64),
    /// A name with a message of its own (a piece: `piece-jungle-rat`, a seat: `seat-jungle-blue`),
    /// written by its key.
    Name(Cow<'static, str>),
    /// A reason inside the sentence (the end of "… is not a legal move for your rat: <reason>").
    Reason(Box<Reason>),
}

impl Reason {
    /// The sentence `key` with these arguments.
    pub fn new(key: &'static str, args: Vec<(&'static str, Arg)>) -> Self {
        Self {
            key: Cow::Borrowed(key),
            args: args
                .into_iter()
                .map(|(name, arg)| (Cow::Borrowed(name), arg))
                .collect(),
        }
    }

    /// The sentence `key`, which takes no arguments.
    pub fn plain(key: &'static str) -> Self {
        Self::new(key, Vec::new())
    }

    /// The sentence in English, from the games' texts.
    pub fn english(&self) -> String {
        crate::texts::english(self)
    }

    /// The sentence written from `template`, a plain template of another crate's own list (the computer
    /// opponent's): each `{ $name }` replaced by that argument in English.
    pub fn written(&self, template: &str) -> String {
        let mut out = String::new();
        let mut rest = template;
        while let Some(start) = rest.find("{ $") {
            out.push_str(&rest[..start]);
            let after = &rest[start + 3..];
            let end = after.find(" }").unwrap_or(after.len());
            let name = &after[..end];
            if let Some((_, arg)) = self.args.iter().find(|(arg_name, _)| arg_name == name) {
                out.push_str(&arg.english());
            }
            rest = after.get(end + 2..).unwrap_or("");
        }
        out.push_str(rest);
        out
    }
}

impl std::fmt::Display for Reason {
    /// The sentence in English.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.english())
    }
}

impl Arg {
    /// The argument in English.
    pub fn english(&self) -> String {
        match self {
            Arg::Text(text) => text.clone(),
            Arg::Number(number) => number.to_string(),
            Arg::Name(key) => crate::texts::word("en", key).unwrap_or(key).to_owned(),
            Arg::Reason(reason) => reason.english(),
        }
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Self {
        Arg::Text(text.to_owned())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Self {
        Arg::Text(text)
    }
}

impl From<Reason> for Arg {
    fn from(reason: Reason) -> Self {
        Arg::Reason(Box::new(reason))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sentence_is_written_from_its_message_with_nested_sentences_and_names() {
        let inner = Reason::plain("refusal-game-over");
        let reason = Reason::new(
            "refusal-jungle-not-legal",
            vec![
                ("move", "a1a2".into()),
                ("piece", Arg::Name("piece-jungle-rat".into())),
                ("reason", inner.into()),
            ],
        );
        assert_eq!(
            reason.english(),
            "a1a2 is not a legal move for your rat: The game is over.."
        );
        assert_eq!(
            Reason::new("refusal-no-such-key", Vec::new()).english(),
            "refusal-no-such-key"
        );
    }

    #[test]
    fn a_seat_stored_by_an_older_build_reads_back_as_text() {
        let stored = r#"{"key":"refusal-not-your-turn","args":[["side",{"Seat":"Blue"}]]}"#;
        let reason: Reason = serde_json::from_str(stored).unwrap();
        assert_eq!(reason.args[0].1, Arg::Text("Blue".to_owned()));
        assert_eq!(reason.english(), "It is Blue's turn.");
    }
}
