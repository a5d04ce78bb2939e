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
use super::report::{listed, occupant_arg, scores, season_arg, side_arg};
use super::sticks::Cast;
use super::turn::{CastFor, Ending, Fact, Step, StepKind};
use crate::model::{Audience, Seat};
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
        return Line::said(Reason::new("view-cetkaik-hand-empty", vec![("side", side)]));
    }
    let formed = hand
        .holding
        .hands
        .iter()
        .map(|formed| {
            let key = if formed.same_colour {
                "view-cetkaik-formed-same-colour"
            } else {
                "view-cetkaik-formed"
            };
            let name = formed.hand.name().trim_start_matches("The ");
            let args = vec![
                ("kanji", Arg::Text(formed.kanji())),
                ("name", Arg::Text(name.to_owned())),
                ("points", Arg::Number(formed.points().into())),
            ];
            Reason::new(key, args)
        })
        .collect();
    Line::said(Reason::new(
        "view-cetkaik-hand",
        vec![
            ("side", side),
            ("hands", listed(formed).into()),
            ("total", Arg::Number(hand.holding.total.into())),
        ],
    ))
}

/// The scoreboard printed with the board: the season, stake and scores; the last move and its cast; what
/// the side to act must choose.
fn info_lines(table: &Table) -> Vec<Line> {
    let scoreboard = Reason::new(
        "view-cetkaik-scoreboard",
        vec![
            ("season", season_arg(table.season)),
            ("kanji", Arg::Text(table.season.kanji().to_owned())),
            ("number", Arg::Number(table.season.number() as i64)),
            ("stake", Arg::Text(table.stake.to_string())),
            ("scores", scores(table.scores).into()),
        ],
    );
    let last = table.last_text.as_ref().map(|(side, text)| {
        Reason::new(
            "view-cetkaik-last",
            vec![("side", side_arg(*side)), ("move", Arg::Text(text.clone()))],
        )
    });
    let cast = table.last_cast.as_ref().map(cast_line);
    std::iter::once(scoreboard)
        .chain(last)
        .chain(cast)
        .chain([prompt_line(table)])
        .map(Line::said)
        .collect()
}

/// The line of the last cast: its sticks, how many fell marked, and what that allowed.
fn cast_line(cast: &CastView) -> Reason {
    let k = cast.cast.count();
    let marked = || Arg::Number(k.into());
    let what = match &cast.cast_for {
        CastFor::Stepping { via, .. } => Reason::new(
            "view-cetkaik-cast-step",
            vec![("marked", marked()), ("via", Arg::Text(via.name()))],
        ),
        CastFor::Water { dest, entered } => Reason::new(
            if *entered {
                "view-cetkaik-cast-entered"
            } else {
                "view-cetkaik-cast-not-entered"
            },
            vec![("dest", Arg::Text(dest.name()))],
        ),
    };
    Reason::new(
        "view-cetkaik-sticks",
        vec![
            ("sticks", Arg::Text(cast.cast.sticks())),
            ("marked", marked()),
            ("what", what.into()),
        ],
    )
}

/// The line saying what the side to act must choose, or how the game ended.
fn prompt_line(table: &Table) -> Reason {
    let side = || {
        table
            .to_act
            .map_or(Arg::Name("view-cetkaik-nobody".into()), side_arg)
    };
    match &table.prompt {
        Prompt::Move { tam2_may_not_move } => {
            let key = if *tam2_may_not_move {
                "view-cetkaik-to-move-not-tam2"
            } else {
                "view-cetkaik-to-move"
            };
            Reason::new(key, vec![("side", side())])
        }
        Prompt::Land { choices, .. } => {
            let squares: Vec<String> = choices.iter().map(|square| square.name()).collect();
            Reason::new(
                "view-cetkaik-land",
                vec![("side", side()), ("squares", Arg::Text(squares.join(", ")))],
            )
        }
        Prompt::Decide {
            total,
            stake_if_ty_mok,
            if_ta_xot,
            ..
        } => {
            let (TaXot::NextSeason(after) | TaXot::GameOver(after, _)) = if_ta_xot;
            // What ta xot would move to the deciding side's score, which the bounds of 0 and 40 may cut
            // below the hands times the stake.
            let gain = table
                .to_act
                .map_or(total * table.stake.multiplier(), |side| {
                    after.of(side) - table.scores.of(side)
                });
            Reason::new(
                "view-cetkaik-decide",
                vec![
                    ("side", side()),
                    ("stake", Arg::Text(stake_if_ty_mok.to_string())),
                    ("gain", Arg::Text(format!("{gain:+}"))),
                    ("ia", Arg::Number(after.ia.into())),
                    ("a", Arg::Number(after.a.into())),
                ],
            )
        }
        Prompt::Over(ending) => super::report::end_sentence(ending),
    }
}

/// The choices of the side to act in a decision (Part 4 item 3), each with what it does now: after a
/// stepping cast, each square the cast allows and giving up; after a hand, ty mok1 and ta xot1 with the
/// stake, the points and the score they lead to. Empty when a move is awaited or the game is over.
pub fn choices(game: &Cetkaik) -> Vec<Choice> {
    let table = table(game);
    let Some(side) = table.to_act else {
        return Vec::new();
    };
    match &table.prompt {
        Prompt::Move { .. } | Prompt::Over(_) => Vec::new(),
        Prompt::Land { flight, choices } => landing_choices(game, side, flight, choices),
        Prompt::Decide {
            new_hands,
            penalty,
            stake_if_ty_mok,
            if_ta_xot,
            ..
        } => {
            let mut formed: Vec<Reason> = new_hands.iter().map(super::report::hand).collect();
            if *penalty != 0 {
                formed.push(Reason::new(
                    "note-cetkaik-penalties",
                    vec![("points", Arg::Number((*penalty).into()))],
                ));
            }
            let ty_mok = Reason::new(
                "note-cetkaik-tymok-detail",
                vec![
                    ("stake", Arg::Number(stake_if_ty_mok.multiplier().into())),
                    ("side", side_arg(side.other())),
                    ("formed", listed(formed).into()),
                ],
            );
            vec![
                choice("tymok", "about-button-cetkaik-tymok", ty_mok),
                choice(
                    "taxot",
                    "about-button-cetkaik-taxot",
                    ta_xot_detail(&table, side, if_ta_xot),
                ),
            ]
        }
    }
}

/// The choice of `action`, labelled by the key `label`, that does what `detail` says.
fn choice(action: &str, label: &'static str, detail: Reason) -> Choice {
    Choice {
        action: action.to_owned(),
        label: Reason::plain(label),
        detail,
    }
}

/// After a stepping cast: land on each square the cast allows, with what landing there does, or give up.
fn landing_choices(game: &Cetkaik, side: Side, flight: &Flight, choices: &[Square]) -> Vec<Choice> {
    let position = game.position();
    let text = |square: Square| Arg::Text(square.name());
    let mover = || {
        position
            .at(flight.src)
            .map_or(Arg::Name("note-cetkaik-piece".into()), occupant_arg)
    };
    let nothing = || Reason::plain("view-cetkaik-nothing");
    let mut list: Vec<Choice> = choices
        .iter()
        .map(|&dest| {
            let capture = match position.piece_at(dest) {
                Some(target) if target.owner != side => Reason::new(
                    "note-cetkaik-capturing",
                    vec![
                        ("owner", side_arg(target.owner)),
                        ("colour", Arg::Name(target.colour.key().into())),
                        ("piece", occupant_arg(Occupant::Piece(target))),
                    ],
                ),
                _ => nothing(),
            };
            let water = if engine::needs_water_cast(position, flight.src, dest) {
                Reason::plain("note-cetkaik-then-water")
            } else {
                nothing()
            };
            let detail = Reason::new(
                "note-cetkaik-land-detail",
                vec![
                    ("piece", mover()),
                    ("from", text(flight.src)),
                    ("over", text(flight.step)),
                    ("to", text(dest)),
                    ("capture", capture.into()),
                    ("water", water.into()),
                ],
            );
            Choice {
                action: dest.name(),
                label: Reason::new("note-cetkaik-land", vec![("at", text(dest))]),
                detail,
            }
        })
        .collect();
    let give_up = Reason::new(
        "note-cetkaik-give-up-detail",
        vec![("piece", mover()), ("at", text(flight.src))],
    );
    list.push(choice("give-up", "about-button-cetkaik-give-up", give_up));
    list
}

/// What ta xot1 does for `side`: what it gains, the score it leads to (the side's own first), and what
/// comes next: the next season, or how the game ends.
fn ta_xot_detail(table: &Table, side: Side, if_ta_xot: &TaXot) -> Reason {
    let (after, ends) = match if_ta_xot {
        TaXot::NextSeason(scores) => (*scores, None),
        TaXot::GameOver(scores, winner) => (*scores, Some(*winner)),
    };
    let mine = after.of(side);
    let gained = match mine - table.scores.of(side) {
        0 => Reason::plain("note-cetkaik-gain-nothing"),
        gain if gain > 0 => Reason::new(
            "note-cetkaik-gain",
            vec![("points", Arg::Number(gain.into()))],
        ),
        loss => Reason::new(
            "note-cetkaik-lose",
            vec![("points", Arg::Number((-loss).into()))],
        ),
    };
    let next = match ends {
        None => {
            let season = table.season.next();
            let season = season.map_or(Arg::Name("note-cetkaik-the-end".into()), season_arg);
            Reason::new("note-cetkaik-next", vec![("season", season)])
        }
        Some(Some(winner)) if winner == side => Reason::plain("note-cetkaik-you-win"),
        Some(Some(_)) => Reason::new(
            "note-cetkaik-they-win",
            vec![("side", side_arg(side.other()))],
        ),
        Some(None) => Reason::plain("note-cetkaik-drawn"),
    };
    Reason::new(
        "note-cetkaik-taxot-detail",
        vec![
            ("gained", gained.into()),
            ("mine", Arg::Number(mine.into())),
            ("theirs", Arg::Number(after.of(side.other()).into())),
            ("next", next.into()),
        ],
    )
}
