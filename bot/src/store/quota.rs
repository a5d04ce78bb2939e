//! Limits that hold however many writers there are: each is checked inside the write that makes what it
//! limits (the transaction that numbers a challenge or a game, or adds a follower), so that commands
//! given at once, in one process or in several sharing a database, never go past it together. A write
//! that would go past one is refused with [`StoreError::OverLimit`](super::StoreError::OverLimit) and
//! writes nothing.

use crate::model::{COMPUTER, GameId, Millis, ServerId, User, UserId};

/// What a new challenge or game may not go past.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Quota {
    /// Challenges a user made that still wait.
    pub open_challenges: usize,
    /// Games a player plays that are not over.
    pub games: usize,
    /// When the write is made: challenges that lapsed by then wait no more.
    pub now: Millis,
}

/// How many games a user may follow at once, and how many people may follow one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FollowQuota {
    /// Games not over that one user follows.
    pub per_user: usize,
    /// People who follow one game.
    pub per_game: usize,
}

/// A limit a write would have gone past.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OverLimit {
    /// The challenger has this many challenges waiting already.
    #[error("user {} has {count} challenges waiting", user.0)]
    Challenges {
        /// Who.
        user: UserId,
        /// How many wait.
        count: usize,
    },
    /// A player plays this many games already.
    #[error("user {} plays {count} games", user.0)]
    Games {
        /// Who.
        user: UserId,
        /// Their name, as the game would have had it.
        name: String,
        /// How many games not over.
        count: usize,
    },
    /// The user follows this many games already.
    #[error("user {} follows {count} games", user.0)]
    Follows {
        /// Who.
        user: UserId,
        /// How many games not over they follow.
        count: usize,
    },
    /// The game has this many followers already.
    #[error("game #{} has {count} followers", game.0)]
    Followers {
        /// Which.
        game: GameId,
        /// How many follow it.
        count: usize,
    },
    /// The server has this many tournaments open (gathering players or playing) already.
    #[error("server {} has {count} tournaments open", server.0)]
    Tournaments {
        /// Which.
        server: ServerId,
        /// How many are open.
        count: usize,
    },
}

impl OverLimit {
    /// The limit's name, as metrics name it.
    pub fn kind(&self) -> &'static str {
        match self {
            OverLimit::Challenges { .. } => "challenges",
            OverLimit::Games { .. } => "games",
            OverLimit::Follows { .. } => "follows",
            OverLimit::Followers { .. } => "followers",
            OverLimit::Tournaments { .. } => "tournaments",
        }
    }
}

impl Quota {
    /// No limit at all: for tools and tests that build a history of games, not for people's commands.
    pub const NONE: Quota = Quota {
        open_challenges: usize::MAX,
        games: usize::MAX,
        now: 0,
    };

    /// Refused when `user`, who makes a challenge, has as many waiting or plays as many games as anyone
    /// may.
    pub(super) fn check_challenger(
        &self,
        user: &User,
        waiting: usize,
        playing: usize,
    ) -> Result<(), OverLimit> {
        if waiting >= self.open_challenges {
            return Err(OverLimit::Challenges {
                user: user.id,
                count: waiting,
            });
        }
        self.check_player(user, playing)
    }

    /// Refused when `user`, who would play one more game, plays as many as anyone may. The computer
    /// plays any number.
    pub(super) fn check_player(&self, user: &User, playing: usize) -> Result<(), OverLimit> {
        if user.id != COMPUTER && playing >= self.games {
            return Err(OverLimit::Games {
                user: user.id,
                name: user.name.clone(),
                count: playing,
            });
        }
        Ok(())
    }
}

impl FollowQuota {
    /// Refused when `user` follows as many games, or `game` has as many followers, as anyone may.
    pub(super) fn check(
        &self,
        user: UserId,
        following: usize,
        game: GameId,
        followers: usize,
    ) -> Result<(), OverLimit> {
        if following >= self.per_user {
            return Err(OverLimit::Follows {
                user,
                count: following,
            });
        }
        if followers >= self.per_game {
            return Err(OverLimit::Followers {
                game,
                count: followers,
            });
        }
        Ok(())
    }
}

/// What counting one more command of a user found, on a database whose processes share the limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counted {
    /// Within the limit: it was counted.
    Under,
    /// Over the limit, for the first time since the user was last within it.
    FirstOver,
    /// Over the limit again.
    StillOver,
}

/// Refused when `server` has `open` tournaments open already and may have no more than `limit`.
pub(super) fn check_tournaments(
    server: ServerId,
    open: usize,
    limit: usize,
) -> Result<(), OverLimit> {
    if open >= limit {
        return Err(OverLimit::Tournaments {
            server,
            count: open,
        });
    }
    Ok(())
}
