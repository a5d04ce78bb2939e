//! The analysis picture: its size at phone width, its curve and marks in each side's colour, its alt
//! text.

use crate::pixels::decode;
use crate::support::analysis_chart;
use render::{describe_chart, render_chart};

/// The first side's colour and the second's, as the picture paints them.
const SIDES: [[u8; 3]; 2] = [[0x4F, 0xC3, 0xF7], [0xF2, 0x8B, 0x54]];

fn has(image: &image::RgbaImage, colour: [u8; 3]) -> bool {
    image.pixels().any(|p| p.0[..3] == colour)
}

#[test]
fn chart_is_a_png_as_wide_as_a_board_and_small() {
    let png = render_chart(&analysis_chart()).expect("a picture");
    let image = decode(&png);
    assert_eq!(image.width(), 600);
    assert!(
        image.height() > 400 && image.height() < 900,
        "{}",
        image.height()
    );
    assert!(png.len() <= 60_000, "{} bytes", png.len());
}

#[test]
fn chart_marks_each_sides_moves_in_its_colour() {
    let mut chart = analysis_chart();
    chart.points.clear();
    chart.sides = [String::new(), String::new()];
    chart.marks.retain(|mark| mark.side == 1);
    let image = decode(&render_chart(&chart).expect("a picture"));
    assert!(has(&image, SIDES[1]));
    assert!(
        !has(&image, SIDES[0]),
        "no mark, badge nor legend of the first side"
    );
}

#[test]
fn chart_lead_is_tinted_on_the_leaders_side_of_the_level_line() {
    let mut chart = analysis_chart();
    let (width, top) = (600, 200);
    chart.curve = vec![1.0; 11];
    chart.marks.clear();
    chart.points.clear();
    let leading = decode(&render_chart(&chart).expect("a picture"));
    chart.curve = vec![-1.0; 11];
    let trailing = decode(&render_chart(&chart).expect("a picture"));
    let above = |image: &image::RgbaImage| *image.get_pixel(width / 2, top);
    assert_ne!(above(&leading), above(&trailing));
}

#[test]
fn chart_alt_text_gives_the_three_turning_points_in_words() {
    let chart = analysis_chart();
    let text = describe_chart(&chart);
    assert!(text.starts_with("Analysis of game #12"));
    for (number, point) in chart.points.iter().enumerate() {
        assert!(
            text.contains(&format!("{}. {}", number + 1, point.text)),
            "{text}"
        );
    }
    assert!(text.chars().count() <= render::MAX_CHARS);
}
