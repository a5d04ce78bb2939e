//! `set ping on`: the player to move is mentioned, and the message's allowed mentions name exactly them.

use serde_json::Value;
use std::sync::Arc;
use umpire::discord::GameHost;
use umpire::host::api::{ChannelId, Place, ServerId, UserId};
use umpire_tests::bot::{RunningBot, fast_host};
use umpire_tests::fake::recorder::posted_in;
use umpire_tests::fake::{FakeDiscord, Options};
use umpire_tests::fixtures::{self, ALICE, ALICE_USER, BOB, BOB_USER, CHANNEL_ID, GUILD_ID};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_ping_on_the_player_to_move_is_mentioned_and_only_they_may_be_pinged() {
    let fake = FakeDiscord::start(Options::default()).await;
    let host = fast_host(7);
    let bot = RunningBot::start(&fake, host.clone() as Arc<dyn GameHost>).await;
    let said = fixtures::message(CHANNEL_ID, true, BOB_USER, "!set ping on");
    // A setting's answer is private: it goes to Bob's DMs.
    fake.type_message(said, fake.open_dm(BOB)).await;

    let challenge = fixtures::challenge_command(CHANNEL_ID, ALICE_USER, "jungle", BOB_USER);
    let posted = fake.slash(&challenge).await;
    let accept = posted
        .button_ids()
        .into_iter()
        .find(|id| id.starts_with("umpire:accept:"))
        .expect("an Accept button");
    let shown = fixtures::message(CHANNEL_ID, true, BOB_USER, posted.content());
    let press = fixtures::button_press(CHANNEL_ID, BOB_USER, &accept, shown);
    fake.dispatch("INTERACTION_CREATE", press);
    let thread = fake.thread_linked_in(CHANNEL_ID).await;
    fake.wait_request("the first board", posted_in(thread))
        .await;

    // Alice moves first if it is her turn; then it is Bob's, who asked to be pinged.
    let place = Place::Channel {
        server: ServerId(GUILD_ID),
        channel: ChannelId(thread),
    };
    if let Some(first) = host.legal_moves(UserId(ALICE), place, "").first() {
        let said = fixtures::message(thread, true, ALICE_USER, &format!("!move {first}"));
        fake.dispatch("MESSAGE_CREATE", said);
    }
    let ping = fake
        .wait_request("a board that pings Bob", |request| {
            posted_in(thread)(request)
                && request.allowed_mentions()["users"]
                    .as_array()
                    .is_some_and(|users| !users.is_empty())
        })
        .await;
    assert!(
        ping.content().starts_with(&format!("<@{BOB}>")),
        "Bob is mentioned: {}",
        ping.content()
    );
    let mentions = ping.allowed_mentions();
    assert_eq!(mentions["users"], serde_json::json!([BOB.to_string()]));
    assert!(
        mentions["parse"].as_array().is_none_or(Vec::is_empty),
        "no one else may be pinged: {mentions}"
    );
    assert!(
        mentions["roles"].as_array().is_none_or(Vec::is_empty),
        "no role may be pinged: {mentions}"
    );
    for request in fake.requests() {
        let users: &Value = &request.allowed_mentions()["users"];
        let pinged = users.as_array().map(Vec::len).unwrap_or(0);
        assert!(
            pinged == 0 || users == &serde_json::json!([BOB.to_string()]),
            "only Bob is ever pinged: {}",
            request.line()
        );
    }
    bot.stop().await;
    fake.assert_all_handled();
}
