//! Board views to PNG images and animated GIFs, and their text descriptions.
//!
//! The renderer takes a [`games::BoardView`] (what one audience may see, never the full state) and a
//! [`Style`], and returns PNG bytes. Any board is drawn from its [`games::Geometry`] alone: a new board
//! needs no code here.
//!
//! How it is fast: each board is drawn once, on first use, into a 256-colour palette (for each turn a
//! seat sees it at: plain, tinted for last moves, tinted for highlights, greyed for muted zones), with
//! the pixel mask of every point's cell; piece and glyph sprites are rasterised once and cached. An image
//! is then composed by copying and blending palette bytes (cells through their masks, sprites, the last
//! move's route), and written as a palette PNG with fast deflate.
//!
//! The parts: `board` draws a geometry and its cell masks, `pieces` draws every board's pieces, `assets`
//! keeps what is drawn once, `compose` lays out and composes an image (board, info lines, panels,
//! caption), `text` makes captions readable and fits them, `describe` writes the alt text.
//!
//! The pictures that are not boards, a game's analysis (`chart`) and a tournament's standings
//! (`standings`), are drawn from words the caller has written, in a palette made once for each (`sheet`).
//!
//! Replays are animated GIFs (`animation`): every frame is composed in the board's own palette, which
//! becomes the GIF's global colour table; after the first, a frame redraws only the areas where its
//! view differs from the one before, and only the rectangles that changed are written, LZW-coded
//! (`lzw`) on two threads.
//!
//! Sizes are chosen for phones: Discord shows an image about 330 pixels wide there, so labels,
//! coordinates and captions are sized as shares of the image width (see the phone-width test).

mod animation;
mod assets;
mod board;
mod canvas;
mod chart;
mod compose;
mod deflate;
mod describe;
mod encode;
mod font;
mod indexed;
mod lzw;
mod palette;
mod pieces;
mod projection;
mod shapes;
mod sheet;
mod standings;
mod text;

pub use animation::{Timing, render_gif};
pub use chart::{Chart, ChartMark, TURNING_POINTS, TurningPoint, describe_chart, render_chart};
pub use describe::{MAX_CHARS, Words, describe, describe_in};
use games::{BoardView, Point};
use serde::{Deserialize, Serialize};
pub use standings::{
    LAST_RESULTS, Outcome, OutcomeWords, ResultMark, STANDINGS_ROWS, StandingsHeadings,
    StandingsRow, StandingsTable, describe_standings, render_standings,
};

/// How labels on pieces are written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LabelStyle {
    /// Rank digits and short names (and the English name under it on round pieces with room).
    #[default]
    English,
    /// Chinese characters.
    Chinese,
}

/// Everything about an image that is not the position itself.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Style {
    /// Lines of text drawn under the board: players, whose turn, the clock.
    pub caption: Vec<String>,
    /// How pieces are labelled.
    pub labels: LabelStyle,
    /// Leave out the board's coordinates (its captions: file letters, rank digits, ring letters).
    pub no_coordinates: bool,
    /// The language of the words the renderer writes on pieces itself (badges such as "carries flag").
    pub words: Words,
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
    /// The view draws a point as a terrain the board does not have.
    #[error("terrain {terrain} is not one of the {board:?} board's")]
    UnknownTerrain {
        /// The terrain's index.
        terrain: u8,
        /// The board.
        board: &'static str,
    },
}

/// Builds what every board of the catalogue draws once (its palette and sprites' colours, its grounds
/// as each seat sees it), which the first image of a board otherwise waits for (a tenth of a second or
/// more). A process calls it at start, off the path of its first image.
pub fn warm_up() {
    for entry in games::CATALOGUE {
        for board in (entry.boards)() {
            let assets = assets::assets(board);
            for seat in 0..board.turns.len().max(1) {
                assets.orientation(games::Seat(seat as u8), true);
            }
        }
    }
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

/// The rectangle `(x, y, width, height)` around `point`'s cell in the image of `view`: the only pixels a
/// change at that point (a piece, a last-move tint, a highlight) can touch. `None` if the board has no
/// such point.
pub fn cell_rect(view: &BoardView, point: Point) -> Option<(u32, u32, u32, u32)> {
    compose::cell_rect(view, point)
}

#[cfg(test)]
mod tests {
    #[test]
    fn warming_up_builds_every_board_of_the_catalogue_for_every_seat() {
        super::warm_up();
        for entry in games::CATALOGUE {
            for board in (entry.boards)() {
                let seats = board.turns.len().max(1);
                assert!(crate::assets::built(board.name, seats), "{}", board.name);
            }
        }
    }
}
