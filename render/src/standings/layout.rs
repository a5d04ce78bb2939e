//! Where each column of the standings lies, and the headings and rows written into them: the rank,
//! the name (cut with an ellipsis to its room), the score and tie-breaks aligned right, the marks.

use super::{INK, LAST_RESULTS, MUTED, StandingsHeadings, StandingsRow, marks};
use crate::canvas::Rgb;
use crate::sheet::Sheet;
use crate::text;

/// What stands in for a run of emoji in a name.
const STAND_IN: char = '○';

/// The columns of one table at one text size.
pub(super) struct Layout {
    size: f32,
    /// The rank column's left edge and width.
    rank: (f32, f32),
    /// The name column's left edge and width.
    name: (f32, f32),
    /// The right edges of the score and the two tie-breaks, and the width each column has.
    numbers: [(f32, f32); 3],
    /// The marks column's left edge.
    marks: f32,
    /// The headings, cut to their columns: rank, name, score, tie-breaks, last results.
    headings: [String; 6],
}

impl Layout {
    /// The columns for `rows` under `headings` between `left` and `right`.
    pub(super) fn new(
        headings: &StandingsHeadings,
        rows: &[StandingsRow],
        size: f32,
        (left, right): (f32, f32),
    ) -> Layout {
        let gap = (size * 0.6).round();
        let widest = |texts: &mut dyn Iterator<Item = &str>| {
            texts.map(|t| text::width(t, size)).fold(0.0f32, f32::max)
        };
        // A heading wider than its numbers is cut, and so is a number wider than any score or
        // tie-break, so that the names keep their room.
        let cap = 2.5 * size;
        let column = |title: &str, values: &mut dyn Iterator<Item = &str>| {
            widest(values)
                .min(1.5 * cap)
                .max(text::width(title, size).min(cap))
                .ceil()
        };
        let ranks: Vec<String> = rows.iter().map(|row| row.rank.to_string()).collect();
        let rank_width = column(
            &text::readable(&headings.rank),
            &mut ranks.iter().map(String::as_str),
        )
        .max(marks::medal_diameter(size));
        let score = column(
            &text::readable(&headings.score),
            &mut rows.iter().map(|r| r.score.as_str()),
        );
        let breaks = [0, 1].map(|i| {
            let title = text::readable(&headings.tie_breaks[i]);
            column(&title, &mut rows.iter().map(|r| r.tie_breaks[i].as_str()))
        });
        let count = rows
            .iter()
            .map(|row| row.last.len().min(LAST_RESULTS))
            .max()
            .unwrap_or(0);
        let marks_width = marks::row_width(count, size)
            .max(text::width(&text::readable(&headings.last), size).min(cap))
            .ceil();
        let marks_left = right - marks_width;
        let mut edge = marks_left - gap;
        let mut numbers = [(0.0, 0.0); 3];
        for (slot, width) in numbers.iter_mut().zip([score, breaks[0], breaks[1]]).rev() {
            *slot = (edge, width);
            edge -= width + gap;
        }
        let name_left = left + rank_width + gap;
        let name_width = (edge - name_left).max(size);
        let cut = |words: &str, width: f32| text::cut(&text::readable(words), size, width);
        Layout {
            size,
            rank: (left, rank_width),
            name: (name_left, name_width),
            numbers,
            marks: marks_left,
            headings: [
                cut(&headings.rank, rank_width),
                cut(&headings.name, name_width),
                cut(&headings.score, score),
                cut(&headings.tie_breaks[0], breaks[0]),
                cut(&headings.tie_breaks[1], breaks[1]),
                cut(&headings.last, marks_width),
            ],
        }
    }

    /// The baseline of a line of text in the row from `y`, `line` tall.
    fn baseline(&self, y: f32, line: f32) -> f32 {
        (y + (line + self.size * 0.72) / 2.0).round()
    }

    /// Writes the headings in the row from `y`.
    pub(super) fn headings(&self, sheet: &mut Sheet, y: f32, line: f32) {
        let baseline = self.baseline(y, line);
        let [rank, name, score, first, second, last] = &self.headings;
        self.centred(sheet, rank, self.rank, baseline, MUTED);
        sheet.text(name, self.size, (self.name.0, baseline), MUTED);
        for (text, (right, _)) in [score, first, second].into_iter().zip(self.numbers) {
            self.right_aligned(sheet, text, right, baseline, MUTED);
        }
        sheet.text(last, self.size, (self.marks, baseline), MUTED);
    }

    /// Draws `row` in the row from `y`, `line` tall.
    pub(super) fn row(&self, sheet: &mut Sheet, row: &StandingsRow, y: f32, line: f32) {
        let baseline = self.baseline(y, line);
        let ink = if row.withdrawn { MUTED } else { INK };
        let centre = y + line / 2.0;
        match marks::medal(row.rank).filter(|_| !row.withdrawn) {
            Some(medal) => {
                let x = self.rank.0 + self.rank.1 / 2.0;
                marks::draw_medal(sheet, (x, centre), row.rank, medal, self.size);
            }
            None => self.centred(sheet, &row.rank.to_string(), self.rank, baseline, ink),
        }
        let name = text::readable_with(&row.name, Some(STAND_IN));
        let name = text::cut(&name, self.size, self.name.1);
        sheet.text(&name, self.size, (self.name.0, baseline), ink);
        let values = [&row.score, &row.tie_breaks[0], &row.tie_breaks[1]];
        for (value, (right, width)) in values.into_iter().zip(self.numbers) {
            let value = text::cut(&text::readable(value), self.size, width);
            self.right_aligned(sheet, &value, right, baseline, ink);
        }
        let shown = &row.last[row.last.len().saturating_sub(LAST_RESULTS)..];
        marks::draw_row(sheet, shown, (self.marks, centre), self.size);
    }

    fn centred(
        &self,
        sheet: &mut Sheet,
        words: &str,
        (left, width): (f32, f32),
        baseline: f32,
        ink: Rgb,
    ) {
        let x = left + (width - text::width(words, self.size)) / 2.0;
        sheet.text(words, self.size, (x, baseline), ink);
    }

    fn right_aligned(&self, sheet: &mut Sheet, words: &str, right: f32, baseline: f32, ink: Rgb) {
        let x = right - text::width(words, self.size);
        sheet.text(words, self.size, (x, baseline), ink);
    }
}
