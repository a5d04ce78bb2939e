//! A small anti-aliased RGBA rasteriser, used only while building sprites and board backgrounds.
//!
//! Shapes are painted from signed distance functions: a pixel's coverage is how far its centre lies
//! inside the shape edge, clamped to one pixel, which gives smooth edges without supersampling.

use crate::font::{self, Run};

/// An sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// A colour from its `0xRRGGBB` value.
    pub(crate) const fn hex(value: u32) -> Self {
        Self((value >> 16) as u8, (value >> 8) as u8, value as u8)
    }

    /// The colour of a board description.
    pub(crate) const fn of(colour: games::geometry::Rgb) -> Self {
        Self::hex(colour.0)
    }

    /// The colour `amount` of the way from `self` to `other`.
    pub(crate) fn mix(self, other: Rgb, amount: f32) -> Rgb {
        let lerp =
            |a: u8, b: u8| (f32::from(a) + (f32::from(b) - f32::from(a)) * amount).round() as u8;
        Rgb(
            lerp(self.0, other.0),
            lerp(self.1, other.1),
            lerp(self.2, other.2),
        )
    }
}

/// An axis-aligned rectangle in pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Rect {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

impl Rect {
    /// The rectangle of size `w` x `h` centred on `(cx, cy)`.
    pub(crate) fn centred(cx: f32, cy: f32, w: f32, h: f32) -> Self {
        Self {
            x: cx - w / 2.0,
            y: cy - h / 2.0,
            w,
            h,
        }
    }

    /// The centre point.
    pub(crate) fn centre(&self) -> (f32, f32) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// The rectangle grown by `by` on every side.
    pub(crate) fn grown(&self, by: f32) -> Self {
        Self {
            x: self.x - by,
            y: self.y - by,
            w: self.w + 2.0 * by,
            h: self.h + 2.0 * by,
        }
    }

    /// The smallest rectangle around `points`, if there are any.
    pub(crate) fn around(points: &[(f32, f32)]) -> Option<Self> {
        let first = points.first()?;
        let (mut x0, mut y0, mut x1, mut y1) = (first.0, first.1, first.0, first.1);
        for &(x, y) in points {
            (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
        }
        Some(Self {
            x: x0,
            y: y0,
            w: x1 - x0,
            h: y1 - y0,
        })
    }
}

/// The steps of coverage in which a line's edges are smoothed (see [`Canvas::polyline`]).
const LINE_EDGE_LEVELS: u8 = 3;

/// A signed distance function: negative inside a shape, in pixels.
pub(crate) type Distance<'a> = &'a dyn Fn(f32, f32) -> f32;

/// One shape of a tiling: its bounds, its colour and its signed distance.
pub(crate) type Tile<'a> = (Rect, Rgb, Distance<'a>);

/// A premultiplied RGBA image in floating point, for drawing.
#[derive(Clone)]
pub(crate) struct Canvas {
    pub(crate) width: usize,
    pub(crate) height: usize,
    /// Premultiplied red, green, blue, alpha in 0..=1.
    pub(crate) pixels: Vec<[f32; 4]>,
}

impl Canvas {
    /// A fully transparent canvas.
    pub(crate) fn new(width: usize, height: usize) -> Self {
        Self {
            width,
            height,
            pixels: vec![[0.0; 4]; width * height],
        }
    }

    /// Paints `colour` at `opacity` over every pixel.
    pub(crate) fn fill(&mut self, colour: Rgb, opacity: f32) {
        let bounds = Rect {
            x: 0.0,
            y: 0.0,
            w: self.width as f32,
            h: self.height as f32,
        };
        self.paint(bounds, colour, opacity, |_, _| 1.0);
    }

    /// Copies the pixels of `other`, a canvas of the same size, whose centres lie in `bounds`.
    pub(crate) fn restore(&mut self, other: &Canvas, bounds: Rect) {
        let x0 = (bounds.x - 0.5).ceil().max(0.0) as usize;
        let y0 = (bounds.y - 0.5).ceil().max(0.0) as usize;
        let x1 = ((bounds.x + bounds.w - 0.5).ceil().max(0.0) as usize).min(self.width);
        let y1 = ((bounds.y + bounds.h - 0.5).ceil().max(0.0) as usize).min(self.height);
        for y in y0..y1 {
            let row = y * self.width;
            self.pixels[row + x0..row + x1].copy_from_slice(&other.pixels[row + x0..row + x1]);
        }
    }

    /// Paints `colour` over the pixels of `bounds`, each with the coverage `coverage(x, y)` at its centre.
    pub(crate) fn paint(
        &mut self,
        bounds: Rect,
        colour: Rgb,
        opacity: f32,
        coverage: impl Fn(f32, f32) -> f32,
    ) {
        let x0 = bounds.x.floor().max(0.0) as usize;
        let y0 = bounds.y.floor().max(0.0) as usize;
        let x1 = ((bounds.x + bounds.w).ceil().max(0.0) as usize).min(self.width);
        let y1 = ((bounds.y + bounds.h).ceil().max(0.0) as usize).min(self.height);
        let rgb = [colour.0, colour.1, colour.2].map(|c| f32::from(c) / 255.0);
        for y in y0..y1 {
            for x in x0..x1 {
                let alpha = coverage(x as f32 + 0.5, y as f32 + 0.5).clamp(0.0, 1.0) * opacity;
                if alpha > 0.0 {
                    self.blend_pixel(x, y, rgb, alpha);
                }
            }
        }
    }

    fn blend_pixel(&mut self, x: usize, y: usize, rgb: [f32; 3], alpha: f32) {
        let pixel = &mut self.pixels[y * self.width + x];
        for channel in 0..3 {
            pixel[channel] = rgb[channel] * alpha + pixel[channel] * (1.0 - alpha);
        }
        pixel[3] = alpha + pixel[3] * (1.0 - alpha);
    }

    /// Paints the shape whose signed distance (negative inside) is `distance`, within `bounds`.
    pub(crate) fn shape(
        &mut self,
        bounds: Rect,
        colour: Rgb,
        opacity: f32,
        distance: impl Fn(f32, f32) -> f32,
    ) {
        let grown = Rect {
            x: bounds.x - 1.0,
            y: bounds.y - 1.0,
            w: bounds.w + 2.0,
            h: bounds.h + 2.0,
        };
        self.paint(grown, colour, opacity, |x, y| 0.5 - distance(x, y));
    }

    /// Paints shapes that tile a region (cells, the paper under them) as one layer: where two shapes
    /// meet, their edge coverages add up to one, so no seam of the colour below shows between them.
    /// Each part is its bounds, its colour and its signed distance.
    pub(crate) fn tiles(&mut self, parts: &[Tile<'_>]) {
        let mut layer = vec![[0.0f32; 4]; self.width * self.height];
        for (bounds, colour, distance) in parts {
            let rgb = [colour.0, colour.1, colour.2].map(|c| f32::from(c) / 255.0);
            let (x0, y0, x1, y1) = self.pixel_bounds(bounds.grown(1.0));
            for y in y0..y1 {
                for x in x0..x1 {
                    let coverage = (0.5 - distance(x as f32 + 0.5, y as f32 + 0.5)).clamp(0.0, 1.0);
                    if coverage > 0.0 {
                        let sum = &mut layer[y * self.width + x];
                        for channel in 0..3 {
                            sum[channel] += rgb[channel] * coverage;
                        }
                        sum[3] += coverage;
                    }
                }
            }
        }
        for (pixel, sum) in self.pixels.iter_mut().zip(layer) {
            if sum[3] > 0.0 {
                let alpha = sum[3].min(1.0);
                let norm = alpha / sum[3];
                for channel in 0..3 {
                    pixel[channel] = sum[channel] * norm + pixel[channel] * (1.0 - alpha);
                }
                pixel[3] = alpha + pixel[3] * (1.0 - alpha);
            }
        }
    }

    fn pixel_bounds(&self, bounds: Rect) -> (usize, usize, usize, usize) {
        let x0 = bounds.x.floor().max(0.0) as usize;
        let y0 = bounds.y.floor().max(0.0) as usize;
        let x1 = ((bounds.x + bounds.w).ceil().max(0.0) as usize).min(self.width);
        let y1 = ((bounds.y + bounds.h).ceil().max(0.0) as usize).min(self.height);
        (x0, y0, x1, y1)
    }

    /// A stroke along `points` with round caps and joins, painted once even where segments overlap. Its
    /// edges are smoothed in [`LINE_EDGE_LEVELS`] steps of coverage rather than finely: a board's lines
    /// run at every angle, and few edge shades keep its images small.
    pub(crate) fn polyline(
        &mut self,
        points: &[(f32, f32)],
        width: f32,
        colour: Rgb,
        opacity: f32,
    ) {
        let Some(bounds) = Rect::around(points) else {
            return;
        };
        let half = width / 2.0;
        let steps = LINE_EDGE_LEVELS as f32;
        self.paint(bounds.grown(half + 1.0), colour, opacity, |x, y| {
            let coverage = (half + 0.5 - polyline_distance(points, x, y)).clamp(0.0, 1.0);
            (coverage * steps).round() / steps
        });
    }

    /// A filled disc.
    pub(crate) fn disc(&mut self, cx: f32, cy: f32, radius: f32, colour: Rgb, opacity: f32) {
        let bounds = Rect::centred(cx, cy, radius * 2.0, radius * 2.0);
        self.shape(bounds, colour, opacity, |x, y| {
            circle(x - cx, y - cy, radius)
        });
    }

    /// A circle outline of stroke `width` centred on `radius`.
    pub(crate) fn ring(
        &mut self,
        cx: f32,
        cy: f32,
        radius: f32,
        width: f32,
        colour: Rgb,
        opacity: f32,
    ) {
        let outer = radius + width / 2.0;
        let bounds = Rect::centred(cx, cy, outer * 2.0, outer * 2.0);
        self.shape(bounds, colour, opacity, |x, y| {
            circle(x - cx, y - cy, radius).abs() - width / 2.0
        });
    }

    /// A filled rectangle with rounded corners of `radius`.
    pub(crate) fn rounded_rect(&mut self, rect: Rect, radius: f32, colour: Rgb, opacity: f32) {
        let (cx, cy) = rect.centre();
        self.shape(rect, colour, opacity, |x, y| {
            rounded_box(x - cx, y - cy, rect.w / 2.0, rect.h / 2.0, radius)
        });
    }

    /// A straight stroke from `a` to `b` with round caps.
    pub(crate) fn line(
        &mut self,
        a: (f32, f32),
        b: (f32, f32),
        width: f32,
        colour: Rgb,
        opacity: f32,
    ) {
        let half = width / 2.0;
        let bounds = Rect {
            x: a.0.min(b.0) - half,
            y: a.1.min(b.1) - half,
            w: (a.0 - b.0).abs() + width,
            h: (a.1 - b.1).abs() + width,
        };
        self.shape(bounds, colour, opacity, |x, y| segment(x, y, a, b) - half);
    }

    /// A filled convex or concave polygon, by the even-odd rule, with 4x4 supersampling.
    pub(crate) fn polygon(&mut self, points: &[(f32, f32)], colour: Rgb, opacity: f32) {
        let Some(bounds) = Rect::around(points) else {
            return;
        };
        self.paint(bounds, colour, opacity, |x, y| {
            let mut inside = 0;
            for sy in 0..4 {
                for sx in 0..4 {
                    let px = x - 0.5 + (sx as f32 + 0.5) / 4.0;
                    let py = y - 0.5 + (sy as f32 + 0.5) / 4.0;
                    inside += usize::from(contains(points, px, py));
                }
            }
            inside as f32 / 16.0
        });
    }

    /// Draws `run` with its left end at `x` and its baseline at `baseline`.
    pub(crate) fn text(&mut self, run: &Run, x: f32, baseline: f32, colour: Rgb, opacity: f32) {
        run.draw(x, baseline, |px, py, coverage| {
            if px >= 0 && py >= 0 && (px as usize) < self.width && (py as usize) < self.height {
                let rgb = [colour.0, colour.1, colour.2].map(|c| f32::from(c) / 255.0);
                self.blend_pixel(
                    px as usize,
                    py as usize,
                    rgb,
                    coverage.clamp(0.0, 1.0) * opacity,
                );
            }
        });
    }

    /// Draws `text` at `size` pixels, centred horizontally on `cx` and visually centred on `cy`.
    pub(crate) fn text_centred(&mut self, text: &str, size: f32, cx: f32, cy: f32, colour: Rgb) {
        let run = font::layout(text, size);
        let (top, bottom) = run.ink_extent();
        let baseline = cy - (top + bottom) / 2.0;
        self.text(
            &run,
            (cx - run.width / 2.0).round(),
            baseline.round(),
            colour,
            1.0,
        );
    }

    /// Paints this canvas over an opaque `background` and returns the opaque sRGB colours.
    pub(crate) fn flatten(&self, background: Rgb) -> Vec<Rgb> {
        let bg = [background.0, background.1, background.2].map(|c| f32::from(c) / 255.0);
        self.pixels
            .iter()
            .map(|p| {
                let channel = |i: usize| {
                    ((p[i] + bg[i] * (1.0 - p[3])) * 255.0)
                        .round()
                        .clamp(0.0, 255.0) as u8
                };
                Rgb(channel(0), channel(1), channel(2))
            })
            .collect()
    }
}

/// Signed distance from `(x, y)` to a circle of `radius` around the origin.
pub(crate) fn circle(x: f32, y: f32, radius: f32) -> f32 {
    (x * x + y * y).sqrt() - radius
}

/// Signed distance to a box of half-extents `(hw, hh)` around the origin with corners rounded by `radius`.
pub(crate) fn rounded_box(x: f32, y: f32, hw: f32, hh: f32, radius: f32) -> f32 {
    let radius = radius.min(hw).min(hh);
    let qx = x.abs() - hw + radius;
    let qy = y.abs() - hh + radius;
    let outside = (qx.max(0.0).powi(2) + qy.max(0.0).powi(2)).sqrt();
    outside + qx.max(qy).min(0.0) - radius
}

/// Signed distance to a box whose corners are cut diagonally by `cut`.
pub(crate) fn chamfered_box(x: f32, y: f32, hw: f32, hh: f32, cut: f32) -> f32 {
    let square = rounded_box(x, y, hw, hh, 0.0);
    let diagonal = (x.abs() + y.abs() - (hw + hh - cut)) / std::f32::consts::SQRT_2;
    square.max(diagonal)
}

/// Distance from `(x, y)` to the nearest segment of a polyline.
pub(crate) fn polyline_distance(points: &[(f32, f32)], x: f32, y: f32) -> f32 {
    match points {
        [] => f32::MAX,
        [only] => ((x - only.0).powi(2) + (y - only.1).powi(2)).sqrt(),
        _ => points
            .windows(2)
            .map(|pair| segment(x, y, pair[0], pair[1]))
            .fold(f32::MAX, f32::min),
    }
}

/// Distance from `(x, y)` to the segment `a`-`b`.
pub(crate) fn segment(x: f32, y: f32, a: (f32, f32), b: (f32, f32)) -> f32 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let length = dx * dx + dy * dy;
    let t = if length == 0.0 {
        0.0
    } else {
        (((x - a.0) * dx + (y - a.1) * dy) / length).clamp(0.0, 1.0)
    };
    let (px, py) = (a.0 + t * dx - x, a.1 + t * dy - y);
    (px * px + py * py).sqrt()
}

/// Whether `(x, y)` is inside `polygon` by the even-odd rule.
fn contains(polygon: &[(f32, f32)], x: f32, y: f32) -> bool {
    let mut inside = false;
    let mut j = polygon.len() - 1;
    for i in 0..polygon.len() {
        let (xi, yi) = polygon[i];
        let (xj, yj) = polygon[j];
        if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi {
            inside = !inside;
        }
        j = i;
    }
    inside
}
