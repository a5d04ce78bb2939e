//! The journal's files: numbered `.log` files in its folder, the spare kept for reuse, each created
//! full of zeros and synced.

use super::SPARE;
use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Makes the spare file (a checkpointed file kept for this) the journal file `number`, if there is one.
/// Its old records stay behind the new ones until overwritten; their numbers are lower, which ends the
/// file's records for recovery.
pub(super) fn reuse_spare(folder: &Path, number: u64) -> std::io::Result<Option<File>> {
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
pub(super) fn create_file(folder: &Path, number: u64, bytes: u64) -> std::io::Result<File> {
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
pub(super) fn remove_files(folder: &Path, files: &[(u64, PathBuf)]) -> std::io::Result<()> {
    for (_, path) in files {
        std::fs::remove_file(path)?;
    }
    sync_folder(folder)
}

/// Makes the folder's entries (files created, renamed or deleted) durable.
pub(super) fn sync_folder(folder: &Path) -> std::io::Result<()> {
    File::open(folder)?.sync_all()
}

/// The journal's files in `folder`, by number.
pub(super) fn journal_files(folder: &Path) -> std::io::Result<Vec<(u64, PathBuf)>> {
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
