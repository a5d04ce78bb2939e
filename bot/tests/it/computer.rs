//! Games against the bot itself, driven through the host as the adapters drive it: the host asks for the
//! computer's turn with `Effect::Think`, the test runs the search (on its node budget, so the games are the
//! same on any machine) and hands the result back.

use crate::support::effects::{opened, refusal};
use crate::support::scene::{START, THREAD, general, mentioned, thread, user};
use crate::support::talk::{command, fixed_seeds, open_with, say};
use games::{Audience, Seat};
use std::path::Path;
use umpire::host::Host;
use umpire::host::api::{COMPUTER, Command, Effect, GameId, Millis, Request, Target, UserId, Via};
use umpire::store::replay;

/// What alice's command `text` in the general channel is told: the parser's sentence, or the host's one
/// private reply.
fn refused(host: &Host, text: &str) -> String {
    match Request::parse(text, mentioned) {
        Ok(request) => refusal(&host.handle(
            Command {
                from: user("alice"),
                place: general(),
                via: Via::Text,
                request,
            },
            START,
        )),
        Err(error) => error.0.to_plain(),
    }
}

fn thinks(effects: &[Effect]) -> Vec<GameId> {
    effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Think(game) => Some(*game),
            _ => None,
        })
        .collect()
}

/// Nothing the host says may go to the computer.
fn assert_nothing_for_the_computer(effects: &[Effect]) {
    for effect in effects {
        assert!(
            !matches!(
                effect,
                Effect::Send {
                    to: Target::Direct(COMPUTER),
                    ..
                }
            ),
            "a message for the computer: {effect:#?}"
        );
    }
}

/// A host with fixed seeds on the sled database in `path`.
fn open(path: &Path) -> Host {
    open_with(path, fixed_seeds())
}

/// Alice challenges the bot with `challenge`; the game's thread is bound. Returns the game and the
/// effects of the challenge.
fn challenge_bot(host: &Host, challenge: &str) -> (GameId, Vec<Effect>) {
    let effects = say(host, "alice", general(), challenge, START);
    let game = opened(&effects).unwrap_or_else(|| panic!("no game started: {effects:#?}"));
    host.bind_place(game, THREAD);
    (game, effects)
}

/// Runs the computer's search for `game` as an adapter would, on the node budget.
fn computer_turn(host: &Host, game: GameId, now: Millis) -> Vec<Effect> {
    let job = host.computer_job(game).expect("the computer is to act");
    let thought = job.think_measured();
    assert!(thought.is_ok(), "{thought:?}");
    host.computer_play(&job, thought, now)
}

fn log_len(host: &Host, game: GameId) -> u64 {
    host.store().game(game).unwrap().unwrap().log_len
}

fn finished(host: &Host, game: GameId) -> bool {
    host.store().game(game).unwrap().unwrap().finished
}

/// A small seeded stream for the human's random moves.
struct Dice(u64);

impl Dice {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

#[test]
fn a_jungle_game_against_the_computer_is_played_to_the_end() {
    let folder = tempfile::tempdir().unwrap();
    let host = open(folder.path());
    let (game, opening) = challenge_bot(&host, "challenge jungle bot level=1");
    let said = opening
        .iter()
        .filter_map(|effect| match effect {
            Effect::Send { message, .. } => Some(message.text.to_plain()),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join("\n");
    assert!(
        said.contains("alice takes on the bot at level 1 (beginner)"),
        "{said}"
    );
    assert!(said.contains("unrated"), "{said}");
    // Alice has the first seat and moves first: the computer waits.
    assert!(thinks(&opening).is_empty());
    assert!(host.computer_job(game).is_none());
    let mut dice = Dice(11);
    let mut now = START;
    let mut computer_moves = 0;
    for _ in 0..400 {
        if finished(&host, game) {
            break;
        }
        now += 1000;
        let moves = host.legal_moves(user("alice").id, thread(), "");
        assert!(!moves.is_empty(), "alice has no move");
        let mv = &moves[dice.below(moves.len())];
        let effects = say(&host, "alice", thread(), &format!("move {mv}"), now);
        assert_nothing_for_the_computer(&effects);
        if finished(&host, game) {
            assert!(thinks(&effects).is_empty());
            break;
        }
        assert_eq!(thinks(&effects), [game], "the computer is asked to move");
        // Alice may not move for the computer.
        assert!(host.legal_moves(user("alice").id, thread(), "").is_empty());
        let before = log_len(&host, game);
        now += 1000;
        let played = computer_turn(&host, game, now);
        assert_nothing_for_the_computer(&played);
        assert_eq!(
            log_len(&host, game),
            before + 1,
            "the computer made one move"
        );
        assert!(
            played.iter().any(|effect| matches!(
                effect,
                Effect::Send {
                    to: Target::Game(id),
                    ..
                } if *id == game
            )),
            "the computer's move is shown in the game: {played:#?}"
        );
        // Its move does not ask for another.
        assert!(thinks(&played).is_empty());
        computer_moves += 1;
    }
    assert!(finished(&host, game), "the game ended");
    assert!(computer_moves > 0);
    // The computer's moves are stored and logged like anyone's: the log replays to the stored game.
    let record = host.store().game(game).unwrap().unwrap();
    let replayed = replay(&record, &host.store().log(game).unwrap()).unwrap();
    assert_eq!(replayed.snapshot().json, record.snapshot);
    assert!(replayed.outcome().is_some());

    // A rematch starts at once with the seats turned: the computer has the first seat and moves first.
    let rematch = say(
        &host,
        "alice",
        thread(),
        &format!("rematch #{}", game.0),
        now + 1000,
    );
    let next = opened(&rematch).unwrap_or_else(|| panic!("no rematch: {rematch:#?}"));
    assert_eq!(thinks(&rematch), [next]);
    let record = host.store().game(next).unwrap().unwrap();
    assert_eq!(record.player(Seat(0)).id, COMPUTER);
    assert_eq!(record.player(Seat(1)).id, user("alice").id);
    assert_eq!(record.computer.map(|computer| computer.level), Some(1));
    computer_turn(&host, next, now + 2000);
    assert_eq!(log_len(&host, next), 1);
}

/// Alice and the computer take turns in `game`, alice first, for 40 plies or to the end: alice plays one of
/// her listed actions but `pass`, drawn by `dice`; then the computer is asked to act and acts once. Nothing
/// is said to the computer. Returns the plies played.
fn take_turns_with_the_computer(host: &Host, game: GameId, dice: &mut Dice) -> usize {
    let mut now = START;
    let mut plies = 0;
    while plies < 40 && !finished(host, game) {
        now += 1000;
        let actions: Vec<String> = host
            .legal_moves(user("alice").id, thread(), "")
            .into_iter()
            .filter(|action| action != "pass")
            .collect();
        let action = &actions[dice.below(actions.len())];
        let effects = say(host, "alice", thread(), &format!("move {action}"), now);
        assert_nothing_for_the_computer(&effects);
        plies += 1;
        if finished(host, game) {
            break;
        }
        assert_eq!(thinks(&effects), [game], "the computer is asked to act");
        let before = log_len(host, game);
        now += 1000;
        let played = computer_turn(host, game, now);
        assert_nothing_for_the_computer(&played);
        assert_eq!(log_len(host, game), before + 1, "the computer acted once");
        assert!(thinks(&played).is_empty());
        plies += 1;
    }
    plies
}

#[test]
fn a_lun_jungi_game_against_the_computer_goes_on_move_by_move() {
    let folder = tempfile::tempdir().unwrap();
    let host = open(folder.path());
    let (game, opening) = challenge_bot(&host, "challenge lun bot level=2");
    assert!(
        thinks(&opening).is_empty(),
        "alice is South and moves first"
    );
    let plies = take_turns_with_the_computer(&host, game, &mut Dice(5));
    assert!(plies >= 2, "both sides moved");
    assert_replays(&host, game);
}

#[test]
fn a_fanqi_game_against_the_computer_goes_on_flip_by_flip_and_move_by_move() {
    let folder = tempfile::tempdir().unwrap();
    let host = open(folder.path());
    let (game, opening) = challenge_bot(&host, "challenge fanqi bot level=2");
    assert!(thinks(&opening).is_empty(), "alice is South and acts first");
    let plies = take_turns_with_the_computer(&host, game, &mut Dice(3));
    assert!(plies >= 20, "both sides acted");
    assert_replays(&host, game);
}

#[test]
fn a_restart_in_the_middle_of_a_game_resumes_the_computers_turn() {
    let folder = tempfile::tempdir().unwrap();
    let game = {
        let host = open(folder.path());
        let (game, _) = challenge_bot(&host, "challenge jungle bot level=2");
        assert!(host.computer_turns().is_empty(), "alice moves first");
        let effects = say(&host, "alice", thread(), "move a1a2", START + 1000);
        assert_eq!(thinks(&effects), [game]);
        // The bot goes down before the search ends: nothing of it was stored.
        assert_eq!(log_len(&host, game), 1);
        game
    };
    let host = open(folder.path());
    assert_eq!(host.computer_turns(), [Effect::Think(game)]);
    let played = computer_turn(&host, game, START + 5000);
    assert_eq!(log_len(&host, game), 2);
    assert!(!played.is_empty());
    // Now it is alice's turn: nothing waits for the computer.
    assert!(host.computer_turns().is_empty());
    assert!(!host.legal_moves(user("alice").id, thread(), "").is_empty());
}

#[test]
fn a_result_for_a_game_that_moved_on_is_dropped() {
    let folder = tempfile::tempdir().unwrap();
    let host = open(folder.path());
    let (game, _) = challenge_bot(&host, "challenge jungle bot level=1");
    say(&host, "alice", thread(), "move a1a2", START + 1000);
    let job = host.computer_job(game).unwrap();
    let thought = job.think_measured();
    // Alice resigns while the computer thinks.
    say(&host, "alice", thread(), "resign confirm", START + 2000);
    assert!(finished(&host, game));
    let length = log_len(&host, game);
    assert!(host.computer_play(&job, thought, START + 3000).is_empty());
    assert_eq!(log_len(&host, game), length);
    assert!(host.computer_job(game).is_none());
}

#[test]
fn the_computer_sees_only_what_its_seat_sees() {
    let folder = tempfile::tempdir().unwrap();
    let host = open(folder.path());
    let (game, _) = challenge_bot(&host, "challenge jungle bot");
    say(&host, "alice", thread(), "move a1a2", START + 1000);
    let job = host.computer_job(game).unwrap();
    assert_eq!(job.level, ai::Level::DEFAULT);
    let seen = job.seen();
    assert_eq!(seen.seat(), Seat(1));
    assert!(seen.to_act());
    // Jungle hides nothing, so its seat may read the whole state; the view is the seat's own.
    assert!(seen.open_state().is_some());
    let session_view = host
        .store()
        .game(game)
        .unwrap()
        .map(|record| {
            replay(&record, &host.store().log(game).unwrap())
                .unwrap()
                .view(Audience::Seat(Seat(1)))
        })
        .unwrap();
    assert_eq!(seen.view(), session_view);
}

#[test]
fn challenges_to_the_bot_are_checked() {
    let folder = tempfile::tempdir().unwrap();
    let host = open(folder.path());
    assert!(
        refused(&host, "challenge jungle bot level=7").contains("\"7\" is not a level"),
        "{}",
        refused(&host, "challenge jungle bot level=7")
    );
    assert!(refused(&host, "challenge jungle bot level=zero").contains("1 (beginner)"));
    assert!(refused(&host, "challenge jungle level=2").contains("against the bot"));
    assert!(refused(&host, "challenge jungle bot ai").contains("named twice"));
    assert!(
        refused(&host, "challenge junqi bot flag_carrier=on").contains("flag_carrier=off"),
        "{}",
        refused(&host, "challenge junqi bot flag_carrier=on")
    );
    // Levels read by name too, and the mention of the bot works like the word.
    let (game, _) = challenge_bot(&host, "challenge jungle @umpire level=strong");
    let record = host.store().game(game).unwrap().unwrap();
    assert_eq!(record.computer.map(|computer| computer.level), Some(4));
    assert_eq!(record.player(Seat(1)).id, COMPUTER);
    assert_eq!(record.player(Seat(1)).name, "Umpire (level 4)");
}

#[test]
fn in_junqi_the_computer_sets_up_privately_says_ready_and_plays() {
    let folder = tempfile::tempdir().unwrap();
    let host = open(folder.path());
    let (game, opening) = challenge_bot(&host, "challenge junqi bot level=1");
    assert_nothing_for_the_computer(&opening);
    // Both seats set up at once: the computer is asked at the start.
    assert_eq!(thinks(&opening), [game]);
    let setup = computer_turn(&host, game, START + 1000);
    assert_nothing_for_the_computer(&setup);
    let said = setup
        .iter()
        .filter_map(|effect| match effect {
            Effect::Send { to, message } => Some((*to, message.text.to_plain())),
            _ => None,
        })
        .collect::<Vec<_>>();
    // The public hears that it is ready, and nothing of its setup.
    assert!(
        said.iter()
            .any(|(to, text)| *to == Target::Game(game) && text.contains("ready")),
        "{said:#?}"
    );
    let log = host.store().log(game).unwrap();
    assert_eq!(log.len(), 2, "its setup, then ready");
    assert!(host.computer_job(game).is_none(), "it waits for alice");
    // Alice gets ready; play starts and she moves first.
    let effects = say(&host, "alice", thread(), "move ready", START + 2000);
    assert!(thinks(&effects).is_empty());
    let mut dice = Dice(3);
    for turn in 0..6 {
        if finished(&host, game) {
            break;
        }
        let moves = host.legal_moves(user("alice").id, thread(), "");
        let mv = &moves[dice.below(moves.len())];
        let effects = say(
            &host,
            "alice",
            thread(),
            &format!("move {mv}"),
            START + 3000 + turn,
        );
        assert_nothing_for_the_computer(&effects);
        if finished(&host, game) {
            break;
        }
        assert_eq!(thinks(&effects), [game]);
        let before = log_len(&host, game);
        let played = computer_turn(&host, game, START + 3500 + turn);
        assert_nothing_for_the_computer(&played);
        assert_eq!(log_len(&host, game), before + 1);
    }
    let record = host.store().game(game).unwrap().unwrap();
    let replayed = replay(&record, &host.store().log(game).unwrap()).unwrap();
    assert_eq!(replayed.snapshot().json, record.snapshot);
}

/// Plays `game` on: alice's random moves (never a pass) on her turns, the computer's on its seats', until
/// `plies` turns were played or the game is over. Returns the turns played.
fn play_with_the_computer(host: &Host, game: GameId, plies: usize, dice: &mut Dice) -> usize {
    let mut played = 0;
    let mut now = START + 10_000;
    while played < plies && !finished(host, game) {
        now += 1000;
        let before = log_len(host, game);
        let moves: Vec<String> = host
            .legal_moves(user("alice").id, thread(), "")
            .into_iter()
            .filter(|mv| mv != "pass")
            .collect();
        let effects = if moves.is_empty() {
            computer_turn(host, game, now)
        } else {
            let mv = &moves[dice.below(moves.len())];
            say(host, "alice", thread(), &format!("move {mv}"), now)
        };
        assert_nothing_for_the_computer(&effects);
        assert_eq!(log_len(host, game), before + 1, "one turn was played");
        if !finished(host, game) && host.legal_moves(user("alice").id, thread(), "").is_empty() {
            assert_eq!(thinks(&effects), [game], "the computer is asked to move");
        }
        played += 1;
    }
    played
}

/// The log of `game` replays to the stored game.
fn assert_replays(host: &Host, game: GameId) -> Box<dyn games::Game> {
    let record = host.store().game(game).unwrap().unwrap();
    let replayed = replay(&record, &host.store().log(game).unwrap()).unwrap();
    assert_eq!(replayed.snapshot().json, record.snapshot);
    replayed
}

#[test]
fn in_junqi_for_four_the_computer_takes_three_seats_sets_each_up_and_plays_forty_plies_that_replay()
{
    let folder = tempfile::tempdir().unwrap();
    let host = open(folder.path());
    let (game, opening) = challenge_bot(&host, "challenge junqi4 bot level=1");
    assert_nothing_for_the_computer(&opening);
    assert_eq!(thinks(&opening), [game], "every seat sets up at once");
    let record = host.store().game(game).unwrap().unwrap();
    assert_eq!(record.player(Seat(0)).id, user("alice").id);
    for seat in 1..4 {
        assert_eq!(record.player(Seat(seat)).id, COMPUTER, "seat {seat}");
    }
    // Each of its seats sets up privately and says ready, one job at a time.
    for seat in 1..4u64 {
        let job = host
            .computer_job(game)
            .expect("a seat of the computer sets up");
        assert_eq!(job.seat, Seat(seat as u8));
        let effects = computer_turn(&host, game, START + 1000 * seat);
        assert_nothing_for_the_computer(&effects);
        assert_eq!(thinks(&effects).is_empty(), seat == 3, "{effects:#?}");
    }
    assert_eq!(
        host.store().log(game).unwrap().len(),
        6,
        "three setups, each then ready"
    );
    assert!(host.computer_job(game).is_none(), "it waits for alice");
    let effects = say(&host, "alice", thread(), "move ready", START + 5000);
    assert!(thinks(&effects).is_empty(), "South moves first");
    let played = play_with_the_computer(&host, game, 40, &mut Dice(17));
    assert!(played >= 40 || finished(&host, game), "{played} turns");
    let replayed = assert_replays(&host, game);
    // What each of its seats reads is that seat's record: its own setup and the public lines.
    let seen = replayed.record(Audience::Seat(Seat(1)), &[]);
    assert!(seen.contains("[Setup E "), "{seen}");
    assert!(!seen.contains("[Setup N "), "{seen}");
    assert!(!seen.contains("[Setup S "), "{seen}");
}

#[test]
fn alice_names_her_partner_and_the_bot_takes_the_other_seats_once_he_accepts() {
    let folder = tempfile::tempdir().unwrap();
    let host = open(folder.path());
    let posted = host.handle(
        command("alice", general(), "challenge junqi4 @bob bot level=1"),
        START,
    );
    assert!(
        opened(&posted).is_none(),
        "the game waits for bob: {posted:#?}"
    );
    let post = posted
        .iter()
        .find_map(|effect| match effect {
            Effect::Send { message, .. } if !message.private => Some(message.text.to_plain()),
            _ => None,
        })
        .expect("the challenge is posted");
    assert!(post.contains("bob"), "{post}");
    assert!(post.contains("the bot at level 1"), "{post}");
    // Nobody else may take a seat: the bot holds every seat nobody was named for.
    let refused = host.handle(command("carol", general(), "accept"), START + 10);
    assert!(opened(&refused).is_none(), "{refused:#?}");
    let accepted = host.handle(command("bob", general(), "accept"), START + 20);
    let game = opened(&accepted)
        .unwrap_or_else(|| panic!("the game starts once bob accepts: {accepted:#?}"));
    assert_eq!(thinks(&accepted), [game], "the bot's seats set up at once");
    assert_nothing_for_the_computer(&accepted);
    let record = host.store().game(game).unwrap().unwrap();
    let seated: Vec<UserId> = (0..4).map(|seat| record.player(Seat(seat)).id).collect();
    assert_eq!(
        seated,
        [user("alice").id, COMPUTER, user("bob").id, COMPUTER],
        "bob sits opposite alice, as her partner"
    );
    assert!(record.casual, "games with the bot are unrated");
    let news: Vec<String> = accepted
        .iter()
        .filter_map(|effect| match effect {
            Effect::Send { message, .. } => Some(message.text.to_plain()),
            _ => None,
        })
        .collect();
    assert!(
        news.iter()
            .any(|text| text.contains("alice and bob take on the bot at level 1")),
        "{news:#?}"
    );
    // Both of the bot's seats set up, one job at a time.
    host.bind_place(game, THREAD);
    for seat in [1u8, 3] {
        let job = host.computer_job(game).expect("a seat of the bot sets up");
        assert_eq!(job.seat, Seat(seat));
        computer_turn(&host, game, START + 1000 * u64::from(seat));
    }
    assert!(host.computer_job(game).is_none(), "it waits for the people");
}

#[test]
fn naming_everyone_leaves_no_seat_for_the_bot() {
    let said = match Request::parse("challenge jungle @bob bot", mentioned) {
        Err(error) => error.0.to_plain(),
        Ok(request) => panic!("read as {request:?}"),
    };
    assert!(said.contains("none is left for the bot"), "{said}");
}

#[test]
fn in_junqi_for_four_its_seats_answer_a_draw_offer_each_for_itself() {
    let folder = tempfile::tempdir().unwrap();
    let host = open(folder.path());
    let (game, _) = challenge_bot(&host, "challenge junqi4 players=3 bot level=1");
    while let Some(job) = host.computer_job(game) {
        let thought = job.think_measured();
        host.computer_play(&job, thought, START + 1000);
    }
    say(&host, "alice", thread(), "move ready", START + 2000);
    play_with_the_computer(&host, game, 6, &mut Dice(3));
    assert!(!finished(&host, game));
    let effects = say(&host, "alice", thread(), "draw offer", START + 100_000);
    assert_eq!(thinks(&effects), [game], "its seats are asked");
    let mut answered = Vec::new();
    while let Some(job) = host.computer_job(game) {
        if job.task != umpire::host::Task::AnswerDraw {
            break;
        }
        assert!(!answered.contains(&job.seat), "each seat answers once");
        answered.push(job.seat);
        let decided = job.think_measured();
        host.computer_play(&job, decided, START + 101_000);
    }
    // Either both its seats accepted and the game is drawn, or one declined and the offer is gone.
    let record = host.store().game(game).unwrap().unwrap();
    if record.finished {
        assert_eq!(answered, [Seat(1), Seat(2)]);
    } else {
        assert!(record.draw_offers.is_empty());
        assert!(!answered.is_empty());
    }
    assert_replays(&host, game);
}
