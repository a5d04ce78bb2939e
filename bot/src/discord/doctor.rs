//! The setup check (`umpire doctor`, `/umpire-check`): what is wrong with the bot's setup in a server
//! and how to fix it, in one short report. It asks Discord's API alone: the token works, the Message
//! Content intent is enabled (typed commands), the slash commands are registered (globally or in the
//! server), the bot has each permission it needs in a channel, and a direct message reaches the asker.
//! Each line that is not fine names the switch to turn on.

use super::retry::{discord_code, with_retry};
use crate::host::api::{Arg, Language, Text};
use serenity::all::{ApplicationFlags, Channel, ChannelId, GuildId, Http, Permissions, UserId};

/// What to check besides the bot's own settings.
#[derive(Clone, Copy, Debug, Default)]
pub struct Asked {
    /// The channel whose permissions to check (a thread: its parent's).
    pub channel: Option<ChannelId>,
    /// The server whose commands to check, when no channel names it.
    pub server: Option<GuildId>,
    /// Who to send a direct message to, to see that it arrives.
    pub asker: Option<UserId>,
}

/// One line of the report: fine or to fix, in the catalogue's words.
#[derive(Clone, Debug)]
pub struct Finding {
    /// Whether nothing is to be done.
    pub fine: bool,
    /// What was found, and how to fix it when something is to be done.
    pub text: Text,
}

fn fine(key: &str, args: Vec<(&str, Arg)>) -> Finding {
    Finding {
        fine: true,
        text: Text::key_with(key, args),
    }
}

fn to_fix(key: &str, args: Vec<(&str, Arg)>) -> Finding {
    Finding {
        fine: false,
        text: Text::key_with(key, args),
    }
}

/// The permissions the bot needs in a game's channel, each with the catalogue key of the switch that
/// grants it, as Discord's settings name it.
pub const NEEDED: [(Permissions, &str); 7] = [
    (Permissions::VIEW_CHANNEL, "check-switch-view-channel"),
    (Permissions::SEND_MESSAGES, "check-switch-send-messages"),
    (
        Permissions::CREATE_PUBLIC_THREADS,
        "check-switch-create-public-threads",
    ),
    (
        Permissions::SEND_MESSAGES_IN_THREADS,
        "check-switch-send-in-threads",
    ),
    (Permissions::ATTACH_FILES, "check-switch-attach-files"),
    (Permissions::EMBED_LINKS, "check-switch-embed-links"),
    (
        Permissions::READ_MESSAGE_HISTORY,
        "check-switch-read-history",
    ),
];

/// Checks the setup through `http`; a direct message to the asker is written in `language`.
pub async fn check(http: &Http, asked: &Asked, language: Language) -> Vec<Finding> {
    let me = match with_retry("reading the bot's user", || http.get_current_user()).await {
        Ok(me) => me,
        Err(error) if is_unauthorized(&error) => {
            return vec![to_fix("check-token-refused", vec![])];
        }
        Err(error) => return vec![unreachable(&error)],
    };
    let mut findings = vec![fine(
        "check-token-ok",
        vec![("name", me.name.clone().into())],
    )];
    match with_retry("reading the application", || {
        http.get_current_application_info()
    })
    .await
    {
        Ok(application) => {
            http.set_application_id(application.id);
            findings.push(intent(application.flags.unwrap_or_default()));
        }
        Err(error) => findings.push(unreachable(&error)),
    }
    let mut server = asked.server;
    if let Some(channel) = asked.channel {
        match permissions_in(http, channel, me.id).await {
            Ok((guild, granted)) => {
                server = server.or(Some(guild));
                findings.extend(missing_permissions(channel, granted));
            }
            Err(error) => findings.push(channel_unread(channel, &error)),
        }
    }
    findings.push(commands(http, server).await);
    if let Some(asker) = asked.asker {
        findings.push(direct_message(http, asker, language).await);
    }
    findings
}

/// Whether Discord refused the token (401).
fn is_unauthorized(error: &serenity::Error) -> bool {
    matches!(
        error,
        serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(response))
            if response.status_code.as_u16() == 401
    )
}

/// Discord could not be asked at all.
fn unreachable(error: &serenity::Error) -> Finding {
    to_fix(
        "check-unreachable",
        vec![("error", error.to_string().into())],
    )
}

/// Whether the application's flags let the bot read messages' content.
fn intent(flags: ApplicationFlags) -> Finding {
    let reads = ApplicationFlags::GATEWAY_MESSAGE_CONTENT
        | ApplicationFlags::GATEWAY_MESSAGE_CONTENT_LIMITED;
    if flags.intersects(reads) {
        fine("check-intent-ok", vec![])
    } else {
        to_fix("check-intent-missing", vec![])
    }
}

/// The server of `channel` and the bot's permissions there (in a thread, its parent's, which govern it).
async fn permissions_in(
    http: &Http,
    channel: ChannelId,
    bot: UserId,
) -> serenity::Result<(GuildId, Permissions)> {
    let Channel::Guild(mut channel) =
        with_retry("reading a channel", || http.get_channel(channel)).await?
    else {
        return Err(serenity::Error::Other("not a server's channel"));
    };
    if channel.thread_metadata.is_some()
        && let Some(parent) = channel.parent_id
        && let Channel::Guild(parent) =
            with_retry("reading a channel", || http.get_channel(parent)).await?
    {
        channel = parent;
    }
    let guild = with_retry("reading a server", || http.get_guild(channel.guild_id)).await?;
    let member = with_retry("reading the bot's member", || {
        http.get_member(channel.guild_id, bot)
    })
    .await?;
    Ok((
        channel.guild_id,
        guild.user_permissions_in(&channel, &member),
    ))
}

/// One line per permission the bot lacks in `channel`, naming its switch; one line when none is lacking.
fn missing_permissions(channel: ChannelId, granted: Permissions) -> Vec<Finding> {
    let here = || Arg::Text(Text::default().channel(crate::host::api::ChannelId(channel.get())));
    let missing: Vec<Finding> = NEEDED
        .iter()
        .filter(|(permission, _)| !granted.contains(*permission))
        .map(|(_, switch)| {
            to_fix(
                "check-permission-missing",
                vec![("channel", here()), ("switch", Arg::key(switch))],
            )
        })
        .collect();
    if missing.is_empty() {
        vec![fine("check-permissions-ok", vec![("channel", here())])]
    } else {
        missing
    }
}

/// The channel could not be read: unknown, or not visible to the bot.
fn channel_unread(channel: ChannelId, error: &serenity::Error) -> Finding {
    to_fix(
        "check-channel-unread",
        vec![
            ("id", channel.get().to_string().into()),
            ("error", error.to_string().into()),
        ],
    )
}

/// The name of a command every registration has.
const A_COMMAND: &str = "challenge";

/// Whether the slash commands are registered: globally, or in `server`.
async fn commands(http: &Http, server: Option<GuildId>) -> Finding {
    let has = |commands: &[serenity::all::Command]| commands.iter().any(|c| c.name == A_COMMAND);
    match with_retry("reading the commands", || http.get_global_commands()).await {
        Ok(global) if has(&global) => return fine("check-commands-global", vec![]),
        Ok(_) => {}
        Err(error) => return unreachable(&error),
    }
    let Some(server) = server else {
        return to_fix("check-commands-missing", vec![]);
    };
    match with_retry("reading the server's commands", || {
        http.get_guild_commands(server)
    })
    .await
    {
        Ok(here) if has(&here) => fine("check-commands-here", vec![]),
        Ok(_) => to_fix("check-commands-missing", vec![]),
        Err(error) => unreachable(&error),
    }
}

/// Discord's error code for a direct message the user does not take.
const CANNOT_MESSAGE_USER: isize = 50007;

/// Sends `asker` a direct message saying it comes from the check.
async fn direct_message(http: &Http, asker: UserId, language: Language) -> Finding {
    let probe = crate::i18n::message(language, "check-dm-probe", &[]);
    let sent = async {
        let channel = with_retry("opening a DM", || asker.create_dm_channel(http)).await?;
        let message = serenity::all::CreateMessage::new()
            .content(probe)
            .allowed_mentions(super::compose::no_pings());
        with_retry("sending a DM", || {
            channel.send_message(http, message.clone())
        })
        .await
    };
    match sent.await {
        Ok(_) => fine("check-dm-ok", vec![]),
        Err(error) if discord_code(&error) == Some(CANNOT_MESSAGE_USER) => {
            to_fix("check-dm-closed", vec![])
        }
        Err(error) => unreachable(&error),
    }
}

/// `umpire doctor`: checks the setup with the bot's settings (its token, and Discord's address when
/// another is configured) and prints the report in the terminal's language; `Ok(true)` when all is fine.
pub fn run_cli(
    config: &crate::config::Config,
    args: &crate::cli::DoctorArgs,
) -> anyhow::Result<bool> {
    let Some(discord) = super::DiscordConfig::from_config(config).map_err(anyhow::Error::msg)?
    else {
        anyhow::bail!(
            "DISCORD_TOKEN is not set: the setup check uses the bot's token; set it in .env."
        );
    };
    let asked = Asked {
        channel: args.channel.map(ChannelId::new),
        server: args.server.map(GuildId::new),
        asker: args.user.map(UserId::new),
    };
    let language = crate::local::terminal_language();
    let runtime = tokio::runtime::Runtime::new()?;
    let findings = runtime.block_on(async {
        let http = super::http_client(&discord);
        check(&http, &asked, language).await
    });
    let report = crate::i18n::localize(&report(&findings), language).to_plain();
    println!("{report}");
    Ok(findings.iter().all(|finding| finding.fine))
}

/// The report: a title, then one line per finding marked fine or to fix, then what it comes to.
pub fn report(findings: &[Finding]) -> Text {
    let mut text = Text::key("check-title");
    for finding in findings {
        let mark = if finding.fine { "✅ " } else { "❌ " };
        text = text.plain("\n").plain(mark).then(finding.text.clone());
    }
    let to_fix = findings.iter().filter(|finding| !finding.fine).count();
    text.plain("\n").then(if to_fix == 0 {
        Text::key("check-all-fine")
    } else {
        Text::key_with("check-to-fix", vec![("count", to_fix.into())])
    })
}
