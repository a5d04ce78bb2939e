//! The lobby: challenges made, accepted, declined, withdrawn, listed and expired, and games started from them.

use super::sessions::Session;
use super::timers::Timer;
use super::{Failure, Handled, Host, buttons, refuse, reply, send, visibility};
use crate::host::api::{ChallengeId, Command, Effect, Message, Millis, Place, Target, User};
use crate::host::clock::{ClockSpec, moment};
use crate::host::text::{defuse, echo, name};
use crate::store::{ChallengeRecord, GameRecord, SCHEMA_VERSION};
use games::{Game, GameKind, Report};

impl Host {
    pub(super) fn challenge(
        &self,
        command: &Command,
        game: &str,
        opponent: Option<&User>,
        options: &[(String, String)],
        clock: Option<&str>,
        now: Millis,
    ) -> Handled {
        let Place::Channel { server, channel } = command.place else {
            return refuse(
                "Challenges are made in a server channel, so the game has a place to be played.",
            );
        };
        let kind: GameKind = match game.parse() {
            Ok(kind) => kind,
            Err(error) => return refuse(defuse(&error.to_string())),
        };
        let options = &super::setup::setup_option(options)?;
        if let Err(error) = kind.create(options, 0) {
            return refuse(defuse(&error.to_string()));
        }
        let clock = match clock {
            None => self.config.default_clock,
            Some(text) => match text.parse::<ClockSpec>() {
                Ok(clock) => clock,
                Err(error) => return refuse(error.to_string()),
            },
        };
        let opponent = opponent.map(|user| User {
            id: user.id,
            name: name(&user.name),
        });
        if opponent
            .as_ref()
            .is_some_and(|user| user.id == command.from.id)
        {
            return refuse(
                "You cannot challenge yourself; name someone else, or nobody for an open challenge.",
            );
        }
        let _lobby = self.lobby();
        let record = self.store.create_challenge(|id| ChallengeRecord {
            schema: SCHEMA_VERSION,
            id,
            kind,
            challenger: command.from.clone(),
            opponent: opponent.clone(),
            options: options.to_vec(),
            clock,
            server,
            channel,
            created: now,
            expires: now.saturating_add(self.config.challenge_lifetime),
        })?;
        self.timers()
            .set(Timer::Expire(record.id), Some(record.expires));
        let terms = terms(&record);
        let text = match &record.opponent {
            Some(opponent) => format!(
                "{} challenges {} to {terms}. {}, accept or decline challenge #{} by {}.",
                record.challenger.name,
                opponent.name,
                opponent.name,
                record.id.0,
                moment(record.expires, now)
            ),
            None => format!(
                "{} offers an open challenge: {terms}. Anyone may accept challenge #{} by {}.",
                record.challenger.name,
                record.id.0,
                moment(record.expires, now)
            ),
        };
        Ok(vec![send(
            Target::Reply,
            Message {
                text,
                buttons: buttons::challenge(record.id, record.opponent.is_none()),
                ..Message::default()
            },
        )])
    }

    /// The waiting challenge a command means, with a refusal saying why when there is none or several.
    fn pick_challenge(
        &self,
        command: &Command,
        named: Option<ChallengeId>,
        fits: impl Fn(&ChallengeRecord) -> bool,
        none_here: &str,
        now: Millis,
    ) -> Result<ChallengeRecord, Failure> {
        if let Some(id) = named {
            return match self.store.challenge(id)? {
                Some(record) if record.expires > now => Ok(record),
                _ => refuse(format!(
                    "Challenge #{} is no longer waiting: it was answered, withdrawn or it expired.",
                    id.0
                )),
            };
        }
        let here = |record: &ChallengeRecord| match command.place {
            Place::Channel { channel, .. } => record.channel == channel,
            Place::Direct => true,
        };
        let found: Vec<ChallengeRecord> = self
            .store
            .challenges()?
            .into_iter()
            .filter(|record| record.expires > now && here(record) && fits(record))
            .collect();
        match found.as_slice() {
            [only] => Ok(only.clone()),
            [] => refuse(none_here),
            several => {
                let numbers: Vec<String> = several
                    .iter()
                    .map(|record| record.id.0.to_string())
                    .collect();
                refuse(format!(
                    "Several challenges fit ({}); say which by number, like `{}`.",
                    numbers.join(", "),
                    match command.request {
                        crate::host::api::Request::Cancel(_) => format!("cancel {}", numbers[0]),
                        crate::host::api::Request::Decline(..) => format!("decline {}", numbers[0]),
                        _ => format!("accept {}", numbers[0]),
                    }
                ))
            }
        }
    }

    pub(super) fn accept(
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
            |record| match &record.opponent {
                Some(opponent) => opponent.id == me,
                None => record.challenger.id != me,
            },
            "There is no challenge waiting for you here; `challenges` lists them.",
            now,
        )?;
        if challenge.challenger.id == me {
            return refuse(format!(
                "Challenge #{} is your own; someone else has to accept it (or say `cancel {}`).",
                challenge.id.0, challenge.id.0
            ));
        }
        if let Some(opponent) = challenge
            .opponent
            .as_ref()
            .filter(|opponent| opponent.id != me)
        {
            return refuse(format!(
                "Challenge #{} is for {}; only they can accept it.",
                challenge.id.0, opponent.name
            ));
        }
        let seed = rand::random::<u64>();
        let game = challenge
            .kind
            .create(&challenge.options, seed)
            .map_err(|error| Failure::Refused(defuse(&error.to_string())))?;
        let players = vec![challenge.challenger.clone(), command.from.clone()];
        let record = self.store.start_game(challenge.id, |id| GameRecord {
            schema: SCHEMA_VERSION,
            id,
            kind: challenge.kind,
            options: challenge.options.clone(),
            seed,
            players,
            server: challenge.server,
            channel: challenge.channel,
            place: None,
            clock: challenge.clock,
            deadline: if game.in_setup_phase() {
                Some(super::setup::setup_deadline(&challenge.options, now))
            } else {
                challenge.clock.deadline(now)
            },
            draw_offers: Vec::new(),
            log_len: 0,
            finished: game.outcome().is_some(),
            snapshot: game.snapshot(),
            started: now,
            cancelled: false,
            setup_entries: 0,
            turns_played: Vec::new(),
            draw_offer_barred_until: Vec::new(),
            direct_failures_told: Vec::new(),
        })?;
        tracing::info!(game = record.id.0, kind = record.kind.id(), "game started");
        {
            let mut timers = self.timers();
            timers.set(Timer::Expire(challenge.id), None);
            timers.set_game(record.id, record.deadline);
        }
        let effects = self.opening(&record, game.as_ref(), now)?;
        self.sessions.insert(Session { record, game });
        Ok(effects)
    }

    /// What the start of a game says: the place opens, the first board goes there, every seat gets its
    /// private board, and the channel learns where the game is.
    fn opening(
        &self,
        record: &GameRecord,
        game: &dyn Game,
        now: Millis,
    ) -> Result<Vec<Effect>, Failure> {
        let title = visibility::title(record, game);
        let mut header = format!("Game #{} · {title} · {}", record.id.0, record.clock);
        let options: Vec<String> = game
            .non_default_options()
            .iter()
            .map(|option| match option.split_once('=') {
                Some((name, value)) => super::setup::describe_option(name, value),
                None => option.clone(),
            })
            .collect();
        if !options.is_empty() {
            header.push_str(&format!(" · {}", defuse(&options.join(", "))));
        }
        let mut board = visibility::public_board(record, game, &Report::public(header), now);
        board.buttons = if game.in_setup_phase() {
            buttons::setup(record.id)
        } else {
            buttons::in_play(
                record.id,
                visibility::has_secrets(game, record.players.len()),
            )
        };
        let labels = self.labels_of(&record.players)?;
        let mut effects = vec![
            reply(format!(
                "{} accepted {}'s challenge: game #{} ({}) is on.",
                record.players[1].name,
                record.players[0].name,
                record.id.0,
                record.kind.name()
            )),
            Effect::OpenPlace {
                game: record.id,
                parent: record.channel,
                title: format!("#{} {title}", record.id.0),
            },
            send(Target::Game(record.id), board),
        ];
        if game.in_setup_phase() {
            effects.extend(self.setup_invitations(record, game, now)?);
            return Ok(effects);
        }
        // Every seat that sees more than the public gets its first board privately.
        for private in visibility::private_boards(record, game, &Report::default(), &labels, &[]) {
            effects.push(send(
                Target::Direct(record.player(private.seat).id),
                private.message,
            ));
        }
        Ok(effects)
    }

    pub(super) fn decline(
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
            |record| {
                record
                    .opponent
                    .as_ref()
                    .is_some_and(|opponent| opponent.id == me)
            },
            "There is no challenge to you here to decline; `challenges` lists them.",
            now,
        )?;
        match &challenge.opponent {
            Some(opponent) if opponent.id == me => {}
            Some(opponent) => {
                return refuse(format!(
                    "Challenge #{} is for {}; only they can decline it.",
                    challenge.id.0, opponent.name
                ));
            }
            None => {
                return refuse(format!(
                    "Challenge #{} is open to anyone, so there is nothing to decline; it lapses by itself, or {} can cancel it.",
                    challenge.id.0, challenge.challenger.name
                ));
            }
        }
        self.store.remove_challenge(challenge.id)?;
        self.timers().set(Timer::Expire(challenge.id), None);
        let why = reason
            .map(|reason| format!(": \"{}\"", echo(reason)))
            .unwrap_or_default();
        Ok(vec![reply(format!(
            "{} declined {}'s challenge #{}{why}.",
            command.from.name, challenge.challenger.name, challenge.id.0
        ))])
    }

    pub(super) fn cancel(
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
            "You have no challenge waiting here to cancel.",
            now,
        )?;
        if challenge.challenger.id != me {
            return refuse(format!(
                "Challenge #{} is {}'s; only they can cancel it.",
                challenge.id.0, challenge.challenger.name
            ));
        }
        self.store.remove_challenge(challenge.id)?;
        self.timers().set(Timer::Expire(challenge.id), None);
        Ok(vec![reply(format!(
            "{} withdrew challenge #{}.",
            command.from.name, challenge.id.0
        ))])
    }

    pub(super) fn list_challenges(&self, command: &Command, now: Millis) -> Handled {
        let server = match command.place {
            Place::Channel { server, .. } => Some(server),
            Place::Direct => None,
        };
        let lines: Vec<String> = self
            .store
            .challenges()?
            .into_iter()
            .filter(|record| record.expires > now)
            .filter(|record| {
                server.is_none_or(|server| record.server == server)
                    || record.challenger.id == command.from.id
                    || record
                        .opponent
                        .as_ref()
                        .is_some_and(|opponent| opponent.id == command.from.id)
            })
            .map(|record| {
                let to = record
                    .opponent
                    .as_ref()
                    .map_or("anyone".to_owned(), |opponent| opponent.name.clone());
                format!(
                    "#{} {} → {to}: {} · in <#{}> · expires {}",
                    record.id.0,
                    record.challenger.name,
                    terms(&record),
                    record.channel.0,
                    moment(record.expires, now)
                )
            })
            .collect();
        if lines.is_empty() {
            return Ok(vec![reply(
                "No challenges are waiting; make one with `challenge jungle @someone`.",
            )]);
        }
        Ok(vec![reply(crate::host::text::list(
            "Waiting challenges:",
            &lines,
        ))])
    }

    pub(super) fn expire(&self, id: ChallengeId, now: Millis) -> Result<Vec<Effect>, Failure> {
        let _lobby = self.lobby();
        let Some(record) = self.store.challenge(id)? else {
            return Ok(Vec::new());
        };
        if record.expires > now {
            self.timers().set(Timer::Expire(id), Some(record.expires));
            return Ok(Vec::new());
        }
        self.store.remove_challenge(id)?;
        Ok(vec![send(
            Target::Channel(record.channel),
            Message {
                text: format!(
                    "{}'s challenge #{} ({}) expired without an answer.",
                    record.challenger.name,
                    record.id.0,
                    record.kind.name()
                ),
                ..Message::default()
            },
        )])
    }
}

/// `Jungle, dog_above_wolf=on, 2 h per move` or `Junqi, 10 min to set up, 1 h per move`.
fn terms(record: &ChallengeRecord) -> String {
    let mut parts = vec![record.kind.name().to_owned()];
    parts.extend(
        record
            .options
            .iter()
            .map(|(name, value)| defuse(&super::setup::describe_option(name, value))),
    );
    parts.push(record.clock.to_string());
    parts.join(", ")
}
