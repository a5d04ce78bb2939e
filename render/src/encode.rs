//! Palette PNG encoding.

use crate::RenderError;
use crate::deflate;
use crate::indexed::Indexed;
use crate::palette::Palette;

/// Encodes `image` as an 8-bit palette PNG: its rows unfiltered, compressed by [`deflate::zlib`].
///
/// Measured on the benchmark images: fdeflate's fast mode needs the Paeth filter to compress palette
/// rows at all and still leaves the Junqi board at about 90 KB; zlib level 1 on unfiltered rows makes
/// it about 36 KB but takes several milliseconds. The specialised encoder makes it about as small as
/// zlib level 1 in a fraction of the time, because board images are mostly rows repeated from the row
/// above, runs, and repeated sprites.
pub(crate) fn encode(image: &Indexed, palette: &Palette) -> Result<Vec<u8>, RenderError> {
    let failed = |error: png::EncodingError| RenderError::Encode(error.to_string());
    let stream = deflate::zlib(&image.rows, image.stride());
    let mut bytes = Vec::with_capacity(stream.len() + 1024);
    let mut encoder = png::Encoder::new(&mut bytes, image.width as u32, image.height as u32);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    let rgb: Vec<u8> = palette
        .colours()
        .iter()
        .flat_map(|c| [c.0, c.1, c.2])
        .collect();
    encoder.set_palette(rgb);
    let mut writer = encoder.write_header().map_err(failed)?;
    writer
        .write_chunk(png::chunk::IDAT, &stream)
        .map_err(failed)?;
    writer.finish().map_err(failed)?;
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::canvas::Rgb;
    use crate::palette::Histogram;

    /// Pseudo-random bytes from a fixed seed (xorshift).
    fn noise(seed: u32, count: usize, range: u8) -> Vec<u8> {
        let mut state = seed | 1;
        (0..count)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 17;
                state ^= state << 5;
                (state % u32::from(range)) as u8
            })
            .collect()
    }

    fn round_trip(width: usize, height: usize, pixels: Vec<u8>) {
        let colours: Vec<Rgb> = (0..=255u8).map(|i| Rgb(i, 255 - i, i / 2)).collect();
        let palette = Palette::build(&colours, &Histogram::default());
        let image = Indexed::new(width, height, &pixels);
        let png = encode(&image, &palette).expect("encodes");
        let decoded = image::load_from_memory_with_format(&png, image::ImageFormat::Png)
            .expect("decodes")
            .to_rgb8();
        assert_eq!(decoded.dimensions(), (width as u32, height as u32));
        for (x, y, pixel) in decoded.enumerate_pixels() {
            let colour = palette.colours()[usize::from(image.pixel(x as usize, y as usize))];
            assert_eq!(pixel.0, [colour.0, colour.1, colour.2], "pixel {x}, {y}");
        }
    }

    #[test]
    fn images_of_every_texture_decode_exactly() {
        // Noise (literals), few colours (short matches), stripes and repeated rows (long matches), a
        // single pixel, and an image wider than a match.
        round_trip(97, 61, noise(7, 97 * 61, 255));
        round_trip(64, 64, noise(3, 64 * 64, 3));
        let stripes: Vec<u8> = (0..300 * 40).map(|i| ((i % 300) / 7) as u8).collect();
        round_trip(300, 40, stripes);
        round_trip(1, 1, vec![9]);
        let mut blocks = noise(11, 700 * 90, 4);
        for row in 30..60 {
            let (from, to) = ((row - 1) * 700, row * 700);
            blocks.copy_within(from..to, to);
        }
        round_trip(700, 90, blocks);
    }
}
