//! Whether the database answers. While it does not (the PostgreSQL server is down or out of reach, the
//! disk under sled fails), every call fails the same way: the outage is logged once when it begins and
//! once when it ends, not at every call that meets it, and the host tells people that their records could
//! not be read.

use super::StoreError;
use std::sync::Mutex;
use std::time::Instant;

/// The state of the database's connection, as the calls find it.
#[derive(Debug, Default)]
pub struct Health {
    /// When the outage under way began, if one is.
    down_since: Mutex<Option<Instant>>,
}

impl Health {
    /// Notes what a call found, and passes it on.
    pub fn observe<T>(&self, result: Result<T, StoreError>) -> Result<T, StoreError> {
        let mut down_since = self
            .down_since
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        match &result {
            Err(error) if error.is_outage() => {
                if down_since.is_none() {
                    *down_since = Some(Instant::now());
                    tracing::error!(%error, "the database cannot be reached; commands are refused until it answers again");
                }
            }
            Ok(_) => {
                if let Some(since) = down_since.take() {
                    tracing::info!(after = ?since.elapsed(), "the database answers again");
                }
            }
            Err(_) => {}
        }
        result
    }

    /// Whether an outage is under way: the last call that reached the database failed for it.
    pub fn is_down(&self) -> bool {
        self.down_since
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
            .is_some()
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
