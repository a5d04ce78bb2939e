//! Perft from the Jungle start position: the speed of move generation, copy-make and the history rules.

use criterion::Criterion;
use games::Rules;
use games::jungle::{Jungle, JungleOptions};
use std::hint::black_box;

fn perft_from_the_start(c: &mut Criterion) {
    let start = Jungle::new_game(JungleOptions::default(), 0);
    let mut group = c.benchmark_group("jungle_perft_start");
    group.sample_size(10);
    for depth in [4, 5] {
        group.bench_function(format!("depth_{depth}"), |b| {
            b.iter(|| Rules::perft(black_box(&start), depth))
        });
    }
    group.finish();
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    perft_from_the_start(&mut criterion);
    criterion.final_summary();
}
