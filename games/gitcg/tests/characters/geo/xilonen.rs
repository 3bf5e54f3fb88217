//! Xilonen in real matches: Combat Blading Gear and High-Speed Leap, her Normal Attack in
//! Nightsoul's Blessing, her Source Samples, her burst and her talent card.

use super::*;

const XILONEN: u32 = 1611;
const BLESSING: u32 = 116111;
const BLADING_GEAR: u32 = 116112;
const SAMPLE_GEO: u32 = 116113;
const SAMPLE_HYDRO: u32 = 116114;
const SAMPLE_PYRO: u32 = 116115;
const EXTRA_GEO: u32 = 216113;
const EXTRA_HYDRO: u32 = 216114;
const TOUR: u32 = 216111;
const STRATEGIZE: u32 = 332004;
const KACHINA: u32 = 1610;

#[test]
fn xilonen_source_samples_follow_her_sides_elements_when_the_battle_begins() {
    let g = solo([XILONEN, BARBARA, KLEE], &[]);
    assert_eq!(stock(&g, P0, 0, SAMPLE_GEO), Some(1));
    assert_eq!(stock(&g, P0, 0, SAMPLE_HYDRO), Some(1));
    assert_eq!(stock(&g, P0, 0, SAMPLE_PYRO), Some(1));
    let g = solo([XILONEN, KACHINA, KAEYA], &[]);
    assert_eq!(stock(&g, P0, 0, SAMPLE_GEO), Some(2));
}

#[test]
fn xilonen_yohuals_scratch_gear_turns_her_attack_geo_and_the_attack_restores_a_point() {
    let mut g = solo([XILONEN, KACHINA, NOELLE], &[]);
    skill(&mut g, P0, 16112);
    assert!(attached(&g, P0, 0).contains(&BLADING_GEAR));
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(1));
    assert!(!legal_skills(&g, P0).contains(&16112));
    skill(&mut g, P0, 16111);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(aura(&g, P1, 0), Aura::NONE);
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(2));
    // Without the blessing her attack restores nothing.
    let mut plain = solo([XILONEN, KACHINA, NOELLE], &[]);
    skill(&mut plain, P0, 16111);
    assert_eq!(stock(&plain, P0, 0, BLESSING), None);
}

#[test]
fn xilonen_high_speed_leap_draws_three_and_the_gear_leaves_with_her_last_point() {
    let mut g = Scenario::new([XILONEN, KACHINA, NOELLE], FOES)
        .first(1)
        .deck(0, &[STRATEGIZE; 6])
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    skill(&mut g, P0, 16112);
    assert_eq!(skill_price(&g, P0, 1161121), 2);
    skill(&mut g, P0, 1161121);
    assert_eq!(g.player(P0).hand.len(), 3);
    assert!(!attached(&g, P0, 0).contains(&BLADING_GEAR));
    assert_eq!(stock(&g, P0, 0, BLESSING), None);
    assert!(legal_skills(&g, P0).contains(&16112));
}

#[test]
fn xilonen_source_samples_at_two_points_make_the_opposing_side_take_more_then_spend_them() {
    let mut g = solo([XILONEN, BARBARA, NOELLE], &[]);
    skill(&mut g, P0, 16112);
    skill(&mut g, P0, 16111);
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(2));
    end_round(&mut g);
    foe_passes(&mut g);
    let extra: Vec<u32> = combat(&g, P1).iter().map(|(id, _)| *id).collect();
    assert_eq!(extra, [EXTRA_GEO, EXTRA_HYDRO]);
    assert_eq!(stock(&g, P0, 0, BLESSING), None);
    assert!(!attached(&g, P0, 0).contains(&BLADING_GEAR));
    // Barbara's 1 Hydro is +1 this round.
    let before = hp(&g, P1)[0];
    switch(&mut g, P0, 1);
    skill(&mut g, P0, 12011);
    assert_eq!(hp(&g, P1)[0], before - 2);
    end_round(&mut g);
    foe_passes(&mut g);
    assert_eq!(combat(&g, P1), []);
}

#[test]
fn xilonen_burst_draws_for_geo_samples_and_heals_for_the_others() {
    let mut g = Scenario::new([XILONEN, BARBARA, NOELLE], FOES)
        .first(1)
        .deck(0, &[STRATEGIZE; 6])
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    g.set_energy(P0, 0, 2);
    g.set_hp(P0, 2, 5);
    skill(&mut g, P0, 16113);
    // Geo 2 layers: 1 + 2 cards; Hydro 1 layer: 1 + 1 healing to Noelle.
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(g.player(P0).hand.len(), 3);
    assert_eq!(hp(&g, P0)[2], 7);
}

#[test]
fn xilonen_talent_uses_her_skill_and_restores_a_point_to_who_she_switches_with_twice_a_round() {
    let mut g = solo([XILONEN, KACHINA, NOELLE], &[TOUR]);
    switch(&mut g, P0, 1);
    skill(&mut g, P0, 16102);
    // Kachina switched out spends a point (2 to 1); Xilonen is in no blessing.
    switch(&mut g, P0, 0);
    assert_eq!(stock(&g, P0, 1, KACHINA_BLESSING), Some(1));
    talent(&mut g, P0, TOUR, 0);
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(1));
    // In her blessing, the talent card may not be played again (its skill is refused).
    assert!(!legal_skills(&g, P0).contains(&16112));
    // From her to Kachina: Kachina gains 1; back to her: she gains 1 (Kachina spends 1).
    switch(&mut g, P0, 1);
    assert_eq!(stock(&g, P0, 1, KACHINA_BLESSING), Some(2));
    switch(&mut g, P0, 0);
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(2));
    assert_eq!(stock(&g, P0, 1, KACHINA_BLESSING), Some(1));
    // Twice a round only.
    switch(&mut g, P0, 1);
    assert_eq!(stock(&g, P0, 1, KACHINA_BLESSING), Some(1));
}

const KACHINA_BLESSING: u32 = 116104;
