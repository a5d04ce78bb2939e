//! The lobby: challenges made, joined seat by seat, declined, withdrawn, listed and expired, and games
//! started from them once every seat is taken.
//!
//! Seats fill in a fixed order: the challenger takes the first seat, then the challenger's partners (in
//! team games), then the others in seat order. The people named in a challenge take those seats in the
//! order they were named, whenever they accept; seats nobody was named for go to whoever joins, in the
//! order they join.
//!
//! This file makes challenges, to people or to the bot (whose game starts at once); `answers.rs` takes
//! the answers to them, `start.rs` starts a game once every seat is taken, `rematch.rs` offers a
//! finished game's players another, and `posts.rs` shows challenges.

mod answers;
mod posts;
mod rematch;
pub(super) mod start;

use super::computer_user;
use super::outbox;
use super::sessions::with_receipt;
use super::timers::Timer;
use super::{Failure, Handled, Host, refuse, send};
use crate::clock::DEFAULT_SETUP;
use crate::host::api::{
    ChallengeTerms, Command, GameId, Millis, Place, Target, Text, User, UserId,
};
use crate::host::fairness;
use crate::host::outbox::Asker;
use crate::message::safe::{defuse, name};
use crate::store::{ChallengeRecord, SCHEMA_VERSION};
use games::Seating;
use posts::challenge_post;
use std::sync::MutexGuard;

impl Host {
    pub(super) fn challenge(
        &self,
        command: &Command,
        terms: &ChallengeTerms,
        now: Millis,
    ) -> Handled {
        if !self.config.catalogue.offers(terms.kind) {
            let unknown = games::UnknownGame(terms.kind.id().to_owned());
            return refuse(crate::host::parse::unknown_game(&unknown));
        }
        if let Some(level) = terms.computer {
            return self.challenge_computer(command, terms, level, Arranged::default(), now);
        }
        self.open_challenge(command, terms, Arranged::default(), now)
    }

    /// Posts a challenge made in `command`'s channel, with what a rematch settles beforehand.
    fn open_challenge(
        &self,
        command: &Command,
        terms: &ChallengeTerms,
        arranged: Arranged,
        now: Millis,
    ) -> Handled {
        let Arranged {
            seat_order,
            rematch_of,
        } = arranged;
        let Place::Channel { server, channel } = command.place else {
            return refuse(Text::key("challenge-in-channel"));
        };
        let invited: Vec<User> = terms
            .invited
            .iter()
            .map(|user| User {
                id: user.id,
                name: name(&user.name),
            })
            .collect();
        if invited.iter().any(|user| user.id == command.from.id) {
            return refuse(Text::key("challenge-yourself"));
        }
        let kind = terms.kind;
        let setup_time = setup_time(terms);
        let seats = kind
            .seating(&terms.options)
            .map_err(|error| Failure::Refused(defuse(&error.to_string()).into()))?
            .seats();
        let _lobby = self.lobby();
        let mut posted = Vec::new();
        let (record, stored) = self.store.create_challenge(
            |id| ChallengeRecord {
                schema: SCHEMA_VERSION,
                id,
                kind,
                challenger: command.from.clone(),
                joined: match terms.computer {
                    // The computer takes every seat nobody was named for.
                    Some(level) => vec![
                        super::computer::computer_user(level);
                        (seats - 1).saturating_sub(invited.len())
                    ],
                    None => Vec::new(),
                },
                invited,
                options: terms.options.clone(),
                clock: terms.clock.unwrap_or(self.config.default_clock),
                setup_time,
                server,
                channel,
                created: now,
                expires: now.saturating_add(self.config.challenge_lifetime),
                seat_order,
                computer: terms.computer.map(ai::Level::number),
                casual: terms.casual || terms.computer.is_some(),
                rematch_of,
                server_seed: fairness::server_seed(kind, self.config.seed, id),
                seed_words: seed_words(command, terms),
            },
            |record| {
                posted = vec![send(Target::Reply, challenge_post(record, seats))];
                outbox::pack(&posted, Some(Asker::of(command)))
            },
            &self.quota(now),
        )?;
        self.timers()
            .set(Timer::Expire(record.id), Some(record.expires));
        Ok(with_receipt(posted, stored))
    }

    /// Refuses when `user`, who asked to take a seat, plays as many games as anyone may: said before the
    /// seat is taken, so nobody holds a seat in a game they could not play (the store checks it again
    /// when the game starts, with every other player).
    fn check_games_limit(&self, user: UserId) -> Result<(), Failure> {
        let playing = self.store.games_of_user(user)?.len();
        let limit = self.config.limits.games_in_progress;
        if playing >= limit {
            return refuse(Text::key_with(
                "games-limit",
                vec![("count", playing.into())],
            ));
        }
        Ok(())
    }

    /// How many seats the game of a challenge has.
    fn seats_of(&self, challenge: &ChallengeRecord) -> Result<usize, Failure> {
        Ok(self.seating_of(challenge)?.seats())
    }

    fn seating_of(&self, challenge: &ChallengeRecord) -> Result<Seating, Failure> {
        challenge
            .kind
            .seating(&challenge.options)
            .map_err(|error| Failure::Refused(defuse(&error.to_string()).into()))
    }

    /// A challenge to the bot itself: the computer takes every other seat at once and the game starts.
    /// `arranged` settles who sits where (a rematch turns the seats); by default the challenger sits
    /// first.
    fn challenge_computer(
        &self,
        command: &Command,
        terms: &ChallengeTerms,
        level: ai::Level,
        arranged: Arranged,
        now: Millis,
    ) -> Handled {
        let Place::Channel { server, channel } = command.place else {
            return refuse(Text::key("challenge-in-channel"));
        };
        if ai::opponent_for(terms.kind.id()).is_none() {
            return refuse(super::parse::bot_cannot_play(terms.kind));
        }
        let seating = terms
            .kind
            .seating(&terms.options)
            .map_err(|error| Failure::Refused(defuse(&error.to_string()).into()))?;
        if !terms.invited.is_empty() {
            // The people named play beside the computer: the challenge waits for them.
            return self.open_challenge(command, terms, arranged, now);
        }
        let setup_time = setup_time(terms);
        let _lobby = self.lobby();
        // The challenge is taken up as it is made: it is stored only so the game has its number's source,
        // and it is never posted.
        let (record, _) = self.store.create_challenge(
            |id| ChallengeRecord {
                schema: SCHEMA_VERSION,
                id,
                kind: terms.kind,
                challenger: command.from.clone(),
                invited: Vec::new(),
                joined: vec![computer_user(level); seating.seats() - 1],
                options: terms.options.clone(),
                clock: terms.clock.unwrap_or(self.config.default_clock),
                setup_time,
                server,
                channel,
                created: now,
                expires: now.saturating_add(self.config.challenge_lifetime),
                seat_order: arranged.seat_order,
                computer: Some(level.number()),
                casual: true,
                rematch_of: None,
                server_seed: fairness::server_seed(terms.kind, self.config.seed, id),
                seed_words: seed_words(command, terms),
            },
            |_| None,
            &self.quota(now),
        )?;
        let started = self.start(&record, record.clone(), &seating, command, now);
        if started.is_err() {
            // Nothing was started: the challenge goes, unseen.
            self.store
                .remove_challenge(&record, crate::store::ChallengeEnd::Withdrawn, None)?;
        }
        started
    }

    pub(super) fn lobby(&self) -> MutexGuard<'_, ()> {
        self.lobby
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
    }
}

/// What a rematch settles before its challenge is answered; nothing for a new challenge.
#[derive(Debug, Default)]
struct Arranged {
    /// Who sits where, seat by seat (a rematch moves every player one seat on); empty when seats fill
    /// in the usual order.
    seat_order: Vec<UserId>,
    /// The finished game it is a rematch of.
    rematch_of: Option<GameId>,
}

/// The setup time of a game challenged on `terms`: the one they give, else the default, for a game with
/// a setup phase; none for the others.
fn setup_time(terms: &ChallengeTerms) -> Option<Millis> {
    terms
        .kind
        .about
        .policy
        .setup_phase
        .then(|| terms.setup_time.unwrap_or(DEFAULT_SETUP))
}

/// The challenger's seed word, as the challenge keeps it.
fn seed_words(command: &Command, terms: &ChallengeTerms) -> Vec<(UserId, String)> {
    terms
        .seed
        .iter()
        .map(|word| (command.from.id, word.clone()))
        .collect()
}
