//! What players read: refusals that teach, words typed where they do not apply, rules and help that fit.

use crate::support::effects::all_text;
use crate::support::scene::{START, general, thread, user};
use crate::support::talk::{say, start};
use umpire::host::api::{Command, Effect, Message, Request, Via};
use umpire::host::{Host, HostConfig};
use umpire::model::Language;
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

/// The message `request` answers with, and the request its Next button stands for, if it has one.
fn page_and_next(host: &Host, request: Request) -> (Message, Option<Request>) {
    let effects = host.handle(
        Command {
            from: user("alice"),
            place: general(),
            via: Via::Text,
            request,
        },
        START,
    );
    let message = match effects.as_slice() {
        [Effect::Send { message, .. }] => message.clone(),
        other => panic!("one message: {other:#?}"),
    };
    let next = message
        .buttons
        .iter()
        .find(|button| button.label.to_plain() == "Next")
        .map(|button| Request::from_button_id(&button.id).expect("a button of the host"));
    (message, next)
}

/// Every page `first` leads to by its Next buttons, each checked to fit one Discord message in every
/// language; the pages' English text.
fn every_page_fits(host: &Host, first: &str) -> String {
    let mut request = Some(Request::parse(first, |_| None).unwrap());
    let mut english = String::new();
    let mut pages = 0;
    while let Some(asked) = request.take() {
        let (message, next) = page_and_next(host, asked);
        for language in [Language::En, Language::Zh] {
            let text = umpire::i18n::localize_message(&message, language)
                .text
                .to_plain();
            assert!(
                text.chars().count() <= 2_000,
                "`{first}` page {} in {language:?} has {} characters",
                pages + 1,
                text.chars().count()
            );
        }
        english.push_str(&message.text.to_plain());
        request = next;
        pages += 1;
        assert!(pages < 10, "`{first}` ends");
    }
    english
}

#[test]
fn rules_and_help_fit_one_message_or_are_paged_with_buttons() {
    let host = host();
    for kind in games::GameKind::all() {
        let all = every_page_fits(&host, &format!("rules {}", kind.id()));
        for key in kind.about.rules_keys() {
            let part = games::texts::word("en", &key).unwrap();
            assert!(all.contains(part), "{key} in {all}");
        }
        // A page is also typed.
        let typed = all_text(&say(
            &host,
            "alice",
            general(),
            &format!("rules {} page 2", kind.id()),
            START,
        ));
        assert!(
            typed.contains("page 2 of") || typed.contains("There is no page 2"),
            "{typed}"
        );
    }
    let junqi = every_page_fits(&host, "rules junqi");
    for taught in [
        "9 Marshal (1)",
        "F Flag (1)",
        "b1 and d1",
        "like a6-a7",
        "no bomb on your front row",
    ] {
        assert!(junqi.contains(taught), "{taught} in {junqi}");
    }
    let four = every_page_fits(&host, "rules junqi4");
    assert!(
        four.contains("the column counted from the owner's left")
            && four.contains("Example: S15-C13"),
        "{four}"
    );
    every_page_fits(&host, "rules");
    let help = every_page_fits(&host, "help");
    assert!(
        help.contains("leaderboard <game>") && help.contains("follow #number"),
        "{help}"
    );
    let one = all_text(&say(&host, "alice", general(), "help move", START));
    assert!(
        one.starts_with("**move**") && !one.contains("leaderboard"),
        "{one}"
    );
}

#[test]
fn the_games_list_names_each_game_once_and_examples_name_real_points() {
    let host = host();
    let list = all_text(&say(&host, "alice", general(), "rules", START));
    for kind in games::GameKind::all() {
        let name = kind.about.name();
        let line = list
            .lines()
            .find(|line| line.starts_with(&format!("{name} (`")))
            .unwrap_or_else(|| panic!("{name} in {list}"));
        assert_eq!(line.matches(name).count(), 1, "{line}");
    }
    // Blind Junqi's example flip names a post, not a camp (which is always empty).
    let fanqi = every_page_fits(&host, "rules fanqi");
    assert!(fanqi.contains("?c3") && !fanqi.contains("c4"), "{fanqi}");
}

#[test]
fn an_offer_in_a_game_of_two_names_the_other_player() {
    let host = host();
    start(&host, "challenge jungle @bob", START);
    let said = all_text(&say(&host, "alice", thread(), "draw", START));
    assert!(
        said.contains("alice (Blue) offers a draw in game #1; bob (Red) may accept or decline it."),
        "{said}"
    );
}

#[test]
fn the_computer_in_its_seat_has_one_bracket() {
    let host = host();
    let said = all_text(&say(
        &host,
        "alice",
        general(),
        "challenge jungle bot level=1",
        START,
    ));
    assert!(said.contains("Umpire (level 1, Red)"), "{said}");
    assert!(!said.contains(") ("), "{said}");
}

#[test]
fn blind_junqi_says_that_its_record_writes_black_as_k() {
    let host = host();
    let rules = every_page_fits(&host, "rules fanqi");
    assert!(
        rules.contains("R for Red and K for Black (B is the Bomb)") && rules.contains("`?c3=K9`"),
        "{rules}"
    );
}

#[test]
fn the_first_help_page_is_headed_like_any_other() {
    let host = host();
    let (first, _) = page_and_next(
        &host,
        Request::Help {
            command: None,
            page: 1,
        },
    );
    let written = |language| {
        umpire::i18n::localize_message(&first, language)
            .text
            .to_plain()
    };
    let english = written(Language::En);
    let heading = english.lines().next().unwrap_or_default();
    assert!(
        heading.starts_with("Commands (page 1 of ") && heading.ends_with(')'),
        "{english}"
    );
    assert!(
        english.contains(")\nThe same words work everywhere"),
        "{english}"
    );
    let chinese = written(Language::Zh);
    assert!(chinese.starts_with("命令（第 1/"), "{chinese}");
    assert!(chinese.contains("页）\n各处用词相同"), "{chinese}");
}

#[test]
fn a_challenge_for_four_says_who_partners_whom() {
    let host = host();
    let said = all_text(&say(
        &host,
        "alice",
        general(),
        "challenge junqi4 @bob @carol",
        START,
    ));
    assert!(
        said.contains("Teams: alice & bob vs carol & an open seat."),
        "{said}"
    );
    // Where each plays alone, nothing is said of teams.
    let said = all_text(&say(
        &host,
        "bob",
        general(),
        "challenge jungle @carol",
        START,
    ));
    assert!(!said.contains("Teams"), "{said}");
}

#[test]
fn option_values_are_listed_in_lower_case() {
    let host = host();
    let rules = every_page_fits(&host, "rules jungle");
    assert!(
        rules.contains(
            "rat_water_capture = same_medium|land_to_water|any_medium (default same_medium)"
        ),
        "{rules}"
    );
    // A challenge typed with the first spelling is taken, and written the new way.
    let said = all_text(&say(
        &host,
        "alice",
        general(),
        "challenge jungle @bob rat_water_capture=LandToWater",
        START,
    ));
    assert!(said.contains("`rat_water_capture=land_to_water`"), "{said}");
}
