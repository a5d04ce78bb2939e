//! Users' and servers' settings, named setups, the local mode's names, and who follows which game.

use super::PgStore;
use super::pool::Queries;
use super::rows::{id, sql};
use crate::model::{ChannelId, GameId, Millis, ServerId, UserId};
use crate::store::{
    Counted, FollowQuota, LocalName, ServerRecord, SetupRecord, StoreError, UserRecord, encode,
};
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

    /// Makes `user` follow `game`, within `quota`: counted and made in one transaction, one follow at a
    /// time.
    pub fn follow(
        &self,
        game: GameId,
        user: UserId,
        quota: &FollowQuota,
    ) -> Result<(), StoreError> {
        let mut client = self.pool.get()?;
        let mut transaction = client.transaction()?;
        transaction.execute("SELECT pg_advisory_xact_lock($1)", &[&super::FOLLOW_LOCK])?;
        let (game_id, user_id) = (sql(game.0), sql(user.0));
        let already = transaction.query_opt(
            "SELECT 1 FROM follows WHERE game = $1 AND player = $2",
            &[&game_id, &user_id],
        )?;
        if already.is_none() {
            let following: i64 = transaction
                .query_one(
                    "SELECT count(*) FROM follows JOIN games ON games.id = follows.game
                     WHERE follows.player = $1 AND NOT games.finished",
                    &[&user_id],
                )?
                .get(0);
            let followers: i64 = transaction
                .query_one("SELECT count(*) FROM follows WHERE game = $1", &[&game_id])?
                .get(0);
            quota.check(user, following as usize, game, followers as usize)?;
            transaction.execute(
                "INSERT INTO follows (game, player) VALUES ($1, $2)",
                &[&game_id, &user_id],
            )?;
        }
        transaction.commit()?;
        Ok(())
    }

    /// Stops `user` following `game`.
    pub fn unfollow(&self, game: GameId, user: UserId) -> Result<(), StoreError> {
        self.pool.get()?.execute(
            "DELETE FROM follows WHERE game = $1 AND player = $2",
            &[&sql(game.0), &sql(user.0)],
        )?;
        Ok(())
    }

    /// Counts a command of `user` against the limit every process of the database shares: the user's
    /// row is locked while their commands of the last minute are counted, and the forgetting of older
    /// ones and the counting of this one are committed without waiting for the server's disk (a count
    /// lost in a crash only lets one more command through).
    pub fn count_command(
        &self,
        user: UserId,
        now: Millis,
        per_minute: usize,
    ) -> Result<Counted, StoreError> {
        let mut client = self.pool.get()?;
        let mut transaction = client.transaction()?;
        transaction.batch_execute("SET LOCAL synchronous_commit TO off")?;
        let player = sql(user.0);
        let told: bool = transaction
            .query_one(
                "INSERT INTO command_limits (player) VALUES ($1)
                 ON CONFLICT (player) DO UPDATE SET player = excluded.player RETURNING told",
                &[&player],
            )?
            .get(0);
        let since = sql(now.saturating_sub(crate::store::rate::WINDOW));
        transaction.execute(
            "DELETE FROM recent_commands WHERE player = $1 AND at <= $2",
            &[&player, &since],
        )?;
        let recent: i64 = transaction
            .query_one(
                "SELECT count(*) FROM recent_commands WHERE player = $1",
                &[&player],
            )?
            .get(0);
        let counted = if (recent as usize) < per_minute {
            transaction.execute(
                "INSERT INTO recent_commands (player, at) VALUES ($1, $2)",
                &[&player, &sql(now)],
            )?;
            Counted::Under
        } else if told {
            Counted::StillOver
        } else {
            Counted::FirstOver
        };
        let telling = counted != Counted::Under;
        if telling != told {
            transaction.execute(
                "UPDATE command_limits SET told = $2 WHERE player = $1",
                &[&player, &telling],
            )?;
        }
        transaction.commit()?;
        Ok(counted)
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
