//! Games: their records, logs and indexes, their clocks and the claims on them, the finished games, and
//! the ratings written with a game's end.

use super::PgStore;
use super::pool::{Queries, Tx};
use super::rows::{GameRow, id, sql};
use crate::model::{ChannelId, GameId, Millis, ServerId, UserId};
use crate::store::{
    ChallengeEnd, ChallengeRecord, GameRecord, LogEntry, Parcel, ParcelId, Quota, StoreError,
    decode, decode_record, encode,
};

impl PgStore {
    /// Games read from rows of (id, record); unreadable ones are reported and skipped.
    fn readable_games(rows: &[postgres::Row]) -> Vec<GameRecord> {
        rows.iter()
            .filter_map(|row| match decode_record(row.get::<_, &[u8]>(1)) {
                Ok(record) => Some(record),
                Err(error) => {
                    let game: i64 = row.get(0);
                    tracing::error!(%error, game, "an unreadable finished game is skipped");
                    None
                }
            })
            .collect()
    }

    /// `user`'s rating in `pool`.
    pub fn rating(
        &self,
        user: UserId,
        pool: &crate::model::Pool,
    ) -> Result<Option<crate::ratings::PlayerRating>, StoreError> {
        self.record(
            "SELECT record FROM ratings WHERE game = $1 AND seats = $2 AND player = $3",
            &[&pool.game, &i16::from(pool.players), &sql(user.0)],
        )
    }

    /// Every rating of `pool`.
    pub fn pool_ratings(
        &self,
        pool: &crate::model::Pool,
    ) -> Result<Vec<crate::ratings::PlayerRating>, StoreError> {
        self.records(
            "SELECT record FROM ratings WHERE game = $1 AND seats = $2 ORDER BY player",
            &[&pool.game, &i16::from(pool.players)],
        )
    }

    /// Every rating.
    pub fn all_ratings(&self) -> Result<Vec<crate::ratings::PlayerRating>, StoreError> {
        self.records(
            "SELECT record FROM ratings ORDER BY game, seats, player",
            &[],
        )
    }

    /// The players of `pool` who played a rated game of it in `server`.
    pub fn server_players(
        &self,
        server: ServerId,
        pool: &crate::model::Pool,
    ) -> Result<Vec<UserId>, StoreError> {
        Ok(self
            .ids(
                "SELECT player FROM server_players WHERE server = $1 AND game = $2 AND seats = $3 ORDER BY player",
                &[&sql(server.0), &pool.game, &i16::from(pool.players)],
            )?
            .into_iter()
            .map(UserId)
            .collect())
    }

    /// The sequence number of the last rated game.
    pub fn last_rated(&self) -> Result<u64, StoreError> {
        self.counter("last_rated")
    }

    /// Every finished game with a result.
    pub fn finished_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        let rows = self
            .pool
            .get()?
            .query("SELECT id, record FROM games WHERE listed ORDER BY id", &[])?;
        Ok(Self::readable_games(&rows))
    }

    /// Every finished game `user` played.
    pub fn finished_games_of(&self, user: UserId) -> Result<Vec<GameRecord>, StoreError> {
        let rows = self.pool.get()?.query(
            "SELECT id, record FROM games WHERE listed AND players @> ARRAY[$1::bigint] ORDER BY id",
            &[&sql(user.0)],
        )?;
        Ok(Self::readable_games(&rows))
    }

    /// Every finished game played in `server`.
    pub fn finished_games_in(&self, server: ServerId) -> Result<Vec<GameRecord>, StoreError> {
        let rows = self.pool.get()?.query(
            "SELECT id, record FROM games WHERE listed AND server = $1 ORDER BY id",
            &[&sql(server.0)],
        )?;
        Ok(Self::readable_games(&rows))
    }

    /// A game's record.
    pub fn game(&self, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        self.record("SELECT record FROM games WHERE id = $1", &[&sql(id.0)])
            .map_err(|error| match error {
                StoreError::Corrupt(why) => StoreError::Corrupt(format!("game #{}: {why}", id.0)),
                other => other,
            })
    }

    /// Every ongoing game with a deadline, and when its clock next needs attention (the deadline column
    /// alone; no record is read).
    pub fn clocks(&self) -> Result<Vec<(GameId, Millis)>, StoreError> {
        let rows = self.pool.get()?.query(
            "SELECT id, deadline FROM games WHERE NOT finished AND deadline IS NOT NULL ORDER BY id",
            &[],
        )?;
        Ok(rows
            .iter()
            .map(|row| {
                let id: i64 = row.get(0);
                let due: i64 = row.get(1);
                (GameId(id as u64), due as Millis)
            })
            .collect())
    }

    /// The ongoing games in `channel`.
    pub fn games_in_channel(&self, channel: ChannelId) -> Result<Vec<GameId>, StoreError> {
        Ok(self
            .ids(
                "SELECT id FROM games WHERE NOT finished AND channels @> ARRAY[$1::bigint] ORDER BY id",
                &[&sql(channel.0)],
            )?
            .into_iter()
            .map(GameId)
            .collect())
    }

    /// The ongoing games `user` plays in.
    pub fn games_of_user(&self, user: UserId) -> Result<Vec<GameId>, StoreError> {
        Ok(self
            .ids(
                "SELECT id FROM games WHERE NOT finished AND players @> ARRAY[$1::bigint] ORDER BY id",
                &[&sql(user.0)],
            )?
            .into_iter()
            .map(GameId)
            .collect())
    }

    /// The game whose place is `channel`.
    pub fn game_at_place(&self, channel: ChannelId) -> Result<Option<GameId>, StoreError> {
        Ok(self
            .ids(
                "SELECT id FROM games WHERE place = $1 ORDER BY id DESC LIMIT 1",
                &[&sql(channel.0)],
            )?
            .first()
            .map(|&found| GameId(found)))
    }

    /// A game's log, in order.
    pub fn log(&self, game: GameId) -> Result<Vec<LogEntry>, StoreError> {
        let rows = self.pool.get()?.query(
            "SELECT entry FROM log WHERE game = $1 ORDER BY seq",
            &[&sql(game.0)],
        )?;
        rows.iter()
            .map(|row| decode(row.get::<_, &[u8]>(0)))
            .collect()
    }

    /// The logs of `games`, in their order, read in one pass.
    pub fn logs(&self, games: &[GameId]) -> Result<Vec<Vec<LogEntry>>, StoreError> {
        use postgres::fallible_iterator::FallibleIterator;
        let ids: Vec<i64> = games.iter().map(|game| sql(game.0)).collect();
        let position: std::collections::HashMap<i64, usize> = ids
            .iter()
            .enumerate()
            .map(|(position, game)| (*game, position))
            .collect();
        let mut logs = vec![Vec::new(); games.len()];
        let mut client = self.pool.get()?;
        let mut rows = client.runner().query_raw(
            "SELECT game, entry FROM log WHERE game = ANY($1) ORDER BY game, seq",
            [&ids],
        )?;
        while let Some(row) = rows.next()? {
            logs[position[&row.get::<_, i64>(0)]].push(decode(row.get::<_, &[u8]>(1))?);
        }
        Ok(logs)
    }

    /// How many games not over `user` plays, as `transaction` sees them.
    pub(super) fn games_playing(
        transaction: &mut Tx<'_>,
        user: UserId,
    ) -> Result<usize, StoreError> {
        let playing: i64 = transaction
            .query_one(
                "SELECT count(*) FROM games WHERE NOT finished AND players @> ARRAY[$1::bigint]",
                &[&sql(user.0)],
            )?
            .get(0);
        Ok(playing as usize)
    }

    /// Turns an accepted challenge into a numbered game, if the challenge is still as `accepted`.
    pub fn start_game(
        &self,
        accepted: &ChallengeRecord,
        make: impl FnOnce(GameId) -> GameRecord,
        parcel: impl FnOnce(&GameRecord) -> Option<Parcel>,
        quota: &Quota,
    ) -> Result<(GameRecord, Option<ParcelId>), StoreError> {
        let mut client = self.pool.get()?;
        let mut transaction = client.transaction()?;
        Self::lock_challenge(&mut transaction, accepted)?;
        // Games are numbered one at a time (the counter's row stays locked until the commit), so the
        // games counted after the numbering include every game started before.
        let record = make(GameId(Self::next(&mut transaction, "last_game")?));
        for player in record.distinct_players() {
            quota.check_player(player, Self::games_playing(&mut transaction, player.id)?)?;
        }
        Self::end_challenge(
            &mut transaction,
            accepted.id,
            &ChallengeEnd::Started(record.id),
        )?;
        Self::write_game(&mut transaction, None, &record, None)?;
        let parcel = self.enqueue(&mut transaction, parcel(&record).as_ref())?;
        transaction.commit()?;
        Ok((record, parcel))
    }

    /// Saves a game's new state with its log entry, ratings and parcel, in one transaction on the locked
    /// row of the game; refused with [`StoreError::Conflict`] when the stored game is not `previous`, in
    /// any field (another process moved it, or offered a draw, or sent its reminder).
    pub fn save_game(
        &self,
        previous: &GameRecord,
        record: &GameRecord,
        entry: Option<&LogEntry>,
        parcel: Option<&Parcel>,
    ) -> Result<Option<ParcelId>, StoreError> {
        let mut client = self.pool.get()?;
        let mut transaction = client.transaction()?;
        let stored = transaction.query_opt(
            "SELECT record FROM games WHERE id = $1 FOR UPDATE",
            &[&sql(record.id.0)],
        )?;
        if let Some(row) = stored {
            let stored: GameRecord = decode_record(row.get::<_, &[u8]>(0))?;
            if stored != *previous {
                return Err(StoreError::Conflict(record.id.0));
            }
        }
        Self::write_game(&mut transaction, Some(previous), record, entry)?;
        let parcel = self.enqueue(&mut transaction, parcel)?;
        transaction.commit()?;
        Ok(parcel)
    }

    pub(super) fn write_game(
        transaction: &mut Tx<'_>,
        previous: Option<&GameRecord>,
        record: &GameRecord,
        entry: Option<&LogEntry>,
    ) -> Result<(), StoreError> {
        let row = GameRow::of(record);
        transaction.execute(
            "INSERT INTO games (id, record, finished, listed, server, place, channels, players, deadline)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
             ON CONFLICT (id) DO UPDATE SET record = excluded.record, finished = excluded.finished,
                 listed = excluded.listed, server = excluded.server, place = excluded.place,
                 channels = excluded.channels, players = excluded.players, deadline = excluded.deadline,
                 claimed_until = 0",
            &row.values(),
        )?;
        if let Some(rated) = record
            .rating
            .as_ref()
            .filter(|_| previous.is_none_or(|previous| previous.rating.is_none()))
        {
            // Ratings were read after the last rated game's number: when another game was rated since
            // (in another process), they may be stale, and the change is refused.
            let advanced = transaction.execute(
                "UPDATE meta SET value = $1 WHERE key = 'last_rated' AND value + 1 = $1",
                &[&sql(rated.seq)],
            )?;
            if advanced != 1 {
                return Err(StoreError::Conflict(record.id.0));
            }
            for seat in &rated.seats {
                let stored = crate::store::stored_rating(record, rated, seat);
                Self::put_rating(transaction, &stored)?;
                transaction.execute(
                    "INSERT INTO server_players (server, game, seats, player) VALUES ($1, $2, $3, $4)
                     ON CONFLICT DO NOTHING",
                    &[
                        &sql(record.server.0),
                        &rated.pool.game,
                        &i16::from(rated.pool.players),
                        &sql(seat.user.0),
                    ],
                )?;
            }
        }
        if let Some(entry) = entry {
            transaction.execute(
                "INSERT INTO log (game, seq, entry) VALUES ($1, $2, $3)",
                &[&sql(record.id.0), &sql(entry.index), &encode(entry)],
            )?;
        }
        Ok(())
    }

    fn put_rating(
        transaction: &mut Tx<'_>,
        rating: &crate::ratings::PlayerRating,
    ) -> Result<(), StoreError> {
        transaction.execute(
            "INSERT INTO ratings (game, seats, player, record) VALUES ($1, $2, $3, $4)
             ON CONFLICT (game, seats, player) DO UPDATE SET record = excluded.record",
            &[
                &rating.pool.game,
                &i16::from(rating.pool.players),
                &sql(rating.user.0),
                &encode(rating),
            ],
        )?;
        Ok(())
    }

    /// The first time after `after` when a game clock or a challenge falls due, if any does.
    pub fn next_due(&self, after: Millis) -> Result<Option<Millis>, StoreError> {
        let row = self.pool.get()?.query_one(
            "SELECT least((SELECT min(deadline) FROM games WHERE NOT finished AND deadline > $1),
                          (SELECT min(expires) FROM challenges WHERE expires > $1))",
            &[&sql(after)],
        )?;
        Ok(row.get::<_, Option<i64>>(0).map(id))
    }

    /// Claims up to `limit` games whose clock is due at `now` and that no process holds a claim to,
    /// until `until`, earliest deadline first. The rows are picked with `FOR UPDATE SKIP LOCKED`, so that
    /// processes claiming at once never claim one game both, and marked claimed in the same statement:
    /// until `until`, or until the game is written (its deadline handled), no other process claims it. A
    /// process that dies holding a claim leaves the game to the others once `until` passes.
    pub fn claim_due(
        &self,
        now: Millis,
        limit: usize,
        until: Millis,
    ) -> Result<Vec<GameId>, StoreError> {
        let rows = self.pool.get()?.query(
            "UPDATE games SET claimed_until = $2 WHERE id IN (
                 SELECT id FROM games WHERE NOT finished AND deadline <= $1 AND claimed_until <= $1
                 ORDER BY deadline, id LIMIT $3 FOR UPDATE SKIP LOCKED)
             RETURNING deadline, id",
            &[&sql(now), &sql(until), &(limit as i64)],
        )?;
        let mut claimed: Vec<(i64, i64)> =
            rows.iter().map(|row| (row.get(0), row.get(1))).collect();
        claimed.sort_unstable();
        Ok(claimed
            .into_iter()
            .map(|(_, game)| GameId(id(game)))
            .collect())
    }
}
