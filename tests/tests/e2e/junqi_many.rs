//! End to end: Junqi on the four-player board (four players in two teams, and three each for themselves)
//! and Blind Junqi (翻棋), through the fake Discord, from the challenge to the result.

use games::{Game, Seat};
use serde_json::json;
use std::sync::Arc;
use umpire::discord::GameHost;
use umpire::host::api::UserId;
use umpire::host::{Host, HostConfig};
use umpire::store::Store;
use umpire_tests::bot::RunningBot;
use umpire_tests::fake::recorder::{RecordedRequest, posted_in};
use umpire_tests::fake::{FakeDiscord, Options};
use umpire_tests::fixtures::{
    self, ALICE, ALICE_USER, BOB, BOB_USER, CAROL, CAROL_USER, CHANNEL_ID, DAVE, DAVE_USER, Person,
};

/// South's setup: the Marshal on S15, at the end of the rail arc into East's arm.
const SOUTH: &str = "41379/6.5.3/22.8B/1.7.5/M3B64/2F1MM";
/// East's setup: weak pieces down the first column's railroad, its flag on E62 beside E52.
const EAST: &str = "13334/1.5.5/16.67/2.7.8/229BB/4FMMM";
/// North's and West's setups (the spec's examples).
const NORTH: &str = "41372/6.5.3/92.8B/1.7.5/M3B64/2F1MM";
const WEST: &str = "32143/5.7.6/B1.92/8.4.5/3M7MB/6F2M1";

/// South's Marshal runs round the arc into East's arm and takes the railroad down to East's flag.
const MARSHAL_RUN: [&str; 7] = [
    "S15xE11", "E11xE21", "E21xE31", "E31xE41", "E41xE51", "E51xE52", "E52xE62",
];

/// The bot against the fake Discord, with games seeded from a fixed number.
async fn start() -> (FakeDiscord, Arc<Host>, RunningBot) {
    let fake = FakeDiscord::start(Options::default()).await;
    let config = HostConfig {
        seed: Some(7),
        ..HostConfig::default()
    };
    let host = Arc::new(Host::open(Store::temporary().unwrap(), config).unwrap());
    let bot = RunningBot::start(&fake, host.clone() as Arc<dyn GameHost>).await;
    (fake, host, bot)
}

/// `person` types `text` in `channel` (a guild channel or thread when `guild`, else a DM).
fn say(fake: &FakeDiscord, channel: u64, guild: bool, person: Person, text: &str) {
    let message = fixtures::message(channel, guild, person, text);
    fake.dispatch("MESSAGE_CREATE", message);
}

/// Alice challenges `others` with `details`; each accepts in turn. Returns the game's thread.
async fn challenge_and_accept(
    fake: &FakeDiscord,
    game: &str,
    others: &[Person],
    details: &str,
) -> u64 {
    let mentions: Vec<String> = others
        .iter()
        .map(|person| format!("<@{}>", person.id))
        .collect();
    let text = format!("!challenge {game} {} {details}", mentions.join(" "));
    let message = fixtures::with_mentions(
        fixtures::message(CHANNEL_ID, true, ALICE_USER, &text),
        others,
    );
    let posted = fake.type_message(message, CHANNEL_ID).await;
    assert!(
        posted
            .button_ids()
            .iter()
            .any(|id| id.starts_with("umpire:accept:")),
        "{}",
        posted.line()
    );
    let (last, earlier) = others.split_last().expect("someone is challenged");
    for person in earlier {
        let joined = fake
            .type_message(
                fixtures::message(CHANNEL_ID, true, *person, "!accept"),
                CHANNEL_ID,
            )
            .await;
        assert!(
            joined.content().contains(person.name),
            "the challenge lists who has joined: {}",
            joined.line()
        );
    }
    let mark = fake.mark();
    say(fake, CHANNEL_ID, true, *last, "!accept");
    let link = fake
        .wait_request_since(mark, "the link to the thread", |request| {
            posted_in(CHANNEL_ID)(request) && request.content().contains("<#")
        })
        .await;
    link.content()
        .rsplit("<#")
        .next()
        .unwrap()
        .trim_end_matches('>')
        .parse()
        .expect("a thread id in the link")
}

/// `person` sets up by DM with `setup` and says ready; returns what the thread said about it.
async fn set_up_by_dm(
    fake: &FakeDiscord,
    thread: u64,
    person: Person,
    setup: &str,
) -> RecordedRequest {
    fake.wait_request("the setup DM", |request| {
        fake.dm_channel_of(person.id)
            .is_some_and(|dm| posted_in(dm)(request))
            && request.content().contains("set up your pieces")
    })
    .await;
    let dm = fake.dm_channel_of(person.id).expect("a DM channel");
    let loaded = fake
        .type_message(
            fixtures::message(dm, false, person, &format!("!setup {setup}")),
            dm,
        )
        .await;
    assert!(loaded.content().contains(setup), "{}", loaded.content());
    let mark = fake.mark();
    say(fake, dm, false, person, "!ready");
    fake.wait_request_since(mark, "the readiness in public", posted_in(thread))
        .await
}

/// `person` plays `action` in the thread and waits for the public board after it.
async fn play(fake: &FakeDiscord, thread: u64, person: Person, action: &str) -> RecordedRequest {
    let mark = fake.mark();
    say(fake, thread, true, person, &format!("!m {action}"));
    fake.wait_request_since(mark, &format!("the board after {action}"), |request| {
        posted_in(thread)(request) && request.content().contains(action)
    })
    .await
}

/// `person` resigns, confirming when asked (privately) whether they really mean it.
async fn resign(fake: &FakeDiscord, thread: u64, person: Person) {
    let mark = fake.mark();
    say(fake, thread, true, person, "!resign");
    let asked = fake
        .wait_request_since(mark, "the question before resigning", |request| {
            request.content().contains("really want to resign")
        })
        .await;
    assert!(
        asked.button_ids().iter().any(|id| id.ends_with(":confirm")),
        "{}",
        asked.line()
    );
    say(fake, thread, true, person, "!resign confirm");
}

/// Waits for the result in the channel the challenge was made in and returns it.
async fn result_in_channel(fake: &FakeDiscord) -> RecordedRequest {
    fake.wait_request("the result in the channel", |request| {
        posted_in(CHANNEL_ID)(request) && request.content().contains("is over")
    })
    .await
}

/// Nothing any setup holds was sent anywhere but to its owner, until the full record at the end.
fn assert_setups_kept_private(fake: &FakeDiscord, setups: &[(Person, &str)], reveal: usize) {
    for (index, request) in fake.requests().iter().enumerate().take(reveal) {
        for (owner, setup) in setups {
            // Posted to the owner's DM, or an edit of a message there (the private board).
            let owners_dm = fake.dm_channel_of(owner.id);
            let to_owner = owners_dm.is_some_and(|dm| {
                request
                    .path
                    .starts_with(&format!("/api/v10/channels/{dm}/messages"))
            });
            let private = request.flags() & 64 == 64;
            // A DM to a closed inbox (Carol's) is refused by Discord and reaches nobody.
            let refused = request.status == 403;
            assert!(
                to_owner || private || refused || !request.content().contains(setup),
                "{}'s setup was shown to others in request {index}: {}",
                owner.name,
                request.line()
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_players_set_up_privately_and_a_team_wins_after_an_elimination() {
    let (fake, _host, _bot) = start().await;
    // Carol's DMs are closed: she sets up with the ephemeral /setup in the thread.
    fake.close_dms(CAROL);
    // Alice sits South; the first named (Bob) is her partner, North; Carol sits East and Dave West.
    let thread = challenge_and_accept(
        &fake,
        "junqi4",
        &[BOB_USER, CAROL_USER, DAVE_USER],
        "setup=10m 2h",
    )
    .await;
    let fallback = fake
        .wait_request("the fallback for Carol", |request| {
            posted_in(thread)(request) && request.content().contains("/setup")
        })
        .await;
    assert!(
        fallback.content().contains("carol"),
        "{}",
        fallback.content()
    );
    for person in [ALICE, BOB, DAVE] {
        let dm = fake.dm_channel_of(person);
        fake.wait_request("a setup by DM", |request| {
            dm.is_some_and(|dm| posted_in(dm)(request))
                && request.content().contains("set up your pieces")
                && request.files.len() == 1
        })
        .await;
    }

    for (person, setup) in [(ALICE_USER, SOUTH), (BOB_USER, NORTH), (DAVE_USER, WEST)] {
        let ready = set_up_by_dm(&fake, thread, person, setup).await;
        assert!(
            ready.content().starts_with(&format!("{} (", person.name)),
            "{}",
            ready.content()
        );
        assert!(ready.content().contains("is ready"), "{}", ready.content());
    }
    let options = json!([fixtures::string_option("words", EAST)]);
    let loaded = fake
        .slash(&fixtures::slash_command(
            thread, CAROL_USER, "setup", options,
        ))
        .await;
    assert_eq!(
        loaded.flags() & 64,
        64,
        "Carol's setup is answered privately"
    );
    let mark = fake.mark();
    let options = json!([fixtures::string_option("words", "ready")]);
    fake.slash(&fixtures::slash_command(
        thread, CAROL_USER, "setup", options,
    ))
    .await;
    let started = fake
        .wait_request_since(mark, "the first board of play", |request| {
            posted_in(thread)(request)
                && request.content().contains("ready")
                && request.files.len() == 1
        })
        .await;
    assert!(started.content().contains("South"), "{}", started.content());

    // Seven rounds: South's Marshal takes East's railroad while the others step in and out of a camp.
    for (round, capture) in MARSHAL_RUN.iter().enumerate() {
        let (from, to) = if round % 2 == 0 { (23, 22) } else { (22, 23) };
        let board = play(&fake, thread, ALICE_USER, capture).await;
        assert_eq!(board.files.len(), 1, "each board has its image");
        if round + 1 == MARSHAL_RUN.len() {
            assert!(
                board.content().contains("East is out"),
                "{}",
                board.content()
            );
            break;
        }
        play(&fake, thread, CAROL_USER, &format!("E{from}-E{to}")).await;
        play(&fake, thread, BOB_USER, &format!("N{from}-N{to}")).await;
        play(&fake, thread, DAVE_USER, &format!("W{from}-W{to}")).await;
    }

    // East is out and skipped (Carol is told so, privately): North moves next, then West, who resigns:
    // South and North win.
    let options = json!([fixtures::string_option("action", "E23-E22")]);
    let skipped = fake
        .slash(&fixtures::slash_command(
            thread, CAROL_USER, "move", options,
        ))
        .await;
    assert_eq!(skipped.flags() & 64, 64, "{}", skipped.line());
    assert!(
        skipped.content().contains("You are out of game #1"),
        "{}",
        skipped.line()
    );
    play(&fake, thread, BOB_USER, "N23-N22").await;
    let reveal_mark = fake.mark();
    resign(&fake, thread, DAVE_USER).await;
    let reveal = fake
        .wait_request("the full record in public", |request| {
            posted_in(thread)(request) && request.content().contains("full record")
        })
        .await;
    for (seat, setup) in [('S', SOUTH), ('E', EAST), ('N', NORTH), ('W', WEST)] {
        assert!(
            reveal
                .content()
                .contains(&format!("[Setup {seat} \"{setup}\"]")),
            "{}",
            reveal.content()
        );
    }
    let over = result_in_channel(&fake).await;
    assert!(
        over.content().contains("alice") && over.content().contains("bob"),
        "{}",
        over.content()
    );
    assert!(over.content().contains("win"), "{}", over.content());
    let setups = [
        (ALICE_USER, SOUTH),
        (BOB_USER, NORTH),
        (CAROL_USER, EAST),
        (DAVE_USER, WEST),
    ];
    assert_setups_kept_private(&fake, &setups, reveal_mark);
    let refused: Vec<String> = fake
        .requests()
        .iter()
        .filter(|request| request.status == 403)
        .map(RecordedRequest::line)
        .collect();
    assert_eq!(
        refused.len(),
        1,
        "Carol's closed inbox is tried once, not every turn: {refused:#?}"
    );
    fake.assert_no_pings();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_players_each_for_themselves_play_to_the_last_one_standing() {
    let (fake, _host, _bot) = start().await;
    // Alice sits South, Bob East and Carol North; nobody has a partner.
    let thread = challenge_and_accept(
        &fake,
        "junqi4",
        &[BOB_USER, CAROL_USER],
        "players=3 setup=10m",
    )
    .await;
    for (person, setup) in [(ALICE_USER, SOUTH), (BOB_USER, EAST), (CAROL_USER, NORTH)] {
        set_up_by_dm(&fake, thread, person, setup).await;
    }
    for (round, capture) in MARSHAL_RUN.iter().enumerate() {
        let (from, to) = if round % 2 == 0 { (23, 22) } else { (22, 23) };
        let board = play(&fake, thread, ALICE_USER, capture).await;
        if round + 1 == MARSHAL_RUN.len() {
            assert!(
                board.content().contains("East is out"),
                "{}",
                board.content()
            );
            break;
        }
        play(&fake, thread, BOB_USER, &format!("E{from}-E{to}")).await;
        play(&fake, thread, CAROL_USER, &format!("N{from}-N{to}")).await;
    }
    // North is the last one left against South, and resigns: South alone wins.
    resign(&fake, thread, CAROL_USER).await;
    let over = result_in_channel(&fake).await;
    assert!(over.content().contains("alice"), "{}", over.content());
    assert!(over.content().contains("win"), "{}", over.content());
    assert!(!over.content().contains("bob win"), "{}", over.content());
}

/// The action a simple greedy player takes: a winning action, else a capture, else a flip, else a move.
fn greedy(game: &dyn Game, seat: Seat, ply: usize) -> String {
    let actions = game.legal_actions(seat);
    let wins = actions.iter().find(|action| {
        let mut trial = game.clone_game();
        trial.play(seat, action).is_ok() && trial.outcome().is_some()
    });
    let flips: Vec<&String> = actions.iter().filter(|a| a.starts_with("flip")).collect();
    let moves: Vec<&String> = actions.iter().filter(|a| *a != "pass").collect();
    wins.or_else(|| actions.iter().find(|action| action.contains('x')))
        .or_else(|| (!flips.is_empty()).then(|| flips[ply * 7 % flips.len()]))
        .or_else(|| (!moves.is_empty()).then(|| moves[ply * 13 % moves.len()]))
        .cloned()
        .unwrap_or_else(|| "pass".to_owned())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn blind_junqi_is_played_to_a_flag_capture() {
    let (fake, host, _bot) = start().await;
    let thread = challenge_and_accept(&fake, "fanqi", &[BOB_USER], "fanqi_flag=capture").await;
    let first = fake
        .wait_request("the first board", |request| {
            posted_in(thread)(request) && request.files.len() == 1
        })
        .await;
    assert!(first.content().contains("South"), "{}", first.content());
    let game = host.store().games_of_user(UserId(ALICE)).unwrap()[0];
    let players = [ALICE_USER, BOB_USER];
    // The test reads the stored game to choose its moves; the bot is judged on what it posts.
    let mut last = None;
    for ply in 0..400 {
        let record = host.store().game(game).unwrap().expect("the game");
        if record.finished {
            break;
        }
        let state = record.kind.entry().restore(&record.snapshot).unwrap();
        let seat = state.to_act()[0];
        let action = greedy(state.as_ref(), seat, ply);
        let person = players[usize::from(seat.0)];
        let mark = fake.mark();
        say(&fake, thread, true, person, &format!("!m {action}"));
        last = Some(
            fake.wait_request_since(
                mark,
                &format!("the board after {action}"),
                posted_in(thread),
            )
            .await,
        );
    }
    let last = last.expect("a move was played");
    assert!(
        last.content().contains("wins by capturing the flag"),
        "{}",
        last.content()
    );
    let over = result_in_channel(&fake).await;
    assert!(over.content().contains("win"), "{}", over.content());
}
