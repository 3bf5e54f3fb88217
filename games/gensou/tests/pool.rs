//! The card pool and the registry entry: six characters with CENTER and HYPER skills and their
//! own battle, state and trap cards and a final spell; shared instant and lasting items; every
//! card named in Chinese and English with English text; presets and bad decks through the host.

use std::collections::HashSet;

use serde_json::Value;
use tavern_game::host::{GameHost, Seating};
use tavern_gensou::cards;
use tavern_gensou::defs::{Body, Card, Need};
use tavern_gensou::host::HOST;
use tavern_gensou::presets::PRESETS;
use tavern_protocol::gensou::{CardKind, Deck};
use tavern_protocol::wire::DeckChoice;

fn of(character: &Card) -> Vec<&'static Card> {
    cards::all()
        .filter(|c| c.character == Some(character.id))
        .collect()
}

#[test]
fn six_characters_each_with_skills_their_own_mixed_spell_cards_and_one_final_spell() {
    let characters: Vec<_> = cards::all()
        .filter(|c| c.as_character().is_some())
        .collect();
    assert!(characters.len() >= 6);
    for ch in characters {
        let own = of(ch);
        let kinds: HashSet<CardKind> = own.iter().map(|c| c.kind()).collect();
        for k in [CardKind::Battle, CardKind::State, CardKind::Trap] {
            assert!(kinds.contains(&k), "{} has no {k:?} card", ch.english_name);
        }
        let finals = own
            .iter()
            .filter(|c| c.battle().is_some_and(|b| b.final_spell))
            .count();
        assert_eq!(finals, 1, "{}", ch.english_name);
        assert!(own.len() - finals >= 5, "{}", ch.english_name);
    }
}

#[test]
fn each_character_has_a_counter_card_that_meets_any_bar() {
    // The flashiness ladder: two of each character's three attacking cards stand at 3, so a
    // flashiness-3 hit closes only the opener, and a counter-only card as flashy as any card of
    // the pool meets any declaration zone's top.
    let flashiest = cards::all().map(|c| c.flashiness()).max();
    for ch in cards::all().filter(|c| c.as_character().is_some()) {
        let battle: Vec<_> = of(ch)
            .into_iter()
            .filter_map(|c| c.battle().filter(|b| !b.final_spell))
            .collect();
        let counters = battle
            .iter()
            .filter(|b| b.need == Need::Countering && Some(b.flash) == flashiest)
            .count();
        assert_eq!(counters, 1, "{}", ch.english_name);
        let high = battle
            .iter()
            .filter(|b| b.need != Need::Countering && b.flash >= 3)
            .count();
        assert!(high >= 2, "{}", ch.english_name);
    }
}

#[test]
fn at_least_ten_shared_items_instant_and_lasting() {
    let items: Vec<_> = cards::all()
        .filter(|c| c.character.is_none() && c.is_spell())
        .collect();
    assert!(items.len() >= 10);
    let kinds: HashSet<CardKind> = items.iter().map(|c| c.kind()).collect();
    assert!(kinds.contains(&CardKind::InstantItem) && kinds.contains(&CardKind::LastingItem));
}

#[test]
fn every_rule_the_cards_carry_is_used_by_some_card() {
    let mut mods = HashSet::new();
    let mut ops = HashSet::new();
    let mut needs = HashSet::new();
    let mut nullity = false;
    let mut uncounterable = false;
    let (mut state_need, mut item_need) = (false, false);
    for c in cards::all() {
        match &c.body {
            Body::Character(ch) => {
                mods.insert(std::mem::discriminant(&ch.center.effect));
                mods.insert(std::mem::discriminant(&ch.hyper.effect));
            }
            Body::Battle(b) => {
                needs.insert(std::mem::discriminant(&b.need));
                nullity |= b.nullity;
                uncounterable |= b.uncounterable;
                ops.extend(b.on_hit.iter().map(std::mem::discriminant));
            }
            Body::State(s) => {
                needs.insert(std::mem::discriminant(&s.need));
                state_need |= s.need != Need::Nothing;
                mods.insert(std::mem::discriminant(&s.effect));
            }
            Body::Trap(t) => {
                needs.insert(std::mem::discriminant(&t.need));
                ops.extend(t.ops.iter().map(std::mem::discriminant));
            }
            Body::Instant(i) => {
                item_need |= i.need != Need::Nothing;
                ops.extend(i.ops.iter().map(std::mem::discriminant));
            }
            Body::Lasting(l) => {
                item_need |= l.need != Need::Nothing;
                mods.insert(std::mem::discriminant(&l.effect));
            }
        }
    }
    assert!(nullity && uncounterable);
    assert!(
        state_need && item_need,
        "a state card and an item print a need"
    );
    assert_eq!(mods.len(), 11, "every kind of modifier: {mods:?}");
    assert_eq!(ops.len(), 11, "every kind of one-shot effect");
    let every_need = [
        Need::Nothing,
        Need::Center,
        Need::HpAtMost(0),
        Need::OpponentHpAtMost(0),
        Need::Declared(0),
        Need::OpponentBrokenOrb,
        Need::Attacking,
        Need::Countering,
        Need::OpposingOriginalAtMost(0),
    ];
    for n in every_need {
        assert!(needs.contains(&std::mem::discriminant(&n)), "{n:?} unused");
    }
}

#[test]
fn every_card_has_both_names_and_english_text() {
    let cards: Value = HOST.cards().parse().expect("json");
    let list = cards["cards"].as_array().expect("a card list");
    assert_eq!(list.len(), cards::all().count());
    for c in list {
        for field in ["name", "english_name", "text"] {
            let s = c[field].as_str().unwrap_or_default();
            assert!(!s.is_empty(), "{field} of {c}");
        }
    }
    let reimu = &list[0];
    assert_eq!(reimu["name"], "博丽灵梦");
    assert_eq!(reimu["skills"].as_array().map(Vec::len), Some(2));
    let seal = list.iter().find(|c| c["id"] == 102).expect("Fantasy Seal");
    assert_eq!(
        seal["text"],
        "Battle spell card of Reimu Hakurei. Power 2600, flashiness 3, cost 1. On hit: restore 1 orb (with every intact orb ready, a restore mends a broken orb)."
    );
    assert_eq!(cards["facts"]["hp"], 10_000);
    assert_eq!(
        cards["presets"].as_array().map(Vec::len),
        Some(PRESETS.len())
    );
}

#[test]
fn presets_resolve_by_name_and_as_card_lists() {
    assert_eq!(HOST.info().presets.len(), 3);
    for p in &PRESETS {
        let by_name = HOST
            .resolve_deck(&DeckChoice::Preset(p.name.into()), true)
            .expect("a preset");
        let as_list = HOST
            .resolve_deck(&DeckChoice::Cards(by_name.clone()), true)
            .expect("its card list");
        assert_eq!(by_name, as_list);
    }
    assert!(HOST.bot_deck().is_some());
    assert!(HOST
        .resolve_deck(&DeckChoice::Preset("nope".into()), true)
        .is_err());
    assert!(HOST
        .resolve_deck(&DeckChoice::Code("AAAA".into()), true)
        .is_err());
}

#[test]
fn bad_decks_are_refused_naming_the_card_and_the_rule() {
    let mut deck: Deck = PRESETS[0].deck();
    deck.cards.push(deck.cards[3]);
    let err = HOST
        .resolve_deck(
            &DeckChoice::Cards(serde_json::to_value(&deck).expect("json")),
            true,
        )
        .expect_err("four copies");
    assert!(
        err.contains("101") && err.contains("at most 3 copies"),
        "{err}"
    );
    // The same deck passes when the room does not check the rules.
    assert!(HOST
        .resolve_deck(
            &DeckChoice::Cards(serde_json::to_value(&deck).expect("json")),
            false
        )
        .is_ok());
    let err = HOST
        .resolve_deck(&DeckChoice::Cards(serde_json::json!({"cards": "x"})), true)
        .expect_err("malformed");
    assert!(err.starts_with("not a"), "{err}");
}

#[test]
fn a_match_starts_through_the_registry_entry() {
    let decks = vec![
        HOST.resolve_deck(&DeckChoice::Preset("starter".into()), true)
            .expect("deck"),
        HOST.resolve_deck(&DeckChoice::Preset("scarlet".into()), true)
            .expect("deck"),
    ];
    let config = HOST.match_config(decks, true, &Seating::of(&HOST.setups()[0]));
    let game = HOST.new_match(7, 2, &config).expect("a match");
    assert_eq!(game.pending().decisions().len(), 2, "both seats search");
    assert!(HOST.new_match(7, 3, &config).is_err());
}
