//! Liveness and readiness.
//!
//! - `GET /healthz` (liveness): the process serves HTTP. It answers 200 from the moment the
//!   server listens until it exits, draining included: restarting a draining server would only
//!   cut its matches short.
//! - `GET /readyz` (readiness): the server takes new players and matches. 503 from the moment
//!   it begins to stop (drain). (While unfinished matches are recovered at startup the server
//!   does not take connections yet; they wait in the listen backlog.)
//!
//! [`check`] is `tavern health`: a dependency-free HTTP probe for container health checks
//! (the runtime image has no curl).

use std::io::{Read, Write};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, TcpStream};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::Json;
use serde_json::json;

use crate::Shared;

/// `GET /healthz`.
pub async fn live() -> &'static str {
    "ok"
}

/// Why the server is not ready, if it is not.
pub fn not_ready(shared: &Shared) -> Option<&'static str> {
    shared
        .draining
        .load(Ordering::Relaxed)
        .then_some("draining")
}

/// `GET /readyz`.
pub async fn ready(State(shared): State<Arc<Shared>>) -> impl IntoResponse {
    match not_ready(&shared) {
        None => (StatusCode::OK, Json(json!({ "ready": true }))),
        Some(reason) => (
            StatusCode::SERVICE_UNAVAILABLE,
            Json(json!({ "ready": false, "reason": reason })),
        ),
    }
}

/// Where to reach a server listening on `addr`: a wildcard address means this host.
pub fn probe_addr(addr: SocketAddr) -> SocketAddr {
    let ip = match addr.ip() {
        IpAddr::V4(ip) if ip.is_unspecified() => IpAddr::V4(Ipv4Addr::LOCALHOST),
        IpAddr::V6(ip) if ip.is_unspecified() => IpAddr::V6(Ipv6Addr::LOCALHOST),
        ip => ip,
    };
    SocketAddr::new(ip, addr.port())
}

/// GETs `path` from the server at `addr`; `Ok` when it answers 200.
pub fn check(addr: SocketAddr, path: &str, timeout: Duration) -> Result<(), String> {
    let addr = probe_addr(addr);
    let mut stream =
        TcpStream::connect_timeout(&addr, timeout).map_err(|e| format!("{addr}: {e}"))?;
    stream
        .set_read_timeout(Some(timeout))
        .and_then(|()| stream.set_write_timeout(Some(timeout)))
        .map_err(|e| e.to_string())?;
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .map_err(|e| format!("{addr}: {e}"))?;
    let mut head = Vec::new();
    let mut buf = [0u8; 512];
    // The status line is all that matters.
    while !head.contains(&b'\n') && head.len() < 4096 {
        let n = stream.read(&mut buf).map_err(|e| format!("{addr}: {e}"))?;
        if n == 0 {
            break;
        }
        head.extend_from_slice(&buf[..n]);
    }
    let line = String::from_utf8_lossy(&head);
    let line = line.lines().next().unwrap_or_default();
    match line.split_whitespace().nth(1) {
        Some("200") => Ok(()),
        Some(code) => Err(format!("{path} answered {code}")),
        None => Err(format!("{path}: not an HTTP answer: {line:?}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wildcard_addresses_are_probed_on_loopback() {
        let a: SocketAddr = "0.0.0.0:8080".parse().expect("addr");
        assert_eq!(probe_addr(a), "127.0.0.1:8080".parse().expect("addr"));
        let b: SocketAddr = "[::]:9000".parse().expect("addr");
        assert_eq!(probe_addr(b), "[::1]:9000".parse().expect("addr"));
        let c: SocketAddr = "10.1.2.3:80".parse().expect("addr");
        assert_eq!(probe_addr(c), c);
    }

    #[test]
    fn a_closed_port_fails_the_check() {
        // Bind then drop: the port is (almost certainly) closed now.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("bind")
            .port();
        let addr = SocketAddr::from(([127, 0, 0, 1], port));
        assert!(check(addr, "/healthz", Duration::from_secs(1)).is_err());
    }
}
