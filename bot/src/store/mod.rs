//! Durable storage in sled: games with their full move logs, challenges, clocks, user settings, and indexes
//! of ongoing games by channel and by user.
//!
//! Every write is one atomic sled batch followed by a flush, so a write that returned `Ok` survives a crash,
//! and a crash in the middle of one leaves no half of it behind.

mod keys;
mod migrate;
pub mod records;

use crate::model::{ChallengeId, ChannelId, GameId, UserId};
use games::GameKind;
pub use records::{
    ChallengeRecord, GameRecord, LabelPreference, LogEntry, LoggedAction, SCHEMA_VERSION,
    SetupRecord, UserRecord,
};
use serde::{Serialize, de::DeserializeOwned};
use std::path::Path;
use std::sync::Mutex;

/// Why the store failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database itself failed (disk full, permissions, corruption sled detected).
    #[error("the database failed: {0}")]
    Database(#[from] sled::Error),
    /// A record could not be read back.
    #[error("a stored record is unreadable: {0}")]
    Corrupt(String),
    /// The database was written by a newer version of Umpire.
    #[error(
        "the database was written by a newer Umpire (schema {found}, this build reads up to {SCHEMA_VERSION}); upgrade Umpire or use another database"
    )]
    Newer {
        /// The schema version found.
        found: u32,
    },
}

/// The database of one Umpire process.
#[derive(Debug)]
pub struct Store {
    db: sled::Db,
    /// Serialises the handing out of game and challenge numbers.
    numbering: Mutex<()>,
}

impl Store {
    /// Opens (or creates) the database in the folder `path`.
    pub fn open(path: &Path) -> Result<Self, StoreError> {
        Self::from_db(Self::config().path(path).open()?)
    }

    /// Every write is flushed by the store itself, so sled's background flusher is off: it would only
    /// repeat the work, and it keeps the database (and its file lock) alive for a moment after a drop.
    fn config() -> sled::Config {
        sled::Config::new().flush_every_ms(None)
    }

    /// A database that lives in a temporary folder and is deleted when dropped, for tests and benchmarks.
    pub fn temporary() -> Result<Self, StoreError> {
        Self::from_db(Self::config().temporary(true).open()?)
    }

    fn from_db(db: sled::Db) -> Result<Self, StoreError> {
        match db.get(keys::SCHEMA)? {
            Some(bytes) => {
                let found: u32 = decode(&bytes)?;
                if found > SCHEMA_VERSION {
                    return Err(StoreError::Newer { found });
                }
            }
            None => {
                db.insert(keys::SCHEMA, encode(&SCHEMA_VERSION))?;
                db.flush()?;
            }
        }
        Ok(Self {
            db,
            numbering: Mutex::new(()),
        })
    }

    /// A game's record.
    pub fn game(&self, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        self.get(&keys::game(id))
    }

    /// Every game that is not over, each as its record or the reason it cannot be read, so that one
    /// unreadable record never hides the others.
    pub fn active_games(&self) -> Result<Vec<Result<GameRecord, StoreError>>, StoreError> {
        let mut games = Vec::new();
        for item in self.db.scan_prefix(keys::games()) {
            let (key, value) = item?;
            let record = decode_record::<GameRecord>(&value).map_err(|error| {
                let id = keys::id_at(&key, 0).unwrap_or_default();
                StoreError::Corrupt(format!("game #{id}: {error}"))
            });
            match record {
                Ok(record) if record.finished => {}
                other => games.push(other),
            }
        }
        Ok(games)
    }

    /// The ongoing games that count as being in `channel` (started there, or played there).
    pub fn games_in_channel(&self, channel: ChannelId) -> Result<Vec<GameId>, StoreError> {
        self.index(&keys::channel_games(channel))
    }

    /// The ongoing games `user` plays in.
    pub fn games_of_user(&self, user: UserId) -> Result<Vec<GameId>, StoreError> {
        self.index(&keys::user_games(user))
    }

    fn index(&self, prefix: &[u8]) -> Result<Vec<GameId>, StoreError> {
        let mut ids = Vec::new();
        for item in self.db.scan_prefix(prefix) {
            let (key, _) = item?;
            let id = keys::id_at(&key, 1)
                .ok_or_else(|| StoreError::Corrupt("an index key is too short".into()))?;
            ids.push(GameId(id));
        }
        Ok(ids)
    }

    /// The game whose own place (thread) is `channel`, finished or not.
    pub fn game_at_place(&self, channel: ChannelId) -> Result<Option<GameId>, StoreError> {
        self.db
            .get(keys::place(channel))?
            .map(|bytes| decode(&bytes).map(GameId))
            .transpose()
    }

    /// A game's log, in order.
    pub fn log(&self, game: GameId) -> Result<Vec<LogEntry>, StoreError> {
        let mut entries = Vec::new();
        for item in self.db.scan_prefix(keys::log(game)) {
            let (_, value) = item?;
            entries.push(decode(&value)?);
        }
        Ok(entries)
    }

    /// A challenge that is still waiting.
    pub fn challenge(&self, id: ChallengeId) -> Result<Option<ChallengeRecord>, StoreError> {
        self.get(&keys::challenge(id))
    }

    /// Every challenge still waiting, oldest first.
    pub fn challenges(&self) -> Result<Vec<ChallengeRecord>, StoreError> {
        let mut challenges = Vec::new();
        for item in self.db.scan_prefix(keys::challenges()) {
            let (_, value) = item?;
            match decode_record(&value) {
                Ok(challenge) => challenges.push(challenge),
                Err(error) => tracing::error!(%error, "an unreadable challenge is skipped"),
            }
        }
        Ok(challenges)
    }

    /// A user's settings, if they have any.
    pub fn user(&self, id: UserId) -> Result<Option<UserRecord>, StoreError> {
        self.get(&keys::user(id))
    }

    /// Saves a user's settings.
    pub fn put_user(&self, user: &UserRecord) -> Result<(), StoreError> {
        let mut batch = sled::Batch::default();
        batch.insert(keys::user(user.id), encode(user));
        self.commit(batch)
    }

    /// The setup `user` saved for `kind` under `name`, if any.
    pub fn named_setup(
        &self,
        user: UserId,
        kind: GameKind,
        name: &str,
    ) -> Result<Option<SetupRecord>, StoreError> {
        self.get(&keys::named_setup(user, kind.id(), name))
    }

    /// Every setup `user` saved for `kind`, by name.
    pub fn named_setups(
        &self,
        user: UserId,
        kind: GameKind,
    ) -> Result<Vec<SetupRecord>, StoreError> {
        let mut setups = Vec::new();
        for item in self.db.scan_prefix(keys::named_setups(user, kind.id())) {
            let (_, value) = item?;
            setups.push(decode(&value)?);
        }
        Ok(setups)
    }

    /// Saves a named setup, replacing one of the same name.
    pub fn put_named_setup(&self, setup: &SetupRecord) -> Result<(), StoreError> {
        let mut batch = sled::Batch::default();
        batch.insert(
            keys::named_setup(setup.user, setup.kind.id(), &setup.name),
            encode(setup),
        );
        self.commit(batch)
    }

    /// Numbers and saves a new challenge.
    pub fn create_challenge(
        &self,
        make: impl FnOnce(ChallengeId) -> ChallengeRecord,
    ) -> Result<ChallengeRecord, StoreError> {
        let _numbering = self
            .numbering
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        let id = ChallengeId(self.counter(keys::LAST_CHALLENGE)? + 1);
        let record = make(id);
        let mut batch = sled::Batch::default();
        batch.insert(keys::LAST_CHALLENGE, encode(&id.0));
        batch.insert(keys::challenge(id), encode(&record));
        self.commit(batch)?;
        Ok(record)
    }

    /// Saves a changed challenge (a seat taken).
    pub fn put_challenge(&self, challenge: &ChallengeRecord) -> Result<(), StoreError> {
        let mut batch = sled::Batch::default();
        batch.insert(keys::challenge(challenge.id), encode(challenge));
        self.commit(batch)
    }

    /// Removes a challenge (declined, withdrawn or expired).
    pub fn remove_challenge(&self, id: ChallengeId) -> Result<(), StoreError> {
        let mut batch = sled::Batch::default();
        batch.remove(keys::challenge(id));
        self.commit(batch)
    }

    /// Turns an accepted challenge into a numbered game, in one atomic write.
    pub fn start_game(
        &self,
        accepted: ChallengeId,
        make: impl FnOnce(GameId) -> GameRecord,
    ) -> Result<GameRecord, StoreError> {
        let _numbering = self
            .numbering
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        let id = GameId(self.counter(keys::LAST_GAME)? + 1);
        let record = make(id);
        let mut batch = sled::Batch::default();
        batch.insert(keys::LAST_GAME, encode(&id.0));
        batch.remove(keys::challenge(accepted));
        Self::write_game(&mut batch, None, &record, None);
        self.commit(batch)?;
        Ok(record)
    }

    /// Saves a game's new state, with the log entry that produced it if any, and keeps the indexes right;
    /// all in one atomic write, flushed before it returns.
    pub fn save_game(
        &self,
        previous: &GameRecord,
        record: &GameRecord,
        entry: Option<&LogEntry>,
    ) -> Result<(), StoreError> {
        let mut batch = sled::Batch::default();
        Self::write_game(&mut batch, Some(previous), record, entry);
        self.commit(batch)
    }

    fn write_game(
        batch: &mut sled::Batch,
        previous: Option<&GameRecord>,
        record: &GameRecord,
        entry: Option<&LogEntry>,
    ) {
        let index_keys = |game: &GameRecord| -> Vec<Vec<u8>> {
            if game.finished {
                return Vec::new();
            }
            let channels = game
                .channels()
                .into_iter()
                .map(|channel| keys::in_channel(channel, game.id));
            let users = game
                .players
                .values()
                .map(|player| keys::of_user(player.id, game.id));
            channels.chain(users).collect()
        };
        let wanted = index_keys(record);
        for stale in previous.map(index_keys).unwrap_or_default() {
            if !wanted.contains(&stale) {
                batch.remove(stale);
            }
        }
        for key in wanted {
            batch.insert(key, &[]);
        }
        if let Some(place) = record.place {
            batch.insert(keys::place(place), encode(&record.id.0));
        }
        batch.insert(keys::game(record.id), encode(record));
        if let Some(entry) = entry {
            batch.insert(keys::log_entry(record.id, entry.index), encode(entry));
        }
    }

    fn counter(&self, key: &[u8]) -> Result<u64, StoreError> {
        self.db
            .get(key)?
            .map(|bytes| decode(&bytes))
            .transpose()
            .map(Option::unwrap_or_default)
    }

    fn get<T: DeserializeOwned + Versioned>(&self, key: &[u8]) -> Result<Option<T>, StoreError> {
        self.db
            .get(key)?
            .map(|bytes| decode_record(&bytes))
            .transpose()
    }

    fn commit(&self, batch: sled::Batch) -> Result<(), StoreError> {
        self.db.apply_batch(batch)?;
        self.db.flush()?;
        Ok(())
    }
}

/// Records that say which schema version wrote them.
trait Versioned {
    fn schema(&self) -> u32;
}

macro_rules! versioned {
    ($($record:ty),*) => {
        $(impl Versioned for $record {
            fn schema(&self) -> u32 {
                self.schema
            }
        })*
    };
}

versioned!(GameRecord, ChallengeRecord, UserRecord, SetupRecord);

fn encode<T: Serialize>(value: &T) -> Vec<u8> {
    serde_json::to_vec(value).expect("records serialise")
}

fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, StoreError> {
    serde_json::from_slice(bytes).map_err(|error| StoreError::Corrupt(error.to_string()))
}

/// Reads a versioned record: refused when a newer build wrote it, brought up to date when an older one did.
fn decode_record<T: DeserializeOwned + Versioned>(bytes: &[u8]) -> Result<T, StoreError> {
    let mut value: serde_json::Value = decode(bytes)?;
    migrate::upgrade(&mut value);
    let record: T =
        serde_json::from_value(value).map_err(|error| StoreError::Corrupt(error.to_string()))?;
    match record.schema() {
        found if found > SCHEMA_VERSION => Err(StoreError::Newer { found }),
        _ => Ok(record),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_database_from_a_newer_schema_is_refused() {
        let folder = tempfile::tempdir().unwrap();
        {
            let db = Store::config().path(folder.path()).open().unwrap();
            db.insert(keys::SCHEMA, encode(&(SCHEMA_VERSION + 1)))
                .unwrap();
            db.flush().unwrap();
        }
        assert!(matches!(
            Store::open(folder.path()),
            Err(StoreError::Newer { found }) if found == SCHEMA_VERSION + 1
        ));
    }

    #[test]
    fn an_unreadable_game_record_is_reported_beside_the_readable_ones() {
        let store = Store::temporary().unwrap();
        store
            .db
            .insert(keys::game(GameId(7)), b"{not json".to_vec())
            .unwrap();
        let loaded = store.active_games().unwrap();
        assert_eq!(loaded.len(), 1);
        let error = loaded[0].as_ref().unwrap_err().to_string();
        assert!(error.contains("game #7"), "{error}");
    }

    #[test]
    fn a_new_database_records_its_schema_and_numbers_from_one() {
        let folder = tempfile::tempdir().unwrap();
        let store = Store::open(folder.path()).unwrap();
        assert_eq!(
            store.counter(keys::SCHEMA).unwrap(),
            u64::from(SCHEMA_VERSION)
        );
        assert_eq!(store.counter(keys::LAST_GAME).unwrap(), 0);
        assert!(store.challenges().unwrap().is_empty());
        assert!(store.active_games().unwrap().is_empty());
    }
}
