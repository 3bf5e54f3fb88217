//! Pyro characters in real matches: each character's skills, summons, statuses and talent.

use super::*;

#[test]
fn diluc_third_searing_onslaught_in_a_round_deals_two_more() {
    let mut g = solo([DILUC, KAEYA, XINGQIU], &[]);
    skill(&mut g, P0, 13012);
    skill(&mut g, P0, 13012);
    assert_eq!(hp(&g, P1)[0], 4);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 13012);
    assert_eq!(hp(&g, P1)[0], 5);
}

#[test]
fn xiangling_guoba_pyronado_and_their_damage() {
    let mut g = solo([XIANGLING, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 13022);
    assert_eq!(hp(&g, P1)[0], 10);
    assert_eq!(summons(&g, P0), [(113021, 2)]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 13023);
    // Pyronado does not follow up the burst that made it.
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(combat(&g, P0), [(113022, 2)]);
    skill(&mut g, P0, 13021);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(combat(&g, P0), [(113022, 1)]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 1);
    assert_eq!(summons(&g, P0), [(113021, 1)]);
}

#[test]
fn xiangling_talent_guoba_attack_also_deals_one_pyro() {
    let mut g = solo([XIANGLING, KAEYA, BARBARA], &[213021]);
    talent(&mut g, P0, 213021, 0);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Pyro));
    assert_eq!(summons(&g, P0), [(113021, 2)]);
}

#[test]
fn bennett_inspiration_field_heals_the_weak_and_boosts_the_healthy() {
    let mut g = solo([BENNETT, KAEYA, BARBARA], &[]);
    g.set_hp(P0, 0, 5);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 13033);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(g.character(P0, 0).hp, 7);
    assert_eq!(combat(&g, P0), [(113031, 0)]);
    skill(&mut g, P0, 13031);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(g.character(P0, 0).hp, 7);
}

#[test]
fn bennett_talent_field_boosts_whatever_the_hp() {
    let mut g = solo([BENNETT, KAEYA, BARBARA], &[213031]);
    g.set_hp(P0, 0, 3);
    g.set_energy(P0, 0, 2);
    talent(&mut g, P0, 213031, 0);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(g.character(P0, 0).energy, 0);
    assert_eq!(g.character(P0, 0).hp, 5);
    assert_eq!(combat(&g, P0), [(113032, 0)]);
    skill(&mut g, P0, 13032);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(g.character(P0, 0).hp, 7);
}

#[test]
fn amber_baron_bunny_absorbs_two_then_explodes_once_spent() {
    let mut g = duel([AMBER, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    skill(&mut g, P0, 13042);
    assert_eq!(summons(&g, P0), [(113041, 1)]);
    assert_eq!(hp(&g, P1)[0], 10);
    skill(&mut g, P1, 13012);
    assert_eq!(hp(&g, P0)[0], 9);
    assert_eq!(summons(&g, P0), [(113041, 0)]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(summons(&g, P0), []);
}

#[test]
fn amber_fiery_rain_pierces_the_standby_characters() {
    let mut g = solo([AMBER, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 13043);
    assert_eq!(hp(&g, P1), [8, 8, 8]);
}

#[test]
fn amber_talent_detonates_baron_bunny_after_her_normal_attack() {
    let mut g = solo([AMBER, KAEYA, BARBARA], &[213041]);
    talent(&mut g, P0, 213041, 0);
    assert_eq!(summons(&g, P0), [(113041, 1)]);
    skill(&mut g, P0, 13041);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(summons(&g, P0), []);
}

#[test]
fn yoimiya_niwabi_enshou_gives_no_energy_and_aurous_blaze_follows_others() {
    let mut g = solo([YOIMIYA, KAEYA, BARBARA], &[]);
    assert_eq!(skill(&mut g, P0, 13052).total(), 1);
    assert_eq!(energy(&g, P0, 0), 0);
    assert_eq!(statuses(&g, P0, 0), [(113051, 3)]);
    skill(&mut g, P0, 13051);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Pyro));
    assert_eq!(statuses(&g, P0, 0), [(113051, 2)]);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 13053);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(combat(&g, P0), [(113052, 0)]);
    g.set_hp(P1, 0, 10);
    g.character_mut(P1, 0).aura = Aura::NONE;
    switch(&mut g, P0, 1);
    skill(&mut g, P0, 11031);
    assert_eq!(hp(&g, P1)[0], 7);
}

#[test]
fn yoimiya_talent_enshou_adds_one_pyro_after_each_boosted_attack() {
    let mut g = solo([YOIMIYA, KAEYA, BARBARA], &[213051]);
    talent(&mut g, P0, 213051, 0);
    assert_eq!(statuses(&g, P0, 0), [(213051, 0), (113053, 3)]);
    skill(&mut g, P0, 13051);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(statuses(&g, P0, 0), [(213051, 0), (113053, 2)]);
}

#[test]
fn klee_explosive_spark_cheapens_and_boosts_one_charged_attack() {
    let mut g = solo([KLEE, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 13062);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(statuses(&g, P0, 0), [(113061, 1)]);
    // 13 dice: not a charged attack.
    assert_eq!(skill(&mut g, P0, 13061).total(), 3);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(statuses(&g, P0, 0), [(113061, 1)]);
    assert_eq!(skill(&mut g, P0, 13061).total(), 2);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(statuses(&g, P0, 0), []);
}

#[test]
fn klee_sparks_n_splash_burns_the_opponent_after_its_skills() {
    let mut g = duel([KLEE, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 13063);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(combat(&g, P1), [(113063, 2)]);
    skill(&mut g, P1, 13011);
    assert_eq!(hp(&g, P0)[0], 8);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(combat(&g, P1), [(113063, 1)]);
}

#[test]
fn klee_talent_spark_lasts_two_charged_attacks() {
    let mut g = solo([KLEE, KAEYA, BARBARA], &[213061]);
    talent(&mut g, P0, 213061, 0);
    assert_eq!(statuses(&g, P0, 0), [(213061, 0), (113062, 2)]);
}

#[test]
fn hu_tao_paramita_papilio_blood_blossom_and_spirit_soother() {
    let mut g = solo([HU_TAO, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 13072);
    assert_eq!(hp(&g, P1)[0], 10);
    assert_eq!(statuses(&g, P0, 0), [(113071, 0)]);
    // 14 dice: a charged attack.
    skill(&mut g, P0, 13071);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(statuses(&g, P1, 0), [(113072, 1)]);
    g.set_energy(P0, 0, 3);
    g.set_hp(P0, 0, 6);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 13073);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(hp(&g, P0)[0], 9);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(statuses(&g, P1, 0), []);
}

#[test]
fn hu_tao_talent_adds_one_pyro_at_six_hp_or_less() {
    let mut g = solo([HU_TAO, KAEYA, BARBARA], &[213071]);
    g.set_hp(P0, 0, 6);
    talent(&mut g, P0, 213071, 0);
    skill(&mut g, P0, 13071);
    assert_eq!(hp(&g, P1)[0], 6);
}

#[test]
fn yanfei_scarlet_seal_boosts_a_charged_attack_and_brilliance_cheapens_it() {
    let mut g = solo([YANFEI, KAEYA, FISCHL], &[]);
    skill(&mut g, P0, 13082);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(statuses(&g, P0, 0), [(113081, 1)]);
    // An odd number of dice: a plain attack, the seal waits.
    g.set_dice(P0, dice("ooooooo"));
    skill(&mut g, P0, 13081);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(statuses(&g, P0, 0), [(113081, 1)]);
    // An even number: a charged attack, 1 + 2, and the seal is spent.
    g.set_dice(P0, dice("oooooooo"));
    skill(&mut g, P0, 13081);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(statuses(&g, P0, 0), []);
    // Done Deal: a seal and Brilliance.
    g.set_hp(P1, 0, 10);
    g.set_energy(P0, 0, 2);
    g.set_dice(P0, dice(&"o".repeat(16)));
    skill(&mut g, P0, 13083);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(statuses(&g, P0, 0), [(113081, 1), (113082, 0)]);
    assert_eq!(energy(&g, P0, 0), 0);
    // 13 dice: not charged, full price.
    assert_eq!(skill_price(&g, P0, 13081), 3);
    g.set_dice(P0, dice("oooooooo"));
    // Charged: 1 Pyro die less, once this round.
    assert_eq!(skill(&mut g, P0, 13081).total(), 2);
    assert_eq!(hp(&g, P1)[0], 4);
    g.set_dice(P0, dice("oooooooo"));
    assert_eq!(skill_price(&g, P0, 13081), 3);
    // End phase: Brilliance attaches a new seal; one round left.
    end_round(&mut g);
    assert_eq!(statuses(&g, P0, 0), [(113082, 0), (113081, 1)]);
}

#[test]
fn yanfei_talent_adds_one_against_a_weakened_foe_and_draws_after_a_sealed_charged_attack() {
    let mut g = Scenario::new([YANFEI, KAEYA, FISCHL], FOES)
        .first(1)
        .hand(0, &[213081])
        .deck(0, &[211011, 211011])
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    skill(&mut g, P0, 13082);
    assert_eq!(hp(&g, P1)[0], 7);
    // Playing the talent with 8 dice: a charged Seal of Approval, 1 + 2 from the seal (7 HP,
    // no +1), then a card drawn.
    g.set_dice(P0, dice("oooooooo"));
    talent(&mut g, P0, 213081, 0);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(g.player(P0).hand.len(), 1);
    assert_eq!(statuses(&g, P0, 0), [(213081, 0)]);
    // Charged again, no seal: 1 + 1 against 4 HP, and no card.
    g.set_dice(P0, dice("oooooooo"));
    skill(&mut g, P0, 13081);
    assert_eq!(hp(&g, P1)[0], 2);
    assert_eq!(g.player(P0).hand.len(), 1);
}

const DEHYA: u32 = 1309;

#[test]
fn dehya_molten_inferno_summons_the_field_then_strikes_first_when_it_is_there() {
    let mut g = solo([DEHYA, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 13092);
    assert_eq!(hp(&g, P1)[0], 10);
    assert_eq!(summons(&g, P0), [(113093, 3)]);
    skill(&mut g, P0, 13092);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Pyro));
    assert_eq!(summons(&g, P0), [(113093, 3)]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(summons(&g, P0), [(113093, 2)]);
}

#[test]
fn dehya_fiery_sanctum_field_guards_the_active_character_from_the_bench_once_a_round() {
    let mut g = duel([DEHYA, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    skill(&mut g, P0, 13092);
    // Dehya active: the field does not guard.
    skill(&mut g, P1, 13011);
    assert_eq!(hp(&g, P0), [8, 10, 10]);
    switch(&mut g, P0, 1);
    // Kaeya takes 1 of 2; Dehya, at 7 HP or more, takes 1 Piercing.
    skill(&mut g, P1, 13011);
    assert_eq!(hp(&g, P0), [7, 9, 10]);
    skill(&mut g, P0, 11031);
    g.set_dice(P1, dice("oooooooo"));
    skill(&mut g, P1, 13011);
    assert_eq!(hp(&g, P0), [7, 7, 10]);
}

#[test]
fn dehya_leonine_bite_then_prepared_incineration_drive() {
    let mut g = duel([DEHYA, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 13093);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(statuses(&g, P0, 0), [(113092, 0)]);
    skill(&mut g, P1, 13011);
    // Seat 0's turn is Incineration Drive: 3 Pyro, no energy.
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(statuses(&g, P0, 0), []);
    assert_eq!(energy(&g, P0, 0), 0);
    assert_eq!(g.turn(), P1);
}

#[test]
fn dehya_talent_heals_her_in_the_end_phase_when_at_six_hp_or_less() {
    let mut g = solo([DEHYA, KAEYA, BARBARA], &[213091]);
    talent(&mut g, P0, 213091, 0);
    assert_eq!(summons(&g, P0), [(113093, 3)]);
    g.set_hp(P0, 0, 6);
    end_round(&mut g);
    assert_eq!(hp(&g, P0)[0], 8);
    foe_passes(&mut g);
    end_round(&mut g);
    assert_eq!(hp(&g, P0)[0], 8);
}

#[test]
fn lyney_prop_arrow_summons_a_hat_stacks_prop_surplus_and_costs_him_one_hp_from_six() {
    let mut g = solo([LYNEY, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 13102);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(hp(&g, P0)[0], 9);
    assert_eq!(summons(&g, P0), [(113101, 1)]);
    assert_eq!(stock(&g, P0, 0, 113102), Some(1));
    assert_eq!(energy(&g, P0, 0), 1);
    skill(&mut g, P0, 13102);
    assert_eq!(hp(&g, P0)[0], 8);
    assert_eq!(summons(&g, P0), [(113101, 2)]);
    // Below 6 HP he is spared; the hat stays at 2 usages and the layers at 3.
    g.set_hp(P0, 0, 5);
    skill(&mut g, P0, 13102);
    skill(&mut g, P0, 13102);
    assert_eq!(hp(&g, P0)[0], 5);
    assert_eq!(summons(&g, P0), [(113101, 2)]);
    assert_eq!(stock(&g, P0, 0, 113102), Some(3));
    // Bewildering Lights: 3 + 3 layers, then the layers heal him 3 and leave.
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 13103);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(hp(&g, P0)[0], 8);
    assert_eq!(stock(&g, P0, 0, 113102), None);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(summons(&g, P0), [(113101, 1)]);
}

#[test]
fn lyney_burst_summons_a_hat_and_adds_a_layer_of_prop_surplus() {
    let mut g = solo([LYNEY, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 13104);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(hp(&g, P0)[0], 10);
    assert_eq!(summons(&g, P0), [(113101, 1)]);
    assert_eq!(stock(&g, P0, 0, 113102), Some(1));
    skill(&mut g, P0, 13103);
    assert_eq!(hp(&g, P1)[0], 3);
}

#[test]
fn lyney_talent_adds_two_once_a_round_against_a_pyro_affected_foe() {
    let mut g = solo([LYNEY, KAEYA, BARBARA], &[213101]);
    talent(&mut g, P0, 213101, 0);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Pyro));
    // The hat, first this round against Pyro: 1 + 2.
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 5);
    foe_passes(&mut g);
    // A new round: Lyney's Physical attack gets it once, then not.
    skill(&mut g, P0, 13101);
    assert_eq!(hp(&g, P1)[0], 1);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 13101);
    assert_eq!(hp(&g, P1)[0], 8);
}

const THOMA: u32 = 1311;

#[test]
fn thoma_barriers_stack_to_three_and_the_ooyoroi_follows_normal_attacks() {
    let mut g = duel([THOMA, KAEYA, BARBARA], [KEQING, GANYU, DILUC], &[]);
    skill(&mut g, P0, 13112);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(combat(&g, P0), [(113111, 1)]);
    // The 1-point barrier takes 1 of Keqing's 2.
    skill(&mut g, P1, 14031);
    assert_eq!(hp(&g, P0)[0], 9);
    assert!(combat(&g, P0).is_empty());
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 13113);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(combat(&g, P0), [(113111, 1), (113112, 2)]);
    apply(&mut g, P1, Action::DeclareEnd);
    g.set_dice(P0, dice(&"o".repeat(16)));
    // After each normal attack: 1 Pyro damage and one more barrier point, up to 3.
    skill(&mut g, P0, 13111);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(combat(&g, P0), [(113111, 2), (113112, 1)]);
    skill(&mut g, P0, 13112);
    skill(&mut g, P0, 13112);
    assert_eq!(combat(&g, P0), [(113111, 3), (113112, 1)]);
}

#[test]
fn thoma_talent_uses_the_burst_and_the_ooyoroi_gets_a_third_usage() {
    let mut g = solo([THOMA, KAEYA, BARBARA], &[213111]);
    g.set_energy(P0, 0, 2);
    talent(&mut g, P0, 213111, 0);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(combat(&g, P0), [(113111, 1), (113113, 3)]);
    skill(&mut g, P0, 13111);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(combat(&g, P0), [(113111, 2), (113113, 2)]);
}
