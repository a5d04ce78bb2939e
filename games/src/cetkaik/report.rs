//! Sentences about what an action did, written from its [`Fact`]s. Cetkaik has no hidden information:
//! every sentence is public, stick casts included.

use super::engine::TaXot;
use super::moves::Move;
use super::piece::{Occupant, Side};
use super::position::Scores;
use super::sticks::{WATER_NEEDS, numeral};
use super::turn::{CastFor, Ending, Fact, Failure};
use crate::model::{Audience, EndReason, Report};

/// Adds a public sentence to `report` for each fact.
pub fn tell(report: &mut Report, facts: &[Fact]) {
    for fact in facts {
        report.tell(Audience::Public, sentence(fact));
    }
}

fn scores_text(scores: Scores) -> String {
    format!("IA side {}, A side {}", scores.ia, scores.a)
}

/// The sentence for one fact.
pub fn sentence(fact: &Fact) -> String {
    match fact {
        Fact::Declared { side, piece, mv } => match mv {
            Move::StepRanged {
                src,
                step,
                declared,
            } => format!(
                "{side}: the {} on {src} steps over {step} and aims at {declared} ({mv}); the sticks decide how far it may go.",
                piece.name()
            ),
            _ => format!("{side}: {mv}."),
        },
        Fact::Cast {
            side,
            cast,
            cast_for,
        } => {
            let k = cast.count();
            match cast_for {
                CastFor::Stepping { via, choices } => {
                    let allowed = if choices.is_empty() {
                        "no square the move may end on is in reach".to_owned()
                    } else {
                        let names: Vec<String> = choices.iter().map(|s| s.name()).collect();
                        format!("it may land on {} or give up", names.join(", "))
                    };
                    format!(
                        "{side} casts the sticks for the step: {} — {k} marked (橋{}), so the piece may go at most {k} square{} beyond {via}: {allowed}.",
                        cast.sticks(),
                        numeral(k),
                        if k == 1 { "" } else { "s" }
                    )
                }
                CastFor::Water { dest, entered } => format!(
                    "{side} casts the sticks to enter the water on {dest}: {} — {k} marked (水{}), {} needed: {}.",
                    cast.sticks(),
                    numeral(k),
                    WATER_NEEDS,
                    if *entered {
                        "the piece goes in"
                    } else {
                        "the piece may not go in"
                    }
                ),
            }
        }
        Fact::Moved {
            side,
            mv,
            piece,
            captured,
        } => {
            let capture = captured
                .map(|token| format!(", capturing a {} ({})", token.words(), token.kanji()))
                .unwrap_or_default();
            match (mv, piece) {
                (Move::Drop { colour, kind, dest }, _) => {
                    format!("{side} drops a {} {kind} on {dest} ({mv}).", colour.word())
                }
                (_, Occupant::Tam2) => format!("{side} moves Tam2: {mv}."),
                (_, Occupant::Piece(piece)) => format!(
                    "{side}: {} {} {}–{} ({mv}){capture}.",
                    piece.colour.word(),
                    piece.kind,
                    mv.src().expect("a board move has a source"),
                    mv.dest().expect("a completed move has a destination"),
                ),
            }
        }
        Fact::Failed {
            side,
            piece,
            src,
            failure,
        } => {
            let piece = piece.name();
            match failure {
                Failure::Water => {
                    format!("The move fails (此無): {side}'s {piece} stays on {src}.")
                }
                Failure::GaveUp => {
                    format!("{side} gives up the move (此無): the {piece} stays on {src}.")
                }
                Failure::OutOfReach => format!(
                    "No square is in reach, so the move fails (此無): {side}'s {piece} stays on {src}."
                ),
            }
        }
        Fact::SteppedOverTam2 { side, charged } => {
            if *charged == 0 {
                format!("{side} stepped over Tam2 (撃皇): that is a −5 hand.")
            } else {
                format!(
                    "{side} stepped over Tam2 (撃皇) and loses {} point{} at once (5 × the stake).",
                    -charged,
                    if *charged == -1 { "" } else { "s" }
                )
            }
        }
        Fact::HandsFormed {
            side,
            decision,
            held,
            total,
            stake,
            if_ta_xot,
        } => {
            let mut parts: Vec<String> = decision.new_hands.iter().map(|h| h.to_string()).collect();
            if decision.penalty != 0 {
                parts.push(format!("penalties {}", decision.penalty));
            }
            let held_text: Vec<String> = held.hands.iter().map(|h| h.to_string()).collect();
            let gain = total * stake.multiplier();
            let after = match if_ta_xot {
                TaXot::NextSeason(scores) => format!("the scores become {}", scores_text(*scores)),
                TaXot::GameOver(scores, _) => format!(
                    "the scores become {} and the game ends",
                    scores_text(*scores)
                ),
            };
            format!(
                "{side} formed {}. Hands held: {}. Choose tymok (再行, continue: no points now, the stake becomes ×{}, the {} moves) or taxot (終季, end the season: {} × {} = {gain:+} points; {after}).",
                parts.join(", "),
                if held_text.is_empty() {
                    "none".to_owned()
                } else {
                    format!("{} (total {})", held_text.join(", "), held.total)
                },
                stake.doubled().multiplier(),
                side.other(),
                total,
                stake.multiplier(),
            )
        }
        Fact::Continued { side, stake } => format!(
            "{side} chooses ty mok (再行): the season goes on at {stake} and the {} moves.",
            side.other()
        ),
        Fact::SeasonEnded {
            side,
            season,
            gained,
            scores,
        } => format!(
            "{side} chooses ta xot (終季) and gains {gained:+}: {}. {} ends ({}終).",
            scores_text(*scores),
            season.name(),
            season.kanji()
        ),
        Fact::SeasonStarted { season, first } => format!(
            "{} ({}, {}) begins, season {} of 4; the {first} moves first (drawn by lot).",
            season.name(),
            season.kanji(),
            season.romanised(),
            season.number()
        ),
        Fact::GameOver(ending) => end_sentence(ending),
    }
}

/// The sentence announcing the end of the game.
pub fn end_sentence(ending: &Ending) -> String {
    let scores = scores_text(ending.scores);
    let result = match ending.winner {
        Some(winner) => format!("the {winner} wins"),
        None => "it is a draw".to_owned(),
    };
    let loser = ending.winner.map(Side::other);
    match ending.reason {
        EndReason::NoMoves => format!(
            "The side to move has no legal move, so the game ends and {result} on points ({scores})."
        ),
        EndReason::Resignation => format!(
            "The {} resigns, so {result} ({scores}).",
            loser.map_or("player", Side::name)
        ),
        EndReason::Time => format!(
            "The {} ran out of time, so {result} ({scores}).",
            loser.map_or("player", Side::name)
        ),
        EndReason::Agreement => format!("The game is drawn by agreement ({scores})."),
        _ => format!("The game ends (星一周): {result}, {scores}."),
    }
}
