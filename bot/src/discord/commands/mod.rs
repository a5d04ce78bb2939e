//! The commands, one function per host command: each is both a slash command and a prefix command, and
//! its doc comment is its help text. They are grouped by family, one module each: [`lobby`]
//! (challenges), [`play`] (a game in progress), [`queries`] (what changes nothing), [`settings`]
//! (a player's and a server's, and follows), [`tournaments`], [`help`]. Here is what they share: the list the framework
//! is given with every description localized, the host's names for Discord's users and places, reading
//! typed ids, and handing a request to the host.

mod help;
mod lobby;
mod play;
mod queries;
mod settings;
mod tournaments;

use super::replies::{CommandReplies, Origin};
use super::{Context, Error, Refusal};
use crate::host::api::{
    ChallengeId, Command, GameId, Language, Place, Request, ServerId, Text, User, UserId, Via,
};
use poise::serenity_prelude as serenity;

/// Every command, for the framework, with its descriptions from the catalogue in every language.
pub fn all() -> Vec<poise::Command<super::Data, Error>> {
    let mut commands = unlocalized();
    for command in &mut commands {
        let key = format!("command-{}", command.name);
        localize(command, &key);
    }
    commands
}

/// The Discord locales each language of the catalogue is offered in (besides English, the default).
const LOCALES: [(&str, Language); 1] = [("zh-CN", Language::Zh)];

/// Sets the descriptions and help text of `command` (and of its parameters and subcommands) from the
/// catalogue keys that start with `key`.
fn localize(command: &mut poise::Command<super::Data, Error>, key: &str) {
    let text = |language, key: &str| crate::i18n::message(language, key, &[]);
    command.description = Some(text(Language::En, key).into());
    let help_key = format!("help-{key}");
    let has_help = crate::i18n::keys(Language::En).contains(&help_key);
    command.help_text = has_help.then(|| text(Language::En, &help_key).into());
    for (locale, language) in LOCALES {
        command
            .description_localizations
            .to_mut()
            .push((locale.into(), text(language, key).into()));
    }
    for parameter in &mut command.parameters {
        let key = format!("{key}-{}", parameter.name);
        parameter.description = Some(text(Language::En, &key).into());
        for (locale, language) in LOCALES {
            parameter
                .description_localizations
                .to_mut()
                .push((locale.into(), text(language, &key).into()));
        }
    }
    for sub in &mut command.subcommands {
        let key = format!("{key}-{}", sub.name);
        localize(sub, &key);
    }
}

fn unlocalized() -> Vec<poise::Command<super::Data, Error>> {
    vec![
        poise::Command {
            prefix_action: Some(super::text_commands::typed_by_the_host),
            ..lobby::challenge()
        },
        lobby::accept(),
        lobby::decline(),
        lobby::cancel(),
        lobby::challenges(),
        play::r#move(),
        play::resign(),
        play::draw(),
        play::takeback(),
        queries::board(),
        queries::myboard(),
        queries::history(),
        queries::export(),
        queries::verify(),
        lobby::rematch(),
        queries::replay(),
        queries::analyse(),
        play::abort(),
        queries::games(),
        queries::game(),
        queries::leaderboard(),
        queries::profile(),
        settings::follow(),
        settings::unfollow(),
        help::rules(),
        settings::set(),
        help::help(),
        play::setup(),
        help::umpire_check(),
        typed_by_the_host(tournaments::tournament()),
        typed_by_the_host(tournaments::tournaments()),
    ]
}

/// `command` (and its subcommands) typed with the prefix is read by the host's parser, as an unknown
/// command is.
fn typed_by_the_host(
    mut command: poise::Command<super::Data, Error>,
) -> poise::Command<super::Data, Error> {
    command.prefix_action = Some(super::text_commands::typed_by_the_host);
    command.subcommands = command
        .subcommands
        .into_iter()
        .map(typed_by_the_host)
        .collect();
    command
}

/// The host's user for a Discord user.
pub fn user_of(user: &serenity::User) -> User {
    User {
        id: UserId(user.id.get()),
        name: user.display_name().to_owned(),
    }
}

/// The host's place for a guild channel, or a DM.
pub fn place_of(guild: Option<serenity::GuildId>, channel: serenity::ChannelId) -> Place {
    match guild {
        Some(guild) => Place::Channel {
            server: ServerId(guild.get()),
            channel: crate::host::api::ChannelId(channel.get()),
        },
        None => Place::Direct,
    }
}

/// Hands `request` to the host and delivers what it answers.
async fn submit(ctx: Context<'_>, request: Request) -> Result<(), Error> {
    let private = matches!(request, Request::MyBoard(_) | Request::Setup(..));
    let replies = CommandReplies::defer(ctx, private).await?;
    let via = match ctx {
        poise::Context::Application(_) => Via::Interaction,
        poise::Context::Prefix(_) => Via::Text,
    };
    let command = Command {
        from: user_of(ctx.author()),
        place: place_of(ctx.guild_id(), ctx.channel_id()),
        via,
        request,
    };
    ctx.data()
        .handle(command, &Origin::Command(ctx, &replies))
        .await?;
    replies.finish(ctx).await;
    Ok(())
}

/// Reads a game id as typed (`12` or `#12`).
fn game_ref(text: Option<String>) -> Result<Option<GameId>, Refusal> {
    let Some(text) = text else { return Ok(None) };
    let digits = text.trim().trim_start_matches('#');
    digits
        .parse()
        .map(|number| Some(GameId(number)))
        .map_err(|_| {
            Refusal(Text::key_with(
                "slash-game-id",
                vec![("word", crate::message::safe::echo(&text).into())],
            ))
        })
}

/// Reads a challenge as typed (`c3`).
fn challenge_ref(text: Option<String>) -> Result<Option<ChallengeId>, Refusal> {
    let Some(text) = text else { return Ok(None) };
    crate::host::parse::challenge_code(text.trim())
        .map(Some)
        .ok_or_else(|| {
            Refusal(Text::key_with(
                "slash-challenge-code",
                vec![("word", crate::message::safe::echo(&text).into())],
            ))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_and_parameter_is_described_in_every_language() {
        let keys = crate::i18n::keys(Language::En);
        fn walk(command: &poise::Command<super::super::Data, Error>, key: &str, keys: &[String]) {
            assert!(keys.contains(&key.to_owned()), "{key} is in the catalogue");
            let zh = command
                .description_localizations
                .iter()
                .find(|(locale, _)| locale == "zh-CN")
                .map(|(_, text)| text.to_string())
                .unwrap_or_default();
            assert!(
                !zh.is_empty() && zh != key,
                "{key} has a Chinese description"
            );
            assert!(
                command.description.as_ref().is_some_and(|d| d.len() <= 100),
                "{key}"
            );
            for parameter in &command.parameters {
                let key = format!("{key}-{}", parameter.name);
                assert!(keys.contains(&key), "{key} is in the catalogue");
                assert!(
                    parameter
                        .description
                        .as_ref()
                        .is_some_and(|d| d.len() <= 100),
                    "{key}"
                );
            }
            for sub in &command.subcommands {
                walk(sub, &format!("{key}-{}", sub.name), keys);
            }
        }
        for command in all() {
            walk(&command, &format!("command-{}", command.name), &keys);
        }
    }

    #[test]
    fn ids_may_carry_a_hash() {
        assert_eq!(game_ref(Some("#12".into())).unwrap(), Some(GameId(12)));
        assert_eq!(game_ref(None).unwrap(), None);
        assert!(game_ref(Some("twelve".into())).is_err());
    }
}
