//! Anemo, Geo and Dendro characters: Jean, Venti, Xiao, Ningguang, Zhongli, Arataki Itto,
//! Tighnari and Nahida.

use super::*;

#[test]
fn jean_gale_blade_pushes_and_dandelion_field_heals() {
    let mut g = solo([JEAN, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 15022);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(g.player(P1).active, 1);
    g.set_hp(P0, 0, 5);
    g.set_hp(P0, 1, 7);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 15023);
    assert_eq!(hp(&g, P0), [7, 9, 10]);
    assert_eq!(summons(&g, P0), [(115021, 3)]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1), [7, 9, 10]);
    assert_eq!(hp(&g, P0), [8, 9, 10]);
}

#[test]
fn jean_talent_field_adds_one_to_anemo_damage() {
    let mut g = solo([JEAN, KAEYA, BARBARA], &[215021]);
    g.set_energy(P0, 0, 2);
    talent(&mut g, P0, 215021, 0);
    skill(&mut g, P0, 15022);
    assert_eq!(hp(&g, P1)[0], 6);
    end_round(&mut g);
    assert_eq!(hp(&g, P1), [6, 8, 10]);
}

#[test]
fn venti_stormzone_cheapens_switches_and_stormeye_pulls_the_nearest_foe() {
    let mut g = solo([VENTI, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 15032);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(combat(&g, P0), [(115031, 2)]);
    assert_eq!(switch(&mut g, P0, 1).total(), 0);
    assert_eq!(switch(&mut g, P0, 0).total(), 0);
    assert_eq!(combat(&g, P0), []);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 15033);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(summons(&g, P0), [(115034, 2)]);
    switch(&mut g, P0, 2);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(g.player(P1).active, 2);
}

#[test]
fn venti_talent_stormzone_leaves_winds_of_harmony_after_each_switch() {
    let mut g = solo([VENTI, KAEYA, BARBARA], &[215031]);
    talent(&mut g, P0, 215031, 0);
    assert_eq!(combat(&g, P0), [(115032, 2)]);
    assert_eq!(switch(&mut g, P0, 1).total(), 0);
    assert_eq!(combat(&g, P0), [(115032, 1), (115033, 1)]);
    assert_eq!(skill(&mut g, P0, 11031).total(), 2);
    assert_eq!(combat(&g, P0), [(115032, 1)]);
    assert_eq!(switch(&mut g, P0, 0).total(), 0);
    assert_eq!(combat(&g, P0), [(115033, 1)]);
}

#[test]
fn xiao_yakshas_mask_infuses_boosts_plunges_and_cheapens_a_switch() {
    let mut g = solo([XIAO, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 15043);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(statuses(&g, P0, 0), [(115041, 0)]);
    skill(&mut g, P0, 15041);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(switch(&mut g, P0, 1).total(), 0);
    assert_eq!(switch(&mut g, P0, 0).total(), 1);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 15041);
    assert_eq!(hp(&g, P1)[0], 5);
}

#[test]
fn xiao_talent_cheapens_two_lemniscatic_wind_cycling_per_mask() {
    let mut g = solo([XIAO, KAEYA, BARBARA], &[215041]);
    g.set_energy(P0, 0, 2);
    talent(&mut g, P0, 215041, 0);
    assert_eq!(statuses(&g, P0, 0), [(215041, 0), (115041, 0), (115042, 2)]);
    assert_eq!(skill(&mut g, P0, 15042).total(), 2);
    g.set_hp(P1, 0, 10);
    assert_eq!(skill(&mut g, P0, 15042).total(), 2);
    assert_eq!(skill_price(&g, P0, 15042), 3);
}

#[test]
fn ningguang_jade_screen_blunts_hits_and_powers_starshatter() {
    let mut g = duel([NINGGUANG, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    skill(&mut g, P0, 16012);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(combat(&g, P0), [(116011, 2)]);
    skill(&mut g, P1, 13011);
    assert_eq!(hp(&g, P0)[0], 9);
    assert_eq!(combat(&g, P0), [(116011, 1)]);
    g.set_energy(P0, 0, 3);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 16013);
    assert_eq!(hp(&g, P1)[0], 2);
}

#[test]
fn ningguang_talent_screen_adds_one_to_geo_damage() {
    let mut g = solo([NINGGUANG, KAEYA, BARBARA], &[216011]);
    talent(&mut g, P0, 216011, 0);
    assert_eq!(hp(&g, P1)[0], 8);
    skill(&mut g, P0, 16011);
    assert_eq!(hp(&g, P1)[0], 6);
}

#[test]
fn zhongli_stele_shield_and_petrification() {
    let mut g = solo([ZHONGLI, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 16032);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(summons(&g, P0), [(116031, 2)]);
    skill(&mut g, P0, 16033);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(summons(&g, P0), [(116031, 2)]);
    assert_eq!(combat(&g, P0), [(116032, 2)]);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 16034);
    assert_eq!(hp(&g, P1)[0], 2);
    assert_eq!(attached(&g, P1, 0), [116033]);
    assert!(g.skills_blocked(P1, 0));
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 1);
    assert_eq!(attached(&g, P1, 0), Vec::<u32>::new());
}

#[test]
fn zhongli_talent_adds_one_to_his_and_his_summons_geo_damage_at_seven_hp() {
    let mut g = solo([ZHONGLI, KAEYA, BARBARA], &[216031]);
    talent(&mut g, P0, 216031, 0);
    assert_eq!(hp(&g, P1)[0], 6);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 4);
}

#[test]
fn itto_ushi_absorbs_and_brings_superstrength_for_a_cheaper_charged_attack() {
    let mut g = duel([ITTO, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    skill(&mut g, P0, 16052);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(summons(&g, P0), [(116051, 1)]);
    assert_eq!(statuses(&g, P0, 0), [(116054, 1)]);
    skill(&mut g, P1, 13011);
    assert_eq!(hp(&g, P0)[0], 9);
    assert_eq!(summons(&g, P0), [(116051, 0)]);
    assert_eq!(statuses(&g, P0, 0), [(116054, 2)]);
    g.set_dice(P0, dice("oooooo"));
    assert_eq!(skill(&mut g, P0, 16051).total(), 2);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(statuses(&g, P0, 0), [(116054, 1)]);
}

#[test]
fn itto_raging_oni_king_infuses_and_grants_superstrength_once_a_round() {
    let mut g = solo([ITTO, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 16053);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(statuses(&g, P0, 0), [(116053, 0)]);
    skill(&mut g, P0, 16051);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(aura(&g, P1, 0), Aura::NONE);
    assert_eq!(statuses(&g, P0, 0), [(116053, 0), (116054, 1)]);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 16051);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(statuses(&g, P0, 0), [(116053, 0)]);
}

#[test]
fn itto_talent_adds_one_more_from_the_second_normal_attack_of_a_round() {
    let mut g = solo([ITTO, KAEYA, BARBARA], &[216051]);
    skill(&mut g, P0, 16052);
    talent(&mut g, P0, 216051, 0);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(statuses(&g, P0, 0), [(116054, 1), (216051, 0)]);
    skill(&mut g, P0, 16051);
    assert_eq!(hp(&g, P1)[0], 3);
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
