//! The card pool's shape: at least 12 cards per element with spells, objects and creatures, the
//! element themes' keywords, at least 8 planes (stable and unstable), unique ids, names and
//! text, and the restrictions the engine relies on ("may" only last in what is cast, every card
//! costs a rune).

use std::collections::HashSet;

use tavern_confix::cards::planes::{PlaneKind, PLANES};
use tavern_confix::cards::{all_cards, contains_may, element_cards, may_misplaced, Keywords};
use tavern_confix::text;
use tavern_protocol::confix::{Element, Kind};

#[test]
fn every_element_has_at_least_12_cards_spells_objects_and_creatures() {
    for e in Element::ALL {
        let cards = element_cards(e);
        assert!(cards.len() >= 12, "{e:?} has {} cards", cards.len());
        for kind in [Kind::Spell, Kind::Object, Kind::Creature] {
            assert!(
                cards.iter().any(|c| c.kind == kind),
                "{e:?} has no {kind:?}"
            );
        }
        assert!(cards.iter().all(|c| c.element == e && !c.token));
    }
    assert!(all_cards().filter(|c| !c.token).count() >= 48);
}

#[test]
fn the_element_themes_have_their_keywords() {
    let has = |e: Element, k: Keywords| element_cards(e).iter().any(|c| c.keywords.has(k));
    assert!(has(Element::Fire, Keywords::FIRST_STRIKE) && has(Element::Fire, Keywords::AMPLIFY));
    assert!(has(Element::Water, Keywords::WARD) && has(Element::Water, Keywords::ILLUSION));
    assert!(has(Element::Water, Keywords::REDIRECT), "法术偏移");
    assert!(has(Element::Air, Keywords::UNBLOCKABLE) && has(Element::Air, Keywords::DEFLECT));
    assert!(has(Element::Air, Keywords::PIERCING), "法术穿透");
    assert!(has(Element::Earth, Keywords::RETALIATE) && has(Element::Earth, Keywords::STONESKIN));
    assert!(has(Element::Earth, Keywords::UNDYING));
}

#[test]
fn ids_are_unique_and_every_card_has_names_and_text() {
    let mut seen = HashSet::new();
    for c in all_cards() {
        assert!(seen.insert(c.id), "duplicate id {}", c.id.0);
        assert!(
            !c.name.is_empty() && !c.english_name.is_empty(),
            "{}",
            c.id.0
        );
        assert!(!text::card_text(c).is_empty());
    }
    let mut seen = HashSet::new();
    for p in PLANES {
        assert!(seen.insert(p.id), "duplicate plane {}", p.id.0);
        assert!(!p.name.is_empty() && !p.english_name.is_empty());
        assert!(!text::plane_text(p).is_empty());
    }
}

#[test]
fn every_deck_card_costs_at_least_one_rune_so_turns_end() {
    for c in all_cards().filter(|c| !c.token) {
        assert!(c.cost.total() >= 1, "{} is free", c.english_name);
    }
}

#[test]
fn a_may_stands_only_last_in_what_is_cast_and_never_in_triggers() {
    for c in all_cards() {
        assert!(!may_misplaced(c.play), "{}", c.english_name);
        if let Some(a) = c.ability {
            assert!(!may_misplaced(a.ops), "{}", c.english_name);
        }
        for ops in [c.beginning, c.end, c.dies] {
            assert!(!contains_may(ops), "{} asks outside a cast", c.english_name);
        }
    }
    for p in PLANES {
        let ops = match p.kind {
            PlaneKind::Stable { chaos, .. } => chaos,
            PlaneKind::Unstable { enter } => enter,
        };
        assert!(!contains_may(ops), "{}", p.english_name);
    }
}

#[test]
fn there_are_at_least_8_planes_stable_and_unstable() {
    assert!(PLANES.len() >= 8);
    let stable = PLANES.iter().filter(|p| p.stable()).count();
    assert!(stable >= 2, "shifting always finds a stable plane");
    assert!(PLANES.len() - stable >= 2);
}
