//! A game is one folder: no Rust source outside `games/src/<game>/` names a game's id in a string literal
//! (`"jungle"`, `"junqi4"`), so adding or changing a game touches its folder and the catalogue line
//! alone. Test code is out of scope: `tests`, `benches` and `examples` folders and `#[cfg(test)]` modules.

use std::path::{Path, PathBuf};

/// The folders whose sources are test code, wherever they are.
const TEST_FOLDERS: [&str; 3] = ["tests", "benches", "examples"];

/// The folders never read: build output and version control.
const SKIPPED: [&str; 2] = ["target", ".git"];

/// The workspace's root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the games crate is in the workspace")
        .to_owned()
}

/// The production Rust files under `folder`, test folders and the games' own folders left out.
fn production_files(folder: &Path, games_src: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut entries: Vec<PathBuf> = std::fs::read_dir(folder)
        .expect("a readable folder")
        .map(|entry| entry.expect("a readable folder entry").path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path
            .file_name()
            .and_then(|name| name.to_str())
            .unwrap_or("");
        if path.is_dir() {
            let own_game_folder = path.parent() == Some(games_src);
            if !own_game_folder && !TEST_FOLDERS.contains(&name) && !SKIPPED.contains(&name) {
                files.extend(production_files(&path, games_src));
            }
        } else if name.ends_with(".rs") {
            files.push(path);
        }
    }
    files
}

/// One literal of a game's id in production code: its line (from 1) and the id.
#[derive(Debug, PartialEq, Eq)]
struct Naming {
    line: usize,
    id: String,
}

/// The string literals of `source` that are one of `ids`, outside comments and `#[cfg(test)]` items;
/// and the names of the modules `#[cfg(test)] mod name;` puts in files of their own.
fn namings(source: &str, ids: &[&str]) -> (Vec<Naming>, Vec<String>) {
    let chars: Vec<char> = source.chars().collect();
    let line_of = |at: usize| chars[..at].iter().filter(|&&c| c == '\n').count() + 1;
    let mut found = Vec::new();
    let mut test_modules = Vec::new();
    let mut at = 0;
    while at < chars.len() {
        let rest: String = chars[at..chars.len().min(at + 12)].iter().collect();
        if rest.starts_with("//") {
            at = end_of_line(&chars, at);
        } else if rest.starts_with("/*") {
            at = end_of_block_comment(&chars, at);
        } else if rest.starts_with("#[cfg(test)]") {
            let (end, file_module) = end_of_test_item(&chars, at);
            test_modules.extend(file_module);
            at = end;
        } else if chars[at] == '\'' {
            at = end_of_char_or_lifetime(&chars, at);
        } else if let Some((start, end, hashes)) = string_at(&chars, at) {
            let text: String = chars[start..end].iter().collect();
            if ids.contains(&text.as_str()) {
                found.push(Naming {
                    line: line_of(at),
                    id: text,
                });
            }
            at = end + 1 + hashes;
        } else {
            at += 1;
        }
    }
    (found, test_modules)
}

/// Just past the line `at` is on.
fn end_of_line(chars: &[char], at: usize) -> usize {
    chars[at..]
        .iter()
        .position(|&c| c == '\n')
        .map_or(chars.len(), |offset| at + offset + 1)
}

/// Just past the (possibly nested) block comment that starts at `at`.
fn end_of_block_comment(chars: &[char], mut at: usize) -> usize {
    let mut depth = 0;
    while at + 1 < chars.len() {
        match (chars[at], chars[at + 1]) {
            ('/', '*') => depth += 1,
            ('*', '/') => {
                depth -= 1;
                if depth == 0 {
                    return at + 2;
                }
            }
            _ => {
                at += 1;
                continue;
            }
        }
        at += 2;
    }
    chars.len()
}

/// Just past the item a `#[cfg(test)]` at `at` applies to: a `{ … }` block (braces matched, strings
/// and chars inside skipped) or an item ending in `;`; and the module's name when it is `mod name;`.
fn end_of_test_item(chars: &[char], at: usize) -> (usize, Option<String>) {
    let mut depth = 0;
    let mut here = at + "#[cfg(test)]".len();
    while here < chars.len() {
        match chars[here] {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return (here + 1, None);
                }
            }
            ';' if depth == 0 => {
                let item: String = chars[at..here].iter().collect();
                let name = item
                    .rsplit_once("mod ")
                    .map(|(_, name)| name.trim().to_owned());
                return (here + 1, name);
            }
            '\'' => {
                here = end_of_char_or_lifetime(chars, here);
                continue;
            }
            _ => {
                if let Some((_, end, hashes)) = string_at(chars, here) {
                    here = end + 1 + hashes;
                    continue;
                }
            }
        }
        here += 1;
    }
    (chars.len(), None)
}

/// Just past the char literal (`'"'`, `'\''`) or the lifetime's quote at `at`.
fn end_of_char_or_lifetime(chars: &[char], at: usize) -> usize {
    match chars.get(at + 1) {
        Some('\\') => chars[at + 2..]
            .iter()
            .position(|&c| c == '\'')
            .map_or(chars.len(), |offset| at + 2 + offset + 1),
        Some(_) if chars.get(at + 2) == Some(&'\'') => at + 3,
        _ => at + 1,
    }
}

/// The string literal (plain, byte or raw) that starts at `at`, if one does: where its text starts and
/// ends (its closing quote) and how many `#` close it.
fn string_at(chars: &[char], at: usize) -> Option<(usize, usize, usize)> {
    let follows_a_word = at
        .checked_sub(1)
        .is_some_and(|before| chars[before].is_alphanumeric() || chars[before] == '_');
    let mut here = at;
    if chars[here] == 'b' && !follows_a_word {
        here += 1;
    }
    let raw = chars.get(here) == Some(&'r') && !(here == at && follows_a_word);
    if raw {
        here += 1;
        let hashes = chars[here..].iter().take_while(|&&c| c == '#').count();
        if chars.get(here + hashes) != Some(&'"') {
            return None;
        }
        let start = here + hashes + 1;
        let closing: Vec<char> = std::iter::once('"')
            .chain(std::iter::repeat_n('#', hashes))
            .collect();
        let end = (start..chars.len())
            .find(|&end| chars[end..].starts_with(&closing))
            .unwrap_or(chars.len());
        return Some((start, end, hashes));
    }
    if chars.get(here) != Some(&'"') || (here != at && follows_a_word) {
        return None;
    }
    let start = here + 1;
    let mut end = start;
    while end < chars.len() && chars[end] != '"' {
        end += if chars[end] == '\\' { 2 } else { 1 };
    }
    Some((start, end.min(chars.len()), 0))
}

#[test]
fn no_source_outside_a_game_folder_names_a_game() {
    let root = root();
    let games_src = root.join("games/src");
    let ids: Vec<&str> = games::CATALOGUE
        .iter()
        .map(|entry| entry.about.id)
        .collect();
    let files = production_files(&root, &games_src);
    assert!(
        files
            .iter()
            .any(|file| file.ends_with("bot/src/host/mod.rs")),
        "the bot's sources are read"
    );
    let mut test_files = Vec::new();
    let mut offences = Vec::new();
    for file in &files {
        let source = std::fs::read_to_string(file).expect("a readable source");
        let (found, test_modules) = namings(&source, &ids);
        let folder = file.parent().expect("a file in a folder");
        for module in test_modules {
            test_files.push(folder.join(format!("{module}.rs")));
            test_files.push(folder.join(&module).join("mod.rs"));
            if let Some(stem) = file.file_stem().filter(|stem| *stem != "mod") {
                test_files.push(folder.join(stem).join(format!("{module}.rs")));
            }
        }
        let shown = file
            .strip_prefix(&root)
            .unwrap_or(file)
            .display()
            .to_string();
        offences.extend(
            found
                .into_iter()
                .map(|naming| (file, shown.clone(), naming)),
        );
    }
    let offences: Vec<String> = offences
        .into_iter()
        .filter(|(file, _, _)| !test_files.contains(file))
        .map(|(_, shown, naming)| format!("{shown}:{}: \"{}\"", naming.line, naming.id))
        .collect();
    assert!(
        offences.is_empty(),
        "sources outside the games' folders name games:\n{}",
        offences.join("\n")
    );
}

#[test]
fn a_game_named_in_production_code_is_found_and_test_code_is_not() {
    let ids = ["jungle", "junqi4"];
    let planted = "fn pick() -> &'static str {\n    let quote = '\"';\n    \"jungle\"\n}\n\
                   const FOUR: &str = r#\"junqi4\"#;\n";
    let (found, _) = namings(planted, &ids);
    let lines: Vec<(usize, &str)> = found
        .iter()
        .map(|naming| (naming.line, naming.id.as_str()))
        .collect();
    assert_eq!(lines, [(3, "jungle"), (5, "junqi4")]);
    let tolerated = "// \"jungle\" in a comment\n/* \"junqi4\" */\nlet wild = \"junglefowl\";\n\
                     fn life<'a>(x: &'a str) {}\n\
                     #[cfg(test)]\nmod tests {\n    fn one() { let _ = \"}\"; \"jungle\"; }\n}\n\
                     #[cfg(test)]\nmod more;\n";
    let (found, test_modules) = namings(tolerated, &ids);
    assert_eq!(found, []);
    assert_eq!(test_modules, ["more"]);
    let after_tests = format!("{tolerated}fn real() -> &'static str {{ \"junqi4\" }}\n");
    assert_eq!(
        namings(&after_tests, &ids).0.len(),
        1,
        "code after tests is read"
    );
}
