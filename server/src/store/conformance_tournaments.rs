//! The store's tournament tests, on both backends: a tournament's state is written over at
//! each change, its audit log only grows (an entry stored twice is refused and changes
//! nothing), and both survive reopening the store.

use super::TestDb;
use crate::store::{AuditRow, Store, SyncMode, TournamentRow, TournamentStore};

on_every_backend!(
    a_tournament_and_its_audit_log_round_trip_and_survive_reopening,
    an_audit_entry_stored_twice_is_refused_with_the_state_it_came_with,
);

fn tournaments(store: &dyn Store) -> &dyn TournamentStore {
    store
        .tournament_store()
        .expect("both backends keep tournaments")
}

fn row(id: &str, status: &str, created_at_ms: i64, body: &str) -> TournamentRow {
    TournamentRow {
        id: id.into(),
        organizer: "acc-1".into(),
        game: "gitcg".into(),
        status: status.into(),
        created_at_ms,
        body: body.into(),
    }
}

fn entry(seq: u32, action: &str) -> AuditRow {
    AuditRow {
        seq,
        at_ms: 1_000 + i64::from(seq),
        actor: "Ayaka".into(),
        action: action.into(),
        detail: format!("entry {seq}"),
    }
}

async fn a_tournament_and_its_audit_log_round_trip_and_survive_reopening(db: TestDb) {
    {
        let store = db.open(SyncMode::Normal);
        let t = tournaments(&*store);
        t.save_tournament(&row("t1", "registration", 10, "{}"), &[entry(1, "created")])
            .expect("save t1");
        t.save_tournament(&row("t2", "registration", 20, "{}"), &[entry(1, "created")])
            .expect("save t2");
        // A change writes the state over and appends its entries.
        t.save_tournament(
            &row("t1", "running", 10, r#"{"round":1}"#),
            &[entry(2, "started"), entry(3, "paired")],
        )
        .expect("save t1 again");
        assert!(t.tournament("nope").expect("read").is_none());
    }
    let store = db.open(SyncMode::Normal);
    let t = tournaments(&*store);
    let t1 = t.tournament("t1").expect("read").expect("stored");
    assert_eq!(t1, row("t1", "running", 10, r#"{"round":1}"#));
    let ids: Vec<String> = t
        .tournaments()
        .expect("list")
        .into_iter()
        .map(|r| r.id)
        .collect();
    assert_eq!(ids, ["t2", "t1"], "newest first");
    let log = t.audit("t1").expect("audit");
    assert_eq!(
        log,
        [entry(1, "created"), entry(2, "started"), entry(3, "paired")]
    );
    assert_eq!(t.audit("t2").expect("audit").len(), 1, "each its own log");
}

async fn an_audit_entry_stored_twice_is_refused_with_the_state_it_came_with(db: TestDb) {
    let store = db.open(SyncMode::Normal);
    let t = tournaments(&*store);
    t.save_tournament(&row("t", "registration", 10, "{}"), &[entry(1, "created")])
        .expect("save");
    let again = t.save_tournament(
        &row("t", "running", 10, r#"{"changed":true}"#),
        &[entry(2, "started"), entry(1, "created")],
    );
    assert!(again.is_err(), "seq 1 is stored already");
    assert_eq!(
        t.tournament("t").expect("read").expect("stored"),
        row("t", "registration", 10, "{}"),
        "the state is as before"
    );
    assert_eq!(t.audit("t").expect("audit"), [entry(1, "created")]);
}
