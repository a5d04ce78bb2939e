//! The scene of the tests that drive the host directly: the people, the places, the start of the clock and
//! a scripted Jungle game.

use umpire::host::api::{ChannelId, Millis, Place, ServerId, User, UserId};

/// The time every scene starts at.
pub const START: Millis = 1_700_000_000_000;
/// A minute of the host's clock.
pub const MINUTE: Millis = 60_000;
/// The server's channel where challenges are made.
pub const GENERAL: ChannelId = ChannelId(100);
/// The thread a game started in [`GENERAL`] gets.
pub const THREAD: ChannelId = ChannelId(900);

/// The den win of the scripted games: Blue's leopard walks up the d file while Red's lion shuffles.
pub const DEN_WIN: [&str; 13] = [
    "e3d3", "a9b9", "d3d4", "b9a9", "d4d5", "a9b9", "d5d6", "b9a9", "d6d7", "a9b9", "d7d8", "b9a9",
    "d8d9",
];

/// alice (1), bob (2), carol (3), or anybody else (4), by name.
pub fn user(name: &str) -> User {
    let id = match name {
        "alice" => 1,
        "bob" => 2,
        "carol" => 3,
        _ => 4,
    };
    User {
        id: UserId(id),
        name: name.to_owned(),
    }
}

/// A mention of alice, bob or carol (`@bob`) read as the adapters resolve it.
pub fn mentioned(mention: &str) -> Option<User> {
    let name = mention.strip_prefix('@')?;
    ["alice", "bob", "carol"]
        .contains(&name)
        .then(|| user(name))
}

/// `channel` on the server.
pub fn channel(channel: ChannelId) -> Place {
    Place::Channel {
        server: ServerId(1),
        channel,
    }
}

/// The server's [`GENERAL`] channel.
pub fn general() -> Place {
    channel(GENERAL)
}

/// The game's [`THREAD`].
pub fn thread() -> Place {
    channel(THREAD)
}
