//! `GET /api/cluster` (admin, the same bearer token as `/api/admin/…`): the nodes, whether
//! their leases are alive and how long they have left, and which node owns which match at
//! which epoch, read from Redis by the node asked.

use std::collections::BTreeMap;
use std::sync::Arc;

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use redis::AsyncCommands;
use serde::Serialize;
use serde_json::json;

use super::ownership::{key, lease_key, parse_owner};
use crate::Shared;

/// A node as `/api/cluster` shows it.
#[derive(Debug, Serialize)]
pub struct NodeStatus {
    /// Its id.
    pub id: String,
    /// Its advertised internal address.
    pub addr: String,
    /// Whether its lease is alive.
    pub alive: bool,
    /// Milliseconds its lease has left (none when it expired).
    pub lease_left_ms: Option<i64>,
    /// The matches it owns, each with its epoch.
    pub matches: Vec<OwnedMatch>,
}

/// A match and the epoch its owner claimed it at.
#[derive(Debug, Serialize)]
pub struct OwnedMatch {
    /// The match.
    pub id: String,
    /// Its epoch.
    pub epoch: u64,
}

/// `GET /api/cluster`.
pub async fn handler(State(shared): State<Arc<Shared>>, headers: HeaderMap) -> Response {
    if let Some(refusal) = crate::admin::refuse(&shared, &headers) {
        return refusal;
    }
    let Some(cluster) = shared.cluster.clone() else {
        return Json(json!({ "cluster": false })).into_response();
    };
    let mut redis = cluster.redis();
    let read = async {
        let nodes: BTreeMap<String, String> = redis.hgetall(key("nodes")).await?;
        let owners: BTreeMap<String, String> = redis.hgetall(key("owners")).await?;
        let mut pipe = redis::pipe();
        for id in nodes.keys() {
            pipe.pttl(lease_key(id));
        }
        let ttls: Vec<i64> = pipe.query_async(&mut redis).await?;
        redis::RedisResult::Ok((nodes, owners, ttls))
    };
    let (nodes, owners, ttls) = match read.await {
        Ok(r) => r,
        Err(e) => {
            return (
                StatusCode::SERVICE_UNAVAILABLE,
                Json(json!({ "error": format!("Redis: {e}") })),
            )
                .into_response()
        }
    };
    let mut by_node: BTreeMap<&str, Vec<OwnedMatch>> = BTreeMap::new();
    for (id, entry) in &owners {
        if let Some((node, epoch)) = parse_owner(entry) {
            by_node.entry(node).or_default().push(OwnedMatch {
                id: id.clone(),
                epoch,
            });
        }
    }
    let nodes: Vec<NodeStatus> = nodes
        .iter()
        .zip(ttls)
        .map(|((id, addr), ttl)| NodeStatus {
            id: id.clone(),
            addr: addr.clone(),
            alive: ttl > 0,
            lease_left_ms: (ttl > 0).then_some(ttl),
            matches: by_node.remove(id.as_str()).unwrap_or_default(),
        })
        .collect();
    Json(json!({
        "cluster": true,
        "node": cluster.node,
        "lease_ms": cluster.lease.as_millis() as u64,
        "nodes": nodes,
    }))
    .into_response()
}
