//! Rule tests for event cards played for nothing (`nullified.rs`): a voided event card is paid
//! for and counts as played, but its own effect does not happen; food is an event card; other
//! cards are never voided.

use tavern_game::{Game, Seat};
use tavern_gitcg::cards;
use tavern_gitcg::cards::builtin;
use tavern_gitcg::defs::EntityDef;
use tavern_gitcg::state::LocZone;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::Gitcg;
use tavern_protocol::gitcg::{Action, CardId, Side, Target};

const P0: Seat = Seat(0);
const TEAM: [u32; 3] = [1101, 1301, 1403];
const STRATEGIZE: u32 = 332004;
const MONDSTADT_HASH_BROWN: u32 = 333006;
const PAIMON: u32 = 322001;
const STAGE_TEPETL: u32 = 321023;
const STRICTLY_PROHIBITED: u32 = 301018;

fn entity(id: u32) -> &'static EntityDef {
    cards::entities()
        .iter()
        .copied()
        .find(|e| e.id == id)
        .expect("a known entity")
}

fn play(g: &mut Gitcg, card: u32, pay: &str, target: Option<u8>) {
    let target = target.map(|slot| Target::Character {
        side: Side::Own,
        slot,
    });
    let action = Action::PlayCard {
        card: CardId(card),
        target,
        second: None,
        dice: dice(pay),
    };
    let mut events = Vec::new();
    g.apply(P0, action, &mut events).expect("a legal action");
}

/// Seat 0 under Strictly Prohibited, with `hand`, 3 Omni dice and a deck of Paimons.
fn prohibited(hand: &[u32]) -> Gitcg {
    let mut g = Scenario::new(TEAM, TEAM)
        .hand(0, hand)
        .dice(0, dice("ooo"))
        .deck(0, &[PAIMON; 4])
        .build();
    g.put(P0, LocZone::Combat, entity(STRICTLY_PROHIBITED));
    g
}

fn voider_left(g: &Gitcg) -> bool {
    g.player(P0)
        .combat
        .iter()
        .any(|e| !e.dead && e.def.id == STRICTLY_PROHIBITED)
}

#[test]
fn a_voided_event_is_paid_for_and_counts_as_played_but_does_nothing() {
    let mut g = prohibited(&[]);
    g.put(P0, LocZone::Support, entity(STAGE_TEPETL));
    g.player_mut(P0)
        .hand
        .push(cards::card(CardId(STRATEGIZE)).expect("a card"));
    play(&mut g, STRATEGIZE, "o", None);
    assert!(g.player(P0).hand.is_empty(), "nothing drawn");
    assert_eq!(g.player(P0).dice.total(), 2, "paid for");
    assert_eq!(g.player(P0).supports[0].stock, 1, "played all the same");
    assert!(!voider_left(&g), "1 usage spent");
}

#[test]
fn food_is_an_event_card_and_voided_food_feeds_nobody() {
    let mut g = prohibited(&[MONDSTADT_HASH_BROWN]);
    g.set_hp(P0, 0, 5);
    play(&mut g, MONDSTADT_HASH_BROWN, "o", Some(0));
    assert_eq!(g.character(P0, 0).hp, 5);
    assert!(!g.character(P0, 0).has(&builtin::SATIATED));
}

#[test]
fn cards_other_than_events_are_never_voided() {
    let mut g = prohibited(&[PAIMON]);
    play(&mut g, PAIMON, "ooo", None);
    assert_eq!(g.player(P0).supports.len(), 1);
    assert!(voider_left(&g));
}
