//! The double move checked alike on every board of the family: whether one may start, and why a whole
//! one typed at once is refused (Jungi's Emperor, Lún Jungi's King on the nexus: two neighbouring
//! steps, the first a capture, the second not onto the mover's own piece).
//!
//! What differs is the board's: which piece makes them where ([`Board::makes_double_moves`]), the words
//! when another tries ([`Board::not_a_double_mover`]), and how the capture-first refusal reads
//! ([`Board::CAPTURE_FIRST_KEY`]). The two refusals every board's checker words alike, a move onto
//! one's own piece and the point argument, are here too.

use super::{Board, Move, Point, Position, bit};
use crate::jungi::piece::Piece;
use crate::refusal::{Arg, Reason};

/// Whether `from` holds a double mover of the side to move and `via` a neighbouring enemy piece, so a
/// double move may start there. A side without its royal piece has lost and starts none.
pub fn may_start<B: Board>(position: &Position<B>, from: Point, via: Point) -> bool {
    let side = position.to_move();
    position
        .piece_at(from)
        .is_some_and(|piece| piece.side == side && B::makes_double_moves(piece, from))
        && B::neighbours(from) & bit(via) != 0
        && position
            .piece_at(via)
            .is_some_and(|piece| piece.side != side)
        && position.royal(side).is_some()
}

/// Why the double move `mv` of `piece` through `middle` may not be played, or `None` when it may.
pub fn refusal<B: Board>(
    position: &Position<B>,
    piece: Piece,
    mv: Move,
    middle: Point,
) -> Option<Reason> {
    let Move { from, to, .. } = mv;
    if !B::makes_double_moves(piece, from) {
        return Some(B::not_a_double_mover(piece));
    }
    if B::neighbours(from) & bit(middle) == 0 || B::neighbours(middle) & bit(to) == 0 {
        return Some(Reason::new(
            "refusal-jungi-neighbouring-steps",
            vec![point::<B>()],
        ));
    }
    if position
        .piece_at(middle)
        .is_none_or(|p| p.side == piece.side)
    {
        return Some(Reason::new(
            B::CAPTURE_FIRST_KEY,
            vec![("via", B::name(middle).into()), ("to", B::name(to).into())],
        ));
    }
    position
        .piece_at(to)
        .filter(|p| to != from && p.side == piece.side)
        .map(|own| own_piece::<B>(own, to))
}

/// The reason a move onto `to`, where the mover's own `piece` stands, is refused.
pub fn own_piece<B: Board>(piece: Piece, to: Point) -> Reason {
    Reason::new(
        "refusal-jungi-own-piece",
        vec![
            ("piece", Arg::Name(piece.key().into())),
            ("square", B::name(to).into()),
        ],
    )
}

/// The `point` argument of a refusal: what the board's points are called.
pub fn point<B: Board>() -> (&'static str, Arg) {
    ("point", Arg::Name(B::POINT_KEY.into()))
}
