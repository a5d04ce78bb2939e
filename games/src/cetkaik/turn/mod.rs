//! The turn as the state machine of §2.4, over our own types: which step the game is in, the actions of
//! each step, the chance outcomes they need, and what applying one does (typed [`Fact`]s).
//!
//! ```text
//! Step::Move ──Move──────────────┬─(water cast)─┐
//!    │                           │              ▼
//!    └─Move::StepRanged─(stepping cast)─► Step::CastChoice ──Land──(water cast)──► resolve
//! resolve: no hand ─► Step::Move (opponent) │ hand ─► Step::Decision │ score 0 ─► Step::Over
//! Step::Decision ──TyMok──► Step::Move (opponent, stake ×2)
//!                └─TaXot──► Step::Move (next season, first player drawn) │ Step::Over
//! ```
//!
//! A cast's result is part of the action that causes it: [`Action::chance`] is `None` when a player acts
//! (the cast is then drawn from the game's random stream) and names the outcome only when code forces it
//! (perft, tests). The text a player types can never force one.
//!
//! This module holds the steps, actions and facts and what a state offers; `apply` plays an action.

mod apply;

use super::board::Square;
use super::engine::{self, Decision, Flight, TaXot};
use super::hands::Holding;
use super::moves::Move;
use super::options::Preset;
use super::piece::{Occupant, Side, Token};
use super::position::{Position, Scores, Season, Stake};
use super::sticks::Cast;
use crate::model::EndReason;
use cetkaik_full_state_transition::Consequence;
use serde::{Deserialize, Serialize};
use std::sync::{Arc, Mutex};

/// Where a game stands: which step of the turn it waits for.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    /// The side to move chooses a move (state \[A\] of §2.4).
    Move,
    /// The side to move has stepped and cast the sticks, and chooses where to land or gives up (\[B\]).
    CastChoice(Flight),
    /// The side to move formed a hand and chooses ty mok1 (continue) or ta xot1 (end the season).
    Decision(Decision),
    /// The game is over.
    Over(Ending),
}

/// Which step a game is in, without its data: what the host shows and what buttons it offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum StepKind {
    /// Waiting for a move.
    AwaitingMove,
    /// Waiting for the choice after a stepping cast.
    AwaitingCastChoice,
    /// Waiting for ty mok1 or ta xot1.
    AwaitingDecision,
    /// Over.
    Over,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ending {
    /// The final scores.
    pub scores: Scores,
    /// The winner; `None` is a draw.
    pub winner: Option<Side>,
    /// Why it ended.
    pub reason: EndReason,
}

/// What a player chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Choice {
    /// A move, when a move is awaited.
    Move(Move),
    /// After a stepping cast: land on a square, or give up (`None`).
    Land(Option<Square>),
    /// 再行 ty mok1: continue the season; the stake doubles and the opponent moves.
    TyMok,
    /// 終季 ta xot1: end the season and score.
    TaXot,
}

/// The outcome of a chance step, forced by code instead of drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Chance {
    /// The sticks of the action's cast (a stepping cast or a water cast).
    Cast(Cast),
    /// The side that starts the next season (after ta xot1).
    First(Side),
}

/// An action: a player's choice, and the outcome of its chance step when code forces one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Action {
    /// What the player chose.
    pub choice: Choice,
    /// The forced outcome of its cast or draw; `None` draws it from the game's random stream.
    pub chance: Option<Chance>,
}

impl From<Choice> for Action {
    fn from(choice: Choice) -> Self {
        Action {
            choice,
            chance: None,
        }
    }
}

impl From<Move> for Action {
    fn from(mv: Move) -> Self {
        Choice::Move(mv).into()
    }
}

/// What a cast was for.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CastFor {
    /// A stepping cast after stepping over the piece on `via`: the piece may go at most *k* squares beyond
    /// it. `choices` are the squares that this allows (giving up is always allowed too).
    Stepping {
        /// The via point.
        via: Square,
        /// The squares the cast allows.
        choices: Vec<Square>,
    },
    /// A water cast for entering `dest`; `entered` says whether it succeeded (*k* ≥ 3).
    Water {
        /// The water square.
        dest: Square,
        /// Whether the piece went in.
        entered: bool,
    },
}

/// Why a move ended with the piece where it started (records write 此無).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Failure {
    /// The water cast showed fewer than 3 marked sticks.
    Water,
    /// The player gave up after the stepping cast.
    GaveUp,
    /// The stepping cast allowed no square, so the piece could only give up.
    OutOfReach,
}

/// One thing an action did, in order. Reports and records are written from these.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Fact {
    /// A stepping move was declared; the sticks are cast next.
    Declared {
        /// The mover.
        side: Side,
        /// The piece that steps.
        piece: Occupant,
        /// The declared move.
        mv: Move,
    },
    /// The sticks were cast.
    Cast {
        /// Who cast.
        side: Side,
        /// The sticks.
        cast: Cast,
        /// What for, and what it allowed.
        cast_for: CastFor,
    },
    /// A move was completed: the piece (or Tam2) now stands on its final square.
    Moved {
        /// The mover.
        side: Side,
        /// The move as completed (a landing is written as the [`Move::Step`] it made).
        mv: Move,
        /// What moved.
        piece: Occupant,
        /// The piece it captured, now in the mover's hop1 zuo1.
        captured: Option<Token>,
    },
    /// A move failed and the piece stayed where it was (此無).
    Failed {
        /// The mover.
        side: Side,
        /// The piece that stayed.
        piece: Occupant,
        /// The square it stayed on.
        src: Square,
        /// Why.
        failure: Failure,
    },
    /// A piece stepped over Tam2 (撃皇). Under Cerke Online rules `charged` points were taken at once
    /// (−5 × the stake); under the strict rules it is a −5 hand and `charged` is 0.
    SteppedOverTam2 {
        /// The mover.
        side: Side,
        /// The points charged at once.
        charged: i32,
    },
    /// The move formed a hand: the mover must decide.
    HandsFormed {
        /// The mover.
        side: Side,
        /// The new hands and penalties.
        decision: Decision,
        /// Every hand the mover holds now.
        held: Holding,
        /// What ta xot1 would give before the stake.
        total: i32,
        /// The stake now.
        stake: Stake,
        /// What ta xot1 would lead to.
        if_ta_xot: TaXot,
    },
    /// Ty mok1: the season goes on at a doubled stake.
    Continued {
        /// Who chose it.
        side: Side,
        /// The new stake.
        stake: Stake,
    },
    /// Ta xot1: the season ended and was scored.
    SeasonEnded {
        /// Who ended it.
        side: Side,
        /// The season that ended.
        season: Season,
        /// The points that changed hands: what the ender's score gained (their hands × the stake, less
        /// what the scores' bounds of 0 and 40 cut off; negative if penalties outweighed hands).
        gained: i32,
        /// The scores after it.
        scores: Scores,
    },
    /// A new season started.
    SeasonStarted {
        /// The season.
        season: Season,
        /// Who moves first.
        first: Side,
    },
    /// The game is over.
    GameOver(Ending),
}

/// The legal moves of the last position they were made for. The engine's move generator is the costly
/// part of every action, and one turn asks for the same list several times (reading the text, checking the
/// action, ending the turn, listing the next player's actions). It is no part of the state's meaning:
/// equality, hashing and serialisation ignore it, and it is checked against the position before use.
#[derive(Default)]
struct MoveCache(Mutex<Option<Cached>>);

/// The moves of one position under one preset.
type Cached = Arc<(Preset, Position, Vec<Move>)>;

impl MoveCache {
    /// The legal moves of the side to move in `position`, from the cache or the engine.
    fn moves(&self, position: &Position, preset: Preset) -> Cached {
        let mut slot = self
            .0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(cached) = slot.as_ref()
            && cached.0 == preset
            && cached.1 == *position
        {
            return Arc::clone(cached);
        }
        let fresh = Arc::new((
            preset,
            position.clone(),
            engine::candidates(position, preset),
        ));
        *slot = Some(Arc::clone(&fresh));
        fresh
    }
}

impl Clone for MoveCache {
    fn clone(&self) -> Self {
        let slot = self
            .0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        MoveCache(Mutex::new(slot.clone()))
    }
}

impl std::fmt::Debug for MoveCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("MoveCache")
    }
}

impl PartialEq for MoveCache {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for MoveCache {}

impl std::hash::Hash for MoveCache {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

/// The state of a game: the position and the step it waits for.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct State {
    /// The position (in a decision: after the move, the mover to move).
    pub position: Position,
    /// The step awaited.
    pub step: Step,
    #[serde(skip)]
    cache: MoveCache,
}

impl State {
    /// A state in `position` waiting for `step`, taken as it is.
    pub fn new(position: Position, step: Step) -> State {
        State {
            position,
            step,
            cache: MoveCache::default(),
        }
    }

    /// A game waiting for a move in `position`; over at once if the side to move has none (§1.13).
    pub fn at(position: Position, preset: Preset) -> State {
        let mut state = State::new(position, Step::Move);
        let mut facts = Vec::new();
        state.check_moves(preset, &mut facts);
        state
    }

    /// Which step the game is in.
    pub fn step_kind(&self) -> StepKind {
        match self.step {
            Step::Move => StepKind::AwaitingMove,
            Step::CastChoice(_) => StepKind::AwaitingCastChoice,
            Step::Decision(_) => StepKind::AwaitingDecision,
            Step::Over(_) => StepKind::Over,
        }
    }

    /// The side that acts now, or `None` once the game is over.
    pub fn to_act(&self) -> Option<Side> {
        match self.step {
            Step::Over(_) => None,
            _ => Some(self.position.to_move),
        }
    }

    /// Every legal choice now, in the engine's order (moves), or give up first (after a cast).
    pub fn choices(&self, preset: Preset) -> Vec<Choice> {
        match &self.step {
            Step::Move => self
                .cache
                .moves(&self.position, preset)
                .2
                .iter()
                .map(|&mv| Choice::Move(mv))
                .collect(),
            Step::CastChoice(flight) => engine::landings(&self.position, flight, preset)
                .into_iter()
                .map(Choice::Land)
                .collect(),
            Step::Decision(_) => vec![Choice::TyMok, Choice::TaXot],
            Step::Over(_) => Vec::new(),
        }
    }

    /// The outcomes of the chance step `choice` would need, one per distinct outcome of the engine (a
    /// water cast: failure and success; a stepping cast: the six counts; a new season: either first
    /// player); empty when it needs none. `choice` must be legal now.
    pub fn chances(&self, choice: Choice) -> Vec<Chance> {
        let water = || {
            vec![
                Chance::Cast(Cast::with_count(0)),
                Chance::Cast(Cast::with_count(5)),
            ]
        };
        match (choice, &self.step) {
            (Choice::Move(Move::StepRanged { .. }), _) => {
                (0..=5).map(|k| Chance::Cast(Cast::with_count(k))).collect()
            }
            (Choice::Move(Move::Plain { src, dest } | Move::Step { src, dest, .. }), _)
                if engine::needs_water_cast(&self.position, src, dest) =>
            {
                water()
            }
            (Choice::Land(Some(dest)), Step::CastChoice(flight))
                if engine::needs_water_cast(&self.position, flight.src, dest) =>
            {
                water()
            }
            (Choice::TaXot, Step::Decision(decision)) => {
                match engine::ta_xot(&self.position, decision) {
                    TaXot::NextSeason(_) => {
                        vec![Chance::First(Side::IA), Chance::First(Side::A)]
                    }
                    TaXot::GameOver(..) => Vec::new(),
                }
            }
            _ => Vec::new(),
        }
    }
}

/// Whether the side to move certainly has a legal move, found without the engine's move generator: a
/// piece in hand and an empty square (a drop), or Tam2 free to move with an empty square next to it (it
/// can step there and back, which both presets allow). `false` means "ask the engine".
pub(crate) fn surely_has_a_move(position: &Position, preset: Preset) -> bool {
    let empty = |square: Square| position.at(square).is_none();
    if !position.hand(position.to_move).is_empty() && Square::all().any(empty) {
        return true;
    }
    let config = preset.config();
    let forbidden = |consequence| consequence == Consequence::Forbidden;
    let tam_may_move =
        !(position.tam_moved && forbidden(config.moving_tam_immediately_after_tam_has_moved));
    tam_may_move && !forbidden(config.tam_mun_mok) && position.tam2().neighbours().any(empty)
}
