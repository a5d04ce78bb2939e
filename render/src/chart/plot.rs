//! The plot of a chart: the curve over the plies, the areas each side leads, the marks.

use super::{Chart, INK, SIDES};
use crate::canvas::{Rect, Rgb};
use crate::sheet::Sheet;

/// The plot's background.
const FIELD: Rgb = Rgb::hex(0x36332E);
/// The level line and the frame.
pub(super) const GRID: Rgb = Rgb::hex(0x6B655B);
/// How strongly each side's lead is tinted.
const TINT: f32 = 0.3;

/// The grounds the chart's inks fall on: the image's, the plot's, and the plot tinted for each side.
pub(super) fn grounds(ground: Rgb, sides: [Rgb; 2]) -> [Rgb; 4] {
    [
        ground,
        FIELD,
        FIELD.mix(sides[0], TINT),
        FIELD.mix(sides[1], TINT),
    ]
}

/// Draws the plot of `chart` in `area`, its labels at `size`.
pub(super) fn draw(sheet: &mut Sheet, area: Rect, chart: &Chart, size: f32) {
    let (left, top) = (area.x as usize, area.y as usize);
    let (right, bottom) = ((area.x + area.w) as usize, (area.y + area.h) as usize);
    sheet.rect((left, top), (right, bottom), FIELD);
    let points = points(area, &chart.curve);
    let level = area.y + area.h / 2.0;
    let tints = [0, 1].map(|side| FIELD.mix(SIDES[side], TINT));
    for column in left..right {
        let y = height_at(&points, column as f32 + 0.5, level);
        let (from, to, side) = if y < level {
            (y, level, 0)
        } else {
            (level, y, 1)
        };
        sheet.rect(
            (column, from.round() as usize),
            (column + 1, to.round() as usize),
            tints[side],
        );
    }
    let middle = level.round() as usize;
    sheet.rect((left, middle), (right, middle + 1), GRID);
    let ink = sheet.palette.nearest(INK);
    sheet.image.stroke(&points, 2.5, ink, sheet.palette);
    for mark in &chart.marks {
        if let Some(&(x, y)) = points.get(mark.at) {
            let radius = size * (0.12 + 0.07 * f32::from(mark.severity.min(3)));
            sheet.disc((x, y), radius + 1.5, FIELD, None);
            sheet.disc((x, y), radius, SIDES[mark.side.min(1)], None);
        }
    }
    for (number, point) in chart.points.iter().take(super::TURNING_POINTS).enumerate() {
        if let Some(&(x, y)) = points.get(point.at) {
            let above = if y > area.y + size {
                -size * 0.9
            } else {
                size * 0.9
            };
            badge(sheet, (x, y + above), number + 1, point.side, size * 0.8);
        }
    }
}

/// A numbered disc in `side`'s colour centred at `centre`, `size` across.
pub(super) fn badge(sheet: &mut Sheet, centre: (f32, f32), number: usize, side: usize, size: f32) {
    let colour = SIDES[side.min(1)];
    sheet.disc(
        centre,
        size * 0.55,
        colour,
        Some((number, size * 0.8, super::GROUND)),
    );
}

/// The curve's points in the image: the plies spread over the width, +1 at the top, −1 at the bottom.
fn points(area: Rect, curve: &[f32]) -> Vec<(f32, f32)> {
    let steps = curve.len().saturating_sub(1).max(1) as f32;
    curve
        .iter()
        .enumerate()
        .map(|(i, &chance)| {
            let x = area.x + area.w * i as f32 / steps;
            let y = area.y + area.h * (1.0 - chance.clamp(-1.0, 1.0)) / 2.0;
            (x, y)
        })
        .collect()
}

/// The curve's height at `x`, between the points on either side; `level` when there is none.
fn height_at(points: &[(f32, f32)], x: f32, level: f32) -> f32 {
    let Some(&(first_x, first_y)) = points.first() else {
        return level;
    };
    if x <= first_x || points.len() == 1 {
        return first_y;
    }
    for pair in points.windows(2) {
        let ((x0, y0), (x1, y1)) = (pair[0], pair[1]);
        if x <= x1 {
            return y0 + (y1 - y0) * (x - x0) / (x1 - x0).max(f32::EPSILON);
        }
    }
    points[points.len() - 1].1
}
