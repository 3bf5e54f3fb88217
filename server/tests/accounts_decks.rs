//! Saved decks over real HTTP and WebSockets, on both stores: saved finished or not (the list
//! says whether each is legal and why not, with its share code and game version), each
//! account's alone (another player's token neither reads, deletes nor overwrites them), readied
//! by name in a match, and counted in the deck's record on the profile.

use std::time::Duration;

use serde_json::json;
use tavern_protocol::accounts::{Profile, SavedDeck};
use tavern_protocol::wire::{ClientMsg, DeckChoice, RoomOptions, ServerMsg};

#[allow(dead_code)]
#[path = "support/scratch.rs"]
mod scratch;
#[allow(dead_code)]
#[path = "support/postgres.rs"]
mod support;
#[macro_use]
#[path = "support/accounts.rs"]
mod accounts;

use accounts::*;

const LIMIT: Duration = Duration::from_secs(20);

on_both_stores!(
    decks_are_saved_finished_or_not_and_listed_with_whether_they_are_legal,
    another_players_token_cannot_touch_my_decks,
    a_saved_deck_is_readied_by_name_and_its_record_counts_the_match,
);

/// The starter preset's cards, as a deck builder would send them.
fn starter_cards() -> serde_json::Value {
    let deck = tavern_engine::gitcg::presets::by_name("starter")
        .expect("starter")
        .deck();
    serde_json::to_value(deck).expect("deck")
}

async fn put_deck(
    addr: std::net::SocketAddr,
    token: &str,
    path: &str,
    body: serde_json::Value,
) -> Answer {
    request(addr, "PUT", path, Some(token), Some(&body)).await
}

async fn decks_are_saved_finished_or_not_and_listed_with_whether_they_are_legal(b: Backend) {
    let server = start(config(&b)).await;
    let addr = server.addr;
    let token = account(addr, "Fischl").await;
    let saved = put_deck(
        addr,
        &token,
        "/api/decks/gitcg/Oz%20Rush",
        json!({"cards": starter_cards()}),
    )
    .await;
    assert_eq!(saved.status, 200, "{}", saved.body);
    let saved: SavedDeck = saved.parse();
    assert_eq!(saved.name, "Oz Rush");
    assert!(saved.legal && saved.problem.is_none());
    // Saved for the newest version unless the builder names one the game offers.
    assert_eq!(saved.version.as_deref(), Some("5.8"));
    let older = put_deck(
        addr,
        &token,
        "/api/decks/gitcg/Oz%20Rush%20old?version=5.3",
        json!({"cards": starter_cards()}),
    )
    .await;
    assert_eq!(older.status, 200, "{}", older.body);
    assert_eq!(older.parse::<SavedDeck>().version.as_deref(), Some("5.3"));
    let unknown = put_deck(
        addr,
        &token,
        "/api/decks/gitcg/Oz%20Rush%20new?version=9.9",
        json!({"cards": starter_cards()}),
    )
    .await;
    assert_eq!(unknown.status, 400, "{}", unknown.body);
    assert_eq!(unknown.code(), "bad_deck");
    assert!(unknown.body.contains("5.8, 5.3"), "{}", unknown.body);
    let code = saved.code.clone().expect("a gitcg deck has a share code");
    // Saved again by its share code, it is the same deck.
    let by_code = put_deck(
        addr,
        &token,
        "/api/decks/gitcg/By%20code",
        json!({"code": code}),
    )
    .await;
    assert_eq!(
        by_code.parse::<SavedDeck>().code.as_deref(),
        Some(code.as_str())
    );
    // An unfinished deck is kept, and says what it lacks.
    let unfinished = put_deck(
        addr,
        &token,
        "/api/decks/gitcg/Draft",
        json!({"cards": {"characters": [1101], "cards": []}}),
    )
    .await;
    let unfinished: SavedDeck = unfinished.parse();
    assert!(!unfinished.legal);
    assert!(unfinished.problem.is_some());
    for (path, body, status, code) in [
        (
            "/api/decks/gitcg/Preset",
            json!({"preset": "starter"}),
            400,
            "bad_deck",
        ),
        (
            "/api/decks/chess/Mine",
            json!({"cards": {}}),
            404,
            "not_found",
        ),
        (
            "/api/decks/gitcg/%20padded",
            json!({"cards": {}}),
            400,
            "bad_deck",
        ),
        (
            "/api/decks/gitcg/Broken",
            json!("not a deck"),
            400,
            "bad_body",
        ),
    ] {
        let a = put_deck(addr, &token, path, body).await;
        assert_eq!((a.status, a.code()), (status, code.to_string()), "{path}");
    }
    let listed: Vec<SavedDeck> = request(addr, "GET", "/api/decks?game=gitcg", Some(&token), None)
        .await
        .parse();
    let names: Vec<&str> = listed.iter().map(|d| d.name.as_str()).collect();
    assert_eq!(names, ["By code", "Draft", "Oz Rush", "Oz Rush old"]);
    let none: Vec<SavedDeck> = request(addr, "GET", "/api/decks?game=gensou", Some(&token), None)
        .await
        .parse();
    assert!(none.is_empty());
    let gone = request(addr, "DELETE", "/api/decks/gitcg/Draft", Some(&token), None).await;
    assert_eq!(gone.status, 204);
    let again = request(addr, "DELETE", "/api/decks/gitcg/Draft", Some(&token), None).await;
    assert_eq!(again.status, 404);
    server.running.stop().await.expect("stops");
}

async fn another_players_token_cannot_touch_my_decks(b: Backend) {
    let server = start(config(&b)).await;
    let addr = server.addr;
    let mine = account(addr, "Mona").await;
    let theirs = account(addr, "Klee").await;
    put_deck(
        addr,
        &mine,
        "/api/decks/gitcg/Astrology",
        json!({"cards": starter_cards()}),
    )
    .await;
    // Klee sees none of Mona's decks, cannot delete them, and saving one of the same name
    // makes Klee's own.
    let listed: Vec<SavedDeck> = request(addr, "GET", "/api/decks", Some(&theirs), None)
        .await
        .parse();
    assert!(listed.is_empty());
    let delete = request(
        addr,
        "DELETE",
        "/api/decks/gitcg/Astrology",
        Some(&theirs),
        None,
    )
    .await;
    assert_eq!(delete.status, 404);
    put_deck(
        addr,
        &theirs,
        "/api/decks/gitcg/Astrology",
        json!({"cards": {"characters": [], "cards": []}}),
    )
    .await;
    let kept: Vec<SavedDeck> = request(addr, "GET", "/api/decks", Some(&mine), None)
        .await
        .parse();
    assert_eq!(kept.len(), 1);
    assert!(kept[0].legal, "Mona's deck is untouched");
    // Without a token, or with a made-up one, nothing at all.
    for token in [None, Some("deadbeef")] {
        let a = request(addr, "GET", "/api/decks", token, None).await;
        assert_eq!((a.status, a.code().as_str()), (401, "bad_session"));
        let a = put_deck(
            addr,
            token.unwrap_or(""),
            "/api/decks/gitcg/X",
            json!({"cards": {}}),
        )
        .await;
        assert_eq!(a.status, 401);
    }
    // Nor can Klee ready Mona's deck by its name: Klee readies Klee's own (unfinished) one.
    let mut klee = logged_in(&server.url, &theirs).await;
    klee.send(&ClientMsg::QuickMatch {
        game: "gitcg".into(),
        deck: DeckChoice::Saved("Astrology".into()),
        setup: None,
        rated: false,
    })
    .await
    .expect("send");
    assert_eq!(next_error(&mut klee).await, "bad_deck");
    server.running.stop().await.expect("stops");
}

async fn a_saved_deck_is_readied_by_name_and_its_record_counts_the_match(b: Backend) {
    let server = start(config(&b)).await;
    let addr = server.addr;
    let token = account(addr, "Noelle").await;
    put_deck(
        addr,
        &token,
        "/api/decks/gitcg/Maid",
        json!({"cards": starter_cards()}),
    )
    .await;
    let mut c = logged_in(&server.url, &token).await;
    c.send(&ClientMsg::CreateRoom {
        game: "gitcg".into(),
        options: RoomOptions {
            bot_seats: vec![1],
            clock: None,
            public: false,
            ..RoomOptions::default()
        },
    })
    .await
    .expect("send");
    c.send(&ClientMsg::Ready {
        deck: DeckChoice::Saved("No such deck".into()),
    })
    .await
    .expect("send");
    assert_eq!(next_error(&mut c).await, "not_found");
    c.send(&ClientMsg::Ready {
        deck: DeckChoice::Saved("Maid".into()),
    })
    .await
    .expect("send");
    c.until(LIMIT, |m| {
        matches!(m, ServerMsg::Update { .. }).then_some(())
    })
    .await
    .expect("the match starts with the saved deck");
    c.send(&ClientMsg::Leave).await.expect("send");
    c.until(LIMIT, |m| {
        matches!(m, ServerMsg::MatchOver { .. }).then_some(())
    })
    .await
    .expect("the match ends");
    let profile: Profile = request(addr, "GET", "/api/players/noelle", None, None)
        .await
        .parse();
    assert_eq!(profile.name, "Noelle");
    let maid = profile
        .decks
        .iter()
        .find(|d| d.name == "Maid")
        .expect("the deck's record");
    assert_eq!((maid.wins, maid.losses, maid.draws), (0, 1, 0));
    assert!(
        profile.ratings.is_empty(),
        "a match against a bot is not rated"
    );
    assert_eq!(profile.recent.len(), 1);
    let replay = request(addr, "GET", &profile.recent[0].replay, None, None).await;
    assert_eq!(replay.status, 200, "the replay link works");
    server.running.stop().await.expect("stops");
}
