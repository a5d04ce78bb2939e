//! The game record (§17 with §9.5): the tags, then the whole moves in canonical form, numbered by
//! South–North pairs, in Jungi's layout.

use super::game::{Lun, is_standard_start};
use super::notation::canonical;
use crate::jungi::record::{RecordParts, write_record};
use crate::rules::Rules;

/// The record of `game`; `players` are the players' names in seat order (South, North).
pub fn game_record(game: &Lun, players: &[String]) -> String {
    let start = game.start();
    write_record(RecordParts {
        game: "Lún Jungi",
        players,
        start: (!is_standard_start(start)).then(|| start.to_text()),
        number: start.fullmove(),
        first: start.to_move(),
        outcome: game.outcome(),
        moves: game.moves().iter().map(|&mv| canonical(mv)).collect(),
    })
}
