//! Games against the computer through the fake Discord: the bot challenged by mention, and one seat
//! played by typed commands in the game's thread until the game ends, the bot taking its own turns.

use crate::bot::delivered;
use crate::fake::FakeDiscord;
use crate::fake::recorder::HANG_GUARD;
use crate::fixtures::{self, ALICE, ALICE_USER, BOT_ID, CHANNEL_ID, Person};
use games::{Game, Seat};
use std::time::Duration;
use umpire::host::Host;
use umpire::host::api::{COMPUTER, GameId, UserId};

/// The bot itself, as a user option names it.
pub const UMPIRE: Person = Person {
    id: BOT_ID,
    name: "umpire",
};

/// More of Alice's actions than any game against the bot here takes.
const MOST_ACTIONS: usize = 3_000;

/// Alice challenges the bot to `game` in the main channel with `details` (`level=1`); the bot takes
/// the second seat at once. Returns the game and its thread.
pub async fn alice_challenges_the_bot(
    fake: &FakeDiscord,
    host: &Host,
    game: &str,
    details: &str,
) -> (GameId, u64) {
    let options = serde_json::json!([
        fixtures::string_option("game", game),
        fixtures::user_option("player", UMPIRE),
        fixtures::string_option("details", details),
    ]);
    let challenge = fixtures::with_resolved_user(
        fixtures::slash_command(CHANNEL_ID, ALICE_USER, "challenge", options),
        UMPIRE,
    );
    let answer = fake.slash(&challenge).await;
    assert!(
        answer.content().contains("takes on the bot at level"),
        "{}",
        answer.line()
    );
    assert!(answer.content().contains("unrated"), "{}", answer.line());
    let thread = fake.thread_linked_in(CHANNEL_ID).await;
    let game = host.store().games_of_user(UserId(ALICE)).unwrap()[0];
    let record = host.store().game(game).unwrap().expect("stored");
    assert_eq!(record.player(Seat(0)).id, UserId(ALICE));
    assert_eq!(record.player(Seat(1)).id, COMPUTER);
    (game, thread)
}

/// The game as stored.
pub fn stored(host: &Host, game: GameId) -> Box<dyn Game> {
    let record = host.store().game(game).unwrap().expect("stored");
    record
        .kind
        .restore(&record.snapshot)
        .expect("the state reads back")
}

/// Whether the game is over.
pub fn finished(host: &Host, game: GameId) -> bool {
    host.store().game(game).unwrap().expect("stored").finished
}

/// Alice plays her seat (the first) of `game` by typing `!m ACTION` in `thread` until the game ends,
/// each action chosen by `choose` from the game as stored; while the bot is to act, she waits for it.
/// Each of her actions must be played. Panics if the game has not ended after [`MOST_ACTIONS`] of her
/// actions, or after twenty times the hang guard.
pub async fn alice_plays_to_the_end(
    fake: &FakeDiscord,
    host: &Host,
    (game, thread): (GameId, u64),
    mut choose: impl FnMut(&dyn Game) -> String,
) {
    let seat = Seat(0);
    let deadline = tokio::time::Instant::now() + HANG_GUARD * 5;
    let mut played = 0;
    while !finished(host, game) {
        assert!(
            played < MOST_ACTIONS && tokio::time::Instant::now() < deadline,
            "the game did not end:\n{}",
            fake.request_log()
        );
        let state = stored(host, game);
        if !state.to_act().contains(&seat) {
            // The bot is thinking.
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        }
        let action = choose(state.as_ref());
        let before = host.store().log(game).unwrap().len();
        // The bot's last move may still be on its way to the thread: the answer must be to this one.
        delivered(host).await;
        let said = fixtures::message(thread, true, ALICE_USER, &format!("!m {action}"));
        let answer = fake.type_message(said, thread).await;
        assert!(
            host.store().log(game).unwrap().len() > before,
            "{action} was not played: {}",
            answer.line()
        );
        played += 1;
    }
    assert!(
        stored(host, game).outcome().is_some(),
        "a finished game has its outcome"
    );
}
