//! The standings picture: one row per player up to a page, the podium's medals, the rows' shades, a
//! mark for each kind of result that reads without colour, names as people type them, its alt text.

use crate::pixels::{decode, differences};
use crate::support::standings::standings;
use image::RgbaImage;
use render::{
    MAX_CHARS, Outcome, ResultMark, STANDINGS_ROWS, StandingsRow, StandingsTable,
    describe_standings, render_standings,
};

/// The medals' colours: gold, silver, bronze.
const MEDALS: [[u8; 3]; 3] = [[0xE8, 0xC0, 0x4A], [0xC4, 0xC8, 0xD0], [0xCD, 0x8A, 0x50]];
/// The rows' two grounds.
const SHADES: [[u8; 3]; 2] = [[0x37, 0x34, 0x2E], [0x2B, 0x29, 0x25]];
/// The squares' signs.
const SIGN: [u8; 3] = [0x1E, 0x1C, 0x19];

fn image(table: &StandingsTable) -> RgbaImage {
    decode(&render_standings(table).expect("the standings render"))
}

fn has(image: &RgbaImage, colour: [u8; 3]) -> bool {
    image.pixels().any(|p| p.0[..3] == colour)
}

fn colour_at(image: &RgbaImage, x: u32, y: u32) -> [u8; 3] {
    let p = image.get_pixel(x, y).0;
    [p[0], p[1], p[2]]
}

/// The top edges of the shaded rows (the first, third, fifth…), found down the left margin.
fn shaded_rows(image: &RgbaImage) -> Vec<u32> {
    (1..image.height())
        .filter(|&y| colour_at(image, 2, y) == SHADES[0] && colour_at(image, 2, y - 1) != SHADES[0])
        .collect()
}

#[test]
fn standings_of_two_nine_and_a_full_page_of_players_are_small_and_one_row_each() {
    let mut heights = Vec::new();
    for players in [2, 9, STANDINGS_ROWS] {
        let png = render_standings(&standings(players, 3)).expect("a picture");
        assert!(
            png.len() <= 60_000,
            "{players} players: {} bytes",
            png.len()
        );
        let image = decode(&png);
        assert_eq!(image.width(), 600);
        assert_eq!(
            shaded_rows(&image).len(),
            players.div_ceil(2),
            "{players} players"
        );
        heights.push(image.height());
    }
    let per_row = (heights[1] - heights[0]) / 7;
    assert_eq!(
        heights[2] - heights[1],
        per_row * (STANDINGS_ROWS as u32 - 9)
    );
}

#[test]
fn a_page_of_a_longer_table_draws_at_most_a_full_page_and_says_which_rows_it_holds() {
    let page = standings(84, 3);
    assert_eq!(page.page, "1–30 of 84");
    let mut more = page.clone();
    let extra = more.rows[0].clone();
    more.rows.extend(std::iter::repeat_n(extra, 10));
    assert_eq!(image(&more), image(&page), "rows past a page are not drawn");
    let mut unnumbered = page.clone();
    unnumbered.page.clear();
    assert!(image(&unnumbered).height() < image(&page).height());
}

#[test]
fn the_podium_is_marked_gold_silver_and_bronze_and_rows_alternate_shades() {
    let nine = image(&standings(9, 3));
    for medal in MEDALS {
        assert!(has(&nine, medal), "{medal:?}");
    }
    let two = image(&standings(2, 3));
    assert!(has(&two, MEDALS[0]) && has(&two, MEDALS[1]) && !has(&two, MEDALS[2]));
    let shaded = shaded_rows(&nine);
    let line = (shaded[1] - shaded[0]) / 2;
    for top in shaded {
        assert_eq!(colour_at(&nine, 2, top + line - 1), SHADES[0]);
        assert_eq!(
            colour_at(&nine, 2, top + line),
            SHADES[1],
            "the next row is not shaded"
        );
    }
}

#[test]
fn a_withdrawn_player_is_greyed_and_loses_their_medal() {
    let mut table = standings(9, 3);
    table.rows[0].withdrawn = true;
    let drawn = image(&table);
    assert!(!has(&drawn, MEDALS[0]));
    let ink = [0xEE, 0xEA, 0xE2];
    let first = shaded_rows(&drawn)[0];
    let row_has_ink =
        (first..first + 20).any(|y| (0..drawn.width() / 2).any(|x| colour_at(&drawn, x, y) == ink));
    assert!(
        !row_has_ink,
        "the withdrawn player's name and numbers are grey"
    );
}

/// A table of one row whose only result is `mark`.
fn one_result(mark: ResultMark) -> StandingsTable {
    let mut table = standings(2, 1);
    table.rows.truncate(1);
    table.rows[0].last = vec![mark];
    table
}

#[test]
fn each_kind_of_result_has_its_own_colour_and_its_own_sign() {
    let kinds = [
        Outcome::Won,
        Outcome::Drawn,
        Outcome::Lost,
        Outcome::Bye,
        Outcome::NotPlayed,
    ];
    let signs: Vec<Vec<(u32, u32)>> = kinds
        .iter()
        .map(|&outcome| {
            let drawn = image(&one_result(ResultMark {
                outcome,
                doubled: false,
            }));
            drawn
                .enumerate_pixels()
                .filter(|(_, _, p)| p.0[..3] == SIGN)
                .map(|(x, y, _)| (x, y))
                .collect()
        })
        .collect();
    for (i, a) in signs.iter().enumerate() {
        assert!(!a.is_empty(), "{:?} has a sign", kinds[i]);
        for (j, b) in signs.iter().enumerate().skip(i + 1) {
            assert_ne!(
                a, b,
                "{:?} and {:?} read alike without colour",
                kinds[i], kinds[j]
            );
        }
    }
    let plain = ResultMark {
        outcome: Outcome::Won,
        doubled: false,
    };
    let doubled = ResultMark {
        doubled: true,
        ..plain
    };
    assert!(!differences(&image(&one_result(plain)), &image(&one_result(doubled))).is_empty());
}

#[test]
fn only_the_last_five_results_are_marked_the_latest_last() {
    let mark = |outcome| ResultMark {
        outcome,
        doubled: false,
    };
    let mut six = one_result(mark(Outcome::Won));
    six.rows[0].last = vec![mark(Outcome::Lost); 5];
    six.rows[0].last.insert(0, mark(Outcome::Won));
    let mut five = six.clone();
    five.rows[0].last.remove(0);
    assert_eq!(image(&six), image(&five));
    let mut latest = five.clone();
    latest.rows[0].last[4] = mark(Outcome::Drawn);
    let changed = differences(&image(&five), &image(&latest));
    let leftmost = changed.iter().map(|p| p.0).min().expect("a change");
    assert!(
        leftmost > 600 - 24 - 40,
        "the latest result is the rightmost: {leftmost}"
    );
}

/// Where the pixels differ between `table` and the same table with row `row` named `name`.
fn changed_by_name(table: &StandingsTable, row: usize, name: &str) -> Vec<(u32, u32)> {
    let mut renamed = table.clone();
    renamed.rows[row].name = name.to_owned();
    differences(&image(table), &image(&renamed))
}

#[test]
fn names_as_people_type_them_are_cut_or_stood_in_for_within_their_column() {
    let table = standings(9, 3);
    // The row's score, aligned right in its column, starts after the name column's room.
    let score_left = {
        let mut other_score = table.clone();
        other_score.rows[3].score = "7".to_owned();
        let changed = differences(&image(&table), &image(&other_score));
        changed
            .iter()
            .map(|p| p.0)
            .min()
            .expect("the score is drawn")
    };
    let long = "Wolfeschlegelsteinhausenbergerdorff ".repeat(6);
    let names = [
        long.chars().take(200).collect::<String>(),
        "🦁🐯🐼".to_owned(),
        "👩‍👩‍👧‍👦".to_owned(),
        "مرحبا بالعالم".to_owned(),
        "שלום".to_owned(),
        "\u{202E}evil\u{202C}".to_owned(),
        "𠜎𠜱".to_owned(),
    ];
    for name in &names {
        let changed = changed_by_name(&table, 3, name);
        assert!(!changed.is_empty(), "{name:?} draws something");
        let right = changed.iter().map(|p| p.0).max().unwrap_or(0);
        assert!(right < score_left, "{name:?} reaches x = {right}");
    }
}

#[test]
fn the_alt_text_gives_the_ranking_in_words() {
    let mut table = standings(9, 3);
    table.rows[6].last.push(ResultMark {
        outcome: Outcome::Won,
        doubled: true,
    });
    let text = describe_standings(&table);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], table.title);
    assert_eq!(lines.len(), 1 + 9);
    let first = &table.rows[0];
    assert!(
        lines[1].starts_with(&format!(
            "1. Ada: Score {}, Buch {}, SB {}; Last: ",
            first.score, first.tie_breaks[0], first.tie_breaks[1]
        )),
        "{}",
        lines[1]
    );
    assert!(
        lines[7].starts_with("7. grace (withdrawn): "),
        "{}",
        lines[7]
    );
    assert!(
        lines[7].ends_with("not played, won doubled"),
        "{}",
        lines[7]
    );
    let long = describe_standings(&standings(84, 3));
    assert!(long.lines().nth(1) == Some("1–30 of 84"));
    assert!(long.chars().count() <= MAX_CHARS);
}

#[test]
fn a_table_with_no_rows_or_no_results_yet_still_draws() {
    let mut empty = standings(9, 0);
    assert!(
        empty
            .rows
            .iter()
            .all(|row: &StandingsRow| row.last.len() <= 1)
    );
    image(&empty);
    empty.rows.clear();
    assert_eq!(shaded_rows(&image(&empty)).len(), 0);
}

#[test]
fn a_score_wider_than_any_is_cut_and_the_names_keep_their_room() {
    let mut table = standings(9, 3);
    table.rows[0].score = "1".repeat(80);
    let changed = changed_by_name(&table, 3, "Wolfgang");
    let left = changed
        .iter()
        .map(|p| p.0)
        .min()
        .expect("the name is drawn");
    let right = changed
        .iter()
        .map(|p| p.0)
        .max()
        .expect("the name is drawn");
    // Five letters or more of it: without the cap the name column would shrink to one.
    assert!(right - left > 80, "the name has {} pixels", right - left);
}
