//! Plays complete random games on one core and prints throughput.
//!
//! `cargo run --release -p tavern-engine --example playouts -- --game gitcg --seconds 10`
//! (`--game summoner_wars` for Summoner Wars, with a random faction per seat each game;
//! `--game seven_square` for Seven Square, with a random preset or random valid deck per seat;
//! `--game gensou` for 幻想梦斗符, with a random valid deck per seat each game;
//! `--game confix --seats 4` for Project Confix, with random valid decks; `--game all` for
//! every game one after the other, each for the whole `--seconds`, gitcg first, Project Confix
//! at 2 seats).
//!
//! `--games N` plays exactly N games instead of running for a time, and adds to the first line a
//! `digest` of every applied action and every outcome: two builds that play the same games
//! print the same digest (`scripts/playouts-compare.sh --same-games N` checks it), which is
//! how a faster engine shows it still plays exactly the games it played before.
//!
//! `--version V` (gitcg only: `5.3` or `5.8`, default the newest) plays gitcg at that game
//! version: the decks are drawn from the cards of the version, the match runs its facts.
//!
//! `--seats N` (default 2) is the table size. Every game but Project Confix takes 2. Project
//! Confix takes the first setup for that many seats (2 → 1v1, 3 → 1v1v1, 4 → 2v2, 5 → five
//! alone, 6 → 3v3), or the one named by `--mode` (`free_for_all` for four players alone,
//! `two_v_two_v_two` for six in three teams).
//!
//! Every step lists the acting seat's legal actions and applies one chosen uniformly at random
//! (hand switches and rerolls choose a random subset). The last line is machine-readable:
//! `game=gitcg games_per_sec=N actions_per_sec=N actions_per_game=N state_bytes=N
//! games_per_cpu_sec=N cpu_seconds=N` (the last two where the system reports a thread's CPU
//! time: on a shared machine they are the figures to compare; `scripts/playouts-compare.sh`
//! alternates two revisions).

use std::time::{Duration, Instant};

use tavern_engine::confix::Confix;
use tavern_engine::gensou::Gensou;
use tavern_engine::gitcg::testkit::random_deck_at;
use tavern_engine::gitcg::Gitcg;
use tavern_engine::rng::Rng;
use tavern_engine::seven_square::{self as ss, SevenSquare};
use tavern_engine::summoner_wars::SummonerWars;
use tavern_engine::{Game, Seat};
use tavern_protocol::confix::Mode;
use tavern_protocol::gensou as gs;
use tavern_protocol::gitcg::{Action, Config, Dice, GameVersion, HandMask, Options};
use tavern_protocol::seven_square as ssp;
use tavern_protocol::summoner_wars as sw;

fn main() {
    let mut seconds = 10.0f64;
    let mut game = String::from("gitcg");
    let mut seats: Option<usize> = None;
    let mut mode: Option<Mode> = None;
    let mut limit: Option<u64> = None;
    let mut version = GameVersion::NEWEST;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--seconds" => seconds = args.next().and_then(|s| s.parse().ok()).unwrap_or(seconds),
            "--game" => game = args.next().unwrap_or(game),
            "--seats" => seats = args.next().and_then(|s| s.parse().ok()),
            "--games" => limit = args.next().and_then(|s| s.parse().ok()),
            "--version" => {
                version = args
                    .next()
                    .and_then(|v| GameVersion::parse(&v))
                    .unwrap_or_else(|| fail("--version takes a gitcg game version: 5.3 or 5.8"))
            }
            "--mode" => {
                mode = args
                    .next()
                    .and_then(|m| serde_json::from_value(serde_json::Value::String(m)).ok());
                if mode.is_none() {
                    fail("unknown mode; known: one_v_one, one_v_one_v_one, two_v_two, free_for_all, five_free_for_all, three_v_three, two_v_two_v_two");
                }
            }
            other => fail(&format!(
                "unknown argument {other}; usage: playouts [--game gitcg|summoner_wars|seven_square|gensou|confix|all] [--seats N] [--mode M] [--seconds N] [--games N] [--version 5.3|5.8]"
            )),
        }
    }
    let budget = Budget {
        time: Duration::from_secs_f64(seconds),
        games: limit,
    };
    if game == "all" {
        // Each game's lines in turn, so gitcg's figures are read beside the others'.
        gitcg(budget, version);
        summoner_wars(budget);
        seven_square(budget);
        gensou(budget);
        confix(budget, Mode::OneVOne);
        return;
    }
    if game != "confix" && seats.unwrap_or(2) != 2 {
        fail(&format!("{game} is played by 2 seats"));
    }
    match game.as_str() {
        "gitcg" => gitcg(budget, version),
        "summoner_wars" => summoner_wars(budget),
        "seven_square" => seven_square(budget),
        "gensou" => gensou(budget),
        "confix" => {
            let n = seats.unwrap_or(2);
            let mode = mode
                .or(Mode::for_seats(n))
                .unwrap_or_else(|| fail(&format!("Project Confix has no setup for {n} seats")));
            if seats.is_some_and(|n| n != mode.seats()) {
                fail(&format!("{mode:?} is played by {} seats", mode.seats()));
            }
            confix(budget, mode)
        }
        _ => fail(&format!(
            "unknown game {game}; known: gitcg, summoner_wars, seven_square, gensou, confix, all"
        )),
    }
}

fn fail(message: &str) -> ! {
    eprintln!("{message}");
    std::process::exit(2);
}

/// How long each game's run lasts: for a time, or for a number of games (with a digest of
/// what was played).
#[derive(Clone, Copy)]
struct Budget {
    time: Duration,
    games: Option<u64>,
}

/// The CPU time this thread has run, in seconds, where the system says (Linux's
/// `/proc/thread-self/schedstat`, in nanoseconds). On a machine shared with other work the
/// wall clock counts the time spent waiting for a core; the CPU time does not, so figures per
/// CPU-second compare across runs taken under different loads.
fn thread_cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(nanos as f64 / 1e9)
}

/// Prints the two result lines.
fn report(
    game: &str,
    games: u64,
    applied: u64,
    secs: f64,
    cpu: Option<f64>,
    state: (usize, usize),
    digest: Option<u64>,
) {
    let (size_of, heap) = state;
    let digest = digest
        .map(|d| format!(" digest={d:016x}"))
        .unwrap_or_default();
    println!(
        "games={games} actions={applied} seconds={secs:.2} state_size_of={size_of} state_heap_bytes={heap}{digest} (one core, random legal actions, no engine error)"
    );
    // Per CPU-second where the CPU time is known; the wall-clock rate otherwise.
    let per_cpu = cpu
        .filter(|&c| c > 0.0)
        .map(|c| {
            format!(
                " games_per_cpu_sec={:.0} cpu_seconds={c:.2}",
                games as f64 / c
            )
        })
        .unwrap_or_default();
    println!(
        "game={game} games_per_sec={:.0} actions_per_sec={:.0} actions_per_game={:.1} state_bytes={}{per_cpu}",
        games as f64 / secs,
        applied as f64 / secs,
        applied as f64 / games.max(1) as f64,
        size_of + heap,
    );
}

/// Plays random games for `budget` and reports them: `setup` deals game number `seed`, and
/// `tweak` may turn the chosen listed action into an equivalent choice (a random subset for
/// hand switches and rerolls).
fn play<G: Game>(
    game: &str,
    budget: Budget,
    chooser: &mut Rng,
    mut setup: impl FnMut(u64, &mut Rng) -> Result<G, tavern_engine::SetupError>,
    tweak: impl Fn(G::Action, &G, Seat, &mut Rng) -> G::Action,
    heap_bytes: impl Fn(&G) -> usize,
) where
    G::Action: std::fmt::Debug + std::hash::Hash,
{
    let mut actions = Vec::with_capacity(256);
    let mut events = Vec::with_capacity(256);
    let (mut games, mut applied) = (0u64, 0u64);
    let mut heap = 0usize;
    let start = Instant::now();
    let cpu_start = thread_cpu_seconds();
    let mut seed = 1u64;
    // Every applied action (hashed, which is cheap beside formatting it) and the text of every
    // outcome: equal digests mean the same games were played, action for action. std's hasher
    // is the same in both builds the compare script makes, which share one toolchain.
    let mut digest = budget.games.map(|_| std::hash::DefaultHasher::new());
    let more = |games: u64| match budget.games {
        Some(n) => games < n,
        None => start.elapsed() < budget.time,
    };
    while more(games) {
        let mut g = match setup(seed, chooser) {
            Ok(g) => g,
            Err(e) => {
                eprintln!("setup failed: {e}");
                std::process::exit(1);
            }
        };
        seed += 1;
        while g.outcome().is_none() {
            let Some(d) = g.pending().decisions().first().copied() else {
                eprintln!("seed {seed}: no decision pending and no outcome");
                std::process::exit(1);
            };
            let Some(pick) =
                g.pick_legal_action(d.seat, &mut actions, |n| chooser.below(n as u32) as usize)
            else {
                eprintln!("seed {seed}: a pending decision with no legal action");
                std::process::exit(1);
            };
            let action = tweak(pick, &g, d.seat, chooser);
            events.clear();
            if let Some(digest) = &mut digest {
                std::hash::Hash::hash(&(d.seat.0, &action), digest);
            }
            match g.apply(d.seat, action.clone(), &mut events) {
                Ok(()) => applied += 1,
                Err(e) => {
                    eprintln!("seed {seed}: listed action {action:?} refused: {e}");
                    std::process::exit(1);
                }
            }
        }
        if let Some(digest) = &mut digest {
            std::hash::Hasher::write(digest, format!("{:?}|", g.outcome()).as_bytes());
        }
        heap = heap.max(heap_bytes(&g));
        games += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    let cpu = thread_cpu_seconds()
        .zip(cpu_start)
        .map(|(end, start)| end - start);
    report(
        game,
        games,
        applied,
        secs,
        cpu,
        (std::mem::size_of::<G>(), heap),
        digest.map(|d| std::hash::Hasher::finish(&d)),
    );
}

/// Random Summoner Wars games, each with a random faction per seat.
fn summoner_wars(budget: Budget) {
    play(
        "summoner_wars",
        budget,
        &mut Rng::new(0x005a_3e01),
        |seed, rng| {
            let mut faction = || sw::Faction::ALL[rng.below(4) as usize];
            let factions = vec![faction(), faction()];
            SummonerWars::new(seed, 2, sw::Config::factions(factions))
        },
        |a, _, _, _| a,
        SummonerWars::heap_bytes,
    );
}

/// Random Seven Square games, each seat with a random preset or a random valid deck.
fn seven_square(budget: Budget) {
    play(
        "seven_square",
        budget,
        &mut Rng::new(0x0077_5a0a),
        |seed, rng| {
            let mut deck = || {
                let presets = ss::presets::PRESETS;
                match rng.below(presets.len() as u32 + 1) as usize {
                    i if i < presets.len() => presets[i].deck(),
                    _ => ss::testkit::random_deck(rng),
                }
            };
            let decks = vec![deck(), deck()];
            SevenSquare::new(
                seed,
                2,
                ssp::Config {
                    decks,
                    check_deck_rules: true,
                },
            )
        },
        |a, _, _, _| a,
        SevenSquare::heap_bytes,
    );
}

/// Random 幻想梦斗符 games, each with a random valid deck per seat.
fn gensou(budget: Budget) {
    play(
        "gensou",
        budget,
        &mut Rng::new(0x0006_e750),
        |seed, rng| {
            let decks = vec![
                tavern_engine::gensou::testkit::random_deck(rng),
                tavern_engine::gensou::testkit::random_deck(rng),
            ];
            Gensou::new(
                seed,
                2,
                gs::Config {
                    decks,
                    options: gs::Options::default(),
                },
            )
        },
        |a, _, _, _| a,
        Gensou::heap_bytes,
    );
}

/// Random Project Confix games of one setup, with random valid decks.
fn confix(budget: Budget, mode: Mode) {
    play(
        "confix",
        budget,
        &mut Rng::new(0x00c0_0f1c),
        |seed, rng| {
            let config = tavern_engine::confix::testkit::random_config(mode, rng);
            Confix::new(seed, mode.seats(), config)
        },
        |a, _, _, _| a,
        Confix::heap_bytes,
    );
}

/// Random gitcg games with random valid decks from the whole pool.
fn gitcg(budget: Budget, version: GameVersion) {
    play(
        "gitcg",
        budget,
        &mut Rng::new(0x007a_7e52),
        |seed, rng| {
            let config = Config {
                decks: vec![random_deck_at(rng, version), random_deck_at(rng, version)],
                options: Options {
                    rerolls: 1,
                    check_deck_rules: true,
                    version,
                },
            };
            Gitcg::new(seed, 2, config)
        },
        randomize,
        Gitcg::heap_bytes,
    );
}

/// Hand switches and rerolls take any subset: pick a random one.
fn randomize(a: Action, g: &Gitcg, seat: Seat, rng: &mut Rng) -> Action {
    let me = g.player(seat);
    match a {
        Action::SwitchHand { .. } => Action::SwitchHand {
            cards: HandMask(rng.below(1 << me.hand.len()) as u16),
        },
        Action::Reroll { .. } => {
            let mut d = Dice::EMPTY;
            for f in 0..8 {
                d.0[f] = rng.below(me.dice.0[f] as u32 + 1) as u8;
            }
            Action::Reroll { dice: d }
        }
        other => other,
    }
}
