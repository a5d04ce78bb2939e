//! Sides, colours, kinds and pieces (§1.2), with every name a player may type for them.
//!
//! A piece's **colour** (red 赤 or black 黒) is printed on it and never changes; its **owner** (the IA side or
//! the A side) changes when it is captured and dropped again. The two are separate fields everywhere.

use crate::model::Seat;
use cetkaik_fundamental::{AbsoluteSide, Color, Profession};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A side of the board (§1.1). The IA side starts on rows AI, AU and IA and moves up; the A side starts on
/// rows A, E and I and moves down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Side {
    /// The IA side (seat 0, drawn at the bottom; holds the black King at the start).
    IA,
    /// The A side (seat 1, drawn at the top; holds the red King at the start).
    A,
}

impl Side {
    /// Both sides in seat order.
    pub const BOTH: [Side; 2] = [Side::IA, Side::A];

    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::IA => Side::A,
            Side::A => Side::IA,
        }
    }

    /// The seat that plays this side: the IA side is seat 0, the A side seat 1.
    pub fn seat(self) -> Seat {
        match self {
            Side::IA => Seat(0),
            Side::A => Seat(1),
        }
    }

    /// The side a seat plays, if the seat exists.
    pub fn of_seat(seat: Seat) -> Option<Side> {
        match seat.0 {
            0 => Some(Side::IA),
            1 => Some(Side::A),
            _ => None,
        }
    }

    /// The side's name as written in position strings (`IA`, `A`).
    pub fn code(self) -> &'static str {
        match self {
            Side::IA => "IA",
            Side::A => "A",
        }
    }

    /// The key of the side's name (`seat-cetkaik-ia-side`: "IA side").
    pub fn key(self) -> &'static str {
        match self {
            Side::IA => "seat-cetkaik-ia-side",
            Side::A => "seat-cetkaik-a-side",
        }
    }

    /// The side's name as an argument of a sentence.
    pub fn arg(self) -> crate::refusal::Arg {
        crate::refusal::Arg::Name(self.key().into())
    }

    /// The index of this side in per-side arrays (IA 0, A 1).
    pub fn index(self) -> usize {
        match self {
            Side::IA => 0,
            Side::A => 1,
        }
    }

    /// The colour of the King this side holds at the start of a season.
    pub fn king_colour(self) -> Colour {
        match self {
            Side::IA => Colour::Black,
            Side::A => Colour::Red,
        }
    }

    pub(crate) fn to_engine(self) -> AbsoluteSide {
        match self {
            Side::IA => AbsoluteSide::IASide,
            Side::A => AbsoluteSide::ASide,
        }
    }

    pub(crate) fn from_engine(side: AbsoluteSide) -> Side {
        match side {
            AbsoluteSide::IASide => Side::IA,
            AbsoluteSide::ASide => Side::A,
        }
    }
}

impl fmt::Display for Side {
    /// The side's name in English (`IA side`), from Cetkaik's texts.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(crate::texts::word("en", self.key()).unwrap_or(self.key()))
    }
}

/// The colour printed on a piece: it never changes, whoever owns the piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Colour {
    /// 赤, kok1.
    Red,
    /// 黒, huok2.
    Black,
}

impl Colour {
    /// Both colours, red first.
    pub const BOTH: [Colour; 2] = [Colour::Red, Colour::Black];

    /// The kanji (`赤`, `黒`).
    pub fn kanji(self) -> &'static str {
        match self {
            Colour::Red => "赤",
            Colour::Black => "黒",
        }
    }

    /// The English word (`red`, `black`), from Cetkaik's texts.
    pub fn word(self) -> &'static str {
        crate::texts::word("en", self.key()).unwrap_or(self.key())
    }

    /// The key of the colour's word (`name-cetkaik-red`).
    pub fn key(self) -> &'static str {
        match self {
            Colour::Red => "name-cetkaik-red",
            Colour::Black => "name-cetkaik-black",
        }
    }

    /// The letter used in position strings (`r`, `b`).
    pub fn letter(self) -> char {
        match self {
            Colour::Red => 'r',
            Colour::Black => 'b',
        }
    }

    /// Reads a colour in any accepted spelling: kanji (赤 黒, also 红 紅 黑), English, or romanised
    /// (`kok1`, `huok2`, with or without the tone digit). Case does not matter.
    pub fn parse(text: &str) -> Option<Colour> {
        match text.to_lowercase().as_str() {
            "赤" | "红" | "紅" | "red" | "kok1" | "kok" => Some(Colour::Red),
            "黒" | "黑" | "black" | "huok2" | "huok" => Some(Colour::Black),
            _ => None,
        }
    }

    pub(crate) fn to_engine(self) -> Color {
        match self {
            Colour::Red => Color::Kok1,
            Colour::Black => Color::Huok2,
        }
    }

    pub(crate) fn from_engine(color: Color) -> Colour {
        match color {
            Color::Kok1 => Colour::Red,
            Color::Huok2 => Colour::Black,
        }
    }
}

/// The ten kinds of coloured piece (§1.2). Tam2 is not a kind: see [`Occupant`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Kind {
    /// 船 nuak1.
    Vessel,
    /// 兵 kauk2.
    Pawn,
    /// 弓 gua2 (the engine calls it "rook").
    Archer,
    /// 車 kaun1 (the engine calls it "bishop").
    Chariot,
    /// 虎 dau2.
    Tiger,
    /// 馬 maun1.
    Horse,
    /// 筆 kua2 (the engine calls it "clerk").
    Officer,
    /// 巫 tuk2.
    Shaman,
    /// 将 uai1.
    General,
    /// 王 io.
    King,
}

impl Kind {
    /// Every kind, in the engine's order.
    pub const ALL: [Kind; 10] = [
        Kind::Vessel,
        Kind::Pawn,
        Kind::Archer,
        Kind::Chariot,
        Kind::Tiger,
        Kind::Horse,
        Kind::Officer,
        Kind::Shaman,
        Kind::General,
        Kind::King,
    ];

    /// The kanji (`兵`).
    pub fn kanji(self) -> &'static str {
        match self {
            Kind::Vessel => "船",
            Kind::Pawn => "兵",
            Kind::Archer => "弓",
            Kind::Chariot => "車",
            Kind::Tiger => "虎",
            Kind::Horse => "馬",
            Kind::Officer => "筆",
            Kind::Shaman => "巫",
            Kind::General => "将",
            Kind::King => "王",
        }
    }

    /// The key of the kind's name in refusals (`piece-cetkaik-archer`; see [`crate::refusal`]).
    pub fn key(self) -> &'static str {
        match self {
            Kind::Vessel => "piece-cetkaik-vessel",
            Kind::Pawn => "piece-cetkaik-pawn",
            Kind::Archer => "piece-cetkaik-archer",
            Kind::Chariot => "piece-cetkaik-chariot",
            Kind::Tiger => "piece-cetkaik-tiger",
            Kind::Horse => "piece-cetkaik-horse",
            Kind::Officer => "piece-cetkaik-officer",
            Kind::Shaman => "piece-cetkaik-shaman",
            Kind::General => "piece-cetkaik-general",
            Kind::King => "piece-cetkaik-king",
        }
    }

    /// The English name used by this project (`Archer`).
    pub fn name(self) -> &'static str {
        match self {
            Kind::Vessel => "Vessel",
            Kind::Pawn => "Pawn",
            Kind::Archer => "Archer",
            Kind::Chariot => "Chariot",
            Kind::Tiger => "Tiger",
            Kind::Horse => "Horse",
            Kind::Officer => "Officer",
            Kind::Shaman => "Shaman",
            Kind::General => "General",
            Kind::King => "King",
        }
    }

    /// The romanised name with tone digits (`gua2`).
    pub fn romanised(self) -> &'static str {
        match self {
            Kind::Vessel => "nuak1",
            Kind::Pawn => "kauk2",
            Kind::Archer => "gua2",
            Kind::Chariot => "kaun1",
            Kind::Tiger => "dau2",
            Kind::Horse => "maun1",
            Kind::Officer => "kua2",
            Kind::Shaman => "tuk2",
            Kind::General => "uai1",
            Kind::King => "io",
        }
    }

    /// The kind's short label, on the board and in texts (`A` for the Archer): its English initial,
    /// which reads on a phone where a romanised name does not.
    pub fn initial(self) -> &'static str {
        match self {
            Kind::Vessel => "V",
            Kind::Pawn => "P",
            Kind::Archer => "A",
            Kind::Chariot => "C",
            Kind::Tiger => "T",
            Kind::Horse => "H",
            Kind::Officer => "O",
            Kind::Shaman => "S",
            Kind::General => "G",
            Kind::King => "K",
        }
    }

    /// The letter used in position strings (upper case; lower case marks the A side's pieces): the
    /// [`Kind::initial`].
    pub fn letter(self) -> char {
        self.initial().chars().next().expect("an initial")
    }

    /// The kind whose label is `text`, a capital initial (`A`).
    pub fn from_initial(text: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|kind| kind.initial() == text)
    }

    /// The kind of a position-string letter, in either case.
    pub fn from_letter(letter: char) -> Option<Kind> {
        Kind::ALL
            .into_iter()
            .find(|kind| kind.letter() == letter.to_ascii_uppercase())
    }

    /// How many pieces of this kind each colour has (§1.2): 8 Pawns, 1 Vessel, 1 King, 2 of the others.
    pub fn per_colour(self) -> usize {
        match self {
            Kind::Pawn => 8,
            Kind::Vessel | Kind::King => 1,
            _ => 2,
        }
    }

    /// Reads a kind in any accepted spelling (Part 4 item 1): the kanji (also simplified 车 马 笔), the
    /// project's English names, the engine's English names (`rook`, `bishop`, `clerk`), the romanised
    /// names with or without tone digits, and the other names the engine's parser knows. Case does not
    /// matter.
    pub fn parse(text: &str) -> Option<Kind> {
        let lower = text.to_lowercase();
        let kind = match lower.as_str() {
            "archer" => Kind::Archer,
            "chariot" => Kind::Chariot,
            "officer" => Kind::Officer,
            "nuak" => Kind::Vessel,
            "gua" => Kind::Archer,
            "tuk" => Kind::Shaman,
            "uai" => Kind::General,
            _ => Kind::from_engine(lower.parse::<Profession>().ok()?),
        };
        Some(kind)
    }

    pub(crate) fn to_engine(self) -> Profession {
        match self {
            Kind::Vessel => Profession::Nuak1,
            Kind::Pawn => Profession::Kauk2,
            Kind::Archer => Profession::Gua2,
            Kind::Chariot => Profession::Kaun1,
            Kind::Tiger => Profession::Dau2,
            Kind::Horse => Profession::Maun1,
            Kind::Officer => Profession::Kua2,
            Kind::Shaman => Profession::Tuk2,
            Kind::General => Profession::Uai1,
            Kind::King => Profession::Io,
        }
    }

    pub(crate) fn from_engine(prof: Profession) -> Kind {
        match prof {
            Profession::Nuak1 => Kind::Vessel,
            Profession::Kauk2 => Kind::Pawn,
            Profession::Gua2 => Kind::Archer,
            Profession::Kaun1 => Kind::Chariot,
            Profession::Dau2 => Kind::Tiger,
            Profession::Maun1 => Kind::Horse,
            Profession::Kua2 => Kind::Officer,
            Profession::Tuk2 => Kind::Shaman,
            Profession::Uai1 => Kind::General,
            Profession::Io => Kind::King,
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A coloured piece as it lies in a hand: colour and kind, no owner (the hand says whose it is).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Token {
    /// The kind.
    pub kind: Kind,
    /// The colour printed on it.
    pub colour: Colour,
}

impl Token {
    /// A piece of this colour and kind.
    pub fn new(colour: Colour, kind: Kind) -> Self {
        Self { kind, colour }
    }

    /// The record form (`黒弓`).
    pub fn kanji(self) -> String {
        format!("{}{}", self.colour.kanji(), self.kind.kanji())
    }

    /// The English form (`black Archer`).
    pub fn words(self) -> String {
        format!("{} {}", self.colour.word(), self.kind.name())
    }

    pub(crate) fn to_engine(self) -> cetkaik_fundamental::ColorAndProf {
        cetkaik_fundamental::ColorAndProf {
            color: self.colour.to_engine(),
            prof: self.kind.to_engine(),
        }
    }

    pub(crate) fn from_engine(piece: cetkaik_fundamental::ColorAndProf) -> Self {
        Self::new(
            Colour::from_engine(piece.color),
            Kind::from_engine(piece.prof),
        )
    }
}

/// A coloured piece on the board: its kind, its colour and its owner, three separate facts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Piece {
    /// The kind.
    pub kind: Kind,
    /// The colour printed on it.
    pub colour: Colour,
    /// The side it belongs to now.
    pub owner: Side,
}

impl Piece {
    /// A piece of `owner` with this colour and kind.
    pub fn new(owner: Side, colour: Colour, kind: Kind) -> Self {
        Self {
            kind,
            colour,
            owner,
        }
    }

    /// Its colour and kind, without the owner.
    pub fn token(self) -> Token {
        Token::new(self.colour, self.kind)
    }
}

/// What can stand on a square: Tam2, which nobody owns, or a coloured piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Occupant {
    /// 皇, the shared piece.
    Tam2,
    /// A coloured piece with its owner.
    Piece(Piece),
}

impl Occupant {
    /// The coloured piece, if it is not Tam2.
    pub fn piece(self) -> Option<Piece> {
        match self {
            Occupant::Tam2 => None,
            Occupant::Piece(piece) => Some(piece),
        }
    }

    /// The kanji on the piece (`皇` for Tam2).
    pub fn kanji(self) -> &'static str {
        match self {
            Occupant::Tam2 => "皇",
            Occupant::Piece(piece) => piece.kind.kanji(),
        }
    }

    /// The English name (`Tam2`, `Pawn`).
    pub fn name(self) -> &'static str {
        match self {
            Occupant::Tam2 => "Tam2",
            Occupant::Piece(piece) => piece.kind.name(),
        }
    }

    pub(crate) fn to_engine(self) -> cetkaik_naive_representation::absolute::Piece {
        use cetkaik_naive_representation::absolute::Piece as P;
        match self {
            Occupant::Tam2 => P::Tam2,
            Occupant::Piece(piece) => P::NonTam2Piece {
                color: piece.colour.to_engine(),
                prof: piece.kind.to_engine(),
                side: piece.owner.to_engine(),
            },
        }
    }

    pub(crate) fn from_engine(piece: cetkaik_naive_representation::absolute::Piece) -> Self {
        use cetkaik_naive_representation::absolute::Piece as P;
        match piece {
            P::Tam2 => Occupant::Tam2,
            P::NonTam2Piece { color, prof, side } => Occupant::Piece(Piece::new(
                Side::from_engine(side),
                Colour::from_engine(color),
                Kind::from_engine(prof),
            )),
        }
    }
}
