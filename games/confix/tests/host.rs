//! The registry entry: presets resolve and are legal, bad decks are refused naming the card and
//! the rule, the card list holds every card with its names and text, and configs for any
//! number of decks pick the rulebook's setup.

use serde_json::{json, Value};
use tavern_confix::cards::all_cards;
use tavern_confix::host::HOST;
use tavern_confix::presets::PRESETS;
use tavern_game::host::GameHost;
use tavern_protocol::confix::{CardCatalog, Class, Deck, Mode};
use tavern_protocol::wire::DeckChoice;

#[test]
fn the_lobby_lists_confix_with_at_least_four_presets() {
    let info = HOST.info();
    assert_eq!(info.id, "confix");
    assert_eq!(
        info.seats, 2,
        "the lobby hosts 2-seat rooms until it holds more"
    );
    assert!(info.presets.len() >= 4);
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
fn a_match_config_picks_the_setup_from_the_number_of_decks() {
    let deck = HOST.bot_deck().expect("a deck");
    for (seats, mode) in [
        (2, Mode::OneVOne),
        (3, Mode::OneVOneVOne),
        (4, Mode::TwoVTwo),
        (6, Mode::ThreeVThree),
    ] {
        let config = HOST.match_config(vec![deck.clone(); seats], true);
        let m: Mode = serde_json::from_value(config["mode"].clone()).expect("a mode");
        assert_eq!(m, mode);
        let game = HOST.new_match(7, seats, &config).expect("the match starts");
        assert_eq!(game.pending().decisions().len(), seats);
    }
    let config: Value = HOST.match_config(vec![deck; 2], true);
    assert!(
        HOST.new_match(7, 3, &config).is_err(),
        "seats must match the setup"
    );
}
