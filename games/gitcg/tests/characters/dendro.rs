//! Dendro characters in real matches: each character's skills, summons, statuses and talent.

use super::*;

#[test]
fn collei_floral_brush_trump_card_kitty_and_cuilein_anbar() {
    let mut g = solo([COLLEI, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 17012);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Dendro));
    assert_eq!(combat(&g, P0), []);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 17013);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(summons(&g, P0), [(117011, 2)]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(summons(&g, P0), [(117011, 1)]);
}

#[test]
fn collei_talent_sprout_adds_one_dendro_after_a_dendro_reaction_once_per_round() {
    let mut g = solo([COLLEI, KAEYA, BARBARA], &[217011]);
    g.set_aura(P1, 0, Element::Hydro);
    talent(&mut g, P0, 217011, 0);
    // Bloom: 3 + 1, then Sprout's 1.
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Dendro));
    assert!(combat(&g, P0).contains(&(117012, 0)));
    g.character_mut(P1, 0).aura = Aura::of(Element::Electro);
    skill(&mut g, P0, 17012);
    // Quicken: 3 + 1, and Sprout is spent for this round.
    assert_eq!(hp(&g, P1)[0], 1);
}

#[test]
fn tighnari_charged_attacks_turn_dendro_and_leave_clusterbloom_arrows() {
    let mut g = solo([TIGHNARI, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 17022);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(statuses(&g, P0, 0), [(117021, 2)]);
    // 13 dice: not charged.
    skill(&mut g, P0, 17021);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(summons(&g, P0), []);
    skill(&mut g, P0, 17021);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(summons(&g, P0), [(117022, 1)]);
    assert_eq!(statuses(&g, P0, 0), [(117021, 1)]);
    g.set_hp(P1, 0, 10);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 17023);
    assert_eq!(hp(&g, P1), [6, 9, 9]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(summons(&g, P0), []);
}

#[test]
fn tighnari_talent_cheapens_charged_attacks_while_suffused() {
    let mut g = solo([TIGHNARI, KAEYA, BARBARA], &[217021]);
    talent(&mut g, P0, 217021, 0);
    assert_eq!(statuses(&g, P0, 0), [(217021, 0), (117021, 2)]);
    assert_eq!(skill_price(&g, P0, 17021), 2);
}

#[test]
fn nahida_seeds_sprout_on_reactions_and_shrine_of_maya_boosts_them() {
    let mut g = solo([NAHIDA, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 17032);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(statuses(&g, P1, 0), [(117031, 2)]);
    assert_eq!(combat(&g, P1), [(117035, 0)]);
    skill(&mut g, P0, 17032);
    assert_eq!(hp(&g, P1)[0], 6);
    for s in 0..3 {
        assert_eq!(statuses(&g, P1, s), [(117031, 2)]);
    }
    switch(&mut g, P0, 2);
    skill(&mut g, P0, 12011);
    // Bloom: 1 + 1, then every seed sprouts for 1 piercing.
    assert_eq!(hp(&g, P1), [3, 9, 9]);
    assert_eq!(statuses(&g, P1, 1), [(117031, 1)]);
    switch(&mut g, P0, 0);
    g.set_hp(P1, 0, 10);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 17034);
    assert_eq!(hp(&g, P1)[0], 6);
    // The Dendro Core of the bloom, then the shrine.
    assert_eq!(combat(&g, P0), [(116, 1), (117032, 0)]);
    g.character_mut(P1, 0).aura = Aura::of(Element::Hydro);
    g.set_dice(P0, dice("ooo"));
    skill(&mut g, P0, 17031);
    assert_eq!(hp(&g, P1), [2, 8, 8]);
    assert_eq!(statuses(&g, P1, 0), []);
}

#[test]
fn nahida_tathata_seeds_everyone() {
    let mut g = solo([NAHIDA, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 17033);
    assert_eq!(hp(&g, P1)[0], 7);
    for s in 0..3 {
        assert_eq!(statuses(&g, P1, s), [(117031, 2)]);
    }
}

#[test]
fn nahida_talent_with_hydro_and_electro_lengthens_the_shrine_and_feeds_the_seeds() {
    let mut g = solo([NAHIDA, KEQING, XINGQIU], &[217031]);
    skill(&mut g, P0, 17032);
    g.set_energy(P0, 0, 2);
    talent(&mut g, P0, 217031, 0);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(combat(&g, P0), [(117033, 0)]);
    assert_eq!(g.player(P0).combat[0].duration, 3);
    assert_eq!(statuses(&g, P1, 0), [(117031, 3)]);
}

#[test]
fn nahida_talent_with_pyro_makes_seeds_deal_dendro_damage() {
    let mut g = solo([NAHIDA, XIANGLING, DIONA], &[217031]);
    skill(&mut g, P0, 17032);
    g.set_energy(P0, 0, 2);
    talent(&mut g, P0, 217031, 0);
    assert_eq!(combat(&g, P0), [(117032, 0)]);
    switch(&mut g, P0, 1);
    g.set_hp(P1, 0, 10);
    g.set_energy(P0, 1, 2);
    skill(&mut g, P0, 13023);
    // Burning: 3 + 1 + 1 (shrine), then the seed's 1 Dendro lands on a clean target.
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Dendro));
    assert_eq!(statuses(&g, P1, 0), [(117031, 1)]);
}

const YAOYAO: u32 = 1704;

#[test]
fn yaoyao_yuegui_strikes_and_heals_the_most_injured() {
    let mut g = solo([YAOYAO, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 17042);
    assert_eq!(hp(&g, P1)[0], 10);
    assert_eq!(summons(&g, P0), [(117041, 2)]);
    assert_eq!(energy(&g, P0, 0), 1);
    g.set_hp(P0, 1, 6);
    g.set_hp(P0, 2, 8);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Dendro));
    assert_eq!(hp(&g, P0), [10, 7, 8]);
    assert_eq!(summons(&g, P0), [(117041, 1)]);
    foe_passes(&mut g);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(hp(&g, P0), [10, 8, 8]);
    assert_eq!(summons(&g, P0), []);
}

#[test]
fn yaoyao_adeptal_legacy_strikes_and_heals_after_each_switch() {
    let mut g = solo([YAOYAO, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 17043);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(combat(&g, P0), [(117043, 3)]);
    g.set_hp(P0, 1, 5);
    switch(&mut g, P0, 1);
    // 1 Dendro on the Dendro aura, and Kaeya, now active, heals 1.
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(hp(&g, P0)[1], 6);
    assert_eq!(combat(&g, P0), [(117043, 2)]);
    switch(&mut g, P0, 2);
    switch(&mut g, P0, 0);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(combat(&g, P0), []);
}

#[test]
fn yaoyao_talent_yuegui_hits_and_heals_harder_with_its_last_usage() {
    let mut g = solo([YAOYAO, KAEYA, BARBARA], &[217041]);
    talent(&mut g, P0, 217041, 0);
    assert_eq!(summons(&g, P0), [(117042, 2)]);
    g.set_hp(P0, 0, 5);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(hp(&g, P0)[0], 6);
    foe_passes(&mut g);
    end_round(&mut g);
    // The last usage: 2 Dendro and 2 HP.
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(hp(&g, P0)[0], 8);
    assert_eq!(summons(&g, P0), []);
}

const BAIZHU: u32 = 1705;

#[test]
fn baizhu_gossamer_sprite_strikes_and_heals_the_active_character() {
    let mut g = solo([BAIZHU, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 17052);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(summons(&g, P0), [(117051, 1)]);
    g.set_hp(P0, 0, 8);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(hp(&g, P0)[0], 9);
    assert_eq!(summons(&g, P0), []);
}

#[test]
fn baizhu_seamless_shield_strikes_and_heals_when_created_again_and_each_action_phase() {
    let mut g = solo([BAIZHU, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 17053);
    assert_eq!(hp(&g, P1)[0], 10);
    assert_eq!(combat(&g, P0), [(117052, 2), (117053, 1)]);
    g.set_energy(P0, 0, 2);
    g.set_hp(P0, 0, 7);
    skill(&mut g, P0, 17053);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(hp(&g, P0)[0], 8);
    assert_eq!(combat(&g, P0), [(117052, 2), (117053, 1)]);
    end_round(&mut g);
    foe_passes(&mut g);
    // Pulsing Clarity creates the shield again as the action phase begins.
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(hp(&g, P0)[0], 9);
    assert_eq!(combat(&g, P0), [(117052, 1), (117053, 1)]);
}

#[test]
fn baizhu_seamless_shield_strikes_and_heals_when_a_hit_breaks_it() {
    let mut g = duel([BAIZHU, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 17053);
    // Diluc's 2 Physical: the shield takes 1 and breaks, then strikes and heals.
    skill(&mut g, P1, 13011);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Dendro));
    assert_eq!(hp(&g, P0)[0], 10);
    assert_eq!(combat(&g, P0), [(117052, 2)]);
}

#[test]
fn baizhu_talent_seamless_shield_heals_with_a_die_of_the_active_element() {
    let mut g = solo([BAIZHU, KAEYA, BARBARA], &[217051]);
    g.set_energy(P0, 0, 2);
    talent(&mut g, P0, 217051, 0);
    assert_eq!(combat(&g, P0), [(117052, 2), (117053, 1)]);
    g.set_energy(P0, 0, 2);
    g.set_dice(P0, dice("dddd"));
    skill(&mut g, P0, 17053);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(g.player(P0).dice, dice("d"));
}

#[test]
fn alhaitham_chisel_light_mirror_infuses_follows_normal_attacks_and_grows_on_charged_ones() {
    let mut g = solo([ALHAITHAM, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 17062);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(statuses(&g, P0, 0), [(117061, 0)]);
    assert_eq!(rounds_left(&g, P0, 117061), Some(2));
    // 13 dice: not charged. 2 Dendro, then the Mirror's 1 Dendro.
    skill(&mut g, P0, 17061);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Dendro));
    assert_eq!(rounds_left(&g, P0, 117061), Some(2));
    // 10 dice: charged, so the Mirror lasts a round more, at most 3.
    skill(&mut g, P0, 17061);
    assert_eq!(hp(&g, P1)[0], 2);
    assert_eq!(rounds_left(&g, P0, 117061), Some(3));
    g.set_hp(P1, 0, 10);
    g.set_dice(P0, dice("oooooooo"));
    skill(&mut g, P0, 17061);
    assert_eq!(rounds_left(&g, P0, 117061), Some(3));
}

#[test]
fn alhaitham_burst_spends_the_mirror_for_damage_and_attaches_a_new_one() {
    let mut g = solo([ALHAITHAM, KAEYA, BARBARA], &[]);
    // No Mirror: 4 damage and a Mirror of 3 rounds.
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 17063);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(rounds_left(&g, P0, 117061), Some(3));
    // A Mirror with 3 rounds: 4 + 3, and no new Mirror.
    g.set_hp(P1, 0, 10);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 17063);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(statuses(&g, P0, 0), []);
    // One with 2 rounds: 4 + 2, then a Mirror of 1 round.
    skill(&mut g, P0, 17062);
    g.set_hp(P1, 0, 10);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 17063);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(rounds_left(&g, P0, 117061), Some(1));
}

#[test]
fn alhaitham_talent_keeps_a_three_round_mirror_and_draws_when_one_is_spent() {
    let mut g = Scenario::new([ALHAITHAM, KAEYA, BARBARA], FOES)
        .first(1)
        .hand(0, &[217061])
        .deck(0, &[211011, 211011])
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    skill(&mut g, P0, 17062);
    g.set_energy(P0, 0, 2);
    talent(&mut g, P0, 217061, 0);
    assert_eq!(hp(&g, P1)[0], 2);
    assert_eq!(rounds_left(&g, P0, 117061), Some(3));
    assert_eq!(g.player(P0).hand.len(), 1);
    // A Mirror of 3 spent with the talent: 4 + 3, a Mirror of 3 again and a card.
    g.set_hp(P1, 0, 10);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 17063);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(rounds_left(&g, P0, 117061), Some(3));
    assert_eq!(g.player(P0).hand.len(), 2);
}

const KIRARA: u32 = 1707;

#[test]
fn kirara_parcel_strikes_and_draws_when_she_switches_out_and_the_shield_guards() {
    let mut g = Scenario::new([KIRARA, KAEYA, BARBARA], [KEQING, GANYU, DILUC])
        .deck(0, &[211011; 4])
        .dice(0, dice("oooooooo"))
        .dice(1, dice("oooooooo"))
        .build();
    skill(&mut g, P0, 17072);
    assert_eq!(combat(&g, P0), [(117071, 1), (117072, 2)]);
    skill(&mut g, P1, 14031);
    assert_eq!(hp(&g, P0)[0], 10);
    assert_eq!(combat(&g, P0), [(117071, 1)]);
    switch(&mut g, P0, 1);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Dendro));
    assert_eq!(g.player(P0).hand.len(), 1);
    assert!(combat(&g, P0).is_empty());
    apply(&mut g, P1, Action::DeclareEnd);
    g.set_dice(P0, dice(&"o".repeat(16)));
    // The parcel stacks to 2; a switch to her sets nothing off.
    switch(&mut g, P0, 0);
    skill(&mut g, P0, 17072);
    skill(&mut g, P0, 17072);
    assert_eq!(combat(&g, P0)[0], (117071, 2));
    switch(&mut g, P0, 1);
    assert_eq!(hp(&g, P1)[0], 8);
    switch(&mut g, P0, 0);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(combat(&g, P0)[0], (117071, 1));
    switch(&mut g, P0, 2);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(g.player(P0).hand.len(), 3);
}

#[test]
fn kirara_cardamom_hurts_the_side_that_plays_every_second_card() {
    let mut g = Scenario::new([KIRARA, KAEYA, BARBARA], [KEQING, GANYU, DILUC])
        .hand(1, &[332002, 332002, 332002])
        .dice(0, dice("oooooooo"))
        .dice(1, dice("oooooooo"))
        .build();
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 17073);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(combat(&g, P1), [(117073, 2)]);
    let played = |g: &Gitcg| g.player(P1).combat[0].stock;
    let play = |g: &mut Gitcg| {
        let a = legal(
            g,
            P1,
            |a| matches!(a, Action::PlayCard { card, .. } if card.0 == 332002),
        );
        apply(g, P1, a);
    };
    play(&mut g);
    assert_eq!((hp(&g, P1)[0], played(&g)), (6, 1));
    play(&mut g);
    assert_eq!((hp(&g, P1)[0], played(&g)), (5, 0));
    assert_eq!(g.player(P1).combat[0].usage, 1);
    play(&mut g);
    assert_eq!(played(&g), 1);
}

#[test]
fn kirara_talent_makes_her_first_switch_away_each_round_cheaper() {
    let mut g = solo([KIRARA, KAEYA, BARBARA], &[217071]);
    talent(&mut g, P0, 217071, 0);
    assert_eq!(combat(&g, P0), [(117071, 1), (117072, 2)]);
    assert_eq!(switch(&mut g, P0, 1).total(), 0);
    assert_eq!(hp(&g, P1)[0], 9);
    // Only while Kirara is active, and once a round.
    assert_eq!(switch(&mut g, P0, 0).total(), 1);
    assert_eq!(switch(&mut g, P0, 2).total(), 1);
}
