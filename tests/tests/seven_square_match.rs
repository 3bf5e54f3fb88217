//! Seven Square over real WebSockets against an in-process server, hosted exactly like the
//! other games: two bot clients play a whole match (no update to a seat ever holds the other
//! seat's hand, deck or face-down general), the finished match is in history and its replay
//! ends in the same state; a room with a server bot plays to the end; and with storage on, a
//! half-played match survives a server restart at the same version and is finished.

use std::time::Duration;

use serde_json::Value;
use tavern_client::Client;
use tavern_protocol::history::{MatchDetail, Replay, ReplayFrame};
use tavern_protocol::seven_square::{CardId, Deck, Event, View};
use tavern_protocol::wire::{
    suggest_action, ClientMsg, DeckChoice, ErrorCode, RawJson, RoomInfo, RoomOptions, ServerMsg,
};
use tavern_protocol::{Outcome, Seat, Viewer};
use tavern_server::{Config, Running};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// How long a test waits for any one expected message.
const LIMIT: Duration = Duration::from_secs(20);

/// A server on a free loopback port, without storage unless `db` is given. Bots here answer
/// within microseconds, so the per-connection rate limit is raised.
fn config(db: Option<&str>) -> Config {
    Config {
        addr: "127.0.0.1:0".parse().expect("loopback address"),
        admin_addr: "127.0.0.1:0".parse().expect("loopback address"),
        bot_delay_ms: 0,
        rate_per_sec: 100_000,
        rate_burst: 100_000,
        no_db: db.is_none(),
        db: db.unwrap_or_default().into(),
        ..Config::defaults()
    }
}

fn temp_db(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("tavern-seven-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join("tavern.db").display().to_string()
}

fn room() -> RoomOptions {
    RoomOptions {
        public: false,
        clock: None,
        ..RoomOptions::default()
    }
}

async fn recv(c: &mut Client, who: &str) -> ServerMsg {
    c.recv_timeout(LIMIT)
        .await
        .unwrap_or_else(|e| panic!("{who}: no message: {e}"))
}

async fn next_room(c: &mut Client, who: &str) -> RoomInfo {
    loop {
        match recv(c, who).await {
            ServerMsg::Room { room } => return room,
            ServerMsg::Error { error, .. } => panic!("{who}: {error:?}"),
            _ => {}
        }
    }
}

async fn http_get(addr: std::net::SocketAddr, path: &str) -> Value {
    let mut s = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let req = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    s.write_all(req.as_bytes()).await.expect("write request");
    let mut buf = Vec::new();
    s.read_to_end(&mut buf).await.expect("read response");
    let text = String::from_utf8(buf).expect("UTF-8 response");
    let (head, body) = text.split_once("\r\n\r\n").expect("HTTP response");
    assert!(head.contains(" 200 "), "GET {path}: {head}\n{body}");
    serde_json::from_str(body).expect("JSON body")
}

/// One seat followed over its socket: every update is checked for the other seat's secrets.
struct Side {
    c: Client,
    name: &'static str,
    seat: Option<Seat>,
    match_id: String,
    version: u64,
    legal: Vec<RawJson>,
    view: Option<View>,
    view_json: Value,
    in_flight: Option<String>,
    /// Our own accepted action's version: act again only once an update reached it.
    fresh_from: u64,
    sent: u32,
    accepted: u32,
    over: Option<(Outcome, u64)>,
}

impl Side {
    fn new(c: Client, name: &'static str) -> Side {
        Side {
            c,
            name,
            seat: None,
            match_id: String::new(),
            version: 0,
            legal: Vec::new(),
            view: None,
            view_json: Value::Null,
            in_flight: None,
            fresh_from: 0,
            sent: 0,
            accepted: 0,
            over: None,
        }
    }

    fn handle(&mut self, msg: ServerMsg) {
        let who = self.name;
        match msg {
            ServerMsg::MatchStarted {
                match_id,
                game,
                viewer,
                ..
            } => {
                assert_eq!(game, "seven_square");
                assert!(matches!(viewer, Viewer::Seat { .. }));
                self.match_id = match_id;
                self.seat = viewer.seat();
            }
            ServerMsg::Update {
                version,
                view,
                events,
                legal_actions,
                ..
            } => {
                let me = self.seat.expect("the match started first");
                let other = me.other();
                let parsed: View = view.parse().expect("a Seven Square view");
                assert_eq!(parsed.viewer, Viewer::Seat { seat: me });
                assert!(parsed.players[me.index()].hand.is_some());
                assert!(
                    parsed.players[other.index()].hand.is_none(),
                    "{who} sees the other hand"
                );
                for p in &parsed.pieces {
                    if p.face_down && p.owner == other {
                        assert!(p.card.is_none(), "{who} sees the other face-down general");
                    }
                }
                for e in &events {
                    let e: Event = e.parse().expect("a Seven Square event");
                    let hidden: Option<(Seat, bool)> = match &e {
                        Event::CardDrawn { seat, card }
                        | Event::GeneralPlaced { seat, card, .. }
                        | Event::Refilled { seat, card, .. } => Some((*seat, card.is_none())),
                        Event::Returned { seat, cards, .. } => Some((*seat, cards.is_none())),
                        _ => None,
                    };
                    // A refill from an empty deck names no card to anyone.
                    let empty_refill = matches!(e, Event::Refilled { card: None, .. })
                        && parsed.players[me.index()].deck_count == 0;
                    if let Some((seat, hidden)) = hidden {
                        if !(empty_refill && seat == me) {
                            assert_eq!(hidden, seat == other, "{who} saw {e:?}");
                        }
                    }
                }
                assert!(version >= self.version, "versions never go back");
                self.version = version;
                self.legal = legal_actions;
                self.view_json = view.parse().expect("JSON");
                self.view = Some(parsed);
            }
            ServerMsg::ActionResult {
                action_id,
                ok,
                version,
                error,
                ..
            } => {
                assert_eq!(self.in_flight.as_deref(), Some(action_id.as_str()));
                assert!(ok, "{who}: a suggested legal action was refused: {error:?}");
                self.in_flight = None;
                self.fresh_from = version;
                self.accepted += 1;
            }
            ServerMsg::MatchOver {
                outcome, version, ..
            } => self.over = Some((outcome, version)),
            ServerMsg::Error { error, .. } => panic!("{who}: {error:?}"),
            _ => {}
        }
    }

    /// Sends the suggested action when this seat has one to take.
    async fn act(&mut self) {
        if self.in_flight.is_some() || self.version < self.fresh_from || self.legal.is_empty() {
            return;
        }
        let action: Value = suggest_action(&self.legal)
            .expect("a suggestion among legal actions")
            .parse()
            .expect("JSON");
        self.sent += 1;
        assert!(self.sent < 5_000, "{}: the match must end", self.name);
        let action_id = format!("{}-{}", self.name, self.sent);
        self.c
            .send(&ClientMsg::Action {
                match_id: self.match_id.clone(),
                version: self.version,
                action_id: action_id.clone(),
                action,
            })
            .await
            .expect("send");
        self.in_flight = Some(action_id);
    }

    /// Plays until the match is over or, with `until`, until an update reached that version
    /// with nothing in flight.
    async fn play(mut self, until: Option<u64>) -> Side {
        loop {
            let msg = recv(&mut self.c, self.name).await;
            self.handle(msg);
            if self.over.is_some() {
                return self;
            }
            if until.is_some_and(|v| self.version >= v) && self.in_flight.is_none() {
                return self;
            }
            self.act().await;
        }
    }
}

/// Opens a private room with two players ready with two presets; returns both sides.
async fn open_table(url: &str) -> (Side, Side) {
    let mut a = Client::join(url, "alice", None).await.expect("alice joins");
    a.send(&ClientMsg::CreateRoom {
        game: "seven_square".into(),
        options: room(),
    })
    .await
    .expect("send");
    let code = next_room(&mut a, "alice")
        .await
        .code
        .expect("a private room has a join code");
    let mut b = Client::join(url, "bob", None).await.expect("bob joins");
    b.send(&ClientMsg::JoinRoom {
        room: None,
        code: Some(code),
        seat: None,
    })
    .await
    .expect("send");
    next_room(&mut b, "bob").await;
    // A deck with four Warriors is refused with the deck error naming card and rule.
    let mut cards = vec![CardId(101); 4];
    cards.extend([CardId(102); 3]);
    cards.extend([CardId(106); 3]);
    cards.extend(std::iter::repeat_n(CardId(401), 30));
    b.send(&ClientMsg::Ready {
        deck: DeckChoice::Cards(serde_json::to_value(Deck { cards }).expect("deck")),
    })
    .await
    .expect("send");
    let refused = loop {
        match recv(&mut b, "bob").await {
            ServerMsg::Error { error, .. } => break error,
            ServerMsg::Room { .. } => {}
            other => panic!("bob: unexpected {other:?}"),
        }
    };
    assert_eq!(refused.code, ErrorCode::BadDeck);
    assert!(
        refused.message.contains("ウォーリアー"),
        "{}",
        refused.message
    );
    for (c, preset) in [(&mut a, "Aera Knights"), (&mut b, "Verda Host")] {
        c.send(&ClientMsg::Ready {
            deck: DeckChoice::Preset(preset.into()),
        })
        .await
        .expect("send");
    }
    (Side::new(a, "alice"), Side::new(b, "bob"))
}

/// Both sides play (to `until`, or to the end) at once.
async fn play_both(a: Side, b: Side, until: Option<u64>) -> (Side, Side) {
    let (a, b) = tokio::join!(tokio::spawn(a.play(until)), tokio::spawn(b.play(until)));
    (a.expect("alice played"), b.expect("bob played"))
}

fn check_end(a: &Side, b: &Side) -> Outcome {
    let (outcome, version) = a.over.clone().expect("over");
    assert_eq!(
        b.over,
        Some((outcome.clone(), version)),
        "the same end for both"
    );
    for s in [a, b] {
        let view = s.view.as_ref().expect("a view");
        assert_eq!(view.outcome.as_ref(), Some(&outcome));
        assert_eq!(s.version, version);
    }
    outcome
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_bot_clients_play_a_seven_square_match_and_its_replay_ends_the_same() {
    let db = temp_db("replay");
    let server = Running::start(config(Some(&db)))
        .await
        .expect("server starts");
    let url = format!("ws://{}/ws", server.addr);
    let (a, b) = open_table(&url).await;
    let (a, b) = play_both(a, b, None).await;
    let outcome = check_end(&a, &b);
    let (_, version) = a.over.clone().expect("over");
    assert_eq!(
        u64::from(a.accepted + b.accepted),
        version,
        "every version is one accepted action"
    );
    assert!(version > 20, "a whole match takes many actions");
    assert_ne!(a.seat, b.seat);
    let id = a.match_id.clone();
    let detail: MatchDetail =
        serde_json::from_value(http_get(server.addr, &format!("/api/matches/{id}")).await)
            .expect("a match detail");
    assert_eq!(detail.summary.game, "seven_square");
    assert_eq!(detail.summary.outcome.as_ref(), Some(&outcome));
    assert_eq!(detail.summary.actions, version);
    let replay: Replay =
        serde_json::from_value(http_get(server.addr, &format!("/api/matches/{id}/replay")).await)
            .expect("a replay");
    assert_eq!(replay.steps.len() as u64, version);
    assert_eq!(replay.outcome.as_ref(), Some(&outcome));
    for s in [&a, &b] {
        let seat = s.seat.expect("seated").0;
        let frame: ReplayFrame = serde_json::from_value(
            http_get(
                server.addr,
                &format!("/api/matches/{id}/replay?viewer=seat{seat}"),
            )
            .await,
        )
        .expect("a frame");
        assert_eq!(frame.step, version);
        assert_eq!(
            frame.view.parse::<Value>().expect("view"),
            s.view_json,
            "seat {seat}: the replay ends where the match ended"
        );
    }
    server.stop().await.expect("clean stop");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_with_a_bot_seat_plays_seven_square_to_the_end() {
    let server = Running::start(config(None)).await.expect("server starts");
    let url = format!("ws://{}/ws", server.addr);
    let mut c = Client::join(&url, "solo", None).await.expect("joins");
    c.send(&ClientMsg::CreateRoom {
        game: "seven_square".into(),
        options: RoomOptions {
            bot_seats: vec![1],
            ..room()
        },
    })
    .await
    .expect("send");
    let r = next_room(&mut c, "solo").await;
    assert!(r.seats[1].bot && r.seats[1].ready);
    c.send(&ClientMsg::Ready {
        deck: DeckChoice::Preset("Free Company".into()),
    })
    .await
    .expect("send");
    // The seat plays exactly as the server's bot does: both sides are bots.
    let s = Side::new(c, "solo").play(None).await;
    let (outcome, version) = s.over.clone().expect("over");
    assert!(
        version > u64::from(s.accepted) + 5,
        "the server's bot acted too"
    );
    assert_eq!(
        s.view.as_ref().and_then(|v| v.outcome.clone()),
        Some(outcome)
    );
    server.stop().await.expect("clean stop");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_half_played_match_is_recovered_after_a_restart_and_finished() {
    let db = temp_db("restart");
    let server = Running::start(config(Some(&db)))
        .await
        .expect("server starts");
    let url = format!("ws://{}/ws", server.addr);
    let (a, b) = open_table(&url).await;
    let (a, b) = play_both(a, b, Some(40)).await;
    assert!(a.over.is_none(), "the match is still running");
    let (id, version) = (a.match_id.clone(), a.version);
    assert_eq!(b.version, version);
    server.stop().await.expect("clean stop");

    let again = Running::start(config(Some(&db))).await.expect("restarts");
    let url = format!("ws://{}/ws", again.addr);
    let mut sides = Vec::new();
    for old in [a, b] {
        let c = Client::join(&url, old.name, Some(old.c.resume_token.clone()))
            .await
            .expect("resumes");
        assert_eq!(c.player_id, old.c.player_id, "the same player");
        let mut s = Side::new(c, old.name);
        s.seat = old.seat;
        while s.view.is_none() {
            let msg = recv(&mut s.c, s.name).await;
            s.handle(msg);
        }
        assert_eq!((s.match_id.as_str(), s.version), (id.as_str(), version));
        sides.push(s);
    }
    let b = sides.pop().expect("bob");
    let a = sides.pop().expect("alice");
    let (a, b) = play_both(a, b, None).await;
    check_end(&a, &b);
    again.stop().await.expect("clean stop");
}
