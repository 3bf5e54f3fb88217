//! Matches of more than two seats, in teams, over real WebSockets: a 3 vs 3 Project Confix
//! match with teams drawn at random goes through every part of the server — players and
//! server bots, a spectator behind a seat and a referee, a timeout and a forfeit by timeouts
//! (the seat dies and watches on), a player who leaves (their seat dies, they hear no more), a
//! reconnect with a resume token, a restart of the server over the same database recovered at
//! the same version, the outcome naming the winning team, history and the replay from several
//! viewpoints — and quick match groups four players for a 2 vs 2.

mod common;

use std::time::Duration;

use common::{config, http_get, start, Server};
use futures_util::future::join_all;
use serde_json::Value;
use tavern_client::{Client, ClientError};
use tavern_protocol::confix::View;
use tavern_protocol::history::{MatchDetail, MatchStatus, Replay, ReplayFrame, StepKind};
use tavern_protocol::wire::{
    suggest_action, ClientMsg, ClockOptions, DeckChoice, ErrorCode, RawJson, RoomInfo, RoomOptions,
    ServerMsg, SpectateAs, SpectatorPolicy, TimeoutRuling,
};
use tavern_protocol::{EndReason, Outcome, Seat, Viewer};
use tavern_server::Config;

const GAME: &str = "confix";

/// Longest wait for one message: a seat that never acts holds the match up to a whole
/// decision allowance and reserve.
const WAIT: Duration = Duration::from_secs(30);

/// A server with storage in a fresh temporary directory; bots answer within microseconds, so
/// the per-connection rate limit is raised.
fn stored(name: &str) -> Config {
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
enum Part {
    /// Plays its seat with `suggest_action`, one action in flight at a time.
    Play,
    /// Holds a seat and never acts.
    Idle,
    /// Watches (behind a seat, or as referee).
    Watch,
}

/// Someone in the match, following its messages over their own connection and checking each
/// update for hidden information.
struct Member {
    c: Client,
    who: &'static str,
    part: Part,
    /// How the server last said we see the match.
    viewer: Option<Viewer>,
    match_id: String,
    teams: Vec<u8>,
    version: u64,
    legal: Vec<RawJson>,
    view: Option<View>,
    in_flight: Option<String>,
    /// Our own accepted action's version: act again only once an update reached it.
    fresh_from: u64,
    sent: u32,
    /// Every `match_started` received, in order.
    started: Vec<Viewer>,
    /// Every `timed_out` received: whose, and the ruling.
    timeouts: Vec<(Seat, TimeoutRuling)>,
    /// Updates since the latest `match_started`.
    since_started: u32,
    over: Option<(Outcome, u64)>,
    /// Stops acting (messages are still read).
    paused: bool,
    /// Left the match: no longer followed.
    gone: bool,
}

impl Member {
    fn new(c: Client, who: &'static str, part: Part) -> Member {
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
    fn sees_dead(&self, seat: u8) -> bool {
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
                assert!(
                    ok,
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
    async fn until(&mut self, done: impl Fn(&Member) -> bool) {
        self.act().await;
        while self.over.is_none() && !done(self) {
            assert!(self.read(WAIT).await, "{}: no message", self.who);
            self.act().await;
        }
    }

    /// Stops acting and reads until the server has sent nothing for a moment.
    async fn settle(&mut self) {
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
    async fn resume(&mut self, url: &str) {
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
    async fn first_update(&mut self) -> u64 {
        let before = self.started.len();
        while self.started.len() == before || self.since_started == 0 {
            assert!(self.read(WAIT).await, "{}: no match_started", self.who);
        }
        self.version
    }
}

/// Runs every member still in the match until it sees `done`, all at once.
async fn all_until(members: &mut [Member], done: impl Fn(&Member) -> bool + Copy) {
    join_all(
        members
            .iter_mut()
            .filter(|m| !m.gone)
            .map(|m| m.until(done)),
    )
    .await;
}

/// `GET path`, which must answer 200; the body.
async fn get(server: &Server, path: &str) -> String {
    let (status, body) = http_get(server.addr(), path).await;
    assert_eq!(status, 200, "{path}: {body}");
    body
}

async fn joined(url: &str, who: &str) -> Client {
    Client::join(url, who, None)
        .await
        .unwrap_or_else(|e| panic!("{who} could not join: {e}"))
}

async fn next_room(c: &mut Client) -> RoomInfo {
    c.until(WAIT, |m| match m {
        ServerMsg::Room { room } => Some(room.clone()),
        ServerMsg::Error { error, .. } => panic!("{error:?}"),
        _ => None,
    })
    .await
    .expect("a room message")
}

async fn spectate(url: &str, who: &'static str, match_id: &str, view: SpectateAs) -> Member {
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
const DECKS: [&str; 4] = ["Inferno", "Bulwark", "Abyss", "Tempest"];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_three_v_three_match_goes_through_every_part_of_the_server() {
    let cfg = stored("three-v-three");
    let server = start(cfg.clone()).await;
    let url = server.url.clone();

    // A public 3 vs 3 room with two server bots, clocks short enough to run out in a test
    // (two timeouts in a row forfeit), referee spectating, and teams to be drawn.
    let clock = ClockOptions {
        decision_ms: 3_000,
        first_round_reserve_ms: 3_000,
        reserve_ms: 3_000,
        switch_hand_ms: 3_000,
        reroll_ms: 3_000,
        forfeit_after: 2,
    };
    let mut ann = joined(&url, "ann").await;
    ann.send(&ClientMsg::CreateRoom {
        game: GAME.into(),
        options: RoomOptions {
            setup: Some("three_v_three".into()),
            random_teams: true,
            clock: Some(clock),
            spectators: SpectatorPolicy::Referee,
            bot_seats: vec![4, 5],
            ..RoomOptions::default()
        },
    })
    .await
    .expect("send");
    let room = next_room(&mut ann).await;
    assert_eq!(room.options.seats, 6);
    assert_eq!(room.options.setup.as_deref(), Some("three_v_three"));
    assert!(
        room.seats.iter().all(|s| s.team.is_none()),
        "teams are drawn when the match starts"
    );
    assert!(room.seats[4].bot && room.seats[5].bot);

    // One player picks seat 3; the others take the first free seats.
    let mut cyd = joined(&url, "cyd").await;
    let mut ben = joined(&url, "ben").await;
    let mut dee = joined(&url, "dee").await;
    for (c, seat) in [
        (&mut cyd, Some(Seat(3))),
        (&mut ben, None),
        (&mut dee, None),
    ] {
        c.send(&ClientMsg::JoinRoom {
            room: Some(room.id.clone()),
            code: None,
            seat,
        })
        .await
        .expect("send");
        next_room(c).await;
    }
    for (c, deck) in [&mut ann, &mut ben, &mut dee, &mut cyd]
        .into_iter()
        .zip(DECKS)
    {
        c.send(&ClientMsg::Ready {
            deck: DeckChoice::Preset(deck.into()),
        })
        .await
        .expect("send");
    }
    let mut seats = vec![
        Member::new(ann, "ann", Part::Play),
        Member::new(ben, "ben", Part::Play),
        Member::new(dee, "dee", Part::Idle),
        Member::new(cyd, "cyd", Part::Play),
    ];
    for (i, m) in seats.iter_mut().enumerate() {
        m.first_update().await;
        assert_eq!(
            m.viewer,
            Some(Viewer::Seat {
                seat: Seat(i as u8)
            }),
            "{} sits where they chose or were put",
            m.who
        );
    }
    let teams = seats[0].teams.clone();
    let match_id = seats[0].match_id.clone();
    assert_eq!(teams.len(), 6);
    for t in [0, 1] {
        assert_eq!(teams.iter().filter(|&&x| x == t).count(), 3, "{teams:?}");
    }
    assert!(
        seats.iter().all(|m| m.teams == teams),
        "everyone hears the same teams"
    );
    // The lobby shows the drawn teams too.
    let mut browser = joined(&url, "browser").await;
    browser
        .send(&ClientMsg::ListRooms {
            game: Some(GAME.into()),
        })
        .await
        .expect("send");
    let listed = browser
        .until(WAIT, |m| match m {
            ServerMsg::Rooms { rooms } => Some(rooms.clone()),
            _ => None,
        })
        .await
        .expect("rooms");
    let listed = listed.iter().find(|r| r.id == room.id).expect("listed");
    assert_eq!(listed.match_id.as_deref(), Some(match_id.as_str()));
    let shown: Vec<Option<u8>> = listed.seats.iter().map(|s| s.team).collect();
    assert_eq!(shown, teams.iter().map(|&t| Some(t)).collect::<Vec<_>>());

    // Roles follow the draw: dee (seat 2) never acts; the one who leaves plays in the other
    // team, so that each team keeps two players; of the other two, one reconnects and one is
    // watched.
    let leaver = [3, 0, 1]
        .into_iter()
        .find(|&i| teams[i] != teams[2])
        .expect("three humans cannot all be dee's two teammates");
    let [reconnecter, watched] = match leaver {
        3 => [0, 1],
        0 => [1, 3],
        _ => [0, 3],
    };
    let (leaver_seat, watched_seat) = (Seat(leaver as u8), Seat(watched as u8));

    // A spectator behind a seat and a referee.
    let mut watchers = vec![
        spectate(&url, "eve", &match_id, SpectateAs::Behind(watched_seat)).await,
        spectate(&url, "ref", &match_id, SpectateAs::Referee).await,
    ];
    assert_eq!(watchers[0].teams, teams);

    // Dee never acts: the opening redraw runs out (the server keeps her hand), then her next
    // decision runs out and forfeits: her seat dies, and she watches on from it.
    all_until(&mut seats, |m| m.sees_dead(2)).await;
    all_until(&mut watchers, |m| m.sees_dead(2)).await;
    for m in seats.iter().chain(&watchers) {
        assert_eq!(
            m.timeouts,
            [
                (Seat(2), TimeoutRuling::DefaultAction),
                (Seat(2), TimeoutRuling::Forfeit)
            ],
            "{} heard of both timeouts",
            m.who
        );
    }
    assert!(seats[2].over.is_none(), "the match goes on without her");
    assert_eq!(
        seats[2].started.last(),
        Some(&Viewer::Spectator { behind: Seat(2) }),
        "dee is told she watches from her seat"
    );
    // Her seat has no decisions any more; an action from it is refused.
    let dee = &mut seats[2];
    dee.c
        .send(&ClientMsg::Action {
            match_id: match_id.clone(),
            version: dee.version,
            action_id: "dee-late".into(),
            action: serde_json::json!({"action": "end_phase"}),
        })
        .await
        .expect("send");
    let refusal = dee
        .c
        .until(WAIT, |m| match m {
            ServerMsg::ActionResult {
                action_id, error, ..
            } if action_id == "dee-late" => error.clone(),
            _ => None,
        })
        .await
        .expect("an answer");
    assert_eq!(refusal.code, ErrorCode::SpectatorCannotAct);

    // A player leaves: their seat dies, and they hear no more of the match.
    seats[leaver].settle().await;
    seats[leaver].c.send(&ClientMsg::Leave).await.expect("send");
    seats[leaver].gone = true;
    all_until(&mut seats, |m| m.sees_dead(leaver_seat.0)).await;
    all_until(&mut watchers, |m| m.sees_dead(leaver_seat.0)).await;
    let death = seats[reconnecter].version;
    let quitter = &mut seats[leaver];
    quitter.settle().await;
    assert!(
        quitter.version < death && !quitter.sees_dead(leaver_seat.0),
        "the leaver heard nothing after leaving"
    );
    assert_eq!(quitter.started.len(), 1, "and was not made a spectator");
    // They are free: they may open another room.
    quitter
        .c
        .send(&ClientMsg::CreateRoom {
            game: "gitcg".into(),
            options: RoomOptions {
                public: false,
                ..RoomOptions::default()
            },
        })
        .await
        .expect("send");
    assert_eq!(next_room(&mut quitter.c).await.game, "gitcg");

    // A connection drops; its player resumes with their token and plays on.
    let back = &mut seats[reconnecter];
    back.settle().await;
    back.resume(&url).await;
    back.first_update().await;
    assert_eq!(
        back.viewer,
        Some(Viewer::Seat {
            seat: Seat(reconnecter as u8)
        })
    );
    let from = back.version;
    all_until(&mut seats, |m| m.version >= from + 4).await;
    all_until(&mut watchers, |m| m.version >= from + 4).await;

    // The server stops and starts again over the same database: everyone comes back to the
    // match at the version last stored.
    for m in seats.iter_mut().filter(|m| !m.gone).chain(&mut watchers) {
        m.settle().await;
    }
    let stopped_at = watchers
        .iter()
        .chain(seats.iter().filter(|m| !m.gone))
        .map(|m| m.version)
        .max()
        .expect("members");
    // Behind a seat, exactly what that seat sees.
    assert_eq!(
        (watchers[0].version, seats[watched].version),
        (stopped_at, stopped_at)
    );
    let mut behind = watchers[0].view.clone().expect("a view");
    behind.viewer = Viewer::Seat { seat: watched_seat };
    assert_eq!(
        Some(&behind),
        seats[watched].view.as_ref(),
        "behind a seat, what that seat sees"
    );
    assert!(
        seats.iter().all(|m| m.over.is_none()),
        "the match is unfinished"
    );
    server.running.stop().await.expect("stop");
    let server = start(cfg).await;
    let url = server.url.clone();
    for m in seats.iter_mut().filter(|m| !m.gone) {
        m.resume(&url).await;
        assert_eq!(
            m.first_update().await,
            stopped_at,
            "{} is back at the same version",
            m.who
        );
    }
    assert_eq!(
        seats[2].viewer,
        Some(Viewer::Spectator { behind: Seat(2) }),
        "a dead seat is still out after the restart"
    );
    // The spectator comes back behind a seat a server bot plays.
    let mut watchers = vec![
        spectate(&url, "eve", &match_id, SpectateAs::Behind(Seat(4))).await,
        spectate(&url, "ref", &match_id, SpectateAs::Referee).await,
    ];
    for w in &watchers {
        assert_eq!(
            w.version, stopped_at,
            "{} watches from the same version",
            w.who
        );
    }

    // To the end: one team wins, every seat of it, the dead ones too.
    all_until(&mut seats, |_| false).await;
    all_until(&mut watchers, |_| false).await;
    let (outcome, end) = seats[watched].over.clone().expect("the match ended");
    for m in seats.iter().filter(|m| !m.gone).chain(&watchers) {
        assert_eq!(
            m.over,
            Some((outcome.clone(), end)),
            "{} saw the same end",
            m.who
        );
    }
    let Outcome::Win {
        winners,
        teams: winning,
        reason,
    } = &outcome
    else {
        panic!("a team wins: {outcome:?}");
    };
    assert_eq!(*reason, EndReason::Defeat);
    let [team] = winning.as_slice() else {
        panic!("one team wins: {outcome:?}");
    };
    let whole: Vec<Seat> = (0..6u8)
        .filter(|&s| teams[s as usize] == *team)
        .map(Seat)
        .collect();
    assert_eq!(winners, &whole, "every seat of the team wins together");

    // History: the seats with their teams, and the outcome.
    let detail: MatchDetail =
        serde_json::from_str(&get(&server, &format!("/api/matches/{match_id}")).await)
            .expect("a match");
    assert_eq!(detail.summary.status, MatchStatus::Finished);
    assert_eq!(detail.summary.outcome.as_ref(), Some(&outcome));
    let players: Vec<(u8, bool, u8)> = detail
        .summary
        .players
        .iter()
        .map(|p| (p.seat.0, p.bot, p.team))
        .collect();
    let expected: Vec<(u8, bool, u8)> = (0..6u8).map(|s| (s, s >= 4, teams[s as usize])).collect();
    assert_eq!(players, expected);

    // The replay holds every step: actions, bots, the timeout and the two forfeits.
    let replay: Replay =
        serde_json::from_str(&get(&server, &format!("/api/matches/{match_id}/replay")).await)
            .expect("a replay");
    assert_eq!(replay.steps.len() as u64, end);
    assert_eq!(replay.outcome.as_ref(), Some(&outcome));
    let kinds = |seat: u8, kind: StepKind| {
        replay
            .steps
            .iter()
            .filter(|s| s.seat == Seat(seat) && s.kind == kind)
            .count()
    };
    assert_eq!(kinds(2, StepKind::Timeout), 1);
    assert_eq!(kinds(2, StepKind::Forfeit), 1);
    assert_eq!(kinds(leaver_seat.0, StepKind::Forfeit), 1);
    assert!(kinds(4, StepKind::Bot) > 0 && kinds(5, StepKind::Bot) > 0);
    assert!(kinds(reconnecter as u8, StepKind::Action) > 0);
    assert!(kinds(watched_seat.0, StepKind::Action) > 0);

    // The last step from three seats and the referee is what each saw last (seat 4 through
    // the spectator behind it); seat 5's frame shows no other hand; there is no seat 6.
    let frame = |viewer: &str| format!("/api/matches/{match_id}/replay?step={end}&viewer={viewer}");
    for (viewer, seen) in [
        (format!("seat{reconnecter}"), &seats[reconnecter]),
        (format!("seat{watched}"), &seats[watched]),
        ("seat4".to_string(), &watchers[0]),
        ("referee".to_string(), &watchers[1]),
    ] {
        let f: ReplayFrame =
            serde_json::from_str(&get(&server, &frame(&viewer)).await).expect("a frame");
        let view: View = f.view.parse().expect("a view");
        // A seat that died watched its last updates as a spectator of itself: the same view.
        let mut last = seen.view.clone().expect("a view");
        last.viewer = f.viewer;
        assert_eq!(view, last, "the replay as {viewer} saw it");
        assert_eq!(f.outcome.as_ref(), Some(&outcome));
    }
    let f: ReplayFrame =
        serde_json::from_str(&get(&server, &frame("seat5")).await).expect("a frame");
    let view: View = f.view.parse().expect("a view");
    assert!(view
        .players
        .iter()
        .all(|p| p.hand.is_some() == (p.seat == Seat(5))));
    let (status, _) = http_get(server.addr(), &frame("seat6")).await;
    assert_eq!(status, 400, "no seat 6 at a table of six");
    server.running.stop().await.expect("stop");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn quick_match_groups_four_players_for_a_two_v_two() {
    let server = start(Config {
        rate_per_sec: 100_000,
        rate_burst: 100_000,
        ..config()
    })
    .await;
    let quick = |setup: &str, deck: &str| ClientMsg::QuickMatch {
        game: GAME.into(),
        deck: DeckChoice::Preset(deck.into()),
        setup: Some(setup.into()),
    };
    let names = ["q0", "q1", "q2", "q3"];
    let mut clients = Vec::new();
    for (i, name) in names.into_iter().enumerate() {
        let mut c = joined(&server.url, name).await;
        c.send(&quick("two_v_two", DECKS[i])).await.expect("send");
        // Up to the third, the server queues the player (its pong follows the queueing) and
        // nobody is grouped yet; the fourth completes the table.
        if i < 3 {
            c.send(&ClientMsg::Ping { nonce: i as u64 })
                .await
                .expect("send");
            c.until(WAIT, |m| match m {
                ServerMsg::Pong { .. } => Some(()),
                ServerMsg::MatchStarted { .. } => panic!("{name}: started with {i} waiting"),
                _ => None,
            })
            .await
            .expect("pong");
        }
        clients.push(c);
        if i == 0 {
            // A player waiting for 1 vs 1 is not grouped with those waiting for 2 vs 2.
            let mut solo = joined(&server.url, "solo").await;
            solo.send(&quick("one_v_one", "Lava")).await.expect("send");
            clients.push(solo);
        }
    }
    let solo = clients.remove(1);
    let mut members: Vec<Member> = clients
        .into_iter()
        .zip(names)
        .map(|(c, who)| Member::new(c, who, Part::Play))
        .collect();
    for (i, m) in members.iter_mut().enumerate() {
        m.first_update().await;
        assert_eq!(
            m.viewer,
            Some(Viewer::Seat {
                seat: Seat(i as u8)
            }),
            "seated in the order they came"
        );
        assert_eq!(m.teams, [0, 1, 0, 1], "teams by seat");
    }
    let ids: Vec<&str> = members.iter().map(|m| m.match_id.as_str()).collect();
    assert!(ids.iter().all(|id| *id == ids[0]), "one match for the four");
    all_until(&mut members, |_| false).await;
    let (outcome, _) = members[0].over.clone().expect("over");
    if let Outcome::Win { winners, teams, .. } = &outcome {
        let [team] = teams.as_slice() else {
            panic!("one team wins: {outcome:?}")
        };
        let whole: Vec<Seat> = (0..4u8).filter(|s| s % 2 == *team).map(Seat).collect();
        assert_eq!(winners, &whole, "both seats of the team win");
    }
    let mut solo = Member::new(solo, "solo", Part::Play);
    solo.settle().await;
    assert!(
        solo.started.is_empty(),
        "1 vs 1 still waits for a second player"
    );
    server.running.stop().await.expect("stop");
}

#[tokio::test(start_paused = true)]
async fn two_clocks_run_out_at_once_and_a_team_whose_seats_all_forfeit_loses() {
    let server = start(Config {
        rate_per_sec: 100_000,
        rate_burst: 100_000,
        ..config()
    })
    .await;
    // Seats 0 and 1 play together, against two server bots; neither human ever acts.
    let clock = ClockOptions {
        decision_ms: 5_000,
        first_round_reserve_ms: 5_000,
        reserve_ms: 5_000,
        forfeit_after: 2,
        ..ClockOptions::default()
    };
    let mut host = joined(&server.url, "host").await;
    host.send(&ClientMsg::CreateRoom {
        game: GAME.into(),
        options: RoomOptions {
            setup: Some("two_v_two".into()),
            teams: vec![0, 0, 1, 1],
            clock: Some(clock),
            public: false,
            bot_seats: vec![2, 3],
            ..RoomOptions::default()
        },
    })
    .await
    .expect("send");
    let room = next_room(&mut host).await;
    let shown: Vec<Option<u8>> = room.seats.iter().map(|s| s.team).collect();
    assert_eq!(shown, [Some(0), Some(0), Some(1), Some(1)]);
    let mut mate = joined(&server.url, "mate").await;
    mate.send(&ClientMsg::JoinRoom {
        room: None,
        code: room.code.clone(),
        seat: None,
    })
    .await
    .expect("send");
    next_room(&mut mate).await;
    for c in [&mut host, &mut mate] {
        c.send(&ClientMsg::Ready {
            deck: DeckChoice::Preset("Abyss".into()),
        })
        .await
        .expect("send");
    }
    let mut idle = vec![
        Member::new(host, "host", Part::Idle),
        Member::new(mate, "mate", Part::Idle),
    ];
    for m in &mut idle {
        m.first_update().await;
        assert_eq!(m.teams, [0, 0, 1, 1]);
    }
    all_until(&mut idle, |_| false).await;
    for m in &idle {
        // Both opening redraws ran out at the same moment; each seat's next decision forfeited.
        let firsts: Vec<(Seat, TimeoutRuling)> = m.timeouts[..2].to_vec();
        assert!(
            firsts.contains(&(Seat(0), TimeoutRuling::DefaultAction))
                && firsts.contains(&(Seat(1), TimeoutRuling::DefaultAction)),
            "{}: {:?}",
            m.who,
            m.timeouts
        );
        let forfeits: Vec<Seat> = m
            .timeouts
            .iter()
            .filter(|(_, r)| *r == TimeoutRuling::Forfeit)
            .map(|(s, _)| *s)
            .collect();
        assert_eq!(forfeits.len(), 2, "{}: {:?}", m.who, m.timeouts);
        assert_eq!(
            m.over.as_ref().map(|(o, _)| o),
            Some(&Outcome::team_wins(
                1,
                vec![Seat(2), Seat(3)],
                EndReason::Forfeit
            )),
            "{}: the bots' team wins when both its enemies forfeit",
            m.who
        );
    }
    server.running.stop().await.expect("stop");
}
