//! The game of Lún Jungi: the family's game ([`crate::jungi_family::Game`]) on [`LunBoard`], with what
//! Lún Jungi says in its messages and its catalogue entry.

use super::board::{NEIGHBOURS, NX, SPACE_COUNT, Space, SpaceSet, space_name};
use super::movegen::{generate, refusal, route, second_steps};
use super::options::LunOptions;
use super::pieces::moveset;
use super::position::{self, Move, Position, START};
use super::tables::{TABLES, passed};
use super::zobrist::KEYS;
use super::{LunBoard, notation, view};
use crate::catalogue::{About, Policy, Verb};
use crate::jungi::piece::{Kind, Piece, Side};
use crate::jungi_family::zobrist::Keys;
use crate::jungi_family::{Board, PointSet, Taker, points};
use crate::model::{Audience, Phase, PositionError};
use crate::refusal::{Arg, Reason};
use crate::view::BoardView;
use std::iter::Peekable;
use std::str::Chars;

pub use crate::jungi_family::game::{Action, MoveInProgress, is_standard_start, judge};

/// A game of Lún Jungi.
pub type Lun = crate::jungi_family::Game<LunBoard>;

/// The words Lún Jungi reads besides moves.
const VERBS: &[Verb] = &[Verb {
    usage: "stop",
    help: "about-word-lun-stop",
    phase: Phase::Play,
    button: None,
}];

impl Board for LunBoard {
    type Cells = [u8; SPACE_COUNT];
    type Keys = Keys<SPACE_COUNT>;
    type Options = LunOptions;

    const EMPTY_CELLS: Self::Cells = [0; SPACE_COUNT];
    const POINTS: usize = SPACE_COUNT;
    const START: &'static str = START;
    const ABOUT: About = About {
        id: "lun",
        aliases: &["lunjungi", "lun-jungi", "lún", "圍"],
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

    const POINT_KEY: &'static str = "name-jungi-point-space";
    const DOUBLE_MOVER_KEY: &'static str = "name-jungi-king";
    const DOUBLE_MOVE_ENTRY: &'static str = "entry-lun";
    const SEPARATOR: &'static str = "-";
    const MOVE_EXAMPLE: &'static str = "E3-C3";
    const MOVE_HINT: &'static str = "hint-lun";
    const EN_PASSANT_EXAMPLE: &'static str = "E7:E5,E6";
    const PROMOTES: bool = false;
    const CAPTURE_FIRST_KEY: &'static str = "refusal-lun-capture-first";

    fn keys() -> &'static Self::Keys {
        &KEYS
    }

    fn name(point: Space) -> String {
        space_name(point)
    }

    fn parse_name(text: &str) -> Option<Space> {
        super::board::parse_space(text)
    }

    fn read_point(first: char, rest: &mut Peekable<Chars>) -> Result<Space, Option<Reason>> {
        notation::read_space(first, rest)
    }

    #[inline]
    fn neighbours(point: Space) -> SpaceSet {
        NEIGHBOURS[usize::from(point)]
    }

    /// Pawns, Queens and Kings, all looked up in the threat table.
    #[inline]
    fn taker(code: u8) -> Taker {
        if TABLES.taker[usize::from(code)] {
            Taker::Other
        } else {
            Taker::None
        }
    }

    /// The sideways and forward-diagonal neighbours of `side`'s Pawns, the king-step neighbours of its
    /// Queens and King (all 24 from the nexus).
    #[inline]
    fn threats(position: &Position, side: Side) -> SpaceSet {
        let tables = &**TABLES;
        points(position.other_takers(side)).fold(0, |set, space| {
            set | tables.threat[usize::from(position.code_at(space))][usize::from(space)]
        })
    }

    #[inline]
    fn threat(code: u8, from: Space) -> SpaceSet {
        TABLES.threat[usize::from(code)][usize::from(from)]
    }

    /// The middle of a double step, or the spaces of a slide's route (L1, L10).
    #[inline]
    fn passed(position: &Position, code: u8, from: Space, to: Space) -> SpaceSet {
        let tables = &**TABLES;
        if tables.passes[usize::from(code)][usize::from(from)] {
            passed(
                tables,
                code,
                from,
                to,
                position.all_occupied(),
                position.code_at(to) != 0,
            )
        } else {
            0
        }
    }

    /// Nothing promotes in Lún Jungi.
    #[inline]
    fn promotion(_code: u8, _to: Space) -> Option<u8> {
        None
    }

    #[inline]
    fn generate(position: &Position, list: &mut Vec<Move>) {
        generate(position, list);
    }

    fn refusal(position: &Position, piece: Piece, mv: Move) -> Option<Reason> {
        refusal(position, piece, mv)
    }

    fn second_steps(position: &Position, from: Space, via: Space) -> Vec<Space> {
        second_steps(position, from, via)
    }

    /// The King, on the nexus.
    fn makes_double_moves(piece: Piece, from: Space) -> bool {
        moveset(piece.kind, from == NX).double_moves
    }

    fn not_a_double_mover(piece: Piece) -> Reason {
        Reason::plain(if piece.kind == Kind::King {
            "refusal-lun-king-off-nexus"
        } else {
            "refusal-lun-only-king"
        })
    }

    fn double_move_refusal(_position: &Position, piece: Piece, from: Space, via: Space) -> Reason {
        if piece.kind != Kind::King {
            Reason::new(
                "refusal-lun-only-king-yours",
                vec![("piece", Arg::Name(piece.key().into()))],
            )
        } else if from != NX {
            Reason::plain("refusal-lun-king-off-nexus")
        } else {
            Reason::new(
                "refusal-lun-first-step",
                vec![("space", space_name(via).into())],
            )
        }
    }

    /// The route of L1, which the view draws.
    fn route(position: &Position, mv: Move) -> Vec<Space> {
        route(position, mv)
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
        text.push_str(&position::write_points(rights));
    }

    fn parse_points(list: &str) -> Option<Vec<Space>> {
        position::parse_points(list)
    }

    fn write_points(set: PointSet) -> String {
        position::write_points(set)
    }

    fn view(game: &Lun, audience: Audience) -> BoardView {
        view::board_view(game, audience)
    }

    fn geometry() -> &'static crate::geometry::Geometry {
        super::geometry::geometry()
    }
}
