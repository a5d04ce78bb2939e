//! The pairing of a Swiss round of 1,000 players: the fifth round, after four rounds whose results are
//! drawn from a seeded generator, so the score groups, colour histories and past opponents are those a
//! real tournament of that size has by then.

use criterion::Criterion;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use umpire::model::UserId;
use umpire::tournament::{Entrant, Finish, Side, Swiss};

/// How many players the bench pairs.
const PLAYERS: u64 = 1_000;

/// A tournament of [`PLAYERS`] after `rounds` rounds of seeded results.
fn tournament_after(rounds: usize) -> Swiss {
    let mut rng = StdRng::seed_from_u64(49);
    let entrants = (1..=PLAYERS)
        .map(|id| Entrant {
            player: UserId(id),
            rating: rng.gen_range(800..2400),
        })
        .collect();
    let mut swiss = Swiss::new(entrants);
    for round in 0..rounds {
        let boards = swiss
            .pair_next_round()
            .expect("the round pairs")
            .boards
            .len();
        for board in 0..boards {
            let finish = match rng.gen_range(0..10) {
                0..4 => Finish::Won(Side::First),
                4..8 => Finish::Won(Side::Second),
                _ => Finish::Drawn,
            };
            swiss
                .record(round, board, finish)
                .expect("the result records");
        }
    }
    swiss
}

/// Times the pairing of the first round and of the fifth.
fn pairing(c: &mut Criterion) {
    let first = Swiss::new(tournament_after(0).entrants().to_vec());
    c.bench_function("swiss round 1 of 1,000 players", |b| {
        b.iter(|| {
            first
                .clone()
                .pair_next_round()
                .map(|round| round.boards.len())
        })
    });
    let fifth = tournament_after(4);
    c.bench_function("swiss round 5 of 1,000 players", |b| {
        b.iter(|| {
            fifth
                .clone()
                .pair_next_round()
                .map(|round| round.boards.len())
        })
    });
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args().sample_size(10);
    pairing(&mut criterion);
    criterion.final_summary();
}
