//! The two sides, the eight animals and their names, letters and ranks.

use crate::model::Seat;

/// A side: Blue (the bottom side, first to move) or Red.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// The bottom side (ranks 1–3 at the start), first to move; seat 0.
    Blue = 0,
    /// The top side; seat 1.
    Red = 1,
}

impl Side {
    /// Both sides, in seat order.
    pub const BOTH: [Side; 2] = [Side::Blue, Side::Red];

    /// The other side.
    pub const fn other(self) -> Side {
        match self {
            Side::Blue => Side::Red,
            Side::Red => Side::Blue,
        }
    }

    /// The side's seat.
    pub const fn seat(self) -> Seat {
        Seat(self as u8)
    }

    /// The side of a seat, if the seat is one of Jungle's two.
    pub const fn of_seat(seat: Seat) -> Option<Side> {
        match seat.0 {
            0 => Some(Side::Blue),
            1 => Some(Side::Red),
            _ => None,
        }
    }

    /// The side's seat name as an argument of a sentence.
    pub fn arg(self) -> crate::refusal::Arg {
        crate::refusal::Arg::Name(self.key().into())
    }

    /// The key of the side's seat name (`seat-jungle-blue`).
    pub const fn key(self) -> &'static str {
        match self {
            Side::Blue => "seat-jungle-blue",
            Side::Red => "seat-jungle-red",
        }
    }
}

impl std::fmt::Display for Side {
    /// The side's seat name in English (`Blue`), from the game's texts.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(crate::texts::word("en", self.key()).unwrap_or(self.key()))
    }
}

/// An animal, in the order of its seed rank (rat 1 … elephant 8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Seed rank 1; swims, takes the elephant.
    Rat = 0,
    /// Seed rank 2.
    Cat = 1,
    /// Seed rank 3 (4 under `dog_above_wolf`).
    Dog = 2,
    /// Seed rank 4 (3 under `dog_above_wolf`).
    Wolf = 3,
    /// Seed rank 5 ("cougar", "panther").
    Leopard = 4,
    /// Seed rank 6; jumps the lakes.
    Tiger = 5,
    /// Seed rank 7; jumps the lakes.
    Lion = 6,
    /// Seed rank 8; never takes the rat outside its own traps.
    Elephant = 7,
}

impl Kind {
    /// Every animal, weakest first.
    pub const ALL: [Kind; 8] = [
        Kind::Rat,
        Kind::Cat,
        Kind::Dog,
        Kind::Wolf,
        Kind::Leopard,
        Kind::Tiger,
        Kind::Lion,
        Kind::Elephant,
    ];

    /// The animal with this index (0 = rat … 7 = elephant).
    pub const fn from_index(index: u8) -> Kind {
        Kind::ALL[index as usize]
    }

    /// The animal's letter in position strings, upper case (`E L T P W D C R`).
    pub const fn letter(self) -> char {
        match self {
            Kind::Rat => 'R',
            Kind::Cat => 'C',
            Kind::Dog => 'D',
            Kind::Wolf => 'W',
            Kind::Leopard => 'P',
            Kind::Tiger => 'T',
            Kind::Lion => 'L',
            Kind::Elephant => 'E',
        }
    }

    /// The animal of a letter, either case.
    pub fn from_letter(letter: char) -> Option<Kind> {
        let upper = letter.to_ascii_uppercase();
        Kind::ALL.into_iter().find(|kind| kind.letter() == upper)
    }

    /// The English name, capitalised (`Elephant`).
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Rat => "Rat",
            Kind::Cat => "Cat",
            Kind::Dog => "Dog",
            Kind::Wolf => "Wolf",
            Kind::Leopard => "Leopard",
            Kind::Tiger => "Tiger",
            Kind::Lion => "Lion",
            Kind::Elephant => "Elephant",
        }
    }

    /// The key of the name in reasons for a refusal (`piece-jungle-dog`: "dog").
    pub const fn key(self) -> &'static str {
        match self {
            Kind::Rat => "piece-jungle-rat",
            Kind::Cat => "piece-jungle-cat",
            Kind::Dog => "piece-jungle-dog",
            Kind::Wolf => "piece-jungle-wolf",
            Kind::Leopard => "piece-jungle-leopard",
            Kind::Tiger => "piece-jungle-tiger",
            Kind::Lion => "piece-jungle-lion",
            Kind::Elephant => "piece-jungle-elephant",
        }
    }

    /// The kind as an argument of a reason.
    pub fn arg(self) -> crate::refusal::Arg {
        crate::refusal::Arg::Name(self.key().into())
    }

    /// The key of the capitalised name in notes (`note-jungle-dog`: "Dog").
    pub const fn note_key(self) -> &'static str {
        match self {
            Kind::Rat => "note-jungle-rat",
            Kind::Cat => "note-jungle-cat",
            Kind::Dog => "note-jungle-dog",
            Kind::Wolf => "note-jungle-wolf",
            Kind::Leopard => "note-jungle-leopard",
            Kind::Tiger => "note-jungle-tiger",
            Kind::Lion => "note-jungle-lion",
            Kind::Elephant => "note-jungle-elephant",
        }
    }

    /// The English name in lower case, for sentences ("your dog").
    pub const fn lower_name(self) -> &'static str {
        match self {
            Kind::Rat => "rat",
            Kind::Cat => "cat",
            Kind::Dog => "dog",
            Kind::Wolf => "wolf",
            Kind::Leopard => "leopard",
            Kind::Tiger => "tiger",
            Kind::Lion => "lion",
            Kind::Elephant => "elephant",
        }
    }

    /// The Chinese character (`象`).
    pub const fn cjk(self) -> &'static str {
        match self {
            Kind::Rat => "鼠",
            Kind::Cat => "猫",
            Kind::Dog => "狗",
            Kind::Wolf => "狼",
            Kind::Leopard => "豹",
            Kind::Tiger => "虎",
            Kind::Lion => "狮",
            Kind::Elephant => "象",
        }
    }

    /// The rank in the seed rules (rat 1 … elephant 8); see `JungleOptions::rank` for the active rank.
    pub const fn seed_rank(self) -> u8 {
        self as u8 + 1
    }

    /// Whether it may jump the lakes.
    pub const fn jumps(self) -> bool {
        matches!(self, Kind::Lion | Kind::Tiger)
    }
}

/// A piece: a side's animal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose it is.
    pub side: Side,
    /// Which animal.
    pub kind: Kind,
}

impl Piece {
    /// The piece of `side` and `kind`.
    pub const fn new(side: Side, kind: Kind) -> Self {
        Self { side, kind }
    }

    /// Its compact code on the board, `1..=16` (0 is an empty square).
    pub const fn code(self) -> u8 {
        1 + self.side as u8 * 8 + self.kind as u8
    }

    /// The piece of a non-zero board code.
    pub const fn from_code(code: u8) -> Piece {
        let index = code - 1;
        let side = if index >= 8 { Side::Red } else { Side::Blue };
        Piece::new(side, Kind::from_index(index % 8))
    }

    /// Its letter in position strings: upper case for Blue, lower case for Red.
    pub fn letter(self) -> char {
        match self.side {
            Side::Blue => self.kind.letter(),
            Side::Red => self.kind.letter().to_ascii_lowercase(),
        }
    }

    /// The piece a position-string letter stands for.
    pub fn from_letter(letter: char) -> Option<Piece> {
        let kind = Kind::from_letter(letter)?;
        let side = if letter.is_ascii_uppercase() {
            Side::Blue
        } else {
            Side::Red
        };
        Some(Piece::new(side, kind))
    }
}

impl std::fmt::Display for Piece {
    /// "Blue Dog".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.side, self.kind.name())
    }
}
