//! The end-to-end tests, in one binary so that the bot is linked once: the real bot against the fake
//! Discord of the `umpire-tests` library, one module a subject. Run one subject with
//! `cargo test -p umpire-tests --test e2e -- scenarios::`.

mod support;

mod adapter;
mod archive;
mod cetkaik;
mod computer;
mod computer_cetkaik;
mod discord_errors;
mod fairness;
mod fake_spec;
mod fixtures;
mod jungi;
mod junqi;
mod junqi_many;
mod kills;
mod operations;
mod pings;
mod rate_limits;
mod scenarios;
mod setup_check;
mod shards;
mod tournaments;
