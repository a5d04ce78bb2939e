//! Typed commands the framework does not know by name (`!duel`, `!lobby`, commands a game adds): read by
//! the host's own parser, so every word the host understands works after the prefix.

use super::Data;
use super::commands::{place_of, user_of};
use super::replies::Origin;
use crate::host::api::{Command, Message, Request, User, UserId, Via};
use serenity::all::Http;

/// Handles `typed` (the message text after the prefix) from `message`.
pub async fn on_unknown(http: &Http, message: &serenity::all::Message, typed: &str, data: &Data) {
    let from = user_of(&message.author);
    let place = place_of(message.guild_id, message.channel_id);
    let request = Request::parse_typed(
        typed,
        |token| mentioned(message, token),
        || data.host.plays_at(from.id, place),
    );
    let request = match request {
        Ok(Request::ServerLanguage { language, .. }) => Request::ServerLanguage {
            language,
            may_manage: may_manage(http, message).await,
        },
        Ok(request) => request,
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
    let id: u64 = token
        .strip_prefix("<@")?
        .strip_suffix('>')?
        .trim_start_matches('!')
        .parse()
        .ok()?;
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
