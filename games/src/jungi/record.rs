//! The moves of a Jungi record (§9.5): a `Start` tag for a non-standard start, then the whole moves in
//! canonical form, numbered by South–North pairs. [`write_record`] is the layout, shared with Lún Jungi;
//! the header every game shares is [`crate::record::write_record`]'s.
//!
//! Reading: §9.5's `South` and `North` tags are the common `Players` tag, and its `Termination` words are
//! the ones every game uses ([`crate::EndReason::tag`]): the 150-ply draw is `no-capture-draw`.

use super::game::{Jungi, is_standard_start};
use super::notation::canonical;
use super::piece::Side;
use crate::record::RecordBody;

/// What a record says of a game, whatever its board.
pub(crate) struct RecordParts {
    /// The start position string, when it is not the standard start.
    pub start: Option<String>,
    /// The move number of the first move.
    pub number: u32,
    /// Who made the first move.
    pub first: Side,
    /// The whole moves in canonical form.
    pub moves: Vec<String>,
}

/// The body of a record of §9.5: the `Start` tag, then the moves numbered by South–North pairs.
pub(crate) fn write_record(parts: RecordParts) -> RecordBody {
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
    let body = RecordBody::moves(words.join(" "));
    match parts.start {
        Some(start) => body.tag("Start", start),
        None => body,
    }
}

/// The body of the record of `game`.
pub fn record_body(game: &Jungi) -> RecordBody {
    let start = game.start();
    write_record(RecordParts {
        start: (!is_standard_start(start)).then(|| start.to_text()),
        number: start.fullmove(),
        first: start.to_move(),
        moves: game.moves().iter().map(|&mv| canonical(mv)).collect(),
    })
}
