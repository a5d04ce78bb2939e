//! Users' and servers' settings, named setups, the local mode's names, and who follows which game.

use super::SledStore;
use crate::model::{ChannelId, GameId, Millis, ServerId, UserId};
use crate::store::journal::Writes;
use crate::store::keys;
use crate::store::{
    Counted, FollowQuota, LocalName, ServerRecord, SetupRecord, StoreError, UserRecord, decode,
    encode,
};
use games::GameKind;

impl SledStore {
    /// Whether `user` follows `game`.
    pub fn follows(&self, game: GameId, user: UserId) -> Result<bool, StoreError> {
        Ok(self.db.contains_key(keys::follower(game, user))?)
    }

    /// The people who follow game `game`.
    pub fn followers(&self, game: GameId) -> Result<Vec<UserId>, StoreError> {
        Ok(self
            .index(&keys::followers(game))?
            .into_iter()
            .map(|id| UserId(id.0))
            .collect())
    }

    /// Makes `user` follow `game`, within `quota`.
    pub fn follow(
        &self,
        game: GameId,
        user: UserId,
        quota: &FollowQuota,
    ) -> Result<(), StoreError> {
        let _following = self
            .following
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        if self.follows(game, user)? {
            return Ok(());
        }
        let mut following = 0;
        for followed in self.index(&keys::followed_by(user))? {
            let id = GameId(followed.0);
            if self.game(id)?.is_some_and(|record| !record.finished) {
                following += 1;
            }
        }
        let followers = self.followers(game)?.len();
        quota.check(user, following, game, followers)?;
        let mut batch = Writes::default();
        batch.insert(keys::follower(game, user), b"");
        batch.insert(keys::following(user, game), b"");
        self.commit(batch)
    }

    /// Stops `user` following `game`.
    pub fn unfollow(&self, game: GameId, user: UserId) -> Result<(), StoreError> {
        let mut batch = Writes::default();
        batch.remove(keys::follower(game, user));
        batch.remove(keys::following(user, game));
        self.commit(batch)
    }

    /// Counts a command of `user` against the limit, in this process's memory.
    pub fn count_command(
        &self,
        user: UserId,
        now: Millis,
        per_minute: usize,
    ) -> Result<Counted, StoreError> {
        Ok(self.recent.count(user, now, per_minute))
    }

    /// Remembers a name the local mode met: a user's or a channel's, by its id.
    pub fn put_local_name(&self, name: &LocalName, text: &str) -> Result<(), StoreError> {
        let mut batch = Writes::default();
        let key = match *name {
            LocalName::User(id) => keys::local_name(0, id.0),
            LocalName::Channel(id) => keys::local_name(1, id.0),
        };
        batch.insert(key, encode(&text));
        self.commit(batch)
    }

    /// Every name the local mode met, in any order.
    pub fn local_names(&self) -> Result<Vec<(LocalName, String)>, StoreError> {
        let mut names = Vec::new();
        for item in self.db.scan_prefix(keys::local_names()) {
            let (key, value) = item?;
            let id = key
                .get(2..10)
                .and_then(|bytes| bytes.try_into().ok())
                .map(u64::from_be_bytes)
                .ok_or_else(|| StoreError::Corrupt("a short local name key".into()))?;
            let name = match key.get(1) {
                Some(0) => LocalName::User(UserId(id)),
                Some(1) => LocalName::Channel(ChannelId(id)),
                _ => return Err(StoreError::Corrupt("a local name of no known kind".into())),
            };
            names.push((name, decode::<String>(&value)?));
        }
        Ok(names)
    }

    /// A user's settings, if they have any.
    pub fn user(&self, id: UserId) -> Result<Option<UserRecord>, StoreError> {
        self.get(&keys::user(id))
    }

    /// Saves a user's settings.
    pub fn put_user(&self, user: &UserRecord) -> Result<(), StoreError> {
        let mut batch = Writes::default();
        batch.insert(keys::user(user.id), encode(user));
        self.commit(batch)
    }

    /// A server's settings.
    pub fn server(&self, id: ServerId) -> Result<Option<ServerRecord>, StoreError> {
        self.get(&keys::server(id))
    }

    /// Saves a server's settings.
    pub fn put_server(&self, server: &ServerRecord) -> Result<(), StoreError> {
        let mut batch = Writes::default();
        batch.insert(keys::server(server.id), encode(server));
        self.commit(batch)
    }

    /// The setup `user` saved for `kind` under `name`, if any.
    pub fn named_setup(
        &self,
        user: UserId,
        kind: GameKind,
        name: &str,
    ) -> Result<Option<SetupRecord>, StoreError> {
        self.get(&keys::named_setup(user, kind.id(), name))
    }

    /// Every setup `user` saved for `kind`, by name.
    pub fn named_setups(
        &self,
        user: UserId,
        kind: GameKind,
    ) -> Result<Vec<SetupRecord>, StoreError> {
        let mut setups = Vec::new();
        for item in self.db.scan_prefix(keys::named_setups(user, kind.id())) {
            let (_, value) = item?;
            setups.push(decode(&value)?);
        }
        Ok(setups)
    }

    /// Saves a named setup, replacing one of the same name.
    pub fn put_named_setup(&self, setup: &SetupRecord) -> Result<(), StoreError> {
        let mut batch = Writes::default();
        batch.insert(
            keys::named_setup(setup.user, setup.kind.id(), &setup.name),
            encode(setup),
        );
        self.commit(batch)
    }
}
