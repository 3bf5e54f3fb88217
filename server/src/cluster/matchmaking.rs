//! Quick match across nodes. `tavern:queue:<game>:<setup>` lists who waits where, as
//! `"<node> <player>"`, the longest waiting first. A node asked for a two-seat quick match runs
//! one script that takes the first entry of another live node (dropping dead nodes' entries on
//! the way) or, when there is none, lists its own player: one atomic step, so two nodes never
//! take the same waiting player. A player who found someone moves to that node (`handoff`)
//! and quick-matches there, in its local queue, with whoever waits; one who found nobody waits
//! in this node's local queue as in single-node mode. A node that groups players of its local
//! queue takes their entries out.
//!
//! Setups of more than two seats are matched within one node.

use std::sync::Arc;

use redis::Script;
use serde_json::Value;
use tavern_protocol::wire::ClientMsg;

use super::handoff::Moving;
use super::ownership::lease_key;
use super::{Cluster, PREFIX};
use crate::lobby::LobbyError;
use crate::outbox::{error, Outbox};
use crate::Shared;

/// Takes the first entry of another live node, or lists `ARGV[1]` (once) and returns nothing.
/// KEYS: the queue. ARGV: this entry, this node, the lease key prefix, `"1"` to list only.
const POP_OR_LIST: &str = r"
if ARGV[4] ~= '1' then
  local entries = redis.call('LRANGE', KEYS[1], 0, -1)
  for _, e in ipairs(entries) do
    local node = string.match(e, '^(%S+) ')
    if node and node ~= ARGV[2] then
      redis.call('LREM', KEYS[1], 1, e)
      if redis.call('EXISTS', ARGV[3] .. node) == 1 then
        return e
      end
    end
  end
end
redis.call('LREM', KEYS[1], 0, ARGV[1])
redis.call('RPUSH', KEYS[1], ARGV[1])
return false
";

/// The Redis list of one game and setup's waiting players.
fn queue_key(game: &str, setup: &str) -> String {
    format!("{PREFIX}queue:{game}:{setup}")
}

/// A quick-match request, as the session got it.
pub struct Request<'a> {
    /// The player's id.
    pub player: &'a str,
    /// Their name.
    pub name: &'a str,
    /// Their resume token (to move them to another node).
    pub token: &'a str,
    /// Their connection.
    pub outbox: &'a Outbox,
    /// The message, to pass on when the player moves.
    pub msg: ClientMsg,
    /// The deck, resolved.
    pub deck: Value,
}

impl Cluster {
    /// Runs the script: `Some(node)` of a player to meet there, `None` when listed here.
    async fn pop_or_list(
        &self,
        queue: &str,
        player: &str,
        list_only: bool,
    ) -> redis::RedisResult<Option<String>> {
        let taken: Option<String> = Script::new(POP_OR_LIST)
            .key(queue)
            .arg(format!("{} {player}", self.node))
            .arg(&self.node)
            .arg(lease_key(""))
            .arg(if list_only { "1" } else { "0" })
            .invoke_async(&mut self.redis())
            .await?;
        Ok(taken.and_then(|e| e.split_once(' ').map(|(n, _)| n.to_string())))
    }
}

/// A quick match in cluster mode: `None` when it is this node's alone (single-node mode, a
/// setup of more than two seats), for the caller to queue locally; otherwise the request is
/// on its way (its errors are sent to the player).
pub fn quick_match(
    shared: &Arc<Shared>,
    game: &str,
    setup: Option<&str>,
    req: Request<'_>,
) -> Option<Result<(), LobbyError>> {
    let cluster = shared.cluster.clone()?;
    let (setup, seats) = match crate::lobby::Lobby::queue_of(game, setup) {
        Ok(s) => s,
        Err(e) => return Some(Err(e)),
    };
    if seats != 2
        || shared
            .players
            .get(req.player)
            .is_some_and(|p| p.room.is_some())
    {
        return None;
    }
    let queue = queue_key(game, &setup);
    if cluster.handed_in.remove(req.player).is_some() {
        // Moved here to meet someone: matched here, and listed if that one is gone.
        let result =
            shared
                .lobby
                .quick_match(shared, req.player, req.name, game, Some(&setup), req.deck);
        if result.is_ok()
            && shared
                .players
                .get(req.player)
                .is_some_and(|p| p.room.is_none())
        {
            let player = req.player.to_string();
            tokio::spawn(async move {
                let _ = cluster.pop_or_list(&queue, &player, true).await;
            });
        }
        return Some(result);
    }
    let shared = shared.clone();
    let (player, name, token) = (
        req.player.to_string(),
        req.name.to_string(),
        req.token.to_string(),
    );
    let outbox = req.outbox.clone();
    let msg = serde_json::to_string(&req.msg).unwrap_or_default();
    let (game, deck) = (game.to_string(), req.deck);
    tokio::spawn(async move {
        let found = cluster.pop_or_list(&queue, &player, false).await;
        if let Ok(Some(node)) = found {
            let who = Moving {
                player: &player,
                name: &name,
                token: &token,
                outbox: &outbox,
            };
            cluster.move_to(&shared, who, &node, vec![msg], true);
            return;
        }
        if let Err(e) = found {
            tracing::warn!(error = %e, "quick match: Redis; matching on this node only");
        }
        let queued = shared
            .lobby
            .quick_match(&shared, &player, &name, &game, Some(&setup), deck);
        if let Err((code, why)) = queued {
            outbox.send(&error(code, why, None));
        }
    });
    Some(Ok(()))
}

/// Players of this node's queue were grouped: their entries leave the shared queue.
pub fn grouped(shared: &Shared, game: &str, setup: &str, players: &[String]) {
    let Some(cluster) = shared.cluster.clone() else {
        return;
    };
    let queue = queue_key(game, setup);
    let entries: Vec<String> = players
        .iter()
        .map(|p| format!("{} {p}", cluster.node))
        .collect();
    tokio::spawn(async move {
        let mut pipe = redis::pipe();
        for e in &entries {
            pipe.lrem(&queue, 0, e).ignore();
        }
        let removed: redis::RedisResult<()> = pipe.query_async(&mut cluster.redis()).await;
        if let Err(e) = removed {
            tracing::warn!(error = %e, "quick match: entries not removed");
        }
    });
}
