//! Board views to PNG images.
//!
//! The renderer takes a [`games::BoardView`] (what one audience may see, never the full state) and a
//! [`Style`], and returns PNG bytes.
//!
//! How it is fast: each board kind is drawn once, on first use, into a 256-colour palette (frame,
//! coordinates and board, for each orientation, plain and tinted for last moves), and piece and glyph
//! sprites are rasterised once and cached. An image is then composed by copying and blending palette
//! bytes, and written as a palette PNG with fast deflate.
//!
//! Boards are small descriptions (`boards/`): size, where each point lies, colours, and the drawing of
//! their own features and pieces. The composer (`compose`) does what they share: orientation for the
//! perspective seat, coordinates on the edges, last-move and highlight marks, panels of pieces beside
//! the board, and the caption.

mod assets;
mod boards;
mod canvas;
mod compose;
mod encode;
mod font;
mod indexed;
mod palette;
mod pieces;

use games::{BoardView, Point};

/// How labels on pieces are written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum LabelStyle {
    /// English names and rank digits.
    #[default]
    English,
    /// Chinese characters.
    Chinese,
}

/// Everything about an image that is not the position itself.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Style {
    /// Lines of text drawn under the board: players, whose turn, the clock.
    pub caption: Vec<String>,
    /// How pieces are labelled.
    pub labels: LabelStyle,
}

/// Why an image could not be made.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// The PNG encoder failed.
    #[error("the board image could not be encoded: {0}")]
    Encode(String),
    /// The view names a point the board does not have.
    #[error("point {point} is not on the {board:?} board")]
    PointOutsideBoard {
        /// The point.
        point: Point,
        /// The board.
        board: &'static str,
    },
}

/// Draws `view` as a PNG.
pub fn render_png(view: &BoardView, style: &Style) -> Result<Vec<u8>, RenderError> {
    let (image, assets) = compose::compose(view, style)?;
    encode::encode(&image, &assets.palette)
}

/// The width and height in pixels of the image [`render_png`] makes for `view` and `style`.
pub fn image_size(view: &BoardView, style: &Style) -> (u32, u32) {
    let layout = compose::layout(view, style);
    (layout.width as u32, layout.height as u32)
}

/// The rectangle `(x, y, width, height)` of `point`'s cell in the image of `view`: the only pixels a
/// change at that point (a piece, a last-move or highlight mark) can touch. `None` if the board has no
/// such point.
pub fn cell_rect(view: &BoardView, point: Point) -> Option<(u32, u32, u32, u32)> {
    compose::cell_rect(view, point)
}
