//! The limits on what one user may have and do at once, and the sentences that refuse a command over
//! one. The store checks each limit in the write that makes what it limits (see
//! [`crate::store::quota`]), so that commands given at once, in one process or several, never go past it
//! together; the host only says which limit and how to get back under it. The rate of commands is
//! counted by the store too: on a database several processes share, in the database, so the limit holds
//! for all of them together.

use super::api::{Command, Effect, Millis, Text, UserId, Via};
use super::{Host, private_reply};
use crate::store::{Counted, FollowQuota, OverLimit, Quota};

impl Host {
    /// The limits a new challenge or game may not go past, at `now`.
    pub(super) fn quota(&self, now: Millis) -> Quota {
        Quota {
            open_challenges: self.config.limits.open_challenges,
            games: self.config.limits.games_in_progress,
            now,
        }
    }

    /// The limits a new follow may not go past.
    pub(super) fn follow_quota(&self) -> FollowQuota {
        FollowQuota {
            per_user: self.config.limits.follows,
            per_game: self.config.limits.followers,
        }
    }

    /// The answer to a command given over the rate limit, if it is: the polite sentence the first time in
    /// a row (and always to an interaction, which Discord wants answered), nothing after that. A rate
    /// that cannot be counted (the store failing) holds no one up.
    pub(super) fn over_rate(&self, command: &Command, now: Millis) -> Option<Vec<Effect>> {
        let per_minute = self.config.limits.commands_per_minute;
        match self.store.count_command(command.from.id, now, per_minute) {
            Ok(Counted::Under) => None,
            Ok(Counted::StillOver) if command.via == Via::Text => Some(Vec::new()),
            Ok(Counted::FirstOver | Counted::StillOver) => Some(vec![private_reply(
                Text::key_with("rate-limit", vec![("count", per_minute.into())]),
            )]),
            Err(error) => {
                self.store_failed(
                    &error,
                    "a command could not be counted against the rate limit",
                );
                None
            }
        }
    }
}

/// The sentence refusing a command of `asker` that would go past `limit`.
pub(super) fn over_limit(limit: &OverLimit, asker: UserId) -> Text {
    match limit {
        OverLimit::Challenges { count, .. } => {
            Text::key_with("challenge-limit", vec![("count", (*count).into())])
        }
        OverLimit::Games { user, count, .. } if *user == asker => {
            Text::key_with("games-limit", vec![("count", (*count).into())])
        }
        OverLimit::Games { name, count, .. } => Text::key_with(
            "games-limit-other",
            vec![("player", name.clone().into()), ("count", (*count).into())],
        ),
        OverLimit::Follows { count, .. } => {
            Text::key_with("follow-limit", vec![("count", (*count).into())])
        }
        OverLimit::Followers { game, count } => Text::key_with(
            "followers-limit",
            vec![("game", game.0.into()), ("count", (*count).into())],
        ),
        OverLimit::Tournaments { count, .. } => {
            Text::key_with("tournaments-limit", vec![("count", (*count).into())])
        }
    }
}
