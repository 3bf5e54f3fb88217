//! Whole Summoner Wars matches between two bot clients over real WebSockets against an
//! in-process server: the second game is hosted exactly like the first, with no special case in
//! the server, the bots or the client. One seat plays a custom deck built from the card list
//! the server publishes, and illegal custom decks are refused with `bad_deck`.

mod common;

use std::time::Duration;

use serde_json::{json, Value};
use tavern_client::Client;
use tavern_protocol::summoner_wars::{CardCatalog, CardId, Event, Faction, FactionCards, View};
use tavern_protocol::wire::{
    suggest_action, ClientMsg, DeckChoice, ErrorCode, RoomInfo, RoomOptions, ServerMsg,
};
use tavern_protocol::{Outcome, Seat, Viewer};
use tavern_server::{Config, Running};

/// How long a test waits for any one expected message.
const LIMIT: Duration = Duration::from_secs(20);

/// A server on a free loopback port. Bots here answer within microseconds, so the per-connection
/// rate limit (meant for people and scripts) is raised for the whole match to be played at once.
fn config() -> Config {
    Config {
        addr: "127.0.0.1:0".parse().expect("loopback address"),
        admin_addr: "127.0.0.1:0".parse().expect("loopback address"),
        bot_delay_ms: 0,
        rate_per_sec: 100_000,
        rate_burst: 100_000,
        no_db: true,
        ..Config::defaults()
    }
}

async fn recv(c: &mut Client, who: &str) -> ServerMsg {
    c.recv_timeout(LIMIT)
        .await
        .unwrap_or_else(|e| panic!("{who}: no message: {e}"))
}

async fn next_room(c: &mut Client, who: &str) -> RoomInfo {
    loop {
        match recv(c, who).await {
            ServerMsg::Room { room } => return room,
            ServerMsg::Error { error, .. } => panic!("{who}: {error:?}"),
            _ => {}
        }
    }
}

/// What one bot saw of its match.
struct Played {
    seat: Seat,
    outcome: Outcome,
    version: u64,
    last: View,
    accepted: u32,
}

/// Plays with `suggest_action` until the match is over, one action in flight at a time, and
/// checks every update for the other seat's secrets.
async fn autoplay(mut c: Client, who: &'static str) -> Played {
    let mut seat = None;
    let mut match_id = String::new();
    let mut last: Option<View> = None;
    let mut version = 0;
    let mut legal = Vec::new();
    let mut in_flight: Option<String> = None;
    // Our own accepted action's version: act again only once an update reached it.
    let mut fresh_from = 0;
    let mut accepted = 0u32;
    let mut sent = 0u32;
    loop {
        match recv(&mut c, who).await {
            ServerMsg::MatchStarted {
                match_id: id,
                game,
                viewer,
                ..
            } => {
                assert_eq!(game, "summoner_wars");
                match_id = id;
                seat = viewer.seat();
                assert!(matches!(viewer, Viewer::Seat { .. }));
            }
            ServerMsg::Update {
                version: v,
                view,
                events,
                legal_actions,
                ..
            } => {
                let me = seat.expect("the match started first");
                let view: View = view.parse().expect("a Summoner Wars view");
                assert_eq!(view.viewer, Viewer::Seat { seat: me });
                assert!(view.players[me.index()].hand.is_some());
                assert!(
                    view.players[me.other().index()].hand.is_none(),
                    "{who} sees the other hand"
                );
                assert!(view.players[me.other().index()].discard.is_none());
                for e in &events {
                    let e: Event = e.parse().expect("a Summoner Wars event");
                    if let Event::CardDrawn { seat, card }
                    | Event::CardDiscarded { seat, card }
                    | Event::CardReturned { seat, card } = e
                    {
                        assert_eq!(card.is_some(), seat == me, "{who} saw {e:?}");
                    }
                }
                assert!(v >= version, "versions never go back");
                version = v;
                legal = legal_actions;
                last = Some(view);
            }
            ServerMsg::ActionResult {
                action_id,
                ok,
                version: v,
                error,
                ..
            } => {
                assert_eq!(in_flight.as_deref(), Some(action_id.as_str()));
                assert!(ok, "{who}: a suggested legal action was refused: {error:?}");
                in_flight = None;
                fresh_from = v;
                accepted += 1;
            }
            ServerMsg::MatchOver {
                outcome,
                version: v,
                ..
            } => {
                return Played {
                    seat: seat.expect("started"),
                    outcome,
                    version: v,
                    last: last.expect("an update came before the end"),
                    accepted,
                };
            }
            ServerMsg::Error { error, .. } => panic!("{who}: {error:?}"),
            _ => {}
        }
        if in_flight.is_none() && version >= fresh_from && !legal.is_empty() {
            let action = suggest_action(&legal)
                .expect("a suggestion among legal actions")
                .parse()
                .expect("JSON");
            sent += 1;
            assert!(sent < 5_000, "{who}: the match must end");
            let action_id = format!("{who}-{sent}");
            c.send(&ClientMsg::Action {
                match_id: match_id.clone(),
                version,
                action_id: action_id.clone(),
                action,
            })
            .await
            .expect("send");
            in_flight = Some(action_id);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_bot_clients_play_a_summoner_wars_match_to_the_end() {
    let server = Running::start(config()).await.expect("server starts");
    let url = format!("ws://{}/ws", server.addr);
    let mut a = Client::join(&url, "alice", None)
        .await
        .expect("alice joins");
    a.send(&ClientMsg::CreateRoom {
        game: "summoner_wars".into(),
        options: RoomOptions {
            public: false,
            clock: None,
            ..RoomOptions::default()
        },
    })
    .await
    .expect("send");
    let room = next_room(&mut a, "alice").await;
    assert_eq!(room.game, "summoner_wars");
    let code = room.code.expect("a private room has a join code");
    let mut b = Client::join(&url, "bob", None).await.expect("bob joins");
    b.send(&ClientMsg::JoinRoom {
        room: None,
        code: Some(code),
        seat: None,
    })
    .await
    .expect("send");
    next_room(&mut b, "bob").await;
    // An unknown faction is refused with the deck error; a faction's name is accepted.
    b.send(&ClientMsg::Ready {
        deck: DeckChoice::Preset("Dwarves".into()),
    })
    .await
    .expect("send");
    let refused = loop {
        match recv(&mut b, "bob").await {
            ServerMsg::Error { error, .. } => break error,
            ServerMsg::Room { .. } => {}
            other => panic!("bob: unexpected {other:?}"),
        }
    };
    assert_eq!(refused.code, ErrorCode::BadDeck);
    for (c, faction) in [
        (&mut a, Faction::PhoenixElves),
        (&mut b, Faction::Vanguards),
    ] {
        c.send(&ClientMsg::Ready {
            deck: DeckChoice::Preset(faction.name().into()),
        })
        .await
        .expect("send");
    }
    let (a, b) = tokio::join!(
        tokio::spawn(autoplay(a, "alice")),
        tokio::spawn(autoplay(b, "bob"))
    );
    let (a, b) = (a.expect("alice played"), b.expect("bob played"));
    assert_ne!(a.seat, b.seat);
    assert_eq!(a.outcome, b.outcome, "both seats get the same outcome");
    assert_eq!(a.version, b.version, "both seats end on the same version");
    assert_eq!(
        u64::from(a.accepted + b.accepted),
        a.version,
        "every version is one accepted action"
    );
    assert!(a.version > 20, "a whole match takes many actions");
    let Outcome::Win { winners, .. } = &a.outcome else {
        panic!("Summoner Wars always has a winner: {:?}", a.outcome);
    };
    assert_eq!(winners.len(), 1);
    for p in [&a, &b] {
        assert_eq!(p.last.outcome.as_ref(), Some(&a.outcome));
        let faction = if p.seat == a.seat {
            Faction::PhoenixElves
        } else {
            Faction::Vanguards
        };
        assert_eq!(p.last.players[p.seat.index()].faction, faction);
    }
    // The loser's summoner is gone from the battlefield (or the match was a forfeit).
    let loser = winners[0].other();
    let summoner_left = a.last.board.iter().any(|c| {
        c.owner == loser && c.class == tavern_protocol::summoner_wars::CardClass::Summoner
    });
    assert!(!summoner_left, "the loser's summoner was destroyed");
    server.stop().await.expect("clean stop");
}

/// Opens a private Summoner Wars room for alice and seats bob in it.
async fn open_room(url: &str) -> (Client, Client) {
    let mut a = Client::join(url, "alice", None).await.expect("alice joins");
    a.send(&ClientMsg::CreateRoom {
        game: "summoner_wars".into(),
        options: RoomOptions {
            public: false,
            clock: None,
            ..RoomOptions::default()
        },
    })
    .await
    .expect("send");
    let room = next_room(&mut a, "alice").await;
    let code = room.code.expect("a private room has a join code");
    let mut b = Client::join(url, "bob", None).await.expect("bob joins");
    b.send(&ClientMsg::JoinRoom {
        room: None,
        code: Some(code),
        seat: None,
    })
    .await
    .expect("send");
    next_room(&mut b, "bob").await;
    (a, b)
}

/// The card list as the deck builder reads it: `GET /api/games/summoner_wars/cards`.
async fn card_list(server: &Running) -> CardCatalog {
    let (status, body) = common::http_get(server.addr, "/api/games/summoner_wars/cards").await;
    assert_eq!(status, 200, "{body}");
    serde_json::from_str(&body).expect("the Summoner Wars card list")
}

fn faction(list: &CardCatalog, f: Faction) -> &FactionCards {
    list.factions
        .iter()
        .find(|x| x.faction == f)
        .expect("every faction is listed")
}

/// A Vanguards deck built from the card list alone: the summoner and the preset pile, with
/// its three 5-life gates swapped for the Tundra Orcs' (structures carry no deck symbol).
fn vanguards_with_orc_gates(list: &CardCatalog) -> (Value, CardId) {
    let orc_gate = faction(list, Faction::TundraOrcs)
        .cards
        .iter()
        .find(|c| c.gate && c.life == 5)
        .map(|c| c.id)
        .expect("an Orc gate");
    let va = faction(list, Faction::Vanguards);
    let own_gate = va
        .cards
        .iter()
        .find(|c| c.gate && c.life == 5)
        .map(|c| c.id)
        .expect("a Vanguards gate");
    let cards: Vec<CardId> = va
        .preset
        .iter()
        .map(|&c| if c == own_gate { orc_gate } else { c })
        .collect();
    assert_eq!(
        cards.len(),
        usize::from(
            va.deck_rules.gates
                + va.deck_rules.epic_events
                + va.deck_rules.standard_events
                + va.deck_rules.champions
                + va.deck_rules.commons
        )
    );
    (json!({ "summoner": va.summoner, "cards": cards }), orc_gate)
}

/// The next message bob gets besides room updates must be a `bad_deck` error; its message.
async fn bad_deck(c: &mut Client, who: &str) -> String {
    loop {
        match recv(c, who).await {
            ServerMsg::Error { error, .. } => {
                assert_eq!(error.code, ErrorCode::BadDeck, "{error:?}");
                return error.message;
            }
            ServerMsg::Room { .. } => {}
            other => panic!("{who}: unexpected {other:?}"),
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_custom_deck_built_from_the_card_list_is_readied_and_played() {
    let server = Running::start(config()).await.expect("server starts");
    let url = format!("ws://{}/ws", server.addr);
    let list = card_list(&server).await;
    let (deck, orc_gate) = vanguards_with_orc_gates(&list);
    let (mut a, mut b) = open_room(&url).await;
    a.send(&ClientMsg::Ready {
        deck: DeckChoice::Cards(deck),
    })
    .await
    .expect("send");
    b.send(&ClientMsg::Ready {
        deck: DeckChoice::Preset("Fallen Kingdom".into()),
    })
    .await
    .expect("send");
    let (a, b) = tokio::join!(
        tokio::spawn(autoplay(a, "alice")),
        tokio::spawn(autoplay(b, "bob"))
    );
    let (a, b) = (a.expect("alice played"), b.expect("bob played"));
    assert_eq!(a.outcome, b.outcome, "both seats get the same outcome");
    assert!(a.version > 20, "a whole match takes many actions");
    // Both seats see alice's list: the Vanguards' cards with Orc gates.
    for p in [&a, &b] {
        let alice = &p.last.players[a.seat.index()];
        assert_eq!(alice.faction, Faction::Vanguards);
        let gates = alice.deck_list.iter().filter(|&&c| c == orc_gate).count();
        assert_eq!(gates, 3, "alice's deck holds the Orc gates");
        assert_eq!(
            p.last.players[b.seat.index()].faction,
            Faction::FallenKingdom
        );
    }
    server.stop().await.expect("clean stop");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_illegal_custom_deck_is_refused_with_bad_deck_naming_the_rule() {
    let server = Running::start(config()).await.expect("server starts");
    let url = format!("ws://{}/ws", server.addr);
    let list = card_list(&server).await;
    let va = faction(&list, Faction::Vanguards);
    let knight = va
        .cards
        .iter()
        .find(|c| c.name == "Citadel Knight")
        .map(|c| c.id)
        .expect("a Knight");
    let paladin = va
        .cards
        .iter()
        .find(|c| c.name == "Citadel Paladin")
        .map(|c| c.id)
        .expect("a Paladin");
    let zombie = faction(&list, Faction::FallenKingdom)
        .cards
        .iter()
        .find(|c| c.name == "Plague Zombie")
        .map(|c| c.id)
        .expect("a zombie");
    let with = |old: CardId, new: CardId| {
        let mut cards = va.preset.clone();
        let i = cards.iter().position(|&c| c == old).expect("in the preset");
        cards[i] = new;
        DeckChoice::Cards(json!({ "summoner": va.summoner, "cards": cards }))
    };
    let (_a, mut b) = open_room(&url).await;
    for (deck, rule) in [
        (with(paladin, knight), "at most 4"),
        (with(paladin, zombie), "summoner's (Vanguards)"),
        (DeckChoice::Code("VANGUARDS".into()), "no deck codes"),
        (
            DeckChoice::Cards(json!({ "summoner": knight, "cards": [] })),
            "not a summoner",
        ),
    ] {
        b.send(&ClientMsg::Ready { deck }).await.expect("send");
        let message = bad_deck(&mut b, "bob").await;
        assert!(message.contains(rule), "{message:?} should say {rule:?}");
    }
    // Nothing was readied: a legal deck still is.
    b.send(&ClientMsg::Ready {
        deck: DeckChoice::Cards(json!({ "summoner": va.summoner, "cards": va.preset })),
    })
    .await
    .expect("send");
    let room = next_room(&mut b, "bob").await;
    assert!(room.seats.iter().any(|s| s.ready), "bob is ready now");
    server.stop().await.expect("clean stop");
}
