//! The position (§10) on the 9×9 board: [`Position`] is the family's position
//! ([`crate::jungi_family::Position`]) on [`JungiBoard`]; this module reads and writes the fields of the
//! position string (§9.4) that are Jungi's own: the board by ranks, the rights `KQkq`, the squares of the
//! en passant field; and checks the pieces read (J12, J18).

use super::JungiBoard;
use super::board::{
    FILES, RANKS, Square, SquareSet, in_zone, parse_square, square, square_name, squares,
};
use super::piece::{Kind, Piece, Side};
use super::tables::{RIGHT_PIECES, RIGHT_SQUARES};
use crate::jungi_family::bit;
use crate::model::PositionError;

pub use crate::jungi_family::{EnPassant, Move};

/// The start position (§5).
pub const START: &str =
    "recmkmcer/lhnoqonhl/ppppppppp/9/9/9/PPPPPPPPP/LHNOQONHL/RECMKMCER s KQkq - 0 1";

/// A Jungi position.
pub type Position = crate::jungi_family::Position<JungiBoard>;

/// Reads the board field: nine ranks from rank 9 down, separated by `/`.
pub(super) fn parse_board(position: &mut Position, board: &str) -> Result<(), PositionError> {
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != usize::from(RANKS) {
        return Err(PositionError::new(format!(
            "The board needs 9 ranks separated by '/', but this one has {}.",
            ranks.len()
        )));
    }
    for (row, rank_text) in ranks.iter().enumerate() {
        parse_rank(position, RANKS - 1 - row as u8, rank_text)?;
    }
    Ok(())
}

/// Reads one rank of the board field.
fn parse_rank(position: &mut Position, rank: u8, text: &str) -> Result<(), PositionError> {
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
        if piece.is_royal() && position.royal(side).is_some() {
            return Err(PositionError::new(format!(
                "{side} has two royal pieces; each side has exactly one King or Emperor."
            )));
        }
        position.place(piece.code(), at);
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
pub(super) fn check_pieces(position: &Position) -> Result<(), PositionError> {
    let waiting = position.to_move().other();
    if position.royal(waiting).is_none() {
        return Err(PositionError::new(format!(
            "{waiting} has no King or Emperor; only the side to move may have lost its royal piece (the game is then over)."
        )));
    }
    for (piece, at) in position.pieces() {
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

/// Reads the rights field (not `-`): a non-empty subsequence of `KQkq`, each for an unmoved piece on its
/// starting square; the rights are the set of those squares.
pub(super) fn parse_rights(position: &Position, text: &str) -> Result<SquareSet, PositionError> {
    let mut rest = text;
    let mut rights = 0;
    for (index, &(side, kind)) in RIGHT_PIECES.iter().enumerate() {
        let letter = Piece::new(side, kind).letters();
        if let Some(after) = rest.strip_prefix(letter.as_str()) {
            rest = after;
            let at = RIGHT_SQUARES[index];
            if position.piece_at(at) != Some(Piece::new(side, kind)) {
                return Err(PositionError::new(format!(
                    "The right {letter} needs the unmoved {side} {} on {}.",
                    kind.name(),
                    square_name(at)
                )));
            }
            rights |= bit(at);
        }
    }
    if !rest.is_empty() || text.is_empty() {
        return Err(PositionError::new(format!(
            "The rights are - or some of K Q k q in that order, not \"{text}\"."
        )));
    }
    Ok(rights)
}

/// Writes the board field.
pub(super) fn write_board(position: &Position, text: &mut String) {
    for rank in (0..RANKS).rev() {
        let mut empty = 0;
        for file in 0..FILES {
            match position.piece_at(square(file, rank)) {
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
}

/// Writes a non-empty rights field: the letters of the rights held, in the order `KQkq`.
pub(super) fn write_rights(rights: SquareSet, text: &mut String) {
    for (index, &(side, kind)) in RIGHT_PIECES.iter().enumerate() {
        if rights & bit(RIGHT_SQUARES[index]) != 0 {
            text.push_str(&Piece::new(side, kind).letters());
        }
    }
}

/// Reads the passed squares of an en passant field, written one after the other (`d6e6`).
pub(super) fn parse_points(list: &str) -> Option<Vec<Square>> {
    if list.is_empty() || !list.len().is_multiple_of(2) || !list.is_ascii() {
        return None;
    }
    (0..list.len())
        .step_by(2)
        .map(|index| parse_square(&list[index..index + 2]))
        .collect()
}

/// Writes the passed squares of an en passant field, one after the other.
pub(super) fn write_points(set: SquareSet) -> String {
    squares(set).map(square_name).collect()
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
        assert_eq!(start.rights(), set("e1 e2 e9 e8"));
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
