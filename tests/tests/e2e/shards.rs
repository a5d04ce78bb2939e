//! Past one machine: two processes of the real bot program, each running half of the gateway shards
//! (`UMPIRE_SHARDS=0-1/4` and `2-3/4`), on one PostgreSQL database, against a fake Discord of four shards.
//!
//! Jungle games in eight servers spread over the four shards are played to their end at once, each move
//! typed in the game's thread (its server's shard, so one process or the other) or sent by direct message
//! (shard 0, so the first process, whatever the game's server); a move whose shard's connection went
//! away before its board came (its process was killed) is sent again. Midway one process is killed with SIGKILL and started again. Meanwhile the
//! clocks of a few idle games are moved close by a third writer (the test, through the store), so that
//! their reminders and time-outs fall due in processes that never scheduled them, some while one process
//! is down.
//!
//! Then: every acknowledged move (its board was posted) is in its game's log exactly once, every log is
//! the moves sent in order with no gap and no double, every stored move's board was posted, and every
//! moved deadline fired once: one reminder, then one time-out, which calls the game off (nobody made a
//! first move in it) without a log entry.
//!
//! The same storm runs on sled, the embedded store, with one process running every shard and killed
//! with SIGKILL midway: there the moves of all the games in flight share the group commit's flushes. The
//! database is then read only once the process has stopped (sled is one process's), so games are opened
//! one after another and found from their first board, and no idle game's clock is moved.
//!
//! A process asked to stop (SIGTERM, as a service manager sends) closes its connections to Discord and
//! exits; the next process goes on with the game. A rolling restart (each of the two processes on
//! PostgreSQL stopped with SIGTERM and started again in turn, the next only once every shard is served)
//! runs the same storm and the same checks.
//!
//! `UMPIRE_SHARD_GAMES` sets the number of games (24 by default, which keeps the test near half a minute
//! on two cores; 50 is the full storm), `UMPIRE_SHARD_KILLS` the number of kills (default 1; they
//! alternate between the processes). The moves of the den win are such that a move applied twice would
//! be illegal the second time, so a double would show in the log.

use games::Seat;
use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use umpire::clock::Deadline;
use umpire::host::CLAIM_LEASE;
use umpire::host::api::{GameId, UserId};
use umpire::store::{LoggedAction, Store, StoreError};
use umpire_tests::fake::recorder::{RecordedRequest, posted_in};
use umpire_tests::fake::{FakeDiscord, Options, shard_of_guild};
use umpire_tests::fixtures::{self, Person};
use umpire_tests::processes::{BotProcess, Launcher, sender};

/// Blue's leopard walks up the d file to the den while Red's lion shuffles: a den win in 13 plies.
const DEN_WIN: [&str; 13] = [
    "e3d3", "a9b9", "d3d4", "b9a9", "d4d5", "a9b9", "d5d6", "b9a9", "d6d7", "a9b9", "d7d8", "b9a9",
    "d8d9",
];

/// The bot's shards in all; the two processes' halves on PostgreSQL, and all of them in one process on
/// sled.
pub(crate) const SHARDS: u32 = 4;
const HALVES: [&str; 2] = ["0-1/4", "2-3/4"];
pub(crate) const WHOLE: [&str; 1] = ["0-3/4"];
/// Servers, spread over the shards.
const SERVERS: u64 = 8;
/// Games left idle, whose clocks are moved close.
const IDLE: usize = 4;
/// How long an idle game's time-out comes after its reminder. A reminder that comes after its time-out
/// is not sent (the time-out is due instead), and a due clock can wait up to a claim's lease
/// ([`CLAIM_LEASE`]) when the process that claimed it is killed or stopped before carrying it out: the
/// time-out comes later than that, so that the reminder is due alone.
const REMINDER_TO_TIME_OUT: u64 = CLAIM_LEASE + 5_000;

/// How often a driver looks whether the connection its move went to is still the one serving its shard.
const LOOK_EVERY: Duration = Duration::from_millis(500);
/// A guard against a hung run, not a measurement: the test fails instead of hanging.
const PATIENCE: Duration = Duration::from_secs(90);

/// Where the processes find Discord and the database.
pub(crate) struct World {
    pub(crate) fake: FakeDiscord,
    /// Starts the processes, on one database (`UMPIRE_DATABASE`: a PostgreSQL address or a sled folder).
    pub(crate) launcher: Launcher,
}

impl World {
    /// A fake Discord of four shards, and the processes' database: PostgreSQL at `address`, or else a
    /// sled database in `folder`, where the processes also keep their logs.
    pub(crate) async fn start(folder: &std::path::Path, address: Option<&str>) -> World {
        let fake = FakeDiscord::start(Options {
            shards: SHARDS,
            ..Options::default()
        })
        .await;
        let database =
            address.map_or_else(|| folder.join("db").display().to_string(), str::to_owned);
        let launcher = Launcher::new(env!("CARGO_BIN_EXE_umpire-bot"), &fake, database, folder);
        World { fake, launcher }
    }

    /// Starts a process of the bot program running `shards`.
    pub(crate) fn launch(&self, shards: &'static str) -> BotProcess {
        self.launcher.launch(Some(shards))
    }

    /// Waits until every shard is served by an identified connection.
    pub(crate) async fn all_shards_served(&self) {
        let deadline = Instant::now() + PATIENCE;
        while self.fake.serving_shards().len() < SHARDS as usize {
            assert!(
                Instant::now() < deadline,
                "the shards never all connected: {:?} serve",
                self.fake.serving_shards()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

/// A server of the storm: its id and its one channel.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Server {
    pub(crate) guild: u64,
    pub(crate) channel: u64,
}

/// A game of the storm: where it is played, by whom, its number and its thread.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Table {
    index: usize,
    server: Server,
    blue: Person,
    red: Person,
    game: GameId,
    thread: u64,
}

/// A person of the storm, named `prefix` and a fixed-width number so that no name is part of another.
fn person(fake: &FakeDiscord, id: u64, name: String) -> Person {
    fake.add_user(id, &name);
    Person {
        id,
        name: Box::leak(name.into_boxed_str()),
    }
}

/// `person` types `text` in `server`'s channel or thread `channel`.
fn say_in(fake: &FakeDiscord, server: Server, channel: u64, person: Person, text: &str) {
    let message =
        fixtures::with_guild(fixtures::message(channel, true, person, text), server.guild);
    fake.dispatch("MESSAGE_CREATE", message);
}

/// Waits until `found` holds for the store, or fails after [`PATIENCE`] saying `what` never happened.
pub(crate) async fn eventually<T>(what: &str, mut found: impl FnMut() -> Option<T>) -> T {
    let deadline = Instant::now() + PATIENCE;
    loop {
        if let Some(value) = found() {
            return value;
        }
        assert!(Instant::now() < deadline, "{what} never happened");
        tokio::time::sleep(Duration::from_millis(40)).await;
    }
}

/// Whether `request` posted a board image named `file`.
fn posts_file(request: &RecordedRequest, file: &str) -> bool {
    request.method == "POST"
        && request.status == 200
        && request.files.iter().any(|part| part.filename == file)
}

/// The channel a post went to.
fn channel_of(request: &RecordedRequest) -> Option<u64> {
    request
        .path
        .strip_prefix("/api/v10/channels/")?
        .split('/')
        .next()?
        .parse()
        .ok()
}

/// The number of the process that made `request`, from its token.
fn sender_of(request: &RecordedRequest) -> usize {
    sender(request).expect("a token ending in the process's number")
}

/// Checks that something said once was posted once, or again only after a process that posted it was
/// killed (it could not record the delivery: its parcel was taken over and delivered again, by the
/// process started in its place or by one still running), and by another process. `killed` holds the
/// processes killed. Returns how many copies came again.
fn said_once(what: &str, posts: &[&RecordedRequest], killed: &BTreeSet<usize>) -> usize {
    assert!(!posts.is_empty(), "{what} was never posted");
    for pair in posts.windows(2) {
        let (earlier, later) = (sender_of(pair[0]), sender_of(pair[1]));
        assert!(
            killed.contains(&earlier) && later != earlier,
            "{what} was posted again, by process {later} after process {earlier}, which was not killed \
             before it could record the delivery: {:?}",
            posts.iter().map(|post| post.line()).collect::<Vec<_>>()
        );
    }
    posts.len() - 1
}

/// The game whose first board (`game-N-0.png`) `request` posted, if it posted one.
fn first_board(request: &RecordedRequest) -> Option<GameId> {
    if request.method != "POST" || request.status != 200 {
        return None;
    }
    request.files.iter().find_map(|part| {
        let number = part
            .filename
            .strip_prefix("game-")?
            .strip_suffix("-0.png")?;
        number.parse().ok().map(GameId)
    })
}

/// The board file of game `game` after `ply` public moves.
fn board(game: GameId, ply: usize) -> String {
    format!("game-{}-{ply}.png", game.0)
}

/// Blue challenges Red in the server's channel and Red accepts: the game and its thread. With the
/// database open to the test (`store`), the challenge and the game are looked up there; without it they
/// are known from what the bot posts, so openings must then come one after another.
pub(crate) async fn open_table(
    fake: &FakeDiscord,
    store: Option<&Store>,
    index: usize,
    server: Server,
    prefix: &str,
) -> Table {
    let blue = person(
        fake,
        950_000_000_000_000_000 + 2 * index as u64,
        format!("{prefix}{index:03}b"),
    );
    let red = person(
        fake,
        950_000_000_000_000_001 + 2 * index as u64,
        format!("{prefix}{index:03}r"),
    );
    let challenge = fixtures::with_mentions(
        fixtures::with_guild(
            fixtures::message(
                server.channel,
                true,
                blue,
                &format!("!challenge jungle <@{}>", red.id),
            ),
            server.guild,
        ),
        &[red],
    );
    let mark = fake.mark();
    fake.dispatch("MESSAGE_CREATE", challenge);
    match store {
        Some(store) => {
            eventually(&format!("{}'s challenge", blue.name), || {
                (!store.challenges_of_user(UserId(red.id)).ok()?.is_empty()).then_some(())
            })
            .await
        }
        None => {
            fake.wait_request_since(mark, &format!("{}'s challenge", blue.name), |request| {
                posted_in(server.channel)(request)
                    && request
                        .content()
                        .starts_with(&format!("{} challenges", blue.name))
            })
            .await;
        }
    }
    let mark = fake.mark();
    say_in(fake, server, server.channel, red, "!accept");
    let game = match store {
        Some(store) => {
            eventually(&format!("{}'s game", blue.name), || {
                store.games_of_user(UserId(red.id)).ok()?.first().copied()
            })
            .await
        }
        None => {
            let opened = fake
                .wait_request_since(mark, &format!("{}'s game", blue.name), |request| {
                    first_board(request).is_some()
                })
                .await;
            first_board(&opened).expect("a first board")
        }
    };
    let first = board(game, 0);
    assert!(
        fake.wait_until(0, PATIENCE, |requests| requests
            .iter()
            .any(|request| posts_file(request, &first)))
            .await,
        "the first board of game #{} never came",
        game.0
    );
    let thread = fake
        .inspect(0, |requests| {
            requests
                .iter()
                .find(|request| posts_file(request, &first))
                .and_then(channel_of)
        })
        .expect("the board's channel");
    Table {
        index,
        server,
        blue,
        red,
        game,
        thread,
    }
}

/// What the drivers counted.
#[derive(Default)]
struct Counts {
    acknowledged: AtomicUsize,
    sent: AtomicUsize,
    by_dm: AtomicUsize,
}

/// Plays the whole den win in `table`'s game: each move typed in the thread or sent by DM, and sent again
/// when it may have been lost: when the connection of its shard went away before its board came (its
/// process was killed, or had not reconnected yet).
async fn drive(fake: FakeDiscord, table: Table, counts: Arc<Counts>) {
    for (ply, action) in DEN_WIN.iter().enumerate() {
        let mover = if ply % 2 == 0 { table.blue } else { table.red };
        let file = board(table.game, ply + 1);
        let mark = fake.mark();
        let started = Instant::now();
        let mut tries = 0;
        loop {
            let by_dm = (table.index * 7 + ply * 5 + tries).is_multiple_of(3);
            let shard = if by_dm {
                0
            } else {
                shard_of_guild(table.server.guild, SHARDS)
            };
            let Some(connection) = fake.connection_serving(shard) else {
                // Its process is down: the move would be lost; wait for it to come back.
                tokio::time::sleep(LOOK_EVERY).await;
                assert!(
                    started.elapsed() < PATIENCE,
                    "shard {shard} never came back"
                );
                continue;
            };
            if by_dm {
                let dm = fake.open_dm(mover.id);
                fake.dispatch(
                    "MESSAGE_CREATE",
                    fixtures::message(dm, false, mover, action),
                );
                counts.by_dm.fetch_add(1, Ordering::Relaxed);
            } else {
                say_in(
                    &fake,
                    table.server,
                    table.thread,
                    mover,
                    &format!("!m {action}"),
                );
            }
            counts.sent.fetch_add(1, Ordering::Relaxed);
            tries += 1;
            let mut answered = false;
            while !answered && fake.connection_serving(shard) == Some(connection) {
                answered = fake
                    .wait_until(mark, LOOK_EVERY, |requests| {
                        requests.iter().any(|request| posts_file(request, &file))
                    })
                    .await;
                assert!(
                    answered || started.elapsed() < PATIENCE,
                    "game #{}: {action} (ply {}) was never answered",
                    table.game.0,
                    ply + 1
                );
            }
            // Its connection is gone: the process that had it may have died before the move was
            // committed, or after it and before its board was posted (the board then comes from its
            // successor's outbox, and the move sent again is refused as out of turn).
            if answered
                || fake
                    .wait_until(mark, LOOK_EVERY, |requests| {
                        requests.iter().any(|request| posts_file(request, &file))
                    })
                    .await
            {
                break;
            }
            assert!(
                started.elapsed() < PATIENCE,
                "game #{}: {action} (ply {}) was never answered after {tries} tries",
                table.game.0,
                ply + 1
            );
        }
        counts.acknowledged.fetch_add(1, Ordering::Relaxed);
    }
}

/// Moves an idle game's clock so that its reminder falls due `remind_in` from now and its time-out
/// `time_out_after` later, as another writer of the database would.
fn move_clock(store: &Store, game: GameId, remind_in: u64, time_out_after: u64) {
    loop {
        let record = store.game(game).unwrap().expect("the idle game");
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_millis() as u64;
        let mut moved = record.clone();
        moved.deadline = Some(Deadline {
            at: now + remind_in + time_out_after,
            remind_at: now + remind_in,
            reminded: false,
        });
        match store.save_game(&record, &moved, None, None) {
            Ok(_) => return,
            Err(StoreError::Conflict(_)) => continue,
            Err(error) => panic!("the clock of game #{} was not moved: {error}", game.0),
        }
    }
}

/// The last lines of each process's log, for a failure.
fn logs(processes: &[BotProcess]) -> String {
    processes
        .iter()
        .map(|process| {
            format!(
                "--- {} ({}):\n{}",
                process.shards.unwrap_or("all"),
                process.log.display(),
                process.log_tail(30)
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn setting(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .filter(|value| !value.trim().is_empty())
        .map_or(default, |value| value.trim().parse().expect("a number"))
}

/// What befalls the processes midway through a storm.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Interruption {
    /// `UMPIRE_SHARD_KILLS` SIGKILLs, alternating between the processes, each started again at once.
    Kills,
    /// Each process in turn asked to stop (SIGTERM, as `systemctl restart` does), waited for until it
    /// exits, and started again; the next one only once every shard is served again.
    RollingRestart,
}

/// Asks `process` to stop with SIGTERM and waits until it has exited, successfully.
async fn stop_gracefully(process: &mut BotProcess) {
    let terminated = Command::new("kill")
        .args(["-TERM", &process.child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(terminated.success());
    let deadline = Instant::now() + PATIENCE;
    let status = loop {
        if let Some(status) = process.child.try_wait().unwrap() {
            break status;
        }
        assert!(Instant::now() < deadline, "the process never stopped");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert!(status.success(), "{status}: {}", process.log_tail(20));
}

/// The database of a storm.
enum Backend {
    /// A PostgreSQL database at this address, shared by two processes of half the shards each, which
    /// the test reads and writes meanwhile.
    Shared(String),
    /// A sled folder of the storm's own, for one process running every shard.
    Embedded,
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_processes_split_the_shards_and_a_storm_with_a_kill_keeps_every_acknowledged_move_once()
{
    let Some(server) = umpire_tests::postgres::start("shards") else {
        return;
    };
    run_storm(
        Backend::Shared(server.fresh_database()),
        Interruption::Kills,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_rolling_restart_of_two_processes_keeps_every_move_once_and_every_clock_fires_once() {
    let Some(server) = umpire_tests::postgres::start("rolling restart") else {
        return;
    };
    run_storm(
        Backend::Shared(server.fresh_database()),
        Interruption::RollingRestart,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn one_process_on_sled_through_a_storm_with_a_kill_keeps_every_acknowledged_move_once() {
    run_storm(Backend::Embedded, Interruption::Kills).await;
}

/// Plays move `ply` of the den win in `table`'s thread and waits for its board.
pub(crate) async fn play_in_thread(fake: &FakeDiscord, table: &Table, ply: usize) {
    let mover = if ply.is_multiple_of(2) {
        table.blue
    } else {
        table.red
    };
    let file = board(table.game, ply + 1);
    let mark = fake.mark();
    say_in(
        fake,
        table.server,
        table.thread,
        mover,
        &format!("!m {}", DEN_WIN[ply]),
    );
    assert!(
        fake.wait_until(mark, PATIENCE, |requests| requests
            .iter()
            .any(|request| posts_file(request, &file)))
            .await,
        "the board {file} never came"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_process_asked_to_stop_closes_its_connections_and_exits_and_the_next_goes_on() {
    let folder = tempfile::tempdir().unwrap();
    let world = World::start(folder.path(), None).await;
    let fake = world.fake.clone();
    let server = Server {
        guild: (4_096 << 22) | 5,
        channel: fixtures::fresh_id(),
    };
    fake.add_channel(server.guild, server.channel);
    let mut first = world.launch(WHOLE[0]);
    world.all_shards_served().await;
    let table = open_table(&fake, None, 0, server, "stop").await;
    play_in_thread(&fake, &table, 0).await;

    stop_gracefully(&mut first).await;
    let log = std::fs::read_to_string(&first.log).unwrap();
    assert!(log.contains("Umpire stopped."), "{log}");
    assert!(
        fake.serving_shards().is_empty(),
        "the connections were closed: {:?} still serve",
        fake.serving_shards()
    );

    let _second = world.launch(WHOLE[0]);
    world.all_shards_served().await;
    play_in_thread(&fake, &table, 1).await;
}

/// Opens the games, plays the storm with its kills or restarts, and checks every game, move, board and
/// deadline.
async fn run_storm(backend: Backend, interruption: Interruption) {
    let games = setting("UMPIRE_SHARD_GAMES", 24);
    let kills = match interruption {
        Interruption::Kills => setting("UMPIRE_SHARD_KILLS", 1),
        Interruption::RollingRestart => HALVES.len(),
    };
    let began = Instant::now();
    let folder = tempfile::tempdir().unwrap();
    let address = match &backend {
        Backend::Shared(address) => Some(address.as_str()),
        Backend::Embedded => None,
    };
    let world = World::start(folder.path(), address).await;
    let fake = world.fake.clone();
    let sled_folder = folder.path().join("db");
    let servers: Vec<Server> = (0..SERVERS)
        .map(|number| {
            let server = Server {
                guild: ((4_096 + number) << 22) | 5,
                channel: fixtures::fresh_id(),
            };
            fake.add_channel(server.guild, server.channel);
            server
        })
        .collect();
    let covered: BTreeSet<u32> = servers
        .iter()
        .map(|server| shard_of_guild(server.guild, SHARDS))
        .collect();
    assert_eq!(covered.len(), SHARDS as usize, "every shard has servers");

    let ranges: &[&'static str] = match backend {
        Backend::Shared(_) => &HALVES,
        Backend::Embedded => &WHOLE,
    };
    let mut processes: Vec<BotProcess> = ranges.iter().map(|range| world.launch(range)).collect();
    world.all_shards_served().await;
    let identified: BTreeSet<Vec<u64>> = fake
        .gateway_frames()
        .iter()
        .filter(|frame| frame.op() == Some(2))
        .map(|frame| {
            frame.payload["d"]["shard"]
                .as_array()
                .expect("a sharded IDENTIFY")
                .iter()
                .map(|number| number.as_u64().unwrap())
                .collect()
        })
        .collect();
    assert_eq!(
        identified,
        (0..u64::from(SHARDS))
            .map(|shard| vec![shard, u64::from(SHARDS)])
            .collect(),
        "each shard identified once, as one of four"
    );
    let live = match &backend {
        Backend::Shared(address) => Some(Arc::new(Store::connect(address).unwrap())),
        Backend::Embedded => None,
    };

    // Every game opens in its server's channel; the idle ones first, one in a server of each shard
    // (with the database open to the test, which moves their clocks). All at once when the test can
    // read the database, else one after another.
    let idle_games = if live.is_some() { IDLE } else { 0 };
    let prefix = |index: usize| if index < idle_games { "idle" } else { "storm" };
    let mut tables = Vec::new();
    match &live {
        Some(store) => {
            let mut openings = Vec::new();
            for index in 0..games + idle_games {
                let (fake, store) = (fake.clone(), store.clone());
                let server = servers[index % servers.len()];
                let prefix = prefix(index);
                openings.push(tokio::spawn(async move {
                    open_table(&fake, Some(&store), index, server, prefix).await
                }));
            }
            for opening in openings {
                tables.push(opening.await.expect("a game opens"));
            }
        }
        None => {
            for index in 0..games {
                let server = servers[index % servers.len()];
                tables.push(open_table(&fake, None, index, server, prefix(index)).await);
            }
        }
    }
    let storm: Vec<Table> = tables.split_off(idle_games);
    let idle = tables;
    let opened = began.elapsed();

    // The storm: every game at once; the idle games' clocks fall due during it.
    let counts = Arc::new(Counts::default());
    let drivers: Vec<_> = storm
        .iter()
        .map(|table| tokio::spawn(drive(fake.clone(), *table, counts.clone())))
        .collect();
    if let Some(store) = &live {
        for (number, table) in idle.iter().enumerate() {
            move_clock(
                store,
                table.game,
                2_000 + 2_500 * number as u64,
                REMINDER_TO_TIME_OUT,
            );
        }
    }
    let plies = storm.len() * DEN_WIN.len();
    let mut killed = BTreeSet::new();
    for kill in 0..kills {
        let due = plies * (kill + 1) / (kills + 2);
        let deadline = Instant::now() + PATIENCE;
        while counts.acknowledged.load(Ordering::Relaxed) < due {
            assert!(
                Instant::now() < deadline,
                "the storm stalled before kill {kill}:\n{}",
                logs(&processes)
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let victim = kill % processes.len();
        match interruption {
            Interruption::Kills => processes[victim].kill(),
            Interruption::RollingRestart => stop_gracefully(&mut processes[victim]).await,
        }
        killed.insert(processes[victim].number);
        processes[victim] = world.launcher.launch(processes[victim].shards);
        world.all_shards_served().await;
    }
    for driver in drivers {
        if let Err(error) = driver.await {
            panic!("{error}\n{}", logs(&processes));
        }
    }
    let stormed = began.elapsed();

    // The idle games' time-outs, each in its thread: nobody moved, so each is called off.
    for table in &idle {
        let thread = table.thread;
        assert!(
            fake.wait_until(0, PATIENCE, |requests| requests.iter().any(|request| {
                channel_of(request) == Some(thread)
                    && request
                        .content()
                        .contains("did not make a first move in time")
            }))
            .await,
            "game #{} never timed out:\n{}",
            table.game.0,
            logs(&processes)
        );
    }
    let requests = fake.requests();
    let tails = logs(&processes);
    drop(processes);
    let store = live.unwrap_or_else(|| Arc::new(Store::open(&sled_folder).unwrap()));

    // Every storm game: the den win, each move logged once and in order, each board posted.
    let mut boards_again = 0;
    for table in &storm {
        let record = store.game(table.game).unwrap().expect("a stored game");
        let log = store.log(table.game).unwrap();
        let logged: Vec<(u64, Seat, &str)> = log
            .iter()
            .map(|entry| match &entry.action {
                LoggedAction::Play { seat, action } => (entry.index, *seat, action.as_str()),
                other => panic!("game #{}: {other:?} among the moves", table.game.0),
            })
            .collect();
        let expected: Vec<(u64, Seat, &str)> = DEN_WIN
            .iter()
            .enumerate()
            .map(|(ply, action)| (ply as u64, Seat((ply % 2) as u8), *action))
            .collect();
        assert_eq!(
            logged, expected,
            "game #{}: the log is the moves sent, each once, in order",
            table.game.0
        );
        assert!(record.finished && record.log_len == DEN_WIN.len() as u64);
        for ply in 1..=DEN_WIN.len() {
            let file = board(table.game, ply);
            let posted: Vec<&RecordedRequest> = requests
                .iter()
                .filter(|request| {
                    channel_of(request) == Some(table.thread) && posts_file(request, &file)
                })
                .collect();
            boards_again += said_once(&format!("the board {file}"), &posted, &killed);
        }
    }

    // Every moved deadline fired once: one reminder to the player to act, one time-out calling the game
    // off, no log entry.
    let reminders: Vec<&RecordedRequest> = requests
        .iter()
        .filter(|request| {
            request.method == "POST"
                && request.status == 200
                && request.content().starts_with("Reminder:")
        })
        .collect();
    let (mut said_again, mut idle_reminders) = (0, 0);
    for table in &idle {
        let dm = fake.dm_channel_of(table.blue.id).unwrap_or_else(|| {
            panic!(
                "game #{} timed out, but no direct message was ever opened to Blue for its reminder:\n{tails}",
                table.game.0
            )
        });
        let named = format!("game #{} (", table.game.0);
        let reminded: Vec<&RecordedRequest> = reminders
            .iter()
            .copied()
            .filter(|request| channel_of(request) == Some(dm) && request.content().contains(&named))
            .collect();
        idle_reminders += reminded.len();
        said_again += said_once(
            &format!("game #{}'s reminder to Blue", table.game.0),
            &reminded,
            &killed,
        );
        let timeouts: Vec<&RecordedRequest> = requests
            .iter()
            .filter(|request| {
                // A post the fake refused with 429 is sent again once the limit allows: one post.
                request.method == "POST"
                    && request.status == 200
                    && channel_of(request) == Some(table.thread)
                    && request
                        .content()
                        .contains("did not make a first move in time")
            })
            .collect();
        said_again += said_once(
            &format!("game #{}'s time-out", table.game.0),
            &timeouts,
            &killed,
        );
        assert!(
            store.log(table.game).unwrap().is_empty(),
            "game #{}: calling it off logs nothing",
            table.game.0
        );
        let record = store.game(table.game).unwrap().unwrap();
        assert!(record.finished && record.cancelled);
    }
    assert_eq!(
        reminders.len(),
        idle_reminders,
        "reminders only for the idle games: {:?}",
        reminders
            .iter()
            .map(|request| request.line())
            .collect::<Vec<_>>()
    );
    // Nothing failed on the way: a process never acted on a game it held stale, which the store would
    // have refused ("Something went wrong while saving that").
    let failures: Vec<String> = requests
        .iter()
        .filter(|request| request.content().contains("Something went wrong"))
        .map(RecordedRequest::line)
        .collect();
    assert!(failures.is_empty(), "commands failed: {failures:#?}");
    fake.assert_all_handled();
    fake.assert_no_pings();

    let per_shard: BTreeMap<u32, usize> =
        storm.iter().fold(BTreeMap::new(), |mut counted, table| {
            *counted
                .entry(shard_of_guild(table.server.guild, SHARDS))
                .or_default() += 1;
            counted
        });
    println!(
        "{} games (by shard: {per_shard:?}) and {} idle; {} moves acknowledged and checked in the logs, \
         {} sent ({} by DM); {kills} kill(s); {boards_again} boards and {said_again} deadline messages posted again \
         after a kill; {} reminders and {} time-outs once each; games opened in {:.1} s, storm done at {:.1} s, \
         all checked at {:.1} s",
        storm.len(),
        idle.len(),
        counts.acknowledged.load(Ordering::Relaxed),
        counts.sent.load(Ordering::Relaxed),
        counts.by_dm.load(Ordering::Relaxed),
        idle.len(),
        idle.len(),
        opened.as_secs_f64(),
        stormed.as_secs_f64(),
        began.elapsed().as_secs_f64(),
    );
}
