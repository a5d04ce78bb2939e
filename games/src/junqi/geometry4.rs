//! The 4-player board as the renderer draws it, made from the rules' own [`Board`]: the 17 × 17 grid of
//! §3.2, South's arm at the bottom in the first seat's view, every link drawn as the rules play it and
//! the four corner railroads as arcs. Each seat sees the board turned so that its own arm is at the
//! bottom; each arm belongs to the seat sitting there, and with three or two players the empty arms
//! belong to nobody.
//!
//! The coordinates are the names moves use (§11.1): an arm's letter, its row from the front and its
//! column from the owner's left. Each arm has two rulers meeting at its letter: its rows `1` … `6` in
//! the empty corner on its owner's left, its columns `1` … `5` beyond its back row, so the letter `S`,
//! the row `3` and the column `4` name `S34`. The centre's rulers (rows from South's side, columns from
//! West's) meet at `C` in the gap by its south-west junction. No label stands where a piece can.

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
/// The side of a piece: as large as a grid step allows with a gap between neighbours, so that its mark
/// reads on a phone.
const PIECE: f32 = 56.0;

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
    at((f32::from(x), f32::from(y)))
}

/// The place of a grid position that may fall between points or beyond the grid, in board units.
fn at((x, y): (f32, f32)) -> (f32, f32) {
    (MARGIN + (x + 0.5) * UNIT, MARGIN + (16.5 - y) * UNIT)
}

/// The coordinates (see the module docs), placed from the rules' own grid: an arm's row ruler one step
/// beyond its column 1, its column ruler in the middle of the margin beyond its row 6, its letter where
/// they meet; the centre's rulers one step from its first junctions.
fn coordinates(board: &Board) -> Vec<Caption> {
    let grid = |name: &str| {
        let (x, y) = board.grid(board.parse(name).expect("a point of the board"));
        (f32::from(x), f32::from(y))
    };
    let step = |from: (f32, f32), to: (f32, f32)| (to.0 - from.0, to.1 - from.1);
    let beyond = |from: (f32, f32), (dx, dy): (f32, f32), steps: f32| {
        (from.0 + dx * steps, from.1 + dy * steps)
    };
    let label = |text: String, grid: (f32, f32)| Caption { text, at: at(grid) };
    let margin = 0.5 + MARGIN / (2.0 * UNIT);
    let mut captions = Vec::new();
    for arm in Arm::ALL {
        let letter = arm.letter();
        let point = |row: u8, column: u8| grid(&format!("{letter}{row}{column}"));
        let left = step(point(1, 2), point(1, 1));
        let back = step(point(5, 1), point(6, 1));
        for row in 1..=6 {
            captions.push(label(row.to_string(), beyond(point(row, 1), left, 1.0)));
        }
        for column in 1..=5 {
            let ruler = beyond(point(6, column), back, margin);
            captions.push(label(column.to_string(), ruler));
        }
        let corner = beyond(beyond(point(6, 1), left, 1.0), back, margin);
        captions.push(label(letter.to_string(), corner));
    }
    let junction = |row: u8, column: u8| grid(&format!("C{row}{column}"));
    for index in 1..=3 {
        captions.push(label(
            index.to_string(),
            beyond(junction(index, 1), (1.0, 0.0), 1.0),
        ));
        captions.push(label(
            index.to_string(),
            beyond(junction(1, index), (0.0, 1.0), 1.0),
        ));
    }
    captions.push(label(
        "C".to_owned(),
        beyond(junction(1, 1), (1.0, 1.0), 1.0),
    ));
    captions
}

/// The four-player board `name` for `table`.
fn build(name: &'static str, table: Table) -> Geometry {
    let board = Board::four();
    let (left, top) = centre((6, 10));
    Geometry {
        name,
        size: (2.0 * MARGIN + 17.0 * UNIT, 2.0 * MARGIN + 17.0 * UNIT),
        paper: PAPER,
        terrains: terrains(),
        points: points(board, table),
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
        links: board
            .links()
            .iter()
            .map(|&link| drawn(board, link))
            .collect(),
        areas: vec![Area {
            shape: Shape::Rect {
                at: (left - UNIT / 2.0, top - UNIT / 2.0),
                size: (5.0 * UNIT, 5.0 * UNIT),
            },
            fill: Some(CENTRE),
            edge: None,
        }],
        captions: coordinates(board),
        ornaments: Vec::new(),
        piece_size: (PIECE, PIECE),
        turns: table
            .all()
            .map(|seat| Turn::Quarters(table.arm(seat).index() as u8))
            .collect(),
    }
}

/// The marks of the three kinds of point: post, camp and headquarters, in the order of their terrain
/// numbers.
fn terrains() -> Vec<Terrain> {
    let rect = |fill: Rgb| Mark::Rect {
        size: POST,
        fill,
        edge: ROAD,
    };
    vec![
        Terrain {
            name: "post",
            fill: None,
            mark: rect(PAPER),
        },
        Terrain {
            name: "camp",
            fill: None,
            mark: Mark::Circle {
                radius: 20.0,
                fill: CAMP,
                edge: ROAD,
            },
        },
        Terrain {
            name: "headquarters",
            fill: None,
            mark: rect(HQ),
        },
    ]
}

/// Every point, with its kind's terrain; an arm's points belong to the seat sitting there, if any.
fn points(board: &Board, table: Table) -> Vec<PointSpec> {
    board
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
        .collect()
}

/// One link as the rules play it: a road (style 0) or a railroad (style 1), the railroad between two
/// arms an arc round the centre junction at their corner.
fn drawn(board: &Board, (a, b, kind): (Square, Square, LinkKind)) -> Link {
    let arm_of = |at: Square| board.local(at).map(|(arm, _)| arm);
    let arc = kind == LinkKind::Railroad
        && arm_of(a).is_some()
        && arm_of(b).is_some()
        && arm_of(a) != arm_of(b);
    let path = if arc {
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Xy;
    use crate::junqi::board::Local;

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

    /// The captions on the grid line through `from` in direction `step` (grid units, first seat's view),
    /// or in either direction along it if `both`: their indexes, nearest first.
    fn along(geometry: &Geometry, from: Xy, step: (f32, f32), both: bool) -> Vec<usize> {
        let (sx, sy) = (step.0, -step.1);
        let mut found: Vec<(f32, usize)> = geometry
            .captions
            .iter()
            .enumerate()
            .filter_map(|(index, caption)| {
                let (dx, dy) = (caption.at.0 - from.0, caption.at.1 - from.1);
                let ahead = (dx * sx + dy * sy) / UNIT;
                let across = (dx * sy - dy * sx).abs() / UNIT;
                let wanted = ahead > 0.0 || (both && ahead < 0.0);
                (wanted && across < 0.5).then_some((ahead.abs(), index))
            })
            .collect();
        found.sort_by(|a, b| a.0.total_cmp(&b.0));
        found.into_iter().map(|(_, index)| index).collect()
    }

    /// Every point is named by the coordinates drawn on its two lines as the move parser reads a point
    /// (§11.1): the letter where the rulers meet, the row, the column. An arm point's row is the first
    /// label from it towards its owner's left and its column the first beyond its back row; a centre
    /// junction's are the nearest labels along its row and its column. Every caption drawn names some
    /// point. (That none covers a piece is the renderer's phone-width test.)
    #[test]
    fn every_coordinate_drawn_reads_as_the_point_the_move_parser_finds_there() {
        let board = Board::four();
        for players in [2, 3, 4] {
            let geometry = geometry(players);
            let mut used = vec![false; geometry.captions.len()];
            for square in board.squares() {
                let step = |a: (i8, i8), b: (i8, i8)| (f32::from(b.0 - a.0), f32::from(b.1 - a.1));
                let (left, back, both) = match board.local(square) {
                    Some((arm, local)) => {
                        let grid = |row, column| {
                            board.grid(board.square(arm, Local { row, column }).unwrap())
                        };
                        let left = step(grid(local.row, 2), grid(local.row, 1));
                        let back = step(grid(5, local.column), grid(6, local.column));
                        (left, back, false)
                    }
                    None => ((1.0, 0.0), (0.0, 1.0), true),
                };
                let first = |from: Xy, way: (f32, f32)| along(geometry, from, way, both)[0];
                let at = geometry.points[usize::from(square)].at;
                let (row, column) = (first(at, left), first(at, back));
                let [row_at, column_at] = [row, column].map(|index| geometry.captions[index].at);
                let reverse = |(x, y): (f32, f32)| (-x, -y);
                let ruler = |from: Xy, way: (f32, f32)| along(geometry, from, way, true);
                let rows = ruler(row_at, back);
                let columns = ruler(column_at, reverse(left));
                let letter = *rows
                    .iter()
                    .find(|index| columns.contains(index))
                    .expect("the rulers meet at a letter");
                let text = [letter, row, column]
                    .map(|index| geometry.captions[index].text.as_str())
                    .concat();
                assert_eq!(
                    board.parse(&text),
                    Some(square),
                    "{} reads as {text} on the {players}-player board",
                    board.name(square)
                );
                for index in [letter, row, column] {
                    used[index] = true;
                }
            }
            for (caption, used) in geometry.captions.iter().zip(used) {
                assert!(used, "the caption {} names nothing", caption.text);
            }
        }
    }
}
