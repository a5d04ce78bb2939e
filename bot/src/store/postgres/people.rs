//! Users' and servers' settings, named setups, the local mode's names, and who follows which game.

use super::PgStore;
use super::pool::Queries;
use super::rows::{id, sql};
use crate::model::{ChannelId, GameId, ServerId, UserId};
use crate::store::{LocalName, ServerRecord, SetupRecord, StoreError, UserRecord, encode};
use games::GameKind;

impl PgStore {
    /// Whether `user` follows `game`.
    pub fn follows(&self, game: GameId, user: UserId) -> Result<bool, StoreError> {
        Ok(self
            .pool
            .get()?
            .query_opt(
                "SELECT 1 FROM follows WHERE game = $1 AND player = $2",
                &[&sql(game.0), &sql(user.0)],
            )?
            .is_some())
    }

    /// The people who follow `game`.
    pub fn followers(&self, game: GameId) -> Result<Vec<UserId>, StoreError> {
        Ok(self
            .ids(
                "SELECT player FROM follows WHERE game = $1 ORDER BY player",
                &[&sql(game.0)],
            )?
            .into_iter()
            .map(UserId)
            .collect())
    }

    /// Starts or stops `user` following `game`.
    pub fn set_following(
        &self,
        game: GameId,
        user: UserId,
        follow: bool,
    ) -> Result<(), StoreError> {
        let query = if follow {
            "INSERT INTO follows (game, player) VALUES ($1, $2) ON CONFLICT DO NOTHING"
        } else {
            "DELETE FROM follows WHERE game = $1 AND player = $2"
        };
        self.pool
            .get()?
            .execute(query, &[&sql(game.0), &sql(user.0)])?;
        Ok(())
    }

    /// Remembers a name the local mode met: a user's or a channel's, by its id.
    pub fn put_local_name(&self, name: &LocalName, text: &str) -> Result<(), StoreError> {
        let (kind, id): (i16, u64) = match *name {
            LocalName::User(user) => (0, user.0),
            LocalName::Channel(channel) => (1, channel.0),
        };
        self.pool.get()?.execute(
            "INSERT INTO local_names (kind, id, name) VALUES ($1, $2, $3)
             ON CONFLICT (kind, id) DO UPDATE SET name = excluded.name",
            &[&kind, &sql(id), &text],
        )?;
        Ok(())
    }

    /// Every name the local mode met, in any order.
    pub fn local_names(&self) -> Result<Vec<(LocalName, String)>, StoreError> {
        let rows = self
            .pool
            .get()?
            .query("SELECT kind, id, name FROM local_names", &[])?;
        rows.iter()
            .map(|row| {
                let who = id(row.get(1));
                let name = match row.get::<_, i16>(0) {
                    0 => LocalName::User(UserId(who)),
                    1 => LocalName::Channel(ChannelId(who)),
                    _ => return Err(StoreError::Corrupt("a local name of no known kind".into())),
                };
                Ok((name, row.get(2)))
            })
            .collect()
    }

    /// A user's settings.
    pub fn user(&self, id: UserId) -> Result<Option<UserRecord>, StoreError> {
        self.record("SELECT record FROM users WHERE id = $1", &[&sql(id.0)])
    }

    /// Saves a user's settings.
    pub fn put_user(&self, user: &UserRecord) -> Result<(), StoreError> {
        self.pool.get()?.execute(
            "INSERT INTO users (id, record) VALUES ($1, $2)
             ON CONFLICT (id) DO UPDATE SET record = excluded.record",
            &[&sql(user.id.0), &encode(user)],
        )?;
        Ok(())
    }

    /// A server's settings.
    pub fn server(&self, id: ServerId) -> Result<Option<ServerRecord>, StoreError> {
        self.record("SELECT record FROM servers WHERE id = $1", &[&sql(id.0)])
    }

    /// Saves a server's settings.
    pub fn put_server(&self, server: &ServerRecord) -> Result<(), StoreError> {
        self.pool.get()?.execute(
            "INSERT INTO servers (id, record) VALUES ($1, $2)
             ON CONFLICT (id) DO UPDATE SET record = excluded.record",
            &[&sql(server.id.0), &encode(server)],
        )?;
        Ok(())
    }

    /// The setup `user` saved for `kind` under `name`.
    pub fn named_setup(
        &self,
        user: UserId,
        kind: GameKind,
        name: &str,
    ) -> Result<Option<SetupRecord>, StoreError> {
        self.record(
            "SELECT record FROM setups WHERE owner = $1 AND kind = $2 AND name = $3",
            &[&sql(user.0), &kind.id(), &name],
        )
    }

    /// Every setup `user` saved for `kind`, by name.
    pub fn named_setups(
        &self,
        user: UserId,
        kind: GameKind,
    ) -> Result<Vec<SetupRecord>, StoreError> {
        self.records(
            "SELECT record FROM setups WHERE owner = $1 AND kind = $2 ORDER BY name",
            &[&sql(user.0), &kind.id()],
        )
    }

    /// Saves a named setup.
    pub fn put_named_setup(&self, setup: &SetupRecord) -> Result<(), StoreError> {
        self.pool.get()?.execute(
            "INSERT INTO setups (owner, kind, name, record) VALUES ($1, $2, $3, $4)
             ON CONFLICT (owner, kind, name) DO UPDATE SET record = excluded.record",
            &[
                &sql(setup.user.0),
                &setup.kind.id(),
                &setup.name,
                &encode(setup),
            ],
        )?;
        Ok(())
    }
}
