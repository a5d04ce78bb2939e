//! The Jungle board (jungle.md §1): 7 files by 9 ranks of square cells, two lakes, three traps around
//! each den. Point = (rank - 1) * 7 + file, file a = 0. Blue (first seat) pieces are dark blue discs,
//! Red (second seat) pieces light orange rounded squares: colour, lightness and shape all differ.

use super::{Board, Projection, SideColours, Theme};
use crate::LabelStyle;
use crate::canvas::{self, Canvas, Rect, Rgb};
use crate::pieces::{self, badge, fitted_text, label_texts};
use games::{Face, Label, Point, Seat};
use std::sync::LazyLock;

const FILES: usize = 7;
const RANKS: usize = 9;
/// The side of a cell, in pixels.
const CELL: f32 = 84.0;

const LAND_LIGHT: Rgb = Rgb::hex(0xC9DCA3);
const LAND_DARK: Rgb = Rgb::hex(0xBDD396);
const WATER: Rgb = Rgb::hex(0x86C3E6);
const WATER_SHORE: Rgb = Rgb::hex(0x5FA6D2);
const WAVE: Rgb = Rgb::hex(0xB9DDF3);
const TRAP: Rgb = Rgb::hex(0xE6D3A3);
const TRAP_NET: Rgb = Rgb::hex(0xA07E4B);
const DEN: Rgb = Rgb::hex(0x7E6041);

/// What a square is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Terrain {
    Land,
    Water,
    Trap,
    Den(Seat),
}

fn terrain(file: usize, rank: usize) -> Terrain {
    match (file, rank) {
        (1 | 2 | 4 | 5, 4..=6) => Terrain::Water,
        (3, 1) => Terrain::Den(Seat(0)),
        (3, 9) => Terrain::Den(Seat(1)),
        (2 | 4, 1 | 9) | (3, 2 | 8) => Terrain::Trap,
        _ => Terrain::Land,
    }
}

/// The Jungle board.
pub(crate) struct Jungle {
    theme: Theme,
}

pub(crate) static JUNGLE: LazyLock<Jungle> = LazyLock::new(|| Jungle {
    theme: Theme::new(
        (Rgb::hex(0xFFE14D), 0.55),
        &[
            LAND_LIGHT,
            LAND_DARK,
            WATER,
            WATER_SHORE,
            WAVE,
            TRAP,
            TRAP_NET,
            DEN,
        ],
    ),
});

fn cell_of(point: Point) -> (usize, usize) {
    (usize::from(point) % FILES, usize::from(point) / FILES + 1)
}

fn cell_rect(file: usize, rank: usize) -> Rect {
    Rect {
        x: file as f32 * CELL,
        y: (RANKS - rank) as f32 * CELL,
        w: CELL,
        h: CELL,
    }
}

impl Board for Jungle {
    fn size(&self) -> (usize, usize) {
        (FILES * CELL as usize, RANKS * CELL as usize)
    }

    fn points(&self) -> usize {
        FILES * RANKS
    }

    fn centre(&self, point: Point) -> (f32, f32) {
        self.cell(point).centre()
    }

    fn cell(&self, point: Point) -> Rect {
        let (file, rank) = cell_of(point);
        cell_rect(file, rank)
    }

    fn files(&self) -> Vec<(f32, String)> {
        ('a'..='g')
            .enumerate()
            .map(|(i, f)| ((i as f32 + 0.5) * CELL, f.to_string()))
            .collect()
    }

    fn ranks(&self) -> Vec<(f32, String)> {
        (1..=RANKS)
            .map(|r| (cell_rect(0, r).centre().1, r.to_string()))
            .collect()
    }

    fn theme(&self) -> &Theme {
        &self.theme
    }

    fn draw(&self, canvas: &mut Canvas, projection: &Projection) {
        for rank in 1..=RANKS {
            for file in 0..FILES {
                let rect = projection.rect(cell_rect(file, rank));
                let land = if (file + rank) % 2 == 0 {
                    LAND_DARK
                } else {
                    LAND_LIGHT
                };
                canvas.rounded_rect(rect, 0.0, land, 1.0);
                match terrain(file, rank) {
                    Terrain::Trap => draw_trap(canvas, rect),
                    Terrain::Den(owner) => draw_den(canvas, rect, owner),
                    Terrain::Land | Terrain::Water => {}
                }
            }
        }
        for left_file in [1, 4] {
            let lake = Rect {
                x: left_file as f32 * CELL,
                y: 3.0 * CELL,
                w: 2.0 * CELL,
                h: 3.0 * CELL,
            };
            draw_lake(canvas, projection.rect(lake));
        }
    }

    fn piece_size(&self) -> (usize, usize) {
        (CELL as usize, CELL as usize)
    }

    fn draw_piece(&self, canvas: &mut Canvas, face: &Face, labels: LabelStyle, scale: f32) {
        let colours = SideColours::of(face.owner);
        let (cx, cy) = (CELL * scale / 2.0, CELL * scale / 2.0 - scale);
        let body = Body {
            cx,
            cy,
            half: 35.0 * scale,
            round: face.owner == Seat(0),
        };
        pieces::shadow(canvas, body.bounds(2.5 * scale), 0.28, |x, y| {
            body.distance(x, y - 2.5 * scale)
        });
        canvas.shape(body.bounds(0.0), colours.edge, 1.0, |x, y| {
            body.distance(x, y)
        });
        let inner = Body {
            half: body.half - 3.0 * scale,
            ..body
        };
        canvas.shape(inner.bounds(0.0), colours.shine, 1.0, |x, y| {
            inner.distance(x, y)
        });
        let core = Body {
            half: body.half - 4.5 * scale,
            ..body
        };
        canvas.shape(core.bounds(0.0), colours.fill, 1.0, |x, y| {
            core.distance(x, y)
        });
        if let Some(label) = &face.label {
            draw_label(canvas, label, labels, cx, cy, scale, colours.ink);
        }
        if let Some(text) = face.badge {
            badge(
                canvas,
                text,
                cx + 24.0 * scale,
                cy - 24.0 * scale,
                9.0 * scale,
            );
        }
    }

    fn sample_faces(&self) -> Vec<Face> {
        const SAMPLE: Label = Label {
            short: "8",
            name: "Elephant",
            cjk: "象",
        };
        vec![Face::shown(Seat(0), SAMPLE), Face::shown(Seat(1), SAMPLE)]
    }
}

/// A piece body: a disc for Blue, a rounded square for Red.
#[derive(Clone, Copy)]
struct Body {
    cx: f32,
    cy: f32,
    half: f32,
    round: bool,
}

impl Body {
    fn distance(&self, x: f32, y: f32) -> f32 {
        let (dx, dy) = (x - self.cx, y - self.cy);
        if self.round {
            canvas::circle(dx, dy, self.half)
        } else {
            canvas::rounded_box(dx, dy, self.half * 0.93, self.half * 0.93, self.half * 0.36)
        }
    }

    fn bounds(&self, shift: f32) -> Rect {
        Rect::centred(self.cx, self.cy + shift, self.half * 2.0, self.half * 2.0)
    }
}

fn draw_label(
    canvas: &mut Canvas,
    label: &Label,
    style: LabelStyle,
    cx: f32,
    cy: f32,
    scale: f32,
    ink: Rgb,
) {
    let (main, small) = label_texts(label, style);
    match style {
        LabelStyle::English => {
            fitted_text(
                canvas,
                main,
                29.0 * scale,
                50.0 * scale,
                cx,
                cy - 8.0 * scale,
                ink,
            );
            fitted_text(
                canvas,
                small,
                14.0 * scale,
                60.0 * scale,
                cx,
                cy + 17.0 * scale,
                ink,
            );
        }
        LabelStyle::Chinese => {
            fitted_text(
                canvas,
                main,
                34.0 * scale,
                52.0 * scale,
                cx,
                cy - 5.0 * scale,
                ink,
            );
            fitted_text(
                canvas,
                small,
                14.0 * scale,
                40.0 * scale,
                cx,
                cy + 21.0 * scale,
                ink,
            );
        }
    }
}

/// A trap: sand with a net, the same whichever way the board is turned.
fn draw_trap(canvas: &mut Canvas, cell: Rect) {
    let (cx, cy) = cell.centre();
    canvas.rounded_rect(
        Rect::centred(cx, cy, CELL - 6.0, CELL - 6.0),
        10.0,
        TRAP,
        1.0,
    );
    let net = Rect::centred(cx, cy, CELL - 24.0, CELL - 24.0);
    canvas.rounded_rect_outline(net, 8.0, 2.5, TRAP_NET, 0.85);
    for step in [-0.5, 0.5] {
        let offset = step * net.w / 3.0;
        canvas.line(
            (cx + offset, net.y),
            (cx + offset, net.y + net.h),
            2.0,
            TRAP_NET,
            0.7,
        );
        canvas.line(
            (net.x, cy + offset),
            (net.x + net.w, cy + offset),
            2.0,
            TRAP_NET,
            0.7,
        );
    }
}

/// A den: dark earth holding its owner's mark (a disc for Blue, a rounded square for Red) with a star.
fn draw_den(canvas: &mut Canvas, cell: Rect, owner: Seat) {
    let (cx, cy) = cell.centre();
    canvas.rounded_rect(
        Rect::centred(cx, cy, CELL - 6.0, CELL - 6.0),
        10.0,
        DEN,
        1.0,
    );
    let colours = SideColours::of(owner);
    let mark = Body {
        cx,
        cy,
        half: 27.0,
        round: owner == Seat(0),
    };
    canvas.shape(mark.bounds(0.0), colours.edge, 1.0, |x, y| {
        mark.distance(x, y)
    });
    let inner = Body { half: 24.0, ..mark };
    canvas.shape(inner.bounds(0.0), colours.fill, 1.0, |x, y| {
        inner.distance(x, y)
    });
    canvas.polygon(&star(cx, cy + 1.0, 15.0, 6.5), colours.ink, 1.0);
}

/// The corners of an upright five-pointed star.
fn star(cx: f32, cy: f32, outer: f32, inner: f32) -> Vec<(f32, f32)> {
    (0..10)
        .map(|i| {
            let angle = std::f32::consts::PI * (i as f32 / 5.0 - 0.5);
            let radius = if i % 2 == 0 { outer } else { inner };
            (cx + radius * angle.cos(), cy + radius * angle.sin())
        })
        .collect()
}

/// A lake of 2 x 3 cells: a rounded pool with a shore line and a few waves.
fn draw_lake(canvas: &mut Canvas, area: Rect) {
    let pool = Rect {
        x: area.x + 4.0,
        y: area.y + 4.0,
        w: area.w - 8.0,
        h: area.h - 8.0,
    };
    canvas.rounded_rect(pool, 18.0, WATER_SHORE, 1.0);
    let inside = Rect {
        x: pool.x + 3.0,
        y: pool.y + 3.0,
        w: pool.w - 6.0,
        h: pool.h - 6.0,
    };
    canvas.rounded_rect(inside, 15.0, WATER, 1.0);
    for row in 0..3 {
        for column in 0..2 {
            let cx = area.x + (column as f32 + 0.5) * CELL + if row % 2 == 0 { -8.0 } else { 8.0 };
            let cy = area.y + (row as f32 + 0.5) * CELL;
            wave(canvas, cx, cy - 7.0);
            wave(canvas, cx + 10.0, cy + 9.0);
        }
    }
}

/// One short wave stroke centred on `(cx, cy)`.
fn wave(canvas: &mut Canvas, cx: f32, cy: f32) {
    let points: Vec<(f32, f32)> = (0..=12)
        .map(|i| {
            let t = i as f32 / 12.0;
            (
                cx - 16.0 + 32.0 * t,
                cy + 3.0 * (t * std::f32::consts::TAU).sin(),
            )
        })
        .collect();
    for pair in points.windows(2) {
        canvas.line(pair[0], pair[1], 2.5, WAVE, 1.0);
    }
}
