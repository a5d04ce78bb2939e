//! The Cetkaik board as the renderer draws it, made from the same tables the rules use ([`Square`]):
//! 9 × 9 squares numbered `row * 9 + column` from KA, water and the fixed tam2 hue as terrains, column
//! letters under the board and row names beside it. The squares around Tam2 are tam2 hue too, but they
//! move with Tam2, so each view draws them as tam2 hue (`BoardView::terrain`).

use super::board::{COLUMNS, ROWS, Square};
use crate::geometry::{Caption, Geometry, Mark, PointSpec, Rgb, Shape, Terrain, Turn};
use std::sync::LazyLock;

/// The side of a square, in board units.
const CELL: f32 = 58.0;
/// The band around the squares that holds the coordinates.
const MARGIN: f32 = 28.0;

const PLAIN: u8 = 0;
const WATER: u8 = 1;
const TAM2_HUE: u8 = 2;
const HILL: u8 = 3;

/// The Cetkaik board.
pub fn geometry() -> &'static Geometry {
    static GEOMETRY: LazyLock<Geometry> = LazyLock::new(build);
    &GEOMETRY
}

/// The terrain of a square (an index into the geometry's terrains): water, tam2 hue, both (the hill), or
/// plain. `hue` says whether the square is tam2 hue now: the fixed nine always are, and the views draw
/// the squares around Tam2 (and, under Cerke Online rules, its own) as tam2 hue too.
pub fn terrain(square: Square, hue: bool) -> u8 {
    match (square.is_water(), hue || square.is_fixed_tam2_hue()) {
        (true, true) => HILL,
        (true, false) => WATER,
        (false, true) => TAM2_HUE,
        (false, false) => PLAIN,
    }
}

fn build() -> Geometry {
    let points = Square::all()
        .map(|square| {
            let left = MARGIN + square.column() as f32 * CELL;
            let top = MARGIN + square.row() as f32 * CELL;
            PointSpec {
                name: square.name(),
                at: (left + CELL / 2.0, top + CELL / 2.0),
                cell: Shape::Rect {
                    at: (left, top),
                    size: (CELL, CELL),
                },
                terrain: terrain(square, false),
                owner: None,
            }
        })
        .collect();
    let mut captions = Vec::new();
    for (column, name) in COLUMNS.iter().enumerate() {
        captions.push(Caption {
            text: (*name).to_owned(),
            at: (
                MARGIN + (column as f32 + 0.5) * CELL,
                MARGIN + 9.0 * CELL + MARGIN / 2.0,
            ),
        });
    }
    for (row, name) in ROWS.iter().enumerate() {
        captions.push(Caption {
            text: (*name).to_owned(),
            at: (MARGIN / 2.0, MARGIN + (row as f32 + 0.5) * CELL),
        });
    }
    Geometry {
        name: "cetkaik",
        size: (2.0 * MARGIN + 9.0 * CELL, 2.0 * MARGIN + 9.0 * CELL),
        paper: Rgb(0xEAD9B0),
        terrains: vec![
            Terrain {
                name: "plain",
                fill: Some(Rgb(0xEAD9B0)),
                mark: Mark::None,
            },
            Terrain {
                name: "water",
                fill: Some(Rgb(0x9CC8E2)),
                mark: Mark::None,
            },
            Terrain {
                name: "tam2 hue",
                fill: Some(Rgb(0xE9C46A)),
                mark: Mark::None,
            },
            Terrain {
                name: "hill",
                fill: Some(Rgb(0x8FBFA8)),
                mark: Mark::None,
            },
        ],
        points,
        link_styles: Vec::new(),
        links: Vec::new(),
        areas: Vec::new(),
        captions,
        ornaments: Vec::new(),
        piece_size: (CELL * 0.9, CELL * 0.9),
        turns: vec![Turn::Quarters(0), Turn::Quarters(2)],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_is_sound_and_agrees_with_the_rules() {
        let board = geometry();
        board.check().unwrap();
        assert_eq!(board.points.len(), 81);
        for square in Square::all() {
            assert_eq!(
                board.point_named(&square.name()),
                Some(square.index() as u16)
            );
        }
        let named = |points: Vec<u16>| -> Vec<String> {
            points
                .iter()
                .map(|&p| board.points[usize::from(p)].name.clone())
                .collect()
        };
        assert_eq!(
            named(board.points_of("water")),
            ["ZI", "ZU", "NO", "TO", "XO", "CO", "ZY", "ZAI"]
        );
        assert_eq!(named(board.points_of("hill")), ["ZO"]);
        assert_eq!(
            named(board.points_of("tam2 hue")),
            ["NI", "CI", "TU", "XU", "TY", "XY", "NAI", "CAI"]
        );
        // The IA side's first row is at the bottom for the first seat.
        let ka = &board.points[0];
        let pia = &board.points[80];
        assert!(ka.at.1 < pia.at.1 && ka.at.0 < pia.at.0);
    }
}
