//! Commit–reveal seeds: the server's seed, each player's, and the game's stream keyed from all of them.
//!
//! The host draws a fresh 256-bit [`ServerSeed`] and publishes [`ServerSeed::hash`] before anything random
//! is drawn. Each player brings a [`PlayerSeed`]: a word of their own (`seed=WORD`) or, failing one, their
//! accept (who and when). The game's stream is keyed by [`stream_key`], HMAC-SHA-256 under the server
//! seed over the players' seeds in seat order, and its first eight bytes read little-endian are the
//! seed of the game's ChaCha [`crate::GameRng`] ([`game_seed`]). At the end the server seed is revealed:
//! anyone can check it against its hash and recompute every shuffle and cast.

use super::hex::Hex;
use super::sha256;
use hmac::{Hmac, KeyInit, Mac};
use serde::{Deserialize, Serialize};

/// A SHA-256 digest (or any 32 bytes of the scheme).
pub type Digest = [u8; 32];

/// What a player's seed word is hashed after, so that a seed can never be mistaken for another digest.
const PLAYER_SEED_DOMAIN: &[u8] = b"umpire player seed\0";

/// The server's secret seed of one game: 32 bytes from the operating system's generator, kept with the
/// game and revealed at its end.
#[derive(Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServerSeed(pub Hex);

impl ServerSeed {
    /// The seed made of these bytes.
    pub fn from_bytes(bytes: [u8; 32]) -> Self {
        Self(Hex(bytes))
    }

    /// Its commitment, published before anything random: SHA-256 of its 32 bytes.
    pub fn hash(&self) -> Digest {
        sha256(&self.0.0)
    }
}

impl std::fmt::Debug for ServerSeed {
    /// Never prints the seed itself, so that no log line reveals it early.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ServerSeed(..)")
    }
}

/// One player's contribution to the game's stream: SHA-256 of `"umpire player seed\0"` and their word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSeed(pub Hex);

impl PlayerSeed {
    /// The seed of a word the player chose (`seed=WORD`), as UTF-8.
    pub fn from_word(word: &str) -> Self {
        let mut data = PLAYER_SEED_DOMAIN.to_vec();
        data.extend_from_slice(word.as_bytes());
        Self(Hex(sha256(&data)))
    }

    /// The seed of a player who gave no word: the word `USER@MILLIS`, their user id and the time of their
    /// accept in milliseconds since 1970, both in decimal.
    pub fn from_accept(user: u64, at_millis: u64) -> Self {
        Self::from_word(&format!("{user}@{at_millis}"))
    }
}

/// The key of the game's stream: HMAC-SHA-256 keyed by the server seed's 32 bytes, over the players'
/// seeds' 32 bytes each, concatenated in seat order.
pub fn stream_key(server: &ServerSeed, players: &[PlayerSeed]) -> Digest {
    let mut mac = Hmac::<sha2::Sha256>::new_from_slice(&server.0.0).expect("HMAC takes any key");
    for player in players {
        mac.update(&player.0.0);
    }
    mac.finalize().into_bytes().into()
}

/// The seed of the game's [`crate::GameRng`]: the first eight bytes of [`stream_key`], little-endian.
pub fn game_seed(server: &ServerSeed, players: &[PlayerSeed]) -> u64 {
    let key = stream_key(server, players);
    u64::from_le_bytes(key[..8].try_into().expect("eight bytes"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fairness::to_hex;

    fn server() -> ServerSeed {
        ServerSeed::from_bytes(std::array::from_fn(|i| i as u8))
    }

    #[test]
    fn fairness_seed_hash_is_sha256_of_the_seed() {
        // SHA-256 of the bytes 00 01 … 1f, as any tool computes it.
        assert_eq!(
            to_hex(&server().hash()),
            "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"
        );
    }

    #[test]
    fn fairness_stream_depends_on_every_seed_and_their_order() {
        let ann = PlayerSeed::from_word("ann");
        let bo = PlayerSeed::from_accept(2, 1_700_000_000_000);
        let seed = game_seed(&server(), &[ann, bo]);
        assert_eq!(seed, game_seed(&server(), &[ann, bo]));
        assert_ne!(seed, game_seed(&server(), &[bo, ann]));
        assert_ne!(
            seed,
            game_seed(&server(), &[ann, PlayerSeed::from_word("bo")])
        );
        let other = ServerSeed::from_bytes([7; 32]);
        assert_ne!(seed, game_seed(&other, &[ann, bo]));
        assert_eq!(bo, PlayerSeed::from_word("2@1700000000000"));
    }

    #[test]
    fn fairness_stream_key_matches_an_independent_computation() {
        // Python's hmac.new(bytes(range(32)), sha256(b"umpire player seed\0ann").digest()
        // + sha256(b"umpire player seed\x002@1700000000000").digest(), sha256).
        let players = [
            PlayerSeed::from_word("ann"),
            PlayerSeed::from_accept(2, 1_700_000_000_000),
        ];
        assert_eq!(
            to_hex(&stream_key(&server(), &players)),
            "215443d287021d47c07441bf486b636c328d013fa9694748ae03d2ae5a380b4f"
        );
        assert_eq!(game_seed(&server(), &players), 5_124_254_733_388_960_801);
    }

    #[test]
    fn fairness_server_seed_never_prints() {
        assert_eq!(format!("{:?}", server()), "ServerSeed(..)");
    }
}
