//! Who may do what: which game a command means, and whether the user may act in it now.

use super::sessions::lock;
use super::{Failure, Host, refuse};
use crate::host::api::{Place, Text};
use crate::model::{GameId, UserId};
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

impl Host {
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
        let candidates = match place {
            Place::Channel { channel, .. } => self.store.games_in_channel(channel)?,
            Place::Direct => self.store.games_of_user(user)?,
        };
        let mut records = Vec::new();
        for id in candidates {
            if let Some(session) = self.sessions.get(&self.store, id)? {
                let session = lock(&session);
                records.push((session.record.clone(), session.game.to_act()));
            }
        }
        if let Place::Channel { channel, .. } = place
            && let Some((record, _)) = records
                .iter()
                .find(|(record, _)| record.place == Some(channel))
        {
            return Ok(record.id);
        }
        let mine: Vec<&(GameRecord, Vec<Seat>)> = records
            .iter()
            .filter(|(record, _)| record.seat_of(user).is_some())
            .collect();
        let pick = |games: &[&(GameRecord, Vec<Seat>)]| -> Option<GameId> {
            match games {
                [(record, _)] => Some(record.id),
                _ => None,
            }
        };
        if let Some(id) = pick(&mine) {
            return Ok(id);
        }
        if mine.len() > 1 {
            // In private, several games are told apart by whose turn it is.
            let waiting: Vec<&(GameRecord, Vec<Seat>)> = mine
                .iter()
                .copied()
                .filter(|(record, to_act)| {
                    record
                        .seat_of(user)
                        .is_some_and(|seat| to_act.contains(&seat))
                })
                .collect();
            if place == Place::Direct
                && let Some(id) = pick(&waiting)
            {
                return Ok(id);
            }
            let numbers: Vec<String> = mine
                .iter()
                .map(|(record, _)| format!("#{}", record.id.0))
                .collect();
            return refuse(Text::key_with(
                "several-games-yours",
                vec![
                    ("games", super::text::some_numbers(&numbers).into()),
                    ("first", numbers[0].clone().into()),
                ],
            ));
        }
        // Someone else's game: name it, so the refusal can say who plays there.
        let all: Vec<&(GameRecord, Vec<Seat>)> = records.iter().collect();
        if let Some(id) = pick(&all) {
            return Ok(id);
        }
        match (purpose, all.len()) {
            (Purpose::Look, 0) => refuse(Text::key("no-game-here")),
            (Purpose::Look, _) => refuse(Text::key("several-games-here")),
            (Purpose::Act, _) => refuse(Text::key("no-game-of-yours-here")),
        }
    }
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
