//! Position strings (§11.6) of the three modes in their three views, read and written with an exact
//! round trip.
//!
//! * `junqi2` and `fanqi`: ranks 12 down to 1, each rank from file a to e.
//! * `junqi4`: five groups separated by `|`, S, E, N, W and the centre; each arm is six rows (local row 1
//!   to 6) of five cells (local column 1 to 5), the centre three rows (`C1x` to `C3x`) of three cells.
//!   With three or two players the empty arms are written as empty cells.
//!
//! Fields after the board: `passes=` per seat, `quiet=`, `turn=`, then as they apply `out=` (4-player:
//! eliminated seats), `homes=` (`flag_carrier`), `revealed=` (Junqi: public flags), `colours=` (翻棋,
//! always), `last_flip=` (翻棋 `two_in_a_row` while colours are open) and `first_flip=` (翻棋 while
//! colours are open and a piece has been flipped: the seat and colour of the game's first flip, which
//! decides the colours if every piece is turned up before they are fixed).

//!
//! [`PositionText::read`] reads a string, `Position::from_text` (in `load`) checks it as a game in play,
//! and `Position::to_text` with the `Display` of [`PositionText`] write one for a view.

mod load;
mod read;
mod write;

use super::board::{Arm, Local, Square};
use super::config::{Mode, Table};
use super::piece::Kind;
use crate::model::PositionError;

/// Whose eyes a position string is written for (§11.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PositionView {
    /// Every rank, face-down 翻棋 pieces included (`#R7`).
    Full,
    /// What the public channel may see: `?` except public flags; `#` for face-down pieces.
    Public,
    /// One seat's view: its own ranks (and its partner's under `visibility=allied`), the others as in
    /// public.
    Seat(u8),
}

/// One occupied cell of a position string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellText {
    /// Whose piece; `None` for a face-down piece written `#`.
    pub owner: Option<u8>,
    /// Its kind, or `None` for `?` and `#`.
    pub kind: Option<Kind>,
    /// Face down (`#`).
    pub down: bool,
    /// `*`: it carries an enemy flag.
    pub carrier: bool,
    /// `^X`: it covers X's flag.
    pub covers: Option<u8>,
}

/// A parsed position string: the board as one view shows it, and the counters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionText {
    /// Who sits where.
    pub table: Table,
    /// The cells, indexed by point.
    pub cells: Vec<Option<CellText>>,
    /// The seat to move.
    pub to_move: u8,
    /// Passes used, per seat.
    pub passes: Vec<u32>,
    /// The no-capture counter.
    pub quiet: u32,
    /// Turns completed.
    pub turn: u32,
    /// Eliminated seats.
    pub out: Vec<u8>,
    /// Flag home headquarters per owner (`flag_carrier`); `Some(None)` is `S@?`.
    pub homes: Option<Vec<Option<Square>>>,
    /// Public flags per owner, with where they are.
    pub revealed: Vec<Option<Square>>,
    /// 翻棋: each seat's colour, once fixed.
    pub colours: Option<[u8; 2]>,
    /// 翻棋 `two_in_a_row`: each seat's last flip's colour while colours are open.
    pub last_flip: Option<[Option<u8>; 2]>,
    /// 翻棋: the first flip's seat and colour while colours are open.
    pub first_flip: Option<(u8, u8)>,
}

/// A position string refused with this sentence.
fn bad(sentence: impl Into<String>) -> PositionError {
    PositionError::new(sentence)
}

/// The points in the order a position string writes them, with the separator before each: `/` between
/// rows, `|` between the 4-player groups, `,` between cells.
fn order(table: &Table) -> Vec<(Square, &'static str)> {
    let mut points = Vec::new();
    match table.mode {
        Mode::Four => {
            for arm in Arm::ALL {
                for local in Local::all() {
                    let sep = match (arm, local.row, local.column) {
                        (Arm::South, 1, 1) => "",
                        (_, 1, 1) => "|",
                        (_, _, 1) => "/",
                        _ => ",",
                    };
                    points.push(((arm.index() * 30 + local.index()) as Square, sep));
                }
            }
            for index in 0..9u8 {
                let sep = match index {
                    0 => "|",
                    3 | 6 => "/",
                    _ => ",",
                };
                points.push((120 + index, sep));
            }
        }
        _ => {
            for rank in (1..=12u8).rev() {
                for file in 0..5u8 {
                    let sep = match (rank, file) {
                        (12, 0) => "",
                        (_, 0) => "/",
                        _ => ",",
                    };
                    points.push(((rank - 1) * 5 + file, sep));
                }
            }
        }
    }
    points
}
