//! Cetkaik: perft from the start (the engine's move generation and the turn machine), one action applied
//! at the start, and reading a move typed by a player.

use criterion::Criterion;
use games::cetkaik::{Cetkaik, CetkaikOptions, Preset};
use std::hint::black_box;

fn start() -> Cetkaik {
    Cetkaik::new(CetkaikOptions::default(), 1)
}

fn perft_from_the_start(c: &mut Criterion) {
    let mut group = c.benchmark_group("cetkaik_perft_start");
    group.sample_size(10);
    for preset in Preset::ALL {
        let game = Cetkaik::new(CetkaikOptions { rules: preset }, 1);
        for depth in [1, 2] {
            group.bench_function(format!("{}_depth_{depth}", preset.name()), |b| {
                b.iter(|| black_box(&game).perft(depth))
            });
        }
    }
    group.finish();
}

fn one_action(c: &mut Criterion) {
    let game = start();
    let side = game.to_act().expect("the game goes on");
    let action = game.parse(side, "LAU片LAI心LU").expect("a legal move");
    c.bench_function("cetkaik_apply_stepping_move", |b| {
        b.iter(|| {
            let mut game = game.clone();
            game.play(side, black_box(action)).expect("legal")
        })
    });
    c.bench_function("cetkaik_legal_actions_start", |b| {
        b.iter(|| black_box(&game).actions())
    });
    c.bench_function("cetkaik_parse_move", |b| {
        b.iter(|| black_box(&game).parse(side, black_box("lau archer lai ?lu")))
    });
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    perft_from_the_start(&mut criterion);
    one_action(&mut criterion);
    criterion.final_summary();
}
