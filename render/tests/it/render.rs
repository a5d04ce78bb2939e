//! The renderer's contract: images decode at the size promised, change only where the position
//! changes, turn for the perspective seat, never show what a face-down piece is, survive any caption,
//! stay legible at a phone's width, and come with a description that says no more than they show.

use crate::pixels::{PHONE_WIDTH, changed_height, decode, differences, draw, inside, phone_height};
use crate::support::{jungle_midgame, jungle_start, junqi_full, junqi_public, point, square};
use games::{BoardView, Face, Line, PieceOnBoard, Seat};
use render::{LabelStyle, RenderError, Style, cell_rect, image_size, render_png};
use std::path::PathBuf;

fn caption(lines: &[&str]) -> Style {
    Style {
        caption: lines.iter().map(|l| l.to_string()).collect(),
        labels: LabelStyle::English,
        ..Style::default()
    }
}

#[test]
fn images_decode_at_the_promised_size() {
    let style = caption(&["Blue: Ada · Red: Bob", "Blue to move"]);
    for view in [
        jungle_start(Seat(0)),
        jungle_midgame(Seat(1)),
        junqi_public(),
    ] {
        let image = draw(&view, &style);
        assert_eq!(image.dimensions(), image_size(&view, &style));
    }
    assert_eq!(image_size(&jungle_start(Seat(0)), &style), (460, 655));
    assert_eq!(
        image_size(&jungle_start(Seat(0)), &Style::default()),
        (460, 579)
    );
}

#[test]
fn a_changed_square_changes_only_that_cell() {
    for perspective in [Seat(0), Seat(1)] {
        let style = caption(&["Blue to move"]);
        let before = jungle_start(perspective);
        let mut after = before.clone();
        after.pieces.retain(|p| p.at != square("c3"));
        let changed = differences(&draw(&before, &style), &draw(&after, &style));
        let cell = cell_rect(&before, square("c3")).expect("c3 is on the board");
        assert!(!changed.is_empty(), "removing the dog changes the image");
        assert!(
            changed.iter().all(|&p| inside(cell, p)),
            "only c3's cell changes"
        );
    }
}

#[test]
fn last_move_and_highlight_marks_stay_in_their_cells() {
    let style = Style::default();
    let plain = jungle_start(Seat(0));
    let mut marked = plain.clone();
    marked.last_move = vec![square("d3")];
    marked.highlights = vec![square("d4"), square("a3")];
    let changed = differences(&draw(&plain, &style), &draw(&marked, &style));
    let cells: Vec<_> = ["d3", "d4", "a3"]
        .iter()
        .map(|s| cell_rect(&plain, square(s)).unwrap())
        .collect();
    for cell in &cells {
        assert!(
            changed.iter().any(|&p| inside(*cell, p)),
            "each marked cell changes"
        );
    }
    assert!(changed.iter().all(|&p| cells.iter().any(|&c| inside(c, p))));
}

#[test]
fn the_second_seat_sees_the_board_turned() {
    let style = Style::default();
    let blue = jungle_start(Seat(0));
    let red = jungle_start(Seat(1));
    let (width, height) = image_size(&blue, &style);
    let a1_blue = cell_rect(&blue, square("a1")).unwrap();
    let a1_red = cell_rect(&red, square("a1")).unwrap();
    assert!(
        a1_blue.0 < width / 2 && a1_blue.1 > height / 2,
        "Blue sees a1 bottom left"
    );
    assert!(
        a1_red.0 > width / 2 && a1_red.1 < height / 2,
        "Red sees a1 top right"
    );
    assert_eq!(
        a1_blue.0 + a1_red.0 + a1_blue.2,
        width,
        "a1 is mirrored across the image"
    );

    let (blue_image, red_image) = (draw(&blue, &style), draw(&red, &style));
    assert!(!differences(&blue_image, &red_image).is_empty());
    // Inside the cell's edge, which blends with the neighbours that differ between the two views.
    for y in 1..a1_blue.3 - 1 {
        for x in 1..a1_blue.2 - 1 {
            assert_eq!(
                blue_image.get_pixel(a1_blue.0 + x, a1_blue.1 + y),
                red_image.get_pixel(a1_red.0 + x, a1_red.1 + y),
                "the blue tiger on a1 is drawn the same, upright, from both sides"
            );
        }
    }
}

#[test]
fn the_jungle_start_matches_its_golden_image() {
    let golden = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/jungle-start.png");
    let png = render_png(
        &jungle_start(Seat(0)),
        &caption(&["Blue: Ada · Red: Bob", "Blue to move"]),
    )
    .unwrap();
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::create_dir_all(golden.parent().unwrap()).unwrap();
        std::fs::write(&golden, &png).unwrap();
    }
    let expected =
        std::fs::read(&golden).expect("the golden image exists (UPDATE_GOLDEN=1 writes it)");
    let changed = differences(&decode(&expected), &decode(&png));
    assert!(
        changed.is_empty(),
        "{} pixels differ from {}; if the change is wanted, rerun with UPDATE_GOLDEN=1",
        changed.len(),
        golden.display()
    );
}

#[test]
fn face_down_pieces_look_the_same_whatever_they_are() {
    let hide = |mut view: BoardView| {
        for piece in &mut view.pieces {
            piece.face = Face::hidden(piece.face.owner);
        }
        view
    };
    let setup = hide(junqi_full(Seat(0)));
    let mut shuffled = junqi_full(Seat(0));
    let norths: Vec<_> = shuffled
        .pieces
        .iter()
        .filter(|p| p.face.owner == Seat(1))
        .map(|p| p.at)
        .collect();
    let mut rotated = norths.clone();
    rotated.rotate_left(7);
    for (piece, at) in shuffled
        .pieces
        .iter_mut()
        .filter(|p| p.face.owner == Seat(1))
        .zip(rotated)
    {
        piece.at = at;
    }
    let shuffled = hide(shuffled);
    let style = caption(&["North to move"]);
    for labels in [LabelStyle::English, LabelStyle::Chinese] {
        let style = Style {
            labels,
            ..style.clone()
        };
        assert_eq!(
            render_png(&setup, &style).unwrap(),
            render_png(&shuffled, &style).unwrap()
        );
    }
    let shown = render_png(&junqi_full(Seat(0)), &style).unwrap();
    assert_ne!(
        shown,
        render_png(&setup, &style).unwrap(),
        "face-up pieces do show their ranks"
    );
    assert_eq!(render::describe(&setup), render::describe(&shuffled));
    assert_ne!(
        render::describe(&setup),
        render::describe(&junqi_full(Seat(0)))
    );
}

#[test]
fn label_styles_change_only_piece_cells() {
    let view = jungle_midgame(Seat(0));
    let english = draw(&view, &Style::default());
    let chinese = draw(
        &view,
        &Style {
            labels: LabelStyle::Chinese,
            ..Style::default()
        },
    );
    let changed = differences(&english, &chinese);
    let cells: Vec<_> = view
        .pieces
        .iter()
        .map(|p| cell_rect(&view, p.at).unwrap())
        .collect();
    assert!(!changed.is_empty());
    assert!(changed.iter().all(|&p| cells.iter().any(|&c| inside(c, p))));
}

#[test]
fn junqi_pieces_stay_in_their_cells() {
    let style = Style::default();
    let full = junqi_full(Seat(1));
    let mut moved = full.clone();
    moved.pieces.retain(|p| p.at != point("a7"));
    let changed = differences(&draw(&full, &style), &draw(&moved, &style));
    let cell = cell_rect(&full, point("a7")).unwrap();
    assert!(!changed.is_empty() && changed.iter().all(|&p| inside(cell, p)));
    draw(&junqi_public(), &style);
}

#[test]
fn any_caption_renders_without_panicking() {
    let odd = [
        "👩‍👩‍👧‍👦 family 🦁 lion 🐘",
        "مرحبا بالعالم · שלום",
        "e\u{301}\u{301}\u{301} combining, \u{200b}zero width, \u{202e}reversed",
        "tab\there, bell\u{7}, nul\u{0}",
        "\u{10FFFF}\u{FFFD}\u{FEFF}",
        &"a very long name that will not fit on one line of the caption ".repeat(4),
        "",
    ];
    let style = caption(&odd);
    for view in [jungle_start(Seat(0)), junqi_public()] {
        let image = draw(&view, &style);
        assert_eq!(image.dimensions(), image_size(&view, &style));
    }
}

#[test]
fn panels_of_pieces_render_below_the_board() {
    let mut view = jungle_midgame(Seat(0));
    view.panels.push(games::Panel {
        title: Line::as_written("Captured by Blue"),
        pieces: vec![Face::shown(Seat(1), crate::support::jungle_label('p'))],
    });
    let style = Style::default();
    let (_, with_panel) = image_size(&view, &style);
    let (_, without) = image_size(&jungle_midgame(Seat(0)), &style);
    assert!(with_panel > without);
    assert_eq!(draw(&view, &style).dimensions().1, with_panel);
}

#[test]
fn a_point_off_the_board_is_an_error() {
    let mut view = BoardView::new(games::jungle::geometry::geometry(), Seat(0));
    view.pieces.push(PieceOnBoard {
        at: 63,
        face: Face::hidden(Seat(0)),
    });
    assert!(matches!(
        render_png(&view, &Style::default()),
        Err(RenderError::PointOutsideBoard { point: 63, .. })
    ));
    assert_eq!(cell_rect(&view, 63), None);
}

/// The rectangle `(left, top, right, bottom)`, ends excluded, around every pixel where two images of the
/// same size differ.
/// A view of `board` with one piece of `owner`, labelled `label`, at `point`.
fn one_piece(board: &'static games::Geometry, point: &str, label: games::Label) -> BoardView {
    let mut view = BoardView::new(board, Seat(0));
    view.pieces.push(PieceOnBoard {
        at: board.point_named(point).expect("a point"),
        face: Face::shown(Seat(1), label),
    });
    view
}

fn label(short: &'static str, name: &'static str, cjk: &'static str) -> games::Label {
    games::Label { short, name, cjk }
}

/// The height at phone width of the ink of `board`'s caption `text` (a coordinate), seen from the first
/// seat, whose view is the board unturned and scaled to the image's width: the pixels around it that are
/// not the frame's colour.
fn caption_height(board: &'static games::Geometry, text: &str) -> f32 {
    let view = BoardView::new(board, Seat(0));
    let image = draw(&view, &Style::default());
    let frame = *image.get_pixel(0, 0);
    let caption = board
        .captions
        .iter()
        .find(|c| c.text == text)
        .expect("a caption");
    let scale = image.width() as f32 / board.size.0;
    let (cx, cy) = ((caption.at.0 * scale) as u32, (caption.at.1 * scale) as u32);
    let rows: Vec<u32> = (cy - 14..cy + 14)
        .filter(|&y| (cx - 10..cx + 10).any(|x| *image.get_pixel(x, y) != frame))
        .collect();
    let height = rows.last().expect("ink") - rows.first().expect("ink") + 1;
    height as f32 * PHONE_WIDTH / image.width() as f32
}

/// Discord shows an image about 330 pixels wide on a phone. Its message text there is 16 pixels, whose
/// digits are about 11 pixels tall, and its small print (timestamps, 12 pixels) has digits about 8 pixels
/// tall. So a piece's rank digit or Chinese characters must be at least 11 pixels tall at that width,
/// like the chat's own digits, and a coordinate at least 8, like its small print. Caption and info lines
/// are words read at leisure and may be long, so they get a little less: capitals at least 7 pixels.
#[test]
fn labels_coordinates_and_captions_are_legible_at_phone_width() {
    let english = Style::default();
    let chinese = Style {
        labels: LabelStyle::Chinese,
        ..Style::default()
    };
    let jungle = games::jungle::geometry::geometry();
    let junqi = games::junqi::geometry::geometry(false);
    let measured = [
        (
            "Jungle rank digit",
            phone_height(
                &one_piece(jungle, "d5", label("8", "Elephant", "象")),
                &one_piece(jungle, "d5", label("", "Elephant", "象")),
                &english,
            ),
            11.0,
        ),
        (
            "Jungle character",
            phone_height(
                &one_piece(jungle, "d5", label("", "", "象")),
                &one_piece(jungle, "d5", label("", "", "")),
                &chinese,
            ),
            11.0,
        ),
        (
            "Junqi rank digit",
            phone_height(
                &one_piece(junqi, "c9", label("9", "Marshal", "司令")),
                &one_piece(junqi, "c9", label("", "Marshal", "司令")),
                &english,
            ),
            11.0,
        ),
        (
            "Junqi characters",
            phone_height(
                &one_piece(junqi, "c9", label("", "", "司令")),
                &one_piece(junqi, "c9", label("", "", "")),
                &chinese,
            ),
            11.0,
        ),
        ("Jungle coordinate", caption_height(jungle, "1"), 8.0),
        ("Junqi coordinate", caption_height(junqi, "1"), 8.0),
        (
            "caption line",
            changed_height(
                &draw(&jungle_start(Seat(0)), &caption(&["E"])),
                &draw(&jungle_start(Seat(0)), &caption(&[""])),
            ),
            7.0,
        ),
        (
            "info line",
            phone_height(
                &BoardView {
                    info: vec![Line::as_written("E")],
                    ..jungle_start(Seat(0))
                },
                &BoardView {
                    info: vec![Line::as_written("")],
                    ..jungle_start(Seat(0))
                },
                &english,
            ),
            7.0,
        ),
    ];
    for (what, height, least) in measured {
        eprintln!("{what}: {height:.1} px at phone width");
        assert!(
            height >= least,
            "{what} is {height:.1} px tall at phone width, under {least}"
        );
    }
}

#[test]
fn identical_faces_in_a_panel_are_grouped_and_counted() {
    let panel = |faces: Vec<Face>| {
        let mut view = jungle_start(Seat(0));
        view.panels.push(games::Panel {
            title: Line::as_written("Captured by Blue"),
            pieces: faces,
        });
        view
    };
    let cat = Face::shown(Seat(1), crate::support::jungle_label('c'));
    let rat = Face::shown(Seat(1), crate::support::jungle_label('r'));
    let style = Style::default();
    let one = draw(&panel(vec![cat]), &style);
    let three = draw(&panel(vec![cat, cat, cat]), &style);
    let many = panel(vec![cat; 30]);
    assert_eq!(
        image_size(&many, &style),
        image_size(&panel(vec![cat]), &style),
        "thirty cats take one place"
    );
    let changed = differences(&one, &three);
    let (board_width, board_height) = image_size(&jungle_start(Seat(0)), &style);
    assert!(!changed.is_empty(), "the count is written");
    assert!(
        changed
            .iter()
            .all(|&(x, y)| y > board_height && x < board_width / 2)
    );
    let mixed = draw(&panel(vec![cat, rat, cat]), &style);
    assert_ne!(mixed, draw(&panel(vec![cat, rat]), &style));
}

#[test]
fn a_muted_seat_greys_only_its_own_zone() {
    let style = Style::default();
    let plain = jungle_start(Seat(0));
    let muted = BoardView {
        muted: vec![Seat(1)],
        ..plain.clone()
    };
    let changed = differences(&draw(&plain, &style), &draw(&muted, &style));
    let board = plain.board;
    let zone: Vec<_> = (0..board.points.len() as u16)
        .filter(|&p| board.points[usize::from(p)].owner == Some(Seat(1)))
        .map(|p| cell_rect(&plain, p).unwrap())
        .collect();
    assert_eq!(zone.len(), 4, "Red's den and traps");
    for cell in &zone {
        assert!(changed.iter().any(|&p| inside(*cell, p)));
    }
    assert!(changed.iter().all(|&p| zone.iter().any(|&c| inside(c, p))));
}

#[test]
fn a_badge_is_drawn_in_the_images_words() {
    let english = Style::default();
    let chinese = Style {
        words: render::Words::Chinese,
        ..Style::default()
    };
    let mut view = junqi_public();
    let at = point("b9");
    for piece in view.pieces.iter_mut().filter(|p| p.at == at) {
        piece.face.badge = Some(games::Badge::Said("badge-junqi-carries-flag"));
    }
    let changed = differences(&draw(&view, &english), &draw(&view, &chinese));
    let cell = cell_rect(&view, at).unwrap();
    assert!(!changed.is_empty() && changed.iter().all(|&p| inside(cell, p)));
    // A sign reads the same in every language.
    for piece in view.pieces.iter_mut().filter(|p| p.at == at) {
        piece.face.badge = Some(games::Badge::Sign("F"));
    }
    assert_eq!(draw(&view, &english), draw(&view, &chinese));
}

#[test]
fn a_badge_stays_on_its_piece() {
    let style = Style::default();
    let plain = junqi_public();
    let mut badged = plain.clone();
    let at = point("b9");
    for badge in [
        games::Badge::Said("badge-junqi-carries-flag"),
        games::Badge::Sign("F"),
    ] {
        for piece in badged.pieces.iter_mut().filter(|p| p.at == at) {
            piece.face.badge = Some(badge);
        }
        let changed = differences(&draw(&plain, &style), &draw(&badged, &style));
        let cell = cell_rect(&plain, at).unwrap();
        assert!(!changed.is_empty() && changed.iter().all(|&p| inside(cell, p)));
    }
}

#[test]
fn names_the_font_lacks_are_written_in_latin_letters() {
    let view = jungle_start(Seat(0));
    for (odd, latin) in [
        ("Blue: شادي · Red: דנה", "Blue: shdy · Red: dnh"),
        ("Blue: 𝐀𝐝𝐚 · Red: 민준", "Blue: Ada · Red: minjun"),
        ("Blue: 🦁Leo", "Blue: Leo"),
    ] {
        assert_eq!(
            render_png(&view, &caption(&[odd])).unwrap(),
            render_png(&view, &caption(&[latin])).unwrap(),
            "{odd:?} is drawn as {latin:?}"
        );
    }
}

/// A caption line too long for the image wraps rather than being cut: the rest of the line comes whole
/// on the next line, and only a word wider than the image is shortened.
#[test]
fn a_long_caption_wraps_and_only_a_word_wider_than_the_image_is_shortened() {
    let view = jungle_start(Seat(0));
    let long = format!("Blue: {} · Red: Bob", "Maximilian".repeat(8));
    let (long_image, tail_image) = (
        draw(&view, &caption(&[&long])),
        draw(&view, &caption(&["Red: Bob"])),
    );
    let (width, height) = long_image.dimensions();
    let line = height - tail_image.height();
    assert!(line >= 40, "two more lines: {line} pixels");
    // The last line is "Red: Bob" whole, where a caption of only that line puts it.
    let rows = line / 2;
    for y in 0..rows {
        for x in 0..width {
            assert_eq!(
                long_image.get_pixel(x, height - 1 - y),
                tail_image.get_pixel(x, tail_image.height() - 1 - y),
                "the last line differs at {x}, {y} from the bottom"
            );
        }
    }
    // The long word is cut inside the image: its line leaves the right margin clear.
    let frame = *long_image.get_pixel(width - 1, height - 1);
    let margin = width - (0.04 * width as f32) as u32;
    let clear = (tail_image.height()..height)
        .all(|y| (margin..width).all(|x| *long_image.get_pixel(x, y) == frame));
    assert!(clear, "the shortened word stays inside the image");
}

#[test]
fn descriptions_say_what_the_image_shows_and_no_more() {
    let start = render::describe(&jungle_start(Seat(0)));
    assert!(
        start.starts_with("jungle board seen from Blue's side."),
        "{start}"
    );
    assert!(
        start.contains("Blue: Tiger a1, Lion g1, Cat b2, Wolf f2"),
        "{start}"
    );
    assert!(start.contains("Red: Rat a7, Leopard c7"), "{start}");
    let midgame = render::describe(&jungle_midgame(Seat(1)));
    assert!(midgame.contains("Last move: c3 to c7."), "{midgame}");

    // The public Junqi view: every rank but the revealed flag is hidden.
    let text = render::describe(&junqi_public());
    assert!(text.chars().count() <= render::MAX_CHARS);
    assert!(text.contains("Flag d12"), "{text}");
    for name in ["Marshal", "General", "Bomb", "Mine", "Sapper"] {
        assert!(!text.contains(name), "{name} leaks: {text}");
    }
}

#[test]
fn a_description_fits_discord_however_full_the_view() {
    let mut view = junqi_full(Seat(0));
    view.info = vec![Line::as_written(
        "A very long line of public facts. ".repeat(10),
    )];
    for seat in [Seat(0), Seat(1)] {
        view.panels.push(games::Panel {
            title: Line::as_written(format!("Lost by seat {}", seat.0)),
            pieces: view.pieces.iter().map(|p| p.face).collect(),
        });
    }
    let text = render::describe(&view);
    assert!(text.chars().count() <= render::MAX_CHARS);
    assert!(text.contains("South") || text.contains("Blue"), "{text}");
}
