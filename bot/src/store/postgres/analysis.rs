//! Games' analyses, and which of them someone waits for.

use super::PgStore;
use super::pool::Queries;
use super::rows::{id, sql};
use crate::model::GameId;
use crate::store::{AnalysisRecord, StoreError, encode};

impl PgStore {
    /// A game's analysis, if one was asked for.
    pub fn analysis(&self, game: GameId) -> Result<Option<AnalysisRecord>, StoreError> {
        self.record(
            "SELECT record FROM analyses WHERE game = $1",
            &[&sql(game.0)],
        )
    }

    /// Saves a game's analysis, and whether someone waits for it.
    pub fn put_analysis(&self, analysis: &AnalysisRecord) -> Result<(), StoreError> {
        let waiting = !analysis.waiting.is_empty();
        self.pool.get()?.execute(
            "INSERT INTO analyses (game, waiting, record) VALUES ($1, $2, $3)
             ON CONFLICT (game) DO UPDATE SET waiting = excluded.waiting, record = excluded.record",
            &[&sql(analysis.game.0), &waiting, &encode(analysis)],
        )?;
        Ok(())
    }

    /// Every game's analysis, by game.
    pub fn all_analyses(&self) -> Result<Vec<AnalysisRecord>, StoreError> {
        self.records("SELECT record FROM analyses ORDER BY game", &[])
    }

    /// The games whose analysis someone waits for, in order.
    pub fn analyses_waiting(&self) -> Result<Vec<GameId>, StoreError> {
        let rows = self
            .pool
            .get()?
            .query("SELECT game FROM analyses WHERE waiting ORDER BY game", &[])?;
        Ok(rows.iter().map(|row| GameId(id(row.get(0)))).collect())
    }
}
