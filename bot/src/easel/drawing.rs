//! The drawing threads: each takes the next board to draw, draws it below the host's priority (or
//! leaves out a board a newer answer shows), and hands it to the courier, a thread of the usual priority
//! that gives it its turn. What may go wrong in drawing is caught here and logged, and the message goes
//! without its board.

use super::{Job, Shared, Ticket, hand_over};
use crate::message::{Image, Message, Picture};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Mutex, Weak, mpsc};

/// A job whose board has been drawn, and what went wrong if it could not be.
pub(super) type Painted = (Job, Option<Unpainted>);

/// A drawing thread's work: draws the boards given until the easel stops. It takes no lock but the
/// drawing threads' own and hands each board to the courier, so that its being kept from the CPU
/// never holds up a thread of the usual priority.
pub(super) fn draw_all(boards: &Mutex<mpsc::Receiver<Job>>, done: &mpsc::Sender<Painted>) {
    lower_priority("the drawing threads");
    loop {
        let next = boards
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
            .recv();
        let Ok(job) = next else {
            return;
        };
        crate::telemetry::drawing_queue(-1.0);
        let (message, failure) = if job.ticket.as_ref().is_some_and(Ticket::superseded) {
            crate::telemetry::boards_superseded(1);
            (without_board(job.message), None)
        } else {
            crate::telemetry::board_drawn();
            drawn(job.message)
        };
        if done.send((Job { message, ..job }, failure)).is_err() {
            return;
        }
    }
}

/// The courier's work, at the usual priority: gives each drawn board its turn (which wakes whoever
/// waits for it) and logs the boards that could not be drawn.
pub(super) fn hand_all(shared: &Weak<Shared>, drawn: &mpsc::Receiver<Painted>) {
    for (job, failure) in drawn {
        if let Some(failure) = failure {
            failure.log();
        }
        // Once the easel and every message it gave are gone, nobody waits for the board.
        if let Some(shared) = shared.upgrade() {
            hand_over(&shared, job);
        }
    }
}

/// Whether `message` holds a board still to be drawn.
pub(super) fn has_board_to_draw(message: &Message) -> bool {
    matches!(
        message.image,
        Some(Image {
            picture: Picture::Board(_),
            ..
        })
    )
}

/// Puts the calling thread below every thread of the usual priority: under Linux's idle policy
/// (`SCHED_IDLE`) it runs only on a CPU nothing else wants, and a thread of the host that wakes takes
/// the CPU from it at once, where a thread at the lowest niceness may first finish its time slice.
/// Moving to the idle policy needs no privilege; where it fails the thread (`what` it is, for the log)
/// works at the usual priority.
pub fn lower_priority(what: &'static str) {
    #[cfg(not(target_os = "linux"))]
    let _ = what;
    #[cfg(target_os = "linux")]
    {
        use thread_priority::{
            NormalThreadSchedulePolicy, ThreadPriority, ThreadSchedulePolicy,
            set_thread_priority_and_policy, thread_native_id,
        };
        let idle = ThreadSchedulePolicy::Normal(NormalThreadSchedulePolicy::Idle);
        if let Err(error) =
            set_thread_priority_and_policy(thread_native_id(), ThreadPriority::Min, idle)
        {
            tracing::warn!(?error, what, "a thread runs at the host's priority");
        }
    }
}

/// Why a board went without its image.
pub(super) enum Unpainted {
    /// Drawing it returned an error.
    Failed(String),
    /// Drawing it panicked.
    Panicked,
}

impl Unpainted {
    fn log(&self) {
        match self {
            Self::Failed(error) => tracing::warn!(%error, "board image not drawn"),
            Self::Panicked => tracing::error!("drawing a board image failed"),
        }
    }
}

/// `message` with its board drawn; a board that cannot be drawn is left out, and why is returned to
/// be logged.
fn drawn(mut message: Message) -> (Message, Option<Unpainted>) {
    let Some(image) = message.image.take() else {
        return (message, None);
    };
    if !matches!(image.picture, Picture::Board(_)) {
        message.image = Some(image);
        return (message, None);
    }
    let drawing = catch_unwind(AssertUnwindSafe(|| {
        image.bytes().map(std::borrow::Cow::into_owned)
    }));
    let (picture, failure) = match drawing {
        Ok(Ok(bytes)) => (Some(Picture::Encoded { bytes }), None),
        Ok(Err(error)) => (None, Some(Unpainted::Failed(error.to_string()))),
        Err(_) => (None, Some(Unpainted::Panicked)),
    };
    message.image = picture.map(|picture| Image { picture, ..image });
    (message, failure)
}

/// `message` without its board, which a newer answer shows.
fn without_board(mut message: Message) -> Message {
    message.image = None;
    message
}
