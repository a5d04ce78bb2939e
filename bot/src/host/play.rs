//! Playing a game: actions of every phase, resignations, draws, time-outs and reminders, and showing
//! boards, records and lists.
//!
//! The host knows no game: an action is any text the game reads in its current phase, and what the
//! action did comes back as typed facts. A finished turn ([`Fact::TurnOver`]) restarts the clock, counts
//! for draw-offer cooldowns and lets a standing offer lapse; a change of phase from setup to play starts
//! the game in public; [`Fact::Ready`] and [`Fact::Unready`] are told in public during a private setup.

use super::outbox::Asker;
use super::permissions::{self, Purpose};
use super::sessions::{Session, lock};
use super::visibility::Told;
use super::wording;
use super::{Failure, Handled, Host, buttons, private_reply, refuse, reply, send, visibility};
use crate::host::api::{
    Command, DrawAnswer, Effect, GameId, Message, Millis, Place, Slot, Target, Text, Via,
};
use crate::store::{GameRecord, LoggedAction};
use games::{Audience, Fact, Game, Intervention, Phase, Report, Seat};

/// Where an action goes: to a game, or nowhere when it was chat.
enum Addressee {
    /// This game.
    Game(GameId),
    /// Nobody: bare text that no game of the user reads as an action.
    Chat,
}

impl Host {
    /// Locks the game a command means and runs `act` on it.
    pub(super) fn with_game(
        &self,
        command: &Command,
        named: Option<GameId>,
        purpose: Purpose,
        act: impl FnOnce(&mut Session) -> Handled,
    ) -> Handled {
        let id = self.resolve_game(command.from.id, command.place, named, purpose)?;
        self.with_game_id(id, act)
    }

    pub(super) fn with_game_id(
        &self,
        id: GameId,
        act: impl FnOnce(&mut Session) -> Handled,
    ) -> Handled {
        let Some(session) = self.sessions.get(&self.store, id)? else {
            return refuse(Text::key_with("no-game", vec![("game", id.0.into())]));
        };
        let mut session = lock(&session);
        act(&mut session)
    }

    /// An action in a game: a move, a setup word, a decision; whatever the game reads now.
    pub(super) fn act(
        &self,
        command: &Command,
        named: Option<GameId>,
        text: &str,
        bare: bool,
        now: Millis,
    ) -> Handled {
        match self.addressee(command, named, text, bare)? {
            Addressee::Game(id) => self.with_game_id(id, |session| {
                let seat = permissions::seat_to_act(
                    &session.record,
                    session.game.as_ref(),
                    command.from.id,
                )?;
                self.perform(session, command, seat, text, now)
            }),
            Addressee::Chat
                if command.place == Place::Direct && self.first_chat(command.from.id) =>
            {
                Ok(vec![reply(Text::key("chat-not-read"))])
            }
            Addressee::Chat => Ok(Vec::new()),
        }
    }

    /// The game an action means. A named game, or the game whose place this is, is taken as it is.
    /// Otherwise, among the user's games here, the one where it is their turn and the game reads the
    /// text as an action of its current phase; so setup words go to games being set up and moves to
    /// games in play. When several fit, the refusal shows how to name one.
    fn addressee(
        &self,
        command: &Command,
        named: Option<GameId>,
        text: &str,
        bare: bool,
    ) -> Result<Addressee, Failure> {
        let user = command.from.id;
        if let Some(id) = named {
            return Ok(Addressee::Game(id));
        }
        if let Place::Channel { channel, .. } = command.place
            && let Some(id) = self.store.game_at_place(channel)?
        {
            let understood = self.sessions.get(&self.store, id)?.is_some_and(|session| {
                let session = lock(&session);
                session
                    .record
                    .seat_of(user)
                    .is_some_and(|seat| session.game.understands(seat, text))
            });
            return Ok(if bare && !understood {
                Addressee::Chat
            } else {
                Addressee::Game(id)
            });
        }
        let candidates = match command.place {
            Place::Channel { channel, .. } => self.store.games_in_channel(channel)?,
            Place::Direct => self.store.games_of_user(user)?,
        };
        // Each of the user's ongoing games here: whether it is their turn, and whether it reads the text.
        let mut mine: Vec<(GameId, bool, bool)> = Vec::new();
        for id in candidates {
            let Some(session) = self.sessions.get(&self.store, id)? else {
                continue;
            };
            let session = lock(&session);
            if session.record.finished {
                continue;
            }
            if let Some(seat) = session.record.seat_of(user) {
                let turn = permissions::may_act(session.game.as_ref(), seat);
                mine.push((id, turn, session.game.understands(seat, text)));
            }
        }
        let fitting: Vec<GameId> = mine
            .iter()
            .filter(|(_, turn, reads)| *turn && *reads)
            .map(|(id, ..)| *id)
            .collect();
        let reading: Vec<GameId> = mine
            .iter()
            .filter(|(_, _, reads)| *reads)
            .map(|(id, ..)| *id)
            .collect();
        match (fitting.as_slice(), reading.as_slice(), mine.as_slice()) {
            ([only], _, _) => Ok(Addressee::Game(*only)),
            ([first, ..], _, _) => {
                let numbers: Vec<String> = fitting.iter().map(|id| format!("#{}", id.0)).collect();
                let example = match text.trim().split_once(' ') {
                    Some((verb, rest)) => format!("{verb} #{} {rest}", first.0),
                    None => format!("move #{} {}", first.0, text.trim()),
                };
                refuse(Text::key_with(
                    "fits-several",
                    vec![
                        ("action", crate::message::safe::echo(text).into()),
                        ("games", super::text::some_numbers(&numbers).into()),
                        ("example", crate::message::safe::echo(example.trim()).into()),
                    ],
                ))
            }
            ([], [some, ..], _) => Ok(Addressee::Game(*some)),
            ([], [], _) if bare => Ok(Addressee::Chat),
            ([], [], [(only, ..)]) => Ok(Addressee::Game(*only)),
            // Not a player here: the game here, if there is one, says who plays it.
            ([], [], []) => self
                .resolve_game(user, command.place, None, Purpose::Act)
                .map(Addressee::Game),
            ([], [], several) => {
                let numbers: Vec<String> = several
                    .iter()
                    .map(|(id, ..)| format!("#{}", id.0))
                    .collect();
                refuse(Text::key_with(
                    "no-action-here",
                    vec![
                        ("action", crate::message::safe::echo(text).into()),
                        ("games", super::text::some_numbers(&numbers).into()),
                        ("first", numbers[0].clone().into()),
                    ],
                ))
            }
        }
    }

    /// Plays `text` for `seat`, commits it, and says what it did to whom.
    pub(super) fn perform(
        &self,
        session: &mut Session,
        command: &Command,
        seat: Seat,
        text: &str,
        now: Millis,
    ) -> Handled {
        let before = session.game.phase();
        let mut next = session.game.clone_game();
        let played = match next.play(seat, text) {
            Ok(played) => played,
            Err(error) => {
                return refuse(refused_action(
                    session.game.as_ref(),
                    seat,
                    text,
                    session.record.id,
                    &error,
                ));
            }
        };
        let action = LoggedAction::Play {
            seat,
            action: played.canonical,
        };
        let mut told = Told::from(played.report);
        let cooldown = session.game.draw_offer_cooldown();
        let turn_over = told.report.has(Fact::TurnOver(seat));
        let starts = before == Phase::Setup && next.phase() != Phase::Setup;
        let lapsing: Vec<Seat> = session
            .record
            .draw_offers
            .iter()
            .copied()
            .filter(|&offerer| turn_over && offerer != seat)
            .collect();
        if !lapsing.is_empty() {
            let offerers = wording::seat_labels(&session.record, session.game.as_ref(), &lapsing);
            told.tail.push(Text::key_with(
                "draw-lapsed",
                vec![("seats", offerers.into())],
            ));
        }
        let takeback_lapses = turn_over && session.record.takeback.is_some();
        if let Some(request) = session.record.takeback.as_ref().filter(|_| takeback_lapses) {
            let asker = wording::seat_label(&session.record, session.game.as_ref(), request.by);
            told.tail.push(Text::key_with(
                "takeback-lapsed",
                vec![("seat", asker.into())],
            ));
        }
        self.commit(
            session,
            next,
            action,
            now,
            |record| {
                if takeback_lapses {
                    record.takeback = None;
                }
                if turn_over {
                    record.count_turn(seat);
                    if !record.draw_offers.contains(&seat) {
                        record.refuse_draw_offers(cooldown);
                    }
                }
                if turn_over || starts {
                    record.deadline = record.clock.deadline(now);
                }
                if starts {
                    record.setup_entries = record.log_len;
                }
            },
            |record, game| {
                let mut said = Vec::new();
                if !lapsing.is_empty() {
                    said.push(Effect::Retire(Slot::DrawOffer(record.id)));
                }
                if takeback_lapses {
                    said.push(Effect::Retire(Slot::Takeback(record.id)));
                }
                if before == Phase::Decision {
                    said.push(Effect::Retire(Slot::Decision(record.id, command.from.id)));
                }
                said.extend(if before == Phase::Setup {
                    self.after_setup_action(record, game, seat, &told, starts)?
                } else {
                    self.announce(record, game, &told, Some(command))?
                });
                Ok(said)
            },
            Some(asker(command)),
        )
    }

    pub(super) fn resign(&self, command: &Command, named: Option<GameId>, now: Millis) -> Handled {
        self.with_game(command, named, Purpose::Act, |session| {
            let seat = permissions::player_in_play(
                &session.record,
                session.game.as_ref(),
                command.from.id,
            )?;
            self.rule_on(
                session,
                Intervention::Resign(seat),
                None,
                Some(command),
                now,
            )
        })
    }

    /// A player calls the game off before anyone has played a move (in setup, or before the first
    /// move): it ends without a result.
    pub(super) fn abort(&self, command: &Command, named: Option<GameId>) -> Handled {
        self.with_game(command, named, Purpose::Act, |session| {
            let seat = permissions::player_in_play(
                &session.record,
                session.game.as_ref(),
                command.from.id,
            )?;
            if session
                .record
                .turns_played
                .as_slice()
                .iter()
                .any(|&turns| turns > 0)
            {
                return refuse(Text::key_with(
                    "abort-too-late",
                    vec![("game", session.record.id.0.into())],
                ));
            }
            let who = wording::seat_label(&session.record, session.game.as_ref(), seat);
            self.call_off(
                session,
                Text::key_with("why-aborted", vec![("seat", who.into())]),
            )
        })
    }

    pub(super) fn confirm_resign(&self, command: &Command, named: Option<GameId>) -> Handled {
        self.with_game(command, named, Purpose::Act, |session| {
            permissions::player_in_play(&session.record, session.game.as_ref(), command.from.id)?;
            let id = session.record.id;
            Ok(vec![send(
                Target::Reply,
                Message {
                    text: Text::key_with("confirm-resign", vec![("game", id.0.into())]),
                    buttons: buttons::confirm_resign(id),
                    private: true,
                    about: Some(id),
                    ..Message::default()
                },
            )])
        })
    }

    pub(super) fn draw(
        &self,
        command: &Command,
        named: Option<GameId>,
        answer: DrawAnswer,
        now: Millis,
    ) -> Handled {
        self.draw_as(command, named, answer, None, now)
    }

    /// [`Host::draw`] for one of the sender's seats (`as_seat`), or for its only seat: the computer
    /// answers for each of its seats in a team game.
    pub(super) fn draw_as(
        &self,
        command: &Command,
        named: Option<GameId>,
        answer: DrawAnswer,
        as_seat: Option<Seat>,
        now: Millis,
    ) -> Handled {
        self.with_game(command, named, Purpose::Act, |session| {
            let mine = permissions::player_in_play(
                &session.record,
                session.game.as_ref(),
                command.from.id,
            )?;
            let seat = as_seat
                .filter(|&seat| session.record.player(seat).id == command.from.id)
                .unwrap_or(mine);
            let id = session.record.id;
            if session.game.phase() == Phase::Setup {
                return refuse(Text::key_with("draw-in-setup", vec![("game", id.0.into())]));
            }
            let offers = session.record.draw_offers.clone();
            let others_offer = offers.iter().any(|offer| *offer != seat);
            let label = wording::seat_label(&session.record, session.game.as_ref(), seat);
            match answer {
                DrawAnswer::Decline => {
                    if !others_offer {
                        return refuse(Text::key_with(
                            "no-draw-to-decline",
                            vec![("game", id.0.into())],
                        ));
                    }
                    let cooldown = session.game.draw_offer_cooldown();
                    let text = Text::key_with(
                        "draw-declined",
                        vec![("seat", label.into()), ("game", id.0.into())],
                    );
                    session.save(
                        &self.store,
                        |record| record.refuse_draw_offers(cooldown),
                        |record, _| {
                            let mut said = vec![Effect::Retire(Slot::DrawOffer(id))];
                            said.extend(self.to_game(record, command, text, Vec::new(), None));
                            Ok(said)
                        },
                        Some(asker(command)),
                    )
                }
                DrawAnswer::Accept | DrawAnswer::Offer => {
                    if answer == DrawAnswer::Accept && !others_offer {
                        return refuse(Text::key_with(
                            "no-draw-to-accept",
                            vec![("game", id.0.into())],
                        ));
                    }
                    let wait = session.record.draw_offer_wait(seat);
                    if !others_offer && wait > 0 {
                        return refuse(Text::key_with(
                            "draw-wait",
                            vec![("game", id.0.into()), ("wait", wait.into())],
                        ));
                    }
                    if offers.contains(&seat) {
                        return refuse(Text::key_with(
                            "draw-offered-already",
                            vec![("game", id.0.into())],
                        ));
                    }
                    let everyone = session
                        .record
                        .players
                        .seats()
                        .all(|other| other == seat || offers.contains(&other));
                    if everyone {
                        return self.rule_on(
                            session,
                            Intervention::AgreedDraw,
                            None,
                            Some(command),
                            now,
                        );
                    }
                    let text = Text::key_with(
                        "draw-offered",
                        vec![("seat", label.into()), ("game", id.0.into())],
                    );
                    let mut said = session.save(
                        &self.store,
                        |record| record.draw_offers.push(seat),
                        |record, _| {
                            Ok(self.to_game(
                                record,
                                command,
                                text,
                                buttons::draw_offer(id),
                                Some(Slot::DrawOffer(id)),
                            ))
                        },
                        Some(asker(command)),
                    )?;
                    // The computer answers an offer made to it after a search.
                    if super::computer::draw_offered_to_computer(
                        &session.record,
                        session.game.as_ref(),
                    ) {
                        said.push(Effect::Think(id));
                    }
                    Ok(said)
                }
            }
        })
    }

    /// A plain message for the game's place: as the reply when the command was said there, else sent there
    /// with a short reply where it was said.
    pub(super) fn to_game(
        &self,
        record: &GameRecord,
        command: &Command,
        text: Text,
        buttons: Vec<crate::host::api::Button>,
        slot: Option<Slot>,
    ) -> Vec<Effect> {
        let message = Message {
            text,
            buttons,
            about: Some(record.id),
            slot,
            ..Message::default()
        };
        self.route(record, Some(command), message)
    }

    fn route(
        &self,
        record: &GameRecord,
        command: Option<&Command>,
        message: Message,
    ) -> Vec<Effect> {
        let here = record.place.unwrap_or(record.channel);
        let in_place = command.is_some_and(|command| match command.place {
            Place::Channel { channel, .. } => here == channel,
            Place::Direct => false,
        });
        if in_place {
            return vec![send(Target::Reply, message)];
        }
        let mut effects = Vec::new();
        if command.is_some() {
            effects.push(private_reply(
                Text::key_with("done-game-is-in", vec![("game", record.id.0.into())])
                    .channel(here)
                    .say("sentence-end", Vec::new()),
            ));
        }
        effects.push(send(Target::Game(record.id), message));
        effects
    }

    /// Has the rules rule on `intervention` (telling `lead` first in public), commits it with a fresh
    /// clock when it ended a turn, and announces the result.
    fn rule_on(
        &self,
        session: &mut Session,
        intervention: Intervention,
        lead: Option<Text>,
        command: Option<&Command>,
        now: Millis,
    ) -> Handled {
        let mut next = session.game.clone_game();
        let report = match next.intervene(intervention) {
            Ok(report) => report,
            Err(error) => return refuse(rule_refusal(&error)),
        };
        let mut told = Told::from(report);
        told.lead.extend(lead);
        let turn_over = told.report.facts.iter().find_map(|fact| match fact {
            Fact::TurnOver(seat) => Some(*seat),
            _ => None,
        });
        self.commit(
            session,
            next,
            LoggedAction::Intervene(intervention),
            now,
            |record| {
                if let Some(seat) = turn_over {
                    record.count_turn(seat);
                    record.deadline = record.clock.deadline(now);
                }
            },
            |record, game| self.announce(record, game, &told, command),
            command.map(asker),
        )
    }

    /// Commits a changed game with its log entry and what the change says, and reschedules its clock.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn commit(
        &self,
        session: &mut Session,
        next: Box<dyn Game>,
        action: LoggedAction,
        now: Millis,
        update: impl FnOnce(&mut GameRecord),
        say: impl FnOnce(&GameRecord, &dyn Game) -> Handled,
        asker: Option<Asker>,
    ) -> Handled {
        let mut effects =
            session.commit(&self.store, next, Some(action), now, update, say, asker)?;
        self.timers()
            .set_game(session.record.id, session.record.deadline);
        if super::computer::computer_to_act(&session.record, session.game.as_ref()) {
            effects.push(Effect::Think(session.record.id));
        }
        if session.record.finished {
            tracing::info!(game = session.record.id.0, "game over");
        }
        Ok(effects)
    }

    /// What the bot says after a game changed: the public board where the game is played, private boards
    /// by direct message, the full record when a game that hid things is over, and the result in the
    /// starting channel when the game ends.
    pub(super) fn announce(
        &self,
        record: &GameRecord,
        game: &dyn Game,
        told: &Told,
        command: Option<&Command>,
    ) -> Handled {
        let mut board = visibility::public_board(record, game, told);
        let over = game.outcome();
        let mut effects = Vec::new();
        if over.is_none() {
            board.buttons = Self::play_buttons(record, game);
            board.ping = self.to_notify(record, &game.to_act());
        } else {
            effects.push(Effect::Retire(Slot::DrawOffer(record.id)));
            effects.push(Effect::Retire(Slot::Takeback(record.id)));
            if !record.cancelled {
                board.buttons = buttons::finished(record.id);
            }
        }
        let followers = self.to_followers(record, game, &board)?;
        effects.extend(self.route(record, command, board));
        let labels = self.looks_of(record);
        for private in visibility::private_boards(record, game, &told.report, &labels, &[]) {
            effects.push(send(
                Target::Direct(record.player(private.seat).id),
                private.message,
            ));
        }
        effects.extend(decisions(record, game, command));
        if over.is_some() && game.about().policy.reveal_record_at_end {
            effects.push(send(
                Target::Game(record.id),
                visibility::final_record(record, game),
            ));
        }
        if let Some(outcome) = over
            && record.place.is_some_and(|place| place != record.channel)
        {
            let mut args = vec![
                ("game", record.id.0.into()),
                ("title", wording::title(record, game).into()),
                (
                    "result",
                    wording::result_clause(record, &game.seating(), &outcome).into(),
                ),
            ];
            let key = match wording::rating_line(record) {
                Some(rating) => {
                    args.push(("rating", rating.into()));
                    "game-over-post-rated"
                }
                None => "game-over-post",
            };
            effects.push(send(
                Target::Channel(record.channel),
                Message {
                    text: Text::key_with(key, args),
                    about: Some(record.id),
                    ..Message::default()
                },
            ));
        }
        effects.extend(followers);
        Ok(effects)
    }

    /// The buttons under a game's public board for a player of it.
    pub(super) fn board_buttons(
        record: &GameRecord,
        game: &dyn Game,
    ) -> Vec<crate::host::api::Button> {
        match game.phase() {
            _ if record.cancelled => Vec::new(),
            _ if record.finished => buttons::finished(record.id),
            Phase::Setup => buttons::setup(record.id, game.about().verbs),
            Phase::Over => Vec::new(),
            Phase::Play | Phase::Decision => Self::play_buttons(record, game),
        }
    }

    /// The buttons under the board of a game in play; Take back where takebacks are allowed.
    fn play_buttons(record: &GameRecord, game: &dyn Game) -> Vec<crate::host::api::Button> {
        let takeback = game.about().policy.takebacks && record.computer.is_none();
        buttons::in_play(record.id, visibility::has_secrets(game), takeback)
    }

    pub(super) fn board(&self, command: &Command, named: Option<GameId>) -> Handled {
        self.with_game(command, named, Purpose::Look, |session| {
            let record = &session.record;
            let game = session.game.as_ref();
            let mut board = visibility::public_board(record, game, &Told::default());
            if record.seat_of(command.from.id).is_some() {
                board.buttons = Self::board_buttons(record, game);
            }
            Ok(vec![send(Target::Reply, board)])
        })
    }

    pub(super) fn my_board(&self, command: &Command, named: Option<GameId>) -> Handled {
        self.with_game(command, named, Purpose::Act, |session| {
            let seat = permissions::seat_of(&session.record, command.from.id)?;
            let labels = self.looks_of(&session.record);
            let Some(private) = visibility::private_boards(
                &session.record,
                session.game.as_ref(),
                &Report::default(),
                &labels,
                &[seat],
            )
            .into_iter()
            .find(|private| private.seat == seat) else {
                return refuse(Text::key("board-failed"));
            };
            let privately_here = command.via == Via::Interaction || command.place == Place::Direct;
            if privately_here {
                return Ok(vec![send(Target::Reply, private.message)]);
            }
            Ok(vec![
                private_reply(Text::key_with(
                    "board-sent",
                    vec![("game", session.record.id.0.into())],
                )),
                send(Target::Direct(command.from.id), private.message),
            ])
        })
    }

    pub(super) fn history(&self, command: &Command, named: Option<GameId>) -> Handled {
        self.with_game(command, named, Purpose::Look, |session| {
            let record = session
                .game
                .record_with(Audience::Public, &session.record.record_head());
            let record = super::text::fit_record(
                &record.replace("```", "'''"),
                super::text::MESSAGE_LIMIT - 20,
            );
            Ok(vec![reply(
                Text::key_with(
                    "history-heading",
                    vec![("game", session.record.id.0.into())],
                )
                .plain("\n```\n")
                .then(record)
                .plain("\n```"),
            )])
        })
    }

    /// Lists the games in progress here, or the user's own (`mine`) with the challenges they made or
    /// were named in that still wait.
    pub(super) fn list_games(
        &self,
        command: &Command,
        mine: bool,
        page: usize,
        now: Millis,
    ) -> Handled {
        let (ids, server) = match command.place {
            Place::Channel { server, channel } if !mine => {
                (self.store.games_in_channel(channel)?, Some(server))
            }
            Place::Channel { server, .. } => {
                (self.store.games_of_user(command.from.id)?, Some(server))
            }
            Place::Direct => (self.store.games_of_user(command.from.id)?, None),
        };
        let mut lines = Vec::new();
        for id in ids {
            let Some(session) = self.sessions.get(&self.store, id)? else {
                continue;
            };
            let session = lock(&session);
            if server.is_some_and(|server| session.record.server != server) {
                continue;
            }
            lines.push(wording::list_line(&session.record, session.game.as_ref()));
        }
        if mine {
            for record in self.store.challenges_of_user(command.from.id)? {
                let named = record.challenger.id == command.from.id
                    || record.invited.iter().any(|user| user.id == command.from.id);
                if record.expires > now && named {
                    lines.push(Text::key("line-challenge").then(self.challenge_line(&record)?));
                }
            }
        }
        if lines.is_empty() {
            let text = if mine {
                "no-games-mine"
            } else {
                "no-games-here"
            };
            return Ok(vec![reply(Text::key(text))]);
        }
        let (heading, listing) = if mine {
            ("games-mine-heading", "games mine")
        } else {
            ("games-here-heading", "games")
        };
        Ok(vec![reply(super::text::page(
            Text::key(heading),
            lines,
            page,
            listing,
        ))])
    }

    pub(super) fn remind(&self, id: GameId, now: Millis) -> Handled {
        let Some(session) = self.sessions.get(&self.store, id)? else {
            return Ok(Vec::new());
        };
        let mut session = lock(&session);
        let Some(deadline) = session
            .record
            .deadline
            .filter(|deadline| !deadline.reminded)
        else {
            return Ok(Vec::new());
        };
        if deadline.remind_at > now || session.game.outcome().is_some() {
            self.timers().set_game(id, session.record.deadline);
            return Ok(Vec::new());
        }
        let in_setup = session.game.phase() == Phase::Setup;
        session.save(
            &self.store,
            |record| {
                if let Some(deadline) = record.deadline.as_mut() {
                    deadline.reminded = true;
                }
            },
            |record, game| {
                if deadline.at <= now {
                    // The bot was down past the deadline itself: the time-out, not a reminder, is due.
                    return Ok(Vec::new());
                }
                Ok(reminders(record, game, deadline.at, in_setup))
            },
            None,
        )
    }

    pub(super) fn time_out(&self, id: GameId, now: Millis) -> Handled {
        let Some(session) = self.sessions.get(&self.store, id)? else {
            return Ok(Vec::new());
        };
        let mut session = lock(&session);
        let Some(deadline) = session.record.deadline else {
            return Ok(Vec::new());
        };
        if deadline.at > now || session.game.outcome().is_some() || session.record.finished {
            self.timers().set_game(id, session.record.deadline);
            return Ok(Vec::new());
        }
        if session.game.phase() == Phase::Setup {
            let late = wording::seat_labels(
                &session.record,
                session.game.as_ref(),
                &session.game.to_act(),
            );
            return self.call_off(
                &mut session,
                Text::key_with("why-not-ready", vec![("seats", late.into())]),
            );
        }
        let mut effects = Vec::new();
        for seat in session.game.to_act() {
            if session.game.outcome().is_some() || !session.game.to_act().contains(&seat) {
                break;
            }
            let label = wording::seat_label(&session.record, session.game.as_ref(), seat);
            match self.rule_on(
                &mut session,
                Intervention::TimeOut(seat),
                Some(Text::key_with(
                    "ran-out-of-time",
                    vec![("seat", label.into())],
                )),
                None,
                now,
            ) {
                Ok(more) => effects.extend(more),
                Err(Failure::Refused(why)) => {
                    tracing::warn!(game = id.0, %why, "a time-out was refused by the rules")
                }
                Err(failure) => return Err(failure),
            }
        }
        Ok(effects)
    }
}

/// Text as its letters and digits, lower case: how typed actions are compared with the legal ones.
pub(super) fn squash(text: &str) -> String {
    text.chars()
        .filter(|ch| ch.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// Why the rules refused something, in the reader's language: the typed reason from the catalogue (whose
/// English lines are the games' own templates, so an English reader reads the game's sentence), or, for a
/// refusal without one, the game's English sentence, which other languages replace with a general one.
pub(super) fn rule_refusal(error: &games::RuleError) -> Text {
    match error.reason() {
        Some(reason) => wording::reason_text(reason),
        None => Text::key_with(
            "refusal-untyped",
            vec![(
                "sentence",
                crate::message::safe::defuse(error.sentence()).into(),
            )],
        ),
    }
}

/// The refusal of an action the game did not take: why, in the reader's language (an English reader gets
/// the game's own sentence), and for readers of other languages the action with the seat's legal actions
/// that start as it does.
fn refused_action(
    game: &dyn Game,
    seat: Seat,
    text: &str,
    id: GameId,
    error: &games::RuleError,
) -> Text {
    let typed = squash(text);
    let start: String = typed.chars().take(2).collect();
    let like: Vec<String> = if start.chars().count() == 2 {
        game.legal_actions(seat)
            .into_iter()
            .filter(|action| squash(action).starts_with(&start))
            .take(8)
            .map(|action| format!("`{action}`"))
            .collect()
    } else {
        Vec::new()
    };
    let hint = if like.is_empty() {
        Text::default()
    } else {
        let like: Vec<Text> = like.into_iter().map(Text::from).collect();
        Text::key_with(
            "action-like",
            vec![("actions", wording::joined(like, "list-sep").into())],
        )
    };
    Text::key_with(
        "action-refused",
        vec![
            ("reason", rule_refusal(error).into()),
            ("game", id.0.into()),
            ("action", crate::message::safe::echo(text).into()),
            ("hint", hint.into()),
        ],
    )
}

/// Whom a command's answers are for.
pub(super) fn asker(command: &Command) -> Asker {
    Asker {
        user: command.from.id,
        place: command.place,
    }
}

/// The reminders of the seats still to act before `at`, by direct message.
fn reminders(record: &GameRecord, game: &dyn Game, at: Millis, in_setup: bool) -> Vec<Effect> {
    let id = record.id;
    let title = wording::title(record, game);
    game.to_act()
        .into_iter()
        .map(|seat| {
            let args = vec![("game", id.0.into()), ("title", title.clone().into())];
            let text = if in_setup {
                Text::key_with("reminder-setup", args)
                    .moment(at)
                    .say("reminder-setup-end", Vec::new())
            } else {
                Text::key_with("reminder-turn", args)
                    .moment(at)
                    .say("sentence-end", Vec::new())
            };
            send(
                Target::Direct(record.player(seat).id),
                Message {
                    text,
                    private: true,
                    about: Some(id),
                    ..Message::default()
                },
            )
        })
        .collect()
}

/// The choices of seats that must decide something now, as buttons for that player alone: as the private
/// answer to their own command from a slash command or button, else by direct message.
fn decisions(record: &GameRecord, game: &dyn Game, command: Option<&Command>) -> Vec<Effect> {
    if game.phase() != Phase::Decision {
        return Vec::new();
    }
    game.to_act()
        .into_iter()
        .filter_map(|seat| {
            let choices = game.choices(seat);
            if choices.is_empty() {
                return None;
            }
            let player = record.player(seat).id;
            let mut lines = Text::default();
            for choice in &choices {
                let (label, detail) = wording::choice_texts(choice);
                lines = lines
                    .plain("\n**")
                    .then(label)
                    .plain("**")
                    .say("choice-detail", Vec::new())
                    .then(detail);
            }
            // The choices speak of seats ("the A side moves next"): say who sits where.
            let players: Vec<Text> = record
                .players
                .seats()
                .map(|each| wording::seat_label(record, game, each))
                .collect();
            let message = Message {
                text: Text::key_with(
                    "decision",
                    vec![
                        ("game", record.id.0.into()),
                        ("players", wording::joined(players, "list-comma").into()),
                    ],
                )
                .then(lines),
                buttons: buttons::choices(record.id, &choices),
                private: true,
                about: Some(record.id),
                slot: Some(Slot::Decision(record.id, player)),
                ..Message::default()
            };
            let answers_them = command.is_some_and(|command| {
                command.from.id == player && command.via == Via::Interaction
            });
            let to = if answers_them {
                Target::Reply
            } else {
                Target::Direct(player)
            };
            Some(send(to, message))
        })
        .collect()
}
