//! A restart gives each connection of a Project Confix 2 vs 2 back exactly what it had: the
//! player who left hears nothing of the match (they are free, not a spectator of their seat),
//! the seat that is out (forfeited by timeouts) watches from its place, and the seats still in
//! get their decisions back and play on.

mod common;
mod table;

use std::time::Duration;

use common::start;
use table::{all_until, joined, next_room, stored, Member, Part, DECKS, GAME};
use tavern_protocol::wire::{ClientMsg, ClockOptions, DeckChoice, RoomOptions, ServerMsg};
use tavern_protocol::{Seat, Viewer};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_restart_a_player_who_left_stays_out_and_the_others_come_back_as_they_were() {
    let cfg = stored("left-after-restart");
    let server = start(cfg.clone()).await;
    let url = server.url.clone();

    // Teams by seat: ann (0) and cyd (2) against ben (1) and dee (3). Clocks short enough for
    // ben, who never acts, to forfeit by timeouts within the test.
    let clock = ClockOptions {
        decision_ms: 1_000,
        first_round_reserve_ms: 1_000,
        reserve_ms: 1_000,
        switch_hand_ms: 1_000,
        reroll_ms: 1_000,
        forfeit_after: 2,
    };
    let mut ann = joined(&url, "ann").await;
    ann.send(&ClientMsg::CreateRoom {
        game: GAME.into(),
        options: RoomOptions {
            setup: Some("two_v_two".into()),
            clock: Some(clock),
            ..RoomOptions::default()
        },
    })
    .await
    .expect("send");
    let room = next_room(&mut ann).await;
    let mut others = Vec::new();
    for who in ["ben", "cyd", "dee"] {
        let mut c = joined(&url, who).await;
        c.send(&ClientMsg::JoinRoom {
            room: Some(room.id.clone()),
            code: None,
            seat: None,
        })
        .await
        .expect("send");
        next_room(&mut c).await;
        others.push(c);
    }
    let mut clients = vec![ann];
    clients.extend(others);
    for (c, deck) in clients.iter_mut().zip(DECKS) {
        c.send(&ClientMsg::Ready {
            deck: DeckChoice::Preset(deck.into()),
        })
        .await
        .expect("send");
    }
    let parts = [
        ("ann", Part::Play),
        ("ben", Part::Idle),
        ("cyd", Part::Play),
        ("dee", Part::Play),
    ];
    let mut seats: Vec<Member> = clients
        .into_iter()
        .zip(parts)
        .map(|(c, (who, part))| Member::new(c, who, part))
        .collect();
    for (i, m) in seats.iter_mut().enumerate() {
        m.first_update().await;
        assert_eq!(
            m.viewer,
            Some(Viewer::Seat {
                seat: Seat(i as u8)
            })
        );
    }
    assert_eq!(seats[0].teams, [0, 1, 0, 1]);

    // Ann leaves: her seat dies and she hears no more of the match.
    seats[0].settle().await;
    seats[0].c.send(&ClientMsg::Leave).await.expect("send");
    seats[0].gone = true;
    all_until(&mut seats, |m| m.sees_dead(0)).await;
    // Ben never acts: his seat runs out of time twice, forfeits and dies; he watches on.
    all_until(&mut seats, |m| m.sees_dead(1)).await;
    assert_eq!(seats[1].viewer, Some(Viewer::Spectator { behind: Seat(1) }));

    // The server stops and starts again over the same database.
    for m in seats.iter_mut().filter(|m| !m.gone) {
        m.settle().await;
    }
    assert!(seats.iter().all(|m| m.over.is_none()), "the match goes on");
    let stopped_at = seats[2].version;
    server.running.stop().await.expect("stop");
    let server = start(cfg).await;
    let url = server.url.clone();

    // Ben watches from his seat as before the restart; cyd and dee come back to the same
    // version, in their seats.
    for m in seats.iter_mut().skip(1) {
        m.resume(&url).await;
        assert_eq!(m.first_update().await, stopped_at, "{}", m.who);
    }
    assert_eq!(
        seats[1].viewer,
        Some(Viewer::Spectator { behind: Seat(1) }),
        "an out seat is still out"
    );
    for i in [2, 3] {
        assert_eq!(
            seats[i].viewer,
            Some(Viewer::Seat {
                seat: Seat(i as u8)
            })
        );
    }
    // Ann is known again, but the match is no longer hers: not even to watch, nor when she
    // asks for it again. Meanwhile cyd and dee get their decisions back and play on.
    let match_id = seats[2].match_id.clone();
    let sent: Vec<u32> = seats.iter().map(|m| m.sent).collect();
    let (ann, rest) = seats.split_at_mut(1);
    let ann = &mut ann[0];
    ann.resume(&url).await;
    ann.c
        .send(&ClientMsg::Resync { match_id })
        .await
        .expect("send");
    let listen = async {
        let mut heard = Vec::new();
        while let Ok(msg) = ann.c.recv_timeout(Duration::from_secs(2)).await {
            heard.push(msg);
        }
        heard
    };
    let (heard, ()) = tokio::join!(listen, all_until(rest, |m| m.version >= stopped_at + 6));
    assert!(
        !heard
            .iter()
            .any(|m| matches!(m, ServerMsg::MatchStarted { .. } | ServerMsg::Update { .. })),
        "ann hears nothing of the match she left: {heard:?}"
    );
    assert!(
        seats[2].sent > sent[2] || seats[3].sent > sent[3],
        "the seats still in decide again"
    );
    assert_eq!(seats[1].sent, 0, "ben never acts");
    server.running.stop().await.expect("stop");
}
