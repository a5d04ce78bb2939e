//! The seeded random stream of a game: stored with the game, so every replay draws the same values.

use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// A game's random stream. ChaCha streams are stable across `rand` versions, and the stream's position is
/// part of its serialised state, so a restored game goes on drawing exactly where it left off.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRng {
    seed: u64,
    stream: ChaCha8Rng,
}

impl GameRng {
    /// A stream from this seed.
    pub fn from_seed(seed: u64) -> Self {
        Self {
            seed,
            stream: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// The seed it started from, for game records.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// A uniform number in `0..bound`. `bound` must not be zero.
    pub fn below(&mut self, bound: u32) -> u32 {
        self.stream.gen_range(0..bound)
    }

    /// A uniform shuffle of `items`.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        use rand::seq::SliceRandom;
        items.shuffle(&mut self.stream);
    }

    /// The next raw 64-bit value.
    pub fn next_u64(&mut self) -> u64 {
        self.stream.next_u64()
    }
}
