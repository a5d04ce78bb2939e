//! Challenges: numbered as they are made, changed as seats are taken, and ended (started, declined,
//! withdrawn or expired), keeping how each ended.

use super::PgStore;
use super::pool::{Queries, Tx};
use super::rows::{ChallengeRow, id, sql};
use crate::model::{ChallengeId, ChannelId, Millis, ServerId, UserId};
use crate::store::{
    ChallengeEnd, ChallengeRecord, Parcel, ParcelId, Quota, StoreError, decode, decode_record,
    encode,
};

impl PgStore {
    /// A waiting challenge.
    pub fn challenge(&self, id: ChallengeId) -> Result<Option<ChallengeRecord>, StoreError> {
        self.record("SELECT record FROM challenges WHERE id = $1", &[&sql(id.0)])
    }

    fn readable_challenges(
        &self,
        query: &str,
        params: &[&(dyn postgres::types::ToSql + Sync)],
    ) -> Result<Vec<ChallengeRecord>, StoreError> {
        let rows = self.pool.get()?.query(query, params)?;
        Ok(rows
            .iter()
            .filter_map(|row| match decode_record(row.get::<_, &[u8]>(0)) {
                Ok(challenge) => Some(challenge),
                Err(error) => {
                    tracing::error!(%error, "an unreadable challenge is skipped");
                    None
                }
            })
            .collect())
    }

    /// Every waiting challenge.
    pub fn challenges(&self) -> Result<Vec<ChallengeRecord>, StoreError> {
        self.readable_challenges("SELECT record FROM challenges ORDER BY id", &[])
    }

    /// The waiting challenges made in `channel`.
    pub fn challenges_in_channel(
        &self,
        channel: ChannelId,
    ) -> Result<Vec<ChallengeRecord>, StoreError> {
        self.readable_challenges(
            "SELECT record FROM challenges WHERE channel = $1 ORDER BY id",
            &[&sql(channel.0)],
        )
    }

    /// The waiting challenges `user` made or was named in.
    pub fn challenges_of_user(&self, user: UserId) -> Result<Vec<ChallengeRecord>, StoreError> {
        self.readable_challenges(
            "SELECT record FROM challenges WHERE users @> ARRAY[$1::bigint] ORDER BY id",
            &[&sql(user.0)],
        )
    }

    /// The waiting challenges made in `server`.
    pub fn challenges_in_server(
        &self,
        server: ServerId,
    ) -> Result<Vec<ChallengeRecord>, StoreError> {
        self.readable_challenges(
            "SELECT record FROM challenges WHERE server = $1 ORDER BY id",
            &[&sql(server.0)],
        )
    }

    /// Advances a counter inside `transaction` (its row stays locked until the commit) and returns the new
    /// value.
    pub(super) fn next(transaction: &mut Tx<'_>, key: &str) -> Result<u64, StoreError> {
        let row = transaction.query_one(
            "UPDATE meta SET value = value + 1 WHERE key = $1 RETURNING value",
            &[&key],
        )?;
        Ok(id(row.get(0)))
    }

    fn write_challenge(
        transaction: &mut Tx<'_>,
        challenge: &ChallengeRecord,
    ) -> Result<(), StoreError> {
        let row = ChallengeRow::of(challenge);
        transaction.execute(
            "INSERT INTO challenges (id, record, channel, server, users, expires)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (id) DO UPDATE SET record = excluded.record, channel = excluded.channel,
                 server = excluded.server, users = excluded.users, expires = excluded.expires",
            &row.values(),
        )?;
        Ok(())
    }

    /// Numbers and saves a new challenge.
    ///
    /// Challenges are numbered one at a time (the counter's row stays locked until the commit), so the
    /// challenges and games counted against `quota` after the numbering include every one made before.
    pub fn create_challenge(
        &self,
        make: impl FnOnce(ChallengeId) -> ChallengeRecord,
        parcel: impl FnOnce(&ChallengeRecord) -> Option<Parcel>,
        quota: &Quota,
    ) -> Result<(ChallengeRecord, Option<ParcelId>), StoreError> {
        let mut client = self.pool.get()?;
        let mut transaction = client.transaction()?;
        let record = make(ChallengeId(Self::next(&mut transaction, "last_challenge")?));
        let challenger = &record.challenger;
        let rows = transaction.query(
            "SELECT record FROM challenges WHERE users @> ARRAY[$1::bigint] AND expires > $2",
            &[&sql(challenger.id.0), &sql(quota.now)],
        )?;
        let mut waiting = 0;
        for row in rows {
            let made: ChallengeRecord = decode_record(row.get::<_, &[u8]>(0))?;
            waiting += usize::from(made.challenger.id == challenger.id);
        }
        let playing = Self::games_playing(&mut transaction, challenger.id)?;
        quota.check_challenger(challenger, waiting, playing)?;
        Self::write_challenge(&mut transaction, &record)?;
        let parcel = self.enqueue(&mut transaction, parcel(&record).as_ref())?;
        transaction.commit()?;
        Ok((record, parcel))
    }

    /// Locks the row of the waiting challenge `previous` was read from, and checks that it is unchanged.
    pub(super) fn lock_challenge(
        transaction: &mut Tx<'_>,
        previous: &ChallengeRecord,
    ) -> Result<(), StoreError> {
        let row = transaction.query_opt(
            "SELECT record FROM challenges WHERE id = $1 FOR UPDATE",
            &[&sql(previous.id.0)],
        )?;
        let stored: Option<ChallengeRecord> = row
            .map(|row| decode_record(row.get::<_, &[u8]>(0)))
            .transpose()?;
        if stored.as_ref() != Some(previous) {
            return Err(StoreError::ChallengeChanged(previous.id.0));
        }
        Ok(())
    }

    /// Saves a changed challenge, if it is still as `previous`.
    pub fn put_challenge(
        &self,
        previous: &ChallengeRecord,
        challenge: &ChallengeRecord,
        parcel: Option<&Parcel>,
    ) -> Result<Option<ParcelId>, StoreError> {
        let mut client = self.pool.get()?;
        let mut transaction = client.transaction()?;
        Self::lock_challenge(&mut transaction, previous)?;
        Self::write_challenge(&mut transaction, challenge)?;
        let parcel = self.enqueue(&mut transaction, parcel)?;
        transaction.commit()?;
        Ok(parcel)
    }

    pub(super) fn end_challenge(
        transaction: &mut Tx<'_>,
        id: ChallengeId,
        end: &ChallengeEnd,
    ) -> Result<(), StoreError> {
        transaction.execute("DELETE FROM challenges WHERE id = $1", &[&sql(id.0)])?;
        transaction.execute(
            "INSERT INTO challenge_ends (id, ending) VALUES ($1, $2)
             ON CONFLICT (id) DO UPDATE SET ending = excluded.ending",
            &[&sql(id.0), &encode(end)],
        )?;
        Ok(())
    }

    /// Removes a challenge that ended without a game, if it is still as `previous`.
    pub fn remove_challenge(
        &self,
        previous: &ChallengeRecord,
        end: ChallengeEnd,
        parcel: Option<&Parcel>,
    ) -> Result<Option<ParcelId>, StoreError> {
        let mut client = self.pool.get()?;
        let mut transaction = client.transaction()?;
        Self::lock_challenge(&mut transaction, previous)?;
        Self::end_challenge(&mut transaction, previous.id, &end)?;
        let parcel = self.enqueue(&mut transaction, parcel)?;
        transaction.commit()?;
        Ok(parcel)
    }

    /// How a challenge ended.
    pub fn challenge_end(&self, id: ChallengeId) -> Result<Option<ChallengeEnd>, StoreError> {
        let row = self.pool.get()?.query_opt(
            "SELECT ending FROM challenge_ends WHERE id = $1",
            &[&sql(id.0)],
        )?;
        row.map(|row| decode(row.get::<_, &[u8]>(0))).transpose()
    }

    /// The waiting challenges that lapsed by `now`, earliest first.
    pub fn lapsed_challenges(&self, now: Millis) -> Result<Vec<ChallengeId>, StoreError> {
        let rows = self.pool.get()?.query(
            "SELECT id FROM challenges WHERE expires <= $1 ORDER BY expires, id",
            &[&sql(now)],
        )?;
        Ok(rows.iter().map(|row| ChallengeId(id(row.get(0)))).collect())
    }
}
