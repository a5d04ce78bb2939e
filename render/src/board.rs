//! Any board, drawn from its [`Geometry`] alone: the frame, the paper under the cells and areas, the
//! cells' fills, the areas, the links style by style (straight or arcs, railroads with their ties), the
//! marks of the points, the ornaments and the captions, turned for one seat. Also the pixel mask of each
//! point's cell, through which last-move tints, highlights and muted zones are copied.
//!
//! Outlines turn with the board; texts and pictures (captions, the star of a den, waves, mountains) are
//! always upright.

use crate::canvas::{Canvas, Distance, Rect, Rgb, Tile};
use crate::pieces::{self, Body};
use crate::projection::Projection;
use crate::shapes;
use games::geometry::{Caption, Mark, Path, Shape, Xy};
use games::{Geometry, PieceColour, Point};

/// The frame around the board and under the panels and caption.
pub(crate) const FRAME: Rgb = Rgb::hex(0x2B2925);
/// Captions on the frame.
pub(crate) const FRAME_INK: Rgb = Rgb::hex(0xC9C1B2);
/// Captions on the paper.
const PAPER_INK: Rgb = Rgb::hex(0x4A4237);
/// The size of a caption (a coordinate), as a share of the image width: a coordinate digit is about 8.3
/// pixels tall when the image is shown 330 pixels wide (see the phone-width test).
pub(crate) const CAPTION_SHARE: f32 = 0.05;
/// The least height of a caption's ink, as a share of the image width: a caption of small letters
/// (`a`) is drawn larger than [`CAPTION_SHARE`] so that its letters are as tall as a digit's.
const CAPTION_INK_SHARE: f32 = 0.025;

/// The pixels of one point's cell: rows of spans `(y, x_start, x_end)`, and the rectangle around them.
#[derive(Clone, Debug, Default)]
pub(crate) struct CellMask {
    pub(crate) spans: Vec<(u32, u32, u32)>,
    pub(crate) x: u32,
    pub(crate) y: u32,
    pub(crate) w: u32,
    pub(crate) h: u32,
}

/// Draws the board, turned by `projection`, on a canvas of the board's pixel size.
pub(crate) fn draw(geometry: &Geometry, projection: &Projection) -> Canvas {
    let (width, height) = projection.size;
    let mut canvas = Canvas::new(width, height);
    canvas.fill(FRAME, 1.0);
    paint_paper(&mut canvas, geometry, projection);
    paint_terrain_fills(&mut canvas, geometry, projection);
    paint_areas(&mut canvas, geometry, projection);
    // What lies under the links, restored under the captions that stand on the board.
    let ground = canvas.clone();
    paint_links(&mut canvas, geometry, projection);
    paint_marks(&mut canvas, geometry, projection);
    for caption in &geometry.captions {
        draw_caption(&mut canvas, &ground, geometry, projection, caption);
    }
    canvas
}

/// The bounds of `shape` on the image, and its signed distance in pixels.
fn region<'a>(projection: &'a Projection, shape: &Shape) -> (Rect, impl Fn(f32, f32) -> f32 + 'a) {
    let (at, size) = shape.bounds();
    let bounds = projection.bounds(at, size);
    let shape = shape.clone();
    let scale = projection.scale;
    let distance =
        move |x: f32, y: f32| scale * shapes::distance(&shape, projection.inverse((x, y)));
    (bounds, distance)
}

/// Paints `shapes` in one colour each as one tiling, so that neighbours meet without seams.
fn paint_tiling<'a>(
    canvas: &mut Canvas,
    projection: &Projection,
    shapes: impl Iterator<Item = (&'a Shape, Rgb)>,
) {
    let regions: Vec<_> = shapes
        .map(|(shape, colour)| (region(projection, shape), colour))
        .collect();
    let parts: Vec<Tile<'_>> = regions
        .iter()
        .map(|((bounds, distance), colour)| (*bounds, *colour, distance as Distance<'_>))
        .collect();
    canvas.tiles(&parts);
}

/// The paper: one layer under every cell and area.
fn paint_paper(canvas: &mut Canvas, geometry: &Geometry, projection: &Projection) {
    let paper = Rgb::of(geometry.paper);
    let cells = geometry.points.iter().map(|point| &point.cell);
    let areas = geometry.areas.iter().map(|area| &area.shape);
    paint_tiling(
        canvas,
        projection,
        cells.chain(areas).map(|shape| (shape, paper)),
    );
}

/// The fill of each cell whose terrain has one.
fn paint_terrain_fills(canvas: &mut Canvas, geometry: &Geometry, projection: &Projection) {
    let fills = geometry.points.iter().filter_map(|point| {
        let fill = geometry.terrains.get(usize::from(point.terrain))?.fill?;
        Some((&point.cell, Rgb::of(fill)))
    });
    paint_tiling(canvas, projection, fills);
}

/// The areas' fills and edges.
fn paint_areas(canvas: &mut Canvas, geometry: &Geometry, projection: &Projection) {
    for area in &geometry.areas {
        let (bounds, distance) = region(projection, &area.shape);
        if let Some(fill) = area.fill {
            canvas.shape(bounds, Rgb::of(fill), 1.0, &distance);
        }
        if let Some((edge, edge_width)) = area.edge {
            let half = edge_width * projection.scale / 2.0;
            canvas.shape(bounds.grown(half), Rgb::of(edge), 1.0, |x, y| {
                distance(x, y).abs() - half
            });
        }
    }
}

/// The links, style by style, railroads with their ties.
fn paint_links(canvas: &mut Canvas, geometry: &Geometry, projection: &Projection) {
    let scale = projection.scale;
    for (index, style) in geometry.link_styles.iter().enumerate() {
        for link in geometry
            .links
            .iter()
            .filter(|link| usize::from(link.style) == index)
        {
            let points: Vec<(f32, f32)> = link_path(geometry, link.a, link.b, Some(link.path))
                .into_iter()
                .map(|p| projection.point(p))
                .collect();
            canvas.polyline(&points, style.width * scale, Rgb::of(style.colour), 1.0);
            if let Some((tie, spacing)) = style.ties {
                for dash in dashes(&points, spacing * scale * 0.56, spacing * scale) {
                    canvas.polyline(&dash, style.width * scale * 0.36, Rgb::of(tie), 1.0);
                }
            }
        }
    }
}

/// The marks of the points' terrains, then the ornaments.
fn paint_marks(canvas: &mut Canvas, geometry: &Geometry, projection: &Projection) {
    for point in &geometry.points {
        let Some(terrain) = geometry.terrains.get(usize::from(point.terrain)) else {
            continue;
        };
        let (_, cell) = point.cell.bounds();
        let context = MarkAt {
            centre: point.at,
            unit: cell.0.min(cell.1),
            owner: point.owner.map(PieceColour::of_seat),
        };
        draw_mark(canvas, projection, &terrain.mark, &context);
    }
    for ornament in &geometry.ornaments {
        let context = MarkAt {
            centre: ornament.at,
            unit: geometry.piece_size.1,
            owner: None,
        };
        draw_mark(canvas, projection, &ornament.mark, &context);
    }
}

/// Draws `caption` upright at its place: on the frame in the frame's ink; on the board in the paper's
/// ink over what lies under the board's links there (`ground`), so that no line crosses its letters. A
/// caption near the edge is moved in rather than cut ("AU" beside a narrow margin).
fn draw_caption(
    canvas: &mut Canvas,
    ground: &Canvas,
    geometry: &Geometry,
    projection: &Projection,
    caption: &Caption,
) {
    let width = canvas.width as f32;
    let text = crate::text::readable(&caption.text);
    let size = caption_size(&text, width);
    let (x, y) = projection.point(caption.at);
    let half = (crate::text::width(&text, size) / 2.0 + 1.0).min(width / 2.0);
    let x = x.clamp(half, width - half);
    if on_board(geometry, caption.at) {
        let (top, bottom) = crate::font::layout(&text, size).ink_extent();
        let pad = 0.12 * size;
        let patch =
            crate::canvas::Rect::centred(x, y, 2.0 * (half + pad), bottom - top + 2.0 * pad);
        canvas.restore(ground, patch);
        canvas.text_centred(&text, size, x, y, PAPER_INK);
    } else {
        canvas.text_centred(&text, size, x, y, FRAME_INK);
    }
}

/// The size of a caption `text` on an image `width` pixels wide: [`CAPTION_SHARE`] of it, or larger
/// when that leaves its ink under [`CAPTION_INK_SHARE`] (the bounds of ink count the rows its edges
/// barely touch, so a pixel and a half more is asked of them).
pub(crate) fn caption_size(text: &str, width: f32) -> f32 {
    let least = CAPTION_INK_SHARE * width + 1.5;
    let ink = |size: f32| {
        let (top, bottom) = crate::font::layout(text, size).ink_extent();
        bottom - top
    };
    let mut size = (CAPTION_SHARE * width).round();
    while ink(size) > 0.0 && ink(size) < least {
        size += 1.0;
    }
    size
}

/// Whether `at` lies on the board (in a cell or an area) rather than on the frame.
fn on_board(geometry: &Geometry, at: Xy) -> bool {
    geometry.points.iter().any(|p| p.cell.contains(at))
        || geometry.areas.iter().any(|a| a.shape.contains(at))
}

/// The path between points `a` and `b` in board units: along `path` (an arc the short way round its
/// centre), or straight.
pub(crate) fn link_path(geometry: &Geometry, a: Point, b: Point, path: Option<Path>) -> Vec<Xy> {
    let (pa, pb) = (
        geometry.points[usize::from(a)].at,
        geometry.points[usize::from(b)].at,
    );
    let Some(Path::Arc { centre }) = path else {
        return vec![pa, pb];
    };
    let angle = |p: Xy| (p.1 - centre.1).atan2(p.0 - centre.0);
    let radius = |p: Xy| ((p.0 - centre.0).powi(2) + (p.1 - centre.1).powi(2)).sqrt();
    let (from, (ra, rb)) = (angle(pa), (radius(pa), radius(pb)));
    let tau = std::f32::consts::TAU;
    let mut sweep = (angle(pb) - from).rem_euclid(tau);
    if sweep > std::f32::consts::PI {
        sweep -= tau;
    }
    let steps = ((sweep.abs() * ra.max(rb)) / 4.0).ceil().clamp(2.0, 256.0) as usize;
    (0..=steps)
        .map(|i| {
            let t = i as f32 / steps as f32;
            let (r, theta) = (ra + (rb - ra) * t, from + sweep * t);
            (centre.0 + r * theta.cos(), centre.1 + r * theta.sin())
        })
        .collect()
}

/// The link between `a` and `b`, if the board has one.
pub(crate) fn link_between(geometry: &Geometry, a: Point, b: Point) -> Option<Path> {
    geometry
        .links
        .iter()
        .find(|link| (link.a, link.b) == (a, b) || (link.a, link.b) == (b, a))
        .map(|link| link.path)
}

/// Dashes `length` long, one every `period`, along a polyline, centred on it end to end.
fn dashes(points: &[(f32, f32)], length: f32, period: f32) -> Vec<Vec<(f32, f32)>> {
    let total: f32 = points.windows(2).map(|w| distance(w[0], w[1])).sum();
    if period <= 0.0 || total < length {
        return Vec::new();
    }
    let count = ((total - length) / period).floor() as usize + 1;
    let start = (total - length - (count - 1) as f32 * period) / 2.0;
    (0..count)
        .map(|i| {
            let from = start + i as f32 * period;
            sub_path(points, from, from + length)
        })
        .collect()
}

fn distance(a: (f32, f32), b: (f32, f32)) -> f32 {
    ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt()
}

/// The part of a polyline between distances `from` and `to` along it.
fn sub_path(points: &[(f32, f32)], from: f32, to: f32) -> Vec<(f32, f32)> {
    let mut out = Vec::new();
    let mut walked = 0.0;
    for pair in points.windows(2) {
        let length = distance(pair[0], pair[1]);
        let at = |d: f32| {
            let t = ((d - walked) / length).clamp(0.0, 1.0);
            (
                pair[0].0 + (pair[1].0 - pair[0].0) * t,
                pair[0].1 + (pair[1].1 - pair[0].1) * t,
            )
        };
        let (start, end) = (walked, walked + length);
        if end >= from && start <= to && length > 0.0 {
            if out.is_empty() {
                out.push(at(from.max(start)));
            }
            out.push(at(to.min(end)));
        }
        walked = end;
    }
    out
}

/// Where a mark is drawn: its centre in board units, the size of its cell (for marks without a size of
/// their own), and the colour of the point's owner.
struct MarkAt {
    centre: Xy,
    unit: f32,
    owner: Option<PieceColour>,
}

/// Paints a shape given by its signed distance in board units around `centre`, turned with the board.
fn paint_local(
    canvas: &mut Canvas,
    projection: &Projection,
    (centre, half): (Xy, Xy),
    colour: Rgb,
    distance: impl Fn(f32, f32) -> f32,
) {
    let bounds = projection.bounds(
        (centre.0 - half.0, centre.1 - half.1),
        (2.0 * half.0, 2.0 * half.1),
    );
    let scale = projection.scale;
    canvas.shape(bounds.grown(1.0), colour, 1.0, |x, y| {
        let (bx, by) = projection.inverse((x, y));
        scale * distance(bx - centre.0, by - centre.1)
    });
}

/// A rounded rectangle of half-size `half` turned with the board: filled, and outlined if `edge` is given.
fn local_box(
    canvas: &mut Canvas,
    projection: &Projection,
    (centre, half): (Xy, Xy),
    radius: f32,
    fill: Rgb,
    edge: Option<(Rgb, f32)>,
) {
    let sdf = move |x: f32, y: f32| crate::canvas::rounded_box(x, y, half.0, half.1, radius);
    paint_local(canvas, projection, (centre, half), fill, sdf);
    if let Some((edge, width)) = edge {
        let grown = (half.0 + width, half.1 + width);
        paint_local(canvas, projection, (centre, grown), edge, |x, y| {
            sdf(x, y).abs() - width / 2.0
        });
    }
}

/// Draws `mark` at the point or ornament `at`.
fn draw_mark(canvas: &mut Canvas, projection: &Projection, mark: &Mark, at: &MarkAt) {
    let centre = at.centre;
    match mark {
        Mark::None => {}
        Mark::Rect { size, fill, edge } => {
            let radius = 0.18 * size.0.min(size.1);
            let (fill, edge) = (Rgb::of(*fill), Rgb::of(*edge));
            let half = (size.0 / 2.0, size.1 / 2.0);
            local_box(
                canvas,
                projection,
                (centre, half),
                radius,
                fill,
                Some((edge, 2.2)),
            );
        }
        Mark::Pill { size, fill, edge } => {
            pill(
                canvas,
                projection,
                centre,
                *size,
                Rgb::of(*fill),
                Rgb::of(*edge),
            );
        }
        Mark::Circle { radius, fill, edge } => {
            circle(
                canvas,
                projection,
                centre,
                *radius,
                Rgb::of(*fill),
                Rgb::of(*edge),
            );
        }
        Mark::Net { size, ground, ink } => {
            net(
                canvas,
                projection,
                centre,
                *size,
                Rgb::of(*ground),
                Rgb::of(*ink),
            );
        }
        Mark::Emblem { size, ground } => emblem(canvas, projection, at, *size, Rgb::of(*ground)),
        Mark::Waves { ink } => waves(canvas, projection, at, Rgb::of(*ink)),
        Mark::Mountains { size, fill, snow } => {
            mountains(
                canvas,
                projection,
                centre,
                *size,
                Rgb::of(*fill),
                Rgb::of(*snow),
            );
        }
        Mark::Sign {
            radius,
            fill,
            edge,
            text,
        } => sign(
            canvas,
            projection,
            centre,
            *radius,
            (Rgb::of(*fill), Rgb::of(*edge)),
            text,
        ),
    }
}

/// A sign: an outlined disc of `radius` board units with `text` fitted inside in the edge's colour.
fn sign(
    canvas: &mut Canvas,
    projection: &Projection,
    centre: Xy,
    radius: f32,
    (fill, edge): (Rgb, Rgb),
    text: &str,
) {
    circle(canvas, projection, centre, radius, fill, edge);
    let (px, py) = projection.point(centre);
    let text = crate::text::readable(text);
    let size = caption_size(&text, canvas.width as f32);
    let width = 1.45 * radius * projection.scale;
    pieces::fitted_text(canvas, &text, size, width, px, py, edge);
}

/// Two short wave strokes across the cell of `at`.
fn waves(canvas: &mut Canvas, projection: &Projection, at: &MarkAt, ink: Rgb) {
    let (px, py) = projection.point(at.centre);
    let (u, scale) = (at.unit * projection.scale, projection.scale);
    for (dx, dy) in [(-0.1, -0.09), (0.12, 0.11)] {
        wave(
            canvas,
            (px + dx * u, py + dy * u),
            0.38 * u,
            2.5 * scale,
            ink,
        );
    }
}

/// A pill of `size` turned with the board, outlined, with a thin line inside its edge.
fn pill(canvas: &mut Canvas, projection: &Projection, centre: Xy, size: Xy, fill: Rgb, edge: Rgb) {
    let half = (size.0 / 2.0, size.1 / 2.0);
    local_box(
        canvas,
        projection,
        (centre, half),
        half.1,
        fill,
        Some((edge, 2.5)),
    );
    let inner = (half.0 - 5.0, half.1 - 5.0);
    let sdf = move |x: f32, y: f32| {
        crate::canvas::rounded_box(x, y, inner.0, inner.1, inner.1).abs() - 0.75
    };
    paint_local(canvas, projection, (centre, half), edge, sdf);
}

/// An outlined disc of `radius` board units.
fn circle(
    canvas: &mut Canvas,
    projection: &Projection,
    centre: Xy,
    radius: f32,
    fill: Rgb,
    edge: Rgb,
) {
    let (px, py) = projection.point(centre);
    let (r, scale) = (radius * projection.scale, projection.scale);
    canvas.disc(px, py, r, fill, 1.0);
    canvas.ring(px, py, r, 2.5 * scale, edge, 1.0);
}

/// A net `size` board units across: a rounded square of `ground`, an outline and strands in `ink`.
fn net(canvas: &mut Canvas, projection: &Projection, centre: Xy, size: f32, ground: Rgb, ink: Rgb) {
    let half = (size / 2.0, size / 2.0);
    local_box(
        canvas,
        projection,
        (centre, half),
        0.13 * size,
        ground,
        None,
    );
    let net = (size - 18.0) / 2.0;
    let outline =
        move |x: f32, y: f32| crate::canvas::rounded_box(x, y, net, net, 0.1 * size).abs() - 1.25;
    paint_local(
        canvas,
        projection,
        (centre, half),
        ink.mix(ground, 0.15),
        outline,
    );
    let third = 2.0 * net / 3.0;
    let strands = move |x: f32, y: f32| {
        let across = (x.abs() - third / 2.0).abs().max(y.abs() - net);
        let down = (y.abs() - third / 2.0).abs().max(x.abs() - net);
        across.min(down) - 1.0
    };
    paint_local(
        canvas,
        projection,
        (centre, half),
        ink.mix(ground, 0.3),
        strands,
    );
}

/// An emblem `size` board units across: a rounded square of `ground`, and on an owned point the owner's
/// piece body with a star.
fn emblem(canvas: &mut Canvas, projection: &Projection, at: &MarkAt, size: f32, ground: Rgb) {
    let half = (size / 2.0, size / 2.0);
    local_box(
        canvas,
        projection,
        (at.centre, half),
        0.13 * size,
        ground,
        None,
    );
    let Some(owner) = at.owner else {
        return;
    };
    let (px, py) = projection.point(at.centre);
    let scale = projection.scale;
    let shades = pieces::shades(owner);
    let r = 0.345 * size * scale;
    let body = Body {
        outline: pieces::outline(owner),
        cx: px,
        cy: py,
        hw: r,
        hh: r,
    };
    body.paint(canvas, shades.edge, 1.0);
    body.inset(3.0 * scale).paint(canvas, shades.fill, 1.0);
    canvas.polygon(&star(px, py + scale, 0.56 * r, 0.24 * r), shades.ink, 1.0);
}

/// Two mountains with snow caps, upright, in a box of `size` board units.
fn mountains(
    canvas: &mut Canvas,
    projection: &Projection,
    centre: Xy,
    size: Xy,
    fill: Rgb,
    snow: Rgb,
) {
    let (px, py) = projection.point(centre);
    let (w, h) = (size.0 * projection.scale, size.1 * projection.scale);
    let base = py + h / 2.0;
    for (dx, half_width, height) in [(-0.19, 0.35, 1.0), (0.175, 0.28, 0.77)] {
        let (peak, top) = (px + dx * w, base - height * h);
        let half_width = half_width * w;
        let mountain = [
            (peak - half_width, base),
            (peak, top),
            (peak + half_width, base),
        ];
        canvas.polygon(&mountain, fill, 1.0);
        let cap = 0.32;
        let snow_cap = [
            (peak - half_width * cap, top + height * h * cap),
            (peak, top),
            (peak + half_width * cap, top + height * h * cap),
        ];
        canvas.polygon(&snow_cap, snow, 1.0);
    }
}

/// The corners of an upright five-pointed star.
fn star(cx: f32, cy: f32, outer: f32, inner: f32) -> Vec<(f32, f32)> {
    (0..10)
        .map(|i| {
            let angle = std::f32::consts::PI * (i as f32 / 5.0 - 0.5);
            let radius = if i % 2 == 0 { outer } else { inner };
            (cx + radius * angle.cos(), cy + radius * angle.sin())
        })
        .collect()
}

/// One short wave stroke centred on `centre`, `length` long.
fn wave(canvas: &mut Canvas, centre: (f32, f32), length: f32, width: f32, ink: Rgb) {
    let points: Vec<(f32, f32)> = (0..=12)
        .map(|i| {
            let t = i as f32 / 12.0;
            (
                centre.0 - length / 2.0 + length * t,
                centre.1 + length * 0.094 * (t * std::f32::consts::TAU).sin(),
            )
        })
        .collect();
    canvas.polyline(&points, width, ink, 1.0);
}

/// The pixel mask of each point's cell: every pixel whose centre lies in the cell, each pixel in at most
/// one cell.
pub(crate) fn cell_masks(geometry: &Geometry, projection: &Projection) -> Vec<CellMask> {
    let (width, height) = projection.size;
    let mut claimed = vec![false; width * height];
    geometry
        .points
        .iter()
        .map(|point| {
            let (at, size) = point.cell.bounds();
            let bounds = projection.bounds(at, size).grown(1.0);
            let x0 = bounds.x.floor().max(0.0) as usize;
            let y0 = bounds.y.floor().max(0.0) as usize;
            let x1 = ((bounds.x + bounds.w).ceil().max(0.0) as usize).min(width);
            let y1 = ((bounds.y + bounds.h).ceil().max(0.0) as usize).min(height);
            let mut mask = CellMask::default();
            for y in y0..y1 {
                let mut run: Option<usize> = None;
                for x in x0..=x1 {
                    let inside = x < x1
                        && !claimed[y * width + x]
                        && point
                            .cell
                            .contains(projection.inverse((x as f32 + 0.5, y as f32 + 0.5)));
                    if inside {
                        claimed[y * width + x] = true;
                        run.get_or_insert(x);
                    } else if let Some(start) = run.take() {
                        mask.spans.push((y as u32, start as u32, x as u32));
                    }
                }
            }
            if let (Some(first), Some(last)) = (mask.spans.first(), mask.spans.last()) {
                let left = mask.spans.iter().map(|s| s.1).min().unwrap_or(0);
                let right = mask.spans.iter().map(|s| s.2).max().unwrap_or(0);
                mask.x = left;
                mask.y = first.0;
                mask.w = right - left;
                mask.h = last.0 + 1 - first.0;
            }
            mask
        })
        .collect()
}
