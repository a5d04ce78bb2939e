//! The tree below the root: negamax with principal variation search, the table's cut-offs, move
//! ordering (the table's move, captures by gain, killers, history) and late move reductions.

use super::table::{Bound, Entry, from_table, to_table};
use super::{
    CAPTURE, FIRST_KILLER, HISTORY_CAP, INFINITY, MAX_PLY, SECOND_KILLER, Searchable, Searcher,
    TABLE_MOVE, Window, select,
};

impl<G: Searchable> Searcher<G> {
    /// Makes `mv`, values the position it leads to with `value` (told whether the side to act is still
    /// the mover's) with its key on the path, and takes the move back.
    #[inline]
    pub(super) fn through(
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
    pub(super) fn child(
        &mut self,
        game: &mut G,
        depth: i32,
        window: Window,
        ply: usize,
        same: bool,
    ) -> i32 {
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
    pub(super) fn scout(
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
    pub(super) fn repeated(&self, reach: usize) -> bool {
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
    #[inline]
    pub(super) fn negamax(&mut self, game: &mut G, depth: i32, window: Window, ply: usize) -> i32 {
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
    pub(super) fn without_moves(&mut self, game: &mut G, depth: i32, ply: usize) -> Option<i32> {
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

    /// The table's score for a node with `depth` plies left searched in `window`, when it may stand for
    /// the search: cut-offs are on, the node is off the principal variation, and the entry is deep
    /// enough with a bound that settles the window.
    #[inline]
    pub(super) fn table_cutoff(
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
    pub(super) fn rank(
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
    pub(super) fn best_of(
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
    pub(super) fn reduction(
        &self,
        index: usize,
        rank: i32,
        noisy: bool,
        depth: i32,
        pv_node: bool,
    ) -> i32 {
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
    pub(super) fn remember(&mut self, game: &G, mv: G::Move, depth: i32, ply: usize) {
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
}
