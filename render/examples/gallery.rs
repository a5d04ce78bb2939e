//! Writes the example images of `docs/`: `cargo run -p render --example gallery [DIR]`.

#[path = "../tests/support/mod.rs"]
mod support;

use games::Seat;
use render::{LabelStyle, Style, render_png};
use std::path::PathBuf;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "docs".into()));
    std::fs::create_dir_all(&dir)?;
    let caption = |lines: &[&str]| lines.iter().map(|l| l.to_string()).collect::<Vec<_>>();
    let images = [
        (
            "jungle-start.png",
            support::jungle_start(Seat(0)),
            Style {
                caption: caption(&["Blue: Ada  ·  Red: Bob", "Blue to move"]),
                labels: LabelStyle::English,
            },
        ),
        (
            "jungle-midgame-chinese.png",
            support::jungle_midgame(Seat(0)),
            Style {
                caption: caption(&["Blue: Ada  ·  Red: Bob", "Red to move  ·  4:12 left"]),
                labels: LabelStyle::Chinese,
            },
        ),
        (
            "junqi2-public.png",
            support::junqi_public(),
            Style {
                caption: caption(&["South: Ada  ·  North: Bob", "North to move"]),
                labels: LabelStyle::Chinese,
            },
        ),
    ];
    for (name, view, style) in images {
        let path = dir.join(name);
        std::fs::write(&path, render_png(&view, &style)?)?;
        println!("{}", path.display());
    }
    Ok(())
}
