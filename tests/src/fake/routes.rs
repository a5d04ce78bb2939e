//! The REST side of the fake: every request is parsed, recorded, and answered like Discord would.

use super::recorder::{FilePart, RecordedRequest};
use super::{Shared, gateway};
use crate::fixtures;
use axum::Router;
use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, FromRequest, Multipart, Path, State, WebSocketUpgrade};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde_json::{Value, json};
use std::sync::Arc;

/// Discord's error code for "Cannot send messages to this user".
const CANNOT_MESSAGE_USER: u64 = 50007;

/// The most choices Discord accepts in an autocomplete answer.
const MAX_AUTOCOMPLETE_CHOICES: usize = 25;

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

/// An answer: a status and an optional JSON body.
struct Answer {
    status: StatusCode,
    body: Option<Value>,
}

impl Answer {
    fn json(body: Value) -> Self {
        Self {
            status: StatusCode::OK,
            body: Some(body),
        }
    }

    fn no_content() -> Self {
        Self {
            status: StatusCode::NO_CONTENT,
            body: None,
        }
    }

    fn error(status: StatusCode, code: u64, message: &str) -> Self {
        Self {
            status,
            body: Some(json!({"code": code, "message": message})),
        }
    }
}

async fn rest(State(shared): State<Arc<Shared>>, request: axum::extract::Request) -> Response {
    let method = request.method().clone();
    let path = request.uri().path().to_owned();
    let query = request.uri().query().map(str::to_owned);
    let authorization = header_text(request.headers(), header::AUTHORIZATION);
    let is_multipart = header_text(request.headers(), header::CONTENT_TYPE)
        .is_some_and(|kind| kind.starts_with("multipart/form-data"));
    let (body, files) = if is_multipart {
        read_multipart(request).await
    } else {
        let bytes = Bytes::from_request(request, &()).await.unwrap_or_default();
        (serde_json::from_slice(&bytes).ok(), Vec::new())
    };

    let (answer, handled) = match take_failure(&shared, &method, &path) {
        Some(answer) => (answer, true),
        None => match route(
            &shared,
            &method,
            &path,
            query.as_deref(),
            body.as_ref(),
            &files,
        ) {
            Some(answer) => (answer, true),
            None => (
                Answer::error(StatusCode::NOT_FOUND, 0, "404: Not Found (fake)"),
                false,
            ),
        },
    };
    shared.recorder.record_request(RecordedRequest {
        method: method.to_string(),
        path,
        query,
        authorization,
        body,
        files,
        status: answer.status.as_u16(),
        handled,
    });
    respond(answer)
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
    if answer.status == StatusCode::TOO_MANY_REQUESTS {
        let headers = response.headers_mut();
        headers.insert("retry-after", HeaderValue::from_static("0.05"));
        headers.insert("x-ratelimit-scope", HeaderValue::from_static("user"));
    }
    response
}

/// Uses up one injected failure matching the request, if any.
fn take_failure(shared: &Shared, method: &Method, path: &str) -> Option<Answer> {
    let mut failures = shared.failures.lock().unwrap();
    let failure = failures.iter_mut().find(|failure| {
        failure.times > 0
            && failure.method == method.as_str()
            && path.contains(&failure.path_contains)
    })?;
    failure.times -= 1;
    let status = StatusCode::from_u16(failure.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    Some(if status == StatusCode::TOO_MANY_REQUESTS {
        Answer {
            status,
            body: Some(
                json!({"message": "You are being rate limited.", "retry_after": 0.05, "global": false, "code": 0}),
            ),
        }
    } else {
        Answer::error(status, 0, "Internal Server Error (injected by the fake)")
    })
}

/// Answers a known route, or `None` for an unknown one.
fn route(
    shared: &Shared,
    method: &Method,
    path: &str,
    query: Option<&str>,
    body: Option<&Value>,
    files: &[FilePart],
) -> Option<Answer> {
    let rest = path.strip_prefix("/api/v10/")?;
    let segments: Vec<&str> = rest.split('/').collect();
    let empty = json!({});
    let body = body.unwrap_or(&empty);
    Some(match (method.as_str(), segments.as_slice()) {
        ("GET", ["gateway"]) => Answer::json(json!({"url": gateway_url(shared)})),
        ("GET", ["gateway", "bot"]) => Answer::json(json!({
            "url": gateway_url(shared),
            "shards": shared.options.shards,
            "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1},
        })),
        ("GET", ["oauth2", "applications", "@me"]) => Answer::json(fixtures::application_info()),
        ("GET", ["users", "@me"]) => Answer::json(fixtures::bot_user()),
        ("GET", ["users", id]) => Answer::json(known_user(shared, id)?),
        ("GET", ["guilds", _]) => Answer::json(fixtures::guild_create()),
        ("GET", ["guilds", _, "members", "search"]) => {
            Answer::json(matching_members(shared, query.unwrap_or("")))
        }
        ("GET", ["guilds", _, "members", id]) => {
            let mut member = fixtures::member(fixtures::ALICE_USER);
            member["user"] = known_user(shared, id)?;
            Answer::json(member)
        }
        ("PUT", ["applications", _, "commands"])
        | ("PUT", ["applications", _, "guilds", _, "commands"]) => {
            Answer::json(registered_commands(shared, body))
        }
        ("POST", ["users", "@me", "channels"]) => {
            let recipient: u64 = body.get("recipient_id")?.as_str()?.parse().ok()?;
            let channel = *shared
                .dm_channels
                .lock()
                .unwrap()
                .entry(recipient)
                .or_insert_with(|| shared.fresh_id());
            let user = known_user(shared, &recipient.to_string())
                .unwrap_or_else(|| fixtures::user(recipient, "someone"));
            Answer::json(fixtures::private_channel(channel, &user))
        }
        ("POST", ["channels", channel, "messages"]) => {
            let channel: u64 = channel.parse().ok()?;
            if dm_is_closed(shared, channel) {
                Answer::error(
                    StatusCode::FORBIDDEN,
                    CANNOT_MESSAGE_USER,
                    "Cannot send messages to this user",
                )
            } else {
                Answer::json(message_answer(shared, channel, None, body, files))
            }
        }
        ("PATCH", ["channels", channel, "messages", message]) => {
            let channel: u64 = channel.parse().ok()?;
            let message: u64 = message.parse().ok()?;
            Answer::json(message_answer(shared, channel, Some(message), body, files))
        }
        ("DELETE", ["channels", _, "messages", _]) => Answer::no_content(),
        ("POST", ["channels", parent, "threads"])
        | ("POST", ["channels", parent, "messages", _, "threads"]) => {
            let parent: u64 = parent.parse().ok()?;
            let name = body.get("name").and_then(Value::as_str).unwrap_or("thread");
            let kind = body.get("type").and_then(Value::as_u64).unwrap_or(11) as u8;
            let guild = shared.guild_of(parent);
            let thread = shared.fresh_id();
            if guild != fixtures::GUILD_ID {
                shared.channel_guilds.lock().unwrap().insert(thread, guild);
            }
            Answer::json(fixtures::guild_channel_of(
                guild,
                thread,
                kind,
                name,
                Some(parent),
            ))
        }
        ("PATCH", ["channels", channel]) => {
            let channel: u64 = channel.parse().ok()?;
            let name = body.get("name").and_then(Value::as_str).unwrap_or("thread");
            Answer::json(fixtures::guild_channel_of(
                shared.guild_of(channel),
                channel,
                11,
                name,
                Some(fixtures::CHANNEL_ID),
            ))
        }
        ("PUT" | "DELETE", ["channels", _, "thread-members", _]) => Answer::no_content(),
        ("POST", ["interactions", _, _, "callback"]) => {
            let choices = body
                .pointer("/data/choices")
                .and_then(Value::as_array)
                .map_or(0, Vec::len);
            if choices > MAX_AUTOCOMPLETE_CHOICES {
                Answer::error(
                    StatusCode::BAD_REQUEST,
                    50035,
                    "Invalid Form Body: data.choices: Must be 25 or fewer in length.",
                )
            } else {
                Answer::no_content()
            }
        }
        ("POST", ["webhooks", _, token]) => {
            let channel = interaction_channel(shared, token);
            Answer::json(message_answer(shared, channel, None, body, files))
        }
        ("GET" | "PATCH", ["webhooks", _, token, "messages", message]) => {
            let channel = interaction_channel(shared, token);
            let id = message.parse().ok();
            Answer::json(message_answer(shared, channel, id, body, files))
        }
        ("DELETE", ["webhooks", _, _, "messages", _]) => Answer::no_content(),
        _ => return None,
    })
}

fn gateway_url(shared: &Shared) -> String {
    format!("ws://127.0.0.1:{}/gateway", shared.port)
}

fn known_user(shared: &Shared, id: &str) -> Option<Value> {
    let id: u64 = id.parse().ok()?;
    if id == fixtures::BOT_ID {
        return Some(fixtures::bot_user());
    }
    let users = shared.users.lock().unwrap();
    users.get(&id).map(|name| fixtures::user(id, name))
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
        .map(|(id, name)| {
            let mut member = fixtures::member(fixtures::ALICE_USER);
            member["user"] = fixtures::user(*id, name);
            member
        })
        .collect()
}

fn dm_is_closed(shared: &Shared, channel: u64) -> bool {
    let dm_channels = shared.dm_channels.lock().unwrap();
    let closed = shared.dm_closed.lock().unwrap();
    dm_channels
        .iter()
        .any(|(user, dm)| *dm == channel && closed.contains(user))
}

fn interaction_channel(shared: &Shared, token: &str) -> u64 {
    shared
        .interaction_channels
        .lock()
        .unwrap()
        .get(token)
        .copied()
        .unwrap_or(fixtures::CHANNEL_ID)
}

/// Echoes registered commands with the fields Discord fills in.
fn registered_commands(shared: &Shared, body: &Value) -> Value {
    let commands = body.as_array().cloned().unwrap_or_default();
    commands
        .into_iter()
        .map(|mut command| {
            let object = command.as_object_mut().expect("a command object");
            object.insert("id".into(), json!(shared.fresh_id().to_string()));
            object.entry("type").or_insert(json!(1));
            object.insert("application_id".into(), json!(fixtures::APP_ID.to_string()));
            object.entry("description").or_insert(json!(""));
            object.insert("version".into(), json!(shared.fresh_id().to_string()));
            object
                .entry("default_member_permissions")
                .or_insert(Value::Null);
            command
        })
        .collect()
}

/// The Message Discord returns for a post or an edit: the bot's, with the request's content and files.
fn message_answer(
    shared: &Shared,
    channel: u64,
    id: Option<u64>,
    body: &Value,
    files: &[FilePart],
) -> Value {
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
            json!({
                "id": shared.fresh_id().to_string(),
                "filename": file.filename,
                "size": file.bytes.len(),
                "url": url,
                "proxy_url": url,
            })
        })
        .collect();
    let mut message = fixtures::message(
        channel,
        false,
        fixtures::Person {
            id: fixtures::BOT_ID,
            name: "umpire",
        },
        body.get("content").and_then(Value::as_str).unwrap_or(""),
    );
    message["author"] = fixtures::bot_user();
    message["id"] = json!(id.unwrap_or_else(|| shared.fresh_id()).to_string());
    message["attachments"] = json!(attachments);
    if let Some(flags) = body.get("flags") {
        message["flags"] = flags.clone();
    }
    if let Some(components) = body.get("components") {
        message["components"] = components.clone();
    }
    message
}
