//! Monsters in real matches (the Fatui, the Hilichurls and the other monsters, as the card
//! tables file them): each one's skills, summons, statuses and talent.

use super::*;

#[test]
fn cryo_cicin_mage_cicins_grow_with_attacks_and_shrink_with_reactions() {
    let mut g = solo([CICIN_MAGE, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 21012);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(summons(&g, P0), [(121011, 2)]);
    skill(&mut g, P0, 21011);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(summons(&g, P0), [(121011, 3)]);
    skill(&mut g, P0, 21012);
    assert_eq!(summons(&g, P0), [(121011, 3)]);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 21013);
    assert_eq!(hp(&g, P1)[0], 2);
    assert_eq!(aura(&g, P0, 0), Aura::of(Element::Cryo));
    assert_eq!(combat(&g, P0), [(121012, 4)]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 1);
    assert_eq!(summons(&g, P0), [(121011, 2)]);
}

#[test]
fn cryo_cicin_mage_cicins_lose_a_usage_when_she_takes_reaction_damage() {
    let mut g = duel([CICIN_MAGE, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    skill(&mut g, P0, 21012);
    g.set_aura(P0, 0, Element::Cryo);
    skill(&mut g, P1, 13012);
    assert_eq!(hp(&g, P0)[0], 5);
    assert_eq!(summons(&g, P0), [(121011, 1)]);
}

#[test]
fn cryo_cicin_mage_talent_strikes_when_cicins_overflow() {
    let mut g = solo([CICIN_MAGE, KAEYA, BARBARA], &[221011]);
    skill(&mut g, P0, 21012);
    talent(&mut g, P0, 221011, 0);
    // Summoned again, the Cicins stack up to their limit of 3: not beyond it.
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(summons(&g, P0), [(121011, 3)]);
    // The Mage's normal attack adds a usage with no limit: now they are beyond it.
    skill(&mut g, P0, 21011);
    assert_eq!(summons(&g, P0), [(121011, 4)]);
    assert_eq!(hp(&g, P1)[0], 5);
}

/// A match whose generator makes Rhodeia's The Myriad Wilds (seat 0's first action) summon
/// the frog among its two mimics.
fn rhodeia_with_frog() -> Gitcg {
    for seed in 1..64 {
        let mut g = Scenario::new([RHODEIA, KAEYA, BARBARA], [DILUC, GANYU, KEQING])
            .seed(seed)
            .dice(0, dice("oooooooo"))
            .dice(1, dice("oooooooo"))
            .build();
        skill(&mut g, P0, 22013);
        if summons(&g, P0).contains(&(122013, 1)) {
            return g;
        }
    }
    panic!("no seed summons the frog");
}

#[test]
fn rhodeia_summons_distinct_mimics_and_the_frog_absorbs_then_bursts() {
    let mut g = rhodeia_with_frog();
    let kinds = summons(&g, P0);
    assert_eq!(kinds.len(), 2);
    assert_ne!(kinds[0].0, kinds[1].0);
    let other = kinds.iter().find(|k| k.0 != 122013).copied().unwrap();
    skill(&mut g, P1, 13011);
    assert_eq!(hp(&g, P0)[0], 9);
    assert!(summons(&g, P0).contains(&(122013, 0)));
    end_round(&mut g);
    // The frog's 2, and the other mimic's 2 (squirrel) or 1 (raptor).
    let theirs = if other.0 == 122011 { 2 } else { 1 };
    assert_eq!(hp(&g, P1)[0], 10 - 2 - theirs);
    assert_eq!(summons(&g, P0), [(other.0, other.1 - 1)]);
}

#[test]
fn rhodeia_tide_and_torrent_grows_with_her_summons() {
    let mut g = solo([RHODEIA, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 22012);
    assert_eq!(summons(&g, P0).len(), 1);
    skill(&mut g, P0, 22013);
    let kinds = summons(&g, P0);
    assert_eq!(kinds.len(), 2);
    assert_ne!(kinds[0].0, kinds[1].0);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 22014);
    assert_eq!(hp(&g, P1)[0], 4);
}

#[test]
fn rhodeia_talent_gives_every_summon_a_usage() {
    let mut g = solo([RHODEIA, KAEYA, BARBARA], &[222011]);
    skill(&mut g, P0, 22012);
    let (id, usage) = summons(&g, P0)[0];
    g.set_energy(P0, 0, 3);
    talent(&mut g, P0, 222011, 0);
    assert_eq!(summons(&g, P0), [(id, usage + 1)]);
    assert_eq!(hp(&g, P1)[0], 5);
}

#[test]
fn mirror_maiden_refraction_taxes_switching_away_and_moves_with_her_target() {
    let mut g = duel([MIRROR_MAIDEN, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    skill(&mut g, P0, 22022);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(attached(&g, P1, 0), [122021]);
    assert_eq!(switch(&mut g, P1, 1).total(), 2);
    skill(&mut g, P0, 22022);
    assert_eq!(hp(&g, P1)[1], 7);
    assert_eq!(attached(&g, P1, 0), Vec::<u32>::new());
    assert_eq!(attached(&g, P1, 1), [122021]);
    g.set_energy(P0, 0, 2);
    g.set_dice(P0, dice("ooo"));
    apply(&mut g, P1, Action::DeclareEnd);
    skill(&mut g, P0, 22023);
    assert_eq!(hp(&g, P1)[1], 2);
}

#[test]
fn mirror_maiden_talent_refraction_lasts_longer_and_draws_more_hydro() {
    let mut g = duel(
        [MIRROR_MAIDEN, KAEYA, BARBARA],
        [DILUC, GANYU, KEQING],
        &[222021],
    );
    talent(&mut g, P0, 222021, 0);
    assert_eq!(attached(&g, P1, 0), [122022]);
    assert_eq!(g.character(P1, 0).attached[0].duration, 3);
    apply(&mut g, P1, Action::DeclareEnd);
    skill(&mut g, P0, 22021);
    assert_eq!(hp(&g, P1)[0], 5);
}

#[test]
fn fatui_pyro_agent_starts_in_stealth() {
    let mut g = duel([PYRO_AGENT, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    assert_eq!(hp(&g, P0)[0], 9);
    assert_eq!(statuses(&g, P0, 0), [(123011, 2)]);
    skill(&mut g, P0, 23011);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(statuses(&g, P0, 0), [(123011, 1)]);
    skill(&mut g, P1, 13011);
    assert_eq!(hp(&g, P0)[0], 8);
    assert_eq!(statuses(&g, P0, 0), []);
    skill(&mut g, P0, 23012);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(statuses(&g, P0, 0), [(123011, 2)]);
}

#[test]
fn fatui_pyro_agent_talent_stealth_lasts_three_and_infuses() {
    let mut g = solo([PYRO_AGENT, KAEYA, BARBARA], &[223011]);
    talent(&mut g, P0, 223011, 0);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(statuses(&g, P0, 0), [(123012, 3), (223011, 0)]);
    skill(&mut g, P0, 23011);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Pyro));
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 23013);
    assert_eq!(hp(&g, P1)[0], 0);
}

#[test]
fn abyss_lector_is_reborn_once_and_burns_brighter() {
    let mut g = duel([ABYSS_LECTOR, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    assert_eq!(hp(&g, P0)[0], 6);
    skill(&mut g, P0, 23022);
    assert_eq!(hp(&g, P1)[0], 7);
    g.set_hp(P0, 0, 2);
    skill(&mut g, P1, 13012);
    assert!(g.character(P0, 0).alive);
    assert_eq!(hp(&g, P0)[0], 4);
    assert_eq!(statuses(&g, P0, 0), [(123026, 0)]);
    skill(&mut g, P0, 23021);
    assert_eq!(hp(&g, P1)[0], 5);
}

#[test]
fn abyss_lector_darkfire_furnace_burns_and_pierces() {
    let mut g = solo([ABYSS_LECTOR, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 23023);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(summons(&g, P0), [(123021, 2)]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1), [6, 9, 9]);
}

#[test]
fn abyss_lector_talent_becomes_an_aegis_that_pierces_everyone_when_broken() {
    let mut g = duel(
        [ABYSS_LECTOR, KAEYA, BARBARA],
        [DILUC, GANYU, KEQING],
        &[223021],
    );
    talent(&mut g, P0, 223021, 0);
    assert_eq!(g.turn(), P0);
    assert_eq!(attached(&g, P0, 0), [123022, 223021]);
    skill(&mut g, P0, 23022);
    g.set_hp(P0, 0, 1);
    skill(&mut g, P1, 13011);
    assert_eq!(hp(&g, P0)[0], 4);
    assert_eq!(statuses(&g, P0, 0), [(123026, 0), (123024, 2)]);
    apply(&mut g, P0, Action::DeclareEnd);
    skill(&mut g, P1, 13012);
    assert_eq!(hp(&g, P0)[0], 3);
    assert_eq!(hp(&g, P1), [6, 9, 9]);
    assert_eq!(statuses(&g, P0, 0), [(123026, 0)]);
}

#[test]
fn abyss_lector_talent_on_a_reborn_lector_turns_into_the_aegis_at_once() {
    let mut g = duel(
        [ABYSS_LECTOR, KAEYA, BARBARA],
        [DILUC, GANYU, KEQING],
        &[223021],
    );
    skill(&mut g, P0, 23021);
    g.set_hp(P0, 0, 1);
    skill(&mut g, P1, 13011);
    assert_eq!(statuses(&g, P0, 0), [(123026, 0)]);
    talent(&mut g, P0, 223021, 0);
    assert_eq!(statuses(&g, P0, 0), [(123026, 0), (123024, 2)]);
}

#[test]
fn electro_hypostasis_prepares_scissors_then_paper() {
    let mut g = duel([HYPOSTASIS, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    assert_eq!(hp(&g, P0)[0], 8);
    skill(&mut g, P0, 24012);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(attached(&g, P0, 0), [124014, 124011]);
    skill(&mut g, P1, 13011);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(attached(&g, P0, 0), [124014, 124012]);
    assert_eq!(g.turn(), P1);
    skill(&mut g, P1, 13011);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(attached(&g, P0, 0), [124014]);
    assert_eq!(g.turn(), P1);
    assert_eq!(hp(&g, P0)[0], 4);
}

#[test]
fn electro_hypostasis_crystal_core_saves_it_once() {
    let mut g = duel([HYPOSTASIS, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    g.set_hp(P0, 0, 2);
    apply(&mut g, P0, Action::DeclareEnd);
    skill(&mut g, P1, 13012);
    assert!(g.character(P0, 0).alive);
    assert_eq!(hp(&g, P0)[0], 1);
    assert_eq!(attached(&g, P0, 0), Vec::<u32>::new());
}

#[test]
fn electro_hypostasis_chains_tax_one_opposing_switch_a_round() {
    let mut g = duel([HYPOSTASIS, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 24013);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(summons(&g, P0), [(124013, 2)]);
    assert_eq!(switch(&mut g, P1, 1).total(), 2);
    apply(&mut g, P0, Action::DeclareEnd);
    assert_eq!(switch(&mut g, P1, 0).total(), 1);
}

#[test]
fn electro_hypostasis_talent_heals_and_restores_the_core() {
    let mut g = duel(
        [HYPOSTASIS, KAEYA, BARBARA],
        [DILUC, GANYU, KEQING],
        &[224011],
    );
    g.set_hp(P0, 0, 2);
    apply(&mut g, P0, Action::DeclareEnd);
    skill(&mut g, P1, 13012);
    assert_eq!(attached(&g, P0, 0), Vec::<u32>::new());
    apply(&mut g, P1, Action::DeclareEnd);
    foe_passes_both(&mut g);
    let play = legal(
        &g,
        P0,
        |a| matches!(a, Action::PlayCard { card, .. } if *card == CardId(224011)),
    );
    apply(&mut g, P0, play);
    assert_eq!(hp(&g, P0)[0], 4);
    assert_eq!(attached(&g, P0, 0), [124014]);
    assert_eq!(g.turn(), P1);
}

/// After an end phase in a duel: both keep their dice and get 8 Omni dice.
fn foe_passes_both(g: &mut Gitcg) {
    for seat in [P0, P1] {
        if g.phase() == Phase::Roll {
            apply(g, seat, Action::Reroll { dice: Dice::EMPTY });
        }
    }
    g.set_dice(P0, dice("oooooooo"));
    g.set_dice(P1, dice("oooooooo"));
    if g.turn() == P1 {
        apply(g, P1, Action::DeclareEnd);
    }
}

#[test]
fn absorbing_prism_needs_the_hypostasis_active() {
    let g = solo([KAEYA, HYPOSTASIS, BARBARA], &[224011]);
    let mut actions = Vec::new();
    g.legal_actions(P0, &mut actions);
    assert!(!actions
        .iter()
        .any(|a| matches!(a, Action::PlayCard { card, .. } if *card == CardId(224011))));
}

#[test]
fn maguu_kenki_shadowswords_and_the_burst_that_wakes_them() {
    let mut g = solo([MAGUU_KENKI, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 25012);
    assert_eq!(summons(&g, P0), [(125011, 2)]);
    skill(&mut g, P0, 25013);
    assert_eq!(summons(&g, P0), [(125011, 2), (125012, 2)]);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 25014);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(summons(&g, P0), [(125011, 2), (125012, 2)]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 2);
    assert_eq!(summons(&g, P0), [(125011, 1), (125012, 1)]);
}

#[test]
fn maguu_kenki_talent_switches_after_his_skills() {
    let mut g = solo([MAGUU_KENKI, KAEYA, BARBARA], &[225011]);
    talent(&mut g, P0, 225011, 0);
    assert_eq!(g.player(P0).active, 1);
    switch(&mut g, P0, 0);
    skill(&mut g, P0, 25013);
    assert_eq!(g.player(P0).active, 2);
}

#[test]
fn stonehide_lawachurl_stonehide_and_stone_force() {
    let mut g = duel([LAWACHURL, KAEYA, BARBARA], ZHONGLI_FOE, &[]);
    assert_eq!(hp(&g, P0)[0], 8);
    assert_eq!(statuses(&g, P0, 0), [(126011, 3), (126012, 0)]);
    skill(&mut g, P0, 26011);
    assert_eq!(hp(&g, P1)[0], 7);
    skill(&mut g, P1, 16032);
    assert_eq!(hp(&g, P0)[0], 8);
    assert_eq!(statuses(&g, P0, 0), [(126011, 1), (126012, 0)]);
    skill(&mut g, P0, 26011);
    assert_eq!(hp(&g, P1)[0], 5);
    skill(&mut g, P1, 16031);
    assert_eq!(hp(&g, P0)[0], 7);
    assert_eq!(statuses(&g, P0, 0), []);
}

#[test]
fn stonehide_lawachurl_talent_restores_his_hide_after_a_knock_out() {
    let mut g = solo([LAWACHURL, KAEYA, BARBARA], &[226011]);
    g.character_mut(P0, 0).attached[0].usage = 1;
    g.set_hp(P1, 0, 5);
    g.set_energy(P0, 0, 2);
    talent(&mut g, P0, 226011, 0);
    assert!(!g.character(P1, 0).alive);
    assert_eq!(statuses(&g, P0, 0), [(126011, 3), (126012, 0), (226011, 0)]);
}

#[test]
fn jadeplume_radical_vitality_stacks_and_feeds_its_burst() {
    let mut g = solo([JADEPLUME, KAEYA, BARBARA], &[]);
    assert_eq!(statuses(&g, P0, 0), [(127011, 0)]);
    skill(&mut g, P0, 27012);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(statuses(&g, P0, 0), [(127011, 1)]);
    skill(&mut g, P0, 27011);
    assert_eq!(statuses(&g, P0, 0), [(127011, 1)]);
    skill(&mut g, P0, 27012);
    assert_eq!(statuses(&g, P0, 0), [(127011, 2)]);
    g.set_hp(P1, 0, 10);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 27013);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(statuses(&g, P0, 0), [(127011, 1)]);
    g.character_mut(P0, 0).attached[0].usage = 3;
    g.set_energy(P0, 0, 2);
    end_round(&mut g);
    assert_eq!(statuses(&g, P0, 0), [(127011, 0)]);
    assert_eq!(energy(&g, P0, 0), 0);
}

#[test]
fn jadeplume_gains_vitality_when_hit_by_elements() {
    let mut g = duel([JADEPLUME, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    apply(&mut g, P0, Action::DeclareEnd);
    skill(&mut g, P1, 13011);
    assert_eq!(statuses(&g, P0, 0), [(127011, 0)]);
    skill(&mut g, P1, 13012);
    assert_eq!(statuses(&g, P0, 0), [(127011, 1)]);
}

#[test]
fn jadeplume_talent_holds_four_layers() {
    let mut g = solo([JADEPLUME, KAEYA, BARBARA], &[227011]);
    talent(&mut g, P0, 227011, 0);
    assert_eq!(statuses(&g, P0, 0), [(127011, 1), (227011, 0)]);
    g.character_mut(P0, 0).attached[0].usage = 3;
    skill(&mut g, P0, 27012);
    assert_eq!(statuses(&g, P0, 0), [(127011, 4), (227011, 0)]);
}

const CRYO_HYPOSTASIS: u32 = 2103;

#[test]
fn cryo_hypostasis_ice_ring_pierces_after_the_next_attack_and_the_iceridge_strikes_the_nearest() {
    let mut g = solo([CRYO_HYPOSTASIS, KAEYA, BARBARA], &[]);
    assert_eq!(attached(&g, P0, 0), [121034]);
    skill(&mut g, P0, 21032);
    assert_eq!(hp(&g, P1), [7, 10, 10]);
    assert_eq!(attached(&g, P0, 0), [121034, 121031]);
    skill(&mut g, P0, 21031);
    assert_eq!(hp(&g, P1), [6, 9, 9]);
    assert_eq!(attached(&g, P0, 0), [121034]);
    skill(&mut g, P0, 21033);
    assert_eq!(hp(&g, P1), [4, 8, 8]);
    assert_eq!(summons(&g, P0), [(121033, 2)]);
    // The opposing character nearest to the active character's position, not the opposing
    // active character.
    g.set_active(P0, 2);
    end_round(&mut g);
    assert_eq!(hp(&g, P1), [4, 8, 7]);
    assert_eq!(summons(&g, P0), [(121033, 1)]);
}

#[test]
fn cryo_hypostasis_crystal_core_saves_it_once_at_one_hp() {
    let mut g = duel(
        [CRYO_HYPOSTASIS, KAEYA, BARBARA],
        [KEQING, GANYU, DILUC],
        &[],
    );
    g.set_hp(P0, 0, 1);
    skill(&mut g, P0, 21031);
    skill(&mut g, P1, 14031);
    assert_eq!(hp(&g, P0)[0], 1);
    assert!(g.character(P0, 0).alive);
    assert!(attached(&g, P0, 0).is_empty());
    assert!(attached(&g, P1, 0).is_empty());
}

#[test]
fn cryo_hypostasis_talent_gives_a_core_and_its_save_chills_the_opposing_active() {
    let mut g = duel(
        [CRYO_HYPOSTASIS, KAEYA, BARBARA],
        [KEQING, GANYU, DILUC],
        &[221031],
    );
    g.set_hp(P0, 0, 1);
    // Spent by an earlier save, the core comes back with the talent, a fast action.
    g.character_mut(P0, 0).attached.clear();
    // Only while the Hypostasis is the active character.
    g.set_active(P0, 1);
    let mut actions = Vec::new();
    g.legal_actions(P0, &mut actions);
    assert!(!actions
        .iter()
        .any(|a| matches!(a, Action::PlayCard { card, .. } if card.0 == 221031)));
    g.set_active(P0, 0);
    talent(&mut g, P0, 221031, 0);
    assert_eq!(attached(&g, P0, 0), [221031, 121034]);
    assert_eq!(g.turn(), P0);
    skill(&mut g, P0, 21031);
    assert_eq!(hp(&g, P1)[0], 9);
    skill(&mut g, P1, 14031);
    assert_eq!(hp(&g, P0)[0], 1);
    assert_eq!(attached(&g, P0, 0), [221031]);
    assert_eq!(attached(&g, P1, 0), [121022]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 8);
    assert!(attached(&g, P1, 0).is_empty());
}

const PEARL_SEAHORSE: u32 = 2403;

/// Puts the entity `id` (from the card list) in play.
fn put_entity(g: &mut Gitcg, seat: Seat, zone: tavern_gitcg::state::LocZone, id: u32) {
    let def = tavern_gitcg::cards::entities()
        .iter()
        .find(|e| e.id == id)
        .unwrap_or_else(|| panic!("entity {id}"));
    g.put(seat, zone, def);
}

#[test]
fn pearl_seahorse_school_of_fish_feeds_the_pearl_once_a_round_and_the_burst_summons_the_orb() {
    let mut g = solo([PEARL_SEAHORSE, KAEYA, BARBARA], &[]);
    assert_eq!(statuses(&g, P0, 0), [(124032, 2), (24037, 0)]);
    skill(&mut g, P0, 24032);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(statuses(&g, P0, 0)[0], (124032, 3));
    skill(&mut g, P0, 24032);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(statuses(&g, P0, 0)[0], (124032, 3));
    skill(&mut g, P0, 24033);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(statuses(&g, P0, 0)[0], (124032, 3));
    assert_eq!(summons(&g, P0), [(124031, 2)]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 2);
    assert_eq!(summons(&g, P0), [(124031, 1)]);
}

#[test]
fn pearl_seahorse_pearl_takes_one_off_each_hit_and_a_summon_s_first_hit_a_round_for_free() {
    let mut g = Scenario::new([PEARL_SEAHORSE, KAEYA, BARBARA], [XIANGLING, GANYU, KEQING])
        .deck(0, &[211011; 6])
        .dice(0, dice("oooooooo"))
        .dice(1, dice("oooooooo"))
        .build();
    skill(&mut g, P0, 24031);
    skill(&mut g, P1, 13022);
    // Declaring the end with the Seahorse active draws a card.
    apply(&mut g, P0, Action::DeclareEnd);
    assert_eq!(g.player(P0).hand.len(), 1);
    // Guoba's 2 lose 1, and the pearl spends nothing on a summon's first hit.
    apply(&mut g, P1, Action::DeclareEnd);
    assert_eq!(hp(&g, P0)[0], 7);
    assert_eq!(statuses(&g, P0, 0)[0], (124032, 2));
    for seat in [P0, P1] {
        apply(&mut g, seat, Action::Reroll { dice: Dice::EMPTY });
    }
    g.set_dice(P1, dice("oooooooo"));
    apply(&mut g, P0, Action::DeclareEnd);
    // A character's hit spends a usage.
    skill(&mut g, P1, 13021);
    assert_eq!(hp(&g, P0)[0], 6);
    assert_eq!(statuses(&g, P0, 0)[0], (124032, 1));
    // A new round: Guoba's hit is free again.
    apply(&mut g, P1, Action::DeclareEnd);
    assert_eq!(hp(&g, P0)[0], 5);
    assert_eq!(statuses(&g, P0, 0)[0], (124032, 1));
}

#[test]
fn pearl_seahorse_talent_adds_a_usage_and_two_summon_hits_a_round_are_free() {
    use tavern_gitcg::state::LocZone;
    let mut g = solo([PEARL_SEAHORSE, KAEYA, BARBARA], &[224031]);
    talent(&mut g, P0, 224031, 0);
    assert_eq!(statuses(&g, P0, 0), [(124032, 3), (24037, 0), (224031, 0)]);
    // Playing it is not a combat action, and needs no dice.
    assert_eq!(g.turn(), P0);
    assert_eq!(g.player(P0).dice.total(), 16);
    put_entity(&mut g, P1, LocZone::Summon, 124031);
    put_entity(&mut g, P1, LocZone::Summon, 114011);
    end_round(&mut g);
    assert_eq!(hp(&g, P0)[0], 8);
    assert_eq!(statuses(&g, P0, 0)[0], (124032, 3));
    // Without a pearl, the talent brings one with a single usage.
    let mut g = solo([PEARL_SEAHORSE, KAEYA, BARBARA], &[224031]);
    g.character_mut(P0, 0)
        .attached
        .retain(|e| e.def.id != 124032);
    talent(&mut g, P0, 224031, 0);
    assert_eq!(statuses(&g, P0, 0), [(24037, 0), (224031, 0), (124032, 1)]);
}
