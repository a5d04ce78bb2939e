//! The standings as a picture: drawn here, in the reader's language (its words are written before it is
//! drawn, as the analysis chart's are), with its alt text, and sent with the standings in words.

use super::rounds::entered;
use crate::host::api::{Image, Message, Picture, Text};
use crate::host::{Failure, wording};
use crate::i18n::localize;
use crate::model::Language;
use crate::store::{Stage, TournamentRecord};
use crate::tournament::{Mark, Standing, Swiss};
use render::{
    OutcomeWords, ResultMark, STANDINGS_ROWS, StandingsHeadings, StandingsRow, StandingsTable,
};

/// `message` with the standings picture of `record` in `language` attached, once it has rounds to
/// show; `message` alone before.
pub(super) fn with_standings(
    record: &TournamentRecord,
    message: Message,
    language: Language,
) -> Result<Message, Failure> {
    let (Stage::Playing(swiss) | Stage::Over(swiss)) = &record.stage else {
        return Ok(message);
    };
    let table = table(record, swiss, language);
    let png = render::render_standings(&table)
        .map_err(|error| Failure::Store(format!("the standings picture failed: {error}")))?;
    Ok(Message {
        image: Some(Image {
            file_name: format!("tournament-{}-standings.png", record.id),
            picture: Picture::Encoded { bytes: png },
            alt: render::describe_standings(&table),
        }),
        ..message
    })
}

/// What the picture shows of `swiss`, in `language`: its first page of rows.
fn table(record: &TournamentRecord, swiss: &Swiss, language: Language) -> StandingsTable {
    let plain = |key: &str| localize(&Text::key(key), language).to_plain();
    let standings = swiss.standings();
    let title = Text::key_with(
        "tournament-picture-title",
        vec![
            ("tournament", record.id.to_string().into()),
            ("game", wording::game_name(record.kind).into()),
            ("round", played_rounds(swiss).into()),
            ("rounds", u32::from(record.rounds).into()),
        ],
    );
    let page = match standings.len() > STANDINGS_ROWS {
        true => localize(
            &Text::key_with(
                "tournament-picture-page",
                vec![
                    ("last", STANDINGS_ROWS.into()),
                    ("count", standings.len().into()),
                ],
            ),
            language,
        )
        .to_plain(),
        false => String::new(),
    };
    StandingsTable {
        title: localize(&title, language).to_plain(),
        page,
        headings: StandingsHeadings {
            rank: plain("tournament-picture-rank"),
            name: plain("tournament-picture-name"),
            score: plain("tournament-picture-score"),
            tie_breaks: [
                plain("tournament-picture-buchholz"),
                plain("tournament-picture-sonneborn-berger"),
            ],
            last: plain("tournament-picture-last"),
        },
        outcomes: OutcomeWords {
            won: plain("tournament-picture-won"),
            drawn: plain("tournament-picture-drawn"),
            lost: plain("tournament-picture-lost"),
            bye: plain("tournament-picture-bye"),
            not_played: plain("tournament-picture-not-played"),
            doubled: plain("tournament-picture-doubled"),
            withdrawn: plain("tournament-picture-withdrawn"),
        },
        rows: standings
            .iter()
            .take(STANDINGS_ROWS)
            .map(|standing| row(record, standing))
            .collect(),
    }
}

/// How many rounds of `swiss` are over: all but one still being played.
fn played_rounds(swiss: &Swiss) -> usize {
    swiss
        .rounds()
        .iter()
        .filter(|round| round.is_complete())
        .count()
}

/// One player's row.
fn row(record: &TournamentRecord, standing: &Standing) -> StandingsRow {
    StandingsRow {
        rank: u32::try_from(standing.rank).unwrap_or(u32::MAX),
        name: entered(record, standing.player).name,
        score: standing.score.to_string(),
        tie_breaks: [
            standing.buchholz.to_string(),
            standing.sonneborn_berger.to_string(),
        ],
        last: standing
            .marks
            .iter()
            .filter_map(|&mark| result(mark))
            .collect(),
        withdrawn: standing.withdrawn,
    }
}

/// A round's mark as the picture draws it; `None` for a game still being played.
fn result(mark: Mark) -> Option<ResultMark> {
    let outcome = match mark {
        Mark::Win => render::Outcome::Won,
        Mark::Draw => render::Outcome::Drawn,
        Mark::Loss | Mark::Absent => render::Outcome::Lost,
        Mark::Bye => render::Outcome::Bye,
        Mark::Out => render::Outcome::NotPlayed,
        Mark::Playing => return None,
    };
    Some(ResultMark {
        outcome,
        doubled: false,
    })
}
