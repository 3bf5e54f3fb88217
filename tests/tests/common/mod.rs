//! Shared helpers for the server's black-box tests: a real server on loopback, clients that say
//! hello, and participants that follow a match's updates over real WebSockets.
//!
//! Each `server_*.rs` test file includes this module and uses only part of it.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use serde_json::Value;
use tavern_client::Client;
use tavern_protocol::gitcg::{Action, Dice, Event, HandMask, Phase, View};
use tavern_protocol::wire::{
    suggest_action, ClientMsg, DecisionInfo, DeckChoice, ErrorBody, ErrorCode, RawJson, RoomInfo,
    RoomOptions, ServerMsg, SpectatorInfo, Unavailable,
};
use tavern_protocol::{DecisionKind, Outcome, Seat, Viewer};
use tavern_server::{Config, Running};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// How long a test waits for any one expected message (tokio time: virtual under paused time).
pub const LIMIT: Duration = Duration::from_secs(10);

/// The game every test plays.
pub const GAME: &str = "gitcg";

/// A test server config: a free loopback port and bots that act at once, after a short
/// thought (whole matches against them stay quick).
pub fn config() -> Config {
    Config {
        addr: "127.0.0.1:0".parse().expect("loopback address"),
        admin_addr: "127.0.0.1:0".parse().expect("loopback address"),
        bot_delay_ms: 0,
        bot_think_ms: 30,
        no_db: true,
        ..Config::defaults()
    }
}

/// Room options for a private, clock-less two-seat gitcg room.
pub fn private_room() -> RoomOptions {
    RoomOptions {
        public: false,
        clock: None,
        ..RoomOptions::default()
    }
}

/// A running server and its WebSocket URL.
pub struct Server {
    /// The server.
    pub running: Running,
    /// `ws://…/ws`.
    pub url: String,
}

impl Server {
    /// The address the server listens on.
    pub fn addr(&self) -> SocketAddr {
        self.running.addr
    }

    /// The address of its admin listener (`/metrics`, `/api/admin/…`).
    pub fn admin(&self) -> SocketAddr {
        self.running.admin_addr
    }
}

/// Starts a server in-process (on the test's runtime) with `config`.
pub async fn start(config: Config) -> Server {
    let running = Running::start(config).await.expect("server starts");
    let url = format!("ws://{}/ws", running.addr);
    Server { running, url }
}

/// Connects and says hello as a new player.
pub async fn player(url: &str, name: &str) -> Client {
    Client::join(url, name, None)
        .await
        .unwrap_or_else(|e| panic!("{name} could not join: {e}"))
}

/// The next message, within [`LIMIT`].
pub async fn recv(c: &mut Client) -> ServerMsg {
    c.recv_timeout(LIMIT)
        .await
        .unwrap_or_else(|e| panic!("no message: {e}"))
}

/// Reads until a message matches `pred`, within [`LIMIT`].
pub async fn until<T>(c: &mut Client, pred: impl FnMut(&ServerMsg) -> Option<T>) -> T {
    c.until(LIMIT, pred)
        .await
        .unwrap_or_else(|e| panic!("expected message never came: {e}"))
}

/// Reads until the next `room` message.
pub async fn next_room(c: &mut Client) -> RoomInfo {
    until(c, |m| match m {
        ServerMsg::Room { room } => Some(room.clone()),
        _ => None,
    })
    .await
}

/// The next message must be an error with `code`; returns it and its action id.
pub async fn expect_error(c: &mut Client, code: ErrorCode) -> (ErrorBody, Option<String>) {
    match recv(c).await {
        ServerMsg::Error { error, action_id } => {
            assert_eq!(error.code, code, "wrong error code: {error:?}");
            assert!(!error.message.is_empty(), "errors explain themselves");
            (error, action_id)
        }
        other => panic!("expected error {code:?}, got {other:?}"),
    }
}

/// Asserts that nothing is waiting for this client: a `ping` is answered by its `pong` before
/// anything else arrives.
pub async fn assert_quiet(c: &mut Client, nonce: u64) {
    c.send(&ClientMsg::Ping { nonce }).await.expect("send ping");
    match recv(c).await {
        ServerMsg::Pong { nonce: n } => assert_eq!(n, nonce),
        other => panic!("expected only a pong, got {other:?}"),
    }
}

/// Waits until the server has handled everything this client sent: a `ping` and its `pong`.
/// Whatever arrives before the `pong` is skipped.
pub async fn sync(c: &mut Client) {
    const NONCE: u64 = 77_777;
    c.send(&ClientMsg::Ping { nonce: NONCE })
        .await
        .expect("send ping");
    until(c, |m| {
        matches!(m, ServerMsg::Pong { nonce: NONCE }).then_some(())
    })
    .await;
}

/// `GET path` over plain HTTP/1.1; returns the status code and the body.
pub async fn http_get(addr: SocketAddr, path: &str) -> (u16, String) {
    http(addr, "GET", path, None).await
}

/// An HTTP/1.1 request with an optional bearer token; returns the status code and the body.
pub async fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    token: Option<&str>,
) -> (u16, String) {
    let mut s = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let auth = token
        .map(|t| format!("Authorization: Bearer {t}\r\n"))
        .unwrap_or_default();
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\n{auth}Content-Length: 0\r\nConnection: close\r\n\r\n"
    );
    s.write_all(req.as_bytes()).await.expect("write request");
    let mut buf = Vec::new();
    s.read_to_end(&mut buf).await.expect("read response");
    let text = String::from_utf8(buf).expect("UTF-8 response");
    let (head, body) = text.split_once("\r\n\r\n").expect("HTTP response");
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("status code");
    (status, body.to_string())
}

/// One gauge or counter from `GET /metrics` on the admin listener at `addr`: the series
/// `name` (which may carry its labels, `tavern_errors_total{code="x"}`), or without labels the
/// sum of every series of that name (`tavern_actions_total` over every `game`).
pub async fn metric(addr: SocketAddr, name: &str) -> i64 {
    let (status, body) = http_get(addr, "/metrics").await;
    assert_eq!(status, 200);
    let values: Vec<i64> = body
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let (n, v) = l.rsplit_once(' ')?;
            let series = n == name || (!name.contains('{') && n.starts_with(&format!("{name}{{")));
            series.then(|| v.trim().parse().ok()).flatten()
        })
        .collect();
    assert!(!values.is_empty(), "no metric {name} in {body}");
    values.iter().sum()
}

/// Waits (up to [`LIMIT`]) until a metric has `value`: the server updates some only after
/// the messages a test waits for (a match's rooms close after its `match_over`).
pub async fn wait_metric(addr: SocketAddr, name: &str, value: i64) {
    let deadline = tokio::time::Instant::now() + LIMIT;
    loop {
        let now = metric(addr, name).await;
        if now == value {
            return;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "{name} stayed {now}, expected {value}"
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

/// One `update` as a participant received it.
#[derive(Clone, Debug)]
pub struct Upd {
    /// The match version.
    pub version: u64,
    /// The viewer's view.
    pub view: RawJson,
    /// Events since the previous update.
    pub events: Vec<RawJson>,
    /// Pending decisions.
    pub decisions: Vec<DecisionInfo>,
    /// Legal actions, when the viewer decides.
    pub legal: Vec<RawJson>,
    /// Options refused now with their reasons, in the viewer's main turn decision.
    pub unavailable: Vec<Unavailable>,
}

impl Upd {
    /// The view as gitcg's view type.
    pub fn gitcg(&self) -> View {
        self.view.parse().expect("a gitcg view")
    }

    /// The view as JSON.
    pub fn view_json(&self) -> Value {
        self.view.parse().expect("JSON view")
    }

    /// The view as JSON without its `viewer` field (to compare what two viewers see).
    pub fn view_without_viewer(&self) -> Value {
        let mut v = self.view_json();
        v.as_object_mut().expect("object view").remove("viewer");
        v
    }

    /// The events as gitcg's event type.
    pub fn gitcg_events(&self) -> Vec<Event> {
        self.events
            .iter()
            .map(|e| e.parse().expect("a gitcg event"))
            .collect()
    }

    /// The action `suggest_action` picks among the legal ones.
    pub fn suggested(&self) -> Option<Value> {
        suggest_action(&self.legal).map(|a| a.parse().expect("JSON action"))
    }

    /// What `seat` must decide now, if anything.
    pub fn decision_of(&self, seat: Seat) -> Option<DecisionKind> {
        self.decisions
            .iter()
            .find(|d| d.seat == seat)
            .map(|d| d.kind)
    }
}

/// What `seat` would do if it never thought: keep its hand and dice, choose the first living
/// character, declare the end of its round. Built from any viewer's update (decision kinds
/// and which characters live are public), so a client can act without reading its own socket.
pub fn passive_action(upd: &Upd, seat: Seat) -> Option<Value> {
    let action = match upd.decision_of(seat)? {
        DecisionKind::SwitchHand => Action::SwitchHand {
            cards: HandMask::EMPTY,
        },
        DecisionKind::ChooseActive => Action::ChooseActive { slot: 0 },
        DecisionKind::Reroll => Action::Reroll { dice: Dice::EMPTY },
        DecisionKind::Act => Action::DeclareEnd,
        DecisionKind::ChooseActiveAfterKnockOut => {
            let view = upd.gitcg();
            let slot = view.players[seat.index()]
                .characters
                .iter()
                .find(|c| c.alive && !c.active)
                .map(|c| c.slot)
                .unwrap_or(0);
            Action::ChooseActive { slot }
        }
        DecisionKind::DiscardSupport => Action::DiscardSupport { slot: 0 },
        DecisionKind::Pick => Action::Pick { option: 0 },
        // Other games' decisions: a gitcg match never asks them.
        _ => return None,
    };
    Some(serde_json::to_value(action).expect("actions serialise"))
}

/// Someone in a match (a seat or a spectator) following its updates. Every message read
/// through [`Participant::recv`] is checked: updates belong to the match and rise by one
/// version at a time, and `match_over` carries the last update's version.
pub struct Participant {
    /// The connection.
    pub c: Client,
    /// For failure messages.
    pub name: String,
    /// How this participant sees the match.
    pub viewer: Viewer,
    /// The match.
    pub match_id: String,
    /// The latest update.
    pub last: Option<Upd>,
    /// The latest spectator list sent to this participant.
    pub spectators: Option<Vec<SpectatorInfo>>,
    /// The result, once `match_over` arrived.
    pub over: Option<(Outcome, u64)>,
    /// Longest wait for one message.
    pub limit: Duration,
    /// Actions of this participant the server accepted (counted by [`autoplay`]).
    pub accepted: u64,
    next_action: u64,
}

impl Participant {
    /// Reads until `match_started` and the first update of a match.
    pub async fn start(mut c: Client, name: &str) -> Participant {
        let (match_id, viewer) = c
            .until(LIMIT, |m| match m {
                ServerMsg::MatchStarted {
                    match_id,
                    game,
                    viewer,
                    ..
                } => {
                    assert_eq!(game, GAME);
                    Some((match_id.clone(), *viewer))
                }
                ServerMsg::Error { error, .. } => {
                    panic!("{name}: error before the match: {error:?}")
                }
                _ => None,
            })
            .await
            .unwrap_or_else(|e| panic!("{name}: no match_started: {e}"));
        let mut p = Participant {
            c,
            name: name.to_string(),
            viewer,
            match_id,
            last: None,
            spectators: None,
            over: None,
            limit: LIMIT,
            accepted: 0,
            next_action: 0,
        };
        p.until(|m| matches!(m, ServerMsg::Update { .. }).then_some(()))
            .await;
        p
    }

    /// The seat this participant plays (or watches from).
    pub fn seat(&self) -> Seat {
        self.viewer.seat().expect("a seat")
    }

    /// The latest update.
    pub fn last(&self) -> &Upd {
        self.last.as_ref().expect("an update arrived")
    }

    /// The next message, checked and recorded.
    pub async fn recv(&mut self) -> ServerMsg {
        let msg = self
            .c
            .recv_timeout(self.limit)
            .await
            .unwrap_or_else(|e| panic!("{}: no message: {e}", self.name));
        match &msg {
            ServerMsg::Update {
                match_id,
                version,
                view,
                events,
                decisions,
                legal_actions,
                unavailable,
            } => {
                assert_eq!(
                    match_id, &self.match_id,
                    "{}: update of another match",
                    self.name
                );
                if let Some(last) = &self.last {
                    assert_eq!(
                        *version,
                        last.version + 1,
                        "{}: versions rise by one per update",
                        self.name
                    );
                }
                assert!(
                    self.over.is_none(),
                    "{}: update after match_over",
                    self.name
                );
                self.last = Some(Upd {
                    version: *version,
                    view: view.clone(),
                    events: events.clone(),
                    decisions: decisions.clone(),
                    legal: legal_actions.clone(),
                    unavailable: unavailable.clone(),
                });
            }
            ServerMsg::MatchOver {
                match_id,
                outcome,
                version,
                ..
            } => {
                assert_eq!(match_id, &self.match_id);
                assert_eq!(
                    *version,
                    self.last().version,
                    "{}: match_over carries the final version",
                    self.name
                );
                self.over = Some((outcome.clone(), *version));
            }
            ServerMsg::Spectators {
                match_id,
                spectators,
            } => {
                assert_eq!(match_id, &self.match_id);
                self.spectators = Some(spectators.clone());
            }
            _ => {}
        }
        msg
    }

    /// Reads until a message matches `pred`.
    pub async fn until<T>(&mut self, mut pred: impl FnMut(&ServerMsg) -> Option<T>) -> T {
        loop {
            let msg = self.recv().await;
            if let Some(t) = pred(&msg) {
                return t;
            }
        }
    }

    /// Reads until the update of `version`.
    pub async fn wait_version(&mut self, version: u64) {
        while self.last().version < version {
            self.recv().await;
        }
        assert_eq!(self.last().version, version, "{}", self.name);
    }

    /// Reads until `match_over`.
    pub async fn wait_over(&mut self) -> Outcome {
        while self.over.is_none() {
            self.recv().await;
        }
        self.over.clone().expect("over").0
    }

    /// A fresh action id, unique in the whole test run (a player who reconnects must not
    /// reuse an id: the server would answer with the earlier result).
    pub fn new_action_id(&mut self) -> String {
        static NEXT: AtomicU64 = AtomicU64::new(1);
        self.next_action += 1;
        format!("{}-{}", self.name, NEXT.fetch_add(1, Ordering::Relaxed))
    }

    /// Sends `action` decided on `version` under `action_id`.
    pub async fn send_action(&mut self, version: u64, action_id: &str, action: Value) {
        self.c
            .send(&ClientMsg::Action {
                match_id: self.match_id.clone(),
                version,
                action_id: action_id.to_string(),
                action,
            })
            .await
            .expect("send action");
    }

    /// Sends `action` on the latest version; returns its action id.
    pub async fn act(&mut self, action: Value) -> String {
        let id = self.new_action_id();
        let version = self.last().version;
        self.send_action(version, &id, action).await;
        id
    }

    /// Reads until the result of `action_id`: whether it was applied, the version after it,
    /// and why it was refused.
    pub async fn result(&mut self, action_id: &str) -> (bool, u64, Option<ErrorBody>) {
        let (name, match_id) = (self.name.clone(), self.match_id.clone());
        self.until(|m| match m {
            ServerMsg::ActionResult {
                match_id: m_id,
                action_id: id,
                ok,
                version,
                error,
            } if id == action_id => {
                assert_eq!(m_id, &match_id);
                Some((*ok, *version, error.clone()))
            }
            ServerMsg::Error {
                error,
                action_id: Some(id),
            } if id == action_id => panic!("{name}: action refused: {error:?}"),
            _ => None,
        })
        .await
    }

    /// Reads until the result of `action_id` and asserts it was refused with `code`.
    pub async fn refused(&mut self, action_id: &str, code: ErrorCode) -> ErrorBody {
        let version = self.last().version;
        let (ok, after, error) = self.result(action_id).await;
        assert!(!ok, "{}: the action should have been refused", self.name);
        assert_eq!(after, version, "a refused action changes no version");
        let error = error.expect("a refusal says why");
        assert_eq!(error.code, code, "{error:?}");
        error
    }

    /// The next message must be an error with `code`; returns it and its action id.
    pub async fn expect_error(&mut self, code: ErrorCode) -> (ErrorBody, Option<String>) {
        match self.recv().await {
            ServerMsg::Error { error, action_id } => {
                assert_eq!(error.code, code, "{}: {error:?}", self.name);
                (error, action_id)
            }
            other => panic!("{}: expected error {code:?}, got {other:?}", self.name),
        }
    }

    /// Asserts that nothing is waiting for this participant (see [`assert_quiet`]). A
    /// spectator list that repeats the last one changes nothing and is allowed (the server
    /// sends the list to every seat whenever a seat attaches).
    pub async fn assert_quiet(&mut self) {
        self.next_action += 1;
        let nonce = 1_000_000 + self.next_action;
        self.c
            .send(&ClientMsg::Ping { nonce })
            .await
            .expect("send ping");
        loop {
            let known = self.spectators.clone().unwrap_or_default();
            match self.recv().await {
                ServerMsg::Pong { nonce: n } => {
                    assert_eq!(n, nonce);
                    return;
                }
                ServerMsg::Spectators { spectators, .. } if spectators == known => {}
                other => panic!("{}: expected only a pong, got {other:?}", self.name),
            }
        }
    }
}

/// `name` creates a room with `options` (its bot seats filled by the server), readies the
/// starter deck and returns the room as created and the player at the match's first update.
pub async fn against_bots(url: &str, name: &str, options: RoomOptions) -> (RoomInfo, Participant) {
    let mut c = player(url, name).await;
    c.send(&ClientMsg::CreateRoom {
        game: GAME.into(),
        options,
    })
    .await
    .expect("send");
    let room = next_room(&mut c).await;
    c.send(&ClientMsg::Ready {
        deck: DeckChoice::Preset("starter".into()),
    })
    .await
    .expect("send");
    (room, Participant::start(c, name).await)
}

/// Plays `p` to the end of its match with `suggest_action`, one action in flight at a time,
/// concurrently with whoever else plays. Every action must be accepted.
pub async fn autoplay(mut p: Participant) -> Participant {
    let mut in_flight: Option<String> = None;
    // The version the latest update must reach before acting again: the update that follows
    // our own accepted action.
    let mut fresh_from = 0;
    let mut actions = 0u32;
    while p.over.is_none() {
        let last = p.last();
        if in_flight.is_none() && last.version >= fresh_from && !last.legal.is_empty() {
            let action = last.suggested().expect("a suggestion among legal actions");
            in_flight = Some(p.act(action).await);
            actions += 1;
            assert!(actions < 5_000, "{}: the match must end", p.name);
        }
        if let ServerMsg::ActionResult {
            action_id,
            ok,
            version,
            error,
            ..
        } = p.recv().await
        {
            assert_eq!(in_flight.as_deref(), Some(action_id.as_str()));
            assert!(ok, "{}: a listed action was refused: {error:?}", p.name);
            in_flight = None;
            fresh_from = version;
            p.accepted += 1;
        }
    }
    p
}

/// Two seats of a running match, driven in lockstep by the test: one action at a time, and
/// every seat reads up to the new version before the next one.
pub struct Table {
    /// The seats, seat 0 first.
    pub seats: Vec<Participant>,
}

/// Creates a room with `options`, has a second player join it (by code if private, by id
/// if public), readies both with the preset decks and waits for the match to start.
pub async fn open_table(url: &str, options: RoomOptions) -> Table {
    let mut a = player(url, "alice").await;
    a.send(&ClientMsg::CreateRoom {
        game: GAME.into(),
        options,
    })
    .await
    .expect("send");
    let room = next_room(&mut a).await;
    let mut b = player(url, "bob").await;
    let join = match &room.code {
        Some(code) => ClientMsg::JoinRoom {
            room: None,
            code: Some(code.clone()),
            seat: None,
        },
        None => ClientMsg::JoinRoom {
            room: Some(room.id.clone()),
            code: None,
            seat: None,
        },
    };
    b.send(&join).await.expect("send");
    next_room(&mut b).await;
    a.send(&ClientMsg::Ready {
        deck: DeckChoice::Preset("starter".into()),
    })
    .await
    .expect("send");
    b.send(&ClientMsg::Ready {
        deck: DeckChoice::Preset("frozen".into()),
    })
    .await
    .expect("send");
    let a = Participant::start(a, "alice").await;
    let b = Participant::start(b, "bob").await;
    assert_eq!(a.match_id, b.match_id);
    let mut seats = vec![a, b];
    seats.sort_by_key(|p| p.seat());
    assert_eq!(seats[0].seat(), Seat(0));
    assert_eq!(seats[1].seat(), Seat(1));
    Table { seats }
}

impl Table {
    /// The match id.
    pub fn match_id(&self) -> String {
        self.seats[0].match_id.clone()
    }

    /// The current version (every seat is synchronised between steps).
    pub fn version(&self) -> u64 {
        self.seats[0].last().version
    }

    /// The first seat that has legal actions.
    pub fn to_move(&self) -> Option<Seat> {
        self.seats
            .iter()
            .find(|p| !p.last().legal.is_empty())
            .map(Participant::seat)
    }

    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.seats[0].last().gitcg().phase
    }

    /// Whether the match is over.
    pub fn is_over(&self) -> bool {
        self.seats[0].last().gitcg().outcome.is_some()
    }

    /// Every seat reads up to the update of `version`.
    pub async fn sync(&mut self, version: u64) {
        for p in &mut self.seats {
            p.wait_version(version).await;
        }
    }

    /// `seat` plays `action`, which must be accepted; everyone reads the next update.
    pub async fn play(&mut self, seat: Seat, action: Value) {
        let v = self.version();
        let p = &mut self.seats[seat.index()];
        let id = p.act(action.clone()).await;
        let (ok, version, error) = p.result(&id).await;
        assert!(ok, "{action} refused: {error:?}");
        assert_eq!(version, v + 1, "one action, one version");
        self.sync(v + 1).await;
        if self.is_over() {
            for p in &mut self.seats {
                p.wait_over().await;
            }
        }
    }

    /// The first seat that may act plays the suggested action. Returns false when nobody can.
    pub async fn step(&mut self) -> bool {
        if self.is_over() {
            return false;
        }
        let Some(seat) = self.to_move() else {
            return false;
        };
        let action = self.seats[seat.index()]
            .last()
            .suggested()
            .expect("a suggestion");
        self.play(seat, action).await;
        true
    }

    /// Steps until `done` holds (panics if the match ends or stalls first).
    pub async fn play_until(&mut self, mut done: impl FnMut(&Table) -> bool) {
        let mut steps = 0;
        while !done(self) {
            assert!(self.step().await, "the match ended or stalled first");
            steps += 1;
            assert!(steps < 5_000, "never reached");
        }
    }

    /// Steps to the action phase, at a point where some seat must act.
    pub async fn play_to_action_phase(&mut self) {
        self.play_until(|t| {
            t.phase() == Phase::Action
                && t.to_move()
                    .is_some_and(|s| t.seats[0].last().decision_of(s) == Some(DecisionKind::Act))
        })
        .await;
    }

    /// Plays to the end; returns the outcome both seats got.
    pub async fn finish(&mut self) -> Outcome {
        let mut steps = 0;
        while self.step().await {
            steps += 1;
            assert!(steps < 5_000, "the match must end");
        }
        let outcome = self.seats[0].wait_over().await;
        assert_eq!(self.seats[1].wait_over().await, outcome);
        outcome
    }

    /// Asserts that no seat has anything waiting (see [`assert_quiet`]).
    pub async fn assert_quiet(&mut self) {
        for p in &mut self.seats {
            p.assert_quiet().await;
        }
    }

    /// Asserts that nothing changed since version `v`: no seat got anything, and the next
    /// action is accepted on version `v` and makes it `v + 1`.
    pub async fn assert_unchanged_since(&mut self, v: u64, view_before: &[Value]) {
        self.assert_quiet().await;
        assert_eq!(self.version(), v);
        for (p, before) in self.seats.iter().zip(view_before) {
            assert_eq!(&p.last().view_json(), before);
        }
        assert!(self.step().await, "the match goes on");
        assert_eq!(self.version(), v + 1);
    }

    /// Every seat's current view, to compare with later.
    pub fn views(&self) -> Vec<Value> {
        self.seats.iter().map(|p| p.last().view_json()).collect()
    }
}
