//! A player's settings (`set` and its subcommands), the server's language, and following games.

use super::{game_ref, submit};
use crate::discord::{Context, Error};
use crate::host::api::{LabelPreference, Language, Orientation, Request, Setting};

/// Show your settings, or change one (`set labels chinese`, `set orientation fixed`).
#[poise::command(
    slash_command,
    prefix_command,
    subcommands(
        "show",
        "labels",
        "orientation",
        "coordinates",
        "ping",
        "language",
        "server_language"
    )
)]
pub async fn set(ctx: Context<'_>) -> Result<(), Error> {
    submit(ctx, Request::Settings).await
}

/// Show every setting of yours and how to change it.
#[poise::command(slash_command, prefix_command)]
pub async fn show(ctx: Context<'_>) -> Result<(), Error> {
    submit(ctx, Request::Settings).await
}

/// How pieces are labelled on your private boards.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum LabelChoice {
    /// English names and rank digits.
    #[name = "english"]
    English,
    /// Chinese characters.
    #[name = "chinese"]
    Chinese,
}

/// Label the pieces on your private boards in English or in Chinese.
#[poise::command(slash_command, prefix_command)]
pub async fn labels(
    ctx: Context<'_>,
    #[description = "english or chinese"] labels: LabelChoice,
) -> Result<(), Error> {
    let preference = match labels {
        LabelChoice::English => LabelPreference::English,
        LabelChoice::Chinese => LabelPreference::Chinese,
    };
    submit(ctx, Request::Set(Setting::Labels(preference))).await
}

/// Which side your private boards show at the bottom.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum OrientationChoice {
    /// Your own side.
    #[name = "own"]
    Own,
    /// The first side, as the public board.
    #[name = "fixed"]
    Fixed,
}

/// Draw your private boards with your side at the bottom, or fixed as the public board.
#[poise::command(slash_command, prefix_command)]
pub async fn orientation(
    ctx: Context<'_>,
    #[description = "own (your side at the bottom) or fixed"] orientation: OrientationChoice,
) -> Result<(), Error> {
    let orientation = match orientation {
        OrientationChoice::Own => Orientation::Own,
        OrientationChoice::Fixed => Orientation::Fixed,
    };
    submit(ctx, Request::Set(Setting::Orientation(orientation))).await
}

/// On or off.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum OnOff {
    /// On.
    #[name = "on"]
    On,
    /// Off.
    #[name = "off"]
    Off,
}

/// Show or leave out coordinates on your private boards.
#[poise::command(slash_command, prefix_command)]
pub async fn coordinates(
    ctx: Context<'_>,
    #[description = "on or off"] coordinates: OnOff,
) -> Result<(), Error> {
    let on = matches!(coordinates, OnOff::On);
    submit(ctx, Request::Set(Setting::Coordinates(on))).await
}

/// Be mentioned when it is your turn (nobody else is ever mentioned).
#[poise::command(slash_command, prefix_command)]
pub async fn ping(ctx: Context<'_>, #[description = "on or off"] ping: OnOff) -> Result<(), Error> {
    let on = matches!(ping, OnOff::On);
    submit(ctx, Request::Set(Setting::Ping(on))).await
}

/// The language the bot speaks to you.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum LanguageChoice {
    /// English.
    #[name = "en"]
    En,
    /// Simplified Chinese.
    #[name = "zh"]
    Zh,
    /// Your Discord client's language.
    #[name = "auto"]
    Auto,
}

impl LanguageChoice {
    /// The language chosen, or `None` for `auto`.
    fn language(self) -> Option<Language> {
        match self {
            LanguageChoice::En => Some(Language::En),
            LanguageChoice::Zh => Some(Language::Zh),
            LanguageChoice::Auto => None,
        }
    }
}

/// Choose the language the bot speaks to you: English, Simplified Chinese, or your client's.
#[poise::command(slash_command, prefix_command)]
pub async fn language(
    ctx: Context<'_>,
    #[description = "en, zh or auto"] language: LanguageChoice,
) -> Result<(), Error> {
    let language = language.language();
    submit(ctx, Request::Set(Setting::Language(language))).await
}

/// Choose the language of this server's posts and public boards (for those who may manage the server).
#[poise::command(slash_command, prefix_command, guild_only, rename = "server-language")]
pub async fn server_language(
    ctx: Context<'_>,
    #[description = "en, zh or auto"] language: LanguageChoice,
) -> Result<(), Error> {
    let language = language.language();
    let may_manage = may_manage_server(ctx).await;
    submit(
        ctx,
        Request::ServerLanguage {
            language,
            may_manage,
        },
    )
    .await
}

/// Whether the author may manage the server the command was given in: the Manage Server permission
/// (which administrators and the owner have), as the interaction reports it, else from their roles.
pub(super) async fn may_manage_server(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(app) => app
            .interaction
            .member
            .as_ref()
            .and_then(|member| member.permissions)
            .is_some_and(|permissions| permissions.manage_guild()),
        poise::Context::Prefix(prefix) => {
            crate::discord::text_commands::may_manage(ctx.http(), prefix.msg).await
        }
    }
}

/// Follow a game: its public board comes to you by direct message after every move.
#[poise::command(slash_command, prefix_command)]
pub async fn follow(
    ctx: Context<'_>,
    #[description = "The game id, when it is not this thread's"] game: Option<String>,
) -> Result<(), Error> {
    let game = game_ref(game)?;
    submit(ctx, Request::Follow(game, true)).await
}

/// Stop following a game.
#[poise::command(slash_command, prefix_command)]
pub async fn unfollow(
    ctx: Context<'_>,
    #[description = "The game id, when it is not this thread's"] game: Option<String>,
) -> Result<(), Error> {
    let game = game_ref(game)?;
    submit(ctx, Request::Follow(game, false)).await
}
