//! Monsters in real matches, as the card tables file them: the Fatui (Fatui Cryo Cicin Mage,
//! Mirror Maiden, Fatui Pyro Agent), the Hilichurls (Stonehide Lawachurl) and the other monsters
//! (Rhodeia of Loch, Abyss Lector, Electro Hypostasis, Maguu Kenki, Jadeplume Terrorshroom).

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
