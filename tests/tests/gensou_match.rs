//! 幻想梦斗符 over the server, hosted exactly like the other games: whole matches between bot
//! clients over real WebSockets against an in-process server (no update to a seat holds the
//! other seat's secrets; the finished match is in history and its replay ends where the match
//! ended), a room with the server's own bot, and a match half played, the server stopped and
//! started again on the same database, recovered at the same version and finished.

mod common;

use std::path::PathBuf;
use std::time::Duration;

use common::http_get;
use serde_json::Value;
use tavern_client::Client;
use tavern_protocol::gensou::{Event, View};
use tavern_protocol::history::{MatchDetail, Replay, ReplayFrame};
use tavern_protocol::wire::{
    suggest_action, ClientMsg, DeckChoice, ErrorCode, RawJson, RoomInfo, RoomOptions, ServerMsg,
};
use tavern_protocol::{Outcome, Seat, Viewer};
use tavern_server::{Config, Running};

/// How long a test waits for any one expected message.
const LIMIT: Duration = Duration::from_secs(20);

const GAME: &str = "gensou";

/// A server on a free loopback port, storing into `db` when given. Bots here answer within
/// microseconds, so the per-connection rate limit is raised for the match to run at once.
fn config(db: Option<&PathBuf>) -> Config {
    Config {
        addr: "127.0.0.1:0".parse().expect("loopback address"),
        admin_addr: "127.0.0.1:0".parse().expect("loopback address"),
        bot_delay_ms: 0,
        rate_per_sec: 100_000,
        rate_burst: 100_000,
        no_db: db.is_none(),
        db: db.map(|p| p.display().to_string()).unwrap_or_default(),
        ..Config::defaults()
    }
}

fn temp_db(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tavern-gensou-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join("tavern.db")
}

fn room_options(bot_seats: Vec<u8>) -> RoomOptions {
    RoomOptions {
        public: false,
        clock: None,
        bot_seats,
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

/// One player following a match and playing it with `suggest_action`.
struct Side {
    c: Client,
    who: &'static str,
    seat: Option<Seat>,
    match_id: String,
    version: u64,
    legal: Vec<RawJson>,
    view: Option<Value>,
    outcome: Option<Outcome>,
    accepted: u64,
    sent: u64,
}

impl Side {
    fn new(c: Client, who: &'static str) -> Side {
        Side {
            c,
            who,
            seat: None,
            match_id: String::new(),
            version: 0,
            legal: Vec::new(),
            view: None,
            outcome: None,
            accepted: 0,
            sent: 0,
        }
    }

    /// Records one update after checking that it holds none of the other seat's secrets: its
    /// hand, spell-power cards and face-down traps are hidden in the view, and the other seat's
    /// draws, search choice and face-down cards are hidden in the events.
    fn take_update(
        &mut self,
        version: u64,
        view: RawJson,
        events: Vec<RawJson>,
        legal: Vec<RawJson>,
    ) {
        let me = self.seat.expect("the match started first");
        let parsed: View = view.parse().expect("a gensou view");
        assert_eq!(parsed.viewer, Viewer::Seat { seat: me });
        let mine = &parsed.players[me.index()];
        let theirs = &parsed.players[me.other().index()];
        assert!(mine.hand.is_some() && mine.power.is_some());
        assert!(
            theirs.hand.is_none() && theirs.power.is_none(),
            "{} sees the other hand",
            self.who
        );
        assert!(
            theirs
                .equipment
                .iter()
                .flatten()
                .all(|e| !e.face_down || e.card.is_none()),
            "{} sees a face-down trap",
            self.who
        );
        for e in &events {
            let e: Event = e.parse().expect("a gensou event");
            match &e {
                Event::Drew { seat, cards, .. } => {
                    assert_eq!(cards.is_some(), *seat == me, "{} saw {e:?}", self.who)
                }
                Event::SearchChosen { seat, card }
                | Event::PowerSet { seat, card }
                | Event::TrapSet { seat, card, .. } => {
                    assert_eq!(card.is_some(), *seat == me, "{} saw {e:?}", self.who)
                }
                _ => {}
            }
        }
        assert!(version >= self.version, "versions never go back");
        self.version = version;
        self.legal = legal;
        self.view = Some(view.parse().expect("JSON"));
    }

    /// Reads one message and handles it; returns false once the match is over.
    async fn read(&mut self, in_flight: &mut Option<String>, fresh_from: &mut u64) -> bool {
        match recv(&mut self.c, self.who).await {
            ServerMsg::MatchStarted {
                match_id,
                game,
                viewer,
                ..
            } => {
                assert_eq!(game, GAME);
                self.match_id = match_id;
                self.seat = viewer.seat();
            }
            ServerMsg::Update {
                version,
                view,
                events,
                legal_actions,
                ..
            } => self.take_update(version, view, events, legal_actions),
            ServerMsg::ActionResult {
                action_id,
                ok,
                version,
                error,
                ..
            } => {
                assert_eq!(in_flight.as_deref(), Some(action_id.as_str()));
                assert!(
                    ok,
                    "{}: a suggested legal action was refused: {error:?}",
                    self.who
                );
                *in_flight = None;
                *fresh_from = version;
                self.accepted += 1;
            }
            ServerMsg::MatchOver {
                outcome, version, ..
            } => {
                self.version = version;
                self.outcome = Some(outcome);
                return false;
            }
            ServerMsg::Error { error, .. } => panic!("{}: {error:?}", self.who),
            _ => {}
        }
        true
    }

    /// Plays with `suggest_action`, one action in flight at a time, until the match is over or
    /// (when `stop_at` is given) the match reached that version.
    async fn play(mut self, stop_at: Option<u64>) -> Side {
        let mut in_flight: Option<String> = None;
        // Our own accepted action's version: act again only once an update reached it.
        let mut fresh_from = 0;
        loop {
            if stop_at.is_some_and(|v| self.version >= v) && in_flight.is_none() {
                return self;
            }
            if in_flight.is_none() && self.version >= fresh_from && !self.legal.is_empty() {
                let action = suggest_action(&self.legal)
                    .expect("a suggestion among legal actions")
                    .parse()
                    .expect("JSON");
                self.sent += 1;
                assert!(self.sent < 5_000, "{}: the match must end", self.who);
                let action_id = format!("{}-{}", self.who, self.sent);
                self.c
                    .send(&ClientMsg::Action {
                        match_id: self.match_id.clone(),
                        version: self.version,
                        action_id: action_id.clone(),
                        action,
                    })
                    .await
                    .expect("send");
                in_flight = Some(action_id);
                self.legal.clear();
            }
            if !self.read(&mut in_flight, &mut fresh_from).await {
                return self;
            }
        }
    }
}

/// Opens a private gensou room for two clients and readies them with two presets, after a
/// refused preset name; returns both sides once the room is full and ready.
async fn open_table(url: &str) -> (Side, Side) {
    let mut a = Client::join(url, "alice", None).await.expect("alice joins");
    a.send(&ClientMsg::CreateRoom {
        game: GAME.into(),
        options: room_options(vec![]),
    })
    .await
    .expect("send");
    let room = next_room(&mut a, "alice").await;
    assert_eq!(room.game, GAME);
    let code = room.code.expect("a private room has a join code");
    let mut b = Client::join(url, "bob", None).await.expect("bob joins");
    b.send(&ClientMsg::JoinRoom {
        room: None,
        code: Some(code),
        seat: None,
    })
    .await
    .expect("send");
    next_room(&mut b, "bob").await;
    b.send(&ClientMsg::Ready {
        deck: DeckChoice::Preset("no such deck".into()),
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
    for (c, preset) in [(&mut a, "starter"), (&mut b, "scarlet")] {
        c.send(&ClientMsg::Ready {
            deck: DeckChoice::Preset(preset.into()),
        })
        .await
        .expect("send");
    }
    (Side::new(a, "alice"), Side::new(b, "bob"))
}

async fn get_json(server: &Running, path: &str) -> Value {
    let (status, body) = http_get(server.addr, path).await;
    assert_eq!(status, 200, "{path}: {body}");
    serde_json::from_str(&body).unwrap_or_else(|e| panic!("{path}: {e}: {body}"))
}

/// Both sides agree on the end, every version was one accepted action, and the history holds
/// the match with a replay that steps to the state each seat saw last.
async fn check_finished(server: &Running, a: &Side, b: &Side) {
    assert_ne!(a.seat, b.seat);
    assert_eq!(a.outcome, b.outcome, "both seats get the same outcome");
    assert_eq!(a.version, b.version, "both seats end on the same version");
    let outcome = a.outcome.clone().expect("over");
    for side in [a, b] {
        let view = side.view.as_ref().expect("an update came before the end");
        assert_eq!(
            serde_json::from_value::<Option<Outcome>>(view["outcome"].clone()).expect("outcome"),
            Some(outcome.clone())
        );
    }
    let detail: MatchDetail =
        serde_json::from_value(get_json(server, &format!("/api/matches/{}", a.match_id)).await)
            .expect("a match detail");
    assert_eq!(detail.summary.game, GAME);
    assert_eq!(detail.summary.outcome.as_ref(), Some(&outcome));
    assert!(
        detail.config.is_some(),
        "the decks are public once the match is over"
    );
    let replay: Replay = serde_json::from_value(
        get_json(server, &format!("/api/matches/{}/replay", a.match_id)).await,
    )
    .expect("a replay");
    assert_eq!(replay.steps.len() as u64, a.version);
    for side in [a, b] {
        let seat = side.seat.expect("seated").0;
        let path = format!("/api/matches/{}/replay?viewer=seat{seat}", a.match_id);
        let frame: ReplayFrame =
            serde_json::from_value(get_json(server, &path).await).expect("a replay frame");
        assert_eq!(frame.step, a.version);
        assert_eq!(
            Some(frame.view.parse::<Value>().expect("view")),
            side.view,
            "seat {seat}: the replay ends where the match ended"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_bot_clients_play_a_gensou_match_to_the_end_and_it_replays() {
    let db = temp_db("match");
    let server = Running::start(config(Some(&db)))
        .await
        .expect("server starts");
    let url = format!("ws://{}/ws", server.addr);
    let (a, b) = open_table(&url).await;
    let (a, b) = tokio::join!(tokio::spawn(a.play(None)), tokio::spawn(b.play(None)));
    let (a, b) = (a.expect("alice played"), b.expect("bob played"));
    assert_eq!(
        a.accepted + b.accepted,
        a.version,
        "every version is one accepted action"
    );
    assert!(a.version > 20, "a whole match takes many actions");
    check_finished(&server, &a, &b).await;
    server.stop().await.expect("clean stop");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_servers_bot_plays_gensou_to_the_end() {
    let server = Running::start(config(None)).await.expect("server starts");
    let url = format!("ws://{}/ws", server.addr);
    let mut c = Client::join(&url, "solo", None).await.expect("joins");
    c.send(&ClientMsg::CreateRoom {
        game: GAME.into(),
        options: room_options(vec![1]),
    })
    .await
    .expect("send");
    let room = next_room(&mut c, "solo").await;
    assert!(room.seats[1].bot && room.seats[1].ready);
    c.send(&ClientMsg::Ready {
        deck: DeckChoice::Preset("netherworld".into()),
    })
    .await
    .expect("send");
    let side = Side::new(c, "solo").play(None).await;
    let outcome = side.outcome.clone().expect("the match ended");
    assert!(side.accepted > 5, "the human acted");
    assert!(
        side.version >= side.accepted + 5,
        "the bot acted too ({} versions, {} human actions)",
        side.version,
        side.accepted
    );
    assert!(matches!(
        outcome,
        Outcome::Win { .. } | Outcome::Draw { .. }
    ));
    server.stop().await.expect("clean stop");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_half_played_gensou_match_is_recovered_after_a_restart_and_finished() {
    const HALFWAY: u64 = 20;
    let db = temp_db("restart");
    let server = Running::start(config(Some(&db)))
        .await
        .expect("server starts");
    let url = format!("ws://{}/ws", server.addr);
    let (a, b) = open_table(&url).await;
    let (a, b) = tokio::join!(
        tokio::spawn(a.play(Some(HALFWAY))),
        tokio::spawn(b.play(Some(HALFWAY)))
    );
    let (mut a, mut b) = (a.expect("alice played"), b.expect("bob played"));
    assert!(a.outcome.is_none() && b.outcome.is_none(), "still running");
    assert_eq!((a.version, b.version), (HALFWAY, HALFWAY));
    let before = (a.view.clone(), b.view.clone());
    server.stop().await.expect("stops");

    let server = Running::start(config(Some(&db))).await.expect("restarts");
    let url = format!("ws://{}/ws", server.addr);
    for side in [&mut a, &mut b] {
        let token = side.c.resume_token.clone();
        let c = Client::join(&url, side.who, Some(token))
            .await
            .expect("comes back");
        assert_eq!(c.player_id, side.c.player_id, "the same player");
        side.c = c;
        // The match is shown again, exactly where it stopped.
        let (mut none, mut fresh) = (None, 0);
        side.view = None;
        while side.view.is_none() {
            assert!(side.read(&mut none, &mut fresh).await, "not over yet");
        }
        assert_eq!(side.version, HALFWAY, "recovered at the same version");
    }
    assert_eq!(
        (a.view.clone(), b.view.clone()),
        before,
        "each seat sees what it saw"
    );
    let (a, b) = tokio::join!(tokio::spawn(a.play(None)), tokio::spawn(b.play(None)));
    let (a, b) = (a.expect("alice played"), b.expect("bob played"));
    assert!(a.outcome.is_some());
    check_finished(&server, &a, &b).await;
    server.stop().await.expect("clean stop");
}
