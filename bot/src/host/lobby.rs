//! The lobby: challenges made, joined seat by seat, declined, withdrawn, listed and expired, and games
//! started from them once every seat is taken.
//!
//! Seats fill in a fixed order: the challenger takes the first seat, then the challenger's partners (in
//! team games), then the others in seat order. The people named in a challenge take those seats in the
//! order they were named, whenever they accept; seats nobody was named for go to whoever joins, in the
//! order they join.

use super::acting::asker;
use super::outbox::{self, Asker};
use super::permissions::Purpose;
use super::sessions::{Session, lock, with_receipt};
use super::timers::Timer;
use super::visibility::Told;
use super::wording;
use super::{Failure, Handled, Host, buttons, refuse, reply, send, visibility};
use crate::clock::DEFAULT_SETUP;
use crate::host::api::{
    ChallengeId, ChallengeTerms, Command, Effect, GameId, Message, Millis, Place, Request, Slot,
    Target, Text, User, UserId,
};
use crate::message::safe::{defuse, echo, name};
use crate::store::{ChallengeEnd, ChallengeRecord, GameRecord, SCHEMA_VERSION};
use games::{BySeat, Game, Phase, Report, Seat, Seating};

/// The order in which a table's seats are filled: the first seat, its partners, then the rest.
fn fill_order(seating: &Seating) -> Vec<Seat> {
    let first = Seat(0);
    let mut order = vec![first];
    order.extend(seating.partners(first));
    let rest: Vec<Seat> = Seat::all(seating.seats())
        .filter(|seat| !order.contains(seat))
        .collect();
    order.extend(rest);
    order
}

/// The players of a full challenge, in seat order.
fn seat_players(challenge: &ChallengeRecord, seating: &Seating) -> BySeat<User> {
    let seated = challenge.seated();
    let settled: Vec<User> = challenge
        .seat_order
        .iter()
        .filter_map(|id| {
            seated
                .iter()
                .find(|user| user.id == *id)
                .map(|user| (*user).clone())
        })
        .collect();
    if settled.len() == seating.seats() {
        return settled.into_iter().collect();
    }
    let named = challenge.invited.iter();
    let others = challenge
        .joined
        .iter()
        .filter(|joined| !challenge.invited.iter().any(|named| named.id == joined.id));
    let in_order: Vec<&User> = std::iter::once(&challenge.challenger)
        .chain(named)
        .chain(others)
        .collect();
    let mut seated: Vec<Option<User>> = vec![None; seating.seats()];
    for (seat, user) in fill_order(seating).into_iter().zip(in_order) {
        seated[seat.index()] = Some(user.clone());
    }
    seated
        .into_iter()
        .map(|user| user.expect("a full challenge fills every seat"))
        .collect()
}

impl Host {
    pub(super) fn challenge(
        &self,
        command: &Command,
        terms: &ChallengeTerms,
        now: Millis,
    ) -> Handled {
        if let Some(level) = terms.computer {
            return self.challenge_computer(command, terms, level, Vec::new(), now);
        }
        self.open_challenge(command, terms, Vec::new(), now)
    }

    /// A rematch of a finished game, offered by one of its players: a challenge to the others for the same
    /// game, options, clock and setup time, with every player one seat on. It is answered like any
    /// challenge, and its game opens beside the finished one's.
    pub(super) fn rematch(&self, command: &Command, named: Option<GameId>, now: Millis) -> Handled {
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
        let seat_order: Vec<UserId> = (0..players.len())
            .map(|seat| players[(seat + players.len() - 1) % players.len()].id)
            .collect();
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
            return self.challenge_computer(&from_the_channel, &terms, level, seat_order, now);
        }
        let from_the_channel = Command {
            place: Place::Channel {
                server: record.server,
                channel: record.channel,
            },
            ..command.clone()
        };
        self.open_challenge(&from_the_channel, &terms, seat_order, now)
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

    /// Posts a challenge made in `command`'s channel; `seat_order` settles the seats beforehand when
    /// not empty.
    pub(super) fn open_challenge(
        &self,
        command: &Command,
        terms: &ChallengeTerms,
        seat_order: Vec<UserId>,
        now: Millis,
    ) -> Handled {
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
        let waiting = self
            .store
            .challenges_of_user(command.from.id)?
            .into_iter()
            .filter(|record| record.challenger.id == command.from.id && record.expires > now)
            .count();
        let limit = self.config.limits.open_challenges;
        if waiting >= limit {
            return refuse(Text::key_with(
                "challenge-limit",
                vec![("count", waiting.into())],
            ));
        }
        self.check_games_limit(command.from.id)?;
        let kind = terms.kind;
        let setup_time = kind
            .about
            .policy
            .setup_phase
            .then(|| terms.setup_time.unwrap_or(DEFAULT_SETUP));
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
            },
            |record| {
                posted = vec![send(Target::Reply, challenge_post(record, seats))];
                outbox::pack(&posted, Some(asker(command)))
            },
        )?;
        self.timers()
            .set(Timer::Expire(record.id), Some(record.expires));
        Ok(with_receipt(posted, stored))
    }

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

    /// Refuses when `user`, who asked, plays as many games as anyone may.
    pub(super) fn check_games_limit(&self, user: crate::model::UserId) -> Result<(), Failure> {
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

    /// The waiting challenge a command means, with a refusal saying why when there is none or several.
    fn pick_challenge(
        &self,
        command: &Command,
        named: Option<ChallengeId>,
        fits: impl Fn(&ChallengeRecord) -> bool,
        none_here: Text,
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
        let here = match command.place {
            Place::Channel { channel, .. } => self.store.challenges_in_channel(channel)?,
            Place::Direct => self.store.challenges_of_user(command.from.id)?,
        };
        let found: Vec<ChallengeRecord> = here
            .into_iter()
            .filter(|record| record.expires > now && fits(record))
            .collect();
        match found.as_slice() {
            [only] => Ok(only.clone()),
            [] => refuse(none_here),
            several => {
                let numbers: Vec<String> =
                    several.iter().map(|record| record.id.to_string()).collect();
                refuse(Text::key_with(
                    "several-challenges",
                    vec![
                        ("challenges", super::text::some_numbers(&numbers).into()),
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

    pub(super) fn accept(
        &self,
        command: &Command,
        named: Option<ChallengeId>,
        now: Millis,
    ) -> Handled {
        let me = command.from.id;
        let _lobby = self.lobby();
        let challenge = match self.pick_challenge(
            command,
            named,
            |record| self.may_join(record, me),
            Text::key("no-challenge-for-you"),
            now,
        ) {
            Ok(challenge) => challenge,
            Err(refusal) if named.is_none() => {
                return match self.game_started_here(command)? {
                    Some((game, place)) => refuse(
                        Text::key_with("no-challenge-game-on", vec![("game", game.0.into())])
                            .channel(place)
                            .say("sentence-end", Vec::new()),
                    ),
                    None => Err(refusal),
                };
            }
            Err(refusal) => return Err(refusal),
        };
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
        let parcel = outbox::pack(&said, Some(asker(command)));
        let stored = self
            .store
            .put_challenge(stored, &challenge, parcel.as_ref())?;
        Ok(with_receipt(said, stored))
    }

    /// Every seat is taken: the game is created from `challenge` (`stored` before its last seat was
    /// taken) and opened.
    pub(super) fn start(
        &self,
        stored: &ChallengeRecord,
        challenge: ChallengeRecord,
        seating: &Seating,
        command: &Command,
        now: Millis,
    ) -> Handled {
        let seed = match self.config.seed {
            Some(base) => base ^ challenge.id.0.wrapping_mul(0x9E37_79B9_7F4A_7C15),
            None => rand::random::<u64>(),
        };
        let game = challenge
            .kind
            .create(&challenge.options, seed)
            .map_err(|error| Failure::Refused(defuse(&error.to_string()).into()))?;
        let players = seat_players(&challenge, seating);
        let computer = Self::computer_seat(&challenge, &players);
        let in_setup = game.phase() == Phase::Setup;
        let snapshot = game.snapshot();
        // The public image speaks the server's language, else that of whoever opened the challenge.
        let language = self
            .server_language(challenge.server)
            .unwrap_or_else(|| self.language_of(challenge.challenger.id, None));
        let mut opening = Vec::new();
        let (record, stored) = self.store.start_game(
            stored,
            |id| GameRecord {
                schema: SCHEMA_VERSION,
                id,
                kind: challenge.kind,
                options: challenge.options.clone(),
                seed,
                turns_played: BySeat::new(players.len(), |_| 0),
                players,
                server: challenge.server,
                channel: challenge.channel,
                place: None,
                clock: challenge.clock,
                setup_time: challenge.setup_time,
                deadline: if in_setup {
                    Some(crate::clock::setup_deadline(
                        challenge.setup_time.unwrap_or(DEFAULT_SETUP),
                        now,
                    ))
                } else {
                    challenge.clock.deadline(now)
                },
                draw_offers: Vec::new(),
                log_len: 0,
                finished: game.outcome().is_some(),
                snapshot: snapshot.json,
                snapshot_version: snapshot.version,
                started: now,
                cancelled: false,
                setup_entries: 0,
                draw_offer_barred_until: Vec::new(),
                direct_failures_told: Vec::new(),
                computer,
                takeback: None,
                casual: challenge.casual,
                rating: None,
                ended: None,
                outcome: None,
                language,
            },
            |record| {
                opening = vec![Effect::Retire(Slot::Challenge(challenge.id))];
                opening.extend(self.opening(record, game.as_ref(), command));
                outbox::pack(&opening, Some(asker(command)))
            },
        )?;
        tracing::info!(game = record.id.0, kind = record.kind.id(), "game started");
        {
            let mut timers = self.timers();
            timers.set(Timer::Expire(challenge.id), None);
            timers.set_game(record.id, record.deadline);
        }
        let think = super::computer::computer_to_act(&record, game.as_ref());
        let id = record.id;
        self.sessions.insert(Session { record, game });
        let mut effects = with_receipt(opening, stored);
        if think {
            effects.push(Effect::Think(id));
        }
        Ok(effects)
    }

    /// What the start of a game says: the place opens, the first board goes there, every seat gets its
    /// private board (or its setup), and the channel learns where the game is.
    fn opening(&self, record: &GameRecord, game: &dyn Game, command: &Command) -> Vec<Effect> {
        let title = wording::title(record, game);
        let mut header = Text::key_with("game-number", vec![("game", record.id.0.into())])
            .plain(" · ")
            .then(title.clone())
            .plain(" · ")
            .then(record.clock.text());
        if let Some(setup) = record.setup_time {
            header = header.plain(" · ").say(
                "setup-time",
                vec![("span", crate::clock::span_text(setup).into())],
            );
        }
        let options = record.options.words();
        if !options.is_empty() {
            header = header.plain(format!(" · {}", defuse(&options.join(", "))));
        }
        let mut board = visibility::public_board(record, game, &Told::public(header));
        board.buttons = Self::board_buttons(record, game);
        let others: Vec<String> = record
            .players
            .values()
            .filter(|player| player.id != record.player(Seat(0)).id)
            .map(|player| player.name.clone())
            .collect();
        let humans: Vec<String> = record
            .players
            .values()
            .filter(|player| player.id != crate::model::COMPUTER)
            .map(|player| player.name.clone())
            .collect();
        let labels = self.looks_of(record);
        let news = match record.computer {
            Some(computer) => Text::key_with(
                "bot-game-on",
                vec![
                    ("player", wording::and_list(&humans).into()),
                    ("humans", humans.len().into()),
                    ("level", u32::from(computer.level).into()),
                    (
                        "name",
                        ai::Level::new(computer.level)
                            .map_or("", ai::Level::name)
                            .into(),
                    ),
                    ("game", record.id.0.into()),
                    ("kind", wording::game_name(record.kind).into()),
                ],
            ),
            None => Text::key_with(
                "challenge-joined",
                vec![
                    (
                        "players",
                        if others.len() == 1 {
                            Text::from(command.from.name.clone())
                        } else {
                            wording::and_list(&others)
                        }
                        .into(),
                    ),
                    ("challenger", record.player(Seat(0)).name.clone().into()),
                    ("game", record.id.0.into()),
                    ("kind", wording::game_name(record.kind).into()),
                ],
            ),
        };
        // The news is for everyone in the channel, so it is about the game and read in the server's
        // language, as is the place's title.
        let title = crate::i18n::localize(
            &title,
            self.server_language(record.server).unwrap_or_default(),
        )
        .to_plain();
        let mut effects = vec![
            send(
                Target::Reply,
                Message {
                    text: news,
                    about: Some(record.id),
                    ..Message::default()
                },
            ),
            Effect::OpenPlace {
                game: record.id,
                parent: record.channel,
                title: format!("#{} {title}", record.id.0),
            },
            send(Target::Game(record.id), board),
        ];
        if game.phase() == Phase::Setup {
            effects.extend(self.setup_invitations(record, game));
            return effects;
        }
        // Every seat that sees more than the public gets its first board privately.
        for private in visibility::private_boards(record, game, &Report::default(), &labels, &[]) {
            effects.push(send(
                Target::Direct(record.player(private.seat).id),
                private.message,
            ));
        }
        effects
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
            |record| record.invited.iter().any(|user| user.id == me),
            Text::key("no-challenge-to-decline"),
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
            Some(asker(command)),
        )
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
            Text::key("no-challenge-to-cancel"),
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
            Some(asker(command)),
        )
    }

    pub(super) fn list_challenges(&self, command: &Command, page: usize, now: Millis) -> Handled {
        let server = match command.place {
            Place::Channel { server, .. } => Some(server),
            Place::Direct => None,
        };
        let me = command.from.id;
        let mut lines = Vec::new();
        let mut listed = self.store.challenges_of_user(me)?;
        if let Some(server) = server {
            for record in self.store.challenges_in_server(server)? {
                if !listed.iter().any(|mine| mine.id == record.id) {
                    listed.push(record);
                }
            }
        }
        listed.sort_by_key(|record| record.id);
        for record in listed {
            if record.expires > now {
                lines.push(self.challenge_line(&record)?);
            }
        }
        if lines.is_empty() {
            return Ok(vec![reply(Text::key("no-challenges"))]);
        }
        Ok(vec![reply(crate::host::text::page(
            Text::key("challenges-heading"),
            lines,
            page,
            "challenges",
        ))])
    }

    /// A waiting challenge in one line: its code, who challenges whom, its terms, where, and when it
    /// expires.
    pub(super) fn challenge_line(&self, record: &ChallengeRecord) -> Result<Text, Failure> {
        let seats = self.seats_of(record)?;
        let to: Vec<String> = record
            .invited
            .iter()
            .map(|user| user.name.clone())
            .collect();
        let open = record.open_seats(seats)
            + record
                .joined
                .iter()
                .filter(|joined| !record.invited.iter().any(|user| user.id == joined.id))
                .count();
        let mut whom = wording::and_list(&to);
        if open > 0 {
            if !to.is_empty() {
                whom = whom.plain(", ");
            }
            whom = whom.say("line-anyone", vec![("open", open.into())]);
        }
        if seats > 2 {
            whom = whom.plain(" ").say(
                "line-seated",
                vec![
                    ("seated", record.seated().len().into()),
                    ("seats", seats.into()),
                ],
            );
        }
        Ok(
            Text::from(format!("{} {} → ", record.id, record.challenger.name))
                .then(whom)
                .plain(": ")
                .then(terms_text(record))
                .plain(" · ")
                .say("line-in", Vec::new())
                .channel(record.channel)
                .plain(" · ")
                .say("line-expires", Vec::new())
                .moment(record.expires),
        )
    }

    /// Removes a challenge that will not be played, keeping how it ended, with what its end says.
    pub(super) fn withdraw(
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

/// The post that makes a challenge known: who challenges whom to what, the open seats, and until when.
fn challenge_post(record: &ChallengeRecord, seats: usize) -> Message {
    let names: Vec<String> = record
        .invited
        .iter()
        .map(|user| user.name.clone())
        .collect();
    let invitees = wording::and_list(&names);
    let open = record.open_seats(seats);
    let args = vec![
        ("challenger", record.challenger.name.clone().into()),
        ("invitees", invitees.into()),
        ("terms", terms_text(record).into()),
        ("challenge", record.id.to_string().into()),
        ("open", open.into()),
    ];
    let text = if names.is_empty() {
        Text::key_with("challenge-open-post", args)
    } else {
        Text::key_with("challenge-post", args)
    };
    Message {
        text: text.moment(record.expires).say("sentence-end", Vec::new()),
        buttons: buttons::challenge(record.id, record.invited.is_empty()),
        slot: Some(Slot::Challenge(record.id)),
        ..Message::default()
    }
}

/// `Jungle, dog_above_wolf=on, 2 h per move` or `Junqi, 10 min to set up, 1 h per move`: the game's
/// name and options as they are typed, the times from the catalogue.
fn terms_text(record: &ChallengeRecord) -> Text {
    let mut text = wording::game_name(record.kind);
    for word in record.options.words() {
        text = text.plain(format!(", `{}`", defuse(&word)));
    }
    if let Some(setup) = record.setup_time {
        text = text.say("list-comma", Vec::new()).say(
            "setup-time",
            vec![("span", crate::clock::span_text(setup).into())],
        );
    }
    text = text.say("list-comma", Vec::new()).then(record.clock.text());
    if let Some(level) = record.computer {
        text = text.say("with-bot-seats", vec![("level", u32::from(level).into())]);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partners_are_seated_before_the_others() {
        let two = Seating::each_alone(&["Blue", "Red"]);
        assert_eq!(fill_order(&two), [Seat(0), Seat(1)]);
        let teams = Seating {
            names: vec!["South", "East", "North", "West"],
            teams: vec![0, 1, 0, 1],
        };
        assert_eq!(fill_order(&teams), [Seat(0), Seat(2), Seat(1), Seat(3)]);
    }
}
