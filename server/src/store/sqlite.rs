//! The embedded SQLite store: schema and migrations, the connections, and reads. Writes go
//! through the writer thread (`writer`).

use std::collections::HashMap;
use std::path::Path;
use std::sync::{mpsc, Mutex};

use rusqlite::{params, Connection, OptionalExtension};
use tokio::sync::oneshot;

use super::writer::{self, Job};
use super::{
    Ack, HistoryQuery, MatchRecord, SeatRecord, StepKind, StepRecord, Store, StoreError, Write,
};

/// The schema, one migration per entry; `PRAGMA user_version` is the number applied.
pub const MIGRATIONS: &[&str] = &[
    // 1: rooms, matches, seats, the action log.
    "CREATE TABLE rooms (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        created_at INTEGER NOT NULL
    );
    CREATE TABLE matches (
        id TEXT PRIMARY KEY,
        room_id TEXT NOT NULL REFERENCES rooms(id),
        game TEXT NOT NULL,
        seed INTEGER NOT NULL,
        config TEXT NOT NULL,
        started_at INTEGER NOT NULL,
        finished_at INTEGER,
        outcome TEXT,
        status TEXT NOT NULL DEFAULT 'running'
    );
    CREATE INDEX matches_by_status ON matches(status, finished_at);
    CREATE TABLE seats (
        match_id TEXT NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        player_id TEXT,
        name TEXT NOT NULL,
        bot INTEGER NOT NULL,
        token_hash BLOB,
        allow_spectators INTEGER NOT NULL,
        PRIMARY KEY (match_id, seat)
    ) WITHOUT ROWID;
    CREATE INDEX seats_by_player ON seats(player_id);
    CREATE TABLE actions (
        match_id TEXT NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        version INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL,
        action TEXT,
        decision TEXT,
        action_id TEXT,
        at INTEGER NOT NULL,
        clocks TEXT,
        PRIMARY KEY (match_id, version)
    ) WITHOUT ROWID;",
    // 2: history by game.
    "CREATE INDEX matches_by_game ON matches(game, finished_at);",
    // 3: the hot log: steps appended at the end of one table, copied to `actions` when their
    // match ends (see `writer`).
    "CREATE TABLE steps_hot (
        seq INTEGER PRIMARY KEY,
        match_id TEXT NOT NULL,
        version INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL,
        action TEXT,
        decision TEXT,
        action_id TEXT,
        at INTEGER NOT NULL,
        clocks TEXT
    );",
];

/// Brings a database to the newest schema; returns the version it was at.
pub fn migrate(conn: &mut Connection) -> Result<usize, StoreError> {
    let at: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    let at = at.max(0) as usize;
    if at > MIGRATIONS.len() {
        return Err(StoreError(format!(
            "the database has schema version {at}, newer than this server's {}",
            MIGRATIONS.len()
        )));
    }
    for (i, sql) in MIGRATIONS.iter().enumerate().skip(at) {
        let tx = conn.transaction()?;
        tx.execute_batch(sql)?;
        tx.pragma_update(None, "user_version", (i + 1) as i64)?;
        tx.commit()?;
        tracing::info!(version = i + 1, "database migrated");
    }
    Ok(at)
}

/// How hard SQLite works to keep a commit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum SyncMode {
    /// Every commit reaches the disk (`synchronous=FULL`): survives power loss.
    #[default]
    Full,
    /// Commits survive a crash of the process but maybe not of the machine
    /// (`synchronous=NORMAL` in WAL mode).
    Normal,
}

fn open_conn(path: &Path, sync: SyncMode) -> Result<Connection, StoreError> {
    let conn = Connection::open(path)?;
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(
        None,
        "synchronous",
        match sync {
            SyncMode::Full => "FULL",
            SyncMode::Normal => "NORMAL",
        },
    )?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    Ok(conn)
}

/// The embedded SQLite store.
#[derive(Debug)]
pub struct SqliteStore {
    tx: Mutex<Option<mpsc::Sender<Job>>>,
    read: Mutex<Connection>,
    writer: Mutex<Option<std::thread::JoinHandle<()>>>,
}

impl SqliteStore {
    /// Opens (creating if needed) and migrates the database at `path`, and starts the writer.
    pub fn open(path: &Path, sync: SyncMode) -> Result<SqliteStore, StoreError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| StoreError(e.to_string()))?;
        }
        let mut write = open_conn(path, sync)?;
        migrate(&mut write)?;
        let read = open_conn(path, sync)?;
        let (tx, rx) = mpsc::channel::<Job>();
        let runtime = tokio::runtime::Handle::try_current().ok();
        let writer = std::thread::Builder::new()
            .name("tavern-store".into())
            .spawn(move || writer::run(write, rx, runtime))
            .map_err(|e| StoreError(e.to_string()))?;
        Ok(SqliteStore {
            tx: Mutex::new(Some(tx)),
            read: Mutex::new(read),
            writer: Mutex::new(Some(writer)),
        })
    }

    /// Stops the writer after it has committed everything queued so far.
    pub fn close(&self) {
        self.tx.lock().unwrap_or_else(|e| e.into_inner()).take();
        if let Some(w) = self.writer.lock().unwrap_or_else(|e| e.into_inner()).take() {
            let _ = w.join();
        }
    }

    fn read(&self) -> std::sync::MutexGuard<'_, Connection> {
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
     (SELECT COUNT(*) FROM actions a WHERE a.match_id = m.id)";

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
        "SELECT player_id, name, bot, token_hash, allow_spectators FROM seats
         WHERE match_id = ?1 ORDER BY seat",
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
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(())
}

const STEP_COLUMNS: &str = "version, seat, kind, action, decision, action_id, at, clocks";

fn step_row(r: &rusqlite::Row<'_>, at: usize) -> rusqlite::Result<StepRecord> {
    let kind: String = r.get(at + 2)?;
    Ok(StepRecord {
        version: r.get::<_, i64>(at)? as u64,
        seat: r.get::<_, i64>(at + 1)? as u8,
        kind: StepKind::parse(&kind).unwrap_or(StepKind::Action),
        action: r.get(at + 3)?,
        decision: r.get(at + 4)?,
        action_id: r.get(at + 5)?,
        at_ms: r.get(at + 6)?,
        clocks: r.get(at + 7)?,
    })
}

/// Steps still in the hot log (not yet copied to `actions`, or copied but not yet trimmed),
/// by match; one scan for `match_id`, or for every match.
fn hot_steps(
    conn: &Connection,
    match_id: Option<&str>,
) -> Result<HashMap<String, Vec<StepRecord>>, StoreError> {
    let mut st = conn.prepare_cached(&format!(
        "SELECT match_id, {STEP_COLUMNS} FROM steps_hot
         WHERE ?1 IS NULL OR match_id = ?1 ORDER BY seq"
    ))?;
    let mut out: HashMap<String, Vec<StepRecord>> = HashMap::new();
    let rows = st.query_map([match_id], |r| {
        Ok((r.get::<_, String>(0)?, step_row(r, 1)?))
    })?;
    for row in rows {
        let (id, step) = row?;
        out.entry(id).or_default().push(step);
    }
    Ok(out)
}

/// Fills in a match's steps: those in `actions`, then those only in the hot log.
fn load_steps(
    conn: &Connection,
    m: &mut MatchRecord,
    hot: Option<Vec<StepRecord>>,
) -> Result<(), StoreError> {
    let mut st = conn.prepare_cached(&format!(
        "SELECT {STEP_COLUMNS} FROM actions WHERE match_id = ?1 ORDER BY version"
    ))?;
    m.steps = st
        .query_map([&m.id], |r| step_row(r, 0))?
        .collect::<Result<_, _>>()?;
    for step in hot.into_iter().flatten() {
        if step.version > m.steps.last().map_or(0, |s| s.version) {
            m.steps.push(step);
        }
    }
    m.version = m.steps.len() as u64;
    Ok(())
}

impl Store for SqliteStore {
    fn write(&self, write: Write) -> Ack {
        let (ack, rx) = oneshot::channel();
        let sent = match &*self.tx.lock().unwrap_or_else(|e| e.into_inner()) {
            Some(tx) => tx.send((write, ack)).map_err(|e| e.0 .1),
            None => Err(ack),
        };
        if let Err(ack) = sent {
            let _ = ack.send(Err(StoreError("the store is closed".into())));
        }
        rx
    }

    fn unfinished(&self) -> Result<Vec<MatchRecord>, StoreError> {
        let conn = self.read();
        let mut st = conn.prepare(&format!(
            "SELECT {MATCH_COLUMNS} FROM matches m JOIN rooms r ON r.id = m.room_id
             WHERE m.status = 'running' ORDER BY m.started_at"
        ))?;
        let mut out: Vec<MatchRecord> = st.query_map([], match_row)?.collect::<Result<_, _>>()?;
        let mut hot = hot_steps(&conn, None)?;
        for m in &mut out {
            load_seats(&conn, m)?;
            let h = hot.remove(&m.id);
            load_steps(&conn, m, h)?;
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
        // A match's steps are all in `actions` once it has ended.
        let hot = match m.status.as_str() {
            "running" => hot_steps(&conn, Some(id))?.remove(id),
            _ => None,
        };
        load_steps(&conn, &mut m, hot)?;
        Ok(Some(m))
    }

    fn history(&self, q: &HistoryQuery) -> Result<Vec<MatchRecord>, StoreError> {
        let conn = self.read();
        let mut st = conn.prepare(&format!(
            "SELECT {MATCH_COLUMNS} FROM matches m JOIN rooms r ON r.id = m.room_id
             WHERE m.status = 'finished'
               AND (?1 IS NULL OR m.game = ?1)
               AND (?2 IS NULL OR EXISTS (SELECT 1 FROM seats s WHERE s.match_id = m.id
                                          AND (s.player_id = ?2 OR s.name = ?2)))
             ORDER BY m.finished_at DESC LIMIT ?3"
        ))?;
        let mut out: Vec<MatchRecord> = st
            .query_map(params![q.game, q.player, q.limit.max(1) as i64], match_row)?
            .collect::<Result<_, _>>()?;
        for m in &mut out {
            load_seats(&conn, m)?;
        }
        Ok(out)
    }

    fn prune(&self, before_ms: i64) -> Result<usize, StoreError> {
        let mut conn = self.read();
        let tx = conn.transaction()?;
        let n = tx.execute(
            "DELETE FROM matches WHERE status != 'running' AND finished_at < ?1",
            [before_ms],
        )?;
        // Hot rows of matches that no longer exist (normally trimmed long before).
        tx.execute(
            "DELETE FROM steps_hot WHERE NOT EXISTS
                 (SELECT 1 FROM matches m WHERE m.id = steps_hot.match_id)",
            [],
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
    use crate::store::now_ms;

    fn temp_db(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "tavern-store-{}-{}-{name}",
            std::process::id(),
            now_ms()
        ));
        std::fs::create_dir_all(&dir).expect("temp dir");
        dir.join("t.db")
    }

    fn record(id: &str, player: &str) -> MatchRecord {
        MatchRecord {
            id: id.into(),
            room: format!("room-{id}"),
            room_options: "{}".into(),
            game: "gitcg".into(),
            seed: u64::MAX - 7,
            config: r#"{"decks":[]}"#.into(),
            seats: vec![
                SeatRecord {
                    player_id: Some(player.into()),
                    name: "alice".into(),
                    bot: false,
                    token_hash: Some([7; 32]),
                    allow_spectators: true,
                },
                SeatRecord {
                    player_id: None,
                    name: "Bot 2".into(),
                    bot: true,
                    token_hash: None,
                    allow_spectators: false,
                },
            ],
            started_at_ms: 1_000,
            finished_at_ms: None,
            outcome: None,
            status: "running".into(),
            steps: Vec::new(),
            version: 0,
        }
    }

    fn step(version: u64) -> StepRecord {
        StepRecord {
            version,
            seat: (version % 2) as u8,
            kind: StepKind::Action,
            action: Some(format!(r#"{{"action":"declare_end","n":{version}}}"#)),
            decision: Some("act".into()),
            action_id: Some(format!("a{version}")),
            at_ms: 1_000 + version as i64,
            clocks: None,
        }
    }

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

    #[tokio::test]
    async fn a_match_round_trips_and_is_pruned_once_old() {
        let path = temp_db("roundtrip");
        let store = SqliteStore::open(&path, SyncMode::Normal).expect("open");
        let acks: Vec<Ack> =
            std::iter::once(store.write(Write::MatchStarted(Box::new(record("m1", "p1")))))
                .chain((1..=5).map(|v| {
                    store.write(Write::Step {
                        match_id: "m1".into(),
                        step: step(v),
                    })
                }))
                .collect();
        for a in acks {
            a.await.expect("ack").expect("committed");
        }
        let running = store.unfinished().expect("unfinished");
        assert_eq!(running.len(), 1);
        let m = &running[0];
        assert_eq!(m.seed, u64::MAX - 7, "seeds keep all 64 bits");
        assert_eq!(m.seats, record("m1", "p1").seats);
        assert_eq!(m.steps, (1..=5).map(step).collect::<Vec<_>>());
        assert_eq!(m.version, 5);
        // A duplicate step is refused; the writes queued with it still commit.
        let dup = store.write(Write::Step {
            match_id: "m1".into(),
            step: step(5),
        });
        assert!(dup.await.expect("ack").is_err());
        store
            .write(Write::Finished {
                match_id: "m1".into(),
                status: "finished".into(),
                outcome: Some("{}".into()),
                at_ms: 5_000,
            })
            .await
            .expect("ack")
            .expect("committed");
        assert!(store.unfinished().expect("unfinished").is_empty());
        let by_player = store
            .history(&HistoryQuery {
                player: Some("p1".into()),
                game: None,
                limit: 10,
            })
            .expect("history");
        assert_eq!(by_player.len(), 1);
        assert_eq!(by_player[0].finished_at_ms, Some(5_000));
        let other = store
            .history(&HistoryQuery {
                player: Some("nobody".into()),
                ..HistoryQuery::default()
            })
            .expect("history");
        assert!(other.is_empty());
        assert_eq!(store.prune(4_000).expect("prune"), 0, "not old enough");
        assert_eq!(store.prune(6_000).expect("prune"), 1);
        assert!(store.load("m1").expect("load").is_none());
    }

    #[tokio::test]
    async fn writes_survive_reopening() {
        let path = temp_db("reopen");
        {
            let store = SqliteStore::open(&path, SyncMode::Full).expect("open");
            store
                .write(Write::MatchStarted(Box::new(record("m2", "p2"))))
                .await
                .expect("ack")
                .expect("committed");
            let acks: Vec<Ack> = (1..=100)
                .map(|v| {
                    store.write(Write::Step {
                        match_id: "m2".into(),
                        step: step(v),
                    })
                })
                .collect();
            for a in acks {
                a.await.expect("ack").expect("committed");
            }
        }
        let store = SqliteStore::open(&path, SyncMode::Full).expect("reopen");
        let m = store.load("m2").expect("load").expect("stored");
        assert_eq!(m.steps.len(), 100);
        assert_eq!(m.status, "running");
    }

    fn hot_rows(store: &SqliteStore) -> i64 {
        store
            .read()
            .query_row("SELECT COUNT(*) FROM steps_hot", [], |r| r.get(0))
            .expect("count")
    }

    fn copied_rows(store: &SqliteStore, id: &str) -> i64 {
        store
            .read()
            .query_row(
                "SELECT COUNT(*) FROM actions WHERE match_id = ?1",
                [id],
                |r| r.get(0),
            )
            .expect("count")
    }

    async fn put(store: &SqliteStore, w: Write) -> Result<(), StoreError> {
        store.write(w).await.expect("ack")
    }

    async fn steps(store: &SqliteStore, id: &str, versions: std::ops::RangeInclusive<u64>) {
        for v in versions {
            put(
                store,
                Write::Step {
                    match_id: id.into(),
                    step: step(v),
                },
            )
            .await
            .expect("committed");
        }
    }

    async fn finish(store: &SqliteStore, id: &str) {
        put(
            store,
            Write::Finished {
                match_id: id.into(),
                status: "finished".into(),
                outcome: Some("{}".into()),
                at_ms: 9_000,
            },
        )
        .await
        .expect("committed");
    }

    #[tokio::test]
    async fn an_ended_match_moves_from_the_hot_log_to_actions_and_the_log_is_trimmed() {
        let store = SqliteStore::open(&temp_db("hot"), SyncMode::Normal).expect("open");
        for id in ["a", "b"] {
            put(&store, Write::MatchStarted(Box::new(record(id, id))))
                .await
                .expect("started");
        }
        steps(&store, "a", 1..=3).await;
        steps(&store, "b", 1..=3).await;
        assert_eq!(hot_rows(&store), 6, "steps go to the hot log");
        assert_eq!(copied_rows(&store, "a"), 0);
        finish(&store, "a").await;
        assert_eq!(copied_rows(&store, "a"), 3, "an ended match is copied out");
        let a = store.load("a").expect("load").expect("stored");
        assert_eq!(a.steps, (1..=3).map(step).collect::<Vec<_>>());
        assert_eq!(a.version, 3);
        // "b" still runs: its steps are read from the hot log.
        let b = store.load("b").expect("load").expect("stored");
        assert_eq!(b.steps, (1..=3).map(step).collect::<Vec<_>>());
        // Once "b" ends too, a trim empties the hot log.
        finish(&store, "b").await;
        for _ in 0..writer::TRIM_EVERY {
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
        assert_eq!(hot_rows(&store), 0, "trimmed");
        for id in ["a", "b"] {
            let m = store.load(id).expect("load").expect("stored");
            assert_eq!(m.steps, (1..=3).map(step).collect::<Vec<_>>(), "{id}");
        }
    }

    #[tokio::test]
    async fn a_long_match_is_copied_out_early_so_the_hot_log_stays_bounded() {
        let store = SqliteStore::open(&temp_db("long"), SyncMode::Normal).expect("open");
        for id in ["long", "churn"] {
            put(&store, Write::MatchStarted(Box::new(record(id, id))))
                .await
                .expect("started");
        }
        steps(&store, "long", 1..=2).await;
        let n = (writer::HOT_LIMIT as u64) * 3;
        steps(&store, "churn", 1..=n).await;
        assert!(
            copied_rows(&store, "long") == 2,
            "the long match was copied out while running"
        );
        assert!(
            hot_rows(&store) <= writer::HOT_LIMIT + i64::from(writer::TRIM_EVERY) + 2,
            "the hot log stays bounded: {}",
            hot_rows(&store)
        );
        // Its later steps still follow on, and it reads back whole.
        steps(&store, "long", 3..=4).await;
        let running = store.unfinished().expect("unfinished");
        let long = running.iter().find(|m| m.id == "long").expect("long");
        assert_eq!(long.steps, (1..=4).map(step).collect::<Vec<_>>());
        let churn = running.iter().find(|m| m.id == "churn").expect("churn");
        assert_eq!(churn.version, n);
        assert_eq!(churn.steps.last(), Some(&step(n)));
    }

    #[tokio::test]
    async fn the_hot_log_is_picked_up_after_a_restart_and_gaps_are_refused() {
        let path = temp_db("hot-reopen");
        {
            let store = SqliteStore::open(&path, SyncMode::Normal).expect("open");
            put(&store, Write::MatchStarted(Box::new(record("m", "p"))))
                .await
                .expect("started");
            steps(&store, "m", 1..=5).await;
        }
        let store = SqliteStore::open(&path, SyncMode::Normal).expect("reopen");
        for bad in [5, 7] {
            let refused = put(
                &store,
                Write::Step {
                    match_id: "m".into(),
                    step: step(bad),
                },
            )
            .await;
            assert!(refused.is_err(), "step {bad} after step 5 is refused");
        }
        steps(&store, "m", 6..=6).await;
        let unknown = put(
            &store,
            Write::Step {
                match_id: "nobody".into(),
                step: step(1),
            },
        )
        .await;
        assert!(unknown.is_err(), "a step of an unknown match is refused");
        finish(&store, "m").await;
        let m = store.load("m").expect("load").expect("stored");
        assert_eq!(m.steps, (1..=6).map(step).collect::<Vec<_>>());
    }
}
