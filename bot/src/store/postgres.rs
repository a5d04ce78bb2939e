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

use super::{
    ChallengeEnd, ChallengeRecord, GameRecord, LocalName, LogEntry, Parcel, ParcelId, ServerRecord,
    SetupRecord, StoreError, UserRecord, decode, decode_record, encode,
};
use crate::model::{ChallengeId, ChannelId, GameId, Millis, ServerId, UserId};
use games::GameKind;
use pool::{Pool, Queries, Tx};
use postgres::{Client, NoTls};
use std::sync::Mutex;

mod pool;

/// The schema scripts, in order: the version each brings the database to, and its text.
pub const MIGRATIONS: &[(i32, &str)] = &[
    (1, include_str!("../../migrations/0001_init.sql")),
    (2, include_str!("../../migrations/0002_local_names.sql")),
    (3, include_str!("../../migrations/0003_parcel_owners.sql")),
    (4, include_str!("../../migrations/0004_servers.sql")),
    (5, include_str!("../../migrations/0005_deadline_claims.sql")),
    (6, include_str!("../../migrations/0006_lineage.sql")),
];

/// The advisory lock held while migrations run (any number no other program uses).
const MIGRATION_LOCK: i64 = 0x756d_7069_7265;

/// The advisory lock held while a process takes over the parcels of processes gone, so that two taking
/// over at once do not both take one parcel (each sees what the one before it took).
const ADOPTION_LOCK: i64 = 0x756d_7061_7263;

/// How long this process's presence connection may take to answer before it counts as lost.
const PRESENCE_PROBE: std::time::Duration = std::time::Duration::from_secs(5);

/// The first key of the advisory locks that say a process is alive; the second is the process's number.
const PRESENCE_LOCK: i32 = 0x756d_7072;

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

/// An id as PostgreSQL keeps it (ids are below 2^63; the cast is a bijection either way).
fn sql(id: u64) -> i64 {
    id as i64
}

/// An id read back.
fn id(value: i64) -> u64 {
    value as u64
}

/// When a game's clock next needs attention, as PostgreSQL keeps it.
fn next_deadline(record: &GameRecord) -> Option<i64> {
    super::next_deadline(record).map(sql)
}

/// A value for a statement or a `COPY` row.
type Value<'a> = &'a (dyn postgres::types::ToSql + Sync);

/// The columns of a game's row beside its record: what the store looks games up by.
struct GameRow {
    id: i64,
    record: Vec<u8>,
    finished: bool,
    listed: bool,
    server: i64,
    place: Option<i64>,
    channels: Vec<i64>,
    players: Vec<i64>,
    deadline: Option<i64>,
}

impl GameRow {
    /// The columns' types, in the order of [`GameRow::values`].
    const TYPES: [postgres::types::Type; 9] = {
        use postgres::types::Type;
        [
            Type::INT8,
            Type::BYTEA,
            Type::BOOL,
            Type::BOOL,
            Type::INT8,
            Type::INT8,
            Type::INT8_ARRAY,
            Type::INT8_ARRAY,
            Type::INT8,
        ]
    };

    fn of(record: &GameRecord) -> Self {
        Self {
            id: sql(record.id.0),
            record: encode(record),
            finished: record.finished,
            listed: record.finished && !record.cancelled,
            server: sql(record.server.0),
            place: record.place.map(|place| sql(place.0)),
            channels: record
                .channels()
                .into_iter()
                .map(|channel| sql(channel.0))
                .collect(),
            players: record
                .players
                .values()
                .map(|player| sql(player.id.0))
                .collect(),
            deadline: next_deadline(record),
        }
    }

    /// id, record, finished, listed, server, place, channels, players, deadline.
    fn values(&self) -> Vec<Value<'_>> {
        vec![
            &self.id,
            &self.record,
            &self.finished,
            &self.listed,
            &self.server,
            &self.place,
            &self.channels,
            &self.players,
            &self.deadline,
        ]
    }
}

/// The columns of a challenge's row beside its record.
struct ChallengeRow {
    id: i64,
    record: Vec<u8>,
    channel: i64,
    server: i64,
    /// The challenger and everyone named or seated.
    users: Vec<i64>,
    expires: i64,
}

impl ChallengeRow {
    /// The columns' types, in the order of [`ChallengeRow::values`].
    const TYPES: [postgres::types::Type; 6] = {
        use postgres::types::Type;
        [
            Type::INT8,
            Type::BYTEA,
            Type::INT8,
            Type::INT8,
            Type::INT8_ARRAY,
            Type::INT8,
        ]
    };

    fn of(challenge: &ChallengeRecord) -> Self {
        Self {
            id: sql(challenge.id.0),
            record: encode(challenge),
            channel: sql(challenge.channel.0),
            server: sql(challenge.server.0),
            users: std::iter::once(&challenge.challenger)
                .chain(&challenge.invited)
                .chain(&challenge.joined)
                .map(|user| sql(user.id.0))
                .collect(),
            expires: sql(challenge.expires),
        }
    }

    /// id, record, channel, server, users, expires.
    fn values(&self) -> Vec<Value<'_>> {
        vec![
            &self.id,
            &self.record,
            &self.channel,
            &self.server,
            &self.users,
            &self.expires,
        ]
    }
}

/// Streams `rows` into `target` (a table and its columns, of `types`) by one binary `COPY`; `values`
/// gives a row's values in the columns' order.
fn copy_in<R>(
    transaction: &mut Tx<'_>,
    target: &str,
    types: &[postgres::types::Type],
    rows: impl IntoIterator<Item = R>,
    values: impl Fn(&R) -> Vec<Value<'_>>,
) -> Result<(), StoreError> {
    let sink = transaction
        .runner()
        .copy_in(&format!("COPY {target} FROM STDIN BINARY"))?;
    let mut writer = postgres::binary_copy::BinaryCopyInWriter::new(sink, types);
    for row in rows {
        writer.write(&values(&row))?;
    }
    writer.finish()?;
    Ok(())
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

    /// Games read from rows of (id, record); unreadable ones are reported and skipped.
    fn readable_games(rows: &[postgres::Row]) -> Vec<GameRecord> {
        rows.iter()
            .filter_map(|row| match decode_record(row.get::<_, &[u8]>(1)) {
                Ok(record) => Some(record),
                Err(error) => {
                    let game: i64 = row.get(0);
                    tracing::error!(%error, game, "an unreadable finished game is skipped");
                    None
                }
            })
            .collect()
    }

    /// `user`'s rating in `pool`.
    pub fn rating(
        &self,
        user: UserId,
        pool: &crate::ratings::Pool,
    ) -> Result<Option<crate::ratings::PlayerRating>, StoreError> {
        self.record(
            "SELECT record FROM ratings WHERE game = $1 AND seats = $2 AND player = $3",
            &[&pool.game, &i16::from(pool.players), &sql(user.0)],
        )
    }

    /// Every rating of `pool`.
    pub fn pool_ratings(
        &self,
        pool: &crate::ratings::Pool,
    ) -> Result<Vec<crate::ratings::PlayerRating>, StoreError> {
        self.records(
            "SELECT record FROM ratings WHERE game = $1 AND seats = $2 ORDER BY player",
            &[&pool.game, &i16::from(pool.players)],
        )
    }

    /// Every rating.
    pub fn all_ratings(&self) -> Result<Vec<crate::ratings::PlayerRating>, StoreError> {
        self.records(
            "SELECT record FROM ratings ORDER BY game, seats, player",
            &[],
        )
    }

    /// The players of `pool` who played a rated game of it in `server`.
    pub fn server_players(
        &self,
        server: ServerId,
        pool: &crate::ratings::Pool,
    ) -> Result<Vec<UserId>, StoreError> {
        Ok(self
            .ids(
                "SELECT player FROM server_players WHERE server = $1 AND game = $2 AND seats = $3 ORDER BY player",
                &[&sql(server.0), &pool.game, &i16::from(pool.players)],
            )?
            .into_iter()
            .map(UserId)
            .collect())
    }

    fn counter(&self, key: &str) -> Result<u64, StoreError> {
        let row = self
            .pool
            .get()?
            .query_opt("SELECT value FROM meta WHERE key = $1", &[&key])?;
        Ok(row.map_or(0, |row| id(row.get(0))))
    }

    /// The sequence number of the last rated game.
    pub fn last_rated(&self) -> Result<u64, StoreError> {
        self.counter("last_rated")
    }

    /// Every finished game with a result.
    pub fn finished_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        let rows = self
            .pool
            .get()?
            .query("SELECT id, record FROM games WHERE listed ORDER BY id", &[])?;
        Ok(Self::readable_games(&rows))
    }

    /// Every finished game `user` played.
    pub fn finished_games_of(&self, user: UserId) -> Result<Vec<GameRecord>, StoreError> {
        let rows = self.pool.get()?.query(
            "SELECT id, record FROM games WHERE listed AND players @> ARRAY[$1::bigint] ORDER BY id",
            &[&sql(user.0)],
        )?;
        Ok(Self::readable_games(&rows))
    }

    /// Every finished game played in `server`.
    pub fn finished_games_in(&self, server: ServerId) -> Result<Vec<GameRecord>, StoreError> {
        let rows = self.pool.get()?.query(
            "SELECT id, record FROM games WHERE listed AND server = $1 ORDER BY id",
            &[&sql(server.0)],
        )?;
        Ok(Self::readable_games(&rows))
    }

    /// Whether `user` follows `game`.
    pub fn follows(&self, game: GameId, user: UserId) -> Result<bool, StoreError> {
        Ok(self
            .pool
            .get()?
            .query_opt(
                "SELECT 1 FROM follows WHERE game = $1 AND player = $2",
                &[&sql(game.0), &sql(user.0)],
            )?
            .is_some())
    }

    /// The people who follow `game`.
    pub fn followers(&self, game: GameId) -> Result<Vec<UserId>, StoreError> {
        Ok(self
            .ids(
                "SELECT player FROM follows WHERE game = $1 ORDER BY player",
                &[&sql(game.0)],
            )?
            .into_iter()
            .map(UserId)
            .collect())
    }

    /// Starts or stops `user` following `game`.
    pub fn set_following(
        &self,
        game: GameId,
        user: UserId,
        follow: bool,
    ) -> Result<(), StoreError> {
        let query = if follow {
            "INSERT INTO follows (game, player) VALUES ($1, $2) ON CONFLICT DO NOTHING"
        } else {
            "DELETE FROM follows WHERE game = $1 AND player = $2"
        };
        self.pool
            .get()?
            .execute(query, &[&sql(game.0), &sql(user.0)])?;
        Ok(())
    }

    /// A game's record.
    pub fn game(&self, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        self.record("SELECT record FROM games WHERE id = $1", &[&sql(id.0)])
            .map_err(|error| match error {
                StoreError::Corrupt(why) => StoreError::Corrupt(format!("game #{}: {why}", id.0)),
                other => other,
            })
    }

    /// Every ongoing game with a deadline, and when its clock next needs attention (the deadline column
    /// alone; no record is read).
    pub fn clocks(&self) -> Result<Vec<(GameId, Millis)>, StoreError> {
        let rows = self.pool.get()?.query(
            "SELECT id, deadline FROM games WHERE NOT finished AND deadline IS NOT NULL ORDER BY id",
            &[],
        )?;
        Ok(rows
            .iter()
            .map(|row| {
                let id: i64 = row.get(0);
                let due: i64 = row.get(1);
                (GameId(id as u64), due as Millis)
            })
            .collect())
    }

    /// The ongoing games in `channel`.
    pub fn games_in_channel(&self, channel: ChannelId) -> Result<Vec<GameId>, StoreError> {
        Ok(self
            .ids(
                "SELECT id FROM games WHERE NOT finished AND channels @> ARRAY[$1::bigint] ORDER BY id",
                &[&sql(channel.0)],
            )?
            .into_iter()
            .map(GameId)
            .collect())
    }

    /// The ongoing games `user` plays in.
    pub fn games_of_user(&self, user: UserId) -> Result<Vec<GameId>, StoreError> {
        Ok(self
            .ids(
                "SELECT id FROM games WHERE NOT finished AND players @> ARRAY[$1::bigint] ORDER BY id",
                &[&sql(user.0)],
            )?
            .into_iter()
            .map(GameId)
            .collect())
    }

    /// The game whose place is `channel`.
    pub fn game_at_place(&self, channel: ChannelId) -> Result<Option<GameId>, StoreError> {
        Ok(self
            .ids(
                "SELECT id FROM games WHERE place = $1 ORDER BY id DESC LIMIT 1",
                &[&sql(channel.0)],
            )?
            .first()
            .map(|&found| GameId(found)))
    }

    /// A game's log, in order.
    pub fn log(&self, game: GameId) -> Result<Vec<LogEntry>, StoreError> {
        let rows = self.pool.get()?.query(
            "SELECT entry FROM log WHERE game = $1 ORDER BY seq",
            &[&sql(game.0)],
        )?;
        rows.iter()
            .map(|row| decode(row.get::<_, &[u8]>(0)))
            .collect()
    }

    /// The logs of `games`, in their order, read in one pass.
    pub fn logs(&self, games: &[GameId]) -> Result<Vec<Vec<LogEntry>>, StoreError> {
        use postgres::fallible_iterator::FallibleIterator;
        let ids: Vec<i64> = games.iter().map(|game| sql(game.0)).collect();
        let position: std::collections::HashMap<i64, usize> = ids
            .iter()
            .enumerate()
            .map(|(position, game)| (*game, position))
            .collect();
        let mut logs = vec![Vec::new(); games.len()];
        let mut client = self.pool.get()?;
        let mut rows = client.runner().query_raw(
            "SELECT game, entry FROM log WHERE game = ANY($1) ORDER BY game, seq",
            [&ids],
        )?;
        while let Some(row) = rows.next()? {
            logs[position[&row.get::<_, i64>(0)]].push(decode(row.get::<_, &[u8]>(1))?);
        }
        Ok(logs)
    }

    /// A waiting challenge.
    pub fn challenge(&self, id: ChallengeId) -> Result<Option<ChallengeRecord>, StoreError> {
        self.record("SELECT record FROM challenges WHERE id = $1", &[&sql(id.0)])
    }

    fn readable_challenges(
        &self,
        query: &str,
        params: &[&(dyn postgres::types::ToSql + Sync)],
    ) -> Result<Vec<ChallengeRecord>, StoreError> {
        let rows = self.pool.get()?.query(query, params)?;
        Ok(rows
            .iter()
            .filter_map(|row| match decode_record(row.get::<_, &[u8]>(0)) {
                Ok(challenge) => Some(challenge),
                Err(error) => {
                    tracing::error!(%error, "an unreadable challenge is skipped");
                    None
                }
            })
            .collect())
    }

    /// Every waiting challenge.
    pub fn challenges(&self) -> Result<Vec<ChallengeRecord>, StoreError> {
        self.readable_challenges("SELECT record FROM challenges ORDER BY id", &[])
    }

    /// The waiting challenges made in `channel`.
    pub fn challenges_in_channel(
        &self,
        channel: ChannelId,
    ) -> Result<Vec<ChallengeRecord>, StoreError> {
        self.readable_challenges(
            "SELECT record FROM challenges WHERE channel = $1 ORDER BY id",
            &[&sql(channel.0)],
        )
    }

    /// The waiting challenges `user` made or was named in.
    pub fn challenges_of_user(&self, user: UserId) -> Result<Vec<ChallengeRecord>, StoreError> {
        self.readable_challenges(
            "SELECT record FROM challenges WHERE users @> ARRAY[$1::bigint] ORDER BY id",
            &[&sql(user.0)],
        )
    }

    /// The waiting challenges made in `server`.
    pub fn challenges_in_server(
        &self,
        server: ServerId,
    ) -> Result<Vec<ChallengeRecord>, StoreError> {
        self.readable_challenges(
            "SELECT record FROM challenges WHERE server = $1 ORDER BY id",
            &[&sql(server.0)],
        )
    }

    /// Remembers a name the local mode met: a user's or a channel's, by its id.
    pub fn put_local_name(&self, name: &LocalName, text: &str) -> Result<(), StoreError> {
        let (kind, id): (i16, u64) = match *name {
            LocalName::User(user) => (0, user.0),
            LocalName::Channel(channel) => (1, channel.0),
        };
        self.pool.get()?.execute(
            "INSERT INTO local_names (kind, id, name) VALUES ($1, $2, $3)
             ON CONFLICT (kind, id) DO UPDATE SET name = excluded.name",
            &[&kind, &sql(id), &text],
        )?;
        Ok(())
    }

    /// Every name the local mode met, in any order.
    pub fn local_names(&self) -> Result<Vec<(LocalName, String)>, StoreError> {
        let rows = self
            .pool
            .get()?
            .query("SELECT kind, id, name FROM local_names", &[])?;
        rows.iter()
            .map(|row| {
                let who = id(row.get(1));
                let name = match row.get::<_, i16>(0) {
                    0 => LocalName::User(UserId(who)),
                    1 => LocalName::Channel(ChannelId(who)),
                    _ => return Err(StoreError::Corrupt("a local name of no known kind".into())),
                };
                Ok((name, row.get(2)))
            })
            .collect()
    }

    /// A user's settings.
    pub fn user(&self, id: UserId) -> Result<Option<UserRecord>, StoreError> {
        self.record("SELECT record FROM users WHERE id = $1", &[&sql(id.0)])
    }

    /// Saves a user's settings.
    pub fn put_user(&self, user: &UserRecord) -> Result<(), StoreError> {
        self.pool.get()?.execute(
            "INSERT INTO users (id, record) VALUES ($1, $2)
             ON CONFLICT (id) DO UPDATE SET record = excluded.record",
            &[&sql(user.id.0), &encode(user)],
        )?;
        Ok(())
    }

    /// A server's settings.
    pub fn server(&self, id: ServerId) -> Result<Option<ServerRecord>, StoreError> {
        self.record("SELECT record FROM servers WHERE id = $1", &[&sql(id.0)])
    }

    /// Saves a server's settings.
    pub fn put_server(&self, server: &ServerRecord) -> Result<(), StoreError> {
        self.pool.get()?.execute(
            "INSERT INTO servers (id, record) VALUES ($1, $2)
             ON CONFLICT (id) DO UPDATE SET record = excluded.record",
            &[&sql(server.id.0), &encode(server)],
        )?;
        Ok(())
    }

    /// The setup `user` saved for `kind` under `name`.
    pub fn named_setup(
        &self,
        user: UserId,
        kind: GameKind,
        name: &str,
    ) -> Result<Option<SetupRecord>, StoreError> {
        self.record(
            "SELECT record FROM setups WHERE owner = $1 AND kind = $2 AND name = $3",
            &[&sql(user.0), &kind.id(), &name],
        )
    }

    /// Every setup `user` saved for `kind`, by name.
    pub fn named_setups(
        &self,
        user: UserId,
        kind: GameKind,
    ) -> Result<Vec<SetupRecord>, StoreError> {
        self.records(
            "SELECT record FROM setups WHERE owner = $1 AND kind = $2 ORDER BY name",
            &[&sql(user.0), &kind.id()],
        )
    }

    /// Saves a named setup.
    pub fn put_named_setup(&self, setup: &SetupRecord) -> Result<(), StoreError> {
        self.pool.get()?.execute(
            "INSERT INTO setups (owner, kind, name, record) VALUES ($1, $2, $3, $4)
             ON CONFLICT (owner, kind, name) DO UPDATE SET record = excluded.record",
            &[
                &sql(setup.user.0),
                &setup.kind.id(),
                &setup.name,
                &encode(setup),
            ],
        )?;
        Ok(())
    }

    /// Advances a counter inside `transaction` (its row stays locked until the commit) and returns the new
    /// value.
    fn next(transaction: &mut Tx<'_>, key: &str) -> Result<u64, StoreError> {
        let row = transaction.query_one(
            "UPDATE meta SET value = value + 1 WHERE key = $1 RETURNING value",
            &[&key],
        )?;
        Ok(id(row.get(0)))
    }

    fn write_challenge(
        transaction: &mut Tx<'_>,
        challenge: &ChallengeRecord,
    ) -> Result<(), StoreError> {
        let row = ChallengeRow::of(challenge);
        transaction.execute(
            "INSERT INTO challenges (id, record, channel, server, users, expires)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (id) DO UPDATE SET record = excluded.record, channel = excluded.channel,
                 server = excluded.server, users = excluded.users, expires = excluded.expires",
            &row.values(),
        )?;
        Ok(())
    }

    /// Adds a parcel of this process to the outbox.
    fn enqueue(
        &self,
        transaction: &mut Tx<'_>,
        parcel: Option<&Parcel>,
    ) -> Result<Option<ParcelId>, StoreError> {
        let Some(parcel) = parcel else {
            return Ok(None);
        };
        let row = transaction.query_one(
            "INSERT INTO parcels (body, owner) VALUES ($1, $2) RETURNING id",
            &[&parcel.body, &self.process],
        )?;
        let parcel_id: i64 = row.get(0);
        for (seq, blob) in parcel.blobs.iter().enumerate() {
            transaction.execute(
                "INSERT INTO parcel_blobs (parcel, seq, blob) VALUES ($1, $2, $3)",
                &[&parcel_id, &(seq as i32), blob],
            )?;
        }
        Ok(Some(id(parcel_id)))
    }

    /// Numbers and saves a new challenge.
    pub fn create_challenge(
        &self,
        make: impl FnOnce(ChallengeId) -> ChallengeRecord,
        parcel: impl FnOnce(&ChallengeRecord) -> Option<Parcel>,
    ) -> Result<(ChallengeRecord, Option<ParcelId>), StoreError> {
        let mut client = self.pool.get()?;
        let mut transaction = client.transaction()?;
        let record = make(ChallengeId(Self::next(&mut transaction, "last_challenge")?));
        Self::write_challenge(&mut transaction, &record)?;
        let parcel = self.enqueue(&mut transaction, parcel(&record).as_ref())?;
        transaction.commit()?;
        Ok((record, parcel))
    }

    /// Locks the row of the waiting challenge `previous` was read from, and checks that it is unchanged.
    fn lock_challenge(
        transaction: &mut Tx<'_>,
        previous: &ChallengeRecord,
    ) -> Result<(), StoreError> {
        let row = transaction.query_opt(
            "SELECT record FROM challenges WHERE id = $1 FOR UPDATE",
            &[&sql(previous.id.0)],
        )?;
        let stored: Option<ChallengeRecord> = row
            .map(|row| decode_record(row.get::<_, &[u8]>(0)))
            .transpose()?;
        if stored.as_ref() != Some(previous) {
            return Err(StoreError::ChallengeChanged(previous.id.0));
        }
        Ok(())
    }

    /// Saves a changed challenge, if it is still as `previous`.
    pub fn put_challenge(
        &self,
        previous: &ChallengeRecord,
        challenge: &ChallengeRecord,
        parcel: Option<&Parcel>,
    ) -> Result<Option<ParcelId>, StoreError> {
        let mut client = self.pool.get()?;
        let mut transaction = client.transaction()?;
        Self::lock_challenge(&mut transaction, previous)?;
        Self::write_challenge(&mut transaction, challenge)?;
        let parcel = self.enqueue(&mut transaction, parcel)?;
        transaction.commit()?;
        Ok(parcel)
    }

    fn end_challenge(
        transaction: &mut Tx<'_>,
        id: ChallengeId,
        end: &ChallengeEnd,
    ) -> Result<(), StoreError> {
        transaction.execute("DELETE FROM challenges WHERE id = $1", &[&sql(id.0)])?;
        transaction.execute(
            "INSERT INTO challenge_ends (id, ending) VALUES ($1, $2)
             ON CONFLICT (id) DO UPDATE SET ending = excluded.ending",
            &[&sql(id.0), &encode(end)],
        )?;
        Ok(())
    }

    /// Removes a challenge that ended without a game, if it is still as `previous`.
    pub fn remove_challenge(
        &self,
        previous: &ChallengeRecord,
        end: ChallengeEnd,
        parcel: Option<&Parcel>,
    ) -> Result<Option<ParcelId>, StoreError> {
        let mut client = self.pool.get()?;
        let mut transaction = client.transaction()?;
        Self::lock_challenge(&mut transaction, previous)?;
        Self::end_challenge(&mut transaction, previous.id, &end)?;
        let parcel = self.enqueue(&mut transaction, parcel)?;
        transaction.commit()?;
        Ok(parcel)
    }

    /// How a challenge ended.
    pub fn challenge_end(&self, id: ChallengeId) -> Result<Option<ChallengeEnd>, StoreError> {
        let row = self.pool.get()?.query_opt(
            "SELECT ending FROM challenge_ends WHERE id = $1",
            &[&sql(id.0)],
        )?;
        row.map(|row| decode(row.get::<_, &[u8]>(0))).transpose()
    }

    /// Every parcel not yet delivered that this process has to deliver: its own, and those of processes
    /// gone (or from before parcels had owners), which become its own. Parcels of other live processes
    /// are theirs to deliver.
    pub fn pending_parcels(&self) -> Result<Vec<(ParcelId, Parcel)>, StoreError> {
        let mut client = self.pool.get()?;
        let mut transaction = client.transaction()?;
        self.adopt(&mut transaction)?;
        let parcels = Self::parcels(
            &mut transaction,
            "SELECT id FROM parcels WHERE owner = $1",
            &self.process,
        )?;
        transaction.commit()?;
        Ok(parcels)
    }

    /// The parcels of processes gone since this one started, which become its own to deliver: those it
    /// did not find at its start ([`PgStore::pending_parcels`]). First this process makes sure that it is
    /// not taken for gone itself ([`PgStore::keep_presence`]).
    pub fn adopt_orphaned_parcels(&self) -> Result<Vec<(ParcelId, Parcel)>, StoreError> {
        self.keep_presence()?;
        let mut client = self.pool.get()?;
        let mut transaction = client.transaction()?;
        let adopted = self.adopt(&mut transaction)?;
        if adopted.is_empty() {
            return Ok(Vec::new());
        }
        let parcels = Self::parcels(&mut transaction, "SELECT unnest($1::bigint[])", &adopted)?;
        transaction.commit()?;
        Ok(parcels)
    }

    /// Makes sure this process is still seen alive: its presence connection answers, or, lost (the server
    /// restarted, the connection broke), a new one takes this process's number again. Otherwise the other
    /// processes would take its parcels for those of a process gone, and deliver them as well.
    fn keep_presence(&self) -> Result<(), StoreError> {
        let mut presence = self
            .presence
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        if let Some(client) = presence.as_mut()
            && client.is_valid(PRESENCE_PROBE).is_ok()
        {
            return Ok(());
        }
        let lost = presence.take();
        blocking(move || drop(lost));
        let mut client = Client::connect(self.pool.address(), NoTls)?;
        let number = i32::try_from(self.process).expect("drawn as an i32");
        let taken: bool = client
            .query_one(
                "SELECT pg_try_advisory_lock($1, $2)",
                &[&PRESENCE_LOCK, &number],
            )?
            .get(0);
        if !taken {
            blocking(move || drop(client));
            return Err(StoreError::NumberTaken(self.process));
        }
        *presence = Some(Box::new(client));
        tracing::warn!(
            process = self.process,
            "the connection saying this process is alive was lost, and is back"
        );
        Ok(())
    }

    /// Makes this process the owner of the parcels of processes whose presence lock is free (gone), and
    /// returns their numbers. Processes adopt one at a time, so that each parcel goes to one of them.
    fn adopt(&self, transaction: &mut Tx<'_>) -> Result<Vec<i64>, StoreError> {
        transaction.execute("SELECT pg_advisory_xact_lock($1)", &[&ADOPTION_LOCK])?;
        let rows = transaction.query(
            "UPDATE parcels SET owner = $1
             WHERE owner IS DISTINCT FROM $1 AND NOT EXISTS (
                 SELECT 1 FROM pg_locks
                 WHERE locktype = 'advisory' AND objsubid = 2 AND granted
                   AND classid::bigint = $2 AND objid::bigint = parcels.owner
             )
             RETURNING id",
            &[&self.process, &i64::from(PRESENCE_LOCK)],
        )?;
        Ok(rows.iter().map(|row| row.get(0)).collect())
    }

    /// The parcels whose numbers `ids` (a query of one column, given `parameter` as `$1`) selects, in
    /// order, each with its blobs.
    fn parcels(
        transaction: &mut Tx<'_>,
        ids: &str,
        parameter: &(dyn postgres::types::ToSql + Sync),
    ) -> Result<Vec<(ParcelId, Parcel)>, StoreError> {
        let bodies = transaction.query(
            &format!("SELECT id, body FROM parcels WHERE id IN ({ids}) ORDER BY id"),
            &[parameter],
        )?;
        let blobs = transaction.query(
            &format!(
                "SELECT parcel, blob FROM parcel_blobs WHERE parcel IN ({ids}) ORDER BY parcel, seq"
            ),
            &[parameter],
        )?;
        let mut parcels: Vec<(ParcelId, Parcel)> = bodies
            .iter()
            .map(|row| {
                (
                    id(row.get(0)),
                    Parcel {
                        body: row.get(1),
                        blobs: Vec::new(),
                    },
                )
            })
            .collect();
        for row in &blobs {
            let parcel = id(row.get(0));
            if let Ok(at) = parcels.binary_search_by_key(&parcel, |(id, _)| *id) {
                parcels[at].1.blobs.push(row.get(1));
            }
        }
        Ok(parcels)
    }

    /// Forgets a delivered parcel.
    pub fn delivered(&self, parcel: ParcelId) -> Result<(), StoreError> {
        // One round trip, committed without waiting for the server's disk: a forgetting lost in a crash
        // only delivers the parcel once more. The number is an integer, so it can be written in.
        self.pool.get()?.batch_execute(&format!(
            "BEGIN; SET LOCAL synchronous_commit TO off; DELETE FROM parcels WHERE id = {}; COMMIT",
            sql(parcel)
        ))?;
        Ok(())
    }

    /// Turns an accepted challenge into a numbered game, if the challenge is still as `accepted`.
    pub fn start_game(
        &self,
        accepted: &ChallengeRecord,
        make: impl FnOnce(GameId) -> GameRecord,
        parcel: impl FnOnce(&GameRecord) -> Option<Parcel>,
    ) -> Result<(GameRecord, Option<ParcelId>), StoreError> {
        let mut client = self.pool.get()?;
        let mut transaction = client.transaction()?;
        Self::lock_challenge(&mut transaction, accepted)?;
        let record = make(GameId(Self::next(&mut transaction, "last_game")?));
        Self::end_challenge(
            &mut transaction,
            accepted.id,
            &ChallengeEnd::Started(record.id),
        )?;
        Self::write_game(&mut transaction, None, &record, None)?;
        let parcel = self.enqueue(&mut transaction, parcel(&record).as_ref())?;
        transaction.commit()?;
        Ok((record, parcel))
    }

    /// Saves a game's new state with its log entry, ratings and parcel, in one transaction on the locked
    /// row of the game; refused with [`StoreError::Conflict`] when the stored game is not `previous`, in
    /// any field (another process moved it, or offered a draw, or sent its reminder).
    pub fn save_game(
        &self,
        previous: &GameRecord,
        record: &GameRecord,
        entry: Option<&LogEntry>,
        parcel: Option<&Parcel>,
    ) -> Result<Option<ParcelId>, StoreError> {
        let mut client = self.pool.get()?;
        let mut transaction = client.transaction()?;
        let stored = transaction.query_opt(
            "SELECT record FROM games WHERE id = $1 FOR UPDATE",
            &[&sql(record.id.0)],
        )?;
        if let Some(row) = stored {
            let stored: GameRecord = decode_record(row.get::<_, &[u8]>(0))?;
            if stored != *previous {
                return Err(StoreError::Conflict(record.id.0));
            }
        }
        Self::write_game(&mut transaction, Some(previous), record, entry)?;
        let parcel = self.enqueue(&mut transaction, parcel)?;
        transaction.commit()?;
        Ok(parcel)
    }

    fn write_game(
        transaction: &mut Tx<'_>,
        previous: Option<&GameRecord>,
        record: &GameRecord,
        entry: Option<&LogEntry>,
    ) -> Result<(), StoreError> {
        let row = GameRow::of(record);
        transaction.execute(
            "INSERT INTO games (id, record, finished, listed, server, place, channels, players, deadline)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
             ON CONFLICT (id) DO UPDATE SET record = excluded.record, finished = excluded.finished,
                 listed = excluded.listed, server = excluded.server, place = excluded.place,
                 channels = excluded.channels, players = excluded.players, deadline = excluded.deadline,
                 claimed_until = 0",
            &row.values(),
        )?;
        if let Some(rated) = record
            .rating
            .as_ref()
            .filter(|_| previous.is_none_or(|previous| previous.rating.is_none()))
        {
            // Ratings were read after the last rated game's number: when another game was rated since
            // (in another process), they may be stale, and the change is refused.
            let advanced = transaction.execute(
                "UPDATE meta SET value = $1 WHERE key = 'last_rated' AND value + 1 = $1",
                &[&sql(rated.seq)],
            )?;
            if advanced != 1 {
                return Err(StoreError::Conflict(record.id.0));
            }
            for seat in &rated.seats {
                let stored = super::stored_rating(record, rated, seat);
                Self::put_rating(transaction, &stored)?;
                transaction.execute(
                    "INSERT INTO server_players (server, game, seats, player) VALUES ($1, $2, $3, $4)
                     ON CONFLICT DO NOTHING",
                    &[
                        &sql(record.server.0),
                        &rated.pool.game,
                        &i16::from(rated.pool.players),
                        &sql(seat.user.0),
                    ],
                )?;
            }
        }
        if let Some(entry) = entry {
            transaction.execute(
                "INSERT INTO log (game, seq, entry) VALUES ($1, $2, $3)",
                &[&sql(record.id.0), &sql(entry.index), &encode(entry)],
            )?;
        }
        Ok(())
    }

    fn put_rating(
        transaction: &mut Tx<'_>,
        rating: &crate::ratings::PlayerRating,
    ) -> Result<(), StoreError> {
        transaction.execute(
            "INSERT INTO ratings (game, seats, player, record) VALUES ($1, $2, $3, $4)
             ON CONFLICT (game, seats, player) DO UPDATE SET record = excluded.record",
            &[
                &rating.pool.game,
                &i16::from(rating.pool.players),
                &sql(rating.user.0),
                &encode(rating),
            ],
        )?;
        Ok(())
    }

    /// Every game, finished or not, by number.
    pub fn all_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        self.records("SELECT record FROM games ORDER BY id", &[])
    }

    /// The counters.
    pub fn counters(&self) -> Result<super::copy::Counters, StoreError> {
        Ok(super::copy::Counters {
            last_game: self.counter("last_game")?,
            last_challenge: self.counter("last_challenge")?,
            last_rated: self.counter("last_rated")?,
        })
    }

    /// How every ended challenge ended, by number.
    pub fn challenge_ends(&self) -> Result<Vec<(ChallengeId, ChallengeEnd)>, StoreError> {
        let rows = self
            .pool
            .get()?
            .query("SELECT id, ending FROM challenge_ends ORDER BY id", &[])?;
        rows.iter()
            .map(|row| Ok((ChallengeId(id(row.get(0))), decode(row.get::<_, &[u8]>(1))?)))
            .collect()
    }

    /// Every user's settings.
    pub fn users(&self) -> Result<Vec<UserRecord>, StoreError> {
        self.records("SELECT record FROM users ORDER BY id", &[])
    }

    /// Every server's settings.
    pub fn servers(&self) -> Result<Vec<ServerRecord>, StoreError> {
        self.records("SELECT record FROM servers ORDER BY id", &[])
    }

    /// Every named setup.
    pub fn all_setups(&self) -> Result<Vec<SetupRecord>, StoreError> {
        self.records("SELECT record FROM setups ORDER BY owner, kind, name", &[])
    }

    /// Who follows which game.
    pub fn all_follows(&self) -> Result<Vec<(GameId, UserId)>, StoreError> {
        let rows = self.pool.get()?.query(
            "SELECT game, player FROM follows ORDER BY game, player",
            &[],
        )?;
        Ok(rows
            .iter()
            .map(|row| (GameId(id(row.get(0))), UserId(id(row.get(1)))))
            .collect())
    }

    /// Writes a whole database's records in one transaction. The tables a large database fills are
    /// written by binary `COPY`, a stream with no round trip per row; the ratings come from the dump
    /// (the final ones), and who played rated games in which server is drawn from the rated games.
    pub fn load(&self, dump: &super::copy::Dump) -> Result<(), StoreError> {
        use postgres::types::Type;
        let mut client = self.pool.get()?;
        let mut transaction = client.transaction()?;
        copy_in(
            &mut transaction,
            "games (id, record, finished, listed, server, place, channels, players, deadline)",
            &GameRow::TYPES,
            dump.games.iter().map(|(game, _)| GameRow::of(game)),
            |row| row.values(),
        )?;
        copy_in(
            &mut transaction,
            "log (game, seq, entry)",
            &[Type::INT8, Type::INT8, Type::BYTEA],
            dump.games.iter().flat_map(|(game, log)| {
                log.iter()
                    .map(|entry| (sql(game.id.0), sql(entry.index), encode(entry)))
            }),
            |(game, seq, entry)| vec![game, seq, entry],
        )?;
        let counters = dump.counters;
        for (key, value) in [
            ("last_game", counters.last_game),
            ("last_challenge", counters.last_challenge),
            ("last_rated", counters.last_rated),
        ] {
            transaction.execute(
                "UPDATE meta SET value = $2 WHERE key = $1",
                &[&key, &sql(value)],
            )?;
        }
        copy_in(
            &mut transaction,
            "ratings (game, seats, player, record)",
            &[Type::TEXT, Type::INT2, Type::INT8, Type::BYTEA],
            dump.ratings.iter().map(|rating| {
                (
                    rating.pool.game.clone(),
                    i16::from(rating.pool.players),
                    sql(rating.user.0),
                    encode(rating),
                )
            }),
            |(game, seats, player, record)| vec![game, seats, player, record],
        )?;
        let server_players: std::collections::BTreeSet<_> = dump
            .games
            .iter()
            .filter_map(|(game, _)| game.rating.as_ref().map(|rated| (game, rated)))
            .flat_map(|(game, rated)| {
                rated.seats.iter().map(move |seat| {
                    (
                        sql(game.server.0),
                        rated.pool.game.clone(),
                        i16::from(rated.pool.players),
                        sql(seat.user.0),
                    )
                })
            })
            .collect();
        copy_in(
            &mut transaction,
            "server_players (server, game, seats, player)",
            &[Type::INT8, Type::TEXT, Type::INT2, Type::INT8],
            server_players,
            |(server, game, seats, player)| vec![server, game, seats, player],
        )?;
        copy_in(
            &mut transaction,
            "challenges (id, record, channel, server, users, expires)",
            &ChallengeRow::TYPES,
            dump.challenges.iter().map(ChallengeRow::of),
            |row| row.values(),
        )?;
        copy_in(
            &mut transaction,
            "challenge_ends (id, ending)",
            &[Type::INT8, Type::BYTEA],
            dump.challenge_ends
                .iter()
                .map(|(challenge, end)| (sql(challenge.0), encode(end))),
            |(challenge, end)| vec![challenge, end],
        )?;
        copy_in(
            &mut transaction,
            "users (id, record)",
            &[Type::INT8, Type::BYTEA],
            dump.users.iter().map(|user| (sql(user.id.0), encode(user))),
            |(user, record)| vec![user, record],
        )?;
        copy_in(
            &mut transaction,
            "servers (id, record)",
            &[Type::INT8, Type::BYTEA],
            dump.servers
                .iter()
                .map(|server| (sql(server.id.0), encode(server))),
            |(server, record)| vec![server, record],
        )?;
        copy_in(
            &mut transaction,
            "setups (owner, kind, name, record)",
            &[Type::INT8, Type::TEXT, Type::TEXT, Type::BYTEA],
            dump.setups.iter().map(|setup| {
                (
                    sql(setup.user.0),
                    setup.kind.id().to_owned(),
                    setup.name.clone(),
                    encode(setup),
                )
            }),
            |(owner, kind, name, record)| vec![owner, kind, name, record],
        )?;
        copy_in(
            &mut transaction,
            "follows (game, player)",
            &[Type::INT8, Type::INT8],
            dump.follows
                .iter()
                .map(|(game, user)| (sql(game.0), sql(user.0))),
            |(game, user)| vec![game, user],
        )?;
        for parcel in &dump.parcels {
            self.enqueue(&mut transaction, Some(parcel))?;
        }
        transaction.commit()?;
        Ok(())
    }

    /// The waiting challenges that lapsed by `now`, earliest first.
    pub fn lapsed_challenges(&self, now: Millis) -> Result<Vec<ChallengeId>, StoreError> {
        let rows = self.pool.get()?.query(
            "SELECT id FROM challenges WHERE expires <= $1 ORDER BY expires, id",
            &[&sql(now)],
        )?;
        Ok(rows.iter().map(|row| ChallengeId(id(row.get(0)))).collect())
    }

    /// The first time after `after` when a game clock or a challenge falls due, if any does.
    pub fn next_due(&self, after: Millis) -> Result<Option<Millis>, StoreError> {
        let row = self.pool.get()?.query_one(
            "SELECT least((SELECT min(deadline) FROM games WHERE NOT finished AND deadline > $1),
                          (SELECT min(expires) FROM challenges WHERE expires > $1))",
            &[&sql(after)],
        )?;
        Ok(row.get::<_, Option<i64>>(0).map(id))
    }

    /// Claims up to `limit` games whose clock is due at `now` and that no process holds a claim to,
    /// until `until`, earliest deadline first. The rows are picked with `FOR UPDATE SKIP LOCKED`, so that
    /// processes claiming at once never claim one game both, and marked claimed in the same statement:
    /// until `until`, or until the game is written (its deadline handled), no other process claims it. A
    /// process that dies holding a claim leaves the game to the others once `until` passes.
    pub fn claim_due(
        &self,
        now: Millis,
        limit: usize,
        until: Millis,
    ) -> Result<Vec<GameId>, StoreError> {
        let rows = self.pool.get()?.query(
            "UPDATE games SET claimed_until = $2 WHERE id IN (
                 SELECT id FROM games WHERE NOT finished AND deadline <= $1 AND claimed_until <= $1
                 ORDER BY deadline, id LIMIT $3 FOR UPDATE SKIP LOCKED)
             RETURNING deadline, id",
            &[&sql(now), &sql(until), &(limit as i64)],
        )?;
        let mut claimed: Vec<(i64, i64)> =
            rows.iter().map(|row| (row.get(0), row.get(1))).collect();
        claimed.sort_unstable();
        Ok(claimed
            .into_iter()
            .map(|(_, game)| GameId(id(game)))
            .collect())
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
