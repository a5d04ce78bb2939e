//! Computer opponents for the games Umpire hosts.
//!
//! Pure like the `games` crate: no I/O, no async. The only outside fact it reads is the monotonic clock,
//! to stop a search at a deadline; a node budget stops it the same way on any machine.

pub mod arena;
pub mod jungi;
pub mod jungle;
pub mod junqi;
pub mod level;
pub mod opponent;
pub mod search;
pub mod seen;

pub use level::{Level, Pace};
pub use opponent::{Opponent, Order, ROSTER, Thought, Unable, opponent_for, think};
pub use seen::Seen;
