//! The bot as an opponent in the local mode: the real binary, a script on standard input.

use crate::support::binary::run_script;

#[test]
fn in_the_local_mode_the_bot_answers_a_move_before_the_next_line_is_read() {
    let folder = tempfile::tempdir().unwrap();
    let printed = run_script(
        folder.path(),
        "alice: challenge jungle bot level=1\n#game-1\nalice: m e3d3\nalice: history\n",
    );
    assert!(
        printed.contains("alice takes on the bot at level 1 (beginner)"),
        "{printed}"
    );
    let (_, after) = printed
        .split_once("Blue Leopard e3-d3")
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
