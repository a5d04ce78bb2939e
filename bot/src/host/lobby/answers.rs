//! Answering a challenge: taking a seat in it (the last seat taken starts the game), declining it,
//! withdrawing one's own; and, when a command names none, the challenge it means.

use crate::host::api::{
    ChallengeId, Command, Effect, Message, Millis, Place, Request, Slot, Target, Text,
};
use crate::host::outbox::{self, Asker};
use crate::host::sessions::with_receipt;
use crate::host::timers::Timer;
use crate::host::wording;
use crate::host::{Failure, Handled, Host, buttons, refuse, reply, send};
use crate::message::safe::echo;
use crate::store::{ChallengeEnd, ChallengeRecord};

impl Host {
    /// The newest ongoing game of the command's author that started in the channel it was said in, with its
    /// place: what a second `accept` most likely means.
    fn game_started_here(
        &self,
        command: &Command,
    ) -> Result<Option<(crate::model::GameId, crate::model::ChannelId)>, Failure> {
        let Place::Channel { channel, .. } = command.place else {
            return Ok(None);
        };
        let mine = self.store.games_of_user(command.from.id)?;
        let newest = self
            .store
            .games_in_channel(channel)?
            .into_iter()
            .filter(|game| mine.contains(game))
            .max();
        Ok(newest.and_then(|game| self.game_place(game).map(|place| (game, place))))
    }

    /// The waiting challenges at a place: those made in the channel, and in a game's place the rematches
    /// of that game posted there; in a direct conversation, the user's own and those to them.
    fn challenges_at(&self, command: &Command) -> Result<Vec<ChallengeRecord>, Failure> {
        let Place::Channel { channel, .. } = command.place else {
            return Ok(self.store.challenges_of_user(command.from.id)?);
        };
        let mut here = self.store.challenges_in_channel(channel)?;
        if let Some(game) = self.store.game_at_place(channel)?
            && let Some(record) = self.store.game(game)?
            && record.channel != channel
        {
            let rematches = self.store.challenges_in_channel(record.channel)?;
            here.extend(
                rematches
                    .into_iter()
                    .filter(|challenge| challenge.rematch_of == Some(game)),
            );
        }
        Ok(here)
    }

    /// The waiting challenge a command means, with a refusal saying why when there is none or several
    /// (`none_here` words the refusal when none fits).
    fn pick_challenge(
        &self,
        command: &Command,
        named: Option<ChallengeId>,
        fits: impl Fn(&ChallengeRecord) -> bool,
        none_here: impl FnOnce() -> Result<Text, Failure>,
        now: Millis,
    ) -> Result<ChallengeRecord, Failure> {
        if let Some(id) = named {
            if let Some(record) = self.store.challenge(id)?
                && record.expires > now
            {
                return Ok(record);
            }
            let challenge = ("challenge", id.to_string().into());
            return refuse(match self.store.challenge_end(id)? {
                Some(ChallengeEnd::Started(game)) => Text::key_with(
                    "challenge-started",
                    vec![challenge, ("game", game.0.into())],
                ),
                Some(ChallengeEnd::Declined) => {
                    Text::key_with("challenge-was-declined", vec![challenge])
                }
                Some(ChallengeEnd::Withdrawn) => {
                    Text::key_with("challenge-was-withdrawn", vec![challenge])
                }
                Some(ChallengeEnd::Expired) => Text::key_with("challenge-expired", vec![challenge]),
                // Still stored past its time: the clock has not removed it yet.
                None if self.store.challenge(id)?.is_some() => {
                    Text::key_with("challenge-expired", vec![challenge])
                }
                None => Text::key_with("no-such-challenge", vec![challenge]),
            });
        }
        let found: Vec<ChallengeRecord> = self
            .challenges_at(command)?
            .into_iter()
            .filter(|record| record.expires > now && fits(record))
            .collect();
        match found.as_slice() {
            [only] => Ok(only.clone()),
            [] => refuse(none_here()?),
            several => {
                let numbers: Vec<String> =
                    several.iter().map(|record| record.id.to_string()).collect();
                refuse(Text::key_with(
                    "several-challenges",
                    vec![
                        (
                            "challenges",
                            crate::host::text::some_numbers(&numbers).into(),
                        ),
                        (
                            "example",
                            match command.request {
                                Request::Cancel(_) => format!("cancel {}", numbers[0]),
                                Request::Decline(..) => format!("decline {}", numbers[0]),
                                _ => format!("accept {}", numbers[0]),
                            }
                            .into(),
                        ),
                    ],
                ))
            }
        }
    }

    /// Whether `user` may take a seat in `challenge`: named and not seated yet, or an open seat is free.
    fn may_join(&self, challenge: &ChallengeRecord, user: crate::model::UserId) -> bool {
        let seats = self.seats_of(challenge).unwrap_or(0);
        challenge.awaits(user) || (!challenge.has_seated(user) && challenge.open_seats(seats) > 0)
    }

    pub(in crate::host) fn accept(
        &self,
        command: &Command,
        named: Option<ChallengeId>,
        seed: Option<&str>,
        now: Millis,
    ) -> Handled {
        let me = command.from.id;
        let _lobby = self.lobby();
        // None fits: a second `accept` where one's game just started most likely means that game.
        let none_here = || {
            Ok(match self.game_started_here(command)? {
                Some((game, place)) => {
                    Text::key_with("no-challenge-game-on", vec![("game", game.0.into())])
                        .channel(place)
                        .say("sentence-end", Vec::new())
                }
                None => Text::key("no-challenge-for-you"),
            })
        };
        let challenge = self.pick_challenge(
            command,
            named,
            |record| self.may_join(record, me),
            none_here,
            now,
        )?;
        if challenge.challenger.id == me {
            return refuse(Text::key_with(
                "challenge-own",
                vec![("challenge", challenge.id.to_string().into())],
            ));
        }
        if challenge.has_seated(me) {
            return refuse(Text::key_with(
                "challenge-seated",
                vec![("challenge", challenge.id.to_string().into())],
            ));
        }
        if !self.may_join(&challenge, me) {
            let names: Vec<String> = challenge
                .invited
                .iter()
                .map(|user| user.name.clone())
                .collect();
            return refuse(Text::key_with(
                "challenge-for-others",
                vec![
                    ("challenge", challenge.id.to_string().into()),
                    ("players", wording::and_list(&names).into()),
                ],
            ));
        }
        self.check_games_limit(me)?;
        let stored = challenge.clone();
        let mut challenge = challenge;
        challenge.joined.push(command.from.clone());
        challenge
            .seed_words
            .extend(seed.map(|word| (me, word.to_owned())));
        let seating = self.seating_of(&challenge)?;
        if challenge.seated().len() < seating.seats() {
            return self.seat_taken(&stored, challenge, command, seating.seats());
        }
        self.start(&stored, challenge, &seating, command, now)
    }

    /// Someone took a seat in `stored` and others are still missing: the challenge waits on.
    fn seat_taken(
        &self,
        stored: &ChallengeRecord,
        challenge: ChallengeRecord,
        command: &Command,
        seats: usize,
    ) -> Handled {
        let mut missing: Vec<Text> = challenge
            .invited
            .iter()
            .filter(|user| challenge.awaits(user.id))
            .map(|user| Text::from(user.name.clone()))
            .collect();
        let open = challenge.open_seats(seats);
        if open > 0 {
            missing.push(Text::key_with("more-players", vec![("count", open.into())]));
        }
        let said = vec![send(
            Target::Reply,
            Message {
                text: Text::key_with(
                    "seat-taken",
                    vec![
                        ("player", command.from.name.clone().into()),
                        ("challenge", challenge.id.to_string().into()),
                        ("seated", challenge.seated().len().into()),
                        ("seats", seats.into()),
                        ("missing", wording::and_list(&missing).into()),
                    ],
                ),
                buttons: buttons::challenge(challenge.id, challenge.invited.is_empty()),
                slot: Some(Slot::Challenge(challenge.id)),
                ..Message::default()
            },
        )];
        let parcel = outbox::pack(&said, Some(Asker::of(command)));
        let stored = self
            .store
            .put_challenge(stored, &challenge, parcel.as_ref())?;
        Ok(with_receipt(said, stored))
    }

    pub(in crate::host) fn decline(
        &self,
        command: &Command,
        named: Option<ChallengeId>,
        reason: Option<&str>,
        now: Millis,
    ) -> Handled {
        let me = command.from.id;
        let _lobby = self.lobby();
        let challenge = self.pick_challenge(
            command,
            named,
            |record| record.invited.iter().any(|user| user.id == me),
            || Ok(Text::key("no-challenge-to-decline")),
            now,
        )?;
        if !challenge.invited.iter().any(|user| user.id == me) {
            return if challenge.invited.is_empty() {
                refuse(Text::key_with(
                    "challenge-open-decline",
                    vec![
                        ("challenge", challenge.id.to_string().into()),
                        ("challenger", challenge.challenger.name.clone().into()),
                    ],
                ))
            } else {
                let names: Vec<String> = challenge
                    .invited
                    .iter()
                    .map(|user| user.name.clone())
                    .collect();
                refuse(Text::key_with(
                    "challenge-for-others-decline",
                    vec![
                        ("challenge", challenge.id.to_string().into()),
                        ("players", wording::and_list(&names).into()),
                    ],
                ))
            };
        }
        let mut args = vec![
            ("player", command.from.name.clone().into()),
            ("challenger", challenge.challenger.name.clone().into()),
            ("challenge", challenge.id.to_string().into()),
        ];
        let said = vec![reply(match reason {
            Some(reason) => {
                args.push(("reason", echo(reason).into()));
                Text::key_with("challenge-declined-why", args)
            }
            None => Text::key_with("challenge-declined", args),
        })];
        self.withdraw(
            &challenge,
            ChallengeEnd::Declined,
            said,
            Some(Asker::of(command)),
        )
    }

    pub(in crate::host) fn cancel(
        &self,
        command: &Command,
        named: Option<ChallengeId>,
        now: Millis,
    ) -> Handled {
        let me = command.from.id;
        let _lobby = self.lobby();
        let challenge = self.pick_challenge(
            command,
            named,
            |record| record.challenger.id == me,
            || Ok(Text::key("no-challenge-to-cancel")),
            now,
        )?;
        if challenge.challenger.id != me {
            return refuse(Text::key_with(
                "challenge-not-yours",
                vec![
                    ("challenge", challenge.id.to_string().into()),
                    ("challenger", challenge.challenger.name.clone().into()),
                ],
            ));
        }
        let said = vec![reply(Text::key_with(
            "challenge-withdrawn",
            vec![
                ("player", command.from.name.clone().into()),
                ("challenge", challenge.id.to_string().into()),
            ],
        ))];
        self.withdraw(
            &challenge,
            ChallengeEnd::Withdrawn,
            said,
            Some(Asker::of(command)),
        )
    }

    /// Removes a challenge that will not be played, keeping how it ended, with what its end says.
    pub(in crate::host) fn withdraw(
        &self,
        challenge: &ChallengeRecord,
        end: ChallengeEnd,
        said: Vec<Effect>,
        asker: Option<Asker>,
    ) -> Handled {
        let mut said = said;
        said.insert(0, Effect::Retire(Slot::Challenge(challenge.id)));
        let parcel = outbox::pack(&said, asker);
        let stored = self
            .store
            .remove_challenge(challenge, end, parcel.as_ref())?;
        self.timers().set(Timer::Expire(challenge.id), None);
        Ok(with_receipt(said, stored))
    }
}
