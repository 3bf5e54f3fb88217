//! The lobby over real WebSockets and HTTP: private rooms joined by code, public rooms listed
//! by `list_rooms` and `GET /api/rooms` (not while nobody is in them), joins that must fail,
//! and quick match passing over players who are gone.

mod common;

use std::time::Duration;

use common::*;
use tavern_client::{Client, ClientError};
use tavern_protocol::wire::{ClientMsg, DeckChoice, ErrorCode, RoomInfo, RoomOptions, ServerMsg};

async fn list_rooms(c: &mut tavern_client::Client, game: Option<&str>) -> Vec<RoomInfo> {
    c.send(&ClientMsg::ListRooms {
        game: game.map(str::to_string),
    })
    .await
    .expect("send");
    until(c, |m| match m {
        ServerMsg::Rooms { rooms } => Some(rooms.clone()),
        _ => None,
    })
    .await
}

async fn http_rooms(server: &Server) -> Vec<RoomInfo> {
    let (status, body) = http_get(server.addr(), "/api/rooms").await;
    assert_eq!(status, 200);
    serde_json::from_str(&body).expect("a JSON list of rooms")
}

async fn create(c: &mut tavern_client::Client, options: RoomOptions) -> RoomInfo {
    c.send(&ClientMsg::CreateRoom {
        game: GAME.into(),
        options,
    })
    .await
    .expect("send");
    next_room(c).await
}

#[tokio::test]
async fn a_private_room_is_joined_by_its_code_and_a_wrong_code_is_not_found() {
    let server = start(config()).await;
    let mut host = player(&server.url, "host").await;
    let room = create(&mut host, private_room()).await;
    let code = room.code.clone().expect("a private room has a join code");
    assert_eq!(code.len(), 6);
    assert_eq!(room.seats[0].player.as_deref(), Some("host"));
    assert_eq!(room.seats[1].player, None);

    let mut guest = player(&server.url, "guest").await;
    // A wrong code finds nothing and changes nothing.
    guest
        .send(&ClientMsg::JoinRoom {
            room: None,
            code: Some("ZZZZZZ".into()),
            seat: None,
        })
        .await
        .expect("send");
    expect_error(&mut guest, ErrorCode::NotFound).await;
    assert_quiet(&mut host, 1).await;

    // The right code (in any case) seats the guest; both see the room with two players.
    guest
        .send(&ClientMsg::JoinRoom {
            room: None,
            code: Some(code.to_lowercase()),
            seat: None,
        })
        .await
        .expect("send");
    let seen_by_guest = next_room(&mut guest).await;
    let seen_by_host = next_room(&mut host).await;
    assert_eq!(seen_by_guest, seen_by_host);
    assert_eq!(seen_by_guest.id, room.id);
    assert_eq!(seen_by_guest.seats[1].player.as_deref(), Some("guest"));
    assert_eq!(
        seen_by_guest.seats[1].player_id.as_deref(),
        Some(guest.player_id.as_str())
    );
    // Members see the code.
    assert_eq!(seen_by_guest.code.as_deref(), Some(code.as_str()));
}

#[tokio::test]
async fn public_rooms_are_listed_and_private_ones_are_not() {
    let server = start(config()).await;
    let mut public_host = player(&server.url, "public-host").await;
    let public = create(
        &mut public_host,
        RoomOptions {
            clock: None,
            ..RoomOptions::default()
        },
    )
    .await;
    assert!(public.code.is_none(), "public rooms have no join code");
    let mut private_host = player(&server.url, "private-host").await;
    let private = create(&mut private_host, private_room()).await;

    let mut browser = player(&server.url, "browser").await;
    let listed = list_rooms(&mut browser, None).await;
    assert_eq!(
        listed.len(),
        1,
        "only the public room is listed: {listed:?}"
    );
    assert_eq!(listed[0].id, public.id);
    assert_eq!(listed[0].game, GAME);
    assert_eq!(listed[0].seats[0].player.as_deref(), Some("public-host"));
    assert!(listed[0].code.is_none());
    assert!(listed.iter().all(|r| r.id != private.id));
    assert_eq!(list_rooms(&mut browser, Some(GAME)).await, listed);
    assert!(list_rooms(&mut browser, Some("chess")).await.is_empty());

    // The HTTP directory says the same.
    let over_http = http_rooms(&server).await;
    assert_eq!(over_http, listed);

    // A listed room is joined by its id.
    browser
        .send(&ClientMsg::JoinRoom {
            room: Some(public.id.clone()),
            code: None,
            seat: None,
        })
        .await
        .expect("send");
    let joined = next_room(&mut browser).await;
    assert_eq!(joined.seats[1].player.as_deref(), Some("browser"));
    assert_eq!(next_room(&mut public_host).await, joined);
    let listed = http_rooms(&server).await;
    assert_eq!(listed[0].seats[1].player.as_deref(), Some("browser"));

    // Rooms everyone left disappear from the list.
    browser.send(&ClientMsg::Leave).await.expect("send");
    let left = next_room(&mut public_host).await;
    assert_eq!(left.seats[1].player, None);
    public_host.send(&ClientMsg::Leave).await.expect("send");
    private_host.send(&ClientMsg::Leave).await.expect("send");
    sync(&mut public_host).await;
    sync(&mut private_host).await;
    assert!(http_rooms(&server).await.is_empty());
}

#[tokio::test]
async fn joining_a_full_or_missing_room_fails_and_changes_nothing() {
    let server = start(config()).await;
    let mut host = player(&server.url, "host").await;
    let room = create(&mut host, private_room()).await;
    let code = room.code.clone().expect("code");
    let mut guest = player(&server.url, "guest").await;
    guest
        .send(&ClientMsg::JoinRoom {
            room: None,
            code: Some(code.clone()),
            seat: None,
        })
        .await
        .expect("send");
    let full = next_room(&mut guest).await;
    let _ = next_room(&mut host).await;

    // A third player finds the room full, by code or by id.
    let mut third = player(&server.url, "third").await;
    for join in [
        ClientMsg::JoinRoom {
            room: None,
            code: Some(code.clone()),
            seat: None,
        },
        ClientMsg::JoinRoom {
            room: Some(room.id.clone()),
            code: None,
            seat: None,
        },
    ] {
        third.send(&join).await.expect("send");
        expect_error(&mut third, ErrorCode::RoomFull).await;
    }
    // A missing room is not found.
    third
        .send(&ClientMsg::JoinRoom {
            room: Some("no-such-room".into()),
            code: None,
            seat: None,
        })
        .await
        .expect("send");
    expect_error(&mut third, ErrorCode::NotFound).await;
    // Nothing changed: the members got no room update, and the third player sits nowhere
    // (they may create a room of their own).
    assert_quiet(&mut host, 1).await;
    assert_quiet(&mut guest, 2).await;
    let own = create(&mut third, private_room()).await;
    assert_ne!(own.id, room.id);
    // The full room still holds exactly its two players.
    guest.send(&ClientMsg::Leave).await.expect("send");
    let after = next_room(&mut host).await;
    assert_eq!(after.seats[0], full.seats[0]);
    assert_eq!(after.seats[1].player, None);

    // Once a match runs, its room is closed to joins as well.
    let table = open_table(&server.url, RoomOptions::default()).await;
    let _ = table;
    let rooms = http_rooms(&server).await;
    let running = rooms
        .iter()
        .find(|r| r.match_id.is_some())
        .expect("the running match's room is listed");
    let mut late = player(&server.url, "late").await;
    late.send(&ClientMsg::JoinRoom {
        room: Some(running.id.clone()),
        code: None,
        seat: None,
    })
    .await
    .expect("send");
    expect_error(&mut late, ErrorCode::RoomFull).await;
}

/// The ids of some rooms.
fn ids(rooms: &[RoomInfo]) -> Vec<String> {
    rooms.iter().map(|r| r.id.clone()).collect()
}

#[tokio::test(start_paused = true)]
async fn a_room_whose_only_player_is_gone_is_hidden_until_they_are_back_and_removed_after_the_grace(
) {
    let server = start(config()).await;
    let mut host = player(&server.url, "host").await;
    let token = host.resume_token.clone();
    let room = create(
        &mut host,
        RoomOptions {
            clock: None,
            ..RoomOptions::default()
        },
    )
    .await;
    let mut browser = player(&server.url, "browser").await;
    assert_eq!(
        ids(&list_rooms(&mut browser, None).await),
        std::slice::from_ref(&room.id)
    );

    host.close().await;
    wait_metric(server.admin(), "tavern_connections", 1).await;
    assert!(
        list_rooms(&mut browser, None).await.is_empty(),
        "nobody is in the room to play"
    );
    assert!(http_rooms(&server).await.is_empty());

    // Back within the grace: the room is listed again.
    let mut host = Client::join(&server.url, "host", Some(token.clone()))
        .await
        .expect("resume");
    assert_eq!(next_room(&mut host).await.id, room.id);
    assert_eq!(
        ids(&list_rooms(&mut browser, None).await),
        std::slice::from_ref(&room.id)
    );
    assert_eq!(
        ids(&http_rooms(&server).await),
        std::slice::from_ref(&room.id)
    );

    // Gone for good: when the grace ends, the room is removed and the token forgotten.
    host.close().await;
    wait_metric(server.admin(), "tavern_connections", 1).await;
    tokio::time::sleep(config().resume_grace() + Duration::from_secs(1)).await;
    wait_metric(server.admin(), "tavern_rooms", 0).await;
    assert!(list_rooms(&mut browser, None).await.is_empty());
    match Client::join(&server.url, "host", Some(token)).await {
        Err(ClientError::Unexpected(m)) => assert!(
            matches!(*m, ServerMsg::Error { ref error, .. } if error.code == ErrorCode::BadToken)
        ),
        Err(e) => panic!("expected bad_token, got {e}"),
        Ok(_) => panic!("the token outlived the grace"),
    }
}

#[tokio::test]
async fn a_queued_player_who_is_gone_is_not_paired_until_back() {
    let server = start(config()).await;
    let quick = ClientMsg::QuickMatch {
        game: GAME.into(),
        deck: DeckChoice::Preset("starter".into()),
        setup: None,
        rated: false,
    };
    let mut gone = player(&server.url, "gone").await;
    let token = gone.resume_token.clone();
    gone.send(&quick).await.expect("send");
    sync(&mut gone).await;
    gone.close().await;
    wait_metric(server.admin(), "tavern_connections", 0).await;

    let mut here = player(&server.url, "here").await;
    here.send(&quick).await.expect("send");
    assert_quiet(&mut here, 1).await;

    // Back: the two waiting players are paired.
    let mut back = Client::join(&server.url, "gone", Some(token))
        .await
        .expect("resume");
    let started = |m: &ServerMsg| match m {
        ServerMsg::MatchStarted { match_id, .. } => Some(match_id.clone()),
        _ => None,
    };
    let a = until(&mut back, started).await;
    let b = until(&mut here, started).await;
    assert_eq!(a, b);
}
