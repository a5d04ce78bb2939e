//! The analyses of finished games, off the async executor and one at a time.
//!
//! Each [`Effect::Analyse`](crate::host::api::Effect::Analyse) the delivery meets names a game whose
//! analysis someone waits for. Its search runs on a thread of its own under Linux's idle policy
//! ([`crate::easel::lower_priority`]), so it takes only CPU that moves and boards leave free; its
//! progress is saved as it goes, and what the host says at its end (the picture, in place of the note
//! that it runs) is delivered like any command's effects. A game asked for again while it runs is looked
//! at again after: by then nobody waits, or only those who asked meanwhile and were not yet answered. A
//! game asked for again while it waits its turn is searched once. On a database several processes share,
//! a search is this process's only while it holds the analysis's claim ([`GameHost::analysis_job`]).

use super::clock::now_millis;
use super::deliver::Delivery;
use super::port::GameHost;
use super::replies::Origin;
use crate::host::api::{Effect, GameId};
use std::collections::VecDeque;
use std::sync::{Arc, Weak};
use tokio::sync::{mpsc, oneshot};

/// Where the delivery sends the games whose analysis someone waits for.
pub type Requests = mpsc::UnboundedSender<GameId>;

/// Starts the task that runs the analyses asked for on `requests`, one after the other, delivering
/// their results through `delivery`. It stops once the delivery is gone.
pub fn spawn(
    host: Arc<dyn GameHost>,
    delivery: Weak<Delivery>,
    mut requests: mpsc::UnboundedReceiver<GameId>,
) {
    tokio::spawn(async move {
        let mut queue = VecDeque::new();
        while let Some(game) = next(&mut queue, &mut requests).await {
            let (done, result) = oneshot::channel();
            let searching = host.clone();
            let started = std::thread::Builder::new()
                .name(format!("analysis-{}", game.0))
                .spawn(move || {
                    crate::easel::lower_priority("an analysis");
                    // The task may be gone (the bot stopping): then nobody waits for the result.
                    let _ = done.send(analyse(searching.as_ref(), game));
                });
            if let Err(error) = started {
                tracing::error!(game = game.0, %error, "an analysis could not start");
                continue;
            }
            let effects = result.await.unwrap_or_else(|_| {
                tracing::error!(game = game.0, "an analysis stopped before its end");
                Vec::new()
            });
            match delivery.upgrade() {
                Some(delivery) => delivery.deliver(effects, &Origin::Clock).await,
                None => return,
            }
        }
    });
}

/// The next game to analyse: the first of `queue` after the requests that came meanwhile are added to it
/// (each game once), else the next request; `None` once no request can come.
async fn next(
    queue: &mut VecDeque<GameId>,
    requests: &mut mpsc::UnboundedReceiver<GameId>,
) -> Option<GameId> {
    if queue.is_empty() {
        queue.push_back(requests.recv().await?);
    }
    while let Ok(game) = requests.try_recv() {
        if !queue.contains(&game) {
            queue.push_back(game);
        }
    }
    queue.pop_front()
}

/// Searches what is left of `game`'s analysis, saving its progress, and returns what its end says.
fn analyse(host: &dyn GameHost, game: GameId) -> Vec<Effect> {
    let Some(mut job) = host.analysis_job(game, now_millis()) else {
        return Vec::new();
    };
    tracing::info!(
        game = game.0,
        positions = job.positions_left(),
        "an analysis runs"
    );
    let searched = job.search(|job| host.analysis_progress(job, now_millis()));
    host.analysis_finished(job, searched)
}
