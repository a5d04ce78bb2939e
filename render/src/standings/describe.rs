//! The alt text of the standings: the heading, then each row in words (rank, name, score, the
//! tie-breaks by their headings, the last results), within Discord's limit.

use super::{LAST_RESULTS, Outcome, OutcomeWords, STANDINGS_ROWS, StandingsRow, StandingsTable};

/// The standings in words, for screen readers: one line per drawn row, cut at [`crate::MAX_CHARS`].
pub fn describe_standings(table: &StandingsTable) -> String {
    let mut lines = vec![table.title.clone()];
    if !table.page.is_empty() {
        lines.push(table.page.clone());
    }
    let rows = &table.rows[..table.rows.len().min(STANDINGS_ROWS)];
    lines.extend(rows.iter().map(|row| describe_row(table, row)));
    let text = lines.join("\n");
    match text.char_indices().nth(crate::MAX_CHARS - 1) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text,
    }
}

/// One row: `1. Ada: Score 3½, Buchholz 7, SB 5.25; Last: won, won, lost`.
fn describe_row(table: &StandingsTable, row: &StandingsRow) -> String {
    let headings = &table.headings;
    let words = &table.outcomes;
    let mut line = format!("{}. {}", row.rank, row.name);
    if row.withdrawn {
        line.push_str(&format!(" ({})", words.withdrawn));
    }
    line.push_str(&format!(
        ": {} {}, {} {}, {} {}",
        headings.score,
        row.score,
        headings.tie_breaks[0],
        row.tie_breaks[0],
        headings.tie_breaks[1],
        row.tie_breaks[1]
    ));
    let shown = &row.last[row.last.len().saturating_sub(LAST_RESULTS)..];
    if !shown.is_empty() {
        let results: Vec<String> = shown
            .iter()
            .map(|result| {
                let word = outcome_word(words, result.outcome);
                if result.doubled {
                    format!("{word} {}", words.doubled)
                } else {
                    word.to_owned()
                }
            })
            .collect();
        line.push_str(&format!("; {}: {}", headings.last, results.join(", ")));
    }
    line
}

/// The word for `outcome`.
fn outcome_word(words: &OutcomeWords, outcome: Outcome) -> &str {
    match outcome {
        Outcome::Won => &words.won,
        Outcome::Drawn => &words.drawn,
        Outcome::Lost => &words.lost,
        Outcome::Bye => &words.bye,
        Outcome::NotPlayed => &words.not_played,
    }
}
