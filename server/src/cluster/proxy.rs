//! Proxied sessions: a player who says `hello` with a resume token this node does not know,
//! in cluster mode, is looked up in Redis (token hash to match, match to owner, owner to
//! address) and their session is relayed to the owner over an internal WebSocket: the client
//! needs no change and may connect to any node behind one load-balancer address. While the
//! owner is dead and not yet taken over, the lookup is tried again (for up to ten leases)
//! until the match's new owner answers. Messages from the owner go through this connection's own bounded outbox, so a
//! slow client is still cut off without stalling anyone.

use std::sync::atomic::Ordering;
use std::sync::Arc;

use futures_util::{SinkExt, StreamExt};
use redis::AsyncCommands;
use tavern_protocol::wire::ErrorCode;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

use super::ownership::{key, lease_key, parse_owner, token_key};
use super::Cluster;
use crate::outbox::{error, Outbox};

/// Messages from the client queued for the owner before the client is told to slow down.
const UPSTREAM_QUEUE: usize = 64;

/// A session relayed to another node: where the client's messages go.
#[derive(Debug)]
pub struct Upstream(mpsc::Sender<String>);

impl Upstream {
    /// Relays one message of the client's, or says why it was not: the relay is full (slow
    /// down), or the node at its other end went away and the message was not delivered
    /// (reconnect, then send it again).
    pub fn forward(&self, text: &str) -> Result<(), (ErrorCode, &'static str)> {
        match self.0.try_send(text.to_string()) {
            Ok(()) => Ok(()),
            Err(mpsc::error::TrySendError::Full(_)) => {
                Err((ErrorCode::RateLimited, "too many messages; slow down"))
            }
            Err(mpsc::error::TrySendError::Closed(_)) => Err((
                ErrorCode::MatchMoved,
                "the node running your match went away and this message did not reach it: \
                 reconnect and send it again",
            )),
        }
    }
}

impl Cluster {
    /// The address of the node owning the match of the player with this token as Redis says
    /// now: `Err(())` when no node owns a match of that token, `Ok(None)` while the owner's
    /// lease is gone and no node has taken the match over yet.
    async fn route(&self, token: &[u8; 32]) -> Result<Option<String>, ()> {
        let mut redis = self.redis();
        let match_id: Option<String> = redis
            .hget(key("tokens"), token_key(token))
            .await
            .map_err(|_| ())?;
        let owner: Option<String> = match match_id {
            Some(m) => redis.hget(key("owners"), &m).await.map_err(|_| ())?,
            None => None,
        };
        let node = match owner.as_deref().and_then(parse_owner) {
            Some((n, _)) => n.to_string(),
            // Not in a match: a player moved to another node (handoff) lives there.
            None => {
                let home: Option<String> = redis
                    .hget(key("homes"), token_key(token))
                    .await
                    .map_err(|_| ())?;
                home.ok_or(())?
            }
        };
        redis.get(lease_key(&node)).await.map_err(|_| ())
    }

    /// A connection to the node owning the match of the player with this token. A dead owner's
    /// lease outlives it by up to one lease, and its matches are taken over one tick later,
    /// so an owner that cannot be reached is looked up again, for up to ten leases (a
    /// survivor taking over many matches rebuilds a few at a time).
    async fn connect_owner(&self, token: &[u8; 32]) -> Result<OwnerSocket, &'static str> {
        let deadline = tokio::time::Instant::now() + self.lease * 10;
        loop {
            match self.route(token).await {
                Err(()) => return Err("unknown or expired resume token"),
                Ok(Some(addr)) => {
                    match tokio_tungstenite::connect_async(format!("ws://{addr}/ws")).await {
                        Ok((ws, _)) => return Ok(ws),
                        Err(e) => {
                            tracing::debug!(%addr, error = %e, "the owner node cannot be reached yet")
                        }
                    }
                }
                Ok(None) => {}
            }
            if tokio::time::Instant::now() >= deadline {
                tracing::warn!("the node running a resumed match could not be reached");
                return Err("the node running your match cannot be reached; reconnect");
            }
            tokio::time::sleep(self.lease / 4).await;
        }
    }
}

/// The `action_id` of a client's message, if it has one (to answer it by id).
pub fn action_id_of(text: &str) -> Option<String> {
    let v: serde_json::Value = serde_json::from_str(text).ok()?;
    v.get("action_id")?.as_str().map(str::to_string)
}

/// A WebSocket to another node.
pub(super) type OwnerSocket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Relays a session whose token this node does not know to the node owning its match; the
/// `hello` (as JSON) is sent there first. The client gets `bad_token` and is disconnected if
/// no node owns a match of that token.
pub fn open(cluster: Arc<Cluster>, outbox: Outbox, token: [u8; 32], hello: String) -> Upstream {
    let connect = {
        let cluster = cluster.clone();
        async move { cluster.connect_owner(&token).await }
    };
    relay(cluster, outbox, connect, vec![hello], Relay::Resumed)
}

/// How a relayed session began.
pub(super) enum Relay {
    /// The client said `hello` with a token of another node's: the owner's `welcome` is the
    /// client's.
    Resumed,
    /// This node moved one of its players there (`handoff`): the client was welcomed here
    /// already, so the owner's `welcome` is not passed on. The player is forgotten here once
    /// the other node answers (their token is routed there from then on).
    Moved {
        /// The player's id.
        player: String,
        /// This node's state, which forgets the player.
        shared: Arc<crate::Shared>,
        /// They move to make a quick-match table there: if that node cannot be reached, they
        /// ask again from here.
        quick: Option<super::matchmaking::Waiter>,
    },
}

/// Relays a session to another node: `first` (JSON texts) are sent once `connect` has reached
/// it, then the client's messages (through the returned [`Upstream`]) one way and the node's
/// the other, until either side goes away.
pub(super) fn relay(
    cluster: Arc<Cluster>,
    outbox: Outbox,
    connect: impl std::future::Future<Output = Result<OwnerSocket, &'static str>> + Send + 'static,
    first: Vec<String>,
    how: Relay,
) -> Upstream {
    let (tx, mut rx) = mpsc::channel::<String>(UPSTREAM_QUEUE);
    if let Relay::Moved { player, .. } = &how {
        // Registered before the relay starts, so that no message of the client's slips
        // between this node and the other.
        cluster.relays.insert(player.clone(), Upstream(tx.clone()));
    }
    tokio::spawn(async move {
        let refuse = |why: &str| {
            outbox.send(&error(ErrorCode::BadToken, why, None));
            outbox.close();
        };
        let ws = match connect.await {
            Ok(ws) => ws,
            Err(why) => {
                if let Relay::Moved {
                    player,
                    shared,
                    quick: Some(w),
                } = how
                {
                    cluster.relays.remove(&player);
                    // What the client sent meanwhile reached no node: it is refused, to be
                    // sent again, and the player asks for their table again from here.
                    rx.close();
                    while let Ok(text) = rx.try_recv() {
                        outbox.send(&error(
                            ErrorCode::MatchMoved,
                            "this message was on its way to another node that went away: \
                             send it again",
                            action_id_of(&text),
                        ));
                    }
                    return super::matchmaking::ask_again(&shared, &player, w);
                }
                return refuse(why);
            }
        };
        cluster.stats.proxied.fetch_add(1, Ordering::Relaxed);
        let (mut sink, mut stream) = ws.split();
        for text in first {
            if sink.send(Message::text(text)).await.is_err() {
                return outbox.close();
            }
        }
        let mut welcome_to_skip = matches!(how, Relay::Moved { .. });
        loop {
            tokio::select! {
                from_owner = stream.next() => match from_owner {
                    Some(Ok(Message::Text(text))) => {
                        if welcome_to_skip && text.as_str().starts_with(r#"{"type":"welcome""#) {
                            // The other node took the player: from now on their token is
                            // its, and this node forgets them.
                            welcome_to_skip = false;
                            if let Relay::Moved { player, shared, .. } = &how {
                                shared.players.remove(player);
                            }
                            continue;
                        }
                        if !outbox.send_text(text.as_str().into()) {
                            break;
                        }
                    }
                    Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                    Some(Ok(_)) => {}
                },
                from_client = rx.recv() => match from_client {
                    Some(text) => {
                        if sink.send(Message::text(text)).await.is_err() {
                            break;
                        }
                    }
                    None => break,
                },
                _ = outbox.closed() => break,
            }
        }
        let _ = sink.close().await;
        if let Relay::Moved { player, .. } = &how {
            cluster.relays.remove(player);
        }
        // The owner went away (it died or drained): the client reconnects, to any node.
        outbox.close_with(1012, "the node running your match went away: reconnect");
    });
    Upstream(tx)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_for_a_relay_whose_node_went_away_is_refused_as_match_moved() {
        let (tx, rx) = mpsc::channel(1);
        let up = Upstream(tx);
        assert_eq!(up.forward("{}").map_err(|(c, _)| c), Ok(()));
        assert_eq!(
            up.forward("{}").map_err(|(c, _)| c),
            Err(ErrorCode::RateLimited),
            "a full relay asks the client to slow down"
        );
        drop(rx);
        assert_eq!(
            up.forward("{}").map_err(|(c, _)| c),
            Err(ErrorCode::MatchMoved),
            "a relay whose far end is gone says so, to be sent again after a reconnect"
        );
    }

    #[test]
    fn a_message_is_answered_by_its_action_id() {
        let text = r#"{"type":"action","match_id":"m","version":3,"action_id":"a7","action":{}}"#;
        assert_eq!(action_id_of(text).as_deref(), Some("a7"));
        assert_eq!(action_id_of(r#"{"type":"leave"}"#), None);
        assert_eq!(action_id_of("not json"), None);
    }
}
