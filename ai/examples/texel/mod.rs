//! Texel's method, shared by the examples that tune an evaluation by play: games of one level against
//! itself, every position of them with how its game ended, and the weights by which the evaluation best
//! foretells those ends: the mean squared error between each end (1 a win for the first seat, ½ a draw,
//! 0 a loss) and a logistic curve of the evaluation, first with the scale of the curve fitted to the
//! hand-set weights, then the weights moved down the error's gradient (Adam). One game in five is held
//! out, and its error is reported beside the rest, so that a fit to the games' chance rather than to the
//! evaluation shows.
//!
//! The arguments of such an example are `[GAMES] [THREADS] [LEVEL]`: GAMES (2,000 by default) are
//! played THREADS at a time (2 by default) by LEVEL (2 by default).

use ai::Level;
use games::Outcome;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The seed of the games.
const SEED: u64 = 0x7e_57ed;
/// Every how many games one is held out of the fit.
const HOLD_OUT: usize = 5;
/// Steps of the descent.
const STEPS: usize = 4000;
/// The descent's step size, in the evaluation's units.
const RATE: f64 = 2.0;

/// A position's `N` terms and how its game ended for the first seat.
pub struct Sample<const N: usize> {
    /// How many times each term counts for the first seat.
    pub terms: [i32; N],
    /// 1 a win for the first seat, ½ a draw, 0 a loss.
    pub end: f64,
}

/// The terms of each position of one game, each with how that game ended (`outcome`).
pub fn samples<const N: usize>(
    positions: Vec<[i32; N]>,
    outcome: Option<Outcome>,
) -> Vec<Sample<N>> {
    let end = end_for_first(outcome);
    positions
        .into_iter()
        .map(|terms| Sample { terms, end })
        .collect()
}

/// How a game ended for the first seat: 1 a win, ½ a draw (or no end), 0 a loss.
fn end_for_first(outcome: Option<Outcome>) -> f64 {
    match outcome {
        Some(Outcome::Win { winners, .. }) if winners.iter().any(|seat| seat.0 == 0) => 1.0,
        Some(Outcome::Win { .. }) => 0.0,
        _ => 0.5,
    }
}

/// What to play: how many games, how many at a time, at which level.
pub struct Args {
    /// The games.
    pub games: usize,
    /// The games played at once.
    pub threads: usize,
    /// The level that plays both seats.
    pub level: Level,
}

/// The command line's `[GAMES] [THREADS] [LEVEL]`.
pub fn args() -> Args {
    let args: Vec<String> = std::env::args().skip(1).collect();
    Args {
        games: args
            .first()
            .map_or(2000, |n| n.parse().expect("a number of games")),
        threads: args
            .get(1)
            .map_or(2, |n| n.parse().expect("a number of threads")),
        level: args
            .get(2)
            .map_or(Ok(Level::new(3).expect("level 3")), |n| n.parse())
            .expect("a level from 1 to 5"),
    }
}

/// Plays `args.games` games, `args.threads` at a time, each by `play_game(seed)` (game `i` from 1 on gets
/// the seed [`SEED`] + `i`, which varies its setups or its deal), and tunes `hand` on their positions:
/// prints the fit and the tuned weights.
pub fn tune<const N: usize>(
    args: &Args,
    hand: &[i32; N],
    play_game: impl Fn(u64) -> Vec<Sample<N>> + Sync,
) {
    let seeds: Vec<u64> = (1..=args.games as u64)
        .map(|game| SEED.wrapping_add(game))
        .collect();
    let next = AtomicUsize::new(0);
    let played: Mutex<Vec<(usize, Vec<Sample<N>>)>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..args.threads {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&seed) = seeds.get(index) else {
                        break;
                    };
                    let samples = play_game(seed);
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
    let hand = hand.map(f64::from);
    let scale = fit_scale(&fit, &hand);
    let tuned = descend(&fit, &hand, scale);
    println!(
        "{} games of level {} against itself: {} positions fitted, {} held out; scale {scale:.0}",
        args.games,
        args.level.number(),
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

/// The logistic curve of an evaluation at `scale`.
fn expected(evaluation: f64, scale: f64) -> f64 {
    1.0 / (1.0 + (-evaluation / scale).exp())
}

/// The evaluation by `weights` of a position of `terms`.
fn dot<const N: usize>(weights: &[f64; N], terms: &[i32; N]) -> f64 {
    weights
        .iter()
        .zip(terms)
        .map(|(w, &t)| w * f64::from(t))
        .sum()
}

/// The mean squared error of `weights` at `scale` over `samples`.
fn error<const N: usize>(samples: &[Sample<N>], weights: &[f64; N], scale: f64) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|sample| (sample.end - expected(dot(weights, &sample.terms), scale)).powi(2))
        .sum();
    total / samples.len() as f64
}

/// The scale at which `weights` foretell the ends best (a search over a factor of two each way, then
/// narrower).
fn fit_scale<const N: usize>(samples: &[Sample<N>], weights: &[f64; N]) -> f64 {
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
fn descend<const N: usize>(samples: &[Sample<N>], start: &[f64; N], scale: f64) -> [f64; N] {
    let (beta1, beta2, epsilon) = (0.9, 0.999, 1e-12);
    let mut weights = *start;
    let (mut first, mut second) = ([0.0; N], [0.0; N]);
    for step in 1..=STEPS {
        let mut gradient = [0.0; N];
        for sample in samples {
            let p = expected(dot(&weights, &sample.terms), scale);
            let slope = -2.0 * (sample.end - p) * p * (1.0 - p) / scale;
            for (g, &t) in gradient.iter_mut().zip(&sample.terms) {
                *g += slope * f64::from(t);
            }
        }
        for term in 0..N {
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
