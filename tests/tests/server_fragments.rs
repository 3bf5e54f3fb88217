//! A message over the size limit sent in fragments gets the documented answer however the
//! client paces it: `frame_too_large`, then close code 1009, then a clean end of the
//! connection (the server's FIN, never a reset), and every fragment the client still sends
//! is taken without error. Each fragment is under the limit; together they pass it.
//!
//! The frames are written by hand on a TCP stream, to control fragmentation and pacing
//! exactly; the server's answer is read with tokio-tungstenite.

mod common;

use std::time::Duration;

use common::*;
use futures_util::StreamExt;
use tavern_protocol::wire::{ClientMsg, ErrorCode, ServerMsg, UpdateForm, PROTOCOL_VERSION};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::protocol::Role;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::WebSocketStream;

/// Bytes of each fragment: under the 64 KiB limit, four of them well over it.
const FRAGMENT: usize = 50_000;

/// A masked client frame (RFC 6455 §5.2) with `fin` and `opcode`, carrying `payload`.
fn frame(fin: bool, opcode: u8, payload: &[u8]) -> Vec<u8> {
    let mut out = vec![if fin { 0x80 } else { 0 } | opcode];
    match payload.len() {
        n if n < 126 => out.push(0x80 | n as u8),
        n if n <= usize::from(u16::MAX) => {
            out.push(0x80 | 126);
            out.extend((n as u16).to_be_bytes());
        }
        n => {
            out.push(0x80 | 127);
            out.extend((n as u64).to_be_bytes());
        }
    }
    let mask = [0x1f, 0x2e, 0x3d, 0x4c];
    out.extend(mask);
    out.extend(payload.iter().enumerate().map(|(i, b)| b ^ mask[i % 4]));
    out
}

/// The text message `{"type":"ping","nonce":7,"pad":"xxx…"}` of 200 KB as four fragments: a
/// text frame, then three continuation frames, the last one final.
fn fragments() -> Vec<Vec<u8>> {
    let head = br#"{"type":"ping","nonce":7,"pad":""#;
    let mut text = head.to_vec();
    text.resize(4 * FRAGMENT - 2, b'x');
    text.extend(br#""}"#);
    text.chunks(FRAGMENT)
        .enumerate()
        .map(|(i, part)| frame(i == 3, if i == 0 { 0x1 } else { 0x0 }, part))
        .collect()
}

/// A WebSocket upgraded by hand, with `hello` said and its `welcome` read, as a raw stream.
async fn upgraded(server: &Server) -> TcpStream {
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
    let hello = ClientMsg::Hello {
        protocol_version: PROTOCOL_VERSION,
        name: Some("fragments".into()),
        resume_token: None,
        session: None,
        updates: UpdateForm::Full,
    };
    let hello = serde_json::to_string(&hello).expect("serialise");
    tcp.write_all(&frame(true, 0x1, hello.as_bytes()))
        .await
        .expect("write hello");
    // The welcome: one unmasked text frame of under 64 KiB.
    let mut two = [0u8; 2];
    tcp.read_exact(&mut two).await.expect("welcome header");
    let len = match two[1] & 0x7f {
        126 => usize::from(tcp.read_u16().await.expect("length")),
        n => usize::from(n),
    };
    let mut welcome = vec![0; len];
    tcp.read_exact(&mut welcome).await.expect("welcome");
    assert!(matches!(
        serde_json::from_slice(&welcome),
        Ok(ServerMsg::Welcome { .. })
    ));
    tcp
}

/// Sends the oversized message `pause` apart fragment by fragment (at once: in one write),
/// then reads the server's answer to the end: the error's code, the close code, and whether
/// the connection then ended cleanly.
async fn send_and_read(server: &Server, pause: Option<Duration>) -> (ErrorCode, u16) {
    let mut tcp = upgraded(server).await;
    match pause {
        None => tcp
            .write_all(&fragments().concat())
            .await
            .expect("the whole message is taken"),
        Some(pause) => {
            for (i, f) in fragments().iter().enumerate() {
                tcp.write_all(f)
                    .await
                    .unwrap_or_else(|e| panic!("fragment {i} was refused: {e}"));
                tokio::time::sleep(pause).await;
            }
        }
    }
    let mut ws = WebSocketStream::from_raw_socket(tcp, Role::Client, None).await;
    let mut error = None;
    let close = loop {
        let frame = tokio::time::timeout(LIMIT, ws.next())
            .await
            .expect("the server answers");
        match frame {
            Some(Ok(Message::Text(t))) => match serde_json::from_str(t.as_str()) {
                Ok(ServerMsg::Error { error: e, .. }) => error = Some(e.code),
                other => panic!("expected an error, got {other:?}"),
            },
            Some(Ok(Message::Close(Some(f)))) => break u16::from(f.code),
            Some(Ok(other)) => panic!("expected the error and a close frame, got {other:?}"),
            Some(Err(e)) => panic!("the connection broke before its close frame: {e}"),
            None => panic!("the connection ended without a close frame"),
        }
    };
    // The client answers the close; the server then ends the connection cleanly.
    match tokio::time::timeout(LIMIT, ws.next()).await {
        Ok(None) => {}
        Ok(Some(Err(e))) => panic!("the connection was not closed cleanly: {e}"),
        Ok(Some(Ok(m))) => panic!("nothing after the close frame, got {m:?}"),
        Err(_) => panic!("the server kept the connection open"),
    }
    (error.expect("an error before the close frame"), close)
}

#[tokio::test]
async fn an_oversized_message_in_fragments_sent_at_once_gets_frame_too_large_and_1009() {
    let server = start(config()).await;
    let (error, close) = send_and_read(&server, None).await;
    assert_eq!(error, ErrorCode::FrameTooLarge);
    assert_eq!(close, 1009, "message too big");
    assert_eq!(
        metric(
            server.admin(),
            "tavern_errors_total{code=\"frame_too_large\"}"
        )
        .await,
        1
    );
}

#[tokio::test]
async fn an_oversized_message_in_slow_fragments_gets_frame_too_large_and_1009() {
    let server = start(config()).await;
    let (error, close) = send_and_read(&server, Some(Duration::from_millis(200))).await;
    assert_eq!(error, ErrorCode::FrameTooLarge);
    assert_eq!(close, 1009, "message too big");
}
