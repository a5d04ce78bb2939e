//! Every fixture and canned answer of the fake, checked with serenity's own types, so that a missing
//! field fails here instead of making serenity drop an event in silence.

use serde_json::{Value, json};
use serenity::all::{
    ChannelId, CreateAttachment, CreateInteractionResponse, CreateInteractionResponseMessage,
    CreateMessage, CreateThread, EditMessage, Event, GuildId, Http, HttpError, Interaction,
    InteractionId, Message, MessageId, UserId,
};
use serenity::model::guild::Guild;
use std::sync::Arc;
use umpire_tests::fake::{Failure, FakeDiscord, Options};
use umpire_tests::fixtures::{self, ALICE_USER, BOB, BOB_USER, CHANNEL_ID, GUILD_ID};

fn assert_known_event(event: &str, data: &Value) -> Event {
    let parsed: Event = serde_json::from_value(fixtures::envelope(event, data))
        .unwrap_or_else(|error| panic!("{event} does not parse as an Event: {error}"));
    assert!(
        !matches!(parsed, Event::Unknown(_)),
        "{event} fell through to Event::Unknown: serenity would drop it"
    );
    parsed
}

fn assert_interaction(data: &Value) -> Interaction {
    assert_known_event("INTERACTION_CREATE", data);
    serde_json::from_value(data.clone()).expect("an Interaction")
}

#[test]
fn messages_parse_as_serenity_messages_and_events() {
    let guild_message = fixtures::message(CHANNEL_ID, true, ALICE_USER, "!move a1a2");
    let dm = fixtures::message(CHANNEL_ID, false, BOB_USER, "hello");
    let mentioning = fixtures::with_mentions(guild_message.clone(), &[BOB_USER]);
    for message in [&guild_message, &dm, &mentioning] {
        let parsed: Message = serde_json::from_value(message.clone()).expect("a Message");
        assert_known_event("MESSAGE_CREATE", message);
        assert_eq!(parsed.content, message["content"].as_str().unwrap());
    }
    let parsed: Message = serde_json::from_value(mentioning).unwrap();
    assert_eq!(parsed.mentions[0].id, UserId::new(BOB));
    assert_eq!(parsed.guild_id, Some(GuildId::new(GUILD_ID)));
}

#[test]
fn a_broken_message_is_an_unknown_event() {
    let mut broken = fixtures::message(CHANNEL_ID, true, ALICE_USER, "!help");
    broken.as_object_mut().unwrap().remove("mentions");
    let parsed: Event = serde_json::from_value(fixtures::envelope("MESSAGE_CREATE", &broken))
        .expect("even a broken event parses, as Unknown");
    assert!(matches!(parsed, Event::Unknown(_)));
}

#[test]
fn a_broken_interaction_is_an_unknown_event() {
    let mut broken = fixtures::slash_command(CHANNEL_ID, ALICE_USER, "help", json!([]));
    broken
        .as_object_mut()
        .unwrap()
        .remove("attachment_size_limit");
    let parsed: Event =
        serde_json::from_value(fixtures::envelope("INTERACTION_CREATE", &broken)).unwrap();
    assert!(matches!(parsed, Event::Unknown(_)));
}

#[test]
fn interactions_parse_with_their_kinds() {
    let command = fixtures::challenge_command(CHANNEL_ID, ALICE_USER, "jungle", BOB_USER);
    let Interaction::Command(command) = assert_interaction(&command) else {
        panic!("a slash command must be Interaction::Command");
    };
    assert_eq!(command.data.name, "challenge");
    assert_eq!(command.user.id, UserId::new(ALICE_USER.id));
    assert!(command.data.resolved.users.contains_key(&UserId::new(BOB)));

    let typing = fixtures::autocomplete(CHANNEL_ID, ALICE_USER, "move", "action", "b");
    let Interaction::Autocomplete(typing) = assert_interaction(&typing) else {
        panic!("an autocomplete request must be Interaction::Autocomplete");
    };
    assert_eq!(typing.data.autocomplete().unwrap().value, "b");

    let posted = fixtures::message(CHANNEL_ID, true, BOB_USER, "a challenge");
    let press = fixtures::button_press(CHANNEL_ID, BOB_USER, "accept:1", posted.clone());
    let Interaction::Component(press) = assert_interaction(&press) else {
        panic!("a button press must be Interaction::Component");
    };
    assert_eq!(press.data.custom_id, "accept:1");

    let mut without_message = fixtures::button_press(CHANNEL_ID, BOB_USER, "accept:1", posted);
    without_message.as_object_mut().unwrap().remove("message");
    assert!(serde_json::from_value::<Interaction>(without_message).is_err());
}

#[test]
fn guild_create_parses_and_grants_the_bot_its_permissions() {
    let guild = fixtures::guild_create();
    assert_known_event("GUILD_CREATE", &guild);
    let guild: Guild = serde_json::from_value(guild).expect("a Guild");
    let bot_role = guild
        .roles
        .get(&fixtures::BOT_ROLE_ID.into())
        .expect("the bot's role");
    assert!(bot_role.permissions.send_messages() && bot_role.permissions.attach_files());
}

#[test]
fn ready_parses() {
    assert_known_event(
        "READY",
        &fixtures::ready("session", "ws://127.0.0.1:1/gateway", [0, 1]),
    );
    assert_known_event("RESUMED", &json!({}));
}

fn http_for(fake: &FakeDiscord) -> Arc<Http> {
    let http = fake.http("fixture-token");
    http.set_application_id(fixtures::APP_ID.into());
    Arc::new(http)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn canned_rest_answers_parse_with_serenity_http() {
    let fake = FakeDiscord::start(Options::default()).await;
    let http = http_for(&fake);

    let gateway = http.get_gateway().await.expect("GET /gateway");
    assert_eq!(gateway.url, fake.gateway_url());
    http.get_bot_gateway().await.expect("GET /gateway/bot");
    let me = http.get_current_user().await.expect("GET /users/@me");
    assert_eq!(me.id, UserId::new(fixtures::BOT_ID));
    let app = http
        .get_current_application_info()
        .await
        .expect("GET /oauth2/applications/@me");
    assert_eq!(app.owner.unwrap().id, UserId::new(fixtures::OWNER_ID));
    let alice = http
        .get_user(ALICE_USER.id.into())
        .await
        .expect("GET /users/{id}");
    assert_eq!(alice.name, "alice");
    http.get_member(GUILD_ID.into(), BOB.into())
        .await
        .expect("GET /guilds/{g}/members/{u}");

    let found = http
        .search_guild_members(GUILD_ID.into(), "al", Some(100))
        .await
        .expect("GET /guilds/{g}/members/search");
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].user.id, UserId::new(ALICE_USER.id));

    let commands = json!([{"name": "help", "description": "Explain the commands."}]);
    let global = http
        .create_global_commands(&commands)
        .await
        .expect("PUT global commands");
    assert_eq!(global[0].name, "help");
    http.create_guild_commands(GUILD_ID.into(), &commands)
        .await
        .expect("PUT guild commands");

    let dm = UserId::new(BOB)
        .create_dm_channel(&http)
        .await
        .expect("a DM channel");
    let other = UserId::new(ALICE_USER.id)
        .create_dm_channel(&http)
        .await
        .unwrap();
    assert_ne!(dm.id, other.id, "each recipient has their own DM channel");
    assert_eq!(fake.dm_channel_of(BOB), Some(dm.id.get()));

    let channel = ChannelId::new(CHANNEL_ID);
    let said = channel.say(&http, "hello").await.expect("a channel post");
    assert_eq!(said.content, "hello");
    let with_file = channel
        .send_message(
            &http,
            CreateMessage::new()
                .content("board")
                .add_file(CreateAttachment::bytes(vec![1, 2, 3], "board.png")),
        )
        .await
        .expect("a multipart post");
    let attachment = &with_file.attachments[0];
    assert_eq!(attachment.filename, "board.png");
    assert_eq!(
        attachment.download().await.expect("the fake CDN"),
        vec![1, 2, 3]
    );
    let edited = channel
        .edit_message(&http, said.id, EditMessage::new().content("edited"))
        .await
        .expect("an edit");
    assert_eq!(edited.id, said.id);
    http.delete_message(channel, MessageId::new(said.id.get()), None)
        .await
        .expect("a delete");

    let thread = channel
        .create_thread(&http, CreateThread::new("Jungle: alice vs bob"))
        .await
        .expect("a thread");
    assert_eq!(thread.parent_id, Some(channel));
    assert_eq!(thread.name, "Jungle: alice vs bob");
    thread
        .id
        .say(&http, "in the thread")
        .await
        .expect("a thread post");

    let command = fixtures::slash_command(CHANNEL_ID, ALICE_USER, "help", json!([]));
    fake.dispatch("INTERACTION_CREATE", command.clone());
    let interaction = InteractionId::new(command["id"].as_str().unwrap().parse().unwrap());
    let token = command["token"].as_str().unwrap();
    http.create_interaction_response(
        interaction,
        token,
        &CreateInteractionResponse::Message(CreateInteractionResponseMessage::new().content("hi")),
        Vec::new(),
    )
    .await
    .expect("a callback answered 204");
    http.create_followup_message(token, &json!({"content": "later"}), Vec::new())
        .await
        .expect("a follow-up");
    http.edit_original_interaction_response(token, &json!({"content": "edited"}), Vec::new())
        .await
        .expect("an edit of @original");
    http.get_original_interaction_response(token)
        .await
        .expect("@original");

    fake.assert_all_handled();
    let requests = fake.requests();
    assert!(
        requests
            .iter()
            .all(|request| request.authorization.as_deref() == Some("Bot fixture-token"))
    );
    let upload = requests
        .iter()
        .find(|request| !request.files.is_empty())
        .expect("the upload was recorded");
    assert_eq!(upload.files[0].field, "files[0]");
    assert_eq!(upload.files[0].filename, "board.png");
    assert_eq!(upload.content(), "board");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_fake_refuses_like_discord() {
    let fake = FakeDiscord::start(Options::default()).await;
    let http = http_for(&fake);

    fake.close_dms(BOB);
    let dm = UserId::new(BOB).create_dm_channel(&http).await.unwrap();
    match dm.say(&http, "your board").await {
        Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(response))) => {
            assert_eq!(response.status_code.as_u16(), 403);
            assert_eq!(response.error.code, 50007);
        }
        other => panic!("a closed DM must fail with 50007, got {other:?}"),
    }

    fake.inject(Failure {
        method: "POST".into(),
        path_contains: "/messages".into(),
        status: 429,
        times: 1,
    });
    let channel = ChannelId::new(CHANNEL_ID);
    channel
        .say(&http, "first")
        .await
        .expect("serenity's rate limiter waits out a 429 and tries again");
    let limited = fake.inspect(0, |requests| {
        requests
            .iter()
            .filter(|request| request.status == 429 && request.path.ends_with("/messages"))
            .count()
    });
    assert_eq!(limited, 1, "the injected 429 was answered once");

    let choices: Vec<Value> = (0..26)
        .map(|n| json!({"name": n.to_string(), "value": n.to_string()}))
        .collect();
    let asking = fixtures::autocomplete(CHANNEL_ID, ALICE_USER, "move", "action", "a");
    fake.dispatch("INTERACTION_CREATE", asking.clone());
    let too_many = http
        .create_interaction_response(
            InteractionId::new(asking["id"].as_str().unwrap().parse().unwrap()),
            asking["token"].as_str().unwrap(),
            &json!({"type": 8, "data": {"choices": choices}}),
            Vec::new(),
        )
        .await;
    assert!(too_many.is_err(), "more than 25 choices are refused");
    let broken: Vec<String> = fake
        .take_violations()
        .iter()
        .map(|violation| violation.field.clone())
        .collect();
    assert_eq!(
        broken,
        vec!["/data/choices"],
        "the violation names the field"
    );

    assert!(http.get_pins(ChannelId::new(CHANNEL_ID)).await.is_err());
    let unhandled =
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| fake.assert_all_handled()));
    assert!(unhandled.is_err(), "an unknown route must fail the test");
}
