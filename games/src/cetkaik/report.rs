//! Sentences about what an action did, written from its [`Fact`]s. Cetkaik has no hidden information:
//! every sentence is public, stick casts included. Each sentence is typed too (a key of the bot's
//! `notes.ftl` with its arguments), so that readers of other languages get it in theirs; pieces and
//! colours are named by the keys of the Cetkaik refusals.

use super::engine::TaXot;
use super::moves::Move;
use super::piece::{Occupant, Side};
use super::position::{Scores, Season};
use super::sticks::{WATER_NEEDS, numeral};
use super::turn::{CastFor, Ending, Fact, Failure};
use crate::model::{Audience, EndReason, Report, said};
use crate::refusal::{Arg, Reason};

/// Adds a public sentence to `report` for each fact.
pub fn tell(report: &mut Report, facts: &[Fact]) {
    for fact in facts {
        let (says, english) = typed(fact);
        report.tell_typed(Audience::Public, says, english);
    }
}

/// A side as a seat name.
pub(super) fn side_arg(side: Side) -> Arg {
    Arg::Seat(side.name().to_owned())
}

/// The key of a piece's name: the refusals' for a coloured piece, the notes' own for Tam2.
pub(super) fn occupant_arg(occupant: Occupant) -> Arg {
    Arg::Name(match occupant {
        Occupant::Tam2 => "note-cetkaik-piece-tam2".into(),
        Occupant::Piece(piece) => piece.kind.key().into(),
    })
}

/// The key of a season's name.
pub(super) fn season_arg(season: Season) -> Arg {
    Arg::Name(format!("note-cetkaik-{}", season.code()).into())
}

/// A nested sentence as an argument.
fn inner(reason: Reason) -> Arg {
    Arg::Reason(Box::new(reason))
}

/// Sentences as one list (`a, b, c`), nested pairs of `note-cetkaik-list`; nothing when there are none.
pub(super) fn listed(mut items: Vec<Reason>) -> Reason {
    let last = items
        .pop()
        .unwrap_or_else(|| said("note-cetkaik-nothing", Vec::new()));
    items.into_iter().rev().fold(last, |rest, first| {
        said(
            "note-cetkaik-list",
            vec![("first", inner(first)), ("rest", inner(rest))],
        )
    })
}

/// Both scores, typed and in English (`IA side 20, A side 20`).
pub(super) fn scores_typed(scores: Scores) -> (Reason, String) {
    (
        said(
            "note-cetkaik-scores",
            vec![
                ("ia", Arg::Number(scores.ia.into())),
                ("a", Arg::Number(scores.a.into())),
            ],
        ),
        format!("IA side {}, A side {}", scores.ia, scores.a),
    )
}

/// The sentence for one fact.
pub fn sentence(fact: &Fact) -> String {
    typed(fact).1
}

/// The sentence for one fact, typed and in English.
pub fn typed(fact: &Fact) -> (Reason, String) {
    match fact {
        Fact::Declared { side, piece, mv } => match mv {
            Move::StepRanged {
                src,
                step,
                declared,
            } => (
                said(
                    "note-cetkaik-declared-ranged",
                    vec![
                        ("side", side_arg(*side)),
                        ("piece", occupant_arg(*piece)),
                        ("src", Arg::Text(src.name())),
                        ("step", Arg::Text(step.name())),
                        ("declared", Arg::Text(declared.name())),
                        ("move", Arg::Text(mv.to_string())),
                    ],
                ),
                format!(
                    "{side}: the {} on {src} steps over {step} and aims at {declared} ({mv}); the sticks decide how far it may go.",
                    piece.name()
                ),
            ),
            _ => (
                said(
                    "note-cetkaik-declared",
                    vec![
                        ("side", side_arg(*side)),
                        ("move", Arg::Text(mv.to_string())),
                    ],
                ),
                format!("{side}: {mv}."),
            ),
        },
        Fact::Cast {
            side,
            cast,
            cast_for,
        } => {
            let k = cast.count();
            match cast_for {
                CastFor::Stepping { via, choices } => {
                    let (allowed_says, allowed) = if choices.is_empty() {
                        (
                            said("note-cetkaik-out-of-reach", Vec::new()),
                            "no square the move may end on is in reach".to_owned(),
                        )
                    } else {
                        let names: Vec<String> = choices.iter().map(|s| s.name()).collect();
                        let names = names.join(", ");
                        (
                            said(
                                "note-cetkaik-may-land",
                                vec![("squares", Arg::Text(names.clone()))],
                            ),
                            format!("it may land on {names} or give up"),
                        )
                    };
                    (
                        said(
                            "note-cetkaik-cast-step",
                            vec![
                                ("side", side_arg(*side)),
                                ("sticks", Arg::Text(cast.sticks())),
                                ("marked", Arg::Number(k.into())),
                                ("numeral", Arg::Text(numeral(k).to_owned())),
                                ("via", Arg::Text(via.name())),
                                ("allowed", inner(allowed_says)),
                            ],
                        ),
                        format!(
                            "{side} casts the sticks for the step: {} — {k} marked (橋{}), so the piece may go at most {k} square{} beyond {via}: {allowed}.",
                            cast.sticks(),
                            numeral(k),
                            if k == 1 { "" } else { "s" }
                        ),
                    )
                }
                CastFor::Water { dest, entered } => (
                    said(
                        "note-cetkaik-cast-water",
                        vec![
                            ("side", side_arg(*side)),
                            ("dest", Arg::Text(dest.name())),
                            ("sticks", Arg::Text(cast.sticks())),
                            ("marked", Arg::Number(k.into())),
                            ("numeral", Arg::Text(numeral(k).to_owned())),
                            ("needs", Arg::Number(WATER_NEEDS.into())),
                            (
                                "result",
                                inner(said(
                                    if *entered {
                                        "note-cetkaik-goes-in"
                                    } else {
                                        "note-cetkaik-stays-out"
                                    },
                                    Vec::new(),
                                )),
                            ),
                        ],
                    ),
                    format!(
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
                ),
            }
        }
        Fact::Moved {
            side,
            mv,
            piece,
            captured,
        } => {
            let (capture_says, capture) = captured.map_or_else(
                || (said("note-cetkaik-nothing", Vec::new()), String::new()),
                |token| {
                    (
                        said(
                            "note-cetkaik-captures",
                            vec![
                                ("colour", Arg::Name(token.colour.key().into())),
                                ("piece", Arg::Name(token.kind.key().into())),
                                ("kanji", Arg::Text(token.kanji())),
                            ],
                        ),
                        format!(", capturing a {} ({})", token.words(), token.kanji()),
                    )
                },
            );
            match (mv, piece) {
                (Move::Drop { colour, kind, dest }, _) => (
                    said(
                        "note-cetkaik-drops",
                        vec![
                            ("side", side_arg(*side)),
                            ("colour", Arg::Name(colour.key().into())),
                            ("piece", Arg::Name(kind.key().into())),
                            ("dest", Arg::Text(dest.name())),
                            ("move", Arg::Text(mv.to_string())),
                        ],
                    ),
                    format!("{side} drops a {} {kind} on {dest} ({mv}).", colour.word()),
                ),
                (_, Occupant::Tam2) => (
                    said(
                        "note-cetkaik-moves-tam2",
                        vec![
                            ("side", side_arg(*side)),
                            ("move", Arg::Text(mv.to_string())),
                        ],
                    ),
                    format!("{side} moves Tam2: {mv}."),
                ),
                (_, Occupant::Piece(piece)) => {
                    let src = mv.src().expect("a board move has a source");
                    let dest = mv.dest().expect("a completed move has a destination");
                    (
                        said(
                            "note-cetkaik-moves",
                            vec![
                                ("side", side_arg(*side)),
                                ("colour", Arg::Name(piece.colour.key().into())),
                                ("piece", Arg::Name(piece.kind.key().into())),
                                ("src", Arg::Text(src.name())),
                                ("dest", Arg::Text(dest.name())),
                                ("move", Arg::Text(mv.to_string())),
                                ("capture", inner(capture_says)),
                            ],
                        ),
                        format!(
                            "{side}: {} {} {src}–{dest} ({mv}){capture}.",
                            piece.colour.word(),
                            piece.kind,
                        ),
                    )
                }
            }
        }
        Fact::Failed {
            side,
            piece,
            src,
            failure,
        } => {
            let args = vec![
                ("side", side_arg(*side)),
                ("piece", occupant_arg(*piece)),
                ("src", Arg::Text(src.name())),
            ];
            let piece = piece.name();
            match failure {
                Failure::Water => (
                    said("note-cetkaik-fails-water", args),
                    format!("The move fails (此無): {side}'s {piece} stays on {src}."),
                ),
                Failure::GaveUp => (
                    said("note-cetkaik-gives-up", args),
                    format!("{side} gives up the move (此無): the {piece} stays on {src}."),
                ),
                Failure::OutOfReach => (
                    said("note-cetkaik-fails-reach", args),
                    format!(
                        "No square is in reach, so the move fails (此無): {side}'s {piece} stays on {src}."
                    ),
                ),
            }
        }
        Fact::SteppedOverTam2 { side, charged } => {
            if *charged == 0 {
                (
                    said(
                        "note-cetkaik-stepped-over-tam2",
                        vec![("side", side_arg(*side))],
                    ),
                    format!("{side} stepped over Tam2 (撃皇): that is a −5 hand."),
                )
            } else {
                (
                    said(
                        "note-cetkaik-stepped-over-tam2-charged",
                        vec![
                            ("side", side_arg(*side)),
                            ("points", Arg::Number((-charged).into())),
                        ],
                    ),
                    format!(
                        "{side} stepped over Tam2 (撃皇) and loses {} point{} at once (5 × the stake).",
                        -charged,
                        if *charged == -1 { "" } else { "s" }
                    ),
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
            let hand_says = |hand: &super::hands::FormedHand| {
                said(
                    "note-cetkaik-hand",
                    vec![
                        ("kanji", Arg::Text(hand.kanji())),
                        ("name", Arg::Text(hand.name())),
                        ("points", Arg::Number(hand.points().into())),
                    ],
                )
            };
            let mut parts: Vec<String> = decision.new_hands.iter().map(|h| h.to_string()).collect();
            let mut parts_says: Vec<Reason> = decision.new_hands.iter().map(hand_says).collect();
            if decision.penalty != 0 {
                parts.push(format!("penalties {}", decision.penalty));
                parts_says.push(said(
                    "note-cetkaik-penalties",
                    vec![("points", Arg::Number(decision.penalty.into()))],
                ));
            }
            let held_text: Vec<String> = held.hands.iter().map(|h| h.to_string()).collect();
            let held_says = if held_text.is_empty() {
                said("note-cetkaik-held-none", Vec::new())
            } else {
                said(
                    "note-cetkaik-held",
                    vec![
                        (
                            "hands",
                            inner(listed(held.hands.iter().map(hand_says).collect())),
                        ),
                        ("total", Arg::Number(held.total.into())),
                    ],
                )
            };
            let gain = total * stake.multiplier();
            let (after_says, after) = match if_ta_xot {
                TaXot::NextSeason(scores) => {
                    let (scores_says, scores) = scores_typed(*scores);
                    (
                        said(
                            "note-cetkaik-scores-become",
                            vec![("scores", inner(scores_says))],
                        ),
                        format!("the scores become {scores}"),
                    )
                }
                TaXot::GameOver(scores, _) => {
                    let (scores_says, scores) = scores_typed(*scores);
                    (
                        said(
                            "note-cetkaik-scores-final",
                            vec![("scores", inner(scores_says))],
                        ),
                        format!("the scores become {scores} and the game ends"),
                    )
                }
            };
            (
                said(
                    "note-cetkaik-formed",
                    vec![
                        ("side", side_arg(*side)),
                        ("formed", inner(listed(parts_says))),
                        ("held", inner(held_says)),
                        ("doubled", Arg::Number(stake.doubled().multiplier().into())),
                        ("other", side_arg(side.other())),
                        ("total", Arg::Number((*total).into())),
                        ("stake", Arg::Number(stake.multiplier().into())),
                        ("gain", Arg::Text(format!("{gain:+}"))),
                        ("after", inner(after_says)),
                    ],
                ),
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
                ),
            )
        }
        Fact::Continued { side, stake } => (
            said(
                "note-cetkaik-continued",
                vec![
                    ("side", side_arg(*side)),
                    ("stake", Arg::Text(stake.to_string())),
                    ("other", side_arg(side.other())),
                ],
            ),
            format!(
                "{side} chooses ty mok (再行): the season goes on at {stake} and the {} moves.",
                side.other()
            ),
        ),
        Fact::SeasonEnded {
            side,
            season,
            gained,
            scores,
        } => {
            let (scores_says, scores) = scores_typed(*scores);
            (
                said(
                    "note-cetkaik-season-ended",
                    vec![
                        ("side", side_arg(*side)),
                        ("gained", Arg::Text(format!("{gained:+}"))),
                        ("scores", inner(scores_says)),
                        ("season", season_arg(*season)),
                        ("kanji", Arg::Text(season.kanji().to_owned())),
                    ],
                ),
                format!(
                    "{side} chooses ta xot (終季) and gains {gained:+}: {scores}. {} ends ({}終).",
                    season.name(),
                    season.kanji()
                ),
            )
        }
        Fact::SeasonStarted { season, first } => (
            said(
                "note-cetkaik-season-started",
                vec![
                    ("season", season_arg(*season)),
                    ("kanji", Arg::Text(season.kanji().to_owned())),
                    ("romanised", Arg::Text(season.romanised().to_owned())),
                    ("number", Arg::Number(season.number() as i64)),
                    ("first", side_arg(*first)),
                ],
            ),
            format!(
                "{} ({}, {}) begins, season {} of 4; the {first} moves first (drawn by lot).",
                season.name(),
                season.kanji(),
                season.romanised(),
                season.number()
            ),
        ),
        Fact::GameOver(ending) => end_typed(ending),
    }
}

/// The sentence announcing the end of the game.
pub fn end_sentence(ending: &Ending) -> String {
    end_typed(ending).1
}

/// The sentence announcing the end of the game, typed and in English.
pub fn end_typed(ending: &Ending) -> (Reason, String) {
    let (scores_says, scores) = scores_typed(ending.scores);
    let (result_says, result) = match ending.winner {
        Some(winner) => (
            said(
                "note-cetkaik-result-win",
                vec![("winner", side_arg(winner))],
            ),
            format!("the {winner} wins"),
        ),
        None => (
            said("note-cetkaik-result-draw", Vec::new()),
            "it is a draw".to_owned(),
        ),
    };
    let loser = ending.winner.map(Side::other);
    let loser_arg = loser.map_or_else(|| Arg::Name("note-cetkaik-player".into()), side_arg);
    let args = |loser: Option<Arg>| {
        let mut args = vec![("scores", inner(scores_says.clone()))];
        if let Some(loser) = loser {
            args.push(("loser", loser));
        }
        if ending.reason != EndReason::Agreement {
            args.push(("result", inner(result_says.clone())));
        }
        args
    };
    match ending.reason {
        EndReason::NoMoves => (
            said("note-cetkaik-end-no-moves", args(None)),
            format!(
                "The side to move has no legal move, so the game ends and {result} on points ({scores})."
            ),
        ),
        EndReason::Resignation => (
            said("note-cetkaik-end-resigned", args(Some(loser_arg))),
            format!(
                "The {} resigns, so {result} ({scores}).",
                loser.map_or("player", Side::name)
            ),
        ),
        EndReason::Time => (
            said("note-cetkaik-end-time", args(Some(loser_arg))),
            format!(
                "The {} ran out of time, so {result} ({scores}).",
                loser.map_or("player", Side::name)
            ),
        ),
        EndReason::Agreement => (
            said("note-cetkaik-end-agreement", args(None)),
            format!("The game is drawn by agreement ({scores})."),
        ),
        _ => (
            said("note-cetkaik-end-stars", args(None)),
            format!("The game ends (星一周): {result}, {scores}."),
        ),
    }
}
