//! The embedded backend: sled, one process, no setup.
//!
//! Every write is appended to the store's journal and then applied to sled; it returns `Ok` once its
//! journal record is synced, so it survives a crash or a power cut, and a crash in the middle of one leaves
//! no half of it behind. Writes arriving together share a sync (group commit), and sled itself is flushed
//! only at the journal's checkpoints (see `journal`).

use super::journal::{Journal, Writes};
use super::keys;
use super::{
    ChallengeEnd, ChallengeRecord, GameRecord, LocalName, LogEntry, Parcel, ParcelId,
    SCHEMA_VERSION, ServerRecord, SetupRecord, StoreError, UserRecord, Versioned, decode,
    decode_record, encode,
};
use crate::model::{ChallengeId, ChannelId, GameId, ServerId, UserId};
use games::GameKind;
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
        };
        store.index_finished_games()?;
        store.index_clocks()?;
        Ok(store)
    }

    /// The database's own number, drawn when it was made.
    pub fn lineage(&self) -> u64 {
        self.lineage
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

    /// Keeps a game's clock entry: when its clock next needs attention, or none.
    fn write_clock(batch: &mut Writes, record: &GameRecord) {
        match super::next_deadline(record) {
            Some(due) => batch.insert(keys::clock(record.id), encode(&due)),
            None => batch.remove(keys::clock(record.id)),
        }
    }

    /// The finished-games index entries of a game: none while it goes on or when it was called off.
    fn finished_keys(record: &GameRecord) -> Vec<Vec<u8>> {
        if !record.finished || record.cancelled {
            return Vec::new();
        }
        let mut keys = vec![
            keys::finished(record.id),
            keys::finished_in_server(record.server, record.id),
        ];
        keys.extend(
            record
                .players
                .values()
                .map(|player| keys::finished_of_user(player.id, record.id)),
        );
        keys
    }

    /// `user`'s rating in `pool`, if they have played a rated game of it.
    pub fn rating(
        &self,
        user: UserId,
        pool: &crate::ratings::Pool,
    ) -> Result<Option<crate::ratings::PlayerRating>, StoreError> {
        self.get(&keys::rating(pool, user))
    }

    /// Every rating of `pool`.
    pub fn pool_ratings(
        &self,
        pool: &crate::ratings::Pool,
    ) -> Result<Vec<crate::ratings::PlayerRating>, StoreError> {
        self.scan_records(&keys::pool_ratings(pool))
    }

    /// Every stored rating.
    pub fn all_ratings(&self) -> Result<Vec<crate::ratings::PlayerRating>, StoreError> {
        self.scan_records(&keys::ratings())
    }

    /// The players of `pool` who played a rated game of it in `server`.
    pub fn server_players(
        &self,
        server: ServerId,
        pool: &crate::ratings::Pool,
    ) -> Result<Vec<UserId>, StoreError> {
        let prefix = keys::server_players(server, pool);
        let mut users = Vec::new();
        for item in self.db.scan_prefix(&prefix) {
            let (key, _) = item?;
            let bytes = key
                .get(prefix.len()..prefix.len() + 8)
                .and_then(|bytes| <[u8; 8]>::try_from(bytes).ok())
                .ok_or_else(|| StoreError::Corrupt("a player index key is too short".into()))?;
            users.push(UserId(u64::from_be_bytes(bytes)));
        }
        Ok(users)
    }

    /// The sequence number of the last rated game (0 before any).
    pub fn last_rated(&self) -> Result<u64, StoreError> {
        self.counter(keys::LAST_RATED)
    }

    /// Every finished game that has a result (called-off games are left out), by number.
    pub fn finished_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        self.indexed_games(&keys::finished_games(), 0)
    }

    /// Every finished game `user` played, by number.
    pub fn finished_games_of(&self, user: UserId) -> Result<Vec<GameRecord>, StoreError> {
        self.indexed_games(&keys::user_finished(user), 1)
    }

    /// Every finished game played in `server`, by number.
    pub fn finished_games_in(&self, server: ServerId) -> Result<Vec<GameRecord>, StoreError> {
        self.indexed_games(&keys::server_finished(server), 1)
    }

    /// Whether `user` follows `game`.
    pub fn follows(&self, game: GameId, user: UserId) -> Result<bool, StoreError> {
        Ok(self.db.contains_key(keys::follower(game, user))?)
    }

    fn indexed_games(&self, prefix: &[u8], at: usize) -> Result<Vec<GameRecord>, StoreError> {
        let mut games = Vec::new();
        for item in self.db.scan_prefix(prefix) {
            let (key, _) = item?;
            let id = keys::id_at(&key, at)
                .ok_or_else(|| StoreError::Corrupt("an index key is too short".into()))?;
            match self.game(GameId(id)) {
                Ok(Some(record)) => games.push(record),
                Ok(None) => {}
                Err(error) => {
                    tracing::error!(%error, game = id, "an unreadable finished game is skipped")
                }
            }
        }
        Ok(games)
    }

    /// The people who follow game `game`.
    pub fn followers(&self, game: GameId) -> Result<Vec<UserId>, StoreError> {
        Ok(self
            .index(&keys::followers(game))?
            .into_iter()
            .map(|id| UserId(id.0))
            .collect())
    }

    /// Starts or stops `user` following `game`.
    pub fn set_following(
        &self,
        game: GameId,
        user: UserId,
        follow: bool,
    ) -> Result<(), StoreError> {
        let mut batch = Writes::default();
        if follow {
            batch.insert(keys::follower(game, user), b"");
        } else {
            batch.remove(keys::follower(game, user));
        }
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

    /// A game's record.
    pub fn game(&self, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        self.get(&keys::game(id)).map_err(|error| match error {
            StoreError::Corrupt(why) => StoreError::Corrupt(format!("game #{}: {why}", id.0)),
            other => other,
        })
    }

    /// Every ongoing game with a deadline, and when its clock next needs attention, read from the clock
    /// index alone (no game record is read).
    pub fn clocks(&self) -> Result<Vec<(GameId, crate::model::Millis)>, StoreError> {
        let mut clocks = Vec::new();
        for item in self.db.scan_prefix(keys::clocks()) {
            let (key, value) = item?;
            let id = keys::id_at(&key, 0)
                .ok_or_else(|| StoreError::Corrupt("a clock key is too short".into()))?;
            clocks.push((GameId(id), decode(&value)?));
        }
        Ok(clocks)
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

    /// The logs of `games`, in their order.
    pub fn logs(&self, games: &[GameId]) -> Result<Vec<Vec<LogEntry>>, StoreError> {
        games.iter().map(|game| self.log(*game)).collect()
    }

    /// A challenge that is still waiting.
    pub fn challenge(&self, id: ChallengeId) -> Result<Option<ChallengeRecord>, StoreError> {
        self.get(&keys::challenge(id))
    }

    /// Every challenge still waiting, oldest first (for the clock, on start).
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

    /// The waiting challenges made in `channel`, oldest first.
    pub fn challenges_in_channel(
        &self,
        channel: ChannelId,
    ) -> Result<Vec<ChallengeRecord>, StoreError> {
        self.indexed_challenges(&keys::channel_challenges(channel))
    }

    /// The waiting challenges `user` made or was named in, oldest first.
    pub fn challenges_of_user(&self, user: UserId) -> Result<Vec<ChallengeRecord>, StoreError> {
        self.indexed_challenges(&keys::user_challenges(user))
    }

    /// The waiting challenges made in `server`, oldest first.
    pub fn challenges_in_server(
        &self,
        server: ServerId,
    ) -> Result<Vec<ChallengeRecord>, StoreError> {
        self.indexed_challenges(&keys::server_challenges(server))
    }

    fn indexed_challenges(&self, prefix: &[u8]) -> Result<Vec<ChallengeRecord>, StoreError> {
        let mut challenges = Vec::new();
        for item in self.db.scan_prefix(prefix) {
            let (key, _) = item?;
            let id = keys::id_at(&key, 1)
                .ok_or_else(|| StoreError::Corrupt("an index key is too short".into()))?;
            if let Some(challenge) = self.challenge(ChallengeId(id))? {
                challenges.push(challenge);
            }
        }
        Ok(challenges)
    }

    /// Writes a challenge and its index entries.
    fn write_challenge(batch: &mut Writes, challenge: &ChallengeRecord) {
        batch.insert(keys::challenge(challenge.id), encode(challenge));
        for key in Self::challenge_indexes(challenge) {
            batch.insert(key, b"");
        }
    }

    /// The index entries of a challenge: its channel, its server, its challenger and everyone named.
    fn challenge_indexes(challenge: &ChallengeRecord) -> Vec<Vec<u8>> {
        let id = challenge.id;
        let mut keys = vec![
            keys::challenge_in_channel(challenge.channel, id),
            keys::challenge_in_server(challenge.server, id),
            keys::challenge_of_user(challenge.challenger.id, id),
        ];
        keys.extend(
            challenge
                .invited
                .iter()
                .chain(&challenge.joined)
                .map(|user| keys::challenge_of_user(user.id, id)),
        );
        keys
    }

    /// Removes a challenge and its index entries.
    fn unwrite_challenge(&self, batch: &mut Writes, id: ChallengeId) -> Result<(), StoreError> {
        if let Some(challenge) = self.challenge(id)? {
            for key in Self::challenge_indexes(&challenge) {
                batch.remove(key);
            }
        }
        batch.remove(keys::challenge(id));
        Ok(())
    }

    /// Remembers a name the local mode met: a user's or a channel's, by its id.
    pub fn put_local_name(&self, name: &LocalName, text: &str) -> Result<(), StoreError> {
        let mut batch = Writes::default();
        let key = match *name {
            LocalName::User(id) => keys::local_name(0, id.0),
            LocalName::Channel(id) => keys::local_name(1, id.0),
        };
        batch.insert(key, encode(&text));
        self.commit(batch)
    }

    /// Every name the local mode met, in any order.
    pub fn local_names(&self) -> Result<Vec<(LocalName, String)>, StoreError> {
        let mut names = Vec::new();
        for item in self.db.scan_prefix(keys::local_names()) {
            let (key, value) = item?;
            let id = key
                .get(2..10)
                .and_then(|bytes| bytes.try_into().ok())
                .map(u64::from_be_bytes)
                .ok_or_else(|| StoreError::Corrupt("a short local name key".into()))?;
            let name = match key.get(1) {
                Some(0) => LocalName::User(UserId(id)),
                Some(1) => LocalName::Channel(ChannelId(id)),
                _ => return Err(StoreError::Corrupt("a local name of no known kind".into())),
            };
            names.push((name, decode::<String>(&value)?));
        }
        Ok(names)
    }

    /// A user's settings, if they have any.
    pub fn user(&self, id: UserId) -> Result<Option<UserRecord>, StoreError> {
        self.get(&keys::user(id))
    }

    /// Saves a user's settings.
    pub fn put_user(&self, user: &UserRecord) -> Result<(), StoreError> {
        let mut batch = Writes::default();
        batch.insert(keys::user(user.id), encode(user));
        self.commit(batch)
    }

    /// A server's settings.
    pub fn server(&self, id: ServerId) -> Result<Option<ServerRecord>, StoreError> {
        self.get(&keys::server(id))
    }

    /// Saves a server's settings.
    pub fn put_server(&self, server: &ServerRecord) -> Result<(), StoreError> {
        let mut batch = Writes::default();
        batch.insert(keys::server(server.id), encode(server));
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
        let mut batch = Writes::default();
        batch.insert(
            keys::named_setup(setup.user, setup.kind.id(), &setup.name),
            encode(setup),
        );
        self.commit(batch)
    }

    /// Numbers and saves a new challenge, with what its making says (`parcel` gets the new record).
    pub fn create_challenge(
        &self,
        make: impl FnOnce(ChallengeId) -> ChallengeRecord,
        parcel: impl FnOnce(&ChallengeRecord) -> Option<Parcel>,
    ) -> Result<(ChallengeRecord, Option<ParcelId>), StoreError> {
        let _numbering = self
            .numbering
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        let id = ChallengeId(self.counter(keys::LAST_CHALLENGE)? + 1);
        let record = make(id);
        let mut batch = Writes::default();
        batch.insert(keys::LAST_CHALLENGE, encode(&id.0));
        Self::write_challenge(&mut batch, &record);
        let parcel = self.enqueue(&mut batch, parcel(&record).as_ref())?;
        self.commit(batch)?;
        Ok((record, parcel))
    }

    /// Refused unless the stored challenge is still `previous`.
    fn check_challenge(&self, previous: &ChallengeRecord) -> Result<(), StoreError> {
        if self.challenge(previous.id)?.as_ref() != Some(previous) {
            return Err(StoreError::ChallengeChanged(previous.id.0));
        }
        Ok(())
    }

    /// Saves a changed challenge (a seat taken), if it is still as `previous`, with what the change says.
    pub fn put_challenge(
        &self,
        previous: &ChallengeRecord,
        challenge: &ChallengeRecord,
        parcel: Option<&Parcel>,
    ) -> Result<Option<ParcelId>, StoreError> {
        self.check_challenge(previous)?;
        let mut batch = Writes::default();
        Self::write_challenge(&mut batch, challenge);
        let id = self.enqueue(&mut batch, parcel)?;
        self.commit(batch)?;
        Ok(id)
    }

    /// Removes a challenge that ended without a game (declined, withdrawn or expired), if it is still as
    /// `previous`, keeping how it ended, with what the change says.
    pub fn remove_challenge(
        &self,
        previous: &ChallengeRecord,
        end: ChallengeEnd,
        parcel: Option<&Parcel>,
    ) -> Result<Option<ParcelId>, StoreError> {
        self.check_challenge(previous)?;
        let id = previous.id;
        let mut batch = Writes::default();
        self.unwrite_challenge(&mut batch, id)?;
        batch.insert(keys::challenge_end(id), encode(&end));
        let parcel = self.enqueue(&mut batch, parcel)?;
        self.commit(batch)?;
        Ok(parcel)
    }

    /// How a challenge that no longer waits ended, if it ever existed.
    pub fn challenge_end(&self, id: ChallengeId) -> Result<Option<ChallengeEnd>, StoreError> {
        self.db
            .get(keys::challenge_end(id))?
            .map(|bytes| decode(&bytes))
            .transpose()
    }

    /// Returns once every write queued without waiting is durable and applied.
    pub fn settle(&self) -> Result<(), StoreError> {
        match &self.journal {
            Some(journal) => journal.settle(),
            None => Ok(()),
        }
    }

    /// Every parcel not yet delivered, in the order they were made.
    pub fn pending_parcels(&self) -> Result<Vec<(ParcelId, Parcel)>, StoreError> {
        // The parcels forgotten so far, which the journal may not have applied yet.
        self.settle()?;
        let mut parcels = Vec::new();
        for item in self.db.scan_prefix(keys::parcels()) {
            let (key, body) = item?;
            let id = keys::id_at(&key, 0)
                .ok_or_else(|| StoreError::Corrupt("an outbox key is too short".into()))?;
            let mut blobs = Vec::new();
            for blob in self.db.scan_prefix(keys::parcel_blobs(id)) {
                blobs.push(blob?.1.to_vec());
            }
            parcels.push((
                id,
                Parcel {
                    body: body.to_vec(),
                    blobs,
                },
            ));
        }
        Ok(parcels)
    }

    /// The parcels of other processes gone meanwhile: none, since one process holds a sled store.
    pub fn adopt_orphaned_parcels(&self) -> Result<Vec<(ParcelId, Parcel)>, StoreError> {
        Ok(Vec::new())
    }

    /// Forgets a delivered parcel. Nothing waits on the disk for it: should the forgetting be lost in a
    /// crash, the parcel is delivered once more, which is harmless. It goes through the journal, without
    /// waiting for its group, rather than into sled as a batch of its own, which would wake sled's IO
    /// threads for every move (see `journal`).
    pub fn delivered(&self, id: ParcelId) -> Result<(), StoreError> {
        let mut batch = Writes::default();
        batch.remove(keys::parcel(id));
        for blob in self.db.scan_prefix(keys::parcel_blobs(id)).keys() {
            batch.remove(blob?);
        }
        match &self.journal {
            Some(journal) => journal.queue(batch),
            None => batch.apply_to(&self.db),
        }
    }

    /// Adds `parcel` to `batch` under a new number, if there is one.
    fn enqueue(
        &self,
        batch: &mut Writes,
        parcel: Option<&Parcel>,
    ) -> Result<Option<ParcelId>, StoreError> {
        let Some(parcel) = parcel else {
            return Ok(None);
        };
        let id = self.db.generate_id()?;
        batch.insert(keys::parcel(id), parcel.body.as_slice());
        for (index, blob) in parcel.blobs.iter().enumerate() {
            batch.insert(keys::parcel_blob(id, index as u64), blob.as_slice());
        }
        Ok(Some(id))
    }

    /// Turns an accepted challenge into a numbered game, with what its start says (`parcel` gets the new
    /// record), in one atomic write.
    pub fn start_game(
        &self,
        accepted: &ChallengeRecord,
        make: impl FnOnce(GameId) -> GameRecord,
        parcel: impl FnOnce(&GameRecord) -> Option<Parcel>,
    ) -> Result<(GameRecord, Option<ParcelId>), StoreError> {
        let _numbering = self
            .numbering
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        self.check_challenge(accepted)?;
        let accepted = accepted.id;
        let id = GameId(self.counter(keys::LAST_GAME)? + 1);
        let record = make(id);
        let mut batch = Writes::default();
        batch.insert(keys::LAST_GAME, encode(&id.0));
        self.unwrite_challenge(&mut batch, accepted)?;
        batch.insert(
            keys::challenge_end(accepted),
            encode(&ChallengeEnd::Started(id)),
        );
        Self::write_game(&mut batch, None, &record, None);
        let parcel = self.enqueue(&mut batch, parcel(&record).as_ref())?;
        self.commit(batch)?;
        Ok((record, parcel))
    }

    /// Saves a game's new state, with the log entry that produced it if any and what the change says, and
    /// keeps the indexes right; all in one atomic write, flushed before it returns.
    pub fn save_game(
        &self,
        previous: &GameRecord,
        record: &GameRecord,
        entry: Option<&LogEntry>,
        parcel: Option<&Parcel>,
    ) -> Result<Option<ParcelId>, StoreError> {
        let stale = self.changed_meanwhile(previous)?;
        // A game rated now takes the number after the last rated game's; another game rated since its
        // ratings were read makes them stale.
        let rated_meanwhile = match record.rating.as_ref().filter(|_| previous.rating.is_none()) {
            Some(rated) => self.last_rated()? + 1 != rated.seq,
            None => false,
        };
        if stale || rated_meanwhile {
            return Err(StoreError::Conflict(record.id.0));
        }
        let mut batch = Writes::default();
        Self::write_game(&mut batch, Some(previous), record, entry);
        let parcel = self.enqueue(&mut batch, parcel)?;
        self.commit(batch)?;
        Ok(parcel)
    }

    /// Whether the stored game is no longer `previous`. Equal bytes mean equal records, so the stored
    /// record is only decoded when its bytes differ from `previous` written out (as when an older build
    /// wrote it).
    fn changed_meanwhile(&self, previous: &GameRecord) -> Result<bool, StoreError> {
        let Some(stored) = self.db.get(keys::game(previous.id))? else {
            return Ok(false);
        };
        if *stored == *encode(previous) {
            return Ok(false);
        }
        let stored: GameRecord = decode_record(&stored)?;
        Ok(stored != *previous)
    }

    /// Adds a game's new state to `batch`: its record, its log entry, and whichever of its index entries
    /// differ from those of `previous` (the stored state it replaces, or none for a new game).
    fn write_game(
        batch: &mut Writes,
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
        let present = previous.map(index_keys).unwrap_or_default();
        for stale in present.iter().filter(|key| !wanted.contains(key)) {
            batch.remove(stale.as_slice());
        }
        for key in wanted.into_iter().filter(|key| !present.contains(key)) {
            batch.insert(key, b"");
        }
        if let Some(place) = record.place
            && previous.is_none_or(|previous| previous.place != record.place)
        {
            batch.insert(keys::place(place), encode(&record.id.0));
        }
        batch.insert(keys::game(record.id), encode(record));
        if previous
            .is_none_or(|previous| super::next_deadline(previous) != super::next_deadline(record))
        {
            Self::write_clock(batch, record);
        }
        if previous.is_none_or(|previous| {
            (previous.finished, previous.cancelled) != (record.finished, record.cancelled)
        }) {
            for key in Self::finished_keys(record) {
                batch.insert(key, b"");
            }
        }
        if let Some(rated) = record
            .rating
            .as_ref()
            .filter(|_| previous.is_none_or(|previous| previous.rating.is_none()))
        {
            batch.insert(keys::LAST_RATED, encode(&rated.seq));
            for seat in &rated.seats {
                let stored = super::stored_rating(record, rated, seat);
                batch.insert(keys::rating(&rated.pool, seat.user), encode(&stored));
                batch.insert(
                    keys::server_player(record.server, &rated.pool, seat.user),
                    b"",
                );
            }
        }
        if let Some(entry) = entry {
            batch.insert(keys::log_entry(record.id, entry.index), encode(entry));
        }
    }

    /// Up to `limit` games whose clock is due at `now`, earliest deadline first. One process holds a
    /// sled store, so every due game is its own and no claim is recorded (`_until` is not needed).
    pub fn claim_due(
        &self,
        now: crate::model::Millis,
        limit: usize,
        _until: crate::model::Millis,
    ) -> Result<Vec<GameId>, StoreError> {
        let mut games: Vec<(crate::model::Millis, GameId)> = self
            .clocks()?
            .into_iter()
            .filter(|&(_, due)| due <= now)
            .map(|(id, due)| (due, id))
            .collect();
        games.sort_unstable();
        Ok(games.into_iter().take(limit).map(|(_, id)| id).collect())
    }

    /// The waiting challenges that lapsed by `now`, earliest first.
    pub fn lapsed_challenges(
        &self,
        now: crate::model::Millis,
    ) -> Result<Vec<ChallengeId>, StoreError> {
        let mut challenges: Vec<(crate::model::Millis, ChallengeId)> = self
            .challenges()?
            .into_iter()
            .filter(|challenge| challenge.expires <= now)
            .map(|challenge| (challenge.expires, challenge.id))
            .collect();
        challenges.sort_unstable();
        Ok(challenges.into_iter().map(|(_, id)| id).collect())
    }

    /// The first time after `after` when a game clock or a challenge falls due, if any does.
    pub fn next_due(
        &self,
        after: crate::model::Millis,
    ) -> Result<Option<crate::model::Millis>, StoreError> {
        let games = self.clocks()?.into_iter().map(|(_, due)| due);
        let challenges = self
            .challenges()?
            .into_iter()
            .map(|challenge| challenge.expires);
        Ok(games.chain(challenges).filter(|due| *due > after).min())
    }

    /// Every game, finished or not, by number.
    pub fn all_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        self.scan_records(&keys::games())
    }

    /// The counters.
    pub fn counters(&self) -> Result<super::copy::Counters, StoreError> {
        Ok(super::copy::Counters {
            last_game: self.counter(keys::LAST_GAME)?,
            last_challenge: self.counter(keys::LAST_CHALLENGE)?,
            last_rated: self.counter(keys::LAST_RATED)?,
        })
    }

    /// How every ended challenge ended, by number.
    pub fn challenge_ends(&self) -> Result<Vec<(ChallengeId, ChallengeEnd)>, StoreError> {
        let mut ends = Vec::new();
        for item in self.db.scan_prefix(keys::challenge_ends()) {
            let (key, value) = item?;
            let id = keys::id_at(&key, 0)
                .ok_or_else(|| StoreError::Corrupt("a challenge end key is too short".into()))?;
            ends.push((ChallengeId(id), decode(&value)?));
        }
        Ok(ends)
    }

    /// Every user's settings.
    pub fn users(&self) -> Result<Vec<UserRecord>, StoreError> {
        self.scan_records(&keys::users())
    }

    /// Every server's settings.
    pub fn servers(&self) -> Result<Vec<ServerRecord>, StoreError> {
        self.scan_records(&keys::servers())
    }

    /// Every named setup.
    pub fn all_setups(&self) -> Result<Vec<SetupRecord>, StoreError> {
        self.scan_records(&keys::setups())
    }

    /// Who follows which game.
    pub fn all_follows(&self) -> Result<Vec<(GameId, UserId)>, StoreError> {
        let mut follows = Vec::new();
        for item in self.db.scan_prefix(keys::all_followers()) {
            let (key, _) = item?;
            let (Some(game), Some(user)) = (keys::id_at(&key, 0), keys::id_at(&key, 1)) else {
                return Err(StoreError::Corrupt("a follower key is too short".into()));
            };
            follows.push((GameId(game), UserId(user)));
        }
        Ok(follows)
    }

    /// Writes a whole database's records, with their indexes, in one atomic write.
    pub fn load(&self, dump: &super::copy::Dump) -> Result<(), StoreError> {
        let mut batch = Writes::default();
        let counters = dump.counters;
        batch.insert(keys::LAST_GAME, encode(&counters.last_game));
        batch.insert(keys::LAST_CHALLENGE, encode(&counters.last_challenge));
        for (game, log) in &dump.games {
            Self::write_game(&mut batch, None, game, None);
            for entry in log {
                batch.insert(keys::log_entry(game.id, entry.index), encode(entry));
            }
        }
        // Written after the games, whose ratings were those of their own end.
        batch.insert(keys::LAST_RATED, encode(&counters.last_rated));
        for rating in &dump.ratings {
            batch.insert(keys::rating(&rating.pool, rating.user), encode(rating));
        }
        for challenge in &dump.challenges {
            Self::write_challenge(&mut batch, challenge);
        }
        for (id, end) in &dump.challenge_ends {
            batch.insert(keys::challenge_end(*id), encode(end));
        }
        for user in &dump.users {
            batch.insert(keys::user(user.id), encode(user));
        }
        for server in &dump.servers {
            batch.insert(keys::server(server.id), encode(server));
        }
        for setup in &dump.setups {
            batch.insert(
                keys::named_setup(setup.user, setup.kind.id(), &setup.name),
                encode(setup),
            );
        }
        for (game, user) in &dump.follows {
            batch.insert(keys::follower(*game, *user), b"");
        }
        for parcel in &dump.parcels {
            self.enqueue(&mut batch, Some(parcel))?;
        }
        self.commit(batch)
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
                .create_challenge(challenge, |_| Some(parcel(1)))
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
        }
    }

    #[test]
    fn challenges_are_found_by_channel_server_and_user_until_they_go() {
        let store = SledStore::temporary().unwrap();
        let (first, _) = store.create_challenge(challenge, |_| None).unwrap();
        let mut second = challenge(ChallengeId(0));
        second.channel = ChannelId(2);
        second.invited = vec![crate::model::User {
            id: UserId(9),
            name: "bob".into(),
        }];
        let (second, _) = store
            .create_challenge(|id| ChallengeRecord { id, ..second }, |_| None)
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
