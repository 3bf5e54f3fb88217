//! The PostgreSQL store (`--db postgres://…`): the same promises as SQLite's, for several
//! Tavern nodes sharing one database server.
//!
//! It mirrors the SQLite store: one writer thread owns a write connection and group-commits
//! (`store::writer`; how a batch is stored: `steps`), and reads (recovery, history, replays,
//! pruning) run on a second connection owned by a reader thread, each read in a transaction
//! of its own. The `postgres` client blocks, so both connections live on threads of their own,
//! never on the async runtime's; a caller of a read waits for the reader thread's answer, as a
//! caller of SQLite's reads waits for its connection. The schema and its migrations are in
//! `schema`, the connections in `connection`.

use std::collections::HashMap;
use std::sync::{mpsc, Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use ::postgres::Row;

mod accounts;
mod connection;
mod schema;
mod steps;
mod tournaments;

use self::connection::{Conn, Tx};
use super::lines::parse_lines;
use super::log_pack;
use super::writer::{self, Job, Queue};
use super::{
    Ack, HistoryQuery, MatchRecord, SeatRecord, Store, StoreError, StoreStats, SyncMode, Write,
};

/// A read, run on the reader thread's connection.
type ReadJob = Box<dyn FnOnce(&mut Conn) + Send>;

/// The PostgreSQL store.
#[derive(Debug)]
pub struct PostgresStore {
    queue: Queue,
    reads: Mutex<Option<mpsc::Sender<ReadJob>>>,
    threads: Mutex<Vec<JoinHandle<()>>>,
    stats: Arc<StoreStats>,
}

/// The writer's session settings for a durability. `normal` lets PostgreSQL acknowledge a
/// commit before its WAL reaches the disk: a crash of Tavern loses nothing, a crash of the
/// database server or the machine may lose the last fraction of a second.
fn durability(sync: SyncMode) -> &'static str {
    match sync {
        SyncMode::Full => "SET synchronous_commit = on",
        SyncMode::Normal => "SET synchronous_commit = off",
    }
}

/// Starts a thread that connects, reports whether it could, then serves its connection.
fn spawn_connected(
    name: &str,
    connect: impl FnOnce() -> Result<Conn, StoreError> + Send + 'static,
    serve: impl FnOnce(Conn) + Send + 'static,
) -> Result<JoinHandle<()>, StoreError> {
    let (ready_tx, ready_rx) = mpsc::channel();
    let handle = std::thread::Builder::new()
        .name(name.into())
        .spawn(move || match connect() {
            Ok(conn) => {
                let _ = ready_tx.send(Ok(()));
                serve(conn);
            }
            Err(e) => {
                let _ = ready_tx.send(Err(e));
            }
        })
        .map_err(|e| StoreError::Failed(e.to_string()))?;
    ready_rx
        .recv()
        .map_err(|_| StoreError::Failed(format!("the {name} thread stopped while connecting")))??;
    Ok(handle)
}

impl PostgresStore {
    /// Connects to the database at `url` (`postgres://user@host:port/db`), migrates it and
    /// starts the writer and the reader.
    pub fn open(url: &str, sync: SyncMode) -> Result<PostgresStore, StoreError> {
        PostgresStore::open_paced(url, sync, Duration::ZERO)
    }

    /// [`PostgresStore::open`], committing at most once per `interval` (group commit: under
    /// load a commit carries more writes, at the cost of up to `interval` of latency).
    pub fn open_paced(
        url: &str,
        sync: SyncMode,
        interval: Duration,
    ) -> Result<PostgresStore, StoreError> {
        let config = connection::config(url)?;
        // The reader connects first and migrates, so the writer starts on the newest schema.
        let (reads, read_rx) = mpsc::channel::<ReadJob>();
        let read_config = config.clone();
        let reader = spawn_connected(
            "tavern-store-read",
            move || {
                let mut conn = Conn::open(&read_config, "SET application_name = 'tavern-read'")?;
                schema::migrate(&mut conn)?;
                Ok(conn)
            },
            move |mut conn| {
                while let Ok(job) = read_rx.recv() {
                    job(&mut conn);
                }
            },
        )?;
        let (tx, rx) = mpsc::channel::<Job>();
        let runtime = tokio::runtime::Handle::try_current().ok();
        let stats = Arc::new(StoreStats::default());
        let counts = stats.clone();
        let write_config = config.clone();
        let writer = spawn_connected(
            "tavern-store",
            move || Conn::open(&write_config, durability(sync)),
            move |conn| {
                writer::run(
                    &mut steps::PgWriter::new(conn),
                    rx,
                    runtime,
                    &counts,
                    interval,
                )
            },
        )?;
        tracing::info!(db = %connection::describe(&config), "PostgreSQL storage connected");
        Ok(PostgresStore {
            queue: Queue::new(tx),
            reads: Mutex::new(Some(reads)),
            threads: Mutex::new(vec![writer, reader]),
            stats,
        })
    }

    /// Stops the writer after it has committed everything queued so far, and the reader.
    pub fn close(&self) {
        self.queue.close();
        self.reads.lock().unwrap_or_else(|e| e.into_inner()).take();
        let threads = std::mem::take(&mut *self.threads.lock().unwrap_or_else(|e| e.into_inner()));
        for t in threads {
            let _ = t.join();
        }
    }

    /// Runs `f` on the reader's connection and waits for its answer. A read that failed
    /// because PostgreSQL closed the connection runs once more, on a new one. (Account
    /// changes, like pruning, are written through it too.)
    fn read<T: Send + 'static>(
        &self,
        f: impl Fn(&mut Conn) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let (tx, rx) = mpsc::sync_channel(1);
        let job: ReadJob = Box::new(move |conn| {
            let mut answer = f(conn);
            if answer.is_err() && conn.is_closed() {
                answer = f(conn);
            }
            let _ = tx.send(answer);
        });
        let sent = match &*self.reads.lock().unwrap_or_else(|e| e.into_inner()) {
            Some(reads) => reads.send(job).is_ok(),
            None => false,
        };
        if !sent {
            return Err(StoreError::Failed("the store is closed".into()));
        }
        rx.recv()
            .map_err(|_| StoreError::Failed("the reader stopped".into()))?
    }
}

impl Drop for PostgresStore {
    fn drop(&mut self) {
        self.close();
    }
}

/// A match's columns, in the order `match_row` reads them; its version is its last stored step.
macro_rules! match_columns {
    () => {
        "m.id, m.room_id, r.options, m.game, m.seed, m.config, m.started_at, m.finished_at,
         m.outcome, m.status,
         GREATEST(COALESCE((SELECT l.last_version FROM logs l WHERE l.match_id = m.id), 0),
                  COALESCE((SELECT MAX(s.version) FROM steps s WHERE s.match_id = m.id), 0))
         FROM matches m JOIN rooms r ON r.id = m.room_id"
    };
}

fn match_row(r: &Row) -> Result<MatchRecord, StoreError> {
    Ok(MatchRecord {
        id: r.try_get(0)?,
        room: r.try_get(1)?,
        room_options: r.try_get(2)?,
        game: r.try_get(3)?,
        seed: r.try_get::<_, i64>(4)? as u64,
        config: r.try_get(5)?,
        started_at_ms: r.try_get(6)?,
        finished_at_ms: r.try_get(7)?,
        outcome: r.try_get(8)?,
        status: r.try_get(9)?,
        version: r.try_get::<_, i64>(10)?.max(0) as u64,
        seats: Vec::new(),
        steps: Vec::new(),
    })
}

/// Fills in the matches' seats, and their steps with `with_steps` (packed log first, then the
/// rows of `steps`), a few queries for all of them.
fn fill(tx: &mut Tx<'_>, matches: &mut [MatchRecord], with_steps: bool) -> Result<(), StoreError> {
    let ids: Vec<&str> = matches.iter().map(|m| m.id.as_str()).collect();
    let mut seats: HashMap<String, Vec<SeatRecord>> = HashMap::new();
    for r in tx.query(
        "SELECT match_id, player_id, name, bot, token_hash, allow_spectators, team, player_left,
                account_id, deck_name
         FROM seats WHERE match_id = ANY($1) ORDER BY match_id, seat",
        &[&ids],
    )? {
        let hash: Option<Vec<u8>> = r.try_get(4)?;
        seats.entry(r.try_get(0)?).or_default().push(SeatRecord {
            player_id: r.try_get(1)?,
            name: r.try_get(2)?,
            bot: r.try_get(3)?,
            token_hash: hash.and_then(|h| h.try_into().ok()),
            allow_spectators: r.try_get(5)?,
            team: u8::try_from(r.try_get::<_, i16>(6)?).unwrap_or(0),
            left: r.try_get(7)?,
            account: r
                .try_get::<_, Option<String>>(8)?
                .map(|id| -> Result<_, StoreError> {
                    Ok(super::SeatAccount {
                        id,
                        deck: r.try_get(9)?,
                    })
                })
                .transpose()?,
        });
    }
    let mut lines: HashMap<String, String> = HashMap::new();
    if with_steps {
        for r in tx.query(
            "SELECT match_id, packed FROM logs WHERE match_id = ANY($1)",
            &[&ids],
        )? {
            lines.insert(r.try_get(0)?, log_pack::unpack(r.try_get(1)?)?);
        }
        for r in tx.query(
            "SELECT match_id, line FROM steps WHERE match_id = ANY($1) ORDER BY match_id, version",
            &[&ids],
        )? {
            lines
                .entry(r.try_get(0)?)
                .or_default()
                .push_str(r.try_get(1)?);
        }
    }
    for m in matches {
        m.seats = seats.remove(&m.id).unwrap_or_default();
        if with_steps {
            let text = lines.remove(&m.id).unwrap_or_default();
            m.steps = parse_lines(&text).map(|(_, s)| s).collect();
            m.steps.sort_by_key(|s| s.version);
            m.steps.dedup_by_key(|s| s.version);
            m.version = m.steps.len() as u64;
        }
    }
    Ok(())
}

impl Store for PostgresStore {
    fn stats(&self) -> Option<&StoreStats> {
        Some(&self.stats)
    }

    fn write(&self, write: Write) -> Ack {
        self.queue.send(write)
    }

    fn unfinished(&self) -> Result<Vec<MatchRecord>, StoreError> {
        self.read(|conn| {
            let mut tx = conn.snapshot()?;
            let mut out = tx
                .query(
                    concat!(
                        "SELECT ",
                        match_columns!(),
                        " WHERE m.status = 'running' ORDER BY m.started_at, m.id"
                    ),
                    &[],
                )?
                .iter()
                .map(match_row)
                .collect::<Result<Vec<_>, _>>()?;
            fill(&mut tx, &mut out, true)?;
            Ok(out)
        })
    }

    fn load(&self, id: &str) -> Result<Option<MatchRecord>, StoreError> {
        let id = id.to_string();
        self.read(move |conn| {
            let mut tx = conn.snapshot()?;
            let Some(row) = tx.query_opt(
                concat!("SELECT ", match_columns!(), " WHERE m.id = $1"),
                &[&id],
            )?
            else {
                return Ok(None);
            };
            let mut m = [match_row(&row)?];
            fill(&mut tx, &mut m, true)?;
            let [m] = m;
            Ok(Some(m))
        })
    }

    fn status(&self, id: &str) -> Result<Option<String>, StoreError> {
        let id = id.to_string();
        self.read(move |conn| {
            let mut tx = conn.snapshot()?;
            let row = tx.query_opt("SELECT status FROM matches WHERE id = $1", &[&id])?;
            Ok(row.map(|r| r.try_get(0)).transpose()?)
        })
    }

    fn history(&self, q: &HistoryQuery) -> Result<Vec<MatchRecord>, StoreError> {
        let q = q.clone();
        self.read(move |conn| {
            let mut tx = conn.snapshot()?;
            let limit = q.limit.max(1) as i64;
            let mut out = tx
                .query(
                    concat!(
                        "SELECT ",
                        match_columns!(),
                        " WHERE m.status = 'finished'
                           AND ($1::text IS NULL OR m.game = $1)
                           AND ($2::text IS NULL OR EXISTS (
                               SELECT 1 FROM seats s WHERE s.match_id = m.id
                               AND (s.player_id = $2 OR s.name = $2)))
                           AND ($4::text IS NULL OR EXISTS (
                               SELECT 1 FROM seats s WHERE s.match_id = m.id
                               AND s.account_id = $4))
                         ORDER BY m.finished_at DESC LIMIT $3"
                    ),
                    &[&q.game, &q.player, &limit, &q.account],
                )?
                .iter()
                .map(match_row)
                .collect::<Result<Vec<_>, _>>()?;
            fill(&mut tx, &mut out, false)?;
            Ok(out)
        })
    }

    fn accounts(&self) -> Option<&dyn super::AccountStore> {
        Some(self)
    }

    fn tournament_store(&self) -> Option<&dyn super::TournamentStore> {
        Some(self)
    }

    fn prune(&self, before_ms: i64) -> Result<usize, StoreError> {
        self.read(move |conn| {
            let mut tx = conn.transaction()?;
            let n = tx.execute(
                "DELETE FROM matches WHERE status != 'running' AND finished_at < $1",
                &[&before_ms],
            )?;
            tx.execute(
                "DELETE FROM rooms WHERE NOT EXISTS
                     (SELECT 1 FROM matches m WHERE m.room_id = rooms.id)",
                &[],
            )?;
            tx.commit()?;
            Ok(n as usize)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::conformance::TestDb;

    #[test]
    fn migrations_run_once_and_a_newer_schema_is_refused() {
        let Some(TestDb::Postgres(db)) = TestDb::postgres("migrations") else {
            return;
        };
        let config = connection::config(db.url()).expect("config");
        let mut conn = Conn::open(&config, "SET application_name = 'tavern-test'").expect("open");
        assert_eq!(schema::migrate(&mut conn).expect("migrate"), 0);
        assert_eq!(
            db.number("SELECT MAX(version)::bigint FROM tavern_migrations"),
            schema::MIGRATIONS.len() as i64
        );
        // Again: nothing to do.
        assert_eq!(
            schema::migrate(&mut conn).expect("again"),
            schema::MIGRATIONS.len()
        );
        assert_eq!(
            db.number("SELECT COUNT(*) FROM tavern_migrations"),
            schema::MIGRATIONS.len() as i64,
            "each version recorded once"
        );
        // A database from a newer server is refused, by the store too.
        conn.transaction()
            .and_then(|mut tx| {
                tx.execute(
                    "INSERT INTO tavern_migrations (version, applied_at) VALUES (99, 0)",
                    &[],
                )?;
                tx.commit()
            })
            .expect("a newer version");
        assert!(schema::migrate(&mut conn).is_err());
        assert!(PostgresStore::open(db.url(), SyncMode::Normal).is_err());
    }

    #[tokio::test]
    async fn the_store_connects_again_after_postgres_drops_its_connections() {
        use crate::store::conformance::{put, record, step, steps};
        let Some(TestDb::Postgres(db)) = TestDb::postgres("reconnect") else {
            return;
        };
        let store = PostgresStore::open(db.url(), SyncMode::Normal).expect("open");
        put(&store, Write::MatchStarted(Box::new(record("m", "p"))))
            .await
            .expect("started");
        steps(&store, "m", 1..=2).await;
        assert_eq!(store.load("m").expect("load").expect("m").version, 2);
        // What a restart of PostgreSQL does to the store: both connections are closed.
        let dropped = db.number(
            "SELECT COUNT(*) FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                                   WHERE application_name LIKE 'tavern%') AS t",
        );
        assert_eq!(dropped, 2, "the writer's and the reader's connections");
        steps(&store, "m", 3..=4).await;
        let m = store
            .load("m")
            .expect("read on a new connection")
            .expect("m");
        assert_eq!(m.steps, (1..=4).map(step).collect::<Vec<_>>());
    }

    /// Claims `id` for `node` at `epoch`.
    async fn claim(
        store: &PostgresStore,
        id: &str,
        node: &str,
        epoch: u64,
    ) -> Result<(), StoreError> {
        crate::store::conformance::put(
            store,
            Write::Claim {
                match_id: id.into(),
                node: node.into(),
                epoch,
            },
        )
        .await
    }

    #[tokio::test]
    async fn a_node_whose_match_was_claimed_by_another_cannot_write_to_it() {
        use crate::store::conformance::{put, record, step, steps};
        let Some(TestDb::Postgres(db)) = TestDb::postgres("fencing") else {
            return;
        };
        // Two nodes on one database: "a" claims the match before it starts and plays it.
        let a = PostgresStore::open(db.url(), SyncMode::Normal).expect("open a");
        let b = PostgresStore::open(db.url(), SyncMode::Normal).expect("open b");
        claim(&a, "m", "a", 1).await.expect("a claims first");
        put(&a, Write::MatchStarted(Box::new(record("m", "p"))))
            .await
            .expect("started");
        steps(&a, "m", 1..=2).await;
        // "b" takes the match over (node "a" lost its lease) and plays on from what it reads.
        claim(&b, "m", "b", 2).await.expect("b claims next");
        assert_eq!(b.load("m").expect("load").expect("m").version, 2);
        steps(&b, "m", 3..=3).await;
        // "a" still runs its copy: its next step is refused, typed, and nothing is stored.
        let stale = put(
            &a,
            Write::Step {
                match_id: "m".into(),
                step: step(3),
            },
        )
        .await;
        assert_eq!(
            stale,
            Err(StoreError::StaleEpoch {
                match_id: "m".into(),
                epoch: 1,
                current: 2
            })
        );
        let finished = put(
            &a,
            Write::Finished {
                match_id: "m".into(),
                status: "finished".into(),
                outcome: None,
                at_ms: 1,
            },
        )
        .await;
        assert!(
            finished.is_err_and(|e| e.is_stale_epoch()),
            "nor may it end the match"
        );
        // An old claim is refused too: epochs only grow.
        assert!(claim(&a, "m", "a", 2)
            .await
            .is_err_and(|e| e.is_stale_epoch()));
        let m = b.load("m").expect("load").expect("m");
        assert_eq!(m.status, "running");
        assert_eq!(m.steps, (1..=3).map(step).collect::<Vec<_>>());
        assert_eq!(
            db.number("SELECT owner_epoch FROM matches WHERE id = 'm'"),
            2
        );
        assert_eq!(
            db.number("SELECT COUNT(*) FROM match_claims WHERE match_id = 'm'"),
            2,
            "one claim per epoch, logged"
        );
    }

    #[test]
    fn nodes_starting_together_migrate_one_database_once() {
        let Some(TestDb::Postgres(db)) = TestDb::postgres("migrate_together") else {
            return;
        };
        let nodes: Vec<_> = (0..3)
            .map(|_| {
                let url = db.url().to_string();
                std::thread::spawn(move || PostgresStore::open(&url, SyncMode::Normal))
            })
            .collect();
        for node in nodes {
            let store = node.join().expect("no panic");
            assert!(store.is_ok(), "every node starts: {:?}", store.err());
        }
        assert_eq!(
            db.number("SELECT COUNT(*) FROM tavern_migrations"),
            schema::MIGRATIONS.len() as i64
        );
    }
}
