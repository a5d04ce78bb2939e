//! The object-safe interface the host drives, implemented for every [`Rules`] type.

use crate::catalogue::About;
use crate::fairness::HiddenPoint;
use crate::model::{
    Audience, Fact, Intervention, Outcome, Phase, PositionError, Report, RuleError, Seat,
};
use crate::options::{OptionError, Settings};
use crate::record::{RecordHead, RecordParts, write_record};
use crate::rng::GameRng;
use crate::rules::{Choice, Rules, Seating};
use crate::view::BoardView;
use std::fmt::Debug;

/// An action that was applied: its canonical text (what the game log stores) and what it did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The action in canonical text.
    pub canonical: String,
    /// What it did: facts for the host, notes per audience.
    pub report: Report,
}

/// A game's state as stored: the serialised state and the version of its shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    /// [`Rules::SNAPSHOT_VERSION`] of the game that wrote it.
    pub version: u32,
    /// The state as JSON.
    pub json: String,
}

/// Any game, driven through text: what the host and the command line use.
pub trait Game: Debug + Send + Sync {
    /// What the catalogue says of the game.
    fn about(&self) -> About;
    /// Who sits at the table.
    fn seating(&self) -> Seating;
    /// Where the game stands.
    fn phase(&self) -> Phase;
    /// The seats that may act now; empty once the game is over.
    fn to_act(&self) -> Vec<Seat>;
    /// Every legal action of `seat`, in canonical text, sorted.
    fn legal_actions(&self, seat: Seat) -> Vec<String>;
    /// Whether `text` reads as an action of `seat` in the current phase (legal or not).
    fn understands(&self, seat: Seat, text: &str) -> bool;
    /// Parses and applies an action of `seat`; an illegal one changes nothing.
    fn play(&mut self, seat: Seat, text: &str) -> Result<Played, RuleError>;
    /// Rules on a resignation, a time-out or an agreed draw.
    fn intervene(&mut self, intervention: Intervention) -> Result<Report, RuleError>;
    /// How the game ended, or `None` while it goes on.
    fn outcome(&self) -> Option<Outcome>;
    /// The position string of the current position (full view).
    fn position(&self) -> String;
    /// What `audience` may see.
    fn view(&self, audience: Audience) -> BoardView;
    /// The game record as `audience` may read it, with the header every game shares
    /// ([`crate::record`]); `head` holds the players' names and the date.
    fn record_with(&self, audience: Audience, head: &RecordHead) -> String;
    /// The game record as `audience` may read it, with these players' names and no date.
    fn record(&self, audience: Audience, players: &[String]) -> String {
        self.record_with(audience, &RecordHead::players(players))
    }
    /// During a setup phase, `seat`'s current setup as text (that seat's secret); `None` otherwise.
    fn setup_of(&self, seat: Seat) -> Option<String>;
    /// Every point hidden from some audience as play began ([`Rules::hidden_points`]).
    fn hidden_points(&self) -> Vec<HiddenPoint>;
    /// The squares of hidden points the rules have since shown to everyone ([`Rules::revealed_points`]).
    fn revealed_points(&self) -> Vec<String>;
    /// The choices `seat` must decide between now, each with what it does ([`Rules::choices`]).
    fn choices(&self, seat: Seat) -> Vec<Choice>;
    /// How many own turns a player waits after a refused draw offer before offering again.
    fn draw_offer_cooldown(&self) -> u32;
    /// A copy in which something `audience` cannot see differs ([`Rules::disguise`]), drawn from `seed`.
    fn disguised(&self, audience: Audience, seed: u64) -> Option<Box<dyn Game>>;
    /// The game's options, as checked settings.
    fn settings(&self) -> Settings;
    /// The whole state, to store as a cache of the log; [`crate::GameEntry::restore`] reads it back.
    fn snapshot(&self) -> Snapshot;
    /// The number of leaf nodes of the legal-action tree to `depth`.
    fn perft(&self, depth: u32) -> u64;
    /// Each legal root action with its subtree count at `depth - 1`, sorted by action.
    fn divide(&self, depth: u32) -> Vec<(String, u64)>;
    /// A copy of this game.
    fn clone_game(&self) -> Box<dyn Game>;
}

impl<R: Rules> Game for R {
    fn about(&self) -> About {
        R::ABOUT
    }

    fn seating(&self) -> Seating {
        R::seating(self.options())
    }

    fn phase(&self) -> Phase {
        Rules::phase(self)
    }

    fn to_act(&self) -> Vec<Seat> {
        Rules::to_act(self)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<String> {
        let mut actions: Vec<String> = Rules::legal_actions(self, seat)
            .iter()
            .map(|action| self.format_action(action))
            .collect();
        actions.sort();
        actions
    }

    fn understands(&self, seat: Seat, text: &str) -> bool {
        self.parse_action(seat, text).is_ok()
    }

    fn play(&mut self, seat: Seat, text: &str) -> Result<Played, RuleError> {
        let action = self.parse_action(seat, text)?;
        let canonical = self.format_action(&action);
        let before = Rules::phase(self);
        let mut report = self.apply(seat, &action)?;
        note_phase_change(self, before, &mut report);
        Ok(Played { canonical, report })
    }

    fn intervene(&mut self, intervention: Intervention) -> Result<Report, RuleError> {
        let before = Rules::phase(self);
        let mut report = Rules::intervene(self, intervention)?;
        note_phase_change(self, before, &mut report);
        Ok(report)
    }

    fn outcome(&self) -> Option<Outcome> {
        Rules::outcome(self).cloned()
    }

    fn position(&self) -> String {
        Rules::position(self)
    }

    fn view(&self, audience: Audience) -> BoardView {
        Rules::view(self, audience)
    }

    fn record_with(&self, audience: Audience, head: &RecordHead) -> String {
        write_record(RecordParts {
            about: &R::ABOUT,
            seating: &R::seating(self.options()),
            settings: &Settings::of(self.options()),
            outcome: Rules::outcome(self),
            head,
            body: self.record_body(audience),
        })
    }

    fn setup_of(&self, seat: Seat) -> Option<String> {
        Rules::setup_of(self, seat)
    }

    fn hidden_points(&self) -> Vec<HiddenPoint> {
        Rules::hidden_points(self)
    }

    fn revealed_points(&self) -> Vec<String> {
        Rules::revealed_points(self)
    }

    fn choices(&self, seat: Seat) -> Vec<Choice> {
        Rules::choices(self, seat)
    }

    fn draw_offer_cooldown(&self) -> u32 {
        Rules::draw_offer_cooldown(self)
    }

    fn disguised(&self, audience: Audience, seed: u64) -> Option<Box<dyn Game>> {
        let copy = self.disguise(audience, &mut GameRng::from_seed(seed))?;
        Some(Box::new(copy))
    }

    fn settings(&self) -> Settings {
        Settings::of(self.options())
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot {
            version: R::SNAPSHOT_VERSION,
            json: serde_json::to_string(self).expect("game states serialise"),
        }
    }

    fn perft(&self, depth: u32) -> u64 {
        Rules::perft(self, depth)
    }

    fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        let Some(&seat) = Rules::to_act(self).first() else {
            return Vec::new();
        };
        let mut rows: Vec<(String, u64)> = Rules::legal_actions(self, seat)
            .iter()
            .map(|action| {
                let mut next = self.clone();
                next.apply(seat, action)
                    .expect("a generated action is legal");
                let count = if depth <= 1 {
                    1
                } else {
                    Rules::perft(&next, depth - 1)
                };
                (self.format_action(action), count)
            })
            .collect();
        rows.sort();
        rows
    }

    fn clone_game(&self) -> Box<dyn Game> {
        Box::new(self.clone())
    }
}

/// Adds [`Fact::PhaseChanged`] to `report` when the game left phase `before`, so the fact is never
/// missing whatever the game reported itself.
fn note_phase_change<R: Rules>(game: &R, before: Phase, report: &mut Report) {
    let now = Rules::phase(game);
    let fact = Fact::PhaseChanged(now);
    if now != before && !report.has(fact) {
        report.note_fact(fact);
    }
}

/// Why a game could not be set up from text: a bad option or a bad position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// An option was unknown or its value malformed.
    #[error(transparent)]
    Option(#[from] OptionError),
    /// The position string was malformed or impossible.
    #[error(transparent)]
    Position(#[from] PositionError),
}
