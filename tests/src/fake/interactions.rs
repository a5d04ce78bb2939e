//! Interactions as Discord times them, on the fake's own clock: the first answer within 3 seconds of the
//! interaction and only once, follow-ups on its token for 15 minutes after.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// How long Discord waits for the first answer to an interaction.
pub const DEADLINE: Duration = Duration::from_secs(3);
/// How long an interaction's token takes follow-ups and edits.
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);
/// The first second of 2015, from which Discord's snowflakes count milliseconds.
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// Why Discord refuses an interaction's callback or follow-up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// 10062: the interaction is unknown, or its 3 seconds are over.
    UnknownInteraction,
    /// 40060: the interaction was already answered.
    AlreadyAcknowledged,
    /// 10015: no answer yet, so no webhook to follow up on.
    UnknownWebhook,
    /// 50027: the token's 15 minutes are over.
    InvalidWebhookToken,
}

/// One interaction the fake sent.
#[derive(Clone, Debug)]
struct Interaction {
    channel: u64,
    /// When Discord made it, in milliseconds since 1970: the time in its id.
    created_ms: u64,
    acknowledged: bool,
    upload_bytes: usize,
}

/// The interactions sent so far, by token, and the fake's clock.
#[derive(Default)]
pub struct Interactions {
    by_token: Mutex<HashMap<String, Interaction>>,
    /// How far the fake's clock is ahead of the machine's.
    ahead: Mutex<Duration>,
}

/// When the snowflake `id` was made, in milliseconds since 1970.
pub fn created_ms(id: u64) -> u64 {
    (id >> 22) + DISCORD_EPOCH_MS
}

impl Interactions {
    /// The fake's time, in milliseconds since 1970.
    pub fn now_ms(&self) -> u64 {
        let machine = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .expect("after 1970");
        (machine + *self.ahead.lock().unwrap()).as_millis() as u64
    }

    /// Moves the fake's clock forward by `by`.
    pub fn advance(&self, by: Duration) {
        *self.ahead.lock().unwrap() += by;
    }

    /// Records an interaction sent to the bot now: made when its id says, on the fake's clock.
    pub fn open(&self, token: &str, id: u64, channel: u64, upload_bytes: usize) {
        let ahead = self.ahead.lock().unwrap().as_millis() as u64;
        self.by_token.lock().unwrap().insert(
            token.to_owned(),
            Interaction {
                channel,
                created_ms: created_ms(id) + ahead,
                acknowledged: false,
                upload_bytes,
            },
        );
    }

    /// Takes the first answer to the interaction of `token`, or says why Discord would not.
    pub fn answer(&self, token: &str) -> Result<(), Refusal> {
        let now = self.now_ms();
        let mut interactions = self.by_token.lock().unwrap();
        let interaction = interactions
            .get_mut(token)
            .ok_or(Refusal::UnknownInteraction)?;
        if interaction.acknowledged {
            return Err(Refusal::AlreadyAcknowledged);
        }
        if now > interaction.created_ms + DEADLINE.as_millis() as u64 {
            return Err(Refusal::UnknownInteraction);
        }
        interaction.acknowledged = true;
        Ok(())
    }

    /// The channel of the interaction of `token`, if a follow-up or edit may use the token now.
    pub fn follow_up(&self, token: &str) -> Result<u64, Refusal> {
        let now = self.now_ms();
        let interactions = self.by_token.lock().unwrap();
        let interaction = interactions.get(token).ok_or(Refusal::UnknownWebhook)?;
        if !interaction.acknowledged {
            return Err(Refusal::UnknownWebhook);
        }
        if now > interaction.created_ms + TOKEN_LIFETIME.as_millis() as u64 {
            return Err(Refusal::InvalidWebhookToken);
        }
        Ok(interaction.channel)
    }

    /// The largest file an answer to the interaction of `token` may carry (its `attachment_size_limit`).
    pub fn upload_bytes(&self, token: &str) -> Option<usize> {
        self.by_token
            .lock()
            .unwrap()
            .get(token)
            .map(|interaction| interaction.upload_bytes)
    }
}
