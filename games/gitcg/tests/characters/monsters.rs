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

#[test]
fn thunder_manifestation_probe_marks_the_foe_and_strifeful_lightning_finds_the_rod() {
    let mut g = duel([THUNDER, KAEYA, BARBARA], [KEQING, GANYU, DILUC], &[]);
    // The passive leaves the probe on the opposing side from the start.
    assert_eq!(combat(&g, P1), [(124021, 0)]);
    assert_eq!(combat(&g, P0), []);
    skill(&mut g, P0, 24021);
    assert_eq!(hp(&g, P1), [9, 10, 10]);
    // A skill of the probed side attaches Lightning Rod to its active character.
    skill(&mut g, P1, 14031);
    assert_eq!(attached(&g, P1, 0), [124022]);
    g.set_active(P1, 1);
    // The rod draws Strifeful Lightning to its standby character, +1, and leaves.
    skill(&mut g, P0, 24022);
    assert_eq!(hp(&g, P1), [5, 10, 10]);
    assert_eq!(attached(&g, P1, 0), Vec::<u32>::new());
    // Once per round: another skill of that side attaches no new rod.
    skill(&mut g, P1, 11011);
    assert!((0..3).all(|s| attached(&g, P1, s).is_empty()));
    // Without a rod, the skill hits the active character.
    g.set_dice(P0, dice("oooooooo"));
    skill(&mut g, P0, 24022);
    assert_eq!(hp(&g, P1), [5, 7, 10]);
}

#[test]
fn thunder_manifestation_shackles_strike_the_rod_at_the_end_phase() {
    let mut g = duel([THUNDER, KAEYA, BARBARA], [KEQING, GANYU, DILUC], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 24023);
    assert_eq!(hp(&g, P1), [8, 10, 10]);
    assert_eq!(summons(&g, P0), [(124023, 1)]);
    skill(&mut g, P1, 14031);
    g.set_active(P1, 2);
    end_round(&mut g);
    // 3 Electro to the rod's character, +1 for the rod.
    assert_eq!(hp(&g, P1), [4, 10, 10]);
    assert_eq!(summons(&g, P0), []);
}

#[test]
fn thunder_manifestation_talent_draws_when_the_rod_bearer_is_hit() {
    let mut g = Scenario::new([THUNDER, KAEYA, BARBARA], [KEQING, GANYU, DILUC])
        .hand(0, &[224021])
        .deck(0, &[332004, 332004, 332004])
        .dice(0, dice("oooooooo"))
        .dice(1, dice("oooooooo"))
        .build();
    talent(&mut g, P0, 224021, 0);
    assert_eq!(hp(&g, P1), [7, 10, 10]);
    assert_eq!(g.player(P0).hand.len(), 0);
    skill(&mut g, P1, 14031);
    assert_eq!(attached(&g, P1, 0), [124022]);
    skill(&mut g, P0, 24021);
    assert_eq!(hp(&g, P1), [5, 10, 10]);
    assert_eq!(g.player(P0).hand.len(), 1);
}

#[test]
fn dvalin_total_collapse_adds_two_to_physical_and_anemo_damage_once() {
    let mut g = solo([DVALIN, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 25022);
    assert_eq!(hp(&g, P1), [8, 10, 10]);
    assert_eq!(statuses(&g, P1, 0), [(125021, 1)]);
    skill(&mut g, P0, 25021);
    assert_eq!(hp(&g, P1), [4, 10, 10]);
    assert_eq!(statuses(&g, P1, 0), []);
    skill(&mut g, P0, 25021);
    assert_eq!(hp(&g, P1), [2, 10, 10]);
}

#[test]
fn dvalin_cleansing_prepares_two_strikes_on_the_standby_characters() {
    let mut g = duel([DVALIN, KAEYA, BARBARA], [KEQING, GANYU, DILUC], &[]);
    g.set_dice(P0, dice(&"o".repeat(16)));
    skill(&mut g, P0, 25023);
    assert_eq!(hp(&g, P1), [8, 10, 10]);
    assert_eq!(statuses(&g, P0, 0), [(125022, 0)]);
    // Each of Dvalin's next turns is a prepared skill: first the next standby character...
    skill(&mut g, P1, 14031);
    assert_eq!(hp(&g, P1), [8, 9, 10]);
    assert_eq!(statuses(&g, P0, 0), [(125023, 0)]);
    // ...then the previous one.
    skill(&mut g, P1, 14031);
    assert_eq!(hp(&g, P1), [8, 9, 8]);
    assert_eq!(statuses(&g, P0, 0), []);
    assert_eq!(g.turn(), P1);
}

#[test]
fn dvalin_burst_collapses_every_opposing_standby_character() {
    let mut g = solo([DVALIN, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 25024);
    assert_eq!(hp(&g, P1), [5, 10, 10]);
    assert_eq!(statuses(&g, P1, 0), []);
    assert_eq!(statuses(&g, P1, 1), [(125021, 1)]);
    assert_eq!(statuses(&g, P1, 2), [(125021, 1)]);
}

#[test]
fn dvalin_talent_passes_total_collapse_on_to_the_next_standby_character() {
    let mut g = solo([DVALIN, KAEYA, BARBARA], &[225021]);
    talent(&mut g, P0, 225021, 0);
    assert_eq!(statuses(&g, P1, 0), [(125021, 1)]);
    skill(&mut g, P0, 25021);
    assert_eq!(hp(&g, P1), [4, 10, 10]);
    assert_eq!(statuses(&g, P1, 0), []);
    assert_eq!(statuses(&g, P1, 1), [(125021, 1)]);
    // Once per round: the next removal passes nothing on.
    g.set_active(P1, 1);
    skill(&mut g, P0, 25021);
    assert_eq!(hp(&g, P1), [4, 6, 10]);
    assert!((0..3).all(|s| statuses(&g, P1, s).is_empty()));
}

#[test]
fn la_signora_sheer_cold_bites_its_bearer_at_the_end_phase() {
    let mut g = solo([LA_SIGNORA, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 21022);
    assert_eq!(hp(&g, P1), [8, 10, 10]);
    assert_eq!(statuses(&g, P1, 0), [(121022, 1)]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1), [7, 10, 10]);
    assert_eq!(statuses(&g, P1, 0), []);
}

#[test]
fn la_signora_seal_breaks_instead_of_a_knock_out_and_she_turns_to_pyro() {
    let mut g = duel([LA_SIGNORA, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    assert_eq!(statuses(&g, P0, 0), [(121021, 0)]);
    g.set_hp(P0, 0, 2);
    skill(&mut g, P0, 21021);
    skill(&mut g, P1, 13011);
    let c = g.character(P0, 0);
    assert!(c.alive);
    assert_eq!((c.hp, c.def.id, c.def.element), (1, 6301, Element::Pyro));
    assert_eq!(statuses(&g, P0, 0), []);
    // The form's skills replace hers: Crimson Lotus Moth deals Pyro damage (melting the Cryo
    // of her first attack).
    assert!(!legal_skills(&g, P0).contains(&21021));
    skill(&mut g, P0, 63011);
    assert_eq!(hp(&g, P1), [6, 10, 10]);
    assert_eq!(aura(&g, P1, 0), Aura::NONE);
}

#[test]
fn la_signora_seal_breaks_at_the_action_phase_when_she_is_low() {
    let mut g = solo([LA_SIGNORA, KAEYA, BARBARA], &[]);
    g.set_hp(P0, 0, 4);
    end_round(&mut g);
    foe_passes(&mut g);
    assert_eq!(g.character(P0, 0).def.id, 6301);
    assert_eq!(statuses(&g, P0, 0), []);
}

#[test]
fn la_signora_burst_heals_and_turns_her_and_blazing_heat_replaces_sheer_cold() {
    let mut g = solo([LA_SIGNORA, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 21022);
    g.set_hp(P0, 0, 5);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 21023);
    assert_eq!(hp(&g, P1), [4, 10, 10]);
    assert_eq!(hp(&g, P0)[0], 7);
    assert_eq!(g.character(P0, 0).def.id, 6301);
    assert_eq!(statuses(&g, P0, 0), []);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 63012);
    // Melt: 2 + 2.
    assert_eq!(hp(&g, P1), [6, 10, 10]);
    assert_eq!(statuses(&g, P1, 0), [(163011, 1)]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1), [5, 10, 10]);
    g.set_energy(P0, 0, 2);
    foe_passes(&mut g);
    skill(&mut g, P0, 63013);
    assert!(!g.character(P1, 0).alive);
}

#[test]
fn la_signora_talent_gives_dice_of_her_element_and_softens_big_hits() {
    let mut g = duel(
        [LA_SIGNORA, KAEYA, BARBARA],
        [DILUC, GANYU, KEQING],
        &[221021],
    );
    talent(&mut g, P0, 221021, 0);
    assert_eq!(g.player(P0).dice, dice("oooooccc"));
    skill(&mut g, P0, 21021);
    skill(&mut g, P1, 13012);
    // Searing Onslaught's 3 is lowered to 2, and Diluc gets Sheer Cold.
    assert_eq!(hp(&g, P0)[0], 8);
    assert_eq!(statuses(&g, P1, 0), [(121022, 1)]);
}

#[test]
fn azhdaha_aura_of_majesty_crystallizes_into_an_absorbed_form() {
    let mut g = solo([AZHDAHA, KAEYA, BARBARA], &[]);
    assert_eq!(statuses(&g, P0, 0), [(126021, 0)]);
    // No reaction: nothing absorbed, so Azhdaha gets Elemental Crystallization.
    skill(&mut g, P0, 26022);
    assert_eq!(hp(&g, P1), [7, 10, 10]);
    assert_eq!(statuses(&g, P0, 0), [(126021, 0), (126022, 0)]);
    // Crystallize on Hydro: Azhdaha absorbs Hydro, a Hydro die comes, no new crystallization.
    g.set_aura(P1, 0, Element::Hydro);
    g.set_dice(P0, dice("ggg"));
    skill(&mut g, P0, 26022);
    assert_eq!(hp(&g, P1), [3, 10, 10]);
    assert_eq!(g.character(P0, 0).def.id, 6602);
    assert_eq!(stock(&g, P0, 0, 126021), Some(1));
    assert_eq!(g.player(P0).dice, dice("h"));
    assert!(legal_skills(&g, P0).is_empty());
    g.set_dice(P0, dice("hhh"));
    assert!(legal_skills(&g, P0).contains(&66023));
    skill(&mut g, P0, 66023);
    assert_eq!(hp(&g, P1), [0, 10, 10]);
}

#[test]
fn azhdaha_crystallization_absorbs_the_element_that_hits_it_and_rockfall_counts_kinds() {
    let mut g = duel([AZHDAHA, KAEYA, BARBARA], [KEQING, GANYU, DILUC], &[]);
    g.set_aura(P1, 0, Element::Cryo);
    skill(&mut g, P0, 26022);
    assert_eq!(g.character(P0, 0).def.id, 6601);
    // Frostspike Wave: 3 Cryo, and the crystallization status.
    g.set_dice(P0, dice("cccccccc"));
    skill(&mut g, P1, 14031);
    skill(&mut g, P0, 66013);
    assert!(statuses(&g, P0, 0).contains(&(126022, 0)));
    // Keqing's Electro hits it: Electro is absorbed in its place.
    skill(&mut g, P1, 14032);
    let c = g.character(P0, 0);
    assert_eq!(c.def.id, 6604);
    assert!(!statuses(&g, P0, 0).contains(&(126022, 0)));
    assert_eq!(stock(&g, P0, 0, 126021), Some(2));
    // Decimating Rockfall: 4 + 2 kinds absorbed, + 1 for crystallizing the Cryo left by
    // Frostspike Wave.
    g.set_dice(P0, dice("gggggggg"));
    g.set_energy(P0, 0, 2);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 26024);
    assert_eq!(hp(&g, P1)[0], 3);
}

#[test]
fn azhdaha_talent_crystallizes_it_and_gives_a_die_of_each_element() {
    let mut g = solo([AZHDAHA, KAEYA, BARBARA], &[226022]);
    g.set_dice(P0, dice("oo"));
    let play = legal(
        &g,
        P0,
        |a| matches!(a, Action::PlayCard { card, .. } if *card == CardId(226022)),
    );
    apply(&mut g, P0, play);
    assert_eq!(statuses(&g, P0, 0), [(126021, 0), (126022, 0)]);
    assert_eq!(g.player(P0).dice, dice("gch"));
}

/// The counter of the combat status `id` of a side, if it has it.
fn combat_stock(g: &Gitcg, seat: Seat, id: u32) -> Option<u8> {
    g.player(seat)
        .combat
        .iter()
        .find(|e| !e.dead && e.def.id == id)
        .map(|e| e.stock)
}

#[test]
fn loremaster_blazing_strike_blesses_and_the_burst_gives_the_scorpion_once() {
    let mut g = solo([LOREMASTER, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 23032);
    assert_eq!(hp(&g, P1), [7, 10, 10]);
    assert_eq!(combat_stock(&g, P0, 123032), Some(1));
    skill(&mut g, P0, 23032);
    assert_eq!(combat_stock(&g, P0, 123032), Some(2));
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 23033);
    assert_eq!(hp(&g, P1), [1, 10, 10]);
    let hand: Vec<u32> = g.player(P0).hand.iter().map(|c| c.id).collect();
    assert_eq!(hand, [123031]);
    g.set_energy(P0, 0, 2);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 23033);
    assert_eq!(g.player(P0).hand.len(), 1);
}

#[test]
fn loremaster_scorpion_technique_is_a_combat_action_boosted_by_blessings() {
    let mut g = solo([LOREMASTER, KAEYA, BARBARA], &[123031]);
    skill(&mut g, P0, 23032);
    talent(&mut g, P0, 123031, 0);
    assert_eq!(attached(&g, P0, 0), [23034, 123031]);
    let energy_before = energy(&g, P0, 0);
    assert!(legal_skills(&g, P0).contains(&1230311));
    let paid = skill(&mut g, P0, 1230311);
    assert_eq!(paid.total(), 2);
    // 2 Pyro, +1 for the one layer of blessing; no energy, the card's usage is spent.
    assert_eq!(hp(&g, P1), [4, 10, 10]);
    assert_eq!(energy(&g, P0, 0), energy_before);
    assert_eq!(combat_stock(&g, P0, 123032), None);
    assert_eq!(attached(&g, P0, 0), [23034]);
}

#[test]
fn loremaster_scorpion_trades_energy_for_damage_and_the_passive_charges_when_low() {
    let mut g = duel(
        [LOREMASTER, KAEYA, BARBARA],
        [KEQING, GANYU, DILUC],
        &[123031],
    );
    talent(&mut g, P0, 123031, 0);
    g.set_energy(P0, 0, 1);
    g.set_hp(P0, 0, 9);
    skill(&mut g, P0, 23031);
    // Keqing's 2: the scorpion spends the Energy to take 1 off and blesses; at 8 HP the
    // passive does not charge.
    skill(&mut g, P1, 14031);
    assert_eq!(hp(&g, P0)[0], 8);
    assert_eq!(combat_stock(&g, P0, 123032), Some(1));
    assert_eq!(energy(&g, P0, 0), 1);
    skill(&mut g, P0, 23031);
    // Down to 7 HP (1 more prevented): the passive gives back the Energy the scorpion took.
    skill(&mut g, P1, 14031);
    assert_eq!(hp(&g, P0)[0], 7);
    assert_eq!(combat_stock(&g, P0, 123032), Some(2));
    assert_eq!(energy(&g, P0, 0), 2);
}

#[test]
fn loremaster_talent_blesses_each_round_and_knock_outs_return_the_scorpion() {
    let mut g = solo([LOREMASTER, KAEYA, BARBARA], &[223031, 123031]);
    talent(&mut g, P0, 223031, 0);
    assert_eq!(hp(&g, P1), [7, 10, 10]);
    assert_eq!(combat_stock(&g, P0, 123032), Some(1));
    end_round(&mut g);
    assert_eq!(combat_stock(&g, P0, 123032), Some(2));
    foe_passes(&mut g);
    talent(&mut g, P0, 123031, 0);
    g.set_hp(P1, 0, 3);
    skill(&mut g, P0, 1230311);
    assert!(!g.character(P1, 0).alive);
    let hand: Vec<u32> = g.player(P0).hand.iter().map(|c| c.id).collect();
    assert!(hand.contains(&123031));
}

#[test]
fn thunder_manifestation_talent_draws_for_piercing_damage_too() {
    let mut g = Scenario::new([THUNDER, KAEYA, BARBARA], [KEQING, GANYU, DILUC])
        .hand(0, &[224021])
        .deck(0, &[332004, 332004])
        .dice(0, dice("oooooooo"))
        .dice(1, dice("oooooooo"))
        .build();
    talent(&mut g, P0, 224021, 0);
    skill(&mut g, P1, 14031);
    g.set_active(P1, 1);
    g.set_aura(P1, 1, Element::Hydro);
    // Electro on Ganyu's Hydro: Electro-Charged pierces the other two, the rod bearer Keqing
    // among them, for 1.
    skill(&mut g, P0, 24021);
    assert_eq!(hp(&g, P1), [6, 8, 9]);
    assert_eq!(g.player(P0).hand.len(), 1);
}

const WOLFLORD: u32 = 2603;

#[test]
fn golden_wolflord_corrosion_pierces_standby_characters_at_the_end_phase() {
    let mut g = solo([WOLFLORD, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 26032);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(statuses(&g, P1, 0), [(126031, 2)]);
    assert_eq!(summons(&g, P0), [(126032, 2)]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 26033);
    // 3 Geo, 1 piercing to the standby characters, Golden Corrosion on all (at most 3).
    assert_eq!(hp(&g, P1), [6, 9, 9]);
    assert_eq!(statuses(&g, P1, 0), [(126031, 3)]);
    assert_eq!(statuses(&g, P1, 1), [(126031, 1)]);
    end_round(&mut g);
    // The skull's 1 Geo; the standby characters take 1 per usage, the active one nothing;
    // the usages stay.
    assert_eq!(hp(&g, P1), [5, 8, 8]);
    assert_eq!(statuses(&g, P1, 1), [(126031, 1)]);
    assert_eq!(summons(&g, P0), [(126032, 1)]);
}

#[test]
fn golden_wolflord_talent_stacks_corrosion_to_five_and_reaches_the_active_character() {
    let mut g = solo([WOLFLORD, KAEYA, BARBARA], &[226031]);
    talent(&mut g, P0, 226031, 0);
    assert_eq!(statuses(&g, P1, 0), [(126031, 2)]);
    skill(&mut g, P0, 26032);
    skill(&mut g, P0, 26032);
    assert_eq!(statuses(&g, P1, 0), [(126031, 5)]);
    assert_eq!(hp(&g, P1)[0], 7);
    g.player_mut(P0).summons.clear();
    end_round(&mut g);
    // The active character takes 1 piercing per usage too.
    assert_eq!(hp(&g, P1)[0], 2);
}
