//! What `docs/deploying.md` ships: the systemd unit (`deploy/umpire@.service`) is read by systemd itself
//! (`systemd-analyze verify`, when installed) without a complaint, with its `ExecStart` pointed at the
//! binary under test; and it stops the bot as the bot expects to be stopped (SIGTERM, with time to
//! finish deliveries).

use std::path::Path;
use std::process::Command;

/// The unit as the repository ships it.
fn unit() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../deploy/umpire@.service");
    std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

#[test]
fn the_systemd_unit_passes_systemd_analyze_verify() {
    let Ok(found) = Command::new("systemd-analyze").arg("--version").output() else {
        eprintln!(
            "\n*** SKIPPED deploy::the_systemd_unit_passes_systemd_analyze_verify: systemd-analyze is not installed (Debian: apt-get install systemd) ***\n"
        );
        return;
    };
    assert!(found.status.success());
    let folder = tempfile::tempdir().unwrap();
    let instance = folder.path().join("umpire@main.service");
    let shipped = unit();
    assert!(shipped.contains("ExecStart=/usr/local/bin/umpire\n"));
    let here = shipped.replace(
        "ExecStart=/usr/local/bin/umpire",
        &format!("ExecStart={}", env!("CARGO_BIN_EXE_umpire")),
    );
    std::fs::write(&instance, here).unwrap();
    let verified = Command::new("systemd-analyze")
        .arg("verify")
        .arg(&instance)
        .output()
        .unwrap();
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&verified.stdout),
        String::from_utf8_lossy(&verified.stderr)
    );
    assert!(verified.status.success(), "{said}");
    // systemd ignores what it cannot read with a warning and succeeds: a warning is a failure here.
    assert_eq!(said.trim(), "", "systemd-analyze complained");
}

#[test]
fn the_unit_stops_the_bot_with_sigterm_and_restarts_it_after_a_failure() {
    let unit = unit();
    for line in [
        "KillSignal=SIGTERM",
        "TimeoutStopSec=30",
        "Restart=on-failure",
        "EnvironmentFile=/etc/umpire/umpire.env",
    ] {
        assert!(unit.lines().any(|said| said == line), "{line} is missing");
    }
}
