//! Jungi's evaluation, from the point of view of the side to move, in hundredths of a pawn: the
//! family's ([`crate::family::Evaluation`]) with Jungi's piece-square table.
//!
//! * **Material**: a worth for each form, base and promoted (the Empress and the Lancer slide every way,
//!   the Dragon is a chariot that also steps, and so on); the royal pieces count nothing, since losing
//!   one ends the game, but the Emperor's extra power counts.
//! * **Promotion**: an unpromoted piece earns part of what promoting would bring as it nears the enemy's
//!   three home ranks, Pawns most.
//! * **Centre**: pieces that step or leap are worth more near the middle of the board.
//! * **The royal piece**: each enemy piece within two steps of it costs, each own piece beside it shields
//!   it.

use crate::Level;
use crate::family::Evaluation;
use crate::level::Plan;
use games::jungi::board::{SQUARE_COUNT, Square, SquareSet, file_of, rank_of, relative_rank};
use games::jungi::piece::CODE_COUNT;
use games::jungi::{JungiBoard, Kind, Piece};

/// Jungi's evaluation.
#[derive(Clone, Copy, Debug)]
pub struct JungiEval;

impl Evaluation for JungiEval {
    type Board = JungiBoard;
    /// Jungi's nodes cost about twice Jungle's: the shared ladder at half its node budgets.
    fn plan(level: Level) -> Plan {
        Plan::shared(level, 0.5)
    }

    #[inline]
    fn piece_square(code: u8, point: Square) -> i32 {
        PIECE_SQUARE[usize::from(code)][usize::from(point)]
    }

    /// The squares within two king steps.
    #[inline]
    fn royal_zone(point: Square) -> SquareSet {
        TWO_STEPS[usize::from(point)]
    }
}

/// The worth of a form: base (index 0) and promoted (index 1), by [`Kind`] index.
pub(crate) const WORTH: [[i32; 2]; 11] = [
    [100, 260], // Pawn, Veteran
    [300, 560], // Horseman, Unicorn
    [240, 520], // Elephant, Grutslæn
    [250, 520], // Magister, Archmagister
    [320, 900], // Pikeman, Lancer
    [340, 520], // Cannon, Kirin
    [500, 720], // Chariot, Dragon
    [210, 470], // Noble, Lord
    [230, 560], // Officer, Commander
    [280, 950], // Queen, Empress
    [0, 300],   // King, Emperor
];

/// The worth of a piece.
#[inline]
pub fn worth(piece: Piece) -> i32 {
    WORTH[piece.kind as usize][usize::from(piece.promoted)]
}

/// Per relative rank (0 = own back rank), the share (in 1/16) of the promotion gain an unpromoted piece
/// earns there.
const PROMOTION_SHARE: [i32; 9] = [0, 0, 0, 1, 2, 4, 16, 16, 16];

/// The centre bonus of a stepping or leaping piece on each square.
const CENTRE: [i32; SQUARE_COUNT] = {
    let mut table = [0; SQUARE_COUNT];
    let mut sq = 0;
    while sq < SQUARE_COUNT {
        let file = (sq % 9) as i32;
        let rank = (sq / 9) as i32;
        let df = if file > 4 { file - 4 } else { 4 - file };
        let dr = if rank > 4 { rank - 4 } else { 4 - rank };
        let ring = if df > dr { df } else { dr };
        table[sq] = (4 - ring) * 6;
        sq += 1;
    }
    table
};

/// Whether a form slides (a chariot, cannon, pikeman and their promoted forms, the Empress): those do
/// not need the centre.
const fn slides(kind: Kind, promoted: bool) -> bool {
    matches!(kind, Kind::Chariot | Kind::Cannon | Kind::Pikeman)
        || (promoted && matches!(kind, Kind::Queen))
}

/// What a piece brings on a square, for its own side: its worth, its share of the promotion to come,
/// the centre. Indexed by board code and square.
pub const PIECE_SQUARE: [[i32; SQUARE_COUNT]; CODE_COUNT] = {
    let mut table = [[0; SQUARE_COUNT]; CODE_COUNT];
    let mut code = 1;
    while code < CODE_COUNT {
        let piece = Piece::from_code(code as u8);
        let kind = piece.kind as usize;
        let mut sq = 0;
        while sq < SQUARE_COUNT {
            let mut value = WORTH[kind][piece.promoted as usize];
            if !piece.promoted && !piece.is_royal() {
                let gain = WORTH[kind][1] - WORTH[kind][0];
                let share = PROMOTION_SHARE[relative_rank(piece.side, sq as Square) as usize];
                let share = if kind == Kind::Pawn as usize {
                    share * 2
                } else {
                    share
                };
                value += gain * share / 64;
            }
            if !slides(piece.kind, piece.promoted) && !piece.is_royal() {
                value += CENTRE[sq];
            }
            table[code][sq] = value;
            sq += 1;
        }
        code += 1;
    }
    table
};

/// The squares within two king steps of each square.
const TWO_STEPS: [SquareSet; SQUARE_COUNT] = {
    let mut table = [0; SQUARE_COUNT];
    let mut sq = 0;
    while sq < SQUARE_COUNT {
        let (file, rank) = (file_of(sq as Square) as i8, rank_of(sq as Square) as i8);
        let mut df = -2;
        while df <= 2 {
            let mut dr = -2;
            while dr <= 2 {
                let (f, r) = (file + df, rank + dr);
                if f >= 0 && f < 9 && r >= 0 && r < 9 && (df != 0 || dr != 0) {
                    table[sq] |= 1u128 << (r * 9 + f);
                }
                dr += 1;
            }
            df += 1;
        }
        sq += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family::{TEMPO, evaluate};
    use games::jungi::Position;

    fn eval(text: &str) -> i32 {
        evaluate::<JungiEval>(&Position::parse(text).unwrap())
    }

    #[test]
    fn the_start_is_even_but_for_the_tempo() {
        assert_eq!(eval(games::jungi::START), TEMPO);
    }

    #[test]
    fn a_side_up_a_chariot_is_ahead_and_the_sides_mirror() {
        let south = eval("4k4/9/9/9/9/9/9/9/R3K4 s - - 0 1");
        let north = eval("4k3r/9/9/9/9/9/9/9/4K4 n - - 0 1");
        assert!(south > 400, "{south}");
        assert_eq!(south, north);
    }

    #[test]
    fn pawns_gain_as_they_near_promotion() {
        let back = eval("4k4/9/9/9/9/9/P8/9/4K4 s - - 0 1");
        let far = eval("4k4/9/9/P8/9/9/9/9/4K4 s - - 0 1");
        assert!(far > back, "{far} > {back}");
    }
}
