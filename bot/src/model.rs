//! The vocabulary every layer shares: who (users), where (servers, channels), what (games, challenges) and
//! when (milliseconds since the epoch). The host, the store and the adapters all speak it; none owns it.

use serde::{Deserialize, Serialize};

/// A user, as the adapters identify them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct UserId(pub u64);

/// The computer opponent: the seat the bot itself plays in a game against it (`challenge jungle bot`).
/// No person has this id (Discord's ids and the local mode's are never 0), and nothing is ever sent to it.
pub const COMPUTER: UserId = UserId(0);

/// A channel (on Discord: a text channel, a thread or a DM channel).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ChannelId(pub u64);

/// A server (Discord guild), or the local mode's single server.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ServerId(pub u64);

/// A game, numbered by the host.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct GameId(pub u64);

/// A challenge, numbered by the host. People read and type it as a code (`c12`), so it is never confused
/// with a game, which is written with `#` (`#12`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ChallengeId(pub u64);

impl std::fmt::Display for ChallengeId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "c{}", self.0)
    }
}

/// Milliseconds since the Unix epoch. The host never reads the clock itself; adapters pass the time in.
pub type Millis = u64;

/// A user as the host needs them: who, and what to call them.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct User {
    /// Their id.
    pub id: UserId,
    /// Their display name, as plain text.
    pub name: String,
}
