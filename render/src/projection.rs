//! Where a board lies in its image: board units scaled to pixels and turned for the perspective seat.
//!
//! Quarter turns are exact (a grid board's cells land on whole pixels however it is turned); any other
//! angle turns the board about its centre within its own size, which suits a round board.

use games::Geometry;
use games::geometry::{Turn, Xy};

/// The width of every board's image, in pixels: within what Discord shows unscaled in a chat on a
/// computer, so that no pixel is drawn only to be scaled away, and what a phone shows at 330 pixels
/// without loss. Everything drawn is a share of it (see the phone-width test), and an image this wide is
/// drawn and encoded in about half a millisecond (see the renderer's bench).
pub(crate) const IMAGE_WIDTH: f32 = 460.0;

/// The pixels per board unit of `geometry`'s images: its width scaled to [`IMAGE_WIDTH`].
pub(crate) fn scale_of(geometry: &Geometry) -> f32 {
    IMAGE_WIDTH / geometry.size.0
}

/// A turn as a cache key: hundredths of a degree, clockwise, in `0..36000`.
pub(crate) fn turn_key(turn: Turn) -> i32 {
    ((turn.degrees() * 100.0).round() as i32).rem_euclid(36_000)
}

/// Maps board units (first seat's view) to image pixels and back.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Projection {
    /// Pixels per board unit.
    pub(crate) scale: f32,
    sin: f32,
    cos: f32,
    /// The centre of the board, in board units.
    centre: Xy,
    /// The centre of the board, in pixels.
    image_centre: (f32, f32),
    /// Width and height of the board's part of the image, in pixels.
    pub(crate) size: (usize, usize),
}

impl Projection {
    /// The projection of `geometry` turned by `turn`.
    pub(crate) fn new(geometry: &Geometry, turn: Turn) -> Self {
        let scale = scale_of(geometry);
        let degrees = turn.degrees().rem_euclid(360.0);
        let quarters = (degrees / 90.0).round();
        let ((sin, cos), odd) = if (degrees - 90.0 * quarters).abs() < 1e-3 {
            let exact = match (quarters as i32).rem_euclid(4) {
                0 => (0.0, 1.0),
                1 => (1.0, 0.0),
                2 => (0.0, -1.0),
                _ => (-1.0, 0.0),
            };
            (exact, (quarters as i32) % 2 == 1)
        } else {
            (degrees.to_radians().sin_cos(), false)
        };
        let (width, height) = (geometry.size.0 * scale, geometry.size.1 * scale);
        let size = if odd {
            (height.round() as usize, width.round() as usize)
        } else {
            (width.round() as usize, height.round() as usize)
        };
        Self {
            scale,
            sin,
            cos,
            centre: (geometry.size.0 / 2.0, geometry.size.1 / 2.0),
            image_centre: (size.0 as f32 / 2.0, size.1 as f32 / 2.0),
            size,
        }
    }

    /// The pixel position of board position `(x, y)`.
    pub(crate) fn point(&self, (x, y): Xy) -> (f32, f32) {
        let (dx, dy) = (
            (x - self.centre.0) * self.scale,
            (y - self.centre.1) * self.scale,
        );
        (
            self.image_centre.0 + dx * self.cos - dy * self.sin,
            self.image_centre.1 + dx * self.sin + dy * self.cos,
        )
    }

    /// The board position of pixel position `(x, y)`.
    pub(crate) fn inverse(&self, (x, y): (f32, f32)) -> Xy {
        let (dx, dy) = (
            (x - self.image_centre.0) / self.scale,
            (y - self.image_centre.1) / self.scale,
        );
        (
            self.centre.0 + dx * self.cos + dy * self.sin,
            self.centre.1 - dx * self.sin + dy * self.cos,
        )
    }

    /// The pixel rectangle `(x, y, w, h)` around the board rectangle `at`, `size`.
    pub(crate) fn bounds(&self, at: Xy, size: Xy) -> crate::canvas::Rect {
        let corners = [
            self.point(at),
            self.point((at.0 + size.0, at.1)),
            self.point((at.0, at.1 + size.1)),
            self.point((at.0 + size.0, at.1 + size.1)),
        ];
        crate::canvas::Rect::around(&corners).expect("four corners")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::geometry::Rgb;

    fn board(width: f32, height: f32) -> Geometry {
        Geometry {
            name: "projection-test",
            size: (width, height),
            paper: Rgb(0),
            terrains: Vec::new(),
            points: Vec::new(),
            link_styles: Vec::new(),
            links: Vec::new(),
            areas: Vec::new(),
            captions: Vec::new(),
            ornaments: Vec::new(),
            piece_size: (10.0, 10.0),
            turns: Vec::new(),
        }
    }

    #[test]
    fn quarter_turns_are_exact_and_swap_the_sides_when_odd() {
        let geometry = board(IMAGE_WIDTH, 600.0);
        let straight = Projection::new(&geometry, Turn::Quarters(0));
        assert_eq!(straight.size, (460, 600));
        assert_eq!(straight.point((10.0, 20.0)), (10.0, 20.0));
        let half = Projection::new(&geometry, Turn::Quarters(2));
        assert_eq!(half.point((10.0, 20.0)), (450.0, 580.0));
        let quarter = Projection::new(&geometry, Turn::Quarters(1));
        assert_eq!(quarter.size, (600, 460));
        // A clockwise quarter turn takes the top-left corner to the top-right one.
        assert_eq!(quarter.point((0.0, 0.0)), (600.0, 0.0));
        assert_eq!(quarter.point((460.0, 0.0)), (600.0, 460.0));
        assert_eq!(
            Projection::new(&geometry, Turn::Degrees(270.0)).point((0.0, 0.0)),
            (0.0, 460.0)
        );
    }

    #[test]
    fn any_angle_turns_about_the_centre_and_inverts() {
        let geometry = board(600.0, 600.0);
        let turned = Projection::new(&geometry, Turn::Degrees(30.0));
        assert_eq!(turned.size, (460, 460));
        let centre = turned.point((300.0, 300.0));
        assert!((centre.0 - 230.0).abs() < 1e-3 && (centre.1 - 230.0).abs() < 1e-3);
        let (x, y) = turned.point((300.0, 100.0));
        assert!(
            x > 230.0 && y > 230.0 * 100.0 / 300.0,
            "straight up turns clockwise to the right"
        );
        let back = turned.inverse((x, y));
        assert!((back.0 - 300.0).abs() < 1e-3 && (back.1 - 100.0).abs() < 1e-3);
    }

    #[test]
    fn every_board_is_drawn_as_wide_as_an_image() {
        for width in [300.0, IMAGE_WIDTH, 648.0, 1200.0] {
            let scaled = scale_of(&board(width, 800.0)) * width;
            assert!((scaled - IMAGE_WIDTH).abs() < 1e-3, "{width}: {scaled}");
        }
    }
}
