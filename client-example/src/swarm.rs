//! The swarm: a load generator. It keeps N matches of bot clients of any hosted game and setup
//! running for S seconds over real WebSockets (one client per seat) and prints actions per
//! second, action→update latency (p50/p99) and the server's resident memory per match (from
//! `/metrics`).

use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};

use clap::Args;
use serde_json::value::RawValue;
use tavern_client::{Client, ClientError};
use tavern_protocol::changes::{root_members, HeldList};
use tavern_protocol::wire::{
    suggest_action, suggest_index, ClientMsg, DeckChoice, RawJson, RoomOptions, ServerMsg,
    UpdateForm,
};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::{deck_for, hosted_game, setup_for, Stats};

/// Swarm settings.
#[derive(Args, Clone, Debug)]
pub struct SwarmArgs {
    /// Concurrent matches.
    #[arg(long, default_value_t = 50)]
    pub matches: usize,
    /// How long to run.
    #[arg(long, default_value_t = 10.0)]
    pub seconds: f64,
    /// Milliseconds each bot waits before acting (0: as fast as possible).
    #[arg(long, default_value_t = 0)]
    pub think_ms: u64,
    /// The game (any the server hosts: `GET /api/games`).
    #[arg(long, default_value = "gitcg")]
    pub game: String,
    /// The preset deck every seat plays (default: the game's first preset).
    #[arg(long)]
    pub deck: Option<String>,
    /// The table: the game's first setup with this many seats.
    #[arg(long)]
    pub seats: Option<u8>,
    /// The table: a setup by id (`two_v_two`, …); default: the game's first.
    #[arg(long)]
    pub setup: Option<String>,
    /// The game version every match is played at (gitcg: `5.3` or `5.8`; default: the
    /// game's newest, `versions` in `GET /api/games`).
    #[arg(long)]
    pub version: Option<String>,
    /// Matches started per second while ramping up (0: all at once).
    #[arg(long, default_value_t = 0)]
    pub ramp_per_sec: u64,
    /// Also print a line every this many seconds with that interval's finished matches and
    /// actions per second, and at the end how the last full interval compares with the first
    /// (a soak: does the server hold its first minute's throughput?). 0: no interval lines.
    #[arg(long, default_value_t = 0.0)]
    pub report_every: f64,
    /// Take every update whole instead of as changes (to compare the bytes on the wire).
    #[arg(long)]
    pub full_updates: bool,
    /// `host:port` of the server's admin listener (`--admin-addr`), where its `/metrics` gives
    /// its resident memory. Empty: the WebSocket URL's host (a server older than the admin
    /// listener), else no memory figure.
    #[arg(long, default_value = "")]
    pub metrics_addr: String,
}

/// Prints one line per `every` seconds until `deadline`: finished matches and actions per second
/// in that interval. Returns each full interval's finished matches per second.
async fn report_intervals(stats: Arc<Stats>, every: f64, deadline: Instant) -> Vec<f64> {
    let mut rates = Vec::new();
    let period = Duration::from_secs_f64(every);
    let (mut finished, mut actions) = (0u64, 0u64);
    let mut at = Instant::now();
    while at + period <= deadline {
        tokio::time::sleep_until((at + period).into()).await;
        let secs = at.elapsed().as_secs_f64();
        at = Instant::now();
        let (f, a) = (
            stats.finished.load(Ordering::Relaxed),
            stats.actions.load(Ordering::Relaxed),
        );
        let rate = (f - finished) as f64 / secs;
        println!(
            "interval={} at_secs={:.0} finished_matches_per_sec={rate:.1} actions_per_sec={:.0}",
            rates.len() + 1,
            stats.start.elapsed().as_secs_f64(),
            (a - actions) as f64 / secs,
        );
        rates.push(rate);
        (finished, actions) = (f, a);
    }
    rates
}

/// Runs the swarm and prints its figures.
pub async fn run(url: &str, mut args: SwarmArgs) -> Result<(), ClientError> {
    let game = hosted_game(url, &args.game).await?;
    let setup = setup_for(&game, args.setup.as_deref(), args.seats)?;
    let seats = setup.seats;
    args.setup = Some(setup.id);
    if let Some(v) = &args.version {
        if !game.versions.contains(v) {
            return Err(ClientError::Http(format!(
                "{} has no version {v:?} (it offers {})",
                game.id,
                game.versions.join(", ")
            )));
        }
    }
    args.deck = Some(deck_for(url, &args.game, args.deck.as_deref()).await?);
    let http = match args.metrics_addr.trim() {
        "" => http_base(url),
        addr => addr.to_string(),
    };
    let base_rss = server_rss(&http).await;
    let stats = Stats::new();
    let deadline = Instant::now() + Duration::from_secs_f64(args.seconds);
    let mut tasks = Vec::new();
    for i in 0..args.matches {
        let url = url.to_string();
        let stats = stats.clone();
        let task_args = args.clone();
        tasks.push(tokio::spawn(async move {
            let args = task_args;
            while Instant::now() < deadline {
                if let Err(e) = one_match(&url, i, seats, &args, &stats, deadline).await {
                    stats.errors.fetch_add(1, Ordering::Relaxed);
                    eprintln!("match {i}: {e}");
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
            }
        }));
        if args.ramp_per_sec > 0 {
            tokio::time::sleep(Duration::from_secs_f64(1.0 / args.ramp_per_sec as f64)).await;
        }
    }
    let intervals = (args.report_every > 0.0)
        .then(|| tokio::spawn(report_intervals(stats.clone(), args.report_every, deadline)));
    // Memory is read while every match is open.
    tokio::time::sleep(deadline.saturating_duration_since(Instant::now()) / 2).await;
    let peak_rss = server_rss(&http).await;
    for t in tasks {
        let _ = t.await;
    }
    if let Some(intervals) = intervals {
        let rates = intervals.await.unwrap_or_default();
        if let (Some(first), Some(last)) = (rates.first(), rates.last()) {
            let held = if *first > 0.0 { last / first } else { 0.0 };
            println!(
                "first_interval_finished_per_sec={first:.1} last_interval_finished_per_sec={last:.1} last_over_first={held:.3} intervals={}",
                rates.len()
            );
        }
    }
    let secs = stats.start.elapsed().as_secs_f64();
    let mut lat = stats
        .latencies
        .lock()
        .map(|l| l.clone())
        .unwrap_or_default();
    lat.sort_unstable();
    let pct = |p: f64| -> f64 {
        if lat.is_empty() {
            return 0.0;
        }
        let i = ((lat.len() as f64 - 1.0) * p).round() as usize;
        lat[i] as f64 / 1000.0
    };
    let kib = match (base_rss, peak_rss) {
        (Some(b), Some(p)) if args.matches > 0 => {
            (p.saturating_sub(b) / 1024) / args.matches as u64
        }
        _ => 0,
    };
    let actions = stats.actions.load(Ordering::Relaxed);
    let finished = stats.finished.load(Ordering::Relaxed);
    println!("finished_matches={finished} actions={actions} seconds={secs:.1}");
    // Bytes per applied action, over finished matches only (each counted from its start).
    let (bytes, finished_actions) = (
        stats.bytes.load(Ordering::Relaxed),
        stats.finished_actions.load(Ordering::Relaxed),
    );
    if finished_actions > 0 {
        println!(
            "updates={} bytes_per_action={:.0} (everything the server sent the seats of {finished} finished matches, WebSocket headers included, over their {finished_actions} applied actions)",
            if args.full_updates { "full" } else { "changes" },
            bytes as f64 / finished_actions as f64
        );
    }
    println!(
        "matches={} actions_per_sec={:.0} p50_ms={:.2} p99_ms={:.2} server_kib_per_match={kib} errors={}",
        args.matches,
        actions as f64 / secs,
        pct(0.50),
        pct(0.99),
        stats.errors.load(Ordering::Relaxed)
    );
    Ok(())
}

/// One match of bot clients, one per seat of the setup: the first creates a private room
/// without clocks, the others join it by its code.
async fn one_match(
    url: &str,
    i: usize,
    seats: u8,
    args: &SwarmArgs,
    stats: &Arc<Stats>,
    deadline: Instant,
) -> Result<(), ClientError> {
    let mut clients = Vec::with_capacity(seats as usize);
    let form = if args.full_updates {
        UpdateForm::Full
    } else {
        UpdateForm::Changes
    };
    for s in 0..seats {
        let name = format!("swarm-{i}-{s}");
        clients.push(Client::join_taking(url, &name, None, form).await?);
    }
    let Some((host, guests)) = clients.split_first_mut() else {
        return Ok(());
    };
    host.send(&ClientMsg::CreateRoom {
        game: args.game.clone(),
        options: RoomOptions {
            seats,
            setup: args.setup.clone(),
            public: false,
            clock: None,
            version: args.version.clone(),
            ..RoomOptions::default()
        },
    })
    .await?;
    let code = host
        .until(Duration::from_secs(10), |m| match m {
            ServerMsg::Room { room } => room.code.clone(),
            _ => None,
        })
        .await?;
    for g in guests.iter_mut() {
        g.send(&ClientMsg::JoinRoom {
            room: None,
            code: Some(code.clone()),
            seat: None,
        })
        .await?;
    }
    let deck = DeckChoice::Preset(args.deck.clone().unwrap_or_default());
    for c in clients.iter_mut() {
        c.send(&ClientMsg::Ready { deck: deck.clone() }).await?;
    }
    let think = Duration::from_millis(args.think_ms);
    let bots: Vec<_> = clients
        .into_iter()
        .map(|c| tokio::spawn(play_bot(c, url.to_string(), stats.clone(), think, deadline)))
        .collect();
    let (mut bytes, mut last_version) = (0, None);
    for bot in bots {
        let (b, v) = bot
            .await
            .map_err(|e| ClientError::Http(format!("bot task: {e}")))??;
        bytes += b;
        last_version = last_version.or(v);
    }
    stats.finished.fetch_add(1, Ordering::Relaxed);
    if let Some(v) = last_version {
        stats.bytes.fetch_add(bytes, Ordering::Relaxed);
        stats.finished_actions.fetch_add(v, Ordering::Relaxed);
    }
    Ok(())
}

/// The few fields of a server message the swarm reads, as texts: the rest (the view, the
/// events) is skipped by the scanner, not parsed.
#[derive(Default)]
struct Light<'a> {
    kind: &'a str,
    match_id: Option<&'a str>,
    version: Option<u64>,
    /// A whole update's legal actions (a list's text).
    legal_actions: Option<&'a str>,
    /// `update_changes`: the version they apply to, and the changes.
    base: Option<u64>,
    changes: Option<&'a str>,
    action_id: Option<&'a str>,
    ok: Option<bool>,
    code: Option<&'a str>,
    /// An action result's error code.
    error_code: Option<&'a str>,
}

impl<'a> Light<'a> {
    /// Reads a server message; `None` when it is not a JSON object with a `type`.
    fn read(text: &'a str) -> Option<Light<'a>> {
        let mut m = Light::default();
        // A string member: the server writes none of these with escapes.
        let plain = |v: &'a str| {
            v.strip_prefix('"')?
                .strip_suffix('"')
                .filter(|s| !s.contains('\\'))
        };
        root_members(text, |key, value| match key {
            "type" => m.kind = plain(value).unwrap_or(""),
            "match_id" => m.match_id = plain(value),
            "version" => m.version = value.parse().ok(),
            "legal_actions" => m.legal_actions = Some(value),
            "base" => m.base = value.parse().ok(),
            "changes" => m.changes = Some(value),
            "action_id" => m.action_id = plain(value),
            "ok" => m.ok = value.parse().ok(),
            "code" => m.code = plain(value),
            "error" => {
                m.error_code = serde_json::from_str::<LightError<'_>>(value)
                    .ok()
                    .map(|e| e.code)
            }
            _ => {}
        })
        .ok()?;
        (!m.kind.is_empty()).then_some(m)
    }
}

/// The code of an action result's error.
#[derive(serde::Deserialize)]
struct LightError<'a> {
    #[serde(borrow)]
    code: &'a str,
}

/// The legal actions a bot keeps when it takes updates as changes (it keeps nothing else of
/// the state), as the texts the server wrote, and the version they are from.
struct HeldLegal {
    /// This bot takes changes (else nothing is kept).
    keep: bool,
    version: Option<u64>,
    legal: HeldList,
}

impl HeldLegal {
    /// The action the bot takes among the legal actions an update or an `update_changes`
    /// lists (none: nothing to decide), keeping those actions for the next changes; `None`
    /// when changes do not fit what is kept (the state must be asked for again).
    fn take(&mut self, msg: &Light<'_>) -> Option<Option<serde_json::Value>> {
        let version = msg.version.unwrap_or(0);
        match msg.kind {
            "update" => {
                let list: Vec<&RawValue> =
                    serde_json::from_str(msg.legal_actions.unwrap_or("[]")).ok()?;
                let legal: Vec<RawJson> = list.iter().map(RawJson::of).collect();
                if self.keep {
                    self.legal.whole(list.iter().map(|a| Box::from(a.get())));
                    self.version = Some(version);
                }
                Some(suggest_action(&legal).and_then(|a| a.parse().ok()))
            }
            _ => {
                if self.version.is_none() || self.version != msg.base {
                    return None;
                }
                self.version = None;
                self.legal.apply(msg.changes?).ok()?;
                self.version = Some(version);
                // Only the chosen action is read whole.
                let list = self.legal.elements();
                let tags = list.iter().map(|a| a.tag("action"));
                match suggest_index(tags) {
                    Some(i) => Some(Some(list[i].value().ok()?)),
                    None => Some(None),
                }
            }
        }
    }
}

/// The result of the action in flight (an `action_result`, or an `update_changes` that
/// carries its id): once accepted, the action is timed until the update of its version.
fn take_result(
    sent: &mut Option<(String, Instant)>,
    shown_at: &mut Option<(u64, Instant)>,
    stats: &Stats,
    msg: &Light<'_>,
) {
    if let Some((id, at)) = sent.take() {
        let ok = msg.ok.unwrap_or(msg.kind == "update_changes");
        if Some(id.as_str()) == msg.action_id && ok {
            *shown_at = Some((msg.version.unwrap_or(0), at));
        } else if !ok {
            stats.errors.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// Plays until the match ends (or the run's deadline passes), timing each action from sending
/// it to receiving the update that shows it. Returns the bytes the server sent this seat and,
/// when the match ended, its last version.
async fn play_bot(
    mut c: Client,
    url: String,
    stats: Arc<Stats>,
    think: Duration,
    deadline: Instant,
) -> Result<(u64, Option<u64>), ClientError> {
    let mut held = HeldLegal {
        keep: c.updates == UpdateForm::Changes,
        version: None,
        legal: HeldList::new("legal_actions"),
    };
    // The action in flight (id, sent at), then the version whose update shows it.
    let mut sent: Option<(String, Instant)> = None;
    // The last action sent, to send again if the server asks us to slow down.
    let mut last: Option<ClientMsg> = None;
    let mut shown_at: Option<(u64, Instant)> = None;
    let mut counter = 0u64;
    // The match, from its last whole update (`update_changes` carry no id).
    let mut match_id = String::new();
    loop {
        if Instant::now() > deadline + Duration::from_secs(5) {
            let bytes = c.bytes_received;
            c.close().await;
            return Ok((bytes, None));
        }
        let text = tokio::time::timeout(Duration::from_secs(30), c.recv_text())
            .await
            .map_err(|_| ClientError::Timeout)??;
        let Some(msg) = Light::read(&text) else {
            return Err(ClientError::Decode(serde::de::Error::custom(
                "not a server message",
            )));
        };
        match msg.kind {
            "update" | "update_changes" => {
                let version = msg.version.unwrap_or(0);
                if let Some(id) = msg.match_id {
                    match_id = id.to_string();
                }
                if msg.kind == "update_changes" && msg.action_id.is_some() {
                    // Our accepted action's result, carried by the update it made.
                    take_result(&mut sent, &mut shown_at, &stats, &msg);
                }
                let Some(choice) = held.take(&msg) else {
                    // Changes that do not fit what is kept: ask for the state again.
                    stats.errors.fetch_add(1, Ordering::Relaxed);
                    let match_id = match_id.clone();
                    c.send(&ClientMsg::Resync { match_id }).await?;
                    continue;
                };
                if let Some((v, at)) = shown_at {
                    if version >= v {
                        stats.record(at.elapsed());
                        shown_at = None;
                    }
                }
                let Some(action) = choice else {
                    continue;
                };
                if sent.is_some() || shown_at.is_some() {
                    continue;
                }
                if Instant::now() > deadline {
                    c.send(&ClientMsg::Leave).await?;
                    let bytes = c.bytes_received;
                    c.close().await;
                    return Ok((bytes, None));
                }
                if !think.is_zero() {
                    tokio::time::sleep(think).await;
                }
                counter += 1;
                let action_id = counter.to_string();
                sent = Some((action_id.clone(), Instant::now()));
                let m = ClientMsg::Action {
                    match_id: match_id.clone(),
                    version,
                    action_id,
                    action,
                };
                c.send(&m).await?;
                last = Some(m);
            }
            "action_result" => {
                if msg.error_code == Some("match_moved") {
                    sent = None;
                    c.resume(&url).await?;
                    continue;
                }
                take_result(&mut sent, &mut shown_at, &stats, &msg);
            }
            "match_over" => {
                let bytes = c.bytes_received;
                c.close().await;
                return Ok((bytes, msg.version));
            }
            // Cluster mode: the match moved to another node, and the action in flight did
            // not count: connect again with the token and decide from the update shown then.
            "error" if msg.code == Some("match_moved") => {
                sent = None;
                c.resume(&url).await?;
            }
            "error" => {
                stats.errors.fetch_add(1, Ordering::Relaxed);
                // Rate limited: nothing was applied, and no update will come; the same action
                // (same id, so never applied twice) goes again after a pause.
                if msg.code == Some("rate_limited") && sent.is_some() {
                    if let Some(m) = &last {
                        tokio::time::sleep(Duration::from_millis(100)).await;
                        c.send(m).await?;
                    }
                }
            }
            _ => {}
        }
    }
}

/// `ws://host:port/ws` → `host:port`.
/// `host:port` of a `ws://host:port/ws` URL.
pub fn http_base(url: &str) -> String {
    let rest = url.trim_start_matches("ws://").trim_start_matches("wss://");
    rest.split('/').next().unwrap_or(rest).to_string()
}

/// The server's resident memory from its `/metrics` (a plain HTTP/1.1 GET).
async fn server_rss(host: &str) -> Option<u64> {
    let mut s = tokio::net::TcpStream::connect(host).await.ok()?;
    let req = format!("GET /metrics HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n");
    s.write_all(req.as_bytes()).await.ok()?;
    let mut body = String::new();
    s.read_to_string(&mut body).await.ok()?;
    body.lines()
        .find(|l| {
            // The standard name, or the one servers before it used.
            l.starts_with("process_resident_memory_bytes ")
                || l.starts_with("tavern_process_resident_bytes ")
        })
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
}

/// `GET path` over plain HTTP/1.1, parsed as JSON; a non-200 answer is an error with its body.
pub async fn http_get_json<T: serde::de::DeserializeOwned>(
    host: &str,
    path: &str,
) -> Result<T, String> {
    let mut s = tokio::net::TcpStream::connect(host)
        .await
        .map_err(|e| format!("connect {host}: {e}"))?;
    let req = format!("GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n");
    s.write_all(req.as_bytes())
        .await
        .map_err(|e| e.to_string())?;
    let mut text = String::new();
    s.read_to_string(&mut text)
        .await
        .map_err(|e| e.to_string())?;
    let (head, body) = text.split_once("\r\n\r\n").ok_or("not an HTTP answer")?;
    let status = head.split_whitespace().nth(1).unwrap_or("?");
    if status != "200" {
        return Err(format!("GET {path}: {status} {body}"));
    }
    serde_json::from_str(body).map_err(|e| format!("GET {path}: {e}"))
}
