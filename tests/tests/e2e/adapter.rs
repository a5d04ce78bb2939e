//! The Discord adapter against the fake Discord, with a scripted host: what the bot sends for each kind
//! of effect, how it defers, retries and falls back.

use crate::support::drawing;
use serde_json::json;
use std::sync::Arc;
use umpire::discord::GameHost;
use umpire::host::api::{
    Button, ButtonStyle, ChallengeId, ChallengeTerms, ChannelId, Command, Effect, GameId, Image,
    Message, Picture, Place, Request, ServerId, Target, UserId, Via,
};
use umpire_tests::bot::{RunningBot, config_for};
use umpire_tests::fake::recorder::{HANG_GUARD, RecordedRequest, posted_in};
use umpire_tests::fake::{Failure, FakeDiscord, MESSAGE_CONTENT_INTENT, Options};
use umpire_tests::fixtures::{self, ALICE, ALICE_USER, BOB, BOB_USER, CHANNEL_ID, GUILD_ID};
use umpire_tests::scripted::{Call, Script, ScriptedHost};

const GAME: GameId = GameId(7);
/// The board as the adapter must attach it: drawn when it is delivered.
fn board_png() -> Vec<u8> {
    Image {
        file_name: String::new(),
        picture: Picture::Board(Box::new(drawing())),
        alt: String::new(),
    }
    .bytes()
    .expect("the board is drawn")
    .into_owned()
}

/// The request `move <text>` makes.
fn act(text: &str) -> Request {
    Request::Act {
        game: None,
        text: text.to_owned(),
        bare: false,
    }
}

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

fn private(to: Target, text: &str) -> Effect {
    Effect::Send {
        to,
        message: Message {
            text: text.into(),
            private: true,
            about: Some(GAME),
            ..Message::default()
        },
    }
}

fn board(to: Target, text: &str) -> Effect {
    Effect::Send {
        to,
        message: Message {
            text: text.into(),
            image: Some(Image {
                file_name: "game-7-move-1.png".to_owned(),
                picture: Picture::Board(Box::new(drawing())),
                alt: "Jungle, Blue to move.".to_owned(),
            }),
            buttons: vec![Button {
                id: "umpire:resign:7".to_owned(),
                label: "Resign".into(),
                style: ButtonStyle::Danger,
            }],
            about: Some(GAME),
            ..Message::default()
        },
    }
}

/// A host answering every command with `effects`, and a failed DM with `fallback`.
fn host_answering(effects: Vec<Effect>, fallback: Vec<Effect>) -> Arc<ScriptedHost> {
    let script: Script = Box::new(move |_| effects.clone());
    let fallback: Script = Box::new(move |_| fallback.clone());
    let moves = (0..30).map(|n| format!("a{n}")).collect();
    Arc::new(ScriptedHost::new(script, fallback, moves))
}

async fn start(host: &Arc<ScriptedHost>) -> (FakeDiscord, RunningBot) {
    let fake = FakeDiscord::start(Options::default()).await;
    let bot = RunningBot::start(&fake, host.clone() as Arc<dyn GameHost>).await;
    (fake, bot)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slash_command_is_deferred_then_answered_with_the_board() {
    let host = host_answering(vec![board(Target::Reply, "Alice to move.")], vec![]);
    let (fake, bot) = start(&host).await;
    let identify = fake
        .wait_gateway("IDENTIFY", |frame| frame.op() == Some(2))
        .await;
    let intents = identify.payload["d"]["intents"].as_u64().unwrap();
    assert_ne!(
        intents & MESSAGE_CONTENT_INTENT,
        0,
        "prefix commands need message content"
    );

    let command = fixtures::slash_command(CHANNEL_ID, ALICE_USER, "board", json!([]));
    let answer = fake.interact(&command, "the board follow-up").await;
    assert_eq!(answer.content(), "Alice to move.");
    assert_eq!(answer.flags() & 64, 0, "the board is public");
    assert_eq!(answer.files.len(), 1);
    assert_eq!(answer.files[0].filename, "game-7-move-1.png");
    assert!(answer.files[0].bytes.starts_with(b"\x89PNG"));
    assert_eq!(
        answer.files[0].bytes,
        board_png(),
        "the board drawn at delivery"
    );
    assert_eq!(
        answer.field("/attachments/0/description"),
        "Jungle, Blue to move.",
        "the image carries its alt text"
    );
    assert_eq!(
        answer.field("/components/0/components/0/custom_id"),
        "umpire:resign:7"
    );

    let callbacks: Vec<RecordedRequest> = fake
        .requests()
        .into_iter()
        .filter(|request| request.path == fixtures::callback_path(&command))
        .collect();
    assert_eq!(callbacks.len(), 1, "one callback: the deferral");
    assert_eq!(callbacks[0].field("/type"), 5, "deferred before rendering");

    let commands = host.commands();
    assert_eq!(
        commands,
        vec![Command {
            from: umpire::host::api::User {
                id: UserId(ALICE),
                name: "alice".to_owned()
            },
            place: Place::Channel {
                server: ServerId(GUILD_ID),
                channel: ChannelId(CHANNEL_ID)
            },
            via: Via::Interaction,
            request: Request::Board(None),
        }]
    );
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_answer_to_a_slash_command_stays_private() {
    let host = host_answering(vec![private(Target::Reply, "It is not your turn.")], vec![]);
    let (fake, bot) = start(&host).await;
    let command = fixtures::slash_command(
        CHANNEL_ID,
        BOB_USER,
        "move",
        json!([fixtures::string_option("action", "a1a2")]),
    );
    let answer = fake.interact(&command, "the private follow-up").await;
    assert_eq!(answer.content(), "It is not your turn.");
    assert_eq!(answer.flags() & 64, 64, "ephemeral");
    let requests = fake.requests();
    let position = |method: &str, path: &str| {
        requests
            .iter()
            .position(|request| request.is(method, path))
            .unwrap_or_else(|| panic!("no {method} {path}:\n{}", fake.request_log()))
    };
    let deferral = position("POST", &fixtures::callback_path(&command));
    let cleared = position(
        "DELETE",
        &format!("{}/messages/@original", fixtures::webhook_path(&command)),
    );
    let followup = position("POST", &fixtures::webhook_path(&command));
    assert!(deferral < cleared && cleared < followup);
    assert_eq!(host.commands()[0].request, act("a1a2"));
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_game_gets_a_thread_a_link_and_its_board() {
    let host = host_answering(
        vec![
            text(Target::Reply, "Bob accepts."),
            Effect::OpenPlace {
                game: GAME,
                parent: ChannelId(CHANNEL_ID),
                title: "Jungle: alice vs bob".to_owned(),
                linked_in: None,
            },
            board(Target::Game(GAME), "Alice to move."),
        ],
        vec![],
    );
    let (fake, bot) = start(&host).await;
    let message = fixtures::message(CHANNEL_ID, true, BOB_USER, "a challenge");
    let press = fixtures::button_press(CHANNEL_ID, BOB_USER, "accept:3", message);
    fake.dispatch("INTERACTION_CREATE", press.clone());

    let thread = fake
        .wait_request("the thread", |request| {
            request.is("POST", &format!("/api/v10/channels/{CHANNEL_ID}/threads"))
        })
        .await;
    assert_eq!(thread.field("/name"), "Jungle: alice vs bob");
    assert_eq!(thread.field("/type"), 11);
    let link = fake
        .wait_request("the link line", posted_in(CHANNEL_ID))
        .await;
    let bound = host.calls().into_iter().find_map(|call| match call {
        Call::Bind(game, place) => Some((game, place)),
        _ => None,
    });
    let (game, place) = bound.expect("the place was bound before the link was posted");
    assert_eq!(game, GAME);
    assert_eq!(
        link.content(),
        format!("Jungle: alice vs bob: <#{}>", place.0)
    );
    let first_board = fake
        .wait_request("the board in the thread", posted_in(place.0))
        .await;
    assert_eq!(first_board.content(), "Alice to move.");
    assert_eq!(first_board.files[0].bytes, board_png());

    let callback = fake
        .wait_request("the acknowledgement", |request| {
            request.path == fixtures::callback_path(&press)
        })
        .await;
    assert_eq!(callback.field("/type"), 6);
    let reply = fake
        .wait_request("the reply", |request| {
            request.is("POST", &fixtures::webhook_path(&press))
        })
        .await;
    assert_eq!(reply.content(), "Bob accepts.");
    let command = &host.commands()[0];
    assert_eq!(command.request, Request::Accept(Some(ChallengeId(3)), None));
    assert_eq!(command.via, Via::Interaction);
    assert_eq!(command.from.id, UserId(BOB));
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_closed_dm_goes_back_to_the_host_and_its_fallback_is_delivered() {
    let host = host_answering(
        vec![private(Target::Direct(UserId(BOB)), "Your secret board.")],
        vec![text(
            Target::Channel(ChannelId(CHANNEL_ID)),
            "bob, please open your DMs or use /myboard.",
        )],
    );
    let (fake, bot) = start(&host).await;
    fake.close_dms(BOB);
    fake.dispatch(
        "MESSAGE_CREATE",
        fixtures::message(CHANNEL_ID, true, ALICE_USER, "!board"),
    );
    let fallback = fake
        .wait_request("the fallback", posted_in(CHANNEL_ID))
        .await;
    assert_eq!(
        fallback.content(),
        "bob, please open your DMs or use /myboard."
    );
    let refused = fake
        .requests()
        .into_iter()
        .find(|request| request.status == 403)
        .expect("the DM was tried");
    assert_eq!(
        Some(refused.path.as_str()),
        fake.dm_channel_of(BOB)
            .map(|dm| format!("/api/v10/channels/{dm}/messages"))
            .as_deref()
    );
    assert!(
        host.calls()
            .contains(&Call::DirectFailed(UserId(BOB), Some(GAME)))
    );
    assert!(
        fake.requests()
            .iter()
            .all(|request| !request.content().contains("secret") || request.status == 403),
        "the private text went nowhere else"
    );
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_answer_to_a_typed_command_goes_by_dm() {
    let host = host_answering(
        vec![
            private(Target::Reply, "Your own board."),
            text(Target::Reply, "Done."),
        ],
        vec![],
    );
    let (fake, bot) = start(&host).await;
    fake.dispatch(
        "MESSAGE_CREATE",
        fixtures::message(CHANNEL_ID, true, ALICE_USER, "!myboard #7"),
    );
    let public = fake
        .wait_request("the public reply", posted_in(CHANNEL_ID))
        .await;
    assert_eq!(public.content(), "Done.");
    let dm = fake.dm_channel_of(ALICE).expect("a DM channel was opened");
    let private = fake.wait_request("the DM", posted_in(dm)).await;
    assert_eq!(private.content(), "Your own board.");
    let command = &host.commands()[0];
    assert_eq!(command.request, Request::MyBoard(Some(GAME)));
    assert_eq!(command.via, Via::Text);
    assert_eq!(
        fake.requests()
            .iter()
            .filter(|request| request.content() == "Your own board.")
            .count(),
        1
    );
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rate_limits_and_server_errors_are_retried_until_the_message_arrives() {
    let host = host_answering(
        vec![
            text(Target::Channel(ChannelId(CHANNEL_ID)), "Bob played a1a2."),
            text(Target::Reply, "Played."),
        ],
        vec![],
    );
    let (fake, bot) = start(&host).await;
    fake.inject(Failure {
        method: "POST".into(),
        path_contains: format!("/channels/{CHANNEL_ID}/messages"),
        status: 429,
        times: 1,
    });
    let command = fixtures::slash_command(
        CHANNEL_ID,
        BOB_USER,
        "move",
        json!([fixtures::string_option("action", "a1a2")]),
    );
    fake.inject(Failure {
        method: "POST".into(),
        path_contains: fixtures::webhook_path(&command),
        status: 502,
        times: 2,
    });
    fake.dispatch("INTERACTION_CREATE", command.clone());
    let posted = fake
        .wait_request("the post after the 429", posted_in(CHANNEL_ID))
        .await;
    assert_eq!(posted.content(), "Bob played a1a2.");
    let reply = fake
        .wait_request("the reply after two 502s", |request| {
            request.is("POST", &fixtures::webhook_path(&command)) && request.status == 200
        })
        .await;
    assert_eq!(reply.content(), "Played.");
    let statuses: Vec<u16> = fake
        .requests()
        .iter()
        .filter(|request| request.content() == "Bob played a1a2.")
        .map(|request| request.status)
        .collect();
    assert_eq!(statuses, vec![429, 200]);
    assert_eq!(host.commands().len(), 1, "the command was handled once");
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_offers_at_most_25_matching_moves() {
    let host = host_answering(vec![], vec![]);
    let (fake, bot) = start(&host).await;
    let typing = fixtures::autocomplete(CHANNEL_ID, ALICE_USER, "move", "action", "a");
    fake.dispatch("INTERACTION_CREATE", typing.clone());
    let answer = fake.wait_callback(&typing, "the choices").await;
    assert_eq!(answer.field("/type"), 8);
    let choices = answer.field("/data/choices").as_array().unwrap().clone();
    assert_eq!(choices.len(), 25);
    assert_eq!(choices[0], json!({"name": "a0", "value": "a0"}));
    let narrow = fixtures::autocomplete(CHANNEL_ID, ALICE_USER, "move", "action", "a2");
    fake.dispatch("INTERACTION_CREATE", narrow.clone());
    let answer = fake.wait_callback(&narrow, "the narrower choices").await;
    let names: Vec<&str> = answer
        .field("/data/choices")
        .as_array()
        .unwrap()
        .iter()
        .map(|choice| choice["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "a2", "a20", "a21", "a22", "a23", "a24", "a25", "a26", "a27", "a28", "a29"
        ]
    );
    assert!(host.calls().contains(&Call::LegalMoves(
        UserId(ALICE),
        Place::Channel {
            server: ServerId(GUILD_ID),
            channel: ChannelId(CHANNEL_ID)
        },
        "a".to_owned()
    )));
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn expired_buttons_and_unknown_commands_say_so() {
    let host = host_answering(vec![text(Target::Reply, "unused")], vec![]);
    let (fake, bot) = start(&host).await;
    let message = fixtures::message(CHANNEL_ID, true, BOB_USER, "an old challenge");
    let press = fixtures::button_press(CHANNEL_ID, BOB_USER, "umpire:gone:1", message);
    fake.dispatch("INTERACTION_CREATE", press.clone());
    let answer = fake.wait_callback(&press, "the expiry notice").await;
    assert_eq!(answer.field("/type"), 4);
    assert_eq!(answer.flags(), 64);
    assert!(answer.content().contains("expired"));

    fake.dispatch(
        "MESSAGE_CREATE",
        fixtures::message(CHANNEL_ID, true, BOB_USER, "!dance now"),
    );
    let unknown = fake
        .wait_request("the unknown-command answer", posted_in(CHANNEL_ID))
        .await;
    assert_eq!(
        unknown.content(),
        "\"dance\" is not a command; say `help` to see what I understand."
    );

    fake.dispatch(
        "MESSAGE_CREATE",
        fixtures::message(CHANNEL_ID, true, BOB_USER, "!board twelve"),
    );
    let refused = fake
        .wait_requests_since(0, 2, "the refusal", posted_in(CHANNEL_ID))
        .await;
    assert_eq!(
        refused[1].content(),
        "Game ids are numbers, like 12; \"twelve\" is not one."
    );
    assert!(host.commands().is_empty(), "the host never saw bad input");

    // A word only the host's parser knows still reaches the host.
    fake.dispatch(
        "MESSAGE_CREATE",
        fixtures::message(CHANNEL_ID, true, BOB_USER, "!lobby"),
    );
    let answered = fake
        .wait_requests_since(0, 3, "the answer to !lobby", posted_in(CHANNEL_ID))
        .await;
    assert_eq!(answered[2].content(), "unused");
    let commands = host.commands();
    assert_eq!(commands.len(), 1);
    assert_eq!(commands[0].request, Request::Challenges { page: 1 });
    assert_eq!(commands[0].via, Via::Text);
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_for_one_command_comes_from_its_doc_comment() {
    let host = host_answering(vec![], vec![]);
    let (fake, bot) = start(&host).await;
    fake.dispatch(
        "MESSAGE_CREATE",
        fixtures::message(CHANNEL_ID, true, ALICE_USER, "!help m"),
    );
    let help = fake
        .wait_request("the help text", posted_in(CHANNEL_ID))
        .await;
    assert!(
        help.content()
            .starts_with("**move**: Make a move in your game, in any notation"),
        "{}",
        help.content()
    );
    let registered = fake
        .wait_request("the registration", |request| request.method == "PUT")
        .await;
    let names: Vec<&str> = registered
        .body
        .as_ref()
        .unwrap()
        .as_array()
        .unwrap()
        .iter()
        .map(|command| command["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "challenge",
            "accept",
            "decline",
            "cancel",
            "challenges",
            "move",
            "resign",
            "draw",
            "takeback",
            "board",
            "myboard",
            "history",
            "export",
            "verify",
            "rematch",
            "replay",
            "analyse",
            "abort",
            "games",
            "game",
            "leaderboard",
            "profile",
            "follow",
            "unfollow",
            "rules",
            "set",
            "help",
            "setup",
            "umpire-check",
            "tournament",
            "tournaments"
        ]
    );
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_shard_gets_its_servers_events_and_shard_zero_the_direct_messages_and_commands() {
    let fake = FakeDiscord::start(Options {
        shards: 2,
        ..Options::default()
    })
    .await;
    let http = umpire::discord::http_client(&config_for(&fake));
    assert_eq!(http.get_bot_gateway().await.unwrap().shards, 2);
    // Two servers, one on each shard, and a bot process for each shard, told apart by their tokens.
    let servers: Vec<(u64, u64)> = (0..2u64)
        .map(|shard| {
            let server = ((1_024 + shard) << 22) | 9;
            assert_eq!(umpire_tests::fake::shard_of_guild(server, 2), shard as u32);
            let channel = fixtures::fresh_id();
            fake.add_channel(server, channel);
            (server, channel)
        })
        .collect();
    let host = host_answering(vec![text(Target::Reply, "Noted.")], vec![]);
    let mut bots = Vec::new();
    for shard in 0..2 {
        let mut config = config_for(&fake);
        config.token = format!("token-of-shard-{shard}");
        config.shards = Some(format!("{shard}/2").parse().unwrap());
        bots.push(RunningBot::start_with(&fake, host.clone() as Arc<dyn GameHost>, config).await);
    }
    let shards_asked: Vec<serde_json::Value> = fake
        .gateway_frames()
        .iter()
        .filter(|frame| frame.op() == Some(2))
        .map(|frame| frame.payload["d"]["shard"].clone())
        .collect();
    assert_eq!(shards_asked, [json!([0, 2]), json!([1, 2])]);
    // The fake records an IDENTIFY before it makes that connection the shard's: wait for the second.
    let patience = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while fake.serving_shards() != [0, 1] {
        assert!(
            std::time::Instant::now() < patience,
            "serving {:?}",
            fake.serving_shards()
        );
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }

    let answered_by = |request: &RecordedRequest| request.authorization.clone().unwrap_or_default();
    for (shard, (server, channel)) in servers.iter().enumerate() {
        let message = fixtures::with_guild(
            fixtures::message(*channel, true, ALICE_USER, "!m a1a2"),
            *server,
        );
        let answer = fake.type_message(message, *channel).await;
        assert_eq!(answered_by(&answer), format!("Bot token-of-shard-{shard}"));
    }
    let dm = fake.open_dm(BOB);
    let answer = fake
        .type_message(fixtures::message(dm, false, BOB_USER, "!m a1a2"), dm)
        .await;
    assert_eq!(answered_by(&answer), "Bot token-of-shard-0");
    let registrations: Vec<String> = fake
        .requests()
        .iter()
        .filter(|request| request.method == "PUT" && request.path.ends_with("/commands"))
        .map(answered_by)
        .collect();
    assert_eq!(
        registrations,
        ["Bot token-of-shard-0"],
        "only shard 0's process registers the commands"
    );
    for bot in bots {
        bot.finish(&fake).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_token_ends_the_bot_with_one_sentence() {
    let fake = FakeDiscord::start(Options {
        close_instead_of_ready: Some(4004),
        ..Options::default()
    })
    .await;
    let host = host_answering(vec![], vec![]);
    let error = umpire::discord::run(config_for(&fake), host as Arc<dyn GameHost>)
        .await
        .expect_err("a refused token stops the bot");
    assert_eq!(
        error.to_string(),
        "Discord refused the bot token: copy a fresh one from the Developer Portal (Bot, Reset Token) into DISCORD_TOKEN in .env."
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_clock_delivers_what_a_deadline_brings() {
    let host = host_answering(vec![text(Target::Reply, "Your move is noted.")], vec![]);
    let (fake, bot) = start(&host).await;
    let soon = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64
        + 200;
    host.set_deadline(
        soon,
        vec![text(
            Target::Channel(ChannelId(CHANNEL_ID)),
            "bob ran out of time: alice wins.",
        )],
    );
    // A command wakes the clock, which then sleeps until the new deadline.
    fake.dispatch(
        "MESSAGE_CREATE",
        fixtures::message(CHANNEL_ID, true, ALICE_USER, "!m a1a2"),
    );
    let timeout = fake
        .wait_request("the time-out line", |request| {
            posted_in(CHANNEL_ID)(request) && request.content().contains("ran out of time")
        })
        .await;
    assert_eq!(timeout.content(), "bob ran out of time: alice wins.");
    assert_eq!(host.next_deadline(), None);
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_after_a_gateway_resume_are_handled_once() {
    let host = host_answering(vec![text(Target::Reply, "Noted.")], vec![]);
    let (fake, bot) = start(&host).await;
    fake.dispatch(
        "MESSAGE_CREATE",
        fixtures::message(CHANNEL_ID, true, ALICE_USER, "!m a1a2"),
    );
    fake.wait_request("the first answer", posted_in(CHANNEL_ID))
        .await;
    fake.send_raw(json!({"op": 7, "d": null}));
    let resume = fake
        .wait_gateway("RESUME", |frame| frame.op() == Some(6))
        .await;
    assert_eq!(resume.connection, 2);
    assert_eq!(resume.payload["d"]["session_id"], "session-1");
    let mark = fake.mark();
    fake.dispatch(
        "MESSAGE_CREATE",
        fixtures::message(CHANNEL_ID, true, BOB_USER, "!m b1b2"),
    );
    fake.wait_request_since(mark, "the answer after the resume", posted_in(CHANNEL_ID))
        .await;
    let moves: Vec<Request> = host
        .commands()
        .into_iter()
        .map(|command| command.request)
        .collect();
    assert_eq!(moves, vec![act("a1a2"), act("b1b2")]);
    assert_eq!(
        fake.gateway_frames()
            .iter()
            .filter(|frame| frame.op() == Some(2))
            .count(),
        1,
        "resumed, not identified again"
    );
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn settings_work_as_slash_and_typed_subcommands() {
    let host = host_answering(vec![private(Target::Reply, "Labels set.")], vec![]);
    let (fake, bot) = start(&host).await;
    let command = fixtures::slash_command(
        CHANNEL_ID,
        ALICE_USER,
        "set",
        json!([{"name": "labels", "type": 1, "options": [{"name": "labels", "type": 4, "value": 1}]}]),
    );
    fake.interact(&command, "the slash answer").await;
    fake.dispatch(
        "MESSAGE_CREATE",
        fixtures::message(CHANNEL_ID, true, BOB_USER, "!set labels english"),
    );
    let dm = fake
        .wait_request("the typed answer, by DM", |request| {
            fake.dm_channel_of(BOB)
                .is_some_and(|dm| posted_in(dm)(request))
        })
        .await;
    assert_eq!(dm.content(), "Labels set.");
    let requests: Vec<(UserId, Request, Via)> = host
        .commands()
        .into_iter()
        .map(|command| (command.from.id, command.request, command.via))
        .collect();
    use umpire::host::api::{LabelPreference, Setting};
    assert!(requests.contains(&(
        UserId(ALICE),
        Request::Set(Setting::Labels(LabelPreference::Chinese)),
        Via::Interaction
    )));
    assert!(requests.contains(&(
        UserId(BOB),
        Request::Set(Setting::Labels(LabelPreference::English)),
        Via::Text
    )));
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_server_language_says_whether_its_setter_may_manage_the_server() {
    let host = host_answering(
        vec![text(Target::Reply, "Set."), text(Target::Reply, "Set.")],
        vec![],
    );
    let (fake, bot) = start(&host).await;
    let zh = json!([{"name": "server-language", "type": 1, "options": [{"name": "language", "type": 4, "value": 1}]}]);
    let manager = fixtures::slash_command(CHANNEL_ID, ALICE_USER, "set", zh.clone());
    fake.interact(&manager, "the manager's answer").await;
    // Bob has no permission in this server.
    let mut member = fixtures::slash_command(CHANNEL_ID, BOB_USER, "set", zh);
    member["member"]["permissions"] = json!("0");
    fake.interact(&member, "the member's answer").await;
    let asked = server_languages_asked(&host);
    assert!(asked.contains(&(UserId(ALICE), true)), "{asked:?}");
    assert!(asked.contains(&(UserId(BOB), false)), "{asked:?}");
    bot.finish(&fake).await;
}

/// Who asked the host to set the server's language to Chinese, and whether the adapter found they may
/// manage the server.
fn server_languages_asked(host: &ScriptedHost) -> Vec<(UserId, bool)> {
    host.commands()
        .into_iter()
        .filter_map(|command| match command.request {
            Request::ServerLanguage {
                language: Some(umpire::host::api::Language::Zh),
                may_manage,
            } => Some((command.from.id, may_manage)),
            _ => None,
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_typed_server_language_reads_who_may_manage_the_server_from_its_roles() {
    let host = host_answering(vec![text(Target::Reply, "Set.")], vec![]);
    let (fake, bot) = start(&host).await;
    let owner = fixtures::Person {
        id: fixtures::OWNER_ID,
        name: "owner",
    };
    let typed = |author| fixtures::message(CHANNEL_ID, true, author, "!set server-language zh");
    let mut with_role = typed(ALICE_USER);
    with_role["member"]["roles"] = json!([fixtures::BOT_ROLE_ID.to_string()]);
    for (message, what) in [
        (typed(owner), "the owner's answer"),
        (typed(BOB_USER), "the member's answer"),
        (with_role, "the manager's answer"),
    ] {
        let mark = fake.requests().len();
        fake.dispatch("MESSAGE_CREATE", message);
        fake.wait_request_since(mark, what, posted_in(CHANNEL_ID))
            .await;
    }
    assert_eq!(
        server_languages_asked(&host),
        [
            (UserId(fixtures::OWNER_ID), true),
            (UserId(BOB), false),
            (UserId(ALICE), true),
        ]
    );
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_message_that_cannot_be_delivered_is_reported_not_dropped() {
    let host = host_answering(
        vec![text(
            Target::Channel(ChannelId(CHANNEL_ID)),
            "Bob played a1a2.",
        )],
        vec![],
    );
    let (fake, bot) = start(&host).await;
    fake.inject(Failure {
        method: "POST".into(),
        path_contains: format!("/channels/{CHANNEL_ID}/messages"),
        status: 500,
        times: 100,
    });
    let command = fixtures::slash_command(
        CHANNEL_ID,
        BOB_USER,
        "move",
        json!([fixtures::string_option("action", "a1a2")]),
    );
    let notice = fake.interact(&command, "the report to the player").await;
    assert!(
        notice
            .content()
            .starts_with("I could not post one of my messages"),
        "{}",
        notice.content()
    );
    assert_eq!(notice.flags() & 64, 64);
    let attempts = fake
        .requests()
        .iter()
        .filter(|request| request.content() == "Bob played a1a2.")
        .count();
    assert_eq!(attempts, 5, "tried five times before reporting");
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn typed_challenges_read_the_opponent_the_options_and_the_clock() {
    let host = host_answering(vec![text(Target::Reply, "Challenge posted.")], vec![]);
    let (fake, bot) = start(&host).await;
    let targeted = fixtures::with_mentions(
        fixtures::message(
            CHANNEL_ID,
            true,
            ALICE_USER,
            &format!("!challenge jungle <@{BOB}> 2h dog_above_wolf=on"),
        ),
        &[BOB_USER],
    );
    fake.dispatch("MESSAGE_CREATE", targeted);
    fake.wait_request("the first answer", posted_in(CHANNEL_ID))
        .await;
    fake.dispatch(
        "MESSAGE_CREATE",
        fixtures::message(CHANNEL_ID, true, ALICE_USER, "!challenge jungle 1d"),
    );
    fake.wait_requests_since(0, 2, "the second answer", posted_in(CHANNEL_ID))
        .await;
    let mut requests: Vec<Request> = host
        .commands()
        .into_iter()
        .map(|command| command.request)
        .collect();
    requests.sort_by_key(|request| format!("{request:?}"));
    let bob = umpire::host::api::User {
        id: UserId(BOB),
        name: "bob".to_owned(),
    };
    let jungle: games::GameKind = "jungle".parse().unwrap();
    let mut expected = vec![
        Request::Challenge(ChallengeTerms {
            kind: jungle,
            invited: vec![bob],
            options: jungle
                .check_options(&[("dog_above_wolf".to_owned(), "on".to_owned())])
                .unwrap(),
            clock: Some("2h".parse().unwrap()),
            setup_time: None,
            computer: None,
            casual: false,
            seed: None,
        }),
        Request::Challenge(ChallengeTerms {
            kind: jungle,
            invited: Vec::new(),
            options: Default::default(),
            clock: Some("1d".parse().unwrap()),
            setup_time: None,
            computer: None,
            casual: false,
            seed: None,
        }),
    ];
    expected.sort_by_key(|request| format!("{request:?}"));
    assert_eq!(requests, expected);
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn typed_challenges_look_up_only_the_words_that_can_name_nobody_but_a_person() {
    const CASUAL: u64 = 910_000_000_000_000_301;
    const BOT_NAMED: u64 = 910_000_000_000_000_302;
    let host = host_answering(vec![text(Target::Reply, "Challenge posted.")], vec![]);
    let (fake, bot) = start(&host).await;
    fake.add_user(CASUAL, "casual");
    fake.add_user(BOT_NAMED, "Bot");
    for (answered, line) in [
        "!challenge jungle casual 1d",
        "!challenge jungle bot level=2",
        "!challenge jungle carol",
    ]
    .into_iter()
    .enumerate()
    {
        fake.dispatch(
            "MESSAGE_CREATE",
            fixtures::message(CHANNEL_ID, true, ALICE_USER, line),
        );
        fake.wait_requests_since(0, answered + 1, line, posted_in(CHANNEL_ID))
            .await;
    }
    let searches: Vec<Option<String>> = fake
        .requests()
        .into_iter()
        .filter(|request| request.path.ends_with("/members/search"))
        .map(|request| request.query)
        .collect();
    assert_eq!(searches.len(), 1, "only carol is looked up: {searches:?}");
    assert!(
        searches[0]
            .as_deref()
            .is_some_and(|query| query.contains("query=carol")),
        "{searches:?}"
    );
    let requests: Vec<Request> = host
        .commands()
        .into_iter()
        .map(|command| command.request)
        .collect();
    let jungle: games::GameKind = "jungle".parse().unwrap();
    let terms = |invited: Vec<umpire::host::api::User>| ChallengeTerms {
        kind: jungle,
        invited,
        options: Default::default(),
        clock: None,
        setup_time: None,
        computer: None,
        casual: false,
        seed: None,
    };
    let carol = umpire::host::api::User {
        id: UserId(fixtures::CAROL),
        name: "carol".to_owned(),
    };
    assert_eq!(
        requests,
        [
            Request::Challenge(ChallengeTerms {
                clock: Some("1d".parse().unwrap()),
                casual: true,
                ..terms(Vec::new())
            }),
            Request::Challenge(ChallengeTerms {
                computer: Some("2".parse().unwrap()),
                ..terms(Vec::new())
            }),
            Request::Challenge(terms(vec![carol])),
        ]
    );
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_answer_arrives_in_parts_within_discords_limit() {
    let long: String = (0..170)
        .map(|n| format!("{n:>3}. a1a2 b1b2 c1c2 d1d2\n"))
        .collect();
    assert!(long.chars().count() > 4000);
    let host = host_answering(vec![board(Target::Reply, &long)], vec![]);
    let (fake, bot) = start(&host).await;
    fake.dispatch(
        "MESSAGE_CREATE",
        fixtures::message(CHANNEL_ID, true, ALICE_USER, "!history"),
    );
    let parts = fake
        .wait_requests_since(0, 3, "three parts", posted_in(CHANNEL_ID))
        .await;
    assert!(
        parts
            .iter()
            .all(|part| part.content().chars().count() <= 2000)
    );
    let joined: String = parts.iter().map(RecordedRequest::content).collect();
    assert_eq!(joined, long);
    assert!(parts[..2].iter().all(|part| part.files.is_empty()));
    assert_eq!(
        parts[2].files.len(),
        1,
        "the image comes with the last part"
    );
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn direct_messages_need_no_prefix_and_are_handled_once() {
    let host = host_answering(vec![text(Target::Reply, "No open challenges.")], vec![]);
    let (fake, bot) = start(&host).await;
    let dm = fixtures::fresh_id();
    fake.dispatch(
        "MESSAGE_CREATE",
        fixtures::message(dm, false, BOB_USER, "lobby"),
    );
    fake.wait_request("the plain DM's answer", posted_in(dm))
        .await;
    fake.dispatch(
        "MESSAGE_CREATE",
        fixtures::message(dm, false, BOB_USER, "!challenges"),
    );
    let answers = fake
        .wait_requests_since(0, 2, "the prefixed DM's answer", posted_in(dm))
        .await;
    assert!(
        answers
            .iter()
            .all(|answer| answer.content() == "No open challenges.")
    );
    let commands = host.commands();
    assert_eq!(commands.len(), 2, "each message handled once");
    assert!(commands.iter().all(|command| command.place == Place::Direct
        && command.request == Request::Challenges { page: 1 }
        && command.via == Via::Text));
    let mut bot_message = fixtures::message(dm, false, BOB_USER, "lobby");
    bot_message["author"] = fixtures::bot_user();
    fake.dispatch("MESSAGE_CREATE", bot_message);
    fake.dispatch(
        "MESSAGE_CREATE",
        fixtures::message(dm, false, BOB_USER, "help"),
    );
    fake.wait_requests_since(0, 3, "the answer to help", posted_in(dm))
        .await;
    assert_eq!(
        host.commands().len(),
        3,
        "the bot's own messages are ignored"
    );
    bot.finish(&fake).await;
}

/// A board of the game's series in the channel, saying `text`.
fn series_board(text: &str) -> Effect {
    let Effect::Send { message, .. } = board(Target::Channel(ChannelId(CHANNEL_ID)), text) else {
        unreachable!("a board is sent");
    };
    Effect::Send {
        to: Target::Channel(ChannelId(CHANNEL_ID)),
        message: Message {
            slot: Some(umpire::host::api::Slot::Board(GAME)),
            ..message
        },
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn boards_of_a_game_that_come_while_its_last_is_held_up_go_out_as_one_message() {
    let script: Script = Box::new(|command| match &command.request {
        Request::Act { text, .. } => vec![series_board(&format!("Alice played {text}."))],
        _ => Vec::new(),
    });
    let host = Arc::new(ScriptedHost::new(
        script,
        Box::new(|_| Vec::new()),
        Vec::new(),
    ));
    let (fake, bot) = start(&host).await;
    // The first board's post fails three times, so it is held up for 1.4 s of retries.
    fake.inject(Failure {
        method: "POST".into(),
        path_contains: format!("/channels/{CHANNEL_ID}/messages"),
        status: 502,
        times: 3,
    });
    for step in ["a1", "a2", "a3"] {
        fake.dispatch(
            "MESSAGE_CREATE",
            fixtures::message(CHANNEL_ID, true, ALICE_USER, &format!("!m {step}")),
        );
    }
    let all_told = fake
        .wait_until(0, HANG_GUARD, |requests| {
            let told: usize = requests
                .iter()
                .filter(|request| posted_in(CHANNEL_ID)(request))
                .map(|request| request.content().lines().count())
                .sum();
            told >= 3
        })
        .await;
    assert!(all_told, "{}", fake.request_log());
    let posts: Vec<RecordedRequest> = fake
        .requests()
        .into_iter()
        .filter(|request| posted_in(CHANNEL_ID)(request))
        .collect();
    let contents: Vec<&str> = posts.iter().map(RecordedRequest::content).collect();
    assert_eq!(
        contents.len(),
        2,
        "one board held up, then one for the two after it: {contents:?}"
    );
    let mut told: Vec<&str> = contents
        .iter()
        .flat_map(|content| content.lines())
        .collect();
    told.sort_unstable();
    assert_eq!(
        told,
        ["Alice played a1.", "Alice played a2.", "Alice played a3."]
    );
    assert_eq!(contents[1].lines().count(), 2);
    for post in &posts {
        assert_eq!(post.files.len(), 1, "each post has its board");
        assert_eq!(post.files[0].bytes, board_png());
    }
    bot.finish(&fake).await;
}
