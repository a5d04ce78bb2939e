//! The schedule of everything that happens at a time rather than on a command: reminders, time-outs,
//! challenge expiries and the ends of arenas. It lives in memory; the times themselves are stored with the
//! games, challenges and tournaments, and the schedule is rebuilt from them on start.

use crate::clock::Deadline;
use crate::model::{ChallengeId, GameId, Millis, TournamentId};
use std::collections::{BTreeSet, HashMap};

/// Something due at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Timer {
    /// Remind the players to act in a game.
    Remind(GameId),
    /// A game's clock runs out.
    TimeOut(GameId),
    /// A challenge lapses.
    Expire(ChallengeId),
    /// A game not yet brought back from the store needs its clock looked at: load it and schedule its
    /// reminder and time out. Set at start from the store's clock index, so that no game is read then.
    Wake(GameId),
    /// An arena's end time comes: it pairs no more, and ends if no game is left running.
    ArenaEnd(TournamentId),
}

/// Timers ordered by when they are due.
#[derive(Debug, Default)]
pub struct Timers {
    due: BTreeSet<(Millis, Timer)>,
    when: HashMap<Timer, Millis>,
}

impl Timers {
    /// Sets `timer` to fire at `at`, or cancels it with `None`.
    pub fn set(&mut self, timer: Timer, at: Option<Millis>) {
        if let Some(old) = self.when.remove(&timer) {
            self.due.remove(&(old, timer));
        }
        if let Some(at) = at {
            self.when.insert(timer, at);
            self.due.insert((at, timer));
        }
    }

    /// Sets a game's reminder and time-out from its deadline (cancels both without one), replacing the
    /// wake-up of a game scheduled before it was loaded.
    pub fn set_game(&mut self, game: GameId, deadline: Option<Deadline>) {
        self.set(Timer::Wake(game), None);
        let remind = deadline.filter(|deadline| !deadline.reminded);
        self.set(
            Timer::Remind(game),
            remind.map(|deadline| deadline.remind_at),
        );
        self.set(Timer::TimeOut(game), deadline.map(|deadline| deadline.at));
    }

    /// When the next timer is due.
    pub fn next(&self) -> Option<Millis> {
        self.due.first().map(|(at, _)| *at)
    }

    /// Removes and returns every timer due at or before `now`, earliest first.
    pub fn take_due(&mut self, now: Millis) -> Vec<Timer> {
        let mut fired = Vec::new();
        while let Some(&(at, timer)) = self.due.first() {
            if at > now {
                break;
            }
            self.due.pop_first();
            self.when.remove(&timer);
            fired.push(timer);
        }
        fired
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timers_fire_in_order_and_can_be_moved_or_cancelled() {
        let mut timers = Timers::default();
        timers.set(Timer::Expire(ChallengeId(1)), Some(30));
        timers.set_game(
            GameId(1),
            Some(Deadline {
                at: 20,
                remind_at: 10,
                reminded: false,
            }),
        );
        timers.set(Timer::Expire(ChallengeId(2)), Some(5));
        timers.set(Timer::Expire(ChallengeId(2)), None);
        assert_eq!(timers.next(), Some(10));
        assert_eq!(
            timers.take_due(20),
            vec![Timer::Remind(GameId(1)), Timer::TimeOut(GameId(1))]
        );
        assert_eq!(timers.take_due(25), vec![]);
        timers.set(Timer::Expire(ChallengeId(1)), Some(40));
        assert_eq!(timers.take_due(35), vec![]);
        assert_eq!(timers.take_due(40), vec![Timer::Expire(ChallengeId(1))]);
        assert_eq!(timers.next(), None);
    }

    #[test]
    fn a_sent_reminder_is_not_scheduled_again() {
        let mut timers = Timers::default();
        timers.set_game(
            GameId(2),
            Some(Deadline {
                at: 20,
                remind_at: 10,
                reminded: true,
            }),
        );
        assert_eq!(timers.next(), Some(20));
    }
}
