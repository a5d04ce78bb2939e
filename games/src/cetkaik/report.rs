//! Sentences about what an action did, written from its [`Fact`]s. Cetkaik has no hidden information:
//! every sentence is public, stick casts included. Each is a key of Cetkaik's texts with its arguments;
//! pieces and colours are named by the keys of the Cetkaik refusals.

use super::board::Square;
use super::engine::{Decision, TaXot};
use super::hands::{FormedHand, Holding};
use super::moves::Move;
use super::piece::{Occupant, Side, Token};
use super::position::{Scores, Season, Stake};
use super::sticks::{Cast, WATER_NEEDS, numeral};
use super::turn::{CastFor, Ending, Fact, Failure};
use crate::model::{Audience, EndReason, Report};
use crate::refusal::{Arg, Reason};

/// Adds a public sentence to `report` for each fact.
pub fn tell(report: &mut Report, facts: &[Fact]) {
    for fact in facts {
        report.tell(Audience::Public, sentence(fact));
    }
}

/// A side as a seat name.
pub(super) fn side_arg(side: Side) -> Arg {
    side.arg()
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
    Arg::Name(format!("view-cetkaik-{}", season.code()).into())
}

/// Text that reads the same in every language.
fn text(text: impl Into<String>) -> Arg {
    Arg::Text(text.into())
}

/// Sentences as one list (`a, b, c`), nested pairs of `view-cetkaik-list`; nothing when there are none.
pub(super) fn listed(mut items: Vec<Reason>) -> Reason {
    let last = items
        .pop()
        .unwrap_or_else(|| Reason::plain("view-cetkaik-nothing"));
    items.into_iter().rev().fold(last, |rest, first| {
        Reason::new(
            "view-cetkaik-list",
            vec![("first", first.into()), ("rest", rest.into())],
        )
    })
}

/// Both scores (`IA side 20, A side 20`).
pub(super) fn scores(scores: Scores) -> Reason {
    Reason::new(
        "view-cetkaik-scores",
        vec![
            ("ia", Arg::Number(scores.ia.into())),
            ("a", Arg::Number(scores.a.into())),
        ],
    )
}

/// The sentence for one fact.
pub fn sentence(fact: &Fact) -> Reason {
    match fact {
        Fact::Declared { side, piece, mv } => declared(*side, *piece, mv),
        Fact::Cast {
            side,
            cast,
            cast_for,
        } => cast_sentence(*side, cast, cast_for),
        Fact::Moved {
            side,
            mv,
            piece,
            captured,
        } => moved(*side, mv, *piece, *captured),
        Fact::Failed {
            side,
            piece,
            src,
            failure,
        } => {
            let key = match failure {
                Failure::Water => "note-cetkaik-fails-water",
                Failure::GaveUp => "note-cetkaik-gives-up",
                Failure::OutOfReach => "note-cetkaik-fails-reach",
            };
            let args = vec![
                ("side", side_arg(*side)),
                ("piece", occupant_arg(*piece)),
                ("src", text(src.name())),
            ];
            Reason::new(key, args)
        }
        Fact::SteppedOverTam2 { side, charged: 0 } => Reason::new(
            "note-cetkaik-stepped-over-tam2",
            vec![("side", side_arg(*side))],
        ),
        Fact::SteppedOverTam2 { side, charged } => Reason::new(
            "note-cetkaik-stepped-over-tam2-charged",
            vec![
                ("side", side_arg(*side)),
                ("points", Arg::Number((-charged).into())),
            ],
        ),
        Fact::HandsFormed {
            side,
            decision,
            held,
            total,
            stake,
            if_ta_xot,
        } => hands_formed(*side, decision, held, (*total, *stake), if_ta_xot),
        Fact::Continued { side, stake } => Reason::new(
            "note-cetkaik-continued",
            vec![
                ("side", side_arg(*side)),
                ("stake", text(stake.to_string())),
                ("other", side_arg(side.other())),
            ],
        ),
        Fact::SeasonEnded {
            side,
            season,
            gained,
            scores: after,
        } => Reason::new(
            "note-cetkaik-season-ended",
            vec![
                ("side", side_arg(*side)),
                ("gained", season_gain(*gained).into()),
                ("scores", scores(*after).into()),
                ("season", season_arg(*season)),
                ("kanji", text(season.kanji())),
            ],
        ),
        Fact::SeasonStarted { season, first } => season_started(*season, *first),
        Fact::GameOver(ending) => end_sentence(ending),
    }
}

/// What the side that ended a season won or lost by it: `gains 15`, `loses 5`.
fn season_gain(gained: i32) -> Reason {
    if gained < 0 {
        Reason::new(
            "note-cetkaik-season-loses",
            vec![("points", Arg::Number((-gained).into()))],
        )
    } else {
        Reason::new(
            "note-cetkaik-season-gains",
            vec![("points", Arg::Number(gained.into()))],
        )
    }
}

/// A move declared before its cast, or a plain move announced.
fn declared(side: Side, piece: Occupant, mv: &Move) -> Reason {
    let Move::StepRanged {
        src,
        step,
        declared,
    } = mv
    else {
        return Reason::new(
            "note-cetkaik-declared",
            vec![("side", side_arg(side)), ("move", text(mv.to_string()))],
        );
    };
    Reason::new(
        "note-cetkaik-declared-ranged",
        vec![
            ("side", side_arg(side)),
            ("piece", occupant_arg(piece)),
            ("src", text(src.name())),
            ("step", text(step.name())),
            ("declared", text(declared.name())),
            ("move", text(mv.to_string())),
        ],
    )
}

/// A cast of the sticks: for a step's reach, or to enter the water.
fn cast_sentence(side: Side, cast: &Cast, cast_for: &CastFor) -> Reason {
    let k = cast.count();
    let mut args = vec![
        ("side", side_arg(side)),
        ("sticks", text(cast.sticks())),
        ("marked", Arg::Number(k.into())),
        ("numeral", text(numeral(k))),
    ];
    match cast_for {
        CastFor::Stepping { via, choices } => {
            let allowed = if choices.is_empty() {
                Reason::plain("note-cetkaik-out-of-reach")
            } else {
                let names: Vec<String> = choices.iter().map(|square| square.name()).collect();
                Reason::new(
                    "note-cetkaik-may-land",
                    vec![("squares", text(names.join(", ")))],
                )
            };
            args.push(("via", text(via.name())));
            args.push(("allowed", allowed.into()));
            Reason::new("note-cetkaik-cast-step", args)
        }
        CastFor::Water { dest, entered } => {
            let result = if *entered {
                "note-cetkaik-goes-in"
            } else {
                "note-cetkaik-stays-out"
            };
            args.push(("dest", text(dest.name())));
            args.push(("needs", Arg::Number(WATER_NEEDS.into())));
            args.push(("result", Reason::plain(result).into()));
            Reason::new("note-cetkaik-cast-water", args)
        }
    }
}

/// A move made: a drop, a move of Tam2, or a piece's move with what it captured.
fn moved(side: Side, mv: &Move, piece: Occupant, captured: Option<Token>) -> Reason {
    let mut args = vec![("side", side_arg(side)), ("move", text(mv.to_string()))];
    match (mv, piece) {
        (Move::Drop { colour, kind, dest }, _) => {
            args.push(("colour", Arg::Name(colour.key().into())));
            args.push(("piece", Arg::Name(kind.key().into())));
            args.push(("initial", text(kind.initial())));
            args.push(("dest", text(dest.name())));
            Reason::new("note-cetkaik-drops", args)
        }
        (_, Occupant::Tam2) => Reason::new("note-cetkaik-moves-tam2", args),
        (_, Occupant::Piece(piece)) => {
            let src = mv.src().expect("a board move has a source");
            let dest = mv.dest().expect("a completed move has a destination");
            let capture = captured.map_or_else(
                || Reason::plain("view-cetkaik-nothing"),
                |token| {
                    Reason::new(
                        "note-cetkaik-captures",
                        vec![
                            ("colour", Arg::Name(token.colour.key().into())),
                            ("piece", Arg::Name(token.kind.key().into())),
                            ("initial", text(token.kind.initial())),
                        ],
                    )
                },
            );
            args.push(("colour", Arg::Name(piece.colour.key().into())));
            args.push(("piece", Arg::Name(piece.kind.key().into())));
            args.push(("initial", text(piece.kind.initial())));
            args.push(("route", route(src, mv.step(), dest).into()));
            args.push(("capture", capture.into()));
            Reason::new("note-cetkaik-moves", args)
        }
    }
}

/// The way a piece went, in words: `LU–LE`, `CI over PO to TU`, or `CI over PO and back` for a step that
/// returns to its square.
fn route(src: Square, step: Option<Square>, dest: Square) -> Reason {
    let mut args = vec![("src", text(src.name())), ("dest", text(dest.name()))];
    match step {
        None => Reason::new("note-cetkaik-route", args),
        Some(step) => {
            args.push(("step", text(step.name())));
            let key = if dest == src {
                "note-cetkaik-route-back"
            } else {
                "note-cetkaik-route-over"
            };
            Reason::new(key, args)
        }
    }
}

/// A formed hand, as a list entry (`王 The King (5)`).
pub(super) fn hand(hand: &FormedHand) -> Reason {
    Reason::new(
        "note-cetkaik-hand",
        vec![
            ("kanji", text(hand.kanji())),
            ("name", text(hand.name())),
            ("points", Arg::Number(hand.points().into())),
        ],
    )
}

/// A move formed hands: the new ones and penalties, the hands held, and the choice it opens with what
/// each way would do.
fn hands_formed(
    side: Side,
    decision: &Decision,
    held: &Holding,
    (total, stake): (i32, Stake),
    if_ta_xot: &TaXot,
) -> Reason {
    let mut formed: Vec<Reason> = decision.new_hands.iter().map(hand).collect();
    if decision.penalty != 0 {
        formed.push(Reason::new(
            "note-cetkaik-penalties",
            vec![("points", Arg::Number(decision.penalty.into()))],
        ));
    }
    let held_says = if held.hands.is_empty() {
        Reason::plain("note-cetkaik-held-none")
    } else {
        Reason::new(
            "note-cetkaik-held",
            vec![
                (
                    "hands",
                    listed(held.hands.iter().map(hand).collect()).into(),
                ),
                ("total", Arg::Number(held.total.into())),
            ],
        )
    };
    let after = match if_ta_xot {
        TaXot::NextSeason(after) => Reason::new(
            "note-cetkaik-scores-become",
            vec![("scores", scores(*after).into())],
        ),
        TaXot::GameOver(after, _) => Reason::new(
            "note-cetkaik-scores-final",
            vec![("scores", scores(*after).into())],
        ),
    };
    let gain = total * stake.multiplier();
    Reason::new(
        "note-cetkaik-formed",
        vec![
            ("side", side_arg(side)),
            ("formed", listed(formed).into()),
            ("held", held_says.into()),
            ("doubled", Arg::Number(stake.doubled().multiplier().into())),
            ("other", side_arg(side.other())),
            ("total", Arg::Number(total.into())),
            ("stake", Arg::Number(stake.multiplier().into())),
            ("gain", text(format!("{gain:+}"))),
            ("after", after.into()),
        ],
    )
}

/// A season begins, with the side drawn to move first.
fn season_started(season: Season, first: Side) -> Reason {
    Reason::new(
        "note-cetkaik-season-started",
        vec![
            ("season", season_arg(season)),
            ("kanji", text(season.kanji())),
            ("romanised", text(season.romanised())),
            ("number", Arg::Number(season.number() as i64)),
            ("first", side_arg(first)),
        ],
    )
}

/// The sentence announcing the end of the game, with the result and the scores.
pub fn end_sentence(ending: &Ending) -> Reason {
    let result = match ending.winner {
        Some(winner) => Reason::new(
            "view-cetkaik-result-win",
            vec![("winner", side_arg(winner))],
        ),
        None => Reason::plain("view-cetkaik-result-draw"),
    };
    let loser = || {
        let loser = ending.winner.map(Side::other);
        (
            "loser",
            loser.map_or_else(|| Arg::Name("view-cetkaik-player".into()), side_arg),
        )
    };
    let mut args = vec![("scores", scores(ending.scores).into())];
    let key = match ending.reason {
        EndReason::NoMoves => "view-cetkaik-end-no-moves",
        EndReason::Resignation => {
            args.push(loser());
            "view-cetkaik-end-resigned"
        }
        EndReason::Time => {
            args.push(loser());
            "view-cetkaik-end-time"
        }
        EndReason::Agreement => return Reason::new("view-cetkaik-end-agreement", args),
        EndReason::Rule(_) => "view-cetkaik-end-stars",
    };
    args.push(("result", result.into()));
    Reason::new(key, args)
}
