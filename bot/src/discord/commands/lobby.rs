//! Challenges: making, answering and listing them, and the rematch.

use super::{challenge_ref, game_ref, submit, user_of};
use crate::discord::{Context, Error, Refusal};
use crate::host::api::{Request, Text};
use poise::serenity_prelude as serenity;

/// Challenge people to a game, or post an open challenge anyone may take; or play the bot itself.
///
/// Example: `challenge jungle @bob 2h`; `challenge jungle bot level=2` (or mention the bot) to play the
/// computer at level 1 to 5. Rule options are written NAME=VALUE; the clock is a limit per
/// move (`30m`, `2h`, `1d`, or `none`; one day when left out); `setup=10m` sets the setup time of games
/// with a private setup. In team games the first player named is your partner. Seats nobody is named for
/// are open to anyone. The word `casual` makes the game unrated.
///
/// Typed (`!challenge …`), a challenge is not read from these parameters (which would look every word
/// up as a member) but by [`crate::discord::text_commands::typed_by_the_host`].
#[poise::command(slash_command)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "The game (jungle, junqi, …)"] game: String,
    #[description = "Who you challenge (your partner in team games), or the bot itself; empty: an open challenge"]
    player: Option<serenity::User>,
    #[description = "A second player, for games of three or four"] second: Option<serenity::User>,
    #[description = "A third player, for games of four"] third: Option<serenity::User>,
    #[description = "Rule options NAME=VALUE, a clock such as 2h, setup=10m"]
    #[rest]
    details: Option<String>,
) -> Result<(), Error> {
    let named: Vec<&serenity::User> = [&player, &second, &third].into_iter().flatten().collect();
    // The bot itself is the computer opponent; any other bot cannot take a seat.
    let me = ctx.framework().bot_id();
    if let Some(bot) = named.iter().find(|user| user.bot && user.id != me) {
        return Err(Refusal(Text::key_with(
            "slash-bot-seat",
            vec![("who", crate::message::safe::name(bot.display_name()).into())],
        ))
        .into());
    }
    let mentions: Vec<String> = named.iter().map(|user| format!("<@{}>", user.id)).collect();
    let mut words: Vec<&str> = vec![game.as_str()];
    words.extend(mentions.iter().map(String::as_str));
    words.extend(details.as_deref().unwrap_or("").split_whitespace());
    let resolve = |token: &str| {
        named
            .iter()
            .find(|user| format!("<@{}>", user.id) == token)
            .map(|user| {
                if user.id == me {
                    crate::host::computer_user(ai::Level::DEFAULT)
                } else {
                    user_of(user)
                }
            })
    };
    let terms = crate::host::parse::challenge(&words, resolve).map_err(|error| Refusal(error.0))?;
    submit(ctx, Request::Challenge(terms)).await
}

/// Accept a challenge made to you (or an open one); it starts the game in its own thread.
#[poise::command(slash_command, prefix_command)]
pub async fn accept(
    ctx: Context<'_>,
    #[description = "The challenge id, when there are several"] challenge: Option<String>,
) -> Result<(), Error> {
    let challenge = challenge_ref(challenge)?;
    submit(ctx, Request::Accept(challenge, None)).await
}

/// Decline a challenge made to you, optionally saying why.
#[poise::command(slash_command, prefix_command)]
pub async fn decline(
    ctx: Context<'_>,
    #[description = "The challenge id, when there are several"] challenge: Option<String>,
    #[description = "Why, if you like"]
    #[rest]
    reason: Option<String>,
) -> Result<(), Error> {
    let challenge = challenge_ref(challenge)?;
    submit(ctx, Request::Decline(challenge, reason)).await
}

/// Withdraw a challenge you made.
#[poise::command(slash_command, prefix_command)]
pub async fn cancel(
    ctx: Context<'_>,
    #[description = "The challenge id, when you made several"] challenge: Option<String>,
) -> Result<(), Error> {
    let challenge = challenge_ref(challenge)?;
    submit(ctx, Request::Cancel(challenge)).await
}

/// List the waiting challenges.
#[poise::command(slash_command, prefix_command)]
pub async fn challenges(
    ctx: Context<'_>,
    #[description = "Which page of a long list (from 1)"] page: Option<u32>,
) -> Result<(), Error> {
    let page = page.unwrap_or(1).max(1) as usize;
    submit(ctx, Request::Challenges { page }).await
}

/// Offer the players of a finished game another one: same game, options and clock, sides swapped.
#[poise::command(slash_command, prefix_command)]
pub async fn rematch(
    ctx: Context<'_>,
    #[description = "The finished game, when it is not this thread's"] game: Option<String>,
) -> Result<(), Error> {
    let game = game_ref(game)?;
    submit(ctx, Request::Rematch(game)).await
}
