//! The `help` and `rules` texts: the host's own commands, and each game's texts from its catalogue entry.

use super::api::{Message, Text};
use super::wording::{self, game_name, joined};
use super::{Failure, buttons, pages, refuse};
use games::{Catalogue, GameKind, Phase};

/// A game's one line for game lists, in the reader's language.
pub fn summary(kind: GameKind) -> Text {
    Text::key(&kind.about.summary_key())
}

/// The lines of `help`, a command or a few each, in the order shown.
const HELP_LINES: [&str; 18] = [
    "challenge",
    "bot",
    "challenges",
    "move",
    "setup",
    "takeback",
    "end",
    "board",
    "export",
    "games",
    "finished",
    "leaderboard",
    "profile",
    "follow",
    "tournament",
    "rules",
    "set",
    "umpire-check",
];

/// Rules and help lines a page holds at most; pages are cut to one message before that.
const PER_PAGE: usize = 40;

/// What `help` says: page `page` of the command list, with buttons to the others; or with `command`,
/// that command alone, as its slash command describes it, with its details.
pub fn help(command: Option<&str>, page: usize) -> Result<Message, Failure> {
    if let Some(command) = command {
        return Ok(Message {
            text: one_command(command)?,
            ..Message::default()
        });
    }
    let lines = std::iter::once(Text::key("help-intro"))
        .chain(
            HELP_LINES
                .iter()
                .map(|line| Text::key(&format!("help-line-{line}"))),
        )
        .collect();
    pages::page(
        Text::key("help"),
        lines,
        page,
        PER_PAGE,
        "help",
        buttons::help_page,
    )
}

/// One command explained: what it does and, where there are some, its details.
fn one_command(typed: &str) -> Result<Text, Failure> {
    let name = typed.trim().trim_start_matches(['/', '!']).to_lowercase();
    let name = match name.as_str() {
        "m" => "move",
        "commands" | "?" => "help",
        other => other,
    };
    let key = format!("command-{name}");
    let known = crate::i18n::keys(crate::model::Language::En);
    if name.contains(char::is_whitespace) || !known.contains(&key) {
        return refuse(Text::key_with(
            "help-no-command",
            vec![("name", crate::message::safe::echo(typed).into())],
        ));
    }
    let mut text = Text::from(format!("**{name}**: ")).say(&key, Vec::new());
    let details = format!("help-{key}");
    if known.contains(&details) {
        text = text.plain("\n").say(&details, Vec::new());
    }
    Ok(text)
}

/// What `rules` says: page `page` of a game's rules, words and options, with buttons to the others, or
/// the list of games; every sentence from the catalogue (whose English texts of a game are the game's
/// own).
pub fn rules(catalogue: &Catalogue, game: &str, page: usize) -> Result<Message, Failure> {
    if game.trim().is_empty() {
        return Ok(Message {
            text: games_list(catalogue),
            ..Message::default()
        });
    }
    if game.trim().eq_ignore_ascii_case("fairness") {
        return Ok(Message {
            text: Text::key("rules-fairness"),
            ..Message::default()
        });
    }
    let kind = match catalogue.find(game) {
        Ok(kind) => kind,
        Err(error) => return refuse(super::parse::unknown_game(&error)),
    };
    let typed = format!("rules {}", kind.id());
    pages::page(
        game_name(kind),
        rules_lines(kind),
        page,
        PER_PAGE,
        &typed,
        |page| buttons::rules_page(kind.id(), page),
    )
}

/// The list of games, each with its id and summary.
fn games_list(catalogue: &Catalogue) -> Text {
    let mut text = Text::key("rules-games");
    for kind in catalogue.kinds() {
        text = text.plain("\n").say(
            "rules-game",
            vec![
                ("game", game_name(kind).into()),
                ("id", kind.id().into()),
                ("summary", summary(kind).into()),
            ],
        );
    }
    text.plain("\n").say("rules-games-end", Vec::new())
}

/// A game's rules as lines to page: each part of its rules text, its words by phase, what the host
/// does for it, and its options.
fn rules_lines(kind: GameKind) -> Vec<Text> {
    let about = kind.about;
    let mut lines: Vec<Text> = about
        .rules_keys()
        .iter()
        .map(|key| Text::key(key))
        .collect();
    for (phase, heading) in [
        (Phase::Setup, "rules-setup-words"),
        (Phase::Play, "rules-in-play"),
    ] {
        let words: Vec<Text> = about
            .verbs
            .iter()
            .filter(|verb| verb.phase == phase)
            .map(|verb| wording::word_help(verb, "rules-word"))
            .collect();
        if !words.is_empty() {
            lines.push(
                Text::key(heading)
                    .say("rules-words-start", Vec::new())
                    .then(joined(words, "rules-words-sep"))
                    .say("rules-words-end", Vec::new()),
            );
        }
    }
    if about.policy.setup_phase {
        lines.push(Text::key("rules-setup"));
    }
    lines.push(Text::key(if about.policy.takebacks {
        "rules-takebacks"
    } else {
        "rules-no-takebacks"
    }));
    if about.policy.reveal_record_at_end {
        lines.push(Text::key("rules-reveal"));
    }
    if about.policy.commits {
        lines.push(Text::key("rules-commits"));
    }
    let specs = (kind.option_specs)();
    if !specs.is_empty() {
        let mut options = Text::key("rules-options");
        for spec in specs {
            options = options.plain("\n").say(
                "rules-option",
                vec![
                    ("name", spec.name.into()),
                    ("values", spec.values.clone().into()),
                    ("default", spec.default.clone().into()),
                    ("help", Text::key(&about.option_key(spec.name)).into()),
                ],
            );
        }
        lines.push(options);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every page of a game's rules, one after the other.
    fn all_pages(game: &str) -> Text {
        let mut text = Text::default();
        for page in 1.. {
            match rules(&Catalogue::default(), game, page) {
                Ok(message) => text = text.then(message.text),
                Err(_) => break,
            }
        }
        text
    }

    #[test]
    fn rules_name_the_game_and_list_games_without_one() {
        let jungle = rules(&Catalogue::default(), "jungle", 1)
            .unwrap()
            .text
            .to_plain();
        assert!(jungle.starts_with("Jungle (page 1 of 2)\n"), "{jungle}");
        let junqi = all_pages("junqi").to_plain();
        assert!(
            junqi.contains("setup=10m") && junqi.contains("`swap <point> <point>`: exchange"),
            "{junqi}"
        );
        assert!(!all_pages("jungle").contains("setup=10m"));
        assert!(
            rules(&Catalogue::default(), "", 1)
                .unwrap()
                .text
                .contains("`jungle`")
        );
        let chinese = crate::i18n::localize(&all_pages("junqi"), crate::model::Language::Zh);
        assert!(chinese.contains("布阵") && chinese.contains("setup=10m"));
        assert!(
            matches!(rules(&Catalogue::default(), "@everyone", 1), Err(Failure::Refused(text)) if !text.contains("@everyone"))
        );
    }

    #[test]
    fn help_names_one_command_alone() {
        let text = help(Some("move"), 1).unwrap().text.to_plain();
        assert!(text.starts_with("**move**: Make a move"), "{text}");
        assert!(!text.contains("leaderboard"), "{text}");
        assert_eq!(help(Some("m"), 1).unwrap().text.to_plain(), text);
        assert!(matches!(help(Some("dance"), 1), Err(Failure::Refused(_))));
    }
}
