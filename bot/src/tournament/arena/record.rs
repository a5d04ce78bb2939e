//! An arena's record: its time span, its entrants and where each one is (waiting, playing, paused or
//! gone), and every game paired, in pairing order, with its result once it has ended. Every decision
//! (the next pairings, the standings) is made from it alone.

use super::pairing;
use super::standings::{self, ArenaStanding};
use super::tally::Tallies;
use crate::model::{GameId, Millis, UserId};
use crate::tournament::{Entrant, Finish, RecordError, Side};
use serde::{Deserialize, Serialize};

/// Where an entrant is in the arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Presence {
    /// In the queue since the time, to be paired.
    Waiting {
        /// When they joined the queue.
        since: Millis,
    },
    /// Playing a game.
    Playing {
        /// The game's number in the arena.
        game: usize,
        /// Whether they asked to pause once the game ends.
        pausing: bool,
    },
    /// Out of pairing until they resume.
    Paused,
    /// Withdrawn for good; their finished games keep their results.
    Left,
}

/// An entrant and where they are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Participant {
    /// The player and their seed rating.
    pub entrant: Entrant,
    /// Where they are.
    pub presence: Presence,
}

/// One game of the arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArenaGame {
    /// The player who moves first.
    pub first: UserId,
    /// The player who moves second.
    pub second: UserId,
    /// When it was paired.
    pub paired_at: Millis,
    /// The result, once the game has ended.
    pub finish: Option<Finish>,
    /// The game played for it, once opened.
    #[serde(default)]
    pub game: Option<GameId>,
}

impl ArenaGame {
    /// The player in `side`.
    pub fn player(&self, side: Side) -> UserId {
        match side {
            Side::First => self.first,
            Side::Second => self.second,
        }
    }

    /// The side `player` sits on, if they play this game.
    pub fn side_of(&self, player: UserId) -> Option<Side> {
        [Side::First, Side::Second]
            .into_iter()
            .find(|side| self.player(*side) == player)
    }
}

/// A game just paired: its number in the arena and its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pairing {
    /// The game's number, to report its result with [`Arena::finish`].
    pub game: usize,
    /// The player who moves first.
    pub first: UserId,
    /// The player who moves second.
    pub second: UserId,
}

/// Why a player cannot join.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum JoinError {
    /// They are in the arena already.
    #[error("already in the arena")]
    AlreadyIn,
    /// They left it, which is for good.
    #[error("left the arena")]
    Left,
    /// The arena has ended.
    #[error("the arena is over")]
    Over,
}

/// An arena tournament's record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Arena {
    start: Millis,
    end: Millis,
    participants: Vec<Participant>,
    games: Vec<ArenaGame>,
}

impl Arena {
    /// An arena pairing from `start` until `end`, with nobody in it yet.
    pub fn new(start: Millis, end: Millis) -> Arena {
        Arena {
            start,
            end,
            participants: Vec::new(),
            games: Vec::new(),
        }
    }

    /// When pairing starts.
    pub fn start(&self) -> Millis {
        self.start
    }

    /// When pairing stops: nothing is paired from then on.
    pub fn end(&self) -> Millis {
        self.end
    }

    /// The entrants, in the order they joined, and where each one is.
    pub fn participants(&self) -> &[Participant] {
        &self.participants
    }

    /// Every game, in pairing order (a game's number is its place here).
    pub fn games(&self) -> &[ArenaGame] {
        &self.games
    }

    /// Where `player` is, if they entered.
    pub fn presence(&self, player: UserId) -> Option<Presence> {
        self.participant(player)
            .map(|participant| participant.presence)
    }

    /// Puts `entrant` in the queue at `now`.
    pub fn join(&mut self, entrant: Entrant, now: Millis) -> Result<(), JoinError> {
        if now >= self.end {
            return Err(JoinError::Over);
        }
        match self.presence(entrant.player) {
            Some(Presence::Left) => Err(JoinError::Left),
            Some(_) => Err(JoinError::AlreadyIn),
            None => {
                self.participants.push(Participant {
                    entrant,
                    presence: Presence::Waiting { since: now },
                });
                Ok(())
            }
        }
    }

    /// Takes `player` out of pairing: at once if they wait, once their game ends if they play. Returns
    /// whether anything changed.
    pub fn pause(&mut self, player: UserId) -> bool {
        self.change(player, |presence| match presence {
            Presence::Waiting { .. } => Some(Presence::Paused),
            Presence::Playing {
                game,
                pausing: false,
            } => Some(Presence::Playing {
                game,
                pausing: true,
            }),
            _ => None,
        })
    }

    /// Brings a paused `player` back to the queue at `now` (or, if their game is still on, cancels the
    /// pause they asked for). Returns whether anything changed.
    pub fn resume(&mut self, player: UserId, now: Millis) -> bool {
        self.change(player, |presence| match presence {
            Presence::Paused => Some(Presence::Waiting { since: now }),
            Presence::Playing {
                game,
                pausing: true,
            } => Some(Presence::Playing {
                game,
                pausing: false,
            }),
            _ => None,
        })
    }

    /// Withdraws `player` for good; a game they are playing still counts once it ends. Returns whether
    /// they were in and had not left already.
    pub fn leave(&mut self, player: UserId) -> bool {
        self.change(player, |presence| {
            (presence != Presence::Left).then_some(Presence::Left)
        })
    }

    /// Records how game number `game` ended, at `now`, and puts its players back in the queue (a player
    /// who asked to pause, or who never moved, is paused instead; one who left stays out). Recording the
    /// same result again changes nothing, so a result delivered twice is harmless.
    pub fn finish(&mut self, game: usize, finish: Finish, now: Millis) -> Result<(), RecordError> {
        let record = self.games.get_mut(game).ok_or(RecordError::NoSuchBoard)?;
        match record.finish {
            Some(recorded) if recorded == finish => return Ok(()),
            Some(_) => return Err(RecordError::AlreadyFinished),
            None => record.finish = Some(finish),
        }
        let record = *record;
        for side in [Side::First, Side::Second] {
            let absent = finish.absent(side);
            self.change(record.player(side), |presence| match presence {
                Presence::Playing { game: played, .. } if played == game && absent => {
                    Some(Presence::Paused)
                }
                Presence::Playing {
                    game: played,
                    pausing,
                } if played == game => Some(if pausing {
                    Presence::Paused
                } else {
                    Presence::Waiting { since: now }
                }),
                _ => None,
            });
        }
        Ok(())
    }

    /// Pairs the players waiting at `now` (see `pairing` for how), records their games and returns them,
    /// the best-ranked pair first. Nothing is paired before the start, from the end on, or for a lone
    /// waiting player.
    pub fn pair_waiting(&mut self, now: Millis) -> Vec<Pairing> {
        if now < self.start || now >= self.end {
            return Vec::new();
        }
        let tallies = Tallies::of(self);
        let ranking = standings::of(self, &tallies);
        let pairs = pairing::pair(self, &tallies, &ranking);
        let mut paired = Vec::with_capacity(pairs.len());
        for (first, second) in pairs {
            let game = self.games.len();
            self.games.push(ArenaGame {
                first,
                second,
                paired_at: now,
                finish: None,
                game: None,
            });
            for player in [first, second] {
                self.change(player, |_| {
                    Some(Presence::Playing {
                        game,
                        pausing: false,
                    })
                });
            }
            paired.push(Pairing {
                game,
                first,
                second,
            });
        }
        paired
    }

    /// Names the game played for game number `game`; refused for a game that was never paired.
    pub fn set_game(&mut self, game: usize, id: GameId) -> Result<(), RecordError> {
        let record = self.games.get_mut(game).ok_or(RecordError::NoSuchBoard)?;
        record.game = Some(id);
        Ok(())
    }

    /// Whether a game paired has not ended yet.
    pub fn is_playing(&self) -> bool {
        self.games.iter().any(|game| game.finish.is_none())
    }

    /// The standings: every entrant ranked by score, then performance.
    pub fn standings(&self) -> Vec<ArenaStanding> {
        standings::of(self, &Tallies::of(self))
    }

    fn participant(&self, player: UserId) -> Option<&Participant> {
        self.participants
            .iter()
            .find(|participant| participant.entrant.player == player)
    }

    /// Moves `player` to where `to` says, if it says anything; returns whether it did.
    fn change(&mut self, player: UserId, to: impl FnOnce(Presence) -> Option<Presence>) -> bool {
        let Some(participant) = self
            .participants
            .iter_mut()
            .find(|participant| participant.entrant.player == player)
        else {
            return false;
        };
        match to(participant.presence) {
            Some(presence) => {
                participant.presence = presence;
                true
            }
            None => false,
        }
    }
}
