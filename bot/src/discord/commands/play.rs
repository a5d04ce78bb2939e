//! Playing a game: a move (with its autocompletion), a private setup, resigning, draws, takebacks and
//! aborting.

use super::{game_ref, place_of, submit};
use crate::discord::{Context, Error, Refusal};
use crate::host::api::{DrawAnswer, Request, UserId};
use poise::serenity_prelude as serenity;

/// Make a move in your game, in any notation the game accepts (`move a3a4`, or `m a3a4`).
///
/// In the game's thread nothing else is needed; elsewhere, name the game when you play several.
#[poise::command(slash_command, prefix_command, rename = "move", aliases("m"))]
pub async fn r#move(
    ctx: Context<'_>,
    #[description = "Your move"]
    #[autocomplete = "complete_move"]
    action: String,
    #[description = "The game id, when you play several here"] game: Option<String>,
) -> Result<(), Error> {
    let (game, text) = match ctx {
        // Typed, the whole line after the command is the move (`m flip c4`, `m swap a1 b2`), with the
        // game written `#12` anywhere in it.
        poise::Context::Prefix(prefix) => {
            crate::host::parse::typed_move(prefix.args).map_err(|error| Refusal(error.0))?
        }
        poise::Context::Application(_) => (game_ref(game)?, action),
    };
    let request = Request::Act {
        game,
        text,
        bare: false,
    };
    submit(ctx, request).await
}

/// Arrange your pieces before play, privately (`setup show`, `setup swap a1 b2`, `setup ready`).
///
/// The words: `show`, `swap a1 b2`, `flag`, `random`, `ready`, a setup string, `save NAME`, `load NAME` or
/// `list`, and `#12` for a game when you play several. Only you see the answers; a typed `!setup` is
/// answered by direct message.
#[poise::command(slash_command, prefix_command)]
pub async fn setup(
    ctx: Context<'_>,
    #[description = "show, swap a1 b2, flag, random, ready, save NAME, load NAME, list, or a setup string"]
    #[rest]
    words: String,
) -> Result<(), Error> {
    let request =
        Request::parse(&format!("setup {words}"), |_| None).map_err(|error| Refusal(error.0))?;
    submit(ctx, request).await
}

/// Offers the legal moves of the player's game here that match what they typed, at most 25.
async fn complete_move(ctx: Context<'_>, typed: &str) -> serenity::CreateAutocompleteResponse {
    /// Discord shows at most this many choices.
    const MAX_CHOICES: usize = 25;
    let host = ctx.data().host.clone();
    let user = UserId(ctx.author().id.get());
    let place = place_of(ctx.guild_id(), ctx.channel_id());
    let typed = typed.to_owned();
    let moves = tokio::task::spawn_blocking(move || host.legal_moves(user, place, &typed))
        .await
        .unwrap_or_default();
    let choices = moves
        .into_iter()
        .take(MAX_CHOICES)
        .map(|action| serenity::AutocompleteChoice::new(action.clone(), action))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Resign a game: the others win. I ask before it counts, unless you say `resign confirm`.
#[poise::command(slash_command, prefix_command)]
pub async fn resign(
    ctx: Context<'_>,
    #[description = "The game id, when you play several here"] game: Option<String>,
    #[description = "Resign at once, without being asked"] confirm: Option<bool>,
) -> Result<(), Error> {
    let request = match ctx {
        poise::Context::Prefix(prefix) => {
            crate::host::parse::resign(prefix.args).map_err(|error| Refusal(error.0))?
        }
        poise::Context::Application(_) => {
            let game = game_ref(game)?;
            if confirm == Some(true) {
                Request::Resign(game)
            } else {
                Request::ConfirmResign(game)
            }
        }
    };
    submit(ctx, request).await
}

/// What to say about a draw offer or a takeback request.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum DrawChoice {
    /// Offer a draw or ask for a takeback (or accept the one on the table).
    #[name = "offer"]
    Offer,
    /// Accept what the others offered.
    #[name = "accept"]
    Accept,
    /// Decline what the others offered.
    #[name = "decline"]
    Decline,
}

impl From<DrawChoice> for DrawAnswer {
    fn from(choice: DrawChoice) -> Self {
        match choice {
            DrawChoice::Offer => DrawAnswer::Offer,
            DrawChoice::Accept => DrawAnswer::Accept,
            DrawChoice::Decline => DrawAnswer::Decline,
        }
    }
}

/// Offer a draw, or accept or decline the others' offer.
#[poise::command(slash_command, prefix_command)]
pub async fn draw(
    ctx: Context<'_>,
    #[description = "offer (the default), accept or decline"] answer: Option<DrawChoice>,
    #[description = "The game id, when you play several here"] game: Option<String>,
) -> Result<(), Error> {
    let game = game_ref(game)?;
    let answer = answer.unwrap_or(DrawChoice::Offer).into();
    submit(ctx, Request::Draw(game, answer)).await
}

/// Ask to take back your last move, or accept or decline the others' request.
#[poise::command(slash_command, prefix_command)]
pub async fn takeback(
    ctx: Context<'_>,
    #[description = "ask (the default), accept or decline"] answer: Option<DrawChoice>,
    #[description = "The game id, when you play several here"] game: Option<String>,
) -> Result<(), Error> {
    let game = game_ref(game)?;
    let answer = answer.unwrap_or(DrawChoice::Offer).into();
    submit(ctx, Request::Takeback(game, answer)).await
}

/// Call your game off until every player has moved; it ends without a result.
#[poise::command(slash_command, prefix_command)]
pub async fn abort(
    ctx: Context<'_>,
    #[description = "The game id, when you play several here"] game: Option<String>,
) -> Result<(), Error> {
    let game = game_ref(game)?;
    submit(ctx, Request::Abort(game)).await
}
