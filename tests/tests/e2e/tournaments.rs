//! A Swiss tournament of 9 players × 4 rounds through the fake Discord and the real bot: players join by
//! the announcement's button (its count kept live), its creator starts it, its rounds (a bye each),
//! standings (with their picture) and podium go to its own thread, and each game is ended by its loser's
//! resignation in the game's thread. Then the same run by the bot program as a process of its own, killed
//! with SIGKILL while it delivers a resignation of round 2 and started again: the tournament goes on to
//! its podium, each round's pairings and every post of its thread seen once and each game's thread opened
//! once.

use crate::support::press;
use std::sync::Arc;
use std::time::{Duration, Instant};
use umpire::discord::GameHost;
use umpire::host::api::{GameId, TournamentId, UserId};
use umpire::host::{Host, HostConfig};
use umpire::store::{Stage, Store};
use umpire_tests::bot::RunningBot;
use umpire_tests::fake::recorder::RecordedRequest;
use umpire_tests::fake::{FakeDiscord, Options};
use umpire_tests::fixtures::{
    self, ALICE_USER, BOB_USER, CAROL_USER, CHANNEL_ID, DAVE_USER, Person,
};
use umpire_tests::processes::{Launcher, sender};

/// Another player, numbered past the fixtures' four.
const fn player(number: u64, name: &'static str) -> Person {
    Person {
        id: 910_000_000_000_000_100 + number,
        name,
    }
}

/// The players, who join in this order.
const PLAYERS: [Person; 9] = [
    ALICE_USER,
    BOB_USER,
    CAROL_USER,
    DAVE_USER,
    player(5, "erin"),
    player(6, "frank"),
    player(7, "grace"),
    player(8, "heidi"),
    player(9, "ivan"),
];
/// How many rounds it plays.
const ROUNDS: usize = 4;

/// The player of id `id`.
fn person(id: UserId) -> Person {
    *PLAYERS
        .iter()
        .find(|person| person.id == id.0)
        .expect("a player of the tournament")
}

/// The games of the last round paired in tournament t1, each with the player who resigns it (the
/// second), and the player given its bye.
fn playing(host: &Host) -> (Vec<(GameId, Person)>, UserId) {
    let record = host.store().tournament(TournamentId(1)).unwrap().unwrap();
    let Stage::Playing(swiss) = &record.stage else {
        panic!("the tournament plays: {:?}", record.stage)
    };
    let round = swiss.rounds().last().expect("a round is paired");
    assert_eq!(
        round.boards.len(),
        4,
        "nine players play four games a round"
    );
    let games = round
        .boards
        .iter()
        .map(|board| (board.game.expect("its game is open"), person(board.second)))
        .collect();
    (games, round.bye.expect("nine players leave one out"))
}

/// Whether `request` posts a message in `channel` whose text holds `text`.
fn posts(request: &RecordedRequest, channel: u64, text: &str) -> bool {
    request.is("POST", &format!("/api/v10/channels/{channel}/messages"))
        && request.status == 200
        && request.content().contains(text)
}

/// The standings picture `request` attaches, checked to decode as a PNG.
fn standings_picture(request: &RecordedRequest) {
    let file = request
        .files
        .iter()
        .find(|file| file.filename == "tournament-t1-standings.png")
        .unwrap_or_else(|| panic!("no standings picture in {}", request.line()));
    let decoder = png::Decoder::new(std::io::Cursor::new(file.bytes.as_slice()));
    let reader = decoder.read_info().expect("the standings picture is a PNG");
    assert!(reader.info().width >= 330, "{:?}", reader.info());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_is_played_in_its_thread_to_its_podium_with_its_standings_picture() {
    let fake = FakeDiscord::start(Options::default()).await;
    let host = Arc::new(
        Host::open(Store::temporary().unwrap(), HostConfig::default()).expect("opening the host"),
    );
    let bot = RunningBot::start(&fake, host.clone() as Arc<dyn GameHost>).await;
    let typed = fixtures::message(
        CHANNEL_ID,
        true,
        ALICE_USER,
        "!tournament create jungle swiss rounds=4 1d",
    );
    fake.type_message(typed, CHANNEL_ID).await;
    for (count, player) in PLAYERS.into_iter().enumerate() {
        let mark = fake.mark();
        let joined = press(&fake, CHANNEL_ID, true, player, "umpire:tjoin:1").await;
        assert!(
            joined.content().contains("You are in tournament t1."),
            "{}",
            joined.content()
        );
        let live = format!("Players ({}/64)", count + 1);
        fake.wait_request_since(mark, "the announcement's live count", |request| {
            request.method == "PATCH"
                && request
                    .path
                    .starts_with(&format!("/api/v10/channels/{CHANNEL_ID}/messages/"))
                && request.content().contains(&live)
        })
        .await;
    }
    let mark = fake.mark();
    press(&fake, CHANNEL_ID, true, ALICE_USER, "umpire:tstart:1").await;
    let pairings = fake
        .wait_request_since(mark, "the first round's pairings", |request| {
            request.method == "POST" && request.content().contains("round 1 of 4")
        })
        .await;
    let threads = fake.threads_under(CHANNEL_ID);
    let (thread, name) = threads
        .iter()
        .find(|(_, name)| name.starts_with("t1 · Jungle"))
        .unwrap_or_else(|| panic!("no tournament thread among {threads:?}"));
    assert!(name.contains("Swiss in 4 rounds"), "{name}");
    let mut byes = Vec::new();
    fake.wait_request_since(mark, "the link to the thread", |request| {
        posts(request, CHANNEL_ID, &format!("<#{thread}>"))
    })
    .await;
    let mut pairings = pairings;
    for round in 1..=ROUNDS {
        let (games, bye) = playing(&host);
        assert!(!byes.contains(&bye), "a second bye for {bye:?}");
        byes.push(bye);
        let listed = pairings.content();
        assert!(
            posts(&pairings, *thread, &format!("round {round} of {ROUNDS}")),
            "{}",
            pairings.line()
        );
        assert!(
            listed.contains(&format!("Bye (a point): {}", person(bye).name)),
            "{listed}"
        );
        let mark = fake.mark();
        for (game, loser) in games {
            assert!(listed.contains(&format!("#{} ", game.0)), "{listed}");
            let place = game_thread(&fake, game.0).await;
            let link = format!("<#{place}>");
            fake.wait_request(&format!("the link to game #{}", game.0), |request| {
                posts(request, *thread, &link)
                    && request.content().starts_with(&format!("#{} ", game.0))
            })
            .await;
            let board = fixtures::message(place, true, loser, "the game's board");
            let confirm = format!("umpire:resign:{}:confirm", game.0);
            fake.dispatch(
                "INTERACTION_CREATE",
                fixtures::button_press(place, loser, &confirm, board),
            );
        }
        let (what, text) = match round {
            ROUNDS => ("the podium", "is over"),
            _ => (
                "the standings after the round",
                "Standings of tournament t1 after round",
            ),
        };
        let standings = fake
            .wait_request_since(mark, what, |request| posts(request, *thread, text))
            .await;
        standings_picture(&standings);
        if round < ROUNDS {
            let next = format!("round {} of {ROUNDS}", round + 1);
            pairings = fake
                .wait_request_since(mark, "the next round's pairings", |request| {
                    posts(request, *thread, &next)
                })
                .await;
        } else {
            assert!(
                standings.content().contains("🥇"),
                "{}",
                standings.content()
            );
        }
    }
    let record = host.store().tournament(TournamentId(1)).unwrap().unwrap();
    assert!(matches!(record.stage, Stage::Over(_)), "{:?}", record.stage);
    assert_eq!(
        fake.threads_under(CHANNEL_ID)
            .iter()
            .filter(|(_, name)| name.starts_with("t1 · "))
            .count(),
        1,
        "one thread for the tournament"
    );
    bot.finish(&fake).await;
}

/// A guard against a hung run, not a measurement.
const PATIENCE: Duration = Duration::from_secs(30);

/// The player named `name`.
fn named(name: &str) -> Person {
    *PLAYERS
        .iter()
        .find(|person| person.name == name)
        .unwrap_or_else(|| panic!("no player {name}"))
}

/// A round as its pairings post says: each game's number with the player who resigns it (the second),
/// and the player given the bye.
fn paired(text: &str) -> (Vec<(u64, Person)>, Person) {
    let mut games = Vec::new();
    let mut bye = None;
    for line in text.lines() {
        if let Some(name) = line.strip_prefix("Bye (a point): ") {
            bye = Some(named(name));
        } else if let Some((number, players)) =
            line.strip_prefix('#').and_then(|rest| rest.split_once(' '))
        {
            let (_, second) = players.split_once(" – ").expect("two players");
            games.push((number.parse().expect("a game number"), named(second)));
        }
    }
    (games, bye.unwrap_or_else(|| panic!("no bye in {text}")))
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

/// Waits until the bot process's gateway connection, one opened after `before` connections, serves.
async fn connected(fake: &FakeDiscord, before: u64) {
    eventually("the bot's connection", || {
        fake.connection_serving(0)
            .filter(|serving| *serving > before)
    })
    .await;
}

/// Waits until the bot has sent nothing for a while: done with what it was delivering.
async fn quiet(fake: &FakeDiscord) {
    loop {
        let mark = fake.mark();
        tokio::time::sleep(Duration::from_millis(150)).await;
        if fake.mark() == mark {
            return;
        }
    }
}

/// The thread of game `game`, once opened.
async fn game_thread(fake: &FakeDiscord, game: u64) -> u64 {
    let prefix = format!("#{game} Jungle");
    eventually(&format!("the thread of game #{game}"), || {
        fake.threads_under(CHANNEL_ID)
            .into_iter()
            .find(|(_, name)| name.starts_with(&prefix))
            .map(|(thread, _)| thread)
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_goes_on_after_a_kill_in_round_two_pairing_no_round_and_opening_no_game_twice()
{
    let folder = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start(Options::default()).await;
    for player in &PLAYERS[4..] {
        fake.add_user(player.id, player.name);
    }
    let launcher = Launcher::new(
        env!("CARGO_BIN_EXE_umpire-bot"),
        &fake,
        folder.path().join("db").display().to_string(),
        folder.path(),
    );
    let mut process = launcher.launch(None);
    connected(&fake, 0).await;
    let typed = fixtures::message(
        CHANNEL_ID,
        true,
        ALICE_USER,
        "!tournament create jungle swiss rounds=4 1d",
    );
    fake.type_message(typed, CHANNEL_ID).await;
    for player in PLAYERS {
        press(&fake, CHANNEL_ID, true, player, "umpire:tjoin:1").await;
    }
    let mark = fake.mark();
    press(&fake, CHANNEL_ID, true, ALICE_USER, "umpire:tstart:1").await;
    let thread = eventually("the tournament's thread", || {
        fake.threads_under(CHANNEL_ID)
            .into_iter()
            .find(|(_, name)| name.starts_with("t1 · "))
            .map(|(thread, _)| thread)
    })
    .await;
    let mut mark = mark;
    for round in 1..=ROUNDS {
        let heading = format!("round {round} of {ROUNDS}");
        let pairings = fake
            .wait_request_since(mark, &heading, |request| posts(request, thread, &heading))
            .await;
        let (games, _) = paired(pairings.content());
        assert_eq!(games.len(), 4, "{}", pairings.content());
        mark = fake.mark();
        for (index, (game, loser)) in games.into_iter().enumerate() {
            let place = game_thread(&fake, game).await;
            let board = fixtures::message(place, true, loser, "the game's board");
            let confirm = format!("umpire:resign:{game}:confirm");
            let killed = round == 2 && index == 1;
            if killed {
                // What the process sends next is this resignation's delivery, after its end was stored.
                quiet(&fake).await;
            }
            let resigned = fake.mark();
            fake.dispatch(
                "INTERACTION_CREATE",
                fixtures::button_press(place, loser, &confirm, board),
            );
            if killed {
                let number = process.number;
                let delivering = |request: &RecordedRequest| {
                    sender(request) == Some(number)
                        && request.method != "GET"
                        && !request.path.ends_with("/callback")
                };
                let began = fake
                    .wait_until(resigned, PATIENCE, |requests| {
                        requests.iter().any(delivering)
                    })
                    .await;
                assert!(began, "the resignation was never delivered");
                process.kill();
                let before = fake.connection_count();
                process = launcher.launch(None);
                connected(&fake, before).await;
            }
        }
    }
    fake.wait_request_since(mark, "the podium", |request| {
        posts(request, thread, "is over")
    })
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    drop(process);
    let made = fake.messages_made();
    for round in 1..=ROUNDS {
        let heading = format!("round {round} of {ROUNDS}");
        let posted = made
            .iter()
            .filter(|kept| {
                kept.channel == thread
                    && kept.message["content"]
                        .as_str()
                        .is_some_and(|text| text.contains(&heading))
            })
            .count();
        assert_eq!(posted, 1, "the pairings of round {round} posted once");
    }
    let mut in_thread: Vec<&str> = made
        .iter()
        .filter(|kept| kept.channel == thread)
        .filter_map(|kept| kept.message["content"].as_str())
        .collect();
    let posted = in_thread.len();
    in_thread.sort_unstable();
    in_thread.dedup();
    assert_eq!(
        in_thread.len(),
        posted,
        "a post in the tournament's thread seen twice"
    );
    let threads = fake.threads_under(CHANNEL_ID);
    for game in 1..=16 {
        let prefix = format!("#{game} Jungle");
        let opened = threads
            .iter()
            .filter(|(_, name)| name.starts_with(&prefix))
            .count();
        assert_eq!(opened, 1, "game #{game} opened once: {threads:?}");
    }
    assert_eq!(
        threads.len(),
        17,
        "sixteen games and the tournament: {threads:?}"
    );
}
