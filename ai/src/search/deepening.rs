//! Iterative deepening from the root: the roots ordered by the last iteration, each depth searched
//! until the budget runs out, and the principal line read back from the table.

use super::table::{Bound, to_table};
use super::{Found, INFINITY, Limits, Scored, Searchable, Searcher, WON, Window};
use std::time::Instant;

impl<G: Searchable> Searcher<G> {
    /// Readies a search of `game` within `limits`: a new table generation, the counters reset, the
    /// killers forgotten and the history aged; `before` are the keys of the game before the root.
    pub(super) fn begin(&mut self, game: &G, limits: Limits, before: &[u64]) {
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
    pub(super) fn deepen(&mut self, game: &mut G, roots: &[G::Move], depth: u32) -> Found<G::Move> {
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
    pub(super) fn root_order(&self, game: &G, roots: &[G::Move]) -> Vec<(G::Move, i32)> {
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
    pub(super) fn iterate(
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

    /// The expected line from the root: `first`, then the table's moves while they are legal.
    pub(super) fn line(&mut self, game: &mut G, first: Option<G::Move>) -> Vec<G::Move> {
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
    pub(super) fn out_of_budget(&mut self) -> bool {
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
