//! The REST side of the fake: every request is parsed, checked against Discord's specification and
//! limits, recorded, and answered as Discord would answer it; every answer is checked too.

use super::answers;
use super::channels::{self, Act, Permission};
use super::interactions;
use super::ratelimit::Verdict;
use super::recorder::{FilePart, RecordedRequest};
use super::spec::{self, Operation, Violation};
use super::{Shared, gateway, limits};
use axum::Router;
use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, FromRequest, Multipart, Path, State, WebSocketUpgrade};
use axum::http::{HeaderMap, HeaderName, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde_json::{Value, json};
use std::sync::Arc;

/// Discord's error code for "Cannot send messages to this user".
const CANNOT_MESSAGE_USER: u64 = 50007;
/// Discord's error code for "Invalid Form Body".
const INVALID_FORM_BODY: u64 = 50035;

/// The router: the gateway socket, the fake CDN, and every REST route under `/api/v10`.
pub(crate) fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/gateway", get(open_gateway))
        .route("/files/:name", get(serve_file))
        .fallback(rest)
        .layer(DefaultBodyLimit::max(64 * 1024 * 1024))
        .with_state(shared)
}

async fn open_gateway(State(shared): State<Arc<Shared>>, upgrade: WebSocketUpgrade) -> Response {
    upgrade.on_upgrade(move |socket| gateway::run_connection(shared, socket))
}

async fn serve_file(State(shared): State<Arc<Shared>>, Path(name): Path<String>) -> Response {
    match shared.files.lock().unwrap().get(&name) {
        Some(bytes) => bytes.clone().into_response(),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

/// An answer: a status, an optional JSON body, and headers.
pub(crate) struct Answer {
    pub(crate) status: StatusCode,
    pub(crate) body: Option<Value>,
    headers: Vec<(&'static str, String)>,
}

impl Answer {
    fn json(body: Value) -> Self {
        Self::with_status(StatusCode::OK, body)
    }

    fn with_status(status: StatusCode, body: Value) -> Self {
        Self {
            status,
            body: Some(body),
            headers: Vec::new(),
        }
    }

    fn no_content() -> Self {
        Self {
            status: StatusCode::NO_CONTENT,
            body: None,
            headers: Vec::new(),
        }
    }

    pub(crate) fn error(status: StatusCode, code: u64, message: &str) -> Self {
        Self::with_status(status, answers::error(code, message))
    }

    fn unknown_route() -> Self {
        Self::error(StatusCode::NOT_FOUND, 0, "404: Not Found")
    }

    /// Discord's 400 for a body that breaks its rules, naming each field and rule.
    fn invalid_form_body(violations: &[Violation]) -> Self {
        let mut errors = serde_json::Map::new();
        for violation in violations {
            errors.insert(
                violation.field.clone(),
                json!({"_errors": [{"code": "BASE_TYPE_INVALID", "message": violation.rule}]}),
            );
        }
        let mut answer = Self::error(
            StatusCode::BAD_REQUEST,
            INVALID_FORM_BODY,
            "Invalid Form Body",
        );
        answer.body.as_mut().unwrap()["errors"] = Value::Object(errors);
        answer
    }

    /// Discord's 429: wait `retry_after` seconds; `global` when the global limit was hit.
    pub(crate) fn rate_limited(
        headers: Vec<(&'static str, String)>,
        retry_after: f64,
        global: bool,
    ) -> Self {
        Self {
            status: StatusCode::TOO_MANY_REQUESTS,
            body: Some(json!({
                "code": 0,
                "message": "You are being rate limited.",
                "retry_after": retry_after,
                "global": global,
            })),
            headers,
        }
    }

    fn refused(refusal: channels::Refusal) -> Self {
        let (status, code, message) = refusal.answer();
        Self::error(status_of(status), code, message)
    }
}

fn status_of(status: u16) -> StatusCode {
    StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR)
}

/// A request as the fake read it.
pub(crate) struct Incoming {
    method: Method,
    path: String,
    query: Option<String>,
    authorization: Option<String>,
    multipart: bool,
    body: Option<Value>,
    files: Vec<FilePart>,
}

impl Incoming {
    async fn read(request: axum::extract::Request) -> Self {
        let method = request.method().clone();
        let path = request.uri().path().to_owned();
        let query = request.uri().query().map(str::to_owned);
        let authorization = header_text(request.headers(), header::AUTHORIZATION);
        let multipart = header_text(request.headers(), header::CONTENT_TYPE)
            .is_some_and(|kind| kind.starts_with("multipart/form-data"));
        let (body, files) = if multipart {
            read_multipart(request).await
        } else {
            let bytes = Bytes::from_request(request, &()).await.unwrap_or_default();
            (serde_json::from_slice(&bytes).ok(), Vec::new())
        };
        Self {
            method,
            path,
            query,
            authorization,
            multipart,
            body,
            files,
        }
    }
}

async fn rest(State(shared): State<Arc<Shared>>, request: axum::extract::Request) -> Response {
    let incoming = Incoming::read(request).await;
    let (answer, handled) = answer(&shared, &incoming);
    shared.recorder.record_request(RecordedRequest {
        method: incoming.method.to_string(),
        path: incoming.path,
        query: incoming.query,
        authorization: incoming.authorization,
        body: incoming.body,
        files: incoming.files,
        status: answer.status.as_u16(),
        answer: answer.body.clone(),
        handled,
    });
    respond(answer)
}

/// The answer to a request, and whether the fake knew its route. A request that breaks Discord's
/// specification or limits is refused as Discord refuses it (400, Invalid Form Body) and recorded as a
/// violation, and so is an answer of the fake's own that does not fit the specification.
fn answer(shared: &Shared, incoming: &Incoming) -> (Answer, bool) {
    let Some(path) = incoming.path.strip_prefix("/api/v10") else {
        return (Answer::unknown_route(), false);
    };
    let Some(operation) = spec::operation(incoming.method.as_str(), path) else {
        shared.violated(vec![Violation {
            route: format!("{} {path}", incoming.method),
            field: String::new(),
            rule: "no such operation in Discord's specification".to_owned(),
        }]);
        return (Answer::unknown_route(), false);
    };
    let mut violations = spec::check_request(
        &operation,
        incoming.query.as_deref(),
        incoming.body.as_ref(),
        incoming.multipart,
    );
    let upload_bytes = token_of(&operation, path)
        .and_then(|token| shared.interactions.upload_bytes(token))
        .unwrap_or(limits::UPLOAD_BYTES);
    violations.extend(limits::check(
        &operation,
        incoming.body.as_ref(),
        &incoming.files,
        upload_bytes,
    ));
    // Where the schema and a documented limit both catch a field, the schema's rule is told.
    let mut told = std::collections::HashSet::new();
    violations.retain(|violation| told.insert(violation.field.clone()));
    if !violations.is_empty() {
        let answer = Answer::invalid_form_body(&violations);
        shared.violated(violations);
        return (answer, true);
    }
    let (answer, handled) = admitted(shared, &operation, path, incoming);
    if answer.status.as_u16() < 500 {
        let body = answer.body.as_ref();
        let wrong = spec::check_response(&operation, answer.status.as_u16(), body);
        shared.violated(
            wrong
                .into_iter()
                .map(|violation| Violation {
                    rule: format!("the fake's own answer: {}", violation.rule),
                    ..violation
                })
                .collect(),
        );
    }
    (answer, handled)
}

/// The answer to a valid request: a rate limit, an injected failure, a refusal, or the route's answer,
/// with the bucket's headers.
fn admitted(
    shared: &Shared,
    operation: &Operation,
    path: &str,
    incoming: &Incoming,
) -> (Answer, bool) {
    if let Some(limited) = shared.take_global_rate_limit() {
        return (limited, true);
    }
    let headers = match shared
        .limiter
        .admit(operation, path, std::time::Instant::now())
    {
        Verdict::Pass(headers) => headers,
        Verdict::Limited {
            headers,
            retry_after,
            global,
        } => return (Answer::rate_limited(headers, retry_after, global), true),
    };
    let found = shared
        .take_failure(&incoming.method, &incoming.path, &headers)
        .map(|answer| (answer, true))
        .or_else(|| refusal(shared, operation, path, incoming).map(|answer| (answer, true)))
        .or_else(|| {
            let answer = route(shared, &incoming.method, path, incoming)?;
            let answer = shared
                .take_lost_answer(&incoming.method, &incoming.path)
                .unwrap_or(answer);
            Some((answer, true))
        });
    let (mut answer, handled) = found.unwrap_or((Answer::unknown_route(), false));
    answer.headers.extend(headers);
    (answer, handled)
}

/// The interaction token in a request's path, for interaction callbacks and follow-ups.
fn token_of<'a>(operation: &Operation, path: &'a str) -> Option<&'a str> {
    let position = operation
        .template
        .trim_matches('/')
        .split('/')
        .position(|part| part == "{interaction_token}" || part == "{webhook_token}")?;
    path.trim_matches('/').split('/').nth(position)
}

/// Why Discord would refuse this request now: the interaction's deadlines, the bot's permissions, the
/// channel's or message's state.
fn refusal(
    shared: &Shared,
    operation: &Operation,
    path: &str,
    incoming: &Incoming,
) -> Option<Answer> {
    if operation.template.starts_with("/interactions/") {
        let token = token_of(operation, path)?;
        return shared
            .interactions
            .answer(token)
            .err()
            .map(interaction_refused);
    }
    if operation
        .template
        .starts_with("/webhooks/{webhook_id}/{webhook_token}")
    {
        let token = token_of(operation, path)?;
        let channel = match shared.interactions.follow_up(token) {
            Ok(channel) => channel,
            Err(refused) => return Some(interaction_refused(refused)),
        };
        // An interaction's answers are posted as a webhook, which may attach files only where
        // everyone may.
        let files = !incoming.files.is_empty();
        return (files && shared.channels.refuses(channel, Permission::AttachFiles))
            .then(|| Answer::refused(channels::Refusal::MissingPermissions));
    }
    let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
    let ["channels", channel, rest @ ..] = segments.as_slice() else {
        return None;
    };
    let channel: u64 = channel.parse().ok()?;
    let files = !incoming.files.is_empty();
    let act = match (incoming.method.as_str(), rest) {
        ("POST", ["messages"]) => Act::Post { files },
        ("PATCH" | "DELETE", ["messages", message]) => Act::Edit {
            message: message.parse().ok()?,
            files,
        },
        ("POST", ["threads"] | ["messages", _, "threads"]) => Act::OpenThread,
        ("PATCH", []) if incoming.body.as_ref()?.get("archived") == Some(&json!(false)) => {
            Act::Unarchive
        }
        _ => Act::Read,
    };
    let parent = shared
        .threads
        .lock()
        .unwrap()
        .get(&channel)
        .map(|(parent, _)| *parent);
    if let (Act::Post { .. }, Some(parent)) = (act, parent)
        && shared
            .channels
            .refuses(parent, Permission::SendMessagesInThreads)
    {
        return Some(Answer::refused(channels::Refusal::MissingPermissions));
    }
    shared.channels.refusal(channel, act).map(Answer::refused)
}

fn interaction_refused(refusal: interactions::Refusal) -> Answer {
    use interactions::Refusal::*;
    match refusal {
        UnknownInteraction => Answer::error(StatusCode::NOT_FOUND, 10062, "Unknown interaction"),
        AlreadyAcknowledged => Answer::error(
            StatusCode::BAD_REQUEST,
            40060,
            "Interaction has already been acknowledged.",
        ),
        UnknownWebhook => Answer::error(StatusCode::NOT_FOUND, 10015, "Unknown Webhook"),
        InvalidWebhookToken => {
            Answer::error(StatusCode::UNAUTHORIZED, 50027, "Invalid Webhook Token")
        }
    }
}

fn header_text(headers: &HeaderMap, name: header::HeaderName) -> Option<String> {
    headers
        .get(name)
        .and_then(|value| value.to_str().ok())
        .map(str::to_owned)
}

async fn read_multipart(request: axum::extract::Request) -> (Option<Value>, Vec<FilePart>) {
    let Ok(mut multipart) = Multipart::from_request(request, &()).await else {
        return (None, Vec::new());
    };
    let mut body = None;
    let mut files = Vec::new();
    while let Ok(Some(field)) = multipart.next_field().await {
        let name = field.name().unwrap_or_default().to_owned();
        let filename = field.file_name().map(str::to_owned);
        let content_type = field.content_type().map(str::to_owned);
        let bytes = field.bytes().await.unwrap_or_default().to_vec();
        if name == "payload_json" {
            body = serde_json::from_slice(&bytes).ok();
        } else {
            files.push(FilePart {
                field: name,
                filename: filename.unwrap_or_default(),
                content_type,
                bytes,
            });
        }
    }
    (body, files)
}

fn respond(answer: Answer) -> Response {
    let mut response = match answer.body {
        Some(body) => (answer.status, axum::Json(body)).into_response(),
        None => answer.status.into_response(),
    };
    let headers = response.headers_mut();
    for (name, value) in answer.headers {
        if let Ok(value) = HeaderValue::from_str(&value) {
            headers.insert(HeaderName::from_static(name), value);
        }
    }
    response
}

/// Answers a route the fake serves (`path` without `/api/v10`), or `None` for one it does not. One arm
/// per route, read as a table: longer than most functions for that reason.
fn route(shared: &Shared, method: &Method, path: &str, incoming: &Incoming) -> Option<Answer> {
    let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
    let empty = json!({});
    let body = incoming.body.as_ref().unwrap_or(&empty);
    let files = &incoming.files;
    Some(match (method.as_str(), segments.as_slice()) {
        ("GET", ["gateway"]) => Answer::json(json!({"url": shared.gateway_url()})),
        ("GET", ["gateway", "bot"]) => Answer::json(json!({
            "url": shared.gateway_url(),
            "shards": shared.options.shards,
            "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1},
        })),
        ("GET", ["oauth2", "applications", "@me"]) => Answer::json(answers::application(
            shared
                .message_content
                .load(std::sync::atomic::Ordering::SeqCst),
        )),
        ("GET", ["users", "@me"]) => Answer::json(answers::current_user()),
        ("GET", ["users", id]) => Answer::json(known_user(shared, id)?),
        ("GET", ["guilds", guild]) => Answer::json(answers::guild(guild.parse().ok()?)),
        ("GET", ["guilds", _, "members", "search"]) => Answer::json(matching_members(
            shared,
            incoming.query.as_deref().unwrap_or(""),
        )),
        ("GET", ["guilds", _, "members", id]) => {
            let user = known_user(shared, id)?;
            let name = user["username"].as_str().unwrap_or("someone").to_owned();
            let mut member = answers::member(id.parse().ok()?, &name);
            if *id == crate::fixtures::BOT_ID.to_string() {
                member["roles"] = json!([crate::fixtures::BOT_ROLE_ID.to_string()]);
            }
            Answer::json(member)
        }
        ("PUT", ["applications", _, "commands"]) => {
            Answer::json(registered_commands(shared, None, body))
        }
        ("PUT", ["applications", _, "guilds", guild, "commands"]) => {
            Answer::json(registered_commands(shared, Some(guild.parse().ok()?), body))
        }
        ("GET", ["applications", _, "commands"]) => Answer::json(listed_commands(shared, None)),
        ("GET", ["applications", _, "guilds", guild, "commands"]) => {
            Answer::json(listed_commands(shared, Some(guild.parse().ok()?)))
        }
        ("POST", ["users", "@me", "channels"]) => {
            let recipient: u64 = body.get("recipient_id")?.as_str()?.parse().ok()?;
            let channel = shared.dm_channel(recipient);
            let user = known_user(shared, &recipient.to_string())
                .unwrap_or_else(|| answers::user(recipient, "someone"));
            Answer::json(answers::private_channel(channel, user))
        }
        ("POST", ["channels", channel, "messages"]) => {
            let channel: u64 = channel.parse().ok()?;
            if shared.dm_is_closed(channel) {
                Answer::error(
                    StatusCode::FORBIDDEN,
                    CANNOT_MESSAGE_USER,
                    "Cannot send messages to this user",
                )
            } else {
                Answer::json(post_once(shared, channel, body, files))
            }
        }
        ("GET", ["channels", channel, "messages"]) => {
            let channel: u64 = channel.parse().ok()?;
            let limit = query_number(incoming.query.as_deref(), "limit").unwrap_or(50);
            // Without Read Message History, Discord answers with no message.
            if shared
                .channels
                .refuses(channel, Permission::ReadMessageHistory)
            {
                return Some(Answer::json(json!([])));
            }
            Answer::json(json!(shared.messages.latest(channel, limit as usize)))
        }
        ("PATCH", ["channels", channel, "messages", message]) => {
            let channel: u64 = channel.parse().ok()?;
            let message: u64 = message.parse().ok()?;
            Answer::json(edited(shared, channel, message, body, files))
        }
        ("DELETE", ["channels", _, "messages", message]) => {
            shared.messages.delete(message.parse().ok()?);
            Answer::no_content()
        }
        ("GET", ["channels", channel]) => {
            Answer::json(channel_answer(shared, channel.parse().ok()?))
        }
        ("GET", ["guilds", guild, "threads", "active"]) => {
            Answer::json(active_threads(shared, guild.parse().ok()?))
        }
        ("POST", ["channels", parent, "threads"])
        | ("POST", ["channels", parent, "messages", _, "threads"]) => {
            let parent: u64 = parent.parse().ok()?;
            let name = body.get("name").and_then(Value::as_str).unwrap_or("thread");
            let kind = body.get("type").and_then(Value::as_u64).unwrap_or(11) as u8;
            let guild = shared.guild_of(parent);
            let thread = shared.fresh_id();
            if guild != crate::fixtures::GUILD_ID {
                shared.channel_guilds.lock().unwrap().insert(thread, guild);
            }
            shared
                .threads
                .lock()
                .unwrap()
                .insert(thread, (parent, name.to_owned()));
            let created = answers::thread(guild, thread, kind, name, parent, false);
            Answer::with_status(StatusCode::CREATED, created)
        }
        ("PATCH", ["channels", channel]) => {
            let channel: u64 = channel.parse().ok()?;
            let parent = shared
                .threads
                .lock()
                .unwrap()
                .get(&channel)
                .map(|(parent, _)| *parent);
            let name = body.get("name").and_then(Value::as_str).unwrap_or("thread");
            let archived = shared.channels.is_archived(channel);
            Answer::json(answers::thread(
                shared.guild_of(channel),
                channel,
                11,
                name,
                parent.unwrap_or(crate::fixtures::CHANNEL_ID),
                archived,
            ))
        }
        ("PUT" | "DELETE", ["channels", _, "thread-members", _]) => Answer::no_content(),
        ("POST", ["interactions", _, _, "callback"]) => Answer::no_content(),
        ("POST", ["webhooks", _, token]) => {
            let channel = shared.interactions.follow_up(token).ok()?;
            let made = message_answer(shared, channel, None, body, files);
            shared
                .messages
                .keep(channel, &made, shared.interactions.now_ms());
            Answer::json(made)
        }
        ("GET" | "PATCH", ["webhooks", _, token, "messages", message]) => {
            let channel = shared.interactions.follow_up(token).ok()?;
            match message.parse() {
                Ok(id) if method == "PATCH" => {
                    Answer::json(edited(shared, channel, id, body, files))
                }
                Ok(id) => Answer::json(
                    shared
                        .messages
                        .get(id)
                        .unwrap_or_else(|| message_answer(shared, channel, Some(id), body, files)),
                ),
                Err(_) => Answer::json(message_answer(shared, channel, None, body, files)),
            }
        }
        ("DELETE", ["webhooks", _, _, "messages", _]) => Answer::no_content(),
        _ => return None,
    })
}

fn known_user(shared: &Shared, id: &str) -> Option<Value> {
    let id: u64 = id.parse().ok()?;
    if id == crate::fixtures::BOT_ID {
        let mut bot = answers::user(id, "umpire");
        bot["bot"] = json!(true);
        return Some(bot);
    }
    let users = shared.users.lock().unwrap();
    users.get(&id).map(|name| answers::user(id, name))
}

/// The members whose name starts with the `query` parameter, as Discord's member search answers.
fn matching_members(shared: &Shared, query: &str) -> Value {
    let wanted = query
        .split('&')
        .find_map(|pair| pair.strip_prefix("query="))
        .unwrap_or("")
        .to_lowercase();
    let users = shared.users.lock().unwrap();
    users
        .iter()
        .filter(|(_, name)| !wanted.is_empty() && name.to_lowercase().starts_with(&wanted))
        .map(|(id, name)| answers::member(*id, name))
        .collect()
}

/// Echoes registered commands with the fields Discord fills in.
/// Registers the commands of `body`, globally or in `guild`, replacing those registered there before,
/// and answers them as Discord does.
fn registered_commands(shared: &Shared, guild: Option<u64>, body: &Value) -> Value {
    let commands = body.as_array().cloned().unwrap_or_default();
    let registered: Value = commands
        .into_iter()
        .map(|command| answers::registered_command(command, shared.fresh_id(), shared.fresh_id()))
        .collect();
    shared
        .commands
        .lock()
        .unwrap()
        .insert(guild, registered.clone());
    registered
}

/// The commands registered globally or in `guild`, as `GET …/commands` answers them.
fn listed_commands(shared: &Shared, guild: Option<u64>) -> Value {
    shared
        .commands
        .lock()
        .unwrap()
        .get(&guild)
        .cloned()
        .unwrap_or_else(|| json!([]))
}

/// The Message Discord returns for a post or an edit: the bot's, with the request's content and files
/// (each with the description the request's `attachments` gave it).
fn message_answer(
    shared: &Shared,
    channel: u64,
    id: Option<u64>,
    body: &Value,
    files: &[FilePart],
) -> Value {
    let described = body.get("attachments").and_then(Value::as_array);
    let attachments: Vec<Value> = files
        .iter()
        .map(|file| {
            let name = format!("{}-{}", shared.fresh_id(), file.filename);
            let url = format!("http://127.0.0.1:{}/files/{name}", shared.port);
            shared
                .files
                .lock()
                .unwrap()
                .insert(name, file.bytes.clone());
            let index = file
                .field
                .trim_start_matches("files[")
                .trim_end_matches(']')
                .to_owned();
            let description = described
                .into_iter()
                .flatten()
                .find(|attachment| attachment["id"].to_string().trim_matches('"') == index)
                .and_then(|attachment| attachment.get("description"));
            answers::attachment(shared.fresh_id(), file, &url, description)
        })
        .collect();
    let id = id.unwrap_or_else(|| shared.fresh_id());
    answers::message(channel, id, body, attachments)
}

/// A number in a query string (`limit=10`).
fn query_number(query: Option<&str>, name: &str) -> Option<u64> {
    query?
        .split('&')
        .find_map(|pair| pair.strip_prefix(name)?.strip_prefix('='))?
        .parse()
        .ok()
}

/// A post to `channel`: the message made by an earlier post with the same nonce, when the body asks
/// Discord to enforce it and that post was recent; else a new message, kept.
fn post_once(shared: &Shared, channel: u64, body: &Value, files: &[FilePart]) -> Value {
    let now = shared.interactions.now_ms();
    if let Some(earlier) = super::messages::enforced_nonce(body)
        .and_then(|nonce| shared.messages.made_with(&nonce, now))
    {
        return earlier;
    }
    let made = message_answer(shared, channel, None, body, files);
    shared.messages.keep(channel, &made, now);
    made
}

/// The message `id` of `channel` after an edit with `body` and `files`: the kept message with the
/// fields the edit sets, or, for a message the fake does not keep, the message the edit describes.
fn edited(shared: &Shared, channel: u64, id: u64, body: &Value, files: &[FilePart]) -> Value {
    let described = message_answer(shared, channel, Some(id), body, files);
    let mut changes = serde_json::Map::new();
    for field in ["content", "components"] {
        if body.get(field).is_some() {
            changes.insert(field.to_owned(), described[field].clone());
        }
    }
    if body.get("attachments").is_some() || !files.is_empty() {
        changes.insert("attachments".to_owned(), described["attachments"].clone());
    }
    shared
        .messages
        .edit(id, &Value::Object(changes))
        .unwrap_or(described)
}

/// A channel as `GET /channels/{id}` answers it: a thread the bot opened, a DM channel, or a text
/// channel of its guild.
fn channel_answer(shared: &Shared, channel: u64) -> Value {
    let thread = shared.threads.lock().unwrap().get(&channel).cloned();
    if let Some((parent, name)) = thread {
        let archived = shared.channels.is_archived(channel);
        return answers::thread(
            shared.guild_of(channel),
            channel,
            11,
            &name,
            parent,
            archived,
        );
    }
    let recipient = shared
        .dm_channels
        .lock()
        .unwrap()
        .iter()
        .find(|(_, dm)| **dm == channel)
        .map(|(user, _)| *user);
    match recipient {
        Some(user) => {
            let user = known_user(shared, &user.to_string())
                .unwrap_or_else(|| answers::user(user, "someone"));
            answers::private_channel(channel, user)
        }
        None => {
            let mut answer = answers::text_channel(shared.guild_of(channel), channel);
            let denied = shared.channels.denied_bits(channel);
            if denied != 0 {
                answer["permission_overwrites"] = json!([{
                    "id": crate::fixtures::BOT_ROLE_ID.to_string(),
                    "type": 0,
                    "allow": "0",
                    "deny": denied.to_string(),
                }]);
            }
            answer
        }
    }
}

/// The threads of `guild` that are not archived, as `GET /guilds/{id}/threads/active` answers.
fn active_threads(shared: &Shared, guild: u64) -> Value {
    let threads: Vec<Value> = shared
        .threads
        .lock()
        .unwrap()
        .iter()
        .filter(|(thread, _)| {
            shared.guild_of(**thread) == guild && !shared.channels.is_archived(**thread)
        })
        .map(|(thread, (parent, name))| answers::thread(guild, *thread, 11, name, *parent, false))
        .collect();
    json!({"threads": threads, "members": [], "has_more": false})
}
