//! Spectators over real WebSockets: the referee view, the view from behind a seat, the
//! spectator list, kicking, and where spectating is forbidden.

mod common;

use common::*;
use tavern_client::Client;
use tavern_protocol::wire::{
    ClientMsg, ErrorCode, RoomOptions, ServerMsg, SpectateAs, SpectatorInfo, SpectatorPolicy,
};
use tavern_protocol::{Seat, Viewer};

fn room(spectators: SpectatorPolicy) -> RoomOptions {
    RoomOptions {
        spectators,
        ..private_room()
    }
}

/// Connects a new player and asks to watch `match_id`.
async fn watcher(server: &Server, name: &str, match_id: &str, view: SpectateAs) -> Client {
    let mut c = player(&server.url, name).await;
    c.send(&ClientMsg::Spectate {
        match_id: match_id.to_string(),
        view,
    })
    .await
    .expect("send");
    c
}

/// Reads until seat `p` is sent a spectator list that satisfies `pred`.
async fn spectator_list(p: &mut Participant, mut pred: impl FnMut(&[SpectatorInfo]) -> bool) {
    p.until(|m| match m {
        ServerMsg::Spectators { spectators, .. } => pred(spectators).then_some(()),
        _ => None,
    })
    .await
}

#[tokio::test]
async fn the_referee_sees_both_hands_and_dice_and_seats_see_only_their_own() {
    let server = start(config()).await;
    let mut table = open_table(&server.url, room(SpectatorPolicy::Referee)).await;
    // Past the roll phase, so both seats hold dice.
    table.play_to_action_phase().await;
    let c = watcher(&server, "referee", &table.match_id(), SpectateAs::Referee).await;
    let mut referee = Participant::start(c, "referee").await;
    assert_eq!(referee.viewer, Viewer::Referee);
    assert_eq!(referee.last().version, table.version());
    assert!(referee.last().legal.is_empty(), "spectators get no actions");

    for _ in 0..3 {
        let view = referee.last().gitcg();
        for (i, seat) in table.seats.iter().enumerate() {
            let own = seat.last().gitcg();
            let other = 1 - i;
            // The referee sees exactly what each seat sees of its own secrets.
            assert!(view.players[i].hand.is_some(), "referee sees hand {i}");
            assert!(view.players[i].dice.is_some(), "referee sees dice {i}");
            assert_eq!(view.players[i].hand, own.players[i].hand);
            assert_eq!(view.players[i].dice, own.players[i].dice);
            assert_eq!(
                view.players[i].dice.map(|d| d.total()),
                Some(own.players[i].dice_count)
            );
            // A seat never sees the other seat's hand or dice, only their counts.
            assert_eq!(own.players[other].hand, None, "seat {i} sees no other hand");
            assert_eq!(own.players[other].dice, None, "seat {i} sees no other dice");
            assert_eq!(
                own.players[other].hand_count,
                view.players[other].hand_count
            );
            assert_eq!(
                own.players[other].dice_count,
                view.players[other].dice_count
            );
            let raw = seat.last().view_json();
            assert!(raw["players"][other]["hand"].is_null());
            assert!(raw["players"][other]["dice"].is_null());
        }
        // The referee follows the match version by version.
        assert!(table.step().await);
        referee.wait_version(table.version()).await;
    }
}

#[tokio::test]
async fn a_spectator_behind_a_seat_sees_exactly_that_seats_view() {
    let server = start(config()).await;
    let mut table = open_table(&server.url, room(SpectatorPolicy::BehindSeat)).await;
    let match_id = table.match_id();
    let c = watcher(&server, "watcher", &match_id, SpectateAs::Behind(Seat(1))).await;
    let watcher_id = c.player_id.clone();
    let mut spectator = Participant::start(c, "watcher").await;
    assert_eq!(spectator.viewer, Viewer::Spectator { behind: Seat(1) });

    // Both players are told who watches, and from where.
    for seat in &mut table.seats {
        spectator_list(seat, |l| l.len() == 1).await;
        let list = seat.spectators.clone().expect("a list");
        assert_eq!(list[0].id, watcher_id);
        assert_eq!(list[0].name, "watcher");
        assert_eq!(list[0].view, SpectateAs::Behind(Seat(1)));
    }

    // Update by update, through the opening and into the action phase, the spectator's view
    // and events are seat 1's (only the `viewer` label differs).
    let mut compared = 0;
    while compared < 25 {
        let seat = table.seats[1].last();
        let seen = spectator.last();
        assert_eq!(seen.version, seat.version);
        assert_eq!(seen.view_without_viewer(), seat.view_without_viewer());
        assert_eq!(
            seen.events, seat.events,
            "the same events at {}",
            seat.version
        );
        assert_eq!(seen.decisions, seat.decisions);
        assert!(seen.legal.is_empty(), "spectators get no actions");
        let theirs = seen.gitcg();
        assert!(theirs.players[1].hand.is_some(), "seat 1's hand is visible");
        assert!(theirs.players[0].hand.is_none(), "seat 0's hand is not");
        assert!(theirs.players[0].dice.is_none(), "seat 0's dice are not");
        compared += 1;
        assert!(table.step().await);
        spectator.wait_version(table.version()).await;
    }

    // The referee view is not open in a behind-seat room.
    let mut referee = watcher(&server, "referee", &match_id, SpectateAs::Referee).await;
    expect_error(&mut referee, ErrorCode::SpectatingForbidden).await;
    assert_quiet(&mut referee, 1).await;
}

#[tokio::test]
async fn a_kicked_spectator_is_removed_and_cannot_come_back() {
    let server = start(config()).await;
    let mut table = open_table(&server.url, room(SpectatorPolicy::Referee)).await;
    let match_id = table.match_id();
    let c = watcher(&server, "pest", &match_id, SpectateAs::Behind(Seat(0))).await;
    let pest_id = c.player_id.clone();
    let mut pest = Participant::start(c, "pest").await;
    let c = watcher(&server, "friend", &match_id, SpectateAs::Referee).await;
    let mut friend = Participant::start(c, "friend").await;
    spectator_list(&mut table.seats[0], |l| l.len() == 2).await;

    // Only players may kick.
    friend
        .c
        .send(&ClientMsg::KickSpectator {
            match_id: match_id.clone(),
            spectator: pest_id.clone(),
        })
        .await
        .expect("send");
    friend.expect_error(ErrorCode::NotInRoom).await;

    table.seats[1]
        .c
        .send(&ClientMsg::KickSpectator {
            match_id: match_id.clone(),
            spectator: pest_id.clone(),
        })
        .await
        .expect("send");
    pest.expect_error(ErrorCode::Kicked).await;
    for seat in &mut table.seats {
        // The list without the kicked spectator reaches every seat.
        spectator_list(seat, |l| l.len() == 1 && l[0].name == "friend").await;
    }
    // Kicking someone who is not watching finds nobody.
    table.seats[1]
        .c
        .send(&ClientMsg::KickSpectator {
            match_id: match_id.clone(),
            spectator: pest_id.clone(),
        })
        .await
        .expect("send");
    table.seats[1].expect_error(ErrorCode::NotFound).await;

    // The match goes on without them: the friend follows, the kicked one gets nothing.
    assert!(table.step().await);
    friend.wait_version(table.version()).await;
    pest.assert_quiet().await;

    // They cannot come back, under any view.
    for view in [SpectateAs::Behind(Seat(0)), SpectateAs::Referee] {
        pest.c
            .send(&ClientMsg::Spectate {
                match_id: match_id.clone(),
                view,
            })
            .await
            .expect("send");
        pest.expect_error(ErrorCode::Kicked).await;
    }
    assert!(table.step().await);
    pest.assert_quiet().await;
    table.assert_quiet().await;
}

#[tokio::test]
async fn rooms_and_seats_that_forbid_spectators_refuse_them() {
    let server = start(config()).await;
    // A room with no spectators at all.
    let table = open_table(&server.url, room(SpectatorPolicy::None)).await;
    for view in [
        SpectateAs::Behind(Seat(0)),
        SpectateAs::Behind(Seat(1)),
        SpectateAs::Referee,
    ] {
        let mut c = watcher(&server, "nosy", &table.match_id(), view).await;
        expect_error(&mut c, ErrorCode::SpectatingForbidden).await;
        assert_quiet(&mut c, 1).await;
    }
    drop(table);

    // A seat that forbids spectators behind it, in a room that allows them.
    let mut table = open_table(&server.url, room(SpectatorPolicy::BehindSeat)).await;
    let match_id = table.match_id();
    let c = watcher(&server, "early", &match_id, SpectateAs::Behind(Seat(0))).await;
    let mut early = Participant::start(c, "early").await;
    table.seats[0]
        .c
        .send(&ClientMsg::SetRoomOptions {
            allow_spectators: false,
        })
        .await
        .expect("send");
    // The seat's choice shows in the room, and the spectator already behind it is removed.
    let room_info = table.seats[0]
        .until(|m| match m {
            ServerMsg::Room { room } => Some(room.clone()),
            _ => None,
        })
        .await;
    assert!(!room_info.seats[0].allow_spectators);
    assert!(room_info.seats[1].allow_spectators);
    early.expect_error(ErrorCode::SpectatingForbidden).await;
    spectator_list(&mut table.seats[0], |l| l.is_empty()).await;

    let mut late = watcher(&server, "late", &match_id, SpectateAs::Behind(Seat(0))).await;
    expect_error(&mut late, ErrorCode::SpectatingForbidden).await;
    // The other seat still allows it.
    late.send(&ClientMsg::Spectate {
        match_id: match_id.clone(),
        view: SpectateAs::Behind(Seat(1)),
    })
    .await
    .expect("send");
    let late = Participant::start(late, "late").await;
    assert_eq!(late.viewer, Viewer::Spectator { behind: Seat(1) });
    // A player cannot watch their own match.
    table.seats[1]
        .c
        .send(&ClientMsg::Spectate {
            match_id: match_id.clone(),
            view: SpectateAs::Behind(Seat(0)),
        })
        .await
        .expect("send");
    table.seats[1]
        .until(|m| match m {
            ServerMsg::Error { error, .. } => {
                assert_eq!(error.code, ErrorCode::SpectatingForbidden);
                Some(())
            }
            _ => None,
        })
        .await;
    // Spectating a match that does not exist finds nothing.
    let mut lost = watcher(&server, "lost", "no-such-match", SpectateAs::Referee).await;
    expect_error(&mut lost, ErrorCode::NotFound).await;
}
