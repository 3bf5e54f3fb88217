//! `tavern-client`: play, run a bot, spectate, or load-test a Tavern server.
//!
//! ```text
//! tavern-client play  --url ws://127.0.0.1:8080/ws --vs-bot
//! tavern-client play  --vs-bot --level search
//! tavern-client play  --vs-bot --game summoner_wars --raw
//! tavern-client play  --vs-bot --game confix --setup two_v_two
//! tavern-client bot   --url ws://127.0.0.1:8080/ws --quick --game confix --seats 4
//! tavern-client spectate --url ws://127.0.0.1:8080/ws --match ID --referee
//! tavern-client swarm --url ws://127.0.0.1:8080/ws --matches 100 --seconds 10 --game gitcg
//! tavern-client swarm --game confix --seats 4
//! tavern-client replay ID --viewer referee
//! ```

use std::io::Write as _;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use clap::{Parser, Subcommand};
use serde_json::Value;
use tavern_client::{Client, ClientError};
use tavern_protocol::wire::{
    suggest_action, ClientMsg, DeckChoice, ErrorCode, GameInfo, RawJson, RoomOptions, ServerMsg,
    SetupInfo, SpectateAs,
};
use tavern_protocol::{BotLevel, EndReason, Outcome, Seat, Viewer};
use tokio::io::{AsyncBufReadExt, BufReader};

mod render;
mod screen;
mod swarm;
mod words;

// See Cargo.toml: the swarm allocates and frees many small values across its threads.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use screen::Screen;

#[derive(Parser)]
#[command(
    name = "tavern-client",
    version,
    about = "A command-line client for Tavern"
)]
struct Cli {
    /// The server's WebSocket URL.
    #[arg(long, global = true, default_value = "ws://127.0.0.1:8080/ws")]
    url: String,
    /// Your display name.
    #[arg(long, global = true, default_value = "player")]
    name: String,
    #[command(subcommand)]
    cmd: Cmd,
}

/// How to find a match.
#[derive(clap::Args, Clone, Debug)]
struct Seek {
    /// Create a room against a server-side bot.
    #[arg(long)]
    vs_bot: bool,
    /// How the server's bots play with `--vs-bot`: `random`, `greedy` (one move ahead) or
    /// `search` (tree search over guesses of what they cannot see).
    #[arg(long, default_value = "search", value_parser = parse_level)]
    level: BotLevel,
    /// Milliseconds the server's bots may think per decision with `--vs-bot` (default: the
    /// server's).
    #[arg(long)]
    bot_think_ms: Option<u32>,
    /// Join a private room by its code.
    #[arg(long)]
    code: Option<String>,
    /// Be paired by quick match.
    #[arg(long)]
    quick: bool,
    /// The game (any the server hosts: `GET /api/games`).
    #[arg(long, default_value = "gitcg")]
    game: String,
    /// The preset deck to play (default: the game's first preset).
    #[arg(long)]
    deck: Option<String>,
    /// The table: the game's first setup with this many seats (`GET /api/games` lists each
    /// game's setups).
    #[arg(long)]
    seats: Option<u8>,
    /// The table: a setup by id (`two_v_two`, …); default: the game's first.
    #[arg(long)]
    setup: Option<String>,
    /// Draw the teams at random when the match starts instead of by seat (a room you create).
    #[arg(long)]
    random_teams: bool,
    /// Play without clocks.
    #[arg(long)]
    no_clock: bool,
    /// Print the server's JSON (views, events, choices) instead of words, for scripts.
    #[arg(long)]
    raw: bool,
}

/// A bot level by its wire name.
fn parse_level(s: &str) -> Result<BotLevel, String> {
    s.parse()
}

#[derive(Subcommand)]
enum Cmd {
    /// Play in the terminal: pick from the numbered legal actions.
    Play(Seek),
    /// Play automatically.
    Bot(Seek),
    /// Watch a running match.
    Spectate {
        /// The match id.
        #[arg(long = "match")]
        match_id: String,
        /// Watch from behind this seat.
        #[arg(long, default_value_t = 0)]
        seat: u8,
        /// Watch in referee view (both hands and dice).
        #[arg(long)]
        referee: bool,
        /// Print the server's JSON instead of words.
        #[arg(long)]
        raw: bool,
    },
    /// Load generator: N concurrent bot matches; prints throughput and latency.
    Swarm(swarm::SwarmArgs),
    /// Step through a finished match (Enter: next step, a number: jump there, q: quit).
    Replay {
        /// The match id.
        id: String,
        /// Whose view: seat0, seat1 or referee.
        #[arg(long, default_value = "referee")]
        viewer: String,
        /// Print every step without waiting.
        #[arg(long)]
        all: bool,
    },
}

#[tokio::main]
async fn main() {
    let cli = Cli::parse();
    let result = match cli.cmd {
        Cmd::Play(seek) => play(&cli.url, &cli.name, seek, true).await,
        Cmd::Bot(seek) => play(&cli.url, &cli.name, seek, false).await,
        Cmd::Spectate {
            match_id,
            seat,
            referee,
            raw,
        } => spectate(&cli.url, &cli.name, match_id, seat, referee, raw).await,
        Cmd::Swarm(args) => swarm::run(&cli.url, args).await,
        Cmd::Replay { id, viewer, all } => replay(&cli.url, &id, &viewer, all).await,
    };
    if let Err(e) = result {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

/// The hosted games, from `GET /api/games`.
pub async fn hosted_games(url: &str) -> Result<Vec<GameInfo>, ClientError> {
    swarm::http_get_json(&swarm::http_base(url), "/api/games")
        .await
        .map_err(ClientError::Http)
}

/// `game` as the server hosts it.
pub async fn hosted_game(url: &str, game: &str) -> Result<GameInfo, ClientError> {
    let games = hosted_games(url).await?;
    let known: Vec<String> = games.iter().map(|g| g.id.clone()).collect();
    games.into_iter().find(|g| g.id == game).ok_or_else(|| {
        ClientError::Http(format!(
            "the server hosts no game {game:?} (it hosts {})",
            known.join(", ")
        ))
    })
}

/// The setup `setup` names among `game`'s, else the first with `seats` seats, else the game's
/// first.
pub fn setup_for(
    game: &GameInfo,
    setup: Option<&str>,
    seats: Option<u8>,
) -> Result<SetupInfo, ClientError> {
    let known = || {
        game.setups
            .iter()
            .map(|s| format!("{} ({} seats)", s.id, s.seats))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let found = match (setup, seats) {
        (Some(id), _) => game.setups.iter().find(|s| s.id == id),
        (None, Some(n)) => game.setups.iter().find(|s| s.seats == n),
        (None, None) => game.setups.first(),
    };
    let found = found.ok_or_else(|| {
        ClientError::Http(format!("{} has no such setup: it has {}", game.id, known()))
    })?;
    if seats.is_some_and(|n| n != found.seats) {
        return Err(ClientError::Http(format!(
            "{} is played by {} seats",
            found.name, found.seats
        )));
    }
    Ok(found.clone())
}

/// The deck to play: the one named, or the game's first preset.
pub async fn deck_for(url: &str, game: &str, named: Option<&str>) -> Result<String, ClientError> {
    if let Some(d) = named {
        return Ok(d.to_string());
    }
    hosted_game(url, game)
        .await?
        .presets
        .into_iter()
        .next()
        .ok_or_else(|| {
            ClientError::Http(format!("{game} has no preset deck; name one with --deck"))
        })
}

/// Finds a match as `seek` says, at `setup`; returns the match id, our seat and the teams.
async fn seek_match(
    c: &mut Client,
    seek: &Seek,
    setup: &SetupInfo,
    preset: String,
) -> Result<(String, Option<Seat>, Vec<u8>), ClientError> {
    let deck = DeckChoice::Preset(preset);
    if seek.quick {
        c.send(&ClientMsg::QuickMatch {
            game: seek.game.clone(),
            deck,
            setup: Some(setup.id.clone()),
            rated: false,
        })
        .await?;
    } else {
        match &seek.code {
            Some(code) => {
                c.send(&ClientMsg::JoinRoom {
                    room: None,
                    code: Some(code.clone()),
                    seat: None,
                })
                .await?
            }
            None => {
                let options = RoomOptions {
                    seats: setup.seats,
                    setup: Some(setup.id.clone()),
                    random_teams: seek.random_teams,
                    public: !seek.vs_bot,
                    // Against the server, every other seat is its bot's.
                    bot_seats: if seek.vs_bot {
                        (1..setup.seats).collect()
                    } else {
                        vec![]
                    },
                    bot_levels: if seek.vs_bot {
                        (1..setup.seats).map(|_| seek.level).collect()
                    } else {
                        vec![]
                    },
                    bot_think_ms: seek.bot_think_ms.unwrap_or(0),
                    clock: if seek.no_clock {
                        None
                    } else {
                        RoomOptions::default().clock
                    },
                    ..RoomOptions::default()
                };
                c.send(&ClientMsg::CreateRoom {
                    game: seek.game.clone(),
                    options,
                })
                .await?;
                let room = c
                    .until(Duration::from_secs(10), |m| match m {
                        ServerMsg::Room { room } => Some(room.clone()),
                        ServerMsg::Error { error, .. } => {
                            eprintln!("error: {}", error.message);
                            None
                        }
                        _ => None,
                    })
                    .await?;
                match &room.code {
                    Some(code) => println!("room {} — join code {code}", room.id),
                    None => println!("room {} (public)", room.id),
                }
            }
        }
        c.send(&ClientMsg::Ready { deck }).await?;
    }
    println!("waiting for the match to start…");
    loop {
        match c.recv().await? {
            ServerMsg::MatchStarted {
                match_id,
                viewer,
                teams,
                ..
            } => return Ok((match_id, viewer.seat(), teams)),
            ServerMsg::Error { error, .. } => {
                return Err(ClientError::Unexpected(Box::new(ServerMsg::Error {
                    error,
                    action_id: None,
                })))
            }
            _ => {}
        }
    }
}

async fn play(url: &str, name: &str, seek: Seek, interactive: bool) -> Result<(), ClientError> {
    let preset = deck_for(url, &seek.game, seek.deck.as_deref()).await?;
    let game = hosted_game(url, &seek.game).await?;
    let setup = setup_for(&game, seek.setup.as_deref(), seek.seats)?;
    let mut c = Client::join(url, name, None).await?;
    println!("connected as {} ({})", name, c.player_id);
    let mut screen = Screen::new(&seek.game, seek.raw);
    if interactive && !seek.raw {
        for msg in screen.learn_names(&mut c, &seek.game).await? {
            if let ServerMsg::Error { error, .. } = msg {
                println!("error: {}", error.message);
            }
        }
    }
    println!("{} with the {preset} deck", seek.game);
    let (match_id, seat, teams) = seek_match(&mut c, &seek, &setup, preset).await?;
    screen.me = seat;
    println!(
        "match {match_id} started ({}){}",
        setup.name,
        words::table(seat, &teams)
    );
    screen.teams = teams;
    let mut stdin = BufReader::new(tokio::io::stdin()).lines();
    let mut counter = 0u64;
    // The whole view is shown when it is ours to decide (and first); while the others play,
    // their events tell what changes.
    let mut shown_once = false;
    let mut spectators = 0;
    // One action in flight at a time: later updates may still list our old decision.
    let mut in_flight: Option<String> = None;
    let mut last_sent: Option<ClientMsg> = None;
    loop {
        let msg = c.recv().await?;
        match msg {
            ServerMsg::Update {
                version,
                view,
                events,
                legal_actions,
                decisions,
                ..
            } => {
                if interactive {
                    let deciding = !legal_actions.is_empty() && in_flight.is_none();
                    screen.update(&view, &events, &decisions, deciding || !shown_once);
                    shown_once = true;
                }
                if legal_actions.is_empty() || in_flight.is_some() {
                    continue;
                }
                let action = if interactive {
                    screen.choices(&legal_actions);
                    print!("your choice (number, empty = suggested): ");
                    let _ = std::io::stdout().flush();
                    let line = stdin.next_line().await.ok().flatten().unwrap_or_default();
                    match line.trim().parse::<usize>() {
                        Ok(i) if i < legal_actions.len() => parse(&legal_actions[i]),
                        _ => suggest_action(&legal_actions)
                            .map(parse)
                            .unwrap_or(Value::Null),
                    }
                } else {
                    suggest_action(&legal_actions)
                        .map(parse)
                        .unwrap_or(Value::Null)
                };
                counter += 1;
                let action_id = format!("a{counter}");
                in_flight = Some(action_id.clone());
                let msg = ClientMsg::Action {
                    match_id: match_id.clone(),
                    version,
                    action_id,
                    action,
                };
                c.send(&msg).await?;
                last_sent = Some(msg);
            }
            // Cluster mode: the match moved to another node and our action (if any) did not
            // count. We connect again with our token and decide afresh from what the new
            // owner shows.
            ServerMsg::ActionResult { error: Some(e), .. } | ServerMsg::Error { error: e, .. }
                if e.code == ErrorCode::MatchMoved =>
            {
                println!("{}", e.message);
                c.resume(url).await?;
                in_flight = None;
            }
            ServerMsg::ActionResult {
                ok,
                error,
                action_id,
                ..
            } => {
                if in_flight.as_deref() == Some(action_id.as_str()) {
                    in_flight = None;
                }
                if let (false, Some(e)) = (ok, error) {
                    println!("refused: {} ({:?})", e.message, e.code);
                }
            }
            ServerMsg::TimedOut { .. } => screen.timed_out(&msg),
            // Our seat is out of a match that goes on: we watch it from there to the end.
            ServerMsg::MatchStarted {
                viewer: Viewer::Spectator { .. },
                ..
            } => println!("your seat is out of the match: you watch the rest from it"),
            ServerMsg::MatchOver { outcome, .. } => {
                println!("match over: {}", describe(&outcome, seat));
                return Ok(());
            }
            // Too fast (a bot in a quick game): nothing was applied; the same action, with
            // the same id so it never counts twice, goes again after a pause.
            ServerMsg::Error { error, .. }
                if error.code == ErrorCode::RateLimited && in_flight.is_some() =>
            {
                tokio::time::sleep(Duration::from_millis(200)).await;
                if let Some(m) = &last_sent {
                    c.send(m).await?;
                }
            }
            ServerMsg::Error { error, .. } => println!("error: {}", error.message),
            ServerMsg::Spectators {
                spectators: list, ..
            } if interactive && list.len() != spectators => {
                spectators = list.len();
                println!("spectators: {spectators}");
            }
            _ => {}
        }
    }
}

async fn spectate(
    url: &str,
    name: &str,
    match_id: String,
    seat: u8,
    referee: bool,
    raw: bool,
) -> Result<(), ClientError> {
    let mut c = Client::join(url, name, None).await?;
    let view = if referee {
        SpectateAs::Referee
    } else {
        SpectateAs::Behind(Seat(seat))
    };
    c.send(&ClientMsg::Spectate { match_id, view }).await?;
    let mut screen = Screen::new("", raw);
    let mut held = std::collections::VecDeque::new();
    loop {
        let msg = match held.pop_front() {
            Some(m) => m,
            None => c.recv().await?,
        };
        match msg {
            ServerMsg::MatchStarted {
                game,
                viewer,
                teams,
                ..
            } => {
                screen = Screen::new(&game, raw);
                screen.me = viewer.seat();
                screen.teams = teams;
                if !raw {
                    held.extend(screen.learn_names(&mut c, &game).await?);
                }
            }
            ServerMsg::Update {
                view,
                events,
                decisions,
                ..
            } => screen.update(&view, &events, &decisions, true),
            ServerMsg::TimedOut { .. } => screen.timed_out(&msg),
            ServerMsg::MatchOver { outcome, .. } => {
                println!("match over: {}", describe(&outcome, None));
                return Ok(());
            }
            ServerMsg::Error { error, .. } => {
                println!("error: {}", error.message);
                return Ok(());
            }
            _ => {}
        }
    }
}

/// Steps through a finished match's replay over HTTP.
async fn replay(url: &str, id: &str, viewer: &str, all: bool) -> Result<(), ClientError> {
    use tavern_protocol::history::{Replay, ReplayFrame};
    let host = swarm::http_base(url);
    let bad = ClientError::Http;
    let r: Replay = swarm::http_get_json(&host, &format!("/api/matches/{id}/replay"))
        .await
        .map_err(bad)?;
    println!(
        "{} · {} · seed {} · {} steps",
        r.id,
        r.game,
        r.seed,
        r.steps.len()
    );
    for p in &r.players {
        println!(
            "  seat {} (team {}): {}{}",
            p.seat.0,
            p.team,
            p.name,
            if p.bot { " (bot)" } else { "" }
        );
    }
    let mut screen = Screen::new(&r.game, false);
    match swarm::http_get_json::<Value>(&host, &format!("/api/games/{}/cards", r.game)).await {
        Ok(cards) => screen.learn(&RawJson::of(&cards)),
        Err(e) => eprintln!("no card list: {e}"),
    }
    screen.me = viewer
        .strip_prefix("seat")
        .and_then(|n| n.parse().ok())
        .map(Seat);
    screen.teams = r.players.iter().map(|p| p.team).collect();
    let total = r.steps.len() as u64;
    let mut step = 0u64;
    let mut lines = BufReader::new(tokio::io::stdin()).lines();
    loop {
        let f: ReplayFrame = swarm::http_get_json(
            &host,
            &format!("/api/matches/{id}/replay?step={step}&viewer={viewer}"),
        )
        .await
        .map_err(bad)?;
        println!("\n=== step {}/{} ===", f.step, f.steps);
        if let Some(p) = &f.played {
            println!(
                "seat {} ({:?}{}): {}",
                p.seat.0,
                p.kind,
                p.decision
                    .map(|d| format!(", {}", words::decision_words(d)))
                    .unwrap_or_default(),
                p.action
                    .as_ref()
                    .map(|a| screen.action(&RawJson::of(a)))
                    .unwrap_or_else(|| "forfeit".into())
            );
        }
        screen.update(&f.view, &f.events, &[], true);
        if let Some(o) = &f.outcome {
            println!("result: {}", describe(o, None));
        }
        if step >= total {
            return Ok(());
        }
        if all {
            step += 1;
            continue;
        }
        print!("[Enter] next · number: jump · q: quit > ");
        let _ = std::io::stdout().flush();
        let Ok(Some(line)) = lines.next_line().await else {
            return Ok(());
        };
        let line = line.trim();
        if line == "q" {
            return Ok(());
        }
        step = match line.parse::<u64>() {
            Ok(n) => n.min(total),
            Err(_) => step + 1,
        };
    }
}

fn parse(v: &RawJson) -> Value {
    serde_json::from_str(v.get()).unwrap_or(Value::Null)
}

/// The result in words, for `me`: where seats play in teams, the winning team and its seats.
fn describe(o: &Outcome, me: Option<Seat>) -> String {
    let (winners, teams, reason) = match o {
        Outcome::Win {
            winners,
            teams,
            reason,
        } => (winners, teams, reason),
        Outcome::Draw { reason } => return format!("a draw ({})", reason_words(*reason)),
        Outcome::AllLose { reason } => {
            return format!("every seat lost ({})", reason_words(*reason))
        }
    };
    let why = reason_words(*reason);
    let seats: Vec<String> = winners.iter().map(|s| s.0.to_string()).collect();
    let who = match (teams.as_slice(), winners.len()) {
        ([team], n) if n > 1 => format!("team {team} (seats {})", seats.join(", ")),
        _ => format!("seat {}", seats.join(", ")),
    };
    match me {
        Some(s) if winners.contains(&s) && winners.len() > 1 => {
            format!("your team won: {who} ({why})")
        }
        Some(s) if winners.contains(&s) => format!("you won ({why})"),
        Some(_) => format!("you lost: {who} won ({why})"),
        None => format!("{who} won ({why})"),
    }
}

/// Why a match ended, in words.
fn reason_words(reason: EndReason) -> &'static str {
    match reason {
        EndReason::Defeat => "the losing side was defeated",
        EndReason::SimultaneousDefeat => "both sides were defeated at once",
        EndReason::RoundLimit => "the round limit was reached",
        EndReason::Forfeit => "a seat forfeited",
        EndReason::Aborted => "an operator aborted the match",
        EndReason::CardVictory => "a card's victory condition was met",
    }
}

/// Counters shared by the swarm's tasks.
pub struct Stats {
    /// Actions acknowledged.
    pub actions: AtomicU64,
    /// Errors seen.
    pub errors: AtomicU64,
    /// Matches finished.
    pub finished: AtomicU64,
    /// Bytes the server sent to the players of finished matches, WebSocket headers included.
    pub bytes: AtomicU64,
    /// The actions applied in those matches.
    pub finished_actions: AtomicU64,
    /// Sampled action→update latencies in microseconds.
    pub latencies: Mutex<Vec<u32>>,
    /// When the run started.
    pub start: Instant,
}

impl Stats {
    /// Fresh counters.
    pub fn new() -> Arc<Stats> {
        Arc::new(Stats {
            actions: AtomicU64::new(0),
            errors: AtomicU64::new(0),
            finished: AtomicU64::new(0),
            bytes: AtomicU64::new(0),
            finished_actions: AtomicU64::new(0),
            latencies: Mutex::new(Vec::new()),
            start: Instant::now(),
        })
    }

    /// Records one action's latency.
    pub fn record(&self, d: Duration) {
        self.actions.fetch_add(1, Ordering::Relaxed);
        if let Ok(mut l) = self.latencies.lock() {
            l.push(d.as_micros().min(u32::MAX as u128) as u32);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_outcome_is_told_in_words_from_each_seat() {
        let won = Outcome::seat_wins(Seat(0), EndReason::Defeat);
        assert_eq!(
            describe(&won, Some(Seat(0))),
            "you won (the losing side was defeated)"
        );
        assert_eq!(
            describe(&won, Some(Seat(1))),
            "you lost: seat 0 won (the losing side was defeated)"
        );
        assert_eq!(
            describe(&won, None),
            "seat 0 won (the losing side was defeated)"
        );
        let draw = Outcome::Draw {
            reason: EndReason::RoundLimit,
        };
        assert_eq!(
            describe(&draw, Some(Seat(0))),
            "a draw (the round limit was reached)"
        );
    }
}
