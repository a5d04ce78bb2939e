//! Which Discord message holds each slot (a challenge's post, a game's latest board, a player's private
//! board, a draw offer, a decision), so that a later message can take its place: a private board is edited
//! in place while it is recent, and any other message's buttons are taken away once a newer one stands for
//! the same thing or what they were for is settled.
//!
//! The map lives in memory: after a restart the old messages keep their buttons (but for those of a
//! message delivered again after it lapsed), and a press on one is answered as stale by the host.

use super::retry::with_retry;
use crate::host::api::Slot;
use serenity::all::{ChannelId, EditMessage, Http, MessageId};
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long a private board is edited in place; after that a new message brings it up to date, so the
/// player finds their board at the bottom of the conversation.
const EDIT_WINDOW: Duration = Duration::from_secs(6 * 60 * 60);

/// A message the bot posted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Posted {
    /// Where.
    pub channel: ChannelId,
    /// Which.
    pub message: MessageId,
}

/// The messages that hold slots.
#[derive(Default)]
pub struct Slots {
    held: Mutex<HashMap<Slot, (Posted, Instant)>>,
}

impl Slots {
    fn held(&self) -> std::sync::MutexGuard<'_, HashMap<Slot, (Posted, Instant)>> {
        self.held
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
    }

    /// The message to edit in place for a new message in `slot`, if the slot edits in place and its
    /// message is recent enough.
    pub fn to_edit(&self, slot: Slot) -> Option<Posted> {
        if !slot.edits_in_place() {
            return None;
        }
        self.held()
            .get(&slot)
            .filter(|(_, at)| at.elapsed() < EDIT_WINDOW)
            .map(|(posted, _)| *posted)
    }

    /// Records that `posted` now holds `slot`; the message that held it before loses its buttons.
    pub async fn hold(&self, http: &Http, slot: Slot, posted: Posted) {
        let earlier = self.held().insert(slot, (posted, Instant::now()));
        if let Some((earlier, _)) = earlier.filter(|(earlier, _)| *earlier != posted) {
            strip(http, earlier).await;
        }
    }

    /// What `slot` stood for is settled: its message loses its buttons.
    pub async fn retire(&self, http: &Http, slot: Slot) {
        let held = self.held().remove(&slot);
        if let Some((posted, _)) = held {
            strip(http, posted).await;
        }
    }
}

/// Takes the buttons off a message.
pub async fn strip(http: &Http, posted: Posted) {
    let result = with_retry("taking stale buttons away", || {
        posted.channel.edit_message(
            http,
            posted.message,
            EditMessage::new().components(Vec::new()),
        )
    })
    .await;
    if let Err(error) = result {
        tracing::warn!(%error, "a message keeps buttons that are stale");
    }
}
