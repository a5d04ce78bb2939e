//! What an audience sees: every piece face up (Jungle has no secrets), the last move with a line saying
//! what it was and what it took, and the seat at the bottom.

use super::board::square_name;
use super::history::{History, Ply};
use super::options::JungleOptions;
use super::piece::Piece;
use super::position::Board;
use crate::model::{Audience, Seat};
use crate::refusal::{Arg, Reason};
use crate::view::{BoardView, Face, Label, Line, PieceOnBoard, Point};

/// The rank digits as labels, rank 1 first.
const DIGITS: [&str; 8] = ["1", "2", "3", "4", "5", "6", "7", "8"];

/// The view of `board` for `audience`: from the audience's own side, Blue's for the public.
pub fn board_view(
    board: &Board,
    history: &History,
    options: &JungleOptions,
    audience: Audience,
) -> BoardView {
    let perspective = match audience {
        Audience::Public => Seat(0),
        Audience::Seat(seat) => seat,
    };
    let mut view = BoardView::new(super::geometry::geometry(), perspective);
    view.pieces = board
        .pieces()
        .map(|(piece, square)| PieceOnBoard {
            at: Point::from(square),
            face: Face::shown(
                piece.side.seat(),
                Label {
                    short: DIGITS[usize::from(options.rank(piece.kind) - 1)],
                    name: piece.kind.name(),
                    cjk: piece.kind.cjk(),
                },
            ),
        })
        .collect();
    if let Some(last) = history.plies().last() {
        view.last_move = vec![Point::from(last.mv.from), Point::from(last.mv.to)];
        view.info.push(last_line(last));
    }
    view
}

/// The line saying what the last ply did: `Last: Red Rat a4xa3 takes Blue Elephant`.
fn last_line(ply: &Ply) -> Line {
    let side = |piece: Piece| ("side", piece.side.arg());
    let animal = |piece: Piece| Arg::Name(piece.kind.note_key().into());
    let mut args = vec![
        side(ply.piece),
        ("animal", animal(ply.piece)),
        ("from", Arg::Text(square_name(ply.mv.from))),
        ("to", Arg::Text(square_name(ply.mv.to))),
    ];
    let key = match ply.captured {
        Some(taken) => {
            args.push(("taken-side", taken.side.arg()));
            args.push(("taken", animal(taken)));
            "view-jungle-last-takes"
        }
        None => "view-jungle-last",
    };
    Line::said(Reason::new(key, args))
}
