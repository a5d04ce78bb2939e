//! What an audience sees: every piece face up (Jungi has no secrets), the last move along its route, an
//! Emperor's move in progress, and the side at the bottom.

use super::board::{Square, square_name, squares};
use super::game::Jungi;
use super::movegen::second_steps;
use super::piece::{KIND_COUNT, Piece};
use crate::model::{Audience, Seat};
use crate::rules::Rules;
use crate::view::{BoardView, Face, Label, PieceOnBoard, Point};

/// The short labels: the letter of each kind, then `+` and the letter for each promoted form.
const SHORT: [[&str; KIND_COUNT]; 2] = [
    ["P", "H", "E", "M", "L", "C", "R", "N", "O", "Q", "K"],
    [
        "+P", "+H", "+E", "+M", "+L", "+C", "+R", "+N", "+O", "+Q", "+K",
    ],
];

/// How a piece is labelled.
pub fn label(piece: Piece) -> Label {
    Label {
        short: SHORT[usize::from(piece.promoted)][piece.kind as usize],
        name: piece.name(),
        cjk: if piece.promoted {
            piece.kind.promoted_cjk()
        } else {
            piece.kind.cjk()
        },
    }
}

/// The face of a piece: shown, with a badge on promoted forms.
fn face(piece: Piece) -> Face {
    let mut face = Face::shown(piece.side.seat(), label(piece));
    if piece.promoted {
        face.badge = Some("+");
    }
    face
}

/// The view of `game` for `audience`: from the audience's own side, South's for the public.
pub fn board_view(game: &Jungi, audience: Audience) -> BoardView {
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
            let at = match step {
                Some(step) if at == step.via => return None,
                Some(step) if at == step.from => step.via,
                _ => at,
            };
            Some(PieceOnBoard {
                at: Point::from(at),
                face: face(piece),
            })
        })
        .collect();
    view.pieces.sort_by_key(|piece| piece.at);
    let point = |square: Square| Point::from(square);
    if let Some(step) = step {
        view.last_move = vec![point(step.from), point(step.via)];
        view.highlights = second_steps(position, step.from, step.via)
            .into_iter()
            .map(point)
            .collect();
        view.info.push(format!(
            "{}'s Emperor has taken on {}: it steps on, returns to {}, or stops.",
            position.to_move(),
            square_name(step.via),
            square_name(step.from)
        ));
    } else if let Some(&last) = game.moves().last() {
        view.last_move = std::iter::once(last.from)
            .chain(last.via)
            .chain((last.to != last.from || last.via.is_some()).then_some(last.to))
            .map(point)
            .collect();
    }
    let ep = position.en_passant();
    if ep.passed != 0 && game.outcome().is_none() {
        let names: Vec<String> = squares(ep.passed).map(square_name).collect();
        let target = position
            .piece_at(ep.target)
            .map(|piece| piece.name())
            .unwrap_or_default();
        view.info.push(format!(
            "En passant: a step onto {} takes the {target} on {}.",
            names.join(" or "),
            square_name(ep.target)
        ));
    }
    view
}
