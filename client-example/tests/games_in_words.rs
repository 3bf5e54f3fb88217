//! `tavern-client play` tells every hosted game in words: against a server bot over a real
//! server, each game's screen names the cards in our hand by the card list's names, shows no
//! card id and no raw JSON (views, events or choices), and numbers each legal choice with what
//! it does; the board games name their spaces as players do (A1–F8, a1–g7).

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
        bot_think_ms: 5,
        ..Config::defaults()
    })
    .await
    .expect("server starts");
    let url = format!("ws://{}/ws", running.addr);
    (running, url)
}

/// Every name in a card list: each object's `english_name`, or its `name` when it has none
/// (Summoner Wars' cards have both, equal).
fn names(list: &Value, out: &mut Vec<String>) {
    match list {
        Value::Object(o) => {
            if let Some(n) = o
                .get("english_name")
                .or_else(|| o.get("name"))
                .and_then(Value::as_str)
            {
                out.push(n.to_string());
            }
            o.values().for_each(|v| names(v, out));
        }
        Value::Array(a) => a.iter().for_each(|v| names(v, out)),
        _ => {}
    }
}

/// The game's card list, as the server gives it: its names, longest first.
async fn card_names(url: &str, game: &str) -> Vec<String> {
    let mut c = Client::join(url, "reader", None).await.expect("hello");
    c.send(&ClientMsg::ListCards { game: game.into() })
        .await
        .expect("send");
    let cards = c
        .until(Duration::from_secs(10), |m| match m {
            ServerMsg::Cards { cards, .. } => Some(cards.clone()),
            _ => None,
        })
        .await
        .expect("the card list");
    let mut out = Vec::new();
    names(&cards.parse().expect("JSON"), &mut out);
    out.sort_by_key(|n| std::cmp::Reverse(n.len()));
    out
}

/// Runs `tavern-client play` against a bot with no input (every choice the suggested one)
/// until it has offered `choices` choices, the match ended, or a minute passed; returns what
/// it printed.
async fn play(url: &str, game: &str, extra: &[&str], choices: usize) -> Vec<String> {
    let mut args: Vec<String> = [
        "--url",
        url,
        "play",
        "--vs-bot",
        "--no-clock",
        "--game",
        game,
    ]
    .iter()
    .chain(extra)
    .map(|s| s.to_string())
    .collect();
    args.extend(["--bot-think-ms".into(), "5".into()]);
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
        let mut offered = 0;
        for line in BufReader::new(out).lines() {
            let line = line.expect("a line of text");
            // Each prompt ends the list of choices before it.
            if line.starts_with("your choice") {
                offered += 1;
            }
            let done = offered >= choices
                || line.starts_with("match over")
                || started.elapsed() > Duration::from_secs(60);
            lines.push(line);
            if done {
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

/// The checks every game's screen passes; `place` tells a line that names a board position.
async fn told_in_words(game: &str, extra: &[&str], place: Option<fn(&str) -> bool>) {
    let (_server, url) = server().await;
    let names = card_names(&url, game).await;
    let out = play(&url, game, extra, 12).await;
    let text = out.join("\n");
    assert!(
        out.iter().filter(|l| l.starts_with("your choice")).count() >= 3,
        "{game}: we decided a few times:\n{text}"
    );
    // No raw JSON anywhere, and no card left unnamed.
    for l in &out {
        // A card name may be quoted and followed by a colon (`Dream Sign "Evil-Sealing
        // Circle": final power 800`), so JSON is told by its braces and brackets.
        let t = l.trim_start();
        assert!(
            !l.contains("{\"") && !t.starts_with('{') && !t.starts_with("[{"),
            "{game}: JSON printed: {l}\n{text}"
        );
        assert!(
            !l.contains("card #"),
            "{game}: a card without its name: {l}"
        );
    }
    // Our hand, by the card list's names and nothing else.
    let hands: Vec<&str> = out
        .iter()
        .filter(|l| l.starts_with("  you:") || l.starts_with("  you,"))
        .filter_map(|l| l.split(" · hand ").nth(1))
        .map(|h| h.split(" · ").next().unwrap_or(h))
        .collect();
    assert!(!hands.is_empty(), "{game}: our hand is shown:\n{text}");
    let mut named = 0;
    for hand in hands {
        let mut rest = hand.to_string();
        for n in &names {
            if rest.contains(n.as_str()) {
                named += 1;
                rest = rest.replace(n.as_str(), "");
            }
        }
        assert!(
            rest.chars().all(|c| c == ',' || c == ' ') || rest == "none",
            "{game}: {hand:?} holds something that is not a card's name ({rest:?})"
        );
    }
    assert!(named > 0, "{game}: no card named in our hand:\n{text}");
    // Each choice is numbered and says what it does.
    let choices: Vec<&String> = out.iter().filter(|l| l.starts_with("  [")).collect();
    assert!(!choices.is_empty(), "{game}:\n{text}");
    for c in &choices {
        let (number, words) = c[3..].split_once("] ").expect("[n] words");
        assert!(number.parse::<usize>().is_ok(), "{c}");
        assert!(
            words.chars().next().is_some_and(char::is_uppercase),
            "{game}: a choice in words: {c}"
        );
    }
    if let Some(place) = place {
        assert!(
            choices.iter().any(|c| place(c)),
            "{game}: choices name board positions:\n{text}"
        );
    }
}

/// Whether `line` names a Summoner Wars space (A1–F8) as a word.
fn sw_space(line: &str) -> bool {
    line.split(|c: char| !c.is_alphanumeric()).any(|w| {
        let b = w.as_bytes();
        b.len() == 2 && (b'A'..=b'F').contains(&b[0]) && (b'1'..=b'8').contains(&b[1])
    })
}

/// Whether `line` names a Seven Square square (a1–g7) as a word.
fn ss_square(line: &str) -> bool {
    line.split(|c: char| !c.is_alphanumeric()).any(|w| {
        let b = w.as_bytes();
        b.len() == 2 && (b'a'..=b'g').contains(&b[0]) && (b'1'..=b'7').contains(&b[1])
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn summoner_wars_is_played_in_words_with_spaces_named() {
    told_in_words("summoner_wars", &[], Some(sw_space)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn gensou_is_played_in_words() {
    told_in_words("gensou", &[], None).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn seven_square_is_played_in_words_with_squares_named() {
    told_in_words("seven_square", &[], Some(ss_square)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn confix_is_played_in_words_at_a_table_of_four() {
    told_in_words("confix", &["--setup", "two_v_two"], None).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn gitcg_is_played_in_words() {
    told_in_words("gitcg", &[], None).await;
}
