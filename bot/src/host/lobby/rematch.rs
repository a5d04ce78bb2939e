//! Rematches: a finished game's players are offered the same game again, every player one seat on.

use crate::host::api::{ChallengeTerms, Command, GameId, Millis, Place, Text, UserId};
use crate::host::permissions::Purpose;
use crate::host::sessions::lock;
use crate::host::{Failure, Handled, Host, refuse};
use crate::store::GameRecord;

impl Host {
    /// A rematch of a finished game, offered by one of its players: a challenge to the others for the same
    /// game, options, clock and setup time, with every player one seat on. It is answered like any
    /// challenge (a plain `accept` in the finished game's place takes it), and its game opens beside the
    /// finished one's.
    pub(in crate::host) fn rematch(
        &self,
        command: &Command,
        named: Option<GameId>,
        now: Millis,
    ) -> Handled {
        let id = self.game_to_rematch(command, named)?;
        let Some(session) = self.sessions.get(&self.store, id)? else {
            return refuse(Text::key_with("no-game", vec![("game", id.0.into())]));
        };
        let record = lock(&session).record.clone();
        if !record.finished {
            return refuse(Text::key_with(
                "rematch-not-over",
                vec![("game", id.0.into())],
            ));
        }
        if record.seat_of(command.from.id).is_none() {
            return refuse(Text::key_with(
                "rematch-not-player",
                vec![("game", id.0.into())],
            ));
        }
        let players = record.players.as_slice();
        let arranged = super::Arranged {
            seat_order: (0..players.len())
                .map(|seat| players[(seat + players.len() - 1) % players.len()].id)
                .collect(),
            rematch_of: Some(id),
        };
        let terms = ChallengeTerms {
            kind: record.kind,
            invited: players
                .iter()
                .filter(|user| user.id != command.from.id)
                .cloned()
                .collect(),
            options: record.options.clone(),
            clock: Some(record.clock),
            setup_time: record.setup_time,
            computer: None,
            casual: record.casual,
        };
        if let Some(computer) = record.computer {
            // Against the computer alone the rematch starts at once, with the seats turned like any
            // rematch; the other people at the table are asked again.
            let terms = ChallengeTerms {
                invited: terms
                    .invited
                    .into_iter()
                    .filter(|user| user.id != crate::model::COMPUTER)
                    .collect(),
                computer: ai::Level::new(computer.level),
                ..terms
            };
            let from_the_channel = Command {
                place: Place::Channel {
                    server: record.server,
                    channel: record.channel,
                },
                ..command.clone()
            };
            let level = terms.computer.unwrap_or(ai::Level::DEFAULT);
            return self.challenge_computer(&from_the_channel, &terms, level, arranged, now);
        }
        let from_the_channel = Command {
            place: Place::Channel {
                server: record.server,
                channel: record.channel,
            },
            ..command.clone()
        };
        self.open_challenge(&from_the_channel, &terms, arranged, now)
    }

    /// The game `rematch` means: the one named, or the one whose place this is; elsewhere, the last
    /// finished game the user played that was challenged here, and only when there is none, the game here
    /// as any command means it.
    fn game_to_rematch(&self, command: &Command, named: Option<GameId>) -> Result<GameId, Failure> {
        let (user, place) = (command.from.id, command.place);
        let own_place = || match place {
            Place::Channel { channel, .. } => {
                self.store.game_at_place(channel).map(|game| game.is_some())
            }
            Place::Direct => Ok(false),
        };
        if named.is_none()
            && !own_place()?
            && let Some(id) = self.last_finished_game_at(user, place)?
        {
            return Ok(id);
        }
        self.resolve_game(user, place, named, Purpose::Look)
    }

    /// The last finished game (not called off) `user` played that was challenged at `place`; in a direct
    /// message, anywhere.
    fn last_finished_game_at(&self, user: UserId, place: Place) -> Result<Option<GameId>, Failure> {
        let finished = self.store.finished_games_of(user)?;
        let here = |record: &GameRecord| match place {
            Place::Channel { channel, .. } => record.channel == channel,
            Place::Direct => true,
        };
        Ok(finished
            .iter()
            .rev()
            .find(|record| !record.cancelled && here(record))
            .map(|record| record.id))
    }
}
