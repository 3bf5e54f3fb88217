//! Cryo and Hydro characters: Diona, Kamisato Ayaka, Eula, Shenhe, Mona, Sangonomiya Kokomi,
//! Kamisato Ayato and Tartaglia.

use super::*;

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
