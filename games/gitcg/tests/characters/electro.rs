//! Electro characters in real matches: each character's skills, summons, statuses and talent.

use super::*;

#[test]
fn keqing_talent_turns_the_plain_infusion_into_the_talent_form() {
    let mut g = solo([KEQING, KAEYA, XINGQIU], &[214031]);
    skill(&mut g, P0, 14032);
    skill(&mut g, P0, 14032);
    assert_eq!(attached(&g, P0, 0), [114032]);
    // The talent's Stellar Restoration finds no stiletto and creates one; the next use
    // retrieves it and infuses in the talent form, replacing the plain one.
    talent(&mut g, P0, 214031, 0);
    assert_eq!(hp(&g, P1)[0], 1);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 14032);
    assert_eq!(attached(&g, P0, 0), [114034, 214031]);
    assert_eq!(g.character(P0, 0).attached[0].duration, 3);
    assert_eq!(hp(&g, P1)[0], 7);
}

#[test]
fn fischl_oz_strikes_in_the_end_phase_and_the_burst_pierces() {
    let mut g = solo([FISCHL, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 14012);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(summons(&g, P0), [(114011, 2)]);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 14013);
    assert_eq!(hp(&g, P1), [5, 8, 8]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1), [4, 8, 8]);
    assert_eq!(summons(&g, P0), [(114011, 1)]);
}

#[test]
fn fischl_talent_oz_replaces_the_plain_one_and_follows_her_normal_attacks() {
    let mut g = solo([FISCHL, KAEYA, BARBARA], &[214011]);
    skill(&mut g, P0, 14012);
    talent(&mut g, P0, 214011, 0);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(summons(&g, P0), [(114012, 2)]);
    skill(&mut g, P0, 14011);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(summons(&g, P0), [(114012, 1)]);
    // Another character's normal attack does not wake Oz.
    switch(&mut g, P0, 1);
    skill(&mut g, P0, 11031);
    assert_eq!(hp(&g, P1)[0], 2);
    assert_eq!(summons(&g, P0), [(114012, 1)]);
}

#[test]
fn razor_the_wolf_within_follows_his_normal_attacks_and_skills() {
    let mut g = solo([RAZOR, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 14022);
    assert_eq!(hp(&g, P1)[0], 7);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 14023);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(statuses(&g, P0, 0), [(114021, 0)]);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 14021);
    assert_eq!(hp(&g, P1)[0], 6);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 14022);
    assert_eq!(hp(&g, P1)[0], 5);
}

#[test]
fn razor_talent_charges_an_electro_teammate_once_per_round() {
    let mut g = solo([RAZOR, KEQING, BARBARA], &[214021]);
    g.set_energy(P0, 0, 2);
    talent(&mut g, P0, 214021, 0);
    assert_eq!(energy(&g, P0, 0), 2);
    assert_eq!(energy(&g, P0, 1), 1);
    skill(&mut g, P0, 14022);
    assert_eq!(energy(&g, P0, 1), 1);
}

/// The level (凭依) of the Pactsworn Pathclearer of seat 0's Cyno in slot 0.
fn cyno_level(g: &Gitcg) -> u8 {
    g.character(P0, 0)
        .attached
        .iter()
        .find(|e| e.def.id == 114041)
        .map_or(0, |e| e.stock)
}

#[test]
fn cyno_pactsworn_pathclearer_levels_infuse_and_boost() {
    let mut g = solo([CYNO, KAEYA, BARBARA], &[]);
    assert_eq!(cyno_level(&g), 0);
    skill(&mut g, P0, 14041);
    assert_eq!(aura(&g, P1, 0), Aura::NONE);
    skill(&mut g, P0, 14042);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(cyno_level(&g), 1);
    g.set_energy(P0, 0, 2);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 14043);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(cyno_level(&g), 3);
    g.character_mut(P1, 0).aura = Aura::NONE;
    skill(&mut g, P0, 14041);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Electro));
    end_round(&mut g);
    assert_eq!(cyno_level(&g), 4);
    foe_passes(&mut g);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 14041);
    assert_eq!(hp(&g, P1)[0], 6);
    g.character_mut(P0, 0).attached[0].stock = 7;
    end_round(&mut g);
    assert_eq!(cyno_level(&g), 2);
}

#[test]
fn cyno_talent_adds_one_to_his_skill_twice_a_round_from_level_two() {
    let mut g = solo([CYNO, KAEYA, BARBARA], &[214041]);
    g.character_mut(P0, 0).attached[0].stock = 2;
    talent(&mut g, P0, 214041, 0);
    assert_eq!(hp(&g, P1)[0], 6);
    skill(&mut g, P0, 14042);
    assert_eq!(hp(&g, P1)[0], 2);
    assert_eq!(cyno_level(&g), 4);
    assert_eq!(attached(&g, P0, 0), [114041, 214041]);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 14042);
    assert_eq!(hp(&g, P1)[0], 5);
}

#[test]
fn beidou_prepares_wavestrider_behind_a_shield_and_uses_it_next_turn() {
    let mut g = duel([BEIDOU, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    skill(&mut g, P0, 14052);
    assert_eq!(hp(&g, P1)[0], 10);
    assert_eq!(statuses(&g, P0, 0), [(114051, 2), (114055, 0)]);
    assert_eq!(energy(&g, P0, 0), 1);
    skill(&mut g, P1, 13012);
    assert_eq!(hp(&g, P0)[0], 9);
    // Seat 0's turn is Wavestrider: 3 Electro, no energy, and the turn passes back.
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Electro));
    assert_eq!(statuses(&g, P0, 0), []);
    assert_eq!(energy(&g, P0, 0), 1);
    assert_eq!(g.turn(), P1);
}

#[test]
fn beidou_switched_out_stops_preparing() {
    let mut g = duel([BEIDOU, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    skill(&mut g, P0, 14052);
    g.set_aura(P0, 0, Element::Electro);
    // Overloaded forces Beidou out: 3 + 2, the shield takes 2.
    skill(&mut g, P1, 13012);
    assert_eq!(hp(&g, P0)[0], 7);
    assert_eq!(g.player(P0).active, 1);
    assert_eq!(statuses(&g, P0, 0), []);
    assert_eq!(hp(&g, P1)[0], 10);
    assert_eq!(g.turn(), P0);
}

#[test]
fn beidou_frozen_loses_her_preparation() {
    let mut g = duel([BEIDOU, KAEYA, BARBARA], [XINGQIU, GANYU, KEQING], &[]);
    skill(&mut g, P0, 14052);
    g.set_aura(P0, 0, Element::Cryo);
    // Frozen: 2 + 1, the shield takes 2.
    skill(&mut g, P1, 12022);
    assert_eq!(hp(&g, P0)[0], 9);
    assert_eq!(g.turn(), P0);
    assert_eq!(attached(&g, P0, 0), [106]);
    assert_eq!(hp(&g, P1)[0], 10);
}

#[test]
fn beidou_stormbreaker_targe_follows_normal_attacks_and_blunts_big_hits() {
    let mut g = duel([BEIDOU, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 14053);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(combat(&g, P0), [(114053, 0)]);
    skill(&mut g, P1, 13012);
    assert_eq!(hp(&g, P0)[0], 8);
    skill(&mut g, P0, 14051);
    assert_eq!(hp(&g, P1)[0], 5);
}

#[test]
fn beidou_talent_makes_her_normal_attacks_cheaper_after_wavestrider() {
    let mut g = solo([BEIDOU, KAEYA, BARBARA], &[214051]);
    talent(&mut g, P0, 214051, 0);
    // Seat 1 has declared the end of the round: Wavestrider follows at once.
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(statuses(&g, P0, 0), [(214051, 0), (114052, 2)]);
    assert_eq!(skill_price(&g, P0, 14051), 2);
}

#[test]
fn kujou_sara_tengu_juurai_give_crowfeather_cover() {
    let mut g = solo([KUJOU_SARA, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 14062);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(summons(&g, P0), [(114061, 1)]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 14063);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(summons(&g, P0), [(114061, 1), (114062, 2)]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(summons(&g, P0), [(114062, 1)]);
    assert_eq!(statuses(&g, P0, 0), [(114063, 2)]);
    foe_passes(&mut g);
    skill(&mut g, P0, 14062);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(statuses(&g, P0, 0), [(114063, 1)]);
}

#[test]
fn kujou_sara_talent_makes_crowfeather_worth_two_for_electro_characters() {
    let mut g = solo([KUJOU_SARA, KAEYA, BARBARA], &[214061]);
    talent(&mut g, P0, 214061, 0);
    assert_eq!(hp(&g, P1)[0], 9);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 8);
    foe_passes(&mut g);
    skill(&mut g, P0, 14062);
    assert_eq!(hp(&g, P1)[0], 5);
}

#[test]
fn raiden_gathers_resolve_from_other_bursts_and_spends_it_on_hers() {
    let mut g = solo([RAIDEN, KAEYA, BARBARA], &[]);
    assert_eq!(statuses(&g, P0, 0), [(114072, 0)]);
    skill(&mut g, P0, 14072);
    assert_eq!(summons(&g, P0), [(114071, 3)]);
    switch(&mut g, P0, 2);
    for _ in 0..2 {
        g.set_energy(P0, 2, 3);
        skill(&mut g, P0, 12013);
    }
    assert_eq!(statuses(&g, P0, 0), [(114072, 2)]);
    switch(&mut g, P0, 0);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 14073);
    // 3, +2 Resolve, +1 from the Eye.
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(statuses(&g, P0, 0), [(114072, 0)]);
    assert_eq!([0, 1, 2].map(|s| energy(&g, P0, s)), [0, 2, 2]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(summons(&g, P0), [(114071, 2)]);
}

#[test]
fn raiden_talent_makes_each_resolve_worth_two() {
    let mut g = solo([RAIDEN, KAEYA, BARBARA], &[214071]);
    g.character_mut(P0, 0).attached[0].usage = 2;
    g.set_energy(P0, 0, 2);
    talent(&mut g, P0, 214071, 0);
    assert_eq!(hp(&g, P1)[0], 3);
}

#[test]
fn yae_miko_sesshou_sakura_stacks_and_strikes_when_her_side_ends_the_round() {
    let mut g = solo([YAE_MIKO, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 14082);
    assert_eq!(summons(&g, P0), [(114081, 3)]);
    skill(&mut g, P0, 14082);
    assert_eq!(summons(&g, P0), [(114081, 6)]);
    assert_eq!(hp(&g, P1)[0], 10);
    apply(&mut g, P0, Action::DeclareEnd);
    // 2 when declaring the end (it was summoned again: +1), 2 in the end phase.
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(summons(&g, P0), [(114081, 4)]);
}

#[test]
fn yae_miko_burst_trades_sesshou_sakura_for_tenko_thunderbolts() {
    let mut g = solo([YAE_MIKO, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 14082);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 14083);
    // 4 Electro, then, as seat 0's next turn begins, the thunderbolts' 3.
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(summons(&g, P0), []);
    assert_eq!(combat(&g, P0), []);
}

#[test]
fn yae_miko_talent_makes_the_next_sakura_cheaper_after_the_trade() {
    let mut g = solo([YAE_MIKO, KAEYA, BARBARA], &[214081]);
    skill(&mut g, P0, 14082);
    g.set_energy(P0, 0, 2);
    talent(&mut g, P0, 214081, 0);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(statuses(&g, P0, 0), [(214081, 0), (114082, 1)]);
    assert_eq!(skill(&mut g, P0, 14082).total(), 1);
    assert_eq!(statuses(&g, P0, 0), [(214081, 0)]);
    assert_eq!(skill_price(&g, P0, 14082), 3);
}

#[test]
fn lisa_conductive_gathers_layers_that_violet_arc_and_lightning_rose_cash_in() {
    let mut g = solo([LISA, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 14091);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(stock(&g, P1, 0, 114091), Some(2));
    skill(&mut g, P0, 14091);
    assert_eq!(stock(&g, P1, 0, 114091), Some(3));
    // Violet Arc: 2 + 3 layers; the status leaves, then comes back as the target has none.
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 14092);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(stock(&g, P1, 0, 114091), Some(2));
    // End phase: one more layer.
    end_round(&mut g);
    foe_passes(&mut g);
    assert_eq!(stock(&g, P1, 0, 114091), Some(3));
    // The burst's own damage takes no layers; its Conductive adds one (at most 4).
    g.set_hp(P1, 0, 10);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 14093);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(stock(&g, P1, 0, 114091), Some(4));
    assert_eq!(summons(&g, P0), [(114092, 2)]);
    skill(&mut g, P0, 14091);
    assert_eq!(stock(&g, P1, 0, 114091), Some(4));
    // Lightning Rose in the end phase: 2 + 4.
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 1);
    assert_eq!(stock(&g, P1, 0, 114091), None);
    assert_eq!(summons(&g, P0), [(114092, 1)]);
}

#[test]
fn lisa_talent_conducts_when_she_is_switched_in_once_a_round() {
    let mut g = solo([KAEYA, LISA, BARBARA], &[214091]);
    // Any Lisa may wear it, active or not.
    talent(&mut g, P0, 214091, 1);
    assert_eq!(statuses(&g, P0, 1), [(214091, 0)]);
    assert_eq!(stock(&g, P1, 0, 114091), None);
    switch(&mut g, P0, 1);
    assert_eq!(stock(&g, P1, 0, 114091), Some(2));
    switch(&mut g, P0, 0);
    switch(&mut g, P0, 1);
    assert_eq!(stock(&g, P1, 0, 114091), Some(2));
}

const DORI: u32 = 1410;

#[test]
fn dori_service_rounds_strike_and_jinni_heals_and_charges_the_active_character() {
    let mut g = solo([DORI, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 14102);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(summons(&g, P0), [(114101, 1)]);
    assert_eq!(energy(&g, P0, 0), 1);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 14103);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(summons(&g, P0), [(114101, 1), (114102, 2)]);
    assert_eq!(energy(&g, P0, 0), 0);
    g.set_hp(P0, 0, 5);
    end_round(&mut g);
    // The rounds' 1 Electro, then they leave; Jinni: 2 HP and 1 energy to Dori.
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(hp(&g, P0)[0], 7);
    assert_eq!(energy(&g, P0, 0), 1);
    assert_eq!(summons(&g, P0), [(114102, 1)]);
}

#[test]
fn dori_talent_jinni_heals_the_weak_and_charges_the_empty_more() {
    let mut g = solo([DORI, KAEYA, BARBARA], &[214101]);
    g.set_energy(P0, 0, 2);
    talent(&mut g, P0, 214101, 0);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(summons(&g, P0), [(114103, 2)]);
    assert_eq!(energy(&g, P0, 0), 0);
    g.set_hp(P0, 0, 5);
    end_round(&mut g);
    // 6 HP or less: 3 HP; no energy: 2 energy.
    assert_eq!(hp(&g, P0)[0], 8);
    assert_eq!(energy(&g, P0, 0), 2);
    foe_passes(&mut g);
    g.set_hp(P0, 0, 7);
    g.set_energy(P0, 0, 1);
    end_round(&mut g);
    assert_eq!(hp(&g, P0)[0], 9);
    assert_eq!(energy(&g, P0, 0), 2);
    assert_eq!(summons(&g, P0), []);
}

const KUKI_SHINOBU: u32 = 1411;

#[test]
fn kuki_shinobu_sanctifying_ring_costs_her_hp_and_the_ring_answers_a_switch_once_a_round() {
    let mut g = solo([KUKI_SHINOBU, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 14112);
    assert_eq!(combat(&g, P0), [(114111, 3)]);
    assert_eq!(hp(&g, P0)[0], 8);
    skill(&mut g, P0, 14112);
    assert_eq!(hp(&g, P0)[0], 6);
    // Below 6 HP the ring costs nothing.
    g.set_hp(P0, 0, 5);
    skill(&mut g, P0, 14112);
    assert_eq!(hp(&g, P0)[0], 5);
    assert_eq!(hp(&g, P1)[0], 10);
    // A switch: 1 Electro and 1 healing for the most injured, Shinobu.
    switch(&mut g, P0, 1);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(hp(&g, P0)[0], 6);
    assert_eq!(combat(&g, P0), [(114111, 2)]);
    switch(&mut g, P0, 0);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(combat(&g, P0), [(114111, 2)]);
    end_round(&mut g);
    foe_passes(&mut g);
    switch(&mut g, P0, 1);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(combat(&g, P0), [(114111, 1)]);
}

#[test]
fn kuki_shinobu_burst_deals_four_and_heals_her_two() {
    let mut g = solo([KUKI_SHINOBU, KAEYA, BARBARA], &[]);
    g.set_hp(P0, 0, 5);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 14113);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(hp(&g, P0)[0], 7);
}

#[test]
fn kuki_shinobu_talent_saves_her_once_a_round_and_hits_harder_at_five_hp_or_less() {
    let mut g = duel(
        [KUKI_SHINOBU, KAEYA, BARBARA],
        [DILUC, GANYU, KEQING],
        &[214111],
    );
    g.set_hp(P0, 0, 5);
    g.set_energy(P0, 0, 2);
    // The burst at 5 HP: 4 + 1 Electro, then 2 healing.
    talent(&mut g, P0, 214111, 0);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(hp(&g, P0)[0], 7);
    g.set_hp(P0, 0, 1);
    skill(&mut g, P1, 13011);
    assert_eq!(hp(&g, P0)[0], 1);
    assert!(g.character(P0, 0).alive);
    g.set_dice(P0, dice("oooooooo"));
    skill(&mut g, P0, 14111);
    assert_eq!(hp(&g, P1)[0], 2);
    // The round's save is spent.
    skill(&mut g, P1, 13011);
    assert!(!g.character(P0, 0).alive);
}

const CLORINDE: u32 = 1412;

#[test]
fn clorinde_hunters_vigil_turns_her_bond_of_life_into_damage_and_healing() {
    let mut g = solo([CLORINDE, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 14123);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(statuses(&g, P0, 0), [(122, 4)]);
    g.set_hp(P0, 0, 5);
    skill(&mut g, P0, 14122);
    // 4 layers: 4 Electro damage and 4 healing, which Night Vigil lets through.
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(hp(&g, P0)[0], 9);
    assert_eq!(statuses(&g, P0, 0), [(114121, 0)]);
}

/// Hunter's Vigil: "然后根据所移除的层数，造成雷元素伤害" (then deals Electro damage according to
/// the layers removed). The damage is dealt whatever the count, so with no Bond of Life it is a
/// 0-point Electro hit: it applies Electro and reacts as any hit does.
#[test]
fn clorinde_hunters_vigil_without_bond_of_life_deals_a_zero_point_electro_hit() {
    let mut g = solo([CLORINDE, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 14122);
    assert_eq!(hp(&g, P1), [10, 10, 10]);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Electro));
    // On Hydro: Electro-Charged, +1 to the hit and 1 Piercing to the other characters.
    let mut g = solo([CLORINDE, KAEYA, BARBARA], &[]);
    g.set_aura(P1, 0, Element::Hydro);
    skill(&mut g, P0, 14122);
    assert_eq!(hp(&g, P1), [9, 9, 9]);
}

#[test]
fn clorinde_night_vigil_makes_her_attack_electro_and_turns_healing_into_bond_of_life() {
    let mut g = solo([CLORINDE, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 14122);
    assert_eq!(rounds_left(&g, P0, 114121), Some(1));
    // 1 die off the attack; Electro, then 2 layers of Bond of Life.
    assert_eq!(skill(&mut g, P0, 14121).total(), 2);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Electro));
    assert_eq!(g.bond_of_life(P0, 0), 2);
    g.set_hp(P0, 0, 5);
    g.heal(P0, 0, 2, None);
    assert_eq!((hp(&g, P0)[0], g.bond_of_life(P0, 0)), (5, 4));
    // Once Night Vigil is over, the layers cancel healing, 1 point each.
    end_round(&mut g);
    assert_eq!(rounds_left(&g, P0, 114121), None);
    g.heal(P0, 0, 3, None);
    assert_eq!((hp(&g, P0)[0], g.bond_of_life(P0, 0)), (5, 1));
    g.heal(P0, 0, 3, None);
    assert_eq!((hp(&g, P0)[0], g.bond_of_life(P0, 0)), (7, 0));
}

#[test]
fn clorinde_talent_adds_one_to_her_next_damage_after_an_electro_reaction() {
    let mut g = solo([CLORINDE, KAEYA, BARBARA], &[214121]);
    g.add_bond_of_life(P0, 0, 2);
    g.set_aura(P1, 0, Element::Hydro);
    talent(&mut g, P0, 214121, 0);
    // 2 Electro, +1 for Electro-Charged, 1 piercing to the others.
    assert_eq!(hp(&g, P1), [7, 9, 9]);
    skill(&mut g, P0, 14121);
    // 1 Electro, +1 from the reaction before.
    assert_eq!(hp(&g, P1)[0], 5);
    skill(&mut g, P0, 14121);
    assert_eq!(hp(&g, P1)[0], 4);
}
