//! Games' analyses, and the index of those someone waits for.

use super::SledStore;
use crate::model::GameId;
use crate::store::journal::Writes;
use crate::store::{AnalysisRecord, StoreError, encode, keys};

impl SledStore {
    /// A game's analysis, if one was asked for.
    pub fn analysis(&self, game: GameId) -> Result<Option<AnalysisRecord>, StoreError> {
        self.get(&keys::analysis(game))
    }

    /// Saves a game's analysis, and whether someone waits for it, in one write.
    pub fn put_analysis(&self, analysis: &AnalysisRecord) -> Result<(), StoreError> {
        let mut batch = Writes::default();
        Self::write_analysis(&mut batch, analysis);
        self.commit(batch)
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
}
