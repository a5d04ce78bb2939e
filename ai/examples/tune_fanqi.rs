//! Tunes the weights of 翻棋's evaluation by play (Texel's method, the `texel` module): plays games of
//! one level against itself, keeps every position of them after the colours are fixed with how its game
//! ended, and finds the weights by which the evaluation best foretells those ends. The terms read only
//! what is public (face-down pieces as the counts of each kind), as the search does.
//!
//! ```text
//! cargo run --release -p ai --example tune_fanqi -- [GAMES] [THREADS] [LEVEL]
//! ```
//!
//! GAMES (2,000 by default) are played THREADS at a time (2 by default) by LEVEL (3 by default); the
//! weights are printed as `Weights` for `ai/src/fanqi/search.rs`. The games stop on node budgets, so the
//! result is the same on any machine.

mod texel;

use ai::Level;
use ai::arena::{Bot, Contestant};
use ai::fanqi::search::{TERMS, Weights, terms};
use games::junqi::{Fanqi, FanqiOptions};
use games::{Game, Phase, Rules};
use texel::Sample;

/// The plies after which a game is stopped and counted a draw (as in the tournament: the no-capture
/// limit ends a game that goes round in circles well before).
const PLY_CAP: usize = 800;

/// Plays the game of `seed` at `level` against itself: every position after an action once the colours
/// are fixed, with its end.
fn play_game(seed: u64, level: Level) -> Vec<Sample<TERMS>> {
    let mut game = <Fanqi as Rules>::new_game(FanqiOptions::default(), seed);
    let mut bot = Bot(level);
    let mut positions = Vec::new();
    let mut plies = 0;
    while Game::phase(&game) != Phase::Over && plies < PLY_CAP {
        let Some(&seat) = Game::to_act(&game).first() else {
            break;
        };
        let turn_seed = seed ^ (plies as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let (actions, _) = bot
            .act(&game, seat, turn_seed)
            .unwrap_or_else(|why| panic!("the level could not act: {why}"));
        for action in &actions {
            Game::play(&mut game, seat, action)
                .unwrap_or_else(|why| panic!("{action} was refused: {why}"));
            plies += 1;
        }
        let position = game.board();
        if Game::phase(&game) == Phase::Play && position.colour_of(0).is_some() {
            positions.push(terms(&position, 0));
        }
    }
    texel::samples(positions, Game::outcome(&game))
}

fn main() {
    let args = texel::args();
    texel::tune(&args, &Weights::HAND.0, |seed| play_game(seed, args.level));
}
