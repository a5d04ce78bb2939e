//! The tournament commands: create, join, leave, pause, start, halt, resume, cancel, standings, and the
//! server's list.

use super::results::Looking;
use super::{picture, texts};
use crate::host::acting::CalledOff;
use crate::host::api::{
    Command, Effect, GameId, Message, Millis, Place, Slot, Starts, Target, Text, TournamentAct,
    TournamentRequest, TournamentTerms, UserId, Via,
};
use crate::host::outbox::{self, Asker};
use crate::host::parse::LONGEST_WAIT;
use crate::host::sessions::with_receipt;
use crate::host::{Failure, Handled, Host, private_reply, refuse, reply, send};
use crate::message::safe::name;
use crate::store::{SCHEMA_VERSION, Stage, TournamentRecord};
use crate::tournament::Swiss;
use games::Intervention;

impl Host {
    /// `tournament …`: each act on the tournament it means.
    pub(in crate::host) fn tournament(
        &self,
        command: &Command,
        request: &TournamentRequest,
        now: Millis,
    ) -> Handled {
        match &request.act {
            TournamentAct::Create(terms) => self.create_tournament(command, terms, now),
            TournamentAct::Join => {
                let record = self.tournament_meant(command, request)?;
                match &record.stage {
                    Stage::Arena(arena) => self.join_arena(command, &record, arena.clone(), now),
                    _ => self.join_tournament(command, record),
                }
            }
            TournamentAct::Pause => {
                let record = self.tournament_meant(command, request)?;
                self.pause_arena(command, &record, now)
            }
            TournamentAct::Leave => {
                let record = self.tournament_meant(command, request)?;
                self.leave_tournament(command, record, now)
            }
            TournamentAct::Start => {
                let record = self.tournament_meant(command, request)?;
                self.start_tournament(command, request, record, now)
            }
            TournamentAct::Cancel => {
                let record = self.tournament_meant(command, request)?;
                self.cancel_tournament(command, request, record)
            }
            TournamentAct::Halt | TournamentAct::Resume => {
                let record = self.tournament_meant(command, request)?;
                self.hold_tournament(command, request, record, now)
            }
            TournamentAct::Standings => {
                let record = self.tournament_meant(command, request)?;
                let language = self.language_of(command.from.id, None);
                let answer = Message {
                    text: texts::standings(&record),
                    ..Message::default()
                };
                let message = picture::with_standings(&record, answer, language)?;
                Ok(vec![send(Target::Reply, message)])
            }
        }
    }

    /// `tournaments`: the server's open tournaments, one a line.
    pub(in crate::host) fn list_tournaments(&self, command: &Command) -> Handled {
        let Place::Channel { server, .. } = command.place else {
            return refuse(Text::key("tournament-in-server"));
        };
        let open = self.store.open_tournaments(server)?;
        if open.is_empty() {
            return Ok(vec![reply(Text::key("no-tournaments"))]);
        }
        let mut text = Text::key("tournaments-heading");
        for record in &open {
            text = text.plain("\n").then(texts::line(record));
        }
        Ok(vec![reply(text)])
    }

    /// Makes a tournament in the command's channel and announces it there, unless the server has as
    /// many open as it may (counted by the store in the same write).
    fn create_tournament(
        &self,
        command: &Command,
        terms: &TournamentTerms,
        now: Millis,
    ) -> Handled {
        let Place::Channel { server, channel } = command.place else {
            return refuse(Text::key("tournament-in-server"));
        };
        let kind = terms.game.kind;
        if !self.config.catalogue.offers(kind) {
            let unknown = games::UnknownGame(kind.id().to_owned());
            return refuse(crate::host::parse::unknown_game(&unknown));
        }
        let seats = kind
            .seating(&terms.game.options)
            .map_err(|error| Failure::Refused(crate::host::wording::reason_text(&error.0)))?
            .seats();
        if seats != 2 {
            return refuse(Text::key_with(
                "tournament-two-players",
                vec![("game", crate::host::wording::game_name(kind).into())],
            ));
        }
        let limit = self.config.limits.tournament_players;
        let max_players = terms.max_players.unwrap_or(limit);
        if max_players > limit {
            return refuse(Text::key_with(
                "tournament-max-over",
                vec![("count", limit.into())],
            ));
        }
        let starts = match terms.starts {
            None => None,
            Some(Starts::In(wait)) => Some(now + wait),
            Some(Starts::At(at)) if at <= now => {
                return refuse(Text::key("tournament-starts-past"));
            }
            Some(Starts::At(at)) if at > now + LONGEST_WAIT => {
                return refuse(Text::key("tournament-starts-hint"));
            }
            Some(Starts::At(at)) => Some(at),
        };
        let mut posted = Vec::new();
        let (record, stored) = self.store.create_tournament(
            |id| TournamentRecord {
                place: None,
                schema: SCHEMA_VERSION,
                id,
                version: 0,
                kind,
                options: terms.game.options.clone(),
                clock: terms.game.clock.unwrap_or(self.config.default_clock),
                casual: terms.game.casual,
                rounds: terms.rounds,
                arena: terms.arena,
                max_players,
                creator: command.from.clone(),
                server,
                channel,
                created: now,
                starts,
                computer: terms.computer,
                halted: false,
                players: Vec::new(),
                stage: Stage::Gathering,
            },
            |record| {
                posted = vec![send(Target::Channel(channel), texts::announcement(record))];
                posted.extend(acknowledgement(command, "tournament-created", record));
                outbox::pack(&posted, Some(Asker::of(command)))
            },
            self.config.limits.tournaments_per_server,
        )?;
        tracing::info!(tournament = record.id.0, "tournament created");
        Ok(with_receipt(posted, stored))
    }

    fn join_tournament(&self, command: &Command, mut record: TournamentRecord) -> Handled {
        let said = vec![("tournament", record.id.to_string().into())];
        if !matches!(record.stage, Stage::Gathering) {
            return refuse(Text::key_with("tournament-not-gathering", said));
        }
        if record
            .players
            .iter()
            .any(|player| player.id == command.from.id)
        {
            return refuse(Text::key_with("tournament-joined-already", said));
        }
        if record.players.len() >= record.max_players {
            return refuse(Text::key_with(
                "tournament-full",
                vec![
                    ("tournament", record.id.to_string().into()),
                    ("count", record.max_players.into()),
                ],
            ));
        }
        let previous = record.clone();
        record.players.push(crate::model::User {
            id: command.from.id,
            name: name(&command.from.name),
        });
        self.tournament_changed(command, &previous, &record, "tournament-joined")
    }

    /// Leaves a tournament that gathers players; withdraws from one that plays, resigning the game being
    /// played, so the round does not wait.
    fn leave_tournament(
        &self,
        command: &Command,
        mut record: TournamentRecord,
        now: Millis,
    ) -> Handled {
        let me = command.from.id;
        let said = vec![("tournament", record.id.to_string().into())];
        if !record.players.iter().any(|player| player.id == me) {
            return refuse(Text::key_with("tournament-not-entered", said));
        }
        let previous = record.clone();
        match &mut record.stage {
            Stage::Gathering => {
                record.players.retain(|player| player.id != me);
                self.tournament_changed(command, &previous, &record, "tournament-left")
            }
            Stage::Playing(swiss) => {
                if !swiss.withdraw(me) {
                    return refuse(Text::key_with("tournament-withdrawn-already", said));
                }
                let playing = current_game(swiss, me);
                let mut effects =
                    self.tournament_changed(command, &previous, &record, "tournament-withdrew")?;
                if let Some(game) = playing {
                    effects.extend(self.resign_for(game, me, now)?);
                }
                Ok(effects)
            }
            Stage::Arena(arena) => {
                let arena = arena.clone();
                self.leave_arena(command, &previous, arena, now)
            }
            Stage::Over(_) | Stage::ArenaOver(_) | Stage::Cancelled => {
                refuse(Text::key_with("tournament-not-open", said))
            }
        }
    }

    /// Resigns `player`'s game `game` for them, if it goes on.
    pub(super) fn resign_for(&self, game: GameId, player: UserId, now: Millis) -> Handled {
        self.with_game_id(game, |session| {
            if session.record.finished {
                return Ok(Vec::new());
            }
            let seat = crate::host::permissions::seat_of(&session.record, player)?;
            self.rule_on(session, Intervention::Resign(seat), None, None, now)
        })
    }

    /// Pairs the first round and opens its games.
    fn start_tournament(
        &self,
        command: &Command,
        request: &TournamentRequest,
        record: TournamentRecord,
        now: Millis,
    ) -> Handled {
        let said = vec![("tournament", record.id.to_string().into())];
        if record.creator.id != command.from.id && !request.may_manage {
            return refuse(Text::key_with("tournament-not-yours", said));
        }
        if !matches!(record.stage, Stage::Gathering) {
            return refuse(Text::key_with("tournament-not-gathering", said));
        }
        if record.players.len() < 2 {
            return Err(super::rounds::too_few(&record));
        }
        let mut effects = self.begin_tournament(&record, now)?;
        effects.extend(acknowledgement(command, "tournament-started", &record));
        Ok(effects)
    }

    /// Puts a tournament being played on hold, or takes it off hold and pairs what waited.
    fn hold_tournament(
        &self,
        command: &Command,
        request: &TournamentRequest,
        mut record: TournamentRecord,
        now: Millis,
    ) -> Handled {
        let said = vec![("tournament", record.id.to_string().into())];
        if record.creator.id != command.from.id && !request.may_manage {
            return refuse(Text::key_with("tournament-not-yours", said));
        }
        if !matches!(record.stage, Stage::Playing(_) | Stage::Arena(_)) {
            return refuse(Text::key_with("tournament-not-running", said));
        }
        let halt = request.act == TournamentAct::Halt;
        if record.halted == halt {
            let key = match halt {
                true => "tournament-halted-already",
                false => "tournament-not-halted",
            };
            return refuse(Text::key_with(key, said));
        }
        let previous = record.clone();
        record.halted = halt;
        let done = match halt {
            true => "tournament-halted",
            false => "tournament-goes-on",
        };
        let mut effects = self.tournament_changed(command, &previous, &record, done)?;
        if !halt {
            effects.extend(self.reconciled(record.id, Looking::AtAll, now));
        }
        Ok(effects)
    }

    fn cancel_tournament(
        &self,
        command: &Command,
        request: &TournamentRequest,
        mut record: TournamentRecord,
    ) -> Handled {
        let said = vec![("tournament", record.id.to_string().into())];
        if record.creator.id != command.from.id && !request.may_manage {
            return refuse(Text::key_with("tournament-not-yours", said));
        }
        let playing: Vec<GameId> = match &record.stage {
            Stage::Gathering => Vec::new(),
            Stage::Playing(swiss) => games_going_on(swiss),
            Stage::Arena(arena) => super::arena::games_going_on(arena),
            Stage::Over(_) | Stage::ArenaOver(_) | Stage::Cancelled => {
                return refuse(Text::key_with("tournament-not-open", said));
            }
        };
        let previous = record.clone();
        record.stage = Stage::Cancelled;
        let mut effects =
            self.tournament_changed(command, &previous, &record, "tournament-cancel-done")?;
        effects.push(Effect::Retire(Slot::Tournament(record.id)));
        // Its games end without a result.
        for game in playing {
            effects.extend(self.with_game_id(game, |session| {
                if session.record.finished {
                    return Ok(Vec::new());
                }
                self.call_off(
                    session,
                    Text::key("why-tournament-cancelled"),
                    CalledOff::NoResult,
                )
            })?);
        }
        Ok(effects)
    }

    /// Writes `record` over the stored `previous` with its announcement brought up to date, and says
    /// `done` to the asker of an interaction (a typed command sees the announcement change).
    fn tournament_changed(
        &self,
        command: &Command,
        previous: &TournamentRecord,
        record: &TournamentRecord,
        done: &str,
    ) -> Handled {
        let mut effects = vec![send(
            Target::Channel(record.channel),
            texts::announcement(record),
        )];
        effects.extend(acknowledgement(command, done, record));
        let parcel = outbox::pack(&effects, Some(Asker::of(command)));
        let (_, stored) = self
            .store
            .put_tournament(previous, record, parcel.as_ref())?;
        Ok(with_receipt(effects, stored))
    }
}

/// The word to the asker that what they asked is done: privately to an interaction (Discord wants every
/// interaction answered), as a reply to a command typed in another channel; a command typed in the
/// tournament's channel is answered by its announcement.
pub(super) fn acknowledgement(
    command: &Command,
    done: &str,
    record: &TournamentRecord,
) -> Option<Effect> {
    let text = Text::key_with(done, vec![("tournament", record.id.to_string().into())]);
    match (command.via, command.place) {
        (Via::Interaction, _) => Some(private_reply(text)),
        (Via::Text, Place::Channel { channel, .. }) if channel == record.channel => None,
        (Via::Text, _) => Some(reply(text)),
    }
}

/// The game `player` plays in the current round of `swiss`, if it has not ended.
fn current_game(swiss: &Swiss, player: UserId) -> Option<GameId> {
    let round = swiss.rounds().last()?;
    round
        .boards
        .iter()
        .find(|board| board.finish.is_none() && (board.first == player || board.second == player))
        .and_then(|board| board.game)
}

/// The games of the current round of `swiss` that have not ended.
fn games_going_on(swiss: &Swiss) -> Vec<GameId> {
    swiss.rounds().last().map_or_else(Vec::new, |round| {
        round
            .boards
            .iter()
            .filter(|board| board.finish.is_none())
            .filter_map(|board| board.game)
            .collect()
    })
}
