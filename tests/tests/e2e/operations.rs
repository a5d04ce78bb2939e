//! Running the bot for a community: a process of the bot program serving `UMPIRE_METRICS`, scraped while
//! a game is played through the fake Discord (the counters of commands, moves, boards and store calls
//! move; `/healthz` and `/readyz` answer 200), and, on the private PostgreSQL server, `/readyz` turning
//! 503 with its reason while the server is stopped and 200 once it is back, the outage logged once when
//! it begins and once when it ends, in JSON lines that never hold the token.

use crate::shards::{Server, WHOLE, World, open_table, play_in_thread};
use std::time::{Duration, Instant};
use umpire_tests::fixtures;
use umpire_tests::processes::BotProcess;

/// A guard against a hung run, not a measurement.
const PATIENCE: Duration = Duration::from_secs(60);

/// The metrics endpoint of a process started with `UMPIRE_METRICS=127.0.0.1:0`, as its log names it:
/// `http://ADDRESS:PORT`.
async fn endpoint_of(process: &BotProcess) -> String {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let log = std::fs::read_to_string(&process.log).unwrap_or_default();
        if let Some(rest) = log.split("metrics at http://").nth(1) {
            let address = rest.split("/metrics").next().expect("an address");
            return format!("http://{address}");
        }
        assert!(Instant::now() < deadline, "no metrics address in {log}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The status and body of `GET url`.
async fn get(url: &str) -> (u16, String) {
    let client = reqwest::Client::builder()
        .no_proxy()
        .build()
        .expect("a client");
    let response = client.get(url).send().await.expect("the endpoint answers");
    let status = response.status().as_u16();
    (status, response.text().await.expect("a body"))
}

/// The value of the series `series` (its name and labels as Prometheus writes them) in `text`, 0
/// when absent.
fn value(text: &str, series: &str) -> f64 {
    text.lines()
        .find_map(|line| line.strip_prefix(series)?.strip_prefix(' '))
        .map_or(0.0, |number| number.trim().parse().expect("a number"))
}

/// Waits until `url` answers `status`, and returns its body.
async fn until_status(url: &str, status: u16) -> String {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let (got, body) = get(url).await;
        if got == status {
            return body;
        }
        assert!(
            Instant::now() < deadline,
            "{url} still answers {got}: {body}"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// A server of its own on the fake, whose guild is on shard 1 of 4.
fn one_server(world: &World) -> Server {
    let server = Server {
        guild: (4_097 << 22) | 9,
        channel: fixtures::fresh_id(),
    };
    world.fake.add_channel(server.guild, server.channel);
    server
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_metrics_move_while_a_game_is_played_and_the_bot_says_it_is_ready() {
    let folder = tempfile::tempdir().unwrap();
    let world = World::start(folder.path(), None).await;
    let server = one_server(&world);
    let process = world
        .launcher
        .launch_with(Some(WHOLE[0]), &[("UMPIRE_METRICS", "127.0.0.1:0")]);
    world.all_shards_served().await;
    let endpoint = endpoint_of(&process).await;
    assert_eq!(
        get(&format!("{endpoint}/healthz")).await,
        (200, "ok\n".to_owned())
    );
    until_status(&format!("{endpoint}/readyz"), 200).await;

    let table = open_table(&world.fake, None, 0, server, "metrics").await;
    let (_, before) = get(&format!("{endpoint}/metrics")).await;
    for ply in 0..4 {
        play_in_thread(&world.fake, &table, ply).await;
    }
    let (status, after) = get(&format!("{endpoint}/metrics")).await;
    assert_eq!(status, 200);
    let moved = |series: &str| value(&after, series) - value(&before, series);
    assert_eq!(
        moved(r#"umpire_commands_total{kind="move",outcome="ok"}"#),
        4.0,
        "{after}"
    );
    assert_eq!(moved("umpire_moves_acknowledged_total"), 4.0, "{after}");
    assert!(moved("umpire_boards_drawn_total") >= 4.0, "{after}");
    assert!(
        moved(r#"umpire_acknowledgement_seconds_count{kind="move"}"#) == 4.0,
        "{after}"
    );
    assert!(
        value(
            &after,
            r#"umpire_store_operation_seconds_count{operation="save_game"}"#
        ) >= 4.0,
        "{after}"
    );
    assert_eq!(
        value(
            &after,
            r#"umpire_shard_range_info{first="0",last="3",total="4"}"#
        ),
        1.0,
        "{after}"
    );
    assert_eq!(value(&after, "umpire_shards_connected"), 4.0, "{after}");
    assert!(value(&after, "umpire_games_stored") >= 1.0, "{after}");
    assert!(
        after.contains("# TYPE umpire_store_operation_seconds histogram"),
        "{after}"
    );
    assert!(
        !after.contains("metrics000"),
        "no user text in a label: {after}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn readiness_turns_503_while_postgres_is_down_and_200_when_it_returns() {
    let Some(database) = umpire_tests::postgres::start("operations") else {
        return;
    };
    let folder = tempfile::tempdir().unwrap();
    let world = World::start(folder.path(), Some(&database.fresh_database())).await;
    let process = world.launcher.launch_with(
        Some(WHOLE[0]),
        &[
            ("UMPIRE_METRICS", "127.0.0.1:0"),
            ("UMPIRE_LOG_FORMAT", "json"),
            ("RUST_LOG", "info"),
        ],
    );
    world.all_shards_served().await;
    let endpoint = endpoint_of(&process).await;
    let ready = format!("{endpoint}/readyz");
    until_status(&ready, 200).await;

    database.stop();
    let why = until_status(&ready, 503).await;
    assert!(why.starts_with("the database cannot be reached"), "{why}");
    assert_eq!(why.lines().count(), 1, "{why}");
    assert_eq!(get(&format!("{endpoint}/healthz")).await.0, 200);
    // The outage goes on for a while, with calls failing many times meanwhile.
    for _ in 0..5 {
        assert_eq!(get(&ready).await.0, 503);
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    database.start_again();
    until_status(&ready, 200).await;

    let log = std::fs::read_to_string(&process.log).unwrap();
    let began = log
        .matches("the database cannot be reached; commands are refused")
        .count();
    let ended = log.matches("the database answers again").count();
    assert_eq!((began, ended), (1, 1), "{log}");
    assert!(
        !log.contains(umpire_tests::bot::TOKEN),
        "the token is in the log: {log}"
    );
    for line in log.lines().filter(|line| line.starts_with('{')) {
        let event: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
        assert!(
            event["level"].is_string() && event["message"].is_string(),
            "{line}"
        );
    }
}
