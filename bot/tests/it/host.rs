//! The host driven directly, with the time passed in: games, lobby, permissions, clocks, restarts, storage.

use crate::support::effects::{all_text, refusal, sent, texts};
use crate::support::scene::{DEN_WIN, GENERAL, MINUTE, START, THREAD, general, thread, user};
use crate::support::talk::{open, say, start};
use std::sync::{Arc, Barrier};
use umpire::host::api::{
    ChallengeTerms, ChannelId, Command, Effect, GameId, Millis, Place, Request, ServerId, Slot,
    Target, User, UserId, Via,
};
use umpire::host::{Host, HostConfig};
use umpire::store::{Store, replay};

/// Alice challenges Bob to Jungle with `clock`, Bob accepts, and the game's thread is bound. Returns the
/// game.
fn start_game(host: &Host, clock: &str, now: Millis) -> GameId {
    start(host, &format!("challenge jungle @bob {clock}"), now).0
}

fn play_line(host: &Host, moves: &[&str], now: Millis) -> Vec<Effect> {
    let mut last = Vec::new();
    for (ply, text) in moves.iter().enumerate() {
        let who = if ply % 2 == 0 { "alice" } else { "bob" };
        last = say(host, who, thread(), &format!("m {text}"), now);
        assert!(
            !last
                .iter()
                .any(|effect| matches!(effect, Effect::Send { message, .. } if message.private)),
            "{text} was refused: {last:#?}"
        );
    }
    last
}

fn check_replay(host: &Host, game: GameId) {
    let record = host.store().game(game).unwrap().unwrap();
    let log = host.store().log(game).unwrap();
    assert_eq!(log.len() as u64, record.log_len);
    let replayed = replay(&record, &log).unwrap();
    assert_eq!(replayed.snapshot().json, record.snapshot);
}

#[test]
fn a_game_is_played_to_a_den_win_and_replays_from_its_log() {
    let dir = tempfile::tempdir().unwrap();
    let host = open(dir.path());
    let game = start_game(&host, "", START);
    let effects = play_line(&host, &DEN_WIN, START + MINUTE);
    let said = all_text(&effects);
    assert!(
        said.contains("alice (Blue) wins by entering the den."),
        "{said}"
    );
    // The result line goes to the channel the game started in.
    assert!(effects.iter().any(|effect| matches!(effect,
        Effect::Send { to: Target::Channel(GENERAL), message } if message.text.contains("is over"))));
    // Under a finished game only Rematch, Replay and Analyse are offered, and the game left the lists.
    let finished = [
        format!("umpire:rematch:{}", game.0),
        format!("umpire:replay:{}", game.0),
        format!("umpire:analyse:{}", game.0),
    ];
    assert!(effects.iter().all(|effect| {
        match effect {
            Effect::Send { message, .. } => message
                .buttons
                .iter()
                .all(|button| finished.contains(&button.id)),
            _ => true,
        }
    }));
    let replay = say(
        &host,
        "carol",
        general(),
        &format!("replay #{}", game.0),
        START,
    );
    let gif = replay
        .iter()
        .find_map(|effect| match effect {
            Effect::Send { message, .. } => message.image.clone(),
            _ => None,
        })
        .expect("the replay is attached");
    assert_eq!(gif.file_name, format!("game-{}-replay.gif", game.0));
    assert!(gif.bytes().unwrap().starts_with(b"GIF89a"));
    assert!(all_text(&say(&host, "alice", general(), "games", START)).contains("No games"));
    assert!(host.store().games_of_user(UserId(1)).unwrap().is_empty());
    check_replay(&host, game);
    let history = all_text(&say(
        &host,
        "carol",
        general(),
        &format!("history #{}", game.0),
        START,
    ));
    assert!(
        history.contains("1. e3d3 a9b9") && history.contains("[Result \"1-0\"]"),
        "{history}"
    );
}

#[test]
fn a_game_is_aborted_only_until_every_player_has_moved() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    let game = start_game(&host, "none", START);
    let stranger = refusal(&say(&host, "carol", thread(), "abort", START));
    assert!(stranger.contains("Only alice and bob play"), "{stranger}");
    let said = all_text(&say(&host, "bob", thread(), "abort", START));
    assert!(
        said.contains(
            "called off: bob (Red) aborted it before every player had made a first move. It has no result."
        ),
        "{said}"
    );
    let record = host.store().game(game).unwrap().unwrap();
    assert!(record.finished && record.cancelled);
    let late = refusal(&say(&host, "alice", thread(), "m e3d3", START));
    assert!(late.contains("called off"), "{late}");

    let second = start_game(&host, "none", START);
    play_line(&host, &DEN_WIN[..2], START);
    let begun = refusal(&say(&host, "bob", thread(), "abort", START));
    assert!(begun.contains("has begun"), "{begun}");
    assert!(!host.store().game(second).unwrap().unwrap().finished);
}

#[test]
fn games_mine_lists_the_challenges_made_and_received_too() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    let nothing = all_text(&say(&host, "alice", general(), "games mine", START));
    assert!(nothing.contains("no challenges waiting"), "{nothing}");
    say(&host, "alice", general(), "challenge jungle @bob 2h", START);
    for who in ["alice", "bob"] {
        let listed = all_text(&say(&host, who, general(), "games mine", START));
        assert!(
            listed.contains("Challenge c1 alice → bob: Jungle"),
            "{who}: {listed}"
        );
    }
    let carol = all_text(&say(&host, "carol", general(), "games mine", START));
    assert!(!carol.contains("c1"), "{carol}");
}

#[test]
fn a_rematch_swaps_sides_and_keeps_the_game_options_and_clock() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    let game = start_game(&host, "2h", START);
    // Not before the game is over, and only for its players.
    let early = refusal(&say(&host, "bob", thread(), "rematch", START));
    assert!(early.contains("still going on"), "{early}");
    play_line(&host, &DEN_WIN, START + MINUTE);
    let stranger = refusal(&say(
        &host,
        "carol",
        general(),
        &format!("rematch #{}", game.0),
        START,
    ));
    assert!(stranger.contains("Only the players"), "{stranger}");

    // Bob, who lost with Red, presses Rematch under the final board; Alice accepts.
    let press = Request::from_button_id(&format!("umpire:rematch:{}", game.0)).unwrap();
    let offered = host.handle(
        Command {
            from: user("bob"),
            place: thread(),
            via: Via::Interaction,
            request: press,
        },
        START + 2 * MINUTE,
    );
    let said = all_text(&offered);
    assert!(said.contains("alice") && said.contains("Jungle"), "{said}");
    let started = say(&host, "alice", general(), "accept", START + 3 * MINUTE);
    let second = started
        .iter()
        .find_map(|effect| match effect {
            Effect::OpenPlace { game, parent, .. } => {
                assert_eq!(*parent, GENERAL, "the rematch opens beside the first game");
                Some(*game)
            }
            _ => None,
        })
        .expect("accepting the rematch opens a game");
    let first = host.store().game(game).unwrap().unwrap();
    let again = host.store().game(second).unwrap().unwrap();
    assert_eq!(again.kind, first.kind);
    assert_eq!(again.options, first.options);
    assert_eq!(again.clock, first.clock);
    let names: Vec<&str> = again
        .players
        .as_slice()
        .iter()
        .map(|u| u.name.as_str())
        .collect();
    assert_eq!(names, ["bob", "alice"], "the sides are swapped");
}

#[test]
fn a_rematch_asked_outside_the_games_thread_means_the_last_game_finished_there() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    let game = start_game(&host, "2h", START);
    play_line(&host, &DEN_WIN, START + MINUTE);
    let nothing = refusal(&say(&host, "carol", general(), "rematch", START));
    assert!(nothing.contains("No game"), "{nothing}");
    for place in [general(), Place::Direct] {
        let offered = all_text(&say(&host, "bob", place, "rematch", START + 2 * MINUTE));
        assert!(
            offered.contains("bob challenges alice to Jungle"),
            "{offered}"
        );
        say(&host, "bob", general(), "cancel", START + 2 * MINUTE);
    }
    let challenges = host.store().challenges().unwrap();
    assert!(challenges.is_empty(), "{challenges:?}");
    assert!(host.store().game(game).unwrap().unwrap().finished);
}

#[test]
fn resignation_ends_the_game_and_confirmation_comes_first() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    let game = start_game(&host, "none", START);
    play_line(&host, &DEN_WIN[..3], START);
    // The Resign button asks first and changes nothing.
    let press = Request::from_button_id(&format!("umpire:resign:{}", game.0)).unwrap();
    let asked = host.handle(
        Command {
            from: user("bob"),
            place: thread(),
            via: Via::Interaction,
            request: press,
        },
        START,
    );
    let [
        Effect::Send {
            to: Target::Reply,
            message,
        },
    ] = asked.as_slice()
    else {
        panic!("{asked:#?}");
    };
    assert!(message.private && message.text.contains("really want to resign"));
    let confirm = Request::from_button_id(&message.buttons[0].id).unwrap();
    assert_eq!(host.store().game(game).unwrap().unwrap().log_len, 3);
    let done = host.handle(
        Command {
            from: user("bob"),
            place: thread(),
            via: Via::Interaction,
            request: confirm,
        },
        START,
    );
    assert!(
        all_text(&done).contains("alice (Blue) wins by resignation."),
        "{done:#?}"
    );
    assert!(refusal(&say(&host, "alice", thread(), "m a3a4", START)).contains("is over"));
    check_replay(&host, game);
}

#[test]
fn draws_are_offered_declined_and_agreed() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    let game = start_game(&host, "none", START);
    assert!(refusal(&say(&host, "bob", thread(), "draw accept", START)).contains("no draw offer"));
    let offer = say(&host, "alice", thread(), "draw", START);
    assert!(all_text(&offer).contains("offers a draw"));
    assert!(refusal(&say(&host, "alice", thread(), "draw", START)).contains("already offered"));
    assert!(all_text(&say(&host, "bob", thread(), "draw decline", START)).contains("declines"));
    say(&host, "bob", thread(), "draw offer", START);
    // Alice moving instead of answering lets the offer lapse.
    play_line(&host, &DEN_WIN[..1], START);
    assert!(
        refusal(&say(&host, "alice", thread(), "draw accept", START)).contains("no draw offer")
    );
    // Both offers failed: each may offer again after five moves of their own.
    say(&host, "bob", thread(), &format!("m {}", DEN_WIN[1]), START);
    play_line(&host, &DEN_WIN[2..12], START);
    say(&host, "alice", thread(), "draw", START);
    let agreed = say(&host, "bob", thread(), "draw accept", START);
    assert!(
        all_text(&agreed).contains("drawn by agreement"),
        "{agreed:#?}"
    );
    check_replay(&host, game);
}

#[test]
fn only_players_act_and_only_on_their_turn() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    let game = start_game(&host, "none", START);
    let before = host.store().game(game).unwrap().unwrap();
    let refusals = [
        ("carol", "m e3d3", "Only alice and bob play"),
        ("bob", "m a9b9", "not your turn"),
        ("alice", "m e3e5", "e3"),
        ("alice", "m zz99", "zz99"),
        ("alice", "m #77 e3d3", "no game #77"),
        ("carol", "resign", "Only alice and bob play"),
        ("carol", "draw", "Only alice and bob play"),
    ];
    for (who, text, expected) in refusals {
        let place = if text.contains("resign") || text.contains("draw") {
            general()
        } else {
            thread()
        };
        let said = refusal(&say(&host, who, place, text, START));
        assert!(said.contains(expected), "{text}: {said}");
    }
    let effects = host.handle(
        Command {
            from: user("carol"),
            place: thread(),
            via: Via::Text,
            request: Request::Resign(None),
        },
        START,
    );
    assert!(refusal(&effects).contains("Only alice and bob play"));
    assert_eq!(
        host.store().game(game).unwrap().unwrap(),
        before,
        "refusals change nothing"
    );
    assert_eq!(host.store().log(game).unwrap(), vec![]);
}

#[test]
fn several_games_in_a_channel_need_a_number() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    say(
        &host,
        "alice",
        general(),
        "challenge jungle @bob none",
        START,
    );
    say(&host, "bob", general(), "accept", START);
    say(
        &host,
        "alice",
        general(),
        "challenge jungle @bob none",
        START,
    );
    say(&host, "bob", general(), "accept", START);
    let asked = refusal(&say(&host, "alice", general(), "m e3d3", START));
    assert!(
        asked.contains("several of your games (#1, #2)") && asked.contains("`move #1 e3d3`"),
        "{asked}"
    );
    let played = say(&host, "alice", general(), "m #2 e3d3", START);
    assert!(all_text(&played).contains("Blue Leopard e3-d3"));
    // Game #2 has no place of its own, so its board is the reply where it was asked.
    assert!(played.iter().any(|effect| matches!(effect,
        Effect::Send { to: Target::Reply, message } if message.about == Some(GameId(2)))));
    let mine = all_text(&say(&host, "bob", Place::Direct, "games mine", START));
    assert!(
        mine.contains("#1 Jungle") && mine.contains("#2 Jungle"),
        "{mine}"
    );
    // In private, the game where it is Bob's turn is the one meant.
    let direct = say(&host, "bob", Place::Direct, "m a9b9", START);
    assert!(all_text(&direct).contains("Red Lion a9-b9"), "{direct:#?}");
}

#[test]
fn lobby_rules_who_may_answer_and_challenges_expire() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    assert!(
        refusal(&say(&host, "bob", general(), "accept", START)).contains("no challenge waiting")
    );
    assert!(
        refusal(&say(
            &host,
            "alice",
            Place::Direct,
            "challenge jungle @bob",
            START
        ))
        .contains("server channel")
    );
    assert!(
        refusal(&say(
            &host,
            "alice",
            general(),
            "challenge jungle @alice",
            START
        ))
        .contains("yourself")
    );
    let unknown_option = Request::parse("challenge jungle colour=blue", |_| None).unwrap_err();
    assert!(
        unknown_option.0.contains("no option \"colour\""),
        "{unknown_option}"
    );
    say(&host, "alice", general(), "challenge jungle @bob 1h", START);
    assert!(
        refusal(&say(&host, "carol", general(), "accept c1", START))
            .contains("only they can accept")
    );
    assert!(
        refusal(&say(&host, "carol", general(), "decline c1", START))
            .contains("only they can decline")
    );
    assert!(
        refusal(&say(&host, "bob", general(), "cancel c1", START)).contains("only they can cancel")
    );
    assert!(refusal(&say(&host, "alice", general(), "accept c1", START)).contains("your own"));
    let declined = all_text(&say(
        &host,
        "bob",
        general(),
        "decline not today @everyone",
        START,
    ));
    assert!(
        declined.contains("declined") && !declined.contains("@everyone"),
        "{declined}"
    );
    // An open challenge: anyone but its maker may take it; nobody can decline it.
    say(&host, "alice", general(), "challenge jungle", START);
    assert!(refusal(&say(&host, "bob", general(), "decline c2", START)).contains("open to anyone"));
    let list = all_text(&say(&host, "carol", general(), "challenges", START));
    assert!(list.contains("c2 alice → anyone"), "{list}");
    assert_eq!(host.next_deadline(), Some(START + 24 * 60 * MINUTE));
    let expired = host.tick(START + 24 * 60 * MINUTE);
    assert!(
        all_text(&expired).contains("challenge c2 (Jungle) expired"),
        "{expired:#?}"
    );
    assert!(
        refusal(&say(
            &host,
            "carol",
            general(),
            "accept c2",
            START + 24 * 60 * MINUTE
        ))
        .contains("Challenge c2 has expired.")
    );
    assert_eq!(host.next_deadline(), None);
}

#[test]
fn a_clock_reminds_then_times_out_and_the_rules_rule() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    let game = start_game(&host, "20m", START);
    // Both made their first move (running out of time before it aborts the game instead).
    play_line(&host, &DEN_WIN[..2], START + MINUTE);
    // Blue's turn started one minute in: the reminder is due five minutes before the end.
    assert_eq!(host.next_deadline(), Some(START + 16 * MINUTE));
    assert!(host.tick(START + 15 * MINUTE).is_empty());
    let reminded = sent(host.tick(START + 16 * MINUTE));
    let [
        Effect::Send {
            to: Target::Direct(UserId(1)),
            message,
        },
    ] = reminded.as_slice()
    else {
        panic!("{reminded:#?}");
    };
    assert!(message.private && message.text.to_plain().starts_with("Reminder"));
    assert_eq!(message.about, Some(game));
    let timed_out = host.tick(START + 21 * MINUTE);
    let said = all_text(&timed_out);
    assert!(
        said.contains("alice (Blue) ran out of time.") && said.contains("bob (Red) wins on time."),
        "{said}"
    );
    assert_eq!(host.next_deadline(), None);
    check_replay(&host, game);
}

#[test]
fn on_a_shared_database_one_process_handles_each_clock_and_a_dead_processs_claim_lapses() {
    let Some(server) = crate::support::postgres::start("host_shared_clocks") else {
        return;
    };
    let address = server.fresh_database();
    let open = || Host::open(Store::connect(&address).unwrap(), HostConfig::default()).unwrap();
    let hosts = [open(), open()];
    let game = start_game(&hosts[0], "20m", START);
    play_line(&hosts[0], &DEN_WIN[..2], START + MINUTE);
    // Both processes tick at the same moment; what they say, together.
    let both_tick = |now: Millis| -> Vec<String> {
        let barrier = Barrier::new(hosts.len());
        std::thread::scope(|scope| {
            let tickers: Vec<_> = hosts
                .iter()
                .map(|host| {
                    let barrier = &barrier;
                    scope.spawn(move || {
                        barrier.wait();
                        texts(&host.tick(now))
                    })
                })
                .collect();
            tickers
                .into_iter()
                .flat_map(|ticker| ticker.join().unwrap())
                .collect()
        })
    };
    // A third process claims the reminder as it falls due and dies before sending it: the others leave
    // it alone for the claim's lease, and one of them reminds Alice when the lease is over.
    let remind_at = START + 16 * MINUTE;
    let dead = Store::connect(&address).unwrap();
    assert_eq!(
        dead.claim_due(remind_at, 10, remind_at + umpire::host::CLAIM_LEASE)
            .unwrap(),
        [game]
    );
    drop(dead);
    assert!(both_tick(remind_at).is_empty());
    assert!(hosts[1].next_deadline() <= Some(remind_at + umpire::host::CLAIM_LEASE));
    let reminded = both_tick(remind_at + umpire::host::CLAIM_LEASE);
    assert_eq!(reminded.len(), 1, "{reminded:?}");
    assert!(reminded[0].starts_with("Reminder"), "{reminded:?}");
    // The time-out, claimed by one of the two ticking at once: said once, logged once.
    let timed_out = both_tick(START + 21 * MINUTE).join("\n");
    assert_eq!(
        timed_out.matches("alice (Blue) ran out of time.").count(),
        1,
        "{timed_out}"
    );
    check_replay(&hosts[1], game);
    assert_eq!(hosts[0].store().log(game).unwrap().len(), 3);
}

#[test]
fn on_a_shared_database_a_tick_carries_out_every_due_clock_claiming_a_batch_at_a_time() {
    let Some(server) = crate::support::postgres::start("host_shared_clock_batches") else {
        return;
    };
    let config = HostConfig {
        limits: umpire::host::Limits {
            games_in_progress: 200,
            commands_per_minute: 1_000,
            ..Default::default()
        },
        ..HostConfig::default()
    };
    let host = Host::open(Store::connect(&server.fresh_database()).unwrap(), config).unwrap();
    // More games than one claim takes, their reminders all due at once.
    let games = 150;
    for game in 0..games {
        let place = Place::Channel {
            server: ServerId(1),
            channel: ChannelId(1_000 + game as u64),
        };
        say(&host, "alice", place, "challenge jungle @bob 20m", START);
        let accepted = say(&host, "bob", place, "accept", START);
        assert!(
            accepted
                .iter()
                .any(|effect| matches!(effect, Effect::OpenPlace { .. })),
            "{:?}",
            texts(&accepted)
        );
    }
    let reminders = texts(&host.tick(START + 20 * MINUTE - 1))
        .into_iter()
        .filter(|text| text.starts_with("Reminder"))
        .count();
    assert_eq!(reminders, games);
    assert!(host.tick(START + 20 * MINUTE - 1).is_empty());
}

#[test]
fn a_restart_reschedules_clocks_and_applies_what_fell_due() {
    let dir = tempfile::tempdir().unwrap();
    let game = {
        let host = open(dir.path());
        let game = start_game(&host, "2h", START);
        play_line(&host, &DEN_WIN[..2], START);
        say(
            &host,
            "carol",
            general(),
            "challenge jungle @alice 1d",
            START,
        );
        game
    };
    let host = open(dir.path());
    // The place binding survived, and the clocks are back.
    assert_eq!(host.game_place(game), Some(THREAD));
    // A 2 h clock reminds half an hour before the end.
    assert_eq!(host.next_deadline(), Some(START + 90 * MINUTE));
    // Down for three hours: the reminder and the time-out both fell due; a reminder that comes after the
    // deadline it announces would only confuse, so the time-out alone is told.
    let effects = host.tick(START + 180 * MINUTE);
    let said = all_text(&effects);
    assert!(
        !said.contains("Reminder") && said.contains("alice (Blue) ran out of time."),
        "{said}"
    );
    // The challenge is still waiting, and expires on schedule.
    assert_eq!(host.next_deadline(), Some(START + 24 * 60 * MINUTE));
    let record = host.store().game(game).unwrap().unwrap();
    assert!(record.finished);
    assert_eq!(record.log_len, 3);
    check_replay(&host, game);
}

#[test]
fn concurrent_moves_for_one_game_apply_exactly_once() {
    let host = Arc::new(Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap());
    let game = start_game(&host, "none", START);
    let threads = 8;
    let barrier = Arc::new(Barrier::new(threads));
    let handles: Vec<_> = (0..threads)
        .map(|index| {
            let host = Arc::clone(&host);
            let barrier = Arc::clone(&barrier);
            std::thread::spawn(move || {
                // Half try the same move, half a different one: exactly one may land.
                let text = if index % 2 == 0 { "m e3d3" } else { "m g3g4" };
                barrier.wait();
                say(&host, "alice", thread(), text, START)
            })
        })
        .collect();
    let results: Vec<Vec<Effect>> = handles
        .into_iter()
        .map(|handle| handle.join().unwrap())
        .collect();
    let applied = results
        .iter()
        .filter(|effects| {
            effects
                .iter()
                .all(|effect| !matches!(effect, Effect::Send { message, .. } if message.private))
        })
        .count();
    assert_eq!(applied, 1);
    for refused in results.iter().filter(|effects| {
        effects
            .iter()
            .any(|effect| matches!(effect, Effect::Send { message, .. } if message.private))
    }) {
        assert!(refusal(refused).contains("not your turn"));
    }
    assert_eq!(host.store().log(game).unwrap().len(), 1);
    check_replay(&host, game);
}

#[test]
fn bad_input_of_every_kind_gets_one_sentence() {
    for text in [
        "dance",
        "@everyone",
        "challenge",
        "challenge chess @bob",
        "move",
        &"x".repeat(5000),
        "games everywhere",
        "set colour blue",
    ] {
        let error = Request::parse(text, |_| None).unwrap_err().to_string();
        assert!(error.ends_with('.'), "{text}: {error}");
        assert!(!error.contains("@everyone"), "{error}");
        assert!(error.len() < 300, "{error}");
    }
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    start_game(&host, "none", START);
    let odd = host.handle(
        Command {
            from: user("alice"),
            place: thread(),
            via: Via::Text,
            request: Request::Act {
                game: None,
                text: "@everyone <@&12> \u{0}".repeat(20),
                bare: false,
            },
        },
        START,
    );
    let said = refusal(&odd);
    assert!(
        !said.contains("@everyone") && !said.contains("<@&"),
        "{said}"
    );
    let named = host.handle(
        Command {
            from: User {
                id: UserId(9),
                name: "@everyone".into(),
            },
            place: general(),
            via: Via::Text,
            request: Request::Challenge(ChallengeTerms {
                kind: "jungle".parse().unwrap(),
                invited: vec![],
                options: Default::default(),
                clock: None,
                setup_time: None,
                computer: None,
                casual: false,
                seed: None,
            }),
        },
        START,
    );
    assert!(!all_text(&named).contains("@everyone"), "{named:#?}");
}

#[test]
fn autocomplete_offers_legal_moves_of_the_player_to_move() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    start_game(&host, "none", START);
    let all = host.legal_moves(UserId(1), thread(), "");
    assert!(!all.is_empty() && all.len() <= 25);
    assert_eq!(
        host.legal_moves(UserId(1), thread(), "E3-D"),
        vec!["e3d3".to_owned()]
    );
    assert!(
        host.legal_moves(UserId(2), thread(), "").is_empty(),
        "not Bob's turn"
    );
    assert!(
        host.legal_moves(UserId(3), thread(), "").is_empty(),
        "Carol does not play"
    );
}

#[test]
fn jungle_has_no_secrets_so_no_private_boards_are_sent() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    say(&host, "alice", general(), "challenge jungle @bob", START);
    let started = say(&host, "bob", general(), "accept", START);
    let moved = say(&host, "alice", general(), "m e3d3", START);
    for effect in started.iter().chain(&moved) {
        assert!(
            !matches!(
                effect,
                Effect::Send {
                    to: Target::Direct(_),
                    ..
                }
            ),
            "{effect:#?}"
        );
    }
    // Asking for one's own board by text sends it privately all the same.
    let mine = say(&host, "bob", general(), "myboard", START);
    assert!(mine.iter().any(|effect| matches!(effect,
        Effect::Send { to: Target::Direct(UserId(2)), message } if message.private && message.about == Some(GameId(1)))));
}

#[test]
fn an_undelivered_direct_message_is_reported_in_the_game_without_secrets() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    let game = start_game(&host, "none", START);
    let effects = sent(host.direct_failed(UserId(2), Some(game)));
    let [
        Effect::Send {
            to: Target::Game(to),
            message,
        },
    ] = effects.as_slice()
    else {
        panic!("{effects:#?}");
    };
    assert_eq!(*to, game);
    assert!(
        message
            .text
            .to_plain()
            .starts_with("bob, I could not send you a direct message")
    );
    assert!(message.image.is_none() && !message.private);
    assert!(host.direct_failed(UserId(3), Some(game)).is_empty());
    assert!(host.direct_failed(UserId(2), None).is_empty());
}

#[test]
fn the_closed_direct_message_notice_comes_once_per_game_even_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let host = open(dir.path());
    let game = start_game(&host, "none", START);
    assert_eq!(sent(host.direct_failed(UserId(2), Some(game))).len(), 1);
    assert!(host.direct_failed(UserId(2), Some(game)).is_empty());
    // The other player has not been told yet.
    assert_eq!(sent(host.direct_failed(UserId(1), Some(game))).len(), 1);
    drop(host);
    let host = open(dir.path());
    assert!(host.direct_failed(UserId(2), Some(game)).is_empty());
    assert!(host.direct_failed(UserId(1), Some(game)).is_empty());
}

#[test]
fn every_command_gets_a_reply() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    start_game(&host, "none", START);
    for text in [
        "help",
        "rules jungle",
        "rules",
        "games",
        "games mine",
        "challenges",
        "board",
        "history",
        "set labels chinese",
        "m e3d3",
        "draw",
        "resign",
    ] {
        let effects = say(&host, "alice", thread(), text, START);
        assert!(
            effects.iter().any(|effect| matches!(
                effect,
                Effect::Send {
                    to: Target::Reply,
                    ..
                }
            )),
            "{text}: {effects:#?}"
        );
    }
}

#[test]
fn the_host_is_shared_across_threads() {
    fn shareable<T: Send + Sync + 'static>() {}
    shareable::<Host>();
}

#[test]
fn a_game_with_secrets_sends_each_seat_its_own_board_privately() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    say(
        &host,
        "alice",
        general(),
        "challenge junqi @bob none",
        START,
    );
    let started = say(&host, "bob", general(), "accept", START);
    let ready = say(&host, "alice", Place::Direct, "m ready", START);
    let mut private_to = Vec::new();
    let mut public_text = String::new();
    let mut private_text = String::new();
    for effect in started.iter().chain(&ready) {
        match effect {
            Effect::Send {
                to: Target::Direct(user),
                message,
            } => {
                assert!(
                    message.private && message.about == Some(GameId(1)),
                    "{message:#?}"
                );
                if let Some(image) = &message.image {
                    assert!(
                        image.file_name.starts_with("game-1-"),
                        "{}",
                        image.file_name
                    );
                }
                private_to.push(*user);
                private_text.push_str(&message.text.to_plain());
            }
            Effect::Send { message, .. } if !message.private => {
                public_text.push_str(&message.text.to_plain())
            }
            _ => {}
        }
    }
    // Both players get their own board at the start; what a seat is told stays out of public messages.
    assert!(
        private_to.contains(&UserId(1)) && private_to.contains(&UserId(2)),
        "{private_to:?}"
    );
    for line in private_text
        .lines()
        .filter(|line| !line.starts_with("Your board in game"))
    {
        assert!(!public_text.contains(line), "{line} was told in public");
    }
}

#[test]
fn logs_of_varied_games_replay_to_their_snapshots() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move |bound: usize| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) as usize % bound
    };
    for round in 0..6u64 {
        say(
            &host,
            "alice",
            general(),
            "challenge jungle @bob none",
            START,
        );
        say(&host, "bob", general(), "accept", START);
        let game = GameId(round + 1);
        let place = Place::Channel {
            server: ServerId(1),
            channel: ChannelId(1000 + round),
        };
        host.bind_place(game, ChannelId(1000 + round));
        for ply in 0..120 {
            let mover = if ply % 2 == 0 { "alice" } else { "bob" };
            let moves = host.legal_moves(user(mover).id, place, "");
            if moves.is_empty() {
                break;
            }
            // Two seconds a move, as fast as people play, and within the rate limit.
            let at = START + (round * 200 + ply) * 2_000;
            let effects = say(
                &host,
                mover,
                place,
                &format!("m {}", moves[next(moves.len())]),
                at,
            );
            assert!(!effects.is_empty());
        }
        if round % 2 == 1 {
            say(&host, "bob", place, "resign", START);
        }
        assert!(
            host.store().log(game).unwrap().len() > 10,
            "game {round} hardly moved"
        );
        check_replay(&host, game);
    }
}

#[test]
fn a_game_record_written_before_closed_dm_notices_were_remembered_still_reads() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    let game = start_game(&host, "none", START);
    let record = host.store().game(game).unwrap().unwrap();
    let mut json = serde_json::to_value(&record).unwrap();
    json.as_object_mut()
        .unwrap()
        .remove("direct_failures_told")
        .expect("the field is written");
    let older: umpire::store::GameRecord = serde_json::from_value(json).unwrap();
    assert!(older.direct_failures_told.is_empty());
    assert_eq!(older, record);
}

#[test]
fn a_stored_state_of_another_shape_is_rebuilt_from_the_log() {
    let dir = tempfile::tempdir().unwrap();
    let host = open(dir.path());
    let game = start_game(&host, "none", START);
    say(&host, "alice", thread(), "m e3d3", START);
    say(&host, "bob", thread(), "m a9b9", START);
    // The state as an older build might have written it: another shape, another version.
    let before = host.store().game(game).unwrap().unwrap();
    let mut stale = before.clone();
    stale.snapshot = r#"{"a field that was renamed": 1}"#.into();
    stale.snapshot_version = 0;
    host.store().save_game(&before, &stale, None, None).unwrap();
    drop(host);
    let host = open(dir.path());
    let played = say(&host, "alice", thread(), "m d3d4", START);
    assert!(
        all_text(&played).contains("Blue Leopard d3-d4"),
        "{played:#?}"
    );
    let rewritten = host.store().game(game).unwrap().unwrap();
    assert_eq!(rewritten.snapshot_version, before.snapshot_version);
    check_replay(&host, game);
}

#[test]
fn a_game_that_cannot_be_rebuilt_is_skipped_and_the_others_go_on() {
    let dir = tempfile::tempdir().unwrap();
    let host = open(dir.path());
    let good = start_game(&host, "none", START);
    say(
        &host,
        "carol",
        general(),
        "challenge jungle @bob none",
        START,
    );
    let broken = GameId(good.0 + 1);
    say(&host, "bob", general(), "accept", START);
    // The broken game's state is of another shape, and its log holds a move no build can replay.
    let before = host.store().game(broken).unwrap().unwrap();
    let mut damaged = before.clone();
    damaged.snapshot = "not a state".into();
    damaged.snapshot_version = 0;
    damaged.log_len = 1;
    let entry = umpire::store::LogEntry {
        schema: umpire::store::SCHEMA_VERSION,
        index: 0,
        action: umpire::store::LoggedAction::Play {
            seat: games::Seat(0),
            action: "a1a9".into(),
        },
        at: START,
    };
    host.store()
        .save_game(&before, &damaged, Some(&entry), None)
        .unwrap();
    drop(host);
    let host = open(dir.path());
    let played = say(&host, "alice", thread(), "m e3d3", START);
    assert!(
        all_text(&played).contains("Blue Leopard e3-d3"),
        "{played:#?}"
    );
    check_replay(&host, good);
}

#[test]
fn what_a_change_says_survives_a_crash_before_delivery_and_is_delivered_once_acknowledged() {
    let dir = tempfile::tempdir().unwrap();
    let host = open(dir.path());
    say(
        &host,
        "alice",
        general(),
        "challenge jungle @bob none",
        START,
    );
    // Bob accepts; the process dies before any of it reaches Discord.
    let accepted = say(&host, "bob", general(), "accept", START);
    let game = accepted
        .iter()
        .find_map(|effect| match effect {
            Effect::OpenPlace { game, .. } => Some(*game),
            _ => None,
        })
        .unwrap();
    drop(host);
    let host = open(dir.path());
    let pending = host.pending();
    // The challenge's post and the game's opening both come again, in order: the place opens before the
    // board goes there, and the answer to Bob's command goes where he said it.
    let opening = pending
        .iter()
        .position(|effect| matches!(effect, Effect::OpenPlace { game: g, .. } if *g == game))
        .expect("the place opens again");
    let board = pending
        .iter()
        .position(|effect| matches!(effect, Effect::Send { to: Target::Game(g), message } if *g == game && message.image.is_some()))
        .expect("the first board comes again");
    assert!(opening < board);
    assert!(pending.iter().any(|effect| matches!(effect,
        Effect::Send { to: Target::Channel(channel), message }
            if *channel == GENERAL && message.text.contains("joined alice's challenge"))));
    assert!(all_text(&pending).contains("challenges bob to Jungle"));
    // Once delivered, nothing is pending any more.
    host.bind_place(game, THREAD);
    for effect in &pending {
        if let Effect::Done(receipt) = effect {
            host.delivered(*receipt);
        }
    }
    assert!(host.pending().is_empty());
    // A move is acknowledged and dies undelivered too: after the restart its board comes, and the place is
    // not opened a second time.
    let played = say(&host, "alice", thread(), "m e3d3", START);
    assert!(
        played
            .iter()
            .any(|effect| matches!(effect, Effect::Done(_)))
    );
    drop(host);
    let host = open(dir.path());
    let again = host.pending();
    assert!(
        all_text(&again).contains("Blue Leopard e3-d3"),
        "{again:#?}"
    );
    assert!(
        !again
            .iter()
            .any(|effect| matches!(effect, Effect::OpenPlace { .. }))
    );
    check_replay(&host, game);
}

#[test]
fn a_flood_of_commands_is_refused_once_and_then_quietly() {
    let config = HostConfig {
        limits: umpire::host::Limits {
            commands_per_minute: 5,
            ..Default::default()
        },
        ..Default::default()
    };
    let host = Host::open(Store::temporary().unwrap(), config).unwrap();
    for _ in 0..5 {
        assert!(!say(&host, "alice", general(), "help", START).is_empty());
    }
    let told = refusal(&say(&host, "alice", general(), "help", START));
    assert!(told.contains("faster than I take them"), "{told}");
    assert!(say(&host, "alice", general(), "help", START).is_empty());
    assert!(!say(&host, "bob", general(), "help", START).is_empty());
    assert!(!say(&host, "alice", general(), "help", START + MINUTE).is_empty());
}

#[test]
fn limits_on_waiting_challenges_games_and_long_lists_in_pages() {
    let config = HostConfig {
        limits: umpire::host::Limits {
            open_challenges: 2,
            ..Default::default()
        },
        ..Default::default()
    };
    let host = Host::open(Store::temporary().unwrap(), config).unwrap();
    say(&host, "alice", general(), "challenge jungle", START);
    say(&host, "alice", general(), "challenge jungle", START);
    let third = refusal(&say(&host, "alice", general(), "challenge jungle", START));
    assert!(third.contains("2 challenges waiting already"), "{third}");
    // Twenty-two games for Bob, each against another player: his list comes in pages.
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    for number in 0..22u64 {
        let rival = User {
            id: UserId(1000 + number),
            name: format!("rival{number}"),
        };
        let challenge = Command {
            from: rival,
            place: general(),
            via: Via::Text,
            request: Request::parse("challenge jungle", |_| None).unwrap(),
        };
        host.handle(challenge, START + number * 1000);
        say(&host, "bob", general(), "accept", START + number * 1000);
    }
    let first = all_text(&say(&host, "bob", general(), "games mine", START + MINUTE));
    assert!(
        first.starts_with("Your games in progress and challenges waiting (page 1 of 2):\n"),
        "{first}"
    );
    assert!(first.chars().count() <= 2_000, "{first}");
    let shown = first.lines().filter(|line| line.starts_with('#')).count();
    assert!(
        first.contains(&format!("… and {} more; `games mine page 2`.", 22 - shown)),
        "{first}"
    );
    let second = all_text(&say(
        &host,
        "bob",
        general(),
        "games mine page 2",
        START + MINUTE,
    ));
    assert!(
        second.contains("(page 2 of 2)") && !second.contains("more;"),
        "{second}"
    );
    let beyond = all_text(&say(
        &host,
        "bob",
        general(),
        "games mine page 9",
        START + MINUTE,
    ));
    assert!(beyond.contains("There is no page 9"), "{beyond}");
}

/// A host whose users may have `limits`, and a rival `number`, a user none of the others is.
fn limited(limits: umpire::host::Limits) -> Host {
    let config = HostConfig {
        limits,
        ..Default::default()
    };
    Host::open(Store::temporary().unwrap(), config).unwrap()
}

fn rival(number: u64) -> User {
    User {
        id: UserId(1000 + number),
        name: format!("rival{number}"),
    }
}

/// `who` says `text` in the general channel.
fn said_by(host: &Host, who: User, text: &str, now: Millis) -> Vec<Effect> {
    let command = Command {
        from: who,
        place: general(),
        via: Via::Text,
        request: Request::parse(text, |_| None).unwrap(),
    };
    host.handle(command, now)
}

#[test]
fn the_games_limit_holds_for_the_challenger_too() {
    let host = limited(umpire::host::Limits {
        games_in_progress: 2,
        ..Default::default()
    });
    for _ in 0..3 {
        say(&host, "alice", general(), "challenge jungle", START);
    }
    for (number, challenge) in ["c1", "c2"].into_iter().enumerate() {
        let started = said_by(
            &host,
            rival(number as u64),
            &format!("accept {challenge}"),
            START,
        );
        assert!(
            all_text(&started).contains("is on"),
            "{}",
            all_text(&started)
        );
    }
    let third = refusal(&said_by(&host, rival(2), "accept c3", START));
    assert_eq!(
        third,
        "alice plays 2 games already, as many as anyone may at once, so this game cannot start yet; \
         the challenge waits until they finish one."
    );
    assert_eq!(host.store().games_of_user(UserId(1)).unwrap().len(), 2);
    assert_eq!(host.store().challenges_of_user(UserId(1)).unwrap().len(), 1);
}

#[test]
fn commands_given_at_once_stay_within_the_limits() {
    let host = limited(umpire::host::Limits {
        open_challenges: 10,
        games_in_progress: 3,
        commands_per_minute: 1_000,
        ..Default::default()
    });
    let host = &host;
    let barrier = &Barrier::new(12);
    let answers: Vec<String> = std::thread::scope(|scope| {
        let askers: Vec<_> = (0..12)
            .map(|_| {
                scope.spawn(move || {
                    barrier.wait();
                    all_text(&say(host, "alice", general(), "challenge jungle", START))
                })
            })
            .collect();
        askers
            .into_iter()
            .map(|asker| asker.join().unwrap())
            .collect()
    });
    let refused: Vec<&String> = answers
        .iter()
        .filter(|answer| answer.contains("10 challenges waiting already"))
        .collect();
    assert_eq!(refused.len(), 2, "{answers:#?}");
    assert_eq!(
        host.store().challenges_of_user(UserId(1)).unwrap().len(),
        10
    );
    // Five rivals accept five of them at once: three games, Alice's limit.
    let barrier = &Barrier::new(5);
    let accepted: Vec<String> = std::thread::scope(|scope| {
        let rivals: Vec<_> = (0..5u64)
            .map(|number| {
                scope.spawn(move || {
                    barrier.wait();
                    let text = format!("accept c{}", number + 1);
                    all_text(&said_by(host, rival(number), &text, START))
                })
            })
            .collect();
        rivals
            .into_iter()
            .map(|rival| rival.join().unwrap())
            .collect()
    });
    let started = accepted
        .iter()
        .filter(|answer| answer.contains("is on"))
        .count();
    assert_eq!(started, 3, "{accepted:#?}");
    assert_eq!(host.store().games_of_user(UserId(1)).unwrap().len(), 3);
}

#[test]
fn follows_have_a_limit_for_each_follower_and_each_game() {
    let host = limited(umpire::host::Limits {
        follows: 1,
        followers: 2,
        ..Default::default()
    });
    let first = start_game(&host, "none", START);
    say(&host, "alice", general(), "challenge jungle @bob", START);
    say(&host, "bob", general(), "accept", START);
    let second = GameId(first.0 + 1);
    let follow = |who: User, game: GameId| {
        all_text(&said_by(&host, who, &format!("follow #{}", game.0), START))
    };
    assert!(follow(rival(1), first).contains("You follow game #1"));
    let over = follow(rival(1), second);
    assert!(
        over.starts_with("You follow 1 game already, as many as anyone may at once"),
        "{over}"
    );
    assert!(follow(rival(2), first).contains("You follow game #1"));
    let crowded = follow(rival(3), first);
    assert!(
        crowded.starts_with("Game #1 has 2 followers already"),
        "{crowded}"
    );
    assert_eq!(host.store().followers(first).unwrap().len(), 2);
}

#[test]
fn processes_sharing_a_database_share_the_rate_limit() {
    let Some(server) = crate::support::postgres::start("host_shared_rate") else {
        return;
    };
    let address = server.fresh_database();
    let config = HostConfig {
        limits: umpire::host::Limits {
            commands_per_minute: 5,
            ..Default::default()
        },
        ..Default::default()
    };
    let open = || Host::open(Store::connect(&address).unwrap(), config.clone()).unwrap();
    let hosts = [open(), open()];
    let answers: Vec<Vec<Effect>> = (0..8)
        .map(|index| say(&hosts[index % 2], "alice", general(), "help", START))
        .collect();
    let helped = answers
        .iter()
        .filter(|answer| all_text(answer).contains("Commands"))
        .count();
    assert_eq!(
        helped, 5,
        "five commands a minute, whichever process takes them"
    );
    assert!(refusal(&answers[5]).contains("faster than I take them"));
    assert!(
        answers[6..].iter().all(Vec::is_empty),
        "told once, then quiet"
    );
    assert!(!say(&hosts[1], "alice", general(), "help", START + MINUTE).is_empty());
}

/// Collects what is logged at `level` and above, one line per event.
#[derive(Clone, Default)]
struct Log(Arc<std::sync::Mutex<Vec<u8>>>);

impl std::io::Write for Log {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Log {
    fn lines(&self, level: &str) -> usize {
        let text = String::from_utf8(self.0.lock().unwrap().clone()).unwrap();
        text.lines().filter(|line| line.contains(level)).count()
    }
}

#[test]
fn while_the_database_is_down_reads_say_so_and_each_outage_is_logged_once() {
    let Some(server) = crate::support::postgres::start("host_outage") else {
        return;
    };
    let log = Log::default();
    let writer = log.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_writer(move || writer.clone())
        .with_ansi(false)
        .with_max_level(tracing::Level::INFO)
        .finish();
    let _logging = tracing::subscriber::set_default(subscriber);
    let host = Host::open(
        Store::connect(&server.fresh_database()).unwrap(),
        HostConfig::default(),
    )
    .unwrap();
    say(&host, "alice", general(), "challenge jungle", START);
    for outage in 1..=2 {
        server.stop();
        for (step, asked) in ["challenges", "games", "challenge jungle", "accept"]
            .into_iter()
            .cycle()
            .take(12)
            .enumerate()
        {
            let now = START + step as u64 * 250;
            let answer = refusal(&say(&host, "bob", general(), asked, now));
            assert_eq!(
                answer,
                "My records could not be read just now, so nothing changed; please try again in a moment.",
                "{asked}"
            );
            host.tick(now);
            host.next_deadline();
            host.pending();
            host.adopt_orphans();
        }
        assert_eq!(log.lines("ERROR"), outage, "one error per outage");
        server.start_again();
        let listed = all_text(&say(&host, "bob", general(), "challenges", START + MINUTE));
        assert!(listed.contains("c1 alice"), "{listed}");
        assert_eq!(log.lines("the database answers again"), outage);
    }
}

#[test]
fn a_player_who_asks_is_mentioned_when_it_is_their_turn_and_nobody_else_ever() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    let game = start_game(&host, "none", START);
    let said = all_text(&say(&host, "bob", general(), "set ping on", START));
    assert!(said.contains("mention you when it is your turn"), "{said}");
    let boards = |effects: &[Effect]| -> Vec<Vec<UserId>> {
        effects
            .iter()
            .filter_map(|effect| match effect {
                Effect::Send { message, .. } if message.image.is_some() => {
                    assert_eq!(message.slot, Some(Slot::Board(game)));
                    Some(message.ping.clone())
                }
                _ => None,
            })
            .collect()
    };
    // Alice moves: the board tells Bob it is his turn.
    let after_alice = say(&host, "alice", thread(), "m e3d3", START);
    assert_eq!(boards(&after_alice), [vec![UserId(2)]]);
    // Bob moves: Alice did not ask, so nobody is mentioned.
    let after_bob = say(&host, "bob", thread(), "m a9b9", START);
    assert_eq!(boards(&after_bob), [Vec::<UserId>::new()]);
    say(&host, "bob", general(), "set ping off", START);
    let quiet = say(&host, "alice", thread(), "m d3d4", START);
    assert_eq!(boards(&quiet), [Vec::<UserId>::new()]);
}
