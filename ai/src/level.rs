//! The five levels, and how a level picks a move in a game of perfect information.
//!
//! | level | name | play | think time | node budget |
//! |---|---|---|---|---|
//! | 1 | beginner | a random move among those that lose nothing (2 plies and captures deep), a win when it sees one | 50 ms | 4 000 |
//! | 2 | casual | the best move of a small search | 100 ms | 15 000 |
//! | 3 | club | the best move of a full search | 250 ms | 60 000 |
//! | 4 | strong | the best move of a full search | 500 ms | 250 000 |
//! | 5 | strongest | the best move of a full search | 1 s | 1 000 000 |
//!
//! A search stops at the level's think time when the bot plays ([`Pace::Clock`], with a node cap of
//! [`CLOCK_NODE_FACTOR`] times the budget so a fast machine does not think for nothing), or at the node
//! budget alone when strength is measured ([`Pace::Nodes`]), which gives the same game on any machine and
//! under any load. Games whose nodes cost more scale the budget ([`Level::limits`]); a game whose levels
//! need other steps than these to set each apart from the one below sets each level's budget itself
//! ([`Level::limits_with`]; Junqi and 翻棋 do).

use crate::search::{Found, Limits, Searchable, Searcher, WON};
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
            2 => "casual",
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

    /// The limits of one search at this level: `scale` multiplies the node budget (below 1 for games
    /// whose nodes cost more), `start` is when thinking began.
    pub fn limits(self, pace: Pace, scale: f64, start: Instant) -> Limits {
        self.limits_with((self.node_budget() as f64 * scale) as u64, pace, start)
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
    fn measured_limits_have_no_deadline_and_played_ones_do() {
        let start = Instant::now();
        let measured = Level(4).limits(Pace::Nodes, 1.0, start);
        assert_eq!((measured.nodes, measured.deadline), (250_000, None));
        let played = Level(4).limits(Pace::Clock, 0.5, start);
        assert_eq!(played.nodes, 125_000 * CLOCK_NODE_FACTOR);
        assert_eq!(played.deadline, Some(start + Duration::from_millis(500)));
    }
}
