//! What an operator sees of a running bot: Prometheus metrics, and whether the process is alive and ready
//! (`UMPIRE_METRICS=127.0.0.1:9100`, off by default).
//!
//! The bot's layers record through the functions of this file, which name every metric once; without
//! [`install`] (the default, and every test that does not ask) they record into nothing, at the cost of
//! one atomic load. [`endpoint`] serves the text at `/metrics`, `/healthz` and `/readyz`; [`Watch`] is
//! what the Discord adapter tells it about its shards and its undelivered parcels.
//!
//! Names follow Prometheus's conventions (`umpire_` first, `_total` for counters, `_seconds` for
//! durations); every label value is one of a fixed set written here or a number, never what someone typed.

pub mod endpoint;
mod outage;
mod watch;

pub use outage::Outage;
pub use watch::Watch;

use metrics::{counter, gauge, histogram};
use metrics_exporter_prometheus::{BuildError, Matcher, PrometheusBuilder, PrometheusHandle};
use std::collections::HashMap;
use std::sync::{LazyLock, PoisonError, RwLock};
use std::time::Instant;

/// The buckets of every duration, in seconds: from a millisecond (a move on sled) to a minute (a
/// delivery waiting out Discord's limits, a clock running late).
const SECONDS_BUCKETS: [f64; 14] = [
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 15.0, 60.0,
];

/// Commands carried out, by kind and outcome.
pub const COMMANDS: &str = "umpire_commands_total";
/// How long the host took from a command to its acknowledgement (committed, effects ready), by kind.
pub const ACKNOWLEDGEMENT: &str = "umpire_acknowledgement_seconds";
/// Moves (actions and setup steps) the rules accepted and the store committed.
pub const MOVES: &str = "umpire_moves_acknowledged_total";
/// Refusals for going past a limit of what one user may have or do, by limit.
pub const QUOTA_REFUSALS: &str = "umpire_quota_refusals_total";
/// Store calls that failed, by operation (every call is counted by [`STORE_SECONDS`]'s `_count`).
pub const STORE_ERRORS: &str = "umpire_store_errors_total";
/// How long store calls took, by operation; its `_count` is the number of calls.
pub const STORE_SECONDS: &str = "umpire_store_operation_seconds";
/// Games in this process's memory.
pub const GAMES_IN_MEMORY: &str = "umpire_games_in_memory";
/// Games in the database, as last counted.
pub const GAMES_STORED: &str = "umpire_games_stored";
/// Timers run when due, by kind (a game's clock claimed runs its reminder and its time-out, each doing
/// nothing when not due).
pub const CLOCKS_FIRED: &str = "umpire_clock_timers_run_total";
/// How late the clock woke for a deadline.
pub const CLOCK_LAG: &str = "umpire_clock_lag_seconds";
/// Boards drawn.
pub const BOARDS_DRAWN: &str = "umpire_boards_drawn_total";
/// Boards not drawn because a newer one replaced them before their turn.
pub const BOARDS_SUPERSEDED: &str = "umpire_boards_superseded_total";
/// Boards waiting for a drawing thread.
pub const DRAWING_QUEUE: &str = "umpire_drawing_queue_depth";
/// Parcels (a committed change's messages) this process holds undelivered.
pub const OUTBOX_PENDING: &str = "umpire_outbox_pending";
/// How long the oldest of them has waited.
pub const OUTBOX_AGE: &str = "umpire_outbox_oldest_age_seconds";
/// Discord calls tried again after a passing failure, by Discord's error code (or HTTP status).
pub const DELIVERIES_RETRIED: &str = "umpire_deliveries_retried_total";
/// Discord calls given up, by Discord's error code (or HTTP status).
pub const DELIVERIES_FAILED: &str = "umpire_deliveries_failed_total";
/// Waits before a Discord call for its rate limit.
pub const RATE_LIMIT_WAITS: &str = "umpire_rate_limit_waits_total";
/// How long those waits were.
pub const RATE_LIMIT_SECONDS: &str = "umpire_rate_limit_wait_seconds";
/// The gateway shards this process runs: 1, labelled with the range.
pub const SHARDS: &str = "umpire_shard_range_info";
/// Gateway shards of this process connected now.
pub const SHARDS_CONNECTED: &str = "umpire_shards_connected";

/// Installs the process's recorder: from now on what the bot records is kept, and the handle renders it.
pub fn install() -> Result<PrometheusHandle, BuildError> {
    let handle = recorder()?.install_recorder()?;
    describe();
    Ok(handle)
}

/// The recorder's settings: durations in [`SECONDS_BUCKETS`].
pub fn recorder() -> Result<PrometheusBuilder, BuildError> {
    PrometheusBuilder::new()
        .set_buckets_for_metric(Matcher::Suffix("seconds".to_owned()), &SECONDS_BUCKETS)
}

/// The help line of every metric.
fn describe() {
    use metrics::{describe_counter, describe_gauge, describe_histogram};
    describe_counter!(COMMANDS, "Commands carried out, by kind and outcome.");
    describe_histogram!(
        ACKNOWLEDGEMENT,
        metrics::Unit::Seconds,
        "From a command to its acknowledgement."
    );
    describe_counter!(MOVES, "Moves the rules accepted and the store committed.");
    describe_counter!(QUOTA_REFUSALS, "Commands refused for a limit, by limit.");
    describe_counter!(STORE_ERRORS, "Store calls that failed, by operation.");
    describe_histogram!(
        STORE_SECONDS,
        metrics::Unit::Seconds,
        "How long store calls took."
    );
    describe_gauge!(GAMES_IN_MEMORY, "Games in this process's memory.");
    describe_gauge!(GAMES_STORED, "Games in the database, as last counted.");
    describe_counter!(CLOCKS_FIRED, "Timers run when due, by kind.");
    describe_histogram!(
        CLOCK_LAG,
        metrics::Unit::Seconds,
        "How late the clock woke for a deadline."
    );
    describe_counter!(BOARDS_DRAWN, "Boards drawn.");
    describe_counter!(
        BOARDS_SUPERSEDED,
        "Boards replaced by a newer one before being drawn."
    );
    describe_gauge!(DRAWING_QUEUE, "Boards waiting for a drawing thread.");
    describe_gauge!(OUTBOX_PENDING, "Parcels this process holds undelivered.");
    describe_gauge!(
        OUTBOX_AGE,
        metrics::Unit::Seconds,
        "Age of the oldest undelivered parcel."
    );
    describe_counter!(DELIVERIES_RETRIED, "Discord calls retried, by error code.");
    describe_counter!(DELIVERIES_FAILED, "Discord calls given up, by error code.");
    describe_counter!(RATE_LIMIT_WAITS, "Waits for Discord's rate limits.");
    describe_histogram!(
        RATE_LIMIT_SECONDS,
        metrics::Unit::Seconds,
        "How long rate-limit waits were."
    );
    describe_gauge!(SHARDS, "The gateway shards this process runs.");
    describe_gauge!(
        SHARDS_CONNECTED,
        "Gateway shards of this process connected now."
    );
}

/// A command of `kind` ended with `outcome` (`ok`, `refused`, `over_limit`, `rate_limited`,
/// `store_failed`), `started` when the host took it.
pub fn command(kind: &'static str, outcome: &'static str, started: Instant) {
    let keys = command_keys(kind, outcome);
    metrics::with_recorder(|recorder| {
        recorder
            .register_counter(keys.count, &METADATA)
            .increment(1);
        recorder
            .register_histogram(keys.latency, &METADATA)
            .record(started.elapsed().as_secs_f64());
    });
}

/// The keys of a command's count and latency.
#[derive(Clone, Copy)]
struct CommandKeys {
    count: &'static metrics::Key,
    latency: &'static metrics::Key,
}

/// The keys of the commands of `kind` that ended with `outcome`, made once for each pair (the kinds and
/// outcomes are a fixed set), so that recording a command neither allocates nor hashes its labels.
fn command_keys(kind: &'static str, outcome: &'static str) -> CommandKeys {
    type Keys = HashMap<(usize, usize), CommandKeys>;
    static KEYS: LazyLock<RwLock<Keys>> = LazyLock::new(RwLock::default);
    let pair = (kind.as_ptr() as usize, outcome.as_ptr() as usize);
    if let Some(keys) = KEYS
        .read()
        .unwrap_or_else(PoisonError::into_inner)
        .get(&pair)
    {
        return *keys;
    }
    let made = CommandKeys {
        count: Box::leak(Box::new(metrics::Key::from_parts(
            COMMANDS,
            vec![
                metrics::Label::from_static_parts("kind", kind),
                metrics::Label::from_static_parts("outcome", outcome),
            ],
        ))),
        latency: Box::leak(Box::new(metrics::Key::from_parts(
            ACKNOWLEDGEMENT,
            vec![metrics::Label::from_static_parts("kind", kind)],
        ))),
    };
    *KEYS
        .write()
        .unwrap_or_else(PoisonError::into_inner)
        .entry(pair)
        .or_insert(made)
}

/// A move was committed.
pub fn move_acknowledged() {
    static KEY: metrics::Key = metrics::Key::from_static_name(MOVES);
    metrics::with_recorder(|recorder| recorder.register_counter(&KEY, &METADATA)).increment(1);
}

/// A command was refused for the limit `limit`.
pub fn quota_refused(limit: &'static str) {
    counter!(QUOTA_REFUSALS, "limit" => limit).increment(1);
}

/// The key of the latency of the store call `labels` names, made once per call site (a `static`), so that
/// recording a call neither allocates nor hashes its labels.
pub const fn store_key(labels: &'static [metrics::Label]) -> metrics::Key {
    metrics::Key::from_static_parts(STORE_SECONDS, labels)
}

/// Where the metrics recorded by key are recorded from.
static METADATA: metrics::Metadata<'static> =
    metrics::Metadata::new(module_path!(), metrics::Level::INFO, Some(module_path!()));

/// The store call whose latency is `key` (see [`store_key`]), `started` then, succeeded or not.
pub fn store_operation(key: &'static metrics::Key, started: Instant, succeeded: bool) {
    metrics::with_recorder(|recorder| recorder.register_histogram(key, &METADATA))
        .record(started.elapsed().as_secs_f64());
    if !succeeded {
        let labels = key.labels().cloned().collect::<Vec<_>>();
        counter!(STORE_ERRORS, labels).increment(1);
    }
}

/// This process holds `count` games in memory.
pub fn games_in_memory(count: usize) {
    gauge!(GAMES_IN_MEMORY).set(count as f64);
}

/// The database holds `count` games.
pub fn games_stored(count: u64) {
    gauge!(GAMES_STORED).set(count as f64);
}

/// A timer of `kind` (`reminder`, `time_out`, `challenge_lapse`) is run, being due.
pub fn clock_fired(kind: &'static str) {
    counter!(CLOCKS_FIRED, "kind" => kind).increment(1);
}

/// The clock woke `late_millis` after the deadline it waited for.
pub fn clock_lag(late_millis: u64) {
    histogram!(CLOCK_LAG).record(late_millis as f64 / 1000.0);
}

/// A board was drawn.
pub fn board_drawn() {
    counter!(BOARDS_DRAWN).increment(1);
}

/// `count` boards were replaced by newer ones before being drawn.
pub fn boards_superseded(count: usize) {
    counter!(BOARDS_SUPERSEDED).increment(count as u64);
}

/// A board joined (`+1`) or left (`-1`) the drawing queue.
pub fn drawing_queue(change: f64) {
    gauge!(DRAWING_QUEUE).increment(change);
}

/// A Discord call failed with `code` (Discord's error code, else the HTTP status, else 0) and is tried
/// again (`retried`) or given up.
pub fn delivery_failure(code: i64, retried: bool) {
    let code = code.to_string();
    if retried {
        counter!(DELIVERIES_RETRIED, "code" => code).increment(1);
    } else {
        counter!(DELIVERIES_FAILED, "code" => code).increment(1);
    }
}

/// A Discord call waited `seconds` for its rate limit.
pub fn rate_limit_wait(seconds: f64) {
    counter!(RATE_LIMIT_WAITS).increment(1);
    histogram!(RATE_LIMIT_SECONDS).record(seconds);
}

/// This process runs the shards `first` to `last` of `total`.
pub fn shard_range(first: u32, last: u32, total: u32) {
    gauge!(SHARDS, "first" => first.to_string(), "last" => last.to_string(), "total" => total.to_string())
        .set(1.0);
}
