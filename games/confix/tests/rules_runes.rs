//! Runes and classes: costs such as `*W`, paying with active runes, the fifteen classes and
//! their colours, and the four single-element classes' cost control.

mod common;

use common::*;
use tavern_confix::cards;
use tavern_confix::deck::DECK_SIZE;
use tavern_confix::testkit::Scenario;
use tavern_confix::{Confix, Illegal};
use tavern_game::Seat;
use tavern_protocol::confix::{
    Action, CardId, CardList, Class, Config, Deck, Element, Mode, Options, Payment, Runes, Target,
    Uid,
};

fn pay(runes: Runes, power_of: Option<u16>, exile: &[u16]) -> Payment {
    let ids: Vec<CardId> = exile.iter().map(|&c| CardId(c)).collect();
    Payment {
        runes,
        power_of: power_of.map(Uid),
        exile: CardList::new(&ids).expect("a few cards"),
    }
}

fn card(card: u16, target: Target, pay: Payment) -> Action {
    Action::PlayCard {
        card: CardId(card),
        target,
        pay,
    }
}

#[test]
fn a_cost_like_star_w_takes_one_water_and_one_rune_of_any_colour() {
    let phantasm = cards::card(CardId(205)).expect("Giant Phantasm");
    assert_eq!(phantasm.cost.printed(), "*W");
    let mut g = Scenario::new(Mode::OneVOne)
        .hand(0, &[205])
        .runes(0, Runes::new(2, 1, 0, 0))
        .build();
    refuse(
        &mut g,
        0,
        play(205, Target::None, fire(2)),
        Illegal::ColourShort {
            element: Element::Water,
            needed: 1,
            paid: 0,
        },
    );
    refuse(
        &mut g,
        0,
        play(205, Target::None, water(1)),
        Illegal::WrongPayment { needed: 2, paid: 1 },
    );
    refuse(
        &mut g,
        0,
        play(205, Target::None, Runes::new(2, 1, 0, 0)),
        Illegal::WrongPayment { needed: 2, paid: 3 },
    );
    act(&mut g, 0, play(205, Target::None, Runes::new(1, 1, 0, 0)));
    assert_eq!(g.player(Seat(0)).active(), fire(1));
    let mut g = Scenario::new(Mode::OneVOne)
        .hand(0, &[205])
        .runes(0, fire(2))
        .build();
    assert!(legal(&g, 0)
        .iter()
        .all(|a| !matches!(a, Action::PlayCard { .. })));
    refuse(
        &mut g,
        0,
        play(205, Target::None, Runes::new(1, 1, 0, 0)),
        Illegal::NotEnoughRunes {
            element: Element::Water,
            needed: 1,
            have: 0,
        },
    );
}

#[test]
fn every_class_is_selectable_with_the_colours_the_rulebook_gives_it() {
    use Element::*;
    let table: Vec<(Class, &[Element])> = vec![
        (Class::InfernoEmissary, &[Fire]),
        (Class::DeepSeaLurker, &[Water]),
        (Class::AetherWalker, &[Air]),
        (Class::Earthshaper, &[Earth]),
        (Class::LavaSorcerer, &[Fire, Earth]),
        (Class::MireNative, &[Earth, Water]),
        (Class::StormCaller, &[Water, Air]),
        (Class::Inquisitor, &[Air, Fire]),
        (Class::ForceEssence, &[Fire, Water]),
        (Class::RockWarden, &[Air, Earth]),
        (Class::SandFiend, &[Fire, Air, Earth]),
        (Class::ArcaneSpirit, &[Fire, Air, Water]),
        (Class::AbyssShade, &[Earth, Fire, Water]),
        (Class::NatureGuardian, &[Earth, Air, Water]),
        (Class::ElementMaster, &[Fire, Air, Earth, Water]),
    ];
    assert_eq!(table.len(), Class::ALL.len());
    for (class, colours) in table {
        assert_eq!(class.elements(), colours, "{class:?}");
        let last = colours[colours.len() - 1];
        let deck = Deck {
            class,
            cards: cards::element_cards(last)
                .iter()
                .flat_map(|c| [c.id, c.id])
                .take(DECK_SIZE)
                .collect(),
        };
        let config = Config {
            decks: vec![deck.clone(), deck],
            mode: Mode::OneVOne,
            teams: Vec::new(),
            options: Options::default(),
        };
        let g = Confix::setup(1, 2, &config).unwrap_or_else(|e| panic!("{class:?}: {e}"));
        assert_eq!(g.player(Seat(0)).class, class);
    }
}

#[test]
fn flame_combo_makes_the_next_spell_after_a_spell_cost_one_star_less_but_not_a_creature() {
    let mut g = Scenario::new(Mode::OneVOne)
        .class(0, Class::InfernoEmissary)
        .hand(0, &[101, 102, 105, 106])
        .runes(0, fire(8))
        .dice(&[1])
        .build();
    refuse(
        &mut g,
        0,
        play(102, player(1), fire(2)),
        Illegal::WrongPayment { needed: 3, paid: 2 },
    );
    act(&mut g, 0, play(101, player(1), fire(1)));
    // 下一张法术: the Molten Berserker (*F) is a creature, so it costs its full *F.
    refuse(
        &mut g,
        0,
        play(105, Target::None, fire(1)),
        Illegal::WrongPayment { needed: 2, paid: 1 },
    );
    act(&mut g, 0, play(105, Target::None, fire(2)));
    // The creature left the combo armed for the next spell: Flame Lance (**F) costs *F.
    refuse(
        &mut g,
        0,
        play(102, player(1), fire(3)),
        Illegal::WrongPayment { needed: 2, paid: 3 },
    );
    act(&mut g, 0, play(102, player(1), fire(2)));
    // Flame Lance was a spell too: Chaos Fireball (**F) costs *F.
    act(&mut g, 0, play(106, player(1), fire(2)));
    assert_eq!(g.player(Seat(0)).active(), fire(1));
}

#[test]
fn tidal_affinity_pays_stars_with_the_power_of_a_permanent_which_is_tapped() {
    let mut g = Scenario::new(Mode::OneVOne)
        .class(0, Class::DeepSeaLurker)
        .hand(0, &[204])
        .runes(0, water(2))
        .permanent(0, 205)
        .permanent(1, 104)
        .build();
    let steal = card(204, perm(2), pay(water(2), Some(1), &[]));
    assert!(
        legal(&g, 0).contains(&steal),
        "the suggestion uses the power"
    );
    act(&mut g, 0, steal);
    assert!(g.permanent(Uid(1)).expect("payer").tapped);
    assert_eq!(g.permanent(Uid(2)).expect("stolen").side, Seat(0));
    let mut g = Scenario::new(Mode::OneVOne)
        .class(0, Class::StormCaller)
        .hand(0, &[204])
        .runes(0, water(2))
        .permanent(0, 205)
        .permanent(1, 104)
        .build();
    refuse(
        &mut g,
        0,
        card(204, perm(2), pay(water(2), Some(1), &[])),
        Illegal::ClassCannot {
            class: Class::StormCaller,
        },
    );
    let mut g = Scenario::new(Mode::OneVOne)
        .class(0, Class::DeepSeaLurker)
        .hand(0, &[203])
        .runes(0, water(1))
        .permanent(0, 205)
        .build();
    refuse(
        &mut g,
        0,
        card(203, perm(1), pay(water(1), Some(1), &[])),
        Illegal::UselessPayment,
    );
}

#[test]
fn void_reclamation_pays_stars_with_the_graveyard_cards_the_player_names_which_are_exiled() {
    let scenario = Scenario::new(Mode::OneVOne)
        .class(0, Class::AetherWalker)
        .hand(0, &[303])
        .graveyard(0, &[301, 302, 309, 306])
        .runes(0, air(1));
    let mut g = scenario.clone().build();
    let suggested = card(303, Target::None, pay(air(1), None, &[306, 301]));
    assert!(
        legal(&g, 0).contains(&suggested),
        "the suggestion keeps the creatures (Sky Ranger, Wind Sprite) for Regrowth"
    );
    // The player names any two: here the Wind Sprite and the Gale Wall.
    act(
        &mut g,
        0,
        card(303, Target::None, pay(air(1), None, &[309, 301])),
    );
    assert_eq!(graveyard(&g, 0), vec![302, 306, 303]);
    let exiled: Vec<u16> = g.player(Seat(0)).exile.iter().map(|c| c.id.0).collect();
    assert_eq!(exiled, vec![309, 301], "the cards named, exiled");
    let mut g = scenario.build();
    refuse(
        &mut g,
        0,
        card(303, Target::None, pay(air(1), None, &[302, 302])),
        Illegal::NotInGraveyard(CardId(302)),
    );
    refuse(
        &mut g,
        0,
        card(303, Target::None, pay(Runes::NONE, None, &[301, 302, 306])),
        Illegal::UselessPayment,
    );
}

#[test]
fn summon_guards_summons_n_earth_elementals_of_power_1_once_a_turn() {
    let mut g = Scenario::new(Mode::OneVOne)
        .class(0, Class::Earthshaper)
        .runes(0, earth(4))
        .build();
    let guards = Action::SummonGuards {
        count: 3,
        pay: earth(3),
    };
    act(&mut g, 0, guards);
    assert_eq!(battlefield(&g), vec![901, 901, 901]);
    assert!(g.battlefield().iter().all(|p| p.power == 1 && p.sick));
    refuse(
        &mut g,
        0,
        Action::SummonGuards {
            count: 1,
            pay: earth(1),
        },
        Illegal::AlreadyUsed,
    );
    let mut g = Scenario::new(Mode::OneVOne).runes(0, earth(1)).build();
    refuse(
        &mut g,
        0,
        Action::SummonGuards {
            count: 1,
            pay: earth(1),
        },
        Illegal::ClassCannot {
            class: Class::ElementMaster,
        },
    );
}
