//! The account API over real HTTP, on both stores: signing up (names of any script, compared
//! without case; short passwords refused), logging in and out, a password change ending every
//! other session, deleting an account (its name freed, its matches kept under "deleted
//! player"), failed log-ins answered 429 with `Retry-After`, and nothing of a password or a
//! token in the log.

use serde_json::json;
use tavern_protocol::accounts::{AccountInfo, SessionToken};

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

on_both_stores!(
    names_are_registered_once_whatever_their_case_with_typed_refusals,
    a_session_logs_in_out_and_a_new_password_ends_the_others,
    a_deleted_account_frees_its_name_and_its_matches_stay_under_deleted_player,
);

async fn names_are_registered_once_whatever_their_case_with_typed_refusals(b: Backend) {
    let server = start(config(&b)).await;
    let addr = server.addr;
    let made = request(
        addr,
        "POST",
        "/api/accounts",
        None,
        Some(&json!({"name": "神里綾華", "password": PASSWORD})),
    )
    .await;
    assert_eq!(made.status, 201, "{}", made.body);
    let info: AccountInfo = made.parse();
    assert_eq!(info.name, "神里綾華");
    register(addr, "Ayaka").await;
    for (name, password, status, code) in [
        ("AYAKA", PASSWORD, 409, "name_taken"),
        ("ayaka", PASSWORD, 409, "name_taken"),
        ("ab", PASSWORD, 400, "bad_name"),
        ("has space", PASSWORD, 400, "bad_name"),
        ("Lumine", "short", 400, "weak_password"),
    ] {
        let a = request(
            addr,
            "POST",
            "/api/accounts",
            None,
            Some(&json!({"name": name, "password": password})),
        )
        .await;
        assert_eq!((a.status, a.code()), (status, code.to_string()), "{name}");
    }
    let broken = request(addr, "POST", "/api/accounts", None, None).await;
    assert_eq!((broken.status, broken.code().as_str()), (400, "bad_body"));
    // Logged in under any case, the name comes back as registered.
    let s: SessionToken = log_in(addr, "AYAKA", PASSWORD).await.parse();
    assert_eq!(s.name, "Ayaka");
    assert_eq!(s.token.len(), 64, "256 bits as hexadecimal");
    let month = 30 * 86_400_000;
    let now = tavern_server::store::now_ms();
    assert!((s.expires_at - now - month).abs() < 60_000, "30 days");
    // A wrong password and a wrong name are refused alike.
    let wrong_password = log_in(addr, "Ayaka", "not the password").await;
    let wrong_name = log_in(addr, "Nobody", PASSWORD).await;
    assert_eq!((wrong_password.status, wrong_name.status), (401, 401));
    assert_eq!(wrong_password.body, wrong_name.body);
    assert_eq!(wrong_password.code(), "bad_credentials");
    server.running.stop().await.expect("stops");
}

async fn a_session_logs_in_out_and_a_new_password_ends_the_others(b: Backend) {
    let server = start(config(&b)).await;
    let addr = server.addr;
    register(addr, "Lumine").await;
    let phone = session(addr, "Lumine").await;
    let laptop = session(addr, "Lumine").await;
    let me = request(addr, "GET", "/api/accounts/current", Some(&phone), None).await;
    assert_eq!(me.parse::<AccountInfo>().name, "Lumine");
    let nobody = request(addr, "GET", "/api/accounts/current", None, None).await;
    assert_eq!(
        (nobody.status, nobody.code().as_str()),
        (401, "bad_session")
    );
    assert_eq!(nobody.header("www-authenticate").as_deref(), Some("Bearer"));
    // The laptop changes the password: the phone's session ends, the laptop's goes on.
    let weak = request(
        addr,
        "POST",
        "/api/accounts/current/password",
        Some(&laptop),
        Some(&json!({"old": PASSWORD, "new": "short"})),
    )
    .await;
    assert_eq!(weak.code(), "weak_password");
    let wrong = request(
        addr,
        "POST",
        "/api/accounts/current/password",
        Some(&laptop),
        Some(&json!({"old": "not it at all", "new": "a brand new password"})),
    )
    .await;
    assert_eq!(wrong.code(), "bad_credentials");
    let changed = request(
        addr,
        "POST",
        "/api/accounts/current/password",
        Some(&laptop),
        Some(&json!({"old": PASSWORD, "new": "a brand new password"})),
    )
    .await;
    assert_eq!(changed.status, 204, "{}", changed.body);
    let phone_now = request(addr, "GET", "/api/accounts/current", Some(&phone), None).await;
    assert_eq!(phone_now.code(), "bad_session", "every other session ended");
    let laptop_now = request(addr, "GET", "/api/accounts/current", Some(&laptop), None).await;
    assert_eq!(laptop_now.status, 200);
    assert_eq!(log_in(addr, "Lumine", PASSWORD).await.status, 401);
    assert_eq!(
        log_in(addr, "Lumine", "a brand new password").await.status,
        200
    );
    // Logging out ends the session for HTTP and for hello alike.
    let out = request(addr, "DELETE", "/api/sessions/current", Some(&laptop), None).await;
    assert_eq!(out.status, 204);
    let after = request(addr, "GET", "/api/accounts/current", Some(&laptop), None).await;
    assert_eq!(after.code(), "bad_session");
    let (_, answer) = hello(&server.url, hello_session(&laptop)).await;
    assert!(
        matches!(&answer, tavern_protocol::wire::ServerMsg::Error { error, .. }
            if error.code == tavern_protocol::wire::ErrorCode::BadSession),
        "{answer:?}"
    );
    server.running.stop().await.expect("stops");
}

async fn a_deleted_account_frees_its_name_and_its_matches_stay_under_deleted_player(b: Backend) {
    use tavern_protocol::history::MatchSummary;
    use tavern_protocol::wire::{ClientMsg, DeckChoice, RoomOptions, ServerMsg};
    let server = start(config(&b)).await;
    let addr = server.addr;
    let token = account(addr, "Paimon").await;
    // Paimon plays a bot and concedes.
    let mut c = logged_in(&server.url, &token).await;
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
    let limit = std::time::Duration::from_secs(20);
    c.until(limit, |m| {
        matches!(m, ServerMsg::Update { .. }).then_some(())
    })
    .await
    .expect("the match starts");
    c.send(&ClientMsg::Leave).await.expect("send");
    c.until(limit, |m| {
        matches!(m, ServerMsg::MatchOver { .. }).then_some(())
    })
    .await
    .expect("the match ends");
    let history = |q: &'static str| async move {
        request(addr, "GET", q, None, None)
            .await
            .parse::<Vec<MatchSummary>>()
    };
    // History finds it by the registered name, in any case.
    let mine = history("/api/matches?player=PAIMON").await;
    assert_eq!(mine.len(), 1);
    assert_eq!(mine[0].players[0].name, "Paimon");
    let refused = request(
        addr,
        "DELETE",
        "/api/accounts/current",
        Some(&token),
        Some(&json!({"password": "not the password"})),
    )
    .await;
    assert_eq!(refused.code(), "bad_credentials");
    let gone = request(
        addr,
        "DELETE",
        "/api/accounts/current",
        Some(&token),
        Some(&json!({"password": PASSWORD})),
    )
    .await;
    assert_eq!(gone.status, 204, "{}", gone.body);
    let profile = request(addr, "GET", "/api/players/Paimon", None, None).await;
    assert_eq!(profile.status, 404);
    let all = history("/api/matches").await;
    assert_eq!(all[0].players[0].name, "deleted player");
    assert!(history("/api/matches?player=Paimon").await.is_empty());
    // The name is free: a guest may take it, and so may a new account.
    let (_, welcome) = hello(&server.url, hello_guest("paimon")).await;
    assert!(matches!(welcome, ServerMsg::Welcome { .. }), "{welcome:?}");
    register(addr, "paimon").await;
    server.running.stop().await.expect("stops");
}

/// Failed log-ins: slowed, then refused with 429 and `Retry-After`, by name and by address.
#[tokio::test]
async fn repeated_failed_log_ins_are_refused_with_retry_after() {
    let b = Backend::sqlite("throttle");
    let server = start(tavern_server::Config {
        login_failures_per_name: 4,
        login_failures_per_addr: 7,
        login_lockout_secs: 600,
        ..config(&b)
    })
    .await;
    let addr = server.addr;
    register(addr, "Venti").await;
    for _ in 0..4 {
        assert_eq!(log_in(addr, "Venti", "wrong password").await.status, 401);
    }
    let refused = log_in(addr, "venti", PASSWORD).await;
    assert_eq!(
        (refused.status, refused.code().as_str()),
        (429, "too_many_attempts"),
        "even the right password, once the name is locked"
    );
    let wait: u64 = refused
        .header("retry-after")
        .and_then(|v| v.parse().ok())
        .expect("Retry-After in seconds");
    assert!(wait > 500 && wait <= 600, "{wait}");
    // The same address guessing other names is refused too, past its own limit.
    register(addr, "Zhongli").await;
    for name in ["Xiao", "Hutao", "Keqing"] {
        assert_eq!(log_in(addr, name, "wrong password").await.status, 401);
    }
    let by_address = log_in(addr, "Zhongli", PASSWORD).await;
    assert_eq!(by_address.status, 429, "{}", by_address.body);
    assert!(by_address.header("retry-after").is_some());
    server.running.stop().await.expect("stops");
}

/// Neither a password nor a session token ever reaches the log, whatever is logged: every
/// account endpoint, right and wrong, with logging at its most verbose.
#[test]
fn no_password_or_token_reaches_the_log() {
    use std::sync::{Arc, Mutex};
    #[derive(Clone, Default)]
    struct Captured(Arc<Mutex<Vec<u8>>>);
    impl std::io::Write for Captured {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().expect("log").extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let log = Captured::default();
    let writer = log.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_max_level(tracing::Level::TRACE)
        .with_writer(move || writer.clone())
        .finish();
    let _guard = tracing::subscriber::set_default(subscriber);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let token = runtime.block_on(async {
        let b = Backend::sqlite("no-secrets");
        let server = start(config(&b)).await;
        let addr = server.addr;
        let t = account(addr, "Nahida").await;
        log_in(addr, "Nahida", "a wrong guess here").await;
        request(
            addr,
            "POST",
            "/api/accounts/current/password",
            Some(&t),
            Some(&json!({"old": PASSWORD, "new": "the second secret"})),
        )
        .await;
        let t2 = session_with(addr, "Nahida", "the second secret").await;
        let mut c = logged_in(&server.url, &t2).await;
        c.send(&tavern_protocol::wire::ClientMsg::Ping { nonce: 1 })
            .await
            .expect("ping");
        let (_, bad) = hello(&server.url, hello_session("f00d-not-a-session")).await;
        assert!(matches!(
            bad,
            tavern_protocol::wire::ServerMsg::Error { .. }
        ));
        request(addr, "DELETE", "/api/sessions/current", Some(&t2), None).await;
        server.running.stop().await.expect("stops");
        (t, t2)
    });
    let text = String::from_utf8(log.0.lock().expect("log").clone()).expect("UTF-8 log");
    assert!(text.contains("logged in"), "the log was captured: {text}");
    for secret in [
        PASSWORD,
        "a wrong guess here",
        "the second secret",
        "f00d-not-a-session",
        &token.0,
        &token.1,
    ] {
        assert!(!text.contains(secret), "{secret:?} is in the log");
    }
}

async fn session_with(addr: std::net::SocketAddr, name: &str, password: &str) -> String {
    let a = log_in(addr, name, password).await;
    assert_eq!(a.status, 200, "{}", a.body);
    a.json()["token"].as_str().expect("token").to_string()
}
