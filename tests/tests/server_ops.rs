//! Operations: the admin API (token, running matches, abort), readiness vs liveness, and the
//! drain that SIGTERM starts (no new matches, running ones finish or are kept for recovery).

mod common;

use std::net::SocketAddr;
use std::time::Duration;

use common::*;
use serde_json::Value;
use tavern_protocol::wire::{ClientMsg, ClockOptions, ErrorCode, NoticeCode, RoomOptions};
use tavern_protocol::{EndReason, Outcome};
use tavern_server::Config;

const TOKEN: &str = "correct horse battery staple";

async fn admin_matches(addr: SocketAddr) -> Value {
    let (status, body) = http(addr, "GET", "/api/admin/matches", Some(TOKEN)).await;
    assert_eq!(status, 200, "{body}");
    serde_json::from_str(&body).expect("JSON")
}

fn admin_config() -> Config {
    Config {
        admin_token: TOKEN.into(),
        ..config()
    }
}

fn temp_db(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("tavern-ops-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join("tavern.db").display().to_string()
}

fn clocked_room() -> RoomOptions {
    RoomOptions {
        clock: Some(ClockOptions::default()),
        ..private_room()
    }
}

#[tokio::test]
async fn the_admin_api_is_off_without_a_token_and_refuses_wrong_tokens() {
    let off = start(config()).await;
    let (status, _) = http(off.admin(), "GET", "/api/admin/matches", Some(TOKEN)).await;
    assert_eq!(status, 404, "no token configured: no admin API");
    off.running.stop().await.expect("stop");

    let on = start(admin_config()).await;
    for token in [None, Some("wrong"), Some("")] {
        let (status, _) = http(on.admin(), "GET", "/api/admin/matches", token).await;
        assert_eq!(status, 401, "token {token:?}");
        let (status, _) = http(on.admin(), "POST", "/api/admin/matches/x/abort", token).await;
        assert_eq!(status, 401, "token {token:?}");
    }
    let list = admin_matches(on.admin()).await;
    assert_eq!(list["matches"], Value::Array(vec![]));
    assert_eq!(list["draining"], false);
    on.running.stop().await.expect("stop");
}

#[tokio::test]
async fn the_admin_lists_running_matches_with_players_round_decisions_and_clocks() {
    let server = start(admin_config()).await;
    let mut table = open_table(&server.url, clocked_room()).await;
    table.play_to_action_phase().await;
    let list = admin_matches(server.admin()).await;
    let matches = list["matches"].as_array().expect("matches");
    assert_eq!(matches.len(), 1, "{list}");
    let m = &matches[0];
    assert_eq!(m["id"], table.match_id().as_str());
    assert_eq!(m["game"], GAME);
    assert_eq!(m["version"], table.version());
    assert_eq!(m["round"], 1);
    let names: Vec<&str> = m["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| p["name"].as_str().expect("name"))
        .collect();
    assert_eq!(names, ["alice", "bob"]);
    assert!(m["players"]
        .as_array()
        .expect("players")
        .iter()
        .all(|p| p["connected"] == true && p["bot"] == false));
    let to_move = table.to_move().expect("someone acts").0;
    assert_eq!(m["decisions"][0]["seat"], to_move);
    assert_eq!(m["decisions"][0]["kind"], "act");
    assert!(
        m["decisions"][0]["deadline_ms"].as_u64().is_some(),
        "clocked room: {m}"
    );
    assert_eq!(m["clocks"]["seats"].as_array().map(Vec::len), Some(2));

    // A player who leaves shows as disconnected.
    let bob = table.seats.pop().expect("bob");
    drop(bob);
    let deadline = tokio::time::Instant::now() + LIMIT;
    loop {
        let list = admin_matches(server.admin()).await;
        if list["matches"][0]["players"][1]["connected"] == false {
            break;
        }
        assert!(tokio::time::Instant::now() < deadline, "{list}");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    server.running.stop().await.expect("stop");
}

#[tokio::test]
async fn the_admin_aborts_a_match_without_a_winner_and_history_keeps_it() {
    let db = temp_db("abort");
    let server = start(Config {
        no_db: false,
        db: db.clone(),
        ..admin_config()
    })
    .await;
    let mut table = open_table(&server.url, private_room()).await;
    table.play_to_action_phase().await;
    let id = table.match_id();
    let (status, body) = http(
        server.admin(),
        "POST",
        &format!("/api/admin/matches/{id}/abort"),
        Some(TOKEN),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let aborted = Outcome::Draw {
        reason: EndReason::Aborted,
    };
    for p in &mut table.seats {
        assert_eq!(p.wait_over().await, aborted, "{} is told", p.name);
    }
    wait_metric(server.admin(), "tavern_matches_running", 0).await;
    let (status, _) = http(
        server.admin(),
        "POST",
        &format!("/api/admin/matches/{id}/abort"),
        Some(TOKEN),
    )
    .await;
    assert_eq!(status, 404, "no longer running");
    let (status, body) = http_get(server.addr(), &format!("/api/matches/{id}")).await;
    assert_eq!(status, 200, "{body}");
    let detail: Value = serde_json::from_str(&body).expect("JSON");
    assert_eq!(detail["outcome"]["reason"], "aborted", "{detail}");
    assert_eq!(detail["status"], "finished");
    server.running.stop().await.expect("stop");
}

#[tokio::test]
async fn draining_refuses_new_matches_lets_running_ones_finish_then_stops() {
    let server = start(config()).await;
    let addr = server.addr();
    let admin = server.admin();
    let url = server.url.clone();
    let mut table = open_table(&url, private_room()).await;
    table.play_to_action_phase().await;
    let (status, _) = http_get(addr, "/readyz").await;
    assert_eq!(status, 200, "ready before the drain");

    let stopping = tokio::spawn(server.running.drain());
    for p in &mut table.seats {
        let (code, within) = p
            .until(|m| match m {
                tavern_protocol::wire::ServerMsg::Notice {
                    code, within_secs, ..
                } => Some((*code, *within_secs)),
                _ => None,
            })
            .await;
        assert_eq!(code, NoticeCode::Draining);
        assert_eq!(within, Some(30), "the default deadline");
    }
    let (status, body) = http_get(addr, "/readyz").await;
    assert_eq!(status, 503, "not ready while draining");
    assert!(body.contains("draining"), "{body}");
    let (status, _) = http_get(addr, "/healthz").await;
    assert_eq!(status, 200, "alive while draining");
    assert_eq!(metric(admin, "tavern_draining").await, 1);

    let mut late = player(&url, "late").await;
    late.send(&ClientMsg::CreateRoom {
        game: GAME.into(),
        options: private_room(),
    })
    .await
    .expect("send");
    expect_error(&mut late, ErrorCode::ShuttingDown).await;

    // The running match goes on to its end, and then the server stops at once.
    table.finish().await;
    let stopped = tokio::time::timeout(Duration::from_secs(10), stopping).await;
    assert!(
        matches!(stopped, Ok(Ok(Ok(())))),
        "the drain ends with the last match: {stopped:?}"
    );
}

#[tokio::test]
async fn a_match_still_running_at_the_drain_deadline_resumes_after_the_restart() {
    let db = temp_db("deadline");
    let cfg = Config {
        no_db: false,
        db: db.clone(),
        drain_secs: 1,
        ..admin_config()
    };
    let server = start(cfg.clone()).await;
    let mut table = open_table(&server.url, private_room()).await;
    table.play_to_action_phase().await;
    let id = table.match_id();
    let version = table.version();
    let began = std::time::Instant::now();
    server.running.drain().await.expect("drained");
    assert!(
        began.elapsed() >= Duration::from_millis(900),
        "waited for the deadline"
    );

    let again = start(cfg).await;
    let list = admin_matches(again.admin()).await;
    let m = &list["matches"][0];
    assert_eq!(m["id"], id.as_str(), "{list}");
    assert_eq!(m["version"], version, "exactly where it stopped");
    let (status, _) = http_get(again.addr(), "/readyz").await;
    assert_eq!(status, 200);
    again.running.stop().await.expect("stop");
}

#[tokio::test]
async fn a_backup_taken_while_the_server_runs_restores_its_history() {
    let db = temp_db("backup");
    let server = start(Config {
        no_db: false,
        db: db.clone(),
        ..admin_config()
    })
    .await;
    let mut finished = open_table(&server.url, private_room()).await;
    let outcome = finished.finish().await;
    let finished_id = finished.match_id();
    // Another match still running while the copy is taken.
    let mut running = open_table(&server.url, private_room()).await;
    running.play_to_action_phase().await;
    let copy = std::path::Path::new(&db).with_file_name("backup.db");
    let db_path = std::path::PathBuf::from(&db);
    let target = copy.clone();
    let bytes =
        tokio::task::spawn_blocking(move || tavern_server::backup::sqlite(&db_path, &target))
            .await
            .expect("join")
            .expect("the backup is made online");
    assert!(bytes > 0);
    // A second backup into the same file is refused and leaves it as it was.
    let again = tavern_server::backup::sqlite(std::path::Path::new(&db), &copy);
    assert!(
        matches!(
            again,
            Err(tavern_server::backup::BackupError::TargetExists(_))
        ),
        "{again:?}"
    );
    assert_eq!(std::fs::metadata(&copy).expect("copy").len(), bytes);
    server.running.stop().await.expect("stop");

    // A new server on the copy: the finished match's history is there, the running one resumes.
    let restored = start(Config {
        no_db: false,
        db: copy.display().to_string(),
        ..admin_config()
    })
    .await;
    let (status, body) = http_get(restored.addr(), &format!("/api/matches/{finished_id}")).await;
    assert_eq!(status, 200, "{body}");
    let detail: Value = serde_json::from_str(&body).expect("JSON");
    assert_eq!(detail["status"], "finished", "{detail}");
    assert_eq!(
        serde_json::from_value::<Outcome>(detail["outcome"].clone()).expect("outcome"),
        outcome
    );
    let list = admin_matches(restored.admin()).await;
    assert_eq!(
        list["matches"][0]["id"],
        running.match_id().as_str(),
        "{list}"
    );
    assert_eq!(
        metric(restored.admin(), "tavern_matches_recovered_total").await,
        1
    );
    restored.running.stop().await.expect("stop");
}
