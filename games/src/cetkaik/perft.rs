//! The node count (perft) of the action tree, chance steps included.
//!
//! # How chance steps count
//!
//! An action that needs a cast or a draw has **one child per distinct outcome the engine lists** for it
//! (`Probabilistic`, §2.3), and the outcome is part of the edge, not a ply of its own:
//!
//! * a move that enters water: 2 children (the cast fails, the cast succeeds);
//! * a stepping move with a ranged continuation: 6 children, one per count of marked sticks (0 to 5);
//! * a landing after a stepping cast that enters water: 2 children;
//! * ta xot1 that starts a next season: 2 children (either side moves first).
//!
//! Every other action has one child. So `perft(1)` counts leaves, not actions: from the start (249
//! actions, 41 of them stepping casts and 4 water entries) it is 204 + 41 × 6 + 4 × 2 = 458. Depth counts
//! player actions: the choice after a stepping cast and the ty mok1 / ta xot1 decision are plies of their
//! own. A finished game has no children; when the only choice after a cast is to give up, it is made at
//! once (the turn machine's rule), so it is not a ply.
//!
//! The walk copies the state for each child (the engine's states are hash maps, so there is no cheaper
//! unmake) and counts the last ply from the action list without applying it.

use super::options::Preset;
use super::turn::{Action, State};
use crate::rng::GameRng;

/// The number of leaves of the tree below `state` to `depth` (see the module documentation).
pub fn perft(state: &State, preset: Preset, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let choices = state.choices(preset);
    let mut rng = GameRng::from_seed(0);
    let mut nodes = 0;
    for choice in choices {
        let chances = state.chances(choice);
        if depth == 1 {
            nodes += chances.len().max(1) as u64;
            continue;
        }
        let actions: Vec<Action> = if chances.is_empty() {
            vec![choice.into()]
        } else {
            chances
                .into_iter()
                .map(|chance| Action {
                    choice,
                    chance: Some(chance),
                })
                .collect()
        };
        for action in actions {
            let mut child = state.clone();
            child
                .apply(action, preset, &mut rng)
                .expect("a listed choice with a listed outcome is legal");
            nodes += perft(&child, preset, depth - 1);
        }
    }
    nodes
}
