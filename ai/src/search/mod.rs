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

pub mod table;

use std::fmt::Debug;
use std::time::Instant;
use table::{Bound, Entry, Table, from_table, to_table};

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

    fn begin(&mut self, game: &G, limits: Limits, before: &[u64]) {
        self.table.next_generation();
        self.nodes = 0;
        self.limits = limits;
        self.stopped = false;
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        self.history.iter_mut().for_each(|h| *h /= 8);
        self.path.clear();
        self.path.extend_from_slice(before);
        self.path.push(game.key());
        self.base = before.len();
    }

    /// Searches `game` by iterative deepening until `limits`, and returns the best move found. `before`
    /// holds the keys of the game's earlier positions (oldest first, the root's excluded), for repetitions.
    pub fn search(&mut self, game: &mut G, limits: Limits, before: &[u64]) -> Found<G::Move> {
        self.begin(game, limits, before);
        let mut roots = std::mem::take(&mut self.buffers[0]);
        roots.clear();
        game.moves(&mut roots);
        let found = if roots.is_empty() {
            Found {
                best: None,
                score: game.stuck().score(0),
                depth: 0,
                nodes: 0,
                line: Vec::new(),
            }
        } else {
            self.deepen(game, &roots, limits.depth)
        };
        self.buffers[0] = roots;
        found
    }

    /// Iterative deepening over the root's moves `roots` (at least one) up to `depth`, stopping early
    /// on the budget or a forced win or loss.
    fn deepen(&mut self, game: &mut G, roots: &[G::Move], depth: u32) -> Found<G::Move> {
        let mut found = Found {
            best: Some(roots[0]),
            score: 0,
            depth: 0,
            nodes: 0,
            line: Vec::new(),
        };
        // A forced move needs no deep thought, only a score.
        let deepest = if roots.len() == 1 {
            depth.clamp(1, 2)
        } else {
            depth.max(1)
        };
        let mut order = self.root_order(game, roots);
        for depth in 1..=deepest {
            let (best, scores) = self.iterate(game, &order, depth);
            // A move that beat the previous best in an unfinished iteration is taken: the previous best
            // was searched first, in full.
            if let Some((mv, score)) = best
                && (!self.stopped || found.depth == 0 || score > found.score)
            {
                found.best = Some(mv);
                found.score = score;
            }
            if self.stopped {
                break;
            }
            found.depth = depth;
            if let Some((mv, score)) = best {
                let score = to_table(score, 0);
                self.table
                    .store(game.key(), Some(mv), score, depth as i16, Bound::Exact);
            }
            reorder(&mut order, &scores);
            if found.score.abs() >= WON {
                break;
            }
        }
        found.nodes = self.nodes;
        found.line = self.line(game, found.best);
        found
    }

    /// The root's moves in the order of the first iteration: the table's move first, then by gain.
    fn root_order(&self, game: &G, roots: &[G::Move]) -> Vec<(G::Move, i32)> {
        let tt_move = self.table.probe(game.key()).and_then(|entry| entry.mv);
        let mut order: Vec<(G::Move, i32)> = roots
            .iter()
            .map(|&mv| {
                let rank = if Some(mv) == tt_move {
                    i32::MAX
                } else {
                    game.gain(mv)
                };
                (mv, rank)
            })
            .collect();
        order.sort_by_key(|&(_, rank)| std::cmp::Reverse(rank));
        order
    }

    /// One iteration at the root: the moves of `order` searched to `depth`, the first with a full window
    /// and the others by principal variation search. Returns the best move with its score, and the
    /// scores of the moves searched before the budget ran out.
    #[allow(clippy::type_complexity)]
    fn iterate(
        &mut self,
        game: &mut G,
        order: &[(G::Move, i32)],
        depth: u32,
    ) -> (Option<(G::Move, i32)>, Vec<(G::Move, i32)>) {
        let depth = depth as i32 - 1;
        let mut alpha = -INFINITY;
        let mut best = None;
        let mut scores = Vec::with_capacity(order.len());
        for (index, &(mv, _)) in order.iter().enumerate() {
            let window = Window {
                alpha,
                beta: INFINITY,
            };
            let score = self.through(game, mv, |search, game, same| {
                if index == 0 {
                    search.child(game, depth, window, 0, same)
                } else {
                    search.scout(game, depth, 0, window, 0, same)
                }
            });
            if self.stopped {
                break;
            }
            scores.push((mv, score));
            if score > alpha {
                alpha = score;
                best = Some((mv, score));
            }
        }
        (best, scores)
    }

    /// Scores every root move of `game` with a full window, by iterative deepening up to `limits.depth`,
    /// and returns the scores of the deepest depth completed for every move.
    pub fn score_moves(&mut self, game: &mut G, limits: Limits, before: &[u64]) -> Scored<G::Move> {
        self.begin(game, limits, before);
        let mut roots = Vec::new();
        game.moves(&mut roots);
        let mut scored = Scored {
            moves: roots.iter().map(|&mv| (mv, 0)).collect(),
            depth: 0,
            nodes: 0,
        };
        for depth in 1..=limits.depth.max(1) {
            let mut scores = Vec::with_capacity(roots.len());
            for &mv in &roots {
                let score = self.through(game, mv, |search, game, same| {
                    search.child(game, depth as i32 - 1, Window::FULL, 0, same)
                });
                if self.stopped {
                    break;
                }
                scores.push((mv, score));
            }
            if self.stopped {
                break;
            }
            scored.moves = scores;
            scored.depth = depth;
        }
        scored.nodes = self.nodes;
        scored
    }

    /// The nodes visited by the last search.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The expected line from the root: `first`, then the table's moves while they are legal.
    fn line(&mut self, game: &mut G, first: Option<G::Move>) -> Vec<G::Move> {
        let mut line = Vec::new();
        let mut next = first;
        let mut seen = Vec::new();
        while let Some(mv) = next {
            if line.len() >= 24 || seen.contains(&game.key()) {
                break;
            }
            let mut legal = Vec::new();
            if !game.chances(&mut Vec::new()) {
                game.moves(&mut legal);
            }
            if !legal.contains(&mv) {
                break;
            }
            seen.push(game.key());
            game.make(mv);
            line.push(mv);
            next = if game.terminal().is_some() || game.settled().is_some() {
                None
            } else {
                self.table.probe(game.key()).and_then(|entry| entry.mv)
            };
        }
        for _ in &line {
            game.unmake();
        }
        line
    }

    /// Whether the budget is spent; checks the clock every 1024 nodes.
    #[inline]
    fn out_of_budget(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        let late = self.nodes & 1023 == 0
            && self
                .limits
                .deadline
                .is_some_and(|deadline| Instant::now() >= deadline);
        self.stopped = self.nodes >= self.limits.nodes || late;
        self.stopped
    }

    /// Makes `mv`, values the position it leads to with `value` (told whether the side to act is still
    /// the mover's) with its key on the path, and takes the move back.
    #[inline]
    fn through(
        &mut self,
        game: &mut G,
        mv: G::Move,
        value: impl FnOnce(&mut Self, &mut G, bool) -> i32,
    ) -> i32 {
        let side = game.side();
        game.make(mv);
        let same = game.side() == side;
        self.path.push(game.key());
        let score = value(self, game, same);
        self.path.pop();
        game.unmake();
        score
    }

    /// The value of a child for the parent, searched in the parent's `window`: negated unless the
    /// child's side is the parent's.
    #[inline]
    fn child(&mut self, game: &mut G, depth: i32, window: Window, ply: usize, same: bool) -> i32 {
        if same {
            self.negamax(game, depth, window, ply + 1)
        } else {
            -self.negamax(game, depth, window.negated(), ply + 1)
        }
    }

    /// A later move's value for the parent by principal variation search: with a null window at the
    /// child's `depth` less `reduction`, again at full depth if a reduced search beat alpha, then with
    /// the parent's whole `window` if the value falls inside it.
    #[inline]
    fn scout(
        &mut self,
        game: &mut G,
        depth: i32,
        reduction: i32,
        window: Window,
        ply: usize,
        same: bool,
    ) -> i32 {
        let null = Window::null(window.alpha);
        let mut score = self.child(game, depth - reduction, null, ply, same);
        if score > window.alpha && reduction > 0 && !self.stopped {
            score = self.child(game, depth, null, ply, same);
        }
        if score > window.alpha && score < window.beta && !self.stopped {
            score = self.child(game, depth, window, ply, same);
        }
        score
    }

    /// Whether the position at the end of the path occurred before (keys include the side to act).
    #[inline]
    fn repeated(&self, reach: usize) -> bool {
        let Some((&current, earlier)) = self.path.split_last() else {
            return false;
        };
        earlier
            .iter()
            .rev()
            .take(reach)
            .skip(1)
            .any(|&key| key == current)
    }

    /// The value of the node at `ply` with `depth` plies left, searched in `window`: alpha-beta with
    /// the transposition table, beyond the horizon the quiescence search.
    fn negamax(&mut self, game: &mut G, depth: i32, window: Window, ply: usize) -> i32 {
        if self.out_of_budget() {
            return 0;
        }
        self.nodes += 1;
        if let Some(value) = self.without_moves(game, depth, ply) {
            return value;
        }
        if depth <= 0 {
            return self.quiesce(game, window, ply, 0);
        }
        let key = game.key();
        let entry = self.table.probe(key);
        if let Some(score) = self.table_cutoff(entry, depth, window, ply) {
            return score;
        }
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        moves.clear();
        game.moves(&mut moves);
        if moves.is_empty() {
            self.buffers[ply] = moves;
            return game.stuck().score(ply);
        }
        let mut ranks = std::mem::take(&mut self.ranks[ply]);
        ranks.clear();
        let tt_move = entry.and_then(|entry| entry.mv);
        let killers = self.killers[ply];
        ranks.extend(
            moves
                .iter()
                .map(|&mv| self.rank(game, mv, tt_move, killers)),
        );
        let best = self.best_of(game, &mut moves, &mut ranks, depth, window, ply);
        self.buffers[ply] = moves;
        self.ranks[ply] = ranks;
        let Some((score, mv)) = best else {
            return 0;
        };
        let bound = window.bound(score);
        self.table
            .store(key, mv, to_table(score, ply), depth as i16, bound);
        score
    }

    /// The value of a node that is not searched move by move: an end of the game, a settled score, a
    /// repetition, a node at the deepest ply, or a chance node (see [`Searcher::chance`]).
    #[inline]
    fn without_moves(&mut self, game: &mut G, depth: i32, ply: usize) -> Option<i32> {
        if let Some(end) = game.terminal() {
            return Some(end.score(ply));
        }
        if let Some(score) = game.settled() {
            return Some(score);
        }
        if self.repeated(game.reversible_plies()) {
            return Some(game.repetition());
        }
        if ply >= MAX_PLY {
            return Some(game.evaluate());
        }
        self.chance(game, depth, ply)
    }

    /// At a chance node with `depth` plies left, the game's static estimate of it, or else the weighted
    /// mean of its outcomes each searched in full; `None` elsewhere.
    #[inline]
    fn chance(&mut self, game: &mut G, depth: i32, ply: usize) -> Option<i32> {
        let mut outcomes = std::mem::take(&mut self.chance_buffers[ply]);
        outcomes.clear();
        let value = if game.chances(&mut outcomes) {
            match game.chance_leaf(depth) {
                Some(value) => Some(value),
                None => Some(self.expect(game, depth, ply, &outcomes)),
            }
        } else {
            None
        };
        self.chance_buffers[ply] = outcomes;
        value
    }

    /// The table's score for a node with `depth` plies left searched in `window`, when it may stand for
    /// the search: cut-offs are on, the node is off the principal variation, and the entry is deep
    /// enough with a bound that settles the window.
    #[inline]
    fn table_cutoff(
        &self,
        entry: Option<Entry<G::Move>>,
        depth: i32,
        window: Window,
        ply: usize,
    ) -> Option<i32> {
        let entry = entry.filter(|entry| {
            self.settings.table_cutoffs && !window.is_pv() && i32::from(entry.depth) >= depth
        })?;
        let score = from_table(entry.score, ply);
        let usable = match entry.bound {
            Bound::Exact => true,
            Bound::Lower => score >= window.beta,
            Bound::Upper => score <= window.alpha,
        };
        usable.then_some(score)
    }

    /// The rank that orders `mv` among its node's moves, with whether it is noisy (wins something at
    /// once): the table's move, then captures by gain, the two killers, quiet moves by history.
    #[inline]
    fn rank(
        &self,
        game: &G,
        mv: G::Move,
        tt_move: Option<G::Move>,
        killers: [Option<G::Move>; 2],
    ) -> (i32, bool) {
        let gain = game.gain(mv);
        let rank = if Some(mv) == tt_move {
            TABLE_MOVE
        } else if gain > 0 {
            CAPTURE + gain.min(CAPTURE - 1)
        } else if Some(mv) == killers[0] {
            FIRST_KILLER
        } else if Some(mv) == killers[1] {
            SECOND_KILLER
        } else {
            self.history[game.slot(mv)].min(HISTORY_CAP)
        };
        (rank, gain > 0)
    }

    /// The best value of a node's `moves` (with their `ranks`) and the move that gave it, searched
    /// best-ranked first: the first in `window`, the others by principal variation search with late
    /// quiet moves reduced. A quiet move that cuts off is remembered. `None` when the budget ran out.
    #[inline]
    fn best_of(
        &mut self,
        game: &mut G,
        moves: &mut [G::Move],
        ranks: &mut [(i32, bool)],
        depth: i32,
        mut window: Window,
        ply: usize,
    ) -> Option<(i32, Option<G::Move>)> {
        let pv_node = window.is_pv();
        let mut best = -INFINITY;
        let mut best_move = None;
        for index in 0..moves.len() {
            select(moves, ranks, index);
            let (mv, (rank, noisy)) = (moves[index], ranks[index]);
            let reduction = self.reduction(index, rank, noisy, depth, pv_node);
            let score = self.through(game, mv, |search, game, same| {
                if index == 0 {
                    search.child(game, depth - 1, window, ply, same)
                } else {
                    search.scout(game, depth - 1, reduction, window, ply, same)
                }
            });
            if self.stopped {
                return None;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > window.alpha {
                    window.alpha = score;
                    if window.alpha >= window.beta {
                        if !noisy {
                            self.remember(game, mv, depth, ply);
                        }
                        break;
                    }
                }
            }
        }
        Some((best, best_move))
    }

    /// How many plies less the move at `index` of its node is searched: a late quiet move (not the
    /// table's, a capture or a killer) at depth 3 or more off the principal variation one, from the
    /// ninth move on two.
    #[inline]
    fn reduction(&self, index: usize, rank: i32, noisy: bool, depth: i32, pv_node: bool) -> i32 {
        let quiet_late = !noisy && rank < SECOND_KILLER && index >= 3 && depth >= 3 && !pv_node;
        if !(self.settings.reductions && quiet_late) {
            0
        } else if index >= 8 {
            2
        } else {
            1
        }
    }

    /// Remembers a quiet move that cut off at `ply` with `depth` plies left: as the first killer of the
    /// ply, and in the history by the depth squared (halving all of it when an entry grows too large).
    #[inline]
    fn remember(&mut self, game: &G, mv: G::Move, depth: i32, ply: usize) {
        let killers = self.killers[ply];
        if killers[0] != Some(mv) {
            self.killers[ply] = [Some(mv), killers[0]];
        }
        let slot = game.slot(mv);
        self.history[slot] += depth * depth;
        if self.history[slot] > 1 << 24 {
            self.history.iter_mut().for_each(|h| *h /= 2);
        }
    }

    /// The weighted mean of a chance node's outcomes, each searched in full.
    fn expect(&mut self, game: &mut G, depth: i32, ply: usize, outcomes: &[(G::Move, u32)]) -> i32 {
        let mut total: i64 = 0;
        let mut weights: i64 = 0;
        for &(outcome, weight) in outcomes {
            let value = self.through(game, outcome, |search, game, same| {
                search.child(game, depth, Window::FULL, ply, same)
            });
            if self.stopped {
                return 0;
            }
            total += i64::from(weight) * i64::from(value);
            weights += i64::from(weight);
        }
        if weights == 0 {
            return game.evaluate();
        }
        (total / weights) as i32
    }

    /// Whether the game stands at a chance node (its outcomes listed in the buffer of `ply`).
    fn is_chance(&mut self, game: &G, ply: usize) -> bool {
        let mut outcomes = std::mem::take(&mut self.chance_buffers[ply]);
        outcomes.clear();
        let chance = game.chances(&mut outcomes);
        self.chance_buffers[ply] = outcomes;
        chance
    }

    /// The weighted mean of a chance node's outcomes beyond the horizon (a noisy move that casts), each
    /// searched by quiescence with a full window.
    fn expect_quietly(
        &mut self,
        game: &mut G,
        ply: usize,
        depth: usize,
        outcomes: &[(G::Move, u32)],
    ) -> i32 {
        let side = game.side();
        let mut total: i64 = 0;
        let mut weights: i64 = 0;
        for &(outcome, weight) in outcomes {
            game.make(outcome);
            let same = game.side() == side;
            let value = self.quiet_child(game, Window::FULL, ply, depth, same);
            game.unmake();
            if self.stopped {
                return 0;
            }
            total += i64::from(weight) * i64::from(value);
            weights += i64::from(weight);
        }
        if weights == 0 {
            return game.evaluate();
        }
        (total / weights) as i32
    }

    /// The value of the node at `ply`, `depth` plies beyond the horizon, searched in `window`: the
    /// static evaluation stands unless a noisy move does better; a chance node is the mean of its
    /// outcomes.
    fn quiesce(&mut self, game: &mut G, mut window: Window, ply: usize, depth: usize) -> i32 {
        let deeper = self.settings.quiescence && depth < MAX_QUIESCENCE && ply < MAX_PLY;
        if deeper && let Some(value) = self.quiet_chance(game, ply, depth) {
            return value;
        }
        let stand = game.evaluate();
        if !deeper || stand >= window.beta {
            return stand;
        }
        window.alpha = window.alpha.max(stand);
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        moves.clear();
        game.noisy(&mut moves);
        let mut gains = std::mem::take(&mut self.ranks[ply]);
        gains.clear();
        gains.extend(moves.iter().map(|&mv| (game.gain(mv), true)));
        let mut best = stand;
        for index in 0..moves.len() {
            select(&mut moves, &mut gains, index);
            let Some(score) = self.noisy_score(game, moves[index], window, ply, depth) else {
                continue;
            };
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                if score > window.alpha {
                    window.alpha = score;
                    if window.alpha >= window.beta {
                        break;
                    }
                }
            }
        }
        self.buffers[ply] = moves;
        self.ranks[ply] = gains;
        if self.stopped { 0 } else { best }
    }

    /// At a chance node beyond the horizon, the weighted mean of its outcomes searched by quiescence;
    /// `None` elsewhere.
    #[inline]
    fn quiet_chance(&mut self, game: &mut G, ply: usize, depth: usize) -> Option<i32> {
        let mut outcomes = std::mem::take(&mut self.chance_buffers[ply]);
        outcomes.clear();
        let value = if game.chances(&mut outcomes) {
            Some(self.expect_quietly(game, ply, depth, &outcomes))
        } else {
            None
        };
        self.chance_buffers[ply] = outcomes;
        value
    }

    /// The value of the noisy move `mv` for the node at `ply` beyond the horizon searched in `window`;
    /// `None` for a move that leads to chance from [`CHANCY_QUIESCENCE`] plies on, which is left out:
    /// averaging its outcomes with full windows would cost more than the whole search.
    #[inline]
    fn noisy_score(
        &mut self,
        game: &mut G,
        mv: G::Move,
        window: Window,
        ply: usize,
        depth: usize,
    ) -> Option<i32> {
        let side = game.side();
        game.make(mv);
        if depth >= CHANCY_QUIESCENCE && self.is_chance(game, ply + 1) {
            game.unmake();
            return None;
        }
        let same = game.side() == side;
        let score = self.quiet_child(game, window, ply, depth, same);
        game.unmake();
        Some(score)
    }

    /// The value for its parent at `ply` (searched in `window`, `depth` plies beyond the horizon) of
    /// the node a move or outcome led to: its end, its settled score or its quiescence search, negated
    /// unless its side is the parent's; 0 once the budget is spent.
    #[inline]
    fn quiet_child(
        &mut self,
        game: &mut G,
        window: Window,
        ply: usize,
        depth: usize,
        same: bool,
    ) -> i32 {
        if self.out_of_budget() {
            return 0;
        }
        self.nodes += 1;
        let window = if same { window } else { window.negated() };
        let value = match (game.terminal(), game.settled()) {
            (Some(end), _) => end.score(ply + 1),
            (None, Some(score)) => score,
            (None, None) => self.quiesce(game, window, ply + 1, depth + 1),
        };
        if same { value } else { -value }
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

/// Orders the root moves for the next iteration by their `scores` in the last one, best first; a move
/// the last one did not reach goes last, the old order kept among equals.
fn reorder<M: Copy + Eq>(order: &mut [(M, i32)], scores: &[(M, i32)]) {
    for entry in order.iter_mut() {
        entry.1 = scores
            .iter()
            .find(|(mv, _)| *mv == entry.0)
            .map_or(-INFINITY, |&(_, score)| score);
    }
    order.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
}

#[cfg(test)]
mod tests;
