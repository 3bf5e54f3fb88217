//! A 3 vs 3 Project Confix match with teams drawn at random goes through every part of the
//! server over real WebSockets: players and server bots, a spectator behind a seat and a
//! referee, a timeout and a forfeit by timeouts (the seat dies and watches on), a player who
//! leaves (their seat dies, they hear no more), a reconnect with a resume token, a restart of
//! the server over the same database recovered at the same version, the outcome naming the
//! winning team, history and the replay from several viewpoints.

mod common;
mod table;

use common::{http_get, start};
use table::{all_until, get, joined, next_room, spectate, stored, Member, Part, DECKS, GAME, WAIT};
use tavern_protocol::confix::View;
use tavern_protocol::history::{MatchDetail, MatchStatus, Replay, ReplayFrame, StepKind};
use tavern_protocol::wire::{
    ClientMsg, ClockOptions, DeckChoice, ErrorCode, RoomOptions, ServerMsg, SpectateAs,
    SpectatorPolicy, TimeoutRuling,
};
use tavern_protocol::{EndReason, Outcome, Seat, Viewer};

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
