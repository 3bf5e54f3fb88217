//! Tests for the later location cards (场地), each played in a real match through the `Game`
//! trait with its effect checked exactly: numbers from the card facts, usages running out, and
//! what it refuses leaving the state untouched.

use tavern_game::{DecisionKind, Game, Seat};
use tavern_gitcg::cards::builtin;
use tavern_gitcg::state::LocZone;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::{Ent, Gitcg, Illegal};
use tavern_protocol::gitcg::{Action, CardId, Dice, DieFace, Phase, Side, SkillId, Target};

mod card_helpers;
use card_helpers::*;
#[path = "card_helpers/turns.rs"]
mod turns;
use turns::*;

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);

// Characters and skills.
const GANYU: u32 = 1101;
const DILUC: u32 = 1301;
const KEQING: u32 = 1403;
const SUCROSE: u32 = 1501;
const LOREMASTER: u32 = 2303;
const GANYU_NORMAL: u32 = 11011;
const FROSTFLAKE_ARROW: u32 = 11013;
const SUCROSE_BURST: u32 = 15013;
const LOREMASTER_NORMAL: u32 = 23031;
const BURNING_ASSAULT: u32 = 1230311;

// Cards used alongside.
const RAVEN_BOW: u32 = 311201;
const WOLFS_GRAVESTONE: u32 = 311303;
const UNDIVIDED_HEART: u32 = 211011;
const SPIRIT_OF_OMEN: u32 = 123031;
const STRATEGIZE: u32 = 332004;
const CHANGING_SHIFTS: u32 = 332002;
const MONDSTADT_HASH_BROWN: u32 = 333006;
const PAIMON: u32 = 322001;
const LIYUE_HARBOR_WHARF: u32 = 321001;

// The locations.
const GOLDEN_HOUSE: u32 = 321013;
const GANDHARVA_VILLE: u32 = 321014;
const STORMTERRORS_LAIR: u32 = 321015;
const WEEPING_WILLOW: u32 = 321016;
const OPERA_EPICLESE: u32 = 321017;
const FORTRESS_OF_MEROPIDE: u32 = 321018;
const SEIRAI_ISLAND: u32 = 321019;
const MAUSOLEUM_OF_KING_DESHRET: u32 = 321020;
const CENTRAL_LABORATORY_RUINS: u32 = 321021;
const STADIUM: u32 = 321022;
const STAGE_TEPETL: u32 = 321023;
const SCIONS_OF_THE_CANOPY: u32 = 321024;
const PEOPLE_OF_THE_SPRINGS: u32 = 321025;

// What they create.
const STRICTLY_PROHIBITED: u32 = 301018;
const DISTANT_STORM: u32 = 301019;
const FORBIDDEN_KNOWLEDGE: u32 = 301020;
const FORBIDDEN_KNOWLEDGE_COOLDOWN: u32 = 301021;
const MAUSOLEUM_CURSE: u32 = 3210201;
const STADIUM_IN_EFFECT: u32 = 301023;

#[test]
fn golden_house_lowers_a_weapon_or_artifact_of_three_dice_once_a_round() {
    let hand = [GOLDEN_HOUSE, WOLFS_GRAVESTONE, WOLFS_GRAVESTONE, RAVEN_BOW];
    let mut g = solo(scenario([GANYU, DILUC, KEQING], &hand, &many('o', 8)));
    play(&mut g, P0, GOLDEN_HOUSE, None);
    assert_eq!(card_cost(&g, RAVEN_BOW, own(0)), 2, "a weapon of 2 dice");
    assert_eq!(card_cost(&g, WOLFS_GRAVESTONE, own(1)), 2);
    play(&mut g, P0, WOLFS_GRAVESTONE, own(1));
    assert_eq!(usage(&g, GOLDEN_HOUSE), Some(1));
    assert_eq!(card_cost(&g, WOLFS_GRAVESTONE, own(1)), 3, "once per round");
    next_round(&mut g);
    p0_acts_alone(&mut g);
    g.set_dice(P0, dice(&many('o', 8)));
    assert_eq!(card_cost(&g, WOLFS_GRAVESTONE, own(1)), 2);
    play(&mut g, P0, WOLFS_GRAVESTONE, own(1));
    assert!(gone(&g, GOLDEN_HOUSE), "2 usages spent");
}

#[test]
fn gandharva_ville_gives_omni_before_an_action_without_dice() {
    let mut g = solo(scenario(
        [GANYU, DILUC, KEQING],
        &[GANDHARVA_VILLE, STRATEGIZE, CHANGING_SHIFTS],
        "c",
    ));
    play(&mut g, P0, GANDHARVA_VILLE, None);
    assert_eq!(dice_of(&g, P0), dice("o"), "no dice left: 1 Omni");
    assert_eq!(usage(&g, GANDHARVA_VILLE), Some(2));
    play(&mut g, P0, STRATEGIZE, None);
    assert_eq!(dice_of(&g, P0), Dice::EMPTY, "once per round");
    next_round(&mut g);
    g.set_dice(P0, Dice::EMPTY);
    p0_acts_alone(&mut g);
    play(&mut g, P0, CHANGING_SHIFTS, None);
    assert_eq!(dice_of(&g, P0), dice("o"));
    assert_eq!(usage(&g, GANDHARVA_VILLE), Some(1));
}

#[test]
fn stormterrors_lair_draws_a_talent_and_lowers_a_costly_skill_once_a_round() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[STORMTERRORS_LAIR])
        .deck(0, &[STRATEGIZE, UNDIVIDED_HEART, STRATEGIZE])
        .dice(0, dice(&many('c', 12)))
        .first(1)
        .build();
    act(&mut g, P1, Action::DeclareEnd);
    play(&mut g, P0, STORMTERRORS_LAIR, None);
    assert_eq!(hand_ids(&g, P0), vec![UNDIVIDED_HEART]);
    assert_eq!(skill_cost_of(&g, P0, GANYU_NORMAL), 3, "a skill of 3 dice");
    assert_eq!(skill_cost_of(&g, P0, FROSTFLAKE_ARROW), 4);
    assert_eq!(card_cost(&g, UNDIVIDED_HEART, own(0)), 4, "a Talent card");
    skill(&mut g, P0, FROSTFLAKE_ARROW);
    assert_eq!(usage(&g, STORMTERRORS_LAIR), Some(2));
    assert_eq!(card_cost(&g, UNDIVIDED_HEART, own(0)), 5, "once per round");
}

#[test]
fn weeping_willow_of_the_lake_draws_two_in_the_end_phase_from_a_hand_of_two() {
    let mut g = solo(
        scenario(
            [GANYU, DILUC, KEQING],
            &[WEEPING_WILLOW, STRATEGIZE, STRATEGIZE],
            "o",
        )
        .deck(0, &[STRATEGIZE; 12]),
    );
    play(&mut g, P0, WEEPING_WILLOW, None);
    next_round(&mut g);
    assert_eq!(
        g.player(P0).hand.len(),
        2 + 2 + 2,
        "its 2, then the usual 2"
    );
    assert_eq!(usage(&g, WEEPING_WILLOW), Some(1));
    next_round(&mut g);
    assert_eq!(g.player(P0).hand.len(), 8, "6 cards: only the usual 2");
    assert_eq!(
        usage(&g, WEEPING_WILLOW),
        Some(1),
        "no draw, no usage spent"
    );
}

#[test]
fn opera_epiclese_gives_a_die_while_its_side_wears_no_cheaper_cards() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[OPERA_EPICLESE, RAVEN_BOW])
        .dice(0, dice("ooo"))
        .hand(1, &[WOLFS_GRAVESTONE])
        .dice(1, dice("ppp"))
        .build();
    play(&mut g, P0, OPERA_EPICLESE, None);
    assert_eq!(dice_of(&g, P0), dice("ooc"), "0 against 0: a Cryo die");
    assert_eq!(usage(&g, OPERA_EPICLESE), Some(2));
    play(&mut g, P0, RAVEN_BOW, own(0));
    assert_eq!(dice_of(&g, P0).total(), 1, "once per round");
    act(&mut g, P0, Action::DeclareEnd);
    play(&mut g, P1, WOLFS_GRAVESTONE, own(1));
    act(&mut g, P1, Action::DeclareEnd);
    keep_dice(&mut g);
    assert_eq!(
        dice_of(&g, P0).total(),
        8,
        "2 dice of equipment against 3: nothing"
    );
    assert_eq!(usage(&g, OPERA_EPICLESE), Some(2));
}

#[test]
fn fortress_of_meropide_voids_the_opponents_next_event_after_four_hits() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[FORTRESS_OF_MEROPIDE])
        .dice(0, dice("o"))
        .hand(1, &[STRATEGIZE, STRATEGIZE])
        .dice(1, dice(&many('c', 12)))
        .deck(1, &[CHANGING_SHIFTS; 6])
        .build();
    play(&mut g, P0, FORTRESS_OF_MEROPIDE, None);
    act(&mut g, P0, Action::DeclareEnd);
    for hits in 1..=4 {
        skill(&mut g, P1, GANYU_NORMAL);
        assert_eq!(stock(&g, FORTRESS_OF_MEROPIDE), Some(hits));
    }
    act(&mut g, P1, Action::DeclareEnd);
    keep_dice(&mut g);
    assert_eq!(stock(&g, FORTRESS_OF_MEROPIDE), Some(0), "4 spent");
    assert!(combat(&g, P1, STRICTLY_PROHIBITED).is_some());
    act(&mut g, P0, Action::DeclareEnd);
    let hand = g.player(P1).hand.len();
    play(&mut g, P1, STRATEGIZE, None);
    assert_eq!(g.player(P1).hand.len(), hand - 1, "played for nothing");
    assert!(combat(&g, P1, STRICTLY_PROHIBITED).is_none());
    play(&mut g, P1, STRATEGIZE, None);
    assert_eq!(g.player(P1).hand.len(), hand - 2 + 2, "the next one draws");
}

#[test]
fn seirai_island_puts_a_distant_storm_on_any_healed_character_for_two_rounds() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[SEIRAI_ISLAND, MONDSTADT_HASH_BROWN])
        .dice(0, dice("oo"))
        .hand(1, &[MONDSTADT_HASH_BROWN])
        .dice(1, dice("o"))
        .build();
    g.set_hp(P0, 1, 5);
    g.set_hp(P1, 0, 5);
    play(&mut g, P0, SEIRAI_ISLAND, None);
    play(&mut g, P0, MONDSTADT_HASH_BROWN, own(1));
    assert_eq!(hp(&g, P0, 1), 7);
    assert!(attached(&g, P0, 1, DISTANT_STORM).is_some());
    act(&mut g, P0, Action::DeclareEnd);
    play(&mut g, P1, MONDSTADT_HASH_BROWN, own(0));
    assert!(
        attached(&g, P1, 0, DISTANT_STORM).is_some(),
        "the opponent's heal too"
    );
    act(&mut g, P1, Action::DeclareEnd);
    assert_eq!(hp(&g, P0, 1), 5, "End Phase: 2 Piercing");
    assert_eq!(hp(&g, P1, 0), 5);
    assert!(attached(&g, P0, 1, DISTANT_STORM).is_none(), "1 usage");
    keep_dice(&mut g);
    assert!(support(&g, P0, SEIRAI_ISLAND).is_some());
    next_round(&mut g);
    assert!(support(&g, P0, SEIRAI_ISLAND).is_none(), "2 rounds");
}

#[test]
fn the_mausoleum_of_king_deshret_seeds_forbidden_knowledge_after_four_opposing_draws() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[MAUSOLEUM_OF_KING_DESHRET])
        .dice(0, dice("o"))
        .hand(1, &[STRATEGIZE, STRATEGIZE, STRATEGIZE])
        .dice(1, dice("ppppp"))
        .deck(1, &[CHANGING_SHIFTS; 8])
        .build();
    play(&mut g, P0, MAUSOLEUM_OF_KING_DESHRET, None);
    act(&mut g, P0, Action::DeclareEnd);
    play(&mut g, P1, STRATEGIZE, None);
    assert_eq!(stock(&g, MAUSOLEUM_OF_KING_DESHRET), Some(2));
    play(&mut g, P1, STRATEGIZE, None);
    assert!(gone(&g, MAUSOLEUM_OF_KING_DESHRET), "4 draws");
    let deck = |g: &Gitcg| -> Vec<u32> { g.player(P1).deck.iter().map(|c| c.id).collect() };
    assert_eq!(deck(&g)[deck(&g).len() - 2..], [FORBIDDEN_KNOWLEDGE; 2]);
    assert!(combat(&g, P1, MAUSOLEUM_CURSE).is_some());
    play(&mut g, P1, STRATEGIZE, None);
    let knowledge = |g: &Gitcg| {
        hand_ids(g, P1)
            .iter()
            .filter(|&&c| c == FORBIDDEN_KNOWLEDGE)
            .count()
    };
    assert_eq!(knowledge(&g), 2);
    let seeded = deck(&g)
        .iter()
        .filter(|&&c| c == FORBIDDEN_KNOWLEDGE)
        .count();
    assert_eq!(seeded, 2, "each draw this round seeds one more");
    assert_eq!(
        apply(
            &mut g,
            P1,
            Action::Tune {
                card: CardId(FORBIDDEN_KNOWLEDGE),
                die: DieFace::Pyro,
            },
        ),
        Err(Illegal::CannotTune(CardId(FORBIDDEN_KNOWLEDGE)))
    );
    let hand = g.player(P1).hand.len();
    play(&mut g, P1, FORBIDDEN_KNOWLEDGE, None);
    assert_eq!(
        hp(&g, P1, 0),
        10 - 1,
        "1 Piercing to its own active character"
    );
    assert_eq!(g.player(P1).hand.len(), hand - 1 + 1);
    assert!(combat(&g, P1, FORBIDDEN_KNOWLEDGE_COOLDOWN).is_some());
    assert!(matches!(
        apply(
            &mut g,
            P1,
            Action::PlayCard {
                card: CardId(FORBIDDEN_KNOWLEDGE),
                target: None,
                second: None,
                dice: Dice::EMPTY,
            },
        ),
        Err(Illegal::CannotPlay(_))
    ));
    act(&mut g, P1, Action::DeclareEnd);
    keep_dice(&mut g);
    assert!(combat(&g, P1, MAUSOLEUM_CURSE).is_none(), "this round only");
    assert!(combat(&g, P1, FORBIDDEN_KNOWLEDGE_COOLDOWN).is_none());
}

#[test]
fn central_laboratory_ruins_gives_omni_every_three_discards_and_leaves_at_nine() {
    let mut hand = vec![CENTRAL_LABORATORY_RUINS];
    hand.extend([STRATEGIZE; 9]);
    let mut g = solo(scenario([GANYU, DILUC, KEQING], &hand, &many('p', 10)));
    play(&mut g, P0, CENTRAL_LABORATORY_RUINS, None);
    let tune = Action::Tune {
        card: CardId(STRATEGIZE),
        die: DieFace::Pyro,
    };
    for _ in 0..2 {
        act(&mut g, P0, tune);
    }
    assert_eq!(stock(&g, CENTRAL_LABORATORY_RUINS), Some(2));
    assert_eq!(dice_of(&g, P0).count(DieFace::Omni), 0);
    act(&mut g, P0, tune);
    assert_eq!(dice_of(&g, P0).count(DieFace::Omni), 1, "3: 1 Omni");
    for _ in 0..6 {
        act(&mut g, P0, tune);
    }
    assert_eq!(dice_of(&g, P0).count(DieFace::Omni), 3, "6 and 9");
    assert!(gone(&g, CENTRAL_LABORATORY_RUINS), "9: gone");
}

#[test]
fn stadium_of_the_sacred_flame_rewards_skills_and_techniques_at_two_four_and_six() {
    let mut g = solo(
        Scenario::new([LOREMASTER, DILUC, KEQING], [GANYU, DILUC, KEQING])
            .hand(0, &[STADIUM, SPIRIT_OF_OMEN])
            .dice(0, dice(&many('p', 12))),
    );
    play(&mut g, P0, STADIUM, None);
    play(&mut g, P0, SPIRIT_OF_OMEN, own(0));
    let technique = Action::UseSkill {
        skill: SkillId(BURNING_ASSAULT),
        dice: dice("pp"),
    };
    act(&mut g, P0, technique);
    assert_eq!(stock(&g, STADIUM), Some(1), "a Technique counts");
    let dice_before = dice_of(&g, P0).total();
    skill(&mut g, P0, LOREMASTER_NORMAL);
    assert_eq!(stock(&g, STADIUM), Some(2));
    assert_eq!(dice_of(&g, P0).total(), dice_before - 3 + 1, "2: a die");
    g.set_hp(P0, 0, 5);
    for _ in 0..2 {
        g.set_dice(P0, dice("ppp"));
        skill(&mut g, P0, LOREMASTER_NORMAL);
    }
    assert_eq!(hp(&g, P0, 0), 7, "4: the active character healed 2");
    g.set_dice(P0, dice("ppp"));
    skill(&mut g, P0, LOREMASTER_NORMAL);
    g.set_hp(P1, 0, 10);
    g.set_dice(P0, dice("ppp"));
    let hit = hp(&g, P1, 0);
    skill(&mut g, P0, LOREMASTER_NORMAL);
    assert_eq!(hit - hp(&g, P1, 0), 1, "the sixth hit is not raised");
    assert!(support(&g, P0, STADIUM).is_none(), "6: gone");
    let status = attached(&g, P0, 0, STADIUM_IN_EFFECT).expect("on the active character");
    assert_eq!(status.duration, 2);
    g.set_dice(P0, dice("ppp"));
    let hit = hp(&g, P1, 0);
    skill(&mut g, P0, LOREMASTER_NORMAL);
    assert_eq!(hit - hp(&g, P1, 0), 2, "+1 damage");
}

#[test]
fn stage_tepetl_counts_cards_new_to_the_match_and_pays_out_at_the_action_phase() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[STAGE_TEPETL])
        .dice(0, dice("oooo"))
        .dice(1, dice("o"))
        .build();
    for _ in 0..4 {
        give(&mut g, P0, STRATEGIZE);
    }
    give(&mut g, P1, STRATEGIZE);
    play(&mut g, P0, STAGE_TEPETL, None);
    assert_eq!(stock(&g, STAGE_TEPETL), Some(0), "it was in the deck");
    for n in 1..=3 {
        play(&mut g, P0, STRATEGIZE, None);
        assert_eq!(stock(&g, STAGE_TEPETL), Some(n));
    }
    act(&mut g, P0, Action::DeclareEnd);
    play(&mut g, P1, STRATEGIZE, None);
    assert_eq!(stock(&g, STAGE_TEPETL), Some(2), "the opponent's new card");
    act(&mut g, P1, Action::DeclareEnd);
    // Seat 0 went first and will again: the same roll with and without the stage.
    let mut bare = g.clone();
    bare.player_mut(P0).supports.clear();
    keep_dice(&mut g);
    keep_dice(&mut bare);
    let (with, without) = (dice_of(&g, P0), dice_of(&bare, P0));
    assert_eq!(with.total(), without.total(), "2 Spotlight: no new die");
    assert_eq!(with.count(DieFace::Omni), without.count(DieFace::Omni) + 1);
    play(&mut g, P0, STRATEGIZE, None);
    assert_eq!(stock(&g, STAGE_TEPETL), Some(3));
    act(&mut g, P0, Action::DeclareEnd);
    act(&mut g, P1, Action::DeclareEnd);
    let mut bare = g.clone();
    bare.player_mut(P0).supports.clear();
    keep_dice(&mut g);
    keep_dice(&mut bare);
    let (with, without) = (dice_of(&g, P0), dice_of(&bare, P0));
    assert_eq!(with.total(), without.total() + 1, "3: a random die");
    assert!(with.count(DieFace::Omni) > without.count(DieFace::Omni));
}

#[test]
fn scions_of_the_canopy_gives_a_die_for_new_cards_costing_at_least_its_points() {
    let mut g = solo(scenario(
        [GANYU, DILUC, KEQING],
        &[SCIONS_OF_THE_CANOPY, CHANGING_SHIFTS],
        &many('o', 8),
    ));
    for card in [STRATEGIZE, STRATEGIZE, PAIMON] {
        give(&mut g, P0, card);
    }
    play(&mut g, P0, SCIONS_OF_THE_CANOPY, None);
    play(&mut g, P0, CHANGING_SHIFTS, None);
    assert_eq!(stock(&g, SCIONS_OF_THE_CANOPY), Some(0), "in the deck");
    let total = dice_of(&g, P0).total();
    play(&mut g, P0, STRATEGIZE, None);
    assert_eq!(dice_of(&g, P0).total(), total - 1 + 1, "1 against 0");
    assert_eq!(stock(&g, SCIONS_OF_THE_CANOPY), Some(1));
    play(&mut g, P0, STRATEGIZE, None);
    assert_eq!(stock(&g, SCIONS_OF_THE_CANOPY), Some(2), "1 against 1");
    assert_eq!(dice_of(&g, P0).total(), total - 2 + 2);
    play(&mut g, P0, PAIMON, None);
    assert_eq!(stock(&g, SCIONS_OF_THE_CANOPY), Some(3), "3 against 2");
    assert_eq!(dice_of(&g, P0).total(), total - 5 + 3);
    give(&mut g, P0, STRATEGIZE);
    play(&mut g, P0, STRATEGIZE, None);
    assert_eq!(stock(&g, SCIONS_OF_THE_CANOPY), Some(3), "1 against 3");
    assert_eq!(dice_of(&g, P0).total(), total - 6 + 3);
}

#[test]
fn people_of_the_springs_gives_each_summon_entering_one_more_usage() {
    let mut g = solo(scenario(
        [SUCROSE, DILUC, KEQING],
        &[PEOPLE_OF_THE_SPRINGS],
        &many('a', 8),
    ));
    play(&mut g, P0, PEOPLE_OF_THE_SPRINGS, None);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, SUCROSE_BURST);
    assert_eq!(g.player(P0).summons[0].usage, 3 + 1);
    assert_eq!(usage(&g, PEOPLE_OF_THE_SPRINGS), Some(2));
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, SUCROSE_BURST);
    assert_eq!(
        g.player(P0).summons[0].usage,
        4,
        "summoned again: refreshed, not entering"
    );
    assert_eq!(usage(&g, PEOPLE_OF_THE_SPRINGS), Some(2));
    g.put(P0, LocZone::Summon, &builtin::BURNING_FLAME);
    assert_eq!(g.player(P0).summons[1].usage, 2);
    assert_eq!(usage(&g, PEOPLE_OF_THE_SPRINGS), Some(1));
}

#[test]
fn a_location_refused_for_want_of_dice_changes_nothing() {
    let mut g = scenario([GANYU, DILUC, KEQING], &[STADIUM, LIYUE_HARBOR_WHARF], "o").build();
    assert_eq!(
        apply(
            &mut g,
            P0,
            Action::PlayCard {
                card: CardId(STADIUM),
                target: None,
                second: None,
                dice: dice("o"),
            },
        ),
        Err(Illegal::NotEnoughDice { needed: 2, have: 1 })
    );
    assert!(g.pending().of(P0) == Some(DecisionKind::Act));
}
