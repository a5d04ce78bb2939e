//! Zobrist keys (§10): one fixed random key per (side, form, square), one for North to move, one per
//! double-step right, and for the canonical en passant state one per target square and one per passed
//! square listed.
//!
//! The table is computed at compile time from a fixed seed with SplitMix64, so keys are the same in every
//! build and run.

use super::board::{SQUARE_COUNT, Square, SquareSet, squares};
use super::piece::CODE_COUNT;

/// The seed of the key table.
const SEED: u64 = 0x4A55_4E47_492D_3939;

/// One SplitMix64 step: the next state and its output.
pub(crate) const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

/// All the keys, drawn in one stream.
struct Keys {
    pieces: [[u64; SQUARE_COUNT]; CODE_COUNT],
    north: u64,
    rights: [u64; 4],
    ep_target: [u64; SQUARE_COUNT],
    ep_passed: [u64; SQUARE_COUNT],
}

const KEYS: Keys = {
    let mut keys = Keys {
        pieces: [[0; SQUARE_COUNT]; CODE_COUNT],
        north: 0,
        rights: [0; 4],
        ep_target: [0; SQUARE_COUNT],
        ep_passed: [0; SQUARE_COUNT],
    };
    let mut state = SEED;
    let mut code = 1;
    while code < CODE_COUNT {
        let mut sq = 0;
        while sq < SQUARE_COUNT {
            let (next, key) = splitmix64(state);
            state = next;
            keys.pieces[code][sq] = key;
            sq += 1;
        }
        code += 1;
    }
    let (next, key) = splitmix64(state);
    state = next;
    keys.north = key;
    let mut i = 0;
    while i < 4 {
        let (next, key) = splitmix64(state);
        state = next;
        keys.rights[i] = key;
        i += 1;
    }
    let mut sq = 0;
    while sq < SQUARE_COUNT {
        let (next, key) = splitmix64(state);
        let (after, passed) = splitmix64(next);
        state = after;
        keys.ep_target[sq] = key;
        keys.ep_passed[sq] = passed;
        sq += 1;
    }
    keys
};

/// The key of board code `code` (0 = empty, whose key is 0) on `square`.
#[inline]
pub fn piece_key(code: u8, square: Square) -> u64 {
    KEYS.pieces[usize::from(code)][usize::from(square)]
}

/// The key XORed in when North is to move.
pub const NORTH_TO_MOVE: u64 = KEYS.north;

/// The key of a set of double-step rights (bit `i` = right `i` of `K Q k q`).
#[inline]
pub fn rights_key(rights: u8) -> u64 {
    (0..4)
        .filter(|i| rights & (1 << i) != 0)
        .fold(0, |key, i| key ^ KEYS.rights[i])
}

/// The key of a canonical en passant state: its target plus every passed square listed; 0 when no square
/// is listed (the state is then written `-` and not hashed).
#[inline]
pub fn en_passant_key(target: Square, passed: SquareSet) -> u64 {
    if passed == 0 {
        return 0;
    }
    squares(passed).fold(KEYS.ep_target[usize::from(target)], |key, sq| {
        key ^ KEYS.ep_passed[usize::from(sq)]
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_keys_are_fixed_distinct_and_the_empty_square_has_none() {
        assert!(KEYS.pieces[0].iter().all(|&key| key == 0));
        let mut all: Vec<u64> = KEYS.pieces[1..].iter().flatten().copied().collect();
        all.push(NORTH_TO_MOVE);
        all.extend(KEYS.rights);
        all.extend(KEYS.ep_target);
        all.extend(KEYS.ep_passed);
        let count = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), count);
        assert!(all.iter().all(|&key| key != 0));
        assert_eq!(piece_key(1, 0), splitmix64(SEED).1);
        assert_eq!(en_passant_key(5, 0), 0);
        assert_eq!(rights_key(0b11), KEYS.rights[0] ^ KEYS.rights[1]);
    }
}
