//! Tests for the weapons added with issue 21, one per card, each equipped in a real match
//! through the `Game` trait with its effect checked exactly (and its limits running out).

use tavern_game::{DecisionKind, Game, Seat};
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::{cards, Ent, Gitcg, Illegal};
use tavern_protocol::gitcg::{Action, CardId, Dice, Phase, Side, SkillId, Target};

mod card_helpers;
use card_helpers::*;
#[path = "card_helpers/turns.rs"]
mod turns;
use turns::*;

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);

// Characters: one wielder of each weapon type.
const GANYU: u32 = 1101;
const BARBARA: u32 = 1201;
const DILUC: u32 = 1301;
const XIANGLING: u32 = 1302;
const KEQING: u32 = 1403;

// Skills.
const GANYU_NORMAL: u32 = 11011;
const GANYU_SKILL: u32 = 11012;
const FROSTFLAKE_ARROW: u32 = 11013;
const GANYU_BURST: u32 = 11014;
const BARBARA_NORMAL: u32 = 12011;
const DILUC_NORMAL: u32 = 13011;
const DILUC_SKILL: u32 = 13012;
const XIANGLING_NORMAL: u32 = 13021;
const XIANGLING_SKILL: u32 = 13022;
const XIANGLING_BURST: u32 = 13023;
const KEQING_NORMAL: u32 = 14031;

// Weapons.
const FRUIT_OF_FULFILLMENT: u32 = 311105;
const LOST_PRAYER: u32 = 311106;
const TULAYTULLAHS_REMEMBRANCE: u32 = 311107;
const TOME_OF_THE_ETERNAL_FLOW: u32 = 311108;
const CASHFLOW_SUPERVISION: u32 = 311109;
const FLOWING_PURITY: u32 = 311110;
const AMOS_BOW: u32 = 311204;
const KINGS_SQUIRE: u32 = 311206;
const END_OF_THE_LINE: u32 = 311207;
const BEACON_OF_THE_REED_SEA: u32 = 311306;
const FOREST_REGALIA: u32 = 311307;
const MEGA_MAGIC_SWORD: u32 = 311308;
const PORTABLE_POWER_SAW: u32 = 311309;
const MOONPIERCER: u32 = 311406;
const PRIMORDIAL_JADE_WINGED_SPEAR: u32 = 311407;
const RIGHTFUL_REWARD: u32 = 311408;
const PROSPECTORS_DRILL: u32 = 311409;
const LIGHT_OF_FOLIAR_INCISION: u32 = 311506;
const SAPWOOD_BLADE: u32 = 311507;
const SPLENDOR_OF_TRANQUIL_WATERS: u32 = 311508;

// Statuses the weapons create.
const KINGS_SQUIRE_IN_EFFECT: u32 = 301103;
const MOONPIERCER_IN_EFFECT: u32 = 301104;
const TAKE_THE_INITIATIVE: u32 = 301105;
const OFFENSIVE_DEFENSE: u32 = 301106;
const SAPWOOD_BLADE_IN_EFFECT: u32 = 301107;
const AEON_WAVE: u32 = 301108;
const FOREST_REGALIA_IN_EFFECT: u32 = 301109;
const CASHFLOW_IN_EFFECT: u32 = 301111;
const FLOWING_PURITY_IN_EFFECT: u32 = 301112;

// Other cards.
const PAIMON: u32 = 322001;
const STRATEGIZE: u32 = 332004;
const LEAVE_IT_TO_ME: u32 = 332006;

// Dice faces (`Dice` counts per face: omni, cryo, hydro, pyro, electro, anemo, geo, dendro).
const PYRO: usize = 3;
const ELECTRO: usize = 4;

// ---------------------------------------------------------------- helpers

/// Seat 0 with `chars`, `hand` and dice against Ganyu, Diluc and Keqing, who hold 16 omni
/// dice to hit back with.
fn scenario(chars: [u32; 3], hand: &[u32], d: &str) -> Scenario {
    turns::scenario(chars, hand, d).dice(1, dice(&many('o', 16)))
}

/// Plays out the rest of the round; in the next one seat 0 acts alone with 16 omni dice.
fn next_round_alone(g: &mut Gitcg) {
    next_round(g);
    p0_acts_alone(g);
    g.set_dice(P0, dice(&"o".repeat(16)));
}

/// The HP seat 1's active character, first brought back to its full 10 HP, loses when seat 0
/// uses `skill_id`.
fn hit(g: &mut Gitcg, skill_id: u32) -> u8 {
    let target = g.player(P1).active;
    g.set_hp(P1, target, 10);
    skill(g, P0, skill_id);
    10 - hp(g, P1, target)
}

/// Seat 1's active Ganyu hits seat 0's active character with her Normal Attack (2 Physical).
fn ganyu_hits_back(g: &mut Gitcg) {
    skill(g, P1, GANYU_NORMAL);
}

/// The number of dice a skill of seat 0's active character costs now.
#[track_caller]
fn skill_cost(g: &Gitcg, skill: u32) -> u8 {
    skill_payment(g, P0, skill)
        .expect("the skill is a legal action")
        .total()
}

/// Seat 0's weapon `id` on the character in `slot`.
#[track_caller]
fn weapon(g: &Gitcg, slot: u8, id: u32) -> Ent {
    attached(g, P0, slot, id).expect("the weapon is equipped")
}

/// Puts a card into seat 0's hand that its starting deck does not hold (as an effect that
/// creates cards would).
fn give_outsider(g: &mut Gitcg, id: u32) {
    let card = cards::card(CardId(id)).expect("the card exists");
    g.player_mut(P0).hand.push(card);
}

// ---------------------------------------------------------------- catalysts

#[test]
fn fruit_of_fulfillment_draws_two_when_equipped_and_adds_one() {
    let s = scenario([BARBARA, DILUC, KEQING], &[FRUIT_OF_FULFILLMENT], "pppeee")
        .deck(0, &[PAIMON, STRATEGIZE]);
    let mut g = solo(s);
    // Any three dice pay for it.
    play(&mut g, P0, FRUIT_OF_FULFILLMENT, own(0));
    assert_eq!(hand_ids(&g, P0), vec![STRATEGIZE, PAIMON]);
    g.set_dice(P0, dice("ooo"));
    assert_eq!(hit(&mut g, BARBARA_NORMAL), 2, "1 Hydro, +1");
}

#[test]
fn lost_prayer_gains_a_point_each_end_phase_up_to_two() {
    let mut g = solo(scenario([BARBARA, DILUC, KEQING], &[LOST_PRAYER], "oooooo"));
    play(&mut g, P0, LOST_PRAYER, own(0));
    assert_eq!(hit(&mut g, BARBARA_NORMAL), 1, "no bonus before a point");
    for (round, points) in [(2, 1), (3, 2), (4, 2)] {
        next_round_alone(&mut g);
        assert_eq!(g.round(), round);
        assert_eq!(weapon(&g, 0, LOST_PRAYER).stock, points);
        assert_eq!(hit(&mut g, BARBARA_NORMAL), 1 + points);
    }
}

#[test]
fn tulaytullahs_remembrance_lowers_two_charged_attacks_a_round() {
    let mut g = solo(scenario(
        [BARBARA, DILUC, KEQING],
        &[TULAYTULLAHS_REMEMBRANCE],
        "ooooooooooo",
    ));
    play(&mut g, P0, TULAYTULLAHS_REMEMBRANCE, own(0));
    // 8 dice left: an even number makes the Normal Attack a Charged Attack.
    assert_eq!(skill_cost(&g, BARBARA_NORMAL), 2);
    assert_eq!(hit(&mut g, BARBARA_NORMAL), 2, "1 Hydro, +1");
    assert_eq!(skill_cost(&g, BARBARA_NORMAL), 2);
    skill(&mut g, P0, BARBARA_NORMAL);
    assert_eq!(dice_of(&g, P0).total(), 4);
    assert_eq!(skill_cost(&g, BARBARA_NORMAL), 3, "twice a round");
    g.set_dice(P0, dice("ooo"));
    assert_eq!(skill_cost(&g, BARBARA_NORMAL), 3, "not a Charged Attack");
}

#[test]
fn tome_of_the_eternal_flow_adds_two_once_hit_twice_in_a_round() {
    let s = scenario(
        [BARBARA, DILUC, KEQING],
        &[TOME_OF_THE_ETERNAL_FLOW],
        "oooooooooooo",
    );
    let mut g = s.build();
    play(&mut g, P0, TOME_OF_THE_ETERNAL_FLOW, own(0));
    assert_eq!(hit(&mut g, BARBARA_NORMAL), 2);
    ganyu_hits_back(&mut g);
    assert_eq!(weapon(&g, 0, TOME_OF_THE_ETERNAL_FLOW).stock, 1);
    assert!(attached(&g, P0, 0, AEON_WAVE).is_none());
    assert_eq!(hit(&mut g, BARBARA_NORMAL), 2);
    ganyu_hits_back(&mut g);
    assert!(attached(&g, P0, 0, AEON_WAVE).is_some(), "the second hit");
    assert_eq!(hit(&mut g, BARBARA_NORMAL), 4, "1 Hydro, +1, +2");
    assert!(attached(&g, P0, 0, AEON_WAVE).is_none(), "spent");
    ganyu_hits_back(&mut g);
    assert!(attached(&g, P0, 0, AEON_WAVE).is_none(), "once per round");
    next_round(&mut g);
    assert_eq!(
        weapon(&g, 0, TOME_OF_THE_ETERNAL_FLOW).stock,
        0,
        "a new count"
    );
}

#[test]
fn cashflow_supervision_lowers_and_raises_the_next_normal_attack_after_a_hit() {
    let s = scenario(
        [BARBARA, DILUC, KEQING],
        &[CASHFLOW_SUPERVISION],
        &"o".repeat(16),
    );
    let mut g = s.build();
    play(&mut g, P0, CASHFLOW_SUPERVISION, own(0));
    assert_eq!(hit(&mut g, BARBARA_NORMAL), 1, "no flat bonus");
    ganyu_hits_back(&mut g);
    assert!(attached(&g, P0, 0, CASHFLOW_IN_EFFECT).is_some());
    assert_eq!(skill_cost(&g, BARBARA_NORMAL), 2, "1 unaligned die less");
    assert_eq!(hit(&mut g, BARBARA_NORMAL), 2, "+1");
    assert!(attached(&g, P0, 0, CASHFLOW_IN_EFFECT).is_none());
    // The second hit answers again; the third finds both of the round's answers given.
    ganyu_hits_back(&mut g);
    assert!(attached(&g, P0, 0, CASHFLOW_IN_EFFECT).is_some());
    skill(&mut g, P0, BARBARA_NORMAL);
    ganyu_hits_back(&mut g);
    assert!(
        attached(&g, P0, 0, CASHFLOW_IN_EFFECT).is_none(),
        "twice a round"
    );
}

#[test]
fn flowing_purity_binds_its_wielder_and_pays_out_once_the_bond_is_gone() {
    let s = scenario([BARBARA, DILUC, KEQING], &[FLOWING_PURITY], "oooooooo");
    let mut g = s.build();
    play(&mut g, P0, FLOWING_PURITY, own(0));
    assert_eq!(g.bond_of_life(P0, 0), 1, "when equipped");
    assert_eq!(hit(&mut g, BARBARA_NORMAL), 1, "no flat bonus");
    ganyu_hits_back(&mut g);
    assert!(attached(&g, P0, 0, FLOWING_PURITY_IN_EFFECT).is_none());
    // Healing spends Bond of Life; here it is taken away directly.
    g.remove_bond_of_life(P0, 0);
    let before = dice_of(&g, P0).total();
    skill(&mut g, P0, BARBARA_NORMAL);
    // Before seat 1 chooses its action, the wielder has no Bond of Life.
    assert_eq!(
        dice_of(&g, P0).total(),
        before - 3 + 1,
        "a random basic die"
    );
    assert!(attached(&g, P0, 0, FLOWING_PURITY_IN_EFFECT).is_some());
    ganyu_hits_back(&mut g);
    assert_eq!(dice_of(&g, P0).total(), before - 2, "once per round");
    g.set_dice(P0, dice("ooo"));
    assert_eq!(hit(&mut g, BARBARA_NORMAL), 2, "the next damage +1");
    next_round(&mut g);
    assert_eq!(g.bond_of_life(P0, 0), 1, "the End Phase binds again");
}

// ---------------------------------------------------------------- bows

#[test]
fn amos_bow_adds_two_to_a_skill_printed_at_five_or_more_once_a_round() {
    let mut g = solo(scenario(
        [GANYU, DILUC, KEQING],
        &[AMOS_BOW],
        &"o".repeat(16),
    ));
    play(&mut g, P0, AMOS_BOW, own(0));
    assert_eq!(hit(&mut g, GANYU_NORMAL), 3, "3 dice: only +1");
    g.set_energy(P0, 0, 3);
    assert_eq!(
        hit(&mut g, GANYU_BURST),
        5,
        "3 dice and 3 Energy: 2, +1, +2"
    );
    assert_eq!(hit(&mut g, FROSTFLAKE_ARROW), 3, "5 dice, but once a round");
    next_round_alone(&mut g);
    assert_eq!(hit(&mut g, FROSTFLAKE_ARROW), 5, "5 dice: 2, +1, +2");
}

/// Equips `weapon` on `team[0]`: its status makes the next Elemental Skill 2 dice cheaper
/// this round (the Normal Attack is not), then leaves.
fn next_skill_two_cheaper(team: [u32; 3], weapon_id: u32, status: u32, normal: u32, skill_id: u32) {
    let mut g = solo(scenario(team, &[weapon_id], &"o".repeat(12)));
    play(&mut g, P0, weapon_id, own(0));
    assert!(attached(&g, P0, 0, status).is_some());
    assert_eq!(skill_cost(&g, normal), 3);
    assert_eq!(skill_cost(&g, skill_id), 1);
    skill(&mut g, P0, skill_id);
    assert!(attached(&g, P0, 0, status).is_none());
    assert_eq!(skill_cost(&g, skill_id), 3, "only the next one");
}

#[test]
fn kings_squire_makes_the_next_elemental_skill_two_dice_cheaper() {
    next_skill_two_cheaper(
        [GANYU, DILUC, KEQING],
        KINGS_SQUIRE,
        KINGS_SQUIRE_IN_EFFECT,
        GANYU_NORMAL,
        GANYU_SKILL,
    );
}

#[test]
fn kings_squire_in_effect_lasts_only_the_round() {
    let mut g = solo(scenario([GANYU, DILUC, KEQING], &[KINGS_SQUIRE], "ooo"));
    play(&mut g, P0, KINGS_SQUIRE, own(0));
    next_round_alone(&mut g);
    assert!(attached(&g, P0, 0, KINGS_SQUIRE_IN_EFFECT).is_none());
    assert_eq!(skill_cost(&g, GANYU_SKILL), 3);
}

#[test]
fn end_of_the_line_catches_outside_cards_and_spends_them_on_a_skill() {
    let s =
        scenario([GANYU, DILUC, KEQING], &[END_OF_THE_LINE], &"o".repeat(16)).deck(0, &[PAIMON; 8]);
    let mut g = solo(s);
    play(&mut g, P0, END_OF_THE_LINE, own(0));
    assert_eq!(
        weapon(&g, 0, END_OF_THE_LINE).stock,
        0,
        "it was in the deck"
    );
    assert_eq!(hit(&mut g, GANYU_NORMAL), 2, "no flat bonus");
    for _ in 0..3 {
        give_outsider(&mut g, STRATEGIZE);
        play(&mut g, P0, STRATEGIZE, None);
    }
    assert_eq!(weapon(&g, 0, END_OF_THE_LINE).stock, 2, "up to 2");
    let hand = g.player(P0).hand.len();
    assert_eq!(hit(&mut g, GANYU_NORMAL), 3, "+1 for spending the catch");
    assert_eq!(g.player(P0).hand.len(), hand + 2, "a card per point");
    assert_eq!(weapon(&g, 0, END_OF_THE_LINE).stock, 0);
    assert_eq!(hit(&mut g, GANYU_NORMAL), 2);
}

// ---------------------------------------------------------------- claymores

#[test]
fn beacon_of_the_reed_sea_adds_one_after_a_skill_and_after_a_hit_once_each() {
    let s = scenario(
        [DILUC, GANYU, KEQING],
        &[BEACON_OF_THE_REED_SEA],
        &"o".repeat(16),
    );
    let mut g = s.build();
    play(&mut g, P0, BEACON_OF_THE_REED_SEA, own(0));
    assert_eq!(hit(&mut g, DILUC_SKILL), 4, "3 Pyro, +1");
    assert!(attached(&g, P0, 0, TAKE_THE_INITIATIVE).is_some());
    ganyu_hits_back(&mut g);
    assert!(attached(&g, P0, 0, OFFENSIVE_DEFENSE).is_some());
    assert_eq!(hit(&mut g, DILUC_NORMAL), 5, "2, +1, +1, +1");
    assert!(attached(&g, P0, 0, TAKE_THE_INITIATIVE).is_none());
    assert!(attached(&g, P0, 0, OFFENSIVE_DEFENSE).is_none());
    ganyu_hits_back(&mut g);
    skill(&mut g, P0, DILUC_SKILL);
    assert!(
        attached(&g, P0, 0, TAKE_THE_INITIATIVE).is_none(),
        "once a round"
    );
    assert!(
        attached(&g, P0, 0, OFFENSIVE_DEFENSE).is_none(),
        "once a round"
    );
}

/// Equips `weapon` (any 3 dice) on `team[0]`: its status gives 2 dice of the wielder's
/// element (`face`) after its next Normal Attack this round, and only the next.
fn two_dice_after_the_next_normal_attack(
    team: [u32; 3],
    weapon_id: u32,
    status: u32,
    normal: u32,
    face: usize,
) {
    let mut g = solo(scenario(team, &[weapon_id], "ccaggg"));
    play(&mut g, P0, weapon_id, own(0));
    assert!(attached(&g, P0, 0, status).is_some());
    g.set_dice(P0, dice("oooooo"));
    skill(&mut g, P0, normal);
    assert_eq!(dice_of(&g, P0).0[face], 2);
    assert!(attached(&g, P0, 0, status).is_none());
    skill(&mut g, P0, normal);
    assert_eq!(dice_of(&g, P0).total(), 2, "only after the next one");
}

#[test]
fn forest_regalia_gives_two_pyro_dice_after_the_next_normal_attack() {
    two_dice_after_the_next_normal_attack(
        [DILUC, GANYU, KEQING],
        FOREST_REGALIA,
        FOREST_REGALIA_IN_EFFECT,
        DILUC_NORMAL,
        PYRO,
    );
}

#[test]
fn mega_magic_sword_counts_differently_named_outside_cards_played_this_match() {
    let s = scenario([DILUC, GANYU, KEQING], &[MEGA_MAGIC_SWORD], &"o".repeat(16))
        .deck(0, &[PAIMON; 6]);
    let mut g = solo(s);
    // Played before the sword is equipped, they count all the same.
    give_outsider(&mut g, STRATEGIZE);
    play(&mut g, P0, STRATEGIZE, None);
    give_outsider(&mut g, STRATEGIZE);
    play(&mut g, P0, STRATEGIZE, None);
    play(&mut g, P0, MEGA_MAGIC_SWORD, own(0));
    assert_eq!(weapon(&g, 0, MEGA_MAGIC_SWORD).stock, 1, "one name");
    assert_eq!(hit(&mut g, DILUC_NORMAL), 2, "below 2: no bonus");
    give_outsider(&mut g, LEAVE_IT_TO_ME);
    play(&mut g, P0, LEAVE_IT_TO_ME, None);
    assert_eq!(weapon(&g, 0, MEGA_MAGIC_SWORD).stock, 2);
    assert_eq!(hit(&mut g, DILUC_NORMAL), 3, "2 Support: +1");
    // A card the starting deck held is no support.
    play(&mut g, P0, PAIMON, None);
    assert_eq!(weapon(&g, 0, MEGA_MAGIC_SWORD).stock, 2);
}

/// Equips `weapon` on `team[0]`: the first hit each round discards the costliest card for 1
/// less damage and a mark; the wielder's next damage spends the marks for +1 and a draw each.
fn softens_a_hit_by_discarding(team: [u32; 3], weapon_id: u32, normal: u32) {
    let s = scenario(team, &[weapon_id, STRATEGIZE, PAIMON], &"o".repeat(16))
        .deck(0, &[LEAVE_IT_TO_ME]);
    let mut g = s.build();
    play(&mut g, P0, weapon_id, own(0));
    assert_eq!(hit(&mut g, normal), 2, "no flat bonus");
    ganyu_hits_back(&mut g);
    assert_eq!(hp(&g, P0, 0), 9, "1 damage less");
    assert_eq!(hand_ids(&g, P0), vec![STRATEGIZE], "Paimon costs the most");
    assert_eq!(weapon(&g, 0, weapon_id).stock, 1);
    assert_eq!(hit(&mut g, normal), 3, "+1 for the mark");
    assert_eq!(
        hand_ids(&g, P0),
        vec![STRATEGIZE, LEAVE_IT_TO_ME],
        "and a card"
    );
    assert_eq!(weapon(&g, 0, weapon_id).stock, 0);
    ganyu_hits_back(&mut g);
    assert_eq!(hp(&g, P0, 0), 7, "once per round");
    assert_eq!(hand_ids(&g, P0).len(), 2);
}

#[test]
fn portable_power_saw_softens_a_hit_by_discarding_and_pays_it_back() {
    softens_a_hit_by_discarding([DILUC, GANYU, KEQING], PORTABLE_POWER_SAW, DILUC_NORMAL);
}

#[test]
fn a_softening_weapon_with_an_empty_hand_takes_the_hit_in_full() {
    let mut g = scenario([DILUC, GANYU, KEQING], &[PORTABLE_POWER_SAW], "oooooo").build();
    play(&mut g, P0, PORTABLE_POWER_SAW, own(0));
    skill(&mut g, P0, DILUC_NORMAL);
    ganyu_hits_back(&mut g);
    assert_eq!(hp(&g, P0, 0), 8);
    assert_eq!(weapon(&g, 0, PORTABLE_POWER_SAW).stock, 0);
}

// ---------------------------------------------------------------- polearms

#[test]
fn moonpiercer_makes_the_next_elemental_skill_two_dice_cheaper() {
    next_skill_two_cheaper(
        [XIANGLING, DILUC, KEQING],
        MOONPIERCER,
        MOONPIERCER_IN_EFFECT,
        XIANGLING_NORMAL,
        XIANGLING_SKILL,
    );
}

#[test]
fn primordial_jade_winged_spear_grows_with_each_skill_until_the_round_ends() {
    let s = scenario(
        [XIANGLING, DILUC, KEQING],
        &[PRIMORDIAL_JADE_WINGED_SPEAR],
        &"o".repeat(15),
    );
    let mut g = solo(s);
    play(&mut g, P0, PRIMORDIAL_JADE_WINGED_SPEAR, own(0));
    for dealt in [3, 4, 5, 5] {
        assert_eq!(hit(&mut g, XIANGLING_NORMAL), dealt);
    }
    next_round_alone(&mut g);
    assert_eq!(hit(&mut g, XIANGLING_NORMAL), 3, "back to +1");
}

#[test]
fn rightful_reward_charges_after_three_hits_on_the_active_character() {
    let s = scenario([XIANGLING, DILUC, KEQING], &[RIGHTFUL_REWARD], "oo");
    let mut g = s.build();
    play(&mut g, P0, RIGHTFUL_REWARD, own(0));
    act(&mut g, P0, Action::DeclareEnd);
    for points in [1, 2] {
        ganyu_hits_back(&mut g);
        assert_eq!(weapon(&g, 0, RIGHTFUL_REWARD).stock, points);
    }
    assert_eq!(energy(&g, P0, 0), 0);
    ganyu_hits_back(&mut g);
    assert_eq!(energy(&g, P0, 0), 1, "3 points spent for 1 Energy");
    assert_eq!(weapon(&g, 0, RIGHTFUL_REWARD).stock, 0);
}

#[test]
fn rightful_reward_adds_two_to_elemental_bursts_only() {
    let s = scenario(
        [XIANGLING, DILUC, KEQING],
        &[RIGHTFUL_REWARD],
        &"o".repeat(16),
    );
    let mut g = solo(s);
    play(&mut g, P0, RIGHTFUL_REWARD, own(0));
    assert_eq!(hit(&mut g, XIANGLING_NORMAL), 2, "no flat bonus");
    g.set_energy(P0, 0, 2);
    assert_eq!(hit(&mut g, XIANGLING_BURST), 5, "3 Pyro, +2");
}

#[test]
fn prospectors_drill_softens_a_hit_by_discarding_and_pays_it_back() {
    softens_a_hit_by_discarding(
        [XIANGLING, GANYU, KEQING],
        PROSPECTORS_DRILL,
        XIANGLING_NORMAL,
    );
}

// ---------------------------------------------------------------- swords

#[test]
fn light_of_foliar_incision_gives_a_die_after_two_normal_attacks_a_round() {
    let s = scenario(
        [KEQING, DILUC, GANYU],
        &[LIGHT_OF_FOLIAR_INCISION],
        &"o".repeat(12),
    );
    let mut g = solo(s);
    play(&mut g, P0, LIGHT_OF_FOLIAR_INCISION, own(0));
    assert_eq!(hit(&mut g, KEQING_NORMAL), 3);
    assert_eq!(dice_of(&g, P0).total(), 12 - 3 - 3 + 1);
    assert_eq!(dice_of(&g, P0).0[0], 9 - 3, "a basic element, not omni");
    skill(&mut g, P0, KEQING_NORMAL);
    assert_eq!(dice_of(&g, P0).total(), 7 - 3 + 1);
    skill(&mut g, P0, KEQING_NORMAL);
    assert_eq!(dice_of(&g, P0).total(), 5 - 3, "twice a round");
}

#[test]
fn sapwood_blade_gives_two_electro_dice_after_the_next_normal_attack() {
    two_dice_after_the_next_normal_attack(
        [KEQING, DILUC, GANYU],
        SAPWOOD_BLADE,
        SAPWOOD_BLADE_IN_EFFECT,
        KEQING_NORMAL,
        ELECTRO,
    );
}

#[test]
fn splendor_of_tranquil_waters_spends_twelve_lake_light_on_a_normal_attack() {
    let s = scenario(
        [KEQING, DILUC, GANYU],
        &[SPLENDOR_OF_TRANQUIL_WATERS],
        &"o".repeat(16),
    );
    let mut g = s.build();
    play(&mut g, P0, SPLENDOR_OF_TRANQUIL_WATERS, own(0));
    assert_eq!(hit(&mut g, KEQING_NORMAL), 2, "no flat bonus");
    ganyu_hits_back(&mut g);
    assert_eq!(weapon(&g, 0, SPLENDOR_OF_TRANQUIL_WATERS).stock, 1);
    assert_eq!(skill_cost(&g, KEQING_NORMAL), 3, "below 12 points");
    // Twelve hits would knock Keqing out: the points are set as eleven more would leave them.
    set_stock(&mut g, SPLENDOR_OF_TRANQUIL_WATERS, 12);
    assert_eq!(skill_cost(&g, KEQING_NORMAL), 1, "2 unaligned dice less");
    assert_eq!(hit(&mut g, KEQING_NORMAL), 3, "+1");
    assert_eq!(hp(&g, P0, 0), 9, "healed for 1");
    assert_eq!(
        weapon(&g, 0, SPLENDOR_OF_TRANQUIL_WATERS).stock,
        1,
        "12 spent, 1 for the heal"
    );
    ganyu_hits_back(&mut g);
    set_stock(&mut g, SPLENDOR_OF_TRANQUIL_WATERS, 12);
    assert_eq!(skill_cost(&g, KEQING_NORMAL), 3, "once per round");
    assert_eq!(hit(&mut g, KEQING_NORMAL), 2);
    assert_eq!(weapon(&g, 0, SPLENDOR_OF_TRANQUIL_WATERS).stock, 12);
}

/// Sets the stock of seat 0's active character's equipment `id`.
fn set_stock(g: &mut Gitcg, id: u32, n: u8) {
    let slot = g.player(P0).active;
    let e = g
        .character_mut(P0, slot)
        .attached
        .iter_mut()
        .find(|e| e.def.id == id)
        .expect("equipped");
    e.stock = n;
}
