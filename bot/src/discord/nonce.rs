//! Nonces: what makes a post idempotent on Discord's side.
//!
//! Every channel message and DM goes with a nonce and `enforce_nonce`, so that a post Discord sees again
//! within a few minutes gives back the message the first one made instead of a second one. A message of
//! a stored parcel takes a nonce derived from the parcel, so that the parcel delivered again after a crash
//! (by this process after a restart, or by another that took it over) makes the same nonces: from the
//! database's lineage (two databases number their parcels alike), the parcel's number, the message's place
//! among the parcel's messages, the part of a long text it is, and the message itself, so that a message
//! taken for the parcel's by mistake can never stand in for one of its own. A message stored in no parcel
//! is never delivered again; its nonce is drawn at random and still guards the retries of its post.

use crate::host::api::Receipt;
use serenity::all::Nonce;
use std::hash::{Hash, Hasher};

/// Where a message stands among what the host said: the parcel it was stored in, if any, and its place
/// among that parcel's messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stamp {
    /// The database's lineage ([`crate::store::Store::lineage`]).
    pub lineage: u64,
    /// The parcel, if the message was stored in one.
    pub parcel: Option<Receipt>,
    /// Its place among the parcel's messages, from 0.
    pub ordinal: u32,
}

impl Stamp {
    /// What the nonces of `what` (the message as the host gave it, before it was written in its
    /// reader's language, or the opening of a place) derive from.
    pub fn seal(&self, what: &impl Hash) -> Seal {
        let Some(Receipt(parcel)) = self.parcel else {
            return Seal::drawn();
        };
        let mut digest = Fnv::default();
        (self.lineage, parcel, self.ordinal).hash(&mut digest);
        what.hash(&mut digest);
        Seal(digest.finish())
    }
}

/// What the nonces of one message's parts derive from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seal(u64);

impl Seal {
    /// A seal drawn at random, for a message no parcel holds.
    pub fn drawn() -> Self {
        Self(rand::random())
    }

    /// The nonce of part `part` (from 0) of the message: 16 characters, within Discord's 25.
    pub fn nonce(&self, part: usize) -> Nonce {
        let mut digest = Fnv(self.0);
        part.hash(&mut digest);
        Nonce::String(format!("{:016x}", digest.finish()))
    }
}

/// FNV-1a on 64 bits: a hash that comes out the same in every process, which the standard library's
/// keyed hashers do not promise.
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Self(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for byte in bytes {
            self.0 ^= u64::from(*byte);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::api::Message;

    fn stamp(parcel: Option<u64>, ordinal: u32) -> Stamp {
        Stamp {
            lineage: 77,
            parcel: parcel.map(Receipt),
            ordinal,
        }
    }

    fn text(nonce: Nonce) -> String {
        match nonce {
            Nonce::String(text) => text,
            Nonce::Number(number) => number.to_string(),
        }
    }

    #[test]
    fn a_parcels_message_has_the_same_nonce_every_time_and_no_other_has_it() {
        let board = Message {
            text: "Blue to move.".into(),
            ..Message::default()
        };
        let nonce = text(stamp(Some(5), 1).seal(&board).nonce(0));
        assert!(nonce.len() <= 25, "Discord takes 25 characters: {nonce}");
        assert_eq!(text(stamp(Some(5), 1).seal(&board).nonce(0)), nonce);
        let others = [
            stamp(Some(5), 1).seal(&board).nonce(1),
            stamp(Some(5), 2).seal(&board).nonce(0),
            stamp(Some(6), 1).seal(&board).nonce(0),
            Stamp {
                lineage: 78,
                ..stamp(Some(5), 1)
            }
            .seal(&board)
            .nonce(0),
            stamp(Some(5), 1).seal(&Message::default()).nonce(0),
        ];
        for other in others {
            assert_ne!(text(other), nonce);
        }
        assert_ne!(
            text(stamp(None, 1).seal(&board).nonce(0)),
            text(stamp(None, 1).seal(&board).nonce(0)),
            "a message of no parcel draws its nonce"
        );
    }

    #[test]
    fn the_digest_is_fnv_1a() {
        let mut digest = Fnv::default();
        digest.write(b"a");
        assert_eq!(digest.finish(), 0xaf63_dc4c_8601_ec8c);
    }
}
