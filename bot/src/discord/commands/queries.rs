//! Looking things up without changing them: boards, records, replays, the lists of games, standings
//! and profiles.

use super::{game_ref, submit, user_of};
use crate::discord::{Context, Error, Refusal};
use crate::host::api::{Archive, Language, Request, Text};
use poise::serenity_prelude as serenity;

/// Show a game's board again.
#[poise::command(slash_command, prefix_command)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "The game id, when several are going on here"] game: Option<String>,
) -> Result<(), Error> {
    let game = game_ref(game)?;
    submit(ctx, Request::Board(game)).await
}

/// Show your own board, with what only you may see, to you alone.
#[poise::command(slash_command, prefix_command)]
pub async fn myboard(
    ctx: Context<'_>,
    #[description = "The game id, when you play several here"] game: Option<String>,
) -> Result<(), Error> {
    let game = game_ref(game)?;
    submit(ctx, Request::MyBoard(game)).await
}

/// Show a game's moves so far.
#[poise::command(slash_command, prefix_command)]
pub async fn history(
    ctx: Context<'_>,
    #[description = "The game id, when several are going on here"] game: Option<String>,
) -> Result<(), Error> {
    let game = game_ref(game)?;
    submit(ctx, Request::History(game)).await
}

/// Attach a game's record as a text file, with its position string.
#[poise::command(slash_command, prefix_command)]
pub async fn export(
    ctx: Context<'_>,
    #[description = "The game id, when it is not this thread's"] game: Option<String>,
) -> Result<(), Error> {
    let game = game_ref(game)?;
    submit(ctx, Request::Export(game)).await
}

/// Check a game's record against what the umpire committed to before play.
#[poise::command(slash_command, prefix_command)]
pub async fn verify(
    ctx: Context<'_>,
    #[description = "The game id, when it is not this thread's"] game: Option<String>,
) -> Result<(), Error> {
    let game = game_ref(game)?;
    submit(ctx, Request::Verify(game)).await
}

/// Watch a finished game again: an animated GIF of every move, from what everyone could see.
#[poise::command(slash_command, prefix_command)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "The finished game, when it is not this thread's"] game: Option<String>,
) -> Result<(), Error> {
    let game = game_ref(game)?;
    let client = ctx.locale().and_then(Language::of_locale);
    submit(ctx, Request::Replay(game, client)).await
}

/// Analyse a finished game: the evaluation over its moves, its turning points and the better moves.
#[poise::command(slash_command, prefix_command)]
pub async fn analyse(
    ctx: Context<'_>,
    #[description = "The finished game, when it is not this thread's"] game: Option<String>,
) -> Result<(), Error> {
    let game = game_ref(game)?;
    let client = ctx.locale().and_then(Language::of_locale);
    submit(ctx, Request::Analyse(game, client)).await
}

/// List the games going on here, or (with `mine`) your own; or the finished ones (`games finished`).
///
/// `games finished` lists this server's finished games, newest first; add a player (`@bob`, or
/// `mine`) for theirs everywhere, and a game (`jungle`) for that game only.
#[poise::command(slash_command, prefix_command, discard_spare_arguments)]
pub async fn games(
    ctx: Context<'_>,
    #[description = "Only your own games"]
    #[flag]
    mine: bool,
    #[description = "Which page of a long list (from 1)"] page: Option<u32>,
    #[description = "The finished games instead, newest first"]
    #[flag]
    finished: bool,
    #[description = "Finished games of this player"] player: Option<serenity::User>,
    #[description = "Finished games of this game only (jungle, junqi, …)"] game: Option<String>,
) -> Result<(), Error> {
    if let poise::Context::Prefix(prefix) = ctx {
        let request = Request::parse(&format!("games {}", prefix.args), |token| {
            crate::discord::text_commands::mentioned(prefix.msg, token)
        })
        .map_err(|error| Refusal(error.0))?;
        return submit(ctx, request).await;
    }
    let page = page.unwrap_or(1).max(1) as usize;
    if !(finished || player.is_some() || game.is_some()) {
        return submit(ctx, Request::Games { mine, page }).await;
    }
    let whose = match player {
        Some(player) => Archive::Of(user_of(&player)),
        None if mine => Archive::Mine,
        None => Archive::Here,
    };
    let kind = game
        .map(|game| {
            game.trim()
                .parse::<games::GameKind>()
                .map_err(|error| Refusal(crate::host::parse::unknown_game(&error)))
        })
        .transpose()?;
    submit(ctx, Request::Finished { whose, kind, page }).await
}

/// Show a finished game: its result, players, dates, final board, and its record as a file.
#[poise::command(slash_command, prefix_command)]
pub async fn game(
    ctx: Context<'_>,
    #[description = "The finished game's id (12 or #12)"] game: String,
) -> Result<(), Error> {
    let Some(game) = game_ref(Some(game))? else {
        return Err(Refusal(Text::key("say-which-finished")).into());
    };
    submit(ctx, Request::ShowGame(game)).await
}

/// The best settled ratings of a game: of players here, or (with `all`) of everyone.
///
/// Provisional ratings (marked ?) are left off until enough rated games settle them. Junqi on two and
/// on four players and Blind Junqi are separate games with separate leaderboards; `players=3` shows
/// four-player Junqi played by three. Typed: `leaderboard jungle all page 2`.
#[poise::command(slash_command, prefix_command, discard_spare_arguments)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "The game (jungle, junqi, junqi4, fanqi, …)"] game: String,
    #[description = "Everyone's ratings, not only those of players here"]
    #[flag]
    all: bool,
    #[description = "The table size, for a game played at several (junqi4: 4 or 3)"]
    players: Option<u32>,
    #[description = "Which page (from 1)"] page: Option<u32>,
) -> Result<(), Error> {
    let typed = match ctx {
        poise::Context::Prefix(prefix) => prefix.args.to_owned(),
        poise::Context::Application(_) => {
            let mut words = vec![game];
            if let Some(players) = players {
                words.push(format!("players={players}"));
            }
            if all {
                words.push("all".to_owned());
            }
            words.push(format!("page {}", page.unwrap_or(1).max(1)));
            words.join(" ")
        }
    };
    let request = Request::parse(&format!("leaderboard {typed}"), |_| None)
        .map_err(|error| Refusal(error.0))?;
    submit(ctx, request).await
}

/// A player's profile (yours without a name): ratings, results, streak, favourite game.
///
/// The ratings come with their trend over the last games; someone else's profile also counts their
/// games against you.
#[poise::command(slash_command, prefix_command, discard_spare_arguments)]
pub async fn profile(
    ctx: Context<'_>,
    #[description = "Whose profile; yours when left out"] player: Option<serenity::User>,
) -> Result<(), Error> {
    submit(ctx, Request::Profile(player.as_ref().map(user_of))).await
}
