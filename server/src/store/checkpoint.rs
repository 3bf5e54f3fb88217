//! SQLite's WAL checkpoints, off the commit path.
//!
//! In WAL mode a commit appends pages to the write-ahead log and syncs it; a *checkpoint*
//! copies those pages into the database file and syncs that too. Left to SQLite, the writer
//! checkpoints by itself every 1,000 pages, inside the commit that crosses the mark: that commit
//! (and every action waiting on it) pays for copying megabytes and two more syncs. Here a
//! thread of its own, on its own connection, checkpoints every few commits (`PASSIVE`: it never
//! waits for or blocks the writer), so the writer only appends and syncs the log. A commit's
//! durability does not depend on checkpoints: it is on disk once the log is synced.
//!
//! The log restarts from its beginning only when, as a transaction begins, every page in it is
//! already in the database; with commits arriving while this thread copies, it rarely is. So
//! the writer keeps SQLite's own checkpoint as a backstop at a larger mark
//! ([`WRITER_AUTOCHECKPOINT`]): by then this thread has copied nearly everything, the writer
//! finishes the little left, and the log starts over. It bounds the log's size.

use std::sync::mpsc;

use rusqlite::Connection;

use super::StoreError;

/// Pages in the log at which the writer checkpoints by itself (16 MiB of 4 KiB pages).
pub(super) const WRITER_AUTOCHECKPOINT: i64 = 4096;

/// Commits between two checkpoints asked of the checkpoint thread.
const EVERY: u32 = 32;

/// The writer's side: asks for a checkpoint every few commits, never waiting.
#[derive(Debug)]
pub(super) struct Checkpoints {
    ask: mpsc::SyncSender<()>,
    commits: u32,
}

impl Checkpoints {
    /// A commit was made: every [`EVERY`] commits a checkpoint is asked for (dropped if one is
    /// already asked for and not yet begun).
    pub(super) fn committed(&mut self) {
        self.commits += 1;
        if self.commits >= EVERY {
            self.commits = 0;
            let _ = self.ask.try_send(());
        }
    }
}

/// Starts the checkpoint thread on `conn`; it stops once the returned [`Checkpoints`] is
/// dropped (when the writer stops).
pub(super) fn spawn(
    conn: Connection,
) -> Result<(Checkpoints, std::thread::JoinHandle<()>), StoreError> {
    let (ask, asked) = mpsc::sync_channel::<()>(1);
    let thread = std::thread::Builder::new()
        .name("tavern-checkpoint".into())
        .spawn(move || {
            while asked.recv().is_ok() {
                let done =
                    conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |r| r.get::<_, i64>(0));
                if let Err(e) = done {
                    tracing::warn!(error = %e, "WAL checkpoint failed");
                }
            }
        })
        .map_err(|e| StoreError::Failed(e.to_string()))?;
    Ok((Checkpoints { ask, commits: 0 }, thread))
}
