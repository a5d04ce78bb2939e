//! The umpire's proof of fairness: commitments published before play, revealed and checked after.
//!
//! Two commitments, both byte for byte as `docs/fairness.md` describes them:
//!
//! * [`seeds`]: commit–reveal seeds. A fresh 256-bit server seed whose SHA-256 is published before
//!   anything random is drawn; each player's seed; the game's random stream keyed from all of them by
//!   HMAC-SHA-256, so no one (the umpire included) can choose a shuffle or a cast after seeing the others'
//!   seeds.
//! * [`commit`]: a Merkle root over salted hashes of every hidden point (each square's hidden piece),
//!   published when play starts; each point can be revealed alone with its salt and path.
//!
//! [`record`] is what a game's record carries of both, and [`verify`] checks such a record by replaying
//! the game from what it reveals. Nothing here draws randomness or does I/O: salts and server seeds
//! come from the host.

pub mod commit;
mod hex;
pub mod record;
pub mod seeds;
pub mod verify;

#[cfg(test)]
mod tests;

pub use commit::{Commitment, HiddenPoint, Proof, Salt};
pub use hex::{Hex, from_hex, to_hex};
pub use record::{FairRecord, Proven, Reveal, SeedRecord, Step, StepKind};
pub use seeds::{Digest, PlayerSeed, ServerSeed};
pub use verify::{Disagreement, verify, verify_proofs};

/// SHA-256 of `data`.
pub fn sha256(data: &[u8]) -> Digest {
    use sha2::Digest as _;
    sha2::Sha256::digest(data).into()
}
