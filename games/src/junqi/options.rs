//! The options of the 2-player game (§10), named as in the rules string of a record (§11.7). Clocks are
//! not rule options: the host keeps one clock per game (a time per move, and a setup time for games with a
//! setup phase), and a Junqi time-out is a pass.

use crate::options::RuleOptions;

crate::option_choice! {
    /// Who may see the ranks (§10.7); `allied` needs four players and is not offered here.
    pub enum Visibility {
        /// Each player sees only their own ranks.
        Hidden = "hidden",
        /// Every rank is public from the start.
        Open = "open",
    }
}

crate::option_choice! {
    /// Who moves first (§8.1).
    pub enum First {
        /// South.
        South = "S" | "south",
        /// A side drawn from the game's random stream.
        Random = "random",
    }
}

crate::option_choice! {
    /// What happens to a player with no legal move (§8.5).
    pub enum Stuck {
        /// They lose at once.
        Lose = "lose",
        /// They pass automatically (using up a pass).
        Skip = "skip",
    }
}

crate::option_choice! {
    /// What the middle frontline crossing c6–c7 is (§10.4).
    pub enum Crossing {
        /// A railroad, like the other two crossings.
        Rail = "rail",
        /// A road: one step only.
        Road = "road",
    }
}

crate::rule_options! {
    /// The rule options of 2-player Junqi. `Default` is the standard game of the spec.
    #[derive(Copy)]
    pub struct JunqiOptions for "Junqi" {
        /// Every movable piece may turn corners on the railroad.
        all_turn: bool = false,
        /// Whether the middle frontline crossing c6-c7 is a railroad or a road.
        c_crossing: Crossing = Crossing::Rail,
        /// Turns a player waits after a refused draw offer before offering again.
        draw_offer_cooldown: u32 [0, 100] = 5,
        /// Resignations and draw offers are refused before this turn.
        earliest_resign: u32 [0, 500] = 0,
        /// Whether an engineer may take the flag.
        engineer_takes_flag: bool = true,
        /// Whether engineers may turn corners on the railroad.
        engineers_turn: bool = true,
        /// A piece other than an engineer that attacks a mine is removed together with it.
        explosive_mines: bool = false,
        /// Who moves first: South, or a side drawn at random.
        first: First = First::South,
        /// The enemy flag must be carried back to your own flag's headquarters to win.
        flag_carrier: bool = false,
        /// A flag cannot be taken while any mine of its owner remains.
        flag_guarded_by_mines: bool = false,
        /// Bombs may turn corners on the railroad, like engineers.
        flying_bombs: bool = false,
        /// Pieces may leave headquarters.
        hq_exit: bool = false,
        /// Turns in a row without an attack that draw the game; 0 turns the rule off.
        no_capture_limit: u32 [0, 1000] = 40,
        /// Passes each player may make; the next one resigns the game.
        pass_limit: u32 [0, 100] = 4,
        /// Whether a player with no legal move loses or passes automatically.
        stuck: Stuck = Stuck::Lose,
        /// Turns after which the game is drawn; 0 turns the rule off.
        turn_cap: u32 [0, 100_000] = 0,
        /// Whether ranks are hidden, or public from the start.
        visibility: Visibility = Visibility::Hidden,
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

    /// Whether c6–c7 is a road.
    pub fn c_crossing_road(&self) -> bool {
        self.c_crossing == Crossing::Road
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_rules_string_matches_the_spec_for_two_players() {
        assert_eq!(
            JunqiOptions::default().rules_string(),
            "v1 all_turn=off c_crossing=rail draw_offer_cooldown=5 earliest_resign=0 \
             engineer_takes_flag=on engineers_turn=on explosive_mines=off first=S flag_carrier=off \
             flag_guarded_by_mines=off flying_bombs=off hq_exit=off no_capture_limit=40 \
             pass_limit=4 stuck=lose turn_cap=0 visibility=hidden"
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
            ("no_capture_limit", "70"),
            ("pass_limit", "2"),
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
        assert_eq!(options.non_default().len(), JunqiOptions::specs().len());
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
