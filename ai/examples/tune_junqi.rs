//! Tunes the weights of Junqi's evaluation by play (Texel's method, the `texel` module): plays games of
//! one level against itself, keeps every position of them (all pieces known) with how its game ended,
//! and finds the weights by which the evaluation best foretells those ends.
//!
//! ```text
//! cargo run --release -p ai --example tune_junqi -- [GAMES] [THREADS] [LEVEL]
//! ```
//!
//! GAMES (2,000 by default) are played THREADS at a time (2 by default) by LEVEL (3 by default); the
//! weights are printed as `Weights` for `ai/src/junqi/search.rs`. The games stop on node budgets, so the
//! result is the same on any machine.

mod texel;

use ai::Level;
use ai::arena::{Bot, Contestant};
use ai::junqi::search::{TERMS, Weights, terms};
use games::junqi::{Flavour, Position, PositionText, TwoPlayers};
use games::{GameKind, Phase, RuleOptions};
use texel::Sample;

/// The plies after which a game is stopped and counted a draw.
const PLY_CAP: usize = 300;

/// Plays the game of `seed` at `level` against itself: every position after a move, with its end.
fn play_game(kind: GameKind, seed: u64, level: Level) -> Vec<Sample<TERMS>> {
    let settings = kind.check_options(&[]).expect("the default options");
    let config = TwoPlayers::config(
        &<TwoPlayers as Flavour>::Options::from_pairs(std::iter::empty())
            .expect("the default options"),
    );
    let mut game = kind.create(&settings, seed).expect("a game");
    let mut bot = Bot(level);
    let mut positions = Vec::new();
    let mut plies = 0;
    while game.phase() != Phase::Over && plies < PLY_CAP {
        let Some(&seat) = game.to_act().first() else {
            break;
        };
        let turn_seed = seed ^ (plies as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let (actions, _) = bot
            .act(game.as_ref(), seat, turn_seed)
            .unwrap_or_else(|why| panic!("the level could not act: {why}"));
        for action in &actions {
            game.play(seat, action)
                .unwrap_or_else(|why| panic!("{action} was refused: {why}"));
            plies += 1;
        }
        if game.phase() == Phase::Play {
            let text = PositionText::read(&game.position(), config.table).expect("its own text");
            let position = Position::from_text(&text, config).expect("its own position");
            positions.push(terms(&position, &[0, 1, 1, 1]));
        }
    }
    texel::samples(positions, game.outcome())
}

fn main() {
    let args = texel::args();
    let kind: GameKind = "junqi".parse().expect("Junqi is in the catalogue");
    texel::tune(&args, &Weights::HAND.0, |seed| {
        play_game(kind, seed, args.level)
    });
}
