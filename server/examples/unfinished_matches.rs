//! Writes unfinished matches into a SQLite database, as a server that crashed mid-play would
//! have left them: for the restart benchmark (`scripts/restart-bench.sh`).
//!
//! `cargo run --release -p tavern-server --example unfinished_matches -- --db FILE --matches 8000 --steps 150`
//!
//! Each match is a real match of the game (`--game`, default gitcg) between two players with
//! the game's bot deck, played by the engine for exactly `--steps` steps with legal actions
//! chosen at random from a fixed seed (a match that ends sooner is replaced by the next seed),
//! and stored through the server's own store, each step with the decision it answered. Every
//! seat is a player (with a resume token) so that the restarted server waits for them.

use std::path::PathBuf;

use serde_json::Value;
use tavern_engine::rng::Rng;
use tavern_engine::Seat;
use tavern_protocol::wire::RoomOptions;
use tavern_server::players::token_hash;
use tavern_server::registry;
use tavern_server::store::{
    now_ms, MatchRecord, SeatRecord, SqliteStore, StepKind, StepRecord, Store, SyncMode, Write,
};

fn main() {
    let mut db: Option<PathBuf> = None;
    let (mut matches, mut steps, mut game) = (8000usize, 150usize, String::from("gitcg"));
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut number = |d: usize| args.next().and_then(|s| s.parse().ok()).unwrap_or(d);
        match a.as_str() {
            "--matches" => matches = number(matches),
            "--steps" => steps = number(steps),
            "--db" => db = args.next().map(PathBuf::from),
            "--game" => game = args.next().unwrap_or(game),
            other => fail(&format!(
                "unknown argument {other}; usage: unfinished_matches --db FILE [--matches N] [--steps N] [--game G]"
            )),
        }
    }
    let db = db.unwrap_or_else(|| fail("--db FILE is required"));
    let info = registry::game(&game).unwrap_or_else(|| fail(&format!("unknown game {game}")));
    let setup = info
        .setups
        .iter()
        .find(|s| s.seats == 2)
        .unwrap_or_else(|| fail(&format!("{game} has no two-seat setup")));
    let deck = registry::bot_deck(&game).unwrap_or_else(|| fail("the game has no bot deck"));
    let seating = tavern_engine::host::Seating::of(setup);
    let config = registry::match_config(&game, vec![deck.clone(), deck], true, &seating);
    let store = SqliteStore::open(&db, SyncMode::Normal)
        .unwrap_or_else(|e| fail(&format!("cannot open {}: {e}", db.display())));

    let mut rng = Rng::new(0x0005_7a27);
    let mut seed = 0u64;
    let mut last = None;
    for i in 0..matches {
        // A match that ends before `steps` is replaced by the next seed.
        let log = loop {
            seed += 1;
            if let Some(log) = play(&game, seed, &config, steps, &mut rng) {
                break log;
            }
        };
        let id = format!("restart-bench-{i}");
        let started = now_ms();
        let record = MatchRecord {
            id: id.clone(),
            room: format!("room-{i}"),
            room_options: serde_json::to_string(&RoomOptions::default()).unwrap_or_default(),
            game: game.clone(),
            seed,
            config: config.to_string(),
            seats: (0..2)
                .map(|s| SeatRecord {
                    player_id: Some(format!("player-{i}-{s}")),
                    name: format!("Player {s}"),
                    bot: false,
                    token_hash: Some(token_hash(&format!("token-{i}-{s}"))),
                    allow_spectators: true,
                    team: s,
                    left: false,
                    account: None,
                })
                .collect(),
            started_at_ms: started,
            finished_at_ms: None,
            outcome: None,
            status: "running".into(),
            steps: Vec::new(),
            version: 0,
        };
        // Its acknowledgement is not awaited: the writer commits writes in order, so the last
        // step's acknowledgement covers it.
        drop(store.write(Write::MatchStarted(Box::new(record))));
        for (n, (seat, decision, action)) in log.into_iter().enumerate() {
            last = Some(store.write(Write::Step {
                match_id: id.clone(),
                step: StepRecord {
                    version: n as u64 + 1,
                    seat,
                    kind: StepKind::Action,
                    action: Some(action),
                    decision: Some(decision),
                    action_id: None,
                    at_ms: started + n as i64,
                    clocks: None,
                },
            }));
        }
        // The writer commits in groups; waiting now and then keeps its queue short.
        if i % 200 == 199 {
            wait(last.take());
        }
    }
    wait(last.take());
    println!(
        "wrote {matches} unfinished {game} matches of {steps} steps each to {}",
        db.display()
    );
}

/// Plays `steps` random legal steps of match `seed`; `None` if it ends sooner.
fn play(
    game: &str,
    seed: u64,
    config: &Value,
    steps: usize,
    rng: &mut Rng,
) -> Option<Vec<(u8, String, String)>> {
    let mut g =
        registry::new_match(game, seed, 2, config).unwrap_or_else(|e| fail(&format!("setup: {e}")));
    let mut log = Vec::with_capacity(steps);
    while log.len() < steps {
        if g.outcome().is_some() {
            return None;
        }
        let d = *g.pending().decisions().first()?;
        let legal = g.legal_actions(d.seat);
        if legal.is_empty() {
            return None;
        }
        let pick = &legal[rng.below(legal.len() as u32) as usize];
        let action: Value = serde_json::from_str(pick.get()).ok()?;
        g.apply(Seat(d.seat.0), &action).ok()?;
        log.push((d.seat.0, d.kind.as_str().to_string(), action.to_string()));
    }
    (g.outcome().is_none()).then_some(log)
}

fn wait(ack: Option<tavern_server::store::Ack>) {
    if let Some(ack) = ack {
        match ack.blocking_recv() {
            Ok(Ok(())) => {}
            Ok(Err(e)) => fail(&format!("store: {e}")),
            Err(_) => fail("the store's writer stopped"),
        }
    }
}

fn fail(message: &str) -> ! {
    eprintln!("{message}");
    std::process::exit(2);
}
