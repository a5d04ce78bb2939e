//! Live games: each game in memory under its own lock, so that commands for one game run one at a time
//! while different games proceed in parallel. Every change is committed to the store before the in-memory
//! game is replaced, so memory never runs ahead of the disk.

use super::Failure;
use super::api::{Effect, Receipt};
use super::outbox::{self, Asker};
use crate::model::{GameId, Millis};
use crate::store::{
    GameRecord, LogEntry, LoggedAction, RestoreError, SCHEMA_VERSION, Store, replay,
};
use games::Game;
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
    /// says, then makes it the live game. `update` sets the record's clock and offers, given the game as
    /// it stood before the change; `say` builds the effects from the new record and game, which are stored in the same write (the outbox) and returned
    /// ending with their receipt. Nothing is kept when building or storing fails.
    #[allow(clippy::too_many_arguments)]
    pub fn commit(
        &mut self,
        store: &Store,
        next: Box<dyn Game>,
        action: Option<LoggedAction>,
        now: Millis,
        update: impl FnOnce(&mut GameRecord, &dyn Game),
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
        update(&mut record, self.game.as_ref());
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
    /// says, like [`Session::commit`]; `update` is given the game as it stands.
    pub fn save(
        &mut self,
        store: &Store,
        update: impl FnOnce(&mut GameRecord, &dyn Game),
        say: impl FnOnce(&GameRecord, &dyn Game) -> Result<Vec<Effect>, Failure>,
        asker: Option<Asker>,
    ) -> Result<Vec<Effect>, Failure> {
        let mut record = self.record.clone();
        record.schema = SCHEMA_VERSION;
        update(&mut record, self.game.as_ref());
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

/// How many games stay in memory when no command holds them; the least recently used beyond that are
/// forgotten (they are on disk, and come back on their next command).
pub const LIVE_GAMES: usize = 2_000;

/// The games in memory, each under its own lock: every game in use, and the most recently used others.
///
/// On a database other processes share, a game in memory may be behind the stored one: each
/// [`Sessions::get`] compares it with the stored record and brings it up to date, and a change made from
/// a game that another process changed after that is refused by the store
/// ([`crate::store::StoreError::Conflict`]), so a stale game can delay a command but never be written.
#[derive(Debug)]
pub struct Sessions {
    live: Mutex<Live>,
    capacity: usize,
    /// Whether other processes may change the stored games.
    shared: bool,
}

#[derive(Debug, Default)]
struct Live {
    games: HashMap<GameId, Kept>,
    /// Counts uses, to order the games by their last one.
    uses: u64,
}

#[derive(Debug)]
struct Kept {
    session: Arc<Mutex<Session>>,
    last_use: u64,
}

impl Sessions {
    /// No game loaded yet; keeps up to `capacity` games in memory that no command holds; `shared` when
    /// other processes may change the stored games.
    pub fn new(shared: bool, capacity: usize) -> Self {
        Self {
            live: Mutex::default(),
            capacity,
            shared,
        }
    }

    /// Adds a game that was just created or restored.
    pub fn insert(&self, session: Session) {
        let id = session.record.id;
        let mut live = self.live();
        live.uses += 1;
        let kept = Kept {
            session: Arc::new(Mutex::new(session)),
            last_use: live.uses,
        };
        live.games.insert(id, kept);
    }

    /// The game `id`, loaded from the store if it is not in memory (on a shared database, brought up to
    /// date with the stored record every time); `None` if there is no such game.
    pub fn get(
        &self,
        store: &Store,
        id: GameId,
    ) -> Result<Option<Arc<Mutex<Session>>>, RestoreError> {
        if let Some(session) = self.touch(id) {
            if self.shared {
                refresh(&session, store)?;
            }
            return Ok(Some(session));
        }
        let Some(record) = store.game(id)? else {
            return Ok(None);
        };
        let loaded = Session::restore(record, store)?;
        let mut live = self.live();
        live.uses += 1;
        let last_use = live.uses;
        let kept = live.games.entry(id).or_insert_with(|| Kept {
            session: Arc::new(Mutex::new(loaded)),
            last_use,
        });
        Ok(Some(Arc::clone(&kept.session)))
    }

    /// How many games are in memory.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.live().games.len()
    }

    /// Forgets the least recently used games that no command holds, down to nine tenths of the capacity,
    /// once there are more than the capacity (so the sort is paid once per tenth of it).
    pub fn forget_idle(&self) {
        let mut live = self.live();
        crate::telemetry::games_in_memory(live.games.len());
        if live.games.len() <= self.capacity {
            return;
        }
        let mut idle: Vec<(u64, GameId)> = live
            .games
            .iter()
            .filter(|(_, kept)| Arc::strong_count(&kept.session) == 1)
            .map(|(&id, kept)| (kept.last_use, id))
            .collect();
        idle.sort_unstable();
        let excess = live.games.len() - self.capacity * 9 / 10;
        for (_, id) in idle.into_iter().take(excess) {
            live.games.remove(&id);
        }
    }

    fn touch(&self, id: GameId) -> Option<Arc<Mutex<Session>>> {
        let mut live = self.live();
        live.uses += 1;
        let uses = live.uses;
        let kept = live.games.get_mut(&id)?;
        kept.last_use = uses;
        Some(Arc::clone(&kept.session))
    }

    fn live(&self) -> MutexGuard<'_, Live> {
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

#[cfg(test)]
mod tests {
    use crate::host::api::{
        ChannelId, Command, GameId, Place, Request, ServerId, User, UserId, Via,
    };
    use crate::host::{Host, HostConfig};
    use crate::store::Store;

    fn challenge_the_computer(host: &Host, player: u64) {
        let request = Request::parse("challenge jungle bot level=1", |_| None).unwrap();
        host.handle(
            Command {
                from: User {
                    id: UserId(player),
                    name: format!("player{player}"),
                },
                place: Place::Channel {
                    server: ServerId(1),
                    channel: ChannelId(10 + player),
                },
                via: Via::Text,
                request,
            },
            0,
        );
    }

    #[test]
    fn idle_games_beyond_the_capacity_are_forgotten_and_read_again_when_needed() {
        let host = Host::open(
            Store::temporary().unwrap(),
            HostConfig {
                live_games: 4,
                ..HostConfig::default()
            },
        )
        .unwrap();
        for player in 1..=9 {
            challenge_the_computer(&host, player);
            assert!(
                host.sessions.len() <= 4,
                "{} in memory",
                host.sessions.len()
            );
        }
        let held = host.sessions.get(&host.store, GameId(1)).unwrap().unwrap();
        for player in 10..=14 {
            challenge_the_computer(&host, player);
        }
        let again = host.sessions.get(&host.store, GameId(1)).unwrap().unwrap();
        assert!(
            std::sync::Arc::ptr_eq(&held, &again),
            "a game in use is kept"
        );
        drop((held, again));
        let first = host.store.game(GameId(2)).unwrap().unwrap();
        let reread = host.sessions.get(&host.store, GameId(2)).unwrap().unwrap();
        assert_eq!(super::lock(&reread).record, first);
        assert_eq!(host.store.game(GameId(14)).unwrap().unwrap().id, GameId(14));
    }
}
