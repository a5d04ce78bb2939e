//! Rebuilding a game from its record and log: the log is what a game is, and the stored state only a
//! cache of replaying it.

use super::StoreError;
use super::records::{GameRecord, LogEntry, LoggedAction, standing_entries};
use games::{Game, RuleError};

/// Why a game could not be brought back from its record.
#[derive(Debug, thiserror::Error)]
pub enum RestoreError {
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// Replaying the log failed.
    #[error("game #{0} does not replay: {1}")]
    Replay(u64, String),
}

/// Rebuilds a game from its options, seed and log: what the snapshot must equal. Entries a takeback
/// took back are left out ([`standing_entries`]).
pub fn replay(record: &GameRecord, log: &[LogEntry]) -> Result<Box<dyn Game>, RestoreError> {
    replay_entries(record, &standing_entries(log))
}

/// Creates a game from its options and seed and applies `entries` (plays and interventions), in order.
pub fn replay_entries(
    record: &GameRecord,
    entries: &[&LogEntry],
) -> Result<Box<dyn Game>, RestoreError> {
    let fail = |why: String| RestoreError::Replay(record.id.0, why);
    let mut game = record
        .kind
        .create(&record.options, record.seed)
        .map_err(|error| fail(error.to_string()))?;
    for entry in entries {
        let result: Result<(), RuleError> = match &entry.action {
            LoggedAction::Play { seat, action } => game.play(*seat, action).map(drop),
            LoggedAction::Intervene(intervention) => game.intervene(*intervention).map(drop),
            LoggedAction::Takeback { .. } => {
                Err(RuleError::new("a takeback among the entries that count"))
            }
        };
        result.map_err(|error| fail(format!("entry {}: {error}", entry.index)))?;
    }
    Ok(game)
}
