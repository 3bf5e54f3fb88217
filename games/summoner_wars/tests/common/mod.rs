//! Shared helpers for the Summoner Wars rule tests: cells, and driving a match through the
//! `Game` trait only (every refused action is also checked to leave the state untouched and to
//! be missing from the legal actions).

// Each test binary uses a different subset of these helpers.
#![allow(dead_code)]

use tavern_game::{Game, Seat, Viewer, Visible};
use tavern_protocol::summoner_wars::{Action, CardId, Cell, Event, Phase};
use tavern_summoner_wars::{Illegal, SummonerWars};

/// Seat 0.
pub const P0: Seat = Seat(0);
/// Seat 1.
pub const P1: Seat = Seat(1);

/// The cell at column `col`, row `row` (absolute: row 0 is seat 0's back row).
pub const fn c(col: u8, row: u8) -> Cell {
    Cell::new(col, row)
}

/// The legal actions of the current player.
pub fn legal(g: &SummonerWars) -> Vec<Action> {
    let mut out = Vec::new();
    g.legal_actions(g.current(), &mut out);
    out
}

/// Applies an action that must be legal (and listed); returns the referee's copy of the events.
#[track_caller]
pub fn act(g: &mut SummonerWars, action: Action) -> Vec<Event> {
    assert!(
        legal(g).contains(&action),
        "{action:?} should be listed among {:?}",
        legal(g)
    );
    let mut events = Vec::new();
    let seat = g.current();
    if let Err(e) = g.apply(seat, action, &mut events) {
        panic!("{action:?} refused: {e}");
    }
    events
        .iter()
        .map(|v: &Visible<Event>| v.for_viewer(Viewer::Referee).clone())
        .collect()
}

/// Checks that `action` by `seat` is refused with `want`, changes nothing and is not listed.
#[track_caller]
pub fn refuse_by(g: &mut SummonerWars, seat: Seat, action: Action, want: Illegal) {
    let before = g.clone();
    let mut events = Vec::new();
    assert_eq!(g.apply(seat, action, &mut events), Err(want), "{action:?}");
    assert!(events.is_empty(), "a refused action emits nothing");
    assert_eq!(*g, before, "a refused action changes nothing");
    let mut listed = Vec::new();
    g.legal_actions(seat, &mut listed);
    assert!(
        !listed.contains(&action),
        "{action:?} is refused but listed"
    );
}

/// Checks that `action` by the current player is refused with `want` and changes nothing.
#[track_caller]
pub fn refuse(g: &mut SummonerWars, action: Action, want: Illegal) {
    let seat = g.current();
    refuse_by(g, seat, action, want);
}

/// Ends phases until `phase` of the current turn (or of the next turn, if it already passed).
#[track_caller]
pub fn end_until(g: &mut SummonerWars, phase: Phase) -> Vec<Event> {
    let mut all = Vec::new();
    loop {
        all.extend(act(g, Action::EndPhase));
        if g.phase() == phase || g.outcome().is_some() {
            return all;
        }
    }
}

/// Wounds on the card at `at` (panics if there is none).
#[track_caller]
pub fn wounds(g: &SummonerWars, at: Cell) -> u8 {
    g.piece(at).map(|p| p.wounds).expect("a card is there")
}

/// The card at `at`.
pub fn card_at(g: &SummonerWars, at: Cell) -> Option<CardId> {
    g.piece(at).map(|p| p.def.id)
}

/// A seat's magic.
pub fn magic(g: &SummonerWars, seat: Seat) -> u8 {
    g.player(seat).magic
}

/// The ids of a seat's hand.
pub fn hand(g: &SummonerWars, seat: Seat) -> Vec<CardId> {
    g.player(seat).hand.iter().map(|c| c.id).collect()
}

/// The ids of a seat's discard pile, bottom first.
pub fn discard(g: &SummonerWars, seat: Seat) -> Vec<CardId> {
    g.player(seat).discard.iter().map(|c| c.id).collect()
}

/// `Action::Attack` between two cells given as (column, row).
pub fn attack(from: (u8, u8), target: (u8, u8)) -> Action {
    Action::Attack {
        from: c(from.0, from.1),
        target: c(target.0, target.1),
    }
}

/// `Action::Move` between two cells given as (column, row).
pub fn mov(from: (u8, u8), to: (u8, u8)) -> Action {
    Action::Move {
        from: c(from.0, from.1),
        to: c(to.0, to.1),
    }
}

/// `Action::Summon` of `card` at (column, row).
pub fn summon(card: CardId, to: (u8, u8)) -> Action {
    Action::Summon {
        card,
        to: c(to.0, to.1),
    }
}

/// `Action::Build` of `card` at (column, row).
pub fn build(card: CardId, to: (u8, u8)) -> Action {
    Action::Build {
        card,
        to: c(to.0, to.1),
    }
}

/// `Action::PlayEvent` of `card`, aimed at (column, row) or at nothing.
pub fn event(card: CardId, target: Option<(u8, u8)>) -> Action {
    Action::PlayEvent {
        card,
        target: target.map(|(col, row)| c(col, row)),
    }
}
