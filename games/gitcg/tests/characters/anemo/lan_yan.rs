//! Lan Yan in real matches: Swallow-Wisp Shield, Efficient Switch, her burst and her talent
//! card.

use super::*;

const LAN_YAN: u32 = 1512;
const SHIELD: u32 = 115121;
const EFFICIENT_SWITCH: u32 = 169;
const DANCE_VESTMENTS: u32 = 215121;

/// The usages of the combat status `id` of seat 0, if it has it.
fn layers(g: &Gitcg, id: u32) -> Option<u8> {
    combat(g, P0)
        .into_iter()
        .find(|(e, _)| *e == id)
        .map(|(_, n)| n)
}

#[test]
fn lan_yan_pinion_dance_gives_two_shield_layers_an_efficient_switch_and_a_third_on_swirl() {
    let mut g = solo([LAN_YAN, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 15122);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(layers(&g, SHIELD), Some(2));
    assert_eq!(layers(&g, EFFICIENT_SWITCH), Some(1));
    g.set_aura(P1, 0, Element::Pyro);
    skill(&mut g, P0, 15122);
    assert_eq!(layers(&g, SHIELD), Some(5));
    assert_eq!(layers(&g, EFFICIENT_SWITCH), Some(2));
    // Each switch spends a layer of Efficient Switch for 1 die less.
    assert_eq!(switch(&mut g, P0, 1).total(), 0);
    assert_eq!(layers(&g, EFFICIENT_SWITCH), Some(1));
    assert_eq!(switch(&mut g, P0, 0).total(), 0);
    assert_eq!(switch(&mut g, P0, 1).total(), 1);
}

#[test]
fn lan_yan_shield_layers_stack_without_limit_and_protect_the_active_character() {
    let mut g = duel([LAN_YAN, KAEYA, BARBARA], FOES, &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 15123);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(layers(&g, SHIELD), Some(2));
    skill(&mut g, P1, 14031);
    assert_eq!(hp(&g, P0)[0], 10);
    assert_eq!(layers(&g, SHIELD), None);
}

#[test]
fn lan_yan_talent_uses_her_skill_and_gives_a_layer_for_a_normal_attack_once_a_round() {
    let mut g = solo([LAN_YAN, KAEYA, BARBARA], &[DANCE_VESTMENTS]);
    talent(&mut g, P0, DANCE_VESTMENTS, 0);
    assert_eq!(layers(&g, SHIELD), Some(2));
    switch(&mut g, P0, 1);
    skill(&mut g, P0, 11031);
    assert_eq!(layers(&g, SHIELD), Some(3));
    skill(&mut g, P0, 11031);
    assert_eq!(layers(&g, SHIELD), Some(3));
}

#[test]
fn lan_yan_black_pheasant_deals_one_anemo() {
    let mut g = solo([LAN_YAN, KAEYA, BARBARA], &[]);
    g.set_aura(P1, 0, Element::Cryo);
    skill(&mut g, P0, 15121);
    // 1 Anemo swirls the Cryo: 1 Cryo to each other opposing character.
    assert_eq!(hp(&g, P1), [9, 11, 9]);
}
