//! Hands (役, §1.11): the sets of captured pieces that score, with their points.
//!
//! The engine decides which hands a hop1 zuo1 holds (`cetkaik_calculate_hand`, which its `resolve` uses to
//! decide whether a move formed a hand), so this module asks it rather than counting again, and turns its
//! names into the typed [`FormedHand`]. The tests of this module pin every hand of the table in §1.11.

use super::piece::Token;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The ten collections that score (§1.11). The two penalties are not collections: see [`Penalty`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Hand {
    /// 無抗行処 mun1 mak1 mok1 hue: one piece of each of the ten kinds (50).
    Unbeatable,
    /// 筆兵無傾 kua2 kauk2 mun1 aum2: Pawn, Archer, General, Officer, Shaman (10).
    SocialOrder,
    /// 地心 huep2 hia1: Officer, Shaman, General (7).
    Culture,
    /// 馬弓兵 maun1 gua2 kauk2: Pawn, Archer, Horse (5).
    Cavalry,
    /// 行行 mok1 mok1: Vessel, Chariot, Horse (5).
    Attack,
    /// 王 io: the King (5, always counted as same-colour: 3 + 2).
    King,
    /// 獣 saup1: Tiger, Horse (3).
    Animals,
    /// 戦集 kaik dat2: General and two Pawns (3).
    Army,
    /// 助友 uaip2 hi1: Chariot and two Pawns (3).
    Comrades,
    /// 闇戦之集 huet kaik a dat2: five Pawns (3).
    DeadlyArmy,
}

impl Hand {
    /// Every hand, highest first, as the table of §1.11 lists them.
    pub const ALL: [Hand; 10] = [
        Hand::Unbeatable,
        Hand::SocialOrder,
        Hand::Culture,
        Hand::Cavalry,
        Hand::Attack,
        Hand::King,
        Hand::Animals,
        Hand::Army,
        Hand::Comrades,
        Hand::DeadlyArmy,
    ];

    /// The English name ("The Animals").
    pub fn name(self) -> &'static str {
        match self {
            Hand::Unbeatable => "The Unbeatable",
            Hand::SocialOrder => "The Social Order",
            Hand::Culture => "The Culture",
            Hand::Cavalry => "The Cavalry",
            Hand::Attack => "The Attack",
            Hand::King => "The King",
            Hand::Animals => "The Animals",
            Hand::Army => "The Army",
            Hand::Comrades => "The Comrades",
            Hand::DeadlyArmy => "The Deadly Army",
        }
    }

    /// The kanji name (`獣`).
    pub fn kanji(self) -> &'static str {
        match self {
            Hand::Unbeatable => "無抗行処",
            Hand::SocialOrder => "筆兵無傾",
            Hand::Culture => "地心",
            Hand::Cavalry => "馬弓兵",
            Hand::Attack => "行行",
            Hand::King => "王",
            Hand::Animals => "獣",
            Hand::Army => "戦集",
            Hand::Comrades => "助友",
            Hand::DeadlyArmy => "闇戦之集",
        }
    }

    /// The romanised name (`saup1`).
    pub fn romanised(self) -> &'static str {
        match self {
            Hand::Unbeatable => "mun1 mak1 mok1 hue",
            Hand::SocialOrder => "kua2 kauk2 mun1 aum2",
            Hand::Culture => "huep2 hia1",
            Hand::Cavalry => "maun1 gua2 kauk2",
            Hand::Attack => "mok1 mok1",
            Hand::King => "io",
            Hand::Animals => "saup1",
            Hand::Army => "kaik dat2",
            Hand::Comrades => "uaip2 hi1",
            Hand::DeadlyArmy => "huet kaik a dat2",
        }
    }

    /// A one-word identifier for position strings (`animals`).
    pub fn id(self) -> &'static str {
        match self {
            Hand::Unbeatable => "unbeatable",
            Hand::SocialOrder => "social-order",
            Hand::Culture => "culture",
            Hand::Cavalry => "cavalry",
            Hand::Attack => "attack",
            Hand::King => "king",
            Hand::Animals => "animals",
            Hand::Army => "army",
            Hand::Comrades => "comrades",
            Hand::DeadlyArmy => "deadly-army",
        }
    }

    /// What it is made of, in words.
    pub fn needs(self) -> &'static str {
        match self {
            Hand::Unbeatable => "one piece of each of the 10 kinds",
            Hand::SocialOrder => "Pawn, Archer, General, Officer, Shaman",
            Hand::Culture => "Officer, Shaman, General",
            Hand::Cavalry => "Pawn, Archer, Horse",
            Hand::Attack => "Vessel, Chariot, Horse",
            Hand::King => "the King",
            Hand::Animals => "Tiger, Horse",
            Hand::Army => "General and two Pawns",
            Hand::Comrades => "Chariot and two Pawns",
            Hand::DeadlyArmy => "five Pawns",
        }
    }

    /// The points of its plain version (the King: 5).
    pub fn points(self) -> i32 {
        match self {
            Hand::Unbeatable => 50,
            Hand::SocialOrder => 10,
            Hand::Culture => 7,
            Hand::Cavalry | Hand::Attack | Hand::King => 5,
            Hand::Animals | Hand::Army | Hand::Comrades | Hand::DeadlyArmy => 3,
        }
    }

    /// Whether the hand has a separate same-colour version (every hand but the King).
    pub fn has_same_colour_version(self) -> bool {
        self != Hand::King
    }
}

/// A hand as held: which hand, and whether all its pieces could be taken in one colour (同色, worth 2 more).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct FormedHand {
    /// The hand.
    pub hand: Hand,
    /// Whether it counts in its same-colour version. Always false for the King, whose 5 already include it.
    pub same_colour: bool,
}

impl FormedHand {
    /// Its points: the plain points, plus 2 in the same-colour version.
    pub fn points(self) -> i32 {
        self.hand.points() + if self.same_colour { 2 } else { 0 }
    }

    /// The kanji name, with 同色 for the same-colour version (the engine's names).
    pub fn kanji(self) -> String {
        if self.same_colour {
            format!("同色{}", self.hand.kanji())
        } else {
            self.hand.kanji().to_owned()
        }
    }

    /// The English name ("same-colour The Animals" reads badly, so: "The Animals (same colour)").
    pub fn name(self) -> String {
        if self.same_colour {
            format!("{} (same colour)", self.hand.name())
        } else {
            self.hand.name().to_owned()
        }
    }

    /// The identifier for position strings (`animals`, `flash-animals`).
    pub fn id(self) -> String {
        if self.same_colour {
            format!("flash-{}", self.hand.id())
        } else {
            self.hand.id().to_owned()
        }
    }

    /// Reads [`FormedHand::id`].
    pub fn from_id(id: &str) -> Option<FormedHand> {
        let (same_colour, base) = match id.strip_prefix("flash-") {
            Some(base) => (true, base),
            None => (false, id),
        };
        let hand = Hand::ALL.into_iter().find(|hand| hand.id() == base)?;
        (!same_colour || hand.has_same_colour_version()).then_some(FormedHand { hand, same_colour })
    }

    /// Reads one of the engine's hand names (`同色獣`).
    fn from_engine_name(name: &str) -> Option<FormedHand> {
        let (same_colour, base) = match name.strip_prefix("同色") {
            Some(base) => (true, base),
            None => (false, name),
        };
        let hand = Hand::ALL.into_iter().find(|hand| hand.kanji() == base)?;
        Some(FormedHand { hand, same_colour })
    }
}

impl fmt::Display for FormedHand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} ({})", self.kanji(), self.name(), self.points())
    }
}

/// The two penalties (§1.6, §2.6): negative entries of the hand table that are not collections.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Penalty {
    /// 撃皇 kut2 tam2: a piece stepped over Tam2 (−5).
    SteppedOverTam2,
    /// 皇再来 tam2 ty sak2: Tam2 moved right after the opponent moved it, or came back to its square
    /// (−3 each, strict rules only).
    FutileTam2,
}

impl Penalty {
    /// Its points (negative).
    pub fn points(self) -> i32 {
        match self {
            Penalty::SteppedOverTam2 => -5,
            Penalty::FutileTam2 => -3,
        }
    }
}

/// The hands a hop1 zuo1 holds, sorted (highest hand first), and their total.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Holding {
    /// The hands, highest first.
    pub hands: Vec<FormedHand>,
    /// Their points added up.
    pub total: i32,
}

/// The hands held by a hop1 zuo1 of these pieces, as the engine counts them.
///
/// # Panics
///
/// If the pieces exceed the per-colour numbers of §1.2 (positions are checked for that when they are made).
pub fn holding(pieces: &[Token]) -> Holding {
    let engine: Vec<_> = pieces.iter().map(|token| token.to_engine()).collect();
    let answer = cetkaik_calculate_hand::calculate_hands_and_score_from_pieces(&engine)
        .expect("a hand never holds more pieces than the game has");
    let mut hands: Vec<FormedHand> = answer
        .hands
        .iter()
        .map(|name| FormedHand::from_engine_name(name).expect("the engine names a known hand"))
        .collect();
    hands.sort();
    Holding {
        hands,
        total: answer.score,
    }
}
