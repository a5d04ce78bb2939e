//! Nodes per second of each game's search: a search of a fixed node budget from a few positions, so the
//! time per iteration divided into the budget is the speed; and the time of one move at each level
//! (for Junqi and 翻棋: sampling its worlds and searching them).
//! `cargo bench -p ai --bench search`.

use ai::jungi::JungiSearch;
use ai::jungle::JungleSearch;
use ai::junqi::search::Weights;
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
            let mut search =
                ai::junqi::search::JunqiSearch::new(position.clone(), 0, &Weights::TUNED);
            let mut searcher = Searcher::new(16, Settings::default());
            black_box(searcher.search(&mut search, Limits::nodes(NODES / 4), &[]))
        })
    });
    group.finish();
}

/// 翻棋's search (chance nodes over what a flip turns up) from the start, every piece face down.
fn fanqi(c: &mut Criterion) {
    let mut group = c.benchmark_group("fanqi_search");
    group.sample_size(10);
    group.throughput(Throughput::Elements(NODES / 4));
    let position = games::junqi::Fanqi::new_game(Default::default(), 1).board();
    group.bench_function("start", |b| {
        b.iter(|| {
            let mut search = ai::fanqi::search::FanqiSearch::new(position.clone());
            let mut searcher = Searcher::new(16, Settings::default());
            black_box(searcher.search(&mut search, Limits::nodes(NODES / 4), &[]))
        })
    });
    group.finish();
}

/// A Junqi game for four in play from the setups `seed` deals.
fn junqi4_game(seed: u64) -> games::junqi::Junqi4 {
    use games::Game;
    let mut game = games::junqi::Junqi4::new_game(Default::default(), seed);
    for seat in 0..4 {
        game.play(games::Seat(seat), "ready").expect("ready");
    }
    game
}

/// The first seat to act in `game`.
fn first_to_act(game: &dyn games::Game) -> games::Seat {
    game.to_act()[0]
}

/// A Cetkaik game after `plies` actions drawn from `seed` (captures first when there are some).
fn cetkaik_game(seed: u64, plies: usize) -> games::cetkaik::Cetkaik {
    use games::cetkaik::{Cetkaik, CetkaikOptions, Choice, Move};
    let mut game = Cetkaik::new(CetkaikOptions::default(), seed);
    let mut state = seed;
    for _ in 0..plies {
        let Some(side) = game.to_act() else { break };
        let actions = game.actions();
        let captures: Vec<_> = actions
            .iter()
            .copied()
            .filter(|action| match action.choice {
                Choice::Move(Move::Plain { dest, .. } | Move::Step { dest, .. }) => game
                    .position()
                    .piece_at(dest)
                    .is_some_and(|piece| piece.owner != side),
                Choice::TyMok => true,
                _ => false,
            })
            .collect();
        let pool = if captures.is_empty() {
            &actions
        } else {
            &captures
        };
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1);
        let action = pool[(state >> 33) as usize % pool.len()];
        game.play(side, action).expect("a legal action");
    }
    game
}

/// Cetkaik's search (expectimax over the casts): from the start, and from a middle game.
fn cetkaik(c: &mut Criterion) {
    let mut group = c.benchmark_group("cetkaik_search");
    group.sample_size(10);
    group.throughput(Throughput::Elements(NODES / 4));
    for (name, game) in [
        ("start", cetkaik_game(1, 0)),
        ("middle", cetkaik_game(1, 30)),
    ] {
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut search = ai::cetkaik::search_of(&game).expect("a game in play");
                let mut searcher = Searcher::new(16, Settings::default());
                black_box(searcher.search(&mut search, Limits::nodes(NODES / 4), &[]))
            })
        });
    }
    group.finish();
}

/// The time of one move at each level on its node budget (what it plays against people is the same
/// search stopped by its think time), from each game's start (Junqi's once every seat is ready).
fn levels(c: &mut Criterion) {
    let mut group = c.benchmark_group("level_move");
    group.sample_size(10);
    let jungle = Jungle::new_game(JungleOptions::default(), 1);
    let jungi = games::jungi::Jungi::new_game(Default::default(), 1);
    let lun = games::lun::Lun::new_game(Default::default(), 1);
    let junqi = junqi_game(1);
    let cetkaik = cetkaik_game(1, 0);
    let junqi4 = junqi4_game(1);
    let fanqi = games::junqi::Fanqi::new_game(Default::default(), 1);
    for level in ai::Level::all() {
        group.bench_function(format!("junqi4_level_{}", level.number()), |b| {
            b.iter(|| {
                let seen = ai::Seen::new(&junqi4, first_to_act(&junqi4));
                black_box(ai::think(&seen, &ai::Order::measured(level, 7)).expect("a move"))
            })
        });
        group.bench_function(format!("fanqi_level_{}", level.number()), |b| {
            b.iter(|| {
                let seen = ai::Seen::new(&fanqi, first_to_act(&fanqi));
                black_box(ai::think(&seen, &ai::Order::measured(level, 7)).expect("a move"))
            })
        });
        group.bench_function(format!("cetkaik_level_{}", level.number()), |b| {
            b.iter(|| {
                let seen = ai::Seen::new(&cetkaik, cetkaik.to_act().expect("in play").seat());
                black_box(ai::think(&seen, &ai::Order::measured(level, 7)).expect("a move"))
            })
        });
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
        group.bench_function(format!("lun_level_{}", level.number()), |b| {
            b.iter(|| {
                let seen = ai::Seen::new(&lun, games::Seat(0));
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
    fanqi(&mut criterion);
    cetkaik(&mut criterion);
    levels(&mut criterion);
    criterion.final_summary();
}
