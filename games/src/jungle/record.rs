//! The moves of a Jungle record (§10.3): a `Start` tag for a game that did not begin at the standard
//! start, then the moves numbered by Blue–Red pairs. The header every game shares is
//! [`crate::record::write_record`]'s.
//!
//! Readings: §10.3 writes moves in canonical form (`g3g4`); a record marks a capture with `x`
//! (`a5xd5`), as the display form does, because a reader of the record cannot see the board. Both read
//! back as moves. The spec's `[Rules "seed"]` tag is gone: options are in the common `Options` tag, and
//! only when they differ from the standard rules.

use super::board::square_name;
use super::history::History;
use super::piece::Side;
use super::position::{Board, START};
use crate::record::RecordBody;

/// The body of the record of a game that started from `start` and went through `history`.
pub fn record_body(start: &Board, history: &History) -> RecordBody {
    let mut moves = Vec::with_capacity(history.plies().len());
    let mut number = 1;
    let mut side = start.to_move();
    for (index, ply) in history.plies().iter().enumerate() {
        let separator = if ply.captured.is_some() { "x" } else { "" };
        let mv = format!(
            "{}{separator}{}",
            square_name(ply.mv.from),
            square_name(ply.mv.to)
        );
        match side {
            Side::Blue => moves.push(format!("{number}. {mv}")),
            Side::Red => {
                if index == 0 {
                    moves.push(format!("{number}... {mv}"));
                } else {
                    moves.push(mv);
                }
                number += 1;
            }
        }
        side = side.other();
    }
    let body = RecordBody::moves(moves.join(" "));
    let start_text = start.to_text();
    if start_text == START {
        body
    } else {
        body.tag("Start", start_text)
    }
}
