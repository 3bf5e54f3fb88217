//! The registry entry and the card pool: presets resolve, bad decks are refused naming the
//! card and the rule, the catalog holds every card with its texts, the pool covers every rule,
//! and the rulebook's example cards are as printed.

use serde_json::{json, Value};
use tavern_game::host::{GameHost, Seating};
use tavern_protocol::seven_square::{CardCatalog, CardId, CardKind, Deck, Modifier};
use tavern_protocol::wire::DeckChoice;
use tavern_seven_square::cards::{
    self, aera, all_cards, fields, mounts, Ability, Deploys, Kind, Whom, DECK_SIZE,
};
use tavern_seven_square::host::HOST;
use tavern_seven_square::presets::PRESETS;

fn cards_choice(ids: Vec<CardId>) -> DeckChoice {
    DeckChoice::Cards(serde_json::to_value(Deck { cards: ids }).expect("deck"))
}

#[test]
fn the_presets_resolve_and_follow_the_deck_rules() {
    let info = HOST.info();
    assert_eq!((info.id.as_str(), info.seats), ("seven_square", 2));
    assert!(info.presets.len() >= 3);
    for p in PRESETS {
        let deck = p.deck();
        assert_eq!(deck.cards.len(), DECK_SIZE, "{}", p.name);
        cards::resolve_deck(&deck, true).unwrap_or_else(|e| panic!("{}: {e}", p.name));
        let by_name = HOST
            .resolve_deck(&DeckChoice::Preset(p.name.to_lowercase()), true)
            .expect("by name, any case");
        let by_cards = HOST
            .resolve_deck(&cards_choice(deck.cards.clone()), true)
            .expect("by card list");
        assert_eq!(by_name, by_cards);
    }
    let bot: Deck = serde_json::from_value(HOST.bot_deck().expect("a bot deck")).expect("deck");
    assert!(cards::resolve_deck(&bot, true).is_ok());
}

#[test]
fn bad_decks_are_refused_naming_the_card_and_the_rule() {
    let good = PRESETS[0].deck().cards;
    let refuse = |ids: Vec<CardId>| {
        HOST.resolve_deck(&cards_choice(ids), true)
            .expect_err("a bad deck")
    };
    let mut four = good.clone();
    four.retain(|&c| c != aera::WARRIOR.id);
    four.truncate(36);
    four.extend([aera::WARRIOR.id; 4]);
    let e = refuse(four);
    assert!(e.contains("ウォーリアー") && e.contains("at most 3"), "{e}");
    let e = refuse(good[..39].to_vec());
    assert!(e.contains("exactly 40") && e.contains("39"), "{e}");
    let mut none: Vec<CardId> = good
        .iter()
        .copied()
        .filter(|&c| c != aera::CELES.id && c != aera::MIRIA.id)
        .collect();
    while none.len() < 40 {
        none.push(fields::SECRET_PASSAGE.id);
        none.push(aera::SCOUT.id);
    }
    none.truncate(40);
    let e = HOST
        .resolve_deck(&cards_choice(none), false)
        .expect_err("no general");
    assert!(e.contains("威光"), "{e}");
    let mut camp = good.clone();
    camp[0] = fields::CAMP.id;
    let e = refuse(camp);
    assert!(e.contains("出撃陣") && e.contains("not a deck card"), "{e}");
    let mut unknown = good.clone();
    unknown[0] = CardId(777);
    assert!(refuse(unknown).contains("777"));
    assert!(HOST
        .resolve_deck(&DeckChoice::Code("x".into()), true)
        .is_err());
    assert!(HOST
        .resolve_deck(&DeckChoice::Preset("nope".into()), true)
        .is_err());
    let small = vec![aera::CELES.id, aera::WARRIOR.id];
    assert!(
        HOST.resolve_deck(&cards_choice(small), false).is_ok(),
        "rules off: any size"
    );
}

#[test]
fn a_match_starts_from_the_hosts_config() {
    let deck = HOST.bot_deck().expect("deck");
    let config = HOST.match_config(
        vec![deck.clone(), deck],
        true,
        &Seating::of(&HOST.setups()[0]),
    );
    assert_eq!(config["check_deck_rules"], json!(true));
    let m = HOST.new_match(7, 2, &config).expect("starts");
    assert_eq!(
        m.pending().decisions().len(),
        2,
        "both place a general at once"
    );
    assert!(HOST.new_match(7, 3, &config).is_err());
}

#[test]
fn the_catalog_holds_every_card_with_its_texts() {
    let catalog: CardCatalog = HOST.cards().parse().expect("a catalog");
    let raw: Value = HOST.cards().parse().expect("json");
    assert!(raw["cards"].is_array());
    assert_eq!(catalog.cards.len(), all_cards().count());
    for c in &catalog.cards {
        assert!(
            !c.name.is_empty() && !c.english_name.is_empty(),
            "{:?}",
            c.id
        );
        assert!(c.text.len() > 20, "{}: {}", c.english_name, c.text);
        for a in &c.abilities {
            assert!(a.starts_with('【') && a.ends_with('】'), "{a}");
        }
    }
    assert_eq!(catalog.presets.len(), PRESETS.len());
    assert_eq!(
        (catalog.deck_size, catalog.max_copies, catalog.board_size),
        (40, 3, 7)
    );
    let warrior = catalog
        .cards
        .iter()
        .find(|c| c.id == aera::WARRIOR.id)
        .expect("listed");
    assert!(warrior.text.contains("Shoot 1/1"), "{}", warrior.text);
}

#[test]
fn the_pool_exercises_every_rule() {
    let deckable: Vec<_> = all_cards().filter(|c| c.deckable()).collect();
    let count = |k: CardKind| deckable.iter().filter(|c| c.card_kind() == k).count();
    assert!(deckable.len() >= 24);
    assert!(
        count(CardKind::Unit) >= 14 && count(CardKind::Mount) >= 5 && count(CardKind::Field) >= 5
    );
    let with = |f: &dyn Fn(&Ability) -> bool| {
        deckable
            .iter()
            .filter(|c| c.abilities.iter().any(f))
            .count()
    };
    assert!(with(&|a| *a == Ability::Prestige) >= 3, "several 【威光】");
    assert!(with(&|a| matches!(a, Ability::Shoot { .. })) >= 2);
    assert!(with(&|a| *a == Ability::Engineering) >= 2);
    assert!(with(&|a| matches!(a, Ability::Grant(_))) >= 2);
    assert!(with(&|a| matches!(a, Ability::Deploy(_))) >= 3);
    assert!(with(&|a| *a == Ability::Passage) >= 1);
    assert!(with(&|a| *a == Ability::Refill) >= 2);
    // The rulebook's "名称を指定し、強化" and "戦闘フェイズには…一部能力".
    assert!(
        with(&|a| matches!(
            a,
            Ability::Inspire {
                whom: Whom::Name(_),
                ..
            }
        )) >= 1
    );
    assert!(with(&|a| matches!(a, Ability::FirstAid(_))) >= 1);
    for c in &deckable {
        for a in c.abilities {
            if let Ability::Inspire {
                whom: Whom::Name(name),
                ..
            } = a
            {
                assert!(
                    all_cards().any(|d| d.name == *name && d.card_kind() == CardKind::Unit),
                    "{}: names {name}, which is no unit of the pool",
                    c.name
                );
            }
        }
    }
    let modifiers: Vec<Modifier> = deckable
        .iter()
        .filter_map(|c| match c.kind {
            Kind::Mount {
                attack,
                life,
                capacity,
                ..
            } => {
                assert!((1..=2).contains(&capacity));
                Some([attack, life])
            }
            _ => None,
        })
        .flatten()
        .collect();
    assert!(modifiers.iter().any(|m| matches!(m, Modifier::Plus(_))));
    assert!(modifiers.iter().any(|m| matches!(m, Modifier::Minus(_))));
    assert!(modifiers.iter().any(|m| matches!(m, Modifier::Fixed(_))));
    let mut ids: Vec<CardId> = all_cards().map(|c| c.id).collect();
    ids.dedup();
    assert_eq!(
        ids.len(),
        all_cards().count(),
        "ids are unique and in order"
    );
    let mut names: Vec<&str> = all_cards().map(|c| c.name).collect();
    names.sort();
    names.dedup();
    assert_eq!(
        names.len(),
        all_cards().count(),
        "names are unique (同名 means the same card)"
    );
}

/// The rulebook's example cards, as printed.
#[test]
fn the_rulebooks_example_cards_are_as_printed() {
    let w = &aera::WARRIOR;
    assert_eq!((w.name, w.cost), ("ウォーリアー", 2));
    assert_eq!(
        w.kind,
        Kind::Unit {
            attack: 2,
            life: 4,
            movement: 1
        }
    );
    assert_eq!(
        w.abilities,
        &[Ability::Shoot {
            damage: 1,
            range: 1
        }]
    );
    assert_eq!(w.remarks, "アエラ所属。 白兵戦闘要員。");
    let ao = &mounts::AO;
    assert_eq!((ao.name, ao.cost, ao.remarks), ("名犬アオ", 2, "名犬。"));
    assert_eq!(
        ao.kind,
        Kind::Mount {
            capacity: 1,
            attack: Modifier::Plus(1),
            life: Modifier::Plus(2),
            movement: 2
        }
    );
    assert_eq!(
        ao.abilities
            .iter()
            .map(Ability::printed)
            .collect::<Vec<_>>(),
        ["【付与:射撃1/2】"]
    );
    let p = &fields::SECRET_PASSAGE;
    assert_eq!((p.name, p.cost, p.remarks), ("秘密通路", 1, "通路。"));
    assert_eq!(p.kind, Kind::Field { life: 5 });
    assert_eq!(
        p.abilities.iter().map(Ability::printed).collect::<Vec<_>>(),
        ["【移動:同名】", "【補填(設置時):同名or1】"]
    );
    let camp = &fields::CAMP;
    assert_eq!((camp.name, camp.kind), ("出撃陣", Kind::Field { life: 10 }));
    assert_eq!(camp.deploys(), Some(Deploys::All));
    assert!(!camp.deckable());
}
