//! Cetkaik (机戦, Pekzep chess), as specified in the project's rules text for Cetkaik, played on the
//! community's rules engine `cetkaik_full_state_transition` 1.3.1 (legal moves, applying moves, hands,
//! stakes, seasons and scores), with the engine's known defects worked around.
//!
//! The modules, each with one job:
//!
//! * [`board`]: squares, their names, water and the fixed tam2 hue.
//! * [`piece`]: sides, colours, kinds and pieces, with every accepted spelling. Colour and owner are
//!   separate fields everywhere: a piece's colour is printed on it, its owner changes with captures.
//! * [`hands`]: the hands and penalties with their points.
//! * [`sticks`]: the five casting sticks and the draw of the first player, from the game's `GameRng`.
//! * [`position`]: [`Position`] and its position string.
//! * [`moves`]: [`Move`], printed as the engine prints moves.
//! * [`options`]: the two rule presets.
//! * [`engine`]: every call into the engine, and the workarounds of the specification's Part 3.
//! * [`turn`]: the turn as a state machine ([`Step`]), its actions, chance outcomes and [`Fact`]s.
//! * [`notation`]: canonical action text, the reader of players' text, one-sentence refusals.
//! * [`perft`]: the node counts, casts as one node and every outcome as a child.
//! * [`report`], [`record`], [`view`]: sentences, the game record, what the host shows.
//! * [`game`]: [`Cetkaik`], its history and its game position string; [`rules`]: the [`crate::Rules`]
//!   adapter; [`geometry`]: the board as the renderer draws it.
//!
//! # Readings of the rules this module follows
//!
//! * **Presets** (§2.6): `rules=cerke_online_alpha` (the default: Cerke Online's rules, the ones played
//!   online) or `rules=strict_y1_2020` (the strict official rules; the engine calls them
//!   `strict_y1_huap1`, which is accepted too, as is `strict`).
//! * **Stepping over Tam2 under Cerke Online rules** (§3.1): the engine charges nothing; this module
//!   charges 5 points × the stake at once, like the engine's other immediate penalties, also when the move
//!   then fails (failed water cast, giving up). If that brings a score to 0 the game ends at once.
//! * **Drops never form a hand** (§1.10, §3.6): the engine would offer the decision when a drop turns a
//!   same-colour hand back into its plain version; a drop only takes a piece out of the hand, so here it
//!   forms nothing. Captures that upgrade a held hand to its same-colour version do count as new (§1.11,
//!   the engine's reading).
//! * **Moves are checked against the candidate list** before the engine applies them (§3.6), and whether
//!   a move needs a water cast is decided here from the mover (§3.7), never from the engine's flag.
//! * **Random outcomes** (§1.8, §2.3) are drawn from the game's own `GameRng`: a cast is five fair coin
//!   flips (the five lowest bits of one 64-bit draw), so *k* marked sticks come with probability
//!   1, 5, 10, 10, 5, 1 in 32; a water cast needs *k* ≥ 3 (½); a stepping cast lets the piece go at most
//!   *k* squares beyond the via point.
//! * **Replay**: the canonical action text never contains a cast result. A game is replayed by creating
//!   it with the same options and seed and applying the same action texts: the ChaCha stream, whose
//!   position is part of the saved game, gives the same casts in the same order. Each history entry
//!   also keeps the casts that fell, for records and views (and a replay that forces them gives the same
//!   positions).
//! * **Who starts each season** (§1.8, no official rule found): drawn by lot for every season, Spring
//!   included, ½ each, as the engine models it.
//! * **A stepping cast that leaves only giving up** (a cast of 0, or under the strict rules a declared
//!   square out of reach) is given up at once: the player is not asked to press "give up". Any other cast
//!   waits for the player's choice ([`StepKind::AwaitingCastChoice`]).
//! * **Step-and-return** (§3.7): a piece may step over another and come back to its own square, which
//!   passes the turn; it is the engine's rule and is kept.
//! * **Declared squares beyond five** (§3.7) are legal moves; under the strict rules they always fail,
//!   under Cerke Online rules they declare a direction.
//! * **No legal move** (§1.13): the game ends at once and the leader on points wins (equal points draw).
//! * **Resignation and time-outs** are the host's decisions; the game rules that the player who resigned
//!   or ran out of time loses, whatever the scores. An agreed draw is a draw.
//! * **Seats**: the IA side (black King, drawn at the bottom) is seat 0, the A side seat 1.
//! * **The turn and the host** (§2.4): [`Step`] says what the game waits for (a move, the choice after a
//!   stepping cast, ty mok1 / ta xot1); the adapter reports both pauses as `Phase::Decision`, and an action
//!   ends the player's turn ([`Played::ends_turn`], `Fact::TurnOver`) exactly when the game waits for a
//!   move again or is over.
//! * **Illegal move text** is still read as a move ([`Request::Unfit`]) and refused by `apply` with its
//!   one-sentence reason; text that is no action of the current step (chat, a decision word during a move)
//!   is not read at all.
//! * **Perft** (see [`perft`]): [`crate::Rules::perft`] counts each action as one node, its cast drawn from
//!   the game's own stream as applying it would; [`Cetkaik::perft_outcomes`] counts each outcome of a cast
//!   or draw as its own child, independent of the stream.
//!
//! # Figures
//!
//! From the start (the first player's 249 actions, 45 of which cast), checked against the clone-and-apply
//! walks in the tests:
//!
//! | count | Cerke Online | strict |
//! |---|---|---|
//! | `perft(1)` | 249 | 249 |
//! | `perft_outcomes(1)` | 458 | 458 |
//! | `perft_outcomes(2)` | 112 180 | 123 658 |
//! | `perft(2)`, seed 1 (the A side starts) | 38 794 | |
//! | `perft(2)`, seed 0 (the IA side starts; `umpire perft cetkaik 2` plays seed 0) | 38 802 | |
//!
//! The engine's move generator dominates every cost. Medians of `cargo bench -p games --bench cetkaik`,
//! on 2 cores shared with other builds (load about 8, so read them as upper bounds):
//!
//! | what | median |
//! |---|---|
//! | the engine's move generation at the start | 173 µs |
//! | `perft(2)` from the start, Cerke Online / strict | 65 ms / 134 ms |
//! | `perft_outcomes(2)` from the start, Cerke Online | 167 ms |
//! | applying a stepping move (its cast and the choices it leaves) | 377 µs |
//! | listing the legal actions (cached) | 1.2 µs |
//! | reading a typed move (`lau archer lai ?lu`) | 7.4 µs |

pub mod board;
pub mod engine;
pub mod game;
pub mod geometry;
pub mod hands;
pub mod moves;
pub mod notation;
pub mod options;
pub mod perft;
pub mod piece;
pub mod position;
pub mod record;
pub mod report;
pub mod rules;
pub mod sticks;
pub mod turn;
pub mod view;

#[cfg(test)]
mod tests;

pub use board::Square;
pub use game::{Cetkaik, Entry, Played, Request};
pub use hands::{FormedHand, Hand, Holding, Penalty};
pub use moves::Move;
pub use options::{CetkaikOptions, Preset};
pub use piece::{Colour, Kind, Occupant, Piece, Side, Token};
pub use position::{Position, Scores, Season, Stake};
pub use sticks::Cast;
pub use turn::{Action, CastFor, Chance, Choice, Ending, Fact, Failure, State, Step, StepKind};

/// Cetkaik's texts, in every language it is written in.
pub const TEXTS: &[crate::texts::TextFile] = &[
    ("en", include_str!("locales/en.ftl")),
    ("zh", include_str!("locales/zh.ftl")),
];

/// The game reached its target score or ran out of seasons.
pub const SCORE: crate::EndReason = crate::EndReason::Rule("score");
