//! Rule tests for the Simulanka summons (「希穆兰卡」召唤物, `cards/simulanka.rs`): the effect an
//! effect raises ("效果量+1") is the summon's own counter, shown to everyone and kept when the
//! summon is summoned again; what sets off "a Simulanka summon" reaches no other summon.

use tavern_game::{Game, Seat, Viewer};
use tavern_gitcg::cards;
use tavern_gitcg::state::LocZone;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::Gitcg;
use tavern_protocol::gitcg::{Action, CardId};

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);
const GANYU: u32 = 1101;
const DILUC: u32 = 1301;
const KEQING: u32 = 1403;

/// 预言女神的礼物 Gift of the Goddess of Prophecy: raises the next 2 Simulanka summons played.
const GIFT_OF_THE_GODDESS: u32 = 322030;
/// 墨色酒馆 Calligraphy Tavern: sets off a Simulanka summon when its side declares the end.
const CALLIGRAPHY_TAVERN: u32 = 321029;
/// 积木小人 Toy Guard, the card and the summon.
const TOY_GUARD_CARD: u32 = 301033;
const TOY_GUARD: u32 = 301028;
/// 燃烧烈焰 Burning Flame, a summon of the rules.
const BURNING_FLAME: u32 = 115;

fn act(g: &mut Gitcg, seat: Seat, action: Action) {
    let mut events = Vec::new();
    if let Err(e) = g.apply(seat, action, &mut events) {
        panic!("{action:?} by seat {} was refused: {e:?}", seat.0);
    }
}

/// Plays the untargeted `card` from seat 0's hand, paying `pay`.
fn play(g: &mut Gitcg, card: u32, pay: &str) {
    act(
        g,
        P0,
        Action::PlayCard {
            second: None,
            card: CardId(card),
            target: None,
            dice: dice(pay),
        },
    );
}

/// Seat 0's support `id`, as (usages, stock), if it is in play.
fn support(g: &Gitcg, id: u32) -> Option<(u8, u8)> {
    g.player(P0)
        .supports
        .iter()
        .find(|e| e.def.id == id && !e.dead)
        .map(|e| (e.usage, e.stock))
}

#[test]
fn a_simulanka_summons_raised_effect_is_its_counter_and_stays_when_it_is_summoned_again() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[GIFT_OF_THE_GODDESS, TOY_GUARD_CARD])
        .dice(0, dice("ccccc"))
        .build();
    play(&mut g, GIFT_OF_THE_GODDESS, "cc");
    for _ in 0..2 {
        play(&mut g, TOY_GUARD_CARD, "c");
    }
    assert_eq!(support(&g, GIFT_OF_THE_GODDESS), None, "spent");
    // The third, with nothing to raise it, summons Toy Guard again: usages back to 2, the
    // effect still raised by 2.
    act(&mut g, P0, Action::DeclareEnd);
    act(&mut g, P1, Action::DeclareEnd);
    let hp_after_first = g.character(P1, 0).hp;
    assert_eq!(hp_after_first, 12 - 3, "the End Phase: 1 + 2");
    let guard = |g: &Gitcg| {
        g.view(Viewer::Seat { seat: P1 }).players[0]
            .summons
            .iter()
            .find(|e| e.id.0 == TOY_GUARD)
            .map(|e| (e.usage, e.counter))
    };
    assert_eq!(
        guard(&g),
        Some((Some(1), Some(2))),
        "seen by the other seat"
    );
    for seat in [P0, P1] {
        act(
            &mut g,
            seat,
            Action::Reroll {
                dice: tavern_protocol::gitcg::Dice::EMPTY,
            },
        );
    }
    g.set_dice(P0, dice("c"));
    play(&mut g, TOY_GUARD_CARD, "c");
    assert_eq!(guard(&g), Some((Some(2), Some(2))));
}

#[test]
fn calligraphy_tavern_sets_off_no_summon_that_is_not_a_simulanka_one() {
    let flame = cards::entities()
        .iter()
        .find(|e| e.id == BURNING_FLAME)
        .expect("Burning Flame");
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[CALLIGRAPHY_TAVERN])
        .dice(0, dice("cc"))
        .build();
    play(&mut g, CALLIGRAPHY_TAVERN, "cc");
    g.put(P0, LocZone::Summon, flame);
    act(&mut g, P0, Action::DeclareEnd);
    assert_eq!(g.character(P1, 0).hp, 12, "Burning Flame did not strike");
    assert_eq!(
        support(&g, CALLIGRAPHY_TAVERN),
        Some((3, 0)),
        "no usage spent"
    );
}
