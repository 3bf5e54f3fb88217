//! Tables in teams in the lobby and on the clock: quick match groups four players for a 2 vs
//! 2 (and nobody before the fourth), and two clocks that run out at the same moment are each
//! answered, a team whose seats all forfeit losing to the other.

mod common;
mod table;

use common::{config, start};
use table::{all_until, joined, next_room, Member, Part, DECKS, GAME, WAIT};
use tavern_protocol::wire::{
    ClientMsg, ClockOptions, DeckChoice, RoomOptions, ServerMsg, TimeoutRuling,
};
use tavern_protocol::{EndReason, Outcome, Seat, Viewer};
use tavern_server::Config;

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
        rated: false,
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
