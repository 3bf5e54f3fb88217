//! Reconnection over real WebSockets: a dropped player resumes with their token and sees the
//! match exactly as they left it; a second connection with the same token replaces the first.

mod common;

use common::*;
use tavern_client::{Client, ClientError};
use tavern_protocol::wire::{ClientMsg, ErrorCode, ServerMsg, PROTOCOL_VERSION};
use tavern_protocol::{Seat, Viewer};

/// Connects and says hello with `token`; returns the client and whether the server resumed
/// the session.
async fn resume(url: &str, token: &str) -> (Client, bool) {
    let mut c = Client::connect(url).await.expect("connect");
    c.send(&ClientMsg::Hello {
        protocol_version: PROTOCOL_VERSION,
        name: Some("ignored on resume".into()),
        resume_token: Some(token.to_string()),
        updates: tavern_protocol::wire::UpdateForm::Full,
        session: None,
    })
    .await
    .expect("send");
    match recv(&mut c).await {
        ServerMsg::Welcome {
            player_id,
            resume_token,
            resumed,
            name,
            ..
        } => {
            assert_eq!(resume_token, token, "the token stays valid");
            assert_ne!(
                name, "ignored on resume",
                "a resumed player keeps their name"
            );
            c.player_id = player_id;
            c.resume_token = resume_token;
            (c, resumed)
        }
        other => panic!("expected welcome, got {other:?}"),
    }
}

/// Waits until the server counts `n` open WebSocket connections.
async fn wait_connections(server: &Server, n: i64) {
    for _ in 0..200 {
        if metric(server.admin(), "tavern_connections").await == n {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    panic!("the server never counted {n} connections");
}

#[tokio::test]
async fn a_dropped_player_resumes_where_they_left_and_plays_on() {
    let server = start(config()).await;
    let mut table = open_table(&server.url, private_room()).await;
    table.play_to_action_phase().await;
    for _ in 0..3 {
        assert!(table.step().await);
    }
    let v = table.version();
    let before = table.seats[0].last().clone();
    let (token, id) = (
        table.seats[0].c.resume_token.clone(),
        table.seats[0].c.player_id.clone(),
    );

    // Drop seat 0's connection; the server notices and keeps the seat.
    let dropped = table.seats.remove(0);
    dropped.c.close().await;
    wait_connections(&server, 1).await;
    // The other seat is told nothing (a drop is not a forfeit).
    table.seats[0].assert_quiet().await;

    let (c, resumed) = resume(&server.url, &token).await;
    assert!(resumed, "welcome says the session was resumed");
    assert_eq!(c.player_id, id, "the same player");
    let back = Participant::start(c, "alice").await;
    assert_eq!(back.viewer, Viewer::Seat { seat: Seat(0) });
    let now = back.last();
    assert_eq!(now.version, v, "the current version");
    assert_eq!(now.view, before.view, "the same view as before the drop");
    assert_eq!(now.decisions, before.decisions);
    assert_eq!(now.legal, before.legal);
    table.seats.insert(0, back);
    // Play on to the end.
    let outcome = table.finish().await;
    assert_eq!(table.seats[0].last().gitcg().outcome, Some(outcome));
}

#[tokio::test]
async fn a_second_connection_with_the_same_token_replaces_the_first() {
    let server = start(config()).await;
    let mut table = open_table(&server.url, private_room()).await;
    table.play_to_action_phase().await;
    let before = table.seats[1].last().clone();
    let token = table.seats[1].c.resume_token.clone();

    let (c, resumed) = resume(&server.url, &token).await;
    assert!(resumed);
    let second = Participant::start(c, "bob-2").await;
    assert_eq!(second.viewer, Viewer::Seat { seat: Seat(1) });
    assert_eq!(second.last().version, before.version);
    assert_eq!(second.last().view, before.view);
    assert_eq!(second.last().legal, before.legal);

    // The first connection is told, then closed.
    let mut first = std::mem::replace(&mut table.seats[1], second);
    first.expect_error(ErrorCode::Replaced).await;
    match first.c.recv_timeout(LIMIT).await {
        Err(ClientError::Closed) | Err(ClientError::Ws(_)) => {}
        other => panic!("the replaced connection should close, got {other:?}"),
    }
    wait_connections(&server, 2).await;

    // The match goes on with the new connection only.
    table.finish().await;
}
