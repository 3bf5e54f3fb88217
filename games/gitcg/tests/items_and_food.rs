//! Tests for the items and foods added with issue 21 (Seed Dispensary to Kusava, Fish and
//! Chips to Puff Pops), each played in a real match through the `Game` trait with its effect
//! checked exactly, its usages and limits running out, and refusals checked to leave the state
//! untouched.

use tavern_game::{DecisionKind, Game, Seat};
use tavern_gitcg::cards;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::{Ent, Gitcg, Illegal};
use tavern_protocol::gitcg::{Action, CardId, Dice, Phase, Side, SkillId, Target};

mod card_helpers;
use card_helpers::*;
#[path = "card_helpers/turns.rs"]
mod turns;
use turns::*;

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);

// Characters.
const GANYU: u32 = 1101;
const DILUC: u32 = 1301;
const KEQING: u32 = 1403;
const LOREMASTER: u32 = 2303;

// Skills.
const GANYU_NORMAL: u32 = 11011;
const GANYU_SKILL: u32 = 11012;
const DILUC_SKILL: u32 = 13012;
const BURNING_ASSAULT: u32 = 1230311;

// Cards used around the items and foods.
const ADVENTURERS_BANDANA: u32 = 312001;
const FLOWING_RINGS: u32 = 312019;
const HEART_OF_KHVARENAS_BRILLIANCE: u32 = 312021;
const GOLDEN_TROUPES_REWARD: u32 = 312025;
const GLADIATORS_TRIUMPHUS: u32 = 312029;
const LIYUE_HARBOR_WHARF: u32 = 321001;
const PAIMON: u32 = 322001;
const KATHERYNE: u32 = 322002;
const STRATEGIZE: u32 = 332004;
const SWEET_MADAME: u32 = 333005;
const SPIRIT_OF_OMEN: u32 = 123031;

// Items.
const SEED_DISPENSARY: u32 = 323005;
const MEMENTO_LENS: u32 = 323006;
const LUMENSTONE_ADJUVANT: u32 = 323007;
const KUSAVA: u32 = 323008;

// Foods.
const FISH_AND_CHIPS: u32 = 333013;
const MATSUTAKE_MEAT_ROLLS: u32 = 333014;
const RAINBOW_MACARONS: u32 = 333015;
const SAURUS_CRACKERS: u32 = 333016;
const GLITTERING_GEMSTONES: u32 = 333017;
const PUFF_POPS: u32 = 333018;

// Entities.
const SATIATED: u32 = 303300;
const FISH_AND_CHIPS_IN_EFFECT: u32 = 303311;
const MATSUTAKE_IN_EFFECT: u32 = 303312;
const RAINBOW_MACARONS_IN_EFFECT: u32 = 303313;
const PUFF_POPS_IN_EFFECT: u32 = 303315;

/// The usages of seat 0's support `id`.
#[track_caller]
fn support_usage(g: &Gitcg, id: u32) -> u8 {
    support(g, P0, id)
        .unwrap_or_else(|| panic!("{id} is not in play"))
        .usage
}

// ---------------------------------------------------------------- items

#[test]
fn seed_dispensary_lowers_a_support_of_two_dice_or_more_once_a_round_twice() {
    let hand = [SEED_DISPENSARY, PAIMON, KATHERYNE, LIYUE_HARBOR_WHARF];
    let mut g = solo(scenario([DILUC, GANYU, KEQING], &hand, &many('o', 8)));
    play(&mut g, P0, SEED_DISPENSARY, None);
    assert_eq!(
        card_cost(&g, KATHERYNE, None),
        1,
        "an original cost of 1 die"
    );
    assert_eq!(card_cost(&g, PAIMON, None), 2);
    play(&mut g, P0, PAIMON, None);
    assert_eq!(support_usage(&g, SEED_DISPENSARY), 1);
    assert_eq!(card_cost(&g, LIYUE_HARBOR_WHARF, None), 2, "once per round");
    next_round(&mut g);
    p0_acts_alone(&mut g);
    g.set_dice(P0, dice(&many('o', 8)));
    assert_eq!(card_cost(&g, LIYUE_HARBOR_WHARF, None), 1);
    play(&mut g, P0, LIYUE_HARBOR_WHARF, None);
    assert!(
        support(&g, P0, SEED_DISPENSARY).is_none(),
        "its usages ran out"
    );
}

#[test]
fn memento_lens_lowers_a_card_of_a_name_played_before_by_two() {
    let hand = [
        ADVENTURERS_BANDANA,
        MEMENTO_LENS,
        ADVENTURERS_BANDANA,
        PAIMON,
    ];
    let mut g = solo(scenario([DILUC, GANYU, KEQING], &hand, &many('o', 8)));
    play(&mut g, P0, ADVENTURERS_BANDANA, own(0));
    play(&mut g, P0, MEMENTO_LENS, None);
    assert_eq!(card_cost(&g, PAIMON, None), 3, "never played");
    assert_eq!(card_cost(&g, ADVENTURERS_BANDANA, own(1)), 0);
    play(&mut g, P0, ADVENTURERS_BANDANA, own(1));
    assert_eq!(support_usage(&g, MEMENTO_LENS), 1);
    assert_eq!(dice_of(&g, P0).total(), 6);
}

#[test]
fn lumenstone_adjuvant_draws_and_gives_omni_after_the_third_card_of_the_round() {
    let hand = [
        LUMENSTONE_ADJUVANT,
        FLOWING_RINGS,
        HEART_OF_KHVARENAS_BRILLIANCE,
        GLADIATORS_TRIUMPHUS,
        GOLDEN_TROUPES_REWARD,
    ];
    let s = scenario([DILUC, GANYU, KEQING], &hand, "ppp").deck(0, &[SWEET_MADAME; 3]);
    let mut g = solo(s);
    play(&mut g, P0, LUMENSTONE_ADJUVANT, None);
    play(&mut g, P0, FLOWING_RINGS, own(0));
    play(&mut g, P0, HEART_OF_KHVARENAS_BRILLIANCE, own(1));
    assert_eq!(
        hand_len(&g),
        2,
        "the card that put it into play is not counted"
    );
    play(&mut g, P0, GLADIATORS_TRIUMPHUS, own(2));
    assert_eq!(hand_len(&g), 2, "1 card left and 1 drawn");
    assert_eq!(dice_of(&g, P0), dice("o"));
    assert_eq!(support_usage(&g, LUMENSTONE_ADJUVANT), 2);
    play(&mut g, P0, GOLDEN_TROUPES_REWARD, own(0));
    assert_eq!(hand_len(&g), 1, "once per round");
}

/// Lumenstone Adjuvant counts only the cards played since it came into play: those played
/// earlier in the round do not bring its 3rd card closer.
#[test]
fn lumenstone_adjuvant_ignores_the_cards_played_before_it_came_into_play() {
    let hand = [
        FLOWING_RINGS,
        LUMENSTONE_ADJUVANT,
        HEART_OF_KHVARENAS_BRILLIANCE,
        GLADIATORS_TRIUMPHUS,
        GOLDEN_TROUPES_REWARD,
    ];
    let s = scenario([DILUC, GANYU, KEQING], &hand, "ppp").deck(0, &[SWEET_MADAME; 3]);
    let mut g = solo(s);
    play(&mut g, P0, FLOWING_RINGS, own(0));
    play(&mut g, P0, LUMENSTONE_ADJUVANT, None);
    play(&mut g, P0, HEART_OF_KHVARENAS_BRILLIANCE, own(1));
    play(&mut g, P0, GLADIATORS_TRIUMPHUS, own(2));
    assert_eq!(hand_len(&g), 1, "two cards since it came into play");
    assert_eq!(support_usage(&g, LUMENSTONE_ADJUVANT), 3);
    play(&mut g, P0, GOLDEN_TROUPES_REWARD, own(0));
    assert_eq!(hand_len(&g), 1, "the 3rd card since draws 1");
    assert_eq!(dice_of(&g, P0), dice("o"));
    assert_eq!(support_usage(&g, LUMENSTONE_ADJUVANT), 2);
}

#[test]
fn kusava_turns_the_costliest_cards_into_memories_that_lower_skills_until_a_card_is_played() {
    let hand = [KUSAVA, PAIMON, SWEET_MADAME, LIYUE_HARBOR_WHARF];
    let mut g = solo(scenario([DILUC, GANYU, KEQING], &hand, "p"));
    play(&mut g, P0, KUSAVA, None);
    next_round(&mut g);
    assert_eq!(hand_ids(&g, P0), vec![SWEET_MADAME]);
    assert_eq!(support(&g, P0, KUSAVA).map(|e| e.stock), Some(2));
    p0_acts_alone(&mut g);
    g.set_dice(P0, dice(&many('p', 8)));
    assert_eq!(skill_cost_of(&g, P0, DILUC_SKILL), 2);
    skill(&mut g, P0, DILUC_SKILL);
    assert_eq!(support(&g, P0, KUSAVA).map(|e| e.stock), Some(1));
    g.set_hp(P0, 0, 5);
    play(&mut g, P0, SWEET_MADAME, own(0));
    assert_eq!(
        skill_cost_of(&g, P0, DILUC_SKILL),
        3,
        "a card was played this round"
    );
}

/// Kusava's discount is stopped only for the round in which a card was played: in the next
/// round, with no card played yet, it lowers skills again.
#[test]
fn kusava_lowers_skills_again_in_the_round_after_a_card_was_played() {
    let hand = [KUSAVA, PAIMON, SWEET_MADAME, LIYUE_HARBOR_WHARF];
    let mut g = solo(scenario([DILUC, GANYU, KEQING], &hand, "p"));
    play(&mut g, P0, KUSAVA, None);
    next_round(&mut g);
    p0_acts_alone(&mut g);
    g.set_hp(P0, 0, 5);
    g.set_dice(P0, dice(&many('p', 8)));
    play(&mut g, P0, SWEET_MADAME, own(0));
    assert_eq!(skill_cost_of(&g, P0, DILUC_SKILL), 3);
    next_round(&mut g);
    p0_acts_alone(&mut g);
    g.set_dice(P0, dice(&many('p', 8)));
    assert_eq!(support(&g, P0, KUSAVA).map(|e| e.stock), Some(2));
    assert_eq!(skill_cost_of(&g, P0, DILUC_SKILL), 2);
}

// ---------------------------------------------------------------- foods

#[test]
fn fish_and_chips_lowers_each_characters_next_skill_this_round() {
    let mut g = solo(scenario([DILUC, GANYU, KEQING], &[FISH_AND_CHIPS], "pp"));
    play(&mut g, P0, FISH_AND_CHIPS, None);
    for slot in 0..3 {
        assert!(attached(&g, P0, slot, FISH_AND_CHIPS_IN_EFFECT).is_some());
        assert!(attached(&g, P0, slot, SATIATED).is_some());
    }
    g.set_dice(P0, dice(&many('p', 5)));
    assert_eq!(skill_cost_of(&g, P0, DILUC_SKILL), 2);
    skill(&mut g, P0, DILUC_SKILL);
    assert_eq!(skill_cost_of(&g, P0, DILUC_SKILL), 3);
    g.set_dice(P0, dice("cccc"));
    switch(&mut g, 1);
    assert_eq!(skill_cost_of(&g, P0, GANYU_SKILL), 2);
}

#[test]
fn matsutake_meat_rolls_heal_two_then_one_in_three_end_phases() {
    let mut g = scenario([DILUC, GANYU, KEQING], &[MATSUTAKE_MEAT_ROLLS], "pp").build();
    g.set_hp(P0, 0, 3);
    play(&mut g, P0, MATSUTAKE_MEAT_ROLLS, own(0));
    assert_eq!(hp(&g, P0, 0), 5);
    for healed in [6, 7, 8, 8] {
        next_round(&mut g);
        assert_eq!(hp(&g, P0, 0), healed);
    }
    assert!(attached(&g, P0, 0, MATSUTAKE_IN_EFFECT).is_none());
}

#[test]
fn rainbow_macarons_heal_one_then_after_each_of_three_hits() {
    let s = scenario([DILUC, GANYU, KEQING], &[RAINBOW_MACARONS], "pp");
    let mut g = s.dice(1, dice(&many('c', 12))).build();
    g.set_hp(P0, 0, 9);
    play(&mut g, P0, RAINBOW_MACARONS, own(0));
    assert_eq!(hp(&g, P0, 0), 10);
    act(&mut g, P0, Action::DeclareEnd);
    for left in [9, 8, 7, 5] {
        skill(&mut g, P1, GANYU_NORMAL);
        assert_eq!(hp(&g, P0, 0), left);
    }
    assert!(attached(&g, P0, 0, RAINBOW_MACARONS_IN_EFFECT).is_none());
}

#[test]
fn saurus_crackers_lower_the_next_technique_this_round() {
    let hand = [SPIRIT_OF_OMEN, SAURUS_CRACKERS];
    let mut g = solo(scenario([LOREMASTER, GANYU, KEQING], &hand, "pp"));
    play(&mut g, P0, SPIRIT_OF_OMEN, own(0));
    assert_eq!(skill_cost_of(&g, P0, BURNING_ASSAULT), 2);
    play(&mut g, P0, SAURUS_CRACKERS, own(0));
    assert_eq!(skill_cost_of(&g, P0, BURNING_ASSAULT), 1);
    skill(&mut g, P0, BURNING_ASSAULT);
    assert_eq!(dice_of(&g, P0).total(), 1);
}

#[test]
fn glittering_gemstones_give_one_extra_max_hp() {
    let mut g = solo(scenario(
        [DILUC, GANYU, KEQING],
        &[GLITTERING_GEMSTONES],
        "p",
    ));
    play(&mut g, P0, GLITTERING_GEMSTONES, own(0));
    assert_eq!(g.character(P0, 0).max_hp, 11);
    assert_eq!(hp(&g, P0, 0), 11);
}

#[test]
fn puff_pops_heal_when_a_card_the_starting_deck_lacks_enters_the_hand() {
    let hand = [PUFF_POPS, STRATEGIZE];
    let s = scenario([DILUC, GANYU, KEQING], &hand, "pp").deck(0, &[SWEET_MADAME]);
    let mut g = solo(s);
    // Paimon reaches the deck after the match began: the starting deck does not hold it.
    let paimon = cards::card(CardId(PAIMON)).expect("Paimon is a card");
    g.player_mut(P0).deck.push(paimon);
    g.set_hp(P0, 0, 5);
    play(&mut g, P0, PUFF_POPS, own(0));
    play(&mut g, P0, STRATEGIZE, None);
    assert_eq!(hand_ids(&g, P0), vec![PAIMON, SWEET_MADAME]);
    assert_eq!(hp(&g, P0, 0), 6, "Paimon heals, Sweet Madame does not");
    assert_eq!(
        attached(&g, P0, 0, PUFF_POPS_IN_EFFECT).map(|e| e.usage),
        Some(2)
    );
}

#[test]
fn a_satiated_character_cannot_eat_the_new_foods() {
    let hand = [GLITTERING_GEMSTONES, SAURUS_CRACKERS];
    let mut g = solo(scenario([DILUC, GANYU, KEQING], &hand, "p"));
    play(&mut g, P0, GLITTERING_GEMSTONES, own(0));
    let r = try_play(&mut g, SAURUS_CRACKERS, own(0), "");
    assert!(r.is_err(), "Diluc already ate this round");
}
