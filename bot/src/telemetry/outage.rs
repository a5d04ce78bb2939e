//! An outage of something the bot calls (Discord's API), logged once when it begins and once when it
//! ends, however many calls meet it meanwhile.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// Whether the thing named is failing, and since when.
#[derive(Debug)]
pub struct Outage {
    /// What fails, for the log: "Discord".
    what: &'static str,
    /// Whether an outage is under way: read by every successful call, so kept apart from its start.
    down: AtomicBool,
    since: Mutex<Option<Instant>>,
}

impl Outage {
    /// No outage yet of `what`.
    pub const fn new(what: &'static str) -> Self {
        Self {
            what,
            down: AtomicBool::new(false),
            since: Mutex::new(None),
        }
    }

    /// A call failed for a reason that may pass (`error`): the first since the last success logs a
    /// warning that the outage began; returns whether it did.
    pub fn failed(&self, error: &dyn std::fmt::Display) -> bool {
        let mut since = self
            .since
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        if since.is_some() {
            tracing::debug!(%error, "{} still fails", self.what);
            return false;
        }
        *since = Some(Instant::now());
        self.down.store(true, Ordering::SeqCst);
        tracing::warn!(%error, "{} fails; calls are retried until it answers", self.what);
        true
    }

    /// Whether an outage is under way.
    pub fn is_down(&self) -> bool {
        self.down.load(Ordering::Relaxed)
    }

    /// A call succeeded: the end of an outage under way is logged; returns whether one was.
    pub fn answered(&self) -> bool {
        if !self.down.load(Ordering::Relaxed) {
            return false;
        }
        let mut since = self
            .since
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        let Some(began) = since.take() else {
            return false;
        };
        self.down.store(false, Ordering::SeqCst);
        tracing::info!(after = ?began.elapsed(), "{} answers again", self.what);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::Outage;

    #[test]
    fn an_outage_is_logged_once_when_it_begins_and_once_when_it_ends() {
        let outage = Outage::new("Discord");
        assert!(!outage.answered(), "no outage, nothing to say");
        let logged: Vec<bool> = (0..20).map(|_| outage.failed(&"503")).collect();
        assert_eq!(logged.iter().filter(|&&said| said).count(), 1);
        assert!(logged[0]);
        assert!(outage.is_down());
        assert!(outage.answered());
        assert!(!outage.is_down() && !outage.answered());
        assert!(outage.failed(&"timeout"), "the next outage is logged again");
    }
}
