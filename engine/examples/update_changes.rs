//! What update changes cost the server, away from the network: plays matches of random legal
//! actions and, after every step, builds each seat's update state as the server does (view,
//! decisions, legal actions, unavailable options) and the changes since that seat's last one.
//!
//! `cargo run --release -p tavern-engine --example update_changes -- --game all --games 20`
//!
//! Each game's line: `game=gitcg states=N state_bytes=N changes_bytes=N diff_us=N
//! state_json_us=N` (means per state; `diff_us` is [`changes::diff_written`] alone,
//! `state_json_us` the writing of the state straight from the game that comes before it, as
//! the server does: view, decisions and options, with the nodes the diff reads). Same seeds,
//! same states: runs are compared by their times.

use std::time::{Duration, Instant};

use tavern_engine::dynamic::{write_state, Options};
use tavern_engine::host::Seating;
use tavern_engine::rng::Rng;
use tavern_engine::{Seat, Viewer};
use tavern_protocol::changes::{self, Fingerprints, JsonWriter};
use tavern_protocol::wire::DecisionInfo;

/// Steps after which a match is left (random play ends long before in every game).
const MAX_STEPS: usize = 5_000;

fn main() {
    let mut game = String::from("all");
    let mut games = 20u64;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--game" => game = args.next().unwrap_or(game),
            "--games" => games = args.next().and_then(|s| s.parse().ok()).unwrap_or(games),
            other => fail(&format!(
                "unknown argument {other}; usage: update_changes [--game ID|all] [--games N]"
            )),
        }
    }
    let hosts: Vec<_> = tavern_engine::GAMES
        .iter()
        .filter(|h| game == "all" || h.id() == game)
        .collect();
    if hosts.is_empty() {
        fail(&format!("unknown game {game}"));
    }
    for host in hosts {
        measure(*host, games);
    }
}

fn fail(message: &str) -> ! {
    eprintln!("{message}");
    std::process::exit(2);
}

/// Totals over one game's states.
#[derive(Default)]
struct Totals {
    states: u64,
    state_bytes: u64,
    changes_bytes: u64,
    diff: Duration,
    state_json: Duration,
}

fn measure(host: &dyn tavern_engine::host::GameHost, games: u64) {
    let setup = host.setups().remove(0);
    let seats = setup.seats as usize;
    let deck = host
        .bot_deck()
        .unwrap_or_else(|| fail(&format!("{} has no bot deck", host.id())));
    let config = host.match_config(vec![deck; seats], false, &Seating::of(&setup));
    let mut t = Totals::default();
    let mut list = String::new();
    let mut w = JsonWriter::new();
    for seed in 0..games {
        let mut g = host
            .new_match(seed + 1, seats, &config)
            .unwrap_or_else(|e| fail(&format!("{}: {e:?}", host.id())));
        let mut rng = Rng::new(seed ^ 0x5eed);
        let mut shown: Vec<Option<Fingerprints>> = vec![None; seats];
        for _ in 0..MAX_STEPS {
            let pending = g.pending();
            let decisions: Vec<DecisionInfo> = pending
                .decisions()
                .iter()
                .map(|d| DecisionInfo {
                    seat: d.seat,
                    kind: d.kind,
                    deadline_ms: Some(25_000),
                    reserve_ms: Some(60_000),
                })
                .collect();
            for (i, prints) in shown.iter_mut().enumerate() {
                let seat = Seat(i as u8);
                let kind = pending.of(seat);
                let options = Options {
                    legal: kind.map(|_| seat),
                    unavailable: (kind == Some(tavern_engine::DecisionKind::Act)).then_some(seat),
                };
                let start = Instant::now();
                write_state(
                    g.as_ref(),
                    Viewer::Seat { seat },
                    &decisions,
                    options,
                    &mut w,
                );
                let written = Instant::now();
                let next = changes::diff_written(&mut w, prints.take(), &mut list)
                    .unwrap_or_else(|_| fail("the state is not JSON"));
                t.diff += written.elapsed();
                t.state_json += written - start;
                t.states += 1;
                t.state_bytes += w.text().len() as u64;
                t.changes_bytes += list.len() as u64;
                *prints = Some(next);
            }
            let Some(d) = pending.decisions().first() else {
                break;
            };
            let options = g.legal_actions(d.seat);
            if options.is_empty() || g.outcome().is_some() {
                break;
            }
            let pick = &options[rng.below(options.len() as u32) as usize];
            let action: serde_json::Value = serde_json::from_str(pick.get())
                .unwrap_or_else(|_| fail("a legal action is not JSON"));
            if let Err(e) = g.apply(d.seat, &action) {
                fail(&format!("{}: a legal action was refused: {e:?}", host.id()));
            }
        }
    }
    let per = |d: Duration| d.as_secs_f64() * 1e6 / t.states.max(1) as f64;
    println!(
        "game={} states={} state_bytes={} changes_bytes={} diff_us={:.2} state_json_us={:.2}",
        host.id(),
        t.states,
        t.state_bytes / t.states.max(1),
        t.changes_bytes / t.states.max(1),
        per(t.diff),
        per(t.state_json),
    );
}
