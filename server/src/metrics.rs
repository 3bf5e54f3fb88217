//! Prometheus metrics in the text exposition format: counters and gauges as atomics, one
//! latency histogram, errors by code.

use std::fmt::Write;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::time::Duration;

use dashmap::DashMap;

/// Upper bounds of the action latency buckets, in seconds.
const BUCKETS: [f64; 12] = [
    0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0,
];

/// The server's metrics.
#[derive(Debug, Default)]
pub struct Metrics {
    /// Open WebSocket connections.
    pub connections: AtomicI64,
    /// Connections refused: their address already held the most it may.
    pub connections_refused: AtomicU64,
    /// Connections closed for not saying `hello` in time.
    pub connections_without_hello: AtomicU64,
    /// Rooms in the lobby.
    pub rooms: AtomicI64,
    /// Matches running.
    pub matches: AtomicI64,
    /// Actions applied (including timeouts and bots).
    pub actions: AtomicU64,
    /// Decisions that timed out.
    pub timeouts: AtomicU64,
    /// Matches finished.
    pub matches_finished: AtomicU64,
    /// 1 while the server drains before stopping (set from `Shared::draining` when rendered).
    pub draining: AtomicI64,
    buckets: [AtomicU64; BUCKETS.len()],
    latency_count: AtomicU64,
    latency_sum_ns: AtomicU64,
    errors: DashMap<&'static str, u64>,
}

impl Metrics {
    /// Records the time from receiving an action to having sent every update about it.
    pub fn observe_action(&self, took: Duration) {
        let s = took.as_secs_f64();
        for (i, b) in BUCKETS.iter().enumerate() {
            if s <= *b {
                self.buckets[i].fetch_add(1, Ordering::Relaxed);
            }
        }
        self.latency_count.fetch_add(1, Ordering::Relaxed);
        self.latency_sum_ns
            .fetch_add(took.as_nanos() as u64, Ordering::Relaxed);
    }

    /// Counts an error sent to a client.
    pub fn error(&self, code: &'static str) {
        *self.errors.entry(code).or_insert(0) += 1;
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
            "tavern_rooms",
            "Rooms in the lobby.",
            "gauge",
            self.rooms.load(r).to_string(),
        );
        g(
            &mut s,
            "tavern_matches_running",
            "Matches running.",
            "gauge",
            self.matches.load(r).to_string(),
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
            "tavern_matches_finished_total",
            "Matches finished.",
            "counter",
            self.matches_finished.load(r).to_string(),
        );
        g(
            &mut s,
            "tavern_actions_total",
            "Actions applied.",
            "counter",
            self.actions.load(r).to_string(),
        );
        g(
            &mut s,
            "tavern_timeouts_total",
            "Decisions that timed out.",
            "counter",
            self.timeouts.load(r).to_string(),
        );
        let _ = writeln!(s, "# HELP tavern_action_latency_seconds Time from receiving an action to sending every update about it.");
        let _ = writeln!(s, "# TYPE tavern_action_latency_seconds histogram");
        for (i, b) in BUCKETS.iter().enumerate() {
            let _ = writeln!(
                s,
                "tavern_action_latency_seconds_bucket{{le=\"{b}\"}} {}",
                self.buckets[i].load(r)
            );
        }
        let count = self.latency_count.load(r);
        let _ = writeln!(
            s,
            "tavern_action_latency_seconds_bucket{{le=\"+Inf\"}} {count}"
        );
        let _ = writeln!(
            s,
            "tavern_action_latency_seconds_sum {}",
            self.latency_sum_ns.load(r) as f64 / 1e9
        );
        let _ = writeln!(s, "tavern_action_latency_seconds_count {count}");
        if let Some(rss) = resident_bytes() {
            g(
                &mut s,
                "tavern_process_resident_bytes",
                "Resident memory of the process.",
                "gauge",
                rss.to_string(),
            );
        }
        let _ = writeln!(
            s,
            "# HELP tavern_errors_total Errors sent to clients, by code."
        );
        let _ = writeln!(s, "# TYPE tavern_errors_total counter");
        let mut errors: Vec<(&str, u64)> =
            self.errors.iter().map(|e| (*e.key(), *e.value())).collect();
        errors.sort();
        for (code, n) in errors {
            let _ = writeln!(s, "tavern_errors_total{{code=\"{code}\"}} {n}");
        }
        s
    }
}

/// Appends one metric (help, type and value lines) in Prometheus text format.
pub fn metric(out: &mut String, name: &str, help: &str, kind: &str, value: String) {
    let _ = writeln!(
        out,
        "# HELP {name} {help}\n# TYPE {name} {kind}\n{name} {value}"
    );
}

/// The process's resident memory, from `/proc/self/statm` (Linux).
pub fn resident_bytes() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096)
}
