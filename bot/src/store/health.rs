//! Whether the database answers. While it does not (the PostgreSQL server is down or out of reach, the
//! disk under sled fails), every call fails the same way: the outage is logged once when it begins and
//! once when it ends, not at every call that meets it, and the host tells people that their records could
//! not be read.

use super::StoreError;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// The state of the database's connection, as the calls find it.
#[derive(Debug, Default)]
pub struct Health {
    /// Whether an outage is under way: read by every call, so kept apart from when it began.
    down: AtomicBool,
    /// When the outage under way began, if one is.
    since: Mutex<Option<Instant>>,
}

impl Health {
    /// Notes what a call found, and passes it on.
    pub fn observe<T>(&self, result: Result<T, StoreError>) -> Result<T, StoreError> {
        match &result {
            Err(error) if error.is_outage() && !self.down.swap(true, Ordering::SeqCst) => {
                *self.since() = Some(Instant::now());
                tracing::error!(%error, "the database cannot be reached; commands are refused until it answers again");
            }
            // Read first: most calls find it up, and a read costs the others nothing.
            Ok(_)
                if self.down.load(Ordering::Relaxed) && self.down.swap(false, Ordering::SeqCst) =>
            {
                let after = self.since().take().map(|since| since.elapsed());
                tracing::info!(?after, "the database answers again");
            }
            _ => {}
        }
        result
    }

    /// Whether an outage is under way: the last call that reached the database failed for it.
    pub fn is_down(&self) -> bool {
        self.down.load(Ordering::SeqCst)
    }

    fn since(&self) -> std::sync::MutexGuard<'_, Option<Instant>> {
        self.since
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
    }
}

impl StoreError {
    /// Whether this error says the database cannot be reached or cannot work at all, rather than that one
    /// call was wrong: a connection lost or refused, a server shutting down or out of resources, a disk
    /// that fails.
    pub fn is_outage(&self) -> bool {
        match self {
            StoreError::Postgres(error) => match error.as_db_error() {
                None => true,
                // Connection exceptions, insufficient resources, operator intervention (shutdown).
                Some(db) => ["08", "53", "57"]
                    .iter()
                    .any(|class| db.code().code().starts_with(class)),
            },
            StoreError::Database(_) | StoreError::Journal(_) => true,
            _ => false,
        }
    }
}
