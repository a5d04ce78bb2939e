//! Legal moves (§13–§15: there is no check rule, so every move the pieces allow is legal), the route a
//! move takes, and a separately written checker that says why a given move is not legal.
//!
//! The generator works on the tables of [`super::tables`]; the checker reads the move descriptions of
//! [`super::pieces`] and the board's steps and rays directly. The property tests compare the two.

use super::LunBoard;
use super::board::{LINE_COUNT, NEIGHBOURS, NX, Space, SpaceSet, bit, ray, space_name, spaces};
use super::pieces::{description, double_step, moveset, on_back_row, resolve, slide_lines};
use super::position::{Move, Position};
use super::tables::{TABLES, best_route, second_step_targets};
use crate::jungi::moveset::{Arrival, Moveset};
use crate::jungi::piece::{Piece, Side};
use crate::jungi_family::double_move::{self, own_piece, point};
use crate::refusal::{Arg, Reason};
use std::ops::ControlFlow::{self, Break, Continue};

/// Appends every legal move of the side to move to `list`: one per (from, to), however many routes
/// reach the target (L1), plus one per (from, via, to) for the Emperor's double moves, grouped by the
/// space of the moving piece. A side without its King has lost and has no moves.
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
    let rights = position.rights();
    for from in spaces(own) {
        let code = usize::from(position.code_at(from));
        let at = usize::from(from);
        let mut targets = (tables.quiet[code][at] & empty) | (tables.capture[code][at] & enemy);
        let mut lines = tables.slides[code][at];
        while lines != 0 {
            let line = lines.trailing_zeros() as usize;
            lines &= lines - 1;
            targets |= tables.rays[at][line].reach(occupied);
        }
        targets &= !own;
        // A Pawn reaches a passed space diagonally only by en passant.
        targets |= tables.threat[code][at] & ep.passed;
        if rights & bit(from) != 0 {
            let (middle, to) = tables.double_step[code][at];
            if to != super::board::NO_SPACE && occupied & (bit(middle) | bit(to)) == 0 {
                targets |= bit(to);
            }
        }
        for to in spaces(targets) {
            list.push(Move::new(from, to));
        }
        if tables.double_moves[code][at] {
            for via in spaces(NEIGHBOURS[at] & enemy) {
                for to in spaces(second_step_targets(via, from, own)) {
                    list.push(Move::double(from, via, to));
                }
            }
        }
    }
}

/// All legal moves of the side to move, in generation order.
pub fn legal_moves(position: &Position) -> Vec<Move> {
    let mut list = Vec::with_capacity(128);
    generate(position, &mut list);
    list
}

/// The spaces along the route of a legal move, in order: from, each space passed, to. A step or leap
/// goes straight; a slide takes the route of L1 (open, passing the fewest spaces, the first in line
/// order on a tie); a double step passes its middle; an Emperor's double move its capture space.
pub fn route(position: &Position, mv: Move) -> Vec<Space> {
    let mut points = vec![mv.from];
    if let Some(via) = mv.via {
        points.extend([via, mv.to]);
        return points;
    }
    let code = position.code_at(mv.from);
    let enemy = position.piece_at(mv.to).is_some();
    if !position.is_en_passant(code, mv) {
        match best_route(
            &TABLES,
            code,
            mv.from,
            mv.to,
            position.all_occupied(),
            enemy,
        ) {
            Some((LINE_COUNT, passed)) => points.extend(spaces(passed)),
            Some((line, _)) => {
                let ray = &TABLES.rays[usize::from(mv.from)][line];
                points.extend(ray.spaces().iter().take_while(|&&space| space != mv.to));
            }
            None => {}
        }
    }
    points.push(mv.to);
    points
}

/// Where a step of the checker leaves a move: `Break` once it is decided (`None` legal, `Some` refused
/// for that reason), `Continue` while a later step must look.
type Step<T = ()> = ControlFlow<Option<Reason>, T>;

/// Why the side to move may not play `mv` with its `piece` standing on `mv.from`: the end of a sentence
/// "… is not a legal move for your pawn: …". `None` when the move is legal. Written from the move
/// descriptions and the board's steps and rays, independently of the generator's tables.
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
            vec![point::<LunBoard>()],
        )));
    }
    let target = position.piece_at(to);
    if let Some(own) = target.filter(|p| p.side == piece.side) {
        return Break(Some(own_piece::<LunBoard>(own, to)));
    }
    let side = piece.side;
    let on_nexus = from == NX;
    let set = moveset(piece.kind, on_nexus);
    let threatens = set
        .en_passant
        .iter()
        .any(|&offset| resolve(side, from, offset).contains(&to));
    if position.en_passant().passed & bit(to) != 0 && threatens {
        return Break(None);
    }
    let jump_reason = jumps(set, side, mv, target)?;
    if on_back_row(side, from)
        && set
            .back_rank_leaps
            .iter()
            .any(|&leap| resolve(side, from, leap).contains(&to))
    {
        return Break(None);
    }
    slides(position, side, set, mv)?;
    double_step_refusal(position, piece, set, mv)?;
    Continue(jump_reason.unwrap_or_else(|| {
        let mut args = vec![
            ("piece", Arg::Name(piece.key().into())),
            ("how", Arg::Name(description(piece.kind, on_nexus).into())),
        ];
        if on_nexus {
            args.push(("promoted", Arg::Name(piece.kind.name_key(true).into())));
            Reason::new("refusal-lun-moves-on-nexus", args)
        } else {
            Reason::new("refusal-jungi-moves", args)
        }
    }))
}

/// The jumps landing on `mv.to`: legal when one may arrive there, else the reason the last of them may
/// not (a move-only jump onto a piece, a capture-only one onto an empty space), if any.
fn jumps(set: &Moveset, side: Side, mv: Move, target: Option<Piece>) -> Step<Option<Reason>> {
    let mut reason = None;
    for jump in set.jumps {
        if !resolve(side, mv.from, jump.offset).contains(&mv.to) {
            continue;
        }
        match (jump.arrival, target) {
            (Arrival::MoveOnly, Some(_)) => {
                reason = Some(Reason::new(
                    "refusal-lun-forward-no-capture",
                    vec![("space", space_name(mv.to).into())],
                ));
            }
            (Arrival::CaptureOnly, None) => {
                reason = Some(Reason::new(
                    "refusal-jungi-diagonal-capture-only",
                    vec![point::<LunBoard>()],
                ));
            }
            _ => return Break(None),
        }
    }
    Continue(reason)
}

/// The slides whose rays pass `mv.to`: legal when the spaces before it on one of them are empty, else
/// blocked on the first piece of the last such ray.
fn slides(position: &Position, side: Side, set: &Moveset, mv: Move) -> Step {
    let Move { from, to, .. } = mv;
    let mut blocked = None;
    for &unit in set.slides {
        for line in slide_lines(side, from, unit) {
            let path = ray(from, line);
            let Some(index) = path.iter().position(|&space| space == to) else {
                continue;
            };
            match path[..index]
                .iter()
                .find(|&&space| position.piece_at(space).is_some())
            {
                None => return Break(None),
                Some(&space) => blocked = Some(space),
            }
        }
    }
    match blocked {
        Some(space) => Break(Some(blocked_on(space))),
        None => Continue(()),
    }
}

/// A double step two spaces straight forward: legal with the right to it (a piece that has not moved),
/// the middle space empty and no capture.
fn double_step_refusal(position: &Position, piece: Piece, set: &Moveset, mv: Move) -> Step {
    let Some((middle, two)) = double_step(piece.side, mv.from).filter(|_| set.double_step) else {
        return Continue(());
    };
    if two != mv.to {
        return Continue(());
    }
    Break(if !position.has_right(mv.from) {
        Some(Reason::new(
            "refusal-lun-first-move",
            vec![("piece", Arg::Name(piece.key().into()))],
        ))
    } else if position.piece_at(middle).is_some() {
        Some(blocked_on(middle))
    } else if position.piece_at(mv.to).is_some() {
        Some(Reason::plain("refusal-jungi-double-step-capture"))
    } else {
        None
    })
}

/// The reason a move whose way is blocked on `space` is refused.
fn blocked_on(space: Space) -> Reason {
    Reason::new(
        "refusal-jungi-blocked",
        vec![("square", space_name(space).into())],
    )
}

/// The second steps a King on the nexus may take after capturing on `via` (§14): back to the nexus, or
/// to a king-step neighbour of `via` that is empty or holds an enemy piece.
pub fn second_steps(position: &Position, from: Space, via: Space) -> Vec<Space> {
    let own = position.occupied(position.to_move());
    spaces(second_step_targets(via, from, own)).collect()
}

/// The spaces a lone piece reaches by whole moves without a middle space, for tests and help: every
/// legal single-move target of the piece on `from`.
pub fn targets_of(position: &Position, from: Space) -> SpaceSet {
    legal_moves(position)
        .iter()
        .filter(|mv| mv.from == from && mv.via.is_none())
        .fold(0, |set, mv| set | bit(mv.to))
}
