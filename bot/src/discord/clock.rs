//! The clock task: sleeps until the host's next deadline, then delivers what the deadline brings.

use super::deliver::Delivery;
use super::port::GameHost;
use super::replies::Origin;
use crate::host::api::Millis;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::sync::Notify;

/// The longest the clock sleeps without looking at the deadlines again.
const LONGEST_NAP: Duration = Duration::from_secs(60);

/// Now, in milliseconds since the Unix epoch.
pub fn now_millis() -> Millis {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_millis() as Millis)
}

/// Starts the clock. Before its first round it delivers what committed changes still had to say when
/// the bot went down (the outbox) and asks for the computer's turns and the analyses left waiting; the
/// first round then applies the deadlines that passed meanwhile. Each round that ticks first takes over and delivers what processes
/// sharing the database left undelivered when they died. `wake` is notified after every command, since a command
/// may bring a deadline closer: the clock then looks again at when its next deadline is, and ticks only
/// once one is due. The clock holds the host only while it works, and stops once the bot is gone.
pub fn spawn(host: &Arc<dyn GameHost>, delivery: &Arc<Delivery>, wake: Arc<Notify>) {
    let pending_host = host.clone();
    let pending_delivery = delivery.clone();
    let host = Arc::downgrade(host);
    let delivery = Arc::downgrade(delivery);
    tokio::spawn(async move {
        match tokio::task::spawn_blocking(move || {
            let mut pending = pending_host.pending();
            pending.extend(pending_host.computer_turns());
            pending.extend(pending_host.analyses_waiting());
            pending
        })
        .await
        {
            Ok(pending) => pending_delivery.deliver_again(pending).await,
            Err(error) => tracing::error!(%error, "the host failed reading its outbox"),
        }
        drop(pending_delivery);
        let mut due = true;
        let mut waited_for = None;
        loop {
            let (Some(host), Some(delivery)) = (host.upgrade(), delivery.upgrade()) else {
                return;
            };
            if due {
                // A nap cut at LONGEST_NAP woke before its deadline: no lag to tell.
                if let Some(late) = waited_for
                    .take()
                    .and_then(|deadline| now_millis().checked_sub(deadline))
                {
                    crate::telemetry::clock_lag(late);
                }
                let adopting_host = host.clone();
                match tokio::task::spawn_blocking(move || adopting_host.adopt_orphans()).await {
                    Ok(adopted) if !adopted.is_empty() => delivery.deliver_again(adopted).await,
                    Ok(_) => {}
                    Err(error) => tracing::error!(%error, "the host failed taking parcels over"),
                }
                let tick_host = host.clone();
                let effects =
                    match tokio::task::spawn_blocking(move || tick_host.tick(now_millis())).await {
                        Ok(effects) => effects,
                        Err(error) => {
                            tracing::error!(%error, "the host failed on a clock tick");
                            Vec::new()
                        }
                    };
                delivery.deliver(effects, &Origin::Clock).await;
            }
            // On a shared database the next deadline is read from it: off the executor, as a tick.
            let next_host = host.clone();
            let next = tokio::task::spawn_blocking(move || next_host.next_deadline())
                .await
                .unwrap_or_else(|error| {
                    tracing::error!(%error, "the host failed finding its next deadline");
                    None
                });
            waited_for = next;
            let nap = match next {
                Some(at) => Duration::from_millis(at.saturating_sub(now_millis())),
                None => LONGEST_NAP,
            };
            drop((host, delivery));
            // Woken by a command, the clock only looks again when its next deadline is.
            due = tokio::select! {
                biased;
                () = tokio::time::sleep(nap.min(LONGEST_NAP)) => true,
                () = wake.notified() => false,
            };
        }
    });
}
