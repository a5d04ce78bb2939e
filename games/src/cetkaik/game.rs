//! The game of Cetkaik: options, the random stream, the turn machine's state, and the history of what
//! each action did; its full position string; its record and table view.
//!
//! # The game's position string
//!
//! The eight fields of a [`Position`] (see [`super::position`]), then at most one of:
//!
//! * `flight=<src><via><declared>:<sticks>` when the side to move has cast the sticks after a step and
//!   must choose where to land (`flight=LAULAILU:11100`, the sticks as 1 for marked);
//! * `decide=<penalty>:<new hands>` when the side to move formed a hand and must choose ty mok1 or ta
//!   xot1: the penalty points of the move (0, or negative under the strict rules) and the identifiers of
//!   the hands it formed joined by `,` (`decide=0:animals,king`), `-` for none;
//! * `over` when the game is over (the leader on points wins, equal points draw).
//!
//! In a decision the position is the one after the move, with the mover to move and the Tam2 flag telling
//! whether that move moved Tam2.

use super::board::{Square, split_squares};
use super::engine::{Decision, Flight};
use super::hands::FormedHand;
use super::notation::Misread;
use super::options::{CetkaikOptions, Preset};
use super::piece::Side;
use super::position::{Position, Scores, Season};
use super::sticks::{self, Cast};
use super::turn::{Action, Chance, Choice, Ending, Fact, State, Step, StepKind};
use super::{notation, perft, record, report};
use crate::model::{EndReason, Intervention, Outcome, PositionError, Report, RuleError};
use crate::record::RecordBody;
use crate::refusal::Reason;
use crate::rng::GameRng;
use crate::rules::two_sided_outcome;
use serde::{Deserialize, Serialize};

/// One applied action: who acted, the action with the outcome of its chance step as it fell, and what
/// it did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// The side that acted.
    pub side: Side,
    /// The action; its `chance` is the cast or draw that happened, if any.
    pub action: Action,
    /// What it did.
    pub facts: Vec<Fact>,
}

/// What a player's text asks for: the [`crate::Rules`] action type of Cetkaik.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Request {
    /// A legal action.
    Act(Action),
    /// A text that reads as an action of the current step but fits no legal action (or several).
    Unfit {
        /// The text as typed.
        text: String,
        /// Why it fits none.
        reason: Reason,
    },
}

/// What one action did, for the host.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// What happened, in order.
    pub facts: Vec<Fact>,
    /// Whether the action completed the player's turn: false when the same player must now choose where
    /// to land after a stepping cast, or decide after forming a hand.
    pub ends_turn: bool,
}

/// A game of Cetkaik.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cetkaik {
    options: CetkaikOptions,
    rng: GameRng,
    /// The position string it started from, when it did not start from the start of a game.
    start: Option<String>,
    /// What happened before the first action (the draw of Spring's first player).
    opening: Vec<Fact>,
    history: Vec<Entry>,
    state: State,
    outcome: Option<Outcome>,
}

impl Cetkaik {
    /// A new game: Spring, 20 points each, the first player drawn from the game's random stream.
    pub fn new(options: CetkaikOptions, seed: u64) -> Cetkaik {
        let mut rng = GameRng::from_seed(seed);
        let first = sticks::draw_first(&mut rng);
        let position = Position::start(Season::Spring, Scores::START, first);
        let state = State::at(position, options.rules);
        Cetkaik {
            options,
            rng,
            start: None,
            opening: vec![Fact::SeasonStarted {
                season: Season::Spring,
                first,
            }],
            history: Vec::new(),
            state,
            outcome: None,
        }
    }

    /// A game from a game position string, with no earlier history; its random stream is seeded with 0.
    pub fn from_text(text: &str, options: CetkaikOptions) -> Result<Cetkaik, PositionError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() < 8 {
            return Err(PositionError::new(format!(
                "A Cetkaik position has 8 fields (board, side to move, season, stake, scores, Tam2 flag, two \
                 hands), then optionally flight=, decide= or over; this one has {}.",
                fields.len()
            )));
        }
        let position = Position::parse_fields(&fields[..8])?;
        let preset = options.rules;
        let state = match &fields[8..] {
            [] => {
                if position.scores.ends_game() {
                    return Err(PositionError::new(
                        "A score of 0 ends the game; add the field over.",
                    ));
                }
                State::at(position, preset)
            }
            ["over"] => {
                let scores = position.scores;
                State::new(
                    position,
                    Step::Over(Ending {
                        scores,
                        winner: scores.leader(),
                        reason: super::SCORE,
                    }),
                )
            }
            [extra] if extra.starts_with("flight=") => {
                let flight = parse_flight(&extra["flight=".len()..])?;
                let state = State::new(position, Step::CastChoice(flight));
                check_flight(&state, preset)?;
                state
            }
            [extra] if extra.starts_with("decide=") => {
                let decision = parse_decision(&extra["decide=".len()..])?;
                let held = super::hands::holding(position.hand(position.to_move)).hands;
                if let Some(missing) = decision.new_hands.iter().find(|h| !held.contains(h)) {
                    return Err(PositionError::new(format!(
                        "The {} does not hold {} in hand.",
                        position.to_move,
                        missing.name()
                    )));
                }
                if decision.new_hands.is_empty() && decision.penalty == 0 {
                    return Err(PositionError::new(
                        "A decision needs a hand formed or a penalty: decide=<penalty>:<hands>.",
                    ));
                }
                State::new(position, Step::Decision(decision))
            }
            other => {
                return Err(PositionError::new(format!(
                    "After the 8 fields a position may have one of flight=…, decide=… or over; not \"{}\".",
                    other.join(" ")
                )));
            }
        };
        if state.position.scores.ends_game() && !matches!(state.step, Step::Over(_)) {
            return Err(PositionError::new(
                "A score of 0 ends the game; add the field over.",
            ));
        }
        let outcome = match state.step {
            Step::Over(ending) => Some(outcome_of(&ending)),
            _ => None,
        };
        Ok(Cetkaik {
            options,
            rng: GameRng::from_seed(0),
            start: Some(text.split_whitespace().collect::<Vec<_>>().join(" ")),
            opening: Vec::new(),
            history: Vec::new(),
            state,
            outcome,
        })
    }

    /// The game position string (see the module documentation).
    pub fn to_text(&self) -> String {
        let mut text = self.state.position.to_text();
        match &self.state.step {
            Step::Move => {}
            Step::CastChoice(flight) => text.push_str(&format!(
                " flight={}{}{}:{}",
                flight.src,
                flight.step,
                flight.declared,
                flight.cast.bits()
            )),
            Step::Decision(decision) => {
                let hands: Vec<String> = decision.new_hands.iter().map(|h| h.id()).collect();
                text.push_str(&format!(
                    " decide={}:{}",
                    decision.penalty,
                    if hands.is_empty() {
                        "-".to_owned()
                    } else {
                        hands.join(",")
                    }
                ));
            }
            Step::Over(_) => text.push_str(" over"),
        }
        text
    }

    /// The options.
    pub fn options(&self) -> &CetkaikOptions {
        &self.options
    }

    /// The rule preset.
    pub fn preset(&self) -> Preset {
        self.options.rules
    }

    /// The turn machine's state: position and step.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.state.position
    }

    /// Which step the game waits for.
    pub fn step_kind(&self) -> StepKind {
        self.state.step_kind()
    }

    /// The side that acts now, if the game is not over.
    pub fn to_act(&self) -> Option<Side> {
        self.state.to_act()
    }

    /// Every applied action with what it did.
    pub fn history(&self) -> &[Entry] {
        &self.history
    }

    /// What happened before the first action.
    pub fn opening(&self) -> &[Fact] {
        &self.opening
    }

    /// How the game ended, if it did.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// How the game ended, with the final scores, if it did.
    pub fn ending(&self) -> Option<Ending> {
        match self.state.step {
            Step::Over(ending) => Some(ending),
            _ => None,
        }
    }

    /// The legal actions of the side to act, in the engine's order, without forced outcomes.
    pub fn actions(&self) -> Vec<Action> {
        self.state
            .choices(self.options.rules)
            .into_iter()
            .map(Action::from)
            .collect()
    }

    /// Every legal action with each outcome of its chance step forced, as perft's children are.
    pub fn actions_with_outcomes(&self) -> Vec<Action> {
        let mut actions = Vec::new();
        for choice in self.state.choices(self.options.rules) {
            let chances = self.state.chances(choice);
            if chances.is_empty() {
                actions.push(choice.into());
            }
            for chance in chances {
                actions.push(Action {
                    choice,
                    chance: Some(chance),
                });
            }
        }
        actions
    }

    /// Reads what the player of `side` typed as a legal action (see [`notation`]); the error says why
    /// it is not one.
    pub fn parse(&self, side: Side, text: &str) -> Result<Action, RuleError> {
        match self.read(side, text)? {
            Request::Act(action) => Ok(action),
            Request::Unfit { reason, .. } => Err(RuleError::because(reason)),
        }
    }

    /// Reads what the player of `side` typed: a legal action, or a text that reads as an action of the
    /// current step but fits none (kept with the reason, which [`Cetkaik::submit`] gives). Text that is no
    /// action of this step is refused.
    pub fn read(&self, side: Side, text: &str) -> Result<Request, RuleError> {
        self.check_turn(side)?;
        match notation::parse(&self.state, self.options.rules, text) {
            Ok(choice) => Ok(Request::Act(choice.into())),
            Err(Misread::Unfit(reason)) => Ok(Request::Unfit {
                text: text.trim().to_owned(),
                reason,
            }),
            Err(Misread::NotAnAction(reason)) => Err(RuleError::because(reason)),
        }
    }

    /// Applies what [`Cetkaik::read`] read: a legal action is played, an unfit text refused with its
    /// reason.
    pub fn submit(&mut self, side: Side, request: &Request) -> Result<Played, RuleError> {
        match request {
            Request::Act(action) => self.play(side, *action),
            Request::Unfit { reason, .. } => {
                self.check_turn(side)?;
                Err(RuleError::because(reason.clone()))
            }
        }
    }

    fn check_turn(&self, side: Side) -> Result<(), RuleError> {
        match self.state.to_act() {
            None => Err(RuleError::of("refusal-game-over", Vec::new())),
            Some(to_act) if to_act != side => Err(RuleError::of(
                "refusal-cetkaik-not-your-turn",
                vec![("side", to_act.arg())],
            )),
            Some(_) => Ok(()),
        }
    }

    /// Applies an action of `side`. An illegal one is refused with a reason and changes nothing.
    pub fn play(&mut self, side: Side, action: Action) -> Result<Played, RuleError> {
        self.check_turn(side)?;
        let mut state = self.state.clone();
        let facts = state.apply(action, self.options.rules, &mut self.rng)?;
        self.state = state;
        let chance = facts.iter().find_map(|fact| match fact {
            Fact::Cast { cast, .. } => Some(Chance::Cast(*cast)),
            Fact::SeasonStarted { first, .. } => Some(Chance::First(*first)),
            _ => None,
        });
        self.history.push(Entry {
            side,
            action: Action {
                choice: action.choice,
                chance,
            },
            facts: facts.clone(),
        });
        if let Step::Over(ending) = self.state.step {
            self.outcome = Some(outcome_of(&ending));
        }
        let ends_turn = matches!(self.state.step, Step::Move | Step::Over(_));
        Ok(Played { facts, ends_turn })
    }

    /// The outcome of a host's decision: a resignation or a time-out loses, an agreed draw draws; a
    /// finished game refuses.
    pub fn ruling(&self, intervention: Intervention) -> Result<Outcome, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::of("refusal-game-over", Vec::new()));
        }
        if let Intervention::Resign(seat) | Intervention::TimeOut(seat) = intervention {
            Side::of_seat(seat)
                .ok_or_else(|| RuleError::of("refusal-cetkaik-two-seats", Vec::new()))?;
        }
        two_sided_outcome::<Self>(&self.options, intervention)
    }

    /// Ends the game now, at the current scores, with `winner` (none for a draw) for `reason`.
    pub fn end(&mut self, winner: Option<Side>, reason: EndReason) -> Ending {
        let ending = Ending {
            scores: self.state.position.scores,
            winner,
            reason,
        };
        self.state.step = Step::Over(ending);
        self.outcome = Some(outcome_of(&ending));
        ending
    }

    /// The number of leaves of the action tree to `depth`, each action one child, its casts drawn from the
    /// game's own random stream (see [`perft`]).
    pub fn perft(&self, depth: u32) -> u64 {
        perft::perft(&self.state, self.options.rules, &self.rng, depth)
    }

    /// The number of leaves of the action tree to `depth`, each outcome of a cast or draw its own child
    /// (see [`perft`]).
    pub fn perft_outcomes(&self, depth: u32) -> u64 {
        perft::perft_outcomes(&self.state, self.options.rules, depth)
    }

    /// The body of the game record: the `Start` tag of a game loaded from a position, then the entries.
    pub fn record_entries(&self) -> RecordBody {
        record::record_body(self.start.as_deref(), &self.opening, &self.history)
    }

    /// The last stick cast, with who cast it and what for.
    pub fn last_cast(&self) -> Option<(&Side, &Cast, &super::turn::CastFor)> {
        self.history.iter().rev().find_map(|entry| {
            entry.facts.iter().rev().find_map(|fact| match fact {
                Fact::Cast {
                    side,
                    cast,
                    cast_for,
                } => Some((side, cast, cast_for)),
                _ => None,
            })
        })
    }

    /// A public report of `facts`.
    pub fn report(facts: &[Fact]) -> Report {
        let mut report = Report::default();
        report::tell(&mut report, facts);
        report
    }
}

/// The outcome of an ending.
pub(crate) fn outcome_of(ending: &Ending) -> Outcome {
    match ending.winner {
        Some(side) => Outcome::Win {
            winners: vec![side.seat()],
            reason: ending.reason,
        },
        None => Outcome::Draw {
            reason: ending.reason,
        },
    }
}

fn parse_flight(text: &str) -> Result<Flight, PositionError> {
    let bad = || {
        PositionError::new(format!(
            "flight= gives the start, via and declared squares and the five sticks, like flight=LAULAILU:11100; not \"{text}\"."
        ))
    };
    let (squares, bits) = text.split_once(':').ok_or_else(bad)?;
    let squares = split_squares(squares).map_err(|_| bad())?;
    let [src, step, declared] = squares[..] else {
        return Err(bad());
    };
    let cast = Cast::parse_bits(bits).ok_or_else(bad)?;
    Ok(Flight {
        src,
        step,
        declared,
        cast,
    })
}

/// Checks that a flight read from text is one the rules could have made: the stepping move is legal and
/// the cast leaves a square to land on (a cast that leaves none is given up at once).
fn check_flight(state: &State, preset: Preset) -> Result<(), PositionError> {
    let Step::CastChoice(flight) = &state.step else {
        return Ok(());
    };
    let ground = State::new(state.position.clone(), Step::Move);
    let mv = super::moves::Move::StepRanged {
        src: flight.src,
        step: flight.step,
        declared: flight.declared,
    };
    if !ground.choices(preset).contains(&Choice::Move(mv)) {
        return Err(PositionError::new(format!(
            "The flight {mv} is not a legal stepping move in this position."
        )));
    }
    if state.choices(preset).len() < 2 {
        return Err(PositionError::new(
            "That cast leaves no square to land on, so the move would already have failed.",
        ));
    }
    Ok(())
}

fn parse_decision(text: &str) -> Result<Decision, PositionError> {
    let bad = || {
        PositionError::new(format!(
            "decide= gives the penalty points and the hands formed, like decide=0:animals,king or decide=-3:-; not \"{text}\"."
        ))
    };
    let (penalty, hands) = text.split_once(':').ok_or_else(bad)?;
    let penalty: i32 = penalty.parse().map_err(|_| bad())?;
    if penalty > 0 {
        return Err(bad());
    }
    let new_hands = if hands == "-" {
        Vec::new()
    } else {
        let hands: Vec<FormedHand> = hands
            .split(',')
            .map(|id| FormedHand::from_id(id).ok_or_else(bad))
            .collect::<Result<_, _>>()?;
        let sorted = {
            let mut copy = hands.clone();
            copy.sort();
            copy.dedup();
            copy
        };
        if sorted != hands {
            return Err(PositionError::new(
                "decide= lists each hand once, highest first.",
            ));
        }
        hands
    };
    Ok(Decision { penalty, new_hands })
}

/// The squares of tam2 hue in `position` under `preset`, in square order.
pub fn tam2_hue(position: &Position, preset: Preset) -> Vec<Square> {
    Square::all()
        .filter(|&square| position.is_tam2_hue(square, preset.tam_itself_is_tam2_hue()))
        .collect()
}
