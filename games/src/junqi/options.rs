//! The options of the 2-player game (§10), named as in the rules string of a record (§11.7).

use crate::options::{OptionError, OptionSpec, RuleOptions, format_switch, parse_switch};
use serde::{Deserialize, Serialize};

/// Who may see the ranks (§10.7); `allied` needs four players and is not offered here.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Visibility {
    /// Each player sees only their own ranks.
    #[default]
    Hidden,
    /// Every rank is public from the start.
    Open,
}

/// Who moves first (§8.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum First {
    /// South.
    #[default]
    South,
    /// A side drawn from the game's random stream.
    Random,
}

/// What happens to a player with no legal move (§8.5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stuck {
    /// They lose at once.
    #[default]
    Lose,
    /// They pass automatically (using up a pass).
    Skip,
}

/// The rule options of 2-player Junqi. `Default` is the standard game of the spec.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JunqiOptions {
    /// Every movable piece turns on the railroad.
    pub all_turn: bool,
    /// c6–c7 is a road link instead of a railroad.
    pub c_crossing_road: bool,
    /// Turns of their own a player waits before offering a draw again (recorded; the host enforces it).
    pub draw_offer_cooldown: u32,
    /// Resignations and draw offers are refused before this turn.
    pub earliest_resign: u32,
    /// An engineer may take the flag.
    pub engineer_takes_flag: bool,
    /// Engineers turn on the railroad.
    pub engineers_turn: bool,
    /// A non-engineer attacking a mine is removed together with it.
    pub explosive_mines: bool,
    /// Who moves first.
    pub first: First,
    /// The flag must be carried home to win.
    pub flag_carrier: bool,
    /// A flag cannot be taken while a mine of its owner remains.
    pub flag_guarded_by_mines: bool,
    /// Bombs turn on the railroad.
    pub flying_bombs: bool,
    /// Pieces may leave headquarters.
    pub hq_exit: bool,
    /// Seconds per turn (recorded; the host keeps the clock).
    pub move_time: u32,
    /// Turns without an attack that draw the game; 0 turns the rule off.
    pub no_capture_limit: u32,
    /// Passes allowed per player; the next one is a resignation.
    pub pass_limit: u32,
    /// Seconds for the setup (recorded; the host keeps the clock).
    pub setup_time: u32,
    /// What happens to a player with no legal move.
    pub stuck: Stuck,
    /// Turns after which the game is drawn; 0 turns the rule off.
    pub turn_cap: u32,
    /// Who may see the ranks.
    pub visibility: Visibility,
}

impl Default for JunqiOptions {
    fn default() -> Self {
        Self {
            all_turn: false,
            c_crossing_road: false,
            draw_offer_cooldown: 5,
            earliest_resign: 0,
            engineer_takes_flag: true,
            engineers_turn: true,
            explosive_mines: false,
            first: First::South,
            flag_carrier: false,
            flag_guarded_by_mines: false,
            flying_bombs: false,
            hq_exit: false,
            move_time: 30,
            no_capture_limit: 40,
            pass_limit: 4,
            setup_time: 300,
            stuck: Stuck::Lose,
            turn_cap: 0,
            visibility: Visibility::Hidden,
        }
    }
}

impl JunqiOptions {
    /// Whether pieces may leave headquarters (`hq_exit`, forced on by `flag_carrier`).
    pub fn pieces_leave_headquarters(&self) -> bool {
        self.hq_exit || self.flag_carrier
    }

    /// Whether every rank is public.
    pub fn is_open(&self) -> bool {
        self.visibility == Visibility::Open
    }

    /// The rules string of a record: a version tag, then every option sorted by key (§11.7).
    pub fn rules_string(&self) -> String {
        let mut text = String::from("v1");
        for (name, value) in self.values() {
            text.push_str(&format!(" {name}={value}"));
        }
        text
    }
}

const SPECS: &[OptionSpec] = &[
    OptionSpec {
        name: "all_turn",
        values: "on|off",
        default: "off",
        help: "Every movable piece may turn corners on the railroad.",
    },
    OptionSpec {
        name: "c_crossing",
        values: "rail|road",
        default: "rail",
        help: "Whether the middle frontline crossing c6-c7 is a railroad or a road.",
    },
    OptionSpec {
        name: "draw_offer_cooldown",
        values: "a number",
        default: "5",
        help: "Turns a player waits after a refused draw offer before offering again.",
    },
    OptionSpec {
        name: "earliest_resign",
        values: "a number",
        default: "0",
        help: "Resignations and draw offers are refused before this turn.",
    },
    OptionSpec {
        name: "engineer_takes_flag",
        values: "on|off",
        default: "on",
        help: "Whether an engineer may take the flag.",
    },
    OptionSpec {
        name: "engineers_turn",
        values: "on|off",
        default: "on",
        help: "Whether engineers may turn corners on the railroad.",
    },
    OptionSpec {
        name: "explosive_mines",
        values: "on|off",
        default: "off",
        help: "A piece other than an engineer that attacks a mine is removed together with it.",
    },
    OptionSpec {
        name: "first",
        values: "S|random",
        default: "S",
        help: "Who moves first: South, or a side drawn at random.",
    },
    OptionSpec {
        name: "flag_carrier",
        values: "on|off",
        default: "off",
        help: "The enemy flag must be carried back to your own flag's headquarters to win.",
    },
    OptionSpec {
        name: "flag_guarded_by_mines",
        values: "on|off",
        default: "off",
        help: "A flag cannot be taken while any mine of its owner remains.",
    },
    OptionSpec {
        name: "flying_bombs",
        values: "on|off",
        default: "off",
        help: "Bombs may turn corners on the railroad, like engineers.",
    },
    OptionSpec {
        name: "hq_exit",
        values: "on|off",
        default: "off",
        help: "Pieces may leave headquarters.",
    },
    OptionSpec {
        name: "move_time",
        values: "seconds",
        default: "30",
        help: "Seconds per turn; a player who runs out of time passes.",
    },
    OptionSpec {
        name: "no_capture_limit",
        values: "a number",
        default: "40",
        help: "Turns in a row without an attack that draw the game; 0 turns the rule off.",
    },
    OptionSpec {
        name: "pass_limit",
        values: "a number",
        default: "4",
        help: "Passes each player may make; the next one resigns the game.",
    },
    OptionSpec {
        name: "setup_time",
        values: "seconds",
        default: "300",
        help: "Seconds to arrange the pieces before the game is cancelled.",
    },
    OptionSpec {
        name: "stuck",
        values: "lose|skip",
        default: "lose",
        help: "Whether a player with no legal move loses or passes automatically.",
    },
    OptionSpec {
        name: "turn_cap",
        values: "a number",
        default: "0",
        help: "Turns after which the game is drawn; 0 turns the rule off.",
    },
    OptionSpec {
        name: "visibility",
        values: "hidden|open",
        default: "hidden",
        help: "Whether ranks are hidden, or public from the start.",
    },
];

fn parse_number(name: &str, value: &str) -> Result<u32, OptionError> {
    value.trim().parse().map_err(|_| {
        OptionError(format!(
            "{name} is a whole number of 0 or more, not \"{value}\"."
        ))
    })
}

fn choice<T: Copy>(name: &str, value: &str, choices: &[(&str, T)]) -> Result<T, OptionError> {
    let wanted = value.trim().to_ascii_lowercase();
    choices
        .iter()
        .find(|(text, _)| *text == wanted)
        .map(|&(_, chosen)| chosen)
        .ok_or_else(|| {
            let names: Vec<&str> = choices.iter().map(|(text, _)| *text).collect();
            OptionError(format!(
                "{name} is one of {}, not \"{value}\".",
                names.join(", ")
            ))
        })
}

impl RuleOptions for JunqiOptions {
    fn specs() -> &'static [OptionSpec] {
        SPECS
    }

    fn set(&mut self, name: &str, value: &str) -> Result<(), OptionError> {
        let key = name.trim().to_ascii_lowercase();
        match key.as_str() {
            "all_turn" => self.all_turn = parse_switch(&key, value)?,
            "c_crossing" => {
                self.c_crossing_road = choice(&key, value, &[("rail", false), ("road", true)])?
            }
            "draw_offer_cooldown" => self.draw_offer_cooldown = parse_number(&key, value)?,
            "earliest_resign" => self.earliest_resign = parse_number(&key, value)?,
            "engineer_takes_flag" => self.engineer_takes_flag = parse_switch(&key, value)?,
            "engineers_turn" => self.engineers_turn = parse_switch(&key, value)?,
            "explosive_mines" => self.explosive_mines = parse_switch(&key, value)?,
            "first" => {
                self.first = choice(
                    &key,
                    value,
                    &[
                        ("s", First::South),
                        ("south", First::South),
                        ("random", First::Random),
                    ],
                )?
            }
            "flag_carrier" => self.flag_carrier = parse_switch(&key, value)?,
            "flag_guarded_by_mines" => self.flag_guarded_by_mines = parse_switch(&key, value)?,
            "flying_bombs" => self.flying_bombs = parse_switch(&key, value)?,
            "hq_exit" => self.hq_exit = parse_switch(&key, value)?,
            "move_time" => self.move_time = parse_number(&key, value)?,
            "no_capture_limit" => self.no_capture_limit = parse_number(&key, value)?,
            "pass_limit" => self.pass_limit = parse_number(&key, value)?,
            "setup_time" => self.setup_time = parse_number(&key, value)?,
            "stuck" => {
                self.stuck = choice(&key, value, &[("lose", Stuck::Lose), ("skip", Stuck::Skip)])?
            }
            "turn_cap" => self.turn_cap = parse_number(&key, value)?,
            "visibility" => {
                self.visibility = choice(
                    &key,
                    value,
                    &[("hidden", Visibility::Hidden), ("open", Visibility::Open)],
                )?
            }
            _ => return Err(crate::options::unknown_option("Junqi", name, SPECS)),
        }
        Ok(())
    }

    fn values(&self) -> Vec<(&'static str, String)> {
        vec![
            ("all_turn", format_switch(self.all_turn)),
            (
                "c_crossing",
                if self.c_crossing_road { "road" } else { "rail" }.to_owned(),
            ),
            ("draw_offer_cooldown", self.draw_offer_cooldown.to_string()),
            ("earliest_resign", self.earliest_resign.to_string()),
            (
                "engineer_takes_flag",
                format_switch(self.engineer_takes_flag),
            ),
            ("engineers_turn", format_switch(self.engineers_turn)),
            ("explosive_mines", format_switch(self.explosive_mines)),
            (
                "first",
                match self.first {
                    First::South => "S",
                    First::Random => "random",
                }
                .to_owned(),
            ),
            ("flag_carrier", format_switch(self.flag_carrier)),
            (
                "flag_guarded_by_mines",
                format_switch(self.flag_guarded_by_mines),
            ),
            ("flying_bombs", format_switch(self.flying_bombs)),
            ("hq_exit", format_switch(self.hq_exit)),
            ("move_time", self.move_time.to_string()),
            ("no_capture_limit", self.no_capture_limit.to_string()),
            ("pass_limit", self.pass_limit.to_string()),
            ("setup_time", self.setup_time.to_string()),
            (
                "stuck",
                match self.stuck {
                    Stuck::Lose => "lose",
                    Stuck::Skip => "skip",
                }
                .to_owned(),
            ),
            ("turn_cap", self.turn_cap.to_string()),
            (
                "visibility",
                match self.visibility {
                    Visibility::Hidden => "hidden",
                    Visibility::Open => "open",
                }
                .to_owned(),
            ),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_rules_string_matches_the_spec_for_two_players() {
        assert_eq!(
            JunqiOptions::default().rules_string(),
            "v1 all_turn=off c_crossing=rail draw_offer_cooldown=5 earliest_resign=0 \
             engineer_takes_flag=on engineers_turn=on explosive_mines=off first=S flag_carrier=off \
             flag_guarded_by_mines=off flying_bombs=off hq_exit=off move_time=30 no_capture_limit=40 \
             pass_limit=4 setup_time=300 stuck=lose turn_cap=0 visibility=hidden"
        );
    }

    #[test]
    fn every_option_reads_back_what_it_writes() {
        let mut options = JunqiOptions::default();
        for (name, value) in [
            ("all_turn", "on"),
            ("c_crossing", "road"),
            ("draw_offer_cooldown", "3"),
            ("earliest_resign", "20"),
            ("engineer_takes_flag", "off"),
            ("engineers_turn", "off"),
            ("explosive_mines", "on"),
            ("first", "random"),
            ("flag_carrier", "on"),
            ("flag_guarded_by_mines", "on"),
            ("flying_bombs", "on"),
            ("hq_exit", "on"),
            ("move_time", "60"),
            ("no_capture_limit", "70"),
            ("pass_limit", "2"),
            ("setup_time", "120"),
            ("stuck", "skip"),
            ("turn_cap", "400"),
            ("visibility", "open"),
        ] {
            options.set(name, value).expect("a valid option");
        }
        let pairs: Vec<(String, String)> = options
            .values()
            .into_iter()
            .map(|(name, value)| (name.to_owned(), value))
            .collect();
        let again = JunqiOptions::from_pairs(pairs.iter().map(|(n, v)| (n.as_str(), v.as_str())))
            .expect("values read back");
        assert_eq!(again, options);
        assert_eq!(options.non_default().len(), SPECS.len());
    }

    #[test]
    fn bad_options_are_refused_with_a_sentence() {
        let mut options = JunqiOptions::default();
        let error = options.set("visibility", "allied").unwrap_err();
        assert!(error.0.contains("hidden, open"), "{error}");
        assert!(options.set("pass_limit", "-1").is_err());
        assert!(options.set("mobile_mines", "on").is_err());
    }
}
