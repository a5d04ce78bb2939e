//! A fake Discord on 127.0.0.1: REST and gateway, recording everything the bot sends.
//!
//! One [`FakeDiscord`] per test. Start it before the bot, point the bot at [`FakeDiscord::endpoint`],
//! inject events with [`FakeDiscord::dispatch`], and wait for the bot's requests with
//! [`FakeDiscord::wait_request`]. Unknown routes are answered with a Discord-shaped 404 and recorded as
//! unhandled; [`FakeDiscord::assert_all_handled`] fails the test if any happened.

mod answers;
pub mod channels;
mod gateway;
pub mod interactions;
pub mod limits;
pub mod messages;
pub mod ratelimit;
pub mod recorder;
mod routes;
pub mod spec;
mod tls;

use crate::fixtures;
use channels::{Channels, Permission};
use interactions::Interactions;
use ratelimit::{Limiter, RateLimits};
use recorder::{GatewayFrame, RecordedRequest, Recorder};
use routes::Answer;
use serde_json::Value;
use spec::Violation;
use std::collections::{HashMap, HashSet};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use tokio::sync::broadcast;

/// What the fake should do differently from a healthy Discord.
#[derive(Clone, Debug)]
pub struct Options {
    /// The heartbeat interval sent in HELLO, in milliseconds.
    pub heartbeat_interval_ms: u64,
    /// Whether heartbeats are acknowledged.
    pub ack_heartbeats: bool,
    /// A close code to send instead of READY (4004 = authentication failed).
    pub close_instead_of_ready: Option<u16>,
    /// How many shards the bot must connect (`GET /gateway/bot` says so); an IDENTIFY for another count
    /// is closed with 4010 (Invalid shard).
    pub shards: u32,
    /// The rate limits the fake applies and announces.
    pub rate_limits: RateLimits,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            heartbeat_interval_ms: 41_250,
            ack_heartbeats: true,
            close_instead_of_ready: None,
            shards: 1,
            rate_limits: RateLimits::default(),
        }
    }
}

/// The shard Discord sends a guild's events to: `(guild_id >> 22) % shards`.
pub fn shard_of_guild(guild: u64, shards: u32) -> u32 {
    ((guild >> 22) % u64::from(shards)) as u32
}

/// An error the fake answers instead of handling a request (or, given to
/// [`FakeDiscord::inject_lost_answer`], after handling it).
#[derive(Clone, Debug)]
pub struct Failure {
    /// The HTTP method it applies to.
    pub method: String,
    /// A piece of the path it applies to (`/messages`, `/callback`, …).
    pub path_contains: String,
    /// The status to answer (429, 500, 502, …).
    pub status: u16,
    /// How many matching requests fail before the route works again.
    pub times: u32,
}

/// Something to push to the bot over the gateway.
#[derive(Clone, Debug)]
pub(crate) enum Outgoing {
    /// A dispatch `{op: 0, t, d, s}`; the sequence number is added when sent.
    Dispatch(String, Value),
    /// A raw payload (op 7, op 9, …), for shard 0.
    Raw(Value),
    /// Close shard 0's socket with this code.
    Close(u16),
}

impl Outgoing {
    /// The shard this goes to among `shards`: a guild's event to the guild's shard, anything else (direct
    /// messages, raw payloads, closes) to shard 0.
    pub(crate) fn shard(&self, shards: u32) -> u32 {
        let Outgoing::Dispatch(event, data) = self else {
            return 0;
        };
        let guild = if event.starts_with("GUILD_") && data.get("guild_id").is_none() {
            data.get("id")
        } else {
            data.get("guild_id")
        };
        guild
            .and_then(Value::as_str)
            .and_then(|id| id.parse().ok())
            .map_or(0, |guild| shard_of_guild(guild, shards))
    }
}

/// The state shared by the REST routes, the gateway connections and the test.
pub(crate) struct Shared {
    pub(crate) port: u16,
    pub(crate) options: Options,
    pub(crate) recorder: Recorder,
    pub(crate) outgoing: broadcast::Sender<Outgoing>,
    /// The last sequence number sent on each shard.
    pub(crate) sequences: Vec<AtomicU64>,
    pub(crate) connections: AtomicU64,
    /// The connection that currently serves each shard (0: none).
    pub(crate) current: Mutex<Vec<u64>>,
    /// The shard of each session READY started, for RESUME.
    pub(crate) session_shards: Mutex<HashMap<String, u32>>,
    /// The guild of each channel outside the standard guild, so that its threads belong to it too.
    pub(crate) channel_guilds: Mutex<HashMap<u64, u64>>,
    pub(crate) next_id: AtomicU64,
    /// The intents of the last IDENTIFY.
    pub(crate) intents: AtomicU64,
    pub(crate) failures: Mutex<Vec<Failure>>,
    /// Failures answered after the request took effect, as when an answer is lost on the way back.
    pub(crate) lost_answers: Mutex<Vec<Failure>>,
    /// How many requests are still to be refused by the global rate limit.
    pub(crate) global_rate_limits: AtomicU32,
    pub(crate) dm_closed: Mutex<HashSet<u64>>,
    /// DM channel id for each recipient, and back.
    pub(crate) dm_channels: Mutex<HashMap<u64, u64>>,
    /// The interactions sent to the bot, and the fake's clock that times them.
    pub(crate) interactions: Interactions,
    /// Permissions refused, archived threads, deleted channels and messages.
    pub(crate) channels: Channels,
    /// The parent and the name of each thread the bot opened.
    pub(crate) threads: Mutex<HashMap<u64, (u64, String)>>,
    /// The messages the bot made, and the nonces of its recent posts.
    pub(crate) messages: messages::Messages,
    pub(crate) limiter: Limiter,
    /// What broke Discord's specification or limits, in the bot's requests or the fake's answers.
    pub(crate) violations: Mutex<Vec<Violation>>,
    /// Users the fake knows, by id: `GET /users/{id}` and guild members.
    pub(crate) users: Mutex<HashMap<u64, String>>,
    /// The attachments of the messages the bot posted, served by the fake CDN, by name.
    pub(crate) files: Mutex<HashMap<String, Vec<u8>>>,
    /// The commands registered globally (`None`) and in each guild, as registered.
    pub(crate) commands: Mutex<HashMap<Option<u64>, Value>>,
    /// Whether the application's Message Content intent is enabled in the Developer Portal; without it
    /// an IDENTIFY asking for the intent is closed with 4014 (Disallowed intents).
    pub(crate) message_content: std::sync::atomic::AtomicBool,
}

impl Shared {
    pub(crate) fn fresh_id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::Relaxed)
    }

    /// Makes `connection` the one that serves `shard`.
    pub(crate) fn make_current(&self, shard: u32, connection: u64) {
        self.current.lock().unwrap()[shard as usize] = connection;
    }

    /// The connection serving `shard`, if any.
    pub(crate) fn current_of(&self, shard: u32) -> Option<u64> {
        let current = self.current.lock().unwrap()[shard as usize];
        (current != 0).then_some(current)
    }

    /// `connection` no longer serves `shard`, unless a newer connection took over meanwhile.
    pub(crate) fn stop_being_current(&self, shard: u32, connection: u64) {
        let mut current = self.current.lock().unwrap();
        if current[shard as usize] == connection {
            current[shard as usize] = 0;
        }
    }

    /// The gateway's address, as `GET /gateway` gives it.
    pub(crate) fn gateway_url(&self) -> String {
        format!("ws://127.0.0.1:{}/gateway", self.port)
    }

    /// Records what broke the specification or the limits.
    pub(crate) fn violated(&self, violations: Vec<Violation>) {
        self.violations.lock().unwrap().extend(violations);
    }

    /// The DM channel of `recipient`, opened now if there is none yet.
    pub(crate) fn dm_channel(&self, recipient: u64) -> u64 {
        *self
            .dm_channels
            .lock()
            .unwrap()
            .entry(recipient)
            .or_insert_with(|| self.fresh_id())
    }

    /// Whether `channel` is the DM channel of someone whose DMs are closed.
    pub(crate) fn dm_is_closed(&self, channel: u64) -> bool {
        let dm_channels = self.dm_channels.lock().unwrap();
        let closed = self.dm_closed.lock().unwrap();
        dm_channels
            .iter()
            .any(|(user, dm)| *dm == channel && closed.contains(user))
    }

    /// Uses up one injected failure of `list` matching the request, if any.
    fn take_from(list: &Mutex<Vec<Failure>>, method: &str, path: &str) -> Option<Failure> {
        let mut failures = list.lock().unwrap();
        let failure = failures.iter_mut().find(|failure| {
            failure.times > 0 && failure.method == method && path.contains(&failure.path_contains)
        })?;
        failure.times -= 1;
        Some(failure.clone())
    }

    /// The answer of an injected failure matching the request, used up; a 429 comes as Discord sends it,
    /// with the bucket's `headers`.
    pub(crate) fn take_failure(
        &self,
        method: &axum::http::Method,
        path: &str,
        headers: &[(&'static str, String)],
    ) -> Option<Answer> {
        let failure = Self::take_from(&self.failures, method.as_str(), path)?;
        Some(failure_answer(&failure, headers))
    }

    /// The answer of an injected lost answer matching the request (which took effect), used up.
    pub(crate) fn take_lost_answer(
        &self,
        method: &axum::http::Method,
        path: &str,
    ) -> Option<Answer> {
        let failure = Self::take_from(&self.lost_answers, method.as_str(), path)?;
        Some(failure_answer(&failure, &[]))
    }

    /// A 429 of the global rate limit, if one is still to come.
    pub(crate) fn take_global_rate_limit(&self) -> Option<Answer> {
        self.global_rate_limits
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |left| {
                left.checked_sub(1)
            })
            .ok()?;
        let retry_after = 0.05;
        let headers = vec![
            ("x-ratelimit-global", "true".to_owned()),
            ("x-ratelimit-scope", "global".to_owned()),
            ("retry-after", format!("{retry_after}")),
        ];
        Some(Answer::rate_limited(headers, retry_after, true))
    }

    /// The guild `channel` belongs to: the one it was added with, else the standard guild.
    pub(crate) fn guild_of(&self, channel: u64) -> u64 {
        self.channel_guilds
            .lock()
            .unwrap()
            .get(&channel)
            .copied()
            .unwrap_or(fixtures::GUILD_ID)
    }
}

/// The answer of an injected failure: a 429 as Discord sends it (with `headers`, the bucket's), or the
/// status with a Discord error body.
fn failure_answer(failure: &Failure, headers: &[(&'static str, String)]) -> Answer {
    let status = axum::http::StatusCode::from_u16(failure.status)
        .unwrap_or(axum::http::StatusCode::INTERNAL_SERVER_ERROR);
    if status == axum::http::StatusCode::TOO_MANY_REQUESTS {
        let retry_after = 0.05;
        let mut headers = headers.to_vec();
        headers.retain(|(name, _)| *name != "x-ratelimit-remaining");
        headers.push(("x-ratelimit-remaining", "0".to_owned()));
        headers.push(("x-ratelimit-scope", "user".to_owned()));
        headers.push(("retry-after", format!("{retry_after}")));
        Answer::rate_limited(headers, retry_after, false)
    } else {
        Answer::error(status, 0, "Server error (injected by the fake)")
    }
}

/// A running fake Discord.
#[derive(Clone)]
pub struct FakeDiscord {
    shared: Arc<Shared>,
    /// Where the fake serves as `https://discord.com`.
    tls_address: SocketAddr,
    identity: Arc<tls::Identity>,
    /// Fails the test, when its last handle goes, if anything broke the specification.
    _judge: Arc<Judge>,
}

/// Fails the test that made a request breaking Discord's specification or limits (or saw an answer of
/// the fake's own that does), when the test's last handle on the fake goes.
struct Judge {
    shared: Arc<Shared>,
}

impl Drop for Judge {
    fn drop(&mut self) {
        let violations = self.shared.violations.lock().unwrap();
        if !violations.is_empty() && !std::thread::panicking() {
            let lines: Vec<String> = violations.iter().map(ToString::to_string).collect();
            panic!(
                "requests or answers broke Discord's specification:\n{}",
                lines.join("\n")
            );
        }
    }
}

/// The bit of the privileged MESSAGE_CONTENT intent.
pub const MESSAGE_CONTENT_INTENT: u64 = 1 << 15;

impl FakeDiscord {
    /// Starts a fake on a random port of 127.0.0.1.
    pub async fn start(options: Options) -> Self {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("binding 127.0.0.1:0");
        let port = listener.local_addr().expect("local address").port();
        let tls_listener = std::net::TcpListener::bind("127.0.0.1:0").expect("binding 127.0.0.1:0");
        tls_listener
            .set_nonblocking(true)
            .expect("a non-blocking listener");
        let tls_address = tls_listener.local_addr().expect("local address");
        assert!(options.shards > 0, "a bot has at least one shard");
        let (outgoing, _) = broadcast::channel(1024);
        let mut users = HashMap::new();
        for person in [
            crate::fixtures::ALICE_USER,
            crate::fixtures::BOB_USER,
            crate::fixtures::CAROL_USER,
            crate::fixtures::DAVE_USER,
        ] {
            users.insert(person.id, person.name.to_owned());
        }
        let shared = Arc::new(Shared {
            port,
            options: options.clone(),
            recorder: Recorder::default(),
            outgoing,
            sequences: (0..options.shards).map(|_| AtomicU64::new(0)).collect(),
            connections: AtomicU64::new(0),
            current: Mutex::new(vec![0; options.shards as usize]),
            session_shards: Mutex::new(HashMap::new()),
            channel_guilds: Mutex::new(HashMap::new()),
            next_id: AtomicU64::new(930_000_000_000_000_000),
            intents: AtomicU64::new(0),
            failures: Mutex::new(Vec::new()),
            lost_answers: Mutex::new(Vec::new()),
            global_rate_limits: AtomicU32::new(0),
            dm_closed: Mutex::new(HashSet::new()),
            dm_channels: Mutex::new(HashMap::new()),
            interactions: Interactions::default(),
            channels: Channels::default(),
            threads: Mutex::new(HashMap::new()),
            messages: messages::Messages::default(),
            limiter: Limiter::new(options.rate_limits),
            violations: Mutex::new(Vec::new()),
            users: Mutex::new(users),
            files: Mutex::new(HashMap::new()),
            commands: Mutex::new(HashMap::new()),
            message_content: std::sync::atomic::AtomicBool::new(true),
        });
        let app = routes::router(shared.clone());
        let identity = Arc::new(tls::Identity::new());
        identity.serve(tls_listener, app.clone());
        tokio::spawn(async move {
            axum::serve(listener, app).await.expect("serving the fake");
        });
        Self {
            _judge: Arc::new(Judge {
                shared: shared.clone(),
            }),
            shared,
            tls_address,
            identity,
        }
    }

    /// The bot's way to the fake, as `discord.com` over TLS with serenity's rate limiter on.
    pub fn endpoint(&self) -> umpire::discord::config::Endpoint {
        self.identity.endpoint(self.tls_address)
    }

    /// The fake's address and its certificate written into `folder`, for a bot program's
    /// `DISCORD_ADDRESS` and `DISCORD_CERTIFICATE`.
    pub fn endpoint_for_program(
        &self,
        folder: &std::path::Path,
    ) -> (SocketAddr, std::path::PathBuf) {
        let path = folder.join("discord.pem");
        std::fs::write(&path, self.identity.pem()).expect("writing the certificate");
        (self.tls_address, path)
    }

    /// The gateway's address, as `GET /gateway` gives it.
    pub fn gateway_url(&self) -> String {
        self.shared.gateway_url()
    }

    /// An HTTP client reaching the fake as the bot's does.
    pub fn http(&self, token: &str) -> serenity::all::Http {
        let mut config = umpire::discord::DiscordConfig::new(token);
        config.endpoint = Some(self.endpoint());
        umpire::discord::http_client(&config)
    }

    /// Everything that broke Discord's specification or limits so far, taken out of the record (so that
    /// a test of a deliberate violation can look at it without failing).
    pub fn take_violations(&self) -> Vec<Violation> {
        std::mem::take(&mut *self.shared.violations.lock().unwrap())
    }

    /// Makes the next `failure.times` requests matching it take effect, but answers them with
    /// `failure.status`, as when the answer was lost on its way back.
    pub fn inject_lost_answer(&self, failure: Failure) {
        self.shared.lost_answers.lock().unwrap().push(failure);
    }

    /// Makes the next `times` requests (but interactions') hit the global rate limit.
    pub fn inject_global_rate_limit(&self, times: u32) {
        self.shared
            .global_rate_limits
            .fetch_add(times, Ordering::SeqCst);
    }

    /// Takes `permission` from the bot in `channel`.
    pub fn refuse(&self, channel: u64, permission: Permission) {
        self.shared.channels.refuse(channel, permission);
    }

    /// Turns the application's Message Content intent off, as in the Developer Portal.
    pub fn turn_off_message_content(&self) {
        self.shared.message_content.store(false, Ordering::SeqCst);
    }

    /// Archives `thread` (locked: only moderators may bring it back).
    pub fn archive_thread(&self, thread: u64, locked: bool) {
        self.shared.channels.archive(thread, locked);
    }

    /// Deletes `channel`.
    pub fn delete_channel(&self, channel: u64) {
        self.shared.channels.delete_channel(channel);
    }

    /// Deletes `message`.
    pub fn delete_message(&self, message: u64) {
        self.shared.channels.delete_message(message);
        self.shared.messages.delete(message);
    }

    /// Every message the bot made, deleted since or not, in the order they were made: what people may
    /// have seen. A post that repeated a recent nonce made none.
    pub fn messages_made(&self) -> Vec<messages::Kept> {
        self.shared.messages.made()
    }

    /// The threads the bot opened under `parent`, by id, with their names.
    pub fn threads_under(&self, parent: u64) -> Vec<(u64, String)> {
        let mut threads: Vec<(u64, String)> = self
            .shared
            .threads
            .lock()
            .unwrap()
            .iter()
            .filter(|(_, (of, _))| *of == parent)
            .map(|(thread, (_, name))| (*thread, name.clone()))
            .collect();
        threads.sort();
        threads
    }

    /// Moves the fake's clock forward: interactions age (3 seconds to answer, 15 minutes for follow-ups).
    pub fn advance_clock(&self, by: std::time::Duration) {
        self.shared.interactions.advance(by);
    }

    /// Sends a dispatch event to the bot on the current, identified connection of its shard (the guild's,
    /// or shard 0 for what belongs to no guild).
    pub fn dispatch(&self, event: &str, data: Value) {
        if event == "INTERACTION_CREATE" {
            let number = |field: &str| data.get(field).and_then(Value::as_str)?.parse().ok();
            if let (Some(token), Some(id), Some(channel)) = (
                data.get("token").and_then(Value::as_str),
                number("id"),
                number("channel_id"),
            ) {
                let upload_bytes = data["attachment_size_limit"]
                    .as_u64()
                    .map_or(limits::UPLOAD_BYTES, |limit| limit as usize);
                self.shared
                    .interactions
                    .open(token, id, channel, upload_bytes);
            }
        }
        let _ = self
            .shared
            .outgoing
            .send(Outgoing::Dispatch(event.to_owned(), data));
    }

    /// Sends a raw payload (op 7 RECONNECT, op 9 INVALID_SESSION, …) on shard 0's current connection.
    pub fn send_raw(&self, payload: Value) {
        let _ = self.shared.outgoing.send(Outgoing::Raw(payload));
    }

    /// Closes shard 0's current gateway connection with `code`.
    pub fn close_ws(&self, code: u16) {
        let _ = self.shared.outgoing.send(Outgoing::Close(code));
    }

    /// Makes the next `failure.times` requests matching it fail with `failure.status`.
    pub fn inject(&self, failure: Failure) {
        self.shared.failures.lock().unwrap().push(failure);
    }

    /// Makes every message to `user`'s DMs fail with 403 / 50007, as when they closed their DMs.
    pub fn close_dms(&self, user: u64) {
        self.shared.dm_closed.lock().unwrap().insert(user);
    }

    /// The DM channel of `user`, opened now if the bot has not opened it yet (a person writing to the bot
    /// first); the bot gets the same channel when it opens one.
    pub fn open_dm(&self, user: u64) -> u64 {
        self.shared.dm_channel(user)
    }

    /// Makes `name` known as the user `id` (`GET /users/{id}`, guild members).
    pub fn add_user(&self, id: u64, name: &str) {
        self.shared
            .users
            .lock()
            .unwrap()
            .insert(id, name.to_owned());
    }

    /// Runs `look` on the requests recorded from `mark` on, without copying them.
    pub fn inspect<T>(&self, mark: usize, look: impl FnOnce(&[RecordedRequest]) -> T) -> T {
        self.shared
            .recorder
            .inspect(|requests| look(requests.get(mark..).unwrap_or_default()))
    }

    /// Waits at most `patience` until `found` holds for the requests recorded from `mark` on (looked at
    /// without copying them); whether it did. For tests that wait on many things at once and go on when
    /// one does not come.
    pub async fn wait_until(
        &self,
        mark: usize,
        patience: std::time::Duration,
        mut found: impl FnMut(&[RecordedRequest]) -> bool,
    ) -> bool {
        let until = tokio::time::Instant::now() + patience;
        self.shared
            .recorder
            .wait_until(until, |requests| {
                found(requests.get(mark..).unwrap_or_default())
            })
            .await
    }

    /// The DM channel the fake gave (or will give) `user`.
    pub fn dm_channel_of(&self, user: u64) -> Option<u64> {
        self.shared.dm_channels.lock().unwrap().get(&user).copied()
    }

    /// Every request recorded so far.
    pub fn requests(&self) -> Vec<RecordedRequest> {
        self.shared.recorder.requests()
    }

    /// How many requests were recorded so far: a mark for [`Self::wait_request_since`].
    pub fn mark(&self) -> usize {
        self.shared.recorder.requests().len()
    }

    /// The request log, one line per request.
    pub fn request_log(&self) -> String {
        self.shared.recorder.request_log()
    }

    /// Every gateway payload the bot sent.
    pub fn gateway_frames(&self) -> Vec<GatewayFrame> {
        self.shared.recorder.frames()
    }

    /// Makes `channel` a channel of `guild` (rather than of the standard guild), with its threads.
    pub fn add_channel(&self, guild: u64, channel: u64) {
        self.shared
            .channel_guilds
            .lock()
            .unwrap()
            .insert(channel, guild);
    }

    /// The shards whose connection is identified now, in order.
    pub fn serving_shards(&self) -> Vec<u32> {
        let current = self.shared.current.lock().unwrap();
        (0..self.shared.options.shards)
            .filter(|&shard| current[shard as usize] != 0)
            .collect()
    }

    /// The connection serving `shard` now, if any (connections are numbered from 1 as they open).
    pub fn connection_serving(&self, shard: u32) -> Option<u64> {
        self.shared.current_of(shard)
    }

    /// How many gateway connections were opened.
    pub fn connection_count(&self) -> u64 {
        self.shared.connections.load(Ordering::SeqCst)
    }

    /// Waits for the link to a game's new thread posted in `channel` (`<#THREAD>`), and returns the
    /// thread's id.
    pub async fn thread_linked_in(&self, channel: u64) -> u64 {
        let link = self
            .wait_request("the link to the thread", |request| {
                recorder::posted_in(channel)(request) && request.content().contains("<#")
            })
            .await;
        link.content()
            .rsplit("<#")
            .next()
            .and_then(|tail| tail.trim_end_matches('>').parse().ok())
            .expect("a thread id in the link")
    }

    /// Waits for the first request (from the start of the log) that matches.
    pub async fn wait_request(
        &self,
        what: &str,
        matches: impl Fn(&RecordedRequest) -> bool,
    ) -> RecordedRequest {
        self.wait_request_since(0, what, matches).await
    }

    /// Waits for the first request recorded at or after `mark` that matches.
    pub async fn wait_request_since(
        &self,
        mark: usize,
        what: &str,
        matches: impl Fn(&RecordedRequest) -> bool,
    ) -> RecordedRequest {
        self.shared
            .recorder
            .wait_for(what, |recorder| {
                recorder
                    .requests()
                    .into_iter()
                    .skip(mark)
                    .find(|request| matches(request))
            })
            .await
    }

    /// Sends `interaction` to the bot and waits for the first follow-up to it that Discord accepted (a
    /// `POST` on its webhook answered 200); `what` names the follow-up if it never comes.
    pub async fn interact(&self, interaction: &Value, what: &str) -> RecordedRequest {
        self.dispatch("INTERACTION_CREATE", interaction.clone());
        let webhook = fixtures::webhook_path(interaction);
        self.wait_request(what, |request| {
            request.is("POST", &webhook) && request.status == 200
        })
        .await
    }

    /// Waits for the first callback the bot made to `interaction` (its acknowledgement, deferral or
    /// direct answer); `what` names it if it never comes.
    pub async fn wait_callback(&self, interaction: &Value, what: &str) -> RecordedRequest {
        let callback = fixtures::callback_path(interaction);
        self.wait_request(what, |request| request.path == callback)
            .await
    }

    /// Sends a slash command and waits for its answer, checking that the bot deferred it first.
    pub async fn slash(&self, command: &Value) -> RecordedRequest {
        let name = command["data"]["name"].as_str().unwrap_or("?");
        let answer = self
            .interact(command, &format!("the answer to /{name}"))
            .await;
        let first_callback = self
            .wait_callback(command, &format!("the callback to /{name}"))
            .await;
        assert_eq!(
            first_callback.field("/type"),
            5,
            "/{name} was deferred first"
        );
        answer
    }

    /// Sends `message`, something a person typed, to the bot and waits for the first message the bot
    /// posts in `answer_in` after it.
    pub async fn type_message(&self, message: Value, answer_in: u64) -> RecordedRequest {
        let text = message["content"].as_str().unwrap_or("a message");
        let what = format!("the answer to {text}");
        let mark = self.mark();
        self.dispatch("MESSAGE_CREATE", message);
        self.wait_request_since(mark, &what, recorder::posted_in(answer_in))
            .await
    }

    /// Waits until `count` requests recorded at or after `mark` match, and returns them.
    pub async fn wait_requests_since(
        &self,
        mark: usize,
        count: usize,
        what: &str,
        matches: impl Fn(&RecordedRequest) -> bool,
    ) -> Vec<RecordedRequest> {
        self.shared
            .recorder
            .wait_for(what, |recorder| {
                let found: Vec<_> = recorder
                    .requests()
                    .into_iter()
                    .skip(mark)
                    .filter(|request| matches(request))
                    .collect();
                (found.len() >= count).then_some(found)
            })
            .await
    }

    /// Waits for a gateway payload from the bot that matches.
    pub async fn wait_gateway(
        &self,
        what: &str,
        matches: impl Fn(&GatewayFrame) -> bool,
    ) -> GatewayFrame {
        self.shared
            .recorder
            .wait_for(what, |recorder| {
                recorder.frames().into_iter().find(|frame| matches(frame))
            })
            .await
    }

    /// Every message the bot made public, in order: channel and thread posts (not DMs), and interaction
    /// answers and follow-ups that are not ephemeral. Compare these between runs whose hidden pieces
    /// differ: they must be equal.
    pub fn public_posts(&self) -> Vec<RecordedRequest> {
        let direct: std::collections::HashSet<String> = self
            .shared
            .dm_channels
            .lock()
            .unwrap()
            .values()
            .map(|channel| format!("/api/v10/channels/{channel}/"))
            .collect();
        self.requests()
            .into_iter()
            .filter(|request| request.posts_message() && request.method != "GET")
            .filter(|request| (200..300).contains(&request.status))
            .filter(|request| request.flags() & 64 == 0)
            .filter(|request| {
                !direct
                    .iter()
                    .any(|dm| request.path.starts_with(dm.as_str()))
            })
            .collect()
    }

    /// Panics, listing them, if the bot made any request the fake does not know.
    pub fn assert_all_handled(&self) {
        let unhandled: Vec<String> = self
            .requests()
            .iter()
            .filter(|request| !request.handled)
            .map(RecordedRequest::line)
            .collect();
        assert!(
            unhandled.is_empty(),
            "the bot made requests the fake does not know:\n{}",
            unhandled.join("\n")
        );
    }

    /// Panics unless every message the bot posted carries allowed mentions that ping nobody.
    pub fn assert_no_pings(&self) {
        for request in self.requests() {
            if !request.posts_message() || request.method == "GET" {
                continue;
            }
            let mentions = request.allowed_mentions();
            let empty = |key: &str| {
                mentions
                    .get(key)
                    .and_then(Value::as_array)
                    .is_some_and(Vec::is_empty)
            };
            assert!(
                empty("parse") && empty("users") && empty("roles"),
                "a message may ping people: {}",
                request.line()
            );
        }
    }
}
