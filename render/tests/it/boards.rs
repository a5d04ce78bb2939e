//! Boards the renderer has never seen, described here and nowhere else: a round board of two rings and a
//! centre for three seats, turned by any angle, and a cross-shaped board for four seats, turned by quarter
//! turns. A new board needs a description, not code in the renderer.

use crate::pixels::{differences, draw, inside};
use games::geometry::{
    Area, Caption, Geometry, Link, LinkStyle, Mark, Ornament, Path, PointSpec, Rgb, Shape, Terrain,
    Turn, Xy, polar,
};
use games::{BoardView, Face, Facing, Label, PieceColour, PieceOnBoard, Seat};
use image::RgbaImage;
use render::{LabelStyle, Style, cell_rect, describe, image_size};
use std::sync::LazyLock;

/// The centre of the round board.
const HUB: Xy = (300.0, 300.0);
/// Inner and outer radius of the inner ring's cells, and the radius of its points. Narrow enough that
/// the chord between two neighbours leaves the ring: a move along the ring must be drawn as an arc.
const INNER: (f32, f32, f32) = (120.0, 152.0, 136.0);
/// The same for the outer ring.
const OUTER: (f32, f32, f32) = (172.0, 250.0, 211.0);

fn sector(ring: (f32, f32, f32), middle: f32, span: f32) -> Shape {
    Shape::Sector {
        centre: HUB,
        inner: ring.0,
        outer: ring.1,
        from_degrees: middle - span / 2.0,
        to_degrees: middle + span / 2.0,
    }
}

/// Two rings around a centre: `o`, `a1`–`a6` (a1 straight up, clockwise), `b1`–`b12`. Each seat's home
/// is the inner cell that its turn brings to the bottom: a4 for seat 0, a2 for seat 1, a6 for seat 2.
fn round_board() -> Geometry {
    let mut points = vec![PointSpec {
        name: "o".into(),
        at: HUB,
        cell: Shape::Circle {
            centre: HUB,
            radius: 60.0,
        },
        terrain: 0,
        owner: None,
    }];
    let home = |i: usize| match i {
        3 => Some(Seat(0)),
        1 => Some(Seat(1)),
        5 => Some(Seat(2)),
        _ => None,
    };
    for i in 0..6 {
        let degrees = 60.0 * i as f32;
        points.push(PointSpec {
            name: format!("a{}", i + 1),
            at: polar(HUB, INNER.2, degrees),
            cell: sector(INNER, degrees, 60.0),
            terrain: if home(i).is_some() { 1 } else { 0 },
            owner: home(i),
        });
    }
    for i in 0..12 {
        let degrees = 30.0 * i as f32;
        points.push(PointSpec {
            name: format!("b{}", i + 1),
            at: polar(HUB, OUTER.2, degrees),
            cell: sector(OUTER, degrees, 30.0),
            terrain: 2 + (i % 2) as u8,
            owner: None,
        });
    }
    let mut links = Vec::new();
    let ring = Path::Arc { centre: HUB };
    for i in 0..6u16 {
        links.push(Link {
            a: 0,
            b: 1 + i,
            style: 0,
            path: Path::Straight,
        });
        links.push(Link {
            a: 1 + i,
            b: 1 + (i + 1) % 6,
            style: 1,
            path: ring,
        });
        links.push(Link {
            a: 1 + i,
            b: 7 + 2 * i,
            style: 0,
            path: Path::Straight,
        });
    }
    for i in 0..12u16 {
        links.push(Link {
            a: 7 + i,
            b: 7 + (i + 1) % 12,
            style: 1,
            path: ring,
        });
    }
    let captions = (0..12)
        .map(|i| {
            let at = polar(HUB, 276.0, 30.0 * i as f32);
            Caption {
                text: (i + 1).to_string(),
                at: (at.0.round(), at.1.round()),
            }
        })
        .collect();
    Geometry {
        name: "test-round",
        size: (600.0, 600.0),
        paper: Rgb(0xEDE3C8),
        terrains: vec![
            Terrain {
                name: "field",
                fill: None,
                mark: Mark::Circle {
                    radius: 9.0,
                    fill: Rgb(0xF8F1DF),
                    edge: Rgb(0x7A6A4F),
                },
            },
            Terrain {
                name: "home",
                fill: Some(Rgb(0xD9C9A0)),
                mark: Mark::Emblem {
                    size: 30.0,
                    ground: Rgb(0x8C6D46),
                },
            },
            Terrain {
                name: "light",
                fill: Some(Rgb(0xE4D6B2)),
                mark: Mark::None,
            },
            Terrain {
                name: "dark",
                fill: Some(Rgb(0xCDBB90)),
                mark: Mark::None,
            },
        ],
        points,
        link_styles: vec![
            LinkStyle {
                name: "spoke",
                colour: Rgb(0x7A6A4F),
                width: 3.0,
                ties: None,
            },
            LinkStyle {
                name: "ring",
                colour: Rgb(0x3F3A35),
                width: 5.0,
                ties: Some((Rgb(0xF6F0DF), 11.0)),
            },
        ],
        links,
        areas: vec![
            // Nothing is drawn for this area but the paper under it, between the rings.
            Area {
                shape: Shape::Circle {
                    centre: HUB,
                    radius: 256.0,
                },
                fill: None,
                edge: None,
            },
            Area {
                shape: Shape::Circle {
                    centre: HUB,
                    radius: 40.0,
                },
                fill: Some(Rgb(0xB8D4E8)),
                edge: Some((Rgb(0x5C8FB5), 2.0)),
            },
        ],
        captions,
        ornaments: Vec::new(),
        piece_size: (30.0, 30.0),
        turns: vec![
            Turn::Degrees(0.0),
            Turn::Degrees(120.0),
            Turn::Degrees(240.0),
        ],
    }
}

/// A cross of 7 × 7 squares without its 2 × 2 corners, one arm per seat, turned so that each seat's arm
/// is at the bottom: seat 0 south, 1 east, 2 north, 3 west (clockwise quarter turns 0, 1, 2, 3).
fn cross_board() -> Geometry {
    const CELL: f32 = 60.0;
    // Drawn one unit to a pixel: the image width.
    const MARGIN: f32 = 20.0;
    let on_board = |file: i32, rank: i32| {
        let edge = |v: i32| !(2..=4).contains(&v);
        (0..7).contains(&file) && (0..7).contains(&rank) && !(edge(file) && edge(rank))
    };
    let mut points = Vec::new();
    let mut index = std::collections::HashMap::new();
    for rank in 0..7 {
        for file in 0..7 {
            if !on_board(file, rank) {
                continue;
            }
            let left = MARGIN + file as f32 * CELL;
            let top = MARGIN + (6 - rank) as f32 * CELL;
            let owner = match (file, rank) {
                (2..=4, 0..=1) => Some(Seat(0)),
                (5..=6, 2..=4) => Some(Seat(1)),
                (2..=4, 5..=6) => Some(Seat(2)),
                (0..=1, 2..=4) => Some(Seat(3)),
                _ => None,
            };
            index.insert((file, rank), points.len() as u16);
            points.push(PointSpec {
                name: format!("{}{}", char::from(b'a' + file as u8), rank + 1),
                at: (left + CELL / 2.0, top + CELL / 2.0),
                cell: Shape::Rect {
                    at: (left, top),
                    size: (CELL, CELL),
                },
                terrain: ((file + rank) % 2) as u8,
                owner,
            });
        }
    }
    let mut links = Vec::new();
    for (&(file, rank), &a) in &index {
        for (df, dr) in [(1, 0), (0, 1)] {
            if let Some(&b) = index.get(&(file + df, rank + dr)) {
                links.push(Link {
                    a,
                    b,
                    style: 0,
                    path: Path::Straight,
                });
            }
        }
    }
    links.sort_by_key(|link| (link.a, link.b));
    let captions = ["S", "W", "N", "E"]
        .iter()
        .zip([(230.0, 450.0), (10.0, 230.0), (230.0, 10.0), (450.0, 230.0)])
        .map(|(text, at)| Caption {
            text: (*text).into(),
            at,
        })
        .collect();
    Geometry {
        name: "test-cross",
        size: (460.0, 460.0),
        paper: Rgb(0xE8E1CF),
        terrains: vec![
            Terrain {
                name: "light",
                fill: Some(Rgb(0xE8E1CF)),
                mark: Mark::None,
            },
            Terrain {
                name: "dark",
                fill: Some(Rgb(0xD3C7AA)),
                mark: Mark::None,
            },
        ],
        points,
        link_styles: vec![LinkStyle {
            name: "road",
            colour: Rgb(0x8E7D5C),
            width: 2.0,
            ties: None,
        }],
        links,
        areas: vec![Area {
            shape: Shape::Rounded {
                at: (MARGIN + 2.0 * CELL + 6.0, MARGIN + 2.0 * CELL + 6.0),
                size: (3.0 * CELL - 12.0, 3.0 * CELL - 12.0),
                radius: 14.0,
            },
            fill: None,
            edge: Some((Rgb(0x5C8FB5), 3.0)),
        }],
        captions,
        ornaments: vec![Ornament {
            at: (230.0, 230.0),
            mark: Mark::Mountains {
                size: (40.0, 18.0),
                fill: Rgb(0x8A7250),
                snow: Rgb(0xF7F3EA),
            },
        }],
        piece_size: (48.0, 48.0),
        turns: (0..4).map(Turn::Quarters).collect(),
    }
}

static ROUND: LazyLock<Geometry> = LazyLock::new(round_board);
static CROSS: LazyLock<Geometry> = LazyLock::new(cross_board);

fn point(board: &Geometry, name: &str) -> u16 {
    board.point_named(name).expect("a point")
}

fn label(short: &'static str) -> Label {
    Label {
        short,
        name: "",
        cjk: "",
    }
}

/// A view of `board` from `perspective` with a piece of each seat on each seat's first home point, and
/// a neutral face-down tile in the middle.
fn view(board: &'static Geometry, perspective: Seat) -> BoardView {
    let mut view = BoardView::new(board, perspective);
    for seat in 0..board.turns.len() as u8 {
        let home = board
            .points
            .iter()
            .position(|p| p.owner == Some(Seat(seat)))
            .expect("a home point");
        view.pieces.push(PieceOnBoard {
            at: home as u16,
            face: Face::shown(Seat(seat), label(["1", "2", "3", "4"][usize::from(seat)])),
        });
    }
    let middle = board
        .points
        .iter()
        .position(|p| p.cell.contains((board.size.0 / 2.0, board.size.1 / 2.0)))
        .expect("a middle point");
    view.pieces.push(PieceOnBoard {
        at: middle as u16,
        face: Face {
            colour: PieceColour::Neutral,
            ..Face::hidden(Seat(0))
        },
    });
    view
}

fn centre(rect: (u32, u32, u32, u32)) -> (f32, f32) {
    (
        rect.0 as f32 + rect.2 as f32 / 2.0,
        rect.1 as f32 + rect.3 as f32 / 2.0,
    )
}

#[test]
fn new_boards_are_sound_descriptions() {
    ROUND.check().unwrap();
    CROSS.check().unwrap();
}

#[test]
fn new_boards_render_for_every_seat_and_pieces_stay_in_their_cells() {
    for board in [&*ROUND, &*CROSS] {
        for seat in 0..board.turns.len() as u8 {
            let style = Style {
                caption: vec![format!("{} from seat {seat}", board.name)],
                labels: LabelStyle::English,
                ..Style::default()
            };
            let mut full = view(board, Seat(seat));
            full.last_move = match board.name {
                "test-round" => vec![point(board, "b3"), point(board, "b4"), point(board, "a2")],
                _ => vec![point(board, "c2"), point(board, "c3"), point(board, "d3")],
            };
            let image = draw(&full, &style);
            assert_eq!(image.dimensions(), image_size(&full, &style));
            // RENDER_TEST_OUT=dir keeps the images for a look.
            if let Some(dir) = std::env::var_os("RENDER_TEST_OUT") {
                let path = std::path::Path::new(&dir).join(format!("{}-{seat}.png", board.name));
                image.save(path).expect("the image is written");
            }
            for piece in &full.pieces {
                let mut without = full.clone();
                without.pieces.retain(|p| p.at != piece.at);
                let changed = differences(&image, &draw(&without, &style));
                let cell = cell_rect(&full, piece.at).expect("a cell");
                assert!(!changed.is_empty());
                assert!(
                    changed.iter().all(|&p| inside(cell, p)),
                    "{} seen by seat {seat}: the piece on {} stays in its cell",
                    board.name,
                    board.points[usize::from(piece.at)].name
                );
            }
        }
    }
}

#[test]
fn each_seat_sees_its_home_at_the_bottom() {
    for board in [&*ROUND, &*CROSS] {
        for seat in 0..board.turns.len() as u8 {
            let view = BoardView::new(board, Seat(seat));
            let (width, height) = image_size(&view, &Style::default());
            let home = board
                .points
                .iter()
                .position(|p| p.owner == Some(Seat(seat)))
                .expect("a home point") as u16;
            let (x, y) = centre(cell_rect(&view, home).expect("a cell"));
            assert!(
                y > height as f32 * 0.6 && (x - width as f32 / 2.0).abs() < width as f32 * 0.2,
                "{}: seat {seat}'s home is at the bottom, not at {x}, {y}",
                board.name
            );
        }
    }
}

#[test]
fn a_quarter_turn_moves_every_cell_a_quarter_turn() {
    let straight = BoardView::new(&CROSS, Seat(0));
    let turned = BoardView::new(&CROSS, Seat(1));
    let (width, height) = image_size(&straight, &Style::default());
    assert_eq!(image_size(&turned, &Style::default()), (width, height));
    for point in 0..CROSS.points.len() as u16 {
        let (x, y) = centre(cell_rect(&straight, point).unwrap());
        let (tx, ty) = centre(cell_rect(&turned, point).unwrap());
        // A clockwise quarter turn of a square image: (x, y) goes to (width - y, x).
        assert_eq!((tx, ty), (width as f32 - y, x));
        assert_eq!(cell_rect(&straight, point).unwrap().2, 60);
    }
}

#[test]
fn captions_stay_upright_when_the_board_turns() {
    // The caption "N" is at the top for seat 0 and on the right for seat 1 (a quarter turn): the same
    // letter, upright, in both.
    let window = |image: &RgbaImage, (cx, cy): (u32, u32)| -> Vec<[u8; 4]> {
        (cy - 10..cy + 10)
            .flat_map(|y| (cx - 10..cx + 10).map(move |x| (x, y)))
            .map(|(x, y)| image.get_pixel(x, y).0)
            .collect()
    };
    let straight = draw(&BoardView::new(&CROSS, Seat(0)), &Style::default());
    let turned = draw(&BoardView::new(&CROSS, Seat(1)), &Style::default());
    let n_straight = window(&straight, (230, 10));
    let n_turned = window(&turned, (450, 230));
    assert!(
        n_straight.iter().any(|p| *p != n_straight[0]),
        "ink is there"
    );
    assert_eq!(n_straight, n_turned);
}

#[test]
fn coordinates_can_be_left_out_and_only_they_change() {
    // The caption "N" stands at the top of the cross board for seat 0: without coordinates its window is
    // blank, and every changed pixel lies outside the cells, whatever pieces stand on them.
    let full = view(&CROSS, Seat(0));
    let bare = Style {
        no_coordinates: true,
        ..Style::default()
    };
    assert_eq!(
        image_size(&full, &bare),
        image_size(&full, &Style::default())
    );
    let with = draw(&full, &Style::default());
    let without = draw(&full, &bare);
    let changed = differences(&with, &without);
    assert!(
        changed
            .iter()
            .any(|&(x, y)| x.abs_diff(230) < 12 && y.abs_diff(10) < 12)
    );
    for point in 0..CROSS.points.len() as u16 {
        let cell = cell_rect(&full, point).expect("a cell");
        assert!(
            changed.iter().all(|&p| !inside(cell, p)),
            "cell {point} is untouched"
        );
    }
    let window: Vec<_> = (0..20)
        .flat_map(|y| (218..242).map(move |x| (x, y)))
        .map(|(x, y)| without.get_pixel(x, y).0)
        .collect();
    assert!(window.iter().all(|p| *p == window[0]), "no ink where N was");
    // Asked again, the bare board comes from the cache unchanged, and the full one still has its captions.
    assert_eq!(draw(&full, &bare), without);
    assert_eq!(draw(&full, &Style::default()), with);
}

#[test]
fn a_move_along_a_ring_is_drawn_as_an_arc() {
    let board = &*ROUND;
    let plain = BoardView::new(board, Seat(0));
    let moved = BoardView {
        last_move: vec![point(board, "a1"), point(board, "a2")],
        ..plain.clone()
    };
    let changed = differences(
        &draw(&plain, &Style::default()),
        &draw(&moved, &Style::default()),
    );
    assert!(!changed.is_empty());
    // The first seat's view is unturned: a pixel's centre, unscaled, is a board position.
    let scale = image_size(&plain, &Style::default()).0 as f32 / board.size.0;
    let cells =
        [point(board, "a1"), point(board, "a2")].map(|p| &board.points[usize::from(p)].cell);
    for &(x, y) in &changed {
        let at = ((x as f32 + 0.5) / scale, (y as f32 + 0.5) / scale);
        assert!(
            cells.iter().any(|cell| cell.contains(at)),
            "the move changes only its two cells, not {at:?} (a chord would cross the gap)"
        );
    }
    let on_arc = polar(HUB, INNER.2, 30.0);
    assert!(changed.contains(&((on_arc.0 * scale) as u32, (on_arc.1 * scale) as u32)));
}

/// A piece facing its owner (shogi-like) reads upright for every reader, and a pointer on it shows the
/// way its owner faces: up for the owner, down for the reader across the board.
#[test]
fn pieces_facing_their_owner_read_upright_and_point_the_owners_way() {
    let board = &*CROSS;
    let at = point(board, "d4");
    let drawn = |face: Face, perspective: Seat| {
        let mut view = BoardView::new(board, perspective);
        view.pieces.push(PieceOnBoard { at, face });
        draw(&view, &Style::default())
    };
    let owned = Face {
        facing: Facing::Owner,
        ..Face::shown(Seat(0), label("K"))
    };
    let plain = Face {
        facing: Facing::Reader,
        ..owned
    };
    let unmarked = Face {
        label: Some(label("")),
        ..owned
    };
    let mut marks = Vec::new();
    for (seat, points_up) in [(Seat(0), true), (Seat(2), false)] {
        let cell = cell_rect(&BoardView::new(board, seat), at).unwrap();
        let relative = |(x, y): (u32, u32)| (x - cell.0, y - cell.1);
        let mark = differences(&drawn(owned, seat), &drawn(unmarked, seat));
        marks.push(mark.into_iter().map(relative).collect::<Vec<_>>());
        let pointer = differences(&drawn(owned, seat), &drawn(plain, seat));
        assert!(!pointer.is_empty() && pointer.iter().all(|&p| inside(cell, p)));
        let middle = pointer.iter().map(|p| p.1 as f32).sum::<f32>() / pointer.len() as f32;
        let above = middle < cell.1 as f32 + cell.3 as f32 / 2.0;
        assert_eq!(above, points_up, "seat {}: the pointer's side", seat.0);
    }
    assert_eq!(
        marks[0], marks[1],
        "the mark is drawn upright for both readers"
    );
}

#[test]
fn new_boards_are_described() {
    let text = describe(&view(&CROSS, Seat(2)));
    assert!(
        text.starts_with("test-cross board seen from Green's side."),
        "{text}"
    );
    assert!(text.contains("Blue: 1 c1."), "{text}");
    assert!(text.contains("Red: 2 f3."), "{text}");
    assert!(text.contains("Neutral: face down d4."), "{text}");
}
