//! The fast node counts: copy-make on the compact position, one move buffer per depth, bulk counting at
//! the last ply. A side without its royal piece, or without moves, has no children.
//!
//! [`perft`] is the count of the rules (Jungi §10, Lún Jungi §15), which ignores the draw rules.
//! [`perft_in_game`] is the count of the game tree the host plays, where a line also ends when it is drawn
//! by threefold repetition or the 150-ply rule; the two differ only below positions that reach a draw
//! within the depth.

use super::history::{DRAW_PLIES, third_occurrence};
use super::notation::canonical;
use super::{Board, Move, Position};

/// The number of leaf nodes of the legal-move tree to `depth` below `position` (draws ignored).
pub fn perft<B: Board>(position: &Position<B>, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut buffers: Vec<Vec<Move>> = (0..depth).map(|_| Vec::with_capacity(128)).collect();
    walk(position, depth, &mut buffers)
}

/// One level of the walk; `buffers[depth - 1]` holds this level's moves.
fn walk<B: Board>(position: &Position<B>, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
    let (list, deeper) = buffers
        .split_last_mut()
        .expect("one buffer per remaining ply");
    list.clear();
    B::generate(position, list);
    if depth == 1 {
        return list.len() as u64;
    }
    let mut nodes = 0;
    for &mv in list.iter() {
        let mut child = *position;
        child.make(mv);
        nodes += walk(&child, depth - 1, deeper);
    }
    nodes
}

/// The number of leaf nodes to `depth` below the last position of a game whose positions since the start
/// have the keys `keys` (the last being `position`'s), where a drawn position has no children. `keys` is
/// restored before returning.
pub fn perft_in_game<B: Board>(position: &Position<B>, keys: &mut Vec<u64>, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut buffers: Vec<Vec<Move>> = (0..depth).map(|_| Vec::with_capacity(128)).collect();
    walk_in_game(position, depth, keys, &mut buffers)
}

/// One level of [`perft_in_game`].
fn walk_in_game<B: Board>(
    position: &Position<B>,
    depth: u32,
    keys: &mut Vec<u64>,
    buffers: &mut [Vec<Move>],
) -> u64 {
    let (list, deeper) = buffers
        .split_last_mut()
        .expect("one buffer per remaining ply");
    list.clear();
    B::generate(position, list);
    if depth == 1 {
        return list.len() as u64;
    }
    let mut nodes = 0;
    for &mv in list.iter() {
        let mut child = *position;
        child.make(mv);
        keys.push(child.key());
        if child.clock() < DRAW_PLIES && !third_occurrence(keys, child.clock()) {
            nodes += walk_in_game(&child, depth - 1, keys, deeper);
        }
        keys.pop();
    }
    nodes
}

/// Each legal move with its subtree count at `depth - 1` (`depth` at least 1), in canonical form, sorted.
pub fn divide<B: Board>(position: &Position<B>, depth: u32) -> Vec<(String, u64)> {
    let mut list = Vec::new();
    B::generate(position, &mut list);
    let mut rows: Vec<(String, u64)> = list
        .iter()
        .map(|&mv| {
            let mut child = *position;
            child.make(mv);
            (canonical::<B>(mv), perft(&child, depth.saturating_sub(1)))
        })
        .collect();
    rows.sort();
    rows
}
