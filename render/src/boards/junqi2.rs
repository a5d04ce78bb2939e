//! The 2-player Junqi board (junqi.md §2): 5 files by 12 ranks of points joined by roads and railroads,
//! with camps, headquarters, and the frontline between ranks 6 and 7 (three crossings, two mountains).
//! Point = (rank - 1) * 5 + file, file a = 0. South (first seat) pieces are dark blue rounded tiles,
//! North (second seat) pieces light orange tiles with cut corners.

use super::{Board, Projection, SideColours, Theme};
use crate::LabelStyle;
use crate::canvas::{self, Canvas, Rect, Rgb};
use crate::pieces::{self, badge, fitted_text, label_texts, wrapped_text};
use games::{Face, Label, Point, Seat};
use std::sync::LazyLock;

const FILES: usize = 5;
const RANKS: usize = 12;
/// Horizontal distance between points.
const DX: f32 = 116.0;
/// Vertical distance between points of one half.
const DY: f32 = 58.0;
/// Extra height of the frontline band between ranks 6 and 7.
const FRONTLINE: f32 = 50.0;
/// A piece tile.
const TILE: (f32, f32) = (92.0, 42.0);

const PAPER: Rgb = Rgb::hex(0xF1E8CF);
const BAND: Rgb = Rgb::hex(0xDCCDA6);
const ROAD: Rgb = Rgb::hex(0x8E7D5C);
const RAIL: Rgb = Rgb::hex(0x3F3A35);
const SLEEPER: Rgb = Rgb::hex(0xF6F0DF);
const CAMP: Rgb = Rgb::hex(0xFBF6E8);
const HQ: Rgb = Rgb::hex(0xE7D3A1);
const MOUNTAIN: Rgb = Rgb::hex(0x8A7250);
const SNOW: Rgb = Rgb::hex(0xF7F3EA);

/// What a point is (junqi.md §2.3).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Post,
    Camp,
    Headquarters,
}

fn kind(file: usize, rank: usize) -> Kind {
    match (file, rank) {
        (1 | 3, 1 | 12) => Kind::Headquarters,
        (1 | 3, 3 | 5 | 8 | 10) | (2, 4 | 9) => Kind::Camp,
        _ => Kind::Post,
    }
}

/// Whether the link between two points of one half is railroad (junqi.md §2.4 rule 3).
fn railroad(a: Spot, b: Spot) -> bool {
    let rail_rank = |r| matches!(r, 2 | 6 | 7 | 11);
    let rail_file_rank = |r| matches!(r, 2..=11);
    (a.1 == b.1 && rail_rank(a.1))
        || (a.0 == b.0 && (a.0 == 0 || a.0 == 4) && rail_file_rank(a.1) && rail_file_rank(b.1))
}

/// A point as (file, rank), file a = 0, rank from 1.
type Spot = (usize, usize);

/// A link between two points.
#[derive(Clone, Copy)]
struct Link {
    from: Spot,
    to: Spot,
    railroad: bool,
}

/// Every link of the board (junqi.md §2.4).
fn links() -> Vec<Link> {
    let mut links = Vec::new();
    let same_half = |r1: usize, r2: usize| (r1 <= 6) == (r2 <= 6);
    for rank in 1..=RANKS {
        for file in 0..FILES {
            let here = (file, rank);
            if file + 1 < FILES {
                let right = (file + 1, rank);
                links.push(Link {
                    from: here,
                    to: right,
                    railroad: railroad(here, right),
                });
            }
            if rank < RANKS {
                let up = (file, rank + 1);
                if same_half(rank, rank + 1) {
                    links.push(Link {
                        from: here,
                        to: up,
                        railroad: railroad(here, up),
                    });
                } else if file % 2 == 0 {
                    links.push(Link {
                        from: here,
                        to: up,
                        railroad: true,
                    });
                }
            }
            if kind(file, rank) == Kind::Camp {
                for (df, dr) in [(-1, -1), (1, -1), (-1, 1), (1, 1)] {
                    let there = ((file as i32 + df) as usize, (rank as i32 + dr) as usize);
                    // Two camps are diagonal neighbours around c4 and c9: draw their link once.
                    if kind(there.0, there.1) != Kind::Camp || here < there {
                        links.push(Link {
                            from: here,
                            to: there,
                            railroad: false,
                        });
                    }
                }
            }
        }
    }
    links
}

/// The 2-player Junqi board.
pub(crate) struct Junqi2 {
    theme: Theme,
}

pub(crate) static JUNQI2: LazyLock<Junqi2> = LazyLock::new(|| Junqi2 {
    theme: Theme::new(
        (Rgb::hex(0xFFD83D), 0.45),
        &[PAPER, BAND, ROAD, RAIL, SLEEPER, CAMP, HQ, MOUNTAIN],
    ),
});

fn centre_of(file: usize, rank: usize) -> (f32, f32) {
    let row = (RANKS - rank) as f32;
    let gap = if rank <= 6 { FRONTLINE } else { 0.0 };
    ((file as f32 + 0.5) * DX, (row + 0.5) * DY + gap)
}

impl Board for Junqi2 {
    fn size(&self) -> (usize, usize) {
        (
            FILES * DX as usize,
            RANKS * DY as usize + FRONTLINE as usize,
        )
    }

    fn points(&self) -> usize {
        FILES * RANKS
    }

    fn centre(&self, point: Point) -> (f32, f32) {
        centre_of(usize::from(point) % FILES, usize::from(point) / FILES + 1)
    }

    fn cell(&self, point: Point) -> Rect {
        let (cx, cy) = self.centre(point);
        Rect::centred(cx, cy, DX, DY)
    }

    fn files(&self) -> Vec<(f32, String)> {
        ('a'..='e')
            .enumerate()
            .map(|(i, f)| (centre_of(i, 1).0, f.to_string()))
            .collect()
    }

    fn ranks(&self) -> Vec<(f32, String)> {
        (1..=RANKS)
            .map(|r| (centre_of(0, r).1, r.to_string()))
            .collect()
    }

    fn theme(&self) -> &Theme {
        &self.theme
    }

    fn draw(&self, canvas: &mut Canvas, projection: &Projection) {
        let (width, height) = self.size();
        canvas.rounded_rect(
            projection.rect(Rect {
                x: 0.0,
                y: 0.0,
                w: width as f32,
                h: height as f32,
            }),
            0.0,
            PAPER,
            1.0,
        );
        let band_top = centre_of(0, 7).1 + DY / 2.0;
        let band = Rect {
            x: 0.0,
            y: band_top,
            w: width as f32,
            h: FRONTLINE,
        };
        canvas.rounded_rect(projection.rect(band), 0.0, BAND, 1.0);
        let all = links();
        let ends = |link: &Link| {
            (
                projection.point(centre_of(link.from.0, link.from.1)),
                projection.point(centre_of(link.to.0, link.to.1)),
            )
        };
        for (a, b) in all.iter().filter(|link| !link.railroad).map(ends) {
            canvas.line(a, b, 2.5, ROAD, 1.0);
        }
        for (a, b) in all.iter().filter(|link| link.railroad).map(ends) {
            draw_railroad(canvas, a, b);
        }
        for file in [1, 3] {
            let (cx, cy) = projection.point((centre_of(file, 1).0, band_top + FRONTLINE / 2.0));
            draw_mountains(canvas, cx, cy);
        }
        for rank in 1..=RANKS {
            for file in 0..FILES {
                let (cx, cy) = projection.point(centre_of(file, rank));
                draw_point(canvas, kind(file, rank), cx, cy);
            }
        }
    }

    fn piece_size(&self) -> (usize, usize) {
        (TILE.0 as usize + 6, TILE.1 as usize + 8)
    }

    fn draw_piece(&self, canvas: &mut Canvas, face: &Face, labels: LabelStyle, scale: f32) {
        let colours = SideColours::of(face.owner);
        let (width, height) = self.piece_size();
        let (cx, cy) = (
            width as f32 * scale / 2.0,
            height as f32 * scale / 2.0 - scale,
        );
        let tile = Tile {
            cx,
            cy,
            hw: TILE.0 * scale / 2.0,
            hh: TILE.1 * scale / 2.0,
            rounded: face.owner == Seat(0),
            scale,
        };
        pieces::shadow(canvas, tile.bounds(2.5 * scale), 0.28, |x, y| {
            tile.distance(x, y - 2.5 * scale)
        });
        canvas.shape(tile.bounds(0.0), colours.edge, 1.0, |x, y| {
            tile.distance(x, y)
        });
        let shine = tile.inset(2.5 * scale);
        canvas.shape(shine.bounds(0.0), colours.shine, 1.0, |x, y| {
            shine.distance(x, y)
        });
        let core = tile.inset(4.0 * scale);
        canvas.shape(core.bounds(0.0), colours.fill, 1.0, |x, y| {
            core.distance(x, y)
        });
        match &face.label {
            Some(label) => draw_label(canvas, label, labels, cx, cy, scale, colours.ink),
            None => {
                let mark = tile.inset(9.0 * scale);
                canvas.shape(mark.bounds(0.0), colours.shine, 0.8, |x, y| {
                    mark.distance(x, y).abs() - 1.0 * scale
                });
            }
        }
        if let Some(text) = face.badge {
            badge(
                canvas,
                text,
                cx + tile.hw - 4.0 * scale,
                cy - tile.hh + 4.0 * scale,
                8.0 * scale,
            );
        }
    }

    fn sample_faces(&self) -> Vec<Face> {
        const SAMPLE: Label = Label {
            short: "9",
            name: "Marshal",
            cjk: "司令",
        };
        [Seat(0), Seat(1)]
            .into_iter()
            .flat_map(|side| [Face::shown(side, SAMPLE), Face::hidden(side)])
            .collect()
    }
}

/// A piece tile: rounded corners for South, cut corners for North.
#[derive(Clone, Copy)]
struct Tile {
    cx: f32,
    cy: f32,
    hw: f32,
    hh: f32,
    rounded: bool,
    scale: f32,
}

impl Tile {
    fn distance(&self, x: f32, y: f32) -> f32 {
        let (dx, dy) = (x - self.cx, y - self.cy);
        if self.rounded {
            canvas::rounded_box(dx, dy, self.hw, self.hh, 8.0 * self.scale)
        } else {
            canvas::chamfered_box(dx, dy, self.hw, self.hh, 11.0 * self.scale)
        }
    }

    fn inset(&self, by: f32) -> Tile {
        Tile {
            hw: self.hw - by,
            hh: self.hh - by,
            ..*self
        }
    }

    fn bounds(&self, shift: f32) -> Rect {
        Rect::centred(self.cx, self.cy + shift, self.hw * 2.0, self.hh * 2.0)
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
                22.0 * scale,
                20.0 * scale,
                cx - 27.0 * scale,
                cy,
                ink,
            );
            let area = (cx + 10.0 * scale, cy);
            wrapped_text(
                canvas,
                small,
                (13.0 * scale, 12.0 * scale),
                56.0 * scale,
                area,
                ink,
            );
        }
        LabelStyle::Chinese => {
            fitted_text(
                canvas,
                main,
                23.0 * scale,
                62.0 * scale,
                cx - 4.0 * scale,
                cy,
                ink,
            );
            fitted_text(
                canvas,
                small,
                11.0 * scale,
                12.0 * scale,
                cx + 34.0 * scale,
                cy + 8.0 * scale,
                ink,
            );
        }
    }
}

/// A railroad link: a dark bed with light sleepers.
fn draw_railroad(canvas: &mut Canvas, a: (f32, f32), b: (f32, f32)) {
    canvas.line(a, b, 7.0, RAIL, 1.0);
    let length = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt();
    let (ux, uy) = ((b.0 - a.0) / length, (b.1 - a.1) / length);
    let (dash, period) = (9.0, 16.0);
    let mut t = (length % period) / 2.0;
    while t + dash <= length {
        let start = (a.0 + ux * t, a.1 + uy * t);
        let end = (a.0 + ux * (t + dash), a.1 + uy * (t + dash));
        canvas.line(start, end, 2.5, SLEEPER, 1.0);
        t += period;
    }
}

/// Two peaks with snow caps: the mountains of the frontline, always upright.
fn draw_mountains(canvas: &mut Canvas, cx: f32, cy: f32) {
    for (dx, h, w) in [(-11.0, 26.0, 20.0), (10.0, 20.0, 16.0)] {
        let (base, top) = (cy + 12.0, cy + 12.0 - h);
        let peak = cx + dx;
        canvas.polygon(
            &[(peak - w, base), (peak, top), (peak + w, base)],
            MOUNTAIN,
            1.0,
        );
        let cap = h * 0.32;
        canvas.polygon(
            &[
                (peak - w * 0.32, top + cap),
                (peak, top),
                (peak + w * 0.32, top + cap),
            ],
            SNOW,
            1.0,
        );
    }
}

/// An empty point: a post box, a camp circle or a headquarters.
fn draw_point(canvas: &mut Canvas, kind: Kind, cx: f32, cy: f32) {
    match kind {
        Kind::Post => {
            let rect = Rect::centred(cx, cy, 56.0, 28.0);
            canvas.rounded_rect(rect, 5.0, PAPER, 1.0);
            canvas.rounded_rect_outline(rect, 5.0, 2.0, ROAD, 1.0);
        }
        Kind::Camp => {
            canvas.disc(cx, cy, 25.0, CAMP, 1.0);
            canvas.ring(cx, cy, 25.0, 2.5, ROAD, 1.0);
        }
        Kind::Headquarters => {
            let rect = Rect::centred(cx, cy, 84.0, 44.0);
            canvas.rounded_rect(rect, 22.0, HQ, 1.0);
            canvas.rounded_rect_outline(rect, 22.0, 2.5, ROAD, 1.0);
            canvas.rounded_rect_outline(Rect::centred(cx, cy, 74.0, 34.0), 17.0, 1.5, ROAD, 1.0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_match_the_structural_counts_of_the_spec() {
        let all = links();
        assert_eq!(all.len(), 133);
        assert_eq!(all.iter().filter(|link| link.railroad).count(), 35);
    }

    #[test]
    fn point_kinds_match_the_spec() {
        let count = |wanted| {
            (1..=RANKS)
                .flat_map(|r| (0..FILES).map(move |f| kind(f, r)))
                .filter(|&k| k == wanted)
                .count()
        };
        assert_eq!(
            (
                count(Kind::Post),
                count(Kind::Camp),
                count(Kind::Headquarters)
            ),
            (46, 10, 4)
        );
    }
}
