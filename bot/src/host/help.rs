//! The `help` and `rules` texts: the host's own commands, and each game's texts from its catalogue entry.

use super::api::Text;
use super::{Failure, refuse};
use games::{GameKind, Phase};

/// What `rules` says: a game's rules, words and options, or the list of games. The host's sentences
/// come from the catalogue; the game's own texts (its summary, rules, words and options) are the game's,
/// in English.
pub fn rules(game: &str) -> Result<Text, Failure> {
    if game.trim().is_empty() {
        let games: Vec<String> = GameKind::all()
            .map(|kind| format!("{} (`{}`): {}", kind.name(), kind.id(), kind.about.summary))
            .collect();
        return Ok(Text::key("rules-games")
            .plain(format!("\n{}\n", games.join("\n")))
            .say("rules-games-end", Vec::new()));
    }
    let kind: GameKind = match game.parse() {
        Ok(kind) => kind,
        Err(error) => return refuse(super::parse::unknown_game(&error)),
    };
    let about = kind.about;
    let mut text = Text::from(format!("{}\n{}", about.name, about.rules));
    for (phase, heading) in [
        (Phase::Setup, "rules-setup-words"),
        (Phase::Play, "rules-in-play"),
    ] {
        let words: Vec<String> = about
            .verbs
            .iter()
            .filter(|verb| verb.phase == phase)
            .map(|verb| format!("`{}`: {}", verb.usage, verb.help))
            .collect();
        if !words.is_empty() {
            text = text
                .plain("\n")
                .say(heading, Vec::new())
                .plain(format!(": {}.", words.join("; ")));
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
            text = text
                .plain(format!("\n{} = {} (", spec.name, spec.values))
                .say(
                    "rules-default",
                    vec![("value", spec.default.clone().into())],
                )
                .plain(format!("): {}", spec.help));
        }
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_name_the_game_and_list_games_without_one() {
        assert!(rules("jungle").unwrap().to_plain().starts_with("Jungle\n"));
        let junqi = rules("junqi").unwrap().to_plain();
        assert!(
            junqi.contains("setup=10m") && junqi.contains("`swap <a> <b>`"),
            "{junqi}"
        );
        assert!(!rules("jungle").unwrap().contains("setup=10m"));
        assert!(rules("").unwrap().contains("`jungle`"));
        let chinese = crate::i18n::localize(&rules("junqi").unwrap(), crate::store::Language::Zh);
        assert!(chinese.contains("布阵") && chinese.contains("setup=10m"));
        assert!(
            matches!(rules("@everyone"), Err(Failure::Refused(text)) if !text.contains("@everyone"))
        );
    }
}
