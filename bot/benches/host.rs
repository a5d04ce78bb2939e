//! One move end to end, to its acknowledgement: parse the typed line, apply it, build the effects with
//! each audience's view for its image, and commit both to sled with a flush; after it, its parcel is
//! marked delivered, as the adapter does once the move's messages are out. Criterion measures the mean;
//! a sample loop reports the median and the 99th percentile, and apart from it the drawing of the move's
//! images, which delivery does after the acknowledgement. With 200 games in flight, on sled and, when
//! PostgreSQL is installed, on a private PostgreSQL server, it measures the moves per second 8 players
//! moving at once get, and the time per move when moves fall due at fixed rates, with the CPU time the
//! process spends per move; then both again with each move's boards handed, as delivery hands them, to
//! the easel that draws them (below the host's priority, one message of a series at a time, those that
//! come meanwhile merged, an answer's board left out when a newer answer shows it first), each turn
//! taken as sent at once: how many boards were drawn, how many messages merged, how many answers went
//! without their board, and how long after its acknowledgement each move's board was drawn. On sled,
//! last, moves due at 5,000 a second for 100 moves a game, without boards and with every board drawn.
//! Before those loads it measures how often the machine itself keeps a thread from running for more
//! than a millisecond or two, which no move's time can be under, and how long its disk takes to sync a
//! small write, which every move waits for. A filter given to the bench picks its
//! loads by name (see `chosen`), and `UMPIRE_BENCH_FOLDER` where the stores live (see `store_folder`).
//! The metrics' cost per move is measured as a ratio of two arms in one run (`metrics_cost`), and an
//! arena tournament's game end through the host (`arena`).

use common::{Table, new_table, next_move, play};
use criterion::{Criterion, criterion_main};
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, oneshot};
use umpire::easel::{Easel, Queue, Turn};
use umpire::host::api::{Effect, Message, Place};
use umpire::host::{Host, HostConfig};
use umpire::store::Store;

#[path = "host/arena.rs"]
mod arena;
mod common;
#[path = "../tests/it/support/postgres.rs"]
mod pg;

/// The allocator the `umpire` binary uses.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// A host on the sled database in `folder`, in a process that takes its memory as the `umpire` binary
/// does.
fn open_host(folder: &Path) -> Host {
    open_host_with(folder, HostConfig::default())
}

/// The same with `config`.
fn open_host_with(folder: &Path, config: HostConfig) -> Host {
    umpire::memory::without_huge_pages().expect("huge pages can be turned off");
    Host::open(Store::open(folder).expect("the store opens"), config).expect("the host opens")
}

/// Plays a move on `table`, replacing it with a fresh game first if its game is over or has reached
/// its length (30 to 70 plies, by its players, so that the games in flight end at different times, as
/// a server's do): the time to its acknowledgement, and its effects. Its parcel is then marked
/// delivered, as the adapter does once the move's messages are out (here taken as out at once).
fn play_on(host: &Host, table: &mut Table, next_number: &mut u64) -> (Duration, Vec<Effect>) {
    let length = 30 + usize::try_from(table.players[0].id.0 % 41).expect("under 41");
    if next_move(table).is_none() || table.ply >= length {
        *next_number += 1;
        *table = new_table(host, *next_number);
    }
    let (acknowledged, effects) = play(host, table);
    for effect in &effects {
        if let Effect::Done(receipt) = effect {
            host.delivered(*receipt);
        }
    }
    (acknowledged, effects)
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

/// A new folder for a store, removed when dropped: under `UMPIRE_BENCH_FOLDER` when it is set, so that
/// the loads can be measured on another disk (or on none: a `tmpfs` such as `/dev/shm`, whose syncs
/// take no time, leaves the bot's own share of each move's time), else under the target folder.
fn store_folder() -> tempfile::TempDir {
    let parent = std::env::var_os("UMPIRE_BENCH_FOLDER").map_or_else(
        || env!("CARGO_TARGET_TMPDIR").into(),
        std::path::PathBuf::from,
    );
    tempfile::tempdir_in(&parent)
        .unwrap_or_else(|error| panic!("a temporary folder in {}: {error}", parent.display()))
}

fn move_end_to_end(criterion: &mut Criterion) {
    let folder = store_folder();
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

    if !chosen("one move") {
        return;
    }
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
    if chosen("in flight") || chosen("sustained") {
        println!("{}", Stalls::measure(Duration::from_secs(2)));
        println!("{}", Syncs::measure(Duration::from_secs(2)));
    }
    if chosen("in flight") {
        let folder = store_folder();
        measure_in_flight("sled", &Arc::new(open_host(folder.path())));
    }
    if chosen("sustained") {
        measure_sustained(&store_folder());
    }
    if !chosen("PostgreSQL") {
        return;
    }
    match pg::start("moves_per_second_with_200_games on PostgreSQL") {
        Some(server) => {
            let store = Store::connect(&server.fresh_database()).expect("the store connects");
            let host = Host::open(store, HostConfig::default()).expect("the host opens");
            measure_in_flight("PostgreSQL", &Arc::new(host));
        }
        None => println!("PostgreSQL: not measured (not installed)"),
    }
}

/// How often the machine itself keeps a running thread from its CPU: a thread on each CPU reads the
/// clock without pause, and every gap between two readings is time the thread did not run (the kernel's
/// own work, or a virtual machine's CPU paused by its host). No move can be faster than that, so each
/// run's tail is read beside it.
struct Stalls {
    over: Duration,
    /// Gaps of more than 1 ms, of more than 2 ms, and the longest, over all the CPUs.
    above_1_ms: usize,
    above_2_ms: usize,
    longest: Duration,
}

impl Stalls {
    fn measure(over: Duration) -> Self {
        let cpus = std::thread::available_parallelism().map_or(1, usize::from);
        let threads: Vec<_> = (0..cpus)
            .map(|_| {
                std::thread::spawn(move || {
                    let started = Instant::now();
                    let mut last = started;
                    let mut gaps = Vec::new();
                    while last - started < over {
                        let now = Instant::now();
                        if now - last > Duration::from_millis(1) {
                            gaps.push(now - last);
                        }
                        last = now;
                    }
                    gaps
                })
            })
            .collect();
        let gaps: Vec<Duration> = threads
            .into_iter()
            .flat_map(|thread| thread.join().expect("a spinning thread"))
            .collect();
        Self {
            over,
            above_1_ms: gaps.len(),
            above_2_ms: gaps
                .iter()
                .filter(|gap| **gap > Duration::from_millis(2))
                .count(),
            longest: gaps.iter().copied().max().unwrap_or_default(),
        }
    }
}

impl std::fmt::Display for Stalls {
    fn fmt(&self, out: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            out,
            "this machine's own stalls, a thread spinning on each CPU for {:.0} s: {} gaps over 1 ms, {} over 2 ms, the longest {:.2} ms",
            self.over.as_secs_f64(),
            self.above_1_ms,
            self.above_2_ms,
            milliseconds(self.longest),
        )
    }
}

/// How long the disk takes to make a small write durable, as the journal does for each group of moves:
/// 3,000 bytes (about a move's) written to a file where the store lives, then `fdatasync`, again and
/// again. A move waits for one such sync at least, so each run's tail is read beside these too.
struct Syncs {
    over: Duration,
    /// Every sync's time, sorted.
    times: Vec<Duration>,
}

impl Syncs {
    fn measure(over: Duration) -> Self {
        use std::os::unix::fs::FileExt;
        let folder = store_folder();
        let file = std::fs::File::create(folder.path().join("syncs")).expect("a file");
        let record = [7u8; 3_000];
        let mut times = Vec::new();
        let started = Instant::now();
        let mut offset = 0;
        while started.elapsed() < over {
            file.write_all_at(&record, offset).expect("a write");
            offset += record.len() as u64;
            let syncing = Instant::now();
            file.sync_data().expect("a sync");
            times.push(syncing.elapsed());
        }
        times.sort();
        Self { over, times }
    }
}

impl std::fmt::Display for Syncs {
    fn fmt(&self, out: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            out,
            "this machine's disk, 3,000 bytes written and synced again and again for {:.0} s: {} syncs, median {:.2} ms, p99 {:.2} ms, {} over 2 ms, the longest {:.2} ms",
            self.over.as_secs_f64(),
            self.times.len(),
            milliseconds(percentile(&self.times, 0.5)),
            milliseconds(percentile(&self.times, 0.99)),
            self.times
                .iter()
                .filter(|time| **time > Duration::from_millis(2))
                .count(),
            milliseconds(self.times.last().copied().unwrap_or_default()),
        )
    }
}

/// How many games are in flight.
const GAMES: u64 = 200;

/// The loads `host` is measured under, with 200 games in flight: as fast as 8 players can move (its
/// capacity), then moves arriving at fixed rates, each timed from when it was due, so that a move kept
/// waiting behind others counts its wait.
fn measure_in_flight(backend: &str, host: &Arc<Host>) {
    let tables: Vec<Table> = (0..GAMES).map(|number| new_table(host, number)).collect();
    let (mut tables, capacity) = in_flight(host, tables, 8, None, Boards::Left, 25);
    println!("{backend}: {GAMES} games in flight, 8 players moving at once: {capacity}");
    for rate in [500.0, 1_000.0, 2_000.0, 5_000.0] {
        let (played, load) = in_flight(host, tables, 32, Some(rate), Boards::Left, 25);
        tables = played;
        println!("{backend}: {GAMES} games in flight, moves due at {rate:.0}/s: {load}");
    }
    let (played, capacity) = in_flight(host, tables, 8, None, Boards::Drawn, 25);
    println!(
        "{backend}: {GAMES} games in flight, 8 players moving at once, boards drawn by the easel: {capacity}"
    );
    let (_, load) = in_flight(host, played, 32, Some(5_000.0), Boards::Drawn, 25);
    println!(
        "{backend}: {GAMES} games in flight, moves due at 5000/s, boards drawn by the easel: {load}"
    );
}

/// Whether the loads named `name` ("one move", "arena", "in flight", "sustained", "PostgreSQL") are
/// measured: all of them, unless the bench is given a filter (`cargo bench -p umpire --bench host --
/// sustained`), which picks those whose name contains it, as it picks criterion's own benchmarks by
/// their names.
fn chosen(name: &str) -> bool {
    std::env::args()
        .skip(1)
        .find(|argument| !argument.starts_with('-'))
        .is_none_or(|filter| name.contains(&filter))
}

/// Moves due at 5,000 a second for four times as long (100 moves a game), on sled in `folder`: first
/// with no boards drawn, then with every board drawn, once with the moves given in each game's place,
/// whose boards are the commands' answers, and once given by direct message, whose boards go to the
/// game's place, one series per game, merged when the easel is behind. Each player then gives 50
/// commands in about 4.5 seconds, so the host's limit of commands a minute is lifted.
fn measure_sustained(folder: &tempfile::TempDir) {
    let backend = "sled";
    let config = HostConfig {
        limits: umpire::host::Limits {
            commands_per_minute: usize::MAX,
            ..Default::default()
        },
        ..HostConfig::default()
    };
    let host = &Arc::new(open_host_with(folder.path(), config));
    let tables: Vec<Table> = (0..GAMES).map(|number| new_table(host, number)).collect();
    let (tables, load) = in_flight(host, tables, 32, Some(5_000.0), Boards::Left, 100);
    println!(
        "{backend}: {GAMES} games in flight, moves due at 5000/s for 100 moves a game, no boards drawn: {load}"
    );
    let (played, load) = in_flight(host, tables, 32, Some(5_000.0), Boards::Drawn, 100);
    println!(
        "{backend}: {GAMES} games in flight, moves due at 5000/s for 100 moves a game, boards drawn by the easel: {load}"
    );
    let (_, load) = in_flight(host, played, 32, Some(5_000.0), Boards::DrawnByDm, 100);
    println!(
        "{backend}: {GAMES} games in flight, moves due at 5000/s for 100 moves a game given by DM, boards drawn by the easel in each game's series: {load}"
    );
}

/// Whether each move's boards are handed to an easel after the acknowledgement, as delivery does.
#[derive(Clone, Copy, PartialEq)]
enum Boards {
    Left,
    /// Moves given in the game's place: each board is its command's answer.
    Drawn,
    /// Moves given by direct message: the boards go to the game's place, a series for each game.
    DrawnByDm,
}

/// Delivery without Discord: each move's boards handed to an easel in their series, and each turn
/// taken as sent as soon as it comes.
struct Deliveries {
    easel: Easel,
    handed: mpsc::UnboundedSender<(Instant, oneshot::Receiver<Turn>)>,
    poster: std::thread::JoinHandle<Delivered>,
}

/// What the deliveries of one load came to.
struct Delivered {
    /// Messages drawn and sent.
    drawn: usize,
    /// Messages that went out inside a later one of their series.
    merged: usize,
    /// Answers sent without their board, which a newer answer in the same place showed.
    superseded: usize,
    /// For each message, from when it was handed over to when it went out, sorted.
    lags: Vec<Duration>,
    /// When the last went out.
    ended: Instant,
}

impl Deliveries {
    fn start() -> Self {
        let (handed, mut answers) = mpsc::unbounded_channel::<(Instant, oneshot::Receiver<Turn>)>();
        let poster = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .build()
                .expect("a runtime");
            runtime.block_on(async move {
                let mut waiting = tokio::task::JoinSet::new();
                while let Some((at, answer)) = answers.recv().await {
                    waiting.spawn(async move {
                        let sent = match answer.await {
                            Ok(Turn::Send(message, _)) => Some(message.image.is_some()),
                            _ => None,
                        };
                        (sent, at.elapsed())
                    });
                }
                let (mut drawn, mut merged, mut superseded, mut lags) = (0, 0, 0, Vec::new());
                while let Some(outcome) = waiting.join_next().await {
                    let (sent, lag) = outcome.expect("a delivery");
                    match sent {
                        Some(true) => drawn += 1,
                        Some(false) => superseded += 1,
                        None => merged += 1,
                    }
                    lags.push(lag);
                }
                lags.sort();
                Delivered {
                    drawn,
                    merged,
                    superseded,
                    lags,
                    ended: Instant::now(),
                }
            })
        });
        Self {
            easel: Easel::for_this_machine(),
            handed,
            poster,
        }
    }

    /// Hands the messages with images among `effects`, the answer to a move given in `place`, to the
    /// easel, as delivery does: by value, each message moved rather than copied.
    fn hand(&self, place: Place, effects: Vec<Effect>) {
        let asked_in = match place {
            Place::Channel { channel, .. } => Some(channel),
            Place::Direct => None,
        };
        for effect in effects {
            if let Effect::Send { to, message } = effect
                && message.image.is_some()
            {
                let queue = Queue::of(to, asked_in, &message);
                let answer = self.easel.take(queue, message);
                self.handed
                    .send((Instant::now(), answer))
                    .expect("the poster waits");
            }
        }
    }

    /// Waits until every message handed over has gone out.
    fn finish(self) -> Delivered {
        drop(self.handed);
        self.poster.join().expect("the poster")
    }
}

/// What one load gave.
struct Load {
    moves: usize,
    elapsed: f64,
    /// With moves due at a rate, when the last of them fell due (32 players share the 200 games
    /// unevenly, so the players with more games have moves due for longer).
    due_until: Option<f64>,
    cpu: Duration,
    times: Vec<Duration>,
    /// With boards drawn, the deliveries, and when the last went out (seconds from the start).
    delivered: Option<(Delivered, f64)>,
}

impl std::fmt::Display for Load {
    fn fmt(&self, out: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            out,
            "{} moves in {:.2} s{} = {:.0} moves/s; per move median {:.2} ms, p99 {:.2} ms; this process's CPU {:.3} ms per move",
            self.moves,
            self.elapsed,
            self.due_until
                .map(|due| format!(" (the last due at {due:.2} s)"))
                .unwrap_or_default(),
            self.moves as f64 / self.elapsed,
            milliseconds(percentile(&self.times, 0.5)),
            milliseconds(percentile(&self.times, 0.99)),
            milliseconds(self.cpu) / self.moves as f64,
        )?;
        if let Some((delivered, ended)) = &self.delivered {
            write!(
                out,
                "; boards: {} drawn, {} merged into a later one, {} answers sent without the board a newer one showed, the last out at {ended:.2} s; from acknowledgement to out, median {:.2} ms, p99 {:.2} ms",
                delivered.drawn,
                delivered.merged,
                delivered.superseded,
                milliseconds(percentile(&delivered.lags, 0.5)),
                milliseconds(percentile(&delivered.lags, 0.99)),
            )?;
        }
        Ok(())
    }
}

/// Plays `moves_per_game` moves in each of `tables` on `host`, shared among `players` threads, round-robin over each
/// thread's games so that every game stays in flight. With a `rate`, each thread's moves fall due evenly
/// at its share of it, and a move's time runs from when it fell due; without, each thread moves as soon
/// as its last move was acknowledged. With `boards` drawn, a player hands each move's boards to the
/// deliveries after its acknowledgement, and the load's CPU includes their drawing to the last.
fn in_flight(
    host: &Arc<Host>,
    tables: Vec<Table>,
    players: usize,
    rate: Option<f64>,
    boards: Boards,
    moves_per_game: usize,
) -> (Vec<Table>, Load) {
    let mut shares: Vec<Vec<Table>> = (0..players).map(|_| Vec::new()).collect();
    for (index, table) in tables.into_iter().enumerate() {
        shares[index % players].push(table);
    }
    let interval = rate.map(|rate| Duration::from_secs_f64(players as f64 / rate));
    let deliveries = (boards != Boards::Left).then(|| Arc::new(Deliveries::start()));
    let cpu_before = process_cpu();
    let started = Instant::now();
    let workers: Vec<_> = shares
        .into_iter()
        .enumerate()
        .map(|(worker, mut tables)| {
            let host = Arc::clone(host);
            let deliveries = deliveries.clone();
            std::thread::spawn(move || {
                let mut number = fresh_numbers();
                let mut times = Vec::new();
                let mut last_due = None;
                // Threads start spread over one interval, so that their moves interleave.
                let mut due =
                    started + interval.unwrap_or_default() * worker as u32 / players as u32;
                for _ in 0..moves_per_game {
                    for table in tables.iter_mut() {
                        let waited = interval.map(|interval| {
                            std::thread::sleep(due.saturating_duration_since(Instant::now()));
                            let waited = Instant::now().saturating_duration_since(due);
                            last_due = Some(due);
                            due += interval;
                            waited
                        });
                        if boards == Boards::DrawnByDm {
                            table.place = Place::Direct;
                        }
                        let (acknowledged, effects) = play_on(&host, table, &mut number);
                        times.push(waited.unwrap_or_default() + acknowledged);
                        if let Some(deliveries) = &deliveries {
                            deliveries.hand(table.place, effects);
                        }
                    }
                }
                (tables, times, last_due)
            })
        })
        .collect();
    let mut tables = Vec::new();
    let mut times = Vec::new();
    let mut due_until = None;
    for worker in workers {
        let (played, timed, last_due) = worker.join().expect("a player thread");
        tables.extend(played);
        times.extend(timed);
        due_until = due_until.max(last_due);
    }
    let elapsed = started.elapsed().as_secs_f64();
    let delivered = deliveries.map(|deliveries| {
        let delivered = Arc::into_inner(deliveries)
            .expect("the players are done")
            .finish();
        let ended = delivered.ended.duration_since(started).as_secs_f64();
        (delivered, ended)
    });
    let cpu = process_cpu() - cpu_before;
    times.sort();
    let load = Load {
        moves: times.len(),
        elapsed,
        due_until: due_until.map(|due| due.duration_since(started).as_secs_f64()),
        cpu,
        times,
        delivered,
    };
    (tables, load)
}

/// The first of a thousand game numbers no other player thread uses, for the games that replace finished ones.
fn fresh_numbers() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(GAMES);
    NEXT.fetch_add(1_000, std::sync::atomic::Ordering::Relaxed)
}

/// The CPU time this process has used, user and system, from `/proc/self/stat` (in clock ticks of 10 ms).
fn process_cpu() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").expect("/proc/self/stat");
    let after_name = &stat[stat.rfind(')').expect("a process name") + 2..];
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    // utime and stime are the 14th and 15th fields; the first two (pid and name) are cut off.
    let ticks: u64 =
        fields[11].parse::<u64>().expect("utime") + fields[12].parse::<u64>().expect("stime");
    Duration::from_millis(ticks * 10)
}

/// Rounds of the metrics' cost, each with both arms.
const METRICS_ROUNDS: usize = 60;
/// Moves per arm in a round.
const METRICS_MOVES: usize = 200;

/// What recording the metrics adds to a move, in the thread's CPU time, on a temporary store (no disk
/// sync, so the move is its CPU work alone and the ratio the strictest): rounds alternate moves with no recorder (the default, as
/// without `UMPIRE_METRICS`) and with the Prometheus recorder the bot installs, so both arms share the
/// machine's state; the ratio of the two arms' totals is printed, with the spread of the rounds' ratios,
/// beside criterion's two means (measured one after the other, so further apart on a busy machine).
fn metrics_cost(criterion: &mut Criterion) {
    let host = Host::open(
        Store::temporary().expect("a temporary store"),
        HostConfig::default(),
    )
    .expect("the host opens");
    let recorder = umpire::telemetry::recorder()
        .expect("the buckets are valid")
        .build_recorder();
    let mut number = fresh_numbers();
    let mut table = new_table(&host, number);
    // The thread's CPU time, not the clock's: other processes on the machine do not count in it.
    let cpu = || {
        let time = rustix::time::clock_gettime(rustix::time::ClockId::ThreadCPUTime);
        Duration::new(time.tv_sec as u64, time.tv_nsec as u32)
    };
    let mut moves = |count: u64, recorded: bool| -> Duration {
        let mut play = || {
            play_on(&host, &mut table, &mut number);
        };
        let started = cpu();
        for _ in 0..count {
            if recorded {
                metrics::with_local_recorder(&recorder, &mut play);
            } else {
                play();
            }
        }
        cpu() - started
    };
    let mut group = criterion.benchmark_group("metrics");
    group.bench_function("move without a recorder", |bench| {
        bench.iter_custom(|iterations| moves(iterations, false))
    });
    group.bench_function("move with the Prometheus recorder", |bench| {
        bench.iter_custom(|iterations| moves(iterations, true))
    });
    group.finish();
    if !chosen("metrics") {
        return;
    }
    let (mut off, mut on, mut ratios) = (Duration::ZERO, Duration::ZERO, Vec::new());
    for round in 0..METRICS_ROUNDS {
        // Each round measures its arms in the other order than the last, so that a drift of the machine
        // (or of the games' lengths) weighs on both alike.
        let (without, with) = if round % 2 == 0 {
            let without = moves(METRICS_MOVES as u64, false);
            (without, moves(METRICS_MOVES as u64, true))
        } else {
            let with = moves(METRICS_MOVES as u64, true);
            (moves(METRICS_MOVES as u64, false), with)
        };
        ratios.push(with.as_secs_f64() / without.as_secs_f64());
        (off, on) = (off + without, on + with);
    }
    ratios.sort_by(f64::total_cmp);
    let per_move =
        |total: Duration| total.as_secs_f64() * 1e6 / (METRICS_ROUNDS * METRICS_MOVES) as f64;
    let overall = on.as_secs_f64() / off.as_secs_f64();
    println!(
        "metrics per move over {METRICS_ROUNDS} rounds of {METRICS_MOVES} moves an arm: {:.1} µs without a recorder, {:.1} µs with it: ratio {overall:.4} ({:+.2} %); rounds' ratios: median {:.4}, quartiles {:.4} to {:.4}",
        per_move(off),
        per_move(on),
        (overall - 1.0) * 100.0,
        ratios[METRICS_ROUNDS / 2],
        ratios[METRICS_ROUNDS / 4],
        ratios[METRICS_ROUNDS * 3 / 4],
    );
}

mod suite {
    use super::arena::arena_game_end;
    use super::{metrics_cost, move_end_to_end, moves_per_second_with_200_games};
    use criterion::criterion_group;

    criterion_group!(
        benches,
        move_end_to_end,
        metrics_cost,
        arena_game_end,
        moves_per_second_with_200_games
    );
}

criterion_main!(suite::benches);
