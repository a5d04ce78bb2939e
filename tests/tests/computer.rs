//! End to end: a game against the bot itself, through the fake Discord. The bot is challenged by
//! mentioning it (`/challenge jungle @umpire level=1`), and answers a move on its own.

use games::Seat;
use serde_json::json;
use std::sync::Arc;
use umpire::discord::GameHost;
use umpire::host::api::{COMPUTER, UserId};
use umpire::host::{Host, HostConfig};
use umpire::store::{LoggedAction, Store};
use umpire_tests::bot::RunningBot;
use umpire_tests::fake::recorder::posted_in;
use umpire_tests::fake::{FakeDiscord, Options};
use umpire_tests::fixtures::{self, ALICE, ALICE_USER, BOT_ID, CHANNEL_ID, Person};

/// The bot itself, as a user option names it.
const UMPIRE: Person = Person {
    id: BOT_ID,
    name: "umpire",
};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_takes_a_seat_when_mentioned_and_answers_a_move() {
    let fake = FakeDiscord::start(Options::default()).await;
    let host = Arc::new(
        Host::open(
            Store::temporary().expect("a temporary store"),
            HostConfig::default(),
        )
        .expect("opening the host"),
    );
    let bot = RunningBot::start(&fake, host.clone() as Arc<dyn GameHost>).await;

    let options = json!([
        fixtures::string_option("game", "jungle"),
        fixtures::user_option("player", UMPIRE),
        fixtures::string_option("details", "level=1"),
    ]);
    let challenge = fixtures::with_resolved_user(
        fixtures::slash_command(CHANNEL_ID, ALICE_USER, "challenge", options),
        UMPIRE,
    );
    let answer = fake.slash(&challenge).await;
    assert!(
        answer.content().contains("takes on the bot at level 1"),
        "{}",
        answer.line()
    );
    assert!(answer.content().contains("unrated"), "{}", answer.line());
    let game = host.store().games_of_user(UserId(ALICE)).unwrap()[0];
    let record = host.store().game(game).unwrap().unwrap();
    assert_eq!(record.player(Seat(1)).id, COMPUTER);
    let link = fake
        .wait_request("the link to the thread", |request| {
            posted_in(CHANNEL_ID)(request) && request.content().contains("<#")
        })
        .await;
    let thread: u64 = link.content().rsplit("<#").next().unwrap()[..]
        .trim_end_matches('>')
        .parse()
        .expect("a thread id in the link");

    // Alice moves; the bot answers on its own, in the thread, with the board.
    let mark = fake.mark();
    let moved = fake
        .slash(&fixtures::slash_command(
            thread,
            ALICE_USER,
            "move",
            json!([fixtures::string_option("action", "e3d3")]),
        ))
        .await;
    assert_eq!(moved.flags() & 64, 0, "e3d3 was refused: {}", moved.line());
    // The bot's search runs off the executor: wait until its move is logged.
    let deadline = tokio::time::Instant::now() + umpire_tests::fake::recorder::HANG_GUARD;
    while host.store().log(game).unwrap().len() < 2 {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the bot did not move:\n{}",
            fake.request_log()
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    let log = host.store().log(game).unwrap();
    assert_eq!(log.len(), 2, "Alice's move and the bot's");
    let LoggedAction::Play { seat, action } = &log[1].action else {
        panic!("the bot played no move: {log:?}");
    };
    assert_eq!(*seat, Seat(1));
    // The board says the move as `Red Elephant g7-g8`.
    let (from, to) = action.split_at(2);
    let said = format!("{from}-{to}");
    let answered = fake
        .wait_request_since(mark, "the bot's move in the thread", |request| {
            posted_in(thread)(request)
                && request.content().starts_with("Red ")
                && request.content().contains(&said)
                && request.files.len() == 1
        })
        .await;
    assert!(answered.files[0].bytes.starts_with(b"\x89PNG"));
    // Nothing was ever sent to the computer, and it is Alice's turn again.
    assert!(host.computer_turns().is_empty());
    bot.finish(&fake).await;
}
