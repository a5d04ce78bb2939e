//! Zobrist keys (§15 with §10): one fixed random key per (piece, space), one for North to move, one per
//! space for a first-move right standing there (L2), and for the canonical en passant state one per
//! target space and one per passed space listed.
//!
//! The table is computed at compile time from a fixed seed with Jungi's SplitMix64 stream, so keys are
//! the same in every build and run.

use super::board::{SPACE_COUNT, Space, SpaceSet, spaces};
use crate::jungi::piece::CODE_COUNT;
use crate::jungi::zobrist::splitmix64;

/// The seed of the key table.
const SEED: u64 = 0x4C55_4E2D_4A55_4E47;

/// All the keys, drawn in one stream.
struct Keys {
    pieces: [[u64; SPACE_COUNT]; CODE_COUNT],
    north: u64,
    rights: [u64; SPACE_COUNT],
    ep_target: [u64; SPACE_COUNT],
    ep_passed: [u64; SPACE_COUNT],
}

const KEYS: Keys = {
    let mut keys = Keys {
        pieces: [[0; SPACE_COUNT]; CODE_COUNT],
        north: 0,
        rights: [0; SPACE_COUNT],
        ep_target: [0; SPACE_COUNT],
        ep_passed: [0; SPACE_COUNT],
    };
    let mut state = SEED;
    let mut code = 1;
    while code < CODE_COUNT {
        let mut space = 0;
        while space < SPACE_COUNT {
            let (next, key) = splitmix64(state);
            state = next;
            keys.pieces[code][space] = key;
            space += 1;
        }
        code += 1;
    }
    let (next, key) = splitmix64(state);
    state = next;
    keys.north = key;
    let mut space = 0;
    while space < SPACE_COUNT {
        let (next, right) = splitmix64(state);
        let (next, target) = splitmix64(next);
        let (next, passed) = splitmix64(next);
        state = next;
        keys.rights[space] = right;
        keys.ep_target[space] = target;
        keys.ep_passed[space] = passed;
        space += 1;
    }
    keys
};

/// The key of board code `code` (0 = empty, whose key is 0) on `space`.
#[inline]
pub fn piece_key(code: u8, space: Space) -> u64 {
    KEYS.pieces[usize::from(code)][usize::from(space)]
}

/// The key XORed in when North is to move.
pub const NORTH_TO_MOVE: u64 = KEYS.north;

/// The key of a first-move right on `space`.
#[inline]
pub fn right_key(space: Space) -> u64 {
    KEYS.rights[usize::from(space)]
}

/// The key of a set of first-move rights.
pub fn rights_key(rights: SpaceSet) -> u64 {
    spaces(rights).fold(0, |key, space| key ^ right_key(space))
}

/// The key of a canonical en passant state: its target plus every passed space listed; 0 when no space
/// is listed (the state is then written `-` and not hashed).
#[inline]
pub fn en_passant_key(target: Space, passed: SpaceSet) -> u64 {
    if passed == 0 {
        return 0;
    }
    spaces(passed).fold(KEYS.ep_target[usize::from(target)], |key, space| {
        key ^ KEYS.ep_passed[usize::from(space)]
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jungi::piece::{Kind, Piece, Side};

    #[test]
    fn the_keys_are_fixed_distinct_and_the_empty_space_has_none() {
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
        assert_eq!(rights_key(0b101), right_key(0) ^ right_key(2));
        let pawn = Piece::new(Side::North, Kind::Pawn).code();
        assert_ne!(piece_key(pawn, 7), piece_key(pawn, 8));
    }
}
