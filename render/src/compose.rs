//! The shared composer: lays out frame, board, panels and caption, and composes one image from the
//! drawn-once background and sprites. Everything here is copying and blending palette bytes.

use crate::assets::{
    Assets, MARGIN, PANEL_SCALE, PieceSize, TextKind, assets, framed_size, projection,
};
use crate::boards::{Board, Projection};
use crate::font;
use crate::indexed::{Indexed, PixelRect};
use crate::{RenderError, Style};
use games::{BoardView, Point, Seat};

/// Height of one caption line.
const CAPTION_LINE: usize = 28;
/// Space above and below the caption lines.
const CAPTION_PADDING: usize = 10;
/// Height of a panel's title line.
const PANEL_TITLE: usize = 24;
/// Space under each panel.
const PANEL_PADDING: usize = 8;
/// The text that ends a caption line cut short.
const ELLIPSIS: char = '…';

/// Where each part of an image goes.
pub(crate) struct Layout {
    /// Image width.
    pub(crate) width: usize,
    /// Image height.
    pub(crate) height: usize,
    /// Top of each panel, with its rows of pieces.
    panels: Vec<(usize, usize)>,
    /// Top of the caption area.
    caption_top: usize,
    /// Pieces per panel row.
    per_row: usize,
    /// Size of a panel piece.
    panel_piece: (usize, usize),
}

/// Lays out `view` with `style`.
pub(crate) fn layout(view: &BoardView, style: &Style) -> Layout {
    let assets = assets(view.board);
    let (width, board_height) = framed_size(assets.board);
    let (pw, ph) = assets.board.piece_size();
    let panel_piece = (
        (pw as f32 * PANEL_SCALE).round() as usize,
        (ph as f32 * PANEL_SCALE).round() as usize,
    );
    let per_row = ((width - 2 * MARGIN) / panel_piece.0).max(1);
    let mut y = board_height;
    let mut panels = Vec::new();
    for panel in &view.panels {
        let rows = panel.pieces.len().div_ceil(per_row).max(1);
        panels.push((y, rows));
        y += PANEL_TITLE + rows * panel_piece.1 + PANEL_PADDING;
    }
    let caption_top = y;
    if !style.caption.is_empty() {
        y += 2 * CAPTION_PADDING + style.caption.len() * CAPTION_LINE;
    }
    Layout {
        width,
        height: y,
        panels,
        caption_top,
        per_row,
        panel_piece,
    }
}

/// Composes the image of `view`.
pub(crate) fn compose(
    view: &BoardView,
    style: &Style,
) -> Result<(Indexed, &'static Assets), RenderError> {
    let assets = assets(view.board);
    let board = assets.board;
    let points = view
        .pieces
        .iter()
        .map(|p| p.at)
        .chain(view.last_move.iter().copied())
        .chain(view.highlights.iter().copied());
    if let Some(point) = points.clone().find(|&p| usize::from(p) >= board.points()) {
        return Err(RenderError::PointOutsideBoard {
            point,
            board: view.board.name,
        });
    }
    let layout = layout(view, style);
    let turned = view.perspective != Seat(0);
    let projection = projection(board, turned);
    let mut image = Indexed::extended(
        assets.background(turned, false),
        layout.height,
        assets.frame,
    );

    let cell_of = |point: Point| pixel_cell(board, &projection, point);
    for &point in &view.last_move {
        image.copy_rect(assets.background(turned, true), cell_of(point));
    }
    for piece in &view.pieces {
        let sprite = assets.piece(&piece.face, style.labels, PieceSize::Board);
        let (cx, cy) = projection.point(board.centre(piece.at));
        let x = (cx - sprite.width as f32 / 2.0).round() as i32;
        let y = (cy - sprite.height as f32 / 2.0).round() as i32;
        image.blit(&sprite, x, y, &assets.palette);
    }
    for &point in &view.highlights {
        let cell = cell_of(point);
        let occupied = view.pieces.iter().any(|p| p.at == point);
        let mark = if occupied {
            &assets.corners
        } else {
            &assets.dot
        };
        image.blit(mark, cell.x as i32, cell.y as i32, &assets.palette);
    }

    for (panel, &(top, _)) in view.panels.iter().zip(&layout.panels) {
        let baseline = top + PANEL_TITLE - 7;
        write_line(
            &mut image,
            assets,
            &panel.title,
            TextKind::PanelTitle,
            baseline,
            layout.width - MARGIN,
        );
        for (i, face) in panel.pieces.iter().enumerate() {
            let sprite = assets.piece(face, style.labels, PieceSize::Panel);
            let x = MARGIN + (i % layout.per_row) * layout.panel_piece.0;
            let y = top + PANEL_TITLE + (i / layout.per_row) * layout.panel_piece.1;
            image.blit(&sprite, x as i32, y as i32, &assets.palette);
        }
    }
    for (i, line) in style.caption.iter().enumerate() {
        let baseline = layout.caption_top + CAPTION_PADDING + i * CAPTION_LINE + CAPTION_LINE - 8;
        write_line(
            &mut image,
            assets,
            line,
            TextKind::Caption,
            baseline,
            layout.width - MARGIN,
        );
    }
    Ok((image, assets))
}

/// The image rectangle of `point`'s cell.
fn pixel_cell(board: &dyn Board, projection: &Projection, point: Point) -> PixelRect {
    let rect = projection.rect(board.cell(point));
    PixelRect {
        x: rect.x.round() as usize,
        y: rect.y.round() as usize,
        w: rect.w.round() as usize,
        h: rect.h.round() as usize,
    }
}

/// The image rectangle `(x, y, width, height)` of `point`'s cell in the image of `view`.
pub(crate) fn cell_rect(view: &BoardView, point: Point) -> Option<(u32, u32, u32, u32)> {
    let board = assets(view.board).board;
    if usize::from(point) >= board.points() {
        return None;
    }
    let cell = pixel_cell(
        board,
        &projection(board, view.perspective != Seat(0)),
        point,
    );
    Some((cell.x as u32, cell.y as u32, cell.w as u32, cell.h as u32))
}

/// Writes `text` from the left margin on `baseline`, cut with an ellipsis where it would pass `right`.
fn write_line(
    image: &mut Indexed,
    assets: &Assets,
    text: &str,
    kind: TextKind,
    baseline: usize,
    right: usize,
) {
    let right = right as f32;
    let ellipsis = assets.glyph(ELLIPSIS, kind);
    let glyphs: Vec<_> = text
        .chars()
        .filter(|&c| !font::is_invisible(c))
        .map(|c| assets.glyph(c, kind))
        .collect();
    let total: f32 = glyphs.iter().map(|g| g.advance).sum();
    let mut pen = MARGIN as f32;
    for glyph in &glyphs {
        let cut = total + MARGIN as f32 > right && pen + glyph.advance + ellipsis.advance > right;
        let glyph = if cut { &ellipsis } else { glyph };
        let x = pen.round() as i32 + glyph.left;
        image.blit(
            &glyph.sprite,
            x,
            baseline as i32 + glyph.top,
            &assets.palette,
        );
        pen += glyph.advance;
        if cut {
            break;
        }
    }
}
