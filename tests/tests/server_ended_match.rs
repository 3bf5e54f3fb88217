//! A message naming a match that has ended gets `match_over`, not `not_found`, for as long as
//! the history holds the match (after a restart too); a match id that never was still gets
//! `not_found`.

mod common;

use common::*;
use serde_json::json;
use tavern_client::Client;
use tavern_protocol::wire::{ClientMsg, ErrorBody, ErrorCode, ServerMsg};
use tavern_server::Config;

/// A test server storing its matches in a fresh SQLite file.
fn stored(name: &str) -> Config {
    let dir = std::env::temp_dir().join(format!("tavern-ended-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    Config {
        no_db: false,
        db: dir.join("tavern.db").display().to_string(),
        ..config()
    }
}

/// Sends an action to `match_id` and reads the error that names it.
async fn act_on(c: &mut Client, match_id: &str, action_id: &str) -> ErrorBody {
    c.send(&ClientMsg::Action {
        match_id: match_id.to_string(),
        version: 1,
        action_id: action_id.to_string(),
        action: json!({"action": "declare_end"}),
    })
    .await
    .expect("send");
    until(c, |m| match m {
        ServerMsg::Error {
            error,
            action_id: Some(id),
        } if id == action_id => Some(error.clone()),
        ServerMsg::ActionResult { action_id: id, .. } if id == action_id => {
            panic!("an ended match applied or judged an action: {m:?}")
        }
        _ => None,
    })
    .await
}

#[tokio::test]
async fn an_action_sent_to_a_match_that_has_ended_gets_match_over() {
    let cfg = stored("action");
    let server = start(cfg.clone()).await;
    let mut table = open_table(&server.url, private_room()).await;
    let match_id = table.match_id();
    // Alice leaves: a two-seat match ends with her forfeit.
    table.seats[0]
        .c
        .send(&ClientMsg::Leave)
        .await
        .expect("send");
    let bob = &mut table.seats[1];
    bob.wait_over().await;

    // Bob answers the decision he had: the match is over, and he is told so.
    let error = act_on(&mut bob.c, &match_id, "late").await;
    assert_eq!(error.code, ErrorCode::MatchOver, "{error:?}");
    assert!(error.message.contains("ended"), "{error:?}");
    // A match id that never was is not found.
    let error = act_on(&mut bob.c, "no-such-match", "lost").await;
    assert_eq!(error.code, ErrorCode::NotFound, "{error:?}");

    // The history keeps the match across a restart, and so does the answer.
    server.running.stop().await.expect("stop");
    let server = start(cfg).await;
    let mut carol = player(&server.url, "carol").await;
    let error = act_on(&mut carol, &match_id, "later").await;
    assert_eq!(error.code, ErrorCode::MatchOver, "{error:?}");
    assert_eq!(
        metric(server.admin(), "tavern_errors_total{code=\"match_over\"}").await,
        1
    );
    server.running.stop().await.expect("stop");
}
