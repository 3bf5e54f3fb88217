//! Helpers shared by the rule tests: legal actions as a vector, applying an action that must
//! be legal, a match from presets or random decks, and reading a viewer-free referee view.

#![allow(dead_code)]

use tavern_game::rng::Rng;
use tavern_game::{Game, Seat, Visible};
use tavern_gensou::presets::PRESETS;
use tavern_gensou::testkit::random_deck;
use tavern_gensou::{Gensou, Illegal};
use tavern_protocol::gensou::{Action, CardId, Config, Event, Options};

/// Seat 0.
pub const A: Seat = Seat(0);
/// Seat 1.
pub const B: Seat = Seat(1);

/// Every legal action of `seat`.
pub fn legal(g: &Gensou, seat: Seat) -> Vec<Action> {
    let mut out = Vec::new();
    g.legal_actions(seat, &mut out);
    out
}

/// Applies `action`, which must be accepted; returns its events.
pub fn play(g: &mut Gensou, seat: Seat, action: Action) -> Vec<Visible<Event>> {
    let mut events = Vec::new();
    if let Err(e) = g.apply(seat, action, &mut events) {
        panic!("{action:?} by seat {} refused: {e:?}", seat.0);
    }
    events
}

/// Applies `action`, which must be refused; returns the error and checks that nothing changed.
pub fn refuse(g: &mut Gensou, seat: Seat, action: Action) -> Illegal {
    let before = g.clone();
    let mut events = Vec::new();
    let e = g
        .apply(seat, action, &mut events)
        .expect_err("the action must be refused");
    assert!(events.is_empty(), "a refusal emits nothing");
    assert_eq!(*g, before, "a refusal changes nothing");
    e
}

/// The public copy of each event (what both seats see).
pub fn public(events: &[Visible<Event>]) -> Vec<Event> {
    events
        .iter()
        .filter_map(|e| match e {
            Visible::Public(e) => Some(e.clone()),
            Visible::Private { .. } => None,
        })
        .collect()
}

/// A card id.
pub fn id(n: u16) -> CardId {
    CardId(n)
}

/// A match between two presets (by index), rules checked.
pub fn preset_match(seed: u64, a: usize, b: usize) -> Gensou {
    let config = Config {
        decks: vec![PRESETS[a % 3].deck(), PRESETS[b % 3].deck()],
        options: Options::default(),
    };
    Gensou::new(seed, 2, config).expect("presets are legal")
}

/// A match between two random valid decks.
pub fn random_match(seed: u64) -> Gensou {
    let mut rng = Rng::new(seed ^ 0x5eed);
    let config = Config {
        decks: vec![random_deck(&mut rng), random_deck(&mut rng)],
        options: Options::default(),
    };
    Gensou::new(seed, 2, config).expect("random decks are legal")
}
