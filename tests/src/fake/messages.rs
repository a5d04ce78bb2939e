//! The messages the bot made, kept as Discord keeps them: what each channel holds now (posts, edits and
//! deletions applied), and the nonces of recent posts, so that a post repeating a nonce within Discord's
//! window with `enforce_nonce` gets the message made the first time instead of a new one.
//!
//! Discord documents `enforce_nonce` so: "if true and nonce is present, it will be checked for
//! uniqueness in the past few minutes; if another message was created by the same author with the same
//! nonce, that message will be returned and no new message will be created". Every message here has one
//! author, the bot, whichever of its processes (tokens) posted it.

use serde_json::{Value, json};
use std::collections::{BTreeMap, HashMap};
use std::sync::Mutex;
use std::time::Duration;

/// How long a nonce is remembered: Discord says "the past few minutes"; the fake takes the short end.
pub const NONCE_WINDOW: Duration = Duration::from_secs(2 * 60);

/// One message the bot made.
#[derive(Clone, Debug)]
pub struct Kept {
    /// The channel (or thread, or DM channel) it is in.
    pub channel: u64,
    /// The message as Discord answers it now.
    pub message: Value,
}

#[derive(Default)]
struct Inner {
    /// The messages that exist, by id (ids grow with time, so this is also their order).
    by_id: BTreeMap<u64, Kept>,
    /// Every message ever made, deleted or not, in order: what a person may have seen.
    made: Vec<Kept>,
    /// The nonce of each recent post with its time (the fake's clock, in milliseconds) and message id.
    nonces: HashMap<String, (u64, u64)>,
}

/// The messages, and the recent nonces.
#[derive(Default)]
pub struct Messages {
    inner: Mutex<Inner>,
}

/// The nonce of a message body, as text, when the body asks Discord to enforce it.
pub fn enforced_nonce(body: &Value) -> Option<String> {
    if body.get("enforce_nonce") != Some(&json!(true)) {
        return None;
    }
    match body.get("nonce")? {
        Value::String(nonce) => Some(nonce.clone()),
        Value::Number(nonce) => Some(nonce.to_string()),
        _ => None,
    }
}

impl Messages {
    /// The message an earlier post with `nonce` made, if that was within [`NONCE_WINDOW`] of `now_ms`
    /// and the message still exists.
    pub fn made_with(&self, nonce: &str, now_ms: u64) -> Option<Value> {
        let inner = self.inner.lock().unwrap();
        let (at, id) = inner.nonces.get(nonce)?;
        if now_ms.saturating_sub(*at) > NONCE_WINDOW.as_millis() as u64 {
            return None;
        }
        inner.by_id.get(id).map(|kept| kept.message.clone())
    }

    /// Keeps a message just made in `channel`, with the nonce it was posted with (enforced or not).
    pub fn keep(&self, channel: u64, message: &Value, now_ms: u64) {
        let Some(id) = id_of(message) else {
            return;
        };
        let mut inner = self.inner.lock().unwrap();
        if let Some(nonce) = message.get("nonce").and_then(nonce_text) {
            inner.nonces.insert(nonce, (now_ms, id));
        }
        let kept = Kept {
            channel,
            message: message.clone(),
        };
        inner.made.push(kept.clone());
        inner.by_id.insert(id, kept);
    }

    /// The message `id` after an edit that sets the fields of `edit` (content, components,
    /// attachments), or `None` when no such message is kept.
    pub fn edit(&self, id: u64, edit: &Value) -> Option<Value> {
        let mut inner = self.inner.lock().unwrap();
        let kept = inner.by_id.get_mut(&id)?;
        for field in ["content", "components", "attachments", "flags"] {
            if let Some(value) = edit.get(field) {
                kept.message[field] = value.clone();
            }
        }
        Some(kept.message.clone())
    }

    /// The message `id` as it is now, if it exists.
    pub fn get(&self, id: u64) -> Option<Value> {
        let inner = self.inner.lock().unwrap();
        inner.by_id.get(&id).map(|kept| kept.message.clone())
    }

    /// Deletes the message `id`.
    pub fn delete(&self, id: u64) {
        self.inner.lock().unwrap().by_id.remove(&id);
    }

    /// The newest `limit` messages of `channel`, newest first, as `GET …/messages` answers.
    pub fn latest(&self, channel: u64, limit: usize) -> Vec<Value> {
        let inner = self.inner.lock().unwrap();
        inner
            .by_id
            .values()
            .rev()
            .filter(|kept| kept.channel == channel)
            .take(limit)
            .map(|kept| kept.message.clone())
            .collect()
    }

    /// Every message ever made, deleted since or not, in the order they were made.
    pub fn made(&self) -> Vec<Kept> {
        self.inner.lock().unwrap().made.clone()
    }
}

/// A message's id.
pub fn id_of(message: &Value) -> Option<u64> {
    message.get("id")?.as_str()?.parse().ok()
}

fn nonce_text(nonce: &Value) -> Option<String> {
    match nonce {
        Value::String(nonce) => Some(nonce.clone()),
        Value::Number(nonce) => Some(nonce.to_string()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(id: u64, nonce: &str) -> Value {
        json!({"id": id.to_string(), "content": "hi", "nonce": nonce})
    }

    #[test]
    fn a_nonce_gives_back_its_message_within_the_window_only() {
        let messages = Messages::default();
        messages.keep(5, &message(10, "n1"), 1_000);
        assert_eq!(messages.made_with("n1", 2_000), Some(message(10, "n1")));
        assert_eq!(messages.made_with("n2", 2_000), None);
        let late = 1_000 + NONCE_WINDOW.as_millis() as u64 + 1;
        assert_eq!(messages.made_with("n1", late), None);
        messages.delete(10);
        assert_eq!(
            messages.made_with("n1", 2_000),
            None,
            "a deleted one is gone"
        );
        assert_eq!(messages.made().len(), 1, "but it was seen");
    }

    #[test]
    fn edits_change_the_fields_they_name_and_the_newest_come_first() {
        let messages = Messages::default();
        messages.keep(5, &message(10, "a"), 0);
        messages.keep(5, &message(11, "b"), 0);
        messages.keep(6, &message(12, "c"), 0);
        let edited = messages.edit(10, &json!({"components": []})).unwrap();
        assert_eq!(edited["content"], "hi");
        assert_eq!(edited["components"], json!([]));
        let latest: Vec<Option<u64>> = messages.latest(5, 5).iter().map(id_of).collect();
        assert_eq!(latest, [Some(11), Some(10)]);
        assert_eq!(
            enforced_nonce(&json!({"nonce": "x", "enforce_nonce": true})).as_deref(),
            Some("x")
        );
        assert_eq!(
            enforced_nonce(&json!({"nonce": "x", "enforce_nonce": false})),
            None
        );
    }
}
