//! Leaderboards, profiles and the archive of finished games through the host, on hand-built histories:
//! the order and the pages, the Previous and Next buttons, and the pools kept apart; and the pages
//! turned in place on the fake Discord.

use serde_json::json;
use std::sync::Arc;
use umpire::discord::GameHost;
use umpire_tests::bot::RunningBot;
use umpire_tests::fake::recorder::posted_in;
use umpire_tests::fake::{Failure, FakeDiscord, Options};
use umpire_tests::fixtures::{self, ALICE_USER, BOB_USER, CHANNEL_ID};

use umpire::host::api::{
    Button, ChannelId, Command, Effect, GameId, Message, Millis, Place, Request, ServerId, Target,
    User, UserId, Via,
};
use umpire::host::{Host, HostConfig};
use umpire::store::Store;
use umpire_tests::history::{Past, write};

const START: Millis = 1_700_000_000_000;
const MINUTE: Millis = 60_000;

/// A host on `store` whose rate limit leaves room for many commands in one minute.
fn host_on(store: Store) -> Host {
    let mut config = HostConfig::default();
    config.limits.commands_per_minute = 10_000;
    Host::open(store, config).unwrap()
}

fn channel(server: u64) -> Place {
    Place::Channel {
        server: ServerId(server),
        channel: ChannelId(server * 1000),
    }
}

/// Users are named `p<id>`, or alice, bob and carol (1, 2, 3).
fn user(name: &str) -> User {
    let id = match name {
        "alice" => 1,
        "bob" => 2,
        "carol" => 3,
        "dave" => 4,
        other => other.trim_start_matches('p').parse().expect("p<number>"),
    };
    User {
        id: UserId(id),
        name: name.to_owned(),
    }
}

fn ask(host: &Host, who: &str, place: Place, request: Request, via: Via) -> Vec<Effect> {
    host.handle(
        Command {
            from: user(who),
            place,
            via,
            request,
        },
        START + 1000 * MINUTE,
    )
}

/// What `who` typing `text` at `place` gets.
fn say(host: &Host, who: &str, place: Place, text: &str) -> Vec<Effect> {
    let request = Request::parse(text, |mention| mention.strip_prefix('@').map(user))
        .unwrap_or_else(|error| panic!("{text}: {error}"));
    ask(host, who, place, request, Via::Text)
}

/// What `who` pressing `button` at `place` gets.
fn press(host: &Host, who: &str, place: Place, button: &Button) -> Vec<Effect> {
    let request = Request::from_button_id(&button.id).expect("one of the host's buttons");
    ask(host, who, place, request, Via::Interaction)
}

/// The one answer to a command.
fn answer(effects: &[Effect]) -> &Message {
    match effects {
        [
            Effect::Send {
                to: Target::Reply,
                message,
            },
        ] => message,
        other => panic!("expected one reply, got {other:#?}"),
    }
}

fn button<'a>(message: &'a Message, label: &str) -> &'a Button {
    message
        .buttons
        .iter()
        .find(|button| button.label.to_plain() == label)
        .unwrap_or_else(|| panic!("no {label} button under {}", message.text))
}

fn labels(message: &Message) -> Vec<String> {
    message
        .buttons
        .iter()
        .map(|button| button.label.to_plain())
        .collect()
}

/// Fourteen players who each played one rated Jungle game: p1 against p2, p3 against p4, and so on,
/// the first five games in server 1 and the last two in server 2. Player p ends at 1000 + 50p with a
/// settled deviation, but for p13 and p14, still provisional; then p1 and p2 play one rated game of
/// two-player Junqi, a separate pool.
fn ladder() -> Store {
    let store = Store::temporary().unwrap();
    let names: Vec<&'static str> = (1..=14u64)
        .map(|p| &*Box::leak(format!("p{p}").into_boxed_str()))
        .collect();
    for game in 0..7usize {
        let (first, second) = (2 * game + 1, 2 * game + 2);
        let after = |p: usize| (1000.0 + 50.0 * p as f64, if p > 12 { 200.0 } else { 60.0 });
        write(
            &store,
            &Past::game(
                "jungle",
                (first as u64, names[first - 1]),
                (second as u64, names[second - 1]),
                if game < 5 { 1 } else { 2 },
                START + game as u64 * MINUTE,
                &[1],
            )
            .rated(&[after(first), after(second)]),
        );
    }
    write(
        &store,
        &Past::game("junqi", (1, "p1"), (2, "p2"), 1, START + 10 * MINUTE, &[0])
            .rated(&[(1900.0, 90.0), (1800.0, 95.0)]),
    );
    store
}

#[test]
fn a_leaderboard_ranks_settled_ratings_a_page_at_a_time_here_or_everywhere() {
    let host = host_on(ladder());
    let first = say(&host, "p1", channel(1), "leaderboard jungle all");
    let first = answer(&first);
    let text = first.text.to_plain();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0], "Jungle leaderboard of everyone (page 1 of 2):",
        "{text}"
    );
    assert_eq!(lines[1], "1. p12 1600 · 1 game");
    assert_eq!(lines[10], "10. p3 1150 · 1 game");
    assert_eq!(
        lines[11],
        "`leaderboard jungle all page 2` shows the next page."
    );
    assert!(
        !text.contains("p13") && !text.contains("p14"),
        "provisional ratings are left off"
    );
    assert_eq!(labels(first), ["Next"]);
    assert!(
        first.replaces_pressed,
        "a page turned by a button takes the place of the last"
    );

    // Next shows the second page, for anyone who presses it; typed, it is the same page.
    let second = press(&host, "p7", channel(1), button(first, "Next"));
    let second = answer(&second).clone();
    assert_eq!(
        second.text.to_plain(),
        "Jungle leaderboard of everyone (page 2 of 2):\n11. p2 1100 · 1 game\n12. p1 1050 · 1 game"
    );
    assert_eq!(labels(&second), ["Previous"]);
    assert_eq!(
        answer(&say(
            &host,
            "p1",
            channel(1),
            "leaderboard jungle all page 2"
        )),
        &second
    );
    let back = press(&host, "p7", channel(1), button(&second, "Previous"));
    assert_eq!(answer(&back), first);
    let beyond = answer(&say(
        &host,
        "p1",
        channel(1),
        "leaderboard jungle all page 3",
    ))
    .clone();
    assert!(
        beyond.private && beyond.text.contains("there are 2"),
        "{}",
        beyond.text
    );

    // This server's leaderboard ranks those who played a rated game here: ten players, one page.
    let here = say(&host, "p1", channel(1), "leaderboard jungle");
    let here = answer(&here);
    let text = here.text.to_plain();
    assert!(
        text.starts_with("Jungle leaderboard of this server (`leaderboard jungle all` for everyone's):\n1. p10 1500"),
        "{text}"
    );
    assert!(text.ends_with("10. p1 1050 · 1 game"), "{text}");
    assert!(here.buttons.is_empty());
    let other = say(&host, "p1", channel(2), "leaderboard jungle");
    let other = answer(&other).text.to_plain();
    assert_eq!(other.lines().count(), 3, "{other}");
    assert!(
        other.contains("1. p12 1600") && other.contains("2. p11 1550"),
        "{other}"
    );
    // In a direct conversation the leaderboard is everyone's.
    let direct = say(&host, "p1", Place::Direct, "leaderboard jungle");
    assert!(answer(&direct).text.contains("(page 1 of 2)"));

    // Two-player Junqi is its own pool, and so is four-player Junqi.
    let junqi = say(&host, "p1", channel(1), "leaderboard junqi all");
    let junqi_name = "junqi".parse::<games::GameKind>().unwrap().name();
    assert_eq!(
        answer(&junqi).text.to_plain(),
        format!("{junqi_name} leaderboard of everyone:\n1. p1 1900 · 1 game\n2. p2 1800 · 1 game")
    );
    let junqi4: games::GameKind = "junqi4".parse().unwrap();
    let empty = say(&host, "p1", channel(1), "leaderboard junqi4 players=3");
    let empty = answer(&empty).text.to_plain();
    assert!(
        empty.starts_with(&format!(
            "Nobody here has a settled {} (3 players) rating yet",
            junqi4.name()
        )),
        "{empty}"
    );
}

/// Twelve Jungle games of alice and bob and nine Jungi games of bob and carol in server 1, and two
/// Jungle games of carol and alice in server 2, ending in an order of their own (not their numbers').
fn archive() -> (Store, Vec<(GameId, Millis)>) {
    let store = Store::temporary().unwrap();
    let mut written = Vec::new();
    let (alice, bob, carol) = ((1, "alice"), (2, "bob"), (3, "carol"));
    for n in 0..23u64 {
        // 8 has no factor in common with 23: each game ends at its own minute.
        let ended = START + (n * 8 % 23) * MINUTE;
        let past = match n {
            0..12 => Past::game("jungle", alice, bob, 1, ended, &[(n % 2) as u8]),
            12..21 => Past::game(
                "jungi",
                bob,
                carol,
                1,
                ended,
                if n % 3 == 0 { &[] } else { &[1] },
            ),
            _ => Past::game("jungle", carol, alice, 2, ended, &[0]),
        };
        let record = write(&store, &past);
        written.push((record.id, ended));
    }
    (store, written)
}

/// The game numbers a page of the archive lists, in its order.
fn numbers(message: &Message) -> Vec<u64> {
    message
        .text
        .to_plain()
        .lines()
        .filter_map(|line| line.strip_prefix('#')?.split(' ').next()?.parse().ok())
        .collect()
}

#[test]
fn the_archive_lists_finished_games_newest_first_a_page_at_a_time() {
    let (store, written) = archive();
    let host = host_on(store);
    // A game called off and a game going on are in no archive; a game just finished is the newest.
    say(&host, "alice", channel(1), "challenge jungle @bob");
    say(&host, "bob", channel(1), "accept");
    say(&host, "alice", channel(1), "abort #24");
    say(&host, "alice", channel(1), "challenge jungle @carol");
    say(&host, "carol", channel(1), "accept");
    say(&host, "alice", channel(1), "challenge jungle @bob");
    say(&host, "bob", channel(1), "accept");
    let resigned = say(&host, "bob", channel(1), "resign #26 confirm");
    assert!(!resigned.is_empty());

    let mut server_one: Vec<(GameId, Millis)> = written[..21].to_vec();
    server_one.sort_by_key(|&(id, ended)| std::cmp::Reverse((ended, id)));
    let mut expected: Vec<u64> = vec![26];
    expected.extend(server_one.iter().map(|(id, _)| id.0));
    assert_ne!(
        expected[1..],
        (1..=21).rev().collect::<Vec<u64>>()[..],
        "ends are not numbers"
    );

    let first = say(&host, "carol", channel(1), "games finished");
    let first = answer(&first).clone();
    let text = first.text.to_plain();
    assert!(
        text.starts_with("Finished games in this server, newest first (page 1 of 3):\n#26 Jungle: alice (Blue) vs bob (Red) · alice (Blue) wins by resignation · <t:"),
        "{text}"
    );
    assert_eq!(numbers(&first), expected[..10]);
    assert_eq!(labels(&first), ["Next"]);
    let second = press(&host, "dave", channel(1), button(&first, "Next"));
    let second = answer(&second).clone();
    assert_eq!(numbers(&second), expected[10..20]);
    assert_eq!(labels(&second), ["Previous", "Next"]);
    let third = press(&host, "dave", channel(1), button(&second, "Next"));
    let third = answer(&third).clone();
    assert_eq!(numbers(&third), expected[20..]);
    assert_eq!(labels(&third), ["Previous"]);
    assert_eq!(
        answer(&say(&host, "carol", channel(1), "games finished page 3")),
        &third
    );
    // One game only; one player's games from every server; one's own in a direct conversation.
    let jungi = say(&host, "alice", channel(1), "games finished jungi");
    let jungi = answer(&jungi).text.to_plain();
    assert!(
        jungi.starts_with("Finished Jungi games in this server, newest first:\n"),
        "{jungi}"
    );
    assert_eq!(jungi.lines().count(), 10, "{jungi}");
    assert!(
        jungi.contains("The game is drawn by agreement · <t:"),
        "{jungi}"
    );
    let carols = say(&host, "alice", channel(1), "games finished @carol");
    let carols = answer(&carols).clone();
    assert!(
        carols
            .text
            .to_plain()
            .starts_with("carol's finished games, newest first (page 1 of 2):"),
        "{}",
        carols.text
    );
    let carols_next = press(&host, "bob", channel(1), button(&carols, "Next"));
    let carols_next = answer(&carols_next).clone();
    assert!(
        carols_next
            .text
            .to_plain()
            .starts_with("carol's finished games, newest first (page 2 of 2):")
    );
    assert_eq!(numbers(&carols).len() + numbers(&carols_next).len(), 11);
    let mine = say(&host, "alice", Place::Direct, "games finished jungle");
    let mine = answer(&mine).clone();
    assert!(
        mine.text
            .to_plain()
            .starts_with("Your finished Jungle games, newest first (page 1 of 2):"),
        "{}",
        mine.text
    );
    let mine_next = press(&host, "alice", Place::Direct, button(&mine, "Next"));
    assert_eq!(
        numbers(&mine).len() + numbers(answer(&mine_next)).len(),
        15,
        "twelve with bob, two with carol, the one just resigned"
    );
    let none = say(&host, "dave", Place::Direct, "games finished");
    assert_eq!(
        answer(&none).text.to_plain(),
        "Your finished games: none yet."
    );
}

#[test]
fn a_profile_reads_the_archive_and_counts_the_games_against_the_asker() {
    let (store, _) = archive();
    let host = host_on(store);
    let profile = say(&host, "alice", channel(1), "profile @bob");
    let text = answer(&profile).text.to_plain();
    // Bob: twelve Jungle games against alice, six won (the odd ones, as Red); nine Jungi games against
    // carol, three drawn and six lost.
    assert!(text.starts_with("**bob**\nRatings: none yet"), "{text}");
    assert!(
        text.contains("Games: 21 played, 6 won, 12 lost, 3 drawn."),
        "{text}"
    );
    assert!(
        text.contains("Favourite game: Jungle (12 games)."),
        "{text}"
    );
    assert!(
        text.contains("Against you (alice): bob won 6, lost 6, drew 0 of 12 games."),
        "{text}"
    );
    let own = say(&host, "carol", channel(1), "profile");
    let own = answer(&own).text.to_plain();
    assert!(
        own.contains("Games: 11 played, 8 won, 0 lost, 3 drawn."),
        "{own}"
    );
    assert!(!own.contains("Against you"), "{own}");
}

/// The messages sent to `who` by direct message.
fn direct_to(effects: &[Effect], who: &str) -> Vec<Message> {
    let id = user(who).id;
    effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Send {
                to: Target::Direct(to),
                message,
            } if *to == id => Some(message.clone()),
            _ => None,
        })
        .collect()
}

/// The thread's board among `effects` (the public message with an image).
fn board_image(effects: &[Effect]) -> Vec<u8> {
    effects
        .iter()
        .find_map(|effect| match effect {
            Effect::Send {
                to: Target::Reply | Target::Game(_),
                message,
            } if !message.private => Some(message.image.as_ref()?.bytes().ok()?.into_owned()),
            _ => None,
        })
        .expect("a public board")
}

#[test]
fn following_survives_a_restart_and_closed_direct_messages_call_it_off() {
    let folder = tempfile::tempdir().unwrap();
    let thread = Place::Channel {
        server: ServerId(1),
        channel: ChannelId(5000),
    };
    {
        let host = host_on(Store::open(folder.path()).unwrap());
        say(&host, "alice", channel(1), "challenge jungle @bob");
        say(&host, "bob", channel(1), "accept");
        host.bind_place(GameId(1), ChannelId(5000));
        let followed = say(&host, "carol", channel(1), "follow #1");
        let confirmed = direct_to(&followed, "carol");
        assert_eq!(confirmed.len(), 1, "{followed:#?}");
        assert!(
            confirmed[0]
                .text
                .to_plain()
                .starts_with("You follow game #1 (Jungle: alice (Blue) vs bob (Red)): I will send you its public board"),
            "{}",
            confirmed[0].text
        );
        assert!(confirmed[0].image.is_some());
        assert_eq!(confirmed[0].about, Some(GameId(1)));
        let refused = answer(&say(&host, "alice", thread, "follow"))
            .text
            .to_plain();
        assert_eq!(
            refused,
            "You play in game #1, so its boards come to you already."
        );

        let moved = say(&host, "alice", thread, "m e3d3");
        let sent = direct_to(&moved, "carol");
        assert_eq!(sent.len(), 1, "{moved:#?}");
        assert!(
            sent[0].text.to_plain().starts_with(
                "Game #1 (Jungle: alice (Blue) vs bob (Red)), which you follow:\nBlue Leopard e3-d3\nbob (Red) to play"
            ),
            "{}",
            sent[0].text
        );
        assert_eq!(
            sent[0]
                .image
                .as_ref()
                .unwrap()
                .bytes()
                .unwrap()
                .into_owned(),
            board_image(&moved)
        );
        assert_eq!(
            sent[0].about, None,
            "a lost copy is not reported to the game's place"
        );
        assert_eq!(sent[0].buttons[0].id, "umpire:unfollow:1");
    }
    // After a restart Carol still follows; the Unfollow button stops it.
    let host = host_on(Store::open(folder.path()).unwrap());
    let moved = say(&host, "bob", thread, "m a9b9");
    let sent = direct_to(&moved, "carol");
    assert_eq!(sent.len(), 1, "{moved:#?}");
    let unfollowed = press(&host, "carol", channel(1), &sent[0].buttons[0]);
    assert_eq!(
        answer(&unfollowed).text.to_plain(),
        "You no longer follow game #1."
    );
    assert!(direct_to(&say(&host, "alice", thread, "m d3d4"), "carol").is_empty());
    let again = answer(&say(&host, "carol", channel(1), "unfollow #1"))
        .text
        .to_plain();
    assert_eq!(again, "You do not follow game #1.");

    // Dave's direct messages are closed: the board confirming his follow comes back undelivered, the
    // follow is called off, and he alone is told.
    let followed = say(&host, "dave", channel(1), "follow #1");
    assert_eq!(direct_to(&followed, "dave").len(), 1);
    let told = host.direct_failed(UserId(4), Some(GameId(1)));
    let told = answer(&told);
    assert!(told.private);
    assert!(
        told.text
            .to_plain()
            .starts_with("I could not send you a direct message, so you do not follow game #1: allow direct messages"),
        "{}",
        told.text
    );
    assert!(host.direct_failed(UserId(4), Some(GameId(1))).is_empty());
    let moved = say(&host, "bob", thread, "m b9a9");
    assert!(direct_to(&moved, "dave").is_empty(), "{moved:#?}");

    // A finished game cannot be followed.
    say(&host, "alice", thread, "resign confirm");
    let over = answer(&say(&host, "carol", channel(1), "follow #1"))
        .text
        .to_plain();
    assert_eq!(over, "Game #1 is over; `game #1` shows how it ended.");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_discord_next_and_previous_turn_the_leaderboard_in_place() {
    let fake = FakeDiscord::start(Options::default()).await;
    let host = Arc::new(host_on(ladder()));
    let bot = RunningBot::start(&fake, host.clone() as Arc<dyn GameHost>).await;
    let command = fixtures::slash_command(
        CHANNEL_ID,
        ALICE_USER,
        "leaderboard",
        json!([
            fixtures::string_option("game", "jungle"),
            {"name": "all", "type": 5, "value": true}
        ]),
    );
    let first = fake.slash(&command).await;
    assert_eq!(first.flags() & 64, 0, "a leaderboard is public");
    assert!(
        first
            .content()
            .starts_with("Jungle leaderboard of everyone (page 1 of 2):\n1. p12 1600"),
        "{}",
        first.content()
    );
    assert_eq!(first.button_ids(), ["umpire:leaderboard:2:jungle/2/all"]);

    // Bob presses Next: the press is acknowledged as an update, and the message becomes page 2.
    let pages = |turned: &serde_json::Value| {
        format!("{}/messages/@original", fixtures::webhook_path(turned))
    };
    let message = fixtures::message(CHANNEL_ID, true, BOB_USER, first.content());
    let next = fixtures::button_press(CHANNEL_ID, BOB_USER, &first.button_ids()[0], message);
    fake.dispatch("INTERACTION_CREATE", next.clone());
    let acknowledged = fake.wait_callback(&next, "the acknowledged press").await;
    assert_eq!(acknowledged.field("/type"), 6);
    let second = fake
        .wait_request("page 2 in place of page 1", |request| {
            request.is("PATCH", &pages(&next)) && request.status == 200
        })
        .await;
    assert_eq!(
        second.content(),
        "Jungle leaderboard of everyone (page 2 of 2):\n11. p2 1100 · 1 game\n12. p1 1050 · 1 game"
    );
    assert_eq!(second.button_ids(), ["umpire:leaderboard:1:jungle/2/all"]);
    let message = fixtures::message(CHANNEL_ID, true, BOB_USER, second.content());
    let previous = fixtures::button_press(CHANNEL_ID, BOB_USER, &second.button_ids()[0], message);
    fake.dispatch("INTERACTION_CREATE", previous.clone());
    let back = fake
        .wait_request("page 1 in place of page 2", |request| {
            request.is("PATCH", &pages(&previous)) && request.status == 200
        })
        .await;
    assert_eq!(back.content(), first.content());
    assert_eq!(back.button_ids(), first.button_ids());
    // Should the pressed message be gone, the page comes as a message of its own.
    fake.inject(Failure {
        method: "PATCH".into(),
        path_contains: "/messages/@original".into(),
        status: 404,
        times: 1,
    });
    let message = fixtures::message(CHANNEL_ID, true, BOB_USER, first.content());
    let lost = fixtures::button_press(CHANNEL_ID, BOB_USER, &first.button_ids()[0], message);
    let anew = fake.interact(&lost, "page 2 anew").await;
    assert_eq!(anew.content(), second.content());
    assert_eq!(anew.button_ids(), second.button_ids());
    // Typed, a page is its own message.
    let typed = fixtures::message(CHANNEL_ID, true, BOB_USER, "!leaderboard jungle all page 2");
    let typed = fake.type_message(typed, CHANNEL_ID).await;
    assert_eq!(typed.content(), second.content());
    // No page became a message of its own.
    assert!(!fake.requests().iter().any(|request| {
        request.is("POST", &fixtures::webhook_path(&next))
            || request.is("POST", &fixtures::webhook_path(&previous))
    }));
    assert_eq!(
        fake.requests()
            .iter()
            .filter(|request| posted_in(CHANNEL_ID)(request))
            .count(),
        1,
        "only the typed page was posted"
    );
    bot.finish(&fake).await;
}
