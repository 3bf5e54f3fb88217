//! The room directory: every node publishes its public rooms in Redis with its lease
//! (`tavern:rooms:<node>`, expiring with it), reads the others' at each tick, and lists them
//! beside its own, so a player on any node sees every public room. Every room's id
//! (`tavern:room_nodes`) and private rooms' join codes (`tavern:codes`) are listed with their
//! node, so a player who asks for one on another node is moved to the room's (`handoff`).

use std::collections::HashMap;

use redis::AsyncCommands;
use tavern_protocol::wire::RoomInfo;

use super::ownership::key;
use super::{Cluster, Peer, PREFIX};
use crate::Shared;

/// The key of a node's public rooms.
pub(super) fn rooms_key(node: &str) -> String {
    format!("{PREFIX}rooms:{node}")
}

impl Cluster {
    /// Reads the public rooms of every other live node.
    pub(super) async fn refresh_rooms(
        &self,
        peers: &HashMap<String, Peer>,
    ) -> redis::RedisResult<()> {
        let others: Vec<String> = peers
            .iter()
            .filter(|(id, p)| p.alive && **id != self.node)
            .map(|(id, _)| rooms_key(id))
            .collect();
        let mut rooms = Vec::new();
        if !others.is_empty() {
            let lists: Vec<Option<String>> = self.redis().mget(&others).await?;
            for list in lists.into_iter().flatten() {
                if let Ok(mut r) = serde_json::from_str::<Vec<RoomInfo>>(&list) {
                    rooms.append(&mut r);
                }
            }
        }
        *self.remote_rooms.lock().unwrap_or_else(|e| e.into_inner()) = rooms;
        Ok(())
    }
}

/// Every public room (of `game`, if given): this node's, and in cluster mode every other live
/// node's as of its last tick.
pub fn rooms(shared: &Shared, game: Option<&str>) -> Vec<RoomInfo> {
    let mut rooms = shared.lobby.list(&shared.players, game);
    if let Some(c) = &shared.cluster {
        let remote = c.remote_rooms.lock().unwrap_or_else(|e| e.into_inner());
        rooms.extend(
            remote
                .iter()
                .filter(|r| game.is_none_or(|g| r.game == g))
                .cloned(),
        );
        rooms.sort_by(|a, b| a.id.cmp(&b.id));
    }
    rooms
}

/// A room opened here: its id (and its join code, if private) are listed with this node.
pub fn room_opened(shared: &Shared, id: &str, code: Option<&str>) {
    if let Some(c) = shared.cluster.clone() {
        let (id, code) = (id.to_string(), code.map(str::to_string));
        tokio::spawn(async move {
            let mut pipe = redis::pipe();
            pipe.hset(key("room_nodes"), &id, &c.node).ignore();
            if let Some(code) = &code {
                pipe.hset(key("codes"), code, &c.node).ignore();
            }
            let listed: redis::RedisResult<()> = pipe.query_async(&mut c.redis()).await;
            if let Err(e) = listed {
                tracing::warn!(error = %e, "a room was not listed");
            }
        });
    }
}

/// A room closed here: its id and code leave the lists (a code only if no other node took it
/// since).
pub fn room_closed(shared: &Shared, id: &str, code: Option<&str>) {
    if let Some(c) = shared.cluster.clone() {
        let (id, code) = (id.to_string(), code.map(str::to_string));
        tokio::spawn(async move {
            let mut redis = c.redis();
            let _: redis::RedisResult<i64> = redis.hdel(key("room_nodes"), &id).await;
            if let Some(code) = code {
                let owner: redis::RedisResult<Option<String>> =
                    redis.hget(key("codes"), &code).await;
                if matches!(owner, Ok(Some(n)) if n == c.node) {
                    let _: redis::RedisResult<i64> = redis.hdel(key("codes"), &code).await;
                }
            }
        });
    }
}
