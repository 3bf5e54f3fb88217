//! Arlecchino in real matches: Blood-Debt Directive and Bond of Life, her Normal Attack that
//! consumes the target's Bond of Life, her passive, her burst and her talent card.

use super::*;

const ARLECCHINO: u32 = 1314;
const BLOOD_DEBT: u32 = 113141;
const ALL_REPRISALS: u32 = 213141;

#[test]
fn arlecchino_all_is_ash_puts_blood_debt_on_the_opposing_side_before_its_hit() {
    let mut g = solo([ARLECCHINO, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 13142);
    // The Directive was there for the skill's own 2 Pyro.
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(combat(&g, P1), [(BLOOD_DEBT, 4)]);
    assert_eq!(g.bond_of_life(P1, 0), 1);
    assert_eq!(g.bond_of_life(P0, 0), 1);
}

#[test]
fn arlecchino_normal_attack_consumes_the_targets_bond_of_life_and_burns_while_she_has_some() {
    let mut g = solo([ARLECCHINO, KAEYA, BARBARA], &[]);
    // Without Bond of Life of her own, Physical; the target's 4 layers: 3 consumed, +3.
    g.add_bond_of_life(P1, 0, 4);
    skill(&mut g, P0, 13141);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(g.bond_of_life(P1, 0), 1);
    assert_eq!(aura(&g, P1, 0), Aura::NONE);
    // With Bond of Life, her Physical damage turns Pyro.
    g.add_bond_of_life(P0, 0, 1);
    skill(&mut g, P0, 13141);
    assert_eq!(hp(&g, P1)[0], 2);
    assert_eq!(g.bond_of_life(P1, 0), 0);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Pyro));
}

#[test]
fn arlecchino_is_healed_only_by_balemoon_rising_which_turns_her_bond_of_life_into_hp() {
    let mut g = solo([ARLECCHINO, BARBARA, KAEYA], &[]);
    g.set_hp(P0, 0, 4);
    g.add_bond_of_life(P0, 0, 3);
    // Barbara's healing does not reach her, and spends none of her Bond of Life.
    switch(&mut g, P0, 1);
    g.set_energy(P0, 1, 3);
    skill(&mut g, P0, 12013);
    assert_eq!(hp(&g, P0)[0], 4);
    assert_eq!(g.bond_of_life(P0, 0), 3);
    switch(&mut g, P0, 0);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 13143);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!((hp(&g, P0)[0], g.bond_of_life(P0, 0)), (7, 0));
}

#[test]
fn arlecchino_talent_gives_three_layers_and_each_takes_one_off_a_hit() {
    let mut g = duel([ARLECCHINO, KAEYA, BARBARA], FOES, &[ALL_REPRISALS]);
    // A combat action played on her while she is active.
    talent(&mut g, P0, ALL_REPRISALS, 0);
    assert_eq!(g.bond_of_life(P0, 0), 3);
    assert_eq!(g.turn(), P1);
    skill(&mut g, P1, 14031);
    assert_eq!((hp(&g, P0)[0], g.bond_of_life(P0, 0)), (9, 2));
}

#[test]
fn arlecchino_talent_needs_her_active() {
    let mut g = solo([KAEYA, ARLECCHINO, BARBARA], &[ALL_REPRISALS]);
    let refused = g.apply(
        P0,
        Action::PlayCard {
            card: CardId(ALL_REPRISALS),
            target: Some(Target::Character {
                side: Side::Own,
                slot: 1,
            }),
            second: None,
            dice: dice("o"),
        },
        &mut Vec::new(),
    );
    assert!(refused.is_err());
}
