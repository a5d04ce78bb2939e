//! The bot as an opponent in the local mode: the real binary, a script on standard input.

use std::io::Write;
use std::process::{Command, Stdio};

#[test]
fn in_the_local_mode_the_bot_answers_a_move_before_the_next_line_is_read() {
    let folder = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_umpire"))
        .current_dir(folder.path())
        .env("DISCORD_TOKEN", "")
        .env("UMPIRE_DATABASE", folder.path().join("db"))
        .env("UMPIRE_IMAGES", folder.path().join("images"))
        .env("RUST_LOG", "error")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"alice: challenge jungle bot level=1\n#game-1\nalice: m e3d3\nalice: history\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let printed = String::from_utf8(output.stdout).unwrap();
    assert!(
        printed.contains("alice takes on the bot at level 1 (beginner)"),
        "{printed}"
    );
    let after = printed
        .split("Blue Leopard e3-d3")
        .nth(1)
        .unwrap_or_else(|| panic!("alice's move is not shown:\n{printed}"));
    assert!(
        after
            .lines()
            .any(|line| line.contains("[#game-1]") && line.contains("Red ")),
        "the bot did not answer:\n{printed}"
    );
    // The record, asked for on the next line, holds both moves.
    assert!(after.contains("1. e3d3"), "{printed}");
}
