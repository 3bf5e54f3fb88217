//! Match ownership in Redis: who owns each match and at which epoch.
//!
//! `tavern:owners` maps a match to `"<node> <epoch>"`, `tavern:epochs` holds each match's last
//! epoch, `tavern:tokens` maps a seated player's token hash to their match (for routing). A
//! claim is one Lua script, so it is atomic: it refuses a match whose owner is another node
//! with a live lease, else draws the next epoch and records this node as the owner. The epoch
//! is then stored in PostgreSQL (`Write::Claim`), which fences the previous owner's writes.

use std::sync::atomic::Ordering;
use std::sync::Arc;

use redis::{AsyncCommands, Script};

use super::{Cluster, PREFIX};
use crate::store::Write;
use crate::Shared;

/// Claims a match for `ARGV[2]` unless another node with a live lease owns it; returns the new
/// epoch, or 0 when refused. KEYS: owners, epochs. ARGV: match, node, lease key prefix, and
/// the owner entry the claimer expects (empty for a new match): a takeover claims only what it
/// saw orphaned, so a match that ended or moved since is left alone.
const CLAIM: &str = r"
local cur = redis.call('HGET', KEYS[1], ARGV[1])
if ARGV[4] ~= '' and cur ~= ARGV[4] then
  return 0
end
if cur then
  local owner = string.match(cur, '^(%S+) ')
  if owner and owner ~= ARGV[2] and redis.call('EXISTS', ARGV[3] .. owner) == 1 then
    return 0
  end
end
local epoch = redis.call('HINCRBY', KEYS[2], ARGV[1], 1)
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2] .. ' ' .. epoch)
return epoch
";

/// Forgets a finished match if this node still owns it at this epoch. KEYS: owners, epochs.
/// ARGV: match, `"<node> <epoch>"`.
const RELEASE: &str = r"
if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then
  redis.call('HDEL', KEYS[1], ARGV[1])
  redis.call('HDEL', KEYS[2], ARGV[1])
  return 1
end
return 0
";

/// A Redis key of Tavern's.
pub(super) fn key(name: &str) -> String {
    format!("{PREFIX}{name}")
}

/// The key of a node's lease.
pub(super) fn lease_key(node: &str) -> String {
    format!("{PREFIX}lease:{node}")
}

/// A token hash as text, the way `tavern:tokens` keys it.
pub(super) fn token_key(hash: &[u8; 32]) -> String {
    hash.iter().map(|b| format!("{b:02x}")).collect()
}

/// Parses an owner entry, `"<node> <epoch>"`.
pub(super) fn parse_owner(entry: &str) -> Option<(&str, u64)> {
    let (node, epoch) = entry.split_once(' ')?;
    Some((node, epoch.parse().ok()?))
}

impl Cluster {
    /// Claims `match_id` in Redis; the new epoch, or `None` when a live node owns it or (for a
    /// takeover) its owner entry is no longer `expected`.
    pub(super) async fn claim_in_redis(
        &self,
        match_id: &str,
        expected: Option<&str>,
    ) -> redis::RedisResult<Option<u64>> {
        let epoch: u64 = Script::new(CLAIM)
            .key(key("owners"))
            .key(key("epochs"))
            .arg(match_id)
            .arg(&self.node)
            .arg(lease_key(""))
            .arg(expected.unwrap_or(""))
            .invoke_async(&mut self.redis())
            .await?;
        Ok((epoch > 0).then_some(epoch))
    }

    /// Claims a match and queues its epoch to the store (before anything else this node
    /// writes of it, so its start stores the epoch); records the seated players' tokens for
    /// routing. `false` when it could not be claimed.
    pub(super) async fn claim(&self, shared: &Shared, match_id: &str, tokens: &[[u8; 32]]) -> bool {
        // Marked as this node's before the claim (at epoch 0, "being claimed"), so the watch
        // never takes it for an orphan of an earlier life of this node.
        self.owned.insert(match_id.to_string(), 0);
        let epoch = match self.claim_in_redis(match_id, None).await {
            Ok(Some(e)) => e,
            Ok(None) => {
                self.owned.remove(match_id);
                return false;
            }
            Err(e) => {
                self.owned.remove(match_id);
                tracing::warn!(match_id, error = %e, "claim failed: Redis");
                return false;
            }
        };
        if let Some(store) = &shared.store {
            // Not awaited: the writer stores writes in the order they were queued, so the
            // claim is in before the match's start or next step.
            drop(store.write(Write::Claim {
                match_id: match_id.to_string(),
                node: self.node.clone(),
                epoch,
            }));
        }
        self.owned.insert(match_id.to_string(), epoch);
        self.stats.claims.fetch_add(1, Ordering::Relaxed);
        if !tokens.is_empty() {
            let pairs: Vec<(String, &str)> =
                tokens.iter().map(|t| (token_key(t), match_id)).collect();
            let stored: redis::RedisResult<()> =
                self.redis().hset_multiple(key("tokens"), &pairs).await;
            if let Err(e) = stored {
                tracing::warn!(match_id, error = %e, "players' routes not stored");
            }
        }
        true
    }

    /// Removes this node's ownership of a match at `epoch` from Redis, unless another node
    /// claimed it meanwhile.
    pub(super) async fn release_in_redis(&self, match_id: &str, epoch: u64) {
        let released: redis::RedisResult<i64> = Script::new(RELEASE)
            .key(key("owners"))
            .key(key("epochs"))
            .arg(match_id)
            .arg(format!("{} {epoch}", self.node))
            .invoke_async(&mut self.redis())
            .await;
        if let Err(e) = released {
            tracing::warn!(match_id, error = %e, "release failed: Redis");
        }
    }

    /// A match this node owns ended: it leaves the owners' table (unless another node claimed
    /// it meanwhile) and its players' routes go.
    pub(super) async fn release(&self, match_id: &str, tokens: Vec<[u8; 32]>) {
        let Some(epoch) = self.owned.get(match_id).map(|e| *e.value()) else {
            return;
        };
        // Out of Redis first, then out of `owned`: the other way round, the watch could see a
        // match of this node's that it does not own and take it over again.
        self.release_in_redis(match_id, epoch).await;
        self.owned.remove(match_id);
        let mut redis = self.redis();
        if !tokens.is_empty() {
            let fields: Vec<String> = tokens.iter().map(token_key).collect();
            let _: redis::RedisResult<i64> = redis.hdel(key("tokens"), fields).await;
        }
    }
}

/// A new match is about to start on this node: claims it, then runs `start` (which spawns its
/// task). In single-node mode `start` runs at once.
pub fn start_owned(
    shared: &Arc<Shared>,
    match_id: String,
    tokens: Vec<[u8; 32]>,
    start: impl FnOnce() + Send + 'static,
) {
    let Some(cluster) = shared.cluster.clone() else {
        return start();
    };
    let shared = shared.clone();
    tokio::spawn(async move {
        if cluster.claim(&shared, &match_id, &tokens).await {
            start();
        } else {
            tracing::error!(
                match_id,
                "a new match could not be claimed; it does not start"
            );
        }
    });
}

/// A match ended on this node: in cluster mode, it is released.
pub fn finished(shared: &Shared, match_id: &str, tokens: Vec<[u8; 32]>) {
    if let Some(cluster) = shared.cluster.clone() {
        let match_id = match_id.to_string();
        if cluster.owned.contains_key(&match_id) {
            tokio::spawn(async move { cluster.release(&match_id, tokens).await });
        }
    }
}
