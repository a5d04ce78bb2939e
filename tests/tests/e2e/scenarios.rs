//! End to end: the real bot (serenity, poise, the adapter, the host and a sled store) against the fake
//! Discord, asserting on what the bot actually sent.

use crate::support::{assert_only_rematch_replay_and_analyse, press};
use games::{GameKind, Seat};
use serde_json::json;
use std::path::Path;
use std::sync::Arc;
use umpire::discord::GameHost;
use umpire::host::api::{GameId, UserId};
use umpire::host::{Host, HostConfig};
use umpire::store::Store;
use umpire_tests::bot::RunningBot;
use umpire_tests::fake::recorder::{RecordedRequest, posted_in};
use umpire_tests::fake::{Failure, FakeDiscord, Options};
use umpire_tests::fixtures::{
    self, ALICE, ALICE_USER, BOB, BOB_USER, CAROL, CAROL_USER, CHANNEL_ID, DAVE, DAVE_USER, Person,
};

/// Blue's leopard walks up the d file to the den while Red's lion shuffles: a den win in 13 plies.
const DEN_WIN: [&str; 13] = [
    "e3d3", "a9b9", "d3d4", "b9a9", "d4d5", "a9b9", "d5d6", "b9a9", "d6d7", "a9b9", "d7d8", "b9a9",
    "d8d9",
];

fn open_host(path: Option<&Path>) -> Arc<Host> {
    let store = match path {
        Some(path) => Store::open(path).expect("opening the store"),
        None => Store::temporary().expect("a temporary store"),
    };
    Arc::new(Host::open(store, HostConfig::default()).expect("opening the host"))
}

async fn start_bot(fake: &FakeDiscord, host: &Arc<Host>) -> RunningBot {
    RunningBot::start(fake, host.clone() as Arc<dyn GameHost>).await
}

/// Alice challenges Bob by slash command and Bob accepts by button. Returns the game and its thread.
async fn start_game(fake: &FakeDiscord, host: &Host) -> (GameId, u64) {
    let posted = fake
        .slash(&fixtures::challenge_command(
            CHANNEL_ID, ALICE_USER, "jungle", BOB_USER,
        ))
        .await;
    assert_eq!(posted.flags() & 64, 0, "the challenge is public");
    let buttons = posted.button_ids();
    let accept = buttons
        .iter()
        .find(|id| id.starts_with("umpire:accept:"))
        .unwrap_or_else(|| panic!("no Accept button in {}", posted.line()))
        .clone();
    assert!(buttons.iter().any(|id| id.starts_with("umpire:decline:")));

    let challenge_message = fixtures::message(CHANNEL_ID, true, BOB_USER, posted.content());
    let press = fixtures::button_press(CHANNEL_ID, BOB_USER, &accept, challenge_message);
    fake.dispatch("INTERACTION_CREATE", press.clone());
    let acknowledged = fake.wait_callback(&press, "the acknowledged press").await;
    assert_eq!(acknowledged.field("/type"), 6);
    let thread_request = fake
        .wait_request("the game's thread", |request| {
            request.is("POST", &format!("/api/v10/channels/{CHANNEL_ID}/threads"))
        })
        .await;
    assert!(
        thread_request.content().is_empty()
            && thread_request
                .field("/name")
                .as_str()
                .unwrap()
                .contains("alice")
    );
    let thread = fake.thread_linked_in(CHANNEL_ID).await;
    let board = fake
        .wait_request("the first board", posted_in(thread))
        .await;
    assert_board_image(&board);
    assert!(is_board(&board), "the first board has the in-play buttons");
    let game = host.store().games_of_user(UserId(ALICE)).unwrap()[0];
    assert_eq!(host.game_place(game).map(|place| place.0), Some(thread));
    (game, thread)
}

/// Asserts that a board message carries its PNG.
fn assert_board_image(board: &RecordedRequest) {
    assert_eq!(board.files.len(), 1, "a board has its image");
    assert!(board.files[0].bytes.starts_with(b"\x89PNG"));
    assert_eq!(board.files[0].content_type.as_deref(), Some("image/png"));
}

/// Whether a message is a board of a game in play (it carries the Resign button).
fn is_board(request: &RecordedRequest) -> bool {
    request
        .button_ids()
        .iter()
        .any(|id| id.starts_with("umpire:resign:"))
}

/// Waits until the stopped bot has dropped its handles on `host`, and returns the last one.
async fn sole_owner(host: Arc<Host>) -> Arc<Host> {
    let deadline = tokio::time::Instant::now() + umpire_tests::fake::recorder::HANG_GUARD;
    while Arc::strong_count(&host) > 1 {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the stopped bot still holds the host"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    host
}

fn moves_logged(host: &Host, game: GameId) -> usize {
    host.store().log(game).unwrap().len()
}

/// Plays `DEN_WIN[range]`: Alice by slash command, Bob by prefix command. Returns the last answer.
async fn play(
    fake: &FakeDiscord,
    host: &Host,
    game: GameId,
    thread: u64,
    plies: std::ops::Range<usize>,
) -> RecordedRequest {
    let mut last = None;
    for ply in plies {
        let action = DEN_WIN[ply];
        let answer = if ply % 2 == 0 {
            let options = json!([fixtures::string_option("action", action)]);
            fake.slash(&fixtures::slash_command(
                thread, ALICE_USER, "move", options,
            ))
            .await
        } else {
            let said = fixtures::message(thread, true, BOB_USER, &format!("!m {action}"));
            fake.type_message(said, thread).await
        };
        assert_eq!(
            answer.flags() & 64,
            0,
            "{action} was refused: {}",
            answer.line()
        );
        assert_eq!(
            moves_logged(host, game),
            ply + 1,
            "{action} was applied once"
        );
        last = Some(answer);
    }
    last.expect("at least one ply")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_is_accepted_and_played_to_a_den_win() {
    let fake = FakeDiscord::start(Options::default()).await;
    let host = open_host(None);
    let bot = start_bot(&fake, &host).await;
    let (game, thread) = start_game(&fake, &host).await;

    // Autocomplete offers Alice's legal moves only.
    let typing = fixtures::autocomplete(thread, ALICE_USER, "move", "action", "e3");
    fake.dispatch("INTERACTION_CREATE", typing.clone());
    let offered = fake.wait_callback(&typing, "the move choices").await;
    assert_eq!(offered.field("/type"), 8);
    let offered: Vec<String> = offered
        .field("/data/choices")
        .as_array()
        .unwrap()
        .iter()
        .map(|choice| choice["value"].as_str().unwrap().to_owned())
        .collect();
    let start: GameKind = "jungle".parse().unwrap();
    let legal = start
        .create(&Default::default(), 0)
        .unwrap()
        .legal_actions(Seat(0));
    assert!(offered.contains(&"e3d3".to_owned()), "{offered:?}");
    assert!(offered.len() <= 25);
    for action in &offered {
        assert!(legal.contains(action), "{action} is not legal");
        assert!(action.starts_with("e3"));
    }

    // A stranger, a player out of turn, and a malformed move: refused politely, nothing changes.
    let mark = fake.mark();
    fake.dispatch(
        "MESSAGE_CREATE",
        fixtures::message(thread, true, CAROL_USER, "!m e3d3"),
    );
    let refusal = fake
        .wait_request_since(mark, "Carol's refusal by DM", |request| {
            fake.dm_channel_of(CAROL)
                .is_some_and(|dm| posted_in(dm)(request))
        })
        .await;
    assert_eq!(
        refusal.content(),
        format!(
            "Only alice and bob play in game #{}; you are welcome to watch.",
            game.0
        )
    );
    assert!(
        !fake
            .requests()
            .iter()
            .any(|request| posted_in(thread)(request) && request.content() == refusal.content()),
        "the refusal was not posted in the thread"
    );
    let out_of_turn = fake
        .slash(&fixtures::slash_command(
            thread,
            BOB_USER,
            "move",
            json!([fixtures::string_option("action", "a9b9")]),
        ))
        .await;
    assert_eq!(out_of_turn.flags() & 64, 64, "the refusal is ephemeral");
    assert_eq!(
        out_of_turn.content(),
        format!(
            "It is not your turn in game #{}: alice (Blue) to play.",
            game.0
        )
    );
    let malformed = fake
        .slash(&fixtures::slash_command(
            thread,
            ALICE_USER,
            "move",
            json!([fixtures::string_option("action", "zz99")]),
        ))
        .await;
    assert_eq!(malformed.flags() & 64, 64);
    assert!(malformed.content().starts_with(&format!(
        "Game #{} does not take `zz99`: \"zz99\" is not a move",
        game.0
    )));
    assert_eq!(moves_logged(&host, game), 0, "nothing changed");

    // A 429 on the next board is waited out; the board still arrives, once.
    fake.inject(Failure {
        method: "POST".into(),
        path_contains: format!("/channels/{thread}/messages"),
        status: 429,
        times: 1,
    });
    play(&fake, &host, game, thread, 0..2).await;
    let limited: Vec<u16> = fake
        .requests()
        .iter()
        .filter(|request| request.is("POST", &format!("/api/v10/channels/{thread}/messages")))
        .filter(|request| is_board(request))
        .map(|request| request.status)
        .collect();
    assert!(limited.contains(&429), "the 429 happened: {limited:?}");

    let mark = fake.mark();
    let win = play(&fake, &host, game, thread, 2..DEN_WIN.len()).await;
    assert!(
        win.content()
            .contains("alice (Blue) wins by entering the den."),
        "{}",
        win.content()
    );
    assert_only_rematch_replay_and_analyse(&win, game);
    let result = fake
        .wait_request_since(mark, "the result line", |request| {
            posted_in(CHANNEL_ID)(request) && request.content().contains("is over")
        })
        .await;
    assert!(result.content().contains(&format!("Game #{}", game.0)));
    // Both played their first rated game: the result says how their ratings moved.
    assert!(
        result
            .content()
            .contains("Rated (Jungle): alice 1662? (+162), bob 1338? (\u{2212}162)."),
        "{}",
        result.content()
    );
    assert_eq!(moves_logged(&host, game), DEN_WIN.len());

    // The Replay button under the final board answers with the game as an animated GIF.
    let message = fixtures::message(thread, false, BOB_USER, "the final board");
    let press = fixtures::button_press(
        thread,
        BOB_USER,
        &format!("umpire:replay:{}", game.0),
        message,
    );
    let replay = fake.interact(&press, "the replay").await;
    assert!(
        replay
            .files
            .iter()
            .any(|file| file.bytes.starts_with(b"GIF89a")),
        "{replay:?}"
    );
    assert!(
        replay.content().contains("The replay of game"),
        "{}",
        replay.content()
    );
    assert_eq!(replay.files[0].content_type.as_deref(), Some("image/gif"));

    // The Analyse button: a note that the analysis runs, then the same message with the picture.
    let mark = fake.mark();
    let message = fixtures::message(thread, false, BOB_USER, "the final board");
    let press = fixtures::button_press(
        thread,
        BOB_USER,
        &format!("umpire:analyse:{}", game.0),
        message,
    );
    let note = fake
        .interact(&press, "the note that the analysis runs")
        .await;
    assert!(
        note.content()
            .contains(&format!("Analysing game #{}", game.0)),
        "{}",
        note.content()
    );
    let picture_name = format!("game-{}-analysis.png", game.0);
    let analysis = fake
        .wait_request_since(mark, "the analysis", |request| {
            request.status == 200
                && request
                    .files
                    .iter()
                    .any(|file| file.filename == picture_name)
        })
        .await;
    assert_eq!(analysis.method, "PATCH", "the note is edited: {analysis:?}");
    assert!(
        analysis.content().contains("alice (Blue): accuracy"),
        "{}",
        analysis.content()
    );
    let png = &analysis.files[0];
    assert!(png.bytes.starts_with(b"\x89PNG"));
    bot.finish(&fake).await;
}

/// Waits for the follow-up to `interaction` whose text contains `wanted`.
async fn follow_up(
    fake: &FakeDiscord,
    interaction: &serde_json::Value,
    wanted: &str,
) -> RecordedRequest {
    let webhook = fixtures::webhook_path(interaction);
    fake.wait_request(wanted, |request| {
        request.is("POST", &webhook) && request.content().contains(wanted)
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_follower_watches_a_game_to_its_end_then_profiles_the_leaderboard_and_the_archive_answer()
{
    let fake = FakeDiscord::start(Options::default()).await;
    let host = open_host(None);
    let bot = start_bot(&fake, &host).await;
    let (game, thread) = start_game(&fake, &host).await;

    // Carol follows the game from its thread: the board comes to her by DM.
    let mark = fake.mark();
    let follow = fixtures::slash_command(thread, CAROL_USER, "follow", json!([]));
    fake.dispatch("INTERACTION_CREATE", follow.clone());
    let told = follow_up(&fake, &follow, "I am sending you the board of game").await;
    assert_eq!(told.flags() & 64, 64, "only Carol sees it");
    let confirmed = fake
        .wait_request_since(mark, "the board confirming the follow", |request| {
            fake.dm_channel_of(CAROL)
                .is_some_and(|dm| posted_in(dm)(request))
        })
        .await;
    assert!(
        confirmed
            .content()
            .starts_with(&format!("You follow game #{}", game.0))
    );
    assert_board_image(&confirmed);
    // Dave's DMs are closed: he is told the follow did not take, and the thread hears nothing of it.
    fake.close_dms(DAVE);
    let follow = fixtures::slash_command(
        CHANNEL_ID,
        DAVE_USER,
        "follow",
        json!([fixtures::string_option("game", &game.0.to_string())]),
    );
    fake.dispatch("INTERACTION_CREATE", follow.clone());
    let refused = follow_up(&fake, &follow, "so you do not follow").await;
    assert_eq!(refused.flags() & 64, 64);
    assert!(!host.store().follows(game, UserId(DAVE)).unwrap());
    assert!(host.store().follows(game, UserId(CAROL)).unwrap());

    let mark = fake.mark();
    play(&fake, &host, game, thread, 0..DEN_WIN.len()).await;
    let carol_dm = fake.dm_channel_of(CAROL).unwrap();
    let boards = fake
        .wait_requests_since(mark, DEN_WIN.len(), "a board after every move", |request| {
            posted_in(carol_dm)(request)
        })
        .await;
    assert!(boards.iter().all(|board| board.files.len() == 1));
    assert!(
        boards[DEN_WIN.len() - 1]
            .content()
            .contains("alice (Blue) wins by entering the den."),
        "{}",
        boards[DEN_WIN.len() - 1].content()
    );
    assert_eq!(
        boards[0].button_ids(),
        [format!("umpire:unfollow:{}", game.0)]
    );
    assert!(
        !fake
            .requests()
            .iter()
            .any(|request| posted_in(thread)(request) && request.content().contains("dave")),
        "the thread hears nothing of Dave"
    );

    // Profiles: her own for Alice, Bob's with their game against her.
    let own = fake
        .slash(&fixtures::slash_command(
            CHANNEL_ID,
            ALICE_USER,
            "profile",
            json!([]),
        ))
        .await;
    for line in [
        "**alice**",
        "Jungle: 1662? (+162 over the last game) · 1 rated game",
        "Games: 1 played, 1 won, 0 lost, 0 drawn.",
        "Current streak: 1 win.",
        "Favourite game: Jungle (1 game).",
    ] {
        assert!(own.content().contains(line), "{line}: {}", own.content());
    }
    let command = fixtures::slash_command(
        CHANNEL_ID,
        ALICE_USER,
        "profile",
        json!([fixtures::user_option("player", BOB_USER)]),
    );
    let bobs = fake
        .slash(&fixtures::with_resolved_user(command, BOB_USER))
        .await;
    assert!(
        bobs.content()
            .contains("Jungle: 1338? (\u{2212}162 over the last game)"),
        "{}",
        bobs.content()
    );
    assert!(
        bobs.content()
            .contains("Against you (alice): bob won 0, lost 1, drew 0 of 1 game."),
        "{}",
        bobs.content()
    );
    // Typed, with a mention.
    let typed = fixtures::with_mentions(
        fixtures::message(
            CHANNEL_ID,
            true,
            CAROL_USER,
            &format!("!profile <@{ALICE}>"),
        ),
        &[ALICE_USER],
    );
    let typed = fake.type_message(typed, CHANNEL_ID).await;
    assert!(
        typed.content().starts_with("**alice**"),
        "{}",
        typed.content()
    );
    assert!(
        typed
            .content()
            .contains("Against you (carol): no games yet.")
    );

    // Two provisional ratings: nobody is ranked yet.
    let board = fake
        .slash(&fixtures::slash_command(
            CHANNEL_ID,
            CAROL_USER,
            "leaderboard",
            json!([fixtures::string_option("game", "jungle")]),
        ))
        .await;
    assert!(
        board
            .content()
            .starts_with("Nobody here has a settled Jungle rating yet"),
        "{}",
        board.content()
    );

    // The archive, typed and by slash command, and the game itself with its record.
    let line = format!(
        "#{} Jungle: alice (Blue) vs bob (Red) · alice (Blue) wins by entering the den · <t:",
        game.0
    );
    let said = fixtures::message(CHANNEL_ID, true, CAROL_USER, "!games finished");
    let archived = fake.type_message(said, CHANNEL_ID).await;
    assert!(
        archived
            .content()
            .starts_with("Finished games in this server, newest first:\n"),
        "{}",
        archived.content()
    );
    assert!(archived.content().contains(&line), "{}", archived.content());
    let command = fixtures::slash_command(
        CHANNEL_ID,
        CAROL_USER,
        "games",
        json!([
            {"name": "finished", "type": 5, "value": true},
            fixtures::user_option("player", BOB_USER),
            fixtures::string_option("game", "jungle")
        ]),
    );
    let bobs_games = fake
        .slash(&fixtures::with_resolved_user(command, BOB_USER))
        .await;
    assert!(
        bobs_games
            .content()
            .starts_with("bob's finished Jungle games, newest first:\n"),
        "{}",
        bobs_games.content()
    );
    assert!(bobs_games.content().contains(&line));
    let shown = fake
        .slash(&fixtures::slash_command(
            CHANNEL_ID,
            CAROL_USER,
            "game",
            json!([fixtures::string_option("game", &format!("#{}", game.0))]),
        ))
        .await;
    assert!(
        shown.content().starts_with(&format!(
            "Game #{} · Jungle: alice (Blue) vs bob (Red)",
            game.0
        )),
        "{}",
        shown.content()
    );
    let names: Vec<&str> = shown
        .files
        .iter()
        .map(|file| file.filename.as_str())
        .collect();
    assert_eq!(
        names,
        [
            format!("game-{}-{}.png", game.0, DEN_WIN.len()),
            format!("game-{}.txt", game.0)
        ]
    );
    let record = String::from_utf8(shown.files[1].bytes.clone()).unwrap();
    assert!(record.contains("[Result \"1-0\"]"), "{record}");
    assert_eq!(
        shown.button_ids(),
        [
            format!("umpire:replay:{}", game.0),
            format!("umpire:analyse:{}", game.0)
        ]
    );
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_view_goes_by_dm_and_closed_dms_get_the_fallback() {
    let fake = FakeDiscord::start(Options::default()).await;
    let host = open_host(None);
    let bot = start_bot(&fake, &host).await;
    let (game, thread) = start_game(&fake, &host).await;

    let mark = fake.mark();
    fake.dispatch(
        "MESSAGE_CREATE",
        fixtures::message(thread, true, ALICE_USER, "!myboard"),
    );
    let alice_dm = fake
        .wait_request_since(mark, "Alice's board by DM", |request| {
            request.method == "POST" && request.content().contains("Your board")
        })
        .await;
    assert_eq!(
        Some(alice_dm.path.clone()),
        fake.dm_channel_of(ALICE)
            .map(|dm| format!("/api/v10/channels/{dm}/messages"))
    );
    assert_board_image(&alice_dm);

    fake.close_dms(BOB);
    let mark = fake.mark();
    fake.dispatch(
        "MESSAGE_CREATE",
        fixtures::message(thread, true, BOB_USER, "!myboard"),
    );
    let fallback = fake
        .wait_request_since(mark, "the fallback in the thread", |request| {
            posted_in(thread)(request) && request.content().contains("direct message about game")
        })
        .await;
    assert!(fallback.content().contains("bob"));
    assert!(fallback.content().contains("myboard"));
    assert!(fallback.files.is_empty(), "no board in the public fallback");

    // The ephemeral path works for Bob: his board, to him alone.
    let own = fake
        .slash(&fixtures::slash_command(
            thread,
            BOB_USER,
            "myboard",
            json!([]),
        ))
        .await;
    assert_eq!(own.flags() & 64, 64);
    assert!(own.content().contains("Your board"), "{}", own.content());
    assert_board_image(&own);
    let public = fake.public_posts();
    assert!(!public.is_empty());
    for post in public {
        assert!(
            !post.content().contains("Your board"),
            "a private board was posted publicly: {}",
            post.line()
        );
    }
    assert_eq!(moves_logged(&host, game), 0);
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_moves_at_once_apply_exactly_one() {
    let fake = FakeDiscord::start(Options::default()).await;
    let host = open_host(None);
    let bot = start_bot(&fake, &host).await;
    let (game, thread) = start_game(&fake, &host).await;
    let start: GameKind = "jungle".parse().unwrap();
    let legal = start
        .create(&Default::default(), 0)
        .unwrap()
        .legal_actions(Seat(0));
    let mark = fake.mark();
    for action in &legal[..2] {
        fake.dispatch(
            "MESSAGE_CREATE",
            fixtures::message(thread, true, ALICE_USER, &format!("!m {action}")),
        );
    }
    let board = fake
        .wait_request_since(mark, "the one board", |request| {
            posted_in(thread)(request) && is_board(request)
        })
        .await;
    let refusal = fake
        .wait_request_since(mark, "the one refusal", |request| {
            fake.dm_channel_of(ALICE)
                .is_some_and(|dm| posted_in(dm)(request))
        })
        .await;
    assert!(
        refusal.content().starts_with("It is not your turn"),
        "{}",
        refusal.content()
    );
    assert!(refusal.files.is_empty());
    assert_eq!(moves_logged(&host, game), 1, "exactly one move applied");
    let boards = fake
        .requests()
        .into_iter()
        .skip(mark)
        .filter(|request| posted_in(thread)(request) && is_board(request))
        .count();
    assert_eq!(boards, 1);
    assert!(
        board.content().contains("bob (Red) to play"),
        "the board says it is Bob's turn: {}",
        board.content()
    );
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gateway_resume_and_a_restart_lose_and_double_nothing() {
    let directory = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start(Options::default()).await;
    let host = open_host(Some(directory.path()));
    let bot = start_bot(&fake, &host).await;
    let (game, thread) = start_game(&fake, &host).await;
    play(&fake, &host, game, thread, 0..3).await;

    // The gateway asks for a reconnect: serenity resumes, and play goes on.
    fake.send_raw(json!({"op": 7, "d": null}));
    fake.wait_gateway("RESUME", |frame| frame.op() == Some(6))
        .await;
    play(&fake, &host, game, thread, 3..5).await;

    // The connection drops with a resumable close code: serenity resumes again.
    fake.close_ws(4000);
    fake.wait_gateway("a second RESUME", |frame| {
        frame.op() == Some(6) && frame.connection == 3
    })
    .await;
    play(&fake, &host, game, thread, 5..6).await;

    // The bot stops and starts again on the same database, once it has let go of the host.
    bot.stop().await;
    let host = sole_owner(host).await;
    drop(host);
    let host = open_host(Some(directory.path()));
    assert_eq!(moves_logged(&host, game), 6, "no move lost");
    let bot = start_bot(&fake, &host).await;
    let win = play(&fake, &host, game, thread, 6..DEN_WIN.len()).await;
    assert!(win.content().contains("wins by entering the den"));
    let log = host.store().log(game).unwrap();
    assert_eq!(log.len(), DEN_WIN.len(), "no move doubled");
    let identifies = fake
        .gateway_frames()
        .iter()
        .filter(|frame| frame.op() == Some(2))
        .count();
    assert_eq!(
        identifies, 2,
        "one IDENTIFY per start; the reconnect resumed"
    );
    bot.finish(&fake).await;
}

/// `person` types `text` in the standard channel, straight to `host`, at `now` (no Discord between).
fn typed_to_host(
    host: &Host,
    person: Person,
    text: &str,
    now: u64,
) -> Vec<umpire::host::api::Effect> {
    let command = umpire::host::api::Command {
        from: umpire::host::api::User {
            id: UserId(person.id),
            name: person.name.to_owned(),
        },
        place: umpire::host::api::Place::Channel {
            server: umpire::host::api::ServerId(fixtures::GUILD_ID),
            channel: umpire::host::api::ChannelId(CHANNEL_ID),
        },
        via: umpire::host::api::Via::Text,
        request: umpire::host::api::Request::parse(text, |mention| {
            (mention == "@bob").then(|| umpire::host::api::User {
                id: UserId(BOB),
                name: "bob".to_owned(),
            })
        })
        .unwrap(),
    };
    host.handle(command, now)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_parcel_delivered_after_the_bot_was_down_past_its_deadline_says_nothing_stale() {
    let directory = tempfile::tempdir().unwrap();
    // Two hours ago a Junqi game started, with five minutes to set up; the bot went down before it
    // could deliver any of it.
    let two_hours_ago = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64
        - 2 * 60 * 60 * 1000;
    {
        let host = open_host(Some(directory.path()));
        typed_to_host(&host, ALICE_USER, "challenge junqi @bob", two_hours_ago);
        let started = typed_to_host(&host, BOB_USER, "accept", two_hours_ago);
        assert!(
            started.iter().any(|effect| matches!(
                effect,
                umpire::host::api::Effect::Send { message, .. }
                    if message.until.is_some() && !message.buttons.is_empty()
            )),
            "the setup invitations ask for a setup until the deadline, with buttons"
        );
    }
    let fake = FakeDiscord::start(Options::default()).await;
    let host = open_host(Some(directory.path()));
    let bot = start_bot(&fake, &host).await;
    // What the start says is delivered now, and the game is called off at once.
    let thread = fake.thread_linked_in(CHANNEL_ID).await;
    fake.wait_request("the game called off", |request| {
        posted_in(thread)(request) && request.content().contains("is called off")
    })
    .await;
    let dms: Vec<u64> = [ALICE, BOB]
        .iter()
        .filter_map(|player| fake.dm_channel_of(*player))
        .collect();
    let invitations = fake.inspect(0, |requests| {
        requests
            .iter()
            .filter(|request| {
                dms.iter().any(|dm| posted_in(*dm)(request))
                    && request.content().contains("set up your pieces")
            })
            .count()
    });
    assert_eq!(
        invitations, 0,
        "no invitation to a setup that lapsed two hours ago"
    );
    let live_buttons = fake.inspect(0, |requests| {
        requests
            .iter()
            .filter(|request| request.posts_message() && request.status == 200)
            .flat_map(|request| request.button_ids())
            .filter(|id| id.starts_with(&format!("umpire:setup:{}", 1)))
            .count()
    });
    assert_eq!(
        live_buttons,
        0,
        "no setup button of a game called off:\n{}",
        fake.request_log()
    );
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn buttons_offer_and_decline_a_draw_and_resign_after_confirmation() {
    let fake = FakeDiscord::start(Options::default()).await;
    let host = open_host(None);
    let bot = start_bot(&fake, &host).await;
    let (game, thread) = start_game(&fake, &host).await;
    let id = game.0;

    let offer = press(
        &fake,
        thread,
        true,
        ALICE_USER,
        &format!("umpire:draw:{id}:offer"),
    )
    .await;
    assert_eq!(offer.flags() & 64, 0, "a draw offer is public");
    let answers = offer.button_ids();
    assert!(
        answers.contains(&format!("umpire:draw:{id}:accept"))
            && answers.contains(&format!("umpire:draw:{id}:decline")),
        "{answers:?}"
    );
    let declined = press(
        &fake,
        thread,
        true,
        BOB_USER,
        &format!("umpire:draw:{id}:decline"),
    )
    .await;
    assert_eq!(declined.flags() & 64, 0);
    assert_eq!(
        declined.content(),
        format!("bob (Red) declines the draw; game #{id} goes on.")
    );

    // Resign asks first, privately, and changes nothing.
    let asked = press(
        &fake,
        thread,
        true,
        BOB_USER,
        &format!("umpire:resign:{id}"),
    )
    .await;
    assert_eq!(asked.flags() & 64, 64, "the confirmation is for Bob alone");
    assert_eq!(
        asked.content(),
        format!("Do you really want to resign game #{id}? This cannot be undone.")
    );
    let confirm = asked
        .button_ids()
        .into_iter()
        .find(|button| button.ends_with(":confirm"))
        .unwrap_or_else(|| panic!("no confirmation button in {}", asked.line()));
    assert_eq!(host.store().game(game).unwrap().unwrap().log_len, 0);
    assert!(
        host.store()
            .games_of_user(UserId(BOB))
            .unwrap()
            .contains(&game)
    );

    let mark = fake.mark();
    let resigned = press(&fake, thread, true, BOB_USER, &confirm).await;
    assert!(
        resigned.content().contains("alice"),
        "{}",
        resigned.content()
    );
    fake.wait_request_since(mark, "the result line", |request| {
        posted_in(CHANNEL_ID)(request) && request.content().contains("is over")
    })
    .await;
    assert!(host.store().games_of_user(UserId(BOB)).unwrap().is_empty());

    // A stale button says so, and an unknown one has expired.
    let stale = press(
        &fake,
        thread,
        true,
        ALICE_USER,
        &format!("umpire:resign:{id}:confirm"),
    )
    .await;
    assert_eq!(stale.flags() & 64, 64);
    assert_eq!(stale.content(), format!("Game #{id} is over."));
    let message = fixtures::message(thread, true, ALICE_USER, "old");
    let unknown = fixtures::button_press(thread, ALICE_USER, "umpire:teleport:1", message);
    fake.dispatch("INTERACTION_CREATE", unknown.clone());
    let expired = fake.wait_callback(&unknown, "the expiry notice").await;
    assert_eq!(expired.field("/type"), 4);
    assert!(expired.content().contains("expired"));
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_invalidated_session_identifies_again_and_play_goes_on() {
    let fake = FakeDiscord::start(Options::default()).await;
    let host = open_host(None);
    let bot = start_bot(&fake, &host).await;
    let (game, thread) = start_game(&fake, &host).await;
    play(&fake, &host, game, thread, 0..2).await;
    // Not resumable: serenity starts a new session, after its fixed pause between shard starts.
    fake.send_raw(json!({"op": 9, "d": false}));
    fake.wait_gateway("a new IDENTIFY", |frame| {
        frame.op() == Some(2) && frame.connection == 2
    })
    .await;
    play(&fake, &host, game, thread, 2..4).await;
    assert_eq!(moves_logged(&host, game), 4);
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_the_challenged_player_may_answer_a_challenge() {
    let fake = FakeDiscord::start(Options::default()).await;
    let host = open_host(None);
    let bot = start_bot(&fake, &host).await;
    let posted = fake
        .slash(&fixtures::challenge_command(
            CHANNEL_ID, ALICE_USER, "jungle", BOB_USER,
        ))
        .await;
    let buttons = posted.button_ids();
    let accept = buttons.iter().find(|id| id.contains(":accept:")).unwrap();
    let decline = buttons.iter().find(|id| id.contains(":decline:")).unwrap();

    let refused = press(&fake, CHANNEL_ID, true, CAROL_USER, accept).await;
    assert_eq!(refused.flags() & 64, 64, "the refusal is for Carol alone");
    assert_eq!(
        refused.content(),
        "Challenge c1 is for bob; only they can accept it."
    );
    let declined = press(&fake, CHANNEL_ID, true, BOB_USER, decline).await;
    assert_eq!(declined.flags() & 64, 0);
    assert_eq!(declined.content(), "bob declined alice's challenge c1.");
    let late = press(&fake, CHANNEL_ID, true, BOB_USER, accept).await;
    assert_eq!(
        late.flags() & 64,
        64,
        "a declined challenge cannot be accepted"
    );
    assert!(
        !fake
            .requests()
            .iter()
            .any(|request| request.path.ends_with("/threads")),
        "no game started"
    );
    assert!(host.store().games_of_user(UserId(BOB)).unwrap().is_empty());

    // A word only the host's parser knows works typed, with a mention.
    let mark = fake.mark();
    fake.dispatch(
        "MESSAGE_CREATE",
        fixtures::with_mentions(
            fixtures::message(
                CHANNEL_ID,
                true,
                ALICE_USER,
                &format!("!duel jungle <@{BOB}>"),
            ),
            &[BOB_USER],
        ),
    );
    let again = fake
        .wait_request_since(mark, "the typed challenge", posted_in(CHANNEL_ID))
        .await;
    assert!(
        again.button_ids().contains(&"umpire:accept:2".to_owned()),
        "{}",
        again.line()
    );
    bot.finish(&fake).await;
}

/// Whether a request takes every button off a message.
fn strips_buttons(request: &RecordedRequest) -> bool {
    request.method == "PATCH"
        && request.path.contains("/messages/")
        && request.field("/components") == &json!([])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn buttons_are_taken_away_once_what_they_were_for_is_settled() {
    let fake = FakeDiscord::start(Options::default()).await;
    let host = open_host(None);
    let bot = start_bot(&fake, &host).await;
    // The challenge is accepted: its post keeps no Accept or Decline.
    let (game, thread) = start_game(&fake, &host).await;
    let stripped = fake
        .wait_request("the challenge's buttons taken away", strips_buttons)
        .await;
    assert!(
        stripped
            .path
            .starts_with(&format!("/api/v10/channels/{CHANNEL_ID}/messages/")),
        "{}",
        stripped.path
    );
    // A declined draw offer keeps no Accept or Decline either.
    let id = game.0;
    press(
        &fake,
        thread,
        true,
        ALICE_USER,
        &format!("umpire:draw:{id}:offer"),
    )
    .await;
    let mark = fake.mark();
    press(
        &fake,
        thread,
        true,
        BOB_USER,
        &format!("umpire:draw:{id}:decline"),
    )
    .await;
    let stripped = fake
        .wait_request_since(mark, "the draw offer's buttons taken away", strips_buttons)
        .await;
    assert!(
        stripped
            .path
            .starts_with(&format!("/api/v10/channels/{thread}/messages/")),
        "{}",
        stripped.path
    );
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_deleted_by_someone_loses_its_buttons_quietly_and_the_later_boards_all_arrive() {
    let fake = FakeDiscord::start(Options::default()).await;
    let host = open_host(None);
    let bot = start_bot(&fake, &host).await;
    let (game, thread) = start_game(&fake, &host).await;
    // A moderator deletes the first board: taking its buttons away after the next move meets 10008.
    let first = fake
        .wait_request("the first board", posted_in(thread))
        .await;
    let id: u64 = first.answer.as_ref().unwrap()["id"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    fake.delete_message(id);
    let mark = fake.mark();
    play(&fake, &host, game, thread, 0..3).await;
    let refused = fake.inspect(mark, |requests| {
        requests
            .iter()
            .filter(|request| {
                request.path.ends_with(&format!("/messages/{id}")) && request.status == 404
            })
            .count()
    });
    assert_eq!(
        refused, 1,
        "the deleted board's buttons were asked away once, not retried"
    );
    for ply in 1..=3 {
        let file = format!("game-{}-{ply}.png", game.0);
        let posts_board = |request: &RecordedRequest| {
            request.posts_message()
                && request.status == 200
                && request.files.iter().any(|part| part.filename == file)
        };
        let arrived = fake
            .wait_until(mark, umpire_tests::fake::recorder::HANG_GUARD, |requests| {
                requests.iter().any(posts_board)
            })
            .await;
        assert!(arrived, "the board {file} arrived:\n{}", fake.request_log());
        let boards = fake.inspect(mark, |requests| {
            requests.iter().filter(|r| posts_board(r)).count()
        });
        assert_eq!(boards, 1, "the board {file} arrived once");
    }
    bot.finish(&fake).await;
}

/// The position of `game` rebuilt as a restart after a lost cache would: created from its options and
/// seed, then the log entries that still count replayed in order.
fn replayed_position(host: &Host, game: GameId) -> String {
    use umpire::store::{LoggedAction, records::standing_entries};
    let record = host.store().game(game).unwrap().unwrap();
    let log = host.store().log(game).unwrap();
    let mut rebuilt = record.kind.create(&record.options, record.seed).unwrap();
    for entry in standing_entries(&log) {
        match &entry.action {
            LoggedAction::Play { seat, action } => drop(rebuilt.play(*seat, action).unwrap()),
            LoggedAction::Intervene(intervention) => {
                drop(rebuilt.intervene(*intervention).unwrap())
            }
            LoggedAction::Takeback { .. } => panic!("a takeback among the standing entries"),
        }
    }
    rebuilt.position()
}

/// The position the stored snapshot of `game` holds.
fn stored_position(host: &Host, game: GameId) -> String {
    let record = host.store().game(game).unwrap().unwrap();
    record.kind.restore(&record.snapshot).unwrap().position()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_is_asked_accepted_stored_and_survives_a_restart() {
    let directory = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start(Options::default()).await;
    let host = open_host(Some(directory.path()));
    let bot = start_bot(&fake, &host).await;
    let (game, thread) = start_game(&fake, &host).await;
    let id = game.0;
    play(&fake, &host, game, thread, 0..3).await;
    let after_first = {
        let record = host.store().game(game).unwrap().unwrap();
        let mut start = record.kind.create(&record.options, record.seed).unwrap();
        start.play(Seat(0), DEN_WIN[0]).unwrap();
        start.position()
    };

    // Bob, on move after Alice's reply, asks by typing: his move and Alice's reply go back.
    let said = fixtures::message(thread, true, BOB_USER, "!takeback");
    let asked = fake.type_message(said, thread).await;
    assert_eq!(
        asked.content(),
        format!(
            "bob (Red) asks to take back their last move in game #{id}; alice (Blue) may accept or decline."
        )
    );
    let answers = asked.button_ids();
    assert!(
        answers.contains(&format!("umpire:takeback:{id}:accept"))
            && answers.contains(&format!("umpire:takeback:{id}:decline")),
        "{answers:?}"
    );
    // Bob cannot accept his own request; a move by Alice would make it lapse.
    let own = press(
        &fake,
        thread,
        true,
        BOB_USER,
        &format!("umpire:takeback:{id}:accept"),
    )
    .await;
    assert_eq!(own.flags() & 64, 64, "{}", own.line());
    assert_eq!(moves_logged(&host, game), 3);

    // Alice accepts by button: the board comes back at the position after her first move.
    let mark = fake.mark();
    let board = press(
        &fake,
        thread,
        true,
        ALICE_USER,
        &format!("umpire:takeback:{id}:accept"),
    )
    .await;
    assert!(
        board
            .content()
            .contains("Taken back by agreement: bob (Red)'s last move and the 1 after it."),
        "{}",
        board.line()
    );
    assert_board_image(&board);
    fake.wait_request_since(mark, "the request's buttons taken away", strips_buttons)
        .await;
    assert_eq!(
        moves_logged(&host, game),
        4,
        "the takeback is one log entry"
    );
    assert_eq!(stored_position(&host, game), after_first);
    assert_eq!(replayed_position(&host, game), after_first);

    // After a restart the game stands where the players left it, and play goes on to the end.
    bot.stop().await;
    let host = sole_owner(host).await;
    drop(host);
    let host = open_host(Some(directory.path()));
    assert_eq!(replayed_position(&host, game), after_first);
    assert_eq!(stored_position(&host, game), after_first);
    let bot = start_bot(&fake, &host).await;
    let mut last = None;
    for (ply, action) in DEN_WIN.iter().enumerate().skip(1) {
        let person = if ply % 2 == 0 { ALICE_USER } else { BOB_USER };
        let said = fixtures::message(thread, true, person, &format!("!m {action}"));
        let answer = fake.type_message(said, thread).await;
        assert_eq!(answer.flags() & 64, 0, "{action}: {}", answer.line());
        last = Some(answer);
    }
    assert!(last.unwrap().content().contains("wins by entering the den"));
    // Three plies, the takeback, and the twelve plies from Red's first move on.
    assert_eq!(moves_logged(&host, game), 3 + 1 + (DEN_WIN.len() - 1));
    bot.finish(&fake).await;
}

#[test]
fn takebacks_are_refused_where_pieces_are_hidden_and_against_the_bot() {
    use umpire::host::api::{Command, Effect, Place, Request, User, Via};
    let host = open_host(None);
    let place = Place::Channel {
        server: umpire::host::api::ServerId(fixtures::GUILD_ID),
        channel: umpire::host::api::ChannelId(CHANNEL_ID),
    };
    let alice = User {
        id: UserId(ALICE),
        name: "alice".into(),
    };
    let bob = User {
        id: UserId(BOB),
        name: "bob".into(),
    };
    let say = |from: &User, text: &str| {
        let resolve = |token: &str| (token == "@bob").then(|| bob.clone());
        let request = Request::parse(text, resolve).unwrap();
        let command = Command {
            from: from.clone(),
            place,
            via: Via::Text,
            request,
        };
        let texts: Vec<String> = host
            .handle(command, 1_000)
            .into_iter()
            .filter_map(|effect| match effect {
                Effect::Send { message, .. } => Some(message.text.to_plain()),
                _ => None,
            })
            .collect();
        texts.join("\n")
    };
    say(&alice, "challenge junqi @bob");
    let challenge = host.store().challenges_of_user(UserId(ALICE)).unwrap()[0].id;
    say(&bob, &format!("accept c{}", challenge.0));
    let refused = say(&alice, "takeback");
    assert!(
        refused.starts_with("Moves cannot be taken back in Junqi: pieces are hidden"),
        "{refused}"
    );
    say(&alice, "challenge jungle bot");
    let games = host.store().games_of_user(UserId(ALICE)).unwrap();
    let against_bot = games.iter().max_by_key(|game| game.0).unwrap();
    let refused = say(&alice, &format!("takeback #{}", against_bot.0));
    assert!(refused.contains("a game against the bot"), "{refused}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn export_attaches_the_record_and_a_position_the_command_line_reads() {
    let fake = FakeDiscord::start(Options::default()).await;
    let host = open_host(None);
    let bot = start_bot(&fake, &host).await;
    let (game, thread) = start_game(&fake, &host).await;
    play(&fake, &host, game, thread, 0..3).await;

    // Carol watches: she gets the public export, here in the thread.
    let said = fixtures::message(thread, true, CAROL_USER, &format!("!export #{}", game.0));
    let export = fake.type_message(said, thread).await;
    assert_eq!(export.flags() & 64, 0, "{}", export.line());
    assert_eq!(export.files.len(), 1, "the record is attached");
    assert_eq!(export.files[0].filename, format!("game-{}.txt", game.0));
    let record = String::from_utf8(export.files[0].bytes.clone()).unwrap();
    assert!(
        record.starts_with("[Game \"Jungle\"]\n[Date \"")
            && record.contains(
                "[Players \"Blue: alice; Red: bob\"]\n[Result \"*\"]\n1. e3d3 a9b9 2. d3d4"
            ),
        "{record}"
    );
    let content = export.content();
    let position = content
        .split("Position: `")
        .nth(1)
        .and_then(|rest| rest.split('`').next())
        .unwrap_or_else(|| panic!("no position in {content}"));
    assert!(content.contains(&format!("`umpire moves jungle --position \"{position}\"`")));

    // The position is the game's, and `umpire moves --position` reads it back.
    let record = host.store().game(game).unwrap().unwrap();
    let live = record.kind.restore(&record.snapshot).unwrap();
    assert_eq!(position, live.position());
    let args = umpire::cli::PositionArgs {
        game: "jungle".into(),
        position: Some(position.to_owned()),
        options: Vec::new(),
    };
    let mut out = Vec::new();
    umpire::cli::run_tool(&umpire::cli::Tool::Moves(args), &mut out).unwrap();
    let listed: Vec<String> = String::from_utf8(out)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect();
    assert!(!listed.is_empty());
    assert_eq!(listed, live.legal_actions(Seat(1)));
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_announcement_is_edited_in_place_by_its_buttons() {
    let fake = FakeDiscord::start(Options::default()).await;
    let host = open_host(None);
    let bot = start_bot(&fake, &host).await;
    let typed = fixtures::message(
        CHANNEL_ID,
        true,
        ALICE_USER,
        "!tournament create jungle swiss rounds=3 1d",
    );
    let posted = fake.type_message(typed, CHANNEL_ID).await;
    assert!(
        posted.content().contains("Swiss tournament t1"),
        "{}",
        posted.content()
    );
    assert_eq!(
        posted.button_ids(),
        [
            "umpire:tjoin:1",
            "umpire:tleave:1",
            "umpire:tstart:1",
            "umpire:tcancel:1"
        ]
    );
    let edited = |text: &'static str| {
        let path = format!("/api/v10/channels/{CHANNEL_ID}/messages/");
        move |request: &RecordedRequest| {
            request.method == "PATCH"
                && request.path.starts_with(&path)
                && request.status == 200
                && request.content().contains(text)
        }
    };
    let announcement = fixtures::message(CHANNEL_ID, true, ALICE_USER, posted.content());
    let mark = fake.mark();
    let join = fixtures::button_press(CHANNEL_ID, BOB_USER, "umpire:tjoin:1", announcement.clone());
    let joined = fake.interact(&join, "the answer to Join").await;
    assert!(
        joined.content().contains("You are in tournament t1."),
        "{}",
        joined.content()
    );
    assert_eq!(joined.flags() & 64, 64, "the answer is private");
    let edit = fake
        .wait_request_since(
            mark,
            "the announcement with bob",
            edited("Players (1/64): bob"),
        )
        .await;
    assert!(!edit.button_ids().is_empty());
    // Carol did not make it, but may manage the server (as the press says): she cancels it.
    let mark = fake.mark();
    let cancel = fixtures::button_press(CHANNEL_ID, CAROL_USER, "umpire:tcancel:1", announcement);
    fake.interact(&cancel, "the answer to Cancel").await;
    let edit = fake
        .wait_request_since(
            mark,
            "the cancelled announcement",
            edited("It was cancelled."),
        )
        .await;
    assert!(edit.button_ids().is_empty(), "{}", edit.line());
    // The slash command makes one as the typed command does.
    let mark = fake.mark();
    let options = json!([{"name": "create", "type": 1, "options": [
        {"name": "game", "type": 3, "value": "jungi"},
        {"name": "rounds", "type": 4, "value": 2},
        {"name": "details", "type": 3, "value": "casual 1d max=8"},
    ]}]);
    let answer = fake
        .slash(&fixtures::slash_command(
            CHANNEL_ID,
            BOB_USER,
            "tournament",
            options,
        ))
        .await;
    assert!(
        answer.content().contains("Tournament t2 is announced"),
        "{}",
        answer.content()
    );
    let announced = fake
        .wait_request_since(mark, "the second announcement", posted_in(CHANNEL_ID))
        .await;
    let text = announced.content();
    assert!(
        text.contains("Swiss tournament t2") && text.contains("casual") && text.contains("(0/8)"),
        "{text}"
    );
    bot.finish(&fake).await;
}
