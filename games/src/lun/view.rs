//! What an audience sees: the family's view ([`crate::jungi_family::view`]) on the polar board, the
//! piece standing on the nexus marked as moving promoted.

use super::board::NX;
use super::game::Lun;
use crate::jungi::piece::Piece;
use crate::jungi_family::view::label;
use crate::model::{Audience, said};
use crate::refusal::Arg;
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
                Line::said(
                    said(
                        "view-lun-nexus",
                        vec![
                            ("side", Arg::Seat(piece.side.name().to_owned())),
                            ("piece", Arg::Name(piece.key().into())),
                            ("as", Arg::Name(piece.kind.name_key(true).into())),
                        ],
                    ),
                    format!(
                        "On the nexus {}'s {} moves as the {}.",
                        piece.side,
                        piece.lower_name(),
                        piece.kind.promoted_name()
                    ),
                )
            })
        },
    )
}
