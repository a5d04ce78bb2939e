//! End-to-end tests of the `umpire` developer commands on Jungle, and of the settings the binary refuses before it starts anything.

use std::process::{Command, Output};

fn umpire(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_umpire"))
        .args(args)
        .output()
        .expect("the umpire binary runs")
}

fn stdout(output: &Output) -> String {
    assert!(
        output.status.success(),
        "failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}

/// Asserts that the command failed with one sentence on standard error that contains `part`.
fn assert_refused(args: &[&str], part: &str) {
    let output = umpire(args);
    assert!(!output.status.success(), "{args:?} succeeded");
    let stderr = String::from_utf8(output.stderr).expect("UTF-8 errors");
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 1, "{args:?}: {stderr}");
    assert!(lines[0].contains(part), "{args:?}: {stderr}");
    assert!(lines[0].ends_with('.'), "{args:?}: {stderr}");
}

#[test]
fn moves_lists_the_start_moves_sorted() {
    let expected = "a1a2 a1b1 a3a2 a3a4 a3b3 b2a2 b2b1 b2b3 b2c2 c3b3 c3c2 c3d3 e3d3 e3e2 e3f3 f2e2 f2f1 \
                    f2f3 f2g2 g1f1 g1g2 g3f3 g3g2 g3g4";
    let lines: Vec<String> = stdout(&umpire(&["moves", "jungle"]))
        .lines()
        .map(str::to_owned)
        .collect();
    assert_eq!(lines.join(" "), expected);
}

#[test]
fn perft_prints_the_count_on_its_last_line() {
    let out = stdout(&umpire(&["perft", "jungle", "3"]));
    assert_eq!(out.lines().last(), Some("12240"));
    let divided = stdout(&umpire(&["perft", "jungle", "2", "--divide"]));
    let lines: Vec<&str> = divided.lines().collect();
    assert_eq!(lines.len(), 25);
    assert_eq!(lines[0], "a1a2 24");
    assert_eq!(lines.last(), Some(&"576"));
}

#[test]
fn a_position_and_options_can_be_given() {
    let position = "7/7/7/T6/7/7/7/7/6t w";
    let out = stdout(&umpire(&["moves", "jungle", "--position", position]));
    assert_eq!(out, "a6a5\na6a7\na6d6\n");
    let out = stdout(&umpire(&[
        "moves",
        "jungle",
        "--position",
        position,
        "--option",
        "tiger_jumps_vertically_only=on",
    ]));
    assert_eq!(out, "a6a5\na6a7\n");
    let out = stdout(&umpire(&[
        "perft",
        "jungle",
        "1",
        "--option",
        "dog_above_wolf=ON",
        "--option",
        "rat_water_capture=landtowater",
    ]));
    assert_eq!(out, "24\n");
    // A finished game has no moves and no children.
    let over = "3C3/7/7/7/7/7/7/7/l6 b";
    assert_eq!(
        stdout(&umpire(&["moves", "jungle", "--position", over])),
        ""
    );
    assert_eq!(
        stdout(&umpire(&["perft", "jungle", "2", "--position", over])),
        "0\n"
    );
}

#[test]
fn bad_input_is_refused_with_one_sentence() {
    assert_refused(&["moves", "chess"], "There is no game called \"chess\"");
    assert_refused(&["moves", "jungle", "--position", "l5t/1w3c1 w"], "9 ranks");
    assert_refused(
        &[
            "perft",
            "jungle",
            "2",
            "--position",
            "7/7/7/7/1D5/7/7/7/7 w",
        ],
        "only rats can swim",
    );
    assert_refused(
        &["moves", "jungle", "--option", "colour=red"],
        "Jungle has no option \"colour\"",
    );
    assert_refused(
        &["moves", "jungle", "--option", "dog_above_wolf=maybe"],
        "on or off",
    );
    assert_refused(
        &["moves", "jungle", "--option", "dog_above_wolf"],
        "NAME=VALUE",
    );
}

#[test]
fn a_reader_that_goes_away_is_not_an_error() {
    // `umpire moves … | head -1`: the reader closes the pipe before the moves are written.
    let mut child = Command::new(env!("CARGO_BIN_EXE_umpire"))
        .args(["moves", "jungi"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the umpire binary runs");
    drop(child.stdout.take());
    let output = child.wait_with_output().expect("the binary ends");
    assert!(output.status.success(), "{:?}", output.status);
    assert!(
        output.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn shards_are_checked_before_anything_starts() {
    let folder = tempfile::tempdir().unwrap();
    let database = folder.path().join("db");
    let run = |token: &str, shards: &str| {
        let output = Command::new(env!("CARGO_BIN_EXE_umpire"))
            .current_dir(folder.path())
            .env("DISCORD_TOKEN", token)
            .env("UMPIRE_DATABASE", &database)
            .env("UMPIRE_SHARDS", shards)
            .stdin(std::process::Stdio::null())
            .output()
            .expect("the umpire binary runs");
        assert!(!output.status.success(), "{shards} was accepted");
        String::from_utf8(output.stderr).expect("UTF-8 errors")
    };
    let refusal = run("a-token", "0-1/4");
    assert!(
        refusal.contains("UMPIRE_SHARDS=0-1/4 runs only some of the bot's shards")
            && refusal.contains("Use PostgreSQL"),
        "{refusal}"
    );
    assert!(
        run("a-token", "0-4/4").contains("there is no shard 4 among 4: they are numbered 0 to 3"),
        "a shard out of range"
    );
    assert!(
        run("a-token", "two/4").contains("write FIRST-LAST/TOTAL (like 0-3/8) or N/TOTAL"),
        "a malformed range"
    );
    assert!(
        run("", "0-3/4").contains("the local mode (no DISCORD_TOKEN) has none"),
        "shards without Discord"
    );
    assert!(!database.exists(), "nothing was opened");
}

#[test]
fn another_address_for_discord_needs_its_certificate() {
    let folder = tempfile::tempdir().unwrap();
    let run = |address: &str, certificate: &str| {
        let output = Command::new(env!("CARGO_BIN_EXE_umpire"))
            .current_dir(folder.path())
            .env("DISCORD_TOKEN", "a-token")
            .env("DISCORD_ADDRESS", address)
            .env("DISCORD_CERTIFICATE", certificate)
            .env("UMPIRE_DATABASE", folder.path().join("db"))
            .stdin(std::process::Stdio::null())
            .output()
            .expect("the umpire binary runs");
        assert!(
            !output.status.success(),
            "{address} {certificate} was accepted"
        );
        String::from_utf8(output.stderr).expect("UTF-8 errors")
    };
    assert!(
        run("127.0.0.1:9", "").contains("DISCORD_ADDRESS and DISCORD_CERTIFICATE go together"),
        "an address alone"
    );
    let missing = folder.path().join("missing.pem");
    assert!(
        run("127.0.0.1:9", &missing.display().to_string()).contains("cannot be read"),
        "a certificate that is not there"
    );
    let not_pem = folder.path().join("not.pem");
    std::fs::write(&not_pem, "not a certificate").unwrap();
    assert!(
        run("127.0.0.1:9", &not_pem.display().to_string()).contains("holds no PEM certificate"),
        "a file that is no certificate"
    );
    assert!(
        run("discord", &not_pem.display().to_string()).contains("must be an address"),
        "an address that is none"
    );
}
