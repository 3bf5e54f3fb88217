//! The embedded SQLite store: the connections and reads (its schema and migrations in
//! `schema`). Writes go through the writer thread (`writer`), which stores them in the journal
//! (`journal`).

use std::collections::HashMap;
use std::path::Path;
use std::sync::{mpsc, Mutex};

use super::journal::SqliteWriter;
use super::lines;
use super::log_pack;
use super::writer::{self, Job, Queue};
use super::StoreStats;
use super::{Ack, HistoryQuery, MatchRecord, SeatRecord, StepRecord, Store, StoreError, Write};
use rusqlite::{params, Connection, OptionalExtension};
use schema::open_conn;

mod schema;

pub use schema::{migrate, SyncMode, MIGRATIONS};

/// The embedded SQLite store.
#[derive(Debug)]
pub struct SqliteStore {
    queue: Queue,
    read: Mutex<Connection>,
    writer: Mutex<Option<std::thread::JoinHandle<()>>>,
    stats: std::sync::Arc<StoreStats>,
}

impl SqliteStore {
    /// Opens (creating if needed) and migrates the database at `path`, and starts the writer.
    pub fn open(path: &Path, sync: SyncMode) -> Result<SqliteStore, StoreError> {
        SqliteStore::open_paced(path, sync, std::time::Duration::ZERO)
    }

    /// [`SqliteStore::open`], committing at most once per `interval` (group commit: under load
    /// a commit carries more writes, at the cost of up to `interval` of latency).
    pub fn open_paced(
        path: &Path,
        sync: SyncMode,
        interval: std::time::Duration,
    ) -> Result<SqliteStore, StoreError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| StoreError::Failed(e.to_string()))?;
        }
        let mut write = open_conn(path, sync)?;
        migrate(&mut write)?;
        let read = open_conn(path, sync)?;
        let (tx, rx) = mpsc::channel::<Job>();
        let runtime = tokio::runtime::Handle::try_current().ok();
        let stats = std::sync::Arc::new(StoreStats::default());
        let counts = stats.clone();
        let writer = std::thread::Builder::new()
            .name("tavern-store".into())
            .spawn(move || {
                writer::run(
                    &mut SqliteWriter::new(write),
                    rx,
                    runtime,
                    &counts,
                    interval,
                )
            })
            .map_err(|e| StoreError::Failed(e.to_string()))?;
        Ok(SqliteStore {
            queue: Queue::new(tx),
            read: Mutex::new(read),
            writer: Mutex::new(Some(writer)),
            stats,
        })
    }

    /// Stops the writer after it has committed everything queued so far.
    pub fn close(&self) {
        self.queue.close();
        if let Some(w) = self.writer.lock().unwrap_or_else(|e| e.into_inner()).take() {
            let _ = w.join();
        }
    }

    /// The reading connection (account changes, like pruning, are written through it too:
    /// they are rare, and WAL lets them wait their turn behind the writer).
    pub(super) fn read(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.read.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Drop for SqliteStore {
    fn drop(&mut self) {
        self.close();
    }
}

const MATCH_COLUMNS: &str = "m.id, m.room_id, r.options, m.game, m.seed, m.config, m.started_at,
     m.finished_at, m.outcome, m.status,
     COALESCE((SELECT l.last_version FROM logs l WHERE l.match_id = m.id), 0)";

fn match_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<MatchRecord> {
    Ok(MatchRecord {
        id: r.get(0)?,
        room: r.get(1)?,
        room_options: r.get(2)?,
        game: r.get(3)?,
        seed: r.get::<_, i64>(4)? as u64,
        config: r.get(5)?,
        started_at_ms: r.get(6)?,
        finished_at_ms: r.get(7)?,
        outcome: r.get(8)?,
        status: r.get(9)?,
        version: r.get::<_, i64>(10)? as u64,
        seats: Vec::new(),
        steps: Vec::new(),
    })
}

fn load_seats(conn: &Connection, m: &mut MatchRecord) -> Result<(), StoreError> {
    let mut st = conn.prepare_cached(
        "SELECT player_id, name, bot, token_hash, allow_spectators, COALESCE(team, seat),
                player_left, account_id, deck_name
         FROM seats WHERE match_id = ?1 ORDER BY seat",
    )?;
    m.seats = st
        .query_map([&m.id], |r| {
            let hash: Option<Vec<u8>> = r.get(3)?;
            Ok(SeatRecord {
                player_id: r.get(0)?,
                name: r.get(1)?,
                bot: r.get(2)?,
                token_hash: hash.and_then(|h| h.try_into().ok()),
                allow_spectators: r.get(4)?,
                team: r.get(5)?,
                left: r.get(6)?,
                account: r.get::<_, Option<String>>(7)?.map(|id| super::SeatAccount {
                    id,
                    deck: r.get(8).ok().flatten(),
                }),
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(())
}

/// Steps still in the journal (not yet in their match's log, or copied but not yet
/// trimmed), by match; one scan, for `match_id` or for every match.
fn journal_steps(
    conn: &Connection,
    match_id: Option<&str>,
) -> Result<HashMap<String, Vec<StepRecord>>, StoreError> {
    let mut st = conn.prepare_cached("SELECT steps FROM journal ORDER BY seq")?;
    let mut rows = st.query([])?;
    let mut out: HashMap<String, Vec<StepRecord>> = HashMap::new();
    while let Some(row) = rows.next()? {
        let text: String = row.get(0)?;
        for (id, step) in lines::parse_lines(&text) {
            if match_id.is_none_or(|m| m == id) {
                out.entry(id).or_default().push(step);
            }
        }
    }
    Ok(out)
}

/// Fills in a match's steps: its log, then its journal lines after the log's last version.
fn load_steps(
    conn: &Connection,
    m: &mut MatchRecord,
    journal: Option<Vec<StepRecord>>,
) -> Result<(), StoreError> {
    let text = match log_pack::LogRow::read(conn, &m.id)? {
        Some(log) => log.lines()?,
        None => String::new(),
    };
    m.steps = lines::parse_lines(&text).map(|(_, s)| s).collect();
    m.steps.extend(journal.into_iter().flatten());
    m.steps.sort_by_key(|s| s.version);
    m.steps.dedup_by_key(|s| s.version);
    m.version = m.steps.len() as u64;
    Ok(())
}

impl Store for SqliteStore {
    fn stats(&self) -> Option<&StoreStats> {
        Some(&self.stats)
    }

    fn size_bytes(&self) -> Option<u64> {
        let read = self.read.lock().ok()?;
        read.query_row(
            "SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()",
            [],
            |row| row.get::<_, i64>(0),
        )
        .ok()
        .map(|n| n.max(0) as u64)
    }

    fn write(&self, write: Write) -> Ack {
        self.queue.send(write)
    }

    fn unfinished(&self) -> Result<Vec<MatchRecord>, StoreError> {
        let conn = self.read();
        let mut st = conn.prepare(&format!(
            "SELECT {MATCH_COLUMNS} FROM matches m JOIN rooms r ON r.id = m.room_id
             WHERE m.status = 'running' ORDER BY m.started_at"
        ))?;
        let mut out: Vec<MatchRecord> = st.query_map([], match_row)?.collect::<Result<_, _>>()?;
        let mut journal = journal_steps(&conn, None)?;
        for m in &mut out {
            load_seats(&conn, m)?;
            let j = journal.remove(&m.id);
            load_steps(&conn, m, j)?;
        }
        Ok(out)
    }

    fn load(&self, id: &str) -> Result<Option<MatchRecord>, StoreError> {
        let conn = self.read();
        let m = conn
            .query_row(
                &format!(
                    "SELECT {MATCH_COLUMNS} FROM matches m JOIN rooms r ON r.id = m.room_id
                     WHERE m.id = ?1"
                ),
                [id],
                match_row,
            )
            .optional()?;
        let Some(mut m) = m else { return Ok(None) };
        load_seats(&conn, &mut m)?;
        // A match's steps are all in its log once it has ended.
        let journal = match m.status.as_str() {
            "running" => journal_steps(&conn, Some(id))?.remove(id),
            _ => None,
        };
        load_steps(&conn, &mut m, journal)?;
        Ok(Some(m))
    }

    fn status(&self, id: &str) -> Result<Option<String>, StoreError> {
        let conn = self.read();
        let mut st = conn.prepare_cached("SELECT status FROM matches WHERE id = ?1")?;
        Ok(st.query_row([id], |r| r.get(0)).optional()?)
    }

    fn history(&self, q: &HistoryQuery) -> Result<Vec<MatchRecord>, StoreError> {
        let conn = self.read();
        let mut st = conn.prepare(&format!(
            "SELECT {MATCH_COLUMNS} FROM matches m JOIN rooms r ON r.id = m.room_id
             WHERE m.status = 'finished'
               AND (?1 IS NULL OR m.game = ?1)
               AND (?2 IS NULL OR EXISTS (SELECT 1 FROM seats s WHERE s.match_id = m.id
                                          AND (s.player_id = ?2 OR s.name = ?2)))
               AND (?4 IS NULL OR EXISTS (SELECT 1 FROM seats s WHERE s.match_id = m.id
                                          AND s.account_id = ?4))
             ORDER BY m.finished_at DESC LIMIT ?3"
        ))?;
        let mut out: Vec<MatchRecord> = st
            .query_map(
                params![q.game, q.player, q.limit.max(1) as i64, q.account],
                match_row,
            )?
            .collect::<Result<_, _>>()?;
        for m in &mut out {
            load_seats(&conn, m)?;
        }
        Ok(out)
    }

    fn accounts(&self) -> Option<&dyn super::AccountStore> {
        Some(self)
    }

    fn tournament_store(&self) -> Option<&dyn super::TournamentStore> {
        Some(self)
    }

    fn prune(&self, before_ms: i64) -> Result<usize, StoreError> {
        let mut conn = self.read();
        let tx = conn.transaction()?;
        let n = tx.execute(
            "DELETE FROM matches WHERE status != 'running' AND finished_at < ?1",
            [before_ms],
        )?;
        tx.execute(
            "DELETE FROM rooms WHERE NOT EXISTS (SELECT 1 FROM matches m WHERE m.room_id = rooms.id)",
            [],
        )?;
        tx.commit()?;
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::conformance::{finish, put, record, step, steps, temp_db};
    use crate::store::journal;
    use crate::store::StepKind;

    #[test]
    fn migrations_run_once_and_in_order() {
        let path = temp_db("migrate");
        let mut conn = Connection::open(&path).expect("open");
        assert_eq!(migrate(&mut conn).expect("migrate"), 0);
        let v: i64 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .expect("version");
        assert_eq!(v as usize, MIGRATIONS.len());
        // Again: nothing to do.
        assert_eq!(migrate(&mut conn).expect("again"), MIGRATIONS.len());
        // A database stopped after the first migration gets only the rest.
        let path = temp_db("partial");
        let mut conn = Connection::open(&path).expect("open");
        conn.execute_batch(MIGRATIONS[0]).expect("first");
        conn.pragma_update(None, "user_version", 1).expect("set");
        assert_eq!(migrate(&mut conn).expect("rest"), 1);
        // A database from a newer server is refused.
        conn.pragma_update(None, "user_version", 99).expect("set");
        assert!(migrate(&mut conn).is_err());
    }

    fn journal_rows(store: &SqliteStore) -> i64 {
        store
            .read()
            .query_row("SELECT COUNT(*) FROM journal", [], |r| r.get(0))
            .expect("count")
    }

    /// The last version in a match's log (0 without one).
    fn logged(store: &SqliteStore, id: &str) -> i64 {
        store
            .read()
            .query_row(
                "SELECT COALESCE((SELECT last_version FROM logs WHERE match_id = ?1), 0)",
                [id],
                |r| r.get(0),
            )
            .expect("count")
    }

    #[tokio::test]
    async fn an_ended_match_moves_from_the_journal_to_its_log_and_the_journal_is_trimmed() {
        let store = SqliteStore::open(&temp_db("journal"), SyncMode::Normal).expect("open");
        for id in ["a", "b"] {
            put(&store, Write::MatchStarted(Box::new(record(id, id))))
                .await
                .expect("started");
        }
        steps(&store, "a", 1..=3).await;
        steps(&store, "b", 1..=3).await;
        assert_eq!(journal_rows(&store), 6, "one journal row per commit");
        assert_eq!(logged(&store, "a"), 0);
        finish(&store, "a").await;
        assert_eq!(
            logged(&store, "a"),
            3,
            "an ended match is copied to its log"
        );
        let a = store.load("a").expect("load").expect("stored");
        assert_eq!(a.steps, (1..=3).map(step).collect::<Vec<_>>());
        assert_eq!(a.version, 3);
        // "b" still runs: its steps are read from the journal.
        let b = store.load("b").expect("load").expect("stored");
        assert_eq!(b.steps, (1..=3).map(step).collect::<Vec<_>>());
        // Once "b" ends too, a trim empties the journal.
        finish(&store, "b").await;
        for _ in 0..journal::TRIM_EVERY {
            put(
                &store,
                Write::SeatSpectators {
                    match_id: "b".into(),
                    seat: 0,
                    allow: true,
                },
            )
            .await
            .expect("committed");
        }
        assert_eq!(journal_rows(&store), 1, "trimmed (the newest row stays)");
        for id in ["a", "b"] {
            let m = store.load(id).expect("load").expect("stored");
            assert_eq!(m.steps, (1..=3).map(step).collect::<Vec<_>>(), "{id}");
        }
    }

    #[tokio::test]
    async fn a_long_match_is_copied_out_early_so_the_journal_stays_bounded() {
        let store = SqliteStore::open(&temp_db("long"), SyncMode::Normal).expect("open");
        for id in ["long", "churn"] {
            put(&store, Write::MatchStarted(Box::new(record(id, id))))
                .await
                .expect("started");
        }
        steps(&store, "long", 1..=2).await;
        let n = (journal::JOURNAL_LIMIT as u64) * 3;
        steps(&store, "churn", 1..=n).await;
        assert_eq!(
            logged(&store, "long"),
            2,
            "the long match was copied out while running"
        );
        assert!(
            journal_rows(&store) <= journal::JOURNAL_LIMIT + i64::from(journal::TRIM_EVERY) + 2,
            "the journal stays bounded: {}",
            journal_rows(&store)
        );
        // Its later steps still follow on, and it reads back whole.
        steps(&store, "long", 3..=4).await;
        let running = store.unfinished().expect("unfinished");
        let long = running.iter().find(|m| m.id == "long").expect("long");
        assert_eq!(long.steps, (1..=4).map(step).collect::<Vec<_>>());
        let churn = running.iter().find(|m| m.id == "churn").expect("churn");
        assert_eq!(churn.version, n);
        assert_eq!(churn.steps.last(), Some(&step(n)));
        // When it ends, its early text and its last lines are packed together.
        finish(&store, "long").await;
        assert_eq!(log_parts(&store, "long"), (0, true));
        let long = store.load("long").expect("load").expect("stored");
        assert_eq!(long.steps, (1..=4).map(step).collect::<Vec<_>>());
    }

    /// A match's log row: the length of its text part and whether it has a packed part.
    fn log_parts(store: &SqliteStore, id: &str) -> (i64, bool) {
        store
            .read()
            .query_row(
                "SELECT length(steps), packed IS NOT NULL FROM logs WHERE match_id = ?1",
                [id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .expect("a log row")
    }

    #[test]
    fn seats_stored_before_teams_read_as_playing_alone() {
        let path = temp_db("migrate-teams");
        {
            let mut conn = Connection::open(&path).expect("open");
            for (i, sql) in MIGRATIONS.iter().take(3).enumerate() {
                conn.execute_batch(sql).expect("old schema");
                conn.pragma_update(None, "user_version", i as i64 + 1)
                    .expect("version");
            }
            conn.execute_batch(
                "INSERT INTO rooms (id, game, options, created_at) VALUES ('r', 'gitcg', '{}', 1);
                 INSERT INTO matches (id, room_id, game, seed, config, started_at, status)
                     VALUES ('old', 'r', 'gitcg', 5, '{}', 1, 'running');
                 INSERT INTO seats (match_id, seat, name, bot, allow_spectators)
                     VALUES ('old', 0, 'a', 0, 1), ('old', 1, 'b', 0, 1);",
            )
            .expect("an old match");
            assert_eq!(migrate(&mut conn).expect("migrates"), 3);
        }
        let store = SqliteStore::open(&path, SyncMode::Normal).expect("open");
        let m = store.load("old").expect("load").expect("kept");
        let teams: Vec<u8> = m.seats.iter().map(|s| s.team).collect();
        assert_eq!(teams, [0, 1]);
    }

    #[tokio::test]
    async fn a_database_with_one_row_per_step_migrates_to_match_logs() {
        let path = temp_db("migrate-logs");
        {
            let conn = Connection::open(&path).expect("open");
            for (i, sql) in MIGRATIONS.iter().take(2).enumerate() {
                conn.execute_batch(sql).expect("old schema");
                conn.pragma_update(None, "user_version", i as i64 + 1)
                    .expect("version");
            }
            let r = record("old", "p");
            conn.execute(
                "INSERT INTO rooms (id, game, options, created_at) VALUES (?1, 'gitcg', '{}', 1)",
                [&r.room],
            )
            .expect("room");
            conn.execute(
                "INSERT INTO matches (id, room_id, game, seed, config, started_at, status)
                 VALUES ('old', ?1, 'gitcg', 5, '{}', 1, 'running')",
                [&r.room],
            )
            .expect("match");
            let mut clocked = step(2);
            clocked.clocks = Some(r#"{"round":1,"seats":[]}"#.into());
            let forfeit = StepRecord {
                action: None,
                decision: None,
                action_id: None,
                kind: StepKind::Forfeit,
                ..step(3)
            };
            for s in [step(1), clocked.clone(), forfeit.clone()] {
                conn.execute(
                    "INSERT INTO actions (match_id, version, seat, kind, action, decision, action_id, at, clocks)
                     VALUES ('old', ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                    params![
                        s.version as i64,
                        s.seat as i64,
                        serde_json::to_value(s.kind).expect("kind").as_str().expect("name"),
                        s.action,
                        s.decision,
                        s.action_id,
                        s.at_ms,
                        s.clocks
                    ],
                )
                .expect("step");
            }
            drop(conn);
            let store = SqliteStore::open(&path, SyncMode::Normal).expect("migrates");
            let m = store.load("old").expect("load").expect("kept");
            assert_eq!(m.steps, vec![step(1), clocked, forfeit]);
            assert_eq!(m.version, 3);
            // And the match goes on from there.
            steps(&store, "old", 4..=4).await;
        }
        let store = SqliteStore::open(&path, SyncMode::Normal).expect("reopen");
        assert_eq!(store.load("old").expect("load").expect("kept").version, 4);
    }
}
