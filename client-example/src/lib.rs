//! A small async Tavern client over WebSocket, built on the protocol crate alone. The
//! `tavern-client` binary and the integration tests use it.

use std::collections::VecDeque;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde::Deserialize;
use serde_json::Value;
use tavern_protocol::changes::{self, UpdateState};
use tavern_protocol::wire::{ClientMsg, RawJson, ServerMsg, UpdateForm, PROTOCOL_VERSION};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// Anything that can go wrong talking to a server.
#[derive(Debug)]
pub enum ClientError {
    /// The WebSocket failed.
    Ws(tokio_tungstenite::tungstenite::Error),
    /// The server sent something that is not a server message.
    Decode(serde_json::Error),
    /// The connection closed.
    Closed,
    /// Nothing arrived in time.
    Timeout,
    /// The server answered with something else than expected.
    Unexpected(Box<ServerMsg>),
    /// An HTTP request (history, replays) failed.
    Http(String),
}

impl std::fmt::Display for ClientError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ClientError::Ws(e) => write!(f, "websocket: {e}"),
            ClientError::Decode(e) => write!(f, "bad server message: {e}"),
            ClientError::Closed => write!(f, "connection closed"),
            ClientError::Timeout => write!(f, "timed out"),
            ClientError::Unexpected(m) => write!(f, "unexpected message: {m:?}"),
            ClientError::Http(e) => write!(f, "http: {e}"),
        }
    }
}

impl std::error::Error for ClientError {}

impl From<tokio_tungstenite::tungstenite::Error> for ClientError {
    fn from(e: tokio_tungstenite::tungstenite::Error) -> Self {
        ClientError::Ws(e)
    }
}

/// Times [`Client::resume`] tries to connect again.
const RESUME_TRIES: u32 = 8;
/// The pause before [`Client::resume`]'s second try, growing by as much before each next one.
const RESUME_PAUSE: Duration = Duration::from_millis(250);

/// The bytes a server's WebSocket frame of `payload` bytes takes (servers do not mask: a
/// 2-byte header, 2 more from 126 bytes on, 8 more from 64 KiB on).
pub fn frame_bytes(payload: usize) -> u64 {
    let header = match payload {
        0..=125 => 2,
        126..=65535 => 4,
        _ => 10,
    };
    (payload + header) as u64
}

/// The match a connection follows (one at a time), as its last update left it.
struct Held {
    match_id: String,
    version: u64,
    state: Value,
    /// The decision lists changes may rebuild from.
    kept: changes::Kept,
}

impl Held {
    /// Applies changes made from version `base` into `version`'s state; none when they do not
    /// fit (another base, or changes that do not apply).
    fn apply(&mut self, base: u64, version: u64, changes: &RawJson) -> Option<UpdateState> {
        if self.version != base {
            return None;
        }
        let list: Value = changes.parse().ok()?;
        changes::apply(&mut self.state, &mut self.kept, &list).ok()?;
        self.version = version;
        UpdateState::deserialize(&self.state).ok()
    }
}

/// A connection to a Tavern server.
pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// Our player id, after `hello`.
    pub player_id: String,
    /// Our resume token, after `hello`.
    pub resume_token: String,
    /// How this connection takes updates (`hello` said so).
    pub updates: UpdateForm,
    /// The match followed: its last update's state, to apply `update_changes` to.
    held: Option<Held>,
    /// Messages read but not yet handed on (an action result an `update_changes` carried
    /// comes out before the update).
    ready: VecDeque<ServerMsg>,
    /// A match whose state to ask for again before reading on.
    resync: Option<String>,
    /// Bytes received, WebSocket frame headers included.
    pub bytes_received: u64,
    /// `update_changes` applied (each handed on as a whole `update`).
    pub changes_applied: u64,
}

/// How much a WebSocket read takes at most: an update changes message is a few hundred bytes
/// (a whole update, a few KiB, takes a few reads). The transport zeroes this much before every
/// read: at 8 KiB that was 3% of the swarm's CPU.
const READ_BUFFER_BYTES: usize = 2 * 1024;

impl Client {
    /// Connects to `url` (`ws://host:port/ws`).
    pub async fn connect(url: &str) -> Result<Client, ClientError> {
        // A read takes at most READ_BUFFER_BYTES at a time (a larger frame takes several): the
        // default 128 KiB is zeroed before every read, which cost the swarm a sixth of its CPU.
        // TCP_NODELAY: actions are small frames that must not wait for delayed ACKs.
        let config = WebSocketConfig::default().read_buffer_size(READ_BUFFER_BYTES);
        let (ws, _) = tokio_tungstenite::connect_async_with_config(url, Some(config), true).await?;
        Ok(Client {
            ws,
            player_id: String::new(),
            resume_token: String::new(),
            updates: UpdateForm::Full,
            held: None,
            ready: VecDeque::new(),
            resync: None,
            bytes_received: 0,
            changes_applied: 0,
        })
    }

    /// Connects and says hello (resuming with `token` if given), taking updates as changes
    /// ([`Client::recv`] hands them on as whole updates).
    pub async fn join(url: &str, name: &str, token: Option<String>) -> Result<Client, ClientError> {
        Client::hello(url, Some(name.to_string()), token, UpdateForm::Changes).await
    }

    /// [`Client::join`], taking updates in the form given.
    pub async fn join_taking(
        url: &str,
        name: &str,
        token: Option<String>,
        updates: UpdateForm,
    ) -> Result<Client, ClientError> {
        Client::hello(url, Some(name.to_string()), token, updates).await
    }

    /// Connects and says hello with `name` (none: the one the server knows for `token`).
    async fn hello(
        url: &str,
        name: Option<String>,
        token: Option<String>,
        updates: UpdateForm,
    ) -> Result<Client, ClientError> {
        let mut c = Client::connect(url).await?;
        c.updates = updates;
        c.send(&ClientMsg::Hello {
            protocol_version: PROTOCOL_VERSION,
            name,
            resume_token: token,
            updates,
            session: None,
        })
        .await?;
        match c.recv().await? {
            ServerMsg::Welcome {
                player_id,
                resume_token,
                ..
            } => {
                c.player_id = player_id;
                c.resume_token = resume_token;
                Ok(c)
            }
            other => Err(ClientError::Unexpected(Box::new(other))),
        }
    }

    /// Connects again as the same player, with this client's resume token: the server said
    /// `match_moved` (cluster mode: the match or session moved to another node, and what was
    /// in flight did not count). A few tries, further apart each time, while the match's new
    /// owner takes it over; the server then shows the match again, to decide from afresh.
    pub async fn resume(&mut self, url: &str) -> Result<(), ClientError> {
        let mut last = ClientError::Closed;
        for attempt in 0..RESUME_TRIES {
            tokio::time::sleep(RESUME_PAUSE * attempt).await;
            match Client::hello(url, None, Some(self.resume_token.clone()), self.updates).await {
                Ok(mut c) => {
                    c.bytes_received += self.bytes_received;
                    *self = c;
                    return Ok(());
                }
                Err(e) => last = e,
            }
        }
        Err(last)
    }

    /// Sends a message.
    pub async fn send(&mut self, msg: &ClientMsg) -> Result<(), ClientError> {
        let text = serde_json::to_string(msg).map_err(ClientError::Decode)?;
        self.ws.send(Message::Text(text.into())).await?;
        Ok(())
    }

    /// Sends raw text (for testing the server's handling of bad input).
    pub async fn send_raw(&mut self, text: &str) -> Result<(), ClientError> {
        self.ws.send(Message::Text(text.to_string().into())).await?;
        Ok(())
    }

    /// The next server message. `update_changes` come out as the whole `update` they stand
    /// for (after the `action_result` of ours they carry, if any); changes that do not fit
    /// what this client holds are dropped and the match's state asked for again (`resync`),
    /// whose answer comes out next.
    pub async fn recv(&mut self) -> Result<ServerMsg, ClientError> {
        loop {
            if let Some(msg) = self.ready.pop_front() {
                return Ok(msg);
            }
            let text = self.recv_text().await?;
            let msg = serde_json::from_str(&text).map_err(ClientError::Decode)?;
            self.take(msg);
        }
    }

    /// Keeps an update's state (or applies changes to it) and queues what the message stands
    /// for: the whole update (with the action result it carried), or nothing when changes did
    /// not apply and the state was asked for again.
    fn take(&mut self, msg: ServerMsg) {
        let msg = match UpdateState::split(msg) {
            Ok((match_id, version, events, state)) => {
                if self.updates == UpdateForm::Changes {
                    if let Ok(value) = serde_json::to_value(&state) {
                        self.held = Some(Held {
                            match_id: match_id.clone(),
                            version,
                            state: value,
                            kept: changes::Kept::default(),
                        });
                    }
                }
                self.ready
                    .push_back(state.into_update(match_id, version, events));
                return;
            }
            Err(other) => *other,
        };
        match msg {
            ServerMsg::UpdateChanges {
                version,
                base,
                action_id,
                events,
                changes,
            } => {
                let Some(held) = self.held.as_mut() else {
                    return;
                };
                if let Some(action_id) = action_id {
                    self.ready.push_back(ServerMsg::ActionResult {
                        match_id: held.match_id.clone(),
                        action_id,
                        ok: true,
                        version,
                        error: None,
                    });
                }
                match held.apply(base, version, &changes) {
                    Some(state) => {
                        self.changes_applied += 1;
                        let update = state.into_update(held.match_id.clone(), version, events);
                        self.ready.push_back(update);
                    }
                    None => {
                        self.resync = self.held.take().map(|h| h.match_id);
                    }
                }
            }
            ServerMsg::MatchOver { ref match_id, .. } => {
                if self.held.as_ref().is_some_and(|h| h.match_id == *match_id) {
                    self.held = None;
                }
                self.ready.push_back(msg);
            }
            other => self.ready.push_back(other),
        }
    }

    /// The next server message as raw text (for tools that read only a few fields: they see
    /// `update_changes` as they come).
    pub async fn recv_text(&mut self) -> Result<String, ClientError> {
        loop {
            if let Some(match_id) = self.resync.take() {
                self.send(&ClientMsg::Resync { match_id }).await?;
            }
            match self.ws.next().await {
                Some(Ok(Message::Text(t))) => {
                    self.bytes_received += frame_bytes(t.len());
                    return Ok(t.as_str().to_string());
                }
                Some(Ok(Message::Close(_))) | None => return Err(ClientError::Closed),
                Some(Ok(m)) => {
                    self.bytes_received += frame_bytes(m.len());
                    continue;
                }
                Some(Err(e)) => return Err(ClientError::Ws(e)),
            }
        }
    }

    /// The next server message, or `Timeout` after `limit`.
    pub async fn recv_timeout(&mut self, limit: Duration) -> Result<ServerMsg, ClientError> {
        tokio::time::timeout(limit, self.recv())
            .await
            .map_err(|_| ClientError::Timeout)?
    }

    /// Reads messages until one matches `pred` (within `limit` overall).
    pub async fn until<T>(
        &mut self,
        limit: Duration,
        mut pred: impl FnMut(&ServerMsg) -> Option<T>,
    ) -> Result<T, ClientError> {
        let deadline = tokio::time::Instant::now() + limit;
        loop {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            let msg = self.recv_timeout(left).await?;
            if let Some(t) = pred(&msg) {
                return Ok(t);
            }
        }
    }

    /// Closes the connection.
    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}
