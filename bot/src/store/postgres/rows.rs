//! How records are kept in PostgreSQL: ids as its integers, and beside each game's and challenge's record
//! the columns the store looks them up by.

use crate::store::{ChallengeRecord, GameRecord, encode};

/// An id as PostgreSQL keeps it (ids are below 2^63; the cast is a bijection either way).
pub(super) fn sql(id: u64) -> i64 {
    id as i64
}

/// An id read back.
pub(super) fn id(value: i64) -> u64 {
    value as u64
}

/// When a game's clock next needs attention, as PostgreSQL keeps it.
fn next_deadline(record: &GameRecord) -> Option<i64> {
    crate::store::next_deadline(record).map(sql)
}

/// A value for a statement or a `COPY` row.
pub(super) type Value<'a> = &'a (dyn postgres::types::ToSql + Sync);

/// The columns of a game's row beside its record: what the store looks games up by.
pub(super) struct GameRow {
    id: i64,
    record: Vec<u8>,
    finished: bool,
    listed: bool,
    server: i64,
    place: Option<i64>,
    channels: Vec<i64>,
    players: Vec<i64>,
    deadline: Option<i64>,
}

impl GameRow {
    /// The columns' types, in the order of [`GameRow::values`].
    pub(super) const TYPES: [postgres::types::Type; 9] = {
        use postgres::types::Type;
        [
            Type::INT8,
            Type::BYTEA,
            Type::BOOL,
            Type::BOOL,
            Type::INT8,
            Type::INT8,
            Type::INT8_ARRAY,
            Type::INT8_ARRAY,
            Type::INT8,
        ]
    };

    pub(super) fn of(record: &GameRecord) -> Self {
        Self {
            id: sql(record.id.0),
            record: encode(record),
            finished: record.finished,
            listed: record.finished && !record.cancelled,
            server: sql(record.server.0),
            place: record.place.map(|place| sql(place.0)),
            channels: record
                .channels()
                .into_iter()
                .map(|channel| sql(channel.0))
                .collect(),
            players: record
                .players
                .values()
                .map(|player| sql(player.id.0))
                .collect(),
            deadline: next_deadline(record),
        }
    }

    /// id, record, finished, listed, server, place, channels, players, deadline.
    pub(super) fn values(&self) -> Vec<Value<'_>> {
        vec![
            &self.id,
            &self.record,
            &self.finished,
            &self.listed,
            &self.server,
            &self.place,
            &self.channels,
            &self.players,
            &self.deadline,
        ]
    }
}

/// The columns of a challenge's row beside its record.
pub(super) struct ChallengeRow {
    id: i64,
    record: Vec<u8>,
    channel: i64,
    server: i64,
    /// The challenger and everyone named or seated.
    users: Vec<i64>,
    expires: i64,
}

impl ChallengeRow {
    /// The columns' types, in the order of [`ChallengeRow::values`].
    pub(super) const TYPES: [postgres::types::Type; 6] = {
        use postgres::types::Type;
        [
            Type::INT8,
            Type::BYTEA,
            Type::INT8,
            Type::INT8,
            Type::INT8_ARRAY,
            Type::INT8,
        ]
    };

    pub(super) fn of(challenge: &ChallengeRecord) -> Self {
        Self {
            id: sql(challenge.id.0),
            record: encode(challenge),
            channel: sql(challenge.channel.0),
            server: sql(challenge.server.0),
            users: std::iter::once(&challenge.challenger)
                .chain(&challenge.invited)
                .chain(&challenge.joined)
                .map(|user| sql(user.id.0))
                .collect(),
            expires: sql(challenge.expires),
        }
    }

    /// id, record, channel, server, users, expires.
    pub(super) fn values(&self) -> Vec<Value<'_>> {
        vec![
            &self.id,
            &self.record,
            &self.channel,
            &self.server,
            &self.users,
            &self.expires,
        ]
    }
}
