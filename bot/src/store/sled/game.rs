//! Games: their records, logs and indexes, their clocks and the claims on them, the finished games, and
//! the ratings written with a game's end.

use super::SledStore;
use crate::model::{ChannelId, GameId, ServerId, UserId};
use crate::store::journal::Writes;
use crate::store::keys;
use crate::store::{
    ChallengeEnd, ChallengeRecord, GameRecord, LogEntry, Parcel, ParcelId, Quota, StoreError,
    decode, decode_record, encode,
};

impl SledStore {
    /// Keeps a game's clock entry: when its clock next needs attention, or none.
    pub(super) fn write_clock(batch: &mut Writes, record: &GameRecord) {
        match crate::store::next_deadline(record) {
            Some(due) => batch.insert(keys::clock(record.id), encode(&due)),
            None => batch.remove(keys::clock(record.id)),
        }
    }

    /// The finished-games index entries of a game: none while it goes on or when it was called off.
    pub(super) fn finished_keys(record: &GameRecord) -> Vec<Vec<u8>> {
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
        pool: &crate::model::Pool,
    ) -> Result<Option<crate::ratings::PlayerRating>, StoreError> {
        self.get(&keys::rating(pool, user))
    }

    /// Every rating of `pool`.
    pub fn pool_ratings(
        &self,
        pool: &crate::model::Pool,
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
        pool: &crate::model::Pool,
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

    /// Turns an accepted challenge into a numbered game, with what its start says (`parcel` gets the new
    /// record), in one atomic write.
    pub fn start_game(
        &self,
        accepted: &ChallengeRecord,
        make: impl FnOnce(GameId) -> GameRecord,
        parcel: impl FnOnce(&GameRecord) -> Option<Parcel>,
        quota: &Quota,
    ) -> Result<(GameRecord, Option<ParcelId>), StoreError> {
        let _numbering = self
            .numbering
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        self.check_challenge(accepted)?;
        let accepted = accepted.id;
        let id = GameId(self.counter(keys::LAST_GAME)? + 1);
        let record = make(id);
        for player in record.distinct_players() {
            quota.check_player(player, self.games_of_user(player.id)?.len())?;
        }
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
    pub(super) fn write_game(
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
        if previous.is_none_or(|previous| {
            crate::store::next_deadline(previous) != crate::store::next_deadline(record)
        }) {
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
                let stored = crate::store::stored_rating(record, rated, seat);
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
}
