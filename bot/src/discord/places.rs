//! Opening a game's place (its thread under the channel where the challenge was accepted) or a
//! tournament's (under the channel it was made in): bound in the host, and announced in that channel by
//! a line linking to it (a tournament's game, in its tournament's place, under the round's pairings).
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
use crate::model::TournamentId;
use serenity::all::{AutoArchiveDuration, ChannelType, CreateThread};

/// Discord's limit on a thread name.
const THREAD_NAME_LIMIT: usize = 100;
/// Discord's error code for "Missing Access".
const MISSING_ACCESS: isize = 50001;

/// Whose place a thread is.
#[derive(Clone, Copy, Debug, Hash)]
pub(super) enum Owner {
    /// A game's, where it is played; `linked_in` is the tournament whose place the line linking to it
    /// goes to, if the game is a tournament's.
    Game {
        game: GameId,
        linked_in: Option<TournamentId>,
    },
    /// A tournament's, where its rounds are posted.
    Tournament(TournamentId),
}

impl Owner {
    /// The game its messages are about, if it is a game's.
    fn game(self) -> Option<GameId> {
        match self {
            Owner::Game { game, .. } => Some(game),
            Owner::Tournament(_) => None,
        }
    }

    /// Where the line linking to its thread goes: its tournament's place for a tournament's game, else
    /// `parent`.
    fn link_target(self, parent: ChannelId) -> Target {
        match self {
            Owner::Game {
                linked_in: Some(tournament),
                ..
            } => Target::Tournament(tournament),
            Owner::Game { .. } | Owner::Tournament(_) => Target::Channel(parent),
        }
    }

    /// The sentence that says its thread was refused.
    fn refused(self) -> Text {
        match self {
            Owner::Game { game, .. } => {
                Text::key_with("thread-refused", vec![("game", game.0.into())])
            }
            Owner::Tournament(id) => Text::key_with(
                "tournament-thread-refused",
                vec![("tournament", id.to_string().into())],
            ),
        }
    }
}

/// Where a game ended up being played, or a tournament posted.
enum Opened {
    /// In its thread; `bound` when the host knew it already (the opening is delivered again).
    Thread { thread: ChannelId, bound: bool },
    /// In the channel: Discord refused the bot a thread there.
    Refused,
    /// In the channel: the thread could not be made, for another reason (logged).
    Failed,
}

impl Delivery {
    /// Opens a thread for `owner` under `parent` (or finds the one opened before, when the opening is
    /// delivered `again`), binds it in the host, and announces it in `parent`; `seal` gives the
    /// announcement its nonce. The announcement is said where everyone reads: in the server's language.
    pub(super) async fn open_place(
        &self,
        owner: Owner,
        parent: ChannelId,
        title: &str,
        seal: Seal,
        again: bool,
    ) {
        let name: String = title.chars().take(THREAD_NAME_LIMIT).collect();
        let opened = self.thread_for(owner, parent, &name, again).await;
        let place = match opened {
            Opened::Thread { thread, .. } => thread,
            Opened::Refused | Opened::Failed => parent,
        };
        if !matches!(opened, Opened::Thread { bound: true, .. }) {
            let host = self.host.clone();
            let bound = tokio::task::spawn_blocking(move || match owner {
                Owner::Game { game, .. } => host.bind_place(game, place),
                Owner::Tournament(id) => host.bind_tournament_place(id, place),
            })
            .await;
            if let Err(error) = bound {
                tracing::error!(%error, ?owner, "binding a thread failed");
            }
        }
        if let Owner::Game { game, .. } = owner {
            lock(&self.places).insert(game, place);
        }
        let (to, line) = match opened {
            Opened::Thread { thread, .. } => (
                owner.link_target(parent),
                Message {
                    text: format!("{title}: <#{}>", thread.0).into(),
                    about: owner.game(),
                    ..Message::default()
                },
            ),
            Opened::Refused => {
                let note = Message {
                    text: owner.refused(),
                    about: owner.game(),
                    ..Message::default()
                };
                let to = Target::Channel(parent);
                (to, self.localized(to, &note, &Origin::Clock))
            }
            Opened::Failed => return,
        };
        let announced = self.send(to, &line, &Origin::Clock, &seal.nonce(0)).await;
        if announced.is_err() {
            tracing::error!(?owner, "could not announce where a thread is");
        }
    }

    /// The thread of `owner`: the one the host has bound already, else (when the opening is delivered
    /// `again`) one opened before for it under `parent` and not bound, else a new one.
    async fn thread_for(&self, owner: Owner, parent: ChannelId, name: &str, again: bool) -> Opened {
        let bound = match owner {
            Owner::Game { game, .. } => self.host.place_of(game),
            Owner::Tournament(id) => self.host.tournament_place(id),
        };
        if let Some(thread) = bound.filter(|place| *place != parent) {
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
        let created = with_retry("creating a thread", || {
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
                tracing::warn!(%error, ?owner, "could not create a thread; its channel is used");
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
