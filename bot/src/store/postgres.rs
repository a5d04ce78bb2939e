//! The shared backend: PostgreSQL, for several processes serving the same games.
//!
//! The client is the `postgres` crate, the blocking face of `tokio-postgres`: the host is synchronous and
//! every adapter already calls it off the async executor (`spawn_blocking`, or a plain thread in the local
//! mode), so a blocking client fits it as it is, with none of an async pool's machinery. Connections come
//! from a small pool of our own ([`Pool`]), and each keeps the statements prepared on it, so that a query
//! is prepared once per connection rather than at every call.
//!
//! The schema is the numbered scripts of `bot/migrations/`, applied at connection, in order, each in its
//! own transaction, under an advisory lock so that processes starting together apply each script once.
//!
//! Every change is one transaction, and a call returns `Ok` only after it committed. A game's change locks
//! its row (`SELECT … FOR UPDATE`), checks that the stored game is the one the change was made from (the
//! same log length; otherwise [`StoreError::Conflict`] and nothing is written), then writes the new record,
//! its log entry (whose key, game and index, makes a double entry impossible), ratings and parcel. Numbers
//! of games and challenges come from counter rows, locked by the update that advances them.
//! Deadlines are a column of the game, and [`PgStore::claim_due`] hands each due one to one process only:
//! the rows are picked with `FOR UPDATE SKIP LOCKED` and marked claimed for a lease, which any write of
//! the game ends.
//!
//! Each process draws a number at connection and holds an advisory lock on it for as long as it runs, on
//! a connection of its own: the parcels it writes carry its number, and a process takes over, when it
//! starts and then now and then ([`PgStore::adopt_orphaned_parcels`]), only the parcels of processes whose
//! lock is free (gone), never those another live process is delivering; processes take them over one at
//! a time, so each parcel goes to one.
//!
//! This file connects, applies the schema and holds the helpers the others share; the reads and writes
//! are grouped by what they keep, as for sled: `game.rs`, `challenges.rs`, `outbox.rs` (with the
//! processes' presence), `people.rs`, `tournaments.rs` and `copy.rs`; `rows.rs` maps records to rows and `pool.rs` holds
//! the connections.

use super::{StoreError, decode_record};
use pool::{Pool, Queries, Tx};
use postgres::{Client, NoTls};
use std::sync::Mutex;

mod analysis;
mod challenges;
mod copy;
mod game;
mod outbox;
mod people;
mod pool;
mod rows;
mod tournaments;

use rows::id;

/// The schema scripts, in order: the version each brings the database to, and its text.
pub const MIGRATIONS: &[(i32, &str)] = &[
    (1, include_str!("../../migrations/0001_init.sql")),
    (2, include_str!("../../migrations/0002_local_names.sql")),
    (3, include_str!("../../migrations/0003_parcel_owners.sql")),
    (4, include_str!("../../migrations/0004_servers.sql")),
    (5, include_str!("../../migrations/0005_deadline_claims.sql")),
    (6, include_str!("../../migrations/0006_lineage.sql")),
    (7, include_str!("../../migrations/0007_command_limits.sql")),
    (8, include_str!("../../migrations/0008_analyses.sql")),
    (9, include_str!("../../migrations/0009_analysis_claims.sql")),
    (10, include_str!("../../migrations/0010_tournaments.sql")),
];

/// The advisory lock held while migrations run (any number no other program uses).
const MIGRATION_LOCK: i64 = 0x756d_7069_7265;

/// The advisory lock held while a process takes over the parcels of processes gone, so that two taking
/// over at once do not both take one parcel (each sees what the one before it took).
pub(super) const ADOPTION_LOCK: i64 = 0x756d_7061_7263;

/// The advisory lock held while a follow is counted against the limits and made, so that follows made
/// at once are counted one after another.
pub(super) const FOLLOW_LOCK: i64 = 0x756d_666f_6c6c;

/// How long this process's presence connection may take to answer before it counts as lost.
pub(super) const PRESENCE_PROBE: std::time::Duration = std::time::Duration::from_secs(5);

/// The first key of the advisory locks that say a process is alive; the second is the process's number.
pub(super) const PRESENCE_LOCK: i32 = 0x756d_7072;

/// Runs `work`, which waits on PostgreSQL, where waiting is allowed. The client blocks on a runtime of its
/// own, which tokio forbids on one of its async worker threads: there (an adapter asking the host something
/// small without `spawn_blocking`) the thread is handed over to blocking work for the call
/// (`block_in_place`). Elsewhere (the blocking pool, plain threads) `work` just runs. A single-threaded
/// tokio runtime cannot hand its thread over; the bot runs on the multi-threaded one.
pub fn blocking<T>(work: impl FnOnce() -> T) -> T {
    match tokio::runtime::Handle::try_current() {
        Ok(handle) if handle.runtime_flavor() == tokio::runtime::RuntimeFlavor::MultiThread => {
            tokio::task::block_in_place(work)
        }
        _ => work(),
    }
}

/// Whether `setting` is a PostgreSQL address rather than a folder.
pub fn is_address(setting: &str) -> bool {
    setting.starts_with("postgres://") || setting.starts_with("postgresql://")
}

/// A PostgreSQL database.
pub struct PgStore {
    pool: Pool,
    /// This process's number, which its parcels carry.
    process: i64,
    /// The connection holding this process's advisory lock, for as long as the store lives (boxed: the
    /// store is a variant of an enum whose other variant is small).
    presence: Mutex<Option<Box<Client>>>,
    /// The database's own number (see [`super::Store::lineage`]).
    lineage: u64,
}

impl Drop for PgStore {
    /// The client owns a small runtime, which may not be dropped on an async worker thread.
    fn drop(&mut self) {
        let presence = self
            .presence
            .get_mut()
            .unwrap_or_else(|poison| poison.into_inner())
            .take();
        blocking(move || drop(presence));
    }
}

impl std::fmt::Debug for PgStore {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str("PgStore")
    }
}

impl PgStore {
    /// Connects to `address` and applies the migrations the database lacks.
    pub fn connect(address: &str) -> Result<Self, StoreError> {
        let mut store = Self {
            pool: Pool::new(address),
            process: 0,
            presence: Mutex::new(None),
            lineage: 0,
        };
        store.migrate()?;
        store.lineage = store.draw_lineage()?;
        let (process, presence) = Self::announce(address)?;
        store.process = process;
        *store
            .presence
            .get_mut()
            .unwrap_or_else(|poison| poison.into_inner()) = Some(presence);
        Ok(store)
    }

    /// Opens the connection that says this process is alive: it holds the advisory lock on a number no
    /// other live process holds, drawn at random.
    fn announce(address: &str) -> Result<(i64, Box<Client>), StoreError> {
        let mut client = Client::connect(address, NoTls)?;
        loop {
            // Positive, so that pg_locks shows it as the same number.
            let number = ((rand::random::<u32>() >> 1) as i32).max(1);
            let taken: bool = client
                .query_one(
                    "SELECT pg_try_advisory_lock($1, $2)",
                    &[&PRESENCE_LOCK, &number],
                )?
                .get(0);
            if taken {
                return Ok((i64::from(number), Box::new(client)));
            }
        }
    }

    /// The database's own number: drawn by the first process that needs it, then read.
    fn draw_lineage(&self) -> Result<u64, StoreError> {
        let mut client = self.pool.get()?;
        let drawn = super::draw_lineage() as i64;
        client.execute(
            "INSERT INTO lineage (id) VALUES ($1) ON CONFLICT DO NOTHING",
            &[&drawn],
        )?;
        let stored: i64 = client.query_one("SELECT id FROM lineage", &[])?.get(0);
        Ok(stored as u64)
    }

    /// The database's own number, drawn when it was made.
    pub fn lineage(&self) -> u64 {
        self.lineage
    }

    /// Whether the server answers a query now, on a connection of the pool.
    pub fn ping(&self) -> Result<(), StoreError> {
        self.pool.get()?.batch_execute("SELECT 1")?;
        Ok(())
    }

    /// How many games the database holds.
    pub fn count_games(&self) -> Result<u64, StoreError> {
        let count: i64 = self
            .pool
            .get()?
            .query_one("SELECT count(*) FROM games", &[])?
            .get(0);
        Ok(count as u64)
    }

    /// Applies every migration script newer than the database, each in one transaction.
    fn migrate(&self) -> Result<(), StoreError> {
        let mut client = self.pool.get()?;
        let mut transaction = client.transaction()?;
        transaction.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])?;
        transaction.batch_execute(
            "CREATE TABLE IF NOT EXISTS umpire_migrations (
                 version integer PRIMARY KEY,
                 applied timestamptz NOT NULL DEFAULT now()
             )",
        )?;
        let current: i32 = transaction
            .query_one(
                "SELECT coalesce(max(version), 0) FROM umpire_migrations",
                &[],
            )?
            .get(0);
        let newest = MIGRATIONS.last().map_or(0, |(version, _)| *version);
        if current > newest {
            return Err(StoreError::Newer {
                found: current as u32,
            });
        }
        for (version, script) in MIGRATIONS.iter().filter(|(version, _)| *version > current) {
            transaction.batch_execute(script)?;
            transaction.execute(
                "INSERT INTO umpire_migrations (version) VALUES ($1)",
                &[version],
            )?;
            tracing::info!(version, "PostgreSQL schema migrated");
        }
        transaction.commit()?;
        Ok(())
    }

    fn record<T: serde::de::DeserializeOwned + super::Versioned>(
        &self,
        query: &str,
        params: &[&(dyn postgres::types::ToSql + Sync)],
    ) -> Result<Option<T>, StoreError> {
        let row = self.pool.get()?.query_opt(query, params)?;
        row.map(|row| decode_record(row.get::<_, &[u8]>(0)))
            .transpose()
    }

    fn records<T: serde::de::DeserializeOwned + super::Versioned>(
        &self,
        query: &str,
        params: &[&(dyn postgres::types::ToSql + Sync)],
    ) -> Result<Vec<T>, StoreError> {
        let rows = self.pool.get()?.query(query, params)?;
        rows.iter()
            .map(|row| decode_record(row.get::<_, &[u8]>(0)))
            .collect()
    }

    fn ids(
        &self,
        query: &str,
        params: &[&(dyn postgres::types::ToSql + Sync)],
    ) -> Result<Vec<u64>, StoreError> {
        let rows = self.pool.get()?.query(query, params)?;
        Ok(rows.iter().map(|row| id(row.get(0))).collect())
    }

    fn counter(&self, key: &str) -> Result<u64, StoreError> {
        let row = self
            .pool
            .get()?
            .query_opt("SELECT value FROM meta WHERE key = $1", &[&key])?;
        Ok(row.map_or(0, |row| id(row.get(0))))
    }
}

/// `address` with any password left out, for messages.
pub fn without_secrets(address: &str) -> String {
    let Some((scheme, rest)) = address.split_once("://") else {
        return address.to_owned();
    };
    match rest.rsplit_once('@') {
        Some((credentials, host)) => {
            let user = credentials.split(':').next().unwrap_or_default();
            format!("{scheme}://{user}@{host}")
        }
        None => address.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn addresses_are_told_apart_from_folders_and_shown_without_passwords() {
        assert!(super::is_address("postgres://umpire@localhost/umpire"));
        assert!(super::is_address("postgresql://localhost"));
        assert!(!super::is_address("data/umpire.sled"));
        assert_eq!(
            super::without_secrets("postgres://umpire:hunter2@db:5432/umpire"),
            "postgres://umpire@db:5432/umpire"
        );
        assert_eq!(
            super::without_secrets("postgres://db/umpire"),
            "postgres://db/umpire"
        );
    }
}
