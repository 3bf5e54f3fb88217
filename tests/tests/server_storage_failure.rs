//! Storage failures never corrupt a match: a step that cannot be stored is reported to the
//! player as `internal`, nobody hears of it, the match stays exactly as it was, and a retry
//! once the storage is back goes through; a timeout the server answers again after a failed
//! write counts once. The store here is the real SQLite store with one switch that makes step
//! writes fail, as a full disk would.

mod common;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use common::*;
use std::time::Duration;

use tavern_protocol::wire::{ClockOptions, ErrorCode, RoomOptions, ServerMsg, TimeoutRuling};
use tavern_protocol::Seat;
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

/// A server on a fresh SQLite file whose step writes fail while the switch is on.
async fn failing_server(name: &str) -> (Running, Arc<FailingSteps>) {
    let dir = std::env::temp_dir().join(format!("tavern-failing-{}-{name}", std::process::id()));
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
    (running, store)
}

#[tokio::test]
async fn a_step_that_cannot_be_stored_does_not_count_and_a_retry_goes_through() {
    let (running, store) = failing_server("step").await;
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

#[tokio::test]
async fn a_timeout_answered_again_after_a_failed_write_counts_once() {
    let (running, store) = failing_server("timeout").await;
    let url = format!("ws://{}/ws", running.addr);
    // The opening hand switch runs out quickly; nothing else does during the test.
    let clock = ClockOptions {
        switch_hand_ms: 300,
        ..ClockOptions::default()
    };
    store.fail.store(true, Ordering::SeqCst);
    let mut table = open_table(
        &url,
        RoomOptions {
            clock: Some(clock),
            ..private_room()
        },
    )
    .await;
    // Neither seat switches: each switch runs out, and the server's answer for it cannot be
    // stored, so it answers again every half second until the storage is back.
    tokio::time::sleep(Duration::from_millis(1_800)).await;
    assert_eq!(
        table.version(),
        0,
        "nothing counted while the storage failed"
    );
    store.fail.store(false, Ordering::SeqCst);
    let mut heard = Vec::new();
    table.seats[0]
        .until(|m| {
            if let ServerMsg::TimedOut {
                seat,
                ruling,
                timeouts_in_row,
                timeouts_left,
                ..
            } = m
            {
                heard.push((*seat, *ruling, *timeouts_in_row, *timeouts_left));
            }
            (heard.len() == 2).then_some(())
        })
        .await;
    heard.sort_by_key(|h| h.0);
    let left = clock.forfeit_after - 1;
    assert_eq!(
        heard,
        [
            (Seat(0), TimeoutRuling::DefaultAction, 1, left),
            (Seat(1), TimeoutRuling::DefaultAction, 1, left)
        ],
        "each seat timed out once, however many times the server tried to store it"
    );
    assert_eq!(metric(running.admin_addr, "tavern_timeouts_total").await, 2);
    running.stop().await.expect("stop");
}
