//! Tournaments: numbered as they are made, each change checked against the stored version, and the index
//! of each server's open ones.

use super::SledStore;
use crate::model::{ServerId, TournamentId};
use crate::store::journal::Writes;
use crate::store::tournament::next_version;
use crate::store::{Parcel, ParcelId, StoreError, TournamentRecord, encode, keys, quota};

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
        let mut tournaments = Vec::new();
        for item in self.db.scan_prefix(keys::open_tournaments(server)) {
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
        let stored = self.tournament(previous.id)?;
        if stored.map(|stored| stored.version) != Some(previous.version) {
            return Err(StoreError::TournamentChanged(previous.id.0));
        }
        let record = next_version(previous, tournament);
        let mut batch = Writes::default();
        Self::write_tournament(&mut batch, &record);
        let parcel = self.enqueue(&mut batch, parcel)?;
        self.commit(batch)?;
        Ok((record, parcel))
    }
}
