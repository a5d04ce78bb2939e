//! What the Discord adapter needs from the host, as one trait so the adapter depends on nothing else.

use crate::host::api::{
    ChannelId, Command, Effect, GameId, Language, Message, Millis, Place, Receipt, Request, Target,
    UserId,
};
use crate::host::{AnalysisJob, ComputerJob, Decided, Host};
use crate::model::{ServerId, TournamentId};

/// The host as the adapter sees it. Every method is synchronous and may be called from many tasks at
/// once; the adapter runs the slow ones (`handle`, `tick`) off the async executor.
pub trait GameHost: Send + Sync + 'static {
    /// Handles one command and returns what to deliver, in order.
    fn handle(&self, command: Command, now: Millis) -> Vec<Effect>;
    /// Records the place (thread) the adapter opened for a game after [`Effect::OpenPlace`].
    fn bind_place(&self, game: GameId, place: ChannelId);
    /// The place of a game, once bound.
    fn place_of(&self, game: GameId) -> Option<ChannelId>;
    /// Records the place (thread) the adapter opened for a tournament after
    /// [`Effect::OpenTournamentPlace`].
    fn bind_tournament_place(&self, tournament: TournamentId, place: ChannelId);
    /// Where a tournament's messages go: its place once bound, else its channel.
    fn tournament_place(&self, tournament: TournamentId) -> Option<ChannelId>;
    /// Applies the deadlines that passed by `now` and returns what to deliver.
    fn tick(&self, now: Millis) -> Vec<Effect>;
    /// The earliest pending deadline, if any.
    fn next_deadline(&self) -> Option<Millis>;
    /// Tells the host that the effects before `receipt` were delivered.
    fn delivered(&self, receipt: Receipt);
    /// The lineage of the host's database ([`crate::store::Store::lineage`]), which the nonces of its
    /// parcels' messages derive from. A host with no database (a test double) has 0.
    fn lineage(&self) -> u64 {
        0
    }
    /// The effects of committed changes still waiting to be delivered after a restart.
    fn pending(&self) -> Vec<Effect>;
    /// The effects of committed changes that processes sharing the database left undelivered when they
    /// died, taken over to be delivered again (looked at every round of the clock).
    fn adopt_orphans(&self) -> Vec<Effect> {
        Vec::new()
    }
    /// Tells the host a private message to `user` could not be delivered (their DMs are closed).
    fn direct_failed(&self, user: UserId, game: Option<GameId>) -> Vec<Effect>;
    /// The legal moves of `user`'s game at `place` that start with `typed`, in the notation being typed.
    fn legal_moves(&self, user: UserId, place: Place, typed: &str) -> Vec<String>;
    /// Whether `user` plays an ongoing game that `place` may mean (any of theirs in a DM; in a channel,
    /// the game whose own place it is or games started there): there a line that is no command is read as
    /// a bare action.
    fn plays_at(&self, user: UserId, place: Place) -> bool;
    /// The request a button id stands for, or `None` when the button is not (or no longer) valid.
    fn button_request(&self, id: &str) -> Option<Request>;
    /// What the computer's seat may see of `game`, when it is to act there. A host without a computer
    /// opponent (a test double) has none.
    fn computer_job(&self, game: GameId) -> Option<ComputerJob> {
        let _ = game;
        None
    }
    /// Plays what the computer decided, as its seat's requests, and returns what to deliver.
    fn computer_play(
        &self,
        job: &ComputerJob,
        thought: Result<Decided, ai::Unable>,
        now: Millis,
    ) -> Vec<Effect> {
        let _ = (job, thought, now);
        Vec::new()
    }
    /// A think request for every game where the computer is to act (asked once at start).
    fn computer_turns(&self) -> Vec<Effect> {
        Vec::new()
    }
    /// What is left to search of `game`'s analysis, when someone waits for it and this process claims
    /// it at `now`. A host without analyses (a test double) has none.
    fn analysis_job(&self, game: GameId, now: Millis) -> Option<AnalysisJob> {
        let _ = (game, now);
        None
    }
    /// Renews the claim to an analysis at `now` and saves the evaluations it made so far; says whether
    /// the search is still this process's.
    fn analysis_progress(&self, job: &AnalysisJob, now: Millis) -> bool {
        let _ = (job, now);
        false
    }
    /// The end of an analysis's search, and what to deliver to those who waited.
    fn analysis_finished(&self, job: AnalysisJob, searched: Result<(), ai::Unable>) -> Vec<Effect> {
        let _ = (job, searched);
        Vec::new()
    }
    /// An analyse request for every analysis someone waits for (asked once at start).
    fn analyses_waiting(&self) -> Vec<Effect> {
        Vec::new()
    }
    /// The language `user` is spoken to in: their chosen one, else `client` (the locale of the
    /// interaction being answered), else English.
    fn language_of(&self, user: UserId, client: Option<Language>) -> Language {
        let _ = user;
        client.unwrap_or_default()
    }
    /// The language of `message`, which no one user reads, posted to `to`: its server's (that of the
    /// game it is about, else `server`, where the command was given), else English.
    fn post_language(&self, to: Target, message: &Message, server: Option<ServerId>) -> Language {
        let _ = (to, message, server);
        Language::default()
    }
}

impl GameHost for Host {
    fn handle(&self, command: Command, now: Millis) -> Vec<Effect> {
        Host::handle(self, command, now)
    }

    fn language_of(&self, user: UserId, client: Option<Language>) -> Language {
        Host::language_of(self, user, client)
    }

    fn post_language(&self, to: Target, message: &Message, server: Option<ServerId>) -> Language {
        Host::post_language(self, to, message, server)
    }

    fn bind_place(&self, game: GameId, place: ChannelId) {
        Host::bind_place(self, game, place);
    }

    fn place_of(&self, game: GameId) -> Option<ChannelId> {
        self.game_place(game)
    }

    fn bind_tournament_place(&self, tournament: TournamentId, place: ChannelId) {
        Host::bind_tournament_place(self, tournament, place);
    }

    fn tournament_place(&self, tournament: TournamentId) -> Option<ChannelId> {
        Host::tournament_place(self, tournament)
    }

    fn tick(&self, now: Millis) -> Vec<Effect> {
        Host::tick(self, now)
    }

    fn next_deadline(&self) -> Option<Millis> {
        Host::next_deadline(self)
    }

    fn direct_failed(&self, user: UserId, game: Option<GameId>) -> Vec<Effect> {
        Host::direct_failed(self, user, game)
    }

    fn delivered(&self, receipt: Receipt) {
        Host::delivered(self, receipt)
    }

    fn pending(&self) -> Vec<Effect> {
        Host::pending(self)
    }

    fn lineage(&self) -> u64 {
        self.store().lineage()
    }

    fn adopt_orphans(&self) -> Vec<Effect> {
        Host::adopt_orphans(self)
    }

    fn legal_moves(&self, user: UserId, place: Place, typed: &str) -> Vec<String> {
        Host::legal_moves(self, user, place, typed)
    }

    fn plays_at(&self, user: UserId, place: Place) -> bool {
        Host::plays_at(self, user, place)
    }

    fn button_request(&self, id: &str) -> Option<Request> {
        Request::from_button_id(id)
    }

    fn computer_job(&self, game: GameId) -> Option<ComputerJob> {
        Host::computer_job(self, game)
    }

    fn computer_play(
        &self,
        job: &ComputerJob,
        thought: Result<Decided, ai::Unable>,
        now: Millis,
    ) -> Vec<Effect> {
        Host::computer_play(self, job, thought, now)
    }

    fn computer_turns(&self) -> Vec<Effect> {
        Host::computer_turns(self)
    }

    fn analysis_job(&self, game: GameId, now: Millis) -> Option<AnalysisJob> {
        Host::analysis_job(self, game, now)
    }

    fn analysis_progress(&self, job: &AnalysisJob, now: Millis) -> bool {
        Host::analysis_progress(self, job, now)
    }

    fn analysis_finished(&self, job: AnalysisJob, searched: Result<(), ai::Unable>) -> Vec<Effect> {
        Host::analysis_finished(self, job, searched)
    }

    fn analyses_waiting(&self) -> Vec<Effect> {
        Host::analyses_waiting(self)
    }
}
