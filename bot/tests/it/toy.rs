//! The toy game of the games crate's tests, hosted: a game that is in no real catalogue is challenged,
//! played, drawn, explained in its own words, resumed after a restart and played in the local mode, once
//! a host is given a catalogue that holds it.

#[path = "../../../games/tests/toy/mod.rs"]
mod game;

use crate::support::effects::{all_text, refusal};
use crate::support::scene::{START, general, thread};
use crate::support::talk::{fixed_seeds, open_with, say, start};
use games::Catalogue;
use std::io::Write;
use std::path::Path;
use std::sync::{Arc, Mutex};
use umpire::host::api::{Effect, Millis};
use umpire::host::{Host, HostConfig};
use umpire::i18n::localize;
use umpire::local::LocalSettings;
use umpire::message::Picture;
use umpire::model::Language;

/// The real games and the toy.
fn with_toy() -> HostConfig {
    HostConfig {
        catalogue: Catalogue::default().with(&game::TOY),
        ..fixed_seeds()
    }
}

/// X's three in a row down the a file, O answering on the b file.
const X_WINS: [&str; 5] = ["a1", "b1", "a2", "b2", "a3"];

/// Plays `moves` from `from` on, alice (X) and bob (O) in turn; returns what the last one did.
fn play(host: &Host, moves: &[&str], from: usize, now: Millis) -> Vec<Effect> {
    let mut last = Vec::new();
    for (ply, cell) in moves.iter().enumerate().skip(from) {
        let who = if ply % 2 == 0 { "alice" } else { "bob" };
        last = say(host, who, thread(), &format!("m {cell}"), now);
        assert!(!all_text(&last).is_empty(), "{who} {cell}");
    }
    last
}

/// The name of the board of every board image among `effects`, each drawn as a PNG.
fn boards(effects: &[Effect]) -> Vec<&'static str> {
    effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Send { message, .. } => message.image.as_ref(),
            _ => None,
        })
        .map(|image| {
            let png = image.bytes().expect("the board is drawn");
            assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "a PNG");
            let Picture::Board(drawing) = &image.picture else {
                panic!("a board, not bytes");
            };
            drawing.view.board.0.name
        })
        .collect()
}

#[test]
fn the_toy_is_challenged_accepted_drawn_and_played_to_a_result() {
    let folder = tempfile::tempdir().unwrap();
    let host = open_with(folder.path(), with_toy());
    let (_, accepted) = start(&host, "challenge toy @bob", START);
    assert!(all_text(&accepted).contains("Toy: alice (X) vs bob (O)"));
    let drawn = boards(&accepted);
    assert!(!drawn.is_empty(), "the start shows the board");
    assert!(drawn.iter().all(|&board| board == "toy"), "{drawn:?}");
    let end = play(&host, &X_WINS, 0, START);
    let told = all_text(&end);
    assert!(told.contains("X takes a3."), "the toy's note: {told}");
    assert!(
        told.contains("alice (X) wins by making three in a row."),
        "{told}"
    );
    assert_eq!(boards(&end).first(), Some(&"toy"), "the last move is drawn");
}

#[test]
fn the_toy_is_offered_by_the_host_given_it_and_by_no_other() {
    let folder = tempfile::tempdir().unwrap();
    let host = open_with(folder.path(), with_toy());
    let rules = say(&host, "carol", general(), "rules toy", START);
    let english = all_text(&rules);
    assert!(
        english.contains("Place your mark on an empty cell; three in a row wins."),
        "{english}"
    );
    let Effect::Send { message, .. } = &rules[0] else {
        panic!("the rules are sent");
    };
    let chinese = localize(&message.text, Language::Zh).to_plain();
    assert!(
        chinese.contains("在空格上落子；三子连成一线者胜。"),
        "{chinese}"
    );
    let listed = all_text(&say(&host, "carol", general(), "rules", START));
    assert!(listed.contains("Three in a row."), "{listed}");
    drop(host);
    let other = tempfile::tempdir().unwrap();
    let real = open_with(other.path(), fixed_seeds());
    let refused = refusal(&say(&real, "alice", general(), "challenge toy @bob", START));
    assert!(refused.contains("no game called"), "{refused}");
    let unknown = all_text(&say(&real, "carol", general(), "rules toy", START));
    assert!(unknown.contains("no game called"), "{unknown}");
}

#[test]
fn a_toy_game_in_play_is_resumed_after_a_restart() {
    let folder = tempfile::tempdir().unwrap();
    let host = open_with(folder.path(), with_toy());
    start(&host, "challenge toy @bob", START);
    play(&host, &X_WINS[..2], 0, START);
    drop(host);
    let host = open_with(folder.path(), with_toy());
    let listed = all_text(&say(&host, "carol", general(), "games", START));
    assert!(listed.contains("alice (X) to play"), "{listed}");
    let end = all_text(&play(&host, &X_WINS, 2, START));
    assert!(
        end.contains("alice (X) wins by making three in a row."),
        "{end}"
    );
}

/// A writer whose bytes the test reads once the local mode is done.
#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The PNG files in `folder`.
fn pngs(folder: &Path) -> usize {
    std::fs::read_dir(folder)
        .unwrap()
        .filter(|entry| {
            let path = entry.as_ref().unwrap().path();
            path.extension().is_some_and(|extension| extension == "png")
        })
        .count()
}

#[test]
fn the_local_mode_plays_the_toy() {
    let folder = tempfile::tempdir().unwrap();
    let images = folder.path().join("images");
    let host = open_with(&folder.path().join("store"), with_toy());
    let settings = LocalSettings {
        images: images.clone(),
        prefix: "!".to_owned(),
        language: Language::En,
    };
    let moves: String = X_WINS
        .iter()
        .enumerate()
        .map(|(ply, cell)| format!("{}: m {cell}\n", ["alice", "bob"][ply % 2]))
        .collect();
    let script = format!("alice: !challenge toy @bob\nbob: accept\n#game-1\n{moves}");
    let output = Shared::default();
    umpire::local::run(
        Arc::new(host),
        &settings,
        script.as_bytes(),
        Box::new(output.clone()),
    )
    .unwrap();
    let printed = String::from_utf8(output.0.lock().unwrap().clone()).unwrap();
    assert!(
        printed.contains("#1 Toy: alice (X) vs bob (O)"),
        "{printed}"
    );
    assert!(
        printed.contains("alice (X) wins by making three in a row."),
        "{printed}"
    );
    assert!(pngs(&images) > 0, "the boards are written as images");
}

#[test]
fn the_toy_reads_moves_by_the_default_of_the_rules() {
    let folder = tempfile::tempdir().unwrap();
    let host = open_with(folder.path(), with_toy());
    start(&host, "challenge toy @bob", START);
    let unknown = refusal(&say(&host, "alice", thread(), "m z9", START));
    assert!(
        unknown.contains("\"z9\" is not a move that can be played now."),
        "{unknown}"
    );
    let played = all_text(&say(&host, "alice", thread(), "m B2", START));
    assert!(played.contains("X takes b2."), "in any case: {played}");
}
