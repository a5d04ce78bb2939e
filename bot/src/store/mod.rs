//! Durable storage: games with their full move logs, challenges, clocks, user settings, ratings, followers,
//! the outbox, the analyses of finished games, tournaments, and indexes of ongoing games by channel and by
//! user.
//!
//! The host sees one [`Store`] and never which backend is underneath: sled, embedded and the default
//! ([`sled`]), or PostgreSQL, shared by several processes ([`postgres`]). The backends are a closed set, so
//! `Store` is an enum over them rather than a trait object: its methods take closures (`make` a numbered
//! record inside the write that numbers it), which a trait object could not, and a match keeps every call
//! static. Both backends pass one conformance suite (`tests/store_conformance.rs`).
//!
//! Whatever the backend, a write that returned `Ok` is durable, and a write is all or nothing.

pub mod analysis;
mod health;
mod journal;
mod keys;
mod migrate;
pub mod postgres;
pub mod quota;
mod rate;
pub mod records;
mod replay;
pub mod sled;
pub mod tournament;

use crate::model::{ChallengeId, ChannelId, GameId, ServerId, TournamentId, UserId};
pub use analysis::{AnalysisAsker, AnalysisRecord, StoredEvaluation};
use games::GameKind;
pub use quota::{Counted, FollowQuota, OverLimit, Quota};
pub use records::{
    ChallengeEnd, ChallengeRecord, ComputerSeat, Fairness, GameRecord, LogEntry, LoggedAction,
    SCHEMA_VERSION, ServerRecord, SetupRecord, UserRecord,
};
pub use replay::{RestoreError, replay, replay_entries};
use serde::{Serialize, de::DeserializeOwned};
use std::path::Path;
use std::sync::Mutex;
pub use tournament::{Stage, TournamentGame, TournamentRecord};

/// Why the store failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database itself failed (disk full, permissions, corruption sled detected).
    #[error("the database failed: {0}")]
    Database(#[from] ::sled::Error),
    /// The sled store's journal could not be written or read.
    #[error("the database's journal failed: {0}")]
    Journal(#[from] std::io::Error),
    /// PostgreSQL failed or could not be reached.
    #[error("PostgreSQL failed: {0}")]
    Postgres(#[from] ::postgres::Error),
    /// A record could not be read back.
    #[error("a stored record is unreadable: {0}")]
    Corrupt(String),
    /// The database was written by a newer version of Umpire.
    #[error(
        "the database was written by a newer Umpire (schema {found}, this build reads up to {SCHEMA_VERSION}); upgrade Umpire or use another database"
    )]
    Newer {
        /// The schema version found.
        found: u32,
    },
    /// Another process took this process's number while this one's connection to PostgreSQL was lost,
    /// so the two would deliver each other's messages; this one must start again.
    #[error(
        "another process took this process's number ({0}) while its connection to PostgreSQL was lost; restart this process"
    )]
    NumberTaken(i64),
    /// A change was made from a state of a game that another writer had already moved on from; nothing
    /// was written.
    #[error("game #{0} was changed meanwhile by another writer")]
    Conflict(u64),
    /// A write would have gone past a limit (see [`quota`]); nothing was written.
    #[error("over a limit: {0}")]
    OverLimit(#[from] OverLimit),
    /// A change was made from a state of a challenge that another writer had already changed or ended
    /// (a seat taken, an acceptance, a decline); nothing was written.
    #[error("challenge c{0} was changed meanwhile by another writer")]
    ChallengeChanged(u64),
    /// A change was made from a version of a tournament that another writer had already moved on from (a
    /// player joined, a result recorded, a round paired); nothing was written.
    #[error("tournament t{0} was changed meanwhile by another writer")]
    TournamentChanged(u64),
}

/// What a committed change still has to say to people (its messages, encoded by the host), stored in the
/// same atomic write as the change and removed once delivered. The store does not read it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Parcel {
    /// The messages.
    pub body: Vec<u8>,
    /// Large attachments (images), kept apart from the body so it stays small.
    pub blobs: Vec<Vec<u8>>,
}

/// Whose name the local mode keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LocalName {
    /// A user's.
    User(UserId),
    /// A channel's.
    Channel(ChannelId),
}

/// The number of a parcel in the outbox; parcels are delivered in the order of their numbers.
pub type ParcelId = u64;

/// Which database a store lives in.
#[derive(Debug)]
enum Backend {
    Sled(sled::SledStore),
    Postgres(postgres::PgStore),
}

/// The database of one Umpire process.
#[derive(Debug)]
pub struct Store {
    backend: Backend,
    /// Serialises rating games: held from reading the players' ratings to writing the new ones.
    ratings: Mutex<()>,
    /// Whether the database answers.
    health: health::Health,
}

/// Calls the same method on whichever backend the store has, noting whether the database answered.
macro_rules! on_backend {
    ($self:ident, $operation:literal, $backend:ident => $call:expr) => {{
        let started = std::time::Instant::now();
        let result = match &$self.backend {
            $crate::store::Backend::Sled($backend) => $call,
            $crate::store::Backend::Postgres($backend) => {
                $crate::store::postgres::blocking(|| $call)
            }
        };
        static LABELS: [metrics::Label; 1] =
            [metrics::Label::from_static_parts("operation", $operation)];
        static KEY: metrics::Key = $crate::telemetry::store_key(&LABELS);
        $crate::telemetry::store_operation(&KEY, started, result.is_ok());
        $self.health.observe(result)
    }};
}

pub mod copy;

impl Store {
    fn with(backend: Backend) -> Self {
        Self {
            backend,
            ratings: Mutex::new(()),
            health: health::Health::default(),
        }
    }

    /// Opens the database `setting` names: a `postgres://` or `postgresql://` address connects to
    /// PostgreSQL (and brings its schema up to date); anything else is the folder of a sled database.
    pub fn open_setting(setting: &str) -> Result<Self, StoreError> {
        if postgres::is_address(setting) {
            Self::connect(setting)
        } else {
            Self::open(Path::new(setting))
        }
    }

    /// Opens (or creates) the sled database in the folder `path`.
    pub fn open(path: &Path) -> Result<Self, StoreError> {
        sled::SledStore::open(path).map(|store| Self::with(Backend::Sled(store)))
    }

    /// Connects to the PostgreSQL database at `address` and applies the schema migrations it lacks.
    pub fn connect(address: &str) -> Result<Self, StoreError> {
        postgres::blocking(|| postgres::PgStore::connect(address))
            .map(|store| Self::with(Backend::Postgres(store)))
    }

    /// A sled database that lives in a temporary folder and is deleted when dropped, for tests and
    /// benchmarks.
    pub fn temporary() -> Result<Self, StoreError> {
        sled::SledStore::temporary().map(|store| Self::with(Backend::Sled(store)))
    }

    /// Which backend this is, for messages: `sled` or `postgres`.
    pub fn backend_name(&self) -> &'static str {
        match self.backend {
            Backend::Sled(_) => "sled",
            Backend::Postgres(_) => "postgres",
        }
    }

    /// The database's own number, drawn at random when it was made and never changed: what tells its
    /// outbox's parcels from those of any other database (the adapter derives each message's nonce from
    /// it and the parcel, so that a parcel delivered again is recognised, and two databases' parcels of the
    /// same number are not). A copy ([`copy::copy`]) is another database, with a number of its own.
    pub fn lineage(&self) -> u64 {
        match &self.backend {
            Backend::Sled(store) => store.lineage(),
            Backend::Postgres(store) => store.lineage(),
        }
    }

    /// Whether the database answers now: a query on PostgreSQL; a sled database, in this process, always
    /// does. A failure for an outage is noted as any call's (see [`Store::is_down`]).
    pub fn ping(&self) -> Result<(), StoreError> {
        on_backend!(self, "ping", store => store.ping())
    }

    /// How many games the database holds (all of them, over or not).
    pub fn count_games(&self) -> Result<u64, StoreError> {
        on_backend!(self, "count_games", store => store.count_games())
    }

    /// Whether the database cannot be reached now: the last call that met it failed for an outage (see
    /// [`StoreError::is_outage`]), which was logged once when it began.
    pub fn is_down(&self) -> bool {
        self.health.is_down()
    }

    /// Whether other processes may share this database (PostgreSQL): then what a process keeps in memory
    /// of it may be stale, and every change is checked against the stored record before it is written.
    pub fn is_shared(&self) -> bool {
        matches!(self.backend, Backend::Postgres(_))
    }

    /// Returns once what was written without waiting (the forgetting of delivered parcels) is durable,
    /// as a process does before it ends.
    pub fn settle(&self) -> Result<(), StoreError> {
        match &self.backend {
            Backend::Sled(store) => store.settle(),
            // A committed write is the server's, whether or not it waited for the server's disk: this
            // process ending loses none.
            Backend::Postgres(_) => Ok(()),
        }
    }

    /// Holds the ratings still while a game's end is rated and saved (see [`crate::ratings::settle`]).
    pub fn lock_ratings(&self) -> std::sync::MutexGuard<'_, ()> {
        self.ratings
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
    }

    /// `user`'s rating in `pool`, if they have played a rated game of it.
    pub fn rating(
        &self,
        user: UserId,
        pool: &crate::model::Pool,
    ) -> Result<Option<crate::ratings::PlayerRating>, StoreError> {
        on_backend!(self, "rating", store => store.rating(user, pool))
    }

    /// Every rating of `pool`, by player.
    pub fn pool_ratings(
        &self,
        pool: &crate::model::Pool,
    ) -> Result<Vec<crate::ratings::PlayerRating>, StoreError> {
        on_backend!(self, "pool_ratings", store => store.pool_ratings(pool))
    }

    /// Every stored rating, by pool then player.
    pub fn all_ratings(&self) -> Result<Vec<crate::ratings::PlayerRating>, StoreError> {
        on_backend!(self, "all_ratings", store => store.all_ratings())
    }

    /// The players of `pool` who played a rated game of it in `server`, by id.
    pub fn server_players(
        &self,
        server: ServerId,
        pool: &crate::model::Pool,
    ) -> Result<Vec<UserId>, StoreError> {
        on_backend!(self, "server_players", store => store.server_players(server, pool))
    }

    /// The sequence number of the last rated game (0 before any).
    pub fn last_rated(&self) -> Result<u64, StoreError> {
        on_backend!(self, "last_rated", store => store.last_rated())
    }

    /// Every finished game that has a result (called-off games are left out), by number.
    pub fn finished_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        on_backend!(self, "finished_games", store => store.finished_games())
    }

    /// Every finished game `user` played, by number.
    pub fn finished_games_of(&self, user: UserId) -> Result<Vec<GameRecord>, StoreError> {
        on_backend!(self, "finished_games_of", store => store.finished_games_of(user))
    }

    /// Every finished game played in `server`, by number.
    pub fn finished_games_in(&self, server: ServerId) -> Result<Vec<GameRecord>, StoreError> {
        on_backend!(self, "finished_games_in", store => store.finished_games_in(server))
    }

    /// Whether `user` follows `game`.
    pub fn follows(&self, game: GameId, user: UserId) -> Result<bool, StoreError> {
        on_backend!(self, "follows", store => store.follows(game, user))
    }

    /// The people who follow game `game`, by id.
    pub fn followers(&self, game: GameId) -> Result<Vec<UserId>, StoreError> {
        on_backend!(self, "followers", store => store.followers(game))
    }

    /// Makes `user` follow `game` (nothing changes when they do already). Refused with
    /// [`StoreError::OverLimit`] when they follow as many games not over, or the game has as many
    /// followers, as `quota` allows, counted in the same write.
    pub fn follow(
        &self,
        game: GameId,
        user: UserId,
        quota: &FollowQuota,
    ) -> Result<(), StoreError> {
        on_backend!(self, "follow", store => store.follow(game, user, quota))
    }

    /// Stops `user` following `game`.
    pub fn unfollow(&self, game: GameId, user: UserId) -> Result<(), StoreError> {
        on_backend!(self, "unfollow", store => store.unfollow(game, user))
    }

    /// A game's record.
    pub fn game(&self, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        on_backend!(self, "game", store => store.game(id))
    }

    /// Every ongoing game with a deadline, by number, with when its clock next needs attention (its
    /// reminder, then its time out): what the host schedules at start, read without reading any game.
    pub fn clocks(&self) -> Result<Vec<(GameId, crate::model::Millis)>, StoreError> {
        on_backend!(self, "clocks", store => store.clocks())
    }

    /// The ongoing games that count as being in `channel` (started there, or played there), by number.
    pub fn games_in_channel(&self, channel: ChannelId) -> Result<Vec<GameId>, StoreError> {
        on_backend!(self, "games_in_channel", store => store.games_in_channel(channel))
    }

    /// The ongoing games `user` plays in, by number.
    pub fn games_of_user(&self, user: UserId) -> Result<Vec<GameId>, StoreError> {
        on_backend!(self, "games_of_user", store => store.games_of_user(user))
    }

    /// The game whose own place (thread) is `channel`, finished or not.
    pub fn game_at_place(&self, channel: ChannelId) -> Result<Option<GameId>, StoreError> {
        on_backend!(self, "game_at_place", store => store.game_at_place(channel))
    }

    /// A game's log, in order.
    pub fn log(&self, game: GameId) -> Result<Vec<LogEntry>, StoreError> {
        on_backend!(self, "log", store => store.log(game))
    }

    /// A challenge that is still waiting.
    pub fn challenge(&self, id: ChallengeId) -> Result<Option<ChallengeRecord>, StoreError> {
        on_backend!(self, "challenge", store => store.challenge(id))
    }

    /// Every challenge still waiting, oldest first (for the clock, on start).
    pub fn challenges(&self) -> Result<Vec<ChallengeRecord>, StoreError> {
        on_backend!(self, "challenges", store => store.challenges())
    }

    /// The waiting challenges made in `channel`, oldest first.
    pub fn challenges_in_channel(
        &self,
        channel: ChannelId,
    ) -> Result<Vec<ChallengeRecord>, StoreError> {
        on_backend!(self, "challenges_in_channel", store => store.challenges_in_channel(channel))
    }

    /// The waiting challenges `user` made or was named in, oldest first.
    pub fn challenges_of_user(&self, user: UserId) -> Result<Vec<ChallengeRecord>, StoreError> {
        on_backend!(self, "challenges_of_user", store => store.challenges_of_user(user))
    }

    /// The waiting challenges made in `server`, oldest first.
    pub fn challenges_in_server(
        &self,
        server: ServerId,
    ) -> Result<Vec<ChallengeRecord>, StoreError> {
        on_backend!(self, "challenges_in_server", store => store.challenges_in_server(server))
    }

    /// Remembers a name the local mode met: a user's or a channel's, by its id.
    pub fn put_local_name(&self, name: &LocalName, text: &str) -> Result<(), StoreError> {
        on_backend!(self, "put_local_name", store => store.put_local_name(name, text))
    }

    /// Every name the local mode met, in any order.
    pub fn local_names(&self) -> Result<Vec<(LocalName, String)>, StoreError> {
        on_backend!(self, "local_names", store => store.local_names())
    }

    /// A user's settings, if they have any.
    pub fn user(&self, id: UserId) -> Result<Option<UserRecord>, StoreError> {
        on_backend!(self, "user", store => store.user(id))
    }

    /// Saves a user's settings.
    pub fn put_user(&self, user: &UserRecord) -> Result<(), StoreError> {
        on_backend!(self, "put_user", store => store.put_user(user))
    }

    /// A server's settings, if it has any.
    pub fn server(&self, id: ServerId) -> Result<Option<ServerRecord>, StoreError> {
        on_backend!(self, "server", store => store.server(id))
    }

    /// Saves a server's settings.
    pub fn put_server(&self, server: &ServerRecord) -> Result<(), StoreError> {
        on_backend!(self, "put_server", store => store.put_server(server))
    }

    /// A game's analysis as far as it went, if one was asked for.
    pub fn analysis(&self, game: GameId) -> Result<Option<AnalysisRecord>, StoreError> {
        on_backend!(self, "analysis", store => store.analysis(game))
    }

    /// Writes `after` as its game's analysis if the stored one is still `before` (`None`: none is stored
    /// yet), and says whether it did: of processes changing one analysis at once, each changes what the
    /// others wrote, so that the waiting list, once cleared, is answered once. A write that leaves
    /// nobody waiting ends the claim on the analysis.
    pub fn swap_analysis(
        &self,
        before: Option<&AnalysisRecord>,
        after: &AnalysisRecord,
    ) -> Result<bool, StoreError> {
        on_backend!(self, "swap_analysis", store => store.swap_analysis(before, after))
    }

    /// Claims `game`'s analysis for this process until `until`, or renews this process's claim: true
    /// when someone waits for it and no other process sharing the database holds a claim to it at `now`,
    /// which then leave it to this one until `until` (a claimant that dies leaves it to the others once
    /// its claim lapses). On sled, which one process holds, the claim is always its own.
    pub fn claim_analysis(
        &self,
        game: GameId,
        now: crate::model::Millis,
        until: crate::model::Millis,
    ) -> Result<bool, StoreError> {
        on_backend!(self, "claim_analysis", store => store.claim_analysis(game, now, until))
    }

    /// The games whose analysis someone waits for, in order.
    pub fn analyses_waiting(&self) -> Result<Vec<GameId>, StoreError> {
        on_backend!(self, "analyses_waiting", store => store.analyses_waiting())
    }

    /// The games whose analysis someone waits for and no process holds a claim to at `now` (their
    /// claimant died), in order; on sled, every one waiting.
    pub fn analyses_unclaimed(&self, now: crate::model::Millis) -> Result<Vec<GameId>, StoreError> {
        on_backend!(self, "analyses_unclaimed", store => store.analyses_unclaimed(now))
    }

    /// The setup `user` saved for `kind` under `name`, if any.
    pub fn named_setup(
        &self,
        user: UserId,
        kind: GameKind,
        name: &str,
    ) -> Result<Option<SetupRecord>, StoreError> {
        on_backend!(self, "named_setup", store => store.named_setup(user, kind, name))
    }

    /// Every setup `user` saved for `kind`, by name (byte order).
    pub fn named_setups(
        &self,
        user: UserId,
        kind: GameKind,
    ) -> Result<Vec<SetupRecord>, StoreError> {
        on_backend!(self, "named_setups", store => store.named_setups(user, kind))
    }

    /// Saves a named setup, replacing one of the same name.
    pub fn put_named_setup(&self, setup: &SetupRecord) -> Result<(), StoreError> {
        on_backend!(self, "put_named_setup", store => store.put_named_setup(setup))
    }

    /// Numbers and saves a new challenge, with what its making says (`parcel` gets the new record).
    /// Refused with [`StoreError::OverLimit`] when its challenger has as many challenges waiting, or plays
    /// as many games, as `quota` allows, counted in the same write.
    pub fn create_challenge(
        &self,
        make: impl FnOnce(ChallengeId) -> ChallengeRecord,
        parcel: impl FnOnce(&ChallengeRecord) -> Option<Parcel>,
        quota: &Quota,
    ) -> Result<(ChallengeRecord, Option<ParcelId>), StoreError> {
        on_backend!(self, "create_challenge", store => store.create_challenge(make, parcel, quota))
    }

    /// Saves a changed challenge (a seat taken), made from `previous`, with what the change says. Refused
    /// with [`StoreError::ChallengeChanged`] when the stored challenge is not `previous`.
    pub fn put_challenge(
        &self,
        previous: &ChallengeRecord,
        challenge: &ChallengeRecord,
        parcel: Option<&Parcel>,
    ) -> Result<Option<ParcelId>, StoreError> {
        on_backend!(self, "put_challenge", store => store.put_challenge(previous, challenge, parcel))
    }

    /// Removes a challenge that ended without a game (declined, withdrawn or expired), keeping how it
    /// ended, with what the change says. Refused with [`StoreError::ChallengeChanged`] when the stored
    /// challenge is not `previous` (changed, or ended already).
    pub fn remove_challenge(
        &self,
        previous: &ChallengeRecord,
        end: ChallengeEnd,
        parcel: Option<&Parcel>,
    ) -> Result<Option<ParcelId>, StoreError> {
        on_backend!(self, "remove_challenge", store => store.remove_challenge(previous, end, parcel))
    }

    /// How a challenge that no longer waits ended, if it ever existed.
    pub fn challenge_end(&self, id: ChallengeId) -> Result<Option<ChallengeEnd>, StoreError> {
        on_backend!(self, "challenge_end", store => store.challenge_end(id))
    }

    /// Every parcel not yet delivered, in the order they were made.
    pub fn pending_parcels(&self) -> Result<Vec<(ParcelId, Parcel)>, StoreError> {
        on_backend!(self, "pending_parcels", store => store.pending_parcels())
    }

    /// The parcels left undelivered by processes sharing the database that have died since this one
    /// started, which are this one's to deliver from now on (each goes to one process). On sled, which one
    /// process holds, there are none.
    pub fn adopt_orphaned_parcels(&self) -> Result<Vec<(ParcelId, Parcel)>, StoreError> {
        on_backend!(self, "adopt_orphaned_parcels", store => store.adopt_orphaned_parcels())
    }

    /// Forgets a delivered parcel, without waiting for the disk: should the forgetting be lost in a crash,
    /// the parcel is delivered once more, which is harmless. [`Store::pending_parcels`] no longer has it.
    pub fn delivered(&self, id: ParcelId) -> Result<(), StoreError> {
        on_backend!(self, "delivered", store => store.delivered(id))
    }

    /// Turns an accepted challenge into a numbered game, with what its start says (`parcel` gets the new
    /// record), in one atomic write. `accepted` is the challenge as it was read before its last seat was
    /// taken; refused with [`StoreError::ChallengeChanged`] when the stored one is not that (another
    /// writer took a seat, or started, declined or withdrew it), so one challenge starts one game; refused
    /// with [`StoreError::OverLimit`] when one of its players (the challenger too) plays as many games as
    /// `quota` allows, counted in the same write.
    pub fn start_game(
        &self,
        accepted: &ChallengeRecord,
        make: impl FnOnce(GameId) -> GameRecord,
        parcel: impl FnOnce(&GameRecord) -> Option<Parcel>,
        quota: &Quota,
    ) -> Result<(GameRecord, Option<ParcelId>), StoreError> {
        on_backend!(self, "start_game", store => store.start_game(accepted, make, parcel, quota))
    }

    /// Numbers and saves a new tournament (`make` gets its number; its version is 0), with what its making
    /// says (`parcel` gets the new record). Refused with [`StoreError::OverLimit`] when its server has
    /// `open_per_server` tournaments open (gathering or playing), counted in the same write.
    pub fn create_tournament(
        &self,
        make: impl FnOnce(TournamentId) -> TournamentRecord,
        parcel: impl FnOnce(&TournamentRecord) -> Option<Parcel>,
        open_per_server: usize,
    ) -> Result<(TournamentRecord, Option<ParcelId>), StoreError> {
        on_backend!(self, "create_tournament", store => store.create_tournament(make, parcel, open_per_server))
    }

    /// Pairs a round of a tournament and opens its games in one atomic write: `make` gets the first of
    /// `games` game numbers reserved for it and returns the tournament with the new round (each board
    /// naming its game) and the round's games, numbered one after another from it; `parcel` gets both.
    /// Refused with [`StoreError::TournamentChanged`] when the stored tournament is not at `previous`'s
    /// version, so a round is paired, and its games opened, once.
    pub fn start_round(
        &self,
        previous: &TournamentRecord,
        games: usize,
        make: impl FnOnce(GameId) -> (TournamentRecord, Vec<GameRecord>),
        parcel: impl FnOnce(&TournamentRecord, &[GameRecord]) -> Option<Parcel>,
    ) -> Result<(TournamentRecord, Vec<GameRecord>, Option<ParcelId>), StoreError> {
        on_backend!(self, "start_round", store => store.start_round(previous, games, make, parcel))
    }

    /// A tournament, whatever its stage.
    pub fn tournament(&self, id: TournamentId) -> Result<Option<TournamentRecord>, StoreError> {
        on_backend!(self, "tournament", store => store.tournament(id))
    }

    /// The tournaments of `server` that gather players or play, oldest first.
    pub fn open_tournaments(&self, server: ServerId) -> Result<Vec<TournamentRecord>, StoreError> {
        on_backend!(self, "open_tournaments", store => store.open_tournaments(server))
    }

    /// The tournaments of every server that gather players or play, in no particular order.
    pub fn every_open_tournament(&self) -> Result<Vec<TournamentRecord>, StoreError> {
        on_backend!(self, "every_open_tournament", store => store.every_open_tournament())
    }

    /// Saves a changed tournament, made from the stored version `previous`, with what the change says; the
    /// record is saved with the next version, and returned so. Refused with
    /// [`StoreError::TournamentChanged`] when the stored tournament is at another version (another
    /// writer changed it meanwhile), so a round is paired, and a result recorded, once.
    pub fn put_tournament(
        &self,
        previous: &TournamentRecord,
        tournament: &TournamentRecord,
        parcel: Option<&Parcel>,
    ) -> Result<(TournamentRecord, Option<ParcelId>), StoreError> {
        on_backend!(self, "put_tournament", store => store.put_tournament(previous, tournament, parcel))
    }

    /// Counts a command of `user` at `now` against the limit of `per_minute` commands in the last minute,
    /// for every process of the database at once: on PostgreSQL in the database, which every process
    /// shares; on sled in this process's memory, since one process holds a sled database.
    pub fn count_command(
        &self,
        user: UserId,
        now: crate::model::Millis,
        per_minute: usize,
    ) -> Result<Counted, StoreError> {
        on_backend!(self, "count_command", store => store.count_command(user, now, per_minute))
    }

    /// Saves a game's new state, with the log entry that produced it if any and what the change says, and
    /// keeps the indexes right; all in one atomic write, durable before it returns. Refused with
    /// [`StoreError::Conflict`] when the stored game is not `previous` (another writer changed it
    /// meanwhile), or, for a game rated now, when another game was rated since its ratings were read.
    pub fn save_game(
        &self,
        previous: &GameRecord,
        record: &GameRecord,
        entry: Option<&LogEntry>,
        parcel: Option<&Parcel>,
    ) -> Result<Option<ParcelId>, StoreError> {
        on_backend!(self, "save_game", store => store.save_game(previous, record, entry, parcel))
    }

    /// The waiting challenges that lapsed by `now`, earliest first: what a process sharing the database
    /// looks at besides its own schedule, since challenges made by other processes are not in it.
    pub fn lapsed_challenges(
        &self,
        now: crate::model::Millis,
    ) -> Result<Vec<ChallengeId>, StoreError> {
        on_backend!(self, "lapsed_challenges", store => store.lapsed_challenges(now))
    }

    /// The first time after `after` when a game clock or a challenge falls due, if any does. (What fell due
    /// by `after` is in [`Store::claim_due`] and [`Store::lapsed_challenges`].)
    pub fn next_due(
        &self,
        after: crate::model::Millis,
    ) -> Result<Option<crate::model::Millis>, StoreError> {
        on_backend!(self, "next_due", store => store.next_due(after))
    }

    /// Claims up to `limit` games whose clock is due at `now` (the reminder or the time-out), earliest
    /// deadline first, until `until`: the game's deadline is this process's to handle, and no other
    /// process sharing the database is handed it until `until` passes or the game is written. With
    /// PostgreSQL the games are picked with `FOR UPDATE SKIP LOCKED`, so that processes claiming at once
    /// never claim one game both; on sled, which one process holds, every due game is handed over.
    pub fn claim_due(
        &self,
        now: crate::model::Millis,
        limit: usize,
        until: crate::model::Millis,
    ) -> Result<Vec<GameId>, StoreError> {
        on_backend!(self, "claim_due", store => store.claim_due(now, limit, until))
    }
}
/// The rating `seat` of `record` holds after the rated game `rated`, as it is stored.
fn stored_rating(
    record: &GameRecord,
    rated: &crate::ratings::RatedGame,
    seat: &crate::ratings::SeatRating,
) -> crate::ratings::PlayerRating {
    crate::ratings::PlayerRating {
        schema: SCHEMA_VERSION,
        user: seat.user,
        pool: rated.pool.clone(),
        rating: seat.after,
        games: seat.games,
        last_game: record.id,
        name: record
            .players
            .values()
            .find(|player| player.id == seat.user)
            .map(|player| player.name.clone())
            .unwrap_or_default(),
    }
}

/// A new database's own number: random, and never 0.
fn draw_lineage() -> u64 {
    rand::random::<u64>().max(1)
}

/// When a game's clock next needs attention (its reminder, then its time out), while it goes on.
pub fn next_deadline(record: &GameRecord) -> Option<crate::model::Millis> {
    let deadline = record.deadline.as_ref().filter(|_| !record.finished)?;
    Some(if deadline.reminded {
        deadline.at
    } else {
        deadline.remind_at.min(deadline.at)
    })
}

/// Records that say which schema version wrote them.
trait Versioned {
    fn schema(&self) -> u32;
}

macro_rules! versioned {
    ($($record:ty),*) => {
        $(impl Versioned for $record {
            fn schema(&self) -> u32 {
                self.schema
            }
        })*
    };
}

versioned!(
    GameRecord,
    ChallengeRecord,
    UserRecord,
    ServerRecord,
    SetupRecord,
    AnalysisRecord,
    TournamentRecord,
    crate::ratings::PlayerRating
);

fn encode<T: Serialize>(value: &T) -> Vec<u8> {
    serde_json::to_vec(value).expect("records serialise")
}

fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, StoreError> {
    serde_json::from_slice(bytes).map_err(|error| StoreError::Corrupt(error.to_string()))
}

/// Reads a versioned record: refused when a newer build wrote it, brought up to date when an older one did.
/// A record of a shape no upgrade changes is read straight from its bytes, the others through their upgrade.
fn decode_record<T: DeserializeOwned + Versioned>(bytes: &[u8]) -> Result<T, StoreError> {
    let record = match serde_json::from_slice::<T>(bytes) {
        Ok(record) if record.schema() >= migrate::UPGRADED_SHAPE => record,
        _ => {
            let mut value: serde_json::Value = decode(bytes)?;
            migrate::upgrade(&mut value);
            serde_json::from_value(value).map_err(|error| StoreError::Corrupt(error.to_string()))?
        }
    };
    match record.schema() {
        found if found > SCHEMA_VERSION => Err(StoreError::Newer { found }),
        _ => Ok(record),
    }
}
