//! Helpers shared by the Lún Jungi integration tests: walks that find moves without the move generator.

// Each test crate that includes this module uses a different subset of it.
#![allow(dead_code)]

use games::Rules;
use games::lun::board::{NEIGHBOURS, SPACE_COUNT, Space, spaces};
use games::lun::movegen::refusal;
use games::lun::{Lun, LunAction, LunMove, Position};

/// Every whole move of the pieces of the side to move that `apply` accepts, found by trying every
/// target space and, for every piece, every (neighbour, neighbour of it) route: a walk that never calls
/// the generator.
pub fn accepted_moves(game: &Lun) -> Vec<LunMove> {
    let Some(&seat) = game.to_act().first() else {
        return Vec::new();
    };
    let side = game.side_to_move();
    let mut trial = game.clone();
    let mut accepted = Vec::new();
    let mut attempt = |mv: LunMove| {
        if trial.apply(seat, &LunAction::Move(mv)).is_ok() {
            accepted.push(mv);
            trial = game.clone();
        }
    };
    for (piece, from) in game.current().pieces().collect::<Vec<_>>() {
        if piece.side != side {
            continue;
        }
        for to in 0..SPACE_COUNT as Space {
            attempt(LunMove::new(from, to));
        }
        for via in spaces(NEIGHBOURS[usize::from(from)]) {
            for to in spaces(NEIGHBOURS[usize::from(via)]) {
                attempt(LunMove::double(from, via, to));
            }
        }
    }
    accepted.sort_by_key(|mv| game.format_action(&LunAction::Move(*mv)));
    accepted
}

/// The moves of a position found by the move checker alone (no generator), for perft.
pub fn checked_moves(position: &Position) -> Vec<LunMove> {
    let side = position.to_move();
    if position.royal(side).is_none() {
        return Vec::new();
    }
    let mut moves = Vec::new();
    for (piece, from) in position.pieces() {
        if piece.side != side {
            continue;
        }
        let mut try_move = |mv: LunMove| {
            if refusal(position, piece, mv).is_none() {
                moves.push(mv);
            }
        };
        for to in 0..SPACE_COUNT as Space {
            try_move(LunMove::new(from, to));
        }
        for via in spaces(NEIGHBOURS[usize::from(from)]) {
            for to in spaces(NEIGHBOURS[usize::from(via)]) {
                try_move(LunMove::double(from, via, to));
            }
        }
    }
    moves
}

/// Perft walked over the checker's moves with make on copies.
pub fn checked_perft(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    checked_moves(position)
        .into_iter()
        .map(|mv| {
            let mut child = *position;
            child.make(mv);
            checked_perft(&child, depth - 1)
        })
        .sum()
}
