//! Action card tests: every weapon, artifact, support, event, food, resonance and Arcane
//! Legend card, played in a real match through the `Game` trait, with its effect checked on the
//! state (and its refusals checked to leave the state untouched).

use tavern_game::{DecisionKind, Game, Seat};
use tavern_gitcg::defs::{CharacterDef, Weapon};
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::{cards, Choice, Ent, Gitcg, Illegal};
use tavern_protocol::gitcg::{
    Action, CardId, Dice, DieFace, Element, Phase, Side, SkillId, Target,
};

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

// Skills.
const GANYU_NORMAL: u32 = 11011;
const GANYU_SKILL: u32 = 11012;
const GANYU_BURST: u32 = 11014;
const DILUC_SKILL: u32 = 13012;
const KEQING_NORMAL: u32 = 14031;
const KEQING_SKILL: u32 = 14032;

// Cards from other families used here.
const FLOWING_FLAME: u32 = 213011;

// Equipment.
const MAGIC_GUIDE: u32 = 311101;
const RAVEN_BOW: u32 = 311201;
const WHITE_IRON_GREATSWORD: u32 = 311301;
const WHITE_TASSEL: u32 = 311401;
const TRAVELERS_HANDY_SWORD: u32 = 311501;
const GAMBLERS_EARRINGS: u32 = 312004;
const INSTRUCTORS_CAP: u32 = 312005;
const BROKEN_RIMES_ECHO: u32 = 312101;
const WINE_STAINED_TRICORNE: u32 = 312201;
const WITCHS_SCORCHING_HAT: u32 = 312301;
const THUNDER_SUMMONERS_CROWN: u32 = 312401;

// Supports.
const LIYUE_HARBOR_WHARF: u32 = 321001;
const KNIGHTS_OF_FAVONIUS_LIBRARY: u32 = 321002;
const DAWN_WINERY: u32 = 321004;
const FAVONIUS_CATHEDRAL: u32 = 321006;
const SANGONOMIYA_SHRINE: u32 = 321009;
const PAIMON: u32 = 322001;
const KATHERYNE: u32 = 322002;
const TIMMIE: u32 = 322007;
const LIBEN: u32 = 322008;
const IRON_TONGUE_TIAN: u32 = 322011;
const PARAMETRIC_TRANSFORMER: u32 = 323001;
const NRE: u32 = 323002;
const TREASURE_SEEKING_SEELIE: u32 = 323004;

// Events.
const ANCIENT_COURTYARD: u32 = 330001;
const COVENANT_OF_ROCK: u32 = 330002;
const WOVEN_ICE: u32 = 331101;
const SHATTERING_ICE: u32 = 331102;
const SOOTHING_WATER: u32 = 331202;
const WOVEN_FLAMES: u32 = 331301;
const FERVENT_FLAMES: u32 = 331302;
const WOVEN_THUNDER: u32 = 331401;
const HIGH_VOLTAGE: u32 = 331402;
const STONE_AND_CONTRACTS: u32 = 331802;
const BESTEST_TRAVEL_COMPANION: u32 = 332001;
const CHANGING_SHIFTS: u32 = 332002;
const TOSS_UP: u32 = 332003;
const STRATEGIZE: u32 = 332004;
const I_HAVENT_LOST_YET: u32 = 332005;
const LEAVE_IT_TO_ME: u32 = 332006;
const STARSIGNS: u32 = 332008;
const CALXS_ARTS: u32 = 332009;
const QUICK_KNIT: u32 = 332012;
const SEND_OFF: u32 = 332013;
const HEAVY_STRIKE: u32 = 332018;

// Food.
const JUEYUN_GUOBA: u32 = 333001;
const ADEPTUS_TEMPTATION: u32 = 333002;
const LOTUS_FLOWER_CRISP: u32 = 333003;
const NORTHERN_SMOKED_CHICKEN: u32 = 333004;
const SWEET_MADAME: u32 = 333005;
const MONDSTADT_HASH_BROWN: u32 = 333006;
const MUSHROOM_PIZZA: u32 = 333007;
const MINTY_MEAT_ROLLS: u32 = 333008;
const TEYVAT_FRIED_EGG: u32 = 333009;
const SASHIMI_PLATTER: u32 = 333010;

// ---------------------------------------------------------------- helpers

/// The number of dice a switch to `slot` costs now.
fn switch_cost(g: &Gitcg, slot: u8) -> u8 {
    legal(g, P0)
        .into_iter()
        .find_map(|a| match a {
            Action::Switch { slot: s, dice } if s == slot => Some(dice.total()),
            _ => None,
        })
        .expect("the switch is a legal action")
}

/// A character of the registry matching `f` (from any element file).
fn character_where(f: impl Fn(&CharacterDef) -> bool) -> u32 {
    cards::characters()
        .iter()
        .find(|c| f(c))
        .map(|c| c.id)
        .expect("the registry holds such a character")
}

/// Keqing (slot 0 of seat 0) hits seat 1's active Ganyu with a normal attack; returns the
/// damage dealt.
fn keqing_hits(g: &mut Gitcg) -> u8 {
    let before = hp(g, P1, 0);
    skill(g, P0, KEQING_NORMAL);
    before - hp(g, P1, 0)
}

// ---------------------------------------------------------------- weapons

/// Equips `weapon` on a fresh `wielder` and checks its normal attack deals 1 more than the
/// same attack without it.
fn weapon_adds_one(wielder: u32, weapon: u32) {
    let normal = cards::character(tavern_protocol::gitcg::CharacterId(wielder))
        .expect("registered")
        .skills[0]
        .id;
    let mut bare = scenario([wielder, DILUC, KEQING], &[], "oooooo").build();
    skill(&mut bare, P0, normal);
    let base = 10 - hp(&bare, P1, 0);
    assert!(base > 0);
    let mut g = scenario([wielder, DILUC, KEQING], &[weapon], "oooooooo").build();
    play(&mut g, P0, weapon, own(0));
    assert!(
        attached(&g, P0, 0, weapon).is_some(),
        "the weapon is equipped"
    );
    assert!(hand_ids(&g, P0).is_empty());
    skill(&mut g, P0, normal);
    assert_eq!(10 - hp(&g, P1, 0), base + 1, "+1 from the weapon");
}

#[test]
fn travelers_handy_sword_adds_one_damage_to_a_sword_user() {
    weapon_adds_one(KEQING, TRAVELERS_HANDY_SWORD);
}

#[test]
fn white_iron_greatsword_adds_one_damage_to_a_claymore_user() {
    weapon_adds_one(DILUC, WHITE_IRON_GREATSWORD);
}

#[test]
fn raven_bow_adds_one_damage_to_a_bow_user() {
    weapon_adds_one(GANYU, RAVEN_BOW);
}

#[test]
fn white_tassel_adds_one_damage_to_a_polearm_user() {
    weapon_adds_one(
        character_where(|c| c.weapon == Weapon::Polearm),
        WHITE_TASSEL,
    );
}

#[test]
fn magic_guide_adds_one_damage_to_a_catalyst_user() {
    weapon_adds_one(
        character_where(|c| c.weapon == Weapon::Catalyst),
        MAGIC_GUIDE,
    );
}

#[test]
fn a_weapon_of_another_type_cannot_be_equipped() {
    let mut g = trio(
        &[WHITE_TASSEL, MAGIC_GUIDE, TRAVELERS_HANDY_SWORD],
        "oooooooo",
    );
    for slot in 0..3 {
        for card in [WHITE_TASSEL, MAGIC_GUIDE] {
            assert_eq!(
                try_play(&mut g, card, own(slot), "oo"),
                Err(Illegal::CannotPlay("the character cannot use this weapon"))
            );
        }
    }
    // Ganyu (bow) and Diluc (claymore) cannot hold the sword; Keqing can.
    assert!(try_play(&mut g, TRAVELERS_HANDY_SWORD, own(0), "oo").is_err());
    assert!(card_payment(&g, P0, TRAVELERS_HANDY_SWORD, own(1)).is_none());
    assert!(card_payment(&g, P0, TRAVELERS_HANDY_SWORD, own(2)).is_some());
}

#[test]
fn a_new_weapon_replaces_the_old_one() {
    let mut g = trio(&[RAVEN_BOW, RAVEN_BOW], "oooooooo");
    play(&mut g, P0, RAVEN_BOW, own(0));
    play(&mut g, P0, RAVEN_BOW, own(0));
    let bows = g.character(P0, 0).attached.len();
    assert_eq!(bows, 1, "one weapon slot");
    skill(&mut g, P0, GANYU_NORMAL);
    assert_eq!(hp(&g, P1, 0), 7, "the bonus is not doubled");
}

// ---------------------------------------------------------------- artifacts

#[test]
fn gamblers_earrings_give_two_omni_when_the_wearer_knocks_out_a_foe() {
    let mut g = scenario([KEQING, DILUC, GANYU], &[GAMBLERS_EARRINGS], "eeeeeeee").build();
    g.set_hp(P1, 0, 2);
    play(&mut g, P0, GAMBLERS_EARRINGS, own(0));
    assert!(attached(&g, P0, 0, GAMBLERS_EARRINGS).is_some());
    skill(&mut g, P0, KEQING_NORMAL);
    assert!(!g.character(P1, 0).alive);
    assert_eq!(dice_of(&g, P0).count(DieFace::Omni), 2);
    assert_eq!(dice_of(&g, P0).total(), 8 - 1 - 3 + 2);
    assert_eq!(
        attached(&g, P0, 0, GAMBLERS_EARRINGS).map(|e| e.var),
        Some(1)
    );
}

#[test]
fn gamblers_earrings_on_a_standby_character_give_nothing() {
    let mut g = scenario([KEQING, DILUC, GANYU], &[GAMBLERS_EARRINGS], "eeeeeeee").build();
    g.set_hp(P1, 0, 2);
    play(&mut g, P0, GAMBLERS_EARRINGS, own(1));
    skill(&mut g, P0, KEQING_NORMAL);
    assert!(!g.character(P1, 0).alive);
    assert_eq!(dice_of(&g, P0).count(DieFace::Omni), 0);
}

#[test]
fn instructors_cap_gives_a_die_of_the_wearers_element_after_a_reaction() {
    let mut g = scenario([KEQING, DILUC, GANYU], &[INSTRUCTORS_CAP], "eeeeeeee").build();
    play(&mut g, P0, INSTRUCTORS_CAP, own(0));
    assert_eq!(dice_of(&g, P0).total(), 6);
    g.set_aura(P1, 0, Element::Cryo);
    skill(&mut g, P0, KEQING_SKILL);
    assert_eq!(
        dice_of(&g, P0).count(DieFace::Electro),
        6 - 3 + 1,
        "Superconduct gave one Electro die"
    );
    // No reaction, no die.
    p1_ends(&mut g);
    skill(&mut g, P0, KEQING_NORMAL);
    assert_eq!(dice_of(&g, P0).total(), 4 - 3);
}

#[test]
fn broken_rimes_echo_lowers_a_cryo_skill_once_per_round() {
    let mut g = trio(&[BROKEN_RIMES_ECHO], "cccccccccc");
    let normal = skill_payment(&g, P0, GANYU_NORMAL).expect("listed");
    assert_eq!(normal.total(), 3);
    play(&mut g, P0, BROKEN_RIMES_ECHO, own(0));
    let normal = skill_payment(&g, P0, GANYU_NORMAL).expect("listed");
    assert_eq!(normal.total(), 2, "1 Cryo less");
    skill(&mut g, P0, GANYU_NORMAL);
    p1_ends(&mut g);
    let normal = skill_payment(&g, P0, GANYU_NORMAL).expect("listed");
    assert_eq!(normal.total(), 3, "once per round");
    next_round(&mut g);
    p0_acts_alone(&mut g);
    g.set_dice(P0, dice("cccc"));
    let normal = skill_payment(&g, P0, GANYU_NORMAL).expect("listed");
    assert_eq!(normal.total(), 2, "again in the next round");
}

#[test]
fn wine_stained_tricorne_lowers_only_hydro_costs() {
    let hydro = character_where(|c| c.element == Element::Hydro);
    let mut g = scenario([hydro, GANYU, DILUC], &[WINE_STAINED_TRICORNE], "hhhhhhhh").build();
    let base = &cards::character(tavern_protocol::gitcg::CharacterId(hydro))
        .expect("registered")
        .skills[1];
    let before = skill_payment(&g, P0, base.id).expect("listed").total();
    play(&mut g, P0, WINE_STAINED_TRICORNE, own(0));
    let after = skill_payment(&g, P0, base.id).expect("listed").total();
    assert_eq!(after, before - 1);
    // On Ganyu it does nothing for Cryo skills.
    let mut g = trio(&[WINE_STAINED_TRICORNE], "cccccccc");
    play(&mut g, P0, WINE_STAINED_TRICORNE, own(0));
    assert_eq!(
        skill_payment(&g, P0, GANYU_NORMAL).map(|d| d.total()),
        Some(3)
    );
}

#[test]
fn witchs_scorching_hat_lowers_a_pyro_skill_and_the_talent_card() {
    let mut g = scenario(
        [DILUC, GANYU, KEQING],
        &[WITCHS_SCORCHING_HAT, FLOWING_FLAME],
        "pppppppp",
    )
    .build();
    play(&mut g, P0, WITCHS_SCORCHING_HAT, own(0));
    assert_eq!(
        skill_payment(&g, P0, DILUC_SKILL).map(|d| d.total()),
        Some(2)
    );
    assert_eq!(
        card_payment(&g, P0, FLOWING_FLAME, own(0)).map(|d| d.total()),
        Some(2),
        "talent cards for the wearer count too"
    );
    play(&mut g, P0, FLOWING_FLAME, own(0));
    assert_eq!(dice_of(&g, P0).total(), 8 - 2 - 2);
}

#[test]
fn thunder_summoners_crown_lowers_an_electro_skill() {
    let mut g = scenario(
        [KEQING, GANYU, DILUC],
        &[THUNDER_SUMMONERS_CROWN],
        "eeeeeeee",
    )
    .build();
    play(&mut g, P0, THUNDER_SUMMONERS_CROWN, own(0));
    assert_eq!(
        skill_payment(&g, P0, KEQING_SKILL).map(|d| d.total()),
        Some(2)
    );
    skill(&mut g, P0, KEQING_SKILL);
    assert_eq!(dice_of(&g, P0).total(), 8 - 2 - 2);
}

#[test]
fn an_artifact_on_a_standby_character_does_not_lower_the_active_ones_skills() {
    let mut g = trio(&[BROKEN_RIMES_ECHO], "cccccccc");
    play(&mut g, P0, BROKEN_RIMES_ECHO, own(1));
    assert_eq!(
        skill_payment(&g, P0, GANYU_NORMAL).map(|d| d.total()),
        Some(3)
    );
}

// ---------------------------------------------------------------- supports

#[test]
fn paimon_gives_two_omni_at_the_start_of_two_action_phases() {
    let mut g = trio(&[PAIMON], "ccc");
    play(&mut g, P0, PAIMON, None);
    assert_eq!(support(&g, P0, PAIMON).map(|e| e.usage), Some(2));
    next_round(&mut g);
    assert_eq!(dice_of(&g, P0).total(), 8 + 2);
    assert_eq!(dice_of(&g, P1).total(), 8);
    assert_eq!(support(&g, P0, PAIMON).map(|e| e.usage), Some(1));
    next_round(&mut g);
    assert_eq!(dice_of(&g, P0).total(), 8 + 2);
    assert!(support(&g, P0, PAIMON).is_none(), "used up");
}

#[test]
fn two_copies_of_a_support_are_two_supports() {
    let mut g = trio(&[PAIMON, PAIMON], "cccccc");
    play(&mut g, P0, PAIMON, None);
    play(&mut g, P0, PAIMON, None);
    assert_eq!(g.player(P0).supports.len(), 2);
    next_round(&mut g);
    assert_eq!(dice_of(&g, P0).total(), 8 + 4);
}

#[test]
fn a_fifth_support_asks_which_one_to_discard() {
    let mut g = trio(&[LIBEN, LIBEN, LIBEN, LIBEN, TIMMIE], "");
    for _ in 0..4 {
        play(&mut g, P0, LIBEN, None);
    }
    play(&mut g, P0, TIMMIE, None);
    assert_eq!(
        g.choice(P0),
        Some(Choice::DiscardSupport(
            cards::card(CardId(TIMMIE)).expect("registered")
        ))
    );
    assert_eq!(g.pending().of(P0), Some(DecisionKind::DiscardSupport));
    act(&mut g, P0, Action::DiscardSupport { slot: 1 });
    let ids: Vec<u32> = g.player(P0).supports.iter().map(|e| e.def.id).collect();
    assert_eq!(ids, [LIBEN, LIBEN, LIBEN, TIMMIE]);
    assert_eq!(support(&g, P0, TIMMIE).map(|e| e.stock), Some(1));
    assert_eq!(g.pending().of(P0), Some(DecisionKind::Act));
}

#[test]
fn katheryne_makes_the_first_switch_each_round_fast() {
    let mut g = trio(&[KATHERYNE], "oooooo");
    play(&mut g, P0, KATHERYNE, None);
    switch(&mut g, 1);
    assert_eq!(g.player(P0).active, 1);
    assert_eq!(g.turn(), P0, "a fast action keeps the turn");
    switch(&mut g, 2);
    assert_eq!(g.turn(), P1, "the second switch is a combat action");
    next_round(&mut g);
    p0_acts_alone(&mut g);
    switch(&mut g, 0);
    assert_eq!(g.turn(), P0, "fast again in a new round");
}

#[test]
fn timmie_collects_a_pigeon_each_round_and_pays_out_at_three() {
    let mut g = scenario([GANYU, DILUC, KEQING], &[TIMMIE], "")
        .deck(0, &[STRATEGIZE; 8])
        .build();
    play(&mut g, P0, TIMMIE, None);
    assert_eq!(support(&g, P0, TIMMIE).map(|e| e.stock), Some(1));
    next_round(&mut g);
    assert_eq!(support(&g, P0, TIMMIE).map(|e| e.stock), Some(2));
    assert_eq!(g.player(P0).hand.len(), 2);
    next_round(&mut g);
    assert!(support(&g, P0, TIMMIE).is_none());
    assert_eq!(g.player(P0).hand.len(), 2 + 2 + 1);
    assert_eq!(dice_of(&g, P0).total(), 8 + 1);
}

#[test]
fn liben_collects_three_different_dice_then_draws_and_gives_omni() {
    let mut g = scenario([GANYU, DILUC, KEQING], &[LIBEN], "cceg")
        .deck(0, &[STRATEGIZE; 8])
        .build();
    play(&mut g, P0, LIBEN, None);
    declare_both(&mut g);
    assert_eq!(support(&g, P0, LIBEN).map(|e| e.stock), Some(3));
    keep_dice(&mut g);
    assert!(support(&g, P0, LIBEN).is_none());
    assert_eq!(g.player(P0).hand.len(), 2 + 2);
    assert_eq!(dice_of(&g, P0).total(), 8 + 2);
}

#[test]
fn liben_waits_while_fewer_than_three_dice_are_collected() {
    let mut g = trio(&[LIBEN], "cc");
    play(&mut g, P0, LIBEN, None);
    next_round(&mut g);
    assert_eq!(support(&g, P0, LIBEN).map(|e| e.stock), Some(1));
    assert_eq!(dice_of(&g, P0).total(), 8);
}

#[test]
fn iron_tongue_tian_charges_the_active_character_or_the_next_one() {
    let mut g = trio(&[IRON_TONGUE_TIAN], "oo");
    play(&mut g, P0, IRON_TONGUE_TIAN, None);
    next_round(&mut g);
    assert_eq!(energy(&g, P0, 0), 1);
    g.set_energy(P0, 0, 3);
    next_round(&mut g);
    assert_eq!([energy(&g, P0, 0), energy(&g, P0, 1)], [3, 1]);
    assert!(support(&g, P0, IRON_TONGUE_TIAN).is_none(), "2 usages");
}

#[test]
fn liyue_harbor_wharf_draws_two_in_the_end_phase() {
    let mut g = scenario([GANYU, DILUC, KEQING], &[LIYUE_HARBOR_WHARF], "oo")
        .deck(0, &[STRATEGIZE; 10])
        .build();
    play(&mut g, P0, LIYUE_HARBOR_WHARF, None);
    next_round(&mut g);
    assert_eq!(g.player(P0).hand.len(), 2 + 2);
    assert_eq!(
        support(&g, P0, LIYUE_HARBOR_WHARF).map(|e| e.usage),
        Some(1)
    );
    next_round(&mut g);
    assert_eq!(g.player(P0).hand.len(), 8);
    assert!(support(&g, P0, LIYUE_HARBOR_WHARF).is_none());
}

#[test]
fn knights_of_favonius_library_rerolls_now_and_adds_a_reroll_each_roll_phase() {
    let mut g = trio(&[KNIGHTS_OF_FAVONIUS_LIBRARY], "cccc");
    play(&mut g, P0, KNIGHTS_OF_FAVONIUS_LIBRARY, None);
    assert_eq!(g.pending().of(P0), Some(DecisionKind::Reroll));
    act(&mut g, P0, Action::Reroll { dice: dice("cc") });
    assert_eq!(dice_of(&g, P0).total(), 4);
    assert_eq!(g.pending().of(P0), Some(DecisionKind::Act));
    declare_both(&mut g);
    assert_eq!(g.player(P0).rerolls, 2);
    assert_eq!(g.player(P1).rerolls, 1);
}

#[test]
fn dawn_winery_lowers_two_switches_a_round() {
    let mut g = trio(&[DAWN_WINERY], "oooooo");
    play(&mut g, P0, DAWN_WINERY, None);
    assert_eq!(switch_cost(&g, 1), 0);
    switch(&mut g, 1);
    p1_ends(&mut g);
    assert_eq!(switch_cost(&g, 2), 0);
    switch(&mut g, 2);
    assert_eq!(switch_cost(&g, 0), 1, "twice per round");
    assert_eq!(dice_of(&g, P0).total(), 4);
}

#[test]
fn favonius_cathedral_heals_the_active_character_in_the_end_phase() {
    let mut g = trio(&[FAVONIUS_CATHEDRAL], "oo");
    g.set_hp(P0, 0, 5);
    g.set_hp(P0, 1, 5);
    play(&mut g, P0, FAVONIUS_CATHEDRAL, None);
    next_round(&mut g);
    assert_eq!([hp(&g, P0, 0), hp(&g, P0, 1)], [7, 5]);
}

#[test]
fn sangonomiya_shrine_heals_every_character_in_the_end_phase() {
    let mut g = trio(&[SANGONOMIYA_SHRINE], "oo");
    for s in 0..3 {
        g.set_hp(P0, s, 5);
    }
    play(&mut g, P0, SANGONOMIYA_SHRINE, None);
    next_round(&mut g);
    assert_eq!([0, 1, 2].map(|s| hp(&g, P0, s)), [6, 6, 6]);
    next_round(&mut g);
    next_round(&mut g);
    assert_eq!([0, 1, 2].map(|s| hp(&g, P0, s)), [7, 7, 7], "2 usages");
}

#[test]
fn nre_draws_food_when_it_enters_and_once_a_round_when_food_is_played() {
    let mut g = scenario([GANYU, DILUC, KEQING], &[NRE], "oo")
        .deck(
            0,
            &[
                STRATEGIZE,
                SWEET_MADAME,
                SWEET_MADAME,
                SWEET_MADAME,
                STRATEGIZE,
            ],
        )
        .build();
    g.set_hp(P0, 0, 5);
    g.set_hp(P0, 1, 5);
    play(&mut g, P0, NRE, None);
    assert_eq!(hand_ids(&g, P0), [SWEET_MADAME]);
    assert_eq!(g.player(P0).deck.len(), 4);
    play(&mut g, P0, SWEET_MADAME, own(0));
    assert_eq!(hand_ids(&g, P0), [SWEET_MADAME], "a food for a food");
    play(&mut g, P0, SWEET_MADAME, own(1));
    assert!(hand_ids(&g, P0).is_empty(), "once per round");
    assert_eq!(g.player(P0).deck.len(), 3);
}

#[test]
fn parametric_transformer_counts_elemental_skills_of_both_sides() {
    let mut g = Scenario::new([KEQING, GANYU, DILUC], [GANYU, DILUC, KEQING])
        .hand(0, &[PARAMETRIC_TRANSFORMER])
        .dice(0, dice("ooooooooooo"))
        .dice(1, dice("cccccc"))
        .build();
    let progress = |g: &Gitcg| support(g, P0, PARAMETRIC_TRANSFORMER).map(|e| e.stock);
    play(&mut g, P0, PARAMETRIC_TRANSFORMER, None);
    skill(&mut g, P0, KEQING_SKILL);
    assert_eq!(progress(&g), Some(1), "own Electro skill");
    skill(&mut g, P1, GANYU_NORMAL);
    assert_eq!(progress(&g), Some(1), "physical damage does not count");
    skill(&mut g, P0, KEQING_NORMAL);
    assert_eq!(progress(&g), Some(1));
    skill(&mut g, P1, GANYU_SKILL);
    assert_eq!(progress(&g), Some(2), "the opponent's Cryo skill counts");
    assert_eq!(dice_of(&g, P0).total(), 11 - 2 - 3 - 3);
    skill(&mut g, P0, KEQING_SKILL);
    assert!(support(&g, P0, PARAMETRIC_TRANSFORMER).is_none());
    let d = dice_of(&g, P0);
    assert_eq!(d.total(), 3);
    assert_eq!(d.count(DieFace::Omni), 0);
    assert!(DieFace::ALL.iter().all(|f| d.count(*f) <= 1), "different");
}

#[test]
fn treasure_seeking_seelie_draws_three_after_three_skills() {
    let mut g = scenario(
        [KEQING, GANYU, DILUC],
        &[TREASURE_SEEKING_SEELIE],
        "oooooooooo",
    )
    .deck(0, &[STRATEGIZE; 5])
    .build();
    play(&mut g, P0, TREASURE_SEEKING_SEELIE, None);
    skill(&mut g, P0, KEQING_NORMAL);
    p1_ends(&mut g);
    skill(&mut g, P0, KEQING_NORMAL);
    assert_eq!(
        support(&g, P0, TREASURE_SEEKING_SEELIE).map(|e| e.stock),
        Some(2)
    );
    assert!(g.player(P0).hand.is_empty());
    skill(&mut g, P0, KEQING_NORMAL);
    assert!(support(&g, P0, TREASURE_SEEKING_SEELIE).is_none());
    assert_eq!(g.player(P0).hand.len(), 3);
}

// ---------------------------------------------------------------- events

#[test]
fn strategize_draws_two() {
    let mut g = scenario([GANYU, DILUC, KEQING], &[STRATEGIZE], "o")
        .deck(0, &[SWEET_MADAME, PAIMON, NRE])
        .build();
    play(&mut g, P0, STRATEGIZE, None);
    assert_eq!(hand_ids(&g, P0), [NRE, PAIMON]);
    assert_eq!(dice_of(&g, P0).total(), 0);
}

#[test]
fn i_havent_lost_yet_needs_a_knock_out_this_round_and_works_once() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[I_HAVENT_LOST_YET, I_HAVENT_LOST_YET])
        .dice(0, dice("o"))
        .dice(1, dice("ccc"))
        .build();
    assert_eq!(
        try_play(&mut g, I_HAVENT_LOST_YET, None, ""),
        Err(Illegal::CannotPlay(
            "none of your characters was knocked out this round"
        ))
    );
    switch(&mut g, 2);
    // Seat 1's burst pierces the standby characters: Diluc, at 1 HP, is knocked out.
    g.set_hp(P0, 1, 1);
    g.set_energy(P1, 0, 3);
    skill(&mut g, P1, GANYU_BURST);
    assert!(!g.character(P0, 1).alive);
    play(&mut g, P0, I_HAVENT_LOST_YET, None);
    assert_eq!(dice_of(&g, P0), dice("o"));
    assert_eq!(energy(&g, P0, 2), 1);
    assert_eq!(
        try_play(&mut g, I_HAVENT_LOST_YET, None, ""),
        Err(Illegal::CannotPlay("already played this round"))
    );
    next_round(&mut g);
    p0_acts_alone(&mut g);
    assert!(card_payment(&g, P0, I_HAVENT_LOST_YET, None).is_none());
}

#[test]
fn leave_it_to_me_makes_the_next_switch_fast() {
    let mut g = trio(&[LEAVE_IT_TO_ME], "ooo");
    play(&mut g, P0, LEAVE_IT_TO_ME, None);
    assert!(combat(&g, P0, 303206).is_some());
    switch(&mut g, 1);
    assert_eq!(g.turn(), P0);
    assert!(combat(&g, P0, 303206).is_none(), "used up");
    switch(&mut g, 2);
    assert_eq!(g.turn(), P1);
}

#[test]
fn toss_up_lets_the_player_reroll_twice() {
    let mut g = trio(&[TOSS_UP], "cccccc");
    play(&mut g, P0, TOSS_UP, None);
    assert_eq!(g.pending().of(P0), Some(DecisionKind::Reroll));
    act(&mut g, P0, Action::Reroll { dice: dice("ccc") });
    assert_eq!(g.pending().of(P0), Some(DecisionKind::Reroll));
    act(&mut g, P0, Action::Reroll { dice: dice("c") });
    assert_eq!(g.pending().of(P0), Some(DecisionKind::Act));
    assert_eq!(dice_of(&g, P0).total(), 6);
}

#[test]
fn starsigns_charges_the_active_character_but_not_past_full() {
    let mut g = trio(&[STARSIGNS, STARSIGNS], "oooo");
    play(&mut g, P0, STARSIGNS, None);
    assert_eq!(energy(&g, P0, 0), 1);
    g.set_energy(P0, 0, 3);
    assert!(card_payment(&g, P0, STARSIGNS, None).is_none());
    assert_eq!(
        try_play(&mut g, STARSIGNS, None, "oo"),
        Err(Illegal::CannotPlay("the active character's energy is full"))
    );
}

#[test]
fn calxs_arts_moves_one_energy_from_each_standby_character() {
    let mut g = trio(&[CALXS_ARTS], "o");
    g.set_energy(P0, 1, 2);
    g.set_energy(P0, 2, 1);
    play(&mut g, P0, CALXS_ARTS, None);
    assert_eq!([0, 1, 2].map(|s| energy(&g, P0, s)), [2, 1, 0]);
}

#[test]
fn calxs_arts_stops_when_the_active_character_is_full() {
    let mut g = trio(&[CALXS_ARTS], "o");
    g.set_energy(P0, 0, 2);
    g.set_energy(P0, 1, 2);
    g.set_energy(P0, 2, 1);
    play(&mut g, P0, CALXS_ARTS, None);
    assert_eq!([0, 1, 2].map(|s| energy(&g, P0, s)), [3, 1, 1]);
}

#[test]
fn changing_shifts_makes_the_next_switch_free() {
    let mut g = trio(&[CHANGING_SHIFTS], "oo");
    play(&mut g, P0, CHANGING_SHIFTS, None);
    assert_eq!(switch_cost(&g, 1), 0);
    switch(&mut g, 1);
    assert_eq!(dice_of(&g, P0).total(), 2);
    assert!(combat(&g, P0, 303202).is_none());
    p1_ends(&mut g);
    assert_eq!(switch_cost(&g, 2), 1);
}

/// Seat 1's Ganyu uses her burst first, leaving a Sacred Cryo Pearl (2 usages).
fn after_foe_burst(hand: &[u32], d: &str) -> Gitcg {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, hand)
        .dice(0, dice(d))
        .dice(1, dice("ccc"))
        .first(1)
        .build();
    g.set_energy(P1, 0, 3);
    skill(&mut g, P1, GANYU_BURST);
    assert_eq!(g.player(P1).summons.len(), 1);
    g
}

#[test]
fn send_off_removes_two_usages_from_an_opposing_summon() {
    let mut g = after_foe_burst(&[SEND_OFF], "oo");
    let target = Some(Target::Summon {
        side: Side::Opponent,
        slot: 0,
    });
    assert!(card_payment(&g, P0, SEND_OFF, own(0)).is_none());
    play(&mut g, P0, SEND_OFF, target);
    assert!(g.player(P1).summons.is_empty(), "2 - 2 usages: gone");
}

#[test]
fn send_off_needs_an_opposing_summon() {
    let mut g = trio(&[SEND_OFF], "oo");
    let target = Some(Target::Summon {
        side: Side::Opponent,
        slot: 0,
    });
    assert_eq!(
        try_play(&mut g, SEND_OFF, target, "oo"),
        Err(Illegal::BadTarget)
    );
}

#[test]
fn quick_knit_adds_a_usage_to_an_own_summon() {
    let mut g = trio(&[QUICK_KNIT], "cccc");
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, GANYU_BURST);
    p1_ends(&mut g);
    play(
        &mut g,
        P0,
        QUICK_KNIT,
        Some(Target::Summon {
            side: Side::Own,
            slot: 0,
        }),
    );
    assert_eq!(g.player(P0).summons[0].usage, 3);
}

#[test]
fn heavy_strike_adds_one_to_the_next_normal_attack_and_two_when_charged() {
    // 9 dice, 1 spent on the card: 8 left, an even count, so the attack is charged.
    let mut g = scenario([KEQING, GANYU, DILUC], &[HEAVY_STRIKE], "ooooooooo").build();
    play(&mut g, P0, HEAVY_STRIKE, None);
    assert!(attached(&g, P0, 0, 303220).is_some());
    assert_eq!(keqing_hits(&mut g), 4);
    assert!(attached(&g, P0, 0, 303220).is_none());
    // An odd count: not charged, +1.
    let mut g = scenario([KEQING, GANYU, DILUC], &[HEAVY_STRIKE], "oooooooo").build();
    play(&mut g, P0, HEAVY_STRIKE, None);
    assert_eq!(keqing_hits(&mut g), 3);
    p1_ends(&mut g);
    assert_eq!(keqing_hits(&mut g), 2, "only the next one");
}

#[test]
fn the_bestest_travel_companion_gives_two_omni() {
    let mut g = trio(&[BESTEST_TRAVEL_COMPANION], "cp");
    play(&mut g, P0, BESTEST_TRAVEL_COMPANION, None);
    assert_eq!(dice_of(&g, P0), dice("oo"));
}

#[test]
fn stone_and_contracts_pays_out_at_the_next_action_phase() {
    let mut g = scenario([GANYU, DILUC, KEQING], &[STONE_AND_CONTRACTS], "ooo")
        .deck(0, &[STRATEGIZE; 6])
        .build();
    play(&mut g, P0, STONE_AND_CONTRACTS, None);
    assert!(combat(&g, P0, 303182).is_some());
    assert_eq!(dice_of(&g, P0).total(), 0, "nothing this round");
    next_round(&mut g);
    assert_eq!(dice_of(&g, P0).total(), 8 + 3);
    assert_eq!(g.player(P0).hand.len(), 2 + 1);
    assert!(combat(&g, P0, 303182).is_none());
}

// ---------------------------------------------------------------- food

#[test]
fn sweet_madame_heals_one_and_a_satiated_character_cannot_eat() {
    let mut g = trio(&[SWEET_MADAME, SWEET_MADAME], "");
    g.set_hp(P0, 0, 5);
    play(&mut g, P0, SWEET_MADAME, own(0));
    assert_eq!(hp(&g, P0, 0), 6);
    assert!(attached(&g, P0, 0, 303300).is_some(), "satiated");
    assert!(card_payment(&g, P0, SWEET_MADAME, own(0)).is_none());
    assert_eq!(
        try_play(&mut g, SWEET_MADAME, own(0), ""),
        Err(Illegal::CannotPlay("the character is satiated"))
    );
    g.set_hp(P0, 1, 9);
    play(&mut g, P0, SWEET_MADAME, own(1));
    next_round(&mut g);
    assert!(
        attached(&g, P0, 0, 303300).is_none(),
        "satiated lasts one round"
    );
}

#[test]
fn mondstadt_hash_brown_heals_two() {
    let mut g = trio(&[MONDSTADT_HASH_BROWN], "o");
    g.set_hp(P0, 2, 5);
    play(&mut g, P0, MONDSTADT_HASH_BROWN, own(2));
    assert_eq!(hp(&g, P0, 2), 7);
}

#[test]
fn mushroom_pizza_heals_one_now_and_one_in_the_next_two_end_phases() {
    let mut g = trio(&[MUSHROOM_PIZZA], "o");
    g.set_hp(P0, 1, 4);
    play(&mut g, P0, MUSHROOM_PIZZA, own(1));
    assert_eq!(hp(&g, P0, 1), 5);
    next_round(&mut g);
    assert_eq!(hp(&g, P0, 1), 6);
    next_round(&mut g);
    assert_eq!(hp(&g, P0, 1), 7);
    next_round(&mut g);
    assert_eq!(hp(&g, P0, 1), 7, "two end phases only");
}

#[test]
fn adeptus_temptation_adds_three_to_the_next_burst() {
    let mut g = trio(&[ADEPTUS_TEMPTATION], "ooccc");
    g.set_energy(P0, 0, 3);
    play(&mut g, P0, ADEPTUS_TEMPTATION, own(0));
    skill(&mut g, P0, GANYU_BURST);
    assert_eq!(hp(&g, P1, 0), 10 - 2 - 3);
    assert_eq!(hp(&g, P1, 1), 10 - 1, "piercing gets no bonus");
    assert!(attached(&g, P0, 0, 303302).is_none());
}

#[test]
fn lotus_flower_crisp_lowers_the_next_damage_by_three() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[LOTUS_FLOWER_CRISP])
        .dice(0, dice("o"))
        .dice(1, dice("cccccc"))
        .build();
    play(&mut g, P0, LOTUS_FLOWER_CRISP, own(0));
    act(&mut g, P0, Action::DeclareEnd);
    skill(&mut g, P1, GANYU_NORMAL);
    assert_eq!(hp(&g, P0, 0), 10);
    assert!(attached(&g, P0, 0, 303303).is_none());
    skill(&mut g, P1, GANYU_NORMAL);
    assert_eq!(hp(&g, P0, 0), 8);
}

#[test]
fn northern_smoked_chicken_lowers_the_next_normal_attack() {
    let mut g = trio(&[NORTHERN_SMOKED_CHICKEN], "cccccc");
    play(&mut g, P0, NORTHERN_SMOKED_CHICKEN, own(0));
    assert_eq!(
        skill_payment(&g, P0, GANYU_NORMAL).map(|d| d.total()),
        Some(2)
    );
    skill(&mut g, P0, GANYU_NORMAL);
    p1_ends(&mut g);
    assert_eq!(
        skill_payment(&g, P0, GANYU_NORMAL).map(|d| d.total()),
        Some(3)
    );
}

#[test]
fn minty_meat_rolls_lower_three_normal_attacks() {
    let mut g = trio(&[MINTY_MEAT_ROLLS], "cccccccccc");
    play(&mut g, P0, MINTY_MEAT_ROLLS, own(0));
    for _ in 0..3 {
        assert_eq!(
            skill_payment(&g, P0, GANYU_NORMAL).map(|d| d.total()),
            Some(2)
        );
        skill(&mut g, P0, GANYU_NORMAL);
        p0_acts_alone(&mut g);
    }
    g.set_dice(P0, dice("ccc"));
    assert_eq!(
        skill_payment(&g, P0, GANYU_NORMAL).map(|d| d.total()),
        Some(3)
    );
}

#[test]
fn jueyun_guoba_adds_one_to_the_next_normal_attack() {
    let mut g = scenario([KEQING, GANYU, DILUC], &[JUEYUN_GUOBA], "ooooooo").build();
    play(&mut g, P0, JUEYUN_GUOBA, own(0));
    assert_eq!(keqing_hits(&mut g), 3);
    p1_ends(&mut g);
    assert_eq!(keqing_hits(&mut g), 2);
}

#[test]
fn sashimi_platter_adds_one_to_every_normal_attack_this_round() {
    let mut g = scenario([KEQING, GANYU, DILUC], &[SASHIMI_PLATTER], "ooooooo").build();
    play(&mut g, P0, SASHIMI_PLATTER, own(0));
    assert_eq!(keqing_hits(&mut g), 3);
    p1_ends(&mut g);
    assert_eq!(keqing_hits(&mut g), 3);
    next_round(&mut g);
    assert!(attached(&g, P0, 0, 303308).is_none(), "this round only");
}

#[test]
fn teyvat_fried_egg_revives_one_character_a_round() {
    // Seat 1's burst pierces both standby characters, left at 1 HP.
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[TEYVAT_FRIED_EGG, TEYVAT_FRIED_EGG])
        .dice(0, dice("oooo"))
        .dice(1, dice("ccc"))
        .first(1)
        .build();
    g.set_hp(P0, 1, 1);
    g.set_hp(P0, 2, 1);
    g.set_energy(P1, 0, 3);
    skill(&mut g, P1, GANYU_BURST);
    assert!(!g.character(P0, 1).alive && !g.character(P0, 2).alive);
    // A living character is not a target.
    assert_eq!(
        try_play(&mut g, TEYVAT_FRIED_EGG, own(0), "oo"),
        Err(Illegal::BadTarget)
    );
    play(&mut g, P0, TEYVAT_FRIED_EGG, own(1));
    assert!(g.character(P0, 1).alive);
    assert_eq!(hp(&g, P0, 1), 1);
    assert!(attached(&g, P0, 1, 303300).is_some(), "satiated");
    assert_eq!(
        try_play(&mut g, TEYVAT_FRIED_EGG, own(2), "oo"),
        Err(Illegal::CannotPlay(
            "a revive food was already played this round"
        ))
    );
}

// ---------------------------------------------------------------- elemental resonance

#[test]
fn woven_resonances_give_a_die_of_their_element() {
    let mut g = trio(&[WOVEN_ICE, WOVEN_FLAMES, WOVEN_THUNDER], "");
    play(&mut g, P0, WOVEN_ICE, None);
    play(&mut g, P0, WOVEN_FLAMES, None);
    play(&mut g, P0, WOVEN_THUNDER, None);
    assert_eq!(dice_of(&g, P0), dice("cpe"));
}

#[test]
fn shattering_ice_adds_two_to_the_active_characters_next_damage() {
    let mut g = trio(&[SHATTERING_ICE], "cccc");
    play(&mut g, P0, SHATTERING_ICE, None);
    assert!(attached(&g, P0, 0, 303112).is_some());
    skill(&mut g, P0, GANYU_NORMAL);
    assert_eq!(hp(&g, P1, 0), 10 - 4);
    assert!(attached(&g, P0, 0, 303112).is_none());
}

#[test]
fn shattering_ice_needs_a_cryo_die() {
    let mut g = trio(&[SHATTERING_ICE], "pe");
    assert!(card_payment(&g, P0, SHATTERING_ICE, None).is_none());
    assert!(try_play(&mut g, SHATTERING_ICE, None, "p").is_err());
}

#[test]
fn soothing_water_heals_the_active_character_two_and_the_others_one() {
    let mut g = trio(&[SOOTHING_WATER], "h");
    for s in 0..3 {
        g.set_hp(P0, s, 5);
    }
    play(&mut g, P0, SOOTHING_WATER, None);
    assert_eq!([0, 1, 2].map(|s| hp(&g, P0, s)), [7, 6, 6]);
}

#[test]
fn fervent_flames_adds_three_to_the_next_pyro_reaction() {
    let mut g = scenario([DILUC, GANYU, KEQING], &[FERVENT_FLAMES], "pppppp").build();
    play(&mut g, P0, FERVENT_FLAMES, None);
    // A Pyro skill on a target with no aura: no reaction, no bonus, the status stays.
    skill(&mut g, P0, DILUC_SKILL);
    assert_eq!(hp(&g, P1, 0), 10 - 3);
    assert!(attached(&g, P0, 0, 303132).is_some());
    // On a Cryo target: Melt, 3 + 2 + 3.
    let mut g = scenario([DILUC, GANYU, KEQING], &[FERVENT_FLAMES], "pppppp").build();
    play(&mut g, P0, FERVENT_FLAMES, None);
    g.set_aura(P1, 0, Element::Cryo);
    skill(&mut g, P0, DILUC_SKILL);
    assert_eq!(hp(&g, P1, 0), 10 - 8);
    assert!(attached(&g, P0, 0, 303132).is_none());
}

#[test]
fn resonance_and_nation_cards_follow_the_deck_rules() {
    use tavern_gitcg::defs::nation;
    use tavern_protocol::gitcg::{CharacterId, Deck};
    let filler = [
        STRATEGIZE,
        PAIMON,
        KATHERYNE,
        LIBEN,
        TIMMIE,
        NRE,
        SWEET_MADAME,
        MONDSTADT_HASH_BROWN,
        TOSS_UP,
        STARSIGNS,
        CALXS_ARTS,
        SEND_OFF,
        QUICK_KNIT,
        HEAVY_STRIKE,
    ];
    let deck = |chars: [u32; 3], extra: u32| Deck {
        characters: chars.iter().map(|&c| CharacterId(c)).collect(),
        cards: filler
            .iter()
            .chain(&filler)
            .chain(&[extra, extra])
            .map(|&c| CardId(c))
            .collect(),
    };
    let kaeya_like = character_where(|c| {
        c.element == Element::Cryo && c.id != GANYU && c.nations & nation::LIYUE == 0
    });
    let ok = |chars, card| cards::resolve_deck(&deck(chars, card), true).is_ok();
    assert!(
        !ok([GANYU, DILUC, KEQING], WOVEN_FLAMES),
        "one Pyro character"
    );
    assert!(!ok([GANYU, DILUC, KEQING], WOVEN_ICE), "one Cryo character");
    assert!(ok([GANYU, kaeya_like, DILUC], WOVEN_ICE));
    assert!(ok([GANYU, kaeya_like, DILUC], SHATTERING_ICE));
    assert!(
        ok([GANYU, DILUC, KEQING], STONE_AND_CONTRACTS),
        "Ganyu and Keqing"
    );
    assert!(
        !ok([GANYU, kaeya_like, DILUC], STONE_AND_CONTRACTS),
        "one Liyue character"
    );
}

#[test]
fn high_voltage_charges_the_first_character_without_full_energy() {
    let mut g = trio(&[HIGH_VOLTAGE, HIGH_VOLTAGE], "ee");
    play(&mut g, P0, HIGH_VOLTAGE, None);
    assert_eq!(energy(&g, P0, 0), 1);
    g.set_energy(P0, 0, 3);
    play(&mut g, P0, HIGH_VOLTAGE, None);
    assert_eq!([0, 1, 2].map(|s| energy(&g, P0, s)), [3, 1, 0]);
}

// ---------------------------------------------------------------- Arcane Legends

#[test]
fn ancient_courtyard_needs_equipment_then_lowers_the_next_weapon_or_artifact_by_two() {
    let mut g = trio(&[ANCIENT_COURTYARD, RAVEN_BOW, BROKEN_RIMES_ECHO], "oooo");
    assert_eq!(
        try_play(&mut g, ANCIENT_COURTYARD, None, ""),
        Err(Illegal::CannotPlay(
            "no character has a weapon or artifact equipped"
        ))
    );
    play(&mut g, P0, RAVEN_BOW, own(0));
    play(&mut g, P0, ANCIENT_COURTYARD, None);
    assert_eq!(
        card_payment(&g, P0, BROKEN_RIMES_ECHO, own(1)).map(|d| d.total()),
        Some(0)
    );
    play(&mut g, P0, BROKEN_RIMES_ECHO, own(1));
    assert_eq!(dice_of(&g, P0).total(), 2);
    assert!(combat(&g, P0, 300001).is_none());
}

#[test]
fn covenant_of_rock_needs_an_empty_dice_pool_and_gives_two_different_dice() {
    let mut g = trio(&[COVENANT_OF_ROCK], "o");
    assert_eq!(
        try_play(&mut g, COVENANT_OF_ROCK, None, ""),
        Err(Illegal::CannotPlay("the side still has dice"))
    );
    g.set_dice(P0, Dice::EMPTY);
    play(&mut g, P0, COVENANT_OF_ROCK, None);
    let d = dice_of(&g, P0);
    assert_eq!(d.total(), 2);
    assert_eq!(d.count(DieFace::Omni), 0);
    assert!(DieFace::ALL.iter().all(|f| d.count(*f) <= 1), "different");
    assert!(g.player(P0).legend_used);
}
