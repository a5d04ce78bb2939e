//! What an audience sees of a game of the family: every piece face up (there are no secrets), the last
//! move along its route with a line saying what it was and what it took, a double move in progress with
//! its second steps, the en passant state, and the audience's own side at the bottom. The board gives the
//! geometry, each piece's face and notes of its own.

use super::notation::display;
use super::{Board, Game, Point, points};
use crate::jungi::piece::{KIND_COUNT, Piece};
use crate::model::{Audience, Seat};
use crate::refusal::{Arg, Reason};
use crate::rules::Rules;
use crate::view::{self, BoardView, Face, Label, Line, PieceOnBoard};

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

/// `names` as one argument that reads "a or b or c".
fn either(names: &[String]) -> Arg {
    match names {
        [first, _, ..] => Arg::Reason(Box::new(Reason::new(
            "view-or",
            vec![
                ("first", Arg::Text(first.clone())),
                ("rest", either(&names[1..])),
            ],
        ))),
        [only] => Arg::Text(only.clone()),
        [] => Arg::Text(String::new()),
    }
}

/// The view of `game` for `audience` on `geometry`, from the audience's own side (South's for the
/// public). `face` gives each piece's face where it is shown; `note`, when no double move is in
/// progress, a line of text of the board's own about the position.
pub fn board_view<B: Board>(
    game: &Game<B>,
    audience: Audience,
    geometry: &'static crate::geometry::Geometry,
    face: impl Fn(Piece, Point) -> Face,
    note: impl FnOnce(&super::Position<B>) -> Option<Line>,
) -> BoardView {
    let perspective = match audience {
        Audience::Public => Seat(0),
        Audience::Seat(seat) => seat,
    };
    let mut view = BoardView::new(geometry, perspective);
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
                at: view::Point::from(shown_at),
                face: face(piece, shown_at),
            })
        })
        .collect();
    view.pieces.sort_by_key(|piece| piece.at);
    if let Some(step) = step {
        view.last_move = vec![view::Point::from(step.from), view::Point::from(step.via)];
        view.highlights = B::second_steps(position, step.from, step.via)
            .into_iter()
            .map(view::Point::from)
            .collect();
        view.info.push(Line::said(Reason::new(
            "view-jungi-double-move",
            vec![
                ("side", position.to_move().arg()),
                ("piece", Arg::Name(B::DOUBLE_MOVER_KEY.into())),
                ("via", Arg::Text(B::name(step.via))),
                ("from", Arg::Text(B::name(step.from))),
            ],
        )));
    } else {
        view.last_move = game
            .last_route()
            .iter()
            .copied()
            .map(view::Point::from)
            .collect();
        view.info.extend(game.last_move().map(|(before, mv)| {
            Line::said(Reason::new(
                "view-jungi-last",
                vec![("move", Arg::Reason(Box::new(display(&before, mv))))],
            ))
        }));
        view.info.extend(note(position));
    }
    let ep = position.en_passant();
    if ep.passed != 0 && game.outcome().is_none() {
        let names: Vec<String> = points(ep.passed).map(B::name).collect();
        let target = position.piece_at(ep.target);
        view.info.push(Line::said(Reason::new(
            "view-jungi-en-passant",
            vec![
                ("squares", either(&names)),
                (
                    "piece",
                    target.map_or(Arg::Text(String::new()), |piece| {
                        Arg::Name(piece.name_key().into())
                    }),
                ),
                ("target", Arg::Text(B::name(ep.target))),
            ],
        )));
    }
    view
}
