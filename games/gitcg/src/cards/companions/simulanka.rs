//! The Simulanka companions: Forest Blessing and Gift of the Goddess of Prophecy, which make
//! the Simulanka cards and raise their summons (`cards/simulanka.rs`). Arrived in 5.8.

use super::ally;
use crate::cards::common::support_card;
use crate::cards::simulanka::{boost, random_paper_card, summoned_by, TOY_GUARD_CARD};
use crate::deck_effects::DeckPlace;
use crate::defs::{trig, CardDef, CardKind, Cost, EntityDef, Op, Trig};
use crate::version::V5_8;

/// 森林的祝福 Forest Blessing in play: after its side triggers a reaction, one of Origami Flying
/// Squirrel, Pop-Up Paper Frog and Origami Hamster, chosen at random, is created in the hand.
pub static FOREST_BLESSING_SUPPORT: EntityDef = EntityDef {
    text: "After you trigger an Elemental Reaction: create one of Origami Flying Squirrel, Pop-Up Paper Frog and Origami Hamster, chosen at random, in your hand.",
    listens: trig::REACTION,
    hook: Some(|g, me, _| random_paper_card(g, me.seat)),
    ..ally(322029, "Forest Blessing")
};
/// 森林的祝福 Forest Blessing (arrived in 5.8): when it enters, a random paper card too.
pub static FOREST_BLESSING: CardDef = CardDef {
    since: V5_8,
    ops: &[Op::Custom(|g, cx| random_paper_card(g, cx.seat))],
    text: "When it enters: create one of Origami Flying Squirrel, Pop-Up Paper Frog and Origami Hamster, chosen at random, in your hand.",
    ..support_card(
        CardKind::Companion,
        322029,
        502,
        "森林的祝福",
        "Forest Blessing",
        Cost::any(2),
        &FOREST_BLESSING_SUPPORT,
    )
};

/// 预言女神的礼物 Gift of the Goddess of Prophecy in play: after its side plays a Simulanka
/// card, the summon it made has its effect raised by 1 (spends a usage); 2 usages.
pub static GIFT_OF_THE_GODDESS_OF_PROPHECY_SUPPORT: EntityDef = EntityDef {
    text: "After you play a card that summons a Simulanka summon: that summon's effect is raised by 1 (spends 1 usage).",
    usage: 2,
    listens: trig::CARD_RESOLVED,
    hook: Some(|g, me, t| {
        let Trig::CardPlayed(card) = *t else { return };
        if summoned_by(card).is_some() {
            boost(g, me.seat, card, 1);
            g.spend(me);
        }
    }),
    ..ally(322030, "Gift of the Goddess of Prophecy")
};
/// 预言女神的礼物 Gift of the Goddess of Prophecy (arrived in 5.8): when it enters, 2 Toy Guard
/// cards in the hand and 2 more at random places in the deck.
pub static GIFT_OF_THE_GODDESS_OF_PROPHECY: CardDef = CardDef {
    since: V5_8,
    ops: &[Op::Custom(|g, cx| {
        for _ in 0..2 {
            g.create_card(cx.seat, &TOY_GUARD_CARD, true);
        }
        g.put_in_deck(cx.seat, &TOY_GUARD_CARD, 2, DeckPlace::Random);
    })],
    text: "When it enters: put 2 Toy Guard cards into your hand, and shuffle 2 more into your deck at random places.",
    ..support_card(
        CardKind::Companion,
        322030,
        503,
        "预言女神的礼物",
        "Gift of the Goddess of Prophecy",
        Cost::any(2),
        &GIFT_OF_THE_GODDESS_OF_PROPHECY_SUPPORT,
    )
};
