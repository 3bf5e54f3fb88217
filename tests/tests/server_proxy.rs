//! Behind a reverse proxy: `X-Forwarded-For` decides whose address a connection counts
//! against (`--max-connections-per-ip`) only when it comes from a trusted proxy
//! (`--trusted-proxy`); from anyone else the header is ignored.

mod common;

use std::net::SocketAddr;

use common::*;
use tavern_server::Config;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// Opens a WebSocket upgrade with `X-Forwarded-For: xff` (if any); returns the status code and
/// the connection (held open: it holds its address's slot while it lives).
async fn upgrade(addr: SocketAddr, xff: Option<&str>) -> (u16, TcpStream) {
    let mut s = TcpStream::connect(addr).await.expect("connect");
    let forwarded = xff
        .map(|x| format!("X-Forwarded-For: {x}\r\n"))
        .unwrap_or_default();
    let req = format!(
        "GET /ws HTTP/1.1\r\nHost: {addr}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n{forwarded}\r\n"
    );
    s.write_all(req.as_bytes()).await.expect("write");
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        let n = tokio::time::timeout(LIMIT, s.read(&mut byte))
            .await
            .expect("an answer")
            .expect("read");
        assert!(n == 1, "closed before the headers ended");
        head.push(byte[0]);
    }
    let text = String::from_utf8_lossy(&head).to_string();
    let status = text
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("status");
    (status, s)
}

fn one_per_address(trusted: &str) -> Config {
    Config {
        max_connections_per_ip: 1,
        trusted_proxies: trusted.parse().expect("trusted proxies"),
        ..config()
    }
}

#[tokio::test]
async fn a_trusted_proxys_forwarded_address_is_the_one_limited() {
    let server = start(one_per_address("127.0.0.0/8")).await;
    let (status, _a) = upgrade(server.addr(), Some("203.0.113.1")).await;
    assert_eq!(status, 101);
    // Another player behind the same proxy is someone else.
    let (status, _b) = upgrade(server.addr(), Some("203.0.113.2")).await;
    assert_eq!(status, 101, "a second client address through the proxy");
    // The first player again: their address is full. A forged entry on the left changes
    // nothing: the proxy's own entry (the rightmost) counts.
    let (status, _) = upgrade(server.addr(), Some("198.51.100.77, 203.0.113.1")).await;
    assert_eq!(status, 429);
    assert_eq!(
        metric(server.admin(), "tavern_connections_refused_total").await,
        1
    );
    server.running.stop().await.expect("stop");
}

#[tokio::test]
async fn the_header_from_an_untrusted_peer_is_ignored() {
    let server = start(one_per_address("")).await;
    let (status, _a) = upgrade(server.addr(), Some("203.0.113.1")).await;
    assert_eq!(status, 101);
    // A different header does not make loopback someone else.
    let (status, _) = upgrade(server.addr(), Some("203.0.113.2")).await;
    assert_eq!(status, 429, "the peer's own address counts");
    server.running.stop().await.expect("stop");

    // Trusting another network than the peer's is the same.
    let server = start(one_per_address("10.0.0.0/8")).await;
    let (status, _a) = upgrade(server.addr(), Some("203.0.113.1")).await;
    assert_eq!(status, 101);
    let (status, _) = upgrade(server.addr(), Some("203.0.113.2")).await;
    assert_eq!(status, 429);
    server.running.stop().await.expect("stop");
}
