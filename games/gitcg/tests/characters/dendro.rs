//! Dendro characters in real matches: Collei, Tighnari and Nahida.

use super::*;

#[test]
fn collei_floral_brush_trump_card_kitty_and_cuilein_anbar() {
    let mut g = solo([COLLEI, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 17012);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Dendro));
    assert_eq!(combat(&g, P0), []);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 17013);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(summons(&g, P0), [(117011, 2)]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(summons(&g, P0), [(117011, 1)]);
}

#[test]
fn collei_talent_sprout_adds_one_dendro_after_a_dendro_reaction_once_per_round() {
    let mut g = solo([COLLEI, KAEYA, BARBARA], &[217011]);
    g.set_aura(P1, 0, Element::Hydro);
    talent(&mut g, P0, 217011, 0);
    // Bloom: 3 + 1, then Sprout's 1.
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Dendro));
    assert!(combat(&g, P0).contains(&(117012, 0)));
    g.character_mut(P1, 0).aura = Aura::of(Element::Electro);
    skill(&mut g, P0, 17012);
    // Quicken: 3 + 1, and Sprout is spent for this round.
    assert_eq!(hp(&g, P1)[0], 1);
}

#[test]
fn tighnari_charged_attacks_turn_dendro_and_leave_clusterbloom_arrows() {
    let mut g = solo([TIGHNARI, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 17022);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(statuses(&g, P0, 0), [(117021, 2)]);
    // 13 dice: not charged.
    skill(&mut g, P0, 17021);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(summons(&g, P0), []);
    skill(&mut g, P0, 17021);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(summons(&g, P0), [(117022, 1)]);
    assert_eq!(statuses(&g, P0, 0), [(117021, 1)]);
    g.set_hp(P1, 0, 10);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 17023);
    assert_eq!(hp(&g, P1), [6, 9, 9]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(summons(&g, P0), []);
}

#[test]
fn tighnari_talent_cheapens_charged_attacks_while_suffused() {
    let mut g = solo([TIGHNARI, KAEYA, BARBARA], &[217021]);
    talent(&mut g, P0, 217021, 0);
    assert_eq!(statuses(&g, P0, 0), [(217021, 0), (117021, 2)]);
    assert_eq!(skill_price(&g, P0, 17021), 2);
}

#[test]
fn nahida_seeds_sprout_on_reactions_and_shrine_of_maya_boosts_them() {
    let mut g = solo([NAHIDA, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 17032);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(statuses(&g, P1, 0), [(117031, 2)]);
    assert_eq!(combat(&g, P1), [(117035, 0)]);
    skill(&mut g, P0, 17032);
    assert_eq!(hp(&g, P1)[0], 6);
    for s in 0..3 {
        assert_eq!(statuses(&g, P1, s), [(117031, 2)]);
    }
    switch(&mut g, P0, 2);
    skill(&mut g, P0, 12011);
    // Bloom: 1 + 1, then every seed sprouts for 1 piercing.
    assert_eq!(hp(&g, P1), [3, 9, 9]);
    assert_eq!(statuses(&g, P1, 1), [(117031, 1)]);
    switch(&mut g, P0, 0);
    g.set_hp(P1, 0, 10);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 17034);
    assert_eq!(hp(&g, P1)[0], 6);
    // The Dendro Core of the bloom, then the shrine.
    assert_eq!(combat(&g, P0), [(116, 1), (117032, 0)]);
    g.character_mut(P1, 0).aura = Aura::of(Element::Hydro);
    g.set_dice(P0, dice("ooo"));
    skill(&mut g, P0, 17031);
    assert_eq!(hp(&g, P1), [2, 8, 8]);
    assert_eq!(statuses(&g, P1, 0), []);
}

#[test]
fn nahida_tathata_seeds_everyone() {
    let mut g = solo([NAHIDA, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 17033);
    assert_eq!(hp(&g, P1)[0], 7);
    for s in 0..3 {
        assert_eq!(statuses(&g, P1, s), [(117031, 2)]);
    }
}

#[test]
fn nahida_talent_with_hydro_and_electro_lengthens_the_shrine_and_feeds_the_seeds() {
    let mut g = solo([NAHIDA, KEQING, XINGQIU], &[217031]);
    skill(&mut g, P0, 17032);
    g.set_energy(P0, 0, 2);
    talent(&mut g, P0, 217031, 0);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(combat(&g, P0), [(117033, 0)]);
    assert_eq!(g.player(P0).combat[0].duration, 3);
    assert_eq!(statuses(&g, P1, 0), [(117031, 3)]);
}

#[test]
fn nahida_talent_with_pyro_makes_seeds_deal_dendro_damage() {
    let mut g = solo([NAHIDA, XIANGLING, DIONA], &[217031]);
    skill(&mut g, P0, 17032);
    g.set_energy(P0, 0, 2);
    talent(&mut g, P0, 217031, 0);
    assert_eq!(combat(&g, P0), [(117032, 0)]);
    switch(&mut g, P0, 1);
    g.set_hp(P1, 0, 10);
    g.set_energy(P0, 1, 2);
    skill(&mut g, P0, 13023);
    // Burning: 3 + 1 + 1 (shrine), then the seed's 1 Dendro lands on a clean target.
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Dendro));
    assert_eq!(statuses(&g, P1, 0), [(117031, 1)]);
}
