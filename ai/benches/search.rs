//! Nodes per second of each game's search: a search of a fixed node budget from a few positions, so the
//! time per iteration divided into the budget is the speed; and the time of one move at each level
//! (for Junqi: sampling its worlds and searching them).
//! `cargo bench -p ai --bench search`.

use ai::jungi::JungiSearch;
use ai::jungle::JungleSearch;
use ai::search::{Limits, Searcher, Settings};
use criterion::{Criterion, Throughput};
use games::Rules;
use games::jungi::Position;
use games::jungle::{Jungle, JungleOptions};
use std::hint::black_box;

/// The nodes of each measured search.
const NODES: u64 = 200_000;

/// Jungle positions: the start, and a middle game.
const JUNGLE: [&str; 2] = [
    games::jungle::START,
    "l5t/1w1e1c1/r1p1d2/7/3L3/7/E1D1P1R/1C3W1/T6 b",
];

fn jungle(c: &mut Criterion) {
    let mut group = c.benchmark_group("jungle_search");
    group.sample_size(10);
    group.throughput(Throughput::Elements(NODES));
    for (index, position) in JUNGLE.iter().enumerate() {
        let game = Jungle::from_position(position, JungleOptions::default()).expect("a position");
        group.bench_function(format!("position_{index}"), |b| {
            b.iter(|| {
                let mut search = JungleSearch::new(&game);
                let mut searcher = Searcher::new(16, Settings::default());
                black_box(searcher.search(&mut search, Limits::nodes(NODES), &[]))
            })
        });
    }
    group.finish();
}

/// Jungi positions: the start, and the middle game of the perft table.
const JUNGI: [&str; 2] = [
    games::jungi::START,
    "rec1kmcer/l1noqo1hl/1p1mp1n2/2pp1pE1P/p3P2p1/Ph1P2N2/1PP2PP1P/LHNOQO1HL/RECMKMC1R s KQkq - 3 13",
];

fn jungi(c: &mut Criterion) {
    let mut group = c.benchmark_group("jungi_search");
    group.sample_size(10);
    group.throughput(Throughput::Elements(NODES));
    for (index, position) in JUNGI.iter().enumerate() {
        let position = Position::parse(position).expect("a position");
        group.bench_function(format!("position_{index}"), |b| {
            b.iter(|| {
                let mut search = JungiSearch::new(position);
                let mut searcher = Searcher::new(16, Settings::default());
                black_box(searcher.search(&mut search, Limits::nodes(NODES), &[]))
            })
        });
    }
    group.finish();
}

/// A Junqi game in play from the setups `seed` deals.
fn junqi_game(seed: u64) -> games::junqi::Junqi {
    use games::Game;
    let mut game = games::junqi::Junqi::new_game(Default::default(), seed);
    game.play(games::Seat(0), "ready").expect("ready");
    game.play(games::Seat(1), "ready").expect("ready");
    game
}

/// Junqi's search in one world where every piece is known (what each sampled world costs).
fn junqi(c: &mut Criterion) {
    let mut group = c.benchmark_group("junqi_search");
    group.sample_size(10);
    group.throughput(Throughput::Elements(NODES / 4));
    let position = junqi_game(1).board();
    group.bench_function("start", |b| {
        b.iter(|| {
            let mut search = ai::junqi::search::JunqiSearch::new(position.clone());
            let mut searcher = Searcher::new(16, Settings::default());
            black_box(searcher.search(&mut search, Limits::nodes(NODES / 4), &[]))
        })
    });
    group.finish();
}

/// The time of one move at each level on its node budget (what it plays against people is the same
/// search stopped by its think time), from Jungle's and Jungi's starting positions.
fn levels(c: &mut Criterion) {
    let mut group = c.benchmark_group("level_move");
    group.sample_size(10);
    let jungle = Jungle::new_game(JungleOptions::default(), 1);
    let jungi = games::jungi::Jungi::new_game(Default::default(), 1);
    let junqi = junqi_game(1);
    for level in ai::Level::all() {
        group.bench_function(format!("junqi_level_{}", level.number()), |b| {
            b.iter(|| {
                let seen = ai::Seen::new(&junqi, games::Seat(0));
                black_box(ai::think(&seen, &ai::Order::measured(level, 7)).expect("a move"))
            })
        });
        group.bench_function(format!("jungle_level_{}", level.number()), |b| {
            b.iter(|| {
                let seen = ai::Seen::new(&jungle, games::Seat(0));
                black_box(ai::think(&seen, &ai::Order::measured(level, 7)).expect("a move"))
            })
        });
        group.bench_function(format!("jungi_level_{}", level.number()), |b| {
            b.iter(|| {
                let seen = ai::Seen::new(&jungi, games::Seat(0));
                black_box(ai::think(&seen, &ai::Order::measured(level, 7)).expect("a move"))
            })
        });
    }
    group.finish();
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    jungle(&mut criterion);
    jungi(&mut criterion);
    junqi(&mut criterion);
    levels(&mut criterion);
    criterion.final_summary();
}
