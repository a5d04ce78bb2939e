//! One seat's setup (§5.2) in local coordinates, its validation and its string form (§11.5). The same
//! setup serves every seat of both boards: a seat's arm places it.

use super::board::{Arm, Board, Local, Square};
use super::piece::Kind;
use crate::refusal::{Arg, Reason};
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// One side's 25 pieces on its 30 local points; camps are empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Setup {
    cells: [Option<Kind>; 30],
}

/// Why a setup is not valid: the first rule of §5.2 it breaks and what to do about it, as a typed reason
/// (its English sentence is its `Display`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", .0.english())]
pub struct SetupProblem(pub Reason);

impl Setup {
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

    /// Every piece with its point, for the seat on `arm` of `board`.
    pub fn placed<'a>(
        &'a self,
        board: &'a Board,
        arm: Arm,
    ) -> impl Iterator<Item = (Square, Kind)> + 'a {
        self.cells
            .iter()
            .enumerate()
            .filter_map(move |(index, kind)| {
                let at = board.square(arm, Local::from_index(index))?;
                kind.map(|kind| (at, kind))
            })
    }

    /// Builds a setup from the pieces on `arm` of `board`; `piece_at` gives the kind on each point.
    pub fn from_squares(
        board: &Board,
        arm: Arm,
        piece_at: impl Fn(Square) -> Option<Kind>,
    ) -> Setup {
        let mut cells = [None; 30];
        for (index, cell) in cells.iter_mut().enumerate() {
            *cell = board
                .square(arm, Local::from_index(index))
                .and_then(&piece_at);
        }
        Setup { cells }
    }

    /// Exchanges the pieces on two local points.
    pub fn swap(&mut self, a: Local, b: Local) {
        self.cells.swap(a.index(), b.index());
    }

    /// Moves the flag to the other headquarters, exchanging it with whatever stands there; gives the
    /// two headquarters.
    pub fn move_flag(&mut self) -> (Local, Local) {
        let left = Local { row: 6, column: 2 };
        let right = Local { row: 6, column: 4 };
        self.swap(left, right);
        (left, right)
    }

    /// The local point of the flag, if the setup has one.
    pub fn flag(&self) -> Option<Local> {
        self.cells
            .iter()
            .position(|&kind| kind == Some(Kind::Flag))
            .map(Local::from_index)
    }

    /// Checks the rules of §5.2 in order and says what the first one broken asks, naming points by
    /// their local (row, column).
    pub fn validate(&self) -> Result<(), SetupProblem> {
        self.check(&|at: Local| at.to_string())
    }

    /// Checks the rules of §5.2 in order and says what to do about the first one broken, naming points as
    /// `name` writes them (the player's own square names).
    pub fn check(&self, name: &dyn Fn(Local) -> String) -> Result<(), SetupProblem> {
        let problem = |key: &'static str, args: Vec<(&'static str, Arg)>| {
            Err(SetupProblem(Reason::new(key, args)))
        };
        let point = |at: Local| Arg::Text(name(at));
        for (index, kind) in self.cells.iter().enumerate() {
            let at = Local::from_index(index);
            match (at.is_camp(), kind) {
                (true, Some(_)) => {
                    return problem("refusal-junqi-setup-camp", vec![("point", point(at))]);
                }
                (false, None) => {
                    return problem("refusal-junqi-setup-empty", vec![("point", point(at))]);
                }
                _ => {}
            }
        }
        for kind in Kind::ALL {
            let have = self.cells.iter().filter(|&&k| k == Some(kind)).count();
            if have != kind.count() {
                return problem(
                    "refusal-junqi-setup-count",
                    vec![
                        ("count", Arg::Number(kind.count() as i64)),
                        ("piece", Arg::Name(kind.key().into())),
                        ("code", kind.code().to_string().into()),
                        ("have", Arg::Number(have as i64)),
                    ],
                );
            }
        }
        let flag = self
            .flag()
            .expect("every kind is counted above, the flag once");
        if !flag.is_headquarters() {
            let (left, right) = (Local { row: 6, column: 2 }, Local { row: 6, column: 4 });
            return problem(
                "refusal-junqi-setup-flag",
                vec![
                    ("left", point(left)),
                    ("right", point(right)),
                    ("point", point(flag)),
                ],
            );
        }
        let back = |row: u8| Local { row, column: 1 };
        for (index, kind) in self.cells.iter().enumerate() {
            let at = Local::from_index(index);
            if *kind == Some(Kind::Mine) && at.row < 5 {
                return problem(
                    "refusal-junqi-setup-mines",
                    vec![
                        ("last", point(back(6))),
                        ("before", point(back(5))),
                        ("point", point(at)),
                    ],
                );
            }
        }
        for (index, kind) in self.cells.iter().enumerate() {
            let at = Local::from_index(index);
            if *kind == Some(Kind::Bomb) && at.row == 1 {
                return problem("refusal-junqi-setup-bomb", vec![("point", point(at))]);
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
        let setup = Setup::read(text)?;
        setup.validate()?;
        Ok(setup)
    }
}

impl Setup {
    /// Reads a setup string's shape and codes without checking the rules of §5.2, which the game checks
    /// once it knows whose setup it is (to name the points as that player does).
    pub fn read(text: &str) -> Result<Setup, SetupProblem> {
        let rows: Vec<&str> = text.trim().split('/').collect();
        if rows.len() != 6 || rows.iter().any(|row| row.chars().count() != 5) {
            return Err(SetupProblem(Reason::plain("refusal-junqi-setup-shape")));
        }
        let mut cells = [None; 30];
        for (row, text) in rows.iter().enumerate() {
            for (column, code) in text.chars().enumerate() {
                cells[row * 5 + column] = match code {
                    '.' => None,
                    _ => Some(Kind::from_code(code).ok_or_else(|| {
                        SetupProblem(Reason::new(
                            "refusal-junqi-setup-code",
                            vec![("code", code.to_string().into())],
                        ))
                    })?),
                };
            }
        }
        Ok(Setup { cells })
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
            ("41372/635.3/92.8B/1.7.5/M3B64/2F1MM", "camps stay empty"),
            (
                "41372/6.5.3/92.8B/1.7.5/M3B64/2F1M3",
                "exactly 3 × Captain (`3`)",
            ),
            ("41372/6.5.3/92.8B/1.7.5/M3B64/21FMM", "headquarters"),
            (
                "41372/6.5.3/92.8B/1.7.M/53B64/2F1MM",
                "Mines stay on your back two rows",
            ),
            ("B1372/6.5.3/92.84/1.7.5/M3B64/2F1MM", "front row"),
        ];
        for (text, rule) in cases {
            let error = text.parse::<Setup>().unwrap_err();
            assert!(error.to_string().contains(rule), "{text}: {error}");
        }
        let empty_post = raw("41372/6.5.3/92.8B/1.7.5/M3B64/2F1M.");
        assert!(
            empty_post
                .validate()
                .unwrap_err()
                .to_string()
                .contains("is empty")
        );
    }

    #[test]
    fn a_setup_is_placed_on_any_seats_arm() {
        let setup: Setup = "41372/6.5.3/92.8B/1.7.5/M3B64/2F1MM"
            .parse()
            .expect("valid");
        let two = Board::two(false);
        let placed: Vec<(String, Kind)> = setup
            .placed(two, Arm::North)
            .map(|(at, kind)| (two.name(at).to_owned(), kind))
            .collect();
        assert_eq!(placed[0], ("e7".to_owned(), Kind::LieutenantColonel));
        assert_eq!(placed.len(), 25);
        let four = Board::four();
        let flag = setup
            .placed(four, Arm::West)
            .find(|&(_, kind)| kind == Kind::Flag)
            .map(|(at, _)| four.name(at));
        assert_eq!(flag, Some("W62"));
        let back = Setup::from_squares(four, Arm::West, |at| {
            setup
                .placed(four, Arm::West)
                .find(|&(p, _)| p == at)
                .map(|(_, k)| k)
        });
        assert_eq!(back, setup);
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
        let mut setup: Setup = "41372/6.5.3/92.8B/1.7.5/M3B64/2F1MM"
            .parse()
            .expect("valid");
        setup.move_flag();
        assert_eq!(setup.flag(), Some(Local { row: 6, column: 4 }));
        setup.validate().expect("valid");
    }
}
