//! The moves of a Jungi-family record (Jungi §9.5, Lún Jungi §17): a `Start` tag for a non-standard
//! start, then the whole moves in canonical form, numbered by South–North pairs. The header every game
//! shares is [`crate::record::write_record`]'s.
//!
//! Reading: §9.5's `South` and `North` tags are the common `Players` tag, and its `Termination` words are
//! the ones every game uses ([`crate::EndReason::tag`]): the 150-ply draw is `no-capture-draw`.

use super::Board;
use super::game::{Game, is_standard_start};
use super::notation::canonical;
use crate::jungi::piece::Side;
use crate::record::RecordBody;

/// The body of the record of `game`: the `Start` tag, then the moves numbered by South–North pairs.
pub fn record_body<B: Board>(game: &Game<B>) -> RecordBody {
    let start = game.start();
    let mut words = Vec::with_capacity(game.moves().len() * 3 / 2);
    let mut number = start.fullmove();
    let mut side = start.to_move();
    for (index, &mv) in game.moves().iter().enumerate() {
        let mv = canonical::<B>(mv);
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
    if is_standard_start(start) {
        body
    } else {
        body.tag("Start", start.to_text())
    }
}
