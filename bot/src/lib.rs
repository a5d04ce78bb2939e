//! Umpire: hosts board games between people and acts as their umpire.
//!
//! The binary's layers: [`host`] (lobby, sessions, clocks, visibility) takes commands and returns effects;
//! the adapters translate between it and Discord or the local terminal; [`cli`] holds the developer
//! commands that work on any game without either.

pub mod cli;
pub mod discord;
pub mod host;
