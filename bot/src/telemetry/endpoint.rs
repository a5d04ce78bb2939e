//! The HTTP endpoint of `UMPIRE_METRICS`: `/metrics` (Prometheus's text format), `/healthz` (the process
//! runs) and `/readyz` (the database answers, every gateway shard of the process is connected, delivery
//! is not stuck; else 503 with a one-line reason).

use super::Watch;
use axum::Router;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use axum::routing::get;
use metrics_exporter_prometheus::PrometheusHandle;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How long `/readyz` waits for the database before it counts it unreachable.
const PROBE_PATIENCE: Duration = Duration::from_secs(3);
/// How often the games in the database are counted again, at most (a scrape in between shows the last
/// count).
const COUNT_EVERY: Duration = Duration::from_secs(60);

/// What the endpoint asks of the database.
pub trait Probe: Send + Sync + 'static {
    /// Why the database cannot be used now, in one line; `None` when it answers.
    fn store_problem(&self) -> Option<String>;
    /// How many games it holds, if it can say.
    fn games_stored(&self) -> Option<u64>;
}

/// What the endpoint's handlers share.
#[derive(Clone)]
struct Served {
    handle: PrometheusHandle,
    watch: Arc<Watch>,
    probe: Arc<dyn Probe>,
    /// When the games were last counted.
    counted: Arc<Mutex<Option<Instant>>>,
}

/// Serves the endpoint on `listener` until the runtime ends: `handle` renders the metrics, `watch` tells
/// the adapter's state, `probe` asks the database.
pub async fn serve(
    listener: tokio::net::TcpListener,
    handle: PrometheusHandle,
    watch: Arc<Watch>,
    probe: Arc<dyn Probe>,
) {
    let served = Served {
        handle,
        watch,
        probe,
        counted: Arc::new(Mutex::new(None)),
    };
    let router = Router::new()
        .route("/metrics", get(metrics))
        .route("/healthz", get(|| async { "ok\n" }))
        .route("/readyz", get(ready))
        .with_state(served);
    if let Err(error) = axum::serve(listener, router).await {
        tracing::error!(%error, "the metrics endpoint stopped");
    }
}

/// The metrics, as Prometheus scrapes them.
async fn metrics(State(served): State<Served>) -> impl IntoResponse {
    let (pending, oldest) = served.watch.outbox();
    metrics::gauge!(super::OUTBOX_PENDING).set(pending as f64);
    metrics::gauge!(super::OUTBOX_AGE).set(oldest.as_secs_f64());
    count_games(&served).await;
    served.handle.run_upkeep();
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        served.handle.render(),
    )
}

/// Counts the games in the database when the last count is older than [`COUNT_EVERY`].
async fn count_games(served: &Served) {
    {
        let mut counted = served
            .counted
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        if counted.is_some_and(|at| at.elapsed() < COUNT_EVERY) {
            return;
        }
        *counted = Some(Instant::now());
    }
    let probe = Arc::clone(&served.probe);
    if let Ok(Some(count)) = tokio::task::spawn_blocking(move || probe.games_stored()).await {
        super::games_stored(count);
    }
}

/// 200 when the process can serve, else 503 and why.
async fn ready(State(served): State<Served>) -> impl IntoResponse {
    match problem(&served).await {
        None => (StatusCode::OK, "ready\n".to_owned()),
        Some(why) => {
            let line: Vec<&str> = why.split_whitespace().collect();
            (
                StatusCode::SERVICE_UNAVAILABLE,
                format!("{}\n", line.join(" ")),
            )
        }
    }
}

/// The first reason the process cannot serve, if any.
async fn problem(served: &Served) -> Option<String> {
    let probe = Arc::clone(&served.probe);
    let store = tokio::time::timeout(
        PROBE_PATIENCE,
        tokio::task::spawn_blocking(move || probe.store_problem()),
    )
    .await;
    match store {
        Err(_) => return Some("the database did not answer within 3 s".to_owned()),
        Ok(Err(error)) => return Some(format!("the database check failed: {error}")),
        Ok(Ok(Some(why))) => return Some(why),
        Ok(Ok(None)) => {}
    }
    served
        .watch
        .gateway_problem()
        .or_else(|| served.watch.outbox_problem())
}
