//! End to end: a whole Cetkaik game against the bot through the fake Discord, to its result. Alice
//! types her actions in the game's thread (legal actions drawn from a seeded stream, preferring those
//! that capture or form a hand); the bot takes its own moves, landings after its stepping casts and its
//! ty mok / ta xot decisions as typed actions of its seat, from its searches off the executor.

use games::{Game, GameKind, GameRng, Seat};
use std::sync::Arc;
use std::time::Duration;
use umpire::discord::GameHost;
use umpire::host::api::{COMPUTER, GameId, UserId};
use umpire::host::{Host, HostConfig};
use umpire::store::{LoggedAction, Store};
use umpire_tests::bot::{RunningBot, delivered};
use umpire_tests::fake::recorder::{HANG_GUARD, posted_in};
use umpire_tests::fake::{FakeDiscord, Options};
use umpire_tests::fixtures::{self, ALICE, ALICE_USER, BOT_ID, CHANNEL_ID, Person};

/// The bot itself, as a user option names it.
const UMPIRE: Person = Person {
    id: BOT_ID,
    name: "umpire",
};

/// The host's seed: the casts and first players follow from it.
const SEED: u64 = 5;
/// More actions than the game takes.
const MOST_ACTIONS: usize = 3_000;

fn stored(host: &Host, game: GameId) -> Box<dyn Game> {
    let record = host.store().game(game).unwrap().expect("stored");
    record
        .kind
        .restore(&record.snapshot)
        .expect("the state reads back")
}

fn finished(host: &Host, game: GameId) -> bool {
    host.store().game(game).unwrap().expect("stored").finished
}

/// Alice's action: among a few legal ones drawn from `chooser`, one that forms a hand (then ta xot),
/// else one that captures, else the first drawn.
fn choose(
    kind: GameKind,
    game: &dyn Game,
    snapshot: &str,
    seat: Seat,
    chooser: &mut GameRng,
) -> String {
    let actions = game.legal_actions(seat);
    if actions.iter().any(|action| action == "taxot") {
        return "taxot".to_owned();
    }
    let drawn: Vec<&String> = (0..8)
        .map(|_| &actions[chooser.below(actions.len() as u32) as usize])
        .collect();
    let held = |game: &dyn Game| -> usize {
        game.view(games::Audience::Public)
            .panels
            .iter()
            .map(|panel| panel.pieces.len())
            .sum()
    };
    let before = held(game);
    let mut capture = None;
    for &action in &drawn {
        let mut copy = kind.restore(snapshot).expect("a copy");
        copy.play(seat, action).expect("a listed action is legal");
        if copy
            .legal_actions(seat)
            .iter()
            .any(|choice| choice == "taxot")
        {
            return action.clone();
        }
        if capture.is_none() && held(copy.as_ref()) > before {
            capture = Some(action.clone());
        }
    }
    capture.unwrap_or_else(|| drawn[0].clone())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cetkaik_game_against_the_bot_is_played_to_its_result() {
    let fake = FakeDiscord::start(Options::default()).await;
    let defaults = HostConfig::default();
    let config = HostConfig {
        seed: Some(SEED),
        limits: umpire::host::Limits {
            commands_per_minute: 100_000,
            ..defaults.limits
        },
        ..defaults
    };
    let host = Arc::new(Host::open(Store::temporary().unwrap(), config).unwrap());
    let bot = RunningBot::start(&fake, host.clone() as Arc<dyn GameHost>).await;

    let options = serde_json::json!([
        fixtures::string_option("game", "cetkaik"),
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
    let link = fake
        .wait_request("the link to the thread", |request| {
            posted_in(CHANNEL_ID)(request) && request.content().contains("<#")
        })
        .await;
    let thread: u64 = link.content().rsplit("<#").next().unwrap()[..]
        .trim_end_matches('>')
        .parse()
        .expect("a thread id in the link");
    let game = host.store().games_of_user(UserId(ALICE)).unwrap()[0];
    let record = host.store().game(game).unwrap().unwrap();
    let alice = Seat(0);
    assert_eq!(record.player(Seat(1)).id, COMPUTER);

    let mut chooser = GameRng::from_seed(3);
    let deadline = tokio::time::Instant::now() + HANG_GUARD * 20;
    for _ in 0..MOST_ACTIONS {
        if finished(&host, game) {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the game did not end:\n{}",
            fake.request_log()
        );
        let state = stored(&host, game);
        if !state.to_act().contains(&alice) {
            // The bot is thinking.
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        }
        let record = host.store().game(game).unwrap().unwrap();
        let action = choose(
            record.kind,
            state.as_ref(),
            &record.snapshot,
            alice,
            &mut chooser,
        );
        let before = host.store().log(game).unwrap().len();
        // The bot's last move may still be on its way to the thread: the answer must be to this one.
        delivered(&host).await;
        let said = fixtures::message(thread, true, ALICE_USER, &format!("!m {action}"));
        let answer = fake.type_message(said, thread).await;
        assert!(
            host.store().log(game).unwrap().len() > before,
            "{action} was not played: {}",
            answer.line()
        );
    }
    assert!(finished(&host, game), "the game did not end");
    let outcome = stored(&host, game).outcome();
    assert!(outcome.is_some(), "a finished game has its outcome");

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
