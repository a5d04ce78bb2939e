//! The gateway side of the fake: one task per WebSocket connection.
//!
//! Each connection serves the shard it identified (or resumed) as; events go to the current connection of
//! their shard: a guild's to shard `(guild_id >> 22) % shards`, everything else (direct messages) to
//! shard 0, as Discord routes them.

use super::recorder::GatewayFrame;
use super::{MESSAGE_CONTENT_INTENT, Outgoing, Shared};
use crate::fixtures;
use axum::extract::ws::{CloseFrame, Message, WebSocket};
use serde_json::{Value, json};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use tokio::sync::broadcast::error::RecvError;

/// Holds one gateway conversation: HELLO, IDENTIFY or RESUME, heartbeats, then dispatches.
pub(crate) async fn run_connection(shared: Arc<Shared>, mut socket: WebSocket) {
    let connection = shared.connections.fetch_add(1, Ordering::SeqCst) + 1;
    let hello =
        json!({"op": 10, "d": {"heartbeat_interval": shared.options.heartbeat_interval_ms}});
    if send(&mut socket, &hello).await.is_err() {
        return;
    }
    // The shard this connection serves, once it identified or resumed.
    let mut shard = 0;
    converse(&shared, &mut socket, connection, &mut shard).await;
    shared.stop_being_current(shard, connection);
}

/// The conversation after HELLO, until the socket closes; `shard` is set when the bot identifies or
/// resumes.
async fn converse(shared: &Arc<Shared>, socket: &mut WebSocket, connection: u64, shard: &mut u32) {
    let mut outgoing = shared.outgoing.subscribe();
    let mut identified = false;
    loop {
        tokio::select! {
            frame = socket.recv() => {
                let Some(Ok(frame)) = frame else { return };
                match frame {
                    Message::Text(text) => {
                        let Ok(payload) = serde_json::from_str::<Value>(&text) else { continue };
                        shared.recorder.record_frame(GatewayFrame { connection, payload: payload.clone() });
                        let replied = match payload.get("op").and_then(Value::as_u64) {
                            Some(1) if shared.options.ack_heartbeats => send(socket, &json!({"op": 11})).await,
                            Some(2) => {
                                let intents = payload.pointer("/d/intents").and_then(Value::as_u64).unwrap_or(0);
                                shared.intents.store(intents, Ordering::SeqCst);
                                if let Some(code) = shared.options.close_instead_of_ready {
                                    close(socket, code).await;
                                    continue;
                                }
                                if intents & MESSAGE_CONTENT_INTENT != 0 && !shared.message_content.load(Ordering::SeqCst) {
                                    // Discord's close code 4014: Disallowed intent(s).
                                    close(socket, 4014).await;
                                    continue;
                                }
                                let Some(asked) = identified_shard(shared, &payload) else {
                                    // Discord's close code 4010: Invalid shard.
                                    close(socket, 4010).await;
                                    continue;
                                };
                                *shard = asked;
                                let url = format!("ws://127.0.0.1:{}/gateway", shared.port);
                                let session = format!("session-{connection}");
                                shared.session_shards.lock().unwrap().insert(session.clone(), asked);
                                let ready = fixtures::ready(&session, &url, [asked, shared.options.shards]);
                                identified = true;
                                shared.make_current(asked, connection);
                                shared.sequences[asked as usize].store(0, Ordering::SeqCst);
                                send_dispatch(shared, asked, socket, "READY", ready).await
                            }
                            Some(6) => {
                                let session = payload.pointer("/d/session_id").and_then(Value::as_str).unwrap_or("");
                                *shard = shared.session_shards.lock().unwrap().get(session).copied().unwrap_or(0);
                                identified = true;
                                shared.make_current(*shard, connection);
                                send_dispatch(shared, *shard, socket, "RESUMED", json!({})).await
                            }
                            _ => Ok(()),
                        };
                        if replied.is_err() {
                            return;
                        }
                    }
                    Message::Close(_) => {
                        // Read once more so that the close reply goes out.
                        let _ = socket.recv().await;
                        return;
                    }
                    _ => {}
                }
            }
            message = outgoing.recv() => {
                let message = match message {
                    Ok(message) => message,
                    Err(RecvError::Lagged(_)) => continue,
                    Err(RecvError::Closed) => return,
                };
                if shared.current_of(message.shard(shared.options.shards)) != Some(connection) {
                    continue;
                }
                let sent = match message {
                    Outgoing::Dispatch(event, data) if identified => {
                        let data = honour_intents(shared, &event, data);
                        send_dispatch(shared, *shard, socket, &event, data).await
                    }
                    Outgoing::Dispatch(..) => Ok(()),
                    Outgoing::Raw(payload) => send(socket, &payload).await,
                    Outgoing::Close(code) => {
                        // Stop being current before the bot can reconnect, and only if no newer
                        // connection took over meanwhile.
                        shared.stop_being_current(*shard, connection);
                        close(socket, code).await;
                        Ok(())
                    }
                };
                if sent.is_err() {
                    return;
                }
            }
        }
    }
}

/// Blanks the content of guild messages when the bot did not ask for the MESSAGE_CONTENT intent.
fn honour_intents(shared: &Shared, event: &str, mut data: Value) -> Value {
    let has_content_intent = shared.intents.load(Ordering::SeqCst) & MESSAGE_CONTENT_INTENT != 0;
    let guild_message = matches!(event, "MESSAGE_CREATE" | "MESSAGE_UPDATE")
        && data.get("guild_id").is_some_and(|guild| !guild.is_null());
    if guild_message && !has_content_intent {
        data["content"] = json!("");
    }
    data
}

/// The shard an IDENTIFY asks for (`shard: [id, count]`, shard 0 of 1 when absent), or `None` when the
/// fake does not have it: a count other than the fake's, or an id out of range.
fn identified_shard(shared: &Shared, identify: &Value) -> Option<u32> {
    let (id, count) = match identify.pointer("/d/shard").and_then(Value::as_array) {
        Some(pair) => (
            pair.first().and_then(Value::as_u64)?,
            pair.get(1).and_then(Value::as_u64)?,
        ),
        None => (0, 1),
    };
    let shards = u64::from(shared.options.shards);
    (count == shards && id < shards).then_some(id as u32)
}

async fn send_dispatch(
    shared: &Shared,
    shard: u32,
    socket: &mut WebSocket,
    event: &str,
    data: Value,
) -> Result<(), axum::Error> {
    let sequence = shared.sequences[shard as usize].fetch_add(1, Ordering::SeqCst) + 1;
    send(
        socket,
        &json!({"op": 0, "s": sequence, "t": event, "d": data}),
    )
    .await
}

async fn send(socket: &mut WebSocket, payload: &Value) -> Result<(), axum::Error> {
    socket.send(Message::Text(payload.to_string())).await
}

async fn close(socket: &mut WebSocket, code: u16) {
    let _ = socket
        .send(Message::Close(Some(CloseFrame {
            code,
            reason: "closed by the fake".into(),
        })))
        .await;
}
