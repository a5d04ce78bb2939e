//! The position (§17) on the polar board: [`Position`] is the family's position
//! ([`crate::jungi_family::Position`]) on [`LunBoard`]; this module reads and writes the fields of the
//! position string that are Lún Jungi's own: the board ring by ring, the rights as a list of spaces (L2),
//! the spaces of the en passant field; and checks the Kings read (J12).

use super::LunBoard;
use super::board::{NX, Space, SpaceSet, bit, parse_space, space_name, spaces};
use crate::jungi::piece::{Kind, Piece, Side};
use crate::model::PositionError;

pub use crate::jungi_family::{EnPassant, Move};

/// The start position (§16, §17).
pub const START: &str = "1NECMRKRMCEN1necmrkrmcen/1PHLOPQPOLHP1phlopqpolhp/1PPPPPPPPPPP1ppppppppppp/24/12/12/4/1 s G7,G19,F2,F6,F7,F8,F12,F14,F18,F19,F20,F24,E2,E3,E4,E5,E6,E7,E8,E9,E10,E11,E12,E14,E15,E16,E17,E18,E19,E20,E21,E22,E23,E24 - 0 1";

/// The rings of the board field, rim first, with the number of spaces of each and its first space:
/// `G`, `F`, `E`, `D`, `C`, `B`, `A`, then the nexus.
const SEGMENTS: [(char, u8, Space); 8] = [
    ('G', 24, 0),
    ('F', 24, 24),
    ('E', 24, 48),
    ('D', 24, 72),
    ('C', 12, 96),
    ('B', 12, 108),
    ('A', 4, 120),
    ('X', 1, NX),
];

/// A Lún Jungi position.
pub type Position = crate::jungi_family::Position<LunBoard>;

/// Reads the board field: the rings `G` to `A` and the nexus, separated by `/`.
pub(super) fn parse_board(position: &mut Position, board: &str) -> Result<(), PositionError> {
    let segments: Vec<&str> = board.split('/').collect();
    if segments.len() != SEGMENTS.len() {
        return Err(PositionError::new(format!(
            "The board needs 8 parts separated by '/' (rings G, F, E, D, C, B, A, then the nexus), but this one has {}.",
            segments.len()
        )));
    }
    for (segment, &(letter, count, first)) in segments.iter().zip(&SEGMENTS) {
        parse_segment(position, segment, letter, count, first)?;
    }
    Ok(())
}

/// Reads the part of the board field for one ring (or the nexus): `count` spaces from `first`.
fn parse_segment(
    position: &mut Position,
    text: &str,
    letter: char,
    count: u8,
    first: Space,
) -> Result<(), PositionError> {
    let what = if letter == 'X' {
        "The nexus part".to_owned()
    } else {
        format!("Ring {letter}")
    };
    let wrong_width = || {
        PositionError::new(format!(
            "{what} (\"{text}\") must describe exactly {count} space{}.",
            if count == 1 { "" } else { "s" }
        ))
    };
    let mut filled = 0u8;
    let mut run = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_ascii_digit() {
            run.push(c);
            if chars.peek().is_some_and(char::is_ascii_digit) {
                continue;
            }
            let empty: u8 = match run.parse() {
                Ok(n) if n >= 1 && !run.starts_with('0') => n,
                _ => {
                    return Err(PositionError::new(format!(
                        "{what} has \"{text}\": a run of empty spaces is a number from 1 up."
                    )));
                }
            };
            run.clear();
            if filled.checked_add(empty).is_none_or(|total| total > count) {
                return Err(wrong_width());
            }
            filled += empty;
            continue;
        }
        if c == '+' {
            return Err(PositionError::new(
                "There is no promotion in Lún Jungi, so no piece letter carries '+'.",
            ));
        }
        let Some(kind) = Kind::from_letter(c).filter(|_| c.is_ascii_alphabetic()) else {
            return Err(PositionError::new(format!(
                "{what} has \"{text}\": '{c}' is not a piece letter (P H E M L C R N O Q K, upper case for South, lower case for North) or a number."
            )));
        };
        if filled >= count {
            return Err(wrong_width());
        }
        let side = if c.is_ascii_uppercase() {
            Side::South
        } else {
            Side::North
        };
        position.place(Piece::new(side, kind).code(), first + filled);
        filled += 1;
    }
    if filled != count {
        return Err(wrong_width());
    }
    Ok(())
}

/// Checks the royal pieces: one King per side, except that the side to move may have none (its King
/// has just been captured: a final position).
pub(super) fn check_pieces(position: &Position) -> Result<(), PositionError> {
    for side in Side::BOTH {
        let kings = position
            .pieces()
            .filter(|(piece, _)| piece.side == side && piece.is_royal())
            .count();
        let allowed = if side == position.to_move() {
            0..=1
        } else {
            1..=1
        };
        if !allowed.contains(&kings) {
            return Err(PositionError::new(format!(
                "{side} must have exactly one King{} (this position gives it {kings}).",
                if side == position.to_move() {
                    " (or none, if it has just been captured)"
                } else {
                    ""
                }
            )));
        }
    }
    Ok(())
}

/// Reads the rights field (not `-`): the spaces of the pieces that still have their first-move double
/// step, separated by commas.
pub(super) fn parse_rights(position: &Position, text: &str) -> Result<SpaceSet, PositionError> {
    let mut rights = 0;
    for name in text.split(',') {
        let Some(space) = parse_space(name) else {
            return Err(PositionError::new(format!(
                "The rights field lists the spaces of the pieces that may still double-step, like G7,F7,E3, or '-'; \"{name}\" is not a space."
            )));
        };
        let holder = position.piece_at(space);
        if !holder.is_some_and(|piece| matches!(piece.kind, Kind::Pawn | Kind::Queen | Kind::King))
        {
            return Err(PositionError::new(format!(
                "Only a Pawn, Queen or King has a first-move double step, and {} holds {}.",
                space_name(space),
                holder.map_or("nothing".to_owned(), |piece| format!(
                    "a {}",
                    piece.lower_name()
                ))
            )));
        }
        if space == NX {
            return Err(PositionError::new(
                "A piece on the nexus has moved to get there, so NX has no first-move right.",
            ));
        }
        if rights & bit(space) != 0 {
            return Err(PositionError::new(format!(
                "The rights field lists {} twice.",
                space_name(space)
            )));
        }
        rights |= bit(space);
    }
    Ok(rights)
}

/// Writes the board field.
pub(super) fn write_board(position: &Position, text: &mut String) {
    for (index, &(_, count, first)) in SEGMENTS.iter().enumerate() {
        if index > 0 {
            text.push('/');
        }
        let mut empty = 0;
        for space in first..first + count {
            match position.piece_at(space) {
                None => empty += 1,
                Some(piece) => {
                    if empty > 0 {
                        text.push_str(&empty.to_string());
                        empty = 0;
                    }
                    text.push_str(&piece.letters());
                }
            }
        }
        if empty > 0 {
            text.push_str(&empty.to_string());
        }
    }
}

/// Reads a list of spaces separated by commas (the rights and en passant fields).
pub(super) fn parse_points(list: &str) -> Option<Vec<Space>> {
    list.split(',').map(parse_space).collect()
}

/// Writes a set of spaces as a list separated by commas.
pub(super) fn write_points(set: SpaceSet) -> String {
    let names: Vec<String> = spaces(set).map(space_name).collect();
    names.join(",")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lun::board::tests::{set, sp};

    #[test]
    fn the_start_position_is_the_setup_of_section_16() {
        let start = Position::start();
        assert_eq!(start.to_text(), START);
        let rim = "NECMRKRMCEN";
        let middle = "PHLOPQPOLHP";
        for (offset, spoke) in (2..=12).enumerate() {
            for (ring, letters) in [("G", rim), ("F", middle), ("E", "PPPPPPPPPPP")] {
                let letter = &letters[offset..offset + 1];
                let south = start
                    .piece_at(sp(&format!("{ring}{spoke}")))
                    .expect("a piece");
                assert_eq!(south.letters(), letter);
                let north = start
                    .piece_at(sp(&format!("{ring}{}", spoke + 12)))
                    .expect("a piece");
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
            assert_eq!(start.occupied(side).count_ones(), 33);
            assert_eq!(count(Kind::Pawn), 15);
            assert_eq!(count(Kind::King), 1);
            assert_eq!(count(Kind::Queen), 1);
            for kind in &Kind::ALL[1..9] {
                assert_eq!(count(*kind), 2, "{kind:?}");
            }
        }
        // Rings A–D and spokes 1 and 13 start empty.
        for name in [
            "G1", "F1", "E1", "G13", "F13", "E13", "D5", "C7", "B9", "A1", "NX",
        ] {
            assert_eq!(start.piece_at(sp(name)), None, "{name}");
        }
        assert_eq!(start.royal(Side::South), Some(sp("G7")));
        assert_eq!(start.royal(Side::North), Some(sp("G19")));
        assert_eq!(start.rights().count_ones(), 34);
        assert_eq!(start.key(), start.key_from_scratch());
    }

    #[test]
    fn make_moves_captures_clears_rights_and_keeps_the_key() {
        assert!(
            Position::parse("24/24/1P22/24/12/12/4/1 s E2 - 7 30").is_err(),
            "no Kings"
        );
        let mut position = Position::parse("6K17/24/1P22/12k11/12/12/4/1 s E2 - 7 30").unwrap();
        position.make(Move::new(sp("E2"), sp("E3")));
        assert_eq!(position.rights(), 0);
        assert_eq!(position.clock(), 8);
        assert_eq!(position.key(), position.key_from_scratch());
        position.make(Move::new(sp("D13"), sp("D12")));
        assert_eq!(position.fullmove(), 31);
        assert_eq!(
            position.to_text(),
            "6K17/24/2P21/11k12/12/12/4/1 s - - 9 31"
        );
        assert_eq!(position.occupied(Side::South), set("G7 E3"));
    }
}
