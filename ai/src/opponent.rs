//! The opponents: one per game, listed in [`ROSTER`], each reading the game only through [`Seen`].

use crate::level::{Level, Pace};
use crate::seen::Seen;
use std::fmt;
use std::time::Instant;

/// What the host asks of an opponent: how well to play, what stops it, and the seed of its choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Order {
    /// The level.
    pub level: Level,
    /// The clock (playing) or nodes alone (measuring).
    pub pace: Pace,
    /// The seed of its random choices (the weaker levels' moves, setups, sampled layouts).
    pub seed: u64,
    /// When thinking began, for the clock.
    pub start: Instant,
}

impl Order {
    /// An order to play at `level` on the clock, starting now.
    pub fn play(level: Level, seed: u64) -> Self {
        Self {
            level,
            pace: Pace::Clock,
            seed,
            start: Instant::now(),
        }
    }

    /// An order to play at `level` on its node budget alone.
    pub fn measured(level: Level, seed: u64) -> Self {
        Self {
            level,
            pace: Pace::Nodes,
            seed,
            start: Instant::now(),
        }
    }
}

/// What an opponent decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thought {
    /// The actions to play for its seat, in order, in canonical text (a move; or a setup, then `ready`).
    pub actions: Vec<String>,
    /// The nodes its searches visited.
    pub nodes: u64,
    /// The depth of its deepest completed iteration.
    pub depth: u32,
    /// The score it expects, from its own point of view.
    pub score: i32,
}

/// Why an opponent could not decide: one sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unable(pub String);

impl fmt::Display for Unable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Unable {}

/// A computer opponent for one game.
pub trait Opponent: Send + Sync {
    /// The catalogue id of its game.
    fn game(&self) -> &'static str;

    /// The actions its seat plays now. Called only when the seat may act.
    fn think(&self, seen: &Seen<'_>, order: &Order) -> Result<Thought, Unable>;

    /// Whether it plays its game under these options (`Err` says why not, in one sentence); asked before
    /// a game against it starts.
    fn plays(&self, settings: &games::Settings) -> Result<(), Unable> {
        let _ = settings;
        Ok(())
    }
}

/// Every game's opponent. A game without one here cannot be played against the bot.
pub static ROSTER: &[&dyn Opponent] = &[
    &crate::jungle::JungleOpponent,
    &crate::jungi::JungiOpponent::NEW,
    &crate::lun::LunOpponent::NEW,
    &crate::junqi::JunqiOpponent,
];

/// The opponent of a game, by its catalogue id.
pub fn opponent_for(game: &str) -> Option<&'static dyn Opponent> {
    ROSTER
        .iter()
        .copied()
        .find(|opponent| opponent.game() == game)
}

/// Thinks for `seen`'s seat with the opponent of its game.
pub fn think(seen: &Seen<'_>, order: &Order) -> Result<Thought, Unable> {
    let opponent = opponent_for(seen.game_id())
        .ok_or_else(|| Unable(format!("I cannot play {} yet.", seen.game_id())))?;
    if !seen.to_act() {
        return Err(Unable("It is not my turn.".to_owned()));
    }
    opponent.think(seen, order)
}
