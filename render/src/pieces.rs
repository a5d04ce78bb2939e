//! Drawing helpers every board's pieces share: fitted labels, badges and soft shadows.

use crate::LabelStyle;
use crate::canvas::{Canvas, Rect, Rgb};
use crate::font;
use games::Label;

/// Draws `text` centred on `(cx, cy)` at `size` pixels, made smaller if needed to fit `max_width`.
pub(crate) fn fitted_text(
    canvas: &mut Canvas,
    text: &str,
    size: f32,
    max_width: f32,
    cx: f32,
    cy: f32,
    ink: Rgb,
) {
    let width = font::layout(text, size).width;
    let size = if width > max_width {
        (size * max_width / width).floor()
    } else {
        size
    };
    canvas.text_centred(text, size, cx, cy, ink);
}

/// Draws `text` centred on `(cx, cy)` within `max_width`: on one line at up to `size` pixels, or, when
/// that would shrink it below `min_size` and it has a space, on two lines split at the middlemost space.
pub(crate) fn wrapped_text(
    canvas: &mut Canvas,
    text: &str,
    (size, min_size): (f32, f32),
    max_width: f32,
    (cx, cy): (f32, f32),
    ink: Rgb,
) {
    let width = font::layout(text, size).width;
    let middle = text.len() / 2;
    let split = text
        .match_indices(' ')
        .map(|(i, _)| i)
        .min_by_key(|&i| i.abs_diff(middle));
    match split {
        Some(at) if size * max_width / width < min_size => {
            let (first, second) = (&text[..at], &text[at + 1..]);
            let line = size * 0.9;
            fitted_text(canvas, first, line, max_width, cx, cy - line * 0.55, ink);
            fitted_text(canvas, second, line, max_width, cx, cy + line * 0.6, ink);
        }
        _ => fitted_text(canvas, text, size, max_width, cx, cy, ink),
    }
}

/// The main text of a label in `style`, and the secondary text drawn smaller beside it.
pub(crate) fn label_texts(label: &Label, style: LabelStyle) -> (&'static str, &'static str) {
    match style {
        LabelStyle::English => (label.short, label.name),
        LabelStyle::Chinese => (label.cjk, label.short),
    }
}

/// A small round badge carrying `text` (a public mark such as a flag carrier), centred on `(cx, cy)`.
pub(crate) fn badge(canvas: &mut Canvas, text: &str, cx: f32, cy: f32, radius: f32) {
    canvas.disc(cx, cy, radius + 1.5, Rgb::hex(0xFFFFFF), 1.0);
    canvas.disc(cx, cy, radius, Rgb::hex(0x1E1E1E), 1.0);
    fitted_text(
        canvas,
        text,
        radius * 1.3,
        radius * 1.6,
        cx,
        cy,
        Rgb::hex(0xFFFFFF),
    );
}

/// A crisp shadow: the shape whose signed distance is `distance`, in translucent black. Crisp rather
/// than blurred, because a blur adds dozens of shades that cost bytes in every image.
pub(crate) fn shadow(
    canvas: &mut Canvas,
    bounds: Rect,
    opacity: f32,
    distance: impl Fn(f32, f32) -> f32,
) {
    canvas.shape(bounds, Rgb(0, 0, 0), opacity, distance);
}
