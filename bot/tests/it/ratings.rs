//! Ratings through the host: rated and casual games, the rating line of a result, ratings that survive a
//! restart, and ratings recomputed from the archive that equal the stored ones.

use crate::support::effects::{all_text, opened};
use crate::support::scene::{DEN_WIN, START, channel, general};
use crate::support::talk::{open_with, say};
use std::path::Path;
use umpire::host::api::{ChannelId, Effect, GameId, Place, UserId};

use umpire::host::{Host, HostConfig};
use umpire::model::Pool;
use umpire::ratings;
use umpire::store::Store;

/// The thread of `game`, numbered after it.
fn thread_of(game: GameId) -> Place {
    channel(ChannelId(1000 + game.0))
}

/// `first` challenges `second` to Jungle (with `extra` words), `second` accepts; the game gets its own
/// thread, numbered after the game.
fn start(host: &Host, first: &str, second: &str, extra: &str) -> GameId {
    let challenge = format!("challenge jungle @{second} none {extra}");
    say(host, first, general(), &challenge, START);
    let game = opened(&say(host, second, general(), "accept", START)).expect("the game starts");
    host.bind_place(game, ChannelId(1000 + game.0));
    game
}

/// Plays `moves` alternately from Blue (`blue`) and Red (`red`) in the game's thread; the effects of the
/// last move.
fn play(host: &Host, game: GameId, blue: &str, red: &str, moves: &[&str]) -> Vec<Effect> {
    let mut last = Vec::new();
    for (ply, text) in moves.iter().enumerate() {
        let who = if ply % 2 == 0 { blue } else { red };
        last = say(host, who, thread_of(game), &format!("m {text}"), START);
    }
    last
}

fn jungle() -> Pool {
    Pool::of("jungle".parse().unwrap(), 2)
}

/// A host whose rate limit leaves room for the many commands these tests give in one minute.
fn config() -> HostConfig {
    let mut config = HostConfig::default();
    config.limits.commands_per_minute = 10_000;
    config
}

/// A host with that configuration on the sled database in `path`.
fn open(path: &Path) -> Host {
    open_with(path, config())
}

#[test]
fn a_rated_game_changes_both_ratings_in_its_result_and_they_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    {
        let host = open(dir.path());
        let game = start(&host, "alice", "bob", "");
        let said = all_text(&play(&host, game, "alice", "bob", &DEN_WIN));
        assert!(
            said.contains(
                "alice (Blue) wins by entering the den. Rated (Jungle): alice 1662? (+162), bob 1338? (\u{2212}162)."
            ),
            "{said}"
        );
        let record = host.store().game(game).unwrap().unwrap();
        let rated = record.rating.expect("the game was rated");
        assert_eq!(rated.seq, 1);
        assert_eq!(record.ended, Some(START));
    }
    let host = open(dir.path());
    let alice = host.store().rating(UserId(1), &jungle()).unwrap().unwrap();
    let bob = host.store().rating(UserId(2), &jungle()).unwrap().unwrap();
    assert_eq!(alice.rating.shown(), "1662?");
    assert_eq!(bob.rating.shown(), "1338?");
    assert_eq!((alice.games, bob.games), (1, 1));
    assert_eq!(host.store().last_rated().unwrap(), 1);
}

#[test]
fn casual_aborted_and_computer_games_leave_ratings_alone() {
    let host = Host::open(Store::temporary().unwrap(), config()).unwrap();
    let casual = start(&host, "alice", "bob", "casual");
    let said = all_text(&play(&host, casual, "alice", "bob", &DEN_WIN));
    assert!(said.contains("Casual: unrated."), "{said}");
    assert!(!said.contains("Rated"), "{said}");
    assert!(host.store().game(casual).unwrap().unwrap().rating.is_none());

    let aborted = start(&host, "alice", "bob", "");
    say(&host, "bob", thread_of(aborted), "abort", START);
    let record = host.store().game(aborted).unwrap().unwrap();
    assert!(record.cancelled && record.rating.is_none());

    say(&host, "alice", general(), "challenge jungle bot", START);
    let resigned = all_text(&say(&host, "alice", general(), "resign confirm", START));
    assert!(resigned.contains("wins by resignation"), "{resigned}");
    assert!(host.store().all_ratings().unwrap().is_empty());
    assert_eq!(host.store().last_rated().unwrap(), 0);
    // A rematch of a casual game is casual too.
    say(&host, "bob", thread_of(casual), "rematch", START);
    let effects = say(&host, "alice", general(), "accept", START);
    let rematch = effects
        .iter()
        .find_map(|effect| match effect {
            Effect::OpenPlace { game, .. } => Some(*game),
            _ => None,
        })
        .expect("the rematch starts");
    assert!(host.store().game(rematch).unwrap().unwrap().casual);
}

#[test]
fn ratings_recomputed_from_the_archive_equal_the_stored_ones() {
    let dir = tempfile::tempdir().unwrap();
    let host = open(dir.path());
    // Alice beats Bob; Bob beats Carol (Bob with Blue); Carol and Alice agree a draw; Carol resigns to
    // Bob; a casual game between Alice and Carol counts for nothing.
    let first = start(&host, "alice", "bob", "");
    play(&host, first, "alice", "bob", &DEN_WIN);
    let second = start(&host, "bob", "carol", "");
    play(&host, second, "bob", "carol", &DEN_WIN);
    let third = start(&host, "carol", "alice", "");
    play(&host, third, "carol", "alice", &DEN_WIN[..2]);
    say(&host, "carol", thread_of(third), "draw", START);
    let agreed = all_text(&say(&host, "alice", thread_of(third), "draw accept", START));
    assert!(agreed.contains("Rated (Jungle)"), "{agreed}");
    let fourth = start(&host, "bob", "carol", "");
    play(&host, fourth, "bob", "carol", &DEN_WIN[..1]);
    say(&host, "carol", thread_of(fourth), "resign confirm", START);
    let casual = start(&host, "alice", "carol", "casual");
    play(&host, casual, "alice", "carol", &DEN_WIN);

    let stored = ratings::stored(host.store()).unwrap();
    assert_eq!(stored.len(), 3);
    assert_eq!(stored[&(jungle(), UserId(2))].1, 3);
    assert_eq!(host.store().last_rated().unwrap(), 4);
    let recomputed = ratings::recompute(host.store()).unwrap();
    assert_eq!(recomputed, stored);
    // Bob won twice after losing once: he leads.
    assert!(stored[&(jungle(), UserId(2))].0.rating > stored[&(jungle(), UserId(1))].0.rating);

    // A tampered stored rating is caught by the comparison.
    drop(host);
    let store = Store::open(dir.path()).unwrap();
    let previous = store.game(first).unwrap().unwrap();
    let mut record = previous.clone();
    record.rating.as_mut().unwrap().seq = 99;
    store.save_game(&previous, &record, None, None).unwrap();
    assert_ne!(
        ratings::recompute(&store).unwrap(),
        ratings::stored(&store).unwrap()
    );
}
