//! Lún Jungi's Zobrist keys: the family's table ([`crate::jungi_family::zobrist`]) drawn for the 125
//! spaces from a seed of its own; a first-move right is keyed per space (L2).

use super::board::SPACE_COUNT;
use crate::jungi_family::zobrist::Keys;

/// The seed of the key table.
const SEED: u64 = 0x4C55_4E2D_4A55_4E47;

/// The key table.
pub(super) static KEYS: Keys<SPACE_COUNT> = Keys::draw(SEED);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_well_drawn() {
        assert!(KEYS.well_drawn());
    }
}
