//! Move generation without history (§4 and §5), and the reason a given move is not among the moves.

use super::board::{
    JUMPS, JUMPS_FROM, NEIGHBOURS, NO_SQUARE, Square, are_neighbours, bit, den_of, file_of,
    is_water, jump_between, rank_of,
};
use super::capture::capture_rule;
use super::options::JungleOptions;
use super::piece::{Kind, Piece};
use super::position::{Board, Move};
use crate::refusal::Reason;

/// The most moves a side can have: 8 pieces × 4 steps, plus 2 jumps each for the lion and the tiger.
const CAPACITY: usize = 40;

/// A fixed-capacity list of moves, filled without allocating.
#[derive(Clone, Copy, Debug)]
pub struct MoveList {
    moves: [Move; CAPACITY],
    len: usize,
}

impl MoveList {
    /// An empty list.
    pub fn new() -> Self {
        Self {
            moves: [Move { from: 0, to: 0 }; CAPACITY],
            len: 0,
        }
    }

    #[inline]
    fn push(&mut self, mv: Move) {
        self.moves[self.len] = mv;
        self.len += 1;
    }

    /// The moves.
    #[inline]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    /// How many moves there are.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there are none.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Keeps only the moves `keep` accepts.
    pub fn retain(&mut self, mut keep: impl FnMut(Move) -> bool) {
        let mut kept = 0;
        for index in 0..self.len {
            let mv = self.moves[index];
            if keep(mv) {
                self.moves[kept] = mv;
                kept += 1;
            }
        }
        self.len = kept;
    }
}

impl Default for MoveList {
    fn default() -> Self {
        Self::new()
    }
}

/// Every move of the side to move allowed by the board and the capture rule, before the history rules.
#[inline]
pub fn generate(board: &Board, options: &JungleOptions, list: &mut MoveList) {
    let side = board.to_move();
    let own = board.occupied(side);
    let own_den = den_of(side);
    for kind in Kind::ALL {
        let piece = Piece::new(side, kind);
        let Some(from) = board.square_of(piece) else {
            continue;
        };
        for &to in &NEIGHBOURS[usize::from(from)] {
            if to == NO_SQUARE {
                break;
            }
            if to == own_den || own & bit(to) != 0 || (kind != Kind::Rat && is_water(to)) {
                continue;
            }
            push_if_allowed(board, options, piece, from, to, list);
        }
        if kind.jumps() {
            for &index in &JUMPS_FROM[usize::from(from)] {
                if index == u8::MAX {
                    break;
                }
                let jump = &JUMPS[usize::from(index)];
                if (kind == Kind::Tiger && options.tiger_jumps_vertically_only && !jump.vertical)
                    || own & bit(jump.to) != 0
                    || board.all_occupied() & jump.water != 0
                {
                    continue;
                }
                push_if_allowed(board, options, piece, from, jump.to, list);
            }
        }
    }
}

/// Adds the move when the target is empty or holds an enemy piece the mover may capture.
#[inline(always)]
fn push_if_allowed(
    board: &Board,
    options: &JungleOptions,
    piece: Piece,
    from: Square,
    to: Square,
    list: &mut MoveList,
) {
    let code = board.code_at(to);
    if code == 0 || capture_rule(piece, from, Piece::from_code(code), to, options).is_ok() {
        list.push(Move { from, to });
    }
}

/// Why `piece` (on `mv.from`, of the side to move) may not make `mv` on this board, leaving history rules
/// aside: the end of a sentence "… is not a legal move for your dog: <reason>". `None` when it may.
/// Checks in the order of §11: distance and jumps, water, own den, own piece, capture rule, jump path.
pub fn refusal(board: &Board, options: &JungleOptions, piece: Piece, mv: Move) -> Option<Reason> {
    let Move { from, to } = mv;
    if from == to {
        return Some(Reason::plain("refusal-jungle-same-square"));
    }
    let jump = if are_neighbours(from, to) {
        None
    } else if let Some(jump) = jump_between(from, to).filter(|_| piece.kind.jumps()) {
        if piece.kind == Kind::Tiger && options.tiger_jumps_vertically_only && !jump.vertical {
            return Some(Reason::plain("refusal-jungle-tiger-files"));
        }
        Some(jump)
    } else {
        let diagonal =
            file_of(from).abs_diff(file_of(to)) == 1 && rank_of(from).abs_diff(rank_of(to)) == 1;
        let key = match (piece.kind.jumps(), diagonal) {
            (_, true) => "refusal-jungle-not-diagonal",
            (true, false) => "refusal-jungle-step-or-jump",
            (false, false) => "refusal-jungle-one-square",
        };
        return Some(Reason::plain(key));
    };
    if is_water(to) && piece.kind != Kind::Rat {
        return Some(Reason::plain("refusal-jungle-water"));
    }
    if to == den_of(piece.side) {
        return Some(Reason::plain("refusal-jungle-own-den"));
    }
    if let Some(target) = board.piece_at(to) {
        if target.side == piece.side {
            return Some(Reason::new(
                "refusal-jungle-own-piece",
                vec![("piece", target.kind.arg())],
            ));
        }
        if let Err(bar) = capture_rule(piece, from, target, to, options) {
            return Some(bar.reason(piece, target));
        }
    }
    if jump.is_some_and(|jump| board.all_occupied() & jump.water != 0) {
        return Some(Reason::plain("refusal-jungle-rat-blocks-jump"));
    }
    None
}
