//! Tournaments, pure: a Swiss tournament's record (who entered, who withdrew, each round's pairings and
//! results), the pairing of its next round and its standings. Nothing here reads a clock or the store: a
//! [`Swiss`] decides its next round from its record alone, so a record stored and read back pairs a round
//! exactly as before.
//!
//! A round is paired by maximum-weight matching over the active players (`pairing`): no rematches, players
//! of equal or near scores, the bye to the lowest-ranked player who has not had one, colours (who moves
//! first) balanced with no third same colour in a row where avoidable, and within a score group the top
//! half against the bottom half in rating order, which seeds the first round; a large field is matched in
//! brackets of whole score groups. Standings rank by score, then Buchholz, then Sonneborn–Berger
//! (`standings`).
//!
//! An [`arena`] is the other kind: for a fixed time, players who finish a game go back to a queue and are
//! paired again with other waiting players, and streaks of wins score double, as on lichess.

pub mod arena;
mod colours;
mod history;
mod pairing;
mod points;
mod record;
mod standings;

pub use colours::Side;
pub use points::Points;
pub use record::{Board, Entrant, Finish, PairingError, RecordError, Round, Swiss};
pub use standings::{Mark, Standing};
