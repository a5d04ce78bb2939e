//! End to end: a Junqi game through the fake Discord, from the challenge through both private setups (one
//! player with closed DMs, who sets up with the ephemeral `/setup`) to a flag capture and the public reveal.

use crate::support::bob_accepts_by_button;
use serde_json::json;
use std::sync::Arc;
use umpire::discord::GameHost;
use umpire::host::api::UserId;
use umpire::host::{Host, HostConfig};
use umpire::store::Store;
use umpire_tests::bot::RunningBot;
use umpire_tests::fake::recorder::{RecordedRequest, posted_in};
use umpire_tests::fake::{FakeDiscord, Options};
use umpire_tests::fixtures::{self, ALICE, ALICE_USER, BOB, BOB_USER, CHANNEL_ID};
use umpire_tests::setup::alice_sets_up_by_dm_and_play_starts;

/// South's setup: the Marshal on e6, at the head of the e-file railroad.
const SOUTH: &str = "41379/6.5.3/22.8B/1.7.5/M3B64/2F1MM";
/// North's setup: weak pieces down the e file, the flag on d12 beside e12.
const NORTH: &str = "12345/2.3.6/27.89/3.B.B/14567/1FMMM";

/// South's Marshal takes the e file and then the flag on d12.
const CAPTURE: [&str; 13] = [
    "e6xe7", "d7-d8", "e7xe8", "d8-d7", "e8xe9", "d7-d8", "e9xe10", "d8-d7", "e10xe11", "d7-d8",
    "e11xe12", "pass", "e12xd12",
];

/// `/setup <words>` as Bob in the thread: the answer must be ephemeral.
async fn bob_sets_up(fake: &FakeDiscord, thread: u64, words: &str) -> RecordedRequest {
    let options = json!([fixtures::string_option("words", words)]);
    let answer = fake
        .slash(&fixtures::slash_command(thread, BOB_USER, "setup", options))
        .await;
    assert_eq!(
        answer.flags() & 64,
        64,
        "/setup {words} is answered privately"
    );
    answer
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn junqi_from_private_setups_to_a_flag_capture_and_the_public_reveal() {
    junqi_game(Store::temporary().unwrap()).await;
}

/// The same game with the bot on PostgreSQL: every store call made from the adapter's async tasks and its
/// blocking pool alike.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn junqi_on_postgres() {
    let Some(server) = umpire_tests::postgres::start("junqi_on_postgres") else {
        return;
    };
    let address = server.fresh_database();
    junqi_game(Store::connect(&address).unwrap()).await;
    let store = Store::connect(&address).unwrap();
    let finished = store.finished_games().unwrap();
    assert_eq!(finished.len(), 1);
    assert_eq!(
        store.log(finished[0].id).unwrap().len() as u64,
        finished[0].log_len
    );
}

async fn junqi_game(store: Store) {
    let fake = FakeDiscord::start(Options::default()).await;
    let host = Arc::new(Host::open(store, HostConfig::default()).unwrap());
    let bot = RunningBot::start(&fake, host.clone() as Arc<dyn GameHost>).await;

    // Bob's DMs are closed; Alice challenges him and he accepts.
    fake.close_dms(BOB);
    let options = json!([
        fixtures::string_option("game", "junqi"),
        fixtures::user_option("player", BOB_USER),
        fixtures::string_option("details", "setup=10m 2h")
    ]);
    let command = fixtures::slash_command(CHANNEL_ID, ALICE_USER, "challenge", options);
    let challenge = fake
        .slash(&fixtures::with_resolved_user(command, BOB_USER))
        .await;
    let thread = bob_accepts_by_button(&fake, &challenge).await;

    // Alice gets her half by DM; Bob's DM fails, and the thread tells him how to set up privately.
    let alice_setup = fake
        .wait_request("Alice's setup DM", |request| {
            request.method == "POST" && request.content().contains("set up your pieces")
        })
        .await;
    let alice_dm = fake.dm_channel_of(ALICE).expect("Alice's DM channel");
    assert_eq!(
        alice_setup.path,
        format!("/api/v10/channels/{alice_dm}/messages")
    );
    assert_eq!(alice_setup.files.len(), 1, "her half comes as an image");
    let fallback = fake
        .wait_request("the fallback for Bob", |request| {
            posted_in(thread)(request) && request.content().contains("/setup")
        })
        .await;
    assert!(fallback.content().contains("bob"), "{}", fallback.content());
    assert!(fallback.content().contains("Allow direct messages"));

    // A typed `!setup` is answered by DM only: Bob, already told of his closed DMs in this game, hears
    // briefly that the answer could not go by DM, and how to get it.
    let typed_setup = fake
        .type_message(
            fixtures::message(thread, true, BOB_USER, "!setup show"),
            thread,
        )
        .await;
    assert!(
        typed_setup
            .content()
            .contains("could not send you my answer by direct message"),
        "{}",
        typed_setup.content()
    );
    assert!(!typed_setup.content().contains("Your setup"));
    assert!(typed_setup.files.is_empty());

    // Bob sets up in the thread with the ephemeral /setup; the thread only learns that he is ready.
    let loaded = bob_sets_up(&fake, thread, NORTH).await;
    assert!(loaded.content().contains(NORTH), "{}", loaded.content());
    let saved = bob_sets_up(&fake, thread, "save fast").await;
    assert!(saved.content().contains("fast"));
    let mark = fake.mark();
    bob_sets_up(&fake, thread, "ready").await;
    let ready = fake
        .wait_request_since(mark, "Bob's readiness in public", posted_in(thread))
        .await;
    assert!(
        ready.content().starts_with("bob (North) is ready."),
        "{}",
        ready.content()
    );

    // Alice sets up in her DMs with typed commands; the last `ready` starts play in the thread.
    let started = alice_sets_up_by_dm_and_play_starts(&fake, thread, SOUTH).await;
    assert_eq!(started.files.len(), 1, "the public board has its image");

    // Play to the flag capture: Alice by slash command, Bob by typed command in the thread.
    for (ply, action) in CAPTURE.iter().enumerate() {
        let mark = fake.mark();
        if ply % 2 == 0 {
            let options = json!([fixtures::string_option("action", action)]);
            let answer = fake
                .slash(&fixtures::slash_command(
                    thread, ALICE_USER, "move", options,
                ))
                .await;
            assert_eq!(answer.flags() & 64, 0, "{action}: {}", answer.line());
        } else {
            let text = if *action == "pass" {
                "!pass".to_owned()
            } else {
                format!("!m {action}")
            };
            fake.dispatch(
                "MESSAGE_CREATE",
                fixtures::message(thread, true, BOB_USER, &text),
            );
            let said = if *action == "pass" {
                "North passes".to_owned()
            } else {
                format!("North {action}")
            };
            fake.wait_request_since(mark, &format!("the board after {action}"), |request| {
                posted_in(thread)(request) && request.content().starts_with(&said)
            })
            .await;
        }
    }
    let reveal = fake
        .wait_request("the full record in public", |request| {
            posted_in(thread)(request) && request.content().contains("full record")
        })
        .await;
    assert!(
        reveal.content().contains(&format!("[Setup S \"{SOUTH}\"]")),
        "{}",
        reveal.content()
    );
    assert!(reveal.content().contains(&format!("[Setup N \"{NORTH}\"]")));
    let over = fake
        .wait_request("the result in the channel", |request| {
            posted_in(CHANNEL_ID)(request) && request.content().contains("is over")
        })
        .await;
    assert!(
        over.content()
            .contains("alice (South) wins by capturing the flag"),
        "{}",
        over.content()
    );

    // Nothing public named a rank before the reveal.
    for post in fake.public_posts() {
        if post.content().contains("full record") {
            continue;
        }
        assert!(
            !post.content().contains(NORTH) && !post.content().contains(SOUTH),
            "a setup was posted publicly: {}",
            post.line()
        );
    }
    assert!(
        host.store()
            .games_of_user(UserId(ALICE))
            .unwrap()
            .is_empty()
    );
    bot.finish(&fake).await;
}
