//! The game of Jungi: the family's game ([`crate::jungi_family::Game`]) on [`JungiBoard`], with what
//! Jungi says in its messages and its catalogue entry.

use super::board::{NEIGHBOURS, SQUARE_COUNT, Square, SquareSet, in_zone, square_name};
use super::movegen::{generate, refusal, second_steps};
use super::moveset::moveset;
use super::options::JungiOptions;
use super::piece::{Piece, Side};
use super::position::{self, Move, Position, START};
use super::tables::TABLES;
use super::zobrist::KEYS;
use super::{JungiBoard, notation, view};
use crate::catalogue::{About, Policy, Verb};
use crate::jungi_family::zobrist::Keys;
use crate::jungi_family::{Board, PointSet, Taker};
use crate::model::{Audience, Phase, PositionError};
use crate::refusal::{Arg, Reason};
use crate::view::BoardView;
use std::iter::Peekable;
use std::str::Chars;

pub use crate::jungi_family::game::{Action, MoveInProgress, is_standard_start, judge};

/// A game of Jungi.
pub type Jungi = crate::jungi_family::Game<JungiBoard>;

/// The words Jungi reads besides moves.
const VERBS: &[Verb] = &[Verb {
    usage: "stop",
    help: "about-word-jungi-stop",
    phase: Phase::Play,
    button: None,
}];

impl Board for JungiBoard {
    type Cells = [u8; SQUARE_COUNT];
    type Keys = Keys<SQUARE_COUNT>;
    type Options = JungiOptions;

    const EMPTY_CELLS: Self::Cells = [0; SQUARE_COUNT];
    const POINTS: usize = SQUARE_COUNT;
    const START: &'static str = START;
    const ABOUT: About = About {
        id: "jungi",
        aliases: &["陣網", "jungi9"],
        verbs: VERBS,
        policy: Policy {
            setup_phase: false,
            reveal_record_at_end: false,
            takebacks: true,
            commits: false,
            chance_in_play: false,
            chinese_labels: true,
        },
        texts: super::TEXTS,
    };

    const POINT_KEY: &'static str = "name-jungi-point-square";
    const DOUBLE_MOVER_KEY: &'static str = "name-jungi-emperor";
    const DOUBLE_MOVE_ENTRY: &'static str = "entry-jungi";
    const SEPARATOR: &'static str = "";
    const MOVE_EXAMPLE: &'static str = "e3e5";
    const MOVE_HINT: &'static str = "hint-jungi";
    const EN_PASSANT_EXAMPLE: &'static str = "d5:d6";
    const PROMOTES: bool = true;
    const CAPTURE_FIRST_KEY: &'static str = "refusal-jungi-capture-first";

    fn keys() -> &'static Self::Keys {
        &KEYS
    }

    fn name(point: Square) -> String {
        square_name(point)
    }

    fn parse_name(text: &str) -> Option<Square> {
        super::board::parse_square(text)
    }

    fn read_point(first: char, rest: &mut Peekable<Chars>) -> Result<Square, Option<Reason>> {
        notation::read_square(first, rest)
    }

    #[inline]
    fn neighbours(point: Square) -> SquareSet {
        NEIGHBOURS[usize::from(point)]
    }

    #[inline]
    fn taker(code: u8) -> Taker {
        TABLES.taker[usize::from(code)]
    }

    #[inline]
    fn threats(position: &Position, side: Side) -> SquareSet {
        super::movegen::threats(position, side)
    }

    #[inline]
    fn threat(code: u8, from: Square) -> SquareSet {
        TABLES.threat[usize::from(code)][usize::from(from)]
    }

    /// The squares strictly between `from` and `to` for a piece that slides or double-steps.
    #[inline]
    fn passed(_position: &Position, code: u8, from: Square, to: Square) -> SquareSet {
        let tables = &**TABLES;
        if tables.passes[usize::from(code)] {
            tables.between[usize::from(from)][usize::from(to)]
        } else {
            0
        }
    }

    /// An unpromoted piece ending a move in its promotion zone promotes (§7).
    #[inline]
    fn promotion(code: u8, to: Square) -> Option<u8> {
        let piece = Piece::from_code(code);
        (!piece.promoted && in_zone(piece.side, to)).then_some(code + 11)
    }

    #[inline]
    fn generate(position: &Position, list: &mut Vec<Move>) {
        generate(position, list);
    }

    fn refusal(position: &Position, piece: Piece, mv: Move) -> Option<Reason> {
        refusal(position, piece, mv)
    }

    fn second_steps(position: &Position, from: Square, via: Square) -> Vec<Square> {
        second_steps(position, from, via)
    }

    /// The Emperor, wherever it stands.
    fn makes_double_moves(piece: Piece, _from: Square) -> bool {
        moveset(piece.kind, piece.promoted).double_moves
    }

    fn not_a_double_mover(_piece: Piece) -> Reason {
        Reason::plain("refusal-jungi-only-emperor")
    }

    fn double_move_refusal(
        _position: &Position,
        piece: Piece,
        _from: Square,
        via: Square,
    ) -> Reason {
        if moveset(piece.kind, piece.promoted).double_moves {
            Reason::new(
                "refusal-jungi-emperor-first-step",
                vec![("square", square_name(via).into())],
            )
        } else {
            Reason::new(
                "refusal-jungi-only-emperor-yours",
                vec![("piece", Arg::Name(piece.key().into()))],
            )
        }
    }

    /// The ends of the move, with the middle square of a double move: the view marks no passed squares.
    fn route(_position: &Position, mv: Move) -> Vec<Square> {
        std::iter::once(mv.from)
            .chain(mv.via)
            .chain([mv.to])
            .collect()
    }

    fn parse_board(position: &mut Position, text: &str) -> Result<(), PositionError> {
        position::parse_board(position, text)
    }

    fn check_pieces(position: &Position) -> Result<(), PositionError> {
        position::check_pieces(position)
    }

    fn parse_rights(position: &Position, text: &str) -> Result<PointSet, PositionError> {
        position::parse_rights(position, text)
    }

    fn write_board(position: &Position, text: &mut String) {
        position::write_board(position, text);
    }

    fn write_rights(rights: PointSet, text: &mut String) {
        position::write_rights(rights, text);
    }

    fn parse_points(list: &str) -> Option<Vec<Square>> {
        position::parse_points(list)
    }

    fn write_points(set: PointSet) -> String {
        position::write_points(set)
    }

    fn view(game: &Jungi, audience: Audience) -> BoardView {
        view::board_view(game, audience)
    }

    fn geometry() -> &'static crate::geometry::Geometry {
        super::geometry::geometry()
    }
}
