//! After the game: an analysis of every move, the same way for every game.
//!
//! A finished game is played again from its start ([`replay`]); each position where one seat acts is a
//! turn. Each position is searched by its game's opponent at a fixed node budget ([`evaluate`], the
//! level [`Level::ANALYSIS`] on its nodes alone), reading the whole state: the game is over, so nothing
//! is hidden any more (Junqi searches the true position; Cetkaik's search is an expectation over the
//! casts; 翻棋's pieces face down are unknown to both sides, so its search keeps them chance nodes).
//! The score becomes winning chances for the first side (the even seats, a team on the 4-player board)
//! by one curve shared by every game ([`win_chance`]); a move is judged by the chances it lost its mover
//! ([`Judgement`]), and a player's accuracy is the mean of their moves' accuracies ([`move_accuracy`]).
//! A move that is the search's own choice loses nothing, whatever the next search says.
//!
//! Positions are evaluated one at a time, so a caller may keep the evaluations made so far and resume.
//!
//! # Speed
//!
//! One analysis of a game of 100 turns (the weakest level against itself) at [`Level::ANALYSIS`], medians
//! of `cargo bench -p ai --bench analysis` (criterion, 10 samples, on the 2-core development machine
//! shared with other builds): Jungle 1.10 s, Jungi 0.95 s, Lún Jungi 0.25 s, Junqi 0.81 s, Junqi for
//! four 1.32 s, 翻棋 0.81 s, Cetkaik 4.0 s. Level 4 would take about four times as long, too long for
//! Cetkaik's 10 s.

mod chances;
#[cfg(test)]
mod tests;

pub use chances::{Judgement, move_accuracy, win_chance};

use crate::level::Level;
use crate::opponent::{Order, Unable, opponent_for};
use games::{Game, Outcome, Phase, Seat};

/// One turn of the game: the position before it, who acted and what they played.
#[derive(Debug)]
pub struct Turn {
    /// The game before the action.
    pub before: Box<dyn Game>,
    /// The seat that acted.
    pub seat: Seat,
    /// The action, in canonical text.
    pub played: String,
}

/// A game played again for its analysis: its turns, and the game after the last action.
#[derive(Debug)]
pub struct Replayed {
    /// Every turn, in order.
    pub turns: Vec<Turn>,
    /// The game after every action.
    pub end: Box<dyn Game>,
}

impl Replayed {
    /// The positions to evaluate, in order: before each turn, then the end.
    pub fn positions(&self) -> impl Iterator<Item = &dyn Game> {
        self.turns
            .iter()
            .map(|turn| turn.before.as_ref())
            .chain(std::iter::once(self.end.as_ref()))
    }
}

/// `start` with `actions` (each seat's, in order) played again. An action played while its seat alone
/// acts in play is a turn; the others (setups, readiness) are played without one.
pub fn replay(start: &dyn Game, actions: &[(Seat, String)]) -> Result<Replayed, Unable> {
    let mut game = start.clone_game();
    let mut turns = Vec::new();
    for (seat, action) in actions {
        let alone = game.phase() == Phase::Play && game.to_act() == [*seat];
        let before = alone.then(|| game.clone_game());
        game.play(*seat, action).map_err(|error| {
            Unable::new("unable-replay", vec![("error", error.to_string().into())])
        })?;
        if let Some(before) = before {
            turns.push(Turn {
                before,
                seat: *seat,
                played: action.clone(),
            });
        }
    }
    Ok(Replayed { turns, end: game })
}

/// What a search of one position found.
#[derive(Clone, Debug, PartialEq)]
pub struct Evaluation {
    /// The first side's winning chances, from −1 to +1.
    pub chance: f64,
    /// The best action for the side to act; `None` at the end.
    pub best: Option<String>,
}

/// Whether `seat` plays for the first side (the even seats).
pub fn first_side(seat: Seat) -> bool {
    seat.0.is_multiple_of(2)
}

/// `chance` for one side as the first side's: the same for the first side, negated for the second.
fn for_first(seat: Seat, chance: f64) -> f64 {
    if first_side(seat) { chance } else { -chance }
}

/// The evaluation of `game` by its opponent's search at `level`'s node budget (`seed` for whatever it
/// draws): at the end, the result itself.
pub fn evaluate(game: &dyn Game, level: Level, seed: u64) -> Result<Evaluation, Unable> {
    if let Some(outcome) = game.outcome() {
        let chance = match outcome {
            Outcome::Win { winners, .. } => match winners.first() {
                Some(&seat) => for_first(seat, 1.0),
                None => 0.0,
            },
            Outcome::Draw { .. } => 0.0,
        };
        return Ok(Evaluation { chance, best: None });
    }
    let id = game.about().id;
    let opponent =
        opponent_for(id).ok_or_else(|| Unable::new("unable-game", vec![("game", id.into())]))?;
    let seat = *game
        .to_act()
        .first()
        .ok_or_else(|| Unable::plain("unable-not-my-turn"))?;
    let probe = opponent.probe(game, &Order::measured(level, seed))?;
    Ok(Evaluation {
        chance: for_first(seat, win_chance(probe.score, probe.margin)),
        best: probe.best,
    })
}

/// One move, judged.
#[derive(Clone, Debug, PartialEq)]
pub struct Ply {
    /// Its place among the turns, from 0.
    pub index: usize,
    /// Who played it.
    pub seat: Seat,
    /// What was played.
    pub played: String,
    /// What the search preferred.
    pub best: Option<String>,
    /// The winning chances it lost its mover (0 to 2).
    pub loss: f64,
    /// How it is judged; `None` for a good move.
    pub judgement: Option<Judgement>,
}

/// A whole game's analysis.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// The first side's winning chances before each turn and at the end (one more than the turns).
    pub curve: Vec<f64>,
    /// Every turn, judged.
    pub plies: Vec<Ply>,
    /// Each side's accuracy in percent (the first side, then the second); 100 for a side with no move.
    pub accuracy: [f64; 2],
    /// Each side's count of inaccuracies, mistakes and blunders, in that order.
    pub counts: [[usize; 3]; 2],
}

impl Analysis {
    /// The analysis of `replayed` from the evaluations of its positions, in the order of
    /// [`Replayed::positions`].
    pub fn of(replayed: &Replayed, evaluations: &[Evaluation]) -> Analysis {
        assert_eq!(
            evaluations.len(),
            replayed.turns.len() + 1,
            "one evaluation per position"
        );
        let curve: Vec<f64> = evaluations.iter().map(|e| e.chance).collect();
        let plies: Vec<Ply> = replayed
            .turns
            .iter()
            .enumerate()
            .map(|(index, turn)| {
                let best = evaluations[index].best.clone();
                let dropped = for_first(turn.seat, curve[index] - curve[index + 1]);
                let loss = if best.as_deref() == Some(turn.played.as_str()) {
                    0.0
                } else {
                    dropped.max(0.0)
                };
                Ply {
                    index,
                    seat: turn.seat,
                    played: turn.played.clone(),
                    best,
                    loss,
                    judgement: Judgement::of(loss),
                }
            })
            .collect();
        let (accuracy, counts) = sides(&plies);
        Analysis {
            curve,
            plies,
            accuracy,
            counts,
        }
    }

    /// The `n` moves that lost the most, the worst first (only judged moves).
    pub fn turning_points(&self, n: usize) -> Vec<&Ply> {
        let mut judged: Vec<&Ply> = self
            .plies
            .iter()
            .filter(|p| p.judgement.is_some())
            .collect();
        judged.sort_by(|a, b| b.loss.total_cmp(&a.loss).then(a.index.cmp(&b.index)));
        judged.truncate(n);
        judged
    }
}

/// Each side's accuracy and counts of judgements.
fn sides(plies: &[Ply]) -> ([f64; 2], [[usize; 3]; 2]) {
    let mut sums = [0.0; 2];
    let mut moves = [0usize; 2];
    let mut counts = [[0; 3]; 2];
    for ply in plies {
        let side = usize::from(!first_side(ply.seat));
        sums[side] += move_accuracy(ply.loss);
        moves[side] += 1;
        if let Some(judgement) = ply.judgement {
            counts[side][judgement as usize] += 1;
        }
    }
    let accuracy = [0, 1].map(|side| {
        if moves[side] == 0 {
            100.0
        } else {
            sums[side] / moves[side] as f64
        }
    });
    (accuracy, counts)
}

/// The analysis of `start` with `actions` played, every position searched at `level`.
pub fn analyse(
    start: &dyn Game,
    actions: &[(Seat, String)],
    level: Level,
) -> Result<Analysis, Unable> {
    let replayed = replay(start, actions)?;
    let evaluations = replayed
        .positions()
        .enumerate()
        .map(|(index, game)| evaluate(game, level, index as u64))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Analysis::of(&replayed, &evaluations))
}
