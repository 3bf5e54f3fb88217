//! One WebSocket connection, one task: it drains the bounded outbound queue and checks each
//! frame it reads (size, rate, JSON, type) and dispatches it, answering nothing but
//! `hello` until `hello` and closing connections that do not say it in time. Nothing a client
//! sends can panic or stall anyone but itself.

use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;

use std::net::SocketAddr;

use axum::extract::ws::{close_code, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use futures_util::SinkExt;
use serde_json::Value;
use tavern_protocol::wire::{
    ClientMsg, ErrorCode, ServerMsg, UpdateForm, CLIENT_TYPES, PROTOCOL_VERSION,
};
use tokio::time::Instant;
use tracing::Instrument;

use crate::game_match::{ActionRequest, MatchCmd};
use crate::outbox::{self, error, Outbox};
use crate::{conn_limit, registry, Shared};

/// `GET /ws`. An address that already holds `--max-connections-per-ip` connections is
/// refused with 429 before any WebSocket is set up.
pub async fn ws_handler(
    ws: WebSocketUpgrade,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    State(shared): State<Arc<Shared>>,
    headers: axum::http::HeaderMap,
) -> Response {
    let client = crate::forwarded::client_ip(&shared.config.trusted_proxies, peer, &headers);
    let Some(slot) = conn_limit::Slot::take(&shared, client) else {
        return (
            StatusCode::TOO_MANY_REQUESTS,
            "too many connections from your address",
        )
            .into_response();
    };
    // The transport enforces the frame limit on each frame's header, so an oversized frame is
    // refused before its payload is read (and the connection closes: the rest of that frame
    // is still on the wire). Small buffers: they grow when a large message needs it, and most
    // matches are idle. The transport's defaults (128 KiB each way) would cost half a megabyte
    // per match; see ARCHITECTURE.md, "Memory per connection and per match".
    // In a cluster, another node may be moving one of its players here.
    crate::cluster::handoff::adopt(&shared, &headers);
    let limit = shared.config.max_frame_bytes;
    ws.max_message_size(limit)
        .max_frame_size(limit)
        .read_buffer_size(shared.config.ws_read_buffer_bytes as usize)
        .write_buffer_size(shared.config.ws_write_buffer_bytes as usize)
        .on_upgrade(move |socket| {
            let id = shared.next_session.fetch_add(1, Ordering::Relaxed);
            session(socket, shared, id, slot)
                .instrument(tracing::info_span!("conn", id, client = %client))
        })
}

/// A token bucket: `burst` messages at once, `rate` per second sustained.
struct Bucket {
    tokens: f64,
    last: Instant,
    rate: f64,
    burst: f64,
}

impl Bucket {
    fn take(&mut self) -> bool {
        let now = Instant::now();
        let dt = now.saturating_duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + dt * self.rate).min(self.burst);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

struct Conn {
    shared: Arc<Shared>,
    outbox: Outbox,
    player: Option<(String, String)>,
    /// Cluster mode: this session is relayed to the node that owns its match.
    upstream: Option<crate::cluster::proxy::Upstream>,
    /// The player's resume token (cluster mode moves a session to another node with it).
    token: Option<String>,
    /// What accounts read of the message being handled.
    accounts: crate::accounts::socket::SocketAccounts,
}

/// One connection, holding its place among its address's connections until it ends. One task
/// both reads the socket and drains the outbound queue (a second task per connection cost its
/// own future and the shared socket's lock; see ARCHITECTURE.md, "Memory per connection and
/// per match"). Matches only ever queue without waiting, so a client that does not read stalls
/// nothing but its own connection: its writes block, its queue fills, and it is killed.
async fn session(mut socket: WebSocket, shared: Arc<Shared>, id: u64, _slot: conn_limit::Slot) {
    shared.metrics.connections.fetch_add(1, Ordering::Relaxed);
    tracing::debug!("connected");
    let (outbox, inbox) = outbox::channel(id, shared.config.outbound_queue);
    let mut conn = Conn {
        shared: shared.clone(),
        outbox,
        player: None,
        upstream: None,
        token: None,
        accounts: Default::default(),
    };
    let mut bucket = Bucket {
        tokens: shared.config.rate_burst as f64,
        last: Instant::now(),
        rate: shared.config.rate_per_sec as f64,
        burst: shared.config.rate_burst as f64,
    };
    let mut shutdown = shared.shutdown.clone();
    let hello_by = Instant::now() + shared.config.hello_timeout();
    loop {
        tokio::select! {
            frame = socket.recv() => {
                let frame = match frame {
                    Some(Ok(frame)) => frame,
                    Some(Err(e)) => {
                        conn.read_failed(e);
                        break;
                    }
                    None => break,
                };
                match frame {
                    Message::Text(text) => {
                        if !bucket.take() {
                            conn.err(ErrorCode::RateLimited, "too many messages; slow down", None);
                        } else {
                            // Accounts read what they need from the store first (a session, a
                            // saved deck); a message they refuse goes no further.
                            let text = crate::accounts::socket::prepare(
                                &shared,
                                &mut conn.accounts,
                                conn.player.as_ref().map(|p| p.0.as_str()),
                                &conn.outbox,
                                text.as_str(),
                            )
                            .await;
                            if let Some(text) = text {
                                conn.handle_text(&text);
                            }
                        }
                    }
                    Message::Binary(_) => conn.err(ErrorCode::BadJson, "send JSON text frames", None),
                    Message::Close(_) => break,
                    Message::Ping(_) | Message::Pong(_) => {}
                }
            }
            text = inbox.recv() => {
                // Write everything queued, then flush once.
                let write = async {
                    let mut ok = socket.feed(Message::Text(text)).await.is_ok();
                    while ok {
                        match inbox.try_recv() {
                            Some(more) => ok = socket.feed(Message::Text(more)).await.is_ok(),
                            None => break,
                        }
                    }
                    ok && socket.flush().await.is_ok()
                };
                // A client that never reads blocks these writes once the socket buffers are
                // full; its queue then fills and it is killed. The kill must end a blocked
                // write too, or the connection never closes. (Biased: a write that can go
                // ahead does, before a kill is heard.)
                let ok = tokio::select! {
                    biased;
                    ok = write => ok,
                    _ = inbox.killed() => false,
                };
                if !ok {
                    break;
                }
            }
            _ = inbox.killed() => break,
            _ = tokio::time::sleep_until(hello_by), if conn.player.is_none() && conn.upstream.is_none() => {
                conn.no_hello();
                break;
            }
            _ = shutdown.changed() => {
                conn.err(ErrorCode::ShuttingDown, "the server is shutting down", None);
                break;
            }
        }
    }
    // What was queued before a close (a `replaced` notice, the reason for closing) still goes
    // out, then a Close frame; best effort and not forever, as a client that does not read
    // never takes them.
    let goodbye = async {
        while let Some(text) = inbox.try_recv() {
            if socket.feed(Message::Text(text)).await.is_err() {
                return;
            }
        }
        let _ = socket.send(Message::Close(inbox.farewell())).await;
    };
    let _ = tokio::time::timeout(Duration::from_secs(1), goodbye).await;
    drop(inbox);
    conn.disconnected();
    shared.metrics.connections.fetch_sub(1, Ordering::Relaxed);
    tracing::debug!("disconnected");
}

impl Conn {
    /// Reading failed. An oversized message is answered (`frame_too_large`, then close code
    /// 1009 with the limit): a frame refused from its header leaves its payload unread, and a
    /// fragmented message leaves its later fragments unread, so the connection cannot go on
    /// (the socket lingers so that the answer still reaches the client: `linger`). Anything
    /// else is a broken connection.
    fn read_failed(&self, e: axum::Error) {
        use tokio_tungstenite::tungstenite::Error as WsError;
        let e = e.into_inner();
        let Some(WsError::Capacity(why)) = e.downcast_ref::<WsError>() else {
            tracing::debug!(error = %e, "the connection broke");
            return;
        };
        let limit = self.shared.config.max_frame_bytes;
        tracing::info!(%why, limit, "a message over the size limit: frame_too_large, closing with 1009");
        self.err(
            ErrorCode::FrameTooLarge,
            format!("messages are limited to {limit} bytes; this connection closes"),
            None,
        );
        self.outbox.close_with(
            close_code::SIZE,
            format!("messages are limited to {limit} bytes"),
        );
    }

    /// The connection said no `hello` in time: `hello_required`, then close code 1008.
    fn no_hello(&self) {
        let secs = self.shared.config.hello_timeout_secs;
        self.shared
            .metrics
            .connections_without_hello
            .fetch_add(1, Ordering::Relaxed);
        self.err(
            ErrorCode::HelloRequired,
            format!("no hello within {secs} s; this connection closes"),
            None,
        );
        self.outbox
            .close_with(close_code::POLICY, format!("no hello within {secs} s"));
    }

    fn err(&self, code: ErrorCode, message: impl Into<String>, action_id: Option<String>) {
        self.shared.metrics.error(code.as_str());
        self.outbox.send(&error(code, message, action_id));
    }

    fn handle_text(&mut self, text: &str) {
        let relayed = match (&self.upstream, &self.player) {
            (Some(up), _) => Some(up.forward(text)),
            (None, Some((player, _))) => crate::cluster::relayed(&self.shared, player, text),
            (None, None) => None,
        };
        match relayed {
            Some(Ok(())) => return,
            Some(Err((code, why))) => {
                // Answered with the action's id when it has one, so the client knows which
                // action to send again.
                let action_id = crate::cluster::proxy::action_id_of(text);
                return self.err(code, why, action_id);
            }
            None => {}
        }
        // A good message is read once, straight into its type; a bad one is read again as a
        // tree, to say precisely what is wrong with it.
        if let Ok(msg) = ClientMsg::from_text(text) {
            return self.dispatch(msg);
        }
        let value: Value = match serde_json::from_str(text) {
            Ok(v) => v,
            Err(e) => return self.err(ErrorCode::BadJson, format!("not JSON: {e}"), None),
        };
        let Some(kind) = value
            .get("type")
            .and_then(Value::as_str)
            .map(str::to_string)
        else {
            return self.err(ErrorCode::BadMessage, "a message needs a \"type\"", None);
        };
        if !CLIENT_TYPES.contains(&kind.as_str()) {
            return self.err(
                ErrorCode::UnknownType,
                format!("unknown message type {kind:?}"),
                None,
            );
        }
        let action_id = value
            .get("action_id")
            .and_then(Value::as_str)
            .map(str::to_string);
        let msg: ClientMsg = match serde_json::from_value(value) {
            Ok(m) => m,
            Err(e) => {
                return self.err(ErrorCode::BadMessage, format!("bad {kind}: {e}"), action_id)
            }
        };
        self.dispatch(msg);
    }

    fn dispatch(&mut self, msg: ClientMsg) {
        let shared = self.shared.clone();
        if let ClientMsg::Hello {
            protocol_version,
            name,
            resume_token,
            session,
            updates,
        } = msg
        {
            return self.hello(protocol_version, name, resume_token, session, updates);
        }
        let Some((player, name)) = self.player.clone() else {
            return self.err(ErrorCode::HelloRequired, "say hello first", None);
        };
        let lobby = &shared.lobby;
        // An action refused before it reaches its match (no such match, match busy or over)
        // must still name its action id, so the client can tell which action failed.
        let refused_action = match &msg {
            ClientMsg::Action { action_id, .. } => Some(action_id.clone()),
            _ => None,
        };
        // A draining server starts no new match; running ones go on.
        let starts_a_match = matches!(
            msg,
            ClientMsg::CreateRoom { .. }
                | ClientMsg::JoinRoom { .. }
                | ClientMsg::Ready { .. }
                | ClientMsg::QuickMatch { .. }
        );
        if starts_a_match && shared.draining.load(Ordering::Relaxed) {
            return self.err(
                ErrorCode::ShuttingDown,
                "the server is restarting: no new match starts now; try again in a minute",
                None,
            );
        }
        let result = match msg {
            ClientMsg::Hello { .. } => Ok(()),
            ClientMsg::Ping { nonce } => {
                self.outbox.send(&ServerMsg::Pong { nonce });
                Ok(())
            }
            ClientMsg::ListCards { game } => match registry::cards(&game) {
                Some(cards) => {
                    self.outbox.send(&ServerMsg::Cards { game, cards });
                    Ok(())
                }
                None => Err((ErrorCode::UnknownGame, format!("no game {game:?}"))),
            },
            ClientMsg::ListRooms { game } => {
                self.outbox.send(&ServerMsg::Rooms {
                    rooms: crate::cluster::rooms(&shared, game.as_deref()),
                });
                Ok(())
            }
            ClientMsg::CreateRoom { game, options } => {
                lobby.create(&shared, &player, &name, &game, options)
            }
            ClientMsg::JoinRoom { room, code, seat } => {
                // In a cluster, another node's room (by id or code) moves the player there.
                let elsewhere = match (room.as_deref(), code.as_deref()) {
                    _ if shared.cluster.is_none() => None,
                    (Some(r), _) if !lobby.has_room(r) => Some((
                        crate::cluster::handoff::Elsewhere::Room(r.to_string()),
                        "no room with that id",
                    )),
                    (None, Some(c)) if !lobby.has_code(c) => Some((
                        crate::cluster::handoff::Elsewhere::Code(c.to_string()),
                        "no room has that code",
                    )),
                    _ => None,
                };
                if let Some((what, why)) = elsewhere {
                    let msg = ClientMsg::JoinRoom {
                        room: room.clone(),
                        code: code.clone(),
                        seat,
                    };
                    if self.elsewhere(&player, &name, what, &msg, (ErrorCode::NotFound, why)) {
                        return;
                    }
                }
                lobby.join(
                    &shared,
                    &player,
                    &name,
                    room.as_deref(),
                    code.as_deref(),
                    seat,
                )
            }
            ClientMsg::Ready { deck } => {
                let Some((game, rules, version)) = shared
                    .players
                    .get(&player)
                    .and_then(|p| p.room)
                    .and_then(|r| lobby.room_game(&r))
                else {
                    return self.err(ErrorCode::NotInRoom, "join a room first", None);
                };
                match registry::resolve_deck_at(&game, &deck, rules, version.as_deref()) {
                    Ok(deck) => lobby.ready(&shared, &player, deck),
                    Err(why) => Err((ErrorCode::BadDeck, why)),
                }
            }
            ClientMsg::QuickMatch {
                game,
                deck,
                setup,
                rated,
            } => match registry::resolve_deck(&game, &deck, true) {
                Ok(resolved) => {
                    let across = crate::cluster::matchmaking::Request {
                        player: &player,
                        name: &name,
                        token: self.token.as_deref().unwrap_or_default(),
                        outbox: &self.outbox,
                        msg: ClientMsg::QuickMatch {
                            game: game.clone(),
                            deck,
                            setup: setup.clone(),
                            rated,
                        },
                        deck: resolved.clone(),
                    };
                    let setup = setup.as_deref();
                    match crate::cluster::matchmaking::quick_match(&shared, &game, setup, across) {
                        Some(result) => result,
                        None => lobby
                            .quick_match(&shared, &player, &name, &game, setup, rated, resolved),
                    }
                }
                Err(why) if registry::game(&game).is_none() => Err((ErrorCode::UnknownGame, why)),
                Err(why) => Err((ErrorCode::BadDeck, why)),
            },
            ClientMsg::Leave => {
                self.unspectate(&player);
                lobby.leave(&shared, &player);
                Ok(())
            }
            ClientMsg::SetRoomOptions { allow_spectators } => {
                lobby.allow_spectators(&shared, &player, allow_spectators)
            }
            ClientMsg::Action {
                match_id,
                version,
                action_id,
                action,
            } => {
                let cmd = MatchCmd::Action(ActionRequest {
                    player: player.clone(),
                    outbox: self.outbox.clone(),
                    version,
                    action_id: action_id.clone(),
                    action,
                    received: Instant::now(),
                });
                self.to_match(&match_id, cmd, Some(action_id))
            }
            ClientMsg::Spectate { match_id, view } => {
                // In a cluster, a match running on another node moves the spectator there.
                if shared.cluster.is_some() && !shared.matches.contains_key(&match_id) {
                    let msg = ClientMsg::Spectate {
                        match_id: match_id.clone(),
                        view,
                    };
                    let what = crate::cluster::handoff::Elsewhere::Match(match_id.clone());
                    let not_here = (ErrorCode::NotFound, "no running match with that id");
                    if self.elsewhere(&player, &name, what, &msg, not_here) {
                        return;
                    }
                }
                self.unspectate(&player);
                let cmd = MatchCmd::Spectate {
                    player: player.clone(),
                    name: name.clone(),
                    view,
                    outbox: self.outbox.clone(),
                };
                let r = self.to_match(&match_id, cmd, None);
                // (A match that does not run here is answered later, and is not watched.)
                if r.is_ok() && shared.matches.contains_key(&match_id) {
                    shared
                        .players
                        .update(&player, |p| p.spectating = Some(match_id));
                }
                r
            }
            ClientMsg::Resync { match_id } => {
                let cmd = MatchCmd::Resync {
                    player: player.clone(),
                    session: self.outbox.session,
                };
                self.to_match(&match_id, cmd, None)
            }
            ClientMsg::KickSpectator {
                match_id,
                spectator,
            } => {
                let cmd = MatchCmd::Kick {
                    player: player.clone(),
                    spectator,
                    outbox: self.outbox.clone(),
                };
                self.to_match(&match_id, cmd, None)
            }
        };
        if let Err((code, message)) = result {
            self.err(code, message, refused_action);
        }
    }

    /// Cluster mode: the room or match asked for may be on another node; if so the player
    /// moves there and `msg` follows, else they get `not_here`. `false` in single-node mode.
    fn elsewhere(
        &self,
        player: &str,
        name: &str,
        what: crate::cluster::handoff::Elsewhere,
        msg: &ClientMsg,
        not_here: (ErrorCode, &str),
    ) -> bool {
        if self.shared.cluster.is_none() || self.upstream.is_some() {
            return false;
        }
        let who = crate::cluster::handoff::Moving {
            player,
            name,
            token: self.token.as_deref().unwrap_or_default(),
            outbox: &self.outbox,
        };
        let msg = serde_json::to_string(msg).unwrap_or_default();
        let not_here = error(not_here.0, not_here.1, None);
        crate::cluster::handoff::reach(&self.shared, who, what, msg, not_here)
    }

    fn to_match(
        &self,
        match_id: &str,
        cmd: MatchCmd,
        action_id: Option<String>,
    ) -> Result<(), crate::lobby::LobbyError> {
        let Some(tx) = self.shared.matches.get(match_id).map(|h| h.tx.clone()) else {
            return self.not_running(match_id, action_id);
        };
        tx.try_send(cmd).map_err(|e| match e {
            tokio::sync::mpsc::error::TrySendError::Full(_) => (
                ErrorCode::RateLimited,
                "the match is busy; retry".to_string(),
            ),
            tokio::sync::mpsc::error::TrySendError::Closed(_) => {
                (ErrorCode::MatchOver, "the match has ended".to_string())
            }
        })
    }

    /// A message named a match that does not run here: a match that has ended (one the
    /// history holds: finished, or abandoned at a restart) is answered with `match_over`,
    /// anything else with `not_found`. With storage the answer comes once the store has said
    /// which, read off the runtime; without it there is no history, and nothing has ended.
    fn not_running(
        &self,
        match_id: &str,
        action_id: Option<String>,
    ) -> Result<(), crate::lobby::LobbyError> {
        let Some(store) = self.shared.store.clone() else {
            return Err((
                ErrorCode::NotFound,
                format!("no running match {match_id:?}"),
            ));
        };
        let (shared, outbox, id) = (
            self.shared.clone(),
            self.outbox.clone(),
            match_id.to_string(),
        );
        tokio::spawn(async move {
            let asked = id.clone();
            let status = tokio::task::spawn_blocking(move || store.status(&asked)).await;
            let (code, message) = match status {
                Ok(Ok(Some(status))) if status != "running" => (
                    ErrorCode::MatchOver,
                    format!("match {id:?} has ended; its result is in the history"),
                ),
                _ => (ErrorCode::NotFound, format!("no running match {id:?}")),
            };
            shared.metrics.error(code.as_str());
            outbox.send(&error(code, message, action_id));
        });
        Ok(())
    }

    fn unspectate(&self, player: &str) {
        let Some(m) = self.shared.players.get(player).and_then(|p| p.spectating) else {
            return;
        };
        self.shared.players.update(player, |p| p.spectating = None);
        if let Some(h) = self.shared.matches.get(&m) {
            let _ = h.tx.try_send(MatchCmd::Unspectate {
                player: player.to_string(),
            });
        }
    }

    fn hello(
        &mut self,
        version: u32,
        name: Option<String>,
        token: Option<String>,
        session: Option<String>,
        updates: UpdateForm,
    ) {
        if version != PROTOCOL_VERSION {
            return self.err(
                ErrorCode::ProtocolVersion,
                format!("this server speaks protocol {PROTOCOL_VERSION}, not {version}"),
                None,
            );
        }
        if self.player.is_some() {
            return self.err(ErrorCode::BadMessage, "hello was already said", None);
        }
        // Whom accounts found this hello to be from: an account (its session), a guest, or
        // a refusal (an unknown session, a guest taking a registered name).
        let account = match self.accounts.take_hello() {
            Ok(account) => account,
            Err((code, why)) => return self.err(code, why, None),
        };
        self.outbox.set_update_form(updates);
        let players = &self.shared.players;
        let (id, token, resumed) = match token {
            Some(t) => {
                let Some(id) = players.by_token(&t) else {
                    // In a cluster the token may be another node's: relay the session there.
                    if let Some(cluster) = self.shared.cluster.clone() {
                        let hello = ClientMsg::Hello {
                            protocol_version: version,
                            name,
                            resume_token: Some(t.clone()),
                            session,
                            updates,
                        };
                        let hello = serde_json::to_string(&hello).unwrap_or_default();
                        let hash = crate::players::token_hash(&t);
                        self.upstream = Some(crate::cluster::proxy::open(
                            cluster,
                            self.outbox.clone(),
                            hash,
                            hello,
                        ));
                        return;
                    }
                    return self.err(ErrorCode::BadToken, "unknown or expired resume token", None);
                };
                if let Some(old) = players.attach(&id, self.outbox.clone()) {
                    old.send(&error(
                        ErrorCode::Replaced,
                        "another connection took over",
                        None,
                    ));
                    old.close();
                }
                (id, t, true)
            }
            None => {
                // A logged-in player plays under the account's name as registered.
                let name = match &account {
                    Some(a) => a.name.clone(),
                    None => clean_name(name),
                };
                let (id, token) = players.create(name, account, self.outbox.clone());
                (id, token, false)
            }
        };
        let Some(p) = players.get(&id) else { return };
        tracing::info!(player = %id, resumed, "hello");
        self.player = Some((id.clone(), p.name.clone()));
        if self.shared.cluster.is_some() {
            self.token = Some(token.clone());
        }
        self.outbox.send(&ServerMsg::Welcome {
            protocol_version: PROTOCOL_VERSION,
            player_id: id.clone(),
            name: p.name.clone(),
            resume_token: token,
            resumed,
            account: p.account.as_ref().map(|a| a.name.clone()),
        });
        if resumed {
            self.shared.lobby.player_back(&self.shared, &id);
        }
        if let Some(room) = p.room {
            match self.shared.lobby.match_of_room(&room) {
                Some(m) => {
                    // (A match that ended meanwhile has nothing to attach to, and says nothing.)
                    if let Some(h) = self.shared.matches.get(&m) {
                        let _ = h.tx.try_send(MatchCmd::Attach {
                            player: id,
                            outbox: self.outbox.clone(),
                        });
                    }
                }
                None => self.shared.lobby.resend_room(&self.shared, &room, &id),
            }
        }
    }

    /// The socket closed: the seat stays for the grace period, the clock keeps running.
    fn disconnected(&self) {
        let Some((player, _)) = &self.player else {
            return;
        };
        let shared = self.shared.clone();
        let Some(gen) = shared.players.detach(player, self.outbox.session) else {
            return;
        };
        let p = shared.players.get(player);
        let room = p.as_ref().and_then(|p| p.room.clone());
        if let Some(m) = room.as_deref().and_then(|r| shared.lobby.match_of_room(r)) {
            if let Some(h) = shared.matches.get(&m) {
                let _ = h.tx.try_send(MatchCmd::Detach {
                    player: player.clone(),
                    session: self.outbox.session,
                });
            }
        }
        self.unspectate(player);
        start_grace(shared, player.clone(), gen);
    }
}

/// Starts the resume grace period of a player who is gone (their `gen`th disconnect): unless
/// they come back in time, they leave their room (forfeiting a running match) and are forgotten.
pub fn start_grace(shared: Arc<Shared>, player: String, gen: u64) {
    let grace = shared.config.resume_grace();
    tokio::spawn(async move {
        tokio::time::sleep(grace).await;
        let still_gone = shared
            .players
            .get(&player)
            .is_some_and(|p| p.outbox.is_none() && p.disconnects == gen);
        if still_gone {
            tracing::info!(player = %player, "resume grace period over");
            shared.lobby.leave(&shared, &player);
            crate::cluster::forgotten(&shared, &player);
            shared.players.remove(&player);
        }
    });
}

/// A guest's display name: control characters dropped, at most 32 characters, trimmed; a
/// random one when nothing is left.
pub(crate) fn clean_name(name: Option<String>) -> String {
    let name: String = name
        .unwrap_or_default()
        .chars()
        .filter(|c| !c.is_control())
        .take(32)
        .collect();
    let name = name.trim().to_string();
    if name.is_empty() {
        format!("Player-{}", &uuid::Uuid::new_v4().simple().to_string()[..4])
    } else {
        name
    }
}
