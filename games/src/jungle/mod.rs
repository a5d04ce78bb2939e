//! Jungle (Dou Shou Qi), as specified in the project's rules text for Jungle (seed rules by default, with
//! every option of its §9).
//!
//! The modules, each with one job:
//!
//! * [`board`]: squares, water, dens, traps, neighbours and the 20 directed lion and tiger jumps.
//! * [`piece`]: sides, animals, their letters, names and seed ranks.
//! * [`options`]: [`JungleOptions`], the typed options and the active ranks.
//! * [`position`]: the compact [`Board`] with make and the position string.
//! * [`zobrist`]: the fixed-seed key table.
//! * [`notation`]: the input forms, the canonical form and the display form of moves.
//! * [`capture`]: the capture rule as one pure function, and the "capable of capturing" relation.
//! * [`movegen`]: moves allowed by the board and the capture rule, and why a move is not.
//! * [`history`]: the repetition rule and the anti-shuffle rules, over a push/pop history.
//! * [`legal`]: legal moves, the two above combined.
//! * [`perft`]: the fast node count.
//! * [`geometry`]: the board as the renderer draws it, made from the tables of [`board`].
//! * [`view`], [`record`]: what an audience sees, and the game record.
//! * [`game`]: [`Jungle`] itself, the outcome and the [`crate::Rules`] implementation.
//!
//! # Readings of the rules this module follows
//!
//! * **No legal move** (§6.3): a player whose only moves are forbidden repetitions (or, with the
//!   anti-shuffle options, forbidden shuffles) has no legal move and loses, since there is no passing.
//! * **Capable of capturing** (§7): a fixed relation between kinds ([`capture::capable`]); the board,
//!   water and traps are ignored, ranks and the elephant follow the options.
//! * **Repetition** (§7): positions are compared by a 64-bit Zobrist key (pieces and side to move) over
//!   the positions since the last capture with the same side to move; a position counts from the start of
//!   the game or of its position string, and a game loaded from a bare position string has no piece that
//!   "just moved" until its first ply. Key collisions are accepted as practically impossible.
//! * **Anti-shuffle runs** (§9): a run is cut by a move of the same player with another piece and after a
//!   move of the piece that ended on any trap (either side's); a move ending on any trap is never refused.
//!   Captures do not cut a run.
//! * **No-capture draw** (§9): counted from the start of the game or of its position string; the value is
//!   `off` or a positive number, and the draw is declared after the ply that reaches it unless that ply won.
//! * **Position strings** (§10.2): a rank must write a run of empty squares as one digit, so that every
//!   accepted string prints back exactly; a starting position that is already over (a den entered, a side
//!   without pieces or moves) gives a finished game.
//! * **Input**: the rank-digit form names the mover's piece by its active rank; a wrong `-`/`x` is
//!   forgiven. Animal names are not accepted as move input.
//! * **Perft** (§13): a finished game (also by intervention or draw) has no children at the root; inside
//!   the tree only the three §6 losses end a line, draws never do.

pub mod board;
pub mod capture;
pub mod game;
pub mod geometry;
pub mod history;
pub mod legal;
pub mod movegen;
pub mod notation;
pub mod options;
pub mod perft;
pub mod piece;
pub mod position;
pub mod record;
pub mod view;
pub mod zobrist;

#[cfg(test)]
mod tests;

pub use game::Jungle;
pub use options::{JungleOptions, RatWaterCapture};
pub use piece::{Kind, Piece, Side};
pub use position::{Board, Move as JungleMove, START};

/// Jungle's texts, in every language it is written in.
pub const TEXTS: &[crate::texts::TextFile] = &[
    ("en", include_str!("locales/en.ftl")),
    ("zh", include_str!("locales/zh.ftl")),
];

/// A piece entered the enemy den.
pub const DEN: crate::EndReason = crate::EndReason::Rule("den");

/// Every enemy piece was captured.
pub const ALL_CAPTURED: crate::EndReason = crate::EndReason::Rule("all-captured");
