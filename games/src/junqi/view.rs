//! Board views (§7.2): what the public and each seat may see, built only from what they may know.

use super::board::{POINTS, Square};
use super::piece::{Kind, Piece, Side};
use super::position::Position;
use crate::model::Seat;
use crate::view::{BoardView, Face, Panel, PieceOnBoard, Point};

/// Who is looking, and what they may see beyond the public facts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Eyes {
    /// Every rank (the game is over, or ranks are open).
    All,
    /// Only public facts.
    Public,
    /// Public facts and this side's ranks.
    Side(Side),
}

impl Eyes {
    fn see(self, position: &Position, piece: &Piece) -> bool {
        match self {
            Eyes::All => true,
            Eyes::Side(side) if side == piece.side => true,
            _ => piece.kind == Kind::Flag && position.flag_is_public(piece.side),
        }
    }
}

/// The badge of a piece that carries the enemy flag.
pub const CARRIER_BADGE: &str = "carries flag";
/// The badge of a piece standing over a covered flag.
pub const COVERING_BADGE: &str = "covers flag";

/// The view of `position` for `eyes`, drawn from `perspective`, with the last move highlighted.
pub fn board_view(
    position: &Position,
    eyes: Eyes,
    perspective: Seat,
    last_move: &[Square],
) -> BoardView {
    let mut view = BoardView::new(
        super::geometry::geometry(position.options.c_crossing_road()),
        perspective,
    );
    for at in 0..POINTS as Square {
        let Some(piece) = position.piece(at) else {
            continue;
        };
        let mut face = if eyes.see(position, &piece) {
            Face::shown(piece.side.seat(), piece.kind.label())
        } else {
            Face::hidden(piece.side.seat())
        };
        if piece.carrier {
            face.badge = Some(CARRIER_BADGE);
        } else if Side::BOTH
            .iter()
            .any(|&owner| position.covered_flag(owner) == Some(at))
        {
            face.badge = Some(COVERING_BADGE);
        }
        view.pieces.push(PieceOnBoard {
            at: Point::from(at),
            face,
        });
    }
    view.last_move = last_move.iter().map(|&at| Point::from(at)).collect();
    for side in Side::BOTH {
        let lost = lost_pieces(position, side);
        let faces = lost
            .into_iter()
            .map(|kind| {
                if eyes == Eyes::All || eyes == Eyes::Side(side) {
                    Face::shown(side.seat(), kind.label())
                } else {
                    Face::hidden(side.seat())
                }
            })
            .collect();
        view.panels.push(Panel {
            title: format!("Lost by {}", side.name()),
            pieces: faces,
        });
    }
    view
}

/// The pieces `side` no longer has on the board, strongest first.
pub fn lost_pieces(position: &Position, side: Side) -> Vec<Kind> {
    let mut on_board = [0usize; 12];
    let index = |kind: Kind| Kind::ALL.iter().position(|&k| k == kind).expect("a kind");
    for at in 0..POINTS as Square {
        if let Some(piece) = position.piece(at) {
            if piece.side == side {
                on_board[index(piece.kind)] += 1;
            } else if piece.carrier {
                on_board[index(Kind::Flag)] += 1;
            }
        }
    }
    if position.covered_flag(side).is_some() {
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
