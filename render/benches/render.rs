//! Render + encode time per image (the boards, the analysis picture of a game, and a page of a
//! tournament's standings), after the board's drawing and sprites are cached:
//! `cargo bench -p render --bench render`. Also prints each image's PNG size. With `BENCH_CPU_TIME=1`
//! it measures the thread's CPU time instead of the wall clock, which holds on a busy machine.

#[path = "../tests/it/support/mod.rs"]
mod support;

use criterion::measurement::{Measurement, ValueFormatter, WallTime};
use criterion::{Criterion, criterion_main};
use games::lun::{Lun, LunOptions, START};
use games::{Audience, BoardView, Rules, Seat};
use render::{LabelStyle, Style, render_png};
use rustix::time::{ClockId, clock_gettime};
use std::hint::black_box;

fn cases() -> Vec<(&'static str, BoardView, Style)> {
    let style = |lines: &[&str], labels| Style {
        caption: lines.iter().map(|l| l.to_string()).collect(),
        labels,
        ..Style::default()
    };
    let junqi = ["South: Ada · North: Bob", "North to move · 9:41 left"];
    let lun = ["South: Ada · North: Bob", "North to move · 2:30 left"];
    let cetkaik = ["IA side: Ada · A side: Bob", "Bob decides · 4:12 left"];
    vec![
        (
            "jungle start",
            support::jungle_start(Seat(0)),
            style(
                &["Blue: Ada · Red: Bob", "Blue to move"],
                LabelStyle::English,
            ),
        ),
        (
            "jungle mid-game",
            support::jungle_midgame(Seat(1)),
            style(
                &["Blue: Ada · Red: Bob", "Red to move · 4:12 left"],
                LabelStyle::Chinese,
            ),
        ),
        (
            "junqi2 public, railroad crossing",
            support::junqi_public_on(false),
            style(&junqi, LabelStyle::Chinese),
        ),
        (
            "junqi2 public, road crossing",
            support::junqi_public_on(true),
            style(&junqi, LabelStyle::English),
        ),
        (
            "junqi2 South's view",
            support::junqi_seat(Seat(0)),
            style(&junqi, LabelStyle::Chinese),
        ),
        (
            "junqi4 public, 40 plies",
            support::played("junqi4", 40, Audience::Public),
            style(&junqi, LabelStyle::Chinese),
        ),
        (
            "junqi4 East's view, 40 plies",
            support::played("junqi4", 40, Audience::Seat(Seat(1))),
            style(&junqi, LabelStyle::English),
        ),
        (
            "junqi4 three seats, North's view, 40 plies",
            support::played_with("junqi4", &[("players", "3")], 40, Audience::Seat(Seat(2))),
            style(&junqi, LabelStyle::Chinese),
        ),
        (
            "junqi4 two seats, public, 40 plies",
            support::played_with("junqi4", &[("players", "2")], 40, Audience::Public),
            style(&junqi, LabelStyle::English),
        ),
        (
            "fanqi public, 30 plies",
            support::played("fanqi", 30, Audience::Public),
            style(&junqi, LabelStyle::Chinese),
        ),
        (
            "fanqi South's view, 30 plies",
            support::played("fanqi", 30, Audience::Seat(Seat(0))),
            style(&junqi, LabelStyle::English),
        ),
        (
            "jungi, 20 plies",
            support::played("jungi", 20, Audience::Public),
            style(
                &["White: Ada · Black: Bob", "White to move"],
                LabelStyle::English,
            ),
        ),
        (
            "jungi Black's view, 20 plies",
            support::played("jungi", 20, Audience::Seat(Seat(1))),
            style(
                &["White: Ada · Black: Bob", "White to move"],
                LabelStyle::Chinese,
            ),
        ),
        (
            "lun start, public",
            lun_view(START, &["E3-C3"], Audience::Public),
            style(&lun, LabelStyle::English),
        ),
        (
            "lun mid-game, North's view",
            lun_view(LUN_MIDGAME, &["G10-D13"], Audience::Seat(Seat(1))),
            style(&lun, LabelStyle::Chinese),
        ),
        (
            "lun mid-game, public",
            lun_view(LUN_MIDGAME, &["G10-D13"], Audience::Public),
            style(&lun, LabelStyle::English),
        ),
        (
            "cetkaik start",
            support::cetkaik_start(Seat(0)),
            style(&cetkaik, LabelStyle::Chinese),
        ),
        (
            "cetkaik public, 40 plies",
            support::played("cetkaik", 40, Audience::Public),
            style(&cetkaik, LabelStyle::English),
        ),
        (
            "cetkaik decision, hands and tam2 hue",
            support::cetkaik_decision(Seat(0)),
            style(&cetkaik, LabelStyle::Chinese),
        ),
        (
            "cetkaik stick cast choice, the A side's view, initials",
            support::cetkaik_cast_choice(Seat(1)),
            style(&cetkaik, LabelStyle::English),
        ),
    ]
}

/// A Lún position after 24 plies of a random game from the start, with a Pawn on the nexus.
const LUN_MIDGAME: &str = "3CMRKRMCENhn1cmrkrmc1n/1PH1OPQPOL2Pp1lopqpol1p/1PPLPP1PPP3ppp1ppp1ppp/N1EP3P1H1Pe10h/5P1p3p/12/4/P s - - 7 13";

/// The view of a Lún game from `position` after `moves`.
fn lun_view(position: &str, moves: &[&str], audience: Audience) -> BoardView {
    let mut game = Lun::from_position(position, LunOptions::default()).expect("a valid position");
    for text in moves {
        let seat = game.to_act()[0];
        let action = game.parse_action(seat, text).expect("a move");
        game.apply(seat, &action).expect("a legal move");
    }
    game.view(audience)
}

fn render<M: Measurement + 'static>(c: &mut Criterion<M>) {
    for (name, view, style) in cases() {
        let png = render_png(&view, &style).expect("the view renders");
        let (width, height) = render::image_size(&view, &style);
        eprintln!("{name}: {} bytes, {width}×{height} px", png.len());
        c.bench_function(name, |b| {
            b.iter(|| render_png(black_box(&view), black_box(&style)))
        });
    }
    let chart = support::analysis_chart();
    let png = render::render_chart(&chart).expect("the chart renders");
    eprintln!("analysis chart: {} bytes", png.len());
    c.bench_function("analysis chart, 100 plies", |b| {
        b.iter(|| render::render_chart(black_box(&chart)))
    });
    let table = support::standings::standings(84, 3);
    let png = render::render_standings(&table).expect("the standings render");
    eprintln!("standings, 30 rows: {} bytes", png.len());
    let mut group = c.benchmark_group("standings");
    group.bench_function("30 rows", |b| {
        b.iter(|| render::render_standings(black_box(&table)))
    });
    group.finish();
}

/// The CPU time the measuring thread spent, in nanoseconds: what the renderer costs, without the time
/// other processes took the core.
struct ThreadCpuTime(WallTime);

impl Measurement for ThreadCpuTime {
    type Intermediate = u64;
    type Value = u64;

    fn start(&self) -> u64 {
        thread_nanos()
    }

    fn end(&self, start: u64) -> u64 {
        thread_nanos() - start
    }

    fn add(&self, v1: &u64, v2: &u64) -> u64 {
        v1 + v2
    }

    fn zero(&self) -> u64 {
        0
    }

    fn to_f64(&self, value: &u64) -> f64 {
        *value as f64
    }

    fn formatter(&self) -> &dyn ValueFormatter {
        self.0.formatter()
    }
}

fn thread_nanos() -> u64 {
    let time = clock_gettime(ClockId::ThreadCPUTime);
    time.tv_sec as u64 * 1_000_000_000 + time.tv_nsec as u64
}

/// Runs the benchmarks with the command line's settings, on the wall clock or the thread's CPU time.
fn benches() {
    if std::env::var_os("BENCH_CPU_TIME").is_some() {
        let measurement = ThreadCpuTime(WallTime);
        let mut criterion = Criterion::default()
            .with_measurement(measurement)
            .configure_from_args();
        render(&mut criterion);
    } else {
        let mut criterion = Criterion::default().configure_from_args();
        render(&mut criterion);
    }
}

criterion_main!(benches);
