//! Cetkaik's compact board for the search: one byte per square, both hop1 zuo1 as counts, an incremental
//! Zobrist key; read from the game's own [`Position`] and written back as its squares and pieces.
//!
//! Squares are numbered as the game numbers them (`row * 9 + column`, row A first), so a square of this
//! board is a [`Square`] of the game by its index.
//!
//! A square's byte is `0` when empty, [`TAM`] for Tam2, and for a coloured piece
//! `PIECE | owner << 5 | colour << 4 | kind`, the owner 0 for the IA side and 1 for the A side, the
//! colour 0 for red and 1 for black, the kind in the order of [`Kind::ALL`].

use games::cetkaik::{Colour, Kind, Occupant, Piece, Position, Side, Square};

/// The squares of the board.
pub const SQUARES: usize = 81;
/// The byte of Tam2.
pub const TAM: u8 = 0x40;
/// The bit every coloured piece's byte has.
pub const PIECE: u8 = 0x80;
/// The number of kinds.
pub const KINDS: usize = 10;

/// The kinds' indices, in the order of [`Kind::ALL`].
pub mod kind {
    /// 船 Vessel.
    pub const VESSEL: usize = 0;
    /// 兵 Pawn.
    pub const PAWN: usize = 1;
    /// 弓 Archer.
    pub const ARCHER: usize = 2;
    /// 車 Chariot.
    pub const CHARIOT: usize = 3;
    /// 虎 Tiger.
    pub const TIGER: usize = 4;
    /// 馬 Horse.
    pub const HORSE: usize = 5;
    /// 筆 Officer.
    pub const OFFICER: usize = 6;
    /// 巫 Shaman.
    pub const SHAMAN: usize = 7;
    /// 将 General.
    pub const GENERAL: usize = 8;
    /// 王 King.
    pub const KING: usize = 9;
}

/// The byte of a coloured piece.
#[inline]
pub const fn code(owner: u8, colour: u8, kind: usize) -> u8 {
    PIECE | owner << 5 | colour << 4 | kind as u8
}

/// Whether a byte is a coloured piece.
#[inline]
pub const fn is_piece(code: u8) -> bool {
    code & PIECE != 0
}

/// The owner of a piece's byte: 0 the IA side, 1 the A side.
#[inline]
pub const fn owner(code: u8) -> u8 {
    code >> 5 & 1
}

/// The colour of a piece's byte: 0 red, 1 black.
#[inline]
pub const fn colour(code: u8) -> u8 {
    code >> 4 & 1
}

/// The kind of a piece's byte.
#[inline]
pub const fn kind_of(code: u8) -> usize {
    (code & 0x0f) as usize
}

/// The side's index of a game side (IA 0, A 1).
pub fn side_index(side: Side) -> u8 {
    side.index() as u8
}

/// The game side of an index.
pub fn side_of(index: u8) -> Side {
    if index == 0 { Side::IA } else { Side::A }
}

/// The colour's index of a game colour (red 0, black 1).
pub fn colour_index(colour: Colour) -> u8 {
    match colour {
        Colour::Red => 0,
        Colour::Black => 1,
    }
}

/// The game colour of an index.
pub fn colour_of(index: u8) -> Colour {
    if index == 0 {
        Colour::Red
    } else {
        Colour::Black
    }
}

/// The kind's index of a game kind.
pub fn kind_index(kind: Kind) -> usize {
    Kind::ALL
        .iter()
        .position(|&k| k == kind)
        .expect("every kind is listed")
}

/// A game square of an index below 81.
pub fn square(index: u8) -> Square {
    Square::from_index(usize::from(index)).expect("a square of the board")
}

/// A hop1 zuo1 as counts: `[colour][kind]`.
pub type Hand = [[u8; KINDS]; 2];

/// The row of a square (0 is row A, the A side's back rank).
#[inline]
pub const fn row(sq: u8) -> i8 {
    (sq / 9) as i8
}

/// The column of a square (0 is column K).
#[inline]
pub const fn column(sq: u8) -> i8 {
    (sq % 9) as i8
}

/// The square `dr` rows and `dc` columns from `sq`, computed.
const fn offset_of(sq: u8, dr: i8, dc: i8) -> u8 {
    let r = row(sq) + dr;
    let c = column(sq) + dc;
    if r >= 0 && r < 9 && c >= 0 && c < 9 {
        (r * 9 + c) as u8
    } else {
        u8::MAX
    }
}

/// `OFFSETS[(dr + 2) * 5 + dc + 2][sq]`: the square `dr` rows and `dc` columns from `sq`, or `u8::MAX`
/// off the board, for steps of up to two rows and columns.
static OFFSETS: [[u8; SQUARES]; 25] = {
    let mut table = [[0; SQUARES]; 25];
    let mut dr = -2;
    while dr <= 2 {
        let mut dc = -2;
        while dc <= 2 {
            let mut sq = 0;
            while sq < SQUARES {
                table[((dr + 2) * 5 + dc + 2) as usize][sq] = offset_of(sq as u8, dr, dc);
                sq += 1;
            }
            dc += 1;
        }
        dr += 1;
    }
    table
};

/// The square `dr` rows and `dc` columns from `sq` (each from -2 to 2), if it is on the board.
#[inline]
pub fn offset(sq: u8, dr: i8, dc: i8) -> Option<u8> {
    debug_assert!((-2..=2).contains(&dr) && (-2..=2).contains(&dc));
    let to = OFFSETS[((dr + 2) * 5 + dc + 2) as usize][usize::from(sq)];
    (to != u8::MAX).then_some(to)
}

/// The distance in King steps.
#[inline]
pub const fn distance(a: u8, b: u8) -> i8 {
    let dr = (row(a) - row(b)).abs();
    let dc = (column(a) - column(b)).abs();
    if dr > dc { dr } else { dc }
}

/// Whether a square is water (§1.4): NO TO ZO XO CO and ZI ZU ZY ZAI.
#[inline]
pub const fn is_water(sq: u8) -> bool {
    let (r, c) = (row(sq), column(sq));
    (r == 4 && c >= 2 && c <= 6) || (c == 4 && r >= 2 && r <= 6)
}

/// Whether a square is one of the nine fixed squares of tam2 hue (§1.4).
#[inline]
pub const fn is_fixed_hue(sq: u8) -> bool {
    matches!(
        (row(sq), column(sq)),
        (2, 2) | (2, 6) | (3, 3) | (3, 5) | (4, 4) | (5, 3) | (5, 5) | (6, 2) | (6, 6)
    )
}

/// A fixed table of random keys: per square and byte, per hand slot and count, and for the rest of the
/// state.
struct Keys {
    squares: [[u64; 256]; SQUARES],
    hands: [[[[u64; 9]; KINDS]; 2]; 2],
}

const fn splitmix(state: u64) -> u64 {
    let mut z = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

static KEYS: Keys = {
    let mut keys = Keys {
        squares: [[0; 256]; SQUARES],
        hands: [[[[0; 9]; KINDS]; 2]; 2],
    };
    let mut seed: u64 = 0x00c3_7ca1_5eed;
    let mut sq = 0;
    while sq < SQUARES {
        let mut byte = 1;
        while byte < 256 {
            seed = splitmix(seed);
            keys.squares[sq][byte] = seed;
            byte += 1;
        }
        sq += 1;
    }
    let mut side = 0;
    while side < 2 {
        let mut colour = 0;
        while colour < 2 {
            let mut kind = 0;
            while kind < KINDS {
                let mut count = 1;
                while count < 9 {
                    seed = splitmix(seed);
                    keys.hands[side][colour][kind][count] = seed;
                    count += 1;
                }
                kind += 1;
            }
            colour += 1;
        }
        side += 1;
    }
    keys
};

/// A random key for small values of the rest of the state, from a tag and a value.
#[inline]
pub const fn state_key(tag: u64, value: u64) -> u64 {
    splitmix(tag.wrapping_mul(0x0100_0000_01b3) ^ value.wrapping_mul(0x9e37_79b9))
}

/// The pieces: the board's squares, Tam2's square, both hop1 zuo1, and a key of all of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    cells: [u8; SQUARES],
    hands: [Hand; 2],
    tam: u8,
    key: u64,
}

impl Board {
    /// The board and hands of a game position.
    pub fn from_position(position: &Position) -> Board {
        let mut board = Board {
            cells: [0; SQUARES],
            hands: [[[0; KINDS]; 2]; 2],
            tam: 0,
            key: 0,
        };
        for (square, occupant) in position.occupied() {
            let byte = match occupant {
                Occupant::Tam2 => TAM,
                Occupant::Piece(piece) => code(
                    side_index(piece.owner),
                    colour_index(piece.colour),
                    kind_index(piece.kind),
                ),
            };
            board.put(square.index() as u8, byte);
        }
        for side in Side::BOTH {
            for token in position.hand(side) {
                board.add_to_hand(
                    side_index(side),
                    colour_index(token.colour),
                    kind_index(token.kind),
                );
            }
        }
        board
    }

    /// What stands on `sq`, as the game says it.
    pub fn occupant(&self, sq: u8) -> Option<Occupant> {
        match self.cells[usize::from(sq)] {
            0 => None,
            TAM => Some(Occupant::Tam2),
            byte => Some(Occupant::Piece(Piece::new(
                side_of(owner(byte)),
                colour_of(colour(byte)),
                Kind::ALL[kind_of(byte)],
            ))),
        }
    }

    /// The byte on `sq`.
    #[inline]
    pub fn at(&self, sq: u8) -> u8 {
        self.cells[usize::from(sq)]
    }

    /// Where Tam2 stands.
    #[inline]
    pub fn tam(&self) -> u8 {
        self.tam
    }

    /// The hop1 zuo1 of side `side` (0 the IA side).
    #[inline]
    pub fn hand(&self, side: u8) -> &Hand {
        &self.hands[usize::from(side)]
    }

    /// The key of the pieces and hands.
    #[inline]
    pub fn key(&self) -> u64 {
        self.key
    }

    /// Puts `byte` on the empty square `sq`.
    #[inline]
    pub fn put(&mut self, sq: u8, byte: u8) {
        debug_assert_eq!(self.cells[usize::from(sq)], 0);
        self.cells[usize::from(sq)] = byte;
        self.key ^= KEYS.squares[usize::from(sq)][usize::from(byte)];
        if byte == TAM {
            self.tam = sq;
        }
    }

    /// Takes what stands on `sq` off the board and returns it.
    #[inline]
    pub fn take(&mut self, sq: u8) -> u8 {
        let byte = self.cells[usize::from(sq)];
        self.cells[usize::from(sq)] = 0;
        self.key ^= KEYS.squares[usize::from(sq)][usize::from(byte)];
        byte
    }

    /// Adds a piece to a side's hand.
    #[inline]
    pub fn add_to_hand(&mut self, side: u8, colour: u8, kind: usize) {
        let count = &mut self.hands[usize::from(side)][usize::from(colour)][kind];
        let slot = &KEYS.hands[usize::from(side)][usize::from(colour)][kind];
        self.key ^= slot[usize::from(*count).min(8)];
        *count += 1;
        self.key ^= slot[usize::from(*count).min(8)];
    }

    /// Takes a piece out of a side's hand.
    #[inline]
    pub fn remove_from_hand(&mut self, side: u8, colour: u8, kind: usize) {
        let count = &mut self.hands[usize::from(side)][usize::from(colour)][kind];
        debug_assert!(*count > 0);
        let slot = &KEYS.hands[usize::from(side)][usize::from(colour)][kind];
        self.key ^= slot[usize::from(*count).min(8)];
        *count -= 1;
        self.key ^= slot[usize::from(*count).min(8)];
    }

    /// Whether `sq` is tam2 hue (§1.4): a fixed square, next to Tam2, or (`tam_itself`) Tam2's own
    /// square.
    #[inline]
    pub fn is_hue(&self, sq: u8, tam_itself: bool) -> bool {
        is_fixed_hue(sq) || distance(sq, self.tam) == 1 || (tam_itself && sq == self.tam)
    }

    /// Every coloured piece of side `side` with its square.
    pub fn pieces_of(&self, side: u8) -> impl Iterator<Item = (u8, u8)> + '_ {
        (0..SQUARES as u8).filter_map(move |sq| {
            let byte = self.cells[usize::from(sq)];
            (is_piece(byte) && owner(byte) == side).then_some((sq, byte))
        })
    }
}
