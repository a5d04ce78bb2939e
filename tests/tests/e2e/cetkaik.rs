//! End to end: a whole Cetkaik game through the fake Discord with a fixed seed, from the challenge through
//! stick casts told in public, hands, decisions by button (ty mok, ta xot) and typed, and season changes,
//! to the final score and the result line.
//!
//! The players' moves are legal moves chosen by a seeded stream, preferring moves that form a hand or
//! capture (so that the seasons end by ta xot rather than drag on); the choices are read from a copy of
//! the game restored from the host's own stored state after every action.

use crate::support::{bob_accepts_by_button, hand_or_capture, press};
use games::{Game, GameRng, Phase, Seat};
use std::sync::Arc;
use umpire::discord::GameHost;
use umpire::host::Host;
use umpire::host::api::{GameId, UserId};
use umpire_tests::bot::{RunningBot, delivered, fast_host};
use umpire_tests::computer::{finished, stored};
use umpire_tests::fake::recorder::{RecordedRequest, posted_in};
use umpire_tests::fake::{FakeDiscord, Options};
use umpire_tests::fixtures::{self, ALICE, ALICE_USER, BOB_USER, CHANNEL_ID, Person};

/// The host's seed: every game's casts and first players follow from it.
const SEED: u64 = 12;
/// The seed of the players' choices.
const CHOOSER: u64 = 3;
/// More actions than the game can take with these seeds.
const MOST_ACTIONS: usize = 2_000;

fn logged(host: &Host, game: GameId) -> usize {
    host.store().log(game).unwrap().len()
}

/// The person in `seat`.
fn person(host: &Host, game: GameId, seat: Seat) -> Person {
    let record = host.store().game(game).unwrap().expect("stored");
    if record.player(seat).id == UserId(ALICE) {
        ALICE_USER
    } else {
        BOB_USER
    }
}

/// A move for `seat`: among a few legal moves drawn from `chooser`, one that forms a hand, else one that
/// captures, else the first drawn.
fn choose(game: &dyn Game, seat: Seat, chooser: &mut GameRng) -> String {
    let actions = game.legal_actions(seat);
    let drawn: Vec<&String> = (0..12)
        .map(|_| &actions[chooser.below(actions.len() as u32) as usize])
        .collect();
    hand_or_capture(game, seat, &drawn)
}

/// Waits for the decision `person` is sent by direct message after `mark`, with its buttons.
async fn decision_message(fake: &FakeDiscord, mark: usize, person: Person) -> RecordedRequest {
    fake.wait_request_since(mark, "the decision with its buttons", |request| {
        fake.dm_channel_of(person.id)
            .is_some_and(|dm| posted_in(dm)(request))
            && request
                .button_ids()
                .iter()
                .any(|id| id.starts_with("umpire:act:"))
    })
    .await
}

/// Says `text` in the thread as `person` and waits for the bot's first answer there.
async fn say(fake: &FakeDiscord, thread: u64, person: Person, text: &str) -> RecordedRequest {
    let said = fixtures::message(thread, true, person, text);
    fake.type_message(said, thread).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cetkaik_from_the_challenge_through_casts_hands_decisions_and_seasons_to_the_result() {
    let fake = FakeDiscord::start(Options::default()).await;
    // A whole game is played here in seconds.
    let host = fast_host(SEED);
    let bot = RunningBot::start(&fake, host.clone() as Arc<dyn GameHost>).await;

    // The challenge, accepted by button; the first board in the game's thread.
    let challenge = fake
        .slash(&fixtures::challenge_command(
            CHANNEL_ID, ALICE_USER, "cetkaik", BOB_USER,
        ))
        .await;
    let thread = bob_accepts_by_button(&fake, &challenge).await;
    let first = fake
        .wait_request("the first board", posted_in(thread))
        .await;
    assert_eq!(first.files.len(), 1, "the board has its image");
    let game = host.store().games_of_user(UserId(ALICE)).unwrap()[0];

    let mut chooser = GameRng::from_seed(CHOOSER);
    let (mut decisions, mut landings) = (0, 0);
    for _ in 0..MOST_ACTIONS {
        delivered(&host).await;
        if finished(&host, game) {
            break;
        }
        let state = stored(&host, game);
        let seat = state.to_act()[0];
        let mover = person(&host, game, seat);
        let other = if mover == ALICE_USER {
            BOB_USER
        } else {
            ALICE_USER
        };
        let before = logged(&host, game);
        let choices = state.choices(seat);
        if state.phase() == Phase::Play {
            let action = choose(state.as_ref(), seat, &mut chooser);
            let mark = fake.mark();
            let answer = say(&fake, thread, mover, &format!("!m {action}")).await;
            assert_eq!(
                logged(&host, game),
                before + 1,
                "{action}: {}",
                answer.line()
            );
            assert_eq!(answer.files.len(), 1, "a board after {action}");
            if stored(&host, game).phase() == Phase::Decision {
                // The choices reach the mover alone, as buttons.
                let offered = decision_message(&fake, mark, mover).await;
                let expected: Vec<String> = stored(&host, game)
                    .choices(seat)
                    .iter()
                    .map(|choice| format!("umpire:act:{}:{}", game.0, choice.action))
                    .collect();
                assert_eq!(offered.button_ids(), expected);
                assert_eq!(offered.flags() & 64, 0, "a DM needs no ephemeral flag");
                let text = offered.content();
                assert!(
                    text.contains("Players: alice (IA side), bob (A side).")
                        || text.contains("Players: bob (IA side), alice (A side)."),
                    "the decision says who plays which side: {text}"
                );
                assert!(
                    text.contains("**Land on ")
                        || (text.contains("**Ty mok: continue**: The stake becomes ×")
                            && text.contains("No points now.")
                            && text.contains("**Ta xot: end the season**: You ")),
                    "{text}"
                );
            }
            continue;
        }
        assert_eq!(state.phase(), Phase::Decision);
        let dm = fake
            .dm_channel_of(mover.id)
            .expect("the decision came by DM");
        let id = |action: &str| format!("umpire:act:{}:{action}", game.0);
        if choices[0].action != "tymok" {
            // After a stepping cast: land on the first square offered, by button.
            landings += 1;
            press(&fake, dm, false, mover, &id(&choices[0].action)).await;
            assert_eq!(logged(&host, game), before + 1);
            continue;
        }
        let ty_mok = &choices[0];
        let ta_xot = &choices[1];
        assert_eq!(ty_mok.label.english(), "Ty mok: continue");
        let (ty_mok, ta_xot) = (ty_mok.detail.english(), ta_xot.detail.english());
        assert!(
            ty_mok.contains(" side moves next. No points now."),
            "{ty_mok}"
        );
        assert!(
            ta_xot.starts_with("You gain") && ta_xot.contains("the score becomes"),
            "{ta_xot}"
        );
        match decisions {
            0 => {
                // Somebody else's press is refused privately; the mover's continues; a second press
                // changes nothing.
                let refused = press(&fake, dm, false, other, &id("tymok")).await;
                assert_eq!(refused.flags() & 64, 64, "{}", refused.line());
                assert_eq!(logged(&host, game), before);
                press(&fake, dm, false, mover, &id("tymok")).await;
                assert_eq!(logged(&host, game), before + 1);
                let again = press(&fake, dm, false, mover, &id("tymok")).await;
                assert_eq!(again.flags() & 64, 64, "{}", again.line());
                assert_eq!(
                    logged(&host, game),
                    before + 1,
                    "the second press is harmless"
                );
                let stake = stored(&host, game).view(games::Audience::Public).info[0].english();
                assert!(stake.contains("stake ×2"), "{stake}");
            }
            1 => {
                let season = state.view(games::Audience::Public).info[0].english();
                assert!(season.starts_with("Spring"), "{season}");
                press(&fake, dm, false, mover, &id("taxot")).await;
                assert_eq!(logged(&host, game), before + 1);
                if !finished(&host, game) {
                    let next = stored(&host, game).view(games::Audience::Public).info[0].english();
                    assert!(next.starts_with("Summer"), "{next}");
                }
            }
            2 => {
                say(&fake, thread, mover, "!ty mok").await;
                assert_eq!(logged(&host, game), before + 1);
            }
            _ => {
                say(&fake, thread, mover, "!ta xot").await;
                assert_eq!(logged(&host, game), before + 1);
            }
        }
        decisions += 1;
    }
    assert!(finished(&host, game), "the game ended");
    assert!(
        decisions >= 4,
        "{decisions} decisions: buttons and typed words both"
    );

    let said: Vec<String> = fake
        .requests()
        .iter()
        .filter(|request| posted_in(thread)(request))
        .map(|request| request.content().to_owned())
        .collect();
    let all = said.join("\n");
    if std::env::var_os("CETKAIK_E2E_SHOW").is_some() {
        eprintln!("{all}");
    }
    // Casts are told in public, with their five sticks and what they allowed.
    assert!(
        said.iter()
            .any(|text| text.contains("marked") && text.contains('●')),
        "no cast was told: {all}"
    );
    assert!(
        all.contains("Summer (夏, xo1) begins, season 2 of 4"),
        "a season change was told"
    );
    let result = fake
        .wait_request("the result line", |request| {
            posted_in(CHANNEL_ID)(request) && request.content().contains("is over")
        })
        .await;
    assert!(
        result.content().contains(&format!("Game #{}", game.0)),
        "{}",
        result.line()
    );
    eprintln!(
        "{} actions, {decisions} decisions, {landings} landings by button; result: {}",
        logged(&host, game),
        result.content()
    );
    bot.finish(&fake).await;
}
