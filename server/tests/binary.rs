//! The `tavern` binary as a container runs it: `tavern health` (the image's HEALTHCHECK)
//! answers for a live server and fails for a missing one, and SIGTERM (the image's STOPSIGNAL)
//! stops an idle server cleanly and quickly.

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
    Command::new(env!("CARGO_BIN_EXE_tavern"))
        .env("TAVERN_ADDR", format!("127.0.0.1:{port}"))
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
