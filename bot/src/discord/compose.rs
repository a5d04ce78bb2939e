//! How a host message looks on Discord: its content led by the mentions it pings, its buttons as action
//! rows, its image and text file as attachments, and the same message as text alone where files are
//! refused.

use super::slots::Posted;
use crate::host::api::{Button, ButtonStyle, Message};
use serenity::all::{
    CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton, CreateMessage, Nonce,
};

/// Discord's limit on buttons in one row.
const BUTTONS_PER_ROW: usize = 5;
/// Discord's limit on rows of buttons in one message.
const ROWS_PER_MESSAGE: usize = 5;

/// Allowed mentions that ping nobody.
pub fn no_pings() -> CreateAllowedMentions {
    CreateAllowedMentions::new()
}

/// Allowed mentions that ping exactly the users a message names to be notified, and nobody else.
pub fn mentions_of(message: &Message) -> CreateAllowedMentions {
    no_pings().users(
        message
            .ping
            .iter()
            .map(|user| serenity::all::UserId::new(user.0)),
    )
}

/// The mentions that lead a message's text: one `<@id> ` per user it notifies.
pub fn mentions_lead(message: &Message) -> String {
    message
        .ping
        .iter()
        .map(|user| format!("<@{}> ", user.0))
        .collect()
}

/// A message's text as Discord shows it, led by the mentions of the users it notifies.
pub fn content_of(message: &Message) -> String {
    format!("{}{}", mentions_lead(message), message.text.to_plain())
}

/// The buttons of a message as Discord action rows.
pub fn button_rows(buttons: &[Button]) -> Vec<CreateActionRow> {
    buttons
        .chunks(BUTTONS_PER_ROW)
        .take(ROWS_PER_MESSAGE)
        .map(|row| {
            CreateActionRow::Buttons(
                row.iter()
                    .map(|button| {
                        CreateButton::new(button.id.clone())
                            .label(button.label.to_plain())
                            .style(button_style(button.style))
                    })
                    .collect(),
            )
        })
        .collect()
}

/// The Discord style of a host button style.
fn button_style(style: ButtonStyle) -> serenity::all::ButtonStyle {
    match style {
        ButtonStyle::Primary => serenity::all::ButtonStyle::Primary,
        ButtonStyle::Secondary => serenity::all::ButtonStyle::Secondary,
        ButtonStyle::Danger => serenity::all::ButtonStyle::Danger,
    }
}

/// The image and the text file of a message, as attachments (an image the [`crate::easel::Easel`] has
/// not drawn is drawn here).
pub fn attachments(message: &Message) -> Vec<CreateAttachment> {
    let image = message.image.as_ref().and_then(|image| {
        let bytes = image
            .bytes()
            .inspect_err(|error| tracing::warn!(%error, "board image not drawn"))
            .ok()?;
        let attachment = CreateAttachment::bytes(bytes.into_owned(), image.file_name.clone());
        let alt = image.alt_text();
        Some(if alt.is_empty() {
            attachment
        } else {
            attachment.description(alt.into_owned())
        })
    });
    let file = message
        .file
        .as_ref()
        .map(|file| CreateAttachment::bytes(file.text.as_bytes().to_vec(), file.file_name.clone()));
    image.into_iter().chain(file).collect()
}

/// Whether a message carries files.
pub fn has_files(message: &Message) -> bool {
    message.image.is_some() || message.file.is_some()
}

/// `message` without its files, for a channel where the bot may not attach them: its image is described
/// in words instead, when the description fits in the message.
pub fn without_files(message: &Message) -> Message {
    let mut text = message.text.clone();
    if let Some(image) = &message.image {
        let alt = image.alt_text();
        let room = serenity::constants::MESSAGE_CODE_LIMIT
            .saturating_sub(content_of(message).chars().count());
        if !alt.is_empty() && alt.chars().count() < room {
            text = text.plain(format!("\n{alt}"));
        }
    }
    Message {
        text,
        image: None,
        file: None,
        ..message.clone()
    }
}

/// A channel message (or DM) for `message`, pinging only the users it names to notify, with `nonce`
/// enforced: Discord gives back the message a post with the same nonce made in the past few minutes
/// rather than making another.
pub fn channel_message(message: &Message, nonce: &Nonce) -> CreateMessage {
    let mut builder = CreateMessage::new()
        .content(content_of(message))
        .allowed_mentions(mentions_of(message))
        .components(button_rows(&message.buttons))
        .nonce(nonce.clone())
        .enforce_nonce(true);
    for file in attachments(message) {
        builder = builder.add_file(file);
    }
    builder
}

/// Where a message went, to edit it later.
pub fn posted(sent: &serenity::all::Message) -> Posted {
    Posted {
        channel: sent.channel_id,
        message: sent.id,
    }
}
