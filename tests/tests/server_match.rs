//! Whole matches over real WebSockets: two client bots in a private room, quick match, and a
//! room with a server-side bot seat.

mod common;

use common::*;
use tavern_protocol::wire::{ClientMsg, DeckChoice, RoomOptions};
use tavern_protocol::{Outcome, Seat};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_client_bots_play_a_private_match_to_the_end() {
    let server = start(config()).await;
    let table = open_table(&server.url, private_room()).await;
    let [a, b]: [Participant; 2] = table.seats.try_into().ok().expect("two seats");
    assert_eq!(a.last().version, 0, "a match starts at version 0");
    assert_eq!(b.last().version, 0);
    // Both bots play at the same time, each in its own task; `Participant::recv` checks
    // that every update rises the version by exactly one.
    let (a, b) = tokio::join!(tokio::spawn(autoplay(a)), tokio::spawn(autoplay(b)));
    let (a, b) = (a.expect("seat 0 played"), b.expect("seat 1 played"));
    let (outcome_a, final_a) = a.over.clone().expect("seat 0 saw the end");
    let (outcome_b, final_b) = b.over.clone().expect("seat 1 saw the end");
    assert_eq!(outcome_a, outcome_b, "both seats get the same outcome");
    assert_eq!(final_a, final_b, "both seats end on the same version");
    assert!(final_a > 10, "a whole match takes many actions");
    assert_eq!(a.last().gitcg().outcome, Some(outcome_a.clone()));
    assert_eq!(b.last().gitcg().outcome, Some(outcome_a.clone()));
    // The match is finished and its room is gone.
    wait_metric(server.admin(), "tavern_matches_finished_total", 1).await;
    wait_metric(server.admin(), "tavern_matches_running", 0).await;
    wait_metric(server.admin(), "tavern_rooms", 0).await;
    // Both players are free again: one of them can create a new room.
    let mut a = a.c;
    a.send(&ClientMsg::CreateRoom {
        game: GAME.into(),
        options: private_room(),
    })
    .await
    .expect("send");
    let room = next_room(&mut a).await;
    assert!(room.match_id.is_none());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn quick_match_pairs_two_waiting_players() {
    let server = start(config()).await;
    let mut first = player(&server.url, "first").await;
    first
        .send(&ClientMsg::QuickMatch {
            game: GAME.into(),
            deck: DeckChoice::Preset("starter".into()),
            setup: None,
            rated: false,
        })
        .await
        .expect("send");
    // Alone in the queue: nothing happens yet.
    assert_quiet(&mut first, 1).await;
    let mut second = player(&server.url, "second").await;
    second
        .send(&ClientMsg::QuickMatch {
            game: GAME.into(),
            deck: DeckChoice::Preset("frozen".into()),
            setup: None,
            rated: false,
        })
        .await
        .expect("send");
    let a = Participant::start(first, "first").await;
    let b = Participant::start(second, "second").await;
    assert_eq!(a.match_id, b.match_id, "paired into one match");
    assert_ne!(a.seat(), b.seat(), "on different seats");
    // A third player waits alone; the first two are not paired again.
    let mut third = player(&server.url, "third").await;
    third
        .send(&ClientMsg::QuickMatch {
            game: GAME.into(),
            deck: DeckChoice::Preset("starter".into()),
            setup: None,
            rated: false,
        })
        .await
        .expect("send");
    assert_quiet(&mut third, 2).await;
    // The paired match is playable to its end.
    let (a, b) = tokio::join!(tokio::spawn(autoplay(a)), tokio::spawn(autoplay(b)));
    let (a, b) = (a.expect("played"), b.expect("played"));
    assert_eq!(a.over, b.over);
    assert_quiet(&mut third, 3).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_with_a_bot_seat_plays_to_the_end_with_one_human() {
    let server = start(config()).await;
    let mut c = player(&server.url, "solo").await;
    c.send(&ClientMsg::CreateRoom {
        game: GAME.into(),
        options: RoomOptions {
            bot_seats: vec![1],
            ..private_room()
        },
    })
    .await
    .expect("send");
    let room = next_room(&mut c).await;
    assert!(room.seats[1].bot, "seat 1 is a bot");
    assert!(room.seats[1].ready, "the bot is ready from the start");
    assert_eq!(
        room.seats[0].player_id.as_deref(),
        Some(c.player_id.as_str())
    );
    c.send(&ClientMsg::Ready {
        deck: DeckChoice::Preset("starter".into()),
    })
    .await
    .expect("send");
    let p = Participant::start(c, "solo").await;
    assert_eq!(p.seat(), Seat(0));
    let p = autoplay(p).await;
    let (outcome, version) = p.over.clone().expect("the match ended");
    // Every version is one applied action; those that were not the human's were the bot's.
    assert!(p.accepted > 5, "the human acted");
    assert!(
        version >= p.accepted + 5,
        "the bot acted too ({version} versions, {} human actions)",
        p.accepted
    );
    let view = p.last().gitcg();
    assert_eq!(view.outcome, Some(outcome.clone()));
    if let Outcome::Win { winners, .. } = &outcome {
        assert_eq!(winners.len(), 1, "one side wins");
    }
    // The bot acted: seat 1 played its own characters (it chose an active one).
    assert!(
        view.players[1].active.is_some(),
        "the bot chose an active character"
    );
    // The room closes with the match, and the player is free to open another.
    wait_metric(server.admin(), "tavern_rooms", 0).await;
    let mut c = p.c;
    c.send(&ClientMsg::CreateRoom {
        game: GAME.into(),
        options: private_room(),
    })
    .await
    .expect("send");
    let room = next_room(&mut c).await;
    assert!(room.match_id.is_none());
    assert_eq!(room.seats[0].player.as_deref(), Some("solo"));
}
