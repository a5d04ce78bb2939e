//! What the unit tests of several searches share.

use std::panic;
use std::thread;

/// `work` done on every item, each on a thread of its own, with the results in the items' order.
///
/// The longest tests play a dozen independent games: spread over the cores, they end with the rest of
/// the suite instead of long after it. A failing item fails the test with its own message.
pub(crate) fn on_every_core<T: Sync, R: Send>(
    items: &[T],
    work: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    thread::scope(|scope| {
        let work = &work;
        let runs: Vec<_> = items
            .iter()
            .map(|item| scope.spawn(move || work(item)))
            .collect();
        runs.into_iter()
            .map(|run| {
                run.join()
                    .unwrap_or_else(|failure| panic::resume_unwind(failure))
            })
            .collect()
    })
}
