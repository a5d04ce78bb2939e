//! The 9×9 board (§1, §9.1): squares, square sets, the eight directions with their neighbour tables, ranks
//! seen from each side and the promotion zones.

use super::piece::Side;
pub use crate::jungi_family::{bit, points as squares};

/// A square, `(rank - 1) * 9 + file` with file `a` = 0: `a1` is 0, `i1` is 8, `a2` is 9, `i9` is 80.
pub type Square = u8;

/// A set of squares, one bit per square (bit `s` for square `s`; the top 47 bits are never set).
pub type SquareSet = u128;

/// The number of files (`a`–`i`).
pub const FILES: u8 = 9;
/// The number of ranks (`1`–`9`).
pub const RANKS: u8 = 9;
/// The number of squares.
pub const SQUARE_COUNT: usize = 81;
/// A value that is no square, filling unused table slots.
pub const NO_SQUARE: Square = u8::MAX;
/// Every square of the board.
pub const ALL_SQUARES: SquareSet = (1 << SQUARE_COUNT) - 1;

/// The square on `file` (0 = `a`) and `rank` (0 = rank 1).
pub const fn square(file: u8, rank: u8) -> Square {
    rank * FILES + file
}

/// The file of a square, 0 = `a`.
pub const fn file_of(square: Square) -> u8 {
    square % FILES
}

/// The rank of a square, 0 = rank 1.
pub const fn rank_of(square: Square) -> u8 {
    square / FILES
}

/// The square `df` files and `dr` ranks away from `from`, if it is on the board.
pub const fn offset(from: Square, df: i8, dr: i8) -> Option<Square> {
    let file = file_of(from) as i8 + df;
    let rank = rank_of(from) as i8 + dr;
    if file >= 0 && file < FILES as i8 && rank >= 0 && rank < RANKS as i8 {
        Some(square(file as u8, rank as u8))
    } else {
        None
    }
}

/// Whether two squares are neighbours (one king step apart).
pub const fn adjacent(a: Square, b: Square) -> bool {
    a != b && file_of(a).abs_diff(file_of(b)) <= 1 && rank_of(a).abs_diff(rank_of(b)) <= 1
}

/// The number of absolute directions.
pub const DIRECTION_COUNT: usize = 8;

/// The eight absolute directions as (files, ranks) steps: the four orthogonal ones, then the four diagonal
/// ones. "Up" is toward rank 9.
pub const DIRECTIONS: [(i8, i8); DIRECTION_COUNT] = [
    (0, 1),
    (0, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (1, 1),
    (-1, -1),
    (1, -1),
];

/// The index in [`DIRECTIONS`] of a unit step.
pub const fn direction_index(df: i8, dr: i8) -> usize {
    let mut index = 0;
    while index < DIRECTION_COUNT {
        if DIRECTIONS[index].0 == df && DIRECTIONS[index].1 == dr {
            return index;
        }
        index += 1;
    }
    panic!("not a unit step")
}

/// For each direction and square, the next square in that direction, or [`NO_SQUARE`] off the board.
pub const NEXT: [[Square; SQUARE_COUNT]; DIRECTION_COUNT] = {
    let mut table = [[NO_SQUARE; SQUARE_COUNT]; DIRECTION_COUNT];
    let mut dir = 0;
    while dir < DIRECTION_COUNT {
        let mut sq = 0;
        while sq < SQUARE_COUNT {
            if let Some(next) = offset(sq as Square, DIRECTIONS[dir].0, DIRECTIONS[dir].1) {
                table[dir][sq] = next;
            }
            sq += 1;
        }
        dir += 1;
    }
    table
};

/// The neighbours of each square (up to eight).
pub const NEIGHBOURS: [SquareSet; SQUARE_COUNT] = {
    let mut table = [0; SQUARE_COUNT];
    let mut sq = 0;
    while sq < SQUARE_COUNT {
        let mut dir = 0;
        while dir < DIRECTION_COUNT {
            let next = NEXT[dir][sq];
            if next != NO_SQUARE {
                table[sq] |= bit(next);
            }
            dir += 1;
        }
        sq += 1;
    }
    table
};

/// The squares strictly between two squares on one line (rank, file or diagonal); empty otherwise.
pub fn between(a: Square, b: Square) -> SquareSet {
    let df = file_of(b) as i8 - file_of(a) as i8;
    let dr = rank_of(b) as i8 - rank_of(a) as i8;
    if (df == 0 && dr == 0) || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return 0;
    }
    let dir = direction_index(df.signum(), dr.signum());
    let mut set = 0;
    let mut sq = NEXT[dir][usize::from(a)];
    while sq != b {
        set |= bit(sq);
        sq = NEXT[dir][usize::from(sq)];
    }
    set
}

/// The whole rank `rank` (0 = rank 1).
pub const fn rank_set(rank: u8) -> SquareSet {
    ((1 << FILES) - 1) << (rank as u32 * FILES as u32)
}

/// The whole file `file` (0 = `a`).
pub const fn file_set(file: u8) -> SquareSet {
    let mut set = 0;
    let mut rank = 0;
    while rank < RANKS {
        set |= bit(square(file, rank));
        rank += 1;
    }
    set
}

/// The rank of a square counted from `side`'s own back rank: 0 is its back rank, 2 its third rank.
pub const fn relative_rank(side: Side, square: Square) -> u8 {
    match side {
        Side::South => rank_of(square),
        Side::North => RANKS - 1 - rank_of(square),
    }
}

/// The rank `n` ranks in front of `side`'s back rank, as an absolute rank (0 = rank 1).
pub const fn absolute_rank(side: Side, n: u8) -> u8 {
    match side {
        Side::South => n,
        Side::North => RANKS - 1 - n,
    }
}

/// Each side's promotion zone, the opponent's home ranks: 7–9 for South, 1–3 for North.
pub const PROMOTION_ZONE: [SquareSet; 2] = [
    rank_set(6) | rank_set(7) | rank_set(8),
    rank_set(0) | rank_set(1) | rank_set(2),
];

/// Whether `square` is in `side`'s promotion zone.
#[inline]
pub const fn in_zone(side: Side, square: Square) -> bool {
    PROMOTION_ZONE[side as usize] & bit(square) != 0
}

/// The name of a square (`e4`).
pub fn square_name(square: Square) -> String {
    let file = char::from(b'a' + file_of(square));
    let rank = char::from(b'1' + rank_of(square));
    format!("{file}{rank}")
}

/// Reads a square name (`e4`, case-insensitive).
pub fn parse_square(text: &str) -> Option<Square> {
    match text.as_bytes() {
        [file, rank] => {
            let file = file.to_ascii_lowercase();
            if (b'a'..b'a' + FILES).contains(&file) && (b'1'..b'1' + RANKS).contains(rank) {
                Some(square(file - b'a', rank - b'1'))
            } else {
                None
            }
        }
        _ => None,
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The square of a name; panics on a bad name.
    pub(crate) fn sq(name: &str) -> Square {
        parse_square(name).unwrap_or_else(|| panic!("{name} is not a square"))
    }

    /// The set of space-separated square names.
    pub(crate) fn set(names: &str) -> SquareSet {
        names
            .split_whitespace()
            .fold(0, |set, name| set | bit(sq(name)))
    }

    /// The names of a set, lowest square first, space-separated.
    pub(crate) fn names(set: SquareSet) -> String {
        squares(set).map(square_name).collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn squares_are_numbered_rank_major_from_a1() {
        assert_eq!(sq("a1"), 0);
        assert_eq!(sq("i1"), 8);
        assert_eq!(sq("a2"), 9);
        assert_eq!(sq("e1"), 4);
        assert_eq!(sq("i9"), 80);
        for square in 0..SQUARE_COUNT as u8 {
            assert_eq!(parse_square(&square_name(square)), Some(square));
        }
        assert_eq!(parse_square("E4"), Some(sq("e4")));
        for bad in ["j1", "a0", "a10", "", "4e", "e"] {
            assert_eq!(parse_square(bad), None, "{bad}");
        }
    }

    #[test]
    fn neighbours_and_lines() {
        assert_eq!(names(NEIGHBOURS[usize::from(sq("a1"))]), "b1 a2 b2");
        assert_eq!(NEIGHBOURS[usize::from(sq("e5"))].count_ones(), 8);
        assert_eq!(NEIGHBOURS[usize::from(sq("i5"))].count_ones(), 5);
        assert!(adjacent(sq("e5"), sq("f6")) && !adjacent(sq("e5"), sq("e5")));
        assert!(!adjacent(sq("i1"), sq("a2")));
        assert_eq!(between(sq("a1"), sq("a5")), set("a2 a3 a4"));
        assert_eq!(between(sq("a5"), sq("a1")), set("a2 a3 a4"));
        assert_eq!(between(sq("c1"), sq("f4")), set("d2 e3"));
        assert_eq!(between(sq("c1"), sq("d2")), 0);
        assert_eq!(between(sq("c1"), sq("d3")), 0);
        assert_eq!(
            NEXT[direction_index(1, 0)][usize::from(sq("i1"))],
            NO_SQUARE
        );
    }

    #[test]
    fn ranks_are_counted_from_each_side() {
        assert_eq!(relative_rank(Side::South, sq("c3")), 2);
        assert_eq!(relative_rank(Side::North, sq("c7")), 2);
        assert_eq!(absolute_rank(Side::North, 0), 8);
        assert_eq!(PROMOTION_ZONE[0].count_ones(), 27);
        assert_eq!(
            PROMOTION_ZONE[0] & set("a7 i7 e8 a9 i9"),
            set("a7 i7 e8 a9 i9")
        );
        assert_eq!(PROMOTION_ZONE[1], rank_set(0) | rank_set(1) | rank_set(2));
        assert!(in_zone(Side::South, sq("e7")) && !in_zone(Side::South, sq("e6")));
        assert!(in_zone(Side::North, sq("e3")) && !in_zone(Side::North, sq("e4")));
        assert_eq!(file_set(0) & rank_set(0), bit(sq("a1")));
        assert_eq!(ALL_SQUARES.count_ones(), 81);
    }
}
