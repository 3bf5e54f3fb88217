//! Helpers shared by the character tests: scenarios, skills, talents and switches through the
//! `Game` trait.
//!
//! Each including test file supplies the card ids and imports (`use super::*`).

// Each test binary uses a different subset of these helpers.
#![allow(dead_code)]

use super::*;

/// Seat 0 with these characters and cards, 16 Omni dice, acting alone: seat 1 goes first and
/// declares the end of the round at once.
pub(crate) fn solo(mine: [u32; 3], hand: &[u32]) -> Gitcg {
    let mut g = Scenario::new(mine, FOES)
        .first(1)
        .hand(0, hand)
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    g
}

/// Both sides act in turn, seat 0 first, each with 8 Omni dice.
pub(crate) fn duel(mine: [u32; 3], theirs: [u32; 3], hand: &[u32]) -> Gitcg {
    Scenario::new(mine, theirs)
        .hand(0, hand)
        .dice(0, dice("oooooooo"))
        .dice(1, dice("oooooooo"))
        .build()
}

#[track_caller]
pub(crate) fn apply(g: &mut Gitcg, seat: Seat, action: Action) {
    let mut events = Vec::new();
    if let Err(e) = g.apply(seat, action, &mut events) {
        panic!("{action:?} by seat {} was refused: {e:?}", seat.0);
    }
}

/// The legal action `pick` selects, with its suggested payment.
#[track_caller]
pub(crate) fn legal(g: &Gitcg, seat: Seat, pick: impl Fn(&Action) -> bool) -> Action {
    let mut actions = Vec::new();
    g.legal_actions(seat, &mut actions);
    match actions.into_iter().find(|a| pick(a)) {
        Some(a) => a,
        None => panic!("no such legal action for seat {}", seat.0),
    }
}

/// Uses a skill of the active character with the suggested payment; returns the payment.
#[track_caller]
pub(crate) fn skill(g: &mut Gitcg, seat: Seat, id: u32) -> Dice {
    let a = legal(
        g,
        seat,
        |a| matches!(a, Action::UseSkill { skill, .. } if skill.0 == id),
    );
    apply(g, seat, a);
    match a {
        Action::UseSkill { dice, .. } => dice,
        _ => unreachable!(),
    }
}

/// Switches to `slot`; returns the payment.
#[track_caller]
pub(crate) fn switch(g: &mut Gitcg, seat: Seat, slot: u8) -> Dice {
    let a = legal(
        g,
        seat,
        |a| matches!(a, Action::Switch { slot: s, .. } if *s == slot),
    );
    apply(g, seat, a);
    match a {
        Action::Switch { dice, .. } => dice,
        _ => unreachable!(),
    }
}

/// Both sides declare the end of the round, which runs the end phase.
pub(crate) fn end_round(g: &mut Gitcg) {
    while g.phase() == Phase::Action {
        let seat = g.turn();
        apply(g, seat, Action::DeclareEnd);
    }
}

pub(crate) fn hp(g: &Gitcg, seat: Seat) -> [u8; 3] {
    [0, 1, 2].map(|s| g.character(seat, s).hp)
}

pub(crate) fn aura(g: &Gitcg, seat: Seat, slot: u8) -> Aura {
    g.character(seat, slot).aura
}

/// Combat statuses as (id, usages).
pub(crate) fn combat(g: &Gitcg, seat: Seat) -> Vec<(u32, u8)> {
    g.player(seat)
        .combat
        .iter()
        .map(|e| (e.def.id, e.usage))
        .collect()
}

/// Summons as (id, usages).
pub(crate) fn summons(g: &Gitcg, seat: Seat) -> Vec<(u32, u8)> {
    g.player(seat)
        .summons
        .iter()
        .map(|e| (e.def.id, e.usage))
        .collect()
}

/// Equipment and statuses on a character, as ids.
pub(crate) fn attached(g: &Gitcg, seat: Seat, slot: u8) -> Vec<u32> {
    g.character(seat, slot)
        .attached
        .iter()
        .map(|e| e.def.id)
        .collect()
}

/// The skills seat `seat` may use now, as ids.
pub(crate) fn legal_skills(g: &Gitcg, seat: Seat) -> Vec<u32> {
    let mut actions = Vec::new();
    g.legal_actions(seat, &mut actions);
    actions
        .iter()
        .filter_map(|a| match a {
            Action::UseSkill { skill, .. } => Some(skill.0),
            _ => None,
        })
        .collect()
}
