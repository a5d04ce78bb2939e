//! The Jungi family: what Jungi ([`crate::jungi`]) and Lún Jungi ([`crate::lun`]) share, written once over
//! a [`Board`].
//!
//! Both games play the same pieces ([`crate::jungi::piece`]) with the same move descriptions
//! ([`crate::jungi::moveset`]) under the same rules of capture, en passant, double moves and draws; what
//! differs is the board: its points and their names, how the descriptions resolve on it (steps, rays,
//! routes), its start position and position-string layout, whether and where pieces promote, which
//! pieces carry a double-step right. A [`Board`] supplies exactly those; the modules here do the rest:
//!
//! * [`position`]: the compact [`Position`] (cells, sets per side, rights, en passant, clocks, key),
//!   make, and the six-field position string around the board's own fields.
//! * [`zobrist`]: the fixed-seed key stream, drawn per board.
//! * [`history`]: threefold repetition and the 150-ply rule.
//! * [`perft`]: the copy-make node counts.
//! * [`double_move`]: whether a double move may start, and why a whole one is refused.
//! * [`notation`]: typed input, the canonical and display forms, what a move takes.
//! * [`game`]: [`Game`], the move in progress, the outcome and the [`crate::Rules`] adapter.
//! * [`view`], [`record`]: the parts of the board view and the game record that name no board.
//!
//! Their texts are in `locales/` here for what both say ([`ENGLISH`], [`CHINESE`]) and in each board's
//! own folder for what differs.
//!
//! A point is a `u8` below 128 and a set of points a `u128`, on every board of the family.

pub mod double_move;
pub mod game;
pub mod history;
pub mod notation;
pub mod perft;
pub mod position;
pub mod record;
pub mod view;
pub mod zobrist;

#[cfg(test)]
pub(crate) mod test_support;

pub use game::{Action, Game, MoveInProgress};
pub use position::{EnPassant, Move, Position};

use crate::catalogue::About;
use crate::jungi::piece::{Piece, Side};
use crate::model::{Audience, PositionError};
use crate::options::RuleOptions;
use crate::refusal::Reason;
use crate::view::BoardView;
use std::fmt::Debug;
use std::hash::Hash;
use std::iter::Peekable;
use std::str::Chars;

/// What Jungi and Lún Jungi say alike, in English: each board's entry lists it with its own file.
pub const ENGLISH: &str = include_str!("locales/en.ftl");

/// What Jungi and Lún Jungi say alike, in Chinese.
pub const CHINESE: &str = include_str!("locales/zh.ftl");

/// A royal piece was captured: the King, or the Emperor in Jungi.
pub const ROYAL_CAPTURED: crate::EndReason = crate::EndReason::Rule("king-captured");

/// The same position arose for the third time.
pub const REPETITION: crate::EndReason = crate::EndReason::Rule("repetition");

/// A point of a board of the family (a square of Jungi, a space of Lún Jungi): a number below 128.
pub type Point = u8;

/// A set of points, one bit per point.
pub type PointSet = u128;

/// A value that is no point, filling unused slots.
pub const NO_POINT: Point = u8::MAX;

/// The set holding one point.
#[inline]
pub const fn bit(point: Point) -> PointSet {
    1 << point
}

/// The points of a set, lowest first.
#[inline]
pub fn points(mut set: PointSet) -> impl Iterator<Item = Point> {
    std::iter::from_fn(move || {
        if set == 0 {
            None
        } else {
            let point = set.trailing_zeros() as Point;
            set &= set - 1;
            Some(point)
        }
    })
}

/// Which en passant class a board code is in, for the sets the position keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Taker {
    /// No en passant power.
    None,
    /// An en passant piece kept in the position's Pawn set, for boards that compute those threats in
    /// bulk (Jungi's unpromoted Pawns).
    Pawn,
    /// Any other en passant piece, whose threats the board looks up one by one.
    Other,
}

/// What a board of the family supplies: its points and names, how pieces move on it, its position
/// string's board and rights fields, its words in messages, and the game's catalogue entry and view.
///
/// Implemented by zero-sized marker types ([`crate::jungi::JungiBoard`], [`crate::lun::LunBoard`]).
pub trait Board:
    Copy + Debug + Default + PartialEq + Eq + Hash + Send + Sync + 'static + Sized
{
    /// The board code of every point, 0 for empty: `[u8; POINTS]`.
    type Cells: Copy + Debug + Eq + Send + Sync + AsRef<[u8]> + AsMut<[u8]>;
    /// The game's rule options.
    type Options: RuleOptions;
    /// The Zobrist key table: [`zobrist::Keys`] for the board's number of points.
    type Keys: zobrist::KeyTable + 'static;

    /// Every point empty.
    const EMPTY_CELLS: Self::Cells;
    /// The number of points (they are numbered from 0).
    const POINTS: usize;
    /// The standard start position string.
    const START: &'static str;
    /// The catalogue entry of the game played on this board.
    const ABOUT: About;

    /// The key of what a point is called (`name-jungi-point-square`: "square").
    const POINT_KEY: &'static str;
    /// The key of the name of the piece that makes double moves as notation writes it (`name-jungi-emperor`).
    const DOUBLE_MOVER_KEY: &'static str;
    /// The key of how a double move is entered step by step, ending a sentence (`entry-jungi`: "an
    /// Emperor enters one …, like e5f6-").
    const DOUBLE_MOVE_ENTRY: &'static str;
    /// What stands between the points of a move in canonical form: `` (`e3e5`), `-` (`E3-C3`).
    const SEPARATOR: &'static str;
    /// A plain move in canonical form, for hints: `e3e5`.
    const MOVE_EXAMPLE: &'static str;
    /// The key of the end of the sentence refusing unreadable input: how to write a move (`hint-jungi`).
    const MOVE_HINT: &'static str;
    /// An en passant field, for hints: `d5:d6`.
    const EN_PASSANT_EXAMPLE: &'static str;
    /// Whether pieces ever promote on this board.
    const PROMOTES: bool;
    /// The key of the refusal of a double move whose first step captures nothing
    /// (`refusal-jungi-capture-first`, with `via` and `to`).
    const CAPTURE_FIRST_KEY: &'static str;

    /// The board's Zobrist key table.
    fn keys() -> &'static Self::Keys;

    /// The name of a point (`e4`, `E8`, `NX`).
    fn name(point: Point) -> String;
    /// Reads a point name, case-insensitive.
    fn parse_name(text: &str) -> Option<Point>;
    /// Reads one point of typed input, `first` being its first (lower-case) character and `rest` what
    /// follows; `Err(None)` when it is not read (the caller says how to write a move), `Err(Some(_))` with
    /// a reason of the board's own.
    fn read_point(first: char, rest: &mut Peekable<Chars>) -> Result<Point, Option<Reason>>;
    /// The neighbours of a point (one king step away).
    fn neighbours(point: Point) -> PointSet;

    /// The en passant class of a board code.
    fn taker(code: u8) -> Taker;
    /// The points `side` threatens for en passant on `position`.
    fn threats(position: &Position<Self>, side: Side) -> PointSet;
    /// The points the piece with board code `code` on `from` threatens for en passant.
    fn threat(code: u8, from: Point) -> PointSet;
    /// The points a legal move in one go (no double move, no en passant) of board code `code` from `from`
    /// to `to` passes on `position`, before it is made.
    fn passed(position: &Position<Self>, code: u8, from: Point, to: Point) -> PointSet;
    /// The board code a piece with code `code` becomes by ending a move on `to`, if it promotes there.
    fn promotion(code: u8, to: Point) -> Option<u8>;

    /// Appends every legal move of the side to move to `list`.
    fn generate(position: &Position<Self>, list: &mut Vec<Move>);
    /// Why the side to move may not play `mv` with its `piece` on `mv.from` (the end of a sentence), or
    /// `None` when it is legal; written independently of [`Board::generate`].
    fn refusal(position: &Position<Self>, piece: Piece, mv: Move) -> Option<Reason>;
    /// The second steps of a double move from `from` that captured on `via`.
    fn second_steps(position: &Position<Self>, from: Point, via: Point) -> Vec<Point>;
    /// Whether `piece` makes double moves from `from`.
    fn makes_double_moves(piece: Piece, from: Point) -> bool;
    /// Why `piece`, which makes no double move from where it stands, may not play one (the end of a
    /// sentence).
    fn not_a_double_mover(piece: Piece) -> Reason;
    /// Why the side to move's `piece` on `from` may not start a double move capturing on `via`.
    fn double_move_refusal(
        position: &Position<Self>,
        piece: Piece,
        from: Point,
        via: Point,
    ) -> Reason;
    /// The points the view draws for a legal move on `position` (before it is made), in order: from, the
    /// points of its route the board marks, to.
    fn route(position: &Position<Self>, mv: Move) -> Vec<Point>;

    /// Reads the board field of a position string onto the empty `position`.
    fn parse_board(position: &mut Position<Self>, text: &str) -> Result<(), PositionError>;
    /// Checks the pieces of a position just read (royal pieces, promotion zones).
    fn check_pieces(position: &Position<Self>) -> Result<(), PositionError>;
    /// Reads the rights field (not `-`): the points of the pieces that still have their double step.
    fn parse_rights(position: &Position<Self>, text: &str) -> Result<PointSet, PositionError>;
    /// Writes the board field.
    fn write_board(position: &Position<Self>, text: &mut String);
    /// Writes a non-empty rights field.
    fn write_rights(rights: PointSet, text: &mut String);
    /// Reads the list of passed points of an en passant field.
    fn parse_points(list: &str) -> Option<Vec<Point>>;
    /// Writes the list of passed points of an en passant field.
    fn write_points(set: PointSet) -> String;

    /// What `audience` sees of `game`.
    fn view(game: &Game<Self>, audience: Audience) -> BoardView;

    /// The board the views are drawn on.
    fn geometry() -> &'static crate::geometry::Geometry;
}

#[cfg(test)]
mod tests {
    use crate::jungi::piece::{Kind, Piece, Side};
    use crate::texts::{has, word};

    #[test]
    fn every_form_has_its_names_and_movement_in_the_texts() {
        for kind in Kind::ALL {
            for promoted in [false, true] {
                let piece = Piece {
                    side: Side::South,
                    kind,
                    promoted,
                };
                assert_eq!(word("en", piece.key()), Some(piece.lower_name().as_str()));
                assert_eq!(word("en", piece.name_key()), Some(piece.name()));
                for how in [
                    crate::jungi::moveset::description(kind, promoted),
                    crate::lun::pieces::description(kind, promoted),
                ] {
                    assert!(has("en", how) && has("zh", how), "{how}");
                }
            }
        }
    }
}
