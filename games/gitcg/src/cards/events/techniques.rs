//! Events about Technique cards (特技牌): Art of Sleepy Meditation (arrived in 5.6) and
//! Awesome, Bro (5.8).

use crate::cards::common::{draw_random, event};
use crate::defs::{
    answers, trig, CardDef, CardKind, Cost, EntityDef, EntityKind, EquipSlot, Op, Paying, Query,
    Trig,
};
use crate::pick::CardPool;
use crate::version::{V5_6, V5_8};

/// Whether a card is a Technique card.
fn is_technique(card: &CardDef) -> bool {
    card.kind == CardKind::Equipment(EquipSlot::Technique)
}

/// 困困冥想术（生效中） Art of Sleepy Meditation (In Effect) (combat status, 303239): the next
/// card the side plays whose name is not in its starting deck costs 2 dice less.
pub static ART_OF_SLEEPY_MEDITATION_STATUS: EntityDef = EntityDef {
    text: "The next card you play whose name is not in your starting deck costs 2 dice less.",
    id: 303239,
    name: "Art of Sleepy Meditation (In Effect)",
    chinese_name: "困困冥想术（生效中）",
    kind: EntityKind::Combat,
    usage: 1,
    answers: answers::CARD_COST,
    query: Some(|g, me, q| {
        let Query::Cost {
            of: Paying::Card(card),
            cost,
            used,
        } = q
        else {
            return;
        };
        let outside = g.outside_starting_deck(me.seat, card);
        if outside && g.ent(me).usage > 0 && cost.dice() > 0 {
            cost.reduce(2);
            **used = true;
        }
    }),
    ..EntityDef::BLANK
};

/// 困困冥想术 Art of Sleepy Meditation: a pick of 1 of 3 random Technique cards into the hand;
/// the next card played from outside the starting deck costs 2 dice less.
pub static ART_OF_SLEEPY_MEDITATION: CardDef = CardDef {
    since: V5_6,
    text: "Pick 1 of 3 random Technique cards into your hand.",
    ..event(
        332045,
        475,
        "困困冥想术",
        "Art of Sleepy Meditation",
        CardKind::Event,
        Cost::same(1),
        &[
            Op::Custom(|g, cx| g.offer_card_picks(cx.seat, CardPool::Technique.bit())),
            Op::Combat(&ART_OF_SLEEPY_MEDITATION_STATUS),
        ],
    )
};

/// 很棒，哥们。（生效中） Awesome, Bro (In Effect) (combat status, 303243): after the side's next
/// Technique card, 1 Omni die.
pub static AWESOME_BRO_STATUS: EntityDef = EntityDef {
    text: "After you play your next Technique card: create 1 Omni die.",
    id: 303243,
    name: "Awesome, Bro (In Effect)",
    chinese_name: "很棒，哥们。（生效中）",
    kind: EntityKind::Combat,
    usage: 1,
    listens: trig::CARD_RESOLVED,
    hook: Some(|g, me, t| {
        let Trig::CardPlayed(card) = *t else { return };
        if is_technique(card) {
            g.run_op(Op::OmniDice(1), &mut crate::defs::Cx::side(me.seat));
            g.spend(me);
        }
    }),
    ..EntityDef::BLANK
};

/// 很棒，哥们。 Awesome, Bro: a random Technique card of the deck is drawn; after the next
/// Technique card, 1 Omni die.
pub static AWESOME_BRO: CardDef = CardDef {
    since: V5_8,
    text: "Draw a random Technique card from your deck.",
    ..event(
        332050,
        505,
        "很棒，哥们。",
        "Awesome, Bro",
        CardKind::Event,
        Cost::same(1),
        &[
            Op::Custom(|g, cx| draw_random(g, cx.seat, is_technique)),
            Op::Combat(&AWESOME_BRO_STATUS),
        ],
    )
};
