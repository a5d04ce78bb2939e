//! The board's geometry and terrain: squares, water, dens, traps, neighbours and the lion and tiger jumps.

use super::piece::Side;

/// A square, `(rank - 1) * 7 + file` with file `a` = 0: `a1` is 0, `g9` is 62.
pub type Square = u8;

/// The number of files (`a`–`g`).
pub const FILES: u8 = 7;
/// The number of ranks (`1`–`9`).
pub const RANKS: u8 = 9;
/// The number of squares.
pub const SQUARE_COUNT: usize = 63;

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

/// The bit of a square in a 63-bit set.
pub const fn bit(square: Square) -> u64 {
    1 << square
}

/// The twelve water squares: `b4–c6` and `e4–f6`.
pub const WATER: u64 = {
    let mut mask = 0;
    let mut rank = 3;
    while rank <= 5 {
        mask |= bit(square(1, rank))
            | bit(square(2, rank))
            | bit(square(4, rank))
            | bit(square(5, rank));
        rank += 1;
    }
    mask
};

/// Whether a square is water.
pub const fn is_water(square: Square) -> bool {
    WATER & bit(square) != 0
}

/// Each side's den: Blue's `d1`, Red's `d9`.
pub const DENS: [Square; 2] = [square(3, 0), square(3, 8)];

/// The den of `side`.
pub const fn den_of(side: Side) -> Square {
    DENS[side as usize]
}

/// Each side's three traps, the squares next to its den: Blue's `c1 d2 e1`, Red's `c9 d8 e9`.
pub const TRAPS: [u64; 2] = [
    bit(square(2, 0)) | bit(square(3, 1)) | bit(square(4, 0)),
    bit(square(2, 8)) | bit(square(3, 7)) | bit(square(4, 8)),
];

/// Whether a square is one of `side`'s own traps.
pub const fn is_trap_of(side: Side, square: Square) -> bool {
    TRAPS[side as usize] & bit(square) != 0
}

/// Whether a square is a trap of either side.
pub const fn is_trap(square: Square) -> bool {
    (TRAPS[0] | TRAPS[1]) & bit(square) != 0
}

/// The orthogonal neighbours of a square: up to four, the unused slots hold [`NO_SQUARE`].
pub const NEIGHBOURS: [[Square; 4]; SQUARE_COUNT] = {
    let mut table = [[NO_SQUARE; 4]; SQUARE_COUNT];
    let mut sq = 0;
    while sq < SQUARE_COUNT as u8 {
        let (file, rank) = (file_of(sq), rank_of(sq));
        let mut count = 0;
        if rank + 1 < RANKS {
            table[sq as usize][count] = square(file, rank + 1);
            count += 1;
        }
        if rank > 0 {
            table[sq as usize][count] = square(file, rank - 1);
            count += 1;
        }
        if file > 0 {
            table[sq as usize][count] = square(file - 1, rank);
            count += 1;
        }
        if file + 1 < FILES {
            table[sq as usize][count] = square(file + 1, rank);
        }
        sq += 1;
    }
    table
};

/// A value that is no square, filling unused table slots.
pub const NO_SQUARE: Square = u8::MAX;

/// Whether two squares are orthogonal neighbours.
pub fn are_neighbours(a: Square, b: Square) -> bool {
    NEIGHBOURS[usize::from(a)].contains(&b)
}

/// One directed lion or tiger jump across a lake.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Jump {
    /// The land square it starts from.
    pub from: Square,
    /// The first land square beyond the lake.
    pub to: Square,
    /// The water squares it crosses; a rat on any of them blocks it.
    pub water: u64,
    /// Whether it runs along a file (three water squares) rather than along a rank (two).
    pub vertical: bool,
}

/// The number of directed jumps.
pub const JUMP_COUNT: usize = 20;

/// All 20 directed jumps: `b3↔b7 c3↔c7 e3↔e7 f3↔f7`, `a4–6↔d4–6` and `d4–6↔g4–6`.
pub const JUMPS: [Jump; JUMP_COUNT] = {
    let empty = Jump {
        from: 0,
        to: 0,
        water: 0,
        vertical: false,
    };
    let mut jumps = [empty; JUMP_COUNT];
    let mut n = 0;
    // Vertical: files b, c, e, f, from rank 3 to rank 7 and back.
    let files = [1u8, 2, 4, 5];
    let mut i = 0;
    while i < files.len() {
        let file = files[i];
        let water = bit(square(file, 3)) | bit(square(file, 4)) | bit(square(file, 5));
        jumps[n] = Jump {
            from: square(file, 2),
            to: square(file, 6),
            water,
            vertical: true,
        };
        jumps[n + 1] = Jump {
            from: square(file, 6),
            to: square(file, 2),
            water,
            vertical: true,
        };
        n += 2;
        i += 1;
    }
    // Horizontal: ranks 4–6, across the left lake (a↔d) and the right lake (d↔g).
    let mut rank = 3;
    while rank <= 5 {
        let left = bit(square(1, rank)) | bit(square(2, rank));
        let right = bit(square(4, rank)) | bit(square(5, rank));
        jumps[n] = Jump {
            from: square(0, rank),
            to: square(3, rank),
            water: left,
            vertical: false,
        };
        jumps[n + 1] = Jump {
            from: square(3, rank),
            to: square(0, rank),
            water: left,
            vertical: false,
        };
        jumps[n + 2] = Jump {
            from: square(3, rank),
            to: square(6, rank),
            water: right,
            vertical: false,
        };
        jumps[n + 3] = Jump {
            from: square(6, rank),
            to: square(3, rank),
            water: right,
            vertical: false,
        };
        n += 4;
        rank += 1;
    }
    jumps
};

/// For each square, the indices into [`JUMPS`] of the jumps that start there (at most two; unused slots
/// hold `u8::MAX`).
pub const JUMPS_FROM: [[u8; 2]; SQUARE_COUNT] = {
    let mut table = [[u8::MAX; 2]; SQUARE_COUNT];
    let mut i = 0;
    while i < JUMP_COUNT {
        let from = JUMPS[i].from as usize;
        if table[from][0] == u8::MAX {
            table[from][0] = i as u8;
        } else {
            table[from][1] = i as u8;
        }
        i += 1;
    }
    table
};

/// The jump from `from` to `to`, if there is one.
pub fn jump_between(from: Square, to: Square) -> Option<&'static Jump> {
    JUMPS_FROM[usize::from(from)]
        .iter()
        .filter(|&&index| index != u8::MAX)
        .map(|&index| &JUMPS[usize::from(index)])
        .find(|jump| jump.to == to)
}

/// The name of a square (`g3`).
pub fn square_name(square: Square) -> String {
    let mut name = String::with_capacity(2);
    write_square_name(&mut name, square).expect("a string takes any text");
    name
}

/// Writes the name of a square (`g3`) to `out`.
pub fn write_square_name(out: &mut impl std::fmt::Write, square: Square) -> std::fmt::Result {
    out.write_char(char::from(b'a' + file_of(square)))?;
    out.write_char(char::from(b'1' + rank_of(square)))
}

/// Reads a square name (`g3`, case-insensitive).
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
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        parse_square(name).expect("a square")
    }

    fn set(names: &str) -> u64 {
        names
            .split_whitespace()
            .fold(0, |mask, name| mask | bit(sq(name)))
    }

    #[test]
    fn terrain_is_as_in_the_table() {
        assert_eq!(WATER, set("b4 b5 b6 c4 c5 c6 e4 e5 e6 f4 f5 f6"));
        assert_eq!(DENS, [sq("d1"), sq("d9")]);
        assert_eq!(TRAPS[0], set("c1 d2 e1"));
        assert_eq!(TRAPS[1], set("c9 d8 e9"));
        assert!(is_trap_of(Side::Blue, sq("d2")) && !is_trap_of(Side::Red, sq("d2")));
        assert!(is_trap(sq("e9")) && !is_trap(sq("d9")));
    }

    #[test]
    fn squares_are_numbered_rank_major_from_a1() {
        assert_eq!(sq("a1"), 0);
        assert_eq!(sq("g1"), 6);
        assert_eq!(sq("a2"), 7);
        assert_eq!(sq("g9"), 62);
        for square in 0..SQUARE_COUNT as u8 {
            assert_eq!(parse_square(&square_name(square)), Some(square));
        }
        assert_eq!(parse_square("G3"), Some(sq("g3")));
        for bad in ["h1", "a0", "a10", "", "3g"] {
            assert_eq!(parse_square(bad), None, "{bad}");
        }
    }

    #[test]
    fn neighbours_are_orthogonal_and_on_the_board() {
        let count = |name: &str| {
            NEIGHBOURS[usize::from(sq(name))]
                .iter()
                .filter(|&&s| s != NO_SQUARE)
                .count()
        };
        assert_eq!(count("a1"), 2);
        assert_eq!(count("d1"), 3);
        assert_eq!(count("d5"), 4);
        assert!(are_neighbours(sq("c3"), sq("c4")));
        assert!(!are_neighbours(sq("c3"), sq("d4")));
        assert!(!are_neighbours(sq("g1"), sq("a2")));
    }

    #[test]
    fn the_jump_table_has_the_twenty_directed_jumps_of_the_rules() {
        let pairs = [
            ("b3", "b7", "b4 b5 b6"),
            ("c3", "c7", "c4 c5 c6"),
            ("e3", "e7", "e4 e5 e6"),
            ("f3", "f7", "f4 f5 f6"),
            ("a4", "d4", "b4 c4"),
            ("a5", "d5", "b5 c5"),
            ("a6", "d6", "b6 c6"),
            ("d4", "g4", "e4 f4"),
            ("d5", "g5", "e5 f5"),
            ("d6", "g6", "e6 f6"),
        ];
        for (a, b, water) in pairs {
            for (from, to) in [(a, b), (b, a)] {
                let jump = jump_between(sq(from), sq(to)).expect("a jump");
                assert_eq!(jump.water, set(water), "{from}{to}");
                assert_eq!(jump.vertical, water.len() > 5, "{from}{to}");
            }
        }
        let mut all: Vec<(Square, Square)> =
            JUMPS.iter().map(|jump| (jump.from, jump.to)).collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), JUMP_COUNT);
        assert!(jump_between(sq("a4"), sq("g4")).is_none());
        assert!(jump_between(sq("b2"), sq("b7")).is_none());
    }
}
