//! The fake held to Discord's own specification: every route it serves answers as the specification
//! says (through serenity, over TLS, with serenity's rate limiter on), and a request that breaks the
//! specification or Discord's documented limits is refused and named.

use serde_json::{Value, json};
use serenity::all::{
    ChannelId, CreateAttachment, CreateInteractionResponse, CreateInteractionResponseMessage,
    CreateMessage, CreateThread, EditMessage, EditThread, GetMessages, GuildId, Http, HttpError,
    InteractionId, MessageId, Nonce, UserId,
};
use std::time::Duration;
use umpire_tests::fake::recorder::RecordedRequest;
use umpire_tests::fake::spec::Violation;
use umpire_tests::fake::{FakeDiscord, Options};
use umpire_tests::fixtures::{self, ALICE_USER, BOB, CHANNEL_ID, GUILD_ID};

fn http_for(fake: &FakeDiscord) -> Http {
    let http = fake.http("spec-token");
    http.set_application_id(fixtures::APP_ID.into());
    http
}

/// A slash command, sent so that the fake knows it, and its id and token.
fn interaction(fake: &FakeDiscord) -> (InteractionId, String) {
    let command = fixtures::slash_command(CHANNEL_ID, ALICE_USER, "help", json!([]));
    fake.dispatch("INTERACTION_CREATE", command.clone());
    let id = command["id"].as_str().unwrap().parse().unwrap();
    (
        InteractionId::new(id),
        command["token"].as_str().unwrap().to_owned(),
    )
}

fn assert_no_violations(fake: &FakeDiscord) {
    let violations: Vec<String> = fake
        .take_violations()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert!(violations.is_empty(), "{}", violations.join("\n"));
}

/// The routes the fake serves, each as the specification names it.
const SERVED: [&str; 31] = [
    "GET /gateway",
    "GET /gateway/bot",
    "GET /users/@me",
    "GET /users/{user_id}",
    "GET /oauth2/applications/@me",
    "GET /guilds/{guild_id}",
    "GET /guilds/{guild_id}/members/{user_id}",
    "GET /guilds/{guild_id}/members/search",
    "PUT /applications/{application_id}/commands",
    "PUT /applications/{application_id}/guilds/{guild_id}/commands",
    "POST /users/@me/channels",
    "POST /channels/{channel_id}/messages",
    "PATCH /channels/{channel_id}/messages/{message_id}",
    "DELETE /channels/{channel_id}/messages/{message_id}",
    "GET /channels/{channel_id}/messages",
    "GET /channels/{channel_id}",
    "GET /guilds/{guild_id}/threads/active",
    "POST /channels/{channel_id}/threads",
    "POST /channels/{channel_id}/messages/{message_id}/threads",
    "PATCH /channels/{channel_id}",
    "PUT /channels/{channel_id}/thread-members/@me",
    "DELETE /channels/{channel_id}/thread-members/@me",
    "PUT /channels/{channel_id}/thread-members/{user_id}",
    "DELETE /channels/{channel_id}/thread-members/{user_id}",
    "POST /interactions/{interaction_id}/{interaction_token}/callback",
    "POST /webhooks/{webhook_id}/{webhook_token}",
    "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original",
    "GET /webhooks/{webhook_id}/{webhook_token}/messages/@original",
    "DELETE /webhooks/{webhook_id}/{webhook_token}/messages/@original",
    "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
    "DELETE /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
];

/// The operation a recorded request named.
fn operation_of(request: &RecordedRequest) -> String {
    let path = request.path.trim_start_matches("/api/v10");
    umpire_tests::fake::spec::operation(&request.method, path)
        .map(|operation| operation.route())
        .unwrap_or_else(|| format!("{} {path}", request.method))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_route_the_fake_serves_answers_as_the_specification_says() {
    let fake = FakeDiscord::start(Options::default()).await;
    let http = http_for(&fake);
    http.get_gateway().await.expect("the gateway");
    http.get_bot_gateway().await.expect("the bot's gateway");
    http.get_current_user().await.expect("the bot");
    http.get_user(ALICE_USER.id.into()).await.expect("a user");
    http.get_current_application_info()
        .await
        .expect("the application");
    let guild = http
        .get_guild(GuildId::new(GUILD_ID))
        .await
        .expect("a guild");
    assert_eq!(guild.id.get(), GUILD_ID);
    http.get_member(GUILD_ID.into(), BOB.into())
        .await
        .expect("a member");
    http.search_guild_members(GUILD_ID.into(), "al", Some(10))
        .await
        .expect("members found");
    let commands = json!([{"name": "help", "description": "Explain the commands."}]);
    http.create_global_commands(&commands)
        .await
        .expect("global commands");
    http.create_guild_commands(GUILD_ID.into(), &commands)
        .await
        .expect("guild commands");
    UserId::new(BOB)
        .create_dm_channel(&http)
        .await
        .expect("a DM channel");

    let channel = ChannelId::new(CHANNEL_ID);
    let board = CreateAttachment::bytes(vec![1, 2, 3], "board.png").description("The board.");
    let posted = channel
        .send_message(&http, CreateMessage::new().content("board").add_file(board))
        .await
        .expect("a post with a file");
    assert_eq!(
        posted.attachments[0].description.as_deref(),
        Some("The board."),
        "an uploaded attachment echoes its description"
    );
    channel
        .edit_message(&http, posted.id, EditMessage::new().content("edited"))
        .await
        .expect("an edit");
    let thread = channel
        .create_thread_from_message(&http, posted.id, CreateThread::new("From a message"))
        .await
        .expect("a thread from a message");
    let latest = channel
        .messages(&http, GetMessages::new().limit(10))
        .await
        .expect("the latest messages");
    assert_eq!(latest[0].content, "edited", "kept as edited");
    http.delete_message(channel, MessageId::new(posted.id.get()), None)
        .await
        .expect("a delete");
    let thread = channel
        .create_thread(&http, CreateThread::new("Jungle: alice vs bob"))
        .await
        .map(|created| (created, thread))
        .expect("a thread")
        .0;
    channel.to_channel(&http).await.expect("a channel");
    thread
        .id
        .to_channel(&http)
        .await
        .expect("a thread as a channel");
    let active = GuildId::new(GUILD_ID)
        .get_active_threads(&http)
        .await
        .expect("the active threads");
    assert!(active.threads.iter().any(|open| open.id == thread.id));
    thread
        .id
        .edit_thread(&http, EditThread::new().archived(false))
        .await
        .expect("a thread brought back");
    http.join_thread_channel(thread.id).await.expect("joined");
    http.leave_thread_channel(thread.id).await.expect("left");
    http.add_thread_channel_member(thread.id, BOB.into())
        .await
        .expect("a member added");
    http.remove_thread_channel_member(thread.id, BOB.into())
        .await
        .expect("a member removed");

    let (id, token) = interaction(&fake);
    let answer =
        CreateInteractionResponse::Message(CreateInteractionResponseMessage::new().content("hi"));
    http.create_interaction_response(id, &token, &answer, Vec::new())
        .await
        .expect("a callback");
    let follow_up = http
        .create_followup_message(&token, &json!({"content": "later"}), Vec::new())
        .await
        .expect("a follow-up");
    http.edit_followup_message(
        &token,
        follow_up.id,
        &json!({"content": "changed"}),
        Vec::new(),
    )
    .await
    .expect("a follow-up edited");
    http.delete_followup_message(&token, follow_up.id)
        .await
        .expect("a follow-up deleted");
    http.edit_original_interaction_response(&token, &json!({"content": "edited"}), Vec::new())
        .await
        .expect("@original edited");
    http.get_original_interaction_response(&token)
        .await
        .expect("@original");
    http.delete_original_interaction_response(&token)
        .await
        .expect("@original deleted");

    assert_no_violations(&fake);
    fake.assert_all_handled();
    let requests = fake.requests();
    let mut seen: Vec<String> = requests.iter().map(operation_of).collect();
    seen.sort();
    seen.dedup();
    let mut served: Vec<String> = SERVED.iter().map(|route| route.to_string()).collect();
    served.sort();
    assert_eq!(seen, served, "every route the fake serves was called");
    let created: Vec<u16> = requests
        .iter()
        .filter(|request| request.path.ends_with("/threads"))
        .map(|request| request.status)
        .collect();
    assert_eq!(created, vec![201, 201], "a thread is created with 201");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_post_repeating_a_recent_nonce_gets_the_first_message_as_discord_documents() {
    let fake = FakeDiscord::start(Options::default()).await;
    let http = http_for(&fake);
    let channel = ChannelId::new(CHANNEL_ID);
    let post = |nonce: &str, enforce: bool| {
        CreateMessage::new()
            .content("Blue to move.")
            .nonce(Nonce::String(nonce.to_owned()))
            .enforce_nonce(enforce)
    };
    let first = channel.send_message(&http, post("p1", true)).await.unwrap();
    let again = channel.send_message(&http, post("p1", true)).await.unwrap();
    assert_eq!(again.id, first.id, "the same message comes back");
    let unenforced = channel
        .send_message(&http, post("p1", false))
        .await
        .unwrap();
    assert_ne!(
        unenforced.id, first.id,
        "a nonce not enforced makes a new message"
    );
    let other = channel.send_message(&http, post("p2", true)).await.unwrap();
    assert_ne!(other.id, first.id);
    fake.advance_clock(umpire_tests::fake::messages::NONCE_WINDOW + Duration::from_secs(1));
    let late = channel.send_message(&http, post("p1", true)).await.unwrap();
    assert_ne!(
        late.id, first.id,
        "past Discord's window the nonce is new again"
    );
    assert_eq!(
        fake.messages_made().len(),
        4,
        "four messages were made, not five"
    );
    assert_no_violations(&fake);
}

/// Sends `body` as a message to the standard channel, bypassing serenity's own checks.
async fn post_raw(http: &Http, body: &Value) -> serenity::Result<serenity::all::Message> {
    http.send_message(ChannelId::new(CHANNEL_ID), Vec::new(), body)
        .await
}

fn refused_as_invalid(result: serenity::Result<impl std::fmt::Debug>) {
    match result {
        Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(response))) => {
            assert_eq!(response.status_code.as_u16(), 400);
            assert_eq!(response.error.code, 50035, "Invalid Form Body");
        }
        other => panic!("a broken body must be refused with 50035, got {other:?}"),
    }
}

fn fields(violations: &[Violation]) -> Vec<&str> {
    violations
        .iter()
        .map(|violation| violation.field.as_str())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_breaking_the_specification_is_refused_with_its_route_field_and_rule() {
    let fake = FakeDiscord::start(Options::default()).await;
    let http = http_for(&fake);

    refused_as_invalid(post_raw(&http, &json!({"content": 7})).await);
    let violations = fake.take_violations();
    assert_eq!(fields(&violations), vec!["/content"]);
    assert_eq!(violations[0].route, "POST /channels/{channel_id}/messages");
    assert!(violations[0].rule.starts_with("type"), "{}", violations[0]);

    let attachment = json!({"content": "x", "attachments": [{"id": 0, "filename": "a.png"}]});
    post_raw(&http, &attachment)
        .await
        .expect("serenity's integer attachment ids are the one deviation allowed");
    let named = json!({"content": "x", "attachments": [{"id": true, "filename": "a.png"}]});
    refused_as_invalid(post_raw(&http, &named).await);
    assert_eq!(fields(&fake.take_violations()), vec!["/attachments/0/id"]);

    let button = |label: &str| json!({"type": 2, "style": 1, "custom_id": "x", "label": label});
    let long_label = json!({"components": [{"type": 1, "components": [button(&"b".repeat(81))]}]});
    refused_as_invalid(post_raw(&http, &long_label).await);
    assert!(fields(&fake.take_violations()).contains(&"/components/0/components/0/label"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn discords_documented_limits_are_enforced_where_the_schema_is_silent() {
    let fake = FakeDiscord::start(Options::default()).await;
    let http = http_for(&fake);

    refused_as_invalid(post_raw(&http, &json!({"content": "x".repeat(2_001)})).await);
    assert_eq!(fields(&fake.take_violations()), vec!["/content"]);

    let row =
        json!({"type": 1, "components": [{"type": 2, "style": 1, "custom_id": "x", "label": "x"}]});
    let rows: Vec<Value> = (0..6).map(|_| row.clone()).collect();
    refused_as_invalid(post_raw(&http, &json!({"components": rows})).await);
    assert_eq!(fields(&fake.take_violations()), vec!["/components"]);

    let files: Vec<CreateAttachment> = (0..11)
        .map(|n| CreateAttachment::bytes(vec![n], format!("{n}.png")))
        .collect();
    let many = CreateMessage::new().content("files").files(files);
    refused_as_invalid(ChannelId::new(CHANNEL_ID).send_message(&http, many).await);
    assert!(fields(&fake.take_violations()).contains(&"files"));

    let huge = CreateAttachment::bytes(vec![0; 10 * 1024 * 1024 + 1], "huge.png");
    let too_big = CreateMessage::new().content("big").add_file(huge);
    refused_as_invalid(
        ChannelId::new(CHANNEL_ID)
            .send_message(&http, too_big)
            .await,
    );
    assert_eq!(fields(&fake.take_violations()), vec!["files[0]"]);

    let thread = json!({"name": "t".repeat(101), "type": 11});
    refused_as_invalid(
        http.create_thread(ChannelId::new(CHANNEL_ID), &thread, None)
            .await,
    );
    assert!(fields(&fake.take_violations()).contains(&"/name"));

    let commands = json!([
        {"name": "Move", "description": "Play."},
        {"name": "help", "description": "", "description_localizations": {"xx": "?"}},
        {"name": "rules", "description": "Rules.", "options": [
            {"type": 3, "name": "game", "description": "Which.", "required": false},
            {"type": 3, "name": "seat", "description": "Whose.", "required": true},
        ]},
    ]);
    refused_as_invalid(http.create_global_commands(&commands).await);
    let violations = fake.take_violations();
    let named = fields(&violations);
    for field in [
        "/0/name",
        "/1/description",
        "/1/description_localizations/xx",
        "/2/options/1",
    ] {
        assert!(named.contains(&field), "{field} is named among {named:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_route_outside_the_specification_is_a_violation() {
    let fake = FakeDiscord::start(Options::default()).await;
    let http = http_for(&fake);
    let request = serenity::http::Request::new(
        serenity::http::Route::Gateway,
        serenity::http::LightMethod::Delete,
    );
    assert!(http.request(request).await.is_err());
    let violations = fake.take_violations();
    assert_eq!(violations.len(), 1);
    assert_eq!(violations[0].route, "DELETE /gateway");
}

/// The Discord error code of a failed call.
fn code_of(result: serenity::Result<impl std::fmt::Debug>) -> (u16, isize) {
    match result {
        Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(response))) => {
            (response.status_code.as_u16(), response.error.code)
        }
        other => panic!("expected Discord to refuse, got {other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn interactions_are_timed_as_discord_times_them() {
    let fake = FakeDiscord::start(Options::default()).await;
    let http = http_for(&fake);
    let answer =
        CreateInteractionResponse::Message(CreateInteractionResponseMessage::new().content("hi"));

    let (late, late_token) = interaction(&fake);
    fake.advance_clock(std::time::Duration::from_secs(4));
    let refused = http
        .create_interaction_response(late, &late_token, &answer, Vec::new())
        .await;
    assert_eq!(code_of(refused), (404, 10062), "answered after 3 s");

    let (id, token) = interaction(&fake);
    http.create_interaction_response(id, &token, &answer, Vec::new())
        .await
        .expect("answered in time");
    let again = http
        .create_interaction_response(id, &token, &answer, Vec::new())
        .await;
    assert_eq!(code_of(again), (400, 40060), "answered twice");
    http.create_followup_message(&token, &json!({"content": "later"}), Vec::new())
        .await
        .expect("a follow-up within 15 minutes");
    fake.advance_clock(std::time::Duration::from_secs(15 * 60 + 1));
    let stale = http
        .create_followup_message(&token, &json!({"content": "too late"}), Vec::new())
        .await;
    assert_eq!(
        code_of(stale),
        (401, 50027),
        "a token older than 15 minutes"
    );
    assert_no_violations(&fake);
}
