//! Move notation (Jungi §9.2, §9.3; Lún Jungi §17): what players may type, the canonical form and the
//! display form, on any board of the family.
//!
//! A move is typed as its points, in any case, with or without `-`, `x`, `×` or spaces between them; the
//! board reads each point ([`Board::read_point`]). The display form is read too, so `Pawn c5xd6 e.p.` and
//! `Pikeman a6-a7=Lancer` can be pasted back; its piece name, promotion and `e.p.` marks must then be true
//! of the move (on a board without promotion, `=` is refused). An Emperor's double move may be entered
//! step by step: the first step with a separator after it (`e5xf6-`, "and the move goes on"), then the
//! second as `f6e5`, `f6-e5` or just `e5`; `stop` ends the move after its first step.

use super::{Board, Move, Point, Position};
use crate::jungi::piece::{Kind, Piece, parse_piece_name};
use crate::refusal::{Arg, Reason};

/// A move as typed, before it is matched against the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// One to three points.
    Points {
        /// The points, in order.
        points: Vec<Point>,
        /// Whether a separator follows the last point: the move goes on (a first step).
        open: bool,
        /// The piece name given before the points (display form), with whether it was a promoted form's.
        name: Option<(Kind, bool)>,
        /// The promotion mark `=Name`, if given.
        promotion: Option<(Kind, bool)>,
        /// Whether the `e.p.` mark was given.
        en_passant: bool,
    },
    /// `stop`: end a move in progress after its first step.
    Stop,
}

/// The word that ends a move in progress after its first step.
pub const STOP: &str = "stop";

/// The canonical form of a move: its points joined by the board's separator (`e3e5`, `e5f6e5`;
/// `E3-C3`, `NX-D2-NX`).
pub fn canonical<B: Board>(mv: Move) -> String {
    let sep = B::SEPARATOR;
    match mv.via {
        None => format!("{}{sep}{}", B::name(mv.from), B::name(mv.to)),
        Some(via) => format!(
            "{}{sep}{}{sep}{}",
            B::name(mv.from),
            B::name(via),
            B::name(mv.to)
        ),
    }
}

/// Reads a move as typed on board `B`. The error says what was not understood.
pub fn parse_input<B: Board>(text: &str) -> Result<Input, Reason> {
    let trimmed = text.trim();
    let unreadable = || {
        Reason::new(
            "refusal-jungi-unreadable",
            vec![
                ("text", trimmed.into()),
                ("hint", Arg::Name(B::MOVE_HINT.into())),
            ],
        )
    };
    let lower = trimmed.to_lowercase();
    if lower == STOP {
        return Ok(Input::Stop);
    }
    let mut rest = lower.as_str();
    let mut name = None;
    if let Some((first, after)) = rest.split_once(char::is_whitespace) {
        if let Some(kind) = parse_piece_name(first) {
            name = Some(kind);
            rest = after.trim_start();
        }
    }
    let mut en_passant = false;
    for mark in ["e.p.", "e.p", "ep"] {
        if let Some(before) = rest.strip_suffix(mark) {
            if before.ends_with(char::is_whitespace) {
                en_passant = true;
                rest = before.trim_end();
                break;
            }
        }
    }
    let mut promotion = None;
    if let Some((before, promoted)) = rest.rsplit_once('=') {
        if !B::PROMOTES {
            return Err(Reason::new(
                "refusal-jungi-no-equals",
                vec![("game", Arg::Name(B::ABOUT.name_key().into()))],
            ));
        }
        promotion = Some(parse_piece_name(promoted).ok_or_else(|| {
            Reason::new("refusal-jungi-not-a-name", vec![("text", promoted.into())])
        })?);
        rest = before.trim_end();
    }
    let mut points = Vec::new();
    let mut open = false;
    let mut chars = rest.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '-' | 'x' | '×' => {
                if points.is_empty() || open {
                    return Err(unreadable());
                }
                open = true;
            }
            c if c.is_whitespace() => {}
            c => {
                let point =
                    B::read_point(c, &mut chars).map_err(|why| why.unwrap_or_else(unreadable))?;
                if points.len() == 3 {
                    return Err(unreadable());
                }
                points.push(point);
                open = false;
            }
        }
    }
    if points.is_empty() {
        return Err(unreadable());
    }
    Ok(Input::Points {
        points,
        open,
        name,
        promotion,
        en_passant,
    })
}

/// What a move does on a position, read before it is played: the mover, what it captures and where,
/// whether it promotes and whether it takes en passant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Facts {
    /// The moving piece, as it stands before the move.
    pub piece: Piece,
    /// The captured pieces with their points, in the order they fall.
    pub captures: Vec<(Piece, Point)>,
    /// Whether the mover promotes.
    pub promotes: bool,
    /// Whether the move is an en passant capture.
    pub en_passant: bool,
}

/// The facts of a legal move on `position`.
pub fn facts<B: Board>(position: &Position<B>, mv: Move) -> Facts {
    let code = position.code_at(mv.from);
    let piece = Piece::from_code(code);
    let mut captures = Vec::new();
    let en_passant = position.is_en_passant(code, mv);
    if let Some(via) = mv.via {
        captures.extend(position.piece_at(via).map(|victim| (victim, via)));
    }
    if mv.to != mv.from {
        captures.extend(position.piece_at(mv.to).map(|victim| (victim, mv.to)));
    }
    if en_passant {
        let target = position.en_passant().target;
        captures.extend(position.piece_at(target).map(|victim| (victim, target)));
    }
    let promotes = mv.to != mv.from && B::promotion(code, mv.to).is_some();
    Facts {
        piece,
        captures,
        promotes,
        en_passant,
    }
}

/// The display form of a legal move on `position`, with what it takes, as a sentence of the family's
/// texts (`note-jungi-move`): `South: Pawn e3-e5`, `South: Chariot a1xa7 (takes Pawn on a7)`,
/// `South: Pawn c5xd6 e.p. (takes Pawn on d5)`, `North: Pikeman a6-a7=Lancer`, `South: King NXxD2-NX`.
pub fn display<B: Board>(position: &Position<B>, mv: Move) -> Reason {
    let facts = facts(position, mv);
    let boxed = |reason: Reason| Arg::Reason(Box::new(reason));
    let nothing = || boxed(Reason::new("note-jungi-nothing", Vec::new()));
    let mut path = B::name(mv.from);
    if let Some(via) = mv.via {
        path.push('x');
        path.push_str(&B::name(via));
    }
    let takes_on_arrival =
        facts.en_passant || (mv.to != mv.from && position.piece_at(mv.to).is_some());
    path.push(if takes_on_arrival { 'x' } else { '-' });
    path.push_str(&B::name(mv.to));
    let promotion = if facts.promotes {
        boxed(Reason::new(
            "note-jungi-promotes",
            vec![("piece", Arg::Name(facts.piece.kind.name_key(true).into()))],
        ))
    } else {
        nothing()
    };
    let en_passant = if facts.en_passant {
        boxed(Reason::new("note-jungi-en-passant", Vec::new()))
    } else {
        nothing()
    };
    let taken = facts
        .captures
        .iter()
        .map(|(victim, at)| {
            boxed(Reason::new(
                "note-jungi-on",
                vec![
                    ("piece", Arg::Name(victim.name_key().into())),
                    ("at", Arg::Text(B::name(*at))),
                ],
            ))
        })
        .rev()
        .reduce(|rest, first| {
            boxed(Reason::new(
                "note-jungi-and",
                vec![("first", first), ("rest", rest)],
            ))
        })
        .map_or_else(nothing, |list| {
            boxed(Reason::new("note-jungi-takes", vec![("list", list)]))
        });
    Reason::new(
        "note-jungi-move",
        vec![
            ("side", facts.piece.side.arg()),
            ("piece", Arg::Name(facts.piece.name_key().into())),
            ("path", Arg::Text(path)),
            ("promotion", promotion),
            ("en-passant", en_passant),
            ("takes", taken),
        ],
    )
}
