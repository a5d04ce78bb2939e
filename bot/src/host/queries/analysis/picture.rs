//! The analysis as its reader gets it: the chart (drawn here, in the reader's language, as its words
//! must be written before it is drawn) and a few lines: each side's accuracy and counts of inaccuracies,
//! mistakes and blunders, whether hidden pieces were revealed for it, and whether its evaluations are
//! expectations over what chance draws (Cetkaik's casts).

use crate::host::api::{Image, Message, Picture, Text};
use crate::host::{Failure, wording};
use crate::i18n::localize;
use crate::model::Language;
use crate::store::GameRecord;
use ai::analysis::{Analysis, Evaluation, Judgement, Ply, Replayed, first_side};
use games::{Game, Seat};
use render::{Chart, ChartMark, TURNING_POINTS, TurningPoint};

/// The message of the analysis of `record`'s game, played again as `replayed` with the evaluations of
/// its positions, in `language`.
pub fn message(
    record: &GameRecord,
    replayed: &Replayed,
    evaluations: &[Evaluation],
    language: Language,
) -> Result<Message, Failure> {
    let analysis = Analysis::of(replayed, evaluations);
    let end = replayed.end.as_ref();
    let sides = [0, 1].map(|side| side_label(record, end, side));
    let plain = |text: &Text| localize(text, language).to_plain();
    let chart = Chart {
        title: plain(&Text::key_with(
            "analysis-title",
            vec![
                ("game", record.id.0.into()),
                ("title", wording::title(record, end).into()),
            ],
        )),
        sides: [0, 1].map(|side| {
            plain(&Text::key_with(
                "analysis-legend",
                vec![
                    ("side", sides[side].clone().into()),
                    ("accuracy", percent(analysis.accuracy[side]).into()),
                ],
            ))
        }),
        curve: analysis.curve.iter().map(|&chance| chance as f32).collect(),
        marks: marks(&analysis),
        points: analysis
            .turning_points(TURNING_POINTS)
            .into_iter()
            .map(|ply| TurningPoint {
                at: ply.index + 1,
                side: side_of(ply.seat),
                text: plain(&point_text(record, end, ply)),
            })
            .collect(),
    };
    let png = render::render_chart(&chart)
        .map_err(|error| Failure::Store(format!("the analysis chart failed: {error}")))?;
    Ok(Message {
        text: summary(record, end, &analysis, &sides),
        image: Some(Image {
            file_name: format!("game-{}-analysis.png", record.id.0),
            picture: Picture::Encoded { bytes: png },
            alt: render::describe_chart(&chart),
        }),
        ..Message::default()
    })
}

/// The side a seat plays for: 0 for the first (the even seats), 1 for the second.
fn side_of(seat: Seat) -> usize {
    usize::from(!first_side(seat))
}

/// The seats of one side, as the legend and the summary name them.
fn side_label(record: &GameRecord, game: &dyn Game, side: usize) -> Text {
    let seats: Vec<Seat> = Seat::all(record.players.len())
        .filter(|&seat| side_of(seat) == side)
        .collect();
    wording::seat_labels(record, game, &seats)
}

/// An accuracy as a whole percentage.
fn percent(accuracy: f64) -> u64 {
    accuracy.round().clamp(0.0, 100.0) as u64
}

/// Every judged move as a mark on the curve, in its mover's colour.
fn marks(analysis: &Analysis) -> Vec<ChartMark> {
    analysis
        .plies
        .iter()
        .filter_map(|ply| {
            let judgement = ply.judgement?;
            Some(ChartMark {
                at: ply.index + 1,
                side: side_of(ply.seat),
                severity: judgement as u8 + 1,
            })
        })
        .collect()
}

/// A turning point in words: its move's number and mover, what was played, how it is judged, and the
/// better move, in the game's notation.
fn point_text(record: &GameRecord, game: &dyn Game, ply: &Ply) -> Text {
    let judgement = match ply.judgement {
        Some(Judgement::Inaccuracy) => "inaccuracy",
        Some(Judgement::Mistake) => "mistake",
        Some(Judgement::Blunder) | None => "blunder",
    };
    Text::key_with(
        "analysis-point",
        vec![
            ("move", (ply.index + 1).into()),
            ("side", wording::seat_label(record, game, ply.seat).into()),
            ("played", ply.played.clone().into()),
            ("judgement", judgement.into()),
            ("best", ply.best.clone().unwrap_or_default().into()),
        ],
    )
}

/// The lines under the picture: the heading, each side's accuracy and counts, whether hidden pieces were
/// revealed for the analysis, and whether its searches weighed what chance may draw.
fn summary(record: &GameRecord, game: &dyn Game, analysis: &Analysis, sides: &[Text; 2]) -> Text {
    let mut text = Text::key_with(
        "analysis-heading",
        vec![
            ("game", record.id.0.into()),
            ("title", wording::title(record, game).into()),
        ],
    );
    for (side, label) in sides.iter().enumerate() {
        let [inaccuracies, mistakes, blunders] = analysis.counts[side];
        text = text.plain("\n").say(
            "analysis-side",
            vec![
                ("side", label.clone().into()),
                ("accuracy", percent(analysis.accuracy[side]).into()),
                ("inaccuracies", inaccuracies.into()),
                ("mistakes", mistakes.into()),
                ("blunders", blunders.into()),
            ],
        );
    }
    let policy = game.about().policy;
    if policy.reveal_record_at_end {
        text = text.plain("\n").say("analysis-revealed", Vec::new());
    }
    if policy.chance_in_play {
        text = text.plain("\n").say("analysis-expected", Vec::new());
    }
    text
}
