//! Board views (§7.2): what the public and each seat may see, built only from what they may know.

use super::board::Square;
use super::config::{Mode, Sight, Table};
use super::piece::{Kind, Piece};
use super::position::Position;
use crate::model::Seat;
use crate::refusal::{Arg, Reason};
use crate::view::{
    Badge, BoardView, Face, Facing, Label, Line, Panel, PieceColour, PieceOnBoard, Point,
};

/// Who is looking, and what they may see beyond the public facts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Eyes {
    /// Every rank (the game is over, or ranks are open); face-down 翻棋 pieces only once it is over.
    All,
    /// Only public facts.
    Public,
    /// Public facts and the ranks of these seats' pieces (bits: a seat, and its partner under
    /// `visibility=allied`).
    Seats(u8),
}

impl Eyes {
    /// Whether these eyes see the ranks of `owner`'s pieces (in Junqi owners are seats).
    pub fn see_owner(self, owner: u8) -> bool {
        match self {
            Eyes::All => true,
            Eyes::Public => false,
            Eyes::Seats(bits) => bits & (1 << owner) != 0,
        }
    }

    fn see(self, position: &Position, piece: &Piece) -> bool {
        if piece.down {
            return false;
        }
        self.see_owner(piece.owner)
            || position.config().is_open()
            || (piece.kind == Kind::Flag && position.flag_is_public(piece.owner))
    }
}

/// The colour a 翻棋 colour is drawn in.
fn fanqi_colour(owner: u8) -> PieceColour {
    if owner == 0 {
        PieceColour::Red
    } else {
        PieceColour::Black
    }
}

/// The face of a 翻棋 piece: its colour's, owned by the seat that plays it (before colours are fixed,
/// red by South and black by North).
fn fanqi_face(position: &Position, piece: &Piece, label: Option<Label>) -> Face {
    Face {
        owner: Seat(position.seat_of_owner(piece.owner).unwrap_or(piece.owner)),
        colour: fanqi_colour(piece.owner),
        facing: Facing::Reader,
        label,
        badge: None,
    }
}

/// The label of a piece of `kind`: on the board for four, whose pieces are small, the one-character
/// form.
fn label_of(table: Table, kind: Kind) -> Label {
    if table.mode == Mode::Four {
        kind.compact_label()
    } else {
        kind.label()
    }
}

/// The colour of `owner`'s pieces: partners of the game for four share a family of colours (South Blue
/// and North Sky, East Red and West Orange), so that the teams show at a glance; seats playing alone
/// have colours of their own.
fn seat_colour(table: &Table, owner: u8) -> PieceColour {
    let teams = (0..table.seats() as u8).any(|seat| table.partners(owner, seat));
    match (teams, owner) {
        (true, 2) => PieceColour::Sky,
        (true, 3) => PieceColour::Orange,
        _ => PieceColour::of_seat(Seat(owner)),
    }
}

/// The face of `owner`'s piece: its label if these eyes may see it.
fn seat_face(table: &Table, owner: u8, label: Option<Label>) -> Face {
    let face = match label {
        Some(label) => Face::shown(Seat(owner), label),
        None => Face::hidden(Seat(owner)),
    };
    Face {
        colour: seat_colour(table, owner),
        ..face
    }
}

/// A face-down 翻棋 tile: neither side's colour, owned by nobody in particular (always seat 0).
fn face_down() -> Face {
    Face {
        owner: Seat(0),
        colour: PieceColour::Neutral,
        facing: Facing::Reader,
        label: None,
        badge: None,
    }
}

/// The view of `position` for `eyes`, drawn from `perspective`, with the last move highlighted. `over`
/// says whether the game has ended (face-down pieces are then shown too).
pub fn board_view(
    position: &Position,
    eyes: Eyes,
    perspective: Seat,
    last_move: &[Square],
    over: bool,
) -> BoardView {
    let config = position.config();
    let table = config.table;
    let fanqi = table.mode == Mode::Fanqi;
    let geometry = match table.mode {
        Mode::Four => super::geometry4::geometry(table.seats()),
        _ => super::geometry::geometry(config.c_crossing_road),
    };
    let mut view = BoardView::new(geometry, perspective);
    for at in 0..position.board().len() as Square {
        let Some(piece) = position.piece(at) else {
            continue;
        };
        let label = label_of(table, piece.kind);
        let mut face = if fanqi {
            match (piece.down, over) {
                (false, _) => fanqi_face(position, &piece, Some(label)),
                (true, true) => Face {
                    badge: Some(Badge::Said("badge-junqi-never-flipped")),
                    ..fanqi_face(position, &piece, Some(label))
                },
                (true, false) => face_down(),
            }
        } else {
            let seen = eyes.see(position, &piece).then_some(label);
            seat_face(&table, piece.owner, seen)
        };
        if piece.carrier {
            face.badge = Some(Badge::Said("badge-junqi-carries-flag"));
        } else if (0..table.owners() as u8).any(|owner| position.covered_flag(owner) == Some(at)) {
            face.badge = Some(Badge::Said("badge-junqi-covers-flag"));
        }
        view.pieces.push(PieceOnBoard {
            at: Point::from(at),
            face,
        });
    }
    view.last_move = last_move.iter().map(|&at| Point::from(at)).collect();
    view.panels = lost_panels(position, eyes);
    view.muted = table
        .all()
        .filter(|&seat| position.is_out(seat))
        .map(Seat)
        .collect();
    view.info.extend(info_line(position));
    view
}

/// The panels of lost pieces: one per seat, or in the game for four one tray holding every seat's, in
/// seat order, told apart by their colours (none while nothing is lost).
fn lost_panels(position: &Position, eyes: Eyes) -> Vec<Panel> {
    let config = position.config();
    let table = config.table;
    let faces = |owner: u8| -> Vec<Face> {
        lost_pieces(position, owner)
            .into_iter()
            .map(|kind| {
                if table.mode == Mode::Fanqi {
                    fanqi_face(position, &Piece::new(owner, kind), Some(kind.label()))
                } else {
                    let seen = eyes.see_owner(owner) || config.sight == Sight::Open;
                    seat_face(&table, owner, seen.then(|| label_of(table, kind)))
                }
            })
            .collect()
    };
    let owners = 0..table.owners() as u8;
    if table.mode == Mode::Four {
        let pieces: Vec<Face> = owners.flat_map(faces).collect();
        if pieces.is_empty() {
            return Vec::new();
        }
        let title = Line::said(Reason::plain("view-junqi4-lost"));
        return vec![Panel { title, pieces }];
    }
    owners
        .map(|owner| Panel {
            title: Line::said(Reason::new(
                "view-junqi-lost",
                vec![("side", table.owner_arg(owner))],
            )),
            pieces: faces(owner),
        })
        .collect()
}

/// The line printed with the board: 翻棋's colours, or the seats of a game for four that are out.
fn info_line(position: &Position) -> Option<Line> {
    let table = position.config().table;
    match table.mode {
        Mode::Fanqi => Some(match (position.colour_of(0), position.colour_of(1)) {
            (Some(south), Some(north)) => {
                // The colour with the letter the record writes it with (`Black (K)`).
                let colour = |owner: u8| {
                    Reason::new(
                        "view-fanqi-colour",
                        vec![
                            ("colour", table.owner_arg(owner)),
                            ("letter", Arg::Text(table.owner_letter(owner).to_string())),
                        ],
                    )
                    .into()
                };
                Line::said(Reason::new(
                    "view-fanqi-colours",
                    vec![("south", colour(south)), ("north", colour(north))],
                ))
            }
            _ => Line::said(Reason::plain("view-fanqi-colours-open")),
        }),
        Mode::Four => {
            let out: Vec<Arg> = table
                .all()
                .filter(|&seat| position.is_out(seat))
                .map(|seat| table.seat_arg(seat))
                .collect();
            (!out.is_empty()).then(|| out_line(out))
        }
        Mode::Two => None,
    }
}

/// The line naming the seats that are out of a game for four: at most three, since the game ends
/// when a side has none left.
fn out_line(out: Vec<Arg>) -> Line {
    let key = match out.len() {
        1 => "view-junqi4-out-one",
        2 => "view-junqi4-out-two",
        _ => "view-junqi4-out-three",
    };
    let args = ["first", "second", "third"].into_iter().zip(out).collect();
    Line::said(Reason::new(key, args))
}

/// The pieces `owner` no longer has on the board, strongest first.
pub fn lost_pieces(position: &Position, owner: u8) -> Vec<Kind> {
    let mut on_board = [0usize; 12];
    let index = |kind: Kind| Kind::ALL.iter().position(|&k| k == kind).expect("a kind");
    for at in 0..position.board().len() as Square {
        if let Some(piece) = position.piece(at) {
            if piece.owner == owner {
                on_board[index(piece.kind)] += 1;
            } else if piece.carrier && position.hostile(piece.owner, owner) {
                on_board[index(Kind::Flag)] += 1;
            }
        }
    }
    if position.covered_flag(owner).is_some() {
        on_board[index(Kind::Flag)] += 1;
    }
    Kind::ALL
        .iter()
        .flat_map(|&kind| {
            let missing = kind.count().saturating_sub(on_board[index(kind)]);
            std::iter::repeat_n(kind, missing)
        })
        .collect()
}
