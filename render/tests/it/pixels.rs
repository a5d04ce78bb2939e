//! Reading the renderer's images back: decoding, the pixels where two images differ, and heights as a
//! phone shows them.

use games::BoardView;
use image::RgbaImage;
use render::{Style, render_png};

/// How wide Discord shows an image on a phone, in pixels.
pub const PHONE_WIDTH: f32 = 330.0;

/// A PNG decoded to pixels.
pub fn decode(png: &[u8]) -> RgbaImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("a valid PNG")
        .to_rgba8()
}

/// `view` drawn in `style`, decoded.
pub fn draw(view: &BoardView, style: &Style) -> RgbaImage {
    decode(&render_png(view, style).expect("the view renders"))
}

/// Every pixel where two images of the same size differ.
pub fn differences(a: &RgbaImage, b: &RgbaImage) -> Vec<(u32, u32)> {
    assert_eq!(a.dimensions(), b.dimensions());
    a.enumerate_pixels()
        .filter(|&(x, y, p)| p != b.get_pixel(x, y))
        .map(|(x, y, _)| (x, y))
        .collect()
}

/// Whether the pixel `(x, y)` is inside the rectangle `(left, top, width, height)`.
pub fn inside(rect: (u32, u32, u32, u32), (x, y): (u32, u32)) -> bool {
    x >= rect.0 && x < rect.0 + rect.2 && y >= rect.1 && y < rect.1 + rect.3
}

/// The height, in pixels of the image shown at phone width, of what `with` draws and `without` does not.
pub fn phone_height(with: &BoardView, without: &BoardView, style: &Style) -> f32 {
    changed_height(&draw(with, style), &draw(without, style))
}

/// The smallest box `(left, top, right, bottom)` holding every pixel where two images differ.
pub fn changed_box(a: &RgbaImage, b: &RgbaImage) -> Option<(u32, u32, u32, u32)> {
    let changed = differences(a, b);
    let left = changed.iter().map(|p| p.0).min()?;
    let top = changed.iter().map(|p| p.1).min()?;
    let right = changed.iter().map(|p| p.0).max()? + 1;
    let bottom = changed.iter().map(|p| p.1).max()? + 1;
    Some((left, top, right, bottom))
}

/// The height at phone width of what differs between two images.
pub fn changed_height(a: &RgbaImage, b: &RgbaImage) -> f32 {
    let (_, top, _, bottom) = changed_box(a, b).expect("the text is drawn");
    (bottom - top) as f32 * PHONE_WIDTH / a.width() as f32
}
