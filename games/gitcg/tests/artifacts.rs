//! Tests for the artifacts added with issue 21 (Crown of Watatsumi to Demon-Warrior's Feather
//! Mask), each equipped in a real match through the `Game` trait with its effect checked
//! exactly, its limits running out, and refusals checked to leave the state untouched.

use tavern_game::{DecisionKind, Game, Seat};
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::{Ent, Gitcg, Illegal};
use tavern_protocol::gitcg::{Action, CardId, Dice, Element, Phase, Side, SkillId, Target};

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
const XIANGLING: u32 = 1302;
const KEQING: u32 = 1403;
const COLLEI: u32 = 1701;
const LOREMASTER: u32 = 2303;

// Skills.
const GANYU_NORMAL: u32 = 11011;
const GANYU_SKILL: u32 = 11012;
const DILUC_NORMAL: u32 = 13011;
const DILUC_SKILL: u32 = 13012;
const KEQING_BURST: u32 = 14033;
const COLLEI_SKILL: u32 = 17012;
const BURNING_ASSAULT: u32 = 1230311;

// Cards used around the artifacts.
const SWEET_MADAME: u32 = 333005;
const MONDSTADT_HASH_BROWN: u32 = 333006;
const PAIMON: u32 = 322001;
const TRAVELING_DOCTORS_HANDKERCHIEF: u32 = 312003;
const SPIRIT_OF_OMEN: u32 = 123031;

// The artifacts.
const CROWN_OF_WATATSUMI: u32 = 312015;
const OCEAN_HUED_CLAM: u32 = 312016;
const SHADOW_OF_THE_SAND_KING: u32 = 312017;
const GILDED_DREAMS: u32 = 312018;
const FLOWING_RINGS: u32 = 312019;
const ECHOES_OF_AN_OFFERING: u32 = 312020;
const HEART_OF_KHVARENAS_BRILLIANCE: u32 = 312021;
const VOURUKASHAS_GLOW: u32 = 312022;
const VETERANS_VISAGE: u32 = 312023;
const MARECHAUSSEE_HUNTER: u32 = 312024;
const GOLDEN_TROUPES_REWARD: u32 = 312025;
const GOLDEN_TROUPE: u32 = 312026;
const AMETHYST_CROWN: u32 = 312027;
const FLOWER_OF_PARADISE_LOST: u32 = 312028;
const GLADIATORS_TRIUMPHUS: u32 = 312029;
const CONDUCTORS_TOP_HAT: u32 = 312030;
const MAIDENS_FADING_BEAUTY: u32 = 312031;
const DEMON_WARRIORS_FEATHER_MASK: u32 = 312032;

// Entities.
const CONDUCTORS_TOP_HAT_IN_EFFECT: u32 = 301204;

/// A deck of `n` Sweet Madames for the draws.
fn madames(n: usize) -> Vec<u32> {
    vec![SWEET_MADAME; n]
}

/// The HP seat 1's active character lost when `f` runs.
fn damage_to_foe(g: &mut Gitcg, f: impl FnOnce(&mut Gitcg)) -> u8 {
    let slot = g.player(P1).active;
    let before = hp(g, P1, slot);
    f(g);
    before - hp(g, P1, slot)
}

/// Seat 1's Ganyu makes a Normal Attack (2 Physical damage to seat 0's active character).
fn ganyu_attacks(g: &mut Gitcg) {
    skill(g, P1, GANYU_NORMAL);
}

#[test]
fn crown_of_watatsumi_makes_foam_from_healing_and_spends_it_on_damage() {
    let hand = [
        CROWN_OF_WATATSUMI,
        MONDSTADT_HASH_BROWN,
        MONDSTADT_HASH_BROWN,
        MONDSTADT_HASH_BROWN,
    ];
    let mut g = solo(scenario([DILUC, GANYU, KEQING], &hand, &many('p', 8)));
    play(&mut g, P0, CROWN_OF_WATATSUMI, own(0));
    for slot in 0..3 {
        g.set_hp(P0, slot, 5);
    }
    // 2 HP of healing on another character make no foam yet; 4 make one; 6 make two.
    play(&mut g, P0, MONDSTADT_HASH_BROWN, own(1));
    assert_eq!(stock_on(&g, 0, CROWN_OF_WATATSUMI), 0);
    play(&mut g, P0, MONDSTADT_HASH_BROWN, own(2));
    assert_eq!(stock_on(&g, 0, CROWN_OF_WATATSUMI), 1);
    play(&mut g, P0, MONDSTADT_HASH_BROWN, own(0));
    assert_eq!(stock_on(&g, 0, CROWN_OF_WATATSUMI), 2);
    // Diluc's Normal Attack (2) spends both foam: +2.
    assert_eq!(damage_to_foe(&mut g, |g| skill(g, P0, DILUC_NORMAL)), 4);
    assert_eq!(stock_on(&g, 0, CROWN_OF_WATATSUMI), 0);
}

#[test]
fn ocean_hued_clam_heals_its_wearer_and_counts_that_healing() {
    let hand = [OCEAN_HUED_CLAM, MONDSTADT_HASH_BROWN];
    let mut g = solo(scenario([DILUC, GANYU, KEQING], &hand, &many('p', 8)));
    g.set_hp(P0, 0, 5);
    g.set_hp(P0, 1, 5);
    play(&mut g, P0, OCEAN_HUED_CLAM, own(0));
    assert_eq!(hp(&g, P0, 0), 7);
    assert_eq!(stock_on(&g, 0, OCEAN_HUED_CLAM), 0);
    // 2 from the clam and 2 from the food: one foam, and 1 HP towards the next.
    play(&mut g, P0, MONDSTADT_HASH_BROWN, own(1));
    assert_eq!(stock_on(&g, 0, OCEAN_HUED_CLAM), 1);
    assert_eq!(damage_to_foe(&mut g, |g| skill(g, P0, DILUC_SKILL)), 4);
    assert_eq!(stock_on(&g, 0, OCEAN_HUED_CLAM), 0);
}

#[test]
fn shadow_of_the_sand_king_draws_when_equipped_and_on_reaction_damage_once_a_round() {
    let s = scenario(
        [DILUC, GANYU, KEQING],
        &[SHADOW_OF_THE_SAND_KING],
        &many('p', 7),
    );
    let mut g = solo(s.deck(0, &madames(4)));
    play(&mut g, P0, SHADOW_OF_THE_SAND_KING, own(0));
    assert_eq!(hand_len(&g), 1);
    g.set_aura(P1, 0, Element::Cryo);
    skill(&mut g, P0, DILUC_SKILL);
    assert_eq!(hand_len(&g), 2, "Melt on the opponent draws 1");
    g.set_hp(P1, 0, 10);
    g.set_aura(P1, 0, Element::Cryo);
    skill(&mut g, P0, DILUC_SKILL);
    assert_eq!(hand_len(&g), 2, "once per round");
}

#[test]
fn gilded_dreams_gives_two_dice_with_three_elements_and_draws_twice_a_round() {
    let s = scenario([DILUC, XIANGLING, KEQING], &[GILDED_DREAMS], "ooo");
    let mut g = solo(s);
    play(&mut g, P0, GILDED_DREAMS, own(0));
    assert_eq!(
        dice_of(&g, P0),
        dice("p"),
        "two elements in the party: 1 die"
    );

    let s = scenario([DILUC, GANYU, KEQING], &[GILDED_DREAMS], "ooo");
    let mut g = solo(s.deck(0, &madames(4)));
    play(&mut g, P0, GILDED_DREAMS, own(0));
    assert_eq!(dice_of(&g, P0), dice("pp"), "three elements: 2 dice");
    g.set_dice(P0, dice(&many('p', 9)));
    for drawn in [1, 2, 2] {
        g.set_hp(P1, 0, 10);
        g.set_aura(P1, 0, Element::Cryo);
        skill(&mut g, P0, DILUC_SKILL);
        assert_eq!(hand_len(&g), drawn);
    }
}

#[test]
fn flowing_rings_draw_after_the_first_normal_attack_of_the_round() {
    let s = scenario([DILUC, GANYU, KEQING], &[FLOWING_RINGS], &many('p', 6));
    let mut g = solo(s.deck(0, &madames(3)));
    play(&mut g, P0, FLOWING_RINGS, own(0));
    assert_eq!(dice_of(&g, P0).total(), 6, "the card is free");
    skill(&mut g, P0, DILUC_NORMAL);
    assert_eq!(hand_len(&g), 1);
    skill(&mut g, P0, DILUC_NORMAL);
    assert_eq!(hand_len(&g), 1);
}

#[test]
fn echoes_of_an_offering_draws_and_gives_a_die_once_a_round_each() {
    let hand = [ECHOES_OF_AN_OFFERING, SWEET_MADAME, SWEET_MADAME];
    let s = scenario([DILUC, GANYU, KEQING], &hand, &many('p', 8));
    let mut g = solo(s.deck(0, &madames(3)));
    play(&mut g, P0, ECHOES_OF_AN_OFFERING, own(0));
    // 6 dice, 2 cards; the attack leaves 3 dice and draws a 3rd card: 3 dice ≤ 3 cards.
    skill(&mut g, P0, DILUC_NORMAL);
    assert_eq!(hand_len(&g), 3);
    assert_eq!(dice_of(&g, P0), dice("pppp"));
    skill(&mut g, P0, DILUC_NORMAL);
    assert_eq!(hand_len(&g), 3);
    assert_eq!(dice_of(&g, P0), dice("p"));
}

/// Seat 0 equips `artifact` on Diluc (paying with `d`), then declares the end of its round.
fn equipped_then_ended(artifact: u32, d: &str, deck: usize) -> Gitcg {
    let s = scenario([DILUC, GANYU, KEQING], &[artifact], d)
        .deck(0, &madames(deck))
        .dice(1, dice(&many('c', 12)));
    let mut g = s.build();
    play(&mut g, P0, artifact, own(0));
    act(&mut g, P0, Action::DeclareEnd);
    g
}

#[test]
fn heart_of_khvarenas_brilliance_draws_after_the_active_wearer_is_hit_once_a_round() {
    let mut g = equipped_then_ended(HEART_OF_KHVARENAS_BRILLIANCE, "", 3);
    ganyu_attacks(&mut g);
    assert_eq!(hand_len(&g), 1);
    ganyu_attacks(&mut g);
    assert_eq!(hand_len(&g), 1);
}

#[test]
fn vourukashas_glow_draws_after_a_hit_and_heals_in_that_end_phase() {
    let mut g = equipped_then_ended(VOURUKASHAS_GLOW, "p", 6);
    ganyu_attacks(&mut g);
    assert_eq!(hand_len(&g), 1);
    ganyu_attacks(&mut g);
    assert_eq!(hand_len(&g), 1);
    assert_eq!(hp(&g, P0, 0), 6);
    act(&mut g, P1, Action::DeclareEnd);
    keep_dice(&mut g);
    assert_eq!(hp(&g, P0, 0), 7, "healed 1 in the End Phase");
    // A round without a hit heals nothing.
    next_round(&mut g);
    assert_eq!(hp(&g, P0, 0), 7);
}

#[test]
fn veterans_visage_gives_a_die_then_a_card_by_the_times_its_wearer_is_hit() {
    let mut g = equipped_then_ended(VETERANS_VISAGE, "pp", 3);
    ganyu_attacks(&mut g);
    assert_eq!(dice_of(&g, P0), dice("p"), "1st: a die of Diluc's element");
    assert_eq!(hand_len(&g), 0);
    ganyu_attacks(&mut g);
    assert_eq!(hand_len(&g), 1, "2nd: a card");
    ganyu_attacks(&mut g);
    assert_eq!(dice_of(&g, P0), dice("p"));
    assert_eq!(hand_len(&g), 1, "3rd: nothing");
}

#[test]
fn marechaussee_hunter_counts_heals_and_hits_and_gives_a_die_on_the_fourth() {
    let s = scenario(
        [DILUC, GANYU, KEQING],
        &[MARECHAUSSEE_HUNTER, SWEET_MADAME],
        "ppp",
    )
    .deck(0, &madames(3))
    .dice(1, dice(&many('c', 12)));
    let mut g = s.build();
    g.set_hp(P0, 0, 8);
    play(&mut g, P0, MARECHAUSSEE_HUNTER, own(0));
    play(&mut g, P0, SWEET_MADAME, own(0));
    assert_eq!(dice_of(&g, P0), dice("p"), "1st, a heal: a die");
    act(&mut g, P0, Action::DeclareEnd);
    ganyu_attacks(&mut g);
    assert_eq!(hand_len(&g), 1, "2nd: a card");
    ganyu_attacks(&mut g);
    assert_eq!(dice_of(&g, P0), dice("p"), "3rd: nothing");
    ganyu_attacks(&mut g);
    assert_eq!(dice_of(&g, P0), dice("pp"), "4th: a die");
    assert_eq!(hand_len(&g), 1);
}

#[test]
fn golden_troupes_reward_gathers_on_standby_and_pays_for_an_elemental_skill() {
    let hand = [GOLDEN_TROUPES_REWARD, GOLDEN_TROUPES_REWARD];
    let mut g = scenario([DILUC, GANYU, KEQING], &hand, "").build();
    play(&mut g, P0, GOLDEN_TROUPES_REWARD, own(1));
    play(&mut g, P0, GOLDEN_TROUPES_REWARD, own(0));
    for reward in [1, 2, 2] {
        next_round(&mut g);
        assert_eq!(stock_on(&g, 1, GOLDEN_TROUPES_REWARD), reward);
        assert_eq!(
            stock_on(&g, 0, GOLDEN_TROUPES_REWARD),
            0,
            "the active wearer gains none"
        );
    }
    p0_acts_alone(&mut g);
    g.set_dice(P0, dice(&many('c', 6)));
    switch(&mut g, 1);
    p0_acts_alone(&mut g);
    assert_eq!(skill_cost_of(&g, P0, GANYU_SKILL), 1);
    skill(&mut g, P0, GANYU_SKILL);
    assert_eq!(stock_on(&g, 1, GOLDEN_TROUPES_REWARD), 0);
}

#[test]
fn golden_troupe_gathers_two_at_a_time_and_keeps_what_a_cost_did_not_need() {
    let mut g = scenario([DILUC, GANYU, KEQING], &[GOLDEN_TROUPE], "pp").build();
    play(&mut g, P0, GOLDEN_TROUPE, own(1));
    for reward in [2, 4, 4] {
        next_round(&mut g);
        assert_eq!(stock_on(&g, 1, GOLDEN_TROUPE), reward);
    }
    p0_acts_alone(&mut g);
    g.set_dice(P0, dice(&many('c', 6)));
    switch(&mut g, 1);
    p0_acts_alone(&mut g);
    assert_eq!(skill_cost_of(&g, P0, GANYU_SKILL), 0);
    skill(&mut g, P0, GANYU_SKILL);
    assert_eq!(
        stock_on(&g, 1, GOLDEN_TROUPE),
        1,
        "3 of the 4 paid the skill"
    );
}

#[test]
fn amethyst_crown_turns_crystals_into_dice_while_they_match_the_hand_twice_a_round() {
    let hand = [AMETHYST_CROWN, SWEET_MADAME, SWEET_MADAME];
    let mut g = solo(scenario([COLLEI, GANYU, KEQING], &hand, &many('d', 13)));
    play(&mut g, P0, AMETHYST_CROWN, own(0));
    // Crystals after each skill: 1 (fewer than the 2 cards), 2, 3, 4 (the round's 2 dice given).
    for (crystals, dice_left) in [(1, 9), (2, 7), (3, 5), (4, 2)] {
        skill(&mut g, P0, COLLEI_SKILL);
        assert_eq!(stock_on(&g, 0, AMETHYST_CROWN), crystals);
        assert_eq!(dice_of(&g, P0).total(), dice_left);
    }
}

#[test]
fn flower_of_paradise_lost_counts_dendro_reactions_and_gives_omni_dice() {
    let hand = [FLOWER_OF_PARADISE_LOST, SWEET_MADAME, SWEET_MADAME];
    let mut g = solo(scenario([DILUC, GANYU, KEQING], &hand, &many('p', 8)));
    play(&mut g, P0, FLOWER_OF_PARADISE_LOST, own(0));
    // Pyro on Dendro burns: 2 crystals, as many as the cards in hand.
    g.set_aura(P1, 0, Element::Dendro);
    skill(&mut g, P0, DILUC_SKILL);
    assert_eq!(stock_on(&g, 0, FLOWER_OF_PARADISE_LOST), 2);
    assert_eq!(
        dice_of(&g, P0),
        dice("oppp"),
        "2 paid the card, 3 the skill, 1 Omni given"
    );
    // Pyro with no Dendro involved gathers nothing.
    skill(&mut g, P0, DILUC_SKILL);
    assert_eq!(stock_on(&g, 0, FLOWER_OF_PARADISE_LOST), 2);
    assert_eq!(dice_of(&g, P0).total(), 1);
}

#[test]
fn gladiators_triumphus_lowers_a_normal_attack_with_two_cards_or_fewer_once_a_round() {
    let hand = [
        GLADIATORS_TRIUMPHUS,
        SWEET_MADAME,
        SWEET_MADAME,
        SWEET_MADAME,
    ];
    let mut g = solo(scenario([DILUC, GANYU, KEQING], &hand, &many('p', 8)));
    play(&mut g, P0, GLADIATORS_TRIUMPHUS, own(0));
    assert_eq!(skill_cost_of(&g, P0, DILUC_NORMAL), 3, "3 cards in hand");

    let hand = [GLADIATORS_TRIUMPHUS, SWEET_MADAME, SWEET_MADAME];
    let mut g = solo(scenario([DILUC, GANYU, KEQING], &hand, &many('p', 8)));
    play(&mut g, P0, GLADIATORS_TRIUMPHUS, own(0));
    assert_eq!(skill_cost_of(&g, P0, DILUC_NORMAL), 2);
    skill(&mut g, P0, DILUC_NORMAL);
    assert_eq!(skill_cost_of(&g, P0, DILUC_NORMAL), 3, "once per round");
}

#[test]
fn conductors_top_hat_discards_converts_dice_and_lowers_the_next_skill() {
    let hand = [CONDUCTORS_TOP_HAT, PAIMON, SWEET_MADAME];
    let mut g = solo(scenario([DILUC, GANYU, KEQING], &hand, "phhhaa"));
    try_play(&mut g, CONDUCTORS_TOP_HAT, own(1), "p").expect("1 die of any face");
    act(
        &mut g,
        P0,
        Action::Switch {
            slot: 1,
            dice: dice("a"),
        },
    );
    assert_eq!(
        hand_ids(&g, P0),
        vec![SWEET_MADAME],
        "Paimon, the costliest, is discarded"
    );
    // Hydro and Anemo serve none of Diluc, Ganyu and Keqing; the Hydro dice are the most.
    assert_eq!(dice_of(&g, P0), dice("ooha"));
    assert!(attached(&g, P0, 1, CONDUCTORS_TOP_HAT_IN_EFFECT).is_some());
    assert_eq!(skill_cost_of(&g, P0, GANYU_SKILL), 2);
    skill(&mut g, P0, GANYU_SKILL);
    assert!(attached(&g, P0, 1, CONDUCTORS_TOP_HAT_IN_EFFECT).is_none());
}

#[test]
fn maidens_fading_beauty_passes_on_healing_that_no_artifact_gave() {
    let hand = [
        TRAVELING_DOCTORS_HANDKERCHIEF,
        MAIDENS_FADING_BEAUTY,
        SWEET_MADAME,
    ];
    let mut g = solo(scenario([KEQING, DILUC, GANYU], &hand, &many('e', 8)));
    play(&mut g, P0, TRAVELING_DOCTORS_HANDKERCHIEF, own(0));
    play(&mut g, P0, MAIDENS_FADING_BEAUTY, own(1));
    g.set_hp(P0, 0, 8);
    g.set_hp(P0, 1, 8);
    g.set_hp(P0, 2, 5);
    g.set_energy(P0, 0, 3);
    // The Handkerchief (an artifact) heals everyone 1: Diluc's Maiden does not answer.
    skill(&mut g, P0, KEQING_BURST);
    assert_eq!([hp(&g, P0, 0), hp(&g, P0, 1), hp(&g, P0, 2)], [9, 9, 6]);
    // A food heals Diluc: the most injured (Ganyu) gets 1.
    play(&mut g, P0, SWEET_MADAME, own(1));
    assert_eq!([hp(&g, P0, 1), hp(&g, P0, 2)], [10, 7]);
}

#[test]
fn demon_warriors_feather_mask_gives_energy_after_a_technique() {
    let hand = [DEMON_WARRIORS_FEATHER_MASK, SPIRIT_OF_OMEN];
    let mut g = solo(scenario([LOREMASTER, GANYU, KEQING], &hand, &many('p', 6)));
    play(&mut g, P0, DEMON_WARRIORS_FEATHER_MASK, own(0));
    play(&mut g, P0, SPIRIT_OF_OMEN, own(0));
    skill(&mut g, P0, BURNING_ASSAULT);
    assert_eq!(energy(&g, P0, 0), 1);
}

#[test]
fn an_artifact_that_cannot_be_paid_for_leaves_the_match_untouched() {
    let mut g = solo(scenario(
        [DILUC, GANYU, KEQING],
        &[MARECHAUSSEE_HUNTER],
        "pp",
    ));
    let r = try_play(&mut g, MARECHAUSSEE_HUNTER, own(0), "pp");
    assert!(r.is_err());
    assert!(attached(&g, P0, 0, MARECHAUSSEE_HUNTER).is_none());
}
