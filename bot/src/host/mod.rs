//! The product's brain: lobby, games, clocks and visibility, independent of Discord.
//!
//! Adapters hand the [`Host`] a [`Command`] and deliver the [`Effect`]s it returns. The host is `Send +
//! Sync`: commands for different games run in parallel, commands for one game one at a time. Everything a
//! command changes is committed to the [`Store`] and flushed before its effects are returned.
//!
//! Every call of [`Host::handle`] for an interaction answers with at least one message to
//! [`Target::Reply`], so an adapter that must acknowledge it always has something to send. Typed text may
//! get no answer: chat that no game reads as an action, and commands of someone over the rate limit who
//! was told so already.

pub mod api;
mod archive;
mod buttons;
mod computer;
mod export;
mod follow;
mod help;
mod lobby;
mod outbox;
mod pages;
pub mod parse;
mod permissions;
mod play;
mod rate;
pub mod replay;
mod sessions;
mod setup;
pub mod standings;
mod takeback;
pub mod text;
mod timers;
mod visibility;

use crate::clock::ClockSpec;
use crate::model::ServerId;
use crate::store::{
    BoardLook, GameRecord, Parcel, ParcelId, ServerRecord, Store, StoreError, UserRecord,
};
use api::{
    Arg, ChannelId, Command, Effect, GameId, LabelPreference, Language, Message, Millis,
    Orientation, Place, Request, Setting, Target, Text, User, UserId,
};
pub use computer::{ComputerJob, Decided, Task, computer_user};
use games::{BySeat, Phase};
pub use parse::ParseError;
pub use sessions::{RestoreError, replay};
use sessions::{Sessions, lock};
use std::sync::{Mutex, MutexGuard};
use timers::{Timer, Timers};

/// How the host runs: defaults that are not part of any one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostConfig {
    /// The clock of a challenge that names none.
    pub default_clock: ClockSpec,
    /// How long a challenge waits for an answer, in milliseconds.
    pub challenge_lifetime: Millis,
    /// What one user may have and do at once.
    pub limits: Limits,
    /// Where games' random seeds come from: drawn at random (`None`), or made from this number and the
    /// challenge's, so that the same challenges give the same random setups and shuffles (for tests and
    /// demonstrations).
    pub seed: Option<u64>,
    /// How many games stay in memory when no command holds them (the others are read again when needed).
    pub live_games: usize,
}

impl Default for HostConfig {
    /// One day per move; challenges lapse after 24 hours; the default limits.
    fn default() -> Self {
        Self {
            default_clock: ClockSpec::default(),
            challenge_lifetime: 24 * 60 * 60 * 1000,
            limits: Limits::default(),
            seed: None,
            live_games: sessions::LIVE_GAMES,
        }
    }
}

/// What one user may have and do at once, so that nobody can flood the bot or its database.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Challenges they made that are still waiting.
    pub open_challenges: usize,
    /// Games they play that are not over.
    pub games_in_progress: usize,
    /// Setups they keep under a name, per game.
    pub saved_setups: usize,
    /// Commands (typed, slash or button) they may give a minute.
    pub commands_per_minute: usize,
}

impl Default for Limits {
    /// 10 waiting challenges, 30 games, 30 saved setups per game, 40 commands a minute.
    fn default() -> Self {
        Self {
            open_challenges: 10,
            games_in_progress: 30,
            saved_setups: 30,
            commands_per_minute: 40,
        }
    }
}

/// Why the host could not start.
#[derive(Debug, thiserror::Error)]
pub enum HostError {
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// A stored game could not be brought back.
    #[error(transparent)]
    Restore(#[from] RestoreError),
}

/// The host: one per process, shared by every adapter task.
#[derive(Debug)]
pub struct Host {
    store: Store,
    config: HostConfig,
    sessions: Sessions,
    /// Serialises changes to challenges, so a challenge is accepted, declined or cancelled once.
    lobby: Mutex<()>,
    timers: Mutex<Timers>,
    rate: rate::RateLimit,
    /// The users told once, in a direct conversation, that chat is not read.
    told_about_chat: Mutex<std::collections::HashSet<UserId>>,
    /// The time of the last [`Host::tick`]: stored deadlines up to it were looked at then, and one still
    /// due (a deadline the rules would not apply) waits for the next tick rather than waking the clock.
    ticked: std::sync::atomic::AtomicU64,
}

/// Why a command did nothing: a refusal for the user, a change that another process made first, or a
/// failure of the store.
#[derive(Debug)]
enum Failure {
    /// One plain sentence for the user (it may link a place); nothing changed.
    Refused(Text),
    /// Another process changed the game or challenge first (see [`StoreError::Conflict`]); nothing
    /// changed, and the command is carried out again on things as they are now.
    Conflict(String),
    /// The store failed; nothing changed.
    Store(String),
}

impl From<StoreError> for Failure {
    fn from(error: StoreError) -> Self {
        match error {
            StoreError::Conflict(_) | StoreError::ChallengeChanged(_) => {
                Failure::Conflict(error.to_string())
            }
            other => Failure::Store(other.to_string()),
        }
    }
}

impl From<RestoreError> for Failure {
    fn from(error: RestoreError) -> Self {
        match error {
            RestoreError::Store(error) => error.into(),
            other => Failure::Store(other.to_string()),
        }
    }
}

/// How many times a command or a deadline is carried out again after other processes changed its game
/// first, before it is given up as a failure of the store.
const CONFLICT_RETRIES: usize = 8;

/// How long a process's claim to a due game clock keeps the other processes sharing the database off it
/// (ms): far longer than a reminder or a time-out takes, and short enough that a process that died
/// holding claims delays those deadlines by no more.
pub const CLAIM_LEASE: Millis = 10_000;

/// How many due game clocks one claim takes at most.
const CLAIMS_AT_ONCE: usize = 64;

/// Runs `work` until it does not meet a change another process made first, at most
/// [`CONFLICT_RETRIES`] more times; the games it reads are brought up to date each time.
fn retrying(mut work: impl FnMut() -> Handled) -> Handled {
    let mut tries = 0;
    loop {
        match work() {
            Err(Failure::Conflict(why)) if tries < CONFLICT_RETRIES => {
                tries += 1;
                tracing::debug!(%why, tries, "carried out again on the changed game");
            }
            done => return done,
        }
    }
}

/// A refusal with this sentence.
fn refuse<T>(sentence: impl Into<Text>) -> Result<T, Failure> {
    Err(Failure::Refused(sentence.into()))
}

type Handled = Result<Vec<Effect>, Failure>;

/// A message to `to`.
fn send(to: Target, message: Message) -> Effect {
    Effect::Send { to, message }
}

/// A plain public reply.
fn reply(text: impl Into<Text>) -> Effect {
    send(
        Target::Reply,
        Message {
            text: text.into(),
            ..Message::default()
        },
    )
}

/// A reply only the asker needs to see.
fn private_reply(text: impl Into<Text>) -> Effect {
    send(
        Target::Reply,
        Message {
            text: text.into(),
            private: true,
            ..Message::default()
        },
    )
}

impl Host {
    /// Starts the host on `store`: schedules the clocks of every ongoing game and waiting challenge. No
    /// game is read: each is brought back when it is first needed (a command, its clock), and a game that
    /// cannot be read or replayed is reported then, without stopping the others.
    /// Call [`Host::tick`] right after, with the current time, to apply what fell due while it was down.
    pub fn open(store: Store, config: HostConfig) -> Result<Host, HostError> {
        let live_games = config.live_games;
        let host = Host {
            sessions: Sessions::new(store.is_shared(), live_games),
            store,
            rate: rate::RateLimit::new(config.limits.commands_per_minute),
            config,
            lobby: Mutex::new(()),
            timers: Mutex::new(Timers::default()),
            told_about_chat: Mutex::new(std::collections::HashSet::new()),
            ticked: std::sync::atomic::AtomicU64::new(0),
        };
        for (game, due) in host.store.clocks()? {
            host.timers().set(Timer::Wake(game), Some(due));
        }
        for mut challenge in host.store.challenges()? {
            if challenge.schema < crate::store::SCHEMA_VERSION {
                // Written before challenges were indexed: written again, with its index entries.
                let stored = challenge.clone();
                challenge.schema = crate::store::SCHEMA_VERSION;
                match host.store.put_challenge(&stored, &challenge, None) {
                    // Another process answered it meanwhile, writing it anew.
                    Ok(_) | Err(StoreError::ChallengeChanged(_)) => {}
                    Err(error) => return Err(error.into()),
                }
            }
            host.timers()
                .set(Timer::Expire(challenge.id), Some(challenge.expires));
        }
        Ok(host)
    }

    /// The store, for reading (game records and logs, for tools and checks).
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Carries out one command. Bad input of any kind is answered with one sentence and changes nothing.
    pub fn handle(&self, command: Command, now: Millis) -> Vec<Effect> {
        let command = Command {
            from: User {
                id: command.from.id,
                name: text::name(&command.from.name),
            },
            ..command
        };
        let span = tracing::debug_span!("command", user = command.from.id.0);
        let _entered = span.enter();
        match self.rate.check(command.from.id, now) {
            rate::Verdict::Go => {}
            rate::Verdict::Quiet if command.via == api::Via::Text => return Vec::new(),
            rate::Verdict::Tell | rate::Verdict::Quiet => {
                return vec![private_reply(Text::key_with(
                    "rate-limit",
                    vec![("count", self.config.limits.commands_per_minute.into())],
                ))];
            }
        }
        let handled = retrying(|| self.dispatch(&command, now));
        self.sessions.forget_idle();
        match handled {
            Ok(effects) => computer::strip(effects),
            Err(Failure::Refused(sentence)) => vec![private_reply(sentence)],
            Err(Failure::Store(error) | Failure::Conflict(error)) => {
                tracing::error!(%error, "a command failed in the store");
                vec![private_reply(Text::key("store-failed"))]
            }
        }
    }

    fn dispatch(&self, command: &Command, now: Millis) -> Handled {
        match &command.request {
            Request::Challenge(terms) => self.challenge(command, terms, now),
            Request::Accept(id) => self.accept(command, *id, now),
            Request::Decline(id, reason) => self.decline(command, *id, reason.as_deref(), now),
            Request::Cancel(id) => self.cancel(command, *id, now),
            Request::Challenges { page } => self.list_challenges(command, *page, now),
            Request::Act { game, text, bare } => self.act(command, *game, text, *bare, now),
            Request::Setup(game, words) => self.setup(command, *game, words, now),
            Request::Resign(game) => self.resign(command, *game, now),
            Request::ConfirmResign(game) => self.confirm_resign(command, *game),
            Request::Draw(game, answer) => self.draw(command, *game, *answer, now),
            Request::Takeback(game, answer) => self.takeback(command, *game, *answer, now),
            Request::Board(game) => self.board(command, *game),
            Request::MyBoard(game) => self.my_board(command, *game),
            Request::History(game) => self.history(command, *game),
            Request::Export(game) => self.export(command, *game),
            Request::Games { mine, page } => self.list_games(command, *mine, *page, now),
            Request::Rules(game) => help::rules(game).map(|text| vec![reply(text)]),
            Request::Help => Ok(vec![reply(Text::key("help"))]),
            Request::Rematch(game) => self.rematch(command, *game, now),
            Request::Abort(game) => self.abort(command, *game),
            Request::Set(setting) => self.set(command, *setting),
            Request::Settings => self.show_settings(command),
            Request::ServerLanguage {
                language,
                may_manage,
            } => self.set_server_language(command, *language, *may_manage),
            Request::Replay(game, client) => self.replay_game(command, *game, *client),
            Request::Leaderboard {
                pool,
                everyone,
                page,
            } => self.leaderboard(command, pool, *everyone, *page),
            Request::Profile(whom) => self.profile(command, whom.as_ref()),
            Request::Finished { whose, kind, page } => {
                self.list_finished(command, whose, *kind, *page)
            }
            Request::ShowGame(game) => self.show_game(command, *game),
            Request::Follow(game, follow) => self.follow(command, *game, *follow),
        }
    }

    fn set(&self, command: &Command, setting: Setting) -> Handled {
        let mut settings = self
            .store
            .user(command.from.id)?
            .unwrap_or_else(|| UserRecord::new(&command.from));
        settings.schema = crate::store::SCHEMA_VERSION;
        settings.name = command.from.name.clone();
        let said = match setting {
            Setting::Labels(labels) => {
                settings.labels = labels;
                match labels {
                    LabelPreference::English => "set-labels-english",
                    LabelPreference::Chinese => "set-labels-chinese",
                }
            }
            Setting::Ping(ping) => {
                settings.ping = ping;
                if ping { "set-ping-on" } else { "set-ping-off" }
            }
            Setting::Orientation(orientation) => {
                settings.orientation = orientation;
                match orientation {
                    Orientation::Own => "set-orientation-own",
                    Orientation::Fixed => "set-orientation-fixed",
                }
            }
            Setting::Coordinates(on) => {
                settings.coordinates = on;
                if on {
                    "set-coordinates-on"
                } else {
                    "set-coordinates-off"
                }
            }
            Setting::Language(language) => {
                settings.language = language;
                match language {
                    Some(Language::En) => "set-language-en",
                    Some(Language::Zh) => "set-language-zh",
                    None => "set-language-auto",
                }
            }
        };
        self.store.put_user(&settings)?;
        Ok(vec![private_reply(Text::key(said))])
    }

    /// Sets the language of a server's posts and public boards, for a user who may manage it.
    fn set_server_language(
        &self,
        command: &Command,
        language: Option<Language>,
        may_manage: bool,
    ) -> Handled {
        let Place::Channel { server, .. } = command.place else {
            return refuse(Text::key("server-language-direct"));
        };
        if !may_manage {
            return refuse(Text::key("server-language-not-allowed"));
        }
        let mut record = self.store.server(server)?.unwrap_or(ServerRecord {
            schema: crate::store::SCHEMA_VERSION,
            id: server,
            language: None,
        });
        record.schema = crate::store::SCHEMA_VERSION;
        record.language = language;
        self.store.put_server(&record)?;
        Ok(vec![reply(Text::key(match language {
            Some(Language::En) => "set-server-language-en",
            Some(Language::Zh) => "set-server-language-zh",
            None => "set-server-language-auto",
        }))])
    }

    /// The language set for `server` with `set server-language`, if any.
    pub fn server_language(&self, server: ServerId) -> Option<Language> {
        match self.store.server(server) {
            Ok(record) => record.and_then(|record| record.language),
            Err(error) => {
                tracing::warn!(%error, "a server's settings could not be read");
                None
            }
        }
    }

    /// The language of a message no one user reads (a post in a channel or a game's thread, a public
    /// answer): that of the server it is posted in, else English. The server is the one of the game
    /// the message goes to or is about, else the message's own, else `server` (where the command was
    /// given).
    pub fn post_language(
        &self,
        to: Target,
        message: &Message,
        server: Option<ServerId>,
    ) -> Language {
        let game = match to {
            Target::Game(game) => Some(game),
            _ => message.about,
        };
        let server = match game.map(|game| self.store.game(game)) {
            Some(Ok(Some(record))) => Some(record.server),
            Some(Err(error)) => {
                tracing::warn!(%error, "a game's server could not be read");
                server
            }
            _ => message.server.or(server),
        };
        server
            .and_then(|server| self.server_language(server))
            .unwrap_or_default()
    }

    /// The language `user` is spoken to in: the one they chose with `set language`, else their client's
    /// (`client`, when the message answers an interaction that said it), else English.
    pub fn language_of(&self, user: UserId, client: Option<Language>) -> Language {
        let chosen = match self.store.user(user) {
            Ok(settings) => settings.and_then(|settings| settings.language),
            Err(error) => {
                tracing::warn!(%error, "a user's settings could not be read");
                None
            }
        };
        chosen.or(client).unwrap_or_default()
    }

    /// Every setting of the user, and how to change it.
    fn show_settings(&self, command: &Command) -> Handled {
        let settings = self
            .store
            .user(command.from.id)?
            .unwrap_or_else(|| UserRecord::new(&command.from));
        let on_off = |on: bool| if on { "settings-on" } else { "settings-off" };
        let text = Text::key_with(
            "settings",
            vec![
                (
                    "labels",
                    Arg::key(match settings.labels {
                        LabelPreference::English => "settings-labels-english",
                        LabelPreference::Chinese => "settings-labels-chinese",
                    }),
                ),
                (
                    "orientation",
                    Arg::key(match settings.orientation {
                        Orientation::Own => "settings-orientation-own",
                        Orientation::Fixed => "settings-orientation-fixed",
                    }),
                ),
                ("coordinates", Arg::key(on_off(settings.coordinates))),
                ("ping", Arg::key(on_off(settings.ping))),
                (
                    "language",
                    Arg::key(match settings.language {
                        Some(Language::En) => "settings-language-en",
                        Some(Language::Zh) => "settings-language-zh",
                        None => "settings-language-auto",
                    }),
                ),
            ],
        );
        Ok(vec![private_reply(text)])
    }

    /// The players of a game who asked to be mentioned when it is their turn, among `seats`.
    fn to_notify(&self, record: &GameRecord, seats: &[games::Seat]) -> Vec<UserId> {
        seats
            .iter()
            .map(|&seat| record.player(seat).id)
            .filter(|&user| {
                self.store
                    .user(user)
                    .ok()
                    .flatten()
                    .is_some_and(|settings| settings.ping)
            })
            .collect()
    }

    /// How each player likes their private boards drawn, in seat order; the default for a player whose
    /// settings cannot be read (a board drawn otherwise is better than no board).
    fn looks_of(&self, record: &GameRecord) -> BySeat<BoardLook> {
        record
            .players
            .values()
            .map(|user| match self.store.user(user.id) {
                Ok(settings) => settings.map(|settings| settings.look()).unwrap_or_default(),
                Err(error) => {
                    tracing::warn!(%error, "a player's settings could not be read");
                    BoardLook::default()
                }
            })
            .collect()
    }

    /// Records the place an adapter opened for a game after [`Effect::OpenPlace`] (on Discord, its thread).
    pub fn bind_place(&self, game: GameId, channel: ChannelId) {
        let result = (|| -> Result<(), Failure> {
            let Some(session) = self.sessions.get(&self.store, game)? else {
                return Ok(());
            };
            let mut session = lock(&session);
            if session.record.place != Some(channel) {
                session.save(
                    &self.store,
                    |record| record.place = Some(channel),
                    |_, _| Ok(Vec::new()),
                    None,
                )?;
            }
            Ok(())
        })();
        if let Err(error) = result {
            tracing::error!(game = game.0, ?error, "the game's place was not saved");
        }
    }

    /// Where messages for [`Target::Game`] go: the game's own place once bound, else the channel it started
    /// in. `None` if there is no such game.
    pub fn game_place(&self, game: GameId) -> Option<ChannelId> {
        let session = self.sessions.get(&self.store, game).ok()??;
        let session = lock(&session);
        Some(session.record.place.unwrap_or(session.record.channel))
    }

    /// The name a user was last seen with, from their settings or their games; `None` if unknown.
    pub fn user_name(&self, user: UserId) -> Option<String> {
        if let Ok(Some(record)) = self.store.user(user) {
            return Some(record.name);
        }
        let games = self.store.games_of_user(user).ok()?;
        games.into_iter().find_map(|game| {
            let session = self.sessions.get(&self.store, game).ok()??;
            let session = lock(&session);
            let seat = session.record.seat_of(user)?;
            Some(session.record.player(seat).name.clone())
        })
    }

    /// Carries out everything due at `now`: reminders, time-outs and challenge expiries.
    ///
    /// On a database other processes share, a game's clock is handled by the process that claims it in
    /// the store ([`Store::claim_due`]), whether this process scheduled it or another did, so that one
    /// process handles each deadline; should two handle it all the same (a claim that outlived its
    /// lease), the store keeps the first change and the other finds it done. The challenges that lapsed
    /// are read from the store too (those made by other processes are in no schedule of this one), and
    /// the messages that processes which died since this one started left undelivered are taken over
    /// by [`Host::adopt_orphans`].
    pub fn tick(&self, now: Millis) -> Vec<Effect> {
        self.ticked
            .fetch_max(now, std::sync::atomic::Ordering::Relaxed);
        let shared = self.store.is_shared();
        let mut due = self.own_due(now);
        if shared {
            match self.store.lapsed_challenges(now) {
                Ok(lapsed) => {
                    for timer in lapsed.into_iter().map(Timer::Expire) {
                        if !due.contains(&timer) {
                            due.push(timer);
                        }
                    }
                }
                Err(error) => tracing::error!(%error, "the lapsed challenges could not be read"),
            }
        }
        let mut effects = Vec::new();
        // A game woken up schedules its own timers, which may be due already: fire until none is. Claims
        // come a batch at a time; a game claimed is not claimed again within its lease, so they run out.
        loop {
            if shared {
                due.extend(self.claim_clocks(now));
            }
            if due.is_empty() {
                break;
            }
            self.fire(due, now, &mut effects);
            due = self.own_due(now);
        }
        self.sessions.forget_idle();
        computer::strip(effects)
    }

    /// This process's timers due at `now`. On a shared database the games' clocks are left to the claims
    /// ([`Host::claim_clocks`]), which cover the clocks of this process as well as those of the others.
    fn own_due(&self, now: Millis) -> Vec<Timer> {
        let mut due = self.timers().take_due(now);
        if self.store.is_shared() {
            due.retain(|timer| !matches!(timer, Timer::Remind(_) | Timer::TimeOut(_)));
        }
        due
    }

    /// The reminders and time-outs of the next games (at most [`CLAIMS_AT_ONCE`]) whose clocks this
    /// process claims in the shared store at `now`, for [`CLAIM_LEASE`]: claimed a batch at a time, each
    /// carried out before the next is claimed, so that no claim waits out its lease behind a long queue.
    fn claim_clocks(&self, now: Millis) -> Vec<Timer> {
        match self.store.claim_due(now, CLAIMS_AT_ONCE, now + CLAIM_LEASE) {
            Ok(claimed) => claimed
                .into_iter()
                .flat_map(|game| [Timer::Remind(game), Timer::TimeOut(game)])
                .collect(),
            Err(error) => {
                tracing::error!(%error, "the due clocks could not be claimed");
                Vec::new()
            }
        }
    }

    fn fire(&self, due: Vec<Timer>, now: Millis, effects: &mut Vec<Effect>) {
        for timer in due {
            let result = retrying(|| match timer {
                Timer::Remind(game) => self.remind(game, now),
                Timer::TimeOut(game) => self.time_out(game, now),
                Timer::Expire(challenge) => self.expire(challenge, now),
                Timer::Wake(game) => self.wake(game),
            });
            match result {
                Ok(more) => effects.extend(more),
                Err(error) => {
                    tracing::error!(?timer, ?error, "a timer failed; it will be retried");
                    self.timers().set(timer, Some(now + 60_000));
                }
            }
        }
    }

    /// Brings a game back from the store and schedules its clock from its record. A game that cannot be
    /// brought back is reported once; retrying would not mend it.
    fn wake(&self, game: GameId) -> Result<Vec<Effect>, Failure> {
        match self.sessions.get(&self.store, game) {
            Ok(Some(session)) => {
                let session = lock(&session);
                let deadline = session.record.deadline.filter(|_| !session.record.finished);
                self.timers().set_game(game, deadline);
            }
            Ok(None) => {}
            Err(error @ RestoreError::Store(_)) => return Err(error.into()),
            Err(error) => tracing::error!(%error, "a stored game is skipped"),
        }
        Ok(Vec::new())
    }

    /// When [`Host::tick`] next has something to do: the next timer of this process, or on a shared
    /// database the next deadline stored by any process after the last tick, whichever comes first.
    pub fn next_deadline(&self) -> Option<Millis> {
        let own = self.timers().next();
        if !self.store.is_shared() {
            return own;
        }
        let ticked = self.ticked.load(std::sync::atomic::Ordering::Relaxed);
        // A claim of a process that died lapses within a lease of the last tick.
        let lapsing = ticked.saturating_add(CLAIM_LEASE);
        match self.store.next_due(ticked) {
            Ok(stored) => own.into_iter().chain(stored).chain([lapsing]).min(),
            Err(error) => {
                tracing::error!(%error, "the stored deadlines could not be read");
                own
            }
        }
    }

    /// Tells a game's place that a direct message to `user` could not be delivered, without saying what it
    /// held, how to see their board instead, and how the game stands (whose turn, until when).
    ///
    /// Each player is told once per game, the first time a direct message to them fails; that they were
    /// told is kept with the game's record, so later failures (and a restart) stay quiet. Should the record
    /// fail to save, the notice is given all the same.
    ///
    /// For someone who does not play the game, the message was the board confirming that they follow it:
    /// the follow is called off and they alone are told why.
    pub fn direct_failed(&self, user: UserId, about: Option<GameId>) -> Vec<Effect> {
        let Some(game_id) = about else {
            tracing::warn!(user = user.0, "a direct message could not be delivered");
            return Vec::new();
        };
        let Ok(Some(session)) = self.sessions.get(&self.store, game_id) else {
            return Vec::new();
        };
        let mut session = lock(&session);
        let Some(seat) = session.record.seat_of(user) else {
            drop(session);
            return self.follower_unreachable(user, game_id);
        };
        if session.record.direct_failures_told.contains(&user) {
            return Vec::new();
        }
        let saved = session.save(
            &self.store,
            |record| record.direct_failures_told.push(user),
            |record, game| Ok(closed_direct_notice(record, game, seat, game_id)),
            None,
        );
        saved.unwrap_or_else(|failure| {
            tracing::error!(
                game = game_id.0,
                ?failure,
                "could not record a closed-DM notice"
            );
            closed_direct_notice(&session.record, session.game.as_ref(), seat, game_id)
        })
    }

    /// The messages waiting in the outbox since before a restart, to deliver again, each parcel ending with
    /// its receipt. On a shared database, those of processes gone are taken over too; those of processes
    /// that die later are taken over by [`Host::tick`].
    pub fn pending(&self) -> Vec<Effect> {
        match self.store.pending_parcels() {
            Ok(parcels) => self.unpacked(parcels),
            Err(error) => {
                tracing::error!(%error, "the outbox could not be read");
                Vec::new()
            }
        }
    }

    /// The messages that processes sharing the database left undelivered when they died since this one
    /// started, taken over to be delivered again, each parcel ending with its receipt (see
    /// [`Store::adopt_orphaned_parcels`]); none on a database of this process's own.
    pub fn adopt_orphans(&self) -> Vec<Effect> {
        if !self.store.is_shared() {
            return Vec::new();
        }
        match self.store.adopt_orphaned_parcels() {
            Ok(parcels) => self.unpacked(parcels),
            Err(error) => {
                tracing::error!(%error, "the outbox could not be read");
                Vec::new()
            }
        }
    }

    /// The messages of `parcels` to deliver, each parcel ending with its receipt. A game's opening is
    /// delivered again even when its place is bound: the adapter opens no place twice, and the line
    /// announcing the place belongs to the opening.
    fn unpacked(&self, parcels: Vec<(ParcelId, Parcel)>) -> Vec<Effect> {
        let mut effects = Vec::new();
        for (id, parcel) in parcels {
            match outbox::unpack(id, &parcel) {
                Ok(unpacked) => effects.extend(unpacked),
                Err(error) => {
                    tracing::error!(%error, parcel = id, "an unreadable outbox parcel is dropped");
                    self.delivered(api::Receipt(id));
                }
            }
        }
        computer::strip(effects)
    }

    /// The effects before `receipt` were delivered: they leave the outbox.
    pub fn delivered(&self, receipt: api::Receipt) {
        if let Err(error) = self.store.delivered(receipt.0) {
            tracing::warn!(%error, "a delivered parcel stays in the outbox and may come again");
        }
    }

    /// Makes durable the deliveries recorded so far, which the store writes without waiting; a process
    /// calls it before it ends, so that a restart does not deliver them again.
    pub fn settle(&self) {
        if let Err(error) = self.store.settle() {
            tracing::warn!(%error, "recent deliveries may not be recorded; they may come again");
        }
    }

    /// Whether `user` plays a game that `place` may mean: in a direct conversation, any ongoing game of
    /// theirs; in a channel, only the game whose own place it is (finished or not, so a late action there
    /// is told why it is too late), never a public channel where people chat. There a line that is no
    /// command is read as a bare action (see [`Request::parse_typed`]), which the host leaves alone when
    /// no game of theirs reads it.
    pub fn plays_at(&self, user: UserId, place: Place) -> bool {
        let plays = |game: GameId, finished_too: bool| {
            self.sessions
                .get(&self.store, game)
                .ok()
                .flatten()
                .is_some_and(|session| {
                    let session = lock(&session);
                    (finished_too || !session.record.finished)
                        && session.record.seat_of(user).is_some()
                })
        };
        match place {
            Place::Direct => self
                .store
                .games_of_user(user)
                .unwrap_or_default()
                .into_iter()
                .any(|game| plays(game, false)),
            Place::Channel { channel, .. } => self
                .store
                .game_at_place(channel)
                .ok()
                .flatten()
                .is_some_and(|game| plays(game, true)),
        }
    }

    /// For autocomplete: the legal moves of `user`'s game at `place` that start like `typed` (ignoring case,
    /// spaces and separators), at most 25. Empty when they may not act now or there is no such game.
    pub fn legal_moves(&self, user: UserId, place: Place, typed: &str) -> Vec<String> {
        let Ok(game) = self.resolve_game(user, place, None, permissions::Purpose::Act) else {
            return Vec::new();
        };
        let Ok(Some(session)) = self.sessions.get(&self.store, game) else {
            return Vec::new();
        };
        let session = lock(&session);
        let Some(seat) = session.record.seat_of(user) else {
            return Vec::new();
        };
        if !permissions::may_act(session.game.as_ref(), seat) {
            return Vec::new();
        }
        let wanted = play::squash(typed);
        session
            .game
            .legal_actions(seat)
            .into_iter()
            .filter(|action| play::squash(action).starts_with(&wanted))
            .take(25)
            .collect()
    }

    /// Whether this is the first time `user` chats with the bot privately since it started.
    fn first_chat(&self, user: UserId) -> bool {
        self.told_about_chat
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
            .insert(user)
    }

    fn timers(&self) -> MutexGuard<'_, Timers> {
        self.timers
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
    }

    fn lobby(&self) -> MutexGuard<'_, ()> {
        self.lobby
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
    }
}

/// The notice in a game's place that a direct message to the player in `seat` could not be delivered:
/// how to play without direct messages, and how the game stands; nothing of what the message held.
fn closed_direct_notice(
    record: &GameRecord,
    game: &dyn games::Game,
    seat: games::Seat,
    id: GameId,
) -> Vec<Effect> {
    let status = visibility::status(record, game);
    let in_setup = game.phase() == Phase::Setup;
    vec![send(
        Target::Game(id),
        Message {
            text: Text::key_with(
                if in_setup {
                    "closed-direct-setup"
                } else {
                    "closed-direct-play"
                },
                vec![
                    (
                        "player",
                        visibility::player_name(record.player(seat).id, &record.player(seat).name)
                            .into(),
                    ),
                    ("game", id.0.into()),
                ],
            )
            .plain("\n")
            .then(status),
            buttons: if in_setup {
                buttons::setup(id, game.about().verbs)
            } else {
                Vec::new()
            },
            about: Some(id),
            ..Message::default()
        },
    )]
}
