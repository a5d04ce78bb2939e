//! The rules that look back at earlier moves: the seed's repetition rule (§7) and the anti-shuffling
//! options "7-3" and "17-5" (§9). The history grows by [`History::push`] and shrinks by [`History::pop`],
//! so a search walks it exactly as a game does.

use super::board::{Square, bit, is_trap};
use super::capture::capable;
use super::options::JungleOptions;
use super::piece::{Kind, Piece};
use super::position::{Board, Move};
use crate::refusal::Reason;

/// One ply of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ply {
    /// The piece that moved.
    pub piece: Piece,
    /// Where from and where to.
    pub mv: Move,
    /// The piece it captured, if any.
    pub captured: Option<Piece>,
    /// The index of the last capture before this ply, to restore on [`History::pop`].
    previous_capture: usize,
}

/// The positions and plies since the game (or its starting position string) began.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct History {
    /// The key of every position: `keys[k]` after `k` plies; the last is the current position.
    keys: Vec<u64>,
    /// Every ply, in order.
    plies: Vec<Ply>,
    /// The index in `keys` of the position right after the last capture (0 when there was none).
    last_capture: usize,
}

/// Why a move is refused by a history rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HistoryBar {
    /// §7: the position would occur a third time, and the mover could capture the piece just moved.
    Repetition {
        /// The opponent's piece that just moved.
        chased: Piece,
    },
    /// "7-3": the destination would be reached a third time within the piece's last seven moves.
    SevenThree,
    /// "17-5": 17 moves of the piece in a row within 5 or fewer squares.
    SeventeenFive,
}

impl HistoryBar {
    /// The reason as the end of a sentence ("… is not a legal move for your tiger: <reason>").
    pub fn reason(self, mover: Kind, to: Square) -> Reason {
        match self {
            HistoryBar::Repetition { chased } => Reason::new(
                "refusal-jungle-repetition",
                vec![
                    ("mover", mover.arg()),
                    ("side", chased.side.arg()),
                    ("piece", chased.kind.arg()),
                ],
            ),
            HistoryBar::SevenThree => Reason::new(
                "refusal-jungle-seven-three",
                vec![("square", super::board::square_name(to).into())],
            ),
            HistoryBar::SeventeenFive => Reason::plain("refusal-jungle-seventeen-five"),
        }
    }
}

/// The longest stretch of one piece's earlier moves the anti-shuffle rules look at (17-5: 16 plus the
/// candidate).
const RUN_LIMIT: usize = 16;

/// The fewest plies without a capture after which a move can make a position occur a third time: the
/// earlier occurrences are at least 4 plies apart, and the first of them at least 4 plies before the move.
const MIN_PLIES_FOR_REPETITION: usize = 7;

impl History {
    /// A history that starts at the position with this key.
    pub fn new(start_key: u64) -> Self {
        Self {
            keys: vec![start_key],
            plies: Vec::new(),
            last_capture: 0,
        }
    }

    /// Every ply so far.
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// The key of every position so far, the current one last.
    pub fn keys(&self) -> &[u64] {
        &self.keys
    }

    /// How many plies in a row have been played without a capture.
    pub fn plies_without_capture(&self) -> usize {
        self.keys.len() - 1 - self.last_capture
    }

    /// Records a ply; `key` is the key of the position it produced.
    #[inline]
    pub fn push(&mut self, piece: Piece, mv: Move, captured: Option<Piece>, key: u64) {
        self.plies.push(Ply {
            piece,
            mv,
            captured,
            previous_capture: self.last_capture,
        });
        self.keys.push(key);
        if captured.is_some() {
            self.last_capture = self.keys.len() - 1;
        }
    }

    /// Forgets the last ply.
    #[inline]
    pub fn pop(&mut self) {
        if let Some(ply) = self.plies.pop() {
            self.keys.pop();
            self.last_capture = ply.previous_capture;
        }
    }

    /// Whether a history rule could refuse any move now; when not, the history checks can be skipped.
    #[inline]
    pub fn may_restrict(&self, options: &JungleOptions) -> bool {
        let plies = self.plies.len();
        self.plies_without_capture() >= MIN_PLIES_FOR_REPETITION
            || (options.anti_shuffle_7_3 && plies >= 4)
            || (options.anti_shuffle_17_5 && plies >= 2 * RUN_LIMIT)
    }

    /// Whether `piece` (of the side to move) may make `mv` on `board` as far as the history rules go.
    #[inline]
    pub fn check(
        &self,
        board: &Board,
        piece: Piece,
        mv: Move,
        options: &JungleOptions,
    ) -> Result<(), HistoryBar> {
        if let Some(last) = self.plies.last() {
            if board.code_at(mv.to) == 0
                && capable(piece.kind, last.piece.kind, options)
                && self.occurred_twice(board.key_after_quiet(mv))
            {
                return Err(HistoryBar::Repetition { chased: last.piece });
            }
        }
        if options.anti_shuffle() && !is_trap(mv.to) {
            self.check_shuffle(piece, mv, options)?;
        }
        Ok(())
    }

    /// Whether the position with `key` and the opponent of the side to move to move has occurred twice
    /// since the last capture.
    ///
    /// A position recurs at the earliest 4 plies later (each side must move a piece away and back), so the
    /// position after the candidate (index `current + 1`) can match only indices `current - 3`,
    /// `current - 5`, …, and two matches need at least 7 plies since the last capture.
    #[inline]
    fn occurred_twice(&self, key: u64) -> bool {
        let current = self.keys.len() - 1;
        if current < self.last_capture + MIN_PLIES_FOR_REPETITION {
            return false;
        }
        let mut seen = 0;
        let mut index = current - 3;
        loop {
            if self.keys[index] == key {
                seen += 1;
                if seen == 2 {
                    return true;
                }
            }
            if index < self.last_capture + 2 {
                return false;
            }
            index -= 2;
        }
    }

    /// The anti-shuffle rules for a candidate move that does not end on a trap.
    fn check_shuffle(
        &self,
        piece: Piece,
        mv: Move,
        options: &JungleOptions,
    ) -> Result<(), HistoryBar> {
        // The piece's run: the mover's latest moves, newest first, all with this piece, none ending on a
        // trap (a move ending on a trap cuts the run after it).
        let mut run = [mv; RUN_LIMIT];
        let mut len = 0;
        let mut index = self.plies.len();
        while len < RUN_LIMIT && index >= 2 {
            index -= 2;
            let ply = self.plies[index];
            if ply.piece != piece || is_trap(ply.mv.to) {
                break;
            }
            run[len] = ply.mv;
            len += 1;
        }
        if options.anti_shuffle_7_3 {
            let returns = run[..len.min(6)]
                .iter()
                .filter(|earlier| earlier.to == mv.to)
                .count();
            if returns + 1 >= 3 {
                return Err(HistoryBar::SevenThree);
            }
        }
        if options.anti_shuffle_17_5 && len >= RUN_LIMIT {
            let squares = run
                .iter()
                .fold(bit(mv.to) | bit(run[RUN_LIMIT - 1].from), |set, earlier| {
                    set | bit(earlier.to)
                });
            if squares.count_ones() <= 5 {
                return Err(HistoryBar::SeventeenFive);
            }
        }
        Ok(())
    }
}
