//! Syncing SQLite's write-ahead log outside the commit, several syncs at once.
//!
//! With `synchronous=FULL` in WAL mode, SQLite syncs the log inside every commit, holding the
//! only write lock: commits follow one another, each waiting for its own sync, and a step waits
//! on average for the sync in progress and then its own. On this project's machines a sync
//! costs about 4 ms when alone but well under 1 ms each when several are in flight together.
//! So the writer's connection runs `synchronous=NORMAL` (a commit appends its pages to the log
//! and returns) and the store syncs the log itself: each committed batch goes to a small pool
//! of threads, one of which syncs the log file and only then acknowledges it. A sync that began
//! after a batch's commit returned covers every page that commit wrote, so every acknowledged
//! step is on disk exactly as with `FULL`; what changes is that the next batch commits while
//! the previous one is being synced, and that syncs overlap. Checkpoints still sync the log and
//! the database as before (`checkpoint`).
//!
//! The log file is opened once, beside the database, while SQLite's connections hold it open
//! (SQLite deletes it only when the last connection closes, and never truncates it here: the
//! journal size limit stays unset). A sync that fails leaves it unknown what reached the disk:
//! the batch fails and so does every later commit (the store is broken until the server
//! restarts and recovers from what the disk holds).

use std::fs::File;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};

use super::writer::{Acknowledger, Acks};
use super::StoreError;

/// Sync threads: how many syncs may be in flight at once.
const THREADS: usize = 4;

/// Batches committed and waiting for a sync, and whether the writer has stopped.
#[derive(Default)]
struct Waiting {
    batches: Vec<(Acks, Acknowledger)>,
    closed: bool,
}

/// What the writer and the sync threads share.
struct Shared {
    waiting: Mutex<Waiting>,
    wake: Condvar,
    /// A sync failed: nothing more is acknowledged as stored.
    broken: AtomicBool,
}

impl Shared {
    fn lock(&self) -> std::sync::MutexGuard<'_, Waiting> {
        self.waiting.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The writer's side of the pool.
pub(super) struct WalSync {
    shared: Arc<Shared>,
}

impl WalSync {
    /// Opens the log of the database at `path` (a connection in WAL mode must have created it)
    /// and starts the sync threads on it.
    pub(super) fn start(
        path: &Path,
    ) -> Result<(WalSync, Vec<std::thread::JoinHandle<()>>), StoreError> {
        let mut name = path.as_os_str().to_owned();
        name.push("-wal");
        let log = File::options()
            .read(true)
            .write(true)
            .open(&name)
            .map_err(|e| StoreError::Failed(format!("the WAL file could not be opened: {e}")))?;
        WalSync::on(log)
    }

    /// Starts the sync threads on `log`; they stop once this is dropped and all is synced.
    fn on(log: File) -> Result<(WalSync, Vec<std::thread::JoinHandle<()>>), StoreError> {
        let log = Arc::new(log);
        let shared = Arc::new(Shared {
            waiting: Mutex::new(Waiting::default()),
            wake: Condvar::new(),
            broken: AtomicBool::new(false),
        });
        let mut threads = Vec::with_capacity(THREADS);
        for i in 0..THREADS {
            let (shared, log) = (shared.clone(), log.clone());
            let thread = std::thread::Builder::new()
                .name(format!("tavern-sync-{i}"))
                .spawn(move || sync_loop(&shared, &log))
                .map_err(|e| StoreError::Failed(e.to_string()))?;
            threads.push(thread);
        }
        Ok((WalSync { shared }, threads))
    }

    /// Whether a sync failed (the writer then refuses every commit).
    pub(super) fn broken(&self) -> bool {
        self.shared.broken.load(Ordering::Relaxed)
    }

    /// A batch was committed: it is acknowledged once a sync begun from now on completes.
    pub(super) fn committed(&self, acks: Acks, acknowledger: &Acknowledger) {
        self.shared
            .lock()
            .batches
            .push((acks, acknowledger.clone()));
        self.shared.wake.notify_one();
    }
}

impl Drop for WalSync {
    fn drop(&mut self) {
        self.shared.lock().closed = true;
        self.shared.wake.notify_all();
    }
}

/// One sync thread: takes every batch waiting, syncs the log, acknowledges them; until the
/// writer stops and nothing is left.
fn sync_loop(shared: &Shared, log: &File) {
    loop {
        let batches = {
            let mut waiting = shared.lock();
            while waiting.batches.is_empty() && !waiting.closed {
                waiting = shared.wake.wait(waiting).unwrap_or_else(|e| e.into_inner());
            }
            if waiting.batches.is_empty() {
                return;
            }
            std::mem::take(&mut waiting.batches)
        };
        let synced = log.sync_data();
        if let Err(e) = &synced {
            tracing::error!(error = %e, "the WAL could not be synced; the store stops storing");
            shared.broken.store(true, Ordering::Relaxed);
        }
        let broken = shared.broken.load(Ordering::Relaxed);
        for (mut acks, acknowledger) in batches {
            if broken {
                for (_, result) in &mut acks {
                    if result.is_ok() {
                        *result = Err(StoreError::Failed(
                            "the write-ahead log could not be synced".into(),
                        ));
                    }
                }
            }
            acknowledger.send(acks);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::sync::oneshot;

    /// Hands a one-write batch to `sync` and waits for its outcome.
    fn settle_one(sync: &WalSync) -> Result<(), StoreError> {
        let (ack, outcome) = oneshot::channel();
        sync.committed(vec![(ack, Ok(()))], &Acknowledger::direct());
        outcome.blocking_recv().expect("acknowledged")
    }

    #[test]
    fn a_committed_batch_is_acknowledged_once_the_log_is_synced() {
        let path = std::env::temp_dir().join(format!("tavern-wal-sync-{}", std::process::id()));
        let (sync, threads) = WalSync::on(File::create(&path).expect("log")).expect("started");
        assert_eq!(settle_one(&sync), Ok(()));
        assert!(!sync.broken());
        drop(sync);
        for t in threads {
            t.join()
                .expect("a sync thread stops once the writer is gone");
        }
        let _ = std::fs::remove_file(path);
    }

    #[test]
    fn a_failed_sync_fails_its_batch_and_every_later_one() {
        // A character device cannot be synced: every sync of it fails.
        let log = File::options()
            .write(true)
            .open("/dev/null")
            .expect("/dev/null");
        let (sync, _threads) = WalSync::on(log).expect("started");
        assert!(
            settle_one(&sync).is_err(),
            "a batch whose sync failed is not stored"
        );
        assert!(sync.broken(), "the writer refuses every later commit");
        assert!(settle_one(&sync).is_err());
    }
}
