//! A whole database at once, for `umpire migrate`: every record read, and a dump written in one
//! transaction.

use super::SledStore;
use crate::model::{ChallengeId, GameId, UserId};
use crate::store::journal::Writes;
use crate::store::keys;
use crate::store::{
    ChallengeEnd, GameRecord, ServerRecord, SetupRecord, StoreError, UserRecord, decode, encode,
};

impl SledStore {
    /// Every game, finished or not, by number.
    pub fn all_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        self.scan_records(&keys::games())
    }

    /// The counters.
    pub fn counters(&self) -> Result<crate::store::copy::Counters, StoreError> {
        Ok(crate::store::copy::Counters {
            last_game: self.counter(keys::LAST_GAME)?,
            last_challenge: self.counter(keys::LAST_CHALLENGE)?,
            last_rated: self.counter(keys::LAST_RATED)?,
            last_tournament: self.counter(keys::LAST_TOURNAMENT)?,
        })
    }

    /// How every ended challenge ended, by number.
    pub fn challenge_ends(&self) -> Result<Vec<(ChallengeId, ChallengeEnd)>, StoreError> {
        let mut ends = Vec::new();
        for item in self.db.scan_prefix(keys::challenge_ends()) {
            let (key, value) = item?;
            let id = keys::id_at(&key, 0)
                .ok_or_else(|| StoreError::Corrupt("a challenge end key is too short".into()))?;
            ends.push((ChallengeId(id), decode(&value)?));
        }
        Ok(ends)
    }

    /// Every user's settings.
    pub fn users(&self) -> Result<Vec<UserRecord>, StoreError> {
        self.scan_records(&keys::users())
    }

    /// Every server's settings.
    pub fn servers(&self) -> Result<Vec<ServerRecord>, StoreError> {
        self.scan_records(&keys::servers())
    }

    /// Every named setup.
    pub fn all_setups(&self) -> Result<Vec<SetupRecord>, StoreError> {
        self.scan_records(&keys::setups())
    }

    /// Who follows which game.
    pub fn all_follows(&self) -> Result<Vec<(GameId, UserId)>, StoreError> {
        let mut follows = Vec::new();
        for item in self.db.scan_prefix(keys::all_followers()) {
            let (key, _) = item?;
            let (Some(game), Some(user)) = (keys::id_at(&key, 0), keys::id_at(&key, 1)) else {
                return Err(StoreError::Corrupt("a follower key is too short".into()));
            };
            follows.push((GameId(game), UserId(user)));
        }
        Ok(follows)
    }

    /// Writes a whole database's records, with their indexes, in one atomic write.
    pub fn load(&self, dump: &crate::store::copy::Dump) -> Result<(), StoreError> {
        let mut batch = Writes::default();
        let counters = dump.counters;
        batch.insert(keys::LAST_GAME, encode(&counters.last_game));
        batch.insert(keys::LAST_CHALLENGE, encode(&counters.last_challenge));
        batch.insert(keys::LAST_TOURNAMENT, encode(&counters.last_tournament));
        for (game, log) in &dump.games {
            Self::write_game(&mut batch, None, game, None);
            for entry in log {
                batch.insert(keys::log_entry(game.id, entry.index), encode(entry));
            }
        }
        // Written after the games, whose ratings were those of their own end.
        batch.insert(keys::LAST_RATED, encode(&counters.last_rated));
        for rating in &dump.ratings {
            batch.insert(keys::rating(&rating.pool, rating.user), encode(rating));
        }
        for challenge in &dump.challenges {
            Self::write_challenge(&mut batch, challenge);
        }
        for (id, end) in &dump.challenge_ends {
            batch.insert(keys::challenge_end(*id), encode(end));
        }
        for user in &dump.users {
            batch.insert(keys::user(user.id), encode(user));
        }
        for server in &dump.servers {
            batch.insert(keys::server(server.id), encode(server));
        }
        for setup in &dump.setups {
            batch.insert(
                keys::named_setup(setup.user, setup.kind.id(), &setup.name),
                encode(setup),
            );
        }
        for (game, user) in &dump.follows {
            batch.insert(keys::follower(*game, *user), b"");
            batch.insert(keys::following(*user, *game), b"");
        }
        for parcel in &dump.parcels {
            self.enqueue(&mut batch, Some(parcel))?;
        }
        for analysis in &dump.analyses {
            Self::write_analysis(&mut batch, analysis);
        }
        for tournament in &dump.tournaments {
            Self::write_tournament(&mut batch, tournament);
        }
        self.commit(batch)
    }
}
