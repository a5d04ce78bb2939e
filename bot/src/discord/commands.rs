//! The commands, one function per host command: each is both a slash command and a prefix command, and
//! its doc comment is its help text.

use super::replies::{CommandReplies, Origin};
use super::{Context, Error, Refusal};
use crate::host::api::{
    Archive, ChallengeId, Command, DrawAnswer, GameId, LabelPreference, Language, Orientation,
    Place, Request, ServerId, Setting, Text, User, UserId, Via,
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
            prefix_action: Some(super::text_commands::typed_challenge),
            ..challenge()
        },
        accept(),
        decline(),
        cancel(),
        challenges(),
        r#move(),
        resign(),
        draw(),
        takeback(),
        board(),
        myboard(),
        history(),
        export(),
        verify(),
        rematch(),
        replay(),
        analyse(),
        abort(),
        games(),
        game(),
        leaderboard(),
        profile(),
        follow(),
        unfollow(),
        rules(),
        set(),
        help(),
        setup(),
        umpire_check(),
    ]
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

/// Challenge people to a game, or post an open challenge anyone may take; or play the bot itself.
///
/// Example: `challenge jungle @bob 2h`; `challenge jungle bot level=2` (or mention the bot) to play the
/// computer at level 1 to 5. Rule options are written NAME=VALUE; the clock is a limit per
/// move (`30m`, `2h`, `1d`, or `none`; one day when left out); `setup=10m` sets the setup time of games
/// with a private setup. In team games the first player named is your partner. Seats nobody is named for
/// are open to anyone. The word `casual` makes the game unrated.
///
/// Typed (`!challenge …`), a challenge is not read from these parameters (which would look every word
/// up as a member) but by [`super::text_commands::typed_challenge`].
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

/// Offer a draw, or accept or decline the others' offer.
#[poise::command(slash_command, prefix_command)]
pub async fn draw(
    ctx: Context<'_>,
    #[description = "offer (the default), accept or decline"] answer: Option<DrawChoice>,
    #[description = "The game id, when you play several here"] game: Option<String>,
) -> Result<(), Error> {
    let game = game_ref(game)?;
    let answer = match answer.unwrap_or(DrawChoice::Offer) {
        DrawChoice::Offer => DrawAnswer::Offer,
        DrawChoice::Accept => DrawAnswer::Accept,
        DrawChoice::Decline => DrawAnswer::Decline,
    };
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
    let answer = match answer.unwrap_or(DrawChoice::Offer) {
        DrawChoice::Offer => DrawAnswer::Offer,
        DrawChoice::Accept => DrawAnswer::Accept,
        DrawChoice::Decline => DrawAnswer::Decline,
    };
    submit(ctx, Request::Takeback(game, answer)).await
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

/// Show a game's board again.
#[poise::command(slash_command, prefix_command)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "The game id, when several are going on here"] game: Option<String>,
) -> Result<(), Error> {
    let game = game_ref(game)?;
    submit(ctx, Request::Board(game)).await
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

/// Offer the players of a finished game another one: same game, options and clock, sides swapped.
#[poise::command(slash_command, prefix_command)]
pub async fn rematch(
    ctx: Context<'_>,
    #[description = "The finished game, when it is not this thread's"] game: Option<String>,
) -> Result<(), Error> {
    let game = game_ref(game)?;
    submit(ctx, Request::Rematch(game)).await
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
            super::text_commands::mentioned(prefix.msg, token)
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

/// Explain a game's rules and its options.
#[poise::command(slash_command, prefix_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "The game (jungle, …)"] game: String,
) -> Result<(), Error> {
    submit(ctx, Request::Rules { game, page: 1 }).await
}

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
async fn may_manage_server(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(app) => app
            .interaction
            .member
            .as_ref()
            .and_then(|member| member.permissions)
            .is_some_and(|permissions| permissions.manage_guild()),
        poise::Context::Prefix(prefix) => {
            super::text_commands::may_manage(ctx.http(), prefix.msg).await
        }
    }
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
    super::say(ctx, text).await
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
        return super::say(ctx, say("check-direct")).await;
    };
    if !may_manage_server(ctx).await {
        return super::say(ctx, say("check-not-allowed")).await;
    }
    ctx.defer_ephemeral().await?;
    let asked = super::doctor::Asked {
        channel: Some(channel.map_or(ctx.channel_id(), |channel| channel.id)),
        server: Some(server),
        asker: Some(ctx.author().id),
    };
    let findings = super::doctor::check(ctx.http(), &asked, language).await;
    let report = crate::i18n::localize(&super::doctor::report(&findings), language);
    super::say(ctx, report.to_plain()).await
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
