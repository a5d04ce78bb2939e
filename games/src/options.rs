//! Named rule options: a typed struct per game, set from `NAME=VALUE` text and stored with the game.

use serde::{Serialize, de::DeserializeOwned};
use std::fmt::Debug;

/// One option a game offers, for help texts, autocomplete and validation messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// The option's name as typed by players (`dog_above_wolf`).
    pub name: &'static str,
    /// The values it takes, as typed (`on|off`, `SameMedium|LandToWater|AnyMedium`, `a number`).
    pub values: &'static str,
    /// The default value, as typed.
    pub default: &'static str,
    /// One sentence saying what it does.
    pub help: &'static str,
}

/// Why an option could not be set: one plain sentence.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct OptionError(pub String);

/// The typed rule options of one game. `Default` must be the game's standard rules.
pub trait RuleOptions:
    Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send + Sync
{
    /// Every option this game offers.
    fn specs() -> &'static [OptionSpec];

    /// Sets one option from text. Names and values are matched case-insensitively.
    fn set(&mut self, name: &str, value: &str) -> Result<(), OptionError>;

    /// Every option with its current value, in the order of [`RuleOptions::specs`].
    fn values(&self) -> Vec<(&'static str, String)>;

    /// Builds options from `NAME=VALUE` pairs on top of the defaults.
    fn from_pairs<'a>(
        pairs: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Self, OptionError> {
        let mut options = Self::default();
        for (name, value) in pairs {
            options.set(name, value)?;
        }
        Ok(options)
    }

    /// The options that differ from the defaults, as `NAME=VALUE`, for headers and records.
    fn non_default(&self) -> Vec<String> {
        let defaults = Self::default().values();
        self.values()
            .into_iter()
            .zip(defaults)
            .filter(|((_, value), (_, default))| value != default)
            .map(|((name, value), _)| format!("{name}={value}"))
            .collect()
    }
}

/// Parses an on/off option value (`on`, `off`, `true`, `false`, `yes`, `no`, `1`, `0`).
pub fn parse_switch(name: &str, value: &str) -> Result<bool, OptionError> {
    match value.to_ascii_lowercase().as_str() {
        "on" | "true" | "yes" | "1" => Ok(true),
        "off" | "false" | "no" | "0" => Ok(false),
        _ => Err(OptionError(format!(
            "{name} is on or off, not \"{value}\"."
        ))),
    }
}

/// Formats a switch the way [`parse_switch`] reads it.
pub fn format_switch(on: bool) -> String {
    if on { "on" } else { "off" }.to_owned()
}

/// The error for an option name a game does not have.
pub fn unknown_option(game: &str, name: &str, specs: &[OptionSpec]) -> OptionError {
    let names: Vec<&str> = specs.iter().map(|spec| spec.name).collect();
    if names.is_empty() {
        OptionError(format!(
            "{game} has no rule options, so \"{name}\" cannot be set."
        ))
    } else {
        OptionError(format!(
            "{game} has no option \"{name}\"; its options are {}.",
            names.join(", ")
        ))
    }
}
