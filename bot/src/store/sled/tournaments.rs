//! Tournaments: numbered as they are made, each change checked against the stored version, and the index
//! of each server's open ones.

use super::SledStore;
use crate::model::GameId;
use crate::model::{ServerId, TournamentId};
use crate::store::journal::Writes;
use crate::store::tournament::{check_numbering, next_version};
use crate::store::{
    GameRecord, Parcel, ParcelId, StoreError, TournamentRecord, decode, encode, keys, quota,
};
use serde::Deserialize;

impl SledStore {
    /// A tournament, whatever its stage.
    pub fn tournament(&self, id: TournamentId) -> Result<Option<TournamentRecord>, StoreError> {
        self.get(&keys::tournament(id))
    }

    /// Every tournament, by number.
    pub fn all_tournaments(&self) -> Result<Vec<TournamentRecord>, StoreError> {
        self.scan_records(&keys::tournaments())
    }

    /// The open tournaments of `server`, oldest first.
    pub fn open_tournaments(&self, server: ServerId) -> Result<Vec<TournamentRecord>, StoreError> {
        self.open_under(keys::open_tournaments(server))
    }

    /// The open tournaments of every server.
    pub fn every_open_tournament(&self) -> Result<Vec<TournamentRecord>, StoreError> {
        self.open_under(keys::every_open_tournament())
    }

    /// The open tournaments whose index entries start with `prefix`.
    fn open_under(&self, prefix: Vec<u8>) -> Result<Vec<TournamentRecord>, StoreError> {
        let mut tournaments = Vec::new();
        for item in self.db.scan_prefix(prefix) {
            let (key, _) = item?;
            let id = keys::id_at(&key, 1)
                .ok_or_else(|| StoreError::Corrupt("a tournament key is too short".into()))?;
            tournaments.extend(self.tournament(TournamentId(id))?);
        }
        Ok(tournaments)
    }

    /// Adds the writes of a tournament, and of whether it is open, to `batch`.
    pub(super) fn write_tournament(batch: &mut Writes, tournament: &TournamentRecord) {
        batch.insert(keys::tournament(tournament.id), encode(tournament));
        let open = keys::open_tournament(tournament.server, tournament.id);
        if tournament.is_open() {
            batch.insert(open, b"");
        } else {
            batch.remove(open);
        }
    }

    /// Numbers and saves a new tournament, unless its server has `open_per_server` open already.
    pub fn create_tournament(
        &self,
        make: impl FnOnce(TournamentId) -> TournamentRecord,
        parcel: impl FnOnce(&TournamentRecord) -> Option<Parcel>,
        open_per_server: usize,
    ) -> Result<(TournamentRecord, Option<ParcelId>), StoreError> {
        let _writing = self
            .tournaments
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        let id = TournamentId(self.counter(keys::LAST_TOURNAMENT)? + 1);
        let record = TournamentRecord {
            version: 0,
            ..make(id)
        };
        let open = self.open_tournaments(record.server)?.len();
        quota::check_tournaments(record.server, open, open_per_server)?;
        let mut batch = Writes::default();
        batch.insert(keys::LAST_TOURNAMENT, encode(&id.0));
        Self::write_tournament(&mut batch, &record);
        let parcel = self.enqueue(&mut batch, parcel(&record).as_ref())?;
        self.commit(batch)?;
        Ok((record, parcel))
    }

    /// Saves a changed tournament at the version after `previous`, if the stored one is still at
    /// `previous`'s, with what the change says.
    pub fn put_tournament(
        &self,
        previous: &TournamentRecord,
        tournament: &TournamentRecord,
        parcel: Option<&Parcel>,
    ) -> Result<(TournamentRecord, Option<ParcelId>), StoreError> {
        let _writing = self
            .tournaments
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        self.check_version(previous)?;
        let record = next_version(previous, tournament);
        let mut batch = Writes::default();
        Self::write_tournament(&mut batch, &record);
        let parcel = self.enqueue(&mut batch, parcel)?;
        self.commit(batch)?;
        Ok((record, parcel))
    }

    /// Refused unless the stored tournament is at `previous`'s version.
    fn check_version(&self, previous: &TournamentRecord) -> Result<(), StoreError> {
        if self.stored_version(previous.id)? != Some(previous.version) {
            return Err(StoreError::TournamentChanged(previous.id.0));
        }
        Ok(())
    }

    /// The version of the stored tournament `id`, read without decoding the rest of its record (an
    /// arena's grows with every game played). Its schema needs no check: only this process writes the
    /// database, and the record checked against came from a whole read, which refuses a newer schema.
    fn stored_version(&self, id: TournamentId) -> Result<Option<u64>, StoreError> {
        /// What a version check needs of a stored tournament.
        #[derive(Deserialize)]
        struct Stored {
            version: u64,
        }
        self.db
            .get(keys::tournament(id))?
            .map(|bytes| decode::<Stored>(&bytes).map(|stored| stored.version))
            .transpose()
    }

    /// Pairs a round and opens its games in one atomic write, if the stored tournament is still at
    /// `previous`'s version.
    pub fn start_round(
        &self,
        previous: &TournamentRecord,
        games: usize,
        make: impl FnOnce(GameId) -> (TournamentRecord, Vec<GameRecord>),
        parcel: impl FnOnce(&TournamentRecord, &[GameRecord]) -> Option<Parcel>,
    ) -> Result<(TournamentRecord, Vec<GameRecord>, Option<ParcelId>), StoreError> {
        let _numbering = self
            .numbering
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        let _writing = self
            .tournaments
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        self.check_version(previous)?;
        let last = self.counter(keys::LAST_GAME)?;
        let (tournament, made) = make(GameId(last + 1));
        assert_eq!(made.len(), games, "a round opens the games it reserved");
        check_numbering(GameId(last + 1), &made);
        let record = next_version(previous, &tournament);
        let mut batch = Writes::default();
        batch.insert(keys::LAST_GAME, encode(&(last + games as u64)));
        for game in &made {
            Self::write_game(&mut batch, None, game, None);
        }
        Self::write_tournament(&mut batch, &record);
        let parcel = self.enqueue(&mut batch, parcel(&record, &made).as_ref())?;
        self.commit(batch)?;
        Ok((record, made, parcel))
    }
}
