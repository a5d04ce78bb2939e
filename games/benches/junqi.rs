//! Perft of 2-player Junqi from a fixed mid-game position: the spec's worked example after turn 12.

use criterion::Criterion;
use games::Rules;
use games::junqi::{Junqi, JunqiOptions};
use std::hint::black_box;

/// The full view of the spec's example game after turn 12 (§11.7).
const MID_GAME: &str = "junqi2 N1,NM,N2,NF,N6/NB,NM,N7,NM,N3/N5,.,N4,.,N8/N2,.,.,N1,NB/.,.,N7,.,N5/.,N4,S3,.,N3/.,S1,.,S7,S2/.,.,S5,.,S3/.,S2,.,S8,SB/S1,.,S7,.,S5/SM,S3,SB,S6,S4/S2,SF,S1,SM,SM S passes=S1,N0 quiet=0 turn=12 revealed=S@b1,N@d12";

fn perft(c: &mut Criterion) {
    let game = Junqi::from_position(MID_GAME, JunqiOptions::default()).expect("a valid position");
    let mut group = c.benchmark_group("junqi perft mid-game");
    group.sample_size(10);
    for depth in [2, 3] {
        group.bench_function(format!("depth {depth}"), |b| {
            b.iter(|| black_box(&game).perft(black_box(depth)))
        });
    }
    group.finish();
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    perft(&mut criterion);
    criterion.final_summary();
}
