//! Rated matches over real WebSockets, on both stores: two accounts in quick match's rated
//! queue play to the end and `match_over` says each one's rating before and after, which the
//! profiles and the leaderboard then show; a rated match decided by forfeit or by timeout
//! rates exactly once (a restart afterwards rates nobody again).

use std::time::Duration;

use tavern_protocol::accounts::{Leaderboard, Profile, SeatRating};
use tavern_protocol::wire::{ClientMsg, DeckChoice, ServerMsg, TimeoutRuling};
use tavern_protocol::{EndReason, Outcome, Seat};

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
use table::{Side, Table};

const LIMIT: Duration = Duration::from_secs(30);

on_both_stores!(
    a_rated_quick_match_played_to_the_end_moves_both_ratings,
    a_rated_match_decided_by_forfeit_rates_once,
);

/// Two accounts wait in the rated queue; returns their table (seat order) once it started.
async fn rated_table(server: &Server, names: [&str; 2]) -> Table {
    let mut sides = Vec::new();
    for name in names {
        let token = account(server.addr, name).await;
        let mut c = logged_in(&server.url, &token).await;
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
    // Seats go in the order the players queued.
    Table {
        id,
        sides,
        over: None,
    }
}

async fn profile(addr: std::net::SocketAddr, name: &str) -> Profile {
    request(addr, "GET", &format!("/api/players/{name}"), None, None)
        .await
        .parse()
}

/// Checks a rated match's changes: both seats named, from the first rating, the winner up and
/// the loser down; returns them by seat.
fn check_changes(ratings: &[SeatRating], names: [&str; 2], winner: Option<Seat>) {
    assert_eq!(ratings.len(), 2, "{ratings:?}");
    for (r, name) in ratings.iter().zip(names) {
        assert_eq!(r.name, name);
        assert_eq!((r.before.rating, r.before.deviation), (1500.0, 350.0));
        assert!(r.after.deviation < 350.0, "a game narrows the deviation");
        match winner {
            Some(w) if w == r.seat => assert!(r.after.rating > 1500.0, "{r:?}"),
            Some(_) => assert!(r.after.rating < 1500.0, "{r:?}"),
            None => {}
        }
    }
}

fn winner(outcome: &Outcome) -> Option<Seat> {
    match outcome {
        Outcome::Win { winners, .. } => winners.first().copied(),
        _ => None,
    }
}

async fn a_rated_quick_match_played_to_the_end_moves_both_ratings(b: Backend) {
    let server = start(config(&b)).await;
    let addr = server.addr;
    let names = ["Diluc", "Kaeya"];
    let mut table = rated_table(&server, names).await;
    let mut steps = 0;
    while table.step().await {
        steps += 1;
        assert!(steps < 5_000, "the match must end");
    }
    let outcome = table.over.clone().expect("over");
    let w = winner(&outcome);
    for side in &table.sides {
        check_changes(&side.ratings, names, w);
        assert_eq!(
            side.ratings, table.sides[0].ratings,
            "everyone hears the same"
        );
    }
    // The profiles show the new ratings, the match with its replay, and the history has it.
    for (seat, name) in names.iter().enumerate() {
        let p = profile(addr, &name.to_uppercase()).await;
        assert_eq!(p.name, *name);
        assert_eq!(p.ratings.len(), 1);
        let r = &p.ratings[0];
        assert_eq!(
            (r.game.as_str(), r.setup.as_str(), r.games),
            ("gitcg", "one_v_one", 1)
        );
        assert_eq!(r.rating, table.sides[0].ratings[seat].after);
        assert_eq!(p.recent.len(), 1);
        assert_eq!(p.recent[0].summary.id, table.id);
        assert_eq!(
            p.recent[0].replay,
            format!("/api/matches/{}/replay", table.id)
        );
    }
    // One game is provisional: nobody is on the leaderboard yet.
    let board: Leaderboard = request(addr, "GET", "/api/ratings/gitcg?limit=5", None, None)
        .await
        .parse();
    assert_eq!(
        (board.game.as_str(), board.setup.as_str()),
        ("gitcg", "one_v_one")
    );
    assert!(board.players.is_empty(), "{board:?}");
    let unknown = request(
        addr,
        "GET",
        "/api/ratings/gitcg?setup=two_v_two",
        None,
        None,
    )
    .await;
    assert_eq!(unknown.status, 404);
    server.running.stop().await.expect("stops");
}

async fn a_rated_match_decided_by_forfeit_rates_once(b: Backend) {
    let server = start(config(&b)).await;
    let names = ["Jean", "Amber"];
    let mut table = rated_table(&server, names).await;
    for _ in 0..3 {
        assert!(table.step().await);
    }
    // Amber concedes.
    table.sides[1]
        .c
        .send(&ClientMsg::Leave)
        .await
        .expect("send");
    for side in &mut table.sides {
        side.catch_up(u64::MAX, &mut table.over).await;
    }
    let outcome = table.over.clone().expect("over");
    assert!(matches!(
        outcome,
        Outcome::Win {
            reason: EndReason::Forfeit,
            ..
        }
    ));
    check_changes(&table.sides[0].ratings, names, Some(Seat(0)));
    server.running.stop().await.expect("stops");
    // After a restart on the same store, nobody is rated again.
    let server = start(config(&b)).await;
    for name in names {
        let p = profile(server.addr, name).await;
        assert_eq!(p.ratings[0].games, 1, "{name} rated once");
    }
    server.running.stop().await.expect("stops");
}

/// A rated match decided by timeout: Lisa never answers, the server answers for her until her
/// third timeout in a row forfeits the match, which rates both once. On tokio's paused clock,
/// so the default online-mode limits pass in moments.
#[tokio::test(start_paused = true)]
async fn a_rated_match_decided_by_timeout_rates_once() {
    let b = Backend::sqlite("rated-timeout");
    let server = start(config(&b)).await;
    let names = ["Sucrose", "Lisa"];
    let mut clients = Vec::new();
    for name in names {
        let token = account(server.addr, name).await;
        let c = logged_in(&server.url, &token).await;
        c_queue_rated(c, &mut clients).await;
    }
    let mut lisa = clients.pop().expect("seat 1");
    let mut sucrose = clients.pop().expect("seat 0");
    // Sucrose answers every decision of hers at once; the waits here have no timer of their
    // own, so the clock only jumps to the server's deadlines.
    let mut version = 0;
    let ratings = loop {
        let msg = sucrose.recv().await.expect("a message");
        match msg {
            ServerMsg::Update {
                version: v,
                legal_actions,
                match_id,
                ..
            } => {
                version = v;
                if let Some(a) = tavern_protocol::wire::suggest_action(&legal_actions) {
                    let action = a.parse().expect("action");
                    sucrose
                        .send(&ClientMsg::Action {
                            match_id,
                            version: v,
                            action_id: format!("s{v}"),
                            action,
                        })
                        .await
                        .expect("send");
                }
            }
            ServerMsg::MatchOver {
                outcome, ratings, ..
            } => {
                assert_eq!(outcome, Outcome::seat_wins(Seat(0), EndReason::Forfeit));
                break ratings;
            }
            _ => {}
        }
    };
    assert!(version > 0);
    check_changes(&ratings, names, Some(Seat(0)));
    // Lisa's side heard each timeout, the last one forfeiting.
    let mut rulings = Vec::new();
    loop {
        match lisa.recv().await.expect("a message") {
            ServerMsg::TimedOut {
                seat: Seat(1),
                ruling,
                ..
            } => rulings.push(ruling),
            ServerMsg::MatchOver { ratings: r, .. } => {
                assert_eq!(r, ratings);
                break;
            }
            _ => {}
        }
    }
    assert_eq!(rulings.last(), Some(&TimeoutRuling::Forfeit), "{rulings:?}");
    for name in names {
        assert_eq!(profile(server.addr, name).await.ratings[0].games, 1);
    }
    server.running.stop().await.expect("stops");
}

/// Queues a logged-in client for a rated gitcg match.
async fn c_queue_rated(mut c: tavern_client::Client, clients: &mut Vec<tavern_client::Client>) {
    c.send(&ClientMsg::QuickMatch {
        game: "gitcg".into(),
        deck: DeckChoice::Preset("starter".into()),
        setup: None,
        rated: true,
    })
    .await
    .expect("send");
    clients.push(c);
}
