//! Jungi's opponent: the family's search ([`crate::family`]) with Jungi's evaluation ([`eval`]).

pub mod eval;

use crate::family::{FamilyOpponent, FamilySearch};
use eval::JungiEval;

/// A Jungi position as the search walks it.
pub type JungiSearch = FamilySearch<JungiEval>;

/// The Jungi opponent.
pub type JungiOpponent = FamilyOpponent<JungiEval>;

#[cfg(test)]
mod tests;
