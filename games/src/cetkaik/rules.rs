//! The [`Rules`] adapter: a thin layer over [`Cetkaik`], which holds the rules.
//!
//! * The action type is [`Request`]: a legal action, or text that reads as an action of the current step
//!   but fits none, which [`Rules::apply`] refuses with its one-sentence reason. So the host hears of
//!   "LAI LO" as a move (and explains why it is illegal), while chat is no action at all.
//! * [`Phase::Decision`] covers both of Cetkaik's pauses inside a turn: the choice after a stepping cast
//!   and ty mok1 / ta xot1. Only an action that completes the turn reports [`Fact::TurnOver`].

use super::game::{Cetkaik, Request};
use super::notation;
use super::options::CetkaikOptions;
use super::piece::Side;
use super::report::end_sentence;
use super::turn::StepKind;
use crate::catalogue::{About, Policy, Verb};
use crate::model::{
    Audience, Fact, Intervention, Outcome, Phase, PositionError, Report, RuleError, Seat,
};
use crate::record::RecordBody;
use crate::rules::{Choice, Rules, Seating};
use crate::view::BoardView;

/// The side of a seat, or a sentence saying Cetkaik has two.
fn seat_side(seat: Seat) -> Result<Side, RuleError> {
    Side::of_seat(seat).ok_or_else(|| RuleError::of("refusal-cetkaik-two-seats", Vec::new()))
}

impl Rules for Cetkaik {
    type Options = CetkaikOptions;
    type Action = Request;

    const ABOUT: About = About {
        id: "cetkaik",
        aliases: &["cerke", "pekzep-chess", "机戦"],
        verbs: &[
            Verb {
                usage: "give up",
                help: "about-word-cetkaik-give",
                phase: Phase::Decision,
                button: Some("about-button-cetkaik-give-up"),
            },
            Verb {
                usage: "tymok",
                help: "about-word-cetkaik-tymok",
                phase: Phase::Decision,
                button: Some("about-button-cetkaik-tymok"),
            },
            Verb {
                usage: "taxot",
                help: "about-word-cetkaik-taxot",
                phase: Phase::Decision,
                button: Some("about-button-cetkaik-taxot"),
            },
        ],
        policy: Policy {
            setup_phase: false,
            reveal_record_at_end: false,
            takebacks: false,
            commits: true,
            chance_in_play: true,
            chinese_labels: true,
        },
        texts: super::TEXTS,
    };

    const SNAPSHOT_VERSION: u32 = 1;

    fn seating(_options: &CetkaikOptions) -> Seating {
        Seating::each_alone(&[Side::IA.key(), Side::A.key()])
    }

    fn new_game(options: CetkaikOptions, seed: u64) -> Self {
        Cetkaik::new(options, seed)
    }

    fn from_position(text: &str, options: CetkaikOptions) -> Result<Self, PositionError> {
        Cetkaik::from_text(text, options)
    }

    fn position(&self) -> String {
        self.to_text()
    }

    fn options(&self) -> &CetkaikOptions {
        Cetkaik::options(self)
    }

    fn phase(&self) -> Phase {
        match self.step_kind() {
            StepKind::AwaitingMove => Phase::Play,
            StepKind::AwaitingCastChoice | StepKind::AwaitingDecision => Phase::Decision,
            StepKind::Over => Phase::Over,
        }
    }

    fn to_act(&self) -> Vec<Seat> {
        Cetkaik::to_act(self).map(Side::seat).into_iter().collect()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Request> {
        if Side::of_seat(seat).is_none() || Cetkaik::to_act(self) != Side::of_seat(seat) {
            return Vec::new();
        }
        let mut actions = self.actions();
        actions.sort_by_cached_key(notation::canonical);
        actions.into_iter().map(Request::Act).collect()
    }

    fn parse_action(&self, seat: Seat, text: &str) -> Result<Request, RuleError> {
        self.read(seat_side(seat)?, text)
    }

    fn format_action(&self, action: &Request) -> String {
        match action {
            Request::Act(action) => notation::canonical(action),
            Request::Unfit { text, .. } => text.clone(),
        }
    }

    fn apply(&mut self, seat: Seat, action: &Request) -> Result<Report, RuleError> {
        let played = self.submit(seat_side(seat)?, action)?;
        let mut report = Cetkaik::report(&played.facts);
        if played.ends_turn {
            report.note_fact(Fact::TurnOver(seat));
        }
        Ok(report)
    }

    fn outcome(&self) -> Option<&Outcome> {
        Cetkaik::outcome(self)
    }

    fn intervene(&mut self, intervention: Intervention) -> Result<Report, RuleError> {
        let outcome = self.ruling(intervention)?;
        Ok(self.conclude(outcome))
    }

    fn conclude(&mut self, outcome: Outcome) -> Report {
        let winner = match &outcome {
            Outcome::Win { winners, .. } => winners.first().and_then(|&seat| Side::of_seat(seat)),
            Outcome::Draw { .. } => None,
        };
        Report::public(end_sentence(&self.end(winner, outcome.reason())))
    }

    fn view(&self, audience: Audience) -> BoardView {
        super::view::board_view(self, audience)
    }

    fn record_body(&self, _audience: Audience) -> RecordBody {
        self.record_entries()
    }

    fn choices(&self, seat: Seat) -> Vec<Choice> {
        if Cetkaik::to_act(self).map(Side::seat) != Some(seat) {
            return Vec::new();
        }
        super::view::choices(self)
    }

    fn perft(&self, depth: u32) -> u64 {
        Cetkaik::perft(self, depth)
    }
}
