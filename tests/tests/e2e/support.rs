//! What several subjects share: a challenge accepted by its button, a button pressed, the buttons under a
//! finished game, a Cetkaik player's choice of action, and the board a scripted host shows.

use games::{Game, Seat};
use umpire::host::api::{Drawing, GameId};
use umpire_tests::fake::FakeDiscord;
use umpire_tests::fake::recorder::RecordedRequest;
use umpire_tests::fixtures::{self, BOB_USER, CHANNEL_ID, Person};

/// Bob presses the Accept button of the challenge `posted` in the channel; returns the game's thread.
pub async fn bob_accepts_by_button(fake: &FakeDiscord, posted: &RecordedRequest) -> u64 {
    let accept = posted
        .button_ids()
        .into_iter()
        .find(|id| id.starts_with("umpire:accept:"))
        .unwrap_or_else(|| panic!("no Accept button in {}", posted.line()));
    let message = fixtures::message(CHANNEL_ID, true, BOB_USER, posted.content());
    fake.dispatch(
        "INTERACTION_CREATE",
        fixtures::button_press(CHANNEL_ID, BOB_USER, &accept, message),
    );
    fake.thread_linked_in(CHANNEL_ID).await
}

/// Presses `custom_id` as `person` under a message in `channel` (a server's channel or thread with
/// `in_server`, else a direct conversation), waits for the press to be acknowledged, and returns the first
/// follow-up the press gets.
pub async fn press(
    fake: &FakeDiscord,
    channel: u64,
    in_server: bool,
    person: Person,
    custom_id: &str,
) -> RecordedRequest {
    let message = fixtures::message(channel, in_server, person, "a message with buttons");
    let press = fixtures::button_press(channel, person, custom_id, message);
    let answer = fake
        .interact(&press, &format!("the answer to {custom_id}"))
        .await;
    let first = fake
        .wait_callback(&press, "the acknowledgement of the press")
        .await;
    assert_eq!(first.field("/type"), 6, "{custom_id} was acknowledged");
    answer
}

/// Asserts that the last board of the finished `game` carries the Rematch, Replay and Analyse buttons
/// alone.
pub fn assert_only_rematch_replay_and_analyse(board: &RecordedRequest, game: GameId) {
    assert_eq!(
        board.button_ids(),
        [
            format!("umpire:rematch:{}", game.0),
            format!("umpire:replay:{}", game.0),
            format!("umpire:analyse:{}", game.0)
        ],
        "only Rematch, Replay and Analyse under a finished game"
    );
}

/// Cetkaik: among the legal actions `drawn` for `seat`, one after which the seat may call ta xot (it
/// formed a hand), else one that captures, else the first drawn; so that seasons end rather than drag on.
pub fn hand_or_capture(game: &dyn Game, seat: Seat, drawn: &[&String]) -> String {
    let held = |game: &dyn Game| -> usize {
        game.view(games::Audience::Public)
            .panels
            .iter()
            .map(|panel| panel.pieces.len())
            .sum()
    };
    let before = held(game);
    let mut capture = None;
    for &action in drawn {
        let mut copy = game.clone_game();
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

/// The board a scripted host shows: Jungle's start, as everyone sees it.
pub fn drawing() -> Drawing {
    let kind: games::GameKind = "jungle".parse().expect("a game");
    let settings = kind.check_options(&[]).expect("the standard options");
    Drawing {
        view: kind
            .create(&settings, 1)
            .expect("a game")
            .view(games::Audience::Public),
        style: Default::default(),
    }
}
