//! The fast node count (§10): copy-make on the compact position (about 250 bytes; measured faster than
//! make/unmake, see the module docs of [`super`]), one move buffer per depth, bulk counting at the last
//! ply. Draw rules do not end a line; a side without its royal piece, or without moves, has no children.

use super::board::square_name;
use super::movegen::generate;
use super::position::{Move, Position};

/// The number of leaf nodes of the legal-move tree to `depth` below `position`.
pub fn perft(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut buffers: Vec<Vec<Move>> = (0..depth).map(|_| Vec::with_capacity(128)).collect();
    walk(position, depth, &mut buffers)
}

/// One level of the walk; `buffers[depth - 1]` holds this level's moves.
fn walk(position: &Position, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
    let (list, deeper) = buffers
        .split_last_mut()
        .expect("one buffer per remaining ply");
    list.clear();
    generate(position, list);
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

/// Each legal move with its subtree count at `depth - 1` (`depth` at least 1), in canonical form, sorted.
pub fn divide(position: &Position, depth: u32) -> Vec<(String, u64)> {
    let mut list = Vec::new();
    generate(position, &mut list);
    let mut rows: Vec<(String, u64)> = list
        .iter()
        .map(|&mv| {
            let mut child = *position;
            child.make(mv);
            (canonical(mv), perft(&child, depth.saturating_sub(1)))
        })
        .collect();
    rows.sort();
    rows
}

/// The canonical form of a move (§9.2): `e3e5`, `e5f6e5`.
pub fn canonical(mv: Move) -> String {
    match mv.via {
        None => format!("{}{}", square_name(mv.from), square_name(mv.to)),
        Some(via) => format!(
            "{}{}{}",
            square_name(mv.from),
            square_name(via),
            square_name(mv.to)
        ),
    }
}
