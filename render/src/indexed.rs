//! Palette images and sprites: the per-image work is copying and blending bytes, nothing more.

use crate::board::CellMask;
use crate::canvas::{Canvas, Rgb, segment};
use crate::palette::{OPAQUE, Palette};

/// A rectangle of pixels: columns `left..right` of rows `top..bottom`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Area {
    pub(crate) left: usize,
    pub(crate) top: usize,
    pub(crate) right: usize,
    pub(crate) bottom: usize,
}

impl Area {
    /// Every pixel of any image.
    pub(crate) const ALL: Area = Area {
        left: 0,
        top: 0,
        right: usize::MAX,
        bottom: usize::MAX,
    };

    /// The `width` × `height` rectangle whose top-left corner is `(x, y)`, cut at the image's top and
    /// left edges.
    pub(crate) fn at(x: i64, y: i64, width: usize, height: usize) -> Self {
        let start = |at: i64| usize::try_from(at).unwrap_or(0);
        let end = |at: i64, length: usize| usize::try_from(at + length as i64).unwrap_or(0);
        Area {
            left: start(x),
            top: start(y),
            right: end(x, width),
            bottom: end(y, height),
        }
    }

    /// Whether it holds no pixel.
    pub(crate) fn is_empty(&self) -> bool {
        self.left >= self.right || self.top >= self.bottom
    }

    /// The pixels in both.
    pub(crate) fn intersection(&self, other: &Area) -> Area {
        Area {
            left: self.left.max(other.left),
            top: self.top.max(other.top),
            right: self.right.min(other.right),
            bottom: self.bottom.min(other.bottom),
        }
    }

    /// The smallest rectangle around both.
    pub(crate) fn union(&self, other: &Area) -> Area {
        Area {
            left: self.left.min(other.left),
            top: self.top.min(other.top),
            right: self.right.max(other.right),
            bottom: self.bottom.max(other.bottom),
        }
    }

    /// Its width and height (0 when empty).
    pub(crate) fn size(&self) -> (usize, usize) {
        (
            self.right.saturating_sub(self.left),
            self.bottom.saturating_sub(self.top),
        )
    }
}

/// An image of palette indices, stored as PNG scanlines: each row starts with its filter byte (0, none),
/// so the encoder compresses the pixels as they are, without a copy.
#[derive(Clone)]
pub(crate) struct Indexed {
    pub(crate) width: usize,
    pub(crate) height: usize,
    /// Rows of `1 + width` bytes: the filter byte, then the pixels.
    pub(crate) rows: Vec<u8>,
    /// The pixels drawing may change (the whole image unless narrowed by [`Indexed::clip`]): what is
    /// drawn is what drawing the whole image would draw there, and nothing elsewhere.
    clip: Area,
}

impl Indexed {
    /// An image of the given pixels, row after row.
    pub(crate) fn new(width: usize, height: usize, pixels: &[u8]) -> Self {
        let mut rows = Vec::with_capacity((width + 1) * height);
        for row in pixels.chunks_exact(width).take(height) {
            rows.push(0);
            rows.extend_from_slice(row);
        }
        Self::of_rows(width, height, rows)
    }

    fn of_rows(width: usize, height: usize, rows: Vec<u8>) -> Self {
        Self {
            width,
            height,
            rows,
            clip: Area {
                left: 0,
                top: 0,
                right: width,
                bottom: height,
            },
        }
    }

    /// Lets drawing change only the pixels of `area` (within the image).
    pub(crate) fn clip(&mut self, area: Area) {
        self.clip = area.intersection(&Area {
            left: 0,
            top: 0,
            right: self.width,
            bottom: self.height,
        });
    }

    /// The pixels of row `y` in columns `left..right`.
    pub(crate) fn span(&self, y: usize, left: usize, right: usize) -> &[u8] {
        let start = self.at(left, y);
        &self.rows[start..start + (right - left)]
    }

    /// The pixels of row `y` in columns `left..right`, to change.
    pub(crate) fn span_mut(&mut self, y: usize, left: usize, right: usize) -> &mut [u8] {
        let start = self.at(left, y);
        &mut self.rows[start..start + (right - left)]
    }

    /// The bytes of a row, filter byte included.
    pub(crate) fn stride(&self) -> usize {
        self.width + 1
    }

    /// Where pixel `(x, y)` is in [`Indexed::rows`].
    fn at(&self, x: usize, y: usize) -> usize {
        y * self.stride() + 1 + x
    }

    /// The palette index of pixel `(x, y)`.
    #[cfg(test)]
    pub(crate) fn pixel(&self, x: usize, y: usize) -> u8 {
        self.rows[self.at(x, y)]
    }

    /// A copy of `top`, extended below to `height` rows of `index`.
    pub(crate) fn extended(top: &Indexed, height: usize, index: u8) -> Self {
        let height = height.max(top.height);
        let mut rows = Vec::with_capacity(top.stride() * height);
        rows.extend_from_slice(&top.rows);
        let mut filler = vec![index; top.stride()];
        filler[0] = 0;
        for _ in top.height..height {
            rows.extend_from_slice(&filler);
        }
        Self::of_rows(top.width, height, rows)
    }

    /// A `width` × `height` image, every pixel `index`.
    pub(crate) fn filled(width: usize, height: usize, index: u8) -> Self {
        let mut rows = vec![index; (width + 1) * height];
        for row in rows.chunks_exact_mut(width + 1) {
            row[0] = 0;
        }
        Self::of_rows(width, height, rows)
    }

    /// Fills the clip with `ground` where it covers it (an image lying at the same place) and with
    /// `index` elsewhere.
    pub(crate) fn fill(&mut self, ground: &Indexed, index: u8) {
        let Area {
            left,
            top,
            right,
            bottom,
        } = self.clip;
        for y in top..bottom {
            let covered = if y < ground.height {
                right.min(ground.width).max(left)
            } else {
                left
            };
            if covered > left {
                let from = ground.span(y, left, covered);
                let start = self.at(left, y);
                self.rows[start..start + (covered - left)].copy_from_slice(from);
            }
            self.span_mut(y, covered, right).fill(index);
        }
    }

    /// An opaque canvas drawn over `background`, mapped to its nearest palette colours.
    pub(crate) fn from_canvas(canvas: &Canvas, background: Rgb, palette: &Palette) -> Self {
        let pixels: Vec<u8> = canvas
            .flatten(background)
            .into_iter()
            .map(|c| palette.nearest(c))
            .collect();
        Self::new(canvas.width, canvas.height, &pixels)
    }

    /// Copies the pixels of `mask` from `source`, an image at least as large that lies at the same
    /// place.
    pub(crate) fn copy_mask(&mut self, source: &Indexed, mask: &CellMask) {
        let clip = self.clip;
        for &(y, x0, x1) in &mask.spans {
            let (y, x0, x1) = (y as usize, x0 as usize, x1 as usize);
            if y >= source.height || y < clip.top || y >= clip.bottom {
                continue;
            }
            let (x0, x1) = (x0.max(clip.left), x1.min(clip.right));
            if x0 >= x1 {
                continue;
            }
            let (target, from) = (self.at(x0, y), source.at(x0, y));
            self.rows[target..target + (x1 - x0)]
                .copy_from_slice(&source.rows[from..from + (x1 - x0)]);
        }
    }

    /// Strokes a polyline of `width` pixels in palette colour `ink`, with smooth edges, painting each
    /// pixel once however the segments overlap.
    pub(crate) fn stroke(&mut self, points: &[(f32, f32)], width: f32, ink: u8, palette: &Palette) {
        let half = width / 2.0;
        let reach = half + 1.0;
        let mut covered: Vec<(u32, u8)> = Vec::new();
        for pair in points.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let (dx, dy) = (b.0 - a.0, b.1 - a.1);
            let top = ((a.1.min(b.1) - reach).floor().max(0.0) as usize).max(self.clip.top);
            let bottom = ((a.1.max(b.1) + reach).ceil().max(0.0) as usize).min(self.clip.bottom);
            for y in top..bottom {
                let yc = y as f32 + 0.5;
                // The stretch of the centre line within `reach` of this row, then that much to each side.
                let (t0, t1) = if dy.abs() < 1e-6 {
                    if (a.1 - yc).abs() > reach {
                        continue;
                    }
                    (0.0, 1.0)
                } else {
                    let (u, v) = ((yc - reach - a.1) / dy, (yc + reach - a.1) / dy);
                    (u.min(v).max(0.0), u.max(v).min(1.0))
                };
                if t0 > t1 {
                    continue;
                }
                let (xa, xb) = (a.0 + dx * t0, a.0 + dx * t1);
                let left = ((xa.min(xb) - reach).floor().max(0.0) as usize).max(self.clip.left);
                let right = ((xa.max(xb) + reach).ceil().max(0.0) as usize).min(self.clip.right);
                for x in left..right {
                    let distance = segment(x as f32 + 0.5, yc, a, b);
                    let coverage = (0.5 + half - distance).clamp(0.0, 1.0);
                    let level = (coverage * f32::from(OPAQUE) + 0.5) as u8;
                    if level > 0 {
                        covered.push((self.at(x, y) as u32, level));
                    }
                }
            }
        }
        covered.sort_unstable_by(|p, q| p.0.cmp(&q.0).then(q.1.cmp(&p.1)));
        covered.dedup_by_key(|p| p.0);
        let blends = palette.blends_of(ink);
        for (index, level) in covered {
            let pixel = &mut self.rows[index as usize];
            *pixel = blends.over(*pixel, level);
        }
    }

    /// Draws `sprite` with its top-left corner at `(x, y)`, clipped: opaque runs are copied, edge
    /// pixels blended.
    pub(crate) fn blit(&mut self, sprite: &Sprite, x: i32, y: i32, palette: &Palette) {
        let clip = self.clip;
        for run in &sprite.runs {
            let ty = y + i32::from(run.row);
            if ty < clip.top as i32 || ty >= clip.bottom as i32 {
                continue;
            }
            let start = (x + i32::from(run.start)).max(clip.left as i32);
            let end = (x + i32::from(run.end)).min(clip.right as i32);
            if start >= end {
                continue;
            }
            let row = self.at(0, ty as usize);
            let source = usize::from(run.row) * sprite.width;
            let (from, to) = ((start - x) as usize, (end - x) as usize);
            let target = &mut self.rows[row + start as usize..row + end as usize];
            if run.opaque {
                target.copy_from_slice(&sprite.indices[source + from..source + to]);
            } else {
                let indices = &sprite.indices[source + from..source + to];
                let levels = &sprite.levels[source + from..source + to];
                // Neighbouring pixels mostly share their colour: its blends are looked up once.
                for ((pixel, &index), &level) in target.iter_mut().zip(indices).zip(levels) {
                    *pixel = palette.blends_of(index).over(*pixel, level);
                }
            }
        }
    }
}

/// A stretch of one sprite row that is all opaque or all partly covered.
#[derive(Clone, Copy, Debug)]
struct Run {
    row: u16,
    start: u16,
    end: u16,
    opaque: bool,
}

/// A small picture with coverage, in palette indices: a piece, a glyph, a mark.
pub(crate) struct Sprite {
    pub(crate) width: usize,
    pub(crate) height: usize,
    /// The colour of each pixel.
    indices: Vec<u8>,
    /// The coverage step of each pixel, 0 (transparent) to [`OPAQUE`].
    levels: Vec<u8>,
    /// The stretches of each row to draw.
    runs: Vec<Run>,
}

impl Sprite {
    /// Quantises a drawn canvas: coverage to steps, colours to the palette.
    pub(crate) fn from_canvas(canvas: &Canvas, palette: &Palette) -> Self {
        let mut indices = Vec::with_capacity(canvas.pixels.len());
        let mut levels = Vec::with_capacity(canvas.pixels.len());
        for pixel in &canvas.pixels {
            let alpha = pixel[3];
            let level = (alpha * f32::from(OPAQUE)).round() as u8;
            levels.push(level);
            indices.push(if level == 0 {
                0
            } else {
                let channel = |i: usize| (pixel[i] / alpha * 255.0).round().clamp(0.0, 255.0) as u8;
                palette.nearest(Rgb(channel(0), channel(1), channel(2)))
            });
        }
        Self::new(canvas.width, canvas.height, indices, levels)
    }

    fn new(width: usize, height: usize, indices: Vec<u8>, levels: Vec<u8>) -> Self {
        let mut runs = Vec::new();
        for row in 0..height {
            let line = &levels[row * width..(row + 1) * width];
            let mut x = 0;
            while x < width {
                let kind = |level: u8| match level {
                    0 => 0,
                    OPAQUE => 2,
                    _ => 1,
                };
                let here = kind(line[x]);
                let length = line[x..].iter().take_while(|&&l| kind(l) == here).count();
                if here != 0 {
                    runs.push(Run {
                        row: row as u16,
                        start: x as u16,
                        end: (x + length) as u16,
                        opaque: here == 2,
                    });
                }
                x += length;
            }
        }
        Self {
            width,
            height,
            indices,
            levels,
            runs,
        }
    }

    /// A sprite of one colour whose coverage is given per pixel (a glyph).
    pub(crate) fn from_coverage(width: usize, height: usize, coverage: &[f32], index: u8) -> Self {
        let levels: Vec<u8> = coverage
            .iter()
            .map(|c| (c.clamp(0.0, 1.0) * f32::from(OPAQUE)).round() as u8)
            .collect();
        Self::new(width, height, vec![index; levels.len()], levels)
    }
}
