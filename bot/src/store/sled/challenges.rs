//! Challenges: numbered as they are made, changed as seats are taken, and ended (started, declined,
//! withdrawn or expired), keeping how each ended.

use super::SledStore;
use crate::model::{ChallengeId, ChannelId, ServerId, UserId};
use crate::store::journal::Writes;
use crate::store::keys;
use crate::store::{
    ChallengeEnd, ChallengeRecord, Parcel, ParcelId, Quota, StoreError, decode, decode_record,
    encode,
};

impl SledStore {
    /// A challenge that is still waiting.
    pub fn challenge(&self, id: ChallengeId) -> Result<Option<ChallengeRecord>, StoreError> {
        self.get(&keys::challenge(id))
    }

    /// Every challenge still waiting, oldest first (for the clock, on start).
    pub fn challenges(&self) -> Result<Vec<ChallengeRecord>, StoreError> {
        let mut challenges = Vec::new();
        for item in self.db.scan_prefix(keys::challenges()) {
            let (_, value) = item?;
            match decode_record(&value) {
                Ok(challenge) => challenges.push(challenge),
                Err(error) => tracing::error!(%error, "an unreadable challenge is skipped"),
            }
        }
        Ok(challenges)
    }

    /// The waiting challenges made in `channel`, oldest first.
    pub fn challenges_in_channel(
        &self,
        channel: ChannelId,
    ) -> Result<Vec<ChallengeRecord>, StoreError> {
        self.indexed_challenges(&keys::channel_challenges(channel))
    }

    /// The waiting challenges `user` made or was named in, oldest first.
    pub fn challenges_of_user(&self, user: UserId) -> Result<Vec<ChallengeRecord>, StoreError> {
        self.indexed_challenges(&keys::user_challenges(user))
    }

    /// The waiting challenges made in `server`, oldest first.
    pub fn challenges_in_server(
        &self,
        server: ServerId,
    ) -> Result<Vec<ChallengeRecord>, StoreError> {
        self.indexed_challenges(&keys::server_challenges(server))
    }

    fn indexed_challenges(&self, prefix: &[u8]) -> Result<Vec<ChallengeRecord>, StoreError> {
        let mut challenges = Vec::new();
        for item in self.db.scan_prefix(prefix) {
            let (key, _) = item?;
            let id = keys::id_at(&key, 1)
                .ok_or_else(|| StoreError::Corrupt("an index key is too short".into()))?;
            if let Some(challenge) = self.challenge(ChallengeId(id))? {
                challenges.push(challenge);
            }
        }
        Ok(challenges)
    }

    /// Writes a challenge and its index entries.
    pub(super) fn write_challenge(batch: &mut Writes, challenge: &ChallengeRecord) {
        batch.insert(keys::challenge(challenge.id), encode(challenge));
        for key in Self::challenge_indexes(challenge) {
            batch.insert(key, b"");
        }
    }

    /// The index entries of a challenge: its channel, its server, its challenger and everyone named.
    fn challenge_indexes(challenge: &ChallengeRecord) -> Vec<Vec<u8>> {
        let id = challenge.id;
        let mut keys = vec![
            keys::challenge_in_channel(challenge.channel, id),
            keys::challenge_in_server(challenge.server, id),
            keys::challenge_of_user(challenge.challenger.id, id),
        ];
        keys.extend(
            challenge
                .invited
                .iter()
                .chain(&challenge.joined)
                .map(|user| keys::challenge_of_user(user.id, id)),
        );
        keys
    }

    /// Removes a challenge and its index entries.
    pub(super) fn unwrite_challenge(
        &self,
        batch: &mut Writes,
        id: ChallengeId,
    ) -> Result<(), StoreError> {
        if let Some(challenge) = self.challenge(id)? {
            for key in Self::challenge_indexes(&challenge) {
                batch.remove(key);
            }
        }
        batch.remove(keys::challenge(id));
        Ok(())
    }

    /// Numbers and saves a new challenge, with what its making says (`parcel` gets the new record).
    pub fn create_challenge(
        &self,
        make: impl FnOnce(ChallengeId) -> ChallengeRecord,
        parcel: impl FnOnce(&ChallengeRecord) -> Option<Parcel>,
        quota: &Quota,
    ) -> Result<(ChallengeRecord, Option<ParcelId>), StoreError> {
        let _numbering = self
            .numbering
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        let id = ChallengeId(self.counter(keys::LAST_CHALLENGE)? + 1);
        let record = make(id);
        let challenger = &record.challenger;
        let waiting = self
            .challenges_of_user(challenger.id)?
            .iter()
            .filter(|made| made.challenger.id == challenger.id && made.expires > quota.now)
            .count();
        let playing = self.games_of_user(challenger.id)?.len();
        quota.check_challenger(challenger, waiting, playing)?;
        let mut batch = Writes::default();
        batch.insert(keys::LAST_CHALLENGE, encode(&id.0));
        Self::write_challenge(&mut batch, &record);
        let parcel = self.enqueue(&mut batch, parcel(&record).as_ref())?;
        self.commit(batch)?;
        Ok((record, parcel))
    }

    /// Refused unless the stored challenge is still `previous`.
    pub(super) fn check_challenge(&self, previous: &ChallengeRecord) -> Result<(), StoreError> {
        if self.challenge(previous.id)?.as_ref() != Some(previous) {
            return Err(StoreError::ChallengeChanged(previous.id.0));
        }
        Ok(())
    }

    /// Saves a changed challenge (a seat taken), if it is still as `previous`, with what the change says.
    pub fn put_challenge(
        &self,
        previous: &ChallengeRecord,
        challenge: &ChallengeRecord,
        parcel: Option<&Parcel>,
    ) -> Result<Option<ParcelId>, StoreError> {
        self.check_challenge(previous)?;
        let mut batch = Writes::default();
        Self::write_challenge(&mut batch, challenge);
        let id = self.enqueue(&mut batch, parcel)?;
        self.commit(batch)?;
        Ok(id)
    }

    /// Removes a challenge that ended without a game (declined, withdrawn or expired), if it is still as
    /// `previous`, keeping how it ended, with what the change says.
    pub fn remove_challenge(
        &self,
        previous: &ChallengeRecord,
        end: ChallengeEnd,
        parcel: Option<&Parcel>,
    ) -> Result<Option<ParcelId>, StoreError> {
        self.check_challenge(previous)?;
        let id = previous.id;
        let mut batch = Writes::default();
        self.unwrite_challenge(&mut batch, id)?;
        batch.insert(keys::challenge_end(id), encode(&end));
        let parcel = self.enqueue(&mut batch, parcel)?;
        self.commit(batch)?;
        Ok(parcel)
    }

    /// How a challenge that no longer waits ended, if it ever existed.
    pub fn challenge_end(&self, id: ChallengeId) -> Result<Option<ChallengeEnd>, StoreError> {
        self.db
            .get(keys::challenge_end(id))?
            .map(|bytes| decode(&bytes))
            .transpose()
    }

    /// The waiting challenges that lapsed by `now`, earliest first.
    pub fn lapsed_challenges(
        &self,
        now: crate::model::Millis,
    ) -> Result<Vec<ChallengeId>, StoreError> {
        let mut challenges: Vec<(crate::model::Millis, ChallengeId)> = self
            .challenges()?
            .into_iter()
            .filter(|challenge| challenge.expires <= now)
            .map(|challenge| (challenge.expires, challenge.id))
            .collect();
        challenges.sort_unstable();
        Ok(challenges.into_iter().map(|(_, id)| id).collect())
    }
}
