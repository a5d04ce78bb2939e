//! The rules of every game Umpire hosts, and the vocabulary they share.
//!
//! This crate is pure: no I/O, no async, no wall clock, no Discord, no images. The host drives every game
//! through one object-safe interface, [`Game`], without knowing which game it is. Each game implements the
//! typed [`Rules`] trait; a blanket implementation turns any [`Rules`] into a [`Game`], and [`GameKind`] is
//! the catalogue that creates and restores them by name.
//!
//! # The shared model
//!
//! * [`Seat`]: a place at the table, numbered from 0 in turn order (Jungle: Blue 0, Red 1; Junqi: South 0,
//!   North 1, or South, East, North, West). [`BySeat`] holds one value per seat, for any number of seats;
//!   [`Seating`] names the seats and says which play together.
//! * [`Phase`]: setup, play, a pending decision, or over. [`Rules::to_act`] says which seats may act now;
//!   the host never assumes that players alternate: it asks.
//! * An **action** is anything a seat does: a move, a pass, a setup command, a decision. Actions are
//!   parsed from text and always stored in their canonical text form, so a game record is plain text and a
//!   game is replayed by creating it with the same options and seed and applying the same actions.
//! * [`Report`]: what an action did, as typed [`Fact`]s for the host (the turn is over, a seat is ready,
//!   the phase changed) and short sentences each addressed to an [`Audience`].
//! * [`Outcome`]: who won or that it was drawn, and why ([`EndReason`]: what the host decides or every
//!   game shares, or a reason of the game's own). Resignation, time-outs and agreed draws are decided by
//!   the host but ruled on by the game through [`Rules::intervene`].
//! * [`RuleOptions`]: the typed, named options of a game, declared once each with [`rule_options!`];
//!   [`Settings`] are options checked against a game, the form in which they travel and are stored.
//! * [`GameRng`]: the seeded random stream of a game, stored with its state.
//! * [`Geometry`]: a board described once (points, terrains, zones, links, areas, coordinates, how each
//!   seat looks at it), used by the rules' tables and by the renderer alike.
//! * [`BoardView`]: what one audience may see, the only input of the renderer.
//! * [`GameEntry`] and [`CATALOGUE`]: one entry per game; [`GameKind`] is a handle to one; a
//!   [`Catalogue`] is the games a host offers.
//! * [`texts`]: every game's words in every language, one Fluent file per language in the game's folder;
//!   a game speaks in keys with arguments ([`refusal::Reason`]), written in English (or any language)
//!   from them.
//!
//! # How each game fits
//!
//! * **Jungle** is the simple case: two seats that alternate, one action per turn, no secrets, no chance.
//!   Its public view and each seat's view are equal.
//! * **Junqi** (2 and 4 players, blind): hidden pieces live only in the game state. [`Rules::view`] for
//!   [`Audience::Public`] shows every unrevealed piece face down, and a seat's view shows that seat's own
//!   ranks; [`Report`] notes are per audience, so a battle's outcome is public while the loss of a piece is
//!   told only to its owner. The setup phase is part of the game: during it [`Rules::to_act`] lists every
//!   seat that has not declared itself ready, and setup commands (`swap`, `random`, `ready`, …) are actions
//!   of that seat. Turn order, passes and elimination are the game's business. A time-out counts as a pass
//!   through [`Intervention::TimeOut`].
//! * **Cetkaik**'s chance steps (stick casts) are drawn inside [`Rules::apply`] from the game's own
//!   [`GameRng`], whose state is part of the game, so a replay draws the same casts. The decision after a
//!   hand is formed (ty mok1 or ta xot1) is an action of the seat that [`Rules::to_act`] names in
//!   [`Phase::Decision`]; only the action that ends the turn reports [`Fact::TurnOver`].
//! * **Jungi**'s multi-step moves are either written as one action (`c3-c5-e5`) or entered step by step: in
//!   the second case the game keeps the move in progress in its state and [`Rules::to_act`] keeps naming the
//!   same seat until the move is complete, which alone ends the turn.

pub mod catalogue;
pub mod cetkaik;
pub mod fairness;
pub mod game;
pub mod geometry;
pub mod jungi;
pub mod jungi_family;
pub mod jungle;
pub mod junqi;
pub mod lun;
pub mod model;
pub mod options;
pub mod record;
pub mod refusal;
pub mod rng;
pub mod rules;
pub mod texts;
pub mod view;

/// The allocator of the `umpire` binary, for the unit tests too: their random games and the reference
/// engine they are checked against spend much of their time allocating.
#[cfg(test)]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

pub use catalogue::{About, CATALOGUE, Catalogue, GameEntry, GameKind, Policy, UnknownGame, Verb};
pub use game::{Game, Played, SetupError, Snapshot};
pub use geometry::Geometry;
pub use model::{
    Audience, BySeat, EndReason, Fact, Intervention, Note, Outcome, Phase, PositionError, Report,
    RuleError, Seat, two_sided_ending,
};
pub use options::{OptionError, OptionSpec, RuleOptions, Settings};
pub use record::{RecordBody, RecordHead};
pub use rng::GameRng;
pub use rules::{Choice, Rules, Seating};
pub use view::{
    Badge, BoardRef, BoardView, Face, Facing, Label, Line, Panel, PieceColour, PieceOnBoard, Point,
};
