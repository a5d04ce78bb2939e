//! A Swiss tournament's record: its entrants, who withdrew, and each round's boards and results. Every
//! decision (the next round's pairings, the standings) is made from it alone.

use super::colours::Side;
use super::history::Histories;
use super::pairing;
use super::points::Points;
use super::standings::{self, Standing};
use crate::model::{GameId, UserId};
use serde::{Deserialize, Serialize};

/// A player as the tournament knows them: who, and the rating that seeds them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    /// The player.
    pub player: UserId,
    /// Their rating when the tournament started, rounded: it orders players of equal score.
    pub rating: i32,
}

/// How a tournament game ended, as the tournament scores it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Finish {
    /// The side won.
    Won(Side),
    /// A draw.
    Drawn,
    /// The side never made its first move (or never finished its setup) in time: it loses, and the other
    /// side wins.
    NoShow(Side),
    /// Neither side made its first move (or finished its setup) in time: both lose.
    BothAbsent,
}

impl Finish {
    /// The points the side scored.
    pub fn points(self, side: Side) -> Points {
        match self {
            Finish::Won(winner) if winner == side => Points::WIN,
            Finish::NoShow(absent) if absent != side => Points::WIN,
            Finish::Drawn => Points::DRAW,
            Finish::Won(_) | Finish::NoShow(_) | Finish::BothAbsent => Points::ZERO,
        }
    }

    /// Whether `side` was absent: it never made its first move, or finished its setup, in time.
    pub fn absent(self, side: Side) -> bool {
        self == Finish::NoShow(side) || self == Finish::BothAbsent
    }
}

/// One game of a round: who sits first, who second, and how it ended once it has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    /// The player who moves first.
    pub first: UserId,
    /// The player who moves second.
    pub second: UserId,
    /// The result, once the game has ended.
    pub finish: Option<Finish>,
    /// The game played on it, once opened.
    #[serde(default)]
    pub game: Option<GameId>,
}

impl Board {
    /// The player in `side`.
    pub fn player(&self, side: Side) -> UserId {
        match side {
            Side::First => self.first,
            Side::Second => self.second,
        }
    }
}

/// A round: its games in board order (the leaders first) and the player given the bye, if any.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// The games, top board first.
    pub boards: Vec<Board>,
    /// The player who sits out with a point.
    pub bye: Option<UserId>,
}

impl Round {
    /// Whether every game of the round has ended.
    pub fn is_complete(&self) -> bool {
        self.boards.iter().all(|board| board.finish.is_some())
    }
}

/// Why the next round cannot be paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PairingError {
    /// A game of the current round has not ended.
    #[error("the current round has a game still being played")]
    RoundUnfinished,
    /// Fewer than two players are still in the tournament.
    #[error("fewer than two players remain")]
    TooFewPlayers,
}

/// Why a result cannot be recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// No such round or board.
    #[error("no such game in the tournament")]
    NoSuchBoard,
    /// The game already has a different result.
    #[error("the game already has a result")]
    AlreadyFinished,
}

/// A Swiss tournament's record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Swiss {
    entrants: Vec<Entrant>,
    withdrawn: Vec<UserId>,
    rounds: Vec<Round>,
}

impl Swiss {
    /// A tournament of `entrants`, in the order they joined, before its first round.
    pub fn new(entrants: Vec<Entrant>) -> Swiss {
        Swiss {
            entrants,
            withdrawn: Vec::new(),
            rounds: Vec::new(),
        }
    }

    /// The entrants, in the order they joined.
    pub fn entrants(&self) -> &[Entrant] {
        &self.entrants
    }

    /// The rounds paired so far, the first first.
    pub fn rounds(&self) -> &[Round] {
        &self.rounds
    }

    /// Whether `player` has withdrawn.
    pub fn is_withdrawn(&self, player: UserId) -> bool {
        self.withdrawn.contains(&player)
    }

    /// Takes `player` out of the rounds not yet paired; their games keep their results. Returns whether
    /// they were in and had not withdrawn already.
    pub fn withdraw(&mut self, player: UserId) -> bool {
        let entered = self.entrants.iter().any(|entrant| entrant.player == player);
        if !entered || self.is_withdrawn(player) {
            return false;
        }
        self.withdrawn.push(player);
        true
    }

    /// Pairs the next round from the record and appends it.
    pub fn pair_next_round(&mut self) -> Result<&Round, PairingError> {
        if self.rounds.last().is_some_and(|round| !round.is_complete()) {
            return Err(PairingError::RoundUnfinished);
        }
        let histories = Histories::of(self);
        let mut active: Vec<&Entrant> = self
            .entrants
            .iter()
            .filter(|entrant| !self.is_withdrawn(entrant.player))
            .collect();
        if active.len() < 2 {
            return Err(PairingError::TooFewPlayers);
        }
        active.sort_by_key(|entrant| {
            let history = histories.of_player(entrant.player);
            (
                std::cmp::Reverse(history.score),
                std::cmp::Reverse(entrant.rating),
            )
        });
        let round = pairing::pair(&active, &histories);
        self.rounds.push(round);
        Ok(self.rounds.last().expect("just pushed"))
    }

    /// Records how the game on `board` of round `round` (both counted from 0) ended. Recording the same
    /// result again changes nothing, so a result delivered twice is harmless.
    pub fn record(
        &mut self,
        round: usize,
        board: usize,
        finish: Finish,
    ) -> Result<(), RecordError> {
        let game = self
            .rounds
            .get_mut(round)
            .and_then(|round| round.boards.get_mut(board))
            .ok_or(RecordError::NoSuchBoard)?;
        match game.finish {
            Some(recorded) if recorded != finish => Err(RecordError::AlreadyFinished),
            _ => {
                game.finish = Some(finish);
                Ok(())
            }
        }
    }

    /// Names the game opened for `board` of round `round` (both counted from 0).
    pub fn set_game(
        &mut self,
        round: usize,
        board: usize,
        game: GameId,
    ) -> Result<(), RecordError> {
        let board = self
            .rounds
            .get_mut(round)
            .and_then(|round| round.boards.get_mut(board))
            .ok_or(RecordError::NoSuchBoard)?;
        board.game = Some(game);
        Ok(())
    }

    /// The standings: every entrant ranked by score, Buchholz and Sonneborn–Berger.
    pub fn standings(&self) -> Vec<Standing> {
        standings::of(self, &Histories::of(self))
    }
}
