//! The moves of a Lún Jungi record (§17 with §9.5): the `Start` tag, then the whole moves in canonical form, numbered by
//! South–North pairs, in Jungi's layout.

use super::game::{Lun, is_standard_start};
use super::notation::canonical;
use crate::jungi::record::{RecordParts, write_record};
use crate::record::RecordBody;

/// The body of the record of `game`.
pub fn record_body(game: &Lun) -> RecordBody {
    let start = game.start();
    write_record(RecordParts {
        start: (!is_standard_start(start)).then(|| start.to_text()),
        number: start.fullmove(),
        first: start.to_move(),
        moves: game.moves().iter().map(|&mv| canonical(mv)).collect(),
    })
}
