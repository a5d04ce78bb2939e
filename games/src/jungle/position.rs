//! The compact board: pieces by square and by side and animal, occupancy sets, side to move and Zobrist
//! key, with make and the position string (§10.2) in and out.

use super::board::{NO_SQUARE, SQUARE_COUNT, Square, bit, den_of, is_water, square, square_name};
use super::piece::{Kind, Piece, Side};
use super::zobrist::{RED_TO_MOVE, piece_key};
use crate::model::PositionError;

/// The start position (§3).
pub const START: &str = "l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L w";

/// A move from a square to a square (a step or a jump; whether it captures depends on the position).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The square the piece leaves.
    pub from: Square,
    /// The square it goes to.
    pub to: Square,
}

/// A position: every piece and the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    /// The board code on each square: 0 empty, else [`Piece::code`].
    cells: [u8; SQUARE_COUNT],
    /// Where each side's animals stand, indexed by side and animal; [`NO_SQUARE`] when captured.
    squares: [[Square; 8]; 2],
    /// The squares each side occupies.
    occupied: [u64; 2],
    /// Who moves next.
    to_move: Side,
    /// The Zobrist key of the position.
    key: u64,
}

impl Board {
    /// An empty board with `to_move` to move.
    pub fn empty(to_move: Side) -> Self {
        Self {
            cells: [0; SQUARE_COUNT],
            squares: [[NO_SQUARE; 8]; 2],
            occupied: [0; 2],
            to_move,
            key: if to_move == Side::Red { RED_TO_MOVE } else { 0 },
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

    /// The Zobrist key of the position.
    #[inline]
    pub fn key(&self) -> u64 {
        self.key
    }

    /// The squares `side` occupies.
    #[inline]
    pub fn occupied(&self, side: Side) -> u64 {
        self.occupied[side as usize]
    }

    /// The squares either side occupies.
    #[inline]
    pub fn all_occupied(&self) -> u64 {
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

    /// Where a piece stands, if it is still on the board.
    #[inline]
    pub fn square_of(&self, piece: Piece) -> Option<Square> {
        match self.squares[piece.side as usize][piece.kind as usize] {
            NO_SQUARE => None,
            square => Some(square),
        }
    }

    /// Every piece with its square, Blue's first, weakest first.
    pub fn pieces(&self) -> impl Iterator<Item = (Piece, Square)> + '_ {
        Side::BOTH.into_iter().flat_map(move |side| {
            Kind::ALL.into_iter().filter_map(move |kind| {
                let piece = Piece::new(side, kind);
                self.square_of(piece).map(|square| (piece, square))
            })
        })
    }

    /// Puts a piece on an empty square (setting up positions).
    fn put(&mut self, piece: Piece, square: Square) {
        debug_assert_eq!(self.code_at(square), 0);
        self.cells[usize::from(square)] = piece.code();
        self.squares[piece.side as usize][piece.kind as usize] = square;
        self.occupied[piece.side as usize] |= bit(square);
        self.key ^= piece_key(piece.code(), square);
    }

    /// The key the position would have after a non-capturing move of the piece on `mv.from`.
    #[inline]
    pub fn key_after_quiet(&self, mv: Move) -> u64 {
        let code = self.code_at(mv.from);
        self.key ^ piece_key(code, mv.from) ^ piece_key(code, mv.to) ^ RED_TO_MOVE
    }

    /// Plays a move (assumed legal): moves the piece, removes any captured piece, passes the turn. Returns
    /// the board code of the captured piece (0 when none).
    #[inline]
    pub fn make(&mut self, mv: Move) -> u8 {
        let code = self.cells[usize::from(mv.from)];
        let captured = self.cells[usize::from(mv.to)];
        let mover = Piece::from_code(code);
        let side = mover.side as usize;
        if captured != 0 {
            let victim = Piece::from_code(captured);
            self.squares[victim.side as usize][victim.kind as usize] = NO_SQUARE;
            self.occupied[victim.side as usize] &= !bit(mv.to);
            self.key ^= piece_key(captured, mv.to);
        }
        self.cells[usize::from(mv.from)] = 0;
        self.cells[usize::from(mv.to)] = code;
        self.squares[side][mover.kind as usize] = mv.to;
        self.occupied[side] ^= bit(mv.from) | bit(mv.to);
        self.key ^= piece_key(code, mv.from) ^ piece_key(code, mv.to) ^ RED_TO_MOVE;
        self.to_move = self.to_move.other();
        captured
    }

    /// The Zobrist key computed from scratch (tests compare it with the incremental key).
    pub fn key_from_scratch(&self) -> u64 {
        let turn = if self.to_move == Side::Red {
            RED_TO_MOVE
        } else {
            0
        };
        self.pieces().fold(turn, |key, (piece, square)| {
            key ^ piece_key(piece.code(), square)
        })
    }

    /// Whether the side to move has already lost: an enemy piece stands in its den, or it has no pieces.
    /// (Having no legal move is the third way; move generation finds that.)
    #[inline]
    pub fn side_to_move_is_beaten(&self) -> bool {
        let side = self.to_move;
        self.code_at(den_of(side)) != 0 || self.occupied(side) == 0
    }

    /// Reads a position string (§10.2).
    pub fn parse(text: &str) -> Result<Self, PositionError> {
        let mut parts = text.split_whitespace();
        let (Some(rows), Some(side), None) = (parts.next(), parts.next(), parts.next()) else {
            return Err(PositionError::new(format!(
                "A Jungle position is the board, a space and the side to move, like \"{START}\"."
            )));
        };
        let to_move = match side {
            "w" => Side::Blue,
            "b" => Side::Red,
            _ => {
                return Err(PositionError::new(format!(
                    "The side to move is w (Blue) or b (Red), not \"{side}\"."
                )));
            }
        };
        let rows: Vec<&str> = rows.split('/').collect();
        if rows.len() != 9 {
            return Err(PositionError::new(format!(
                "The board needs 9 ranks separated by '/', but this one has {}.",
                rows.len()
            )));
        }
        let mut board = Board::empty(to_move);
        for (row, text) in rows.iter().enumerate() {
            let rank = 8 - row as u8;
            board.parse_rank(rank, text)?;
        }
        board.validate()?;
        Ok(board)
    }

    /// Reads one rank of a position string.
    fn parse_rank(&mut self, rank: u8, text: &str) -> Result<(), PositionError> {
        let rank_name = rank + 1;
        let mut file = 0u8;
        let mut after_digit = false;
        for letter in text.chars() {
            if let Some(empty) = letter.to_digit(10) {
                if !(1..=7).contains(&empty) || after_digit {
                    return Err(PositionError::new(format!(
                        "Rank {rank_name} has \"{text}\": empty squares are written as one digit from 1 to 7."
                    )));
                }
                file += empty as u8;
                after_digit = true;
                if file > 7 {
                    return Err(wrong_width(rank_name, text));
                }
            } else {
                let piece = Piece::from_letter(letter).ok_or_else(|| {
                    PositionError::new(format!(
                        "'{letter}' on rank {rank_name} is not a Jungle piece; the letters are E L T P W D C R (upper case Blue, lower case Red) and digits for empty squares."
                    ))
                })?;
                if file >= 7 {
                    return Err(wrong_width(rank_name, text));
                }
                if self.square_of(piece).is_some() {
                    return Err(PositionError::new(format!(
                        "{} has two pieces of the kind {}; each side has at most one of each animal.",
                        piece.side,
                        piece.kind.lower_name()
                    )));
                }
                self.put(piece, square(file, rank));
                file += 1;
                after_digit = false;
            }
        }
        if file != 7 {
            return Err(wrong_width(rank_name, text));
        }
        Ok(())
    }

    /// Checks the rules of §10.2 that a parsed board must meet.
    fn validate(&self) -> Result<(), PositionError> {
        for (piece, at) in self.pieces() {
            if is_water(at) && piece.kind != Kind::Rat {
                return Err(PositionError::new(format!(
                    "The {piece} stands in the water on {}, but only rats can swim.",
                    square_name(at)
                )));
            }
            if at == den_of(piece.side) {
                return Err(PositionError::new(format!(
                    "The {piece} stands in its own den, where it may never go."
                )));
            }
            if at == den_of(piece.side.other()) && piece.side == self.to_move {
                return Err(PositionError::new(format!(
                    "The {piece} stands in {}'s den, so the game is over and {} cannot be to move.",
                    piece.side.other(),
                    piece.side
                )));
            }
        }
        Ok(())
    }

    /// Writes the position string (§10.2).
    pub fn to_text(&self) -> String {
        let mut text = String::with_capacity(48);
        for rank in (0..9u8).rev() {
            let mut empty = 0;
            for file in 0..7u8 {
                match self.piece_at(square(file, rank)) {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            text.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        text.push(piece.letter());
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
        text.push(' ');
        text.push(match self.to_move {
            Side::Blue => 'w',
            Side::Red => 'b',
        });
        text
    }
}

/// The error for a rank that does not describe exactly 7 squares.
fn wrong_width(rank: u8, text: &str) -> PositionError {
    PositionError::new(format!(
        "Rank {rank} (\"{text}\") must describe exactly 7 squares."
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn make_moves_the_piece_and_keeps_the_key_in_step() {
        let start = Board::start();
        // The Blue elephant a3 steps to a4.
        let mut board = start;
        assert_eq!(board.make(Move { from: 14, to: 21 }), 0);
        assert_eq!(board.to_move(), Side::Red);
        assert_eq!(
            board.piece_at(21),
            Some(Piece::new(Side::Blue, Kind::Elephant))
        );
        assert_eq!(board.piece_at(14), None);
        assert_eq!(board.key(), board.key_from_scratch());
        assert_ne!(board.key(), start.key());
        // A capture: the Blue cat on b7 takes the last Red piece, a rat on b8.
        let mut board = Board::parse("7/1r5/1C5/7/7/7/7/7/7 w").unwrap();
        let captured = board.make(Move { from: 43, to: 50 });
        assert_eq!(Piece::from_code(captured), Piece::new(Side::Red, Kind::Rat));
        assert_eq!(board.to_text(), "7/1C5/7/7/7/7/7/7/7 b");
        assert_eq!(board.occupied(Side::Red), 0);
        assert_eq!(board.square_of(Piece::new(Side::Red, Kind::Rat)), None);
        assert!(board.side_to_move_is_beaten());
        assert_eq!(board.key(), board.key_from_scratch());
    }

    #[test]
    fn the_key_depends_on_the_side_to_move() {
        let blue = Board::parse("7/7/7/7/7/7/7/7/L6 w").unwrap();
        let red = Board::parse("7/7/7/7/7/7/7/7/L6 b").unwrap();
        assert_eq!(blue.key() ^ red.key(), RED_TO_MOVE);
    }
}
