//! A per-user limit on how many commands the host takes a minute, so one person cannot flood the bot.
//!
//! Over the limit, the first command in a row is answered once with a polite sentence and the following
//! ones are dropped until the user slows down; an interaction (which Discord wants answered) always gets
//! the sentence, privately.

use crate::model::{Millis, UserId};
use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;

/// The window the limit counts over.
const WINDOW: Millis = 60_000;
/// How many users' windows are kept before idle ones are forgotten.
const KEEP: usize = 10_000;

/// What to do with a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Carry it out.
    Go,
    /// Refuse it, saying why: the first refusal in a row.
    Tell,
    /// Refuse it quietly: the user was told already.
    Quiet,
}

/// One user's recent commands.
#[derive(Debug, Default)]
struct Window {
    times: VecDeque<Millis>,
    told: bool,
}

/// The limit, with every user's recent commands.
#[derive(Debug)]
pub struct RateLimit {
    per_minute: usize,
    users: Mutex<HashMap<UserId, Window>>,
}

impl RateLimit {
    /// A limit of `per_minute` commands per user per minute.
    pub fn new(per_minute: usize) -> Self {
        Self {
            per_minute,
            users: Mutex::new(HashMap::new()),
        }
    }

    /// The verdict on a command of `user` at `now`, counting it if it goes.
    pub fn check(&self, user: UserId, now: Millis) -> Verdict {
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
        if window.times.len() < self.per_minute {
            window.times.push_back(now);
            window.told = false;
            return Verdict::Go;
        }
        if std::mem::replace(&mut window.told, true) {
            Verdict::Quiet
        } else {
            Verdict::Tell
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn over_the_limit_a_user_is_told_once_and_may_go_on_after_a_minute() {
        let limit = RateLimit::new(3);
        let alice = UserId(1);
        for at in 0..3 {
            assert_eq!(limit.check(alice, at), Verdict::Go);
        }
        assert_eq!(limit.check(alice, 10), Verdict::Tell);
        assert_eq!(limit.check(alice, 20), Verdict::Quiet);
        assert_eq!(
            limit.check(UserId(2), 20),
            Verdict::Go,
            "others are not held up"
        );
        assert_eq!(limit.check(alice, WINDOW + 1), Verdict::Go);
    }
}
