//! The five casting sticks (ciurl, §1.8) and the coin flip that picks who starts a season.
//!
//! Every draw takes one 64-bit value from the game's [`GameRng`] and reads bits of it directly, never
//! through `rand`'s range sampling, so the mapping from the ChaCha stream to casts cannot change with the
//! `rand` version:
//!
//! * a cast reads the five lowest bits, one per stick, bit *i* set meaning stick *i* fell marked side up.
//!   Five fair independent sticks give *k* marked with probability C(5,k)/32: 1, 5, 10, 10, 5, 1 (/32);
//! * the first player of a season reads the lowest bit: 0 the IA side, 1 the A side (½ each).

use super::piece::Side;
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The probability of each count of marked sticks, in 32nds (§1.8).
pub const PROBABILITY_IN_32NDS: [u32; 6] = [1, 5, 10, 10, 5, 1];

/// The count a water cast needs (§1.9).
pub const WATER_NEEDS: u8 = 3;

/// One cast of the five sticks: which of them fell marked side up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cast {
    /// Stick by stick, whether it fell marked side up.
    pub marked: [bool; 5],
}

impl Cast {
    /// Casts the five sticks with the game's random stream.
    pub fn draw(rng: &mut GameRng) -> Cast {
        Cast::from_bits(rng.next_u64())
    }

    /// The cast whose stick *i* is marked when bit *i* of `bits` is set (higher bits are ignored).
    pub fn from_bits(bits: u64) -> Cast {
        let mut marked = [false; 5];
        for (i, stick) in marked.iter_mut().enumerate() {
            *stick = bits >> i & 1 == 1;
        }
        Cast { marked }
    }

    /// A cast with `k` marked sticks, the first `k` of them (for tests and perft, where only *k* matters).
    pub fn with_count(k: u8) -> Cast {
        let mut marked = [false; 5];
        for stick in marked.iter_mut().take(usize::from(k.min(5))) {
            *stick = true;
        }
        Cast { marked }
    }

    /// How many sticks fell marked side up.
    pub fn count(self) -> u8 {
        self.marked.iter().filter(|&&m| m).count() as u8
    }

    /// Whether the cast lets a piece enter water (*k* ≥ 3).
    pub fn enters_water(self) -> bool {
        self.count() >= WATER_NEEDS
    }

    /// The sticks as five symbols, ● for marked and ○ for plain.
    pub fn sticks(self) -> String {
        self.marked
            .iter()
            .map(|&m| if m { '●' } else { '○' })
            .collect()
    }

    /// The sticks as five digits, 1 for marked (the position-string form).
    pub fn bits(self) -> String {
        self.marked
            .iter()
            .map(|&m| if m { '1' } else { '0' })
            .collect()
    }

    /// Reads [`Cast::bits`].
    pub fn parse_bits(text: &str) -> Option<Cast> {
        let chars: Vec<char> = text.chars().collect();
        if chars.len() != 5 {
            return None;
        }
        let mut marked = [false; 5];
        for (stick, ch) in marked.iter_mut().zip(chars) {
            *stick = match ch {
                '1' => true,
                '0' => false,
                _ => return None,
            };
        }
        Some(Cast { marked })
    }
}

impl fmt::Display for Cast {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({} marked)", self.sticks(), self.count())
    }
}

/// The Pekzep-style numeral of a count (無 for 0, 一 … 十), as records write casts (§1.14).
pub fn numeral(n: u8) -> &'static str {
    const NUMERALS: [&str; 11] = [
        "無", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十",
    ];
    NUMERALS.get(usize::from(n)).copied().unwrap_or("?")
}

/// Draws the side that moves first in a season.
pub fn draw_first(rng: &mut GameRng) -> Side {
    if rng.next_u64() & 1 == 0 {
        Side::IA
    } else {
        Side::A
    }
}
