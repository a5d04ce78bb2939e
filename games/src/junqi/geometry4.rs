//! The 4-player board as the renderer draws it, made from the rules' own [`Board`]: the 17 × 17 grid of
//! §3.2, South's arm at the bottom in the first seat's view, every link drawn as the rules play it and
//! the four corner railroads as arcs. Each seat sees the board turned so that its own arm is at the
//! bottom; each arm belongs to the seat sitting there, and with three or two players the empty arms
//! belong to nobody.

use super::board::{Arm, Board, LinkKind, PointKind, Square};
use super::config::Table;
use crate::geometry::{
    Area, Caption, Geometry, Link, LinkStyle, Mark, Path, PointSpec, Rgb, Shape, Terrain, Turn,
};
use crate::model::Seat;
use std::sync::LazyLock;

/// Board units per grid step.
const UNIT: f32 = 60.0;
/// The band around the grid that holds the arms' captions.
const MARGIN: f32 = 34.0;
/// The mark of a post.
const POST: (f32, f32) = (50.0, 40.0);

const PAPER: Rgb = Rgb(0xF1E8CF);
const CENTRE: Rgb = Rgb(0xE6D9B5);
const ROAD: Rgb = Rgb(0x8E7D5C);
const RAIL: Rgb = Rgb(0x3F3A35);
const SLEEPER: Rgb = Rgb(0xF6F0DF);
const CAMP: Rgb = Rgb(0xFBF6E8);
const HQ: Rgb = Rgb(0xE7D3A1);

/// The board for a table of `players` seats (2, 3 or 4).
pub fn geometry(players: usize) -> &'static Geometry {
    static FOUR: LazyLock<Geometry> = LazyLock::new(|| build("junqi4", Table::four(4)));
    static THREE: LazyLock<Geometry> = LazyLock::new(|| build("junqi4-three", Table::four(3)));
    static TWO: LazyLock<Geometry> = LazyLock::new(|| build("junqi4-two", Table::four(2)));
    match players {
        2 => &TWO,
        3 => &THREE,
        _ => &FOUR,
    }
}

/// The centre of a grid position in board units (`y` down, South at the bottom).
fn centre((x, y): (i8, i8)) -> (f32, f32) {
    (
        MARGIN + (f32::from(x) + 0.5) * UNIT,
        MARGIN + (16.5 - f32::from(y)) * UNIT,
    )
}

/// The four-player board `name` for `table`.
// Stays long: one `Geometry` literal, each part of the board one of its fields, read top to bottom.
fn build(name: &'static str, table: Table) -> Geometry {
    let board = Board::four();
    let points = board
        .squares()
        .map(|at| {
            let terrain = match board.kind(at) {
                PointKind::Post => 0,
                PointKind::Camp => 1,
                PointKind::Headquarters => 2,
            };
            let owner = board
                .local(at)
                .and_then(|(arm, _)| table.seat_on(arm))
                .map(Seat);
            PointSpec {
                name: board.name(at).to_owned(),
                at: centre(board.grid(at)),
                cell: Shape::centred_rect(centre(board.grid(at)), (UNIT, UNIT)),
                terrain,
                owner,
            }
        })
        .collect();
    let arm_of = |at: Square| board.local(at).map(|(arm, _)| arm);
    let links = board
        .links()
        .iter()
        .map(|&(a, b, kind)| {
            let arc = kind == LinkKind::Railroad
                && arm_of(a).is_some()
                && arm_of(b).is_some()
                && arm_of(a) != arm_of(b);
            let path = if arc {
                // The arc bends round the centre junction at the corner between the two arms.
                let (xa, ya) = board.grid(a);
                let (xb, yb) = board.grid(b);
                let corner = (
                    if xa == 6 || xb == 6 { 6 } else { 10 },
                    if ya == 6 || yb == 6 { 6 } else { 10 },
                );
                Path::Arc {
                    centre: centre(corner),
                }
            } else {
                Path::Straight
            };
            Link {
                a: u16::from(a),
                b: u16::from(b),
                style: u8::from(kind == LinkKind::Railroad),
                path,
            }
        })
        .collect();
    let mark = |fill: Rgb, round: bool| {
        if round {
            Mark::Circle {
                radius: 20.0,
                fill,
                edge: ROAD,
            }
        } else {
            Mark::Rect {
                size: POST,
                fill,
                edge: ROAD,
            }
        }
    };
    let captions = Arm::ALL
        .iter()
        .map(|&arm| {
            let (x, y) = match arm {
                Arm::South => (8.0, -0.8),
                Arm::East => (16.8, 8.0),
                Arm::North => (8.0, 16.8),
                Arm::West => (-0.8, 8.0),
            };
            Caption {
                text: arm.letter().to_string(),
                at: (MARGIN + (x + 0.5) * UNIT, MARGIN + (16.5 - y) * UNIT),
            }
        })
        .collect();
    let (left, top) = centre((6, 10));
    Geometry {
        name,
        size: (2.0 * MARGIN + 17.0 * UNIT, 2.0 * MARGIN + 17.0 * UNIT),
        paper: PAPER,
        terrains: vec![
            Terrain {
                name: "post",
                fill: None,
                mark: mark(PAPER, false),
            },
            Terrain {
                name: "camp",
                fill: None,
                mark: mark(CAMP, true),
            },
            Terrain {
                name: "headquarters",
                fill: None,
                mark: mark(HQ, false),
            },
        ],
        points,
        link_styles: vec![
            LinkStyle {
                name: "road",
                colour: ROAD,
                width: 3.0,
                ties: None,
            },
            LinkStyle {
                name: "railroad",
                colour: RAIL,
                width: 6.0,
                ties: Some((SLEEPER, 12.0)),
            },
        ],
        links,
        areas: vec![Area {
            shape: Shape::Rect {
                at: (left - UNIT / 2.0, top - UNIT / 2.0),
                size: (5.0 * UNIT, 5.0 * UNIT),
            },
            fill: Some(CENTRE),
            edge: None,
        }],
        captions,
        ornaments: Vec::new(),
        piece_size: (POST.0, POST.0),
        turns: table
            .all()
            .map(|seat| Turn::Quarters(table.arm(seat).index() as u8))
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_gets_a_sound_board_made_from_the_rules() {
        for players in [2, 3, 4] {
            let geometry = geometry(players);
            geometry.check().unwrap();
            let board = Board::four();
            assert_eq!(geometry.points.len(), 129);
            assert_eq!(geometry.links.len(), board.links().len());
            assert_eq!(geometry.points_of("camp").len(), 20);
            assert_eq!(geometry.points_of("headquarters").len(), 8);
            assert_eq!(geometry.links_named("railroad").count(), 92);
            let arcs = geometry
                .links
                .iter()
                .filter(|link| matches!(link.path, Path::Arc { .. }))
                .count();
            assert_eq!(arcs, 4);
            assert_eq!(geometry.turns.len(), players);
            for (index, point) in geometry.points.iter().enumerate() {
                assert_eq!(point.name, board.name(index as Square));
            }
        }
    }

    #[test]
    fn each_seat_sees_its_own_arm_at_the_bottom_and_owns_it() {
        let four = geometry(4);
        assert_eq!(
            four.turns,
            [
                Turn::Quarters(0),
                Turn::Quarters(1),
                Turn::Quarters(2),
                Turn::Quarters(3)
            ]
        );
        let owner = |geometry: &Geometry, name: &str| {
            geometry.points[usize::from(geometry.point_named(name).expect("a point"))].owner
        };
        assert_eq!(owner(four, "E62"), Some(Seat(1)));
        assert_eq!(owner(four, "C22"), None);
        let three = geometry(3);
        assert_eq!(owner(three, "N11"), Some(Seat(2)));
        assert_eq!(owner(three, "W11"), None);
        let two = geometry(2);
        assert_eq!(two.turns, [Turn::Quarters(0), Turn::Quarters(2)]);
        assert_eq!(owner(two, "N11"), Some(Seat(1)));
        assert_eq!(owner(two, "E11"), None);
        // South's back row is drawn at the bottom, North's at the top.
        let y = |name: &str| {
            four.points[usize::from(four.point_named(name).expect("a point"))]
                .at
                .1
        };
        assert!(y("S62") > y("C22") && y("C22") > y("N62"));
    }
}
