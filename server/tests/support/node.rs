//! One `tavern` process of a test cluster: started on a free loopback port with its own log
//! file, asked over plain HTTP, stopped (SIGTERM), paused (SIGSTOP) or killed (SIGKILL).

use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::time::Duration;

use super::redis_support;
use super::scratch::{free_port, http_get, temp_dir};
use super::support::TestDatabase;

/// The nodes' lease: short, so the takeover after a kill is quick, yet long enough that a live
/// node renews it in time on a loaded 2-core machine (at 1 s, a node starved of CPU for a
/// moment lost its matches to the others in the middle of the test).
pub const LEASE_MS: &str = "2500";
/// The admin token every test node has.
pub const ADMIN: &str = "cluster-test-admin";

/// A test cluster: nodes sharing one fresh Redis database and one PostgreSQL database, each
/// node logging to a file in `dir`.
pub struct Cluster {
    pub nodes: Vec<Node>,
    /// The Redis database's URL, for tests that look at what the nodes keep there.
    pub redis: String,
    pub dir: PathBuf,
    /// Held so the database outlives the nodes.
    pub db: TestDatabase,
}

/// Starts nodes `ids` with the lease `lease_ms` on Redis database `redis_db` and a PostgreSQL
/// database of the test's own, or `None` (after a notice) when the services are not configured
/// outside CI.
pub async fn cluster(test: &str, redis_db: u8, ids: &[&str], lease_ms: &str) -> Option<Cluster> {
    let redis = redis_support::database(test, redis_db)?;
    let db = TestDatabase::create(test)?;
    let dir = temp_dir(&format!("cluster-{test}"));
    let mut nodes = Vec::new();
    for id in ids {
        let node = Node::start_with_lease(&dir, id, db.url(), Some(&redis), lease_ms).await;
        nodes.push(node.expect("a node starts"));
    }
    Some(Cluster {
        nodes,
        redis,
        dir,
        db,
    })
}

/// One `tavern` node.
pub struct Node {
    child: Child,
    port: u16,
    admin_port: u16,
}

impl Node {
    pub async fn start(
        dir: &Path,
        id: &str,
        db: &str,
        redis: Option<&str>,
    ) -> Result<Node, String> {
        Node::start_with_lease(dir, id, db, redis, LEASE_MS).await
    }

    pub async fn start_with_lease(
        dir: &Path,
        id: &str,
        db: &str,
        redis: Option<&str>,
        lease_ms: &str,
    ) -> Result<Node, String> {
        Node::start_with_env(dir, id, db, redis, lease_ms, &[]).await
    }

    /// A node with more settings in its environment (`TAVERN_*` variables).
    pub async fn start_with_env(
        dir: &Path,
        id: &str,
        db: &str,
        redis: Option<&str>,
        lease_ms: &str,
        env: &[(&str, &str)],
    ) -> Result<Node, String> {
        let port = free_port();
        let admin_port = free_port();
        let log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(dir.join(format!("{id}.log")))
            .expect("log file");
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_tavern"));
        cmd.args(["--addr", &format!("127.0.0.1:{port}")])
            .args(["--admin-addr", &format!("127.0.0.1:{admin_port}")])
            .args(["--db", db])
            .args(["--db-sync", "normal"])
            .args(["--node-id", id, "--lease-ms", lease_ms])
            .args(["--rate-per-sec", "100000", "--rate-burst", "100000"])
            .args(["--max-connections-per-ip", "0"])
            .env("TAVERN_ADMIN_TOKEN", ADMIN)
            // Accounts sign up and log in quickly (a test-only hashing cost).
            .env("TAVERN_TEST_LIGHT_PASSWORDS", "true")
            .env("TAVERN_LOG", "info")
            .stdout(log.try_clone().expect("log file"))
            .stderr(log);
        if let Some(r) = redis {
            cmd.args(["--redis", r]);
        }
        cmd.envs(env.iter().copied());
        let child = cmd.spawn().expect("tavern starts");
        let mut node = Node {
            child,
            port,
            admin_port,
        };
        for _ in 0..500 {
            if let Some((200, _)) = node.try_get("/healthz").await {
                return Ok(node);
            }
            if let Ok(Some(status)) = node.child.try_wait() {
                return Err(format!("tavern exited: {status}"));
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        Err("tavern never answered /healthz".into())
    }

    /// The node's HTTP address.
    pub fn addr(&self) -> std::net::SocketAddr {
        std::net::SocketAddr::from(([127, 0, 0, 1], self.port))
    }

    /// The node's admin address (`/metrics`, `/api/admin/…`, `/api/cluster`).
    #[allow(dead_code)] // not every test file that includes this module asks it
    pub fn admin_addr(&self) -> std::net::SocketAddr {
        std::net::SocketAddr::from(([127, 0, 0, 1], self.admin_port))
    }

    pub fn url(&self) -> String {
        format!("ws://{}/ws", self.addr())
    }

    /// SIGKILL: no chance to hand anything over.
    pub fn kill(mut self) {
        self.child.kill().expect("kill");
        let _ = self.child.wait();
    }

    /// SIGTERM: the node drains, handing its matches over; waits for it to exit.
    pub fn stop(mut self) -> std::process::ExitStatus {
        let pid = self.child.id().to_string();
        let sent = Command::new("kill").args(["-TERM", &pid]).status();
        assert!(sent.is_ok_and(|s| s.success()), "SIGTERM sent");
        self.child.wait().expect("the node exits")
    }

    /// Sends a signal (`STOP`, `CONT`): a stopped node is alive but silent, as if cut off.
    pub fn signal(&self, sig: &str) {
        let sent = Command::new("kill")
            .args([format!("-{sig}"), self.child.id().to_string()])
            .status();
        assert!(sent.is_ok_and(|s| s.success()), "SIG{sig} sent");
    }

    pub async fn try_get(&self, path: &str) -> Option<(u16, String)> {
        http_get(self.port, path, Some(ADMIN)).await
    }

    pub async fn get_json<T: serde::de::DeserializeOwned>(&self, path: &str) -> T {
        let (status, body) = self.try_get(path).await.expect("HTTP answer");
        assert_eq!(status, 200, "GET {path}: {body}");
        serde_json::from_str(&body).unwrap_or_else(|e| panic!("GET {path}: {e}: {body}"))
    }

    /// `GET path` on its admin listener, as JSON.
    pub async fn admin_json<T: serde::de::DeserializeOwned>(&self, path: &str) -> T {
        let (status, body) = self.admin_get(path).await.expect("HTTP answer");
        assert_eq!(status, 200, "GET {path}: {body}");
        serde_json::from_str(&body).unwrap_or_else(|e| panic!("GET {path}: {e}: {body}"))
    }

    /// `GET path` on its admin listener, with the admin token.
    pub async fn admin_get(&self, path: &str) -> Option<(u16, String)> {
        http_get(self.admin_port, path, Some(ADMIN)).await
    }

    /// One counter of its `/metrics`.
    pub async fn metric(&self, name: &str) -> u64 {
        let (_, text) = self.admin_get("/metrics").await.expect("metrics");
        text.lines()
            .find_map(|l| l.strip_prefix(name)?.trim().parse().ok())
            .unwrap_or(0)
    }
}

impl Drop for Node {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
