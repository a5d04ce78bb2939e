//! Playing a game: moves, resignations, draws, time-outs and reminders, and showing boards, records and lists.

use super::permissions::{self, Purpose};
use super::sessions::{Session, lock};
use super::{Failure, Handled, Host, buttons, private_reply, refuse, reply, send, visibility};
use crate::host::api::{Command, DrawAnswer, Effect, GameId, Message, Millis, Place, Target, Via};
use crate::host::clock::moment;
use crate::store::{GameRecord, LoggedAction};
use games::{Audience, Game, Intervention, Report, Seat};

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
        let Some(session) = self.sessions.get(&self.store, id)? else {
            return refuse(format!("There is no game #{}.", id.0));
        };
        let mut session = lock(&session);
        act(&mut session)
    }

    pub(super) fn play_move(
        &self,
        command: &Command,
        named: Option<GameId>,
        text: &str,
        now: Millis,
    ) -> Handled {
        self.with_game(command, named, Purpose::Act, |session| {
            let seat =
                permissions::seat_to_act(&session.record, session.game.as_ref(), command.from.id)?;
            if session.game.in_setup_phase() {
                return self.setup_action(session, seat, text, now);
            }
            let mut next = session.game.clone_game();
            let played = match next.play(seat, text) {
                Ok(played) => played,
                Err(error) => return refuse(super::text::defuse(&error.to_string())),
            };
            let action = LoggedAction::Play {
                seat,
                action: played.canonical,
            };
            let cooldown = session.game.draw_offer_cooldown();
            self.commit(session, next, action, now, |record| {
                record.count_turn(seat);
                if !record.draw_offers.contains(&seat) {
                    record.refuse_draw_offers(cooldown);
                }
            })?;
            self.announce(session, &played.report, now, Some(command))
        })
    }

    pub(super) fn resign(&self, command: &Command, named: Option<GameId>, now: Millis) -> Handled {
        self.with_game(command, named, Purpose::Act, |session| {
            let seat = permissions::player_in_play(
                &session.record,
                session.game.as_ref(),
                command.from.id,
            )?;
            self.intervene(session, Intervention::Resign(seat), now, Some(command))
        })
    }

    pub(super) fn confirm_resign(&self, command: &Command, named: Option<GameId>) -> Handled {
        self.with_game(command, named, Purpose::Act, |session| {
            permissions::player_in_play(&session.record, session.game.as_ref(), command.from.id)?;
            let id = session.record.id;
            Ok(vec![send(
                Target::Reply,
                Message {
                    text: format!(
                        "Do you really want to resign game #{}? This cannot be undone.",
                        id.0
                    ),
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
        self.with_game(command, named, Purpose::Act, |session| {
            let seat = permissions::player_in_play(&session.record, session.game.as_ref(), command.from.id)?;
            let id = session.record.id;
            let offers = session.record.draw_offers.clone();
            let others_offer = offers.iter().any(|offer| *offer != seat);
            let label = visibility::seat_label(&session.record, session.game.as_ref(), seat);
            match answer {
                DrawAnswer::Decline => {
                    if !others_offer {
                        return refuse(format!("There is no draw offer to decline in game #{}.", id.0));
                    }
                    let cooldown = session.game.draw_offer_cooldown();
                    session.save(&self.store, |record| record.refuse_draw_offers(cooldown))?;
                    self.to_game(session, command, format!("{label} declines the draw; game #{} goes on.", id.0), Vec::new())
                }
                DrawAnswer::Accept | DrawAnswer::Offer => {
                    if answer == DrawAnswer::Accept && !others_offer {
                        return refuse(format!(
                            "There is no draw offer to accept in game #{}; say `draw offer` to make one.",
                            id.0
                        ));
                    }
                    let wait = session.record.draw_offer_wait(seat);
                    if !others_offer && wait > 0 {
                        return refuse(format!(
                            "Your last draw offer in game #{} was not accepted; you may offer again after {wait} more turn{} of your own.",
                            id.0,
                            if wait == 1 { "" } else { "s" }
                        ));
                    }
                    if offers.contains(&seat) {
                        return refuse(format!("You already offered a draw in game #{}; the others have to answer.", id.0));
                    }
                    let everyone = (0..session.record.players.len())
                        .map(|index| Seat(index as u8))
                        .all(|other| other == seat || offers.contains(&other));
                    if everyone {
                        return self.intervene(session, Intervention::AgreedDraw, now, Some(command));
                    }
                    session.save(&self.store, |record| record.draw_offers.push(seat))?;
                    self.to_game(
                        session,
                        command,
                        format!("{label} offers a draw in game #{}; accept or decline it.", id.0),
                        buttons::draw_offer(id),
                    )
                }
            }
        })
    }

    /// A plain message for the game's place: as the reply when the command was said there, else sent there
    /// with a short reply where it was said.
    fn to_game(
        &self,
        session: &Session,
        command: &Command,
        text: String,
        buttons: Vec<crate::host::api::Button>,
    ) -> Handled {
        let message = Message {
            text,
            buttons,
            about: Some(session.record.id),
            ..Message::default()
        };
        Ok(self.route(session, Some(command), message))
    }

    fn route(&self, session: &Session, command: Option<&Command>, message: Message) -> Vec<Effect> {
        let record = &session.record;
        let in_place = command.is_some_and(|command| match command.place {
            Place::Channel { channel, .. } => record.place.unwrap_or(record.channel) == channel,
            Place::Direct => false,
        });
        if in_place {
            return vec![send(Target::Reply, message)];
        }
        let mut effects = Vec::new();
        if command.is_some() {
            effects.push(private_reply(format!(
                "Done; game #{} is in <#{}>.",
                record.id.0,
                record.place.unwrap_or(record.channel).0
            )));
        }
        effects.push(send(Target::Game(record.id), message));
        effects
    }

    /// Has the rules rule on an intervention, commits it and announces the result.
    fn intervene(
        &self,
        session: &mut Session,
        intervention: Intervention,
        now: Millis,
        command: Option<&Command>,
    ) -> Handled {
        let mut next = session.game.clone_game();
        let report = match next.intervene(intervention) {
            Ok(report) => report,
            Err(error) => return refuse(error.to_string()),
        };
        self.commit(
            session,
            next,
            LoggedAction::Intervene(intervention),
            now,
            |_| {},
        )?;
        self.announce(session, &report, now, command)
    }

    /// Commits a changed game with its log entry, restarts its clock for whoever acts next, and reschedules.
    fn commit(
        &self,
        session: &mut Session,
        next: Box<dyn Game>,
        action: LoggedAction,
        now: Millis,
        update: impl FnOnce(&mut GameRecord),
    ) -> Result<(), Failure> {
        session.commit(&self.store, next, Some(action), now, |record, _| {
            record.deadline = record.clock.deadline(now);
            update(record);
        })?;
        self.timers()
            .set_game(session.record.id, session.record.deadline);
        if session.record.finished {
            tracing::info!(game = session.record.id.0, "game over");
        }
        Ok(())
    }

    /// What the bot says after a game changed: the public board where the game is played, private boards
    /// by direct message, and the result in the starting channel when the game ends.
    fn announce(
        &self,
        session: &Session,
        report: &Report,
        now: Millis,
        command: Option<&Command>,
    ) -> Handled {
        let record = &session.record;
        let game = session.game.as_ref();
        let mut board = visibility::public_board(record, game, report, now);
        let over = game.outcome();
        if over.is_none() {
            board.buttons = buttons::in_play(
                record.id,
                visibility::has_secrets(game, record.players.len()),
            );
        }
        let mut effects = self.route(session, command, board);
        let labels = self.labels_of(&record.players)?;
        for private in visibility::private_boards(record, game, report, &labels, &[]) {
            effects.push(send(
                Target::Direct(record.player(private.seat).id),
                private.message,
            ));
        }
        if over.is_some() && visibility::reveals_record_at_end(record.kind) {
            effects.push(send(
                Target::Game(record.id),
                visibility::final_record(record, game),
            ));
        }
        if let Some(outcome) = over
            && record.place.is_some_and(|place| place != record.channel)
        {
            effects.push(send(
                Target::Channel(record.channel),
                Message {
                    text: format!(
                        "Game #{} ({}) is over. {}",
                        record.id.0,
                        visibility::title(record, game),
                        visibility::result(record, game, &outcome)
                    ),
                    about: Some(record.id),
                    ..Message::default()
                },
            ));
        }
        Ok(effects)
    }

    pub(super) fn board(&self, command: &Command, named: Option<GameId>, now: Millis) -> Handled {
        self.with_game(command, named, Purpose::Look, |session| {
            let record = &session.record;
            let game = session.game.as_ref();
            let mut board = visibility::public_board(record, game, &Report::default(), now);
            if game.in_setup_phase() && !record.finished {
                board.buttons = buttons::setup(record.id);
            } else if game.outcome().is_none() && record.seat_of(command.from.id).is_some() {
                board.buttons = buttons::in_play(
                    record.id,
                    visibility::has_secrets(game, record.players.len()),
                );
            }
            Ok(vec![send(Target::Reply, board)])
        })
    }

    pub(super) fn my_board(
        &self,
        command: &Command,
        named: Option<GameId>,
        _now: Millis,
    ) -> Handled {
        self.with_game(command, named, Purpose::Act, |session| {
            let seat = permissions::seat_of(&session.record, command.from.id)?;
            let labels = self.labels_of(&session.record.players)?;
            let Some(private) = visibility::private_boards(
                &session.record,
                session.game.as_ref(),
                &Report::default(),
                &labels,
                &[seat],
            )
            .into_iter()
            .find(|private| private.seat == seat) else {
                return refuse("Your board could not be made; please try again.");
            };
            let privately_here = command.via == Via::Interaction || command.place == Place::Direct;
            if privately_here {
                return Ok(vec![send(Target::Reply, private.message)]);
            }
            Ok(vec![
                private_reply(format!(
                    "I sent you your board of game #{} by direct message.",
                    session.record.id.0
                )),
                send(Target::Direct(command.from.id), private.message),
            ])
        })
    }

    pub(super) fn history(&self, command: &Command, named: Option<GameId>) -> Handled {
        self.with_game(command, named, Purpose::Look, |session| {
            let names: Vec<String> = session
                .record
                .players
                .iter()
                .map(|player| player.name.clone())
                .collect();
            let record = session.game.record(Audience::Public, &names);
            let record = super::text::fit_record(&record, super::text::MESSAGE_LIMIT - 20);
            Ok(vec![reply(format!(
                "Game #{}:\n```\n{}\n```",
                session.record.id.0,
                record.replace("```", "'''")
            ))])
        })
    }

    pub(super) fn list_games(&self, command: &Command, mine: bool, now: Millis) -> Handled {
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
            lines.push(visibility::list_line(
                &session.record,
                session.game.as_ref(),
                now,
            ));
        }
        if lines.is_empty() {
            let text = if mine {
                "You have no games in progress; start one with `challenge jungle @someone`."
            } else {
                "No games are in progress here; start one with `challenge jungle @someone`."
            };
            return Ok(vec![reply(text)]);
        }
        let heading = if mine {
            "Your games in progress:"
        } else {
            "Games in progress here:"
        };
        Ok(vec![reply(super::text::list(heading, &lines))])
    }

    pub(super) fn remind(&self, id: GameId, now: Millis) -> Result<Vec<Effect>, Failure> {
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
        let in_setup = session.game.in_setup_phase();
        session.save(&self.store, |record| {
            if let Some(deadline) = record.deadline.as_mut() {
                deadline.reminded = true;
            }
        })?;
        let record = &session.record;
        let game = session.game.as_ref();
        Ok(game
            .to_act()
            .into_iter()
            .map(|seat| {
                send(
                    Target::Direct(record.player(seat).id),
                    Message {
                        text: if in_setup {
                            format!(
                                "Reminder: say `ready` when your setup for game #{} ({}) suits you; setup ends {}, and the game is called off if you are not ready by then.",
                                id.0,
                                visibility::title(record, game),
                                moment(deadline.at, now)
                            )
                        } else {
                            format!(
                                "Reminder: it is your turn in game #{} ({}); time runs out {}.",
                                id.0,
                                visibility::title(record, game),
                                moment(deadline.at, now)
                            )
                        },
                        private: true,
                        about: Some(id),
                        ..Message::default()
                    },
                )
            })
            .collect())
    }

    pub(super) fn time_out(&self, id: GameId, now: Millis) -> Result<Vec<Effect>, Failure> {
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
        if session.game.in_setup_phase() {
            return self.call_off(&mut session);
        }
        let mut effects = Vec::new();
        for seat in session.game.to_act() {
            if session.game.outcome().is_some() || !session.game.to_act().contains(&seat) {
                break;
            }
            let label = visibility::seat_label(&session.record, session.game.as_ref(), seat);
            let mut next = session.game.clone_game();
            let mut report = match next.intervene(Intervention::TimeOut(seat)) {
                Ok(report) => report,
                Err(error) => return Err(Failure::Refused(error.to_string())),
            };
            report.notes.insert(
                0,
                games::Note {
                    audience: Audience::Public,
                    text: format!("{label} ran out of time."),
                },
            );
            self.commit(
                &mut session,
                next,
                LoggedAction::Intervene(Intervention::TimeOut(seat)),
                now,
                |_| {},
            )?;
            effects.extend(self.announce(&session, &report, now, None)?);
        }
        Ok(effects)
    }
}
