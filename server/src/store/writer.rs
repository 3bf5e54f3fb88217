//! The writer thread: group commit, and the hot log of steps.
//!
//! One thread owns the write connection. It takes every write queued by all matches, commits
//! them in one transaction (one sync to disk), then acknowledges each. The acknowledgements of
//! a batch are handed to the async runtime as one task, so a batch of N writes wakes the
//! runtime once instead of N times.
//!
//! Steps go to `steps_hot`, a table written only at its end (its key is a growing sequence
//! number): a commit holding one step of each of N matches touches one or two pages, where
//! inserting them into `actions` (keyed by match and version) touches N pages scattered over
//! the file — about 10 KiB written to disk per step, measured, against a few hundred bytes.
//! When a match ends, its steps are copied to `actions` in one run, and hot rows are deleted
//! from the front once no unfinished step lies below them. A match long enough to hold the
//! front back is copied out early; its later steps keep going to the hot log. Readers see the
//! union of both tables (`sqlite::load_steps`).

use std::collections::HashMap;
use std::sync::mpsc;

use rusqlite::{params, Connection, OptionalExtension, Transaction};
use tokio::sync::oneshot;

use super::{StepRecord, StoreError, Write};

/// Where a write's outcome goes.
type AckTx = oneshot::Sender<Result<(), StoreError>>;

/// A queued write and where to acknowledge it.
pub(super) type Job = (Write, AckTx);

/// The most writes committed in one transaction.
const MAX_BATCH: usize = 4096;
/// Hot rows allowed between the oldest uncopied step and the newest before long-running
/// matches are copied out (bounds the hot log, which readers scan).
pub(super) const HOT_LIMIT: i64 = if cfg!(test) { 40 } else { 50_000 };
/// Commits between two trims of the hot log's front.
pub(super) const TRIM_EVERY: u32 = if cfg!(test) { 4 } else { 64 };

/// A match with steps in the hot log not yet copied to `actions`.
#[derive(Debug, Default)]
struct Open {
    /// Its uncopied hot rows, oldest first.
    seqs: Vec<i64>,
    /// Its last stored version.
    last_version: u64,
}

/// What the writer knows of the hot log; rebuilt from the database after a failed commit.
#[derive(Debug, Default)]
pub(super) struct HotLog {
    open: HashMap<String, Open>,
    /// The newest hot row.
    newest: i64,
    /// Rows below this are deleted.
    trimmed_below: i64,
    commits: u32,
}

impl HotLog {
    /// The hot log as the database has it.
    pub(super) fn load(conn: &Connection) -> Result<HotLog, StoreError> {
        let mut log = HotLog::default();
        let mut st = conn.prepare(
            "SELECT h.seq, h.match_id, h.version FROM steps_hot h
             WHERE NOT EXISTS (SELECT 1 FROM actions a
                               WHERE a.match_id = h.match_id AND a.version = h.version)
             ORDER BY h.seq",
        )?;
        let rows = st.query_map([], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, i64>(2)?,
            ))
        })?;
        for row in rows {
            let (seq, id, version) = row?;
            let m = log.open.entry(id).or_default();
            m.seqs.push(seq);
            m.last_version = m.last_version.max(version as u64);
        }
        let (min, max): (Option<i64>, Option<i64>) =
            conn.query_row("SELECT MIN(seq), MAX(seq) FROM steps_hot", [], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })?;
        log.trimmed_below = min.unwrap_or(0);
        log.newest = max.unwrap_or(0);
        Ok(log)
    }

    /// Appends a step; it must follow the match's last stored step.
    fn step(
        &mut self,
        tx: &Transaction<'_>,
        id: &str,
        step: &StepRecord,
    ) -> Result<(), StoreError> {
        if !self.open.contains_key(id) {
            let last: Option<i64> = tx
                .prepare_cached(
                    "SELECT (SELECT COALESCE(MAX(version), 0) FROM actions WHERE match_id = ?1)
                     FROM matches WHERE id = ?1",
                )?
                .query_row([id], |r| r.get(0))
                .optional()?;
            let Some(last) = last else {
                return Err(StoreError(format!("step of unknown match {id}")));
            };
            self.open.insert(
                id.to_string(),
                Open {
                    seqs: Vec::new(),
                    last_version: last as u64,
                },
            );
        }
        let m = self.open.get_mut(id).expect("inserted above");
        if step.version != m.last_version + 1 {
            return Err(StoreError(format!(
                "step {} of match {id} does not follow its step {}",
                step.version, m.last_version
            )));
        }
        tx.prepare_cached(
            "INSERT INTO steps_hot (match_id, version, seat, kind, action, decision, action_id, at, clocks)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        )?
        .execute(params![
            id,
            step.version as i64,
            step.seat as i64,
            step.kind.as_str(),
            step.action,
            step.decision,
            step.action_id,
            step.at_ms,
            step.clocks
        ])?;
        let seq = tx.last_insert_rowid();
        m.seqs.push(seq);
        m.last_version = step.version;
        self.newest = self.newest.max(seq);
        Ok(())
    }

    /// A match ended: its steps move to `actions`.
    fn finished(&mut self, tx: &Transaction<'_>, id: &str) -> Result<(), StoreError> {
        if let Some(mut m) = self.open.remove(id) {
            copy_out(tx, &mut m)?;
        }
        Ok(())
    }

    /// Every few commits: copies out matches that hold the front back too long, then deletes
    /// the rows below the oldest uncopied step.
    fn trim(&mut self, tx: &Transaction<'_>) -> Result<(), StoreError> {
        self.commits += 1;
        if !self.commits.is_multiple_of(TRIM_EVERY) {
            return Ok(());
        }
        let front = |open: &HashMap<String, Open>| {
            open.values().filter_map(|m| m.seqs.first().copied()).min()
        };
        if front(&self.open).is_some_and(|f| self.newest - f > HOT_LIMIT) {
            let cut = self.newest - HOT_LIMIT / 2;
            for m in self.open.values_mut() {
                if m.seqs.first().is_some_and(|&s| s < cut) {
                    copy_out(tx, m)?;
                }
            }
        }
        let below = front(&self.open).unwrap_or(self.newest + 1);
        if below > self.trimmed_below {
            tx.prepare_cached("DELETE FROM steps_hot WHERE seq < ?1")?
                .execute([below])?;
            self.trimmed_below = below;
        }
        Ok(())
    }
}

/// Copies a match's uncopied hot rows to `actions`.
fn copy_out(tx: &Transaction<'_>, m: &mut Open) -> Result<(), StoreError> {
    let mut st = tx.prepare_cached(
        "INSERT OR IGNORE INTO actions
             (match_id, version, seat, kind, action, decision, action_id, at, clocks)
         SELECT match_id, version, seat, kind, action, decision, action_id, at, clocks
         FROM steps_hot WHERE seq = ?1",
    )?;
    for seq in m.seqs.drain(..) {
        st.execute([seq])?;
    }
    Ok(())
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

/// The writer thread's loop: runs until every sender is gone and the queue is empty.
pub(super) fn run(
    mut conn: Connection,
    rx: mpsc::Receiver<Job>,
    runtime: Option<tokio::runtime::Handle>,
) {
    let mut hot = match HotLog::load(&conn) {
        Ok(h) => h,
        Err(e) => {
            tracing::error!(error = %e, "the hot log could not be read; every write will fail");
            HotLog::default()
        }
    };
    let mut batch: Vec<Job> = Vec::new();
    while let Ok(first) = rx.recv() {
        batch.push(first);
        while batch.len() < MAX_BATCH {
            match rx.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        let writes: Vec<&Write> = batch.iter().map(|(w, _)| w).collect();
        let acks: Vec<_> = match commit(&mut conn, &mut hot, &writes) {
            Ok(()) => batch.drain(..).map(|(_, ack)| (ack, Ok(()))).collect(),
            // One bad write must not fail the others queued with it: commit each alone.
            Err(_) => {
                hot = HotLog::load(&conn).unwrap_or_default();
                batch
                    .drain(..)
                    .map(|(w, ack)| {
                        let result = commit(&mut conn, &mut hot, &[&w]);
                        if let Err(e) = &result {
                            tracing::error!(error = %e, "storage write failed");
                            hot = HotLog::load(&conn).unwrap_or_default();
                        }
                        (ack, result)
                    })
                    .collect()
            }
        };
        acknowledge(runtime.as_ref(), acks);
    }
}

fn commit(conn: &mut Connection, hot: &mut HotLog, batch: &[&Write]) -> Result<(), StoreError> {
    let tx = conn.transaction()?;
    for w in batch {
        apply(&tx, hot, w)?;
    }
    hot.trim(&tx)?;
    tx.commit()?;
    Ok(())
}

fn apply(tx: &Transaction<'_>, hot: &mut HotLog, w: &Write) -> Result<(), StoreError> {
    match w {
        Write::MatchStarted(m) => {
            tx.prepare_cached(
                "INSERT OR IGNORE INTO rooms (id, game, options, created_at) VALUES (?1, ?2, ?3, ?4)",
            )?
            .execute(params![m.room, m.game, m.room_options, m.started_at_ms])?;
            tx.prepare_cached(
                "INSERT INTO matches (id, room_id, game, seed, config, started_at, status)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'running')",
            )?
            .execute(params![
                m.id,
                m.room,
                m.game,
                m.seed as i64,
                m.config,
                m.started_at_ms
            ])?;
            let mut seat = tx.prepare_cached(
                "INSERT INTO seats (match_id, seat, player_id, name, bot, token_hash, allow_spectators)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            )?;
            for (i, s) in m.seats.iter().enumerate() {
                seat.execute(params![
                    m.id,
                    i as i64,
                    s.player_id,
                    s.name,
                    s.bot,
                    s.token_hash.map(|h| h.to_vec()),
                    s.allow_spectators
                ])?;
            }
        }
        Write::Step { match_id, step } => hot.step(tx, match_id, step)?,
        Write::Finished {
            match_id,
            status,
            outcome,
            at_ms,
        } => {
            hot.finished(tx, match_id)?;
            tx.prepare_cached(
                "UPDATE matches SET status = ?2, outcome = ?3, finished_at = ?4 WHERE id = ?1",
            )?
            .execute(params![match_id, status, outcome, at_ms])?;
        }
        Write::SeatSpectators {
            match_id,
            seat,
            allow,
        } => {
            tx.prepare_cached(
                "UPDATE seats SET allow_spectators = ?3 WHERE match_id = ?1 AND seat = ?2",
            )?
            .execute(params![match_id, *seat as i64, allow])?;
        }
    }
    Ok(())
}
