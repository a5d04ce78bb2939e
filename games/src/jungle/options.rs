//! Jungle's rule options (§9 of the rules): all off by default, which is the seed game.

use super::piece::Kind;
use crate::options::{
    OptionError, OptionSpec, RuleOptions, format_switch, parse_switch, unknown_option,
};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Which rat-against-rat captures across the shore are allowed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RatWaterCapture {
    /// Seed rules: a rat captures only within its own medium (land to land, water to water).
    #[default]
    SameMedium,
    /// A land rat may also capture a rat in the water; a rat leaving the water still captures nothing.
    LandToWater,
    /// Captures across the shore both ways, except that a rat in the water never takes the elephant.
    AnyMedium,
}

impl RatWaterCapture {
    const ALL: [RatWaterCapture; 3] = [
        RatWaterCapture::SameMedium,
        RatWaterCapture::LandToWater,
        RatWaterCapture::AnyMedium,
    ];

    /// The value as typed (`LandToWater`).
    pub fn name(self) -> &'static str {
        match self {
            RatWaterCapture::SameMedium => "SameMedium",
            RatWaterCapture::LandToWater => "LandToWater",
            RatWaterCapture::AnyMedium => "AnyMedium",
        }
    }
}

impl fmt::Display for RatWaterCapture {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Jungle's rule options. The default is the seed rules.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct JungleOptions {
    /// The dog is rank 4 and the wolf rank 3 (the animals keep their starting squares).
    pub dog_above_wolf: bool,
    /// Rat-against-rat captures across the shore.
    pub rat_water_capture: RatWaterCapture,
    /// Any trap weakens the piece standing on it, its own side's traps included.
    pub any_trap_weakens: bool,
    /// The elephant never takes the rat, not even in the elephant side's traps.
    pub elephant_never_takes_rat: bool,
    /// The tiger jumps only along the files; the lion keeps every jump.
    pub tiger_jumps_vertically_only: bool,
    /// The Chinese "7-3" anti-shuffling rule.
    pub anti_shuffle_7_3: bool,
    /// The Chinese "17-5" anti-shuffling rule.
    pub anti_shuffle_17_5: bool,
    /// The game is drawn after this many consecutive plies without a capture.
    pub no_capture_draw_plies: Option<u32>,
}

const SPECS: &[OptionSpec] = &[
    OptionSpec {
        name: "dog_above_wolf",
        values: "on|off",
        default: "off",
        help: "The dog is rank 4 and the wolf rank 3; the animals keep their starting squares.",
    },
    OptionSpec {
        name: "rat_water_capture",
        values: "SameMedium|LandToWater|AnyMedium",
        default: "SameMedium",
        help: "Which rat captures across the shore are allowed: none, from land into the water, or both ways.",
    },
    OptionSpec {
        name: "any_trap_weakens",
        values: "on|off",
        default: "off",
        help: "A piece on any trap, its own side's included, can be taken by any enemy piece.",
    },
    OptionSpec {
        name: "elephant_never_takes_rat",
        values: "on|off",
        default: "off",
        help: "The elephant may not take the rat even in the elephant's own traps.",
    },
    OptionSpec {
        name: "tiger_jumps_vertically_only",
        values: "on|off",
        default: "off",
        help: "The tiger jumps only along the files; the lion keeps every jump.",
    },
    OptionSpec {
        name: "anti_shuffle_7_3",
        values: "on|off",
        default: "off",
        help: "A piece may not reach the same square a third time within seven of its consecutive moves.",
    },
    OptionSpec {
        name: "anti_shuffle_17_5",
        values: "on|off",
        default: "off",
        help: "A piece may not make 17 consecutive moves within 5 or fewer squares.",
    },
    OptionSpec {
        name: "no_capture_draw_plies",
        values: "off or a number of plies (100 suggested)",
        default: "off",
        help: "The game is drawn after that many consecutive plies without a capture.",
    },
];

impl JungleOptions {
    /// The rank of an animal under these options.
    pub fn rank(&self, kind: Kind) -> u8 {
        match kind {
            Kind::Dog if self.dog_above_wolf => 4,
            Kind::Wolf if self.dog_above_wolf => 3,
            _ => kind.seed_rank(),
        }
    }

    /// The animal of a rank under these options.
    pub fn kind_of_rank(&self, rank: u8) -> Option<Kind> {
        Kind::ALL.into_iter().find(|&kind| self.rank(kind) == rank)
    }

    /// Whether any rule that looks at earlier moves beyond the seed's repetition rule is on.
    pub fn anti_shuffle(&self) -> bool {
        self.anti_shuffle_7_3 || self.anti_shuffle_17_5
    }

    /// The `Rules` tag of a game record: `seed`, or `seed; ` and the options that are on.
    pub fn rules_tag(&self) -> String {
        let mut parts = vec!["seed".to_owned()];
        for (name, value) in self.values() {
            let default = SPECS
                .iter()
                .find(|spec| spec.name == name)
                .map(|spec| spec.default)
                .unwrap_or_default();
            if value == default {
                continue;
            }
            if value == "on" {
                parts.push(name.to_owned());
            } else {
                parts.push(format!("{name}={value}"));
            }
        }
        parts.join("; ")
    }
}

impl RuleOptions for JungleOptions {
    fn specs() -> &'static [OptionSpec] {
        SPECS
    }

    fn set(&mut self, name: &str, value: &str) -> Result<(), OptionError> {
        let key = name.trim().to_ascii_lowercase();
        let value = value.trim();
        match key.as_str() {
            "dog_above_wolf" => self.dog_above_wolf = parse_switch(&key, value)?,
            "any_trap_weakens" => self.any_trap_weakens = parse_switch(&key, value)?,
            "elephant_never_takes_rat" => {
                self.elephant_never_takes_rat = parse_switch(&key, value)?;
            }
            "tiger_jumps_vertically_only" => {
                self.tiger_jumps_vertically_only = parse_switch(&key, value)?;
            }
            "anti_shuffle_7_3" => self.anti_shuffle_7_3 = parse_switch(&key, value)?,
            "anti_shuffle_17_5" => self.anti_shuffle_17_5 = parse_switch(&key, value)?,
            "rat_water_capture" => {
                self.rat_water_capture = RatWaterCapture::ALL
                    .into_iter()
                    .find(|choice| choice.name().eq_ignore_ascii_case(value))
                    .ok_or_else(|| {
                        OptionError(format!(
                            "rat_water_capture is SameMedium, LandToWater or AnyMedium, not \"{value}\"."
                        ))
                    })?;
            }
            "no_capture_draw_plies" => self.no_capture_draw_plies = parse_plies(value)?,
            _ => return Err(unknown_option("Jungle", name.trim(), SPECS)),
        }
        Ok(())
    }

    fn values(&self) -> Vec<(&'static str, String)> {
        vec![
            ("dog_above_wolf", format_switch(self.dog_above_wolf)),
            (
                "rat_water_capture",
                self.rat_water_capture.name().to_owned(),
            ),
            ("any_trap_weakens", format_switch(self.any_trap_weakens)),
            (
                "elephant_never_takes_rat",
                format_switch(self.elephant_never_takes_rat),
            ),
            (
                "tiger_jumps_vertically_only",
                format_switch(self.tiger_jumps_vertically_only),
            ),
            ("anti_shuffle_7_3", format_switch(self.anti_shuffle_7_3)),
            ("anti_shuffle_17_5", format_switch(self.anti_shuffle_17_5)),
            (
                "no_capture_draw_plies",
                self.no_capture_draw_plies
                    .map_or_else(|| "off".to_owned(), |plies| plies.to_string()),
            ),
        ]
    }
}

/// Reads `off` (no draw rule) or a positive number of plies.
fn parse_plies(value: &str) -> Result<Option<u32>, OptionError> {
    if ["off", "none", "no"]
        .iter()
        .any(|off| off.eq_ignore_ascii_case(value))
    {
        return Ok(None);
    }
    match value.parse::<u32>() {
        Ok(plies) if plies > 0 => Ok(Some(plies)),
        _ => Err(OptionError(format!(
            "no_capture_draw_plies is off or a positive number of plies (100 is usual), not \"{value}\"."
        ))),
    }
}
