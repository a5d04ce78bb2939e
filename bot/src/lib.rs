//! Umpire: hosts board games between people and acts as their umpire.
//!
//! The binary's layers: [`model`] (the ids, users, times, languages and rating pools every layer speaks),
//! [`message`] (what the bot says: texts, messages, buttons) and [`clock`]; [`host`] (lobby, sessions, clocks, visibility) takes commands and returns effects;
//! [`store`] keeps everything in sled or PostgreSQL; [`i18n`] holds the catalogue of what the bot says, in English and Chinese; [`ratings`] rates finished games; the adapters translate between the host and Discord or the local
//! terminal ([`discord`], [`local`]); [`config`] reads the settings; [`cli`] holds the developer commands that work on
//! any game without either; [`app`] is the program the binary runs, and [`memory`] how it takes memory from the kernel;
//! [`telemetry`] is what an operator sees: metrics, health and readiness; [`tournament`] pairs and ranks Swiss
//! and arena tournaments.

pub mod app;
pub mod cli;
pub mod clock;
pub mod config;
pub mod discord;
pub mod easel;
pub mod host;
pub mod i18n;
pub mod local;
pub mod memory;
pub mod message;
pub mod model;
pub mod ratings;
pub mod store;
pub mod telemetry;
pub mod tournament;
