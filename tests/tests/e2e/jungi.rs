//! End to end: Jungi and Lún Jungi through the fake Discord. A Jungi game from the challenge to the capture
//! of the King, with an en passant capture and a promotion on the way; a Lún game of a few moves with a
//! slide through the nexus that is taken en passant on the nexus's far side.

use crate::support::{assert_only_rematch_replay_and_analyse, bob_accepts_by_button};
use serde_json::json;
use std::sync::Arc;
use umpire::discord::GameHost;
use umpire::host::api::{GameId, UserId};
use umpire::host::{Host, HostConfig};
use umpire::store::Store;
use umpire_tests::bot::RunningBot;
use umpire_tests::fake::recorder::{RecordedRequest, posted_in};
use umpire_tests::fake::{FakeDiscord, Options};
use umpire_tests::fixtures::{self, ALICE, ALICE_USER, BOB_USER, CHANNEL_ID};

/// Alice (South) double-steps a pawn to d5; North's e7-e5 passes e6, which that pawn threatens, so it
/// takes en passant, then takes on f7 and becomes a Veteran, takes the Queen on e8 and the King on e9.
const JUNGI: [(&str, &str); 9] = [
    ("d3d5", "South: Pawn d3-d5"),
    ("e7e5", "North: Pawn e7-e5"),
    ("d5e6", "South: Pawn d5xe6 e.p. (takes Pawn on e5)"),
    ("a7a6", "North: Pawn a7-a6"),
    ("e6f7", "South: Pawn e6xf7=Veteran (takes Pawn on f7)"),
    ("a6a5", "North: Pawn a6-a5"),
    ("f7e8", "South: Veteran f7xe8 (takes Queen on e8)"),
    ("a5a4", "North: Pawn a5-a4"),
    ("e8e9", "South: Veteran e8xe9 (takes King on e9)"),
];

/// South's Pikeman on F4 slides in along spoke 4, through the nexus and out along spoke 16 to take the
/// Pawn on E16, passing E4, D4, NX and D16; North's Pawn on D15 threatens D16 and takes it en passant.
const LUN: [(&str, &str); 6] = [
    ("E4-D4", "South: Pawn E4-D4"),
    ("e14d14", "North: Pawn E14-D14"),
    ("D4-D3", "South: Pawn D4-D3"),
    ("E15-D15", "North: Pawn E15-D15"),
    ("F4-E16", "South: Pikeman F4xE16 (takes Pawn on E16)"),
    ("D15-D16", "North: Pawn D15xD16 e.p. (takes Pikeman on E16)"),
];

/// Alice challenges Bob to `game` by slash command and Bob accepts by button. Returns the game, its
/// thread and the first board posted there.
async fn start(fake: &FakeDiscord, host: &Host, game: &str) -> (GameId, u64, RecordedRequest) {
    let posted = fake
        .slash(&fixtures::challenge_command(
            CHANNEL_ID, ALICE_USER, game, BOB_USER,
        ))
        .await;
    let thread = bob_accepts_by_button(fake, &posted).await;
    let board = fake
        .wait_request("the first board", posted_in(thread))
        .await;
    assert_image(&board);
    let id = host.store().games_of_user(UserId(ALICE)).unwrap()[0];
    (id, thread, board)
}

fn assert_image(board: &RecordedRequest) {
    assert_eq!(
        board.files.len(),
        1,
        "a board has its image: {}",
        board.line()
    );
    assert!(board.files[0].bytes.starts_with(b"\x89PNG"));
}

/// Plays `moves`, Alice by slash command and Bob by typed command in the thread. Each answer is the
/// public board: it says the move in its display form and carries the image. Returns the last answer.
async fn play(
    fake: &FakeDiscord,
    host: &Host,
    game: GameId,
    thread: u64,
    moves: &[(&str, &str)],
) -> RecordedRequest {
    let mut last = None;
    for (ply, (action, said)) in moves.iter().enumerate() {
        let answer = if ply % 2 == 0 {
            let options = json!([fixtures::string_option("action", action)]);
            fake.slash(&fixtures::slash_command(
                thread, ALICE_USER, "move", options,
            ))
            .await
        } else {
            let typed = fixtures::message(thread, true, BOB_USER, &format!("!m {action}"));
            fake.type_message(typed, thread).await
        };
        assert_eq!(answer.flags() & 64, 0, "{action}: {}", answer.line());
        assert!(
            answer.content().contains(said),
            "{action} is told as {said:?}: {}",
            answer.content()
        );
        assert_image(&answer);
        assert_eq!(host.store().log(game).unwrap().len(), ply + 1);
        last = Some(answer);
    }
    last.expect("at least one move")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn jungi_from_the_challenge_to_the_kings_capture_by_a_promoted_pawn() {
    let fake = FakeDiscord::start(Options::default()).await;
    let host = Arc::new(Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap());
    let bot = RunningBot::start(&fake, host.clone() as Arc<dyn GameHost>).await;
    let (game, thread, _) = start(&fake, &host, "jungi").await;

    // A refused move says why and changes nothing: the pawn's diagonal step only captures.
    let refused = fake
        .slash(&fixtures::slash_command(
            thread,
            ALICE_USER,
            "move",
            json!([fixtures::string_option("action", "d3e4")]),
        ))
        .await;
    assert_eq!(refused.flags() & 64, 64, "{}", refused.line());
    assert!(host.store().log(game).unwrap().is_empty());

    let mark = fake.mark();
    let last = play(&fake, &host, game, thread, &JUNGI).await;
    assert!(
        last.content().contains("alice (South) wins"),
        "{}",
        last.content()
    );
    assert!(
        !last.content().contains("captured North's royal piece"),
        "the result is told once, by the host: {}",
        last.content()
    );
    assert_only_rematch_replay_and_analyse(&last, game);
    let over = fake
        .wait_request_since(mark, "the result in the channel", |request| {
            posted_in(CHANNEL_ID)(request) && request.content().contains("is over")
        })
        .await;
    assert!(
        over.content().contains("alice (South) wins"),
        "{}",
        over.content()
    );
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lun_a_slide_through_the_nexus_is_taken_en_passant_beyond_it() {
    let fake = FakeDiscord::start(Options::default()).await;
    let host = Arc::new(Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap());
    let bot = RunningBot::start(&fake, host.clone() as Arc<dyn GameHost>).await;
    let (game, thread, first) = start(&fake, &host, "lun").await;
    assert!(
        first.content().contains("alice (South)"),
        "{}",
        first.content()
    );

    // Autocomplete offers Alice's legal moves from the start: the E4 Pawn's step and double step.
    let typing = fixtures::autocomplete(thread, ALICE_USER, "move", "action", "E4");
    fake.dispatch("INTERACTION_CREATE", typing.clone());
    let offered = fake.wait_callback(&typing, "the move choices").await;
    let offered: Vec<&str> = offered
        .field("/data/choices")
        .as_array()
        .unwrap()
        .iter()
        .map(|choice| choice["value"].as_str().unwrap())
        .collect();
    assert_eq!(offered, ["E4-D4"], "E4 has no double step: C4 is no space");

    let board = play(&fake, &host, game, thread, &LUN).await;
    assert!(
        board.content().contains("alice (South) to play"),
        "{}",
        board.content()
    );

    // Asked for, the board is posted again with its image.
    let mark = fake.mark();
    let said = fixtures::message(thread, true, ALICE_USER, "!board");
    fake.dispatch("MESSAGE_CREATE", said);
    let shown = fake
        .wait_request_since(mark, "the board on request", posted_in(thread))
        .await;
    assert_image(&shown);
    bot.finish(&fake).await;
}
