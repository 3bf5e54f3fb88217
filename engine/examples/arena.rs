//! Plays bots against each other and counts the wins: how strong each level is.
//!
//! `cargo run --release -p tavern-engine --example arena -- --game gitcg --a search --b random --games 200`
//!
//! Game `i` is dealt from seed `--seed + i` with each seat's deck drawn from the game's preset
//! decks (`--decks random`: random valid decks, as `playouts` deals them; Summoner Wars: a
//! random faction), and the seats alternate: bot `a` takes seat 0 in even games and seat 1 in
//! odd ones. In Project Confix (`--seats N`, or `--mode M`) bot `a` plays every seat of one
//! team, the team changing from game to game, and bot `b` every other seat. Every decision
//! gets the bot its seat's knowledge only, never the state.
//!
//! `--version V` (gitcg: `5.3` or `5.8`, default the newest) plays gitcg at that game version.
//!
//! `--iterations N` is the search's budget per decision (default: the game's own, chosen so
//! that 200 games take minutes on one core: 300, 1000 in 幻想梦斗符, 2000 in Project Confix); `--ms N` adds a time limit per decision (the
//! result then depends on the machine's speed); `--threads N` plays games on N threads (the
//! result does not depend on it). The last line is machine-readable:
//! `game=gitcg a=search b=random games=200 a_wins=N b_wins=N draws=N`.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use tavern_bots::{BotLevel, Budget};
use tavern_engine::confix::Confix;
use tavern_engine::gensou::Gensou;
use tavern_engine::gitcg::Gitcg;
use tavern_engine::rng::Rng;
use tavern_engine::seven_square::SevenSquare;
use tavern_engine::summoner_wars::SummonerWars;
use tavern_engine::{Game, Outcome, SetupError};
use tavern_protocol::confix::Mode;

/// Actions after which a game counts as a draw (no bot pairing comes near it).
const MAX_ACTIONS: u32 = 20_000;

/// What one run plays.
#[derive(Clone, Copy)]
struct Arena {
    a: BotLevel,
    b: BotLevel,
    games: usize,
    seed: u64,
    budget: Budget,
    threads: usize,
}

/// One game's result for bot `a`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Score {
    AWins,
    BWins,
    Draw,
}

/// What one game took.
#[derive(Clone, Copy, Default)]
struct Tally {
    decisions: u64,
    thinking: Duration,
}

fn main() {
    let mut game = String::from("gitcg");
    let (mut a, mut b) = (BotLevel::Search, BotLevel::Random);
    let mut games = 200usize;
    let mut seed = 1u64;
    let mut iterations: Option<u32> = None;
    let mut ms: Option<u64> = None;
    let mut threads = 1usize;
    let mut seats: Option<usize> = None;
    let mut mode: Option<Mode> = None;
    let mut presets = true;
    let mut version = tavern_protocol::gitcg::GameVersion::NEWEST;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || {
            args.next()
                .unwrap_or_else(|| fail(&format!("{arg} needs a value")))
        };
        match arg.as_str() {
            "--game" => game = value(),
            "--a" => a = value().parse().unwrap_or_else(|e: String| fail(&e)),
            "--b" => b = value().parse().unwrap_or_else(|e: String| fail(&e)),
            "--games" => games = number(&value()),
            "--seed" => seed = number(&value()),
            "--iterations" => iterations = Some(number(&value())),
            "--ms" => ms = Some(number(&value())),
            "--threads" => threads = number::<usize>(&value()).max(1),
            "--seats" => seats = Some(number(&value())),
            "--version" => {
                let v = value();
                version = tavern_protocol::gitcg::GameVersion::parse(&v)
                    .filter(|&v| tavern_engine::gitcg::version::offered(v))
                    .unwrap_or_else(|| fail(&format!("gitcg has no version {v} (5.3 or 5.8)")));
            }
            "--decks" => {
                presets = match value().as_str() {
                    "preset" => true,
                    "random" => false,
                    other => fail(&format!("--decks is preset or random, not {other}")),
                }
            }
            "--mode" => {
                let m = value();
                mode = Some(
                    serde_json::from_value(serde_json::Value::String(m.clone()))
                        .unwrap_or_else(|_| fail(&format!("unknown mode {m}"))),
                );
            }
            other => fail(&format!(
                "unknown argument {other}; usage: arena --game ID --a LEVEL --b LEVEL [--games N] [--seats N] [--mode M] [--decks preset|random] [--version 5.3|5.8] [--iterations N] [--ms N] [--threads N] [--seed N]"
            )),
        }
    }
    if game != "confix" && seats.unwrap_or(2) != 2 {
        fail(&format!("{game} is played by 2 seats"));
    }
    // Each game's own budget: decisions in Project Confix and 幻想梦斗符 are quick to play
    // forward, so the same minutes buy more iterations there.
    let iterations = iterations.unwrap_or(match game.as_str() {
        "confix" => 2_000,
        "gensou" => 1_000,
        _ => 300,
    });
    let arena = Arena {
        a,
        b,
        games,
        seed,
        budget: Budget {
            iterations,
            time: ms.map(Duration::from_millis),
        },
        threads,
    };
    let start = Instant::now();
    let (results, tally) = match game.as_str() {
        "gitcg" => arena.run(
            |seed, rng| {
                let mut deck = || {
                    let all = tavern_engine::gitcg::presets::PRESETS;
                    if presets {
                        all[rng.below(all.len() as u32) as usize].deck()
                    } else {
                        tavern_engine::gitcg::testkit::random_deck_at(rng, version)
                    }
                };
                let decks = vec![deck(), deck()];
                let config = tavern_protocol::gitcg::Config {
                    decks,
                    options: tavern_protocol::gitcg::Options {
                        version,
                        ..Default::default()
                    },
                };
                Gitcg::new(seed, 2, config)
            },
            two_seats,
        ),
        "summoner_wars" => arena.run(
            |seed, rng| {
                let all = tavern_protocol::summoner_wars::Faction::ALL;
                let mut faction = || all[rng.below(all.len() as u32) as usize];
                let factions = vec![faction(), faction()];
                SummonerWars::new(
                    seed,
                    2,
                    tavern_protocol::summoner_wars::Config::factions(factions),
                )
            },
            two_seats,
        ),
        "seven_square" => arena.run(
            |seed, rng| {
                let mut deck = || {
                    let all = tavern_engine::seven_square::presets::PRESETS;
                    if presets {
                        all[rng.below(all.len() as u32) as usize].deck()
                    } else {
                        tavern_engine::seven_square::testkit::random_deck(rng)
                    }
                };
                let decks = vec![deck(), deck()];
                SevenSquare::new(
                    seed,
                    2,
                    tavern_protocol::seven_square::Config {
                        decks,
                        check_deck_rules: true,
                    },
                )
            },
            two_seats,
        ),
        "gensou" => arena.run(
            |seed, rng| {
                let mut deck = || {
                    let all = &tavern_engine::gensou::presets::PRESETS;
                    if presets {
                        all[rng.below(all.len() as u32) as usize].deck()
                    } else {
                        tavern_engine::gensou::testkit::random_deck(rng)
                    }
                };
                let decks = vec![deck(), deck()];
                Gensou::new(
                    seed,
                    2,
                    tavern_protocol::gensou::Config {
                        decks,
                        options: Default::default(),
                    },
                )
            },
            two_seats,
        ),
        "confix" => {
            let n = seats.unwrap_or(2);
            let mode = mode
                .or(Mode::for_seats(n))
                .unwrap_or_else(|| fail(&format!("Project Confix has no setup for {n} seats")));
            arena.run(
                move |seed, rng| {
                    let mut config = tavern_engine::confix::testkit::random_config(mode, rng);
                    if presets {
                        let all = tavern_engine::confix::presets::PRESETS;
                        for deck in config.decks.iter_mut() {
                            *deck = all[rng.below(all.len() as u32) as usize].deck();
                        }
                    }
                    Confix::new(seed, mode.seats(), config)
                },
                |g: &Confix, game| {
                    let teams = g.teams();
                    let mut distinct = teams.clone();
                    distinct.sort_unstable();
                    distinct.dedup();
                    let mine = distinct[game % distinct.len()];
                    teams.iter().map(|&t| t == mine).collect()
                },
            )
        }
        _ => fail(&format!(
            "unknown game {game}; known: gitcg, summoner_wars, seven_square, gensou, confix"
        )),
    };
    let secs = start.elapsed().as_secs_f64();
    let count = |r: Score| results.iter().filter(|&&x| x == r).count();
    println!(
        "seconds={secs:.1} threads={threads} decisions={} ms_per_decision={:.2} iterations={} time_limit_ms={}",
        tally.decisions,
        tally.thinking.as_secs_f64() * 1000.0 / tally.decisions.max(1) as f64,
        iterations,
        ms.map_or("none".to_string(), |n| n.to_string()),
    );
    println!(
        "game={game} a={} b={} games={} a_wins={} b_wins={} draws={}",
        a.as_str(),
        b.as_str(),
        results.len(),
        count(Score::AWins),
        count(Score::BWins),
        count(Score::Draw),
    );
}

fn fail(message: &str) -> ! {
    eprintln!("{message}");
    std::process::exit(2);
}

fn number<T: std::str::FromStr>(s: &str) -> T {
    s.parse()
        .unwrap_or_else(|_| fail(&format!("{s} is not a number")))
}

/// Which seats bot `a` plays in a two-seat game: seat 0 in even games, seat 1 in odd ones.
fn two_seats<G>(_: &G, game: usize) -> Vec<bool> {
    vec![game.is_multiple_of(2), !game.is_multiple_of(2)]
}

impl Arena {
    /// Plays every game (on `threads` threads) and returns each one's result, in game order,
    /// with what the deciding took.
    fn run<G: Game<View: std::fmt::Debug, Event: std::fmt::Debug>>(
        self,
        setup: impl Fn(u64, &mut Rng) -> Result<G, SetupError> + Sync,
        a_seats: impl Fn(&G, usize) -> Vec<bool> + Sync,
    ) -> (Vec<Score>, Tally) {
        let next = AtomicUsize::new(0);
        let mut results = vec![Score::Draw; self.games];
        let mut tally = Tally::default();
        let per_thread: Vec<Vec<(usize, Score, Tally)>> = std::thread::scope(|s| {
            let workers: Vec<_> = (0..self.threads)
                .map(|_| {
                    s.spawn(|| {
                        let mut done = Vec::new();
                        loop {
                            let i = next.fetch_add(1, Ordering::Relaxed);
                            if i >= self.games {
                                return done;
                            }
                            let (r, t) = self.play(i, &setup, &a_seats);
                            done.push((i, r, t));
                        }
                    })
                })
                .collect();
            workers
                .into_iter()
                .map(|w| w.join().unwrap_or_else(|_| fail("a game panicked")))
                .collect()
        });
        for (i, r, t) in per_thread.into_iter().flatten() {
            results[i] = r;
            tally.decisions += t.decisions;
            tally.thinking += t.thinking;
        }
        (results, tally)
    }

    /// Plays game number `i`.
    fn play<G: Game<View: std::fmt::Debug, Event: std::fmt::Debug>>(
        &self,
        i: usize,
        setup: &impl Fn(u64, &mut Rng) -> Result<G, SetupError>,
        a_seats: &impl Fn(&G, usize) -> Vec<bool>,
    ) -> (Score, Tally) {
        let seed = self.seed.wrapping_add(i as u64);
        let mut rng = Rng::new(seed ^ 0xa3e4_a000);
        let mut g = setup(seed, &mut rng).unwrap_or_else(|e| fail(&format!("setup failed: {e}")));
        let is_a = a_seats(&g, i);
        let mut tally = Tally::default();
        let mut events = Vec::new();
        let mut legal = Vec::new();
        for _ in 0..MAX_ACTIONS {
            if let Some(outcome) = g.outcome() {
                return (
                    match outcome {
                        Outcome::Win { winners, .. } => {
                            if winners.iter().any(|s| is_a[s.index()]) {
                                Score::AWins
                            } else {
                                Score::BWins
                            }
                        }
                        Outcome::Draw { .. } | Outcome::AllLose { .. } => Score::Draw,
                    },
                    tally,
                );
            }
            let Some(d) = g.pending().decisions().first().copied() else {
                fail(&format!("game {i}: no decision pending and no outcome"));
            };
            let level = if is_a[d.seat.index()] { self.a } else { self.b };
            let knowledge = g.knowledge(d.seat);
            let started = Instant::now();
            let action = tavern_bots::choose::<G>(level, &knowledge, self.budget, &mut rng)
                .unwrap_or_else(|| {
                    fail(&format!(
                        "game {i}: the bot of seat {} found nothing to do",
                        d.seat.0
                    ))
                });
            tally.thinking += started.elapsed();
            tally.decisions += 1;
            legal.clear();
            g.legal_actions(d.seat, &mut legal);
            if !legal.contains(&action) {
                fail(&format!(
                    "game {i}: the bot chose {action:?}, which is not legal"
                ));
            }
            events.clear();
            if let Err(e) = g.apply(d.seat, action.clone(), &mut events) {
                fail(&format!("game {i}: a legal action was refused: {e}"));
            }
        }
        (Score::Draw, tally)
    }
}
