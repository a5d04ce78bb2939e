//! Games' analyses, which of them someone waits for, and the claims of the processes searching them.

use super::PgStore;
use super::pool::Queries;
use super::rows::sql;
use crate::model::{GameId, Millis};
use crate::store::{AnalysisRecord, StoreError, decode_record, encode};

impl PgStore {
    /// A game's analysis, if one was asked for.
    pub fn analysis(&self, game: GameId) -> Result<Option<AnalysisRecord>, StoreError> {
        self.record(
            "SELECT record FROM analyses WHERE game = $1",
            &[&sql(game.0)],
        )
    }

    /// Writes `after` as its game's analysis if the stored one is still `before` (`None`: none is), in
    /// one transaction holding the row; says whether it did. A write that leaves nobody waiting ends the
    /// claim on the analysis.
    pub fn swap_analysis(
        &self,
        before: Option<&AnalysisRecord>,
        after: &AnalysisRecord,
    ) -> Result<bool, StoreError> {
        let game = sql(after.game.0);
        let waiting = !after.waiting.is_empty();
        let mut client = self.pool.get()?;
        let mut transaction = client.transaction()?;
        let Some(before) = before else {
            let inserted = transaction.execute(
                "INSERT INTO analyses (game, waiting, record) VALUES ($1, $2, $3)
                 ON CONFLICT (game) DO NOTHING",
                &[&game, &waiting, &encode(after)],
            )?;
            transaction.commit()?;
            return Ok(inserted == 1);
        };
        let stored = transaction.query_opt(
            "SELECT record FROM analyses WHERE game = $1 FOR UPDATE",
            &[&game],
        )?;
        let stored: Option<AnalysisRecord> = stored
            .map(|row| decode_record(row.get::<_, &[u8]>(0)))
            .transpose()?;
        if stored.as_ref() != Some(before) {
            return Ok(false);
        }
        transaction.execute(
            "UPDATE analyses SET waiting = $2, record = $3,
                 claimed_until = CASE WHEN $2 THEN claimed_until ELSE 0 END
             WHERE game = $1",
            &[&game, &waiting, &encode(after)],
        )?;
        transaction.commit()?;
        Ok(true)
    }

    /// Claims `game`'s analysis for this process until `until`, or renews this process's claim, if
    /// someone waits for it and no other process holds a claim at `now`; says whether the claim is this
    /// process's.
    pub fn claim_analysis(
        &self,
        game: GameId,
        now: Millis,
        until: Millis,
    ) -> Result<bool, StoreError> {
        let claimed = self.pool.get()?.execute(
            "UPDATE analyses SET claimed_by = $2, claimed_until = $4
             WHERE game = $1 AND waiting AND (claimed_by = $2 OR claimed_until <= $3)",
            &[&sql(game.0), &self.process, &sql(now), &sql(until)],
        )?;
        Ok(claimed == 1)
    }

    /// Every game's analysis, by game.
    pub fn all_analyses(&self) -> Result<Vec<AnalysisRecord>, StoreError> {
        self.records("SELECT record FROM analyses ORDER BY game", &[])
    }

    /// The games whose analysis someone waits for, in order.
    pub fn analyses_waiting(&self) -> Result<Vec<GameId>, StoreError> {
        let games = self.ids("SELECT game FROM analyses WHERE waiting ORDER BY game", &[])?;
        Ok(games.into_iter().map(GameId).collect())
    }

    /// The games whose analysis someone waits for and no process holds a claim to at `now`, in order.
    pub fn analyses_unclaimed(&self, now: Millis) -> Result<Vec<GameId>, StoreError> {
        let games = self.ids(
            "SELECT game FROM analyses WHERE waiting AND claimed_until <= $1 ORDER BY game",
            &[&sql(now)],
        )?;
        Ok(games.into_iter().map(GameId).collect())
    }
}
