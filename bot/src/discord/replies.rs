//! Answering whoever gave a command, the way they gave it: a slash command, a button, or typed text.

use super::compose::{attachments, button_rows, channel_message, content_of, mentions_of, posted};
use super::retry::{
    ALREADY_ACKNOWLEDGED, UNKNOWN_INTERACTION, answer_deadline, discord_code, with_retry,
    with_retry_before,
};
use super::slots::Posted;
use super::{Context, Data, Error};
use crate::host::api::{Message, UserId};
use poise::CreateReply;
use serenity::all::{
    ComponentInteraction, CreateInteractionResponseFollowup, EditAttachments,
    EditInteractionResponse, Http, Nonce,
};
use std::sync::atomic::{AtomicBool, Ordering};

/// Where [`crate::host::api::Target::Reply`] goes.
pub enum Origin<'a> {
    /// A slash or prefix command, answered through poise.
    Command(Context<'a>, &'a CommandReplies),
    /// A button press, already acknowledged; answers are follow-ups.
    Component(&'a ComponentInteraction, &'a Http),
    /// A typed message read by the host's parser; answers go to its channel.
    Message(&'a serenity::all::Message, &'a Http),
    /// The clock: nobody asked, so there is nobody to reply to.
    Clock,
}

impl Origin<'_> {
    /// The server the command was given in, if it was given in one.
    pub fn server(&self) -> Option<crate::model::ServerId> {
        let guild = match self {
            Origin::Command(ctx, _) => ctx.guild_id(),
            Origin::Component(interaction, _) => interaction.guild_id,
            Origin::Message(message, _) => message.guild_id,
            Origin::Clock => None,
        };
        guild.map(|guild| crate::model::ServerId(guild.get()))
    }

    /// The channel the command was given in, if it was given in one.
    pub fn channel(&self) -> Option<crate::model::ChannelId> {
        let channel = match self {
            Origin::Command(ctx, _) => ctx.channel_id(),
            Origin::Component(interaction, _) => interaction.channel_id,
            Origin::Message(message, _) => message.channel_id,
            Origin::Clock => return None,
        };
        Some(crate::model::ChannelId(channel.get()))
    }

    /// Who asked, and the locale their client reported, if any.
    pub fn asker(&self) -> Option<(UserId, Option<String>)> {
        match self {
            Origin::Command(ctx, _) => Some((
                UserId(ctx.author().id.get()),
                ctx.locale().map(str::to_owned),
            )),
            Origin::Component(interaction, _) => Some((
                UserId(interaction.user.id.get()),
                Some(interaction.locale.clone()),
            )),
            Origin::Message(message, _) => Some((UserId(message.author.id.get()), None)),
            Origin::Clock => None,
        }
    }
}

/// What has been said so far in answer to one command.
pub struct CommandReplies {
    deferred_privately: bool,
    answered: AtomicBool,
}

impl CommandReplies {
    /// Defers a slash command (Discord shows "thinking…") so that rendering may take its time; privately
    /// when the answer is known to be private. Prefix commands need no deferral.
    ///
    /// A deferral is tried again only within the interaction's three seconds; one that landed though its
    /// answer was lost (Discord then says the interaction was already acknowledged) counts as done. When
    /// the three seconds run out first, the command is dropped ([`Lapsed`]): Discord tells the person it
    /// failed, and nothing was done.
    pub async fn defer(ctx: Context<'_>, private: bool) -> Result<Self, Error> {
        if let poise::Context::Application(application) = ctx {
            let deadline = answer_deadline(application.interaction.id);
            let deferred = with_retry_before("deferring a command", deadline, || async {
                if private {
                    ctx.defer_ephemeral().await
                } else {
                    ctx.defer().await
                }
            })
            .await;
            match deferred.map_err(|error| acknowledged_anyway(error, deadline)) {
                Ok(()) | Err(Ok(())) => {
                    application
                        .has_sent_initial_response
                        .store(true, Ordering::SeqCst);
                }
                Err(Err(error)) => return Err(error),
            }
        }
        Ok(Self {
            deferred_privately: private,
            answered: AtomicBool::new(false),
        })
    }

    /// Removes the "thinking…" message of a deferred command that got no answer at all.
    pub async fn finish(&self, ctx: Context<'_>) {
        if let poise::Context::Application(application) = ctx {
            if !self.answered.load(Ordering::SeqCst) {
                let cleared = with_retry("clearing an unanswered command", || {
                    application.interaction.delete_response(ctx.http())
                })
                .await;
                if let Err(error) = cleared {
                    tracing::warn!(%error, "could not clear an unanswered command");
                }
            }
        }
    }
}

/// A command whose interaction lapsed before the bot could answer it: Discord refuses any answer now,
/// so the command is dropped without one.
#[derive(Debug, thiserror::Error)]
#[error("the interaction's three seconds ran out before it could be answered")]
pub struct Lapsed;

/// What a failed first answer to an interaction means: `Ok` when an earlier try landed (Discord says
/// the interaction was already acknowledged), [`Lapsed`] when its three seconds are over, else the error.
pub fn acknowledged_anyway(
    error: serenity::Error,
    deadline: std::time::SystemTime,
) -> Result<(), Error> {
    match discord_code(&error) {
        Some(ALREADY_ACKNOWLEDGED) => Ok(()),
        Some(UNKNOWN_INTERACTION) => Err(Lapsed.into()),
        _ if std::time::SystemTime::now() >= deadline => Err(Lapsed.into()),
        _ => Err(error.into()),
    }
}

impl Origin<'_> {
    /// The user who gave the command, if a user did.
    pub fn reply_target(&self) -> Option<UserId> {
        match self {
            Origin::Command(ctx, _) => Some(UserId(ctx.author().id.get())),
            Origin::Component(press, _) => Some(UserId(press.user.id.get())),
            Origin::Message(message, _) => Some(UserId(message.author.id.get())),
            Origin::Clock => None,
        }
    }

    /// Whether a reply here is seen by everyone in the channel (typed commands): private answers must
    /// then go by DM instead.
    pub fn replies_publicly(&self) -> bool {
        match self {
            Origin::Command(ctx, _) => matches!(ctx, poise::Context::Prefix(_)),
            Origin::Message(..) => true,
            Origin::Component(..) | Origin::Clock => false,
        }
    }

    /// Answers the command with `message`; gives back the message it became when that can be edited
    /// later (not a private answer). An answer posted as a message of its own in the channel (to a typed
    /// command) carries `nonce`; an interaction's answers cannot.
    pub async fn reply(
        &self,
        message: &Message,
        nonce: &Nonce,
    ) -> serenity::Result<Option<Posted>> {
        let sent = match self {
            Origin::Command(ctx, replies) => {
                reply_to_command(*ctx, replies, message, nonce).await?
            }
            Origin::Component(press, http) if message.replaces_pressed && !message.private => {
                // The press was acknowledged as an update of its message: the new page takes its place.
                let mut edit = EditInteractionResponse::new()
                    .content(content_of(message))
                    .allowed_mentions(mentions_of(message))
                    .components(button_rows(&message.buttons));
                let files = attachments(message);
                if !files.is_empty() {
                    edit = edit.attachments(
                        files
                            .into_iter()
                            .fold(EditAttachments::new(), |all, file| all.add(file)),
                    );
                }
                match with_retry("turning a page", || press.edit_response(http, edit.clone())).await
                {
                    Ok(_) => None,
                    Err(error) => {
                        // The pressed message is gone or cannot be edited: the page comes anew.
                        tracing::warn!(%error, "a page could not take the place of the last");
                        let followup = reply_of(message)
                            .to_slash_followup_response(CreateInteractionResponseFollowup::new());
                        let sent = with_retry("answering a button", || {
                            press.create_followup(http, followup.clone())
                        })
                        .await?;
                        Some(posted(&sent))
                    }
                }
            }
            Origin::Component(press, http) => {
                let followup = reply_of(message)
                    .to_slash_followup_response(CreateInteractionResponseFollowup::new());
                let sent = with_retry("answering a button", || {
                    press.create_followup(http, followup.clone())
                })
                .await?;
                Some(posted(&sent))
            }
            Origin::Message(said, http) => {
                Some(post_in(http, said.channel_id, message, nonce).await?)
            }
            Origin::Clock => {
                tracing::error!("a reply without anyone to reply to was dropped");
                None
            }
        };
        Ok(sent.filter(|_| !message.private))
    }
}

/// Posts `message` in `channel` with `nonce`, as the answer to a typed command.
async fn post_in(
    http: &Http,
    channel: serenity::all::ChannelId,
    message: &Message,
    nonce: &Nonce,
) -> serenity::Result<Posted> {
    let builder = channel_message(message, nonce);
    with_retry("answering a typed command", || {
        channel.send_message(http, builder.clone())
    })
    .await
    .map(|sent| posted(&sent))
}

async fn reply_to_command(
    ctx: poise::Context<'_, Data, Error>,
    replies: &CommandReplies,
    message: &Message,
    nonce: &Nonce,
) -> serenity::Result<Option<Posted>> {
    let first = !replies.answered.swap(true, Ordering::SeqCst);
    if let poise::Context::Prefix(prefix) = ctx {
        // A typed command's answer is a message of its own in the channel: posted with its nonce.
        let sent = post_in(ctx.http(), prefix.msg.channel_id, message, nonce).await?;
        return Ok(message.slot.map(|_| sent));
    }
    if let poise::Context::Application(application) = ctx {
        // The first answer after a public deferral replaces the "thinking" message and would stay
        // public whatever its flags; remove that message first so a private answer stays private.
        if first && message.private && !replies.deferred_privately {
            with_retry("clearing the deferred answer", || {
                application.interaction.delete_response(ctx.http())
            })
            .await?;
        }
    }
    let reply = reply_of(message);
    let handle = with_retry("answering a command", || ctx.send(reply.clone())).await?;
    if message.slot.is_none() || message.private {
        return Ok(None);
    }
    Ok(Some(posted(&*handle.message().await?)))
}

/// `message` as an answer to a command or a button: private when it is, pinging nobody.
fn reply_of(message: &Message) -> CreateReply {
    let reply = CreateReply::default()
        .content(content_of(message))
        .ephemeral(message.private)
        .allowed_mentions(mentions_of(message))
        .components(button_rows(&message.buttons));
    attachments(message)
        .into_iter()
        .fold(reply, |reply, file| reply.attachment(file))
}
