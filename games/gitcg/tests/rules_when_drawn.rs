//! Rule tests for cards that act when drawn (抓到此牌时): they act for their drawer instead of
//! entering the hand, and what they do is settled like any effect, even in the end phase; a
//! card without that clause goes to the hand.

use tavern_game::{Game, Seat};
use tavern_gitcg::cards;
use tavern_gitcg::deck_effects::DeckPlace;
use tavern_gitcg::testkit::Scenario;
use tavern_protocol::gitcg::{Action, CardId, Phase};

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);
/// 激愈水球·大 Large Bolstering Bubblebalm: heals the drawer's active character for 3.
const LARGE_BUBBLEBALM: u32 = 112131;
/// 激愈水球·中 Medium Bolstering Bubblebalm: 2 Hydro damage to the drawer's active character.
const MEDIUM_BUBBLEBALM: u32 = 112132;

#[test]
fn a_card_that_acts_when_drawn_never_enters_the_hand_even_a_full_one() {
    let mut g = Scenario::new([1103, 1201, 1301], [1403, 1101, 1301])
        .hand(0, &[332002; 10])
        .build();
    g.set_hp(P0, 0, 4);
    let large = cards::card(CardId(LARGE_BUBBLEBALM)).expect("created card");
    g.put_in_deck(P0, large, 1, DeckPlace::FromTop(1));
    g.draw(P0, 1);
    assert_eq!(g.player(P0).hand.len(), 10);
    assert!(g.player(P0).deck.is_empty());
    assert_eq!(g.character(P0, 0).hp, 7);
    // It sends the Medium one into the other deck, second from the top (here, the bottom).
    let theirs: Vec<u32> = g.player(P1).deck.iter().map(|c| c.id).collect();
    assert_eq!(theirs, [MEDIUM_BUBBLEBALM]);
}

#[test]
fn a_knock_out_by_a_card_drawn_in_the_end_phase_asks_for_a_new_active_character() {
    let mut g = Scenario::new([1103, 1201, 1301], [1403, 1101, 1301]).build();
    g.set_hp(P1, 0, 2);
    let medium = cards::card(CardId(MEDIUM_BUBBLEBALM)).expect("created card");
    g.put_in_deck(P1, medium, 1, DeckPlace::FromTop(1));
    let mut events = Vec::new();
    for seat in [P0, P1] {
        g.apply(seat, Action::DeclareEnd, &mut events)
            .expect("legal");
    }
    assert!(!g.character(P1, 0).alive);
    assert!(g.choice(P1).is_some());
    g.apply(P1, Action::ChooseActive { slot: 2 }, &mut events)
        .expect("legal");
    // The end phase goes on to the next round, without drawing again.
    assert_eq!(g.round(), 2);
    assert_ne!(g.phase(), Phase::End);
    assert_eq!(g.player(P1).active, 2);
}

/// 海底宝藏 Undersea Treasure, which Underwater Treasure Hunt shuffles into a deck.
const UNDERSEA_TREASURE: u32 = 303230;

/// Only a card whose text says "抓到此牌时" (when drawn) acts when drawn. Undersea Treasure's
/// text has no such clause ("生成1个随机基础元素骰，治疗我方出战角色1点"), and the card facts
/// give it a cost ("费用：0"), as Forbidden Knowledge, which is played: it is drawn into the
/// hand and played from there like any free event card.
#[test]
fn undersea_treasure_is_drawn_into_the_hand_and_played_from_there() {
    let mut g = Scenario::new([1103, 1201, 1301], [1403, 1101, 1301]).build();
    g.set_hp(P0, 0, 6);
    let treasure = cards::card(CardId(UNDERSEA_TREASURE)).expect("created card");
    g.put_in_deck(P0, treasure, 2, DeckPlace::FromTop(1));
    g.draw(P0, 2);
    let hand: Vec<u32> = g.player(P0).hand.iter().map(|c| c.id).collect();
    assert_eq!(hand, [UNDERSEA_TREASURE; 2], "neither acted when drawn");
    assert_eq!((g.character(P0, 0).hp, g.player(P0).dice.total()), (6, 0));
    let mut actions = Vec::new();
    g.legal_actions(P0, &mut actions);
    let play = actions
        .into_iter()
        .find(|a| matches!(a, Action::PlayCard { card, .. } if *card == CardId(UNDERSEA_TREASURE)))
        .expect("played for free");
    let mut events = Vec::new();
    g.apply(P0, play, &mut events).expect("legal");
    assert_eq!(g.player(P0).hand.len(), 1);
    assert_eq!((g.character(P0, 0).hp, g.player(P0).dice.total()), (7, 1));
}
