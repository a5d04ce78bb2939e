//! Start-up with a large database, on sled and on PostgreSQL: 100,000 stored games, 10,000 of them in
//! progress with a running clock. The first start after the games were written is timed apart (sled
//! replays the log written since it was last opened); criterion measures a restart: a new process (this
//! benchmark run again as a child) that opens the store and a host ready to serve, timed from the child's
//! start to its host being ready. A counting allocator, in another such child, gives the heap the host holds for those games once it is ready,
//! and after each game in progress has been read once.

use common::{NOW, Table, new_table, next_move, play};
use criterion::Criterion;
use stats_alloc::{INSTRUMENTED_SYSTEM, Region, StatsAlloc};
use std::alloc::System;
use std::path::Path;
use std::time::{Duration, Instant};
use umpire::host::api::{ChannelId, GameId, Request};
use umpire::host::{Host, HostConfig};
use umpire::store::copy::Dump;
use umpire::store::{GameRecord, LogEntry, Store};

mod common;
#[path = "../tests/it/support/postgres.rs"]
mod pg;

#[global_allocator]
static HEAP: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;

const GAMES: u64 = 100_000;
/// Every tenth game is in progress.
const IN_PROGRESS_EVERY: u64 = 10;

/// A game in progress (12 plies, its clock running) and a finished one (8 plies, then a resignation), as
/// the host stores them, with their logs.
fn templates() -> [(GameRecord, Vec<LogEntry>); 2] {
    let host = Host::open(Store::temporary().expect("a store"), HostConfig::default())
        .expect("the host opens");
    let mut going = new_table(&host, 0);
    let mut resigned = new_table(&host, 1);
    for _ in 0..12 {
        play(&host, &mut going);
    }
    for _ in 0..8 {
        play(&host, &mut resigned);
    }
    resign(&host, &resigned);
    let mut dump = host.store().dump().expect("the store reads back");
    assert!(dump.games[1].0.finished, "the second game is over");
    let finished = dump.games.pop().expect("two games");
    let going = dump.games.pop().expect("two games");
    [going, finished]
}

fn resign(host: &Host, table: &Table) {
    let (mover, _) = next_move(table).expect("the game goes on");
    let request = Request::Resign(None);
    host.handle(common::command(&mover, table.place, request), NOW);
}

/// `template` as game `id`, between its own two players, in its own thread.
fn copy_of(template: &(GameRecord, Vec<LogEntry>), id: u64) -> (GameRecord, Vec<LogEntry>) {
    let (mut record, log) = template.clone();
    record.id = GameId(id);
    record.players = record.players.map(|seat, player| {
        let mut player = player.clone();
        player.id.0 = 2 * id + seat.index() as u64 + 1;
        player.name = format!("player{}", player.id.0);
        player
    });
    record.place = Some(ChannelId(1 << 41 | id));
    if let Some(deadline) = record.deadline.as_mut() {
        deadline.at += id;
        deadline.remind_at += id;
    }
    (record, log)
}

/// The [`GAMES`] games to store.
fn generated() -> Dump {
    let [going, finished] = templates();
    let mut dump = Dump::default();
    dump.counters.last_game = GAMES;
    dump.games = (1..=GAMES)
        .map(|id| {
            if id % IN_PROGRESS_EVERY == 0 {
                return copy_of(&going, id);
            }
            // Each rated end takes the next number in the order games were rated.
            let (mut record, log) = copy_of(&finished, id);
            if let Some(rated) = record.rating.as_mut() {
                dump.counters.last_rated += 1;
                rated.seq = dump.counters.last_rated;
            }
            (record, log)
        })
        .collect();
    dump
}

/// What opening a host took: the heap the store and then the host hold (everything allocated and not
/// freed, in bytes), and how long each took to open.
struct Opening {
    store_heap: isize,
    host_heap: isize,
    store_time: Duration,
    host_time: Duration,
}

/// A host on the store `open` opens once ready, and what opening it took.
fn open_measured(open: &dyn Fn() -> Store) -> (Host, Opening) {
    let held = |region: &Region<System>| {
        let change = region.change();
        change.bytes_allocated as isize - change.bytes_deallocated as isize
    };
    let region = Region::new(HEAP);
    let started = Instant::now();
    let store = open();
    let store_time = started.elapsed();
    let store_heap = held(&region);
    let region = Region::new(HEAP);
    let started = Instant::now();
    let host = Host::open(store, HostConfig::default()).expect("the host opens");
    let host_time = started.elapsed();
    let host_heap = held(&region);
    let opening = Opening {
        store_heap,
        host_heap,
        store_time,
        host_time,
    };
    (host, opening)
}

fn ready_to_serve(criterion: &mut Criterion) {
    let started = Instant::now();
    let dump = generated();
    let folder = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).expect("a temporary folder");
    let empty = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).expect("a temporary folder");
    Store::open(folder.path())
        .expect("the store opens")
        .load(&dump)
        .expect("the games are written");
    println!(
        "sled: generated {GAMES} games ({} in progress) in {:.1} s; the database takes {:.1} MB on disk",
        GAMES / IN_PROGRESS_EVERY,
        started.elapsed().as_secs_f64(),
        folder_size(folder.path()) as f64 / 1e6
    );
    let setting = |path: &Path| path.to_str().expect("a UTF-8 path").to_owned();
    measure(
        criterion,
        "sled",
        &setting(folder.path()),
        &setting(empty.path()),
    );

    let Some(server) = pg::start("ready_to_serve on PostgreSQL") else {
        println!("PostgreSQL: not measured (not installed)");
        return;
    };
    let (full, empty) = (server.fresh_database(), server.fresh_database());
    let started = Instant::now();
    Store::connect(&full)
        .expect("the store connects")
        .load(&dump)
        .expect("the games are written");
    println!(
        "PostgreSQL: wrote {GAMES} games in {:.1} s; the database takes {:.1} MB (pg_database_size)",
        started.elapsed().as_secs_f64(),
        database_size(&full) as f64 / 1e6
    );
    measure(criterion, "PostgreSQL", &full, &empty);
}

/// The bytes of the files under `folder`, as `du --apparent-size` counts them.
fn folder_size(folder: &Path) -> u64 {
    std::fs::read_dir(folder)
        .expect("the folder reads")
        .map(|entry| {
            let entry = entry.expect("an entry");
            let meta = entry.metadata().expect("its metadata");
            if meta.is_dir() {
                folder_size(&entry.path())
            } else {
                meta.len()
            }
        })
        .sum()
}

/// The bytes the PostgreSQL database at `address` takes, tables, indexes and TOAST together.
fn database_size(address: &str) -> u64 {
    umpire::store::postgres::blocking(|| {
        let mut client = postgres::Client::connect(address, postgres::NoTls).expect("a connection");
        let size: i64 = client
            .query_one("SELECT pg_database_size(current_database())", &[])
            .expect("the size")
            .get(0);
        size as u64
    })
}

/// The variable that makes this benchmark a child, in a process of its own as after a restart, that
/// opens the store at its value: it says how long it took to be ready, or, with [`HEAP_CHILD`] set to the
/// empty store's setting and [`BACKEND`] to the backend's name, the heap it holds.
const CHILD: &str = "UMPIRE_RESTART_CHILD";
/// See [`CHILD`].
const HEAP_CHILD: &str = "UMPIRE_RESTART_HEAP";
/// See [`CHILD`].
const BACKEND: &str = "UMPIRE_RESTART_BACKEND";

/// Opens a host on the store at `setting` and returns how long that took.
fn open_once(setting: &str) -> Duration {
    let started = Instant::now();
    let store = Store::open_setting(setting).expect("the store opens");
    drop(Host::open(store, HostConfig::default()).expect("the host opens"));
    started.elapsed()
}

/// Runs this benchmark as a child with `variables`, and returns what it printed.
fn child(variables: &[(&str, &str)]) -> String {
    let output = std::process::Command::new(std::env::current_exe().expect("this benchmark"))
        .envs(variables.iter().copied())
        .output()
        .expect("the child runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// A restart: a new process opens a host on the store at `setting`; how long it took to be ready.
fn restart(setting: &str) -> Duration {
    let said = child(&[(CHILD, setting)]);
    Duration::from_nanos(said.trim().parse().expect("the child says its time"))
}

/// Measures start-up on the store at `setting` (holding the generated games) against the one at
/// `empty`.
fn measure(criterion: &mut Criterion, backend: &str, setting: &str, empty: &str) {
    // sled replays the log written since it was last opened, so the first start after writing the
    // games is slower than the ones after it; it is reported apart.
    println!(
        "{backend}: the first start after the games were written took {:.2} s",
        restart(setting).as_secs_f64()
    );
    let mut group = criterion.benchmark_group("restart");
    group.sample_size(10);
    group.bench_function(
        format!("{backend}: ready to serve with 100,000 games (10,000 in progress)"),
        |bench| bench.iter_custom(|runs| (0..runs).map(|_| restart(setting)).sum()),
    );
    group.finish();

    print!(
        "{}",
        child(&[(CHILD, setting), (HEAP_CHILD, empty), (BACKEND, backend)])
    );
}

/// Prints the heap a host on the store at `setting` holds once ready, and after each game in progress was
/// read once, beside one on the empty store at `empty`.
fn report_heap(backend: &str, setting: &str, empty: &str) {
    let open = || Store::open_setting(setting).expect("the store opens");
    let open_empty = || Store::open_setting(empty).expect("the store opens");
    let (empty_host, empty_opening) = open_measured(&open_empty);
    drop(empty_host);
    let (host, opening) = open_measured(&open);
    let in_progress = (GAMES / IN_PROGRESS_EVERY) as isize;
    println!(
        "{backend}: opening the store took {:.3} s and holds {:.2} MB ({:.2} MB empty); then the host {:.3} s and {:.2} MB ({:.2} MB empty): {} bytes per game in progress",
        opening.store_time.as_secs_f64(),
        opening.store_heap as f64 / 1e6,
        empty_opening.store_heap as f64 / 1e6,
        opening.host_time.as_secs_f64(),
        opening.host_heap as f64 / 1e6,
        empty_opening.host_heap as f64 / 1e6,
        (opening.host_heap - empty_opening.host_heap) / in_progress,
    );
    let ready = opening.store_heap + opening.host_heap;
    let baseline = empty_opening.store_heap + empty_opening.host_heap;
    let region = Region::new(HEAP);
    for id in (IN_PROGRESS_EVERY..=GAMES).step_by(IN_PROGRESS_EVERY as usize) {
        let place = host.game_place(GameId(id)).expect("the game is there");
        assert_eq!(place, ChannelId(1 << 41 | id));
    }
    host.tick(NOW);
    let change = region.change();
    let after = ready + change.bytes_allocated as isize - change.bytes_deallocated as isize;
    println!(
        "{backend}: heap after each game in progress was read once: {:.2} MB: {} bytes per game in progress",
        after as f64 / 1e6,
        (after - baseline) / in_progress,
    );
}

mod suite {
    use super::ready_to_serve;
    use criterion::criterion_group;

    criterion_group!(benches, ready_to_serve);
}

fn main() {
    if let Ok(setting) = std::env::var(CHILD) {
        match (std::env::var(HEAP_CHILD), std::env::var(BACKEND)) {
            (Ok(empty), Ok(backend)) => report_heap(&backend, &setting, &empty),
            _ => println!("{}", open_once(&setting).as_nanos()),
        }
        return;
    }
    suite::benches();
    Criterion::default().configure_from_args().final_summary();
}
