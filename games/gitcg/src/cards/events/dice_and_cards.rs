//! Events that give dice or cards.

use crate::cards::common::{different_basic_dice, event};
use crate::defs::{CardDef, CardKind, Cost, Op};

/// 最好的伙伴！ The Bestest Travel Companion!: 2 Omni dice.
pub static BESTEST_TRAVEL_COMPANION: CardDef = event(
    332001,
    241,
    "最好的伙伴！",
    "The Bestest Travel Companion!",
    CardKind::Event,
    Cost::any(2),
    &[Op::OmniDice(2)],
);

/// 一掷乾坤 Toss-Up: reroll any dice, twice.
pub static TOSS_UP: CardDef = event(
    332003,
    243,
    "一掷乾坤",
    "Toss-Up",
    CardKind::Event,
    Cost::FREE,
    &[Op::Reroll(2)],
);

/// 运筹帷幄 Strategize: draw 2.
pub static STRATEGIZE: CardDef = event(
    332004,
    244,
    "运筹帷幄",
    "Strategize",
    CardKind::Event,
    Cost::same(1),
    &[Op::Draw(2)],
);

/// 温妮莎传奇 The Legend of Vennessa: 4 dice of different basic elements.
pub static THE_LEGEND_OF_VENNESSA: CardDef = CardDef {
    text: "Creates 4 dice of different basic elements.",
    ..event(
        332019,
        259,
        "温妮莎传奇",
        "The Legend of Vennessa",
        CardKind::Event,
        Cost::same(3),
        &[Op::Custom(|g, cx| different_basic_dice(g, cx.seat, 4))],
    )
};

/// 永远的友谊 Friendship Eternal: each player with fewer than 4 cards draws up to 4 (the
/// player first).
pub static FRIENDSHIP_ETERNAL: CardDef = CardDef {
    text: "Each player with fewer than 4 cards in hand draws until holding 4 (you first).",
    ..event(
        332020,
        260,
        "永远的友谊",
        "Friendship Eternal",
        CardKind::Event,
        Cost::same(2),
        &[Op::Custom(|g, cx| {
            for seat in [cx.seat, cx.seat.other()] {
                let n = 4usize.saturating_sub(g.player(seat).hand.len());
                g.draw(seat, n as u8);
            }
        })],
    )
};
