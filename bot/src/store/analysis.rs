//! A finished game's analysis as far as it went: the evaluation of each position searched so far, and
//! who waits for it. It is kept beside the game, never in its log: asking again is instant, and an
//! analysis cut short by a restart resumes from the positions already searched.

use crate::message::Target;
use crate::model::{GameId, Language, UserId};
use serde::{Deserialize, Serialize};

/// The analysis of one game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AnalysisRecord {
    /// The record's schema version.
    pub schema: u32,
    /// The game.
    pub game: GameId,
    /// The evaluations of its positions in the order they are played, as far as they are searched.
    pub evaluations: Vec<StoredEvaluation>,
    /// Who asked for it and waits for its picture.
    pub waiting: Vec<AnalysisAsker>,
}

/// One position's evaluation, as the analysis keeps it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredEvaluation {
    /// The first side's winning chances, from −1 to +1.
    pub chance: f64,
    /// The best action for the side to act, in canonical text; `None` at the end.
    pub best: Option<String>,
}

/// Someone waiting for an analysis, and where it goes to them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AnalysisAsker {
    /// Who asked.
    pub user: UserId,
    /// Where the picture goes: the channel they asked in, or their direct messages.
    pub to: Target,
    /// The language of the picture, the one the place reads.
    pub language: Language,
}

impl AnalysisRecord {
    /// An analysis of `game` not yet begun.
    pub fn new(game: GameId) -> Self {
        AnalysisRecord {
            schema: super::SCHEMA_VERSION,
            game,
            evaluations: Vec::new(),
            waiting: Vec::new(),
        }
    }
}

impl From<&ai::analysis::Evaluation> for StoredEvaluation {
    fn from(evaluation: &ai::analysis::Evaluation) -> Self {
        StoredEvaluation {
            chance: evaluation.chance,
            best: evaluation.best.clone(),
        }
    }
}

impl From<&StoredEvaluation> for ai::analysis::Evaluation {
    fn from(stored: &StoredEvaluation) -> Self {
        ai::analysis::Evaluation {
            chance: stored.chance,
            best: stored.best.clone(),
        }
    }
}
