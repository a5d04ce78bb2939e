//! Legal moves (§4, §6, §8: there is no check rule, so every move the pieces allow is legal), and a
//! separately written checker that says why a given move is not legal.
//!
//! The generator works on the tables of [`super::tables`]; the checker reads the move descriptions of
//! [`super::moveset`] directly, square by square. The property tests compare the two.

use super::JungiBoard;
use super::board::{
    ALL_SQUARES, FILES, NEIGHBOURS, Square, SquareSet, bit, file_of, file_set, rank_of,
    relative_rank, square_name, squares,
};
use super::moveset::{Arrival, Moveset, Offset, description, moveset};
use super::piece::{Kind, Piece, Side};
use super::position::{Move, Position};
use super::tables::{TABLES, slide};
use crate::jungi_family::double_move::{self, own_piece, point};
use crate::refusal::{Arg, Reason};
use std::ops::ControlFlow::{self, Break, Continue};

/// Appends every legal move of the side to move to `list`: one per (from, to), plus one per (from, via,
/// to) for the Emperor's double moves, grouped by the square of the moving piece. A side without its royal
/// piece has lost and has no moves (J15).
#[inline]
pub fn generate(position: &Position, list: &mut Vec<Move>) {
    let tables = &**TABLES;
    let side = position.to_move();
    if position.royal(side).is_none() {
        return;
    }
    let own = position.occupied(side);
    let enemy = position.occupied(side.other());
    let occupied = own | enemy;
    let empty = !occupied;
    let ep = position.en_passant();
    for from in squares(own) {
        let code = usize::from(position.code_at(from));
        let at = usize::from(from);
        let mut targets = (tables.quiet[code][at] & empty) | (tables.capture[code][at] & enemy);
        let mut dirs = tables.slides[code];
        while dirs != 0 {
            let dir = dirs.trailing_zeros() as usize;
            dirs &= dirs - 1;
            targets |= slide(tables, dir, from, occupied) & !own;
        }
        // A Pawn reaches a passed square diagonally only by en passant; the other en passant pieces reach
        // their neighbours anyway.
        targets |= tables.threat[code][at] & ep.passed;
        if let Some(to) = double_step(position, from, occupied) {
            targets |= bit(to);
        }
        for to in squares(targets) {
            list.push(Move::new(from, to));
        }
        if tables.double_moves[code] {
            for via in squares(NEIGHBOURS[at] & enemy) {
                for to in squares(NEIGHBOURS[usize::from(via)] & (empty | enemy | bit(from))) {
                    list.push(Move::double(from, via, to));
                }
            }
        }
    }
}

/// The target of the double step of the piece on `from`, if it has the right now and both squares are
/// empty (§6.1): a Pawn on its third rank, a Queen or King that has never moved.
#[inline]
fn double_step(position: &Position, from: Square, occupied: SquareSet) -> Option<Square> {
    let piece = position.piece_at(from)?;
    let allowed = match piece.kind {
        Kind::Pawn => !piece.promoted && relative_rank(piece.side, from) == 2,
        Kind::Queen | Kind::King => position.has_right(from),
        _ => false,
    };
    if !allowed {
        return None;
    }
    let step = 9 * piece.side.forward();
    let middle = (from as i8 + step) as Square;
    let to = (middle as i8 + step) as Square;
    (occupied & (bit(middle) | bit(to)) == 0).then_some(to)
}

/// The squares `side` threatens for en passant (§6.2): its Pawns' forward diagonals, by shifting the set
/// of them, and its other en passant pieces' neighbours.
#[inline]
pub fn threats(position: &Position, side: Side) -> SquareSet {
    const NOT_A: SquareSet = ALL_SQUARES & !file_set(0);
    const NOT_I: SquareSet = ALL_SQUARES & !file_set(FILES - 1);
    let pawns = position.pawn_takers(side);
    let mut set = match side {
        Side::South => ((pawns & NOT_A) << 8) | ((pawns & NOT_I) << 10),
        Side::North => ((pawns & NOT_A) >> 10) | ((pawns & NOT_I) >> 8),
    } & ALL_SQUARES;
    for sq in squares(position.other_takers(side)) {
        set |= NEIGHBOURS[usize::from(sq)];
    }
    set
}

/// All legal moves of the side to move, in generation order.
pub fn legal_moves(position: &Position) -> Vec<Move> {
    let mut list = Vec::with_capacity(128);
    generate(position, &mut list);
    list
}

/// The offset of `to` from `from` as `side` sees it: (forward, sideways).
fn relative(side: Side, from: Square, to: Square) -> Offset {
    let df = file_of(to) as i8 - file_of(from) as i8;
    let dr = rank_of(to) as i8 - rank_of(from) as i8;
    match side {
        Side::South => Offset {
            forward: dr,
            side: df,
        },
        Side::North => Offset {
            forward: -dr,
            side: -df,
        },
    }
}

/// The square `offset` away from `from` for `side`, which must be on the board.
fn toward(side: Side, from: Square, offset: Offset) -> Square {
    let (df, dr) = match side {
        Side::South => (offset.side, offset.forward),
        Side::North => (-offset.side, -offset.forward),
    };
    ((rank_of(from) as i8 + dr) * 9 + file_of(from) as i8 + df) as Square
}

/// Where a step of the checker leaves a move: `Break` once it is decided (`None` legal, `Some` refused
/// for that reason), `Continue` while a later step must look.
type Step<T = ()> = ControlFlow<Option<Reason>, T>;

/// Why the side to move may not play `mv` with its `piece` standing on `mv.from`: the end of a sentence
/// "… is not a legal move for your pawn: …". `None` when the move is legal. Written from the move
/// descriptions, independently of the generator.
pub fn refusal(position: &Position, piece: Piece, mv: Move) -> Option<Reason> {
    match judge(position, piece, mv) {
        Break(verdict) => verdict,
        Continue(reason) => Some(reason),
    }
}

/// The checker's steps in order; a move none of them decides is refused for the reason returned.
fn judge(position: &Position, piece: Piece, mv: Move) -> Step<Reason> {
    let Move { from, to, via } = mv;
    if let Some(middle) = via {
        return Break(double_move::refusal(position, piece, mv, middle));
    }
    if from == to {
        return Break(Some(Reason::new(
            "refusal-jungi-same-point",
            vec![point::<JungiBoard>()],
        )));
    }
    let target = position.piece_at(to);
    if let Some(own) = target.filter(|p| p.side == piece.side) {
        return Break(Some(own_piece::<JungiBoard>(own, to)));
    }
    let set = moveset(piece.kind, piece.promoted);
    let rel = relative(piece.side, from, to);
    if position.en_passant().passed & bit(to) != 0 && set.en_passant.contains(&rel) {
        return Break(None);
    }
    let jump_reason = jumps(set, rel, to, target)?;
    if relative_rank(piece.side, from) == 0 && set.back_rank_leaps.contains(&rel) {
        return Break(None);
    }
    slides(position, piece.side, set, from, rel)?;
    double_step_refusal(position, piece, set, mv, rel)?;
    Continue(jump_reason.unwrap_or_else(|| {
        Reason::new(
            "refusal-jungi-moves",
            vec![
                ("piece", Arg::Name(piece.key().into())),
                (
                    "how",
                    Arg::Name(description(piece.kind, piece.promoted).into()),
                ),
            ],
        )
    }))
}

/// The reason naming one square.
fn on_square(key: &'static str, square: Square) -> Reason {
    Reason::new(key, vec![("square", square_name(square).into())])
}

/// The jumps landing `rel` away on `to`: legal when one may arrive there, else the reason the last of
/// them may not (a move-only jump onto a piece, a capture-only one onto an empty square), if any.
fn jumps(set: &Moveset, rel: Offset, to: Square, target: Option<Piece>) -> Step<Option<Reason>> {
    let mut reason = None;
    for jump in set.jumps.iter().filter(|jump| jump.offset == rel) {
        match (jump.arrival, target) {
            (Arrival::MoveOnly, Some(_)) => {
                reason = Some(on_square("refusal-jungi-captures-diagonally", to));
            }
            (Arrival::CaptureOnly, None) => {
                reason = Some(Reason::new(
                    "refusal-jungi-diagonal-capture-only",
                    vec![point::<JungiBoard>()],
                ));
            }
            _ => return Break(None),
        }
    }
    Continue(reason)
}

/// The first slide whose line reaches `rel`: legal when the squares before are empty, else blocked on
/// the first piece.
fn slides(position: &Position, side: Side, set: &Moveset, from: Square, rel: Offset) -> Step {
    let distance = rel.forward.abs().max(rel.side.abs());
    for unit in set.slides {
        if (1..9).contains(&distance)
            && rel.forward == unit.forward * distance
            && rel.side == unit.side * distance
        {
            let blocked = (1..distance).find_map(|k| {
                let sq = toward(
                    side,
                    from,
                    Offset {
                        forward: unit.forward * k,
                        side: unit.side * k,
                    },
                );
                position.piece_at(sq).map(|_| sq)
            });
            return Break(blocked.map(|sq| on_square("refusal-jungi-blocked", sq)));
        }
    }
    Continue(())
}

/// A double step two squares straight forward: legal with the right to it (a Pawn on its third rank,
/// another piece that has not moved), the middle square empty and no capture.
fn double_step_refusal(
    position: &Position,
    piece: Piece,
    set: &Moveset,
    mv: Move,
    rel: Offset,
) -> Step {
    if !(set.double_step && rel.forward == 2 && rel.side == 0) {
        return Continue(());
    }
    let side = piece.side;
    let may = match piece.kind {
        Kind::Pawn => relative_rank(side, mv.from) == 2,
        _ => position.has_right(mv.from),
    };
    let middle = toward(
        side,
        mv.from,
        Offset {
            forward: 1,
            side: 0,
        },
    );
    Break(if !may {
        Some(match piece.kind {
            Kind::Pawn => Reason::plain("refusal-jungi-third-rank"),
            _ => Reason::new(
                "refusal-jungi-first-move",
                vec![("piece", Arg::Name(piece.key().into()))],
            ),
        })
    } else if position.piece_at(middle).is_some() {
        Some(on_square("refusal-jungi-blocked", middle))
    } else if position.piece_at(mv.to).is_some() {
        Some(Reason::plain("refusal-jungi-double-step-capture"))
    } else {
        None
    })
}

/// The second steps an Emperor on `from` may take after capturing on `via` (§4): back to `from`, or to a
/// neighbour of `via` that is empty or holds an enemy piece.
pub fn second_steps(position: &Position, from: Square, via: Square) -> Vec<Square> {
    let side = position.to_move();
    squares(NEIGHBOURS[usize::from(via)])
        .filter(|&to| to == from || position.piece_at(to).is_none_or(|piece| piece.side != side))
        .collect()
}
