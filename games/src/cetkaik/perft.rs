//! Node counts (perft) of the action tree, in two ways of counting the chance steps.
//!
//! # Casts as one node: [`perft`]
//!
//! Each legal action is **one child**, whatever its cast or draw needs; the outcome is the one the game's
//! own random stream gives, which is part of the game's state, exactly as applying the action would. So
//! `perft(1)` is the number of legal actions (249 at the start), and the count below an action that casts
//! depends on the stream's position. This is [`crate::Rules::perft`], and it agrees with the generic walk
//! that clones the game and plays every listed action through the text interface.
//!
//! # Every outcome as a child: [`perft_outcomes`]
//!
//! An action that needs a cast or a draw has **one child per distinct outcome the engine lists** for it
//! (`Probabilistic`, §2.3), and the outcome is part of the edge, not a ply of its own:
//!
//! * a move that enters water: 2 children (the cast fails, the cast succeeds);
//! * a stepping move with a ranged continuation: 6 children, one per count of marked sticks (0 to 5);
//! * a landing after a stepping cast that enters water: 2 children;
//! * ta xot1 that starts a next season: 2 children (either side moves first).
//!
//! Every other action has one child. From the start (249 actions, 41 of them stepping casts and 4 water
//! entries) `perft_outcomes(1)` is 204 + 41 × 6 + 4 × 2 = 458. This count does not depend on the random
//! stream; it is checked against the clone-and-apply walk over every action with each outcome forced.
//!
//! In both, depth counts player actions: the choice after a stepping cast and the ty mok1 / ta xot1
//! decision are plies of their own. A finished game has no children; when the only choice after a cast is
//! to give up, it is made at once (the turn machine's rule), so it is not a ply. The walks copy the state
//! for each child (the engine's states are hash maps, so there is no cheaper unmake) and count the last
//! ply from the action list without applying it.

use super::options::Preset;
use super::turn::{Action, State};
use crate::rng::GameRng;

/// The number of leaves to `depth` below `state`, each action one child, its chance outcome drawn from a
/// copy of `rng` (see the module documentation).
pub fn perft(state: &State, preset: Preset, rng: &GameRng, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let choices = state.choices(preset);
    if depth == 1 {
        return choices.len() as u64;
    }
    choices
        .into_iter()
        .map(|choice| {
            let mut child = state.clone();
            let mut stream = rng.clone();
            child
                .apply(choice.into(), preset, &mut stream)
                .expect("a listed choice is legal");
            perft(&child, preset, &stream, depth - 1)
        })
        .sum()
}

/// The number of leaves to `depth` below `state`, each outcome of a chance step its own child (see the
/// module documentation).
pub fn perft_outcomes(state: &State, preset: Preset, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut unused = GameRng::from_seed(0);
    let mut nodes = 0;
    for choice in state.choices(preset) {
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
                .apply(action, preset, &mut unused)
                .expect("a listed choice with a listed outcome is legal");
            nodes += perft_outcomes(&child, preset, depth - 1);
        }
    }
    nodes
}
