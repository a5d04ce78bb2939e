//! The position (§10): pieces by square and by set, side to move, double-step rights, the canonical en
//! passant state, the clocks and the Zobrist key, with make and the position string (§9.4) in and out.

use super::board::{
    ALL_SQUARES, FILES, NEIGHBOURS, NO_SQUARE, RANKS, SQUARE_COUNT, Square, SquareSet, bit,
    file_set, in_zone, parse_square, square, square_name, squares,
};
use super::piece::{Kind, Piece, Side};
use super::tables::{
    RIGHT_PIECES, RIGHT_SQUARE_SET, RIGHT_SQUARES, RIGHTS_LOST, TABLES, Tables, Taker, right_bit,
};
use super::zobrist::{NORTH_TO_MOVE, en_passant_key, piece_key, rights_key};
use crate::model::PositionError;

/// The start position (§5).
pub const START: &str =
    "recmkmcer/lhnoqonhl/ppppppppp/9/9/9/PPPPPPPPP/LHNOQONHL/RECMKMCER s KQkq - 0 1";

/// A move (§9.2, §10): from a square to a square, plus the middle square of an Emperor's double move.
/// Whether it captures, promotes or takes en passant follows from the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The square the piece leaves.
    pub from: Square,
    /// The square it ends on (for the Emperor's capture without moving, `from` again).
    pub to: Square,
    /// The square of the first step of an Emperor's double move, where it captures.
    pub via: Option<Square>,
}

impl Move {
    /// A move in one go from `from` to `to`.
    pub const fn new(from: Square, to: Square) -> Self {
        Self {
            from,
            to,
            via: None,
        }
    }

    /// An Emperor's double move: capture on `via`, then step to `to`.
    pub const fn double(from: Square, via: Square, to: Square) -> Self {
        Self {
            from,
            to,
            via: Some(via),
        }
    }
}

/// The en passant state after a move that passed squares (§6.2), in canonical form (J13): only the
/// passed squares onto which the side to move has an en passant capture. `passed == 0` means none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EnPassant {
    /// The square of the piece that passed (the piece an en passant capture removes).
    pub target: Square,
    /// The passed squares the side to move can take on.
    pub passed: SquareSet,
}

impl EnPassant {
    /// No en passant state.
    pub const NONE: EnPassant = EnPassant {
        target: NO_SQUARE,
        passed: 0,
    };
}

/// A position: every piece, the side to move, rights, en passant state, clocks and key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    /// The board code on each square: 0 empty, else [`Piece::code`].
    cells: [u8; SQUARE_COUNT],
    /// The squares each side occupies.
    occupied: [SquareSet; 2],
    /// Each side's unpromoted Pawns.
    pawns: [SquareSet; 2],
    /// Each side's other en passant pieces: Veterans, Queens, Empresses, Kings and Emperors.
    takers: [SquareSet; 2],
    /// Each side's royal piece, or [`NO_SQUARE`] once it is captured.
    royal: [Square; 2],
    /// Who moves next.
    to_move: Side,
    /// The double-step rights, bit `i` for `K Q k q`.
    rights: u8,
    /// The canonical en passant state.
    ep: EnPassant,
    /// Plies since the last capture or promotion.
    clock: u32,
    /// The move number: 1 at the start, up by one after each North move.
    fullmove: u32,
    /// The Zobrist key (pieces, side, rights, canonical en passant state).
    key: u64,
}

impl Position {
    /// An empty board with `to_move` to move, no rights, clock 0, move 1.
    pub fn empty(to_move: Side) -> Self {
        Self {
            cells: [0; SQUARE_COUNT],
            occupied: [0; 2],
            pawns: [0; 2],
            takers: [0; 2],
            royal: [NO_SQUARE; 2],
            to_move,
            rights: 0,
            ep: EnPassant::NONE,
            clock: 0,
            fullmove: 1,
            key: if to_move == Side::North {
                NORTH_TO_MOVE
            } else {
                0
            },
        }
    }

    /// The start position.
    pub fn start() -> Self {
        Self::parse(START).expect("the start position is valid")
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

    /// The double-step rights, bit `i` for `K Q k q`.
    #[inline]
    pub fn rights(&self) -> u8 {
        self.rights
    }

    /// The canonical en passant state.
    #[inline]
    pub fn en_passant(&self) -> EnPassant {
        self.ep
    }

    /// Plies since the last capture or promotion.
    #[inline]
    pub fn clock(&self) -> u32 {
        self.clock
    }

    /// The move number.
    #[inline]
    pub fn fullmove(&self) -> u32 {
        self.fullmove
    }

    /// The squares `side` occupies.
    #[inline]
    pub fn occupied(&self, side: Side) -> SquareSet {
        self.occupied[side as usize]
    }

    /// The squares either side occupies.
    #[inline]
    pub fn all_occupied(&self) -> SquareSet {
        self.occupied[0] | self.occupied[1]
    }

    /// The board code on a square (0 when empty).
    #[inline]
    pub fn code_at(&self, square: Square) -> u8 {
        self.cells[usize::from(square)]
    }

    /// The piece on a square.
    #[inline]
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        match self.code_at(square) {
            0 => None,
            code => Some(Piece::from_code(code)),
        }
    }

    /// Where `side`'s royal piece stands, if it has not been captured.
    #[inline]
    pub fn royal(&self, side: Side) -> Option<Square> {
        match self.royal[side as usize] {
            NO_SQUARE => None,
            square => Some(square),
        }
    }

    /// Every piece with its square, lowest square first.
    pub fn pieces(&self) -> impl Iterator<Item = (Piece, Square)> + '_ {
        squares(self.all_occupied()).map(|sq| (Piece::from_code(self.code_at(sq)), sq))
    }

    /// Whether `piece` (a King or Queen of the side to move, on its square) may still double-step: its
    /// right is set.
    #[inline]
    pub fn has_right(&self, piece: Piece) -> bool {
        self.rights & right_bit(piece.side, piece.kind) != 0 && !piece.promoted
    }

    /// Puts a piece on an empty square.
    #[inline]
    fn place(&mut self, code: u8, sq: Square, tables: &Tables) {
        let side = usize::from(code > 22);
        self.cells[usize::from(sq)] = code;
        self.occupied[side] |= bit(sq);
        match tables.taker[usize::from(code)] {
            Taker::None => {}
            Taker::Pawn => self.pawns[side] |= bit(sq),
            Taker::Neighbours => self.takers[side] |= bit(sq),
        }
        if Piece::from_code(code).is_royal() {
            self.royal[side] = sq;
        }
        self.key ^= piece_key(code, sq);
    }

    /// Takes the piece off an occupied square and returns its code.
    #[inline]
    fn lift(&mut self, sq: Square) -> u8 {
        let code = self.cells[usize::from(sq)];
        let side = usize::from(code > 22);
        self.cells[usize::from(sq)] = 0;
        self.occupied[side] &= !bit(sq);
        self.pawns[side] &= !bit(sq);
        self.takers[side] &= !bit(sq);
        if self.royal[side] == sq {
            self.royal[side] = NO_SQUARE;
        }
        self.key ^= piece_key(code, sq);
        code
    }

    /// The squares `side` threatens for en passant: its Pawns' forward diagonals and its other en passant
    /// pieces' neighbours.
    #[inline]
    pub fn threats(&self, side: Side) -> SquareSet {
        const NOT_A: SquareSet = ALL_SQUARES & !file_set(0);
        const NOT_I: SquareSet = ALL_SQUARES & !file_set(FILES - 1);
        let pawns = self.pawns[side as usize];
        let mut set = match side {
            Side::South => ((pawns & NOT_A) << 8) | ((pawns & NOT_I) << 10),
            Side::North => ((pawns & NOT_A) >> 10) | ((pawns & NOT_I) >> 8),
        } & ALL_SQUARES;
        for sq in squares(self.takers[side as usize]) {
            set |= NEIGHBOURS[usize::from(sq)];
        }
        set
    }

    /// Sets the en passant state from the squares a move passed, keeping only those the side to move can
    /// take on (none when that side has lost its royal piece: the game is over), and updates the key.
    #[inline]
    fn set_en_passant(&mut self, target: Square, passed: SquareSet) {
        self.key ^= en_passant_key(self.ep.target, self.ep.passed);
        let usable = if passed == 0 || self.royal[self.to_move as usize] == NO_SQUARE {
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
        self.key ^= en_passant_key(self.ep.target, self.ep.passed);
    }

    /// Whether `mv` by the piece with board code `code` is an en passant capture here: a single step by
    /// an en passant piece onto a passed square it threatens (§6.2).
    #[inline]
    pub fn is_en_passant(&self, code: u8, mv: Move) -> bool {
        mv.via.is_none()
            && self.ep.passed & bit(mv.to) != 0
            && TABLES.threat[usize::from(code)][usize::from(mv.from)] & bit(mv.to) != 0
    }

    /// Plays a move (assumed legal): captures (on the target square, on the middle square of a double
    /// move, or en passant), moves the piece, promotes it if it ends in its zone, updates the rights, the en
    /// passant state, the clocks, the key, and passes the turn.
    #[inline]
    pub fn make(&mut self, mv: Move) {
        let tables = &**TABLES;
        let Move { from, to, via } = mv;
        let code = self.cells[usize::from(from)];
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
        } else if tables.passes[usize::from(code)] {
            passed = tables.between[usize::from(from)][usize::from(to)];
        }
        if to != from {
            if self.cells[usize::from(to)] != 0 {
                self.lift(to);
                reset = true;
            }
            self.lift(from);
            let piece = Piece::from_code(code);
            let landed = if !piece.promoted && in_zone(side, to) {
                reset = true;
                code + 11
            } else {
                code
            };
            self.place(landed, to, tables);
        }
        if touched & RIGHT_SQUARE_SET != 0 {
            let lost = squares(touched & RIGHT_SQUARE_SET)
                .fold(0, |lost, sq| lost | RIGHTS_LOST[usize::from(sq)]);
            let kept = self.rights & !lost;
            self.key ^= rights_key(self.rights) ^ rights_key(kept);
            self.rights = kept;
        }
        self.clock = if reset { 0 } else { self.clock + 1 };
        if side == Side::North {
            self.fullmove += 1;
        }
        self.to_move = side.other();
        self.key ^= NORTH_TO_MOVE;
        self.set_en_passant(to, passed);
    }

    /// The Zobrist key computed from scratch (tests compare it with the incremental key).
    pub fn key_from_scratch(&self) -> u64 {
        let turn = if self.to_move == Side::North {
            NORTH_TO_MOVE
        } else {
            0
        };
        self.pieces().fold(
            turn ^ rights_key(self.rights) ^ en_passant_key(self.ep.target, self.ep.passed),
            |key, (piece, sq)| key ^ piece_key(piece.code(), sq),
        )
    }

    /// Reads a position string (§9.4), with the checks of §9.4 and J12, J18.
    pub fn parse(text: &str) -> Result<Self, PositionError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [board, side, rights, ep, clock, number] = fields[..] else {
            return Err(PositionError::new(format!(
                "A Jungi position has six fields separated by spaces (board, side, rights, en passant, clock, move number), like \"{START}\"."
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
        let ranks: Vec<&str> = board.split('/').collect();
        if ranks.len() != usize::from(RANKS) {
            return Err(PositionError::new(format!(
                "The board needs 9 ranks separated by '/', but this one has {}.",
                ranks.len()
            )));
        }
        let tables = &**TABLES;
        for (row, rank_text) in ranks.iter().enumerate() {
            position.parse_rank(RANKS - 1 - row as u8, rank_text, tables)?;
        }
        position.check_pieces()?;
        position.parse_rights(rights)?;
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

    /// Reads one rank of the board field.
    fn parse_rank(&mut self, rank: u8, text: &str, tables: &Tables) -> Result<(), PositionError> {
        let rank_name = rank + 1;
        let mut file = 0u8;
        let mut after_digit = false;
        let mut promoted = false;
        let wrong_width = || {
            PositionError::new(format!(
                "Rank {rank_name} (\"{text}\") must describe exactly 9 squares."
            ))
        };
        for letter in text.chars() {
            if letter == '+' {
                if promoted {
                    return Err(PositionError::new(format!(
                        "Rank {rank_name} has \"{text}\": a '+' stands before one piece letter."
                    )));
                }
                promoted = true;
                continue;
            }
            if let Some(empty) = letter.to_digit(10) {
                if promoted || empty == 0 || after_digit {
                    return Err(PositionError::new(format!(
                        "Rank {rank_name} has \"{text}\": a run of empty squares is one digit from 1 to 9, and a '+' stands before a piece letter."
                    )));
                }
                file += empty as u8;
                after_digit = true;
                if file > FILES {
                    return Err(wrong_width());
                }
                continue;
            }
            let kind = Kind::from_letter(letter).ok_or_else(|| {
                PositionError::new(format!(
                    "'{letter}' on rank {rank_name} is not a Jungi piece; the letters are P H E M L C R N O Q K (upper case South, lower case North), '+' before a promoted piece, and digits for empty squares."
                ))
            })?;
            if file >= FILES {
                return Err(wrong_width());
            }
            let side = if letter.is_ascii_uppercase() {
                Side::South
            } else {
                Side::North
            };
            let piece = Piece {
                side,
                kind,
                promoted,
            };
            let at = square(file, rank);
            if piece.is_royal() && self.royal[side as usize] != NO_SQUARE {
                return Err(PositionError::new(format!(
                    "{side} has two royal pieces; each side has exactly one King or Emperor."
                )));
            }
            self.place(piece.code(), at, tables);
            file += 1;
            after_digit = false;
            promoted = false;
        }
        if promoted || file != FILES {
            return Err(wrong_width());
        }
        Ok(())
    }

    /// Checks the royal pieces (J12) and that no unpromoted piece stands in its promotion zone (J18).
    fn check_pieces(&self) -> Result<(), PositionError> {
        let waiting = self.to_move.other();
        if self.royal[waiting as usize] == NO_SQUARE {
            return Err(PositionError::new(format!(
                "{waiting} has no King or Emperor; only the side to move may have lost its royal piece (the game is then over)."
            )));
        }
        for (piece, at) in self.pieces() {
            if !piece.promoted && in_zone(piece.side, at) {
                return Err(PositionError::new(format!(
                    "The {piece} on {} stands in its promotion zone unpromoted; write it promoted ({}).",
                    square_name(at),
                    Piece {
                        promoted: true,
                        ..piece
                    }
                    .letters()
                )));
            }
        }
        Ok(())
    }

    /// Reads the rights field: `-` or a non-empty subsequence of `KQkq`, each for an unmoved piece on its
    /// starting square.
    fn parse_rights(&mut self, text: &str) -> Result<(), PositionError> {
        if text == "-" {
            return Ok(());
        }
        let mut rest = text;
        let mut rights = 0;
        for (index, &(side, kind)) in RIGHT_PIECES.iter().enumerate() {
            let letter = Piece::new(side, kind).letters();
            if let Some(after) = rest.strip_prefix(letter.as_str()) {
                rest = after;
                let at = RIGHT_SQUARES[index];
                if self.piece_at(at) != Some(Piece::new(side, kind)) {
                    return Err(PositionError::new(format!(
                        "The right {letter} needs the unmoved {side} {} on {}.",
                        kind.name(),
                        square_name(at)
                    )));
                }
                rights |= 1 << index;
            }
        }
        if !rest.is_empty() || text.is_empty() {
            return Err(PositionError::new(format!(
                "The rights are - or some of K Q k q in that order, not \"{text}\"."
            )));
        }
        self.rights = rights;
        self.key ^= rights_key(rights);
        Ok(())
    }

    /// Reads the en passant field: `-` or `<target>:<squares>`; the target must hold a piece of the side
    /// that just moved and the listed squares must be empty (J18).
    fn parse_en_passant(&self, text: &str) -> Result<(Square, SquareSet), PositionError> {
        if text == "-" {
            return Ok((NO_SQUARE, 0));
        }
        let malformed = || {
            PositionError::new(format!(
                "The en passant field is - or a target square, ':' and the passed squares, like d5:d6, not \"{text}\"."
            ))
        };
        let (target, list) = text.split_once(':').ok_or_else(malformed)?;
        let target = parse_square(target).ok_or_else(malformed)?;
        if list.is_empty() || list.len() % 2 != 0 || !list.is_ascii() {
            return Err(malformed());
        }
        let mut passed = 0;
        for index in (0..list.len()).step_by(2) {
            let sq = parse_square(&list[index..index + 2]).ok_or_else(malformed)?;
            if self.code_at(sq) != 0 {
                return Err(PositionError::new(format!(
                    "The passed square {} is occupied; a passed square is always empty.",
                    square_name(sq)
                )));
            }
            passed |= bit(sq);
        }
        match self.piece_at(target) {
            Some(piece) if piece.side != self.to_move => Ok((target, passed)),
            _ => Err(PositionError::new(format!(
                "The en passant target {} must hold a piece of {}, the side that just moved.",
                square_name(target),
                self.to_move.other()
            ))),
        }
    }

    /// Writes the position string (§9.4) with its canonical en passant field.
    pub fn to_text(&self) -> String {
        self.to_text_with(true)
    }

    /// Writes the position string; with `en_passant` false the en passant field is `-` (a finished game,
    /// J16).
    pub fn to_text_with(&self, en_passant: bool) -> String {
        let mut text = String::with_capacity(96);
        for rank in (0..RANKS).rev() {
            let mut empty = 0;
            for file in 0..FILES {
                match self.piece_at(square(file, rank)) {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            text.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        text.push_str(&piece.letters());
                    }
                }
            }
            if empty > 0 {
                text.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                text.push('/');
            }
        }
        text.push_str(match self.to_move {
            Side::South => " s ",
            Side::North => " n ",
        });
        if self.rights == 0 {
            text.push('-');
        }
        for (index, &(side, kind)) in RIGHT_PIECES.iter().enumerate() {
            if self.rights & (1 << index) != 0 {
                text.push_str(&Piece::new(side, kind).letters());
            }
        }
        text.push(' ');
        if en_passant && self.ep.passed != 0 {
            text.push_str(&square_name(self.ep.target));
            text.push(':');
            for sq in squares(self.ep.passed) {
                text.push_str(&square_name(sq));
            }
        } else {
            text.push('-');
        }
        text.push_str(&format!(" {} {}", self.clock, self.fullmove));
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jungi::board::tests::{set, sq};

    #[test]
    fn the_start_position_is_the_layout_of_section_5() {
        let start = Position::start();
        assert_eq!(start.to_text(), START);
        let rank1 = "RECMKMCER";
        let rank2 = "LHNOQONHL";
        for file in 0..9u8 {
            for (rank, letters) in [(0u8, rank1), (1, rank2), (2, "PPPPPPPPP")] {
                let letter = &letters[usize::from(file)..usize::from(file) + 1];
                let south = start.piece_at(square(file, rank)).expect("a piece");
                assert_eq!(south.letters(), letter);
                let north = start.piece_at(square(file, 8 - rank)).expect("a piece");
                assert_eq!(north, Piece::new(Side::North, south.kind));
            }
        }
        for side in Side::BOTH {
            let count = |kind| {
                start
                    .pieces()
                    .filter(|(piece, _)| piece.side == side && piece.kind == kind)
                    .count()
            };
            assert_eq!(start.occupied(side).count_ones(), 27);
            assert_eq!(count(Kind::Pawn), 9);
            assert_eq!(count(Kind::King), 1);
            assert_eq!(count(Kind::Queen), 1);
            for kind in &Kind::ALL[1..9] {
                assert_eq!(count(*kind), 2, "{kind:?}");
            }
        }
        assert_eq!(start.royal(Side::South), Some(sq("e1")));
        assert_eq!(start.royal(Side::North), Some(sq("e9")));
        assert_eq!(start.rights(), 0b1111);
        assert_eq!(start.key(), start.key_from_scratch());
    }

    #[test]
    fn make_moves_captures_promotes_and_keeps_the_key() {
        // A South Pikeman on a6 steps to a7 and promotes; North's pawn on b8 is not involved.
        let mut position = Position::parse("4k4/1p7/9/L8/9/9/9/9/4K4 s - - 7 30").unwrap();
        position.make(Move::new(sq("a6"), sq("a7")));
        assert_eq!(
            position.piece_at(sq("a7")),
            Some(Piece::promoted(Side::South, Kind::Pikeman))
        );
        assert_eq!(position.clock(), 0);
        assert_eq!(position.fullmove(), 30);
        assert_eq!(position.key(), position.key_from_scratch());
        // North's pawn b8 takes the Lancer on a7: a capture in North's zone? No: rank 7 is South's zone.
        position.make(Move::new(sq("b8"), sq("a7")));
        assert_eq!(position.to_text(), "4k4/9/p8/9/9/9/9/9/4K4 s - - 0 31");
        assert_eq!(position.key(), position.key_from_scratch());
        assert_eq!(position.occupied(Side::South), set("e1"));
    }
}
