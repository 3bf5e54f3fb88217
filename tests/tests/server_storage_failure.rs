//! Storage failures never corrupt a match: a step that cannot be stored is reported to the
//! player as `internal`, nobody hears of it, the match stays exactly as it was, and a retry
//! once the storage is back goes through. The store here is the real SQLite store with one
//! switch that makes step writes fail, as a full disk would.

mod common;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use common::*;
use tavern_protocol::wire::ErrorCode;
use tavern_server::store::{
    Ack, HistoryQuery, MatchRecord, SqliteStore, Store, StoreError, SyncMode, Write,
};
use tavern_server::{Config, Running};

#[derive(Debug)]
struct FailingSteps {
    inner: SqliteStore,
    fail: AtomicBool,
}

impl Store for FailingSteps {
    fn write(&self, write: Write) -> Ack {
        if matches!(write, Write::Step { .. }) && self.fail.load(Ordering::SeqCst) {
            let (tx, rx) = tokio::sync::oneshot::channel();
            let _ = tx.send(Err(StoreError::Failed(
                "no space left on device (injected)".into(),
            )));
            return rx;
        }
        self.inner.write(write)
    }
    fn unfinished(&self) -> Result<Vec<MatchRecord>, StoreError> {
        self.inner.unfinished()
    }
    fn load(&self, id: &str) -> Result<Option<MatchRecord>, StoreError> {
        self.inner.load(id)
    }
    fn history(&self, q: &HistoryQuery) -> Result<Vec<MatchRecord>, StoreError> {
        self.inner.history(q)
    }
    fn prune(&self, before_ms: i64) -> Result<usize, StoreError> {
        self.inner.prune(before_ms)
    }
}

#[tokio::test]
async fn a_step_that_cannot_be_stored_does_not_count_and_a_retry_goes_through() {
    let dir = std::env::temp_dir().join(format!("tavern-failing-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let store = Arc::new(FailingSteps {
        inner: SqliteStore::open(&dir.join("t.db"), SyncMode::Normal).expect("open"),
        fail: AtomicBool::new(false),
    });
    let running = Running::start_with(
        Config {
            no_db: false,
            ..config()
        },
        Some(store.clone()),
    )
    .await
    .expect("server starts");
    let url = format!("ws://{}/ws", running.addr);
    let mut table = open_table(&url, private_room()).await;
    table.play_to_action_phase().await;
    let version = table.version();
    let views = table.views();
    let seat = table.to_move().expect("someone acts");
    let action = table.seats[seat.index()]
        .last()
        .suggested()
        .expect("a suggestion");

    store.fail.store(true, Ordering::SeqCst);
    let p = &mut table.seats[seat.index()];
    let id = p.act(action.clone()).await;
    let error = p.refused(&id, ErrorCode::Internal).await;
    assert!(error.message.contains("did not count"), "{error:?}");
    // Nobody heard of it, and the match is exactly as it was.
    table.assert_quiet().await;
    assert_eq!(table.version(), version);
    assert_eq!(table.views(), views);
    store.fail.store(false, Ordering::SeqCst);

    // The same action id gets another chance once the storage is back.
    let p = &mut table.seats[seat.index()];
    p.send_action(version, &id, action).await;
    let (ok, after, _) = p.result(&id).await;
    assert!(ok, "the retry goes through");
    assert_eq!(after, version + 1);
    table.sync(version + 1).await;
    let outcome = table.finish().await;

    // The stored log has every step once, and replays to the same end.
    let final_version = table.version();
    let m = store
        .inner
        .load(&table.match_id())
        .expect("load")
        .expect("stored");
    assert_eq!(m.version, final_version, "no gap, no duplicate");
    let (game, _) = tavern_server::history::rebuild(&m, m.steps.len()).expect("replays");
    assert_eq!(game.outcome(), Some(outcome));
    running.stop().await.expect("stop");
}
