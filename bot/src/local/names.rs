//! Stable ids for the local mode's users and channels, derived from their names, and the names back.

use crate::host::api::{ChannelId, GameId, UserId};
use crate::store::LocalName;
use std::collections::HashMap;

/// Named channels get ids with the top bit set; a game's thread is numbered like its game.
const NAMED: u64 = 1 << 63;

/// FNV-1a: a fixed hash, so the same name gives the same id in every run and every build.
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The id of the user called `name` (names are matched case-insensitively).
pub fn user_id(name: &str) -> UserId {
    UserId(fnv1a(&name.to_lowercase()) >> 1)
}

/// Names of channels and users met so far.
#[derive(Debug, Default)]
pub struct Names {
    channels: HashMap<ChannelId, String>,
    users: HashMap<UserId, String>,
    /// Names met (or spelt anew) since [`Names::take_fresh`] last took them, to be stored.
    fresh: Vec<(LocalName, String)>,
}

impl Names {
    /// The channel called `name`, remembered for printing.
    pub fn channel(&mut self, name: &str) -> ChannelId {
        if let Some(game) = name
            .strip_prefix("game-")
            .and_then(|number| number.parse().ok())
        {
            return thread(GameId(game));
        }
        let id = ChannelId(fnv1a(name) | NAMED);
        if self.channels.insert(id, name.to_owned()).as_deref() != Some(name) {
            self.fresh.push((LocalName::Channel(id), name.to_owned()));
        }
        id
    }

    /// How a channel is written: `#general`, `#game-3`.
    pub fn channel_name(&self, id: ChannelId) -> String {
        if id.0 & NAMED == 0 {
            return format!("#game-{}", id.0);
        }
        match self.channels.get(&id) {
            Some(name) => format!("#{name}"),
            None => format!("#channel-{:x}", id.0),
        }
    }

    /// Remembers a user's name.
    pub fn user(&mut self, name: &str) -> UserId {
        let id = user_id(name);
        if self.users.insert(id, name.to_owned()).as_deref() != Some(name) {
            self.fresh.push((LocalName::User(id), name.to_owned()));
        }
        id
    }

    /// Remembers a name met before (in an earlier run).
    pub fn restore(&mut self, name: LocalName, text: String) {
        match name {
            LocalName::User(id) => self.users.insert(id, text),
            LocalName::Channel(id) => self.channels.insert(id, text),
        };
    }

    /// The names met (or spelt anew) since the last call, to be stored.
    pub fn take_fresh(&mut self) -> Vec<(LocalName, String)> {
        std::mem::take(&mut self.fresh)
    }

    /// A user's name, if met.
    pub fn user_name(&self, id: UserId) -> Option<&str> {
        self.users.get(&id).map(String::as_str)
    }
}

/// The local thread of a game.
pub fn thread(game: GameId) -> ChannelId {
    ChannelId(game.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_give_stable_ids_and_back() {
        assert_eq!(user_id("Alice"), user_id("alice"));
        assert_ne!(user_id("alice"), user_id("bob"));
        let mut names = Names::default();
        let general = names.channel("general");
        assert_eq!(names.channel_name(general), "#general");
        assert_eq!(names.channel("game-4"), ChannelId(4));
        assert_eq!(names.channel_name(ChannelId(4)), "#game-4");
        assert_eq!(Names::default().channel("general"), general);
    }
}
