//! Sethos in real matches: Black Kite's Enigma, Thunder Convergence, Twilight Meditation and
//! his talent card.

use super::*;

const SETHOS: u32 = 1413;
const THUNDER_CONVERGENCE: u32 = 114132;
const TWILIGHT_MEDITATION: u32 = 114131;
const PYLON: u32 = 214131;

#[test]
fn sethos_normal_attack_gives_no_energy_and_black_kite_pierces_the_lowest_hp_with_it_all() {
    let mut g = solo([SETHOS, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 14131);
    assert_eq!(energy(&g, P0, 0), 0);
    assert_eq!(hp(&g, P1), [8, 12, 10]);
    g.set_energy(P0, 0, 2);
    g.set_hp(P1, 2, 5);
    skill(&mut g, P0, 14131);
    assert_eq!(energy(&g, P0, 0), 0);
    assert_eq!(hp(&g, P1), [6, 12, 2]);
}

#[test]
fn sethos_thundering_sands_applies_electro_switches_on_and_charges_him_from_a_reaction() {
    let mut g = solo([SETHOS, KLEE, BARBARA], &[]);
    skill(&mut g, P0, 14132);
    assert_eq!(hp(&g, P1)[0], 10);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Electro));
    assert_eq!(g.player(P0).active, 1);
    assert!(statuses(&g, P0, 0).contains(&(THUNDER_CONVERGENCE, 1)));
    // The E gave him 1 energy; Klee's Overloaded gives him another, and the status leaves.
    skill(&mut g, P0, 13061);
    assert_eq!(energy(&g, P0, 0), 2);
    assert!(!attached(&g, P0, 0).contains(&THUNDER_CONVERGENCE));
}

#[test]
fn sethos_twilight_meditation_makes_his_attack_cheaper_electro_stronger_and_piercing() {
    let mut g = solo([SETHOS, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 4);
    skill(&mut g, P0, 14133);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(rounds_left(&g, P0, TWILIGHT_MEDITATION), Some(2));
    assert_eq!(skill_price(&g, P0, 14131), 2);
    g.set_hp(P1, 1, 3);
    skill(&mut g, P0, 14131);
    // 2 Electro + 1, then 1 Piercing to the lowest HP (Ganyu); no energy for Black Kite.
    assert_eq!(hp(&g, P1), [4, 2, 10]);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Electro));
}

#[test]
fn sethos_talent_charges_him_and_gives_back_one_energy_after_black_kite_once_a_round() {
    let mut g = solo([SETHOS, KAEYA, BARBARA], &[PYLON]);
    talent(&mut g, P0, PYLON, 0);
    assert_eq!(energy(&g, P0, 0), 1);
    skill(&mut g, P0, 14131);
    assert_eq!(hp(&g, P1), [6, 12, 10]);
    assert_eq!(energy(&g, P0, 0), 1);
    skill(&mut g, P0, 14131);
    assert_eq!(hp(&g, P1), [2, 12, 10]);
    assert_eq!(energy(&g, P0, 0), 0);
}
