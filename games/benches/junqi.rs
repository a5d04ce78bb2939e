//! Perft of the three Junqi games from fixed positions: the 2-player example after turn 12 (§11.7), the
//! 4-player start and middle game with the example setups on every arm, and 翻棋 from the layout of
//! seed 1 and after eight turns of flips and moves.

use criterion::Criterion;
use games::Rules;
use games::junqi::{Fanqi, FanqiOptions, Junqi, Junqi4, Junqi4Options, JunqiOptions};
use std::hint::black_box;

/// The full view of the spec's example game after turn 12 (§11.7).
const MID_GAME: &str = "junqi2 N1,NM,N2,NF,N6/NB,NM,N7,NM,N3/N5,.,N4,.,N8/N2,.,.,N1,NB/.,.,N7,.,N5/.,N4,S3,.,N3/.,S1,.,S7,S2/.,.,S5,.,S3/.,S2,.,S8,SB/S1,.,S7,.,S5/SM,S3,SB,S6,S4/S2,SF,S1,SM,SM S passes=S1,N0 quiet=0 turn=12 revealed=S@b1,N@d12";

/// The 4-player start with the example setups (S and N `41372/…`, E and W `32143/…`).
const FOUR_START: &str = "junqi4 S4,S1,S3,S7,S2/S6,.,S5,.,S3/S9,S2,.,S8,SB/S1,.,S7,.,S5/SM,S3,SB,S6,S4/S2,SF,S1,SM,SM|E3,E2,E1,E4,E3/E5,.,E7,.,E6/EB,E1,.,E9,E2/E8,.,E4,.,E5/E3,EM,E7,EM,EB/E6,EF,E2,EM,E1|N4,N1,N3,N7,N2/N6,.,N5,.,N3/N9,N2,.,N8,NB/N1,.,N7,.,N5/NM,N3,NB,N6,N4/N2,NF,N1,NM,NM|W3,W2,W1,W4,W3/W5,.,W7,.,W6/WB,W1,.,W9,W2/W8,.,W4,.,W5/W3,WM,W7,WM,WB/W6,WF,W2,WM,W1|.,.,./.,.,./.,.,. S passes=S0,E0,N0,W0 quiet=0 turn=0";

/// The same game after the six turns of the spec's 4-player record example.
const FOUR_MIDDLE: &str = "junqi4 .,S1,.,S7,S2/S6,S3,S5,.,S3/S9,S2,.,S8,SB/S1,.,S7,.,S5/SM,S3,SB,S6,S4/S2,SF,S1,SM,SM|E3,E2,.,E4,E3/E5,.,E7,.,E6/EB,E1,.,E9,E2/E8,.,E4,.,E5/E3,EM,E7,EM,EB/E6,EF,E2,EM,E1|N4,N1,.,N7,N2/N6,.,N5,.,N3/N9,N2,.,N8,NB/N1,.,N7,.,N5/NM,N3,NB,N6,N4/N2,NF,N1,NM,NM|W3,W2,.,W4,W3/W5,.,W7,.,W6/WB,W1,.,W9,W2/W8,.,W4,.,W5/W3,WM,W7,WM,WB/W6,WF,W2,WM,W1|S4,.,./W1,E1,./.,N3,. N passes=S0,E0,N0,W0 quiet=6 turn=6";

/// 翻棋: the layout of seed 1.
const FANQI_START: &str = "fanqi #R3,#K7,#KM,#RB,#K7/#K6,#KM,#K2,#R3,#K3/#R8,.,#K4,.,#R5/#K4,#R7,.,#K6,#RM/#K3,.,#KB,.,#R4/#K5,#K2,#KM,#K8,#K3/#R9,#RB,#K5,#R3,#R4/#RM,.,#KF,.,#R6/#R1,#R2,.,#K2,#K9/#K1,.,#R1,.,#R1/#R2,#RF,#K1,#KB,#R5/#K1,#RM,#R2,#R7,#R6 S passes=S0,N0 quiet=0 turn=0 colours=-";

/// 翻棋: the same game after eight turns.
const FANQI_MIDDLE: &str = "fanqi #R3,#K7,#KM,#RB,#K7/#K6,#KM,#K2,#R3,#K3/#R8,.,#K4,.,#R5/#K4,#R7,.,#K6,#RM/#K3,.,#KB,K8,#R4/#K5,#K2,KM,.,#K3/.,#RB,#K5,#R3,R4/#RM,R9,#KF,.,#R6/R1,#R2,.,#K2,K9/#K1,.,#R1,.,#R1/#R2,#RF,#K1,#KB,#R5/#K1,#RM,#R2,#R7,#R6 S passes=S0,N0 quiet=1 turn=8 colours=S:R,N:K";

fn bench<R: Rules>(c: &mut Criterion, name: &str, game: &R) {
    let mut group = c.benchmark_group(name);
    group.sample_size(10);
    for depth in [2, 3] {
        group.bench_function(format!("depth {depth}"), |b| {
            b.iter(|| black_box(game).perft(black_box(depth)))
        });
    }
    group.finish();
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    let two = Junqi::from_position(MID_GAME, JunqiOptions::default()).expect("a valid position");
    bench(&mut criterion, "junqi perft mid-game", &two);
    for (name, text) in [
        ("junqi4 perft start", FOUR_START),
        ("junqi4 perft mid-game", FOUR_MIDDLE),
    ] {
        let game = Junqi4::from_position(text, Junqi4Options::default()).expect("a valid position");
        bench(&mut criterion, name, &game);
    }
    for (name, text) in [
        ("fanqi perft start", FANQI_START),
        ("fanqi perft mid-game", FANQI_MIDDLE),
    ] {
        let game = Fanqi::from_position(text, FanqiOptions::default()).expect("a valid position");
        bench(&mut criterion, name, &game);
    }
    criterion.final_summary();
}
