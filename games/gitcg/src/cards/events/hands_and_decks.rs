//! Events that reshape hands and decks: Little Tepetlisaur — Treasure Hunter at Large
//! (arrived in 5.4), In the Name of the Extreme (5.5), Flying Squad, Attack! (5.7) and
//! Harvest Time (5.8).

use arrayvec::ArrayVec;
use tavern_protocol::Seat;

use super::ABUNDANT_PHLOGISTON;
use crate::cards::common::event;
use crate::deck_effects::DeckPlace;
use crate::defs::{trig, CardDef, CardKind, Cost, Cx, EntityDef, EntityKind, Op};
use crate::pick::CardPool;
use crate::state::HAND_CAP;
use crate::version::{V5_4, V5_5, V5_7, V5_8};
use crate::Gitcg;

/// 小嵴锋龙！发现宝藏！ Little Tepetlisaur — Treasure Hunter at Large: 2 Abundant Phlogiston at
/// random places in both decks, then both sides draw 2 (the player first).
pub static LITTLE_TEPETLISAUR: CardDef = CardDef {
    since: V5_4,
    text: "Shuffle 2 Abundant Phlogiston into both players' decks at random places, then both players draw 2 cards (you first).",
    ..event(
        332043,
        459,
        "小嵴锋龙！发现宝藏！",
        "Little Tepetlisaur — Treasure Hunter at Large",
        CardKind::Event,
        Cost::same(1),
        &[Op::Custom(|g, cx| {
            for seat in [cx.seat, cx.seat.other()] {
                g.put_in_deck(seat, &ABUNDANT_PHLOGISTON, 2, DeckPlace::Random);
            }
            for seat in [cx.seat, cx.seat.other()] {
                g.draw(seat, 2);
            }
        })],
    )
};

/// Swaps the two hands: each card enters the other hand as a card created there, shown to
/// everyone (each side has seen the other's hand once the swap is made), and answers as a card
/// entering a hand (`to_hand.rs`).
fn swap_hands(g: &mut Gitcg, seat: Seat) {
    let take = |g: &mut Gitcg, s: Seat| -> ArrayVec<&'static CardDef, HAND_CAP> {
        std::mem::take(&mut g.player_mut(s).hand)
    };
    let mine = take(g, seat);
    let theirs = take(g, seat.other());
    for card in theirs {
        g.create_card(seat, card, true);
    }
    for card in mine {
        g.create_card(seat.other(), card, true);
    }
}

/// 以极限之名 In the Name of the Extreme: the hands are swapped, then the side holding fewer
/// cards draws until it holds as many as the other.
pub static IN_THE_NAME_OF_THE_EXTREME: CardDef = CardDef {
    since: V5_5,
    text: "Swap both players' hands, then the player with fewer cards draws until holding as many as the other.",
    ..event(
        332044,
        467,
        "以极限之名",
        "In the Name of the Extreme",
        CardKind::Event,
        Cost::same(4),
        &[Op::Custom(|g, cx| {
            swap_hands(g, cx.seat);
            let held = |g: &Gitcg, s: Seat| g.player(s).hand.len();
            let (me, foe) = (cx.seat, cx.seat.other());
            let (fewer, more) = if held(g, me) < held(g, foe) {
                (me, foe)
            } else {
                (foe, me)
            };
            let n = held(g, more) - held(g, fewer);
            g.draw(fewer, n as u8);
        })],
    )
};

/// The hand a side tops up to with Flying Squad, Attack!.
const FLYING_SQUAD_HAND: usize = 4;

/// 飞行队出击！ Flying Squad, Attack!: up to 2 cards of the highest original cost are
/// discarded (at random among equals), then the side draws until it holds 4; discarded by an
/// effect, it draws 1.
pub static FLYING_SQUAD_ATTACK: CardDef = CardDef {
    since: V5_7,
    text: "Discard up to 2 cards of the highest original cost from your hand (at random among equals), then draw until you hold 4 cards.",
    on_discard: &[Op::Draw(1)],
    ..event(
        332046,
        488,
        "飞行队出击！",
        "Flying Squad, Attack!",
        CardKind::Event,
        Cost::any(3),
        &[Op::Custom(|g, cx| {
            for _ in 0..2 {
                g.discard_costliest(cx.seat);
            }
            let n = FLYING_SQUAD_HAND.saturating_sub(g.player(cx.seat).hand.len());
            g.draw(cx.seat, n as u8);
        })],
    )
};

/// 收获时间（生效中） Harvest Time (In Effect) (combat status, 303244): End Phase: a Harvest
/// Time at a random place in the deck per layer, then it leaves; layers (usages) stack to 2.
pub static HARVEST_TIME_STATUS: EntityDef = EntityDef {
    text: "End Phase: shuffle 1 Harvest Time per layer into your deck at random places, then this leaves.",
    id: 303244,
    name: "Harvest Time (In Effect)",
    chinese_name: "收获时间（生效中）",
    kind: EntityKind::Combat,
    usage: 1,
    usage_cap: 2,
    listens: trig::END_PHASE,
    hook: Some(|g, me, _| {
        let layers = g.ent(me).usage;
        g.discard(me);
        g.put_in_deck(me.seat, &HARVEST_TIME, layers, DeckPlace::Random);
    }),
    ..EntityDef::BLANK
};

/// 收获时间 Harvest Time: a pick of 1 of 3 random Food cards into the hand; in the End Phase, a
/// Harvest Time at a random place in the deck.
pub static HARVEST_TIME: CardDef = CardDef {
    since: V5_8,
    text: "Pick 1 of 3 random Food cards into your hand.",
    ..event(
        332049,
        504,
        "收获时间",
        "Harvest Time",
        CardKind::Event,
        Cost::same(1),
        &[
            Op::Custom(|g, cx: &mut Cx| g.offer_card_picks(cx.seat, CardPool::Food.bit())),
            Op::Combat(&HARVEST_TIME_STATUS),
        ],
    )
};
