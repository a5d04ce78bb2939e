//! One move end to end: parse the typed line, apply it, commit it to sled with a flush, build the effects
//! and draw the board. Criterion measures the mean; a sample loop reports the median and the 99th
//! percentile; a parallel run measures the moves per second with 200 games in flight, on sled and, when
//! PostgreSQL is installed, on a private PostgreSQL server.

use common::{Table, new_table, next_move, play};
use criterion::{Criterion, criterion_main};
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};
use umpire::host::{Host, HostConfig};
use umpire::store::Store;

mod common;
#[path = "../tests/common/postgres.rs"]
mod pg;

/// A host on the sled database in `folder`.
fn open_host(folder: &Path) -> Host {
    Host::open(
        Store::open(folder).expect("the store opens"),
        HostConfig::default(),
    )
    .expect("the host opens")
}

/// Plays a move on `table`, replacing it with a fresh game first if its game is over.
fn play_on(host: &Host, table: &mut Table, next_number: &mut u64) -> Duration {
    if next_move(host, table).is_none() || table.ply >= 60 {
        *next_number += 1;
        *table = new_table(host, *next_number);
    }
    play(host, table)
}

fn percentile(sorted: &[Duration], fraction: f64) -> Duration {
    let index = ((sorted.len() as f64 - 1.0) * fraction).round() as usize;
    sorted[index]
}

fn move_end_to_end(criterion: &mut Criterion) {
    let folder = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).expect("a temporary folder");
    let host = open_host(folder.path());
    let mut number = 0;
    let mut table = new_table(&host, number);
    criterion.bench_function(
        "move end to end (parse, apply, commit+flush, effects, image)",
        |bench| {
            bench.iter_custom(|iterations| {
                (0..iterations)
                    .map(|_| play_on(&host, &mut table, &mut number))
                    .sum()
            })
        },
    );

    let mut samples: Vec<Duration> = (0..2000)
        .map(|_| play_on(&host, &mut table, &mut number))
        .collect();
    samples.sort();
    println!(
        "one move over {} samples: median {:.3} ms, p99 {:.3} ms, max {:.3} ms",
        samples.len(),
        percentile(&samples, 0.5).as_secs_f64() * 1e3,
        percentile(&samples, 0.99).as_secs_f64() * 1e3,
        samples.last().expect("samples").as_secs_f64() * 1e3,
    );
}

fn moves_per_second_with_200_games(_criterion: &mut Criterion) {
    let folder = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).expect("a temporary folder");
    in_flight("sled", Arc::new(open_host(folder.path())));
    match pg::start("moves_per_second_with_200_games on PostgreSQL") {
        Some(server) => {
            let store = Store::connect(&server.fresh_database()).expect("the store connects");
            let host = Host::open(store, HostConfig::default()).expect("the host opens");
            in_flight("PostgreSQL", Arc::new(host));
        }
        None => println!("PostgreSQL: not measured (not installed)"),
    }
}

/// 200 games in flight on `host`, played round-robin by 8 threads: moves per second, and each move's
/// median and 99th-percentile time.
fn in_flight(backend: &str, host: Arc<Host>) {
    const GAMES: u64 = 200;
    const WORKERS: u64 = 8;
    const MOVES_PER_GAME: usize = 20;
    let tables: Vec<Table> = (0..GAMES).map(|number| new_table(&host, number)).collect();
    let mut shares: Vec<Vec<Table>> = (0..WORKERS).map(|_| Vec::new()).collect();
    for (index, table) in tables.into_iter().enumerate() {
        shares[index % WORKERS as usize].push(table);
    }
    let started = Instant::now();
    let workers: Vec<_> = shares
        .into_iter()
        .enumerate()
        .map(|(worker, mut tables)| {
            let host = Arc::clone(&host);
            std::thread::spawn(move || {
                let mut number = GAMES + 1000 * (worker as u64 + 1);
                let mut times = Vec::new();
                // Round-robin over this worker's games, so every game stays in flight.
                for _ in 0..MOVES_PER_GAME {
                    for table in tables.iter_mut() {
                        times.push(play_on(&host, table, &mut number));
                    }
                }
                times
            })
        })
        .collect();
    let mut times: Vec<Duration> = workers
        .into_iter()
        .flat_map(|worker| worker.join().expect("a worker"))
        .collect();
    let elapsed = started.elapsed().as_secs_f64();
    times.sort();
    println!(
        "{backend}: {GAMES} games in flight, {WORKERS} threads: {} moves in {elapsed:.2} s = {:.0} moves/s; per move median {:.2} ms, p99 {:.2} ms",
        times.len(),
        times.len() as f64 / elapsed,
        percentile(&times, 0.5).as_secs_f64() * 1e3,
        percentile(&times, 0.99).as_secs_f64() * 1e3,
    );
}

mod suite {
    use super::{move_end_to_end, moves_per_second_with_200_games};
    use criterion::criterion_group;

    criterion_group!(benches, move_end_to_end, moves_per_second_with_200_games);
}

criterion_main!(suite::benches);
