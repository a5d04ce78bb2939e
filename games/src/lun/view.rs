//! What an audience sees: the family's view ([`crate::jungi_family::view`]) on the polar board, the
//! piece standing on the nexus marked as moving promoted.

use super::board::NX;
use super::game::Lun;
use crate::jungi::piece::Piece;
use crate::jungi_family::view::label;
use crate::model::Audience;
use crate::refusal::{Arg, Reason};
use crate::view::{Badge, BoardView, Face, Line};

/// The face of a piece: shown, with a `+` badge on the nexus, where it moves as its promoted form.
fn face(piece: Piece, at: u8) -> Face {
    let mut face = Face::shown(piece.side.seat(), label(piece));
    if at == NX {
        face.badge = Some(Badge::Sign("+"));
    }
    face
}

/// The view of `game` for `audience`: from the audience's own side, South's for the public.
pub fn board_view(game: &Lun, audience: Audience) -> BoardView {
    crate::jungi_family::view::board_view(
        game,
        audience,
        super::geometry::geometry(),
        face,
        |position| {
            position.piece_at(NX).map(|piece| {
                Line::said(Reason::new(
                    "view-lun-nexus",
                    vec![
                        ("side", piece.side.arg()),
                        ("piece", Arg::Name(piece.key().into())),
                        ("as", Arg::Name(piece.kind.name_key(true).into())),
                    ],
                ))
            })
        },
    )
}
