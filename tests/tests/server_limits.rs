//! The server's limits on connections, over real sockets: a connection that says no `hello`
//! in time is closed (close code 1008), one IP address holds a bounded number of connections
//! (more are refused with 429), and a message over the size limit gets `frame_too_large` and
//! close code 1009 without its payload being read.
//!
//! These tests read close frames, so they speak WebSocket through tokio-tungstenite directly
//! (the test client hides close frames), and one of them writes a frame header by hand.

mod common;

use std::time::Duration;

use common::*;
use futures_util::{SinkExt, Stream, StreamExt};
use serde_json::json;
use tavern_protocol::wire::{ClientMsg, ErrorBody, ErrorCode, ServerMsg, PROTOCOL_VERSION};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::time::Instant;
use tokio_tungstenite::tungstenite::protocol::Role;
use tokio_tungstenite::tungstenite::{Error as WsError, Message};
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// A WebSocket connection.
type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// A WebSocket connection that has said nothing yet.
async fn raw(url: &str) -> Ws {
    tokio_tungstenite::connect_async(url)
        .await
        .expect("connect")
        .0
}

/// Reads the end of a connection the server closes: the error it sent, then its close
/// frame's code and reason.
async fn closing(
    ws: &mut (impl Stream<Item = Result<Message, WsError>> + Unpin),
) -> (ErrorBody, u16, String) {
    let mut error = None;
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(60), ws.next())
            .await
            .expect("the server answers");
        match frame {
            Some(Ok(Message::Text(t))) => match serde_json::from_str(t.as_str()) {
                Ok(ServerMsg::Error { error: e, .. }) => error = Some(e),
                other => panic!("expected an error, got {other:?}"),
            },
            Some(Ok(Message::Close(Some(f)))) => {
                let error = error.expect("an error message before the close frame");
                return (error, f.code.into(), f.reason.to_string());
            }
            Some(Ok(Message::Close(None))) => panic!("a close frame without a code"),
            Some(Ok(_)) => {}
            Some(Err(e)) => panic!("the connection broke without a close frame: {e}"),
            None => panic!("the connection ended without a close frame"),
        }
    }
}

/// Sends `text` as one frame.
async fn send_text(ws: &mut Ws, text: String) {
    ws.send(Message::Text(text.into())).await.expect("send");
}

/// Says hello and reads the welcome.
async fn hello(ws: &mut Ws) {
    let hello = ClientMsg::Hello {
        protocol_version: PROTOCOL_VERSION,
        name: Some("limits".into()),
        resume_token: None,
        updates: tavern_protocol::wire::UpdateForm::Full,
        session: None,
    };
    send_text(ws, serde_json::to_string(&hello).expect("serialise")).await;
    match ws.next().await {
        Some(Ok(Message::Text(t))) => assert!(matches!(
            serde_json::from_str(t.as_str()),
            Ok(ServerMsg::Welcome { .. })
        )),
        other => panic!("expected welcome, got {other:?}"),
    }
}

/// A `ping` frame padded to exactly `len` bytes.
fn ping_of_len(len: usize) -> String {
    let empty = json!({"type": "ping", "nonce": 7, "pad": ""}).to_string();
    let text =
        json!({"type": "ping", "nonce": 7, "pad": "x".repeat(len - empty.len())}).to_string();
    assert_eq!(text.len(), len);
    text
}

#[tokio::test(start_paused = true)]
async fn a_connection_that_says_no_hello_in_time_is_closed_with_1008() {
    let server = start(config()).await;
    let limit = Duration::from_secs(config().hello_timeout_secs);
    let mut talker = player(&server.url, "talker").await;
    let mut silent = raw(&server.url).await;
    let opened = Instant::now();
    let (error, code, reason) = closing(&mut silent).await;
    let waited = opened.elapsed();
    assert_eq!(error.code, ErrorCode::HelloRequired);
    assert_eq!(code, 1008, "policy violation");
    assert!(reason.contains("hello"), "the reason says why: {reason}");
    assert!(
        waited + Duration::from_millis(500) >= limit && waited <= limit + Duration::from_secs(1),
        "closed after {waited:?}, the limit is {limit:?}"
    );
    assert_eq!(
        metric(server.admin(), "tavern_connections_without_hello_total").await,
        1
    );
    wait_metric(server.admin(), "tavern_connections", 1).await;
    // A connection that said hello stays open however long it is quiet.
    tokio::time::sleep(limit * 3).await;
    assert_quiet(&mut talker, 3).await;
}

#[tokio::test]
async fn one_address_holds_at_most_max_connections_per_ip() {
    let server = start(config()).await;
    let max = config().max_connections_per_ip as usize;
    let mut open = Vec::new();
    for _ in 0..max {
        open.push(raw(&server.url).await);
    }
    match tokio_tungstenite::connect_async(&server.url).await {
        Err(WsError::Http(response)) => assert_eq!(response.status().as_u16(), 429),
        Err(e) => panic!("expected 429, got {e}"),
        Ok(_) => panic!("connection {} from one address was accepted", max + 1),
    }
    assert_eq!(
        metric(server.admin(), "tavern_connections_refused_total").await,
        1
    );
    // A closed connection gives its place back.
    let mut first = open.swap_remove(0);
    let _ = first.close(None).await;
    drop(first);
    wait_metric(server.admin(), "tavern_connections", max as i64 - 1).await;
    let mut again = player(&server.url, "again").await;
    assert_quiet(&mut again, 1).await;
}

#[tokio::test]
async fn a_frame_one_byte_over_the_limit_gets_frame_too_large_and_close_1009() {
    let server = start(config()).await;
    let limit = config().max_frame_bytes;
    let mut ws = raw(&server.url).await;
    hello(&mut ws).await;
    // Exactly at the limit is accepted.
    send_text(&mut ws, ping_of_len(limit)).await;
    match ws.next().await {
        Some(Ok(Message::Text(t))) => assert!(matches!(
            serde_json::from_str(t.as_str()),
            Ok(ServerMsg::Pong { nonce: 7 })
        )),
        other => panic!("expected pong, got {other:?}"),
    }
    send_text(&mut ws, ping_of_len(limit + 1)).await;
    let (error, code, reason) = closing(&mut ws).await;
    assert_eq!(error.code, ErrorCode::FrameTooLarge);
    assert_eq!(code, 1009, "message too big");
    assert!(reason.contains(&limit.to_string()), "{reason}");
    wait_metric(server.admin(), "tavern_connections", 0).await;
}

#[tokio::test]
async fn a_huge_frame_is_refused_from_its_header_without_being_read() {
    let server = start(config()).await;
    let mut tcp = TcpStream::connect(server.addr()).await.expect("connect");
    let request = format!(
        "GET /ws HTTP/1.1\r\nHost: {}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
         Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
        server.addr()
    );
    tcp.write_all(request.as_bytes()).await.expect("write");
    // The answer's head, byte by byte, so that no frame byte is read with it.
    let mut head = Vec::new();
    while !head.ends_with(b"\r\n\r\n") {
        head.push(tcp.read_u8().await.expect("read"));
    }
    assert!(head.starts_with(b"HTTP/1.1 101"), "upgraded");
    // A masked text frame that announces 1 GiB, of which only 1 KiB is ever sent.
    let mut frame = vec![0x81, 0x80 | 127];
    frame.extend((1u64 << 30).to_be_bytes());
    frame.extend([1, 2, 3, 4]);
    frame.extend([b' '; 1024]);
    tcp.write_all(&frame).await.expect("write");
    let mut ws = WebSocketStream::from_raw_socket(tcp, Role::Client, None).await;
    let (error, code, _) = closing(&mut ws).await;
    assert_eq!(error.code, ErrorCode::FrameTooLarge);
    assert_eq!(code, 1009);
    wait_metric(server.admin(), "tavern_connections", 0).await;
}
