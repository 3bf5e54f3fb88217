//! Moving a connected player's session to another node: quick match makes their table there,
//! or the player asked to join a room there (by its id or its join code) or to
//! spectate a match running there. The node the client is connected to opens an internal WebSocket to the
//! other node whose upgrade request carries the player (`x-tavern-handoff`: the cluster's
//! secret, the player's id, their token's hash, their name and whether they come to
//! quick-match); the other node adopts the player before the session starts, so the `hello`
//! with the player's token that follows resumes them there. From then on this node relays the
//! client's messages there and back (`proxy`), and their token is routed there
//! (`tavern:homes`) should they reconnect to any node.

use std::sync::Arc;

use axum::http::HeaderMap;
use redis::AsyncCommands;
use tavern_protocol::wire::{ClientMsg, PROTOCOL_VERSION};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::HeaderValue;

use super::matchmaking::Waiter;
use super::ownership::{key, lease_key, token_key};
use super::proxy::{relay, OwnerSocket, Relay};
use super::Cluster;
use crate::outbox::Outbox;
use crate::Shared;

/// The upgrade request's header that carries a moved player.
const HEADER: &str = "x-tavern-handoff";

/// Times a room code or match owner is looked up before it is taken as unknown.
const LOOKUPS: u32 = 5;

/// A player to move: who they are and the session that carries them here.
pub struct Moving<'a> {
    /// The player's id.
    pub player: &'a str,
    /// Their name.
    pub name: &'a str,
    /// Their resume token.
    pub token: &'a str,
    /// Their connection here.
    pub outbox: &'a Outbox,
}

impl Cluster {
    /// Moves a player's session to `node` and sends `then` (JSON texts) there once it is
    /// welcomed: this node relays the session from now on. `quick`: they move to make a table
    /// in that node's quick-match queue (and ask again from here if it cannot be reached).
    pub(super) fn move_to(
        self: &Arc<Self>,
        shared: &Arc<Shared>,
        who: Moving<'_>,
        node: &str,
        then: Vec<String>,
        quick: Option<Waiter>,
    ) {
        let hash = crate::players::token_hash(who.token);
        let hello = ClientMsg::Hello {
            protocol_version: PROTOCOL_VERSION,
            name: Some(who.name.to_string()),
            resume_token: Some(who.token.to_string()),
            session: None,
            updates: who.outbox.update_form(),
        };
        let mut first = vec![serde_json::to_string(&hello).unwrap_or_default()];
        first.extend(then);
        // A logged-in player stays logged in there (their account's id travels too).
        let account = shared
            .players
            .get(who.player)
            .and_then(|p| p.account)
            .map_or_else(|| "-".to_string(), |a| hex(a.id.as_bytes()));
        let header = format!(
            "{} {} {} {} {} {account}",
            self.secret,
            who.player,
            token_key(&hash),
            hex(who.name.as_bytes()),
            if quick.is_some() { "quick" } else { "-" }
        );
        let connect = {
            let cluster = self.clone();
            let node = node.to_string();
            async move {
                let mut redis = cluster.redis();
                let addr: Option<String> = redis
                    .get(lease_key(&node))
                    .await
                    .map_err(|_| "the cluster cannot be reached; try again")?;
                let addr = addr.ok_or("the other player's node went away; try again")?;
                let _: () = redis
                    .hset(key("homes"), token_key(&hash), &node)
                    .await
                    .map_err(|_| "the cluster cannot be reached; try again")?;
                connect_with(&addr, &header)
                    .await
                    .ok_or("the other player's node cannot be reached; try again")
            }
        };
        relay(
            self.clone(),
            who.outbox.clone(),
            connect,
            first,
            Relay::Moved {
                player: who.player.to_string(),
                shared: shared.clone(),
                quick,
            },
        );
    }
}

/// What a player asked for that may be on another node.
pub enum Elsewhere {
    /// A room, by its id.
    Room(String),
    /// A private room, by its join code.
    Code(String),
    /// A running match (to spectate), by its id.
    Match(String),
}

/// A player asked for a room or a match this node does not have: in cluster mode, if another
/// live node has it, the player moves there and `msg` (their request, as JSON) follows;
/// otherwise `not_here` is sent. `false` in single-node mode (the caller answers as ever).
pub fn reach(
    shared: &Arc<Shared>,
    who: Moving<'_>,
    what: Elsewhere,
    msg: String,
    not_here: tavern_protocol::wire::ServerMsg,
) -> bool {
    let Some(cluster) = shared.cluster.clone() else {
        return false;
    };
    let shared = shared.clone();
    let (player, name, token, outbox) = (
        who.player.to_string(),
        who.name.to_string(),
        who.token.to_string(),
        who.outbox.clone(),
    );
    tokio::spawn(async move {
        let mut redis = cluster.redis();
        // A room's code (a match's owner) is listed by a task of its node a moment after the
        // room opened (the match started), maybe after its players heard of it: a miss is
        // asked again a few times before it counts.
        let mut node: Option<String> = None;
        for attempt in 0..LOOKUPS {
            node = match &what {
                Elsewhere::Room(id) => redis.hget(key("room_nodes"), id).await.ok().flatten(),
                Elsewhere::Code(code) => redis
                    .hget(key("codes"), code.trim().to_uppercase())
                    .await
                    .ok()
                    .flatten(),
                Elsewhere::Match(id) => {
                    let owner: Option<String> = redis.hget(key("owners"), id).await.ok().flatten();
                    owner
                        .and_then(|o| super::ownership::parse_owner(&o).map(|(n, _)| n.to_string()))
                }
            };
            if node.is_some() || attempt + 1 == LOOKUPS {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        match node {
            Some(node) if node != cluster.node => {
                let who = Moving {
                    player: &player,
                    name: &name,
                    token: &token,
                    outbox: &outbox,
                };
                cluster.move_to(&shared, who, &node, vec![msg], None);
            }
            _ => {
                outbox.send(&not_here);
            }
        }
    });
    true
}

/// An internal WebSocket to `addr` carrying a moved player.
async fn connect_with(addr: &str, header: &str) -> Option<OwnerSocket> {
    let mut request = format!("ws://{addr}/ws").into_client_request().ok()?;
    request
        .headers_mut()
        .insert(HEADER, HeaderValue::from_str(header).ok()?);
    match tokio_tungstenite::connect_async(request).await {
        Ok((ws, _)) => Some(ws),
        Err(e) => {
            tracing::warn!(%addr, error = %e, "could not move a player to another node");
            None
        }
    }
}

/// Bytes as lowercase hexadecimal (a name travels in a header that way).
fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Hexadecimal back to bytes.
fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect()
}

/// A connection arriving with a moved player (and the cluster's secret): the player is
/// adopted here before its session starts. Anything else is ignored.
pub fn adopt(shared: &Shared, headers: &HeaderMap) {
    let Some(cluster) = &shared.cluster else {
        return;
    };
    let Some(value) = headers.get(HEADER).and_then(|v| v.to_str().ok()) else {
        return;
    };
    let mut parts = value.split(' ');
    let (Some(secret), Some(player), Some(hash), Some(name), Some(purpose)) = (
        parts.next(),
        parts.next(),
        parts.next(),
        parts.next(),
        parts.next(),
    ) else {
        return;
    };
    // Compared by digest, so the comparison's timing says nothing about the secret.
    if crate::players::token_hash(secret) != crate::players::token_hash(&cluster.secret) {
        tracing::warn!("a handoff with a wrong secret was ignored");
        return;
    }
    let hash: Option<[u8; 32]> = unhex(hash).and_then(|h| h.try_into().ok());
    let name = unhex(name).and_then(|n| String::from_utf8(n).ok());
    let (Some(hash), Some(name)) = (hash, name) else {
        return;
    };
    let account = parts
        .next()
        .and_then(unhex)
        .and_then(|id| String::from_utf8(id).ok())
        .map(|id| crate::accounts::AccountRef {
            id,
            name: name.clone(),
        });
    if shared.players.adopt(player, &name, hash, account) && purpose == "quick" {
        cluster.handed_in.insert(player.to_string(), ());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_travels_in_hexadecimal_and_comes_back_whole() {
        let name = "Ayaka 綾華";
        assert_eq!(unhex(&hex(name.as_bytes())), Some(name.as_bytes().to_vec()));
        assert_eq!(unhex("abc"), None);
        assert_eq!(unhex("zz"), None);
    }
}
