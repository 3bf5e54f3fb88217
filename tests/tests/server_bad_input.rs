//! Every kind of bad input, over real WebSockets: each gets its typed error and changes
//! nothing (invariant 5). "Nothing changed" is checked the same way everywhere: no seat
//! receives anything (a `ping` is answered by its `pong` first), every seat's view is still
//! the one it had, and the next action is accepted on the same version and makes it one more.
//!
//! These frames are deliberately hand-built: they are what a broken client would send.

mod common;

use common::*;
use serde_json::{json, Value};
use tavern_client::Client;
use tavern_protocol::wire::{
    ClientMsg, DeckChoice, ErrorCode, RoomOptions, ServerMsg, SpectateAs, PROTOCOL_VERSION,
};
use tavern_protocol::Seat;
use tavern_server::Config;

/// A server and a match in its action phase.
async fn mid_match(config: Config) -> (Server, Table) {
    let server = start(config).await;
    let mut table = open_table(&server.url, private_room()).await;
    table.play_to_action_phase().await;
    (server, table)
}

/// The seat to move sends `text` as one frame, gets `code` back, and nothing changes.
async fn frame_is_refused(text: &str, code: ErrorCode) {
    let (_server, mut table) = mid_match(config()).await;
    let (v, views) = (table.version(), table.views());
    let seat = table.to_move().expect("someone must act").index();
    table.seats[seat]
        .c
        .send_raw(text)
        .await
        .expect("send frame");
    table.seats[seat].expect_error(code).await;
    table.assert_unchanged_since(v, &views).await;
}

/// An `action` frame for the seat to move, as JSON.
fn action_frame(table: &Table, seat: usize, action_id: &str) -> Value {
    let p = &table.seats[seat];
    json!({
        "type": "action",
        "match_id": p.match_id,
        "version": p.last().version,
        "action_id": action_id,
        "action": p.last().suggested().expect("an action"),
    })
}

#[tokio::test]
async fn too_many_messages_are_refused_with_rate_limited() {
    // Real time here: the bucket refills at one message per second, and the test waits one
    // second once. (Paused time would refill it whenever the runtime idles.)
    let server = start(Config {
        rate_per_sec: 1,
        rate_burst: 8,
        ..config()
    })
    .await;
    // Each player spends three messages on hello, create/join and ready.
    let mut table = open_table(&server.url, private_room()).await;
    let views = table.views();
    assert_eq!(table.version(), 0);
    // Seat 0 drains its bucket with pings until the server refuses one.
    let mut limited = false;
    for nonce in 0..20 {
        table.seats[0]
            .c
            .send(&ClientMsg::Ping { nonce })
            .await
            .expect("send");
        let answer = table.seats[0]
            .until(|m| match m {
                ServerMsg::Pong { nonce: n } => Some(Ok(*n)),
                ServerMsg::Error { error, .. } => Some(Err(error.code)),
                ServerMsg::Spectators { spectators, .. } if spectators.is_empty() => None,
                other => panic!("unexpected {other:?}"),
            })
            .await;
        match answer {
            Ok(n) => assert_eq!(n, nonce),
            Err(code) => {
                assert_eq!(code, ErrorCode::RateLimited);
                limited = true;
                break;
            }
        }
    }
    assert!(limited, "a burst of 8 is exhausted within 20 messages");
    // A legal action sent now is refused too, and not applied.
    let action = table.seats[0].last().suggested().expect("an action");
    let id = table.seats[0].act(action.clone()).await;
    let (_, action_id) = table.seats[0].expect_error(ErrorCode::RateLimited).await;
    assert!(action_id.is_none() || action_id.as_deref() == Some(id.as_str()));
    // The other seat has its own bucket and saw nothing.
    table.seats[1].assert_quiet().await;
    assert_eq!(table.seats[1].last().view_json(), views[1]);
    // After a second the bucket holds a message again: the same action (new id) applies on
    // version 0, so the refused one had not been applied.
    tokio::time::sleep(std::time::Duration::from_millis(1_100)).await;
    table.play(Seat(0), action).await;
    assert_eq!(table.version(), 1);
}

#[tokio::test]
async fn malformed_json_is_refused_with_bad_json() {
    frame_is_refused(r#"{"type": "action", "match_id": "#, ErrorCode::BadJson).await;
}

#[tokio::test]
async fn a_binary_frame_is_refused_with_bad_json() {
    let (server, mut table) = mid_match(config()).await;
    let (v, views) = (table.version(), table.views());
    // The client library sends text only; a raw socket sends one binary frame.
    let (mut ws, _) = tokio_tungstenite::connect_async(server.url.as_str())
        .await
        .expect("connect");
    use futures_util::{SinkExt, StreamExt};
    ws.send(tokio_tungstenite::tungstenite::Message::Binary(
        b"{\"type\":\"ping\"}".to_vec().into(),
    ))
    .await
    .expect("send");
    let reply = loop {
        match ws.next().await.expect("a reply").expect("a frame") {
            tokio_tungstenite::tungstenite::Message::Text(t) => break t,
            _ => continue,
        }
    };
    let msg: ServerMsg = serde_json::from_str(reply.as_str()).expect("a server message");
    assert!(
        matches!(&msg, ServerMsg::Error { error, .. } if error.code == ErrorCode::BadJson),
        "{msg:?}"
    );
    table.assert_unchanged_since(v, &views).await;
}

#[tokio::test]
async fn an_unknown_type_is_refused_with_unknown_type() {
    frame_is_refused(
        r#"{"type": "teleport", "match_id": "x", "version": 0}"#,
        ErrorCode::UnknownType,
    )
    .await;
}

#[tokio::test]
async fn bad_fields_are_refused_with_bad_message() {
    // A known type with fields of the wrong type: the error names the action it refuses.
    let (_server, mut table) = mid_match(config()).await;
    let (v, views) = (table.version(), table.views());
    let seat = table.to_move().expect("someone must act").index();
    let mut frame = action_frame(&table, seat, "typo");
    frame["version"] = json!("three");
    table.seats[seat]
        .c
        .send_raw(&frame.to_string())
        .await
        .expect("send");
    let (_, action_id) = table.seats[seat].expect_error(ErrorCode::BadMessage).await;
    assert_eq!(action_id.as_deref(), Some("typo"));
    // A message without a type, and one missing a required field.
    for text in [
        r#"{"match_id": "x"}"#.to_string(),
        r#"["hello"]"#.to_string(),
        json!({"type": "action", "match_id": table.match_id()}).to_string(),
        json!({"type": "spectate", "match_id": table.match_id(), "as": "sideways"}).to_string(),
    ] {
        table.seats[seat].c.send_raw(&text).await.expect("send");
        table.seats[seat].expect_error(ErrorCode::BadMessage).await;
    }
    table.assert_unchanged_since(v, &views).await;
}

#[tokio::test]
async fn anything_before_hello_is_refused_with_hello_required() {
    let server = start(config()).await;
    let mut c = Client::connect(&server.url).await.expect("connect");
    // Not even a ping or the card list: until `hello`, the server answers nothing else.
    for msg in [
        ClientMsg::Ping { nonce: 1 },
        ClientMsg::ListCards { game: GAME.into() },
        ClientMsg::ListRooms { game: None },
        ClientMsg::CreateRoom {
            game: GAME.into(),
            options: RoomOptions::default(),
        },
        ClientMsg::QuickMatch {
            game: GAME.into(),
            deck: DeckChoice::Preset("starter".into()),
            setup: None,
            rated: false,
        },
        ClientMsg::Ready {
            deck: DeckChoice::Preset("starter".into()),
        },
        ClientMsg::Action {
            match_id: "m".into(),
            version: 0,
            action_id: "a".into(),
            action: json!({"action": "declare_end"}),
        },
    ] {
        c.send(&msg).await.expect("send");
        expect_error(&mut c, ErrorCode::HelloRequired).await;
    }
    // Nothing was created: after hello, the lobby is empty and nobody is queued.
    c.send(&ClientMsg::Hello {
        protocol_version: PROTOCOL_VERSION,
        name: Some("late".into()),
        resume_token: None,
        updates: tavern_protocol::wire::UpdateForm::Full,
        session: None,
    })
    .await
    .expect("send");
    assert!(matches!(
        recv(&mut c).await,
        ServerMsg::Welcome { resumed: false, .. }
    ));
    c.send(&ClientMsg::ListRooms { game: None })
        .await
        .expect("send");
    assert!(matches!(recv(&mut c).await, ServerMsg::Rooms { rooms } if rooms.is_empty()));
    let mut other = player(&server.url, "other").await;
    other
        .send(&ClientMsg::QuickMatch {
            game: GAME.into(),
            deck: DeckChoice::Preset("starter".into()),
            setup: None,
            rated: false,
        })
        .await
        .expect("send");
    assert_quiet(&mut other, 1).await;
}

#[tokio::test]
async fn a_protocol_version_mismatch_is_refused_with_protocol_version() {
    let server = start(config()).await;
    let mut c = Client::connect(&server.url).await.expect("connect");
    c.send(&ClientMsg::Hello {
        protocol_version: PROTOCOL_VERSION + 1,
        name: Some("future".into()),
        resume_token: None,
        updates: tavern_protocol::wire::UpdateForm::Full,
        session: None,
    })
    .await
    .expect("send");
    let (error, _) = expect_error(&mut c, ErrorCode::ProtocolVersion).await;
    assert!(
        error.message.contains(&PROTOCOL_VERSION.to_string()),
        "the error says which version the server speaks: {}",
        error.message
    );
    // No session was opened.
    c.send(&ClientMsg::ListRooms { game: None })
        .await
        .expect("send");
    expect_error(&mut c, ErrorCode::HelloRequired).await;
    // The right version still works on the same connection.
    c.send(&ClientMsg::Hello {
        protocol_version: PROTOCOL_VERSION,
        name: Some("present".into()),
        resume_token: None,
        updates: tavern_protocol::wire::UpdateForm::Full,
        session: None,
    })
    .await
    .expect("send");
    assert!(matches!(recv(&mut c).await, ServerMsg::Welcome { .. }));
    assert_eq!(metric(server.admin(), "tavern_connections").await, 1);
}

#[tokio::test]
async fn an_unknown_resume_token_is_refused_with_bad_token() {
    let (server, mut table) = mid_match(config()).await;
    let (v, views) = (table.version(), table.views());
    let real = table.seats[0].c.resume_token.clone();
    // A made-up token, and a real one with one character changed.
    let mut forged = real.clone();
    let last = if real.ends_with('0') { "1" } else { "0" };
    forged.replace_range(real.len() - 1.., last);
    for token in ["bogus".to_string(), forged] {
        let mut c = Client::connect(&server.url).await.expect("connect");
        c.send(&ClientMsg::Hello {
            protocol_version: PROTOCOL_VERSION,
            name: None,
            resume_token: Some(token),
            updates: tavern_protocol::wire::UpdateForm::Full,
            session: None,
        })
        .await
        .expect("send");
        expect_error(&mut c, ErrorCode::BadToken).await;
        // Still not in any session, and the seat's player was not replaced.
        c.send(&ClientMsg::ListRooms { game: None })
            .await
            .expect("send");
        expect_error(&mut c, ErrorCode::HelloRequired).await;
    }
    table.assert_unchanged_since(v, &views).await;
}

#[tokio::test]
async fn an_action_for_a_missing_or_foreign_match_is_refused() {
    let (server, mut table) = mid_match(config()).await;
    let (v, views) = (table.version(), table.views());
    let seat = table.to_move().expect("someone must act").index();
    let action = table.seats[seat].last().suggested().expect("an action");
    // A match id that does not exist.
    table.seats[seat]
        .c
        .send(&ClientMsg::Action {
            match_id: "no-such-match".into(),
            version: v,
            action_id: "lost".into(),
            action: action.clone(),
        })
        .await
        .expect("send");
    let (_, action_id) = table.seats[seat].expect_error(ErrorCode::NotFound).await;
    assert_eq!(
        action_id.as_deref(),
        Some("lost"),
        "the error names the refused action"
    );
    // A real match the sender does not play in.
    let mut outsider = player(&server.url, "outsider").await;
    outsider
        .send(&ClientMsg::Action {
            match_id: table.match_id(),
            version: v,
            action_id: "intruder".into(),
            action,
        })
        .await
        .expect("send");
    let (_, action_id) = expect_error(&mut outsider, ErrorCode::NotInRoom).await;
    assert_eq!(action_id.as_deref(), Some("intruder"));
    table.assert_unchanged_since(v, &views).await;
}

#[tokio::test]
async fn an_action_out_of_turn_is_refused_with_not_your_turn() {
    let (_server, mut table) = mid_match(config()).await;
    let (v, views) = (table.version(), table.views());
    let mover = table.to_move().expect("someone must act");
    let waiting = mover.other();
    assert!(table.seats[waiting.index()].last().legal.is_empty());
    let p = &mut table.seats[waiting.index()];
    let id = p.act(json!({"action": "declare_end"})).await;
    let error = p.refused(&id, ErrorCode::NotYourTurn).await;
    assert!(error.reason.is_some());
    table.assert_unchanged_since(v, &views).await;
}

#[tokio::test]
async fn an_illegal_action_is_refused_with_its_reason() {
    let server = start(config()).await;
    let mut table = open_table(&server.url, private_room()).await;
    // Opening hand: both seats must switch cards; ending the round is the wrong decision.
    let (v, views) = (table.version(), table.views());
    let id = table.seats[0].act(json!({"action": "declare_end"})).await;
    let error = table.seats[0].refused(&id, ErrorCode::IllegalAction).await;
    assert_eq!(error.reason.as_deref(), Some("wrong_decision"));
    table.assert_unchanged_since(v, &views).await;

    // Action phase: a listed action that costs dice (a skill, a switch, a card), paid with
    // no dice, breaks the payment rules.
    table.play_to_action_phase().await;
    let (v, views) = (table.version(), table.views());
    let seat = table.to_move().expect("someone must act").index();
    let mut costly = table.seats[seat]
        .last()
        .legal
        .iter()
        .map(|a| a.parse::<Value>().expect("JSON"))
        .find(|a| a["dice"].as_array().is_some_and(|d| !d.is_empty()))
        .expect("an action that costs dice");
    costly["dice"] = json!([]);
    let p = &mut table.seats[seat];
    let id = p.act(costly).await;
    let error = p.refused(&id, ErrorCode::IllegalAction).await;
    let reason = error.reason.expect("the game's reason code");
    assert!(!reason.is_empty());
    assert_ne!(reason, "wrong_decision");
    // Something that is no action of this game at all.
    let id = p.act(json!({"action": "summon_meteor"})).await;
    let error = p.refused(&id, ErrorCode::MalformedAction).await;
    assert!(error.reason.is_some());
    table.assert_unchanged_since(v, &views).await;
}

#[tokio::test]
async fn an_action_on_a_stale_version_is_refused_with_stale_version() {
    let server = start(config()).await;
    let mut table = open_table(&server.url, private_room()).await;
    // Simultaneous decisions do not make each other stale: seat 1 switches first, and seat
    // 0's switch decided on version 0 still applies.
    let keep = json!({"action": "switch_hand", "cards": []});
    table.play(Seat(1), keep.clone()).await;
    let p = &mut table.seats[0];
    p.send_action(0, "on-zero", keep).await;
    let (ok, version, error) = p.result("on-zero").await;
    assert!(ok, "{error:?}");
    assert_eq!(version, 2);
    table.sync(2).await;

    table.play_to_action_phase().await;
    let (v, views) = (table.version(), table.views());
    let seat = table.to_move().expect("someone must act").index();
    let action = table.seats[seat].last().suggested().expect("an action");
    let p = &mut table.seats[seat];
    // Decided before the seat's decision began, and on a version that does not exist yet.
    for (id, version) in [("old", 0), ("future", v + 1), ("far", v + 100)] {
        p.send_action(version, id, action.clone()).await;
        p.refused(id, ErrorCode::StaleVersion).await;
    }
    table.assert_unchanged_since(v, &views).await;
}

#[tokio::test]
async fn a_retried_action_id_returns_the_earlier_result_without_applying_twice() {
    let (_server, mut table) = mid_match(config()).await;
    let v = table.version();
    let seat = table.to_move().expect("someone must act").index();
    let action = table.seats[seat].last().suggested().expect("an action");
    let p = &mut table.seats[seat];
    p.send_action(v, "once", action.clone()).await;
    let first = p.result("once").await;
    assert_eq!(first, (true, v + 1, None));
    table.sync(v + 1).await;
    let views = table.views();
    // The same message again, twice: the same answer, and nothing else happens.
    for _ in 0..2 {
        let p = &mut table.seats[seat];
        p.send_action(v, "once", action.clone()).await;
        let again = p.result("once").await;
        assert_eq!(again, first, "the earlier result, not a second application");
    }
    table.assert_unchanged_since(v + 1, &views).await;

    // A refused action's retry gets the same refusal.
    let (v, views) = (table.version(), table.views());
    let p = &mut table.seats[seat];
    p.send_action(v + 5, "stale", action.clone()).await;
    let refusal = p.result("stale").await;
    p.send_action(v + 5, "stale", action).await;
    assert_eq!(p.result("stale").await, refusal);
    assert_eq!(refusal.2.map(|e| e.code), Some(ErrorCode::StaleVersion));
    table.assert_unchanged_since(v, &views).await;
}

#[tokio::test]
async fn a_spectator_cannot_act() {
    let (server, mut table) = mid_match(config()).await;
    let mut c = player(&server.url, "watcher").await;
    c.send(&ClientMsg::Spectate {
        match_id: table.match_id(),
        view: SpectateAs::Behind(Seat(0)),
    })
    .await
    .expect("send");
    let mut watcher = Participant::start(c, "watcher").await;
    for seat in &mut table.seats {
        seat.until(|m| matches!(m, ServerMsg::Spectators { .. }).then_some(()))
            .await;
    }
    let (v, views) = (table.version(), table.views());
    // The spectator sends the action the seat it watches could play.
    let seat = table.to_move().expect("someone must act").index();
    let action = table.seats[seat].last().suggested().expect("an action");
    watcher.send_action(v, "not-mine", action).await;
    let (_, action_id) = watcher.expect_error(ErrorCode::SpectatorCannotAct).await;
    assert_eq!(action_id.as_deref(), Some("not-mine"));
    table.assert_unchanged_since(v, &views).await;
    // The spectator still follows the match.
    watcher.wait_version(v + 1).await;
}

#[tokio::test]
async fn a_deck_with_unknown_cards_is_refused_naming_every_one_of_them() {
    let server = start(config()).await;
    let mut c = player(&server.url, "collector").await;
    // Two characters and three action cards no server has, one of them twice; and a share
    // code with two share ids no card has.
    let mut cards = vec![777_001u32; 2];
    cards.extend([777_002, 777_003]);
    cards.extend(std::iter::repeat_n(331_101, 26));
    let by_ids = DeckChoice::Cards(json!({
        "characters": [1101, 99_998, 99_999],
        "cards": cards,
    }));
    c.send(&ClientMsg::QuickMatch {
        game: GAME.into(),
        deck: by_ids,
        setup: None,
        rated: false,
    })
    .await
    .expect("send");
    let (error, _) = expect_error(&mut c, ErrorCode::BadDeck).await;
    for id in ["99998", "99999", "777001", "777002", "777003"] {
        assert!(error.message.contains(id), "{id} named: {}", error.message);
    }
    assert!(error.message.contains("5 card(s)"), "{}", error.message);
    // The same in a share code: every share id the server lacks is named at once.
    let mut ids = [0u16; 33];
    ids[3] = 4001;
    ids[10] = 4002;
    let code = tavern_engine::gitcg::sharecode::encode_share_ids(&ids, 5).expect("code");
    c.send(&ClientMsg::QuickMatch {
        game: GAME.into(),
        deck: DeckChoice::Code(code),
        setup: None,
        rated: false,
    })
    .await
    .expect("send");
    let (error, _) = expect_error(&mut c, ErrorCode::BadDeck).await;
    assert!(
        error.message.contains("4001") && error.message.contains("4002"),
        "{}",
        error.message
    );
    // Nobody was queued.
    let mut other = player(&server.url, "other").await;
    other
        .send(&ClientMsg::QuickMatch {
            game: GAME.into(),
            deck: DeckChoice::Preset("starter".into()),
            setup: None,
            rated: false,
        })
        .await
        .expect("send");
    assert_quiet(&mut other, 1).await;
}
