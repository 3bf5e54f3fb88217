//! The writer thread: group commit, whatever the backend.
//!
//! One thread owns the write connection. It takes every write queued by all matches, commits
//! them in one transaction (one sync to disk), then acknowledges each. A commit starts once the
//! previous one is done and the group-commit interval (1000 µs by default) has passed since the
//! previous one's start, and carries every write queued meanwhile: under load commits grow by
//! themselves, and a write that finds the writer idle past the interval is stored at once. An
//! interval of 0 commits as soon as the previous commit is done. The acknowledgements of a batch are
//! handed to the async runtime as one task, so a batch of N writes wakes the runtime once
//! instead of N times. The writer counts where a write's time goes (`StoreStats`: queued,
//! committing, then until its match resumes), which the storage benchmark prints. How a batch
//! is stored is the backend's ([`Committer`]: SQLite's journal in `journal`, PostgreSQL's rows
//! in `postgres::steps`).

use std::sync::{mpsc, Mutex};
use std::time::{Duration, Instant};

use tokio::sync::oneshot;

use super::{Ack, StoreError, StoreStats, Write};

/// Where a write's outcome goes.
type AckTx = oneshot::Sender<Result<(), StoreError>>;

/// A queued write, where to acknowledge it, and when it was queued.
pub(super) type Job = (Write, AckTx, Instant);

/// The most writes committed in one transaction.
const MAX_BATCH: usize = 4096;

/// The writer's queue, as a store holds it: closed when the store closes.
#[derive(Debug)]
pub(super) struct Queue(Mutex<Option<mpsc::Sender<Job>>>);

impl Queue {
    /// The queue into `tx`.
    pub(super) fn new(tx: mpsc::Sender<Job>) -> Queue {
        Queue(Mutex::new(Some(tx)))
    }

    /// Queues a write; a closed queue fails it at once.
    pub(super) fn send(&self, write: Write) -> Ack {
        let (ack, rx) = oneshot::channel();
        let sent = match &*self.0.lock().unwrap_or_else(|e| e.into_inner()) {
            Some(tx) => tx.send((write, ack, Instant::now())).map_err(|e| e.0 .1),
            None => Err(ack),
        };
        if let Err(ack) = sent {
            let _ = ack.send(Err(StoreError::Failed("the store is closed".into())));
        }
        rx
    }

    /// Closes the queue: the writer stops once it has committed what was queued.
    pub(super) fn close(&self) {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).take();
    }
}

/// What a backend's writer does with a batch.
pub(super) trait Committer {
    /// Stores every write of the batch in one transaction, in order, or none of them. Writes
    /// of one match are in the order they were queued.
    fn commit(&mut self, batch: &[&Write]) -> Result<(), StoreError>;
    /// Forgets what it remembers of the database, after a failed commit (the database may not
    /// be what it expected); it is read again as needed.
    fn resync(&mut self);
}

/// Acknowledges a batch: from the async runtime when there is one (one wake-up for the whole
/// batch), else directly.
fn acknowledge(
    runtime: Option<&tokio::runtime::Handle>,
    acks: Vec<(AckTx, Result<(), StoreError>)>,
) {
    let send = move || {
        for (ack, result) in acks {
            let _ = ack.send(result);
        }
    };
    match runtime {
        Some(rt) => {
            rt.spawn(async move { send() });
        }
        None => send(),
    }
}

/// The writer thread's loop: runs until every sender is gone and the queue is empty. Commits
/// start at most once per `interval` (zero: as soon as the previous one is done); while one is
/// being committed, more writes queue up for the next.
pub(super) fn run(
    committer: &mut impl Committer,
    rx: mpsc::Receiver<Job>,
    runtime: Option<tokio::runtime::Handle>,
    stats: &StoreStats,
    interval: Duration,
) {
    use std::sync::atomic::Ordering::Relaxed;
    let mut batch: Vec<Job> = Vec::new();
    let mut last = Instant::now()
        .checked_sub(interval)
        .unwrap_or_else(Instant::now);
    while let Ok(first) = rx.recv() {
        let since = last.elapsed();
        if since < interval {
            std::thread::sleep(interval - since);
        }
        last = Instant::now();
        batch.push(first);
        while batch.len() < MAX_BATCH {
            match rx.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        // Writes taken after the commit's start count as not queued at all.
        let queued: u128 = batch
            .iter()
            .map(|j| last.saturating_duration_since(j.2).as_nanos())
            .sum();
        let writes: Vec<&Write> = batch.iter().map(|(w, ..)| w).collect();
        let committed = committer.commit(&writes);
        let took = last.elapsed().as_nanos() as u64;
        stats.commits.fetch_add(1, Relaxed);
        stats.commit_ns.fetch_add(took, Relaxed);
        stats.commit_max_ns.fetch_max(took, Relaxed);
        stats
            .commit_duration
            .observe(std::time::Duration::from_nanos(took));
        stats.queued_ns.fetch_add(queued as u64, Relaxed);
        stats
            .committing_ns
            .fetch_add(took * batch.len() as u64, Relaxed);
        let acks: Vec<_> = match committed {
            Ok(()) => batch.drain(..).map(|(_, ack, _)| (ack, Ok(()))).collect(),
            // One bad write must not fail the others queued with it: commit each alone.
            Err(_) => {
                committer.resync();
                batch
                    .drain(..)
                    .map(|(w, ack, _)| {
                        let result = committer.commit(&[&w]);
                        if let Err(e) = &result {
                            stats.failures.fetch_add(1, Relaxed);
                            tracing::error!(error = %e, "storage write failed");
                            committer.resync();
                        }
                        (ack, result)
                    })
                    .collect()
            }
        };
        let ok = acks.iter().filter(|(_, r)| r.is_ok()).count();
        stats.writes.fetch_add(ok as u64, Relaxed);
        acknowledge(runtime.as_ref(), acks);
    }
}
