//! Every board of the catalogue read where most players read it: Discord shows an image about 330 pixels
//! wide on a phone. On every board, public and private, in every label style its game offers, each
//! piece's mark (on the board and in the panels) and each coordinate is at least 8 pixels tall at that
//! width, like the chat's small print, and no coordinate lies under a piece. A game gets this test from
//! its catalogue entry: its boards and a game played from its default options. The analysis chart's
//! numbers are held to the same height, and so are the standings' words and marks.

use crate::pixels::{PHONE_WIDTH, draw};
use crate::support;
use games::{Audience, BoardRef, BoardView, CATALOGUE, Face, Geometry, Label, PieceOnBoard, Seat};
use image::RgbaImage;
use render::{LabelStyle, Style};

/// The least height at phone width of a mark or a coordinate.
const LEAST: f32 = 8.0;
/// Inked areas this close (in image pixels) are parts of one text: the strokes of a character, the
/// digits of a number.
const GAP: u32 = 4;

/// Whether each pixel differs between two images of the same size, row by row.
fn changed_mask(a: &RgbaImage, b: &RgbaImage) -> Vec<bool> {
    assert_eq!(a.dimensions(), b.dimensions());
    a.pixels().zip(b.pixels()).map(|(p, q)| p != q).collect()
}

/// A rectangle of pixels, ends excluded.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Ink {
    left: u32,
    top: u32,
    right: u32,
    bottom: u32,
}

impl Ink {
    fn near(&self, other: &Ink) -> bool {
        self.left <= other.right + GAP
            && other.left <= self.right + GAP
            && self.top <= other.bottom + GAP
            && other.top <= self.bottom + GAP
    }

    fn union(&self, other: &Ink) -> Ink {
        Ink {
            left: self.left.min(other.left),
            top: self.top.min(other.top),
            right: self.right.max(other.right),
            bottom: self.bottom.max(other.bottom),
        }
    }

    /// The height at phone width in an image `width` pixels wide.
    fn phone_height(&self, width: u32) -> f32 {
        (self.bottom - self.top) as f32 * PHONE_WIDTH / width as f32
    }
}

/// The boxes around the texts of `mask` (an image `width` pixels wide): its inked pixels grouped with
/// those within [`GAP`] of them.
fn texts(mask: &[bool], width: u32) -> Vec<Ink> {
    let mut boxes: Vec<Ink> = Vec::new();
    for (index, _) in mask.iter().enumerate().filter(|(_, inked)| **inked) {
        let (x, y) = (index as u32 % width, index as u32 / width);
        let pixel = Ink {
            left: x,
            top: y,
            right: x + 1,
            bottom: y + 1,
        };
        let mut merged = pixel;
        boxes.retain(|b| {
            let joins = b.near(&merged);
            if joins {
                merged = merged.union(b);
            }
            !joins
        });
        boxes.push(merged);
    }
    // A merge may bring two earlier boxes within reach of each other.
    loop {
        let pair = (0..boxes.len())
            .flat_map(|i| (i + 1..boxes.len()).map(move |j| (i, j)))
            .find(|&(i, j)| boxes[i].near(&boxes[j]));
        let Some((i, j)) = pair else {
            return boxes;
        };
        let joined = boxes[i].union(&boxes[j]);
        boxes.swap_remove(j);
        boxes[i] = joined;
    }
}

/// The label styles a game's players may choose.
fn styles(chinese: bool) -> Vec<Style> {
    let mut styles = vec![Style::default()];
    if chinese {
        styles.push(Style {
            labels: LabelStyle::Chinese,
            ..Style::default()
        });
    }
    styles
}

/// `face` with its mark left out (the name under it kept, so the mark is drawn where it is drawn with
/// the name).
fn unmarked(face: Face) -> Face {
    Face {
        label: face.label.map(|label| Label {
            short: "",
            cjk: "",
            ..label
        }),
        ..face
    }
}

/// `view` with every mark left out, on the board and in the panels.
fn without_marks(view: &BoardView) -> BoardView {
    let mut view = view.clone();
    for piece in &mut view.pieces {
        piece.face = unmarked(piece.face);
    }
    for panel in &mut view.panels {
        for face in &mut panel.pieces {
            *face = unmarked(*face);
        }
    }
    view
}

/// The views a game of `id` shows after a number of actions: the public one and each seat's.
fn views(id: &str) -> Vec<(String, BoardView)> {
    let kind: games::GameKind = id.parse().expect("a game of the catalogue");
    let seats = kind
        .seating(&kind.check_options(&[]).expect("defaults"))
        .expect("seats");
    let audiences = std::iter::once(Audience::Public)
        .chain((0..seats.names.len() as u8).map(|seat| Audience::Seat(Seat(seat))));
    audiences
        .map(|audience| {
            let view = support::played(id, 60, audience);
            (format!("{id} {audience:?}"), view)
        })
        .collect()
}

/// `view`'s pieces on `board` instead (a board of the same game with the same points).
fn on_board(view: &BoardView, board: &'static Geometry) -> BoardView {
    BoardView {
        board: BoardRef(board),
        ..view.clone()
    }
}

#[test]
fn every_mark_of_every_board_reads_at_phone_width() {
    for entry in CATALOGUE {
        for (what, view) in views(entry.about.id) {
            for board in (entry.boards)() {
                if board.points.len() != view.board.points.len() {
                    continue;
                }
                let view = on_board(&view, board);
                for style in styles(entry.about.policy.chinese_labels) {
                    let image = draw(&view, &style);
                    let marks = texts(
                        &changed_mask(&image, &draw(&without_marks(&view), &style)),
                        image.width(),
                    );
                    let labelled = view
                        .pieces
                        .iter()
                        .filter(|p| p.face.label.is_some())
                        .count();
                    assert!(
                        labelled == 0 || !marks.is_empty(),
                        "{what} on {}: no mark drawn",
                        board.name
                    );
                    let shortest = marks
                        .iter()
                        .map(|mark| mark.phone_height(image.width()))
                        .fold(f32::MAX, f32::min);
                    eprintln!(
                        "{what} on {} ({:?}): {} marks, the shortest {shortest:.1} px",
                        board.name,
                        style.labels,
                        marks.len()
                    );
                    for mark in &marks {
                        let height = mark.phone_height(image.width());
                        assert!(
                            height >= LEAST,
                            "{what} on {} ({:?}): a mark at {mark:?} is {height:.1} px tall",
                            board.name,
                            style.labels
                        );
                    }
                }
            }
        }
    }
}

/// `board` with no links: its coordinates drawn over nothing but the ground, so that they and nothing
/// else differ from the board drawn without them.
fn unlinked(board: &'static Geometry) -> &'static Geometry {
    let mut bare = board.clone();
    bare.links.clear();
    // The renderer keeps what it draws once per board name.
    bare.name = Box::leak(format!("{} without links", board.name).into_boxed_str());
    Box::leak(Box::new(bare))
}

/// A piece on every point of `board`, each labelled.
fn crowded(board: &'static Geometry, perspective: Seat) -> BoardView {
    let mut view = BoardView::new(board, perspective);
    let label = Label {
        short: "8",
        name: "",
        cjk: "象",
    };
    view.pieces = (0..board.points.len() as u16)
        .map(|at| PieceOnBoard {
            at,
            face: Face::shown(Seat(0), label),
        })
        .collect();
    view
}

#[test]
fn every_coordinate_of_every_board_reads_at_phone_width_and_no_piece_covers_one() {
    let plain = Style::default();
    let bare = Style {
        no_coordinates: true,
        ..Style::default()
    };
    for entry in CATALOGUE {
        for board in (entry.boards)() {
            let unlinked = unlinked(board);
            for seat in 0..board.turns.len().max(1) as u8 {
                let empty = BoardView::new(unlinked, Seat(seat));
                let without = draw(&empty, &bare);
                let width = without.width();
                let ink = changed_mask(&draw(&empty, &plain), &without);
                let captions = texts(&ink, width);
                assert_eq!(
                    captions.len(),
                    board.captions.len(),
                    "{} from seat {seat}: every coordinate is drawn apart from the others",
                    board.name
                );
                for caption in &captions {
                    let height = caption.phone_height(width);
                    assert!(
                        height >= LEAST,
                        "{} from seat {seat}: the coordinate at {caption:?} is {height:.1} px tall",
                        board.name
                    );
                }
                let pieces = changed_mask(&draw(&crowded(unlinked, Seat(seat)), &bare), &without);
                let covered = ink.iter().zip(&pieces).position(|(i, p)| *i && *p);
                assert_eq!(
                    covered.map(|index| (index as u32 % width, index as u32 / width)),
                    None,
                    "{} from seat {seat}: a piece covers a coordinate there",
                    board.name
                );
                let shortest = captions
                    .iter()
                    .map(|c| c.phone_height(width))
                    .fold(f32::MAX, f32::min);
                eprintln!(
                    "{} from seat {seat}: {} coordinates, the shortest {shortest:.1} px",
                    board.name,
                    captions.len()
                );
            }
        }
    }
}

/// The analysis chart's words at phone width: a digit of the title, of a side's legend and of a turning
/// point (the move numbers and accuracies a reader looks for) is at least [`LEAST`] pixels tall there.
#[test]
fn the_analysis_charts_numbers_read_at_phone_width() {
    let chart = support::analysis_chart();
    let image = |chart: &render::Chart| {
        crate::pixels::decode(&render::render_chart(chart).expect("the chart renders"))
    };
    let drawn = image(&chart);
    let mut changes: Vec<(&str, render::Chart)> = Vec::new();
    let mut title = chart.clone();
    title.title = title.title.replace("#12", "#13");
    changes.push(("title", title));
    let mut legend = chart.clone();
    legend.sides[0] = legend.sides[0].replace("87%", "97%");
    changes.push(("legend", legend));
    let mut point = chart.clone();
    point.points[0].text = point.points[0].text.replace("Move 20", "Move 30");
    changes.push(("turning point", point));
    for (what, changed) in changes {
        let other = image(&changed);
        let boxes = texts(&changed_mask(&drawn, &other), drawn.width());
        assert!(!boxes.is_empty(), "the {what} changed nothing");
        for ink in boxes {
            let height = ink.phone_height(drawn.width());
            assert!(
                height >= LEAST,
                "a digit of the {what} is {height:.1} px tall at phone width"
            );
        }
    }
}

/// The standings' words at phone width: the title, the page line, a heading, a name of small letters
/// only (a withdrawn player's, in grey), a score and a row's result marks are each at least [`LEAST`]
/// pixels tall there.
#[test]
fn the_standings_read_at_phone_width() {
    let table = support::standings::standings(84, 3);
    let image = |table: &render::StandingsTable| {
        crate::pixels::decode(&render::render_standings(table).expect("the standings render"))
    };
    let drawn = image(&table);
    let change = |what: &'static str, edit: &dyn Fn(&mut render::StandingsTable)| {
        let mut changed = table.clone();
        edit(&mut changed);
        (what, changed)
    };
    let changes = [
        change("title", &|t| t.title = t.title.replace("#7", "#8")),
        change("page line", &|t| t.page = t.page.replace("84", "85")),
        change("name heading", &|t| t.headings.name.clear()),
        change("score heading", &|t| t.headings.score = "Scare".to_owned()),
        change("name of small letters", &|t| t.rows[6].name.clear()),
        change("name", &|t| t.rows[0].name.clear()),
        change("score", &|t| t.rows[4].score = "0".to_owned()),
        change("tie-break", &|t| {
            t.rows[4].tie_breaks[1] = "9.25".to_owned()
        }),
        change("marks", &|t| t.rows[4].last.clear()),
    ];
    for (what, changed) in changes {
        let boxes = texts(&changed_mask(&drawn, &image(&changed)), drawn.width());
        assert!(!boxes.is_empty(), "the {what} changed nothing");
        let shortest = boxes
            .iter()
            .map(|ink| ink.phone_height(drawn.width()))
            .fold(f32::MAX, f32::min);
        eprintln!("standings {what}: the shortest {shortest:.1} px");
        assert!(
            shortest >= LEAST,
            "the standings' {what} is {shortest:.1} px tall at phone width"
        );
    }
}
