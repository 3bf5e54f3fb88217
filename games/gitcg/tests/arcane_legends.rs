//! Tests for the Arcane Legends (秘传) of issue 21, each played in a real match through the
//! `Game` trait with its effect checked exactly (refusals checked to leave the state
//! untouched); one Arcane Legend per match and player, as for the first two.

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

const GANYU: u32 = 1101;
const XINGQIU: u32 = 1202;
const DILUC: u32 = 1301;
const KEQING: u32 = 1403;
const NOELLE: u32 = 1602;

const GANYU_NORMAL: u32 = 11011;
const XINGQIU_NORMAL: u32 = 12021;
const KEQING_NORMAL: u32 = 14031;

const STRATEGIZE: u32 = 332004;
const GANYU_TALENT: u32 = 211011;
const KEQING_TALENT: u32 = 214031;

const JOYOUS_CELEBRATION: u32 = 330003;
const IN_EVERY_HOUSE_A_STOVE: u32 = 330005;
const DAY_OF_RESISTANCE: u32 = 330007;
const VICIOUS_ANCIENT_BATTLE: u32 = 330008;

/// A second Arcane Legend in the same match is refused, whichever it is.
#[test]
fn a_second_arcane_legend_is_refused() {
    let mut g = scenario(
        [GANYU, XINGQIU, DILUC],
        &[VICIOUS_ANCIENT_BATTLE, DAY_OF_RESISTANCE],
        "",
    )
    .build();
    play(&mut g, P0, VICIOUS_ANCIENT_BATTLE, None);
    assert_eq!(
        try_play(&mut g, DAY_OF_RESISTANCE, own(0), ""),
        Err(Illegal::LegendUsed)
    );
}

/// Joyous Celebration: the active character's element goes on every character of the side
/// that has an element applied; refused while the active character is Anemo or Geo.
#[test]
fn joyous_celebration_spreads_the_active_element() {
    let mut g = scenario([GANYU, XINGQIU, DILUC], &[JOYOUS_CELEBRATION], "").build();
    g.apply_element(P0, 1, Element::Dendro);
    play(&mut g, P0, JOYOUS_CELEBRATION, None);
    let aura = |g: &Gitcg, s: u8| g.character(P0, s).aura.elements().collect::<Vec<_>>();
    assert_eq!(aura(&g, 1), vec![Element::Cryo, Element::Dendro]);
    assert!(aura(&g, 0).is_empty(), "the active character had none");
    assert!(aura(&g, 2).is_empty());
    let mut g = scenario([NOELLE, XINGQIU, DILUC], &[JOYOUS_CELEBRATION], "").build();
    assert!(matches!(
        try_play(&mut g, JOYOUS_CELEBRATION, None, ""),
        Err(Illegal::CannotPlay(_))
    ));
}

/// In Every House a Stove: from round 2, as many cards as the rounds before (at most 4); in
/// round 1, a Talent card when the starting deck held 2 different ones, else nothing.
#[test]
fn in_every_house_a_stove_draws_by_the_round() {
    let deck = [
        STRATEGIZE,
        STRATEGIZE,
        KEQING_TALENT,
        GANYU_TALENT,
        STRATEGIZE,
    ];
    let mut g = scenario([GANYU, XINGQIU, KEQING], &[IN_EVERY_HOUSE_A_STOVE], "")
        .deck(0, &deck)
        .build();
    play(&mut g, P0, IN_EVERY_HOUSE_A_STOVE, None);
    let hand = hand_ids(&g, P0);
    assert_eq!(hand.len(), 1);
    assert!(hand[0] == KEQING_TALENT || hand[0] == GANYU_TALENT);
    // One kind of Talent only: nothing in round 1.
    let deck = [STRATEGIZE, GANYU_TALENT, GANYU_TALENT];
    let mut g = scenario([GANYU, XINGQIU, KEQING], &[IN_EVERY_HOUSE_A_STOVE], "")
        .deck(0, &deck)
        .build();
    play(&mut g, P0, IN_EVERY_HOUSE_A_STOVE, None);
    assert!(hand_ids(&g, P0).is_empty());
    // Round 3: 2 cards.
    let deck = [STRATEGIZE; 12];
    let mut g = scenario([GANYU, XINGQIU, KEQING], &[IN_EVERY_HOUSE_A_STOVE], "")
        .deck(0, &deck)
        .build();
    declare_both(&mut g);
    keep_dice(&mut g);
    declare_both(&mut g);
    keep_dice(&mut g);
    assert_eq!(g.round(), 3);
    p0_acts_alone(&mut g);
    let before = hand_ids(&g, P0).len();
    play(&mut g, P0, IN_EVERY_HOUSE_A_STOVE, None);
    assert_eq!(hand_ids(&g, P0).len(), before - 1 + 2);
}

/// Day of Resistance: Moment of Shattered Dreams: this round, damage to the character is 1
/// lower, 4 times.
#[test]
fn day_of_resistance_softens_four_hits() {
    let mut g = scenario(
        [KEQING, XINGQIU, DILUC],
        &[DAY_OF_RESISTANCE],
        "oooooooooooo",
    )
    .dice(1, dice("cccccccccccc"))
    .build();
    play(&mut g, P0, DAY_OF_RESISTANCE, own(0));
    let status = |g: &Gitcg| attached(g, P0, 0, 300004).filter(|e: &Ent| !e.dead);
    assert_eq!(status(&g).map(|e| e.usage), Some(4));
    skill(&mut g, P0, KEQING_NORMAL);
    skill(&mut g, P1, GANYU_NORMAL);
    // Ganyu's 2 Physical, 1 less.
    assert_eq!(hp(&g, P0, 0), 9);
    assert_eq!(status(&g).map(|e| e.usage), Some(3));
    declare_both(&mut g);
    assert!(status(&g).is_none(), "it lasts the round");
}

/// Vicious Ancient Battle: the opposing active character loses 1 Energy.
#[test]
fn vicious_ancient_battle_drains_the_opposing_active_character() {
    let mut g = scenario([KEQING, XINGQIU, DILUC], &[VICIOUS_ANCIENT_BATTLE], "").build();
    g.set_energy(P1, 0, 2);
    g.set_energy(P1, 1, 2);
    play(&mut g, P0, VICIOUS_ANCIENT_BATTLE, None);
    assert_eq!(energy(&g, P1, 0), 1);
    assert_eq!(energy(&g, P1, 1), 2);
}

const JEAN: u32 = 1502;
const JEAN_GALE_BLADE: u32 = 15022;
const GANYU_TRAIL: u32 = 11012;
const FROZEN: u32 = 106;
const STRATEGIZE_DRAWS: usize = 2;

const FRESH_WIND_OF_FREEDOM: u32 = 330004;
const PASSING_OF_JUDGMENT: u32 = 330006;
const EDICT_OF_ABSOLUTION: u32 = 330009;

/// Passing of Judgment: the opponent's next 3 event cards this round do nothing (paid for and
/// gone from the hand), the 4th works; 1 die of the same element.
#[test]
fn passing_of_judgment_voids_three_opposing_events() {
    let mut g = scenario([KEQING, XINGQIU, DILUC], &[PASSING_OF_JUDGMENT], "oooooooo")
        .hand(1, &[STRATEGIZE; 4])
        .dice(1, dice("oooooooo"))
        .deck(1, &[STRATEGIZE; 10])
        .build();
    play(&mut g, P0, PASSING_OF_JUDGMENT, None);
    assert_eq!(dice_of(&g, P0).total(), 7, "it costs 1 die");
    let status = |g: &Gitcg| combat(g, P1, 300003).filter(|e| !e.dead);
    assert_eq!(status(&g).map(|e| e.usage), Some(3));
    assert!(
        combat(&g, P0, 300003).is_none(),
        "it goes on the opposing side"
    );
    act(&mut g, P0, Action::DeclareEnd);
    for left in [2, 1] {
        let hand = hand_ids(&g, P1).len();
        play(&mut g, P1, STRATEGIZE, None);
        assert_eq!(hand_ids(&g, P1).len(), hand - 1, "voided: nothing drawn");
        assert_eq!(status(&g).map(|e| e.usage), Some(left));
    }
    play(&mut g, P1, STRATEGIZE, None);
    assert!(status(&g).is_none(), "three voided, it is spent");
    let hand = hand_ids(&g, P1).len();
    play(&mut g, P1, STRATEGIZE, None);
    assert_eq!(hand_ids(&g, P1).len(), hand - 1 + STRATEGIZE_DRAWS);
}

/// Passing of Judgment lasts the round only.
#[test]
fn passing_of_judgment_lasts_the_round() {
    let mut g = scenario([KEQING, XINGQIU, DILUC], &[PASSING_OF_JUDGMENT], "oooooooo").build();
    play(&mut g, P0, PASSING_OF_JUDGMENT, None);
    declare_both(&mut g);
    assert!(combat(&g, P1, 300003).filter(|e| !e.dead).is_none());
}

/// Edict of Absolution: this round the character cannot be frozen and, while active, is not
/// switched out by effects; its player's own switch still works, and the status leaves at
/// the end of the round.
#[test]
fn edict_of_absolution_keeps_the_character_acting_and_in_place() {
    let mut g = Scenario::new([KEQING, XINGQIU, DILUC], [JEAN, GANYU, DILUC])
        .hand(0, &[EDICT_OF_ABSOLUTION])
        .dice(0, dice("oooooooooooo"))
        .dice(1, dice("oooooooooooo"))
        .build();
    play(&mut g, P0, EDICT_OF_ABSOLUTION, own(0));
    assert!(attached(&g, P0, 0, 300005).is_some());
    skill(&mut g, P0, KEQING_NORMAL);
    skill(&mut g, P1, JEAN_GALE_BLADE);
    assert_eq!(
        g.player(P0).active,
        0,
        "Gale Blade does not switch Keqing out"
    );
    skill(&mut g, P0, KEQING_NORMAL);
    switch(&mut g, P1, 1);
    g.apply_element(P0, 0, Element::Hydro);
    skill(&mut g, P0, KEQING_NORMAL);
    skill(&mut g, P1, GANYU_TRAIL);
    assert!(
        attached(&g, P0, 0, FROZEN).is_none(),
        "Frozen is not attached"
    );
    assert!(
        skill_payment(&g, P0, KEQING_NORMAL).is_some(),
        "Keqing may still attack"
    );
    // The player's own switch is no effect.
    switch(&mut g, P0, 1);
    assert_eq!(g.player(P0).active, 1);
    declare_both(&mut g);
    assert!(attached(&g, P0, 0, 300005).filter(|e| !e.dead).is_none());
}

/// Fresh Wind of Freedom: the action that knocks out an opposing character is followed by
/// another action of the side; the next one passes the turn as usual (1 usage).
#[test]
fn fresh_wind_of_freedom_acts_again_after_a_knock_out() {
    let mut g = scenario(
        [KEQING, XINGQIU, DILUC],
        &[FRESH_WIND_OF_FREEDOM],
        "oooooooooooo",
    )
    .dice(1, dice("oooooooooooo"))
    .build();
    play(&mut g, P0, FRESH_WIND_OF_FREEDOM, None);
    assert_eq!(combat(&g, P0, 300002).map(|e| e.usage), Some(1));
    g.set_hp(P1, 0, 2);
    g.set_hp(P1, 1, 2);
    skill(&mut g, P0, KEQING_NORMAL);
    assert!(!g.character(P1, 0).alive);
    act(&mut g, P1, Action::ChooseActive { slot: 1 });
    assert_eq!(g.turn(), P0, "P0 acts again");
    assert!(combat(&g, P0, 300002).filter(|e| !e.dead).is_none());
    skill(&mut g, P0, KEQING_NORMAL);
    assert!(
        !g.character(P1, 1).alive,
        "a second knock-out, but no usage left"
    );
    // Diluc, the last one standing, comes in at once.
    assert_eq!(g.player(P1).active, 2);
    assert_eq!(g.turn(), P1);
}

/// Fresh Wind of Freedom: a knock-out of one of the side's own characters gives nothing and
/// spends nothing.
#[test]
fn fresh_wind_of_freedom_ignores_the_sides_own_knock_outs() {
    let mut g = scenario(
        [KEQING, XINGQIU, DILUC],
        &[FRESH_WIND_OF_FREEDOM],
        "oooooooooooo",
    )
    .dice(1, dice("oooooooooooo"))
    .build();
    play(&mut g, P0, FRESH_WIND_OF_FREEDOM, None);
    skill(&mut g, P0, KEQING_NORMAL);
    // Ganyu hits Keqing: nobody of P1's is knocked out, and P0's status stays.
    g.set_hp(P0, 0, 1);
    skill(&mut g, P1, GANYU_NORMAL);
    act(&mut g, P0, Action::ChooseActive { slot: 1 });
    assert_eq!(combat(&g, P0, 300002).map(|e| e.usage), Some(1));
    assert_eq!(g.turn(), P0);
    skill(&mut g, P0, XINGQIU_NORMAL);
    assert_eq!(g.turn(), P1, "no extra action");
}

/// Switches `seat` to `slot` with the suggested payment.
#[track_caller]
fn switch(g: &mut Gitcg, seat: Seat, slot: u8) {
    let action = legal(g, seat)
        .into_iter()
        .find(|a| matches!(a, Action::Switch { slot: s, .. } if *s == slot))
        .expect("the switch is a legal action");
    act(g, seat, action);
}

const PILGRIMAGE: u32 = 330010;
const FLAMES_OF_WAR: u32 = 300006;
const FLAMES_OF_WAR_IN_EFFECT: u32 = 300007;

/// Pilgrimage of the Return of the Sacred Flame: Flames of War on both sides, the player's
/// with 1 Fighting Spirit; each records the damage its side deals, and when the next action
/// phase begins the one with more clears it and its side's active character deals +1 that
/// round, while the other keeps its Fighting Spirit.
#[test]
fn pilgrimage_rewards_the_side_that_dealt_more() {
    let mut g = scenario([KEQING, XINGQIU, DILUC], &[PILGRIMAGE], "oooooooooooo")
        .dice(1, dice("oooooooooooo"))
        .build();
    play(&mut g, P0, PILGRIMAGE, None);
    let spirit = |g: &Gitcg, seat| support(g, seat, FLAMES_OF_WAR).map(|e| e.stock);
    assert_eq!(spirit(&g, P0), Some(1));
    assert_eq!(spirit(&g, P1), Some(0));
    skill(&mut g, P0, KEQING_NORMAL);
    skill(&mut g, P1, GANYU_NORMAL);
    assert_eq!((spirit(&g, P0), spirit(&g, P1)), (Some(3), Some(2)));
    next_round(&mut g);
    assert_eq!((spirit(&g, P0), spirit(&g, P1)), (Some(0), Some(2)));
    assert_eq!(
        attached(&g, P0, 0, FLAMES_OF_WAR_IN_EFFECT).map(|e| e.usage),
        Some(1)
    );
    assert!(attached(&g, P1, 0, FLAMES_OF_WAR_IN_EFFECT).is_none());
    assert_eq!(g.turn(), P0);
    skill(&mut g, P0, KEQING_NORMAL);
    assert_eq!(hp(&g, P1, 0), 10 - 2 - 3, "Keqing's 2, +1");
    assert_eq!(spirit(&g, P0), Some(3));
    // The bonus lasts the round; a tie the next time gives nobody anything.
    skill(&mut g, P1, GANYU_NORMAL);
    assert_eq!(spirit(&g, P1), Some(4));
    act(&mut g, P0, Action::DeclareEnd);
    skill(&mut g, P1, GANYU_NORMAL);
    assert_eq!(spirit(&g, P1), Some(6));
    act(&mut g, P1, Action::DeclareEnd);
    keep_dice(&mut g);
    assert!(attached(&g, P0, 0, FLAMES_OF_WAR_IN_EFFECT).is_none());
    assert_eq!(spirit(&g, P1), Some(0), "6 against 3: P1's turn");
    assert!(attached(&g, P1, 0, FLAMES_OF_WAR_IN_EFFECT).is_some());
}

/// Flames of War: equal Fighting Spirit on both sides rewards neither, and both keep it.
#[test]
fn flames_of_war_on_a_tie_reward_nobody() {
    let mut g = scenario([KEQING, XINGQIU, DILUC], &[PILGRIMAGE], "oooooooooooo")
        .dice(1, dice("oooooooooooo"))
        .build();
    play(&mut g, P0, PILGRIMAGE, None);
    let spirit = |g: &Gitcg, seat| support(g, seat, FLAMES_OF_WAR).map(|e| e.stock);
    skill(&mut g, P0, KEQING_NORMAL);
    skill(&mut g, P1, GANYU_NORMAL);
    act(&mut g, P0, Action::DeclareEnd);
    skill(&mut g, P1, GANYU_TRAIL);
    act(&mut g, P1, Action::DeclareEnd);
    keep_dice(&mut g);
    assert_eq!((spirit(&g, P0), spirit(&g, P1)), (Some(3), Some(3)));
    assert!(attached(&g, P0, 0, FLAMES_OF_WAR_IN_EFFECT).is_none());
    assert!(attached(&g, P1, 0, FLAMES_OF_WAR_IN_EFFECT).is_none());
}
