//! One side's setup (§5.2) in local coordinates, its validation and its string form (§11.5).

use super::board::{Square, file_of, rank_of, square_at};
use super::piece::{Kind, Side};
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The default setup every side starts the setup phase with.
///
/// The flag stands on the left headquarters `(6,2)` and is walled in by all three mines `(6,1) (6,3) (5,2)`;
/// the two bombs wait on row 3 behind the front, the Marshal and the General hold the railroad corners of
/// row 3, engineers sit in reserve on column 3, and a platoon leader fills the other headquarters.
pub const DEFAULT_SETUP: &str = "73245/2.1.3/9B.B8/5.1.7/4M163/MFM26";

/// A local point `(r, c)`: row from the front (1–6), column from the owner's left (1–5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Local {
    /// Row, 1 = front, 6 = back.
    pub row: u8,
    /// Column, 1 = the owner's left.
    pub column: u8,
}

impl Local {
    /// The index in a setup's cells.
    fn index(self) -> usize {
        usize::from((self.row - 1) * 5 + self.column - 1)
    }

    fn from_index(index: usize) -> Local {
        Local {
            row: (index / 5) as u8 + 1,
            column: (index % 5) as u8 + 1,
        }
    }

    /// The board square of this local point for `side` (§2.1).
    pub fn square(self, side: Side) -> Square {
        match side {
            Side::South => square_at(self.column - 1, 7 - self.row),
            Side::North => square_at(5 - self.column, 6 + self.row),
        }
    }

    /// The local point of a square in `side`'s half, or `None` outside it.
    pub fn of_square(side: Side, square: Square) -> Option<Local> {
        let (file, rank) = (file_of(square), rank_of(square));
        match side {
            Side::South if rank <= 6 => Some(Local {
                row: 7 - rank,
                column: file + 1,
            }),
            Side::North if rank >= 7 => Some(Local {
                row: rank - 6,
                column: 5 - file,
            }),
            _ => None,
        }
    }

    /// Whether this local point is a camp.
    pub fn is_camp(self) -> bool {
        matches!(
            (self.row, self.column),
            (2, 2) | (2, 4) | (3, 3) | (4, 2) | (4, 4)
        )
    }

    /// Whether this local point is a headquarters.
    pub fn is_headquarters(self) -> bool {
        self.row == 6 && (self.column == 2 || self.column == 4)
    }
}

impl fmt::Display for Local {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.row, self.column)
    }
}

/// One side's 25 pieces on its 30 local points; camps are empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Setup {
    cells: [Option<Kind>; 30],
}

/// Why a setup is not valid: the first rule of §5.2 it breaks, as one sentence.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct SetupProblem(pub String);

impl Setup {
    /// The default setup ([`DEFAULT_SETUP`]).
    pub fn standard() -> Setup {
        DEFAULT_SETUP.parse().expect("the default setup is valid")
    }

    /// A valid setup drawn from `rng`: the flag on a random headquarters, the mines on random points of
    /// the back two rows, the bombs on random points behind the front row, and the rest shuffled.
    pub fn random(rng: &mut GameRng) -> Setup {
        let mut free: Vec<usize> = (0..30)
            .filter(|&index| !Local::from_index(index).is_camp())
            .collect();
        let mut cells = [None; 30];
        let mut place = |cells: &mut [Option<Kind>; 30],
                         free: &mut Vec<usize>,
                         kind: Kind,
                         allowed: &dyn Fn(Local) -> bool| {
            let choices: Vec<usize> = free
                .iter()
                .copied()
                .filter(|&index| allowed(Local::from_index(index)))
                .collect();
            let chosen = choices[rng.below(choices.len() as u32) as usize];
            cells[chosen] = Some(kind);
            free.retain(|&index| index != chosen);
        };
        place(&mut cells, &mut free, Kind::Flag, &|at| {
            at.is_headquarters()
        });
        for _ in 0..Kind::Mine.count() {
            place(&mut cells, &mut free, Kind::Mine, &|at| at.row >= 5);
        }
        for _ in 0..Kind::Bomb.count() {
            place(&mut cells, &mut free, Kind::Bomb, &|at| at.row >= 2);
        }
        let mut rest: Vec<Kind> = Kind::ALL
            .into_iter()
            .filter(|kind| !matches!(kind, Kind::Flag | Kind::Mine | Kind::Bomb))
            .flat_map(|kind| std::iter::repeat_n(kind, kind.count()))
            .collect();
        rng.shuffle(&mut rest);
        for (index, kind) in free.into_iter().zip(rest) {
            cells[index] = Some(kind);
        }
        Setup { cells }
    }

    /// The piece on a local point.
    pub fn at(&self, local: Local) -> Option<Kind> {
        self.cells[local.index()]
    }

    /// Every piece with its square, for `side`.
    pub fn placed(&self, side: Side) -> impl Iterator<Item = (Square, Kind)> + '_ {
        self.cells
            .iter()
            .enumerate()
            .filter_map(move |(index, kind)| {
                kind.map(|kind| (Local::from_index(index).square(side), kind))
            })
    }

    /// Builds a setup from the pieces on `side`'s half; `piece_at` gives the kind on each square.
    pub fn from_squares(side: Side, piece_at: impl Fn(Square) -> Option<Kind>) -> Setup {
        let mut cells = [None; 30];
        for (index, cell) in cells.iter_mut().enumerate() {
            *cell = piece_at(Local::from_index(index).square(side));
        }
        Setup { cells }
    }

    /// Exchanges the pieces on two local points.
    pub fn swap(&mut self, a: Local, b: Local) {
        self.cells.swap(a.index(), b.index());
    }

    /// Moves the flag to the other headquarters, exchanging it with whatever stands there.
    pub fn move_flag(&mut self) {
        let left = Local { row: 6, column: 2 };
        let right = Local { row: 6, column: 4 };
        self.swap(left, right);
    }

    /// The local point of the flag, if the setup has one.
    pub fn flag(&self) -> Option<Local> {
        self.cells
            .iter()
            .position(|&kind| kind == Some(Kind::Flag))
            .map(Local::from_index)
    }

    /// Checks the rules of §5.2 in order and names the first one broken.
    pub fn validate(&self) -> Result<(), SetupProblem> {
        for (index, kind) in self.cells.iter().enumerate() {
            let at = Local::from_index(index);
            match (at.is_camp(), kind) {
                (true, Some(_)) => {
                    return Err(SetupProblem(format!(
                        "Rule 1: the camp at {at} must stay empty; move that piece to a post."
                    )));
                }
                (false, None) => {
                    return Err(SetupProblem(format!(
                        "Rule 1: the point {at} is empty, and every point but the camps needs a piece."
                    )));
                }
                _ => {}
            }
        }
        for kind in Kind::ALL {
            let have = self.cells.iter().filter(|&&k| k == Some(kind)).count();
            if have != kind.count() {
                return Err(SetupProblem(format!(
                    "Rule 2: a side has exactly {} {} ({}), and this setup has {have}.",
                    kind.count(),
                    kind.label().name,
                    kind.code()
                )));
            }
        }
        let flag = self.flag().expect("rule 2 guarantees one flag");
        if !flag.is_headquarters() {
            return Err(SetupProblem(format!(
                "Rule 3: the flag must stand on a headquarters, (6,2) or (6,4), not on {flag}."
            )));
        }
        for (index, kind) in self.cells.iter().enumerate() {
            let at = Local::from_index(index);
            if *kind == Some(Kind::Mine) && at.row < 5 {
                return Err(SetupProblem(format!(
                    "Rule 4: mines go on the back two rows (5 and 6) only, not on {at}."
                )));
            }
        }
        for (index, kind) in self.cells.iter().enumerate() {
            let at = Local::from_index(index);
            if *kind == Some(Kind::Bomb) && at.row == 1 {
                return Err(SetupProblem(format!(
                    "Rule 5: bombs may not stand on the front row, as on {at}."
                )));
            }
        }
        Ok(())
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..6 {
            if row > 0 {
                f.write_str("/")?;
            }
            for column in 0..5 {
                let code = self.cells[row * 5 + column].map_or('.', Kind::code);
                write!(f, "{code}")?;
            }
        }
        Ok(())
    }
}

impl FromStr for Setup {
    type Err = SetupProblem;

    /// Reads a setup string and validates it (§11.5).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let rows: Vec<&str> = text.trim().split('/').collect();
        if rows.len() != 6 || rows.iter().any(|row| row.chars().count() != 5) {
            return Err(SetupProblem(
                "A setup string is six rows of five characters separated by '/', front row first, \
                 like 73245/2.1.3/9B.B8/5.1.7/4M163/MFM26."
                    .to_owned(),
            ));
        }
        let mut cells = [None; 30];
        for (row, text) in rows.iter().enumerate() {
            for (column, code) in text.chars().enumerate() {
                cells[row * 5 + column] = match code {
                    '.' => None,
                    _ => Some(Kind::from_code(code).ok_or_else(|| {
                        SetupProblem(format!(
                            "\"{code}\" is not a piece code; use 9 to 1, B, M, F, and '.' for camps."
                        ))
                    })?),
                };
            }
        }
        let setup = Setup { cells };
        setup.validate()?;
        Ok(setup)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raw(text: &str) -> Setup {
        let mut cells = [None; 30];
        for (index, code) in text.chars().filter(|&c| c != '/').enumerate() {
            cells[index] = Kind::from_code(code);
        }
        Setup { cells }
    }

    #[test]
    fn the_spec_examples_and_the_default_are_valid_and_round_trip() {
        for text in [
            "41372/6.5.3/92.8B/1.7.5/M3B64/2F1MM",
            "32143/5.7.6/B1.92/8.4.5/3M7MB/6F2M1",
            DEFAULT_SETUP,
        ] {
            let setup: Setup = text.parse().expect("valid");
            assert_eq!(setup.to_string(), text);
        }
    }

    #[test]
    fn each_rule_is_named() {
        let cases = [
            ("41372/6.5.3/92.8B/1.7.5/M3B64/2F1M", "six rows"),
            ("41372/6.5.3/92.8B/1.7.5/M3B64/2F1MX", "not a piece code"),
            ("41372/635.3/92.8B/1.7.5/M3B64/2F1MM", "Rule 1"),
            ("41372/6.5.3/92.8B/1.7.5/M3B64/2F1M3", "Rule 2"),
            ("41372/6.5.3/92.8B/1.7.5/M3B64/21FMM", "Rule 3"),
            ("41372/6.5.3/92.8B/1.7.M/53B64/2F1MM", "Rule 4"),
            ("B1372/6.5.3/92.84/1.7.5/M3B64/2F1MM", "Rule 5"),
        ];
        for (text, rule) in cases {
            let error = text.parse::<Setup>().unwrap_err();
            assert!(error.0.contains(rule), "{text}: {error}");
        }
        let empty_post = raw("41372/6.5.3/92.8B/1.7.5/M3B64/2F1M.");
        assert!(empty_post.validate().unwrap_err().0.starts_with("Rule 1"));
    }

    #[test]
    fn local_coordinates_match_section_2_1() {
        let square = |row, column, side| {
            super::super::board::square_name(Local { row, column }.square(side))
        };
        assert_eq!(square(1, 1, Side::South), "a6");
        assert_eq!(square(6, 5, Side::South), "e1");
        assert_eq!(square(1, 1, Side::North), "e7");
        assert_eq!(square(6, 5, Side::North), "a12");
        for side in Side::BOTH {
            for index in 0..30 {
                let at = Local::from_index(index);
                assert_eq!(Local::of_square(side, at.square(side)), Some(at));
                assert_eq!(at.is_camp(), super::super::board::is_camp(at.square(side)));
            }
        }
    }

    #[test]
    fn random_setups_are_valid() {
        let mut rng = GameRng::from_seed(7);
        for _ in 0..200 {
            Setup::random(&mut rng).validate().expect("valid");
        }
    }

    #[test]
    fn moving_the_flag_keeps_the_setup_valid() {
        let mut setup = Setup::standard();
        setup.move_flag();
        assert_eq!(setup.flag(), Some(Local { row: 6, column: 4 }));
        setup.validate().expect("valid");
    }
}
