//! The outbox: what committed changes still have to say, kept until it is delivered, and taken over
//! from processes that are gone.

use super::SledStore;
use crate::store::journal::Writes;
use crate::store::keys;
use crate::store::{Parcel, ParcelId, StoreError};

impl SledStore {
    /// Every parcel not yet delivered, in the order they were made.
    pub fn pending_parcels(&self) -> Result<Vec<(ParcelId, Parcel)>, StoreError> {
        // The parcels forgotten so far, which the journal may not have applied yet.
        self.settle()?;
        let mut parcels = Vec::new();
        for item in self.db.scan_prefix(keys::parcels()) {
            let (key, body) = item?;
            let id = keys::id_at(&key, 0)
                .ok_or_else(|| StoreError::Corrupt("an outbox key is too short".into()))?;
            let mut blobs = Vec::new();
            for blob in self.db.scan_prefix(keys::parcel_blobs(id)) {
                blobs.push(blob?.1.to_vec());
            }
            parcels.push((
                id,
                Parcel {
                    body: body.to_vec(),
                    blobs,
                },
            ));
        }
        Ok(parcels)
    }

    /// The parcels of other processes gone meanwhile: none, since one process holds a sled store.
    pub fn adopt_orphaned_parcels(&self) -> Result<Vec<(ParcelId, Parcel)>, StoreError> {
        Ok(Vec::new())
    }

    /// Forgets a delivered parcel. Nothing waits on the disk for it: should the forgetting be lost in a
    /// crash, the parcel is delivered once more, which is harmless. It goes through the journal, without
    /// waiting for its group, rather than into sled as a batch of its own, which would wake sled's IO
    /// threads for every move (see `journal`).
    pub fn delivered(&self, id: ParcelId) -> Result<(), StoreError> {
        let mut batch = Writes::default();
        batch.remove(keys::parcel(id));
        for blob in self.db.scan_prefix(keys::parcel_blobs(id)).keys() {
            batch.remove(blob?);
        }
        match &self.journal {
            Some(journal) => journal.queue(batch),
            None => batch.apply_to(&self.db),
        }
    }

    /// Adds `parcel` to `batch` under a new number, if there is one.
    pub(super) fn enqueue(
        &self,
        batch: &mut Writes,
        parcel: Option<&Parcel>,
    ) -> Result<Option<ParcelId>, StoreError> {
        let Some(parcel) = parcel else {
            return Ok(None);
        };
        let id = self.db.generate_id()?;
        batch.insert(keys::parcel(id), parcel.body.as_slice());
        for (index, blob) in parcel.blobs.iter().enumerate() {
            batch.insert(keys::parcel_blob(id, index as u64), blob.as_slice());
        }
        Ok(Some(id))
    }
}
