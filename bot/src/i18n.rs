//! The catalogue of what the bot says, in every language it speaks, and the writing of a message in its
//! reader's language.
//!
//! The host never writes a sentence of its own in a language: it puts a [`Span::Say`] (a catalogue key
//! with its arguments) in a [`Text`], and the adapter, which knows who reads the message, calls
//! [`localize`] with the reader's language just before it delivers it (see [`crate::host::Host::language_of`]).
//! The catalogues are Fluent files, `bot/locales/<language>/*.ftl`, built into the binary; every key is in
//! every language (a test checks it), and a key missing at run time falls back to English, then to the
//! key itself.

use crate::message::{Arg, Message, Span, Target, Text};
use crate::model::Language;
use crate::model::UserId;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::LazyLock;

/// The catalogue files of one language, by file name.
type Files = &'static [(&'static str, &'static str)];

/// The English catalogue.
const EN: Files = &[
    ("settings.ftl", include_str!("../locales/en/settings.ftl")),
    ("help.ftl", include_str!("../locales/en/help.ftl")),
    ("lobby.ftl", include_str!("../locales/en/lobby.ftl")),
    ("play.ftl", include_str!("../locales/en/play.ftl")),
    ("commands.ftl", include_str!("../locales/en/commands.ftl")),
    ("game.ftl", include_str!("../locales/en/game.ftl")),
    ("buttons.ftl", include_str!("../locales/en/buttons.ftl")),
    ("parse.ftl", include_str!("../locales/en/parse.ftl")),
    ("host.ftl", include_str!("../locales/en/host.ftl")),
    ("setup.ftl", include_str!("../locales/en/setup.ftl")),
    ("archive.ftl", include_str!("../locales/en/archive.ftl")),
    ("rules.ftl", include_str!("../locales/en/rules.ftl")),
    ("texts.ftl", include_str!("../locales/en/texts.ftl")),
    ("games.ftl", include_str!("../locales/en/games.ftl")),
    ("notes.ftl", include_str!("../locales/en/notes.ftl")),
    ("ai.ftl", include_str!("../locales/en/ai.ftl")),
    ("views.ftl", include_str!("../locales/en/views.ftl")),
];

/// The Simplified Chinese catalogue.
const ZH: Files = &[
    ("settings.ftl", include_str!("../locales/zh/settings.ftl")),
    ("help.ftl", include_str!("../locales/zh/help.ftl")),
    ("lobby.ftl", include_str!("../locales/zh/lobby.ftl")),
    ("play.ftl", include_str!("../locales/zh/play.ftl")),
    ("commands.ftl", include_str!("../locales/zh/commands.ftl")),
    ("game.ftl", include_str!("../locales/zh/game.ftl")),
    ("buttons.ftl", include_str!("../locales/zh/buttons.ftl")),
    ("parse.ftl", include_str!("../locales/zh/parse.ftl")),
    ("host.ftl", include_str!("../locales/zh/host.ftl")),
    ("setup.ftl", include_str!("../locales/zh/setup.ftl")),
    ("archive.ftl", include_str!("../locales/zh/archive.ftl")),
    ("rules.ftl", include_str!("../locales/zh/rules.ftl")),
    ("texts.ftl", include_str!("../locales/zh/texts.ftl")),
    ("games.ftl", include_str!("../locales/zh/games.ftl")),
    ("notes.ftl", include_str!("../locales/zh/notes.ftl")),
    ("ai.ftl", include_str!("../locales/zh/ai.ftl")),
    ("views.ftl", include_str!("../locales/zh/views.ftl")),
];

/// The catalogue key of one of a game's own texts (`about-summary-jungle`, `about-word-junqi-swap`,
/// `about-option-junqi-all-turn`): `part` names the text, `name` the word or option it is about, if any.
/// The English catalogue holds the games' own texts under these keys (a test checks the copy).
pub fn game_text_key(id: &str, part: &str, name: Option<&str>) -> String {
    match name {
        Some(name) => format!("about-{part}-{id}-{}", name.replace('_', "-")),
        None => format!("about-{part}-{id}"),
    }
}

/// The files of `language`.
fn files(language: Language) -> Files {
    match language {
        Language::En => EN,
        Language::Zh => ZH,
    }
}

/// One language's messages, ready to format.
type Bundle = FluentBundle<FluentResource>;

fn bundle(language: Language) -> Bundle {
    let tag: unic_langid::LanguageIdentifier = language.code().parse().expect("a language tag");
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    // Discord shows the isolation marks Fluent puts around arguments as stray characters.
    bundle.set_use_isolating(false);
    for (name, source) in files(language) {
        let resource =
            FluentResource::try_new((*source).to_owned()).unwrap_or_else(|(_, errors)| {
                panic!("{name} ({language:?}) does not parse: {errors:?}")
            });
        bundle
            .add_resource(resource)
            .unwrap_or_else(|errors| panic!("{name} ({language:?}) repeats keys: {errors:?}"));
    }
    bundle
}

static BUNDLES: LazyLock<[Bundle; 2]> =
    LazyLock::new(|| [bundle(Language::En), bundle(Language::Zh)]);

fn bundle_of(language: Language) -> &'static Bundle {
    &BUNDLES[match language {
        Language::En => 0,
        Language::Zh => 1,
    }]
}

/// The message `key` in `language` with `args`; in English when `language` lacks it, and the key itself
/// when no catalogue has it.
pub fn message(language: Language, key: &str, args: &[(String, Arg)]) -> String {
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        match value {
            Arg::Str(text) => fluent_args.set(name.clone(), FluentValue::from(text.clone())),
            Arg::Num(number) => fluent_args.set(name.clone(), FluentValue::from(*number)),
            Arg::Key(key) => fluent_args.set(name.clone(), message(language, key, &[])),
            Arg::Text(text) => fluent_args.set(name.clone(), localize(text, language).to_plain()),
        }
    }
    for bundle in [bundle_of(language), bundle_of(Language::En)] {
        let Some(pattern) = bundle.get_message(key).and_then(|message| message.value()) else {
            continue;
        };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
        if !errors.is_empty() {
            tracing::warn!(key, ?errors, "a message was written with errors");
        }
        return text.into_owned();
    }
    tracing::warn!(key, "a message is in no catalogue");
    key.to_owned()
}

/// `text` with every catalogue span written in `language`.
pub fn localize(text: &Text, language: Language) -> Text {
    let mut out = Text::default();
    for span in &text.0 {
        match span {
            Span::Say { key, args } => out.push(Span::Plain(message(language, key, args))),
            other => out.push(other.clone()),
        }
    }
    out
}

/// Whose language a message sent to `to` is written in: the user's for a direct message; the asker's for
/// a reply, unless it is a public post about a game or one that stands for a slot (a game's board, a
/// challenge, a draw offer), which is for everyone in the place and so in the default language (English),
/// like everything posted to a channel or a game's place.
pub fn reader(to: Target, message: &Message, asker: Option<UserId>) -> Option<UserId> {
    match to {
        Target::Direct(user) => Some(user),
        Target::Reply if message.private || (message.about.is_none() && message.slot.is_none()) => {
            asker
        }
        Target::Reply | Target::Channel(_) | Target::Game(_) => None,
    }
}

/// `message` with its text and its buttons' labels written in `language`.
pub fn localize_message(message: &Message, language: Language) -> Message {
    let mut localized = message.clone();
    localized.text = localize(&message.text, language);
    for button in &mut localized.buttons {
        button.label = localize(&button.label, language);
    }
    localized
}

/// The keys of a language's catalogue: every line that starts a message (`key = …`).
pub fn keys(language: Language) -> Vec<String> {
    let mut keys: Vec<String> = files(language)
        .iter()
        .flat_map(|(_, source)| source.lines())
        .filter_map(|line| {
            let (key, _) = line.split_once(" =")?;
            let starts = key.chars().next()?.is_ascii_alphabetic();
            (starts
                && key
                    .chars()
                    .all(|ch| ch.is_ascii_alphanumeric() || ch == '-'))
            .then(|| key.to_owned())
        })
        .collect();
    keys.sort();
    keys
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_is_in_every_language() {
        let english = keys(Language::En);
        assert!(english.len() > 10, "the catalogue is read");
        for language in Language::ALL {
            let these = keys(language);
            let missing: Vec<_> = english.iter().filter(|key| !these.contains(key)).collect();
            let extra: Vec<_> = these.iter().filter(|key| !english.contains(key)).collect();
            assert!(missing.is_empty(), "{language:?} lacks {missing:?}");
            assert!(
                extra.is_empty(),
                "{language:?} has keys English lacks: {extra:?}"
            );
            let mut unique = these.clone();
            unique.dedup();
            assert_eq!(unique, these, "{language:?} repeats a key");
            // Every message formats without a Fluent error in every language.
            let _ = bundle_of(language);
        }
    }

    #[test]
    fn the_english_reasons_of_refusals_are_the_games_own_templates() {
        let (_, english) = EN
            .iter()
            .find(|(name, _)| *name == "rules.ftl")
            .expect("rules.ftl is in the English catalogue");
        let expected = games::refusal::catalogue();
        assert!(
            *english == expected,
            "bot/locales/en/rules.ftl differs from the games' templates; it should read:\n{expected}"
        );
    }

    /// `text` as the value of a Fluent message that formats back to it exactly: braces and the characters
    /// that would start a variant or an attribute are written as string literals, and a text of several
    /// lines starts on the line after the key, indented.
    fn fluent_value(text: &str) -> String {
        let line = |line: &str| {
            let escaped = line.replace('{', "{\"{\"}").replace('}', "{\"}\"}");
            let escaped = escaped.replace("{\"{\"{\"}\"}\"}", "{\"{\"}");
            match escaped.chars().next() {
                Some(first @ ('[' | '*' | '.')) => format!("{{\"{first}\"}}{}", &escaped[1..]),
                _ => escaped,
            }
        };
        if text.contains('\n') {
            let lines: Vec<String> = text
                .lines()
                .map(|text| match text {
                    "" => String::new(),
                    text => format!("    {}", line(text)),
                })
                .collect();
            format!("\n{}", lines.join("\n"))
        } else {
            format!(" {}", line(text))
        }
    }

    /// The games' own texts as the English catalogue holds them (`bot/locales/en/games.ftl`): each game's
    /// summary, rules, words and options, under [`game_text_key`].
    fn game_texts() -> String {
        let mut out = String::from(
            "# The games' own texts: written from the games (`games::About`, their words and options' help).\n",
        );
        for kind in games::GameKind::all() {
            let about = kind.about;
            let id = about.id;
            out.push_str(&format!("\n## {}\n", about.name));
            let mut entry = |key: String, text: &str| {
                out.push_str(&format!("{key} ={}\n", fluent_value(text)));
            };
            entry(game_text_key(id, "summary", None), about.summary);
            entry(game_text_key(id, "rules", None), about.rules);
            for verb in about.verbs {
                let word = verb.usage.split_whitespace().next().unwrap_or_default();
                entry(game_text_key(id, "word", Some(word)), verb.help);
            }
            for spec in (kind.option_specs)() {
                entry(game_text_key(id, "option", Some(spec.name)), &spec.help);
            }
        }
        out
    }

    #[test]
    fn the_english_texts_of_the_games_are_the_games_own() {
        let (_, english) = EN
            .iter()
            .find(|(name, _)| *name == "games.ftl")
            .expect("games.ftl is in the English catalogue");
        let expected = game_texts();
        assert!(
            *english == expected,
            "bot/locales/en/games.ftl differs from the games' texts; it should read:\n{expected}"
        );
        for kind in games::GameKind::all() {
            let about = kind.about;
            let written =
                |part, name| message(Language::En, &game_text_key(about.id, part, name), &[]);
            assert_eq!(written("summary", None), about.summary);
            assert_eq!(written("rules", None), about.rules);
            for verb in about.verbs {
                let word = verb.usage.split_whitespace().next();
                assert_eq!(written("word", word), verb.help);
            }
            for spec in (kind.option_specs)() {
                assert_eq!(written("option", Some(spec.name)), spec.help);
            }
        }
    }

    #[test]
    fn the_english_reasons_of_the_computer_opponent_are_its_own_templates() {
        let (_, english) = EN
            .iter()
            .find(|(name, _)| *name == "ai.ftl")
            .expect("ai.ftl is in the English catalogue");
        let expected = ai::catalogue();
        assert!(
            *english == expected,
            "bot/locales/en/ai.ftl differs from the opponent's templates; it should read:\n{expected}"
        );
    }

    #[test]
    fn every_reason_the_games_give_is_in_every_language() {
        let keys: Vec<&str> = games::refusal::keys()
            .chain(ai::REASONS.iter().map(|(key, _)| *key))
            .collect();
        assert!(keys.len() > 20, "the games' reasons are listed");
        for language in Language::ALL {
            let bundle = bundle_of(language);
            let missing: Vec<_> = keys
                .iter()
                .filter(|key| {
                    bundle
                        .get_message(key)
                        .and_then(|message| message.value())
                        .is_none()
                })
                .collect();
            assert!(missing.is_empty(), "{language:?} lacks {missing:?}");
        }
    }

    #[test]
    fn a_message_is_written_in_the_asked_language_with_its_arguments() {
        let args = [
            ("challenge".to_owned(), Arg::Str("c7".into())),
            ("challenger".to_owned(), Arg::Str("Ada".into())),
        ];
        let english = message(Language::En, "challenge-not-yours", &args);
        let chinese = message(Language::Zh, "challenge-not-yours", &args);
        assert_eq!(english, "Challenge c7 is Ada's; only they can cancel it.");
        assert!(chinese.contains("Ada") && chinese.contains("c7") && chinese.contains("撤回"));
        let wait = |n: u32| {
            message(
                Language::En,
                "draw-wait",
                &[
                    ("game".to_owned(), Arg::Num(3)),
                    ("wait".to_owned(), n.into()),
                ],
            )
        };
        assert!(wait(1).contains("after 1 more turn of"), "{}", wait(1));
        assert!(wait(2).contains("after 2 more turns of"), "{}", wait(2));
        let nested = Text::key_with(
            "clock-per-move",
            vec![(
                "span",
                Text::key_with("span-hours", vec![("count", 2u32.into())]).into(),
            )],
        );
        assert_eq!(localize(&nested, Language::En).to_plain(), "2 h per move");
        assert_eq!(localize(&nested, Language::Zh).to_plain(), "每步 2 小时");
        assert_ne!(english, chinese);
        assert!(!english.contains('\u{2068}'), "no isolation marks");
        assert_eq!(message(Language::Zh, "no-such-key", &[]), "no-such-key");
    }
}
