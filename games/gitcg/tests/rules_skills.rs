//! Rule tests for what a skill sets off and when: the prepared-skill exceptions (no "after a
//! skill", no "after a reaction"), per-skill state cleared however a skill ends, "ever used in
//! this match", effects that answer a swirl once the skill is over (and keep the first swirl's
//! element), the order a card's text gives, where the products of a reaction without damage go,
//! and Normal Attacks a status forces before its side chooses an action.

use tavern_game::{Game, Seat, Viewer};
use tavern_gitcg::cards::{self, builtin};
use tavern_gitcg::defs::{EntityDef, EntityKind};
use tavern_gitcg::state::{Aura, LocZone};
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::Gitcg;
use tavern_protocol::gitcg::{Action, CardId, Dice, Element, Phase, Side, Target};

mod character_helpers;
use character_helpers::*;

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);

const GANYU: u32 = 1101;
const EULA: u32 = 1106;
const KAEYA: u32 = 1103;
const BARBARA: u32 = 1201;
const XINGQIU: u32 = 1202;
const DILUC: u32 = 1301;
const KEQING: u32 = 1403;
const BEIDOU: u32 = 1405;
const SUCROSE: u32 = 1501;
const VENTI: u32 = 1503;
const COLLEI: u32 = 1701;
const NAHIDA: u32 = 1703;

/// The side that takes the hits in solo scenarios: all 10 HP, Keqing active.
const FOES: [u32; 3] = [KEQING, GANYU, DILUC];

/// 唯此一心 Undivided Heart (Ganyu's talent: uses Frostflake Arrow).
const UNDIVIDED_HEART: u32 = 211011;
/// 心识蕴藏之种 The Seed of Stored Knowledge (Nahida's talent: uses Illusory Heart).
const SEED_OF_STORED_KNOWLEDGE: u32 = 217031;
/// 飞叶迴斜 Floral Sidewinder (Collei's talent: uses Floral Brush and creates Sprout).
const FLORAL_SIDEWINDER: u32 = 217011;
/// 教官的帽子 Instructor's Cap.
const INSTRUCTORS_CAP: u32 = 312005;
/// 常九爷 Chang the Ninth.
const CHANG_THE_NINTH: u32 = 322009;
/// 参量质变仪 Parametric Transformer.
const PARAMETRIC_TRANSFORMER: u32 = 323001;

/// Plays a card on the own character in `slot` with the suggested payment.
#[track_caller]
fn play_on(g: &mut Gitcg, seat: Seat, card: u32, slot: Option<u8>) {
    let target = slot.map(|slot| Target::Character {
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

/// The counter a support of `seat` shows every viewer, as seat 1 sees it.
fn support_counter(g: &Gitcg, seat: Seat, id: u32) -> Option<u8> {
    let view = g.view(Viewer::Seat { seat: P1 });
    view.players[seat.index()]
        .supports
        .iter()
        .find(|e| e.id.0 == id)
        .and_then(|e| e.counter)
}

// ---- prepared skills -------------------------------------------------------------------

#[test]
fn tidecaller_shield_lasts_only_while_beidou_prepares() {
    let mut g = duel([BEIDOU, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    skill(&mut g, P0, 14052);
    assert_eq!(attached(&g, P0, 0), [114051, 114055]);
    // Frozen before her turn comes: the preparation is interrupted, and its shield with it.
    g.put(P0, LocZone::Char(0), &builtin::FROZEN);
    apply(&mut g, P1, Action::DeclareEnd);
    assert_eq!(hp(&g, P1)[0], 10, "no Wavestrider");
    assert_eq!(attached(&g, P0, 0), [106]);
}

#[test]
fn a_prepared_skill_sets_off_no_after_a_reaction_effects() {
    // Wavestrider quickens the Dendro that Floral Brush left: neither Collei's Sprout nor
    // Beidou's Instructor's Cap answers a reaction of a prepared skill.
    let mut g = solo([COLLEI, BEIDOU, BARBARA], &[FLORAL_SIDEWINDER]);
    play_on(&mut g, P0, FLORAL_SIDEWINDER, Some(0));
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Dendro));
    let cap = cards::card(CardId(INSTRUCTORS_CAP))
        .and_then(|c| c.entity)
        .expect("equipment");
    g.put(P0, LocZone::Char(1), cap);
    switch(&mut g, P0, 1);
    let before = g.player(P0).dice.total();
    // Seat 1 has declared the end of the round: Beidou's next turn comes at once.
    let paid = skill(&mut g, P0, 14052);
    assert_eq!(
        hp(&g, P1)[0],
        7 - (3 + 1),
        "Wavestrider quickens: 3 + 1, nothing more"
    );
    assert_eq!(g.player(P0).dice.total(), before - paid.total(), "no die");
}

/// Beidou prepares Wavestrider against an active character with Pyro: it overloads (Chang the
/// Ninth's condition) and deals elemental damage (Parametric Transformer's), but sets off no
/// "after a skill" effect. Returns the match right after it, with `support` in play.
fn wavestrider_overloads(support: u32) -> Gitcg {
    let mut g = solo([BEIDOU, KAEYA, BARBARA], &[support]);
    play_on(&mut g, P0, support, None);
    g.set_aura(P1, 0, Element::Pyro);
    skill(&mut g, P0, 14052);
    assert_eq!(hp(&g, P1)[0], 10 - 5, "Wavestrider overloaded");
    assert_eq!(support_counter(&g, P0, support), Some(0));
    g
}

#[test]
fn chang_the_ninth_does_not_count_a_prepared_skills_reaction_for_the_next_skill() {
    let mut g = wavestrider_overloads(CHANG_THE_NINTH);
    // Stormbreaker deals Electro to a character with no element: nothing for Chang.
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 14053);
    assert_eq!(support_counter(&g, P0, CHANG_THE_NINTH), Some(0));
    skill(&mut g, P0, 14051);
    assert_eq!(
        support_counter(&g, P0, CHANG_THE_NINTH),
        Some(1),
        "physical"
    );
}

#[test]
fn parametric_transformer_does_not_count_a_prepared_skills_damage_for_the_next_skill() {
    let mut g = wavestrider_overloads(PARAMETRIC_TRANSFORMER);
    // A physical normal attack: nothing for the transformer.
    skill(&mut g, P0, 14051);
    assert_eq!(support_counter(&g, P0, PARAMETRIC_TRANSFORMER), Some(0));
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 14053);
    assert_eq!(
        support_counter(&g, P0, PARAMETRIC_TRANSFORMER),
        Some(1),
        "elemental"
    );
}

// ---- ever used, card order, seeds ------------------------------------------------------

#[test]
fn undivided_heart_counts_frostflake_arrows_shot_before_it_was_equipped() {
    let mut g = solo([GANYU, KAEYA, BARBARA], &[UNDIVIDED_HEART]);
    skill(&mut g, P0, 11013);
    assert_eq!(hp(&g, P1), [8, 8, 8]);
    play_on(&mut g, P0, UNDIVIDED_HEART, Some(0));
    assert_eq!(
        hp(&g, P1),
        [6, 5, 5],
        "used before in this match: 3 piercing"
    );
}

#[test]
fn eula_icetide_vortex_three_times_in_a_row_deals_two_five_five() {
    let mut g = solo([EULA, KAEYA, BARBARA], &[]);
    let mut dealt = Vec::new();
    for _ in 0..3 {
        g.set_hp(P1, 0, 10);
        g.set_dice(P0, dice(&"o".repeat(16)));
        skill(&mut g, P0, 11062);
        dealt.push(10 - hp(&g, P1)[0]);
    }
    assert_eq!(dealt, [2, 5, 5]);
}

#[test]
fn seed_of_stored_knowledge_turns_only_the_reacting_characters_seed_into_dendro() {
    let mut g = solo([NAHIDA, DILUC, BARBARA], &[SEED_OF_STORED_KNOWLEDGE]);
    skill(&mut g, P0, 17033);
    g.set_energy(P0, 0, 2);
    play_on(&mut g, P0, SEED_OF_STORED_KNOWLEDGE, Some(0));
    for slot in 0..3 {
        g.set_hp(P1, slot, 10);
    }
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Dendro));
    switch(&mut g, P0, 1);
    // Burning on the active character sets the seeds off.
    skill(&mut g, P0, 13012);
    assert_eq!(
        aura(&g, P1, 0),
        Aura::of(Element::Dendro),
        "its own seed: Dendro"
    );
    assert_eq!(hp(&g, P1)[1..], [9, 9]);
    assert_eq!(aura(&g, P1, 1), Aura::NONE, "the others: piercing");
    assert_eq!(aura(&g, P1, 2), Aura::NONE);
}

// ---- swirl answered after the skill ----------------------------------------------------

#[test]
fn large_wind_spirit_summoned_by_the_swirling_burst_turns_into_the_swirled_element() {
    let mut g = solo([SUCROSE, KAEYA, BARBARA], &[]);
    g.set_aura(P1, 0, Element::Pyro);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 15013);
    assert_eq!(aura(&g, P1, 0), Aura::NONE);
    end_round(&mut g);
    assert_eq!(
        aura(&g, P1, 0),
        Aura::of(Element::Pyro),
        "the spirit blew Pyro"
    );
}

#[test]
fn stormeye_summoned_by_the_swirling_burst_turns_into_the_swirled_element() {
    let mut g = solo([VENTI, KAEYA, BARBARA], &[]);
    g.set_aura(P1, 0, Element::Electro);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 15033);
    end_round(&mut g);
    assert_eq!(
        aura(&g, P1, 0),
        Aura::of(Element::Electro),
        "Stormeye blew Electro"
    );
}

// ---- reactions without damage ----------------------------------------------------------

#[test]
fn a_reaction_a_side_sets_off_on_its_own_character_gives_its_products_to_the_opponent() {
    // Xingqiu applies Hydro to himself over Dendro: Bloom. The reaction table gives the Dendro
    // Core to the side facing the reacting character.
    let mut g = solo([XINGQIU, KAEYA, BARBARA], &[]);
    g.set_aura(P0, 0, Element::Dendro);
    skill(&mut g, P0, 12022);
    assert_eq!(aura(&g, P0, 0), Aura::NONE);
    assert!(combat(&g, P1).iter().any(|&(id, _)| id == 116));
    assert!(!combat(&g, P0).iter().any(|&(id, _)| id == 116));
}

/// The reaction an element applied without damage sets off on a character acts on that
/// character's side as it would for a hit on it: Overloaded switches the side of the character
/// that reacted (愚人众·雷萤术士 Fatui Electro Cicin Mage's burst puts Electro on herself over
/// Pyro), and no damage comes of it ("结算这类元素反应效果时，会忽略所有伤害类效果").
#[test]
fn overloaded_from_an_element_applied_without_damage_moves_the_reacting_characters_side() {
    const ELECTRO_CICIN_MAGE: u32 = 2404;
    let mut g = solo([ELECTRO_CICIN_MAGE, KAEYA, BARBARA], &[]);
    g.set_aura(P0, 0, Element::Pyro);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 24043);
    assert_eq!(g.player(P0).active, 1);
    assert_eq!(hp(&g, P0), [10, 10, 10]);
    assert_eq!(aura(&g, P0, 0), Aura::NONE);
    assert_eq!(g.player(P1).active, 0, "the opposing side stays");
}

#[test]
fn a_summon_turned_by_a_swirl_keeps_the_first_swirls_element() {
    let mut g = solo([SUCROSE, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    g.set_aura(P1, 0, Element::Hydro);
    skill(&mut g, P0, 15013);
    g.set_aura(P1, 0, Element::Pyro);
    skill(&mut g, P0, 15011);
    g.set_aura(P1, 0, Element::Dendro);
    end_round(&mut g);
    // Hydro on Dendro blooms: the spirit still deals Hydro.
    assert_eq!(aura(&g, P1, 0), Aura::NONE);
    assert_eq!(hp(&g, P1)[0], 10 - 1 - 1 - 3);
}

// ---- Normal Attacks forced before choosing an action ----------------------------------------

/// A test probe: forces its character's Normal Attack before its side chooses an action.
static FORCED_ATTACK: EntityDef = EntityDef {
    id: 9_000_401,
    name: "Forced attack probe",
    kind: EntityKind::Status,
    forces_normal_attack: true,
    ..EntityDef::BLANK
};

/// Seat 1 acts first; seat 0's Keqing holds the probe and Rainbow Bladework follows seat 0's
/// Normal Attacks.
fn forced() -> Gitcg {
    let mut g = Scenario::new([KEQING, XINGQIU, DILUC], FOES)
        .first(1)
        .dice(0, dice("oooooooc"))
        .dice(1, dice("oooooooo"))
        .hand(0, &[UNDIVIDED_HEART])
        .build();
    g.put(P0, LocZone::Char(0), &FORCED_ATTACK);
    g.put(
        P0,
        LocZone::Combat,
        cards::entities().iter().find(|e| e.id == 112022).unwrap(),
    );
    g
}

#[test]
fn a_forced_normal_attack_is_a_full_use_of_the_skill_and_takes_the_turn() {
    let mut g = forced();
    skill(&mut g, P1, 14031);
    // Seat 0's turn opens with Keqing's Normal Attack: 2 Physical, free, energy, and the
    // "after a Normal Attack" follow-up's 1 Hydro; then the turn is seat 1's again.
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(g.character(P0, 0).energy, 1);
    assert_eq!(g.player(P0).dice.total(), 8);
    assert!(attached(&g, P0, 0).is_empty());
    assert_eq!(g.turn(), P1);
}

#[test]
fn a_forced_normal_attack_waits_while_its_character_cannot_attack() {
    let mut g = forced();
    g.put(P0, LocZone::Char(0), &builtin::FROZEN);
    apply(&mut g, P1, Action::DeclareEnd);
    assert_eq!(hp(&g, P1)[0], 10);
    assert_eq!(attached(&g, P0, 0), [9_000_401, 106]);
    assert_eq!(g.turn(), P0);
}

#[test]
fn a_forced_normal_attack_comes_after_a_fast_action_too() {
    let mut g = forced();
    apply(&mut g, P1, Action::DeclareEnd);
    // The first probe attacks as seat 0's turn opens; a second one, arriving during the turn,
    // attacks at the next moment before a choice: after the elemental tuning, a fast action.
    assert_eq!(hp(&g, P1)[0], 7);
    g.put(P0, LocZone::Char(0), &FORCED_ATTACK);
    let tune = legal(&g, P0, |a| matches!(a, Action::Tune { .. }));
    apply(&mut g, P0, tune);
    assert_eq!(hp(&g, P1)[0], 4);
    assert!(attached(&g, P0, 0).is_empty());
}
