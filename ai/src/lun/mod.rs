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

#[cfg(test)]
mod tests;

use crate::family::{Evaluation, FamilyOpponent, FamilySearch};
use crate::jungi::eval::WORTH;
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
    /// A Lún node costs about as much as a Jungi one (more pieces, longer rays): half Jungle's budget.
    const BUDGET_SCALE: f64 = 0.5;

    #[inline]
    fn piece_square(code: u8, point: Space) -> i32 {
        PIECE_SQUARE[usize::from(code)][usize::from(point)]
    }

    #[inline]
    fn royal_zone(point: Space) -> SpaceSet {
        TWO_STEPS[usize::from(point)]
    }
}
