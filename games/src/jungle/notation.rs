//! Move notation (§10.1): the two input forms, the canonical form and the display form.

use super::board::{Square, are_neighbours, den_of, parse_square, square_name, write_square_name};
use super::position::{Board, Move};
use crate::refusal::Reason;
use serde::{Serialize, Serializer};
use std::fmt;

/// A move as typed, before it is matched against the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveInput {
    /// Coordinate form: `g3g4`, `G3-G4`, `g3 g4`, `a5xd5`.
    Squares {
        /// The square the piece leaves.
        from: Square,
        /// The square it goes to.
        to: Square,
    },
    /// Rank-digit form: `1-g4`, `8xb3`, `1g4`; the digit is a rank of the side to move.
    Rank {
        /// The rank digit, 1–8.
        rank: u8,
        /// The square it goes to.
        to: Square,
    },
}

/// Reads a move in either input form: case, separators (`-`, `x`, `×`, spaces) and their absence are all
/// accepted, and a wrong separator (`x` for a quiet move, `-` for a capture) is forgiven.
pub fn parse_input(text: &str) -> Result<MoveInput, Reason> {
    let compact: String = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| {
            if c == '×' {
                'x'
            } else {
                c.to_ascii_lowercase()
            }
        })
        .collect();
    let unreadable = || {
        Reason::new(
            "refusal-jungle-unreadable",
            vec![("text", text.trim().into())],
        )
    };
    if !compact.is_ascii() {
        return Err(unreadable());
    }
    squares_form(&compact)
        .or_else(|| rank_form(&compact))
        .ok_or_else(unreadable)
}

/// Reads the coordinate form from compacted lower-case ASCII text (`g3g4`, `g3-g4`, `a5xd5`).
fn squares_form(compact: &str) -> Option<MoveInput> {
    let (from, to) = match compact.len() {
        4 => (&compact[..2], &compact[2..]),
        5 if matches!(compact.as_bytes()[2], b'-' | b'x') => (&compact[..2], &compact[3..]),
        _ => return None,
    };
    Some(MoveInput::Squares {
        from: parse_square(from)?,
        to: parse_square(to)?,
    })
}

/// Reads the rank-digit form from compacted lower-case text (`1-g4`, `8xb3`, `1g4`).
fn rank_form(compact: &str) -> Option<MoveInput> {
    let bytes = compact.as_bytes();
    let digit = *bytes.first()?;
    if !(b'1'..=b'8').contains(&digit) {
        return None;
    }
    let rest = match bytes.get(1) {
        Some(b'-' | b'x') => &compact[2..],
        _ => &compact[1..],
    };
    Some(MoveInput::Rank {
        rank: digit - b'0',
        to: parse_square(rest)?,
    })
}

/// The canonical form: from-square then to-square, lower case (`g3g4`, `e3e7`).
pub fn canonical(mv: Move) -> String {
    Canonical(mv).to_string()
}

/// A move written in its canonical form, straight into a formatter or a serializer.
#[derive(Clone, Copy, Debug)]
pub struct Canonical(pub Move);

impl fmt::Display for Canonical {
    fn fmt(&self, out: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_square_name(out, self.0.from)?;
        write_square_name(out, self.0.to)
    }
}

impl Serialize for Canonical {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// The display form of a move about to be played on `board`: side, animal, squares with `-` or `x`, and a
/// note for a jump, a capture or a den entry (`Red Lion a5xd5 (takes Blue Dog)`), as a sentence of
/// Jungle's texts (`note-jungle-move`, `note-jungle-capture`).
pub fn display(board: &Board, mv: Move) -> Reason {
    use crate::refusal::Arg;
    let Some(piece) = board.piece_at(mv.from) else {
        return Reason::new(
            "note-jungle-plain",
            vec![("move", Arg::Text(canonical(mv)))],
        );
    };
    let piece_said = |piece: super::piece::Piece| {
        Arg::Reason(Box::new(Reason::new(
            "note-jungle-piece",
            vec![
                ("side", piece.side.arg()),
                ("animal", Arg::Name(piece.kind.note_key().into())),
            ],
        )))
    };
    let captured = board.piece_at(mv.to);
    let mut notes = Vec::new();
    if !are_neighbours(mv.from, mv.to) {
        notes.push(Reason::new("note-jungle-jump", Vec::new()));
    }
    if let Some(victim) = captured {
        notes.push(Reason::new(
            "note-jungle-takes",
            vec![("piece", piece_said(victim))],
        ));
    }
    if mv.to == den_of(piece.side.other()) {
        notes.push(Reason::new("note-jungle-enters-den", Vec::new()));
    }
    let notes = notes
        .into_iter()
        .rev()
        .reduce(|rest, first| {
            Reason::new(
                "note-jungle-list",
                vec![
                    ("first", Arg::Reason(Box::new(first))),
                    ("rest", Arg::Reason(Box::new(rest))),
                ],
            )
        })
        .map_or_else(
            || Reason::new("note-jungle-nothing", Vec::new()),
            |list| {
                Reason::new(
                    "note-jungle-notes",
                    vec![("list", Arg::Reason(Box::new(list)))],
                )
            },
        );
    Reason::new(
        if captured.is_some() {
            "note-jungle-capture"
        } else {
            "note-jungle-move"
        },
        vec![
            ("piece", piece_said(piece)),
            ("from", Arg::Text(square_name(mv.from))),
            ("to", Arg::Text(square_name(mv.to))),
            ("notes", Arg::Reason(Box::new(notes))),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inputs_are_read_into_squares_or_a_rank() {
        assert_eq!(
            parse_input("a5xd5"),
            Ok(MoveInput::Squares { from: 28, to: 31 })
        );
        assert_eq!(parse_input("8xb3"), Ok(MoveInput::Rank { rank: 8, to: 15 }));
        assert_eq!(
            parse_input("1 - G4"),
            Ok(MoveInput::Rank { rank: 1, to: 27 })
        );
        assert!(parse_input("g3-x-g4").is_err());
        assert!(parse_input("g3g").is_err());
    }
}
