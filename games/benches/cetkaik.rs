//! Cetkaik: perft from the start (the engine's move generation and the turn machine; depth 1 reads the
//! cached list of legal moves), the engine's move generator alone, one action applied at the start,
//! listing the legal actions, and reading a move typed by a player.

use criterion::Criterion;
use games::cetkaik::position::START_BOARD;
use games::cetkaik::{Cetkaik, CetkaikOptions, Preset, engine};
use std::hint::black_box;

/// The start with the IA side to move.
fn start() -> Cetkaik {
    let text = format!("{START_BOARD} IA spring x1 20-20 - - -");
    Cetkaik::from_text(&text, CetkaikOptions::default()).expect("the start reads")
}

fn perft_from_the_start(c: &mut Criterion) {
    let mut group = c.benchmark_group("cetkaik_perft_start");
    group.sample_size(10);
    for preset in Preset::ALL {
        let text = format!("{START_BOARD} IA spring x1 20-20 - - -");
        let game = Cetkaik::from_text(&text, CetkaikOptions { rules: preset }).expect("the start");
        for depth in [1, 2] {
            group.bench_function(format!("{}_depth_{depth}", preset.name()), |b| {
                b.iter(|| black_box(&game).perft(depth))
            });
        }
    }
    let game = start();
    group.bench_function("cerke_online_alpha_outcomes_depth_2", |b| {
        b.iter(|| black_box(&game).perft_outcomes(2))
    });
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
    c.bench_function("cetkaik_engine_candidates_start", |b| {
        b.iter(|| engine::candidates(black_box(game.position()), Preset::CerkeOnlineAlpha))
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
