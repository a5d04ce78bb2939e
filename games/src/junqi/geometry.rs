//! The 2-player board as the renderer draws it, made from the rules' own [`Board`]: every link is drawn
//! as the rules play it (with `c_crossing=road`, c6–c7 is drawn as a road).

use super::board::{Board, LinkKind, PointKind};
use crate::geometry::{
    Area, Caption, Geometry, Link, LinkStyle, Mark, Ornament, Path, PointSpec, Rgb, Shape, Terrain,
    Turn,
};
use crate::model::Seat;
use std::sync::LazyLock;

/// Horizontal distance between points.
const DX: f32 = 100.0;
/// Vertical distance between points of one half.
const DY: f32 = 50.0;
/// Extra height of the frontline band between ranks 6 and 7.
const FRONTLINE: f32 = 43.0;
/// The band around the points that holds the coordinates.
const MARGIN: f32 = 34.0;
/// The mark of a post.
const POST: (f32, f32) = (48.0, 24.0);
/// A piece: a tile.
const TILE: (f32, f32) = (79.0, 36.0);

const PAPER: Rgb = Rgb(0xF1E8CF);
const BAND: Rgb = Rgb(0xDCCDA6);
const ROAD: Rgb = Rgb(0x8E7D5C);
const RAIL: Rgb = Rgb(0x3F3A35);
const SLEEPER: Rgb = Rgb(0xF6F0DF);
const CAMP: Rgb = Rgb(0xFBF6E8);
const HQ: Rgb = Rgb(0xE7D3A1);
const MOUNTAIN: Rgb = Rgb(0x8A7250);
const SNOW: Rgb = Rgb(0xF7F3EA);

/// The board of a game whose c6–c7 crossing is a road (`true`) or a railroad.
pub fn geometry(c_crossing_road: bool) -> &'static Geometry {
    static RAIL: LazyLock<Geometry> = LazyLock::new(|| build("junqi2", Board::two(false)));
    static ROAD: LazyLock<Geometry> = LazyLock::new(|| build("junqi2-road", Board::two(true)));
    if c_crossing_road { &ROAD } else { &RAIL }
}

/// The centre of a point, from its file (0–4) and rank (1–12).
fn centre(file: u8, rank: u8) -> (f32, f32) {
    let gap = if rank <= 6 { FRONTLINE } else { 0.0 };
    (
        MARGIN + (f32::from(file) + 0.5) * DX,
        MARGIN + (f32::from(12 - rank) + 0.5) * DY + gap,
    )
}

/// The two-player board `name` drawn from `board`.
fn build(name: &'static str, board: &Board) -> Geometry {
    let band_top = MARGIN + 6.0 * DY;
    let mountains = |file: f32| Ornament {
        at: (MARGIN + file * DX, band_top + FRONTLINE / 2.0),
        mark: Mark::Mountains {
            size: (50.0, 22.0),
            fill: MOUNTAIN,
            snow: SNOW,
        },
    };
    Geometry {
        name,
        size: (
            2.0 * MARGIN + 5.0 * DX,
            2.0 * MARGIN + 12.0 * DY + FRONTLINE,
        ),
        paper: PAPER,
        terrains: terrains(),
        points: points(board),
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
                width: 5.0,
                ties: Some((SLEEPER, 10.0)),
            },
        ],
        links: links(board),
        areas: vec![Area {
            shape: Shape::Rect {
                at: (MARGIN, band_top),
                size: (5.0 * DX, FRONTLINE),
            },
            fill: Some(BAND),
            edge: None,
        }],
        captions: captions(),
        ornaments: vec![mountains(1.5), mountains(3.5)],
        piece_size: TILE,
        turns: vec![Turn::Quarters(0), Turn::Quarters(2)],
    }
}

/// The marks of the three kinds of point: post, camp and headquarters, in the order of their terrain
/// numbers.
fn terrains() -> Vec<Terrain> {
    vec![
        Terrain {
            name: "post",
            fill: None,
            mark: Mark::Rect {
                size: POST,
                fill: PAPER,
                edge: ROAD,
            },
        },
        Terrain {
            name: "camp",
            fill: None,
            mark: Mark::Circle {
                radius: 21.5,
                fill: CAMP,
                edge: ROAD,
            },
        },
        Terrain {
            name: "headquarters",
            fill: None,
            mark: Mark::Pill {
                size: (72.0, 38.0),
                fill: HQ,
                edge: ROAD,
            },
        },
    ]
}

/// Every point, with its kind's terrain; ranks 1–6 belong to South, 7–12 to North.
fn points(board: &Board) -> Vec<PointSpec> {
    board
        .squares()
        .map(|at| {
            let (file, rank) = (at % 5, at / 5 + 1);
            let terrain = match board.kind(at) {
                PointKind::Post => 0,
                PointKind::Camp => 1,
                PointKind::Headquarters => 2,
            };
            PointSpec {
                name: board.name(at).to_owned(),
                at: centre(file, rank),
                cell: Shape::centred_rect(centre(file, rank), (DX, DY)),
                terrain,
                owner: Some(Seat(u8::from(rank > 6))),
            }
        })
        .collect()
}

/// Every link as the rules play it: a road (style 0) or a railroad (style 1).
fn links(board: &Board) -> Vec<Link> {
    board
        .links()
        .iter()
        .map(|&(a, b, kind)| Link {
            a: u16::from(a),
            b: u16::from(b),
            style: u8::from(kind == LinkKind::Railroad),
            path: Path::Straight,
        })
        .collect()
}

/// The files' letters below the board and the ranks' numbers at its left.
fn captions() -> Vec<Caption> {
    let mut captions: Vec<Caption> = (0..5u8)
        .map(|file| Caption {
            text: char::from(b'a' + file).to_string(),
            at: (
                centre(file, 1).0,
                MARGIN + 12.0 * DY + FRONTLINE + MARGIN / 2.0,
            ),
        })
        .collect();
    captions.extend((1..=12u8).map(|rank| Caption {
        text: rank.to_string(),
        at: (MARGIN / 2.0, centre(0, rank).1),
    }));
    captions
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_boards_are_sound_and_agree_with_the_rules() {
        for road in [false, true] {
            let board = geometry(road);
            board.check().unwrap();
            assert_eq!(board.points.len(), 60);
            assert_eq!(board.links.len(), Board::two(road).links().len());
            assert_eq!(board.points_of("camp").len(), 10);
            assert_eq!(board.points_of("headquarters").len(), 4);
        }
    }

    #[test]
    fn the_middle_crossing_is_drawn_as_the_rules_play_it() {
        let style_of_c6_c7 = |road: bool| {
            let board = geometry(road);
            let (c6, c7) = (
                board.point_named("c6").unwrap(),
                board.point_named("c7").unwrap(),
            );
            let link = board
                .links
                .iter()
                .find(|link| (link.a, link.b) == (c6, c7) || (link.b, link.a) == (c6, c7))
                .expect("c6 and c7 are linked");
            board.link_styles[usize::from(link.style)].name
        };
        assert_eq!(style_of_c6_c7(false), "railroad");
        assert_eq!(style_of_c6_c7(true), "road");
    }
}
