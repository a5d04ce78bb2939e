//! What the host shows (Part 4 items 3 and 4): the board with its special squares, both hop1 zuo1 with
//! their hands, the scoreboard, the last move and the last cast with its five sticks, and what the side to
//! act must choose. Cetkaik has no hidden information, so every audience gets the same table.

use super::board::Square;
use super::engine::{self, Flight, TaXot};
use super::game::{Cetkaik, tam2_hue};
use super::hands::{FormedHand, Holding, holding};
use super::options::Preset;
use super::piece::{Occupant, Side, Token};
use super::position::{Scores, Season, Stake};
use super::sticks::Cast;
use super::turn::{CastFor, Ending, Fact, Step, StepKind};

/// One side's hop1 zuo1: the pieces grouped by colour and kind with counts, and the hands they make.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandView {
    /// Whose hand.
    pub side: Side,
    /// Each colour and kind held, with how many, sorted by kind then colour.
    pub pieces: Vec<(Token, usize)>,
    /// The hands held, highest first, and their total.
    pub holding: Holding,
}

/// The last stick cast.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CastView {
    /// Who cast.
    pub side: Side,
    /// The five sticks.
    pub cast: Cast,
    /// What it was for and what it allowed.
    pub cast_for: CastFor,
}

/// What the side to act must choose now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Prompt {
    /// A move.
    Move {
        /// Under Cerke Online rules, Tam2 may not move now because the opponent just moved it.
        tam2_may_not_move: bool,
    },
    /// Where to land after a stepping cast, or to give up.
    Land {
        /// The stepping move under way.
        flight: Flight,
        /// The squares the cast allows (giving up is always allowed).
        choices: Vec<Square>,
    },
    /// Ty mok1 or ta xot1.
    Decide {
        /// The hands the move formed.
        new_hands: Vec<FormedHand>,
        /// The penalty points of the move (strict rules).
        penalty: i32,
        /// What ta xot1 adds before the stake.
        total: i32,
        /// The stake after ty mok1.
        stake_if_ty_mok: Stake,
        /// What ta xot1 leads to.
        if_ta_xot: TaXot,
    },
    /// Nothing: the game is over.
    Over(Ending),
}

/// Everything the host shows of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// The rule preset.
    pub preset: Preset,
    /// Every occupied square with what stands on it (colour and owner are separate fields of a piece).
    pub cells: Vec<(Square, Occupant)>,
    /// The tam2 hue squares now (the fixed nine and those around Tam2).
    pub tam2_hue: Vec<Square>,
    /// The nine water squares.
    pub water: Vec<Square>,
    /// The season.
    pub season: Season,
    /// The stake.
    pub stake: Stake,
    /// Both scores.
    pub scores: Scores,
    /// The side to act, if the game goes on.
    pub to_act: Option<Side>,
    /// The step the game waits for.
    pub step: StepKind,
    /// Both hands, the IA side's first.
    pub hands: [HandView; 2],
    /// The squares of the last move of this season, in written order (a failed move: the square the
    /// piece stayed on); empty before the first move of a season.
    pub last_move: Vec<Square>,
    /// The last cast.
    pub last_cast: Option<CastView>,
    /// What the side to act must choose.
    pub prompt: Prompt,
}

/// The table of `game`.
pub fn table(game: &Cetkaik) -> Table {
    let state = game.state();
    let position = &state.position;
    let preset = game.preset();
    let hand = |side: Side| {
        let mut pieces: Vec<(Token, usize)> = Vec::new();
        for &token in position.hand(side) {
            match pieces.last_mut() {
                Some((last, count)) if *last == token => *count += 1,
                _ => pieces.push((token, 1)),
            }
        }
        HandView {
            side,
            pieces,
            holding: holding(position.hand(side)),
        }
    };
    let prompt = match &state.step {
        Step::Move => Prompt::Move {
            tam2_may_not_move: position.tam_moved && preset == Preset::CerkeOnlineAlpha,
        },
        Step::CastChoice(flight) => Prompt::Land {
            flight: *flight,
            choices: engine::landings(position, flight, preset)
                .into_iter()
                .flatten()
                .collect(),
        },
        Step::Decision(decision) => Prompt::Decide {
            new_hands: decision.new_hands.clone(),
            penalty: decision.penalty,
            total: decision.total(position),
            stake_if_ty_mok: position.stake.doubled(),
            if_ta_xot: engine::ta_xot(position, decision),
        },
        Step::Over(ending) => Prompt::Over(*ending),
    };
    let mut last_move = Vec::new();
    'search: for entry in game.history().iter().rev() {
        for fact in entry.facts.iter().rev() {
            match fact {
                Fact::Moved { mv, .. } => {
                    last_move = mv.squares();
                    break 'search;
                }
                Fact::Failed { src, .. } => {
                    last_move = vec![*src];
                    break 'search;
                }
                Fact::SeasonStarted { .. } => break 'search,
                _ => {}
            }
        }
    }
    let last_cast = game.last_cast().map(|(side, cast, cast_for)| CastView {
        side: *side,
        cast: *cast,
        cast_for: cast_for.clone(),
    });
    Table {
        preset,
        cells: position.occupied().collect(),
        tam2_hue: tam2_hue(position, preset),
        water: Square::all().filter(|s| s.is_water()).collect(),
        season: position.season,
        stake: position.stake,
        scores: position.scores,
        to_act: state.to_act(),
        step: state.step_kind(),
        hands: [hand(Side::IA), hand(Side::A)],
        last_move,
        last_cast,
        prompt,
    }
}
