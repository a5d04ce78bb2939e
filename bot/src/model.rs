//! The vocabulary every layer shares: who (users), where (servers, channels), what (games, challenges),
//! when (milliseconds since the epoch), how people like to be spoken to and shown boards, and the rating
//! pools. The host, the store and the adapters all speak it; none owns it.

use games::GameKind;
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

/// A tournament, numbered by the host. People read and type it as a code (`t3`), apart from games (`#3`) and
/// challenges (`c3`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct TournamentId(pub u64);

impl std::fmt::Display for TournamentId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "t{}", self.0)
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

/// How a user likes pieces labelled.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LabelPreference {
    /// English names and rank digits.
    #[default]
    English,
    /// Chinese characters.
    Chinese,
}

/// Which side of the board a user's private boards show at the bottom.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Orientation {
    /// Their own side, as they sit at the board.
    #[default]
    Own,
    /// The first seat's side, as the public board is drawn, whichever seat they play.
    Fixed,
}

/// The language a user is spoken to in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    /// English.
    #[default]
    En,
    /// Simplified Chinese.
    Zh,
}

impl Language {
    /// Every language, in the order they are offered.
    pub const ALL: [Language; 2] = [Language::En, Language::Zh];

    /// Its code (`en`, `zh`).
    pub fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Zh => "zh",
        }
    }

    /// The language of a locale tag (Discord's `zh-CN`, `en-US`, or a bare `zh`), if it is one spoken
    /// here; Traditional Chinese (`zh-TW`) is not.
    pub fn of_locale(tag: &str) -> Option<Language> {
        let tag = tag.to_ascii_lowercase();
        let mut parts = tag.split(['-', '_']);
        match (parts.next(), parts.next()) {
            (Some("en"), _) => Some(Language::En),
            (Some("zh"), None | Some("cn" | "hans" | "sg")) => Some(Language::Zh),
            _ => None,
        }
    }
}

/// How a user likes their private boards drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoardLook {
    /// How pieces are labelled.
    pub labels: LabelPreference,
    /// Which side is at the bottom.
    pub orientation: Orientation,
    /// Whether the board's coordinates are drawn.
    pub coordinates: bool,
    /// The language of the caption drawn under the board and of its alt text.
    pub language: Language,
}

impl Default for BoardLook {
    fn default() -> Self {
        BoardLook {
            labels: LabelPreference::default(),
            orientation: Orientation::default(),
            coordinates: true,
            language: Language::default(),
        }
    }
}

/// A rating pool: one game at one table size.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pool {
    /// The game's id (`jungle`).
    pub game: String,
    /// How many players sit at the table.
    pub players: u8,
}

impl Pool {
    /// The pool of a game of `kind` with `players` players.
    pub fn of(kind: GameKind, players: usize) -> Self {
        Self {
            game: kind.id().to_owned(),
            players: u8::try_from(players).unwrap_or(u8::MAX),
        }
    }

    /// The pools a game is rated in: one per table size it allows, the standard one first.
    pub fn of_kind(kind: GameKind) -> Vec<Pool> {
        let standard = kind
            .seating(&games::Settings::default())
            .map(|seating| seating.seats())
            .unwrap_or(2);
        let mut pools = vec![Pool::of(kind, standard)];
        // Four-player Junqi may be played by three; other games have one table size.
        if standard == 4 {
            pools.push(Pool::of(kind, 3));
        }
        pools
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_player_junqi_has_a_pool_for_three() {
        let junqi4: GameKind = "junqi4".parse().unwrap();
        let pools = Pool::of_kind(junqi4);
        assert_eq!(pools, [Pool::of(junqi4, 4), Pool::of(junqi4, 3)]);
        let jungle: GameKind = "jungle".parse().unwrap();
        assert_eq!(Pool::of_kind(jungle), [Pool::of(jungle, 2)]);
    }
}
