//! The 256-colour palette of one board's images, and blending inside it.
//!
//! A board's palette is built once from what its images can contain: its key colours exactly, and the
//! anti-aliased in-between colours of its background and sample pieces reduced by median cut. Sprites
//! are then blended onto the indexed image through a lookup table per foreground colour, so composing an
//! image never leaves palette space.

use crate::assets::FastMap;
use crate::canvas::Rgb;
use std::sync::{Mutex, OnceLock};

/// Coverage is kept in this many steps (0 transparent, `ALPHA_LEVELS - 1` opaque).
pub(crate) const ALPHA_LEVELS: usize = 16;
/// The opaque coverage step.
pub(crate) const OPAQUE: u8 = (ALPHA_LEVELS - 1) as u8;

/// Counts of the colours an image set contains, the input of [`Palette::build`].
#[derive(Default)]
pub(crate) struct Histogram {
    counts: FastMap<Rgb, u32>,
}

impl Histogram {
    /// Counts every colour of `pixels`.
    pub(crate) fn add(&mut self, pixels: &[Rgb]) {
        for &pixel in pixels {
            *self.counts.entry(pixel).or_default() += 1;
        }
    }
}

/// Up to 256 colours, with nearest-colour search and blending tables.
pub(crate) struct Palette {
    colours: Vec<Rgb>,
    nearest_memo: Mutex<FastMap<Rgb, u8>>,
    /// For each foreground index, lazily: `[background * ALPHA_LEVELS + level]` -> blended index.
    blends: Vec<OnceLock<Box<[u8]>>>,
}

impl Palette {
    /// A palette holding every colour of `key` exactly, filled up to 256 with representatives of `histogram`.
    pub(crate) fn build(key: &[Rgb], histogram: &Histogram) -> Self {
        let mut colours: Vec<Rgb> = Vec::with_capacity(256);
        for &colour in key {
            if !colours.contains(&colour) {
                colours.push(colour);
            }
        }
        // Sorted, so that the palette does not depend on the hash map's order: images are reproducible.
        let mut rest: Vec<(Rgb, u32)> = histogram
            .counts
            .iter()
            .filter(|(colour, _)| !colours.contains(colour))
            .map(|(&colour, &count)| (colour, count))
            .collect();
        rest.sort_unstable_by_key(|&(c, _)| (c.0, c.1, c.2));
        let slots = 256usize.saturating_sub(colours.len());
        colours.extend(median_cut(rest, slots));
        // Neighbouring pixels are mostly similar colours; with indices in order of lightness their
        // differences are small numbers, which the PNG row filters and deflate code cheaply.
        colours.sort_by_key(|c| 299 * u32::from(c.0) + 587 * u32::from(c.1) + 114 * u32::from(c.2));
        let blends = (0..colours.len()).map(|_| OnceLock::new()).collect();
        Self {
            colours,
            nearest_memo: Mutex::new(FastMap::default()),
            blends,
        }
    }

    /// The colours, in index order.
    pub(crate) fn colours(&self) -> &[Rgb] {
        &self.colours
    }

    /// The index of the palette colour closest to `colour`.
    pub(crate) fn nearest(&self, colour: Rgb) -> u8 {
        let mut memo = self
            .nearest_memo
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        *memo
            .entry(colour)
            .or_insert_with(|| nearest_in(&self.colours, colour))
    }

    /// The blends of `foreground` over every colour, made on first request.
    pub(crate) fn blends_of(&self, foreground: u8) -> Blends<'_> {
        Blends(self.blends[usize::from(foreground)].get_or_init(|| self.blend_table(foreground)))
    }

    fn blend_table(&self, foreground: u8) -> Box<[u8]> {
        let fg = self.colours[usize::from(foreground)];
        let mut table = vec![0u8; self.colours.len() * ALPHA_LEVELS];
        for (background, &bg) in self.colours.iter().enumerate() {
            for level in 0..ALPHA_LEVELS {
                table[background * ALPHA_LEVELS + level] = match level {
                    0 => background as u8,
                    l if l == ALPHA_LEVELS - 1 => foreground,
                    l => nearest_in(&self.colours, bg.mix(fg, l as f32 / OPAQUE as f32)),
                };
            }
        }
        table.into_boxed_slice()
    }
}

/// The blends of one foreground colour over every palette colour, at every coverage step.
#[derive(Clone, Copy)]
pub(crate) struct Blends<'a>(&'a [u8]);

impl Blends<'_> {
    /// The index closest to the foreground painted at coverage step `level` over `background`.
    #[inline(always)]
    pub(crate) fn over(self, background: u8, level: u8) -> u8 {
        self.0[usize::from(background) * ALPHA_LEVELS + usize::from(level)]
    }
}

/// Perceptually weighted squared distance between two colours.
fn distance(a: Rgb, b: Rgb) -> u32 {
    let d = |x: u8, y: u8| (i32::from(x) - i32::from(y)).pow(2) as u32;
    2 * d(a.0, b.0) + 4 * d(a.1, b.1) + 3 * d(a.2, b.2)
}

fn nearest_in(colours: &[Rgb], colour: Rgb) -> u8 {
    let mut best = (u32::MAX, 0);
    for (index, &candidate) in colours.iter().enumerate() {
        let d = distance(candidate, colour);
        if d < best.0 {
            best = (d, index);
        }
    }
    best.1 as u8
}

/// Reduces `colours` to at most `slots` representatives: repeatedly split the box of colours with the
/// widest channel at its median, then take each box's count-weighted mean. Every distinct colour counts
/// once when choosing where to split, so rare anti-aliasing shades get their share of entries.
fn median_cut(colours: Vec<(Rgb, u32)>, slots: usize) -> Vec<Rgb> {
    if colours.is_empty() || slots == 0 {
        return Vec::new();
    }
    let mut boxes = vec![colours];
    while boxes.len() < slots {
        let widest = boxes
            .iter()
            .enumerate()
            .filter(|(_, b)| b.len() > 1)
            .map(|(i, b)| (i, widest_channel(b)))
            .max_by_key(|&(_, (_, range))| range);
        let Some((index, (channel, range))) = widest else {
            break;
        };
        if range == 0 {
            break;
        }
        let mut colours = boxes.swap_remove(index);
        colours.sort_by_key(|&(c, _)| [c.0, c.1, c.2][channel]);
        let upper = colours.split_off(colours.len() / 2);
        boxes.push(colours);
        boxes.push(upper);
    }
    boxes.iter().map(|b| mean(b)).collect()
}

fn widest_channel(colours: &[(Rgb, u32)]) -> (usize, u8) {
    (0..3)
        .map(|channel| {
            let values = colours.iter().map(|&(c, _)| [c.0, c.1, c.2][channel]);
            let (low, high) = values.fold((u8::MAX, u8::MIN), |(lo, hi), v| (lo.min(v), hi.max(v)));
            (channel, high - low)
        })
        .max_by_key(|&(_, range)| range)
        .unwrap_or((0, 0))
}

fn mean(colours: &[(Rgb, u32)]) -> Rgb {
    let total: u64 = colours
        .iter()
        .map(|&(_, n)| u64::from(n))
        .sum::<u64>()
        .max(1);
    let channel = |pick: fn(Rgb) -> u8| {
        let sum: u64 = colours
            .iter()
            .map(|&(c, n)| u64::from(pick(c)) * u64::from(n))
            .sum();
        ((sum + total / 2) / total) as u8
    };
    Rgb(channel(|c| c.0), channel(|c| c.1), channel(|c| c.2))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_colours_are_kept_exactly_and_the_palette_never_exceeds_256() {
        let mut histogram = Histogram::default();
        let shades: Vec<Rgb> = (0..=255u8)
            .flat_map(|r| (0..4u8).map(move |g| Rgb(r, g * 60, 255 - r)))
            .collect();
        histogram.add(&shades);
        let key = [Rgb(1, 2, 3), Rgb(200, 100, 50)];
        let palette = Palette::build(&key, &histogram);
        assert_eq!(palette.colours().len(), 256);
        for colour in key {
            assert_eq!(
                palette.colours()[usize::from(palette.nearest(colour))],
                colour
            );
        }
    }

    #[test]
    fn blending_ends_at_the_background_and_the_foreground() {
        let palette = Palette::build(
            &[Rgb(0, 0, 0), Rgb(255, 255, 255), Rgb(128, 128, 128)],
            &Histogram::default(),
        );
        let [black, grey, white] =
            [Rgb(0, 0, 0), Rgb(128, 128, 128), Rgb(255, 255, 255)].map(|c| palette.nearest(c));
        assert_eq!(palette.blends_of(black).over(white, 0), white);
        assert_eq!(palette.blends_of(black).over(white, OPAQUE), black);
        assert_eq!(palette.blends_of(black).over(white, OPAQUE / 2), grey);
    }
}
