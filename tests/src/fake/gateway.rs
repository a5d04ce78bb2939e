//! The gateway side of the fake: one task per WebSocket connection.

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
    let mut outgoing = shared.outgoing.subscribe();
    let hello =
        json!({"op": 10, "d": {"heartbeat_interval": shared.options.heartbeat_interval_ms}});
    if send(&mut socket, &hello).await.is_err() {
        return;
    }
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
                            Some(1) if shared.options.ack_heartbeats => send(&mut socket, &json!({"op": 11})).await,
                            Some(2) => {
                                let intents = payload.pointer("/d/intents").and_then(Value::as_u64).unwrap_or(0);
                                shared.intents.store(intents, Ordering::SeqCst);
                                if let Some(code) = shared.options.close_instead_of_ready {
                                    close(&mut socket, code).await;
                                    continue;
                                }
                                let url = format!("ws://127.0.0.1:{}/gateway", shared.port);
                                let ready = fixtures::ready(&format!("session-{connection}"), &url);
                                identified = true;
                                shared.current_connection.store(connection, Ordering::SeqCst);
                                send_dispatch(&shared, &mut socket, "READY", ready).await
                            }
                            Some(6) => {
                                identified = true;
                                shared.current_connection.store(connection, Ordering::SeqCst);
                                send_dispatch(&shared, &mut socket, "RESUMED", json!({})).await
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
                if shared.current_connection.load(Ordering::SeqCst) != connection {
                    continue;
                }
                let sent = match message {
                    Outgoing::Dispatch(event, data) if identified => {
                        let data = honour_intents(&shared, &event, data);
                        send_dispatch(&shared, &mut socket, &event, data).await
                    }
                    Outgoing::Dispatch(..) => Ok(()),
                    Outgoing::Raw(payload) => send(&mut socket, &payload).await,
                    Outgoing::Close(code) => {
                        // Stop being current before the bot can reconnect, and only if no newer
                        // connection took over meanwhile.
                        let _ = shared.current_connection.compare_exchange(
                            connection,
                            0,
                            Ordering::SeqCst,
                            Ordering::SeqCst,
                        );
                        close(&mut socket, code).await;
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

async fn send_dispatch(
    shared: &Shared,
    socket: &mut WebSocket,
    event: &str,
    data: Value,
) -> Result<(), axum::Error> {
    let sequence = shared.sequence.fetch_add(1, Ordering::SeqCst) + 1;
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
