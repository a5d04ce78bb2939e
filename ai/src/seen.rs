//! What a seat's player may know of a game, and nothing more: the only way an opponent reads a game.
//!
//! [`Seen`] wraps the game the host drives, but answers only with what the host would show that seat's
//! player: its own view and record, its own legal actions and setup, the options. The whole state is
//! offered ([`Seen::open_state`]) only while the game hides nothing from the seat, which the game itself
//! says: [`games::Game::disguised`] finds no other game that would look the same to it. For a game with
//! hidden pieces an opponent therefore works from the seat's record and view alone, the outputs the
//! conformance suite proves leak nothing.

use games::{Audience, BoardView, Game, Phase, Seat, Settings, Snapshot};

/// A game as one seat's player sees it.
#[derive(Clone, Copy)]
pub struct Seen<'a> {
    game: &'a dyn Game,
    seat: Seat,
}

impl<'a> Seen<'a> {
    /// `game` as `seat` sees it.
    pub fn new(game: &'a dyn Game, seat: Seat) -> Self {
        Self { game, seat }
    }

    /// The seat.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The catalogue id of the game (`jungle`).
    pub fn game_id(&self) -> &'static str {
        self.game.about().id
    }

    /// Where the game stands (public).
    pub fn phase(&self) -> Phase {
        self.game.phase()
    }

    /// Whether the seat may act now.
    pub fn to_act(&self) -> bool {
        self.game.to_act().contains(&self.seat)
    }

    /// The seat's legal actions now, in canonical text.
    pub fn legal_actions(&self) -> Vec<String> {
        self.game.legal_actions(self.seat)
    }

    /// The game's options (public).
    pub fn settings(&self) -> Settings {
        self.game.settings()
    }

    /// The seat's view of the board.
    pub fn view(&self) -> BoardView {
        self.game.view(Audience::Seat(self.seat))
    }

    /// The game record as the seat may read it (players unnamed).
    pub fn record(&self) -> String {
        self.game.record(Audience::Seat(self.seat), &[])
    }

    /// During a setup phase, the seat's own current setup.
    pub fn setup(&self) -> Option<String> {
        self.game.setup_of(self.seat)
    }

    /// The whole state, only while the game hides nothing from the seat (perfect information, or every
    /// rank open); `None` otherwise.
    pub fn open_state(&self) -> Option<Snapshot> {
        let hidden = self
            .game
            .disguised(Audience::Seat(self.seat), 0x5eed)
            .is_some();
        (!hidden).then(|| self.game.snapshot())
    }
}

impl std::fmt::Debug for Seen<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Seen({} seat {})", self.game_id(), self.seat.0)
    }
}
