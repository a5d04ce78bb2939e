//! Moves (§2.2): a serde-friendly mirror of the engine's move enums, printed exactly as the engine's
//! `Display` prints them (§1.14), which is the canonical text of a move.

use super::board::Square;
use super::piece::{Colour, Kind, Token};
use cetkaik_full_state_transition::message::{InfAfterStep_, NormalMove_, PureMove__};
use cetkaik_naive_representation::absolute::Coord;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A move chosen when a player is to move: a board move, a drop, or a move of Tam2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Move {
    /// A piece moves from `src` to `dest` without stepping (`{src}片{dest}`).
    Plain {
        /// Where it starts.
        src: Square,
        /// Where it ends.
        dest: Square,
    },
    /// A piece steps over the piece on `step` and ends on `dest` with a fixed move (`{src}片{step}{dest}`).
    Step {
        /// Where it starts.
        src: Square,
        /// The via point.
        step: Square,
        /// Where it ends.
        dest: Square,
    },
    /// A piece steps over the piece on `step` and declares a ranged continuation towards `declared`; the
    /// sticks are cast and the player then picks the final square (`{src}片{step}心{declared}`).
    StepRanged {
        /// Where it starts.
        src: Square,
        /// The via point.
        step: Square,
        /// The declared target (under Cerke Online rules, its direction).
        declared: Square,
    },
    /// A piece from the hand is put on an empty square (`{colour}{kind}{dest}`).
    Drop {
        /// The piece's colour.
        colour: Colour,
        /// The piece's kind.
        kind: Kind,
        /// Where it goes.
        dest: Square,
    },
    /// Tam2 makes two King steps (`{src}皇[{first}]{second}`).
    Tam {
        /// Where Tam2 stands.
        src: Square,
        /// Where the first step ends.
        first: Square,
        /// Where the second step ends.
        second: Square,
    },
    /// Tam2 steps over the piece on `step` in its first half (`{src}皇{step}[{first}]{second}`).
    TamStepFirst {
        /// Where Tam2 stands.
        src: Square,
        /// The via point of the first half.
        step: Square,
        /// Where the first half ends.
        first: Square,
        /// Where the second step ends.
        second: Square,
    },
    /// Tam2 steps over the piece on `step` in its second half (`{src}皇[{first}]{step}{second}`).
    TamStepSecond {
        /// Where Tam2 stands.
        src: Square,
        /// Where the first step ends.
        first: Square,
        /// The via point of the second half.
        step: Square,
        /// Where the second half ends.
        second: Square,
    },
}

impl Move {
    /// The square the moving piece starts from; `None` for a drop.
    pub fn src(self) -> Option<Square> {
        match self {
            Move::Plain { src, .. }
            | Move::Step { src, .. }
            | Move::StepRanged { src, .. }
            | Move::Tam { src, .. }
            | Move::TamStepFirst { src, .. }
            | Move::TamStepSecond { src, .. } => Some(src),
            Move::Drop { .. } => None,
        }
    }

    /// The square stepped over, if any.
    pub fn step(self) -> Option<Square> {
        match self {
            Move::Step { step, .. }
            | Move::StepRanged { step, .. }
            | Move::TamStepFirst { step, .. }
            | Move::TamStepSecond { step, .. } => Some(step),
            _ => None,
        }
    }

    /// The final square, when the move fixes it (every move but [`Move::StepRanged`]).
    pub fn dest(self) -> Option<Square> {
        match self {
            Move::Plain { dest, .. } | Move::Step { dest, .. } | Move::Drop { dest, .. } => {
                Some(dest)
            }
            Move::Tam { second, .. }
            | Move::TamStepFirst { second, .. }
            | Move::TamStepSecond { second, .. } => Some(second),
            Move::StepRanged { .. } => None,
        }
    }

    /// Whether Tam2 moves.
    pub fn is_tam(self) -> bool {
        matches!(
            self,
            Move::Tam { .. } | Move::TamStepFirst { .. } | Move::TamStepSecond { .. }
        )
    }

    /// The piece dropped, for a drop.
    pub fn dropped(self) -> Option<Token> {
        match self {
            Move::Drop { colour, kind, .. } => Some(Token::new(colour, kind)),
            _ => None,
        }
    }

    /// Every square the move names, in the order it is written.
    pub fn squares(self) -> Vec<Square> {
        match self {
            Move::Plain { src, dest } => vec![src, dest],
            Move::Step { src, step, dest } => vec![src, step, dest],
            Move::StepRanged {
                src,
                step,
                declared,
            } => vec![src, step, declared],
            Move::Drop { dest, .. } => vec![dest],
            Move::Tam { src, first, second } => vec![src, first, second],
            Move::TamStepFirst {
                src,
                step,
                first,
                second,
            } => vec![src, step, first, second],
            Move::TamStepSecond {
                src,
                first,
                step,
                second,
            } => vec![src, first, step, second],
        }
    }

    pub(crate) fn to_engine(self) -> PureMove__<Coord> {
        use NormalMove_ as N;
        let normal = match self {
            Move::Plain { src, dest } => N::NonTamMoveSrcDst {
                src: src.to_engine(),
                dest: dest.to_engine(),
            },
            Move::Step { src, step, dest } => N::NonTamMoveSrcStepDstFinite {
                src: src.to_engine(),
                step: step.to_engine(),
                dest: dest.to_engine(),
            },
            Move::StepRanged {
                src,
                step,
                declared,
            } => {
                return PureMove__::InfAfterStep(InfAfterStep_ {
                    src: src.to_engine(),
                    step: step.to_engine(),
                    planned_direction: declared.to_engine(),
                });
            }
            Move::Drop { colour, kind, dest } => N::NonTamMoveFromHopZuo {
                color: colour.to_engine(),
                prof: kind.to_engine(),
                dest: dest.to_engine(),
            },
            Move::Tam { src, first, second } => N::TamMoveNoStep {
                src: src.to_engine(),
                first_dest: first.to_engine(),
                second_dest: second.to_engine(),
            },
            Move::TamStepFirst {
                src,
                step,
                first,
                second,
            } => N::TamMoveStepsDuringFormer {
                src: src.to_engine(),
                step: step.to_engine(),
                first_dest: first.to_engine(),
                second_dest: second.to_engine(),
            },
            Move::TamStepSecond {
                src,
                first,
                step,
                second,
            } => N::TamMoveStepsDuringLatter {
                src: src.to_engine(),
                step: step.to_engine(),
                first_dest: first.to_engine(),
                second_dest: second.to_engine(),
            },
        };
        PureMove__::NormalMove(normal)
    }

    pub(crate) fn from_engine(mv: PureMove__<Coord>) -> Move {
        use NormalMove_ as N;
        let sq = Square::from_engine;
        match mv {
            PureMove__::InfAfterStep(InfAfterStep_ {
                src,
                step,
                planned_direction,
            }) => Move::StepRanged {
                src: sq(src),
                step: sq(step),
                declared: sq(planned_direction),
            },
            PureMove__::NormalMove(normal) => match normal {
                N::NonTamMoveSrcDst { src, dest } => Move::Plain {
                    src: sq(src),
                    dest: sq(dest),
                },
                N::NonTamMoveSrcStepDstFinite { src, step, dest } => Move::Step {
                    src: sq(src),
                    step: sq(step),
                    dest: sq(dest),
                },
                N::NonTamMoveFromHopZuo { color, prof, dest } => Move::Drop {
                    colour: Colour::from_engine(color),
                    kind: Kind::from_engine(prof),
                    dest: sq(dest),
                },
                N::TamMoveNoStep {
                    src,
                    first_dest,
                    second_dest,
                } => Move::Tam {
                    src: sq(src),
                    first: sq(first_dest),
                    second: sq(second_dest),
                },
                N::TamMoveStepsDuringFormer {
                    src,
                    step,
                    first_dest,
                    second_dest,
                } => Move::TamStepFirst {
                    src: sq(src),
                    step: sq(step),
                    first: sq(first_dest),
                    second: sq(second_dest),
                },
                N::TamMoveStepsDuringLatter {
                    src,
                    step,
                    first_dest,
                    second_dest,
                } => Move::TamStepSecond {
                    src: sq(src),
                    first: sq(first_dest),
                    step: sq(step),
                    second: sq(second_dest),
                },
            },
        }
    }
}

impl fmt::Display for Move {
    /// The engine's form (§1.14): `TA片NE`, `ZAI片ZOTO`, `KA片KE心KA`, `黒弓LIA`, `ZO皇[TU]TO`,
    /// `ZO皇TU[TY]ZY`, `ZO皇[TU]TO`…
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Plain { src, dest } => write!(f, "{src}片{dest}"),
            Move::Step { src, step, dest } => write!(f, "{src}片{step}{dest}"),
            Move::StepRanged {
                src,
                step,
                declared,
            } => write!(f, "{src}片{step}心{declared}"),
            Move::Drop { colour, kind, dest } => {
                write!(f, "{}{}{dest}", colour.kanji(), kind.kanji())
            }
            Move::Tam { src, first, second } => write!(f, "{src}皇[{first}]{second}"),
            Move::TamStepFirst {
                src,
                step,
                first,
                second,
            } => write!(f, "{src}皇{step}[{first}]{second}"),
            Move::TamStepSecond {
                src,
                first,
                step,
                second,
            } => write!(f, "{src}皇[{first}]{step}{second}"),
        }
    }
}
