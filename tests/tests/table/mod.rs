//! A member of a match of any table size, over its own WebSocket: a seat's player that
//! plays with `suggest_action` or never acts, or a spectator; each update is checked for
//! hidden information. Shared by the tests of tables in teams.
#![allow(dead_code)]

use std::time::Duration;

use futures_util::future::join_all;
use serde_json::Value;
use tavern_client::{Client, ClientError};
use tavern_protocol::confix::View;
use tavern_protocol::wire::{
    suggest_action, ClientMsg, ErrorCode, RawJson, RoomInfo, ServerMsg, SpectateAs, TimeoutRuling,
};
use tavern_protocol::{Outcome, Seat, Viewer};
use tavern_server::Config;

use crate::common::{config, http_get, Server};

pub const GAME: &str = "confix";

/// Longest wait for one message: a seat that never acts holds the match up to a whole
/// decision allowance and reserve.
pub const WAIT: Duration = Duration::from_secs(30);

/// A server with storage in a fresh temporary directory; bots answer within microseconds, so
/// the per-connection rate limit is raised.
pub fn stored(name: &str) -> Config {
    let dir = std::env::temp_dir().join(format!("tavern-teams-{}-{name}", std::process::id()));
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

/// What a member of the match does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// Plays its seat with `suggest_action`, one action in flight at a time.
    Play,
    /// Holds a seat and never acts.
    Idle,
    /// Watches (behind a seat, or as referee).
    Watch,
}

/// Someone in the match, following its messages over their own connection and checking each
/// update for hidden information.
pub struct Member {
    pub c: Client,
    pub who: &'static str,
    pub part: Part,
    /// How the server last said we see the match.
    pub viewer: Option<Viewer>,
    pub match_id: String,
    pub teams: Vec<u8>,
    pub version: u64,
    pub legal: Vec<RawJson>,
    pub view: Option<View>,
    pub in_flight: Option<String>,
    /// Our own accepted action's version: act again only once an update reached it.
    pub fresh_from: u64,
    pub sent: u32,
    /// Every `match_started` received, in order.
    pub started: Vec<Viewer>,
    /// Every `timed_out` received: whose, and the ruling.
    pub timeouts: Vec<(Seat, TimeoutRuling)>,
    /// Updates since the latest `match_started`.
    pub since_started: u32,
    pub over: Option<(Outcome, u64)>,
    /// Stops acting (messages are still read).
    pub paused: bool,
    /// Left the match: no longer followed.
    pub gone: bool,
}

impl Member {
    pub fn new(c: Client, who: &'static str, part: Part) -> Member {
        Member {
            c,
            who,
            part,
            viewer: None,
            match_id: String::new(),
            teams: Vec::new(),
            version: 0,
            legal: Vec::new(),
            view: None,
            in_flight: None,
            fresh_from: 0,
            sent: 0,
            started: Vec::new(),
            timeouts: Vec::new(),
            since_started: 0,
            over: None,
            paused: false,
            gone: false,
        }
    }

    /// Whether the latest view shows `seat` dead.
    pub fn sees_dead(&self, seat: u8) -> bool {
        self.view
            .as_ref()
            .is_some_and(|v| !v.players[seat as usize].alive)
    }

    /// Hands are seen by their owner (a seat, or a spectator behind it) and the referee only.
    fn check_hands(&self, view: &View) {
        let viewer = self.viewer.expect("match_started comes first");
        assert_eq!(view.viewer, viewer, "{}: the view is ours", self.who);
        for p in &view.players {
            assert_eq!(
                p.hand.is_some(),
                viewer.sees_secrets_of(p.seat),
                "{} ({viewer:?}) and seat {}'s hand",
                self.who,
                p.seat.0
            );
        }
    }

    /// Reads one message within `wait` and records it; false when nothing came.
    async fn read(&mut self, wait: Duration) -> bool {
        let msg = match self.c.recv_timeout(wait).await {
            Ok(m) => m,
            Err(ClientError::Timeout) => return false,
            Err(e) => panic!("{}: {e}", self.who),
        };
        match msg {
            ServerMsg::MatchStarted {
                match_id,
                game,
                viewer,
                teams,
                ..
            } => {
                assert_eq!(game, GAME);
                if !self.match_id.is_empty() {
                    assert_eq!(match_id, self.match_id, "{}: the same match", self.who);
                }
                if !self.teams.is_empty() {
                    assert_eq!(teams, self.teams, "{}: the same teams", self.who);
                }
                self.match_id = match_id;
                self.teams = teams;
                self.viewer = Some(viewer);
                self.started.push(viewer);
                self.since_started = 0;
            }
            ServerMsg::Update {
                match_id,
                version,
                view,
                legal_actions,
                ..
            } => {
                assert_eq!(match_id, self.match_id);
                let view: View = view.parse().expect("a Project Confix view");
                self.check_hands(&view);
                assert!(
                    version >= self.version,
                    "{}: versions never go back",
                    self.who
                );
                assert!(self.over.is_none(), "{}: an update after the end", self.who);
                if !legal_actions.is_empty() {
                    assert!(
                        matches!(self.viewer, Some(Viewer::Seat { .. })),
                        "{}: only a seat that plays has decisions",
                        self.who
                    );
                }
                self.version = version;
                self.legal = legal_actions;
                self.view = Some(view);
                self.since_started += 1;
            }
            ServerMsg::ActionResult {
                action_id,
                ok,
                version,
                error,
                ..
            } => {
                assert_eq!(self.in_flight.as_deref(), Some(action_id.as_str()));
                // A decision that stays open while other seats act (several seats decide at
                // once) may be overtaken: the server then says stale_version, and we decide
                // again from the newer update. Anything else refused is a bug.
                let overtaken = error
                    .as_ref()
                    .is_some_and(|e| e.code == ErrorCode::StaleVersion);
                assert!(
                    ok || overtaken,
                    "{}: a suggested legal action was refused: {error:?}",
                    self.who
                );
                self.in_flight = None;
                self.fresh_from = version;
            }
            ServerMsg::TimedOut { seat, ruling, .. } => self.timeouts.push((seat, ruling)),
            ServerMsg::MatchOver {
                match_id,
                outcome,
                version,
                ..
            } => {
                assert_eq!(match_id, self.match_id);
                assert_eq!(version, self.version, "{}: the end's version", self.who);
                self.over = Some((outcome, version));
            }
            ServerMsg::Error { error, .. } => panic!("{}: {error:?}", self.who),
            _ => {}
        }
        true
    }

    /// Plays the suggested action when it is our turn to.
    async fn act(&mut self) {
        let acting = self.part == Part::Play && !self.paused && self.in_flight.is_none();
        if !acting || self.version < self.fresh_from || self.legal.is_empty() {
            return;
        }
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

    /// Reads and acts until `done` holds or the match is over.
    pub async fn until(&mut self, done: impl Fn(&Member) -> bool) {
        self.act().await;
        while self.over.is_none() && !done(self) {
            assert!(self.read(WAIT).await, "{}: no message", self.who);
            self.act().await;
        }
    }

    /// Stops acting and reads until the server has sent nothing for a moment.
    pub async fn settle(&mut self) {
        self.paused = true;
        while self.over.is_none() {
            let wait = if self.in_flight.is_some() {
                WAIT
            } else {
                Duration::from_millis(500)
            };
            if !self.read(wait).await {
                assert!(self.in_flight.is_none(), "{}: no result", self.who);
                return;
            }
        }
    }

    /// Comes back on a new connection with our resume token (a seat's player).
    pub async fn resume(&mut self, url: &str) {
        let token = self.c.resume_token.clone();
        let c = Client::join(url, self.who, Some(token))
            .await
            .unwrap_or_else(|e| panic!("{}: no resume: {e}", self.who));
        assert_eq!(c.player_id, self.c.player_id, "the same player resumes");
        self.c = c;
        self.fresh_from = 0;
        self.in_flight = None;
        self.paused = false;
    }

    /// Reads up to the first update after the next `match_started`; returns its version.
    pub async fn first_update(&mut self) -> u64 {
        let before = self.started.len();
        while self.started.len() == before || self.since_started == 0 {
            assert!(self.read(WAIT).await, "{}: no match_started", self.who);
        }
        self.version
    }
}

/// Runs every member still in the match until it sees `done`, all at once.
pub async fn all_until(members: &mut [Member], done: impl Fn(&Member) -> bool + Copy) {
    join_all(
        members
            .iter_mut()
            .filter(|m| !m.gone)
            .map(|m| m.until(done)),
    )
    .await;
}

/// `GET path`, which must answer 200; the body.
pub async fn get(server: &Server, path: &str) -> String {
    let (status, body) = http_get(server.addr(), path).await;
    assert_eq!(status, 200, "{path}: {body}");
    body
}

pub async fn joined(url: &str, who: &str) -> Client {
    Client::join(url, who, None)
        .await
        .unwrap_or_else(|e| panic!("{who} could not join: {e}"))
}

pub async fn next_room(c: &mut Client) -> RoomInfo {
    c.until(WAIT, |m| match m {
        ServerMsg::Room { room } => Some(room.clone()),
        ServerMsg::Error { error, .. } => panic!("{error:?}"),
        _ => None,
    })
    .await
    .expect("a room message")
}

pub async fn spectate(url: &str, who: &'static str, match_id: &str, view: SpectateAs) -> Member {
    let mut c = joined(url, who).await;
    c.send(&ClientMsg::Spectate {
        match_id: match_id.to_string(),
        view,
    })
    .await
    .expect("send");
    let mut m = Member::new(c, who, Part::Watch);
    m.match_id = match_id.to_string();
    m.first_update().await;
    m
}

/// The presets the human seats play.
pub const DECKS: [&str; 4] = ["Inferno", "Bulwark", "Abyss", "Tempest"];
