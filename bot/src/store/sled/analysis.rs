//! Games' analyses, and the index of those someone waits for.

use super::SledStore;
use crate::model::{GameId, Millis};
use crate::store::journal::Writes;
use crate::store::{AnalysisRecord, StoreError, encode, keys};

impl SledStore {
    /// A game's analysis, if one was asked for.
    pub fn analysis(&self, game: GameId) -> Result<Option<AnalysisRecord>, StoreError> {
        self.get(&keys::analysis(game))
    }

    /// Writes `after` as its game's analysis, and whether someone waits for it, if the stored one is
    /// still `before` (`None`: none is); says whether it did.
    pub fn swap_analysis(
        &self,
        before: Option<&AnalysisRecord>,
        after: &AnalysisRecord,
    ) -> Result<bool, StoreError> {
        let _analyses = self
            .analyses
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        if self.analysis(after.game)?.as_ref() != before {
            return Ok(false);
        }
        let mut batch = Writes::default();
        Self::write_analysis(&mut batch, after);
        self.commit(batch)?;
        Ok(true)
    }

    /// Whether someone waits for `game`'s analysis. One process holds a sled store, so its claim is
    /// always this process's and none is recorded (`_now` and `_until` are not needed).
    pub fn claim_analysis(
        &self,
        game: GameId,
        _now: Millis,
        _until: Millis,
    ) -> Result<bool, StoreError> {
        Ok(self.db.contains_key(keys::analysis_waiting(game))?)
    }

    /// Adds the writes of a game's analysis, and of whether someone waits for it, to `batch`.
    pub(super) fn write_analysis(batch: &mut Writes, analysis: &AnalysisRecord) {
        batch.insert(keys::analysis(analysis.game), encode(analysis));
        let waiting = keys::analysis_waiting(analysis.game);
        if analysis.waiting.is_empty() {
            batch.remove(waiting);
        } else {
            batch.insert(waiting, b"");
        }
    }

    /// Every game's analysis, by game.
    pub fn all_analyses(&self) -> Result<Vec<AnalysisRecord>, StoreError> {
        self.scan_records(&keys::analyses())
    }

    /// The games whose analysis someone waits for, in order.
    pub fn analyses_waiting(&self) -> Result<Vec<GameId>, StoreError> {
        let mut games = Vec::new();
        for item in self.db.scan_prefix(keys::analyses_waiting()) {
            let (key, _) = item?;
            let id = keys::id_at(&key, 0)
                .ok_or_else(|| StoreError::Corrupt("an analysis key is too short".into()))?;
            games.push(GameId(id));
        }
        Ok(games)
    }

    /// The games whose analysis someone waits for: with one process, no claim of another holds them.
    pub fn analyses_unclaimed(&self, _now: Millis) -> Result<Vec<GameId>, StoreError> {
        self.analyses_waiting()
    }
}
