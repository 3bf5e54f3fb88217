//! Prometheus metrics in the text exposition format, by Prometheus's conventions: units in the
//! names (`_seconds`, `_bytes`, `_total`), histograms for latencies, the standard `process_*`
//! series ([`process`]), `tavern_build_info`, and every labelled series present from the start
//! at zero (each hosted game's, each error code's).

use std::fmt::Write;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::time::Duration;

use dashmap::DashMap;

pub mod histogram;
pub mod process;

pub use histogram::Histogram;

/// Upper bounds of the action latency buckets, in seconds.
pub const LATENCY_BUCKETS: &[f64] = &[
    0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0,
];

/// Connections dropped because their outbound queue was full (a slow client), counted in this
/// process (the outbox that drops one does not know its server).
pub static SLOW_CLIENT_DROPS: AtomicU64 = AtomicU64::new(0);

/// What one game counts.
#[derive(Debug, Default)]
pub struct GameCounters {
    /// Matches running.
    pub running: AtomicI64,
    /// Matches started (recovered ones not included).
    pub started: AtomicU64,
    /// Matches finished.
    pub finished: AtomicU64,
    /// Actions applied (players', bots' and timeouts).
    pub actions: AtomicU64,
    /// Decisions that timed out.
    pub timeouts: AtomicU64,
    /// Decisions server-side bots made.
    pub bot_decisions: AtomicU64,
}

/// The server's metrics.
#[derive(Debug)]
pub struct Metrics {
    /// Open WebSocket connections.
    pub connections: AtomicI64,
    /// Connections refused: their address already held the most it may.
    pub connections_refused: AtomicU64,
    /// Connections closed for not saying `hello` in time.
    pub connections_without_hello: AtomicU64,
    /// Rooms in the lobby.
    pub rooms: AtomicI64,
    /// Matches rebuilt from storage and resumed (at startup, or taken over in a cluster).
    pub matches_recovered: AtomicU64,
    /// Matches that could not be rebuilt at recovery and were ended as `abandoned`.
    pub matches_abandoned: AtomicU64,
    /// 1 while the server drains before stopping (set from `Shared::draining` when rendered).
    pub draining: AtomicI64,
    /// From receiving an action to having sent every update about it.
    pub action_latency: Histogram,
    games: Vec<(&'static str, GameCounters)>,
    other_game: GameCounters,
    errors: DashMap<&'static str, u64>,
}

impl Default for Metrics {
    fn default() -> Self {
        let games = tavern_engine::GAMES
            .iter()
            .map(|g| (g.id(), GameCounters::default()))
            .collect();
        let errors = DashMap::new();
        for code in tavern_protocol::wire::ErrorCode::ALL {
            errors.insert(code.as_str(), 0);
        }
        Metrics {
            connections: AtomicI64::new(0),
            connections_refused: AtomicU64::new(0),
            connections_without_hello: AtomicU64::new(0),
            rooms: AtomicI64::new(0),
            matches_recovered: AtomicU64::new(0),
            matches_abandoned: AtomicU64::new(0),
            draining: AtomicI64::new(0),
            action_latency: Histogram::new(LATENCY_BUCKETS),
            games,
            other_game: GameCounters::default(),
            errors,
        }
    }
}

impl Metrics {
    /// Records the time from receiving an action to having sent every update about it.
    pub fn observe_action(&self, took: Duration) {
        self.action_latency.observe(took);
    }

    /// Counts an error sent to a client.
    pub fn error(&self, code: &'static str) {
        *self.errors.entry(code).or_insert(0) += 1;
    }

    /// The counters of `game` (a game the server does not host shares one set).
    pub fn game(&self, game: &str) -> &GameCounters {
        self.games
            .iter()
            .find(|(id, _)| *id == game)
            .map_or(&self.other_game, |(_, c)| c)
    }

    /// Matches running, every game together.
    pub fn matches_running(&self) -> i64 {
        self.games
            .iter()
            .map(|(_, c)| c.running.load(Ordering::Relaxed))
            .sum()
    }

    /// The metrics in Prometheus text format.
    pub fn render(&self) -> String {
        let mut s = String::new();
        let g = metric;
        let r = Ordering::Relaxed;
        g(
            &mut s,
            "tavern_connections",
            "Open WebSocket connections.",
            "gauge",
            self.connections.load(r).to_string(),
        );
        g(
            &mut s,
            "tavern_connections_refused_total",
            "WebSocket connections refused: their IP address held the most it may.",
            "counter",
            self.connections_refused.load(r).to_string(),
        );
        g(
            &mut s,
            "tavern_connections_without_hello_total",
            "WebSocket connections closed for not saying hello in time.",
            "counter",
            self.connections_without_hello.load(r).to_string(),
        );
        g(
            &mut s,
            "tavern_slow_client_drops_total",
            "Connections dropped because their outbound queue was full.",
            "counter",
            SLOW_CLIENT_DROPS.load(r).to_string(),
        );
        g(
            &mut s,
            "tavern_rooms",
            "Rooms in the lobby.",
            "gauge",
            self.rooms.load(r).to_string(),
        );
        g(
            &mut s,
            "tavern_draining",
            "1 while the server drains before stopping (no new matches).",
            "gauge",
            self.draining.load(r).to_string(),
        );
        g(
            &mut s,
            "tavern_matches_recovered_total",
            "Matches rebuilt from storage and resumed.",
            "counter",
            self.matches_recovered.load(r).to_string(),
        );
        g(
            &mut s,
            "tavern_matches_abandoned_total",
            "Matches that could not be rebuilt at recovery and were ended as abandoned.",
            "counter",
            self.matches_abandoned.load(r).to_string(),
        );
        type Pick = fn(&GameCounters) -> i64;
        let by_game: [(&str, &str, &str, Pick); 6] = [
            ("tavern_matches_running", "Matches running.", "gauge", |c| {
                c.running.load(Ordering::Relaxed)
            }),
            (
                "tavern_matches_started_total",
                "Matches started (recovered ones not included).",
                "counter",
                |c| c.started.load(Ordering::Relaxed) as i64,
            ),
            (
                "tavern_matches_finished_total",
                "Matches finished.",
                "counter",
                |c| c.finished.load(Ordering::Relaxed) as i64,
            ),
            (
                "tavern_actions_total",
                "Actions applied (players', bots' and timeouts).",
                "counter",
                |c| c.actions.load(Ordering::Relaxed) as i64,
            ),
            (
                "tavern_timeouts_total",
                "Decisions that timed out.",
                "counter",
                |c| c.timeouts.load(Ordering::Relaxed) as i64,
            ),
            (
                "tavern_bot_decisions_total",
                "Decisions server-side bots made.",
                "counter",
                |c| c.bot_decisions.load(Ordering::Relaxed) as i64,
            ),
        ];
        for (name, help, kind, pick) in by_game {
            let _ = writeln!(s, "# HELP {name} {help}\n# TYPE {name} {kind}");
            for (id, c) in &self.games {
                let _ = writeln!(s, "{name}{{game=\"{id}\"}} {}", pick(c));
            }
        }
        self.action_latency.render(
            &mut s,
            "tavern_action_latency_seconds",
            "Time from receiving an action to sending every update about it.",
        );
        let _ = writeln!(
            s,
            "# HELP tavern_errors_total Errors sent to clients, by code.\n# TYPE tavern_errors_total counter"
        );
        let mut errors: Vec<(&str, u64)> =
            self.errors.iter().map(|e| (*e.key(), *e.value())).collect();
        errors.sort();
        for (code, n) in errors {
            let _ = writeln!(s, "tavern_errors_total{{code=\"{code}\"}} {n}");
        }
        s
    }
}

/// `tavern_build_info{version,commit,rules} 1`: what this binary is. `rules` names the hosted
/// games (each with its rules revision once games declare one).
pub fn render_build_info(out: &mut String) {
    let rules: Vec<&str> = tavern_engine::GAMES.iter().map(|g| g.id()).collect();
    let _ = writeln!(
        out,
        "# HELP tavern_build_info The server's version, commit and hosted games' rules.\n# TYPE tavern_build_info gauge\ntavern_build_info{{version=\"{}\",commit=\"{}\",rules=\"{}\"}} 1",
        crate::VERSION,
        crate::COMMIT,
        rules.join(",")
    );
}

/// Appends one metric (help, type and value lines) in Prometheus text format.
pub fn metric(out: &mut String, name: &str, help: &str, kind: &str, value: String) {
    let _ = writeln!(
        out,
        "# HELP {name} {help}\n# TYPE {name} {kind}\n{name} {value}"
    );
}
