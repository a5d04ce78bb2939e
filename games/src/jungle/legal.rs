//! Legal moves: the moves the board allows, less those a history rule refuses.

use super::history::History;
use super::movegen::{MoveList, generate};
use super::options::JungleOptions;
use super::piece::Piece;
use super::position::Board;

/// Every legal move of the side to move, in generation order. A position whose side to move has already
/// lost (enemy in its den, no pieces) still gets its moves listed here; the callers judge that first.
#[inline]
pub fn legal_moves(board: &Board, history: &History, options: &JungleOptions, list: &mut MoveList) {
    generate(board, options, list);
    if history.may_restrict(options) {
        list.retain(|mv| {
            let piece = Piece::from_code(board.code_at(mv.from));
            history.check(board, piece, mv, options).is_ok()
        });
    }
}
