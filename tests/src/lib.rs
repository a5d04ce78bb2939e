//! Test support for Umpire's end-to-end tests: a fake Discord on 127.0.0.1, and the Discord payloads
//! the tests send it.
#![recursion_limit = "256"]

pub mod bot;
pub mod computer;
pub mod fake;
pub mod fixtures;
pub mod history;
#[path = "../../bot/tests/it/support/postgres.rs"]
pub mod postgres;
pub mod processes;
pub mod scripted;
pub mod setup;
