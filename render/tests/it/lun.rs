//! The Lún Jungi board drawn from its geometry (L9 of the Jungi rules text): rings and spokes, plain
//! crossings where there is no space, the nexus as a centre space, pieces in their cells, a slide round a
//! ring drawn along the ring, each seat's own half at the bottom, and coordinates readable on a phone.

use crate::pixels::{PHONE_WIDTH, changed_height, differences, draw, inside};
use games::geometry::{Geometry, Mark, polar};
use games::lun::geometry::{geometry, spoke_degrees};
use games::lun::{Lun, LunOptions, START};
use games::{Audience, BoardView, Rules, Seat};
use render::{Style, cell_rect, image_size};

/// The game from `position` after `moves`.
fn game(position: &str, moves: &[&str]) -> Lun {
    let mut game = Lun::from_position(position, LunOptions::default()).expect("a valid position");
    for text in moves {
        let seat = game.to_act()[0];
        let action = game.parse_action(seat, text).expect("a move");
        game.apply(seat, &action).expect("a legal move");
    }
    game
}

fn point(name: &str) -> u16 {
    geometry().point_named(name).expect("a space")
}

/// How board units map to pixels in the first seat's view, which is not turned: the image position of
/// the board's centre and the pixels per unit, read from the cells of `G19` (at the top) and `G7` (at
/// the bottom), whose outer edges are the rim.
fn unturned_scale(view: &BoardView) -> ((f32, f32), f32) {
    let games::geometry::Shape::Sector { outer, .. } =
        geometry().points[usize::from(point("G7"))].cell
    else {
        panic!("a ring space is a sector");
    };
    let (x, _, w, h) = cell_rect(view, point("G7")).expect("a cell");
    let bottom = (cell_rect(view, point("G7")).unwrap().1 + h) as f32;
    let top = cell_rect(view, point("G19")).expect("a cell").1 as f32;
    let centre = (x as f32 + w as f32 / 2.0, (top + bottom) / 2.0);
    (centre, (bottom - top) / (2.0 * outer))
}

/// The radius of ring `ring` (`'A'`…`'G'`) in board units, from its space on spoke 1.
fn ring_radius(ring: char) -> f32 {
    let board = geometry();
    let at = board.points[usize::from(point(&format!("{ring}1")))].at;
    let centre = board.points[usize::from(point("NX"))].at;
    ((at.0 - centre.0).powi(2) + (at.1 - centre.1).powi(2)).sqrt()
}

#[test]
fn every_piece_of_the_start_stays_in_its_cell_for_both_seats() {
    let start = game(START, &[]);
    for seat in [Seat(0), Seat(1)] {
        let view = start.view(Audience::Seat(seat));
        assert_eq!(view.pieces.len(), 66);
        let image = draw(&view, &Style::default());
        assert_eq!(image.dimensions(), image_size(&view, &Style::default()));
        for piece in &view.pieces {
            let mut without = view.clone();
            without.pieces.retain(|p| p.at != piece.at);
            let changed = differences(&image, &draw(&without, &Style::default()));
            let cell = cell_rect(&view, piece.at).expect("a cell");
            assert!(!changed.is_empty());
            assert!(
                changed.iter().all(|&p| inside(cell, p)),
                "seat {}: the piece on {} stays in its cell",
                seat.0,
                geometry().points[usize::from(piece.at)].name
            );
        }
    }
}

#[test]
fn each_seat_sees_its_own_half_at_the_bottom() {
    for (seat, king, empty_left, empty_right) in
        [(Seat(0), "G7", "G13", "G1"), (Seat(1), "G19", "G1", "G13")]
    {
        let view = BoardView::new(geometry(), seat);
        let (width, height) = image_size(&view, &Style::default());
        let centre = |name: &str| {
            let (x, y, w, h) = cell_rect(&view, point(name)).expect("a cell");
            (x as f32 + w as f32 / 2.0, y as f32 + h as f32 / 2.0)
        };
        let (x, y) = centre(king);
        assert!(
            (x - width as f32 / 2.0).abs() < 2.0 && y > height as f32 * 0.6,
            "seat {}: {king} at the bottom, not at {x}, {y}",
            seat.0
        );
        // The empty spokes lie at 9 and 3 o'clock.
        assert!(centre(empty_left).0 < width as f32 * 0.2);
        assert!(centre(empty_right).0 > width as f32 * 0.8);
    }
}

#[test]
fn a_slide_round_a_ring_is_drawn_along_the_ring() {
    let after = game("6K11k5/2R21/24/24/12/12/4/1 s - - 0 1", &["F3-F22"]);
    let view = after.view(Audience::Public);
    let names: Vec<&str> = view
        .last_move
        .iter()
        .map(|&p| geometry().points[usize::from(p)].name.as_str())
        .collect();
    assert_eq!(names, ["F3", "F2", "F1", "F24", "F23", "F22"]);
    // The same pieces without the last move: what changes is the route's tint and line.
    let mut plain = view.clone();
    plain.last_move.clear();
    let changed = differences(
        &draw(&plain, &Style::default()),
        &draw(&view, &Style::default()),
    );
    assert!(!changed.is_empty());
    let (centre, scale) = unturned_scale(&view);
    // Every changed pixel lies within ring F's band; a chord from F3 to F22 would pass 250 units from
    // the centre, inside ring E.
    let (inner, outer) = (
        (ring_radius('E') + ring_radius('F')) / 2.0,
        (ring_radius('F') + ring_radius('G')) / 2.0,
    );
    for &(x, y) in &changed {
        let r = ((x as f32 + 0.5 - centre.0).powi(2) + (y as f32 + 0.5 - centre.1).powi(2)).sqrt()
            / scale;
        assert!(
            r > inner - 4.0 && r < outer + 4.0,
            "({x}, {y}) is {r} units from the centre, off ring F"
        );
    }
}

#[test]
fn a_slide_through_the_nexus_is_drawn_through_it() {
    let after = game("6K11k5/13p10/1R22/24/12/12/4/1 s - - 0 1", &["E2-F14"]);
    let view = after.view(Audience::Seat(Seat(1)));
    assert!(view.last_move.contains(&point("NX")));
    let mut plain = view.clone();
    plain.last_move.clear();
    let changed = differences(
        &draw(&plain, &Style::default()),
        &draw(&view, &Style::default()),
    );
    let nexus = cell_rect(&view, point("NX")).expect("a cell");
    assert!(changed.iter().any(|&p| inside(nexus, p)));
}

#[test]
fn spaceless_crossings_are_plain_crossings_and_spaces_have_a_dot() {
    let view = BoardView::new(geometry(), Seat(0));
    let image = draw(&view, &Style::default());
    let (centre, scale) = unturned_scale(&view);
    let board_centre = geometry().points[usize::from(point("NX"))].at;
    // Dark pixels in a small square around the lattice point of `ring` and `spoke` (1-based).
    let ink = |ring: char, spoke: u8| {
        let at = polar(board_centre, ring_radius(ring), spoke_degrees(spoke - 1));
        let (px, py) = (
            centre.0 + (at.0 - board_centre.0) * scale,
            centre.1 + (at.1 - board_centre.1) * scale,
        );
        let reach = (3.5 * scale).round() as i32;
        let mut dark = 0;
        for dy in -reach..=reach {
            for dx in -reach..=reach {
                let pixel = image.get_pixel((px as i32 + dx) as u32, (py as i32 + dy) as u32);
                if pixel.0[..3].iter().map(|&c| u32::from(c)).sum::<u32>() < 3 * 128 {
                    dark += 1;
                }
            }
        }
        dark
    };
    for (space, spaceless) in [
        (('C', 3), ('C', 2)),
        (('B', 5), ('B', 4)),
        (('A', 7), ('A', 5)),
        (('A', 1), ('A', 2)),
    ] {
        let (with_dot, plain) = (ink(space.0, space.1), ink(spaceless.0, spaceless.1));
        assert!(
            with_dot > plain * 3 / 2,
            "{}{} ({with_dot} dark pixels) has a dot, {}{} ({plain}) is a plain crossing",
            space.0,
            space.1,
            spaceless.0,
            spaceless.1
        );
    }
}

/// The height, at phone width, of the ink of the caption `text` (the `index`th with that text): the
/// rows near it where the board with the caption differs clearly from the board without it.
fn caption_height(text: &str, index: usize) -> f32 {
    let board = geometry();
    let mut without: Geometry = board.clone();
    let (position, caption) = board
        .captions
        .iter()
        .enumerate()
        .filter(|(_, caption)| caption.text == text)
        .nth(index)
        .expect("a caption");
    without.captions.remove(position);
    // The renderer keeps what it draws once per board name.
    without.name = Box::leak(format!("lun without caption {text} {index}").into_boxed_str());
    let without: &'static Geometry = Box::leak(Box::new(without));
    let view = BoardView::new(board, Seat(0));
    let (a, b) = (
        draw(&view, &Style::default()),
        draw(&BoardView::new(without, Seat(0)), &Style::default()),
    );
    let (centre, scale) = unturned_scale(&view);
    let board_centre = board.points[usize::from(point("NX"))].at;
    let (cx, cy) = (
        centre.0 + (caption.at.0 - board_centre.0) * scale,
        centre.1 + (caption.at.1 - board_centre.1) * scale,
    );
    let reach = 0.05 * a.width() as f32;
    let rows: Vec<u32> = a
        .enumerate_pixels()
        .filter(|&(x, y, p)| {
            let near = (x as f32 - cx).abs() < reach && (y as f32 - cy).abs() < reach;
            let q = b.get_pixel(x, y);
            let change: i32 = (0..3)
                .map(|i| (i32::from(p.0[i]) - i32::from(q.0[i])).abs())
                .sum();
            near && change > 96
        })
        .map(|(_, y, _)| y)
        .collect();
    let top = rows.iter().min().expect("the caption is drawn");
    let bottom = rows.iter().max().expect("the caption is drawn");
    (bottom + 1 - top) as f32 * PHONE_WIDTH / a.width() as f32
}

/// The height, at phone width, of the nexus's name: the rows where the board differs from one whose
/// nexus is a plain disc.
fn nexus_sign_height() -> f32 {
    let board = geometry();
    let mut plain: Geometry = board.clone();
    for terrain in &mut plain.terrains {
        if let Mark::Sign {
            radius, fill, edge, ..
        } = terrain.mark
        {
            terrain.mark = Mark::Circle { radius, fill, edge };
        }
    }
    // The renderer keeps what it draws once per board name.
    plain.name = "lun with a plain nexus";
    let plain: &'static Geometry = Box::leak(Box::new(plain));
    changed_height(
        &draw(&BoardView::new(board, Seat(0)), &Style::default()),
        &draw(&BoardView::new(plain, Seat(0)), &Style::default()),
    )
}

/// A space is named by its ring letter and spoke number: the spoke numbers stand round the rim and the
/// ring letters in the two gaps between the halves, where no piece stands, each at least as tall as
/// other boards' coordinates (8 pixels at phone width); the nexus carries its name `NX` as readably.
#[test]
fn ring_letters_spoke_numbers_and_the_nexus_are_readable_at_phone_width() {
    let board = geometry();
    for spoke in 1..=24 {
        assert!(
            board.captions.iter().any(|c| c.text == spoke.to_string()),
            "spoke {spoke} is numbered"
        );
    }
    for ring in ["A", "B", "C", "D", "E", "F", "G"] {
        assert_eq!(
            board.captions.iter().filter(|c| c.text == ring).count(),
            2,
            "ring {ring} is lettered in both gaps between the halves"
        );
    }
    for (text, index) in [("7", 0), ("24", 0), ("D", 0), ("G", 1), ("B", 0)] {
        let height = caption_height(text, index);
        eprintln!("caption {text}: {height:.1} px at phone width");
        assert!(
            height >= 8.0,
            "caption {text} is {height:.1} px tall at phone width"
        );
    }
    let height = nexus_sign_height();
    eprintln!("the nexus's name: {height:.1} px at phone width");
    assert!(height >= 8.0, "NX is {height:.1} px tall at phone width");
}
