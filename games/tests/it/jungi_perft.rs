//! Perft node counts for Jungi (§10).
//!
//! No other Jungi engine exists, so the counts are our own. They are trusted because three walks written
//! differently agree on them: the fast copy-make walk over the table-driven generator; the clone-and-apply
//! walk through the game's `Rules` interface; and a walk whose moves come from the move checker alone
//! (every target square tried against the move descriptions), never from the generator. The depth-1
//! counts were also counted by hand: 24 at the start (§5), 34, 33 and 32 for the three test positions.

use crate::family_support::{check_clone_and_apply, check_counts, check_move_checker};
use games::Rules;
use games::jungi::{Jungi, JungiBoard, JungiOptions, START};

/// Pawns facing pawns that can double-step, a Chariot that slides past them, an Empress, and unmoved
/// Kings and Queens: en passant after double steps and slides.
const EN_PASSANT: &str = "4k4/4q3l/2p1p1p2/r8/1P1P1P1P1/2+Q6/9/4Q4/4K4 s KQkq - 0 1";
/// Pieces of every move type one move from the zone: promotion by step, slide, leap and capture.
const PROMOTION: &str = "r3k3r/9/9/L1P3P1N/4H4/n1p3p1l/9/9/R3K3R s - - 0 1";
/// Two Emperors face to face among pawns and a Chariot: double moves, captures without moving, the
/// Emperor taken en passant, and royal captures.
const EMPEROR: &str = "9/9/2ppp4/3p+kp3/2P1r1P2/3P+KP3/2PPP4/9/9 s - - 0 1";
/// A position after 24 plies of a random game from the start.
const MIDGAME: &str = "rec1kmcer/l1noqo1hl/1p1mp1n2/2pp1pE1P/p3P2p1/Ph1P2N2/1PP2PP1P/LHNOQO1HL/RECMKMC1R s KQkq - 3 13";

/// Each position with its counts from depth 1.
const COUNTS: [(&str, &[u64]); 5] = [
    (START, &[24, 567, 14_465, 364_941, 9_931_309]),
    (EN_PASSANT, &[34, 1_316, 46_930, 1_719_086]),
    (PROMOTION, &[33, 875, 32_541, 1_011_803]),
    (EMPEROR, &[32, 925, 27_825, 957_357]),
    (MIDGAME, &[42, 1_876, 79_345, 3_582_664]),
];

fn game(position: &str) -> Jungi {
    Jungi::from_position(position, JungiOptions::default()).expect("a valid position")
}

#[test]
fn perft_counts() {
    check_counts::<JungiBoard>(&COUNTS, 5);
}

#[test]
fn the_fast_walk_matches_clone_and_apply() {
    check_clone_and_apply::<JungiBoard>(&COUNTS, 3);
}

#[test]
fn the_generator_matches_the_move_checker() {
    check_move_checker::<JungiBoard>(&COUNTS, |_| 3);
}

#[test]
fn divide_lists_each_root_move_with_its_subtree() {
    let game = game(EMPEROR);
    let rows = games::Game::divide(&game, 2);
    assert_eq!(rows.len(), 32);
    assert_eq!(rows.iter().map(|(_, count)| count).sum::<u64>(), 925);
    assert!(rows.iter().any(|(mv, _)| mv == "e4e5e6"));
}
