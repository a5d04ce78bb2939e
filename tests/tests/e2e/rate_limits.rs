//! Rate limits as Discord sends them, met by serenity's own rate limiter (on, as in production): a
//! flooded channel gets every message in order without a request inside a bucket's reset window, and a
//! 429 of the global limit is waited out.

use std::sync::Arc;
use std::time::Duration;
use umpire::discord::GameHost;
use umpire::host::api::{ChannelId, Effect, Message, Target};
use umpire_tests::bot::RunningBot;
use umpire_tests::fake::ratelimit::RateLimits;
use umpire_tests::fake::recorder::posted_in;
use umpire_tests::fake::{FakeDiscord, Options};
use umpire_tests::fixtures::{self, ALICE_USER, CHANNEL_ID};
use umpire_tests::scripted::{Script, ScriptedHost};

/// A host answering every command with `lines` posted one by one in the standard channel.
fn host_posting(lines: Vec<String>) -> Arc<ScriptedHost> {
    let effects: Vec<Effect> = lines
        .into_iter()
        .map(|line| Effect::Send {
            to: Target::Channel(ChannelId(CHANNEL_ID)),
            message: Message {
                text: line.as_str().into(),
                ..Message::default()
            },
        })
        .collect();
    let script: Script = Box::new(move |_| effects.clone());
    Arc::new(ScriptedHost::new(
        script,
        Box::new(|_| Vec::new()),
        Vec::new(),
    ))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flooded_channel_gets_every_message_in_order_and_no_request_inside_a_reset_window() {
    let limits = RateLimits {
        per_bucket: 5,
        window: Duration::from_millis(300),
        ..RateLimits::default()
    };
    let fake = FakeDiscord::start(Options {
        rate_limits: limits,
        ..Options::default()
    })
    .await;
    let lines: Vec<String> = (1..=20).map(|n| format!("Line {n}.")).collect();
    let host = host_posting(lines.clone());
    let bot = RunningBot::start(&fake, host.clone() as Arc<dyn GameHost>).await;
    let mark = fake.mark();
    fake.dispatch(
        "MESSAGE_CREATE",
        fixtures::message(CHANNEL_ID, true, ALICE_USER, "!m a1a2"),
    );
    let posted = fake
        .wait_requests_since(mark, lines.len(), "every line", posted_in(CHANNEL_ID))
        .await;
    let contents: Vec<&str> = posted.iter().map(|request| request.content()).collect();
    assert_eq!(contents, lines, "every message arrives, in order");
    let limited = fake.inspect(mark, |requests| {
        requests
            .iter()
            .filter(|request| request.status == 429)
            .count()
    });
    assert_eq!(
        limited, 0,
        "serenity waited for each bucket's reset: no request came inside a reset window"
    );
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_global_rate_limit_is_waited_out_and_the_message_still_arrives() {
    let fake = FakeDiscord::start(Options::default()).await;
    let host = host_posting(vec!["Bob played a1a2.".to_owned()]);
    let bot = RunningBot::start(&fake, host.clone() as Arc<dyn GameHost>).await;
    let mark = fake.mark();
    fake.inject_global_rate_limit(1);
    fake.dispatch(
        "MESSAGE_CREATE",
        fixtures::message(CHANNEL_ID, true, ALICE_USER, "!m a1a2"),
    );
    fake.wait_request_since(mark, "the post after the 429", posted_in(CHANNEL_ID))
        .await;
    let statuses: Vec<u16> = fake.inspect(mark, |requests| {
        requests
            .iter()
            .filter(|request| request.path.ends_with("/messages"))
            .map(|request| request.status)
            .collect()
    });
    assert_eq!(statuses, vec![429, 200], "refused once, then sent again");
    assert_eq!(host.commands().len(), 1, "the command was handled once");
    bot.finish(&fake).await;
}
