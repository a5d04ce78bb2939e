//! Typed commands the framework does not know by name (`!duel`, `!lobby`, commands a game adds), typed
//! challenges and tournament commands: read by the host's own parser, so every word the host understands works after the prefix.
//! Of a challenge, only the words that can name nothing but a person are looked up as members.

use super::commands::{place_of, user_of};
use super::replies::Origin;
use super::{Data, Error};
use crate::host::api::{Command, Message, Request, User, UserId, Via};
use serenity::all::Http;
use std::collections::HashMap;

/// The prefix action of the commands whose typed form the host's parser reads as an unknown command is:
/// a typed challenge (`!challenge jungle casual 1d`), so that keywords, clocks and options are read first
/// and only the words that remain are looked up as members; a typed tournament command, so that its
/// Chinese words and the asker's permissions are read as the slash command's are.
pub fn typed_by_the_host(
    ctx: poise::PrefixContext<'_, Data, Error>,
) -> poise::BoxFuture<'_, Result<(), poise::FrameworkError<'_, Data, Error>>> {
    Box::pin(async move {
        let framework = ctx.framework;
        let typed = ctx
            .msg
            .content
            .get(usize::from(ctx.content_start)..)
            .unwrap_or("");
        on_unknown(
            &framework.serenity_context.http,
            ctx.msg,
            typed,
            framework.bot_id(),
            framework.user_data,
        )
        .await;
        Ok(())
    })
}

/// Handles `typed` (the message text after the prefix) from `message`; `me` is the bot's own user, whose
/// mention in a challenge names the computer opponent.
pub async fn on_unknown(
    http: &Http,
    message: &serenity::all::Message,
    typed: &str,
    me: serenity::all::UserId,
    data: &Data,
) {
    let from = user_of(&message.author);
    let place = place_of(message.guild_id, message.channel_id);
    let found = look_up(http, message, &crate::host::parse::names_to_look_up(typed)).await;
    let resolve = |token: &str| {
        if mention_id(token) == Some(me.get()) {
            return Some(crate::host::computer_user(ai::Level::DEFAULT));
        }
        mentioned(message, token).or_else(|| found.get(token).cloned())
    };
    let request = Request::parse_typed(typed, resolve, || data.host.plays_at(from.id, place));
    let request = match request {
        Ok(mut request) => {
            if let Some(flag) = request.may_manage_mut() {
                *flag = may_manage(http, message).await;
            }
            request
        }
        Err(error) => {
            let language = data.host.language_of(from.id, None);
            let answer = Message {
                text: crate::i18n::localize(&error.0, language),
                ..Message::default()
            };
            let nonce = super::nonce::Seal::drawn().nonce(0);
            if let Err(error) = Origin::Message(message, http).reply(&answer, &nonce).await {
                tracing::warn!(%error, "could not answer an unreadable command");
            }
            return;
        }
    };
    let command = Command {
        from,
        place,
        via: Via::Text,
        request,
    };
    if let Err(error) = data.handle(command, &Origin::Message(message, http)).await {
        tracing::error!(%error, "the host failed on a typed command");
    }
}

/// Whether the author of `message` may manage the server it was sent in: the Manage Server permission
/// their roles give them (administrators and the owner have it); no outside a server or when the server
/// cannot be read.
pub async fn may_manage(http: &Http, message: &serenity::all::Message) -> bool {
    let (Some(guild), Some(member)) = (message.guild_id, message.member.as_deref()) else {
        return false;
    };
    match guild.to_partial_guild(http).await {
        Ok(server) => server
            .partial_member_permissions(message.author.id, member)
            .manage_guild(),
        Err(error) => {
            tracing::warn!(%error, "a server's roles could not be read");
            false
        }
    }
}

/// The person a mention token (`<@123>` or `<@!123>`) names, among those the message mentions; `None` for
/// a bot, which cannot take a seat.
pub fn mentioned(message: &serenity::all::Message, token: &str) -> Option<User> {
    let id = mention_id(token)?;
    message
        .mentions
        .iter()
        .find(|user| user.id.get() == id && !user.bot)
        .map(user_of)
        .or_else(|| {
            (message.author.id.get() == id).then(|| User {
                id: UserId(id),
                name: message.author.display_name().to_owned(),
            })
        })
}

/// The user id a mention token (`<@123>` or `<@!123>`) names.
fn mention_id(token: &str) -> Option<u64> {
    token
        .strip_prefix("<@")?
        .strip_suffix('>')?
        .trim_start_matches('!')
        .parse()
        .ok()
}

/// How many members one search asks Discord for: enough to find the one whose name is typed exactly
/// among those whose names start with it.
const SEARCH_LIMIT: u64 = 10;

/// The people `names` name in the server `message` was sent in, each by the word typed (`carol`, or
/// `@carol` typed without picking the mention): the member whose user name, display name or nickname is
/// that name, whatever its case. One member search per name; none outside a server. A bot cannot take a
/// seat, so it is never found.
async fn look_up(
    http: &Http,
    message: &serenity::all::Message,
    names: &[&str],
) -> HashMap<String, User> {
    let mut found = HashMap::new();
    let Some(guild) = message.guild_id else {
        return found;
    };
    for &word in names {
        let name = word.trim_start_matches('@');
        if name.is_empty() {
            continue;
        }
        let members = match guild.search_members(http, name, Some(SEARCH_LIMIT)).await {
            Ok(members) => members,
            Err(error) => {
                tracing::warn!(%error, "a member search failed");
                continue;
            }
        };
        let named = |member: &&serenity::all::Member| {
            [
                Some(member.user.name.as_str()),
                member.user.global_name.as_deref(),
                member.nick.as_deref(),
            ]
            .into_iter()
            .flatten()
            .any(|known| known.eq_ignore_ascii_case(name))
        };
        if let Some(member) = members.iter().filter(|m| !m.user.bot).find(named) {
            found.insert(word.to_owned(), user_of(&member.user));
        }
    }
    found
}
