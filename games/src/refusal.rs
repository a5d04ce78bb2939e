//! Typed reasons for refused actions: a stable key with named arguments, and the English sentence of each
//! key written once, here, as a template.
//!
//! A template is a Fluent pattern restricted to plain text and `{ $name }` placeables, so that the rules
//! can write the English sentence themselves (for [`crate::RuleError`]'s `Display`) and the bot's English
//! catalogue can hold the very same lines (a test there checks that its `rules.ftl` is [`catalogue`]).
//! Other languages translate each key; the names inside a reason (pieces, sides) are arguments of their own,
//! translated by their keys too.

use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// A reason with a stable key and its arguments, as the catalogues of other languages translate it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Reason {
    /// The key of the reason's template (`refusal-jungle-water`).
    pub key: Cow<'static, str>,
    /// The named arguments the template puts in.
    pub args: Vec<(Cow<'static, str>, Arg)>,
}

/// One argument of a [`Reason`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Arg {
    /// Text that reads the same in every language: a square, a move, the player's own words.
    Text(String),
    /// A number.
    Number(i64),
    /// A name with a template of its own (a piece: `jungle-piece-rat`), translated by its key.
    Name(Cow<'static, str>),
    /// A seat's name as the game's seating gives it (`Blue`), translated as seat names are.
    Seat(String),
    /// A reason inside the sentence (the end of "… is not a legal move for your rat: <reason>").
    Reason(Box<Reason>),
}

impl Reason {
    /// The reason `key` with these arguments. In debug builds, a key without a template panics.
    pub fn new(key: &'static str, args: Vec<(&'static str, Arg)>) -> Self {
        debug_assert!(template(key).is_some(), "no template for the reason {key}");
        Self::keyed(key, args)
    }

    /// The reason `key` with these arguments, whose template is in another catalogue than this crate's
    /// (the computer opponent's, for one), which checks it.
    pub fn keyed(key: &'static str, args: Vec<(&'static str, Arg)>) -> Self {
        Self {
            key: Cow::Borrowed(key),
            args: args
                .into_iter()
                .map(|(name, arg)| (Cow::Borrowed(name), arg))
                .collect(),
        }
    }

    /// The reason `key`, which takes no arguments.
    pub fn plain(key: &'static str) -> Self {
        Self::new(key, Vec::new())
    }

    /// The reason in English, from its template.
    pub fn english(&self) -> String {
        match template(&self.key) {
            Some(template) => self.written(template),
            None => self.key.clone().into_owned(),
        }
    }

    /// The reason written from `template` (a template of [`TEMPLATES`] or of another crate's own list):
    /// each `{ $name }` replaced by that argument in English.
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

impl Arg {
    /// The argument in English.
    pub fn english(&self) -> String {
        match self {
            Arg::Text(text) | Arg::Seat(text) => text.clone(),
            Arg::Number(number) => number.to_string(),
            Arg::Name(key) => template(key).unwrap_or(key).to_owned(),
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

/// The templates of every game, by game: each a list of `(key, English template)`.
pub const TEMPLATES: &[(&str, &[(&str, &str)])] = &[
    ("Every game", COMMON),
    ("Rule options", crate::options::REFUSALS),
    ("Jungle", crate::jungle::REFUSALS),
    ("Junqi, Junqi4 and Fanqi", crate::junqi::REFUSALS),
    (
        "Jungi and Lún Jungi",
        crate::jungi_family::refusals::REFUSALS,
    ),
    ("Cetkaik", crate::cetkaik::REFUSALS),
];

/// Reasons any game gives.
pub const COMMON: &[(&str, &str)] = &[
    ("refusal-game-over", "The game is over."),
    ("refusal-not-your-turn", "It is { $side }'s turn."),
];

/// The English template of `key`.
pub fn template(key: &str) -> Option<&'static str> {
    TEMPLATES
        .iter()
        .flat_map(|(_, templates)| templates.iter())
        .find(|(name, _)| *name == key)
        .map(|(_, template)| *template)
}

/// Every reason key (and name key) the games give, in catalogue order.
pub fn keys() -> impl Iterator<Item = &'static str> {
    TEMPLATES
        .iter()
        .flat_map(|(_, templates)| templates.iter().map(|(key, _)| *key))
}

/// The English templates as a Fluent catalogue: a comment line naming each game, then its `key = template`
/// lines.
pub fn catalogue() -> String {
    let mut out = String::from(
        "# Why the rules refuse an action: written from the games' own English templates (`games::refusal`).\n",
    );
    for (game, templates) in TEMPLATES {
        out.push_str(&format!("\n## {game}\n"));
        for (key, template) in *templates {
            out.push_str(&format!("{key} = {template}\n"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_is_unique_and_every_template_is_plain_fluent() {
        let mut seen = std::collections::HashSet::new();
        for key in keys() {
            assert!(seen.insert(key), "{key} is given twice");
            let template = template(key).unwrap();
            let without = template.replace("{ $", "").replace(" }", "");
            assert!(
                !without.contains(['{', '}']) && !template.starts_with([' ', '[', '*', '.']),
                "{key}: {template}"
            );
        }
    }

    #[test]
    fn a_reason_is_written_from_its_template_with_nested_reasons_and_names() {
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
    }
}
