//! Cetkaik's rule option: which of the engine's two rule presets is played (§2.6).

use crate::options::{OptionError, OptionSpec, RuleOptions, unknown_option};
use cetkaik_full_state_transition::Config;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The two rule presets of the engine (§2.6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Preset {
    /// Cerke Online's house rules (`Config::cerke_online_alpha`), the default: stepping over Tam2 costs
    /// an immediate 5 points × the stake and is not a hand; Tam2 may not move right after the opponent
    /// moved it; Tam2 may end where it started; Tam2's own square is tam2 hue; before a stepping cast the
    /// player declares a direction.
    #[default]
    CerkeOnlineAlpha,
    /// The strict official rules (`Config::strict_y1_huap1`): stepping over Tam2 is a −5 hand; moving Tam2
    /// right after the opponent moved it, or back to its square, is a −3 hand each; Tam2's own square is
    /// not tam2 hue; before a stepping cast the player declares the exact square.
    StrictY1,
}

impl Preset {
    /// Both presets.
    pub const ALL: [Preset; 2] = [Preset::CerkeOnlineAlpha, Preset::StrictY1];

    /// The value as typed (`cerke_online_alpha`, `strict_y1_2020`).
    pub fn name(self) -> &'static str {
        match self {
            Preset::CerkeOnlineAlpha => "cerke_online_alpha",
            Preset::StrictY1 => "strict_y1_2020",
        }
    }

    /// Reads a preset: `cerke_online_alpha` (also `cerke_online`, `alpha`, `online`) or `strict_y1_2020`
    /// (also the engine's own name `strict_y1_huap1`, and `strict`). Case does not matter.
    pub fn parse(text: &str) -> Option<Preset> {
        match text.to_ascii_lowercase().as_str() {
            "cerke_online_alpha" | "cerke_online" | "alpha" | "online" => {
                Some(Preset::CerkeOnlineAlpha)
            }
            "strict_y1_2020" | "strict_y1_huap1" | "strict" => Some(Preset::StrictY1),
            _ => None,
        }
    }

    /// The engine's configuration.
    pub fn config(self) -> Config {
        match self {
            Preset::CerkeOnlineAlpha => Config::cerke_online_alpha(),
            Preset::StrictY1 => Config::strict_y1_huap1(),
        }
    }

    /// Whether Tam2's own square counts as tam2 hue.
    pub fn tam_itself_is_tam2_hue(self) -> bool {
        self.config().tam_itself_is_tam_hue
    }

    /// Whether stepping over Tam2 is a −5 hand (strict) rather than an immediate −5 (Cerke Online).
    pub fn stepping_over_tam2_is_a_hand(self) -> bool {
        self.config().step_tam_is_a_hand
    }

    /// Whether the player declares the exact square before a stepping cast (strict) rather than the
    /// direction (Cerke Online).
    pub fn declares_exact_square(self) -> bool {
        self.config().what_to_say_before_casting_sticks
            == Some(cetkaik_full_state_transition::Plan::ExactDestination)
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Cetkaik's rule options. The default is Cerke Online's rules.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct CetkaikOptions {
    /// The rule preset.
    pub rules: Preset,
}

const SPECS: &[OptionSpec] = &[OptionSpec {
    name: "rules",
    values: "cerke_online_alpha|strict_y1_2020",
    default: "cerke_online_alpha",
    help: "Cerke Online's rules, or the strict official rules where Tam2 penalties are hands.",
}];

impl RuleOptions for CetkaikOptions {
    fn specs() -> &'static [OptionSpec] {
        SPECS
    }

    fn set(&mut self, name: &str, value: &str) -> Result<(), OptionError> {
        match name.to_ascii_lowercase().as_str() {
            "rules" | "preset" => {
                self.rules = Preset::parse(value).ok_or_else(|| {
                    OptionError(format!(
                        "rules is cerke_online_alpha or strict_y1_2020, not \"{value}\"."
                    ))
                })?;
                Ok(())
            }
            _ => Err(unknown_option("Cetkaik", name, SPECS)),
        }
    }

    fn values(&self) -> Vec<(&'static str, String)> {
        vec![("rules", self.rules.name().to_owned())]
    }
}
