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
use super::report::{listed, occupant_arg, scores_typed, season_arg, side_arg};
use super::sticks::Cast;
use super::turn::{CastFor, Ending, Fact, Step, StepKind};
use crate::model::{Audience, Seat, said};
use crate::refusal::{Arg, Reason};
use crate::rules::Choice;
use crate::view::{BoardView, Face, Facing, Label, Line, Panel, PieceColour, PieceOnBoard, Point};

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
    /// piece stayed on; a stepping move awaiting its landing: its start and via point); empty before the
    /// first move of a season.
    pub last_move: Vec<Square>,
    /// The last move of this season: who made it and its text (the engine's notation, `此無` after the
    /// start square when it failed).
    pub last_text: Option<(Side, String)>,
    /// The cast of the last move, if it cast the sticks.
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
    let (last_move, last_text, last_cast) = last_move(game);
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
        last_text,
        last_cast,
        prompt,
    }
}

/// The last move of the season in `game`'s history: its squares, who made it and its text, and its cast.
/// Facts are read from the newest back: the first move fact found is the last move; a cast found before
/// the move before it (or the season's start) is that move's.
#[allow(clippy::type_complexity)]
fn last_move(game: &Cetkaik) -> (Vec<Square>, Option<(Side, String)>, Option<CastView>) {
    let mut squares = Vec::new();
    let mut text = None;
    let mut cast = None;
    'search: for entry in game.history().iter().rev() {
        for fact in entry.facts.iter().rev() {
            match fact {
                Fact::Moved { side, mv, .. } | Fact::Declared { side, mv, .. } => {
                    if text.is_some() {
                        if matches!(fact, Fact::Declared { .. }) {
                            continue;
                        }
                        break 'search;
                    }
                    squares = match (fact, mv) {
                        (
                            Fact::Declared { .. },
                            super::moves::Move::StepRanged { src, step, .. },
                        ) => vec![*src, *step],
                        _ => mv.squares(),
                    };
                    text = Some((*side, mv.to_string()));
                }
                Fact::Failed { side, src, .. } => {
                    if text.is_some() {
                        break 'search;
                    }
                    squares = vec![*src];
                    text = Some((*side, format!("{src} 此無")));
                }
                Fact::Cast {
                    side,
                    cast: sticks,
                    cast_for,
                } if cast.is_none() => {
                    cast = Some(CastView {
                        side: *side,
                        cast: *sticks,
                        cast_for: cast_for.clone(),
                    });
                }
                Fact::SeasonStarted { .. } => break 'search,
                _ => {}
            }
        }
    }
    if text.is_none() {
        cast = None;
    }
    (squares, text, cast)
}

/// The board view of `game` for `audience` (every audience sees everything), from the audience's own
/// side (the IA side's for the public). Points are square numbers, `row * 9 + column` from KA.
///
/// * A piece's face names its owner's seat and its own colour (red or black) separately, and reads upright
///   for its owner.
/// * Tam2 belongs to nobody: its face is neutral and upright for every reader (a face must name a seat; it
///   names the IA side's).
/// * The squares around Tam2 (and under Cerke Online rules its own) are drawn as tam2 hue, a water square
///   among them as the hill (both), since the board's own terrains hold only the fixed nine.
/// * The panels are both hop1 zuo1 with their hands and totals; the info lines are the scoreboard: the
///   season, stake and scores, the last move with its cast and five sticks, and what the side to act must
///   choose. During a cast choice the squares the cast allows are highlighted.
pub fn board_view(game: &Cetkaik, audience: Audience) -> BoardView {
    let perspective = match audience {
        Audience::Public => Seat(0),
        Audience::Seat(seat) => seat,
    };
    let table = table(game);
    let mut view = BoardView::new(super::geometry::geometry(), perspective);
    view.pieces = table
        .cells
        .iter()
        .map(|&(square, occupant)| PieceOnBoard {
            at: point(square),
            face: face(occupant),
        })
        .collect();
    view.last_move = table.last_move.iter().map(|&s| point(s)).collect();
    if let Prompt::Land { choices, .. } = &table.prompt {
        view.highlights = choices.iter().map(|&s| point(s)).collect();
    }
    view.terrain = table
        .tam2_hue
        .iter()
        .filter_map(|&square| {
            let hue = super::geometry::terrain(square, true);
            (hue != super::geometry::terrain(square, false)).then_some((point(square), hue))
        })
        .collect();
    view.panels = table
        .hands
        .iter()
        .map(|hand| Panel {
            title: hand_title(hand),
            pieces: hand
                .pieces
                .iter()
                .flat_map(|&(token, count)| {
                    std::iter::repeat_n(
                        face(Occupant::Piece(super::piece::Piece::new(
                            hand.side,
                            token.colour,
                            token.kind,
                        ))),
                        count,
                    )
                })
                .collect(),
        })
        .collect();
    view.info = info_lines(&table);
    if audience == Audience::Public {
        // Every label upright for the channel's readers; each piece still points the way it faces.
        let faces = view.pieces.iter_mut().map(|piece| &mut piece.face);
        let held = view.panels.iter_mut().flat_map(|panel| &mut panel.pieces);
        for face in faces.chain(held) {
            if face.facing == Facing::Owner {
                face.facing = Facing::Pointed;
            }
        }
    }
    view
}

fn point(square: Square) -> Point {
    square.index() as Point
}

/// The face of what stands on a square.
pub fn face(occupant: Occupant) -> Face {
    match occupant {
        Occupant::Tam2 => Face {
            owner: Seat(0),
            colour: PieceColour::Neutral,
            facing: Facing::Reader,
            label: Some(Label {
                short: "Tam",
                name: "Tam2",
                cjk: "皇",
            }),
            badge: None,
        },
        Occupant::Piece(piece) => Face {
            owner: piece.owner.seat(),
            colour: match piece.colour {
                super::piece::Colour::Red => PieceColour::Red,
                super::piece::Colour::Black => PieceColour::Black,
            },
            facing: Facing::Owner,
            label: Some(Label {
                short: piece.kind.initial(),
                name: piece.kind.name(),
                cjk: piece.kind.kanji(),
            }),
            badge: None,
        },
    }
}

/// A hand's panel title: whose hop1 zuo1 it is, and the hands it holds with their points and total.
fn hand_title(hand: &HandView) -> Line {
    let side = side_arg(hand.side);
    if hand.holding.hands.is_empty() {
        return Line::said(
            said("view-cetkaik-hand-empty", vec![("side", side)]),
            format!("{}'s hand (hop1 zuo1)", hand.side),
        );
    }
    let (formed_says, formed): (Vec<Reason>, Vec<String>) = hand
        .holding
        .hands
        .iter()
        .map(|formed| {
            let name = formed.hand.name().trim_start_matches("The ");
            let (key, colour) = if formed.same_colour {
                ("view-cetkaik-formed-same-colour", "same-colour ")
            } else {
                ("view-cetkaik-formed", "")
            };
            (
                said(
                    key,
                    vec![
                        ("kanji", Arg::Text(formed.kanji())),
                        ("name", Arg::Text(name.to_owned())),
                        ("points", Arg::Number(formed.points().into())),
                    ],
                ),
                format!("{} {colour}{name} {}", formed.kanji(), formed.points()),
            )
        })
        .unzip();
    Line::said(
        said(
            "view-cetkaik-hand",
            vec![
                ("side", side),
                ("hands", listed(formed_says).into()),
                ("total", Arg::Number(hand.holding.total.into())),
            ],
        ),
        format!(
            "{}'s hand: {} = {}",
            hand.side,
            formed.join(", "),
            hand.holding.total
        ),
    )
}

/// The scoreboard printed with the board: the season, stake and scores; the last move and its cast; what
/// the side to act must choose.
fn info_lines(table: &Table) -> Vec<Line> {
    let (scores_says, scores) = scores_typed(table.scores);
    let mut lines = vec![Line::said(
        said(
            "view-cetkaik-scoreboard",
            vec![
                ("season", season_arg(table.season)),
                ("kanji", Arg::Text(table.season.kanji().to_owned())),
                ("number", Arg::Number(table.season.number() as i64)),
                ("stake", Arg::Text(table.stake.to_string())),
                ("scores", scores_says.into()),
            ],
        ),
        format!(
            "{} {} ({} of 4) · stake {} · {scores}",
            table.season.name(),
            table.season.kanji(),
            table.season.number(),
            table.stake,
        ),
    )];
    if let Some((side, text)) = &table.last_text {
        lines.push(Line::said(
            said(
                "view-cetkaik-last",
                vec![("side", side_arg(*side)), ("move", Arg::Text(text.clone()))],
            ),
            format!("Last: {side} {text}"),
        ));
    }
    if let Some(cast) = &table.last_cast {
        let k = cast.cast.count();
        let marked = || Arg::Number(k.into());
        let (what_says, what) = match &cast.cast_for {
            CastFor::Stepping { via, .. } => (
                said(
                    "view-cetkaik-cast-step",
                    vec![("marked", marked()), ("via", Arg::Text(via.name()))],
                ),
                format!("at most {k} beyond {via}"),
            ),
            CastFor::Water {
                dest,
                entered: true,
            } => (
                said(
                    "view-cetkaik-cast-entered",
                    vec![("dest", Arg::Text(dest.name()))],
                ),
                format!("{dest} entered"),
            ),
            CastFor::Water {
                dest,
                entered: false,
            } => (
                said(
                    "view-cetkaik-cast-not-entered",
                    vec![("dest", Arg::Text(dest.name()))],
                ),
                format!("{dest} not entered"),
            ),
        };
        lines.push(Line::said(
            said(
                "view-cetkaik-sticks",
                vec![
                    ("sticks", Arg::Text(cast.cast.sticks())),
                    ("marked", marked()),
                    ("what", what_says.into()),
                ],
            ),
            format!("Sticks {} ({k} marked): {what}", cast.cast.sticks()),
        ));
    }
    let side = table.to_act.map_or("Nobody", Side::name);
    let side_says = || {
        table
            .to_act
            .map_or(Arg::Name("view-cetkaik-nobody".into()), side_arg)
    };
    let prompt = match &table.prompt {
        Prompt::Move { tam2_may_not_move } => {
            let (key, tam2) = if *tam2_may_not_move {
                ("view-cetkaik-to-move-not-tam2", " (Tam2 may not move now)")
            } else {
                ("view-cetkaik-to-move", "")
            };
            Line::said(
                said(key, vec![("side", side_says())]),
                format!("{side} to move{tam2}"),
            )
        }
        Prompt::Land { choices, .. } => {
            let squares: Vec<String> = choices.iter().map(|s| s.name()).collect();
            let squares = squares.join(", ");
            Line::said(
                said(
                    "view-cetkaik-land",
                    vec![
                        ("side", side_says()),
                        ("squares", Arg::Text(squares.clone())),
                    ],
                ),
                format!("{side}: land on {squares} or give up"),
            )
        }
        Prompt::Decide {
            total,
            stake_if_ty_mok,
            if_ta_xot,
            ..
        } => {
            let scores = match if_ta_xot {
                TaXot::NextSeason(scores) | TaXot::GameOver(scores, _) => scores,
            };
            let gain = format!("{:+}", total * table.stake.multiplier());
            Line::said(
                said(
                    "view-cetkaik-decide",
                    vec![
                        ("side", side_says()),
                        ("stake", Arg::Text(stake_if_ty_mok.to_string())),
                        ("gain", Arg::Text(gain.clone())),
                        ("ia", Arg::Number(scores.ia.into())),
                        ("a", Arg::Number(scores.a.into())),
                    ],
                ),
                format!(
                    "{side} decides: ty mok ({stake_if_ty_mok}) or ta xot ({gain} → {}–{})",
                    scores.ia, scores.a
                ),
            )
        }
        Prompt::Over(ending) => {
            let (says, text) = super::report::end_typed(ending);
            Line::said(says, text)
        }
    };
    lines.push(prompt);
    lines
}

/// The choices of the side to act in a decision (Part 4 item 3), each with what it does now: after a
/// stepping cast, each square the cast allows and giving up; after a hand, ty mok1 and ta xot1 with the
/// stake, the points and the score they lead to. Empty when a move is awaited or the game is over.
pub fn choices(game: &Cetkaik) -> Vec<Choice> {
    let table = table(game);
    let position = game.position();
    let Some(side) = table.to_act else {
        return Vec::new();
    };
    let text = |text: String| Arg::Text(text);
    match &table.prompt {
        Prompt::Move { .. } | Prompt::Over(_) => Vec::new(),
        Prompt::Land { flight, choices } => {
            let mover = position.at(flight.src);
            let piece = mover.map_or("piece", |occupant| occupant.name());
            let piece_says = || mover.map_or(Arg::Name("note-cetkaik-piece".into()), occupant_arg);
            let mut list: Vec<Choice> = choices
                .iter()
                .map(|&dest| {
                    let (capture, capture_says) = match position.piece_at(dest) {
                        Some(target) if target.owner != side => (
                            format!(
                                ", capturing the {}'s {} {}",
                                target.owner,
                                target.colour.word(),
                                target.kind
                            ),
                            said(
                                "note-cetkaik-capturing",
                                vec![
                                    ("owner", side_arg(target.owner)),
                                    ("colour", Arg::Name(target.colour.key().into())),
                                    ("piece", occupant_arg(Occupant::Piece(target))),
                                ],
                            ),
                        ),
                        _ => (String::new(), said("note-cetkaik-nothing", Vec::new())),
                    };
                    let (water, water_says) = if super::engine::needs_water_cast(
                        position, flight.src, dest,
                    ) {
                        (
                            "; then the sticks are cast again to enter the water (3 of 5 needed)",
                            said("note-cetkaik-then-water", Vec::new()),
                        )
                    } else {
                        ("", said("note-cetkaik-nothing", Vec::new()))
                    };
                    Choice {
                        action: dest.name(),
                        label: format!("Land on {dest}"),
                        detail: format!(
                            "Your {piece} goes from {} over {} to {dest}{capture}{water}.",
                            flight.src, flight.step
                        ),
                        says: Some((
                            said("note-cetkaik-land", vec![("at", text(dest.name()))]),
                            said(
                                "note-cetkaik-land-detail",
                                vec![
                                    ("piece", piece_says()),
                                    ("from", text(flight.src.name())),
                                    ("over", text(flight.step.name())),
                                    ("to", text(dest.name())),
                                    ("capture", capture_says.into()),
                                    ("water", water_says.into()),
                                ],
                            ),
                        )),
                    }
                })
                .collect();
            list.push(Choice {
                action: "give-up".to_owned(),
                label: "Give up".to_owned(),
                detail: format!(
                    "Your {piece} stays on {} and your turn ends (此無).",
                    flight.src
                ),
                says: Some((
                    said("note-cetkaik-give-up", Vec::new()),
                    said(
                        "note-cetkaik-give-up-detail",
                        vec![("piece", piece_says()), ("at", text(flight.src.name()))],
                    ),
                )),
            });
            list
        }
        Prompt::Decide {
            new_hands,
            penalty,
            stake_if_ty_mok,
            if_ta_xot,
            ..
        } => {
            let mut formed: Vec<String> = new_hands.iter().map(|h| h.to_string()).collect();
            let mut formed_says: Vec<Reason> = new_hands
                .iter()
                .map(|hand| {
                    said(
                        "note-cetkaik-hand",
                        vec![
                            ("kanji", text(hand.kanji())),
                            ("name", text(hand.name())),
                            ("points", Arg::Number(hand.points().into())),
                        ],
                    )
                })
                .collect();
            if *penalty != 0 {
                formed.push(format!("penalties {penalty}"));
                formed_says.push(said(
                    "note-cetkaik-penalties",
                    vec![("points", Arg::Number((*penalty).into()))],
                ));
            }
            let (after, ends) = match if_ta_xot {
                TaXot::NextSeason(scores) => (*scores, None),
                TaXot::GameOver(scores, winner) => (*scores, Some(*winner)),
            };
            let mine = after.of(side);
            let theirs = after.of(side.other());
            let gain = mine - table.scores.of(side);
            let (gained, gained_says) = match gain {
                0 => (
                    "You gain nothing".to_owned(),
                    said("note-cetkaik-gain-nothing", Vec::new()),
                ),
                gain if gain > 0 => (
                    format!("You gain {gain}"),
                    said(
                        "note-cetkaik-gain",
                        vec![("points", Arg::Number(gain.into()))],
                    ),
                ),
                loss => (
                    format!("You lose {}", -loss),
                    said(
                        "note-cetkaik-lose",
                        vec![("points", Arg::Number((-loss).into()))],
                    ),
                ),
            };
            let (next, next_says) = match ends {
                None => {
                    let season = table.season.next();
                    (
                        format!(
                            "Next: {}.",
                            season.map_or("the end", |season| season.name())
                        ),
                        said(
                            "note-cetkaik-next",
                            vec![(
                                "season",
                                season.map_or(Arg::Name("note-cetkaik-the-end".into()), season_arg),
                            )],
                        ),
                    )
                }
                Some(Some(winner)) if winner == side => (
                    "You win the game.".to_owned(),
                    said("note-cetkaik-you-win", Vec::new()),
                ),
                Some(Some(_)) => (
                    format!("The {} wins the game.", side.other().name()),
                    said(
                        "note-cetkaik-they-win",
                        vec![("side", side_arg(side.other()))],
                    ),
                ),
                Some(None) => (
                    "The game is drawn.".to_owned(),
                    said("note-cetkaik-drawn", Vec::new()),
                ),
            };
            vec![
                Choice {
                    action: "tymok".to_owned(),
                    label: "Ty mok: continue".to_owned(),
                    detail: format!(
                        "The stake becomes {stake_if_ty_mok} and the {} moves next. No points now. \
                         Your move formed {}.",
                        side.other().name(),
                        formed.join(", ")
                    ),
                    says: Some((
                        said("note-cetkaik-tymok", Vec::new()),
                        said(
                            "note-cetkaik-tymok-detail",
                            vec![
                                ("stake", Arg::Number(stake_if_ty_mok.multiplier().into())),
                                ("side", side_arg(side.other())),
                                ("formed", listed(formed_says).into()),
                            ],
                        ),
                    )),
                },
                Choice {
                    action: "taxot".to_owned(),
                    label: "Ta xot: end the season".to_owned(),
                    detail: format!(
                        "{gained}; the score becomes {mine}–{theirs} (yours first). {next}"
                    ),
                    says: Some((
                        said("note-cetkaik-taxot", Vec::new()),
                        said(
                            "note-cetkaik-taxot-detail",
                            vec![
                                ("gained", gained_says.into()),
                                ("mine", Arg::Number(mine.into())),
                                ("theirs", Arg::Number(theirs.into())),
                                ("next", next_says.into()),
                            ],
                        ),
                    )),
                },
            ]
        }
    }
}
