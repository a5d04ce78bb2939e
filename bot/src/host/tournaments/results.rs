//! Results: a tournament game's end is recorded in its tournament right after the write that ends it,
//! and a tick records any end a crash left unrecorded. Both read the games of the current round from the
//! store and record every result the tournament lacks, so a result is recorded once however often it
//! is looked at; once the round is complete the next is paired in the same write.

use crate::host::api::{Effect, GameId, Millis};
use crate::host::sessions::with_receipt;
use crate::host::{Handled, Host, retrying};
use crate::model::TournamentId;
use crate::store::{GameRecord, Stage, TournamentRecord};
use crate::tournament::{Finish, Side, Swiss};
use games::{Outcome, Seat};
use std::sync::atomic::Ordering;

/// How often the tick looks for tournament games whose end was not recorded, in milliseconds.
const RECONCILE_EVERY: Millis = 60_000;

/// No-shows that withdraw a player.
pub(super) const NO_SHOWS_WITHDRAWN: usize = 2;

/// Which games a reconciliation looks at for ends to record.
#[derive(Clone, Copy)]
pub(in crate::host) enum Looking<'a> {
    /// Every game of the tournament still running, as stored: the tick's look, after a crash or a timer.
    AtAll,
    /// This game alone, whose end was just written: a game's end costs no read of the others.
    At(&'a GameRecord),
}

impl Host {
    /// A tournament game ended (`game`, as stored with its end): its tournament records it and goes on.
    pub(in crate::host) fn tournament_game_ended(
        &self,
        game: &GameRecord,
        now: Millis,
    ) -> Vec<Effect> {
        match game.tournament {
            Some(at) => self.reconciled(at.tournament, Looking::At(game), now),
            None => Vec::new(),
        }
    }

    /// The tick's part, once a minute: every open tournament records the ends of its games that a crash
    /// left unrecorded, and one whose start time came starts.
    pub(in crate::host) fn reconcile_tournaments(&self, now: Millis) -> Vec<Effect> {
        let last = self.tournaments_reconciled.load(Ordering::Relaxed);
        if now < last.saturating_add(RECONCILE_EVERY)
            || self
                .tournaments_reconciled
                .compare_exchange(last, now, Ordering::Relaxed, Ordering::Relaxed)
                .is_err()
        {
            return Vec::new();
        }
        let open = match self.store.every_open_tournament() {
            Ok(open) => open,
            Err(error) => {
                self.store_failed(&error, "the open tournaments could not be read");
                return Vec::new();
            }
        };
        open.iter()
            .flat_map(|record| match record.stage {
                Stage::Playing(_) | Stage::Arena(_) => {
                    self.reconciled(record.id, Looking::AtAll, now)
                }
                Stage::Gathering if record.starts.is_some_and(|at| at <= now) => {
                    self.started_on_time(record.id, now)
                }
                _ => Vec::new(),
            })
            .collect()
    }

    /// Reconciles tournament `id` (see [`Host::reconcile`]); a failure is logged and left to the tick.
    pub(in crate::host) fn reconciled(
        &self,
        id: TournamentId,
        looking: Looking,
        now: Millis,
    ) -> Vec<Effect> {
        match retrying(|| self.reconcile(id, looking, now)) {
            Ok(effects) => effects,
            Err(failure) => {
                tracing::warn!(
                    tournament = id.0,
                    ?failure,
                    "a tournament result waits for the tick"
                );
                Vec::new()
            }
        }
    }

    /// Records in tournament `id` the result of every game of its current round that has ended (of those
    /// `looking` looks at), withdrawing a player at their second no-show; once the round is complete,
    /// pairs and opens the next (or ends the tournament) in the same write.
    fn reconcile(&self, id: TournamentId, looking: Looking, now: Millis) -> Handled {
        let Some(previous) = self.store.tournament(id)? else {
            return Ok(Vec::new());
        };
        let mut swiss = match &previous.stage {
            Stage::Playing(swiss) => swiss.clone(),
            Stage::Arena(arena) => {
                return self.reconcile_arena(&previous, arena.clone(), looking, now);
            }
            _ => return Ok(Vec::new()),
        };
        let Some(round) = swiss.rounds().len().checked_sub(1) else {
            return Ok(Vec::new());
        };
        let mut changed = false;
        let boards = swiss.rounds()[round].boards.clone();
        for (index, board) in boards.iter().enumerate() {
            let Some(game) = board.game.filter(|_| board.finish.is_none()) else {
                continue;
            };
            let Some(finish) = self.finish_seen(looking, game)? else {
                continue;
            };
            swiss
                .record(round, index, finish)
                .map_err(|error| crate::host::Failure::Store(error.to_string()))?;
            for side in [Side::First, Side::Second] {
                let player = board.player(side);
                if finish.absent(side) && no_shows(&swiss, player) >= NO_SHOWS_WITHDRAWN {
                    swiss.withdraw(player);
                }
            }
            changed = true;
        }
        if swiss.rounds()[round].is_complete() && !previous.halted {
            return self.next_round(&previous, swiss, now);
        }
        if !changed {
            return Ok(Vec::new());
        }
        let record = TournamentRecord {
            stage: Stage::Playing(swiss),
            ..previous.clone()
        };
        let (_, stored) = self.store.put_tournament(&previous, &record, None)?;
        Ok(with_receipt(Vec::new(), stored))
    }

    /// How game `id` ended, as a tournament scores it, if `looking` looks at it; `None` while it goes
    /// on.
    pub(super) fn finish_seen(
        &self,
        looking: Looking,
        id: GameId,
    ) -> Result<Option<Finish>, crate::host::Failure> {
        match looking {
            Looking::AtAll => Ok(self.store.game(id)?.as_ref().and_then(finish)),
            Looking::At(game) if game.id == id => Ok(finish(game)),
            Looking::At(_) => Ok(None),
        }
    }
}

/// How `game` ended, as a tournament scores it: a game called off because seats were late (their setup
/// or first move) is their no-show; `None` while it goes on, and for a game called off for nobody's
/// fault (its tournament was cancelled).
fn finish(game: &GameRecord) -> Option<Finish> {
    if !game.finished {
        return None;
    }
    if game.cancelled {
        return match game.no_shows.as_slice() {
            [late] => Some(Finish::NoShow(side_of(*late))),
            [_, _] => Some(Finish::BothAbsent),
            _ => None,
        };
    }
    match game.outcome.as_ref()? {
        Outcome::Win { winners, .. } => Some(Finish::Won(side_of(*winners.first()?))),
        Outcome::Draw { .. } => Some(Finish::Drawn),
    }
}

/// The tournament side of a seat of a two-player game.
fn side_of(seat: Seat) -> Side {
    match seat.index() {
        0 => Side::First,
        _ => Side::Second,
    }
}

/// How many games `player` lost by being late for their setup or first move.
fn no_shows(swiss: &Swiss, player: crate::model::UserId) -> usize {
    swiss
        .rounds()
        .iter()
        .flat_map(|round| &round.boards)
        .filter(|board| {
            board.finish.is_some_and(|finish| {
                [Side::First, Side::Second]
                    .into_iter()
                    .any(|side| finish.absent(side) && board.player(side) == player)
            })
        })
        .count()
}
