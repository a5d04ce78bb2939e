//! Helpers shared by the Jungi integration tests: walks that find moves without the move generator.

// Each test crate that includes this module uses a different subset of it.
#![allow(dead_code)]

use games::Rules;
use games::jungi::board::{NEIGHBOURS, SQUARE_COUNT, Square, squares};
use games::jungi::movegen::refusal;
use games::jungi::{Jungi, JungiAction, JungiMove, Position};

/// Every whole move of the piece on each own square that `apply` accepts, found by trying every target
/// square and, for every piece, every (neighbour, neighbour of it) route: a walk that never calls the
/// generator.
pub fn accepted_moves(game: &Jungi) -> Vec<JungiMove> {
    let Some(&seat) = game.to_act().first() else {
        return Vec::new();
    };
    let side = game.side_to_move();
    let mut trial = game.clone();
    let mut accepted = Vec::new();
    let mut attempt = |mv: JungiMove| {
        if trial.apply(seat, &JungiAction::Move(mv)).is_ok() {
            accepted.push(mv);
            trial = game.clone();
        }
    };
    for (piece, from) in game.current().pieces().collect::<Vec<_>>() {
        if piece.side != side {
            continue;
        }
        for to in 0..SQUARE_COUNT as Square {
            attempt(JungiMove::new(from, to));
        }
        for via in squares(NEIGHBOURS[usize::from(from)]) {
            for to in squares(NEIGHBOURS[usize::from(via)]) {
                attempt(JungiMove::double(from, via, to));
            }
        }
    }
    accepted.sort_by_key(|mv| game.format_action(&JungiAction::Move(*mv)));
    accepted
}

/// The moves of a position found by the move checker alone (no generator), for §10's perft.
pub fn checked_moves(position: &Position) -> Vec<JungiMove> {
    let side = position.to_move();
    if position.royal(side).is_none() {
        return Vec::new();
    }
    let mut moves = Vec::new();
    for (piece, from) in position.pieces() {
        if piece.side != side {
            continue;
        }
        let mut try_move = |mv: JungiMove| {
            if refusal(position, piece, mv).is_none() {
                moves.push(mv);
            }
        };
        for to in 0..SQUARE_COUNT as Square {
            try_move(JungiMove::new(from, to));
        }
        for via in squares(NEIGHBOURS[usize::from(from)]) {
            for to in squares(NEIGHBOURS[usize::from(via)]) {
                try_move(JungiMove::double(from, via, to));
            }
        }
    }
    moves
}

/// §10's perft walked over the checker's moves with make on copies.
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
