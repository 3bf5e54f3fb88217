//! Rule tests for the record of cards played in the match (`played_cards.rs`): a card counts
//! as played before once its side has played it, whoever's turn it is since, and only for
//! that side.

use tavern_game::{Game, Seat};
use tavern_gitcg::cards;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_protocol::gitcg::{Action, CardId};

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);
const PAIMON: u32 = 322001;
const KATHERYNE: u32 = 322002;

#[test]
fn a_card_counts_as_played_before_once_its_side_played_it() {
    let mut g = Scenario::new([1101, 1301, 1403], [1101, 1301, 1403])
        .hand(0, &[PAIMON])
        .dice(0, dice("ppp"))
        .build();
    let paimon = cards::card(CardId(PAIMON)).expect("a card");
    let katheryne = cards::card(CardId(KATHERYNE)).expect("a card");
    assert!(!g.played_before(P0, paimon));
    let play = Action::PlayCard {
        card: CardId(PAIMON),
        target: None,
        second: None,
        dice: dice("ppp"),
    };
    let mut events = Vec::new();
    g.apply(P0, play, &mut events).expect("legal");
    assert!(g.played_before(P0, paimon));
    assert!(!g.played_before(P0, katheryne), "another name");
    assert!(!g.played_before(P1, paimon), "the other side's record");
    // Ending rounds keeps the record.
    for seat in [P0, P1] {
        if g.turn() == seat {
            g.apply(seat, Action::DeclareEnd, &mut events)
                .expect("legal");
        }
    }
    assert!(g.played_before(P0, paimon));
}
