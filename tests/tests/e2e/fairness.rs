//! End to end: the umpire's commitments through the fake Discord. Junqi, Junqi for four, Blind Junqi
//! and Cetkaik each post the seed's hash with the challenge and the first board and, where pieces are
//! hidden, the root before the first move; once the game is over, `verify` checks it.

use std::sync::Arc;
use umpire::discord::GameHost;
use umpire::host::{Host, HostConfig};
use umpire::store::Store;
use umpire_tests::bot::RunningBot;
use umpire_tests::fake::recorder::posted_in;
use umpire_tests::fake::{FakeDiscord, Options};
use umpire_tests::fixtures::{
    self, ALICE_USER, BOB_USER, CAROL_USER, CHANNEL_ID, DAVE_USER, Person,
};

/// `person` types `text` in `channel` of the server, without waiting for an answer.
fn say(fake: &FakeDiscord, channel: u64, person: Person, text: &str) {
    fake.dispatch(
        "MESSAGE_CREATE",
        fixtures::message(channel, true, person, text),
    );
}

/// Alice challenges `game` with seats open to anyone, `others` accept in turn; returns the thread and
/// everything posted in the channel and the thread by then.
async fn open_game(fake: &FakeDiscord, game: &str, others: &[Person]) -> (u64, String) {
    let text = format!("!challenge {game}");
    let posted = fake
        .type_message(
            fixtures::message(CHANNEL_ID, true, ALICE_USER, &text),
            CHANNEL_ID,
        )
        .await;
    assert!(
        posted
            .content()
            .contains("Umpire's seed, committed: SHA-256 "),
        "{}",
        posted.line()
    );
    for person in others {
        say(fake, CHANNEL_ID, *person, "!accept");
    }
    let thread = fake.thread_linked_in(CHANNEL_ID).await;
    let first = fake
        .wait_request("the first board", posted_in(thread))
        .await;
    (thread, first.content().to_owned())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn junqi_junqi_for_four_blind_junqi_and_cetkaik_commit_before_play_and_verify_at_the_end() {
    for (game, others, setup) in [
        ("junqi", &[BOB_USER][..], true),
        ("junqi4", &[BOB_USER, CAROL_USER, DAVE_USER], true),
        ("fanqi", &[BOB_USER], false),
        ("cetkaik", &[BOB_USER], false),
    ] {
        let fake = FakeDiscord::start(Options::default()).await;
        let config = HostConfig {
            seed: Some(11),
            ..HostConfig::default()
        };
        let host = Arc::new(Host::open(Store::temporary().unwrap(), config).unwrap());
        let bot = RunningBot::start(&fake, host.clone() as Arc<dyn GameHost>).await;
        let (thread, first) = open_game(&fake, game, others).await;
        assert!(
            first.contains("Umpire's seed, committed"),
            "{game}: {first}"
        );
        let everyone: Vec<Person> = std::iter::once(ALICE_USER)
            .chain(others.iter().copied())
            .collect();
        if setup {
            let mark = fake.mark();
            for person in &everyone {
                say(&fake, thread, *person, "!ready");
            }
            fake.wait_request_since(mark, "the root as play begins", |request| {
                posted_in(thread)(request) && request.content().contains("Merkle root ")
            })
            .await;
        } else if game == "fanqi" {
            assert!(first.contains("Merkle root "), "{first}");
        }
        let mark = fake.mark();
        for person in &everyone {
            say(&fake, thread, *person, "!resign confirm");
        }
        fake.wait_request_since(mark, "the result with the hint", |request| {
            posted_in(thread)(request)
                && request.content().contains("verify #1 to check the umpire")
        })
        .await;
        let mark = fake.mark();
        say(&fake, thread, CAROL_USER, "!verify #1");
        fake.wait_request_since(mark, "the answer to verify", |request| {
            posted_in(thread)(request) && request.content().contains("Game #1 verified")
        })
        .await;
        bot.stop().await;
    }
}
