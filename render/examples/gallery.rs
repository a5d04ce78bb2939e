//! Writes the example images of `docs/`: `cargo run -p render --example gallery [DIR]`.
//!
//! The Jungle images come from the rules engine (a start position and a short game); the two-player
//! Junqi image from a hand-built public view; the Junqi for four, Lún Jungi and Cetkaik images from the
//! rules engine (repeatable mid-game positions, the Cetkaik start, a decision and a stick cast's choice
//! in a position of a random game); and the standings of a tournament of nine players after three
//! rounds.

#[path = "../tests/it/support/mod.rs"]
mod support;

use games::{Audience, GameKind, Seat};
use render::{LabelStyle, Style, render_png};
use std::path::PathBuf;

/// A short Jungle game: the blue lion crosses the right lake and takes the red leopard on e7.
const MOVES: [&str; 10] = [
    "g3g4", "a7a6", "g1g2", "e7e8", "g2g3", "c7d7", "g3f3", "d7e7", "f3f7", "a6b6",
];
/// The capture that ends the example.
const LAST: &str = "f7e7";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "docs".into()));
    std::fs::create_dir_all(&dir)?;
    let caption = |lines: &[&str]| lines.iter().map(|l| l.to_string()).collect::<Vec<_>>();

    let jungle: GameKind = "jungle".parse()?;
    let mut game = jungle.create(&Default::default(), 0)?;
    let start = game.view(Audience::Seat(Seat(0)));
    for (ply, text) in MOVES.iter().chain([&LAST]).enumerate() {
        game.play(Seat((ply % 2) as u8), text)?;
    }
    let midgame = game.view(Audience::Seat(Seat(0)));

    let images = [
        (
            "jungle-start.png",
            start,
            Style {
                caption: caption(&["Blue: Ada  ·  Red: Bob", "Blue to move"]),
                labels: LabelStyle::English,
                ..Style::default()
            },
        ),
        (
            "jungle-midgame-chinese.png",
            midgame,
            Style {
                caption: caption(&[
                    "Blue: Ada  ·  Red: Bob",
                    "Blue Lion f7xe7 (takes Red Leopard)  ·  Red to move",
                ]),
                labels: LabelStyle::Chinese,
                ..Style::default()
            },
        ),
        (
            "junqi2-public.png",
            support::junqi_public(),
            Style {
                caption: caption(&["South: Ada  ·  North: Bob", "North to move"]),
                labels: LabelStyle::Chinese,
                ..Style::default()
            },
        ),
        (
            "junqi4-public.png",
            support::played("junqi4", 40, Audience::Public),
            Style {
                caption: caption(&[
                    "Ada (South) & Cy (North) vs Bob (East) & Di (West)",
                    "East to move",
                ]),
                labels: LabelStyle::English,
                ..Style::default()
            },
        ),
        (
            "lun-public.png",
            support::played("lun", 30, Audience::Public),
            Style {
                caption: caption(&["South: Ada  ·  North: Bob"]),
                labels: LabelStyle::English,
                ..Style::default()
            },
        ),
        (
            "cetkaik-public.png",
            support::played("cetkaik", 40, Audience::Public),
            Style {
                caption: caption(&["IA side: Ada  ·  A side: Bob"]),
                labels: LabelStyle::English,
                ..Style::default()
            },
        ),
        (
            "cetkaik-start.png",
            support::cetkaik_start(Seat(0)),
            Style {
                caption: caption(&["IA side: Ada  ·  A side: Bob"]),
                labels: LabelStyle::Chinese,
                ..Style::default()
            },
        ),
        (
            "cetkaik-decision.png",
            support::cetkaik_decision(Seat(0)),
            Style {
                caption: caption(&["IA side: Ada  ·  A side: Bob"]),
                labels: LabelStyle::Chinese,
                ..Style::default()
            },
        ),
        (
            "cetkaik-cast-a-side-english.png",
            support::cetkaik_cast_choice(Seat(1)),
            Style {
                caption: caption(&["IA side: Ada  ·  A side: Bob"]),
                labels: LabelStyle::English,
                ..Style::default()
            },
        ),
    ];
    for (name, view, style) in images {
        let path = dir.join(name);
        std::fs::write(&path, render_png(&view, &style)?)?;
        println!("{}", path.display());
    }
    let path = dir.join("tournament-standings.png");
    std::fs::write(
        &path,
        render::render_standings(&support::standings::standings(9, 3))?,
    )?;
    println!("{}", path.display());
    Ok(())
}
