//! A tournament as stored: what it plays and how, where it was made, who entered, and once it started its
//! Swiss or arena record (pairings and results). Every change is made from the stored record and written only if
//! nobody changed it meanwhile (its `version`), so two writers never pair a round, or open a game, twice.

use crate::clock::ClockSpec;
use crate::model::{ChannelId, GameId, Millis, ServerId, TournamentId, User};
use crate::tournament::Swiss;
use crate::tournament::arena::Arena;
use games::{GameKind, Settings};
use serde::{Deserialize, Serialize};

/// A tournament.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TournamentRecord {
    /// The record's schema version.
    pub schema: u32,
    /// Its number.
    pub id: TournamentId,
    /// The number of changes written to it: the store refuses a change made from an older one.
    pub version: u64,
    /// The game its rounds play.
    pub kind: GameKind,
    /// Rule options of every game, checked against the game.
    pub options: Settings,
    /// The clock of every game.
    pub clock: ClockSpec,
    /// Whether its games leave the ratings alone.
    pub casual: bool,
    /// How many rounds a Swiss tournament plays (0 for an arena).
    pub rounds: u8,
    /// How long an arena pairs players, in milliseconds; `None` for a Swiss tournament.
    #[serde(default)]
    pub arena: Option<Millis>,
    /// How many players may enter.
    pub max_players: usize,
    /// Who made it.
    pub creator: User,
    /// The server it was made in.
    pub server: ServerId,
    /// The channel it was made in, where it is announced.
    pub channel: ChannelId,
    /// Its own place (on Discord, a thread) once opened and bound: where its pairings and standings go.
    #[serde(default)]
    pub place: Option<ChannelId>,
    /// When it was made.
    pub created: Millis,
    /// When it starts by itself, if its creator said so.
    #[serde(default)]
    pub starts: Option<Millis>,
    /// The computer's level, when it enters to make an odd field even at the start.
    #[serde(default)]
    pub computer: Option<u8>,
    /// Whether its creator put it on hold: nothing is paired until it resumes.
    #[serde(default)]
    pub halted: bool,
    /// Who entered, in the order they did.
    pub players: Vec<User>,
    /// How far it went.
    pub stage: Stage,
}

/// How far a tournament went.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    /// It takes players and has not started.
    Gathering,
    /// Its rounds are being played.
    Playing(Swiss),
    /// Its last round ended.
    Over(Swiss),
    /// An arena pairs its players until its end, then lets its last games finish.
    Arena(Arena),
    /// An arena's last game ended after its end.
    ArenaOver(Arena),
    /// It was called off.
    Cancelled,
}

impl TournamentRecord {
    /// Whether it still gathers players or plays: what counts against a server's open tournaments.
    pub fn is_open(&self) -> bool {
        matches!(
            self.stage,
            Stage::Gathering | Stage::Playing(_) | Stage::Arena(_)
        )
    }
}

/// Where a tournament's game stands in it: the tournament, and the round and board (both counted from 0);
/// an arena's game is on round 0, its board the game's number in the arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TournamentGame {
    /// The tournament.
    pub tournament: TournamentId,
    /// Its round.
    pub round: usize,
    /// Its board in the round.
    pub board: usize,
}

/// Checks that `games`, made for a round, are numbered one after another from `first`: the numbers the
/// store reserved for them.
pub(super) fn check_numbering(first: GameId, games: &[crate::store::GameRecord]) {
    for (offset, game) in games.iter().enumerate() {
        assert_eq!(
            game.id.0,
            first.0 + offset as u64,
            "a round's games take the numbers reserved for them, in order"
        );
    }
}

/// `tournament` as it is saved over the stored `previous`: at the version after it.
pub(super) fn next_version(
    previous: &TournamentRecord,
    tournament: &TournamentRecord,
) -> TournamentRecord {
    TournamentRecord {
        version: previous.version + 1,
        ..tournament.clone()
    }
}
