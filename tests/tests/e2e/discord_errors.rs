//! Every error Discord can give the adapter, injected in the fake, with what the bot does: the person
//! waiting is told in one sentence, the game goes on, nothing is lost and nothing is retried forever.

use crate::support::drawing;
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::Duration;
use umpire::discord::GameHost;
use umpire::host::api::{
    Button, ButtonStyle, ChannelId, Effect, GameId, Image, Message, Picture, Slot, Target,
    TournamentId, UserId,
};
use umpire_tests::bot::{RunningBot, config_for};
use umpire_tests::fake::channels::Permission;
use umpire_tests::fake::recorder::{RecordedRequest, posted_in};
use umpire_tests::fake::{Failure, FakeDiscord, Options};
use umpire_tests::fixtures::{self, ALICE, ALICE_USER, BOB_USER, CHANNEL_ID};
use umpire_tests::scripted::{Script, ScriptedHost};

const GAME: GameId = GameId(7);

fn text(to: Target, text: &str) -> Effect {
    Effect::Send {
        to,
        message: Message {
            text: text.into(),
            about: Some(GAME),
            ..Message::default()
        },
    }
}

/// A board in `slot`, with a button.
fn board(to: Target, text: &str, slot: Option<Slot>) -> Effect {
    Effect::Send {
        to,
        message: Message {
            text: text.into(),
            image: Some(Image {
                file_name: "game-7.png".to_owned(),
                picture: Picture::Board(Box::new(drawing())),
                alt: "Jungle, Blue to move.".to_owned(),
            }),
            buttons: vec![Button {
                id: "umpire:resign:7".to_owned(),
                label: "Resign".into(),
                style: ButtonStyle::Danger,
            }],
            about: Some(GAME),
            slot,
            ..Message::default()
        },
    }
}

fn host_answering(effects: Vec<Effect>) -> Arc<ScriptedHost> {
    let script: Script = Box::new(move |_| effects.clone());
    Arc::new(ScriptedHost::new(
        script,
        Box::new(|_| Vec::new()),
        Vec::new(),
    ))
}

async fn start(host: &Arc<ScriptedHost>) -> (FakeDiscord, RunningBot) {
    let fake = FakeDiscord::start(Options::default()).await;
    let bot = RunningBot::start(&fake, host.clone() as Arc<dyn GameHost>).await;
    (fake, bot)
}

fn move_command() -> Value {
    fixtures::slash_command(
        CHANNEL_ID,
        BOB_USER,
        "move",
        json!([fixtures::string_option("action", "a1a2")]),
    )
}

/// The requests to `interaction`'s callback, in order.
fn callbacks(fake: &FakeDiscord, interaction: &Value) -> Vec<RecordedRequest> {
    let path = fixtures::callback_path(interaction);
    fake.requests()
        .into_iter()
        .filter(|request| request.path == path)
        .collect()
}

/// Typed `!m a1a2` in the standard channel, answered by the scripted host.
fn typed_move(fake: &FakeDiscord) {
    fake.dispatch(
        "MESSAGE_CREATE",
        fixtures::message(CHANNEL_ID, true, ALICE_USER, "!m a1a2"),
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deferral_is_not_retried_past_the_interactions_three_seconds() {
    let host = host_answering(vec![text(Target::Reply, "Played.")]);
    let (fake, bot) = start(&host).await;
    // Made 2.6 s ago: the deferral fails twice, and a third try would come after the deadline.
    let command = fixtures::aged(move_command(), Duration::from_millis(2_600));
    fake.inject(Failure {
        method: "POST".into(),
        path_contains: fixtures::callback_path(&command),
        status: 500,
        times: 5,
    });
    let mark = fake.mark();
    fake.dispatch("INTERACTION_CREATE", command.clone());
    fake.wait_request_since(mark, "a first deferral", |request| {
        request.path == fixtures::callback_path(&command)
    })
    .await;
    let more = fake
        .wait_until(mark, Duration::from_millis(1_500), |requests| {
            requests.iter().any(|request| request.status == 404)
        })
        .await;
    assert!(
        !more,
        "nothing was sent after the deadline:\n{}",
        fake.request_log()
    );
    assert!(
        callbacks(&fake, &command)
            .iter()
            .all(|request| request.status == 500),
        "every try came within the three seconds"
    );
    assert!(host.commands().is_empty(), "a lapsed command does nothing");
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deferral_that_landed_though_its_answer_was_lost_counts_as_done() {
    let host = host_answering(vec![text(Target::Reply, "Played.")]);
    let (fake, bot) = start(&host).await;
    let command = move_command();
    fake.inject_lost_answer(Failure {
        method: "POST".into(),
        path_contains: fixtures::callback_path(&command),
        status: 502,
        times: 1,
    });
    let answer = fake.interact(&command, "the answer after 40060").await;
    assert_eq!(answer.content(), "Played.");
    let statuses: Vec<u16> = callbacks(&fake, &command)
        .iter()
        .map(|request| request.status)
        .collect();
    assert_eq!(statuses, vec![502, 400], "the retry was told it had landed");
    assert_eq!(host.commands().len(), 1, "the command was handled once");
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_refused_for_attach_files_goes_as_text_and_the_channel_is_told_once() {
    let channel = Target::Channel(ChannelId(CHANNEL_ID));
    let host = host_answering(vec![
        board(channel, "Alice to move.", None),
        board(channel, "Bob to move.", None),
    ]);
    let (fake, bot) = start(&host).await;
    fake.refuse(CHANNEL_ID, Permission::AttachFiles);
    let mark = fake.mark();
    typed_move(&fake);
    let posted = fake
        .wait_requests_since(mark, 3, "both boards and the note", posted_in(CHANNEL_ID))
        .await;
    let contents: Vec<&str> = posted.iter().map(RecordedRequest::content).collect();
    assert_eq!(contents[0], "Alice to move.\nJungle, Blue to move.");
    assert!(
        contents[1].contains("Attach Files"),
        "the channel is told why: {}",
        contents[1]
    );
    assert_eq!(contents[2], "Bob to move.\nJungle, Blue to move.");
    assert!(posted.iter().all(|request| request.files.is_empty()));
    let mark = fake.mark();
    typed_move(&fake);
    let again = fake
        .wait_requests_since(mark, 2, "both boards again", posted_in(CHANNEL_ID))
        .await;
    assert!(
        again
            .iter()
            .all(|request| !request.content().contains("Attach Files")),
        "the channel is told only once"
    );
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_post_refused_for_missing_permissions_or_access_or_a_gone_channel_is_told_in_one_sentence()
 {
    for (refuse, code) in [
        (Some(Permission::SendMessages), 50013),
        (Some(Permission::ViewChannel), 50001),
        (None, 10003),
    ] {
        let host = host_answering(vec![text(
            Target::Channel(ChannelId(CHANNEL_ID)),
            "Bob played a1a2.",
        )]);
        let (fake, bot) = start(&host).await;
        match refuse {
            Some(permission) => fake.refuse(CHANNEL_ID, permission),
            None => fake.delete_channel(CHANNEL_ID),
        }
        let notice = fake
            .interact(&move_command(), "the report to the player")
            .await;
        assert!(
            notice
                .content()
                .starts_with("I could not post one of my messages"),
            "{code}: {}",
            notice.content()
        );
        let attempts = fake
            .requests()
            .iter()
            .filter(|request| request.content() == "Bob played a1a2.")
            .count();
        assert_eq!(attempts, 1, "{code} is not retried");
        assert_eq!(host.commands().len(), 1);
        bot.finish(&fake).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_refused_leaves_the_game_in_its_channel_and_says_so_once() {
    let host = host_answering(vec![
        Effect::OpenPlace {
            game: GAME,
            parent: ChannelId(CHANNEL_ID),
            title: "Jungle: alice vs bob".to_owned(),
            linked_in: None,
        },
        board(
            Target::Game(GAME),
            "Alice to move.",
            Some(Slot::Board(GAME)),
        ),
    ]);
    let (fake, bot) = start(&host).await;
    fake.refuse(CHANNEL_ID, Permission::CreatePublicThreads);
    let mark = fake.mark();
    typed_move(&fake);
    let posted = fake
        .wait_requests_since(mark, 2, "the note and the board", posted_in(CHANNEL_ID))
        .await;
    assert!(
        posted[0]
            .content()
            .starts_with("I may not open threads in this channel, so game #7 is played here"),
        "the players are told where the game is, in one sentence: {}",
        posted[0].content()
    );
    let board = &posted[1];
    assert_eq!(board.content(), "Alice to move.");
    assert_eq!(board.files.len(), 1);
    let threads: Vec<u16> = fake.inspect(mark, |requests| {
        requests
            .iter()
            .filter(|request| request.path.ends_with("/threads"))
            .map(|request| request.status)
            .collect()
    });
    assert_eq!(threads, vec![403], "one refusal, not retried");
    let notes = fake.inspect(mark, |requests| {
        requests
            .iter()
            .filter(|request| request.content().contains("may not open threads"))
            .count()
    });
    assert_eq!(notes, 1, "said once");
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_refused_leaves_a_tournament_in_its_channel_and_says_so_once() {
    // The first command opens the tournament's place, as a host does once; each one posts there.
    let opened = std::sync::atomic::AtomicBool::new(false);
    let script: Script = Box::new(move |_| {
        let post = text(Target::Tournament(TournamentId(3)), "Round 1.");
        if opened.swap(true, std::sync::atomic::Ordering::SeqCst) {
            return vec![post];
        }
        let open = Effect::OpenTournamentPlace {
            tournament: TournamentId(3),
            parent: ChannelId(CHANNEL_ID),
            title: "t3 · Jungle".to_owned(),
        };
        vec![open, post]
    });
    let host = Arc::new(ScriptedHost::new(
        script,
        Box::new(|_| Vec::new()),
        Vec::new(),
    ));
    let (fake, bot) = start(&host).await;
    fake.refuse(CHANNEL_ID, Permission::CreatePublicThreads);
    let mark = fake.mark();
    typed_move(&fake);
    let posted = fake
        .wait_requests_since(mark, 2, "the note and the pairings", posted_in(CHANNEL_ID))
        .await;
    assert!(
        posted[0].content().starts_with(
            "I may not open threads in this channel, so tournament t3 posts its rounds here"
        ),
        "{}",
        posted[0].content()
    );
    assert_eq!(posted[1].content(), "Round 1.");
    // The next round goes to the channel too, with no second try nor second note.
    let mark = fake.mark();
    typed_move(&fake);
    fake.wait_request_since(mark, "the next round", posted_in(CHANNEL_ID))
        .await;
    let (threads, notes) = fake.inspect(0, |requests| {
        let threads = requests
            .iter()
            .filter(|request| request.path.ends_with("/threads"))
            .count();
        let notes = requests
            .iter()
            .filter(|request| request.content().contains("may not open threads"))
            .count();
        (threads, notes)
    });
    assert_eq!((threads, notes), (1, 1), "one refusal, said once");
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reply_or_a_follow_up_with_a_board_refused_for_attach_files_goes_as_text() {
    let host = host_answering(vec![board(Target::Reply, "Alice to move.", None)]);
    let (fake, bot) = start(&host).await;
    fake.refuse(CHANNEL_ID, Permission::AttachFiles);
    let mark = fake.mark();
    typed_move(&fake);
    let posted = fake
        .wait_requests_since(mark, 2, "the answer and the note", posted_in(CHANNEL_ID))
        .await;
    assert_eq!(posted[0].content(), "Alice to move.\nJungle, Blue to move.");
    assert!(posted[0].files.is_empty());
    assert!(
        posted[1].content().contains("Attach Files"),
        "{}",
        posted[1].content()
    );

    let answer = fake
        .interact(&move_command(), "the follow-up as text")
        .await;
    assert_eq!(answer.content(), "Alice to move.\nJungle, Blue to move.");
    assert!(answer.files.is_empty());
    let refused = fake.inspect(mark, |requests| {
        requests
            .iter()
            .filter(|request| request.status == 403 && !request.files.is_empty())
            .count()
    });
    assert_eq!(
        refused, 2,
        "each went with its board first, and was refused once"
    );
    let told = fake.inspect(mark, |requests| {
        requests
            .iter()
            .filter(|request| request.content().contains("Attach Files"))
            .count()
    });
    assert_eq!(told, 1, "the channel is told once");
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_board_is_posted_anew_and_a_deleted_message_keeps_no_one_waiting() {
    let private = Some(Slot::PrivateBoard(GAME, UserId(ALICE)));
    let host = host_answering(vec![
        board(Target::Direct(UserId(ALICE)), "Your board.", private),
        board(
            Target::Channel(ChannelId(CHANNEL_ID)),
            "Alice to move.",
            Some(Slot::Board(GAME)),
        ),
    ]);
    let (fake, bot) = start(&host).await;
    let mark = fake.mark();
    typed_move(&fake);
    let first = fake
        .wait_request_since(mark, "the first public board", posted_in(CHANNEL_ID))
        .await;
    let dm = fake.dm_channel_of(ALICE).expect("Alice's DM channel");
    fake.wait_request_since(mark, "the private board", posted_in(dm))
        .await;
    // Someone deletes both: the edit in place and the buttons' removal meet 10008.
    for id in posted_ids(&fake) {
        fake.delete_message(id);
    }
    let mark = fake.mark();
    typed_move(&fake);
    fake.wait_request_since(mark, "the private board anew", posted_in(dm))
        .await;
    let second = fake
        .wait_request_since(mark, "the next public board", posted_in(CHANNEL_ID))
        .await;
    assert_eq!(second.content(), first.content());
    fake.wait_request_since(mark, "the stale buttons' removal tried", |request| {
        request.method == "PATCH" && request.status == 404
    })
    .await;
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_analysis_whose_note_was_deleted_is_posted_anew() {
    deleted_then_posted_anew(Slot::Analysis(GAME, UserId(ALICE)), "Game #7 analysed.").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_announcement_that_was_deleted_is_posted_anew() {
    deleted_then_posted_anew(
        Slot::Tournament(TournamentId(3)),
        "Tournament t3: 4 players.",
    )
    .await;
}

/// A message of `slot` saying `text` is posted; someone deletes it, and its edit in place meets 10008,
/// so it is posted anew, picture and all.
async fn deleted_then_posted_anew(slot: Slot, text: &str) {
    let host = host_answering(vec![board(
        Target::Channel(ChannelId(CHANNEL_ID)),
        text,
        Some(slot),
    )]);
    let (fake, bot) = start(&host).await;
    let mark = fake.mark();
    typed_move(&fake);
    fake.wait_request_since(mark, "the first message", posted_in(CHANNEL_ID))
        .await;
    for id in posted_ids(&fake) {
        fake.delete_message(id);
    }
    let mark = fake.mark();
    typed_move(&fake);
    fake.wait_request_since(mark, "the edit tried", |request| {
        request.method == "PATCH" && request.status == 404
    })
    .await;
    let anew = fake
        .wait_request_since(mark, "the message anew", posted_in(CHANNEL_ID))
        .await;
    assert!(anew.content().contains(text), "{anew:?}");
    assert!(
        anew.files.iter().any(|file| file.filename == "game-7.png"),
        "the picture goes with it: {anew:?}"
    );
    bot.finish(&fake).await;
}

/// The ids of the messages the fake accepted so far.
fn posted_ids(fake: &FakeDiscord) -> Vec<u64> {
    fake.requests()
        .iter()
        .filter(|request| request.method == "POST" && request.path.ends_with("/messages"))
        .filter_map(|request| request.answer.as_ref()?["id"].as_str()?.parse().ok())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_archived_thread_is_brought_back_for_posts_and_edits_but_a_locked_one_is_reported() {
    // The first command opens the game's thread; each one posts there.
    let opened = std::sync::atomic::AtomicBool::new(false);
    let script: Script = Box::new(move |_| {
        let post = text(Target::Game(GAME), "Alice to move.");
        if opened.swap(true, std::sync::atomic::Ordering::SeqCst) {
            return vec![post];
        }
        let open = Effect::OpenPlace {
            game: GAME,
            parent: ChannelId(CHANNEL_ID),
            title: "Jungle: alice vs bob".to_owned(),
            linked_in: None,
        };
        vec![open, post]
    });
    let host = Arc::new(ScriptedHost::new(
        script,
        Box::new(|_| Vec::new()),
        Vec::new(),
    ));
    let (fake, bot) = start(&host).await;
    let mark = fake.mark();
    typed_move(&fake);
    let thread = fake.thread_linked_in(CHANNEL_ID).await;
    fake.wait_request_since(mark, "the first post", posted_in(thread))
        .await;
    fake.archive_thread(thread, false);
    let mark = fake.mark();
    typed_move(&fake);
    let statuses: Vec<(String, u16)> = fake
        .wait_requests_since(mark, 3, "refused, brought back, posted", |request| {
            request.path.contains(&thread.to_string())
        })
        .await
        .iter()
        .map(|request| (request.method.clone(), request.status))
        .collect();
    assert_eq!(
        statuses[..3],
        [
            ("POST".to_owned(), 400),
            ("PATCH".to_owned(), 200),
            ("POST".to_owned(), 200)
        ]
    );
    fake.archive_thread(thread, true);
    let command = move_command();
    let notice = fake
        .interact(&command, "the report of the locked thread")
        .await;
    assert!(
        notice
            .content()
            .starts_with("I could not post one of my messages"),
        "{}",
        notice.content()
    );
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nothing_the_bot_does_later_depends_on_a_follow_up_token() {
    let host = host_answering(vec![board(
        Target::Reply,
        "Alice to move.",
        Some(Slot::Board(GAME)),
    )]);
    let (fake, bot) = start(&host).await;
    let first = fixtures::slash_command(CHANNEL_ID, ALICE_USER, "board", json!([]));
    fake.interact(&first, "the first board").await;
    fake.advance_clock(Duration::from_secs(16 * 60));
    let old_token = first["token"].as_str().unwrap().to_owned();
    let mark = fake.mark();
    let second = fixtures::slash_command(CHANNEL_ID, ALICE_USER, "board", json!([]));
    fake.interact(&second, "the second board").await;
    fake.wait_request_since(mark, "the first board's buttons taken away", |request| {
        request.method == "PATCH" && request.path.starts_with("/api/v10/channels/")
    })
    .await;
    let old = fake.inspect(mark, |requests| {
        requests
            .iter()
            .filter(|request| request.path.contains(&old_token))
            .count()
    });
    assert_eq!(old, 0, "the old token is not used again");
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missing_message_content_intent_ends_the_bot_with_one_sentence() {
    let fake = FakeDiscord::start(Options {
        close_instead_of_ready: Some(4014),
        ..Options::default()
    })
    .await;
    let host = host_answering(vec![]);
    let error = umpire::discord::run(config_for(&fake), host as Arc<dyn GameHost>)
        .await
        .expect_err("a refused intent stops the bot");
    assert_eq!(
        error.to_string(),
        "Discord refused the Message Content intent: enable it in the Developer Portal (Bot, Privileged Gateway Intents)."
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slash_commands_and_buttons_in_a_direct_message_come_with_a_user_and_work() {
    let host = host_answering(vec![board(Target::Reply, "Your board.", None)]);
    let (fake, bot) = start(&host).await;
    let dm = fake.open_dm(ALICE);
    let command = fixtures::in_dm(
        fixtures::slash_command(dm, ALICE_USER, "board", json!([])),
        dm,
        ALICE_USER,
    );
    assert!(command.get("member").is_none() && command.get("user").is_some());
    let answer = fake.slash(&command).await;
    assert_eq!(answer.content(), "Your board.");
    let message = answer.body.clone().unwrap();
    let mut shown = fixtures::message(dm, false, ALICE_USER, "Your board.");
    shown["components"] = message["components"].clone();
    let press = fixtures::in_dm(
        fixtures::button_press(dm, ALICE_USER, "accept:3", shown),
        dm,
        ALICE_USER,
    );
    let answer = fake.interact(&press, "the answer to the button").await;
    assert_eq!(answer.content(), "Your board.");
    let commands = host.commands();
    assert_eq!(commands.len(), 2);
    assert!(
        commands
            .iter()
            .all(|command| command.from.id == UserId(ALICE)
                && command.place == umpire::host::api::Place::Direct)
    );
    bot.finish(&fake).await;
}
