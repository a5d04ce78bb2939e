//! Perft for Jungi, from the start and from a mid-game position: the speed of the table-driven move
//! generator and copy-make.

use criterion::Criterion;
use games::Rules;
use games::jungi::{Jungi, JungiOptions, START};
use std::hint::black_box;

/// A position after 24 plies of a random game from the start.
const MIDGAME: &str = "rec1kmcer/l1noqo1hl/1p1mp1n2/2pp1pE1P/p3P2p1/Ph1P2N2/1PP2PP1P/LHNOQO1HL/RECMKMC1R s KQkq - 3 13";

fn perft(c: &mut Criterion) {
    for (name, position) in [("start", START), ("midgame", MIDGAME)] {
        let game =
            Jungi::from_position(position, JungiOptions::default()).expect("a valid position");
        let mut group = c.benchmark_group(format!("jungi_perft_{name}"));
        group.sample_size(10);
        for depth in [3, 4] {
            group.bench_function(format!("depth_{depth}"), |b| {
                b.iter(|| Rules::perft(black_box(&game), depth))
            });
        }
        group.finish();
    }
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    perft(&mut criterion);
    criterion.final_summary();
}
