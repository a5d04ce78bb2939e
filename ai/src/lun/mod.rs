//! Lún Jungi's opponent: the family's search ([`crate::family`]) with an evaluation of the polar board.
//!
//! The evaluation ([`LunEval`]), from the point of view of the side to move, in hundredths of a pawn:
//!
//! * **Material**: Jungi's worths of the base forms ([`crate::jungi::eval`]); nothing promotes in Lún.
//! * **The nexus**: a piece standing on it moves as its promoted form, so it earns a quarter of what
//!   promoting would bring in Jungi (not the King: the Emperor's power there is worth little against the
//!   danger of standing in the middle).
//! * **Centre**: pieces that step or leap are worth more on the inner rings, where the spaces are closer
//!   together and every spoke is near; sliders are left alone.
//! * **The King**: each enemy piece within two king steps of it costs, each own piece beside it shields
//!   it (the family's rule).
//!
//! # Levels
//!
//! | level | play | node budget |
//! |---|---|---|
//! | 1 | a random move among those within 200 of the best at 2 plies, a win when it sees one | 2 000 |
//! | 2 | the best move of a small search | 2 000 |
//! | 3 | the best move of a small search | 7 500 |
//! | 4 | the best move of a full search | 30 000 |
//! | 5 | the best move of a full search | 125 000 |
//!
//! A Lún node costs about twice a Jungle one (more pieces, longer rays), so the budgets are half the
//! shared ladder's ([`crate::level`]), but the steps differ: the shared ladder's level 2 won every game
//! against level 1 and its level 5 (four times level 4's nodes) takes five CPU-hours to measure against
//! it, so level 2 is a step between the two lowest and level 5 has what was the shared ladder's level 4
//! (`docs/strength.md`). On the clock each level thinks for its own time, up to eight times its node
//! budget.

#[cfg(test)]
mod tests;

use crate::Level;
use crate::family::{Evaluation, FamilyOpponent, FamilySearch};
use crate::jungi::eval::WORTH;
use crate::level::Plan;
use games::jungi::piece::CODE_COUNT;
use games::jungi::{Kind, Piece};
use games::jungi_family::points;
use games::lun::LunBoard;
use games::lun::board::{NEIGHBOURS, SPACE_COUNT, Space, SpaceSet, ring_of};

/// Lún Jungi's evaluation.
#[derive(Clone, Copy, Debug)]
pub struct LunEval;

/// A Lún Jungi position as the search walks it.
pub type LunSearch = FamilySearch<LunEval>;

/// The Lún Jungi opponent.
pub type LunOpponent = FamilyOpponent<LunEval>;

/// What the centre is worth to a stepping or leaping piece, per ring from `A` (index 0) to `G`.
const RING_BONUS: [i32; 7] = [24, 20, 16, 12, 8, 4, 0];

/// Whether a form slides on the board (Pikeman, Cannon, Chariot): those do not need the centre.
const fn slides(kind: Kind) -> bool {
    matches!(kind, Kind::Chariot | Kind::Cannon | Kind::Pikeman)
}

/// What a piece brings on a space, for its own side, by board code and space.
static PIECE_SQUARE: [[i32; SPACE_COUNT]; CODE_COUNT] = {
    let mut table = [[0; SPACE_COUNT]; CODE_COUNT];
    let mut code = 1;
    while code < CODE_COUNT {
        let piece = Piece::from_code(code as u8);
        if !piece.promoted {
            let kind = piece.kind as usize;
            let mut space = 0;
            while space < SPACE_COUNT {
                let mut value = WORTH[kind][0];
                match ring_of(space as Space) {
                    None => {
                        if !piece.is_royal() {
                            value += (WORTH[kind][1] - WORTH[kind][0]) / 4;
                        }
                    }
                    Some(ring) => {
                        if !slides(piece.kind) && !piece.is_royal() {
                            value += RING_BONUS[ring as usize];
                        }
                    }
                }
                table[code][space] = value;
                space += 1;
            }
        }
        code += 1;
    }
    table
};

/// The spaces within two king steps of each space.
static TWO_STEPS: std::sync::LazyLock<[SpaceSet; SPACE_COUNT]> = std::sync::LazyLock::new(|| {
    std::array::from_fn(|space| {
        let near = NEIGHBOURS[space];
        points(near).fold(near, |set, next| set | NEIGHBOURS[usize::from(next)]) & !(1 << space)
    })
});

impl Evaluation for LunEval {
    type Board = LunBoard;
    /// The table in this module's documentation.
    fn plan(level: Level) -> Plan {
        match level.number() {
            1 => Plan::sampled(2_000, 2, 200),
            2 => Plan::best(2_000, 14),
            3 => Plan::best(7_500, 14),
            4 => Plan::best(30_000, 16),
            _ => Plan::best(125_000, 18),
        }
    }

    #[inline]
    fn piece_square(code: u8, point: Space) -> i32 {
        PIECE_SQUARE[usize::from(code)][usize::from(point)]
    }

    #[inline]
    fn royal_zone(point: Space) -> SpaceSet {
        TWO_STEPS[usize::from(point)]
    }
}
