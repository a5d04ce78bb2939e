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
//!
//! Where things are: this file takes commands and hands each to its handler (`Host::dispatch` is the
//! index of them); `acting.rs` plays actions and commits changes, `announce.rs` says what they did,
//! `offers/` holds the one protocol of draws and takebacks, `setup.rs` the setup phase, `lobby/` the
//! challenges, `tournaments/` the tournaments, `queries/` what changes nothing, `follow.rs` and `settings.rs` their commands;
//! `clock_events.rs` does what falls due ([`Host::tick`]), `computer.rs` plays the bot's seats,
//! `delivery.rs` hears back from the adapters. Beneath them: `permissions.rs` (which game a command
//! means, who may act), `sessions.rs` (games in memory), `outbox.rs`, `timers.rs`, `quotas.rs` (what one user may have and
//! do at once); and what
//! messages are made of: `visibility.rs` (what each audience is shown), `wording.rs` (names and the
//! games' sentences in the reader's language), `buttons.rs`, `pages.rs`, `text.rs`, `help.rs`,
//! `parse/` (typed commands) and `api.rs` (what adapters send and receive).

mod acting;
mod announce;
pub mod api;
mod buttons;
mod clock_events;
mod computer;
mod delivery;
mod fairness;
mod follow;
mod help;
mod lobby;
mod offers;
mod outbox;
mod pages;
pub mod parse;
mod permissions;
mod queries;
mod quotas;
mod sessions;
mod settings;
mod setup;
mod text;
mod timers;
mod tournaments;
mod visibility;
mod wording;

use crate::clock::ClockSpec;
use crate::store::{RestoreError, Store, StoreError};
use api::{Command, Effect, Message, Millis, Request, Target, Text, User, UserId};
pub use clock_events::CLAIM_LEASE;
pub use computer::{ComputerJob, Decided, Task, computer_user};
use games::Catalogue;
use offers::{Draw, Takeback};
pub use parse::ParseError;
pub use queries::{ANALYSIS_LEASE, AnalysisJob, replay};
use sessions::Sessions;
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
    /// The games it offers; [`Host::open`] publishes them, so that their stored games read back.
    pub catalogue: Catalogue,
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
            catalogue: Catalogue::default(),
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
    /// Games not over they follow.
    pub follows: usize,
    /// People who follow one game (each gets every public board by DM).
    pub followers: usize,
    /// Tournaments open (gathering players or playing) in one server.
    pub tournaments_per_server: usize,
    /// Players in one tournament.
    pub tournament_players: usize,
}

impl Default for Limits {
    /// 10 waiting challenges, 30 games, 30 saved setups per game, 40 commands a minute, 10 games
    /// followed, 25 followers of a game, 3 open tournaments a server, 64 players a tournament.
    fn default() -> Self {
        Self {
            open_challenges: 10,
            games_in_progress: 30,
            saved_setups: 30,
            commands_per_minute: 40,
            follows: 10,
            followers: 25,
            tournaments_per_server: 3,
            tournament_players: 64,
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
    /// The users told once, in a direct conversation, that chat is not read.
    told_about_chat: Mutex<std::collections::HashSet<UserId>>,
    /// The time of the last [`Host::tick`]: stored deadlines up to it were looked at then, and one still
    /// due (a deadline the rules would not apply) waits for the next tick rather than waking the clock.
    ticked: std::sync::atomic::AtomicU64,
    /// The time tournaments were last looked at for game ends left unrecorded (see
    /// `tournaments/results.rs`).
    tournaments_reconciled: std::sync::atomic::AtomicU64,
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
    /// The command would have gone past a limit on what one user may have (the store refused it);
    /// nothing changed.
    OverLimit(crate::store::OverLimit),
    /// The store failed; nothing changed.
    Store(String),
}

impl From<StoreError> for Failure {
    fn from(error: StoreError) -> Self {
        match error {
            StoreError::Conflict(_)
            | StoreError::ChallengeChanged(_)
            | StoreError::TournamentChanged(_) => Failure::Conflict(error.to_string()),
            StoreError::OverLimit(limit) => Failure::OverLimit(limit),
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
        config.catalogue.publish();
        let live_games = config.live_games;
        let host = Host {
            sessions: Sessions::new(store.is_shared(), live_games),
            store,
            config,
            lobby: Mutex::new(()),
            timers: Mutex::new(Timers::default()),
            told_about_chat: Mutex::new(std::collections::HashSet::new()),
            ticked: std::sync::atomic::AtomicU64::new(0),
            tournaments_reconciled: std::sync::atomic::AtomicU64::new(0),
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
        host.schedule_arenas()?;
        Ok(host)
    }

    /// Logs that the store failed doing `what`: as an error, unless the database cannot be reached, an
    /// outage the store logged once when it began (then every call fails alike, and saying so each time
    /// would only flood the log).
    fn store_failed(&self, error: &dyn std::fmt::Display, what: &str) {
        if self.store.is_down() {
            tracing::debug!(%error, "{what}");
        } else {
            tracing::error!(%error, "{what}");
        }
    }

    /// The store, for reading (game records and logs, for tools and checks).
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Carries out one command. Bad input of any kind is answered with one sentence and changes nothing.
    pub fn handle(&self, command: Command, now: Millis) -> Vec<Effect> {
        let started = std::time::Instant::now();
        let command = Command {
            from: User {
                id: command.from.id,
                name: crate::message::safe::name(&command.from.name),
            },
            ..command
        };
        let kind = command.request.kind();
        // The game is recorded once the command's game is known (`Host::with_game_id`); no user text.
        let span = tracing::info_span!("command", kind, game = tracing::field::Empty);
        let _entered = span.enter();
        if let Some(refused) = self.over_rate(&command, now) {
            crate::telemetry::command(kind, "rate_limited", started);
            return refused;
        }
        let handled = retrying(|| self.dispatch(&command, now));
        self.sessions.forget_idle();
        let (outcome, effects) = match handled {
            Ok(effects) => {
                if matches!(command.request, Request::Act { .. } | Request::Setup(..)) {
                    crate::telemetry::move_acknowledged();
                }
                ("ok", computer::strip(effects))
            }
            Err(Failure::Refused(sentence)) => ("refused", vec![private_reply(sentence)]),
            Err(Failure::OverLimit(limit)) => {
                crate::telemetry::quota_refused(limit.kind());
                let refusal = private_reply(quotas::over_limit(&limit, command.from.id));
                ("over_limit", vec![refusal])
            }
            Err(Failure::Store(error) | Failure::Conflict(error)) => {
                self.store_failed(&error, "a command failed in the store");
                let sentence = Text::key(if self.store.is_down() {
                    "store-unreachable"
                } else {
                    "store-failed"
                });
                ("store_failed", vec![private_reply(sentence)])
            }
        };
        crate::telemetry::command(kind, outcome, started);
        effects
    }

    /// What the host does on a command: the index of its handlers, grouped by the file each lives in.
    fn dispatch(&self, command: &Command, now: Millis) -> Handled {
        match &command.request {
            // The lobby (lobby/): challenges made, answered and listed, and rematches.
            Request::Challenge(terms) => self.challenge(command, terms, now),
            Request::Accept(id, seed) => self.accept(command, *id, seed.as_deref(), now),
            Request::Decline(id, reason) => self.decline(command, *id, reason.as_deref(), now),
            Request::Cancel(id) => self.cancel(command, *id, now),
            Request::Challenges { page } => self.list_challenges(command, *page, now),
            Request::Rematch(game) => self.rematch(command, *game, now),
            // Playing (acting.rs, and setup.rs for the setup phase).
            Request::Act { game, text, bare } => self.act(command, *game, text, *bare, now),
            Request::Setup(game, words) => self.setup(command, *game, words, now),
            Request::ConfirmResign(game) => self.confirm_resign(command, *game),
            Request::Resign(game) => self.resign(command, *game, now),
            Request::Abort(game) => self.abort(command, *game),
            // Offers to the other players, carried out once all agree (offers/).
            Request::Draw(game, answer) => {
                self.answer_offer(&Draw, command, *game, *answer, None, now)
            }
            Request::Takeback(game, answer) => {
                self.answer_offer(&Takeback, command, *game, *answer, None, now)
            }
            // Questions that change nothing (queries/, help.rs).
            Request::Board(game) => self.board(command, *game),
            Request::MyBoard(game) => self.my_board(command, *game),
            Request::History(game) => self.history(command, *game),
            Request::Export(game) => self.export(command, *game),
            Request::Verify(game) => self.verify(command, *game),
            Request::Games { mine, page } => self.list_games(command, *mine, *page, now),
            Request::Finished { whose, kind, page } => {
                self.list_finished(command, whose, *kind, *page)
            }
            Request::ShowGame(game) => self.show_game(command, *game),
            Request::Replay(game, client) => self.replay_game(command, *game, *client),
            Request::Analyse(game, client) => self.analyse_game(command, *game, *client),
            Request::Leaderboard {
                pool,
                everyone,
                page,
            } => self.leaderboard(command, pool, *everyone, *page),
            Request::Profile(whom) => self.profile(command, whom.as_ref()),
            Request::Rules { game, page } => help::rules(&self.config.catalogue, game, *page)
                .map(|message| vec![self.answer_in_place(command, message)]),
            Request::Help {
                command: asked,
                page,
            } => help::help(asked.as_deref(), *page)
                .map(|message| vec![self.answer_in_place(command, message)]),
            // Tournaments (tournaments/).
            Request::Tournament(request) => self.tournament(command, request, now),
            Request::Tournaments => self.list_tournaments(command),
            // Following a game (follow.rs).
            Request::Follow(game, follow) => self.follow(command, *game, *follow),
            // Settings (settings.rs).
            Request::Set(setting) => self.set(command, *setting),
            Request::Settings => self.show_settings(command),
            Request::ServerLanguage {
                language,
                may_manage,
            } => self.set_server_language(command, *language, *may_manage),
        }
    }

    fn timers(&self) -> MutexGuard<'_, Timers> {
        self.timers
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
    }
}
