//! `tavern backup FILE`: a consistent copy of the SQLite store, taken while the server runs.
//!
//! SQLite's `VACUUM INTO` reads the database inside one read transaction (a snapshot: the
//! server's commits meanwhile wait in the write-ahead log and are not half in the copy) and
//! writes a new, compacted database file. The copy is a whole database: restoring is putting
//! it in place of `tavern.db` (with no `-wal`/`-shm` beside it) and starting the server.

use std::path::Path;
use std::time::Duration;

/// Why a backup was not made.
#[derive(Debug)]
pub enum BackupError {
    /// The configured storage is not an SQLite file.
    NotSqlite(&'static str),
    /// The database to copy does not exist.
    Missing(String),
    /// The target exists already; nothing is overwritten.
    TargetExists(String),
    /// SQLite refused.
    Sqlite(String),
}

impl std::fmt::Display for BackupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BackupError::NotSqlite(why) => write!(f, "{why}"),
            BackupError::Missing(db) => write!(f, "no database at {db}"),
            BackupError::TargetExists(t) => write!(f, "{t} exists already: choose a new file name"),
            BackupError::Sqlite(e) => write!(f, "backup failed: {e}"),
        }
    }
}

impl std::error::Error for BackupError {}

/// Copies the SQLite database at `db` into the new file `target`, online. Returns the copy's
/// size in bytes.
pub fn sqlite(db: &Path, target: &Path) -> Result<u64, BackupError> {
    if !db.is_file() {
        return Err(BackupError::Missing(db.display().to_string()));
    }
    if target.exists() {
        return Err(BackupError::TargetExists(target.display().to_string()));
    }
    let sqlite = |e: rusqlite::Error| BackupError::Sqlite(e.to_string());
    let conn = rusqlite::Connection::open_with_flags(
        db,
        rusqlite::OpenFlags::SQLITE_OPEN_READ_WRITE | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(sqlite)?;
    // The server's writer may hold the write lock for a moment; a reader is never blocked by
    // it in WAL mode, but a checkpoint can be: wait rather than fail.
    conn.busy_timeout(Duration::from_secs(30)).map_err(sqlite)?;
    let target_text = target
        .to_str()
        .ok_or(BackupError::NotSqlite("the target path is not valid UTF-8"))?;
    conn.execute("VACUUM INTO ?1", [target_text])
        .map_err(sqlite)?;
    std::fs::metadata(target)
        .map(|m| m.len())
        .map_err(|e| BackupError::Sqlite(e.to_string()))
}

/// `tavern backup FILE` for these settings: the SQLite store of `--db` into `target`.
pub fn run(config: &crate::Config, target: &Path) -> Result<u64, BackupError> {
    match config.storage() {
        Some(crate::config::Storage::Sqlite(db)) => sqlite(&db, target),
        Some(crate::config::Storage::Postgres(_)) => Err(BackupError::NotSqlite(
            "the database is PostgreSQL: back it up with pg_dump (docker/README.md, \"Backups\")",
        )),
        None => Err(BackupError::NotSqlite(
            "no database is configured (--db is empty or --no-db is set)",
        )),
    }
}
