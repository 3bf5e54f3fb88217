//! Rule tests for what a side hears of the opposing side (`opposing.rs`): the opposing side's
//! heals, cards played, cards drawn and actions reach the side's entities, and a side never
//! hears its own doings as the opponent's.

use tavern_game::{Game, Seat};
use tavern_gitcg::cards;
use tavern_gitcg::defs::EntityDef;
use tavern_gitcg::state::LocZone;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::Gitcg;
use tavern_protocol::gitcg::{Action, CardId, Side, Target};

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);
const TEAM: [u32; 3] = [1101, 1301, 1403];
const STRATEGIZE: u32 = 332004;
const MONDSTADT_HASH_BROWN: u32 = 333006;
const SEIRAI_ISLAND: u32 = 321019;
const MAUSOLEUM_OF_KING_DESHRET: u32 = 321020;
const STAGE_TEPETL: u32 = 321023;
const SETARIA: u32 = 322019;
const DISTANT_STORM: u32 = 301019;

fn entity(id: u32) -> &'static EntityDef {
    cards::entities()
        .iter()
        .copied()
        .find(|e| e.id == id)
        .expect("a known entity")
}

fn run(g: &mut Gitcg, seat: Seat, action: Action) {
    let mut events = Vec::new();
    g.apply(seat, action, &mut events).expect("a legal action");
}

fn play(g: &mut Gitcg, seat: Seat, card: u32, pay: &str, target: Option<u8>) {
    let target = target.map(|slot| Target::Character {
        side: Side::Own,
        slot,
    });
    let dice = dice(pay);
    run(
        g,
        seat,
        Action::PlayCard {
            card: CardId(card),
            target,
            second: None,
            dice,
        },
    );
}

fn stock(g: &Gitcg, seat: Seat) -> u8 {
    g.player(seat).supports[0].stock
}

/// Seat 0 holds the support `id`; seat 1 acts first with `hand`, 3 Omni dice and a deck.
fn watched(id: u32, hand: &[u32]) -> Gitcg {
    let mut g = Scenario::new(TEAM, TEAM)
        .hand(1, hand)
        .dice(1, dice("ooo"))
        .deck(0, &[STRATEGIZE; 6])
        .deck(1, &[STRATEGIZE; 6])
        .first(1)
        .build();
    g.put(P0, LocZone::Support, entity(id));
    g
}

#[test]
fn a_side_hears_the_opposing_sides_heals() {
    let mut g = watched(SEIRAI_ISLAND, &[MONDSTADT_HASH_BROWN]);
    g.set_hp(P1, 2, 5);
    play(&mut g, P1, MONDSTADT_HASH_BROWN, "o", Some(2));
    let storm =
        |g: &Gitcg, seat: Seat, slot: u8| g.character(seat, slot).has(entity(DISTANT_STORM));
    assert!(storm(&g, P1, 2), "the opposing side's healed character");
    assert!(!storm(&g, P0, 2));
}

#[test]
fn a_side_hears_the_opposing_sides_cards() {
    let mut g = watched(STAGE_TEPETL, &[]);
    g.player_mut(P0).supports[0].stock = 2;
    let card = cards::card(CardId(STRATEGIZE)).expect("a card");
    g.player_mut(P1).hand.push(card);
    g.player_mut(P1).starting_deck.clear();
    play(&mut g, P1, STRATEGIZE, "o", None);
    assert_eq!(stock(&g, P0), 1, "a card new to the opponent's match");
}

#[test]
fn a_side_hears_the_opposing_sides_draws_and_not_its_own() {
    let mut g = watched(MAUSOLEUM_OF_KING_DESHRET, &[STRATEGIZE]);
    play(&mut g, P1, STRATEGIZE, "o", None);
    assert_eq!(stock(&g, P0), 2, "2 opposing draws");
    run(&mut g, P1, Action::DeclareEnd);
    g.player_mut(P0)
        .hand
        .push(cards::card(CardId(STRATEGIZE)).expect("a card"));
    g.set_dice(P0, dice("o"));
    play(&mut g, P0, STRATEGIZE, "o", None);
    assert_eq!(stock(&g, P0), 2, "its own draws are not heard");
}

#[test]
fn a_side_hears_the_opposing_sides_actions() {
    let mut g = watched(SETARIA, &[]);
    g.player_mut(P0).hand.clear();
    run(
        &mut g,
        P1,
        Action::Switch {
            slot: 1,
            dice: dice("o"),
        },
    );
    assert_eq!(g.player(P0).hand.len(), 1, "after the opposing switch");
    assert_eq!(g.player(P0).supports[0].usage, 2);
}
