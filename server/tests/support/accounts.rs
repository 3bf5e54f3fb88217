//! Accounts in tests: a server in-process on either store (an SQLite file, or a PostgreSQL
//! database of the test's own), HTTP requests with JSON bodies and bearer tokens over a real
//! socket, and players who sign up, log in and say `hello` with their session.
//!
//! `on_both_stores!` declares each test (an async fn taking a [`Backend`]) once per store; the
//! PostgreSQL half is skipped with a notice outside CI when no test server is configured.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::path::PathBuf;

use serde_json::{json, Value};
use tavern_client::Client;
use tavern_protocol::wire::{ClientMsg, ServerMsg, UpdateForm, PROTOCOL_VERSION};
use tavern_server::{Config, Running};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use super::scratch::temp_dir;
use super::support::TestDatabase;

/// The password every test account has.
pub const PASSWORD: &str = "correct horse battery";

/// Where a test's server keeps its data.
pub enum Backend {
    /// An SQLite file in a fresh directory.
    Sqlite(PathBuf),
    /// A database of its own on the test PostgreSQL server.
    Postgres(TestDatabase),
}

impl Backend {
    /// A fresh SQLite file.
    pub fn sqlite(test: &str) -> Backend {
        Backend::Sqlite(temp_dir(test).join("tavern.db"))
    }

    /// A fresh PostgreSQL database, unless none is configured (skipped, with a notice).
    pub fn postgres(test: &str) -> Option<Backend> {
        TestDatabase::create(test).map(Backend::Postgres)
    }

    /// The server's `--db`.
    pub fn db(&self) -> String {
        match self {
            Backend::Sqlite(path) => path.to_string_lossy().into_owned(),
            Backend::Postgres(db) => db.url().to_string(),
        }
    }
}

/// Declares each test once per store.
#[macro_export]
macro_rules! on_both_stores {
    ($($test:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test]
                async fn $test() {
                    super::$test(super::accounts::Backend::sqlite(stringify!($test))).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test]
                async fn $test() {
                    if let Some(b) = super::accounts::Backend::postgres(stringify!($test)) {
                        super::$test(b).await;
                    }
                }
            )*
        }
    };
}

/// A test server's settings on `backend`: a free loopback port, light password hashing, bots
/// that answer at once, no message limits.
pub fn config(backend: &Backend) -> Config {
    Config {
        addr: "127.0.0.1:0".parse().expect("loopback address"),
        admin_addr: "127.0.0.1:0".parse().expect("loopback address"),
        db: backend.db(),
        db_sync: tavern_server::store::SyncMode::Normal,
        test_light_passwords: true,
        bot_delay_ms: 0,
        bot_think_ms: 30,
        rate_per_sec: 100_000,
        rate_burst: 100_000,
        admin_token: ADMIN.into(),
        ..Config::defaults()
    }
}

/// The admin token of test servers.
pub const ADMIN: &str = "accounts-test-admin";

/// A server running in-process.
pub struct Server {
    pub running: Running,
    pub url: String,
    pub addr: SocketAddr,
    /// The admin listener (`/api/admin/…`, `/metrics`).
    pub admin: SocketAddr,
}

/// Starts a server with `config`.
pub async fn start(config: Config) -> Server {
    let running = Running::start(config).await.expect("the server starts");
    let addr = running.addr;
    let admin = running.admin_addr;
    Server {
        running,
        url: format!("ws://{addr}/ws"),
        addr,
        admin,
    }
}

/// An HTTP answer.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    /// The header lines, as sent.
    pub head: String,
    pub body: String,
}

impl Answer {
    /// The body as JSON.
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.body))
    }

    /// The body as `T`.
    pub fn parse<T: serde::de::DeserializeOwned>(&self) -> T {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.body))
    }

    /// An account error's code.
    pub fn code(&self) -> String {
        self.json()["code"]
            .as_str()
            .unwrap_or_else(|| panic!("no code: {}", self.body))
            .to_string()
    }

    /// A header's value.
    pub fn header(&self, name: &str) -> Option<String> {
        self.head.lines().find_map(|l| {
            let (n, v) = l.split_once(':')?;
            n.trim()
                .eq_ignore_ascii_case(name)
                .then(|| v.trim().to_string())
        })
    }
}

/// An HTTP/1.1 request with an optional bearer token and JSON body.
pub async fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<&Value>,
) -> Answer {
    let mut s = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let auth = token
        .map(|t| format!("Authorization: Bearer {t}\r\n"))
        .unwrap_or_default();
    let body = body.map(Value::to_string).unwrap_or_default();
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\n{auth}Content-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.expect("write request");
    let mut buf = Vec::new();
    s.read_to_end(&mut buf).await.expect("read response");
    let text = String::from_utf8(buf).expect("UTF-8 response");
    let (head, body) = text.split_once("\r\n\r\n").expect("HTTP response");
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("status code");
    // Bodies here are small and never chunked but for axum's JSON, which sends a length.
    Answer {
        status,
        head: head.to_string(),
        body: body.to_string(),
    }
}

/// Registers `name` with [`PASSWORD`]; must succeed.
pub async fn register(addr: SocketAddr, name: &str) {
    let a = request(
        addr,
        "POST",
        "/api/accounts",
        None,
        Some(&json!({"name": name, "password": PASSWORD})),
    )
    .await;
    assert_eq!(a.status, 201, "{name} registers: {}", a.body);
}

/// Logs `name` in with `password`.
pub async fn log_in(addr: SocketAddr, name: &str, password: &str) -> Answer {
    request(
        addr,
        "POST",
        "/api/sessions",
        None,
        Some(&json!({"name": name, "password": password})),
    )
    .await
}

/// Logs `name` in with [`PASSWORD`]; returns the session token.
pub async fn session(addr: SocketAddr, name: &str) -> String {
    let a = log_in(addr, name, PASSWORD).await;
    assert_eq!(a.status, 200, "{name} logs in: {}", a.body);
    a.json()["token"].as_str().expect("a token").to_string()
}

/// Registers `name` and logs it in; returns the session token.
pub async fn account(addr: SocketAddr, name: &str) -> String {
    register(addr, name).await;
    session(addr, name).await
}

/// Connects and says `hello`; returns the client and the server's first answer.
pub async fn hello(url: &str, hello: ClientMsg) -> (Client, ServerMsg) {
    let mut c = Client::connect(url).await.expect("connect");
    c.send(&hello).await.expect("send hello");
    let first = c
        .recv_timeout(std::time::Duration::from_secs(20))
        .await
        .expect("an answer to hello");
    if let ServerMsg::Welcome {
        player_id,
        resume_token,
        ..
    } = &first
    {
        c.player_id = player_id.clone();
        c.resume_token = resume_token.clone();
    }
    (c, first)
}

/// A `hello` with a session token.
pub fn hello_session(token: &str) -> ClientMsg {
    ClientMsg::Hello {
        protocol_version: PROTOCOL_VERSION,
        name: None,
        resume_token: None,
        session: Some(token.to_string()),
        updates: UpdateForm::Full,
    }
}

/// A guest's `hello` with `name`.
pub fn hello_guest(name: &str) -> ClientMsg {
    ClientMsg::Hello {
        protocol_version: PROTOCOL_VERSION,
        name: Some(name.to_string()),
        resume_token: None,
        session: None,
        updates: UpdateForm::Full,
    }
}

/// Connects as the account of `token`; returns the client (welcomed as that account).
pub async fn logged_in(url: &str, token: &str) -> Client {
    let (c, first) = hello(url, hello_session(token)).await;
    match first {
        ServerMsg::Welcome {
            account: Some(_), ..
        } => c,
        other => panic!("expected a welcome with the account, got {other:?}"),
    }
}

/// The next error a client gets (skipping anything else), its code as on the wire.
pub async fn next_error(c: &mut Client) -> String {
    let code = c
        .until(std::time::Duration::from_secs(20), |m| match m {
            ServerMsg::Error { error, .. } => Some(error.code.as_str().to_string()),
            _ => None,
        })
        .await
        .expect("an error");
    code
}
