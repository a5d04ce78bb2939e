//! The 9×9 board (§1.1, §1.4): squares and their names, water (tam2 nua2) and the fixed tam2 hue.
//!
//! Squares are numbered `row * 9 + column`, row 0 being row A at the top (the A side's back rank) and
//! column 0 being column K on the left, so the official diagram reads in numbering order.

use cetkaik_naive_representation::absolute::{Column, Coord, Row};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The column letters, left to right.
pub const COLUMNS: [&str; 9] = ["K", "L", "N", "T", "Z", "X", "C", "M", "P"];

/// The row names, top (A) to bottom (IA).
pub const ROWS: [&str; 9] = ["A", "E", "I", "U", "O", "Y", "AI", "AU", "IA"];

/// A square of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Square(u8);

impl Square {
    /// Every square in numbering order (row A first, column K first).
    pub fn all() -> impl Iterator<Item = Square> {
        (0..81).map(Square)
    }

    /// The square in `row` (0 = A … 8 = IA) and `column` (0 = K … 8 = P), if both are on the board.
    pub fn new(row: usize, column: usize) -> Option<Square> {
        (row < 9 && column < 9).then(|| Square((row * 9 + column) as u8))
    }

    /// The square with this number (0..81).
    pub fn from_index(index: usize) -> Option<Square> {
        (index < 81).then_some(Square(index as u8))
    }

    /// Its number, `row * 9 + column`.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// Its row, 0 (A) to 8 (IA).
    pub fn row(self) -> usize {
        self.index() / 9
    }

    /// Its column, 0 (K) to 8 (P).
    pub fn column(self) -> usize {
        self.index() % 9
    }

    /// Its name, column letter then row name (`LIA`).
    pub fn name(self) -> String {
        format!("{}{}", COLUMNS[self.column()], ROWS[self.row()])
    }

    /// Reads a square name, column letter then row name (`ZO`, `LIA`); case does not matter.
    pub fn parse(text: &str) -> Option<Square> {
        let upper = text.to_ascii_uppercase();
        let mut chars = upper.chars();
        let first = chars.next()?.to_string();
        let column = COLUMNS.iter().position(|&c| c == first)?;
        let row = ROWS.iter().position(|&r| r == chars.as_str())?;
        Square::new(row, column)
    }

    /// The distance in King steps: the larger of the row and column differences (§1.7).
    pub fn distance(self, other: Square) -> usize {
        self.row()
            .abs_diff(other.row())
            .max(self.column().abs_diff(other.column()))
    }

    /// Whether the square is water, tam2 nua2 (§1.4): NO TO ZO XO CO and ZI ZU ZY ZAI.
    pub fn is_water(self) -> bool {
        (self.row() == 4 && (2..=6).contains(&self.column()))
            || (self.column() == 4 && (2..=6).contains(&self.row()))
    }

    /// Whether the square is one of the nine fixed tam2 hue squares (§1.4): NI CI TU XU ZO TY XY NAI CAI.
    /// The squares around Tam2 are tam2 hue as well; [`super::Position::is_tam2_hue`] counts them.
    pub fn is_fixed_tam2_hue(self) -> bool {
        matches!(
            (self.row(), self.column()),
            (2, 2) | (2, 6) | (3, 3) | (3, 5) | (4, 4) | (5, 3) | (5, 5) | (6, 2) | (6, 6)
        )
    }

    /// The up to eight squares next to this one.
    pub fn neighbours(self) -> impl Iterator<Item = Square> {
        let (row, column) = (self.row() as isize, self.column() as isize);
        (-1..=1).flat_map(move |dr| {
            (-1..=1).filter_map(move |dc| {
                if dr == 0 && dc == 0 {
                    return None;
                }
                let (r, c) = (row + dr, column + dc);
                ((0..9).contains(&r) && (0..9).contains(&c)).then(|| Square((r * 9 + c) as u8))
            })
        })
    }

    pub(crate) fn to_engine(self) -> Coord {
        const R: [Row; 9] = [
            Row::A,
            Row::E,
            Row::I,
            Row::U,
            Row::O,
            Row::Y,
            Row::AI,
            Row::AU,
            Row::IA,
        ];
        const C: [Column; 9] = [
            Column::K,
            Column::L,
            Column::N,
            Column::T,
            Column::Z,
            Column::X,
            Column::C,
            Column::M,
            Column::P,
        ];
        Coord(R[self.row()], C[self.column()])
    }

    pub(crate) fn from_engine(Coord(row, column): Coord) -> Square {
        let r = match row {
            Row::A => 0,
            Row::E => 1,
            Row::I => 2,
            Row::U => 3,
            Row::O => 4,
            Row::Y => 5,
            Row::AI => 6,
            Row::AU => 7,
            Row::IA => 8,
        };
        let c = match column {
            Column::K => 0,
            Column::L => 1,
            Column::N => 2,
            Column::T => 3,
            Column::Z => 4,
            Column::X => 5,
            Column::C => 6,
            Column::M => 7,
            Column::P => 8,
        };
        Square(r * 9 + c)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(COLUMNS[self.column()])?;
        f.write_str(ROWS[self.row()])
    }
}

impl From<Square> for String {
    fn from(square: Square) -> String {
        square.name()
    }
}

impl TryFrom<String> for Square {
    type Error = String;

    fn try_from(text: String) -> Result<Self, String> {
        Square::parse(&text).ok_or_else(|| format!("{text} is not a square"))
    }
}

/// Splits a run of square names written without separators (`ZAIZOTO`) into squares, by the rule of §1.1:
/// every column letter is a consonant and every row name is made of vowels, so each consonant starts a
/// new square. Case does not matter. The error names the piece of text that is not a square.
pub fn split_squares(run: &str) -> Result<Vec<Square>, String> {
    let upper = run.to_ascii_uppercase();
    let mut squares = Vec::new();
    let mut current = String::new();
    let flush = |current: &mut String, squares: &mut Vec<Square>| -> Result<(), String> {
        if current.is_empty() {
            return Ok(());
        }
        let square = Square::parse(current).ok_or_else(|| format!("{current} is not a square"))?;
        squares.push(square);
        current.clear();
        Ok(())
    };
    for ch in upper.chars() {
        if !matches!(ch, 'A' | 'E' | 'I' | 'O' | 'U' | 'Y') {
            flush(&mut current, &mut squares)?;
        }
        current.push(ch);
    }
    flush(&mut current, &mut squares)?;
    Ok(squares)
}
