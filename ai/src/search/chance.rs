//! Nodes where chance acts: valued at the weighted mean of their outcomes (expectimax).

use super::{Searchable, Searcher, Window};

impl<G: Searchable> Searcher<G> {
    /// At a chance node with `depth` plies left, the game's static estimate of it, or else the weighted
    /// mean of its outcomes each searched in full; `None` elsewhere.
    #[inline]
    pub(super) fn chance(&mut self, game: &mut G, depth: i32, ply: usize) -> Option<i32> {
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

    /// The weighted mean of a chance node's outcomes, each searched in full.
    #[inline]
    pub(super) fn expect(
        &mut self,
        game: &mut G,
        depth: i32,
        ply: usize,
        outcomes: &[(G::Move, u32)],
    ) -> i32 {
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
    #[inline]
    pub(super) fn is_chance(&mut self, game: &G, ply: usize) -> bool {
        let mut outcomes = std::mem::take(&mut self.chance_buffers[ply]);
        outcomes.clear();
        let chance = game.chances(&mut outcomes);
        self.chance_buffers[ply] = outcomes;
        chance
    }

    /// The weighted mean of a chance node's outcomes beyond the horizon (a noisy move that casts), each
    /// searched by quiescence with a full window.
    #[inline]
    pub(super) fn expect_quietly(
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
}
