//! A short run of the fuzzing harness on every test run: random command lines, button presses and mangled
//! position strings through the parsers and the host. `cargo run --release -p umpire --example fuzz`
//! runs the long one.

use crate::fuzzing::{Stream, Table, load_position};

/// Inputs per seed, and seeds.
const INPUTS: u64 = 600;
const SEEDS: u64 = 2;

#[test]
fn hostile_input_never_panics_leaks_a_ping_or_breaks_a_replay() {
    for seed in 0..SEEDS {
        let table = Table::new();
        let mut stream = Stream::new(seed);
        for step in 0..INPUTS {
            let now = 1_800_000_000_000 + step * 1_000;
            if let Err(problem) = table.poke(&mut stream, now) {
                panic!("seed {seed}, input {step}: {problem}");
            }
            if step % 500 == 0 {
                table.host.tick(now);
            }
        }
        match table.check_replays() {
            Ok((games, actions)) => {
                assert!(
                    games > 0 && actions > 0,
                    "seed {seed}: the input never reached a game"
                )
            }
            Err(problem) => panic!("seed {seed}: {problem}"),
        }
    }
}

#[test]
fn mangled_position_strings_load_or_are_refused_with_a_sentence() {
    let mut stream = Stream::new(7);
    for step in 0..5_000 {
        if let Err(problem) = load_position(&mut stream) {
            panic!("input {step}: {problem}");
        }
    }
}
