//! Long lists a page at a time: Previous and Next buttons where there are such pages, and the typed form
//! of the next page for the local mode and typed commands. A page shown by a button takes the place of
//! the page whose button was pressed.

use super::api::{Message, Text};
use super::text::Heading;
use super::{Failure, buttons, refuse};

/// Page `page` (from 1) of `lines` under `heading`, at most `per_page` lines a page and never more than
/// one message holds ([`super::text::page_ranges`]), so that the whole page takes the place of the one
/// whose button was pressed: `typed` is the command that shows it (`leaderboard jungle`, to which
/// ` page N` is added) and `id` gives the id of the button that shows page N. A page past the end is
/// refused, saying how many there are.
pub fn page(
    heading: impl Into<Heading>,
    lines: Vec<Text>,
    page: usize,
    per_page: usize,
    typed: &str,
    id: impl Fn(usize) -> String,
) -> Result<Message, Failure> {
    let heading = heading.into();
    let ranges = super::text::page_ranges(&heading, &lines, per_page);
    let pages = ranges.len();
    let Some(range) = page
        .checked_sub(1)
        .and_then(|index| ranges.get(index))
        .cloned()
    else {
        return refuse(super::text::no_such_page(page, pages, typed));
    };
    let mut text = heading.of_page(page, pages);
    for line in lines.into_iter().take(range.end).skip(range.start) {
        text = text.plain("\n").then(line);
    }
    if page < pages {
        text = text.plain("\n").say(
            "page-next",
            vec![("typed", format!("{typed} page {}", page + 1).into())],
        );
    }
    Ok(Message {
        text,
        buttons: buttons::pages(page, pages, id),
        replaces_pressed: true,
        ..Message::default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(count: usize) -> Vec<Text> {
        (1..=count)
            .map(|n| Text::from(format!("line {n}")))
            .collect()
    }

    fn id(page: usize) -> String {
        format!("umpire:leaderboard:{page}:jungle/2/all")
    }

    #[test]
    fn pages_carry_the_buttons_to_their_neighbours_only() {
        let first = page(
            Text::from("Top"),
            lines(25),
            1,
            10,
            "leaderboard jungle",
            id,
        )
        .unwrap();
        let text = first.text.to_plain();
        assert!(text.starts_with("Top (page 1 of 3)\nline 1\n"), "{text}");
        assert!(
            text.contains("line 10\n`leaderboard jungle page 2`"),
            "{text}"
        );
        assert!(!text.contains("line 11"), "{text}");
        let labels = |message: &Message| -> Vec<(String, String)> {
            message
                .buttons
                .iter()
                .map(|button| (button.label.to_plain(), button.id.clone()))
                .collect()
        };
        assert_eq!(labels(&first), [("Next".to_owned(), id(2))]);
        let middle = page(
            Text::from("Top"),
            lines(25),
            2,
            10,
            "leaderboard jungle",
            id,
        )
        .unwrap();
        assert_eq!(
            labels(&middle),
            [("Previous".to_owned(), id(1)), ("Next".to_owned(), id(3))]
        );
        let last = page(
            Text::from("Top"),
            lines(25),
            3,
            10,
            "leaderboard jungle",
            id,
        )
        .unwrap();
        assert_eq!(labels(&last), [("Previous".to_owned(), id(2))]);
        assert!(last.text.to_plain().ends_with("line 25"));
        assert!(last.replaces_pressed);
        let only = page(Text::from("Top"), lines(3), 1, 10, "leaderboard jungle", id).unwrap();
        assert_eq!(only.text.to_plain(), "Top\nline 1\nline 2\nline 3");
        assert!(only.buttons.is_empty());
        assert!(matches!(
            page(Text::from("Top"), lines(25), 4, 10, "leaderboard jungle", id),
            Err(Failure::Refused(text)) if text.contains("there are 3")
        ));
    }

    #[test]
    fn a_heading_sentence_puts_the_page_before_its_colon() {
        let heading = || Heading::sentence("challenges-heading", Vec::new());
        let first = page(heading(), lines(25), 1, 10, "challenges", id).unwrap();
        assert!(
            first
                .text
                .to_plain()
                .starts_with("Waiting challenges (page 1 of 3):\nline 1\n"),
            "{:?}",
            first.text.to_plain()
        );
        let only = page(heading(), lines(3), 1, 10, "challenges", id).unwrap();
        assert!(
            only.text
                .to_plain()
                .starts_with("Waiting challenges:\nline 1"),
            "{:?}",
            only.text.to_plain()
        );
    }

    #[test]
    fn a_page_of_long_lines_is_one_message_and_every_line_is_on_one_page() {
        let long: Vec<Text> = (1..=25)
            .map(|n| Text::from(format!("{n:>3} {}", "x".repeat(146))))
            .collect();
        let mut shown = Vec::new();
        let mut number = 1;
        loop {
            let message = page(Text::from("Top"), long.clone(), number, 20, "games", id).unwrap();
            let text = message.text.to_plain();
            assert!(
                text.chars().count() <= 2_000,
                "page {number}: {}",
                text.len()
            );
            shown.extend(
                text.lines()
                    .filter(|line| line.ends_with('x'))
                    .map(str::to_owned),
            );
            if message
                .buttons
                .iter()
                .all(|button| button.id != id(number + 1))
            {
                break;
            }
            number += 1;
        }
        assert!(number > 2, "more pages than the 20 lines a page would make");
        let all: Vec<String> = long.iter().map(Text::to_plain).collect();
        assert_eq!(shown, all, "each line once, in order");
    }
}
