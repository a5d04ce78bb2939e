//! Drawing the pictures that are not boards (the analysis chart, the standings) in a palette made once
//! for each: rectangles, discs with a number and lines of text, onto an indexed image, with the glyphs
//! drawn once per palette, size and colour.

use crate::assets::{FastMap, Glyph, draw_glyph};
use crate::canvas::{Canvas, Rgb};
use crate::indexed::{Indexed, Sprite};
use crate::palette::{Histogram, OPAQUE, Palette};
use std::sync::{Arc, Mutex, OnceLock};

/// The palette kept in `cell`, made on first use from `pairs` of a ground and an ink drawn on it: each
/// ink over its ground at every coverage step, the first pairs first where 256 colours are too few.
pub(crate) fn palette(cell: &'static OnceLock<Palette>, pairs: &[(Rgb, Rgb)]) -> &'static Palette {
    cell.get_or_init(|| {
        let mut key = Vec::new();
        for &(ground, ink) in pairs {
            for level in 0..=OPAQUE {
                key.push(ground.mix(ink, f32::from(level) / f32::from(OPAQUE)));
            }
        }
        key.truncate(256);
        Palette::build(&key, &Histogram::default())
    })
}

/// An indexed image with the palette it is drawn in.
pub(crate) struct Sheet {
    pub(crate) image: Indexed,
    pub(crate) palette: &'static Palette,
}

impl Sheet {
    /// Fills the rectangle from `(left, top)` to `(right, bottom)` (ends excluded) with `colour`.
    pub(crate) fn rect(
        &mut self,
        (left, top): (usize, usize),
        (right, bottom): (usize, usize),
        colour: Rgb,
    ) {
        let index = self.palette.nearest(colour);
        let (right, bottom) = (right.min(self.image.width), bottom.min(self.image.height));
        for y in top..bottom {
            if left < right {
                self.image.span_mut(y, left, right).fill(index);
            }
        }
    }

    /// A disc of `radius` in `colour` centred on `(cx, cy)`, with a number written on it in `ink` at
    /// `size` pixels when one is given.
    pub(crate) fn disc(
        &mut self,
        (cx, cy): (f32, f32),
        radius: f32,
        colour: Rgb,
        number: Option<(usize, f32, Rgb)>,
    ) {
        let side = (2.0 * radius + 2.0).ceil() as usize;
        let mut canvas = Canvas::new(side, side);
        let centre = side as f32 / 2.0;
        canvas.disc(centre, centre, radius, colour, 1.0);
        if let Some((number, size, ink)) = number {
            canvas.text_centred(&number.to_string(), size, centre, centre, ink);
        }
        let sprite = Sprite::from_canvas(&canvas, self.palette);
        let corner = |c: f32| (c - centre).round() as i32;
        self.image
            .blit(&sprite, corner(cx), corner(cy), self.palette);
    }

    /// Writes `text` at `size` pixels in `ink` from `x`, on the baseline `baseline`.
    pub(crate) fn text(&mut self, text: &str, size: f32, (x, baseline): (f32, f32), ink: Rgb) {
        let index = self.palette.nearest(ink);
        let (mut pen, baseline) = (x.round() as i32, baseline.round() as i32);
        for c in text.chars() {
            let glyph = glyph(self.palette, c, size, index);
            self.image.blit(
                &glyph.sprite,
                pen + glyph.left,
                baseline + glyph.top,
                self.palette,
            );
            pen += glyph.advance.round() as i32;
        }
    }
}

/// The glyph of `c` at `size` in colour `ink` of `palette`, drawn on first request.
fn glyph(palette: &'static Palette, c: char, size: f32, ink: u8) -> Arc<Glyph> {
    type Glyphs = Mutex<FastMap<(usize, char, u32, u8), Arc<Glyph>>>;
    static GLYPHS: OnceLock<Glyphs> = OnceLock::new();
    let glyphs = GLYPHS.get_or_init(Glyphs::default);
    let key = (std::ptr::from_ref(palette) as usize, c, size.to_bits(), ink);
    let mut glyphs = glyphs
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    Arc::clone(
        glyphs
            .entry(key)
            .or_insert_with(|| Arc::new(draw_glyph(c, size, ink))),
    )
}
