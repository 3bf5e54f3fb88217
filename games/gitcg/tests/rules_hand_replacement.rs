//! Rule tests for replacing cards in hand mid-turn (`hand_replacement.rs`): the opening
//! switch's decision, asked in the middle of a turn, put back at random in the deck once as
//! many have been drawn, and the turn going on afterwards.

mod common;

use common::*;
use tavern_game::{DecisionKind, Game};
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::Gitcg;
use tavern_protocol::gitcg::{Action, CardId, HandMask};

/// 草与智慧 Nature and Wisdom: draw 1, then replace any cards.
const NATURE_AND_WISDOM: u32 = 331804;
const STRATEGIZE: u32 = 332004;
const PAIMON: u32 = 322001;

/// Seat 0 has played Nature and Wisdom with Strategize and Paimon left in hand, over a deck
/// of one Paimon.
fn switching() -> Gitcg {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [DILUC, GANYU, KEQING])
        .hand(0, &[NATURE_AND_WISDOM, STRATEGIZE, STRATEGIZE])
        .deck(0, &[PAIMON, PAIMON])
        .dice(0, dice("c"))
        .build();
    act(
        &mut g,
        P0,
        Action::PlayCard {
            card: CardId(NATURE_AND_WISDOM),
            target: None,
            second: None,
            dice: dice("c"),
        },
    );
    g
}

#[test]
fn a_mid_turn_hand_switch_is_the_opening_decision_asked_before_anything_else() {
    let g = switching();
    assert_eq!(g.pending().of(P0), Some(DecisionKind::SwitchHand));
    assert_eq!(g.pending().of(P1), None);
    assert_eq!(
        legal(&g, P0),
        [
            Action::SwitchHand {
                cards: HandMask::EMPTY
            },
            Action::SwitchHand {
                cards: HandMask(0b111)
            },
        ]
    );
}

#[test]
fn replaced_cards_go_back_only_after_as_many_are_drawn() {
    let mut g = switching();
    // The hand is Strategize, Strategize, Paimon (drawn); the deck holds one Paimon.
    act(
        &mut g,
        P0,
        Action::SwitchHand {
            cards: HandMask(0b011),
        },
    );
    let hand: Vec<u32> = g.player(P0).hand.iter().map(|c| c.id).collect();
    assert_eq!(
        hand,
        [PAIMON, PAIMON],
        "the last Paimon and the Strategizes' stand-in"
    );
    let deck: Vec<u32> = g.player(P0).deck.iter().map(|c| c.id).collect();
    assert_eq!(deck, [STRATEGIZE, STRATEGIZE], "none came straight back");
    assert_eq!(g.pending().of(P0), Some(DecisionKind::Act));
}

#[test]
fn a_mid_turn_hand_switch_that_times_out_keeps_the_hand() {
    let mut g = switching();
    let before: Vec<u32> = g.player(P0).hand.iter().map(|c| c.id).collect();
    let timeout = g.timeout_action(P0).expect("the switch can time out");
    act(&mut g, P0, timeout);
    let after: Vec<u32> = g.player(P0).hand.iter().map(|c| c.id).collect();
    assert_eq!(after, before);
    assert_eq!(g.pending().of(P0), Some(DecisionKind::Act));
}
