//! Tournaments (`/tournament` and its subcommands, `/tournaments`): each a thin reading of its parameters
//! into the host's request, read as the typed command is.

use super::settings::may_manage_server;
use super::submit;
use crate::discord::{Context, Error, Refusal};
use crate::host::api::{Request, Text, TournamentAct, TournamentRequest};

/// Swiss and arena tournaments here: made, joined, started, paused, held, left, cancelled, standings.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "create",
        "arena",
        "join",
        "leave",
        "pause",
        "start",
        "halt",
        "resume",
        "cancel",
        "standings"
    )
)]
pub async fn tournament(ctx: Context<'_>) -> Result<(), Error> {
    about(ctx, TournamentAct::Standings, None, false).await
}

/// Announce a Swiss tournament of a two-player game in this channel.
#[poise::command(slash_command, guild_only)]
pub async fn create(
    ctx: Context<'_>,
    #[description = "The game (jungle, jungi, …)"] game: String,
    #[description = "How many rounds"]
    #[min = 1]
    #[max = 15]
    rounds: u8,
    #[description = "rated or casual, max=N players, a clock such as 1d, rule options NAME=VALUE"]
    #[rest]
    details: Option<String>,
) -> Result<(), Error> {
    let rounds = format!("rounds={rounds}");
    let mut words = vec![game.as_str(), "swiss", rounds.as_str()];
    words.extend(details.as_deref().unwrap_or("").split_whitespace());
    let request =
        crate::host::parse::tournament_create(&words).map_err(|error| Refusal(error.0))?;
    submit(ctx, request).await
}

/// Announce an arena tournament of a two-player game in this channel.
#[poise::command(slash_command, guild_only)]
pub async fn arena(
    ctx: Context<'_>,
    #[description = "The game (jungle, jungi, …)"] game: String,
    #[description = "How long it pairs players: 30m, 2h, 1d"] duration: String,
    #[description = "rated or casual, max=N players, a clock such as 5m, rule options NAME=VALUE"]
    #[rest]
    details: Option<String>,
) -> Result<(), Error> {
    let mut words = vec![game.as_str(), "arena", duration.as_str()];
    words.extend(details.as_deref().unwrap_or("").split_whitespace());
    let request =
        crate::host::parse::tournament_create(&words).map_err(|error| Refusal(error.0))?;
    submit(ctx, request).await
}

/// Stop being paired in an arena until joining it again.
#[poise::command(slash_command, guild_only)]
pub async fn pause(
    ctx: Context<'_>,
    #[description = "The tournament (t3), when several fit"] tournament: Option<String>,
) -> Result<(), Error> {
    about(ctx, TournamentAct::Pause, tournament, false).await
}

/// Enter a tournament that takes players.
#[poise::command(slash_command, guild_only)]
pub async fn join(
    ctx: Context<'_>,
    #[description = "The tournament (t3), when several fit"] tournament: Option<String>,
) -> Result<(), Error> {
    about(ctx, TournamentAct::Join, tournament, false).await
}

/// Leave a tournament before it starts, or withdraw from it.
#[poise::command(slash_command, guild_only)]
pub async fn leave(
    ctx: Context<'_>,
    #[description = "The tournament (t3), when several fit"] tournament: Option<String>,
) -> Result<(), Error> {
    about(ctx, TournamentAct::Leave, tournament, false).await
}

/// Start a tournament: its first round is paired and its games begin.
#[poise::command(slash_command, guild_only)]
pub async fn start(
    ctx: Context<'_>,
    #[description = "The tournament (t3), when several fit"] tournament: Option<String>,
) -> Result<(), Error> {
    let may_manage = may_manage_server(ctx).await;
    about(ctx, TournamentAct::Start, tournament, may_manage).await
}

/// Put a tournament on hold: games going on finish, and nothing more is paired until it resumes.
#[poise::command(slash_command, guild_only)]
pub async fn halt(
    ctx: Context<'_>,
    #[description = "The tournament (t3), when several fit"] tournament: Option<String>,
) -> Result<(), Error> {
    let may_manage = may_manage_server(ctx).await;
    about(ctx, TournamentAct::Halt, tournament, may_manage).await
}

/// Take a tournament off hold: what waited is paired.
#[poise::command(slash_command, guild_only)]
pub async fn resume(
    ctx: Context<'_>,
    #[description = "The tournament (t3), when several fit"] tournament: Option<String>,
) -> Result<(), Error> {
    let may_manage = may_manage_server(ctx).await;
    about(ctx, TournamentAct::Resume, tournament, may_manage).await
}

/// Call a tournament off; its games end without a result.
#[poise::command(slash_command, guild_only)]
pub async fn cancel(
    ctx: Context<'_>,
    #[description = "The tournament (t3), when several fit"] tournament: Option<String>,
) -> Result<(), Error> {
    let may_manage = may_manage_server(ctx).await;
    about(ctx, TournamentAct::Cancel, tournament, may_manage).await
}

/// A tournament's players, or its standings once it plays.
#[poise::command(slash_command, guild_only)]
pub async fn standings(
    ctx: Context<'_>,
    #[description = "The tournament (t3), when several fit"] tournament: Option<String>,
) -> Result<(), Error> {
    about(ctx, TournamentAct::Standings, tournament, false).await
}

/// The open tournaments of this server.
#[poise::command(slash_command, guild_only)]
pub async fn tournaments(ctx: Context<'_>) -> Result<(), Error> {
    submit(ctx, Request::Tournaments).await
}

/// Hands the host `act` on the tournament typed (`t3`), if any.
async fn about(
    ctx: Context<'_>,
    act: TournamentAct,
    tournament: Option<String>,
    may_manage: bool,
) -> Result<(), Error> {
    let id = match tournament {
        None => None,
        Some(typed) => Some(
            crate::host::parse::tournament_code(typed.trim()).ok_or_else(|| {
                Refusal(Text::key_with(
                    "not-a-tournament-code",
                    vec![("word", crate::message::safe::echo(&typed).into())],
                ))
            })?,
        ),
    };
    let request = Request::Tournament(TournamentRequest {
        act,
        id,
        may_manage,
    });
    submit(ctx, request).await
}
