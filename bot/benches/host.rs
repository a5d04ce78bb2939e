//! One move end to end, to its acknowledgement: parse the typed line, apply it, build the effects with
//! each audience's view for its image, and commit both to sled with a flush. Criterion measures the mean;
//! a sample loop reports the median and the 99th percentile, and apart from it the drawing of the move's
//! images, which delivery does after the acknowledgement; a parallel run measures the moves per second
//! with 200 games in flight, on sled and, when PostgreSQL is installed, on a private PostgreSQL server.

use common::{Table, new_table, next_move, play};
use criterion::{Criterion, criterion_main};
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};
use umpire::host::api::{Effect, Message};
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

/// Plays a move on `table`, replacing it with a fresh game first if its game is over: the time to its
/// acknowledgement, and its effects.
fn play_on(host: &Host, table: &mut Table, next_number: &mut u64) -> (Duration, Vec<Effect>) {
    if next_move(table).is_none() || table.ply >= 60 {
        *next_number += 1;
        *table = new_table(host, *next_number);
    }
    play(host, table)
}

/// Draws every image among `effects` as delivery does: how long that took, and how many there were.
fn draw_images(effects: &[Effect]) -> (Duration, usize) {
    let started = Instant::now();
    let mut drawn = 0;
    for effect in effects {
        if let Effect::Send {
            message: Message {
                image: Some(image), ..
            },
            ..
        } = effect
        {
            let bytes = image.bytes().expect("the board is drawn");
            assert!(bytes.starts_with(b"\x89PNG"));
            drawn += 1;
        }
    }
    (started.elapsed(), drawn)
}

fn milliseconds(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1e3
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
        "move to its acknowledgement (parse, apply, effects with views, commit+flush)",
        |bench| {
            bench.iter_custom(|iterations| {
                (0..iterations)
                    .map(|_| play_on(&host, &mut table, &mut number).0)
                    .sum()
            })
        },
    );

    let mut samples = Vec::new();
    let mut drawings = Vec::new();
    let mut images = 0;
    for _ in 0..2000 {
        let (acknowledged, effects) = play_on(&host, &mut table, &mut number);
        let (drawing, drawn) = draw_images(&effects);
        samples.push(acknowledged);
        drawings.push(drawing);
        images += drawn;
    }
    samples.sort();
    drawings.sort();
    println!(
        "one move over {} samples, to its acknowledgement: median {:.3} ms, p99 {:.3} ms, max {:.3} ms",
        samples.len(),
        milliseconds(percentile(&samples, 0.5)),
        milliseconds(percentile(&samples, 0.99)),
        milliseconds(*samples.last().expect("samples")),
    );
    println!(
        "drawing its images at delivery ({:.1} per move): median {:.3} ms, p99 {:.3} ms",
        images as f64 / drawings.len() as f64,
        milliseconds(percentile(&drawings, 0.5)),
        milliseconds(percentile(&drawings, 0.99)),
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
                        times.push(play_on(&host, table, &mut number).0);
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
        milliseconds(percentile(&times, 0.5)),
        milliseconds(percentile(&times, 0.99)),
    );
}

mod suite {
    use super::{move_end_to_end, moves_per_second_with_200_games};
    use criterion::criterion_group;

    criterion_group!(benches, move_end_to_end, moves_per_second_with_200_games);
}

criterion_main!(suite::benches);
