//! What the Discord adapter tells the health endpoint: which of its gateway shards are connected, and
//! which parcels it holds undelivered since when.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// A parcel undelivered this long means delivery is stuck: Discord's longest rate-limit waits and the
/// retries after them end well before.
pub const STUCK_AFTER: Duration = Duration::from_secs(120);

/// The adapter's state as the endpoint reads it; shared between them.
#[derive(Debug, Default)]
pub struct Watch {
    gateway: Mutex<Gateway>,
    /// The parcels handed to delivery and not yet delivered, and when each was handed.
    parcels: Mutex<BTreeMap<u64, Instant>>,
}

/// The shards this process runs, and which are connected.
#[derive(Debug, Default)]
struct Gateway {
    /// The range of shards this process runs and their total, once known.
    range: Option<(u32, u32, u32)>,
    connected: BTreeSet<u32>,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|poison| poison.into_inner())
}

impl Watch {
    /// This process runs the shards `first` to `last` (included) of `total`.
    pub fn expect_shards(&self, first: u32, last: u32, total: u32) {
        lock(&self.gateway).range = Some((first, last, total));
        super::shard_range(first, last, total);
    }

    /// A shard identified, among `total`: when no range was set, this process runs them all.
    pub fn shards_total(&self, total: u32) {
        let mut gateway = lock(&self.gateway);
        if gateway.range.is_none() {
            gateway.range = Some((0, total.saturating_sub(1), total));
            super::shard_range(0, total.saturating_sub(1), total);
        }
    }

    /// The shards of this process connected now.
    pub fn connected(&self, shards: BTreeSet<u32>) {
        let mut gateway = lock(&self.gateway);
        metrics::gauge!(super::SHARDS_CONNECTED).set(shards.len() as f64);
        gateway.connected = shards;
    }

    /// The shard that serves `server` (direct messages: shard 0), once the total is known.
    pub fn shard_of(&self, server: Option<u64>) -> Option<u32> {
        let (_, _, total) = lock(&self.gateway).range?;
        let shard = server.map_or(0, |server| (server >> 22) % u64::from(total.max(1)));
        u32::try_from(shard).ok()
    }

    /// Why the gateway is not ready: a shard of this process not connected, or none known yet.
    pub fn gateway_problem(&self) -> Option<String> {
        let gateway = lock(&self.gateway);
        let Some((first, last, _)) = gateway.range else {
            return Some("the gateway has not connected yet".to_owned());
        };
        let missing: Vec<String> = (first..=last)
            .filter(|shard| !gateway.connected.contains(shard))
            .map(|shard| shard.to_string())
            .collect();
        (!missing.is_empty()).then(|| {
            format!(
                "gateway shard {} of this process is not connected",
                missing.join(", ")
            )
        })
    }

    /// The parcel `id` was handed to delivery (again: its first time counts).
    pub fn parcel_out(&self, id: u64) {
        lock(&self.parcels).entry(id).or_insert_with(Instant::now);
    }

    /// The parcel `id` was delivered.
    pub fn parcel_delivered(&self, id: u64) {
        lock(&self.parcels).remove(&id);
    }

    /// How many parcels wait, and how long the oldest has.
    pub fn outbox(&self) -> (usize, Duration) {
        let parcels = lock(&self.parcels);
        let oldest = parcels
            .values()
            .min()
            .map_or(Duration::ZERO, Instant::elapsed);
        (parcels.len(), oldest)
    }

    /// Why the outbox is stuck: a parcel undelivered for longer than [`STUCK_AFTER`].
    pub fn outbox_problem(&self) -> Option<String> {
        let (count, oldest) = self.outbox();
        (oldest > STUCK_AFTER).then(|| {
            format!(
                "the outbox is stuck: {count} parcels undelivered, the oldest for {} s",
                oldest.as_secs()
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shard_of_the_range_must_be_connected() {
        let watch = Watch::default();
        assert!(watch.gateway_problem().is_some());
        watch.expect_shards(2, 3, 4);
        watch.shards_total(4);
        watch.connected([2].into());
        assert_eq!(
            watch.gateway_problem().as_deref(),
            Some("gateway shard 3 of this process is not connected")
        );
        watch.connected([2, 3].into());
        assert_eq!(watch.gateway_problem(), None);
        watch.connected([3].into());
        assert!(watch.gateway_problem().is_some());
        assert_eq!(watch.shard_of(Some((4_097 << 22) | 9)), Some(1));
        assert_eq!(watch.shard_of(None), Some(0));
    }

    #[test]
    fn without_a_range_the_first_shard_tells_the_total() {
        let watch = Watch::default();
        watch.connected([0].into());
        assert!(watch.gateway_problem().is_some());
        watch.shards_total(1);
        assert_eq!(watch.gateway_problem(), None);
    }

    #[test]
    fn parcels_are_counted_until_delivered() {
        let watch = Watch::default();
        watch.parcel_out(7);
        watch.parcel_out(8);
        watch.parcel_out(7);
        assert_eq!(watch.outbox().0, 2);
        watch.parcel_delivered(7);
        assert_eq!(watch.outbox().0, 1);
        assert_eq!(watch.outbox_problem(), None);
    }
}
