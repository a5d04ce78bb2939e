//! The analysis after a game: every position of a game of about 100 plies (the computer's level 1
//! against itself, from each game's start with its default options) searched at the analysis level's
//! node budget. `cargo bench -p ai --bench analysis`.

use ai::analysis::analyse;
use ai::{Level, Order, ROSTER, Seen, think};
use criterion::Criterion;
use games::{CATALOGUE, Game, Phase, Seat};
use std::hint::black_box;
use std::time::Duration;

/// The turns a measured game has at most.
const PLIES: usize = 100;

/// A game to analyse: its start, every action, and how many turns they make.
type Played = (Box<dyn Game>, Vec<(Seat, String)>, usize);

/// A game of `id` played by the computer's weakest level against itself to `PLIES` turns or its end:
/// its start, every action, and its turns. The first of a few seeds whose game lasts `PLIES` turns, or
/// the longest (Cetkaik's games at that level are often short).
fn played(id: &str) -> Played {
    let entry = CATALOGUE
        .iter()
        .find(|entry| entry.about.id == id)
        .expect("an entry");
    let settings = entry.check_options(&[]).expect("the default options");
    let mut longest: Option<Played> = None;
    for seed in 0..32 {
        let start = entry.create(&settings, seed).expect("a game");
        let (actions, turns) = play(start.as_ref());
        if longest.as_ref().is_none_or(|(_, _, most)| turns > *most) {
            longest = Some((start, actions, turns));
        }
        if turns >= PLIES {
            break;
        }
    }
    longest.expect("a game")
}

/// The actions of the weakest level against itself from `start`, to `PLIES` turns or the end, and the
/// turns among them.
fn play(start: &dyn Game) -> (Vec<(Seat, String)>, usize) {
    let mut game = start.clone_game();
    let mut actions = Vec::new();
    let mut turns = 0;
    while turns < PLIES && game.phase() != Phase::Over {
        for seat in game.to_act() {
            let order = Order::measured(Level::MIN, actions.len() as u64);
            let thought = think(&Seen::new(game.as_ref(), seat), &order).expect("a move");
            for action in thought.actions {
                turns += usize::from(game.phase() == Phase::Play && game.to_act() == [seat]);
                game.play(seat, &action).expect("a legal action");
                actions.push((seat, action));
            }
        }
    }
    (actions, turns)
}

fn analysis(c: &mut Criterion) {
    let mut group = c.benchmark_group("analysis");
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(1));
    for opponent in ROSTER {
        let id = opponent.game();
        let (start, actions, turns) = played(id);
        group.bench_function(format!("{id}_{turns}_plies"), |b| {
            b.iter(|| {
                black_box(analyse(start.as_ref(), &actions, Level::ANALYSIS).expect("an analysis"))
            })
        });
    }
    group.finish();
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    analysis(&mut criterion);
    criterion.final_summary();
}
