//! The embedded backend: sled, one process, no setup.
//!
//! Every write is appended to the store's journal and then applied to sled; it returns `Ok` once its
//! journal record is synced, so it survives a crash or a power cut, and a crash in the middle of one leaves
//! no half of it behind. Writes arriving together share a sync (group commit), and sled itself is flushed
//! only at the journal's checkpoints (see `journal`).
//!
//! This file opens the database and holds what every write shares; the reads and writes are grouped by
//! what they keep: games, logs, clocks and ratings (`game.rs`), challenges (`challenges.rs`), the outbox
//! (`outbox.rs`), settings, setups, names and follows (`people.rs`), tournaments (`tournaments.rs`), and the whole-database copy for
//! `umpire migrate` (`copy.rs`).

mod analysis;
mod challenges;
mod copy;
mod game;
mod outbox;
mod people;
mod tournaments;

use super::journal::{Journal, Writes};
use super::keys;
use super::{GameRecord, SCHEMA_VERSION, StoreError, Versioned, decode, decode_record, encode};
use crate::model::GameId;
use serde::de::DeserializeOwned;
use std::path::Path;
use std::sync::Mutex;

/// A sled database.
#[derive(Debug)]
pub struct SledStore {
    db: sled::Db,
    /// Serialises the handing out of game and challenge numbers.
    numbering: Mutex<()>,
    /// What makes each write durable; none for a temporary database, which nothing needs to outlive.
    journal: Option<Journal>,
    /// The database's own number.
    lineage: u64,
    /// Serialises new follows, each counted against the limits.
    following: Mutex<()>,
    /// Serialises the writes of tournaments, each checked against the stored version.
    tournaments: Mutex<()>,
    /// The commands each user gave in the last minute.
    recent: super::rate::Recent,
    /// Serialises the changes of analyses, each made only to the record it was made from.
    analyses: Mutex<()>,
}

impl SledStore {
    /// Opens (or creates) the database in the folder `path`.
    pub fn open(path: &Path) -> Result<Self, StoreError> {
        let db = Self::open_db(path)?;
        std::fs::File::open(path).and_then(|folder| folder.sync_all())?;
        let journal = Journal::open(path, db.clone())?;
        Self::from_db(db, Some(journal))
    }

    /// Opens the database, waiting up to five seconds for its file lock: a store just dropped in this
    /// process (or a process just ended) releases it once sled's writer threads have finished.
    fn open_db(path: &Path) -> Result<sled::Db, sled::Error> {
        let mut tries = 0;
        loop {
            match Self::config().path(path).open() {
                Err(sled::Error::Io(error))
                    if error.kind() == std::io::ErrorKind::Other
                        && error.to_string().contains("could not acquire lock")
                        && tries < 50 =>
                {
                    tries += 1;
                    std::thread::sleep(std::time::Duration::from_millis(100));
                }
                opened => return opened,
            }
        }
    }

    /// The journal makes writes durable and flushes sled at its checkpoints, so sled's background
    /// flusher is off: it would only add work, and it keeps the database (and its file lock) alive for a
    /// moment after a drop.
    fn config() -> sled::Config {
        sled::Config::new().flush_every_ms(None)
    }

    /// A database that lives in a temporary folder and is deleted when dropped, for tests and benchmarks.
    pub fn temporary() -> Result<Self, StoreError> {
        Self::from_db(Self::config().temporary(true).open()?, None)
    }

    fn from_db(db: sled::Db, journal: Option<Journal>) -> Result<Self, StoreError> {
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
        let lineage = match db.get(keys::LINEAGE)? {
            Some(bytes) => decode(&bytes)?,
            None => {
                let drawn = super::draw_lineage();
                db.insert(keys::LINEAGE, encode(&drawn))?;
                db.flush()?;
                drawn
            }
        };
        let store = Self {
            db,
            numbering: Mutex::new(()),
            journal,
            lineage,
            following: Mutex::new(()),
            tournaments: Mutex::new(()),
            recent: super::rate::Recent::default(),
            analyses: Mutex::new(()),
        };
        store.index_finished_games()?;
        store.index_clocks()?;
        store.index_follows()?;
        Ok(store)
    }

    /// The database's own number, drawn when it was made.
    pub fn lineage(&self) -> u64 {
        self.lineage
    }

    /// Whether the database answers: in this process, it always does.
    pub fn ping(&self) -> Result<(), StoreError> {
        Ok(())
    }

    /// How many games the database holds, counted from their keys alone.
    pub fn count_games(&self) -> Result<u64, StoreError> {
        let mut count = 0;
        for key in self.db.scan_prefix(keys::games()).keys() {
            key?;
            count += 1;
        }
        Ok(count)
    }

    /// Builds the finished-games index once, for games that ended before it was kept.
    fn index_finished_games(&self) -> Result<(), StoreError> {
        if self.db.contains_key(keys::FINISHED_INDEXED)? {
            return Ok(());
        }
        let mut batch = Writes::default();
        for item in self.db.scan_prefix(keys::games()) {
            let (_, value) = item?;
            if let Ok(record) = decode_record::<GameRecord>(&value) {
                for key in Self::finished_keys(&record) {
                    batch.insert(key, b"");
                }
            }
        }
        batch.insert(keys::FINISHED_INDEXED, b"");
        self.commit(batch)
    }

    /// Builds the index of the games each user follows once, for follows made before it was kept.
    fn index_follows(&self) -> Result<(), StoreError> {
        if self.db.contains_key(keys::FOLLOWS_INDEXED)? {
            return Ok(());
        }
        let mut batch = Writes::default();
        for (game, user) in self.all_follows()? {
            batch.insert(keys::following(user, game), b"");
        }
        batch.insert(keys::FOLLOWS_INDEXED, b"");
        self.commit(batch)
    }

    /// Builds the clock index once, for games stored before it was kept.
    fn index_clocks(&self) -> Result<(), StoreError> {
        if self.db.contains_key(keys::CLOCKS_INDEXED)? {
            return Ok(());
        }
        let mut batch = Writes::default();
        for item in self.db.scan_prefix(keys::games()) {
            let (_, value) = item?;
            if let Ok(record) = decode_record::<GameRecord>(&value) {
                Self::write_clock(&mut batch, &record);
            }
        }
        batch.insert(keys::CLOCKS_INDEXED, b"");
        self.commit(batch)
    }

    fn scan_records<T: DeserializeOwned + Versioned>(
        &self,
        prefix: &[u8],
    ) -> Result<Vec<T>, StoreError> {
        let mut records = Vec::new();
        for item in self.db.scan_prefix(prefix) {
            let (_, value) = item?;
            records.push(decode_record(&value)?);
        }
        Ok(records)
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

    /// Returns once every write queued without waiting is durable and applied.
    pub fn settle(&self) -> Result<(), StoreError> {
        match &self.journal {
            Some(journal) => journal.settle(),
            None => Ok(()),
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

    /// Applies `batch` and returns once it is durable (see `journal`); a temporary database only
    /// applies it.
    fn commit(&self, batch: Writes) -> Result<(), StoreError> {
        match &self.journal {
            Some(journal) => journal.commit(batch),
            None => batch.apply_to(&self.db),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{ChallengeId, ChannelId, UserId};
    use crate::store::Quota;
    use crate::store::{ChallengeEnd, ChallengeRecord, Parcel, UserRecord};

    #[test]
    fn a_database_from_a_newer_schema_is_refused() {
        let folder = tempfile::tempdir().unwrap();
        {
            let db = SledStore::config().path(folder.path()).open().unwrap();
            db.insert(keys::SCHEMA, encode(&(SCHEMA_VERSION + 1)))
                .unwrap();
            db.flush().unwrap();
        }
        assert!(matches!(
            SledStore::open(folder.path()),
            Err(StoreError::Newer { found }) if found == SCHEMA_VERSION + 1
        ));
    }

    #[test]
    fn an_unreadable_game_record_is_reported_with_its_number() {
        let store = SledStore::temporary().unwrap();
        store
            .db
            .insert(keys::game(GameId(7)), b"{not json".to_vec())
            .unwrap();
        let error = store.game(GameId(7)).unwrap_err().to_string();
        assert!(error.contains("game #7"), "{error}");
        assert!(store.clocks().unwrap().is_empty());
    }

    #[test]
    fn parcels_wait_in_order_until_delivered_and_survive_a_reopening() {
        let folder = tempfile::tempdir().unwrap();
        let parcel = |n: u8| Parcel {
            body: vec![n],
            blobs: vec![vec![n; 3], vec![n + 1]],
        };
        let first;
        {
            let store = SledStore::open(folder.path()).unwrap();
            let (_, id) = store
                .create_challenge(challenge, |_| Some(parcel(1)), &Quota::NONE)
                .unwrap();
            first = id.unwrap();
            let record = store.challenge(ChallengeId(1)).unwrap().unwrap();
            store
                .put_challenge(&record, &record, Some(&parcel(2)))
                .unwrap();
            store
                .remove_challenge(&record, ChallengeEnd::Withdrawn, None)
                .unwrap();
        }
        let store = SledStore::open(folder.path()).unwrap();
        let pending = store.pending_parcels().unwrap();
        assert_eq!(pending.len(), 2);
        assert_eq!(pending[0], (first, parcel(1)));
        assert_eq!(pending[1].1, parcel(2));
        store.delivered(first).unwrap();
        assert_eq!(store.pending_parcels().unwrap().len(), 1);
    }

    fn challenge(id: ChallengeId) -> ChallengeRecord {
        ChallengeRecord {
            schema: SCHEMA_VERSION,
            id,
            kind: "jungle".parse().unwrap(),
            challenger: crate::model::User {
                id: UserId(1),
                name: "alice".into(),
            },
            invited: Vec::new(),
            joined: Vec::new(),
            options: Default::default(),
            clock: crate::clock::ClockSpec::None,
            setup_time: None,
            server: crate::model::ServerId(1),
            channel: ChannelId(1),
            created: 0,
            expires: 1,
            seat_order: Vec::new(),
            computer: None,
            casual: false,
            rematch_of: None,
            server_seed: None,
            seed_words: Vec::new(),
        }
    }

    #[test]
    fn challenges_are_found_by_channel_server_and_user_until_they_go() {
        let store = SledStore::temporary().unwrap();
        let (first, _) = store
            .create_challenge(challenge, |_| None, &Quota::NONE)
            .unwrap();
        let mut second = challenge(ChallengeId(0));
        second.channel = ChannelId(2);
        second.invited = vec![crate::model::User {
            id: UserId(9),
            name: "bob".into(),
        }];
        let (second, _) = store
            .create_challenge(
                |id| ChallengeRecord { id, ..second },
                |_| None,
                &Quota::NONE,
            )
            .unwrap();
        let ids = |found: Vec<ChallengeRecord>| -> Vec<u64> {
            found.into_iter().map(|record| record.id.0).collect()
        };
        assert_eq!(
            ids(store.challenges_in_channel(ChannelId(1)).unwrap()),
            [first.id.0]
        );
        assert_eq!(
            ids(store.challenges_of_user(UserId(9)).unwrap()),
            [second.id.0]
        );
        assert_eq!(ids(store.challenges_of_user(UserId(1)).unwrap()).len(), 2);
        assert_eq!(
            ids(store
                .challenges_in_server(crate::model::ServerId(1))
                .unwrap())
            .len(),
            2
        );
        store
            .remove_challenge(&second, ChallengeEnd::Declined, None)
            .unwrap();
        assert_eq!(
            store.challenge_end(second.id).unwrap(),
            Some(ChallengeEnd::Declined)
        );
        assert!(store.challenges_of_user(UserId(9)).unwrap().is_empty());
        assert!(
            store
                .challenges_in_channel(ChannelId(2))
                .unwrap()
                .is_empty()
        );
    }

    #[test]
    fn writers_arriving_together_all_return_with_their_writes_kept() {
        let folder = tempfile::tempdir().unwrap();
        {
            let store = SledStore::open(folder.path()).unwrap();
            let journal = store.journal.as_ref().unwrap();
            let (before, _) = journal.numbers();
            std::thread::scope(|scope| {
                for writer in 0..16u64 {
                    let store = &store;
                    scope.spawn(move || {
                        for n in 0..25u64 {
                            let id = UserId(writer * 100 + n);
                            store
                                .put_user(&UserRecord::new(&crate::model::User {
                                    id,
                                    name: format!("u{}", id.0),
                                }))
                                .unwrap();
                        }
                    });
                }
            });
            let (applied, durable) = journal.numbers();
            assert_eq!((applied - before, durable), (400, applied));
        }
        let store = SledStore::open(folder.path()).unwrap();
        assert_eq!(store.users().unwrap().len(), 400);
    }

    #[test]
    fn a_game_stored_in_other_bytes_is_checked_by_its_content() {
        let store = SledStore::temporary().unwrap();
        let record = GameRecord::for_tests("jungle", 7);
        let spaced = serde_json::to_vec_pretty(&record).unwrap();
        store.db.insert(keys::game(record.id), spaced).unwrap();
        let mut next = record.clone();
        next.log_len = 1;
        store.save_game(&record, &next, None, None).unwrap();
        assert_eq!(store.game(record.id).unwrap(), Some(next.clone()));

        let mut elsewhere = next.clone();
        elsewhere.draw_offers.push(games::Seat(0));
        store
            .db
            .insert(
                keys::game(record.id),
                serde_json::to_vec_pretty(&elsewhere).unwrap(),
            )
            .unwrap();
        assert!(matches!(
            store.save_game(&next, &record, None, None),
            Err(StoreError::Conflict(_))
        ));
    }

    #[test]
    fn a_new_database_records_its_schema_and_numbers_from_one() {
        let folder = tempfile::tempdir().unwrap();
        let store = SledStore::open(folder.path()).unwrap();
        assert_eq!(
            store.counter(keys::SCHEMA).unwrap(),
            u64::from(SCHEMA_VERSION)
        );
        assert_eq!(store.counter(keys::LAST_GAME).unwrap(), 0);
        assert!(store.challenges().unwrap().is_empty());
        assert!(store.clocks().unwrap().is_empty());
    }
}
