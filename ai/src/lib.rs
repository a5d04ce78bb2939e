//! Computer opponents for the games Umpire hosts.
//!
//! Pure like the `games` crate: no I/O, no async. The only outside fact it reads is the monotonic clock,
//! to stop a search at a deadline; a node budget stops it the same way on any machine.
//!
//! The opponents ([`ROSTER`]): Jungle, Jungi and Lún Jungi by iterative deepening alpha-beta on the
//! game's whole state ([`jungle`]; [`jungi`] and [`lun`], one search over the Jungi family ([`family`])
//! with an evaluation per board), which they may read since those games hide nothing; Junqi for
//! two and on the 4-player board (team against team) by determinisation from its seat's record alone
//! ([`junqi`]); 翻棋 by expectimax with every flip a
//! chance node, from the public record alone ([`fanqi`]); Cetkaik by expectimax over the sticks
//! ([`cetkaik`]). Each reads a game only through [`Seen`].
//!
//! After a game, [`analysis`] searches every position of it with the same opponents at a fixed node
//! budget, reading the whole state since nothing is hidden any more ([`Opponent::probe`]), and judges
//! each move by the winning chances it lost, the same way for every game.
//!
//! # Strength
//!
//! Each level against the one below, game by game, with the command that measures it:
//! `docs/strength.md`.
//!
//! # Speed
//!
//! Medians of `cargo bench -p ai --bench search` (criterion, 10 samples, on the 2-core development
//! machine shared with other builds). Searches of a fixed node budget, as nodes per second:
//!
//! | search | position | nodes/s |
//! |---|---|---|
//! | Jungle | the start | 5.28 M |
//! | Jungle | a middle game | 4.67 M |
//! | Jungi | the start | 1.86 M |
//! | Jungi | a middle game | 2.56 M |
//! | Junqi (one world, copy-make) | the start | 0.47 M |
//! | 翻棋 (flips as chance nodes) | the start, all face down | 0.56 M |
//!
//! One move at each level on its node budget ([`Pace::Nodes`]; on the clock a move also stops at the
//! level's think time, 50 ms to 1 s), from each game's start (Junqi: sampling its worlds, replaying the
//! record in each, and searching them): medians of `cargo bench -p ai --bench search -- level_move`,
//! measured on another day than the table above (compare within each table only). Jungle and Jungi
//! take the shared ladder ([`level`]); the other games set their levels' plans themselves ([`lun`],
//! [`cetkaik`], [`junqi`], [`fanqi`]).
//!
//! | level | Jungle | Jungi | Lún Jungi | Cetkaik | Junqi | Junqi for four | 翻棋 |
//! |---|---|---|---|---|---|---|---|
//! | 1 | 0.04 ms | 0.10 ms | 0.45 ms | 4.5 ms | 0.86 ms | 1.1 ms | 0.34 ms |
//! | 2 | 1.0 ms | 2.0 ms | 0.33 ms | 16 ms | 1.8 ms | 2.3 ms | 0.73 ms |
//! | 3 | 4.0 ms | 7.5 ms | 2.1 ms | 15 ms | 5.8 ms | 8.3 ms | 2.7 ms |
//! | 4 | 21 ms | 29 ms | 7.4 ms | 62 ms | 25 ms | 38 ms | 23 ms |
//! | 5 | 106 ms | 127 ms | 31 ms | 277 ms | 405 ms | 160 ms | 444 ms |
//!
//! Lún's level 1 scores every move of its turn (to 2 plies as far as its nodes go) where level 2
//! searches the same 2,000 nodes by alpha-beta, and Cetkaik's level 2 and 3 both search 15,000 nodes,
//! level 2 scoring every move: so the lower of each pair is not the faster.

pub mod analysis;
pub mod arena;
pub mod cetkaik;
pub mod family;
pub mod fanqi;
pub mod jungi;
pub mod jungle;
pub mod junqi;
pub mod level;
pub mod lun;
pub mod opponent;
pub mod search;
pub mod seen;
#[cfg(test)]
mod test_support;

/// The allocator of the `umpire` binary, for the unit tests too: their random games and the reference
/// engine they are checked against spend much of their time allocating.
#[cfg(test)]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

pub use level::{Level, Pace};
pub use opponent::{
    Assessment, DrawAnswer, Opponent, Order, Probe, REASONS, ROSTER, Stance, Thought, Unable,
    answer_draw, catalogue, opponent_for, think,
};
pub use seen::Seen;
