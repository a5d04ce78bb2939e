//! Junqi through the host: private setups, the setup deadline, restarts, a game to a flag capture with the
//! final reveal, and the umpire's promise: public output depends on public history alone.

use crate::support::effects::{all_text, digests_opaque, refusal};
use crate::support::scene::{MINUTE, START, THREAD, general, thread, user};
use crate::support::talk::{fixed_seeds, open_with, say, start};
use umpire::host::Host;
use umpire::host::api::{
    Command, Effect, GameId, Message, Millis, Place, Request, Slot, Span, Target, TimeStyle,
    UserId, Via,
};
use umpire::store::Store;

/// South's setup: the Marshal on e6, at the head of the e-file railroad.
const SOUTH: &str = "41379/6.5.3/22.8B/1.7.5/M3B64/2F1MM";
/// North's setup: weak pieces down the e file, the flag on d12 beside e12.
const NORTH: &str = "12345/2.3.6/27.89/3.B.B/14567/1FMMM";
/// North's setup with hidden ranks permuted: every battle of the script ends the same way.
const NORTH_PERMUTED: &str = "12345/3.3.7/28.79/2.B.B/14566/1FMMM";

/// South's setup with hidden ranks permuted: none of the permuted pieces ever moves or fights.
const SOUTH_PERMUTED: &str = "43179/6.5.3/22.8B/1.7.5/M3B64/2F1MM";

/// South's Marshal takes the e file and the flag on d12; North shuffles a piece in and out of a camp.
const CAPTURE: [(&str, &str); 13] = [
    ("alice", "e6xe7"),
    ("bob", "d7-d8"),
    ("alice", "e7xe8"),
    ("bob", "d8-d7"),
    ("alice", "e8xe9"),
    ("bob", "d7-d8"),
    ("alice", "e9xe10"),
    ("bob", "d8-d7"),
    ("alice", "e10xe11"),
    ("bob", "d7-d8"),
    ("alice", "e11xe12"),
    ("bob", "pass"),
    ("alice", "e12xd12"),
];

/// Whether an effect can be seen by anyone other than one player.
fn is_public(effect: &Effect) -> bool {
    match effect {
        Effect::OpenPlace { .. } | Effect::OpenTournamentPlace { .. } => true,
        Effect::Done(_) | Effect::Retire(_) | Effect::Think(_) | Effect::Analyse(_) => false,
        Effect::Send { to, message } => match to {
            Target::Direct(_) => false,
            Target::Reply => !message.private,
            Target::Channel(_) | Target::Game(_) | Target::Tournament(_) => true,
        },
    }
}

fn public(effects: &[Effect]) -> Vec<Effect> {
    effects
        .iter()
        .filter(|effect| is_public(effect))
        .cloned()
        .collect()
}

/// The messages `who` alone sees: their direct messages, and private replies to their own commands.
fn private_to(effects: &[Effect], who: &str, asker: &str) -> Vec<Message> {
    let id = user(who).id;
    effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Send {
                to: Target::Direct(user),
                message,
            } if *user == id => Some(message.clone()),
            Effect::Send {
                to: Target::Reply,
                message,
            } if message.private && asker == who => Some(message.clone()),
            _ => None,
        })
        .collect()
}

/// Everything one run of the scripted game said, in order, with who gave each command, and the host it
/// ran on.
struct Run {
    steps: Vec<(String, Vec<Effect>)>,
    host: Host,
}

impl Run {
    fn all(&self) -> Vec<Effect> {
        self.steps
            .iter()
            .flat_map(|(_, effects)| effects.clone())
            .collect()
    }
}

/// `setup` with the pieces on a6 and e6 (the ends of its first row) exchanged.
fn with_front_ends_swapped(setup: &str) -> String {
    let mut chars: Vec<char> = setup.chars().collect();
    chars.swap(0, 4);
    chars.into_iter().collect()
}

/// The whole scripted game: challenge, both setups, the capture. South's setup is `south` (reached
/// through `random`, loading a string and a `swap`); North's is `north`, loaded and saved by name.
fn scripted_game(south: &str, north: &str) -> Run {
    scripted_game_with(south, north, false)
}

/// The scripted game; with `followed`, Carol follows it from its setup on (a step of its own, right
/// after the game's place is bound).
fn scripted_game_with(south: &str, north: &str, followed: bool) -> Run {
    let host = Host::open(Store::temporary().unwrap(), fixed_seeds()).unwrap();
    let mut steps = Vec::new();
    let mut now = START;
    // The root over the hidden setups differs between the runs and tells nothing: it is made opaque.
    let mut step = |who: &str, place: Place, text: &str, now: Millis| {
        let effects = digests_opaque(&say(&host, who, place, text, now));
        steps.push((who.to_owned(), effects));
    };
    step("alice", general(), "challenge junqi @bob 1h setup=10m", now);
    step("bob", general(), "accept", now);
    host.bind_place(GameId(1), THREAD);
    if followed {
        step("carol", general(), "follow #1", now);
    }
    now += MINUTE;
    step("alice", thread(), "random", now);
    step(
        "alice",
        Place::Direct,
        &format!("setup {}", with_front_ends_swapped(south)),
        now,
    );
    step("bob", Place::Direct, &format!("setup {north}"), now);
    step("alice", thread(), "swap a6 e6", now);
    step("bob", thread(), "setup save fast", now);
    step("bob", thread(), "ready", now);
    step("alice", general(), "games", now);
    step("alice", Place::Direct, "ready", now);
    for (who, text) in CAPTURE {
        now += MINUTE;
        let command = if text == "pass" {
            text.to_owned()
        } else {
            format!("m {text}")
        };
        step(who, thread(), &command, now);
        if text != "e12xd12" {
            step("carol", thread(), "board", now);
            step("carol", general(), "games", now);
        }
    }
    Run { steps, host }
}

#[test]
fn a_whole_game_from_challenge_to_flag_capture_and_the_final_reveal() {
    let run = scripted_game(SOUTH, NORTH);
    let steps = &run.steps;
    // The challenge and its acceptance: each player gets their own half privately, with the default.
    let accepted = &steps[1].1;
    for who in ["alice", "bob"] {
        let dms = private_to(accepted, who, "bob");
        assert_eq!(dms.len(), 1, "{who}: {dms:#?}");
        assert!(dms[0].text.contains("Your setup: `"), "{}", dms[0].text);
        assert!(
            dms[0].text.contains("swap <point> <point>"),
            "{}",
            dms[0].text
        );
        let setup_ends = Span::Time(START + 10 * MINUTE, TimeStyle::Relative);
        assert!(dms[0].text.0.contains(&setup_ends), "{}", dms[0].text);
        assert!(dms[0].image.is_some());
    }
    let public_text = all_text(&public(accepted));
    assert!(public_text.contains("Setting up"), "{public_text}");
    // Setup commands in public are answered privately, and the public sees nothing of them.
    for index in [2, 5, 6] {
        assert!(public(&steps[index].1).is_empty(), "{:#?}", steps[index].1);
    }
    let loaded = all_text(&steps[5].1);
    assert!(loaded.contains(SOUTH), "{loaded}");
    let saved = all_text(&steps[6].1);
    assert!(saved.contains("\"fast\""), "{saved}");
    // Readiness is public, and nothing else.
    let ready = all_text(&public(&steps[7].1));
    assert!(ready.starts_with("bob (North) is ready."), "{ready}");
    assert!(!ready.contains(NORTH));
    let started = all_text(&public(&steps[9].1));
    assert!(started.contains("Both sides are ready"), "{started}");
    // In play, battles say who won and nothing more; each player gets their board after every turn.
    let first_battle = &steps[10].1;
    let text = all_text(&public(first_battle));
    assert!(text.contains("e6xe7"), "{text}");
    for who in ["alice", "bob"] {
        assert!(
            private_to(first_battle, who, "alice")
                .iter()
                .any(|message| message.image.is_some()),
            "{who} gets their board"
        );
    }
    // The capture ends the game; the full record and the face-up board go public.
    let last = &run.steps.last().unwrap().1;
    let ended = all_text(&public(last));
    assert!(ended.contains("alice (South) wins"), "{ended}");
    assert!(ended.contains(&format!("[Setup S \"{SOUTH}\"]")), "{ended}");
    assert!(ended.contains(&format!("[Setup N \"{NORTH}\"]")), "{ended}");
    assert!(
        ended.contains("{9,"),
        "battle identities are revealed: {ended}"
    );
}

#[test]
fn a_saved_setup_loads_in_a_later_game_and_bad_setups_are_refused_privately() {
    let host = Host::open(Store::temporary().unwrap(), fixed_seeds()).unwrap();
    let (_, _) = start(&host, "challenge junqi @bob", START);
    say(
        &host,
        "bob",
        Place::Direct,
        &format!("setup {NORTH}"),
        START,
    );
    say(&host, "bob", Place::Direct, "setup save fast", START);
    say(&host, "alice", thread(), &format!("setup {SOUTH}"), START);
    let refused = refusal(&say(&host, "alice", thread(), "swap e1 e6", START));
    assert!(
        refused.contains("ine"),
        "mines stay on the back two rows: {refused}"
    );
    let refused = refusal(&say(
        &host,
        "alice",
        thread(),
        "setup 12345/2.3.6/27.89/3.B.B/14567/1FMMM1",
        START,
    ));
    assert!(!refused.is_empty());
    say(&host, "bob", thread(), "ready", START);
    say(&host, "alice", thread(), "ready", START);
    say(&host, "alice", thread(), "resign", START + MINUTE);
    // A second game: Bob's saved setup comes back by name.
    let (second, _) = start(&host, "challenge junqi @bob", START + 2 * MINUTE);
    assert_eq!(second, GameId(2));
    let listed = all_text(&say(
        &host,
        "bob",
        Place::Direct,
        "setup list",
        START + 2 * MINUTE,
    ));
    assert!(listed.contains("fast"), "{listed}");
    let loaded = say(
        &host,
        "bob",
        thread(),
        "setup load fast",
        START + 2 * MINUTE,
    );
    assert!(public(&loaded).is_empty());
    assert!(all_text(&loaded).contains(NORTH));
    let shown = say(&host, "bob", thread(), "setup show", START + 2 * MINUTE);
    assert!(public(&shown).is_empty());
    assert!(all_text(&shown).contains(NORTH));
    let missing = refusal(&say(
        &host,
        "bob",
        thread(),
        "setup load wall",
        START + 2 * MINUTE,
    ));
    assert!(missing.contains("no setup saved"), "{missing}");
}

#[test]
fn the_setup_deadline_calls_the_game_off() {
    let host = Host::open(Store::temporary().unwrap(), fixed_seeds()).unwrap();
    let (game, _) = start(&host, "challenge junqi @bob setup=10m", START);
    say(&host, "alice", thread(), "ready", START);
    let reminded = host.tick(START + 9 * MINUTE);
    assert!(!all_text(&reminded).contains("is called off:"));
    assert!(
        reminded.iter().all(|effect| matches!(
            effect,
            Effect::Send { to: Target::Direct(user), .. } if *user == UserId(2)
        ) || matches!(effect, Effect::Done(_))),
        "only Bob, who is not ready, is reminded: {reminded:#?}"
    );
    let due = host.tick(START + 10 * MINUTE);
    let text = all_text(&due);
    assert!(text.contains("is called off:"), "{text}");
    assert!(text.contains("bob (North) did not get ready"), "{text}");
    let refused = refusal(&say(&host, "bob", thread(), "ready", START + 11 * MINUTE));
    assert!(refused.contains("called off"), "{refused}");
    assert!(host.store().game(game).unwrap().unwrap().cancelled);
    let listed = all_text(&say(
        &host,
        "alice",
        general(),
        "games",
        START + 11 * MINUTE,
    ));
    assert!(!listed.contains(&format!("#{}", game.0)), "{listed}");
}

#[test]
fn a_restart_in_the_middle_of_setup_resumes_it_with_its_deadline() {
    let folder = tempfile::tempdir().unwrap();
    let swapped;
    {
        let host = open_with(folder.path(), fixed_seeds());
        start(&host, "challenge junqi @bob", START);
        say(&host, "alice", thread(), "random", START);
        swapped = all_text(&say(&host, "alice", thread(), "setup show", START));
        say(&host, "bob", thread(), "ready", START);
    }
    let host = open_with(folder.path(), fixed_seeds());
    let shown = all_text(&say(&host, "alice", thread(), "setup show", START + MINUTE));
    assert_eq!(
        shown.lines().nth(1),
        swapped.lines().nth(1),
        "the setup survives the restart"
    );
    // The five-minute default deadline survives too.
    let due = all_text(&host.tick(START + 5 * MINUTE));
    assert!(due.contains("is called off:"), "{due}");
}

#[test]
fn the_restarted_setup_can_be_finished() {
    let folder = tempfile::tempdir().unwrap();
    {
        let host = open_with(folder.path(), fixed_seeds());
        start(&host, "challenge junqi @bob", START);
        say(&host, "alice", thread(), &format!("setup {SOUTH}"), START);
    }
    let host = open_with(folder.path(), fixed_seeds());
    say(&host, "bob", thread(), &format!("setup {NORTH}"), START);
    say(&host, "bob", thread(), "ready", START);
    let started = all_text(&public(&say(&host, "alice", thread(), "ready", START)));
    assert!(started.contains("Both sides are ready"), "{started}");
    let moved = say(&host, "alice", thread(), "m e6xe7", START + MINUTE);
    assert!(all_text(&public(&moved)).contains("e6xe7"));
}

#[test]
fn a_ready_player_takes_it_back_and_changes_the_setup_while_the_other_is_not_ready() {
    let host = Host::open(Store::temporary().unwrap(), fixed_seeds()).unwrap();
    start(&host, "challenge junqi @bob", START);
    say(&host, "alice", thread(), &format!("setup {SOUTH}"), START);
    let locked = all_text(&say(&host, "alice", thread(), "ready", START));
    assert!(
        locked.contains(
            "You are ready; play starts when everyone is. You may still say `unready` (arrange your \
             pieces again while the others are not all ready)."
        ),
        "{locked}"
    );
    let refused = refusal(&say(&host, "alice", thread(), "swap a6 e6", START));
    assert_eq!(
        refused,
        "Game #1 does not take `swap a6 e6`: You are ready already. Say unready to change your setup while your opponent is not ready."
    );
    let taken_back = say(&host, "alice", Place::Direct, "unready", START);
    let told = all_text(&public(&taken_back));
    assert!(
        told.contains("alice (South) is arranging their pieces again"),
        "{told}"
    );
    let swapped = all_text(&say(&host, "alice", Place::Direct, "swap a6 e6", START));
    assert!(
        swapped.contains(&with_front_ends_swapped(SOUTH)),
        "{swapped}"
    );
    say(&host, "alice", Place::Direct, "ready", START);
    say(&host, "bob", thread(), &format!("setup {NORTH}"), START);
    let started = all_text(&public(&say(&host, "bob", thread(), "ready", START)));
    assert!(started.contains("Both sides are ready"), "{started}");
}

#[test]
fn public_output_depends_on_public_history_alone() {
    let plain = scripted_game(SOUTH, NORTH);
    let permuted = scripted_game(SOUTH, NORTH_PERMUTED);
    assert_eq!(plain.steps.len(), permuted.steps.len());
    let last = plain.steps.len() - 1;
    for (index, ((who, a), (_, b))) in plain.steps.iter().zip(&permuted.steps).enumerate() {
        if index == last {
            break;
        }
        // Texts, buttons, PNG bytes, file names and game lists: all of it, byte for byte.
        assert_eq!(
            public(a),
            public(b),
            "public output of step {index} ({who})"
        );
        // Alice never learns North's ranks: her private messages are the same with either setup (but for
        // her own random setup, which comes from each game's own seed).
        if index == 2 {
            continue;
        }
        assert_eq!(
            private_to(a, "alice", who),
            private_to(b, "alice", who),
            "alice's private output of step {index}"
        );
    }
    // And no private message to either player names the opponent's setup before the end.
    for run in [&plain, &permuted] {
        for (who, effects) in &run.steps[..last] {
            for message in private_to(effects, "alice", who) {
                assert!(!message.text.contains(NORTH) && !message.text.contains(NORTH_PERMUTED));
            }
            for message in private_to(effects, "bob", who) {
                assert!(!message.text.contains(SOUTH), "{}", message.text);
            }
        }
    }
    // The end reveals what differs.
    assert_ne!(
        public(&plain.steps[last].1),
        public(&permuted.steps[last].1)
    );
    assert!(!plain.all().is_empty());
}

#[test]
fn public_output_and_norths_view_do_not_depend_on_souths_hidden_ranks() {
    let plain = scripted_game(SOUTH, NORTH);
    let permuted = scripted_game(SOUTH_PERMUTED, NORTH);
    let last = plain.steps.len() - 1;
    for (index, ((who, a), (_, b))) in plain
        .steps
        .iter()
        .zip(&permuted.steps)
        .enumerate()
        .take(last)
    {
        assert_eq!(
            public(a),
            public(b),
            "public output of step {index} ({who})"
        );
        assert_eq!(
            private_to(a, "bob", who),
            private_to(b, "bob", who),
            "bob's private output of step {index}"
        );
    }
    let revealed = all_text(&public(&permuted.steps[last].1));
    assert!(
        revealed.contains(&format!("[Setup S \"{SOUTH_PERMUTED}\"]")),
        "{revealed}"
    );
}

/// An image as the players get it: drawn.
fn png(image: &umpire::host::api::Image) -> Vec<u8> {
    image.bytes().expect("the board is drawn").into_owned()
}

/// The images among `effects`, as PNG bytes.
fn images(effects: &[Effect]) -> Vec<Vec<u8>> {
    effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Send { message, .. } => Some(png(message.image.as_ref()?)),
            _ => None,
        })
        .collect()
}

#[test]
fn a_follower_gets_the_public_board_alone_whatever_the_hidden_pieces() {
    let plain = scripted_game_with(SOUTH, NORTH, true);
    let public_images: Vec<Vec<u8>> = images(&public(&plain.all()));
    for (south, north) in [(SOUTH, NORTH_PERMUTED), (SOUTH_PERMUTED, NORTH)] {
        let permuted = scripted_game_with(south, north, true);
        assert_eq!(plain.steps.len(), permuted.steps.len());
        let last = plain.steps.len() - 1;
        let mut boards = 0;
        for (index, ((who, a), (_, b))) in plain.steps.iter().zip(&permuted.steps).enumerate() {
            let (seen, seen_permuted) = (private_to(a, "carol", who), private_to(b, "carol", who));
            if index == last {
                // The end reveals every piece, to the follower as to the game's place.
                assert_eq!(seen.len(), 1);
                assert_ne!(seen, seen_permuted, "the reveal differs");
                assert!(
                    seen[0].text.contains("alice (South) wins"),
                    "{}",
                    seen[0].text
                );
                continue;
            }
            // Texts, buttons, PNG bytes and file names: all of it, byte for byte.
            assert_eq!(
                seen, seen_permuted,
                "carol's messages at step {index} ({who})"
            );
            for message in &seen {
                assert!(message.private && message.ping.is_empty());
                let image = message.image.as_ref().expect("a follower gets the board");
                assert!(
                    public_images.contains(&png(image)),
                    "step {index}: the follower's board is a public board"
                );
            }
            boards += seen.len();
        }
        // The board on following, the start of play, and each move before the last.
        assert_eq!(boards, 1 + 1 + CAPTURE.len() - 1);
    }
    // Nothing of the private setup reaches a follower.
    let setup_steps = &plain.steps[3..10];
    assert!(
        setup_steps
            .iter()
            .all(|(who, effects)| private_to(effects, "carol", who).is_empty())
    );
}

#[test]
fn a_finished_junqi_game_shows_everyone_its_public_end_and_its_full_record() {
    let run = scripted_game(SOUTH, NORTH);
    let end = public(&run.steps.last().unwrap().1);
    let final_board = images(&end).pop().expect("the final board");
    let now = START + 60 * MINUTE;
    let shown: Vec<Vec<Effect>> = ["alice", "bob", "carol"]
        .iter()
        .map(|who| say(&run.host, who, general(), "game #1", now))
        .collect();
    assert_eq!(shown[0], shown[1], "a player sees what anyone sees");
    assert_eq!(shown[0], shown[2], "a stranger sees what a player sees");
    let [
        Effect::Send {
            to: Target::Reply,
            message,
        },
    ] = shown[0].as_slice()
    else {
        panic!("one answer: {:#?}", shown[0]);
    };
    assert!(!message.private);
    assert_eq!(
        png(message.image.as_ref().expect("the final board")),
        final_board,
        "the final board is the public one, with every piece revealed"
    );
    let text = message.text.to_plain();
    assert!(text.starts_with("Game #1 · Junqi"), "{text}");
    assert!(text.contains("alice (South) wins"), "{text}");
    assert!(
        text.contains(&format!("Started <t:{}:f>", START / 1000)),
        "{text}"
    );
    let record = &message.file.as_ref().expect("the record").text;
    assert!(
        record.contains(&format!("[Setup S \"{SOUTH}\"]")),
        "{record}"
    );
    assert!(
        record.contains(&format!("[Setup N \"{NORTH}\"]")),
        "{record}"
    );
    let buttons: Vec<&str> = message.buttons.iter().map(|b| b.id.as_str()).collect();
    assert_eq!(buttons, ["umpire:replay:1", "umpire:analyse:1"]);
    // A game going on is not shown: its board is.
    let going = Host::open(Store::temporary().unwrap(), fixed_seeds()).unwrap();
    start(&going, "challenge junqi @bob", START);
    let refused = refusal(&say(&going, "carol", general(), "game #1", START));
    assert!(refused.contains("still going on"), "{refused}");
}

#[test]
fn setup_buttons_answer_the_presser_alone() {
    let host = Host::open(Store::temporary().unwrap(), fixed_seeds()).unwrap();
    let (game, accepted) = start(&host, "challenge junqi @bob", START);
    let board_buttons: Vec<String> = public(&accepted)
        .iter()
        .filter_map(|effect| match effect {
            Effect::Send { message, .. } if message.image.is_some() => Some(
                message
                    .buttons
                    .iter()
                    .map(|button| button.id.clone())
                    .collect::<Vec<_>>(),
            ),
            _ => None,
        })
        .flatten()
        .collect();
    let show = format!("umpire:setup:{}:show", game.0);
    let ready = format!("umpire:act:{}:ready", game.0);
    assert!(
        board_buttons.contains(&show) && board_buttons.contains(&ready),
        "{board_buttons:?}"
    );
    let press = |who: &str, id: &str| {
        host.handle(
            Command {
                from: user(who),
                place: thread(),
                via: Via::Interaction,
                request: Request::from_button_id(id).expect("a setup button"),
            },
            START,
        )
    };
    let shown = press("bob", &show);
    assert!(public(&shown).is_empty(), "{shown:#?}");
    assert!(all_text(&shown).contains("Your setup: `"));
    let readied = press("bob", &ready);
    let announced = all_text(&public(&readied));
    assert!(
        announced.starts_with("bob (North) is ready."),
        "{announced}"
    );
    let refused = refusal(&press("carol", &ready));
    assert!(refused.contains("Only alice and bob play"), "{refused}");
}

#[test]
fn a_chinese_label_preference_changes_private_boards_only() {
    let run = |chinese: bool| {
        let host = Host::open(Store::temporary().unwrap(), fixed_seeds()).unwrap();
        if chinese {
            say(&host, "bob", Place::Direct, "set labels chinese", START);
        }
        start(&host, "challenge junqi @bob", START).1
    };
    let (english, chinese) = (run(false), run(true));
    assert_eq!(
        public(&english),
        public(&chinese),
        "public boards use one neutral style"
    );
    let image = |effects: &[Effect]| private_to(effects, "bob", "bob")[0].image.clone().unwrap();
    assert_ne!(
        png(&image(&english)),
        png(&image(&chinese)),
        "Bob's own board follows his preference"
    );
    assert_eq!(
        private_to(&english, "alice", "bob"),
        private_to(&chinese, "alice", "bob")
    );
}

#[test]
fn a_refused_draw_offer_waits_out_its_cooldown() {
    let host = Host::open(Store::temporary().unwrap(), fixed_seeds()).unwrap();
    let mut now = START;
    start(&host, "challenge junqi @bob draw_offer_cooldown=2", now);
    say(
        &host,
        "alice",
        Place::Direct,
        &format!("setup {SOUTH}"),
        now,
    );
    say(&host, "bob", Place::Direct, &format!("setup {NORTH}"), now);
    say(&host, "alice", Place::Direct, "ready", now);
    say(&host, "bob", Place::Direct, "ready", now);

    say(&host, "alice", thread(), "draw offer", now);
    say(&host, "bob", thread(), "draw decline", now);
    let early = refusal(&say(&host, "alice", thread(), "draw offer", now));
    assert!(early.contains("after 2 more turns of your own"), "{early}");

    // Bob's own offers are not barred, and Alice may still accept one.
    let bobs = say(&host, "bob", thread(), "draw offer", now);
    assert!(
        all_text(&bobs).contains("offers a draw"),
        "{}",
        all_text(&bobs)
    );
    say(&host, "alice", thread(), "m e6xe7", now);
    now += MINUTE;
    // Alice played on without answering: Bob's offer lapsed and now bars him.
    let lapsed = refusal(&say(&host, "bob", thread(), "draw offer", now));
    assert!(lapsed.contains("after 2 more turns"), "{lapsed}");

    say(&host, "bob", thread(), "m d7-d8", now);
    let once = refusal(&say(&host, "alice", thread(), "draw offer", now));
    assert!(once.contains("after 1 more turn of your own"), "{once}");
    say(&host, "alice", thread(), "m e7xe8", now);
    say(&host, "bob", thread(), "m d8-d7", now);
    let again = say(&host, "alice", thread(), "draw offer", now);
    assert!(
        all_text(&again).contains("offers a draw"),
        "{}",
        all_text(&again)
    );
}

#[test]
fn a_setup_time_reads_like_a_clock_in_the_challenge_and_the_header() {
    let host = Host::open(Store::temporary().unwrap(), fixed_seeds()).unwrap();
    let challenge = all_text(&say(
        &host,
        "alice",
        general(),
        "challenge junqi @bob 1h setup=10m",
        START,
    ));
    assert!(
        challenge.contains("Junqi, 10 min to set up, 1 h per move"),
        "{challenge}"
    );
    assert!(!challenge.contains("setup_time"), "{challenge}");
    let opening = all_text(&say(&host, "bob", general(), "accept", START));
    assert!(opening.contains("10 min to set up"), "{opening}");
    assert!(!opening.contains("setup_time"), "{opening}");
    let record = host.store().game(GameId(1)).unwrap().unwrap();
    assert_eq!(record.setup_time, Some(600_000));
    assert!(record.options.is_standard(), "{:?}", record.options);
}

#[test]
fn the_last_seat_to_get_ready_is_named_and_a_won_game_is_said_once() {
    let run = scripted_game(SOUTH, NORTH);
    let said = |effects: &[Effect]| crate::support::effects::all_text(&public(effects));
    let start = run
        .steps
        .iter()
        .map(|(_, effects)| said(effects))
        .find(|text| text.contains("Both sides are ready"))
        .expect("play starts");
    assert!(start.starts_with("alice (South) is ready.\n"), "{start}");
    let end = said(&run.steps.last().unwrap().1);
    assert!(!end.contains("captured North's flag"), "{end}");
    assert_eq!(
        end.matches("wins by capturing the flag").count(),
        2,
        "the board, and the post in the channel of the challenge: {end}"
    );
}

#[test]
fn a_swap_or_the_flag_moved_says_what_moved_and_brings_the_private_board_up_to_date_in_place() {
    let host = Host::open(Store::temporary().unwrap(), fixed_seeds()).unwrap();
    let (game, _) = start(&host, "challenge junqi @bob", START);
    say(&host, "alice", thread(), &format!("setup {SOUTH}"), START);
    let alice = user("alice").id;
    for (said, moved) in [
        (
            "swap a6 e6",
            "Swapped a6 (Lieutenant Colonel) and e6 (Marshal).",
        ),
        ("flag", "Swapped b1 (Flag) and d1 (Mine)."),
    ] {
        let effects = say(&host, "alice", Place::Direct, said, START);
        let replies: Vec<&Message> = sent_to(&effects, |to| to == Target::Reply);
        assert_eq!(replies.len(), 1, "{said}: {effects:#?}");
        assert!(replies[0].private);
        assert_eq!(replies[0].text.to_plain(), moved);
        assert!(replies[0].image.is_none() && replies[0].buttons.is_empty());
        let boards = sent_to(&effects, |to| to == Target::Direct(alice));
        assert_eq!(boards.len(), 1, "{said}: {effects:#?}");
        assert_eq!(boards[0].slot, Some(Slot::PrivateBoard(game, alice)));
        assert!(boards[0].image.is_some() && !boards[0].buttons.is_empty());
    }
}

/// The messages of `effects` sent where `to` holds.
fn sent_to(effects: &[Effect], to: impl Fn(Target) -> bool) -> Vec<&Message> {
    effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Send {
                to: target,
                message,
            } if to(*target) => Some(message),
            _ => None,
        })
        .collect()
}

#[test]
fn a_finished_junqi_game_is_analysed_with_its_pieces_revealed_and_says_so() {
    let run = scripted_game(SOUTH, NORTH);
    let game = GameId(1);
    let asked = say(
        &run.host,
        "carol",
        general(),
        "analyse #1",
        START + 60 * MINUTE,
    );
    assert!(asked.contains(&Effect::Analyse(game)), "{asked:#?}");
    let mut job = run
        .host
        .analysis_job(game, START)
        .expect("carol waits for it");
    let searched = job.search(|job| run.host.analysis_progress(job, START));
    let done = run.host.analysis_finished(job, searched);
    let said = all_text(&done);
    assert!(said.contains("alice (South): accuracy"), "{said}");
    assert!(
        said.contains("they were revealed for the analysis"),
        "{said}"
    );
}
