//! Help: the commands explained, a game's rules, and the setup check.

use super::settings::may_manage_server;
use super::submit;
use crate::discord::{Context, Error};
use crate::host::api::{Language, Request, UserId};
use poise::serenity_prelude as serenity;

/// Explain a game's rules and its options.
#[poise::command(slash_command, prefix_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "The game (jungle, …)"] game: String,
) -> Result<(), Error> {
    submit(ctx, Request::Rules { game, page: 1 }).await
}

/// Explain the commands, or one command in detail (`help move`).
#[poise::command(slash_command, prefix_command)]
pub async fn help(
    ctx: Context<'_>,
    #[description = "A command to explain in detail"] command: Option<String>,
) -> Result<(), Error> {
    let Some(name) = command else {
        return submit(
            ctx,
            Request::Help {
                command: None,
                page: 1,
            },
        )
        .await;
    };
    let name = name.trim().trim_start_matches(['/', '!']).to_lowercase();
    let commands = &ctx.framework().options().commands;
    let found = commands
        .iter()
        .find(|command| command.name == name || command.aliases.iter().any(|alias| *alias == name));
    let client = ctx.locale().and_then(Language::of_locale);
    let language = ctx
        .data()
        .host
        .language_of(UserId(ctx.author().id.get()), client);
    let text = match found {
        Some(command) => {
            let key = format!("command-{}", command.name);
            let say = |key: &str| crate::i18n::message(language, key, &[]);
            let summary = say(&key);
            if command.help_text.is_some() {
                format!(
                    "**{}**: {summary}\n{}",
                    command.name,
                    say(&format!("help-{key}"))
                )
            } else {
                format!("**{}**: {summary}", command.name)
            }
        }
        None => crate::i18n::message(
            language,
            "help-no-command",
            &[("name".to_owned(), name.clone().into())],
        ),
    };
    crate::discord::say(ctx, text).await
}

/// Check the bot's setup here: its token, intents, commands, permissions in a channel, and DMs to you.
#[poise::command(slash_command, prefix_command, rename = "umpire-check")]
pub async fn umpire_check(
    ctx: Context<'_>,
    #[description = "The channel to check (default: this one)"] channel: Option<
        serenity::GuildChannel,
    >,
) -> Result<(), Error> {
    let client = ctx.locale().and_then(Language::of_locale);
    let language = ctx
        .data()
        .host
        .language_of(UserId(ctx.author().id.get()), client);
    let say = |key: &str| crate::i18n::message(language, key, &[]);
    let Some(server) = ctx.guild_id() else {
        return crate::discord::say(ctx, say("check-direct")).await;
    };
    if !may_manage_server(ctx).await {
        return crate::discord::say(ctx, say("check-not-allowed")).await;
    }
    ctx.defer_ephemeral().await?;
    let asked = crate::discord::doctor::Asked {
        channel: Some(channel.map_or(ctx.channel_id(), |channel| channel.id)),
        server: Some(server),
        asker: Some(ctx.author().id),
    };
    let findings = crate::discord::doctor::check(ctx.http(), &asked, language).await;
    let report = crate::i18n::localize(&crate::discord::doctor::report(&findings), language);
    crate::discord::say(ctx, report.to_plain()).await
}
