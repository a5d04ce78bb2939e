//! The long run of the fuzzing harness: `cargo run --release -p umpire --example fuzz -- [INPUTS]`
//! (10 million by default) sends random command lines, button presses and mangled position strings
//! through the parsers and the host, and prints how many it tried, how fast, and every problem found.

#[path = "../tests/it/fuzzing/mod.rs"]
mod fuzzing;

use fuzzing::{Stream, Table, load_position};
use std::time::Instant;

/// Inputs per host before a fresh one, so that the database stays small.
const PER_TABLE: u64 = 20_000;

fn main() {
    let inputs: u64 = std::env::args()
        .nth(1)
        .and_then(|text| text.parse().ok())
        .unwrap_or(10_000_000);
    let started = Instant::now();
    let mut problems = 0u64;
    let (mut games, mut actions) = (0u64, 0u64);
    let mut table = Table::new();
    let mut stream = Stream::new(2026);
    for step in 0..inputs {
        if step % PER_TABLE == 0 && step > 0 {
            match table.check_replays() {
                Ok((started, played)) => {
                    games += started;
                    actions += played;
                }
                Err(problem) => {
                    problems += 1;
                    eprintln!("input {step}: {problem}");
                }
            }
            table = Table::new();
        }
        let now = 1_800_000_000_000 + step * 1_000;
        let result = if step % 10 == 0 {
            load_position(&mut stream)
        } else {
            table.poke(&mut stream, now)
        };
        if let Err(problem) = result {
            problems += 1;
            eprintln!("input {step}: {problem}");
        }
        if step % 1_000 == 0 {
            table.host.tick(now);
        }
        if step % 1_000_000 == 0 && step > 0 {
            let seconds = started.elapsed().as_secs_f64();
            println!(
                "{step} inputs, {:.0} a second, {problems} problems",
                step as f64 / seconds
            );
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{inputs} inputs in {seconds:.1} s ({:.0} a second); {games} games started, {actions} actions \
         logged and replayed; {problems} problems",
        inputs as f64 / seconds
    );
    if problems > 0 {
        std::process::exit(1);
    }
}
