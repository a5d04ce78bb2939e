//! An arena's standings: each entrant's score, performance and the points of each game, ranked as
//! lichess ranks an arena: by score, then performance.

use super::record::{Arena, Presence};
use super::tally::Tallies;
use crate::model::UserId;
use std::cmp::Reverse;

/// The points of one finished game, with the marks a standings image shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameScore {
    /// The points it scored.
    pub points: u32,
    /// Whether they were doubled (the player was on fire).
    pub doubled: bool,
    /// Whether the player is on fire after it (a win that makes or keeps a streak).
    pub streak: bool,
}

/// One line of an arena's standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArenaStanding {
    /// The place, from 1.
    pub rank: usize,
    /// The player.
    pub player: UserId,
    /// Their score.
    pub score: u32,
    /// Their performance (lichess's: the mean of each opponent's rating, 500 more for a win and 500 less
    /// for a loss), once they have finished a game.
    pub performance: Option<i32>,
    /// Each finished game's points, the first first.
    pub games: Vec<GameScore>,
    /// Whether their next game scores double.
    pub on_fire: bool,
    /// Whether they are out of pairing until they resume (or will be once their game ends).
    pub paused: bool,
    /// Whether they have left.
    pub withdrawn: bool,
}

/// The standings of `arena`: by score, then performance (a player with no finished game last), then
/// seed rating, then the order of joining.
pub(crate) fn of(arena: &Arena, tallies: &Tallies) -> Vec<ArenaStanding> {
    let mut lines: Vec<(ArenaStanding, i32)> = arena
        .participants()
        .iter()
        .map(|participant| {
            let player = participant.entrant.player;
            let tally = tallies.of_player(player);
            let standing = ArenaStanding {
                rank: 0,
                player,
                score: tally.score,
                performance: tally.performance(),
                games: tally.games.clone(),
                on_fire: tally.on_fire(),
                paused: matches!(
                    participant.presence,
                    Presence::Paused | Presence::Playing { pausing: true, .. }
                ),
                withdrawn: participant.presence == Presence::Left,
            };
            (standing, participant.entrant.rating)
        })
        .collect();
    lines.sort_by_key(|(line, rating)| Reverse((line.score, line.performance, *rating)));
    lines
        .into_iter()
        .enumerate()
        .map(|(place, (line, _))| ArenaStanding {
            rank: place + 1,
            ..line
        })
        .collect()
}
