//! The `help` and `rules` texts: the host's own commands, and each game's texts from its catalogue entry.

use super::api::Text;
use super::wording::{game_name, joined};
use super::{Failure, refuse};
use games::{Catalogue, GameKind, Phase};

/// A game's one line for game lists, in the reader's language.
pub fn summary(kind: GameKind) -> Text {
    Text::key(&kind.about.summary_key())
}

/// What `rules` says: a game's rules, words and options, or the list of games, every sentence from the
/// catalogue (whose English texts of a game are the game's own).
pub fn rules(catalogue: &Catalogue, game: &str) -> Result<Text, Failure> {
    if game.trim().is_empty() {
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
        return Ok(text.plain("\n").say("rules-games-end", Vec::new()));
    }
    let kind = match catalogue.find(game) {
        Ok(kind) => kind,
        Err(error) => return refuse(super::parse::unknown_game(&error)),
    };
    let about = kind.about;
    let mut text = game_name(kind)
        .plain("\n")
        .say(&about.rules_key(), Vec::new());
    for (phase, heading) in [
        (Phase::Setup, "rules-setup-words"),
        (Phase::Play, "rules-in-play"),
    ] {
        let words: Vec<Text> = about
            .verbs
            .iter()
            .filter(|verb| verb.phase == phase)
            .map(|verb| Text::from(format!("`{}`: ", verb.usage)).then(Text::key(verb.help)))
            .collect();
        if !words.is_empty() {
            text = text
                .plain("\n")
                .say(heading, Vec::new())
                .say("rules-words-start", Vec::new())
                .then(joined(words, "rules-words-sep"))
                .say("rules-words-end", Vec::new());
        }
    }
    let line = |text: Text, key: &str| text.plain("\n").say(key, Vec::new());
    if about.policy.setup_phase {
        text = line(text, "rules-setup");
    }
    text = line(
        text,
        if about.policy.takebacks {
            "rules-takebacks"
        } else {
            "rules-no-takebacks"
        },
    );
    if about.policy.reveal_record_at_end {
        text = line(text, "rules-reveal");
    }
    let specs = (kind.option_specs)();
    if !specs.is_empty() {
        text = line(text, "rules-options");
        for spec in specs {
            text = text.plain("\n").say(
                "rules-option",
                vec![
                    ("name", spec.name.into()),
                    ("values", spec.values.clone().into()),
                    ("default", spec.default.clone().into()),
                    ("help", Text::key(&about.option_key(spec.name)).into()),
                ],
            );
        }
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_name_the_game_and_list_games_without_one() {
        assert!(
            rules(&Catalogue::default(), "jungle")
                .unwrap()
                .to_plain()
                .starts_with("Jungle\n")
        );
        let junqi = rules(&Catalogue::default(), "junqi").unwrap().to_plain();
        assert!(
            junqi.contains("setup=10m") && junqi.contains("`swap <a> <b>`"),
            "{junqi}"
        );
        assert!(
            !rules(&Catalogue::default(), "jungle")
                .unwrap()
                .contains("setup=10m")
        );
        assert!(
            rules(&Catalogue::default(), "")
                .unwrap()
                .contains("`jungle`")
        );
        let chinese = crate::i18n::localize(
            &rules(&Catalogue::default(), "junqi").unwrap(),
            crate::model::Language::Zh,
        );
        assert!(chinese.contains("布阵") && chinese.contains("setup=10m"));
        assert!(
            matches!(rules(&Catalogue::default(), "@everyone"), Err(Failure::Refused(text)) if !text.contains("@everyone"))
        );
    }
}
