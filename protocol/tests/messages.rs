//! Wire-contract snapshots: one per message kind. A change to any of them is a protocol
//! change and must be deliberate (review the `.snap` diff, bump `PROTOCOL_VERSION` if clients
//! would break).

use insta::assert_snapshot;
use serde_json::json;
use tavern_protocol::gitcg::{Action, CardId, Dice, DieFace, HandMask, Side, SkillId, Target};
use tavern_protocol::wire::{
    ClientMsg, ClockOptions, DecisionInfo, DeckChoice, ErrorBody, ErrorCode, NoticeCode, RawJson,
    RoomInfo, RoomOptions, SeatInfo, ServerMsg, SpectateAs, SpectatorInfo, SpectatorPolicy,
    TimeoutRuling, Unavailable, CLIENT_TYPES, PROTOCOL_VERSION,
};
use tavern_protocol::{BotLevel, DecisionKind, EndReason, Outcome, Seat, Viewer};

/// The message exactly as it goes on the wire (pretty-printed; game payloads stay as the
/// engine wrote them).
fn wire<T: serde::Serialize>(msg: &T) -> String {
    serde_json::to_string_pretty(msg).expect("serialise")
}

fn client_messages() -> Vec<(&'static str, ClientMsg)> {
    vec![
        (
            "hello",
            ClientMsg::Hello {
                protocol_version: PROTOCOL_VERSION,
                name: Some("Lumine".into()),
                resume_token: None,
                updates: tavern_protocol::wire::UpdateForm::Changes,
                session: None,
            },
        ),
        (
            "list_rooms",
            ClientMsg::ListRooms {
                game: Some("gitcg".into()),
            },
        ),
        (
            "create_room",
            ClientMsg::CreateRoom {
                game: "confix".into(),
                options: RoomOptions {
                    setup: Some("two_v_two".into()),
                    random_teams: true,
                    public: false,
                    bot_seats: vec![1, 3],
                    bot_levels: vec![BotLevel::Greedy, BotLevel::Search],
                    bot_think_ms: 500,
                    spectators: SpectatorPolicy::Referee,
                    ..RoomOptions::default()
                },
            },
        ),
        (
            "join_room",
            ClientMsg::JoinRoom {
                room: None,
                code: Some("K7P2QX".into()),
                seat: Some(Seat(2)),
            },
        ),
        (
            "quick_match",
            ClientMsg::QuickMatch {
                game: "confix".into(),
                deck: DeckChoice::Preset("Inferno".into()),
                setup: Some("two_v_two".into()),
                rated: false,
            },
        ),
        ("leave", ClientMsg::Leave),
        (
            "ready",
            ClientMsg::Ready {
                deck: DeckChoice::Cards(
                    json!({"characters": [1301, 1103, 1501], "cards": [332004, 332004]}),
                ),
            },
        ),
        (
            "action",
            ClientMsg::Action {
                match_id: "m1".into(),
                version: 12,
                action_id: "a7".into(),
                action: serde_json::to_value(Action::UseSkill {
                    skill: SkillId(13012),
                    dice: Dice::from_faces(&[DieFace::Pyro, DieFace::Pyro, DieFace::Omni]),
                })
                .expect("action"),
            },
        ),
        (
            "spectate",
            ClientMsg::Spectate {
                match_id: "m1".into(),
                view: SpectateAs::Behind(Seat(1)),
            },
        ),
        (
            "kick_spectator",
            ClientMsg::KickSpectator {
                match_id: "m1".into(),
                spectator: "p9".into(),
            },
        ),
        (
            "set_room_options",
            ClientMsg::SetRoomOptions {
                allow_spectators: false,
            },
        ),
        ("ping", ClientMsg::Ping { nonce: 42 }),
        (
            "list_cards",
            ClientMsg::ListCards {
                game: "gitcg".into(),
            },
        ),
        (
            "resync",
            ClientMsg::Resync {
                match_id: "m1".into(),
            },
        ),
    ]
}

#[test]
fn client_messages_are_stable() {
    let msgs = client_messages();
    let kinds: Vec<&str> = msgs.iter().map(|(k, _)| *k).collect();
    assert_eq!(kinds, CLIENT_TYPES, "one snapshot per client message type");
    for (kind, msg) in msgs {
        let text = serde_json::to_string(&msg).expect("serialise");
        let back: ClientMsg = serde_json::from_str(&text).expect("parse");
        assert_eq!(back, msg, "{kind} parses back to itself");
        assert_eq!(
            ClientMsg::from_text(&text).expect("read"),
            msg,
            "{kind} read as it is"
        );
        assert_snapshot!(format!("client_{kind}"), wire(&msg));
    }
}

fn room() -> RoomInfo {
    RoomInfo {
        id: "r1".into(),
        code: Some("K7P2QX".into()),
        game: "gitcg".into(),
        options: RoomOptions {
            seats: 2,
            setup: Some("one_v_one".into()),
            teams: vec![0, 1],
            public: false,
            clock: Some(ClockOptions::default()),
            ..RoomOptions::default()
        },
        seats: vec![
            SeatInfo {
                seat: Seat(0),
                player: Some("Lumine".into()),
                player_id: Some("p1".into()),
                bot: false,
                ready: true,
                allow_spectators: true,
                team: Some(0),
            },
            SeatInfo {
                seat: Seat(1),
                player: Some("Bot 2".into()),
                player_id: None,
                bot: true,
                ready: true,
                allow_spectators: true,
                team: Some(1),
            },
        ],
        match_id: None,
        spectators: 0,
    }
}

fn server_messages() -> Vec<(&'static str, ServerMsg)> {
    let raw = |v: serde_json::Value| RawJson::of(&v);
    vec![
        (
            "welcome",
            ServerMsg::Welcome {
                protocol_version: PROTOCOL_VERSION,
                player_id: "p1".into(),
                name: "Lumine".into(),
                resume_token: "0123abcd".into(),
                resumed: false,
                account: None,
            },
        ),
        (
            "rooms",
            ServerMsg::Rooms {
                rooms: vec![room()],
            },
        ),
        ("room", ServerMsg::Room { room: room() }),
        (
            "match_started",
            ServerMsg::MatchStarted {
                match_id: "m1".into(),
                game: "gitcg".into(),
                viewer: Viewer::Seat { seat: Seat(0) },
                teams: vec![0, 1],
                game_version: Some("5.8".into()),
            },
        ),
        (
            "update",
            ServerMsg::Update {
                match_id: "m1".into(),
                version: 13,
                view: raw(json!({"round": 1, "phase": "action"})),
                events: vec![raw(json!({"event": "turn_started", "seat": 0}))],
                decisions: vec![DecisionInfo {
                    seat: Seat(0),
                    kind: DecisionKind::Act,
                    deadline_ms: Some(70_000),
                    reserve_ms: Some(45_000),
                }],
                legal_actions: vec![
                    RawJson::of(&Action::PlayCard {
                        second: None,
                        card: CardId(333005),
                        target: Some(Target::Character {
                            side: Side::Own,
                            slot: 1,
                        }),
                        dice: Dice::EMPTY,
                    }),
                    RawJson::of(&Action::SwitchHand {
                        cards: HandMask(0b101),
                    }),
                    RawJson::of(&Action::DeclareEnd),
                ],
                unavailable: vec![Unavailable {
                    action: RawJson::of(&Action::UseSkill {
                        skill: SkillId(11012),
                        dice: Dice::EMPTY,
                    }),
                    code: "not_enough_dice".into(),
                    reason: "not enough dice: needs 3 Cryo, 1 held".into(),
                }],
            },
        ),
        (
            "update_changes",
            ServerMsg::UpdateChanges {
                version: 14,
                base: 13,
                action_id: Some("a6".into()),
                events: vec![raw(json!({"event": "turn_started", "seat": 1}))],
                changes: raw(json!([
                    [["view", "turn"], 1],
                    [[2, "decisions", 0, "seat"], 1],
                    [[3, "legal_actions"], [2, [{"action": "declare_end"}]], 1]
                ])),
            },
        ),
        (
            "action_result",
            ServerMsg::ActionResult {
                match_id: "m1".into(),
                action_id: "a7".into(),
                ok: false,
                version: 13,
                error: Some(ErrorBody {
                    code: ErrorCode::IllegalAction,
                    message: "not enough dice: 3 needed, 2 held".into(),
                    reason: Some("not_enough_dice".into()),
                }),
            },
        ),
        (
            "error",
            ServerMsg::Error {
                error: ErrorBody {
                    code: ErrorCode::StaleVersion,
                    message: "the match changed for you since version 11 (now 13)".into(),
                    reason: None,
                },
                action_id: Some("a8".into()),
            },
        ),
        (
            "match_over",
            ServerMsg::MatchOver {
                match_id: "m1".into(),
                outcome: Outcome::team_wins(0, vec![Seat(0), Seat(2)], EndReason::Defeat),
                version: 210,
                ratings: Vec::new(),
            },
        ),
        (
            "spectators",
            ServerMsg::Spectators {
                match_id: "m1".into(),
                spectators: vec![SpectatorInfo {
                    id: "p9".into(),
                    name: "Paimon".into(),
                    view: SpectateAs::Referee,
                }],
            },
        ),
        ("pong", ServerMsg::Pong { nonce: 42 }),
        (
            "cards",
            ServerMsg::Cards {
                game: "gitcg".into(),
                cards: raw(json!({
                    "characters": [{"id": 1301, "share_id": 17, "name": "迪卢克", "english_name": "Diluc"}],
                    "action_cards": [{"id": 332004, "share_id": 244, "name": "运筹帷幄", "english_name": "Strategize"}]
                })),
            },
        ),
        (
            "timed_out",
            ServerMsg::TimedOut {
                match_id: "m1".into(),
                version: 13,
                seat: Seat(1),
                decision: DecisionKind::Act,
                ruling: TimeoutRuling::DefaultAction,
                action: Some(RawJson::of(&Action::DeclareEnd)),
                timeouts_in_row: 1,
                timeouts_left: 2,
            },
        ),
        (
            "notice",
            ServerMsg::Notice {
                code: NoticeCode::Draining,
                message: "The server restarts within 30 s.".into(),
                within_secs: Some(30),
            },
        ),
    ]
}

#[test]
fn server_messages_are_stable() {
    let msgs = server_messages();
    let kinds: Vec<&str> = msgs.iter().map(|(k, _)| *k).collect();
    assert_eq!(
        kinds,
        [
            "welcome",
            "rooms",
            "room",
            "match_started",
            "update",
            "update_changes",
            "action_result",
            "error",
            "match_over",
            "spectators",
            "pong",
            "cards",
            "timed_out",
            "notice"
        ],
        "one snapshot per server message type"
    );
    for (kind, msg) in msgs {
        let text = serde_json::to_string(&msg).expect("serialise");
        let back: ServerMsg = serde_json::from_str(&text).expect("parse");
        assert_eq!(back, msg, "{kind} parses back to itself");
        let tag = serde_json::to_value(&msg).expect("value")["type"].clone();
        assert_eq!(tag, json!(kind), "the type tag is the message kind");
        assert_snapshot!(format!("server_{kind}"), wire(&msg));
    }
}

#[test]
fn error_codes_serialise_as_their_wire_names() {
    let codes = [
        ErrorCode::BadJson,
        ErrorCode::UnknownType,
        ErrorCode::BadMessage,
        ErrorCode::HelloRequired,
        ErrorCode::ProtocolVersion,
        ErrorCode::BadToken,
        ErrorCode::NotFound,
        ErrorCode::RoomFull,
        ErrorCode::NotYourTurn,
        ErrorCode::IllegalAction,
        ErrorCode::StaleVersion,
        ErrorCode::MalformedAction,
        ErrorCode::SpectatorCannotAct,
        ErrorCode::RateLimited,
        ErrorCode::FrameTooLarge,
        ErrorCode::NameTaken,
        ErrorCode::BadSession,
        ErrorCode::AccountRequired,
    ];
    for c in codes {
        assert_eq!(serde_json::to_value(c).expect("code"), json!(c.as_str()));
    }
}

#[test]
fn a_two_seat_win_names_the_winners_team_after_its_seat() {
    let text =
        serde_json::to_string(&Outcome::seat_wins(Seat(1), EndReason::Forfeit)).expect("serialise");
    assert_eq!(
        text,
        r#"{"result":"win","winners":[1],"teams":[1],"reason":"forfeit"}"#
    );
}

#[test]
fn an_outcome_stored_before_teams_were_named_still_reads() {
    let old: Outcome = serde_json::from_str(r#"{"result":"win","winners":[0],"reason":"defeat"}"#)
        .expect("an old outcome");
    assert_eq!(
        old,
        Outcome::Win {
            winners: vec![Seat(0)],
            teams: Vec::new(),
            reason: EndReason::Defeat
        }
    );
    assert!(old.is_winner(Seat(0)));
}

#[test]
fn room_options_left_out_mean_the_games_first_setup_with_teams_by_seat() {
    let options: RoomOptions = serde_json::from_str(r#"{"public": false}"#).expect("options");
    assert_eq!(options.seats, 0, "the setup's seats");
    assert_eq!(options.setup, None);
    assert!(options.teams.is_empty() && !options.random_teams);
}

/// `ClientMsg::from_text` (an action read straight into its members) reads what serde reads,
/// and refuses what serde refuses.
#[test]
fn a_message_read_from_its_text_is_what_serde_reads() {
    let texts = [
        r#"{"type":"action","match_id":"m","version":3,"action_id":"7","action":{"action":"end_round"}}"#,
        r#"{"type":"action","version":3,"action_id":"7","action":[1,2],"match_id":"m\u0041"}"#,
        r#"{"type":"action","match_id":"m","version":3,"action_id":"7","action":null,"extra":1}"#,
        r#"{"match_id":"m","type":"action","version":3,"action_id":"7","action":{}}"#,
        r#"{"type":"action","match_id":"m","version":-1,"action_id":"7","action":{}}"#,
        r#"{"type":"action","match_id":"m","version":3,"action":{}}"#,
        r#"{"type":"action","match_id":"m","version":"3","action_id":"7","action":{}}"#,
        r#"{"type":"action","match_id":"m","match_id":"n","version":3,"action_id":"7","action":{}}"#,
        r#"{"type":"action","match_id":"m","version":3,"action_id":"7","action":{}"#,
        r#"{"type":"action","#,
        r#"{"type":"leave"}"#,
        r#"{"type":"ping","nonce":5}"#,
        r#"{"type":"nothing"}"#,
        "[]",
    ];
    for text in texts {
        let serde: Result<ClientMsg, _> = serde_json::from_str(text);
        let read = ClientMsg::from_text(text);
        match (serde, read) {
            (Ok(a), Ok(b)) => assert_eq!(a, b, "{text}"),
            (Err(_), Err(_)) => {}
            (a, b) => panic!("{text}: serde {a:?}, from_text {b:?}"),
        }
    }
}

/// Dice go on the wire as their faces, Omni first, as `Dice::faces` lists them, and read back.
#[test]
fn dice_are_written_as_their_faces_in_order() {
    let all: Vec<DieFace> = DieFace::ALL
        .iter()
        .enumerate()
        .flat_map(|(i, &f)| std::iter::repeat_n(f, i % 3))
        .collect();
    for dice in [
        Dice::EMPTY,
        Dice::from_faces(&all),
        Dice::from_faces(&[DieFace::Omni; 8]),
    ] {
        let text = serde_json::to_string(&dice).expect("serialise");
        assert_eq!(text, serde_json::to_string(&dice.faces()).expect("faces"));
        assert_eq!(serde_json::from_str::<Dice>(&text).expect("read"), dice);
    }
    assert_eq!(
        serde_json::to_string(&Dice::from_faces(&[DieFace::Pyro, DieFace::Omni])).unwrap(),
        r#"["omni","pyro"]"#
    );
}
