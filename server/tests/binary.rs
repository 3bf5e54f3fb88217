//! The `tavern` binary as a container runs it: `tavern health` (the image's HEALTHCHECK)
//! answers for a live server and fails for a missing one, SIGTERM (the image's STOPSIGNAL)
//! stops an idle server cleanly and quickly, and the operator's routes answer only on the
//! admin listener.

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

fn health(port: u16, ready: bool) -> bool {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tavern"));
    cmd.arg("health")
        .env("TAVERN_ADDR", format!("0.0.0.0:{port}"));
    if ready {
        cmd.arg("--ready");
    }
    cmd.stderr(Stdio::null())
        .status()
        .expect("tavern health runs")
        .success()
}

fn start(port: u16) -> Child {
    start_with_admin(port, free_port(), "")
}

fn start_with_admin(port: u16, admin_port: u16, token: &str) -> Child {
    Command::new(env!("CARGO_BIN_EXE_tavern"))
        .env("TAVERN_ADDR", format!("127.0.0.1:{port}"))
        .env("TAVERN_ADMIN_ADDR", format!("127.0.0.1:{admin_port}"))
        .env("TAVERN_ADMIN_TOKEN", token)
        .env("TAVERN_NO_DB", "true")
        .env("TAVERN_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("tavern starts")
}

fn wait_exit(child: &mut Child, within: Duration) -> Option<std::process::ExitStatus> {
    let until = Instant::now() + within;
    while Instant::now() < until {
        if let Some(status) = child.try_wait().expect("try_wait") {
            return Some(status);
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    None
}

#[test]
fn health_checks_a_live_server_and_sigterm_stops_it_cleanly() {
    let port = free_port();
    assert!(!health(port, false), "nobody listens yet");
    let mut child = start(port);
    let until = Instant::now() + Duration::from_secs(20);
    while !health(port, false) {
        assert!(Instant::now() < until, "tavern never became healthy");
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(health(port, true), "an idle server is ready");

    let term = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(term.success());
    let status = wait_exit(&mut child, Duration::from_secs(10));
    if status.is_none() {
        let _ = child.kill();
    }
    let status = status.expect("an idle server stops at once on SIGTERM");
    assert!(status.success(), "clean exit: {status}");
    assert!(!health(port, false), "gone");
}

#[test]
fn a_setting_out_of_range_stops_the_server_with_a_clear_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_tavern"))
        .args(["--db-commit-interval-us", "500000"])
        .env("TAVERN_NO_DB", "true")
        .output()
        .expect("tavern runs");
    assert!(!out.status.success(), "refused");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--db-commit-interval-us") && err.contains("0..=100000"),
        "{err}"
    );
}

/// `GET path` on loopback `port` with an optional bearer token: the status code, or `None`
/// when nothing answers.
fn get(port: u16, path: &str, token: Option<&str>) -> Option<u16> {
    use std::io::{Read, Write};
    let mut s = std::net::TcpStream::connect(("127.0.0.1", port)).ok()?;
    let auth = token
        .map(|t| format!("Authorization: Bearer {t}\r\n"))
        .unwrap_or_default();
    let req = format!("GET {path} HTTP/1.1\r\nHost: localhost\r\n{auth}Connection: close\r\n\r\n");
    s.write_all(req.as_bytes()).ok()?;
    let mut text = String::new();
    s.read_to_string(&mut text).ok()?;
    text.split_whitespace().nth(1)?.parse().ok()
}

#[test]
fn metrics_and_the_admin_api_answer_only_on_the_admin_listener() {
    let (port, admin) = (free_port(), free_port());
    let mut child = start_with_admin(port, admin, "binary-test-admin");
    let until = Instant::now() + Duration::from_secs(20);
    while get(admin, "/healthz", None) != Some(200) {
        assert!(Instant::now() < until, "the admin listener never answered");
        std::thread::sleep(Duration::from_millis(20));
    }
    let token = Some("binary-test-admin");
    for path in ["/metrics", "/api/admin/matches", "/api/cluster"] {
        assert_eq!(get(port, path, token), Some(404), "public {path}");
        assert_eq!(get(admin, path, token), Some(200), "admin {path}");
    }
    assert_eq!(get(admin, "/api/admin/matches", None), Some(401));
    assert_eq!(get(port, "/healthz", None), Some(200));
    assert_eq!(get(port, "/api/games", None), Some(200));
    assert_eq!(
        get(admin, "/api/games", None),
        Some(404),
        "no player routes there"
    );
    let _ = child.kill();
    let _ = child.wait();
}

#[test]
fn version_prints_the_version_and_commit_and_the_startup_line_says_them() {
    let out = Command::new(env!("CARGO_BIN_EXE_tavern"))
        .arg("--version")
        .output()
        .expect("tavern runs");
    assert!(out.status.success());
    let line = String::from_utf8_lossy(&out.stdout).trim().to_string();
    let prefix = format!("tavern {} (commit ", env!("CARGO_PKG_VERSION"));
    let commit = line
        .strip_prefix(&prefix)
        .and_then(|rest| rest.strip_suffix(')'))
        .unwrap_or_else(|| panic!("{line}"));
    assert!(!commit.is_empty() && !commit.contains(' '), "{line}");
    if let Ok(git) = Command::new("git")
        .args(["rev-parse", "--short=12", "HEAD"])
        .output()
    {
        if git.status.success() {
            let head = String::from_utf8_lossy(&git.stdout).trim().to_string();
            assert!(
                commit.starts_with(&head) || commit.starts_with(&head[..7]),
                "{commit} is not HEAD {head}"
            );
        }
    }

    let (port, admin) = (free_port(), free_port());
    let mut child = Command::new(env!("CARGO_BIN_EXE_tavern"))
        .env("TAVERN_ADDR", format!("127.0.0.1:{port}"))
        .env("TAVERN_ADMIN_ADDR", format!("127.0.0.1:{admin}"))
        .env("TAVERN_NO_DB", "true")
        .env("TAVERN_LOG", "info")
        .env("TAVERN_LOG_JSON", "true")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("tavern starts");
    let stdout = child.stdout.take().expect("stdout");
    let listening = std::io::BufRead::lines(std::io::BufReader::new(stdout))
        .map_while(Result::ok)
        .find(|l| l.contains("tavern listening"))
        .expect("a startup line");
    let _ = child.kill();
    let _ = child.wait();
    let json: serde_json::Value = serde_json::from_str(&listening).expect("JSON log line");
    assert_eq!(json["fields"]["version"], env!("CARGO_PKG_VERSION"));
    assert_eq!(json["fields"]["commit"], commit);
}

/// The metric names of the operator's guide's table (`docker/README.md`, "## Metrics"),
/// without their labels.
fn documented_metrics() -> std::collections::BTreeSet<String> {
    let guide =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docker/README.md"))
            .expect("the guide");
    let section = guide
        .split("\n## Metrics\n")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .expect("a Metrics section");
    section
        .lines()
        .filter_map(|l| l.strip_prefix("| `"))
        .filter_map(|l| l.split('`').next())
        .map(|name| name.split('{').next().unwrap_or(name).to_string())
        .collect()
}

#[test]
fn the_guides_metric_table_lists_exactly_what_the_server_exports() {
    let dir = std::env::temp_dir().join(format!("tavern-binary-metrics-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let (port, admin) = (free_port(), free_port());
    let mut child = Command::new(env!("CARGO_BIN_EXE_tavern"))
        .env("TAVERN_ADDR", format!("127.0.0.1:{port}"))
        .env("TAVERN_ADMIN_ADDR", format!("127.0.0.1:{admin}"))
        .env("TAVERN_DB", dir.join("tavern.db"))
        .env("TAVERN_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("tavern starts");
    let until = Instant::now() + Duration::from_secs(20);
    let text = loop {
        if let Some(text) = get_body(admin, "/metrics") {
            break text;
        }
        assert!(Instant::now() < until, "no /metrics");
        std::thread::sleep(Duration::from_millis(20));
    };
    let _ = child.kill();
    let _ = child.wait();
    let _ = std::fs::remove_dir_all(&dir);
    let exported: std::collections::BTreeSet<String> = text
        .lines()
        .filter_map(|l| l.strip_prefix("# TYPE "))
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_string)
        .collect();
    assert_eq!(
        documented_metrics(),
        exported,
        "the guide's table vs a scrape"
    );
    // Conventions: labelled series are there at zero from the start, with their units.
    for series in [
        "tavern_actions_total{game=\"gitcg\"} 0",
        "tavern_matches_running{game=\"summoner_wars\"} 0",
        "tavern_errors_total{code=\"rate_limited\"} 0",
        "tavern_bot_queue 0",
    ] {
        assert!(text.contains(series), "{series} missing:\n{text}");
    }
    let info = format!(
        "tavern_build_info{{version=\"{}\",commit=\"",
        env!("CARGO_PKG_VERSION")
    );
    assert!(text.contains(&info), "{text}");
    let value = |name: &str| -> f64 {
        text.lines()
            .find_map(|l| l.strip_prefix(name)?.strip_prefix(' ')?.parse().ok())
            .unwrap_or_else(|| panic!("no {name}"))
    };
    assert!(value("process_resident_memory_bytes") > 1e6);
    assert!(value("process_open_fds") >= 3.0);
    assert!(value("process_max_fds") >= value("process_open_fds"));
    assert!(value("tavern_database_size_bytes") > 0.0);
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("clock")
        .as_secs_f64();
    let started = value("process_start_time_seconds");
    assert!(
        (now - started).abs() < 120.0,
        "started {started}, now {now}"
    );
}

/// The body of a 200 answer to `GET path` on loopback `port`.
fn get_body(port: u16, path: &str) -> Option<String> {
    use std::io::{Read, Write};
    let mut s = std::net::TcpStream::connect(("127.0.0.1", port)).ok()?;
    let req = format!("GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    s.write_all(req.as_bytes()).ok()?;
    let mut text = String::new();
    s.read_to_string(&mut text).ok()?;
    let (head, body) = text.split_once("\r\n\r\n")?;
    (head.split_whitespace().nth(1)? == "200").then(|| body.to_string())
}

#[test]
fn backup_copies_a_running_servers_database_and_refuses_what_it_cannot_do() {
    let dir = std::env::temp_dir().join(format!("tavern-binary-backup-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let db = dir.join("tavern.db");
    let (port, admin) = (free_port(), free_port());
    let mut child = Command::new(env!("CARGO_BIN_EXE_tavern"))
        .env("TAVERN_ADDR", format!("127.0.0.1:{port}"))
        .env("TAVERN_ADMIN_ADDR", format!("127.0.0.1:{admin}"))
        .env("TAVERN_DB", &db)
        .env("TAVERN_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("tavern starts");
    let until = Instant::now() + Duration::from_secs(20);
    while get(port, "/healthz", None) != Some(200) {
        assert!(Instant::now() < until, "never healthy");
        std::thread::sleep(Duration::from_millis(20));
    }
    let backup = |env: &[(&str, &std::ffi::OsStr)], file: &std::path::Path| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_tavern"));
        cmd.arg("backup").arg(file);
        for (k, v) in env {
            cmd.env(k, v);
        }
        cmd.output().expect("tavern backup runs")
    };
    let copy = dir.join("copy.db");
    let out = backup(&[("TAVERN_DB", db.as_os_str())], &copy);
    let _ = child.kill();
    let _ = child.wait();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("backup written"));
    let header = std::fs::read(&copy).expect("the copy");
    assert!(
        header.starts_with(b"SQLite format 3\0"),
        "an SQLite database"
    );

    let refused = |out: std::process::Output, says: &str| {
        assert!(!out.status.success());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{err}");
    };
    refused(
        backup(&[("TAVERN_DB", db.as_os_str())], &copy),
        "exists already",
    );
    let pg = std::ffi::OsStr::new("postgres://tavern@localhost/tavern");
    refused(backup(&[("TAVERN_DB", pg)], &dir.join("pg.db")), "pg_dump");
    let missing = dir.join("missing.db");
    refused(
        backup(&[("TAVERN_DB", missing.as_os_str())], &dir.join("m.db")),
        "no database",
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_example_alerts_and_dashboard_use_only_documented_metrics() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../docker");
    let guide = std::fs::read_to_string(format!("{root}/README.md")).expect("the guide");
    // Every metric any table of the guide lists (the cluster's included).
    let documented: std::collections::BTreeSet<String> = guide
        .lines()
        .filter_map(|l| l.strip_prefix("| `"))
        .filter_map(|l| l.split('`').next())
        .map(|name| name.split('{').next().unwrap_or(name).to_string())
        .collect();
    let alerts = std::fs::read_to_string(format!("{root}/prometheus/alerts.yaml")).expect("alerts");
    let dashboard =
        std::fs::read_to_string(format!("{root}/prometheus/dashboard.json")).expect("dashboard");
    let parsed: serde_json::Value =
        serde_json::from_str(&dashboard).expect("the dashboard is JSON");
    assert!(parsed["panels"].as_array().is_some_and(|p| p.len() >= 8));
    let mut used = 0;
    for text in [&alerts, &dashboard] {
        for token in text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')) {
            if !(token.starts_with("tavern_") || token.starts_with("process_")) {
                continue;
            }
            let name = ["_bucket", "_sum", "_count"]
                .iter()
                .find_map(|s| token.strip_suffix(s).filter(|n| n.ends_with("_seconds")))
                .unwrap_or(token);
            assert!(documented.contains(name), "{name} is not in the guide");
            used += 1;
        }
    }
    assert!(used > 20, "only {used} metric names found");
}

#[test]
fn a_malformed_trusted_proxy_stops_the_server_with_a_clear_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_tavern"))
        .args(["--trusted-proxy", "10.0.0.0/8,10.0.0/33"])
        .env("TAVERN_NO_DB", "true")
        .output()
        .expect("tavern runs");
    assert!(!out.status.success(), "refused");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--trusted-proxy") && err.contains("10.0.0/33"),
        "{err}"
    );
}
