//! Update changes in real matches of every hosted game, on a server that stores every step as
//! it does by default: two players take `update_changes`
//! (the client library turns each into the whole update it stands for), and after every
//! update built from changes the player asks for the state whole again (`resync`); the whole
//! state the server sends must equal the one rebuilt from changes, at every version of the
//! match. A client that takes whole updates gets no `update_changes`, and changes that do not
//! fit are answered by a resync.

mod common;

use std::time::Duration;

use common::{http_get, start, Server};
use serde_json::Value;
use tavern_client::Client;
use tavern_protocol::wire::{
    suggest_action, ClientMsg, DeckChoice, RoomOptions, ServerMsg, UpdateForm,
};
use tavern_server::Config;

const LIMIT: Duration = Duration::from_secs(20);

/// A server as it runs by default, storing every step (its viewers' updates are made while
/// the step is being stored), with a rate limit that lets the test's clients act at once.
async fn server() -> Server {
    static SERVERS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let n = SERVERS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("tavern-changes-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    start(Config {
        rate_per_sec: 100_000,
        rate_burst: 100_000,
        no_db: false,
        db: dir.join("tavern.db").display().to_string(),
        ..common::config()
    })
    .await
}

/// The game's first preset deck, from `GET /api/games`.
async fn first_preset(s: &Server, game: &str) -> String {
    let (status, body) = http_get(s.addr(), "/api/games").await;
    assert_eq!(status, 200);
    let games: Value = serde_json::from_str(&body).expect("games json");
    let g = games
        .as_array()
        .and_then(|l| l.iter().find(|g| g["id"] == game))
        .unwrap_or_else(|| panic!("{game} is hosted"));
    g["presets"][0].as_str().expect("a preset").to_string()
}

/// The state part of an update (what changes describe), and its version.
fn state(msg: &ServerMsg) -> Option<(u64, Value)> {
    match msg {
        ServerMsg::Update {
            version,
            view,
            decisions,
            legal_actions,
            unavailable,
            ..
        } => Some((
            *version,
            serde_json::json!({
                "view": view.parse::<Value>().ok()?,
                "decisions": decisions,
                "legal_actions": legal_actions.iter().map(|a| a.parse::<Value>().ok()).collect::<Option<Vec<_>>>()?,
                "unavailable": unavailable,
            }),
        )),
        _ => None,
    }
}

/// The next update (whole or rebuilt from changes), skipping other messages; none once the
/// match is over.
async fn next_update(c: &mut Client, who: &str) -> Option<ServerMsg> {
    loop {
        let msg = c
            .recv_timeout(LIMIT)
            .await
            .unwrap_or_else(|e| panic!("{who}: no message: {e}"));
        match msg {
            ServerMsg::Update { .. } => return Some(msg),
            ServerMsg::MatchOver { .. } => return None,
            ServerMsg::Error { error, .. } => panic!("{who}: {error:?}"),
            ServerMsg::ActionResult {
                ok: false, error, ..
            } => panic!("{who}: refused: {error:?}"),
            _ => {}
        }
    }
}

/// Plays one match of `game` between two players taking changes, checking every rebuilt
/// update against the whole state; returns how many updates were rebuilt from changes.
async fn play_checked(game: &str) -> u64 {
    let s = server().await;
    let deck = DeckChoice::Preset(first_preset(&s, game).await);
    let mut a = Client::join(&s.url, "a", None).await.expect("a joins");
    let mut b = Client::join(&s.url, "b", None).await.expect("b joins");
    a.send(&ClientMsg::CreateRoom {
        game: game.into(),
        options: RoomOptions {
            public: false,
            clock: None,
            ..RoomOptions::default()
        },
    })
    .await
    .expect("create");
    let code = a
        .until(LIMIT, |m| match m {
            ServerMsg::Room { room } => room.code.clone(),
            _ => None,
        })
        .await
        .expect("room");
    b.send(&ClientMsg::JoinRoom {
        room: None,
        code: Some(code),
        seat: None,
    })
    .await
    .expect("join");
    for c in [&mut a, &mut b] {
        c.send(&ClientMsg::Ready { deck: deck.clone() })
            .await
            .expect("ready");
    }
    let mut players = [(a, "a"), (b, "b")];
    let mut last: Vec<ServerMsg> = Vec::new();
    for (c, who) in players.iter_mut() {
        last.push(next_update(c, who).await.expect("first update"));
    }
    let mut counter = 0u64;
    for _ in 0..5000 {
        // Whoever may act does (the first such seat), and both then hear of it.
        let Some(i) = last.iter().position(
            |u| matches!(u, ServerMsg::Update { legal_actions, .. } if !legal_actions.is_empty()),
        ) else {
            panic!("{game}: no one may act and the match is not over");
        };
        let ServerMsg::Update {
            match_id,
            version,
            legal_actions,
            ..
        } = &last[i]
        else {
            unreachable!("updates only")
        };
        let action = suggest_action(legal_actions)
            .and_then(|a| a.parse().ok())
            .expect("an action");
        counter += 1;
        let (match_id, version) = (match_id.clone(), *version);
        players[i]
            .0
            .send(&ClientMsg::Action {
                match_id: match_id.clone(),
                version,
                action_id: counter.to_string(),
                action,
            })
            .await
            .expect("act");
        for (k, (c, who)) in players.iter_mut().enumerate() {
            let rebuilt_before = c.changes_applied;
            let Some(update) = next_update(c, who).await else {
                return players.iter().map(|p| p.0.changes_applied).sum();
            };
            if c.changes_applied > rebuilt_before {
                let (v, rebuilt) = state(&update).expect("state");
                c.send(&ClientMsg::Resync {
                    match_id: match_id.clone(),
                })
                .await
                .expect("resync");
                let Some(whole) = next_update(c, who).await else {
                    // That update ended the match: `match_over` came before the resync's answer.
                    return players.iter().map(|p| p.0.changes_applied).sum();
                };
                let (w, whole) = state(&whole).expect("state");
                assert_eq!(w, v, "{game} {who}: the resync shows the same version");
                assert_eq!(
                    rebuilt, whole,
                    "{game} {who}: the state rebuilt from changes at version {v}"
                );
            }
            last[k] = update;
        }
    }
    panic!("{game}: the match did not end in 5000 actions");
}

#[tokio::test]
async fn every_game_s_updates_rebuilt_from_changes_equal_the_whole_state() {
    for game in ["gitcg", "summoner_wars", "seven_square", "gensou", "confix"] {
        let rebuilt = play_checked(game).await;
        assert!(
            rebuilt > 20,
            "{game}: only {rebuilt} updates came as changes"
        );
    }
}

/// A player taking updates in `form`, in a gitcg match against the server's bot (seat 1).
async fn against_the_bot(s: &Server, name: &str, form: UpdateForm) -> Client {
    let mut c = Client::join_taking(&s.url, name, None, form)
        .await
        .expect("join");
    c.send(&ClientMsg::CreateRoom {
        game: "gitcg".into(),
        options: RoomOptions {
            public: false,
            clock: None,
            bot_seats: vec![1],
            ..RoomOptions::default()
        },
    })
    .await
    .expect("create");
    c.send(&ClientMsg::Ready {
        deck: DeckChoice::Preset(first_preset(s, "gitcg").await),
    })
    .await
    .expect("ready");
    c
}

#[tokio::test]
async fn a_client_taking_whole_updates_gets_no_changes_and_bad_changes_are_resynced() {
    let s = server().await;
    // Whole updates: the first update after each action is an `update`, never changes.
    let mut full = against_the_bot(&s, "full", UpdateForm::Full).await;
    let mut updates = 0;
    while updates < 6 {
        let text = tokio::time::timeout(LIMIT, full.recv_text())
            .await
            .expect("in time")
            .expect("a message");
        assert!(
            !text.contains("\"update_changes\""),
            "a client taking whole updates got changes: {text}"
        );
        let msg: ServerMsg = serde_json::from_str(&text).expect("a server message");
        if let ServerMsg::Update {
            match_id,
            version,
            legal_actions,
            ..
        } = msg
        {
            updates += 1;
            if let Some(action) = suggest_action(&legal_actions).and_then(|a| a.parse().ok()) {
                full.send(&ClientMsg::Action {
                    match_id,
                    version,
                    action_id: format!("f{updates}"),
                    action,
                })
                .await
                .expect("act");
            }
        }
    }
    assert_eq!(full.changes_applied, 0);
    // A resync for a match one is not in is refused with `not_found`.
    full.send(&ClientMsg::Resync {
        match_id: "no-such-match".into(),
    })
    .await
    .expect("resync");
    let err = full
        .until(LIMIT, |m| match m {
            ServerMsg::Error { error, .. } => Some(error.code),
            _ => None,
        })
        .await
        .expect("an error");
    assert_eq!(err, tavern_protocol::wire::ErrorCode::NotFound);
}

#[tokio::test]
async fn an_accepted_action_s_result_comes_with_the_update_it_made() {
    let s = server().await;
    let mut c = against_the_bot(&s, "acks", UpdateForm::Changes).await;
    // Raw messages: act from each whole update, then read until our update comes as changes
    // carrying our action's id; ask for the state whole again after each `update_changes`.
    let (mut match_id, mut in_flight, mut acked, mut sent) = (String::new(), None, 0, 0);
    while acked < 6 {
        let text = tokio::time::timeout(LIMIT, c.recv_text())
            .await
            .expect("in time")
            .expect("a message");
        match serde_json::from_str::<ServerMsg>(&text).expect("a server message") {
            ServerMsg::Update {
                match_id: id,
                version,
                legal_actions,
                ..
            } => {
                match_id = id;
                let action = suggest_action(&legal_actions).and_then(|a| a.parse().ok());
                if let (None, Some(action)) = (&in_flight, action) {
                    sent += 1;
                    let action_id = format!("r{sent}");
                    in_flight = Some(action_id.clone());
                    c.send(&ClientMsg::Action {
                        match_id: match_id.clone(),
                        version,
                        action_id,
                        action,
                    })
                    .await
                    .expect("act");
                }
            }
            ServerMsg::UpdateChanges { action_id, .. } => {
                assert!(
                    !text.contains("\"match_id\""),
                    "changes carry no match id: {text}"
                );
                if action_id.is_some() {
                    assert_eq!(action_id, in_flight.take(), "the id of our action");
                    acked += 1;
                }
                c.send(&ClientMsg::Resync {
                    match_id: match_id.clone(),
                })
                .await
                .expect("resync");
            }
            ServerMsg::ActionResult { .. } => {
                panic!("an action result came on its own to a client taking changes: {text}")
            }
            ServerMsg::MatchOver { .. } => panic!("the match ended after {acked} actions"),
            _ => {}
        }
    }
    assert_eq!(in_flight, None);
}
