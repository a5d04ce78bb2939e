//! An independent baseline for measuring the Jungle levels: plain alpha-beta with material only, as the
//! textbooks describe it (negamax with alpha-beta pruning, no transposition table, no quiescence; a
//! position is worth the sum of its animals' ranks, a den entered or the last piece taken is a win). It
//! deepens one ply at a time until its node budget is spent and plays the best move of the last depth it
//! completed, captures tried first. It shares nothing with [`crate::search`] but the game's own move
//! generator.

use games::jungle::board::den_of;
use games::jungle::history::History;
use games::jungle::legal::legal_moves;
use games::jungle::movegen::MoveList;
use games::jungle::{Board, JungleMove, JungleOptions, Kind, Piece};

/// The score of a win.
const WIN: i32 = 100_000;

/// A material-only alpha-beta player with a node budget.
#[derive(Debug)]
pub struct Baseline {
    nodes: u64,
    budget: u64,
}

impl Baseline {
    /// A player that visits at most `budget` nodes a move.
    pub fn new(budget: u64) -> Self {
        Self { nodes: 0, budget }
    }

    /// The nodes visited by the last choice.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The move it plays on `board` with `history`, or `None` without a legal move.
    pub fn choose(
        &mut self,
        board: &Board,
        history: &History,
        options: &JungleOptions,
    ) -> Option<JungleMove> {
        self.nodes = 0;
        let mut history = history.clone();
        let mut roots = moves(board, &history, options);
        let mut best = *roots.first()?;
        for depth in 1..=64 {
            let mut alpha = -WIN - 1;
            let mut chosen = None;
            for &mv in &roots {
                let (child, _) = play(board, &mut history, mv);
                let score =
                    -self.alpha_beta(&child, &mut history, options, depth - 1, -WIN - 1, -alpha);
                history.pop();
                if self.nodes > self.budget {
                    break;
                }
                if score > alpha {
                    alpha = score;
                    chosen = Some(mv);
                }
            }
            if self.nodes > self.budget {
                break;
            }
            if let Some(mv) = chosen {
                best = mv;
                // The best move first at the next depth.
                roots.retain(|&other| other != mv);
                roots.insert(0, mv);
            }
            if alpha.abs() >= WIN - 100 {
                break;
            }
        }
        Some(best)
    }

    fn alpha_beta(
        &mut self,
        board: &Board,
        history: &mut History,
        options: &JungleOptions,
        depth: u32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.nodes += 1;
        if board.side_to_move_is_beaten() {
            return -WIN;
        }
        if depth == 0 || self.nodes > self.budget {
            return material(board);
        }
        let list = moves(board, history, options);
        if list.is_empty() {
            return -WIN;
        }
        for mv in list {
            let (child, _) = play(board, history, mv);
            let score = -self.alpha_beta(&child, history, options, depth - 1, -beta, -alpha);
            history.pop();
            if score >= beta {
                return score;
            }
            alpha = alpha.max(score);
        }
        alpha
    }
}

/// The legal moves, captures and den entries first.
fn moves(board: &Board, history: &History, options: &JungleOptions) -> Vec<JungleMove> {
    let mut list = MoveList::new();
    legal_moves(board, history, options, &mut list);
    let den = den_of(board.to_move().other());
    let mut moves = list.as_slice().to_vec();
    moves.sort_by_key(|mv| !(mv.to == den || board.code_at(mv.to) != 0));
    moves
}

/// The board after `mv`, with the ply pushed on `history`.
fn play(board: &Board, history: &mut History, mv: JungleMove) -> (Board, u8) {
    let mut child = *board;
    let mover = Piece::from_code(board.code_at(mv.from));
    let captured = child.make(mv);
    let victim = (captured != 0).then(|| Piece::from_code(captured));
    history.push(mover, mv, victim, child.key());
    (child, captured)
}

/// The material balance for the side to move: each animal worth its seed rank.
fn material(board: &Board) -> i32 {
    let us = board.to_move();
    board
        .pieces()
        .map(|(piece, _)| {
            let worth = i32::from(Kind::seed_rank(piece.kind)) * 100;
            if piece.side == us { worth } else { -worth }
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_takes_a_free_piece_and_enters_an_open_den() {
        let options = JungleOptions::default();
        let board = Board::parse("7/7/7/7/7/7/7/1c5/1L4t w").unwrap();
        let history = History::new(board.key());
        let mv = Baseline::new(10_000)
            .choose(&board, &history, &options)
            .unwrap();
        assert_eq!(games::jungle::board::square_name(mv.to), "b2");
        let board = Board::parse("2C4/7/7/7/7/7/7/7/6e w").unwrap();
        let history = History::new(board.key());
        let mv = Baseline::new(10_000)
            .choose(&board, &history, &options)
            .unwrap();
        assert_eq!(games::jungle::board::square_name(mv.to), "d9");
    }
}
