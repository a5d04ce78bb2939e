//! A message is seen once, even across a crash: the bot program, run as a process of its own on a sled
//! database, is killed with SIGKILL just after an acceptance or a move, again and again, and started
//! again each time. The kill is aimed at the delivery of what the command said, after its change was
//! stored: at its first request to Discord, or a few requests later, so that it lands while the thread is
//! being opened, before or after the line announcing it, before or after a board, or after everything
//! was delivered and before the delivery was recorded.
//!
//! Acceptances are typed or made with the challenge's Accept button (whose answer is an interaction's
//! follow-up, which takes no nonce); moves are typed or sent with `/move` in the game's thread. Every
//! acknowledged command's board is waited for before the next command, so every kill leaves something
//! the next process must deliver again or find delivered.
//!
//! Then, from every message the fake Discord made (deleted since or not): no message a person would see
//! twice (the same text and files in the same channel), every game's thread opened once, and the line
//! announcing it in the channel where the challenge was accepted.
//!
//! `UMPIRE_KILLS` sets the number of kills (40 by default); the ignored test kills 240 times.

use serde_json::json;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};
use umpire_tests::fake::messages::Kept;
use umpire_tests::fake::recorder::RecordedRequest;
use umpire_tests::fake::{FakeDiscord, Options};
use umpire_tests::fixtures::{self, CHANNEL_ID, Person};
use umpire_tests::processes::{BotProcess, Launcher, sender};

/// Blue's leopard walks up the d file while Red's lion shuffles.
const MOVES: [&str; 8] = [
    "e3d3", "a9b9", "d3d4", "b9a9", "d4d5", "a9b9", "d5d6", "b9a9",
];
/// How many of its moves each game plays, each followed by a kill.
const MOVES_PER_GAME: usize = 4;
/// How many requests after the first of a delivery a kill lets through, at most.
const AIMS: usize = 4;
/// How long a kill waits for the requests it lets through before it strikes anyway.
const AIM_PATIENCE: Duration = Duration::from_millis(300);
/// How long the bot must send nothing to count as done with what it delivers again after a start.
const QUIET: Duration = Duration::from_millis(150);
/// A guard against a hung run, not a measurement.
const PATIENCE: Duration = Duration::from_secs(30);

/// The bot's process, started again after each kill.
struct Bot<'a> {
    launcher: &'a Launcher,
    fake: &'a FakeDiscord,
    process: BotProcess,
    kills: usize,
}

impl<'a> Bot<'a> {
    async fn start(launcher: &'a Launcher, fake: &'a FakeDiscord) -> Self {
        let mut bot = Self {
            launcher,
            fake,
            process: launcher.launch(None),
            kills: 0,
        };
        bot.connected(0).await;
        bot
    }

    /// Waits until the process's gateway connection, one opened after `before` connections, serves.
    async fn connected(&mut self, before: u64) {
        let deadline = Instant::now() + PATIENCE;
        while self
            .fake
            .connection_serving(0)
            .is_none_or(|serving| serving <= before)
        {
            assert!(
                Instant::now() < deadline,
                "the bot never connected:\n{}",
                self.process.log_tail(30)
            );
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    /// Kills the process just after the command sent at `mark` was stored: once the first request of
    /// its delivery arrived, and as many more as this kill's aim lets through; then starts another.
    async fn kill_after(&mut self, mark: usize) {
        let number = self.process.number;
        let delivering = |request: &RecordedRequest| {
            sender(request) == Some(number)
                && request.method != "GET"
                && !request.path.ends_with("/callback")
        };
        let began = self
            .fake
            .wait_until(mark, PATIENCE, |requests| requests.iter().any(delivering))
            .await;
        assert!(
            began,
            "the command was never delivered:\n{}",
            self.process.log_tail(30)
        );
        let aim = self.kills % AIMS;
        if aim > 0 {
            self.fake
                .wait_until(mark, AIM_PATIENCE, |requests| {
                    requests
                        .iter()
                        .filter(|request| delivering(request))
                        .count()
                        > aim
                })
                .await;
        }
        self.process.kill();
        self.kills += 1;
        let before = self.fake.connection_count();
        self.process = self.launcher.launch(None);
        self.connected(before).await;
    }

    /// Waits until the process has been quiet for [`QUIET`]: what it delivers again after a start is
    /// done, so that the next command's delivery is the first thing it sends after that command.
    async fn quiet(&self) {
        loop {
            let mark = self.fake.mark();
            tokio::time::sleep(QUIET).await;
            if self.fake.mark() == mark {
                return;
            }
        }
    }
}

/// Waits until `found` gives something, or fails after [`PATIENCE`] saying `what` never came.
async fn eventually<T>(what: &str, mut found: impl FnMut() -> Option<T>) -> T {
    let deadline = Instant::now() + PATIENCE;
    loop {
        if let Some(value) = found() {
            return value;
        }
        assert!(Instant::now() < deadline, "{what} never came");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// Waits until a message made so far satisfies `found`.
async fn made(fake: &FakeDiscord, what: &str, found: impl Fn(&Kept) -> bool) -> Kept {
    eventually(what, || {
        fake.messages_made().into_iter().find(|kept| found(kept))
    })
    .await
}

/// The file names a message shows.
fn files(kept: &Kept) -> Vec<String> {
    kept.message["attachments"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|file| file["filename"].as_str().map(str::to_owned))
        .collect()
}

fn content(kept: &Kept) -> &str {
    kept.message["content"].as_str().unwrap_or("")
}

/// A game played through the kills: its players, number and thread.
struct Table {
    blue: Person,
    red: Person,
    game: u64,
    thread: u64,
    thread_name: String,
}

fn person(fake: &FakeDiscord, id: u64, name: String) -> Person {
    fake.add_user(id, &name);
    Person {
        id,
        name: Box::leak(name.into_boxed_str()),
    }
}

/// Blue challenges Red, who accepts (typed, or with the Accept button); the bot is killed just after
/// the acceptance. Returns the game once its first board shows.
async fn open(bot: &mut Bot<'_>, index: usize) -> Table {
    let fake = bot.fake;
    bot.quiet().await;
    let blue = person(
        fake,
        960_000_000_000_000_000 + 2 * index as u64,
        format!("kb{index:03}"),
    );
    let red = person(
        fake,
        960_000_000_000_000_001 + 2 * index as u64,
        format!("kr{index:03}"),
    );
    let challenge = fixtures::with_mentions(
        fixtures::message(
            CHANNEL_ID,
            true,
            blue,
            &format!("!challenge jungle <@{}>", red.id),
        ),
        &[red],
    );
    fake.dispatch("MESSAGE_CREATE", challenge);
    let posted = made(fake, "the challenge", |kept| {
        kept.channel == CHANNEL_ID
            && content(kept).starts_with(&format!("{} challenges", blue.name))
    })
    .await;
    bot.quiet().await;
    let mark = fake.mark();
    if index.is_multiple_of(2) {
        fake.dispatch(
            "MESSAGE_CREATE",
            fixtures::message(CHANNEL_ID, true, red, "!accept"),
        );
    } else {
        let accept = posted.message["components"][0]["components"]
            .as_array()
            .into_iter()
            .flatten()
            .find_map(|button| {
                let id = button["custom_id"].as_str()?;
                id.starts_with("umpire:accept:").then(|| id.to_owned())
            })
            .expect("an Accept button");
        let shown = fixtures::message(CHANNEL_ID, true, blue, content(&posted));
        fake.dispatch(
            "INTERACTION_CREATE",
            fixtures::button_press(CHANNEL_ID, red, &accept, shown),
        );
    }
    bot.kill_after(mark).await;
    let first = eventually("the first board, in the game's thread", || {
        let threads: Vec<(u64, String)> = fake
            .threads_under(CHANNEL_ID)
            .into_iter()
            .filter(|(_, name)| name.contains(blue.name) && name.contains(red.name))
            .collect();
        fake.messages_made().into_iter().find_map(|kept| {
            let (_, name) = threads.iter().find(|(thread, _)| *thread == kept.channel)?;
            let first = files(&kept).iter().any(|file| file.ends_with("-0.png"));
            first.then(|| (kept.clone(), name.clone()))
        })
    })
    .await;
    let (first, thread_name) = first;
    let thread = first.channel;
    let game = files(&first)
        .iter()
        .find_map(|file| {
            file.strip_prefix("game-")?
                .strip_suffix("-0.png")?
                .parse()
                .ok()
        })
        .expect("the game's number in its first board");
    Table {
        blue,
        red,
        game,
        thread,
        thread_name,
    }
}

/// Plays move `ply` of `table`'s game (typed, or with `/move`), kills the bot just after it, and waits
/// for its board.
async fn play(bot: &mut Bot<'_>, table: &Table, ply: usize) {
    let fake = bot.fake;
    bot.quiet().await;
    let mover = if ply.is_multiple_of(2) {
        table.blue
    } else {
        table.red
    };
    let mark = fake.mark();
    if (table.game as usize + ply).is_multiple_of(2) {
        let typed = fixtures::message(table.thread, true, mover, &format!("!m {}", MOVES[ply]));
        fake.dispatch("MESSAGE_CREATE", typed);
    } else {
        let command = fixtures::slash_command(
            table.thread,
            mover,
            "move",
            json!([fixtures::string_option("action", MOVES[ply])]),
        );
        fake.dispatch("INTERACTION_CREATE", command);
    }
    bot.kill_after(mark).await;
    let file = format!("game-{}-{}.png", table.game, ply + 1);
    made(fake, &format!("the board {file}"), |kept| {
        kept.channel == table.thread && files(kept).contains(&file)
    })
    .await;
}

/// What a run found.
struct Findings {
    kills: usize,
    games: usize,
    /// Copies of messages a person would see twice or more, beyond the first.
    duplicates: Vec<String>,
    /// Games whose thread was never announced in their channel.
    lost_announcements: Vec<String>,
    /// Games with more than one thread.
    threads_twice: Vec<String>,
}

/// Kills the bot `kills` times just after an acceptance or a move, and looks at what people saw.
async fn run(kills: usize) -> Findings {
    let folder = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start(Options::default()).await;
    let launcher = Launcher::new(
        env!("CARGO_BIN_EXE_umpire-bot"),
        &fake,
        folder.path().join("db").display().to_string(),
        folder.path(),
    );
    let mut bot = Bot::start(&launcher, &fake).await;
    let mut tables = Vec::new();
    while bot.kills < kills {
        let table = open(&mut bot, tables.len()).await;
        for ply in 0..MOVES_PER_GAME {
            if bot.kills >= kills {
                break;
            }
            play(&mut bot, &table, ply).await;
        }
        tables.push(table);
    }
    // Let the last process finish what it delivers again.
    tokio::time::sleep(Duration::from_millis(500)).await;
    drop(bot);
    let made = fake.messages_made();
    let mut seen: BTreeMap<(u64, String, Vec<String>), usize> = BTreeMap::new();
    for kept in made
        .iter()
        .filter(|kept| kept.message["flags"].as_u64().unwrap_or(0) & 64 == 0)
    {
        *seen
            .entry((kept.channel, content(kept).to_owned(), files(kept)))
            .or_default() += 1;
    }
    let duplicates = seen
        .iter()
        .filter(|(_, count)| **count > 1)
        .flat_map(|((channel, text, files), count)| {
            std::iter::repeat_n(format!("in {channel}: {text:?} {files:?}"), count - 1)
        })
        .collect();
    let announcement = |table: &Table| format!("{}: <#{}>", table.thread_name, table.thread);
    let lost_announcements = tables
        .iter()
        .filter(|table| {
            !made
                .iter()
                .any(|kept| kept.channel == CHANNEL_ID && content(kept) == announcement(table))
        })
        .map(|table| format!("game #{}", table.game))
        .collect();
    let threads = fake.threads_under(CHANNEL_ID);
    let threads_twice = tables
        .iter()
        .filter(|table| {
            threads
                .iter()
                .filter(|(_, name)| *name == table.thread_name)
                .count()
                > 1
        })
        .map(|table| format!("game #{}", table.game))
        .collect();
    fake.assert_all_handled();
    Findings {
        kills,
        games: tables.len(),
        duplicates,
        lost_announcements,
        threads_twice,
    }
}

fn setting(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .filter(|value| !value.trim().is_empty())
        .map_or(default, |value| value.trim().parse().expect("a number"))
}

async fn kills_show_nothing_twice_and_lose_no_announcement(kills: usize) {
    let began = Instant::now();
    let findings = run(kills).await;
    println!(
        "{} kills over {} games: {} messages seen twice, {} thread announcements lost, {} threads opened twice ({:.1} s)",
        findings.kills,
        findings.games,
        findings.duplicates.len(),
        findings.lost_announcements.len(),
        findings.threads_twice.len(),
        began.elapsed().as_secs_f64()
    );
    assert!(
        findings.duplicates.is_empty(),
        "seen twice: {:#?}",
        findings.duplicates
    );
    assert!(
        findings.lost_announcements.is_empty(),
        "announcements lost: {:?}",
        findings.lost_announcements
    );
    assert!(
        findings.threads_twice.is_empty(),
        "threads opened twice: {:?}",
        findings.threads_twice
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_killed_just_after_acceptances_and_moves_shows_each_message_once() {
    kills_show_nothing_twice_and_lose_no_announcement(setting("UMPIRE_KILLS", 40)).await;
}

/// The long run: `cargo test -p umpire-tests --test e2e -- kills:: --ignored
/// --nocapture`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "240 kills take minutes; run it with --ignored"]
async fn two_hundred_and_forty_kills_show_each_message_once() {
    kills_show_nothing_twice_and_lose_no_announcement(240).await;
}
