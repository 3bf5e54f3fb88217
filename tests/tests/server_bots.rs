//! Server bots over real WebSockets: a room chooses each bot seat's level and thinking time,
//! and a `search` bot answers within that time, and before its clock runs out.

mod common;

use std::time::{Duration, Instant};

use common::*;
use tavern_protocol::wire::{
    ClientMsg, ClockOptions, DeckChoice, ErrorCode, RoomOptions, ServerMsg,
};
use tavern_protocol::{BotLevel, Seat};

/// What a machine under load may add to a bot's thinking time: storing, sending, scheduling.
const SLACK: Duration = Duration::from_millis(1_500);

/// Opens a room against one bot at `search` with `options`, readies the human and returns it
/// at the first update.
async fn against_search_bot(server: &Server, options: RoomOptions) -> Participant {
    let mut c = player(&server.url, "solo").await;
    c.send(&ClientMsg::CreateRoom {
        game: GAME.into(),
        options: RoomOptions {
            bot_seats: vec![1],
            bot_levels: vec![BotLevel::Search],
            ..options
        },
    })
    .await
    .expect("send");
    let room = next_room(&mut c).await;
    assert_eq!(
        room.options.bot_levels,
        [BotLevel::Search],
        "the room echoes the level"
    );
    c.send(&ClientMsg::Ready {
        deck: DeckChoice::Preset("starter".into()),
    })
    .await
    .expect("send");
    Participant::start(c, "solo").await
}

/// Plays the human's side with `suggest_action` and times the bot: each time only the bot has
/// a decision, how long until its action arrives. Stops after `decisions` such waits (or at
/// the end of the match); fails on any timeout.
async fn time_bot_answers(p: &mut Participant, decisions: usize) -> Vec<Duration> {
    let mut waits = Vec::new();
    let mut in_flight: Option<String> = None;
    let mut fresh_from = 0;
    let mut bot_since: Option<(u64, Instant)> = None;
    while p.over.is_none() && waits.len() < decisions {
        let last = p.last().clone();
        let bot_alone = last.decision_of(Seat(1)).is_some() && last.decision_of(Seat(0)).is_none();
        if bot_alone && bot_since.is_none_or(|(v, _)| v != last.version) {
            bot_since = Some((last.version, Instant::now()));
        }
        if in_flight.is_none() && last.version >= fresh_from && !last.legal.is_empty() {
            let action = last.suggested().expect("a suggestion among legal actions");
            in_flight = Some(p.act(action).await);
        }
        match p.recv().await {
            ServerMsg::ActionResult {
                action_id,
                ok,
                version,
                error,
                ..
            } => {
                assert_eq!(in_flight.as_deref(), Some(action_id.as_str()));
                assert!(ok, "a listed action was refused: {error:?}");
                in_flight = None;
                fresh_from = version;
            }
            ServerMsg::Update { version, .. } => {
                if let Some((v, at)) = bot_since.take() {
                    assert_eq!(version, v + 1, "only the bot could act");
                    waits.push(at.elapsed());
                }
            }
            ServerMsg::TimedOut { seat, .. } => panic!("seat {} ran out of time", seat.0),
            _ => {}
        }
    }
    waits
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_search_bot_answers_each_decision_within_its_rooms_thinking_time() {
    let server = start(config()).await;
    let think = Duration::from_millis(150);
    let mut p = against_search_bot(
        &server,
        RoomOptions {
            bot_think_ms: think.as_millis() as u32,
            ..private_room()
        },
    )
    .await;
    let waits = time_bot_answers(&mut p, 12).await;
    assert!(waits.len() >= 5, "the bot decided alone often: {waits:?}");
    let slowest = waits.iter().max().copied().unwrap_or_default();
    assert!(
        slowest <= think + SLACK,
        "the bot took {slowest:?} with {think:?} to think ({waits:?})"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_given_more_time_than_its_clock_answers_before_the_clock_runs_out() {
    let server = start(config()).await;
    let decision = Duration::from_millis(2_500);
    let limit = decision.as_millis() as u64;
    let mut p = against_search_bot(
        &server,
        RoomOptions {
            bot_think_ms: tavern_protocol::wire::MAX_BOT_THINK_MS,
            clock: Some(ClockOptions {
                decision_ms: limit,
                first_round_reserve_ms: 0,
                reserve_ms: 0,
                switch_hand_ms: limit,
                reroll_ms: limit,
                forfeit_after: 1,
            }),
            ..private_room()
        },
    )
    .await;
    // Thinking for the room's 5 s would time out; `time_bot_answers` fails on any timeout.
    let waits = time_bot_answers(&mut p, 4).await;
    assert!(waits.len() >= 2, "the bot decided alone: {waits:?}");
    for w in &waits {
        assert!(
            *w < decision,
            "answered in {w:?}, within the clock's {decision:?}"
        );
    }
}

/// The bot's characters in `name`'s first update against a bot that plays `deck`.
async fn bot_characters(server: &Server, name: &str, deck: &str) -> Vec<serde_json::Value> {
    let options = RoomOptions {
        bot_seats: vec![1],
        bot_levels: vec![BotLevel::Random],
        bot_decks: vec![deck.into()],
        ..private_room()
    };
    let (room, p) = against_bots(&server.url, name, options).await;
    assert_eq!(
        room.options.bot_decks,
        [deck],
        "the room echoes the bot's deck"
    );
    let view = p.last().view_json();
    view["players"][1]["characters"]
        .as_array()
        .expect("the bot's characters")
        .iter()
        .map(|c| c["id"].clone())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_chooses_the_preset_deck_each_bot_plays() {
    let server = start(config()).await;
    let frozen = bot_characters(&server, "vs-frozen", "frozen").await;
    let pyro = bot_characters(&server, "vs-pyro", "pyro").await;
    assert_eq!(frozen.len(), 3);
    assert_ne!(frozen, pyro, "each bot plays the deck its room named");

    let mut c = player(&server.url, "vs-nothing").await;
    c.send(&ClientMsg::CreateRoom {
        game: GAME.into(),
        options: RoomOptions {
            bot_seats: vec![1],
            bot_decks: vec!["no such deck".into()],
            ..private_room()
        },
    })
    .await
    .expect("send");
    let (error, _) = expect_error(&mut c, ErrorCode::BadOptions).await;
    assert!(error.message.contains("no such deck"), "{}", error.message);
}
