//! Wire-contract snapshots of accounts: the forms messages take for a logged-in player (a
//! `hello` with a session, its `welcome`, the rated queue with a saved deck, a rated
//! `match_over`, the disabled account's notice) and the account API's bodies. A change to
//! any of them is a protocol change and must be deliberate.

use insta::assert_snapshot;
use serde_json::json;
use tavern_protocol::accounts::{
    AccountError, AccountErrorCode, Credentials, DeckRecord, GameRating, Leader, Leaderboard,
    Profile, Rating, SavedDeck, SeatRating, SessionToken,
};
use tavern_protocol::wire::{
    ClientMsg, DeckChoice, NoticeCode, ServerMsg, UpdateForm, PROTOCOL_VERSION,
};
use tavern_protocol::{EndReason, Outcome, Seat};

fn wire<T: serde::Serialize>(msg: &T) -> String {
    serde_json::to_string_pretty(msg).expect("serialise")
}

fn rating(rating: f64, deviation: f64) -> Rating {
    Rating {
        rating,
        deviation,
        volatility: 0.06,
    }
}

#[test]
fn account_forms_of_messages_are_stable_and_read_back() {
    let client = [
        (
            "hello_session",
            ClientMsg::Hello {
                protocol_version: PROTOCOL_VERSION,
                name: None,
                resume_token: None,
                session: Some("9f3c…".into()),
                updates: UpdateForm::Full,
            },
        ),
        (
            "quick_match_rated",
            ClientMsg::QuickMatch {
                game: "gitcg".into(),
                deck: DeckChoice::Saved("Freeze".into()),
                setup: None,
                rated: true,
            },
        ),
        (
            "ready_saved",
            ClientMsg::Ready {
                deck: DeckChoice::Saved("Freeze".into()),
            },
        ),
    ];
    for (kind, msg) in client {
        let text = serde_json::to_string(&msg).expect("serialise");
        assert_eq!(ClientMsg::from_text(&text).expect("parse"), msg, "{kind}");
        assert_snapshot!(format!("client_{kind}"), wire(&msg));
    }
    let server = [
        (
            "welcome_account",
            ServerMsg::Welcome {
                protocol_version: PROTOCOL_VERSION,
                player_id: "p1".into(),
                name: "Ayaka".into(),
                resume_token: "0123abcd".into(),
                resumed: false,
                account: Some("Ayaka".into()),
            },
        ),
        (
            "match_over_rated",
            ServerMsg::MatchOver {
                match_id: "m1".into(),
                outcome: Outcome::seat_wins(Seat(0), EndReason::Defeat),
                version: 88,
                ratings: vec![
                    SeatRating {
                        seat: Seat(0),
                        name: "Ayaka".into(),
                        before: rating(1500.0, 350.0),
                        after: rating(1662.25, 290.5),
                    },
                    SeatRating {
                        seat: Seat(1),
                        name: "Lumine".into(),
                        before: rating(1500.0, 350.0),
                        after: rating(1337.75, 290.5),
                    },
                ],
            },
        ),
        (
            "notice_account_disabled",
            ServerMsg::Notice {
                code: NoticeCode::AccountDisabled,
                message: "The operator disabled your account: this connection closes.".into(),
                within_secs: None,
            },
        ),
    ];
    for (kind, msg) in server {
        let text = serde_json::to_string(&msg).expect("serialise");
        assert_eq!(
            serde_json::from_str::<ServerMsg>(&text).expect("parse"),
            msg,
            "{kind}"
        );
        assert_snapshot!(format!("server_{kind}"), wire(&msg));
    }
}

#[test]
fn account_bodies_are_stable() {
    let profile = Profile {
        name: "Ayaka".into(),
        created_at_ms: 1_700_000_000_000,
        ratings: vec![GameRating {
            game: "gitcg".into(),
            setup: "one_v_one".into(),
            rating: rating(1662.25, 290.5),
            games: 1,
        }],
        recent: Vec::new(),
        decks: vec![DeckRecord {
            game: "gitcg".into(),
            name: "Freeze".into(),
            wins: 1,
            losses: 0,
            draws: 0,
        }],
    };
    let bodies = [
        (
            "session",
            json!(SessionToken {
                token: "9f3c…".into(),
                expires_at: 1_702_592_000_000,
                name: "Ayaka".into()
            }),
        ),
        (
            "error",
            json!(AccountError {
                code: AccountErrorCode::NameTaken,
                message: "that name is registered".into()
            }),
        ),
        (
            "saved_deck",
            json!(SavedDeck {
                game: "gitcg".into(),
                name: "Freeze".into(),
                deck: DeckChoice::Cards(json!({"characters": [1101], "cards": []})),
                code: Some("AAAA".into()),
                version: Some("5.3".into()),
                legal: false,
                problem: Some("a deck has 3 characters".into()),
                updated_at_ms: 1_700_000_000_000,
            }),
        ),
        ("profile", json!(profile)),
        (
            "leaderboard",
            json!(Leaderboard {
                game: "gitcg".into(),
                setup: "one_v_one".into(),
                players: vec![Leader {
                    name: "Ayaka".into(),
                    rating: 1720.5,
                    deviation: 95.25,
                    games: 31
                }],
            }),
        ),
    ];
    for (kind, body) in bodies {
        assert_snapshot!(format!("body_{kind}"), wire(&body));
    }
    let status = |c: AccountErrorCode| c.status();
    assert_eq!(status(AccountErrorCode::NameTaken), 409);
    assert_eq!(status(AccountErrorCode::TooManyAttempts), 429);
    assert_eq!(status(AccountErrorCode::BadCredentials), 401);
}

#[test]
fn credentials_never_print_their_password() {
    let c = Credentials {
        name: "Ayaka".into(),
        password: "hunter2-hunter2".into(),
    };
    let printed = format!("{c:?}");
    assert!(
        printed.contains("Ayaka") && !printed.contains("hunter2"),
        "{printed}"
    );
    let token = SessionToken {
        token: "secret-token".into(),
        expires_at: 1,
        name: "Ayaka".into(),
    };
    assert!(!format!("{token:?}").contains("secret-token"));
}
