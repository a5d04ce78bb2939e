//! The bot's integration tests, in one binary so that the bot is linked once: each module is one subject,
//! `support` holds what they share, and `fuzzing` the hostile-input harness the long run in
//! `examples/fuzz.rs` shares too. Run one subject with `cargo test -p umpire --test it -- host::`.

mod fuzzing;
mod support;

mod analysis;
mod arena;
mod cli;
mod computer;
mod deploy;
mod fairness;
mod flows;
mod fuzz;
mod host;
mod junqi;
mod language;
mod layering;
mod local;
mod local_computer;
mod ratings;
mod replay;
mod store_conformance;
mod store_migrate;
mod tournament;
mod tournaments;
mod tournaments_arena;
mod toy;
mod words;
