//! Tunes the weights of Junqi's evaluation by play (Texel's method): plays games of one level against
//! itself, keeps every position of them (all pieces known) with how its game ended, and finds the
//! weights by which the evaluation best foretells those ends: the mean squared error between each end
//! (1 a win for the first seat, ½ a draw, 0 a loss) and a logistic curve of the evaluation, first with
//! the scale of the curve fitted to the hand-set weights, then the weights moved down the error's
//! gradient (Adam). One game in five is held out, and its error is reported beside the rest, so that a
//! fit to the games' chance rather than to the evaluation shows.
//!
//! ```text
//! cargo run --release -p ai --example tune_junqi -- [GAMES] [THREADS] [LEVEL]
//! ```
//!
//! GAMES (2,000 by default) are played THREADS at a time (2 by default) by LEVEL (2 by default); the
//! weights are printed as `Weights` for `ai/src/junqi/search.rs`. The games stop on node budgets, so the
//! result is the same on any machine.

use ai::Level;
use ai::arena::{Bot, Contestant, openings};
use ai::junqi::search::{TERMS, Weights, terms};
use games::junqi::{Flavour, Position, PositionText, TwoPlayers};
use games::{GameKind, Outcome, Phase, RuleOptions};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The plies after which a game is stopped and counted a draw.
const PLY_CAP: usize = 300;
/// The seed of the games.
const SEED: u64 = 0x7e_57ed;
/// Every how many games one is held out of the fit.
const HOLD_OUT: usize = 5;
/// Steps of the descent.
const STEPS: usize = 4000;
/// The descent's step size, in the evaluation's units.
const RATE: f64 = 2.0;

/// A position's terms and how its game ended for the first seat.
struct Sample {
    terms: [i32; TERMS],
    end: f64,
}

/// Plays the game of `seed` at `level` against itself: every position after a move, with its end.
fn play_game(kind: GameKind, seed: u64, level: Level) -> Vec<Sample> {
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
    let end = match game.outcome() {
        Some(Outcome::Win { winners, .. }) if winners.iter().any(|seat| seat.0 == 0) => 1.0,
        Some(Outcome::Win { .. }) => 0.0,
        _ => 0.5,
    };
    positions
        .into_iter()
        .map(|terms| Sample { terms, end })
        .collect()
}

/// The logistic curve of an evaluation at `scale`.
fn expected(evaluation: f64, scale: f64) -> f64 {
    1.0 / (1.0 + (-evaluation / scale).exp())
}

/// The evaluation by `weights` of a position of `terms`.
fn dot(weights: &[f64; TERMS], terms: &[i32; TERMS]) -> f64 {
    weights
        .iter()
        .zip(terms)
        .map(|(w, &t)| w * f64::from(t))
        .sum()
}

/// The mean squared error of `weights` at `scale` over `samples`.
fn error(samples: &[Sample], weights: &[f64; TERMS], scale: f64) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|sample| (sample.end - expected(dot(weights, &sample.terms), scale)).powi(2))
        .sum();
    total / samples.len() as f64
}

/// The scale at which `weights` foretell the ends best (a search over a factor of two each way, then
/// narrower).
fn fit_scale(samples: &[Sample], weights: &[f64; TERMS]) -> f64 {
    let mut scale: f64 = 400.0;
    let mut factor: f64 = 2.0;
    while factor > 1.001 {
        let candidates = [scale / factor, scale, scale * factor];
        scale = candidates
            .into_iter()
            .min_by(|&a, &b| error(samples, weights, a).total_cmp(&error(samples, weights, b)))
            .expect("three candidates");
        factor = factor.sqrt();
    }
    scale
}

/// The weights that foretell the ends best at `scale`, from `start`, by Adam on the squared error.
fn descend(samples: &[Sample], start: &[f64; TERMS], scale: f64) -> [f64; TERMS] {
    let (beta1, beta2, epsilon) = (0.9, 0.999, 1e-12);
    let mut weights = *start;
    let (mut first, mut second) = ([0.0; TERMS], [0.0; TERMS]);
    for step in 1..=STEPS {
        let mut gradient = [0.0; TERMS];
        for sample in samples {
            let p = expected(dot(&weights, &sample.terms), scale);
            let slope = -2.0 * (sample.end - p) * p * (1.0 - p) / scale;
            for (g, &t) in gradient.iter_mut().zip(&sample.terms) {
                *g += slope * f64::from(t);
            }
        }
        for term in 0..TERMS {
            let g = gradient[term] / samples.len() as f64;
            first[term] = beta1 * first[term] + (1.0 - beta1) * g;
            second[term] = beta2 * second[term] + (1.0 - beta2) * g * g;
            let corrected_first = first[term] / (1.0 - beta1.powi(step as i32));
            let corrected_second = second[term] / (1.0 - beta2.powi(step as i32));
            weights[term] -= RATE * corrected_first / (corrected_second.sqrt() + epsilon);
        }
    }
    weights
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args
        .first()
        .map_or(2000, |n| n.parse().expect("a number of games"));
    let threads: usize = args
        .get(1)
        .map_or(2, |n| n.parse().expect("a number of threads"));
    let level: Level = args
        .get(2)
        .map_or(Ok(Level::new(2).expect("level 2")), |n| n.parse())
        .expect("a level from 1 to 5");
    let kind: GameKind = "junqi".parse().expect("Junqi is in the catalogue");
    let settings = kind.check_options(&[]).expect("the default options");
    let seeds: Vec<u64> = openings(&kind, &settings, games, 0, SEED)
        .into_iter()
        .map(|opening| opening.seed)
        .collect();
    let next = AtomicUsize::new(0);
    let played: Mutex<Vec<(usize, Vec<Sample>)>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&seed) = seeds.get(index) else {
                        break;
                    };
                    let samples = play_game(kind, seed, level);
                    let mut played = played.lock().unwrap();
                    played.push((index, samples));
                    eprintln!("{} of {} games played", played.len(), seeds.len());
                }
            });
        }
    });
    let mut played = played.into_inner().unwrap();
    // In the games' order, so that the sums, and so the weights, do not depend on the threads.
    played.sort_by_key(|(index, _)| *index);
    let (mut fit, mut held) = (Vec::new(), Vec::new());
    for (index, samples) in played {
        if index % HOLD_OUT == HOLD_OUT - 1 {
            held.extend(samples);
        } else {
            fit.extend(samples);
        }
    }
    let hand = Weights::HAND.0.map(f64::from);
    let scale = fit_scale(&fit, &hand);
    let tuned = descend(&fit, &hand, scale);
    println!(
        "{games} games of level {} against itself: {} positions fitted, {} held out; scale {scale:.0}",
        level.number(),
        fit.len(),
        held.len()
    );
    for (name, weights) in [("hand-set", &hand), ("tuned", &tuned)] {
        println!(
            "{name}: error {:.5} fitted, {:.5} held out",
            error(&fit, weights, scale),
            error(&held, weights, scale)
        );
    }
    let rounded: Vec<String> = tuned.iter().map(|w| format!("{w:.0}")).collect();
    println!("Weights([{}])", rounded.join(", "));
}
