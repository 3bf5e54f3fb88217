//! Nothing lost: the real `tavern` process, killed with SIGKILL in the middle of many matches,
//! restarts on the same database and every match continues from exactly its last acknowledged
//! action; finished matches replay to the state they ended in. Each test runs on SQLite and on
//! PostgreSQL (`--db postgres://…`; skipped with a notice outside CI when no test server is
//! configured, see `support/postgres.rs`).

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::Value;
use tavern_protocol::history::{MatchSummary, Replay, ReplayFrame};
use tavern_protocol::wire::{ClientMsg, ServerMsg};

#[path = "support/postgres.rs"]
mod support;

use support::TestDatabase;

const LIMIT: Duration = Duration::from_secs(20);

/// Where a test's server stores matches.
enum Storage {
    /// An SQLite file in the test's directory.
    Sqlite,
    /// A database of its own on the test PostgreSQL server.
    Postgres(TestDatabase),
}

impl Storage {
    /// The PostgreSQL half of a test, unless it is skipped.
    fn postgres(test: &str) -> Option<Storage> {
        TestDatabase::create(test).map(Storage::Postgres)
    }

    /// The server's `--db`.
    fn db(&self, dir: &Path) -> String {
        match self {
            Storage::Sqlite => dir.join("tavern.db").to_string_lossy().into_owned(),
            Storage::Postgres(db) => db.url().to_string(),
        }
    }
}

/// A `tavern` process on a temporary database.
struct Server {
    child: Child,
    port: u16,
}

#[path = "support/scratch.rs"]
mod scratch;

use scratch::{free_port, http_get, temp_dir};

impl Server {
    async fn start(dir: &Path, storage: &Storage) -> Server {
        let port = free_port();
        let log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(dir.join("server.log"))
            .expect("log file");
        let child = Command::new(env!("CARGO_BIN_EXE_tavern"))
            .args(["--addr", &format!("127.0.0.1:{port}")])
            .args(["--admin-addr", &format!("127.0.0.1:{}", free_port())])
            .args(["--db", &storage.db(dir)])
            .args(["--db-sync", "normal"])
            .args(["--rate-per-sec", "100000", "--rate-burst", "100000"])
            .env("TAVERN_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .expect("tavern starts");
        let server = Server { child, port };
        for _ in 0..500 {
            if let Some((200, _)) = server.try_get("/healthz").await {
                return server;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!("tavern never answered /healthz");
    }

    fn url(&self) -> String {
        format!("ws://127.0.0.1:{}/ws", self.port)
    }

    /// SIGKILL: no chance to save or close anything.
    fn kill(mut self) {
        self.child.kill().expect("kill");
        let _ = self.child.wait();
    }

    async fn try_get(&self, path: &str) -> Option<(u16, String)> {
        http_get(self.port, path, None).await
    }

    async fn get(&self, path: &str) -> (u16, String) {
        self.try_get(path).await.expect("HTTP answer")
    }

    async fn get_json<T: serde::de::DeserializeOwned>(&self, path: &str) -> T {
        let (status, body) = self.get(path).await;
        assert_eq!(status, 200, "GET {path}: {body}");
        serde_json::from_str(&body).unwrap_or_else(|e| panic!("GET {path}: {e}: {body}"))
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[path = "support/table.rs"]
mod table;

use table::{recv, Table};

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn fifty_matches_survive_a_sigkill_and_finish_and_replay_exactly_on_sqlite() {
    fifty_matches_survive_a_sigkill_and_finish_and_replay_exactly(Storage::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn fifty_matches_survive_a_sigkill_and_finish_and_replay_exactly_on_postgres() {
    if let Some(storage) = Storage::postgres("crash_fifty") {
        fifty_matches_survive_a_sigkill_and_finish_and_replay_exactly(storage).await;
    }
}

async fn fifty_matches_survive_a_sigkill_and_finish_and_replay_exactly(storage: Storage) {
    const MATCHES: usize = 50;
    let dir = temp_dir("crash");
    let server = Server::start(&dir, &storage).await;
    let url = server.url();

    // 50 concurrent matches, each played partway (a different number of actions each).
    let mut tasks = Vec::new();
    for i in 0..MATCHES {
        let url = url.clone();
        tasks.push(tokio::spawn(async move {
            let mut t = Table::open(&url, i).await;
            for _ in 0..(5 + i * 7 % 40) {
                if !t.step().await {
                    break;
                }
            }
            t
        }));
    }
    let mut tables = Vec::new();
    for t in tasks {
        tables.push(t.await.expect("match task"));
    }
    let before: Vec<(u64, Vec<Value>)> = tables.iter().map(Table::snapshot).collect();
    assert!(tables.iter().all(|t| t.over.is_none()), "all still running");

    // A running match's replay, seed and decks are never served.
    let (status, _) = server
        .get(&format!("/api/matches/{}/replay", tables[0].id))
        .await;
    assert_eq!(status, 403);

    server.kill();
    let server = Server::start(&dir, &storage).await;
    let url = server.url();

    // Every player comes back with their token to exactly the state before the kill, and
    // every match is played to its end.
    let mut tasks = Vec::new();
    for (mut t, (version, views)) in tables.into_iter().zip(before) {
        let url = url.clone();
        tasks.push(tokio::spawn(async move {
            t.reconnect(&url).await;
            assert_eq!(
                t.version(),
                version,
                "match {} resumes at its version",
                t.id
            );
            for (s, view) in t.sides.iter().zip(&views) {
                assert_eq!(s.version, version);
                assert_eq!(&s.view, view, "{} sees exactly what it saw", s.name);
            }
            let mut steps = 0;
            while t.step().await {
                steps += 1;
                assert!(steps < 5_000, "the match ends");
            }
            t
        }));
    }
    let mut tables = Vec::new();
    for t in tasks {
        tables.push(t.await.expect("match task"));
    }

    // Replays: the replayed final state of every finished match is the state it ended in.
    for t in &tables {
        let outcome = t.over.clone().expect("over");
        let replay: Replay = server
            .get_json(&format!("/api/matches/{}/replay", t.id))
            .await;
        assert_eq!(replay.steps.len() as u64, t.version());
        assert_eq!(replay.outcome.as_ref(), Some(&outcome));
        assert!(replay.seed.parse::<u64>().is_ok());
        for (seat, side) in t.sides.iter().enumerate() {
            let frame: ReplayFrame = server
                .get_json(&format!("/api/matches/{}/replay?viewer=seat{seat}", t.id))
                .await;
            assert_eq!(frame.step, t.version());
            assert_eq!(
                frame.view.parse::<Value>().expect("view"),
                side.view,
                "match {} seat {seat}: the replay ends where the match ended",
                t.id
            );
            assert_eq!(frame.outcome.as_ref(), Some(&outcome));
        }
        let opening: ReplayFrame = server
            .get_json(&format!(
                "/api/matches/{}/replay?step=0&viewer=referee",
                t.id
            ))
            .await;
        assert!(opening.played.is_none() && opening.events.is_empty());
    }
    let history: Vec<MatchSummary> = server
        .get_json(&format!(
            "/api/matches?player={}&game=gitcg",
            tables[3].sides[1].c.player_id
        ))
        .await;
    assert_eq!(history.len(), 1);
    assert_eq!(history[0].id, tables[3].id);
    assert_eq!(history[0].actions, tables[3].version());
    let all: Vec<MatchSummary> = server.get_json("/api/matches?limit=200").await;
    assert_eq!(all.len(), MATCHES);
    let (status, _) = server.get("/api/matches/nope/replay").await;
    assert_eq!(status, 404);
    if let Storage::Postgres(db) = &storage {
        // Every finished match's steps were packed into its log, none left behind as rows.
        assert_eq!(db.number("SELECT COUNT(*) FROM steps"), 0);
        assert_eq!(db.number("SELECT COUNT(*) FROM logs"), MATCHES as i64);
    }
    server.kill();
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_action_acknowledged_just_before_a_kill_is_never_lost_on_sqlite() {
    an_action_acknowledged_just_before_a_kill_is_never_lost(Storage::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_action_acknowledged_just_before_a_kill_is_never_lost_on_postgres() {
    if let Some(storage) = Storage::postgres("crash_ack") {
        an_action_acknowledged_just_before_a_kill_is_never_lost(storage).await;
    }
}

async fn an_action_acknowledged_just_before_a_kill_is_never_lost(storage: Storage) {
    let dir = temp_dir("ack");
    let mut server = Server::start(&dir, &storage).await;
    let mut t = Table::open(&server.url(), 1).await;
    for round in 0..6 {
        // A few actions, then one whose result is the last thing heard before the kill.
        for _ in 0..3 {
            assert!(t.step().await, "the match runs long enough");
        }
        let v = t.version();
        let (seat, action_id) = t.send_one().await.expect("someone decides");
        loop {
            match recv(&mut t.sides[seat].c).await {
                ServerMsg::ActionResult {
                    action_id: id,
                    ok,
                    version,
                    ..
                } if id == action_id => {
                    assert!(ok);
                    assert_eq!(version, v + 1);
                    break;
                }
                _ => {}
            }
        }
        server.kill();
        server = Server::start(&dir, &storage).await;
        t.reconnect(&server.url()).await;
        assert_eq!(
            t.version(),
            v + 1,
            "round {round}: the acknowledged action survived the kill"
        );
        // A retry of the acknowledged action gets its earlier result, not a second apply.
        t.sides[seat]
            .c
            .send(&ClientMsg::Action {
                match_id: t.id.clone(),
                version: v,
                action_id: action_id.clone(),
                action: Value::Null,
            })
            .await
            .expect("send retry");
        loop {
            match recv(&mut t.sides[seat].c).await {
                ServerMsg::ActionResult { ok, version, .. } => {
                    assert!(ok, "the retry is answered with the stored result");
                    assert_eq!(version, v + 1);
                    break;
                }
                ServerMsg::Spectators { .. } => {}
                other => panic!("expected the earlier result, got {other:?}"),
            }
        }
    }
    server.kill();
    let _ = std::fs::remove_dir_all(&dir);
}

/// A match at 5.3 and one at 5.8, both with Ganyu (10 HP at 5.3, 12 at 5.8): each keeps its
/// version through a SIGKILL, finishes, and replays from its first step at that version.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn matches_at_5_3_and_5_8_survive_a_sigkill_and_replay_at_their_versions() {
    let storage = Storage::Sqlite;
    let dir = temp_dir("versions");
    let server = Server::start(&dir, &storage).await;
    let url = server.url();
    let games: Value = server.get_json("/api/games").await;
    let gitcg = games
        .as_array()
        .and_then(|g| g.iter().find(|g| g["id"] == "gitcg"))
        .expect("gitcg listed");
    assert_eq!(gitcg["versions"], serde_json::json!(["5.8", "5.3"]));
    let ganyu_in = |cards: &Value| {
        cards["characters"]
            .as_array()
            .and_then(|c| c.iter().find(|c| c["id"] == 1101))
            .map(|c| c["hp"].clone())
    };
    let old: Value = server.get_json("/api/games/gitcg/cards?version=5.3").await;
    let new: Value = server.get_json("/api/games/gitcg/cards").await;
    assert_eq!(
        (ganyu_in(&old), ganyu_in(&new)),
        (Some(10.into()), Some(12.into()))
    );
    let lan_yan = |cards: &Value| {
        cards["characters"]
            .as_array()
            .is_some_and(|c| c.iter().any(|c| c["id"] == 1512))
    };
    assert!(
        !lan_yan(&old) && lan_yan(&new),
        "5.8's characters only at 5.8"
    );
    let (status, body) = server.get("/api/games/gitcg/cards?version=5.5").await;
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("5.8, 5.3"), "{body}");

    // Ganyu leads the "frozen" preset: her maximum HP in each match says its version.
    let ganyu = |t: &Table| t.sides[0].view["players"][0]["characters"][0]["max_hp"].clone();
    let mut tables = Vec::new();
    for (i, version, hp) in [(0, "5.3", 10), (1, "5.8", 12)] {
        let mut t = Table::open_at(&url, &url, i, Some(version), "frozen").await;
        assert_eq!(ganyu(&t), Value::from(hp), "Ganyu's HP at {version}");
        for _ in 0..12 {
            t.step().await;
        }
        tables.push((t, hp));
    }
    let before: Vec<(u64, Vec<Value>)> = tables.iter().map(|(t, _)| t.snapshot()).collect();
    server.kill();
    let server = Server::start(&dir, &storage).await;
    let url = server.url();
    for ((t, hp), (version, views)) in tables.iter_mut().zip(before) {
        t.reconnect(&url).await;
        assert_eq!(t.version(), version);
        for (s, view) in t.sides.iter().zip(&views) {
            assert_eq!(&s.view, view, "{} sees exactly what it saw", s.name);
        }
        assert_eq!(ganyu(t), Value::from(*hp));
        let mut steps = 0;
        while t.step().await {
            steps += 1;
            assert!(steps < 5_000, "the match ends");
        }
        let end: ReplayFrame = server
            .get_json(&format!("/api/matches/{}/replay?viewer=seat0", t.id))
            .await;
        assert_eq!(end.view.parse::<Value>().expect("view"), t.sides[0].view);
        let opening: ReplayFrame = server
            .get_json(&format!(
                "/api/matches/{}/replay?step=0&viewer=referee",
                t.id
            ))
            .await;
        let view = opening.view.parse::<Value>().expect("view");
        assert_eq!(
            view["players"][0]["characters"][0]["max_hp"],
            Value::from(*hp),
            "the replay runs the match's version"
        );
    }
    server.kill();
    let _ = std::fs::remove_dir_all(&dir);
}
