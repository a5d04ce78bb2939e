//! Palette images and sprites: the per-image work is copying and blending bytes, nothing more.

use crate::canvas::{Canvas, Rgb};
use crate::palette::{OPAQUE, Palette};

/// An image of palette indices.
#[derive(Clone)]
pub(crate) struct Indexed {
    pub(crate) width: usize,
    pub(crate) height: usize,
    pub(crate) pixels: Vec<u8>,
}

/// A rectangle of whole pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PixelRect {
    pub(crate) x: usize,
    pub(crate) y: usize,
    pub(crate) w: usize,
    pub(crate) h: usize,
}

impl Indexed {
    /// A copy of `top`, extended below to `height` rows of `index`.
    pub(crate) fn extended(top: &Indexed, height: usize, index: u8) -> Self {
        let mut pixels = Vec::with_capacity(top.width * height.max(top.height));
        pixels.extend_from_slice(&top.pixels);
        pixels.resize(top.width * height.max(top.height), index);
        Self {
            width: top.width,
            height: height.max(top.height),
            pixels,
        }
    }

    /// An opaque canvas drawn over `background`, mapped to its nearest palette colours.
    pub(crate) fn from_canvas(canvas: &Canvas, background: Rgb, palette: &Palette) -> Self {
        let pixels = canvas
            .flatten(background)
            .into_iter()
            .map(|c| palette.nearest(c))
            .collect();
        Self {
            width: canvas.width,
            height: canvas.height,
            pixels,
        }
    }

    /// Copies the pixels of `rect` from `source`, an image of the same size, clipped to the image.
    pub(crate) fn copy_rect(&mut self, source: &Indexed, rect: PixelRect) {
        let x1 = (rect.x + rect.w).min(self.width);
        let y1 = (rect.y + rect.h).min(self.height);
        if rect.x >= x1 {
            return;
        }
        for y in rect.y..y1 {
            let row = y * self.width;
            self.pixels[row + rect.x..row + x1]
                .copy_from_slice(&source.pixels[row + rect.x..row + x1]);
        }
    }

    /// Draws `sprite` with its top-left corner at `(x, y)`, clipped to the image.
    pub(crate) fn blit(&mut self, sprite: &Sprite, x: i32, y: i32, palette: &Palette) {
        for sy in 0..sprite.height {
            let ty = y + sy as i32;
            if ty < 0 || ty as usize >= self.height {
                continue;
            }
            let source = sy * sprite.width;
            let target = ty as usize * self.width;
            for sx in 0..sprite.width {
                let tx = x + sx as i32;
                if tx < 0 || tx as usize >= self.width {
                    continue;
                }
                let level = sprite.levels[source + sx];
                if level == 0 {
                    continue;
                }
                let index = sprite.indices[source + sx];
                let pixel = &mut self.pixels[target + tx as usize];
                *pixel = if level == OPAQUE {
                    index
                } else {
                    palette.blend(index, *pixel, level)
                };
            }
        }
    }
}

/// A small picture with coverage, in palette indices: a piece, a glyph, a mark.
pub(crate) struct Sprite {
    pub(crate) width: usize,
    pub(crate) height: usize,
    /// The colour of each pixel.
    indices: Vec<u8>,
    /// The coverage step of each pixel, 0 (transparent) to [`OPAQUE`].
    levels: Vec<u8>,
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
        Self {
            width: canvas.width,
            height: canvas.height,
            indices,
            levels,
        }
    }

    /// A sprite of one colour whose coverage is given per pixel (a glyph).
    pub(crate) fn from_coverage(width: usize, height: usize, coverage: &[f32], index: u8) -> Self {
        let levels: Vec<u8> = coverage
            .iter()
            .map(|c| (c.clamp(0.0, 1.0) * f32::from(OPAQUE)).round() as u8)
            .collect();
        Self {
            width,
            height,
            indices: vec![index; levels.len()],
            levels,
        }
    }
}
