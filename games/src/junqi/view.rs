//! Board views (§7.2): what the public and each seat may see, built only from what they may know.

use super::board::Square;
use super::config::{Mode, Sight};
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
        let label = piece.kind.label();
        let mut face = if fanqi {
            match (piece.down, over) {
                (false, _) => fanqi_face(position, &piece, Some(label)),
                (true, true) => Face {
                    badge: Some(Badge::Said("badge-junqi-never-flipped")),
                    ..fanqi_face(position, &piece, Some(label))
                },
                (true, false) => face_down(),
            }
        } else if eyes.see(position, &piece) {
            Face::shown(Seat(piece.owner), label)
        } else {
            Face::hidden(Seat(piece.owner))
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
    for owner in 0..table.owners() as u8 {
        let faces = lost_pieces(position, owner)
            .into_iter()
            .map(|kind| {
                if fanqi {
                    fanqi_face(position, &Piece::new(owner, kind), Some(kind.label()))
                } else if eyes.see_owner(owner) || config.sight == Sight::Open {
                    Face::shown(Seat(owner), kind.label())
                } else {
                    Face::hidden(Seat(owner))
                }
            })
            .collect();
        view.panels.push(Panel {
            title: Line::said(Reason::new(
                "view-junqi-lost",
                vec![("side", table.owner_arg(owner))],
            )),
            pieces: faces,
        });
    }
    view.muted = table
        .all()
        .filter(|&seat| position.is_out(seat))
        .map(Seat)
        .collect();
    view.info.extend(info_line(position));
    view
}

/// The line printed with the board: 翻棋's colours, or the seats of a game for four that are out.
fn info_line(position: &Position) -> Option<Line> {
    let table = position.config().table;
    match table.mode {
        Mode::Fanqi => Some(match (position.colour_of(0), position.colour_of(1)) {
            (Some(south), Some(north)) => Line::said(Reason::new(
                "view-fanqi-colours",
                vec![
                    ("south", table.owner_arg(south)),
                    ("north", table.owner_arg(north)),
                ],
            )),
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
