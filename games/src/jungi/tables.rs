//! The move descriptions of [`super::moveset`] resolved on the 9×9 board, once per process: for every
//! board code and square, the squares its steps and leaps reach, the squares it threatens for en passant
//! and its slide directions; plus the rays, the squares between two squares and the double-step rights.

use super::board::{
    ALL_SQUARES, DIRECTION_COUNT, DIRECTIONS, NEXT, NO_SQUARE, SQUARE_COUNT, Square, SquareSet,
    bit, direction_index, offset, relative_rank, square,
};
use super::moveset::{Arrival, Moveset, Offset, moveset};
use super::piece::{CODE_COUNT, Kind, Piece, Side};
use crate::jungi_family::Taker;
use std::sync::LazyLock;

/// Everything the move generator looks up, indexed by board code (0, the empty square, has empty rows)
/// and square.
pub struct Tables {
    /// Squares reached by a step or leap that may end on an empty square (the Elephant's back-rank leap
    /// included, from the back rank only).
    pub quiet: [[SquareSet; SQUARE_COUNT]; CODE_COUNT],
    /// Squares reached by a step or leap that may capture there.
    pub capture: [[SquareSet; SQUARE_COUNT]; CODE_COUNT],
    /// Squares the piece threatens for en passant (empty for pieces without the power).
    pub threat: [[SquareSet; SQUARE_COUNT]; CODE_COUNT],
    /// Slide directions, one bit per index into [`DIRECTIONS`].
    pub slides: [u8; CODE_COUNT],
    /// Whether the form ever passes squares (it slides or double-steps), so a move of it can give en
    /// passant rights.
    pub passes: [bool; CODE_COUNT],
    /// The en passant class of each code.
    pub taker: [Taker; CODE_COUNT],
    /// Whether the code makes the Emperor's double moves.
    pub double_moves: [bool; CODE_COUNT],
    /// For each direction and square, the squares beyond it in that direction, to the edge.
    pub rays: [[SquareSet; SQUARE_COUNT]; DIRECTION_COUNT],
    /// For each pair of squares on one line, the squares strictly between them; otherwise empty.
    pub between: [[SquareSet; SQUARE_COUNT]; SQUARE_COUNT],
}

/// The tables, built on first use.
pub static TABLES: LazyLock<Box<Tables>> = LazyLock::new(build);

/// The absolute (files, ranks) step of a relative offset for `side`: South looks toward rank 9 with its
/// sideways `+` toward file `i`; North is South turned half round.
pub const fn absolute(side: Side, offset: Offset) -> (i8, i8) {
    match side {
        Side::South => (offset.side, offset.forward),
        Side::North => (-offset.side, -offset.forward),
    }
}

/// Whether a direction index runs toward higher square numbers.
#[inline]
const fn ascending(dir: usize) -> bool {
    let (df, dr) = DIRECTIONS[dir];
    dr * 9 + df > 0
}

/// The squares a slide from `from` in direction `dir` reaches over the occupied squares `occupied`: the
/// empty squares up to the first occupied one, and that one.
#[inline]
pub fn slide(tables: &Tables, dir: usize, from: Square, occupied: SquareSet) -> SquareSet {
    let ray = tables.rays[dir][usize::from(from)];
    let blockers = ray & occupied;
    if blockers == 0 {
        return ray;
    }
    let first = if ascending(dir) {
        blockers.trailing_zeros()
    } else {
        127 - blockers.leading_zeros()
    };
    ray & !tables.rays[dir][first as usize]
}

fn build() -> Box<Tables> {
    let mut tables = Box::new(Tables {
        quiet: [[0; SQUARE_COUNT]; CODE_COUNT],
        capture: [[0; SQUARE_COUNT]; CODE_COUNT],
        threat: [[0; SQUARE_COUNT]; CODE_COUNT],
        slides: [0; CODE_COUNT],
        passes: [false; CODE_COUNT],
        taker: [Taker::None; CODE_COUNT],
        double_moves: [false; CODE_COUNT],
        rays: [[0; SQUARE_COUNT]; DIRECTION_COUNT],
        between: [[0; SQUARE_COUNT]; SQUARE_COUNT],
    });
    for (dir, next) in NEXT.iter().enumerate() {
        for (from, &first) in next.iter().enumerate() {
            let mut ray = 0;
            let mut sq = first;
            while sq != NO_SQUARE {
                tables.between[from][usize::from(sq)] = ray;
                ray |= bit(sq);
                sq = next[usize::from(sq)];
            }
            tables.rays[dir][from] = ray;
        }
    }
    for side in Side::BOTH {
        for kind in Kind::ALL {
            for promoted in [false, true] {
                let piece = Piece {
                    side,
                    kind,
                    promoted,
                };
                fill(&mut tables, piece, moveset(kind, promoted));
            }
        }
    }
    tables
}

/// Fills the rows of one piece from its move set.
fn fill(tables: &mut Tables, piece: Piece, set: &Moveset) {
    let code = usize::from(piece.code());
    for from in 0..SQUARE_COUNT as Square {
        let reach = |offset_rel: Offset| {
            let (df, dr) = absolute(piece.side, offset_rel);
            offset(from, df, dr)
        };
        let (mut quiet, mut capture, mut threat) = (0, 0, 0);
        for jump in set.jumps {
            if let Some(to) = reach(jump.offset) {
                if jump.arrival != Arrival::CaptureOnly {
                    quiet |= bit(to);
                }
                if jump.arrival != Arrival::MoveOnly {
                    capture |= bit(to);
                }
            }
        }
        if relative_rank(piece.side, from) == 0 {
            for &leap in set.back_rank_leaps {
                if let Some(to) = reach(leap) {
                    quiet |= bit(to);
                    capture |= bit(to);
                }
            }
        }
        for &offset_rel in set.en_passant {
            if let Some(to) = reach(offset_rel) {
                threat |= bit(to);
            }
        }
        let from = usize::from(from);
        tables.quiet[code][from] = quiet & ALL_SQUARES;
        tables.capture[code][from] = capture & ALL_SQUARES;
        tables.threat[code][from] = threat;
    }
    for &unit in set.slides {
        let (df, dr) = absolute(piece.side, unit);
        tables.slides[code] |= 1 << direction_index(df, dr);
    }
    tables.passes[code] = !set.slides.is_empty() || set.double_step;
    tables.taker[code] = match (set.en_passant.len(), piece.kind) {
        (0, _) => Taker::None,
        (_, Kind::Pawn) if !piece.promoted => Taker::Pawn,
        _ => Taker::Other,
    };
    tables.double_moves[code] = set.double_moves;
}

/// The four double-step rights of Kings and Queens, in the order of the position string: South King,
/// South Queen, North King, North Queen.
pub const RIGHT_PIECES: [(Side, Kind); 4] = [
    (Side::South, Kind::King),
    (Side::South, Kind::Queen),
    (Side::North, Kind::King),
    (Side::North, Kind::Queen),
];

/// The starting square of the piece of each right: `e1 e2 e9 e8`.
pub const RIGHT_SQUARES: [Square; 4] = [square(4, 0), square(4, 1), square(4, 8), square(4, 7)];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jungi::board::tests::{names, set, sq};

    #[test]
    fn slides_stop_on_the_first_occupied_square() {
        let tables = &**TABLES;
        let up = direction_index(0, 1);
        let down_left = direction_index(-1, -1);
        assert_eq!(
            names(slide(tables, up, sq("a1"), 0)),
            "a2 a3 a4 a5 a6 a7 a8 a9"
        );
        assert_eq!(names(slide(tables, up, sq("a1"), set("a4 a6"))), "a2 a3 a4");
        assert_eq!(
            names(slide(tables, down_left, sq("e5"), set("c3"))),
            "c3 d4"
        );
        assert_eq!(slide(tables, down_left, sq("e5"), set("d4")), set("d4"));
        assert_eq!(slide(tables, down_left, sq("a5"), 0), 0);
        assert_eq!(
            tables.between[usize::from(sq("a1"))][usize::from(sq("a4"))],
            set("a2 a3")
        );
        assert_eq!(
            tables.between[usize::from(sq("e5"))][usize::from(sq("b2"))],
            set("d4 c3")
        );
        assert_eq!(
            tables.between[usize::from(sq("e5"))][usize::from(sq("f7"))],
            0
        );
    }

    #[test]
    fn north_is_south_turned_half_round() {
        let tables = &**TABLES;
        for kind in Kind::ALL {
            for promoted in [false, true] {
                let south = usize::from(
                    Piece {
                        side: Side::South,
                        kind,
                        promoted,
                    }
                    .code(),
                );
                let north = usize::from(
                    Piece {
                        side: Side::North,
                        kind,
                        promoted,
                    }
                    .code(),
                );
                for from in 0..SQUARE_COUNT {
                    let turn = |set: SquareSet| {
                        (0..SQUARE_COUNT)
                            .filter(|&s| set & (1 << s) != 0)
                            .fold(0, |acc, s| acc | 1 << (80 - s))
                    };
                    assert_eq!(
                        tables.quiet[north][80 - from],
                        turn(tables.quiet[south][from])
                    );
                    assert_eq!(
                        tables.capture[north][80 - from],
                        turn(tables.capture[south][from])
                    );
                    assert_eq!(
                        tables.threat[north][80 - from],
                        turn(tables.threat[south][from])
                    );
                }
            }
        }
    }
}
