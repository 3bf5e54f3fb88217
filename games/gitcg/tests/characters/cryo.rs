//! Cryo characters in real matches: each character's skills, summons, statuses and talent.

use super::*;

#[test]
fn ganyu_frostflake_arrow_pierces_and_trail_of_the_qilin_makes_ice_lotus() {
    let mut g = solo([GANYU, KAEYA, XINGQIU], &[]);
    skill(&mut g, P0, 11013);
    assert_eq!(hp(&g, P1), [8, 8, 8]);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Cryo));
    skill(&mut g, P0, 11012);
    assert_eq!(hp(&g, P1), [7, 8, 8]);
    assert_eq!(combat(&g, P0), [(111012, 2)]);
}

#[test]
fn kaeya_frostgnaw_then_icicle_strikes_after_each_switch() {
    let mut g = solo([KAEYA, BARBARA, XINGQIU], &[]);
    skill(&mut g, P0, 11032);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Cryo));
    assert_eq!(g.character(P0, 0).energy, 1);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 11033);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(g.character(P0, 0).energy, 0);
    assert_eq!(combat(&g, P0), [(111031, 3)]);
    switch(&mut g, P0, 1);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(combat(&g, P0), [(111031, 2)]);
}

#[test]
fn kaeya_talent_heals_him_after_frostgnaw_once_per_round() {
    let mut g = solo([KAEYA, BARBARA, XINGQIU], &[211031]);
    g.set_hp(P0, 0, 5);
    talent(&mut g, P0, 211031, 0);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(g.character(P0, 0).hp, 7);
    assert_eq!(attached(&g, P0, 0), [211031]);
    skill(&mut g, P0, 11032);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(g.character(P0, 0).hp, 7);
}

#[test]
fn chongyun_frost_field_infuses_melee_weapons_only() {
    let mut g = solo([CHONGYUN, GANYU, XINGQIU], &[]);
    skill(&mut g, P0, 11042);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(combat(&g, P0), [(111041, 0)]);
    assert_eq!(g.player(P0).combat[0].duration, 2);
    skill(&mut g, P0, 11041);
    assert_eq!(hp(&g, P1)[0], 5);
    // Ganyu's bow stays physical: the Cryo aura is untouched.
    switch(&mut g, P0, 1);
    g.character_mut(P1, 0).aura = Aura::NONE;
    skill(&mut g, P0, 11011);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(aura(&g, P1, 0), Aura::NONE);
    // Xingqiu's sword turns Cryo.
    switch(&mut g, P0, 2);
    skill(&mut g, P0, 12021);
    assert_eq!(hp(&g, P1)[0], 1);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Cryo));
}

#[test]
fn chongyun_cloud_parting_star_deals_seven() {
    let mut g = solo([CHONGYUN, GANYU, XINGQIU], &[]);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 11043);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(g.character(P0, 0).energy, 0);
}

#[test]
fn chongyun_talent_field_replaces_the_plain_one_and_boosts_normal_attacks() {
    let mut g = solo([CHONGYUN, GANYU, XINGQIU], &[211041]);
    skill(&mut g, P0, 11042);
    talent(&mut g, P0, 211041, 0);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(combat(&g, P0), [(111042, 0)]);
    skill(&mut g, P0, 11041);
    assert_eq!(hp(&g, P1)[0], 1);
}

#[test]
fn diona_icy_paws_shields_and_drunken_mist_heals_the_active_character() {
    let mut g = solo([DIONA, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 11022);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(combat(&g, P0), [(111021, 1)]);
    g.set_hp(P0, 0, 5);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 11023);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(hp(&g, P0)[0], 7);
    assert_eq!(summons(&g, P0), [(111023, 2)]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(hp(&g, P0)[0], 9);
    assert_eq!(summons(&g, P0), [(111023, 1)]);
}

#[test]
fn diona_talent_shield_holds_two() {
    let mut g = duel([DIONA, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[211021]);
    talent(&mut g, P0, 211021, 0);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(combat(&g, P0), [(111022, 2)]);
    skill(&mut g, P1, 13011);
    assert_eq!(hp(&g, P0)[0], 10);
    assert_eq!(combat(&g, P0), []);
}

#[test]
fn ayaka_is_infused_when_switched_in_and_her_burst_summons_frostflake() {
    let mut g = solo([KAEYA, AYAKA, BARBARA], &[]);
    assert_eq!(attached(&g, P0, 1), [11054]);
    switch(&mut g, P0, 1);
    assert_eq!(attached(&g, P0, 1), [11054, 111052]);
    skill(&mut g, P0, 11051);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Cryo));
    skill(&mut g, P0, 11052);
    assert_eq!(hp(&g, P1)[0], 5);
    g.set_energy(P0, 1, 3);
    skill(&mut g, P0, 11053);
    assert_eq!(hp(&g, P1)[0], 1);
    assert_eq!(summons(&g, P0), [(111051, 2)]);
    g.set_hp(P1, 0, 10);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(attached(&g, P0, 1), [11054]);
}

#[test]
fn ayaka_talent_makes_one_switch_to_her_cheaper_and_her_cryo_stronger() {
    let mut g = solo([KAEYA, AYAKA, BARBARA], &[211051]);
    // Not a combat action, and she need not be active.
    talent(&mut g, P0, 211051, 1);
    assert_eq!(g.turn(), P0);
    assert_eq!(switch(&mut g, P0, 1).total(), 0);
    assert_eq!(attached(&g, P0, 1), [11054, 211051, 111053]);
    skill(&mut g, P0, 11051);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(switch(&mut g, P0, 0).total(), 1);
    assert_eq!(switch(&mut g, P0, 1).total(), 1);
}

#[test]
fn eula_grimheart_alternates_and_lightfall_sword_gathers_layers() {
    let mut g = solo([EULA, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 11062);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(attached(&g, P0, 0), [111061]);
    assert_eq!(energy(&g, P0, 0), 1);
    skill(&mut g, P0, 11062);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(attached(&g, P0, 0), [111061], "spent, then taken again");
    assert_eq!(energy(&g, P0, 0), 2);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 11063);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(summons(&g, P0), [(111062, 0)]);
    skill(&mut g, P0, 11061);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(summons(&g, P0), [(111062, 2)]);
    assert_eq!(energy(&g, P0, 0), 0);
    skill(&mut g, P0, 11062);
    assert_eq!(summons(&g, P0), [(111062, 4)]);
    assert_eq!(energy(&g, P0, 0), 0);
    g.set_hp(P1, 0, 10);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(summons(&g, P0), []);
}

#[test]
fn eula_talent_gives_icetide_vortex_one_more_layer() {
    let mut g = solo([EULA, KAEYA, BARBARA], &[211061]);
    g.set_energy(P0, 0, 2);
    talent(&mut g, P0, 211061, 0);
    assert_eq!(summons(&g, P0), [(111062, 0)]);
    skill(&mut g, P0, 11062);
    assert_eq!(summons(&g, P0), [(111062, 3)]);
}

#[test]
fn shenhe_icy_quill_boosts_character_cryo_and_talisman_spirit_weakens_foes() {
    let mut g = solo([SHENHE, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 11072);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(combat(&g, P0), [(111071, 2)]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 11073);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(combat(&g, P0), [(111071, 1)]);
    assert_eq!(summons(&g, P0), [(111073, 2)]);
    skill(&mut g, P0, 11071);
    assert_eq!(hp(&g, P1)[0], 3);
    g.set_hp(P1, 0, 10);
    end_round(&mut g);
    // The spirit's own 1 Cryo gets its +1; the quill serves characters only.
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(combat(&g, P0), [(111071, 1)]);
    assert_eq!(summons(&g, P0), [(111073, 1)]);
}

#[test]
fn shenhe_talent_quill_spares_a_usage_on_one_normal_attack_a_round() {
    let mut g = solo([SHENHE, AYAKA, BARBARA], &[211071]);
    talent(&mut g, P0, 211071, 0);
    assert_eq!(combat(&g, P0), [(111072, 2)]);
    switch(&mut g, P0, 1);
    skill(&mut g, P0, 11051);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(combat(&g, P0), [(111072, 2)]);
    skill(&mut g, P0, 11051);
    assert_eq!(hp(&g, P1)[0], 2);
    assert_eq!(combat(&g, P0), [(111072, 1)]);
}

#[test]
fn qiqi_herald_of_frost_heals_after_her_normal_attacks() {
    let mut g = solo([QIQI, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 11082);
    assert_eq!(summons(&g, P0), [(111081, 3)]);
    g.set_hp(P0, 0, 5);
    g.set_hp(P0, 1, 4);
    g.set_hp(P0, 2, 8);
    // The most injured (Kaeya) heals 1, then the active character 1, once this round.
    skill(&mut g, P0, 11081);
    assert_eq!(hp(&g, P0), [6, 5, 8]);
    skill(&mut g, P0, 11081);
    assert_eq!(hp(&g, P0), [6, 6, 8]);
    // Only Qiqi's normal attacks count.
    switch(&mut g, P0, 1);
    skill(&mut g, P0, 11031);
    assert_eq!(hp(&g, P0), [6, 6, 8]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 10 - 2 - 2 - 2 - 1);
    assert_eq!(summons(&g, P0), [(111081, 2)]);
}

#[test]
fn qiqi_fortune_preserving_talisman_heals_injured_skill_users() {
    let mut g = solo([QIQI, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 3);
    g.set_hp(P0, 0, 6);
    skill(&mut g, P0, 11083);
    assert_eq!(hp(&g, P1)[0], 7);
    // The burst's own user is healed once the skill is over.
    assert_eq!(hp(&g, P0)[0], 8);
    assert_eq!(combat(&g, P0), [(111082, 2)]);
    // A user at full HP spends nothing.
    switch(&mut g, P0, 1);
    skill(&mut g, P0, 11031);
    assert_eq!(combat(&g, P0), [(111082, 2)]);
    g.set_hp(P0, 1, 3);
    skill(&mut g, P0, 11031);
    assert_eq!(hp(&g, P0)[1], 5);
    assert_eq!(combat(&g, P0), [(111082, 1)]);
}

#[test]
fn qiqi_talent_revives_the_fallen_twice_per_match() {
    let mut g = Scenario::new([QIQI, KAEYA, BARBARA], [GANYU, DILUC, KEQING])
        .first(1)
        .hand(0, &[211081])
        .dice(0, dice(&"o".repeat(16)))
        .dice(1, dice("ccccccccc"))
        .build();
    // Ganyu's burst pierces the bench: Kaeya and Barbara fall.
    let knock_out_the_bench = |g: &mut Gitcg| {
        g.set_energy(P1, 0, 3);
        g.set_hp(P0, 1, 1);
        g.set_hp(P0, 2, 1);
        skill(g, P1, 11014);
        assert!(!g.character(P0, 1).alive && !g.character(P0, 2).alive);
    };
    knock_out_the_bench(&mut g);
    g.set_energy(P0, 0, 3);
    talent(&mut g, P0, 211081, 0);
    assert_eq!(hp(&g, P0)[1..], [2, 2]);
    assert!(g.character(P0, 1).alive && g.character(P0, 2).alive);
    knock_out_the_bench(&mut g);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 11083);
    assert_eq!(hp(&g, P0)[1..], [2, 2]);
    knock_out_the_bench(&mut g);
    // The third time, nobody comes back.
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 11083);
    assert!(!g.character(P0, 1).alive && !g.character(P0, 2).alive);
}

#[test]
fn layla_nights_of_formal_focus_shields_and_shooting_star_strikes_at_four_night_stars() {
    let mut g = solo([LAYLA, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 11092);
    // The shield, and Shooting Star with the star of the skill that created it.
    assert_eq!(combat(&g, P0), [(111091, 2), (111092, 0)]);
    assert_eq!(combat_stock(&g, P0, 111092), Some(1));
    assert_eq!(hp(&g, P1)[0], 10);
    skill(&mut g, P0, 11091);
    skill(&mut g, P0, 11091);
    assert_eq!(combat_stock(&g, P0, 111092), Some(3));
    assert_eq!(hp(&g, P1)[0], 6);
    // Made again: 2 stars, then 1 for the skill: 6, so 4 are spent on 1 Cryo damage.
    skill(&mut g, P0, 11092);
    assert_eq!(combat_stock(&g, P0, 111092), Some(2));
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Cryo));
}

#[test]
fn layla_burst_summons_celestial_dreamsphere_which_gathers_a_night_star() {
    let mut g = solo([LAYLA, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 11093);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(summons(&g, P0), [(111093, 2)]);
    skill(&mut g, P0, 11092);
    assert_eq!(combat_stock(&g, P0, 111092), Some(1));
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(summons(&g, P0), [(111093, 1)]);
    assert_eq!(combat_stock(&g, P0, 111092), Some(2));
}

#[test]
fn layla_talent_draws_a_card_whenever_shooting_star_strikes() {
    let mut g = Scenario::new([LAYLA, KAEYA, BARBARA], FOES)
        .first(1)
        .hand(0, &[211091])
        .deck(0, &[211011, 211011])
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    talent(&mut g, P0, 211091, 0);
    assert_eq!(combat_stock(&g, P0, 111092), Some(1));
    skill(&mut g, P0, 11091);
    skill(&mut g, P0, 11091);
    assert!(g.player(P0).hand.is_empty());
    skill(&mut g, P0, 11091);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(combat_stock(&g, P0, 111092), Some(0));
    assert_eq!(g.player(P0).hand.len(), 1);
}

const CHARLOTTE: u32 = 1110;

#[test]
fn charlotte_silhouette_bites_harder_at_its_last_usage_and_the_field_heals() {
    let mut g = solo([CHARLOTTE, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 11102);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(statuses(&g, P1, 0), [(111101, 2)]);
    g.set_hp(P0, 0, 8);
    g.set_hp(P0, 1, 5);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 11103);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(hp(&g, P0), [9, 6, 10]);
    assert_eq!(summons(&g, P0), [(111102, 2)]);
    // Seat 1 ended first and resolves first: the silhouette's 1, then the field's 1 and its
    // heal.
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(hp(&g, P0)[0], 10);
    assert_eq!(statuses(&g, P1, 0), [(111101, 1)]);
    foe_passes(&mut g);
    // Its last usage, on a character with Cryo applied: 2.
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 3);
    assert!(statuses(&g, P1, 0).is_empty());
}

#[test]
fn charlotte_talent_heals_after_a_normal_attack_while_a_silhouette_is_out_once_a_round() {
    let mut g = solo([CHARLOTTE, KAEYA, BARBARA], &[211101]);
    g.set_hp(P0, 0, 5);
    talent(&mut g, P0, 211101, 0);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(statuses(&g, P1, 0), [(111101, 2)]);
    skill(&mut g, P0, 11101);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(hp(&g, P0)[0], 7);
    skill(&mut g, P0, 11101);
    assert_eq!(hp(&g, P0)[0], 7);
}

const FREMINET: u32 = 1112;

/// Seat 0 with Freminet and these cards in hand and deck, 16 Omni dice, acting alone.
fn freminet_solo(hand: &[u32], deck: &[u32]) -> Gitcg {
    let mut g = Scenario::new([FREMINET, KAEYA, BARBARA], FOES)
        .first(1)
        .hand(0, hand)
        .deck(0, deck)
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    g
}

#[test]
fn freminet_pers_timer_gathers_pressure_from_draws_and_bursts_at_four() {
    let mut g = freminet_solo(&[], &[332004; 8]);
    skill(&mut g, P0, 11122);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(stock(&g, P0, 0, 111121), Some(0));
    g.draw(P0, 2);
    assert_eq!(stock(&g, P0, 0, 111121), Some(2));
    // Two levels: 1 Cryo die less; the timer leaves after the skill (no burst below 4).
    assert_eq!(skill(&mut g, P0, 11122).total(), 2);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(stock(&g, P0, 0, 111121), None);
    assert_eq!(skill(&mut g, P0, 11122).total(), 3);
    assert_eq!(stock(&g, P0, 0, 111121), Some(0));
    g.set_hp(P1, 0, 10);
    g.draw(P0, 4);
    // Four levels: 2 Cryo, then 2 Physical once the skill is over.
    assert_eq!(skill(&mut g, P0, 11122).total(), 2);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(stock(&g, P0, 0, 111121), None);
}

#[test]
fn freminet_hunter_mode_shields_every_third_draw_and_cycles_the_costliest_cards() {
    // Paimon (3) and Magic Guide (2) are the costliest in hand; the deck's top two are drawn.
    let mut g = freminet_solo(&[333001, 322001, 332004, 311101], &[333003, 332004, 332004]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 11123);
    assert_eq!(hp(&g, P1)[0], 6);
    assert!(attached(&g, P0, 0).contains(&111122));
    skill(&mut g, P0, 11121);
    let mut hand: Vec<u32> = g.player(P0).hand.iter().map(|c| c.id).collect();
    hand.sort_unstable();
    assert_eq!(hand, [332004, 332004, 332004, 333001]);
    let deck: Vec<u32> = g.player(P0).deck.iter().map(|c| c.id).collect();
    assert_eq!(deck, [311101, 322001, 333003]);
    assert_eq!(stock(&g, P0, 0, 111122), Some(2));
    assert!(!attached(&g, P0, 0).contains(&111123));
    // The third card drawn gives 1 shield point.
    g.draw(P0, 1);
    assert_eq!(statuses(&g, P0, 0).last(), Some(&(111123, 1)));
}

#[test]
fn freminet_talent_uses_the_floe_and_draws_after_skills_twice_a_round() {
    let mut g = freminet_solo(&[211121], &[332004; 6]);
    talent(&mut g, P0, 211121, 0);
    assert_eq!(hp(&g, P1)[0], 8);
    // The talent's draw came after the timer was attached: 1 level.
    assert_eq!(g.player(P0).hand.len(), 1);
    assert_eq!(stock(&g, P0, 0, 111121), Some(1));
    skill(&mut g, P0, 11121);
    assert_eq!(g.player(P0).hand.len(), 2);
    skill(&mut g, P0, 11121);
    assert_eq!(g.player(P0).hand.len(), 2);
}

const WRIOTHESLEY: u32 = 1111;

#[test]
fn wriothesley_chilling_penalty_costs_him_hp_when_strong_and_heals_him_when_weak() {
    let mut g = solo([WRIOTHESLEY, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 11112);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(statuses(&g, P0, 0), [(11116, 0), (111111, 2)]);
    // At 6 HP or more: 1 Cryo die less, +1 damage, then 1 Piercing damage to himself.
    assert_eq!(skill_price(&g, P0, 11111), 2);
    skill(&mut g, P0, 11111);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(hp(&g, P0)[0], 9);
    // At 5 HP or less: the full price, +1 damage, then a heal of 2; the status is spent.
    g.set_hp(P0, 0, 5);
    assert_eq!(skill_price(&g, P0, 11111), 3);
    skill(&mut g, P0, 11111);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(hp(&g, P0)[0], 7);
    assert_eq!(statuses(&g, P0, 0), [(11116, 0)]);
}

#[test]
fn wriothesley_burst_gets_cheaper_every_second_hit_or_heal_and_the_icicles_strike_before_acting() {
    let mut g = solo([WRIOTHESLEY, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 3);
    assert_eq!(skill_price(&g, P0, 11113), 3);
    skill(&mut g, P0, 11112);
    // Damaged once (the penalty's Piercing damage): not yet.
    skill(&mut g, P0, 11111);
    assert_eq!(skill_price(&g, P0, 11113), 3);
    // Healed once more: 2 counted, 1 die less.
    g.set_hp(P0, 0, 5);
    skill(&mut g, P0, 11111);
    assert_eq!(skill_price(&g, P0, 11113), 2);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 11113);
    // The burst's 2, then, before seat 0 chooses its next action, the icicles' 2.
    assert_eq!(hp(&g, P1)[0], 6);
    assert!(combat(&g, P0).is_empty());
}

#[test]
fn wriothesley_talent_counts_hits_and_heals_and_spends_three_for_one_more_damage() {
    let mut g = solo([WRIOTHESLEY, KAEYA, BARBARA], &[211111]);
    talent(&mut g, P0, 211111, 0);
    assert_eq!(hp(&g, P1)[0], 9);
    skill(&mut g, P0, 11112);
    assert_eq!(hp(&g, P1)[0], 7);
    // Penalty hit (1), then a heal (2) at 5 HP: two points.
    skill(&mut g, P0, 11111);
    g.set_hp(P0, 0, 5);
    skill(&mut g, P0, 11111);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(stock(&g, P0, 0, 211111), Some(2));
    g.heal(P0, 0, 1, None);
    assert_eq!(stock(&g, P0, 0, 211111), Some(3));
    // The next skill spends the three: 2 + 1.
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 11112);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(stock(&g, P0, 0, 211111), Some(0));
}

const ROSARIA: u32 = 1113;

/// Gives seat 0 Scope Out Soft Spots with `layers` layers.
fn soft_spots(g: &mut Gitcg, layers: u8) {
    let def = tavern_gitcg::cards::entities()
        .iter()
        .find(|e| e.id == 111131)
        .expect("Scope Out Soft Spots");
    g.put(P0, tavern_gitcg::state::LocZone::Combat, def);
    let spots = g
        .player_mut(P0)
        .combat
        .iter_mut()
        .find(|e| e.def.id == 111131);
    spots.expect("just put").stock = layers;
}

fn hand_ids(g: &Gitcg) -> Vec<u32> {
    g.player(P0).hand.iter().map(|c| c.id).collect()
}

#[test]
fn rosaria_ten_layers_make_a_certain_strike_that_doubles_the_next_skill_damage() {
    let mut g = solo([ROSARIA, KAEYA, BARBARA], &[]);
    soft_spots(&mut g, 10);
    skill(&mut g, P0, 11131);
    assert_eq!(hp(&g, P1)[0], 8);
    // Ten layers are a certain chance: Strike Where It Hurts, and the layers halve.
    assert_eq!(combat_stock(&g, P0, 111131), Some(5));
    assert!(combat(&g, P0).iter().any(|(id, _)| *id == 111133));
    // Without the layers, no new strike comes after the next skill.
    g.player_mut(P0).combat.retain(|e| e.def.id != 111131);
    switch(&mut g, P0, 1);
    skill(&mut g, P0, 11031);
    assert_eq!(hp(&g, P1)[0], 4);
    assert!(!combat(&g, P0).iter().any(|(id, _)| *id == 111133));
}

#[test]
fn rosaria_ravaging_confession_and_evercold_frostlance_add_layers() {
    let mut g = solo([ROSARIA, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 11132);
    assert_eq!(hp(&g, P1)[0], 9);
    let after_skill = combat_stock(&g, P0, 111131).unwrap_or(0);
    assert!(after_skill <= 1);
    g.set_energy(P0, 0, 2);
    g.player_mut(P0).combat.clear();
    skill(&mut g, P0, 11133);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(summons(&g, P0), [(111132, 2)]);
    let before = combat_stock(&g, P0, 111131).unwrap_or(0);
    g.player_mut(P0).combat.retain(|e| e.def.id == 111131);
    end_round(&mut g);
    // End Phase: 1 Cryo and 2 more layers.
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(combat_stock(&g, P0, 111131), Some(before + 2));
    assert_eq!(summons(&g, P0), [(111132, 1)]);
}

#[test]
fn rosaria_talent_gives_changing_shifts_once_a_round() {
    let mut g = solo([ROSARIA, KAEYA, BARBARA], &[211131]);
    talent(&mut g, P0, 211131, 0);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(hand_ids(&g), [332002]);
    skill(&mut g, P0, 11132);
    assert_eq!(hand_ids(&g), [332002]);
    // Next round, a Strike Where It Hurts created gives one too.
    end_round(&mut g);
    foe_passes(&mut g);
    g.player_mut(P0).combat.clear();
    soft_spots(&mut g, 10);
    skill(&mut g, P0, 11131);
    assert_eq!(hand_ids(&g), [332002, 332002]);
}
