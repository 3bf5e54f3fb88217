//! Citlali in real matches: Dawnfrost Darkstar's Nightsoul's Blessing, Opal Shield and
//! Itzpapa, her burst, her passive and her talent card.

use super::*;

const CITLALI: u32 = 1114;
const CHIORI: u32 = 1609;
const BLESSING: u32 = 111141;
const OPAL_SHIELD: u32 = 111142;
const ITZPAPA: u32 = 111143;
const FRIGID_RAIN: u32 = 211141;
const FRIGID_RAIN_IN_EFFECT: u32 = 211142;

/// The usages of the combat status `id` of a side, if it has it.
fn combat_usage(g: &Gitcg, seat: Seat, id: u32) -> Option<u8> {
    combat(g, seat)
        .into_iter()
        .find(|(e, _)| *e == id)
        .map(|(_, n)| n)
}

#[test]
fn citlali_dawnfrost_darkstar_enters_nightsoul_for_two_rounds_with_opal_shield_and_itzpapa() {
    let mut g = solo([CITLALI, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 11142);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(1));
    assert_eq!(combat(&g, P0), [(OPAL_SHIELD, 1), (ITZPAPA, 0)]);
    assert!(!legal_skills(&g, P0).contains(&11142));
    end_round(&mut g);
    foe_passes(&mut g);
    assert_eq!(rounds_left(&g, P0, BLESSING), Some(1));
    assert_eq!(rounds_left(&g, P0, ITZPAPA), Some(1));
    end_round(&mut g);
    foe_passes(&mut g);
    assert_eq!(stock(&g, P0, 0, BLESSING), None);
    assert_eq!(combat_usage(&g, P0, ITZPAPA), None);
    assert!(legal_skills(&g, P0).contains(&11142));
}

#[test]
fn citlali_itzpapa_turns_a_nightsoul_point_into_opal_shield_after_her_side_is_hit() {
    let mut g = duel([CITLALI, KAEYA, BARBARA], FOES, &[]);
    skill(&mut g, P0, 11142);
    // Keqing's 2 Physical: the shield takes 1, then Itzpapa spends her point for a new layer.
    skill(&mut g, P1, 14031);
    assert_eq!(hp(&g, P0)[0], 9);
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(0));
    assert_eq!(combat_usage(&g, P0, OPAL_SHIELD), Some(1));
    apply(&mut g, P0, Action::DeclareEnd);
    // Without a point, a hit makes no shield.
    skill(&mut g, P1, 14031);
    assert_eq!(hp(&g, P0)[0], 8);
    assert_eq!(combat_usage(&g, P0, OPAL_SHIELD), None);
}

#[test]
fn citlali_burst_gains_two_points_in_her_blessing_and_itzpapa_strikes_at_two() {
    let mut g = solo([CITLALI, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    // Outside the blessing the burst gives no point.
    skill(&mut g, P0, 11143);
    assert_eq!(hp(&g, P1), [8, 11, 9]);
    assert_eq!(stock(&g, P0, 0, BLESSING), None);
    skill(&mut g, P0, 11142);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 11143);
    // 2 (skill), 2 (burst) and Itzpapa's 1 Cryo as she reaches 2 points.
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(2));
    assert_eq!(hp(&g, P1), [3, 10, 8]);
}

#[test]
fn citlali_passive_gains_a_point_after_reaction_damage_once_a_round() {
    let mut g = solo([CITLALI, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 11142);
    g.spend_nightsoul(P0, 0, 1);
    g.character_mut(P1, 0).aura = Aura::of(Element::Hydro);
    skill(&mut g, P0, 11141);
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(1));
    g.character_mut(P1, 0).aura = Aura::of(Element::Hydro);
    skill(&mut g, P0, 11141);
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(1));
    end_round(&mut g);
    foe_passes(&mut g);
    g.character_mut(P1, 0).aura = Aura::of(Element::Pyro);
    skill(&mut g, P0, 11141);
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(2));
}

#[test]
fn citlali_passive_gains_a_point_after_her_side_picks() {
    let mut g = solo([CITLALI, CHIORI, BARBARA], &[]);
    skill(&mut g, P0, 11142);
    g.spend_nightsoul(P0, 0, 1);
    switch(&mut g, P0, 1);
    // No element on Keqing: Chiori's Geo sets off no reaction before the pick.
    g.character_mut(P1, 0).aura = Aura::NONE;
    skill(&mut g, P0, 16092);
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(0));
    apply(&mut g, P0, Action::Pick { option: 0 });
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(1));
}

#[test]
fn citlali_talent_after_frozen_raises_the_next_two_hydro_or_pyro_hits_and_gives_a_point() {
    let mut g = solo([CITLALI, BARBARA, KLEE], &[FRIGID_RAIN]);
    talent(&mut g, P0, FRIGID_RAIN, 0);
    skill(&mut g, P0, 11142);
    g.spend_nightsoul(P0, 0, 1);
    g.character_mut(P1, 0).aura = Aura::of(Element::Hydro);
    // 1 Cryo + 1 (Frozen): the passive gives a point, the talent its status and another,
    // and Itzpapa strikes as she reaches 2.
    skill(&mut g, P0, 11141);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(combat_usage(&g, P0, FRIGID_RAIN_IN_EFFECT), Some(2));
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(2));
    // Once a round: a second Frozen adds nothing.
    g.set_aura(P1, 1, Element::Hydro);
    g.set_active(P1, 1);
    skill(&mut g, P0, 11141);
    assert_eq!(combat_usage(&g, P0, FRIGID_RAIN_IN_EFFECT), Some(2));
    // Barbara's 1 Hydro and Klee's 1 Pyro are each +1.
    g.set_dice(P0, dice(&"o".repeat(16)));
    switch(&mut g, P0, 1);
    skill(&mut g, P0, 12011);
    assert_eq!(hp(&g, P1)[1], 8);
    switch(&mut g, P0, 2);
    skill(&mut g, P0, 13061);
    assert_eq!(combat_usage(&g, P0, FRIGID_RAIN_IN_EFFECT), None);
}
