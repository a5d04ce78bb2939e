//! `analyse`: who may ask and when, the note that it runs brought up to date with the picture, the
//! analysis kept with the game and answered at once when asked again, and a half-done analysis resumed
//! after a restart from the positions already searched; on one PostgreSQL database shared by two
//! processes, an analysis searched by one at a time, taken over when its claimant dies, and answered
//! once.

use crate::support::effects::{all_text, refusal};
use crate::support::scene::{DEN_WIN, GENERAL, MINUTE, START, general, thread};
use crate::support::talk::{open, say, start};
use umpire::host::api::{Effect, GameId, Language, Message, Place, Slot, Target, UserId};
use umpire::host::{ANALYSIS_LEASE, Host, HostConfig};
use umpire::i18n::localize;
use umpire::store::Store;

/// Alice and Bob play the scripted Jungle game to Alice's den win; returns it.
fn finished_game(host: &Host) -> GameId {
    let (game, _) = start(host, "challenge jungle @bob", START);
    for (ply, text) in DEN_WIN.iter().enumerate() {
        let who = if ply % 2 == 0 { "alice" } else { "bob" };
        say(host, who, thread(), &format!("m {text}"), START + MINUTE);
    }
    assert!(host.store().game(game).unwrap().unwrap().finished);
    game
}

/// The messages `effects` send, with where they go.
fn messages(effects: &[Effect]) -> Vec<(Target, &Message)> {
    effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Send { to, message } => Some((*to, message)),
            _ => None,
        })
        .collect()
}

/// Runs the analysis of `game` the way an adapter does, to its end.
fn analyse_to_the_end(host: &Host, game: GameId) -> Vec<Effect> {
    let mut job = host
        .analysis_job(game, START)
        .expect("someone waits for it");
    let searched = job.search(|job| host.analysis_progress(job, START));
    host.analysis_finished(job, searched)
}

/// Whether `message` holds the analysis: its picture and each side's accuracy.
fn is_the_analysis(message: &Message, game: GameId) -> bool {
    let image = message.image.as_ref().expect("the picture");
    let png = image.bytes().unwrap();
    image.file_name == format!("game-{}-analysis.png", game.0)
        && png.starts_with(b"\x89PNG")
        && message.text.to_plain().contains("accuracy")
        && image
            .alt
            .starts_with(&format!("Analysis of game #{}", game.0))
}

#[test]
fn a_junqi_game_still_going_on_is_not_analysed() {
    let dir = tempfile::tempdir().unwrap();
    let host = open(dir.path());
    let (game, _) = start(&host, "challenge junqi @bob", START);
    for who in ["alice", "bob", "carol"] {
        let refused = refusal(&say(
            &host,
            who,
            general(),
            &format!("analyse #{}", game.0),
            START,
        ));
        assert!(refused.contains("still going on"), "{refused}");
    }
    assert_eq!(host.store().analysis(game).unwrap(), None);
}

#[test]
fn a_game_called_off_is_not_analysed() {
    let dir = tempfile::tempdir().unwrap();
    let host = open(dir.path());
    let (game, _) = start(&host, "challenge jungle @bob", START);
    say(&host, "alice", thread(), "abort", START);
    let refused = refusal(&say(
        &host,
        "alice",
        general(),
        &format!("analyse #{}", game.0),
        START,
    ));
    assert!(refused.contains("called off"), "{refused}");
}

#[test]
fn a_game_resigned_before_any_move_has_nothing_to_analyse() {
    let dir = tempfile::tempdir().unwrap();
    let host = open(dir.path());
    let (game, _) = start(&host, "challenge jungle @bob", START);
    say(&host, "alice", thread(), "resign confirm", START);
    let record = host.store().game(game).unwrap().unwrap();
    assert!(record.finished && !record.cancelled);
    let refused = refusal(&say(
        &host,
        "carol",
        general(),
        &format!("analyse #{}", game.0),
        START,
    ));
    assert!(refused.contains("before any move was played"), "{refused}");
}

#[test]
fn anyone_may_analyse_a_finished_game_once_and_asking_again_is_answered_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let host = open(dir.path());
    let game = finished_game(&host);
    // Carol, who did not play, asks in the channel where it was challenged.
    let asked = say(
        &host,
        "carol",
        general(),
        &format!("analyse #{}", game.0),
        START,
    );
    let note = messages(&asked);
    let [(Target::Reply, note)] = note.as_slice() else {
        panic!("one reply: {asked:#?}");
    };
    assert!(
        note.text.to_plain().contains("Analysing game #"),
        "{asked:#?}"
    );
    assert_eq!(note.slot, Some(Slot::Analysis(game, UserId(3))));
    assert!(asked.contains(&Effect::Analyse(game)));
    let done = analyse_to_the_end(&host, game);
    let result = messages(&done);
    let [(Target::Channel(GENERAL), result)] = result.as_slice() else {
        panic!("the analysis where it was asked for: {done:#?}");
    };
    // The picture takes the place of the note.
    assert_eq!(result.slot, Some(Slot::Analysis(game, UserId(3))));
    assert!(is_the_analysis(result, game), "{result:#?}");
    assert!(
        host.analysis_job(game, START).is_none(),
        "nobody waits any more"
    );
    // Alice asks in the game's thread: the stored analysis answers at once, without a search.
    let again = say(&host, "alice", thread(), "analyse", START);
    assert!(!again.contains(&Effect::Analyse(game)), "{again:#?}");
    let again = messages(&again);
    let [(Target::Reply, again)] = again.as_slice() else {
        panic!("one reply: {again:#?}");
    };
    assert!(is_the_analysis(again, game), "{again:#?}");
    assert_eq!(again.text, result.text);
}

#[test]
fn analyse_alone_in_a_direct_conversation_means_ones_last_finished_game() {
    let dir = tempfile::tempdir().unwrap();
    let host = open(dir.path());
    let game = finished_game(&host);
    let asked = say(&host, "bob", Place::Direct, "analyse", START);
    assert!(asked.contains(&Effect::Analyse(game)), "{asked:#?}");
    let done = analyse_to_the_end(&host, game);
    let result = messages(&done);
    let [(Target::Direct(UserId(2)), result)] = result.as_slice() else {
        panic!("the analysis to bob: {done:#?}");
    };
    assert!(is_the_analysis(result, game), "{result:#?}");
}

#[test]
fn a_half_done_analysis_resumes_after_a_restart_from_what_it_searched() {
    let dir = tempfile::tempdir().unwrap();
    let fresh = {
        let host = open(dir.path());
        let game = finished_game(&host);
        say(
            &host,
            "carol",
            general(),
            &format!("analyse #{}", game.0),
            START,
        );
        // The process stops after saving its progress once, before the end.
        let mut job = host.analysis_job(game, START).unwrap();
        let mut saved = false;
        let searched = job.search(|job| {
            saved = host.analysis_progress(job, START);
            false
        });
        assert!(searched.is_ok() && saved && job.positions_left() > 0);
        assert!(host.analysis_finished(job, searched).is_empty());
        game
    };
    let host = open(dir.path());
    let kept = host.store().analysis(fresh).unwrap().unwrap();
    assert!(!kept.evaluations.is_empty() && kept.evaluations.len() < DEN_WIN.len() + 1);
    assert_eq!(host.analyses_waiting(), vec![Effect::Analyse(fresh)]);
    let job = host.analysis_job(fresh, START).unwrap();
    assert_eq!(
        job.positions_left(),
        DEN_WIN.len() + 1 - kept.evaluations.len()
    );
    drop(job);
    let done = analyse_to_the_end(&host, fresh);
    let result = messages(&done);
    let [(Target::Channel(GENERAL), result)] = result.as_slice() else {
        panic!("the analysis where carol asked for it: {done:#?}");
    };
    assert!(is_the_analysis(result, fresh), "{result:#?}");
    assert!(host.analyses_waiting().is_empty());
    let stored = host.store().analysis(fresh).unwrap().unwrap();
    assert_eq!(stored.evaluations.len(), DEN_WIN.len() + 1);
    assert_eq!(
        stored.evaluations[..kept.evaluations.len()],
        kept.evaluations
    );
    let said = all_text(&done);
    assert!(said.contains("alice (Blue): accuracy"), "{said}");
    // Jungle leaves nothing to chance: its evaluations are no expectations.
    assert!(!said.contains("expectation"), "{said}");
}

/// The pictures of `game`'s analysis among `effects`, with who each goes to.
fn pictures(effects: &[Effect], game: GameId) -> Vec<Target> {
    messages(effects)
        .into_iter()
        .filter(|(_, message)| message.image.is_some() && is_the_analysis(message, game))
        .map(|(to, _)| to)
        .collect()
}

#[test]
fn two_hosts_on_one_postgres_database_search_an_analysis_one_at_a_time_and_answer_once() {
    let Some(server) = crate::support::postgres::start("analysis_two_hosts") else {
        return;
    };
    let address = server.fresh_database();
    let open = || Host::open(Store::connect(&address).unwrap(), HostConfig::default()).unwrap();
    let (first, second) = (open(), open());
    let game = finished_game(&first);
    let asked_at = START + 2 * MINUTE;
    let ask = format!("analyse #{}", game.0);
    assert!(say(&first, "carol", general(), &ask, asked_at).contains(&Effect::Analyse(game)));
    assert!(say(&second, "bob", Place::Direct, &ask, asked_at).contains(&Effect::Analyse(game)));
    // The first process claims it; the second leaves it alone while the claim holds.
    let mut searching = first
        .analysis_job(game, asked_at)
        .expect("the first claims it");
    assert!(second.analysis_job(game, asked_at).is_none());
    let lapsed = asked_at + ANALYSIS_LEASE;
    assert!(!second.tick(lapsed - 1).contains(&Effect::Analyse(game)));
    // The first saves its progress once and falls silent until its claim has lapsed.
    let mut saved = false;
    let searched = searching.search(|job| {
        saved = first.analysis_progress(job, asked_at);
        false
    });
    assert!(searched.is_ok() && saved && searching.positions_left() > 0);
    // The second takes it over from the positions saved; the first, back, finds it no longer its own.
    assert!(second.tick(lapsed).contains(&Effect::Analyse(game)));
    let taken_over = second.analysis_job(game, lapsed).expect("the claim lapsed");
    assert_eq!(taken_over.positions_left(), searching.positions_left());
    assert!(!first.analysis_progress(&searching, lapsed));
    // Both search to the end and finish at once: each asker is answered once.
    let finished = std::thread::scope(|scope| {
        let ends = [(&first, searching), (&second, taken_over)].map(|(host, mut job)| {
            scope.spawn(move || {
                let searched = job.search(|_| true);
                host.analysis_finished(job, searched)
            })
        });
        ends.map(|end| end.join().unwrap())
    });
    let mut answered: Vec<Target> = finished
        .iter()
        .flat_map(|effects| pictures(effects, game))
        .collect();
    answered.sort_by_key(|to| format!("{to:?}"));
    assert_eq!(
        answered,
        vec![Target::Channel(GENERAL), Target::Direct(UserId(2))]
    );
    assert!(first.store().analyses_waiting().unwrap().is_empty());
}

#[test]
fn a_cetkaik_analysis_says_its_evaluations_are_expectations_over_the_casts() {
    let dir = tempfile::tempdir().unwrap();
    let host = open(dir.path());
    let (game, _) = start(&host, "challenge cetkaik @bob", START);
    let record = host.store().game(game).unwrap().unwrap();
    let opening = record.kind.create(&record.options, record.seed).unwrap();
    let [mover] = opening.to_act()[..] else {
        panic!("one seat acts first");
    };
    // Whoever was drawn to start plays a move; the other's is refused. Then alice resigns.
    let play = format!("m {}", opening.legal_actions(mover)[0]);
    for who in ["alice", "bob"] {
        say(&host, who, thread(), &play, START);
    }
    say(&host, "alice", thread(), "resign confirm", START + MINUTE);
    let ask = format!("analyse #{}", game.0);
    say(&host, "alice", Place::Direct, &ask, START + MINUTE);
    let done = analyse_to_the_end(&host, game);
    let [(_, analysis)] = messages(&done)[..] else {
        panic!("one answer: {done:#?}");
    };
    for (language, line) in [
        (
            Language::En,
            "each evaluation is an expectation over the casts to come",
        ),
        (Language::Zh, "每个评估都是对之后各种掷棍结果取的期望"),
    ] {
        let said = localize(&analysis.text, language).to_plain();
        assert!(said.contains(line), "{said}");
    }
}
