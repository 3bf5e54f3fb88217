//! The room directory: every node publishes its public rooms in Redis with its lease
//! (`tavern:rooms:<node>`, expiring with it), reads the others' at each tick, and lists them
//! beside its own, so a player on any node sees every public room. Private rooms' join codes
//! are listed with their node (`tavern:codes`), so a player who gives a code on another node
//! is moved to the room's (`handoff`).

use std::collections::HashMap;

use redis::AsyncCommands;
use tavern_protocol::wire::RoomInfo;

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

/// A private room opened here with a join code: the code is listed with this node.
pub fn code_opened(shared: &Shared, code: &str) {
    if let Some(c) = shared.cluster.clone() {
        let code = code.to_string();
        tokio::spawn(async move {
            let listed: redis::RedisResult<()> = c
                .redis()
                .hset(super::ownership::key("codes"), &code, &c.node)
                .await;
            if let Err(e) = listed {
                tracing::warn!(error = %e, "a join code was not listed");
            }
        });
    }
}

/// A private room closed here: its code leaves the list (unless another node took it since).
pub fn code_closed(shared: &Shared, code: &str) {
    if let Some(c) = shared.cluster.clone() {
        let code = code.to_string();
        tokio::spawn(async move {
            let key = super::ownership::key("codes");
            let mut redis = c.redis();
            let owner: redis::RedisResult<Option<String>> = redis.hget(&key, &code).await;
            if matches!(owner, Ok(Some(n)) if n == c.node) {
                let _: redis::RedisResult<i64> = redis.hdel(&key, &code).await;
            }
        });
    }
}
