//! Rate limits as Discord applies and announces them: a bucket per route and major parameter, counted in
//! fixed windows and told in `X-RateLimit-*` headers; a request over a bucket's limit, or over the
//! global limit, is refused with 429, `retry_after` and the `global` flag.

use super::spec::Operation;
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// How many requests the fake lets through, and per how long.
#[derive(Clone, Copy, Debug)]
pub struct RateLimits {
    /// The requests each bucket (a route and its major parameter, such as one channel's messages)
    /// takes per window.
    pub per_bucket: u32,
    /// The window of every bucket.
    pub window: Duration,
    /// The requests a bot may make each second, all routes together but the interactions'.
    pub global_per_second: u32,
}

impl Default for RateLimits {
    /// Discord's global limit, and buckets roomy enough for whole games played in seconds.
    fn default() -> Self {
        Self {
            per_bucket: 50,
            window: Duration::from_secs(1),
            global_per_second: 50,
        }
    }
}

/// One window of a bucket.
#[derive(Clone, Copy, Debug)]
struct Window {
    started: Instant,
    used: u32,
}

impl Window {
    /// Counts a request at `now` in a window of `length`: a new window when the last is over.
    fn count(&mut self, now: Instant, length: Duration) {
        if now >= self.started + length {
            *self = Window {
                started: now,
                used: 0,
            };
        }
        self.used += 1;
    }
}

/// What the rate limiter decided for one request.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// Let through; these headers go with the answer.
    Pass(Vec<(&'static str, String)>),
    /// Refused with 429: these headers, and the seconds to wait.
    Limited {
        /// The headers of the 429.
        headers: Vec<(&'static str, String)>,
        /// Seconds until the bucket (or the global limit) resets.
        retry_after: f64,
        /// Whether the global limit was hit.
        global: bool,
    },
}

/// The buckets and the global window of one fake.
pub struct Limiter {
    limits: RateLimits,
    buckets: Mutex<HashMap<String, Window>>,
    global: Mutex<Option<Window>>,
}

impl Limiter {
    /// A limiter with `limits`.
    pub fn new(limits: RateLimits) -> Self {
        Self {
            limits,
            buckets: Mutex::new(HashMap::new()),
            global: Mutex::new(None),
        }
    }

    /// Counts a request to `operation` on `path` (without `/api/v10`) at `now`.
    pub fn admit(&self, operation: &Operation, path: &str, now: Instant) -> Verdict {
        let bucket = bucket_of(operation, path);
        let exempt_from_global = operation.template.starts_with("/interactions/")
            || operation
                .template
                .starts_with("/webhooks/{webhook_id}/{webhook_token}");
        if !exempt_from_global {
            let mut global = self.global.lock().unwrap();
            let window = global.get_or_insert(Window {
                started: now,
                used: 0,
            });
            window.count(now, Duration::from_secs(1));
            if window.used > self.limits.global_per_second {
                let retry_after = (window.started + Duration::from_secs(1) - now).as_secs_f64();
                return Verdict::Limited {
                    headers: vec![
                        ("x-ratelimit-global", "true".to_owned()),
                        ("x-ratelimit-scope", "global".to_owned()),
                        ("retry-after", seconds(retry_after)),
                    ],
                    retry_after,
                    global: true,
                };
            }
        }
        let mut buckets = self.buckets.lock().unwrap();
        let window = buckets.entry(bucket.clone()).or_insert(Window {
            started: now,
            used: 0,
        });
        window.count(now, self.limits.window);
        let reset_after = (window.started + self.limits.window - now).as_secs_f64();
        let limit = self.limits.per_bucket;
        let remaining = limit.saturating_sub(window.used);
        let reset_at = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .expect("after 1970")
            .as_secs_f64()
            + reset_after;
        let mut headers = vec![
            ("x-ratelimit-limit", limit.to_string()),
            ("x-ratelimit-remaining", remaining.to_string()),
            ("x-ratelimit-reset", format!("{reset_at:.3}")),
            ("x-ratelimit-reset-after", seconds(reset_after)),
            ("x-ratelimit-bucket", hash(&bucket)),
        ];
        if window.used <= limit {
            return Verdict::Pass(headers);
        }
        headers.push(("x-ratelimit-scope", "user".to_owned()));
        headers.push(("retry-after", seconds(reset_after)));
        Verdict::Limited {
            headers,
            retry_after: reset_after,
            global: false,
        }
    }
}

/// The bucket of a request: its route, and the values of its major parameters (channel, guild,
/// webhook and its token, interaction), as Discord counts them.
fn bucket_of(operation: &Operation, path: &str) -> String {
    let majors: Vec<&str> = operation
        .template
        .trim_matches('/')
        .split('/')
        .zip(path.trim_matches('/').split('/'))
        .filter(|(part, _)| {
            matches!(
                *part,
                "{channel_id}"
                    | "{guild_id}"
                    | "{webhook_id}"
                    | "{webhook_token}"
                    | "{interaction_id}"
                    | "{interaction_token}"
            )
        })
        .map(|(_, value)| value)
        .collect();
    format!("{} {}", operation.route(), majors.join("/"))
}

/// A bucket's opaque name, as Discord shows it in `X-RateLimit-Bucket`.
fn hash(bucket: &str) -> String {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    bucket.hash(&mut hasher);
    format!("{:016x}", hasher.finish())
}

fn seconds(seconds: f64) -> String {
    format!("{seconds:.3}")
}
