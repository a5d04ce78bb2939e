//! The table (which game, who sits on which arm, who plays with whom) and the rules in force, as one
//! plain value the engine reads. Each game's options ([`super::JunqiOptions`], [`super::Junqi4Options`],
//! [`super::FanqiOptions`]) are turned into a [`Config`]; options that do not apply to a game keep their
//! standard values here.

use super::board::{Arm, Board, Layout};
use crate::refusal::Arg;
use serde::{Deserialize, Serialize};

/// Which of the three games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mode {
    /// Junqi for two on the 2-player board.
    Two,
    /// Junqi on the 4-player board, for four (2 against 2), three or two players.
    Four,
    /// Blind Junqi (翻棋) on the 2-player board.
    Fanqi,
}

impl Mode {
    /// The mode tag of position strings and records (`junqi2`, `junqi4`, `fanqi`).
    pub fn tag(self) -> &'static str {
        match self {
            Mode::Two => "junqi2",
            Mode::Four => "junqi4",
            Mode::Fanqi => "fanqi",
        }
    }
}

/// The two colours of 翻棋, as piece owners.
pub const RED: u8 = 0;
/// Black, written `K`.
pub const BLACK: u8 = 1;

/// Who sits at the table: the mode and each seat's arm, in seat order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Table {
    /// Which game.
    pub mode: Mode,
    seats: u8,
    arms: [Arm; 4],
}

impl Table {
    /// The 2-player game: South and North.
    pub fn two() -> Table {
        Table {
            mode: Mode::Two,
            seats: 2,
            arms: [Arm::South, Arm::North, Arm::South, Arm::South],
        }
    }

    /// 翻棋: South and North.
    pub fn fanqi() -> Table {
        Table {
            mode: Mode::Fanqi,
            ..Table::two()
        }
    }

    /// The 4-player board for `players` players: all four arms; three players on S, E and N (W is empty
    /// ground); two players on S and N, facing each other (E and W are empty ground).
    pub fn four(players: u8) -> Table {
        let arms = match players {
            2 => [Arm::South, Arm::North, Arm::South, Arm::South],
            3 => [Arm::South, Arm::East, Arm::North, Arm::South],
            _ => Arm::ALL,
        };
        Table {
            mode: Mode::Four,
            seats: players.clamp(2, 4),
            arms,
        }
    }

    /// How many seats there are.
    pub fn seats(&self) -> usize {
        usize::from(self.seats)
    }

    /// The seats, in seat order.
    pub fn all(&self) -> impl Iterator<Item = u8> + use<> {
        0..self.seats
    }

    /// The arm (or half) of a seat.
    pub fn arm(&self, seat: u8) -> Arm {
        self.arms[usize::from(seat)]
    }

    /// The seat on `arm`, if one sits there.
    pub fn seat_on(&self, arm: Arm) -> Option<u8> {
        self.all().find(|&seat| self.arm(seat) == arm)
    }

    /// The seat's letter (`S`, `E`, `N`, `W`).
    pub fn letter(&self, seat: u8) -> char {
        self.arm(seat).letter()
    }

    /// The key of the seat's name (`seat-junqi-south`).
    pub fn key(&self, seat: u8) -> &'static str {
        self.arm(seat).key()
    }

    /// The seat's name as an argument of a sentence.
    pub fn seat_arg(&self, seat: u8) -> Arg {
        Arg::Name(self.key(seat).into())
    }

    /// The seat's name in English (`South`), for sentences given only in English.
    pub fn name(&self, seat: u8) -> &'static str {
        english(self.key(seat))
    }

    /// Reads a seat letter.
    pub fn seat_of_letter(&self, letter: char) -> Option<u8> {
        Arm::from_letter(letter).and_then(|arm| self.seat_on(arm))
    }

    /// The keys of the seats' names, in seat order.
    pub fn keys(&self) -> Vec<&'static str> {
        self.all().map(|seat| self.key(seat)).collect()
    }

    /// The seats' names in English, in seat order.
    pub fn names(&self) -> Vec<&'static str> {
        self.all().map(|seat| self.name(seat)).collect()
    }

    /// The team of a seat: partners sit opposite in the 4-player game for four (§3.1); everyone else
    /// plays alone.
    pub fn team(&self, seat: u8) -> u8 {
        if self.mode == Mode::Four && self.seats == 4 {
            seat % 2
        } else {
            seat
        }
    }

    /// The teams of every seat, in seat order.
    pub fn teams(&self) -> Vec<u8> {
        self.all().map(|seat| self.team(seat)).collect()
    }

    /// Whether two different seats play together.
    pub fn partners(&self, a: u8, b: u8) -> bool {
        a != b && self.team(a) == self.team(b)
    }

    /// How many piece owners there are: the seats, or in 翻棋 the two colours.
    pub fn owners(&self) -> usize {
        self.seats()
    }

    /// The letter of a piece owner: a seat letter, or in 翻棋 `R` or `K`.
    pub fn owner_letter(&self, owner: u8) -> char {
        match self.mode {
            Mode::Fanqi => ['R', 'K'][usize::from(owner & 1)],
            _ => self.letter(owner),
        }
    }

    /// The key of the name of a piece owner (`seat-junqi-south`, `seat-junqi-red`).
    pub fn owner_key(&self, owner: u8) -> &'static str {
        match self.mode {
            Mode::Fanqi => ["seat-junqi-red", "seat-junqi-black"][usize::from(owner & 1)],
            _ => self.key(owner),
        }
    }

    /// The name of a piece owner as an argument of a sentence.
    pub fn owner_arg(&self, owner: u8) -> Arg {
        Arg::Name(self.owner_key(owner).into())
    }

    /// The name of a piece owner in English (`South`, `Red`), for sentences given only in English.
    pub fn owner_name(&self, owner: u8) -> &'static str {
        english(self.owner_key(owner))
    }

    /// Reads an owner letter.
    pub fn owner_of_letter(&self, letter: char) -> Option<u8> {
        match self.mode {
            Mode::Fanqi => match letter.to_ascii_uppercase() {
                'R' => Some(RED),
                'K' => Some(BLACK),
                _ => None,
            },
            _ => self.seat_of_letter(letter),
        }
    }

    /// The next seat in turn order after `seat` (§9.1): counter-clockwise S, E, N, W, or clockwise.
    pub fn next(&self, seat: u8, clockwise: bool) -> u8 {
        let n = self.seats;
        if clockwise {
            (seat + n - 1) % n
        } else {
            (seat + 1) % n
        }
    }
}

crate::option_choice! {
    /// How 翻棋 gives the players their colours (§10.10).
    pub enum FanqiColour {
        /// The first piece flipped in the game is the flipper's colour.
        FirstFlip = "first_flip",
        /// Two of a player's own flips in a row of the same colour make it theirs.
        TwoInARow = "two_in_a_row",
        /// Whoever first turns up an engineer takes its colour.
        FirstEngineer = "first_engineer",
    }
}

crate::option_choice! {
    /// How a 翻棋 flag is won (§10.10).
    pub enum FanqiFlag {
        /// Pick up the enemy flag and carry it to one of your own headquarters.
        CarryDrop = "carry_drop",
        /// Taking a face-up flag wins at once.
        Capture = "capture",
    }
}

/// Who may see ranks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Sight {
    /// Each player sees only their own ranks.
    Hidden,
    /// Partners also see each other's ranks.
    Allied,
    /// Every rank is public.
    Open,
}

/// Every rule switch of every mode, with the table: what the engine reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Config {
    /// Who sits where.
    pub table: Table,
    /// Every movable piece turns on the railroad.
    pub all_turn: bool,
    /// c6–c7 is a road (2-player board).
    pub c_crossing_road: bool,
    /// Turns a player waits after a refused draw offer.
    pub draw_offer_cooldown: u32,
    /// Resignations and draw offers are refused before this turn.
    pub earliest_resign: u32,
    /// 翻棋: an engineer that attacks a bomb removes it and moves in.
    pub engineer_takes_bomb: bool,
    /// An engineer may take the flag.
    pub engineer_takes_flag: bool,
    /// Engineers turn on the railroad.
    pub engineers_turn: bool,
    /// A non-engineer attacking a mine dies with it.
    pub explosive_mines: bool,
    /// 翻棋: how colours are given.
    pub fanqi_colour: FanqiColour,
    /// 翻棋: how a flag is won.
    pub fanqi_flag: FanqiFlag,
    /// The first seat is drawn at random.
    pub first_random: bool,
    /// 2-player: flags must be carried home.
    pub flag_carrier: bool,
    /// A flag cannot be taken while a mine of its owner remains.
    pub flag_guarded_by_mines: bool,
    /// Bombs turn on the railroad.
    pub flying_bombs: bool,
    /// Pieces may leave headquarters.
    pub hq_exit: bool,
    /// 翻棋: mines move and fight as bombs.
    pub mobile_mines: bool,
    /// Quiet turns that draw; 0 is off.
    pub no_capture_limit: u32,
    /// Passes each player may make.
    pub pass_limit: u32,
    /// A stuck player passes instead of losing.
    pub stuck_skip: bool,
    /// Turns that draw; 0 is off.
    pub turn_cap: u32,
    /// Turns go clockwise (4-player).
    pub clockwise: bool,
    /// Who sees ranks.
    pub sight: Sight,
}

impl Config {
    /// The standard rules for `table`.
    pub fn standard(table: Table) -> Config {
        Config {
            table,
            all_turn: false,
            c_crossing_road: false,
            draw_offer_cooldown: 5,
            earliest_resign: 0,
            engineer_takes_bomb: false,
            engineer_takes_flag: true,
            engineers_turn: true,
            explosive_mines: false,
            fanqi_colour: FanqiColour::FirstFlip,
            fanqi_flag: FanqiFlag::CarryDrop,
            first_random: false,
            flag_carrier: false,
            flag_guarded_by_mines: false,
            flying_bombs: false,
            hq_exit: false,
            mobile_mines: false,
            no_capture_limit: 40,
            pass_limit: 4,
            stuck_skip: false,
            turn_cap: 0,
            clockwise: false,
            sight: Sight::Hidden,
        }
    }

    /// The mode.
    pub fn mode(&self) -> Mode {
        self.table.mode
    }

    /// The board played on.
    pub fn layout(&self) -> Layout {
        match self.table.mode {
            Mode::Four => Layout::Four,
            _ => Layout::Two {
                road: self.c_crossing_road,
            },
        }
    }

    /// The board played on.
    pub fn board(&self) -> &'static Board {
        Board::get(self.layout())
    }

    /// Whether every face-up rank is public: `visibility=open`, and 翻棋 (§10.8).
    pub fn is_open(&self) -> bool {
        self.sight == Sight::Open || self.table.mode == Mode::Fanqi
    }

    /// Whether pieces may leave headquarters: `hq_exit`, forced by `flag_carrier` and 翻棋 (§4.5).
    pub fn pieces_leave_headquarters(&self) -> bool {
        self.hq_exit || self.flag_carrier || self.table.mode == Mode::Fanqi
    }

    /// Whether flags are carried rather than captured: `flag_carrier`, or 翻棋 `carry_drop`.
    pub fn carrying(&self) -> bool {
        self.flag_carrier
            || (self.table.mode == Mode::Fanqi && self.fanqi_flag == FanqiFlag::CarryDrop)
    }

    /// Whether mines move and fight as bombs (翻棋 `mobile_mines`).
    pub fn mines_are_bombs(&self) -> bool {
        self.mobile_mines && self.table.mode == Mode::Fanqi
    }

    /// Whether a Marshal's death reveals its flag (§6.3: not in 翻棋).
    pub fn marshal_reveals_flag(&self) -> bool {
        self.table.mode != Mode::Fanqi
    }
}

/// The English of a name key of Junqi's texts.
fn english(key: &'static str) -> &'static str {
    crate::texts::word("en", key).unwrap_or(key)
}
