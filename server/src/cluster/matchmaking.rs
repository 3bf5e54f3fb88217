//! Quick match across nodes. `tavern:queue:<game>:<setup>` lists who waits where, as
//! `"<node> <player>"`, the longest waiting first. A node asked for a quick match of a setup
//! of N seats runs one script that takes the N − 1 longest-waiting entries of live nodes
//! (dropping dead nodes' entries on the way) or, when there are fewer, lists its own player:
//! one atomic step, so two nodes never take the same waiting player. The table is made on the
//! node of the longest waiting of those taken (the host): the asking player moves there
//! (`handoff`) unless they are there already, and every other taken player is moved there by
//! their own node, told through its list of moves (`tavern:moves:<node>`, read every
//! [`MOVE_POLL`]). There they all quick-match in the host's local queue, which groups them as
//! in single-node mode. A node that groups players of its local queue takes their entries out;
//! players moved to a host who are still not seated a moment later (someone left, or was
//! grouped on their own node meanwhile) are listed again, from the host.
//!
//! A player whose move fails (the host died before its lease ran out) asks again: the dead
//! entry is gone, and the next live one is taken. A dead node's entries, and the routes of the
//! players it had moved elsewhere, are removed when the survivors forget it (`lease`).

use std::sync::Arc;
use std::time::Duration;

use redis::{AsyncCommands, Script};
use serde_json::Value;
use tavern_protocol::wire::ClientMsg;

use super::handoff::Moving;
use super::ownership::{key, lease_key};
use super::{Cluster, PREFIX};
use crate::lobby::LobbyError;
use crate::outbox::{error, Outbox};
use crate::Shared;

/// How often a node reads the moves other nodes asked of it.
pub(super) const MOVE_POLL: Duration = Duration::from_millis(100);

/// How long players moved to a host may wait for the rest of their table before they are
/// listed again.
const RELIST_AFTER: Duration = Duration::from_secs(2);

/// Takes the `ARGV[3]` longest-waiting entries of live nodes other than `ARGV[1]` (all of them
/// or none), or lists `ARGV[1]` at the end of the queue if it is not listed yet and returns
/// nothing. Entries of nodes whose lease is gone are dropped on the way.
/// KEYS: the queue, the set of queues. ARGV: this entry, the lease key prefix, how many to
/// take (0 to list only).
const TAKE_OR_LIST: &str = r"
local need = tonumber(ARGV[3])
local listed = false
local live = {}
for _, e in ipairs(redis.call('LRANGE', KEYS[1], 0, -1)) do
  if e == ARGV[1] then
    listed = true
  else
    local node = string.match(e, '^(%S+) ')
    if node and redis.call('EXISTS', ARGV[2] .. node) == 1 then
      if #live < need then
        table.insert(live, e)
      end
    else
      redis.call('LREM', KEYS[1], 0, e)
    end
  end
end
if need > 0 and #live == need then
  for _, e in ipairs(live) do
    redis.call('LREM', KEYS[1], 0, e)
  end
  redis.call('LREM', KEYS[1], 0, ARGV[1])
  return live
end
if not listed then
  redis.call('RPUSH', KEYS[1], ARGV[1])
  redis.call('SADD', KEYS[2], KEYS[1])
end
return {}
";

/// The Redis list of one game and setup's waiting players (the rated queue is a list of its
/// own).
fn queue_key(game: &str, setup: &str, rated: bool) -> String {
    let rated = if rated { ":rated" } else { "" };
    format!("{PREFIX}queue:{game}:{setup}{rated}")
}

/// The Redis list of the moves other nodes ask of `node`: `"<player> <host>"`.
pub(super) fn moves_key(node: &str) -> String {
    format!("{PREFIX}moves:{node}")
}

/// A player of this node waiting in its local quick-match queue, as much as is needed to move
/// their session to a host elsewhere.
#[derive(Clone)]
pub(super) struct Waiter {
    name: String,
    token: String,
    outbox: Outbox,
    /// Their `quick_match` message (JSON), sent again at the host.
    msg: String,
    game: String,
    setup: String,
    rated: bool,
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
    /// Runs the script: the `(node, player)` entries taken, or none when `player` is listed.
    async fn take_or_list(
        &self,
        queue: &str,
        player: &str,
        need: usize,
    ) -> redis::RedisResult<Vec<(String, String)>> {
        let taken: Vec<String> = Script::new(TAKE_OR_LIST)
            .key(queue)
            .key(key("queues"))
            .arg(format!("{} {player}", self.node))
            .arg(lease_key(""))
            .arg(need)
            .invoke_async(&mut self.redis())
            .await?;
        Ok(taken
            .iter()
            .filter_map(|e| e.split_once(' '))
            .map(|(n, p)| (n.to_string(), p.to_string()))
            .collect())
    }

    /// Asks `node` to move its waiting `player` to `host` (done here when `node` is this one).
    async fn send_to_host(
        self: &Arc<Self>,
        shared: &Arc<Shared>,
        node: &str,
        player: &str,
        host: &str,
    ) {
        if node == self.node {
            return self.move_waiting(shared, player, host);
        }
        let asked: redis::RedisResult<()> = redis::pipe()
            .rpush(moves_key(node), format!("{player} {host}"))
            .ignore()
            .pexpire(moves_key(node), self.lease.as_millis() as i64 * 10)
            .ignore()
            .query_async(&mut self.redis())
            .await;
        if let Err(e) = asked {
            tracing::warn!(error = %e, player, "quick match: a move was not asked");
        }
    }

    /// Moves a player of this node's local queue to `host`, where their table is made; nothing
    /// if they no longer wait here.
    fn move_waiting(self: &Arc<Self>, shared: &Arc<Shared>, player: &str, host: &str) {
        let Some((_, w)) = self.waiting.remove(player) else {
            return;
        };
        if !shared.lobby.unqueue(player) {
            return;
        }
        let (name, token, outbox, msg) = (
            w.name.clone(),
            w.token.clone(),
            w.outbox.clone(),
            w.msg.clone(),
        );
        let who = Moving {
            player,
            name: &name,
            token: &token,
            outbox: &outbox,
        };
        self.move_to(shared, who, host, vec![msg], Some(w));
    }

    /// Reads and carries out the moves other nodes asked of this one.
    pub(super) async fn take_moves(self: &Arc<Self>, shared: &Arc<Shared>) {
        let asked: redis::RedisResult<Option<Vec<String>>> = redis::cmd("LPOP")
            .arg(moves_key(&self.node))
            .arg(64)
            .query_async(&mut self.redis())
            .await;
        for m in asked.ok().flatten().unwrap_or_default() {
            if let Some((player, host)) = m.split_once(' ') {
                self.move_waiting(shared, player, host);
            }
        }
    }

    /// Lists again, a moment from now, this node's waiting players of one game and setup who
    /// are still not seated: a table gathered here that did not fill must not hide them.
    fn relist_later(self: &Arc<Self>, shared: &Arc<Shared>, game: &str, setup: &str, rated: bool) {
        let (cluster, shared) = (self.clone(), shared.clone());
        let (game, setup) = (game.to_string(), setup.to_string());
        tokio::spawn(async move {
            tokio::time::sleep(RELIST_AFTER).await;
            let players: Vec<String> = cluster
                .waiting
                .iter()
                .filter(|w| w.game == game && w.setup == setup && w.rated == rated)
                .map(|w| w.key().clone())
                .filter(|p| shared.players.get(p).is_some_and(|p| p.room.is_none()))
                .collect();
            let queue = queue_key(&game, &setup, rated);
            for p in players {
                let _ = cluster.take_or_list(&queue, &p, 0).await;
            }
        });
    }
}

/// A quick match in cluster mode: `None` in single-node mode, for the caller to queue
/// locally; otherwise the request is on its way (its errors are sent to the player).
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
    let rated = matches!(req.msg, ClientMsg::QuickMatch { rated: true, .. });
    if let Err(e) = crate::lobby::Lobby::may_queue_rated(shared, req.player, rated) {
        return Some(Err(e));
    }
    if shared
        .players
        .get(req.player)
        .is_some_and(|p| p.room.is_some())
    {
        return None;
    }
    let waiter = Waiter {
        name: req.name.to_string(),
        token: req.token.to_string(),
        outbox: req.outbox.clone(),
        msg: serde_json::to_string(&req.msg).unwrap_or_default(),
        game: game.to_string(),
        setup: setup.clone(),
        rated,
    };
    // Known as waiting here before anyone can take their entry, so a move asked at once finds
    // them.
    let before = cluster
        .waiting
        .insert(req.player.to_string(), waiter.clone());
    if let Some(old) = before
        .filter(|o| o.game != waiter.game || o.setup != waiter.setup || o.rated != waiter.rated)
    {
        // One queue at a time, as on one node: asking for another game or setup leaves the
        // queue of the first.
        let (cluster, entry) = (cluster.clone(), format!("{} {}", cluster.node, req.player));
        tokio::spawn(async move {
            let _: redis::RedisResult<i64> = cluster
                .redis()
                .lrem(queue_key(&old.game, &old.setup, old.rated), 0, entry)
                .await;
        });
    }
    if cluster.handed_in.remove(req.player).is_some() {
        // Moved here to make a table: matched here, and listed again if it does not fill.
        let result = shared.lobby.quick_match(
            shared,
            req.player,
            req.name,
            game,
            Some(&setup),
            rated,
            req.deck,
        );
        if result.is_ok() {
            cluster.relist_later(shared, game, &setup, rated);
        }
        return Some(result);
    }
    let shared = shared.clone();
    let player = req.player.to_string();
    let deck = req.deck;
    tokio::spawn(async move {
        let queue = queue_key(&waiter.game, &setup, rated);
        let found = cluster.take_or_list(&queue, &player, seats - 1).await;
        let taken = match found {
            Ok(t) => t,
            Err(e) => {
                tracing::warn!(error = %e, "quick match: Redis; matching on this node only");
                Vec::new()
            }
        };
        let host = taken.first().map(|(n, _)| n.clone());
        for (node, p) in &taken {
            if Some(node) != host.as_ref() {
                if let Some(host) = &host {
                    cluster.send_to_host(&shared, node, p, host).await;
                }
            }
        }
        match host {
            Some(host) if host != cluster.node => {
                // Gone from `waiting`: they left the queue while the script ran, and stay.
                if cluster.waiting.remove(&player).is_none() {
                    return;
                }
                let who = Moving {
                    player: &player,
                    name: &waiter.name,
                    token: &waiter.token,
                    outbox: &waiter.outbox,
                };
                cluster.move_to(
                    &shared,
                    who,
                    &host,
                    vec![waiter.msg.clone()],
                    Some(waiter.clone()),
                );
            }
            here => {
                // A move asked of this node meanwhile took the player elsewhere.
                if !cluster.waiting.contains_key(&player) {
                    return;
                }
                let queued = shared.lobby.quick_match(
                    &shared,
                    &player,
                    &waiter.name,
                    &waiter.game,
                    Some(&setup),
                    rated,
                    deck,
                );
                match queued {
                    Err((code, why)) => {
                        cluster.waiting.remove(&player);
                        waiter.outbox.send(&error(code, why, None));
                    }
                    Ok(()) if here.is_some() => {
                        cluster.relist_later(&shared, &waiter.game, &setup, rated)
                    }
                    Ok(()) => {}
                }
            }
        }
    });
    Some(Ok(()))
}

/// A quick move to `host` failed (it died before its lease ran out): the player asks again
/// from this node, where they are still connected; the dead entry they took is gone.
pub(super) fn ask_again(shared: &Arc<Shared>, player: &str, w: Waiter) {
    let Ok(msg) = ClientMsg::from_text(&w.msg) else {
        return;
    };
    let ClientMsg::QuickMatch {
        game, deck, setup, ..
    } = &msg
    else {
        return;
    };
    let Ok(resolved) = crate::registry::resolve_deck(game, deck, true) else {
        return;
    };
    let req = Request {
        player,
        name: &w.name,
        token: &w.token,
        outbox: &w.outbox,
        msg: msg.clone(),
        deck: resolved,
    };
    if let Some(Err((code, why))) = quick_match(shared, game, setup.as_deref(), req) {
        w.outbox.send(&error(code, why, None));
    }
}

/// Players of this node's queue were grouped: their entries leave the shared queue.
pub fn grouped(shared: &Shared, game: &str, setup: &str, rated: bool, players: &[String]) {
    let Some(cluster) = shared.cluster.clone() else {
        return;
    };
    for p in players {
        cluster.waiting.remove(p);
    }
    let queue = queue_key(game, setup, rated);
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

/// A player left this node's quick-match queue (`leave`): their entry leaves the shared one.
pub fn left(shared: &Shared, player: &str) {
    let Some(cluster) = shared.cluster.clone() else {
        return;
    };
    let Some((_, w)) = cluster.waiting.remove(player) else {
        return;
    };
    let entry = format!("{} {player}", cluster.node);
    tokio::spawn(async move {
        let removed: redis::RedisResult<i64> = cluster
            .redis()
            .lrem(queue_key(&w.game, &w.setup, w.rated), 0, entry)
            .await;
        if let Err(e) = removed {
            tracing::warn!(error = %e, "quick match: an entry was not removed");
        }
    });
}

/// Removes a dead node's entries from every queue, and the routes of the players moved to it.
/// KEYS: the set of queues, the homes. ARGV: the node.
const FORGET_NODE: &str = r"
local prefix = ARGV[1] .. ' '
for _, q in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  for _, e in ipairs(redis.call('LRANGE', q, 0, -1)) do
    if string.sub(e, 1, #prefix) == prefix then
      redis.call('LREM', q, 0, e)
    end
  end
end
local homes = redis.call('HGETALL', KEYS[2])
for i = 1, #homes, 2 do
  if homes[i + 1] == ARGV[1] then
    redis.call('HDEL', KEYS[2], homes[i])
  end
end
return 0
";

impl Cluster {
    /// A dead node is forgotten: its waiting players leave every queue, the routes of players
    /// moved to it go, and so does its list of moves (nobody there can be paired, reached or
    /// moved any more).
    pub(super) async fn forget_waiting(&self, node: &str) -> redis::RedisResult<()> {
        let _: i64 = Script::new(FORGET_NODE)
            .key(key("queues"))
            .key(key("homes"))
            .arg(node)
            .invoke_async(&mut self.redis())
            .await?;
        let _: i64 = self.redis().del(moves_key(node)).await?;
        Ok(())
    }
}
