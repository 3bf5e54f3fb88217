//! Character cards in real matches: each character's skills, summons and statuses, and its
//! talent card, driven through the `Game` trait with exact numbers.

use tavern_game::{Game, Seat};
use tavern_gitcg::state::Aura;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::Gitcg;
use tavern_protocol::gitcg::{Action, CardId, Dice, Element, Phase, Side, Target};

mod character_helpers;
use character_helpers::*;

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);

const GANYU: u32 = 1101;
const KAEYA: u32 = 1103;
const CHONGYUN: u32 = 1104;
const BARBARA: u32 = 1201;
const XINGQIU: u32 = 1202;
const DILUC: u32 = 1301;
const XIANGLING: u32 = 1302;
const BENNETT: u32 = 1303;
const FISCHL: u32 = 1401;
const KEQING: u32 = 1403;
const SUCROSE: u32 = 1501;
const NOELLE: u32 = 1602;
const COLLEI: u32 = 1701;

/// The side that takes the hits in solo scenarios: all 10 HP, Keqing active.
const FOES: [u32; 3] = [KEQING, GANYU, DILUC];

/// Plays a talent card on the own character in `slot`.
#[track_caller]
fn talent(g: &mut Gitcg, seat: Seat, card: u32, slot: u8) {
    let target = Some(Target::Character {
        side: Side::Own,
        slot,
    });
    let a = legal(
        g,
        seat,
        |a| matches!(a, Action::PlayCard { card: c, target: t, .. } if *c == CardId(card) && *t == target),
    );
    apply(g, seat, a);
}

#[test]
fn ganyu_frostflake_arrow_pierces_and_trail_of_the_qilin_makes_ice_lotus() {
    let mut g = solo([GANYU, KAEYA, XINGQIU], &[]);
    skill(&mut g, P0, 11013);
    assert_eq!(hp(&g, P1), [8, 8, 8]);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Cryo));
    skill(&mut g, P0, 11012);
    assert_eq!(hp(&g, P1), [7, 8, 8]);
    assert_eq!(combat(&g, P0), [(111012, 2)]);
}

#[test]
fn diluc_third_searing_onslaught_in_a_round_deals_two_more() {
    let mut g = solo([DILUC, KAEYA, XINGQIU], &[]);
    skill(&mut g, P0, 13012);
    skill(&mut g, P0, 13012);
    assert_eq!(hp(&g, P1)[0], 4);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 13012);
    assert_eq!(hp(&g, P1)[0], 5);
}

#[test]
fn keqing_talent_turns_the_plain_infusion_into_the_talent_form() {
    let mut g = solo([KEQING, KAEYA, XINGQIU], &[214031]);
    skill(&mut g, P0, 14032);
    skill(&mut g, P0, 14032);
    assert_eq!(attached(&g, P0, 0), [114032]);
    // The talent's Stellar Restoration finds no stiletto and creates one; the next use
    // retrieves it and infuses in the talent form, replacing the plain one.
    talent(&mut g, P0, 214031, 0);
    assert_eq!(hp(&g, P1)[0], 1);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 14032);
    assert_eq!(attached(&g, P0, 0), [114034, 214031]);
    assert_eq!(g.character(P0, 0).attached[0].duration, 3);
    assert_eq!(hp(&g, P1)[0], 7);
}

#[test]
fn kaeya_frostgnaw_then_icicle_strikes_after_each_switch() {
    let mut g = solo([KAEYA, BARBARA, XINGQIU], &[]);
    skill(&mut g, P0, 11032);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Cryo));
    assert_eq!(g.character(P0, 0).energy, 1);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 11033);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(g.character(P0, 0).energy, 0);
    assert_eq!(combat(&g, P0), [(111031, 3)]);
    switch(&mut g, P0, 1);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(combat(&g, P0), [(111031, 2)]);
}

#[test]
fn kaeya_talent_heals_him_after_frostgnaw_once_per_round() {
    let mut g = solo([KAEYA, BARBARA, XINGQIU], &[211031]);
    g.set_hp(P0, 0, 5);
    talent(&mut g, P0, 211031, 0);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(g.character(P0, 0).hp, 7);
    assert_eq!(attached(&g, P0, 0), [211031]);
    skill(&mut g, P0, 11032);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(g.character(P0, 0).hp, 7);
}

#[test]
fn chongyun_frost_field_infuses_melee_weapons_only() {
    let mut g = solo([CHONGYUN, GANYU, XINGQIU], &[]);
    skill(&mut g, P0, 11042);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(combat(&g, P0), [(111041, 0)]);
    assert_eq!(g.player(P0).combat[0].duration, 2);
    skill(&mut g, P0, 11041);
    assert_eq!(hp(&g, P1)[0], 5);
    // Ganyu's bow stays physical: the Cryo aura is untouched.
    switch(&mut g, P0, 1);
    g.character_mut(P1, 0).aura = Aura::NONE;
    skill(&mut g, P0, 11011);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(aura(&g, P1, 0), Aura::NONE);
    // Xingqiu's sword turns Cryo.
    switch(&mut g, P0, 2);
    skill(&mut g, P0, 12021);
    assert_eq!(hp(&g, P1)[0], 1);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Cryo));
}

#[test]
fn chongyun_cloud_parting_star_deals_seven() {
    let mut g = solo([CHONGYUN, GANYU, XINGQIU], &[]);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 11043);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(g.character(P0, 0).energy, 0);
}

#[test]
fn chongyun_talent_field_replaces_the_plain_one_and_boosts_normal_attacks() {
    let mut g = solo([CHONGYUN, GANYU, XINGQIU], &[211041]);
    skill(&mut g, P0, 11042);
    talent(&mut g, P0, 211041, 0);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(combat(&g, P0), [(111042, 0)]);
    skill(&mut g, P0, 11041);
    assert_eq!(hp(&g, P1)[0], 1);
}

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
fn xiangling_guoba_pyronado_and_their_damage() {
    let mut g = solo([XIANGLING, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 13022);
    assert_eq!(hp(&g, P1)[0], 10);
    assert_eq!(summons(&g, P0), [(113021, 2)]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 13023);
    // Pyronado does not follow up the burst that made it.
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(combat(&g, P0), [(113022, 2)]);
    skill(&mut g, P0, 13021);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(combat(&g, P0), [(113022, 1)]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 1);
    assert_eq!(summons(&g, P0), [(113021, 1)]);
}

#[test]
fn xiangling_talent_guoba_attack_also_deals_one_pyro() {
    let mut g = solo([XIANGLING, KAEYA, BARBARA], &[213021]);
    talent(&mut g, P0, 213021, 0);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Pyro));
    assert_eq!(summons(&g, P0), [(113021, 2)]);
}

#[test]
fn bennett_inspiration_field_heals_the_weak_and_boosts_the_healthy() {
    let mut g = solo([BENNETT, KAEYA, BARBARA], &[]);
    g.set_hp(P0, 0, 5);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 13033);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(g.character(P0, 0).hp, 7);
    assert_eq!(combat(&g, P0), [(113031, 0)]);
    skill(&mut g, P0, 13031);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(g.character(P0, 0).hp, 7);
}

#[test]
fn bennett_talent_field_boosts_whatever_the_hp() {
    let mut g = solo([BENNETT, KAEYA, BARBARA], &[213031]);
    g.set_hp(P0, 0, 3);
    g.set_energy(P0, 0, 2);
    talent(&mut g, P0, 213031, 0);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(g.character(P0, 0).energy, 0);
    assert_eq!(g.character(P0, 0).hp, 5);
    assert_eq!(combat(&g, P0), [(113032, 0)]);
    skill(&mut g, P0, 13032);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(g.character(P0, 0).hp, 7);
}

#[test]
fn fischl_oz_strikes_in_the_end_phase_and_the_burst_pierces() {
    let mut g = solo([FISCHL, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 14012);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(summons(&g, P0), [(114011, 2)]);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 14013);
    assert_eq!(hp(&g, P1), [5, 8, 8]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1), [4, 8, 8]);
    assert_eq!(summons(&g, P0), [(114011, 1)]);
}

#[test]
fn fischl_talent_oz_replaces_the_plain_one_and_follows_her_normal_attacks() {
    let mut g = solo([FISCHL, KAEYA, BARBARA], &[214011]);
    skill(&mut g, P0, 14012);
    talent(&mut g, P0, 214011, 0);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(summons(&g, P0), [(114012, 2)]);
    skill(&mut g, P0, 14011);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(summons(&g, P0), [(114012, 1)]);
    // Another character's normal attack does not wake Oz.
    switch(&mut g, P0, 1);
    skill(&mut g, P0, 11031);
    assert_eq!(hp(&g, P1)[0], 2);
    assert_eq!(summons(&g, P0), [(114012, 1)]);
}

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
fn noelle_full_plate_halves_physical_damage_and_shields() {
    let mut g = duel([NOELLE, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    skill(&mut g, P0, 16022);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(combat(&g, P0), [(116021, 2)]);
    skill(&mut g, P1, 13011);
    assert_eq!(g.character(P0, 0).hp, 10);
    assert_eq!(combat(&g, P0), [(116021, 1)]);
    apply(&mut g, P0, Action::DeclareEnd);
    skill(&mut g, P1, 13012);
    assert_eq!(g.character(P0, 0).hp, 8);
    assert_eq!(combat(&g, P0), []);
}

#[test]
fn noelle_sweeping_time_discounts_and_boosts_normal_attacks() {
    let mut g = solo([NOELLE, KAEYA, BARBARA], &[]);
    g.set_dice(P0, dice("gggggggggggg"));
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 16023);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(attached(&g, P0, 0), [116022]);
    let paid = skill(&mut g, P0, 16021);
    assert_eq!(paid.total(), 2);
    assert_eq!(hp(&g, P1)[0], 2);
    let again = legal(
        &g,
        P0,
        |a| matches!(a, Action::UseSkill { skill, .. } if skill.0 == 16021),
    );
    let Action::UseSkill { dice: next, .. } = again else {
        unreachable!()
    };
    assert_eq!(next.total(), 3);
}

#[test]
fn noelle_talent_heals_everyone_after_her_normal_attack_once_per_round() {
    let mut g = solo([NOELLE, KAEYA, BARBARA], &[216021]);
    g.set_hp(P0, 0, 6);
    g.set_hp(P0, 1, 8);
    talent(&mut g, P0, 216021, 0);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(combat(&g, P0), [(116021, 2)]);
    skill(&mut g, P0, 16021);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(hp(&g, P0), [7, 9, 10]);
    skill(&mut g, P0, 16021);
    assert_eq!(hp(&g, P0), [7, 9, 10]);
}

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
fn the_pool_covers_every_element_and_weapon() {
    use tavern_gitcg::cards;
    use tavern_gitcg::defs::Weapon;
    let all = cards::characters();
    assert!(all.len() >= 13);
    for e in Element::ALL {
        assert!(all.iter().any(|c| c.element == e), "no {e:?} character");
    }
    for w in [
        Weapon::Sword,
        Weapon::Claymore,
        Weapon::Polearm,
        Weapon::Catalyst,
        Weapon::Bow,
    ] {
        assert!(all.iter().any(|c| c.weapon == w), "no {w:?} character");
    }
    for c in all {
        let talent = cards::action_cards().find(|t| t.talent_of == Some(c.id));
        assert!(talent.is_some(), "{} has no talent card", c.english_name);
    }
}

#[test]
fn follow_ups_find_themselves_again_after_their_zone_is_swept() {
    use tavern_gitcg::cards::builtin::CATALYZING_FIELD;
    use tavern_gitcg::state::LocZone;
    let mut g = solo([KEQING, XINGQIU, XIANGLING], &[]);
    skill(&mut g, P0, 14032);
    skill(&mut g, P0, 14032);
    // A Catalyzing Field with its last use, entered before the two follow-ups.
    g.put(P0, LocZone::Combat, &CATALYZING_FIELD);
    g.player_mut(P0).combat[0].usage = 1;
    // Foe HP is topped up along the way so nobody is knocked out.
    g.set_hp(P1, 0, 10);
    switch(&mut g, P0, 1);
    g.set_energy(P0, 1, 2);
    skill(&mut g, P0, 12023);
    g.set_hp(P1, 0, 10);
    switch(&mut g, P0, 2);
    g.set_energy(P0, 2, 2);
    skill(&mut g, P0, 13023);
    g.set_dice(P0, dice("oooooooo"));
    switch(&mut g, P0, 0);
    g.set_hp(P1, 0, 10);
    let mut wet = Aura::of(Element::Cryo);
    wet.add(Element::Dendro);
    g.character_mut(P1, 0).aura = wet;
    // The infused attack superconducts and spends the field; Rainbow Bladework's Hydro then
    // blooms, and the new Dendro Core sweeps the spent field out of the zone before Rainbow
    // Bladework spends its usage and Pyronado follows up.
    skill(&mut g, P0, 14031);
    assert_eq!(combat(&g, P0), [(112022, 2), (113022, 1)]);
}
