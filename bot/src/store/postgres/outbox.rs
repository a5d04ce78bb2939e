//! The outbox: what committed changes still have to say, kept until it is delivered, and taken over
//! from processes that are gone.

use super::pool::{Queries, Tx};
use super::rows::{id, sql};
use super::{ADOPTION_LOCK, PRESENCE_LOCK, PRESENCE_PROBE, PgStore, blocking};
use crate::store::{Parcel, ParcelId, StoreError};
use postgres::{Client, NoTls};

impl PgStore {
    /// Adds a parcel of this process to the outbox.
    pub(super) fn enqueue(
        &self,
        transaction: &mut Tx<'_>,
        parcel: Option<&Parcel>,
    ) -> Result<Option<ParcelId>, StoreError> {
        let Some(parcel) = parcel else {
            return Ok(None);
        };
        let row = transaction.query_one(
            "INSERT INTO parcels (body, owner) VALUES ($1, $2) RETURNING id",
            &[&parcel.body, &self.process],
        )?;
        let parcel_id: i64 = row.get(0);
        for (seq, blob) in parcel.blobs.iter().enumerate() {
            transaction.execute(
                "INSERT INTO parcel_blobs (parcel, seq, blob) VALUES ($1, $2, $3)",
                &[&parcel_id, &(seq as i32), blob],
            )?;
        }
        Ok(Some(id(parcel_id)))
    }

    /// Every parcel not yet delivered that this process has to deliver: its own, and those of processes
    /// gone (or from before parcels had owners), which become its own. Parcels of other live processes
    /// are theirs to deliver.
    pub fn pending_parcels(&self) -> Result<Vec<(ParcelId, Parcel)>, StoreError> {
        let mut client = self.pool.get()?;
        let mut transaction = client.transaction()?;
        self.adopt(&mut transaction)?;
        let parcels = Self::parcels(
            &mut transaction,
            "SELECT id FROM parcels WHERE owner = $1",
            &self.process,
        )?;
        transaction.commit()?;
        Ok(parcels)
    }

    /// The parcels of processes gone since this one started, which become its own to deliver: those it
    /// did not find at its start ([`PgStore::pending_parcels`]). First this process makes sure that it is
    /// not taken for gone itself ([`PgStore::keep_presence`]).
    pub fn adopt_orphaned_parcels(&self) -> Result<Vec<(ParcelId, Parcel)>, StoreError> {
        self.keep_presence()?;
        let mut client = self.pool.get()?;
        let mut transaction = client.transaction()?;
        let adopted = self.adopt(&mut transaction)?;
        if adopted.is_empty() {
            return Ok(Vec::new());
        }
        let parcels = Self::parcels(&mut transaction, "SELECT unnest($1::bigint[])", &adopted)?;
        transaction.commit()?;
        Ok(parcels)
    }

    /// Makes sure this process is still seen alive: its presence connection answers, or, lost (the server
    /// restarted, the connection broke), a new one takes this process's number again. Otherwise the other
    /// processes would take its parcels for those of a process gone, and deliver them as well.
    fn keep_presence(&self) -> Result<(), StoreError> {
        let mut presence = self
            .presence
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        if let Some(client) = presence.as_mut()
            && client.is_valid(PRESENCE_PROBE).is_ok()
        {
            return Ok(());
        }
        let lost = presence.take();
        blocking(move || drop(lost));
        let mut client = Client::connect(self.pool.address(), NoTls)?;
        let number = i32::try_from(self.process).expect("drawn as an i32");
        let taken: bool = client
            .query_one(
                "SELECT pg_try_advisory_lock($1, $2)",
                &[&PRESENCE_LOCK, &number],
            )?
            .get(0);
        if !taken {
            blocking(move || drop(client));
            return Err(StoreError::NumberTaken(self.process));
        }
        *presence = Some(Box::new(client));
        tracing::warn!(
            process = self.process,
            "the connection saying this process is alive was lost, and is back"
        );
        Ok(())
    }

    /// Makes this process the owner of the parcels of processes whose presence lock is free (gone), and
    /// returns their numbers. Processes adopt one at a time, so that each parcel goes to one of them.
    fn adopt(&self, transaction: &mut Tx<'_>) -> Result<Vec<i64>, StoreError> {
        transaction.execute("SELECT pg_advisory_xact_lock($1)", &[&ADOPTION_LOCK])?;
        let rows = transaction.query(
            "UPDATE parcels SET owner = $1
             WHERE owner IS DISTINCT FROM $1 AND NOT EXISTS (
                 SELECT 1 FROM pg_locks
                 WHERE locktype = 'advisory' AND objsubid = 2 AND granted
                   AND classid::bigint = $2 AND objid::bigint = parcels.owner
             )
             RETURNING id",
            &[&self.process, &i64::from(PRESENCE_LOCK)],
        )?;
        Ok(rows.iter().map(|row| row.get(0)).collect())
    }

    /// The parcels whose numbers `ids` (a query of one column, given `parameter` as `$1`) selects, in
    /// order, each with its blobs.
    fn parcels(
        transaction: &mut Tx<'_>,
        ids: &str,
        parameter: &(dyn postgres::types::ToSql + Sync),
    ) -> Result<Vec<(ParcelId, Parcel)>, StoreError> {
        let bodies = transaction.query(
            &format!("SELECT id, body FROM parcels WHERE id IN ({ids}) ORDER BY id"),
            &[parameter],
        )?;
        let blobs = transaction.query(
            &format!(
                "SELECT parcel, blob FROM parcel_blobs WHERE parcel IN ({ids}) ORDER BY parcel, seq"
            ),
            &[parameter],
        )?;
        let mut parcels: Vec<(ParcelId, Parcel)> = bodies
            .iter()
            .map(|row| {
                (
                    id(row.get(0)),
                    Parcel {
                        body: row.get(1),
                        blobs: Vec::new(),
                    },
                )
            })
            .collect();
        for row in &blobs {
            let parcel = id(row.get(0));
            if let Ok(at) = parcels.binary_search_by_key(&parcel, |(id, _)| *id) {
                parcels[at].1.blobs.push(row.get(1));
            }
        }
        Ok(parcels)
    }

    /// Forgets a delivered parcel.
    pub fn delivered(&self, parcel: ParcelId) -> Result<(), StoreError> {
        // One round trip, committed without waiting for the server's disk: a forgetting lost in a crash
        // only delivers the parcel once more. The number is an integer, so it can be written in.
        self.pool.get()?.batch_execute(&format!(
            "BEGIN; SET LOCAL synchronous_commit TO off; DELETE FROM parcels WHERE id = {}; COMMIT",
            sql(parcel)
        ))?;
        Ok(())
    }
}
