//! Perft node counts for Lún Jungi (§15 with §10).
//!
//! No other Lún engine exists, so the counts are our own. They are trusted because three walks written
//! differently agree on them: the fast copy-make walk over the table-driven generator; the clone-and-apply
//! walk through the game's `Rules` interface; and a walk whose moves come from the move checker alone
//! (every target space tried against the move descriptions and the board's steps and rays), never from
//! the generator. The depth-1 count of the start was also counted by hand in §16 (34).

use crate::family_support::{check_clone_and_apply, check_counts, check_move_checker};
use games::Rules;
use games::lun::{Lun, LunBoard, LunOptions, START};

/// A Queen on the nexus (an Empress there), a Pikeman whose forward slide crosses it, a Pawn that can
/// step onto it, and North's Chariot, Cannon and Pawns around it.
const NEXUS: &str = "6K8c2k5/3H20/1L17e4/9P3r7p2/1N6n3/2P4p4/P1p1/Q s - - 0 1";
/// Pawns, Queens and Kings with their first-move rights facing enemy pawns that threaten the spaces
/// their double steps pass, and Chariots and a Cannon whose slides pass threatened spaces: en passant.
const EN_PASSANT: &str = "6K11k5/r5Q5R5q5/2P1P3P5p1p3p3/3p1p3p5P1P6/12/4c7/4/1 s G7,G19,F7,F19,E3,E5,E9,E15,E17,E21 - 0 1";
/// South's King on the nexus (the Emperor there) among North pieces, North's King on a neighbour of the
/// nexus: double moves, captures without moving, the King taken en passant, and King captures.
const EMPEROR: &str = "R23/24/24/1p3n5q11P/5p6/1pr1P7/pp1k/K s - - 0 1";
/// A position after 24 plies of a random game from the start.
const MIDGAME: &str = "3CMRKRMCENhn1cmrkrmc1n/1PH1OPQPOL2Pp1lopqpol1p/1PPLPP1PPP3ppp1ppp1ppp/N1EP3P1H1Pe10h/5P1p3p/12/4/1 s G7,G19,F2,F6,F7,F8,F14,F18,F19,F20,F24,E2,E3,E5,E6,E8,E9,E10,E14,E15,E16,E18,E19,E20,E22,E23,E24 - 7 13";

/// Each position with its counts from depth 1.
const COUNTS: [(&str, &[u64]); 5] = [
    (START, &[34, 1_162, 44_176, 1_682_870, 69_329_008]),
    (NEXUS, &[98, 4_960, 257_280, 13_338_409]),
    (EN_PASSANT, &[61, 4_261, 245_853, 16_687_015]),
    (EMPEROR, &[114, 4_065, 251_607, 10_243_752]),
    (MIDGAME, &[53, 2_949, 163_745, 9_147_784]),
];

fn game(position: &str) -> Lun {
    Lun::from_position(position, LunOptions::default()).expect("a valid position")
}

#[test]
fn perft_counts() {
    check_counts::<LunBoard>(&COUNTS, 4);
}

#[test]
fn the_fast_walk_matches_clone_and_apply() {
    check_clone_and_apply::<LunBoard>(&COUNTS, 3);
}

#[test]
fn the_generator_matches_the_move_checker() {
    check_move_checker::<LunBoard>(&COUNTS, |position| if position == START { 3 } else { 2 });
}

#[test]
fn divide_lists_each_root_move_with_its_subtree() {
    let game = game(EMPEROR);
    let rows = games::Game::divide(&game, 2);
    assert_eq!(rows.len(), 114);
    assert_eq!(rows.iter().map(|(_, count)| count).sum::<u64>(), 4_065);
    assert!(rows.iter().any(|(mv, _)| mv == "NX-A1-NX"));
}
