//! The five levels, and how a level picks a move in a game of perfect information.
//!
//! | level | name | play | think time | node budget |
//! |---|---|---|---|---|
//! | 1 | beginner | a random move among those that lose nothing (2 plies and captures deep), a win when it sees one | 50 ms | 4 000 |
//! | 2 | easy | the best move of a small search | 100 ms | 15 000 |
//! | 3 | club | the best move of a full search | 250 ms | 60 000 |
//! | 4 | strong | the best move of a full search | 500 ms | 250 000 |
//! | 5 | strongest | the best move of a full search | 1 s | 1 000 000 |
//!
//! A search stops at the level's think time when the bot plays ([`Pace::Clock`], with a node cap of
//! [`CLOCK_NODE_FACTOR`] times the budget so a fast machine does not think for nothing), or at the node
//! budget alone when strength is measured ([`Pace::Nodes`]), which gives the same game on any machine and
//! under any load.
//!
//! How a level plays one game is a [`Plan`]: its node budget, its table, and whether it samples. Games
//! whose nodes cost more take this ladder with scaled budgets ([`Plan::shared`]: Jungle and Jungi); a
//! game whose levels need other steps than these to set each apart from the one below sets each level's
//! plan itself (Cetkaik, Lún Jungi, Junqi and 翻棋), measured so that each level wins clearly against the
//! one below (`docs/strength.md`). A level's name and think time are the same in every game.

use crate::opponent::Order;
use crate::search::{Found, Limits, Searchable, Searcher, Settings, WON};
use games::GameRng;
use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

/// How much more than its node budget a level may search when it plays on the clock.
pub const CLOCK_NODE_FACTOR: u64 = 8;

/// A level of play, 1 (beginner) to 5 (the strongest).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// The strongest level.
    pub const MAX: Level = Level(5);
    /// The level the bot plays when none is asked for.
    pub const DEFAULT: Level = Level(3);
    /// The level whose node budget an analysis after the game searches each position with.
    pub const ANALYSIS: Level = Level(3);

    /// The level `n`, if it is one (1 to 5).
    pub fn new(n: u8) -> Option<Level> {
        (1..=5).contains(&n).then_some(Level(n))
    }

    /// Every level, weakest first.
    pub fn all() -> impl Iterator<Item = Level> {
        (1..=5).map(Level)
    }

    /// Its number.
    pub fn number(self) -> u8 {
        self.0
    }

    /// Its name ("beginner").
    pub fn name(self) -> &'static str {
        match self.0 {
            1 => "beginner",
            2 => "easy",
            3 => "club",
            4 => "strong",
            _ => "strongest",
        }
    }

    /// How long it thinks on the clock.
    pub fn think_time(self) -> Duration {
        Duration::from_millis(match self.0 {
            1 => 50,
            2 => 100,
            3 => 250,
            4 => 500,
            _ => 1000,
        })
    }

    /// Its node budget, for a game whose nodes cost about as much as Jungle's.
    pub fn node_budget(self) -> u64 {
        match self.0 {
            1 => 4_000,
            2 => 15_000,
            3 => 60_000,
            4 => 250_000,
            _ => 1_000_000,
        }
    }

    /// The limits of one search at this level on a budget of `nodes` the game sets (at least 200), with
    /// the level's think time on the clock.
    pub fn limits_with(self, nodes: u64, pace: Pace, start: Instant) -> Limits {
        let budget = nodes.max(200);
        match pace {
            Pace::Nodes => Limits::nodes(budget),
            Pace::Clock => Limits {
                nodes: budget * CLOCK_NODE_FACTOR,
                deadline: Some(start + self.think_time()),
                ..Limits::nodes(budget)
            },
        }
    }

    /// The table size (bits) its searches use.
    pub fn table_bits(self) -> u32 {
        match self.0 {
            1 | 2 => 14,
            3 => 16,
            _ => 18,
        }
    }

    /// How the weakest level picks its moves; `None` for the levels that play the best move found.
    pub fn sampling(self) -> Option<Sampling> {
        match self.0 {
            1 => Some(Sampling {
                depth: 2,
                margin: 200,
            }),
            _ => None,
        }
    }
}

/// How a level plays one game: its node budget, its table, and how it picks its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plan {
    /// The node budget of a search (on the clock, the level's think time stops it too).
    pub nodes: u64,
    /// The size (bits) of the search's table.
    pub table_bits: u32,
    /// How a weak level picks its move; `None` for the best move found.
    pub sampling: Option<Sampling>,
}

impl Plan {
    /// The best move of a search of `nodes` with a table of `table_bits`.
    pub const fn best(nodes: u64, table_bits: u32) -> Plan {
        Plan {
            nodes,
            table_bits,
            sampling: None,
        }
    }

    /// A random move among those within `margin` of the best at `depth` plies (a win it sees is always
    /// taken), on a budget of `nodes` and a small table.
    pub const fn sampled(nodes: u64, depth: u32, margin: i32) -> Plan {
        Plan {
            nodes,
            table_bits: 14,
            sampling: Some(Sampling { depth, margin }),
        }
    }

    /// The plan of `level` on the shared ladder (the table above), its node budget times `scale` (below
    /// 1 for a game whose nodes cost more than Jungle's).
    pub fn shared(level: Level, scale: f64) -> Plan {
        Plan {
            nodes: (level.node_budget() as f64 * scale) as u64,
            table_bits: level.table_bits(),
            sampling: level.sampling(),
        }
    }

    /// The limits of one search under this plan for `order` (its level's think time on the clock).
    pub fn limits(self, order: &Order) -> Limits {
        order.level.limits_with(self.nodes, order.pace, order.start)
    }

    /// A searcher with this plan's table.
    pub fn searcher<G: Searchable>(self) -> Searcher<G> {
        Searcher::new(self.table_bits, Settings::default())
    }
}

/// How a weak level picks a move: every move scored to `depth`, then any that scores within `margin` of
/// the best (a win it sees is always taken).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sampling {
    /// The depth every move is scored to.
    pub depth: u32,
    /// How far below the best a move may score and still be picked.
    pub margin: i32,
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "level {} ({})", self.0, self.name())
    }
}

impl FromStr for Level {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = text.trim();
        let by_number = text.parse::<u8>().ok().and_then(Level::new);
        let by_name = Level::all().find(|level| level.name().eq_ignore_ascii_case(text));
        by_number.or(by_name).ok_or_else(|| {
            format!(
                "\"{}\" is not a level; the levels are 1 (beginner) to 5 (strongest).",
                text.chars().take(20).collect::<String>()
            )
        })
    }
}

/// What stops a search: the clock (playing), or nodes alone (measuring).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    /// The level's think time, with a node cap.
    Clock,
    /// The level's node budget alone: deterministic.
    Nodes,
}

/// Picks a move for the side to act in `game`: the best move of a search within `limits`, or with
/// `sampling` a random one among those nearly as good. `before` holds the keys of the game's earlier
/// positions (for repetitions); `rng` draws the sampled choices.
pub fn choose<G: Searchable>(
    game: &mut G,
    before: &[u64],
    sampling: Option<Sampling>,
    limits: Limits,
    searcher: &mut Searcher<G>,
    rng: &mut GameRng,
) -> Found<G::Move> {
    let Some(Sampling { depth, margin }) = sampling else {
        return searcher.search(game, limits, before);
    };
    let scored = searcher.score_moves(game, Limits { depth, ..limits }, before);
    let Some(best) = scored.moves.iter().map(|&(_, score)| score).max() else {
        return searcher.search(game, Limits::depth(1), before);
    };
    // A win it sees is taken; otherwise any move that scores nearly as well as the best.
    let floor = if best >= WON { best } else { best - margin };
    let candidates: Vec<_> = scored
        .moves
        .iter()
        .filter(|&&(_, score)| score >= floor)
        .copied()
        .collect();
    let (mv, score) = candidates[rng.below(candidates.len() as u32) as usize];
    Found {
        best: Some(mv),
        score,
        depth: scored.depth,
        nodes: scored.nodes,
        line: vec![mv],
    }
}

/// Asserts that a game's plans climb: each level searches more nodes than the one below on a table at
/// least as large (or as many, to play its best move where the one below picks at random), and the
/// `sampled` lowest levels pick at random while the others play their best.
#[cfg(test)]
pub(crate) fn assert_climbs(plan: impl Fn(Level) -> Plan, sampled: usize) {
    let plans: Vec<Plan> = Level::all().map(plan).collect();
    for pair in plans.windows(2) {
        let stops_sampling = pair[0].sampling.is_some() && pair[1].sampling.is_none();
        assert!(
            pair[0].nodes < pair[1].nodes || (stops_sampling && pair[0].nodes == pair[1].nodes),
            "{pair:?}"
        );
        assert!(pair[0].table_bits <= pair[1].table_bits, "{pair:?}");
    }
    let sampling: Vec<bool> = plans.iter().map(|plan| plan.sampling.is_some()).collect();
    let expected: Vec<bool> = (0..plans.len()).map(|index| index < sampled).collect();
    assert_eq!(sampling, expected, "which levels sample: {plans:?}");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_read_by_number_or_name() {
        assert_eq!("3".parse::<Level>(), Ok(Level(3)));
        assert_eq!("Beginner".parse::<Level>(), Ok(Level(1)));
        assert!("6".parse::<Level>().is_err());
        assert!("0".parse::<Level>().is_err());
        assert_eq!(Level::all().count(), 5);
    }

    #[test]
    fn stronger_levels_get_more_of_everything() {
        let levels: Vec<Level> = Level::all().collect();
        for pair in levels.windows(2) {
            assert!(pair[0].think_time() < pair[1].think_time());
            assert!(pair[0].node_budget() < pair[1].node_budget());
        }
        assert_eq!(Level::MIN.think_time(), Duration::from_millis(50));
        assert_eq!(Level::MAX.think_time(), Duration::from_secs(1));
    }

    #[test]
    fn the_shared_ladder_climbs() {
        for scale in [1.0, 0.5] {
            assert_climbs(|level| Plan::shared(level, scale), 1);
        }
    }

    #[test]
    fn measured_limits_have_no_deadline_and_played_ones_do() {
        let measured = Plan::shared(Level(4), 1.0).limits(&Order::measured(Level(4), 0));
        assert_eq!((measured.nodes, measured.deadline), (250_000, None));
        let order = Order::play(Level(4), 0);
        let played = Plan::shared(Level(4), 0.5).limits(&order);
        assert_eq!(played.nodes, 125_000 * CLOCK_NODE_FACTOR);
        assert_eq!(
            played.deadline,
            Some(order.start + Duration::from_millis(500))
        );
    }
}
