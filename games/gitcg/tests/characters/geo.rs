//! Geo characters in real matches: each character's skills, summons, statuses and talent.

use super::*;

#[test]
fn noelle_full_plate_halves_physical_damage_and_shields() {
    let mut g = duel([NOELLE, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    skill(&mut g, P0, 16022);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(combat(&g, P0), [(116021, 2)]);
    skill(&mut g, P1, 13011);
    assert_eq!(g.character(P0, 0).hp, 10);
    assert_eq!(combat(&g, P0), [(116021, 1)]);
    apply(&mut g, P0, Action::DeclareEnd);
    skill(&mut g, P1, 13012);
    assert_eq!(g.character(P0, 0).hp, 8);
    assert_eq!(combat(&g, P0), []);
}

#[test]
fn noelle_sweeping_time_discounts_and_boosts_normal_attacks() {
    let mut g = solo([NOELLE, KAEYA, BARBARA], &[]);
    g.set_dice(P0, dice("gggggggggggg"));
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 16023);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(attached(&g, P0, 0), [116022]);
    let paid = skill(&mut g, P0, 16021);
    assert_eq!(paid.total(), 2);
    assert_eq!(hp(&g, P1)[0], 2);
    let again = legal(
        &g,
        P0,
        |a| matches!(a, Action::UseSkill { skill, .. } if skill.0 == 16021),
    );
    let Action::UseSkill { dice: next, .. } = again else {
        unreachable!()
    };
    assert_eq!(next.total(), 3);
}

#[test]
fn noelle_talent_heals_everyone_after_her_normal_attack_once_per_round() {
    let mut g = solo([NOELLE, KAEYA, BARBARA], &[216021]);
    g.set_hp(P0, 0, 6);
    g.set_hp(P0, 1, 8);
    talent(&mut g, P0, 216021, 0);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(combat(&g, P0), [(116021, 2)]);
    skill(&mut g, P0, 16021);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(hp(&g, P0), [7, 9, 10]);
    skill(&mut g, P0, 16021);
    assert_eq!(hp(&g, P0), [7, 9, 10]);
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
fn albedo_solar_isotoma_makes_one_switch_a_round_fast_and_feeds_tectonic_tide() {
    let mut g = duel([ALBEDO, KAEYA, FISCHL], [KEQING, GANYU, DILUC], &[]);
    skill(&mut g, P0, 16042);
    assert_eq!(summons(&g, P0), [(116041, 3)]);
    assert_eq!(g.turn(), P1);
    skill(&mut g, P1, 14031);
    // The first switch this round is fast and spends none of the summon's usages.
    switch(&mut g, P0, 1);
    assert_eq!(g.turn(), P0);
    assert_eq!(summons(&g, P0), [(116041, 3)]);
    switch(&mut g, P0, 0);
    assert_eq!(g.turn(), P1);
    skill(&mut g, P1, 14031);
    // Tectonic Tide: 4 Geo, +2 while Solar Isotoma is in play.
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 16043);
    assert_eq!(hp(&g, P1)[0], 4);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(summons(&g, P0), [(116041, 2)]);
}

#[test]
fn albedo_tectonic_tide_without_solar_isotoma_deals_four() {
    let mut g = solo([ALBEDO, KAEYA, FISCHL], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 16043);
    assert_eq!(hp(&g, P1)[0], 6);
}

#[test]
fn albedo_talent_cheapens_and_strengthens_plunging_attacks_while_isotoma_stands() {
    let mut g = solo([ALBEDO, KAEYA, FISCHL], &[216041]);
    talent(&mut g, P0, 216041, 0);
    assert_eq!(summons(&g, P0), [(116041, 3)]);
    switch(&mut g, P0, 1);
    // Kaeya was switched in: his Normal Attack plunges, 1 unaligned die less and +1.
    assert_eq!(skill(&mut g, P0, 11031).total(), 2);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(skill(&mut g, P0, 11031).total(), 3);
    assert_eq!(hp(&g, P1)[0], 5);
}

#[test]
fn gorou_war_banner_adds_one_to_his_sides_geo_damage_and_stacks_to_three_rounds() {
    let mut g = solo([GOROU, NOELLE, BARBARA], &[]);
    skill(&mut g, P0, 16062);
    // The banner comes after the skill's own damage.
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(combat(&g, P0), [(116061, 0)]);
    assert_eq!(rounds_left(&g, P0, 116061), Some(2));
    // Physical damage is not Geo.
    skill(&mut g, P0, 16061);
    assert_eq!(hp(&g, P1)[0], 6);
    skill(&mut g, P0, 16062);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(rounds_left(&g, P0, 116061), Some(3));
    // Noelle's Geo too: Breastplate's 1 + 1.
    g.set_hp(P1, 0, 10);
    switch(&mut g, P0, 1);
    skill(&mut g, P0, 16022);
    assert_eq!(hp(&g, P1)[0], 8);
}

#[test]
fn gorou_generals_glory_strikes_and_crystallizes_with_two_geo_characters() {
    let crystallize_after_a_round = |team: [u32; 3]| {
        let mut g = solo(team, &[]);
        g.set_energy(P0, 0, 2);
        skill(&mut g, P0, 16063);
        assert_eq!(hp(&g, P1)[0], 8);
        assert_eq!(summons(&g, P0), [(116062, 2)]);
        // Summons are not characters: no banner bonus.
        end_round(&mut g);
        assert_eq!(hp(&g, P1)[0], 7);
        assert_eq!(summons(&g, P0), [(116062, 1)]);
        combat(&g, P0).iter().any(|&(id, _)| id == 111)
    };
    assert!(crystallize_after_a_round([GOROU, NOELLE, BARBARA]));
    assert!(!crystallize_after_a_round([GOROU, KAEYA, BARBARA]));
}

#[test]
fn the_party_counts_knocked_out_characters_for_generals_glory() {
    let mut g = solo([GOROU, NOELLE, BARBARA], &[]);
    g.set_hp(P0, 1, 0);
    g.character_mut(P0, 1).alive = false;
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 16063);
    end_round(&mut g);
    assert!(combat(&g, P0).iter().any(|&(id, _)| id == 111));
}

#[test]
fn gorou_talent_draws_once_a_round_after_geo_damage_with_the_banner_up() {
    let mut g = Scenario::new([GOROU, KAEYA, BARBARA], FOES)
        .first(1)
        .hand(0, &[216061])
        .deck(0, &[211011, 211011, 211011])
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    // No banner yet when the talent's skill deals its damage.
    talent(&mut g, P0, 216061, 0);
    assert!(g.player(P0).hand.is_empty());
    skill(&mut g, P0, 16061);
    assert!(g.player(P0).hand.is_empty());
    skill(&mut g, P0, 16062);
    assert_eq!(g.player(P0).hand.len(), 1);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 16062);
    assert_eq!(g.player(P0).hand.len(), 1);
}
