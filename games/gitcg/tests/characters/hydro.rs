//! Hydro characters in real matches: each character's skills, summons, statuses and talent.

use super::*;

#[test]
fn barbara_melody_loop_heals_everyone_and_wets_the_active_character() {
    let mut g = solo([BARBARA, KAEYA, XINGQIU], &[]);
    g.set_hp(P0, 0, 6);
    g.set_hp(P0, 1, 5);
    skill(&mut g, P0, 12012);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(summons(&g, P0), [(112011, 2)]);
    end_round(&mut g);
    assert_eq!(hp(&g, P0), [7, 6, 10]);
    assert_eq!(aura(&g, P0, 0), Aura::of(Element::Hydro));
    assert_eq!(summons(&g, P0), [(112011, 1)]);
}

#[test]
fn barbara_shining_miracle_heals_all_four() {
    let mut g = solo([BARBARA, KAEYA, XINGQIU], &[]);
    g.set_hp(P0, 0, 3);
    g.set_hp(P0, 1, 4);
    g.set_hp(P0, 2, 8);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 12013);
    assert_eq!(hp(&g, P0), [7, 8, 10]);
    assert_eq!(hp(&g, P1), [10, 10, 10]);
}

#[test]
fn barbara_talent_makes_one_switch_a_round_free() {
    let mut g = solo([BARBARA, KAEYA, XINGQIU], &[212011]);
    talent(&mut g, P0, 212011, 0);
    assert_eq!(summons(&g, P0), [(112011, 2)]);
    assert_eq!(switch(&mut g, P0, 1).total(), 0);
    assert_eq!(switch(&mut g, P0, 0).total(), 1);
}

#[test]
fn xingqiu_rain_sword_takes_one_off_hits_of_three_or_more() {
    let mut g = duel([XINGQIU, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    skill(&mut g, P0, 12022);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(aura(&g, P0, 0), Aura::of(Element::Hydro));
    assert_eq!(combat(&g, P0), [(112021, 2)]);
    // Without the Hydro aura, Searing Onslaught's 3 is exactly the threshold.
    g.character_mut(P0, 0).aura = Aura::NONE;
    skill(&mut g, P1, 13012);
    assert_eq!(g.character(P0, 0).hp, 8);
    assert_eq!(combat(&g, P0), [(112021, 1)]);
    apply(&mut g, P0, Action::DeclareEnd);
    skill(&mut g, P1, 13011);
    assert_eq!(g.character(P0, 0).hp, 6);
    assert_eq!(combat(&g, P0), [(112021, 1)]);
}

#[test]
fn xingqiu_rainbow_bladework_follows_normal_attacks_only() {
    let mut g = solo([XINGQIU, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 12023);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(aura(&g, P0, 0), Aura::of(Element::Hydro));
    assert_eq!(combat(&g, P0), [(112022, 3)]);
    skill(&mut g, P0, 12021);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(combat(&g, P0), [(112022, 2)]);
    skill(&mut g, P0, 12022);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(combat(&g, P0), [(112022, 2), (112021, 2)]);
}

#[test]
fn xingqiu_talent_rain_sword_takes_one_off_hits_of_two() {
    let mut g = duel([XINGQIU, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[212021]);
    talent(&mut g, P0, 212021, 0);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(combat(&g, P0), [(112023, 3)]);
    skill(&mut g, P1, 13011);
    assert_eq!(g.character(P0, 0).hp, 9);
    assert_eq!(combat(&g, P0), [(112023, 2)]);
}

#[test]
fn mona_reflection_absorbs_then_strikes_and_one_switch_a_round_is_fast() {
    let mut g = duel([MONA, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    skill(&mut g, P0, 12032);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(summons(&g, P0), [(112031, 1)]);
    skill(&mut g, P1, 13011);
    assert_eq!(hp(&g, P0)[0], 9);
    assert_eq!(summons(&g, P0), [(112031, 0)]);
    switch(&mut g, P0, 1);
    assert_eq!(g.turn(), P0);
    switch(&mut g, P0, 0);
    assert_eq!(g.turn(), P1);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(summons(&g, P0), []);
}

#[test]
fn mona_illusory_bubble_doubles_the_next_skill_damage() {
    let mut g = solo([MONA, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 12033);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(combat(&g, P0), [(112032, 0)]);
    skill(&mut g, P0, 12032);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(combat(&g, P0), []);
    skill(&mut g, P0, 12031);
    assert_eq!(hp(&g, P1)[0], 3);
}

#[test]
fn mona_talent_adds_two_to_hydro_reactions_while_she_is_active() {
    let mut g = solo([MONA, KAEYA, BARBARA], &[212031]);
    g.set_aura(P1, 0, Element::Pyro);
    g.set_energy(P0, 0, 3);
    talent(&mut g, P0, 212031, 0);
    // 4 Hydro, +2 Vaporize, +2 talent.
    assert_eq!(hp(&g, P1)[0], 2);
    assert_eq!(aura(&g, P1, 0), Aura::NONE);
}

#[test]
fn kokomi_bake_kurage_stacks_and_ceremonial_garment_heals_after_normal_attacks() {
    let mut g = solo([KOKOMI, KAEYA, BARBARA], &[]);
    g.set_hp(P0, 1, 5);
    skill(&mut g, P0, 12052);
    assert_eq!(aura(&g, P0, 0), Aura::of(Element::Hydro));
    assert_eq!(hp(&g, P1)[0], 10);
    assert_eq!(summons(&g, P0), [(112051, 2)]);
    skill(&mut g, P0, 12052);
    assert_eq!(summons(&g, P0), [(112051, 4)]);
    skill(&mut g, P0, 12053);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(hp(&g, P0), [10, 6, 10]);
    assert_eq!(attached(&g, P0, 0), [112052]);
    skill(&mut g, P0, 12051);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(hp(&g, P0), [10, 7, 10]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(summons(&g, P0), [(112051, 3)]);
}

#[test]
fn kokomi_talent_burst_brings_a_kurage_that_hits_harder_in_the_garment() {
    let mut g = solo([KOKOMI, KAEYA, BARBARA], &[212051]);
    g.set_energy(P0, 0, 2);
    talent(&mut g, P0, 212051, 0);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(summons(&g, P0), [(112051, 1)]);
    assert_eq!(attached(&g, P0, 0), [212051, 112052]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(summons(&g, P0), []);
}

#[test]
fn ayato_takimeguri_kanka_and_garden_of_purity_boost_normal_attacks() {
    let mut g = solo([AYATO, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 12062);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(statuses(&g, P0, 0), [(112061, 3)]);
    skill(&mut g, P0, 12061);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Hydro));
    assert_eq!(statuses(&g, P0, 0), [(112061, 2)]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 12063);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(summons(&g, P0), [(112062, 2)]);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 12061);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(statuses(&g, P0, 0), [(112061, 1)]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 4);
}

#[test]
fn ayato_talent_adds_two_more_against_a_target_with_at_most_six_hp() {
    let mut g = solo([AYATO, KAEYA, BARBARA], &[212061]);
    talent(&mut g, P0, 212061, 0);
    assert_eq!(hp(&g, P1)[0], 8);
    skill(&mut g, P0, 12061);
    assert_eq!(hp(&g, P1)[0], 5);
    g.set_hp(P1, 0, 6);
    skill(&mut g, P0, 12061);
    assert_eq!(hp(&g, P1)[0], 1);
}

#[test]
fn tartaglia_stances_riptide_and_melee_piercing() {
    let mut g = solo([TARTAGLIA, KAEYA, BARBARA], &[]);
    assert_eq!(attached(&g, P0, 0), [12044, 112041]);
    // 16 dice: a charged attack, which marks its target in Ranged Stance.
    skill(&mut g, P0, 12041);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(attached(&g, P1, 0), [112043]);
    skill(&mut g, P0, 12042);
    assert_eq!(attached(&g, P0, 0), [12044, 112042]);
    assert_eq!(hp(&g, P1), [5, 9, 10]);
    g.set_hp(P1, 0, 10);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 12043);
    assert_eq!(hp(&g, P1), [2, 8, 10]);
    // Two piercings a round at most.
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 12041);
    assert_eq!(hp(&g, P1), [7, 8, 10]);
    end_round(&mut g);
    assert_eq!(attached(&g, P0, 0), [12044, 112042]);
    foe_passes(&mut g);
    end_round(&mut g);
    assert_eq!(attached(&g, P0, 0), [12044, 112041]);
}

#[test]
fn tartaglia_ranged_burst_returns_energy_and_riptide_passes_to_the_next_active() {
    let mut g = solo([TARTAGLIA, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 12041);
    g.set_dice(P0, dice("ooooooo"));
    g.set_energy(P0, 0, 3);
    g.set_hp(P1, 0, 5);
    skill(&mut g, P0, 12043);
    assert_eq!(energy(&g, P0, 0), 2);
    assert!(!g.character(P1, 0).alive);
    apply(&mut g, P1, Action::ChooseActive { slot: 1 });
    assert_eq!(attached(&g, P1, 1), [112043]);
    assert_eq!(combat(&g, P1), []);
}

#[test]
fn tartaglia_talent_pierces_a_marked_active_character_in_the_end_phase() {
    let mut g = solo([TARTAGLIA, KAEYA, BARBARA], &[212041]);
    talent(&mut g, P0, 212041, 0);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(attached(&g, P1, 0), [112043]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 7);
}

#[test]
fn candace_heron_shield_guards_her_preparation_then_heron_strike_hits() {
    let mut g = duel([CANDACE, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    skill(&mut g, P0, 12072);
    assert_eq!(hp(&g, P1)[0], 10);
    assert_eq!(statuses(&g, P0, 0), [(112071, 2), (112074, 0)]);
    assert_eq!(energy(&g, P0, 0), 1);
    // Searing Onslaught's 3 Pyro: the shield takes 2.
    skill(&mut g, P1, 13012);
    assert_eq!(hp(&g, P0)[0], 9);
    // Seat 0's turn is Heron Strike: 3 Hydro, no energy, the shield leaves with the
    // preparation, and the turn passes back.
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Hydro));
    assert_eq!(statuses(&g, P0, 0), []);
    assert_eq!(energy(&g, P0, 0), 1);
    assert_eq!(g.turn(), P1);
}

#[test]
fn candace_prayer_infuses_melee_boosts_normal_attacks_and_strikes_after_a_switch() {
    let mut g = solo([CANDACE, KAEYA, FISCHL], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 12073);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(combat(&g, P0), [(112072, 0)]);
    // Candace's polearm: 2 Physical turned Hydro, +1.
    skill(&mut g, P0, 12071);
    assert_eq!(hp(&g, P1)[0], 5);
    // After a switch: 1 Hydro, once this round.
    switch(&mut g, P0, 2);
    assert_eq!(hp(&g, P1)[0], 4);
    // Fischl's bow stays Physical, with the +1.
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 14011);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Hydro));
    switch(&mut g, P0, 1);
    assert_eq!(hp(&g, P1)[0], 7);
    // Kaeya's sword is infused: Hydro on Hydro, 2 + 1.
    skill(&mut g, P0, 11031);
    assert_eq!(hp(&g, P1)[0], 4);
    // Two rounds.
    end_round(&mut g);
    foe_passes(&mut g);
    assert_eq!(combat(&g, P0), [(112072, 0)]);
    end_round(&mut g);
    assert_eq!(combat(&g, P0), []);
}

#[test]
fn candace_talent_prayer_also_follows_a_normal_attack_once_per_round() {
    let mut g = solo([CANDACE, KAEYA, FISCHL], &[212071]);
    g.set_energy(P0, 0, 2);
    talent(&mut g, P0, 212071, 0);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(combat(&g, P0), [(112073, 0)]);
    assert_eq!(energy(&g, P0, 0), 0);
    // 3 Hydro from the infused attack, then the follow-up's 1 Hydro.
    skill(&mut g, P0, 12071);
    assert_eq!(hp(&g, P1)[0], 4);
    skill(&mut g, P0, 12071);
    assert_eq!(hp(&g, P1)[0], 1);
    // Its switch follow-up is counted apart.
    switch(&mut g, P0, 1);
    assert_eq!(hp(&g, P1)[0], 0);
}

const NILOU: u32 = 1208;

#[test]
fn nilou_golden_chalice_only_with_a_team_of_hydro_and_dendro() {
    let mut g = solo([NILOU, KAEYA, COLLEI], &[]);
    skill(&mut g, P0, 12082);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Hydro));
    assert_eq!(combat(&g, P0), []);
    let mut g = solo([NILOU, COLLEI, BARBARA], &[]);
    skill(&mut g, P0, 12082);
    assert_eq!(combat(&g, P0), [(112081, 0)]);
}

#[test]
fn nilou_bloom_summons_bountiful_core_which_strikes_at_declare_end_and_end_phase() {
    let mut g = solo([NILOU, COLLEI, BARBARA], &[]);
    skill(&mut g, P0, 12082);
    switch(&mut g, P0, 1);
    // Collei's 3 Dendro blooms (+1): Bountiful Core instead of a Dendro Core.
    skill(&mut g, P0, 17012);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(combat(&g, P0), [(112081, 0)]);
    assert_eq!(summons(&g, P0), [(112082, 1)]);
    g.set_hp(P1, 0, 10);
    g.set_aura(P1, 0, Element::Hydro);
    skill(&mut g, P0, 17012);
    assert_eq!(summons(&g, P0), [(112082, 2)]);
    g.set_hp(P1, 0, 10);
    // 2 usages when the round is declared over: 2 Dendro, spending one; then the end phase's 2.
    apply(&mut g, P0, Action::DeclareEnd);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(summons(&g, P0), []);
}

#[test]
fn nilou_lingering_aeon_hurts_its_character_in_the_end_phase() {
    let mut g = solo([NILOU, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 12083);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(statuses(&g, P1, 0), [(112083, 1)]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(statuses(&g, P1, 0), []);
}

#[test]
fn nilou_talent_bountiful_core_deals_one_more() {
    let mut g = solo([NILOU, COLLEI, BARBARA], &[212081]);
    talent(&mut g, P0, 212081, 0);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(combat(&g, P0), [(112081, 0)]);
    switch(&mut g, P0, 1);
    skill(&mut g, P0, 17012);
    assert_eq!(summons(&g, P0), [(112082, 1)]);
    g.set_hp(P1, 0, 10);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 7);
}

#[test]
fn yelan_breakthrough_layers_turn_a_normal_attack_hydro_and_draw() {
    let mut g = Scenario::new([YELAN, KAEYA, BARBARA], FOES)
        .first(1)
        .deck(0, &[211011, 211011])
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    // The passive starts with 1 layer; Lingering Lifeline adds 2 (at most 3).
    assert_eq!(stock(&g, P0, 0, 112091), Some(1));
    skill(&mut g, P0, 12092);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(stock(&g, P0, 0, 112091), Some(3));
    skill(&mut g, P0, 12092);
    assert_eq!(stock(&g, P0, 0, 112091), Some(3));
    g.set_hp(P1, 0, 10);
    g.character_mut(P1, 0).aura = Aura::NONE;
    // 2 layers spent: the attack is Hydro and a card is drawn.
    skill(&mut g, P0, 12091);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Hydro));
    assert_eq!(stock(&g, P0, 0, 112091), Some(1));
    assert_eq!(g.player(P0).hand.len(), 1);
    // 1 layer: Physical, no card.
    g.character_mut(P1, 0).aura = Aura::NONE;
    skill(&mut g, P0, 12091);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(aura(&g, P1, 0), Aura::NONE);
    assert_eq!(g.player(P0).hand.len(), 1);
    // End Phase: 1 more layer.
    end_round(&mut g);
    assert_eq!(stock(&g, P0, 0, 112091), Some(2));
}

#[test]
fn yelan_exquisite_throw_follows_every_normal_attack_for_two_rounds() {
    let mut g = solo([YELAN, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 12093);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(combat(&g, P0), [(112092, 0)]);
    assert_eq!(rounds_left(&g, P0, 112092), Some(2));
    // Kaeya's Normal Attack is followed too.
    switch(&mut g, P0, 1);
    skill(&mut g, P0, 11031);
    assert_eq!(hp(&g, P1)[0], 4);
    end_round(&mut g);
    assert_eq!(rounds_left(&g, P0, 112092), Some(1));
    foe_passes(&mut g);
    end_round(&mut g);
    assert_eq!(combat(&g, P0), []);
}

#[test]
fn yelan_talent_makes_one_die_omni_per_element_in_the_party() {
    let omni_after_a_round = |seed: u64, hand: &[u32]| {
        let mut g = Scenario::new([YELAN, KAEYA, XIANGLING], FOES)
            .seed(seed)
            .first(1)
            .hand(0, hand)
            .dice(0, dice(&"o".repeat(16)))
            .build();
        apply(&mut g, P1, Action::DeclareEnd);
        if !hand.is_empty() {
            talent(&mut g, P0, 212091, 0);
            assert_eq!(hp(&g, P1)[0], 7);
            assert_eq!(stock(&g, P0, 0, 112091), Some(3));
        }
        end_round(&mut g);
        g.player(P0).dice.0[0]
    };
    // Hydro, Cryo and Pyro: 3 dice always come up Omni, which chance alone does not give.
    assert!((1..=10).all(|seed| omni_after_a_round(seed, &[212091]) >= 3));
    assert!((1..=10).any(|seed| omni_after_a_round(seed, &[]) < 3));
}

const NEUVILLETTE: u32 = 1210;

#[test]
fn neuvillette_droplet_heals_him_and_prepares_equitable_judgment_that_costs_hp() {
    let mut g = solo([NEUVILLETTE, KAEYA, BARBARA], &[]);
    g.set_hp(P0, 0, 7);
    skill(&mut g, P0, 12102);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(combat(&g, P0), [(112101, 1)]);
    // The Normal Attack: 1 Hydro, the droplet heals 2 and he prepares the judgment, which his
    // side's next turn uses at once (the foe has ended): 3 Hydro at 9 HP, and 1 Piercing to him.
    skill(&mut g, P0, 12101);
    assert_eq!(combat(&g, P0), []);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(hp(&g, P0)[0], 8);
    assert_eq!(statuses(&g, P0, 0), []);
    assert_eq!(energy(&g, P0, 0), 2);
}

#[test]
fn neuvillette_equitable_judgment_below_six_hp_deals_two_and_costs_nothing() {
    let mut g = solo([NEUVILLETTE, KAEYA, BARBARA], &[]);
    g.set_hp(P0, 0, 3);
    skill(&mut g, P0, 12102);
    skill(&mut g, P0, 12101);
    // 2 + 1 + 2: at 5 HP after the heal, the judgment deals 2 and takes nothing.
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(hp(&g, P0)[0], 5);
}

#[test]
fn neuvillette_o_tides_pierces_the_bench_and_makes_two_droplets_up_to_three() {
    let mut g = solo([NEUVILLETTE, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 12103);
    assert_eq!(hp(&g, P1), [8, 9, 9]);
    assert_eq!(combat(&g, P0), [(112101, 2)]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 12103);
    assert_eq!(combat(&g, P0), [(112101, 3)]);
}

#[test]
fn neuvillette_talent_after_a_hydro_reaction_gives_two_hits_one_more() {
    let mut g = solo([NEUVILLETTE, KAEYA, BARBARA], &[212101]);
    g.character_mut(P1, 0).aura = Aura::of(Element::Pyro);
    // As Water Seeks Equilibrium: 1 Hydro + 2 for Vaporize, then Past Draconic Glories.
    talent(&mut g, P0, 212101, 0);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(statuses(&g, P0, 0), [(212101, 0), (112103, 2)]);
    skill(&mut g, P0, 12102);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(statuses(&g, P0, 0), [(212101, 0), (112103, 1)]);
}

const FURINA: u32 = 1211;
const SEATS_SACRED_AND_SECULAR: u32 = 112113;

/// How many copies of card `id` seat 0 holds.
fn held(g: &Gitcg, id: u32) -> usize {
    g.player(P0).hand.iter().filter(|c| c.id == id).count()
}

/// Seat 0 plays Seats Sacred and Secular.
fn seats(g: &mut Gitcg) {
    let a = legal(
        g,
        P0,
        |a| matches!(a, Action::PlayCard { card, .. } if *card == CardId(SEATS_SACRED_AND_SECULAR)),
    );
    apply(g, P0, a);
}

#[test]
fn furina_gets_seats_at_the_start_and_from_a_normal_attack_once_a_round_when_not_held() {
    let mut g = solo([FURINA, KAEYA, BARBARA], &[]);
    // The match's first action phase hands the card over.
    end_round(&mut g);
    foe_passes(&mut g);
    assert_eq!(held(&g, SEATS_SACRED_AND_SECULAR), 1);
    // In Ousia, not while one is held.
    skill(&mut g, P0, 12111);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(held(&g, SEATS_SACRED_AND_SECULAR), 1);
    // Played, she turns into Pneuma; the round's card is still to come, and only once.
    seats(&mut g);
    assert_eq!(g.character(P0, 0).def.id, 1212);
    assert_eq!(held(&g, SEATS_SACRED_AND_SECULAR), 0);
    skill(&mut g, P0, 12121);
    skill(&mut g, P0, 12121);
    assert_eq!(held(&g, SEATS_SACRED_AND_SECULAR), 1);
    // In Pneuma her normal attack makes one even when one is held.
    end_round(&mut g);
    foe_passes(&mut g);
    skill(&mut g, P0, 12121);
    assert_eq!(held(&g, SEATS_SACRED_AND_SECULAR), 2);
}

#[test]
fn furina_salon_members_prick_the_least_injured_and_turn_into_the_singer_with_her() {
    let mut g = solo([FURINA, KAEYA, BARBARA], &[SEATS_SACRED_AND_SECULAR]);
    g.set_hp(P0, 0, 7);
    skill(&mut g, P0, 12112);
    assert_eq!(summons(&g, P0), [(112111, 2)]);
    // 1 Hydro; someone has 6 HP or more: 1 Piercing to the least injured (Kaeya), 1 more.
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(hp(&g, P0), [7, 9, 10]);
    assert_eq!(summons(&g, P0), [(112111, 1)]);
    foe_passes(&mut g);
    // The card turns her and her summon, usages kept; her skill now calls the Singer.
    seats(&mut g);
    assert_eq!(summons(&g, P0), [(112112, 1)]);
    skill(&mut g, P0, 12122);
    assert_eq!(summons(&g, P0), [(112112, 3)]);
    // Everyone healed by 1; Furina (now 5 HP) is the most injured and gets 1 more.
    g.set_hp(P0, 0, 4);
    end_round(&mut g);
    assert_eq!(hp(&g, P0), [6, 10, 10]);
    assert_eq!(summons(&g, P0), [(112112, 2)]);
}

#[test]
fn furina_burst_turns_hits_and_heals_of_the_active_character_into_revelry() {
    let mut g = duel([FURINA, KAEYA, BARBARA], [KEQING, GANYU, DILUC], &[]);
    g.set_dice(P0, dice(&"o".repeat(16)));
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 12113);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(combat(&g, P0), [(112114, 0)]);
    // Keqing's hit on Furina: 1 Revelry.
    skill(&mut g, P1, 14031);
    assert_eq!(combat(&g, P0), [(112114, 0), (112115, 1)]);
    // Her next damage spends it: 2 + 1.
    skill(&mut g, P0, 12111);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(combat(&g, P0), [(112114, 0)]);
}

#[test]
fn furina_talent_gives_center_of_attention_in_either_arkhe() {
    let mut g = solo([FURINA, KAEYA, BARBARA], &[212111, 212111]);
    g.set_hp(P0, 1, 7);
    talent(&mut g, P0, 212111, 0);
    assert_eq!(summons(&g, P0), [(112111, 2)]);
    assert_eq!(statuses(&g, P0, 0), [(12115, 0), (212111, 0), (112116, 1)]);
    // Ousia: Hydro instead of Physical, then her standby characters are healed by 1.
    skill(&mut g, P0, 12111);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Hydro));
    assert_eq!(hp(&g, P0), [10, 8, 10]);
    assert_eq!(statuses(&g, P0, 0), [(12115, 0), (212111, 0)]);
    // Pneuma: the talent uses the form's skill; the attack deals +2, then the least injured
    // (Furina) takes 1 Piercing damage.
    seats(&mut g);
    g.set_hp(P1, 0, 10);
    talent(&mut g, P0, 212111, 0);
    assert_eq!(summons(&g, P0), [(112112, 4)]);
    assert!(statuses(&g, P0, 0).contains(&(112116, 1)));
    skill(&mut g, P0, 12121);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(hp(&g, P0), [9, 8, 10]);
}

#[test]
fn furina_revelry_stacks_past_any_limit_and_counts_heals_of_the_active_character() {
    let mut g = solo([FURINA, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 12113);
    g.set_hp(P0, 0, 1);
    for _ in 0..5 {
        g.heal(P0, 0, 1, None);
    }
    // A standby character's heal is not the active character's.
    g.set_hp(P0, 1, 5);
    g.heal(P0, 1, 1, None);
    assert_eq!(combat(&g, P0), [(112114, 0), (112115, 5)]);
}

const MUALANI: u32 = 1214;

#[test]
fn mualani_surfshark_enters_nightsoul_and_the_shark_bites_after_switches_to_her() {
    let mut g = solo([MUALANI, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 12142);
    // Bitey Shark and Nightsoul's Blessing with 2 points; the skill is refused while in it.
    assert_eq!(attached(&g, P0, 0), [112142, 112141]);
    assert_eq!(stock(&g, P0, 0, 112141), Some(2));
    assert!(!legal_skills(&g, P0).contains(&12142));
    let refused = g.apply(
        P0,
        Action::UseSkill {
            skill: tavern_protocol::gitcg::SkillId(12142),
            dice: dice("oo"),
        },
        &mut Vec::new(),
    );
    assert_eq!(
        refused.map_err(|e| tavern_game::RuleError::code(&e)),
        Err("skill_refused")
    );
    // Switching away from her spends nothing; switching to her spends 1 point and bites.
    switch(&mut g, P0, 1);
    assert_eq!(stock(&g, P0, 0, 112141), Some(2));
    switch(&mut g, P0, 0);
    assert_eq!(stock(&g, P0, 0, 112141), Some(1));
    assert_eq!(stock(&g, P1, 0, 112143), Some(1));
    // Her Normal Attack takes the bite: 1 Hydro + 2.
    skill(&mut g, P0, 12141);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(stock(&g, P1, 0, 112143), None);
}

#[test]
fn mualani_sharky_surfboard_switches_back_and_the_shark_leaves_with_the_last_point() {
    let mut g = solo([MUALANI, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 12142);
    let paid = skill(&mut g, P0, 1121422);
    assert_eq!(paid.total(), 1);
    // To the previous character (Barbara), and 1 layer of Bite Target.
    assert_eq!(g.player(P0).active, 2);
    assert_eq!(stock(&g, P1, 0, 112143), Some(1));
    assert_eq!(stock(&g, P0, 0, 112141), Some(2));
    switch(&mut g, P0, 0);
    assert_eq!(stock(&g, P1, 0, 112143), Some(2));
    assert_eq!(stock(&g, P0, 0, 112141), Some(1));
    switch(&mut g, P0, 1);
    switch(&mut g, P0, 0);
    // The last point spent: the shark leaves and so does the blessing; the skill is back.
    assert_eq!(stock(&g, P1, 0, 112143), Some(3));
    assert_eq!(attached(&g, P0, 0), Vec::<u32>::new());
    assert!(legal_skills(&g, P0).contains(&12142));
    skill(&mut g, P0, 12141);
    assert_eq!(hp(&g, P1)[0], 3);
}

#[test]
fn mualani_shark_bites_after_the_opponent_switches_too() {
    let mut g = duel([MUALANI, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    skill(&mut g, P0, 12142);
    switch(&mut g, P1, 1);
    assert_eq!(stock(&g, P1, 1, 112143), Some(1));
    assert_eq!(stock(&g, P0, 0, 112141), Some(1));
}

#[test]
fn mualani_shark_missile_stacks_without_limit_and_takes_the_bite() {
    let mut g = solo([MUALANI, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 12143);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(summons(&g, P0), [(112144, 2)]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 12143);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 12143);
    assert_eq!(summons(&g, P0), [(112144, 6)]);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 12142);
    skill(&mut g, P0, 1121422);
    end_round(&mut g);
    // 2 Hydro, +2 for the layer.
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(summons(&g, P0), [(112144, 5)]);
}

#[test]
fn mualani_talent_sets_off_a_summons_end_phase_when_she_comes_in_once_a_round() {
    let mut g = solo([MUALANI, KAEYA, BARBARA], &[212141]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 12143);
    talent(&mut g, P0, 212141, 0);
    switch(&mut g, P0, 1);
    switch(&mut g, P0, 0);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(summons(&g, P0), [(112144, 1)]);
    switch(&mut g, P0, 1);
    switch(&mut g, P0, 0);
    assert_eq!(hp(&g, P1)[0], 6);
}

const SIGEWINNE: u32 = 1213;

#[test]
fn sigewinne_bubblebalms_travel_between_the_decks_and_act_when_drawn() {
    let mut g = Scenario::new([SIGEWINNE, KAEYA, BARBARA], FOES)
        .first(1)
        .deck(0, &[332002, 332002, 332002, 332002])
        .deck(1, &[332002, 332002, 332002])
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    g.set_hp(P0, 0, 5);
    skill(&mut g, P0, 12132);
    assert_eq!(g.bond_of_life(P0, 0), 3);
    let (mine, theirs) = (g.player(P0).deck.len(), g.player(P1).deck.len());
    let hand = g.player(P0).hand.len();
    // The Large one is the third from the top: its 3 healing is all cancelled by the Bond of
    // Life, whose removal gives her 1 extra maximum HP (her passive), and 1 HP with it.
    g.draw(P0, 3);
    assert_eq!(g.player(P0).hand.len(), hand + 2);
    assert_eq!((hp(&g, P0)[0], g.character(P0, 0).max_hp), (6, 11));
    assert_eq!(g.player(P0).deck.len(), mine - 3);
    // The Medium one, second from the top of the other deck, hurts its drawer's active
    // character and sends the Small one back.
    assert_eq!(g.player(P1).deck.len(), theirs + 1);
    g.draw(P1, 2);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Hydro));
    g.draw(P0, 1);
    assert_eq!(hp(&g, P0)[0], 7);
    assert_eq!(combat(&g, P0), [(112101, 1)]);
    // Switching to her spends the droplet for 1 Energy.
    switch(&mut g, P0, 1);
    let before = energy(&g, P0, 0);
    switch(&mut g, P0, 0);
    assert_eq!(energy(&g, P0, 0), before + 1);
    assert_eq!(combat(&g, P0), []);
}

#[test]
fn sigewinne_burst_prepares_medical_intervention() {
    let mut g = solo([SIGEWINNE, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 12133);
    // 2 Hydro, then the prepared 2 Hydro as her side's next turn begins.
    assert_eq!(hp(&g, P1)[0], 6);
    // Only the passive's bookkeeping is left on her.
    assert_eq!(statuses(&g, P0, 0), [(12134, 0)]);
}

#[test]
fn sigewinne_talent_gives_two_elemental_skills_one_more_damage() {
    let mut g = solo([SIGEWINNE, KAEYA, BARBARA], &[212131]);
    talent(&mut g, P0, 212131, 0);
    assert_eq!(combat(&g, P0), [(112135, 2)]);
    switch(&mut g, P0, 1);
    skill(&mut g, P0, 11032);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(combat(&g, P0), [(112135, 1)]);
    skill(&mut g, P0, 11031);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(combat(&g, P0), [(112135, 1)]);
}
