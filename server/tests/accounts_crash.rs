//! A rated match and a crash: the real `tavern` process, killed with SIGKILL in the middle of
//! a rated match between two accounts, restarts on the same store; both players come back
//! with their resume tokens, still logged in, and the match that ends after the restart rates
//! them exactly once (another crash and restart afterwards rates nobody again). On SQLite and
//! PostgreSQL.

use std::time::Duration;

use tavern_protocol::accounts::Profile;
use tavern_protocol::wire::{ClientMsg, DeckChoice, ServerMsg};
use tavern_protocol::{EndReason, Outcome, Seat};

#[allow(dead_code)]
#[path = "support/node.rs"]
mod node;
#[allow(dead_code)]
#[path = "support/redis.rs"]
mod redis_support;
#[allow(dead_code)]
#[path = "support/scratch.rs"]
mod scratch;
#[allow(dead_code)]
#[path = "support/postgres.rs"]
mod support;
#[macro_use]
#[path = "support/accounts.rs"]
mod accounts;
#[allow(dead_code)]
#[path = "support/table.rs"]
mod table;

use accounts::*;
use node::Node;
use table::{Side, Table};

const LIMIT: Duration = Duration::from_secs(30);

on_both_stores!(a_rated_match_ended_after_a_sigkill_and_a_restart_rates_exactly_once);

async fn profile(node: &Node, name: &str) -> Profile {
    request(
        node.addr(),
        "GET",
        &format!("/api/players/{name}"),
        None,
        None,
    )
    .await
    .parse()
}

async fn a_rated_match_ended_after_a_sigkill_and_a_restart_rates_exactly_once(b: Backend) {
    let dir = scratch::temp_dir("accounts-crash");
    let db = b.db();
    let server = Node::start(&dir, "solo", &db, None).await.expect("starts");
    let names = ["Tighnari", "Collei"];
    let mut sides = Vec::new();
    for name in names {
        let token = account(server.addr(), name).await;
        let mut c = logged_in(&server.url(), &token).await;
        c.send(&ClientMsg::QuickMatch {
            game: "gitcg".into(),
            deck: DeckChoice::Preset("starter".into()),
            setup: None,
            rated: true,
        })
        .await
        .expect("send");
        sides.push(Side::new(c, name.to_string()));
    }
    let id = sides[0].first_update().await;
    assert_eq!(sides[1].first_update().await, id);
    let mut table = Table {
        id,
        sides,
        over: None,
    };
    for _ in 0..6 {
        assert!(table.step().await, "the match goes on");
    }
    server.kill();
    let server = Node::start(&dir, "solo", &db, None)
        .await
        .expect("restarts");
    table.reconnect(&server.url()).await;
    // Still logged in: Collei may queue rated again later, and her seat is her account's.
    for _ in 0..2 {
        assert!(table.step().await, "the match goes on after the restart");
    }
    table.sides[1]
        .c
        .send(&ClientMsg::Leave)
        .await
        .expect("send");
    for side in &mut table.sides {
        side.catch_up(u64::MAX, &mut table.over).await;
    }
    assert_eq!(
        table.over,
        Some(Outcome::seat_wins(Seat(0), EndReason::Forfeit))
    );
    let ratings = table.sides[0].ratings.clone();
    assert_eq!(ratings.len(), 2, "match_over carries both ratings");
    assert!(ratings[0].after.rating > 1500.0 && ratings[1].after.rating < 1500.0);
    for name in names {
        assert_eq!(profile(&server, name).await.ratings[0].games, 1, "{name}");
    }
    // Killed again once it is over, and restarted: rated once still.
    server.kill();
    let server = Node::start(&dir, "solo", &db, None)
        .await
        .expect("restarts");
    for (seat, name) in names.iter().enumerate() {
        let p = profile(&server, name).await;
        assert_eq!(p.ratings[0].games, 1, "{name} rated exactly once");
        assert_eq!(p.ratings[0].rating, ratings[seat].after);
    }
    // And a logged-in player still is one after the restart: the rated queue takes them.
    let token = session(server.addr(), "Collei").await;
    let mut c = logged_in(&server.url(), &token).await;
    c.send(&ClientMsg::QuickMatch {
        game: "gitcg".into(),
        deck: DeckChoice::Preset("starter".into()),
        setup: None,
        rated: true,
    })
    .await
    .expect("send");
    c.send(&ClientMsg::Ping { nonce: 3 }).await.expect("send");
    let answer = c
        .until(LIMIT, |m| match m {
            ServerMsg::Pong { .. } => Some(None),
            ServerMsg::Error { error, .. } => Some(Some(error.code)),
            _ => None,
        })
        .await
        .expect("an answer");
    assert_eq!(answer, None, "queued without an error");
}
