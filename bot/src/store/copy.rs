//! Copying a whole database from one backend to another (`umpire migrate --from … --to …`), checked by
//! counts and by replaying every game's log to its snapshot.
//!
//! The source is read whole into a [`Dump`] and written into the destination in one atomic write (one
//! sled batch, or one PostgreSQL transaction), so a copy that fails leaves the destination as it was. The
//! destination must be empty: a copy never merges two databases.

use super::{
    AnalysisRecord, ChallengeEnd, ChallengeRecord, GameRecord, LogEntry, Parcel, ServerRecord,
    SetupRecord, Store, StoreError, TournamentRecord, UserRecord,
};
use crate::model::{ChallengeId, GameId, UserId};

/// The counters a database hands numbers out from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    /// The last game number handed out.
    pub last_game: u64,
    /// The last challenge number handed out.
    pub last_challenge: u64,
    /// The sequence number of the last rated game.
    pub last_rated: u64,
    /// The last tournament number handed out.
    pub last_tournament: u64,
}

/// Everything a database holds, as records.
#[derive(Clone, Debug, Default)]
pub struct Dump {
    /// The counters.
    pub counters: Counters,
    /// Every game, finished or not, with its log, by number.
    pub games: Vec<(GameRecord, Vec<LogEntry>)>,
    /// Every waiting challenge (with its expiry: the challenges' clock).
    pub challenges: Vec<ChallengeRecord>,
    /// How every challenge that no longer waits ended.
    pub challenge_ends: Vec<(ChallengeId, ChallengeEnd)>,
    /// Every user's settings.
    pub users: Vec<UserRecord>,
    /// Every server's settings.
    pub servers: Vec<ServerRecord>,
    /// Every named setup.
    pub setups: Vec<SetupRecord>,
    /// Every rating.
    pub ratings: Vec<crate::ratings::PlayerRating>,
    /// Who follows which game.
    pub follows: Vec<(GameId, UserId)>,
    /// The parcels not yet delivered, in order.
    pub parcels: Vec<Parcel>,
    /// The analyses of finished games, with who waits for them.
    pub analyses: Vec<AnalysisRecord>,
    /// Every tournament, whatever its stage, by number.
    pub tournaments: Vec<TournamentRecord>,
}

/// How many of each kind of record a database holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Games.
    pub games: usize,
    /// Games with a deadline (a running clock).
    pub clocks: usize,
    /// Log entries, over every game.
    pub log_entries: usize,
    /// Waiting challenges.
    pub challenges: usize,
    /// Ended challenges.
    pub challenge_ends: usize,
    /// Users with settings.
    pub users: usize,
    /// Servers with settings.
    pub servers: usize,
    /// Named setups.
    pub setups: usize,
    /// Ratings.
    pub ratings: usize,
    /// Follows.
    pub follows: usize,
    /// Undelivered parcels.
    pub parcels: usize,
    /// Analyses of finished games.
    pub analyses: usize,
    /// Tournaments.
    pub tournaments: usize,
}

impl std::fmt::Display for Counts {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            formatter,
            "{} games ({} with a running clock, {} log entries), {} waiting challenges, {} ended challenges, \
             {} users' settings, {} servers' settings, {} saved setups, {} ratings, {} follows, {} undelivered parcels, \
             {} analyses, {} tournaments",
            self.games,
            self.clocks,
            self.log_entries,
            self.challenges,
            self.challenge_ends,
            self.users,
            self.servers,
            self.setups,
            self.ratings,
            self.follows,
            self.parcels,
            self.analyses,
            self.tournaments
        )
    }
}

impl Dump {
    /// How many records of each kind it holds.
    pub fn counts(&self) -> Counts {
        Counts {
            games: self.games.len(),
            clocks: self
                .games
                .iter()
                .filter(|(game, _)| super::next_deadline(game).is_some())
                .count(),
            log_entries: self.games.iter().map(|(_, log)| log.len()).sum(),
            challenges: self.challenges.len(),
            challenge_ends: self.challenge_ends.len(),
            users: self.users.len(),
            servers: self.servers.len(),
            setups: self.setups.len(),
            ratings: self.ratings.len(),
            follows: self.follows.len(),
            parcels: self.parcels.len(),
            analyses: self.analyses.len(),
            tournaments: self.tournaments.len(),
        }
    }
}

/// Why a copy failed.
#[derive(Debug, thiserror::Error)]
pub enum CopyError {
    /// A store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The destination already holds games or challenges.
    #[error("the destination is not empty ({0}); a copy goes into an empty database only")]
    NotEmpty(Box<Counts>),
    /// The copy does not hold what the source does.
    #[error(
        "the copy differs from the source: {source_counts} were read, {copied} are in the copy"
    )]
    Counts {
        /// What the source holds.
        source_counts: Box<Counts>,
        /// What the destination holds after the copy.
        copied: Box<Counts>,
    },
    /// A game's log does not replay to its snapshot in the copy.
    #[error("game #{0} does not replay to its snapshot in the copy: {1}")]
    Replay(u64, String),
}

impl Store {
    /// Reads the whole database.
    pub fn dump(&self) -> Result<Dump, StoreError> {
        let records = on_backend!(self, "all_games", store => store.all_games())?;
        let ids: Vec<GameId> = records.iter().map(|game| game.id).collect();
        let logs = on_backend!(self, "logs", store => store.logs(&ids))?;
        let games = records.into_iter().zip(logs).collect();
        Ok(Dump {
            counters: on_backend!(self, "counters", store => store.counters())?,
            games,
            challenges: self.challenges()?,
            challenge_ends: on_backend!(self, "challenge_ends", store => store.challenge_ends())?,
            users: on_backend!(self, "users", store => store.users())?,
            servers: on_backend!(self, "servers", store => store.servers())?,
            setups: on_backend!(self, "all_setups", store => store.all_setups())?,
            ratings: self.all_ratings()?,
            follows: on_backend!(self, "all_follows", store => store.all_follows())?,
            parcels: self
                .pending_parcels()?
                .into_iter()
                .map(|(_, parcel)| parcel)
                .collect(),
            analyses: on_backend!(self, "all_analyses", store => store.all_analyses())?,
            tournaments: on_backend!(self, "all_tournaments", store => store.all_tournaments())?,
        })
    }

    /// Writes `dump` into this (empty) database in one atomic write.
    pub fn load(&self, dump: &Dump) -> Result<(), StoreError> {
        on_backend!(self, "load", store => store.load(dump))
    }
}

/// Copies every record of `from` into the empty `to`, then checks the copy: the same counts, the same
/// counters, and every game's log replays to the snapshot stored with it. Returns the counts.
pub fn copy(from: &Store, to: &Store) -> Result<Counts, CopyError> {
    let existing = to.dump()?;
    if !existing.games.is_empty() || !existing.challenges.is_empty() {
        return Err(CopyError::NotEmpty(Box::new(existing.counts())));
    }
    let dump = from.dump()?;
    to.load(&dump)?;
    let copied = to.dump()?;
    if copied.counts() != dump.counts() || copied.counters != dump.counters {
        return Err(CopyError::Counts {
            source_counts: Box::new(dump.counts()),
            copied: Box::new(copied.counts()),
        });
    }
    for (game, log) in &copied.games {
        check_replay(game, log)?;
    }
    Ok(copied.counts())
}

/// Checks that `log` replays to `game`'s snapshot (when the snapshot is of this build's shape; an older
/// one is only replayed, as the host would).
fn check_replay(game: &GameRecord, log: &[LogEntry]) -> Result<(), CopyError> {
    let replayed = super::replay(game, log)
        .map_err(|error| CopyError::Replay(game.id.0, error.to_string()))?;
    let snapshot = replayed.snapshot();
    if snapshot.version == game.snapshot_version && snapshot.json != game.snapshot {
        return Err(CopyError::Replay(
            game.id.0,
            "the replayed state differs from the stored one".into(),
        ));
    }
    Ok(())
}
