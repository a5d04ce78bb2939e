//! Applying an action: checked against the step's choices and chances, then one function per choice,
//! each telling what it did as [`Fact`]s.

use super::{
    Action, CastFor, Chance, Choice, Ending, Fact, Failure, State, Step, surely_has_a_move,
};
use crate::cetkaik::board::Square;
use crate::cetkaik::engine::{self, Branch, Decision, Flight, Resolution, TaXot};
use crate::cetkaik::hands::holding;
use crate::cetkaik::moves::Move;
use crate::cetkaik::options::Preset;
use crate::cetkaik::piece::{Occupant, Side, Token};
use crate::cetkaik::position::Position;
use crate::cetkaik::sticks::{self, Cast};
use crate::model::{EndReason, RuleError};
use crate::rng::GameRng;

impl State {
    /// Applies `action` of the side to act. A choice that is not legal now is refused with `refusal`'s
    /// sentence and changes nothing; so is a forced chance the choice does not need or of the wrong kind.
    /// Chance steps without a forced outcome draw from `rng`.
    pub fn apply(
        &mut self,
        action: Action,
        preset: Preset,
        rng: &mut GameRng,
    ) -> Result<Vec<Fact>, RuleError> {
        self.check(action, preset)?;
        let mut draw_cast = || match action.chance {
            Some(Chance::Cast(cast)) => cast,
            _ => Cast::draw(rng),
        };
        let mut facts = Vec::new();
        match (action.choice, self.step.clone()) {
            (Choice::Move(mv @ Move::StepRanged { .. }), Step::Move) => {
                self.step_ranged(mv, preset, &mut draw_cast, &mut facts)?;
            }
            (Choice::Move(mv), Step::Move) => {
                self.play_move(mv, preset, &mut draw_cast, &mut facts)?;
            }
            (Choice::Land(landing), Step::CastChoice(flight)) => {
                self.land(&flight, landing, preset, &mut draw_cast, &mut facts)?;
            }
            (Choice::TyMok, Step::Decision(_)) => self.continue_season(preset, &mut facts),
            (Choice::TaXot, Step::Decision(decision)) => {
                let draw_first = || match action.chance {
                    Some(Chance::First(first)) => first,
                    _ => sticks::draw_first(rng),
                };
                self.end_season(&decision, draw_first, preset, &mut facts);
            }
            _ => unreachable!("the choice was checked against this step's choices"),
        }
        Ok(facts)
    }

    /// Refuses a choice that is not legal now, and a forced chance the choice does not need or of the
    /// wrong kind.
    #[inline]
    fn check(&self, action: Action, preset: Preset) -> Result<(), RuleError> {
        let choices = self.choices(preset);
        if !choices.contains(&action.choice) {
            return Err(RuleError::because(crate::cetkaik::notation::refusal(
                self,
                action.choice,
                preset,
            )));
        }
        let needed = self.chances(action.choice);
        match action.chance {
            Some(_) if needed.is_empty() => Err(RuleError::of(
                "refusal-cetkaik-no-chance-needed",
                Vec::new(),
            )),
            Some(Chance::Cast(_)) if !matches!(needed[0], Chance::Cast(_)) => {
                Err(RuleError::of("refusal-cetkaik-draw-not-cast", Vec::new()))
            }
            Some(Chance::First(_)) if !matches!(needed[0], Chance::First(_)) => {
                Err(RuleError::of("refusal-cetkaik-cast-not-draw", Vec::new()))
            }
            _ => Ok(()),
        }
    }

    /// A stepping move with a declared ranged continuation (`mv`): the sticks are cast for it, and the
    /// side chooses where to land, unless giving up is all that is left, which is made at once.
    #[inline]
    fn step_ranged(
        &mut self,
        mv: Move,
        preset: Preset,
        draw_cast: &mut impl FnMut() -> Cast,
        facts: &mut Vec<Fact>,
    ) -> Result<(), RuleError> {
        let Move::StepRanged {
            src,
            step,
            declared,
        } = mv
        else {
            unreachable!("a stepping move with a declared target")
        };
        let side = self.position.to_move;
        engine::apply_move(&self.position, mv, preset).map_err(engine_error)?;
        let piece = self
            .position
            .at(src)
            .expect("a legal move starts from a piece");
        facts.push(Fact::Declared { side, piece, mv });
        let flight = Flight {
            src,
            step,
            declared,
            cast: draw_cast(),
        };
        let landings = engine::landings(&self.position, &flight, preset);
        facts.push(Fact::Cast {
            side,
            cast: flight.cast,
            cast_for: CastFor::Stepping {
                via: step,
                choices: landings.iter().flatten().copied().collect(),
            },
        });
        if landings == [None] {
            // Only giving up is left: it is made at once.
            let branch = engine::apply_landing(&self.position, &flight, None, preset)
                .map_err(engine_error)?;
            let unresolved = pure(branch);
            facts.push(Fact::Failed {
                side,
                piece,
                src,
                failure: Failure::OutOfReach,
            });
            self.finish(unresolved, false, preset, facts);
        } else {
            self.step = Step::CastChoice(flight);
        }
        Ok(())
    }

    /// A move made in one go (a plain move, a step, a drop, Tam2's moves), with its water cast when it
    /// enters the water.
    #[inline]
    fn play_move(
        &mut self,
        mv: Move,
        preset: Preset,
        draw_cast: &mut impl FnMut() -> Cast,
        facts: &mut Vec<Fact>,
    ) -> Result<(), RuleError> {
        let side = self.position.to_move;
        let piece = match mv {
            Move::Drop { colour, kind, .. } => {
                Occupant::Piece(crate::cetkaik::piece::Piece::new(side, colour, kind))
            }
            _ => self
                .position
                .at(mv.src().expect("a board move has a source"))
                .expect("a legal move starts from a piece"),
        };
        let branch = engine::apply_move(&self.position, mv, preset).map_err(engine_error)?;
        let (unresolved, entered) = self.cast_for_water(branch, mv, side, draw_cast, facts);
        if entered {
            let captured = captured(
                &self.position,
                side,
                mv.dest().expect("a completed move has a destination"),
            );
            facts.push(Fact::Moved {
                side,
                mv,
                piece,
                captured,
            });
        }
        self.finish(unresolved, mv.dropped().is_some(), preset, facts);
        Ok(())
    }

    /// The landing after a stepping cast, or giving up (`None`).
    #[inline]
    fn land(
        &mut self,
        flight: &Flight,
        landing: Option<Square>,
        preset: Preset,
        draw_cast: &mut impl FnMut() -> Cast,
        facts: &mut Vec<Fact>,
    ) -> Result<(), RuleError> {
        let side = self.position.to_move;
        let branch =
            engine::apply_landing(&self.position, flight, landing, preset).map_err(engine_error)?;
        let piece = self.position.at(flight.src).expect("the flying piece");
        let Some(dest) = landing else {
            let unresolved = pure(branch);
            facts.push(Fact::Failed {
                side,
                piece,
                src: flight.src,
                failure: Failure::GaveUp,
            });
            self.finish(unresolved, false, preset, facts);
            return Ok(());
        };
        let mv = Move::Step {
            src: flight.src,
            step: flight.step,
            dest,
        };
        let (unresolved, entered) = self.cast_for_water(branch, mv, side, draw_cast, facts);
        if entered {
            facts.push(Fact::Moved {
                side,
                mv,
                piece,
                captured: captured(&self.position, side, dest),
            });
        }
        self.finish(unresolved, false, preset, facts);
        Ok(())
    }

    /// Ty mok1: the season goes on at a raised stake.
    fn continue_season(&mut self, preset: Preset, facts: &mut Vec<Fact>) {
        let side = self.position.to_move;
        self.position = engine::ty_mok(&self.position);
        self.step = Step::Move;
        facts.push(Fact::Continued {
            side,
            stake: self.position.stake,
        });
        self.check_moves(preset, facts);
    }

    /// Ta xot1: the season ends with the hand's score; the next starts with the side `draw_first` gives
    /// to move, or after Winter the game is over.
    fn end_season(
        &mut self,
        decision: &Decision,
        draw_first: impl FnOnce() -> Side,
        preset: Preset,
        facts: &mut Vec<Fact>,
    ) {
        let side = self.position.to_move;
        let before = self.position.scores.of(side);
        let outcome = engine::ta_xot(&self.position, decision);
        let (TaXot::NextSeason(scores) | TaXot::GameOver(scores, _)) = outcome;
        facts.push(Fact::SeasonEnded {
            side,
            season: self.position.season,
            gained: scores.of(side) - before,
            scores,
        });
        match outcome {
            TaXot::NextSeason(_) => {
                let first = draw_first();
                let season = self
                    .position
                    .season
                    .next()
                    .expect("ta xot1 starts a next season only before Winter");
                self.position = Position::start(season, scores, first);
                self.step = Step::Move;
                facts.push(Fact::SeasonStarted { season, first });
                self.check_moves(preset, facts);
            }
            TaXot::GameOver(_, winner) => {
                self.position.scores = scores;
                self.end(
                    Ending {
                        scores,
                        winner,
                        reason: crate::cetkaik::SCORE,
                    },
                    facts,
                );
            }
        }
    }

    /// Picks the water cast's outcome if the engine asks for one, and tells it; returns the applied state
    /// and whether the piece reached its square.
    fn cast_for_water(
        &self,
        branch: Branch<engine::Unresolved>,
        mv: Move,
        side: Side,
        draw_cast: &mut impl FnMut() -> Cast,
        facts: &mut Vec<Fact>,
    ) -> (engine::Unresolved, bool) {
        match branch {
            Branch::Pure(unresolved) => {
                debug_assert!(
                    !matches!(mv, Move::Plain { src, dest } | Move::Step { src, dest, .. }
                        if engine::needs_water_cast(&self.position, src, dest)),
                    "our water rule agrees with the engine"
                );
                (unresolved, true)
            }
            Branch::Water { failure, success } => {
                let dest = mv.dest().expect("a water entry has a destination");
                let cast = draw_cast();
                let entered = cast.enters_water();
                facts.push(Fact::Cast {
                    side,
                    cast,
                    cast_for: CastFor::Water { dest, entered },
                });
                if entered {
                    (success, true)
                } else {
                    let src = mv.src().expect("a water entry starts on the board");
                    facts.push(Fact::Failed {
                        side,
                        piece: self.position.at(src).expect("the moving piece"),
                        src,
                        failure: Failure::Water,
                    });
                    (failure, false)
                }
            }
            Branch::Sticks => unreachable!("only a declared stepping move casts for reach"),
        }
    }

    /// Resolves an applied move and moves to the next step.
    fn finish(
        &mut self,
        unresolved: engine::Unresolved,
        was_drop: bool,
        preset: Preset,
        facts: &mut Vec<Fact>,
    ) {
        let side = self.position.to_move;
        let stake = self.position.stake;
        if engine::stepped_over_tam2(&unresolved) {
            facts.push(Fact::SteppedOverTam2 {
                side,
                charged: if preset.stepping_over_tam2_is_a_hand() {
                    0
                } else {
                    -5 * stake.multiplier()
                },
            });
        }
        match engine::resolve(&unresolved, preset, was_drop) {
            Resolution::Pass(position) => {
                self.position = position;
                self.step = Step::Move;
                self.check_moves(preset, facts);
            }
            Resolution::Decide(position, decision) => {
                let held = holding(position.hand(side));
                facts.push(Fact::HandsFormed {
                    side,
                    total: decision.total(&position),
                    stake: position.stake,
                    held,
                    if_ta_xot: engine::ta_xot(&position, &decision),
                    decision: decision.clone(),
                });
                self.position = position;
                self.step = Step::Decision(decision);
            }
            Resolution::GameOver(scores, winner) => {
                let mut position = Position::from_field(&unresolved.f);
                position.to_move = side;
                position.season = self.position.season;
                position.stake = stake;
                position.scores = scores;
                position.tam_moved = unresolved.i_have_moved_tam_in_this_turn;
                self.position = position;
                self.end(
                    Ending {
                        scores,
                        winner,
                        reason: crate::cetkaik::SCORE,
                    },
                    facts,
                );
            }
        }
    }

    /// Ends the game if the side to move has no legal move at all (§1.13): the leader wins, or it is a draw.
    pub(super) fn check_moves(&mut self, preset: Preset, facts: &mut Vec<Fact>) {
        if matches!(self.step, Step::Move)
            && !surely_has_a_move(&self.position, preset)
            && self.cache.moves(&self.position, preset).2.is_empty()
        {
            let scores = self.position.scores;
            self.end(
                Ending {
                    scores,
                    winner: scores.leader(),
                    reason: EndReason::NoMoves,
                },
                facts,
            );
        }
    }

    /// Ends the game.
    pub fn end(&mut self, ending: Ending, facts: &mut Vec<Fact>) {
        self.step = Step::Over(ending);
        facts.push(Fact::GameOver(ending));
    }
}

/// The piece a move of `side` onto `dest` captures in `position` (before the move): the opponent's piece
/// there, if any (a step that comes back to its own square ends on the mover's own piece).
fn captured(position: &Position, side: Side, dest: Square) -> Option<Token> {
    position
        .piece_at(dest)
        .filter(|piece| piece.owner != side)
        .map(|piece| piece.token())
}

fn pure(branch: Branch<engine::Unresolved>) -> engine::Unresolved {
    match branch {
        Branch::Pure(unresolved) => unresolved,
        _ => unreachable!("giving up needs no cast"),
    }
}

fn engine_error(message: &'static str) -> RuleError {
    RuleError::of("refusal-cetkaik-engine", vec![("message", message.into())])
}
