//! Five players alone (the rulebook's "适合2-6人" has five players too): a room of the
//! five-player free-for-all with one player and server bots at every level plays to the end
//! over real WebSockets, every seat in a team of its own, and exactly one seat wins (or nobody,
//! when the last two die together).

mod common;
mod table;

use common::{config, start};
use table::{all_until, joined, next_room, Member, Part, GAME};
use tavern_protocol::wire::{ClientMsg, DeckChoice, RoomOptions};
use tavern_protocol::{BotLevel, Outcome, Seat, Viewer};
use tavern_server::Config;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_five_player_free_for_all_room_with_bots_plays_to_the_end() {
    let server = start(Config {
        rate_per_sec: 100_000,
        rate_burst: 100_000,
        ..config()
    })
    .await;
    let mut solo = joined(&server.url, "solo").await;
    solo.send(&ClientMsg::CreateRoom {
        game: GAME.into(),
        options: RoomOptions {
            seats: 5,
            clock: None,
            public: false,
            bot_seats: vec![1, 2, 3, 4],
            bot_levels: vec![
                BotLevel::Search,
                BotLevel::Greedy,
                BotLevel::Random,
                BotLevel::Random,
            ],
            bot_think_ms: 20,
            ..RoomOptions::default()
        },
    })
    .await
    .expect("send");
    let room = next_room(&mut solo).await;
    assert_eq!(room.options.seats, 5);
    assert_eq!(room.options.setup.as_deref(), Some("five_free_for_all"));
    let shown: Vec<Option<u8>> = room.seats.iter().map(|s| s.team).collect();
    assert_eq!(shown, [Some(0), Some(1), Some(2), Some(3), Some(4)]);
    solo.send(&ClientMsg::Ready {
        deck: DeckChoice::Preset("Tempest".into()),
    })
    .await
    .expect("send");
    let mut seats = vec![Member::new(solo, "solo", Part::Play)];
    seats[0].first_update().await;
    assert_eq!(seats[0].viewer, Some(Viewer::Seat { seat: Seat(0) }));
    assert_eq!(seats[0].teams, [0, 1, 2, 3, 4], "each seat alone");
    let view = seats[0].view.clone().expect("a view");
    assert_eq!(view.players.len(), 5);
    assert_eq!(view.table, (0..5).map(Seat).collect::<Vec<_>>());

    all_until(&mut seats, |_| false).await;
    let (outcome, version) = seats[0].over.clone().expect("the match ended");
    assert!(version > 50, "a whole match of five: {version} steps");
    match outcome {
        Outcome::Win { winners, teams, .. } => {
            let [winner] = winners.as_slice() else {
                panic!("one seat wins alone: {winners:?}");
            };
            assert_eq!(teams, vec![winner.0], "its team is its own");
        }
        Outcome::Draw { .. } => {}
        other => panic!("a free-for-all ends with a winner or a draw: {other:?}"),
    }
    assert!(seats[0].sent > 5, "the player acted");
    server.running.stop().await.expect("stop");
}
