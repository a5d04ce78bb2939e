//! End to end: a whole Cetkaik game against the bot through the fake Discord, to its result. Alice
//! types her actions in the game's thread (legal actions drawn from a seeded stream, preferring those
//! that capture or form a hand); the bot takes its own moves, landings after its stepping casts and its
//! ty mok / ta xot decisions as typed actions of its seat, from its searches off the executor.

use crate::support::hand_or_capture;
use games::{Game, GameRng, Seat};
use std::sync::Arc;
use umpire::discord::GameHost;
use umpire::store::LoggedAction;
use umpire_tests::bot::{RunningBot, fast_host};
use umpire_tests::computer::{alice_challenges_the_bot, alice_plays_to_the_end};
use umpire_tests::fake::recorder::posted_in;
use umpire_tests::fake::{FakeDiscord, Options};

/// The host's seed: the casts and first players follow from it.
const SEED: u64 = 5;
/// Alice's action: ta xot when she may call it, else among a few legal ones drawn from `chooser`, one
/// that forms a hand, else one that captures, else the first drawn.
fn choose(game: &dyn Game, seat: Seat, chooser: &mut GameRng) -> String {
    let actions = game.legal_actions(seat);
    if actions.iter().any(|action| action == "taxot") {
        return "taxot".to_owned();
    }
    let drawn: Vec<&String> = (0..8)
        .map(|_| &actions[chooser.below(actions.len() as u32) as usize])
        .collect();
    hand_or_capture(game, seat, &drawn)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cetkaik_game_against_the_bot_is_played_to_its_result() {
    let fake = FakeDiscord::start(Options::default()).await;
    let host = fast_host(SEED);
    let bot = RunningBot::start(&fake, host.clone() as Arc<dyn GameHost>).await;
    let (game, thread) = alice_challenges_the_bot(&fake, &host, "cetkaik", "level=1").await;

    let mut chooser = GameRng::from_seed(3);
    alice_plays_to_the_end(&fake, &host, (game, thread), |state| {
        choose(state, Seat(0), &mut chooser)
    })
    .await;

    // The bot played its seat through the same actions as a player: moves, and its own choices
    // inside a turn when it had any.
    let log = host.store().log(game).unwrap();
    let bots: Vec<&str> = log
        .iter()
        .filter_map(|entry| match &entry.action {
            LoggedAction::Play { seat, action } if *seat == Seat(1) => Some(action.as_str()),
            _ => None,
        })
        .collect();
    assert!(bots.len() >= 3, "{log:?}");
    // The result is announced in the thread.
    fake.wait_request("the result line", |request| {
        posted_in(thread)(request)
            && (request.content().contains("wins") || request.content().contains("draw"))
    })
    .await;
    bot.finish(&fake).await;
}
