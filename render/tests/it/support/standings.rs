//! Standings tables for the renderer's tests, benchmarks and gallery: a Swiss tournament after three
//! rounds of four, with the names players type (accents, Chinese, emoji, right-to-left) and a withdrawn
//! player.

use render::{
    Outcome, OutcomeWords, ResultMark, STANDINGS_ROWS, StandingsHeadings, StandingsRow,
    StandingsTable,
};

/// The names the rows take in turn.
const NAMES: [&str; 12] = [
    "Ada",
    "Bartholomew Featherstonehaugh",
    "张伟",
    "Zoë Çelik",
    "🦁 Leo",
    "مرحبا",
    "grace",
    "Øyvind",
    "x_Jungle_Master_2000",
    "Ελένη",
    "bob",
    "Núñez",
];

/// English headings as the host writes them.
pub fn headings() -> StandingsHeadings {
    StandingsHeadings {
        rank: "#".to_owned(),
        name: "Player".to_owned(),
        score: "Score".to_owned(),
        tie_breaks: ["Buch".to_owned(), "SB".to_owned()],
        last: "Last".to_owned(),
    }
}

/// English words for the alt text.
pub fn outcome_words() -> OutcomeWords {
    OutcomeWords {
        won: "won".to_owned(),
        drawn: "drawn".to_owned(),
        lost: "lost".to_owned(),
        bye: "bye".to_owned(),
        not_played: "not played".to_owned(),
        doubled: "doubled".to_owned(),
        withdrawn: "withdrawn".to_owned(),
    }
}

/// Writes half points as `½`: `3.5` as `3½`, `0.5` as `½`.
fn points(halves: u32) -> String {
    match (halves / 2, halves % 2) {
        (whole, 0) => whole.to_string(),
        (0, _) => "½".to_owned(),
        (whole, _) => format!("{whole}½"),
    }
}

/// The results of the player in row `index` over `rounds`: a pattern that gives every kind of mark.
fn results(index: usize, rounds: usize) -> Vec<ResultMark> {
    let kinds = [
        Outcome::Won,
        Outcome::Won,
        Outcome::Drawn,
        Outcome::Lost,
        Outcome::Won,
        Outcome::Bye,
        Outcome::Lost,
        Outcome::Drawn,
    ];
    (0..rounds)
        .map(|round| ResultMark {
            outcome: kinds[(index * 3 + round * 5) % kinds.len()],
            doubled: false,
        })
        .collect()
}

/// The first page of the standings of `players` players after `rounds` rounds: one row each (at most
/// [`STANDINGS_ROWS`]), scores falling down the table, the seventh player withdrawn.
pub fn standings(players: usize, rounds: usize) -> StandingsTable {
    let shown = players.min(STANDINGS_ROWS);
    let rows = (0..shown)
        .map(|index| {
            let halves = (2 * rounds as u32)
                .saturating_sub(index as u32 * 2 * rounds as u32 / players as u32);
            let withdrawn = index == 6;
            let mut last = results(index, rounds);
            if withdrawn {
                last.push(ResultMark {
                    outcome: Outcome::NotPlayed,
                    doubled: false,
                });
            }
            StandingsRow {
                rank: index as u32 + 1,
                name: NAMES[index % NAMES.len()].to_owned(),
                score: points(halves),
                tie_breaks: [points(halves * 3 + 1), format!("{}.25", halves * 2)],
                last,
                withdrawn,
            }
        })
        .collect();
    StandingsTable {
        title: format!("Tournament #7 · Jungle · round {rounds}/{}", rounds + 1),
        page: if players > shown {
            format!("1–{shown} of {players}")
        } else {
            String::new()
        },
        headings: headings(),
        outcomes: outcome_words(),
        rows,
    }
}
