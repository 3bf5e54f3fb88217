//! Helpers shared by the action card tests: building scenarios and driving a match through the
//! `Game` trait (every refused action is checked to leave the state untouched).
//!
//! Each including test file supplies the card ids and imports (`use super::*`).

// Each test binary uses a different subset of these helpers.
#![allow(dead_code)]

use super::*;

/// The usual match: Ganyu, Diluc and Keqing on both sides, seat 0 to act.
pub(crate) fn trio(hand: &[u32], d: &str) -> Gitcg {
    scenario([GANYU, DILUC, KEQING], hand, d).build()
}

/// Applies an action; a refusal must leave the state exactly as it was.
pub(crate) fn apply(g: &mut Gitcg, seat: Seat, action: Action) -> Result<(), Illegal> {
    let before = g.clone();
    let mut events = Vec::new();
    let r = g.apply(seat, action, &mut events);
    if let Err(e) = r {
        assert!(*g == before, "a refused action ({e:?}) changed the state");
        assert!(events.is_empty(), "a refused action emitted events");
    }
    r
}

/// Applies an action that must be legal.
#[track_caller]
pub(crate) fn act(g: &mut Gitcg, seat: Seat, action: Action) {
    if let Err(e) = apply(g, seat, action) {
        panic!("{action:?} by seat {} was refused: {e:?}", seat.0);
    }
}

pub(crate) fn legal(g: &Gitcg, seat: Seat) -> Vec<Action> {
    let mut out = Vec::new();
    g.legal_actions(seat, &mut out);
    out
}

pub(crate) fn own(slot: u8) -> Option<Target> {
    Some(Target::Character {
        side: Side::Own,
        slot,
    })
}

/// The payment `legal_actions` suggests for playing `card` on `target`, if it is listed.
pub(crate) fn card_payment(
    g: &Gitcg,
    seat: Seat,
    card: u32,
    target: Option<Target>,
) -> Option<Dice> {
    legal(g, seat).into_iter().find_map(|a| match a {
        Action::PlayCard {
            second: _,
            card: c,
            target: t,
            dice,
        } if c == CardId(card) && t == target => Some(dice),
        _ => None,
    })
}

/// Plays `card` on `target` with the payment `legal_actions` suggests.
#[track_caller]
pub(crate) fn play(g: &mut Gitcg, seat: Seat, card: u32, target: Option<Target>) {
    let dice = card_payment(g, seat, card, target)
        .unwrap_or_else(|| panic!("card {card} on {target:?} is not a legal action"));
    act(
        g,
        seat,
        Action::PlayCard {
            second: None,
            card: CardId(card),
            target,
            dice,
        },
    );
}

/// Tries to play `card` on `target`, paying exactly `pay`.
pub(crate) fn try_play(
    g: &mut Gitcg,
    card: u32,
    target: Option<Target>,
    pay: &str,
) -> Result<(), Illegal> {
    apply(
        g,
        P0,
        Action::PlayCard {
            second: None,
            card: CardId(card),
            target,
            dice: dice(pay),
        },
    )
}

/// The payment `legal_actions` suggests for a skill of the active character.
pub(crate) fn skill_payment(g: &Gitcg, seat: Seat, skill: u32) -> Option<Dice> {
    legal(g, seat).into_iter().find_map(|a| match a {
        Action::UseSkill { skill: s, dice } if s == SkillId(skill) => Some(dice),
        _ => None,
    })
}

/// Uses a skill with the suggested payment.
#[track_caller]
pub(crate) fn skill(g: &mut Gitcg, seat: Seat, skill: u32) {
    let dice = skill_payment(g, seat, skill).expect("the skill is a legal action");
    act(
        g,
        seat,
        Action::UseSkill {
            skill: SkillId(skill),
            dice,
        },
    );
}

/// Seat 1 declares the end of its round so seat 0 keeps the turn from now on.
pub(crate) fn p1_ends(g: &mut Gitcg) {
    act(g, P1, Action::DeclareEnd);
}

/// Gives seat 0 the turn for the rest of the round (seat 1 declares the end if it acts first).
pub(crate) fn p0_acts_alone(g: &mut Gitcg) {
    if g.turn() == P1 {
        p1_ends(g);
    }
}

/// Both seats keep their dice until the action phase starts.
pub(crate) fn keep_dice(g: &mut Gitcg) {
    while g.phase() == Phase::Roll {
        for seat in [P0, P1] {
            if g.pending().of(seat) == Some(DecisionKind::Reroll) {
                act(g, seat, Action::Reroll { dice: Dice::EMPTY });
            }
        }
    }
}

/// Plays out the rest of the round and starts the next action phase.
pub(crate) fn next_round(g: &mut Gitcg) {
    declare_both(g);
    keep_dice(g);
}

pub(crate) fn hp(g: &Gitcg, seat: Seat, slot: u8) -> u8 {
    g.character(seat, slot).hp
}

pub(crate) fn energy(g: &Gitcg, seat: Seat, slot: u8) -> u8 {
    g.character(seat, slot).energy
}

pub(crate) fn dice_of(g: &Gitcg, seat: Seat) -> Dice {
    g.player(seat).dice
}

pub(crate) fn hand_ids(g: &Gitcg, seat: Seat) -> Vec<u32> {
    g.player(seat).hand.iter().map(|c| c.id).collect()
}

pub(crate) fn attached(g: &Gitcg, seat: Seat, slot: u8, id: u32) -> Option<Ent> {
    g.character(seat, slot)
        .attached
        .iter()
        .find(|e| e.def.id == id)
        .copied()
}

pub(crate) fn support(g: &Gitcg, seat: Seat, id: u32) -> Option<Ent> {
    g.player(seat)
        .supports
        .iter()
        .find(|e| e.def.id == id)
        .copied()
}

pub(crate) fn combat(g: &Gitcg, seat: Seat, id: u32) -> Option<Ent> {
    g.player(seat)
        .combat
        .iter()
        .find(|e| e.def.id == id)
        .copied()
}
