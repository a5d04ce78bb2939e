//! The commands each user gave in the last minute, kept in this process's memory: the rate limit of a
//! database one process holds (sled). A database processes share keeps them in itself instead, so that
//! the limit holds for all of them together (see the PostgreSQL backend).

use super::Counted;
use crate::model::{Millis, UserId};
use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;

/// The window the limit counts over.
pub const WINDOW: Millis = 60_000;
/// How many users' windows are kept before idle ones are forgotten.
const KEEP: usize = 10_000;

/// One user's recent commands.
#[derive(Debug, Default)]
struct Window {
    times: VecDeque<Millis>,
    told: bool,
}

/// Every user's recent commands.
#[derive(Debug, Default)]
pub struct Recent {
    users: Mutex<HashMap<UserId, Window>>,
}

impl Recent {
    /// Counts a command of `user` at `now` if fewer than `per_minute` came in the last minute.
    pub fn count(&self, user: UserId, now: Millis, per_minute: usize) -> Counted {
        let mut users = self
            .users
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        if users.len() > KEEP {
            users.retain(|_, window| window.times.back().is_some_and(|&last| last + WINDOW > now));
        }
        let window = users.entry(user).or_default();
        while window
            .times
            .front()
            .is_some_and(|&first| first + WINDOW <= now)
        {
            window.times.pop_front();
        }
        if window.times.len() < per_minute {
            window.times.push_back(now);
            window.told = false;
            return Counted::Under;
        }
        if std::mem::replace(&mut window.told, true) {
            Counted::StillOver
        } else {
            Counted::FirstOver
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn over_the_limit_a_user_is_told_once_and_may_go_on_after_a_minute() {
        let recent = Recent::default();
        let alice = UserId(1);
        for at in 0..3 {
            assert_eq!(recent.count(alice, at, 3), Counted::Under);
        }
        assert_eq!(recent.count(alice, 10, 3), Counted::FirstOver);
        assert_eq!(recent.count(alice, 20, 3), Counted::StillOver);
        assert_eq!(
            recent.count(UserId(2), 20, 3),
            Counted::Under,
            "others are not held up"
        );
        assert_eq!(recent.count(alice, WINDOW + 1, 3), Counted::Under);
    }
}
