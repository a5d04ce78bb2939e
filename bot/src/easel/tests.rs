//! The easel's queues and drawing threads, driven directly.

use super::drawing::lower_priority;
use super::*;
use crate::message::{Drawing, Image, Picture, TextFile};
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
    let out: Arc<Vec<AtomicBool>> = Arc::new((0..SERIES).map(|_| AtomicBool::new(false)).collect());
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
