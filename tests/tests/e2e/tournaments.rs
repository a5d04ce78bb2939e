//! A Swiss tournament of 9 players × 4 rounds through the fake Discord and the real bot: players join by
//! the announcement's button (its count kept live), its creator starts it, its rounds (a bye each),
//! standings (with their picture) and podium go to its own thread, and each game is ended by its loser's
//! resignation in the game's thread.

use crate::support::press;
use std::sync::Arc;
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
            let place = host.game_place(game).expect("the game has its place");
            assert_ne!(place.0, *thread);
            let board = fixtures::message(place.0, true, loser, "the game's board");
            let confirm = format!("umpire:resign:{}:confirm", game.0);
            fake.dispatch(
                "INTERACTION_CREATE",
                fixtures::button_press(place.0, loser, &confirm, board),
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
