//! The Jungle board as the renderer draws it, made from the same tables the rules play on.

use super::board::{DENS, FILES, RANKS, TRAPS, bit, is_trap, is_water, square};
use crate::geometry::{Area, Geometry, Mark, Rgb, Shape, Terrain, Turn, grid_points};
use crate::model::Seat;
use std::sync::LazyLock;

/// The side of a square, in board units.
const CELL: f32 = 84.0;
/// The band around the squares that holds the coordinates.
const MARGIN: f32 = 30.0;
/// The side of a trap's or den's inner square.
const INSET: f32 = CELL - 6.0;

const LAND: [Rgb; 2] = [Rgb(0xC9DCA3), Rgb(0xBDD396)];
const WATER_FILL: Rgb = Rgb(0x86C3E6);
const SHORE: Rgb = Rgb(0x5FA6D2);

const LAND_LIGHT: u8 = 0;
const LAND_DARK: u8 = 1;
const WATER: u8 = 2;
const TRAP: u8 = 3;
const DEN: u8 = 4;

/// The Jungle board: 7 × 9 squares, two lakes, three traps around each den.
pub fn geometry() -> &'static Geometry {
    static GEOMETRY: LazyLock<Geometry> = LazyLock::new(build);
    &GEOMETRY
}

/// The Jungle board, described once.
fn build() -> Geometry {
    let (points, captions) = grid_points(FILES, RANKS, CELL, MARGIN, terrain_of, owner_of);
    Geometry {
        name: "jungle",
        size: (
            2.0 * MARGIN + f32::from(FILES) * CELL,
            2.0 * MARGIN + f32::from(RANKS) * CELL,
        ),
        paper: LAND[0],
        terrains: terrains(),
        points,
        link_styles: Vec::new(),
        links: Vec::new(),
        areas: vec![lake(1), lake(4)],
        captions,
        ornaments: Vec::new(),
        piece_size: (70.0, 70.0),
        turns: vec![Turn::Quarters(0), Turn::Quarters(2)],
    }
}

/// The grounds, in the order of their numbers: light and dark land, water, trap, den.
fn terrains() -> Vec<Terrain> {
    vec![
        Terrain {
            name: "land",
            fill: Some(LAND[0]),
            mark: Mark::None,
        },
        Terrain {
            name: "land",
            fill: Some(LAND[1]),
            mark: Mark::None,
        },
        Terrain {
            name: "water",
            fill: None,
            mark: Mark::Waves { ink: Rgb(0xB9DDF3) },
        },
        // Every trap lies on a light square and both dens on dark ones.
        Terrain {
            name: "trap",
            fill: Some(LAND[0]),
            mark: Mark::Net {
                size: INSET,
                ground: Rgb(0xE6D3A3),
                ink: Rgb(0xA07E4B),
            },
        },
        Terrain {
            name: "den",
            fill: Some(LAND[1]),
            mark: Mark::Emblem {
                size: INSET,
                ground: Rgb(0x7E6041),
            },
        },
    ]
}

/// The ground of a square: water, a den, a trap, or land chequered light and dark.
fn terrain_of(file: u8, rank: u8) -> u8 {
    let at = square(file, rank);
    if is_water(at) {
        WATER
    } else if DENS.contains(&at) {
        DEN
    } else if is_trap(at) {
        TRAP
    } else if (file + rank) % 2 == 1 {
        LAND_DARK
    } else {
        LAND_LIGHT
    }
}

/// Whose den or trap a square is, if any.
fn owner_of(file: u8, rank: u8) -> Option<Seat> {
    let at = square(file, rank);
    let mine = |seat: u8| {
        let side = usize::from(seat);
        DENS[side] == at || TRAPS[side] & bit(at) != 0
    };
    (0..2u8).find(|&seat| mine(seat)).map(Seat)
}

/// The lake whose left file is `left_file`: a pool a little inside its six squares, with rounded
/// corners and a shore line.
fn lake(left_file: u8) -> Area {
    Area {
        shape: Shape::Rounded {
            at: (
                MARGIN + f32::from(left_file) * CELL + 5.5,
                MARGIN + 3.0 * CELL + 5.5,
            ),
            size: (2.0 * CELL - 11.0, 3.0 * CELL - 11.0),
            radius: 16.5,
        },
        fill: Some(WATER_FILL),
        edge: Some((SHORE, 3.0)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_is_sound_and_agrees_with_the_rules() {
        let board = geometry();
        board.check().unwrap();
        assert_eq!(board.points.len(), 63);
        let named = |names: &[u16]| -> Vec<String> {
            names
                .iter()
                .map(|&p| board.points[usize::from(p)].name.clone())
                .collect()
        };
        assert_eq!(named(&board.points_of("den")), ["d1", "d9"]);
        assert_eq!(
            named(&board.points_of("trap")),
            ["c1", "e1", "d2", "d8", "c9", "e9"]
        );
        assert_eq!(board.points_of("water").len(), 12);
        for trap in board.points_of("trap") {
            let (file, rank) = (trap % 7, trap / 7);
            assert_eq!((file + rank) % 2, 0, "traps lie on light squares");
        }
        for den in board.points_of("den") {
            let (file, rank) = (den % 7, den / 7);
            assert_eq!((file + rank) % 2, 1, "dens lie on dark squares");
        }
        let d2 = board.point_named("d2").unwrap();
        assert_eq!(board.points[usize::from(d2)].owner, Some(Seat(0)));
        let c9 = board.point_named("c9").unwrap();
        assert_eq!(board.points[usize::from(c9)].owner, Some(Seat(1)));
    }
}
