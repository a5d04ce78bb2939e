//! The layers below the host never use it: the store, the ratings, the clocks, the shared vocabulary
//! (`model`) and the message vocabulary (`message`) are read and written by the host, not the other way
//! round. This test reads their sources and fails on any path into the host.

use std::path::{Path, PathBuf};

/// The sources below the host, relative to `src/`: files, or folders read whole.
const BELOW_THE_HOST: [&str; 5] = ["store", "ratings.rs", "clock.rs", "model.rs", "message"];

/// The Rust files at `path`: the file itself, or every `.rs` file under the folder.
fn rust_files(path: &Path) -> Vec<PathBuf> {
    if path.is_file() {
        return vec![path.to_owned()];
    }
    let Ok(entries) = std::fs::read_dir(path) else {
        return Vec::new();
    };
    let mut files = Vec::new();
    for entry in entries {
        let entry = entry.expect("a readable folder entry");
        let inner = entry.path();
        if inner.is_dir() {
            files.extend(rust_files(&inner));
        } else if inner.extension().is_some_and(|extension| extension == "rs") {
            files.push(inner);
        }
    }
    files.sort();
    files
}

/// Whether a line of source names the host: `crate::host`, `super::host`, `umpire::host` or any
/// `host::` path, in code or in a doc link.
fn names_the_host(line: &str) -> bool {
    let bytes = line.as_bytes();
    line.match_indices("host").any(|(at, _)| {
        let before = at.checked_sub(1).map(|index| bytes[index]);
        let starts_a_word =
            !before.is_some_and(|byte| byte.is_ascii_alphanumeric() || byte == b'_');
        let after = &line[at + "host".len()..];
        let ends_a_word = !after
            .bytes()
            .next()
            .is_some_and(|byte| byte.is_ascii_alphanumeric() || byte == b'_');
        let prefixed = ["crate::", "super::", "umpire::"]
            .iter()
            .any(|prefix| line[..at].ends_with(prefix));
        starts_a_word && ends_a_word && (prefixed || after.starts_with("::"))
    })
}

#[test]
fn the_layers_below_the_host_never_name_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let files: Vec<PathBuf> = BELOW_THE_HOST
        .iter()
        .flat_map(|layer| rust_files(&src.join(layer)))
        .collect();
    for layer in BELOW_THE_HOST {
        assert!(
            files.iter().any(|file| file.starts_with(src.join(layer))),
            "no source found for {layer}: update this test to where it went"
        );
    }
    let mut offences = Vec::new();
    for file in &files {
        let source = std::fs::read_to_string(file).expect("a readable source");
        for (number, line) in source.lines().enumerate() {
            if names_the_host(line) {
                let shown = file.strip_prefix(&src).unwrap_or(file).display();
                offences.push(format!("src/{shown}:{}: {}", number + 1, line.trim()));
            }
        }
    }
    assert!(
        offences.is_empty(),
        "the layers below the host name it:\n{}",
        offences.join("\n")
    );
}

#[test]
fn paths_into_the_host_are_told_from_the_word() {
    for named in [
        "use crate::host::api::Text;",
        "crate::host::replay(game, log)",
        "use super::host;",
        "use umpire::host::Host;",
        "see [`host::CLAIM_LEASE`]",
        "let game = host::sessions::replay(&record)?;",
    ] {
        assert!(names_the_host(named), "{named}");
    }
    for word in [
        "//! The host sees one store and never which backend is underneath.",
        "format!(\"{scheme}://{user}@{host}\")",
        "Some((credentials, host)) => {",
        "postgres://umpire@localhost/umpire",
        "a ghost::path",
        "the hosts' parcels",
    ] {
        assert!(!names_the_host(word), "{word}");
    }
}
