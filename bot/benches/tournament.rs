//! The pairing of a Swiss round of 1,000 players: the fifth round, after four rounds whose results are
//! drawn from a seeded generator, so the score groups, colour histories and past opponents are those a
//! real tournament of that size has by then. And an arena of 200 players an hour in: the work done each
//! time a game ends (its result recorded, then the waiting players paired).

use criterion::{BatchSize, Criterion};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use umpire::model::Millis;
use umpire::model::UserId;
use umpire::tournament::arena::Arena;
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

/// How many players the arena bench has.
const ARENA_PLAYERS: u64 = 200;

/// A result drawn from `rng`: four in ten won by each side, two in ten drawn.
fn seeded_result(rng: &mut StdRng) -> Finish {
    match rng.gen_range(0..10) {
        0..4 => Finish::Won(Side::First),
        4..8 => Finish::Won(Side::Second),
        _ => Finish::Drawn,
    }
}

/// An arena of [`ARENA_PLAYERS`] after `games` games have ended, a game ending every second in a random
/// order, each followed by a pairing; returns it with the time of the last one.
fn arena_after(games: usize) -> (Arena, Millis) {
    let mut rng = StdRng::seed_from_u64(49);
    let mut arena = Arena::new(0, 24 * 3_600_000);
    for id in 1..=ARENA_PLAYERS {
        let entrant = Entrant {
            player: UserId(id),
            rating: rng.gen_range(800..2400),
        };
        arena.join(entrant, 0).expect("joins");
    }
    arena.pair_waiting(0);
    let mut now = 0;
    for _ in 0..games {
        now += 1_000;
        let game = random_unfinished(&arena, &mut rng);
        let finish = seeded_result(&mut rng);
        arena.finish(game, finish, now).expect("records");
        arena.pair_waiting(now);
    }
    (arena, now)
}

/// A game of `arena` still being played, picked by `rng`.
fn random_unfinished(arena: &Arena, rng: &mut StdRng) -> usize {
    let playing: Vec<usize> = (0..arena.games().len())
        .filter(|game| arena.games()[*game].finish.is_none())
        .collect();
    playing[rng.gen_range(0..playing.len())]
}

/// Times what a game's end costs an arena of [`ARENA_PLAYERS`] 2,000 games in: its result recorded,
/// then the waiting players paired.
fn arena_loop(c: &mut Criterion) {
    let (arena, now) = arena_after(2_000);
    let mut rng = StdRng::seed_from_u64(50);
    let game = random_unfinished(&arena, &mut rng);
    let finish = seeded_result(&mut rng);
    c.bench_function(
        "arena of 200 players: a game ends and the waiting are paired",
        |b| {
            b.iter_batched(
                || arena.clone(),
                |mut arena| {
                    arena.finish(game, finish, now + 1_000).expect("records");
                    arena.pair_waiting(now + 1_000).len()
                },
                BatchSize::SmallInput,
            )
        },
    );
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args().sample_size(10);
    pairing(&mut criterion);
    arena_loop(&mut criterion);
    criterion.final_summary();
}
