//! The `umpire` binary in the local mode, driven through standard input like a person or a script.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// The binary in the local mode, with its database and images in `folder`, speaking English.
pub fn local_mode(folder: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_umpire"));
    command
        .current_dir(folder)
        .env("DISCORD_TOKEN", "")
        .env("UMPIRE_DATABASE", folder.join("db"))
        .env("UMPIRE_IMAGES", folder.join("images"))
        .env("RUST_LOG", "error")
        // The local mode's own lines follow the terminal's locale: English here.
        .env("LC_ALL", "C");
    command
}

/// Runs the binary in the local mode on a whole script and returns what it printed.
pub fn run_script(folder: &Path, script: &str) -> String {
    run_bytes(local_mode(folder), script.as_bytes())
}

/// Runs `umpire` on raw input bytes and returns what it printed.
pub fn run_bytes(mut umpire: Command, script: &[u8]) -> String {
    let mut child = umpire
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(script).unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}
