//! Rule tests for elemental reactions: one test per reaction, with the aura set on the
//! target and the incoming element always from a real skill or summon in the match.

mod common;

use common::*;
use tavern_game::{DecisionKind, Game};
use tavern_gitcg::cards::builtin;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::{Gitcg, Illegal};
use tavern_protocol::gitcg::{Action, Element, Event, Reaction};

/// The aura of a character as everyone sees it.
fn aura(g: &Gitcg, seat: tavern_game::Seat, slot: u8) -> Vec<Element> {
    side(g, seat).characters[slot as usize].aura.clone()
}

/// Seat 0 with Diluc active and Pyro dice, against the trio.
fn diluc_attacks() -> Gitcg {
    let mut g = trio("pppppppppppp").build();
    g.set_active(P0, 1);
    g
}

/// Seat 0 with Keqing active and Electro dice, against the trio.
fn keqing_attacks() -> Gitcg {
    let mut g = trio("eeeeeeeeeeee").build();
    g.set_active(P0, 2);
    g
}

#[test]
fn melt_cryo_and_pyro_adds_two() {
    let mut g = diluc_attacks();
    g.set_aura(P1, 0, Element::Cryo);
    let events = skill(&mut g, P0, DILUC_SKILL, "ppp");
    assert_eq!(damages(&events), vec![(1, 0, 5, Some(Reaction::Melt))]);
    assert!(aura(&g, P1, 0).is_empty(), "both elements are consumed");
    // The other way round: Cryo onto Pyro.
    let mut g = trio("ccc").build();
    g.set_aura(P1, 0, Element::Pyro);
    let events = skill(&mut g, P0, GANYU_SKILL, "ccc");
    assert_eq!(damages(&events), vec![(1, 0, 3, Some(Reaction::Melt))]);
}

#[test]
fn vaporize_hydro_and_pyro_adds_two() {
    let mut g = diluc_attacks();
    g.set_aura(P1, 0, Element::Hydro);
    let events = skill(&mut g, P0, DILUC_SKILL, "ppp");
    assert_eq!(damages(&events), vec![(1, 0, 5, Some(Reaction::Vaporize))]);
    assert!(aura(&g, P1, 0).is_empty());
}

#[test]
fn overloaded_adds_two_and_forces_the_active_target_to_switch_to_the_next() {
    let mut g = diluc_attacks();
    g.set_aura(P1, 0, Element::Electro);
    let events = skill(&mut g, P0, DILUC_SKILL, "ppp");
    assert_eq!(
        damages(&events),
        vec![(1, 0, 5, Some(Reaction::Overloaded))]
    );
    assert_eq!(active(&g, P1), 1, "forced to the next character");
    assert_eq!(g.pending().of(P1), Some(DecisionKind::Act), "no choice");
}

#[test]
fn overloaded_wraps_around_and_skips_knocked_out_characters() {
    let mut g = diluc_attacks();
    g.set_active(P1, 2);
    g.set_aura(P1, 2, Element::Electro);
    skill(&mut g, P0, DILUC_SKILL, "ppp");
    assert_eq!(active(&g, P1), 0, "slot 2 wraps around to slot 0");

    let mut g = trio("eeeepppp").build();
    g.set_active(P0, 2);
    g.set_energy(P0, 2, 3);
    g.set_hp(P1, 1, 3);
    // Starward Sword: 4 Electro to the active Ganyu, 3 piercing knocks out Diluc (slot 1).
    skill(&mut g, P0, KEQING_BURST, "eeee");
    assert!(!side(&g, P1).characters[1].alive);
    end(&mut g, P1);
    switch(&mut g, P0, 1, "p");
    skill(&mut g, P0, DILUC_SKILL, "ppp");
    assert_eq!(active(&g, P1), 2, "the knocked-out slot 1 is skipped");
}

#[test]
fn overloaded_that_knocks_out_the_target_makes_the_next_character_active_without_a_choice() {
    let mut g = diluc_attacks();
    g.set_aura(P1, 0, Element::Electro);
    g.set_hp(P1, 0, 5);
    let events = skill(&mut g, P0, DILUC_SKILL, "ppp");
    assert_eq!(
        damages(&events),
        vec![(1, 0, 5, Some(Reaction::Overloaded))]
    );
    assert!(!side(&g, P1).characters[0].alive);
    assert_eq!(active(&g, P1), 1);
    assert_eq!(
        g.pending().of(P1),
        Some(DecisionKind::Act),
        "no choice is asked"
    );
}

#[test]
fn superconduct_adds_one_and_pierces_every_other_opposing_character() {
    let mut g = keqing_attacks();
    g.set_aura(P1, 0, Element::Cryo);
    let events = skill(&mut g, P0, KEQING_SKILL, "eee");
    assert_eq!(
        damages(&events),
        vec![
            (1, 0, 4, Some(Reaction::Superconduct)),
            (1, 1, 1, None),
            (1, 2, 1, None)
        ]
    );
    assert_eq!(hps(&g, P1), [6, 9, 9]);
    assert!(
        aura(&g, P1, 1).is_empty(),
        "the piercing applies no element"
    );
}

#[test]
fn electro_charged_adds_one_and_pierces_every_other_opposing_character() {
    let mut g = keqing_attacks();
    g.set_aura(P1, 0, Element::Hydro);
    let events = skill(&mut g, P0, KEQING_SKILL, "eee");
    assert_eq!(
        damages(&events),
        vec![
            (1, 0, 4, Some(Reaction::ElectroCharged)),
            (1, 1, 1, None),
            (1, 2, 1, None)
        ]
    );
    assert!(aura(&g, P1, 0).is_empty());
}

#[test]
fn frozen_adds_one_and_the_target_cannot_use_skills() {
    let mut g = trio("cccccccc").build();
    g.set_aura(P1, 0, Element::Hydro);
    let events = skill(&mut g, P0, GANYU_SKILL, "ccc");
    assert_eq!(damages(&events)[0], (1, 0, 2, Some(Reaction::Frozen)));
    assert_eq!(statuses(&g, P1, 0), vec![builtin::FROZEN.id]);
    assert!(aura(&g, P1, 0).is_empty());
    assert!(!legal(&g, P1)
        .iter()
        .any(|a| matches!(a, Action::UseSkill { .. })));
    assert_eq!(
        try_act(
            &mut g,
            P1,
            Action::UseSkill {
                skill: GANYU_NORMAL,
                dice: dice("ccc")
            }
        ),
        Err(Illegal::SkillsBlocked)
    );
    // Switching is still allowed.
    switch(&mut g, P1, 1, "c");
    assert_eq!(active(&g, P1), 1);
}

#[test]
fn physical_damage_to_a_frozen_character_gets_two_more_and_removes_frozen() {
    let mut g = trio("cccccccc").build();
    g.set_aura(P1, 0, Element::Hydro);
    skill(&mut g, P0, GANYU_SKILL, "ccc");
    end(&mut g, P1);
    let events = skill(&mut g, P0, GANYU_NORMAL, "ccc");
    assert_eq!(damages(&events), vec![(1, 0, 4, None)]);
    assert!(statuses(&g, P1, 0).is_empty());
    assert_eq!(hp(&g, P1, 0), 10 - 2 - 4);
}

#[test]
fn pyro_damage_to_a_frozen_character_gets_two_more_and_removes_frozen() {
    let mut g = trio("cccppppp").build();
    g.set_aura(P1, 0, Element::Hydro);
    skill(&mut g, P0, GANYU_SKILL, "ccc");
    end(&mut g, P1);
    switch(&mut g, P0, 1, "p");
    let events = skill(&mut g, P0, DILUC_SKILL, "ppp");
    assert_eq!(damages(&events), vec![(1, 0, 5, None)]);
    assert!(statuses(&g, P1, 0).is_empty());
}

#[test]
fn frozen_ends_with_the_round() {
    let mut g = trio("ccc").build();
    g.set_aura(P1, 0, Element::Hydro);
    skill(&mut g, P0, GANYU_SKILL, "ccc");
    end(&mut g, P1);
    end(&mut g, P0);
    assert!(statuses(&g, P1, 0).is_empty());
    keep_dice(&mut g);
    g.set_dice(P1, dice("ccc"));
    assert_eq!(g.turn(), P1);
    skill(&mut g, P1, GANYU_NORMAL, "ccc");
    // 2 Physical, -1 from the Ice Lotus seat 0's Ganyu created.
    assert_eq!(hp(&g, P0, 0), 9);
}

#[test]
fn burning_adds_one_and_summons_burning_flame_which_stacks_to_two() {
    let mut g = diluc_attacks();
    g.set_aura(P1, 0, Element::Dendro);
    let events = skill(&mut g, P0, DILUC_SKILL, "ppp");
    assert_eq!(damages(&events), vec![(1, 0, 4, Some(Reaction::Burning))]);
    assert_eq!(summons(&g, P0), vec![(builtin::BURNING_FLAME.id, Some(1))]);
    end(&mut g, P1);
    g.set_aura(P1, 0, Element::Dendro);
    skill(&mut g, P0, DILUC_SKILL, "ppp");
    assert_eq!(summons(&g, P0), vec![(builtin::BURNING_FLAME.id, Some(2))]);
    g.set_hp(P1, 0, 10);
    g.set_aura(P1, 0, Element::Dendro);
    skill(&mut g, P0, DILUC_SKILL, "ppp");
    assert_eq!(
        summons(&g, P0),
        vec![(builtin::BURNING_FLAME.id, Some(2))],
        "at most 2 usages"
    );
    // End phase: Burning Flame deals 1 Pyro and spends one usage.
    g.set_hp(P1, 0, 10);
    let events = end(&mut g, P0);
    assert_eq!(damages(&events), vec![(1, 0, 1, None)]);
    assert_eq!(summons(&g, P0), vec![(builtin::BURNING_FLAME.id, Some(1))]);
}

#[test]
fn quicken_adds_one_and_creates_a_catalyzing_field_for_two_electro_or_dendro_hits() {
    let mut g = keqing_attacks();
    g.set_aura(P1, 0, Element::Dendro);
    let events = skill(&mut g, P0, KEQING_SKILL, "eee");
    assert_eq!(damages(&events), vec![(1, 0, 4, Some(Reaction::Quicken))]);
    assert_eq!(
        combat(&g, P0),
        vec![(builtin::CATALYZING_FIELD.id, Some(2))]
    );
    end(&mut g, P1);
    // A physical hit is not boosted and spends nothing.
    let events = skill(&mut g, P0, KEQING_NORMAL, "eee");
    assert_eq!(damages(&events), vec![(1, 0, 2, None)]);
    assert_eq!(
        combat(&g, P0),
        vec![(builtin::CATALYZING_FIELD.id, Some(2))]
    );
    // The second Stellar Restoration consumes the Lightning Stiletto the first one created
    // and infuses Keqing: 3 Electro +1.
    g.set_hp(P1, 0, 10);
    let events = skill(&mut g, P0, KEQING_SKILL, "eee");
    assert_eq!(damages(&events), vec![(1, 0, 4, None)]);
    assert_eq!(
        combat(&g, P0),
        vec![(builtin::CATALYZING_FIELD.id, Some(1))]
    );
    // Electro-infused normal attack: 2 +1, and the field is used up.
    let events = skill(&mut g, P0, KEQING_NORMAL, "eee");
    assert_eq!(damages(&events), vec![(1, 0, 3, None)]);
    assert_eq!(combat(&g, P0), vec![]);
}

#[test]
fn cryo_and_dendro_coexist_and_cryo_reacts_first() {
    let mut g = trio("cccppppppp").build();
    g.set_aura(P1, 0, Element::Dendro);
    let events = skill(&mut g, P0, GANYU_SKILL, "ccc");
    assert_eq!(damages(&events), vec![(1, 0, 1, None)]);
    assert_eq!(aura(&g, P1, 0), vec![Element::Cryo, Element::Dendro]);
    end(&mut g, P1);
    switch(&mut g, P0, 1, "p");
    let events = skill(&mut g, P0, DILUC_SKILL, "ppp");
    assert_eq!(damages(&events), vec![(1, 0, 5, Some(Reaction::Melt))]);
    assert_eq!(aura(&g, P1, 0), vec![Element::Dendro]);
    g.set_hp(P1, 0, 10);
    let events = skill(&mut g, P0, DILUC_SKILL, "ppp");
    assert_eq!(damages(&events), vec![(1, 0, 4, Some(Reaction::Burning))]);
}

#[test]
fn an_element_meeting_the_same_element_does_not_react() {
    let mut g = trio("cccccc").build();
    g.set_aura(P1, 0, Element::Cryo);
    let events = skill(&mut g, P0, GANYU_SKILL, "ccc");
    assert_eq!(damages(&events), vec![(1, 0, 1, None)]);
    assert_eq!(aura(&g, P1, 0), vec![Element::Cryo]);
    assert!(!events.iter().any(|e| matches!(
        e,
        Event::Damage {
            reaction: Some(_),
            ..
        }
    )));
}

/// Seat 0 with `attacker` in slot 0 (active) and `d` dice, against the trio.
fn attacker(attacker: u32, d: &str) -> Gitcg {
    Scenario::new([attacker, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .dice(0, dice(d))
        .first(1)
        .build()
}

#[test]
fn swirl_spreads_the_swirled_element_to_every_other_opposing_character() {
    let mut g = attacker(SUCROSE, "aaa");
    end(&mut g, P1);
    g.set_aura(P1, 0, Element::Pyro);
    g.set_aura(P1, 1, Element::Cryo);
    let events = skill(&mut g, P0, SUCROSE_SKILL, "aaa");
    assert_eq!(
        damages(&events),
        vec![
            (1, 0, 3, Some(Reaction::Swirl)),
            (1, 1, 3, Some(Reaction::Melt)),
            (1, 2, 1, None),
        ],
        "no bonus for swirl; the spread Pyro melts the Cryo on slot 1"
    );
    assert!(aura(&g, P1, 0).is_empty(), "Anemo never stays");
    assert!(aura(&g, P1, 1).is_empty());
    assert_eq!(aura(&g, P1, 2), vec![Element::Pyro]);
}

#[test]
fn anemo_and_geo_never_stay_on_a_character() {
    let mut g = attacker(SUCROSE, "aaa");
    end(&mut g, P1);
    let events = skill(&mut g, P0, SUCROSE_NORMAL, "aaa");
    assert_eq!(damages(&events), vec![(1, 0, 1, None)]);
    assert!(aura(&g, P1, 0).is_empty());
    let mut g = attacker(NOELLE, "ggg");
    end(&mut g, P1);
    skill(&mut g, P0, NOELLE_SKILL, "ggg");
    assert!(aura(&g, P1, 0).is_empty());
}

#[test]
fn overloaded_on_a_standby_character_switches_nobody() {
    let mut g = attacker(SUCROSE, "aaa");
    end(&mut g, P1);
    g.set_aura(P1, 0, Element::Electro);
    g.set_aura(P1, 1, Element::Pyro);
    let events = skill(&mut g, P0, SUCROSE_NORMAL, "aaa");
    assert_eq!(
        damages(&events),
        vec![
            (1, 0, 1, Some(Reaction::Swirl)),
            (1, 1, 3, Some(Reaction::Overloaded)),
            (1, 2, 1, None),
        ]
    );
    assert_eq!(
        active(&g, P1),
        0,
        "only an overloaded active character is switched"
    );
}

#[test]
fn crystallize_adds_one_and_shields_the_attackers_side_stacking_to_two() {
    let mut g = attacker(NOELLE, "ggggggggg");
    end(&mut g, P1);
    let shield = |g: &Gitcg| {
        combat(g, P0)
            .into_iter()
            .find(|(id, _)| *id == builtin::CRYSTALLIZE.id)
            .and_then(|(_, usage)| usage)
    };
    for want in [1, 2, 2] {
        g.set_aura(P1, 0, Element::Electro);
        g.set_hp(P1, 0, 10);
        let events = skill(&mut g, P0, NOELLE_SKILL, "ggg");
        assert_eq!(
            damages(&events),
            vec![(1, 0, 2, Some(Reaction::Crystallize))]
        );
        assert_eq!(shield(&g), Some(want));
    }
}

#[test]
fn bloom_adds_one_and_its_dendro_core_adds_two_to_the_next_pyro_or_electro_hit() {
    let mut g = attacker(COLLEI, "ddddppp");
    end(&mut g, P1);
    g.set_aura(P1, 0, Element::Hydro);
    let events = skill(&mut g, P0, COLLEI_SKILL, "ddd");
    assert_eq!(damages(&events), vec![(1, 0, 4, Some(Reaction::Bloom))]);
    assert_eq!(combat(&g, P0), vec![(builtin::DENDRO_CORE.id, Some(1))]);
    switch(&mut g, P0, 1, "d");
    let events = skill(&mut g, P0, DILUC_SKILL, "ppp");
    assert_eq!(damages(&events), vec![(1, 0, 5, None)], "3 Pyro +2");
    assert_eq!(combat(&g, P0), vec![], "Dendro Core is used up");
}

#[test]
fn bloom_from_hydro_onto_dendro() {
    let mut g = attacker(BARBARA, "hhh");
    end(&mut g, P1);
    g.set_aura(P1, 0, Element::Dendro);
    let events = skill(&mut g, P0, BARBARA_NORMAL, "hhh");
    assert_eq!(damages(&events), vec![(1, 0, 2, Some(Reaction::Bloom))]);
    assert_eq!(combat(&g, P0), vec![(builtin::DENDRO_CORE.id, Some(1))]);
}

#[test]
fn bloom_summons_what_an_entity_of_the_side_puts_in_the_dendro_core_s_place() {
    // Golden Chalice's Bounty answers the Bloom question with Bountiful Core.
    let Some(bounty) = tavern_gitcg::cards::entities()
        .iter()
        .find(|e| e.id == 112081)
    else {
        panic!("Golden Chalice's Bounty is not in the card list");
    };
    let mut g = attacker(BARBARA, "hhh");
    end(&mut g, P1);
    g.put(P0, tavern_gitcg::state::LocZone::Combat, bounty);
    g.set_aura(P1, 0, Element::Dendro);
    let events = skill(&mut g, P0, BARBARA_NORMAL, "hhh");
    assert_eq!(damages(&events), vec![(1, 0, 2, Some(Reaction::Bloom))]);
    assert_eq!(combat(&g, P0), vec![(112081, None)]);
    assert_eq!(summons(&g, P0), vec![(112082, Some(1))]);
}

#[test]
fn quicken_from_dendro_onto_electro_and_the_field_boosts_dendro_too() {
    let mut g = attacker(COLLEI, "dddddd");
    end(&mut g, P1);
    g.set_aura(P1, 0, Element::Electro);
    let events = skill(&mut g, P0, COLLEI_SKILL, "ddd");
    assert_eq!(damages(&events), vec![(1, 0, 4, Some(Reaction::Quicken))]);
    let events = skill(&mut g, P0, COLLEI_SKILL, "ddd");
    assert_eq!(damages(&events), vec![(1, 0, 4, None)], "3 Dendro +1");
    assert_eq!(
        combat(&g, P0),
        vec![(builtin::CATALYZING_FIELD.id, Some(1))]
    );
}

#[test]
fn burning_from_dendro_onto_pyro() {
    let mut g = attacker(COLLEI, "ddd");
    end(&mut g, P1);
    g.set_aura(P1, 0, Element::Pyro);
    let events = skill(&mut g, P0, COLLEI_SKILL, "ddd");
    assert_eq!(damages(&events), vec![(1, 0, 4, Some(Reaction::Burning))]);
    assert_eq!(summons(&g, P0), vec![(builtin::BURNING_FLAME.id, Some(1))]);
}

#[test]
fn an_element_applied_without_damage_still_reacts_but_deals_no_damage() {
    // Fatal Rainscreen applies Hydro to Xingqiu himself. On Cryo it freezes him.
    let mut g = attacker(XINGQIU, "hhhhhh");
    end(&mut g, P1);
    g.set_aura(P0, 0, Element::Cryo);
    let events = skill(&mut g, P0, XINGQIU_SKILL, "hhh");
    assert!(events.contains(&Event::ElementApplied {
        target: tavern_protocol::gitcg::CharacterRef { seat: P0, slot: 0 },
        element: Element::Hydro,
        reaction: Some(Reaction::Frozen),
    }));
    assert_eq!(
        hps(&g, P0),
        [10, 10, 10],
        "no damage, not even the Frozen bonus"
    );
    assert_eq!(statuses(&g, P0, 0), vec![builtin::FROZEN.id]);
    assert_eq!(
        try_act(
            &mut g,
            P0,
            Action::UseSkill {
                skill: XINGQIU_SKILL,
                dice: dice("hhh")
            }
        ),
        Err(Illegal::SkillsBlocked)
    );
    // On Electro: Electro-Charged, without its piercing damage to the other characters.
    let mut g = attacker(XINGQIU, "hhh");
    end(&mut g, P1);
    g.set_aura(P0, 0, Element::Electro);
    let events = skill(&mut g, P0, XINGQIU_SKILL, "hhh");
    assert_eq!(
        damages(&events),
        vec![(1, 0, 2, None)],
        "only the skill's own hit"
    );
    assert_eq!(hps(&g, P0), [10, 10, 10]);
    assert!(aura(&g, P0, 0).is_empty());
}
