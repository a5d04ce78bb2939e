//! Retrying REST calls that failed for a passing reason: rate limits, server errors, timeouts.
//!
//! With serenity's rate limiter on (in production), 429s are waited out before they reach us; what
//! still arrives here is retried with exponential backoff.

use serenity::all::HttpError;
use std::future::Future;
use std::time::Duration;

/// How many times a call is tried in all.
const ATTEMPTS: u32 = 5;
/// The first pause; each next pause doubles.
const FIRST_PAUSE: Duration = Duration::from_millis(200);

/// Runs `call` until it succeeds, fails for good, or has been tried [`ATTEMPTS`] times.
pub async fn with_retry<T, F, Fut>(what: &str, mut call: F) -> serenity::Result<T>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = serenity::Result<T>>,
{
    let mut pause = FIRST_PAUSE;
    let mut attempt = 1;
    loop {
        match call().await {
            Ok(value) => return Ok(value),
            Err(error) if attempt < ATTEMPTS && is_passing(&error) => {
                tracing::warn!(%error, attempt, "{what} failed; retrying in {pause:?}");
                tokio::time::sleep(pause).await;
                pause *= 2;
                attempt += 1;
            }
            Err(error) => return Err(error),
        }
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
