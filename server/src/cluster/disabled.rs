//! Accounts the operator disabled, told to every node: the node that disabled one lists it for
//! each peer (`tavern:disabled:<node>`, read with the moves every
//! [`super::matchmaking::MOVE_POLL`]), and each peer ends the account's players it has, as
//! the first node did its own (`accounts::admin::disconnect`). A list rather than pub/sub, as
//! for moves: an entry waits for a node that is reconnecting to Redis.

use std::sync::Arc;

use super::{Cluster, PREFIX};
use crate::Shared;

/// The Redis list of accounts disabled for `node` to act on.
fn list_key(node: &str) -> String {
    format!("{PREFIX}disabled:{node}")
}

/// The operator disabled `account` on this node: every other node hears of it.
pub fn account_disabled(shared: &Shared, account: &str) {
    let Some(cluster) = shared.cluster.clone() else {
        return;
    };
    let account = account.to_string();
    tokio::spawn(async move {
        // Every node Redis knows now, alive or not (the map of the last heartbeat may not hold
        // a node that joined since; one that looked dead for a moment still has to hear it,
        // and a list no node reads expires).
        let told = async {
            let peers: Vec<String> = cluster
                .read_peers()
                .await?
                .into_keys()
                .filter(|id| *id != cluster.node)
                .collect();
            let ttl = cluster.lease.as_millis() as i64 * 10;
            let mut pipe = redis::pipe();
            for node in &peers {
                pipe.rpush(list_key(node), &account)
                    .ignore()
                    .pexpire(list_key(node), ttl)
                    .ignore();
            }
            pipe.query_async::<()>(&mut cluster.redis()).await
        };
        if let Err(e) = told.await {
            tracing::warn!(error = %e, "a disabled account was not told to every node");
        }
    });
}

impl Cluster {
    /// Ends the players of the accounts other nodes disabled.
    pub(super) async fn take_disabled(self: &Arc<Self>, shared: &Arc<Shared>) {
        let asked: redis::RedisResult<Option<Vec<String>>> = redis::cmd("LPOP")
            .arg(list_key(&self.node))
            .arg(64)
            .query_async(&mut self.redis())
            .await;
        for account in asked.ok().flatten().unwrap_or_default() {
            crate::accounts::admin::disconnect(shared, &account);
        }
    }
}
