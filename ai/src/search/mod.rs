//! The generic search: iterative deepening alpha-beta (negamax with principal variation search) over any
//! game that implements [`Searchable`], with a transposition table, move ordering (the table's move,
//! captures by gain, killers, history), late move reductions, a quiescence search over noisy moves, and
//! expectimax at chance nodes. It stops on a node budget, a deadline or a depth, whichever comes first.
//!
//! # Two sides, any number of seats
//!
//! Scores are negamax scores: from the point of view of the side to act at the node. A game with more
//! seats maps them onto two sides (partners on one side; for seats that each play alone, the searching
//! seat against all the others). A node whose side is the same as its parent's (a cast followed by the
//! same player's choice, two partners in a row) is not negated, and its window is passed on unchanged.
//!
//! # Chance
//!
//! A node where chance acts ([`Searchable::chances`]) is valued at the weighted mean of its outcomes,
//! each searched with a full window and the same remaining depth, from the point of view of the side that
//! [`Searchable::side`] names there (the side that acts after the draw). Beyond the horizon, a noisy move
//! may lead to chance too (Cetkaik's capture that needs a cast): its outcomes are averaged the same way,
//! each searched by quiescence. A game may instead value a chance node at the horizon statically
//! ([`Searchable::chance_leaf`]).
//!
//! # Repetition
//!
//! A position that occurred before on the search path, or in the game before the root with the same side
//! to act, scores 0: whatever the game's own repetition rule, going round in circles wins nothing. A game
//! where repeating ends nothing and 0 is no neutral score (Cetkaik, whose scores are equities of the whole
//! game) scores it by its evaluation instead ([`Searchable::repetition`]).
//!
//! # Settled nodes
//!
//! A node may be a leaf with an exact score that is no win, loss or draw ([`Searchable::settled`]):
//! Cetkaik's search stops at the end of a season and scores the new scores.
//!
//! # Modules
//!
//! This module holds the interface and the searcher's state; `deepening` searches from the root depth
//! by depth, `negamax` the tree below it, `chance` the nodes where chance acts, and `quiescence` beyond
//! the horizon.

mod chance;
mod deepening;
mod negamax;
mod quiescence;
pub mod table;

use std::fmt::Debug;
use std::time::Instant;
use table::{Bound, Table};

/// The score of a win at the root; a win `n` plies away scores `WIN - n`.
pub const WIN: i32 = 1_000_000;
/// Scores beyond this (either sign) are forced wins or losses found by the search.
pub const WON: i32 = WIN - 10_000;
/// Beyond every score.
const INFINITY: i32 = WIN + 1;
/// The deepest the search goes below the root, quiescence included.
pub const MAX_PLY: usize = 96;
/// The deepest the quiescence search goes below the horizon.
const MAX_QUIESCENCE: usize = 12;
/// The quiescence plies from which noisy moves that lead to chance are left out (so only the first
/// ply beyond the horizon averages casts).
const CHANCY_QUIESCENCE: usize = 1;

/// The rank of the table's move: tried first.
const TABLE_MOVE: i32 = i32::MAX;
/// The least rank of a capture; its gain is added.
const CAPTURE: i32 = 1 << 28;
/// The rank of the ply's first killer.
const FIRST_KILLER: i32 = 1 << 27;
/// The rank of the ply's second killer.
const SECOND_KILLER: i32 = FIRST_KILLER - 1;
/// The highest rank a quiet move's history gives.
const HISTORY_CAP: i32 = (1 << 26) - 1;

/// How a game ended at a node, for the side to act there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Terminal {
    /// The side to act has won.
    Win,
    /// The side to act has lost.
    Loss,
    /// Nobody won.
    Draw,
}

impl Terminal {
    /// The negamax score of this end `ply` plies below the root: quicker wins and slower losses score
    /// better.
    pub fn score(self, ply: usize) -> i32 {
        match self {
            Terminal::Win => WIN - ply as i32,
            Terminal::Loss => -(WIN - ply as i32),
            Terminal::Draw => 0,
        }
    }
}

/// A game the search can walk: a position that moves are made on and taken back, with its evaluation.
///
/// Each game implements it in its own folder of this crate, over the game's own typed engine; the search
/// knows nothing else of the game.
pub trait Searchable {
    /// A move (or, at a chance node, an outcome of chance).
    type Move: Copy + Eq + Debug;

    /// The number of history slots ([`Searchable::slot`] is below it).
    const SLOTS: usize;

    /// The side to act: 0 or 1.
    fn side(&self) -> u8;

    /// A key of the position (pieces, side to act, and whatever else decides the legal moves).
    fn key(&self) -> u64;

    /// How the game ended here, if it did (not counting a lack of moves, see [`Searchable::stuck`]).
    fn terminal(&self) -> Option<Terminal>;

    /// Every legal move, appended to `out`.
    fn moves(&self, out: &mut Vec<Self::Move>);

    /// The moves the quiescence search tries beyond the horizon (captures, and moves that win at once),
    /// appended to `out`.
    fn noisy(&self, out: &mut Vec<Self::Move>);

    /// How the game ends for a side to act without a legal move.
    fn stuck(&self) -> Terminal {
        Terminal::Loss
    }

    /// Plays a move returned by [`Searchable::moves`] or [`Searchable::noisy`] (or a chance outcome).
    fn make(&mut self, mv: Self::Move);

    /// Takes back the last move made.
    fn unmake(&mut self);

    /// The static evaluation, from the point of view of the side to act.
    fn evaluate(&self) -> i32;

    /// What a move wins at once, for ordering (a capture's victim less a fraction of its attacker); 0 or
    /// less for a quiet move.
    fn gain(&self, mv: Self::Move) -> i32;

    /// The move's slot in the history table (say, from × squares + to), below [`Searchable::SLOTS`].
    fn slot(&self, mv: Self::Move) -> usize;

    /// How many plies back the current position could have occurred before (say, the plies since the last
    /// capture); repetitions are looked for no further.
    fn reversible_plies(&self) -> usize {
        usize::MAX
    }

    /// At a chance node, its outcomes with their weights appended to `out`, and `true`; else `false`.
    fn chances(&self, _out: &mut Vec<(Self::Move, u32)>) -> bool {
        false
    }

    /// At a chance node with `depth` plies left, a static estimate of its value for the side
    /// [`Searchable::side`] names there, instead of searching every outcome; `None` (the default)
    /// searches them. A game whose chance nodes have many outcomes and follow quiet moves (翻棋's flips)
    /// treats those near the horizon as leaves this way.
    fn chance_leaf(&self, depth: i32) -> Option<i32> {
        let _ = depth;
        None
    }

    /// The exact score of a node the search does not look beyond, for the side to act there, when it is
    /// not a plain win, loss or draw (Cetkaik's end of a season, valued by its new scores; or an end of
    /// the game in the same unit as its evaluation, which chance nodes average with other scores).
    fn settled(&self) -> Option<i32> {
        None
    }

    /// The score of a position that occurred before on the search path or in the game: 0 (going round
    /// in circles wins nothing), or, in a game where a repetition ends nothing, its evaluation.
    fn repetition(&self) -> i32 {
        0
    }
}

/// When a search stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The most nodes it may visit.
    pub nodes: u64,
    /// The moment it must stop by, if any.
    pub deadline: Option<Instant>,
    /// The deepest iteration.
    pub depth: u32,
}

impl Limits {
    /// Only a node budget (deterministic: the same position gives the same answer on any machine).
    pub fn nodes(nodes: u64) -> Self {
        Self {
            nodes,
            deadline: None,
            depth: MAX_PLY as u32 / 2,
        }
    }

    /// Only a depth.
    pub fn depth(depth: u32) -> Self {
        Self {
            nodes: u64::MAX,
            deadline: None,
            depth,
        }
    }
}

/// Switches of the search, for tests and for the weaker levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Reduce late quiet moves.
    pub reductions: bool,
    /// Search noisy moves beyond the horizon; without it a leaf is its static evaluation.
    pub quiescence: bool,
    /// Take cut-offs from the transposition table (its moves are used for ordering either way).
    pub table_cutoffs: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            reductions: true,
            quiescence: true,
            table_cutoffs: true,
        }
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found<M> {
    /// The move to play; `None` when there is no legal move.
    pub best: Option<M>,
    /// Its score, from the point of view of the side to act at the root.
    pub score: i32,
    /// The deepest iteration completed.
    pub depth: u32,
    /// The nodes visited, quiescence included.
    pub nodes: u64,
    /// The line it expects, the best move first.
    pub line: Vec<M>,
}

/// Every root move with its score at one depth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scored<M> {
    /// The moves and their scores, from the point of view of the side to act at the root, in the order
    /// the game listed the moves.
    pub moves: Vec<(M, i32)>,
    /// The depth the scores are from (0 when not even depth 1 was completed: then they are 0).
    pub depth: u32,
    /// The nodes visited.
    pub nodes: u64,
}

/// The search's working memory: the transposition table, killers and history, kept between searches of
/// the same game.
#[derive(Debug)]
pub struct Searcher<G: Searchable> {
    table: Table<G::Move>,
    killers: Vec<[Option<G::Move>; 2]>,
    history: Vec<i32>,
    settings: Settings,
    nodes: u64,
    limits: Limits,
    stopped: bool,
    /// The keys of the game before the root, then of the search path; `path[base]` is the root's.
    path: Vec<u64>,
    base: usize,
    buffers: Vec<Vec<G::Move>>,
    ranks: Vec<Vec<(i32, bool)>>,
    chance_buffers: Vec<Vec<(G::Move, u32)>>,
}

impl<G: Searchable> Searcher<G> {
    /// A searcher with a table of `2^table_bits` entries.
    pub fn new(table_bits: u32, settings: Settings) -> Self {
        Self {
            table: Table::new(table_bits),
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; G::SLOTS],
            settings,
            nodes: 0,
            limits: Limits::depth(1),
            stopped: false,
            path: Vec::with_capacity(256),
            base: 0,
            buffers: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            ranks: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            chance_buffers: (0..=MAX_PLY).map(|_| Vec::new()).collect(),
        }
    }

    /// Forgets what earlier searches learnt.
    pub fn clear(&mut self) {
        self.table.clear();
        self.history.iter_mut().for_each(|h| *h = 0);
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
    }

    /// The nodes visited by the last search.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }
}

/// The bounds a node is searched between: a value at or below `alpha` fails low (the parent has better),
/// at or above `beta` fails high (the opponent has better elsewhere).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Window {
    alpha: i32,
    beta: i32,
}

impl Window {
    /// Every value inside.
    const FULL: Window = Window {
        alpha: -INFINITY,
        beta: INFINITY,
    };

    /// The null window just above `alpha`: it only tells whether a value beats `alpha`.
    #[inline]
    fn null(alpha: i32) -> Window {
        Window {
            alpha,
            beta: alpha + 1,
        }
    }

    /// The window as the other side sees it.
    #[inline]
    fn negated(self) -> Window {
        Window {
            alpha: -self.beta,
            beta: -self.alpha,
        }
    }

    /// Whether a node searched in it may be on the principal variation (the window is not null).
    #[inline]
    fn is_pv(self) -> bool {
        self.beta - self.alpha > 1
    }

    /// What the best `score` of a node searched in this window says of its value.
    #[inline]
    fn bound(self, score: i32) -> Bound {
        if score >= self.beta {
            Bound::Lower
        } else if score > self.alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }
}

/// Swaps the best-ranked of `moves[index..]` (and its rank) into `index`: one step of a selection
/// sort, as a cut-off usually comes before the rest of the order is needed.
#[inline]
fn select<M>(moves: &mut [M], ranks: &mut [(i32, bool)], index: usize) {
    let mut pick = index;
    for later in index + 1..moves.len() {
        if ranks[later].0 > ranks[pick].0 {
            pick = later;
        }
    }
    moves.swap(index, pick);
    ranks.swap(index, pick);
}

#[cfg(test)]
mod tests;
