//! The `tavern-client` binary against a real server: `play` speaks names, rounds as players
//! count them and choices in words with their costs (the server's JSON behind `--raw`), and
//! `swarm` and `bot` play any hosted game with its first preset deck, at any of its setups
//! (`--seats`, `--setup`).

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;
use tavern_client::Client;
use tavern_protocol::wire::{ClientMsg, ServerMsg};
use tavern_server::{Config, Running};

/// A server on a free loopback port, without storage, whose bots act at once.
async fn server() -> (Running, String) {
    let running = Running::start(Config {
        addr: "127.0.0.1:0".parse().expect("address"),
        admin_addr: "127.0.0.1:0".parse().expect("address"),
        no_db: true,
        bot_delay_ms: 0,
        ..Config::defaults()
    })
    .await
    .expect("server starts");
    let url = format!("ws://{}/ws", running.addr);
    (running, url)
}

/// Runs `tavern-client` with `args` and no input (every choice the suggested one), until it
/// exits or `stop` says enough; returns what it printed.
async fn run(args: Vec<String>, stop: fn(&str) -> bool) -> Vec<String> {
    tokio::task::spawn_blocking(move || {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tavern-client"))
            .args(&args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the client starts");
        let out = child.stdout.take().expect("stdout");
        let started = Instant::now();
        let mut lines = Vec::new();
        for line in BufReader::new(out).lines() {
            let line = line.expect("a line of text");
            let done = stop(&line);
            lines.push(line);
            if done || started.elapsed() > Duration::from_secs(120) {
                break;
            }
        }
        let _ = child.kill();
        let _ = child.wait();
        lines
    })
    .await
    .expect("the reader ends")
}

/// gitcg's card list, as the server gives it.
async fn catalog(url: &str) -> Value {
    let mut c = Client::join(url, "reader", None).await.expect("hello");
    c.send(&ClientMsg::ListCards {
        game: "gitcg".into(),
    })
    .await
    .expect("send");
    let cards = c
        .until(Duration::from_secs(10), |m| match m {
            ServerMsg::Cards { cards, .. } => Some(cards.clone()),
            _ => None,
        })
        .await
        .expect("the card list");
    cards.parse().expect("JSON")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn play_shows_names_rounds_as_players_count_them_and_choices_with_their_costs() {
    let (_server, url) = server().await;
    let catalog = catalog(&url).await;
    let cards: Vec<(u64, String)> = catalog["action_cards"]
        .as_array()
        .expect("action cards")
        .iter()
        .map(|c| {
            let id = c["id"].as_u64().expect("id");
            (id, c["english_name"].as_str().expect("name").to_string())
        })
        .collect();
    let skills: Vec<String> = catalog["characters"]
        .as_array()
        .expect("characters")
        .iter()
        .flat_map(|c| c["skills"].as_array().cloned().unwrap_or_default())
        .map(|s| s["english_name"].as_str().expect("skill name").to_string())
        .collect();
    let args = ["--url", &url, "play", "--vs-bot", "--no-clock"].map(String::from);
    let out = run(args.to_vec(), |l| {
        l.starts_with("  [") && l.contains("Use ")
    })
    .await;
    let text = out.join("\n");

    // The opening is the opening, then round 1.
    assert!(
        out.iter().any(|l| l.starts_with("— opening · switch hand")),
        "{text}"
    );
    assert!(out.iter().any(|l| l.starts_with("— round 1 ·")), "{text}");
    assert!(!text.contains("round 0"), "{text}");
    // Hands by name, no card id anywhere.
    let hand = out
        .iter()
        .find_map(|l| {
            l.strip_prefix("  you: ")
                .and_then(|l| l.split(" · hand ").nth(1))
        })
        .expect("our hand is shown");
    let hand = hand.split(" · deck").next().unwrap_or(hand);
    for card in hand.split(", ") {
        assert!(
            cards.iter().any(|(_, name)| name == card),
            "{card:?} is not a card's name: {hand}"
        );
    }
    // (Player, room and match ids are random hex; they are not what a card id looks like.)
    let game_lines: Vec<&String> = out
        .iter()
        .filter(|l| {
            !["connected as", "room ", "match "]
                .iter()
                .any(|p| l.starts_with(p))
        })
        .collect();
    for (id, _) in &cards {
        let id = id.to_string();
        assert!(
            !game_lines.iter().any(|l| l.contains(&id)),
            "card id {id} printed:\n{text}"
        );
    }
    // Choices in words, never JSON; skills with their cost and payment.
    let choices: Vec<&String> = out.iter().filter(|l| l.starts_with("  [")).collect();
    assert!(choices.iter().all(|l| !l.contains('{')), "{text}");
    assert!(
        choices.iter().any(|l| l.contains("] Keep your hand")),
        "{text}"
    );
    let skill = choices
        .iter()
        .find(|l| l.contains("] Use "))
        .expect("a skill to use");
    assert!(
        skills
            .iter()
            .any(|s| skill.contains(&format!("Use {s} (cost "))),
        "a skill by name with its cost: {skill}"
    );
    assert!(skill.contains("paying "), "{skill}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn play_raw_prints_the_servers_json_for_scripts() {
    let (_server, url) = server().await;
    let args = ["--url", &url, "play", "--vs-bot", "--no-clock", "--raw"].map(String::from);
    let out = run(args.to_vec(), |l| {
        l.starts_with('[') && l.contains("use_skill")
    })
    .await;
    let text = out.join("\n");
    let choices: Vec<&String> = out.iter().filter(|l| l.starts_with('[')).collect();
    assert!(!choices.is_empty(), "{text}");
    for l in choices {
        let json = l.split_once("] ").map(|(_, j)| j).expect("[n] action");
        let action: Value = serde_json::from_str(json).expect("each choice is the JSON to send");
        assert!(action["action"].is_string(), "{l}");
    }
    let view = out
        .iter()
        .find_map(|l| l.strip_prefix("view "))
        .expect("views are printed");
    let view: Value = serde_json::from_str(view).expect("the view as JSON");
    assert!(view["players"].is_array());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn swarm_and_bot_play_any_hosted_game_with_its_first_preset() {
    let (_server, url) = server().await;
    let args = [
        "--url",
        &url,
        "swarm",
        "--game",
        "summoner_wars",
        "--matches",
        "2",
        "--seconds",
        "2",
    ]
    .map(String::from);
    let out = run(args.to_vec(), |_| false).await;
    let figures = out.last().expect("the figures line");
    assert!(
        figures.starts_with("matches=2 actions_per_sec="),
        "{figures}"
    );
    let actions: u64 = out
        .iter()
        .find_map(|l| l.split("actions=").nth(1))
        .and_then(|a| a.split_whitespace().next())
        .and_then(|a| a.parse().ok())
        .expect("actions counted");
    assert!(actions > 0, "{out:?}");

    let args = [
        "--url",
        &url,
        "bot",
        "--game",
        "summoner_wars",
        "--vs-bot",
        "--no-clock",
    ]
    .map(String::from);
    let out = run(args.to_vec(), |l| l.starts_with("match over")).await;
    assert!(
        out.iter()
            .any(|l| l == "summoner_wars with the Phoenix Elves deck"),
        "{out:?}"
    );
    assert!(
        out.iter().any(|l| l.starts_with("match over: you ")),
        "{out:?}"
    );
}

/// The actions a swarm's figures line counted.
fn actions_counted(out: &[String]) -> u64 {
    out.iter()
        .find_map(|l| l.split("actions=").nth(1))
        .and_then(|a| a.split_whitespace().next())
        .and_then(|a| a.parse().ok())
        .expect("actions counted")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn swarm_and_bot_play_confix_at_four_seats_in_two_teams_and_five_alone() {
    let (_server, url) = server().await;
    let args = [
        "--url",
        &url,
        "swarm",
        "--game",
        "confix",
        "--seats",
        "4",
        "--matches",
        "2",
        "--seconds",
        "2",
    ]
    .map(String::from);
    let out = run(args.to_vec(), |_| false).await;
    let figures = out.last().expect("the figures line");
    assert!(
        figures.starts_with("matches=2 actions_per_sec=") && figures.contains(" errors=0"),
        "{out:?}"
    );
    assert!(actions_counted(&out) > 0, "{out:?}");

    let args = [
        "--url",
        &url,
        "bot",
        "--game",
        "confix",
        "--setup",
        "two_v_two",
        "--vs-bot",
        "--no-clock",
    ]
    .map(String::from);
    let out = run(args.to_vec(), |l| l.starts_with("match over")).await;
    assert!(
        out.iter().any(|l| l.contains(
            "started (2 vs 2) · you sit in seat 0 · team 0: seats 0, 2; team 1: seats 1, 3"
        )),
        "{out:?}"
    );
    let over = out.last().expect("the end");
    assert!(
        over.starts_with("match over: your team won: team 0 (seats 0, 2)")
            || over.starts_with("match over: you lost: team 1 (seats 1, 3) won"),
        "{out:?}"
    );

    let args = [
        "--url",
        &url,
        "swarm",
        "--game",
        "confix",
        "--seats",
        "5",
        "--matches",
        "1",
        "--seconds",
        "2",
    ]
    .map(String::from);
    let out = run(args.to_vec(), |_| false).await;
    let figures = out.last().expect("the figures line");
    assert!(
        figures.starts_with("matches=1 actions_per_sec=") && figures.contains(" errors=0"),
        "five players alone: {out:?}"
    );
    assert!(actions_counted(&out) > 0, "{out:?}");

    let args = ["--url", &url, "swarm", "--game", "confix", "--seats", "7"].map(String::from);
    let out = run(args.to_vec(), |_| false).await;
    assert!(out.is_empty(), "no setup has 7 seats: nothing runs");
}
