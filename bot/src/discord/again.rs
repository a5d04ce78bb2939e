//! What a delivery made again finds already shown: the latest messages where a message goes, looked at
//! before it is posted (a delivery cut short by a crash may have shown it, and Discord's nonce window may be
//! over or the message may be an interaction's answer, which takes no nonce), and the copies of messages
//! that lapsed meanwhile, whose buttons are taken away.

use super::compose::{content_of, posted};
use super::deliver::Delivery;
use super::retry::with_retry;
use super::split;
use crate::host::api::{Message, Target};
use serenity::all::GetMessages;

/// How many of a channel's latest messages are looked at for a message that may be there already.
const LOOK_BACK: u8 = 5;

impl Delivery {
    /// A message delivered again after what it asks of its reader lapsed (the bot was down past its
    /// deadline) is not shown; if a delivery cut short showed it already, that copy loses its buttons.
    pub(super) async fn take_back_expired(&self, to: Target, message: &Message) {
        let shown = self.latest(to).await;
        for part in split::into_parts(message) {
            let there = shown
                .iter()
                .find(|sent| shows_text(sent, &part) && !sent.components.is_empty());
            if let Some(there) = there {
                super::slots::strip(&self.http, posted(there)).await;
            }
        }
    }

    /// The latest messages where `to` goes, newest first: what a delivery cut short may have shown
    /// already. None for a reply, or when they cannot be read.
    pub(super) async fn latest(&self, to: Target) -> Vec<serenity::all::Message> {
        let channel = match to {
            Target::Direct(user) => self.direct_channel(user).await.ok(),
            Target::Game(game) => self
                .place_of(game)
                .map(|place| serenity::all::ChannelId::new(place.0)),
            Target::Tournament(id) => self
                .host
                .tournament_place(id)
                .map(|place| serenity::all::ChannelId::new(place.0)),
            Target::Channel(channel) => Some(serenity::all::ChannelId::new(channel.0)),
            Target::Reply => None,
        };
        let Some(channel) = channel else {
            return Vec::new();
        };
        with_retry("looking at a channel's latest messages", || {
            channel.messages(&self.http, GetMessages::new().limit(LOOK_BACK))
        })
        .await
        .inspect_err(|error| tracing::warn!(%error, "a channel's latest messages are unknown"))
        .unwrap_or_default()
    }
}

/// Whether `sent`, a message Discord shows, is the bot's and shows `part`: the same text, and the same
/// files by name and size.
pub(super) fn shows(sent: &serenity::all::Message, part: &Message) -> bool {
    let image = part.image.as_ref().map(|image| {
        let size = image.bytes().map_or(0, |bytes| bytes.len());
        (image.file_name.as_str(), size)
    });
    let file = part
        .file
        .as_ref()
        .map(|file| (file.file_name.as_str(), file.text.len()));
    let files = image.into_iter().chain(file);
    shows_text(sent, part)
        && sent
            .attachments
            .iter()
            .map(|attachment| (attachment.filename.as_str(), attachment.size as usize))
            .eq(files)
}

/// Whether `sent`, a message Discord shows, is the bot's with the text of `part` and files of the same
/// names (their contents unread).
fn shows_text(sent: &serenity::all::Message, part: &Message) -> bool {
    let names = part
        .image
        .iter()
        .map(|image| image.file_name.as_str())
        .chain(part.file.iter().map(|file| file.file_name.as_str()));
    sent.author.bot
        && sent.content == content_of(part)
        && sent
            .attachments
            .iter()
            .map(|attachment| attachment.filename.as_str())
            .eq(names)
}
