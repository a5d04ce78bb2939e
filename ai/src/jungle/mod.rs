//! Jungle's search support: the game's own compact board, history and legal moves behind
//! [`Searchable`], and a hand-tuned evaluation ([`eval`]).
//!
//! The history travels with the board, so the repetition rule (and the anti-shuffle options) refuse
//! inside the search exactly the moves the game refuses.

pub mod baseline;
pub mod eval;

use crate::level::{Plan, choose};
use crate::opponent::{Assessment, Opponent, Order, Thought, Unable, for_seat};
use crate::search::{Searchable, Terminal};
use crate::seen::Seen;
use games::jungle::board::{SQUARE_COUNT, den_of};
use games::jungle::history::History;
use games::jungle::legal::legal_moves;
use games::jungle::movegen::{MoveList, generate};
use games::jungle::{Board, Jungle, JungleMove, JungleOptions, Piece};
use games::{GameRng, Rules};

/// The most keys of earlier positions handed to the search for repetitions.
const KEYS_BEFORE: usize = 64;

/// A Jungle position as the search walks it.
#[derive(Clone, Debug)]
pub struct JungleSearch {
    options: JungleOptions,
    board: Board,
    history: History,
    stack: Vec<Board>,
    values: eval::Values,
}

impl JungleSearch {
    /// The position of `game`, with its history.
    pub fn new(game: &Jungle) -> Self {
        Self::from_parts(
            *game.board(),
            game.history().clone(),
            games::Rules::options(game).clone(),
        )
    }

    /// A position from its board, history and options.
    pub fn from_parts(board: Board, history: History, options: JungleOptions) -> Self {
        Self {
            values: eval::Values::new(&options),
            options,
            board,
            history,
            stack: Vec::with_capacity(128),
        }
    }

    /// The current board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The options in force.
    pub fn options(&self) -> &JungleOptions {
        &self.options
    }

    /// The keys of the positions since the last capture, before the current one (at most 64, the latest).
    pub fn keys_before(&self) -> Vec<u64> {
        let keys = self.history.keys();
        let since = self.history.plies_without_capture().min(KEYS_BEFORE);
        keys[keys.len() - 1 - since..keys.len() - 1].to_vec()
    }

    /// Every legal move now.
    pub fn legal(&self) -> Vec<JungleMove> {
        let mut list = MoveList::new();
        legal_moves(&self.board, &self.history, &self.options, &mut list);
        list.as_slice().to_vec()
    }
}

impl Searchable for JungleSearch {
    type Move = JungleMove;
    const SLOTS: usize = SQUARE_COUNT * SQUARE_COUNT;

    #[inline]
    fn side(&self) -> u8 {
        self.board.to_move() as u8
    }

    #[inline]
    fn key(&self) -> u64 {
        self.board.key()
    }

    #[inline]
    fn terminal(&self) -> Option<Terminal> {
        if self.board.side_to_move_is_beaten() {
            return Some(Terminal::Loss);
        }
        match self.options.no_capture_draw_plies {
            Some(plies) if self.history.plies_without_capture() >= plies as usize => {
                Some(Terminal::Draw)
            }
            _ => None,
        }
    }

    #[inline]
    fn moves(&self, out: &mut Vec<JungleMove>) {
        let mut list = MoveList::new();
        legal_moves(&self.board, &self.history, &self.options, &mut list);
        out.extend_from_slice(list.as_slice());
    }

    /// Captures and den entries. Without the anti-shuffle options the history rules never refuse a
    /// capture (the repetition rule looks at quiet moves only), so only den entries are checked.
    #[inline]
    fn noisy(&self, out: &mut Vec<JungleMove>) {
        let den = den_of(self.board.to_move().other());
        let mut list = MoveList::new();
        if self.options.anti_shuffle() {
            legal_moves(&self.board, &self.history, &self.options, &mut list);
        } else {
            generate(&self.board, &self.options, &mut list);
        }
        out.extend(list.as_slice().iter().filter(|mv| {
            if self.board.code_at(mv.to) != 0 {
                return true;
            }
            mv.to == den && {
                let piece = Piece::from_code(self.board.code_at(mv.from));
                self.history
                    .check(&self.board, piece, **mv, &self.options)
                    .is_ok()
            }
        }));
    }

    #[inline]
    fn make(&mut self, mv: JungleMove) {
        self.stack.push(self.board);
        let mover = Piece::from_code(self.board.code_at(mv.from));
        let captured = self.board.make(mv);
        let victim = (captured != 0).then(|| Piece::from_code(captured));
        self.history.push(mover, mv, victim, self.board.key());
    }

    #[inline]
    fn unmake(&mut self) {
        if let Some(board) = self.stack.pop() {
            self.board = board;
            self.history.pop();
        }
    }

    #[inline]
    fn evaluate(&self) -> i32 {
        eval::evaluate_with(&self.board, &self.options, &self.values)
    }

    #[inline]
    fn gain(&self, mv: JungleMove) -> i32 {
        if mv.to == den_of(self.board.to_move().other()) {
            return 1 << 20;
        }
        match self.board.code_at(mv.to) {
            0 => 0,
            victim => {
                let attacker = Piece::from_code(self.board.code_at(mv.from)).kind;
                let victim = Piece::from_code(victim).kind;
                self.values.of(victim) * 8 - self.values.of(attacker) / 8
            }
        }
    }

    #[inline]
    fn reversible_plies(&self) -> usize {
        self.history.plies_without_capture()
    }

    #[inline]
    fn slot(&self, mv: JungleMove) -> usize {
        usize::from(mv.from) * SQUARE_COUNT + usize::from(mv.to)
    }
}

#[cfg(test)]
mod tests;

/// The Jungle opponent.
#[derive(Clone, Copy, Debug)]
pub struct JungleOpponent;

/// What a clear edge is in Jungle's evaluation: about a weak animal.
pub const DRAW_MARGIN: i32 = 200;

impl Opponent for JungleOpponent {
    fn margin(&self) -> i32 {
        DRAW_MARGIN
    }

    fn game(&self) -> &'static str {
        <Jungle as Rules>::ABOUT.id
    }

    fn think(&self, seen: &Seen<'_>, order: &Order) -> Result<Thought, Unable> {
        let game: Jungle = open_game(seen)?;
        let mut search = JungleSearch::new(&game);
        let before = search.keys_before();
        let plan = Plan::shared(order.level, 1.0);
        let mut searcher = plan.searcher();
        let mut rng = GameRng::from_seed(order.seed);
        let found = choose(
            &mut search,
            &before,
            plan.sampling,
            plan.limits(order),
            &mut searcher,
            &mut rng,
        );
        let mv = found.best.ok_or_else(|| Unable::plain("unable-no-move"))?;
        Ok(Thought {
            actions: vec![game.format_action(&mv)],
            nodes: found.nodes,
            depth: found.depth,
            score: found.score,
        })
    }

    fn assess(&self, seen: &Seen<'_>, order: &Order) -> Result<Assessment, Unable> {
        let game: Jungle = open_game(seen)?;
        let mut search = JungleSearch::new(&game);
        let before = search.keys_before();
        let plan = Plan::shared(order.level, 1.0);
        let found = plan
            .searcher()
            .search(&mut search, plan.limits(order), &before);
        Ok(Assessment {
            score: for_seat(seen, found.score),
            margin: DRAW_MARGIN,
            nodes: found.nodes,
        })
    }
}

/// The typed game of a seat that sees everything.
pub(crate) fn open_game<R: Rules>(seen: &Seen<'_>) -> Result<R, Unable> {
    let snapshot = seen
        .open_state()
        .ok_or_else(|| Unable::plain("unable-hidden"))?;
    if snapshot.version != R::SNAPSHOT_VERSION {
        return Err(Unable::plain("unable-version"));
    }
    serde_json::from_str(&snapshot.json)
        .map_err(|error| Unable::new("unable-state", vec![("error", error.to_string().into())]))
}
