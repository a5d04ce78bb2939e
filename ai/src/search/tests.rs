//! The search against brute force on small games: a random tree (with nodes where the same side acts
//! again, and chance nodes), and Nim, whose positions transpose.

use super::*;

/// A mixing function for the random tree.
fn mix(mut x: u64) -> u64 {
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    x = x.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    x ^ (x >> 33)
}

/// A game tree drawn from a seed: every node's branching, side, ending and evaluation follow from the hash
/// of its path, so no two paths meet.
#[derive(Clone, Debug)]
struct Tree {
    seed: u64,
    path: Vec<u64>,
    sides: Vec<u8>,
    /// Allow nodes where the same side acts twice.
    repeats_side: bool,
    /// Allow chance nodes.
    chance: bool,
}

impl Tree {
    fn new(seed: u64, repeats_side: bool, chance: bool) -> Self {
        Self {
            seed,
            path: vec![mix(seed)],
            sides: vec![0],
            repeats_side,
            chance,
        }
    }

    fn here(&self) -> u64 {
        *self.path.last().unwrap()
    }

    fn is_chance(&self) -> bool {
        self.chance && self.path.len() > 1 && self.here().is_multiple_of(5)
    }
}

impl Searchable for Tree {
    type Move = u8;
    const SLOTS: usize = 8;

    fn side(&self) -> u8 {
        *self.sides.last().unwrap()
    }

    fn key(&self) -> u64 {
        self.here()
    }

    fn terminal(&self) -> Option<Terminal> {
        match self.here() % 23 {
            0 if self.path.len() > 1 => Some(Terminal::Loss),
            1 if self.path.len() > 1 => Some(Terminal::Win),
            2 if self.path.len() > 1 => Some(Terminal::Draw),
            _ => None,
        }
    }

    fn moves(&self, out: &mut Vec<u8>) {
        let count = (self.here() >> 8) % 5;
        out.extend(0..count as u8);
    }

    fn noisy(&self, _out: &mut Vec<u8>) {}

    fn make(&mut self, mv: u8) {
        let next = mix(self.here() ^ u64::from(mv + 1).wrapping_mul(self.seed | 1));
        let flip = !(self.repeats_side && next % 7 == 3);
        let side = self.side() ^ u8::from(flip);
        self.path.push(next);
        self.sides.push(side);
    }

    fn unmake(&mut self) {
        self.path.pop();
        self.sides.pop();
    }

    fn evaluate(&self) -> i32 {
        ((self.here() >> 20) % 2001) as i32 - 1000
    }

    fn gain(&self, mv: u8) -> i32 {
        i32::from(mv == 1)
    }

    fn slot(&self, mv: u8) -> usize {
        usize::from(mv)
    }

    fn chances(&self, out: &mut Vec<(u8, u32)>) -> bool {
        if !self.is_chance() {
            return false;
        }
        out.extend([(0, 1), (1, 2), (2, 3)]);
        true
    }
}

/// Plain negamax (and expectimax at chance nodes), no pruning: the value the search must find.
fn brute<G: Searchable>(game: &mut G, depth: i32, ply: usize) -> i32 {
    if let Some(end) = game.terminal() {
        return end.score(ply);
    }
    let mut outcomes = Vec::new();
    if game.chances(&mut outcomes) {
        let side = game.side();
        let (mut total, mut weights) = (0i64, 0i64);
        for (outcome, weight) in outcomes {
            game.make(outcome);
            let value = brute(game, depth, ply + 1);
            let value = if game.side() == side { value } else { -value };
            game.unmake();
            total += i64::from(weight) * i64::from(value);
            weights += i64::from(weight);
        }
        return (total / weights) as i32;
    }
    if depth <= 0 {
        return game.evaluate();
    }
    let mut moves = Vec::new();
    game.moves(&mut moves);
    if moves.is_empty() {
        return game.stuck().score(ply);
    }
    let side = game.side();
    moves
        .into_iter()
        .map(|mv| {
            game.make(mv);
            let value = brute(game, depth - 1, ply + 1);
            let value = if game.side() == side { value } else { -value };
            game.unmake();
            value
        })
        .max()
        .unwrap()
}

/// The search's exact settings: no reductions, no quiescence (the toy has no noisy moves anyway).
fn exact() -> Settings {
    Settings {
        reductions: false,
        quiescence: false,
        table_cutoffs: true,
    }
}

fn check_against_brute_force(repeats_side: bool, chance: bool) {
    let mut compared = 0;
    for seed in 0..300u64 {
        let mut tree = Tree::new(seed, repeats_side, chance);
        let mut roots = Vec::new();
        tree.moves(&mut roots);
        if roots.len() < 2 {
            continue;
        }
        for depth in 1..=5 {
            let mut searcher = Searcher::new(12, exact());
            let found = searcher.search(&mut tree, Limits::depth(depth), &[]);
            let expected = brute(&mut tree, depth as i32, 0);
            if found.score.abs() >= WON {
                // A forced end stops the deepening early; its score is exact all the same.
                assert_eq!(found.score, brute(&mut tree, found.depth as i32, 0));
                break;
            }
            assert_eq!(found.score, expected, "seed {seed} depth {depth}");
            assert_eq!(found.depth, depth);
            // The move it chose is worth what it says.
            let best = found.best.unwrap();
            let side = tree.side();
            tree.make(best);
            let value = brute(&mut tree, depth as i32 - 1, 1);
            let value = if tree.side() == side { value } else { -value };
            tree.unmake();
            assert_eq!(
                value, expected,
                "seed {seed} depth {depth}: the move's value"
            );
            compared += 1;
        }
        // Scoring every root move gives each its own brute-force value.
        let mut searcher = Searcher::new(12, exact());
        let scored = searcher.score_moves(&mut tree, Limits::depth(3), &[]);
        for (mv, score) in scored.moves {
            let side = tree.side();
            tree.make(mv);
            let value = brute(&mut tree, 2, 1);
            let value = if tree.side() == side { value } else { -value };
            tree.unmake();
            assert_eq!(score, value, "seed {seed}: root move {mv}");
        }
    }
    assert!(compared > 300, "only {compared} searches compared");
}

#[test]
fn alpha_beta_finds_the_negamax_value_of_random_trees() {
    check_against_brute_force(false, false);
}

#[test]
fn a_side_that_acts_twice_in_a_row_is_not_negated() {
    check_against_brute_force(true, false);
}

#[test]
fn chance_nodes_are_valued_at_the_weighted_mean_of_their_outcomes() {
    check_against_brute_force(true, true);
}

#[test]
fn a_node_budget_stops_the_search_and_the_same_budget_gives_the_same_answer() {
    let mut tree = Tree::new(11, false, false);
    let mut first = Searcher::new(12, Settings::default());
    let a = first.search(&mut tree, Limits::nodes(500), &[]);
    assert!(a.nodes <= 500 + 1);
    let mut second = Searcher::new(12, Settings::default());
    let b = second.search(&mut tree, Limits::nodes(500), &[]);
    assert_eq!(a, b);
    assert!(a.best.is_some());
}

/// Nim with one heap: take 1 to 3 stones; whoever takes the last stone wins. Positions transpose.
#[derive(Clone, Debug)]
struct Nim {
    heap: Vec<u8>,
    side: Vec<u8>,
}

impl Searchable for Nim {
    type Move = u8;
    const SLOTS: usize = 4;

    fn side(&self) -> u8 {
        *self.side.last().unwrap()
    }

    fn key(&self) -> u64 {
        mix(u64::from(*self.heap.last().unwrap()) << 1 | u64::from(self.side()))
    }

    fn terminal(&self) -> Option<Terminal> {
        // The player who took the last stone won: the side to act now has lost.
        (*self.heap.last().unwrap() == 0).then_some(Terminal::Loss)
    }

    fn moves(&self, out: &mut Vec<u8>) {
        let heap = *self.heap.last().unwrap();
        out.extend((1..=3).filter(|&take| take <= heap));
    }

    fn noisy(&self, out: &mut Vec<u8>) {
        let heap = *self.heap.last().unwrap();
        if heap <= 3 {
            out.push(heap);
        }
    }

    fn make(&mut self, take: u8) {
        let heap = self.heap.last().unwrap() - take;
        let side = 1 - self.side();
        self.heap.push(heap);
        self.side.push(side);
    }

    fn unmake(&mut self) {
        self.heap.pop();
        self.side.pop();
    }

    fn evaluate(&self) -> i32 {
        0
    }

    fn gain(&self, take: u8) -> i32 {
        i32::from(take == *self.heap.last().unwrap()) * 100
    }

    fn slot(&self, take: u8) -> usize {
        usize::from(take)
    }
}

#[test]
fn nim_is_solved_with_transpositions_and_the_shortest_win() {
    for heap in 1..=30u8 {
        let mut nim = Nim {
            heap: vec![heap],
            side: vec![0],
        };
        let mut searcher = Searcher::new(10, Settings::default());
        let found = searcher.search(&mut nim, Limits::depth(40), &[]);
        if heap % 4 == 0 {
            assert!(
                found.score <= -WON,
                "heap {heap}: lost, got {}",
                found.score
            );
        } else {
            assert!(found.score >= WON, "heap {heap}: won, got {}", found.score);
            assert_eq!(found.best, Some(heap % 4), "heap {heap}");
            // Winning takes as many turns as the heap needs: one per 4 stones, plus the first.
            let plies = WIN - found.score;
            assert_eq!(plies, 2 * i32::from(heap / 4) + 1, "heap {heap}");
        }
    }
}
