//! Test clients playing one match (two, or a quick match's whole table), each seat keeping the last update it received: the
//! tables the crash and cluster tests play, reconnect and compare.

use serde_json::Value;
use tavern_client::Client;
use tavern_protocol::wire::{
    suggest_action, ClientMsg, DecisionInfo, DeckChoice, RawJson, RoomOptions, ServerMsg,
};
use tavern_protocol::Outcome;

use super::LIMIT;

/// One seat's connection and the last update it received.
pub struct Side {
    pub c: Client,
    pub name: String,
    pub version: u64,
    pub view: Value,
    legal: Vec<RawJson>,
    decisions: Vec<DecisionInfo>,
    /// A rated match's rating changes, as its `match_over` said them.
    pub ratings: Vec<tavern_protocol::accounts::SeatRating>,
}

/// A match between test clients, one per seat.
pub struct Table {
    pub id: String,
    pub sides: Vec<Side>,
    pub over: Option<Outcome>,
}

pub async fn recv(c: &mut Client) -> ServerMsg {
    c.recv_timeout(LIMIT).await.expect("a message in time")
}

impl Side {
    pub fn new(c: Client, name: String) -> Side {
        Side {
            c,
            name,
            version: 0,
            view: Value::Null,
            legal: Vec::new(),
            decisions: Vec::new(),
            ratings: Vec::new(),
        }
    }

    /// Reads until an update at `version` or later (or the end of the match).
    pub async fn catch_up(&mut self, version: u64, over: &mut Option<Outcome>) {
        while self.version < version {
            match recv(&mut self.c).await {
                ServerMsg::Update {
                    version,
                    view,
                    decisions,
                    legal_actions,
                    ..
                } => {
                    self.version = version;
                    self.view = view.parse().expect("view JSON");
                    self.decisions = decisions;
                    self.legal = legal_actions;
                }
                ServerMsg::MatchOver {
                    outcome, ratings, ..
                } => {
                    self.ratings = ratings;
                    *over = Some(outcome);
                    return;
                }
                ServerMsg::ActionResult { ok, error, .. } => {
                    assert!(ok, "{}: action refused: {error:?}", self.name)
                }
                ServerMsg::Error { error, .. } => panic!("{}: error {error:?}", self.name),
                _ => {}
            }
        }
    }

    /// Reads the match's first update after `match_started`.
    pub async fn first_update(&mut self) -> String {
        let mut id = None;
        loop {
            match recv(&mut self.c).await {
                ServerMsg::MatchStarted { match_id, .. } => id = Some(match_id),
                ServerMsg::Update {
                    version,
                    view,
                    decisions,
                    legal_actions,
                    match_id,
                    ..
                } => {
                    assert_eq!(Some(&match_id), id.as_ref(), "match_started comes first");
                    self.version = version;
                    self.view = view.parse().expect("view JSON");
                    self.decisions = decisions;
                    self.legal = legal_actions;
                    return match_id;
                }
                ServerMsg::Error { error, .. } => panic!("{}: error {error:?}", self.name),
                _ => {}
            }
        }
    }
}

impl Table {
    pub async fn open(url: &str, i: usize) -> Table {
        Table::open_on(url, url, i).await
    }

    /// A private room made by a player connected to `url_a`, joined by code by one connected
    /// to `url_b`; each waits for the room before getting ready.
    pub async fn open_on(url_a: &str, url_b: &str, i: usize) -> Table {
        Table::open_at(url_a, url_b, i, None, "starter").await
    }

    /// [`Table::open_on`] at a game version (`None`: the game's default), both seats playing
    /// the preset `deck`.
    pub async fn open_at(
        url_a: &str,
        url_b: &str,
        i: usize,
        version: Option<&str>,
        deck: &str,
    ) -> Table {
        let name_a = format!("a{i}");
        let name_b = format!("b{i}");
        let mut a = Client::join(url_a, &name_a, None).await.expect("join");
        let mut b = Client::join(url_b, &name_b, None).await.expect("join");
        // Half the matches run clocks (long enough never to expire here).
        let options = RoomOptions {
            public: false,
            clock: i.is_multiple_of(2).then(Default::default),
            version: version.map(str::to_string),
            ..RoomOptions::default()
        };
        a.send(&ClientMsg::CreateRoom {
            game: "gitcg".into(),
            options,
        })
        .await
        .expect("send");
        let code = loop {
            if let ServerMsg::Room { room } = recv(&mut a).await {
                break room.code.expect("a private room has a code");
            }
        };
        b.send(&ClientMsg::JoinRoom {
            room: None,
            code: Some(code),
            seat: None,
        })
        .await
        .expect("send");
        loop {
            match recv(&mut b).await {
                ServerMsg::Room { .. } => break,
                ServerMsg::Error { error, .. } => panic!("{name_b}: error {error:?}"),
                _ => {}
            }
        }
        Table::start_with((a, name_a), (b, name_b), deck).await
    }

    /// Two players seated in one room get ready; the match starts (used by `cluster.rs`; the
    /// tests that include this file without it would call it dead).
    #[allow(dead_code)]
    pub async fn start(a: (Client, String), b: (Client, String)) -> Table {
        Table::start_with(a, b, "starter").await
    }

    /// [`Table::start`], both playing the preset `deck`.
    pub async fn start_with(a: (Client, String), b: (Client, String), deck: &str) -> Table {
        let mut sides: Vec<Side> = [a, b]
            .into_iter()
            .map(|(c, name)| Side::new(c, name))
            .collect();
        for side in &mut sides {
            side.c
                .send(&ClientMsg::Ready {
                    deck: DeckChoice::Preset(deck.into()),
                })
                .await
                .expect("send");
        }
        let id = sides[0].first_update().await;
        assert_eq!(sides[1].first_update().await, id);
        Table {
            id,
            sides,
            over: None,
        }
    }

    pub fn version(&self) -> u64 {
        self.sides[0].version
    }

    /// Sends one action for a seat that must decide; returns the seat and the action id.
    pub async fn send_one(&mut self) -> Option<(usize, String)> {
        if self.over.is_some() {
            return None;
        }
        let v = self.version();
        let Some(seat) = (0..self.sides.len()).find(|&s| !self.sides[s].legal.is_empty()) else {
            // Nobody decides: the match is over, and `match_over` follows the last update.
            for side in &mut self.sides {
                side.catch_up(u64::MAX, &mut self.over).await;
            }
            assert!(self.over.is_some(), "match {} stalled at v{v}", self.id);
            return None;
        };
        let side = &mut self.sides[seat];
        let action: Value = suggest_action(&side.legal)?.parse().expect("action");
        let action_id = format!("{seat}-{v}");
        side.c
            .send(&ClientMsg::Action {
                match_id: self.id.clone(),
                version: v,
                action_id: action_id.clone(),
                action,
            })
            .await
            .expect("send action");
        Some((seat, action_id))
    }

    /// Plays one action and waits until every seat sees it; false once the match is over.
    pub async fn step(&mut self) -> bool {
        let v = self.version();
        if self.send_one().await.is_none() {
            return false;
        }
        for s in &mut self.sides {
            s.catch_up(v + 1, &mut self.over).await;
        }
        self.over.is_none()
    }

    /// Both seats' views, with the version they belong to.
    pub fn snapshot(&self) -> (u64, Vec<Value>) {
        (
            self.version(),
            self.sides.iter().map(|s| s.view.clone()).collect(),
        )
    }

    /// Reconnects both seats with their tokens to a restarted server; each must be welcomed
    /// back and shown the match again.
    pub async fn reconnect(&mut self, url: &str) {
        for s in &mut self.sides {
            let token = s.c.resume_token.clone();
            let mut c = Client::connect(url).await.expect("connect");
            c.send(&ClientMsg::Hello {
                protocol_version: tavern_protocol::wire::PROTOCOL_VERSION,
                name: Some(s.name.clone()),
                resume_token: Some(token.clone()),
                updates: tavern_protocol::wire::UpdateForm::Full,
                session: None,
            })
            .await
            .expect("send hello");
            match recv(&mut c).await {
                ServerMsg::Welcome {
                    resumed, player_id, ..
                } => {
                    assert!(resumed, "{}: the session resumes after a restart", s.name);
                    assert_eq!(player_id, s.c.player_id, "the same player");
                }
                other => panic!("{}: expected welcome, got {other:?}", s.name),
            }
            c.player_id = s.c.player_id.clone();
            c.resume_token = token;
            s.c = c;
            let id = s.first_update().await;
            assert_eq!(id, self.id);
        }
    }
}
