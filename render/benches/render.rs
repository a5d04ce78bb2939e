//! Render + encode time per image, after the board's sprites are cached:
//! `cargo bench -p render --bench render`. Also prints each image's PNG size.

#[path = "../tests/support/mod.rs"]
mod support;

use criterion::{Criterion, criterion_main};
use games::{BoardView, Seat};
use render::{LabelStyle, Style, render_png};
use std::hint::black_box;

fn cases() -> Vec<(&'static str, BoardView, Style)> {
    let caption = |lines: &[&str]| lines.iter().map(|l| l.to_string()).collect::<Vec<_>>();
    vec![
        (
            "jungle start",
            support::jungle_start(Seat(0)),
            Style {
                caption: caption(&["Blue: Ada · Red: Bob", "Blue to move"]),
                labels: LabelStyle::English,
            },
        ),
        (
            "jungle mid-game",
            support::jungle_midgame(Seat(1)),
            Style {
                caption: caption(&["Blue: Ada · Red: Bob", "Red to move · 4:12 left"]),
                labels: LabelStyle::Chinese,
            },
        ),
        (
            "junqi2 public",
            support::junqi_public(),
            Style {
                caption: caption(&["South: Ada · North: Bob", "North to move"]),
                labels: LabelStyle::Chinese,
            },
        ),
    ]
}

fn render(c: &mut Criterion) {
    for (name, view, style) in cases() {
        let png = render_png(&view, &style).expect("the view renders");
        eprintln!("{name}: {} bytes", png.len());
        c.bench_function(name, |b| {
            b.iter(|| render_png(black_box(&view), black_box(&style)))
        });
    }
}

/// Runs the benchmarks with the command line's settings.
fn benches() {
    let mut criterion = Criterion::default().configure_from_args();
    render(&mut criterion);
}

criterion_main!(benches);
