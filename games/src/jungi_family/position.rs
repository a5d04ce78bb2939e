//! The position (Jungi §10, Lún Jungi §17): pieces by point and by set, side to move, double-step rights,
//! the canonical en passant state, the clocks and the Zobrist key, with make and the six-field position
//! string (board, side, rights, en passant, clock, move number) in and out. The board writes and reads its
//! own board and rights fields.

use super::zobrist::KeyTable;
use super::{Board, NO_POINT, Point, PointSet, Taker, bit, points};
use crate::jungi::piece::{Piece, Side};
use crate::model::PositionError;

/// A move: from a point to a point, plus the middle point of an Emperor's double move. Whether it
/// captures, promotes, takes en passant or which route it takes follows from the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The point the piece leaves.
    pub from: Point,
    /// The point it ends on (for the Emperor's capture without moving, `from` again).
    pub to: Point,
    /// The point of the first step of an Emperor's double move, where it captures.
    pub via: Option<Point>,
}

impl Move {
    /// A move in one go from `from` to `to`.
    pub const fn new(from: Point, to: Point) -> Self {
        Self {
            from,
            to,
            via: None,
        }
    }

    /// An Emperor's double move: capture on `via`, then step to `to`.
    pub const fn double(from: Point, via: Point, to: Point) -> Self {
        Self {
            from,
            to,
            via: Some(via),
        }
    }
}

/// The en passant state after a move that passed points, in canonical form (J13): only the passed points
/// onto which the side to move has an en passant capture. `passed == 0` means none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EnPassant {
    /// The point of the piece that passed (the piece an en passant capture removes).
    pub target: Point,
    /// The passed points the side to move can take on.
    pub passed: PointSet,
}

impl EnPassant {
    /// No en passant state.
    pub const NONE: EnPassant = EnPassant {
        target: NO_POINT,
        passed: 0,
    };
}

/// A position: every piece, the side to move, rights, en passant state, clocks and key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position<B: Board> {
    /// The board code on each point: 0 empty, else [`Piece::code`].
    cells: B::Cells,
    /// The points each side occupies.
    occupied: [PointSet; 2],
    /// Each side's en passant pieces of class [`Taker::Pawn`].
    pawns: [PointSet; 2],
    /// Each side's other en passant pieces.
    takers: [PointSet; 2],
    /// Each side's royal piece, or [`NO_POINT`] once it is captured.
    royal: [Point; 2],
    /// Who moves next.
    to_move: Side,
    /// The points of the pieces that still have their double-step right.
    rights: PointSet,
    /// The canonical en passant state.
    ep: EnPassant,
    /// Plies since the last capture (or promotion).
    clock: u32,
    /// The move number: 1 at the start, up by one after each North move.
    fullmove: u32,
    /// The Zobrist key (pieces, side, rights, canonical en passant state).
    key: u64,
}

impl<B: Board> Position<B> {
    /// An empty board with `to_move` to move, no rights, clock 0, move 1.
    pub fn empty(to_move: Side) -> Self {
        Self {
            cells: B::EMPTY_CELLS,
            occupied: [0; 2],
            pawns: [0; 2],
            takers: [0; 2],
            royal: [NO_POINT; 2],
            to_move,
            rights: 0,
            ep: EnPassant::NONE,
            clock: 0,
            fullmove: 1,
            key: if to_move == Side::North {
                B::keys().north()
            } else {
                0
            },
        }
    }

    /// The start position.
    pub fn start() -> Self {
        Self::parse(B::START).expect("the start position is valid")
    }

    /// Who moves next.
    #[inline]
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// The Zobrist key.
    #[inline]
    pub fn key(&self) -> u64 {
        self.key
    }

    /// The points of the pieces that still have their double-step right.
    #[inline]
    pub fn rights(&self) -> PointSet {
        self.rights
    }

    /// Whether the piece on `point` still has its double-step right.
    #[inline]
    pub fn has_right(&self, point: Point) -> bool {
        self.rights & bit(point) != 0
    }

    /// The canonical en passant state.
    #[inline]
    pub fn en_passant(&self) -> EnPassant {
        self.ep
    }

    /// Plies since the last capture (or promotion, where pieces promote).
    #[inline]
    pub fn clock(&self) -> u32 {
        self.clock
    }

    /// The move number.
    #[inline]
    pub fn fullmove(&self) -> u32 {
        self.fullmove
    }

    /// The points `side` occupies.
    #[inline]
    pub fn occupied(&self, side: Side) -> PointSet {
        self.occupied[side as usize]
    }

    /// The points either side occupies.
    #[inline]
    pub fn all_occupied(&self) -> PointSet {
        self.occupied[0] | self.occupied[1]
    }

    /// `side`'s en passant pieces of class [`Taker::Pawn`].
    #[inline]
    pub fn pawn_takers(&self, side: Side) -> PointSet {
        self.pawns[side as usize]
    }

    /// `side`'s other en passant pieces.
    #[inline]
    pub fn other_takers(&self, side: Side) -> PointSet {
        self.takers[side as usize]
    }

    /// The board code on a point (0 when empty).
    #[inline]
    pub fn code_at(&self, point: Point) -> u8 {
        self.cells.as_ref()[usize::from(point)]
    }

    /// The piece on a point.
    #[inline]
    pub fn piece_at(&self, point: Point) -> Option<Piece> {
        match self.code_at(point) {
            0 => None,
            code => Some(Piece::from_code(code)),
        }
    }

    /// Where `side`'s royal piece stands, if it has not been captured.
    #[inline]
    pub fn royal(&self, side: Side) -> Option<Point> {
        match self.royal[side as usize] {
            NO_POINT => None,
            point => Some(point),
        }
    }

    /// Every piece with its point, lowest point first.
    pub fn pieces(&self) -> impl Iterator<Item = (Piece, Point)> + '_ {
        points(self.all_occupied()).map(|point| (Piece::from_code(self.code_at(point)), point))
    }

    /// Puts a piece on an empty point (for the board's reader of the board field).
    #[inline]
    pub(crate) fn place(&mut self, code: u8, point: Point) {
        let side = usize::from(code > 22);
        self.cells.as_mut()[usize::from(point)] = code;
        self.occupied[side] |= bit(point);
        match B::taker(code) {
            Taker::None => {}
            Taker::Pawn => self.pawns[side] |= bit(point),
            Taker::Other => self.takers[side] |= bit(point),
        }
        if Piece::from_code(code).is_royal() {
            self.royal[side] = point;
        }
        self.key ^= B::keys().piece(code, point);
    }

    /// Takes the piece off an occupied point and returns its code.
    #[inline]
    fn lift(&mut self, point: Point) -> u8 {
        let code = self.cells.as_ref()[usize::from(point)];
        let side = usize::from(code > 22);
        self.cells.as_mut()[usize::from(point)] = 0;
        self.occupied[side] &= !bit(point);
        self.pawns[side] &= !bit(point);
        self.takers[side] &= !bit(point);
        if self.royal[side] == point {
            self.royal[side] = NO_POINT;
        }
        self.key ^= B::keys().piece(code, point);
        code
    }

    /// The points `side` threatens for en passant.
    #[inline]
    pub fn threats(&self, side: Side) -> PointSet {
        B::threats(self, side)
    }

    /// The key of a set of double-step rights.
    fn rights_key(rights: PointSet) -> u64 {
        points(rights).fold(0, |key, point| key ^ B::keys().right(point))
    }

    /// The key of a canonical en passant state: its target plus every passed point listed; 0 when none
    /// is listed (the state is then written `-` and not hashed).
    #[inline]
    fn en_passant_key(ep: EnPassant) -> u64 {
        if ep.passed == 0 {
            return 0;
        }
        points(ep.passed).fold(B::keys().target(ep.target), |key, point| {
            key ^ B::keys().passed(point)
        })
    }

    /// Sets the en passant state from the points a move passed, keeping only those the side to move can
    /// take on (none when that side has lost its royal piece: the game is over), and updates the key.
    #[inline]
    fn set_en_passant(&mut self, target: Point, passed: PointSet) {
        self.key ^= Self::en_passant_key(self.ep);
        let usable = if passed == 0 || self.royal[self.to_move as usize] == NO_POINT {
            0
        } else {
            passed & self.threats(self.to_move)
        };
        self.ep = if usable == 0 {
            EnPassant::NONE
        } else {
            EnPassant {
                target,
                passed: usable,
            }
        };
        self.key ^= Self::en_passant_key(self.ep);
    }

    /// Whether `mv` by the piece with board code `code` is an en passant capture here: a single step by
    /// an en passant piece onto a passed point it threatens.
    #[inline]
    pub fn is_en_passant(&self, code: u8, mv: Move) -> bool {
        mv.via.is_none()
            && self.ep.passed & bit(mv.to) != 0
            && B::threat(code, mv.from) & bit(mv.to) != 0
    }

    /// The points `mv` (assumed legal) passes on this position: the middle point of a double move, the
    /// points a slide or double step goes through; none for en passant, steps and leaps.
    #[inline]
    pub fn passed_by(&self, mv: Move) -> PointSet {
        let code = self.code_at(mv.from);
        match mv.via {
            Some(via) => bit(via),
            None if self.is_en_passant(code, mv) => 0,
            None => B::passed(self, code, mv.from, mv.to),
        }
    }

    /// Plays a move (assumed legal): captures (on the target point, on the middle point of a double move,
    /// or en passant), moves the piece, promotes it where the board says, updates the rights, the en
    /// passant state, the clocks, the key, and passes the turn.
    #[inline]
    pub fn make(&mut self, mv: Move) {
        let Move { from, to, via } = mv;
        let code = self.code_at(from);
        let side = self.to_move;
        let mut touched = bit(from) | bit(to);
        let mut reset = false;
        let mut passed = 0;
        if let Some(middle) = via {
            self.lift(middle);
            touched |= bit(middle);
            passed = bit(middle);
            reset = true;
        } else if self.is_en_passant(code, mv) {
            let target = self.ep.target;
            self.lift(target);
            touched |= bit(target);
            reset = true;
        } else {
            passed = B::passed(self, code, from, to);
        }
        if to != from {
            if self.code_at(to) != 0 {
                self.lift(to);
                reset = true;
            }
            self.lift(from);
            let landed = match B::promotion(code, to) {
                Some(promoted) => {
                    reset = true;
                    promoted
                }
                None => code,
            };
            self.place(landed, to);
        }
        let lost = self.rights & touched;
        if lost != 0 {
            self.key ^= Self::rights_key(lost);
            self.rights &= !lost;
        }
        self.clock = if reset { 0 } else { self.clock + 1 };
        if side == Side::North {
            self.fullmove += 1;
        }
        self.to_move = side.other();
        self.key ^= B::keys().north();
        self.set_en_passant(to, passed);
    }

    /// The Zobrist key computed from scratch (tests compare it with the incremental key).
    pub fn key_from_scratch(&self) -> u64 {
        let turn = if self.to_move == Side::North {
            B::keys().north()
        } else {
            0
        };
        self.pieces().fold(
            turn ^ Self::rights_key(self.rights) ^ Self::en_passant_key(self.ep),
            |key, (piece, point)| key ^ B::keys().piece(piece.code(), point),
        )
    }

    /// Reads a position string: the board's board field, the side to move (`s` or `n`), the board's
    /// rights field or `-`, the en passant field (`-` or `<target>:<passed points>`), the clock and the
    /// move number; with the board's checks of the pieces (J12, J18).
    pub fn parse(text: &str) -> Result<Self, PositionError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [board, side, rights, ep, clock, number] = fields[..] else {
            return Err(PositionError::new(format!(
                "A {} position has six fields separated by spaces (board, side, rights, en passant, clock, move number), like \"{}\".",
                B::ABOUT.name(),
                B::START
            )));
        };
        let to_move = match side {
            "s" => Side::South,
            "n" => Side::North,
            _ => {
                return Err(PositionError::new(format!(
                    "The side to move is s (South) or n (North), not \"{side}\"."
                )));
            }
        };
        let mut position = Position::empty(to_move);
        B::parse_board(&mut position, board)?;
        B::check_pieces(&position)?;
        if rights != "-" {
            position.rights = B::parse_rights(&position, rights)?;
            position.key ^= Self::rights_key(position.rights);
        }
        let (target, passed) = position.parse_en_passant(ep)?;
        position.clock = clock.parse().map_err(|_| {
            PositionError::new(format!("The clock is a number of plies, not \"{clock}\"."))
        })?;
        position.fullmove = match number.parse() {
            Ok(n) if n >= 1 => n,
            _ => {
                return Err(PositionError::new(format!(
                    "The move number is a number from 1 up, not \"{number}\"."
                )));
            }
        };
        position.set_en_passant(target, passed);
        Ok(position)
    }

    /// Reads the en passant field: `-` or `<target>:<points>`; the target must hold a piece of the side
    /// that just moved and the listed points must be empty (J18). Returns the target and every listed
    /// point; [`Position::set_en_passant`] keeps the usable ones (J13).
    fn parse_en_passant(&self, text: &str) -> Result<(Point, PointSet), PositionError> {
        if text == "-" {
            return Ok((NO_POINT, 0));
        }
        let malformed = || {
            PositionError::new(format!(
                "The en passant field is - or the {point} of the piece that passed, ':' and the {point}s it passed, like {}; not \"{text}\".",
                B::EN_PASSANT_EXAMPLE,
                point = point_word::<B>(),
            ))
        };
        let (target, list) = text.split_once(':').ok_or_else(malformed)?;
        let target = B::parse_name(target).ok_or_else(malformed)?;
        let listed = B::parse_points(list).ok_or_else(malformed)?;
        let mut passed = 0;
        for point in listed {
            if self.code_at(point) != 0 {
                return Err(PositionError::new(format!(
                    "The en passant field lists {}, which is occupied; a passed {} is always empty.",
                    B::name(point),
                    point_word::<B>()
                )));
            }
            passed |= bit(point);
        }
        match self.piece_at(target) {
            Some(piece) if piece.side != self.to_move => Ok((target, passed)),
            _ => Err(PositionError::new(format!(
                "The en passant target {} must hold a piece of {}, the side that just moved.",
                B::name(target),
                self.to_move.other()
            ))),
        }
    }

    /// Writes the position string with its canonical en passant field.
    pub fn to_text(&self) -> String {
        self.to_text_with(true)
    }

    /// Writes the position string; with `en_passant` false the en passant field is `-` (a finished game,
    /// J16).
    pub fn to_text_with(&self, en_passant: bool) -> String {
        let mut text = String::with_capacity(200);
        B::write_board(self, &mut text);
        text.push_str(match self.to_move {
            Side::South => " s ",
            Side::North => " n ",
        });
        if self.rights == 0 {
            text.push('-');
        } else {
            B::write_rights(self.rights, &mut text);
        }
        text.push(' ');
        if en_passant && self.ep.passed != 0 {
            text.push_str(&B::name(self.ep.target));
            text.push(':');
            text.push_str(&B::write_points(self.ep.passed));
        } else {
            text.push('-');
        }
        text.push_str(&format!(" {} {}", self.clock, self.fullmove));
        text
    }
}

/// What a point of board `B` is called in English (`square`), for the sentences refusing a position.
fn point_word<B: Board>() -> &'static str {
    crate::texts::word("en", B::POINT_KEY).unwrap_or(B::POINT_KEY)
}
