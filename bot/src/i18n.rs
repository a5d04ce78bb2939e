//! The catalogue of what the bot says, in every language it speaks, and the writing of a message in its
//! reader's language.
//!
//! The host never writes a sentence of its own in a language: it puts a [`Span::Say`] (a catalogue key
//! with its arguments) in a [`Text`], and the adapter, which knows who reads the message, calls
//! [`localize`] with the reader's language just before it delivers it (see [`crate::host::Host::language_of`]).
//! The catalogues are Fluent files built into the binary: the host's own, `bot/locales/<language>/*.ftl`,
//! and every game's texts in that language, reached through the games' catalogue
//! ([`games::texts::files`]). Every key is in every language (a test checks it), and a key missing at run
//! time falls back to English, then to the key itself.

use crate::message::{Arg, Message, Span, Target, Text};
use crate::model::Language;
use crate::model::UserId;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::LazyLock;

/// The catalogue files of one language, by file name.
type Files = &'static [(&'static str, &'static str)];

/// The host's English catalogue.
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
    ("texts.ftl", include_str!("../locales/en/texts.ftl")),
    ("ai.ftl", include_str!("../locales/en/ai.ftl")),
    ("check.ftl", include_str!("../locales/en/check.ftl")),
    ("fairness.ftl", include_str!("../locales/en/fairness.ftl")),
    (
        "tournament.ftl",
        include_str!("../locales/en/tournament.ftl"),
    ),
];

/// The host's Simplified Chinese catalogue.
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
    ("texts.ftl", include_str!("../locales/zh/texts.ftl")),
    ("ai.ftl", include_str!("../locales/zh/ai.ftl")),
    ("check.ftl", include_str!("../locales/zh/check.ftl")),
    ("fairness.ftl", include_str!("../locales/zh/fairness.ftl")),
    (
        "tournament.ftl",
        include_str!("../locales/zh/tournament.ftl"),
    ),
];

/// The host's files of `language`.
fn host_files(language: Language) -> Files {
    match language {
        Language::En => EN,
        Language::Zh => ZH,
    }
}

/// Every file of `language`, by name: the host's, then the games' texts.
fn files(language: Language) -> Vec<(&'static str, &'static str)> {
    let games = games::texts::files(language.code())
        .into_iter()
        .map(|source| ("the games' texts", source));
    host_files(language).iter().copied().chain(games).collect()
}

/// One language's messages, ready to format.
type Bundle = FluentBundle<FluentResource>;

fn bundle(language: Language) -> Bundle {
    let tag: unic_langid::LanguageIdentifier = language.code().parse().expect("a language tag");
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    // Discord shows the isolation marks Fluent puts around arguments as stray characters.
    bundle.set_use_isolating(false);
    for (name, source) in files(language) {
        let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(_, errors)| {
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
    if games::texts::has(Language::En.code(), key) {
        return published_game_message(language, key, args);
    }
    tracing::warn!(key, "a message is in no catalogue");
    key.to_owned()
}

/// The message `key` of a game published after the catalogues were built (a test's own game), written
/// from its own texts ([`games::texts`]).
fn published_game_message(language: Language, key: &str, args: &[(String, Arg)]) -> String {
    use games::refusal::{Arg as GameArg, Reason};
    let args = args
        .iter()
        .map(|(name, value)| {
            let value = match value {
                Arg::Str(text) => GameArg::Text(text.clone()),
                Arg::Num(number) => GameArg::Number(*number),
                Arg::Key(key) => GameArg::Text(message(language, key, &[])),
                Arg::Text(text) => GameArg::Text(localize(text, language).to_plain()),
            };
            (name.clone().into(), value)
        })
        .collect();
    let reason = Reason {
        key: key.to_owned().into(),
        args,
    };
    games::texts::write(language.code(), &reason)
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
/// a reply, unless it is a public post about a game, one that stands for a slot (a game's board, a
/// challenge, a draw offer) or an answer for everyone there ([`Message::for_everyone`]), which is for
/// everyone in the place and so in the place's language (`None` here), like everything posted to a
/// channel or a game's place.
pub fn reader(to: Target, message: &Message, asker: Option<UserId>) -> Option<UserId> {
    let for_the_place = message.about.is_some() || message.slot.is_some() || message.for_everyone;
    match to {
        Target::Direct(user) => Some(user),
        Target::Reply if message.private || !for_the_place => asker,
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

/// The keys of a language's catalogue, the host's and the games', sorted (a key given twice is listed
/// twice).
pub fn keys(language: Language) -> Vec<String> {
    let mut keys: Vec<String> = files(language)
        .iter()
        .flat_map(|(_, source)| games::texts::keys(source))
        .map(str::to_owned)
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
    fn every_reason_of_the_computer_opponent_is_in_every_language() {
        let keys: Vec<&str> = ai::REASONS.iter().map(|(key, _)| *key).collect();
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
    fn the_games_speak_in_the_catalogue_and_no_key_is_the_host_s_and_a_game_s() {
        for language in Language::ALL {
            let games: Vec<&str> = games::texts::files(language.code())
                .into_iter()
                .flat_map(games::texts::keys)
                .collect();
            assert!(games.len() > 500, "the games' texts are read");
            let host: std::collections::HashSet<&str> = host_files(language)
                .iter()
                .flat_map(|(_, source)| games::texts::keys(source))
                .collect();
            let shared: Vec<_> = games.iter().filter(|key| host.contains(*key)).collect();
            assert!(
                shared.is_empty(),
                "{language:?}: {shared:?} are the host's and a game's"
            );
            let bundle = bundle_of(language);
            assert!(games.iter().all(|key| bundle.has_message(key)));
        }
        assert_eq!(message(Language::Zh, "game-junqi4", &[]), "四国军棋");
        assert_eq!(
            message(Language::En, "about-summary-jungle", &[]),
            games::texts::english(&games::refusal::Reason::plain("about-summary-jungle"))
        );
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
