//! Named rule options: each game declares its options once (name, type, range, default) with
//! [`rule_options!`], which makes the typed struct the rules read, the specs help texts list, and the
//! `NAME=VALUE` reading and writing; what each option does is in the game's texts
//! ([`crate::About::option_key`]). [`Settings`] are options already checked against one game: the form in
//! which options travel between layers and are stored.

use crate::refusal::{Arg, Reason};
use serde::{Deserialize, Serialize, de::DeserializeOwned};
use std::fmt::Debug;

/// One option a game offers, for help texts, autocomplete and validation messages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// The option's name as typed by players (`dog_above_wolf`).
    pub name: &'static str,
    /// The values it takes, as typed (`on|off`, `same_medium|land_to_water|any_medium`, `0–50`).
    pub values: String,
    /// The default value, as typed.
    pub default: String,
}

/// Why an option could not be set, as a typed reason (its English sentence is its `Display`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", .0.english())]
pub struct OptionError(pub Reason);

impl OptionError {
    /// The error of the reason `key` with `args` (see [`Reason::new`]).
    pub fn of(key: &'static str, args: Vec<(&'static str, Arg)>) -> Self {
        Self(Reason::new(key, args))
    }
}

/// The typed rule options of one game, made by [`rule_options!`]. `Default` is the game's standard rules.
pub trait RuleOptions:
    Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send + Sync
{
    /// Every option this game offers, in declaration order.
    fn specs() -> &'static [OptionSpec];

    /// Sets one option from text. Names and values are matched case-insensitively.
    fn set(&mut self, name: &str, value: &str) -> Result<(), OptionError>;

    /// Every option with its current value, in the order of [`RuleOptions::specs`].
    fn values(&self) -> Vec<(&'static str, String)>;

    /// Builds options from `NAME=VALUE` pairs on top of the defaults. An option named twice is refused.
    fn from_pairs<'a>(
        pairs: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Self, OptionError> {
        let mut options = Self::default();
        let mut seen: Vec<String> = Vec::new();
        for (name, value) in pairs {
            let key = name.trim().to_ascii_lowercase();
            if seen.contains(&key) {
                return Err(OptionError::of(
                    "refusal-option-twice",
                    vec![("option", key.into())],
                ));
            }
            options.set(&key, value)?;
            seen.push(key);
        }
        Ok(options)
    }

    /// The options that differ from the defaults, as `(NAME, VALUE)` in declaration order.
    fn non_default_pairs(&self) -> Vec<(String, String)> {
        let defaults = Self::default().values();
        self.values()
            .into_iter()
            .zip(defaults)
            .filter(|((_, value), (_, default))| value != default)
            .map(|((name, value), _)| (name.to_owned(), value))
            .collect()
    }

    /// The options that differ from the defaults, as `NAME=VALUE`, for headers and records.
    fn non_default(&self) -> Vec<String> {
        self.non_default_pairs()
            .into_iter()
            .map(|(name, value)| format!("{name}={value}"))
            .collect()
    }
}

/// A type an option can have: a switch (`bool`), a whole number in a range (`u32`), a number or `off`
/// (`Option<u32>`), or a choice among names (an enum made with [`option_choice!`]).
pub trait OptionValue: Sized + Clone + PartialEq {
    /// The values it takes, as help texts show them; `range` bounds numbers.
    fn describe(range: Option<(u32, u32)>) -> String;
    /// Reads a value of option `name`; `range` bounds numbers.
    fn parse(name: &str, text: &str, range: Option<(u32, u32)>) -> Result<Self, OptionError>;
    /// The value as it is typed.
    fn write(&self) -> String;
}

impl OptionValue for bool {
    fn describe(_: Option<(u32, u32)>) -> String {
        "on|off".to_owned()
    }

    fn parse(name: &str, text: &str, _: Option<(u32, u32)>) -> Result<Self, OptionError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "on" | "true" | "yes" | "1" => Ok(true),
            "off" | "false" | "no" | "0" => Ok(false),
            _ => Err(OptionError::of(
                "refusal-option-on-off",
                vec![("option", name.into()), ("text", text.into())],
            )),
        }
    }

    fn write(&self) -> String {
        if *self { "on" } else { "off" }.to_owned()
    }
}

fn range_text((min, max): (u32, u32)) -> String {
    format!("{min}–{max}")
}

impl OptionValue for u32 {
    fn describe(range: Option<(u32, u32)>) -> String {
        range.map_or_else(|| "a whole number".to_owned(), range_text)
    }

    fn parse(name: &str, text: &str, range: Option<(u32, u32)>) -> Result<Self, OptionError> {
        let (min, max) = range.unwrap_or((0, u32::MAX));
        match text.trim().parse::<u32>() {
            Ok(value) if (min..=max).contains(&value) => Ok(value),
            _ => Err(OptionError::of(
                "refusal-option-number",
                vec![
                    ("option", name.into()),
                    ("min", min.to_string().into()),
                    ("max", max.to_string().into()),
                    ("text", text.into()),
                ],
            )),
        }
    }

    fn write(&self) -> String {
        self.to_string()
    }
}

impl OptionValue for Option<u32> {
    fn describe(range: Option<(u32, u32)>) -> String {
        format!("off or {}", u32::describe(range))
    }

    fn parse(name: &str, text: &str, range: Option<(u32, u32)>) -> Result<Self, OptionError> {
        if text.trim().eq_ignore_ascii_case("off") {
            return Ok(None);
        }
        let (min, max) = range.unwrap_or((0, u32::MAX));
        u32::parse(name, text, range).map(Some).map_err(|_| {
            OptionError::of(
                "refusal-option-off-or-number",
                vec![
                    ("option", name.into()),
                    ("min", min.to_string().into()),
                    ("max", max.to_string().into()),
                    ("text", text.into()),
                ],
            )
        })
    }

    fn write(&self) -> String {
        self.map_or_else(|| "off".to_owned(), |value| value.to_string())
    }
}

/// Declares an enum whose values are chosen by name in an option, with aliases:
///
/// ```
/// games::option_choice! {
///     /// Who moves first.
///     pub enum First {
///         /// South.
///         South = "S" | "south",
///         /// A side drawn from the game's random stream.
///         Random = "random",
///     }
/// }
/// assert_eq!(First::Random.name(), "random");
/// ```
///
/// The first name of each value is how it is written; every name is read, ignoring case.
#[macro_export]
macro_rules! option_choice {
    (
        $(#[$attr:meta])*
        $vis:vis enum $name:ident {
            $(
                $(#[$vattr:meta])*
                $variant:ident = $text:literal $(| $alias:literal)*
            ),+ $(,)?
        }
    ) => {
        $(#[$attr])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        $vis enum $name {
            $( $(#[$vattr])* $variant, )+
        }

        impl $name {
            /// The value as it is typed.
            pub fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $text,)+
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl $crate::options::OptionValue for $name {
            fn describe(_: Option<(u32, u32)>) -> String {
                [$($text),+].join("|")
            }

            fn parse(
                option: &str,
                text: &str,
                _: Option<(u32, u32)>,
            ) -> Result<Self, $crate::options::OptionError> {
                let wanted = text.trim();
                $(
                    if [$text $(, $alias)*].iter().any(|name| name.eq_ignore_ascii_case(wanted)) {
                        return Ok($name::$variant);
                    }
                )+
                Err($crate::options::OptionError::of(
                    "refusal-option-one-of",
                    vec![
                        ("option", option.into()),
                        ("values", [$($text),+].join(", ").into()),
                        ("text", text.into()),
                    ],
                ))
            }

            fn write(&self) -> String {
                self.name().to_owned()
            }
        }
    };
}

/// Declares a game's rule options once each: name, type, optional range `[min, max]` for numbers, and
/// default, each with its doc comment. The literal after `for` is the key of the game's name in refusals
/// (`game-jungle`); what each option does, for players, is in the game's texts.
///
/// ```
/// games::rule_options! {
///     /// The options of a small game.
///     pub struct SmallOptions for "game-jungle" {
///         /// Pieces may move backwards.
///         backwards: bool = false,
///         /// Turns a player waits before offering a draw again.
///         draw_offer_cooldown: u32 [0, 50] = 5,
///     }
/// }
/// use games::RuleOptions;
/// let options = SmallOptions::from_pairs([("backwards", "on")]).unwrap();
/// assert!(options.backwards);
/// assert_eq!(options.non_default(), ["backwards=on"]);
/// assert!(SmallOptions::from_pairs([("draw_offer_cooldown", "4294967295")]).is_err());
/// ```
///
/// It makes the struct (serde reads missing fields as their defaults), its `Default`, and its
/// [`RuleOptions`] implementation.
#[macro_export]
macro_rules! rule_options {
    (
        $(#[$attr:meta])*
        $vis:vis struct $name:ident for $game:literal {
            $(
                #[doc = $doc:literal]
                $field:ident : $ty:ty $([$min:expr, $max:expr])? = $default:expr
            ),* $(,)?
        }
    ) => {
        $(#[$attr])*
        #[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        #[serde(default)]
        $vis struct $name {
            $(
                #[doc = $doc]
                pub $field: $ty,
            )*
        }

        impl Default for $name {
            fn default() -> Self {
                Self { $($field: $default,)* }
            }
        }

        impl $crate::options::RuleOptions for $name {
            fn specs() -> &'static [$crate::options::OptionSpec] {
                static SPECS: std::sync::LazyLock<Vec<$crate::options::OptionSpec>> =
                    std::sync::LazyLock::new(|| {
                        let defaults = <$name as Default>::default();
                        vec![$(
                            $crate::options::OptionSpec {
                                name: stringify!($field),
                                values: <$ty as $crate::options::OptionValue>::describe(
                                    $crate::rule_options!(@range $($min, $max)?),
                                ),
                                default: $crate::options::OptionValue::write(&defaults.$field),
                            },
                        )*]
                    });
                &SPECS
            }

            fn set(&mut self, name: &str, value: &str) -> Result<(), $crate::options::OptionError> {
                let key = name.trim().to_ascii_lowercase();
                $(
                    if key == stringify!($field) {
                        self.$field = <$ty as $crate::options::OptionValue>::parse(
                            stringify!($field),
                            value,
                            $crate::rule_options!(@range $($min, $max)?),
                        )?;
                        return Ok(());
                    }
                )*
                Err($crate::options::unknown_option($game, name, Self::specs()))
            }

            fn values(&self) -> Vec<(&'static str, String)> {
                vec![$(
                    (stringify!($field), $crate::options::OptionValue::write(&self.$field)),
                )*]
            }
        }
    };
    (@range $min:expr, $max:expr) => { Some(($min, $max)) };
    (@range) => { None };
}

/// The error for an option name a game does not have; `game` is the key of the game's name.
pub fn unknown_option(game: &'static str, name: &str, specs: &[OptionSpec]) -> OptionError {
    let names: Vec<&str> = specs.iter().map(|spec| spec.name).collect();
    let game = ("game", Arg::Name(game.into()));
    if names.is_empty() {
        OptionError::of("refusal-option-none", vec![game, ("option", name.into())])
    } else {
        OptionError::of(
            "refusal-option-unknown",
            vec![
                game,
                ("option", name.into()),
                ("options", names.join(", ").into()),
            ],
        )
    }
}

/// Rule options checked against one game: only options it has, each once, each in range. Held as the
/// `NAME=VALUE` pairs that differ from the game's defaults, in declaration order, which is also how they
/// are stored, so a stored game keeps its options even when a later version adds new ones.
///
/// Only a catalogue entry makes them ([`crate::GameEntry::check_options`]), so holding one means the
/// options were checked.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Settings(Vec<(String, String)>);

impl Settings {
    /// The checked options of `options`.
    pub(crate) fn of<O: RuleOptions>(options: &O) -> Self {
        Settings(options.non_default_pairs())
    }

    /// The options that differ from the standard rules, as `(NAME, VALUE)`.
    pub fn pairs(&self) -> &[(String, String)] {
        &self.0
    }

    /// The options as `NAME=VALUE` words.
    pub fn words(&self) -> Vec<String> {
        self.0
            .iter()
            .map(|(name, value)| format!("{name}={value}"))
            .collect()
    }

    /// Whether every option has its standard value.
    pub fn is_standard(&self) -> bool {
        self.0.is_empty()
    }

    /// The typed options these settings stand for.
    pub(crate) fn read<O: RuleOptions>(&self) -> Result<O, OptionError> {
        O::from_pairs(
            self.0
                .iter()
                .map(|(name, value)| (name.as_str(), value.as_str())),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    option_choice! {
        /// A test choice.
        pub enum Speed {
            /// Slow.
            Slow = "slow" | "s",
            /// Fast.
            Fast = "fast",
        }
    }

    rule_options! {
        /// Test options.
        pub struct TestOptions for "game-jungle" {
            /// A switch.
            switch: bool = false,
            /// A number.
            count: u32 [1, 9] = 3,
            /// A limit or off.
            limit: Option<u32> [1, 500] = None,
            /// A choice.
            speed: Speed = Speed::Slow,
        }
    }

    #[test]
    fn specs_come_from_the_one_declaration() {
        let specs = TestOptions::specs();
        let rows: Vec<(&str, &str, &str)> = specs
            .iter()
            .map(|spec| (spec.name, spec.values.as_str(), spec.default.as_str()))
            .collect();
        assert_eq!(
            rows,
            [
                ("switch", "on|off", "off"),
                ("count", "1–9", "3"),
                ("limit", "off or 1–500", "off"),
                ("speed", "slow|fast", "slow"),
            ]
        );
    }

    #[test]
    fn values_read_back_what_they_write() {
        let options = TestOptions::from_pairs([
            ("SWITCH", "on"),
            ("count", "9"),
            ("limit", "100"),
            ("speed", "S"),
        ])
        .unwrap();
        assert_eq!(options.speed, Speed::Slow);
        let again = TestOptions::from_pairs(
            options
                .values()
                .iter()
                .map(|(name, value)| (*name, value.as_str())),
        )
        .unwrap();
        assert_eq!(again, options);
        assert_eq!(options.non_default(), ["switch=on", "count=9", "limit=100"]);
    }

    #[test]
    fn out_of_range_unknown_and_repeated_options_are_refused() {
        let error = TestOptions::from_pairs([("count", "4294967295")]).unwrap_err();
        assert_eq!(
            error.to_string(),
            "count is a whole number from 1 to 9, not \"4294967295\"."
        );
        assert!(TestOptions::from_pairs([("limit", "0")]).is_err());
        assert!(TestOptions::from_pairs([("speed", "warp")]).is_err());
        let error = TestOptions::from_pairs([("colour", "red")]).unwrap_err();
        assert!(
            error
                .to_string()
                .contains("Jungle has no option \"colour\"; its options are switch, count"),
            "{error}"
        );
        let error = TestOptions::from_pairs([("count", "2"), ("COUNT", "3")]).unwrap_err();
        assert_eq!(
            error.to_string(),
            "count is set twice; give each option once."
        );
    }

    #[test]
    fn settings_keep_only_what_differs_from_the_standard() {
        let options = TestOptions::from_pairs([("count", "3"), ("speed", "fast")]).unwrap();
        let settings = Settings::of(&options);
        assert_eq!(settings.words(), ["speed=fast"]);
        assert_eq!(settings.read::<TestOptions>().unwrap(), options);
    }
}
