//! Action text (§1.14, Part 4 item 1): the canonical form, the reader of what players type, and the
//! one-sentence explanations when a text fits no legal action.
//!
//! # Canonical text
//!
//! * A move: the engine's `Display` form ([`Move`]'s `Display`), such as `LAI片LY`, `ZAI片ZOTO`,
//!   `LAU片LAI心LU`, `黒弓LIA`, `ZO皇[TU]TO`.
//! * After a stepping cast: the square to land on (`LU`), or `give-up`.
//! * The decision: `tymok` (再行, continue) or `taxot` (終季, end the season).
//! * An action whose chance step code forced (perft, tests) adds ` cast=10110` (the five sticks, 1 for
//!   marked) or ` first=IA`; players can never type these.
//!
//! # What players may type
//!
//! The reader does not parse a grammar: it reads the text as tokens, turns them into a pattern and keeps
//! the legal actions that fit it. One fit is the action; several are listed; none is explained.
//!
//! * Squares as in §1.1, in any case, with or without spaces or hyphens between them (`ZAIZOTO`,
//!   `zai zo to`, `ZAI-ZO-TO`): a run of letters is split before each consonant.
//! * An optional piece after the first square: its label, the capital initial the board shows (V P A C
//!   T H O S G K; a capital `A` before a colour, a name or `piece` is the article), or its kanji, or 片 ("some piece"), or its name (English: vessel, pawn, archer or
//!   rook, chariot or bishop, tiger, horse, officer or clerk, shaman, general, king; romanised: nuak1,
//!   kauk2, gua2, kaun1, dau2, maun1, kua2, tuk2, uai1, io, with or without the tone digit).
//! * 心 or `?` before the declared target of a ranged continuation after a step (`LAU LAI ?LU`).
//! * Tam2: 皇 or the word `tam` (`tam2`), the first step's square in brackets where it matters
//!   (`ZO皇[TU]TO`, `tam ZO TU TO`); `ZO TO` alone lists every way Tam2 can get from ZO to TO.
//! * A drop: colour, kind and square (`black A LIA`, `黒弓LIA`, `black archer LIA`, `red P ZO`); without
//!   the colour when only one colour of that kind is in hand (`A LIA`).
//! * Markers from records that carry no choice are skipped: 水 after a move (the engine's other `Display`
//!   marks water entries with it) and 無撃裁 ("no cast needed"). Cast results (橋三, 水二, 此無) are
//!   refused: the umpire casts the sticks.
//! * After a cast: the square, or the whole move (`ZAIZOTO`), or `give up` (also `giveup`, `pass`, 此無).
//! * The decision: `tymok`, `ty mok`, `ty mok1`, 再行, `continue`; `taxot`, `ta xot`, `ta xot1`, 終季,
//!   `end`, `end season`.

mod explain;
mod pattern;

use super::board::Square;
use super::engine::Flight;
use super::moves::Move;
use super::options::Preset;
use super::turn::{Action, Chance, Choice, State, Step};
use crate::refusal::{Arg, Reason};
use explain::{explain, landing_refusal};
use pattern::{Pattern, read_pattern};

/// The canonical text of an action.
pub fn canonical(action: &Action) -> String {
    let mut text = match action.choice {
        Choice::Move(mv) => mv.to_string(),
        Choice::Land(Some(square)) => square.name(),
        Choice::Land(None) => "give-up".to_owned(),
        Choice::TyMok => "tymok".to_owned(),
        Choice::TaXot => "taxot".to_owned(),
    };
    match action.chance {
        Some(Chance::Cast(cast)) => {
            text.push_str(" cast=");
            text.push_str(&cast.bits());
        }
        Some(Chance::First(side)) => {
            text.push_str(" first=");
            text.push_str(side.code());
        }
        None => {}
    }
    text
}

/// Why a text is not a legal choice, and whether the text reads as an action of the current step at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Misread {
    /// The text is no action of the step the game is in (chat, a word of another step, junk).
    NotAnAction(Reason),
    /// The text reads as an action of this step, but no legal one fits it, or several do.
    Unfit(Reason),
}

impl Misread {
    /// The reason.
    pub fn reason(&self) -> &Reason {
        match self {
            Misread::NotAnAction(reason) | Misread::Unfit(reason) => reason,
        }
    }
}
/// Reads what a player typed as a legal choice of the side to act in `state`.
pub fn parse(state: &State, preset: Preset, text: &str) -> Result<Choice, Misread> {
    use Misread::NotAnAction;
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(NotAnAction(Reason::plain("refusal-cetkaik-type-move")));
    }
    if trimmed.contains("cast=") || trimmed.contains("first=") {
        return Err(NotAnAction(Reason::plain("refusal-cetkaik-no-chance")));
    }
    let word = normalise_words(trimmed);
    if let Some(decision) = decision_word(&word) {
        return match state.step {
            Step::Decision(_) => Ok(decision),
            Step::CastChoice(_) => Err(NotAnAction(Reason::plain("refusal-cetkaik-finish-move"))),
            _ => Err(NotAnAction(Reason::plain("refusal-cetkaik-no-hand"))),
        };
    }
    if is_give_up(&word, trimmed) {
        return match state.step {
            Step::CastChoice(_) => Ok(Choice::Land(None)),
            _ => Err(NotAnAction(Reason::plain(
                "refusal-cetkaik-no-cast-to-give-up",
            ))),
        };
    }
    match &state.step {
        Step::Over(_) => Err(NotAnAction(Reason::plain("refusal-game-over"))),
        Step::Decision(_) => Err(NotAnAction(Reason::plain("refusal-cetkaik-decide"))),
        Step::CastChoice(flight) => read_landing(state, preset, flight, trimmed),
        Step::Move => read_move(state, preset, trimmed),
    }
}

/// Reads the square a stepping piece lands on after its cast: the square alone, or the whole move.
fn read_landing(
    state: &State,
    preset: Preset,
    flight: &Flight,
    text: &str,
) -> Result<Choice, Misread> {
    let pattern = read_pattern(text).map_err(Misread::NotAnAction)?;
    let squares: Vec<Square> = pattern.squares.iter().map(|s| s.square).collect();
    let landing = match squares.as_slice() {
        [dest] => *dest,
        [src, step, dest] if *src == flight.src && *step == flight.step => *dest,
        _ => {
            return Err(Misread::Unfit(Reason::new(
                "refusal-cetkaik-stepping",
                vec![
                    ("from", flight.src.name().into()),
                    ("over", flight.step.name().into()),
                ],
            )));
        }
    };
    let choices = state.choices(preset);
    if choices.contains(&Choice::Land(Some(landing))) {
        Ok(Choice::Land(Some(landing)))
    } else {
        Err(Misread::Unfit(landing_refusal(state, landing, preset)))
    }
}

/// Reads a move: the one legal move that fits the text; none is explained, several are listed.
fn read_move(state: &State, preset: Preset, text: &str) -> Result<Choice, Misread> {
    let pattern = read_pattern(text).map_err(Misread::NotAnAction)?;
    let moves = legal_moves(state, preset);
    let fits: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|&mv| pattern.fits(mv, state))
        .collect();
    match fits.as_slice() {
        [mv] => Ok(Choice::Move(*mv)),
        [] => Err(Misread::Unfit(explain(state, &pattern, &moves, preset))),
        several => {
            let mut texts: Vec<String> = several.iter().map(Move::to_string).collect();
            texts.sort();
            Err(Misread::Unfit(Reason::new(
                "refusal-cetkaik-several",
                vec![
                    ("count", Arg::Number(texts.len() as i64)),
                    ("moves", texts.join(", ").into()),
                ],
            )))
        }
    }
}

/// The legal moves of the side to move.
fn legal_moves(state: &State, preset: Preset) -> Vec<Move> {
    state
        .choices(preset)
        .into_iter()
        .filter_map(|choice| match choice {
            Choice::Move(mv) => Some(mv),
            _ => None,
        })
        .collect()
}

/// Why `choice` is not legal in `state` (used when an action comes from code, not text).
pub fn refusal(state: &State, choice: Choice, preset: Preset) -> Reason {
    match (&state.step, choice) {
        (Step::Over(_), _) => Reason::plain("refusal-game-over"),
        (Step::Decision(_), _) => Reason::plain("refusal-cetkaik-decide-short"),
        (Step::CastChoice(_), Choice::Land(Some(square))) => landing_refusal(state, square, preset),
        (Step::CastChoice(_), _) => Reason::plain("refusal-cetkaik-finish-move"),
        (Step::Move, Choice::Move(mv)) => {
            let pattern = Pattern::of_move(mv);
            explain(state, &pattern, &legal_moves(state, preset), preset)
        }
        (Step::Move, Choice::TyMok | Choice::TaXot) => Reason::plain("refusal-cetkaik-no-hand"),
        (Step::Move, Choice::Land(_)) => Reason::plain("refusal-cetkaik-no-cast-to-answer"),
    }
}

/// Lower-cased text with runs of spaces, hyphens and underscores made single spaces.
fn normalise_words(text: &str) -> String {
    text.to_lowercase()
        .split(|c: char| c.is_whitespace() || c == '-' || c == '_')
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The decision a word names: `tymok` (continue) or `taxot` (end the season).
fn decision_word(word: &str) -> Option<Choice> {
    match word {
        "tymok" | "ty mok" | "ty mok1" | "tymok1" | "再行" | "continue" => Some(Choice::TyMok),
        "taxot" | "ta xot" | "ta xot1" | "taxot1" | "終季" | "end" | "end season"
        | "end the season" => Some(Choice::TaXot),
        _ => None,
    }
}

/// Whether a word gives up the landing after a cast.
fn is_give_up(word: &str, raw: &str) -> bool {
    matches!(word, "give up" | "giveup" | "pass" | "stay" | "none") || raw == "此無"
}
