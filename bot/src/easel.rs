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

use crate::message::{Image, Message, Picture, Slot, Target};
use crate::model::ChannelId;
use std::collections::HashMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, Weak, mpsc};
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

/// A job whose board has been drawn, and what went wrong if it could not be.
type Painted = (Job, Option<Unpainted>);

/// A drawing thread's work: draws the boards given until the easel stops. It takes no lock but the
/// drawing threads' own and hands each board to the courier, so that its being kept from the CPU
/// never holds up a thread of the usual priority.
fn draw_all(boards: &Mutex<mpsc::Receiver<Job>>, done: &mpsc::Sender<Painted>) {
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
fn hand_all(shared: &Weak<Shared>, drawn: &mpsc::Receiver<Painted>) {
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

/// Whether `message` holds a board still to be drawn.
fn has_board_to_draw(message: &Message) -> bool {
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
enum Unpainted {
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
mod tests {
    use super::*;
    use crate::message::{Drawing, TextFile};
    use crate::model::{GameId, UserId};
    use games::{Audience, GameKind};
    use tokio::sync::oneshot::error::TryRecvError;

    fn said(text: &str) -> Message {
        Message {
            text: text.into(),
            slot: Some(Slot::Board(GameId(7))),
            ..Message::default()
        }
    }

    fn public_board_of_game_7() -> Series {
        Series {
            to: Target::Game(GameId(7)),
            slot: Slot::Board(GameId(7)),
        }
    }

    /// The turn `answer` brings, waiting for it.
    fn turn(answer: oneshot::Receiver<Turn>) -> Turn {
        answer.blocking_recv().expect("the easel answers")
    }

    fn to_send(answer: oneshot::Receiver<Turn>) -> (Message, Sending) {
        match turn(answer) {
            Turn::Send(message, sending) => (*message, sending),
            Turn::Merged => panic!("expected the message to be sent, not merged"),
        }
    }

    /// A message with Jungle's start to draw, in no series.
    fn jungle_board() -> Message {
        let kind: GameKind = "jungle".parse().expect("a game");
        let game = kind
            .create(&kind.check_options(&[]).expect("the standard options"), 3)
            .expect("a game");
        Message {
            text: "Blue to move".into(),
            image: Some(Image {
                file_name: "game-3-0.png".into(),
                picture: Picture::Board(Box::new(Drawing {
                    view: game.view(Audience::Public),
                    style: render::Style::default(),
                })),
                alt: String::new(),
            }),
            ..Message::default()
        }
    }

    /// Keeps the only drawing thread of `easel` busy with `boards` boards, whose turns are returned.
    fn keep_busy(easel: &Easel, boards: usize) -> Vec<oneshot::Receiver<Turn>> {
        let board = jungle_board();
        (0..boards)
            .map(|_| easel.take(Queue::Alone, board.clone()))
            .collect()
    }

    #[test]
    fn a_board_is_drawn_into_a_png_before_its_turn_comes() {
        let easel = Easel::new(1);
        let (sent, _sending) = to_send(easel.take(Queue::Alone, jungle_board()));
        match sent.image.expect("an image").picture {
            Picture::Encoded { bytes } => assert!(bytes.starts_with(b"\x89PNG")),
            Picture::Board(_) => panic!("the board was not drawn"),
        }
    }

    #[test]
    fn a_series_sends_one_message_at_a_time_and_merges_those_that_come_meanwhile() {
        let easel = Easel::new(2);
        let series = Queue::Series(public_board_of_game_7());
        let (first, sending_first) = to_send(easel.take(series, said("Ada: a")));
        assert_eq!(first.text.to_plain(), "Ada: a");
        let mut second = easel.take(series, said("Bob: b"));
        let third = easel.take(series, said("Ada: c"));
        std::thread::sleep(std::time::Duration::from_millis(20));
        assert!(matches!(second.try_recv(), Err(TryRecvError::Empty)));

        drop(sending_first);
        let (merged, sending_merged) = to_send(third);
        assert_eq!(merged.text.to_plain(), "Bob: b\nAda: c");
        assert!(matches!(second.try_recv(), Err(TryRecvError::Empty)));
        drop(sending_merged);
        assert!(matches!(turn(second), Turn::Merged));
    }

    #[test]
    fn series_do_not_wait_for_one_another_nor_messages_of_no_series() {
        let easel = Easel::new(1);
        let (_, _sending_public) =
            to_send(easel.take(Queue::Series(public_board_of_game_7()), said("a")));
        let private = Series {
            to: Target::Direct(UserId(1)),
            slot: Slot::PrivateBoard(GameId(7), UserId(1)),
        };
        let (_, _sending_private) = to_send(easel.take(Queue::Series(private), said("b")));
        let (_, _sending_lone) = to_send(easel.take(Queue::Alone, said("c")));
        let (_, _sending_lone_too) = to_send(easel.take(Queue::Alone, said("d")));
    }

    #[test]
    fn a_message_with_no_board_has_its_turn_without_waiting_for_the_drawing_threads() {
        let easel = Easel::new(1);
        let _boards = keep_busy(&easel, 50);
        // A text is answered at once.
        let mut text = easel.take(
            Queue::Alone,
            Message {
                text: "Played.".into(),
                ..Message::default()
            },
        );
        assert!(matches!(text.try_recv(), Ok(Turn::Send(..))));
    }

    #[test]
    fn a_turn_nobody_waits_for_lets_its_series_go_on() {
        let easel = Easel::new(1);
        let series = Queue::Series(public_board_of_game_7());
        drop(easel.take(series, said("a")));
        let (next, _sending) = to_send(easel.take(series, said("b")));
        assert_eq!(next.text.to_plain(), "b");
    }

    /// Messages given from several tasks at once to three series, each turn taken by a task of its
    /// own that "sends" for a while: every series has at most one message out at a time, and its sent
    /// messages carry each given text exactly once, in the order given.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn under_contention_every_text_goes_out_once_in_order_one_message_at_a_time() {
        use rand::{Rng, SeedableRng};
        use std::sync::atomic::{AtomicBool, Ordering};
        const SERIES: u64 = 3;
        const MESSAGES: usize = 60;
        let easel = Arc::new(Easel::new(2));
        let out: Arc<Vec<AtomicBool>> =
            Arc::new((0..SERIES).map(|_| AtomicBool::new(false)).collect());
        let sent: Arc<Mutex<Vec<Vec<String>>>> =
            Arc::new(Mutex::new(vec![Vec::new(); SERIES as usize]));
        let mut givers = Vec::new();
        for game in 0..SERIES {
            let (easel, out, sent) = (Arc::clone(&easel), Arc::clone(&out), Arc::clone(&sent));
            givers.push(tokio::spawn(async move {
                let mut rng = rand::rngs::StdRng::seed_from_u64(game);
                let series = Queue::Series(Series {
                    to: Target::Game(GameId(game)),
                    slot: Slot::Board(GameId(game)),
                });
                let mut turns = Vec::new();
                for index in 0..MESSAGES {
                    let answer = easel.take(series, said(&format!("{game}:{index}")));
                    let (out, sent) = (Arc::clone(&out), Arc::clone(&sent));
                    let posting = std::time::Duration::from_micros(rng.gen_range(0..2_000));
                    turns.push(tokio::spawn(async move {
                        if let Ok(Turn::Send(message, sending)) = answer.await {
                            let series = usize::try_from(game).expect("a small number");
                            assert!(
                                !out[series].swap(true, Ordering::SeqCst),
                                "two messages of one series out at once"
                            );
                            sent.lock().expect("the log")[series]
                                .extend(message.text.to_plain().lines().map(str::to_owned));
                            tokio::time::sleep(posting).await;
                            out[series].store(false, Ordering::SeqCst);
                            drop(sending);
                        }
                    }));
                    if rng.gen_bool(0.3) {
                        tokio::time::sleep(std::time::Duration::from_micros(500)).await;
                    }
                }
                for turn in turns {
                    turn.await.expect("a turn");
                }
            }));
        }
        for giver in givers {
            giver.await.expect("a giver");
        }
        let sent = sent.lock().expect("the log");
        for (game, lines) in sent.iter().enumerate() {
            let given: Vec<String> = (0..MESSAGES)
                .map(|index| format!("{game}:{index}"))
                .collect();
            assert_eq!(*lines, given);
        }
    }

    #[test]
    fn a_merged_message_pings_everyone_either_pinged_and_keeps_a_file() {
        let file = TextFile {
            file_name: "game-7.txt".into(),
            text: "1. a".into(),
        };
        let earlier = Message {
            ping: vec![UserId(1), UserId(2)],
            file: Some(Box::new(file.clone())),
            ..said("earlier")
        };
        let later = Message {
            ping: vec![UserId(2), UserId(3)],
            buttons: Vec::new(),
            ..said("later")
        };
        let merged = merge(earlier, later);
        assert_eq!(merged.ping, vec![UserId(1), UserId(2), UserId(3)]);
        assert_eq!(merged.file.as_deref(), Some(&file));
        assert_eq!(merged.text.to_plain(), "earlier\nlater");
    }

    #[test]
    fn only_boards_sent_to_a_lasting_place_form_a_series_and_answers_are_told_by_their_place() {
        let board = said("a");
        let asked_in = Some(ChannelId(5));
        assert_eq!(
            Queue::of(Target::Game(GameId(7)), asked_in, &board),
            Queue::Series(public_board_of_game_7())
        );
        let answer = Answer {
            place: ChannelId(5),
            slot: Slot::Board(GameId(7)),
        };
        assert_eq!(
            Queue::of(Target::Reply, asked_in, &board),
            Queue::Answer(answer)
        );
        assert_eq!(Queue::of(Target::Reply, None, &board), Queue::Alone);
        let offer = Message {
            slot: Some(Slot::DrawOffer(GameId(7))),
            ..said("a draw?")
        };
        assert_eq!(
            Queue::of(Target::Game(GameId(7)), None, &offer),
            Queue::Alone
        );
        assert_eq!(Queue::of(Target::Reply, asked_in, &offer), Queue::Alone);
        assert_eq!(
            Queue::of(Target::Game(GameId(7)), None, &Message::default()),
            Queue::Alone
        );
    }

    /// Jungle's start to draw, as the answer showing game 7's board in channel `place`.
    fn answer_in(place: u64, text: &str) -> (Queue, Message) {
        let queue = Queue::Answer(Answer {
            place: ChannelId(place),
            slot: Slot::Board(GameId(7)),
        });
        let message = Message {
            text: text.into(),
            slot: Some(Slot::Board(GameId(7))),
            ..jungle_board()
        };
        (queue, message)
    }

    fn is_drawn(message: &Message) -> bool {
        matches!(
            message.image,
            Some(Image {
                picture: Picture::Encoded { .. },
                ..
            })
        )
    }

    #[test]
    fn an_answer_goes_without_its_board_when_a_newer_one_shows_it_in_the_same_place_first() {
        let easel = Easel::new(1);
        // The answers wait behind these boards.
        let busy = keep_busy(&easel, 30);
        let (queue, message) = answer_in(5, "Ada: a");
        let first = easel.take(queue, message);
        let (queue, message) = answer_in(6, "Bob, elsewhere: b");
        let elsewhere = easel.take(queue, message);
        let (queue, message) = answer_in(5, "Ada: c");
        let newest = easel.take(queue, message);
        for turn in busy {
            drop(to_send(turn));
        }
        let (first, _sending) = to_send(first);
        assert_eq!(first.text.to_plain(), "Ada: a");
        assert!(first.image.is_none(), "the newer answer shows the board");
        let (elsewhere, _sending) = to_send(elsewhere);
        assert!(
            is_drawn(&elsewhere),
            "another place's answer keeps its board"
        );
        let (newest, _sending) = to_send(newest);
        assert!(is_drawn(&newest));
        // Once the newest is out, the next answer there is drawn again.
        let (queue, message) = answer_in(5, "Ada: d");
        let (later, _sending) = to_send(easel.take(queue, message));
        assert!(is_drawn(&later));
        assert!(
            easel.shared.newest().is_empty(),
            "nothing is kept for answers handed over"
        );
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_drawing_thread_runs_only_when_no_other_thread_wants_the_cpu() {
        use thread_priority::{
            NormalThreadSchedulePolicy, ThreadSchedulePolicy, thread_schedule_policy,
        };
        let policy = std::thread::spawn(|| {
            lower_priority("the drawing threads");
            thread_schedule_policy().expect("the policy is readable")
        })
        .join()
        .expect("the thread ends");
        assert_eq!(
            policy,
            ThreadSchedulePolicy::Normal(NormalThreadSchedulePolicy::Idle)
        );
    }
}
