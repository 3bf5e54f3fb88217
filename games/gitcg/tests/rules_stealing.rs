//! Rule tests for stealing (窃取, `steal.rs`): the opposing hand's card of the highest original
//! cost, drawn at random among equals, changes hands, shown to both sides.

mod common;

use common::*;
use tavern_game::Viewer;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_protocol::gitcg::{Action, CardId, Event};

/// 贪食匿叶龙山王 The Gluttonous Yumkasaur Mountain King, whose talent card steals.
const MOUNTAIN_KING: u32 = 2704;
const ALL_DEVOURER: u32 = 227041;
/// Cards of 1 and 2 dice.
const STRATEGIZE: u32 = 332004;
const BESTEST: u32 = 332001;

fn ids(g: &tavern_gitcg::Gitcg, seat: tavern_game::Seat) -> Vec<u32> {
    g.player(seat).hand.iter().map(|c| c.id).collect()
}

#[test]
fn stealing_takes_the_costliest_card_and_shows_it_to_both_sides() {
    let mut g = Scenario::new([MOUNTAIN_KING, GANYU, DILUC], [DILUC, GANYU, KEQING])
        .hand(0, &[ALL_DEVOURER])
        .hand(1, &[STRATEGIZE, BESTEST, STRATEGIZE])
        .dice(0, dice("dooooooo"))
        .build();
    let events = act_visible(
        &mut g,
        P0,
        Action::PlayCard {
            card: CardId(ALL_DEVOURER),
            target: Some(tavern_protocol::gitcg::Target::Character {
                side: tavern_protocol::gitcg::Side::Own,
                slot: 0,
            }),
            second: None,
            dice: dice("d"),
        },
    );
    assert_eq!(ids(&g, P0), [BESTEST]);
    assert_eq!(ids(&g, P1), [STRATEGIZE, STRATEGIZE]);
    // The opponent sees which card it lost.
    let seen = events
        .iter()
        .map(|e| *e.for_viewer(Viewer::Seat { seat: P1 }))
        .any(|e| {
            e == Event::CardCreated {
                seat: P0,
                card: Some(CardId(BESTEST)),
            }
        });
    assert!(seen);
}

#[test]
fn stealing_from_an_empty_hand_takes_nothing() {
    let mut g = Scenario::new([MOUNTAIN_KING, GANYU, DILUC], [DILUC, GANYU, KEQING]).build();
    assert_eq!(g.steal_costliest(P0), None);
    assert_eq!(ids(&g, P0), Vec::<u32>::new());
}
