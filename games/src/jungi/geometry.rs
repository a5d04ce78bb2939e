//! The Jungi board as the renderer draws it, made from the same board tables the rules play on: 9 × 9
//! squares, each side's three home ranks (the other side's promotion zone) marked as that side's zone.

use super::board::{FILES, PROMOTION_ZONE, RANKS, bit, square};
use crate::geometry::{Geometry, Mark, Rgb, Terrain, Turn, grid_points};
use crate::model::Seat;
use std::sync::LazyLock;

/// The side of a square, in board units.
const CELL: f32 = 62.0;
/// The band around the squares that holds the coordinates.
const MARGIN: f32 = 27.0;

const FIELD_LIGHT: u8 = 0;
const FIELD_DARK: u8 = 1;
const HOME_LIGHT: u8 = 2;
const HOME_DARK: u8 = 3;

/// The 9 × 9 Jungi board.
pub fn geometry() -> &'static Geometry {
    static GEOMETRY: LazyLock<Geometry> = LazyLock::new(build);
    &GEOMETRY
}

/// The seat whose home ranks hold the square on `file` and `rank`: South's ranks 1–3 are North's
/// promotion zone, and the other way round.
fn home_of(file: u8, rank: u8) -> Option<Seat> {
    let at = bit(square(file, rank));
    if PROMOTION_ZONE[1] & at != 0 {
        Some(Seat(0))
    } else if PROMOTION_ZONE[0] & at != 0 {
        Some(Seat(1))
    } else {
        None
    }
}

fn build() -> Geometry {
    let terrain = |file: u8, rank: u8| {
        let dark = (file + rank).is_multiple_of(2);
        match (home_of(file, rank).is_some(), dark) {
            (false, false) => FIELD_LIGHT,
            (false, true) => FIELD_DARK,
            (true, false) => HOME_LIGHT,
            (true, true) => HOME_DARK,
        }
    };
    let (points, captions) = grid_points(FILES, RANKS, CELL, MARGIN, terrain, home_of);
    let plain = |name, fill| Terrain {
        name,
        fill: Some(Rgb(fill)),
        mark: Mark::None,
    };
    Geometry {
        name: "jungi",
        size: (
            2.0 * MARGIN + f32::from(FILES) * CELL,
            2.0 * MARGIN + f32::from(RANKS) * CELL,
        ),
        paper: Rgb(0xEBD9B4),
        terrains: vec![
            plain("field", 0xEBD9B4),
            plain("field", 0xE0CB9F),
            plain("home", 0xD9C08E),
            plain("home", 0xCDB27D),
        ],
        points,
        link_styles: Vec::new(),
        links: Vec::new(),
        areas: Vec::new(),
        captions,
        ornaments: Vec::new(),
        piece_size: (CELL * 0.86, CELL * 0.86),
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
        for (index, point) in board.points.iter().enumerate() {
            assert_eq!(point.name, super::super::board::square_name(index as u8));
        }
        let homes = |seat| {
            board
                .points
                .iter()
                .filter(|point| point.owner == Some(seat))
                .count()
        };
        assert_eq!((homes(Seat(0)), homes(Seat(1))), (27, 27));
        let home_terrains = board
            .points
            .iter()
            .filter(|point| board.terrains[usize::from(point.terrain)].name == "home");
        assert_eq!(home_terrains.count(), 54);
        let owner = |name: &str| board.points[usize::from(board.point_named(name).unwrap())].owner;
        assert_eq!(owner("c3"), Some(Seat(0)));
        assert_eq!(owner("c7"), Some(Seat(1)));
        assert_eq!(owner("e5"), None);
    }
}
