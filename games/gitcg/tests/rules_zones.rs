//! Rule tests for zones and their limits: summons (4, refreshing), supports (4, choosing one
//! to discard), equipment slots, food and satiated, Arcane Legends, hand and dice caps.

mod common;

use common::*;
use tavern_game::{DecisionKind, Game, Seat};
use tavern_gitcg::defs::{EntityDef, EntityKind};
use tavern_gitcg::state::LocZone;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::{Gitcg, Illegal};
use tavern_protocol::gitcg::{Action, CardId, Side, Target};

/// 派蒙 Paimon (3 same dice).
const PAIMON: u32 = 322001;
/// 提米 Timmie (free).
const TIMMIE: u32 = 322007;
/// 立本 Liben (free).
const LIBEN: u32 = 322008;
/// 鸦羽弓 Raven Bow (2 same dice).
const RAVEN_BOW: u32 = 311201;
/// 赌徒的耳环 Gambler's Earrings (1 same die).
const GAMBLERS_EARRINGS: u32 = 312004;
/// 教官的帽子 Instructor's Cap (2 dice).
const INSTRUCTORS_CAP: u32 = 312005;
/// 甜甜花酿鸡 Sweet Madame (free, heals 1).
const SWEET_MADAME: u32 = 333005;
/// 绝云锅巴 Jueyun Guoba (free).
const JUEYUN_GUOBA: u32 = 333001;
/// 磐岩盟契 Covenant of Rock (Arcane Legend, only with no dice).
const COVENANT_OF_ROCK: u32 = 330002;
/// 旧时庭园 Ancient Courtyard (Arcane Legend).
const ANCIENT_COURTYARD: u32 = 330001;
/// 元素共鸣：交织之冰 Woven Ice (1 Cryo die).
const WOVEN_ICE: u32 = 331101;
/// 运筹帷幄 Strategize (1 same die, draw 2).
const STRATEGIZE: u32 = 332004;

/// Test summons with no behaviour, to fill the summon zone.
static FILLERS: [EntityDef; 4] = [
    filler(9_000_201),
    filler(9_000_202),
    filler(9_000_203),
    filler(9_000_204),
];

const fn filler(id: u32) -> EntityDef {
    EntityDef {
        id,
        name: "Filler",
        kind: EntityKind::Summon,
        usage: 9,
        ..EntityDef::BLANK
    }
}

fn play(g: &mut Gitcg, seat: Seat, card: u32, target: Option<Target>, pay: &str) {
    act(
        g,
        seat,
        Action::PlayCard {
            second: None,
            card: CardId(card),
            target,
            dice: dice(pay),
        },
    );
}

fn try_play(
    g: &mut Gitcg,
    seat: Seat,
    card: u32,
    target: Option<Target>,
    pay: &str,
) -> Result<Vec<tavern_protocol::gitcg::Event>, Illegal> {
    try_act(
        g,
        seat,
        Action::PlayCard {
            second: None,
            card: CardId(card),
            target,
            dice: dice(pay),
        },
    )
}

fn own(slot: u8) -> Option<Target> {
    Some(Target::Character {
        side: Side::Own,
        slot,
    })
}

fn supports(g: &Gitcg, seat: Seat) -> Vec<u32> {
    side(g, seat).supports.iter().map(|e| e.id.0).collect()
}

fn equipment(g: &Gitcg, seat: Seat, slot: u8) -> Vec<u32> {
    side(g, seat).characters[slot as usize]
        .equipment
        .iter()
        .map(|e| e.id.0)
        .collect()
}

fn with_hand(hand: &[u32], d: &str) -> Gitcg {
    Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, hand)
        .dice(0, dice(d))
        .dice(1, dice(d))
        .build()
}

// ---- Summons ---------------------------------------------------------------------------

#[test]
fn a_full_summon_zone_of_four_creates_no_new_summon() {
    let mut g = trio("ccc").build();
    for f in &FILLERS {
        g.put(P0, LocZone::Summon, f);
    }
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, GANYU_BURST, "ccc");
    let ids: Vec<u32> = summons(&g, P0).iter().map(|s| s.0).collect();
    assert_eq!(ids, FILLERS.iter().map(|f| f.id).collect::<Vec<_>>());
    assert_eq!(
        hps(&g, P1),
        [8, 9, 9],
        "the rest of the skill still happens"
    );
}

#[test]
fn summoning_an_existing_summon_refreshes_its_usages_even_when_full() {
    let mut g = trio("cccccc").build();
    for f in &FILLERS[..3] {
        g.put(P0, LocZone::Summon, f);
    }
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, GANYU_BURST, "ccc");
    end(&mut g, P1);
    end(&mut g, P0);
    keep_dice(&mut g);
    assert_eq!(
        summons(&g, P0)[3],
        (111011, Some(1)),
        "Sacred Cryo Pearl spent one"
    );
    g.set_energy(P0, 0, 3);
    g.set_dice(P0, dice("ccc"));
    if g.turn() == P1 {
        end(&mut g, P1);
    }
    skill(&mut g, P0, GANYU_BURST, "ccc");
    let s = summons(&g, P0);
    assert_eq!(s.len(), 4);
    assert_eq!(
        s[3],
        (111011, Some(2)),
        "refreshed in place, not a fifth summon"
    );
}

// ---- Supports --------------------------------------------------------------------------

#[test]
fn two_copies_of_a_support_take_two_places() {
    let mut g = with_hand(&[LIBEN, LIBEN], "");
    play(&mut g, P0, LIBEN, None, "");
    play(&mut g, P0, LIBEN, None, "");
    assert_eq!(supports(&g, P0), vec![LIBEN, LIBEN]);
}

#[test]
fn a_fifth_support_asks_which_support_to_discard() {
    let mut g = with_hand(&[LIBEN, TIMMIE, LIBEN, TIMMIE, PAIMON], "ppp");
    play(&mut g, P0, LIBEN, None, "");
    play(&mut g, P0, TIMMIE, None, "");
    play(&mut g, P0, LIBEN, None, "");
    play(&mut g, P0, TIMMIE, None, "");
    assert_eq!(supports(&g, P0), vec![LIBEN, TIMMIE, LIBEN, TIMMIE]);
    play(&mut g, P0, PAIMON, None, "ppp");
    assert_eq!(g.pending().of(P0), Some(DecisionKind::DiscardSupport));
    assert_eq!(
        legal(&g, P0),
        (0..4)
            .map(|slot| Action::DiscardSupport { slot })
            .collect::<Vec<_>>()
    );
    assert_eq!(
        try_act(&mut g, P0, Action::DeclareEnd),
        Err(Illegal::WrongDecision {
            expected: DecisionKind::DiscardSupport
        })
    );
    assert_eq!(
        try_act(&mut g, P0, Action::DiscardSupport { slot: 4 }),
        Err(Illegal::NoSuchSupport(4))
    );
    act(&mut g, P0, Action::DiscardSupport { slot: 1 });
    assert_eq!(supports(&g, P0), vec![LIBEN, LIBEN, TIMMIE, PAIMON]);
    assert_eq!(
        g.pending().of(P0),
        Some(DecisionKind::Act),
        "still seat 0's turn"
    );
}

#[test]
fn discarding_a_support_is_only_asked_when_the_zone_is_full() {
    let mut g = with_hand(&[LIBEN], "");
    assert_eq!(
        try_act(&mut g, P0, Action::DiscardSupport { slot: 0 }),
        Err(Illegal::WrongDecision {
            expected: DecisionKind::Act
        })
    );
}

// ---- Equipment -------------------------------------------------------------------------

#[test]
fn a_new_weapon_or_artifact_replaces_the_old_one_of_its_slot() {
    let mut g = with_hand(
        &[RAVEN_BOW, RAVEN_BOW, GAMBLERS_EARRINGS, INSTRUCTORS_CAP],
        "cccccoo",
    );
    play(&mut g, P0, RAVEN_BOW, own(0), "cc");
    play(&mut g, P0, GAMBLERS_EARRINGS, own(0), "c");
    assert_eq!(equipment(&g, P0, 0), vec![RAVEN_BOW, GAMBLERS_EARRINGS]);
    play(&mut g, P0, INSTRUCTORS_CAP, own(0), "oo");
    assert_eq!(
        equipment(&g, P0, 0),
        vec![RAVEN_BOW, INSTRUCTORS_CAP],
        "one artifact at a time"
    );
    play(&mut g, P0, RAVEN_BOW, own(0), "cc");
    assert_eq!(
        equipment(&g, P0, 0),
        vec![INSTRUCTORS_CAP, RAVEN_BOW],
        "one weapon at a time: the new copy replaced the old"
    );
    assert_eq!(g.turn(), P0, "equipping is a fast action");
}

#[test]
fn re_equipping_the_same_card_replaces_it_with_a_fresh_one() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[INSTRUCTORS_CAP, INSTRUCTORS_CAP])
        .dice(0, dice("ooccccccccccccc"))
        .first(1)
        .build();
    end(&mut g, P1);
    play(&mut g, P0, INSTRUCTORS_CAP, own(0), "oo");
    // Instructor's Cap: after its wearer triggers a reaction, 1 die of its element, three
    // times per round. Ganyu melts Pyro three times and gets three Cryo dice back.
    let melt = |g: &mut Gitcg| {
        g.set_hp(P1, 0, 10);
        g.set_aura(P1, 0, tavern_protocol::gitcg::Element::Pyro);
        let before = side(g, P0).dice_count;
        skill(g, P0, GANYU_SKILL, "ccc");
        side(g, P0).dice_count + 3 - before
    };
    assert_eq!([melt(&mut g), melt(&mut g), melt(&mut g)], [1, 1, 1]);
    assert_eq!(melt(&mut g), 0, "the cap is spent for this round");
    g.set_dice(P0, dice("ccccc"));
    play(&mut g, P0, INSTRUCTORS_CAP, own(0), "cc");
    assert_eq!(equipment(&g, P0, 0), vec![INSTRUCTORS_CAP]);
    assert_eq!(
        melt(&mut g),
        1,
        "the new cap is a new card with its own count"
    );
}

#[test]
fn a_weapon_needs_a_character_of_its_weapon_type() {
    let mut g = with_hand(&[RAVEN_BOW], "cc");
    assert_eq!(
        try_play(&mut g, P0, RAVEN_BOW, own(1), "cc"),
        Err(Illegal::CannotPlay("the character cannot use this weapon"))
    );
    assert_eq!(
        try_play(
            &mut g,
            P0,
            RAVEN_BOW,
            Some(Target::Character {
                side: Side::Opponent,
                slot: 0
            }),
            "cc"
        ),
        Err(Illegal::BadTarget)
    );
    assert_eq!(
        try_play(&mut g, P0, RAVEN_BOW, None, "cc"),
        Err(Illegal::BadTarget)
    );
}

#[test]
fn a_talent_weapon_and_artifact_are_worn_together() {
    let mut g = with_hand(
        &[RAVEN_BOW, GAMBLERS_EARRINGS, UNDIVIDED_HEART],
        "ccccccccc",
    );
    play(&mut g, P0, RAVEN_BOW, own(0), "cc");
    play(&mut g, P0, GAMBLERS_EARRINGS, own(0), "c");
    play(&mut g, P0, UNDIVIDED_HEART, own(0), "ccccc");
    assert_eq!(
        equipment(&g, P0, 0),
        vec![RAVEN_BOW, GAMBLERS_EARRINGS, UNDIVIDED_HEART]
    );
}

// ---- Food ------------------------------------------------------------------------------

#[test]
fn food_makes_the_character_satiated_and_a_satiated_character_cannot_eat() {
    let mut g = with_hand(&[SWEET_MADAME, JUEYUN_GUOBA, JUEYUN_GUOBA], "");
    g.set_hp(P0, 0, 5);
    play(&mut g, P0, SWEET_MADAME, own(0), "");
    assert_eq!(hp(&g, P0, 0), 6);
    assert!(statuses(&g, P0, 0).contains(&303300), "satiated");
    assert_eq!(g.turn(), P0, "food is a fast action");
    assert_eq!(
        try_play(&mut g, P0, JUEYUN_GUOBA, own(0), ""),
        Err(Illegal::CannotPlay("the character is satiated"))
    );
    assert!(!legal(&g, P0).iter().any(|a| matches!(
        a,
        Action::PlayCard { target, .. } if *target == own(0)
    )));
    play(&mut g, P0, JUEYUN_GUOBA, own(1), "");
    assert!(statuses(&g, P0, 1).contains(&303300));
}

#[test]
fn satiated_ends_with_the_round() {
    let mut g = with_hand(&[SWEET_MADAME, JUEYUN_GUOBA], "");
    g.set_hp(P0, 0, 8);
    play(&mut g, P0, SWEET_MADAME, own(0), "");
    end(&mut g, P0);
    end(&mut g, P1);
    keep_dice(&mut g);
    assert!(!statuses(&g, P0, 0).contains(&303300));
    assert_eq!(g.turn(), P0, "seat 0 declared first");
    play(&mut g, P0, JUEYUN_GUOBA, own(0), "");
    assert!(statuses(&g, P0, 0).contains(&303300));
}

// ---- Arcane Legends, fast cards, caps --------------------------------------------------

#[test]
fn each_player_may_play_one_arcane_legend_per_game() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[RAVEN_BOW, COVENANT_OF_ROCK, ANCIENT_COURTYARD])
        .hand(1, &[COVENANT_OF_ROCK])
        .dice(0, dice("cc"))
        .build();
    // Ancient Courtyard needs a weapon or artifact worn and Covenant of Rock needs no dice
    // left: after the bow, both could be played but for the once-per-game rule.
    play(&mut g, P0, RAVEN_BOW, own(0), "cc");
    play(&mut g, P0, COVENANT_OF_ROCK, None, "");
    assert_eq!(side(&g, P0).dice_count, 2, "two dice of different elements");
    assert!(side(&g, P0).legend_used);
    assert!(!side(&g, P1).legend_used);
    assert_eq!(
        try_play(&mut g, P0, ANCIENT_COURTYARD, None, ""),
        Err(Illegal::LegendUsed)
    );
    assert!(!legal(&g, P0).iter().any(|a| matches!(
        a,
        Action::PlayCard { card, .. } if *card == CardId(ANCIENT_COURTYARD)
    )));
    end(&mut g, P0);
    // The opponent still has its own.
    play(&mut g, P1, COVENANT_OF_ROCK, None, "");
    assert!(side(&g, P1).legend_used);
    // And the rule lasts the whole match.
    end(&mut g, P1);
    keep_dice(&mut g);
    assert_eq!(g.turn(), P0);
    assert_eq!(
        try_play(&mut g, P0, ANCIENT_COURTYARD, None, ""),
        Err(Illegal::LegendUsed)
    );
}

#[test]
fn playing_an_ordinary_card_is_a_fast_action() {
    let mut g = with_hand(&[STRATEGIZE], "p");
    play(&mut g, P0, STRATEGIZE, None, "p");
    assert_eq!(g.turn(), P0);
    assert_eq!(g.pending().of(P0), Some(DecisionKind::Act));
}

#[test]
fn dice_are_capped_at_sixteen() {
    let mut g = with_hand(&[WOVEN_ICE, WOVEN_ICE], "ooooooooooooooo");
    play(&mut g, P0, WOVEN_ICE, None, "");
    assert_eq!(side(&g, P0).dice_count, 16);
    play(&mut g, P0, WOVEN_ICE, None, "");
    assert_eq!(side(&g, P0).dice_count, 16, "the 17th die is lost");
    assert_eq!(dice_of(&g, P0), dice("oooooooooooooooc"));
}

#[test]
fn paying_a_same_element_cost_needs_one_element_or_omni() {
    let mut g = with_hand(&[PAIMON], "pphho");
    assert_eq!(
        try_play(&mut g, P0, PAIMON, None, "pph"),
        Err(Illegal::NotSameElement {
            needed: 3,
            offered: 2
        })
    );
    play(&mut g, P0, PAIMON, None, "ppo");
    assert_eq!(dice_of(&g, P0), dice("hh"));
}

/// 提瓦特煎蛋 Teyvat Fried Egg (2 same dice, revives with 1 HP).
const TEYVAT_FRIED_EGG: u32 = 333009;

#[test]
fn only_one_reviving_food_may_be_played_each_round() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[TEYVAT_FRIED_EGG, TEYVAT_FRIED_EGG])
        .dice(0, dice("pppp"))
        .dice(1, dice("ccc"))
        .first(1)
        .build();
    g.set_hp(P0, 1, 1);
    g.set_hp(P0, 2, 1);
    g.set_energy(P1, 0, 3);
    // Celestial Shower's piercing knocks out seat 0's Diluc and Keqing.
    skill(&mut g, P1, GANYU_BURST, "ccc");
    assert_eq!(hps(&g, P0), [8, 0, 0]);
    assert_eq!(
        try_play(&mut g, P0, TEYVAT_FRIED_EGG, own(0), "pp"),
        Err(Illegal::BadTarget),
        "only a knocked-out character can be revived"
    );
    play(&mut g, P0, TEYVAT_FRIED_EGG, own(1), "pp");
    let diluc = &side(&g, P0).characters[1];
    assert!(diluc.alive);
    assert_eq!(diluc.hp, 1);
    assert!(
        statuses(&g, P0, 1).contains(&303300),
        "the revived character ate"
    );
    assert_eq!(
        try_play(&mut g, P0, TEYVAT_FRIED_EGG, own(2), "pp"),
        Err(Illegal::CannotPlay(
            "a revive food was already played this round"
        ))
    );
    end(&mut g, P0);
    end(&mut g, P1);
    keep_dice(&mut g);
    g.set_dice(P0, dice("pp"));
    if g.turn() == P1 {
        end(&mut g, P1);
    }
    play(&mut g, P0, TEYVAT_FRIED_EGG, own(2), "pp");
    assert_eq!(hps(&g, P0)[2], 1, "a new round allows another");
}

#[test]
fn a_card_created_into_a_full_hand_is_burned() {
    let mut g = Scenario::new([KEQING, DILUC, GANYU], [GANYU, DILUC, KEQING])
        .hand(0, &[LIBEN; 10])
        .dice(0, dice("eee"))
        .build();
    let events = skill(&mut g, P0, KEQING_SKILL, "eee");
    assert!(events.contains(&tavern_protocol::gitcg::Event::CardBurned {
        seat: P0,
        card: Some(CardId(LIGHTNING_STILETTO))
    }));
    assert_eq!(side(&g, P0).hand_count, 10);
}

#[test]
fn each_card_drawn_into_the_hand_is_a_draw_and_a_burned_one_is_not() {
    // Freminet's Pers Timer counts the side's draws (trig::DREW) in its stock.
    let mut g = Scenario::new([1112, DILUC, GANYU], [GANYU, DILUC, KEQING])
        .hand(0, &[LIBEN; 8])
        .deck(0, &[LIBEN; 4])
        .dice(0, dice("ccc"))
        .build();
    skill(&mut g, P0, tavern_protocol::gitcg::SkillId(11122), "ccc");
    let timer = |g: &Gitcg| {
        g.character(P0, 0)
            .attached
            .iter()
            .find(|e| e.def.id == 111121)
            .map(|e| e.stock)
    };
    assert_eq!(timer(&g), Some(0));
    g.draw(P0, 4);
    assert_eq!(side(&g, P0).hand_count, 10);
    assert_eq!(timer(&g), Some(2), "two reached the hand, two were burned");
}
