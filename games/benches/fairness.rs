//! The cost of the umpire's commitments ([`games::fairness`]): what they add to starting a game (the
//! seeds' HMAC, the hidden points listed, salted and hashed into a Merkle root), to a move that reveals a
//! piece with its proof, and what verifying a whole finished game costs, replay included.

use criterion::Criterion;
use games::fairness::record::Secrets;
use games::fairness::seeds::game_seed;
use games::fairness::{
    Commitment, FairRecord, Hex, PlayerSeed, Salt, ServerSeed, StepKind, sha256, verify,
};
use games::{Game, GameEntry, GameKind, GameRng, Phase};
use std::hint::black_box;

fn entry(id: &str) -> &'static GameEntry {
    id.parse::<GameKind>().expect("a catalogue game").entry()
}

fn salts(count: usize) -> Vec<Salt> {
    (0..count as u64)
        .map(|i| Hex(sha256(&i.to_le_bytes())))
        .collect()
}

/// A game of `id` whose play has begun: every seat ready in a game with a setup.
fn in_play(id: &str, seed: u64) -> Box<dyn Game> {
    let entry = entry(id);
    let mut game = entry
        .create(&entry.check_options(&[]).unwrap(), seed)
        .unwrap();
    while game.phase() == Phase::Setup {
        let seat = game.to_act()[0];
        game.play(seat, "ready").expect("ready");
    }
    game
}

/// A random game of `id` played to its end (or 600 steps), with its record finished.
fn finished(id: &str) -> FairRecord {
    let entry = entry(id);
    let settings = entry.check_options(&[]).unwrap();
    let server = ServerSeed::from_bytes([7; 32]);
    let players = [PlayerSeed::from_word("a"), PlayerSeed::from_word("b")];
    let mut game = entry
        .create(&settings, game_seed(&server, &players))
        .unwrap();
    let mut record = FairRecord::new(entry, &settings, &server, &players);
    let (mut steps, mut rng, mut secret) = (Vec::new(), GameRng::from_seed(5), Vec::new());
    for _ in 0..600 {
        if record.root.is_none() && !game.hidden_points().is_empty() {
            secret = salts(game.hidden_points().len());
            record.commit(game.as_ref(), &secret);
        }
        let Some(&seat) = game.to_act().first() else {
            break;
        };
        let action = match game.phase() {
            Phase::Setup => "ready".to_owned(),
            _ => {
                let listed = game.legal_actions(seat);
                listed[rng.below(listed.len() as u32) as usize].clone()
            }
        };
        let step = StepKind::Play {
            seat: seat.0,
            action,
        };
        step.apply(game.as_mut()).expect("a listed action");
        steps.push(step);
    }
    let secrets = Secrets {
        server: &server,
        salts: &secret,
    };
    record.finish(entry, &steps, secrets).expect("it replays")
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    let mut start = criterion.benchmark_group("fairness start");
    for id in ["junqi", "junqi4", "fanqi"] {
        let game = in_play(id, 3);
        let count = game.hidden_points().len();
        let entry = entry(id);
        let settings = entry.check_options(&[]).unwrap();
        start.bench_function(format!("{id}: seeds and root over {count} points"), |b| {
            b.iter(|| {
                let server = ServerSeed::from_bytes([1; 32]);
                let players = [PlayerSeed::from_accept(1, 2), PlayerSeed::from_accept(3, 4)];
                let mut record = FairRecord::new(entry, &settings, &server, &players);
                black_box(game_seed(&server, &players));
                black_box(record.commit(black_box(game.as_ref()), &salts(count)))
            })
        });
    }
    start.finish();
    let mut reveal = criterion.benchmark_group("fairness per move");
    let game = in_play("junqi4", 3);
    let points = game.hidden_points();
    let secret = salts(points.len());
    let tree = Commitment::new(&points, &secret).unwrap();
    reveal.bench_function("a reveal with its proof, made and checked (junqi4)", |b| {
        b.iter(|| {
            let proof = tree.prove(black_box(37));
            black_box(proof.check(&tree.root(), &points[37], &secret[37]))
        })
    });
    reveal.finish();
    let mut whole = criterion.benchmark_group("fairness verify");
    whole.sample_size(10);
    for id in ["junqi", "fanqi", "cetkaik"] {
        let record = finished(id);
        let plies = record.steps.len();
        whole.bench_function(format!("{id}: a finished game of {plies} steps"), |b| {
            b.iter(|| verify(entry(id), black_box(&record)))
        });
    }
    whole.finish();
}
