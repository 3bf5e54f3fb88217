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

const HYDRO_ROGUE: u32 = 2205;

#[test]
fn hydro_rogue_slash_charges_once_a_round_against_a_frozen_foe() {
    let mut g = solo([HYDRO_ROGUE, KAEYA, BARBARA], &[]);
    g.set_aura(P1, 0, Element::Cryo);
    skill(&mut g, P0, 22052);
    // Frozen by the hit itself: 3 + 1, and 1 more Energy than the skill gives.
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(energy(&g, P0, 0), 2);
    g.set_energy(P0, 0, 0);
    skill(&mut g, P0, 22052);
    assert_eq!(energy(&g, P0, 0), 1);
}

#[test]
fn hydro_rogue_mist_bubble_slime_prepares_a_lockdown_that_imprisons() {
    let mut g = solo([HYDRO_ROGUE, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 22053);
    assert_eq!(hp(&g, P1)[0], 7);
    talent(&mut g, P0, 122051, 0);
    assert_eq!(skill(&mut g, P0, 1220511).total(), 1);
    // Seat 1 has ended its round: the preparation is used at once, as seat 0's next turn.
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(statuses(&g, P1, 0), [(122052, 0)]);
    assert!(g.skills_blocked(P1, 0));
    assert_eq!(statuses(&g, P0, 0), [(22054, 0), (122051, 1)]);
    g.set_energy(P0, 0, 0);
    skill(&mut g, P0, 22052);
    assert_eq!(energy(&g, P0, 0), 2);
    end_round(&mut g);
    assert!(statuses(&g, P1, 0).is_empty());
}

#[test]
fn hydro_rogue_talent_makes_a_technique_a_round_a_die_cheaper() {
    let mut g = solo([HYDRO_ROGUE, KAEYA, BARBARA], &[222051]);
    talent(&mut g, P0, 222051, 0);
    assert_eq!(hp(&g, P1)[0], 7);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 22053);
    talent(&mut g, P0, 122051, 0);
    assert_eq!(skill(&mut g, P0, 1220511).total(), 0);
    assert_eq!(skill(&mut g, P0, 1220511).total(), 1);
    assert!(attached(&g, P0, 0).iter().all(|&id| id != 122051));
}

const VIOLET_LIGHTNING: u32 = 2406;

#[test]
fn violet_lightning_steals_energy_from_a_charged_target_and_bursts_harder_on_the_drained() {
    let mut g = solo([VIOLET_LIGHTNING, KAEYA, BARBARA], &[]);
    g.set_energy(P1, 0, 2);
    g.set_energy(P0, 0, 2);
    // No Electro on the target yet: nothing stolen.
    skill(&mut g, P0, 24062);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(energy(&g, P1, 0), 2);
    // Electro applied now: 1 taken; the Lector is full, so Kaeya next to her gets it.
    skill(&mut g, P0, 24062);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(energy(&g, P1, 0), 1);
    assert_eq!(energy(&g, P0, 1), 1);
    g.set_hp(P1, 0, 10);
    // The target has 1 Energy: 3 + 2.
    skill(&mut g, P0, 24063);
    assert_eq!(hp(&g, P1)[0], 5);
}

#[test]
fn violet_lightning_is_reborn_once_with_honed_electro_and_the_talent_drains_the_foe() {
    let mut g = duel(
        [VIOLET_LIGHTNING, KAEYA, BARBARA],
        [KEQING, GANYU, DILUC],
        &[224061],
    );
    assert_eq!(attached(&g, P0, 0), [124061]);
    talent(&mut g, P0, 224061, 0);
    g.set_energy(P1, 0, 2);
    g.set_hp(P0, 0, 1);
    skill(&mut g, P0, 24061);
    skill(&mut g, P1, 14031);
    // Saved at 4 HP, honed; the talent leaves and Keqing loses 1 of her 2 Energy before her
    // attack gives her 1.
    assert_eq!(hp(&g, P0)[0], 4);
    assert_eq!(attached(&g, P0, 0), [124062]);
    assert_eq!(energy(&g, P1, 0), 2);
    let before = hp(&g, P1)[0];
    skill(&mut g, P0, 24061);
    assert_eq!(hp(&g, P1)[0], before - 2);
}

const RING_DANCER: u32 = 2703;

#[test]
fn ring_dancer_serpent_technique_costs_energy_and_blessings_keep_its_usages() {
    let mut g = solo([RING_DANCER, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 27032);
    skill(&mut g, P0, 27032);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(combat(&g, P0), [(127033, 2)]);
    g.set_hp(P1, 0, 10);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 27033);
    assert_eq!(hp(&g, P1)[0], 6);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 27033);
    // Once per match: one card.
    let hand: Vec<u32> = g.player(P0).hand.iter().map(|c| c.id).collect();
    assert_eq!(hand, [127032]);
    g.set_hp(P1, 0, 10);
    talent(&mut g, P0, 127032, 0);
    assert!(!legal_skills(&g, P0).contains(&1270321));
    g.set_energy(P0, 0, 1);
    assert_eq!(skill(&mut g, P0, 1270321).total(), 1);
    // 1 Dendro +1 for a blessing, which spares the card's usage.
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(energy(&g, P0, 0), 0);
    assert_eq!(combat(&g, P0), [(127033, 1)]);
    assert!(statuses(&g, P0, 0).contains(&(127032, 2)));
}

#[test]
fn ring_dancer_talent_strikes_when_a_serpent_wearer_is_switched_in_once_a_round() {
    let mut g = solo([RING_DANCER, KAEYA, BARBARA], &[227031]);
    talent(&mut g, P0, 227031, 0);
    assert_eq!(hp(&g, P1)[0], 7);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 27033);
    assert_eq!(hp(&g, P1)[0], 3);
    talent(&mut g, P0, 127032, 1);
    switch(&mut g, P0, 1);
    assert_eq!(hp(&g, P1)[0], 2);
    switch(&mut g, P0, 0);
    switch(&mut g, P0, 1);
    assert_eq!(hp(&g, P1)[0], 2);
}

#[test]
fn violet_lightning_talent_drains_on_entry_once_reborn_and_when_she_falls() {
    let mut g = duel(
        [VIOLET_LIGHTNING, KAEYA, BARBARA],
        [KEQING, GANYU, DILUC],
        &[224061],
    );
    g.set_hp(P0, 0, 1);
    skill(&mut g, P0, 24061);
    skill(&mut g, P1, 14031);
    assert_eq!(hp(&g, P0)[0], 4);
    g.set_energy(P1, 0, 3);
    // Already reborn: the card drains Keqing as it enters.
    talent(&mut g, P0, 224061, 0);
    assert_eq!(energy(&g, P1, 0), 2);
    g.set_hp(P0, 0, 1);
    skill(&mut g, P0, 24061);
    g.set_energy(P1, 0, 1);
    // Knocked out for good: Keqing loses 1 before her attack gives her 1.
    skill(&mut g, P1, 14031);
    assert!(!g.character(P0, 0).alive);
    assert_eq!(energy(&g, P1, 0), 1);
}

const FROST_OPERATIVE: u32 = 2104;

#[test]
fn frost_operative_binds_the_foe_with_bond_of_life_by_its_damage_and_the_stance_pierces_it() {
    let mut g = solo([FROST_OPERATIVE, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 21042);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(g.bond_of_life(P1, 0), 1);
    // 2 damage gives no Bond of Life.
    skill(&mut g, P0, 21041);
    assert_eq!(g.bond_of_life(P1, 0), 1);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 21043);
    assert_eq!(hp(&g, P1)[0], 1);
    assert_eq!(g.bond_of_life(P1, 0), 3);
    assert!(attached(&g, P0, 0).contains(&121042));
    // Bond of Life cancels 2 HP of a 2-HP heal.
    g.heal(P1, 0, 2, None);
    assert_eq!(hp(&g, P1)[0], 1);
    assert_eq!(g.bond_of_life(P1, 0), 1);
    g.set_hp(P1, 0, 5);
    end_round(&mut g);
    assert_eq!(hp(&g, P1), [4, 10, 10]);
}

#[test]
fn frost_operative_talent_uses_frosty_interjection_and_doubles_the_bond() {
    let mut g = solo([FROST_OPERATIVE, KAEYA, BARBARA], &[221041]);
    talent(&mut g, P0, 221041, 0);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(g.bond_of_life(P1, 0), 2);
    skill(&mut g, P0, 21042);
    assert_eq!(g.bond_of_life(P1, 0), 6);
}

const CONSECRATED_SCORPION: u32 = 2405;
const ENERGY_BLOCK: u32 = 124051;

fn held_ids(g: &Gitcg, seat: Seat) -> Vec<u32> {
    g.player(seat).hand.iter().map(|c| c.id).collect()
}

fn deck_count(g: &Gitcg, seat: Seat, id: u32) -> usize {
    g.player(seat).deck.iter().filter(|c| c.id == id).count()
}

#[test]
fn consecrated_scorpion_seeds_energy_blocks_and_its_burst_lays_a_thunderbore_trap() {
    let mut g = Scenario::new([CONSECRATED_SCORPION, KAEYA, BARBARA], FOES)
        .hand(0, &[ENERGY_BLOCK, ENERGY_BLOCK])
        .deck(0, &[321001, 321002, 321003, 321004])
        .dice(0, dice("oooooooo"))
        .dice(1, dice("oooooooo"))
        .build();
    skill(&mut g, P0, 24052);
    assert_eq!(hp(&g, P1)[0], 7);
    let at = g.player(P0).deck.iter().position(|c| c.id == ENERGY_BLOCK);
    assert!(matches!(at, Some(3..=4)));
    skill(&mut g, P1, 14031);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 24053);
    assert_eq!(hp(&g, P1)[0], 4);
    assert!(held_ids(&g, P0).is_empty());
    assert_eq!(combat(&g, P1), [(124052, 2)]);
    // The foe's next skill springs the trap: 2 Electro to its own active character.
    skill(&mut g, P1, 14031);
    assert_eq!(hp(&g, P1)[0], 2);
    assert_eq!(combat(&g, P1), [(124052, 1)]);
    // End of the round: two more blocks among the top ten cards.
    end_round(&mut g);
    let blocks = deck_count(&g, P0, ENERGY_BLOCK)
        + held_ids(&g, P0)
            .iter()
            .filter(|&&c| c == ENERGY_BLOCK)
            .count();
    assert_eq!(blocks, 3);
}

#[test]
fn an_energy_block_discards_the_costliest_card_for_a_die_once_a_round() {
    let mut g = solo(
        [CONSECRATED_SCORPION, KAEYA, BARBARA],
        &[ENERGY_BLOCK, 321002, 321001, ENERGY_BLOCK],
    );
    g.set_dice(P0, dice(""));
    let play = legal(
        &g,
        P0,
        |a| matches!(a, Action::PlayCard { card, .. } if *card == CardId(ENERGY_BLOCK)),
    );
    apply(&mut g, P0, play);
    assert_eq!(held_ids(&g, P0), [321002, ENERGY_BLOCK]);
    assert_eq!(g.player(P0).dice, dice("e"));
    let mut actions = Vec::new();
    g.legal_actions(P0, &mut actions);
    assert!(!actions
        .iter()
        .any(|a| matches!(a, Action::PlayCard { card, .. } if *card == CardId(ENERGY_BLOCK))));
}

#[test]
fn consecrated_scorpion_talent_hands_a_block_and_each_block_played_draws_and_reseeds() {
    let mut g = Scenario::new([CONSECRATED_SCORPION, KAEYA, BARBARA], FOES)
        .first(1)
        .hand(0, &[224051])
        .deck(0, &[321001])
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    talent(&mut g, P0, 224051, 0);
    assert_eq!(held_ids(&g, P0), [ENERGY_BLOCK]);
    let play = legal(
        &g,
        P0,
        |a| matches!(a, Action::PlayCard { card, .. } if *card == CardId(ENERGY_BLOCK)),
    );
    apply(&mut g, P0, play);
    assert_eq!(held_ids(&g, P0), [321001]);
    assert_eq!(deck_count(&g, P0, ENERGY_BLOCK), 1);
}

const CONSECRATED_FLYING_SERPENT: u32 = 2503;

#[test]
fn consecrated_flying_serpent_draws_with_its_skill_and_its_burst_doubles_per_two_blocks() {
    let mut g = Scenario::new([CONSECRATED_FLYING_SERPENT, KAEYA, BARBARA], FOES)
        .first(1)
        .hand(0, &[ENERGY_BLOCK, ENERGY_BLOCK, ENERGY_BLOCK, ENERGY_BLOCK])
        .deck(0, &[321001])
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    skill(&mut g, P0, 25032);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(held_ids(&g, P0).last(), Some(&321001));
    // Four blocks discarded: 2 doubled twice.
    g.set_hp(P1, 0, 10);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 25033);
    assert_eq!(hp(&g, P1)[0], 2);
    assert_eq!(held_ids(&g, P0), [321001]);
    // Without blocks, 2 damage.
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 25033);
    assert_eq!(hp(&g, P1)[0], 0);
}

#[test]
fn consecrated_flying_serpent_talent_makes_the_next_switch_after_a_block_give_a_die() {
    let mut g = solo([CONSECRATED_FLYING_SERPENT, KAEYA, BARBARA], &[225031]);
    talent(&mut g, P0, 225031, 0);
    assert_eq!(held_ids(&g, P0), [ENERGY_BLOCK]);
    let play = legal(
        &g,
        P0,
        |a| matches!(a, Action::PlayCard { card, .. } if *card == CardId(ENERGY_BLOCK)),
    );
    apply(&mut g, P0, play);
    assert_eq!(combat(&g, P0), [(124053, 0), (125032, 1)]);
    let before = g.player(P0).dice.total();
    switch(&mut g, P0, 1);
    // The switch cost 1 die and gave a Cryo die back.
    assert_eq!(g.player(P0).dice.total(), before);
    assert_eq!(combat(&g, P0), [(124053, 0)]);
}

const GUARDIAN_OF_APEPS_OASIS: u32 = 2702;
const AWAKEN: u32 = 127021;

#[test]
fn guardian_of_apeps_oasis_awakens_four_organisms_and_its_heart_reignites() {
    let mut g = Scenario::new([GUARDIAN_OF_APEPS_OASIS, KAEYA, BARBARA], FOES)
        .first(1)
        .hand(0, &[AWAKEN, AWAKEN, AWAKEN])
        .deck(0, &[AWAKEN, 321001])
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    // Invokation of Propagation created Heart of Oasis when the battle began.
    assert_eq!(combat(&g, P0), [(127029, 0)]);
    skill(&mut g, P0, 27022);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(held_ids(&g, P0), [AWAKEN; 4]);
    assert_eq!(combat(&g, P0), [(127029, 0), (127026, 1)]);
    // Oasis Nourishment takes a die off the next Awaken, My Kindred.
    let play = legal(
        &g,
        P0,
        |a| matches!(a, Action::PlayCard { card, .. } if *card == CardId(AWAKEN)),
    );
    let Action::PlayCard { dice: paid, .. } = play else {
        unreachable!()
    };
    assert_eq!(paid.total(), 1);
    apply(&mut g, P0, play);
    assert_eq!(summons(&g, P0), [(127022, 1)]);
    assert_eq!(combat_stock(&g, P0, 127029), Some(1));
    // Discarded by an effect, it summons as well; each organism is one of its own.
    let awaken = tavern_gitcg::cards::card(CardId(AWAKEN)).expect("the card");
    g.discard_copies(P0, awaken, 1);
    for _ in 0..2 {
        let play = legal(
            &g,
            P0,
            |a| matches!(a, Action::PlayCard { card, .. } if *card == CardId(AWAKEN)),
        );
        apply(&mut g, P0, play);
    }
    assert_eq!(
        summons(&g, P0),
        [(127022, 1), (127023, 1), (127024, 1), (127025, 1)]
    );
    assert_eq!(combat_stock(&g, P0, 127029), None);
    assert_eq!(attached(&g, P0, 0), [27024, 127027, 127028]);
    // Reignited: +3 damage, and after a skill the Nourishment heals it.
    g.set_hp(P0, 0, 5);
    skill(&mut g, P0, 27022);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(hp(&g, P0)[0], 6);
    assert!(combat(&g, P0).is_empty());
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 0);
}

#[test]
fn guardian_of_apeps_oasis_talent_seeds_four_awakenings_and_strengthens_the_organisms() {
    let mut g = solo([GUARDIAN_OF_APEPS_OASIS, KAEYA, BARBARA], &[227021]);
    talent(&mut g, P0, 227021, 0);
    assert_eq!(deck_count(&g, P0, AWAKEN), 4);
    put_entity(&mut g, P0, tavern_gitcg::state::LocZone::Summon, 127022);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 8);
}

const ELECTRO_CICIN_MAGE: u32 = 2404;

#[test]
fn electro_cicin_mage_summons_cicin_and_shields_then_surges() {
    let mut g = solo([ELECTRO_CICIN_MAGE, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 24042);
    assert_eq!(summons(&g, P0), [(124041, 3)]);
    assert_eq!(combat(&g, P1), [(124044, 0)]);
    g.set_energy(P0, 0, 2);
    // Thundering Shield: 1 Electro, Electro on herself, a ward of 1 + 3, and Surging Thunder
    // prepared, which her next turn uses at once (the foe has ended): 2 Electro.
    skill(&mut g, P0, 24043);
    assert_eq!(aura(&g, P0, 0), Aura::of(Element::Electro));
    assert_eq!(combat(&g, P0), [(124042, 4)]);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(statuses(&g, P0, 0), []);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(summons(&g, P0), [(124041, 2)]);
}

#[test]
fn electro_cicin_mage_cicin_loses_a_usage_to_reactions_and_regains_one_every_third_foe_card() {
    let mut g = Scenario::new([ELECTRO_CICIN_MAGE, KAEYA, BARBARA], [KEQING, GANYU, DILUC])
        .hand(1, &[322007, 322008, 322007])
        .dice(0, dice("oooooooo"))
        .dice(1, dice("oooooooo"))
        .build();
    skill(&mut g, P0, 24042);
    g.set_aura(P0, 0, Element::Pyro);
    // Stellar Restoration overloads on the Mage: the Cicin loses a usage.
    skill(&mut g, P1, 14032);
    assert_eq!(summons(&g, P0), [(124041, 2)]);
    apply(&mut g, P0, Action::DeclareEnd);
    for (card, counted) in [(322007, 1), (322008, 2), (322007, 0)] {
        let a = legal(
            &g,
            P1,
            |a| matches!(a, Action::PlayCard { card: c, .. } if *c == CardId(card)),
        );
        apply(&mut g, P1, a);
        assert_eq!(combat_stock(&g, P1, 124044), Some(counted));
    }
    assert_eq!(summons(&g, P0), [(124041, 3)]);
}

#[test]
fn electro_cicin_mage_talent_lets_a_full_cicin_strike_before_her_action_once_a_round() {
    let mut g = solo([ELECTRO_CICIN_MAGE, KAEYA, BARBARA], &[224041]);
    // Misty Call, then before the next action the full Cicin strikes and spends a usage.
    talent(&mut g, P0, 224041, 0);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(summons(&g, P0), [(124041, 2)]);
    // Full again, but the round's strike is spent.
    skill(&mut g, P0, 24042);
    assert_eq!(summons(&g, P0), [(124041, 3)]);
    assert_eq!(hp(&g, P1)[0], 9);
}

const ABYSS_HERALD: u32 = 2203;

#[test]
fn abyss_herald_vortex_edge_then_prepared_rippling_blades() {
    let mut g = duel([ABYSS_HERALD, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    skill(&mut g, P0, 22032);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(statuses(&g, P0, 0), [(122031, 0), (122032, 0)]);
    skill(&mut g, P1, 13011);
    // Seat 0's turn is Rippling Blades: 1 Hydro.
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(statuses(&g, P0, 0), [(122031, 0)]);
    assert_eq!(g.turn(), P1);
}

#[test]
fn abyss_herald_torrential_shock_curses_the_opponents_skills_and_bursts() {
    let mut g = duel([ABYSS_HERALD, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 22033);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(combat(&g, P1), [(122033, 2)]);
    assert_eq!(skill_price(&g, P1, 13011), 3);
    assert_eq!(skill_price(&g, P1, 13012), 4);
    skill(&mut g, P1, 13012);
    assert_eq!(combat(&g, P1), [(122033, 1)]);
}

#[test]
fn abyss_herald_watery_rebirth_saves_it_once_and_turns_its_attacks_hydro() {
    let mut g = duel([ABYSS_HERALD, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    g.set_hp(P0, 0, 1);
    skill(&mut g, P0, 22031);
    skill(&mut g, P1, 13011);
    assert_eq!(hp(&g, P0)[0], 4);
    assert_eq!(statuses(&g, P0, 0), [(122037, 0)]);
    // Rippling Slash is now Hydro, and 1 more.
    skill(&mut g, P0, 22031);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Hydro));
}

#[test]
fn abyss_herald_talent_curses_the_opponent_at_its_rebirth_and_its_knock_out() {
    let mut g = duel(
        [ABYSS_HERALD, KAEYA, BARBARA],
        [DILUC, GANYU, KEQING],
        &[222031],
    );
    talent(&mut g, P0, 222031, 0);
    assert_eq!(combat(&g, P1), []);
    g.set_hp(P0, 0, 1);
    skill(&mut g, P0, 22031);
    skill(&mut g, P1, 13011);
    assert_eq!(hp(&g, P0)[0], 4);
    assert_eq!(combat(&g, P1), [(122033, 2)]);
    skill(&mut g, P0, 22031);
    skill(&mut g, P1, 13012);
    assert_eq!(combat(&g, P1), [(122033, 1)]);
    assert_eq!(hp(&g, P0)[0], 1);
    apply(&mut g, P0, Action::DeclareEnd);
    g.set_dice(P1, dice("oooooooo"));
    skill(&mut g, P1, 13011);
    assert!(!g.character(P0, 0).alive);
    assert_eq!(combat(&g, P1), [(122033, 2)]);
}

#[test]
fn abyss_herald_talent_on_a_reborn_herald_curses_at_once() {
    let mut g = solo([ABYSS_HERALD, KAEYA, BARBARA], &[222031]);
    let honed = tavern_gitcg::cards::entities()
        .iter()
        .find(|e| e.id == 122037)
        .copied();
    g.put(P0, tavern_gitcg::state::LocZone::Char(0), honed.unwrap());
    talent(&mut g, P0, 222031, 0);
    assert_eq!(combat(&g, P1), [(122033, 2)]);
}

const EMPEROR: u32 = 2304;

#[test]
fn emperor_starts_with_five_layers_and_buster_blaze_hits_harder_from_seven() {
    let mut g = solo([EMPEROR, KAEYA, BARBARA], &[]);
    assert_eq!(statuses(&g, P0, 0), [(23044, 0), (123041, 5)]);
    skill(&mut g, P0, 23042);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(statuses(&g, P0, 0), [(23044, 0), (123041, 7)]);
    skill(&mut g, P0, 23042);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(statuses(&g, P0, 0), [(23044, 0), (123041, 9)]);
}

#[test]
fn emperor_searing_blast_adds_one_per_two_layers_and_pierces_the_bench() {
    let mut g = solo([EMPEROR, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    // Battle-Line Detonation prepares the blast, which the next turn uses at once (the foe
    // has ended): 1 + 5 / 2 Pyro.
    skill(&mut g, P0, 23043);
    assert_eq!(hp(&g, P1), [7, 8, 8]);
    assert_eq!(statuses(&g, P0, 0), [(23044, 0), (123041, 5)]);
}

#[test]
fn emperor_imperial_panoply_turns_every_other_shield_into_two_layers_after_an_action() {
    let mut g = solo([EMPEROR, NOELLE, BARBARA], &[]);
    switch(&mut g, P0, 1);
    skill(&mut g, P0, 16022);
    assert_eq!(combat(&g, P0), []);
    assert_eq!(statuses(&g, P0, 0), [(23044, 0), (123041, 7)]);
}

#[test]
fn emperor_talent_applies_pyro_and_adds_two_layers_for_a_removed_shield_once_a_round() {
    let mut g = solo([EMPEROR, NOELLE, BARBARA], &[223041]);
    talent(&mut g, P0, 223041, 0);
    assert_eq!(aura(&g, P0, 0), Aura::of(Element::Pyro));
    switch(&mut g, P0, 1);
    skill(&mut g, P0, 16022);
    assert_eq!(statuses(&g, P0, 0)[1], (123041, 9));
    skill(&mut g, P0, 16022);
    assert_eq!(statuses(&g, P0, 0)[1], (123041, 11));
}

const NARWHAL: u32 = 2204;
/// 派蒙 Paimon, 3 dice.
const PAIMON_CARD: u32 = 322001;
/// 凯瑟琳 Katheryne, 1 die.
const KATHERYNE_CARD: u32 = 322002;

/// The Narwhal's side in round 2 (its Domain created at the first action phase), seat 1
/// passed, with this hand.
fn narwhal_round_two(hand: &[u32]) -> Gitcg {
    let mut g = solo([NARWHAL, KAEYA, BARBARA], hand);
    end_round(&mut g);
    foe_passes(&mut g);
    g
}

#[test]
fn narwhal_devours_discards_and_grows_at_the_end_of_the_round() {
    let hand = [PAIMON_CARD, PAIMON_CARD, KATHERYNE_CARD, PAIMON_CARD];
    let mut g = narwhal_round_two(&hand);
    assert_eq!(combat(&g, P0), [(122041, 0)]);
    // Each Starfall Shower: 1 Hydro damage, then the costliest card is devoured.
    for _ in 0..3 {
        skill(&mut g, P0, 22042);
    }
    assert_eq!(hp(&g, P1)[0], 7);
    let left: Vec<u32> = g.player(P0).hand.iter().map(|c| c.id).collect();
    assert_eq!(left, [KATHERYNE_CARD]);
    // Three of the same cost: 1 + 1 + 1 extra Max HP at the end of the round.
    end_round(&mut g);
    let narwhal = g.character(P0, 0);
    assert_eq!((narwhal.hp, narwhal.max_hp), (8, 8));
    assert!(statuses(&g, P0, 0).contains(&(122042, 0)));
    assert_eq!(stock(&g, P0, 0, 122042), Some(3));
    foe_passes(&mut g);
    // Every 3 extra Max HP: +1.
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 22042);
    assert_eq!(hp(&g, P1)[0], 8);
}

#[test]
fn narwhal_groups_of_three_gain_less_when_costs_differ() {
    let hand = [PAIMON_CARD, KATHERYNE_CARD, 322008];
    let mut g = narwhal_round_two(&hand);
    for _ in 0..3 {
        skill(&mut g, P0, 22042);
    }
    end_round(&mut g);
    assert_eq!(g.character(P0, 0).max_hp, 6);
}

#[test]
fn narwhal_dark_shadow_strikes_with_the_costliest_devoured_card() {
    let hand = [PAIMON_CARD, KATHERYNE_CARD, PAIMON_CARD];
    let mut g = narwhal_round_two(&hand);
    skill(&mut g, P0, 22042);
    skill(&mut g, P0, 22042);
    g.set_hp(P1, 0, 10);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 22043);
    assert_eq!(hp(&g, P1), [9, 9, 9]);
    // Attack 3 (Paimon), 2 usages (two Paimons devoured).
    assert_eq!(summons(&g, P0), [(122043, 2)]);
    // Declaring the end: 3 Electro on the burst's Hydro (Electro-Charged, +1); then the end
    // phase's 3 spends the last usage and it leaves.
    apply(&mut g, P0, Action::DeclareEnd);
    assert_eq!(hp(&g, P1)[0], 2);
    assert!(summons(&g, P0).is_empty());
}

#[test]
fn narwhal_dark_shadow_takes_one_off_a_hit_for_two_usages_and_the_talent_heals() {
    let hand = [PAIMON_CARD, PAIMON_CARD, PAIMON_CARD, KATHERYNE_CARD];
    let mut g = narwhal_round_two(&hand);
    for _ in 0..3 {
        skill(&mut g, P0, 22042);
    }
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 22043);
    assert_eq!(summons(&g, P0), [(122043, 3)]);
    // Lightless Feeding: the talent's own Starfall Shower discards Katheryne (1), heal 1.
    let talent_card = tavern_gitcg::cards::card(CardId(222041)).expect("Lightless Feeding");
    g.player_mut(P0).hand.push(talent_card);
    g.set_hp(P0, 0, 3);
    talent(&mut g, P0, 222041, 0);
    assert_eq!(hp(&g, P0)[0], 4);
    // A 2-damage hit on the active Narwhal: 1 taken off, 2 usages spent.
    let ganyu_hit = tavern_gitcg::defs::Dmg {
        from: P1,
        by: Some(0),
        skill: Some(tavern_gitcg::defs::SkillKind::Normal),
        entity: None,
        to: P0,
        target: 0,
        ty: tavern_protocol::gitcg::DamageType::Physical,
        amount: 2,
        reaction: None,
        to_active: true,
        charged: false,
        plunging: false,
        prepared: false,
        swirled: None,
        source: None,
    };
    g.deal(ganyu_hit);
    assert_eq!(hp(&g, P0)[0], 3);
    assert_eq!(summons(&g, P0), [(122043, 1)]);
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
    // each corrosion that acted spends its usage (its last here, so it leaves).
    assert_eq!(hp(&g, P1), [5, 8, 8]);
    assert_eq!(statuses(&g, P1, 1), []);
    assert_eq!(statuses(&g, P1, 0), [(126031, 3)]);
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
    // The active character takes 1 piercing per usage too, and a usage is spent.
    assert_eq!(hp(&g, P1)[0], 2);
    assert_eq!(statuses(&g, P1, 0), [(126031, 4)]);
}
