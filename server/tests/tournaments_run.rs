//! Tournaments run by the real `tavern` process to their end through a SIGKILL and a restart
//! in the middle: a 16-bot Swiss of 3 rounds (Bo1), and a single-elimination Conquest Bo3 of 8
//! accounts (3 decks each) whose games the server's bots play for them while the test bans
//! for each account over HTTP. The standings, the bracket, the audit log and the statistics are
//! checked against the games the history says were played. On SQLite and PostgreSQL.

use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tavern_protocol::history::MatchDetail;
use tavern_protocol::tournaments::{Stats, Status, Tournament};
use tavern_protocol::{Outcome, Seat};

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

use accounts::*;
use node::Node;

on_both_stores!(
    a_swiss_of_16_bots_runs_three_rounds_to_the_end_through_a_sigkill,
    a_conquest_elimination_of_8_accounts_with_bans_runs_to_the_end_through_a_sigkill,
);

/// The longest a tournament may take (each test runs well under a minute).
const LIMIT: Duration = Duration::from_secs(90);

/// Fast bots: random play, a few milliseconds per decision (so that a game lasts a second or
/// two, and the kill finds games being played).
const FAST: &[(&str, &str)] = &[
    ("TAVERN_BOT_DELAY_MS", "4"),
    ("TAVERN_BOT_THINK_MS", "1"),
    ("TAVERN_BOT_ITERATIONS", "1"),
];

async fn node(dir: &std::path::Path, db: &str) -> Node {
    Node::start_with_env(dir, "solo", db, None, node::LEASE_MS, FAST)
        .await
        .expect("tavern starts")
}

async fn tournament(node: &Node, id: &str) -> Tournament {
    let a = request(
        node.addr(),
        "GET",
        &format!("/api/tournaments/{id}"),
        None,
        None,
    )
    .await;
    assert_eq!(a.status, 200, "{}", a.body);
    a.parse()
}

async fn post(node: &Node, path: &str, token: &str, body: Value) -> Answer {
    request(node.addr(), "POST", path, Some(token), Some(&body)).await
}

/// The winner's name of a finished match, from the history.
async fn played(node: &Node, id: &str) -> (Option<String>, Vec<String>) {
    let a = request(
        node.addr(),
        "GET",
        &format!("/api/matches/{id}"),
        None,
        None,
    )
    .await;
    assert_eq!(a.status, 200, "match {id}: {}", a.body);
    let m: MatchDetail = a.parse();
    let names: Vec<String> = m.summary.players.iter().map(|p| p.name.clone()).collect();
    let winner = match m.summary.outcome {
        Some(Outcome::Win { winners, .. }) => {
            winners.first().map(|s: &Seat| names[s.index()].clone())
        }
        _ => None,
    };
    (winner, names)
}

/// Checks every series against the games the history holds, the audit log against them, and
/// the standings' points and Buchholz against the series; returns the finished games.
async fn check_against_history(node: &Node, t: &Tournament) -> Vec<String> {
    let mut finished = Vec::new();
    let mut points: HashMap<String, f64> = HashMap::new();
    let mut opponents: HashMap<String, Vec<String>> = HashMap::new();
    for r in &t.rounds {
        for s in &r.series {
            let Some(b) = &s.b else {
                assert_eq!(s.winner.as_ref(), Some(&s.a), "a bye wins");
                *points.entry(s.a.clone()).or_default() += 1.0;
                continue;
            };
            opponents.entry(s.a.clone()).or_default().push(b.clone());
            opponents.entry(b.clone()).or_default().push(s.a.clone());
            let mut wins = [0u8; 2];
            for g in s.games.iter().filter(|g| g.status == "finished") {
                let (winner, names) = played(node, &g.match_id).await;
                assert_eq!(
                    winner, g.winner,
                    "game {} as the history has it",
                    g.match_id
                );
                let mut sides = names.clone();
                sides.sort();
                let mut expected = vec![s.a.clone(), b.clone()];
                expected.sort();
                assert_eq!(sides, expected, "the series' players sat in {}", g.match_id);
                if let Some(w) = &winner {
                    wins[usize::from(w != &s.a)] += 1;
                }
                finished.push(g.match_id.clone());
            }
            assert_eq!(wins, s.wins, "round {} table {}", r.number, s.table);
            // Drawn games are played again, up to best_of + 2 games; then games won decide
            // (even: a drawn Swiss series, or the higher seed in an elimination).
            let played = s.games.iter().filter(|g| g.status == "finished").count();
            let need = s.best_of / 2 + 1;
            let most = usize::from(s.best_of) + 2;
            if s.drawn {
                assert!(
                    s.winner.is_none() && wins[0] == wins[1] && played == most,
                    "{s:?}"
                );
                *points.entry(s.a.clone()).or_default() += 0.5;
                *points.entry(b.clone()).or_default() += 0.5;
                continue;
            }
            let winner = s.winner.clone().expect("every series is decided");
            let w = usize::from(winner != s.a);
            assert!(
                wins[w] == need || (played == most && wins[w] >= wins[1 - w]),
                "the winner won {need}, or most of {most}: {s:?}"
            );
            *points.entry(winner).or_default() += 1.0;
        }
    }
    for st in &t.standings {
        let p = points.get(&st.player).copied().unwrap_or(0.0);
        assert_eq!(st.points, p, "{}'s points", st.player);
        let buchholz: f64 = opponents
            .get(&st.player)
            .map(|os| {
                os.iter()
                    .map(|o| points.get(o).copied().unwrap_or(0.0))
                    .sum()
            })
            .unwrap_or(0.0);
        assert_eq!(st.buchholz, buchholz, "{}'s Buchholz", st.player);
    }
    for pair in t.standings.windows(2) {
        assert!(
            (pair[0].points, pair[0].buchholz) >= (pair[1].points, pair[1].buchholz)
                || !pair[1].alive,
            "standings in order: {pair:?}"
        );
    }
    // The audit log names every game played, once as started and once as finished.
    for id in &finished {
        let of = |action: &str| {
            t.audit
                .iter()
                .filter(|e| e.action == action && e.detail.contains(id.as_str()))
                .count()
        };
        assert_eq!(of("game_started"), 1, "{id} started once in the log");
        assert_eq!(of("game_finished"), 1, "{id} finished once in the log");
    }
    let seqs: Vec<u32> = t.audit.iter().map(|e| e.seq).collect();
    assert_eq!(
        seqs,
        (1..=t.audit.len() as u32).collect::<Vec<_>>(),
        "no gap"
    );
    assert_eq!(t.finished.len(), finished.len());
    finished
}

/// The statistics of the tournament count exactly its games.
async fn check_stats(node: &Node, t: &Tournament, games: usize) {
    let a = request(
        node.addr(),
        "GET",
        &format!("/api/stats/gitcg?tournament={}", t.id),
        None,
        None,
    )
    .await;
    assert_eq!(a.status, 200, "{}", a.body);
    let stats: Stats = a.parse();
    assert_eq!(stats.games as usize, games);
    assert_eq!(stats.decks as usize, 2 * games);
    let teams: u32 = stats.teams.iter().map(|u| u.games).sum();
    assert_eq!(teams as usize, 2 * games, "one team per deck played");
    let team_wins: u32 = stats.teams.iter().map(|u| u.wins).sum();
    let decided = t
        .rounds
        .iter()
        .flat_map(|r| &r.series)
        .flat_map(|s| &s.games)
        .filter(|g| g.status == "finished" && g.winner.is_some())
        .count();
    assert_eq!(team_wins as usize, decided, "a win per decided game");
    let chars: u32 = stats.characters.iter().map(|u| u.games).sum();
    assert_eq!(chars as usize, 6 * games, "three characters per deck");
}

async fn a_swiss_of_16_bots_runs_three_rounds_to_the_end_through_a_sigkill(b: Backend) {
    let dir = scratch::temp_dir("tournament-swiss");
    let db = b.db();
    let started = Instant::now();
    let mut server = node(&dir, &db).await;
    let org = account(server.addr(), "Organizer").await;
    let made = post(
        &server,
        "/api/tournaments",
        &org,
        json!({"name": "Sixteen bots", "game": "gitcg", "version": "5.8",
               "format": {"swiss": {"rounds": 3}}, "best_of": 1, "deck_mode": "open",
               "clock": null, "cap": 16, "bot_level": "random"}),
    )
    .await;
    assert_eq!(made.status, 201, "{}", made.body);
    let id = made.json()["id"].as_str().expect("an id").to_string();
    let bots = post(
        &server,
        &format!("/api/tournaments/{id}/bots"),
        &org,
        json!({"count": 16}),
    )
    .await;
    assert_eq!(bots.status, 200, "{}", bots.body);
    let start = post(
        &server,
        &format!("/api/tournaments/{id}/start"),
        &org,
        json!({}),
    )
    .await;
    assert_eq!(start.status, 200, "{}", start.body);
    let mut killed = false;
    let mut at_kill = Vec::new();
    let t = loop {
        assert!(started.elapsed() < LIMIT, "the tournament ends in time");
        let t = tournament(&server, &id).await;
        if t.status == Status::Finished {
            break t;
        }
        if !killed && t.rounds.len() == 2 && !t.live.is_empty() {
            // In the middle of round 2: no warning, no drain.
            server.kill();
            server = node(&dir, &db).await;
            killed = true;
            at_kill = t.live.clone();
            continue;
        }
        tokio::time::sleep(Duration::from_millis(30)).await;
    };
    assert!(killed, "the server was killed in the middle");
    // The games being played at the kill were recovered and played to their end.
    assert!(
        at_kill.iter().all(|m| t.finished.contains(m)),
        "{at_kill:?}"
    );
    assert_eq!(t.rounds.len(), 3);
    let mut met = HashSet::new();
    for r in &t.rounds {
        assert_eq!(r.series.len(), 8, "16 players, 8 tables");
        for s in &r.series {
            let b = s.b.clone().expect("no bye among 16");
            let pair = if s.a < b {
                (s.a.clone(), b)
            } else {
                (b, s.a.clone())
            };
            assert!(met.insert(pair.clone()), "no rematch: {pair:?}");
        }
    }
    assert!(t.players.iter().all(|p| p.bot), "bots are marked as bots");
    let games = check_against_history(&server, &t).await;
    assert!(games.len() >= 24, "at least a game per series");
    let top = &t.standings[0];
    assert_eq!(t.winner.as_ref(), Some(&top.player));
    assert_eq!(top.rank, 1);
    let log: Vec<&str> = t.audit.iter().map(|e| e.action.as_str()).collect();
    assert_eq!(log.iter().filter(|a| **a == "paired").count(), 3);
    assert_eq!(log.iter().filter(|a| **a == "series_decided").count(), 24);
    assert_eq!(log.last(), Some(&"finished"));
    check_stats(&server, &t, games.len()).await;
    let by_version = request(
        server.addr(),
        "GET",
        "/api/stats/gitcg?version=5.8",
        None,
        None,
    )
    .await;
    assert_eq!(
        by_version.json()["games"],
        json!(games.len()),
        "the version's tournaments"
    );
}

/// Bans `round`'s due Conquest bans for every account; returns how many were accepted.
async fn ban_all(
    server: &Node,
    id: &str,
    t: &Tournament,
    tokens: &HashMap<String, String>,
) -> usize {
    let mut n = 0;
    let Some(r) = t.rounds.last() else { return 0 };
    for s in r.series.iter().filter(|s| s.bans_due_ms.is_some()) {
        // Each player chooses deck 1 for the first game (their deck 0 or 2 is banned next).
        for player in [&s.a, s.b.as_ref().expect("no bye among 8")] {
            let path = format!("/api/tournaments/{id}/deck");
            let a = post(server, &path, &tokens[player], json!({"deck": 1})).await;
            assert_eq!(a.status, 200, "{}", a.body);
        }
        for (player, deck) in [(&s.a, 2), (s.b.as_ref().expect("no bye among 8"), 0)] {
            let a = post(
                server,
                &format!("/api/tournaments/{id}/ban"),
                &tokens[player],
                json!({"deck": deck}),
            )
            .await;
            match a.status {
                200 => n += 1,
                409 => assert_eq!(a.json()["code"], "ban_out_of_turn", "{}", a.body),
                _ => panic!("ban: {}", a.body),
            }
        }
    }
    n
}

async fn a_conquest_elimination_of_8_accounts_with_bans_runs_to_the_end_through_a_sigkill(
    b: Backend,
) {
    let dir = scratch::temp_dir("tournament-conquest");
    let db = b.db();
    let started = Instant::now();
    let mut server = node(&dir, &db).await;
    let org = account(server.addr(), "Organizer").await;
    let made = post(
        &server,
        "/api/tournaments",
        &org,
        json!({"name": "Conquest cup", "game": "gitcg", "format": "elimination",
               "best_of": 3, "deck_mode": {"conquest": {"decks": 3}}, "clock": null,
               "cap": 8, "ban_secs": 60, "bot_level": "random"}),
    )
    .await;
    assert_eq!(made.status, 201, "{}", made.body);
    let id = made.json()["id"].as_str().expect("an id").to_string();
    let decks = json!([{"preset": "starter"}, {"preset": "frozen"}, {"preset": "thunder"}]);
    let mut tokens = HashMap::new();
    for i in 0..8 {
        let name = format!("Player{i}");
        let token = account(server.addr(), &name).await;
        if i == 0 {
            // Conquest decks share no character: starter and pyro both hold 1301.
            let bad = json!([{"preset": "starter"}, {"preset": "pyro"}, {"preset": "thunder"}]);
            let a = post(
                &server,
                &format!("/api/tournaments/{id}/register"),
                &token,
                json!({"decks": bad, "bot": true}),
            )
            .await;
            assert_eq!(
                (a.status, a.json()["code"].clone()),
                (400, json!("bad_deck")),
                "{}",
                a.body
            );
            // Nothing changed: no player, and no ban before the start.
            assert!(tournament(&server, &id).await.players.is_empty());
            let a = post(
                &server,
                &format!("/api/tournaments/{id}/ban"),
                &token,
                json!({"deck": 0}),
            )
            .await;
            assert_eq!(a.json()["code"], "not_registered", "{}", a.body);
            // Only the organizer starts it.
            let a = post(
                &server,
                &format!("/api/tournaments/{id}/start"),
                &token,
                json!({}),
            )
            .await;
            assert_eq!(
                (a.status, a.json()["code"].clone()),
                (403, json!("not_organizer"))
            );
        }
        let a = post(
            &server,
            &format!("/api/tournaments/{id}/register"),
            &token,
            json!({"decks": decks, "bot": true}),
        )
        .await;
        assert_eq!(a.status, 200, "{name} registers: {}", a.body);
        tokens.insert(name, token);
    }
    let late = account(server.addr(), "Latecomer").await;
    let a = post(
        &server,
        &format!("/api/tournaments/{id}/register"),
        &late,
        json!({"decks": decks}),
    )
    .await;
    assert_eq!(a.json()["code"], "full", "{}", a.body);
    let before = tournament(&server, &id).await.audit.len();
    let a = post(
        &server,
        &format!("/api/tournaments/{id}/ban"),
        &tokens["Player1"],
        json!({"deck": 0}),
    )
    .await;
    assert_eq!(
        a.json()["code"],
        "ban_out_of_turn",
        "no ban before the start: {}",
        a.body
    );
    assert_eq!(
        tournament(&server, &id).await.audit.len(),
        before,
        "a refusal logs nothing"
    );
    let start = post(
        &server,
        &format!("/api/tournaments/{id}/start"),
        &org,
        json!({}),
    )
    .await;
    assert_eq!(start.status, 200, "{}", start.body);
    let a = post(
        &server,
        &format!("/api/tournaments/{id}/register"),
        &late,
        json!({"decks": decks}),
    )
    .await;
    assert_eq!(a.json()["code"], "registration_closed", "{}", a.body);
    let mut killed = false;
    let mut at_kill = Vec::new();
    let mut banned_twice = false;
    let t = loop {
        assert!(started.elapsed() < LIMIT, "the tournament ends in time");
        let t = tournament(&server, &id).await;
        if t.status == Status::Finished {
            break t;
        }
        if ban_all(&server, &id, &t, &tokens).await > 0 && !banned_twice {
            // The same ban again is out of turn.
            let s = &t.rounds.last().expect("a round").series[0];
            let a = post(
                &server,
                &format!("/api/tournaments/{id}/ban"),
                &tokens[&s.a],
                json!({"deck": 1}),
            )
            .await;
            assert_eq!(a.json()["code"], "ban_out_of_turn", "{}", a.body);
            // A deck the opponent banned cannot be chosen.
            let path = format!("/api/tournaments/{id}/deck");
            let a = post(&server, &path, &tokens[&s.a], json!({"deck": 0})).await;
            assert_eq!(a.json()["code"], "bad_deck", "{}", a.body);
            banned_twice = true;
        }
        if !killed && t.rounds.len() == 2 && !t.live.is_empty() {
            server.kill();
            server = node(&dir, &db).await;
            killed = true;
            at_kill = t.live.clone();
            continue;
        }
        tokio::time::sleep(Duration::from_millis(30)).await;
    };
    assert!(killed && banned_twice);
    assert!(
        at_kill.iter().all(|m| t.finished.contains(m)),
        "{at_kill:?}"
    );
    // The bracket: 4, 2, 1 series, each round's players the last round's winners.
    let sizes: Vec<usize> = t.rounds.iter().map(|r| r.series.len()).collect();
    assert_eq!(sizes, [4, 2, 1]);
    for w in t.rounds.windows(2) {
        let winners: Vec<String> = w[0]
            .series
            .iter()
            .filter_map(|s| s.winner.clone())
            .collect();
        let next: Vec<String> = w[1]
            .series
            .iter()
            .flat_map(|s| [s.a.clone(), s.b.clone().expect("no bye")])
            .collect();
        assert_eq!(winners, next, "winners meet in bracket order");
    }
    assert_eq!(t.winner, t.rounds[2].series[0].winner);
    // Bans hold, and a deck that won is retired for the rest of its series.
    for s in t.rounds.iter().flat_map(|r| &r.series) {
        assert_eq!(s.bans, [Some(2), Some(0)], "the test's bans");
        let first = s.games.first().expect("a game");
        assert_eq!(first.decks, [1, 1], "the decks the players chose");
        let mut retired: [HashSet<u8>; 2] = [HashSet::new(), HashSet::new()];
        for g in s.games.iter().filter(|g| g.status == "finished") {
            assert_ne!(g.decks[0], 0, "a's deck 0 is banned");
            assert_ne!(g.decks[1], 2, "b's deck 2 is banned");
            for (side, gone) in retired.iter().enumerate() {
                assert!(!gone.contains(&g.decks[side]), "a deck that won is retired");
            }
            if let Some(w) = &g.winner {
                let side = usize::from(w != &s.a);
                retired[side].insert(g.decks[side]);
            }
        }
    }
    let games = check_against_history(&server, &t).await;
    // Every game was rated: each account's rated games are the games it played.
    for name in tokens.keys() {
        let played = t
            .rounds
            .iter()
            .flat_map(|r| &r.series)
            .filter(|s| &s.a == name || s.b.as_ref() == Some(name))
            .flat_map(|s| &s.games)
            .filter(|g| g.status == "finished")
            .count();
        let profile = request(
            server.addr(),
            "GET",
            &format!("/api/players/{name}"),
            None,
            None,
        )
        .await
        .json();
        let rated = profile["ratings"]
            .as_array()
            .and_then(|r| r.iter().find(|x| x["game"] == "gitcg"))
            .map_or(0, |r| r["games"].as_u64().unwrap_or(0));
        assert_eq!(
            rated as usize, played,
            "{name}'s games were rated once each"
        );
    }
    check_stats(&server, &t, games.len()).await;
}
