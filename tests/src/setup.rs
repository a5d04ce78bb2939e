//! Private setups through the fake Discord.

use crate::fake::FakeDiscord;
use crate::fake::recorder::{RecordedRequest, posted_in};
use crate::fixtures::{self, ALICE, ALICE_USER};

/// Alice, the last to set up, types `!setup WORDS` and then `!ready` in her DMs: returns the first
/// board of play in `thread`.
pub async fn alice_sets_up_by_dm_and_play_starts(
    fake: &FakeDiscord,
    thread: u64,
    words: &str,
) -> RecordedRequest {
    let alice_dm = fake.dm_channel_of(ALICE).expect("Alice's DM channel");
    let said = fixtures::message(alice_dm, false, ALICE_USER, &format!("!setup {words}"));
    let answer = fake.type_message(said, alice_dm).await;
    assert!(answer.content().contains(words), "{}", answer.content());
    let mark = fake.mark();
    fake.dispatch(
        "MESSAGE_CREATE",
        fixtures::message(alice_dm, false, ALICE_USER, "!ready"),
    );
    fake.wait_request_since(mark, "the first board of play", |request| {
        posted_in(thread)(request) && request.content().contains("Both sides are ready")
    })
    .await
}
