//! Tests for the food cards that arrived in 5.4–5.8, each eaten in a real match through the
//! `Game` trait and its text checked with exact numbers, refusals leaving the state untouched.

use tavern_game::{DecisionKind, Game, Seat, Viewer};
use tavern_gitcg::cards;
use tavern_gitcg::state::LocZone;
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

// Characters and skills.
const GANYU: u32 = 1101;
const DILUC: u32 = 1301;
const KEQING: u32 = 1403;
const CANDACE: u32 = 1207;
const GANYU_NORMAL: u32 = 11011;
const GANYU_SKILL: u32 = 11012;
const HERONS_SANCTUM: u32 = 12072;

// Cards and entities used alongside.
const STRATEGIZE: u32 = 332004;
const TOY_GUARD: u32 = 301028;
const POP_UP_PAPER_FROG: u32 = 301030;
const SATIATED: u32 = 303300;

// The food and what it leaves.
const HOT_SPRING_OCLOCK: u32 = 333019;
const MYSTIQUE_SOUP: u32 = 333020;
const HEALING: u32 = 333021;
const PROVIDENCE: u32 = 333022;
const FURY: u32 = 333023;
const SERENITY: u32 = 333024;
const SOOTHING: u32 = 333025;
const INSPIRATION: u32 = 333026;
const PROVIDENCE_STATUS: u32 = 303317;
const SING_YOUR_HEART_OUT: u32 = 333027;
const SING_YOUR_HEART_OUT_STATUS: u32 = 303321;
const HARVESTS_BOON: u32 = 333028;
const HARVESTS_BOON_STATUS: u32 = 303322;

/// Puts the entity `id` in play for `seat`.
fn put(g: &mut Gitcg, seat: Seat, zone: LocZone, id: u32) {
    let def = cards::entities()
        .iter()
        .find(|e| e.id == id)
        .unwrap_or_else(|| panic!("entity {id}"));
    g.put(seat, zone, def);
}

#[test]
fn hot_spring_oclock_heals_one_more_for_each_summon() {
    let mut g = trio(&[HOT_SPRING_OCLOCK], "c");
    put(&mut g, P0, LocZone::Summon, TOY_GUARD);
    put(&mut g, P0, LocZone::Summon, POP_UP_PAPER_FROG);
    g.set_hp(P0, 1, 3);
    play(&mut g, P0, HOT_SPRING_OCLOCK, own(1));
    assert_eq!(hp(&g, P0, 1), 3 + 1 + 2);
    assert!(attached(&g, P0, 1, SATIATED).is_some());
}

#[test]
fn hot_spring_oclock_is_refused_on_a_character_that_is_not_injured() {
    let mut g = trio(&[HOT_SPRING_OCLOCK], "c");
    assert_eq!(
        try_play(&mut g, HOT_SPRING_OCLOCK, own(0), "c"),
        Err(Illegal::CannotPlay("the character is not injured"))
    );
    assert_eq!(card_payment(&g, P0, HOT_SPRING_OCLOCK, own(0)), None);
}

/// Seat 0 (Ganyu at 5 HP, seat 1 to act after) has eaten Mystique Soup on the character in
/// `slot` and picked `effect`: the first seed whose offer holds it (the offer is random).
fn soup(slot: u8, effect: u32) -> Gitcg {
    for seed in 1..500 {
        let mut g = scenario([GANYU, DILUC, KEQING], &[MYSTIQUE_SOUP], "ccccccc")
            .dice(1, dice("ccccccc"))
            .seed(seed)
            .build();
        g.set_hp(P0, slot, 5);
        play(&mut g, P0, MYSTIQUE_SOUP, own(slot));
        let options = g.view(Viewer::Seat { seat: P0 }).players[0].picking.clone();
        assert_eq!(options.len(), 3);
        if let Some(k) = options.iter().position(|c| c.0 == effect) {
            act(&mut g, P0, Action::Pick { option: k as u8 });
            return g;
        }
    }
    panic!("no seed offers {effect}");
}

#[test]
fn mystique_soup_offers_three_of_its_six_effects_before_anything_else() {
    let mut g = trio(&[MYSTIQUE_SOUP], "c");
    play(&mut g, P0, MYSTIQUE_SOUP, own(0));
    assert_eq!(g.pending().of(P0), Some(DecisionKind::Pick));
    let options = g.view(Viewer::Seat { seat: P1 }).players[0].picking.clone();
    let six = [HEALING, PROVIDENCE, FURY, SERENITY, SOOTHING, INSPIRATION];
    assert_eq!(options.len(), 3);
    assert!(options.iter().all(|c| six.contains(&c.0)));
    assert!(options[0] != options[1] && options[1] != options[2] && options[0] != options[2]);
    assert!(attached(&g, P0, 0, SATIATED).is_some());
}

#[test]
fn mystique_soup_healing_heals_the_character_that_ate_two() {
    let g = soup(1, HEALING);
    assert_eq!(
        [hp(&g, P0, 0), hp(&g, P0, 1)],
        [12, 7],
        "the eater, not the active one"
    );
}

#[test]
fn mystique_soup_providence_makes_the_next_skill_two_dice_cheaper_this_round() {
    let mut g = soup(0, PROVIDENCE);
    assert!(attached(&g, P0, 0, PROVIDENCE_STATUS).is_some());
    assert_eq!(skill_cost_of(&g, P0, GANYU_SKILL), 1);
    skill(&mut g, P0, GANYU_SKILL);
    act(&mut g, P1, Action::DeclareEnd);
    assert_eq!(skill_cost_of(&g, P0, GANYU_SKILL), 3, "the next one only");
}

#[test]
fn mystique_soup_fury_adds_two_to_the_next_damage() {
    let mut g = soup(0, FURY);
    skill(&mut g, P0, GANYU_NORMAL);
    assert_eq!(hp(&g, P1, 0), 12 - 4);
    act(&mut g, P1, Action::DeclareEnd);
    skill(&mut g, P0, GANYU_NORMAL);
    assert_eq!(hp(&g, P1, 0), 8 - 2, "the next damage only");
}

#[test]
fn mystique_soup_serenity_takes_two_off_the_next_hit() {
    let mut g = soup(0, SERENITY);
    act(&mut g, P0, Action::DeclareEnd);
    skill(&mut g, P1, GANYU_NORMAL);
    assert_eq!(hp(&g, P0, 0), 5, "2 less: nothing");
    skill(&mut g, P1, GANYU_NORMAL);
    assert_eq!(hp(&g, P0, 0), 3);
}

#[test]
fn mystique_soup_soothing_takes_one_off_three_hits() {
    let mut g = soup(0, SOOTHING);
    act(&mut g, P0, Action::DeclareEnd);
    for left in [4, 3] {
        skill(&mut g, P1, GANYU_NORMAL);
        assert_eq!(hp(&g, P0, 0), left, "2 - 1");
    }
}

#[test]
fn mystique_soup_inspiration_gives_one_max_hp() {
    let g = soup(2, INSPIRATION);
    let c = g.character(P0, 2);
    assert_eq!((c.hp, c.max_hp), (6, 11));
}

#[test]
fn sing_your_heart_out_satiates_everyone_draws_three_once_and_cheapens_two_switches() {
    let mut g = solo(
        scenario([GANYU, DILUC, KEQING], &[SING_YOUR_HEART_OUT], "cccccc")
            .deck(0, &[STRATEGIZE; 6]),
    );
    // One character already ate: the others eat, and the draws and discount still come once.
    put(&mut g, P0, LocZone::Char(1), SATIATED);
    play(&mut g, P0, SING_YOUR_HEART_OUT, None);
    for slot in 0..3 {
        assert!(attached(&g, P0, slot, SATIATED).is_some(), "slot {slot}");
    }
    assert_eq!(hand_len(&g), 3);
    assert_eq!(
        combat(&g, P0, SING_YOUR_HEART_OUT_STATUS).map(|e| e.usage),
        Some(2)
    );
    let switch_cost = |g: &Gitcg, slot: u8| {
        legal(g, P0).into_iter().find_map(|a| match a {
            Action::Switch { slot: s, dice } if s == slot => Some(dice.total()),
            _ => None,
        })
    };
    for to in [1, 2] {
        assert_eq!(switch_cost(&g, to), Some(0));
        switch(&mut g, to);
    }
    assert_eq!(switch_cost(&g, 0), Some(1), "two switches only");
}

#[test]
fn sing_your_heart_out_is_refused_when_every_character_is_satiated() {
    let mut g = trio(&[SING_YOUR_HEART_OUT], "ccc");
    for slot in 0..3 {
        put(&mut g, P0, LocZone::Char(slot), SATIATED);
    }
    assert_eq!(
        try_play(&mut g, SING_YOUR_HEART_OUT, None, "ccc"),
        Err(Illegal::CannotPlay("every character is satiated"))
    );
}

#[test]
fn harvests_boon_heals_now_and_each_of_the_next_two_times_its_eater_prepares_a_skill() {
    let mut g = solo(scenario(
        [CANDACE, GANYU, DILUC],
        &[HARVESTS_BOON],
        "hhhhhhhh",
    ));
    g.set_hp(P0, 0, 5);
    play(&mut g, P0, HARVESTS_BOON, own(0));
    assert_eq!(hp(&g, P0, 0), 6);
    assert_eq!(
        attached(&g, P0, 0, HARVESTS_BOON_STATUS).map(|e| e.usage),
        Some(2)
    );
    skill(&mut g, P0, HERONS_SANCTUM);
    assert_eq!(hp(&g, P0, 0), 7, "preparing Heron Strike");
    skill(&mut g, P0, HERONS_SANCTUM);
    assert_eq!(hp(&g, P0, 0), 8);
    assert!(attached(&g, P0, 0, HARVESTS_BOON_STATUS).is_none_or(|e| e.dead));
}
