//! What players read: refusals that teach, words typed where they do not apply, rules and help that fit.

use crate::support::effects::all_text;
use crate::support::scene::{START, thread};
use crate::support::talk::{say, start};
use umpire::host::{Host, HostConfig};
use umpire::store::Store;

fn host() -> Host {
    Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap()
}

#[test]
fn an_english_refusal_names_the_game_and_the_legal_actions_that_start_the_same() {
    let host = host();
    start(&host, "challenge jungle @bob", START);
    let said = all_text(&say(&host, "alice", thread(), "m a3a9", START));
    assert!(said.contains("Game #1 does not take `a3a9`"), "{said}");
    assert!(
        said.contains("Legal actions that start the same: `a3a2`"),
        "{said}"
    );
}

#[test]
fn a_word_of_another_game_typed_in_a_jungle_thread_is_answered() {
    let host = host();
    start(&host, "challenge jungle @bob", START);
    for word in ["pass", "ready", "random", "flag", "flip a1"] {
        let said = all_text(&say(&host, "alice", thread(), word, START));
        let name = word.split(' ').next().unwrap();
        assert!(
            said.contains(&format!("Jungle has no `{name}`")),
            "{word}: {said}"
        );
    }
    // Chat that merely starts with such a word is still left alone.
    assert_eq!(
        all_text(&say(&host, "bob", thread(), "pass me the tea", START)),
        ""
    );
}

#[test]
fn junqi_answers_setup_words_in_play_and_a_setup_string_one_short() {
    let host = host();
    start(&host, "challenge junqi @bob", START);
    let short = "41372/6.5.3/92.8B/1.7.5/M3B64/2F1M";
    let said = all_text(&say(
        &host,
        "alice",
        thread(),
        &format!("setup {short}"),
        START,
    ));
    assert!(
        said.contains("A setup string is six rows of five characters"),
        "{said}"
    );
    // The whole string, copied without its word, is taken as it is.
    let said = all_text(&say(&host, "alice", thread(), &format!("{short}M"), START));
    assert!(
        said.contains("`41372/6.5.3/92.8B/1.7.5/M3B64/2F1MM`"),
        "{said}"
    );
    say(&host, "alice", thread(), "ready", START);
    say(&host, "bob", thread(), "ready", START);
    let said = all_text(&say(&host, "alice", thread(), "flag", START));
    assert!(
        said.contains("does not take `flag`: The game is in play; setup commands are over."),
        "{said}"
    );
}
