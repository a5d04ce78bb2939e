//! What happens at a time rather than on a command: reminders, time-outs, challenges that lapse, and
//! games woken from the store to schedule their clocks. [`Host::tick`] carries out whatever fell due;
//! on a database other processes share, a game's clock is handled by the process that claims it.

use super::acting::CalledOff;
use super::sessions::lock;
use super::timers::Timer;
use super::tournaments::Looking;
use super::{Failure, Handled, Host, computer, retrying, send, wording};
use crate::host::api::{ChallengeId, Effect, GameId, Message, Millis, Target, Text};
use crate::store::{ChallengeEnd, GameRecord, RestoreError};
use games::{Game, Intervention, Phase};

/// How long a process's claim to a due game clock keeps the other processes sharing the database off it
/// (ms): far longer than a reminder or a time-out takes, and short enough that a process that died
/// holding claims delays those deadlines by no more.
pub const CLAIM_LEASE: Millis = 10_000;

/// How many due game clocks one claim takes at most.
const CLAIMS_AT_ONCE: usize = 64;

impl Host {
    /// Carries out everything due at `now`: reminders, time-outs and challenge expiries.
    ///
    /// On a database other processes share, a game's clock is handled by the process that claims it in
    /// the store ([`crate::store::Store::claim_due`]), whether this process scheduled it or another did,
    /// so that one process handles each deadline; should two handle it all the same (a claim that
    /// outlived its lease), the store keeps the first change and the other finds it done. The challenges
    /// that lapsed are read from the store too (those made by other processes are in no schedule of this
    /// one), and so are the analyses someone waits for that no process holds a claim to (their claimant
    /// died). The messages that processes which died since this one started left undelivered are taken
    /// over by [`Host::adopt_orphans`].
    pub fn tick(&self, now: Millis) -> Vec<Effect> {
        self.ticked
            .fetch_max(now, std::sync::atomic::Ordering::Relaxed);
        let shared = self.store.is_shared();
        let mut due = self.own_due(now);
        if shared {
            match self.store.lapsed_challenges(now) {
                Ok(lapsed) => {
                    for timer in lapsed.into_iter().map(Timer::Expire) {
                        if !due.contains(&timer) {
                            due.push(timer);
                        }
                    }
                }
                Err(error) => self.store_failed(&error, "the lapsed challenges could not be read"),
            }
        }
        let mut effects = Vec::new();
        if shared {
            effects.extend(self.analyses_unclaimed(now));
        }
        effects.extend(self.reconcile_tournaments(now));
        // A game woken up schedules its own timers, which may be due already: fire until none is. Claims
        // come a batch at a time; a game claimed is not claimed again within its lease, so they run out.
        loop {
            if shared {
                due.extend(self.claim_clocks(now));
            }
            if due.is_empty() {
                break;
            }
            self.fire(due, now, &mut effects);
            due = self.own_due(now);
        }
        self.sessions.forget_idle();
        computer::strip(effects)
    }

    /// This process's timers due at `now`. On a shared database the games' clocks are left to the claims
    /// ([`Host::claim_clocks`]), which cover the clocks of this process as well as those of the others.
    fn own_due(&self, now: Millis) -> Vec<Timer> {
        let mut due = self.timers().take_due(now);
        if self.store.is_shared() {
            due.retain(|timer| !matches!(timer, Timer::Remind(_) | Timer::TimeOut(_)));
        }
        due
    }

    /// The reminders and time-outs of the next games (at most [`CLAIMS_AT_ONCE`]) whose clocks this
    /// process claims in the shared store at `now`, for [`CLAIM_LEASE`]: claimed a batch at a time, each
    /// carried out before the next is claimed, so that no claim waits out its lease behind a long queue.
    fn claim_clocks(&self, now: Millis) -> Vec<Timer> {
        match self.store.claim_due(now, CLAIMS_AT_ONCE, now + CLAIM_LEASE) {
            Ok(claimed) => claimed
                .into_iter()
                .flat_map(|game| [Timer::Remind(game), Timer::TimeOut(game)])
                .collect(),
            Err(error) => {
                self.store_failed(&error, "the due clocks could not be claimed");
                Vec::new()
            }
        }
    }

    fn fire(&self, due: Vec<Timer>, now: Millis, effects: &mut Vec<Effect>) {
        for timer in due {
            match timer {
                Timer::Remind(_) => crate::telemetry::clock_fired("reminder"),
                Timer::TimeOut(_) => crate::telemetry::clock_fired("time_out"),
                Timer::Expire(_) => crate::telemetry::clock_fired("challenge_lapse"),
                Timer::Wake(_) => {}
                Timer::ArenaEnd(_) => crate::telemetry::clock_fired("arena_end"),
            }
            let result = retrying(|| match timer {
                Timer::Remind(game) => self.remind(game, now),
                Timer::TimeOut(game) => self.time_out(game, now),
                Timer::Expire(challenge) => self.expire(challenge, now),
                Timer::Wake(game) => self.wake(game),
                Timer::ArenaEnd(tournament) => Ok(self.reconciled(tournament, Looking::AtAll, now)),
            });
            match result {
                Ok(more) => effects.extend(more),
                Err(error) => {
                    let failed = format!("{timer:?}: {error:?}");
                    self.store_failed(&failed, "a timer failed; it will be retried");
                    self.timers().set(timer, Some(now + 60_000));
                }
            }
        }
    }

    /// Brings a game back from the store and schedules its clock from its record. A game that cannot be
    /// brought back is reported once; retrying would not mend it.
    fn wake(&self, game: GameId) -> Result<Vec<Effect>, Failure> {
        match self.sessions.get(&self.store, game) {
            Ok(Some(session)) => {
                let session = lock(&session);
                let deadline = session.record.deadline.filter(|_| !session.record.finished);
                self.timers().set_game(game, deadline);
            }
            Ok(None) => {}
            Err(error @ RestoreError::Store(_)) => return Err(error.into()),
            Err(error) => tracing::error!(%error, "a stored game is skipped"),
        }
        Ok(Vec::new())
    }

    /// When [`Host::tick`] next has something to do: the next timer of this process, or on a shared
    /// database the next deadline stored by any process after the last tick, whichever comes first.
    pub fn next_deadline(&self) -> Option<Millis> {
        let own = self.timers().next();
        if !self.store.is_shared() {
            return own;
        }
        let ticked = self.ticked.load(std::sync::atomic::Ordering::Relaxed);
        // A claim of a process that died lapses within a lease of the last tick.
        let lapsing = ticked.saturating_add(CLAIM_LEASE);
        match self.store.next_due(ticked) {
            Ok(stored) => own.into_iter().chain(stored).chain([lapsing]).min(),
            Err(error) => {
                self.store_failed(&error, "the stored deadlines could not be read");
                own
            }
        }
    }

    pub(super) fn remind(&self, id: GameId, now: Millis) -> Handled {
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
        let in_setup = session.game.phase() == Phase::Setup;
        session.save(
            &self.store,
            |record, _| {
                if let Some(deadline) = record.deadline.as_mut() {
                    deadline.reminded = true;
                }
            },
            |record, game| {
                if deadline.at <= now {
                    // The bot was down past the deadline itself: the time-out, not a reminder, is due.
                    return Ok(Vec::new());
                }
                Ok(reminders(record, game, deadline.at, in_setup))
            },
            None,
        )
    }

    /// Time ran out for the seats to act: a setup left unfinished, or a first move not made, calls the
    /// game off without a result; otherwise each seat to act loses on time.
    pub(super) fn time_out(&self, id: GameId, now: Millis) -> Handled {
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
        // As on lichess, a setup not finished or a first move not made in time aborts the game rather
        // than losing it; in a tournament it is the late seats' loss.
        let in_setup = session.game.phase() == Phase::Setup;
        let late: Vec<games::Seat> = session
            .game
            .to_act()
            .into_iter()
            .filter(|&seat| in_setup || session.record.before_first_move(seat))
            .collect();
        if !late.is_empty() {
            let labels = wording::seat_labels(&session.record, session.game.as_ref(), &late);
            let why = match in_setup {
                true => "why-not-ready",
                false => "why-no-first-move",
            };
            let counts = match session.record.tournament {
                Some(_) => CalledOff::NoShow(late),
                None => CalledOff::NoResult,
            };
            let mut effects = self.call_off(
                &mut session,
                Text::key_with(why, vec![("seats", labels.into())]),
                counts,
            )?;
            effects.extend(self.tournament_game_ended(&session.record, now));
            return Ok(effects);
        }
        let mut effects = Vec::new();
        for seat in session.game.to_act() {
            if session.game.outcome().is_some() || !session.game.to_act().contains(&seat) {
                break;
            }
            let label = wording::seat_label(&session.record, session.game.as_ref(), seat);
            match self.rule_on(
                &mut session,
                Intervention::TimeOut(seat),
                Some(Text::key_with(
                    "ran-out-of-time",
                    vec![("seat", label.into())],
                )),
                None,
                now,
            ) {
                Ok(more) => effects.extend(more),
                Err(Failure::Refused(why)) => {
                    tracing::warn!(game = id.0, %why, "a time-out was refused by the rules")
                }
                Err(failure) => return Err(failure),
            }
        }
        Ok(effects)
    }

    pub(super) fn expire(&self, id: ChallengeId, now: Millis) -> Handled {
        let _lobby = self.lobby();
        let Some(record) = self.store.challenge(id)? else {
            return Ok(Vec::new());
        };
        if record.expires > now {
            self.timers().set(Timer::Expire(id), Some(record.expires));
            return Ok(Vec::new());
        }
        let said = vec![send(
            Target::Channel(record.channel),
            Message {
                text: Text::key_with(
                    "challenge-expired-post",
                    vec![
                        ("challenger", record.challenger.name.clone().into()),
                        ("challenge", record.id.to_string().into()),
                        ("kind", wording::game_name(record.kind).into()),
                    ],
                ),
                server: Some(record.server),
                ..Message::default()
            },
        )];
        self.withdraw(&record, ChallengeEnd::Expired, said, None)
    }
}

/// The reminders of the seats still to act before `at`, by direct message.
fn reminders(record: &GameRecord, game: &dyn Game, at: Millis, in_setup: bool) -> Vec<Effect> {
    let id = record.id;
    let title = wording::title(record, game);
    game.to_act()
        .into_iter()
        .map(|seat| {
            let args = vec![("game", id.0.into()), ("title", title.clone().into())];
            let text = if in_setup {
                Text::key_with("reminder-setup", args)
                    .moment(at)
                    .say("reminder-setup-end", Vec::new())
            } else {
                Text::key_with("reminder-turn", args)
                    .moment(at)
                    .say("sentence-end", Vec::new())
            };
            send(
                Target::Direct(record.player(seat).id),
                Message {
                    text,
                    private: true,
                    about: Some(id),
                    until: Some(at),
                    ..Message::default()
                },
            )
        })
        .collect()
}
