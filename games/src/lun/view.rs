//! What an audience sees: every piece face up (Lún Jungi has no secrets), the last move along its route,
//! a King's double move in progress, the piece on the nexus marked as moving promoted, and the
//! audience's own half at the bottom.

use super::board::{NX, Space, space_name, spaces};
use super::game::Lun;
use super::movegen::second_steps;
use crate::jungi::piece::Piece;
use crate::jungi::view::label;
use crate::model::{Audience, Seat};
use crate::rules::Rules;
use crate::view::{BoardView, Face, PieceOnBoard, Point};

/// The face of a piece: shown, with a `+` badge on the nexus, where it moves as its promoted form.
fn face(piece: Piece, at: Space) -> Face {
    let mut face = Face::shown(piece.side.seat(), label(piece));
    if at == NX {
        face.badge = Some("+");
    }
    face
}

/// The view of `game` for `audience`: from the audience's own side, South's for the public.
pub fn board_view(game: &Lun, audience: Audience) -> BoardView {
    let perspective = match audience {
        Audience::Public => Seat(0),
        Audience::Seat(seat) => seat,
    };
    let mut view = BoardView::new(super::geometry::geometry(), perspective);
    let position = game.current();
    let step = game.move_in_progress();
    view.pieces = position
        .pieces()
        .filter_map(|(piece, at)| {
            let shown_at = match step {
                Some(step) if at == step.via => return None,
                Some(step) if at == step.from => step.via,
                _ => at,
            };
            Some(PieceOnBoard {
                at: Point::from(shown_at),
                face: face(piece, shown_at),
            })
        })
        .collect();
    view.pieces.sort_by_key(|piece| piece.at);
    if let Some(step) = step {
        view.last_move = vec![Point::from(step.from), Point::from(step.via)];
        view.highlights = second_steps(position, step.from, step.via)
            .into_iter()
            .map(Point::from)
            .collect();
        view.info.push(format!(
            "{}'s King has taken on {}: it steps on, returns to {}, or stops.",
            position.to_move(),
            space_name(step.via),
            space_name(step.from)
        ));
    } else {
        view.last_move = game.last_route().iter().copied().map(Point::from).collect();
    }
    if step.is_none() {
        if let Some(piece) = position.piece_at(NX) {
            view.info.push(format!(
                "On the nexus {}'s {} moves as the {}.",
                piece.side,
                piece.lower_name(),
                piece.kind.promoted_name()
            ));
        }
    }
    let ep = position.en_passant();
    if ep.passed != 0 && game.outcome().is_none() {
        let names: Vec<String> = spaces(ep.passed).map(space_name).collect();
        let target = position
            .piece_at(ep.target)
            .map(|piece| piece.name())
            .unwrap_or_default();
        view.info.push(format!(
            "En passant: a step onto {} takes the {target} on {}.",
            names.join(" or "),
            space_name(ep.target)
        ));
    }
    view
}
