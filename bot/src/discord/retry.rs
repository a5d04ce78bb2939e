//! Retrying REST calls that failed for a passing reason: rate limits, server errors, timeouts.
//!
//! With serenity's rate limiter on (in production), 429s are waited out before they reach us; what
//! still arrives here is retried with exponential backoff. The first answer to an interaction is retried
//! only within the interaction's three seconds.

use serenity::all::{HttpError, InteractionId};
use std::future::Future;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// How many times a call is tried in all.
const ATTEMPTS: u32 = 5;
/// The first pause; each next pause doubles.
const FIRST_PAUSE: Duration = Duration::from_millis(200);

/// How long Discord waits for the first answer to an interaction.
const ANSWER_WINDOW: Duration = Duration::from_secs(3);
/// The first millisecond of 2015, from which Discord's ids count time.
const DISCORD_EPOCH: Duration = Duration::from_millis(1_420_070_400_000);

/// Discord's error code for "Unknown interaction": its three seconds are over.
pub const UNKNOWN_INTERACTION: isize = 10062;
/// Discord's error code for "Interaction has already been acknowledged".
pub const ALREADY_ACKNOWLEDGED: isize = 40060;

/// Discord's API failing for a passing reason: logged once when it begins and once when it ends.
static DISCORD: crate::telemetry::Outage = crate::telemetry::Outage::new("Discord");

/// Whether Discord's API is failing for a passing reason now (its outage was logged when it began).
pub fn discord_is_down() -> bool {
    DISCORD.is_down()
}

/// Runs `call` until it succeeds, fails for good, or has been tried [`ATTEMPTS`] times.
pub async fn with_retry<T, F, Fut>(what: &str, call: F) -> serenity::Result<T>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = serenity::Result<T>>,
{
    retry(what, None, call).await
}

/// When Discord stops taking the first answer to `interaction`: three seconds after it made it (the
/// time is in the interaction's id).
pub fn answer_deadline(interaction: InteractionId) -> SystemTime {
    let made = Duration::from_millis(interaction.get() >> 22) + DISCORD_EPOCH;
    UNIX_EPOCH + made + ANSWER_WINDOW
}

/// Runs `call` like [`with_retry`], but tries no more once the pause before the next try would end
/// after `deadline`: Discord refuses anything later.
pub async fn with_retry_before<T, F, Fut>(
    what: &str,
    deadline: SystemTime,
    call: F,
) -> serenity::Result<T>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = serenity::Result<T>>,
{
    retry(what, Some(deadline), call).await
}

async fn retry<T, F, Fut>(
    what: &str,
    deadline: Option<SystemTime>,
    mut call: F,
) -> serenity::Result<T>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = serenity::Result<T>>,
{
    let mut pause = FIRST_PAUSE;
    let mut attempt = 1;
    loop {
        let in_time = |pause| deadline.is_none_or(|deadline| SystemTime::now() + pause < deadline);
        match call().await {
            Ok(value) => {
                DISCORD.answered();
                return Ok(value);
            }
            Err(error) if attempt < ATTEMPTS && is_passing(&error) && in_time(pause) => {
                crate::telemetry::delivery_failure(error_code(&error), true);
                if !DISCORD.failed(&error) {
                    tracing::debug!(%error, attempt, "{what} failed; retrying in {pause:?}");
                }
                tokio::time::sleep(pause).await;
                pause *= 2;
                attempt += 1;
            }
            Err(error) => {
                crate::telemetry::delivery_failure(error_code(&error), false);
                return Err(error);
            }
        }
    }
}

/// The number a failure is counted under: Discord's error code, else the HTTP status, else 0 (no
/// answer: a timeout or a lost connection).
fn error_code(error: &serenity::Error) -> i64 {
    match error {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(response))
            if response.error.code != 0 =>
        {
            response.error.code as i64
        }
        serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) => {
            i64::from(response.status_code.as_u16())
        }
        _ => 0,
    }
}

/// Whether an error may go away by itself: a rate limit, a server error, a timeout or a lost connection.
pub fn is_passing(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) => {
            let status = response.status_code.as_u16();
            status == 429 || status >= 500
        }
        serenity::Error::Http(HttpError::Request(error)) => {
            error.is_timeout() || error.is_connect() || error.is_request()
        }
        _ => false,
    }
}

/// The Discord error code of a failed request, if Discord gave one.
pub fn discord_code(error: &serenity::Error) -> Option<isize> {
    match error {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) => {
            Some(response.error.code)
        }
        _ => None,
    }
}
