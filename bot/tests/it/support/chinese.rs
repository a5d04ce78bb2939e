//! Chinese typography, checked: what a Chinese reader should never meet in a text written for them.

use std::collections::HashSet;
use std::sync::LazyLock;

/// Stands for a placeable (`{ $game }`) of a raw pattern: neither Chinese, nor a space, nor a letter.
const PLACEABLE: char = '\u{FFFC}';

/// Whether `ch` is a Chinese character.
fn is_han(ch: char) -> bool {
    matches!(ch,
        '\u{3400}'..='\u{4DBF}'
        | '\u{4E00}'..='\u{9FFF}'
        | '\u{F900}'..='\u{FAFF}')
}

/// Whether `ch` is a Chinese character or a full-width mark of Chinese punctuation.
fn is_chinese(ch: char) -> bool {
    matches!(ch,
        '\u{3000}'..='\u{303F}'
        | '\u{3400}'..='\u{4DBF}'
        | '\u{4E00}'..='\u{9FFF}'
        | '\u{F900}'..='\u{FAFF}'
        | '\u{FF00}'..='\u{FFEF}')
}

/// The host's files and every game's, in `language`: file name and source.
pub fn sources(language: &str) -> Vec<(String, String)> {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(language);
    let mut files: Vec<(String, String)> = std::fs::read_dir(&folder)
        .expect("the host's texts")
        .map(|entry| {
            let path = entry.expect("a file").path();
            let source = std::fs::read_to_string(&path).expect("a text file");
            (path.display().to_string(), source)
        })
        .collect();
    files.sort();
    let games = games::texts::files(language)
        .into_iter()
        .enumerate()
        .map(|(index, source)| (format!("the games' file {index}"), source.to_owned()));
    files.extend(games);
    files
}

/// The lines of text of a Fluent file's messages, numbered from 1: comments and variant keys left out,
/// each placeable replaced by one [`PLACEABLE`].
pub fn pattern_lines(source: &str) -> Vec<(usize, String)> {
    let mut lines = Vec::new();
    for (index, line) in source.lines().enumerate() {
        let trimmed = line.trim_start();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        // A message (`key = …`) or an attribute (`.name = …`) starts; any other line goes on.
        let starts = !line.starts_with(char::is_whitespace) || trimmed.starts_with('.');
        let text = match trimmed.split_once('=') {
            Some((_, value)) if starts => value.trim_start(),
            _ => trimmed,
        };
        let text = match text.trim_start_matches('*').strip_prefix('[') {
            Some(variant) => variant.split_once(']').map_or("", |(_, text)| text),
            None => text,
        };
        let mut written = String::new();
        let mut depth = 0usize;
        for ch in text.chars() {
            match ch {
                '{' => {
                    if depth == 0 {
                        written.push(PLACEABLE);
                    }
                    depth += 1;
                }
                '}' => depth = depth.saturating_sub(1),
                _ if depth == 0 => written.push(ch),
                _ => {}
            }
        }
        lines.push((index + 1, written));
    }
    lines
}

/// The words written in lower case somewhere in the English texts: an English word in capitals in a
/// Chinese text (`NAME`) is one of them, a Cetkaik square (`ZAIZO`) is not.
static ENGLISH: LazyLock<HashSet<String>> = LazyLock::new(|| {
    sources("en")
        .iter()
        .flat_map(|(_, source)| {
            source
                .split(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '_'))
                .filter(|word| word.len() >= 4 && word.chars().all(|ch| ch.is_ascii_lowercase()))
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .collect()
});

/// What breaks Chinese typography in `text`, each quoted: a placeholder in English (`<game>`, or an
/// English word in capitals such as `NAME`), an ASCII bracket beside a Chinese character instead of a
/// full-width one, and a space between two Chinese characters (a space after a full-width mark is left
/// to the sentence, which cannot know whether a name or a word follows).
pub fn faults(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut faults = Vec::new();
    // `<game>`, `<your move>`; not a mention (`<#12>`, `<t:1:R>`).
    for (start, _) in chars.iter().enumerate().filter(|(_, ch)| **ch == '<') {
        let inside: String = chars[start + 1..]
            .iter()
            .take_while(|ch| **ch != '>')
            .collect();
        let closed = chars.len() > start + 1 + inside.chars().count();
        if closed
            && inside.starts_with(|ch: char| ch.is_ascii_alphabetic())
            && inside
                .chars()
                .all(|ch| ch.is_ascii_alphabetic() || ch == ' ' || ch == '-')
        {
            faults.push(format!("<{inside}>"));
        }
    }
    for word in text.split(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '_')) {
        if word.len() >= 4
            && word.chars().all(|ch| ch.is_ascii_uppercase())
            && ENGLISH.contains(&word.to_ascii_lowercase())
        {
            faults.push(word.to_owned());
        }
    }
    for (index, ch) in chars.iter().enumerate() {
        let before = index.checked_sub(1).map(|at| chars[at]);
        let after = chars.get(index + 1).copied();
        if matches!(ch, '(' | ')')
            && (before.is_some_and(is_chinese) || after.is_some_and(is_chinese))
        {
            let around: String = chars[index.saturating_sub(2)..(index + 3).min(chars.len())]
                .iter()
                .collect();
            faults.push(around);
        }
        if *ch == ' ' && before.is_some_and(is_han) {
            let next = chars[index..].iter().find(|ch| **ch != ' ');
            if next.is_some_and(|ch| is_han(*ch)) {
                let end = (index + 3).min(chars.len());
                faults.push(chars[index - 1..end].iter().collect());
            }
        }
    }
    faults
}
