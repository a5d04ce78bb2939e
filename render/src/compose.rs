//! The composer: lays out the board, the info lines, the panels and the caption, and composes one image
//! from the drawn-once board and sprites. Everything here is copying and blending palette bytes.

use crate::assets::{Assets, Ground, Orientation, PieceSize, ROUTE_SHARE, TextKind, assets};
use crate::board::{link_between, link_path};
use crate::indexed::{Area, Indexed, Sprite};
use crate::text;
use crate::{RenderError, Style};
use games::{BoardView, Face, Geometry, Point};

/// One group of identical faces in a panel, and where it goes.
struct Item {
    face: Face,
    count: usize,
    x: usize,
    y: usize,
}

/// Where each part of an image goes.
pub(crate) struct Layout {
    /// Image width.
    pub(crate) width: usize,
    /// Image height.
    pub(crate) height: usize,
    /// Left edge of text and panels.
    left: usize,
    /// Top of the info lines.
    info_top: usize,
    /// The info lines, wrapped to the image's width.
    info: Vec<String>,
    /// Top of each panel's title, and its items.
    panels: Vec<(usize, Vec<Item>)>,
    /// Top of the caption lines.
    caption_top: usize,
    /// The caption lines, wrapped to the image's width.
    caption: Vec<String>,
}

/// `lines` made readable and wrapped to fit between `left` and `right` as text of `kind`.
fn wrapped<'a>(
    lines: impl Iterator<Item = &'a str>,
    kind: TextKind,
    width: usize,
    (left, right): (usize, usize),
) -> Vec<String> {
    let size = kind.size(width);
    lines
        .flat_map(|line| text::wrap(&text::readable(line), size, (right - left) as f32))
        .collect()
}

/// The height of a line of `kind` in an image `width` pixels wide.
fn line_height(kind: TextKind, width: usize) -> usize {
    (kind.size(width) * 1.45).round() as usize
}

/// Identical faces of `faces`, grouped in order of first appearance, with their counts.
fn groups(faces: &[Face]) -> Vec<(Face, usize)> {
    let mut groups: Vec<(Face, usize)> = Vec::new();
    for face in faces {
        match groups.iter_mut().find(|(seen, _)| seen == face) {
            Some((_, count)) => *count += 1,
            None => groups.push((*face, 1)),
        }
    }
    groups
}

/// The count written beside a group of `count` faces, if more than one.
fn count_text(count: usize) -> Option<String> {
    (count > 1).then(|| format!("×{count}"))
}

/// Lays out `view` with `style`.
pub(crate) fn layout(view: &BoardView, style: &Style) -> Layout {
    let assets = assets(view.board.0);
    let orientation = assets.orientation(view.perspective, !style.no_coordinates);
    layout_with(assets, orientation, view, style)
}

fn layout_with(
    assets: &Assets,
    orientation: &Orientation,
    view: &BoardView,
    style: &Style,
) -> Layout {
    let (width, board_height) = orientation.projection.size;
    let pad = (0.02 * width as f32).round() as usize;
    let left = (0.045 * width as f32).round() as usize;
    let right = width - left;
    let mut y = board_height;
    let info_top = y + pad;
    let written: Vec<String> = view
        .info
        .iter()
        .map(|line| style.words.line(line))
        .collect();
    let info = wrapped(
        written.iter().map(String::as_str),
        TextKind::Info,
        width,
        (left, right),
    );
    if !info.is_empty() {
        y = info_top + info.len() * line_height(TextKind::Info, width);
    }
    let (piece_width, piece_height) = assets.piece_pixels(PieceSize::Panel);
    let count_size = TextKind::Count.size(width);
    let mut panels = Vec::new();
    for panel in &view.panels {
        let top = y + pad;
        let mut items = Vec::new();
        let (mut x, mut row) = (left, top + line_height(TextKind::PanelTitle, width));
        for (face, count) in groups(&panel.pieces) {
            let label = count_text(count).map_or(0.0, |t| text::width(&t, count_size) + 2.0);
            let item_width = piece_width + label.ceil() as usize + pad / 2;
            if x > left && x + item_width > right {
                x = left;
                row += piece_height;
            }
            items.push(Item {
                face,
                count,
                x,
                y: row,
            });
            x += item_width;
        }
        y = if items.is_empty() {
            top + line_height(TextKind::PanelTitle, width)
        } else {
            row + piece_height
        };
        panels.push((top, items));
    }
    let caption_top = y + pad;
    let caption = wrapped(
        style.caption.iter().map(String::as_str),
        TextKind::Caption,
        width,
        (left, right),
    );
    if !caption.is_empty() {
        y = caption_top + caption.len() * line_height(TextKind::Caption, width);
    }
    let height = if y > board_height { y + pad } else { y };
    Layout {
        width,
        height,
        left,
        info_top,
        info,
        panels,
        caption_top,
        caption,
    }
}

/// Checks that every point `view` names is on its board.
fn check_points(view: &BoardView) -> Result<(), RenderError> {
    let count = view.board.points.len();
    let mut points = view
        .pieces
        .iter()
        .map(|p| p.at)
        .chain(view.last_move.iter().copied())
        .chain(view.highlights.iter().copied());
    if let Some(point) = points.find(|&p| usize::from(p) >= count) {
        return Err(RenderError::PointOutsideBoard {
            point,
            board: view.board.name,
        });
    }
    let terrains = view.board.terrains.len();
    for &(point, terrain) in &view.terrain {
        if usize::from(point) >= count {
            return Err(RenderError::PointOutsideBoard {
                point,
                board: view.board.name,
            });
        }
        if usize::from(terrain) >= terrains {
            return Err(RenderError::UnknownTerrain {
                terrain,
                board: view.board.name,
            });
        }
    }
    Ok(())
}

/// Composes the image of `view`.
pub(crate) fn compose(
    view: &BoardView,
    style: &Style,
) -> Result<(Indexed, &'static Assets), RenderError> {
    check_points(view)?;
    let assets = assets(view.board.0);
    let orientation = assets.orientation(view.perspective, !style.no_coordinates);
    let layout = layout_with(assets, orientation, view, style);
    let mut image = Indexed::extended(
        orientation.ground(Ground::Plain),
        layout.height,
        assets.frame,
    );
    paint(view, style, assets, orientation, &layout, &mut image, true);
    Ok((image, assets))
}

/// Draws the pixels of `area` of the image of `view` into `screen`, an image at least as large whose
/// pixels beyond the image are the frame colour: what [`compose`] draws there, and nothing elsewhere.
/// `texts` is the view's [`texts_area`]: outside it the text is not laid out.
pub(crate) fn redraw(
    view: &BoardView,
    style: &Style,
    screen: &mut Indexed,
    area: Area,
    texts: Area,
) -> Result<(), RenderError> {
    check_points(view)?;
    let assets = assets(view.board.0);
    let orientation = assets.orientation(view.perspective, !style.no_coordinates);
    let layout = layout_with(assets, orientation, view, style);
    screen.clip(area);
    screen.fill(orientation.ground(Ground::Plain), assets.frame);
    screen.clip(area.intersection(&Area {
        left: 0,
        top: 0,
        right: layout.width,
        bottom: layout.height,
    }));
    let with_texts = !area.intersection(&texts).is_empty();
    paint(
        view,
        style,
        assets,
        orientation,
        &layout,
        screen,
        with_texts,
    );
    screen.clip(Area::ALL);
    Ok(())
}

/// Where the top-left corner of `sprite` goes to be centred on `point`.
fn centred(
    orientation: &Orientation,
    geometry: &Geometry,
    point: Point,
    sprite: &Sprite,
) -> (i32, i32) {
    let (cx, cy) = orientation
        .projection
        .point(geometry.points[usize::from(point)].at);
    let x = (cx - sprite.width as f32 / 2.0).round() as i32;
    let y = (cy - sprite.height as f32 / 2.0).round() as i32;
    (x, y)
}

/// The route of `last_move` in image pixels, and the line's width; `None` when no route is drawn.
fn route(
    assets: &Assets,
    orientation: &Orientation,
    last_move: &[Point],
) -> Option<(Vec<(f32, f32)>, f32)> {
    let geometry = assets.geometry;
    let projection = &orientation.projection;
    let piece = geometry.piece_size.0.min(geometry.piece_size.1) * projection.scale;
    let width = ROUTE_SHARE * piece;
    let route: Vec<(f32, f32)> = last_move
        .windows(2)
        .flat_map(|pair| {
            link_path(
                geometry,
                pair[0],
                pair[1],
                link_between(geometry, pair[0], pair[1]),
            )
        })
        .map(|p| projection.point(p))
        .collect();
    (route.len() >= 2).then_some((route, width))
}

/// How much wider than the route line the dot at its start is.
const ROUTE_START: f32 = 2.4;

/// Draws `view` laid out as `layout` over `image`, which holds the plain board and the frame colour
/// below it; its info lines, panels and caption too if `with_texts`.
fn paint(
    view: &BoardView,
    style: &Style,
    assets: &Assets,
    orientation: &Orientation,
    layout: &Layout,
    image: &mut Indexed,
    with_texts: bool,
) {
    let geometry = assets.geometry;
    let cell = |point: Point| &orientation.cells[usize::from(point)];
    for &(point, terrain) in &view.terrain {
        image.copy_mask(assets.terrain_ground(orientation, terrain), cell(point));
    }
    if !view.muted.is_empty() {
        for (index, point) in geometry.points.iter().enumerate() {
            if point.owner.is_some_and(|owner| view.muted.contains(&owner)) {
                image.copy_mask(orientation.ground(Ground::Muted), &orientation.cells[index]);
            }
        }
    }
    for &point in &view.highlights {
        image.copy_mask(orientation.ground(Ground::Highlight), cell(point));
    }
    for &point in &view.last_move {
        image.copy_mask(orientation.ground(Ground::LastMove), cell(point));
    }
    if let (Some((route, width)), Some(&first)) = (
        route(assets, orientation, &view.last_move),
        view.last_move.first(),
    ) {
        let start = orientation
            .projection
            .point(geometry.points[usize::from(first)].at);
        image.stroke(&route, width, assets.route, &assets.palette);
        image.stroke(
            &[start, start],
            ROUTE_START * width,
            assets.route,
            &assets.palette,
        );
    }
    for piece in &view.pieces {
        let sprite = assets.piece(
            &piece.face,
            style.labels,
            style.words,
            PieceSize::Board,
            view.perspective,
        );
        let (x, y) = centred(orientation, geometry, piece.at, &sprite);
        image.blit(&sprite, x, y, &assets.palette);
    }
    for &point in &view.highlights {
        if !view.pieces.iter().any(|p| p.at == point) {
            let (x, y) = centred(orientation, geometry, point, &assets.dot);
            image.blit(&assets.dot, x, y, &assets.palette);
        }
    }
    if with_texts {
        texts(view, style, assets, layout, |sprite, x, y| {
            image.blit(sprite, x, y, &assets.palette);
        });
    }
}

/// Every sprite drawn beside the board (info lines, panels, caption) with its top-left corner, in the
/// order they are drawn.
fn texts(
    view: &BoardView,
    style: &Style,
    assets: &Assets,
    layout: &Layout,
    draw: impl FnMut(&Sprite, i32, i32),
) {
    let width = layout.width;
    let right = width - layout.left;
    let mut writer = Writer {
        draw,
        assets,
        width,
    };
    for (i, line) in layout.info.iter().enumerate() {
        let top = layout.info_top + i * line_height(TextKind::Info, width);
        writer.raw(line, TextKind::Info, (layout.left, top));
    }
    let (piece_width, piece_height) = assets.piece_pixels(PieceSize::Panel);
    for (panel, (top, items)) in view.panels.iter().zip(&layout.panels) {
        writer.line(
            &style.words.line(&panel.title),
            TextKind::PanelTitle,
            (layout.left, *top),
            right,
        );
        for item in items {
            let sprite = assets.piece(
                &item.face,
                style.labels,
                style.words,
                PieceSize::Panel,
                view.perspective,
            );
            (writer.draw)(&sprite, item.x as i32, item.y as i32);
            if let Some(count) = count_text(item.count) {
                let line = line_height(TextKind::Count, width);
                let top = item.y + piece_height / 2 - line / 2;
                writer.raw(&count, TextKind::Count, (item.x + piece_width, top));
            }
        }
    }
    for (i, line) in layout.caption.iter().enumerate() {
        let top = layout.caption_top + i * line_height(TextKind::Caption, width);
        writer.raw(line, TextKind::Caption, (layout.left, top));
    }
}

/// The area of the image of `view` that its info lines, panels and caption may touch: every row from
/// the highest of their sprites down.
pub(crate) fn texts_area(view: &BoardView, style: &Style) -> Area {
    let assets = assets(view.board.0);
    let orientation = assets.orientation(view.perspective, !style.no_coordinates);
    let layout = layout_with(assets, orientation, view, style);
    let mut top = layout.height as i64;
    texts(view, style, assets, &layout, |_, _, y| {
        top = top.min(i64::from(y));
    });
    Area {
        top: usize::try_from(top).unwrap_or(0),
        ..Area::ALL
    }
}

/// Whether two views of one board have the same info lines, panels and caption, and so the same
/// [`texts_area`].
pub(crate) fn same_texts(
    (before, before_style): (&BoardView, &Style),
    (after, after_style): (&BoardView, &Style),
) -> bool {
    before.info == after.info
        && before.panels == after.panels
        && before_style.caption == after_style.caption
}

/// What is drawn at one point: the terrains it is drawn as, whether it is highlighted or on the last
/// move, and its pieces in drawing order.
#[derive(PartialEq)]
struct PointLook<'a> {
    terrains: Vec<u8>,
    highlighted: bool,
    moved: bool,
    pieces: Vec<&'a Face>,
}

/// What `view` draws at each point of its board.
fn looks(view: &BoardView) -> Vec<PointLook<'_>> {
    let mut looks: Vec<PointLook<'_>> = (0..view.board.points.len())
        .map(|_| PointLook {
            terrains: Vec::new(),
            highlighted: false,
            moved: false,
            pieces: Vec::new(),
        })
        .collect();
    for &(point, terrain) in &view.terrain {
        if let Some(look) = looks.get_mut(usize::from(point)) {
            look.terrains.push(terrain);
        }
    }
    for &point in &view.highlights {
        if let Some(look) = looks.get_mut(usize::from(point)) {
            look.highlighted = true;
        }
    }
    for &point in &view.last_move {
        if let Some(look) = looks.get_mut(usize::from(point)) {
            look.moved = true;
        }
    }
    for piece in &view.pieces {
        if let Some(look) = looks.get_mut(usize::from(piece.at)) {
            look.pieces.push(&piece.face);
        }
    }
    looks
}

/// The areas of the image of `after` that may differ from the image of `before`, a view of the same
/// board: around each point drawn differently, the old and new routes of the last move, and the text
/// below the board if it changed; every pixel when the board is seen or styled differently.
pub(crate) fn changes(
    (before, before_style): (&BoardView, &Style),
    (after, after_style): (&BoardView, &Style),
) -> Vec<Area> {
    if seen_differently((before, before_style), (after, after_style)) {
        return vec![Area::ALL];
    }
    let (old, new) = (looks(before), looks(after));
    // Pieces at unchanged points keep their drawing order, or sprites overlapping there could change.
    let kept = |view: &'_ BoardView| -> Vec<(Point, Face)> {
        view.pieces
            .iter()
            .filter(|piece| old[usize::from(piece.at)] == new[usize::from(piece.at)])
            .map(|piece| (piece.at, piece.face))
            .collect()
    };
    if kept(before) != kept(after) {
        return vec![Area::ALL];
    }
    let mut areas = point_changes(after, after_style, &old, &new);
    if after.last_move != before.last_move {
        let assets = assets(after.board.0);
        let orientation = assets.orientation(after.perspective, !after_style.no_coordinates);
        for moved in [&before.last_move, &after.last_move] {
            areas.extend(route_area(assets, orientation, moved));
        }
    }
    if !same_texts((before, before_style), (after, after_style)) {
        areas.push(texts_area(before, before_style).union(&texts_area(after, after_style)));
    }
    areas
}

/// Whether the two views differ in what changes every pixel: the seat they are seen from, how they are
/// styled, the muted seats; or whether either names a point the board lacks.
fn seen_differently(
    (before, before_style): (&BoardView, &Style),
    (after, after_style): (&BoardView, &Style),
) -> bool {
    let BoardView {
        board: _,
        perspective,
        pieces: _,
        last_move: _,
        highlights: _,
        panels: _,
        info: _,
        muted,
        terrain: _,
    } = after;
    let Style {
        caption: _,
        labels,
        no_coordinates,
        words,
    } = after_style;
    *perspective != before.perspective
        || *labels != before_style.labels
        || *words != before_style.words
        || *no_coordinates != before_style.no_coordinates
        || *muted != before.muted
        || check_points(before).is_err()
        || check_points(after).is_err()
}

/// The area around each point of `view`'s board drawn as `old` in one image and `new` in the other:
/// its cell and the sprites drawn there in either.
fn point_changes(
    view: &BoardView,
    style: &Style,
    old: &[PointLook<'_>],
    new: &[PointLook<'_>],
) -> Vec<Area> {
    let assets = assets(view.board.0);
    let orientation = assets.orientation(view.perspective, !style.no_coordinates);
    let sprite_area = |point: Point, sprite: &Sprite| {
        let (x, y) = centred(orientation, assets.geometry, point, sprite);
        Area::at(x.into(), y.into(), sprite.width, sprite.height)
    };
    let mut areas = Vec::new();
    for (index, (was, is)) in old.iter().zip(new).enumerate() {
        if was == is {
            continue;
        }
        let point = index as Point;
        let cell = &orientation.cells[index];
        let mut area = Area::at(
            cell.x.into(),
            cell.y.into(),
            cell.w as usize,
            cell.h as usize,
        );
        for look in [was, is] {
            for face in &look.pieces {
                let size = PieceSize::Board;
                let sprite = assets.piece(face, style.labels, style.words, size, view.perspective);
                area = area.union(&sprite_area(point, &sprite));
            }
            if look.highlighted && look.pieces.is_empty() {
                area = area.union(&sprite_area(point, &assets.dot));
            }
        }
        areas.push(area);
    }
    areas
}

/// Every pixel the route of `last_move` or the dot at its start may touch, if a route is drawn.
fn route_area(assets: &Assets, orientation: &Orientation, last_move: &[Point]) -> Option<Area> {
    let (route, width) = route(assets, orientation, last_move)?;
    let first = *last_move.first()?;
    let reach = (ROUTE_START * width / 2.0 + 2.0).ceil();
    let start = orientation
        .projection
        .point(assets.geometry.points[usize::from(first)].at);
    let (mut left, mut top) = (f32::MAX, f32::MAX);
    let (mut right, mut bottom) = (f32::MIN, f32::MIN);
    for &(x, y) in route.iter().chain([&start]) {
        (left, top) = (left.min(x), top.min(y));
        (right, bottom) = (right.max(x), bottom.max(y));
    }
    let corner = |at: f32| (at - reach).floor() as i64;
    let length = |from: f32, to: f32| (to - from + 2.0 * reach).ceil() as usize + 1;
    Some(Area::at(
        corner(left),
        corner(top),
        length(left, right),
        length(top, bottom),
    ))
}

/// Writes lines of text with the board's glyph sprites, handing each sprite and its top-left corner to
/// `draw`.
struct Writer<'a, D> {
    draw: D,
    assets: &'a Assets,
    width: usize,
}

impl<D: FnMut(&Sprite, i32, i32)> Writer<'_, D> {
    /// Writes `text` made readable and fitted between `left` and `right`, in a line whose top is `top`.
    fn line(&mut self, text: &str, kind: TextKind, (left, top): (usize, usize), right: usize) {
        let size = kind.size(self.width);
        let fitted = text::fit(&text::readable(text), size, (right - left) as f32);
        self.raw(&fitted, kind, (left, top));
    }

    /// Writes `text` as it is from `left` in a line whose top is `top`.
    fn raw(&mut self, text: &str, kind: TextKind, (left, top): (usize, usize)) {
        let size = kind.size(self.width);
        let line = line_height(kind, self.width) as f32;
        let baseline = (top as f32 + line / 2.0 + 0.36 * size).round() as i32;
        let mut pen = left as i32;
        for c in text.chars() {
            let glyph = self.assets.glyph(c, kind, self.width);
            (self.draw)(&glyph.sprite, pen + glyph.left, baseline + glyph.top);
            pen += glyph.advance.round() as i32;
        }
    }
}

/// The image rectangle `(x, y, width, height)` of `point`'s cell in the image of `view`.
pub(crate) fn cell_rect(view: &BoardView, point: Point) -> Option<(u32, u32, u32, u32)> {
    let assets = assets(view.board.0);
    let orientation = assets.orientation(view.perspective, true);
    let cell = orientation.cells.get(usize::from(point))?;
    Some((cell.x, cell.y, cell.w, cell.h))
}
