//! Helpers for the action card tests (equipment, events, supports, techniques): a scenario
//! against Ganyu, Diluc and Keqing, a round where one seat acts alone, costs as
//! `legal_actions` suggests them, switches, whole rounds played out, cards put into a hand, and
//! seat 0's supports.
//!
//! The including test file supplies the imports and constants (`use super::*`).

// Each test binary uses a different subset of these helpers.
#![allow(dead_code)]

use super::*;

/// Seat 0 with `chars`, `hand` and dice `d` against Ganyu, Diluc and Keqing.
pub(crate) fn scenario(chars: [u32; 3], hand: &[u32], d: &str) -> Scenario {
    Scenario::new(chars, [GANYU, DILUC, KEQING])
        .hand(0, hand)
        .dice(0, dice(d))
}

/// The match of `s` with seat 1 going first and declaring the end of its round at once, so
/// seat 0 acts alone for the whole round.
pub(crate) fn solo(s: Scenario) -> Gitcg {
    let mut g = s.first(1).build();
    act(&mut g, P1, Action::DeclareEnd);
    g
}

/// The match of `s` where seat 0 declares the end of its round at once, so seat 1 (with dice
/// `d`) acts alone for the whole round.
pub(crate) fn foe_alone(s: Scenario, d: &str) -> Gitcg {
    let mut g = s.dice(1, dice(d)).build();
    act(&mut g, P0, Action::DeclareEnd);
    g
}

/// Both seats declare the end of the round (whoever's turn it is first); the match stops in
/// the next roll phase.
pub(crate) fn declare_both(g: &mut Gitcg) {
    let round = g.round();
    while g.round() == round {
        let seat = g.turn();
        act(g, seat, Action::DeclareEnd);
    }
    assert_eq!(g.phase(), Phase::Roll);
}

/// The number of dice playing `card` on `target` costs seat 0 now (it must be playable).
#[track_caller]
pub(crate) fn card_cost(g: &Gitcg, card: u32, target: Option<Target>) -> u8 {
    card_payment(g, P0, card, target)
        .unwrap_or_else(|| panic!("card {card} on {target:?} is not a legal action"))
        .total()
}

/// The number of dice a skill of `seat`'s active character costs now.
#[track_caller]
pub(crate) fn skill_cost_of(g: &Gitcg, seat: Seat, skill: u32) -> u8 {
    skill_payment(g, seat, skill)
        .expect("the skill is a legal action")
        .total()
}

/// Switches seat 0 to `slot` with the payment `legal_actions` suggests.
pub(crate) fn switch(g: &mut Gitcg, slot: u8) {
    let dice = legal(g, P0)
        .into_iter()
        .find_map(|a| match a {
            Action::Switch { slot: s, dice } if s == slot => Some(dice),
            _ => None,
        })
        .expect("the switch is a legal action");
    act(g, P0, Action::Switch { slot, dice });
}

/// Cards of seat 0's hand.
pub(crate) fn hand_len(g: &Gitcg) -> usize {
    g.player(P0).hand.len()
}

/// The stock (the counter shown on the table) of the entity `id` attached to seat 0's
/// character in `slot`.
#[track_caller]
pub(crate) fn stock_on(g: &Gitcg, slot: u8, id: u32) -> u8 {
    attached(g, P0, slot, id)
        .unwrap_or_else(|| panic!("{id} is not on character {slot}"))
        .stock
}

/// `n` dice of one element letter (see `testkit::dice`).
pub(crate) fn many(letter: char, n: usize) -> String {
    std::iter::repeat_n(letter, n).collect()
}

/// Puts a card into the side's hand (one its starting deck never held).
pub(crate) fn give(g: &mut Gitcg, seat: Seat, card: u32) {
    let def =
        tavern_gitcg::cards::card(tavern_protocol::gitcg::CardId(card)).expect("a known card");
    g.player_mut(seat).hand.push(def);
}

/// The stock of seat 0's support `id`.
pub(crate) fn stock(g: &Gitcg, id: u32) -> Option<u8> {
    support(g, P0, id).map(|e: Ent| e.stock)
}

/// The usages of seat 0's support `id`.
pub(crate) fn usage(g: &Gitcg, id: u32) -> Option<u8> {
    support(g, P0, id).map(|e| e.usage)
}

/// Whether the support `id` of seat 0 has left (or is discarded, waiting for the cleanup).
pub(crate) fn gone(g: &Gitcg, id: u32) -> bool {
    support(g, P0, id).is_none_or(|e| e.dead)
}
