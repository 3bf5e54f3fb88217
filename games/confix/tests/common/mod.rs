//! Shared helpers for the Project Confix rule tests: driving a match through the `Game` trait
//! only (every applied action must be listed; every refused action is checked to leave the
//! state untouched and to be missing from the legal actions).

// Each test binary uses a different subset of these helpers.
#![allow(dead_code)]

use tavern_confix::{Confix, Illegal};
use tavern_game::{Game, Seat, Viewer, Visible};
use tavern_protocol::confix::{Action, Event, Payment, Runes, Target, Uid};

/// The legal actions of `seat`.
pub fn legal(g: &Confix, seat: u8) -> Vec<Action> {
    let mut out = Vec::new();
    g.legal_actions(Seat(seat), &mut out);
    out
}

/// Whether two actions are the same choice, paid perhaps differently (the legal actions list
/// each choice once with a suggested payment; any exact payment applies).
pub fn same_choice(a: &Action, b: &Action) -> bool {
    match (a, b) {
        (
            Action::PlayCard { card, target, .. },
            Action::PlayCard {
                card: c2,
                target: t2,
                ..
            },
        ) => card == c2 && target == t2,
        (
            Action::Activate {
                permanent, target, ..
            },
            Action::Activate {
                permanent: p2,
                target: t2,
                ..
            },
        ) => permanent == p2 && target == t2,
        (Action::SummonGuards { count, .. }, Action::SummonGuards { count: c2, .. }) => count == c2,
        (Action::RollPlaneDie { .. }, Action::RollPlaneDie { .. }) => true,
        _ => a == b,
    }
}

/// Applies an action of `seat` that must be listed (up to its payment); returns the referee's
/// copy of the events.
#[track_caller]
pub fn act(g: &mut Confix, seat: u8, action: Action) -> Vec<Event> {
    let listed = legal(g, seat);
    assert!(
        listed.iter().any(|l| same_choice(l, &action)),
        "{action:?} should be listed among {listed:?}"
    );
    let mut events = Vec::new();
    if let Err(e) = g.apply(Seat(seat), action, &mut events) {
        panic!("{action:?} refused: {e}");
    }
    events
        .iter()
        .map(|v: &Visible<Event>| v.for_viewer(Viewer::Referee).clone())
        .collect()
}

/// Checks that `action` by `seat` is refused with `want`, changes nothing and is not listed.
#[track_caller]
pub fn refuse(g: &mut Confix, seat: u8, action: Action, want: Illegal) {
    assert!(
        !legal(g, seat).contains(&action),
        "{action:?} is refused, so it must not be listed as it is"
    );
    let before = g.clone();
    let mut events = Vec::new();
    let got = g
        .apply(Seat(seat), action, &mut events)
        .expect_err("the action must be refused");
    assert_eq!(got, want);
    assert!(events.is_empty(), "a refused action emits nothing");
    assert_eq!(*g, before, "a refused action changes nothing");
}

/// Casts a card paying with the runes given.
pub fn play(card: u16, target: Target, runes: Runes) -> Action {
    Action::PlayCard {
        card: tavern_protocol::confix::CardId(card),
        target,
        pay: Payment {
            runes,
            ..Payment::default()
        },
    }
}

/// The target elementalist of `seat`.
pub fn player(seat: u8) -> Target {
    Target::Player { seat: Seat(seat) }
}

/// The target permanent `uid`.
pub fn perm(uid: u16) -> Target {
    Target::Permanent { uid: Uid(uid) }
}

/// `n` fire runes.
pub fn fire(n: u8) -> Runes {
    Runes::new(n, 0, 0, 0)
}

/// `n` water runes.
pub fn water(n: u8) -> Runes {
    Runes::new(0, n, 0, 0)
}

/// `n` air runes.
pub fn air(n: u8) -> Runes {
    Runes::new(0, 0, n, 0)
}

/// `n` earth runes.
pub fn earth(n: u8) -> Runes {
    Runes::new(0, 0, 0, n)
}

/// Ends the current step or phase of `seat`.
#[track_caller]
pub fn end(g: &mut Confix, seat: u8) -> Vec<Event> {
    act(g, seat, Action::EndPhase)
}

/// The cards of a seat's graveyard, bottom first.
pub fn graveyard(g: &Confix, seat: u8) -> Vec<u16> {
    g.player(Seat(seat))
        .graveyard
        .iter()
        .map(|c| c.id.0)
        .collect()
}

/// The cards of a seat's hand.
pub fn hand(g: &Confix, seat: u8) -> Vec<u16> {
    g.player(Seat(seat)).hand.iter().map(|c| c.id.0).collect()
}

/// The card ids on the battlefield, in the order they entered.
pub fn battlefield(g: &Confix) -> Vec<u16> {
    g.battlefield().iter().map(|p| p.card.id.0).collect()
}

/// Life of a seat.
pub fn life(g: &Confix, seat: u8) -> i16 {
    g.player(Seat(seat)).life
}

/// Lets the turn player's turn run out: every decision of the turn player takes its timeout
/// answer until the turn passes. Returns the referee's events.
#[track_caller]
pub fn pass_turn(g: &mut Confix) -> Vec<Event> {
    let seat = g.current();
    let turn = g.turn();
    let mut all = Vec::new();
    while g.turn() == turn && g.outcome().is_none() {
        let action = g.timeout_action(seat).expect("the turn player decides");
        all.extend(act(g, seat.0, action));
    }
    all
}
