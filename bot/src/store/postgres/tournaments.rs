//! Tournaments: numbered as they are made, and each change written only over the version it was made from.

use super::PgStore;
use super::pool::{Queries, Tx};
use super::rows::{id, sql};
use crate::model::{GameId, ServerId, TournamentId};
use crate::store::tournament::{check_numbering, next_version};
use crate::store::{GameRecord, Parcel, ParcelId, StoreError, TournamentRecord, encode, quota};

impl PgStore {
    /// A tournament, whatever its stage.
    pub fn tournament(&self, id: TournamentId) -> Result<Option<TournamentRecord>, StoreError> {
        self.record(
            "SELECT record FROM tournaments WHERE id = $1",
            &[&sql(id.0)],
        )
    }

    /// Every tournament, by number.
    pub fn all_tournaments(&self) -> Result<Vec<TournamentRecord>, StoreError> {
        self.records("SELECT record FROM tournaments ORDER BY id", &[])
    }

    /// The open tournaments of `server`, oldest first.
    pub fn open_tournaments(&self, server: ServerId) -> Result<Vec<TournamentRecord>, StoreError> {
        self.records(
            "SELECT record FROM tournaments WHERE server = $1 AND open ORDER BY id",
            &[&sql(server.0)],
        )
    }

    /// The open tournaments of every server.
    pub fn every_open_tournament(&self) -> Result<Vec<TournamentRecord>, StoreError> {
        self.records("SELECT record FROM tournaments WHERE open ORDER BY id", &[])
    }

    /// Inserts a tournament's row.
    pub(super) fn insert_tournament(
        transaction: &mut Tx<'_>,
        tournament: &TournamentRecord,
    ) -> Result<(), StoreError> {
        transaction.execute(
            "INSERT INTO tournaments (id, server, open, version, record) VALUES ($1, $2, $3, $4, $5)",
            &[
                &sql(tournament.id.0),
                &sql(tournament.server.0),
                &tournament.is_open(),
                &sql(tournament.version),
                &encode(tournament),
            ],
        )?;
        Ok(())
    }

    /// Numbers and saves a new tournament, unless its server has `open_per_server` open already.
    ///
    /// Tournaments are numbered one at a time (the counter's row stays locked until the commit), so the
    /// open tournaments counted after the numbering include every one made before.
    pub fn create_tournament(
        &self,
        make: impl FnOnce(TournamentId) -> TournamentRecord,
        parcel: impl FnOnce(&TournamentRecord) -> Option<Parcel>,
        open_per_server: usize,
    ) -> Result<(TournamentRecord, Option<ParcelId>), StoreError> {
        let mut client = self.pool.get()?;
        let mut transaction = client.transaction()?;
        let id = TournamentId(Self::next(&mut transaction, "last_tournament")?);
        let record = TournamentRecord {
            version: 0,
            ..make(id)
        };
        let open: i64 = transaction
            .query_one(
                "SELECT count(*) FROM tournaments WHERE server = $1 AND open",
                &[&sql(record.server.0)],
            )?
            .get(0);
        let open = usize::try_from(open).unwrap_or(usize::MAX);
        quota::check_tournaments(record.server, open, open_per_server)?;
        Self::insert_tournament(&mut transaction, &record)?;
        let parcel = self.enqueue(&mut transaction, parcel(&record).as_ref())?;
        transaction.commit()?;
        Ok((record, parcel))
    }

    /// Saves a changed tournament at the version after `previous`, if the stored one is still at
    /// `previous`'s, with what the change says: the update names the version it replaces, so of two
    /// writers changing one version only the first writes.
    pub fn put_tournament(
        &self,
        previous: &TournamentRecord,
        tournament: &TournamentRecord,
        parcel: Option<&Parcel>,
    ) -> Result<(TournamentRecord, Option<ParcelId>), StoreError> {
        let record = next_version(previous, tournament);
        let mut client = self.pool.get()?;
        let mut transaction = client.transaction()?;
        let updated = transaction.execute(
            "UPDATE tournaments SET server = $2, open = $3, version = $4, record = $5
             WHERE id = $1 AND version = $6",
            &[
                &sql(record.id.0),
                &sql(record.server.0),
                &record.is_open(),
                &sql(record.version),
                &encode(&record),
                &sql(previous.version),
            ],
        )?;
        if updated == 0 {
            return Err(StoreError::TournamentChanged(previous.id.0));
        }
        let parcel = self.enqueue(&mut transaction, parcel)?;
        transaction.commit()?;
        Ok((record, parcel))
    }

    /// Pairs a round and opens its games in one transaction, on the tournament's row locked at
    /// `previous`'s version: numbers reserved for its games, the games written, the tournament updated.
    pub fn start_round(
        &self,
        previous: &TournamentRecord,
        games: usize,
        make: impl FnOnce(GameId) -> (TournamentRecord, Vec<GameRecord>),
        parcel: impl FnOnce(&TournamentRecord, &[GameRecord]) -> Option<Parcel>,
    ) -> Result<(TournamentRecord, Vec<GameRecord>, Option<ParcelId>), StoreError> {
        let mut client = self.pool.get()?;
        let mut transaction = client.transaction()?;
        let stored = transaction.query_opt(
            "SELECT version FROM tournaments WHERE id = $1 FOR UPDATE",
            &[&sql(previous.id.0)],
        )?;
        if stored.map(|row| id(row.get(0))) != Some(previous.version) {
            return Err(StoreError::TournamentChanged(previous.id.0));
        }
        let last: i64 = transaction
            .query_one(
                "UPDATE meta SET value = value + $2 WHERE key = $1 RETURNING value",
                &[&"last_game", &sql(games as u64)],
            )?
            .get(0);
        let first = GameId(id(last) + 1 - games as u64);
        let (tournament, made) = make(first);
        assert_eq!(made.len(), games, "a round opens the games it reserved");
        check_numbering(first, &made);
        let record = next_version(previous, &tournament);
        for game in &made {
            Self::write_game(&mut transaction, None, game, None)?;
        }
        transaction.execute(
            "UPDATE tournaments SET server = $2, open = $3, version = $4, record = $5 WHERE id = $1",
            &[
                &sql(record.id.0),
                &sql(record.server.0),
                &record.is_open(),
                &sql(record.version),
                &encode(&record),
            ],
        )?;
        let parcel = self.enqueue(&mut transaction, parcel(&record, &made).as_ref())?;
        transaction.commit()?;
        Ok((record, made, parcel))
    }
}
