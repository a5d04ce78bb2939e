//! The vocabulary every game shares: seats, audiences, reports, outcomes and errors.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A place at the table, numbered from 0 in turn order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat's index, for indexing per-seat arrays.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// Who a piece of output is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Audience {
    /// Everyone: the game's public place, spectators, game lists, public exports.
    Public,
    /// One seat's player, privately.
    Seat(Seat),
}

/// One sentence about what happened, for one audience.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Note {
    /// Who may read it.
    pub audience: Audience,
    /// The sentence itself, plain text.
    pub text: String,
}

/// What an action did, as notes per audience, in the order they should be told.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    /// The notes, in order.
    pub notes: Vec<Note>,
}

impl Report {
    /// A report with a single public note.
    pub fn public(text: impl Into<String>) -> Self {
        let mut report = Self::default();
        report.tell(Audience::Public, text);
        report
    }

    /// Adds a note for `audience`.
    pub fn tell(&mut self, audience: Audience, text: impl Into<String>) {
        self.notes.push(Note {
            audience,
            text: text.into(),
        });
    }

    /// The notes one audience may read: public notes for everyone, plus the seat's own.
    pub fn for_audience(&self, audience: Audience) -> impl Iterator<Item = &Note> {
        self.notes
            .iter()
            .filter(move |note| note.audience == Audience::Public || note.audience == audience)
    }
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    /// A piece entered the enemy den (Jungle).
    Den,
    /// Every enemy piece was captured.
    AllCaptured,
    /// The player to move had no legal move.
    NoMoves,
    /// Both remaining players were stuck (Junqi).
    BothStuck,
    /// A flag was captured (Junqi).
    FlagCaptured,
    /// A flag was carried home (Junqi, flag carrier option).
    FlagDelivered,
    /// Too many turns without a capture.
    NoCapture,
    /// A cap on the number of turns was reached.
    TurnCap,
    /// The players agreed to a draw.
    Agreement,
    /// A player resigned.
    Resignation,
    /// A player passed more often than allowed (Junqi).
    Passes,
    /// A player ran out of time.
    Time,
    /// The game reached its target score or ran out of seasons (Cetkaik).
    Score,
}

impl EndReason {
    /// The reason as a short tag for game records (`den`, `all-captured`, …).
    pub fn tag(self) -> &'static str {
        match self {
            EndReason::Den => "den",
            EndReason::AllCaptured => "all-captured",
            EndReason::NoMoves => "no-moves",
            EndReason::BothStuck => "both-stuck",
            EndReason::FlagCaptured => "flag",
            EndReason::FlagDelivered => "home",
            EndReason::NoCapture => "no-capture-draw",
            EndReason::TurnCap => "turn-cap",
            EndReason::Agreement => "agreement",
            EndReason::Resignation => "resignation",
            EndReason::Passes => "passes",
            EndReason::Time => "time",
            EndReason::Score => "score",
        }
    }

    /// The reason as a phrase for people ("by entering the den").
    pub fn phrase(self) -> &'static str {
        match self {
            EndReason::Den => "by entering the den",
            EndReason::AllCaptured => "by capturing every piece",
            EndReason::NoMoves => "because the opponent had no legal move",
            EndReason::BothStuck => "because neither side could move",
            EndReason::FlagCaptured => "by capturing the flag",
            EndReason::FlagDelivered => "by carrying the flag home",
            EndReason::NoCapture => "after too many turns without a capture",
            EndReason::TurnCap => "at the turn limit",
            EndReason::Agreement => "by agreement",
            EndReason::Resignation => "by resignation",
            EndReason::Passes => "because a player passed too often",
            EndReason::Time => "on time",
            EndReason::Score => "on score",
        }
    }
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// These seats won (a team in 4-player games).
    Win {
        /// The winning seats.
        winners: Vec<Seat>,
        /// Why.
        reason: EndReason,
    },
    /// Nobody won.
    Draw {
        /// Why.
        reason: EndReason,
    },
}

impl Outcome {
    /// Why the game ended.
    pub fn reason(&self) -> EndReason {
        match self {
            Outcome::Win { reason, .. } | Outcome::Draw { reason } => *reason,
        }
    }
}

/// Something the host decides that the rules must rule on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Intervention {
    /// The seat resigns.
    Resign(Seat),
    /// The seat let its clock run out (Jungle: a loss; Junqi: a pass).
    TimeOut(Seat),
    /// Every player agreed to a draw.
    AgreedDraw,
}

/// Why an action was refused: one plain sentence for the player, saying what to do instead.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[error("{0}")]
pub struct RuleError(pub String);

impl RuleError {
    /// An error with this sentence.
    pub fn new(sentence: impl Into<String>) -> Self {
        Self(sentence.into())
    }
}

/// Why a position string was rejected: one plain sentence.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct PositionError(pub String);

impl PositionError {
    /// An error with this sentence.
    pub fn new(sentence: impl Into<String>) -> Self {
        Self(sentence.into())
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}
