//! What each audience may see: the eyes it looks with, its view and lines, its record and its setup.

use super::{Engine, Stage, Start};
use crate::junqi::config::{Mode, Sight};
use crate::junqi::notation::PositionView;
use crate::junqi::setup::Setup;
use crate::junqi::view::{self, Eyes};
use crate::model::{Audience, Seat};
use crate::record::RecordBody;
use crate::view::BoardView;

impl Engine {
    /// The seats whose ranks `seat` sees: its own, and its partner's under `visibility=allied` (during
    /// setup only once both are ready).
    fn seen_by(&self, seat: u8) -> u8 {
        let config = &self.position.config;
        let table = config.table;
        let mut bits = 1 << seat;
        if config.sight == Sight::Allied {
            for partner in table.all().filter(|&other| table.partners(seat, other)) {
                let shown = match &self.stage {
                    Stage::Setup { ready, .. } => {
                        ready[usize::from(seat)] && ready[usize::from(partner)]
                    }
                    Stage::Play => true,
                };
                if shown {
                    bits |= 1 << partner;
                }
            }
        }
        bits
    }

    /// What `audience` may see.
    pub(in crate::junqi) fn eyes(&self, audience: Audience) -> Eyes {
        let config = &self.position.config;
        if self.outcome.is_some() {
            return Eyes::All;
        }
        // In 翻棋 every face-up piece is public and a face-down one is nobody's: all see alike.
        if config.mode() == Mode::Fanqi {
            return Eyes::Public;
        }
        if config.sight == Sight::Open {
            return Eyes::All;
        }
        match audience {
            Audience::Seat(seat) if seat.index() < config.table.seats() => {
                Eyes::Seats(self.seen_by(seat.0))
            }
            _ => Eyes::Public,
        }
    }

    /// Whether the record's lines carry the identities in every battle for `audience`.
    fn full_lines(&self, audience: Audience) -> bool {
        self.eyes(audience) == Eyes::All || self.position.config.mode() == Mode::Fanqi
    }

    /// What `audience` may see of the current position.
    pub fn view(&self, audience: Audience) -> BoardView {
        let perspective = match audience {
            Audience::Seat(seat) if seat.index() < self.position.config.table.seats() => seat,
            _ => Seat(0),
        };
        let mut view = view::board_view(
            &self.board(),
            self.eyes(audience),
            perspective,
            &self.last,
            self.outcome.is_some(),
        );
        if let Some(last) = view::last_line(&self.entries) {
            view.info.insert(0, last);
        }
        view
    }

    /// The record's lines for `audience`, without the header.
    pub(in crate::junqi) fn lines(&self, audience: Audience) -> Vec<String> {
        let full = self.full_lines(audience);
        self.entries.iter().map(|entry| entry.line(full)).collect()
    }

    /// The body of the game record as `audience` may read it (§11.7): the setups `audience` may see (at
    /// the end, every one), the start position of a game loaded from one (as `audience` sees it), 翻棋's
    /// layout and shuffle seed at the end, then the record lines. The spec's `Mode`, `Rules` and `Seats`
    /// tags are the common header's `Game`, `Options` (only what differs from the standard rules) and
    /// `Players` ([`crate::record`]).
    pub fn record_body(&self, audience: Audience) -> RecordBody {
        let eyes = self.eyes(audience);
        let table = self.position.config.table;
        let mut body = RecordBody::default();
        match &self.start {
            Start::Setups(setups) if !self.in_setup() => {
                for seat in table.all() {
                    if eyes.see_owner(seat) {
                        body = body.tag(
                            format!("Setup {}", table.letter(seat)),
                            setups[usize::from(seat)].to_string(),
                        );
                    }
                }
            }
            Start::Position(initial) => {
                let view = match (eyes, audience) {
                    (Eyes::All, _) => PositionView::Full,
                    (Eyes::Seats(_), Audience::Seat(seat)) => PositionView::Seat(seat.0),
                    _ => PositionView::Public,
                };
                body = body.tag("Position", initial.to_text(view).to_string());
            }
            Start::Layout(layout) if self.outcome.is_some() => {
                body = body
                    .tag("Layout", layout.to_text(PositionView::Full).to_string())
                    .tag("Seed", self.rng.seed().to_string());
            }
            _ => {}
        }
        body.moves = self.lines(audience).join("\n");
        body
    }

    /// During the setup phase, `seat`'s current setup.
    pub fn setup_of(&self, seat: Seat) -> Option<String> {
        match &self.stage {
            Stage::Setup { setups, .. } => setups.get(seat.index()).map(Setup::to_string),
            Stage::Play => None,
        }
    }
}
