//! Everything the bot sent to the fake, kept in order, with waiters woken on each new entry.

use serde_json::Value;
use std::sync::Mutex;
use std::time::Duration;
use tokio::sync::Notify;

/// How long a wait may last before the test is declared hung. A guard only, never an assertion: long
/// enough that a bot on a machine loaded by other builds and tests still answers within it.
pub const HANG_GUARD: Duration = Duration::from_secs(60);

/// One file part of a multipart request.
#[derive(Clone, Debug)]
pub struct FilePart {
    /// The form field name (`files[0]`, …).
    pub field: String,
    /// The file name the bot gave.
    pub filename: String,
    /// The content type the bot gave.
    pub content_type: Option<String>,
    /// The bytes.
    pub bytes: Vec<u8>,
}

/// One REST request the bot made.
#[derive(Clone, Debug)]
pub struct RecordedRequest {
    /// The HTTP method (`GET`, `POST`, …).
    pub method: String,
    /// The path, from `/api/v10/…` on, without the query.
    pub path: String,
    /// The query string, if any.
    pub query: Option<String>,
    /// The `Authorization` header.
    pub authorization: Option<String>,
    /// The JSON body, or the `payload_json` part of a multipart body.
    pub body: Option<Value>,
    /// The file parts of a multipart body.
    pub files: Vec<FilePart>,
    /// The status the fake answered.
    pub status: u16,
    /// The body the fake answered, if any.
    pub answer: Option<Value>,
    /// Whether the fake knew the route.
    pub handled: bool,
}

/// Matches a message the bot posted successfully in `channel`.
pub fn posted_in(channel: u64) -> impl Fn(&RecordedRequest) -> bool {
    let path = format!("/api/v10/channels/{channel}/messages");
    move |request| request.is("POST", &path) && request.status == 200
}

impl RecordedRequest {
    /// Whether this is `method` on exactly `path`.
    pub fn is(&self, method: &str, path: &str) -> bool {
        self.method == method && self.path == path
    }

    /// A field of the JSON body, or `Null`.
    pub fn field(&self, pointer: &str) -> &Value {
        self.body
            .as_ref()
            .and_then(|body| body.pointer(pointer))
            .unwrap_or(&Value::Null)
    }

    /// The message text of the body: `content`, or `data.content` of an interaction callback.
    pub fn content(&self) -> &str {
        self.field("/content")
            .as_str()
            .or_else(|| self.field("/data/content").as_str())
            .unwrap_or("")
    }

    /// The message flags of the body: `flags`, or `data.flags` of an interaction callback.
    pub fn flags(&self) -> u64 {
        self.field("/flags")
            .as_u64()
            .or_else(|| self.field("/data/flags").as_u64())
            .unwrap_or(0)
    }

    /// The allowed-mentions object of the body, or `Null`.
    pub fn allowed_mentions(&self) -> &Value {
        match self.field("/allowed_mentions") {
            Value::Null => self.field("/data/allowed_mentions"),
            found => found,
        }
    }

    /// Whether this request posts a message somewhere (channel, callback with a message, webhook).
    pub fn posts_message(&self) -> bool {
        let callback = self.path.ends_with("/callback");
        let message_callback = callback && matches!(self.field("/type").as_u64(), Some(4 | 7));
        let channel_post = self.method == "POST"
            && self.path.starts_with("/api/v10/channels/")
            && self.path.ends_with("/messages");
        let webhook = self.path.starts_with("/api/v10/webhooks/") && self.method != "DELETE";
        message_callback || channel_post || webhook
    }

    /// The custom ids of the buttons the body's message carries, row by row.
    pub fn button_ids(&self) -> Vec<String> {
        let rows = self
            .field("/components")
            .as_array()
            .cloned()
            .unwrap_or_default();
        rows.iter()
            .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
            .filter_map(|button| button["custom_id"].as_str().map(str::to_owned))
            .collect()
    }

    /// One line describing the request, for failure messages.
    pub fn line(&self) -> String {
        let body = self
            .body
            .as_ref()
            .map(|body| body.to_string())
            .unwrap_or_default();
        let body: String = body.chars().take(300).collect();
        format!(
            "{} {} -> {}{} {} files={}",
            self.method,
            self.path,
            self.status,
            if self.handled { "" } else { " UNHANDLED" },
            body,
            self.files.len()
        )
    }
}

/// One gateway payload the bot sent, tagged with its connection.
#[derive(Clone, Debug)]
pub struct GatewayFrame {
    /// The connection number, from 1.
    pub connection: u64,
    /// The payload.
    pub payload: Value,
}

impl GatewayFrame {
    /// The payload's opcode.
    pub fn op(&self) -> Option<u64> {
        self.payload.get("op").and_then(Value::as_u64)
    }
}

/// The log of requests and gateway frames.
#[derive(Default)]
pub struct Recorder {
    requests: Mutex<Vec<RecordedRequest>>,
    frames: Mutex<Vec<GatewayFrame>>,
    notify: Notify,
}

impl Recorder {
    /// Appends a request and wakes the waiters.
    pub fn record_request(&self, request: RecordedRequest) {
        self.requests.lock().unwrap().push(request);
        self.notify.notify_waiters();
    }

    /// Appends a gateway frame and wakes the waiters.
    pub fn record_frame(&self, frame: GatewayFrame) {
        self.frames.lock().unwrap().push(frame);
        self.notify.notify_waiters();
    }

    /// Every request so far.
    pub fn requests(&self) -> Vec<RecordedRequest> {
        self.requests.lock().unwrap().clone()
    }

    /// Runs `look` on every request so far, without copying them.
    pub fn inspect<T>(&self, look: impl FnOnce(&[RecordedRequest]) -> T) -> T {
        look(&self.requests.lock().unwrap())
    }

    /// Waits until `found` holds for the requests so far, or `until` passes; whether it held.
    pub async fn wait_until(
        &self,
        until: tokio::time::Instant,
        mut found: impl FnMut(&[RecordedRequest]) -> bool,
    ) -> bool {
        loop {
            let notified = self.notify.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if self.inspect(&mut found) {
                return true;
            }
            if tokio::time::timeout_at(until, notified).await.is_err() {
                return self.inspect(&mut found);
            }
        }
    }

    /// Every gateway frame so far.
    pub fn frames(&self) -> Vec<GatewayFrame> {
        self.frames.lock().unwrap().clone()
    }

    /// Waits until `found` returns something for the current log, or panics after [`HANG_GUARD`].
    pub async fn wait_for<T>(&self, what: &str, mut found: impl FnMut(&Self) -> Option<T>) -> T {
        let deadline = tokio::time::Instant::now() + HANG_GUARD;
        loop {
            let notified = self.notify.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if let Some(value) = found(self) {
                return value;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                panic!(
                    "the bot never sent {what}; requests so far:\n{}\ngateway frames from the bot: {}",
                    self.request_log(),
                    self.frame_log()
                );
            }
        }
    }

    /// The gateway frames from the bot, as `op@connection`.
    pub fn frame_log(&self) -> String {
        self.frames
            .lock()
            .unwrap()
            .iter()
            .map(|frame| format!("{}@{}", frame.op().unwrap_or(99), frame.connection))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The request log, one line per request.
    pub fn request_log(&self) -> String {
        self.requests
            .lock()
            .unwrap()
            .iter()
            .enumerate()
            .map(|(index, request)| format!("  #{index} {}", request.line()))
            .collect::<Vec<_>>()
            .join("\n")
    }
}
