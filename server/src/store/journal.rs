//! SQLite's writer: the journal and match logs.
//!
//! The steps of a batch are stored as **one journal row** (their lines, `lines`). Appending one
//! row per commit at the end of one table is the cheapest durable write SQLite offers; one row
//! per step keyed by match would cost a B-tree insert per step and touch a page per match
//! (measured: ~10 KiB written per step). When a match ends, its lines are gathered from the
//! journal into its **log** (`logs`, one row per match), and journal rows are deleted from the
//! front once no unfinished step lies below them. A match long enough to hold the front back
//! has its lines copied early (appended to its log). Readers merge a match's log and its journal
//! lines (`sqlite::load_steps`).

use std::collections::HashMap;

use rusqlite::{params, Connection, OptionalExtension, Transaction};

use super::lines::{encode, parse_lines};
use super::log_pack;
use super::writer::Committer;
use super::{StoreError, Write};

/// Journal rows allowed between the oldest uncopied step and the newest before long-running
/// matches are copied out (bounds the journal, which readers scan).
pub(super) const JOURNAL_LIMIT: i64 = if cfg!(test) { 8 } else { 20_000 };
/// Commits between two trims of the journal's front.
pub(super) const TRIM_EVERY: u32 = if cfg!(test) { 2 } else { 64 };

/// Bytes of lines a match may gather before they are appended to its log while it runs.
const FLUSH_BYTES: usize = 64 * 1024;

/// A running match as the writer knows it.
#[derive(Debug, Default)]
struct Open {
    /// The oldest journal row holding a step of it not yet in its log.
    first_seq: Option<i64>,
    /// Those steps' lines (the writer keeps them so that copying them to the log never reads
    /// the journal back).
    lines: String,
    /// Its last stored version.
    last_version: u64,
    /// It has a row in `logs` (lines are appended to it rather than inserted).
    logged: bool,
}

/// What the writer knows of the journal; rebuilt from the database after a failed commit.
#[derive(Debug, Default)]
struct Journal {
    open: HashMap<String, Open>,
    /// The newest journal row.
    newest: i64,
    commits: u32,
}

impl Journal {
    /// The journal as the database has it, or an empty one (logged) when it cannot be read.
    fn read_or_empty(conn: &Connection) -> Journal {
        Journal::load(conn).unwrap_or_else(|e| {
            tracing::error!(error = %e, "the journal could not be read");
            Journal::default()
        })
    }

    /// The journal as the database has it.
    fn load(conn: &Connection) -> Result<Journal, StoreError> {
        let mut j = Journal::default();
        let mut copied: HashMap<String, u64> = HashMap::new();
        let mut st = conn.prepare("SELECT seq, steps FROM journal ORDER BY seq")?;
        let mut rows = st.query([])?;
        while let Some(row) = rows.next()? {
            let seq: i64 = row.get(0)?;
            let text: String = row.get(1)?;
            for line in text.lines().filter(|l| !l.is_empty()) {
                let Some((id, step)) = parse_lines(line).next() else {
                    continue;
                };
                if !copied.contains_key(&id) {
                    let last = logged_version(conn, &id)?;
                    copied.insert(id.clone(), last);
                }
                if step.version <= copied[&id] {
                    continue;
                }
                let logged = copied[&id] > 0;
                let m = j.open.entry(id).or_default();
                m.logged |= logged;
                m.first_seq.get_or_insert(seq);
                m.lines.push_str(line);
                m.lines.push('\n');
                m.last_version = m.last_version.max(step.version);
            }
            j.newest = seq;
        }
        Ok(j)
    }

    /// Checks that a step follows its match's last one, records it as the newest and adds its
    /// line to the match's lines.
    fn admit(
        &mut self,
        tx: &Transaction<'_>,
        id: &str,
        version: u64,
        line: &str,
    ) -> Result<(), StoreError> {
        if !self.open.contains_key(id) {
            // Known from `started` unless the server restarted or a commit failed since.
            let last: Option<i64> = tx
                .prepare_cached(
                    "SELECT COALESCE((SELECT last_version FROM logs WHERE match_id = m.id), 0)
                     FROM matches m WHERE m.id = ?1",
                )?
                .query_row([id], |r| r.get(0))
                .optional()?;
            let Some(last) = last.map(|v| v.max(0) as u64) else {
                return Err(StoreError::Failed(format!("step of unknown match {id}")));
            };
            self.open.insert(
                id.to_string(),
                Open {
                    last_version: last,
                    logged: last > 0,
                    ..Open::default()
                },
            );
        }
        let m = self.open.get_mut(id).expect("inserted above");
        if version != m.last_version + 1 {
            return Err(StoreError::Failed(format!(
                "step {version} of match {id} does not follow its step {}",
                m.last_version
            )));
        }
        m.last_version = version;
        m.lines.push_str(line);
        Ok(())
    }

    /// Stores the lines of a batch as one journal row; `ids` are the matches in it.
    fn append(&mut self, tx: &Transaction<'_>, text: &str, ids: &[&str]) -> Result<(), StoreError> {
        tx.prepare_cached("INSERT INTO journal (steps) VALUES (?1)")?
            .execute([text])?;
        let seq = tx.last_insert_rowid();
        for id in ids {
            if let Some(m) = self.open.get_mut(*id) {
                m.first_seq.get_or_insert(seq);
                if m.lines.len() > FLUSH_BYTES {
                    copy_out(tx, id, m)?;
                }
            }
        }
        self.newest = seq;
        Ok(())
    }

    /// A new match: known from the start, so its first step needs no lookup.
    fn started(&mut self, id: &str) {
        self.open.entry(id.to_string()).or_default();
    }

    /// A match ended: its journal lines go to its log, and the whole log is compressed
    /// (`log_pack`). Most matches never had lines copied out early: their lines are all here
    /// and are compressed without reading anything back.
    fn finished(&mut self, tx: &Transaction<'_>, id: &str) -> Result<(), StoreError> {
        match self.open.remove(id) {
            Some(m) if !m.logged => {
                if !m.lines.is_empty() {
                    tx.prepare_cached(
                        "INSERT INTO logs (match_id, steps, last_version, packed)
                         VALUES (?1, '', ?2, ?3)",
                    )?
                    .execute(params![
                        id,
                        m.last_version as i64,
                        log_pack::pack(&m.lines)?
                    ])?;
                }
                Ok(())
            }
            Some(mut m) => {
                copy_out(tx, id, &mut m)?;
                pack_log(tx, id)
            }
            None => pack_log(tx, id),
        }
    }

    /// Every few commits: copies out matches that hold the front back too long, then deletes
    /// the rows below the oldest uncopied step.
    fn trim(&mut self, tx: &Transaction<'_>) -> Result<(), StoreError> {
        self.commits += 1;
        if !self.commits.is_multiple_of(TRIM_EVERY) {
            return Ok(());
        }
        let front = |open: &HashMap<String, Open>| open.values().filter_map(|m| m.first_seq).min();
        if front(&self.open).is_some_and(|f| self.newest - f > JOURNAL_LIMIT) {
            let cut = self.newest - JOURNAL_LIMIT / 2;
            for (id, m) in self.open.iter_mut() {
                if m.first_seq.is_some_and(|s| s < cut) {
                    copy_out(tx, id, m)?;
                }
            }
        }
        // The newest row always stays: SQLite numbers a new row one past the largest present,
        // so an emptied table would hand out numbers already seen.
        let below = front(&self.open).unwrap_or(self.newest).min(self.newest);
        tx.prepare_cached("DELETE FROM journal WHERE seq < ?1")?
            .execute([below])?;
        Ok(())
    }
}

/// The last version in a match's log (0 without one).
fn logged_version(conn: &Connection, id: &str) -> Result<u64, StoreError> {
    let v: Option<i64> = conn
        .prepare_cached("SELECT last_version FROM logs WHERE match_id = ?1")?
        .query_row([id], |r| r.get(0))
        .optional()?;
    Ok(v.unwrap_or(0).max(0) as u64)
}

/// Compresses the text part of a match's log into its packed part (a match whose lines were
/// partly copied out early, or one that ends after a restart).
fn pack_log(tx: &Transaction<'_>, id: &str) -> Result<(), StoreError> {
    let Some(log) = log_pack::LogRow::read(tx, id)? else {
        return Ok(());
    };
    if log.text.is_empty() {
        return Ok(());
    }
    let text = log.lines()?;
    tx.prepare_cached("UPDATE logs SET steps = '', packed = ?2 WHERE match_id = ?1")?
        .execute(params![id, log_pack::pack(&text)?])?;
    Ok(())
}

/// Appends a match's lines not yet in its log to its log.
fn copy_out(tx: &Transaction<'_>, id: &str, m: &mut Open) -> Result<(), StoreError> {
    m.first_seq = None;
    if m.lines.is_empty() {
        return Ok(());
    }
    let sql = if m.logged {
        "UPDATE logs SET steps = steps || ?2, last_version = ?3 WHERE match_id = ?1"
    } else {
        "INSERT INTO logs (match_id, steps, last_version) VALUES (?1, ?2, ?3)"
    };
    tx.prepare_cached(sql)?
        .execute(params![id, m.lines, m.last_version as i64])?;
    m.lines.clear();
    m.logged = true;
    Ok(())
}

/// The SQLite writer: the write connection and what it knows of the journal.
pub(super) struct SqliteWriter {
    conn: Connection,
    journal: Journal,
}

impl SqliteWriter {
    /// The writer of a migrated database, its journal read from it.
    pub(super) fn new(conn: Connection) -> SqliteWriter {
        let journal = Journal::read_or_empty(&conn);
        SqliteWriter { conn, journal }
    }
}

impl Committer for SqliteWriter {
    fn commit(&mut self, batch: &[&Write]) -> Result<(), StoreError> {
        commit(&mut self.conn, &mut self.journal, batch)
    }

    fn resync(&mut self) {
        self.journal = Journal::read_or_empty(&self.conn);
    }
}

fn commit(
    conn: &mut Connection,
    journal: &mut Journal,
    batch: &[&Write],
) -> Result<(), StoreError> {
    let tx = conn.transaction()?;
    // Steps are gathered into one journal row, written before any other kind of write so
    // that, say, a match's last step is in the journal when its end copies it out.
    let mut lines = String::new();
    let mut line = String::new();
    let mut ids: Vec<&str> = Vec::new();
    for w in batch {
        if let Write::Step { match_id, step } = w {
            line.clear();
            encode(&mut line, match_id, step)?;
            journal.admit(&tx, match_id, step.version, &line)?;
            lines.push_str(&line);
            ids.push(match_id);
            continue;
        }
        if !lines.is_empty() {
            journal.append(&tx, &lines, &ids)?;
            lines.clear();
            ids.clear();
        }
        apply(&tx, journal, w)?;
    }
    if !lines.is_empty() {
        journal.append(&tx, &lines, &ids)?;
    }
    journal.trim(&tx)?;
    tx.commit()?;
    Ok(())
}

fn apply(tx: &Transaction<'_>, journal: &mut Journal, w: &Write) -> Result<(), StoreError> {
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
            let (setup, rated) = super::finish::setup_and_rated(&m.room_options);
            tx.prepare_cached("UPDATE matches SET setup = ?2, rated = ?3 WHERE id = ?1")?
                .execute(params![m.id, setup, rated])?;
            let mut seat = tx.prepare_cached(
                "INSERT INTO seats (match_id, seat, player_id, name, bot, token_hash, allow_spectators,
                                    team, account_id, deck_name)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            )?;
            for (i, s) in m.seats.iter().enumerate() {
                seat.execute(params![
                    m.id,
                    i as i64,
                    s.player_id,
                    s.name,
                    s.bot,
                    s.token_hash.map(|h| h.to_vec()),
                    s.allow_spectators,
                    s.team,
                    s.account.as_ref().map(|a| &a.id),
                    s.account.as_ref().and_then(|a| a.deck.as_ref()),
                ])?;
            }
            journal.started(&m.id);
        }
        // Gathered into the journal row by `commit`.
        Write::Step { .. } => {}
        Write::Finished {
            match_id,
            status,
            outcome,
            at_ms,
        } => {
            journal.finished(tx, match_id)?;
            super::finish::on_finished(
                &mut super::sqlite_accounts::Lite(tx),
                match_id,
                status,
                outcome.as_deref(),
            )?;
            tx.prepare_cached(
                "UPDATE matches SET status = ?2, outcome = ?3, finished_at = ?4 WHERE id = ?1",
            )?
            .execute(params![match_id, status, outcome, at_ms])?;
        }
        Write::Claim { .. } => {
            return Err(StoreError::Failed(
                "matches are claimed only in cluster mode, on PostgreSQL".into(),
            ))
        }
        Write::SeatLeft { match_id, seat } => {
            tx.prepare_cached(
                "UPDATE seats SET player_left = 1 WHERE match_id = ?1 AND seat = ?2",
            )?
            .execute(params![match_id, *seat as i64])?;
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
