//! Rematches: a finished game's players are offered the same game again, every player one seat on.

use crate::host::api::{ChallengeTerms, Command, GameId, Millis, Place, Text};
use crate::host::sessions::lock;
use crate::host::{Handled, Host, refuse};

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
        let id = self.finished_game_meant(command, named)?;
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
            seed: None,
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
}
