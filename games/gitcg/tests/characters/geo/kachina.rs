//! Kachina in real matches: Turbo Twirly and Twirly Twirly Bam Bam, Let It Rip, Turbo Drill
//! Field and her talent card.

use super::*;

const KACHINA: u32 = 1610;
const BLESSING: u32 = 116104;
const TURBO_TWIRLY: u32 = 116102;
const LET_IT_RIP: u32 = 116103;
const TURBO_DRILL_FIELD: u32 = 116101;
const HEART_OF_UNITY: u32 = 216101;
const STRATEGIZE: u32 = 332004;

#[test]
fn kachina_turbo_twirly_bam_bam_consumes_a_point_for_geo_and_a_pierce_to_the_next_standby() {
    let mut g = solo([KACHINA, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 16102);
    assert!(attached(&g, P0, 0).contains(&TURBO_TWIRLY));
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(2));
    assert!(!legal_skills(&g, P0).contains(&16102));
    assert_eq!(skill_price(&g, P0, 1161021), 1);
    skill(&mut g, P0, 1161021);
    assert_eq!(hp(&g, P1), [8, 11, 10]);
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(1));
}

#[test]
fn kachina_switched_out_consumes_a_point_for_let_it_rip_and_turbo_twirly_leaves_at_zero() {
    let mut g = solo([KACHINA, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 16102);
    skill(&mut g, P0, 1161021);
    switch(&mut g, P0, 1);
    assert_eq!(summons(&g, P0), [(LET_IT_RIP, 1)]);
    assert!(!attached(&g, P0, 0).contains(&TURBO_TWIRLY));
    assert_eq!(stock(&g, P0, 0, BLESSING), None);
    switch(&mut g, P0, 0);
    assert!(legal_skills(&g, P0).contains(&16102));
    end_round(&mut g);
    // Let It Rip: 1 Geo and 1 Piercing to the next standby character.
    assert_eq!(hp(&g, P1), [7, 10, 10]);
    assert_eq!(summons(&g, P0), []);
}

#[test]
fn kachina_burst_makes_turbo_drill_field_which_raises_bam_bam_for_one_usage_each() {
    let mut g = solo([KACHINA, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 16103);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(combat(&g, P0), [(TURBO_DRILL_FIELD, 3)]);
    skill(&mut g, P0, 16102);
    skill(&mut g, P0, 1161021);
    assert_eq!(hp(&g, P1), [4, 10, 10]);
    assert_eq!(combat(&g, P0), [(TURBO_DRILL_FIELD, 2)]);
}

#[test]
fn kachina_talent_draws_after_turbo_twirly_acts_once_a_round() {
    let mut g = Scenario::new([KACHINA, KAEYA, BARBARA], FOES)
        .first(1)
        .hand(0, &[HEART_OF_UNITY])
        .deck(0, &[STRATEGIZE; 5])
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    talent(&mut g, P0, HEART_OF_UNITY, 0);
    skill(&mut g, P0, 16102);
    skill(&mut g, P0, 1161021);
    assert_eq!(g.player(P0).hand.len(), 1);
    switch(&mut g, P0, 1);
    assert_eq!(g.player(P0).hand.len(), 1);
    // Let It Rip's End Phase is still this round's: only the end phase's 2 cards.
    end_round(&mut g);
    assert_eq!(g.player(P0).hand.len(), 3);
}

#[test]
fn kachina_cragbiter_deals_two_physical() {
    let mut g = solo([KACHINA, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 16101);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(energy(&g, P0, 0), 1);
}
