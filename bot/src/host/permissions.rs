//! Who may do what: which game a command means (and running a command on it, under its lock), and
//! whether the user may act in it now.

use super::sessions::{Session, lock};
use super::{Failure, Handled, Host, refuse};
use crate::host::api::{Command, Place, Text};
use crate::model::{ChannelId, GameId, UserId};
use crate::store::GameRecord;
use games::{Audience, Game, Phase, Seat};

/// What the user wants to do with the game, which decides which games are candidates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// Play in it: only their own games count.
    Act,
    /// Look at it: their own games first, else any game here.
    Look,
}

/// A game of the place a command was given in, as far as choosing it goes.
struct Here {
    /// The game.
    id: GameId,
    /// Its own place, once opened.
    place: Option<ChannelId>,
    /// The user's seat in it, if they play it.
    seat: Option<Seat>,
    /// The seats to act in it now.
    to_act: Vec<Seat>,
}

impl Host {
    /// The game a command about a finished game (`rematch`, `replay`) means: the one named, or the one
    /// whose place this is; elsewhere, the last finished game the user played that was challenged here,
    /// and only when there is none, the game here as any command means it.
    pub(super) fn finished_game_meant(
        &self,
        command: &Command,
        named: Option<GameId>,
    ) -> Result<GameId, Failure> {
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

    /// The record of the finished game a command about one means ([`Host::finished_game_meant`]), with
    /// its number; a game still going on is refused with the sentence `not_over`, a game called off with
    /// `called_off` (each given the game's number).
    pub(super) fn finished_record(
        &self,
        command: &Command,
        named: Option<GameId>,
        not_over: &'static str,
        called_off: &'static str,
    ) -> Result<(GameId, GameRecord), Failure> {
        let id = self.finished_game_meant(command, named)?;
        let number = || vec![("game", id.0.into())];
        let Some(record) = self.store.game(id)? else {
            return refuse(Text::key_with("no-game", number()));
        };
        if !record.finished {
            return refuse(Text::key_with(not_over, number()));
        }
        if record.cancelled {
            return refuse(Text::key_with(called_off, number()));
        }
        Ok((id, record))
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

    /// The game a command means: the one named, the one whose place this is, or the user's only one here.
    pub(super) fn resolve_game(
        &self,
        user: UserId,
        place: Place,
        named: Option<GameId>,
        purpose: Purpose,
    ) -> Result<GameId, Failure> {
        if let Some(id) = named {
            return match self.sessions.get(&self.store, id)? {
                Some(_) => Ok(id),
                None => refuse(Text::key_with("no-game", vec![("game", id.0.into())])),
            };
        }
        if let Place::Channel { channel, .. } = place
            && let Some(id) = self.store.game_at_place(channel)?
        {
            return Ok(id);
        }
        let games = self.games_here(user, place)?;
        if let Place::Channel { channel, .. } = place
            && let Some(game) = games.iter().find(|game| game.place == Some(channel))
        {
            return Ok(game.id);
        }
        let mine: Vec<&Here> = games.iter().filter(|game| game.seat.is_some()).collect();
        match (mine.as_slice(), games.as_slice(), purpose) {
            ([only], _, _) => Ok(only.id),
            ([_, _, ..], _, _) => one_of_mine(&mine, place),
            // Someone else's game: name it, so the refusal can say who plays there.
            ([], [only], _) => Ok(only.id),
            ([], [], Purpose::Look) => refuse(Text::key("no-game-here")),
            ([], _, Purpose::Look) => refuse(Text::key("several-games-here")),
            ([], _, Purpose::Act) => refuse(Text::key("no-game-of-yours-here")),
        }
    }

    /// The games of the place a command was given in: a channel's, or in a direct conversation the
    /// user's own.
    fn games_here(&self, user: UserId, place: Place) -> Result<Vec<Here>, Failure> {
        let ids = match place {
            Place::Channel { channel, .. } => self.store.games_in_channel(channel)?,
            Place::Direct => self.store.games_of_user(user)?,
        };
        let mut games = Vec::new();
        for id in ids {
            if let Some(session) = self.sessions.get(&self.store, id)? {
                let session = lock(&session);
                games.push(Here {
                    id,
                    place: session.record.place,
                    seat: session.record.seat_of(user),
                    to_act: session.game.to_act(),
                });
            }
        }
        Ok(games)
    }

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
        tracing::Span::current().record("game", id.0);
        let Some(session) = self.sessions.get(&self.store, id)? else {
            return refuse(Text::key_with("no-game", vec![("game", id.0.into())]));
        };
        let mut session = lock(&session);
        act(&mut session)
    }
}

/// The one of several of the user's games here a command means: in private, the only one waiting for
/// them; otherwise a refusal that names them.
fn one_of_mine(mine: &[&Here], place: Place) -> Result<GameId, Failure> {
    let waiting: Vec<&&Here> = mine
        .iter()
        .filter(|game| game.seat.is_some_and(|seat| game.to_act.contains(&seat)))
        .collect();
    if place == Place::Direct
        && let [only] = waiting.as_slice()
    {
        return Ok(only.id);
    }
    let numbers: Vec<String> = mine.iter().map(|game| format!("#{}", game.id.0)).collect();
    refuse(Text::key_with(
        "several-games-yours",
        vec![
            ("games", super::text::some_numbers(&numbers).into()),
            ("first", numbers[0].clone().into()),
        ],
    ))
}

/// The seat of `user` in the game, if they play in it; otherwise a polite refusal.
pub fn seat_of(record: &GameRecord, user: UserId) -> Result<Seat, Failure> {
    match record.seat_of(user) {
        Some(seat) => Ok(seat),
        None => refuse(Text::key_with(
            "not-a-player",
            vec![
                ("players", super::wording::and_list(&record.names()).into()),
                ("game", record.id.0.into()),
            ],
        )),
    }
}

/// The seat of `user` if the game goes on; otherwise a polite refusal.
pub fn player_in_play(record: &GameRecord, game: &dyn Game, user: UserId) -> Result<Seat, Failure> {
    let seat = seat_of(record, user)?;
    if record.cancelled {
        return refuse(Text::key_with(
            "game-called-off",
            vec![("game", record.id.0.into())],
        ));
    }
    if game.outcome().is_some() || record.finished {
        return refuse(Text::key_with(
            "game-over",
            vec![("game", record.id.0.into())],
        ));
    }
    Ok(seat)
}

/// The seat of `user` if it is their turn; otherwise a polite refusal that says whose turn it is.
pub fn seat_to_act(record: &GameRecord, game: &dyn Game, user: UserId) -> Result<Seat, Failure> {
    let seat = player_in_play(record, game, user)?;
    seat_may_act(record, game, seat)
}

/// Whether `seat` may act now: it is among the seats to act, or, during a setup, it has an action left
/// although it is not among them (a ready seat taking its readiness back, as Junqi's `unready`).
pub fn may_act(game: &dyn Game, seat: Seat) -> bool {
    game.to_act().contains(&seat)
        || (game.phase() == Phase::Setup && !game.legal_actions(seat).is_empty())
}

/// `seat` if it may act now ([`may_act`]); otherwise a polite refusal that says whose turn it is. For a
/// user who plays several seats (the computer, in a team game against it), the seat it acts for.
pub fn seat_may_act(record: &GameRecord, game: &dyn Game, seat: Seat) -> Result<Seat, Failure> {
    if may_act(game, seat) {
        return Ok(seat);
    }
    let to_act = game.to_act();
    if game.view(Audience::Public).muted.contains(&seat) {
        return refuse(Text::key_with(
            "out-of-game",
            vec![("game", record.id.0.into())],
        ));
    }
    refuse(Text::key_with(
        "not-your-turn",
        vec![
            ("game", record.id.0.into()),
            (
                "players",
                super::wording::seat_labels(record, game, &to_act).into(),
            ),
        ],
    ))
}
