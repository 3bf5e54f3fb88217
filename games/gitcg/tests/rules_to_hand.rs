//! Rule tests for cards entering a hand (`to_hand.rs`, `trig::TO_HAND`): drawn and created
//! cards enter it one at a time; a card burned from a full hand never does. Puff Pops (In
//! Effect), which heals its character when a card the starting deck lacks enters the hand,
//! is the watcher.

use tavern_game::{Game, Seat};
use tavern_gitcg::cards;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::Gitcg;
use tavern_protocol::gitcg::{Action, CardId, Side, SkillId, Target};

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);
const KEQING: u32 = 1403;
const GANYU: u32 = 1101;
const DILUC: u32 = 1301;
const KEQING_SKILL: u32 = 14032;
const LIGHTNING_STILETTO: u32 = 114031;
const PUFF_POPS: u32 = 333018;
const PAIMON: u32 = 322001;
const KATHERYNE: u32 = 322002;
const SWEET_MADAME: u32 = 333005;

fn act(g: &mut Gitcg, seat: Seat, action: Action) {
    let mut events = Vec::new();
    if let Err(e) = g.apply(seat, action, &mut events) {
        panic!("{action:?} was refused: {e:?}");
    }
}

/// Seat 0 eats Puff Pops with Keqing (at 5 HP) while seat 1 has ended its round.
fn eaten(hand: &[u32]) -> Gitcg {
    let mut g = Scenario::new([KEQING, GANYU, DILUC], [GANYU, DILUC, KEQING])
        .hand(0, hand)
        .dice(0, dice("eeee"))
        .first(1)
        .build();
    act(&mut g, P1, Action::DeclareEnd);
    g.set_hp(P0, 0, 5);
    let eat = Action::PlayCard {
        card: CardId(PUFF_POPS),
        target: Some(Target::Character {
            side: Side::Own,
            slot: 0,
        }),
        second: None,
        dice: dice("e"),
    };
    act(&mut g, P0, eat);
    g
}

/// Puts `id` on top of seat 0's deck (a card the starting deck does not hold).
fn on_top(g: &mut Gitcg, id: u32) {
    let card = cards::card(CardId(id)).expect("a card");
    g.player_mut(P0).deck.push(card);
}

#[test]
fn a_created_card_enters_the_hand() {
    let mut g = eaten(&[PUFF_POPS]);
    let use_skill = Action::UseSkill {
        skill: SkillId(KEQING_SKILL),
        dice: dice("eee"),
    };
    act(&mut g, P0, use_skill);
    assert!(g.player(P0).hand.iter().any(|c| c.id == LIGHTNING_STILETTO));
    assert_eq!(g.character(P0, 0).hp, 6);
}

#[test]
fn a_card_burned_from_a_full_hand_never_enters_it() {
    // After eating, 9 cards: the End Phase's first draw fills the hand, the second burns.
    let mut hand = vec![PUFF_POPS];
    hand.extend([SWEET_MADAME; 9]);
    let mut g = eaten(&hand);
    on_top(&mut g, KATHERYNE);
    on_top(&mut g, PAIMON);
    act(&mut g, P0, Action::DeclareEnd);
    assert_eq!(g.player(P0).hand.len(), 10);
    assert!(g.player(P0).hand.iter().any(|c| c.id == PAIMON));
    assert_eq!(g.character(P0, 0).hp, 6, "only Paimon entered the hand");
}
