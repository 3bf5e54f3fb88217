//! Project Confix over the server, 1 vs 1: a whole match between two bot clients over real
//! WebSockets (no update to a seat holds the other seat's hand), kept in history with a replay
//! that steps to the same final state; a half-played match that survives a restart of the
//! server over the same database and finishes; and a room with a server bot seat played to the
//! end. The server has no Project Confix code: this is the fifth game hosted like the others.

mod common;

use common::{config, http_get, start, Server, LIMIT};
use serde_json::Value;
use tavern_client::Client;
use tavern_protocol::confix::{Event, View};
use tavern_protocol::history::{Replay, ReplayFrame};
use tavern_protocol::wire::{
    suggest_action, ClientMsg, DeckChoice, ErrorCode, RawJson, RoomOptions, ServerMsg,
};
use tavern_protocol::{Outcome, Seat, Viewer};
use tavern_server::Config;

const GAME: &str = "confix";

/// A server with storage in a fresh temporary directory. Bots answer within microseconds, so
/// the per-connection rate limit (meant for people and scripts) is raised.
fn stored(name: &str) -> Config {
    let dir = std::env::temp_dir().join(format!("tavern-confix-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    Config {
        no_db: false,
        db: dir.join("tavern.db").display().to_string(),
        rate_per_sec: 100_000,
        rate_burst: 100_000,
        ..config()
    }
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

/// A client that plays its seat with `suggest_action`, one action in flight at a time, and
/// checks every update for the other seat's secrets.
struct Bot {
    c: Client,
    who: &'static str,
    seat: Option<Seat>,
    match_id: String,
    version: u64,
    legal: Vec<RawJson>,
    in_flight: Option<String>,
    /// Our own accepted action's version: act again only once an update reached it.
    fresh_from: u64,
    accepted: u64,
    sent: u32,
    last: Option<View>,
    over: Option<(Outcome, u64)>,
}

impl Bot {
    fn new(c: Client, who: &'static str) -> Bot {
        Bot {
            c,
            who,
            seat: None,
            match_id: String::new(),
            version: 0,
            legal: Vec::new(),
            in_flight: None,
            fresh_from: 0,
            accepted: 0,
            sent: 0,
            last: None,
            over: None,
        }
    }

    fn check_update(&self, view: &View, events: &[RawJson]) {
        let me = self.seat.expect("the match started first");
        assert_eq!(view.viewer, Viewer::Seat { seat: me });
        for p in &view.players {
            assert_eq!(
                p.hand.is_some(),
                p.seat == me,
                "{} sees seat {}'s hand",
                self.who,
                p.seat.0
            );
        }
        for e in events {
            let e: Event = e.parse().expect("a Project Confix event");
            match e {
                Event::CardDrawn { seat, card, .. } => {
                    assert_eq!(card.is_some(), seat == me, "{} saw {e:?}", self.who)
                }
                Event::OpeningHand {
                    seat, ref cards, ..
                } => {
                    assert_eq!(cards.is_some(), seat == me, "{} saw {e:?}", self.who)
                }
                _ => {}
            }
        }
    }

    /// Plays until the match is over, or until it reached `pause_at` with nothing in flight.
    async fn play(&mut self, pause_at: Option<u64>) {
        loop {
            if self.over.is_some() {
                return;
            }
            if self.in_flight.is_none() && pause_at.is_some_and(|v| self.version >= v) {
                return;
            }
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
                } => {
                    let view: View = view.parse().expect("a Project Confix view");
                    self.check_update(&view, &events);
                    assert!(version >= self.version, "versions never go back");
                    self.version = version;
                    self.legal = legal_actions;
                    self.last = Some(view);
                }
                ServerMsg::ActionResult {
                    action_id,
                    ok,
                    version,
                    error,
                    ..
                } => {
                    assert_eq!(self.in_flight.as_deref(), Some(action_id.as_str()));
                    assert!(
                        ok,
                        "{}: a suggested legal action was refused: {error:?}",
                        self.who
                    );
                    self.in_flight = None;
                    self.fresh_from = version;
                    self.accepted += 1;
                }
                ServerMsg::MatchOver {
                    outcome, version, ..
                } => {
                    self.over = Some((outcome, version));
                    return;
                }
                ServerMsg::Error { error, .. } => panic!("{}: {error:?}", self.who),
                _ => {}
            }
            if self.in_flight.is_none() && self.version >= self.fresh_from && !self.legal.is_empty()
            {
                let action: Value = suggest_action(&self.legal)
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
                self.in_flight = Some(action_id);
            }
        }
    }

    /// Comes back to a restarted server with the resume token; returns the version of the
    /// first update it is shown.
    async fn reconnect(&mut self, url: &str) -> u64 {
        let c = Client::join(url, self.who, Some(self.c.resume_token.clone()))
            .await
            .expect("resume");
        assert_eq!(c.player_id, self.c.player_id, "the same player resumes");
        self.c = c;
        self.fresh_from = 0;
        loop {
            match recv(&mut self.c, self.who).await {
                ServerMsg::MatchStarted { match_id, .. } => assert_eq!(match_id, self.match_id),
                ServerMsg::Update {
                    match_id,
                    version,
                    view,
                    events,
                    legal_actions,
                    ..
                } => {
                    assert_eq!(match_id, self.match_id, "the same match");
                    let view: View = view.parse().expect("a Project Confix view");
                    self.check_update(&view, &events);
                    self.version = version;
                    self.legal = legal_actions;
                    self.last = Some(view);
                    return version;
                }
                ServerMsg::Error { error, .. } => panic!("{}: {error:?}", self.who),
                _ => {}
            }
        }
    }
}

/// Opens a private Project Confix room for alice and bob with the presets given, checking on
/// the way that an unknown preset is refused with the deck error.
async fn open_match(server: &Server, decks: [&str; 2]) -> (Bot, Bot) {
    let mut a = Client::join(&server.url, "alice", None)
        .await
        .expect("alice joins");
    a.send(&ClientMsg::CreateRoom {
        game: GAME.into(),
        options: room(),
    })
    .await
    .expect("send");
    let code = loop {
        if let ServerMsg::Room { room } = recv(&mut a, "alice").await {
            assert_eq!(room.game, GAME);
            break room.code.expect("a private room has a join code");
        }
    };
    let mut b = Client::join(&server.url, "bob", None)
        .await
        .expect("bob joins");
    b.send(&ClientMsg::JoinRoom {
        room: None,
        code: Some(code),
        seat: None,
    })
    .await
    .expect("send");
    b.send(&ClientMsg::Ready {
        deck: DeckChoice::Preset("Dwarves".into()),
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
    for (c, deck) in [(&mut a, decks[0]), (&mut b, decks[1])] {
        c.send(&ClientMsg::Ready {
            deck: DeckChoice::Preset(deck.into()),
        })
        .await
        .expect("send");
    }
    (Bot::new(a, "alice"), Bot::new(b, "bob"))
}

async fn play_both(a: &mut Bot, b: &mut Bot, pause_at: Option<u64>) {
    tokio::join!(a.play(pause_at), b.play(pause_at));
}

async fn get(server: &Server, path: &str) -> String {
    let (status, body) = http_get(server.addr(), path).await;
    assert_eq!(status, 200, "{path}: {body}");
    body
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_bot_clients_play_a_confix_match_to_the_end_and_it_replays() {
    let server = start(stored("whole")).await;
    let (mut a, mut b) = open_match(&server, ["Inferno", "Bulwark"]).await;
    play_both(&mut a, &mut b, None).await;
    let (outcome, version) = a.over.clone().expect("alice saw the end");
    assert_eq!(
        b.over,
        Some((outcome.clone(), version)),
        "both seats see the same end"
    );
    assert_eq!(
        a.accepted + b.accepted,
        version,
        "every version is one accepted action"
    );
    assert!(version > 20, "a whole match takes many actions");
    if let Outcome::Win { winners, .. } = &outcome {
        assert_eq!(winners.len(), 1, "in 1 vs 1 one seat wins");
    }
    let id = a.match_id.clone();
    let body = get(&server, &format!("/api/matches/{id}/replay")).await;
    let replay: Replay = serde_json::from_str(&body).expect("a replay");
    assert_eq!(replay.game, GAME);
    assert_eq!(replay.steps.len() as u64, version);
    assert_eq!(replay.outcome.as_ref(), Some(&outcome));
    for bot in [&a, &b] {
        let seat = bot.seat.expect("seated").0;
        let path = format!("/api/matches/{id}/replay?step={version}&viewer=seat{seat}");
        let frame: ReplayFrame = serde_json::from_str(&get(&server, &path).await).expect("a frame");
        let view: View = frame.view.parse().expect("a view");
        assert_eq!(
            Some(&view),
            bot.last.as_ref(),
            "the replay steps to the state seat {seat} saw last"
        );
    }
    server.running.stop().await.expect("clean stop");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_half_played_confix_match_survives_a_restart_and_finishes() {
    let cfg = stored("restart");
    let server = start(cfg.clone()).await;
    let (mut a, mut b) = open_match(&server, ["Abyss", "Aether"]).await;
    play_both(&mut a, &mut b, Some(30)).await;
    assert!(
        a.over.is_none() && b.over.is_none(),
        "the match is half played"
    );
    // The last stored version: the latest update or accepted action either seat has seen.
    let version = [a.version, b.version, a.fresh_from, b.fresh_from]
        .into_iter()
        .max()
        .unwrap_or(0);
    server.running.stop().await.expect("stop");

    let server = start(cfg).await;
    assert_eq!(
        a.reconnect(&server.url).await,
        version,
        "recovered at the same version"
    );
    assert_eq!(b.reconnect(&server.url).await, version);
    play_both(&mut a, &mut b, None).await;
    let (outcome, end) = a.over.clone().expect("finished after the restart");
    assert_eq!(b.over, Some((outcome, end)));
    assert!(end > version);
    server.running.stop().await.expect("stop");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_confix_room_with_a_server_bot_plays_to_the_end() {
    let server = start(Config {
        rate_per_sec: 100_000,
        rate_burst: 100_000,
        ..config()
    })
    .await;
    let mut c = Client::join(&server.url, "solo", None).await.expect("join");
    c.send(&ClientMsg::CreateRoom {
        game: GAME.into(),
        options: RoomOptions {
            bot_seats: vec![1],
            ..room()
        },
    })
    .await
    .expect("send");
    c.send(&ClientMsg::Ready {
        deck: DeckChoice::Preset("Tempest".into()),
    })
    .await
    .expect("send");
    let mut solo = Bot::new(c, "solo");
    solo.play(None).await;
    let (_, version) = solo.over.clone().expect("the match ended");
    assert!(solo.accepted > 5, "the client acted");
    assert!(version > solo.accepted + 5, "the server's bot acted too");
    server.running.stop().await.expect("stop");
}
