//! Live games: each game in memory under its own lock, so that commands for one game run one at a time
//! while different games proceed in parallel. Every change is committed to the store before the in-memory
//! game is replaced, so memory never runs ahead of the disk.

use super::Failure;
use super::api::{Effect, Receipt};
use super::outbox::{self, Asker};
use crate::model::{GameId, Millis};
use crate::store::records::standing_entries;
use crate::store::{GameRecord, LogEntry, LoggedAction, SCHEMA_VERSION, Store, StoreError};
use games::{Game, RuleError};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

/// A game in memory: its stored record and its rules state.
#[derive(Debug)]
pub struct Session {
    /// The record as it is on disk.
    pub record: GameRecord,
    /// The rules state, equal to the record's snapshot.
    pub game: Box<dyn Game>,
}

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

impl Session {
    /// Brings a game back: from its record's snapshot when the snapshot is of the shape this build writes
    /// and reads back, else by replaying its log from its options and seed (the log is what a game is; the
    /// snapshot only saves the replay).
    pub fn restore(record: GameRecord, store: &Store) -> Result<Self, RestoreError> {
        let cached = (record.snapshot_version == record.kind.snapshot_version)
            .then(|| record.kind.restore(&record.snapshot).ok())
            .flatten();
        let game = match cached {
            Some(game) => game,
            None => {
                tracing::info!(game = record.id.0, "rebuilding a game from its log");
                replay(&record, &store.log(record.id)?)?
            }
        };
        Ok(Self { record, game })
    }

    /// Commits `next` (a changed copy of the game) with the log entry for `action` and what the change
    /// says, then makes it the live game. `update` sets the record's clock and offers; `say` builds the
    /// effects from the new record and game, which are stored in the same write (the outbox) and returned
    /// ending with their receipt. Nothing is kept when building or storing fails.
    #[allow(clippy::too_many_arguments)]
    pub fn commit(
        &mut self,
        store: &Store,
        next: Box<dyn Game>,
        action: Option<LoggedAction>,
        now: Millis,
        update: impl FnOnce(&mut GameRecord),
        say: impl FnOnce(&GameRecord, &dyn Game) -> Result<Vec<Effect>, Failure>,
        asker: Option<Asker>,
    ) -> Result<Vec<Effect>, Failure> {
        let mut record = self.record.clone();
        let snapshot = next.snapshot();
        record.snapshot = snapshot.json;
        record.snapshot_version = snapshot.version;
        record.schema = SCHEMA_VERSION;
        record.finished = next.outcome().is_some();
        let entry = action.map(|action| {
            let entry = LogEntry {
                schema: SCHEMA_VERSION,
                index: record.log_len,
                action,
                at: now,
            };
            record.log_len += 1;
            entry
        });
        update(&mut record);
        if record.finished {
            record.deadline = None;
            record.draw_offers.clear();
            record.takeback = None;
        }
        // A game that ends now is rated in the same write as its end, with the ratings held still from
        // reading the players' old ratings until the new ones are written.
        let ends = record.finished && !self.record.finished;
        let _ratings = ends.then(|| store.lock_ratings());
        if ends {
            record.ended = Some(now);
            record.outcome = next.outcome();
            record.rating = crate::ratings::settle(store, &record, next.as_ref())?;
        }
        let effects = say(&record, next.as_ref())?;
        let parcel = outbox::pack(&effects, asker);
        let stored = store.save_game(&self.record, &record, entry.as_ref(), parcel.as_ref())?;
        self.record = record;
        self.game = next;
        Ok(with_receipt(effects, stored))
    }

    /// Saves a change to the record alone (a draw offer, a sent reminder, the game's place) with what it
    /// says, like [`Session::commit`].
    pub fn save(
        &mut self,
        store: &Store,
        update: impl FnOnce(&mut GameRecord),
        say: impl FnOnce(&GameRecord, &dyn Game) -> Result<Vec<Effect>, Failure>,
        asker: Option<Asker>,
    ) -> Result<Vec<Effect>, Failure> {
        let mut record = self.record.clone();
        record.schema = SCHEMA_VERSION;
        update(&mut record);
        let effects = say(&record, self.game.as_ref())?;
        let parcel = outbox::pack(&effects, asker);
        let stored = store.save_game(&self.record, &record, None, parcel.as_ref())?;
        self.record = record;
        Ok(with_receipt(effects, stored))
    }
}

/// `effects`, ending with the receipt of their parcel when they were stored.
pub fn with_receipt(mut effects: Vec<Effect>, stored: Option<u64>) -> Vec<Effect> {
    effects.extend(stored.map(|id| Effect::Done(Receipt(id))));
    effects
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
            LoggedAction::Takeback { .. } => Err(RuleError(
                "a takeback among the entries that count".to_owned(),
            )),
        };
        result.map_err(|error| fail(format!("entry {}: {error}", entry.index)))?;
    }
    Ok(game)
}

/// Every game loaded so far, each under its own lock.
///
/// On a database other processes share, a game in memory may be behind the stored one: each
/// [`Sessions::get`] compares it with the stored record and brings it up to date, and a change made from
/// a game that another process changed after that is refused by the store ([`StoreError::Conflict`]), so
/// a stale game can delay a command but never be written.
#[derive(Debug)]
pub struct Sessions {
    live: Mutex<HashMap<GameId, Arc<Mutex<Session>>>>,
    /// Whether other processes may change the stored games.
    shared: bool,
}

impl Sessions {
    /// No game loaded yet; `shared` when other processes may change the stored games.
    pub fn new(shared: bool) -> Self {
        Self {
            live: Mutex::new(HashMap::new()),
            shared,
        }
    }

    /// Adds a game that was just created or restored.
    pub fn insert(&self, session: Session) {
        let id = session.record.id;
        self.map().insert(id, Arc::new(Mutex::new(session)));
    }

    /// The game `id`, loaded from the store the first time (on a shared database, brought up to date with
    /// the stored record every time); `None` if there is no such game.
    pub fn get(
        &self,
        store: &Store,
        id: GameId,
    ) -> Result<Option<Arc<Mutex<Session>>>, RestoreError> {
        let loaded = self.map().get(&id).cloned();
        if let Some(session) = loaded {
            if self.shared {
                refresh(&session, store)?;
            }
            return Ok(Some(session));
        }
        let Some(record) = store.game(id)? else {
            return Ok(None);
        };
        let session = Arc::new(Mutex::new(Session::restore(record, store)?));
        Ok(Some(Arc::clone(self.map().entry(id).or_insert(session))))
    }

    fn map(&self) -> MutexGuard<'_, HashMap<GameId, Arc<Mutex<Session>>>> {
        self.live
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
    }
}

/// Replaces a game in memory by the stored one when another process changed it.
fn refresh(session: &Mutex<Session>, store: &Store) -> Result<(), RestoreError> {
    let mut session = lock(session);
    match store.game(session.record.id)? {
        Some(stored) if stored != session.record => {
            tracing::debug!(
                game = stored.id.0,
                "a game changed by another process is read again"
            );
            *session = Session::restore(stored, store)?;
        }
        _ => {}
    }
    Ok(())
}

/// Locks one game. A panic while a game was locked cannot leave it half-changed (changes are committed
/// whole), so a poisoned lock is taken over.
pub fn lock(session: &Mutex<Session>) -> MutexGuard<'_, Session> {
    session.lock().unwrap_or_else(|poison| poison.into_inner())
}
