//! Tests for the later companion cards (伙伴), each played in a real match through the `Game`
//! trait with its effect checked exactly: numbers from the card facts, usages and counters
//! running out, and what it refuses leaving the state untouched.

use tavern_game::{DecisionKind, Game, Seat};
use tavern_gitcg::cards;
use tavern_gitcg::cards::builtin;
use tavern_gitcg::defs::{CardKind, EntityDef, EquipSlot};
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
const LOREMASTER: u32 = 2303;
const GANYU_NORMAL: u32 = 11011;
const GANYU_SKILL: u32 = 11012;
const FROSTFLAKE_ARROW: u32 = 11013;
const GANYU_BURST: u32 = 11014;
const DILUC_SKILL: u32 = 13012;
const KEQING_SKILL: u32 = 14032;
const LOREMASTER_NORMAL: u32 = 23031;
const BURNING_ASSAULT: u32 = 1230311;

// Cards used alongside.
const RAVEN_BOW: u32 = 311201;
const WOLFS_GRAVESTONE: u32 = 311303;
const SPIRIT_OF_OMEN: u32 = 123031;
const STRATEGIZE: u32 = 332004;
const CHANGING_SHIFTS: u32 = 332002;
const PAIMON: u32 = 322001;
const LIYUE_HARBOR_WHARF: u32 = 321001;
const FAVONIUS_CATHEDRAL: u32 = 321006;
const GOLDEN_HOUSE: u32 = 321013;
const SCIONS_OF_THE_CANOPY: u32 = 321024;

// The companions.
const HANACHIRUSATO: u32 = 322013;
const MASTER_ZHANG: u32 = 322018;
const SETARIA: u32 = 322019;
const MAMERE: u32 = 322021;
const JEHT: u32 = 322022;
const SILVER_AND_MELUS: u32 = 322023;
const TAROUMARU: u32 = 322024;
const WHITE_GLOVE: u32 = 322025;
const SIR_ARTHUR: u32 = 322026;
const ATEA: u32 = 322028;

// What they create.
const TAROUMARU_ENRAGED: u32 = 302201;
const TAROUMARUS_SAVINGS: u32 = 302202;
const CALLED_IN_FOR_CLEANUP: u32 = 302203;
const CLEANUP_IN_EFFECT: u32 = 302204;
const SAND_AND_DREAMS: u32 = 302205;

/// The next round's action phase, seat 0 acting alone in it with `d` dice.
fn alone_next_round(g: &mut Gitcg, d: &str) {
    next_round(g);
    p0_acts_alone(g);
    g.set_dice(P0, dice(d));
}

fn entity(id: u32) -> &'static EntityDef {
    cards::entities()
        .iter()
        .copied()
        .find(|e| e.id == id)
        .expect("a known entity")
}

#[test]
fn hanachirusato_lowers_gear_by_two_once_three_summons_left() {
    let hand = [HANACHIRUSATO, WOLFS_GRAVESTONE, RAVEN_BOW];
    let mut g = solo(scenario([GANYU, DILUC, KEQING], &hand, &many('o', 8)));
    play(&mut g, P0, HANACHIRUSATO, None);
    g.put(P0, LocZone::Summon, &builtin::BURNING_FLAME);
    g.put(P1, LocZone::Summon, &builtin::BURNING_FLAME);
    assert_eq!(card_cost(&g, WOLFS_GRAVESTONE, own(1)), 3, "nothing yet");
    alone_next_round(&mut g, &many('o', 8));
    assert_eq!(stock(&g, HANACHIRUSATO), Some(2), "a summon of each side");
    g.put(P0, LocZone::Summon, &builtin::BURNING_FLAME);
    alone_next_round(&mut g, &many('o', 8));
    assert_eq!(stock(&g, HANACHIRUSATO), Some(3));
    assert_eq!(card_cost(&g, RAVEN_BOW, own(0)), 0);
    assert_eq!(card_cost(&g, WOLFS_GRAVESTONE, own(1)), 1);
    play(&mut g, P0, WOLFS_GRAVESTONE, own(1));
    assert!(gone(&g, HANACHIRUSATO));
    assert_eq!(card_cost(&g, RAVEN_BOW, own(0)), 2);
}

#[test]
fn master_zhang_lowers_a_weapon_by_one_plus_one_per_armed_character() {
    let hand = [MASTER_ZHANG, RAVEN_BOW, WOLFS_GRAVESTONE];
    let mut g = solo(scenario([GANYU, DILUC, KEQING], &hand, &many('o', 8)));
    play(&mut g, P0, MASTER_ZHANG, None);
    assert_eq!(card_cost(&g, RAVEN_BOW, own(0)), 1, "nobody armed: 1 less");
    play(&mut g, P0, RAVEN_BOW, own(0));
    assert_eq!(card_cost(&g, WOLFS_GRAVESTONE, own(1)), 3, "once per round");
    alone_next_round(&mut g, &many('o', 8));
    assert_eq!(
        card_cost(&g, WOLFS_GRAVESTONE, own(1)),
        1,
        "Ganyu armed: 2 less"
    );
}

#[test]
fn atea_lowers_a_technique_by_one_but_not_a_skill() {
    let mut g = solo(
        Scenario::new([LOREMASTER, DILUC, KEQING], [GANYU, DILUC, KEQING])
            .hand(0, &[ATEA, SPIRIT_OF_OMEN])
            .dice(0, dice(&many('p', 8))),
    );
    play(&mut g, P0, ATEA, None);
    play(&mut g, P0, SPIRIT_OF_OMEN, own(0));
    assert_eq!(skill_cost_of(&g, P0, LOREMASTER_NORMAL), 3);
    assert_eq!(
        apply(
            &mut g,
            P0,
            Action::UseSkill {
                skill: SkillId(BURNING_ASSAULT),
                dice: dice("pp"),
            },
        )
        .err(),
        Some(Illegal::WrongPayment {
            needed: 1,
            offered: 2
        }),
        "it costs 1 die now"
    );
    act(
        &mut g,
        P0,
        Action::UseSkill {
            skill: SkillId(BURNING_ASSAULT),
            dice: dice("p"),
        },
    );
    assert_eq!(
        support(&g, P0, ATEA).map(|e| e.var),
        Some(1),
        "used this round"
    );
}

#[test]
fn setaria_draws_after_either_sides_action_when_the_hand_is_empty() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .deck(0, &[STRATEGIZE; 4])
        .dice(0, dice("p"))
        .first(1)
        .build();
    g.put(P0, LocZone::Support, entity(SETARIA));
    act(&mut g, P1, Action::DeclareEnd);
    assert_eq!(hand_ids(&g, P0), vec![STRATEGIZE], "the opponent's action");
    assert_eq!(usage(&g, SETARIA), Some(2));
    act(
        &mut g,
        P0,
        Action::Tune {
            card: CardId(STRATEGIZE),
            die: DieFace::Pyro,
        },
    );
    assert_eq!(hand_ids(&g, P0), vec![STRATEGIZE], "its own action");
    assert_eq!(usage(&g, SETARIA), Some(1));
}

#[test]
fn mamere_creates_a_support_or_food_card_after_one_once_a_round() {
    let hand = [MAMERE, PAIMON, LIYUE_HARBOR_WHARF];
    let mut g = solo(scenario([GANYU, DILUC, KEQING], &hand, &many('o', 8)));
    play(&mut g, P0, MAMERE, None);
    assert_eq!(g.player(P0).hand.len(), 2, "Mamere herself does not count");
    play(&mut g, P0, PAIMON, None);
    let hand = hand_ids(&g, P0);
    assert_eq!(hand.len(), 2);
    let made = cards::card(CardId(hand[1])).expect("a card");
    assert!(matches!(
        made.kind,
        CardKind::Food | CardKind::Location | CardKind::Companion | CardKind::Item
    ));
    assert_ne!(made.id, MAMERE);
    assert_eq!(usage(&g, MAMERE), Some(2));
    play(&mut g, P0, LIYUE_HARBOR_WHARF, None);
    assert_eq!(g.player(P0).hand.len(), 1, "once per round");
}

#[test]
fn jeht_counts_supports_lost_in_the_match_and_gives_sand_and_dreams_at_six() {
    let hand = [
        GOLDEN_HOUSE,
        GOLDEN_HOUSE,
        SCIONS_OF_THE_CANOPY,
        SCIONS_OF_THE_CANOPY,
        JEHT,
        HANACHIRUSATO,
    ];
    let mut g = solo(scenario([GANYU, DILUC, KEQING], &hand, &many('c', 12)));
    for id in [LIYUE_HARBOR_WHARF, FAVONIUS_CATHEDRAL, PAIMON, SIR_ARTHUR] {
        g.put(P0, LocZone::Support, entity(id));
    }
    let replace_first = |g: &mut Gitcg, card: u32| {
        play(g, P0, card, None);
        act(g, P0, Action::DiscardSupport { slot: 0 });
    };
    for card in [
        GOLDEN_HOUSE,
        GOLDEN_HOUSE,
        SCIONS_OF_THE_CANOPY,
        SCIONS_OF_THE_CANOPY,
    ] {
        replace_first(&mut g, card);
    }
    replace_first(&mut g, JEHT);
    assert_eq!(stock(&g, JEHT), Some(5), "what the match lost before it");
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, GANYU_BURST);
    assert!(!gone(&g, JEHT), "5 is not enough");
    replace_first(&mut g, HANACHIRUSATO);
    assert_eq!(stock(&g, JEHT), Some(6));
    g.set_energy(P0, 0, 3);
    g.set_dice(P0, dice(&many('c', 8)));
    skill(&mut g, P0, GANYU_BURST);
    assert!(gone(&g, JEHT));
    assert!(attached(&g, P0, 0, SAND_AND_DREAMS).is_some());
    assert_eq!(skill_cost_of(&g, P0, FROSTFLAKE_ARROW), 5 - 3);
    skill(&mut g, P0, FROSTFLAKE_ARROW);
    assert!(attached(&g, P0, 0, SAND_AND_DREAMS).is_none_or(|e| e.dead));
}

#[test]
fn silver_and_melus_counts_elements_the_opponent_took_and_draws_that_many() {
    let mut g = solo(
        scenario([GANYU, DILUC, KEQING], &[SILVER_AND_MELUS], &many('o', 16))
            .deck(0, &[STRATEGIZE; 12]),
    );
    skill(&mut g, P0, GANYU_SKILL);
    play(&mut g, P0, SILVER_AND_MELUS, None);
    assert_eq!(stock(&g, SILVER_AND_MELUS), Some(1), "Cryo before it came");
    act(
        &mut g,
        P0,
        Action::Switch {
            slot: 1,
            dice: dice("o"),
        },
    );
    skill(&mut g, P0, DILUC_SKILL);
    assert_eq!(stock(&g, SILVER_AND_MELUS), Some(2));
    alone_next_round(&mut g, &many('o', 8));
    assert_eq!(g.player(P0).hand.len(), 2, "2 kinds: no draw");
    act(
        &mut g,
        P0,
        Action::Switch {
            slot: 2,
            dice: dice("o"),
        },
    );
    skill(&mut g, P0, KEQING_SKILL);
    assert_eq!(stock(&g, SILVER_AND_MELUS), Some(3));
    let hand = g.player(P0).hand.len();
    next_round(&mut g);
    assert!(support(&g, P0, SILVER_AND_MELUS).is_none());
    assert_eq!(g.player(P0).hand.len(), hand + 3 + 2, "3, then the usual 2");
}

#[test]
fn taroumaru_seeds_the_deck_and_turns_enraged_after_two_savings() {
    let mut g =
        solo(scenario([GANYU, DILUC, KEQING], &[TAROUMARU], "oo").deck(0, &[STRATEGIZE; 4]));
    play(&mut g, P0, TAROUMARU, None);
    let deck: Vec<u32> = g.player(P0).deck.iter().map(|c| c.id).collect();
    assert_eq!(deck.len(), 8);
    assert_eq!(deck.iter().filter(|&&c| c == TAROUMARUS_SAVINGS).count(), 4);
    assert_ne!(deck[7], TAROUMARUS_SAVINGS, "spread through the deck");
    give(&mut g, P0, TAROUMARUS_SAVINGS);
    give(&mut g, P0, TAROUMARUS_SAVINGS);
    play(&mut g, P0, TAROUMARUS_SAVINGS, None);
    assert_eq!(dice_of(&g, P0), dice("o"), "1 Omni die");
    assert_eq!(stock(&g, TAROUMARU), Some(1));
    play(&mut g, P0, TAROUMARUS_SAVINGS, None);
    assert!(gone(&g, TAROUMARU));
    let enraged = g.player(P0).summons[0];
    assert_eq!((enraged.def.id, enraged.usage), (TAROUMARU_ENRAGED, 2));
    next_round(&mut g);
    assert_eq!(hp(&g, P1, 0), 10 - 2, "End Phase: 2 Physical");
}

#[test]
fn the_white_glove_seeds_cleanup_near_the_top_and_draws_at_its_last_usage() {
    let mut g =
        solo(scenario([GANYU, DILUC, KEQING], &[WHITE_GLOVE], "").deck(0, &[STRATEGIZE; 8]));
    play(&mut g, P0, WHITE_GLOVE, None);
    next_round(&mut g);
    let deck: Vec<u32> = g.player(P0).deck.iter().map(|c| c.id).collect();
    let cleanups = |d: &[u32]| d.iter().filter(|&&c| c == CALLED_IN_FOR_CLEANUP).count();
    let hand = hand_ids(&g, P0);
    assert_eq!(hand.len(), 2, "the usual 2 only");
    assert_eq!(cleanups(&deck) + cleanups(&hand), 1);
    assert_eq!(
        cleanups(&deck[deck.len() - 3..]) + cleanups(&hand),
        1,
        "among the top 5"
    );
    assert_eq!(usage(&g, WHITE_GLOVE), Some(1));
    next_round(&mut g);
    assert_eq!(g.player(P0).hand.len(), 2 + 1 + 2, "its last usage draws 1");
    assert!(support(&g, P0, WHITE_GLOVE).is_none());
}

#[test]
fn called_in_for_cleanup_raises_the_next_hit_of_the_active_character_up_to_two() {
    let mut g = solo(scenario([GANYU, DILUC, KEQING], &[], "ccc"));
    for _ in 0..3 {
        give(&mut g, P0, CALLED_IN_FOR_CLEANUP);
    }
    for _ in 0..3 {
        play(&mut g, P0, CALLED_IN_FOR_CLEANUP, None);
    }
    assert_eq!(combat(&g, P0, CLEANUP_IN_EFFECT).map(|e| e.usage), Some(2));
    skill(&mut g, P0, GANYU_NORMAL);
    assert_eq!(hp(&g, P1, 0), 10 - 2 - 2);
    assert!(combat(&g, P0, CLEANUP_IN_EFFECT).is_none_or(|e| e.dead));
}

#[test]
fn sir_arthur_copies_the_top_of_the_opponents_deck_after_two_clues() {
    let mut g = solo(
        scenario(
            [GANYU, DILUC, KEQING],
            &[SIR_ARTHUR, STRATEGIZE, STRATEGIZE, STRATEGIZE],
            "ppp",
        )
        .deck(0, &[STRATEGIZE; 4])
        .deck(1, &[PAIMON, CHANGING_SHIFTS, PAIMON, CHANGING_SHIFTS]),
    );
    play(&mut g, P0, SIR_ARTHUR, None);
    let tune = Action::Tune {
        card: CardId(STRATEGIZE),
        die: DieFace::Pyro,
    };
    for clues in [1, 2, 2] {
        act(&mut g, P0, tune);
        assert_eq!(stock(&g, SIR_ARTHUR), Some(clues), "up to 2");
    }
    next_round(&mut g);
    assert_eq!(stock(&g, SIR_ARTHUR), Some(0));
    assert_eq!(
        hand_ids(&g, P0),
        vec![CHANGING_SHIFTS, STRATEGIZE, STRATEGIZE]
    );
    assert_eq!(
        g.player(P1).deck.len(),
        4 - 2,
        "a copy: the opponent keeps it"
    );
}

// ---------------------------------------------------------------- Serene

const SERENE: u32 = 322027;
const SERENES_SUPPORT: u32 = 302206;
const LAUMES_SUPPORT: u32 = 302207;
const COSANZEANAS_SUPPORT: u32 = 302208;
const CANOTILAS_SUPPORT: u32 = 302209;
const THIRONAS_SUPPORT: u32 = 302210;
const SLUASIS_SUPPORT: u32 = 302211;
const VIRDAS_SUPPORT: u32 = 302212;
const PUCAS_SUPPORT: u32 = 302213;
const TOPYASS_SUPPORT: u32 = 302214;
const LUTINES_SUPPORT: u32 = 302215;
const TOPYASS_GOODWILL: u32 = 302216;
const LUTINES_GOODWILL: u32 = 302217;
const THIRONAS_GOODWILL: u32 = 302219;

/// The kinds of the cards of seat 0's hand after the first `skip`.
fn kinds_after(g: &Gitcg, skip: usize) -> Vec<CardKind> {
    g.player(P0).hand[skip..].iter().map(|c| c.kind).collect()
}

#[test]
fn serene_hands_out_a_random_melusine_support_once_a_round() {
    let mut g = solo(scenario(
        [GANYU, DILUC, KEQING],
        &[SERENE, STRATEGIZE],
        "oooo",
    ));
    play(&mut g, P0, SERENE, None);
    let supports = [
        SERENES_SUPPORT,
        LAUMES_SUPPORT,
        COSANZEANAS_SUPPORT,
        CANOTILAS_SUPPORT,
        THIRONAS_SUPPORT,
        SLUASIS_SUPPORT,
        VIRDAS_SUPPORT,
        PUCAS_SUPPORT,
        TOPYASS_SUPPORT,
        LUTINES_SUPPORT,
    ];
    let hand = hand_ids(&g, P0);
    assert_eq!(hand.len(), 2);
    assert!(supports.contains(&hand[1]), "right after she enters");
    assert_eq!(usage(&g, SERENE), Some(2));
    play(&mut g, P0, STRATEGIZE, None);
    assert_eq!(hand_ids(&g, P0), vec![hand[1]], "once per round");
}

#[test]
fn serene_laume_and_cosanzeana_give_two_food_artifact_or_weapon_cards() {
    let mut g = solo(scenario([GANYU, DILUC, KEQING], &[], ""));
    let weapon = |k: &CardKind| matches!(k, CardKind::Equipment(EquipSlot::Weapon(_)));
    for (card, fits) in [
        (
            SERENES_SUPPORT,
            (|k: &CardKind| *k == CardKind::Food) as fn(&CardKind) -> bool,
        ),
        (LAUMES_SUPPORT, |k| {
            *k == CardKind::Equipment(EquipSlot::Artifact)
        }),
        (COSANZEANAS_SUPPORT, weapon),
    ] {
        g.player_mut(P0).hand.clear();
        give(&mut g, P0, card);
        play(&mut g, P0, card, None);
        let kinds = kinds_after(&g, 0);
        assert_eq!(kinds.len(), 2, "card {card}");
        assert!(kinds.iter().all(fits), "card {card}: {kinds:?}");
    }
}

#[test]
fn canotilas_support_costs_a_die_and_gives_two_event_cards() {
    let mut g = solo(scenario([GANYU, DILUC, KEQING], &[], "o"));
    give(&mut g, P0, CANOTILAS_SUPPORT);
    assert_eq!(card_cost(&g, CANOTILAS_SUPPORT, None), 1);
    play(&mut g, P0, CANOTILAS_SUPPORT, None);
    assert_eq!(kinds_after(&g, 0), vec![CardKind::Event; 2]);
}

#[test]
fn thironas_goodwill_gives_an_event_card_at_each_of_three_round_ends() {
    let mut g = solo(scenario([GANYU, DILUC, KEQING], &[], ""));
    give(&mut g, P0, THIRONAS_SUPPORT);
    play(&mut g, P0, THIRONAS_SUPPORT, None);
    assert_eq!(combat(&g, P0, THIRONAS_GOODWILL).map(|e| e.usage), Some(3));
    next_round(&mut g);
    assert_eq!(
        kinds_after(&g, 0),
        vec![CardKind::Event],
        "an empty deck draws nothing"
    );
    assert_eq!(combat(&g, P0, THIRONAS_GOODWILL).map(|e| e.usage), Some(2));
}

#[test]
fn sluasis_support_copies_the_top_three_cards_of_the_opponents_deck() {
    let mut g = solo(
        scenario([GANYU, DILUC, KEQING], &[], "o")
            .deck(1, &[STRATEGIZE, PAIMON, CHANGING_SHIFTS, GOLDEN_HOUSE]),
    );
    give(&mut g, P0, SLUASIS_SUPPORT);
    play(&mut g, P0, SLUASIS_SUPPORT, None);
    assert_eq!(
        hand_ids(&g, P0),
        vec![GOLDEN_HOUSE, CHANGING_SHIFTS, PAIMON]
    );
    assert_eq!(g.player(P1).deck.len(), 4);
}

#[test]
fn virdas_support_gives_two_legends_and_both_players_their_legend_again() {
    let mut g = solo(scenario([GANYU, DILUC, KEQING], &[], "oo"));
    g.player_mut(P0).legend_used = true;
    g.player_mut(P1).legend_used = true;
    give(&mut g, P0, VIRDAS_SUPPORT);
    assert_eq!(card_cost(&g, VIRDAS_SUPPORT, None), 2);
    play(&mut g, P0, VIRDAS_SUPPORT, None);
    assert_eq!(kinds_after(&g, 0), vec![CardKind::Legend; 2]);
    assert!(!g.player(P0).legend_used && !g.player(P1).legend_used);
}

#[test]
fn pucas_support_fills_both_support_zones_with_companions() {
    let mut g = solo(scenario([GANYU, DILUC, KEQING], &[], ""));
    g.put(P0, LocZone::Support, entity(LIYUE_HARBOR_WHARF));
    give(&mut g, P0, PUCAS_SUPPORT);
    play(&mut g, P0, PUCAS_SUPPORT, None);
    for seat in [P0, P1] {
        let supports = &g.player(seat).supports;
        assert_eq!(supports.iter().filter(|e| !e.dead).count(), 4);
        let companions = supports.iter().filter(|e| {
            cards::card(CardId(e.def.id)).is_some_and(|c| c.kind == CardKind::Companion)
        });
        assert_eq!(companions.count(), if seat == P0 { 3 } else { 4 });
    }
}

#[test]
fn topyass_support_draws_two_and_both_sides_discard_or_draw_after_each_card() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[STRATEGIZE])
        .dice(0, dice("o"))
        .deck(0, &[CHANGING_SHIFTS; 8])
        .build();
    give(&mut g, P0, TOPYASS_SUPPORT);
    play(&mut g, P0, TOPYASS_SUPPORT, None);
    assert_eq!(
        g.player(P0).hand.len(),
        1 + 2,
        "its own card sets nothing off"
    );
    assert!(combat(&g, P0, TOPYASS_GOODWILL).is_some());
    assert!(combat(&g, P1, TOPYASS_GOODWILL).is_some());
    play(&mut g, P0, STRATEGIZE, None);
    let hand = g.player(P0).hand.len();
    assert!(
        hand == 2 + 2 - 1 || hand == 2 + 2 + 1,
        "one discarded or drawn: {hand}"
    );
}

#[test]
fn lutines_support_draws_two_and_skills_then_heal_or_pierce_their_user() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .dice(0, dice("ccc"))
        .deck(0, &[CHANGING_SHIFTS; 4])
        .build();
    give(&mut g, P0, LUTINES_SUPPORT);
    play(&mut g, P0, LUTINES_SUPPORT, None);
    assert_eq!(g.player(P0).hand.len(), 2);
    assert_eq!(combat(&g, P1, LUTINES_GOODWILL).map(|e| e.usage), Some(2));
    g.set_hp(P0, 0, 5);
    skill(&mut g, P0, GANYU_NORMAL);
    assert!([3, 7].contains(&hp(&g, P0, 0)), "healed 2 or pierced 2");
    assert_eq!(combat(&g, P0, LUTINES_GOODWILL).map(|e| e.usage), Some(1));
}
