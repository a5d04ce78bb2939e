//! Everything about a board that is drawn once: its palette, its backgrounds for each turn, the masks
//! of its cells, and caches of piece and glyph sprites. Built on first use of each board (by name) and
//! kept for the life of the process.

use crate::board::{self, CellMask, FRAME};
use crate::canvas::{Canvas, Rgb};
use crate::font;
use crate::indexed::{Indexed, Sprite};
use crate::palette::{Histogram, Palette};
use crate::pieces::{self, COLOURS};
use crate::projection::{Projection, turn_key};
use crate::{LabelStyle, Words};
use games::geometry::{Mark, Turn};
use games::{Face, Facing, Geometry, Label, Seat};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::{Arc, LazyLock, Mutex, OnceLock};

/// A fast hasher for the sprite caches, looked up for every piece and glyph of every image; their keys
/// come from the renderer's own views, not from an adversary, so a keyed hash buys nothing.
#[derive(Default)]
pub(crate) struct FastHasher(u64);

impl Hasher for FastHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.0 = (self.0.rotate_left(5) ^ u64::from_le_bytes(word))
                .wrapping_mul(0x517C_C1B7_2722_0A95);
        }
    }
}

/// A map with the [`FastHasher`].
pub(crate) type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;

/// A lazily drawn orientation, kept for the life of the process.
type OrientationCell = &'static OnceLock<Orientation>;

/// The tint laid over the cells of the last move, and its opacity.
const LAST_MOVE: (Rgb, f32) = (Rgb::hex(0xFFE14D), 0.5);
/// The tint laid over highlighted cells, and its opacity.
const HIGHLIGHT: (Rgb, f32) = (Rgb::hex(0x4FC3F7), 0.45);
/// The grey laid over muted zones, and its opacity.
const MUTED: (Rgb, f32) = (Rgb::hex(0x8E8A83), 0.62);
/// The line of the last move's route.
pub(crate) const ROUTE: Rgb = Rgb::hex(0xC2410C);
/// The width of the route line, as a share of a piece's smaller side.
pub(crate) const ROUTE_SHARE: f32 = 0.11;
/// The dot on an empty highlighted point.
const DOT: Rgb = Rgb::hex(0x0B5F86);
/// Scale of the pieces shown in panels, relative to pieces on the board, where the board's pieces are
/// large enough for it.
pub(crate) const PANEL_SCALE: f32 = 0.72;
/// The least height of a piece's mark (its ink), as a share of the image width: 8.6 pixels when the
/// image is shown 330 pixels wide, like the chat's small print (see the phone-width test).
pub(crate) const LABEL_SHARE: f32 = 0.026;
/// The least height of a piece in a panel, as a share of the image width: room for a mark of
/// [`LABEL_SHARE`] (a mark takes at most about half a piece's height).
const PANEL_PIECE_SHARE: f32 = 0.052;

/// The kinds of text drawn per image, each with its own size and colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum TextKind {
    /// A caption line under the board.
    Caption,
    /// An info line.
    Info,
    /// The title of a panel.
    PanelTitle,
    /// The count beside a group of identical pieces in a panel.
    Count,
}

impl TextKind {
    /// The text size (line height) in pixels in an image `width` pixels wide: a caption's capitals are
    /// over 7 pixels tall when the image is shown 330 pixels wide (see the phone-width test).
    pub(crate) fn size(self, width: usize) -> f32 {
        let share = match self {
            TextKind::Caption => 0.044,
            TextKind::Info => 0.044,
            TextKind::PanelTitle => 0.038,
            TextKind::Count => 0.042,
        };
        (share * width as f32).round()
    }

    fn colour(self) -> Rgb {
        match self {
            TextKind::Caption | TextKind::Count => Rgb::hex(0xEEEAE2),
            TextKind::Info => Rgb::hex(0xDDD5C4),
            TextKind::PanelTitle => Rgb::hex(0xB9B1A2),
        }
    }

    const ALL: [TextKind; 4] = [
        TextKind::Caption,
        TextKind::Info,
        TextKind::PanelTitle,
        TextKind::Count,
    ];
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

/// Which background a cell is copied from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ground {
    /// The board as it is.
    Plain = 0,
    /// Tinted for the last move.
    LastMove = 1,
    /// Tinted for a highlight.
    Highlight = 2,
    /// Greyed for a muted seat.
    Muted = 3,
}

/// The board drawn for one turn.
pub(crate) struct Orientation {
    pub(crate) projection: Projection,
    /// Whether the board's coordinates are drawn.
    coordinates: bool,
    /// Plain, last-move, highlight and muted copies of the board, indexed by [`Ground`].
    grounds: [Indexed; 4],
    /// The board with every point of one terrain, per terrain, drawn on first use: where a view draws a
    /// point as another terrain, its cell is copied from there.
    terrains: Vec<OnceLock<Indexed>>,
    /// The pixels of each point's cell.
    pub(crate) cells: Vec<CellMask>,
}

impl Orientation {
    /// The board copy for `ground`.
    pub(crate) fn ground(&self, ground: Ground) -> &Indexed {
        &self.grounds[ground as usize]
    }
}

/// The key of a piece sprite: the face, the label style, the size, and the turn of its label.
type PieceKey = (Face, LabelStyle, Words, PieceSize, i32);

/// The drawn-once parts of one board.
pub(crate) struct Assets {
    pub(crate) geometry: &'static Geometry,
    pub(crate) palette: Palette,
    /// The frame colour's index, which fills panels and the caption area.
    pub(crate) frame: u8,
    /// The route line's index.
    pub(crate) route: u8,
    /// A dot marking an empty highlighted point.
    pub(crate) dot: Sprite,
    /// By turn, and whether coordinates are drawn.
    orientations: Mutex<HashMap<(i32, bool), OrientationCell>>,
    pieces: Mutex<FastMap<PieceKey, Arc<Sprite>>>,
    glyphs: Mutex<FastMap<(char, TextKind, usize), Arc<Glyph>>>,
}

/// Every board's assets, by board name, built on first use.
static BOARDS: LazyLock<Mutex<HashMap<&'static str, &'static OnceLock<Assets>>>> =
    LazyLock::new(|| Mutex::new(HashMap::new()));

/// The assets of `geometry`, built on first use.
pub(crate) fn assets(geometry: &'static Geometry) -> &'static Assets {
    let cell: &'static OnceLock<Assets> = lock(&BOARDS)
        .entry(geometry.name)
        .or_insert_with(|| Box::leak(Box::new(OnceLock::new())));
    cell.get_or_init(|| Assets::build(geometry))
}

/// Whether the assets of the board called `name` are built, with its ground for each of `seats`.
#[cfg(test)]
pub(crate) fn built(name: &str, seats: usize) -> bool {
    let boards = lock(&BOARDS);
    let Some(assets) = boards.get(name).and_then(|cell| cell.get()) else {
        return false;
    };
    let orientations = lock(&assets.orientations);
    (0..seats).all(|seat| {
        let turn = assets.geometry.turn_of(Seat(seat as u8));
        orientations
            .get(&(turn_key(turn), true))
            .is_some_and(|cell| cell.get().is_some())
    })
}

/// A board's canvas for `turn` in its four grounds.
fn ground_canvases(geometry: &Geometry, projection: &Projection) -> [Canvas; 4] {
    let plain = board::draw(geometry, projection);
    let tinted = |(colour, opacity): (Rgb, f32)| {
        let mut canvas = plain.clone();
        canvas.fill(colour, opacity);
        canvas
    };
    let [last, highlight, muted] = [LAST_MOVE, HIGHLIGHT, MUTED].map(tinted);
    [plain, last, highlight, muted]
}

/// Every colour a board description names.
fn board_colours(geometry: &Geometry) -> Vec<Rgb> {
    let mut colours = vec![Rgb::of(geometry.paper)];
    let mark = |mark: &Mark| match mark {
        Mark::Rect { fill, edge, .. }
        | Mark::Pill { fill, edge, .. }
        | Mark::Circle { fill, edge, .. }
        | Mark::Sign { fill, edge, .. } => [*fill, *edge].map(Rgb::of).to_vec(),
        Mark::Net { ground, ink, .. } => [*ground, *ink].map(Rgb::of).to_vec(),
        Mark::Emblem { ground, .. } => vec![Rgb::of(*ground)],
        Mark::Waves { ink } => vec![Rgb::of(*ink)],
        Mark::Mountains { fill, snow, .. } => [*fill, *snow].map(Rgb::of).to_vec(),
        Mark::None => Vec::new(),
    };
    let mut marks = Vec::new();
    for terrain in &geometry.terrains {
        marks.extend(terrain.fill.map(Rgb::of));
        marks.extend(mark(&terrain.mark));
    }
    for ornament in &geometry.ornaments {
        marks.extend(mark(&ornament.mark));
    }
    colours.extend(marks);
    for style in &geometry.link_styles {
        colours.push(Rgb::of(style.colour));
        colours.extend(style.ties.map(|(tie, _)| Rgb::of(tie)));
    }
    for area in &geometry.areas {
        colours.extend(area.fill.map(Rgb::of));
        colours.extend(area.edge.map(|(edge, _)| Rgb::of(edge)));
    }
    colours
}

/// Each colour a board names, also as tinted for the last move and for a highlight.
fn ground_colours(geometry: &Geometry) -> Vec<Rgb> {
    board_colours(geometry)
        .iter()
        .flat_map(|&c| {
            [
                c,
                c.mix(LAST_MOVE.0, LAST_MOVE.1),
                c.mix(HIGHLIGHT.0, HIGHLIGHT.1),
            ]
        })
        .collect()
}

/// The sprites whose colours a board's palette must hold: the highlight dot first, then a shown and a
/// hidden piece of every colour in each label style and size, and a stretch of the route.
fn sample_sprites(geometry: &Geometry, projection: &Projection) -> Vec<Canvas> {
    let sample = Label {
        short: "8",
        name: "Elephant",
        cjk: "象",
    };
    let mut sprites = vec![dot_canvas(geometry, projection)];
    for colour in COLOURS {
        let shown = Face {
            colour,
            ..Face::shown(Seat(0), sample)
        };
        let hidden = Face {
            colour,
            ..Face::hidden(Seat(0))
        };
        for face in [shown, hidden] {
            for labels in [LabelStyle::English, LabelStyle::Chinese] {
                for size in [PieceSize::Board, PieceSize::Panel] {
                    sprites.push(piece_canvas(geometry, &face, labels, size, 0.0));
                }
            }
        }
    }
    let mut route = Canvas::new(40, 12);
    route.line((4.0, 6.0), (36.0, 6.0), 6.0, ROUTE, 1.0);
    sprites.push(route);
    sprites
}

/// The colours of what a board's images show: its grounds, the sprites over each ground colour and
/// the frame, and a sample of each kind of text on the frame, for an image `width` pixels wide.
fn image_histogram(
    grounds: &[Canvas],
    sprites: &[Canvas],
    ground_colours: &[Rgb],
    width: usize,
) -> Histogram {
    let mut histogram = Histogram::default();
    for canvas in grounds {
        histogram.add(&canvas.flatten(FRAME));
    }
    for sprite in sprites {
        for &ground in ground_colours.iter().chain([&FRAME]) {
            histogram.add(&sprite.flatten(ground));
        }
    }
    for kind in TextKind::ALL {
        let size = kind.size(width);
        let run = font::layout("Blue: Ada 4:59 · Red: Bob — 12 moves ×3", size);
        let mut canvas = Canvas::new(run.width.ceil() as usize + 4, size as usize * 2);
        canvas.text(&run, 2.0, size * 1.3, kind.colour(), 1.0);
        histogram.add(&canvas.flatten(FRAME));
    }
    histogram
}

/// The colours a board's palette holds exactly: the frame's, the route's, the dot's, the texts', the
/// grounds' and every piece colour's shades.
fn key_colours(ground_colours: Vec<Rgb>) -> Vec<Rgb> {
    let mut key = vec![FRAME, board::FRAME_INK, ROUTE, DOT];
    key.extend(TextKind::ALL.iter().map(|kind| kind.colour()));
    key.extend(ground_colours);
    for colour in COLOURS {
        let shades = pieces::shades(colour);
        key.extend([shades.fill, shades.edge, shades.shine, shades.ink]);
    }
    key
}

impl Assets {
    fn build(geometry: &'static Geometry) -> Self {
        let turn = geometry.turn_of(Seat(0));
        let projection = Projection::new(geometry, turn);
        let grounds = ground_canvases(geometry, &projection);
        let ground_colours = ground_colours(geometry);
        let sprites = sample_sprites(geometry, &projection);
        let histogram = image_histogram(&grounds, &sprites, &ground_colours, projection.size.0);
        let palette = Palette::build(&key_colours(ground_colours), &histogram);
        let frame = palette.nearest(FRAME);
        let route = palette.nearest(ROUTE);
        let dot = Sprite::from_canvas(&sprites[0], &palette);
        let assets = Self {
            geometry,
            palette,
            frame,
            route,
            dot,
            orientations: Mutex::new(HashMap::new()),
            pieces: Mutex::new(FastMap::default()),
            glyphs: Mutex::new(FastMap::default()),
        };
        let first: OrientationCell = Box::leak(Box::new(OnceLock::new()));
        first.get_or_init(|| assets.index(projection, grounds, true));
        lock(&assets.orientations).insert((turn_key(turn), true), first);
        assets
    }

    fn index(
        &self,
        projection: Projection,
        grounds: [Canvas; 4],
        coordinates: bool,
    ) -> Orientation {
        let grounds = grounds.map(|canvas| Indexed::from_canvas(&canvas, FRAME, &self.palette));
        Orientation {
            coordinates,
            cells: board::cell_masks(self.geometry, &projection),
            projection,
            grounds,
            terrains: self
                .geometry
                .terrains
                .iter()
                .map(|_| OnceLock::new())
                .collect(),
        }
    }

    /// The board of `orientation` with every point drawn as `terrain` (an index the caller checked),
    /// drawn on first request.
    pub(crate) fn terrain_ground<'a>(
        &self,
        orientation: &'a Orientation,
        terrain: u8,
    ) -> &'a Indexed {
        orientation.terrains[usize::from(terrain)].get_or_init(|| {
            let mut geometry = self.geometry.clone();
            if !orientation.coordinates {
                geometry.captions.clear();
            }
            for point in &mut geometry.points {
                point.terrain = terrain;
            }
            let canvas = board::draw(&geometry, &orientation.projection);
            Indexed::from_canvas(&canvas, FRAME, &self.palette)
        })
    }

    /// The board drawn as `seat` sees it, with or without its coordinates (the board's captions), drawn
    /// on first request.
    pub(crate) fn orientation(&self, seat: Seat, coordinates: bool) -> &'static Orientation {
        let turn = self.geometry.turn_of(seat);
        let cell: OrientationCell = *lock(&self.orientations)
            .entry((turn_key(turn), coordinates))
            .or_insert_with(|| Box::leak(Box::new(OnceLock::new())));
        cell.get_or_init(|| {
            let projection = Projection::new(self.geometry, turn);
            let grounds = if coordinates {
                ground_canvases(self.geometry, &projection)
            } else {
                let mut bare = self.geometry.clone();
                bare.captions.clear();
                ground_canvases(&bare, &projection)
            };
            self.index(projection, grounds, coordinates)
        })
    }

    /// The sprite of `face` as `perspective` sees it, drawn on first request.
    pub(crate) fn piece(
        &self,
        face: &Face,
        labels: LabelStyle,
        words: Words,
        size: PieceSize,
        perspective: Seat,
    ) -> Arc<Sprite> {
        let degrees = match face.facing {
            Facing::Reader => 0.0,
            Facing::Owner => {
                self.geometry.turn_of(perspective).degrees()
                    - self.geometry.turn_of(face.owner).degrees()
            }
        };
        let key = (*face, labels, words, size, turn_key(Turn::Degrees(degrees)));
        if let Some(sprite) = lock(&self.pieces).get(&key) {
            return Arc::clone(sprite);
        }
        let canvas = pieces::draw(
            face,
            lettering(self.geometry, labels, degrees, face.facing),
            words,
            piece_size(self.geometry, size),
        );
        let sprite = Arc::new(Sprite::from_canvas(&canvas, &self.palette));
        Arc::clone(lock(&self.pieces).entry(key).or_insert(sprite))
    }

    /// The glyph of `c` in text of `kind` for an image `width` pixels wide, drawn on first request.
    pub(crate) fn glyph(&self, c: char, kind: TextKind, width: usize) -> Arc<Glyph> {
        let key = (c, kind, width);
        if let Some(glyph) = lock(&self.glyphs).get(&key) {
            return Arc::clone(glyph);
        }
        let glyph = Arc::new(self.draw_glyph(c, kind, width));
        Arc::clone(lock(&self.glyphs).entry(key).or_insert(glyph))
    }

    fn draw_glyph(&self, c: char, kind: TextKind, width: usize) -> Glyph {
        draw_glyph(c, kind.size(width), self.palette.nearest(kind.colour()))
    }

    /// The size of a piece sprite of `size`, in pixels.
    pub(crate) fn piece_pixels(&self, size: PieceSize) -> (usize, usize) {
        pieces::canvas_size(piece_size(self.geometry, size))
    }
}

/// The glyph of `c` at `size` pixels in palette colour `ink`.
pub(crate) fn draw_glyph(c: char, size: f32, ink: u8) -> Glyph {
    let mut text = [0u8; 4];
    let run = font::layout(c.encode_utf8(&mut text), size);
    let mut plotted = Vec::new();
    run.draw(0.0, 0.0, |x, y, coverage| plotted.push((x, y, coverage)));
    let advance = font::advance(c, size);
    let (Some(left), Some(top), Some(right), Some(bottom)) = (
        plotted.iter().map(|p| p.0).min(),
        plotted.iter().map(|p| p.1).min(),
        plotted.iter().map(|p| p.0).max(),
        plotted.iter().map(|p| p.1).max(),
    ) else {
        return Glyph {
            sprite: Sprite::from_coverage(0, 0, &[], ink),
            left: 0,
            top: 0,
            advance,
        };
    };
    let (w, h) = ((right - left + 1) as usize, (bottom - top + 1) as usize);
    let mut coverage = vec![0.0f32; w * h];
    for (x, y, c) in plotted {
        let cell = &mut coverage[(y - top) as usize * w + (x - left) as usize];
        *cell = (*cell + c).min(1.0);
    }
    Glyph {
        sprite: Sprite::from_coverage(w, h, &coverage, ink),
        left,
        top,
        advance,
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The size in pixels of a piece of `size` on `geometry`'s images: a panel's pieces smaller than the
/// board's, but never too small for a legible mark.
fn piece_size(geometry: &Geometry, size: PieceSize) -> (f32, f32) {
    let scale = crate::projection::scale_of(geometry);
    let board = (geometry.piece_size.0 * scale, geometry.piece_size.1 * scale);
    match size {
        PieceSize::Board => board,
        PieceSize::Panel => {
            let least = PANEL_PIECE_SHARE * image_width(geometry) / board.1;
            let share = least.clamp(PANEL_SCALE, 1.0);
            (board.0 * share, board.1 * share)
        }
    }
}

/// The width of `geometry`'s images as its first seat sees them, in pixels.
fn image_width(geometry: &Geometry) -> f32 {
    crate::projection::scale_of(geometry) * geometry.size.0
}

/// How labels are lettered on `geometry`'s pieces in `labels`, for a piece `facing` its owner a reader
/// `degrees` away: upright, with a pointer turned by that much.
fn lettering(
    geometry: &Geometry,
    labels: LabelStyle,
    degrees: f32,
    facing: Facing,
) -> pieces::Lettering {
    pieces::Lettering {
        labels,
        pointer: (facing == Facing::Owner).then_some(degrees),
        least: LABEL_SHARE * image_width(geometry),
    }
}

/// A piece of `geometry` for building its palette, its badge in English.
fn piece_canvas(
    geometry: &Geometry,
    face: &Face,
    labels: LabelStyle,
    size: PieceSize,
    degrees: f32,
) -> Canvas {
    pieces::draw(
        face,
        lettering(geometry, labels, degrees, face.facing),
        Words::English,
        piece_size(geometry, size),
    )
}

/// A dot for empty highlighted points, a third of a piece across.
fn dot_canvas(geometry: &Geometry, projection: &Projection) -> Canvas {
    let radius = geometry.piece_size.0.min(geometry.piece_size.1) * projection.scale / 6.0;
    let side = (2.0 * radius + 4.0).ceil() as usize;
    let mut canvas = Canvas::new(side, side);
    let centre = side as f32 / 2.0;
    canvas.disc(centre, centre, radius + 1.5, Rgb::hex(0xFFFFFF), 0.9);
    canvas.disc(centre, centre, radius, DOT, 1.0);
    canvas
}
