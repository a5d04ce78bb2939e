//! Zobrist keys (Jungi §10): one fixed random key per (board code, point), one for North to move, one per
//! point for a double-step right standing there, and for the canonical en passant state one per target
//! point and one per passed point listed.
//!
//! Each board draws its table at compile time from a seed of its own with SplitMix64 ([`Keys::draw`]), so
//! keys are the same in every build and run: the piece keys code by code and point by point, then North's
//! key, then a (right, target, passed) triple per point.

use super::Point;
use crate::jungi::piece::CODE_COUNT;

/// One SplitMix64 step: the next state and its output.
pub const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

/// The key table of a board of `N` points.
pub struct Keys<const N: usize> {
    pieces: [[u64; N]; CODE_COUNT],
    north: u64,
    rights: [u64; N],
    ep_target: [u64; N],
    ep_passed: [u64; N],
}

/// What the position looks up in a key table, whatever the number of points.
pub trait KeyTable: Sync {
    /// The key of board code `code` (0 = empty, whose key is 0) on `point`.
    fn piece(&self, code: u8, point: Point) -> u64;
    /// The key XORed in when North is to move.
    fn north(&self) -> u64;
    /// The key of a double-step right on `point`.
    fn right(&self, point: Point) -> u64;
    /// The key of an en passant target on `point`.
    fn target(&self, point: Point) -> u64;
    /// The key of a passed point listed in an en passant state.
    fn passed(&self, point: Point) -> u64;
}

impl<const N: usize> KeyTable for Keys<N> {
    #[inline]
    fn piece(&self, code: u8, point: Point) -> u64 {
        self.pieces[code as usize][point as usize]
    }

    #[inline]
    fn north(&self) -> u64 {
        self.north
    }

    #[inline]
    fn right(&self, point: Point) -> u64 {
        self.rights[point as usize]
    }

    #[inline]
    fn target(&self, point: Point) -> u64 {
        self.ep_target[point as usize]
    }

    #[inline]
    fn passed(&self, point: Point) -> u64 {
        self.ep_passed[point as usize]
    }
}

impl<const N: usize> Keys<N> {
    /// The table drawn from `seed` (empty squares, code 0, get 0).
    pub const fn draw(seed: u64) -> Self {
        let mut keys = Keys {
            pieces: [[0; N]; CODE_COUNT],
            north: 0,
            rights: [0; N],
            ep_target: [0; N],
            ep_passed: [0; N],
        };
        let mut state = seed;
        let mut code = 1;
        while code < CODE_COUNT {
            let mut point = 0;
            while point < N {
                let (next, key) = splitmix64(state);
                state = next;
                keys.pieces[code][point] = key;
                point += 1;
            }
            code += 1;
        }
        let (next, key) = splitmix64(state);
        state = next;
        keys.north = key;
        let mut point = 0;
        while point < N {
            let (next, right) = splitmix64(state);
            let (next, target) = splitmix64(next);
            let (next, passed) = splitmix64(next);
            state = next;
            keys.rights[point] = right;
            keys.ep_target[point] = target;
            keys.ep_passed[point] = passed;
            point += 1;
        }
        keys
    }

    /// Whether every key is distinct and not 0, and the empty code (0) has none: what a drawn table
    /// should be.
    pub fn well_drawn(&self) -> bool {
        let mut all: Vec<u64> = self.pieces[1..].iter().flatten().copied().collect();
        all.push(self.north);
        all.extend(self.rights);
        all.extend(self.ep_target);
        all.extend(self.ep_passed);
        let count = all.len();
        all.sort_unstable();
        all.dedup();
        all.len() == count
            && all.iter().all(|&key| key != 0)
            && self.pieces[0].iter().all(|&key| key == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_drawn_table_is_fixed_and_distinct_and_the_empty_code_has_none() {
        const SEED: u64 = 17;
        let keys = Keys::<5>::draw(SEED);
        assert!(keys.well_drawn());
        assert_eq!(keys.piece(1, 0), splitmix64(SEED).1);
        assert_eq!(keys.piece(0, 3), 0);
        assert_ne!(keys.target(3), keys.passed(3));
    }
}
