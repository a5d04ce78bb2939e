//! A replay GIF of a 100-ply Jungle game, from its views to the GIF's bytes:
//! `cargo bench -p render --bench replay`. Also prints the GIF's size (the goal: at most 1 MB, 50 ms).

use criterion::{Criterion, criterion_main};
use games::{Audience, BoardView, GameKind};
use render::{Style, Timing, render_gif};
use std::hint::black_box;

/// The public views of a Jungle game of `plies` plies (moves chosen by a fixed stride through the legal
/// ones, skipping any that would end the game) under one two-line caption, then the final frame with
/// the result, as the host's replays are made.
fn frames(plies: usize) -> Vec<(BoardView, Style)> {
    let jungle: GameKind = "jungle".parse().expect("jungle");
    let mut game = jungle.create(&Default::default(), 7).expect("a game");
    let caption = |line: String| Style {
        caption: vec![
            "Game #12 · Jungle: Ada (Blue) vs Bob (Red)".to_owned(),
            line,
        ],
        ..Style::default()
    };
    let moving = caption(format!("Replay of {plies} moves"));
    let mut frames = vec![(game.view(Audience::Public), moving.clone())];
    for ply in 0..plies {
        let seat = game.to_act()[0];
        let legal = game.legal_actions(seat);
        let action = (0..legal.len())
            .map(|offset| &legal[(ply * 7 + offset) % legal.len()])
            .find(|action| {
                let mut next = game.clone_game();
                next.play(seat, action).is_ok() && next.outcome().is_none()
            })
            .expect("a move that does not end the game")
            .clone();
        game.play(seat, &action).expect("legal");
        frames.push((game.view(Audience::Public), moving.clone()));
    }
    let last = frames.last().expect("a frame").0.clone();
    frames.push((last, caption("Blue wins by entering the den.".to_owned())));
    frames
}

fn replay(c: &mut Criterion) {
    let frames = frames(100);
    let gif = render_gif(&frames, Timing::default()).expect("the replay renders");
    eprintln!(
        "jungle replay, 100 plies: {} frames, {} bytes",
        frames.len(),
        gif.len()
    );
    assert!(gif.len() <= 1 << 20, "the replay GIF is over 1 MB");
    c.bench_function("jungle replay gif, 100 plies", |b| {
        b.iter(|| render_gif(black_box(&frames), Timing::default()))
    });
}

/// Runs the benchmark with the command line's settings.
fn benches() {
    let mut criterion = Criterion::default().sample_size(20).configure_from_args();
    replay(&mut criterion);
}

criterion_main!(benches);
