//! The fast node count (§13): copy-make on the compact board (a copy of about 100 bytes measured faster
//! than make/unmake), the history pushed and popped alongside so the repetition and anti-shuffle rules
//! behave inside the tree as in a game, and bulk counting at the last ply.

use super::history::History;
use super::legal::legal_moves;
use super::movegen::MoveList;
use super::options::JungleOptions;
use super::piece::Piece;
use super::position::Board;

/// The number of leaf nodes of the legal-move tree to `depth` (at least 1) below `board`. A position whose
/// side to move has lost (enemy in its den, no pieces, no legal move) has no children. Draw rules do not
/// end the count.
pub fn perft(board: &Board, history: &mut History, options: &JungleOptions, depth: u32) -> u64 {
    debug_assert!(depth >= 1);
    if board.side_to_move_is_beaten() {
        return 0;
    }
    let mut list = MoveList::new();
    legal_moves(board, history, options, &mut list);
    if depth == 1 {
        return list.len() as u64;
    }
    let mut nodes = 0;
    for &mv in list.as_slice() {
        let mover = Piece::from_code(board.code_at(mv.from));
        let mut child = *board;
        let captured = child.make(mv);
        let victim = (captured != 0).then(|| Piece::from_code(captured));
        history.push(mover, mv, victim, child.key());
        nodes += perft(&child, history, options, depth - 1);
        history.pop();
    }
    nodes
}
