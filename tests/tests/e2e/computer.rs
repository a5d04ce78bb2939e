//! End to end: games against the bot itself, through the fake Discord. The bot is challenged by
//! mentioning it (`/challenge jungle @umpire level=1`), answers a move on its own, and plays whole
//! games: Jungle to its result, and Junqi from its own private setup to its result.

use games::{Game, Seat};
use serde_json::json;
use std::sync::Arc;
use umpire::discord::GameHost;
use umpire::host::Host;
use umpire::host::api::GameId;
use umpire::store::LoggedAction;
use umpire_tests::bot::{RunningBot, fast_host};
use umpire_tests::computer::{alice_challenges_the_bot, alice_plays_to_the_end};
use umpire_tests::fake::recorder::{RecordedRequest, posted_in};
use umpire_tests::fake::{FakeDiscord, Options};
use umpire_tests::fixtures::{self, ALICE_USER, BOT_ID};
use umpire_tests::setup::alice_sets_up_by_dm_and_play_starts;

/// Alice's action in `game`: what the computer at `level` would play for her seat.
fn alice_thinks(game: &dyn Game, level: u8) -> String {
    let seen = ai::Seen::new(game, Seat(0));
    let order = ai::Order::measured(ai::Level::new(level).expect("a level"), 7);
    let thought = ai::think(&seen, &order).expect("a move for Alice");
    thought.actions[0].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_takes_a_seat_when_mentioned_and_answers_a_move() {
    let fake = FakeDiscord::start(Options::default()).await;
    let host = fast_host(11);
    let bot = RunningBot::start(&fake, host.clone() as Arc<dyn GameHost>).await;
    let (game, thread) = alice_challenges_the_bot(&fake, &host, "jungle", "level=1").await;

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

/// The bot's seat played through the same actions as a player's, and the result announced in the
/// thread; nothing was ever sent to the computer.
async fn assert_the_bot_played_to_the_result(
    fake: &FakeDiscord,
    host: &Host,
    game: GameId,
    thread: u64,
) {
    let log = host.store().log(game).unwrap();
    let bots = log
        .iter()
        .filter(|entry| matches!(entry.action, LoggedAction::Play { seat, .. } if seat == Seat(1)))
        .count();
    assert!(bots >= 3, "{log:?}");
    fake.wait_request("the result line", |request| {
        posted_in(thread)(request)
            && (request.content().contains("wins") || request.content().contains("draw"))
    })
    .await;
    assert_eq!(
        fake.dm_channel_of(BOT_ID),
        None,
        "nothing is sent to the bot"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_jungle_game_against_the_bot_is_played_to_its_result() {
    let fake = FakeDiscord::start(Options::default()).await;
    let host = fast_host(11);
    let bot = RunningBot::start(&fake, host.clone() as Arc<dyn GameHost>).await;
    let (game, thread) = alice_challenges_the_bot(&fake, &host, "jungle", "level=1").await;

    alice_plays_to_the_end(&fake, &host, (game, thread), |state| alice_thinks(state, 3)).await;
    assert_the_bot_played_to_the_result(&fake, &host, game, thread).await;
    bot.finish(&fake).await;
}

/// What `post` says, with the text of its attachments.
fn said_and_attached(post: &RecordedRequest) -> String {
    post.files
        .iter()
        .fold(post.content().to_owned(), |text, file| {
            text + &String::from_utf8_lossy(&file.bytes)
        })
}

/// Alice's setup: the Marshal on e6, at the head of the e-file railroad.
const SOUTH: &str = "41379/6.5.3/22.8B/1.7.5/M3B64/2F1MM";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_junqi_game_against_the_bot_is_played_from_its_private_setup_to_its_result() {
    let fake = FakeDiscord::start(Options::default()).await;
    let host = fast_host(11);
    let bot = RunningBot::start(&fake, host.clone() as Arc<dyn GameHost>).await;
    let (game, thread) = alice_challenges_the_bot(&fake, &host, "junqi", "level=1").await;

    // Alice sets up by DM; the bot sets up on its own, and the thread learns only that it is ready.
    fake.wait_request("Alice's setup DM", |request| {
        request.method == "POST" && request.content().contains("set up your pieces")
    })
    .await;
    alice_sets_up_by_dm_and_play_starts(&fake, thread, SOUTH).await;
    alice_plays_to_the_end(&fake, &host, (game, thread), |state| alice_thinks(state, 2)).await;
    assert_the_bot_played_to_the_result(&fake, &host, game, thread).await;

    // The bot's setup was shown to nobody before the game's end revealed the full record: not in
    // public, not to Alice.
    let reveal = fake
        .wait_request("the full record in public", |request| {
            posted_in(thread)(request) && request.content().contains("full record")
        })
        .await;
    // A long record comes as an attached file.
    let bots_setup = said_and_attached(&reveal)
        .split("[Setup N \"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("the bot's setup in the full record")
        .to_owned();
    assert_ne!(bots_setup, SOUTH);
    for post in fake.requests() {
        if post.content().contains("full record") {
            continue;
        }
        assert!(
            !said_and_attached(&post).contains(&bots_setup),
            "the bot's setup was shown: {}",
            post.line()
        );
    }
    bot.finish(&fake).await;
}
