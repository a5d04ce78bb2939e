//! Sets of points as bits.

use super::Square;
use serde::{Deserialize, Serialize};
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not};

/// A set of points of a board, as bits (room for 192 points).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Set([u64; 3]);

impl Set {
    /// No point.
    pub const EMPTY: Set = Set([0; 3]);

    /// The set of one point.
    #[inline]
    pub fn single(at: Square) -> Set {
        let mut set = Set::EMPTY;
        set.insert(at);
        set
    }

    /// Whether `at` is in the set.
    #[inline]
    pub fn contains(self, at: Square) -> bool {
        self.0[usize::from(at >> 6)] & (1 << (at & 63)) != 0
    }

    /// Adds `at`.
    #[inline]
    pub fn insert(&mut self, at: Square) {
        self.0[usize::from(at >> 6)] |= 1 << (at & 63);
    }

    /// Removes `at`.
    #[inline]
    pub fn remove(&mut self, at: Square) {
        self.0[usize::from(at >> 6)] &= !(1 << (at & 63));
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == [0; 3]
    }

    /// How many points the set holds.
    #[inline]
    pub fn count(self) -> u32 {
        self.0.iter().map(|word| word.count_ones()).sum()
    }

    /// The points, in increasing order.
    #[inline]
    pub fn iter(self) -> impl Iterator<Item = Square> {
        (0..3usize).flat_map(move |word| {
            let mut rest = self.0[word];
            std::iter::from_fn(move || {
                if rest == 0 {
                    return None;
                }
                let bit = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                Some((word * 64 + bit) as Square)
            })
        })
    }
}

impl BitOr for Set {
    type Output = Set;
    #[inline]
    fn bitor(self, other: Set) -> Set {
        Set([
            self.0[0] | other.0[0],
            self.0[1] | other.0[1],
            self.0[2] | other.0[2],
        ])
    }
}

impl BitAnd for Set {
    type Output = Set;
    #[inline]
    fn bitand(self, other: Set) -> Set {
        Set([
            self.0[0] & other.0[0],
            self.0[1] & other.0[1],
            self.0[2] & other.0[2],
        ])
    }
}

impl Not for Set {
    type Output = Set;
    #[inline]
    fn not(self) -> Set {
        Set([!self.0[0], !self.0[1], !self.0[2]])
    }
}

impl BitOrAssign for Set {
    #[inline]
    fn bitor_assign(&mut self, other: Set) {
        *self = *self | other;
    }
}

impl BitAndAssign for Set {
    #[inline]
    fn bitand_assign(&mut self, other: Set) {
        *self = *self & other;
    }
}

impl FromIterator<Square> for Set {
    #[inline]
    fn from_iter<I: IntoIterator<Item = Square>>(points: I) -> Set {
        let mut set = Set::EMPTY;
        for at in points {
            set.insert(at);
        }
        set
    }
}
