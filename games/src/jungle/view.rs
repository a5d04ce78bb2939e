//! What an audience sees: every piece face up (Jungle has no secrets), the last move, and the seat at the
//! bottom.

use super::history::History;
use super::options::JungleOptions;
use super::position::Board;
use crate::model::{Audience, Seat};
use crate::view::{BoardView, Face, Label, PieceOnBoard, Point};

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
    }
    view
}
