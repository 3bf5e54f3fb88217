//! The registry entry: the lobby offers the seven setups, presets resolve and are
//! legal, bad decks are refused naming the card and the rule, the card list holds every card
//! with its names and text, and a room's setup and teams become the match's.

use serde_json::{json, Value};
use tavern_confix::cards::all_cards;
use tavern_confix::host::HOST;
use tavern_confix::presets::PRESETS;
use tavern_game::host::{GameHost, Seating, Teams};
use tavern_game::Seat;
use tavern_protocol::confix::{CardCatalog, Class, Deck, Mode};
use tavern_protocol::wire::DeckChoice;

#[test]
fn the_lobby_lists_confix_with_at_least_four_presets() {
    let info = HOST.info();
    assert_eq!(info.id, "confix");
    assert_eq!(info.seats, 2, "a room is 1 vs 1 unless it chooses");
    assert!(info.presets.len() >= 4);
}

#[test]
fn the_lobby_offers_the_rulebooks_six_setups_and_five_alone_with_their_seating() {
    let setups = HOST.info().setups;
    let listed: Vec<(&str, &str, u8, &[u8], bool)> = setups
        .iter()
        .map(|s| {
            (
                s.id.as_str(),
                s.name.as_str(),
                s.seats,
                s.teams.as_slice(),
                s.random_teams,
            )
        })
        .collect();
    assert_eq!(
        listed,
        [
            ("one_v_one", "1 vs 1", 2, &[0, 1][..], false),
            ("one_v_one_v_one", "1 vs 1 vs 1", 3, &[0, 1, 2][..], false),
            ("two_v_two", "2 vs 2", 4, &[0, 1, 0, 1][..], true),
            (
                "free_for_all",
                "Free for all (4 players)",
                4,
                &[0, 1, 2, 3][..],
                false
            ),
            (
                "five_free_for_all",
                "Free for all (5 players)",
                5,
                &[0, 1, 2, 3, 4][..],
                false
            ),
            ("three_v_three", "3 vs 3", 6, &[0, 1, 0, 1, 0, 1][..], true),
            (
                "two_v_two_v_two",
                "2 vs 2 vs 2",
                6,
                &[0, 1, 2, 0, 1, 2][..],
                true
            ),
        ]
    );
}

#[test]
fn every_preset_resolves_to_a_legal_deck() {
    for p in PRESETS {
        let v = HOST
            .resolve_deck(&DeckChoice::Preset(p.name.to_lowercase()), true)
            .unwrap_or_else(|e| panic!("{}: {e}", p.name));
        let d: Deck = serde_json::from_value(v).expect("a deck");
        assert_eq!(d, p.deck());
    }
    assert!(HOST.bot_deck().is_some());
}

#[test]
fn bad_decks_are_refused_naming_the_card_and_the_rule() {
    let err = HOST
        .resolve_deck(&DeckChoice::Preset("Dwarves".into()), true)
        .expect_err("no such preset");
    assert!(err.contains("Dwarves"), "{err}");
    let mut cards: Vec<u16> = PRESETS[0].deck().cards.iter().map(|c| c.0).collect();
    cards[0] = 201;
    let deck = json!({"class": Class::InfernoEmissary, "cards": cards});
    let err = HOST
        .resolve_deck(&DeckChoice::Cards(deck.clone()), true)
        .expect_err("a water card in a fire deck");
    assert!(
        err.contains("Tidal Insight") && err.contains("Inferno Emissary"),
        "{err}"
    );
    assert!(
        HOST.resolve_deck(&DeckChoice::Cards(deck), false).is_ok(),
        "casual rooms"
    );
    let err = HOST
        .resolve_deck(
            &DeckChoice::Cards(json!({"class": "inferno_emissary", "cards": [101]})),
            true,
        )
        .expect_err("too small");
    assert!(err.contains("24"), "{err}");
    assert!(HOST
        .resolve_deck(&DeckChoice::Code("AAAA".into()), true)
        .is_err());
}

#[test]
fn the_card_list_holds_every_card_plane_and_class_with_text() {
    let catalog: CardCatalog = HOST.cards().parse().expect("a catalog");
    assert_eq!(catalog.cards.len(), all_cards().count());
    for c in &catalog.cards {
        assert!(
            !c.name.is_empty() && !c.english_name.is_empty() && !c.text.is_empty(),
            "{c:?}"
        );
    }
    let spring = catalog
        .cards
        .iter()
        .find(|c| c.id.0 == 401)
        .expect("Endless Spring");
    assert_eq!(spring.name, "无尽之泉");
    assert!(spring.text.contains("restore 1 life") || spring.text.contains("Restore 1 life"));
    assert!(catalog.planes.len() >= 8);
    assert_eq!(catalog.classes.len(), 15);
    assert!(catalog.classes.iter().all(|c| !c.text.is_empty()));
}

#[test]
fn every_setup_with_its_own_seating_starts_a_match_of_its_seats_and_teams() {
    let deck = HOST.bot_deck().expect("a deck");
    for setup in HOST.setups() {
        let seats = setup.seats as usize;
        let config = HOST.match_config(vec![deck.clone(); seats], true, &Seating::of(&setup));
        let m: Mode = serde_json::from_value(config["mode"].clone()).expect("a mode");
        assert_eq!(m.seats(), seats, "{}", setup.id);
        let game = HOST.new_match(7, seats, &config).expect("the match starts");
        assert_eq!(game.pending().decisions().len(), seats);
        let teams: Vec<u8> = (0..seats as u8).map(|s| game.team(Seat(s))).collect();
        assert_eq!(teams, setup.teams, "{}", setup.id);
        assert!((0..seats as u8).all(|s| game.in_play(Seat(s))));
    }
    let one_v_one = &HOST.setups()[0];
    let config: Value = HOST.match_config(vec![deck; 2], true, &Seating::of(one_v_one));
    assert!(
        HOST.new_match(7, 3, &config).is_err(),
        "seats must match the setup"
    );
}

#[test]
fn a_rooms_own_team_arrangement_becomes_the_matchs() {
    let deck = HOST.bot_deck().expect("a deck");
    let seating = Seating {
        setup: "two_v_two".into(),
        teams: Teams::BySeat(vec![0, 0, 1, 1]),
        version: None,
    };
    let config = HOST.match_config(vec![deck; 4], true, &seating);
    let game = HOST.new_match(7, 4, &config).expect("the match starts");
    let teams: Vec<u8> = (0..4).map(|s| game.team(Seat(s))).collect();
    assert_eq!(teams, [0, 0, 1, 1]);
}

#[test]
fn teams_drawn_at_random_come_from_the_seed() {
    let deck = HOST.bot_deck().expect("a deck");
    let seating = Seating {
        setup: "three_v_three".into(),
        teams: Teams::Drawn,
        version: None,
    };
    let config = HOST.match_config(vec![deck; 6], true, &seating);
    let draw = |seed: u64| -> Vec<u8> {
        let game = HOST.new_match(seed, 6, &config).expect("the match starts");
        (0..6).map(|s| game.team(Seat(s))).collect()
    };
    let drawn: Vec<Vec<u8>> = (0..8).map(draw).collect();
    for teams in &drawn {
        assert_eq!(teams.iter().filter(|&&t| t == 0).count(), 3, "{teams:?}");
        assert_eq!(teams.iter().filter(|&&t| t == 1).count(), 3, "{teams:?}");
    }
    assert_eq!(draw(3), drawn[3], "the same seed draws the same teams");
    assert!(
        drawn.iter().any(|t| t != &drawn[0]),
        "different seeds draw differently: {drawn:?}"
    );
}
