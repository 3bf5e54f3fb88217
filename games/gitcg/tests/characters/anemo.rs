//! Anemo characters in real matches: each character's skills, summons, statuses and talent.

use super::*;

#[test]
fn sucrose_skill_swirls_then_pulls_the_previous_character_forward() {
    let mut g = solo([SUCROSE, KAEYA, BARBARA], &[]);
    g.set_aura(P1, 0, Element::Pyro);
    skill(&mut g, P0, 15012);
    assert_eq!(hp(&g, P1), [7, 9, 9]);
    assert_eq!(aura(&g, P1, 1), Aura::of(Element::Pyro));
    assert_eq!(g.player(P1).active, 2);
}

#[test]
fn sucrose_large_wind_spirit_takes_the_swirled_element() {
    let mut g = solo([SUCROSE, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 15013);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(summons(&g, P0), [(115011, 3)]);
    g.set_aura(P1, 0, Element::Hydro);
    skill(&mut g, P0, 15011);
    assert_eq!(hp(&g, P1), [8, 9, 9]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Hydro));
    assert_eq!(summons(&g, P0), [(115011, 2)]);
}

#[test]
fn sucrose_talent_spirit_adds_one_to_its_element_after_turning() {
    let mut g = solo([SUCROSE, KAEYA, BARBARA], &[215011]);
    g.set_energy(P0, 0, 2);
    talent(&mut g, P0, 215011, 0);
    assert_eq!(summons(&g, P0), [(115012, 3)]);
    g.set_aura(P1, 0, Element::Electro);
    skill(&mut g, P0, 15011);
    // The swirl that turns the spirit spreads before it turns: no +1 there.
    assert_eq!(hp(&g, P1), [8, 9, 9]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Electro));
}

#[test]
fn jean_gale_blade_pushes_and_dandelion_field_heals() {
    let mut g = solo([JEAN, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 15022);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(g.player(P1).active, 1);
    g.set_hp(P0, 0, 5);
    g.set_hp(P0, 1, 7);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 15023);
    assert_eq!(hp(&g, P0), [7, 9, 10]);
    assert_eq!(summons(&g, P0), [(115021, 3)]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1), [7, 9, 10]);
    assert_eq!(hp(&g, P0), [8, 9, 10]);
}

#[test]
fn jean_talent_field_adds_one_to_anemo_damage() {
    let mut g = solo([JEAN, KAEYA, BARBARA], &[215021]);
    g.set_energy(P0, 0, 2);
    talent(&mut g, P0, 215021, 0);
    skill(&mut g, P0, 15022);
    assert_eq!(hp(&g, P1)[0], 6);
    end_round(&mut g);
    assert_eq!(hp(&g, P1), [6, 8, 10]);
}

#[test]
fn venti_stormzone_cheapens_switches_and_stormeye_pulls_the_nearest_foe() {
    let mut g = solo([VENTI, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 15032);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(combat(&g, P0), [(115031, 2)]);
    assert_eq!(switch(&mut g, P0, 1).total(), 0);
    assert_eq!(switch(&mut g, P0, 0).total(), 0);
    assert_eq!(combat(&g, P0), []);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 15033);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(summons(&g, P0), [(115034, 2)]);
    switch(&mut g, P0, 2);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(g.player(P1).active, 2);
}

#[test]
fn venti_talent_stormzone_leaves_winds_of_harmony_after_each_switch() {
    let mut g = solo([VENTI, KAEYA, BARBARA], &[215031]);
    talent(&mut g, P0, 215031, 0);
    assert_eq!(combat(&g, P0), [(115032, 2)]);
    assert_eq!(switch(&mut g, P0, 1).total(), 0);
    assert_eq!(combat(&g, P0), [(115032, 1), (115033, 1)]);
    assert_eq!(skill(&mut g, P0, 11031).total(), 2);
    assert_eq!(combat(&g, P0), [(115032, 1)]);
    assert_eq!(switch(&mut g, P0, 0).total(), 0);
    assert_eq!(combat(&g, P0), [(115033, 1)]);
}

#[test]
fn xiao_yakshas_mask_infuses_boosts_plunges_and_cheapens_a_switch() {
    let mut g = solo([XIAO, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 15043);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(statuses(&g, P0, 0), [(115041, 0)]);
    skill(&mut g, P0, 15041);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(switch(&mut g, P0, 1).total(), 0);
    assert_eq!(switch(&mut g, P0, 0).total(), 1);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 15041);
    assert_eq!(hp(&g, P1)[0], 5);
}

#[test]
fn xiao_talent_cheapens_two_lemniscatic_wind_cycling_per_mask() {
    let mut g = solo([XIAO, KAEYA, BARBARA], &[215041]);
    g.set_energy(P0, 0, 2);
    talent(&mut g, P0, 215041, 0);
    assert_eq!(statuses(&g, P0, 0), [(215041, 0), (115041, 0), (115042, 2)]);
    assert_eq!(skill(&mut g, P0, 15042).total(), 2);
    g.set_hp(P1, 0, 10);
    assert_eq!(skill(&mut g, P0, 15042).total(), 2);
    assert_eq!(skill_price(&g, P0, 15042), 3);
}

#[test]
fn kazuha_chihayaburu_swirls_into_midare_ranzan_and_switches_to_the_next_character() {
    let mut g = duel([KAZUHA, XIANGLING, FISCHL], [KEQING, GANYU, DILUC], &[]);
    g.set_aura(P1, 0, Element::Pyro);
    skill(&mut g, P0, 15052);
    // 1 Anemo swirls the Pyro onto both standby characters.
    assert_eq!(hp(&g, P1), [9, 9, 9]);
    assert_eq!(statuses(&g, P0, 0), [(115055, 0)]);
    assert_eq!(energy(&g, P0, 0), 1);
    assert_eq!(g.player(P0).active, 1);
    assert_eq!(g.turn(), P1);
    skill(&mut g, P1, 14031);
    // Switching back to Kazuha is a fast action, and before seat 0 chooses again he makes a
    // plunging Normal Attack in the swirled element, at no cost, as the turn's combat action.
    let paid = switch(&mut g, P0, 0);
    assert_eq!(paid.total(), 1);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Pyro));
    assert_eq!(statuses(&g, P0, 0), []);
    assert_eq!(energy(&g, P0, 0), 2);
    assert_eq!(g.player(P0).dice.total(), 4);
    assert_eq!(g.turn(), P1);
}

#[test]
fn kazuha_midare_ranzan_without_a_swirl_is_anemo_and_waits_while_he_is_on_the_bench() {
    let mut g = solo([KAZUHA, XIANGLING, FISCHL], &[]);
    skill(&mut g, P0, 15052);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(statuses(&g, P0, 0), [(115051, 0)]);
    assert_eq!(g.player(P0).active, 1);
    // Xiangling acts; Kazuha, on the bench, does not.
    skill(&mut g, P0, 13021);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(statuses(&g, P0, 0), [(115051, 0)]);
    switch(&mut g, P0, 0);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(statuses(&g, P0, 0), []);
}

#[test]
fn kazuha_slash_summons_autumn_whirlwind_which_takes_the_swirled_element() {
    let mut g = solo([KAZUHA, XIANGLING, FISCHL], &[]);
    g.set_aura(P1, 0, Element::Electro);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 15053);
    assert_eq!(hp(&g, P1), [9, 9, 9]);
    assert_eq!(summons(&g, P0), [(115052, 3)]);
    // The swirl of the skill that summoned it turns it: 1 Electro in the end phase.
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Electro));
    assert_eq!(summons(&g, P0), [(115052, 2)]);
}

#[test]
fn kazuha_talent_boosts_the_next_two_hits_of_the_swirled_element() {
    let mut g = solo([KAZUHA, XINGQIU, FISCHL], &[215051]);
    g.set_aura(P1, 0, Element::Hydro);
    talent(&mut g, P0, 215051, 0);
    // The swirl's own spread comes before the reaction is answered: 1 each.
    assert_eq!(hp(&g, P1), [9, 9, 9]);
    assert_eq!(combat(&g, P0), [(115058, 2)]);
    assert_eq!(g.player(P0).active, 1);
    // Xingqiu's 2 Hydro, +1 twice.
    skill(&mut g, P0, 12022);
    assert_eq!(hp(&g, P1)[0], 6);
    skill(&mut g, P0, 12022);
    assert_eq!(hp(&g, P1)[0], 3);
    assert!(combat(&g, P0).iter().all(|&(id, _)| id != 115058));
    skill(&mut g, P0, 12022);
    assert_eq!(hp(&g, P1)[0], 1);
}

const WANDERER: u32 = 1506;

#[test]
fn wanderer_windfavored_attacks_hit_the_next_standby_character_harder() {
    let mut g = solo([WANDERER, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 15062);
    assert_eq!(hp(&g, P1), [8, 10, 10]);
    assert_eq!(statuses(&g, P0, 0), [(115061, 2)]);
    // 1 Anemo + 2, on Ganyu, next after the active Keqing.
    skill(&mut g, P0, 15061);
    assert_eq!(hp(&g, P1), [8, 7, 10]);
    assert_eq!(statuses(&g, P0, 0), [(115061, 1)]);
    skill(&mut g, P0, 15061);
    assert_eq!(hp(&g, P1), [8, 4, 10]);
    assert_eq!(statuses(&g, P0, 0), []);
    skill(&mut g, P0, 15061);
    assert_eq!(hp(&g, P1), [7, 4, 10]);
}

#[test]
fn wanderer_kyougen_spends_windfavored_for_one_more_damage() {
    let mut g = solo([WANDERER, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 15062);
    g.set_hp(P1, 0, 10);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 15063);
    assert_eq!(hp(&g, P1)[0], 2);
    assert_eq!(statuses(&g, P0, 0), []);
    g.set_hp(P1, 0, 10);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 15063);
    assert_eq!(hp(&g, P1)[0], 3);
}

#[test]
fn wanderer_talent_charged_attack_with_windfavored_gives_descent() {
    let mut g = solo([WANDERER, KAEYA, BARBARA], &[215061]);
    talent(&mut g, P0, 215061, 0);
    assert_eq!(statuses(&g, P0, 0), [(215061, 0), (115061, 2)]);
    // An odd number of dice: not a charged attack, no Descent.
    g.set_dice(P0, dice(&"o".repeat(13)));
    skill(&mut g, P0, 15061);
    assert_eq!(statuses(&g, P0, 0), [(215061, 0), (115061, 1)]);
    // Charged, with Windfavored's last usage: Descent.
    skill(&mut g, P0, 15061);
    assert_eq!(hp(&g, P1), [8, 4, 10]);
    assert_eq!(statuses(&g, P0, 0), [(215061, 0), (115062, 1)]);
    // The switch away is free, then deals 1 Anemo; Descent leaves.
    assert_eq!(switch(&mut g, P0, 1).total(), 0);
    assert_eq!(hp(&g, P1), [7, 4, 10]);
    assert_eq!(statuses(&g, P0, 0), [(215061, 0)]);
    assert_eq!(switch(&mut g, P0, 0).total(), 1);
    assert_eq!(switch(&mut g, P0, 1).total(), 1);
    assert_eq!(hp(&g, P1), [7, 4, 10]);
}

#[test]
fn lynette_enigmatic_feint_heals_her_once_a_round_at_eight_hp_under_overawing_assault() {
    let mut g = solo([LYNETTE, KAEYA, BARBARA], &[]);
    // At 10 HP the first use of the round does not heal.
    skill(&mut g, P0, 15082);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(statuses(&g, P0, 0), []);
    // The second use of the round does not either, even at 8 HP.
    g.set_hp(P0, 0, 8);
    skill(&mut g, P0, 15082);
    assert_eq!(hp(&g, P0)[0], 8);
    end_round(&mut g);
    foe_passes(&mut g);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 15082);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(hp(&g, P0)[0], 10);
    assert_eq!(statuses(&g, P0, 0), [(115081, 0)]);
    // End Phase: at 6 HP or more she takes 2 Piercing damage, and the status ends.
    end_round(&mut g);
    assert_eq!(hp(&g, P0)[0], 8);
    assert_eq!(statuses(&g, P0, 0), []);
}

#[test]
fn lynette_bogglecat_box_takes_one_off_a_hit_a_round_and_turns_to_the_element_she_took() {
    let mut g = duel([LYNETTE, KAEYA, BARBARA], [KEQING, GANYU, DILUC], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 15083);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(summons(&g, P0), [(115082, 2)]);
    skill(&mut g, P1, 14031);
    assert_eq!(hp(&g, P0)[0], 9);
    skill(&mut g, P0, 15081);
    // Once a round: Keqing's 3 Electro lands in full, and the box turns Electro.
    skill(&mut g, P1, 14032);
    assert_eq!(hp(&g, P0)[0], 6);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Electro));
    assert_eq!(summons(&g, P0), [(115082, 1)]);
    // A new round: the next hit is lowered again.
    for seat in [P0, P1] {
        apply(&mut g, seat, Action::Reroll { dice: Dice::EMPTY });
    }
    g.set_dice(P1, dice("oooooooo"));
    apply(&mut g, P0, Action::DeclareEnd);
    skill(&mut g, P1, 14031);
    assert_eq!(hp(&g, P0)[0], 5);
}

#[test]
fn lynette_talent_second_feint_of_a_round_adds_two_and_pulls_the_previous_foe_forward() {
    let mut g = solo([LYNETTE, KAEYA, BARBARA], &[215081]);
    talent(&mut g, P0, 215081, 0);
    assert_eq!(hp(&g, P1)[0], 7);
    skill(&mut g, P0, 15082);
    assert_eq!(hp(&g, P1)[0], 2);
    assert_eq!(g.player(P1).active, 2);
    skill(&mut g, P0, 15082);
    assert_eq!(hp(&g, P1), [2, 10, 7]);
    assert_eq!(g.player(P1).active, 2);
}

const SAYU: u32 = 1507;

#[test]
fn sayu_fuuin_dash_prepares_a_kick_that_takes_the_swirled_element() {
    let mut g = solo([SAYU, KAEYA, BARBARA], &[]);
    g.set_aura(P1, 0, Element::Cryo);
    skill(&mut g, P0, 15072);
    // The dash swirls Cryo to both standby characters; the kick, used at once as seat 1 has
    // ended its round, deals 2 Cryo and gives no energy.
    assert_eq!(hp(&g, P1), [7, 9, 9]);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Cryo));
    assert_eq!(energy(&g, P0, 0), 1);
    assert!(attached(&g, P0, 0).is_empty());
    // Without a swirl, the kick stays Anemo.
    g.set_hp(P1, 0, 10);
    g.character_mut(P1, 0).aura = Aura::NONE;
    skill(&mut g, P0, 15072);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(aura(&g, P1, 0), Aura::NONE);
}

#[test]
fn sayu_muji_muji_daruma_strikes_and_heals_the_most_injured() {
    let mut g = solo([SAYU, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    g.set_hp(P0, 0, 8);
    g.set_hp(P0, 1, 5);
    skill(&mut g, P0, 15073);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(summons(&g, P0), [(115072, 2)]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(hp(&g, P0), [8, 7, 10]);
    assert_eq!(summons(&g, P0), [(115072, 1)]);
}

#[test]
fn sayu_talent_draws_two_on_the_first_swirl_of_each_round() {
    let mut g = Scenario::new([SAYU, KAEYA, BARBARA], FOES)
        .first(1)
        .hand(0, &[215071])
        .deck(0, &[211011; 8])
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    g.set_aura(P1, 0, Element::Hydro);
    talent(&mut g, P0, 215071, 0);
    assert_eq!(g.player(P0).hand.len(), 2);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Hydro));
    // A second swirl in the same round draws nothing.
    skill(&mut g, P0, 15072);
    assert_eq!(g.player(P0).hand.len(), 2);
    end_round(&mut g);
    foe_passes(&mut g);
    // The next round: the first swirl draws again.
    let hand = g.player(P0).hand.len();
    g.set_aura(P1, 0, Element::Pyro);
    skill(&mut g, P0, 15072);
    assert_eq!(g.player(P0).hand.len(), hand + 2);
}

#[test]
fn sayu_talent_draws_when_her_prepared_kick_swirls() {
    let mut g = Scenario::new([SAYU, KAEYA, BARBARA], [KEQING, GANYU, DILUC])
        .hand(0, &[215071])
        .deck(0, &[211011; 4])
        .dice(0, dice("oooooooo"))
        .dice(1, dice("oooooooo"))
        .build();
    talent(&mut g, P0, 215071, 0);
    assert_eq!(hp(&g, P1)[0], 9);
    assert!(g.player(P0).hand.is_empty());
    g.set_aura(P1, 0, Element::Pyro);
    skill(&mut g, P1, 14031);
    // Seat 0's turn begins with the plain kick, which swirls Pyro: the talent answers it.
    assert_eq!(hp(&g, P1), [7, 9, 9]);
    assert_eq!(g.player(P0).hand.len(), 2);
}
