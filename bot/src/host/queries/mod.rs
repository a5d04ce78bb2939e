//! Questions about games that change nothing: a game's board (the public one, or one's own), its record
//! so far, the lists of games in progress, whether a user plays where they typed and which moves they may
//! type (for autocomplete). Beside this file: exports, the archive of finished games and its replays,
//! the analyses of finished games, and the standings.

use super::acting;
use super::permissions::{self, Purpose};
use super::sessions::lock;
use super::visibility::{self, Told};
use super::{Handled, Host, private_reply, refuse, reply, send, wording};
use crate::host::api::{Command, GameId, Message, Millis, Place, Target, Text, UserId, Via};
use games::{Audience, Report};

mod analysis;
mod archive;
mod export;
pub mod replay;

pub use analysis::{ANALYSIS_LEASE, AnalysisJob};
mod standings;

impl Host {
    /// `verify #N`: checks a game's record against what the umpire committed to before play, answered
    /// in the asker's language.
    pub(super) fn verify(&self, command: &Command, named: Option<GameId>) -> Handled {
        self.with_game(command, named, Purpose::Look, |session| {
            let log = self.store.log(session.record.id)?;
            let said = super::fairness::verdict(&session.record, session.game.as_ref(), &log);
            Ok(vec![reply(said)])
        })
    }
}

impl Host {
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
            let text = Text::key_with(
                "history-heading",
                vec![("game", session.record.id.0.into())],
            )
            .plain("\n```\n")
            .then(record)
            .plain("\n```");
            let message = Message {
                text,
                ..Message::default()
            };
            Ok(vec![self.answer_in_place(command, message)])
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
            super::text::Heading::sentence(heading, Vec::new()),
            lines,
            page,
            listing,
        ))])
    }

    /// The name a user was last seen with, from their settings or their games; `None` if unknown.
    pub fn user_name(&self, user: UserId) -> Option<String> {
        if let Ok(Some(record)) = self.store.user(user) {
            return Some(record.name);
        }
        let games = self.store.games_of_user(user).ok()?;
        games.into_iter().find_map(|game| {
            let session = self.sessions.get(&self.store, game).ok()??;
            let session = lock(&session);
            let seat = session.record.seat_of(user)?;
            Some(session.record.player(seat).name.clone())
        })
    }

    /// Whether `user` plays a game that `place` may mean: in a direct conversation, any ongoing game of
    /// theirs; in a channel, only the game whose own place it is (finished or not, so a late action there
    /// is told why it is too late), never a public channel where people chat. There a line that is no
    /// command is read as a bare action (see [`crate::host::api::Request::parse_typed`]), which the host
    /// leaves alone when no game of theirs reads it.
    pub fn plays_at(&self, user: UserId, place: Place) -> bool {
        let plays = |game: GameId, finished_too: bool| {
            self.sessions
                .get(&self.store, game)
                .ok()
                .flatten()
                .is_some_and(|session| {
                    let session = lock(&session);
                    (finished_too || !session.record.finished)
                        && session.record.seat_of(user).is_some()
                })
        };
        match place {
            Place::Direct => self
                .store
                .games_of_user(user)
                .unwrap_or_default()
                .into_iter()
                .any(|game| plays(game, false)),
            Place::Channel { channel, .. } => self
                .store
                .game_at_place(channel)
                .ok()
                .flatten()
                .is_some_and(|game| plays(game, true)),
        }
    }

    /// For autocomplete: the legal moves of `user`'s game at `place` that start like `typed` (ignoring case,
    /// spaces and separators), at most 25. Empty when they may not act now or there is no such game.
    pub fn legal_moves(&self, user: UserId, place: Place, typed: &str) -> Vec<String> {
        let Ok(game) = self.resolve_game(user, place, None, permissions::Purpose::Act) else {
            return Vec::new();
        };
        let Ok(Some(session)) = self.sessions.get(&self.store, game) else {
            return Vec::new();
        };
        let session = lock(&session);
        let Some(seat) = session.record.seat_of(user) else {
            return Vec::new();
        };
        if !permissions::may_act(session.game.as_ref(), seat) {
            return Vec::new();
        }
        let wanted = acting::squash(typed);
        session
            .game
            .legal_actions(seat)
            .into_iter()
            .filter(|action| acting::squash(action).starts_with(&wanted))
            .take(25)
            .collect()
    }
}
