//! Cluster mode (`--redis redis://…` with a `postgres://` database): several Tavern nodes share
//! one PostgreSQL and one Redis, and each match lives on exactly one node at a time.
//!
//! - each node has an id and an advertised address, and holds a lease in Redis (a key with a
//!   time to live, renewed by `lease`), which is how the others know it is alive;
//! - each match has an owner node and an epoch (`ownership`): claiming a match is one atomic
//!   Redis script that also draws the next epoch, and a `Write::Claim` that stores the epoch in
//!   PostgreSQL, whose writer then refuses this node's writes of the match once another node
//!   has claimed it (fencing, `store::postgres::steps`);
//! - when a node's lease expires, the others claim its unfinished matches and rebuild them from
//!   PostgreSQL by replay (`lease`, through `recovery`); a draining node lets its lease go so
//!   that happens at once;
//! - a player whose resume token this node does not know is proxied to the node that owns
//!   their match, over an internal WebSocket (`proxy`), and every node lists every public room
//!   (`directory`);
//! - quick match fills tables of any size from players waiting on any node, made on one node
//!   with the others' sessions moved there (`matchmaking`, `handoff`);
//! - a message that reaches a node no longer running its match is refused as `match_moved`,
//!   which clients answer by reconnecting (`match_lost`, `proxy`);
//! - an account the operator disables is told to every node, which ends its players there
//!   (`disabled`);
//! - `/api/cluster` (admin) shows the nodes, their leases and their matches (`status`).
//!
//! Single-node mode has no `Cluster` at all: none of this runs and nothing costs more.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use dashmap::DashMap;
use redis::aio::ConnectionManager;
use tavern_protocol::wire::{ErrorCode, RoomInfo};

use crate::outbox::Outbox;
use crate::{Config, Shared};

mod directory;
mod disabled;
pub mod handoff;
mod lease;
pub mod matchmaking;
mod ownership;
pub mod proxy;
pub mod status;

pub use directory::{room_closed, room_opened, rooms};
pub use disabled::account_disabled;
pub use lease::spawn;
pub use ownership::{finished, start_owned};

/// The prefix of every Redis key Tavern uses.
const PREFIX: &str = "tavern:";

/// What this node counts, for `/metrics`.
#[derive(Debug, Default)]
pub struct ClusterStats {
    /// Matches this node claimed (new ones and taken-over ones).
    pub claims: AtomicU64,
    /// Matches taken over from a node whose lease expired or that drained.
    pub takeovers: AtomicU64,
    /// Writes the store refused because another node had claimed the match.
    pub stale_writes: AtomicU64,
    /// Sessions proxied to the node owning their match.
    pub proxied: AtomicU64,
    /// Lease renewals that failed (Redis unreachable).
    pub lease_failures: AtomicU64,
}

/// A peer as this node last saw it.
#[derive(Clone, Debug)]
pub struct Peer {
    /// Its advertised internal address.
    pub addr: String,
    /// Whether its lease was alive.
    pub alive: bool,
}

/// This node's part in the cluster.
pub struct Cluster {
    /// This node's id.
    pub node: String,
    /// The address other nodes reach it at (`host:port`).
    pub addr: String,
    /// How long a lease lasts without renewal.
    pub lease: Duration,
    redis: ConnectionManager,
    /// The matches this node owns, with the epoch it claimed each at.
    owned: DashMap<String, u64>,
    /// The peers, as of the last lease check.
    peers: Mutex<HashMap<String, Peer>>,
    /// Public rooms of the other nodes, as of the last lease check.
    remote_rooms: Mutex<Vec<RoomInfo>>,
    /// Figures for `/metrics`.
    pub stats: ClusterStats,
    /// The node let its lease go (drain): it renews it no more.
    left: std::sync::atomic::AtomicBool,
    /// Players of this node's sessions moved to another node, and their relays there.
    relays: DashMap<String, proxy::Upstream>,
    /// Players moved here from another node whose quick match is still to come.
    handed_in: DashMap<String, ()>,
    /// Players of this node waiting in its quick-match queue (listed in Redis, or about to
    /// be), with what it takes to move them to the node that makes their table.
    waiting: DashMap<String, matchmaking::Waiter>,
    /// The secret every node of this cluster shares (kept in Redis), which a node moving a
    /// player here must show.
    secret: String,
}

impl std::fmt::Debug for Cluster {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Cluster")
            .field("node", &self.node)
            .field("addr", &self.addr)
            .field("lease", &self.lease)
            .field("owned", &self.owned.len())
            .finish()
    }
}

/// Why cluster mode could not start.
#[derive(Debug)]
pub struct ClusterError(pub String);

impl std::fmt::Display for ClusterError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "cluster: {}", self.0)
    }
}

impl std::error::Error for ClusterError {}

impl From<redis::RedisError> for ClusterError {
    fn from(e: redis::RedisError) -> Self {
        ClusterError(format!("Redis: {e}"))
    }
}

impl Cluster {
    /// Joins the cluster the configuration names, if it names one: checks that storage is
    /// PostgreSQL, connects to Redis and takes this node's first lease. `None` in single-node
    /// mode.
    /// `bound` is the address the server listens on, advertised unless `--node-addr` says
    /// otherwise.
    pub async fn join(
        config: &Config,
        bound: std::net::SocketAddr,
    ) -> Result<Option<Arc<Cluster>>, ClusterError> {
        let Some(url) = config.redis() else {
            return Ok(None);
        };
        if !matches!(config.storage(), Some(crate::config::Storage::Postgres(_))) {
            return Err(ClusterError(
                "cluster mode (--redis) needs a shared PostgreSQL database: give --db \
                 postgres://… (or TAVERN_DB)"
                    .into(),
            ));
        }
        let client = redis::Client::open(url)?;
        let mut redis = ConnectionManager::new(client).await?;
        // The first node to start draws the cluster's secret; the others read it.
        let secret_key = format!("{PREFIX}secret");
        let _: () = redis::cmd("SET")
            .arg(&secret_key)
            .arg(uuid::Uuid::new_v4().simple().to_string())
            .arg("NX")
            .query_async(&mut redis)
            .await?;
        let secret: String = redis::cmd("GET")
            .arg(&secret_key)
            .query_async(&mut redis)
            .await?;
        let cluster = Arc::new(Cluster {
            node: config.node_id(),
            addr: match config.node_addr.trim() {
                "" => bound.to_string(),
                a => a.to_string(),
            },
            lease: config.lease(),
            redis,
            owned: DashMap::new(),
            peers: Mutex::new(HashMap::new()),
            remote_rooms: Mutex::new(Vec::new()),
            stats: ClusterStats::default(),
            left: std::sync::atomic::AtomicBool::new(false),
            relays: DashMap::new(),
            handed_in: DashMap::new(),
            waiting: DashMap::new(),
            secret,
        });
        cluster.renew(&[]).await?;
        tracing::info!(node = %cluster.node, addr = %cluster.addr,
                       lease_ms = cluster.lease.as_millis() as u64, "joined the cluster");
        Ok(Some(cluster))
    }

    /// A connection to Redis (the manager multiplexes one connection and reconnects).
    fn redis(&self) -> ConnectionManager {
        self.redis.clone()
    }

    /// The matches this node owns and their epochs.
    pub fn owned(&self) -> Vec<(String, u64)> {
        let mut v: Vec<_> = self
            .owned
            .iter()
            .map(|e| (e.key().clone(), *e.value()))
            .collect();
        v.sort();
        v
    }

    /// The peers as of the last lease check.
    pub fn peers(&self) -> HashMap<String, Peer> {
        self.peers.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// Prometheus text for the cluster's figures.
    pub fn render(&self, out: &mut String) {
        let s = &self.stats;
        let figures = [
            (
                "tavern_cluster_claims_total",
                "Matches this node claimed (new and taken over).",
                &s.claims,
            ),
            (
                "tavern_cluster_takeovers_total",
                "Matches taken over from a node that died or drained.",
                &s.takeovers,
            ),
            (
                "tavern_cluster_stale_writes_total",
                "Writes refused because another node had claimed the match (fencing).",
                &s.stale_writes,
            ),
            (
                "tavern_cluster_proxied_sessions_total",
                "Sessions proxied to the node that owns their match.",
                &s.proxied,
            ),
            (
                "tavern_cluster_lease_failures_total",
                "Lease renewals that failed.",
                &s.lease_failures,
            ),
        ];
        for (name, help, value) in figures {
            crate::metrics::metric(
                out,
                name,
                help,
                "counter",
                value.load(Ordering::Relaxed).to_string(),
            );
        }
        crate::metrics::metric(
            out,
            "tavern_cluster_owned_matches",
            "Matches this node owns.",
            "gauge",
            self.owned.len().to_string(),
        );
    }
}

/// A message of a player whose session this node relays to another node (quick match moved
/// them there) goes there: `None` when the player is this node's, else whether the relay took
/// it (see [`proxy::Upstream::forward`]).
pub fn relayed(
    shared: &Shared,
    player: &str,
    text: &str,
) -> Option<Result<(), (ErrorCode, &'static str)>> {
    let relay = shared.cluster.as_ref()?.relays.get(player)?;
    Some(relay.forward(text))
}

/// Forgets the route of a player who leaves this node for good (their resume grace ended)
/// if it points here: a player moved here by another node is routed here by their token
/// (`tavern:homes`), and a route to nobody must not outlive them.
pub fn forgotten(shared: &Shared, player: &str) {
    let (Some(c), Some(p)) = (shared.cluster.clone(), shared.players.get(player)) else {
        return;
    };
    let field = ownership::token_key(&p.token_hash);
    tokio::spawn(async move {
        let dropped: redis::RedisResult<i64> = redis::Script::new(FORGET_HOME)
            .key(ownership::key("homes"))
            .arg(field)
            .arg(&c.node)
            .invoke_async(&mut c.redis())
            .await;
        if let Err(e) = dropped {
            tracing::warn!(error = %e, "a player's route was not removed");
        }
    });
}

/// Removes a home entry if it still names this node. KEYS: the homes. ARGV: token, node.
const FORGET_HOME: &str = r"
if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then
  return redis.call('HDEL', KEYS[1], ARGV[1])
end
return 0
";

/// A match task found that another node claimed its match (its write was refused): this node
/// forgets the match and its players (so their tokens, unknown here now, are proxied to the
/// new owner) and closes their connections so that they reconnect.
pub fn match_lost<'a>(
    shared: &Shared,
    match_id: &str,
    viewers: impl Iterator<Item = &'a Outbox>,
    players: impl Iterator<Item = &'a str>,
) {
    if let Some(c) = &shared.cluster {
        c.owned.remove(match_id);
        c.stats.stale_writes.fetch_add(1, Ordering::Relaxed);
    }
    for o in viewers {
        // Said in words and by code before the connection closes, so that nobody takes the
        // silence for a lost action. 1012, "service restart": the client reconnects, with its
        // token, to any node.
        o.send(&crate::outbox::error(
            ErrorCode::MatchMoved,
            "this match moved to another node: reconnect",
            None,
        ));
        o.close_with(1012, "the match moved to another node: reconnect");
    }
    for p in players {
        shared.players.remove(p);
    }
}
