//! The deck rules (卡组准备): 40–50 cards, at most 3 copies of one card, at least one character
//! card; refusals name the card and the rule.

mod common;

use common::*;
use tavern_game::{Game, SetupError};
use tavern_gensou::deck::{check, DeckError};
use tavern_gensou::presets::PRESETS;
use tavern_gensou::Gensou;
use tavern_protocol::gensou::{Config, Deck, Options};

/// `n` cards: Reimu, her spell cards and the items, never more than 3 copies of one.
fn legal_cards(n: usize) -> Vec<u16> {
    let mut ids = vec![100];
    for _ in 0..3 {
        ids.extend(101..=106);
        ids.extend(901..=914);
    }
    ids.truncate(n);
    ids
}

fn deck(ids: &[u16]) -> Deck {
    Deck {
        cards: ids.iter().map(|&i| id(i)).collect(),
        starter: None,
    }
}

#[test]
fn a_deck_holds_40_to_50_cards() {
    assert!(check(&deck(&legal_cards(40)), true).is_ok());
    assert!(check(&deck(&legal_cards(50)), true).is_ok());
    let e = check(&deck(&legal_cards(39)), true).expect_err("39 cards");
    assert_eq!(e, DeckError::TooFewCards { count: 39 });
    assert!(e.to_string().contains("at least 40"), "{e}");
    let mut many = legal_cards(50);
    many.push(200);
    let e = check(&deck(&many), true).expect_err("51 cards");
    assert_eq!(e, DeckError::TooManyCards { count: 51 });
    assert!(e.to_string().contains("at most 50"), "{e}");
}

#[test]
fn a_deck_holds_at_most_3_copies_of_one_card() {
    let mut ids = legal_cards(44);
    ids.push(101);
    let e = check(&deck(&ids), true).expect_err("four copies");
    assert_eq!(e.code(), "too_many_copies");
    let text = e.to_string();
    assert!(
        text.contains("101") && text.contains("Evil-Sealing Circle"),
        "{text}"
    );
    assert!(text.contains("at most 3 copies"), "{text}");
}

#[test]
fn a_deck_needs_a_character_card() {
    let ids: Vec<u16> = legal_cards(44).into_iter().filter(|&i| i != 100).collect();
    let e = check(&deck(&ids), true).expect_err("no character");
    assert_eq!(e, DeckError::NoCharacter);
    assert!(e.to_string().contains("at least 1"));
}

#[test]
fn unknown_cards_are_refused_by_id() {
    let mut ids = legal_cards(44);
    ids[5] = 777;
    let e = check(&deck(&ids), true).expect_err("unknown id");
    assert_eq!(e, DeckError::UnknownCard { card: id(777) });
    assert!(e.to_string().contains("777"));
}

#[test]
fn the_starter_is_a_character_card_of_the_deck() {
    let ids = legal_cards(44);
    let checked = check(&deck(&ids), true).expect("legal");
    assert_eq!(
        checked.starter.id,
        id(100),
        "the first character by default"
    );
    let named = |s: u16| Deck {
        starter: Some(id(s)),
        ..deck(&ids)
    };
    let e = check(&named(101), true).expect_err("a battle card");
    assert_eq!(e.code(), "starter_not_a_character");
    let e = check(&named(200), true).expect_err("Marisa is not in the deck");
    assert_eq!(e, DeckError::StarterNotInDeck { card: id(200) });
}

#[test]
fn unchecked_decks_keep_only_what_setup_needs() {
    let small = [100, 101, 101, 101, 101, 101, 101];
    assert!(
        check(&deck(&small), false).is_ok(),
        "copies and size unchecked"
    );
    let e = check(&deck(&small[..5]), false).expect_err("too small to deal");
    assert_eq!(e, DeckError::TooSmallToDeal { count: 5 });
    let e = check(&deck(&[101; 10]), false).expect_err("no character");
    assert_eq!(e, DeckError::NoCharacter);
    let e = check(&deck(&[100; 51]), false).expect_err("too many");
    assert_eq!(e, DeckError::TooManyCards { count: 51 });
}

#[test]
fn every_preset_follows_the_deck_rules() {
    for p in &PRESETS {
        let d = p.deck();
        let checked = check(&d, true).unwrap_or_else(|e| panic!("{}: {e}", p.name));
        assert_eq!(Some(checked.starter.id), d.starter);
    }
}

#[test]
fn a_refused_deck_refuses_the_match_naming_the_seat() {
    let config = Config {
        decks: vec![PRESETS[0].deck(), deck(&legal_cards(39))],
        options: Options::default(),
    };
    match Gensou::new(1, 2, config) {
        Err(SetupError::Deck { seat, reason }) => {
            assert_eq!(seat, B);
            assert!(reason.contains("at least 40"), "{reason}");
        }
        other => panic!("expected a deck error, got {other:?}"),
    }
}
