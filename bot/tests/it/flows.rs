//! Flows a new player walks through from start to end: rematches, accepting among several challenges,
//! aborting before every player has moved, draws (with the computer too), rated and casual challenges,
//! and replays whose counts agree with their frames.

use crate::support::effects::{all_text, opened, refusal};
use crate::support::scene::{DEN_WIN, MINUTE, START, THREAD, general, thread};
use crate::support::talk::{fixed_seeds, open, open_with, say, start};
use umpire::host::Host;
use umpire::host::api::{Effect, GameId, Millis};

/// Plays `moves` in the thread, alice first; each must be taken.
fn play(host: &Host, moves: &[&str], now: Millis) {
    for (ply, text) in moves.iter().enumerate() {
        let who = if ply % 2 == 0 { "alice" } else { "bob" };
        let said = say(host, who, thread(), &format!("m {text}"), now);
        assert!(
            !said
                .iter()
                .any(|effect| matches!(effect, Effect::Send { message, .. } if message.private)),
            "{text} was refused: {said:#?}"
        );
    }
}

const HOUR: Millis = 60 * MINUTE;

/// Alice wins a game of Jungle against Bob, then asks for a rematch in its thread.
fn rematch_asked(folder: &std::path::Path) -> Host {
    let host = open(folder);
    start(&host, "challenge jungle @bob", START);
    play(&host, &DEN_WIN, START);
    let offered = all_text(&say(&host, "alice", thread(), "rematch", START + MINUTE));
    assert!(offered.contains("alice challenges bob"), "{offered}");
    host
}

#[test]
fn a_rematch_is_accepted_in_the_thread_it_was_posted_in() {
    let folder = tempfile::tempdir().unwrap();
    // The rematch waits through a restart.
    drop(rematch_asked(folder.path()));
    let host = open(folder.path());
    let accepted = say(&host, "bob", thread(), "accept", START + 2 * MINUTE);
    assert!(opened(&accepted).is_some(), "{accepted:#?}");
}

#[test]
fn a_rematch_asked_by_the_winner_names_the_winner_as_challenger() {
    let folder = tempfile::tempdir().unwrap();
    let host = rematch_asked(folder.path());
    let accepted = say(&host, "bob", general(), "accept", START + 2 * MINUTE);
    let news = all_text(&accepted);
    assert!(news.contains("bob joined alice's challenge"), "{news}");
}

#[test]
fn accept_among_several_challenges_asks_which_while_a_game_is_on() {
    let folder = tempfile::tempdir().unwrap();
    let host = open(folder.path());
    start(&host, "challenge jungle @bob", START);
    say(&host, "carol", general(), "challenge jungle @bob", START);
    say(&host, "alice", general(), "challenge jungle @bob", START);
    let which = refusal(&say(&host, "bob", general(), "accept", START));
    assert!(
        which.contains("Several challenges fit (c2") && which.contains("c3"),
        "{which}"
    );
}

/// A game of Jungle between alice and bob with an hour per move, in a host of its own.
fn hour_game(folder: &std::path::Path) -> (Host, GameId) {
    let host = open(folder);
    let (game, _) = start(&host, "challenge jungle @bob 1h", START);
    (host, game)
}

fn called_off(host: &Host, game: GameId) -> bool {
    let record = host.store().game(game).unwrap().unwrap();
    record.finished && record.cancelled && record.rating.is_none() && record.outcome.is_none()
}

#[test]
fn a_first_move_not_made_in_time_aborts_the_game_without_a_result() {
    // Nobody moved: the first player's time runs out.
    let folder = tempfile::tempdir().unwrap();
    let (host, game) = hour_game(folder.path());
    let said = all_text(&host.tick(START + 2 * HOUR));
    assert!(
        said.contains("alice (Blue) did not make a first move in time. It has no result."),
        "{said}"
    );
    assert!(called_off(&host, game));

    // Alice moved, Bob never does: still aborted, with the state read back after a restart.
    let folder = tempfile::tempdir().unwrap();
    let (host, game) = hour_game(folder.path());
    play(&host, &DEN_WIN[..1], START + MINUTE);
    drop(host);
    let host = open(folder.path());
    let said = all_text(&host.tick(START + 2 * HOUR));
    assert!(
        said.contains("bob (Red) did not make a first move"),
        "{said}"
    );
    assert!(called_off(&host, game));

    // Both moved: running out of time loses, as before.
    let folder = tempfile::tempdir().unwrap();
    let (host, game) = hour_game(folder.path());
    play(&host, &DEN_WIN[..2], START + MINUTE);
    let said = all_text(&host.tick(START + 2 * HOUR));
    assert!(said.contains("ran out of time"), "{said}");
    assert!(!host.store().game(game).unwrap().unwrap().cancelled);
}

#[test]
fn either_side_aborts_until_both_have_moved() {
    let folder = tempfile::tempdir().unwrap();
    let (host, game) = hour_game(folder.path());
    play(&host, &DEN_WIN[..1], START);
    let said = all_text(&say(&host, "bob", thread(), "abort", START));
    assert!(said.contains("called off"), "{said}");
    assert!(called_off(&host, game));

    let folder = tempfile::tempdir().unwrap();
    let (host, game) = hour_game(folder.path());
    play(&host, &DEN_WIN[..1], START);
    let said = all_text(&say(&host, "alice", thread(), "abort", START));
    assert!(said.contains("called off"), "{said}");
    assert!(called_off(&host, game));
}

#[test]
fn a_declined_draw_offer_waits_five_own_moves_in_every_game() {
    let folder = tempfile::tempdir().unwrap();
    let host = open(folder.path());
    start(&host, "challenge jungle @bob none", START);
    say(&host, "alice", thread(), "draw offer", START);
    say(&host, "bob", thread(), "draw decline", START);
    let early = refusal(&say(&host, "alice", thread(), "draw offer", START));
    assert!(
        early.contains("you may offer again after 5 more turns"),
        "{early}"
    );
    play(&host, &DEN_WIN[..10], START);
    let again = all_text(&say(&host, "alice", thread(), "draw offer", START));
    assert!(again.contains("offers a draw"), "{again}");
}

#[test]
fn the_computer_declines_a_draw_in_the_opening() {
    let folder = tempfile::tempdir().unwrap();
    let host = open_with(folder.path(), fixed_seeds());
    let effects = say(
        &host,
        "alice",
        general(),
        "challenge jungle bot level=2",
        START,
    );
    let game = opened(&effects).expect("the game starts");
    host.bind_place(game, THREAD);
    play(&host, &DEN_WIN[..1], START);
    let job = host.computer_job(game).expect("the computer is to move");
    host.computer_play(&job, job.think_measured(), START);
    say(&host, "alice", thread(), "draw offer", START);
    let job = host.computer_job(game).expect("the computer is to answer");
    assert_eq!(job.task, umpire::host::Task::AnswerDraw);
    let said = all_text(&host.computer_play(&job, job.think_measured(), START));
    assert!(said.contains("too early for a draw"), "{said}");
    let record = host.store().game(game).unwrap().unwrap();
    assert!(!record.finished && record.draw_offers.is_empty());
}

#[test]
fn challenges_say_whether_they_are_rated() {
    let folder = tempfile::tempdir().unwrap();
    let host = open(folder.path());
    let rated = all_text(&say(
        &host,
        "alice",
        general(),
        "challenge jungle @bob",
        START,
    ));
    assert!(rated.contains("1 day per move, rated."), "{rated}");
    let casual = all_text(&say(
        &host,
        "alice",
        general(),
        "challenge jungle @carol casual",
        START,
    ));
    assert!(casual.contains("per move, casual (unrated)."), "{casual}");
    let listed = all_text(&say(&host, "alice", general(), "challenges", START));
    assert!(
        listed.contains("per move, rated ·") && listed.contains("per move, casual (unrated) ·"),
        "{listed}"
    );
    // The bot's level 2 is not called casual.
    let bot = all_text(&say(
        &host,
        "carol",
        general(),
        "challenge jungle bot level=2",
        START,
    ));
    assert!(bot.contains("level 2 (easy)"), "{bot}");
}

/// The delays of every image of a GIF, in order.
fn delays(gif: &[u8]) -> Vec<u16> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(gif).expect("a GIF");
    let mut delays = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        delays.push(frame.delay);
    }
    delays
}

#[test]
fn a_replay_counts_the_moves_it_shows_one_frame_each() {
    let folder = tempfile::tempdir().unwrap();
    let host = open(folder.path());
    let (game, _) = start(&host, "challenge jungle @bob none", START);
    play(&host, &DEN_WIN[..2], START);
    say(&host, "alice", thread(), "takeback", START);
    say(&host, "bob", thread(), "takeback accept", START);
    // Two moves and the takeback of both are logged.
    assert_eq!(host.store().game(game).unwrap().unwrap().log_len, 3);
    play(&host, &DEN_WIN, START);
    let replay = say(
        &host,
        "carol",
        general(),
        &format!("replay #{}", game.0),
        START,
    );
    let said = all_text(&replay);
    assert!(said.contains("13 moves"), "{said}");
    let gif = replay
        .iter()
        .find_map(|effect| match effect {
            Effect::Send { message, .. } => message.image.clone(),
            _ => None,
        })
        .expect("the replay is attached");
    let delays = delays(&gif.bytes().unwrap());
    // The start, each of the 13 moves, and the end: one image each, each on screen for a while.
    assert_eq!(delays.len(), 13 + 2, "{delays:?}");
    assert!(delays.iter().all(|&delay| delay > 0), "{delays:?}");
}

#[test]
fn a_takeback_says_once_who_is_to_play() {
    let folder = tempfile::tempdir().unwrap();
    let host = open(folder.path());
    start(&host, "challenge jungle @bob", START);
    play(&host, &DEN_WIN[..1], START);
    say(&host, "alice", thread(), "takeback", START);
    let agreed = say(&host, "bob", thread(), "takeback accept", START);
    let board = agreed
        .iter()
        .find_map(|effect| match effect {
            Effect::Send { message, .. } if message.text.contains("Taken back") => {
                Some(message.text.to_plain())
            }
            _ => None,
        })
        .expect("the takeback is told");
    assert_eq!(board.matches("to play").count(), 1, "{board}");
    assert!(board.contains("alice (Blue) to play"), "{board}");
}

#[test]
fn replay_typed_in_a_channel_means_the_last_game_finished_there() {
    let folder = tempfile::tempdir().unwrap();
    let host = open(folder.path());
    start(&host, "challenge jungle @bob", START);
    play(&host, &DEN_WIN, START);
    let replay = say(&host, "bob", general(), "replay", START + MINUTE);
    let said = all_text(&replay);
    assert!(said.contains("13 moves"), "{said}");
    assert!(
        replay.iter().any(|effect| matches!(
            effect,
            Effect::Send { message, .. } if message.image.is_some()
        )),
        "{said}"
    );
}
