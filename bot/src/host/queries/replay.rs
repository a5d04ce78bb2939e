//! Replays: an animated GIF of a finished game, built from the public views alone.
//!
//! The game is rebuilt from its options and seed, and its log replayed entry by entry. The private setup
//! phase makes no frame (what is arranged there is nobody else's business); from the moment play begins,
//! the public view after each public event (a move, a decision, a resignation, a time-out, an agreed
//! draw) is one frame, with the last move marked as the public board marks it. The last frame is the
//! game's end as the public sees it once it is over (for games that hide pieces, the reveal) with the
//! result as its caption, held longer. The frames are only ever public views, so a replay shows a
//! spectator nothing they could not have seen during the game. The captions, the texts the views carry
//! and the pieces' badges are drawn into the frames in the language of the one who asked for the replay.

use crate::host::api::Text;
use crate::host::wording;
use crate::i18n::localize;
use crate::model::Language;
use crate::store::{GameRecord, LogEntry, LoggedAction, RestoreError};
use games::{Audience, BoardView, Game, Phase};

/// The frames of a replay of `game` (as created from its record's options and seed) through `log` (the
/// entries that count, without any taken back):
/// the start of play, one per public event, and the final frame with `result` as its caption. `title`
/// is the first caption line of every frame. Every caption, and every view's texts and badges, is written
/// in `language`.
pub fn frames(
    mut game: Box<dyn Game>,
    log: &[LoggedAction],
    title: &Text,
    result: &Text,
    language: Language,
) -> Result<Vec<(BoardView, render::Style)>, games::RuleError> {
    let caption = |line: &Text| render::Style {
        caption: vec![
            localize(title, language).to_plain(),
            localize(line, language).to_plain(),
        ],
        words: wording::words(language),
        ..render::Style::default()
    };
    let public = |game: &dyn Game| game.view(Audience::Public);
    let start = Text::key("caption-start");
    let public_events = |game: &dyn Game| game.phase() != Phase::Setup;
    let total = {
        let mut counting = game.clone_game();
        let mut count = 0;
        for action in log {
            let was_public = public_events(counting.as_ref());
            apply(counting.as_mut(), action)?;
            count += usize::from(was_public);
        }
        count
    };
    let mut frames = Vec::with_capacity(total + 2);
    if public_events(game.as_ref()) {
        frames.push((public(game.as_ref()), caption(&start)));
    }
    let mut played: usize = 0;
    for action in log {
        let was_public = public_events(game.as_ref());
        apply(game.as_mut(), action)?;
        if was_public {
            played += 1;
            frames.push((
                public(game.as_ref()),
                caption(&Text::key_with(
                    "caption-move",
                    vec![("played", played.into()), ("total", total.into())],
                )),
            ));
        } else if public_events(game.as_ref()) {
            frames.push((public(game.as_ref()), caption(&start)));
        }
    }
    frames.push((public(game.as_ref()), caption(result)));
    Ok(frames)
}

fn apply(game: &mut dyn Game, action: &LoggedAction) -> Result<(), games::RuleError> {
    match action {
        LoggedAction::Play { seat, action } => game.play(*seat, action).map(drop),
        LoggedAction::Intervene(intervention) => game.intervene(*intervention).map(drop),
        LoggedAction::Takeback { .. } => Err(games::RuleError::new(
            "a takeback among the entries that count",
        )),
    }
}

/// How many public events a replay of the game with `record` and `log` shows, one frame each: the
/// entries that stand (none taken back, and no takeback itself) less those of the setup phase, which a
/// takeback never reaches.
pub fn moves(record: &GameRecord, log: &[LogEntry]) -> u64 {
    let standing = crate::store::records::standing_entries(log).len() as u64;
    standing.saturating_sub(record.setup_entries)
}

/// The replay GIF of a finished game, its captions in `language`.
pub fn gif(
    record: &GameRecord,
    log: &[LogEntry],
    language: Language,
) -> Result<Vec<u8>, RestoreError> {
    let fail = |why: String| RestoreError::Replay(record.id.0, why);
    let start = record
        .kind
        .create(&record.options, record.seed)
        .map_err(|error| fail(error.to_string()))?;
    let end = crate::store::replay(record, log)?;
    let title = Text::key_with(
        "caption-game",
        vec![
            ("game", record.id.0.into()),
            ("title", wording::title(record, end.as_ref()).into()),
        ],
    );
    let result = end
        .outcome()
        .map(|outcome| wording::result(record, end.as_ref(), &outcome))
        .unwrap_or_else(|| Text::key("caption-called-off"));
    // Moves taken back are not part of the game as it was played to its end.
    let actions: Vec<LoggedAction> = crate::store::records::standing_entries(log)
        .into_iter()
        .map(|entry| entry.action.clone())
        .collect();
    let frames = frames(start, &actions, &title, &result, language)
        .map_err(|error| fail(error.to_string()))?;
    render::render_gif(&frames, render::Timing::default()).map_err(|error| fail(error.to_string()))
}
