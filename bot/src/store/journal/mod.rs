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

use super::StoreError;
use std::fs::File;
use std::io::Write;
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

/// Makes the spare file (a checkpointed file kept for this) the journal file `number`, if there is one.
/// Its old records stay behind the new ones until overwritten; their numbers are lower, which ends the
/// file's records for recovery.
fn reuse_spare(folder: &Path, number: u64) -> std::io::Result<Option<File>> {
    let spare = folder.join(SPARE);
    if !spare.exists() {
        return Ok(None);
    }
    let path = folder.join(format!("{number:020}.log"));
    std::fs::rename(spare, &path)?;
    File::options().write(true).open(path).map(Some)
}

/// Creates the journal file `number`, `bytes` of zeros written and synced a megabyte at a time: the
/// journal's own syncs, going on meanwhile, then wait behind a megabyte at most rather than the whole
/// file (`docs/performance.md`, "The disk's own syncs").
fn create_file(folder: &Path, number: u64, bytes: u64) -> std::io::Result<File> {
    let mut file = File::options()
        .create_new(true)
        .write(true)
        .open(folder.join(format!("{number:020}.log")))?;
    let zeros = vec![0; 1 << 20];
    for _ in 0..bytes.div_ceil(zeros.len() as u64) {
        file.write_all(&zeros)?;
        file.sync_data()?;
    }
    file.sync_all()?;
    Ok(file)
}

/// Deletes journal `files` from `folder`, durably.
fn remove_files(folder: &Path, files: &[(u64, PathBuf)]) -> std::io::Result<()> {
    for (_, path) in files {
        std::fs::remove_file(path)?;
    }
    sync_folder(folder)
}

fn sync_folder(folder: &Path) -> std::io::Result<()> {
    File::open(folder)?.sync_all()
}

/// The journal's files in `folder`, by number.
fn journal_files(folder: &Path) -> std::io::Result<Vec<(u64, PathBuf)>> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(folder)? {
        let path = entry?.path();
        let number = path
            .file_name()
            .and_then(|name| name.to_str())
            .and_then(|name| name.strip_suffix(".log"))
            .and_then(|number| number.parse().ok());
        if let Some(number) = number {
            files.push((number, path));
        }
    }
    files.sort();
    Ok(files)
}

/// One write read back from the journal.
struct Record<'a> {
    number: u64,
    operations: &'a [u8],
}

/// Appends to `out` a record: its length, checksum, number and `operations`.
fn append_record(out: &mut Vec<u8>, number: u64, operations: &[u8]) {
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
fn apply_operations(db: &sled::Db, operations: &[u8]) -> Result<(), StoreError> {
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

fn take_bytes(bytes: &[u8]) -> Option<(&[u8], &[u8])> {
    let (length, rest) = bytes.split_first_chunk::<4>()?;
    let length = usize::try_from(u32::from_le_bytes(*length)).ok()?;
    (rest.len() >= length).then(|| rest.split_at(length))
}

/// The records of journal files' `contents`, in order, up to the first that is cut short or damaged. A
/// file's records end where its zeros begin, or at a record not numbered next (one left from the file's
/// earlier use).
fn records(contents: &[Vec<u8>]) -> Vec<Record<'_>> {
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
fn next_record<'a>(rest: &mut &'a [u8]) -> Option<Record<'a>> {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn open(folder: &Path) -> (sled::Db, Journal) {
        let db = sled::Config::new()
            .flush_every_ms(None)
            .path(folder)
            .open()
            .unwrap();
        let journal = Journal::open(folder, db.clone()).unwrap();
        (db, journal)
    }

    fn write(key: &str, value: &str) -> Writes {
        let mut writes = Writes::default();
        writes.insert(key, value);
        writes
    }

    #[test]
    fn writes_are_numbered_in_order_and_durable_when_committed() {
        let folder = tempfile::tempdir().unwrap();
        let (db, journal) = open(folder.path());
        journal.commit(write("a", "1")).unwrap();
        let mut second = write("b", "2");
        second.remove("a");
        journal.commit(second).unwrap();
        assert_eq!(journal.numbers(), (2, 2));
        assert_eq!(db.get("a").unwrap(), None);
        assert_eq!(db.get("b").unwrap().as_deref(), Some(b"2".as_slice()));
        assert_eq!(applied_number(&db).unwrap(), 2);
    }

    /// The removal of "a".
    fn forget_a() -> Writes {
        let mut writes = Writes::default();
        writes.remove("a");
        writes
    }

    /// A process that wrote "a", flushed sled, did `then` and was killed before sled flushed again:
    /// sled as it was at the flush, the journal as it was after `then`. The database and journal a start
    /// then opens, and their folder.
    fn started_after_a_kill(then: impl FnOnce(&Journal)) -> (sled::Db, Journal, tempfile::TempDir) {
        let live = tempfile::tempdir().unwrap();
        let kept = tempfile::tempdir().unwrap();
        {
            let (_db, journal) = open(live.path());
            journal.commit(write("a", "1")).unwrap();
            journal.flush_sled().unwrap();
            copy_folder(live.path(), kept.path(), "db");
            then(&journal);
            copy_folder(live.path(), kept.path(), "journal");
        }
        let (db, journal) = open(kept.path());
        (db, journal, kept)
    }

    #[test]
    fn a_write_queued_without_waiting_takes_its_place_and_is_durable_with_the_next_commit() {
        let (db, _journal, _folder) = started_after_a_kill(|journal| {
            journal.queue(forget_a()).unwrap();
            journal.commit(write("b", "2")).unwrap();
            assert_eq!(journal.numbers(), (3, 3));
        });
        assert_eq!(db.get("a").unwrap(), None);
        assert_eq!(db.get("b").unwrap().as_deref(), Some(b"2".as_slice()));
    }

    #[test]
    fn settling_makes_the_writes_queued_so_far_durable() {
        let (db, _journal, _folder) = started_after_a_kill(|journal| {
            journal.queue(forget_a()).unwrap();
            journal.settle().unwrap();
        });
        assert_eq!(db.get("a").unwrap(), None);
    }

    #[test]
    fn a_write_queued_with_none_waited_after_it_goes_out_on_its_own() {
        let folder = tempfile::tempdir().unwrap();
        let (db, journal) = open(folder.path());
        journal.commit(write("a", "1")).unwrap();
        journal.queue(forget_a()).unwrap();
        let patience = Instant::now() + Duration::from_secs(10);
        while journal.numbers().1 < 2 {
            assert!(Instant::now() < patience, "the queued write never went out");
            std::thread::sleep(Duration::from_millis(1));
        }
        assert_eq!(db.get("a").unwrap(), None);
    }

    /// A process killed before sled flushed: sled is copied as it was at the first write, the journal as
    /// it was after the last, and a start applies the writes sled lacks.
    #[test]
    fn a_start_applies_the_journaled_writes_that_sled_lacks() {
        let (db, journal, _folder) = started_after_a_kill(|journal| {
            let mut writes = write("b", "2");
            writes.remove("a");
            journal.commit(writes).unwrap();
            journal.commit(write("c", "3")).unwrap();
        });
        assert_eq!(db.get("a").unwrap(), None);
        assert_eq!(db.get("c").unwrap().as_deref(), Some(b"3".as_slice()));
        assert_eq!(journal.numbers(), (3, 3));
        journal.commit(write("d", "4")).unwrap();
        assert_eq!(applied_number(&db).unwrap(), 4);
    }

    /// Copies sled's files (`db`) or the journal's (`journal`) from one folder to another.
    fn copy_folder(from: &Path, to: &Path, part: &str) {
        if part == "journal" {
            std::fs::create_dir_all(to.join("journal")).unwrap();
            for entry in std::fs::read_dir(from.join("journal")).unwrap() {
                let path = entry.unwrap().path();
                std::fs::copy(&path, to.join("journal").join(path.file_name().unwrap())).unwrap();
            }
            return;
        }
        for entry in std::fs::read_dir(from).unwrap() {
            let path = entry.unwrap().path();
            if path.is_file() {
                std::fs::copy(&path, to.join(path.file_name().unwrap())).unwrap();
            } else if path.file_name().unwrap() != "journal" {
                let into = to.join(path.file_name().unwrap());
                std::fs::create_dir_all(&into).unwrap();
                for inner in std::fs::read_dir(&path).unwrap() {
                    let inner = inner.unwrap().path();
                    std::fs::copy(&inner, into.join(inner.file_name().unwrap())).unwrap();
                }
            }
        }
    }

    /// A record as the journal writes it.
    fn record(number: u64, key: &str) -> Vec<u8> {
        let mut bytes = Vec::new();
        append_record(&mut bytes, number, &write(key, "v").encoded);
        bytes
    }

    /// The numbers of the records recovery reads from files' `contents`.
    fn numbers_read(contents: &[Vec<u8>]) -> Vec<u64> {
        records(contents)
            .iter()
            .map(|record| record.number)
            .collect()
    }

    #[test]
    fn recovery_stops_at_a_record_cut_short_or_damaged() {
        let file = [record(1, "a"), record(2, "b"), record(3, "c")].concat();
        let read = |bytes: &[u8]| numbers_read(&[bytes.to_vec()]);
        assert_eq!(read(&file), [1, 2, 3]);
        assert_eq!(read(&[file.as_slice(), &[0; 64]].concat()), [1, 2, 3]);
        assert_eq!(read(&file[..file.len() - 1]), [1, 2]);
        let mut damaged = file.clone();
        damaged[file.len() / 3 + 20] ^= 1;
        assert_eq!(read(&damaged), [1]);
    }

    #[test]
    fn the_records_of_a_newer_file_follow_the_zeros_of_an_older_one() {
        let older = [record(1, "a"), vec![0; 100]].concat();
        let newer = [record(2, "b"), vec![0; 100]].concat();
        assert_eq!(numbers_read(&[older, newer]), [1, 2]);
    }

    #[test]
    fn the_records_left_from_a_files_earlier_use_are_not_read() {
        let reused = [
            record(7, "g"),
            record(8, "h"),
            record(3, "c"),
            record(4, "d"),
        ]
        .concat();
        assert_eq!(numbers_read(&[reused]), [7, 8]);
    }

    #[test]
    fn once_the_journal_has_failed_a_write_is_refused_and_reaches_nothing() {
        let folder = tempfile::tempdir().unwrap();
        let (db, journal) = open(folder.path());
        journal.commit(write("before", "1")).unwrap();
        journal.shared.lock_queue().failed = true;
        journal.shared.work.notify_all();
        assert!(journal.commit(write("after", "2")).is_err());
        assert!(journal.commit(write("later", "3")).is_err());
        assert_eq!(db.get("before").unwrap().as_deref(), Some(&b"1"[..]));
        assert_eq!(db.get("after").unwrap(), None);
        assert_eq!(db.get("later").unwrap(), None);
    }

    #[test]
    fn a_checkpointed_file_is_kept_as_the_spare_and_reused() {
        let folder = tempfile::tempdir().unwrap();
        let (_db, journal) = open(folder.path());
        let spare = folder.path().join("journal").join(SPARE);
        journal.shared.checkpoint().unwrap();
        assert!(!spare.exists(), "the first, small file is not kept");
        journal.commit(write("a", "1")).unwrap();
        journal.shared.checkpoint().unwrap();
        assert!(spare.exists());
        journal.commit(write("b", "2")).unwrap();
        journal.shared.checkpoint().unwrap();
        assert!(
            spare.exists(),
            "the spare was reused, and the file it replaced kept in its place"
        );
        let files = journal.files();
        assert_eq!(files.len(), 1);
        assert_eq!(std::fs::metadata(&files[0]).unwrap().len(), FILE_BYTES);
        journal.commit(write("c", "3")).unwrap();
        let numbers = numbers_read(&[std::fs::read(&files[0]).unwrap()]);
        assert_eq!(
            numbers,
            [3],
            "the reused file's records from its first use are not read"
        );
    }

    #[test]
    fn a_journal_missing_writes_sled_lacks_is_refused() {
        let folder = tempfile::tempdir().unwrap();
        let db = sled::Config::new()
            .flush_every_ms(None)
            .path(folder.path())
            .open()
            .unwrap();
        db.insert(APPLIED, &1u64.to_le_bytes()).unwrap();
        db.flush().unwrap();
        std::fs::create_dir_all(folder.path().join("journal")).unwrap();
        std::fs::write(folder.path().join("journal").join("1.log"), record(1, "a")).unwrap();
        std::fs::write(folder.path().join("journal").join("2.log"), record(5, "e")).unwrap();
        let error = Journal::open(folder.path(), db).unwrap_err().to_string();
        assert!(error.contains("lacks writes 2 to 4"), "{error}");
    }

    #[test]
    fn the_file_synced_at_checkpoints_is_the_one_sled_writes() {
        use std::os::unix::fs::MetadataExt;
        let folder = tempfile::tempdir().unwrap();
        let (_db, journal) = open(folder.path());
        let before = journal.shared.sled_file.metadata().unwrap();
        journal.commit(write("a", &"7".repeat(1_000))).unwrap();
        journal.shared.checkpoint().unwrap();
        let after = journal.shared.sled_file.metadata().unwrap();
        let named = std::fs::metadata(folder.path().join("db")).unwrap();
        assert_eq!((after.ino(), after.len()), (named.ino(), named.len()));
        assert!(
            after.len() > before.len(),
            "the write went into the synced file"
        );
    }

    #[test]
    fn a_checkpoint_moves_to_a_new_file_and_a_close_deletes_them_all() {
        let folder = tempfile::tempdir().unwrap();
        let (db, journal) = open(folder.path());
        let first = journal.files();
        assert_eq!(first.len(), 1);
        journal.commit(write("a", "1")).unwrap();
        journal.shared.checkpoint().unwrap();
        let files = journal.files();
        assert_eq!(files.len(), 1);
        assert_ne!(files, first);
        journal.commit(write("b", "2")).unwrap();
        drop(journal);
        let closed = journal_files(&folder.path().join("journal")).unwrap();
        assert!(
            closed.is_empty(),
            "a closed journal leaves no file: {closed:?}"
        );
        let (db, journal) = {
            drop(db);
            open(folder.path())
        };
        assert_eq!(db.get("b").unwrap().as_deref(), Some(b"2".as_slice()));
        assert_eq!(journal.numbers(), (2, 2));
    }
}
