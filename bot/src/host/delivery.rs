//! What the adapters tell the host about delivering its messages: the place they opened for a game, the
//! parcels delivered, a direct message that could not be; and the outbox's leftovers to deliver again
//! after a restart.

use super::sessions::lock;
use super::{Failure, Host, buttons, computer, outbox, send, wording};
use crate::host::api::{ChannelId, Effect, GameId, Message, Receipt, Target, Text, UserId};
use crate::store::{GameRecord, Parcel, ParcelId};
use games::Phase;

impl Host {
    /// Records the place an adapter opened for a game after [`Effect::OpenPlace`] (on Discord, its thread).
    pub fn bind_place(&self, game: GameId, channel: ChannelId) {
        let result = (|| -> Result<(), Failure> {
            let Some(session) = self.sessions.get(&self.store, game)? else {
                return Ok(());
            };
            let mut session = lock(&session);
            if session.record.place != Some(channel) {
                session.save(
                    &self.store,
                    |record, _| record.place = Some(channel),
                    |_, _| Ok(Vec::new()),
                    None,
                )?;
            }
            Ok(())
        })();
        if let Err(error) = result {
            tracing::error!(game = game.0, ?error, "the game's place was not saved");
        }
    }

    /// Where messages for [`Target::Game`] go: the game's own place once bound, else the channel it started
    /// in. `None` if there is no such game.
    pub fn game_place(&self, game: GameId) -> Option<ChannelId> {
        let session = self.sessions.get(&self.store, game).ok()??;
        let session = lock(&session);
        Some(session.record.place.unwrap_or(session.record.channel))
    }

    /// Tells a game's place that a direct message to `user` could not be delivered, without saying what it
    /// held, how to see their board instead, and how the game stands (whose turn, until when).
    ///
    /// Each player is told once per game, the first time a direct message to them fails; that they were
    /// told is kept with the game's record, so later failures (and a restart) stay quiet. Should the record
    /// fail to save, the notice is given all the same.
    ///
    /// For someone who does not play the game, the message was the board confirming that they follow it:
    /// the follow is called off and they alone are told why.
    pub fn direct_failed(&self, user: UserId, about: Option<GameId>) -> Vec<Effect> {
        let Some(game_id) = about else {
            tracing::warn!(user = user.0, "a direct message could not be delivered");
            return Vec::new();
        };
        let Ok(Some(session)) = self.sessions.get(&self.store, game_id) else {
            return Vec::new();
        };
        let mut session = lock(&session);
        let Some(seat) = session.record.seat_of(user) else {
            drop(session);
            return self.follower_unreachable(user, game_id);
        };
        if session.record.direct_failures_told.contains(&user) {
            return Vec::new();
        }
        let saved = session.save(
            &self.store,
            |record, _| record.direct_failures_told.push(user),
            |record, game| Ok(closed_direct_notice(record, game, seat, game_id)),
            None,
        );
        saved.unwrap_or_else(|failure| {
            tracing::error!(
                game = game_id.0,
                ?failure,
                "could not record a closed-DM notice"
            );
            closed_direct_notice(&session.record, session.game.as_ref(), seat, game_id)
        })
    }

    /// The messages waiting in the outbox since before a restart, to deliver again, each parcel ending with
    /// its receipt. On a shared database, those of processes gone are taken over too; those of processes
    /// that die later are taken over by [`Host::adopt_orphans`].
    pub fn pending(&self) -> Vec<Effect> {
        match self.store.pending_parcels() {
            Ok(parcels) => self.unpacked(parcels),
            Err(error) => {
                self.store_failed(&error, "the outbox could not be read");
                Vec::new()
            }
        }
    }

    /// The messages that processes sharing the database left undelivered when they died since this one
    /// started, taken over to be delivered again, each parcel ending with its receipt (see
    /// [`crate::store::Store::adopt_orphaned_parcels`]); none on a database of this process's own.
    pub fn adopt_orphans(&self) -> Vec<Effect> {
        if !self.store.is_shared() {
            return Vec::new();
        }
        match self.store.adopt_orphaned_parcels() {
            Ok(parcels) => self.unpacked(parcels),
            Err(error) => {
                self.store_failed(&error, "the outbox could not be read");
                Vec::new()
            }
        }
    }

    /// The messages of `parcels` to deliver, each parcel ending with its receipt. A game's opening is
    /// delivered again even when its place is bound: the adapter opens no place twice, and the line
    /// announcing the place belongs to the opening.
    fn unpacked(&self, parcels: Vec<(ParcelId, Parcel)>) -> Vec<Effect> {
        let mut effects = Vec::new();
        for (id, parcel) in parcels {
            match outbox::unpack(id, &parcel) {
                Ok(unpacked) => effects.extend(unpacked),
                Err(error) => {
                    tracing::error!(%error, parcel = id, "an unreadable outbox parcel is dropped");
                    self.delivered(Receipt(id));
                }
            }
        }
        computer::strip(effects)
    }

    /// The effects before `receipt` were delivered: they leave the outbox.
    pub fn delivered(&self, receipt: Receipt) {
        if let Err(error) = self.store.delivered(receipt.0) {
            self.store_failed(
                &error,
                "a delivered parcel stays in the outbox and may come again",
            );
        }
    }

    /// Makes durable the deliveries recorded so far, which the store writes without waiting; a process
    /// calls it before it ends, so that a restart does not deliver them again.
    pub fn settle(&self) {
        if let Err(error) = self.store.settle() {
            tracing::warn!(%error, "recent deliveries may not be recorded; they may come again");
        }
    }
}

/// The notice in a game's place that a direct message to the player in `seat` could not be delivered:
/// how to play without direct messages, and how the game stands; nothing of what the message held.
fn closed_direct_notice(
    record: &GameRecord,
    game: &dyn games::Game,
    seat: games::Seat,
    id: GameId,
) -> Vec<Effect> {
    let status = wording::status(record, game);
    let in_setup = game.phase() == Phase::Setup;
    vec![send(
        Target::Game(id),
        Message {
            text: Text::key_with(
                if in_setup {
                    "closed-direct-setup"
                } else {
                    "closed-direct-play"
                },
                vec![
                    (
                        "player",
                        wording::player_name(record.player(seat).id, &record.player(seat).name)
                            .into(),
                    ),
                    ("game", id.0.into()),
                ],
            )
            .plain("\n")
            .then(status),
            buttons: if in_setup {
                buttons::setup(id, game.about().verbs)
            } else {
                Vec::new()
            },
            about: Some(id),
            ..Message::default()
        },
    )]
}
