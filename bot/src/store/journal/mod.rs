//! The sled store's journal: every write is appended to a file here, one `fdatasync` makes a whole group
//! of writes durable, and the group's operations then go into sled one key at a time. sled itself is
//! flushed only now and then, by a checkpoint, after which the journal's older files are kept as a spare
//! or deleted.
//!
//! sled writes out its IO buffer twice for every batch it applies (before and after reserving the batch's
//! place in its log), each time through its IO thread pool, which wakes every idle thread for the job; each
//! flush does the same. A batch and a flush per write were most of a move's CPU. Single-key operations
//! reserve no such place, so the journal gives the atomicity instead.
//!
//! One thread of the journal's own does the writing: it takes every write queued while it was busy as one
//! group, writes, syncs and applies it, wakes its writers, and goes on to the next at once. When each
//! group was led by one of its writers, the lead passed after each sync to a sleeping writer of the next
//! group, and the disk waited while that writer woke; the thread gets more moves through under load and
//! costs a lone write a little more (figures in `docs/performance.md`).
//!
//! Each write gets a number. Groups are written, synced and applied to sled one after the other, in the
//! order of their numbers, and after each group sled records its last number (under [`APPLIED`]). A group
//! reaches sled only once it is durable here, and sled recovers a prefix of the operations applied to it:
//! the writes up to its recorded number, and perhaps part of the group after. At start, the journal's
//! writes after that number are applied again, in order, which completes that group and adds the rest. So
//! a crash or a power cut leaves every acknowledged write and no half of any write.
//!
//! A file holds records, each `length (u32) · CRC-32 (u32) · number (u64) · operations`, all little-endian;
//! an operation is `1 · key length (u32) · key · value length (u32) · value` (insert) or
//! `0 · key length (u32) · key` (remove). Recovery stops at the first record that is cut short or whose
//! checksum is wrong: that write was never acknowledged. A new file is zeros, and a zero length ends it.

mod files;
mod record;

use super::StoreError;
use files::{create_file, journal_files, remove_files, reuse_spare, sync_folder};
use record::{append_record, apply_operations, next_record, records};
use std::fs::File;
use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Where sled keeps the number of the last journaled write it holds.
pub const APPLIED: &[u8] = b"meta/journal-applied";

/// The zeros a checkpoint's new file is made of, so that writing a record changes no file size or block
/// allocation and its sync has only the record's own pages to write. A checkpoint starts once three
/// quarters of the current file are written.
const FILE_BYTES: u64 = 32 << 20;

/// The name of a checkpointed file kept to be the next checkpoint's new file, so that it need not be
/// written with zeros again.
const SPARE: &str = "spare";

/// The zeros of the file a start makes: small, as most databases opened write little, and the first
/// checkpoint replaces it with a full-sized one.
const FIRST_FILE_BYTES: u64 = 1 << 20;

/// How long writes nobody waits for wait for one somebody does, to share its group rather than be synced
/// on their own.
const UNWAITED_DELAY: Duration = Duration::from_millis(20);

/// The most capacity a group buffer keeps from one group to the next.
const KEPT_BUFFER_BYTES: usize = 1 << 20;

const INSERT: u8 = 1;
const REMOVE: u8 = 0;

/// The writes of one atomic change, encoded for the journal.
#[derive(Default)]
pub struct Writes {
    encoded: Vec<u8>,
}

impl Writes {
    /// Sets `key` to `value`.
    pub fn insert(&mut self, key: impl AsRef<[u8]>, value: impl AsRef<[u8]>) {
        let (key, value) = (key.as_ref(), value.as_ref());
        self.encoded.push(INSERT);
        put_bytes(&mut self.encoded, key);
        put_bytes(&mut self.encoded, value);
    }

    /// Removes `key`.
    pub fn remove(&mut self, key: impl AsRef<[u8]>) {
        let key = key.as_ref();
        self.encoded.push(REMOVE);
        put_bytes(&mut self.encoded, key);
    }

    /// Applies the writes to `db` directly, for a database that needs no journal.
    pub fn apply_to(&self, db: &sled::Db) -> Result<(), StoreError> {
        apply_operations(db, &self.encoded)
    }
}

fn put_bytes(out: &mut Vec<u8>, bytes: &[u8]) {
    let length = u32::try_from(bytes.len()).expect("keys and values are under 4 GiB");
    out.extend_from_slice(&length.to_le_bytes());
    out.extend_from_slice(bytes);
}

/// The journal of a sled database in a folder.
pub struct Journal {
    shared: Arc<Shared>,
    /// The thread that writes, syncs and applies the groups.
    writer: Option<JoinHandle<()>>,
}

struct Shared {
    folder: PathBuf,
    db: sled::Db,
    /// sled's log file, synced after each of sled's flushes.
    sled_file: File,
    /// The checkpoint under way or last finished, if any.
    checkpoint: Mutex<Option<JoinHandle<()>>>,
    queue: Mutex<Queue>,
    /// The writers waiting for a group, by the parity of the group's number: when a group ends, its
    /// writers are woken.
    groups: [Condvar; 2],
    /// Signalled when a write is queued while the writer thread is idle, when a checkpoint has taken
    /// its turn or failed, and when the journal closes.
    work: Condvar,
    /// Signalled when a group ends while a checkpoint waits for its turn; no group starts while it waits.
    turn: Condvar,
}

/// The writes waiting for the disk, and how far the disk has them.
struct Queue {
    /// Records queued and not yet written.
    pending: Vec<u8>,
    /// The number of the last record in `pending` (or of the last write, when it is empty).
    pending_last: u64,
    /// Whether a writer waits for a record in `pending`.
    pending_waited: bool,
    /// Every write up to this number is durable and applied to sled.
    durable: u64,
    /// Whether the journal thread is writing, syncing and applying a group.
    syncing: bool,
    /// The number of the group under way, or of the last one.
    group: u64,
    /// Whether a checkpoint waits for the group under way to end.
    checkpoint_waits: bool,
    /// Whether a write or a checkpoint failed: the journal may then miss a write that sled has, so
    /// nothing more is accepted.
    failed: bool,
    /// The file records go to, its number, the length of its records and its size.
    file: Arc<File>,
    file_number: u64,
    file_len: u64,
    file_capacity: u64,
    /// Whether a checkpoint is under way.
    checkpointing: bool,
    /// Whether the journal is closing: the writer thread then ends.
    closing: bool,
}

impl std::fmt::Debug for Journal {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter
            .debug_struct("Journal")
            .field("folder", &self.shared.folder)
            .finish_non_exhaustive()
    }
}

impl Journal {
    /// Opens the journal of the sled database `db` kept in `folder` (sled's own folder): applies to sled
    /// the journaled writes it lacks, makes sled durable, and starts an empty journal.
    pub fn open(folder: &Path, db: sled::Db) -> Result<Self, StoreError> {
        let sled_file = File::open(folder.join("db"))?;
        let folder = folder.join("journal");
        std::fs::create_dir_all(&folder)?;
        let files = journal_files(&folder)?;
        let mut applied = applied_number(&db)?;
        let contents = files
            .iter()
            .map(|(_, path)| std::fs::read(path))
            .collect::<std::io::Result<Vec<_>>>()?;
        for record in records(&contents) {
            if record.number <= applied {
                continue;
            }
            if record.number != applied + 1 {
                return Err(StoreError::Corrupt(format!(
                    "the journal lacks writes {} to {}",
                    applied + 1,
                    record.number - 1
                )));
            }
            apply_operations(&db, record.operations)?;
            applied = record.number;
        }
        db.insert(APPLIED, &applied.to_le_bytes())?;
        flush_sled(&db, &sled_file)?;
        let file_number = files.last().map_or(1, |(number, _)| number + 1);
        let file = create_file(&folder, file_number, FIRST_FILE_BYTES)?;
        remove_files(&folder, &files)?;
        let shared = Arc::new(Shared {
            folder,
            queue: Mutex::new(Queue {
                pending: Vec::new(),
                pending_last: applied,
                pending_waited: false,
                durable: applied,
                syncing: false,
                group: 0,
                checkpoint_waits: false,
                failed: false,
                file: Arc::new(file),
                file_number,
                file_len: 0,
                file_capacity: FIRST_FILE_BYTES,
                checkpointing: false,
                closing: false,
            }),
            groups: [Condvar::new(), Condvar::new()],
            work: Condvar::new(),
            turn: Condvar::new(),
            db,
            sled_file,
            checkpoint: Mutex::new(None),
        });
        let writer = {
            let shared = Arc::clone(&shared);
            std::thread::Builder::new()
                .name("journal".into())
                .spawn(move || shared.write_groups())?
        };
        Ok(Self {
            shared,
            writer: Some(writer),
        })
    }

    /// Journals `writes`, applies them to sled and returns once both are done. Writes queued together
    /// share one write and sync of the journal (group commit): the journal's thread takes every record
    /// queued by the time it is free, and the writers wait for the group that covers theirs.
    pub fn commit(&self, writes: Writes) -> Result<(), StoreError> {
        let mut queue = self.shared.lock_queue();
        let mine = self.shared.append(&mut queue, &writes);
        queue.pending_waited = true;
        if !queue.syncing {
            self.shared.work.notify_one();
        }
        let group = queue.group + 1;
        loop {
            if queue.durable >= mine {
                return Ok(());
            }
            // A group under way when the journal failed still ends, and its writes with it.
            if queue.failed && !queue.syncing {
                return Err(failed());
            }
            queue = self.shared.groups[(group % 2) as usize]
                .wait(queue)
                .unwrap_or_else(|poison| poison.into_inner());
        }
    }

    /// Journals `writes` with the next group without waiting for it: for writes whose loss in a crash
    /// is harmless. They join the group of the next write that is waited for (or, when none comes within
    /// `UNWAITED_DELAY`, a group of their own), are applied to sled in their place among the others, and
    /// are durable once any later write is.
    pub fn queue(&self, writes: Writes) -> Result<(), StoreError> {
        let mut queue = self.shared.lock_queue();
        if queue.failed {
            return Err(failed());
        }
        // The first write of a group wakes the journal's thread, which then waits for a waited write no
        // longer than `UNWAITED_DELAY`.
        let first = queue.pending.is_empty();
        self.shared.append(&mut queue, &writes);
        if first && !queue.syncing {
            self.shared.work.notify_one();
        }
        Ok(())
    }

    /// Returns once every write queued so far, waited for or not, is durable and applied to sled.
    pub fn settle(&self) -> Result<(), StoreError> {
        self.commit(Writes::default())
    }

    /// Flushes sled and syncs its log file: every write applied so far is then durable in sled.
    #[cfg(test)]
    pub fn flush_sled(&self) -> std::io::Result<()> {
        flush_sled(&self.shared.db, &self.shared.sled_file)
    }

    /// The number of the last write applied, and of the last that is durable.
    #[cfg(test)]
    pub fn numbers(&self) -> (u64, u64) {
        let queue = self.shared.lock_queue();
        (queue.pending_last, queue.durable)
    }

    /// The journal's files, oldest first.
    #[cfg(test)]
    pub fn files(&self) -> Vec<PathBuf> {
        journal_files(&self.shared.folder)
            .unwrap()
            .into_iter()
            .map(|(_, path)| path)
            .collect()
    }
}

impl Drop for Journal {
    /// Stops the journal's thread and waits for a checkpoint under way, then makes sled durable and
    /// deletes the journal's files, so that the next start has nothing to apply again.
    fn drop(&mut self) {
        self.shared.lock_queue().closing = true;
        self.shared.work.notify_all();
        if let Some(writer) = self.writer.take() {
            let _ = writer.join();
        }
        let checkpoint = self
            .shared
            .checkpoint
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
            .take();
        if let Some(handle) = checkpoint {
            let _ = handle.join();
        }
        if self.shared.lock_queue().failed {
            return;
        }
        let closed = flush_sled(&self.shared.db, &self.shared.sled_file)
            .and_then(|()| remove_files(&self.shared.folder, &journal_files(&self.shared.folder)?));
        if let Err(error) = closed {
            tracing::error!(%error, "the journal could not be closed; the next start applies it again");
        }
    }
}

impl Shared {
    /// Queues `writes` for the next group: their number.
    fn append(&self, queue: &mut Queue, writes: &Writes) -> u64 {
        let number = queue.pending_last + 1;
        append_record(&mut queue.pending, number, &writes.encoded);
        queue.pending_last = number;
        number
    }

    /// The journal thread's work: takes every record queued, writes and syncs them, applies them to
    /// sled, wakes their writers, and so on until the journal closes or fails. Once it has failed, no
    /// group starts, and every writer still waiting is woken to be told.
    fn write_groups(self: &Arc<Self>) {
        // The buffer of the group under way. It changes places with the queue's, so that both keep
        // their capacity: a buffer grown anew for each group faults in fresh pages, and under the
        // queue's lock the writers waiting to queue theirs wait for that too. A buffer that one large
        // group grew past `KEPT_BUFFER_BYTES` is let go back to that size.
        let mut records = Vec::new();
        // With only unwaited writes queued, when they go without a waited one.
        let mut unwaited_until = None;
        let mut queue = self.lock_queue();
        loop {
            if queue.failed {
                self.groups.iter().for_each(Condvar::notify_all);
                return;
            }
            if queue.pending.is_empty() || queue.checkpoint_waits {
                if queue.closing {
                    return;
                }
                queue = self
                    .work
                    .wait(queue)
                    .unwrap_or_else(|poison| poison.into_inner());
                continue;
            }
            if !queue.pending_waited && !queue.closing {
                let until = *unwaited_until.get_or_insert_with(|| Instant::now() + UNWAITED_DELAY);
                let left = until.saturating_duration_since(Instant::now());
                if !left.is_zero() {
                    queue = self
                        .work
                        .wait_timeout(queue, left)
                        .unwrap_or_else(|poison| poison.into_inner())
                        .0;
                    continue;
                }
            }
            unwaited_until = None;
            queue.syncing = true;
            queue.pending_waited = false;
            queue.group += 1;
            let group = queue.group;
            records.clear();
            records.shrink_to(KEPT_BUFFER_BYTES);
            std::mem::swap(&mut records, &mut queue.pending);
            let last = queue.pending_last;
            let file = Arc::clone(&queue.file);
            let offset = queue.file_len;
            drop(queue);
            let done = self.write_and_apply(&file, offset, &records, last);
            queue = self.lock_queue();
            queue.syncing = false;
            match done {
                Ok(()) => {
                    queue.durable = last;
                    queue.file_len += records.len() as u64;
                    if queue.file_len >= queue.file_capacity / 4 * 3 && !queue.checkpointing {
                        queue.checkpointing = true;
                        self.start_checkpoint();
                    }
                    self.groups[(group % 2) as usize].notify_all();
                }
                Err(error) => {
                    tracing::error!(%error, "a write to the journal failed; writes are refused");
                    queue.failed = true;
                }
            }
            if queue.checkpoint_waits {
                self.turn.notify_all();
            }
        }
    }

    /// Writes a group's `records` (the last numbered `last`) to the journal at `offset`, syncs it, and
    /// applies their operations to sled, in order, then the group's last number.
    fn write_and_apply(
        &self,
        file: &File,
        offset: u64,
        records: &[u8],
        last: u64,
    ) -> Result<(), StoreError> {
        file.write_all_at(records, offset)?;
        file.sync_data()?;
        let mut rest = records;
        while !rest.is_empty() {
            let record = next_record(&mut rest).ok_or_else(|| {
                StoreError::Corrupt("a queued journal record is unreadable".into())
            })?;
            apply_operations(&self.db, record.operations)?;
        }
        self.db.insert(APPLIED, &last.to_le_bytes())?;
        Ok(())
    }

    /// Starts a checkpoint on a thread of its own, so that no write waits for sled's flush.
    fn start_checkpoint(self: &Arc<Self>) {
        let shared = Arc::clone(self);
        let handle = std::thread::spawn(move || {
            let done = shared.checkpoint();
            let mut queue = shared.lock_queue();
            queue.checkpointing = false;
            if let Err(error) = done {
                tracing::error!(%error, "a checkpoint of the journal failed; writes are refused");
                queue.failed = true;
                shared.work.notify_all();
            }
        });
        let mut checkpoint = self
            .checkpoint
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        // A checkpoint starts only once the one before has ended.
        if let Some(finished) = checkpoint.replace(handle) {
            let _ = finished.join();
        }
    }

    /// Moves the journal on to a new file, flushes sled (which then holds every write in the older
    /// files) and deletes the older files.
    fn checkpoint(&self) -> std::io::Result<()> {
        let number = self.lock_queue().file_number + 1;
        let file = match reuse_spare(&self.folder, number)? {
            Some(file) => file,
            None => create_file(&self.folder, number, FILE_BYTES)?,
        };
        let capacity = file.metadata()?.len();
        sync_folder(&self.folder)?;
        {
            // Taking the group's turn: no group is then between its write and its batch, so every write
            // in a file older than this one is applied to sled before the flush below.
            let mut queue = self.lock_queue();
            queue.checkpoint_waits = true;
            while queue.syncing {
                queue = self
                    .turn
                    .wait(queue)
                    .unwrap_or_else(|poison| poison.into_inner());
            }
            queue.checkpoint_waits = false;
            queue.file = Arc::new(file);
            queue.file_number = number;
            queue.file_len = 0;
            queue.file_capacity = capacity;
            self.work.notify_one();
        }
        flush_sled(&self.db, &self.sled_file)?;
        let spare = self.folder.join(SPARE);
        for (older, path) in journal_files(&self.folder)?.into_iter().rev() {
            if older >= number {
                continue;
            }
            if !spare.exists() && std::fs::metadata(&path)?.len() >= FILE_BYTES {
                std::fs::rename(path, &spare)?;
            } else {
                std::fs::remove_file(path)?;
            }
        }
        sync_folder(&self.folder)
    }

    fn lock_queue(&self) -> MutexGuard<'_, Queue> {
        self.queue
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
    }
}

fn failed() -> StoreError {
    StoreError::Journal(std::io::Error::other(
        "a write to the journal failed (see the log); restart to recover",
    ))
}

fn flush_sled(db: &sled::Db, sled_file: &File) -> std::io::Result<()> {
    db.flush().map_err(std::io::Error::other)?;
    sled_file.sync_data()
}

fn applied_number(db: &sled::Db) -> Result<u64, StoreError> {
    match db.get(APPLIED)? {
        None => Ok(0),
        Some(bytes) => bytes
            .as_ref()
            .try_into()
            .map(u64::from_le_bytes)
            .map_err(|_| StoreError::Corrupt("the journal's applied number is unreadable".into())),
    }
}

#[cfg(test)]
mod tests;
