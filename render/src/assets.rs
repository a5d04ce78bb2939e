//! Everything about a board that is drawn once: its palette, its backgrounds, and caches of piece and
//! glyph sprites. Built on first use of each board kind and kept for the life of the process.

use crate::LabelStyle;
use crate::boards::{Board, Projection, board};
use crate::canvas::{Canvas, Rgb};
use crate::font;
use crate::indexed::{Indexed, Sprite};
use crate::palette::{Histogram, Palette};
use games::{BoardRef, Face};
use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

/// Width of the frame around the board, where the coordinates are written.
pub(crate) const MARGIN: usize = 28;
/// Size of coordinate text.
const COORDINATE_SIZE: f32 = 15.0;
/// Scale of the pieces shown in panels beside the board.
pub(crate) const PANEL_SCALE: f32 = 0.6;

/// The kinds of text drawn per image, each with its own size and colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum TextKind {
    /// A caption line under the board.
    Caption,
    /// The title of a panel.
    PanelTitle,
}

impl TextKind {
    /// The text size in pixels.
    pub(crate) fn size(self) -> f32 {
        match self {
            TextKind::Caption => 19.0,
            TextKind::PanelTitle => 15.0,
        }
    }
}

/// How big a piece sprite is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum PieceSize {
    /// On the board.
    Board,
    /// In a panel beside the board.
    Panel,
}

/// A glyph ready to blit: its sprite, where the sprite sits relative to the pen, and the advance.
pub(crate) struct Glyph {
    pub(crate) sprite: Sprite,
    pub(crate) left: i32,
    pub(crate) top: i32,
    pub(crate) advance: f32,
}

/// The drawn-once parts of one board kind.
pub(crate) struct Assets {
    pub(crate) board: &'static dyn Board,
    pub(crate) palette: Palette,
    /// Frame and board, indexed by `[turned][tinted]`; tinted copies supply last-move cells.
    backgrounds: [[Indexed; 2]; 2],
    /// The frame colour's index, which fills panels and the caption area.
    pub(crate) frame: u8,
    /// A dot marking an empty highlighted point.
    pub(crate) dot: Sprite,
    /// Corner marks around an occupied highlighted point.
    pub(crate) corners: Sprite,
    pieces: Mutex<HashMap<(Face, LabelStyle, PieceSize), Arc<Sprite>>>,
    glyphs: Mutex<HashMap<(char, TextKind), Arc<Glyph>>>,
}

static JUNGLE: LazyLock<Assets> = LazyLock::new(|| Assets::build(board("jungle")));
static JUNQI2: LazyLock<Assets> = LazyLock::new(|| Assets::build(board("junqi2")));

/// The assets of `kind`, built on first use.
pub(crate) fn assets(kind: BoardRef) -> &'static Assets {
    if kind.name == "jungle" {
        &JUNGLE
    } else {
        &JUNQI2
    }
}

impl Assets {
    fn build(board: &'static dyn Board) -> Self {
        let theme = board.theme();
        let (tint, tint_opacity) = theme.last_move;
        let plain = [false, true].map(|turned| background_canvas(board, turned));
        let tinted = plain.each_ref().map(|canvas| {
            let mut canvas = canvas.clone();
            canvas.fill(tint, tint_opacity);
            canvas
        });

        let mut histogram = Histogram::default();
        for canvas in plain.iter().chain(&tinted) {
            histogram.add(&canvas.flatten(theme.frame));
        }
        let grounds: Vec<Rgb> = theme
            .key
            .iter()
            .map(|&c| c.mix(tint, tint_opacity))
            .chain(theme.key.iter().copied())
            .collect();
        let dot = dot_canvas(board);
        let corners = corners_canvas(board);
        let mut samples = vec![dot.clone(), corners.clone()];
        for face in board.sample_faces() {
            for labels in [LabelStyle::English, LabelStyle::Chinese] {
                for size in [PieceSize::Board, PieceSize::Panel] {
                    samples.push(piece_canvas(board, &face, labels, size));
                }
            }
        }
        for sample in &samples {
            for &ground in &grounds {
                histogram.add(&sample.flatten(ground));
            }
        }
        for kind in [TextKind::Caption, TextKind::PanelTitle] {
            let run = font::layout("Blue: Ada 4:59 · Red: Bob — 12 moves", kind.size());
            let mut canvas = Canvas::new(run.width.ceil() as usize + 4, kind.size() as usize * 2);
            canvas.text(&run, 2.0, kind.size() * 1.3, text_colour(board, kind), 1.0);
            histogram.add(&canvas.flatten(theme.frame));
        }

        let mut key = vec![
            theme.frame,
            theme.coordinates,
            theme.caption,
            theme.panel_title,
        ];
        key.extend(
            theme
                .key
                .iter()
                .flat_map(|&c| [c, c.mix(tint, tint_opacity)]),
        );
        let palette = Palette::build(&key, &histogram);
        let frame = palette.nearest(theme.frame);
        let index = |canvas: &Canvas| Indexed::from_canvas(canvas, theme.frame, &palette);
        let backgrounds = [
            [index(&plain[0]), index(&tinted[0])],
            [index(&plain[1]), index(&tinted[1])],
        ];
        let dot = Sprite::from_canvas(&dot, &palette);
        let corners = Sprite::from_canvas(&corners, &palette);
        Self {
            board,
            palette,
            backgrounds,
            frame,
            dot,
            corners,
            pieces: Mutex::new(HashMap::new()),
            glyphs: Mutex::new(HashMap::new()),
        }
    }

    /// The frame and board, plain or tinted, turned or not.
    pub(crate) fn background(&self, turned: bool, tinted: bool) -> &Indexed {
        &self.backgrounds[usize::from(turned)][usize::from(tinted)]
    }

    /// The sprite of `face`, drawn on first request.
    pub(crate) fn piece(&self, face: &Face, labels: LabelStyle, size: PieceSize) -> Arc<Sprite> {
        let key = (*face, labels, size);
        if let Some(sprite) = lock(&self.pieces).get(&key) {
            return Arc::clone(sprite);
        }
        let sprite = Arc::new(Sprite::from_canvas(
            &piece_canvas(self.board, face, labels, size),
            &self.palette,
        ));
        Arc::clone(lock(&self.pieces).entry(key).or_insert(sprite))
    }

    /// The glyph of `c` in text of `kind`, drawn on first request.
    pub(crate) fn glyph(&self, c: char, kind: TextKind) -> Arc<Glyph> {
        if let Some(glyph) = lock(&self.glyphs).get(&(c, kind)) {
            return Arc::clone(glyph);
        }
        let glyph = Arc::new(self.draw_glyph(c, kind));
        Arc::clone(lock(&self.glyphs).entry((c, kind)).or_insert(glyph))
    }

    fn draw_glyph(&self, c: char, kind: TextKind) -> Glyph {
        let size = kind.size();
        let mut text = [0u8; 4];
        let run = font::layout(c.encode_utf8(&mut text), size);
        let mut plotted = Vec::new();
        run.draw(0.0, 0.0, |x, y, coverage| plotted.push((x, y, coverage)));
        let (left, top) = plotted
            .iter()
            .fold((i32::MAX, i32::MAX), |(l, t), &(x, y, _)| {
                (l.min(x), t.min(y))
            });
        let (right, bottom) = plotted
            .iter()
            .fold((i32::MIN, i32::MIN), |(r, b), &(x, y, _)| {
                (r.max(x), b.max(y))
            });
        let advance = font::advance(c, size);
        let ink = self.palette.nearest(text_colour(self.board, kind));
        if plotted.is_empty() {
            return Glyph {
                sprite: Sprite::from_coverage(0, 0, &[], ink),
                left: 0,
                top: 0,
                advance,
            };
        }
        let (width, height) = ((right - left + 1) as usize, (bottom - top + 1) as usize);
        let mut coverage = vec![0.0f32; width * height];
        for (x, y, c) in plotted {
            let cell = &mut coverage[(y - top) as usize * width + (x - left) as usize];
            *cell = (*cell + c).min(1.0);
        }
        Glyph {
            sprite: Sprite::from_coverage(width, height, &coverage, ink),
            left,
            top,
            advance,
        }
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn text_colour(board: &dyn Board, kind: TextKind) -> Rgb {
    match kind {
        TextKind::Caption => board.theme().caption,
        TextKind::PanelTitle => board.theme().panel_title,
    }
}

/// The size of the frame plus board.
pub(crate) fn framed_size(board: &dyn Board) -> (usize, usize) {
    let (width, height) = board.size();
    (width + 2 * MARGIN, height + 2 * MARGIN)
}

/// Where the board lies in the image.
pub(crate) fn projection(board: &dyn Board, turned: bool) -> Projection {
    let (width, height) = board.size();
    Projection {
        origin: (MARGIN as f32, MARGIN as f32),
        size: (width as f32, height as f32),
        turned,
    }
}

/// The frame with its coordinates and the board, drawn for one orientation.
fn background_canvas(board: &dyn Board, turned: bool) -> Canvas {
    let (width, height) = framed_size(board);
    let mut canvas = Canvas::new(width, height);
    let theme = board.theme();
    canvas.fill(theme.frame, 1.0);
    let projection = projection(board, turned);
    board.draw(&mut canvas, &projection);
    let (_, board_height) = board.size();
    let below = (MARGIN + board_height) as f32 + MARGIN as f32 / 2.0;
    for (x, name) in board.files() {
        let (px, _) = projection.point((x, 0.0));
        canvas.text_centred(&name, COORDINATE_SIZE, px, below, theme.coordinates);
    }
    for (y, name) in board.ranks() {
        let (_, py) = projection.point((0.0, y));
        canvas.text_centred(
            &name,
            COORDINATE_SIZE,
            MARGIN as f32 / 2.0,
            py,
            theme.coordinates,
        );
    }
    canvas
}

fn piece_canvas(board: &dyn Board, face: &Face, labels: LabelStyle, size: PieceSize) -> Canvas {
    let scale = match size {
        PieceSize::Board => 1.0,
        PieceSize::Panel => PANEL_SCALE,
    };
    let (width, height) = board.piece_size();
    let mut canvas = Canvas::new(
        (width as f32 * scale).round() as usize,
        (height as f32 * scale).round() as usize,
    );
    board.draw_piece(&mut canvas, face, labels, scale);
    canvas
}

/// The cell size of the board's points (all cells of a board are the same size).
fn cell_size(board: &dyn Board) -> (usize, usize) {
    let cell = board.cell(0);
    (cell.w.round() as usize, cell.h.round() as usize)
}

fn dot_canvas(board: &dyn Board) -> Canvas {
    let (width, height) = cell_size(board);
    let mut canvas = Canvas::new(width, height);
    let (colour, opacity) = board.theme().highlight;
    let radius = width.min(height) as f32 * 0.16;
    canvas.disc(
        width as f32 / 2.0,
        height as f32 / 2.0,
        radius,
        colour,
        opacity,
    );
    canvas
}

fn corners_canvas(board: &dyn Board) -> Canvas {
    let (width, height) = cell_size(board);
    let mut canvas = Canvas::new(width, height);
    let (colour, opacity) = board.theme().highlight;
    let (w, h) = (width as f32, height as f32);
    let leg = w.min(h) * 0.26;
    for (x, y, sx, sy) in [
        (0.0, 0.0, 1.0, 1.0),
        (w, 0.0, -1.0, 1.0),
        (0.0, h, 1.0, -1.0),
        (w, h, -1.0, -1.0),
    ] {
        canvas.polygon(
            &[(x, y), (x + sx * leg, y), (x, y + sy * leg)],
            colour,
            opacity,
        );
    }
    canvas
}
