//! Leases: this node's (renewed every third of its length), and the watch over the others'.
//!
//! `tavern:lease:<node>` holds a node's address and expires unless renewed; `tavern:nodes`
//! lists every node that joined (id to address), so a node whose lease key is gone is known
//! to be dead. At each heartbeat a node renews its lease and its public rooms (`directory`);
//! at each watch, in a task of its own, it takes over the unfinished matches of dead nodes (and its own from an earlier life under the
//! same id): it claims each (one survivor wins each match), rebuilds it from PostgreSQL and
//! runs it. A dead node leaves `tavern:nodes` once none of its matches is left, and with it
//! its quick-match entries and the routes of players moved to it (`matchmaking`).

use std::collections::{HashMap, HashSet};
use std::sync::atomic::Ordering;
use std::sync::Arc;

use futures_util::StreamExt;
use redis::AsyncCommands;

use super::ownership::{key, lease_key, parse_owner};
use super::{Cluster, Peer};
use crate::Shared;

/// Matches one node rebuilds at once while taking over a dead node's: enough to overlap the
/// round trips to PostgreSQL, few enough not to starve the matches it already runs.
const TAKEOVERS_AT_ONCE: usize = 8;

impl Cluster {
    /// Renews this node's lease and publishes its public rooms.
    pub(super) async fn renew(
        &self,
        rooms: &[tavern_protocol::wire::RoomInfo],
    ) -> redis::RedisResult<()> {
        if self.left.load(Ordering::Relaxed) {
            return Ok(());
        }
        let ms = self.lease.as_millis() as u64;
        let rooms = serde_json::to_string(rooms).unwrap_or_else(|_| "[]".into());
        redis::pipe()
            .set(lease_key(&self.node), &self.addr)
            .arg("PX")
            .arg(ms)
            .ignore()
            .hset(key("nodes"), &self.node, &self.addr)
            .ignore()
            .set(super::directory::rooms_key(&self.node), rooms)
            .arg("PX")
            .arg(ms)
            .ignore()
            .query_async(&mut self.redis())
            .await
    }

    /// Lets this node's lease go at once (drain): the others take its matches over at their
    /// next tick instead of after the lease would have run out.
    pub async fn leave(&self) {
        self.left.store(true, Ordering::Relaxed);
        let mut redis = self.redis();
        let gone: redis::RedisResult<()> = redis::pipe()
            .del(lease_key(&self.node))
            .ignore()
            .del(super::directory::rooms_key(&self.node))
            .ignore()
            .query_async(&mut redis)
            .await;
        match gone {
            Ok(()) => tracing::info!(node = %self.node, "left the cluster; peers take over"),
            Err(e) => tracing::warn!(error = %e, "could not let the lease go; it expires"),
        }
    }

    /// Reads every node and whether its lease is alive.
    pub(super) async fn read_peers(&self) -> redis::RedisResult<HashMap<String, Peer>> {
        let mut redis = self.redis();
        let nodes: HashMap<String, String> = redis.hgetall(key("nodes")).await?;
        let mut ids: Vec<&String> = nodes.keys().collect();
        ids.sort();
        let mut pipe = redis::pipe();
        for id in &ids {
            pipe.exists(lease_key(id));
        }
        let alive: Vec<bool> = pipe.query_async(&mut redis).await?;
        Ok(ids
            .into_iter()
            .zip(alive)
            .map(|(id, alive)| {
                (
                    id.clone(),
                    Peer {
                        addr: nodes[id].clone(),
                        alive,
                    },
                )
            })
            .collect())
    }

    /// One heartbeat: renew this node's lease, look at the others, read their rooms. It runs
    /// in a task of its own so that a long round of takeovers never delays a renewal (a node
    /// busy taking over must not look dead itself).
    async fn heartbeat(&self, shared: &Shared) -> redis::RedisResult<()> {
        let rooms = shared.lobby.list(&shared.players, None);
        self.renew(&rooms).await?;
        let peers = self.read_peers().await?;
        *self.peers.lock().unwrap_or_else(|e| e.into_inner()) = peers.clone();
        self.refresh_rooms(&peers).await
    }

    /// One watch: take over what dead nodes left (a few matches at a time), then forget dead
    /// nodes with nothing left.
    async fn watch(self: &Arc<Self>, shared: &Arc<Shared>) -> redis::RedisResult<()> {
        if shared.draining.load(Ordering::Relaxed) {
            return Ok(());
        }
        // Read afresh, not the heartbeat's copy: a peer that drained (let its lease go) is
        // seen at once, so its matches move within a third of a lease.
        let peers = self.read_peers().await?;
        let owners: HashMap<String, String> = self.redis().hgetall(key("owners")).await?;
        let orphans: Vec<(String, String, String)> = owners
            .iter()
            .filter_map(|(match_id, entry)| {
                let (node, _) = parse_owner(entry)?;
                let orphan = if node == self.node {
                    !self.owned.contains_key(match_id)
                } else {
                    peers.get(node).is_none_or(|p| !p.alive)
                };
                orphan.then(|| (match_id.clone(), node.to_string(), entry.clone()))
            })
            .collect();
        let taken: Vec<(String, bool)> = futures_util::stream::iter(orphans)
            .map(|(match_id, node, entry)| async move {
                let done = self.take_over(shared, &match_id, &entry).await;
                (node, done)
            })
            .buffer_unordered(TAKEOVERS_AT_ONCE)
            .collect()
            .await;
        let left: HashSet<String> = taken
            .into_iter()
            .filter(|(_, done)| !done)
            .map(|(node, _)| node)
            .collect();
        // A dead node with nothing left to take over leaves the list.
        for (id, peer) in &peers {
            if !peer.alive && id != &self.node && !left.contains(id) {
                self.forget_waiting(id).await?;
                let _: i64 = self.redis().hdel(key("nodes"), id).await?;
            }
        }
        Ok(())
    }

    /// Claims a match a dead node left (if its owner entry is still `entry`) and runs it here,
    /// rebuilt from PostgreSQL; `false` if it could not be rebuilt.
    async fn take_over(
        self: &Arc<Self>,
        shared: &Arc<Shared>,
        match_id: &str,
        entry: &str,
    ) -> bool {
        let Some(store) = shared.store.clone() else {
            return false;
        };
        let epoch = match self.claim_in_redis(match_id, Some(entry)).await {
            Ok(Some(epoch)) => epoch,
            // Another node claimed it first, or it ended or moved since the watch looked.
            Ok(None) => return true,
            Err(_) => return false,
        };
        // The claim is stored before the match is read, so the read sees every step the old
        // owner stored, and the old owner can store no more.
        let stored = store
            .write(crate::store::Write::Claim {
                match_id: match_id.to_string(),
                node: self.node.clone(),
                epoch,
            })
            .await;
        match stored {
            Ok(Ok(())) => {}
            Ok(Err(e)) => {
                tracing::warn!(match_id, error = %e, "takeover: the claim was not stored");
                return false;
            }
            Err(_) => return false,
        }
        self.owned.insert(match_id.to_string(), epoch);
        self.stats.claims.fetch_add(1, Ordering::Relaxed);
        let id = match_id.to_string();
        let loaded = tokio::task::spawn_blocking(move || store.load(&id)).await;
        let record = match loaded {
            Ok(Ok(Some(m))) if m.status == "running" => m,
            Ok(Ok(_)) => {
                // It ended meanwhile: nothing to run, and nobody need own it.
                self.release_in_redis(match_id, epoch).await;
                self.owned.remove(match_id);
                return true;
            }
            _ => {
                tracing::warn!(match_id, "takeover: the match could not be read");
                self.owned.remove(match_id);
                return false;
            }
        };
        let tokens: Vec<[u8; 32]> = record.seats.iter().filter_map(|s| s.token_hash).collect();
        if !tokens.is_empty() {
            let pairs: Vec<(String, &str)> = tokens
                .iter()
                .map(|t| (super::ownership::token_key(t), match_id))
                .collect();
            let _: redis::RedisResult<()> = self.redis().hset_multiple(key("tokens"), &pairs).await;
        }
        let version = record.version;
        if crate::recovery::resume_one(shared, record).await {
            self.stats.takeovers.fetch_add(1, Ordering::Relaxed);
            tracing::info!(match_id, epoch, version, "match taken over");
        }
        true
    }
}

/// Renews this node's lease, and watches the others', until the server stops: two tasks, each
/// running every third of a lease; a third carries out the quick-match moves other nodes ask.
pub fn spawn(cluster: Arc<Cluster>, shared: Arc<Shared>) {
    let every = cluster.lease / 3;
    {
        let (cluster, shared) = (cluster.clone(), shared.clone());
        every_tick(every, shared.clone(), move || {
            let (cluster, shared) = (cluster.clone(), shared.clone());
            async move {
                if let Err(e) = cluster.heartbeat(&shared).await {
                    cluster.stats.lease_failures.fetch_add(1, Ordering::Relaxed);
                    tracing::warn!(error = %e, "lease renewal failed (Redis)");
                }
            }
        });
    }
    {
        let (cluster, shared) = (cluster.clone(), shared.clone());
        every_tick(super::matchmaking::MOVE_POLL, shared.clone(), move || {
            let (cluster, shared) = (cluster.clone(), shared.clone());
            async move {
                cluster.take_moves(&shared).await;
                cluster.take_disabled(&shared).await;
            }
        });
    }
    every_tick(every, shared.clone(), move || {
        let (cluster, shared) = (cluster.clone(), shared.clone());
        async move {
            if let Err(e) = cluster.watch(&shared).await {
                tracing::warn!(error = %e, "watching the leases failed (Redis)");
            }
        }
    });
}

/// Runs `f` every `every` (a slow run delays the next) until the server stops.
fn every_tick<F, Fut>(every: std::time::Duration, shared: Arc<Shared>, f: F)
where
    F: Fn() -> Fut + Send + 'static,
    Fut: std::future::Future<Output = ()> + Send,
{
    tokio::spawn(async move {
        let mut shutdown = shared.shutdown.clone();
        let mut ticks = tokio::time::interval(every);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = ticks.tick() => {}
                _ = shutdown.wait_for(|&s| s) => return,
            }
            f().await;
        }
    });
}
