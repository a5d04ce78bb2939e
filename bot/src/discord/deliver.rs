//! Carrying out the host's effects on Discord: threads, channel posts, DMs, replies.
//!
//! Everything is sent with allowed mentions explicitly empty, so no message ever pings anyone. A DM
//! refused with 50007 goes back to the host (`direct_failed`), whose fallback is delivered in turn; any
//! other failure, once retries are exhausted, is logged and reported where the command was given.

use super::port::GameHost;
use super::replies::Origin;
use super::retry::{discord_code, with_retry};
use super::slots::{Posted, Slots};
use super::split;
use crate::easel::{Easel, Queue, Turn};
use crate::host::api::{
    Button, ButtonStyle, ChannelId, Effect, GameId, Language, Message, Target, Text, UserId,
};
use serenity::all::{
    AutoArchiveDuration, ChannelType, CreateActionRow, CreateAllowedMentions, CreateAttachment,
    CreateButton, CreateMessage, CreateThread, EditAttachments, EditMessage, EditThread, Http,
};
use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Discord's error code for "Cannot send messages to this user".
const CANNOT_MESSAGE_USER: isize = 50007;
/// Discord's error code for "Missing Permissions".
const MISSING_PERMISSIONS: isize = 50013;
/// Discord's error code for an operation on an archived thread.
const ARCHIVED_THREAD: isize = 50083;
/// Discord's limit on a thread name.
const THREAD_NAME_LIMIT: usize = 100;
/// Discord's limit on buttons in one row.
const BUTTONS_PER_ROW: usize = 5;
/// Discord's limit on rows of buttons in one message.
const ROWS_PER_MESSAGE: usize = 5;
/// How long a closed inbox is taken as still closed without asking Discord again: a game sends its
/// players a private board every turn, and Discord counts each refused DM against the bot.
const CLOSED_INBOX_MEMORY: Duration = Duration::from_secs(600);
/// How many rounds of fallbacks a failed DM may cause, so a host that keeps answering with DMs to the
/// same closed inbox cannot loop.
const FALLBACK_ROUNDS: usize = 2;

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

/// A message's text as Discord shows it, led by the mentions of the users it notifies.
pub fn content_of(message: &Message) -> String {
    let mentions: String = message
        .ping
        .iter()
        .map(|user| format!("<@{}> ", user.0))
        .collect();
    format!("{mentions}{}", message.text.to_plain())
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

/// Why a message did not arrive.
enum Undelivered {
    /// The recipient's DMs are closed.
    DirectClosed(UserId),
    /// Anything else, after retries.
    Failed(serenity::Error),
}

/// Locks one of the delivery's caches. A panic while one was held cannot leave it half-changed (each use is
/// one insert or one lookup), so a poisoned lock is taken over rather than spreading the panic.
fn lock<T>(cache: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    cache.lock().unwrap_or_else(|poison| poison.into_inner())
}

/// Delivers effects. One per bot; shared by every command, button and the clock.
pub struct Delivery {
    http: Arc<Http>,
    host: Arc<dyn GameHost>,
    places: Mutex<HashMap<GameId, ChannelId>>,
    direct_channels: Mutex<HashMap<UserId, serenity::all::ChannelId>>,
    /// Users whose DMs Discord refused, and when.
    closed_inboxes: Mutex<HashMap<UserId, Instant>>,
    slots: Slots,
    /// Where the games whose computer seat is to act go, to be searched.
    thinks: super::think::Requests,
    /// Where boards are drawn, one message of each series at a time.
    easel: Easel,
    /// Channels told that the bot may not attach files there.
    told_files_refused: Mutex<HashSet<serenity::all::ChannelId>>,
}

impl Delivery {
    /// A delivery service sending through `http`, reporting back to `host`, and asking `thinks` for the
    /// computer's searches.
    pub fn new(http: Arc<Http>, host: Arc<dyn GameHost>, thinks: super::think::Requests) -> Self {
        Self {
            http,
            host,
            places: Mutex::new(HashMap::new()),
            direct_channels: Mutex::new(HashMap::new()),
            closed_inboxes: Mutex::new(HashMap::new()),
            slots: Slots::default(),
            thinks,
            easel: Easel::for_this_machine(),
            told_files_refused: Mutex::new(HashSet::new()),
        }
    }

    /// Carries out `effects` in order; replies go back through `origin`.
    pub async fn deliver(&self, effects: Vec<Effect>, origin: &Origin<'_>) {
        let mut queue: VecDeque<Effect> = effects.into();
        let mut fallback_rounds = 0;
        while let Some(effect) = queue.pop_front() {
            match effect {
                Effect::OpenPlace {
                    game,
                    parent,
                    title,
                } => self.open_place(game, parent, &title).await,
                Effect::Done(receipt) => {
                    let host = self.host.clone();
                    if let Err(error) =
                        tokio::task::spawn_blocking(move || host.delivered(receipt)).await
                    {
                        tracing::error!(%error, "a delivery could not be acknowledged");
                    }
                }
                Effect::Retire(slot) => self.slots.retire(&self.http, slot).await,
                Effect::Think(game) => {
                    if self.thinks.send(game).is_err() {
                        tracing::warn!(game = game.0, "the computer's searches have stopped");
                    }
                }
                Effect::Send { to, message } => {
                    let message = self.localized(to, &message, origin);
                    let waits = Queue::of(to, origin.channel(), &message);
                    // While `_sending` lives, the series' next message waits.
                    let (message, _sending) = match self.easel.take(waits, message).await {
                        Ok(Turn::Send(message, sending)) => (*message, sending),
                        // It went out inside a later message of its series.
                        Ok(Turn::Merged) => continue,
                        Err(_) => {
                            tracing::error!(
                                ?to,
                                "the drawing threads have stopped; a message is lost"
                            );
                            continue;
                        }
                    };
                    if let Some(slot) = message.slot
                        && to != Target::Reply
                        && let Some(posted) = self.slots.to_edit(slot)
                        && self.edit(posted, &message).await
                    {
                        continue;
                    }
                    let mut last = None;
                    for part in split::into_parts(&message) {
                        match self
                            .send_reporting(to, part, origin, &mut fallback_rounds, &mut queue)
                            .await
                        {
                            Some(posted) => last = posted,
                            None => break,
                        }
                    }
                    if let (Some(slot), Some(posted)) = (message.slot, last) {
                        self.slots.hold(&self.http, slot, posted).await;
                    }
                }
            }
        }
    }

    /// A note of the adapter's own for whoever gave the command: the catalogue sentence `key`, in their
    /// language.
    fn note(&self, key: &str, origin: &Origin<'_>) -> Message {
        let note = Message {
            text: Text::key(key),
            ..Message::default()
        };
        self.localized(Target::Reply, &note, origin)
    }

    /// `message` written in its reader's language ([`crate::i18n::reader`]): their setting, else their
    /// client's locale when they used an interaction, else English; a message everyone in a place reads
    /// in the language of its server ([`crate::host::Host::post_language`]).
    fn localized(&self, to: Target, message: &Message, origin: &Origin<'_>) -> Message {
        let asker = origin.asker();
        let reader = crate::i18n::reader(to, message, asker.as_ref().map(|(user, _)| *user));
        let language = reader.map_or_else(
            || self.host.post_language(to, message, origin.server()),
            |user| {
                let client = asker
                    .as_ref()
                    .filter(|(asker, _)| *asker == user)
                    .and_then(|(_, locale)| locale.as_deref())
                    .and_then(Language::of_locale);
                self.host.language_of(user, client)
            },
        );
        crate::i18n::localize_message(message, language)
    }

    /// Brings a posted message up to date in place; answers whether it could.
    async fn edit(&self, posted: Posted, message: &Message) -> bool {
        let mut files = EditAttachments::new();
        for file in attachments(message) {
            files = files.add(file);
        }
        let edit = EditMessage::new()
            .content(content_of(message))
            .allowed_mentions(mentions_of(message))
            .components(button_rows(&message.buttons))
            .attachments(files);
        let result = self
            .in_open_thread(posted.channel, "bringing a message up to date", || {
                posted
                    .channel
                    .edit_message(&self.http, posted.message, edit.clone())
            })
            .await;
        match result {
            Ok(_) => true,
            Err(error) => {
                tracing::warn!(%error, "a message could not be edited; a new one is sent");
                false
            }
        }
    }

    /// Sends one message; on a closed DM queues the host's fallback. Returns `None` when it was not
    /// delivered, else the message it became when that is known and editable.
    async fn send_reporting(
        &self,
        to: Target,
        message: Message,
        origin: &Origin<'_>,
        fallback_rounds: &mut usize,
        queue: &mut VecDeque<Effect>,
    ) -> Option<Option<Posted>> {
        match self.send(to, &message, origin).await {
            Ok(posted) => return Some(posted),
            Err(Undelivered::DirectClosed(user)) if *fallback_rounds < FALLBACK_ROUNDS => {
                *fallback_rounds += 1;
                let host = self.host.clone();
                let about = message.about;
                match tokio::task::spawn_blocking(move || host.direct_failed(user, about)).await {
                    Ok(fallback) if fallback.is_empty() && to == Target::Reply => {
                        // The player was already told about their closed DMs in this game, but this was
                        // the answer to their own command: say briefly where it went.
                        let note = self.note("direct-answer-failed", origin);
                        if let Err(error) = origin.reply(&note).await {
                            tracing::error!(%error, "could not say that a DM answer failed");
                        }
                    }
                    Ok(fallback) => queue.extend(fallback),
                    Err(error) => tracing::error!(%error, "the host failed on a closed DM"),
                }
            }
            Err(Undelivered::DirectClosed(user)) => {
                tracing::error!(?user, game = ?message.about, "a private message could not be delivered: DMs closed");
            }
            Err(Undelivered::Failed(error)) => {
                self.report_failure(to, &message, &error, origin).await;
            }
        }
        None
    }

    /// Opens a thread for a game under `parent`, binds it in the host, and links it from `parent`.
    async fn open_place(&self, game: GameId, parent: ChannelId, title: &str) {
        let parent_channel = serenity::all::ChannelId::new(parent.0);
        let name: String = title.chars().take(THREAD_NAME_LIMIT).collect();
        let created = with_retry("creating a game thread", || {
            parent_channel.create_thread(
                &self.http,
                CreateThread::new(name.clone())
                    .kind(ChannelType::PublicThread)
                    .auto_archive_duration(AutoArchiveDuration::OneWeek),
            )
        })
        .await;
        let place = match created {
            Ok(thread) => ChannelId(thread.id.get()),
            Err(error) => {
                tracing::error!(%error, ?game, "could not create a thread; the game is played in its channel");
                parent
            }
        };
        let host = self.host.clone();
        let bound = tokio::task::spawn_blocking(move || host.bind_place(game, place)).await;
        if let Err(error) = bound {
            tracing::error!(%error, ?game, "binding the game's place failed");
        }
        lock(&self.places).insert(game, place);
        if place != parent {
            let link = CreateMessage::new()
                .content(format!("{title}: <#{}>", place.0))
                .allowed_mentions(no_pings());
            if let Err(error) = with_retry("linking a game thread", || {
                parent_channel.send_message(&self.http, link.clone())
            })
            .await
            {
                tracing::error!(%error, ?game, "could not post the link to the game's thread");
            }
        }
    }

    async fn send(
        &self,
        to: Target,
        message: &Message,
        origin: &Origin<'_>,
    ) -> Result<Option<Posted>, Undelivered> {
        match to {
            Target::Reply => match origin.reply_target() {
                Some(user) if message.private && origin.replies_publicly() => {
                    match self.send_direct(user, message).await {
                        Err(Undelivered::DirectClosed(_)) if message.about.is_none() => {
                            let note = self.note("direct-answer-failed", origin);
                            origin.reply(&note).await.map_err(Undelivered::Failed)
                        }
                        sent => sent,
                    }
                }
                _ => origin.reply(message).await.map_err(Undelivered::Failed),
            },
            Target::Channel(channel) => self.post(channel, message).await,
            Target::Game(game) => match self.place_of(game) {
                Some(place) => self.post(place, message).await,
                None => {
                    tracing::error!(?game, "a game has no place; its message goes to the reply");
                    origin.reply(message).await.map_err(Undelivered::Failed)
                }
            },
            Target::Direct(user) => self.send_direct(user, message).await,
        }
    }

    fn place_of(&self, game: GameId) -> Option<ChannelId> {
        if let Some(place) = lock(&self.places).get(&game) {
            return Some(*place);
        }
        let place = self.host.place_of(game)?;
        lock(&self.places).insert(game, place);
        Some(place)
    }

    /// Posts `message` in `channel`. Where the bot may not attach files, the message goes as text (its
    /// image described), and the channel is told once why boards come that way.
    async fn post(
        &self,
        channel: ChannelId,
        message: &Message,
    ) -> Result<Option<Posted>, Undelivered> {
        let channel = serenity::all::ChannelId::new(channel.0);
        let sent = match self.post_builder(channel, channel_message(message)).await {
            Err(error)
                if discord_code(&error) == Some(MISSING_PERMISSIONS)
                    && (message.image.is_some() || message.file.is_some()) =>
            {
                let sent = self.post_builder(channel, text_only(message)).await;
                if sent.is_ok() {
                    self.tell_files_refused(channel, message).await;
                }
                sent
            }
            sent => sent,
        };
        sent.map(|sent| Some(posted(&sent)))
            .map_err(Undelivered::Failed)
    }

    async fn post_builder(
        &self,
        channel: serenity::all::ChannelId,
        builder: CreateMessage,
    ) -> serenity::Result<serenity::all::Message> {
        self.in_open_thread(channel, "posting a message", || {
            channel.send_message(&self.http, builder.clone())
        })
        .await
    }

    /// Says in `channel`, the first time only, that the bot may not attach files there.
    async fn tell_files_refused(&self, channel: serenity::all::ChannelId, about: &Message) {
        if !lock(&self.told_files_refused).insert(channel) {
            return;
        }
        let note = Message {
            text: Text::key("files-refused"),
            about: about.about,
            ..Message::default()
        };
        let to = Target::Channel(ChannelId(channel.get()));
        let note = self.localized(to, &note, &Origin::Clock);
        if let Err(error) = self.post_builder(channel, channel_message(&note)).await {
            tracing::warn!(%error, "could not say that files are refused in a channel");
        }
    }

    /// Runs `call` (retried as [`with_retry`] does); when Discord refuses it because `channel` is an
    /// archived thread, brings the thread back and runs it once more. A locked thread stays archived,
    /// and the refusal stands.
    async fn in_open_thread<T, F, Fut>(
        &self,
        channel: serenity::all::ChannelId,
        what: &str,
        mut call: F,
    ) -> serenity::Result<T>
    where
        F: FnMut() -> Fut,
        Fut: std::future::Future<Output = serenity::Result<T>>,
    {
        match with_retry(what, &mut call).await {
            Err(error) if discord_code(&error) == Some(ARCHIVED_THREAD) => {
                let reopened = with_retry("bringing an archived thread back", || {
                    channel.edit_thread(&self.http, EditThread::new().archived(false))
                })
                .await;
                match reopened {
                    Ok(_) => with_retry(what, call).await,
                    Err(reopening) => {
                        tracing::warn!(%reopening, "an archived thread could not be brought back");
                        Err(error)
                    }
                }
            }
            result => result,
        }
    }

    async fn send_direct(
        &self,
        user: UserId,
        message: &Message,
    ) -> Result<Option<Posted>, Undelivered> {
        let refused_lately = lock(&self.closed_inboxes)
            .get(&user)
            .is_some_and(|refused| refused.elapsed() < CLOSED_INBOX_MEMORY);
        if refused_lately {
            return Err(Undelivered::DirectClosed(user));
        }
        let channel = self
            .direct_channel(user)
            .await
            .map_err(Undelivered::Failed)?;
        let builder = channel_message(message);
        match with_retry("sending a direct message", || {
            channel.send_message(&self.http, builder.clone())
        })
        .await
        {
            Ok(sent) => Ok(Some(posted(&sent))),
            Err(error) if discord_code(&error) == Some(CANNOT_MESSAGE_USER) => {
                lock(&self.closed_inboxes).insert(user, Instant::now());
                Err(Undelivered::DirectClosed(user))
            }
            Err(error) => Err(Undelivered::Failed(error)),
        }
    }

    async fn direct_channel(&self, user: UserId) -> serenity::Result<serenity::all::ChannelId> {
        if let Some(channel) = lock(&self.direct_channels).get(&user) {
            return Ok(*channel);
        }
        let channel = with_retry("opening a DM channel", || {
            serenity::all::UserId::new(user.0).create_dm_channel(&self.http)
        })
        .await?
        .id;
        lock(&self.direct_channels).insert(user, channel);
        Ok(channel)
    }

    /// Logs a message that could not be delivered, and says so where the command was given.
    async fn report_failure(
        &self,
        to: Target,
        message: &Message,
        error: &serenity::Error,
        origin: &Origin<'_>,
    ) {
        tracing::error!(?to, game = ?message.about, %error, "a message could not be delivered");
        if matches!(to, Target::Reply) {
            return;
        }
        let notice = Message {
            text: Text::key("message-refused"),
            private: true,
            about: message.about,
            ..Message::default()
        };
        let notice = self.localized(Target::Reply, &notice, origin);
        if let Err(error) = origin.reply(&notice).await {
            tracing::error!(%error, "could not report an undelivered message either");
        }
    }
}

/// Where a message went, to edit it later.
pub fn posted(sent: &serenity::all::Message) -> Posted {
    Posted {
        channel: sent.channel_id,
        message: sent.id,
    }
}

/// `message` without its files, for a channel where the bot may not attach them: its image is
/// described in words instead, when the description fits in the message.
fn text_only(message: &Message) -> CreateMessage {
    let mut content = content_of(message);
    if let Some(image) = &message.image {
        let alt = image.alt_text();
        let room = serenity::constants::MESSAGE_CODE_LIMIT.saturating_sub(content.chars().count());
        if !alt.is_empty() && alt.chars().count() < room {
            content = format!("{content}\n{alt}");
        }
    }
    CreateMessage::new()
        .content(content)
        .allowed_mentions(mentions_of(message))
        .components(button_rows(&message.buttons))
}

/// A channel message (or DM) for `message`, pinging only the users it names to notify.
pub fn channel_message(message: &Message) -> CreateMessage {
    let mut builder = CreateMessage::new()
        .content(content_of(message))
        .allowed_mentions(mentions_of(message))
        .components(button_rows(&message.buttons));
    for file in attachments(message) {
        builder = builder.add_file(file);
    }
    builder
}
