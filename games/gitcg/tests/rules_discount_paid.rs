//! Rule tests for discounts that say what a use spends (`discount_paid.rs`,
//! `trig::DISCOUNT_PAID`): an entity paying from its stock loses as many as it took off the
//! cost; one with usages and a use per round spends both; a refused payment spends nothing.

use tavern_game::{Game, Seat};
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::Gitcg;
use tavern_protocol::gitcg::{Action, CardId, Side, SkillId, Target};

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);
const GANYU: u32 = 1101;
const DILUC: u32 = 1301;
const KEQING: u32 = 1403;
const GANYU_SKILL: u32 = 11012;
const GOLDEN_TROUPE: u32 = 312026;
const SEED_DISPENSARY: u32 = 323005;
const PAIMON: u32 = 322001;

fn apply(g: &mut Gitcg, seat: Seat, action: Action) -> bool {
    let before = g.clone();
    let mut events = Vec::new();
    let ok = g.apply(seat, action, &mut events).is_ok();
    if !ok {
        assert!(*g == before, "a refused action changed the state");
    }
    ok
}

fn reward(g: &Gitcg) -> u8 {
    g.character(P0, 0)
        .attached
        .iter()
        .find(|e| e.def.id == GOLDEN_TROUPE)
        .map_or(0, |e| e.stock)
}

/// Ganyu, active, wears Golden Troupe holding `stock` reward; seat 1 has ended its round.
fn troupe(stock: u8) -> Gitcg {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[GOLDEN_TROUPE])
        .dice(0, dice("ccccc"))
        .first(1)
        .build();
    assert!(apply(&mut g, P1, Action::DeclareEnd));
    let equip = Action::PlayCard {
        card: CardId(GOLDEN_TROUPE),
        target: Some(Target::Character {
            side: Side::Own,
            slot: 0,
        }),
        second: None,
        dice: dice("cc"),
    };
    assert!(apply(&mut g, P0, equip));
    let at = g.character(P0, 0).attached.len() - 1;
    g.character_mut(P0, 0).attached[at].stock = stock;
    g
}

#[test]
fn a_discount_paid_from_a_stock_spends_as_many_as_it_took_off() {
    let mut g = troupe(2);
    let use_skill = |d: &str| Action::UseSkill {
        skill: SkillId(GANYU_SKILL),
        dice: dice(d),
    };
    assert!(
        !apply(&mut g, P0, use_skill("")),
        "2 reward cannot pay 3 dice"
    );
    assert_eq!(reward(&g), 2, "a refused payment spends nothing");
    assert!(apply(&mut g, P0, use_skill("c")));
    assert_eq!(reward(&g), 0);
}

#[test]
fn a_discount_with_usages_used_once_a_round_spends_a_usage_and_the_rounds_use() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[SEED_DISPENSARY, PAIMON, PAIMON])
        .dice(0, dice("oooooooo"))
        .first(1)
        .build();
    assert!(apply(&mut g, P1, Action::DeclareEnd));
    let play = |card: u32, d: &str| Action::PlayCard {
        card: CardId(card),
        target: None,
        second: None,
        dice: dice(d),
    };
    assert!(apply(&mut g, P0, play(SEED_DISPENSARY, "")));
    assert!(apply(&mut g, P0, play(PAIMON, "oo")));
    let seed = g
        .player(P0)
        .supports
        .iter()
        .find(|e| e.def.id == SEED_DISPENSARY);
    assert_eq!(seed.map(|e| (e.usage, e.var)), Some((1, 1)));
    assert!(
        !apply(&mut g, P0, play(PAIMON, "oo")),
        "its use of this round is spent"
    );
}
