//! Accounts over the WebSocket, on both stores: `hello` with a session plays under the
//! account's name (the lobby shows it as registered), a guest cannot take a registered name in
//! any case but keeps any other, the resume token works as ever, and the operator disabling an
//! account ends its sessions and closes its sockets with a notice.

use std::time::Duration;

use tavern_protocol::wire::{
    ClientMsg, DeckChoice, ErrorCode, NoticeCode, RoomOptions, ServerMsg, UpdateForm,
    PROTOCOL_VERSION,
};

#[allow(dead_code)]
#[path = "support/scratch.rs"]
mod scratch;
#[allow(dead_code)]
#[path = "support/postgres.rs"]
mod support;
#[macro_use]
#[path = "support/accounts.rs"]
mod accounts;

use accounts::*;

const LIMIT: Duration = Duration::from_secs(20);

on_both_stores!(
    hello_with_a_session_plays_under_the_registered_name,
    a_guest_cannot_take_a_registered_name_in_any_case,
    a_disabled_account_is_told_closed_and_cannot_come_back,
);

fn error_code(msg: &ServerMsg) -> Option<ErrorCode> {
    match msg {
        ServerMsg::Error { error, .. } => Some(error.code),
        _ => None,
    }
}

async fn hello_with_a_session_plays_under_the_registered_name(b: Backend) {
    let server = start(config(&b)).await;
    let token = account(server.addr, "Kazuha").await;
    // The session's name wins over any name the hello gives.
    let (mut c, welcome) = hello(
        &server.url,
        ClientMsg::Hello {
            protocol_version: PROTOCOL_VERSION,
            name: Some("someone else".into()),
            resume_token: None,
            session: Some(token.clone()),
            updates: UpdateForm::Full,
        },
    )
    .await;
    match &welcome {
        ServerMsg::Welcome {
            name,
            account,
            resumed,
            ..
        } => {
            assert_eq!(name, "Kazuha");
            assert_eq!(account.as_deref(), Some("Kazuha"));
            assert!(!resumed);
        }
        other => panic!("{other:?}"),
    }
    c.send(&ClientMsg::CreateRoom {
        game: "gitcg".into(),
        options: RoomOptions {
            clock: None,
            ..RoomOptions::default()
        },
    })
    .await
    .expect("send");
    let room = c
        .until(LIMIT, |m| match m {
            ServerMsg::Room { room } => Some(room.clone()),
            _ => None,
        })
        .await
        .expect("a room");
    assert_eq!(room.seats[0].player.as_deref(), Some("Kazuha"));
    let listed = request(server.addr, "GET", "/api/rooms", None, None).await;
    assert!(listed.body.contains("\"Kazuha\""), "{}", listed.body);
    // The resume token works as ever, and keeps the account.
    let resume = c.resume_token.clone();
    drop(c);
    tokio::time::sleep(Duration::from_millis(100)).await;
    let (_, back) = hello(
        &server.url,
        ClientMsg::Hello {
            protocol_version: PROTOCOL_VERSION,
            name: None,
            resume_token: Some(resume),
            session: None,
            updates: UpdateForm::Full,
        },
    )
    .await;
    match back {
        ServerMsg::Welcome {
            resumed, account, ..
        } => {
            assert!(resumed);
            assert_eq!(account.as_deref(), Some("Kazuha"));
        }
        other => panic!("{other:?}"),
    }
    // A token that is no session is refused, typed.
    let (_, bad) = hello(&server.url, hello_session("0123456789abcdef")).await;
    assert_eq!(error_code(&bad), Some(ErrorCode::BadSession));
    server.running.stop().await.expect("stops");
}

async fn a_guest_cannot_take_a_registered_name_in_any_case(b: Backend) {
    let server = start(config(&b)).await;
    register(server.addr, "Xiangling").await;
    for name in ["Xiangling", "XIANGLING", " xiangling "] {
        let (_, answer) = hello(&server.url, hello_guest(name)).await;
        assert_eq!(error_code(&answer), Some(ErrorCode::NameTaken), "{name:?}");
    }
    // Any other name plays as a guest, exactly as before.
    let (_, welcome) = hello(&server.url, hello_guest("Xiangling's fan")).await;
    match welcome {
        ServerMsg::Welcome { name, account, .. } => {
            assert_eq!(name, "Xiangling's fan");
            assert_eq!(account, None);
        }
        other => panic!("{other:?}"),
    }
    // A guest may neither queue rated nor ready a saved deck.
    let (mut guest, _) = hello(&server.url, hello_guest("Guoba")).await;
    guest
        .send(&ClientMsg::QuickMatch {
            game: "gitcg".into(),
            deck: DeckChoice::Preset("starter".into()),
            setup: None,
            rated: true,
        })
        .await
        .expect("send");
    assert_eq!(next_error(&mut guest).await, "account_required");
    guest
        .send(&ClientMsg::QuickMatch {
            game: "gitcg".into(),
            deck: DeckChoice::Saved("mine".into()),
            setup: None,
            rated: false,
        })
        .await
        .expect("send");
    assert_eq!(next_error(&mut guest).await, "account_required");
    // A room cannot ask to be rated.
    guest
        .send(&ClientMsg::CreateRoom {
            game: "gitcg".into(),
            options: RoomOptions {
                rated: true,
                ..RoomOptions::default()
            },
        })
        .await
        .expect("send");
    assert_eq!(next_error(&mut guest).await, "bad_options");
    server.running.stop().await.expect("stops");
}

async fn a_disabled_account_is_told_closed_and_cannot_come_back(b: Backend) {
    let server = start(config(&b)).await;
    let addr = server.addr;
    let token = account(addr, "Scara").await;
    let mut c = logged_in(&server.url, &token).await;
    // Playing a bot when it happens: the match is forfeited.
    c.send(&ClientMsg::CreateRoom {
        game: "gitcg".into(),
        options: RoomOptions {
            bot_seats: vec![1],
            clock: None,
            public: false,
            ..RoomOptions::default()
        },
    })
    .await
    .expect("send");
    c.send(&ClientMsg::Ready {
        deck: DeckChoice::Preset("starter".into()),
    })
    .await
    .expect("send");
    c.until(LIMIT, |m| {
        matches!(m, ServerMsg::Update { .. }).then_some(())
    })
    .await
    .expect("the match starts");
    let resume = c.resume_token.clone();
    let public = request(
        addr,
        "POST",
        "/api/admin/accounts/Scara/disable",
        Some(ADMIN),
        None,
    )
    .await;
    assert_eq!(public.status, 404, "the players' listener has no admin API");
    let refused = request(
        server.admin,
        "POST",
        "/api/admin/accounts/Scara/disable",
        None,
        None,
    )
    .await;
    assert_eq!(refused.status, 401, "the admin token is needed");
    let done = request(
        server.admin,
        "POST",
        "/api/admin/accounts/scara/disable",
        Some(ADMIN),
        None,
    )
    .await;
    assert_eq!(done.status, 200, "{}", done.body);
    let mut noticed = false;
    loop {
        match c.recv_timeout(LIMIT).await {
            Ok(ServerMsg::Notice { code, .. }) => {
                assert_eq!(code, NoticeCode::AccountDisabled);
                noticed = true;
            }
            Ok(_) => {}
            Err(_) => break,
        }
    }
    assert!(noticed, "the socket is told before it closes");
    // Its session, its log-in and its resume token are all refused now.
    let current = request(addr, "GET", "/api/accounts/current", Some(&token), None).await;
    assert_eq!(current.code(), "bad_session");
    let again = log_in(addr, "Scara", PASSWORD).await;
    assert_eq!(
        (again.status, again.code().as_str()),
        (403, "account_disabled")
    );
    let (_, by_session) = hello(&server.url, hello_session(&token)).await;
    assert_eq!(error_code(&by_session), Some(ErrorCode::BadSession));
    let (_, by_resume) = hello(
        &server.url,
        ClientMsg::Hello {
            protocol_version: PROTOCOL_VERSION,
            name: None,
            resume_token: Some(resume),
            session: None,
            updates: UpdateForm::Full,
        },
    )
    .await;
    assert_eq!(error_code(&by_resume), Some(ErrorCode::BadToken));
    // Its match was forfeited (stored a moment after the socket closed).
    let mut forfeited = false;
    for _ in 0..100 {
        let history = request(addr, "GET", "/api/matches?player=Scara", None, None).await;
        if history.body.contains("forfeit") {
            forfeited = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(forfeited, "the disabled account's match is forfeited");
    server.running.stop().await.expect("stops");
}
