//! Perft for Lún Jungi, from the start and from a mid-game position: the speed of the table-driven move
//! generator and copy-make on the polar board.

use criterion::Criterion;
use games::Rules;
use games::lun::{Lun, LunOptions, START};
use std::hint::black_box;

/// A position after 24 plies of a random game from the start.
const MIDGAME: &str = "3CMRKRMCENhn1cmrkrmc1n/1PH1OPQPOL2Pp1lopqpol1p/1PPLPP1PPP3ppp1ppp1ppp/N1EP3P1H1Pe10h/5P1p3p/12/4/1 s G7,G19,F2,F6,F7,F8,F14,F18,F19,F20,F24,E2,E3,E5,E6,E8,E9,E10,E14,E15,E16,E18,E19,E20,E22,E23,E24 - 7 13";

fn perft(c: &mut Criterion) {
    for (name, position) in [("start", START), ("midgame", MIDGAME)] {
        let game = Lun::from_position(position, LunOptions::default()).expect("a valid position");
        let mut group = c.benchmark_group(format!("lun_perft_{name}"));
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
