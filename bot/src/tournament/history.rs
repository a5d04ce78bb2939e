//! What the record says of each player: score, opponents and what they scored against each, seats, byes
//! and no-shows, read once per decision.

use super::colours::{Preference, Side};
use super::points::Points;
use super::record::{Finish, Swiss};
use super::standings::Mark;
use crate::model::UserId;
use std::collections::HashMap;

/// One player's tournament so far.
#[derive(Clone, Debug, Default)]
pub(crate) struct History {
    /// Their score, byes included.
    pub(crate) score: Points,
    /// Each finished game: the opponent and the points scored against them.
    pub(crate) games: Vec<(UserId, Points)>,
    /// Everyone they have been paired with, finished or not.
    pub(crate) met: Vec<UserId>,
    /// The seats of their games, in order.
    pub(crate) sides: Vec<Side>,
    /// The byes they have had.
    pub(crate) byes: u32,
    /// Their result in each round, the first first.
    pub(crate) marks: Vec<Mark>,
}

impl History {
    /// Whether they have been paired with `player`.
    pub(crate) fn has_met(&self, player: UserId) -> bool {
        self.met.contains(&player)
    }

    /// The side they want next.
    pub(crate) fn preference(&self) -> Preference {
        Preference::from_sides(&self.sides)
    }
}

/// Every entrant's history.
pub(crate) struct Histories(HashMap<UserId, History>);

impl Histories {
    /// Reads the record.
    pub(crate) fn of(swiss: &Swiss) -> Histories {
        let mut histories: HashMap<UserId, History> = swiss
            .entrants()
            .iter()
            .map(|entrant| (entrant.player, History::default()))
            .collect();
        for (index, round) in swiss.rounds().iter().enumerate() {
            for board in &round.boards {
                for side in [Side::First, Side::Second] {
                    let opponent = board.player(side.other());
                    let history = histories.entry(board.player(side)).or_default();
                    history.met.push(opponent);
                    history.sides.push(side);
                    let mark = board
                        .finish
                        .map_or(Mark::Playing, |finish| Mark::of(finish, side));
                    history.marks.push(mark);
                    if let Some(finish) = board.finish {
                        history.score += finish.points(side);
                        history.games.push((opponent, finish.points(side)));
                    }
                }
            }
            if let Some(player) = round.bye {
                let history = histories.entry(player).or_default();
                history.score += Points::WIN;
                history.byes += 1;
                history.marks.push(Mark::Bye);
            }
            for history in histories.values_mut() {
                history.marks.resize(index + 1, Mark::Out);
            }
        }
        Histories(histories)
    }

    /// The history of `player`, an entrant or a player of a recorded game (every one of them has one).
    pub(crate) fn of_player(&self, player: UserId) -> &History {
        self.0
            .get(&player)
            .expect("every entrant and every player of a board has a history")
    }
}

impl Mark {
    /// The mark of `side` for a game that ended with `finish`.
    fn of(finish: Finish, side: Side) -> Mark {
        match finish {
            _ if finish.absent(side) => Mark::Absent,
            _ if finish.points(side) == Points::WIN => Mark::Win,
            _ if finish.points(side) == Points::DRAW => Mark::Draw,
            _ => Mark::Loss,
        }
    }
}
