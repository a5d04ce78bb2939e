//! The composer: lays out the board, the info lines, the panels and the caption, and composes one image
//! from the drawn-once board and sprites. Everything here is copying and blending palette bytes.

use crate::assets::{Assets, Ground, Orientation, PieceSize, ROUTE_SHARE, TextKind, assets};
use crate::board::{link_between, link_path};
use crate::indexed::Indexed;
use crate::text;
use crate::{RenderError, Style};
use games::{BoardView, Face, Point};

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
    /// Top of each panel's title, and its items.
    panels: Vec<(usize, Vec<Item>)>,
    /// Top of the caption lines.
    caption_top: usize,
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
    if !view.info.is_empty() {
        y = info_top + view.info.len() * line_height(TextKind::Info, width);
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
    if !style.caption.is_empty() {
        y = caption_top + style.caption.len() * line_height(TextKind::Caption, width);
    }
    let height = if y > board_height { y + pad } else { y };
    Layout {
        width,
        height,
        left,
        info_top,
        panels,
        caption_top,
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
    let geometry = assets.geometry;
    let orientation = assets.orientation(view.perspective, !style.no_coordinates);
    let projection = &orientation.projection;
    let layout = layout_with(assets, orientation, view, style);
    let mut image = Indexed::extended(
        orientation.ground(Ground::Plain),
        layout.height,
        assets.frame,
    );

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
    if let [first, ..] = view.last_move[..] {
        let piece = geometry.piece_size.0.min(geometry.piece_size.1) * projection.scale;
        let width = ROUTE_SHARE * piece;
        let route: Vec<(f32, f32)> = view
            .last_move
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
        if route.len() >= 2 {
            let start = projection.point(geometry.points[usize::from(first)].at);
            image.stroke(&route, width, assets.route, &assets.palette);
            image.stroke(&[start, start], 2.4 * width, assets.route, &assets.palette);
        }
    }
    for piece in &view.pieces {
        let sprite = assets.piece(
            &piece.face,
            style.labels,
            PieceSize::Board,
            view.perspective,
        );
        let (cx, cy) = projection.point(geometry.points[usize::from(piece.at)].at);
        let x = (cx - sprite.width as f32 / 2.0).round() as i32;
        let y = (cy - sprite.height as f32 / 2.0).round() as i32;
        image.blit(&sprite, x, y, &assets.palette);
    }
    for &point in &view.highlights {
        if !view.pieces.iter().any(|p| p.at == point) {
            let (cx, cy) = projection.point(geometry.points[usize::from(point)].at);
            let dot = &assets.dot;
            let x = (cx - dot.width as f32 / 2.0).round() as i32;
            let y = (cy - dot.height as f32 / 2.0).round() as i32;
            image.blit(dot, x, y, &assets.palette);
        }
    }

    let width = layout.width;
    let right = width - layout.left;
    let mut writer = Writer {
        image: &mut image,
        assets,
        width,
    };
    for (i, line) in view.info.iter().enumerate() {
        let top = layout.info_top + i * line_height(TextKind::Info, width);
        writer.line(line, TextKind::Info, (layout.left, top), right);
    }
    let (piece_width, piece_height) = assets.piece_pixels(PieceSize::Panel);
    for (panel, (top, items)) in view.panels.iter().zip(&layout.panels) {
        writer.line(
            &panel.title,
            TextKind::PanelTitle,
            (layout.left, *top),
            right,
        );
        for item in items {
            let sprite = assets.piece(&item.face, style.labels, PieceSize::Panel, view.perspective);
            writer
                .image
                .blit(&sprite, item.x as i32, item.y as i32, &assets.palette);
            if let Some(count) = count_text(item.count) {
                let line = line_height(TextKind::Count, width);
                let top = item.y + piece_height / 2 - line / 2;
                writer.raw(&count, TextKind::Count, (item.x + piece_width, top));
            }
        }
    }
    for (i, line) in style.caption.iter().enumerate() {
        let top = layout.caption_top + i * line_height(TextKind::Caption, width);
        writer.line(line, TextKind::Caption, (layout.left, top), right);
    }
    Ok((image, assets))
}

/// Writes lines of text into an image with the board's glyph sprites.
struct Writer<'a> {
    image: &'a mut Indexed,
    assets: &'a Assets,
    width: usize,
}

impl Writer<'_> {
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
            self.image.blit(
                &glyph.sprite,
                pen + glyph.left,
                baseline + glyph.top,
                &self.assets.palette,
            );
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
