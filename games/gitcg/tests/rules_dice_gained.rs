//! Rule tests for dice gained (`dice_gained.rs`): what a side gains from effects is told to
//! the opposing side once settled; rolled and converted dice are not gained.

mod common;

use common::*;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::Gitcg;
use tavern_protocol::gitcg::{Action, CardId, DieFace};

/// 「看到那小子挣钱…」 "I'd Rather Lose Money Myself...": 1 Omni per 2 dice the opponent gains.
const ID_RATHER_LOSE_MONEY: u32 = 332036;
const STATUS: u32 = 303236;
/// 最好的伙伴！ The Bestest Travel Companion!: converts 2 dice into 2 Omni (a gain of 2).
const BESTEST_TRAVEL_COMPANION: u32 = 332001;
/// 温妮莎传奇 The Legend of Vennessa: 4 dice of different basic elements.
const LEGEND_OF_VENNESSA: u32 = 332019;
/// A card to tune (元素调和 converts a die: no gain).
const STRATEGIZE: u32 = 332004;

fn play(g: &mut Gitcg, seat: tavern_game::Seat, card: u32, pay: &str) {
    act(
        g,
        seat,
        Action::PlayCard {
            card: CardId(card),
            target: None,
            second: None,
            dice: dice(pay),
        },
    );
}

/// Seat 0 has the status; seat 1 acts alone with `hand` and `d`.
fn listening(hand: &[u32], d: &str) -> Gitcg {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[ID_RATHER_LOSE_MONEY])
        .hand(1, hand)
        .dice(1, dice(d))
        .build();
    play(&mut g, P0, ID_RATHER_LOSE_MONEY, "");
    end(&mut g, P0);
    g
}

fn counted(g: &Gitcg) -> u8 {
    g.player(P0)
        .combat
        .iter()
        .find(|e| e.def.id == STATUS)
        .map_or(0, |e| e.stock)
}

#[test]
fn dice_gained_by_an_effect_are_told_to_the_opposing_side_counted_together() {
    let mut g = listening(&[LEGEND_OF_VENNESSA], "ccc");
    play(&mut g, P1, LEGEND_OF_VENNESSA, "ccc");
    assert_eq!(dice_of(&g, P0).count(DieFace::Omni), 2, "4 gained: 2 Omni");
    assert_eq!(counted(&g), 0);
}

#[test]
fn each_gain_is_told_on_its_own_and_the_counts_add_up() {
    let mut g = listening(&[BESTEST_TRAVEL_COMPANION, LEGEND_OF_VENNESSA], "cccpp");
    play(&mut g, P1, BESTEST_TRAVEL_COMPANION, "pp");
    assert_eq!(dice_of(&g, P0).count(DieFace::Omni), 1);
    play(&mut g, P1, LEGEND_OF_VENNESSA, "ccc");
    assert_eq!(dice_of(&g, P0).count(DieFace::Omni), 3);
    assert_eq!(counted(&g), 0);
}

#[test]
fn tuning_converts_a_die_and_gains_nothing() {
    let mut g = listening(&[STRATEGIZE], "cp");
    act(
        &mut g,
        P1,
        Action::Tune {
            card: CardId(STRATEGIZE),
            die: DieFace::Pyro,
        },
    );
    assert_eq!(counted(&g), 0);
    assert_eq!(dice_of(&g, P0).count(DieFace::Omni), 0);
}
