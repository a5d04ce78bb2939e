//! The standings as a picture: drawn here, in the reader's language (its words are written before it is
//! drawn, as the analysis chart's are), with its alt text, and sent with the standings in words.

use super::rounds::entered;
use crate::host::api::{Image, Message, Picture, Text};
use crate::host::{Failure, wording};
use crate::i18n::localize;
use crate::model::Language;
use crate::store::{Stage, TournamentRecord};
use crate::tournament::arena::{Arena, ArenaStanding, GameScore};
use crate::tournament::{Mark, Standing, Swiss};
use render::{
    OutcomeWords, ResultMark, STANDINGS_ROWS, StandingsHeadings, StandingsRow, StandingsTable,
};

/// `message` with the standings picture of `record` in `language` attached, once it has rounds or
/// games to show; `message` alone before.
pub(super) fn with_standings(
    record: &TournamentRecord,
    message: Message,
    language: Language,
) -> Result<Message, Failure> {
    let table = match &record.stage {
        Stage::Playing(swiss) | Stage::Over(swiss) => swiss_table(record, swiss, language),
        Stage::Arena(arena) | Stage::ArenaOver(arena) => arena_table(record, arena, language),
        Stage::Gathering | Stage::Cancelled => return Ok(message),
    };
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
fn swiss_table(record: &TournamentRecord, swiss: &Swiss, language: Language) -> StandingsTable {
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
    let rows = standings
        .iter()
        .take(STANDINGS_ROWS)
        .map(|standing| row(record, standing))
        .collect();
    let tie_breaks = [
        "tournament-picture-buchholz",
        "tournament-picture-sonneborn-berger",
    ];
    table(language, &title, tie_breaks, rows, standings.len())
}

/// What the picture shows of `arena`, in `language`: its first page of rows, with performance and the
/// number of games as tie-breaks and each game's points marked.
fn arena_table(record: &TournamentRecord, arena: &Arena, language: Language) -> StandingsTable {
    let standings = arena.standings();
    let title = Text::key_with(
        "tournament-picture-arena-title",
        vec![
            ("tournament", record.id.to_string().into()),
            ("game", wording::game_name(record.kind).into()),
        ],
    );
    let rows = standings
        .iter()
        .take(STANDINGS_ROWS)
        .map(|standing| arena_row(record, standing))
        .collect();
    let tie_breaks = ["tournament-picture-performance", "tournament-picture-games"];
    table(language, &title, tie_breaks, rows, standings.len())
}

/// The picture's table in `language`: its `title`, the headings with `tie_breaks` named, and `rows`, the
/// first page of `count`.
fn table(
    language: Language,
    title: &Text,
    tie_breaks: [&str; 2],
    rows: Vec<StandingsRow>,
    count: usize,
) -> StandingsTable {
    let plain = |key: &str| localize(&Text::key(key), language).to_plain();
    let page = match count > STANDINGS_ROWS {
        true => localize(
            &Text::key_with(
                "tournament-picture-page",
                vec![("last", STANDINGS_ROWS.into()), ("count", count.into())],
            ),
            language,
        )
        .to_plain(),
        false => String::new(),
    };
    StandingsTable {
        title: localize(title, language).to_plain(),
        page,
        headings: StandingsHeadings {
            rank: plain("tournament-picture-rank"),
            name: plain("tournament-picture-name"),
            score: plain("tournament-picture-score"),
            tie_breaks: tie_breaks.map(plain),
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
        rows,
    }
}

/// One arena player's row: points, performance (a dash before their first game), games played, and
/// each game's outcome, its doubled points marked.
fn arena_row(record: &TournamentRecord, standing: &ArenaStanding) -> StandingsRow {
    StandingsRow {
        rank: u32::try_from(standing.rank).unwrap_or(u32::MAX),
        name: entered(record, standing.player).name,
        score: standing.score.to_string(),
        tie_breaks: [
            standing
                .performance
                .map_or_else(|| "–".to_owned(), |performance| performance.to_string()),
            standing.games.len().to_string(),
        ],
        last: standing
            .games
            .iter()
            .map(|&game| arena_mark(game))
            .collect(),
        withdrawn: standing.withdrawn,
    }
}

/// An arena game's mark: its outcome read from its points before doubling.
fn arena_mark(game: GameScore) -> ResultMark {
    let points = match game.doubled {
        true => game.points / 2,
        false => game.points,
    };
    let outcome = match points {
        0 => render::Outcome::Lost,
        1 => render::Outcome::Drawn,
        _ => render::Outcome::Won,
    };
    ResultMark {
        outcome,
        doubled: game.doubled,
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
