//! The game record (Jungi §9.5, Lún Jungi §17): tags, then the whole moves in canonical form, numbered by
//! South–North pairs.

use super::Board;
use super::game::{Game, is_standard_start};
use super::notation::canonical;
use crate::jungi::piece::Side;
use crate::model::{EndReason, Outcome, Seat};
use crate::rules::Rules;

/// The `Termination` tag of §9.5 for an end reason.
fn termination(reason: EndReason) -> &'static str {
    match reason {
        EndReason::RoyalCaptured => "king-captured",
        EndReason::NoMoves => "no-moves",
        EndReason::Repetition => "repetition",
        EndReason::NoCapture => "150-plies",
        EndReason::Agreement => "agreement",
        EndReason::Resignation => "resignation",
        EndReason::Time => "time",
        other => other.tag(),
    }
}

/// What a record says of a game, whatever its board.
struct RecordParts<'a> {
    /// The `Game` tag.
    pub game: &'a str,
    /// The players' names in seat order (South, North).
    pub players: &'a [String],
    /// The start position string, when it is not the standard start.
    pub start: Option<String>,
    /// The move number of the first move.
    pub number: u32,
    /// Who made the first move.
    pub first: Side,
    /// The outcome, if the game is over.
    pub outcome: Option<&'a Outcome>,
    /// The whole moves in canonical form.
    pub moves: Vec<String>,
}

/// The record of §9.5: tag lines, then the moves numbered by South–North pairs.
fn write_record(parts: RecordParts<'_>) -> String {
    let player = |seat: usize| parts.players.get(seat).map_or("?", String::as_str);
    let mut text = String::new();
    text.push_str(&format!("[Game \"{}\"]\n", parts.game));
    text.push_str(&format!("[South \"{}\"]\n", player(0)));
    text.push_str(&format!("[North \"{}\"]\n", player(1)));
    if let Some(start) = parts.start {
        text.push_str(&format!("[Start \"{start}\"]\n"));
    }
    let result = match parts.outcome {
        None => "*",
        Some(Outcome::Draw { .. }) => "1/2-1/2",
        Some(Outcome::Win { winners, .. }) if winners.contains(&Seat(0)) => "1-0",
        Some(Outcome::Win { .. }) => "0-1",
    };
    text.push_str(&format!("[Result \"{result}\"]\n"));
    if let Some(outcome) = parts.outcome {
        text.push_str(&format!(
            "[Termination \"{}\"]\n",
            termination(outcome.reason())
        ));
    }
    let mut words = Vec::with_capacity(parts.moves.len() * 3 / 2);
    let mut number = parts.number;
    let mut side = parts.first;
    for (index, mv) in parts.moves.into_iter().enumerate() {
        match side {
            Side::South => words.push(format!("{number}. {mv}")),
            Side::North => {
                if index == 0 {
                    words.push(format!("{number}... {mv}"));
                } else {
                    words.push(mv);
                }
                number += 1;
            }
        }
        side = side.other();
    }
    text.push_str(&words.join(" "));
    text
}

/// The record of `game`; `players` are the players' names in seat order (South, North).
pub fn game_record<B: Board>(game: &Game<B>, players: &[String]) -> String {
    let start = game.start();
    write_record(RecordParts {
        game: B::ABOUT.name,
        players,
        start: (!is_standard_start(start)).then(|| start.to_text()),
        number: start.fullmove(),
        first: start.to_move(),
        outcome: game.outcome(),
        moves: game.moves().iter().map(|&mv| canonical::<B>(mv)).collect(),
    })
}
