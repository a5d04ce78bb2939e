//! The layout of keys in the database: one sled tree, one prefix byte per kind of record, big-endian ids so
//! that prefix scans come back in numeric order.

use crate::model::{ChallengeId, ChannelId, GameId, ServerId, TournamentId, UserId};

/// The schema version of the database as a whole.
pub const SCHEMA: &[u8] = b"meta/schema";
/// The last game number handed out.
pub const LAST_GAME: &[u8] = b"meta/last-game";
/// The last challenge number handed out.
pub const LAST_CHALLENGE: &[u8] = b"meta/last-challenge";
/// The database's own number, drawn at random when it was made (see `Store::lineage`).
pub const LINEAGE: &[u8] = b"meta/lineage";
/// The last tournament number handed out.
pub const LAST_TOURNAMENT: &[u8] = b"meta/last-tournament";

const GAME: u8 = b'g';
const LOG: u8 = b'l';
const CHALLENGE: u8 = b'c';
const USER: u8 = b'u';
const BY_CHANNEL: u8 = b'p';
const BY_USER: u8 = b's';
const PLACE: u8 = b'P';
const SETUP: u8 = b'n';
const OUTBOX: u8 = b'o';
const CHALLENGE_BY_CHANNEL: u8 = b'q';
const CHALLENGE_BY_USER: u8 = b'r';
const CHALLENGE_BY_SERVER: u8 = b'v';
const CHALLENGE_END: u8 = b'x';
const OUTBOX_BLOB: u8 = b'b';
const RATING: u8 = b'R';
const SERVER_PLAYER: u8 = b'S';
const FINISHED: u8 = b'F';
const FINISHED_BY_USER: u8 = b'f';
const FOLLOWER: u8 = b'w';
const FINISHED_BY_SERVER: u8 = b'e';
const LOCAL_NAME: u8 = b'L';
const CLOCK: u8 = b'd';
const SERVER: u8 = b'G';
const FOLLOWING: u8 = b'W';
const ANALYSIS: u8 = b'A';
const ANALYSIS_WAITING: u8 = b'a';
const TOURNAMENT: u8 = b'T';
const OPEN_TOURNAMENT: u8 = b't';

/// The sequence number of the last rated game.
pub const LAST_RATED: &[u8] = b"meta/last-rated";
/// Present once the finished-games indexes (all, by player, by server) cover every finished game (built
/// on first open).
pub const FINISHED_INDEXED: &[u8] = b"meta/finished-indexed-2";
/// Present once the index of the games each user follows covers every follow (built on first open).
pub const FOLLOWS_INDEXED: &[u8] = b"meta/follows-indexed";
/// Present once the clock index covers every ongoing game (built on first open).
pub const CLOCKS_INDEXED: &[u8] = b"meta/clocks-indexed";

/// A pool's id in keys: the game's id, a zero byte, the table size (ids never contain a zero byte).
fn pool(prefix: u8, pool: &crate::model::Pool) -> Vec<u8> {
    let mut key = vec![prefix];
    key.extend_from_slice(pool.game.as_bytes());
    key.push(0);
    key.push(pool.players);
    key
}

/// A player's rating in a pool.
pub fn rating(pool_of: &crate::model::Pool, user: UserId) -> Vec<u8> {
    let mut key = pool(RATING, pool_of);
    key.extend_from_slice(&user.0.to_be_bytes());
    key
}

/// The prefix of every rating of a pool.
pub fn pool_ratings(pool_of: &crate::model::Pool) -> Vec<u8> {
    pool(RATING, pool_of)
}

/// The prefix of every rating.
pub fn ratings() -> Vec<u8> {
    vec![RATING]
}

/// The index entry saying that `user` played a rated game of a pool in `server`.
pub fn server_player(server: ServerId, pool_of: &crate::model::Pool, user: UserId) -> Vec<u8> {
    let mut key = server_players(server, pool_of);
    key.extend_from_slice(&user.0.to_be_bytes());
    key
}

/// The prefix of every player of a pool in `server`.
pub fn server_players(server: ServerId, pool_of: &crate::model::Pool) -> Vec<u8> {
    let mut key = vec![SERVER_PLAYER];
    key.extend_from_slice(&server.0.to_be_bytes());
    key.extend_from_slice(&pool(0, pool_of)[1..]);
    key
}

/// The index entry of a finished game (ended with a result or called off).
pub fn finished(game: GameId) -> Vec<u8> {
    key(FINISHED, &[game.0])
}

/// The prefix of every finished game.
pub fn finished_games() -> Vec<u8> {
    vec![FINISHED]
}

/// The index entry saying that `user` played a finished game.
pub fn finished_of_user(user: UserId, game: GameId) -> Vec<u8> {
    key(FINISHED_BY_USER, &[user.0, game.0])
}

/// The prefix of every finished game of `user`.
pub fn user_finished(user: UserId) -> Vec<u8> {
    key(FINISHED_BY_USER, &[user.0])
}

/// The index entry saying that a finished game was played in `server`.
pub fn finished_in_server(server: ServerId, game: GameId) -> Vec<u8> {
    key(FINISHED_BY_SERVER, &[server.0, game.0])
}

/// The prefix of every finished game played in `server`.
pub fn server_finished(server: ServerId) -> Vec<u8> {
    key(FINISHED_BY_SERVER, &[server.0])
}

/// The index entry saying that `user` follows an ongoing game.
pub fn follower(game: GameId, user: UserId) -> Vec<u8> {
    key(FOLLOWER, &[game.0, user.0])
}

/// The prefix of every follower of a game.
pub fn followers(game: GameId) -> Vec<u8> {
    key(FOLLOWER, &[game.0])
}

/// The index entry saying that `user` follows `game`, by user.
pub fn following(user: UserId, game: GameId) -> Vec<u8> {
    key(FOLLOWING, &[user.0, game.0])
}

/// The prefix of every game `user` follows.
pub fn followed_by(user: UserId) -> Vec<u8> {
    key(FOLLOWING, &[user.0])
}

fn key(prefix: u8, parts: &[u64]) -> Vec<u8> {
    let mut key = Vec::with_capacity(1 + 8 * parts.len());
    key.push(prefix);
    for part in parts {
        key.extend_from_slice(&part.to_be_bytes());
    }
    key
}

/// Reads the `n`th id after the prefix byte of a key.
pub fn id_at(key: &[u8], n: usize) -> Option<u64> {
    let start = 1 + 8 * n;
    let bytes = key.get(start..start + 8)?;
    Some(u64::from_be_bytes(bytes.try_into().ok()?))
}

/// A game's record.
pub fn game(id: GameId) -> Vec<u8> {
    key(GAME, &[id.0])
}

/// The prefix of every game record.
pub fn games() -> Vec<u8> {
    vec![GAME]
}

/// When an ongoing game's clock next needs attention (present only while it has a deadline).
pub fn clock(game: GameId) -> Vec<u8> {
    key(CLOCK, &[game.0])
}

/// The prefix of every game's clock entry.
pub fn clocks() -> Vec<u8> {
    vec![CLOCK]
}

/// One entry of a game's log.
pub fn log_entry(game: GameId, index: u64) -> Vec<u8> {
    key(LOG, &[game.0, index])
}

/// The prefix of a game's whole log.
pub fn log(game: GameId) -> Vec<u8> {
    key(LOG, &[game.0])
}

/// A challenge's record.
pub fn challenge(id: ChallengeId) -> Vec<u8> {
    key(CHALLENGE, &[id.0])
}

/// The prefix of every challenge record.
pub fn challenges() -> Vec<u8> {
    vec![CHALLENGE]
}

/// A name the local mode met: kind 0 for a user, 1 for a channel, then the id.
pub fn local_name(kind: u8, id: u64) -> Vec<u8> {
    let mut key = vec![LOCAL_NAME, kind];
    key.extend_from_slice(&id.to_be_bytes());
    key
}

/// The prefix of every name the local mode met.
pub fn local_names() -> Vec<u8> {
    vec![LOCAL_NAME]
}

/// A user's settings.
pub fn user(id: UserId) -> Vec<u8> {
    key(USER, &[id.0])
}

/// A server's settings.
pub fn server(id: ServerId) -> Vec<u8> {
    key(SERVER, &[id.0])
}

/// A game's analysis.
pub fn analysis(game: GameId) -> Vec<u8> {
    key(ANALYSIS, &[game.0])
}

/// The prefix of every game's analysis.
pub fn analyses() -> Vec<u8> {
    vec![ANALYSIS]
}

/// The index entry saying that someone waits for a game's analysis.
pub fn analysis_waiting(game: GameId) -> Vec<u8> {
    key(ANALYSIS_WAITING, &[game.0])
}

/// The prefix of every game whose analysis someone waits for.
pub fn analyses_waiting() -> Vec<u8> {
    vec![ANALYSIS_WAITING]
}

/// The prefix of every server's settings.
pub fn servers() -> Vec<u8> {
    vec![SERVER]
}

/// The index entry saying that an ongoing game counts as being in `channel`.
pub fn in_channel(channel: ChannelId, game: GameId) -> Vec<u8> {
    key(BY_CHANNEL, &[channel.0, game.0])
}

/// The prefix of every ongoing game in `channel`.
pub fn channel_games(channel: ChannelId) -> Vec<u8> {
    key(BY_CHANNEL, &[channel.0])
}

/// The index entry saying that `user` plays in an ongoing game.
pub fn of_user(user: UserId, game: GameId) -> Vec<u8> {
    key(BY_USER, &[user.0, game.0])
}

/// The prefix of every ongoing game of `user`.
pub fn user_games(user: UserId) -> Vec<u8> {
    key(BY_USER, &[user.0])
}

/// The game whose own place is `channel` (kept after the game ends, so its thread still knows its game).
pub fn place(channel: ChannelId) -> Vec<u8> {
    key(PLACE, &[channel.0])
}

/// A user's named setup of a game: the user, the game's id, then the name.
pub fn named_setup(user: UserId, game: &str, name: &str) -> Vec<u8> {
    let mut key = named_setups(user, game);
    key.extend_from_slice(name.as_bytes());
    key
}

/// The prefix of every named setup `user` keeps for a game.
pub fn named_setups(user: UserId, game: &str) -> Vec<u8> {
    let mut key = key(SETUP, &[user.0]);
    key.extend_from_slice(game.as_bytes());
    key.push(b'/');
    key
}

/// An outbox parcel: what a committed change still has to say.
pub fn parcel(id: u64) -> Vec<u8> {
    key(OUTBOX, &[id])
}

/// The prefix of every outbox parcel, in the order they were made.
pub fn parcels() -> Vec<u8> {
    vec![OUTBOX]
}

/// One attachment of an outbox parcel.
pub fn parcel_blob(id: u64, index: u64) -> Vec<u8> {
    key(OUTBOX_BLOB, &[id, index])
}

/// The prefix of every attachment of an outbox parcel.
pub fn parcel_blobs(id: u64) -> Vec<u8> {
    key(OUTBOX_BLOB, &[id])
}

/// The index entry saying that a waiting challenge was made in `channel`.
pub fn challenge_in_channel(channel: ChannelId, challenge: ChallengeId) -> Vec<u8> {
    key(CHALLENGE_BY_CHANNEL, &[channel.0, challenge.0])
}

/// The prefix of every waiting challenge made in `channel`.
pub fn channel_challenges(channel: ChannelId) -> Vec<u8> {
    key(CHALLENGE_BY_CHANNEL, &[channel.0])
}

/// The index entry saying that `user` made or was named in a waiting challenge.
pub fn challenge_of_user(user: UserId, challenge: ChallengeId) -> Vec<u8> {
    key(CHALLENGE_BY_USER, &[user.0, challenge.0])
}

/// The prefix of every waiting challenge `user` made or was named in.
pub fn user_challenges(user: UserId) -> Vec<u8> {
    key(CHALLENGE_BY_USER, &[user.0])
}

/// How a challenge that no longer waits ended.
pub fn challenge_end(id: ChallengeId) -> Vec<u8> {
    key(CHALLENGE_END, &[id.0])
}

/// The index entry saying that a waiting challenge was made in `server`.
pub fn challenge_in_server(server: ServerId, challenge: ChallengeId) -> Vec<u8> {
    key(CHALLENGE_BY_SERVER, &[server.0, challenge.0])
}

/// The prefix of every waiting challenge made in `server`.
pub fn server_challenges(server: ServerId) -> Vec<u8> {
    key(CHALLENGE_BY_SERVER, &[server.0])
}

/// The prefix of how every challenge that no longer waits ended.
pub fn challenge_ends() -> Vec<u8> {
    vec![CHALLENGE_END]
}

/// The prefix of every user's settings.
pub fn users() -> Vec<u8> {
    vec![USER]
}

/// The prefix of every named setup.
pub fn setups() -> Vec<u8> {
    vec![SETUP]
}

/// The prefix of every follower of every game.
pub fn all_followers() -> Vec<u8> {
    vec![FOLLOWER]
}

/// A tournament's record.
pub fn tournament(id: TournamentId) -> Vec<u8> {
    key(TOURNAMENT, &[id.0])
}

/// The prefix of every tournament's record.
pub fn tournaments() -> Vec<u8> {
    vec![TOURNAMENT]
}

/// The index entry saying that a tournament of `server` is open (gathering players or playing).
pub fn open_tournament(server: ServerId, id: TournamentId) -> Vec<u8> {
    key(OPEN_TOURNAMENT, &[server.0, id.0])
}

/// The prefix of every open tournament of every server.
pub fn every_open_tournament() -> Vec<u8> {
    vec![OPEN_TOURNAMENT]
}

/// The prefix of every open tournament of `server`.
pub fn open_tournaments(server: ServerId) -> Vec<u8> {
    key(OPEN_TOURNAMENT, &[server.0])
}
