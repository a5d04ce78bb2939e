//! Arena tournaments, pure: for a fixed time, a player who finishes a game goes back to the queue and is
//! paired again with another waiting player, as on lichess. An [`Arena`] is the record (entrants with
//! their seed ratings, who waits since when, who plays whom, who paused or left, every game and its
//! result, the start and the end); nothing here reads a clock, so every operation takes the time it
//! happens at, and a record stored and read back pairs exactly as before.
//!
//! Scoring follows lichess (`tally`): a win 2 points, a draw 1, a loss 0, and after two wins in a row a
//! player is on fire and each game scores double until one that is not a win. The waiting players are
//! paired by maximum-weight matching (`pairing`); the standings rank by score, then performance, as
//! lichess breaks an arena's ties (`standings`).

mod pairing;
mod record;
mod standings;
mod tally;

pub use record::{Arena, ArenaGame, JoinError, Pairing, Participant, Presence};
pub use standings::{ArenaStanding, GameScore};
