//! The tournament API over real HTTP, on both stores: settings that make no tournament, the
//! registration window, withdrawing, and the organizer's tools (pause, resume, award a game and
//! a series, reseat, disqualify, re-pair), each in the audit log, refused to anyone else and
//! changing nothing when refused. Games are slow here (bots wait 200 ms a decision) so that
//! the organizer acts on games being played.

use serde_json::{json, Value};
use tavern_protocol::history::MatchDetail;
use tavern_protocol::tournaments::{Status, Tournament};
use tavern_protocol::{EndReason, Outcome};

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

/// The longest a test client waits for a message.
const LIMIT: std::time::Duration = std::time::Duration::from_secs(30);

on_both_stores!(
    the_organizer_s_tools_act_and_are_logged_and_bad_input_changes_nothing,
    players_are_seated_in_their_games_and_a_no_show_loses,
);

async fn get(s: &Server, id: &str) -> Tournament {
    let a = request(s.addr, "GET", &format!("/api/tournaments/{id}"), None, None).await;
    assert_eq!(a.status, 200, "{}", a.body);
    a.parse()
}

async fn post(s: &Server, path: &str, token: &str, body: Value) -> Answer {
    request(s.addr, "POST", path, Some(token), Some(&body)).await
}

/// Posts and expects a refusal with `code`, and that the tournament did not change.
async fn refused(s: &Server, id: &str, path: &str, token: &str, body: Value, code: &str) {
    let before = get(s, id).await;
    let a = post(s, path, token, body).await;
    assert_eq!(a.json()["code"], json!(code), "{path}: {}", a.body);
    assert!(a.status >= 400);
    let after = get(s, id).await;
    assert_eq!(
        (
            after.audit.len(),
            after.status,
            after.players.len(),
            after.rounds.len()
        ),
        (
            before.audit.len(),
            before.status,
            before.players.len(),
            before.rounds.len()
        ),
        "{path} changed nothing"
    );
}

/// Waits until the tournament satisfies `what`.
async fn until(s: &Server, id: &str, what: impl Fn(&Tournament) -> bool) -> Tournament {
    for _ in 0..200 {
        let t = get(s, id).await;
        if what(&t) {
            return t;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("the tournament never got there: {:?}", get(s, id).await);
}

fn settings() -> Value {
    json!({"name": "Weekly", "game": "gitcg", "format": {"swiss": {"rounds": 2}},
           "best_of": 3, "deck_mode": "open", "clock": null, "cap": 4, "bot_level": "random"})
}

async fn the_organizer_s_tools_act_and_are_logged_and_bad_input_changes_nothing(b: Backend) {
    let mut config = config(&b);
    config.bot_delay_ms = 200;
    let s = start(config).await;
    let org = account(s.addr, "Organizer").await;
    // Settings that make no tournament.
    for (field, value) in [
        ("best_of", json!(2)),
        ("deck_mode", json!({"conquest": {"decks": 2}})),
        ("game", json!("chess")),
        ("cap", json!(1)),
    ] {
        let mut bad = settings();
        bad[field] = value;
        let a = post(&s, "/api/tournaments", &org, bad).await;
        assert_eq!(
            (a.status, a.json()["code"].clone()),
            (400, json!("bad_settings")),
            "{field}"
        );
    }
    let a = post(&s, "/api/tournaments", "not-a-session", settings()).await;
    assert_eq!(
        (a.status, a.json()["code"].clone()),
        (401, json!("bad_session"))
    );
    // The registration window.
    let now = tavern_server::store::now_ms();
    let mut later = settings();
    later["registration_opens_ms"] = json!(now + 3_600_000);
    let later: Value = post(&s, "/api/tournaments", &org, later).await.json();
    let mut over = settings();
    over["registration_opens_ms"] = json!(now - 7_200_000);
    over["registration_closes_ms"] = json!(now - 3_600_000);
    let over: Value = post(&s, "/api/tournaments", &org, over).await.json();
    let deck = json!({"decks": [{"preset": "starter"}], "bot": true});
    let mut players = Vec::new();
    for name in ["Amber", "Bennett", "Chongyun", "Diluc"] {
        players.push(account(s.addr, name).await);
    }
    for t in [&later, &over] {
        let id = t["id"].as_str().expect("id");
        let path = format!("/api/tournaments/{id}/register");
        refused(
            &s,
            id,
            &path,
            &players[0],
            deck.clone(),
            "registration_closed",
        )
        .await;
    }
    let made = post(&s, "/api/tournaments", &org, settings()).await;
    assert_eq!(made.status, 201, "{}", made.body);
    let id = made.json()["id"].as_str().expect("id").to_string();
    let path = |what: &str| format!("/api/tournaments/{id}/{what}");
    for p in &players {
        assert_eq!(
            post(&s, &path("register"), p, deck.clone()).await.status,
            200
        );
    }
    refused(
        &s,
        &id,
        &path("register"),
        &players[0],
        deck.clone(),
        "already_registered",
    )
    .await;
    let five = account(s.addr, "Eula").await;
    refused(&s, &id, &path("register"), &five, deck.clone(), "full").await;
    let bad_deck = json!({"decks": [{"preset": "no such deck"}]});
    refused(&s, &id, &path("register"), &five, bad_deck, "bad_deck").await;
    // Withdrawing before the start.
    let w = request(s.addr, "DELETE", &path("register"), Some(&players[3]), None).await;
    assert_eq!(w.status, 200, "{}", w.body);
    let w = request(s.addr, "DELETE", &path("register"), Some(&players[3]), None).await;
    assert_eq!(w.json()["code"], "not_registered");
    assert_eq!(
        post(&s, &path("register"), &players[3], deck.clone())
            .await
            .status,
        200
    );
    // Only the organizer runs it.
    for action in ["start", "pause", "repair", "award", "reseat", "disqualify"] {
        refused(
            &s,
            &id,
            &path(action),
            &players[0],
            json!({}),
            "not_organizer",
        )
        .await;
    }
    refused(&s, &id, &path("resume"), &org, json!({}), "bad_state").await;
    assert_eq!(post(&s, &path("start"), &org, json!({})).await.status, 200);
    let w = request(s.addr, "DELETE", &path("register"), Some(&players[3]), None).await;
    assert_eq!(
        w.json()["code"],
        "bad_state",
        "decks are locked once started"
    );
    let t = until(&s, &id, |t| t.live.len() == 2).await;
    assert!(
        t.players.iter().all(|p| p.decks.len() == 1),
        "decks shown once locked"
    );
    // Pause: no game starts meanwhile.
    assert_eq!(post(&s, &path("pause"), &org, json!({})).await.status, 200);
    refused(&s, &id, &path("pause"), &org, json!({}), "bad_state").await;
    // Award table 0's game to its first player: its match is aborted, the game counts.
    let table0 = t.rounds[0].series[0].clone();
    let award = json!({"round": 1, "table": 0, "winner": table0.a});
    assert_eq!(post(&s, &path("award"), &org, award).await.status, 200);
    let bad = json!({"round": 1, "table": 0, "winner": "Nobody"});
    refused(&s, &id, &path("award"), &org, bad, "not_found").await;
    let t = get(&s, &id).await;
    let x = &t.rounds[0].series[0];
    assert_eq!((x.wins, x.games[0].status.as_str()), ([1, 0], "awarded"));
    let aborted = table0.games[0].match_id.clone();
    for _ in 0..100 {
        let a = request(
            s.addr,
            "GET",
            &format!("/api/matches/{aborted}"),
            None,
            None,
        )
        .await;
        if a.status == 200 && a.parse::<MatchDetail>().summary.outcome.is_some() {
            let m: MatchDetail = a.parse();
            let aborted_draw = Some(Outcome::Draw {
                reason: EndReason::Aborted,
            });
            assert_eq!(m.summary.outcome, aborted_draw);
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    // Reseat table 1: its game is void, and another starts once resumed.
    let reseated = t.rounds[0].series[1].games[0].match_id.clone();
    let reseat = json!({"round": 1, "table": 1});
    assert_eq!(post(&s, &path("reseat"), &org, reseat).await.status, 200);
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let t = get(&s, &id).await;
    assert!(t.live.is_empty(), "paused: nothing started: {:?}", t.live);
    assert_eq!(post(&s, &path("resume"), &org, json!({})).await.status, 200);
    let t = until(&s, &id, |t| {
        t.rounds[0]
            .series
            .iter()
            .all(|x| x.games.iter().any(|g| g.status == "live"))
    })
    .await;
    let games: Vec<&str> = t.rounds[0].series[1]
        .games
        .iter()
        .map(|g| g.status.as_str())
        .collect();
    assert_eq!(games, ["void", "live"]);
    assert!(!t.live.contains(&reseated));
    // Award table 0's series to its second player; disqualify table 1's first player.
    let award = json!({"round": 1, "table": 0, "winner": table0.b, "series": true});
    assert_eq!(post(&s, &path("award"), &org, award).await.status, 200);
    let dq = t.rounds[0].series[1].a.clone();
    let out = json!({"player": dq, "reason": "no-show"});
    assert_eq!(
        post(&s, &path("disqualify"), &org, out.clone())
            .await
            .status,
        200
    );
    // Round 2 is paired without the disqualified player (a bye), then paired again.
    let t = until(&s, &id, |t| t.rounds.len() == 2 && t.live.len() == 1).await;
    refused(&s, &id, &path("disqualify"), &org, out, "bad_state").await;
    assert_eq!(t.rounds[0].series[0].winner, table0.b);
    assert_eq!(t.rounds[0].series[1].winner, t.rounds[0].series[1].b);
    let r2: Vec<String> = t.rounds[1]
        .series
        .iter()
        .flat_map(|x| [Some(x.a.clone()), x.b.clone()])
        .flatten()
        .collect();
    assert_eq!(r2.len(), 3, "three players left: {r2:?}");
    assert!(!r2.contains(&dq));
    assert_eq!(post(&s, &path("repair"), &org, json!({})).await.status, 200);
    let t = get(&s, &id).await;
    assert_eq!(t.rounds.len(), 2);
    assert_eq!(t.status, Status::Running);
    let log: Vec<(&str, &str)> = t
        .audit
        .iter()
        .map(|e| (e.actor.as_str(), e.action.as_str()))
        .collect();
    for done in [
        "created",
        "started",
        "paused",
        "awarded",
        "reseated",
        "resumed",
        "disqualified",
        "repaired",
    ] {
        assert!(
            log.contains(&("Organizer", done)),
            "{done} in the log: {log:?}"
        );
    }
    assert!(log.contains(&("Diluc", "withdrew")));
    assert_eq!(log.iter().filter(|e| e.1 == "awarded").count(), 2);
    let listed = request(s.addr, "GET", "/api/tournaments", None, None)
        .await
        .json();
    assert_eq!(listed.as_array().map(Vec::len), Some(3));
    assert_eq!(listed[0]["id"], json!(id), "newest first");
    s.running.stop().await.expect("stops");
}

/// A one-round Swiss of two accounts playing in person (`"bot": false`).
async fn duel(s: &Server, org: &str, players: &[&String], no_show_secs: u32) -> String {
    let mut body = settings();
    body["format"] = json!({"swiss": {"rounds": 1}});
    body["best_of"] = json!(1);
    body["no_show_secs"] = json!(no_show_secs);
    let made = post(s, "/api/tournaments", org, body).await;
    assert_eq!(made.status, 201, "{}", made.body);
    let id = made.json()["id"].as_str().expect("id").to_string();
    for p in players {
        let deck = json!({"decks": [{"preset": "starter"}]});
        let a = post(s, &format!("/api/tournaments/{id}/register"), p, deck).await;
        assert_eq!(a.status, 200, "{}", a.body);
    }
    id
}

async fn players_are_seated_in_their_games_and_a_no_show_loses(b: Backend) {
    let s = start(config(&b)).await;
    let org = account(s.addr, "Organizer").await;
    let fischl = account(s.addr, "Fischl").await;
    let ganyu = account(s.addr, "Ganyu").await;
    let hutao = account(s.addr, "Hutao").await;
    // Both connected: the server seats them in their game as soon as it makes it.
    let id = duel(&s, &org, &[&fischl, &ganyu], 60).await;
    let mut sides = Vec::new();
    for (token, name) in [(&fischl, "Fischl"), (&ganyu, "Ganyu")] {
        sides.push(Side::new(logged_in(&s.url, token).await, name.to_string()));
    }
    let start = post(&s, &format!("/api/tournaments/{id}/start"), &org, json!({})).await;
    assert_eq!(start.status, 200, "{}", start.body);
    let match_id = sides[0].first_update().await;
    assert_eq!(sides[1].first_update().await, match_id);
    let mut table = Table {
        id: match_id.clone(),
        sides,
        over: None,
    };
    while table.step().await {}
    let outcome = table.over.clone().expect("the match ended");
    let t = until(&s, &id, |t| t.status == Status::Finished).await;
    let winner = match outcome {
        Outcome::Win { winners, .. } => Some(["Fischl", "Ganyu"][winners[0].index()].to_string()),
        _ => None,
    };
    let x = &t.rounds[0].series[0];
    assert_eq!(x.games[0].match_id, match_id, "the game they played");
    assert_eq!(x.games[0].winner, winner);
    assert!(t.players.iter().all(|p| !p.bot), "played in person");
    let profile = request(s.addr, "GET", "/api/players/Fischl", None, None)
        .await
        .json();
    assert_eq!(
        profile["ratings"][0]["games"],
        json!(1),
        "the game was rated"
    );
    // Hutao never connects: the game is never made, and Fischl wins it once the time passes.
    let id = duel(&s, &org, &[&fischl, &hutao], 1).await;
    let _fischl_online = logged_in(&s.url, &fischl).await;
    let start = post(&s, &format!("/api/tournaments/{id}/start"), &org, json!({})).await;
    assert_eq!(start.status, 200, "{}", start.body);
    let t = until(&s, &id, |t| t.status == Status::Finished).await;
    let g = &t.rounds[0].series[0].games[0];
    assert_eq!(
        (g.status.as_str(), g.winner.as_deref()),
        ("awarded", Some("Fischl"))
    );
    assert_eq!(t.winner.as_deref(), Some("Fischl"));
    assert!(t
        .audit
        .iter()
        .any(|e| e.action == "no_show" && e.detail.contains("Fischl won")));
    let a = request(
        s.addr,
        "GET",
        &format!("/api/matches/{}", g.match_id),
        None,
        None,
    )
    .await;
    assert_eq!(a.status, 404, "no match was played");
    s.running.stop().await.expect("stops");
}
