//! The options of the three games (§10), named as in the rules string of a record (§11.7), each game
//! with the options that apply to it. Clocks are not rule options: the host keeps one clock per game (a
//! time per move, and a setup time for games with a setup phase), and a Junqi time-out is a pass.

use super::config::{Config, FanqiColour, FanqiFlag, Sight, Table};
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
    pub struct JunqiOptions for "game-junqi" {
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
        rules_string(self)
    }

    /// The rules the engine plays.
    pub fn config(&self) -> Config {
        Config {
            all_turn: self.all_turn,
            c_crossing_road: self.c_crossing_road(),
            draw_offer_cooldown: self.draw_offer_cooldown,
            earliest_resign: self.earliest_resign,
            engineer_takes_flag: self.engineer_takes_flag,
            engineers_turn: self.engineers_turn,
            explosive_mines: self.explosive_mines,
            first_random: self.first == First::Random,
            flag_carrier: self.flag_carrier,
            flag_guarded_by_mines: self.flag_guarded_by_mines,
            flying_bombs: self.flying_bombs,
            hq_exit: self.hq_exit,
            no_capture_limit: self.no_capture_limit,
            pass_limit: self.pass_limit,
            stuck_skip: self.stuck == Stuck::Skip,
            turn_cap: self.turn_cap,
            sight: if self.is_open() {
                Sight::Open
            } else {
                Sight::Hidden
            },
            ..Config::standard(Table::two())
        }
    }
}

/// The rules string of a record: a version tag, then every option of the game sorted by key (§11.7).
pub fn rules_string(options: &impl RuleOptions) -> String {
    let mut values = options.values();
    values.sort();
    let mut text = String::from("v1");
    for (name, value) in values {
        text.push_str(&format!(" {name}={value}"));
    }
    text
}

crate::option_choice! {
    /// Who may see the ranks in the 4-player game (§10.7).
    pub enum TeamVisibility {
        /// Each player sees only their own ranks.
        Hidden = "hidden",
        /// Partners see each other's ranks too, setups included once both are ready.
        Allied = "allied",
        /// Every rank is public from the start.
        Open = "open",
    }
}

crate::option_choice! {
    /// The turn order of the 4-player game (§9.1).
    pub enum TurnOrder {
        /// Counter-clockwise: South, East, North, West.
        Ccw = "ccw",
        /// Clockwise: South, West, North, East.
        Cw = "cw",
    }
}

crate::rule_options! {
    /// The rule options of Junqi on the 4-player board. `Default` is the standard 2-against-2 game.
    #[derive(Copy)]
    pub struct Junqi4Options for "name-game-junqi4" {
        /// Every movable piece may turn corners on the railroad.
        all_turn: bool = false,
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
        /// Who moves first: South, or a seat drawn at random.
        first: First = First::South,
        /// A flag cannot be taken while any mine of its owner remains.
        flag_guarded_by_mines: bool = false,
        /// Bombs may turn corners on the railroad, like engineers.
        flying_bombs: bool = false,
        /// Pieces may leave headquarters.
        hq_exit: bool = false,
        /// Turns in a row without an attack that draw the game; 0 turns the rule off.
        no_capture_limit: u32 [0, 1000] = 40,
        /// Passes each player may make; the next one resigns.
        pass_limit: u32 [0, 100] = 4,
        /// Players: 4 (South and North against East and West), 3 (each for themselves) or 2.
        players: u32 [2, 4] = 4,
        /// Whether a player with no legal move is out or passes automatically.
        stuck: Stuck = Stuck::Lose,
        /// Turns after which the game is drawn; 0 turns the rule off.
        turn_cap: u32 [0, 100_000] = 0,
        /// Counter-clockwise (South, East, North, West) or clockwise turns.
        turn_order: TurnOrder = TurnOrder::Ccw,
        /// Whether ranks are hidden, shown to partners, or public from the start.
        visibility: TeamVisibility = TeamVisibility::Hidden,
    }
}

impl Junqi4Options {
    /// The rules string of a record (§11.7).
    pub fn rules_string(&self) -> String {
        rules_string(self)
    }

    /// The rules the engine plays.
    pub fn config(&self) -> Config {
        Config {
            all_turn: self.all_turn,
            draw_offer_cooldown: self.draw_offer_cooldown,
            earliest_resign: self.earliest_resign,
            engineer_takes_flag: self.engineer_takes_flag,
            engineers_turn: self.engineers_turn,
            explosive_mines: self.explosive_mines,
            first_random: self.first == First::Random,
            flag_guarded_by_mines: self.flag_guarded_by_mines,
            flying_bombs: self.flying_bombs,
            hq_exit: self.hq_exit,
            no_capture_limit: self.no_capture_limit,
            pass_limit: self.pass_limit,
            stuck_skip: self.stuck == Stuck::Skip,
            turn_cap: self.turn_cap,
            clockwise: self.turn_order == TurnOrder::Cw,
            sight: match self.visibility {
                TeamVisibility::Hidden => Sight::Hidden,
                TeamVisibility::Allied => Sight::Allied,
                TeamVisibility::Open => Sight::Open,
            },
            ..Config::standard(Table::four(self.players as u8))
        }
    }
}

crate::rule_options! {
    /// The rule options of Blind Junqi (翻棋). `Default` is the seed's game.
    #[derive(Copy)]
    pub struct FanqiOptions for "name-game-fanqi" {
        /// Every movable piece may turn corners on the railroad.
        all_turn: bool = false,
        /// Whether the middle frontline crossing c6-c7 is a railroad or a road.
        c_crossing: Crossing = Crossing::Rail,
        /// Turns a player waits after a refused draw offer before offering again.
        draw_offer_cooldown: u32 [0, 100] = 5,
        /// Resignations and draw offers are refused before this turn.
        earliest_resign: u32 [0, 500] = 0,
        /// An engineer that attacks a bomb removes it and moves in.
        engineer_takes_bomb: bool = false,
        /// Whether an engineer may take the flag.
        engineer_takes_flag: bool = true,
        /// Whether engineers may turn corners on the railroad.
        engineers_turn: bool = true,
        /// A piece other than an engineer that attacks a mine is removed together with it.
        explosive_mines: bool = false,
        /// How colours are given: the first flip, two flips of one colour in a row, or the first engineer.
        fanqi_colour: FanqiColour = FanqiColour::FirstFlip,
        /// Whether the enemy flag is carried to your own headquarters or captured outright.
        fanqi_flag: FanqiFlag = FanqiFlag::CarryDrop,
        /// Who acts first: South, or a seat drawn at random.
        first: First = First::South,
        /// A flag cannot be taken while any mine of its colour remains.
        flag_guarded_by_mines: bool = false,
        /// Bombs (and mobile mines) may turn corners on the railroad, like engineers.
        flying_bombs: bool = false,
        /// Mines move and fight as bombs.
        mobile_mines: bool = false,
        /// Turns in a row without an attack or a flip that draw the game; 0 turns the rule off.
        no_capture_limit: u32 [0, 1000] = 40,
        /// Passes each player may make; the next one resigns.
        pass_limit: u32 [0, 100] = 4,
        /// Whether a player with no legal action loses or passes automatically.
        stuck: Stuck = Stuck::Lose,
        /// Turns after which the game is drawn; 0 turns the rule off.
        turn_cap: u32 [0, 100_000] = 0,
    }
}

impl FanqiOptions {
    /// The rules string of a record (§11.7).
    pub fn rules_string(&self) -> String {
        rules_string(self)
    }

    /// The rules the engine plays.
    pub fn config(&self) -> Config {
        Config {
            all_turn: self.all_turn,
            c_crossing_road: self.c_crossing == Crossing::Road,
            draw_offer_cooldown: self.draw_offer_cooldown,
            earliest_resign: self.earliest_resign,
            engineer_takes_bomb: self.engineer_takes_bomb,
            engineer_takes_flag: self.engineer_takes_flag,
            engineers_turn: self.engineers_turn,
            explosive_mines: self.explosive_mines,
            fanqi_colour: self.fanqi_colour,
            fanqi_flag: self.fanqi_flag,
            first_random: self.first == First::Random,
            flag_guarded_by_mines: self.flag_guarded_by_mines,
            flying_bombs: self.flying_bombs,
            mobile_mines: self.mobile_mines,
            no_capture_limit: self.no_capture_limit,
            pass_limit: self.pass_limit,
            stuck_skip: self.stuck == Stuck::Skip,
            turn_cap: self.turn_cap,
            sight: Sight::Open,
            ..Config::standard(Table::fanqi())
        }
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
        assert!(error.to_string().contains("hidden, open"), "{error}");
        assert!(options.set("pass_limit", "-1").is_err());
        assert!(options.set("mobile_mines", "on").is_err());
    }

    #[test]
    fn the_four_player_and_fanqi_rules_strings_list_their_own_options_sorted() {
        assert_eq!(
            Junqi4Options::default().rules_string(),
            "v1 all_turn=off draw_offer_cooldown=5 earliest_resign=0 engineer_takes_flag=on \
             engineers_turn=on explosive_mines=off first=S flag_guarded_by_mines=off \
             flying_bombs=off hq_exit=off no_capture_limit=40 pass_limit=4 players=4 stuck=lose \
             turn_cap=0 turn_order=ccw visibility=hidden"
        );
        assert_eq!(
            FanqiOptions::default().rules_string(),
            "v1 all_turn=off c_crossing=rail draw_offer_cooldown=5 earliest_resign=0 \
             engineer_takes_bomb=off engineer_takes_flag=on engineers_turn=on explosive_mines=off \
             fanqi_colour=first_flip fanqi_flag=carry_drop first=S flag_guarded_by_mines=off \
             flying_bombs=off mobile_mines=off no_capture_limit=40 pass_limit=4 stuck=lose turn_cap=0"
        );
        let course = FanqiOptions::from_pairs([
            ("fanqi_colour", "two_in_a_row"),
            ("fanqi_flag", "capture"),
            ("flag_guarded_by_mines", "on"),
            ("pass_limit", "2"),
            ("earliest_resign", "20"),
        ])
        .expect("the course rule set of §10.10");
        let config = course.config();
        assert_eq!(config.fanqi_colour, FanqiColour::TwoInARow);
        assert_eq!(config.fanqi_flag, FanqiFlag::Capture);
        assert!(config.is_open() && config.pieces_leave_headquarters() && !config.carrying());
        let three = Junqi4Options::from_pairs([("players", "3"), ("turn_order", "cw")])
            .expect("valid")
            .config();
        assert_eq!(three.table.seats(), 3);
        assert!(three.clockwise);
        assert!(Junqi4Options::from_pairs([("players", "5")]).is_err());
        assert!(Junqi4Options::from_pairs([("flag_carrier", "on")]).is_err());
        assert!(FanqiOptions::from_pairs([("visibility", "open")]).is_err());
        let allied = Junqi4Options::from_pairs([("visibility", "allied")])
            .expect("valid")
            .config();
        assert_eq!(allied.sight, Sight::Allied);
    }
}
