//! What an arena's games say of each player, read once per decision: the points of each finished game
//! by lichess's rules, their streak, their performance, their seats and their last opponent.
//!
//! A win scores 2, a draw 1, a loss 0. After two wins in a row a player is on fire: each following game
//! scores double (a win 4, a draw 2) until a game that is not a win, which ends the streak. A player who
//! never made a first move scores 0 and loses their streak; their opponent wins.

use super::record::Arena;
use super::standings::GameScore;
use crate::model::UserId;
use crate::tournament::{Finish, Side};
use std::collections::HashMap;

/// How a game ended for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    /// Won, or the opponent never moved.
    Win,
    /// Drew.
    Draw,
    /// Lost, or never moved.
    Loss,
}

impl Outcome {
    /// The outcome for `side` of a game that ended with `finish`.
    fn of(finish: Finish, side: Side) -> Outcome {
        match finish {
            Finish::Drawn => Outcome::Draw,
            Finish::Won(winner) if winner == side => Outcome::Win,
            Finish::NoShow(absent) if absent != side => Outcome::Win,
            Finish::Won(_) | Finish::NoShow(_) | Finish::BothAbsent => Outcome::Loss,
        }
    }

    /// The points before any doubling.
    fn base_points(self) -> u32 {
        match self {
            Outcome::Win => 2,
            Outcome::Draw => 1,
            Outcome::Loss => 0,
        }
    }

    /// What a game against an opponent rated `rating` adds to the performance sum (lichess's: the
    /// opponent's rating, 500 more for a win, 500 less for a loss).
    fn performance(self, rating: i32) -> i64 {
        i64::from(rating)
            + match self {
                Outcome::Win => 500,
                Outcome::Draw => 0,
                Outcome::Loss => -500,
            }
    }
}

/// One player's arena so far.
#[derive(Clone, Debug, Default)]
pub(crate) struct Tally {
    /// Their score.
    pub(crate) score: u32,
    /// Each finished game's points, in order.
    pub(crate) games: Vec<GameScore>,
    /// Their wins in a row, up to now.
    wins_in_a_row: u32,
    /// The sum of their games' performance contributions.
    performance_sum: i64,
    /// Games played first less games played second, unfinished ones included.
    pub(crate) first_balance: i32,
    /// The seat of their last game.
    pub(crate) last_side: Option<Side>,
    /// The opponent of their last game, finished or not.
    pub(crate) last_opponent: Option<UserId>,
}

impl Tally {
    /// Whether their next game scores double.
    pub(crate) fn on_fire(&self) -> bool {
        self.wins_in_a_row >= 2
    }

    /// Their performance: the mean of their games' contributions, once they have finished one.
    pub(crate) fn performance(&self) -> Option<i32> {
        let games = i64::try_from(self.games.len()).expect("a count fits");
        (games > 0).then(|| {
            i32::try_from(self.performance_sum.div_euclid(games)).expect("a mean rating fits")
        })
    }

    /// Counts a finished game.
    fn count(&mut self, outcome: Outcome, opponent_rating: i32) {
        let doubled = self.on_fire();
        let points = outcome.base_points() * if doubled { 2 } else { 1 };
        self.wins_in_a_row = match outcome {
            Outcome::Win => self.wins_in_a_row + 1,
            Outcome::Draw | Outcome::Loss => 0,
        };
        self.score += points;
        self.performance_sum += outcome.performance(opponent_rating);
        self.games.push(GameScore {
            points,
            doubled,
            streak: self.on_fire(),
        });
    }

    /// Counts a game paired, finished or not.
    fn seat(&mut self, side: Side, opponent: UserId) {
        self.first_balance += match side {
            Side::First => 1,
            Side::Second => -1,
        };
        self.last_side = Some(side);
        self.last_opponent = Some(opponent);
    }
}

/// Every entrant's tally.
pub(crate) struct Tallies(HashMap<UserId, Tally>);

impl Tallies {
    /// Reads the record.
    pub(crate) fn of(arena: &Arena) -> Tallies {
        let ratings: HashMap<UserId, i32> = arena
            .participants()
            .iter()
            .map(|participant| (participant.entrant.player, participant.entrant.rating))
            .collect();
        let mut tallies: HashMap<UserId, Tally> = ratings
            .keys()
            .map(|player| (*player, Tally::default()))
            .collect();
        for game in arena.games() {
            for side in [Side::First, Side::Second] {
                let opponent = game.player(side.other());
                let tally = tallies.entry(game.player(side)).or_default();
                tally.seat(side, opponent);
                if let Some(finish) = game.finish {
                    let rating = ratings.get(&opponent).copied().unwrap_or_default();
                    tally.count(Outcome::of(finish, side), rating);
                }
            }
        }
        Tallies(tallies)
    }

    /// The tally of `player`, an entrant (every one of them has one).
    pub(crate) fn of_player(&self, player: UserId) -> &Tally {
        self.0.get(&player).expect("every entrant has a tally")
    }
}
