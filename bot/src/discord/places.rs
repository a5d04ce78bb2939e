//! Opening a game's place: its thread under the channel where the challenge was accepted, bound in the
//! host, and announced in that channel by a line linking to it.
//!
//! The opening is one effect of the game's first parcel, so the announcement is delivered at least once
//! like the rest of it: a parcel delivered again finds the thread already bound (or, when the process
//! died between creating and binding it, among the server's active threads) and opens none twice, and
//! its announcement carries the nonce of the first delivery, so Discord shows it once. Where Discord
//! refuses the bot threads, the game is played in the channel, and the channel is told so in one sentence
//! in place of the announcement.

use super::deliver::{Delivery, lock};
use super::nonce::Seal;
use super::replies::Origin;
use super::retry::{discord_code, with_retry};
use crate::host::api::{ChannelId, GameId, Message, Target, Text};
use serenity::all::{AutoArchiveDuration, ChannelType, CreateThread};

/// Discord's limit on a thread name.
const THREAD_NAME_LIMIT: usize = 100;
/// Discord's error code for "Missing Access".
const MISSING_ACCESS: isize = 50001;

/// Where a game ended up being played.
enum Opened {
    /// In its thread; `bound` when the host knew it already (the opening is delivered again).
    Thread { thread: ChannelId, bound: bool },
    /// In the channel: Discord refused the bot a thread there.
    Refused,
    /// In the channel: the thread could not be made, for another reason (logged).
    Failed,
}

impl Delivery {
    /// Opens a thread for `game` under `parent` (or finds the one opened before, when the opening is
    /// delivered `again`), binds it in the host, and announces it in `parent`; `seal` gives the
    /// announcement its nonce. The announcement is said where everyone reads: in the server's language.
    pub(super) async fn open_place(
        &self,
        game: GameId,
        parent: ChannelId,
        title: &str,
        seal: Seal,
        again: bool,
    ) {
        let name: String = title.chars().take(THREAD_NAME_LIMIT).collect();
        let opened = self.thread_for(game, parent, &name, again).await;
        let place = match opened {
            Opened::Thread { thread, .. } => thread,
            Opened::Refused | Opened::Failed => parent,
        };
        if !matches!(opened, Opened::Thread { bound: true, .. }) {
            let host = self.host.clone();
            let bound = tokio::task::spawn_blocking(move || host.bind_place(game, place)).await;
            if let Err(error) = bound {
                tracing::error!(%error, ?game, "binding the game's place failed");
            }
        }
        lock(&self.places).insert(game, place);
        let line = match opened {
            Opened::Thread { thread, .. } => Message {
                text: format!("{title}: <#{}>", thread.0).into(),
                about: Some(game),
                ..Message::default()
            },
            Opened::Refused => {
                let note = Message {
                    text: Text::key_with("thread-refused", vec![("game", game.0.into())]),
                    about: Some(game),
                    ..Message::default()
                };
                self.localized(Target::Channel(parent), &note, &Origin::Clock)
            }
            Opened::Failed => return,
        };
        let announced = self
            .send(
                Target::Channel(parent),
                &line,
                &Origin::Clock,
                &seal.nonce(0),
            )
            .await;
        if announced.is_err() {
            tracing::error!(?game, "could not announce where the game is played");
        }
    }

    /// The thread of `game`: the one the host has bound already, else (when the opening is delivered
    /// `again`) one opened before for it under `parent` and not bound, else a new one.
    async fn thread_for(&self, game: GameId, parent: ChannelId, name: &str, again: bool) -> Opened {
        if let Some(thread) = self.host.place_of(game).filter(|place| *place != parent) {
            return Opened::Thread {
                thread,
                bound: true,
            };
        }
        if again && let Some(thread) = self.open_thread_named(parent, name).await {
            return Opened::Thread {
                thread,
                bound: false,
            };
        }
        let parent_channel = serenity::all::ChannelId::new(parent.0);
        let created = with_retry("creating a game thread", || {
            parent_channel.create_thread(
                &self.http,
                CreateThread::new(name)
                    .kind(ChannelType::PublicThread)
                    .auto_archive_duration(AutoArchiveDuration::OneWeek),
            )
        })
        .await;
        match created {
            Ok(thread) => Opened::Thread {
                thread: ChannelId(thread.id.get()),
                bound: false,
            },
            Err(error) => {
                tracing::warn!(%error, ?game, "could not create a thread; the game is played in its channel");
                match discord_code(&error) {
                    Some(super::deliver::MISSING_PERMISSIONS | MISSING_ACCESS) => Opened::Refused,
                    _ => Opened::Failed,
                }
            }
        }
    }

    /// An active thread named `name` under `parent`, among its server's.
    async fn open_thread_named(&self, parent: ChannelId, name: &str) -> Option<ChannelId> {
        let parent = serenity::all::ChannelId::new(parent.0);
        let channel = with_retry("reading a channel", || parent.to_channel(&self.http))
            .await
            .inspect_err(|error| tracing::warn!(%error, "a game's channel could not be read"))
            .ok()?
            .guild()?;
        let active = with_retry("reading a server's active threads", || {
            channel.guild_id.get_active_threads(&self.http)
        })
        .await
        .inspect_err(|error| tracing::warn!(%error, "a server's threads could not be read"))
        .ok()?;
        active
            .threads
            .iter()
            .find(|thread| thread.parent_id == Some(parent) && thread.name == name)
            .map(|thread| ChannelId(thread.id.get()))
    }
}
