//! The computer opponent's searches, off the async executor and a few at a time.
//!
//! Each [`Effect::Think`](crate::host::api::Effect::Think) the delivery meets names a game where the
//! computer is to act. Its search runs on the blocking pool (`spawn_blocking`) once one of
//! [`SEARCHES_AT_ONCE`] permits is free, so ten games against the bot never hold up people's commands;
//! what the computer then plays is delivered like any command's effects. A game is searched once at a
//! time: asked again meanwhile, it is looked at again when its search ends (the host drops a result for a
//! game that moved on, and says whether the computer is still to act).

use super::deliver::Delivery;
use super::port::GameHost;
use super::replies::Origin;
use crate::host::api::GameId;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, Weak};
use tokio::sync::{Notify, Semaphore, mpsc};

/// How many searches run at once at most.
pub const SEARCHES_AT_ONCE: usize = 2;

/// Where the delivery sends the games whose computer seat is to act.
pub type Requests = mpsc::UnboundedSender<GameId>;

/// The games being searched, each with whether it was asked for again meanwhile.
type InFlight = Arc<Mutex<HashMap<GameId, bool>>>;

/// Starts the task that runs the searches asked for on `requests`, delivering what the computer plays
/// through `delivery` and waking the clock (`clock_wake`), since a move restarts a clock. It stops once
/// the delivery is gone.
pub fn spawn(
    host: Arc<dyn GameHost>,
    delivery: Weak<Delivery>,
    mut requests: mpsc::UnboundedReceiver<GameId>,
    clock_wake: Arc<Notify>,
) {
    let permits = Arc::new(Semaphore::new(SEARCHES_AT_ONCE));
    let in_flight: InFlight = Arc::default();
    tokio::spawn(async move {
        while let Some(game) = requests.recv().await {
            {
                let mut flying = lock(&in_flight);
                if let Some(again) = flying.get_mut(&game) {
                    *again = true;
                    continue;
                }
                flying.insert(game, false);
            }
            tokio::spawn(search(
                Searching {
                    host: host.clone(),
                    delivery: delivery.clone(),
                    permits: permits.clone(),
                    in_flight: in_flight.clone(),
                    clock_wake: clock_wake.clone(),
                },
                game,
            ));
        }
    });
}

/// What every search shares.
struct Searching {
    host: Arc<dyn GameHost>,
    delivery: Weak<Delivery>,
    permits: Arc<Semaphore>,
    in_flight: InFlight,
    clock_wake: Arc<Notify>,
}

/// Searches for `game` until the computer is not to act there any more, delivering each result.
async fn search(shared: Searching, game: GameId) {
    let Searching {
        host,
        delivery,
        permits,
        in_flight,
        clock_wake,
    } = shared;
    loop {
        let played = {
            let Ok(_permit) = permits.acquire().await else {
                return;
            };
            let host = host.clone();
            tokio::task::spawn_blocking(move || {
                let Some(job) = host.computer_job(game) else {
                    return Vec::new();
                };
                let thought = job.think();
                host.computer_play(&job, thought, super::clock::now_millis())
            })
            .await
        };
        let played = played.unwrap_or_else(|error| {
            tracing::error!(game = game.0, %error, "a search of the computer failed");
            Vec::new()
        });
        clock_wake.notify_one();
        match delivery.upgrade() {
            Some(delivery) => delivery.deliver(played, &Origin::Clock).await,
            None => return,
        }
        let mut flying = lock(&in_flight);
        if flying.get(&game) == Some(&true) {
            flying.insert(game, false);
        } else {
            flying.remove(&game);
            return;
        }
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|poison| poison.into_inner())
}
