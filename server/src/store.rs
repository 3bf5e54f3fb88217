//! Storage: rooms, matches (game, seed, config and decks, seats with their resume-token hashes),
//! the action log (each action with the decision it answered, its seat, its time and the clocks
//! after it) and results.
//!
//! Everything goes through one trait, [`Store`], so another backend (PostgreSQL) can follow.
//! [`SqliteStore`] is the embedded default: one writer thread owns a write connection and
//! *group-commits* — it takes every write queued by all matches, commits them in one
//! transaction, then acknowledges each. A match task awaits its acknowledgement before it tells
//! anyone about the action (write before tell); other matches keep running meanwhile.
//! Reads (recovery, history, replays) use a second connection; in WAL mode they never wait for
//! the writer.

use std::path::Path;
use std::sync::{mpsc, Mutex};
use std::time::{SystemTime, UNIX_EPOCH};

use rusqlite::{params, Connection, OptionalExtension};
use serde::{Deserialize, Serialize};
use tokio::sync::oneshot;

/// A storage failure, for logs (players only ever see `internal`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoreError(pub String);

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "storage: {}", self.0)
    }
}

impl std::error::Error for StoreError {}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        StoreError(e.to_string())
    }
}

/// The acknowledgement of one write: resolves once the write is committed (or failed).
pub type Ack = oneshot::Receiver<Result<(), StoreError>>;

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// A seat as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRecord {
    /// The player, unless a bot sits there.
    pub player_id: Option<String>,
    /// Display name.
    pub name: String,
    /// A server-side bot.
    pub bot: bool,
    /// SHA-256 of the player's resume token.
    pub token_hash: Option<[u8; 32]>,
    /// Whether spectators may watch from behind this seat.
    pub allow_spectators: bool,
}

/// What a stored step did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StepKind {
    /// A player's action.
    Action,
    /// A server-side bot's action.
    Bot,
    /// The game's timeout action, submitted by the server when a clock ran out.
    Timeout,
    /// The seat forfeited (left, timed out too often, or its grace period ran out).
    Forfeit,
}

impl StepKind {
    fn as_str(self) -> &'static str {
        match self {
            StepKind::Action => "action",
            StepKind::Bot => "bot",
            StepKind::Timeout => "timeout",
            StepKind::Forfeit => "forfeit",
        }
    }

    fn parse(s: &str) -> Option<StepKind> {
        Some(match s {
            "action" => StepKind::Action,
            "bot" => StepKind::Bot,
            "timeout" => StepKind::Timeout,
            "forfeit" => StepKind::Forfeit,
            _ => return None,
        })
    }
}

/// One entry of a match's action log: the step that took the match to `version`.
#[derive(Clone, Debug, PartialEq)]
pub struct StepRecord {
    /// The match version after this step (1 for the first).
    pub version: u64,
    /// The seat that acted.
    pub seat: u8,
    /// What kind of step.
    pub kind: StepKind,
    /// The game action as JSON text (none for a forfeit).
    pub action: Option<String>,
    /// The decision the action answered (`act`, `reroll`, …), as its wire name.
    pub decision: Option<String>,
    /// The client's action id (players' actions only), for idempotent retries after a restart.
    pub action_id: Option<String>,
    /// When it was applied (ms since the epoch).
    pub at_ms: i64,
    /// The clocks after it (JSON of `clock::ClockSnapshot`), when the match has clocks.
    pub clocks: Option<String>,
}

/// A match as stored: everything needed to rebuild it, plus its result once over.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchRecord {
    /// Match id.
    pub id: String,
    /// Its room.
    pub room: String,
    /// The room's options (JSON of `RoomOptions`).
    pub room_options: String,
    /// The game's id.
    pub game: String,
    /// The seed.
    pub seed: u64,
    /// The match config, decks included (JSON).
    pub config: String,
    /// The seats.
    pub seats: Vec<SeatRecord>,
    /// When it started (ms since the epoch).
    pub started_at_ms: i64,
    /// When it ended.
    pub finished_at_ms: Option<i64>,
    /// The outcome (JSON of `Outcome`), once over.
    pub outcome: Option<String>,
    /// `running`, `finished` or `abandoned` (could not be rebuilt).
    pub status: String,
    /// The action log, in order (empty in summaries).
    pub steps: Vec<StepRecord>,
    /// Number of steps.
    pub version: u64,
}

/// A write, queued to the store.
#[derive(Clone, Debug)]
pub enum Write {
    /// A match (and its room and seats) begins; its `steps` are ignored.
    MatchStarted(Box<MatchRecord>),
    /// One step of a match's log.
    Step {
        /// The match.
        match_id: String,
        /// The step.
        step: StepRecord,
    },
    /// A match ended.
    Finished {
        /// The match.
        match_id: String,
        /// `finished` or `abandoned`.
        status: String,
        /// The outcome (JSON), if any.
        outcome: Option<String>,
        /// When.
        at_ms: i64,
    },
    /// A seat changed whether spectators may watch from behind it.
    SeatSpectators {
        /// The match.
        match_id: String,
        /// The seat.
        seat: u8,
        /// Allowed or not.
        allow: bool,
    },
}

/// A history query.
#[derive(Clone, Debug, Default)]
pub struct HistoryQuery {
    /// Only matches where this player (id or display name) sat.
    pub player: Option<String>,
    /// Only matches of this game.
    pub game: Option<String>,
    /// At most this many, newest first.
    pub limit: usize,
}

/// The storage backend.
pub trait Store: Send + Sync + std::fmt::Debug {
    /// Queues a write; the acknowledgement resolves once it is committed. Writes of one
    /// caller are committed in the order they were queued.
    fn write(&self, write: Write) -> Ack;
    /// Every match that has not ended, with its steps (blocking; at startup).
    fn unfinished(&self) -> Result<Vec<MatchRecord>, StoreError>;
    /// A match with its steps (blocking).
    fn load(&self, id: &str) -> Result<Option<MatchRecord>, StoreError>;
    /// Recent finished matches, newest first, without steps (blocking).
    fn history(&self, q: &HistoryQuery) -> Result<Vec<MatchRecord>, StoreError>;
    /// Deletes matches finished before `before_ms`; returns how many (blocking).
    fn prune(&self, before_ms: i64) -> Result<usize, StoreError>;
}

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

type Job = (Write, oneshot::Sender<Result<(), StoreError>>);

/// The embedded SQLite store.
#[derive(Debug)]
pub struct SqliteStore {
    tx: Mutex<Option<mpsc::Sender<Job>>>,
    read: Mutex<Connection>,
    writer: Mutex<Option<std::thread::JoinHandle<()>>>,
}

/// The most writes committed in one transaction.
const MAX_BATCH: usize = 4096;

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
        let writer = std::thread::Builder::new()
            .name("tavern-store".into())
            .spawn(move || writer_loop(write, rx))
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

fn writer_loop(mut conn: Connection, rx: mpsc::Receiver<Job>) {
    let mut batch: Vec<Job> = Vec::new();
    while let Ok(first) = rx.recv() {
        batch.push(first);
        while batch.len() < MAX_BATCH {
            match rx.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        match commit(&mut conn, &batch) {
            Ok(()) => {
                for (_, ack) in batch.drain(..) {
                    let _ = ack.send(Ok(()));
                }
            }
            // One bad write must not fail the others queued with it: commit each alone.
            Err(_) => {
                for job in batch.drain(..) {
                    let result = commit(&mut conn, std::slice::from_ref(&job));
                    if let Err(e) = &result {
                        tracing::error!(error = %e, "storage write failed");
                    }
                    let _ = job.1.send(result);
                }
            }
        }
    }
}

fn commit(conn: &mut Connection, batch: &[Job]) -> Result<(), StoreError> {
    let tx = conn.transaction()?;
    for (w, _) in batch {
        apply_write(&tx, w)?;
    }
    tx.commit()?;
    Ok(())
}

fn apply_write(tx: &rusqlite::Transaction<'_>, w: &Write) -> Result<(), StoreError> {
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
        Write::Step { match_id, step } => {
            tx.prepare_cached(
                "INSERT INTO actions (match_id, version, seat, kind, action, decision, action_id, at, clocks)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            )?
            .execute(params![
                match_id,
                step.version as i64,
                step.seat as i64,
                step.kind.as_str(),
                step.action,
                step.decision,
                step.action_id,
                step.at_ms,
                step.clocks
            ])?;
        }
        Write::Finished {
            match_id,
            status,
            outcome,
            at_ms,
        } => {
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

fn load_steps(conn: &Connection, m: &mut MatchRecord) -> Result<(), StoreError> {
    let mut st = conn.prepare_cached(
        "SELECT version, seat, kind, action, decision, action_id, at, clocks FROM actions
         WHERE match_id = ?1 ORDER BY version",
    )?;
    m.steps = st
        .query_map([&m.id], |r| {
            let kind: String = r.get(2)?;
            Ok(StepRecord {
                version: r.get::<_, i64>(0)? as u64,
                seat: r.get::<_, i64>(1)? as u8,
                kind: StepKind::parse(&kind).unwrap_or(StepKind::Action),
                action: r.get(3)?,
                decision: r.get(4)?,
                action_id: r.get(5)?,
                at_ms: r.get(6)?,
                clocks: r.get(7)?,
            })
        })?
        .collect::<Result<_, _>>()?;
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
        for m in &mut out {
            load_seats(&conn, m)?;
            load_steps(&conn, m)?;
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
        load_steps(&conn, &mut m)?;
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
}
