//! Scores and tie-breaks, counted exactly in quarter points.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::{Add, AddAssign};

/// A score or tie-break, in quarter points: a win is 1, a draw ½ and Sonneborn–Berger counts half of a
/// drawn opponent's score, so every value is a whole number of quarters.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub struct Points(u32);

impl Points {
    /// No points.
    pub const ZERO: Points = Points(0);
    /// A win, or a bye.
    pub const WIN: Points = Points(4);
    /// A draw.
    pub const DRAW: Points = Points(2);

    /// The value in quarter points.
    pub fn quarters(self) -> u32 {
        self.0
    }

    /// Half of this value (a drawn opponent's share in Sonneborn–Berger).
    pub fn half(self) -> Points {
        Points(self.0 / 2)
    }
}

impl Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        Points(self.0 + other.0)
    }
}

impl AddAssign for Points {
    fn add_assign(&mut self, other: Points) {
        self.0 += other.0;
    }
}

impl std::iter::Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, Add::add)
    }
}

/// Written as a decimal without trailing zeros: `3`, `2.5`, `6.75`.
impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = self.0 / 4;
        match self.0 % 4 {
            0 => write!(f, "{whole}"),
            1 => write!(f, "{whole}.25"),
            2 => write!(f, "{whole}.5"),
            _ => write!(f, "{whole}.75"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Points;

    #[test]
    fn points_are_written_as_decimals() {
        let written: Vec<String> = [0, 4, 6, 27, 5].map(|q| Points(q).to_string()).into();
        assert_eq!(written, ["0", "1", "1.5", "6.75", "1.25"]);
    }
}
