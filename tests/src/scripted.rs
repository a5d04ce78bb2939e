//! A host that answers from a script and records what the adapter asked, for the adapter's own tests:
//! delivery, retries, deferral, fallbacks. The end-to-end scenarios use the real host instead.

use std::collections::HashMap;
use std::sync::Mutex;
use umpire::discord::GameHost;
use umpire::host::api::{
    ChallengeId, ChannelId, Command, Effect, GameId, Millis, Place, Receipt, Request, TournamentId,
    UserId,
};

/// How the scripted host answers a command.
pub type Script = Box<dyn Fn(&Command) -> Vec<Effect> + Send + Sync>;

/// What the adapter told the host, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Call {
    /// `handle`.
    Handle(Command),
    /// `bind_place`.
    Bind(GameId, ChannelId),
    /// `direct_failed`.
    DirectFailed(UserId, Option<GameId>),
    /// `legal_moves`.
    LegalMoves(UserId, Place, String),
    /// `delivered`.
    Delivered(Receipt),
}

/// A host that answers every command with its script.
pub struct ScriptedHost {
    script: Script,
    fallback: Script,
    moves: Vec<String>,
    calls: Mutex<Vec<Call>>,
    places: Mutex<HashMap<GameId, ChannelId>>,
    tournament_places: Mutex<HashMap<TournamentId, ChannelId>>,
    deadline: Mutex<Option<(Millis, Vec<Effect>)>>,
}

impl ScriptedHost {
    /// A host answering commands with `script`, failed DMs with `fallback` (called with a command from
    /// the user whose DMs are closed), and autocomplete with `moves`.
    pub fn new(script: Script, fallback: Script, moves: Vec<String>) -> Self {
        Self {
            script,
            fallback,
            moves,
            calls: Mutex::new(Vec::new()),
            places: Mutex::new(HashMap::new()),
            tournament_places: Mutex::new(HashMap::new()),
            deadline: Mutex::new(None),
        }
    }

    /// Sets a deadline at `at`; the first tick at or after it returns `effects`.
    pub fn set_deadline(&self, at: Millis, effects: Vec<Effect>) {
        *self.deadline.lock().unwrap() = Some((at, effects));
    }

    /// Every call so far.
    pub fn calls(&self) -> Vec<Call> {
        self.calls.lock().unwrap().clone()
    }

    /// The commands handled so far.
    pub fn commands(&self) -> Vec<Command> {
        self.calls()
            .into_iter()
            .filter_map(|call| match call {
                Call::Handle(command) => Some(command),
                _ => None,
            })
            .collect()
    }

    fn record(&self, call: Call) {
        self.calls.lock().unwrap().push(call);
    }
}

impl GameHost for ScriptedHost {
    fn handle(&self, command: Command, _now: Millis) -> Vec<Effect> {
        let effects = (self.script)(&command);
        self.record(Call::Handle(command));
        effects
    }

    fn bind_place(&self, game: GameId, place: ChannelId) {
        self.places.lock().unwrap().insert(game, place);
        self.record(Call::Bind(game, place));
    }

    fn place_of(&self, game: GameId) -> Option<ChannelId> {
        self.places.lock().unwrap().get(&game).copied()
    }

    fn bind_tournament_place(&self, tournament: TournamentId, place: ChannelId) {
        self.tournament_places
            .lock()
            .unwrap()
            .insert(tournament, place);
    }

    fn tournament_place(&self, tournament: TournamentId) -> Option<ChannelId> {
        self.tournament_places
            .lock()
            .unwrap()
            .get(&tournament)
            .copied()
    }

    fn tick(&self, now: Millis) -> Vec<Effect> {
        let mut deadline = self.deadline.lock().unwrap();
        match deadline.take() {
            Some((at, effects)) if at <= now => effects,
            pending => {
                *deadline = pending;
                Vec::new()
            }
        }
    }

    fn next_deadline(&self) -> Option<Millis> {
        self.deadline.lock().unwrap().as_ref().map(|(at, _)| *at)
    }

    fn delivered(&self, receipt: Receipt) {
        self.record(Call::Delivered(receipt));
    }

    fn pending(&self) -> Vec<Effect> {
        Vec::new()
    }

    fn direct_failed(&self, user: UserId, game: Option<GameId>) -> Vec<Effect> {
        self.record(Call::DirectFailed(user, game));
        let command = Command {
            from: umpire::host::api::User {
                id: user,
                name: String::new(),
            },
            place: Place::Direct,
            via: umpire::host::api::Via::Text,
            request: Request::MyBoard(game),
        };
        (self.fallback)(&command)
    }

    fn legal_moves(&self, user: UserId, place: Place, typed: &str) -> Vec<String> {
        self.record(Call::LegalMoves(user, place, typed.to_owned()));
        self.moves
            .iter()
            .filter(|action| action.starts_with(typed))
            .cloned()
            .collect()
    }

    /// Scripted answers stand in for games, so no place holds a game to read a bare move for.
    fn plays_at(&self, _user: UserId, _place: Place) -> bool {
        false
    }

    fn button_request(&self, id: &str) -> Option<Request> {
        let number = id.strip_prefix("accept:")?.parse().ok()?;
        Some(Request::Accept(Some(ChallengeId(number)), None))
    }
}
