//! The standings: each entrant's score and tie-breaks (Buchholz, then Sonneborn–Berger) and the marks of
//! their rounds, ranked.

use super::history::Histories;
use super::points::Points;
use super::record::Swiss;
use crate::model::UserId;
use std::cmp::Reverse;

/// A player's result in one round, as the standings mark it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Won.
    Win,
    /// Drew.
    Draw,
    /// Lost.
    Loss,
    /// Sat out with a point.
    Bye,
    /// Lost by never making a first move.
    Absent,
    /// Not paired (withdrawn).
    Out,
    /// Their game has not ended.
    Playing,
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// The place, from 1.
    pub rank: usize,
    /// The player.
    pub player: UserId,
    /// Their score.
    pub score: Points,
    /// The sum of their opponents' scores.
    pub buchholz: Points,
    /// The scores of the opponents they beat, plus half those of the opponents they drew.
    pub sonneborn_berger: Points,
    /// Their result in each round, the first first.
    pub marks: Vec<Mark>,
    /// Whether they have withdrawn.
    pub withdrawn: bool,
}

/// The standings of `swiss`: by score, then Buchholz, then Sonneborn–Berger, then rating, then the order
/// of joining.
pub(crate) fn of(swiss: &Swiss, histories: &Histories) -> Vec<Standing> {
    let mut lines: Vec<(Standing, i32)> = swiss
        .entrants()
        .iter()
        .map(|entrant| {
            let history = histories.of_player(entrant.player);
            let opponent_score = |opponent| histories.of_player(opponent).score;
            let buchholz = history
                .games
                .iter()
                .map(|&(opponent, _)| opponent_score(opponent))
                .sum();
            let sonneborn_berger = history
                .games
                .iter()
                .map(|&(opponent, scored)| match scored {
                    Points::WIN => opponent_score(opponent),
                    Points::DRAW => opponent_score(opponent).half(),
                    _ => Points::ZERO,
                })
                .sum();
            let standing = Standing {
                rank: 0,
                player: entrant.player,
                score: history.score,
                buchholz,
                sonneborn_berger,
                marks: history.marks.clone(),
                withdrawn: swiss.is_withdrawn(entrant.player),
            };
            (standing, entrant.rating)
        })
        .collect();
    lines.sort_by_key(|(line, rating)| {
        Reverse((line.score, line.buchholz, line.sonneborn_berger, *rating))
    });
    lines
        .into_iter()
        .enumerate()
        .map(|(place, (line, _))| Standing {
            rank: place + 1,
            ..line
        })
        .collect()
}
