//! The storage test suite every backend passes: each test here runs once on SQLite and once on
//! PostgreSQL (`on_every_backend!`). What only one backend has (SQLite's journal and its old
//! schemas, PostgreSQL's migrations table) is tested beside that backend.
//!
//! The PostgreSQL half needs a server (`TAVERN_TEST_POSTGRES`, see `tests/support/postgres.rs`):
//! without one, outside CI, it is skipped with a notice.

use super::lines;
use super::{
    now_ms, Ack, HistoryQuery, MatchRecord, PostgresStore, SeatRecord, SqliteStore, StepKind,
    StepRecord, Store, StoreError, SyncMode, Write,
};

#[path = "../../tests/support/postgres.rs"]
pub(super) mod support;

use support::TestDatabase;

/// A temporary SQLite database file.
pub(super) fn temp_db(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "tavern-store-{}-{}-{name}",
        std::process::id(),
        now_ms()
    ));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join("t.db")
}

/// Where a test's store keeps its data, on one backend.
pub(super) enum TestDb {
    /// An SQLite file.
    Sqlite(std::path::PathBuf),
    /// A database of its own on the test PostgreSQL server.
    Postgres(TestDatabase),
}

impl TestDb {
    fn sqlite(test: &str) -> TestDb {
        TestDb::Sqlite(temp_db(test))
    }

    /// `None` when no PostgreSQL server is configured outside CI (skipped, with a notice).
    pub(super) fn postgres(test: &str) -> Option<TestDb> {
        TestDatabase::create(test).map(TestDb::Postgres)
    }

    /// A store on it (again after a restart: the same data).
    fn open(&self, sync: SyncMode) -> Box<dyn Store> {
        match self {
            TestDb::Sqlite(path) => Box::new(SqliteStore::open(path, sync).expect("open")),
            TestDb::Postgres(db) => Box::new(PostgresStore::open(db.url(), sync).expect("open")),
        }
    }

    /// A match's log as stored: bytes still stored as text lines, and bytes packed.
    fn log_bytes(&self, id: &str) -> (i64, i64) {
        match self {
            TestDb::Sqlite(path) => rusqlite::Connection::open(path)
                .expect("open")
                .query_row(
                    "SELECT length(steps), COALESCE(length(packed), 0) FROM logs
                     WHERE match_id = ?1",
                    [id],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
                .expect("a log row"),
            TestDb::Postgres(db) => (
                db.number(&format!(
                    "SELECT SUM(length(line))::bigint FROM steps WHERE match_id = '{id}'"
                )),
                db.number(&format!(
                    "SELECT length(packed)::bigint FROM logs WHERE match_id = '{id}'"
                )),
            ),
        }
    }
}

/// Declares each test (an async fn taking a `TestDb`) once per backend.
macro_rules! on_every_backend {
    ($($test:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test]
                async fn $test() {
                    super::$test(super::TestDb::sqlite(stringify!($test))).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test]
                async fn $test() {
                    if let Some(db) = super::TestDb::postgres(stringify!($test)) {
                        super::$test(db).await;
                    }
                }
            )*
        }
    };
}

on_every_backend!(
    a_match_round_trips_and_is_pruned_once_old,
    writes_survive_reopening,
    a_finished_match_log_is_stored_compressed_and_reads_back_whole,
    a_running_match_goes_on_after_a_restart_and_gaps_are_refused,
    a_long_match_among_many_reads_back_whole_running_and_finished,
    history_filters_by_game_and_player_newest_first,
    a_match_s_status_is_read_alone,
    a_seat_whose_player_left_reads_back_left,
);

/// A two-seat match (a player and a bot), as stored when it starts.
pub(super) fn record(id: &str, player: &str) -> MatchRecord {
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
                team: 1,
                left: false,
                account: None,
            },
            SeatRecord {
                player_id: None,
                name: "Bot 2".into(),
                bot: true,
                token_hash: None,
                allow_spectators: false,
                team: 0,
                left: false,
                account: None,
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

/// The step to `version`.
pub(super) fn step(version: u64) -> StepRecord {
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

/// Queues a write and waits for its acknowledgement.
pub(super) async fn put(store: &dyn Store, w: Write) -> Result<(), StoreError> {
    store.write(w).await.expect("ack")
}

/// Stores the steps `versions` of a match, each acknowledged.
pub(super) async fn steps(store: &dyn Store, id: &str, versions: std::ops::RangeInclusive<u64>) {
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

/// Ends a match.
pub(super) async fn finish(store: &dyn Store, id: &str) {
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

async fn a_match_round_trips_and_is_pruned_once_old(db: TestDb) {
    let store = db.open(SyncMode::Normal);
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
            limit: 10,
            ..HistoryQuery::default()
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

async fn writes_survive_reopening(db: TestDb) {
    {
        let store = db.open(SyncMode::Full);
        store
            .write(Write::MatchStarted(Box::new(record("m2", "p2"))))
            .await
            .expect("ack")
            .expect("committed");
        let acks: Vec<Ack> = (1..=300)
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
    let store = db.open(SyncMode::Full);
    let m = store.load("m2").expect("load").expect("stored");
    assert_eq!(
        m.steps,
        (1..=300).map(step).collect::<Vec<_>>(),
        "flushed to the log on the way"
    );
    assert_eq!(m.status, "running");
}

async fn a_finished_match_log_is_stored_compressed_and_reads_back_whole(db: TestDb) {
    let store = db.open(SyncMode::Normal);
    put(&*store, Write::MatchStarted(Box::new(record("p", "p"))))
        .await
        .expect("started");
    steps(&*store, "p", 1..=60).await;
    finish(&*store, "p").await;
    let (text_bytes, packed) = db.log_bytes("p");
    assert_eq!(text_bytes, 0, "only the packed part");
    let mut text = String::new();
    for v in 1..=60 {
        lines::encode(&mut text, "p", &step(v)).expect("encode");
    }
    assert!(
        packed > 0 && packed * 4 < text.len() as i64,
        "{packed} bytes packed for {} bytes of lines",
        text.len()
    );
    let expected: Vec<_> = (1..=60).map(step).collect();
    assert_eq!(store.load("p").expect("load").expect("p").steps, expected);
    // And after a restart.
    drop(store);
    let store = db.open(SyncMode::Normal);
    assert_eq!(store.load("p").expect("load").expect("p").steps, expected);
}

async fn a_running_match_goes_on_after_a_restart_and_gaps_are_refused(db: TestDb) {
    {
        let store = db.open(SyncMode::Normal);
        put(&*store, Write::MatchStarted(Box::new(record("m", "p"))))
            .await
            .expect("started");
        steps(&*store, "m", 1..=5).await;
    }
    let store = db.open(SyncMode::Normal);
    for bad in [5, 7] {
        let refused = put(
            &*store,
            Write::Step {
                match_id: "m".into(),
                step: step(bad),
            },
        )
        .await;
        assert!(refused.is_err(), "step {bad} after step 5 is refused");
    }
    steps(&*store, "m", 6..=6).await;
    let unknown = put(
        &*store,
        Write::Step {
            match_id: "nobody".into(),
            step: step(1),
        },
    )
    .await;
    assert!(unknown.is_err(), "a step of an unknown match is refused");
    finish(&*store, "m").await;
    let m = store.load("m").expect("load").expect("stored");
    assert_eq!(m.steps, (1..=6).map(step).collect::<Vec<_>>());
    assert_eq!(m.status, "finished");
    assert_eq!(
        db.log_bytes("m").0,
        0,
        "packed at its end, after the restart too"
    );
}

/// Many steps of other matches between a long match's steps (SQLite copies such a match out
/// of its journal early; PostgreSQL's writer stops keeping its lines and reads them back).
async fn a_long_match_among_many_reads_back_whole_running_and_finished(db: TestDb) {
    let store = db.open(SyncMode::Normal);
    for id in ["long", "churn"] {
        put(&*store, Write::MatchStarted(Box::new(record(id, id))))
            .await
            .expect("started");
    }
    steps(&*store, "long", 1..=2).await;
    let n = 40;
    steps(&*store, "churn", 1..=n).await;
    steps(&*store, "long", 3..=40).await;
    let running = store.unfinished().expect("unfinished");
    let long = running.iter().find(|m| m.id == "long").expect("long");
    assert_eq!(long.steps, (1..=40).map(step).collect::<Vec<_>>());
    assert_eq!(long.seats, record("long", "long").seats);
    let churn = running.iter().find(|m| m.id == "churn").expect("churn");
    assert_eq!(churn.version, n);
    assert_eq!(churn.steps.last(), Some(&step(n)));
    finish(&*store, "long").await;
    assert_eq!(db.log_bytes("long").0, 0, "packed whole");
    let long = store.load("long").expect("load").expect("stored");
    assert_eq!(long.steps, (1..=40).map(step).collect::<Vec<_>>());
    assert_eq!(long.version, 40);
    let running = store.unfinished().expect("unfinished");
    assert_eq!(
        running.iter().map(|m| m.id.as_str()).collect::<Vec<_>>(),
        ["churn"]
    );
}

async fn history_filters_by_game_and_player_newest_first(db: TestDb) {
    let store = db.open(SyncMode::Normal);
    for (i, (id, game)) in [
        ("a", "gitcg"),
        ("b", "gensou"),
        ("c", "gitcg"),
        ("d", "gitcg"),
    ]
    .into_iter()
    .enumerate()
    {
        let mut m = record(id, &format!("player-{id}"));
        m.game = game.into();
        put(&*store, Write::MatchStarted(Box::new(m)))
            .await
            .expect("started");
        steps(&*store, id, 1..=(i as u64 + 1)).await;
        // "d" is still running: history lists finished matches only.
        if id != "d" {
            put(
                &*store,
                Write::Finished {
                    match_id: id.into(),
                    status: "finished".into(),
                    outcome: Some("{}".into()),
                    at_ms: 10_000 + i as i64,
                },
            )
            .await
            .expect("finished");
        }
    }
    let ids = |q: HistoryQuery| -> Vec<(String, u64)> {
        store
            .history(&q)
            .expect("history")
            .into_iter()
            .map(|m| (m.id, m.version))
            .collect()
    };
    let all = HistoryQuery {
        limit: 10,
        ..HistoryQuery::default()
    };
    assert_eq!(
        ids(all.clone()),
        [("c".into(), 3), ("b".into(), 2), ("a".into(), 1)],
        "newest first, with their number of steps"
    );
    let gitcg = HistoryQuery {
        game: Some("gitcg".into()),
        ..all.clone()
    };
    assert_eq!(ids(gitcg), [("c".into(), 3), ("a".into(), 1)]);
    let by_name = HistoryQuery {
        player: Some("Bot 2".into()),
        limit: 1,
        ..all.clone()
    };
    assert_eq!(ids(by_name), [("c".into(), 3)], "by display name, limited");
    let by_id = HistoryQuery {
        player: Some("player-a".into()),
        ..all
    };
    let a = store.history(&by_id).expect("history");
    assert_eq!(a.len(), 1);
    assert_eq!(a[0].seats, record("a", "player-a").seats, "with its seats");
    assert!(a[0].steps.is_empty(), "without its steps");
}

async fn a_match_s_status_is_read_alone(db: TestDb) {
    let store = db.open(SyncMode::Normal);
    assert_eq!(store.status("m").expect("status"), None, "not stored");
    put(&*store, Write::MatchStarted(Box::new(record("m", "p"))))
        .await
        .expect("started");
    steps(&*store, "m", 1..=3).await;
    assert_eq!(
        store.status("m").expect("status").as_deref(),
        Some("running")
    );
    finish(&*store, "m").await;
    assert_eq!(
        store.status("m").expect("status").as_deref(),
        Some("finished")
    );
    assert_eq!(store.prune(10_000).expect("prune"), 1);
    assert_eq!(store.status("m").expect("status"), None, "pruned");
}

async fn a_seat_whose_player_left_reads_back_left(db: TestDb) {
    {
        let store = db.open(SyncMode::Normal);
        put(&*store, Write::MatchStarted(Box::new(record("m", "p"))))
            .await
            .expect("started");
        steps(&*store, "m", 1..=2).await;
        put(
            &*store,
            Write::SeatLeft {
                match_id: "m".into(),
                seat: 0,
            },
        )
        .await
        .expect("committed");
    }
    let store = db.open(SyncMode::Normal);
    let running = store.unfinished().expect("unfinished");
    let left: Vec<bool> = running[0].seats.iter().map(|s| s.left).collect();
    assert_eq!(left, [true, false], "only the seat whose player left");
    let loaded = store.load("m").expect("load").expect("stored");
    assert_eq!(loaded.seats, running[0].seats);
}
// The accounts' half of the suite (each of its tests also runs on both backends).
#[path = "conformance_accounts.rs"]
mod accounts;
// The tournaments' half (each of its tests also runs on both backends).
#[path = "conformance_tournaments.rs"]
mod tournaments;
