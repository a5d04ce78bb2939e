//! Palette images and sprites: the per-image work is copying and blending bytes, nothing more.

use crate::board::CellMask;
use crate::canvas::{Canvas, Rgb, segment};
use crate::palette::{OPAQUE, Palette};

/// An image of palette indices, stored as PNG scanlines: each row starts with its filter byte (0, none),
/// so the encoder compresses the pixels as they are, without a copy.
#[derive(Clone)]
pub(crate) struct Indexed {
    pub(crate) width: usize,
    pub(crate) height: usize,
    /// Rows of `1 + width` bytes: the filter byte, then the pixels.
    pub(crate) rows: Vec<u8>,
}

impl Indexed {
    /// An image of the given pixels, row after row.
    pub(crate) fn new(width: usize, height: usize, pixels: &[u8]) -> Self {
        let mut rows = Vec::with_capacity((width + 1) * height);
        for row in pixels.chunks_exact(width).take(height) {
            rows.push(0);
            rows.extend_from_slice(row);
        }
        Self {
            width,
            height,
            rows,
        }
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
        Self {
            width: top.width,
            height,
            rows,
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
        for &(y, x0, x1) in &mask.spans {
            let (y, x0, x1) = (y as usize, x0 as usize, x1 as usize);
            if y >= self.height.min(source.height) {
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
            let top = (a.1.min(b.1) - reach).floor().max(0.0) as usize;
            let bottom = ((a.1.max(b.1) + reach).ceil().max(0.0) as usize).min(self.height);
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
                let left = (xa.min(xb) - reach).floor().max(0.0) as usize;
                let right = ((xa.max(xb) + reach).ceil().max(0.0) as usize).min(self.width);
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
        for (index, level) in covered {
            let pixel = &mut self.rows[index as usize];
            *pixel = if level == OPAQUE {
                ink
            } else {
                palette.blend(ink, *pixel, level)
            };
        }
    }

    /// Draws `sprite` with its top-left corner at `(x, y)`, clipped to the image: opaque runs are
    /// copied, edge pixels blended.
    pub(crate) fn blit(&mut self, sprite: &Sprite, x: i32, y: i32, palette: &Palette) {
        for run in &sprite.runs {
            let ty = y + i32::from(run.row);
            if ty < 0 || ty as usize >= self.height {
                continue;
            }
            let start = (x + i32::from(run.start)).max(0);
            let end = (x + i32::from(run.end)).min(self.width as i32);
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
                for ((pixel, &index), &level) in target.iter_mut().zip(indices).zip(levels) {
                    *pixel = palette.blend(index, *pixel, level);
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
