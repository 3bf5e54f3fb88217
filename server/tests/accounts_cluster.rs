//! Accounts in a cluster (two nodes, one PostgreSQL, one Redis; skipped with a notice outside
//! CI when those are not configured): a player logs in on one node and plays on the other, a
//! rated quick match between two accounts connected to different nodes rates both once, and
//! every node sees the same profiles; an account disabled on one node has its sockets on the
//! other closed.

use std::time::Duration;

use tavern_protocol::accounts::Profile;
use tavern_protocol::wire::{ClientMsg, DeckChoice, NoticeCode, ServerMsg};
use tavern_protocol::{EndReason, Outcome};

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
use node::{cluster, Cluster, LEASE_MS};
use table::{Side, Table};

const LIMIT: Duration = Duration::from_secs(30);

#[tokio::test]
async fn an_account_logs_in_on_one_node_and_plays_rated_on_another() {
    let Some(Cluster { nodes, db: _db, .. }) =
        cluster("accounts", 10, &["ac0", "ac1"], LEASE_MS).await
    else {
        return;
    };
    let (n0, n1) = (&nodes[0], &nodes[1]);
    // Ayato signs up and logs in through node 0 and plays on node 1; Ayaka the other way.
    register(n0.addr(), "Ayato").await;
    let ayato = session(n0.addr(), "Ayato").await;
    register(n1.addr(), "Ayaka").await;
    let ayaka = session(n1.addr(), "Ayaka").await;
    let mut sides = Vec::new();
    for (token, url, name) in [(&ayato, n1.url(), "Ayato"), (&ayaka, n0.url(), "Ayaka")] {
        let mut c = logged_in(&url, token).await;
        c.send(&ClientMsg::QuickMatch {
            game: "gitcg".into(),
            deck: DeckChoice::Preset("starter".into()),
            setup: None,
            rated: true,
        })
        .await
        .expect("send");
        sides.push(Side::new(c, name.to_string()));
        // The first waits listed before the second asks.
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    let id = sides[0].first_update().await;
    assert_eq!(sides[1].first_update().await, id);
    let mut table = Table {
        id,
        sides,
        over: None,
    };
    for _ in 0..3 {
        assert!(table.step().await);
    }
    table.sides[1]
        .c
        .send(&ClientMsg::Leave)
        .await
        .expect("send");
    for side in &mut table.sides {
        side.catch_up(u64::MAX, &mut table.over).await;
    }
    let Some(Outcome::Win {
        winners, reason, ..
    }) = table.over.clone()
    else {
        panic!("a win: {:?}", table.over)
    };
    assert_eq!(reason, EndReason::Forfeit);
    let ratings = table.sides[0].ratings.clone();
    assert_eq!(ratings.len(), 2, "match_over carries both ratings");
    assert_eq!(table.sides[1].ratings, ratings);
    let names: Vec<&str> = ratings.iter().map(|r| r.name.as_str()).collect();
    assert!(
        names.contains(&"Ayato") && names.contains(&"Ayaka"),
        "{names:?}"
    );
    let winner = ratings
        .iter()
        .find(|r| winners.contains(&r.seat))
        .expect("the winner's change");
    assert!(winner.after.rating > 1500.0);
    // Every node sees both profiles, each rated once.
    for n in [n0, n1] {
        for name in ["Ayato", "Ayaka"] {
            let p: Profile = request(n.addr(), "GET", &format!("/api/players/{name}"), None, None)
                .await
                .parse();
            assert_eq!(p.ratings.len(), 1, "{name}");
            assert_eq!(p.ratings[0].games, 1, "{name} rated once");
        }
    }
    // Disabled through node 0, Ayato's socket on node 1 is told and closed.
    let mut c = logged_in(&n1.url(), &ayato).await;
    let done = request(
        n0.admin_addr(),
        "POST",
        "/api/admin/accounts/Ayato/disable",
        Some(node::ADMIN),
        None,
    )
    .await;
    assert_eq!(done.status, 200, "{}", done.body);
    let mut noticed = false;
    loop {
        match c.recv_timeout(LIMIT).await {
            Ok(ServerMsg::Notice { code, .. }) => noticed |= code == NoticeCode::AccountDisabled,
            Ok(_) => {}
            Err(_) => break,
        }
    }
    assert!(noticed, "node 1 heard that node 0 disabled the account");
    let refused = log_in(n1.addr(), "Ayato", PASSWORD).await;
    assert_eq!(refused.code(), "account_disabled");
}
