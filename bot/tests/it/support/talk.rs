//! Talking to a host as the adapters do: opening it on a store, reading what people type, starting a game.

use super::scene::{GENERAL, THREAD, general, mentioned, user};
use std::path::Path;
use umpire::host::api::{Command, Effect, GameId, Millis, Place, Request, Via};
use umpire::host::{Host, HostConfig};
use umpire::store::Store;

/// The host's configuration with games seeded from a fixed number, so two runs deal the same random
/// setups and differ only where a test makes them differ.
pub fn fixed_seeds() -> HostConfig {
    HostConfig {
        seed: Some(7),
        ..HostConfig::default()
    }
}

/// A host with the default configuration on the sled database in `path`.
pub fn open(path: &Path) -> Host {
    open_with(path, HostConfig::default())
}

/// A host with `config` on the sled database in `path`.
pub fn open_with(path: &Path, config: HostConfig) -> Host {
    Host::open(Store::open(path).unwrap(), config).unwrap()
}

/// `who`'s command line `text` at `place`, with mentions of alice, bob and carol resolved.
pub fn command(who: &str, place: Place, text: &str) -> Command {
    let request = Request::parse(text, mentioned).unwrap_or_else(|error| panic!("{text}: {error}"));
    Command {
        from: user(who),
        place,
        via: Via::Text,
        request,
    }
}

/// What `who` typing `text` at `place` does, read the way the adapters read typed lines.
pub fn say(host: &Host, who: &str, place: Place, text: &str, now: Millis) -> Vec<Effect> {
    let request = Request::parse_typed(text, mentioned, || host.plays_at(user(who).id, place))
        .unwrap_or_else(|error| panic!("{text}: {error}"));
    host.handle(
        Command {
            from: user(who),
            place,
            via: Via::Text,
            request,
        },
        now,
    )
}

/// Alice says `challenge` (naming bob) in the general channel, bob accepts there, and the game's place is
/// bound to the thread. Returns the game and what the acceptance did.
pub fn start(host: &Host, challenge: &str, now: Millis) -> (GameId, Vec<Effect>) {
    say(host, "alice", general(), challenge, now);
    let accepted = say(host, "bob", general(), "accept", now);
    let game = accepted
        .iter()
        .find_map(|effect| match effect {
            Effect::OpenPlace { game, parent, .. } => {
                assert_eq!(*parent, GENERAL);
                Some(*game)
            }
            _ => None,
        })
        .expect("accepting opens the game's place");
    host.bind_place(game, THREAD);
    (game, accepted)
}
