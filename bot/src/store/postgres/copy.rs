//! A whole database at once, for `umpire migrate`: every record read, and a dump written in one
//! transaction.

use super::pool::Queries;
use super::rows::{ChallengeRow, GameRow, Value, id, sql};
use super::{PgStore, Tx};
use crate::model::{ChallengeId, GameId, UserId};
use crate::store::copy::{Counters, Dump};
use crate::store::{
    ChallengeEnd, GameRecord, ServerRecord, SetupRecord, StoreError, UserRecord, decode, encode,
};
use postgres::types::Type;
use std::collections::BTreeSet;

/// Streams `rows` into `target` (a table and its columns, of `types`) by one binary `COPY`; `values`
/// gives a row's values in the columns' order.
fn copy_in<R>(
    transaction: &mut Tx<'_>,
    target: &str,
    types: &[postgres::types::Type],
    rows: impl IntoIterator<Item = R>,
    values: impl Fn(&R) -> Vec<Value<'_>>,
) -> Result<(), StoreError> {
    let sink = transaction
        .runner()
        .copy_in(&format!("COPY {target} FROM STDIN BINARY"))?;
    let mut writer = postgres::binary_copy::BinaryCopyInWriter::new(sink, types);
    for row in rows {
        writer.write(&values(&row))?;
    }
    writer.finish()?;
    Ok(())
}

impl PgStore {
    /// Every game, finished or not, by number.
    pub fn all_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        self.records("SELECT record FROM games ORDER BY id", &[])
    }

    /// The counters.
    pub fn counters(&self) -> Result<Counters, StoreError> {
        Ok(Counters {
            last_game: self.counter("last_game")?,
            last_challenge: self.counter("last_challenge")?,
            last_rated: self.counter("last_rated")?,
            last_tournament: self.counter("last_tournament")?,
        })
    }

    /// How every ended challenge ended, by number.
    pub fn challenge_ends(&self) -> Result<Vec<(ChallengeId, ChallengeEnd)>, StoreError> {
        let rows = self
            .pool
            .get()?
            .query("SELECT id, ending FROM challenge_ends ORDER BY id", &[])?;
        rows.iter()
            .map(|row| Ok((ChallengeId(id(row.get(0))), decode(row.get::<_, &[u8]>(1))?)))
            .collect()
    }

    /// Every user's settings.
    pub fn users(&self) -> Result<Vec<UserRecord>, StoreError> {
        self.records("SELECT record FROM users ORDER BY id", &[])
    }

    /// Every server's settings.
    pub fn servers(&self) -> Result<Vec<ServerRecord>, StoreError> {
        self.records("SELECT record FROM servers ORDER BY id", &[])
    }

    /// Every named setup.
    pub fn all_setups(&self) -> Result<Vec<SetupRecord>, StoreError> {
        self.records("SELECT record FROM setups ORDER BY owner, kind, name", &[])
    }

    /// Who follows which game.
    pub fn all_follows(&self) -> Result<Vec<(GameId, UserId)>, StoreError> {
        let rows = self.pool.get()?.query(
            "SELECT game, player FROM follows ORDER BY game, player",
            &[],
        )?;
        Ok(rows
            .iter()
            .map(|row| (GameId(id(row.get(0))), UserId(id(row.get(1)))))
            .collect())
    }

    /// Writes a whole database's records in one transaction. The tables a large database fills are
    /// written by binary `COPY`, a stream with no round trip per row; the ratings come from the dump
    /// (the final ones), and who played rated games in which server is drawn from the rated games.
    pub fn load(&self, dump: &Dump) -> Result<(), StoreError> {
        let mut client = self.pool.get()?;
        let mut transaction = client.transaction()?;
        load_games(&mut transaction, dump)?;
        load_counters(&mut transaction, dump.counters)?;
        load_ratings(&mut transaction, dump)?;
        load_challenges(&mut transaction, dump)?;
        load_people(&mut transaction, dump)?;
        load_analyses(&mut transaction, dump)?;
        for tournament in &dump.tournaments {
            Self::insert_tournament(&mut transaction, tournament)?;
        }
        for parcel in &dump.parcels {
            self.enqueue(&mut transaction, Some(parcel))?;
        }
        transaction.commit()?;
        Ok(())
    }
}

/// The games and their logs.
fn load_games(transaction: &mut Tx<'_>, dump: &Dump) -> Result<(), StoreError> {
    copy_in(
        transaction,
        "games (id, record, finished, listed, server, place, channels, players, deadline)",
        &GameRow::TYPES,
        dump.games.iter().map(|(game, _)| GameRow::of(game)),
        |row| row.values(),
    )?;
    copy_in(
        transaction,
        "log (game, seq, entry)",
        &[Type::INT8, Type::INT8, Type::BYTEA],
        dump.games.iter().flat_map(|(game, log)| {
            log.iter()
                .map(|entry| (sql(game.id.0), sql(entry.index), encode(entry)))
        }),
        |(game, seq, entry)| vec![game, seq, entry],
    )
}

/// The counters of games, challenges and rated games.
fn load_counters(transaction: &mut Tx<'_>, counters: Counters) -> Result<(), StoreError> {
    for (key, value) in [
        ("last_game", counters.last_game),
        ("last_challenge", counters.last_challenge),
        ("last_rated", counters.last_rated),
        ("last_tournament", counters.last_tournament),
    ] {
        transaction.execute(
            "UPDATE meta SET value = $2 WHERE key = $1",
            &[&key, &sql(value)],
        )?;
    }
    Ok(())
}

/// The ratings, and who played rated games of each pool in which server.
fn load_ratings(transaction: &mut Tx<'_>, dump: &Dump) -> Result<(), StoreError> {
    copy_in(
        transaction,
        "ratings (game, seats, player, record)",
        &[Type::TEXT, Type::INT2, Type::INT8, Type::BYTEA],
        dump.ratings.iter().map(|rating| {
            (
                rating.pool.game.clone(),
                i16::from(rating.pool.players),
                sql(rating.user.0),
                encode(rating),
            )
        }),
        |(game, seats, player, record)| vec![game, seats, player, record],
    )?;
    let server_players: BTreeSet<_> = dump
        .games
        .iter()
        .filter_map(|(game, _)| game.rating.as_ref().map(|rated| (game, rated)))
        .flat_map(|(game, rated)| {
            rated.seats.iter().map(move |seat| {
                (
                    sql(game.server.0),
                    rated.pool.game.clone(),
                    i16::from(rated.pool.players),
                    sql(seat.user.0),
                )
            })
        })
        .collect();
    copy_in(
        transaction,
        "server_players (server, game, seats, player)",
        &[Type::INT8, Type::TEXT, Type::INT2, Type::INT8],
        server_players,
        |(server, game, seats, player)| vec![server, game, seats, player],
    )
}

/// The waiting challenges, and how the others ended.
fn load_challenges(transaction: &mut Tx<'_>, dump: &Dump) -> Result<(), StoreError> {
    copy_in(
        transaction,
        "challenges (id, record, channel, server, users, expires)",
        &ChallengeRow::TYPES,
        dump.challenges.iter().map(ChallengeRow::of),
        |row| row.values(),
    )?;
    copy_in(
        transaction,
        "challenge_ends (id, ending)",
        &[Type::INT8, Type::BYTEA],
        dump.challenge_ends
            .iter()
            .map(|(challenge, end)| (sql(challenge.0), encode(end))),
        |(challenge, end)| vec![challenge, end],
    )
}

/// The analyses of finished games, with whether someone waits for them.
fn load_analyses(transaction: &mut Tx<'_>, dump: &Dump) -> Result<(), StoreError> {
    copy_in(
        transaction,
        "analyses (game, waiting, record)",
        &[Type::INT8, Type::BOOL, Type::BYTEA],
        dump.analyses.iter().map(|analysis| {
            (
                sql(analysis.game.0),
                !analysis.waiting.is_empty(),
                encode(analysis),
            )
        }),
        |(game, waiting, record)| vec![game, waiting, record],
    )
}

/// Users' and servers' settings, named setups and follows.
fn load_people(transaction: &mut Tx<'_>, dump: &Dump) -> Result<(), StoreError> {
    copy_in(
        transaction,
        "users (id, record)",
        &[Type::INT8, Type::BYTEA],
        dump.users.iter().map(|user| (sql(user.id.0), encode(user))),
        |(user, record)| vec![user, record],
    )?;
    copy_in(
        transaction,
        "servers (id, record)",
        &[Type::INT8, Type::BYTEA],
        dump.servers
            .iter()
            .map(|server| (sql(server.id.0), encode(server))),
        |(server, record)| vec![server, record],
    )?;
    copy_in(
        transaction,
        "setups (owner, kind, name, record)",
        &[Type::INT8, Type::TEXT, Type::TEXT, Type::BYTEA],
        dump.setups.iter().map(|setup| {
            (
                sql(setup.user.0),
                setup.kind.id().to_owned(),
                setup.name.clone(),
                encode(setup),
            )
        }),
        |(owner, kind, name, record)| vec![owner, kind, name, record],
    )?;
    copy_in(
        transaction,
        "follows (game, player)",
        &[Type::INT8, Type::INT8],
        dump.follows
            .iter()
            .map(|(game, user)| (sql(game.0), sql(user.0))),
        |(game, user)| vec![game, user],
    )
}
