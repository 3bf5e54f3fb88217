//! Rule tests for what the starting deck holds (`starting_deck.rs`): a card is from outside it
//! when no card of the deck the match began with bears its name, and a side keeps, for the
//! whole match, the differently named outside cards it played.

use tavern_game::{Game, Seat};
use tavern_gitcg::cards;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::Gitcg;
use tavern_protocol::gitcg::{Action, CardId};

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);
const PAIMON: u32 = 322001;
const STRATEGIZE: u32 = 332004;
const LEAVE_IT_TO_ME: u32 = 332006;

fn card(id: u32) -> &'static tavern_gitcg::defs::CardDef {
    cards::card(CardId(id)).expect("the card exists")
}

/// Seat 0 holds Paimon (its starting deck) and two outside cards; seat 1 ends its round.
fn scenario() -> Gitcg {
    let mut g = Scenario::new([1101, 1301, 1403], [1101, 1301, 1403])
        .hand(0, &[PAIMON])
        .deck(0, &[PAIMON; 4])
        .dice(0, dice("oooooooo"))
        .first(1)
        .build();
    let mut events = Vec::new();
    g.apply(P1, Action::DeclareEnd, &mut events)
        .expect("seat 1 may end its round");
    for id in [STRATEGIZE, STRATEGIZE, LEAVE_IT_TO_ME] {
        g.player_mut(P0).hand.push(card(id));
    }
    g
}

fn play(g: &mut Gitcg, id: u32) {
    let mut legal = Vec::new();
    g.legal_actions(P0, &mut legal);
    let action = legal
        .into_iter()
        .find(|a| matches!(a, Action::PlayCard { card, .. } if *card == CardId(id)))
        .expect("the card is playable");
    let mut events = Vec::new();
    g.apply(P0, action, &mut events).expect("legal");
}

#[test]
fn a_card_is_outside_the_starting_deck_when_no_card_of_it_bears_its_name() {
    let g = scenario();
    assert!(!g.outside_starting_deck(P0, card(PAIMON)));
    assert!(g.outside_starting_deck(P0, card(STRATEGIZE)));
    // Each side has its own starting deck.
    assert!(g.outside_starting_deck(P1, card(PAIMON)));
}

#[test]
fn a_side_counts_the_differently_named_outside_cards_it_played() {
    let mut g = scenario();
    play(&mut g, PAIMON);
    assert_eq!(g.outsiders_played(P0), 0, "Paimon was in the deck");
    play(&mut g, STRATEGIZE);
    play(&mut g, STRATEGIZE);
    assert_eq!(g.outsiders_played(P0), 1, "one name, played twice");
    play(&mut g, LEAVE_IT_TO_ME);
    assert_eq!(g.outsiders_played(P0), 2);
    assert_eq!(g.outsiders_played(P1), 0, "the other side played none");
}
