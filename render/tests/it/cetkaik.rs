//! Cetkaik's board through the generic renderer: drawn from its geometry alone, with the tam2 hue that
//! moves with Tam2 drawn from the view (`BoardView::terrain`), small enough to post, and legible at a
//! phone's width.

use crate::pixels::{differences, draw, inside, phone_height};
use crate::support::{cetkaik_cast_choice, cetkaik_decision, cetkaik_start};
use games::{BoardView, Face, PieceOnBoard, Seat};
use render::{LabelStyle, RenderError, Style, cell_rect, render_png};

fn style(labels: LabelStyle) -> Style {
    Style {
        caption: vec!["IA side: Ada · A side: Bob".into()],
        labels,
        ..Style::default()
    }
}

fn square(name: &str) -> u16 {
    games::cetkaik::geometry::geometry()
        .point_named(name)
        .expect("a square")
}

/// The most bytes a board image may take: 60 KiB.
const MOST_BYTES: usize = 60 * 1024;

#[test]
fn every_cetkaik_image_is_at_most_60_kib() {
    let views = [
        ("start", cetkaik_start(Seat(0))),
        ("start, the A side's", cetkaik_start(Seat(1))),
        ("decision", cetkaik_decision(Seat(0))),
        ("decision, the A side's", cetkaik_decision(Seat(1))),
        ("cast choice", cetkaik_cast_choice(Seat(0))),
        ("cast choice, the A side's", cetkaik_cast_choice(Seat(1))),
    ];
    for (what, view) in views {
        for labels in [LabelStyle::Chinese, LabelStyle::English] {
            let png = render_png(&view, &style(labels)).expect("the view renders");
            eprintln!("{what}, {labels:?}: {} bytes", png.len());
            assert!(png.len() <= MOST_BYTES, "{what}: {} bytes", png.len());
        }
    }
}

#[test]
fn the_tam2_hue_around_tam2_changes_only_those_cells() {
    let view = cetkaik_decision(Seat(0));
    assert!(!view.terrain.is_empty(), "Tam2 has neighbours");
    let plain = BoardView {
        terrain: Vec::new(),
        ..view.clone()
    };
    let style = style(LabelStyle::Chinese);
    let changed = differences(&draw(&view, &style), &draw(&plain, &style));
    assert!(!changed.is_empty());
    let cells: Vec<_> = view
        .terrain
        .iter()
        .map(|&(point, _)| cell_rect(&view, point).expect("a square"))
        .collect();
    for pixel in changed {
        assert!(cells.iter().any(|&cell| inside(cell, pixel)), "{pixel:?}");
    }
}

#[test]
fn a_terrain_the_board_lacks_is_an_error() {
    let mut view = cetkaik_start(Seat(0));
    view.terrain = vec![(square("ZO"), 9)];
    assert!(matches!(
        render_png(&view, &Style::default()),
        Err(RenderError::UnknownTerrain { terrain: 9, .. })
    ));
    view.terrain = vec![(81, 1)];
    assert!(matches!(
        render_png(&view, &Style::default()),
        Err(RenderError::PointOutsideBoard { point: 81, .. })
    ));
}

/// A Cetkaik piece's character stays at least 11 pixels tall at phone width, like the chat's own digits,
/// and its label, the English initial, at least 8, like every mark of the renderer's phone-width test.
#[test]
fn cetkaik_labels_are_legible_at_phone_width() {
    let board = games::cetkaik::geometry::geometry();
    let one = |label: games::Label| {
        let mut view = BoardView::new(board, Seat(0));
        view.pieces.push(PieceOnBoard {
            at: square("LY"),
            face: Face {
                colour: games::PieceColour::Black,
                facing: games::Facing::Owner,
                ..Face::shown(Seat(0), label)
            },
        });
        view
    };
    let label = |short, cjk| games::Label {
        short,
        name: "",
        cjk,
    };
    let chinese = Style {
        labels: LabelStyle::Chinese,
        ..Style::default()
    };
    let measured = [
        (
            "character",
            phone_height(&one(label("", "弓")), &one(label("", "")), &chinese),
            11.0,
        ),
        (
            "initial",
            phone_height(&one(label("A", "")), &one(label("", "")), &Style::default()),
            8.0,
        ),
    ];
    for (what, height, least) in measured {
        eprintln!("{what}: {height:.1} px at phone width");
        assert!(height >= least, "{what}: {height:.1} px at phone width");
    }
}
