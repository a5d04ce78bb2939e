//! The games' words, in every language they are written in.
//!
//! Each game keeps its texts in its own folder, one Fluent file per language (`jungle/locales/en.ftl`,
//! `jungle/locales/zh.ftl`): its name and summary, its rules, its words' and options' help, its seat,
//! board and piece names, its refusals, notes, view lines, badges and ways of ending. Its catalogue entry
//! reaches them ([`crate::About::texts`]). What every game says (refusals any game gives, option errors,
//! the endings the host decides, how a two-sided game's end is told) is in this crate's own
//! `locales/<language>.ftl` ([`SHARED`]).
//!
//! A game speaks only in keys with arguments ([`Reason`]); its English is written here from its English
//! file, the one place the sentence is written, and other languages from theirs. The bot builds its
//! catalogue from the same files ([`files`]), so a reader of any language reads the game's own words.

use crate::catalogue::known;
use crate::refusal::{Arg, Reason};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast::Entry;
use std::collections::HashMap;
use std::sync::{LazyLock, Mutex, RwLock};

/// One Fluent file of texts: the language it is written in (`en`, `zh`) and its source.
pub type TextFile = (&'static str, &'static str);

/// The languages the games are written in, English first; every game has a file in each.
pub const LANGUAGES: [&str; 2] = ["en", "zh"];

/// What every game says, in each language.
pub const SHARED: &[TextFile] = &[
    ("en", include_str!("locales/en.ftl")),
    ("zh", include_str!("locales/zh.ftl")),
];

/// The Fluent sources of `texts` in `language`, in order.
pub fn sources(texts: &[TextFile], language: &str) -> impl Iterator<Item = &'static str> {
    texts
        .iter()
        .filter(move |(written_in, _)| *written_in == language)
        .map(|(_, source)| *source)
}

/// Every file of the games' texts in `language`, each once: the shared file, then each known game's
/// files in catalogue order, then those of published games (games of one family share some).
pub fn files(language: &str) -> Vec<&'static str> {
    let entries = known().map(|entry| entry.about.texts);
    let mut files: Vec<&'static str> = Vec::new();
    for source in std::iter::once(SHARED)
        .chain(entries)
        .flat_map(|texts| sources(texts, language))
    {
        if !files.contains(&source) {
            files.push(source);
        }
    }
    files
}

/// The keys of the messages of a Fluent source, in order.
///
/// # Panics
///
/// If the source does not parse: the files are part of the build, and a test reads every one.
pub fn keys(source: &str) -> Vec<&str> {
    let resource = fluent_syntax::parser::parse(source)
        .unwrap_or_else(|(_, errors)| panic!("a text file does not parse: {errors:?}"));
    resource
        .body
        .into_iter()
        .filter_map(|entry| match entry {
            Entry::Message(message) => Some(message.id.name),
            _ => None,
        })
        .collect()
}

/// One language's messages, ready to write.
type Bundle = FluentBundle<FluentResource>;

/// The bundle of every file of `language`.
fn bundle(language: &str) -> Bundle {
    let tag = language.parse().expect("a language tag");
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    // The marks Fluent puts around arguments would show as stray characters in messages and images.
    bundle.set_use_isolating(false);
    for source in files(language) {
        let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(_, errors)| {
            panic!("a {language} text file does not parse: {errors:?}")
        });
        bundle
            .add_resource(resource)
            .unwrap_or_else(|errors| panic!("the {language} texts repeat keys: {errors:?}"));
    }
    bundle
}

/// The bundle of each of [`LANGUAGES`], in order; a published game's files are added to them.
static BUNDLES: LazyLock<RwLock<Vec<Bundle>>> =
    LazyLock::new(|| RwLock::new(LANGUAGES.iter().map(|language| bundle(language)).collect()));

/// The bundles, to read.
fn read_bundles() -> std::sync::RwLockReadGuard<'static, Vec<Bundle>> {
    BUNDLES.read().unwrap_or_else(|poison| poison.into_inner())
}

/// Adds the files of `texts` that are not yet among [`files`] to the bundles: the texts of a game being
/// published ([`crate::Catalogue::publish`]), before it is known.
pub(crate) fn absorb(texts: &[TextFile]) {
    let mut bundles = BUNDLES.write().unwrap_or_else(|poison| poison.into_inner());
    for (bundle, language) in bundles.iter_mut().zip(LANGUAGES) {
        let present = files(language);
        for source in sources(texts, language).filter(|source| !present.contains(source)) {
            let resource =
                FluentResource::try_new(source.to_owned()).unwrap_or_else(|(_, errors)| {
                    panic!("a {language} text file does not parse: {errors:?}")
                });
            bundle
                .add_resource(resource)
                .unwrap_or_else(|errors| panic!("the {language} texts repeat keys: {errors:?}"));
        }
    }
}

/// The indices of the bundles to write `language` from: its own, then English.
fn bundles(language: &str) -> impl Iterator<Item = usize> {
    let own = LANGUAGES.iter().position(|&known| known == language);
    own.into_iter().chain([0])
}

/// Whether the games' texts in `language` have the message `key`.
pub fn has(language: &str, key: &str) -> bool {
    LANGUAGES
        .iter()
        .position(|&known| known == language)
        .is_some_and(|index| read_bundles()[index].has_message(key))
}

/// `reason` written in `language`: its key's message with its arguments, names by their own keys; in
/// English when `language` lacks the key, and the key itself when no file has it.
pub fn write(language: &str, reason: &Reason) -> String {
    written(language, reason).unwrap_or_else(|| reason.key.clone().into_owned())
}

/// `reason` written in English.
pub fn english(reason: &Reason) -> String {
    write("en", reason)
}

/// `reason` written in `language` (or English), or `None` when no file has its key.
fn written(language: &str, reason: &Reason) -> Option<String> {
    let mut args = FluentArgs::new();
    for (name, arg) in &reason.args {
        let value = match arg {
            Arg::Text(text) => FluentValue::from(text.as_str()),
            Arg::Number(number) => FluentValue::from(*number),
            Arg::Name(key) => FluentValue::from(word(language, key).unwrap_or(key)),
            Arg::Reason(inner) => FluentValue::from(write(language, inner)),
        };
        args.set(name.as_ref(), value);
    }
    let all = read_bundles();
    bundles(language).find_map(|index| {
        let bundle = &all[index];
        let pattern = bundle.get_message(&reason.key)?.value()?;
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
        debug_assert!(errors.is_empty(), "{}: {errors:?}", reason.key);
        Some(text.into_owned())
    })
}

/// The message `key`, which takes no arguments, in `language` (in English when `language` lacks it):
/// a name (of a game, a seat, a piece, a board) or a badge's words. `None` when no file has it.
pub fn word(language: &str, key: &str) -> Option<&'static str> {
    static WORDS: LazyLock<Mutex<HashMap<(String, String), &'static str>>> =
        LazyLock::new(Mutex::default);
    let mut words = WORDS.lock().unwrap_or_else(|poison| poison.into_inner());
    let wanted = (language.to_owned(), key.to_owned());
    if let Some(word) = words.get(&wanted) {
        return Some(word);
    }
    let name = Reason {
        key: key.to_owned().into(),
        args: Vec::new(),
    };
    let text = written(language, &name)?;
    let word: &'static str = Box::leak(text.into_boxed_str());
    words.insert(wanted, word);
    Some(word)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::CATALOGUE;

    /// The files of `texts` in each language, in order: the n-th file of a language is a translation of
    /// the n-th English one.
    fn by_language(texts: &[TextFile]) -> Vec<Vec<&'static str>> {
        LANGUAGES
            .iter()
            .map(|language| sources(texts, language).collect())
            .collect()
    }

    #[test]
    fn every_file_has_the_keys_of_its_english_one() {
        let entries = CATALOGUE.iter().map(|entry| entry.about.texts);
        for texts in std::iter::once(SHARED).chain(entries) {
            let [english, others @ ..] = &by_language(texts)[..] else {
                panic!("no languages");
            };
            for other in others {
                assert_eq!(other.len(), english.len(), "a file per language");
                for (english, other) in english.iter().zip(other) {
                    let mut wanted = keys(english);
                    let mut have = keys(other);
                    wanted.sort_unstable();
                    have.sort_unstable();
                    assert_eq!(have, wanted);
                }
            }
        }
    }

    #[test]
    fn no_key_is_in_two_files() {
        for language in LANGUAGES {
            let mut seen = std::collections::HashSet::new();
            for source in files(language) {
                for key in keys(source) {
                    assert!(seen.insert(key), "{key} is in two {language} files");
                }
            }
            assert!(seen.len() > 500, "the files are read");
        }
    }

    #[test]
    fn a_sentence_is_written_in_its_language_else_in_english_else_as_its_key() {
        let turn = Reason::new(
            "refusal-not-your-turn",
            vec![("side", Arg::Name("seat-jungle-red".into()))],
        );
        assert_eq!(write("en", &turn), "It is Red's turn.");
        assert_eq!(write("zh", &turn), "现在轮到红方走棋。");
        assert_eq!(write("fr", &turn), "It is Red's turn.");
        assert_eq!(write("en", &Reason::plain("no-such-key")), "no-such-key");
        assert_eq!(word("zh", "game-junqi4"), Some("四国军棋"));
        assert_eq!(word("en", "no-such-key"), None);
    }
}
