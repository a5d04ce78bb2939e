//! Jungi's Zobrist keys: the family's table ([`crate::jungi_family::zobrist`]) drawn for the 81 squares
//! from Jungi's own seed.

use super::board::SQUARE_COUNT;
use crate::jungi_family::zobrist::Keys;

/// The seed of the key table.
const SEED: u64 = 0x4A55_4E47_492D_3939;

/// The key table.
pub(super) static KEYS: Keys<SQUARE_COUNT> = Keys::draw(SEED);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_well_drawn() {
        assert!(KEYS.well_drawn());
    }
}
