//! Beyond the horizon: a quiescence search over noisy moves, chance included.

use super::{CHANCY_QUIESCENCE, MAX_PLY, MAX_QUIESCENCE, Searchable, Searcher, Window, select};

impl<G: Searchable> Searcher<G> {
    /// The value of the node at `ply`, `depth` plies beyond the horizon, searched in `window`: the
    /// static evaluation stands unless a noisy move does better; a chance node is the mean of its
    /// outcomes.
    #[inline]
    pub(super) fn quiesce(
        &mut self,
        game: &mut G,
        mut window: Window,
        ply: usize,
        depth: usize,
    ) -> i32 {
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
    pub(super) fn quiet_chance(&mut self, game: &mut G, ply: usize, depth: usize) -> Option<i32> {
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
    pub(super) fn noisy_score(
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
    pub(super) fn quiet_child(
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
