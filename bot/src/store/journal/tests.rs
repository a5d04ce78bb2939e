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
