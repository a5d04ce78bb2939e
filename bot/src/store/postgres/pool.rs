//! The connections of a PostgreSQL store: a small pool of our own, and on each connection the statements
//! prepared on it. A query given to the client as text is prepared anew each time, a round trip to the
//! server of its own; here each text is prepared once per connection and then only executed.

use super::blocking;
use crate::store::StoreError;
use postgres::types::ToSql;
use postgres::{Client, GenericClient, NoTls, Row, Statement, Transaction};
use std::collections::HashMap;
use std::sync::{Condvar, Mutex, MutexGuard};

/// How many connections one process keeps at most.
const CONNECTIONS: usize = 8;

/// A few connections to one database, opened when first needed and reused; a closed one is dropped.
pub(super) struct Pool {
    address: String,
    state: Mutex<PoolState>,
    returned: Condvar,
}

struct PoolState {
    idle: Vec<Connection>,
    open: usize,
}

/// A connection taken from the pool, given back when dropped.
pub(super) struct Pooled<'a> {
    pool: &'a Pool,
    connection: Option<Connection>,
}

impl std::ops::Deref for Pooled<'_> {
    type Target = Connection;
    fn deref(&self) -> &Connection {
        self.connection.as_ref().expect("held until dropped")
    }
}

impl std::ops::DerefMut for Pooled<'_> {
    fn deref_mut(&mut self) -> &mut Connection {
        self.connection.as_mut().expect("held until dropped")
    }
}

impl Drop for Pooled<'_> {
    fn drop(&mut self) {
        let mut state = self.pool.lock();
        match self.connection.take() {
            Some(connection) if !connection.client.is_closed() => state.idle.push(connection),
            _ => state.open -= 1,
        }
        self.pool.returned.notify_one();
    }
}

impl Drop for Pool {
    /// Each client owns a small runtime, which may not be dropped on an async worker thread.
    fn drop(&mut self) {
        let idle = std::mem::take(&mut self.lock().idle);
        blocking(move || drop(idle));
    }
}

impl Pool {
    /// A pool of connections to `address`, none open yet.
    pub(super) fn new(address: &str) -> Self {
        Self {
            address: address.to_owned(),
            state: Mutex::new(PoolState {
                idle: Vec::new(),
                open: 0,
            }),
            returned: Condvar::new(),
        }
    }

    /// The address of the database.
    pub(super) fn address(&self) -> &str {
        &self.address
    }

    fn lock(&self) -> MutexGuard<'_, PoolState> {
        self.state
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
    }

    /// An idle connection, a new one while there are fewer than [`CONNECTIONS`], or the first one given
    /// back.
    pub(super) fn get(&self) -> Result<Pooled<'_>, StoreError> {
        let mut state = self.lock();
        loop {
            if let Some(connection) = state.idle.pop() {
                return Ok(Pooled {
                    pool: self,
                    connection: Some(connection),
                });
            }
            if state.open < CONNECTIONS {
                state.open += 1;
                drop(state);
                return match Client::connect(&self.address, NoTls) {
                    Ok(client) => Ok(Pooled {
                        pool: self,
                        connection: Some(Connection {
                            client,
                            statements: Statements::default(),
                        }),
                    }),
                    Err(error) => {
                        self.lock().open -= 1;
                        self.returned.notify_one();
                        Err(error.into())
                    }
                };
            }
            state = self
                .returned
                .wait(state)
                .unwrap_or_else(|poison| poison.into_inner());
        }
    }
}

/// The statements prepared on one connection, by their text.
#[derive(Default)]
pub(super) struct Statements(HashMap<String, Statement>);

impl Statements {
    /// The statement of `text` on `client`'s connection, prepared the first time it is asked for.
    fn prepared(
        &mut self,
        client: &mut impl GenericClient,
        text: &str,
    ) -> Result<Statement, postgres::Error> {
        if let Some(statement) = self.0.get(text) {
            return Ok(statement.clone());
        }
        let statement = client.prepare(text)?;
        self.0.insert(text.to_owned(), statement.clone());
        Ok(statement)
    }
}

/// One connection to the database and the statements prepared on it.
pub(super) struct Connection {
    client: Client,
    statements: Statements,
}

impl Connection {
    /// Begins a transaction, which rolls back unless committed.
    pub(super) fn transaction(&mut self) -> Result<Tx<'_>, postgres::Error> {
        Ok(Tx {
            transaction: self.client.transaction()?,
            statements: &mut self.statements,
        })
    }
}

/// A transaction on a connection of the pool, running the connection's prepared statements.
pub(super) struct Tx<'a> {
    transaction: Transaction<'a>,
    statements: &'a mut Statements,
}

impl Tx<'_> {
    /// Commits the transaction.
    pub(super) fn commit(self) -> Result<(), postgres::Error> {
        self.transaction.commit()
    }
}

/// Queries by their text, each prepared once on its connection: on a connection or in a transaction.
pub(super) trait Queries {
    /// What runs the statements (a client or a transaction).
    type Runner: GenericClient;

    /// What runs the statements and the statements prepared on its connection.
    fn parts(&mut self) -> (&mut Self::Runner, &mut Statements);

    /// What runs the statements, with the statement of `text`, prepared on its connection the first time.
    fn prepared(&mut self, text: &str) -> Result<(&mut Self::Runner, Statement), postgres::Error> {
        let (runner, statements) = self.parts();
        let statement = statements.prepared(runner, text)?;
        Ok((runner, statement))
    }

    /// What runs the statements, for what is not worth preparing (a `COPY`, a query streamed once).
    fn runner(&mut self) -> &mut Self::Runner {
        self.parts().0
    }

    /// The rows `text` returns with `params`.
    fn query(
        &mut self,
        text: &str,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<Vec<Row>, postgres::Error> {
        let (runner, statement) = self.prepared(text)?;
        runner.query(&statement, params)
    }

    /// The one row `text` returns with `params`; an error if it returns another number of rows.
    fn query_one(
        &mut self,
        text: &str,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<Row, postgres::Error> {
        let (runner, statement) = self.prepared(text)?;
        runner.query_one(&statement, params)
    }

    /// The row `text` returns with `params`, if any; an error if it returns more than one.
    fn query_opt(
        &mut self,
        text: &str,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<Option<Row>, postgres::Error> {
        let (runner, statement) = self.prepared(text)?;
        runner.query_opt(&statement, params)
    }

    /// Runs `text` with `params`; the number of rows it changed.
    fn execute(
        &mut self,
        text: &str,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<u64, postgres::Error> {
        let (runner, statement) = self.prepared(text)?;
        runner.execute(&statement, params)
    }

    /// Runs statements separated by semicolons, without parameters, as one simple query (nothing is
    /// prepared).
    fn batch_execute(&mut self, text: &str) -> Result<(), postgres::Error> {
        self.parts().0.batch_execute(text)
    }
}

impl Queries for Connection {
    type Runner = Client;
    fn parts(&mut self) -> (&mut Client, &mut Statements) {
        (&mut self.client, &mut self.statements)
    }
}

impl<'a> Queries for Tx<'a> {
    type Runner = Transaction<'a>;
    fn parts(&mut self) -> (&mut Transaction<'a>, &mut Statements) {
        (&mut self.transaction, self.statements)
    }
}
