//! Perft node counts for Jungle.
//!
//! No independent Jungle engine is available to this project, so the numbers below are our own. They are
//! trusted because three walks written differently agree on them:
//!
//! * the fast walk (`Rules::perft` of `Jungle`: copy-make on the compact board, bulk count at the last
//!   ply, history pushed and popped);
//! * the default `Rules::perft` body (clone the game and `apply` each generated move), which goes through
//!   the game's own `apply` and outcome checks;
//! * a brute-force walk that never calls the move generator: it tries every own piece towards every square
//!   and keeps what `apply` accepts, and `apply` checks moves with a separately written refusal path.
//!
//! The rule tests pin each rule of the specification on small positions, so the counts rest on rules that
//! are themselves tested sentence by sentence.

use crate::jungle_support::{brute_force_perft, clone_apply_perft, game, play};
use games::jungle::{Jungle, JungleOptions};
use games::{Game, Rules};

/// Our own start-position counts, seed rules (see the module comment for how they were checked).
const START_COUNTS: [u64; 5] = [24, 576, 12_240, 260_099, 5_111_620];

fn start() -> Jungle {
    Jungle::new_game(JungleOptions::default(), 0)
}

/// Checks that the fast walk counts as many nodes as the clone-and-apply walk below `game`, at every depth
/// from 1 to `deepest`; `what` names the position in a failure.
fn assert_fast_walk_matches(game: &Jungle, deepest: u32, what: &str) {
    for depth in 1..=deepest {
        assert_eq!(
            Rules::perft(game, depth),
            clone_apply_perft(game, depth),
            "{what} depth {depth}"
        );
    }
}

#[test]
fn perft_from_the_start_with_the_seed_rules() {
    let game = start();
    assert_eq!(Rules::perft(&game, 0), 1);
    for (depth, &count) in (1..).zip(START_COUNTS.iter()) {
        assert_eq!(Rules::perft(&game, depth), count, "depth {depth}");
    }
}

#[test]
fn the_fast_walk_matches_clone_and_apply_from_the_start() {
    assert_fast_walk_matches(&start(), 4, "the start");
}

#[test]
fn the_generator_matches_a_brute_force_walk_from_the_start() {
    let game = start();
    for depth in 1..=3 {
        assert_eq!(
            brute_force_perft(&game, depth),
            START_COUNTS[depth as usize - 1],
            "depth {depth}"
        );
    }
}

/// Middle-game positions where captures, traps, water and jumps come into play, under several option sets.
const POSITIONS: [&str; 5] = [
    "l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L w",
    "2l1E1t/1w3c1/2p1d2/1r2R2/3T3/7/L1D1P2/1C3W1/7 b",
    "7/2pE3/4d2/1r1L3/3R3/7/2t4/3c3/T6 w",
    "2c3t/3e3/7/2r1R2/l6/7/L3E2/1P1D3/2w4 w",
    "7/7/3l3/4r2/3E3/1R5/3t3/2CPw2/7 b",
];

const OPTION_SETS: [&[(&str, &str)]; 6] = [
    &[],
    &[("dog_above_wolf", "on")],
    &[
        ("rat_water_capture", "LandToWater"),
        ("any_trap_weakens", "on"),
    ],
    &[
        ("rat_water_capture", "AnyMedium"),
        ("elephant_never_takes_rat", "on"),
    ],
    &[("tiger_jumps_vertically_only", "on")],
    &[("anti_shuffle_7_3", "on"), ("anti_shuffle_17_5", "on")],
];

#[test]
fn the_fast_walk_matches_clone_and_apply_on_other_positions_and_options() {
    for position in POSITIONS {
        for options in OPTION_SETS {
            let game = game(position, options);
            assert_fast_walk_matches(&game, 3, &format!("{position} {options:?}"));
        }
    }
}

#[test]
fn the_generator_matches_a_brute_force_walk_on_other_positions_and_options() {
    for position in POSITIONS {
        for options in OPTION_SETS {
            let game = game(position, options);
            assert_eq!(
                brute_force_perft(&game, 2),
                Rules::perft(&game, 2),
                "{position} {options:?}"
            );
        }
    }
}

#[test]
fn the_repetition_rule_acts_inside_the_tree_as_in_a_game() {
    // The seed's elephant chase, 6 plies in: within the next plies the third occurrences come up.
    let mut chase = game("7/7/7/7/7/7/7/4e2/5D1 b", &[]);
    play(&mut chase, "e2f2 f1e1 f2e2 e1f1 e2f2 f1e1");
    // The boxed Red cat, which loses when its only move would repeat a position a third time.
    let mut boxed = game("cD5/1W5/P6/7/7/7/6R/7/7 w", &[]);
    play(&mut boxed, "g3g4 a9a8 g4g3 a8a9");
    // A shuttle under the anti-shuffle rules.
    let mut shuffle = game(
        "l5t/2wpd2/7/7/7/7/5C1/7/1E5 w",
        &[("anti_shuffle_7_3", "on")],
    );
    play(&mut shuffle, "f3f2 a9a8 f2f3 a8a9 f3f2 a9a8");
    for position in [chase, boxed, shuffle] {
        assert_fast_walk_matches(&position, 4, &Rules::position(&position));
    }
}

#[test]
fn perft_restarted_from_the_position_string_loses_the_repetition_history() {
    let mut chase = game("7/7/7/7/7/7/7/4e2/5D1 b", &[]);
    play(&mut chase, "e2f2 f1e1 f2e2 e1f1 e2f2 f1e1 f2e2 e1f1");
    let fresh = game(&Rules::position(&chase), &[]);
    // With history, e2f2 is refused; without, it is not.
    assert_eq!(Rules::perft(&fresh, 1), Rules::perft(&chase, 1) + 1);
}

#[test]
fn a_terminal_position_has_no_children() {
    for finished in [
        "3C3/7/7/7/7/7/7/7/l6 b",
        "7/7/7/7/7/7/7/7/L6 b",
        "cD5/W6/7/7/7/7/7/7/7 b",
    ] {
        let game = game(finished, &[]);
        assert_eq!(Rules::perft(&game, 0), 1);
        for depth in 1..=3 {
            assert_eq!(Rules::perft(&game, depth), 0, "{finished}");
        }
    }
    // A den entry one ply in: the leaf is counted, the game does not go on past it.
    let game = game("7/3C3/7/7/7/7/7/7/l6 w", &[]);
    assert_eq!(Rules::perft(&game, 1), 4);
    assert_eq!(Rules::perft(&game, 2), clone_apply_perft(&game, 2));
}

#[test]
fn draws_do_not_end_the_count_inside_the_tree() {
    let drawing = game(games::jungle::START, &[("no_capture_draw_plies", "1")]);
    assert_eq!(Rules::perft(&drawing, 3), START_COUNTS[2]);
}

#[test]
fn divide_lists_each_root_move_with_its_subtree() {
    let game = game(POSITIONS[1], &[]);
    let rows = Game::divide(&game, 3);
    let mut sorted = rows.clone();
    sorted.sort();
    assert_eq!(rows, sorted);
    assert_eq!(
        rows.iter().map(|(_, count)| count).sum::<u64>(),
        Rules::perft(&game, 3)
    );
    let seat = Rules::to_act(&game)[0];
    for (text, count) in &rows {
        let mut child = game.clone();
        let mv = child.parse_action(seat, text).unwrap();
        child.apply(seat, &mv).unwrap();
        assert_eq!(*count, clone_apply_perft(&child, 2), "{text}");
    }
}
