//! Every call into the community's engine (`cetkaik_full_state_transition`) goes through this module, so a
//! fork or a vendored copy stays cheap. Everything that leaves it is our own type.
//!
//! The workarounds of Part 3 of the specification live here:
//!
//! * **3.1, the missing Tam2-stepping penalty** under Cerke Online rules: `resolve` charges the
//!   immediate −5 × the stake itself on a copy of the engine's unresolved state, then lets the engine
//!   resolve that copy. It is applied in exactly one place, once per resolved move.
//! * **3.6, a drop that seems to form a hand**: a drop only takes a piece out of the hand, so it never forms
//!   one; `resolve` shows the engine the mover's hand as unchanged.
//! * **3.6, the declared target is ignored by `apply_inf_after_step`**, and in general: every move is
//!   checked against the candidate list before any `apply_*` (see [`super::turn`]).
//! * **3.7, the wrong water flag** in candidate lists: never read; [`needs_water_cast`] decides from the
//!   mover and the squares.
//! * **2.3, random outcomes**: the engine is only asked for all outcomes (`Branch`); which one happens is
//!   decided by the caller with the game's own random stream.

use super::board::Square;
use super::hands::{FormedHand, holding};
use super::moves::Move;
use super::options::Preset;
use super::piece::{Kind, Occupant, Side};
use super::position::{Ground, Position, Scores, Stake};
use cetkaik_full_state_transition::message::AfterHalfAcceptance_;
use cetkaik_full_state_transition::probabilistic::Probabilistic;
use cetkaik_full_state_transition::state::{
    ExcitedState_, ExcitedStateWithoutCiurl_, HandNotResolved_, HandResolved_,
};
use cetkaik_full_state_transition::{IfTaxot_, Rate};
use cetkaik_naive_representation::CetkaikNaive;
use serde::{Deserialize, Serialize};

/// The engine's state after a move, before hands are looked at.
pub(crate) type Unresolved = HandNotResolved_<CetkaikNaive>;

/// The outcomes of a step whose result may depend on a cast, as the engine lists them (§2.3).
#[derive(Clone, Debug)]
pub(crate) enum Branch<T> {
    /// No cast.
    Pure(T),
    /// A water cast: `failure` for 0–2 marked sticks, `success` for 3–5.
    Water {
        /// The piece stays where it was.
        failure: T,
        /// The piece enters the water.
        success: T,
    },
    /// A stepping cast: nothing to choose yet; the outcome is the count itself.
    Sticks,
}

/// A stepping move waiting for the player's choice after its cast (state \[B\] of §2.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Flight {
    /// Where the piece starts.
    pub src: Square,
    /// The via point.
    pub step: Square,
    /// The declared target (under Cerke Online rules, its direction).
    pub declared: Square,
    /// The cast: how many squares beyond the via point the piece may go.
    pub cast: super::sticks::Cast,
}

/// The ty mok1 / ta xot1 decision a move left to its mover (§1.12).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Decision {
    /// The points of penalty hands made by the move (strict rules: −5 for stepping over Tam2, −3 for each
    /// Tam2 penalty); 0 or negative.
    pub penalty: i32,
    /// The hands the move formed: held now, not held before.
    pub new_hands: Vec<FormedHand>,
}

impl Decision {
    /// The points a ta xot1 gives the mover before the stake: every hand held now if the move formed a new
    /// one, plus the penalties (the engine's sum, §1.12).
    pub fn total(&self, position: &Position) -> i32 {
        let hands = if self.new_hands.is_empty() {
            0
        } else {
            holding(position.hand(position.to_move)).total
        };
        self.penalty + hands
    }
}

/// What ta xot1 leads to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TaXot {
    /// The next season starts with these scores; its first player is drawn.
    NextSeason(Scores),
    /// The game ends with these scores; `None` is a draw.
    GameOver(Scores, Option<Side>),
}

/// How a move ends, once hands are looked at.
#[derive(Clone, Debug)]
pub(crate) enum Resolution {
    /// No hand: the turn passes; the position has the other side to move.
    Pass(Position),
    /// A hand was formed: the mover decides. The position has the mover to move, the scores already
    /// charged with any immediate penalty.
    Decide(Position, Decision),
    /// An immediate penalty brought a score to 0.
    GameOver(Scores, Option<Side>),
}

/// The legal moves of the side to move, in the engine's order, each once (a drop of identical pieces is
/// listed by the engine once per piece in hand).
pub fn candidates(position: &Position, preset: Preset) -> Vec<Move> {
    let (drops, board) = position.to_ground().get_candidates(preset.config());
    let mut moves: Vec<Move> = Vec::with_capacity(drops.len() + board.len());
    let mut seen = std::collections::HashSet::with_capacity(drops.len() + board.len());
    for mv in board.into_iter().chain(drops) {
        let mv = Move::from_engine(mv);
        if seen.insert(mv) {
            moves.push(mv);
        }
    }
    moves
}

/// The engine's state after a stepping cast.
fn excited(position: &Position, flight: &Flight) -> ExcitedState_<CetkaikNaive> {
    ExcitedState_ {
        c: ExcitedStateWithoutCiurl_ {
            f: position.to_field(),
            whose_turn: position.to_move.to_engine(),
            flying_piece_src: flight.src.to_engine(),
            flying_piece_step: flight.step.to_engine(),
            flying_piece_planned_direction: flight.declared.to_engine(),
            season: position.to_ground().season,
            scores: position.scores.to_engine(),
            rate: position.to_ground().rate,
        },
        ciurl: i32::from(flight.cast.count()),
    }
}

/// The choices after a stepping cast: `None` (give up) first, then every square in reach that matches the
/// declaration, each once.
pub(crate) fn landings(
    position: &Position,
    flight: &Flight,
    preset: Preset,
) -> Vec<Option<Square>> {
    let mut landings: Vec<Option<Square>> = Vec::new();
    for choice in excited(position, flight).get_candidates(preset.config()) {
        let landing = choice.dest.map(Square::from_engine);
        if !landings.contains(&landing) {
            landings.push(landing);
        }
    }
    landings
}

/// Whether a board move of the piece on `src` to `dest` needs a water cast (§1.9): it ends on water, did
/// not start on water, and the mover is not a Vessel. Tam2 and drops never need one.
pub fn needs_water_cast(position: &Position, src: Square, dest: Square) -> bool {
    match position.at(src) {
        Some(Occupant::Piece(piece)) => {
            dest.is_water() && !src.is_water() && piece.kind != Kind::Vessel
        }
        _ => false,
    }
}

fn branch<T>(outcome: Probabilistic<T>) -> Branch<T> {
    match outcome {
        Probabilistic::Pure(state) => Branch::Pure(state),
        Probabilistic::Water { failure, success } => Branch::Water { failure, success },
        Probabilistic::Sticks { .. } => Branch::Sticks,
        Probabilistic::WhoGoesFirst { .. } => {
            unreachable!("a move never decides who starts a season")
        }
    }
}

/// Applies a legal move. A [`Move::StepRanged`] only starts the stepping cast: the result is
/// [`Branch::Sticks`] and the position does not change until [`apply_landing`].
pub(crate) fn apply_move(
    position: &Position,
    mv: Move,
    preset: Preset,
) -> Result<Branch<Unresolved>, &'static str> {
    use cetkaik_full_state_transition::message::PureMove__;
    let ground = position.to_ground();
    match mv.to_engine() {
        PureMove__::NormalMove(normal) => Ok(branch(
            cetkaik_full_state_transition::apply_normal_move(&ground, normal, preset.config())?,
        )),
        PureMove__::InfAfterStep(step) => {
            cetkaik_full_state_transition::apply_inf_after_step(&ground, step, preset.config())?;
            Ok(Branch::Sticks)
        }
    }
}

/// Applies the choice after a stepping cast: a square from [`landings`], or `None` to give up.
pub(crate) fn apply_landing(
    position: &Position,
    flight: &Flight,
    landing: Option<Square>,
    preset: Preset,
) -> Result<Branch<Unresolved>, &'static str> {
    let choice = AfterHalfAcceptance_ {
        dest: landing.map(Square::to_engine),
    };
    Ok(branch(
        cetkaik_full_state_transition::apply_after_half_acceptance(
            &excited(position, flight),
            choice,
            preset.config(),
        )?,
    ))
}

/// Whether the move that made `unresolved` stepped over Tam2 (also when it then failed, §2.6).
pub(crate) fn stepped_over_tam2(unresolved: &Unresolved) -> bool {
    unresolved.kut2tam2_happened
}

/// Resolves an applied move (state [C] of §2.4), with the workarounds of 3.1 and 3.6. `was_drop` says
/// whether the move was a drop. Every move is resolved here and nowhere else.
pub(crate) fn resolve(unresolved: &Unresolved, preset: Preset, was_drop: bool) -> Resolution {
    let config = preset.config();
    let mover = Side::from_engine(unresolved.whose_turn);
    let stake = stake_of(unresolved.rate);
    let mut state = unresolved.clone();
    // 3.1: Cerke Online charges stepping over Tam2 at once; the engine forgot to.
    if state.kut2tam2_happened && !config.step_tam_is_a_hand {
        match state.scores.edit(-5, state.whose_turn, state.rate) {
            Ok(scores) => state.scores = scores,
            Err(_) => {
                let scores = Scores::from_engine(state.scores).after(mover, -5, stake);
                return Resolution::GameOver(scores, scores.leader());
            }
        }
    }
    // 3.6: a drop never forms a hand.
    if was_drop {
        match mover {
            Side::IA => state.previous_ia_side_hop1zuo1 = state.f.ia_side_hop1zuo1.clone(),
            Side::A => state.previous_a_side_hop1zuo1 = state.f.a_side_hop1zuo1.clone(),
        }
    }
    match cetkaik_full_state_transition::resolve(&state, config) {
        HandResolved_::NeitherTymokNorTaxot(ground) => {
            Resolution::Pass(Position::from_ground(&ground))
        }
        HandResolved_::GameEndsWithoutTymokTaxot(victor) => {
            let scores =
                Scores::from_engine(state.scores).after(mover, state.tam2tysak2_raw_penalty, stake);
            Resolution::GameOver(scores, victor.0.map(Side::from_engine))
        }
        HandResolved_::HandExists { if_tymok, if_taxot } => {
            let position = Position::from_ground(&Ground {
                f: state.f.clone(),
                whose_turn: state.whose_turn,
                season: state.season,
                scores: state.scores,
                rate: state.rate,
                tam_has_moved_previously: state.i_have_moved_tam_in_this_turn,
            });
            let before = match mover {
                Side::IA => &state.previous_ia_side_hop1zuo1,
                Side::A => &state.previous_a_side_hop1zuo1,
            };
            let before: Vec<_> = before
                .iter()
                .map(|&p| super::piece::Token::from_engine(p))
                .collect();
            let held_before = holding(&before).hands;
            let new_hands: Vec<FormedHand> = holding(position.hand(mover))
                .hands
                .into_iter()
                .filter(|hand| !held_before.contains(hand))
                .collect();
            let penalty = state.tam2tysak2_raw_penalty
                + if state.kut2tam2_happened && config.step_tam_is_a_hand {
                    -5
                } else {
                    0
                };
            let decision = Decision { penalty, new_hands };
            debug_assert_eq!(
                Position::from_ground(&if_tymok),
                ty_mok(&position),
                "ty mok1 agrees with the engine"
            );
            debug_assert_eq!(
                engine_ta_xot(if_taxot),
                ta_xot(&position, &decision),
                "ta xot1 agrees with the engine"
            );
            Resolution::Decide(position, decision)
        }
    }
}

/// The position after ty mok1 (continue): the same board, the stake doubled, the opponent to move.
pub(crate) fn ty_mok(position: &Position) -> Position {
    let mut next = position.clone();
    next.to_move = position.to_move.other();
    next.stake = position.stake.doubled();
    next
}

/// What ta xot1 (end the season) leads to: the mover gains the decision's total × the stake; a score of 0
/// ends the game, and so does the end of Winter (the leader wins, or it is a draw).
pub(crate) fn ta_xot(position: &Position, decision: &Decision) -> TaXot {
    let scores = position
        .scores
        .after(position.to_move, decision.total(position), position.stake);
    if scores.ends_game() {
        return TaXot::GameOver(scores, scores.leader());
    }
    match position.season.next() {
        Some(_) => TaXot::NextSeason(scores),
        None => TaXot::GameOver(scores, scores.leader()),
    }
}

/// The engine's ta xot1 outcome in our terms (its victory carries no score, so the scores it reports for a
/// game that ends are compared through the winner only).
fn engine_ta_xot(if_taxot: IfTaxot_<CetkaikNaive>) -> TaXotCheck {
    match if_taxot {
        IfTaxot_::NextSeason(Probabilistic::WhoGoesFirst { ia_first, a_first }) => {
            let ia = Position::from_ground(&ia_first);
            let a = Position::from_ground(&a_first);
            debug_assert_eq!(
                ia.scores, a.scores,
                "both first players start with the same scores"
            );
            TaXotCheck::NextSeason(ia.scores)
        }
        IfTaxot_::NextSeason(_) => {
            unreachable!("a new season starts with a draw of the first player")
        }
        IfTaxot_::VictoriousSide(victor) => TaXotCheck::GameOver(victor.0.map(Side::from_engine)),
    }
}

/// Ta xot1 outcomes as far as the engine reports them, for the cross-check in [`resolve`].
#[derive(Debug, PartialEq, Eq)]
enum TaXotCheck {
    NextSeason(Scores),
    GameOver(Option<Side>),
}

impl PartialEq<TaXot> for TaXotCheck {
    fn eq(&self, other: &TaXot) -> bool {
        match (self, other) {
            (TaXotCheck::NextSeason(a), TaXot::NextSeason(b)) => a == b,
            (TaXotCheck::GameOver(a), TaXot::GameOver(_, b)) => a == b,
            _ => false,
        }
    }
}

fn stake_of(rate: Rate) -> Stake {
    Stake::times(rate.num()).expect("the engine's rates are powers of two up to 64")
}
