//! What an audience sees: the family's view ([`crate::jungi_family::view`]) on the 9×9 board, promoted
//! forms marked with a badge.

use super::game::Jungi;
use super::piece::Piece;
use crate::jungi_family::view::label;
use crate::model::Audience;
use crate::view::{Badge, BoardView, Face};

/// The face of a piece: shown, with a badge on promoted forms.
fn face(piece: Piece) -> Face {
    let mut face = Face::shown(piece.side.seat(), label(piece));
    if piece.promoted {
        face.badge = Some(Badge::Sign("+"));
    }
    face
}

/// The view of `game` for `audience`: from the audience's own side, South's for the public.
pub fn board_view(game: &Jungi, audience: Audience) -> BoardView {
    crate::jungi_family::view::board_view(
        game,
        audience,
        super::geometry::geometry(),
        |piece, _| face(piece),
        |_| None,
    )
}
