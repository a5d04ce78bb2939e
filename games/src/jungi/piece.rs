//! The two sides and the eleven kinds of piece with their promoted forms (§3): letters, names and the
//! compact codes the board stores.

use crate::model::Seat;
use std::fmt;

/// A side: South (ranks 1–3 at the start, moves first) or North.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// The first player, starting on ranks 1–3; seat 0.
    South = 0,
    /// The second player, starting on ranks 7–9; seat 1.
    North = 1,
}

impl Side {
    /// Both sides, in seat order.
    pub const BOTH: [Side; 2] = [Side::South, Side::North];

    /// The other side.
    #[inline]
    pub const fn other(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    /// The side's seat.
    pub const fn seat(self) -> Seat {
        Seat(self as u8)
    }

    /// The side of a seat, if the seat is one of Jungi's two.
    pub const fn of_seat(seat: Seat) -> Option<Side> {
        match seat.0 {
            0 => Some(Side::South),
            1 => Some(Side::North),
            _ => None,
        }
    }

    /// The key of the side's seat name (`seat-jungi-south`).
    pub const fn key(self) -> &'static str {
        match self {
            Side::South => "seat-jungi-south",
            Side::North => "seat-jungi-north",
        }
    }

    /// The side's seat name as an argument of a sentence.
    pub fn arg(self) -> crate::refusal::Arg {
        crate::refusal::Arg::Name(self.key().into())
    }

    /// The rank step that is "forward" for this side: +1 toward rank 9 for South, −1 for North.
    #[inline]
    pub const fn forward(self) -> i8 {
        match self {
            Side::South => 1,
            Side::North => -1,
        }
    }
}

impl std::fmt::Display for Side {
    /// The side's seat name in English (`Blue`), from the game's texts.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(crate::texts::word("en", self.key()).unwrap_or(self.key()))
    }
}

/// One of the eleven kinds that start on the board (§3), in the order of the table. Each has one promoted
/// form, named by [`Kind::promoted_name`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Zú; promotes to the Veteran.
    Pawn = 0,
    /// Férš; promotes to the Unicorn.
    Horseman = 1,
    /// Vín; promotes to the Grutslæn.
    Elephant = 2,
    /// Śī; promotes to the Archmagister.
    Magister = 3,
    /// Vào; promotes to the Lancer.
    Pikeman = 4,
    /// Pào; promotes to the Kirin.
    Cannon = 5,
    /// Qē; promotes to the Dragon.
    Chariot = 6,
    /// Sùr; promotes to the Lord.
    Noble = 7,
    /// Guān; promotes to the Commander.
    Officer = 8,
    /// Nián; promotes to the Empress.
    Queen = 9,
    /// Huán, royal; promotes to the Emperor.
    King = 10,
}

/// The number of kinds.
pub const KIND_COUNT: usize = 11;

impl Kind {
    /// Every kind, in the order of the table of §3.
    pub const ALL: [Kind; KIND_COUNT] = [
        Kind::Pawn,
        Kind::Horseman,
        Kind::Elephant,
        Kind::Magister,
        Kind::Pikeman,
        Kind::Cannon,
        Kind::Chariot,
        Kind::Noble,
        Kind::Officer,
        Kind::Queen,
        Kind::King,
    ];

    /// The kind with this index.
    #[inline]
    pub const fn from_index(index: u8) -> Kind {
        Kind::ALL[index as usize]
    }

    /// The letter in position strings, upper case (`P H E M L C R N O Q K`).
    pub const fn letter(self) -> char {
        match self {
            Kind::Pawn => 'P',
            Kind::Horseman => 'H',
            Kind::Elephant => 'E',
            Kind::Magister => 'M',
            Kind::Pikeman => 'L',
            Kind::Cannon => 'C',
            Kind::Chariot => 'R',
            Kind::Noble => 'N',
            Kind::Officer => 'O',
            Kind::Queen => 'Q',
            Kind::King => 'K',
        }
    }

    /// The kind of a letter, either case.
    pub fn from_letter(letter: char) -> Option<Kind> {
        let upper = letter.to_ascii_uppercase();
        Kind::ALL.into_iter().find(|kind| kind.letter() == upper)
    }

    /// The English name of the base form (`Pikeman`).
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Pawn => "Pawn",
            Kind::Horseman => "Horseman",
            Kind::Elephant => "Elephant",
            Kind::Magister => "Magister",
            Kind::Pikeman => "Pikeman",
            Kind::Cannon => "Cannon",
            Kind::Chariot => "Chariot",
            Kind::Noble => "Noble",
            Kind::Officer => "Officer",
            Kind::Queen => "Queen",
            Kind::King => "King",
        }
    }

    /// The English name of the promoted form (`Lancer`).
    pub const fn promoted_name(self) -> &'static str {
        match self {
            Kind::Pawn => "Veteran",
            Kind::Horseman => "Unicorn",
            Kind::Elephant => "Grutslæn",
            Kind::Magister => "Archmagister",
            Kind::Pikeman => "Lancer",
            Kind::Cannon => "Kirin",
            Kind::Chariot => "Dragon",
            Kind::Noble => "Lord",
            Kind::Officer => "Commander",
            Kind::Queen => "Empress",
            Kind::King => "Emperor",
        }
    }

    /// The key of a form's name in sentences, lower case in English (`piece-jungi-pikeman`: "pikeman"), its
    /// promoted form's when `promoted` (see [`crate::refusal`]).
    pub const fn key(self, promoted: bool) -> &'static str {
        match (self, promoted) {
            (Kind::Pawn, false) => "piece-jungi-pawn",
            (Kind::Horseman, false) => "piece-jungi-horseman",
            (Kind::Elephant, false) => "piece-jungi-elephant",
            (Kind::Magister, false) => "piece-jungi-magister",
            (Kind::Pikeman, false) => "piece-jungi-pikeman",
            (Kind::Cannon, false) => "piece-jungi-cannon",
            (Kind::Chariot, false) => "piece-jungi-chariot",
            (Kind::Noble, false) => "piece-jungi-noble",
            (Kind::Officer, false) => "piece-jungi-officer",
            (Kind::Queen, false) => "piece-jungi-queen",
            (Kind::King, false) => "piece-jungi-king",
            (Kind::Pawn, true) => "piece-jungi-veteran",
            (Kind::Horseman, true) => "piece-jungi-unicorn",
            (Kind::Elephant, true) => "piece-jungi-grutslaen",
            (Kind::Magister, true) => "piece-jungi-archmagister",
            (Kind::Pikeman, true) => "piece-jungi-lancer",
            (Kind::Cannon, true) => "piece-jungi-kirin",
            (Kind::Chariot, true) => "piece-jungi-dragon",
            (Kind::Noble, true) => "piece-jungi-lord",
            (Kind::Officer, true) => "piece-jungi-commander",
            (Kind::Queen, true) => "piece-jungi-empress",
            (Kind::King, true) => "piece-jungi-emperor",
        }
    }

    /// The key of a form's name as notation writes it (`name-jungi-pikeman`: "Pikeman"), its promoted
    /// form's when `promoted`.
    pub const fn name_key(self, promoted: bool) -> &'static str {
        match (self, promoted) {
            (Kind::Pawn, false) => "name-jungi-pawn",
            (Kind::Horseman, false) => "name-jungi-horseman",
            (Kind::Elephant, false) => "name-jungi-elephant",
            (Kind::Magister, false) => "name-jungi-magister",
            (Kind::Pikeman, false) => "name-jungi-pikeman",
            (Kind::Cannon, false) => "name-jungi-cannon",
            (Kind::Chariot, false) => "name-jungi-chariot",
            (Kind::Noble, false) => "name-jungi-noble",
            (Kind::Officer, false) => "name-jungi-officer",
            (Kind::Queen, false) => "name-jungi-queen",
            (Kind::King, false) => "name-jungi-king",
            (Kind::Pawn, true) => "name-jungi-veteran",
            (Kind::Horseman, true) => "name-jungi-unicorn",
            (Kind::Elephant, true) => "name-jungi-grutslaen",
            (Kind::Magister, true) => "name-jungi-archmagister",
            (Kind::Pikeman, true) => "name-jungi-lancer",
            (Kind::Cannon, true) => "name-jungi-kirin",
            (Kind::Chariot, true) => "name-jungi-dragon",
            (Kind::Noble, true) => "name-jungi-lord",
            (Kind::Officer, true) => "name-jungi-commander",
            (Kind::Queen, true) => "name-jungi-empress",
            (Kind::King, true) => "name-jungi-emperor",
        }
    }

    /// The seed's name of the base form (`Vào`).
    pub const fn seed_name(self) -> &'static str {
        match self {
            Kind::Pawn => "Zú",
            Kind::Horseman => "Férš",
            Kind::Elephant => "Vín",
            Kind::Magister => "Śī",
            Kind::Pikeman => "Vào",
            Kind::Cannon => "Pào",
            Kind::Chariot => "Qē",
            Kind::Noble => "Sùr",
            Kind::Officer => "Guān",
            Kind::Queen => "Nián",
            Kind::King => "Huán",
        }
    }

    /// The seed's name of the promoted form (`Çùvào`).
    pub const fn seed_promoted_name(self) -> &'static str {
        match self {
            Kind::Pawn => "Çüzú",
            Kind::Horseman => "Çùférš",
            Kind::Elephant => "Çùvín",
            Kind::Magister => "Çùsī",
            Kind::Pikeman => "Çùvào",
            Kind::Cannon => "Çùpào",
            Kind::Chariot => "Çùqē",
            Kind::Noble => "Çùsùr",
            Kind::Officer => "Çùguān",
            Kind::Queen => "Çùnián",
            Kind::King => "Cùhuán",
        }
    }

    /// A Chinese character for the base form. The seed gives 卒 兵 炮 車 士 仕 王 for the Pawn, Pikeman,
    /// Cannon, Chariot, Noble, Officer and King (its Magister's 王 would clash with the King's); the others
    /// are the project's choice.
    pub const fn cjk(self) -> &'static str {
        match self {
            Kind::Pawn => "卒",
            Kind::Horseman => "馬",
            Kind::Elephant => "象",
            Kind::Magister => "師",
            Kind::Pikeman => "兵",
            Kind::Cannon => "炮",
            Kind::Chariot => "車",
            Kind::Noble => "士",
            Kind::Officer => "仕",
            Kind::Queen => "后",
            Kind::King => "王",
        }
    }

    /// Chinese characters for the promoted form: the seed marks promotion by doubling the sign; the project
    /// writes 成 ("promoted") before the base character, and 帝 for the Emperor.
    pub const fn promoted_cjk(self) -> &'static str {
        match self {
            Kind::Pawn => "成卒",
            Kind::Horseman => "成馬",
            Kind::Elephant => "成象",
            Kind::Magister => "成師",
            Kind::Pikeman => "成兵",
            Kind::Cannon => "成炮",
            Kind::Chariot => "成車",
            Kind::Noble => "成士",
            Kind::Officer => "成仕",
            Kind::Queen => "成后",
            Kind::King => "帝",
        }
    }

    /// Whether it is royal (the King, and the Emperor it promotes to).
    #[inline]
    pub const fn is_royal(self) -> bool {
        matches!(self, Kind::King)
    }
}

/// A piece: a side's kind, promoted or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose it is.
    pub side: Side,
    /// Its kind (the base form).
    pub kind: Kind,
    /// Whether it has promoted.
    pub promoted: bool,
}

/// The number of board codes in use, the empty square's 0 included: 2 sides × 11 kinds × 2 forms, plus 1.
pub const CODE_COUNT: usize = 45;

impl Piece {
    /// The unpromoted piece of `side` and `kind`.
    pub const fn new(side: Side, kind: Kind) -> Self {
        Self {
            side,
            kind,
            promoted: false,
        }
    }

    /// The promoted piece of `side` and `kind`.
    pub const fn promoted(side: Side, kind: Kind) -> Self {
        Self {
            side,
            kind,
            promoted: true,
        }
    }

    /// Its compact code on the board, `1..=44` (0 is an empty square): South's base forms 1–11, South's
    /// promoted forms 12–22, then North's the same way, 23–44.
    #[inline]
    pub const fn code(self) -> u8 {
        1 + self.side as u8 * 22 + self.promoted as u8 * 11 + self.kind as u8
    }

    /// The piece of a non-zero board code.
    #[inline]
    pub const fn from_code(code: u8) -> Piece {
        let index = code - 1;
        let side = if index >= 22 {
            Side::North
        } else {
            Side::South
        };
        let within = index % 22;
        Piece {
            side,
            kind: Kind::from_index(within % 11),
            promoted: within >= 11,
        }
    }

    /// The English name of its form (`Pawn`, `Veteran`).
    pub const fn name(self) -> &'static str {
        if self.promoted {
            self.kind.promoted_name()
        } else {
            self.kind.name()
        }
    }

    /// The key of its form's name in sentences ([`Kind::key`]).
    pub const fn key(self) -> &'static str {
        self.kind.key(self.promoted)
    }

    /// The key of its form's name as notation writes it ([`Kind::name_key`]).
    pub const fn name_key(self) -> &'static str {
        self.kind.name_key(self.promoted)
    }

    /// The name in lower case, for sentences ("your pikeman").
    pub fn lower_name(self) -> String {
        self.name().to_lowercase()
    }

    /// Its letter(s) in position strings: `+` before the base letter for a promoted form, upper case for
    /// South and lower case for North (`P`, `+p`).
    pub fn letters(self) -> String {
        let letter = match self.side {
            Side::South => self.kind.letter(),
            Side::North => self.kind.letter().to_ascii_lowercase(),
        };
        if self.promoted {
            format!("+{letter}")
        } else {
            letter.to_string()
        }
    }

    /// Whether it is royal (King or Emperor).
    #[inline]
    pub const fn is_royal(self) -> bool {
        self.kind.is_royal()
    }
}

impl fmt::Display for Piece {
    /// "South Pikeman", "North Emperor".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.side, self.name())
    }
}

/// Reads a piece name as players type it, base or promoted form, any case; "Grutslaen" is accepted for the
/// Grutslæn. Returns the kind and whether the name is the promoted form's.
pub fn parse_piece_name(text: &str) -> Option<(Kind, bool)> {
    let wanted = text.trim().to_lowercase().replace("ae", "æ");
    Kind::ALL.into_iter().find_map(|kind| {
        if kind.name().to_lowercase() == wanted {
            Some((kind, false))
        } else if kind.promoted_name().to_lowercase() == wanted {
            Some((kind, true))
        } else {
            None
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_cover_every_piece_once() {
        let mut seen = [false; CODE_COUNT];
        for side in Side::BOTH {
            for kind in Kind::ALL {
                for piece in [Piece::new(side, kind), Piece::promoted(side, kind)] {
                    let code = piece.code();
                    assert!((1..CODE_COUNT as u8).contains(&code));
                    assert!(!seen[usize::from(code)]);
                    seen[usize::from(code)] = true;
                    assert_eq!(Piece::from_code(code), piece);
                }
            }
        }
        assert!(seen[1..].iter().all(|&used| used));
    }

    #[test]
    fn letters_and_names() {
        assert_eq!(Piece::new(Side::South, Kind::Pikeman).letters(), "L");
        assert_eq!(Piece::promoted(Side::North, Kind::King).letters(), "+k");
        assert_eq!(Piece::promoted(Side::North, Kind::King).name(), "Emperor");
        assert_eq!(Kind::from_letter('n'), Some(Kind::Noble));
        assert_eq!(Kind::from_letter('x'), None);
        assert_eq!(parse_piece_name("Grutslaen"), Some((Kind::Elephant, true)));
        assert_eq!(parse_piece_name("grutslæn"), Some((Kind::Elephant, true)));
        assert_eq!(parse_piece_name("PIKEMAN"), Some((Kind::Pikeman, false)));
        assert_eq!(parse_piece_name("knight"), None);
        let letters: String = Kind::ALL.iter().map(|kind| kind.letter()).collect();
        assert_eq!(letters, "PHEMLCRNOQK");
    }
}
