//! Carrying out the host's effects on Discord: threads, channel posts, DMs, replies.
//!
//! Nobody is pinged but the players a message names to notify. Every post carries a nonce Discord
//! enforces ([`super::nonce`]): a parcel delivered again after a crash makes the same nonces, so Discord
//! gives back the messages it made the first time rather than showing them twice. A DM refused with 50007
//! goes back to the host (`direct_failed`), whose fallback is delivered in turn; a message refused for
//! its files goes as text; any other failure, once retries are exhausted, is logged and reported where
//! the command was given.

use super::again;
use super::compose::{
    attachments, button_rows, channel_message, content_of, has_files, mentions_of, posted,
    without_files,
};
use super::nonce::{Seal, Stamp};
use super::places::Owner;
use super::port::GameHost;
use super::replies::Origin;
use super::retry::{discord_code, with_retry};
use super::slots::{Posted, Slots};
use super::split;
use crate::easel::{Easel, Queue, Turn};
use crate::host::api::{
    ChannelId, Effect, GameId, Language, Message, Receipt, Slot, Target, Text, UserId,
};
use serenity::all::{EditAttachments, EditMessage, EditThread, Http, Nonce};
use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Discord's error code for "Cannot send messages to this user".
const CANNOT_MESSAGE_USER: isize = 50007;
/// Discord's error code for "Missing Permissions".
pub const MISSING_PERMISSIONS: isize = 50013;
/// Discord's error code for an operation on an archived thread.
const ARCHIVED_THREAD: isize = 50083;
/// How long a closed inbox is taken as still closed without asking Discord again: a game sends its
/// players a private board every turn, and Discord counts each refused DM against the bot.
const CLOSED_INBOX_MEMORY: Duration = Duration::from_secs(600);
/// How many rounds of fallbacks a failed DM may cause, so a host that keeps answering with DMs to the
/// same closed inbox cannot loop.
const FALLBACK_ROUNDS: usize = 2;

/// Why a message did not arrive.
pub enum Undelivered {
    /// The recipient's DMs are closed.
    DirectClosed(UserId),
    /// Anything else, after retries.
    Failed(serenity::Error),
}

/// Locks one of the delivery's caches. A panic while one was held cannot leave it half-changed (each use is
/// one insert or one lookup), so a poisoned lock is taken over rather than spreading the panic.
pub fn lock<T>(cache: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    cache.lock().unwrap_or_else(|poison| poison.into_inner())
}

/// Delivers effects. One per bot; shared by every command, button and the clock.
pub struct Delivery {
    pub(super) http: Arc<Http>,
    pub(super) host: Arc<dyn GameHost>,
    pub(super) places: Mutex<HashMap<GameId, ChannelId>>,
    direct_channels: Mutex<HashMap<UserId, serenity::all::ChannelId>>,
    /// Users whose DMs Discord refused, and when.
    closed_inboxes: Mutex<HashMap<UserId, Instant>>,
    slots: Slots,
    /// Where the games whose computer seat is to act, or whose analysis is waited for, go to be searched.
    asked: Asked,
    /// Where boards are drawn, one message of each series at a time.
    easel: Easel,
    /// Channels told that the bot may not attach files there.
    told_files_refused: Mutex<HashSet<serenity::all::ChannelId>>,
    /// The lineage of the host's database, which the nonces of its parcels derive from.
    lineage: u64,
    /// Where the parcels handed and delivered are told, for the health endpoint.
    watch: Arc<crate::telemetry::Watch>,
}

/// Where the searches the host asks for go.
pub struct Asked {
    /// The games whose computer seat is to act.
    pub thinks: super::think::Requests,
    /// The games whose analysis someone waits for.
    pub analyses: super::analyses::Requests,
}

/// The effects since the last receipt: the parcel they were stored in (found once, from the receipt
/// that ends them) and how many of their messages were met.
#[derive(Default)]
struct Group {
    parcel: Option<Option<Receipt>>,
    met: u32,
}

impl Group {
    /// The stamp of the next message of the group; `ahead` holds the effects after it.
    fn stamp(&mut self, lineage: u64, ahead: &VecDeque<Effect>) -> Stamp {
        let parcel = *self.parcel.get_or_insert_with(|| {
            ahead.iter().find_map(|effect| match effect {
                Effect::Done(receipt) => Some(*receipt),
                _ => None,
            })
        });
        let stamp = Stamp {
            lineage,
            parcel,
            ordinal: self.met,
        };
        self.met += 1;
        stamp
    }
}

impl Delivery {
    /// A delivery service sending through `http`, reporting back to `host`, and asking `asked` for the
    /// computer's searches and the analyses.
    pub fn new(
        http: Arc<Http>,
        host: Arc<dyn GameHost>,
        asked: Asked,
        watch: Arc<crate::telemetry::Watch>,
    ) -> Self {
        let lineage = host.lineage();
        Self {
            watch,
            http,
            host,
            places: Mutex::new(HashMap::new()),
            direct_channels: Mutex::new(HashMap::new()),
            closed_inboxes: Mutex::new(HashMap::new()),
            slots: Slots::default(),
            asked,
            easel: Easel::for_this_machine(),
            told_files_refused: Mutex::new(HashSet::new()),
            lineage,
        }
    }

    /// Carries out `effects` in order; replies go back through `origin`.
    pub async fn deliver(&self, effects: Vec<Effect>, origin: &Origin<'_>) {
        self.carry_out(effects, origin, false).await;
    }

    /// Carries out the effects of parcels delivered again (left undelivered by a process that stopped
    /// or died): what Discord shows already, from a delivery cut short, is not shown twice. A post is
    /// made with the nonce it had the first time, which Discord remembers for a few minutes; past them,
    /// and for a message that was an interaction's answer (which takes no nonce) or an edit, the latest
    /// messages where it goes are looked at first, and a thread opened but not bound is found among its
    /// server's.
    pub async fn deliver_again(&self, effects: Vec<Effect>) {
        self.carry_out(effects, &Origin::Clock, true).await;
    }

    async fn carry_out(&self, effects: Vec<Effect>, origin: &Origin<'_>, again: bool) {
        for effect in &effects {
            if let Effect::Done(receipt) = effect {
                self.watch.parcel_out(receipt.0);
            }
        }
        let mut queue: VecDeque<Effect> = effects.into();
        let mut fallback_rounds = 0;
        let mut group = Group::default();
        while let Some(effect) = queue.pop_front() {
            match effect {
                Effect::OpenPlace {
                    game,
                    parent,
                    title,
                    linked_in,
                } => {
                    let seal = group
                        .stamp(self.lineage, &queue)
                        .seal(&(game, parent, &title));
                    let owner = Owner::Game { game, linked_in };
                    self.open_place(owner, parent, &title, seal, again).await;
                }
                Effect::OpenTournamentPlace {
                    tournament,
                    parent,
                    title,
                } => {
                    let seal = group
                        .stamp(self.lineage, &queue)
                        .seal(&(tournament, parent, &title));
                    let owner = Owner::Tournament(tournament);
                    self.open_place(owner, parent, &title, seal, again).await;
                }
                Effect::Done(receipt) => {
                    group = Group::default();
                    let host = self.host.clone();
                    if let Err(error) =
                        tokio::task::spawn_blocking(move || host.delivered(receipt)).await
                    {
                        tracing::error!(%error, "a delivery could not be acknowledged");
                    }
                    self.watch.parcel_delivered(receipt.0);
                }
                Effect::Retire(slot) => self.slots.retire(&self.http, slot).await,
                Effect::Think(game) => {
                    if self.asked.thinks.send(game).is_err() {
                        tracing::warn!(game = game.0, "the computer's searches have stopped");
                    }
                }
                Effect::Analyse(game) => {
                    if self.asked.analyses.send(game).is_err() {
                        tracing::warn!(game = game.0, "the analyses have stopped");
                    }
                }
                Effect::Send { to, message } => {
                    let seal = group.stamp(self.lineage, &queue).seal(&message);
                    let mut sending = Sending {
                        origin,
                        again,
                        fallback_rounds: &mut fallback_rounds,
                        queue: &mut queue,
                    };
                    self.send_effect(to, &message, seal, &mut sending).await;
                }
            }
        }
    }

    /// Sends one message of the host's: drawn on the easel in its series' turn, then in place of its
    /// slot's earlier message where that is edited in place, else posted (in parts when it is long).
    async fn send_effect(
        &self,
        to: Target,
        message: &Message,
        seal: Seal,
        sending: &mut Sending<'_, '_>,
    ) {
        let mut message = self.localized(to, message, sending.origin);
        let lapsed = message
            .until
            .is_some_and(|until| until <= super::clock::now_millis());
        if sending.again && lapsed {
            // The game's board still shows how it stood; anything else only asked for what lapsed.
            if !matches!(message.slot, Some(Slot::Board(_))) {
                self.take_back_expired(to, &message).await;
                return;
            }
            message.buttons.clear();
        }
        let waits = Queue::of(to, sending.origin.channel(), &message);
        // While `_turn` lives, the series' next message waits.
        let (message, _turn) = match self.easel.take(waits, message).await {
            Ok(Turn::Send(message, turn)) => (*message, turn),
            // It went out inside a later message of its series.
            Ok(Turn::Merged) => return,
            Err(_) => {
                tracing::error!(?to, "the drawing threads have stopped; a message is lost");
                return;
            }
        };
        if let Some(slot) = message.slot
            && to != Target::Reply
            && let Some(posted) = self.slots.to_edit(slot)
            && self.edit(posted, &message).await
        {
            self.slots.hold(&self.http, slot, posted).await;
            return;
        }
        let shown = match sending.again {
            true => self.latest(to).await,
            false => Vec::new(),
        };
        let mut last = None;
        for (part, text) in split::into_parts(&message).into_iter().enumerate() {
            if let Some(there) = shown.iter().find(|sent| again::shows(sent, &text)) {
                if text.buttons.is_empty() && !there.components.is_empty() {
                    super::slots::strip(&self.http, posted(there)).await;
                }
                last = Some(posted(there));
                continue;
            }
            match self
                .send_reporting(to, text, &seal.nonce(part), sending)
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
    pub(super) fn localized(&self, to: Target, message: &Message, origin: &Origin<'_>) -> Message {
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
        nonce: &Nonce,
        sending: &mut Sending<'_, '_>,
    ) -> Option<Option<Posted>> {
        let origin = sending.origin;
        match self.send(to, &message, origin, nonce).await {
            Ok(posted) => return Some(posted),
            Err(Undelivered::DirectClosed(user)) if *sending.fallback_rounds < FALLBACK_ROUNDS => {
                *sending.fallback_rounds += 1;
                let host = self.host.clone();
                let about = message.about;
                match tokio::task::spawn_blocking(move || host.direct_failed(user, about)).await {
                    Ok(fallback) if fallback.is_empty() && to == Target::Reply => {
                        // The player was already told about their closed DMs in this game, but this was
                        // the answer to their own command: say briefly where it went.
                        let note = self.note("direct-answer-failed", origin);
                        if let Err(error) = origin.reply(&note, &Seal::drawn().nonce(0)).await {
                            tracing::error!(%error, "could not say that a DM answer failed");
                        }
                    }
                    Ok(fallback) => sending.queue.extend(fallback),
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

    /// Sends `message` to `to` with `nonce`. Where the bot may not attach files, the message goes as
    /// text (its image described), and the channel is told once why boards come that way.
    pub(super) async fn send(
        &self,
        to: Target,
        message: &Message,
        origin: &Origin<'_>,
        nonce: &Nonce,
    ) -> Result<Option<Posted>, Undelivered> {
        match self.send_as_is(to, message, origin, nonce).await {
            Err(Undelivered::Failed(error))
                if discord_code(&error) == Some(MISSING_PERMISSIONS) && has_files(message) =>
            {
                let sent = self
                    .send_as_is(to, &without_files(message), origin, nonce)
                    .await;
                let channel = match to {
                    Target::Channel(channel) => Some(channel),
                    Target::Game(game) => self.place_of(game),
                    Target::Tournament(id) => self.host.tournament_place(id),
                    Target::Reply => origin.channel(),
                    Target::Direct(_) => None,
                };
                if let (Ok(_), Some(channel)) = (&sent, channel) {
                    self.tell_files_refused(channel, message).await;
                }
                sent
            }
            sent => sent,
        }
    }

    async fn send_as_is(
        &self,
        to: Target,
        message: &Message,
        origin: &Origin<'_>,
        nonce: &Nonce,
    ) -> Result<Option<Posted>, Undelivered> {
        match to {
            Target::Reply => match origin.reply_target() {
                Some(user) if message.private && origin.replies_publicly() => {
                    match self.send_direct(user, message, nonce).await {
                        Err(Undelivered::DirectClosed(_)) if message.about.is_none() => {
                            let note = self.note("direct-answer-failed", origin);
                            origin
                                .reply(&note, &Seal::drawn().nonce(0))
                                .await
                                .map_err(Undelivered::Failed)
                        }
                        sent => sent,
                    }
                }
                _ => origin
                    .reply(message, nonce)
                    .await
                    .map_err(Undelivered::Failed),
            },
            Target::Channel(channel) => self.post(channel, message, nonce).await,
            Target::Game(game) => match self.place_of(game) {
                Some(place) => self.post(place, message, nonce).await,
                None => {
                    tracing::error!(?game, "a game has no place; its message goes to the reply");
                    origin
                        .reply(message, nonce)
                        .await
                        .map_err(Undelivered::Failed)
                }
            },
            Target::Tournament(id) => match self.host.tournament_place(id) {
                Some(place) => self.post(place, message, nonce).await,
                None => {
                    tracing::error!(
                        ?id,
                        "a tournament has no place; its message goes to the reply"
                    );
                    origin
                        .reply(message, nonce)
                        .await
                        .map_err(Undelivered::Failed)
                }
            },
            Target::Direct(user) => self.send_direct(user, message, nonce).await,
        }
    }

    pub(super) fn place_of(&self, game: GameId) -> Option<ChannelId> {
        if let Some(place) = lock(&self.places).get(&game) {
            return Some(*place);
        }
        let place = self.host.place_of(game)?;
        lock(&self.places).insert(game, place);
        Some(place)
    }

    /// Posts `message` in `channel`.
    async fn post(
        &self,
        channel: ChannelId,
        message: &Message,
        nonce: &Nonce,
    ) -> Result<Option<Posted>, Undelivered> {
        let channel = serenity::all::ChannelId::new(channel.0);
        let builder = channel_message(message, nonce);
        self.in_open_thread(channel, "posting a message", || {
            channel.send_message(&self.http, builder.clone())
        })
        .await
        .map(|sent| Some(posted(&sent)))
        .map_err(Undelivered::Failed)
    }

    /// Says in `channel`, the first time only, that the bot may not attach files there.
    async fn tell_files_refused(&self, channel: ChannelId, about: &Message) {
        if !lock(&self.told_files_refused).insert(serenity::all::ChannelId::new(channel.0)) {
            return;
        }
        let note = Message {
            text: Text::key("files-refused"),
            about: about.about,
            ..Message::default()
        };
        let to = Target::Channel(channel);
        let note = self.localized(to, &note, &Origin::Clock);
        if let Err(Undelivered::Failed(error)) =
            self.post(channel, &note, &Seal::drawn().nonce(0)).await
        {
            tracing::warn!(%error, "could not say that files are refused in a channel");
        }
    }

    /// Runs `call` (retried as [`with_retry`] does); when Discord refuses it because `channel` is an
    /// archived thread, brings the thread back and runs it once more. A locked thread stays archived,
    /// and the refusal stands.
    pub(super) async fn in_open_thread<T, F, Fut>(
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
        nonce: &Nonce,
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
        let builder = channel_message(message, nonce);
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

    pub(super) async fn direct_channel(
        &self,
        user: UserId,
    ) -> serenity::Result<serenity::all::ChannelId> {
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
        // While Discord fails for everyone the outage was logged once; each message it costs is not.
        if super::retry::discord_is_down() {
            tracing::debug!(?to, game = ?message.about, %error, "a message could not be delivered");
        } else {
            tracing::error!(?to, game = ?message.about, %error, "a message could not be delivered");
        }
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
        if let Err(error) = origin.reply(&notice, &Seal::drawn().nonce(0)).await {
            tracing::error!(%error, "could not report an undelivered message either");
        }
    }
}

/// What sending one effect may change besides Discord, and what it goes by: the origin replies go back
/// through, whether it is delivered again, and the fallbacks a closed DM brings into the queue, counted.
struct Sending<'o, 'q> {
    origin: &'o Origin<'o>,
    /// Whether the effect is delivered again (see [`Delivery::deliver_again`]).
    again: bool,
    fallback_rounds: &'q mut usize,
    queue: &'q mut VecDeque<Effect>,
}
