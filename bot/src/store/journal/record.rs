//! A journal record: `length (u32) · CRC-32 (u32) · number (u64) · operations`, written, read back up
//! to the first damaged one, and applied to sled.

use super::{INSERT, REMOVE};
use crate::store::StoreError;

/// One write read back from the journal.
pub(super) struct Record<'a> {
    /// The write's number.
    pub(super) number: u64,
    /// Its encoded operations.
    pub(super) operations: &'a [u8],
}

/// Appends to `out` a record: its length, checksum, number and `operations`.
pub(super) fn append_record(out: &mut Vec<u8>, number: u64, operations: &[u8]) {
    let length = u32::try_from(8 + operations.len()).expect("a write is under 4 GiB");
    let mut checksum = crc32fast::Hasher::new();
    checksum.update(&number.to_le_bytes());
    checksum.update(operations);
    out.extend_from_slice(&length.to_le_bytes());
    out.extend_from_slice(&checksum.finalize().to_le_bytes());
    out.extend_from_slice(&number.to_le_bytes());
    out.extend_from_slice(operations);
}

/// Applies encoded `operations` to `db` one key at a time, in order.
pub(super) fn apply_operations(db: &sled::Db, operations: &[u8]) -> Result<(), StoreError> {
    let unreadable = || StoreError::Corrupt("a journal record is unreadable".into());
    let mut rest = operations;
    while let Some((&tag, after)) = rest.split_first() {
        let (key, after) = take_bytes(after).ok_or_else(unreadable)?;
        rest = match tag {
            INSERT => {
                let (value, after) = take_bytes(after).ok_or_else(unreadable)?;
                db.insert(key, value)?;
                after
            }
            REMOVE => {
                db.remove(key)?;
                after
            }
            _ => return Err(unreadable()),
        };
    }
    Ok(())
}

/// Splits a length-prefixed byte string off the front of `bytes`: the string and the rest.
fn take_bytes(bytes: &[u8]) -> Option<(&[u8], &[u8])> {
    let (length, rest) = bytes.split_first_chunk::<4>()?;
    let length = usize::try_from(u32::from_le_bytes(*length)).ok()?;
    (rest.len() >= length).then(|| rest.split_at(length))
}

/// The records of journal files' `contents`, in order, up to the first that is cut short or damaged. A
/// file's records end where its zeros begin, or at a record not numbered next (one left from the file's
/// earlier use).
pub(super) fn records(contents: &[Vec<u8>]) -> Vec<Record<'_>> {
    let mut records = Vec::new();
    for bytes in contents {
        let mut rest = bytes.as_slice();
        let mut previous = None;
        while rest
            .first_chunk::<4>()
            .is_some_and(|length| *length != [0; 4])
        {
            let Some(record) = next_record(&mut rest) else {
                return records;
            };
            if previous.is_some_and(|previous| record.number != previous + 1) {
                break;
            }
            previous = Some(record.number);
            records.push(record);
        }
    }
    records
}

/// Reads the record at the start of `rest` and moves past it, if it is whole and undamaged.
pub(super) fn next_record<'a>(rest: &mut &'a [u8]) -> Option<Record<'a>> {
    let (length, after) = rest.split_first_chunk::<4>()?;
    let (checksum, after) = after.split_first_chunk::<4>()?;
    let length = usize::try_from(u32::from_le_bytes(*length)).ok()?;
    if after.len() < length || length < 8 {
        return None;
    }
    let (body, after) = after.split_at(length);
    if crc32fast::hash(body) != u32::from_le_bytes(*checksum) {
        return None;
    }
    let (number, operations) = body.split_first_chunk::<8>()?;
    *rest = after;
    Some(Record {
        number: u64::from_le_bytes(*number),
        operations,
    })
}
