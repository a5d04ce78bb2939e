//! Where delivery draws boards: threads of their own, below the host's priority, so that drawing
//! never delays a move's acknowledgement, and one message at a time for each series of boards, so that
//! a board superseded before its turn is never drawn.
//!
//! The drawing threads run under Linux's idle policy: whenever a thread of the usual priority wakes,
//! it takes the CPU from them at once. So that none is ever held up by a drawing thread kept from the
//! CPU, the drawing threads share no lock with the others: boards come to them over a channel, and a
//! courier thread of the usual priority gives each drawn board its turn, waking whoever waits for it.
//!
//! A series is what one slot shows in one place: a game's public board in its place, a player's
//! private board. Its messages go out one at a time and in order: while one is being drawn or sent,
//! the next one waits, and any that comes meanwhile is merged into the one waiting (the texts in order,
//! the newest board, buttons and file). A game whose moves come faster than its boards can be drawn, or
//! than Discord takes its posts (five in five seconds in a channel, fifty a second in all), thus shows
//! its latest position in one message with every move's text rather than a backlog of stale boards,
//! and the work of drawing stays bounded by the series, not the moves.
//!
//! A command's answer is no series (each command gets its own answer), but an answer showing a board
//! goes without it if, before its board is drawn, a newer answer shows the same board in the same
//! place: its text goes out at its turn and the newer answer brings the board. Other messages are drawn
//! in turn and never merged. A message with no board to draw has its turn at once (in a series, as soon
//! as the series is free), never behind the boards being drawn.
//!
//! Here are the queues: the series, the answers, and whose turn comes next; the drawing threads and
//! the courier are in [`drawing`].

mod drawing;

pub use drawing::lower_priority;

use crate::message::{Message, Slot, Target};
use crate::model::ChannelId;
use drawing::{Painted, draw_all, hand_all, has_board_to_draw};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, mpsc};
use tokio::sync::oneshot;

/// A series of boards: one slot's messages in one place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Series {
    /// Where its messages go.
    pub to: Target,
    /// What they stand for.
    pub slot: Slot,
}

/// How a message waits for its turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Queue {
    /// In its series: one message at a time, those that come meanwhile merged into one.
    Series(Series),
    /// A command's answer showing a board in a place: its board left out if a newer answer shows the
    /// same board there before it is drawn.
    Answer(Answer),
    /// Alone: drawn in its turn.
    Alone,
}

/// A command's answer showing a board: where it was asked, and which board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Answer {
    /// The channel the command was given in.
    pub place: ChannelId,
    /// The board it shows.
    pub slot: Slot,
}

impl Queue {
    /// How `message` waits when sent `to` there; `asked_in` is the channel of the command it answers,
    /// if it answers one given in a channel.
    pub fn of(to: Target, asked_in: Option<ChannelId>, message: &Message) -> Self {
        let Some(slot) = message
            .slot
            .filter(|slot| matches!(slot, Slot::Board(_) | Slot::PrivateBoard(..)))
        else {
            return Self::Alone;
        };
        match (to, asked_in) {
            (Target::Reply, Some(place)) => Self::Answer(Answer { place, slot }),
            (Target::Reply, None) => Self::Alone,
            (to, _) => Self::Series(Series { to, slot }),
        }
    }

    fn series(self) -> Option<Series> {
        match self {
            Self::Series(series) => Some(series),
            Self::Answer(_) | Self::Alone => None,
        }
    }
}

/// What became of a message given to the easel.
pub enum Turn {
    /// Its turn: the message with its board drawn (holding the texts of any merged into it). Send it,
    /// then drop the [`Sending`], which lets the series' next message go.
    Send(Box<Message>, Sending),
    /// It went out inside a later message of its series, which has been sent.
    Merged,
}

/// A message of a series being sent: while it lives, the series' next message waits.
pub struct Sending {
    shared: Arc<Shared>,
    series: Option<Series>,
    /// Those whose messages were merged into this one, told once it is sent.
    merged: Vec<oneshot::Sender<Turn>>,
}

impl Drop for Sending {
    fn drop(&mut self) {
        for waiter in self.merged.drain(..) {
            // A waiter that stopped waiting has nothing left to be told.
            let _ = waiter.send(Turn::Merged);
        }
        let Some(series) = self.series else {
            return;
        };
        let next = {
            let mut underway = self.shared.underway();
            match underway.remove(&series) {
                Some(Some(next)) => {
                    underway.insert(series, None);
                    Some(next)
                }
                Some(None) | None => None,
            }
        };
        if let Some(next) = next {
            self.shared.start(next.into_job(Some(series)));
        }
    }
}

/// A message waiting for its series, with whoever waits for it.
struct Waiting {
    message: Message,
    reply: oneshot::Sender<Turn>,
    merged: Vec<oneshot::Sender<Turn>>,
}

impl Waiting {
    fn into_job(self, series: Option<Series>) -> Job {
        Job {
            series,
            ticket: None,
            message: self.message,
            reply: self.reply,
            merged: self.merged,
        }
    }
}

/// A message to draw.
struct Job {
    series: Option<Series>,
    /// An answer's place among the answers showing its board in its place.
    ticket: Option<Ticket>,
    message: Message,
    reply: oneshot::Sender<Turn>,
    merged: Vec<oneshot::Sender<Turn>>,
}

/// An answer's number among those showing the same board in the same place, beside the number of the
/// newest of them, which the drawing threads read without a lock.
struct Ticket {
    answer: Answer,
    newest: Arc<AtomicU64>,
    number: u64,
}

impl Ticket {
    /// Whether a newer answer shows the same board in the same place.
    fn superseded(&self) -> bool {
        self.newest.load(Ordering::Acquire) != self.number
    }
}

/// The series with a message being drawn or sent, and the one message each has waiting.
type Underway = HashMap<Series, Option<Waiting>>;

/// The number of the newest answer of each board and place with an answer still to be handed over.
type Newest = HashMap<Answer, Arc<AtomicU64>>;

/// What the easel's users share. Only threads at the usual priority take its lock: a drawing thread
/// that held it and was kept waiting for the CPU would hold up the threads that acknowledge moves.
struct Shared {
    underway: Mutex<Underway>,
    newest: Mutex<Newest>,
    /// The boards to draw, to the drawing threads.
    to_draw: mpsc::Sender<Job>,
}

impl Shared {
    /// Starts `job`, whose turn has come: a board to draw goes to the drawing threads; a message with
    /// none is handed over at once.
    fn start(self: &Arc<Self>, job: Job) {
        if has_board_to_draw(&job.message) {
            crate::telemetry::drawing_queue(1.0);
            // Drawing threads that are gone drop the job, and with it its answer.
            let _ = self.to_draw.send(job);
        } else {
            hand_over(self, job);
        }
    }

    /// The series under way; a panic while it was held cannot leave it half-changed (each change is
    /// made whole under the lock), so a poisoned lock is taken over.
    fn underway(&self) -> MutexGuard<'_, Underway> {
        self.underway
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
    }

    /// The newest answers; taken over when poisoned, as [`Shared::underway`].
    fn newest(&self) -> MutexGuard<'_, Newest> {
        self.newest
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
    }

    /// A ticket for a new answer of `answer`'s board and place, the newest of them from now on.
    fn ticket(&self, answer: Answer) -> Ticket {
        let newest = Arc::clone(self.newest().entry(answer).or_default());
        let number = newest.fetch_add(1, Ordering::AcqRel) + 1;
        Ticket {
            answer,
            newest,
            number,
        }
    }

    /// Forgets `ticket`'s board and place once its newest answer is handed over.
    fn retire(&self, ticket: &Ticket) {
        let mut newest = self.newest();
        if !ticket.superseded()
            && newest
                .get(&ticket.answer)
                .is_some_and(|counter| Arc::ptr_eq(counter, &ticket.newest))
        {
            newest.remove(&ticket.answer);
        }
    }
}

/// The drawing threads and the series' queues. The drawing threads run until the easel and the last
/// message it gave to be sent are gone, drawing the boards given them until then.
pub struct Easel {
    shared: Arc<Shared>,
}

impl Easel {
    /// An easel drawing on `threads` threads (at least one).
    pub fn new(threads: usize) -> Self {
        let (to_draw, boards) = mpsc::channel::<Job>();
        let (done, drawn) = mpsc::channel::<Painted>();
        let boards = Arc::new(Mutex::new(boards));
        for index in 0..threads.max(1) {
            let (boards, done) = (Arc::clone(&boards), done.clone());
            std::thread::Builder::new()
                .name(format!("easel-{index}"))
                .spawn(move || draw_all(&boards, &done))
                .expect("a drawing thread starts");
        }
        let shared = Arc::new(Shared {
            underway: Mutex::new(Underway::new()),
            newest: Mutex::new(Newest::new()),
            to_draw,
        });
        let courier = Arc::downgrade(&shared);
        std::thread::Builder::new()
            .name("easel-courier".into())
            .spawn(move || hand_all(&courier, &drawn))
            .expect("the easel's courier starts");
        Self { shared }
    }

    /// An easel with a drawing thread for each CPU but one (and at least one), so that the moves keep a
    /// CPU that no drawing thread has to be taken off first; one thread draws boards far faster than
    /// Discord takes a bot's posts (about 50 a second), and when moves come faster the boards merge.
    pub fn for_this_machine() -> Self {
        let cpus = std::thread::available_parallelism().map_or(1, usize::from);
        Self::new(cpus.saturating_sub(1))
    }

    /// Gives `message` to be drawn in its turn in `queue`; the answer says whether to send it (see
    /// [`Turn`]). The answer is dropped if the easel and every message it gave out to be sent are gone
    /// before the message's turn comes.
    pub fn take(&self, queue: Queue, message: Message) -> oneshot::Receiver<Turn> {
        let (reply, answer) = oneshot::channel();
        if let Queue::Answer(shown) = queue {
            let ticket = has_board_to_draw(&message).then(|| self.shared.ticket(shown));
            self.shared.start(Job {
                series: None,
                ticket,
                message,
                reply,
                merged: Vec::new(),
            });
            return answer;
        }
        let series = queue.series();
        let mut underway = self.shared.underway();
        match series.and_then(|series| underway.get_mut(&series)) {
            Some(waiting) => {
                *waiting = Some(match waiting.take() {
                    None => Waiting {
                        message,
                        reply,
                        merged: Vec::new(),
                    },
                    Some(earlier) => {
                        if has_board_to_draw(&earlier.message) {
                            crate::telemetry::boards_superseded(1);
                        }
                        let mut merged = earlier.merged;
                        merged.push(earlier.reply);
                        Waiting {
                            message: merge(earlier.message, message),
                            reply,
                            merged,
                        }
                    }
                });
            }
            None => {
                if let Some(series) = series {
                    underway.insert(series, None);
                }
                drop(underway);
                self.shared.start(Job {
                    series,
                    ticket: None,
                    message,
                    reply,
                    merged: Vec::new(),
                });
            }
        }
        answer
    }
}

/// Gives `job`'s message its turn: whoever waits for it is to send it.
fn hand_over(shared: &Arc<Shared>, job: Job) {
    if let Some(ticket) = &job.ticket {
        shared.retire(ticket);
    }
    let sending = Sending {
        shared: Arc::clone(shared),
        series: job.series,
        merged: job.merged,
    };
    // A receiver that is gone drops the turn, and with it `sending`, which lets the series go on.
    let _ = job.reply.send(Turn::Send(Box::new(job.message), sending));
}

/// One message of a series standing for `earlier` and `later`: both texts in order, both messages'
/// pings, and the rest (board, buttons, file) the later one's, the earlier's file kept when the later
/// has none.
fn merge(earlier: Message, later: Message) -> Message {
    let mut ping = earlier.ping;
    for user in later.ping {
        if !ping.contains(&user) {
            ping.push(user);
        }
    }
    Message {
        text: earlier.text.plain("\n").then(later.text),
        file: later.file.or(earlier.file),
        ping,
        ..later
    }
}

#[cfg(test)]
mod tests;
