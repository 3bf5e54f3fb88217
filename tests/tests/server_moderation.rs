//! Moderation over the admin listener: notices to everyone and to one match, the referee's
//! view of a running match, kicking a player, closing a room — each refused without the token
//! and on the players' port, and bad input refused with a clear error.

mod common;

use std::net::SocketAddr;

use common::*;
use serde_json::{json, Value};
use tavern_protocol::wire::{ClientMsg, NoticeCode, ServerMsg};
use tavern_server::Config;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const TOKEN: &str = "moderation-test-admin";

fn admin_config() -> Config {
    Config {
        admin_token: TOKEN.into(),
        ..config()
    }
}

/// An HTTP/1.1 request with the admin token and a JSON body: the status and the body.
async fn admin(addr: SocketAddr, method: &str, path: &str, body: &str) -> (u16, String) {
    let mut s = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {TOKEN}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.expect("write");
    let mut buf = Vec::new();
    s.read_to_end(&mut buf).await.expect("read");
    let text = String::from_utf8(buf).expect("UTF-8");
    let (head, body) = text.split_once("\r\n\r\n").expect("HTTP answer");
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("status");
    (status, body.to_string())
}

/// Reads until a `notice`; returns its code and text.
async fn notice(c: &mut tavern_client::Client) -> (NoticeCode, String) {
    until(c, |m| match m {
        ServerMsg::Notice { code, message, .. } => Some((*code, message.clone())),
        _ => None,
    })
    .await
}

#[tokio::test]
async fn notices_reach_everyone_or_one_match_and_bad_notices_change_nothing() {
    let server = start(admin_config()).await;
    let mut table = open_table(&server.url, private_room()).await;
    table.play_to_action_phase().await;
    let mut idle = player(&server.url, "idle").await;

    let (status, body) = admin(
        server.admin(),
        "POST",
        "/api/admin/notices",
        r#"{"message":"Maintenance at 18:00 UTC"}"#,
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        notice(&mut idle).await,
        (NoticeCode::Operator, "Maintenance at 18:00 UTC".into())
    );
    for p in &mut table.seats {
        let (code, text) = p
            .until(|m| match m {
                ServerMsg::Notice { code, message, .. } => Some((*code, message.clone())),
                _ => None,
            })
            .await;
        assert_eq!(
            (code, text.as_str()),
            (NoticeCode::Operator, "Maintenance at 18:00 UTC")
        );
    }

    let id = table.match_id();
    let to_match = json!({ "message": "Play fair, please", "match_id": id }).to_string();
    let (status, body) = admin(server.admin(), "POST", "/api/admin/notices", &to_match).await;
    assert_eq!(status, 200, "{body}");
    for p in &mut table.seats {
        let text = p
            .until(|m| match m {
                ServerMsg::Notice {
                    code: NoticeCode::Operator,
                    message,
                    ..
                } => Some(message.clone()),
                _ => None,
            })
            .await;
        assert_eq!(text, "Play fair, please", "{} is told", p.name);
    }
    assert_quiet(&mut idle, 1).await;

    for (bad, want) in [
        (r#"{"message":"   "}"#.to_string(), 400),
        (format!(r#"{{"message":"{}"}}"#, "x".repeat(501)), 400),
        (r#"{"message":"hi","to":"all"}"#.to_string(), 400),
        ("not json".to_string(), 400),
        (r#"{"message":"hi","match_id":"nope"}"#.to_string(), 404),
    ] {
        let (status, body) = admin(server.admin(), "POST", "/api/admin/notices", &bad).await;
        assert_eq!(status, want, "{bad}: {body}");
        assert!(body.contains("error"), "{body}");
    }
    assert_quiet(&mut idle, 2).await;
    let (status, _) = http(server.admin(), "POST", "/api/admin/notices", None).await;
    assert_eq!(status, 401, "the token is needed");
    let (status, _) = http(server.addr(), "POST", "/api/admin/notices", Some(TOKEN)).await;
    assert_eq!(status, 404, "not on the players' port");
    server.running.stop().await.expect("stop");
}

#[tokio::test]
async fn the_referee_view_shows_every_seat_and_only_to_the_operator() {
    let server = start(admin_config()).await;
    let mut table = open_table(&server.url, private_room()).await;
    table.play_to_action_phase().await;
    let id = table.match_id();
    let path = format!("/api/admin/matches/{id}/referee");
    let (status, body) = admin(server.admin(), "GET", &path, "").await;
    assert_eq!(status, 200, "{body}");
    let answer: Value = serde_json::from_str(&body).expect("JSON");
    assert_eq!(answer["match_id"], id.as_str());
    assert_eq!(answer["game"], GAME);
    let view = answer["view"].to_string();
    // A player's own view hides the other's hand; the referee's is not either seat's.
    for p in &table.seats {
        assert_ne!(
            view,
            p.last().view_json().to_string(),
            "not {}'s view",
            p.name
        );
    }
    assert!(
        view.len() > table.seats[0].last().view_json().to_string().len() / 2,
        "{view}"
    );
    let (status, _) = http(server.addr(), "GET", &path, Some(TOKEN)).await;
    assert_eq!(status, 404, "not on the players' port");
    let (status, _) = http(server.admin(), "GET", &path, None).await;
    assert_eq!(status, 401);
    let (status, _) = admin(server.admin(), "GET", "/api/admin/matches/nope/referee", "").await;
    assert_eq!(status, 404);
    server.running.stop().await.expect("stop");
}

#[tokio::test]
async fn a_kicked_player_is_told_disconnected_and_forfeits_their_match() {
    let server = start(admin_config()).await;
    let mut table = open_table(&server.url, private_room()).await;
    table.play_to_action_phase().await;
    let (status, body) = http(server.admin(), "GET", "/api/admin/matches", Some(TOKEN)).await;
    assert_eq!(status, 200);
    let list: Value = serde_json::from_str(&body).expect("JSON");
    let kicked_id = list["matches"][0]["players"][0]["player_id"]
        .as_str()
        .expect("a player id")
        .to_string();
    let (status, body) = admin(
        server.admin(),
        "POST",
        &format!("/api/admin/players/{kicked_id}/kick"),
        "",
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let (code, _) = table.seats[0]
        .until(|m| match m {
            ServerMsg::Notice { code, message, .. } => Some((*code, message.clone())),
            _ => None,
        })
        .await;
    assert_eq!(code, NoticeCode::Kicked);
    // The other seat wins by forfeit.
    let outcome = table.seats[1].wait_over().await;
    assert!(
        format!("{outcome:?}").contains("Forfeit") || format!("{outcome:?}").contains("Win"),
        "{outcome:?}"
    );
    wait_metric(server.admin(), "tavern_matches_running", 0).await;
    let (status, _) = admin(
        server.admin(),
        "POST",
        &format!("/api/admin/players/{kicked_id}/kick"),
        "",
    )
    .await;
    assert_eq!(status, 404, "gone");
    server.running.stop().await.expect("stop");
}

#[tokio::test]
async fn closing_a_waiting_room_tells_its_players_and_removes_it() {
    let server = start(admin_config()).await;
    let mut host = player(&server.url, "host").await;
    host.send(&ClientMsg::CreateRoom {
        game: GAME.into(),
        options: private_room(),
    })
    .await
    .expect("send");
    let room = next_room(&mut host).await;
    wait_metric(server.admin(), "tavern_rooms", 1).await;
    let (status, body) = admin(
        server.admin(),
        "POST",
        &format!("/api/admin/rooms/{}/close", room.id),
        "",
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(notice(&mut host).await.0, NoticeCode::RoomClosed);
    wait_metric(server.admin(), "tavern_rooms", 0).await;
    let (status, _) = admin(
        server.admin(),
        "POST",
        &format!("/api/admin/rooms/{}/close", room.id),
        "",
    )
    .await;
    assert_eq!(status, 404);
    // The host is free to make another room.
    host.send(&ClientMsg::CreateRoom {
        game: GAME.into(),
        options: private_room(),
    })
    .await
    .expect("send");
    assert_ne!(next_room(&mut host).await.id, room.id);
    server.running.stop().await.expect("stop");
}
