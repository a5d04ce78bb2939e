//! Laying out lists and pages of lines, a few numbers of many, and game records cut to one message.

use crate::host::api::Text;
use crate::message::{Arg, Span};
use std::ops::Range;

/// The most characters a message of the bot holds (Discord allows 2000; this leaves room for a heading).
pub const MESSAGE_LIMIT: usize = 1900;
/// The most entries a list message shows.
pub const LIST_LIMIT: usize = 25;

/// A list under a heading, cut to [`LIST_LIMIT`] entries with a note of how many were left out.
pub fn list(heading: Text, lines: &[String]) -> Text {
    let mut text = heading;
    for line in lines.iter().take(LIST_LIMIT) {
        text = text.plain(format!("\n{line}"));
    }
    if lines.len() > LIST_LIMIT {
        text = text.plain("\n").say(
            "list-more",
            vec![("count", (lines.len() - LIST_LIMIT).into())],
        );
    }
    text
}

/// The refusal of page `page` of a list that has `pages`, saying how to see the first: `typed`.
pub fn no_such_page(page: usize, pages: usize, typed: &str) -> Text {
    Text::key_with(
        "no-such-page",
        vec![
            ("page", page.into()),
            ("pages", pages.into()),
            ("typed", typed.into()),
        ],
    )
}

/// ` (page 2 of 3)`, after a list's heading.
fn page_of(page: usize, pages: usize) -> Text {
    Text::key_with(
        "page-of",
        vec![("page", page.into()), ("pages", pages.into())],
    )
}

/// The heading of a paged list, and where its page marker (` (page 2 of 3)`) goes.
#[derive(Clone, Debug)]
pub enum Heading {
    /// A title the marker follows: `Commands (page 1 of 2)`.
    Title(Text),
    /// A catalogue sentence that places the marker itself, as its `$page` argument, so that it comes
    /// before the sentence's colon: `Waiting challenges (page 1 of 2):`.
    Sentence {
        /// The sentence's key.
        key: &'static str,
        /// Its arguments other than `page`.
        args: Vec<(&'static str, Arg)>,
    },
}

impl Heading {
    /// A catalogue sentence with a `$page` argument for the page marker.
    pub fn sentence(key: &'static str, args: Vec<(&'static str, Arg)>) -> Self {
        Heading::Sentence { key, args }
    }

    /// The heading with `marker` (nothing for a list of one page) where it belongs.
    fn with_marker(&self, marker: Option<Text>) -> Text {
        match self {
            Heading::Title(title) => match marker {
                Some(marker) => title.clone().then(marker),
                None => title.clone(),
            },
            Heading::Sentence { key, args } => {
                let mut args: Vec<(String, Arg)> = args
                    .iter()
                    .map(|(name, value)| ((*name).to_owned(), value.clone()))
                    .collect();
                args.push(("page".to_owned(), marker.unwrap_or_default().into()));
                let mut text = Text::default();
                text.push(Span::Say {
                    key: (*key).to_owned(),
                    args,
                });
                text
            }
        }
    }

    /// The heading of page `page` of `pages`.
    pub fn of_page(&self, page: usize, pages: usize) -> Text {
        self.with_marker((pages > 1).then(|| page_of(page, pages)))
    }
}

impl From<Text> for Heading {
    fn from(title: Text) -> Self {
        Heading::Title(title)
    }
}

/// Room kept on a page for its heading's page count and the line saying how to see the next.
const FOOTER_ROOM: usize = 200;

/// Where each page of `lines` under `heading` begins and ends: at most `per_page` lines, and no more than
/// fit in one message with the heading, so that a page is always one message (a page that replaces the
/// one whose button was pressed is never cut in parts, of which only the last would stay). A line too
/// long for a page of its own has a page to itself.
pub fn page_ranges(heading: &Heading, lines: &[Text], per_page: usize) -> Vec<Range<usize>> {
    let heading = heading.with_marker(None).to_plain();
    let budget = MESSAGE_LIMIT.saturating_sub(heading.chars().count() + FOOTER_ROOM);
    let mut pages = Vec::new();
    let (mut start, mut used) = (0, 0);
    for (index, line) in lines.iter().enumerate() {
        let length = line.to_plain().chars().count() + 1;
        if index > start && (index - start == per_page || used + length > budget) {
            pages.push(start..index);
            (start, used) = (index, 0);
        }
        used += length;
    }
    pages.push(start..lines.len());
    pages
}

/// One page (from 1) of a long list of texts under a heading, with how many more there are and the
/// command that shows them (`command page N`); a page is one message ([`page_ranges`]).
pub fn page(heading: impl Into<Heading>, lines: Vec<Text>, page: usize, command: &str) -> Text {
    let heading = heading.into();
    let total = lines.len();
    let ranges = page_ranges(&heading, &lines, PAGE_SIZE);
    let pages = ranges.len();
    let Some(range) = page
        .checked_sub(1)
        .and_then(|index| ranges.get(index))
        .cloned()
    else {
        return no_such_page(page, pages, command);
    };
    let mut text = heading.of_page(page, pages);
    let end = range.end;
    for line in lines.into_iter().take(end).skip(range.start) {
        text = text.plain("\n").then(line);
    }
    let after = total.saturating_sub(end);
    if after > 0 {
        text = text.plain("\n").say(
            "page-more",
            vec![
                ("count", after.into()),
                ("typed", format!("{command} page {}", page + 1).into()),
            ],
        );
    }
    text
}

/// The most entries a page of a list shows.
pub const PAGE_SIZE: usize = 20;

/// A few numbers of a long list for a sentence: `#1, #2, #3 and 2990 more`.
pub fn some_numbers(numbers: &[String]) -> Text {
    const SHOWN: usize = 5;
    if numbers.len() <= SHOWN {
        return Text::from(numbers.join(", "));
    }
    Text::key_with(
        "numbers-more",
        vec![
            ("numbers", numbers[..SHOWN].join(", ").into()),
            ("count", (numbers.len() - SHOWN).into()),
        ],
    )
}

/// A game record short enough for one message: its header lines, a note that earlier moves were left
/// out, and as many of the last moves as fit, starting at a move number.
pub fn fit_record(record: &str, limit: usize) -> Text {
    if record.chars().count() <= limit {
        return Text::from(record);
    }
    let (headers, moves): (Vec<&str>, Vec<&str>) =
        record.lines().partition(|line| line.starts_with('['));
    let header = headers.join("\n");
    let budget = limit.saturating_sub(header.chars().count() + 40);
    let tokens: Vec<&str> = moves
        .iter()
        .flat_map(|line| line.split_whitespace())
        .collect();
    let mut start = tokens.len();
    let mut used = 0;
    while start > 0 && used + tokens[start - 1].chars().count() < budget {
        start -= 1;
        used += tokens[start].chars().count() + 1;
    }
    while start < tokens.len() && !tokens[start].ends_with('.') {
        start += 1;
    }
    Text::from(format!("{header}\n"))
        .say("record-cut", Vec::new())
        .plain(format!("\n… {}", tokens[start..].join(" ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_records_keep_their_headers_and_last_moves() {
        let moves: Vec<String> = (1..=400).map(|n| format!("{n}. a1a2 b1b2")).collect();
        let record = format!("[Game \"Jungle\"]\n[Result \"*\"]\n{}", moves.join(" "));
        let fitted = fit_record(&record, 500).to_plain();
        assert!(fitted.chars().count() <= 500, "{}", fitted.len());
        assert!(fitted.starts_with("[Game \"Jungle\"]\n[Result \"*\"]\n"));
        assert!(fitted.ends_with("400. a1a2 b1b2"));
        let first_kept = fitted.split("… ").nth(1).unwrap();
        assert!(first_kept.split_whitespace().next().unwrap().ends_with('.'));
        assert!(fitted.contains("\n(earlier moves left out)\n"), "{fitted}");
        assert_eq!(
            fit_record("[Game \"Jungle\"]\n1. a1a2", 500).to_plain(),
            "[Game \"Jungle\"]\n1. a1a2"
        );
    }

    #[test]
    fn lists_are_cut_with_a_count() {
        let lines: Vec<String> = (0..30).map(|n| n.to_string()).collect();
        let text = list(Text::from("Games:"), &lines).to_plain();
        assert_eq!(text.lines().count(), 1 + LIST_LIMIT + 1);
        assert!(text.ends_with("… and 5 more."));
    }
}
