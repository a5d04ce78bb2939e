//! Signed distances (negative inside) to the shapes of a board description, in board units: what the
//! rasteriser needs to paint a cell, an area or an outline with smooth edges at any turn.

use crate::canvas::{circle, rounded_box, segment};
use games::geometry::{Shape, Xy, polar};

/// The signed distance from `p` to `shape`.
pub(crate) fn distance(shape: &Shape, p: Xy) -> f32 {
    match shape {
        Shape::Rect { at, size } => rounded_box(
            p.0 - (at.0 + size.0 / 2.0),
            p.1 - (at.1 + size.1 / 2.0),
            size.0 / 2.0,
            size.1 / 2.0,
            0.0,
        ),
        Shape::Rounded { at, size, radius } => rounded_box(
            p.0 - (at.0 + size.0 / 2.0),
            p.1 - (at.1 + size.1 / 2.0),
            size.0 / 2.0,
            size.1 / 2.0,
            *radius,
        ),
        Shape::Circle { centre, radius } => circle(p.0 - centre.0, p.1 - centre.1, *radius),
        Shape::Polygon(points) => polygon(points, p),
        Shape::Sector {
            centre,
            inner,
            outer,
            from_degrees,
            to_degrees,
        } => sector(*centre, (*inner, *outer), (*from_degrees, *to_degrees), p),
    }
}

/// The signed distance to a closed polygon: the distance to its nearest edge, negative inside.
fn polygon(points: &[Xy], p: Xy) -> f32 {
    if points.len() < 2 {
        return f32::MAX;
    }
    let mut nearest = f32::MAX;
    let mut inside = false;
    let mut j = points.len() - 1;
    for (i, &a) in points.iter().enumerate() {
        let b = points[j];
        nearest = nearest.min(segment(p.0, p.1, a, b));
        if (a.1 > p.1) != (b.1 > p.1) && p.0 < (b.0 - a.0) * (p.1 - a.1) / (b.1 - a.1) + a.0 {
            inside = !inside;
        }
        j = i;
    }
    if inside { -nearest } else { nearest }
}

/// The signed distance to a ring sector: the ring between two radii cut by the wedge between two
/// directions (clockwise from straight up). Exact near the edges, which is all smooth edges need.
fn sector(centre: Xy, (inner, outer): (f32, f32), (from, to): (f32, f32), p: Xy) -> f32 {
    let (dx, dy) = (p.0 - centre.0, p.1 - centre.1);
    let radius = (dx * dx + dy * dy).sqrt();
    let ring = (inner - radius).max(radius - outer);
    let span = (to - from).rem_euclid(360.0);
    if span == 0.0 || (to - from).abs() >= 360.0 {
        return ring;
    }
    let ray = |degrees: f32| {
        let end = polar(centre, outer.max(radius) * 2.0 + 1.0, degrees);
        segment(p.0, p.1, centre, end)
    };
    let to_edge = ray(from).min(ray(from + span));
    let degrees = dx.atan2(-dy).to_degrees().rem_euclid(360.0);
    let wedge = if (degrees - from).rem_euclid(360.0) <= span {
        -to_edge
    } else {
        to_edge
    };
    ring.max(wedge)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances_are_negative_inside_and_measure_to_the_edge() {
        let rect = Shape::Rect {
            at: (0.0, 0.0),
            size: (10.0, 4.0),
        };
        assert_eq!(distance(&rect, (5.0, 2.0)), -2.0);
        assert_eq!(distance(&rect, (13.0, 2.0)), 3.0);
        let triangle = Shape::Polygon(vec![(0.0, 0.0), (10.0, 0.0), (0.0, 10.0)]);
        assert!(distance(&triangle, (1.0, 1.0)) < 0.0);
        assert!((distance(&triangle, (5.0, -2.0)) - 2.0).abs() < 1e-5);
        let sector = Shape::Sector {
            centre: (0.0, 0.0),
            inner: 10.0,
            outer: 20.0,
            from_degrees: 0.0,
            to_degrees: 90.0,
        };
        assert!(
            (distance(&sector, (0.0, -15.0)) - 0.0).abs() < 1e-4,
            "on the first ray"
        );
        assert!(
            distance(&sector, (10.0, -10.0)) < -4.0,
            "in the middle of the sector"
        );
        assert!(
            (distance(&sector, (-3.0, -15.0)) - 3.0).abs() < 1e-4,
            "left of the first ray"
        );
        assert!(
            (distance(&sector, (0.0, -23.0)) - 3.0).abs() < 1e-4,
            "outside the ring"
        );
        for (shape, inside) in [(&rect, (5.0, 2.0)), (&sector, (10.0, -10.0))] {
            assert!(shape.contains(inside));
        }
    }
}
